//! What a family's programs write around the blocks' own registers, as data:
//! one row per family and GC version, built in `const` context from the
//! generated registers, so a program looks nothing up at run time.
//!
//! GFX11 (GC 11.0.x, 11.5.x) sources: PAL `gfx9PerfExperiment.cpp` (which serves
//! GFX9 to GFX11: SQG_PERFCOUNTER_CTRL written after SQ_PERFCOUNTER_CTRL
//! l.2117-2133; PERFCOUNTER_SAMPLE before the stop-and-sample write l.3697-3700;
//! no RLC clock step on GFX11, l.2053-2064), Mesa radeonsi `si_pc_emit_stop`
//! (CP_PERFMON_CNTL STOP | SAMPLE_ENABLE) and aqlprofile's gfx11 builder (the
//! same CTRL2 filter register); aqlprofile's gfx11.5 factory derives from the
//! gfx11 one, so GC 11.5 uses the GC 11.0.0 registers.
//!
//! GFX12 (GC 12.0.x) sources: AMD's PAL `gfx12PerfExperiment.cpp`
//! (GPUOpen-Drivers/pal @c5e80007: SQG_PERFCOUNTER_CTRL at begin l.2784-2790, the
//! read-after-sample work-around `WriteSqSync` l.3468-3519 and l.3172-3176,
//! `WriteStopAndSample` l.3127-3262), aqlprofile's gfx12 builder (ROCm/rocm-systems,
//! the GL2 write-back after the copies) and the Linux amdgpu register headers
//! (`gc_12_0_0_offset.h`, `gc_12_0_0_sh_mask.h`).

use super::CountingError;
use super::blocks::{BlockRegs, Rows};
use crate::catalog::Block;
use crate::gpu::{Family, GcVersion, Gpu};
use crate::pm4::{
    COPY_DATA_WORDS, EVENT_WRITE_WORDS, SET_REG_WORDS, copy_data_words, event_write_words, field, set_sh_reg_words,
    set_uconfig_reg_words,
};

/// A field of GRBM_GFX_INDEX as data: its shift and largest value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct IndexField {
    /// AMD's name, for the error when a geometry does not fit it.
    pub name: &'static str,
    /// Its lowest bit.
    pub shift: u8,
    /// Its largest value.
    pub max: u32,
}

impl IndexField {
    const fn of<R>(name: &'static str, f: crate::regs::Field<R>) -> IndexField {
        IndexField { name, shift: f.shift(), max: f.max() }
    }

    /// `value` in its bits; callers check `value <= max` first.
    pub const fn put(self, value: u32) -> u32 {
        (value & self.max) << self.shift
    }
}

/// A family's counting sequence: the registers and values its programs write
/// besides the blocks' selects and counters. Offsets are SET_UCONFIG_REG's
/// (register - 0xC000) unless named otherwise; addresses are dword addresses.
#[derive(Clone, Copy, Debug)]
pub struct Sequencing {
    /// The GC version whose registers these are (GC 12.0.0 serves 12.0.x).
    pub gc: GcVersion,
    /// The GC minor versions of `gc`'s major version these registers serve.
    pub minors: &'static [u8],
    /// CP_PERFMON_CNTL(_1)'s offset.
    pub perfmon: u32,
    /// PERFMON_STATE 0: disable and reset every counter.
    pub perfmon_reset: u32,
    /// PERFMON_STATE 1: count.
    pub perfmon_start: u32,
    /// PERFMON_STATE 2 with PERFMON_SAMPLE_ENABLE: stop and sample.
    pub perfmon_stop_sample: u32,
    /// PERFMON_STATE 1 with PERFMON_SAMPLE_ENABLE: sample and go on counting
    /// (aqlprofile's read value START | SAMPLE, 0x401).
    pub perfmon_sample: u32,
    /// GRBM_GFX_INDEX's offset.
    pub grbm_gfx_index: u32,
    /// GRBM_GFX_INDEX broadcasting to every engine, array and instance.
    pub broadcast: u32,
    /// GRBM_GFX_INDEX's SA and INSTANCE broadcast bits: with SE_INDEX, one engine whole.
    pub engine_broadcast: u32,
    /// GRBM_GFX_INDEX's SA broadcast bit alone.
    pub sa_broadcast: u32,
    /// GRBM_GFX_INDEX's INSTANCE broadcast bit alone.
    pub instance_broadcast: u32,
    /// GRBM_GFX_INDEX's SE_INDEX.
    pub se_index: IndexField,
    /// GRBM_GFX_INDEX's SA_INDEX.
    pub sa_index: IndexField,
    /// GRBM_GFX_INDEX's INSTANCE_INDEX.
    pub instance_index: IndexField,
    /// SQ_PERFCOUNTER_CTRL's offset and value (CS_EN: count compute waves).
    pub sq_ctrl: (u32, u32),
    /// SQG_PERFCOUNTER_CTRL's offset.
    pub sqg_ctrl: u32,
    /// SQG_PERFCOUNTER_CTRL's dword address, which the sync waits poll.
    pub sqg_ctrl_address: u32,
    /// SQG_PERFCOUNTER_CTRL at start: CS_EN, DISABLE_ME1PIPE3_PERF clear.
    pub sqg_start: u32,
    /// SQG_PERFCOUNTER_CTRL after the sample: DISABLE_ME1PIPE3_PERF flipped, so
    /// a read of it showing this value proves the engine took the sample.
    pub sqg_sync: u32,
    /// COMPUTE_PERFCOUNT_ENABLE's SET_SH_REG offset (register - 0x2C00) and
    /// its PERFCOUNT_ENABLE value.
    pub compute_perfcount: (u32, u32),
    /// SQ_PERFCOUNTER_CTRL2's offset, where stop clears the filter.
    pub sq_ctrl2: u32,
    /// SQ_PERFCOUNTER_CTRL2's dword address, where start copies the filter word.
    pub sq_ctrl2_address: u32,
    /// The block rows it counts, by [`Block`] (`Block as usize`).
    pub rows: Rows,
    /// Start's packets before the selects, prepared from the fields above.
    pub start_head: [u32; START_HEAD_WORDS],
    /// Start's packets after the selects, the filter address 0 at
    /// [`START_TAIL_FILTER_AT`].
    pub start_tail: [u32; START_TAIL_WORDS],
}

/// Words of start before its selects: the wait, the reset, the broadcast.
pub const START_HEAD_WORDS: usize = EVENT_WRITE_WORDS + 2 * SET_REG_WORDS;
/// Words of start after its selects: the SQ and SQG controls,
/// COMPUTE_PERFCOUNT_ENABLE, the filter's copy, the start.
pub const START_TAIL_WORDS: usize = 4 * SET_REG_WORDS + COPY_DATA_WORDS;
/// Where the filter address lies in [`Sequencing::start_tail`]: the COPY_DATA's
/// source words.
pub const START_TAIL_FILTER_AT: usize = 3 * SET_REG_WORDS + 2;

/// `N` words from the arrays `parts`, in order (for `const` tables).
const fn concat<const N: usize>(parts: &[&[u32]]) -> [u32; N] {
    let mut out = [0; N];
    let (mut at, mut p) = (0, 0);
    while p < parts.len() {
        let mut i = 0;
        while i < parts[p].len() {
            out[at] = parts[p][i];
            at += 1;
            i += 1;
        }
        p += 1;
    }
    assert!(at == N, "the parts fill the table");
    out
}

impl Sequencing {
    /// This sequence with its start packets prepared from its fields.
    const fn prepared(self) -> Sequencing {
        let wait =
            field::EVENT_TYPE.val(field::CS_PARTIAL_FLUSH).with(field::EVENT_INDEX.val(field::CS_PARTIAL_FLUSH_INDEX));
        let start_head = concat(&[
            // 1. Wait until the queue's earlier dispatches complete, so one of
            //    them may have written the filter word.
            &event_write_words(wait),
            // 2. Disable and reset every counter.
            &set_uconfig_reg_words(self.perfmon, self.perfmon_reset),
            // 3. Broadcast: the selects reach every engine, array and instance.
            &set_uconfig_reg_words(self.grbm_gfx_index, self.broadcast),
        ]);
        let load = field::SRC_SEL.val(field::SEL_TC_L2).with(field::DST_SEL.val(field::SEL_REGISTER));
        let start_tail = concat(&[
            // 4. Count compute waves in SQ and SQG (SQG's DISABLE_ME1PIPE3_PERF
            //    clear: stop flips it to learn when each engine took the
            //    sample), and let compute dispatches count.
            &set_uconfig_reg_words(self.sq_ctrl.0, self.sq_ctrl.1),
            &set_uconfig_reg_words(self.sqg_ctrl, self.sqg_start),
            &set_sh_reg_words(self.compute_perfcount.0, self.compute_perfcount.1),
            // 5. Load the filter word from memory into SQ_PERFCOUNTER_CTRL2,
            //    on the GPU (its address patched per program).
            &copy_data_words(load, 0, self.sq_ctrl2_address as u64),
            // 6. Start counting.
            &set_uconfig_reg_words(self.perfmon, self.perfmon_start),
        ]);
        Sequencing { start_head, start_tail, ..self }
    }
}

impl Sequencing {
    /// The row of `block`, if the family's programs count it.
    #[inline(always)]
    pub fn row(&self, block: Block) -> Option<&'static BlockRegs> {
        self.rows.get(block as usize).copied().flatten()
    }
}

/// One family's sequence from its generated registers: `$gc` the register
/// module, `$perfmon` CP_PERFMON_CNTL's name there (GFX12's is
/// CP_PERFMON_CNTL_1), `$rows` its block rows.
#[allow(unused_macros)] // a build without a family uses none
macro_rules! sequencing {
    ($gc:ident, $version:expr, $minors:expr, $perfmon:ident, $perfmon_fields:ident, $rows:expr) => {{
        use crate::regs::{must, $gc as r};
        use r::{grbm_gfx_index as index, sqg_perfcounter_ctrl as sqg, $perfmon_fields as perfmon};
        let sqg_start = sqg::CS_EN.val(1);
        Sequencing {
            gc: $version,
            minors: $minors,
            perfmon: must(r::$perfmon.uconfig_offset()),
            perfmon_reset: perfmon::PERFMON_STATE.val(0).bits(),
            perfmon_start: perfmon::PERFMON_STATE.val(1).bits(),
            perfmon_stop_sample: perfmon::PERFMON_STATE.val(2).with(perfmon::PERFMON_SAMPLE_ENABLE.val(1)).bits(),
            perfmon_sample: perfmon::PERFMON_STATE.val(1).with(perfmon::PERFMON_SAMPLE_ENABLE.val(1)).bits(),
            grbm_gfx_index: must(r::GRBM_GFX_INDEX.uconfig_offset()),
            broadcast: index::SE_BROADCAST_WRITES
                .val(1)
                .with(index::SA_BROADCAST_WRITES.val(1))
                .with(index::INSTANCE_BROADCAST_WRITES.val(1))
                .bits(),
            engine_broadcast: index::SA_BROADCAST_WRITES.val(1).with(index::INSTANCE_BROADCAST_WRITES.val(1)).bits(),
            sa_broadcast: index::SA_BROADCAST_WRITES.val(1).bits(),
            instance_broadcast: index::INSTANCE_BROADCAST_WRITES.val(1).bits(),
            se_index: IndexField::of("SE_INDEX", index::SE_INDEX),
            sa_index: IndexField::of("SA_INDEX", index::SA_INDEX),
            instance_index: IndexField::of("INSTANCE_INDEX", index::INSTANCE_INDEX),
            sq_ctrl: (must(r::SQ_PERFCOUNTER_CTRL.uconfig_offset()), r::sq_perfcounter_ctrl::CS_EN.val(1).bits()),
            sqg_ctrl: must(r::SQG_PERFCOUNTER_CTRL.uconfig_offset()),
            sqg_ctrl_address: r::SQG_PERFCOUNTER_CTRL.address(),
            sqg_start: sqg_start.bits(),
            sqg_sync: sqg_start.with(sqg::DISABLE_ME1PIPE3_PERF.val(1)).bits(),
            compute_perfcount: (
                must(r::COMPUTE_PERFCOUNT_ENABLE.sh_offset()),
                r::compute_perfcount_enable::PERFCOUNT_ENABLE.val(1).bits(),
            ),
            sq_ctrl2: must(r::SQ_PERFCOUNTER_CTRL2.uconfig_offset()),
            sq_ctrl2_address: r::SQ_PERFCOUNTER_CTRL2.address(),
            rows: $rows,
            start_head: [0; START_HEAD_WORDS],
            start_tail: [0; START_TAIL_WORDS],
        }
        .prepared()
    }};
}

/// GFX12, GC 12.0.x (gfx1200, gfx1201).
#[cfg(feature = "gfx12")]
pub static GFX12: Sequencing = sequencing!(
    gc_12_0_0,
    GcVersion { major: 12, minor: 0, revision: 0 },
    &[0],
    CP_PERFMON_CNTL_1,
    cp_perfmon_cntl_1,
    super::blocks::GFX12_ROWS
);

/// GFX11, GC 11.0.x and 11.5.x (gfx1100 to gfx1102, gfx1150, gfx1151).
#[cfg(feature = "gfx11")]
pub static GFX11: Sequencing = sequencing!(
    gc_11_0_0,
    GcVersion { major: 11, minor: 0, revision: 0 },
    &[0, 5],
    CP_PERFMON_CNTL,
    cp_perfmon_cntl,
    super::blocks::GFX11_ROWS
);

/// Checks that `gpu` is a GPU the programs count on: GFX11 or GFX12, one die,
/// its GC version of its processor's family (the layout takes its shapes from
/// the processor, the programs their registers from the GC version).
///
/// Errors: [`CountingError::NotCountable`]; [`CountingError::GcOfAnotherFamily`].
pub(super) fn countable(gpu: &Gpu) -> Result<(), CountingError> {
    let major = match gpu.family() {
        Some(Family::Gfx11) if gpu.xccs == 1 => 11,
        Some(Family::Gfx12) if gpu.xccs == 1 => 12,
        _ => return Err(CountingError::NotCountable { processor: gpu.processor(), xccs: gpu.xccs }),
    };
    if gpu.gc.major != major {
        return Err(CountingError::GcOfAnotherFamily { processor: gpu.processor(), gc: gpu.gc });
    }
    Ok(())
}

/// The sequence of `gpu`'s GC version.
///
/// Errors: [`CountingError::NoRegisters`] if rig-counter has no registers of
/// its GC's major and minor version (or was built without its family).
#[inline]
pub(super) fn of(gpu: &Gpu) -> Result<&'static Sequencing, CountingError> {
    let all: &[&'static Sequencing] = &[
        #[cfg(feature = "gfx12")]
        &GFX12,
        #[cfg(feature = "gfx11")]
        &GFX11,
    ];
    let same = |s: &&&Sequencing| s.gc.major == gpu.gc.major && s.minors.contains(&gpu.gc.minor);
    all.iter().find(same).copied().ok_or(CountingError::NoRegisters { gc: gpu.gc })
}
