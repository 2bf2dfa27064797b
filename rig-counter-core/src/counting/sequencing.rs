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
//!
//! gfx942 and gfx950 (GC 9.4.3, 9.4.4, 9.5.0) sources: aqlprofile's gfx9 PMC
//! builder and gfx940 factory, and tinygrad, cited at [`GFX9`].

use super::CountingError;
use super::blocks::{BlockRegs, Rows};
use crate::catalog::Block;
use crate::gpu::{Family, GcVersion, Gpu};
use crate::pm4::{
    ACQUIRE_MEM_GFX9_WORDS, ACQUIRE_MEM_WORDS, copy_data_words, event_write_words, field, set_sh_reg_words,
    set_uconfig_reg_words,
};
use crate::regs::Value;

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

/// The register a filter word is copied into by `start`, and what `stop`
/// leaves in it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FilterRegister {
    /// Its SET_UCONFIG_REG offset.
    pub offset: u32,
    /// Its dword address, where start's COPY_DATA writes the filter word.
    pub address: u32,
    /// What stop writes there after the reads, so that no VMID filter of
    /// this run stays behind: GFX11/12 SQ_PERFCOUNTER_CTRL2 = 0 (FORCE_EN and
    /// every VMID_EN bit clear; what SQ counts under it no public source
    /// says: PAL, radv and radeonsi never write the register); GFX9
    /// SQ_PERFCOUNTER_CTRL = CS_EN | VMID_MASK 0xFFFF, aqlprofile's value,
    /// every VMID.
    pub cleared: u32,
}

/// The SQG registers of GFX11 and GFX12 (GFX9 has none).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sqg {
    /// SQG_PERFCOUNTER_CTRL's offset.
    pub ctrl: u32,
    /// SQG_PERFCOUNTER_CTRL's dword address, which the sync waits poll.
    pub ctrl_address: u32,
    /// SQG_PERFCOUNTER_CTRL at start: CS_EN, DISABLE_ME1PIPE3_PERF clear.
    pub start: u32,
    /// SQG_PERFCOUNTER_CTRL after the sample: DISABLE_ME1PIPE3_PERF flipped, so
    /// a read of it showing this value proves the engine took the sample.
    pub sync: u32,
}

/// How the samples are written back from L2 after the reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WriteBack {
    /// GFX10 and later: an ACQUIRE_MEM of 8 words with this GCR_CNTL.
    Gcr(Value<field::GcrCntl>),
    /// GFX9: an ACQUIRE_MEM of 7 words with this CP_COHER_CNTL.
    Coher(Value<field::CoherCntl>),
}

impl WriteBack {
    /// Words of its ACQUIRE_MEM.
    pub const fn words(self) -> usize {
        match self {
            WriteBack::Gcr(_) => ACQUIRE_MEM_WORDS,
            WriteBack::Coher(_) => ACQUIRE_MEM_GFX9_WORDS,
        }
    }

    /// Its ACQUIRE_MEM's header word (the form's length in it).
    pub(crate) const fn header(self) -> u32 {
        match self {
            WriteBack::Gcr(_) => crate::pm4::ACQUIRE_MEM,
            WriteBack::Coher(_) => crate::pm4::ACQUIRE_MEM_GFX9,
        }
    }
}

/// The most words of a prepared part of start ([`Prepared`]).
pub const PREPARED_MAX_WORDS: usize = 24;

/// Packets prepared once, in `const` context: [`Prepared::len`] words.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Prepared {
    words: [u32; PREPARED_MAX_WORDS],
    len: usize,
}

impl Prepared {
    const EMPTY: Prepared = Prepared { words: [0; PREPARED_MAX_WORDS], len: 0 };

    /// These words and then `more`; more than [`PREPARED_MAX_WORDS`] in all
    /// stops the build.
    const fn and(mut self, more: &[u32]) -> Prepared {
        let mut i = 0;
        while i < more.len() {
            assert!(self.len < PREPARED_MAX_WORDS, "a prepared part longer than its table");
            self.words[self.len] = more[i];
            self.len += 1;
            i += 1;
        }
        self
    }

    /// Its words.
    #[inline(always)]
    pub fn as_slice(&self) -> &[u32] {
        self.words.get(..self.len).unwrap_or(&[])
    }

    /// Its first `n` words of its table, `n` at most [`PREPARED_MAX_WORDS`]
    /// (words past its length are 0).
    #[inline(always)]
    pub fn first(&self, n: usize) -> &[u32] {
        self.words.get(..n).unwrap_or(&[])
    }

    /// How many words it holds.
    #[inline(always)]
    pub const fn len(&self) -> usize {
        self.len
    }

    /// Whether it holds no words.
    pub const fn is_empty(&self) -> bool {
        self.len == 0
    }
}

/// A family's counting sequence: the registers and values its programs write
/// besides the blocks' selects and counters. Offsets are SET_UCONFIG_REG's
/// (register - 0xC000) unless named otherwise; addresses are dword addresses.
#[derive(Clone, Copy, Debug)]
pub struct Sequencing {
    /// The GC version whose registers these are (GC 12.0.0 serves 12.0.x).
    pub gc: GcVersion,
    /// The GC versions of `gc`'s major version these registers serve: (minor,
    /// first revision, last revision).
    pub serves: &'static [(u8, u8, u8)],
    /// CP_PERFMON_CNTL(_1)'s offset.
    pub perfmon: u32,
    /// PERFMON_STATE 0: disable and reset every counter.
    pub perfmon_reset: u32,
    /// PERFMON_STATE 1: count.
    pub perfmon_start: u32,
    /// PERFMON_STATE 1 with PERFMON_SAMPLE_ENABLE: sample and go on counting
    /// (aqlprofile's read value START | SAMPLE, 0x401).
    pub perfmon_sample: u32,
    /// What stop writes to CP_PERFMON_CNTL to sample: PERFMON_STATE 2 with
    /// PERFMON_SAMPLE_ENABLE on GFX11 and GFX12 (PAL's stop and sample), the
    /// sample value on GFX9 (aqlprofile's gfx9 read, START | SAMPLE).
    pub stop_sample: u32,
    /// What stop writes to CP_PERFMON_CNTL after the reads, if anything: GFX9
    /// PERFMON_STATE 2 (aqlprofile's stop value STOP, 0x002).
    pub stop_after_reads: Option<u32>,
    /// RLC_PERFMON_CLK_CNTL's offset and its value while counting, where the
    /// family needs it (GFX9: 1 before start, 0 after stop; aqlprofile
    /// pmc_builder.h l.243-245, l.744-746; PAL gfx9PerfExperiment.cpp, "the
    /// RLC controls perfmon clock gating").
    pub rlc_clock: Option<(u32, u32)>,
    /// GRBM_GFX_INDEX's offset.
    pub grbm_gfx_index: u32,
    /// GRBM_GFX_INDEX broadcasting to every engine, array and instance.
    pub broadcast: u32,
    /// GRBM_GFX_INDEX's SA and INSTANCE broadcast bits: with SE_INDEX, one engine whole.
    pub engine_broadcast: u32,
    /// GRBM_GFX_INDEX's SA (GFX9: SH) broadcast bit alone.
    pub sa_broadcast: u32,
    /// GRBM_GFX_INDEX's INSTANCE broadcast bit alone.
    pub instance_broadcast: u32,
    /// GRBM_GFX_INDEX's SE_INDEX.
    pub se_index: IndexField,
    /// GRBM_GFX_INDEX's SA_INDEX (GFX9: SH_INDEX).
    pub sa_index: IndexField,
    /// GRBM_GFX_INDEX's INSTANCE_INDEX.
    pub instance_index: IndexField,
    /// SQ_PERFCOUNTER_MASK's offset and value, where the family has it (GFX9:
    /// SH0_MASK and SH1_MASK 0xFFFF, aqlprofile gfx9_primitives.h l.321-324).
    pub sq_mask: Option<(u32, u32)>,
    /// SQ_PERFCOUNTER_CTRL's offset and value at start where the filter word
    /// goes elsewhere (GFX11, GFX12: CS_EN, count compute waves); `None` where
    /// the filter word is SQ_PERFCOUNTER_CTRL itself (GFX9).
    pub sq_ctrl: Option<(u32, u32)>,
    /// The SQG registers, where the family has them.
    pub sqg: Option<Sqg>,
    /// COMPUTE_PERFCOUNT_ENABLE's SET_SH_REG offset (register - 0x2C00) and
    /// its PERFCOUNT_ENABLE value.
    pub compute_perfcount: (u32, u32),
    /// Where start copies the filter word.
    pub filter: FilterRegister,
    /// A store's control (the zeroing's WRITE_DATA).
    pub store: Value<field::Control>,
    /// COPY_DATA's control for a counter's read.
    pub copy: Value<field::Control>,
    /// The write-back after the reads.
    pub write_back: WriteBack,
    /// Whether stop zeroes the samples before its reads, because some values
    /// are never read (the high halves of 32-bit counters, WGPs that run no
    /// work). GFX9 has neither (every counter is 64-bit and none counts per
    /// WGP), so its programs read every engine of every die and zero nothing:
    /// one die's zeroing could land after another die's copies.
    pub zeroes: bool,
    /// The block rows it counts, by [`Block`] (`Block as usize`).
    pub rows: Rows,
    /// Start's packets before the selects, prepared from the fields above.
    pub start_head: Prepared,
    /// Start's packets after the selects, the filter address 0 at
    /// [`Sequencing::start_filter_at`].
    pub start_tail: Prepared,
    /// Where the filter address lies in [`Sequencing::start_tail`]: the
    /// COPY_DATA's source words.
    pub start_filter_at: usize,
}

impl Sequencing {
    /// This sequence with its start packets prepared from its fields.
    const fn prepared(self) -> Sequencing {
        let wait =
            field::EVENT_TYPE.val(field::CS_PARTIAL_FLUSH).with(field::EVENT_INDEX.val(field::CS_PARTIAL_FLUSH_INDEX));
        // 1. Wait until the queue's earlier dispatches complete, so one of
        //    them may have written the filter word.
        let mut head = Prepared::EMPTY.and(&event_write_words(wait));
        // 2. GFX9: clock the perfmon logic (the RLC gates its clocks).
        if let Some((offset, on)) = self.rlc_clock {
            head = head.and(&set_uconfig_reg_words(offset, on));
        }
        // 3. Disable and reset every counter; broadcast, so the selects reach
        //    every engine, array and instance.
        head = head.and(&set_uconfig_reg_words(self.perfmon, self.perfmon_reset));
        head = head.and(&set_uconfig_reg_words(self.grbm_gfx_index, self.broadcast));
        // 4. GFX9: count in both shader arrays of every engine's SQ.
        if let Some((offset, mask)) = self.sq_mask {
            head = head.and(&set_uconfig_reg_words(offset, mask));
        }
        // 5. Count compute waves in SQ and SQG (SQG's DISABLE_ME1PIPE3_PERF
        //    clear: stop flips it to learn when each engine took the sample),
        //    and let compute dispatches count.
        let mut tail = Prepared::EMPTY;
        if let Some((offset, value)) = self.sq_ctrl {
            tail = tail.and(&set_uconfig_reg_words(offset, value));
        }
        if let Some(sqg) = self.sqg {
            tail = tail.and(&set_uconfig_reg_words(sqg.ctrl, sqg.start));
        }
        tail = tail.and(&set_sh_reg_words(self.compute_perfcount.0, self.compute_perfcount.1));
        // 6. Load the filter word from memory into its register, on the GPU
        //    (its address patched per program).
        let start_filter_at = tail.len() + 2;
        let load = field::SRC_SEL.val(field::SEL_TC_L2).with(field::DST_SEL.val(field::SEL_REGISTER));
        tail = tail.and(&copy_data_words(load, 0, self.filter.address as u64));
        // 7. Start counting.
        tail = tail.and(&set_uconfig_reg_words(self.perfmon, self.perfmon_start));
        Sequencing { start_head: head, start_tail: tail, start_filter_at, ..self }
    }

    /// Its start program's shape: the words of its head, of its tail, and
    /// where the filter address lies in the tail.
    #[inline(always)]
    pub const fn start_shape(&self) -> (usize, usize, usize) {
        (self.start_head.len(), self.start_tail.len(), self.start_filter_at)
    }

    /// This sequence, checked (at compile time, in a `static`) to have the
    /// start shape `shape`, which `start` copies with fixed-size moves.
    #[allow(dead_code)] // a build without a family uses none
    const fn shaped(self, shape: (usize, usize, usize)) -> Sequencing {
        let (h, t, f) = self.start_shape();
        assert!(h == shape.0 && t == shape.1 && f == shape.2, "a start shape start does not copy");
        self
    }

    /// Whether these registers serve GC version `gc`.
    #[inline(always)]
    pub fn serves(&self, gc: GcVersion) -> bool {
        if gc.major != self.gc.major {
            return false;
        }
        for &(minor, lo, hi) in self.serves {
            if minor == gc.minor && lo <= gc.revision && gc.revision <= hi {
                return true;
            }
        }
        false
    }

    /// The row of `block`, if the family's programs count it.
    #[inline(always)]
    pub fn row(&self, block: Block) -> Option<&'static BlockRegs> {
        Some(self.any_row(block)).filter(|r| r.registers > 0)
    }

    /// The row of `block`: [`NO_ROW`](super::blocks::NO_ROW) if the family's
    /// programs do not count it.
    #[inline(always)]
    pub fn any_row(&self, block: Block) -> &'static BlockRegs {
        self.rows.get(block as usize).copied().unwrap_or(&super::blocks::NO_ROW)
    }
}

/// GRBM_GFX_INDEX's fields of one GC version's generated registers, as
/// (broadcast, engine broadcast, SA broadcast, instance broadcast, SE_INDEX,
/// SA_INDEX, INSTANCE_INDEX); `$sa` and `$sa_broadcast` name its shader-array
/// fields (GFX9's SH_INDEX and SH_BROADCAST_WRITES, GFX11/12's SA_...).
#[allow(unused_macros)] // a build without a family uses none
macro_rules! grbm_gfx_index {
    ($gc:ident, $sa:ident, $sa_broadcast:ident) => {{
        use crate::regs::$gc::grbm_gfx_index as index;
        let (se, sa, inst) =
            (index::SE_BROADCAST_WRITES.val(1), index::$sa_broadcast.val(1), index::INSTANCE_BROADCAST_WRITES.val(1));
        (
            se.with(sa).with(inst).bits(),
            sa.with(inst).bits(),
            sa.bits(),
            inst.bits(),
            IndexField::of("SE_INDEX", index::SE_INDEX),
            IndexField::of(stringify!($sa), index::$sa),
            IndexField::of("INSTANCE_INDEX", index::INSTANCE_INDEX),
        )
    }};
}

/// One GFX11 or GFX12 sequence from its generated registers: `$gc` the
/// register module, `$perfmon` CP_PERFMON_CNTL's name there (GFX12's is
/// CP_PERFMON_CNTL_1), `$rows` its block rows.
#[allow(unused_macros)] // a build without a family uses none
macro_rules! sequencing {
    ($gc:ident, $version:expr, $serves:expr, $perfmon:ident, $perfmon_fields:ident, $rows:expr) => {{
        use crate::regs::{must, $gc as r};
        use r::{sqg_perfcounter_ctrl as sqg, $perfmon_fields as perfmon};
        let sqg_start = sqg::CS_EN.val(1);
        let (broadcast, engine_broadcast, sa_broadcast, instance_broadcast, se_index, sa_index, instance_index) =
            grbm_gfx_index!($gc, SA_INDEX, SA_BROADCAST_WRITES);
        // To memory through L2, confirmed.
        let store = field::DST_SEL.val(field::SEL_TC_L2).with(field::WR_CONFIRM.val(1));
        Sequencing {
            gc: $version,
            serves: $serves,
            perfmon: must(r::$perfmon.uconfig_offset()),
            perfmon_reset: perfmon::PERFMON_STATE.val(0).bits(),
            perfmon_start: perfmon::PERFMON_STATE.val(1).bits(),
            perfmon_sample: perfmon::PERFMON_STATE.val(1).with(perfmon::PERFMON_SAMPLE_ENABLE.val(1)).bits(),
            stop_sample: perfmon::PERFMON_STATE.val(2).with(perfmon::PERFMON_SAMPLE_ENABLE.val(1)).bits(),
            stop_after_reads: None,
            rlc_clock: None,
            grbm_gfx_index: must(r::GRBM_GFX_INDEX.uconfig_offset()),
            broadcast,
            engine_broadcast,
            sa_broadcast,
            instance_broadcast,
            se_index,
            sa_index,
            instance_index,
            sq_mask: None,
            sq_ctrl: Some((must(r::SQ_PERFCOUNTER_CTRL.uconfig_offset()), r::sq_perfcounter_ctrl::CS_EN.val(1).bits())),
            sqg: Some(Sqg {
                ctrl: must(r::SQG_PERFCOUNTER_CTRL.uconfig_offset()),
                ctrl_address: r::SQG_PERFCOUNTER_CTRL.address(),
                start: sqg_start.bits(),
                sync: sqg_start.with(sqg::DISABLE_ME1PIPE3_PERF.val(1)).bits(),
            }),
            compute_perfcount: (
                must(r::COMPUTE_PERFCOUNT_ENABLE.sh_offset()),
                r::compute_perfcount_enable::PERFCOUNT_ENABLE.val(1).bits(),
            ),
            filter: FilterRegister {
                offset: must(r::SQ_PERFCOUNTER_CTRL2.uconfig_offset()),
                address: r::SQ_PERFCOUNTER_CTRL2.address(),
                cleared: 0,
            },
            store,
            // From the counter register, stored as `store`.
            copy: field::SRC_SEL.val(field::SEL_PERF).with(store),
            // GL2_WB | SEQ_FORWARD, aqlprofile's gfx12 builder.
            write_back: WriteBack::Gcr(field::GCR_WRITE_BACK_L2),
            zeroes: true,
            rows: $rows,
            start_head: Prepared::EMPTY,
            start_tail: Prepared::EMPTY,
            start_filter_at: 0,
        }
        .prepared()
    }};
}

/// The start shape of GFX11 and GFX12 ([`Sequencing::start_shape`]): a head
/// of 8 words (wait, reset, broadcast), a tail of 18 (SQ and SQG controls,
/// COMPUTE_PERFCOUNT_ENABLE, the filter's copy, start), the filter address at
/// tail word 11.
pub const GFX1X_START: (usize, usize, usize) = (8, 18, 11);
/// The start shape of gfx942 and gfx950: a head of 14 words (wait, RLC clock,
/// reset, broadcast, SQ_PERFCOUNTER_MASK), a tail of 12
/// (COMPUTE_PERFCOUNT_ENABLE, the filter's copy, start), the filter address at
/// tail word 5.
pub const GFX9_START: (usize, usize, usize) = (14, 12, 5);

/// GFX12, GC 12.0.x (gfx1200, gfx1201).
#[cfg(feature = "gfx12")]
pub static GFX12: Sequencing = sequencing!(
    gc_12_0_0,
    GcVersion { major: 12, minor: 0, revision: 0 },
    &[(0, 0, u8::MAX)],
    CP_PERFMON_CNTL_1,
    cp_perfmon_cntl_1,
    super::blocks::GFX12_ROWS
)
.shaped(GFX1X_START);

/// GFX11, GC 11.0.x and 11.5.x (gfx1100 to gfx1102, gfx1150, gfx1151).
#[cfg(feature = "gfx11")]
pub static GFX11: Sequencing = sequencing!(
    gc_11_0_0,
    GcVersion { major: 11, minor: 0, revision: 0 },
    &[(0, 0, u8::MAX), (5, 0, u8::MAX)],
    CP_PERFMON_CNTL,
    cp_perfmon_cntl,
    super::blocks::GFX11_ROWS
)
.shaped(GFX1X_START);

/// gfx942 and gfx950: GC 9.4.3, 9.4.4 and 9.5.0, whose registers are GC
/// 9.4.3's (Linux's `gfx_v9_4_3.c` drives all three with
/// `gc_9_4_3_offset.h`). Sources: aqlprofile's gfx9 PMC builder and gfx940
/// factory (ROCm/rocm-systems `projects/aqlprofile/src/pm4/pmc_builder.h`,
/// `gfx9_cmd_builder.cpp`, `gfxip/gfx9/gfx9_primitives.h`,
/// `src/core/gfx940_factory.cpp`) and tinygrad's `ops_amd.py` (`pmc_start`,
/// `pmc_read`, `pred_exec`):
/// - RLC_PERFMON_CLK_CNTL 1 before the reset, 0 after the stop;
/// - CP_PERFMON_CNTL 0 (reset), 1 (start), START | SAMPLE (0x401) to sample,
///   STOP (0x002) after stop's reads;
/// - SQ_PERFCOUNTER_MASK SH0_MASK = SH1_MASK = 0xFFFF;
/// - the filter word is SQ_PERFCOUNTER_CTRL itself: CS_EN and VMID_MASK, bits 31:16;
/// - reads with src_sel 0, a memory-mapped register, never 4, PERFCOUNTERS
///   ("Due to MI300 CP firmware issue we need to use mem_mapped_register mode
///   to patch for GCEA hang", pmc_builder.h l.209-211), to dst_sel 5 (memory)
///   with STREAM cache policies (`build_pm4_copy_data`), confirmed;
/// - a 7-word ACQUIRE_MEM (TC_WB_ACTION_ENA and the other actions of
///   aqlprofile's `BuildCacheFlushPacket`) after the reads.
#[cfg(feature = "gfx9")]
pub static GFX9: Sequencing = {
    use crate::regs::{gc_9_4_3 as r, must};
    use r::cp_perfmon_cntl as perfmon;
    let (broadcast, engine_broadcast, sa_broadcast, instance_broadcast, se_index, sa_index, instance_index) =
        grbm_gfx_index!(gc_9_4_3, SH_INDEX, SH_BROADCAST_WRITES);
    let cs_en = r::sq_perfcounter_ctrl::CS_EN.val(1);
    let mask = r::sq_perfcounter_mask::SH0_MASK.val(0xFFFF).with(r::sq_perfcounter_mask::SH1_MASK.val(0xFFFF));
    let stream = field::CACHE_POLICY_STREAM;
    let store =
        field::DST_SEL.val(field::SEL_MEMORY).with(field::DST_CACHE_POLICY.val(stream)).with(field::WR_CONFIRM.val(1));
    let sample = perfmon::PERFMON_STATE.val(1).with(perfmon::PERFMON_SAMPLE_ENABLE.val(1)).bits();
    Sequencing {
        gc: GcVersion { major: 9, minor: 4, revision: 3 },
        serves: &[(4, 3, 4), (5, 0, 0)],
        perfmon: must(r::CP_PERFMON_CNTL.uconfig_offset()),
        perfmon_reset: perfmon::PERFMON_STATE.val(0).bits(),
        perfmon_start: perfmon::PERFMON_STATE.val(1).bits(),
        perfmon_sample: sample,
        stop_sample: sample,
        stop_after_reads: Some(perfmon::PERFMON_STATE.val(2).bits()),
        rlc_clock: Some((
            must(r::RLC_PERFMON_CLK_CNTL.uconfig_offset()),
            r::rlc_perfmon_clk_cntl::PERFMON_CLOCK_STATE.val(1).bits(),
        )),
        grbm_gfx_index: must(r::GRBM_GFX_INDEX.uconfig_offset()),
        broadcast,
        engine_broadcast,
        sa_broadcast,
        instance_broadcast,
        se_index,
        sa_index,
        instance_index,
        sq_mask: Some((must(r::SQ_PERFCOUNTER_MASK.uconfig_offset()), mask.bits())),
        sq_ctrl: None,
        sqg: None,
        compute_perfcount: (
            must(r::COMPUTE_PERFCOUNT_ENABLE.sh_offset()),
            r::compute_perfcount_enable::PERFCOUNT_ENABLE.val(1).bits(),
        ),
        filter: FilterRegister {
            offset: must(r::SQ_PERFCOUNTER_CTRL.uconfig_offset()),
            address: r::SQ_PERFCOUNTER_CTRL.address(),
            cleared: cs_en.with(r::sq_perfcounter_ctrl::VMID_MASK.val(0xFFFF)).bits(),
        },
        store,
        copy: field::SRC_SEL.val(field::SEL_REGISTER).with(field::SRC_CACHE_POLICY.val(stream)).with(store),
        write_back: WriteBack::Coher(field::COHER_WRITE_BACK_L2),
        zeroes: false,
        rows: super::blocks::GFX9_ROWS,
        start_head: Prepared::EMPTY,
        start_tail: Prepared::EMPTY,
        start_filter_at: 0,
    }
    .prepared()
    .shaped(GFX9_START)
};

/// Checks that `gpu` is a GPU the programs count on: gfx942 or gfx950 (any
/// number of dies), or GFX11 or GFX12 of one die; its GC version of its
/// processor's family (the layout takes its shapes from the processor, the
/// programs their registers from the GC version).
///
/// Errors: [`CountingError::RegistersNotPublic`] for GC 12.5;
/// [`CountingError::NotCountable`]; [`CountingError::GcOfAnotherFamily`].
pub(super) fn countable(gpu: &Gpu) -> Result<(), CountingError> {
    let major = match gpu.family() {
        Some(Family::Gfx9) if gpu.xccs >= 1 && usize::from(gpu.xccs) <= MAX_DIES => 9,
        Some(Family::Gfx11) if gpu.xccs == 1 => 11,
        Some(Family::Gfx12) if gpu.xccs == 1 => 12,
        Some(Family::Gfx125) => return Err(CountingError::RegistersNotPublic { processor: gpu.processor() }),
        _ => return Err(CountingError::NotCountable { processor: gpu.processor(), xccs: gpu.xccs }),
    };
    if gpu.gc.major != major {
        return Err(CountingError::GcOfAnotherFamily { processor: gpu.processor(), gc: gpu.gc });
    }
    Ok(())
}

/// The most dies a program counts on: PRED_EXEC's VIRTUAL_XCC_ID_SELECT has
/// one bit per die, 8 bits.
pub const MAX_DIES: usize = 8;

/// The sequence of `gpu`'s GC version.
///
/// Errors: [`CountingError::NoRegisters`] if rig-counter has no registers of
/// its GC version (or was built without its family).
#[inline]
pub(super) fn of(gpu: &Gpu) -> Result<&'static Sequencing, CountingError> {
    let all: &[&'static Sequencing] = &[
        #[cfg(feature = "gfx12")]
        &GFX12,
        #[cfg(feature = "gfx11")]
        &GFX11,
        #[cfg(feature = "gfx9")]
        &GFX9,
    ];
    all.iter().find(|s| s.serves(gpu.gc)).copied().ok_or(CountingError::NoRegisters { gc: gpu.gc })
}
