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

/// A block's registers in one family.
#[derive(Clone, Copy, Debug)]
pub struct BlockRegs {
    /// The block.
    pub block: Block,
    /// SET_UCONFIG_REG offset of the select register of each layout register.
    pub selects: &'static [u32],
    /// The select's event field (PERF_SEL): its shift and largest event.
    pub event_shift: u8,
    /// The largest event PERF_SEL holds.
    pub event_max: u32,
    /// Dword addresses of each layout register's counter: LO, then HI (unused
    /// for 32-bit blocks).
    pub counters: &'static [[u32; 2]],
    /// The counters' width.
    pub width: Width,
    /// How an instance is selected for its reads.
    pub addressing: Addressing,
    /// Layout registers (bit r) whose select takes only events up to
    /// [`BlockRegs::restricted_max`].
    pub restricted: u32,
    /// The largest event a restricted select takes.
    pub restricted_max: u16,
    /// Whether a read needs the SQG sync wait of its engine first (GFX12 SQ).
    pub sync: bool,
}

impl BlockRegs {
    /// Whether layout register `register` may count `event`.
    pub const fn takes(&self, register: u8, event: u16) -> bool {
        let restricted = register < 32 && self.restricted & (1 << register) != 0;
        (event as u32) <= self.event_max && !(restricted && event > self.restricted_max)
    }
}

/// The select offsets of the even registers SELECT0, 2, ..., 14: GFX11 and
/// GFX12 wire only those to the eight 32-bit per-WGP counters, register r on
/// SELECT 2r (aqlprofile `gfx11_block_table.h` `SqCounterRegAddr`; PAL
/// gfx9PerfExperiment.cpp "SqWgp"; tinygrad `ops_amd.py`).
#[cfg(feature = "gfx12")]
const GFX12_SQ_SELECTS: [u32; 8] = {
    use crate::regs::{gc_12_0_0::SQ_PERFCOUNTER_SELECT as select, must};
    let mut out = [0; 8];
    let mut r = 0;
    while r < 8 {
        out[r] = must(select[2 * r].uconfig_offset());
        r += 1;
    }
    out
};

#[cfg(feature = "gfx12")]
const GFX12_SQ_COUNTERS: [[u32; 2]; 8] = {
    use crate::regs::gc_12_0_0::SQ_PERFCOUNTER_LO as lo;
    let mut out = [[0; 2]; 8];
    let mut r = 0;
    while r < 8 {
        out[r] = [lo[r].address(), 0];
        r += 1;
    }
    out
};

/// GFX12's blocks that the programs count.
#[cfg(feature = "gfx12")]
pub static GFX12: [BlockRegs; 1] = [BlockRegs {
    block: Block::Sq,
    selects: &GFX12_SQ_SELECTS,
    event_shift: crate::regs::gc_12_0_0::sq_perfcounter_select::PERF_SEL.shift(),
    event_max: crate::regs::gc_12_0_0::sq_perfcounter_select::PERF_SEL.max(),
    counters: &GFX12_SQ_COUNTERS,
    width: Width::Bits32,
    addressing: Addressing::Wgp,
    // SELECT 2, 6, 10 and 14 (layout registers 1, 3, 5, 7) take only events up
    // to SP_PERF_SEL_VALU_PENDING_QUEUE_STALL, 0x1D9 (PAL
    // gfx12PerfExperiment.cpp l.553; GFX11: gfx9PerfExperiment.cpp l.532).
    restricted: 0b1010_1010,
    restricted_max: 0x1D9,
    // PAL's `WriteSqSync`: the SQG's GRBM may answer a read before the sample.
    sync: true,
}];
