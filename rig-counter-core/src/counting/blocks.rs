//! Counter blocks as data: for each family and block, its select registers,
//! its counter registers in read order, their width, how an instance is
//! addressed through GRBM_GFX_INDEX, and any select restriction. Programs walk
//! these rows; a new block or family adds rows.
//!
//! Sources: the registers are the generated ones ([`crate::regs`], from Linux's
//! `gc_11_0_0_offset.h` and `gc_12_0_0_offset.h` through the perf-register list
//! and Mesa's register databases); the addressing is aqlprofile's PMC builder
//! (ROCm/rocm-systems `projects/rocprofiler-sdk/source/lib/aqlprofile/pm4/pmc_builder.h`,
//! `gfxip/gfx11/gfx11_primitives.h`, `gfxip/gfx12/gfx12_primitives.h`) and PAL
//! (GPUOpen-Drivers/pal `gfx9PerfExperiment.cpp`, `gfx12PerfExperiment.cpp`).

use crate::catalog::Block;

/// How wide a block's counters are, and so how many registers a value reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Width {
    /// 32 bits: one LO register; the high half of the sample's u64 is 0.
    Bits32,
    /// 64 bits: LO then HI, each copied as 32 bits into its half of the u64
    /// (aqlprofile, PAL `WriteCopy64BitCounter`, tinygrad: two 32-bit copies).
    Bits64,
}

/// How one value's instance is selected through GRBM_GFX_INDEX before its read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Addressing {
    /// One instance in the GPU: read with GRBM_GFX_INDEX broadcasting (GRBM;
    /// aqlprofile `grbm_broadcast_value`).
    Global,
    /// One instance per L2 channel: INSTANCE_INDEX = channel, SE and SA
    /// broadcast (GL2C; aqlprofile `grbm_inst_index_value`).
    Channel,
    /// Instances of each shader engine: SE_INDEX = engine, INSTANCE_INDEX =
    /// instance, SA broadcast (GFX11 TA, 16 per engine; aqlprofile
    /// `grbm_inst_se_index_value`, its SE-attribute blocks).
    EngineInstance,
    /// Instances of each WGP: SE_INDEX, SA_INDEX and INSTANCE_INDEX =
    /// (WGP << 2) | instance, no broadcast (GFX11 and GFX12 SQ, one instance;
    /// GFX12 TA, two: aqlprofile `grbm_se_sh_wgp_index_value` and
    /// `grbm_inst_se_sh_wgp_index_value`, PAL gfx12PerfExperiment.cpp
    /// l.2340-2376, tinygrad `set_grbm`). A WGP that runs no work is never read.
    Wgp,
}

/// `value` as 16 bits, for `const` items only: a value that does not fit
/// stops the build there.
pub(crate) const fn sixteen(value: u32) -> u16 {
    assert!(value <= u16::MAX as u32, "a register address or event past 16 bits");
    value as u16
}

/// The most counter registers a block row holds.
pub const MAX_REGISTERS: usize = 16;

/// A block's registers in one family. Arrays hold [`BlockRegs::registers`]
/// entries, then zeros. Offsets, addresses and events are 16 bits (every
/// counter and select register of GFX9, GFX11 and GFX12 lies in the uconfig
/// range 0xC000..0x10000, checked as each row is built, at compile time), so a
/// row costs a firmware image 130 bytes.
#[derive(Clone, Copy, Debug)]
pub struct BlockRegs {
    /// The block.
    pub block: Block,
    /// Its counter registers: as many as the catalog's block shape says.
    pub registers: u8,
    /// SET_UCONFIG_REG offset of the select register of each layout register.
    pub selects: [u16; MAX_REGISTERS],
    /// The shift of the select's event field (PERF_SEL).
    pub event_shift: u8,
    /// Dword addresses of each layout register's counter, in read order: LO,
    /// then HI (0 for 32-bit blocks).
    pub counters: [[u16; 2]; MAX_REGISTERS],
    /// The counters' width.
    pub width: Width,
    /// How an instance is selected for its reads.
    pub addressing: Addressing,
    /// The largest event the select of each layout register takes: PERF_SEL's
    /// largest, or less where a select is restricted.
    pub max_events: [u16; MAX_REGISTERS],
    /// Whether a read needs the SQG sync wait of its engine first (GFX12 SQ:
    /// PAL's `WriteSqSync` waits for each engine with SQ counters).
    pub sync: bool,
}

impl BlockRegs {
    /// The largest event layout register `register` takes; `None` if the block
    /// has no such register.
    #[inline(always)]
    pub fn max_event(&self, register: u8) -> Option<u32> {
        if register < self.registers { self.max_events.get(usize::from(register)).map(|m| u32::from(*m)) } else { None }
    }
}

/// A row in the making: `n` registers, each its select's SET_UCONFIG_REG
/// offset, its LO and HI dword addresses (HI 0 for 32 bits) and its select's
/// largest event.
#[allow(dead_code)] // a build without a family uses none
struct Parts<const R: usize> {
    selects: [u32; R],
    counters: [[u32; 2]; R],
    max_events: [u32; R],
}

#[allow(dead_code)] // a build without a family uses none
impl<const R: usize> Parts<R> {
    /// The row of `block` made of these parts.
    const fn row(self, block: Block, event_shift: u8, width: Width, addressing: Addressing, sync: bool) -> BlockRegs {
        assert!(R <= MAX_REGISTERS, "a block of more registers than a row holds");
        let (mut selects, mut counters, mut max_events) =
            ([0; MAX_REGISTERS], [[0; 2]; MAX_REGISTERS], [0; MAX_REGISTERS]);
        let mut r = 0;
        while r < R {
            selects[r] = sixteen(self.selects[r]);
            counters[r] = [sixteen(self.counters[r][0]), sixteen(self.counters[r][1])];
            max_events[r] = sixteen(self.max_events[r]);
            r += 1;
        }
        BlockRegs { block, registers: R as u8, selects, event_shift, counters, width, addressing, max_events, sync }
    }
}

/// The GFX11/GFX12 SQ row of one GC version's generated registers: the even
/// SELECT0, 2, ..., 14 wired to the eight 32-bit per-WGP counters, register r
/// on SELECT 2r (aqlprofile `gfx11_block_table.h` `SqCounterRegAddr`; PAL
/// gfx9PerfExperiment.cpp "SqWgp"; tinygrad `ops_amd.py`); SELECT 2, 6, 10 and
/// 14 (layout registers 1, 3, 5, 7) take only events up to
/// SP_PERF_SEL_VALU_PENDING_QUEUE_STALL, 0x1D9 (PAL gfx12PerfExperiment.cpp
/// l.553; GFX11: gfx9PerfExperiment.cpp l.532), the others PERF_SEL's 9 bits.
#[allow(unused_macros)] // a build without a family uses none
macro_rules! sq_row {
    ($gc:ident, $sync:expr) => {{
        use crate::regs::{must, $gc as r};
        let all = r::sq_perfcounter_select::PERF_SEL.max();
        let mut parts = Parts::<8> { selects: [0; 8], counters: [[0; 2]; 8], max_events: [0; 8] };
        let mut i = 0;
        while i < 8 {
            parts.selects[i] = must(r::SQ_PERFCOUNTER_SELECT[2 * i].uconfig_offset());
            parts.counters[i] = [r::SQ_PERFCOUNTER_LO[i].address(), 0];
            parts.max_events[i] = if i % 2 == 1 { 0x1D9 } else { all };
            i += 1;
        }
        parts.row(Block::Sq, r::sq_perfcounter_select::PERF_SEL.shift(), Width::Bits32, Addressing::Wgp, $sync)
    }};
}

/// GRBM_PERFCOUNTER0/1: global, 64-bit (Linux `gc_1x_0_0_offset.h`; every peer
/// reads it with GRBM_GFX_INDEX broadcasting).
#[allow(unused_macros)] // a build without a family uses none
macro_rules! grbm_row {
    ($gc:ident) => {{
        use crate::regs::{must, $gc as r};
        let (sel, lo, hi) = (r::GRBM_PERFCOUNTER_SELECT, r::GRBM_PERFCOUNTER_LO, r::GRBM_PERFCOUNTER_HI);
        let max = r::grbm_perfcounter_select::PERF_SEL.max();
        Parts::<2> {
            selects: [must(sel[0].uconfig_offset()), must(sel[1].uconfig_offset())],
            counters: [[lo[0].address(), hi[0].address()], [lo[1].address(), hi[1].address()]],
            max_events: [max, max],
        }
        .row(
            Block::Grbm,
            r::grbm_perfcounter_select::PERF_SEL.shift(),
            Width::Bits64,
            Addressing::Global,
            false,
        )
    }};
}

/// GL2C_PERFCOUNTER0..3: one per L2 channel, 64-bit. Their SELECT registers
/// are not evenly spaced on GFX11 (SELECT1 exists for counters 0 and 1 only,
/// so GL2C_PERFCOUNTER3_SELECT is 0xDB85 there, 0xDB86 on GFX12), which the
/// generated registers carry.
#[allow(unused_macros)] // a build without a family uses none
macro_rules! gl2c_row {
    ($gc:ident) => {{
        use crate::regs::{must, $gc as r};
        Parts::<4> {
            selects: [
                must(r::GL2C_PERFCOUNTER0_SELECT.uconfig_offset()),
                must(r::GL2C_PERFCOUNTER1_SELECT.uconfig_offset()),
                must(r::GL2C_PERFCOUNTER2_SELECT.uconfig_offset()),
                must(r::GL2C_PERFCOUNTER3_SELECT.uconfig_offset()),
            ],
            counters: [
                [r::GL2C_PERFCOUNTER0_LO.address(), r::GL2C_PERFCOUNTER0_HI.address()],
                [r::GL2C_PERFCOUNTER1_LO.address(), r::GL2C_PERFCOUNTER1_HI.address()],
                [r::GL2C_PERFCOUNTER2_LO.address(), r::GL2C_PERFCOUNTER2_HI.address()],
                [r::GL2C_PERFCOUNTER3_LO.address(), r::GL2C_PERFCOUNTER3_HI.address()],
            ],
            max_events: [
                r::gl2c_perfcounter0_select::PERF_SEL.max(),
                r::gl2c_perfcounter1_select::PERF_SEL.max(),
                r::gl2c_perfcounter2_select::PERF_SEL.max(),
                r::gl2c_perfcounter3_select::PERF_SEL.max(),
            ],
        }
        .row(
            Block::Gl2c,
            r::gl2c_perfcounter0_select::PERF_SEL.shift(),
            Width::Bits64,
            Addressing::Channel,
            false,
        )
    }};
}

/// TA_PERFCOUNTER0/1: 64-bit, addressed as `$addressing` says.
#[allow(unused_macros)] // a build without a family uses none
macro_rules! ta_row {
    ($gc:ident, $addressing:expr) => {{
        use crate::regs::{must, $gc as r};
        let (lo, hi) = (r::TA_PERFCOUNTER_LO, r::TA_PERFCOUNTER_HI);
        Parts::<2> {
            selects: [
                must(r::TA_PERFCOUNTER0_SELECT.uconfig_offset()),
                must(r::TA_PERFCOUNTER1_SELECT.uconfig_offset()),
            ],
            counters: [[lo[0].address(), hi[0].address()], [lo[1].address(), hi[1].address()]],
            max_events: [r::ta_perfcounter0_select::PERF_SEL.max(), r::ta_perfcounter1_select::PERF_SEL.max()],
        }
        .row(Block::Ta, r::ta_perfcounter0_select::PERF_SEL.shift(), Width::Bits64, $addressing, false)
    }};
}

/// The rows of one family, by [`Block`] (`Block as usize`).
pub type Rows = [Option<&'static BlockRegs>; Block::ALL.len()];

/// `rows` placed by block.
#[allow(dead_code)] // a build without a family uses none
const fn by_block(rows: &[&'static BlockRegs]) -> Rows {
    let mut out = [None; Block::ALL.len()];
    let mut i = 0;
    while i < rows.len() {
        out[rows[i].block as usize] = Some(rows[i]);
        i += 1;
    }
    out
}

/// GFX12's SQ: its reads wait for their engine's SQG sync first (PAL's
/// `WriteSqSync`: the SQG's GRBM may answer a read before the sample).
#[cfg(feature = "gfx12")]
pub static GFX12_SQ: BlockRegs = sq_row!(gc_12_0_0, true);
/// GFX12's GRBM.
#[cfg(feature = "gfx12")]
pub static GFX12_GRBM: BlockRegs = grbm_row!(gc_12_0_0);
/// GFX12's GL2C.
#[cfg(feature = "gfx12")]
pub static GFX12_GL2C: BlockRegs = gl2c_row!(gc_12_0_0);
/// GFX12's TA: two instances in every WGP, INSTANCE_INDEX (WGP << 2) | instance
/// (aqlprofile's gfx12 builder `bIsWGPcounter12`; PAL gfx12PerfExperiment.cpp
/// l.2340-2360).
#[cfg(feature = "gfx12")]
pub static GFX12_TA: BlockRegs = ta_row!(gc_12_0_0, Addressing::Wgp);
/// Every GFX12 row.
#[cfg(feature = "gfx12")]
pub const GFX12_ROWS: Rows = by_block(&[&GFX12_SQ, &GFX12_GRBM, &GFX12_GL2C, &GFX12_TA]);

/// GFX11's SQ: no SQG sync (PAL applies `WriteSqSync` in its GFX12 code only;
/// aqlprofile and tinygrad have none on GFX11).
#[cfg(feature = "gfx11")]
pub static GFX11_SQ: BlockRegs = sq_row!(gc_11_0_0, false);
/// GFX11's GRBM.
#[cfg(feature = "gfx11")]
pub static GFX11_GRBM: BlockRegs = grbm_row!(gc_11_0_0);
/// GFX11's GL2C.
#[cfg(feature = "gfx11")]
pub static GFX11_GL2C: BlockRegs = gl2c_row!(gc_11_0_0);
/// GFX11's TA: 16 instances in each shader engine, read as INSTANCE_INDEX 0 to
/// 15 of the engine with SA broadcast. The peers disagree here: aqlprofile
/// reads the flat index (`grbm_inst_se_index_value`), PAL encodes instance i as
/// blockIndex i % 2 with wgpIndex i / 2 (gfx9PerfExperiment.cpp l.2652-2667),
/// and aqlprofile's own gfx11 `grbm_inst_se_sh_wgp_index_value` would give
/// (wgp << 2) | (instance << 1). rig-counter follows aqlprofile, which is what
/// rocprofiler's values (and their instance dimension) come from, so a value
/// here is the value rocprofv3 reports for the same instance.
#[cfg(feature = "gfx11")]
pub static GFX11_TA: BlockRegs = ta_row!(gc_11_0_0, Addressing::EngineInstance);
/// Every GFX11 row.
#[cfg(feature = "gfx11")]
pub const GFX11_ROWS: Rows = by_block(&[&GFX11_SQ, &GFX11_GRBM, &GFX11_GL2C, &GFX11_TA]);

#[cfg(test)]
mod tests {
    #[allow(unused_imports)]
    use crate::gpu::Family;

    #[allow(dead_code)]
    fn rows_have_their_blocks_shape(family: Family, rows: &super::Rows) -> usize {
        let mut n = 0;
        for row in rows.iter().flatten() {
            let shape = row.block.shape(family).unwrap();
            assert_eq!(row.registers, shape.registers, "{}", row.block);
            let used = usize::from(row.registers);
            assert!(row.selects[..used].iter().all(|s| *s != 0) && row.selects[used..].iter().all(|s| *s == 0));
            assert!(row.max_events[..used].iter().all(|m| *m != 0) && row.max_events[used..].iter().all(|m| *m == 0));
            assert!(row.counters[..used].iter().all(|c| c[0] != 0));
            let wide = row.width == super::Width::Bits64;
            assert!(row.counters[..used].iter().all(|c| (c[1] != 0) == wide), "{}", row.block);
            n += 1;
        }
        n
    }

    #[cfg(feature = "gfx12")]
    #[test]
    fn each_gfx12_row_has_the_registers_of_its_blocks_shape() {
        assert_eq!(rows_have_their_blocks_shape(Family::Gfx12, &super::GFX12_ROWS), 4);
        // GL2C's SELECTs: 0xDB80, 82, 84, 86 (SET_UCONFIG_REG offsets 0x1B80...).
        assert_eq!(super::GFX12_GL2C.selects[..4], [0x1B80, 0x1B82, 0x1B84, 0x1B86]);
        assert_eq!(super::GFX12_TA.counters[..2], [[0xD2C0, 0xD2C1], [0xD2C2, 0xD2C3]]);
    }

    #[cfg(feature = "gfx11")]
    #[test]
    fn each_gfx11_row_has_the_registers_of_its_blocks_shape() {
        assert_eq!(rows_have_their_blocks_shape(Family::Gfx11, &super::GFX11_ROWS), 4);
        // GFX11 has no SELECT1 for GL2C counters 2 and 3: SELECT3 is 0xDB85.
        assert_eq!(super::GFX11_GL2C.selects[..4], [0x1B80, 0x1B82, 0x1B84, 0x1B85]);
        assert_eq!(super::GFX11_GRBM.counters[..2], [[0xD040, 0xD041], [0xD043, 0xD044]]);
    }
}
