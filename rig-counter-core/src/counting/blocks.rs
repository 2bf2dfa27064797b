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
    /// One instance in each shader engine: SE_INDEX = engine, SA and INSTANCE
    /// broadcast (gfx942/gfx950 SQ and SPI; aqlprofile `grbm_se_index_value`,
    /// gfx9_primitives.h l.222-227; tinygrad `set_grbm(se=)`).
    Engine,
    /// Instances of each shader array: SE_INDEX = engine, SA_INDEX = array,
    /// INSTANCE_INDEX = instance, no broadcast (GFX11 GL1A and GL1C: PAL
    /// gfx9PerfExperiment.cpp `BuildGrbmGfxIndex` for PerShaderArray blocks,
    /// aqlprofile `grbm_inst_se_sh_index_value`).
    #[cfg(feature = "gfx115")]
    Array,
    /// Instances of the die that are no L2 channel: INSTANCE_INDEX =
    /// instance, SE and SA broadcast, as [`Addressing::Channel`] (gfx942/gfx950
    /// TCA, 32 per die: aqlprofile gfx940_factory.cpp).
    DieInstance,
}

/// `value` as 16 bits, for `const` items only: a value that does not fit
/// stops the build there.
pub(crate) const fn sixteen(value: u32) -> u16 {
    assert!(value <= u16::MAX as u32, "a register address or event past 16 bits");
    value as u16
}

/// The most counter registers a block row holds.
pub const MAX_REGISTERS: usize = 16;

static_assertions::const_assert!(MAX_REGISTERS.is_power_of_two());

/// Register `register`'s index into a row's arrays: masked, so indexing needs
/// no bounds check (the programs' hot loops index once per counter); a
/// register past the row's count reads the zeros its arrays end with.
#[inline(always)]
const fn slot(register: u8) -> usize {
    register as usize & (MAX_REGISTERS - 1)
}

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
    /// Bits every select of the block sets besides its event (gfx942/gfx950
    /// SQ: SIMD_MASK, SQC_BANK_MASK and SQC_CLIENT_MASK 0xF, as aqlprofile
    /// gfx9_primitives.h l.302-316 and tinygrad set them); 0 for most blocks.
    pub select_bits: u32,
}

impl BlockRegs {
    /// The largest event layout register `register` takes; `None` if the block
    /// has no such register.
    #[inline(always)]
    pub fn max_event(&self, register: u8) -> Option<u32> {
        (register < self.registers).then(|| u32::from(self.max_events[slot(register)]))
    }

    /// The SET_UCONFIG_REG offset of layout register `register`'s select; 0
    /// if the block has no such register.
    #[inline(always)]
    pub fn select(&self, register: u8) -> u32 {
        u32::from(self.selects[slot(register)])
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
        BlockRegs {
            block,
            registers: R as u8,
            selects,
            event_shift,
            counters,
            width,
            addressing,
            max_events,
            sync,
            select_bits: 0,
        }
    }
}

impl BlockRegs {
    /// This row with `bits` set in every select besides the event.
    #[allow(dead_code)] // a build without GFX9 uses none
    const fn with_select_bits(self, bits: u32) -> BlockRegs {
        BlockRegs { select_bits: bits, ..self }
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

/// A 64-bit block of one GC version's generated registers: `$lo` and `$hi`
/// its LO and HI register arrays (read order), then each layout register's
/// select register with the module of its fields and its event field
/// (`PERF_SEL`; the command processor's `CNTR_SEL0`), addressed as
/// `$addressing` says.
#[allow(unused_macros)] // a build without a family uses none
macro_rules! wide_row {
    ($gc:ident, $block:expr, $addressing:expr, $lo:ident, $hi:ident, [$($select:ident / $fields:ident :: $event:ident),+ $(,)?]) => {{
        use crate::regs::{must, $gc as r};
        const N: usize = [$(stringify!($select)),+].len();
        let selects = [$(must(r::$select.uconfig_offset())),+];
        let max_events = [$(r::$fields::$event.max()),+];
        let shifts = [$(r::$fields::$event.shift()),+];
        let (lo, hi) = (r::$lo, r::$hi);
        assert!(lo.len() == N && hi.len() == N, "a select per counter register");
        let mut counters = [[0; 2]; N];
        let mut i = 0;
        while i < N {
            assert!(shifts[i] == shifts[0], "every select's event at the same bits");
            counters[i] = [lo[i].address(), hi[i].address()];
            i += 1;
        }
        Parts::<N> { selects, counters, max_events }.row($block, shifts[0], Width::Bits64, $addressing, false)
    }};
}

/// A 64-bit block of one GC version's generated registers whose LO and HI
/// are no arrays: each layout register's select with the module of its fields
/// and its event field, then its LO and HI, addressed as `$addressing` says.
#[allow(unused_macros)] // a build without a family uses none
macro_rules! pairs_row {
    ($gc:ident, $block:expr, $addressing:expr, [$($select:ident / $fields:ident :: $event:ident, $lo:ident, $hi:ident);+ $(;)?]) => {{
        use crate::regs::{must, $gc as r};
        const N: usize = [$(stringify!($select)),+].len();
        let shifts = [$(r::$fields::$event.shift()),+];
        let mut i = 0;
        while i < N {
            assert!(shifts[i] == shifts[0], "every select's event at the same bits");
            i += 1;
        }
        Parts::<N> {
            selects: [$(must(r::$select.uconfig_offset())),+],
            counters: [$([r::$lo.address(), r::$hi.address()]),+],
            max_events: [$(r::$fields::$event.max()),+],
        }
        .row($block, shifts[0], Width::Bits64, $addressing, false)
    }};
}

/// gfx942/gfx950's SQ: 16 64-bit counters per shader engine, SELECT n wired to
/// counter n (Linux `gc_9_4_3_offset.h`: SQ_PERFCOUNTER0..15_SELECT 0x39c0..f,
/// LO/HI 0x31c0..0x31df), every select with SIMD_MASK, SQC_BANK_MASK and
/// SQC_CLIENT_MASK 0xF.
#[cfg(feature = "gfx9")]
pub static GFX9_SQ: BlockRegs = {
    use crate::regs::{gc_9_4_3 as r, must};
    use r::sq_perfcounter_select as f;
    let mut parts = Parts::<16> { selects: [0; 16], counters: [[0; 2]; 16], max_events: [0; 16] };
    let mut i = 0;
    while i < 16 {
        parts.selects[i] = must(r::SQ_PERFCOUNTER_SELECT[i].uconfig_offset());
        parts.counters[i] = [r::SQ_PERFCOUNTER_LO[i].address(), r::SQ_PERFCOUNTER_HI[i].address()];
        parts.max_events[i] = f::PERF_SEL.max();
        i += 1;
    }
    let masks = f::SIMD_MASK.val(0xF).with(f::SQC_BANK_MASK.val(0xF)).with(f::SQC_CLIENT_MASK.val(0xF));
    parts.row(Block::Sq, f::PERF_SEL.shift(), Width::Bits64, Addressing::Engine, false).with_select_bits(masks.bits())
};
/// gfx942/gfx950's GRBM.
#[cfg(feature = "gfx9")]
pub static GFX9_GRBM: BlockRegs = grbm_row!(gc_9_4_3);
/// gfx942/gfx950's TCC: one per L2 channel of each die (16).
#[cfg(feature = "gfx9")]
pub static GFX9_TCC: BlockRegs = wide_row!(
    gc_9_4_3,
    Block::Tcc,
    Addressing::Channel,
    TCC_PERFCOUNTER_LO,
    TCC_PERFCOUNTER_HI,
    [
        TCC_PERFCOUNTER0_SELECT / tcc_perfcounter0_select::PERF_SEL,
        TCC_PERFCOUNTER1_SELECT / tcc_perfcounter1_select::PERF_SEL,
        TCC_PERFCOUNTER2_SELECT / tcc_perfcounter2_select::PERF_SEL,
        TCC_PERFCOUNTER3_SELECT / tcc_perfcounter3_select::PERF_SEL,
    ]
);
/// gfx942/gfx950's TCA: 32 instances per die.
#[cfg(feature = "gfx9")]
pub static GFX9_TCA: BlockRegs = wide_row!(
    gc_9_4_3,
    Block::Tca,
    Addressing::DieInstance,
    TCA_PERFCOUNTER_LO,
    TCA_PERFCOUNTER_HI,
    [
        TCA_PERFCOUNTER0_SELECT / tca_perfcounter0_select::PERF_SEL,
        TCA_PERFCOUNTER1_SELECT / tca_perfcounter1_select::PERF_SEL,
        TCA_PERFCOUNTER2_SELECT / tca_perfcounter2_select::PERF_SEL,
        TCA_PERFCOUNTER3_SELECT / tca_perfcounter3_select::PERF_SEL,
    ]
);
/// gfx942/gfx950's TA: 16 instances per shader engine, read as GFX11's
/// (INSTANCE_INDEX 0 to 15 of the engine, SH broadcast).
#[cfg(feature = "gfx9")]
pub static GFX9_TA: BlockRegs = wide_row!(
    gc_9_4_3,
    Block::Ta,
    Addressing::EngineInstance,
    TA_PERFCOUNTER_LO,
    TA_PERFCOUNTER_HI,
    [
        TA_PERFCOUNTER0_SELECT / ta_perfcounter0_select::PERF_SEL,
        TA_PERFCOUNTER1_SELECT / ta_perfcounter1_select::PERF_SEL,
    ]
);
/// gfx942/gfx950's TD: 16 instances per shader engine, as TA.
#[cfg(feature = "gfx9")]
pub static GFX9_TD: BlockRegs = wide_row!(
    gc_9_4_3,
    Block::Td,
    Addressing::EngineInstance,
    TD_PERFCOUNTER_LO,
    TD_PERFCOUNTER_HI,
    [
        TD_PERFCOUNTER0_SELECT / td_perfcounter0_select::PERF_SEL,
        TD_PERFCOUNTER1_SELECT / td_perfcounter1_select::PERF_SEL,
    ]
);
/// gfx942/gfx950's TCP: 16 instances per shader engine, as TA.
#[cfg(feature = "gfx9")]
pub static GFX9_TCP: BlockRegs = wide_row!(
    gc_9_4_3,
    Block::Tcp,
    Addressing::EngineInstance,
    TCP_PERFCOUNTER_LO,
    TCP_PERFCOUNTER_HI,
    [
        TCP_PERFCOUNTER0_SELECT / tcp_perfcounter0_select::PERF_SEL,
        TCP_PERFCOUNTER1_SELECT / tcp_perfcounter1_select::PERF_SEL,
        TCP_PERFCOUNTER2_SELECT / tcp_perfcounter2_select::PERF_SEL,
        TCP_PERFCOUNTER3_SELECT / tcp_perfcounter3_select::PERF_SEL,
    ]
);
/// gfx942/gfx950's SPI: one per shader engine, 6 counters; each counter's HI
/// register lies before its LO (SPI_PERFCOUNTER0_HI 0x3180, _LO 0x3181), which
/// the generated registers carry.
#[cfg(feature = "gfx9")]
pub static GFX9_SPI: BlockRegs = wide_row!(
    gc_9_4_3,
    Block::Spi,
    Addressing::Engine,
    SPI_PERFCOUNTER_LO,
    SPI_PERFCOUNTER_HI,
    [
        SPI_PERFCOUNTER0_SELECT / spi_perfcounter0_select::PERF_SEL,
        SPI_PERFCOUNTER1_SELECT / spi_perfcounter1_select::PERF_SEL,
        SPI_PERFCOUNTER2_SELECT / spi_perfcounter2_select::PERF_SEL,
        SPI_PERFCOUNTER3_SELECT / spi_perfcounter3_select::PERF_SEL,
        SPI_PERFCOUNTER4_SELECT / spi_perfcounter4_select::PERF_SEL,
        SPI_PERFCOUNTER5_SELECT / spi_perfcounter5_select::PERF_SEL,
    ]
);
/// gfx942/gfx950's CPC: global; counter 1's registers lie before counter 0's
/// (CPC_PERFCOUNTER1_LO 0x3004, CPC_PERFCOUNTER0_LO 0x3006), and the event
/// field is CNTR_SEL0.
#[cfg(feature = "gfx9")]
pub static GFX9_CPC: BlockRegs = wide_row!(
    gc_9_4_3,
    Block::Cpc,
    Addressing::Global,
    CPC_PERFCOUNTER_LO,
    CPC_PERFCOUNTER_HI,
    [
        CPC_PERFCOUNTER0_SELECT / cpc_perfcounter0_select::CNTR_SEL0,
        CPC_PERFCOUNTER1_SELECT / cpc_perfcounter1_select::CNTR_SEL0,
    ]
);
/// gfx942/gfx950's CPF: global, as CPC.
#[cfg(feature = "gfx9")]
pub static GFX9_CPF: BlockRegs = wide_row!(
    gc_9_4_3,
    Block::Cpf,
    Addressing::Global,
    CPF_PERFCOUNTER_LO,
    CPF_PERFCOUNTER_HI,
    [
        CPF_PERFCOUNTER0_SELECT / cpf_perfcounter_select::CNTR_SEL0,
        CPF_PERFCOUNTER1_SELECT / cpf_perfcounter_select::CNTR_SEL0,
    ]
);
/// Every gfx942/gfx950 row: every block of their catalogs.
#[cfg(feature = "gfx9")]
pub const GFX9_ROWS: Rows = by_block(&[
    &GFX9_SQ, &GFX9_GRBM, &GFX9_TCC, &GFX9_TCA, &GFX9_TA, &GFX9_TD, &GFX9_TCP, &GFX9_SPI, &GFX9_CPC, &GFX9_CPF,
]);

/// The rows of one family, by [`Block`] (`Block as usize`); a block the
/// family's programs do not count has [`NO_ROW`] (no registers), so a program
/// reads a row with one load and no test.
pub type Rows = [&'static BlockRegs; crate::catalog::TABLE_BLOCKS];

/// The row of a block without registers: no selects, no counters.
pub static NO_ROW: BlockRegs = BlockRegs {
    block: Block::Grbm,
    registers: 0,
    selects: [0; MAX_REGISTERS],
    event_shift: 0,
    counters: [[0; 2]; MAX_REGISTERS],
    width: Width::Bits32,
    addressing: Addressing::Global,
    max_events: [0; MAX_REGISTERS],
    sync: false,
    select_bits: 0,
};

/// `rows` placed by block, [`NO_ROW`] elsewhere.
#[allow(dead_code)] // a build without a family uses none
const fn by_block(rows: &[&'static BlockRegs]) -> Rows {
    let mut out = [&NO_ROW; crate::catalog::TABLE_BLOCKS];
    let mut i = 0;
    while i < rows.len() {
        out[rows[i].block as usize] = rows[i];
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
/// GFX12's TCP (the vector L0 cache): four 64-bit counters, two instances in
/// every WGP addressed as TA's, INSTANCE_INDEX (WGP << 2) | instance
/// (aqlprofile's gfx12 builder `bIsWGPcounter12` takes TA, TD and TCP alike;
/// PAL gfx12PerfExperiment.cpp l.2340-2360). Registers: Linux
/// `gc_12_0_0_offset.h` through Mesa's `gfx12.json`.
#[cfg(feature = "gfx12")]
pub static GFX12_TCP: BlockRegs = wide_row!(
    gc_12_0_0,
    Block::Tcp,
    Addressing::Wgp,
    TCP_PERFCOUNTER_LO,
    TCP_PERFCOUNTER_HI,
    [
        TCP_PERFCOUNTER0_SELECT / tcp_perfcounter0_select::PERF_SEL,
        TCP_PERFCOUNTER1_SELECT / tcp_perfcounter1_select::PERF_SEL,
        TCP_PERFCOUNTER2_SELECT / tcp_perfcounter2_select::PERF_SEL,
        TCP_PERFCOUNTER3_SELECT / tcp_perfcounter3_select::PERF_SEL,
    ]
);
/// Every GFX12 row.
#[cfg(feature = "gfx12")]
pub const GFX12_ROWS: Rows = by_block(&[&GFX12_SQ, &GFX12_GRBM, &GFX12_GL2C, &GFX12_TA, &GFX12_TCP]);

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
/// GFX11's SQG: eight 64-bit counters in each shader engine (Linux
/// `gc_11_0_0_offset.h` and `gc_11_5_0_offset.h`: SQG_PERFCOUNTER0..7_SELECT
/// 0x39d0..7, LO/HI 0x31e4..0x31f3; PAL "The SQG counters are 64-bit"),
/// counting with SQG_PERFCOUNTER_CTRL's stage enables, which start sets.
#[cfg(feature = "gfx115")]
pub static GFX11_SQG: BlockRegs = {
    use crate::regs::{gc_11_0_0 as r, must};
    let mut parts = Parts::<8> { selects: [0; 8], counters: [[0; 2]; 8], max_events: [0; 8] };
    let mut i = 0;
    while i < 8 {
        parts.selects[i] = must(r::SQG_PERFCOUNTER_SELECT[i].uconfig_offset());
        parts.counters[i] = [r::SQG_PERFCOUNTER_LO[i].address(), r::SQG_PERFCOUNTER_HI[i].address()];
        parts.max_events[i] = r::sqg_perfcounter_select::PERF_SEL.max();
        i += 1;
    }
    parts.row(Block::Sqg, r::sqg_perfcounter_select::PERF_SEL.shift(), Width::Bits64, Addressing::Engine, false)
};
/// GFX11's SPI: one per shader engine, 6 counters, each HI before its LO
/// (SPI_PERFCOUNTER0_HI 0x3180, _LO 0x3181), which the generated registers carry.
#[cfg(feature = "gfx115")]
pub static GFX11_SPI: BlockRegs = wide_row!(
    gc_11_0_0,
    Block::Spi,
    Addressing::Engine,
    SPI_PERFCOUNTER_LO,
    SPI_PERFCOUNTER_HI,
    [
        SPI_PERFCOUNTER0_SELECT / spi_perfcounter0_select::PERF_SEL,
        SPI_PERFCOUNTER1_SELECT / spi_perfcounter1_select::PERF_SEL,
        SPI_PERFCOUNTER2_SELECT / spi_perfcounter2_select::PERF_SEL,
        SPI_PERFCOUNTER3_SELECT / spi_perfcounter3_select::PERF_SEL,
        SPI_PERFCOUNTER4_SELECT / spi_perfcounter4_select::PERF_SEL,
        SPI_PERFCOUNTER5_SELECT / spi_perfcounter5_select::PERF_SEL,
    ]
);
/// GFX11's CPC: global; counter 1's registers lie before counter 0's, and
/// its SELECTs out of order (CPC_PERFCOUNTER0_SELECT 0x3809, _1_SELECT 0x3803).
#[cfg(feature = "gfx115")]
pub static GFX11_CPC: BlockRegs = wide_row!(
    gc_11_0_0,
    Block::Cpc,
    Addressing::Global,
    CPC_PERFCOUNTER_LO,
    CPC_PERFCOUNTER_HI,
    [
        CPC_PERFCOUNTER0_SELECT / cpc_perfcounter0_select::PERF_SEL,
        CPC_PERFCOUNTER1_SELECT / cpc_perfcounter1_select::PERF_SEL,
    ]
);
/// GFX11's CPF: global, as CPC (CPF_PERFCOUNTER0_SELECT 0x3807, _1_SELECT 0x3805).
#[cfg(feature = "gfx115")]
pub static GFX11_CPF: BlockRegs = wide_row!(
    gc_11_0_0,
    Block::Cpf,
    Addressing::Global,
    CPF_PERFCOUNTER_LO,
    CPF_PERFCOUNTER_HI,
    [
        CPF_PERFCOUNTER0_SELECT / cpf_perfcounter0_select::PERF_SEL,
        CPF_PERFCOUNTER1_SELECT / cpf_perfcounter1_select::PERF_SEL,
    ]
);
/// GFX11's TCP: four 64-bit counters, one instance per CU, two in every WGP,
/// INSTANCE_INDEX (wgp << 2) | cu (PAL gfx9PerfExperiment.cpp
/// `BuildGrbmGfxIndex`, "These blocks are per-CU"; SELECT 0x3b40, 0x3b42,
/// 0x3b44, 0x3b45, LO/HI from 0x3340).
#[cfg(feature = "gfx115")]
pub static GFX11_TCP: BlockRegs = wide_row!(
    gc_11_0_0,
    Block::Tcp,
    Addressing::Wgp,
    TCP_PERFCOUNTER_LO,
    TCP_PERFCOUNTER_HI,
    [
        TCP_PERFCOUNTER0_SELECT / tcp_perfcounter0_select::PERF_SEL,
        TCP_PERFCOUNTER1_SELECT / tcp_perfcounter1_select::PERF_SEL,
        TCP_PERFCOUNTER2_SELECT / tcp_perfcounter2_select::PERF_SEL,
        TCP_PERFCOUNTER3_SELECT / tcp_perfcounter3_select::PERF_SEL,
    ]
);
/// GFX11's TD: two 64-bit counters, addressed as TCP (SELECT 0x3b00, 0x3b02,
/// LO/HI from 0x3300).
#[cfg(feature = "gfx115")]
pub static GFX11_TD: BlockRegs = wide_row!(
    gc_11_0_0,
    Block::Td,
    Addressing::Wgp,
    TD_PERFCOUNTER_LO,
    TD_PERFCOUNTER_HI,
    [
        TD_PERFCOUNTER0_SELECT / td_perfcounter0_select::PERF_SEL,
        TD_PERFCOUNTER1_SELECT / td_perfcounter1_select::PERF_SEL,
    ]
);
/// GFX11's GL1A: four 64-bit counters, one instance per shader array (SELECT
/// 0x3dc0, 0x3dc2, 0x3dc3, 0x3dc4, LO/HI from 0x35c0).
#[cfg(feature = "gfx115")]
pub static GFX11_GL1A: BlockRegs = pairs_row!(gc_11_0_0, Block::Gl1a, Addressing::Array, [
    GL1A_PERFCOUNTER0_SELECT / gl1a_perfcounter0_select::PERF_SEL, GL1A_PERFCOUNTER0_LO, GL1A_PERFCOUNTER0_HI;
    GL1A_PERFCOUNTER1_SELECT / gl1a_perfcounter1_select::PERF_SEL, GL1A_PERFCOUNTER1_LO, GL1A_PERFCOUNTER1_HI;
    GL1A_PERFCOUNTER2_SELECT / gl1a_perfcounter2_select::PERF_SEL, GL1A_PERFCOUNTER2_LO, GL1A_PERFCOUNTER2_HI;
    GL1A_PERFCOUNTER3_SELECT / gl1a_perfcounter3_select::PERF_SEL, GL1A_PERFCOUNTER3_LO, GL1A_PERFCOUNTER3_HI;
]);
/// GFX11's GL1C: four 64-bit counters, four quadrants per shader array
/// (SELECT 0x3ba0, 0x3ba2, 0x3ba3, 0x3ba4, LO/HI from 0x33a0).
#[cfg(feature = "gfx115")]
pub static GFX11_GL1C: BlockRegs = pairs_row!(gc_11_0_0, Block::Gl1c, Addressing::Array, [
    GL1C_PERFCOUNTER0_SELECT / gl1c_perfcounter0_select::PERF_SEL, GL1C_PERFCOUNTER0_LO, GL1C_PERFCOUNTER0_HI;
    GL1C_PERFCOUNTER1_SELECT / gl1c_perfcounter1_select::PERF_SEL, GL1C_PERFCOUNTER1_LO, GL1C_PERFCOUNTER1_HI;
    GL1C_PERFCOUNTER2_SELECT / gl1c_perfcounter2_select::PERF_SEL, GL1C_PERFCOUNTER2_LO, GL1C_PERFCOUNTER2_HI;
    GL1C_PERFCOUNTER3_SELECT / gl1c_perfcounter3_select::PERF_SEL, GL1C_PERFCOUNTER3_LO, GL1C_PERFCOUNTER3_HI;
]);
/// GFX11's GCEA through its SELECT-style counter, GCEA_PERFCOUNTER2 (SELECT
/// 0x3a00, LO/HI 0x3260/0x3261), one instance per L2 channel, as Mesa counts
/// it (`ac_perfcounter_gfx11.c`: one counter, `GCEA_PERFCOUNTER2_SELECT`).
#[cfg(feature = "gfx115")]
pub static GFX11_GCEA: BlockRegs = pairs_row!(gc_11_0_0, Block::Gcea, Addressing::Channel, [
    GCEA_PERFCOUNTER2_SELECT / gcea_perfcounter2_select::PERF_SEL, GCEA_PERFCOUNTER2_LO, GCEA_PERFCOUNTER2_HI;
]);
/// Every GFX11 row: with feature `gfx115`, the blocks GC 11.5's catalogs
/// count too (SQG, SPI, CPC, CPF, TCP, TD, GL1A, GL1C, GCEA; GC 11.0 has the
/// same registers).
#[cfg(all(feature = "gfx11", not(feature = "gfx115")))]
pub const GFX11_ROWS: Rows = by_block(&[&GFX11_SQ, &GFX11_GRBM, &GFX11_GL2C, &GFX11_TA]);
/// Every GFX11 row: with feature `gfx115`, the blocks GC 11.5's catalogs
/// count too (SQG, SPI, CPC, CPF, TCP, TD, GL1A, GL1C, GCEA; GC 11.0 has the
/// same registers).
#[cfg(feature = "gfx115")]
pub const GFX11_ROWS: Rows = by_block(&[
    &GFX11_SQ,
    &GFX11_GRBM,
    &GFX11_GL2C,
    &GFX11_TA,
    &GFX11_SQG,
    &GFX11_SPI,
    &GFX11_CPC,
    &GFX11_CPF,
    &GFX11_TCP,
    &GFX11_TD,
    &GFX11_GL1A,
    &GFX11_GL1C,
    &GFX11_GCEA,
]);

#[cfg(test)]
mod tests {
    #[allow(unused_imports)]
    use crate::gpu::Family;

    #[allow(dead_code)]
    fn rows_have_their_blocks_shape(family: Family, rows: &super::Rows) -> usize {
        let mut n = 0;
        for row in rows.iter().filter(|r| r.registers > 0) {
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
        assert_eq!(rows_have_their_blocks_shape(Family::Gfx12, &super::GFX12_ROWS), 5);
        // GL2C's SELECTs: 0xDB80, 82, 84, 86 (SET_UCONFIG_REG offsets 0x1B80...).
        assert_eq!(super::GFX12_GL2C.selects[..4], [0x1B80, 0x1B82, 0x1B84, 0x1B86]);
        assert_eq!(super::GFX12_TA.counters[..2], [[0xD2C0, 0xD2C1], [0xD2C2, 0xD2C3]]);
        // TCP's SELECTs 0xDB40, 42, 44, 45 (the last two have no SELECT1); LO/HI from 0xD340.
        assert_eq!(super::GFX12_TCP.selects[..4], [0x1B40, 0x1B42, 0x1B44, 0x1B45]);
        assert_eq!(super::GFX12_TCP.counters[3], [0xD346, 0xD347]);
    }

    #[cfg(feature = "gfx9")]
    #[test]
    fn each_gfx9_row_has_the_registers_of_its_blocks_shape() {
        assert_eq!(rows_have_their_blocks_shape(Family::Gfx9, &super::GFX9_ROWS), 10);
        // SPI's HI lies before its LO; CPC's counter 1 before its counter 0.
        assert_eq!(super::GFX9_SPI.counters[..2], [[0xD181, 0xD180], [0xD183, 0xD182]]);
        assert_eq!(super::GFX9_CPC.counters[..2], [[0xD006, 0xD007], [0xD004, 0xD005]]);
        assert_eq!(super::GFX9_SQ.counters[15], [0xD1DE, 0xD1DF]);
        assert_eq!(super::GFX9_SQ.select_bits, 0x0F0F_F000);
        // TA's PERF_SEL is 7 bits on GC 9.4.3, TD's 6.
        assert_eq!((super::GFX9_TA.max_events[0], super::GFX9_TD.max_events[0]), (0x7F, 0x3F));
    }

    #[cfg(feature = "gfx115")]
    #[test]
    fn each_gfx11_row_has_the_registers_of_its_blocks_shape() {
        assert_eq!(rows_have_their_blocks_shape(Family::Gfx11, &super::GFX11_ROWS), 13);
        // CPC's SELECTs out of order, its counter 1 first; SPI's HI before LO.
        assert_eq!(super::GFX11_CPC.selects[..2], [0x1809, 0x1803]);
        assert_eq!(super::GFX11_CPC.counters[..2], [[0xD006, 0xD007], [0xD004, 0xD005]]);
        assert_eq!(super::GFX11_SPI.counters[5], [0xD18B, 0xD18A]);
        assert_eq!(super::GFX11_SQG.counters[7], [0xD1F2, 0xD1F3]);
        assert_eq!(super::GFX11_GL1A.selects[..4], [0x1DC0, 0x1DC2, 0x1DC3, 0x1DC4]);
        assert_eq!(super::GFX11_GL1C.counters[3], [0xD3A6, 0xD3A7]);
        assert_eq!((super::GFX11_GCEA.selects[0], super::GFX11_GCEA.counters[0]), (0x1A00, [0xD260, 0xD261]));
        // SQG's PERF_SEL is 9 bits, the others' 10.
        assert_eq!((super::GFX11_SQG.max_events[0], super::GFX11_TD.max_events[1]), (0x1FF, 0x3FF));
        // GFX11 has no SELECT1 for GL2C counters 2 and 3: SELECT3 is 0xDB85.
        assert_eq!(super::GFX11_GL2C.selects[..4], [0x1B80, 0x1B82, 0x1B84, 0x1B85]);
        assert_eq!(super::GFX11_GRBM.counters[..2], [[0xD040, 0xD041], [0xD043, 0xD044]]);
    }
}
