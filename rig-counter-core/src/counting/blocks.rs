//! Counter blocks as data: for each family and block, its select registers,
//! its counter registers in read order, their width, how an instance is
//! addressed through GRBM_GFX_INDEX, and any select restriction. Programs walk
//! these rows; a new block or family adds rows.

use crate::catalog::Block;

/// How wide a block's counters are, and so how many registers a value reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Width {
    /// 32 bits: one LO register; the high half of the sample's u64 is 0.
    Bits32,
    /// 64 bits: LO then HI.
    Bits64,
}

/// How one value's instance is selected through GRBM_GFX_INDEX before its read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Addressing {
    /// Per WGP: SE_INDEX, SA_INDEX and INSTANCE_INDEX = WGP << 2, no broadcast
    /// (GFX11 and GFX12 SQ; aqlprofile `gfx12_primitives.h`, PAL
    /// `gfx12PerfExperiment.cpp` l.2362-2376, tinygrad `set_grbm`).
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
    /// Dword addresses of each layout register's counter: LO, then HI (unused
    /// for 32-bit blocks).
    pub counters: [[u16; 2]; MAX_REGISTERS],
    /// The counters' width.
    pub width: Width,
    /// How an instance is selected for its reads.
    pub addressing: Addressing,
    /// The largest event the select of each layout register takes: PERF_SEL's
    /// largest, or less where a select is restricted.
    pub max_events: [u16; MAX_REGISTERS],
    /// Whether a read needs the SQG sync wait of its engine first (GFX12 SQ).
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

/// The select offsets of the even registers SELECT0, 2, ..., 14: GFX11 and
/// GFX12 wire only those to the eight 32-bit per-WGP counters, register r on
/// SELECT 2r (aqlprofile `gfx11_block_table.h` `SqCounterRegAddr`; PAL
/// gfx9PerfExperiment.cpp "SqWgp"; tinygrad `ops_amd.py`).
#[cfg(feature = "gfx12")]
const GFX12_SQ_SELECTS: [u16; MAX_REGISTERS] = {
    use crate::regs::{gc_12_0_0::SQ_PERFCOUNTER_SELECT as select, must};
    let mut out = [0; MAX_REGISTERS];
    let mut r = 0;
    while r < 8 {
        out[r] = sixteen(must(select[2 * r].uconfig_offset()));
        r += 1;
    }
    out
};

/// SELECT 2, 6, 10 and 14 (layout registers 1, 3, 5, 7) take only events up
/// to SP_PERF_SEL_VALU_PENDING_QUEUE_STALL, 0x1D9 (PAL gfx12PerfExperiment.cpp
/// l.553; GFX11: gfx9PerfExperiment.cpp l.532); the others PERF_SEL's 9 bits.
#[cfg(feature = "gfx12")]
const GFX12_SQ_MAX_EVENTS: [u16; MAX_REGISTERS] = {
    let all = sixteen(crate::regs::gc_12_0_0::sq_perfcounter_select::PERF_SEL.max());
    [all, 0x1D9, all, 0x1D9, all, 0x1D9, all, 0x1D9, 0, 0, 0, 0, 0, 0, 0, 0]
};

#[cfg(feature = "gfx12")]
const GFX12_SQ_COUNTERS: [[u16; 2]; MAX_REGISTERS] = {
    use crate::regs::gc_12_0_0::SQ_PERFCOUNTER_LO as lo;
    let mut out = [[0; 2]; MAX_REGISTERS];
    let mut r = 0;
    while r < 8 {
        out[r] = [sixteen(lo[r].address()), 0];
        r += 1;
    }
    out
};

/// GFX12's blocks that the programs count.
#[cfg(feature = "gfx12")]
pub static GFX12_SQ: BlockRegs = BlockRegs {
    block: Block::Sq,
    registers: 8,
    selects: GFX12_SQ_SELECTS,
    event_shift: crate::regs::gc_12_0_0::sq_perfcounter_select::PERF_SEL.shift(),
    max_events: GFX12_SQ_MAX_EVENTS,
    counters: GFX12_SQ_COUNTERS,
    width: Width::Bits32,
    addressing: Addressing::Wgp,
    // PAL's `WriteSqSync`: the SQG's GRBM may answer a read before the sample.
    sync: true,
};

#[cfg(all(test, feature = "gfx12"))]
mod tests {
    use crate::gpu::Family;

    #[test]
    fn each_row_has_the_registers_of_its_blocks_shape() {
        for row in crate::counting::sequencing::GFX12.rows.iter().flatten() {
            let shape = row.block.shape(Family::Gfx12).unwrap();
            assert_eq!(row.registers, shape.registers, "{}", row.block);
            let used = usize::from(row.registers);
            assert!(row.selects[..used].iter().all(|s| *s != 0) && row.selects[used..].iter().all(|s| *s == 0));
            assert!(row.max_events[..used].iter().all(|m| *m != 0) && row.max_events[used..].iter().all(|m| *m == 0));
            assert!(row.counters[..used].iter().all(|c| c[0] != 0));
        }
    }
}
