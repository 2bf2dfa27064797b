//! rig-counter's counting programs against AMD's own packet builder,
//! aqlprofile: for every counter set in `fixtures/aqlprofile/sets.tsv` (47
//! sets on 7 GPUs), rig-counter's start, sample and stop programs for the same
//! product and counters are decoded the same way as aqlprofile's start, read
//! and stop words, and the two must agree but for the deliberate deviations
//! of [`DEVIATIONS`] (the same table as `docs/aqlprofile.md`).
//!
//! What is compared, per pair of programs (rig-counter's start with
//! aqlprofile's start; its sample with aqlprofile's read; its stop, which
//! samples and reads too, with aqlprofile's read followed by its stop):
//! - per block, the (select register, value) pairs written, and the
//!   GRBM_GFX_INDEX each was written under;
//! - per block, the counter registers read at each (die, SE, SA, instance),
//!   the die from PRED_EXEC's VIRTUAL_XCC_ID_SELECT, the rest from
//!   GRBM_GFX_INDEX (`*` for a broadcast field), and the COPY_DATA controls
//!   of those reads;
//! - every other write and packet (control registers, events, waits,
//!   write-backs, stores), as each key's sequence of values and as the order
//!   of the keys on which the two agree.
//!
//! Registers are named by `fixtures/aqlprofile/regs.json` (Linux 6.12's gc
//! headers), not by rig-counter's own tables. See `docs/aqlprofile.md`.

use rig_counter_core::catalog::Catalog;
use rig_counter_core::counting::{StopProgram, all_active};
use rig_counter_core::gpu::products;
use rig_counter_core::pm4::Packets;
use rig_counter_core::{Family, Gpu, layout, start, start_words};
use std::collections::{BTreeMap, BTreeSet};

/// The deliberate deviations: (GPUs, what differs, why). GPUs is `*` or
/// product keys separated by spaces; what differs is a difference's summary
/// exactly as the test prints it (paste a new one from the failure message).
/// Every row must match a difference; every difference must match a row.
/// `docs/aqlprofile.md` holds the same table. "AQL" is ROCm/rocm-systems
/// @1b1610fc `projects/aqlprofile/`, "PAL" GPUOpen-Drivers/pal @c5e80007
/// `src/core/hw/gfxip/`.
#[rustfmt::skip]
const DEVIATIONS: &[(&str, &str, &str)] = &[
    // The form of the programs.
    ("*", "start: rig-counter writes each select once, broadcast; aqlprofile once per instance", SELECT_FORM),
    ("*", "stop: rig-counter's stop samples and reads, aqlprofile's reads nothing (compared: its read, then its stop)", STOP_READS),
    ("*", "start EVENT_WRITE: rig-counter [CS_PARTIAL_FLUSH index 4], aqlprofile [CS_PARTIAL_FLUSH index 4, CS_PARTIAL_FLUSH index 4]", START_WAIT),
    ("mi300x mi355x rx7900xtx rx7600 radeon8060s", "start CP_PERFMON_CNTL: rig-counter [0x0, 0x1], aqlprofile [0x0, 0x0, 0x1]", RESET_TWICE),
    ("r9700 rx9060xt", "start CP_PERFMON_CNTL_1: rig-counter [0x0, 0x1], aqlprofile [0x0, 0x0, 0x1]", RESET_TWICE),
    ("*", "stop COMPUTE_PERFCOUNT_ENABLE: rig-counter [0x0], aqlprofile []", CLEAR_ENABLE),
    // The VMID filter and the stages counted.
    ("mi300x mi355x", "start SQ_PERFCOUNTER_CTRL: rig-counter [from memory], aqlprofile []", VMID_GFX9),
    ("mi300x mi355x", "start SQ_PERFCOUNTER_CTRL: rig-counter [from memory], aqlprofile [0xFFFF0057]", VMID_GFX9),
    ("mi300x mi355x", "start SQ_PERFCOUNTER_CTRL: rig-counter [from memory], aqlprofile [0xFFFF007F]", VMID_GFX9),
    ("mi300x mi355x", "start SQ_PERFCOUNTER_CTRL: rig-counter [from memory], aqlprofile [0xFFFF007F, 0xFFFF0057]", VMID_GFX9),
    ("mi300x mi355x", "stop SQ_PERFCOUNTER_CTRL: rig-counter [0xFFFF0040], aqlprofile []", VMID_GFX9),
    ("rx7900xtx rx7600 radeon8060s r9700 rx9060xt", "start SQ_PERFCOUNTER_CTRL2: rig-counter [from memory], aqlprofile [0x1FFFF]", VMID_GFX1X),
    ("rx7900xtx rx7600 radeon8060s r9700 rx9060xt", "start SQ_PERFCOUNTER_CTRL2: rig-counter [from memory], aqlprofile []", VMID_GFX1X),
    ("rx7900xtx rx7600 radeon8060s r9700 rx9060xt", "stop SQ_PERFCOUNTER_CTRL2: rig-counter [0x0], aqlprofile []", VMID_GFX1X),
    ("rx7900xtx rx7600 radeon8060s r9700 rx9060xt", "start SQ_PERFCOUNTER_CTRL: rig-counter [0x40], aqlprofile [0x55]", COMPUTE_ONLY),
    ("rx7900xtx rx7600 radeon8060s r9700 rx9060xt", "start SQ_PERFCOUNTER_CTRL: rig-counter [0x40], aqlprofile []", COMPUTE_ONLY),
    ("mi300x mi355x", "start SQ_PERFCOUNTER_MASK: rig-counter [0xFFFFFFFF], aqlprofile []", SQ_MASK),
    ("mi300x mi355x", "start order: rig-counter [RLC_PERFMON_CLK_CNTL, SQ_PERFCOUNTER_MASK, <selects>, COMPUTE_PERFCOUNT_ENABLE], aqlprofile [RLC_PERFMON_CLK_CNTL, <selects>, SQ_PERFCOUNTER_MASK, <selects>, COMPUTE_PERFCOUNT_ENABLE]", SQ_MASK),
    // The GFX11/GFX12 SQG control and the GFX12 sync.
    ("rx7900xtx rx7600 radeon8060s r9700 rx9060xt", "start SQG_PERFCOUNTER_CTRL: rig-counter [0x40], aqlprofile []", SQG_START),
    ("r9700 rx9060xt", "sample SQG_PERFCOUNTER_CTRL: rig-counter [0x80040, 0x40], aqlprofile []", SQG_SYNC),
    ("r9700 rx9060xt", "stop SQG_PERFCOUNTER_CTRL: rig-counter [0x80040, 0x40], aqlprofile []", SQG_SYNC),
    ("r9700", "sample WAIT_REG_MEM: rig-counter [SQG_PERFCOUNTER_CTRL & 0xFFFFFFFF == 0x80040 at SE 0 SA * INSTANCE *, SQG_PERFCOUNTER_CTRL & 0xFFFFFFFF == 0x80040 at SE 1 SA * INSTANCE *, SQG_PERFCOUNTER_CTRL & 0xFFFFFFFF == 0x80040 at SE 2 SA * INSTANCE *, SQG_PERFCOUNTER_CTRL & 0xFFFFFFFF == 0x80040 at SE 3 SA * INSTANCE *], aqlprofile []", SQG_SYNC),
    ("r9700", "stop WAIT_REG_MEM: rig-counter [SQG_PERFCOUNTER_CTRL & 0xFFFFFFFF == 0x80040 at SE 0 SA * INSTANCE *, SQG_PERFCOUNTER_CTRL & 0xFFFFFFFF == 0x80040 at SE 1 SA * INSTANCE *, SQG_PERFCOUNTER_CTRL & 0xFFFFFFFF == 0x80040 at SE 2 SA * INSTANCE *, SQG_PERFCOUNTER_CTRL & 0xFFFFFFFF == 0x80040 at SE 3 SA * INSTANCE *], aqlprofile []", SQG_SYNC),
    ("rx9060xt", "sample WAIT_REG_MEM: rig-counter [SQG_PERFCOUNTER_CTRL & 0xFFFFFFFF == 0x80040 at SE 0 SA * INSTANCE *, SQG_PERFCOUNTER_CTRL & 0xFFFFFFFF == 0x80040 at SE 1 SA * INSTANCE *], aqlprofile []", SQG_SYNC),
    ("rx9060xt", "stop WAIT_REG_MEM: rig-counter [SQG_PERFCOUNTER_CTRL & 0xFFFFFFFF == 0x80040 at SE 0 SA * INSTANCE *, SQG_PERFCOUNTER_CTRL & 0xFFFFFFFF == 0x80040 at SE 1 SA * INSTANCE *], aqlprofile []", SQG_SYNC),
    // Sampling and stopping.
    ("mi300x mi355x", "sample EVENT_WRITE: rig-counter [PERFCOUNTER_SAMPLE index 0], aqlprofile [CS_PARTIAL_FLUSH index 4 (die 0..7, one by one)]", SAMPLE_EVENT),
    ("rx7900xtx rx7600 radeon8060s r9700 rx9060xt", "sample EVENT_WRITE: rig-counter [PERFCOUNTER_SAMPLE index 0], aqlprofile [CS_PARTIAL_FLUSH index 4]", SAMPLE_EVENT),
    ("mi300x mi355x", "stop EVENT_WRITE: rig-counter [CS_PARTIAL_FLUSH index 4, PERFCOUNTER_SAMPLE index 0], aqlprofile [CS_PARTIAL_FLUSH index 4 (die 0..7, one by one), CS_PARTIAL_FLUSH index 4]", STOP_EVENT),
    ("rx7900xtx rx7600 radeon8060s r9700 rx9060xt", "stop EVENT_WRITE: rig-counter [CS_PARTIAL_FLUSH index 4, PERFCOUNTER_SAMPLE index 0], aqlprofile [CS_PARTIAL_FLUSH index 4, CS_PARTIAL_FLUSH index 4]", STOP_EVENT),
    ("rx7900xtx rx7600 radeon8060s", "stop CP_PERFMON_CNTL: rig-counter [0x402], aqlprofile [0x401, 0x2]", STOP_AND_SAMPLE),
    ("r9700 rx9060xt", "stop CP_PERFMON_CNTL_1: rig-counter [0x402], aqlprofile [0x401, 0x402]", STOP_AND_SAMPLE),
    ("mi300x mi355x", "stop order: rig-counter [CP_PERFMON_CNTL, <reads>, CP_PERFMON_CNTL, RLC_PERFMON_CLK_CNTL, ACQUIRE_MEM], aqlprofile [CP_PERFMON_CNTL, <reads>, ACQUIRE_MEM, CP_PERFMON_CNTL, RLC_PERFMON_CLK_CNTL]", WRITE_BACK_LAST),
    // How the values are stored.
    ("mi300x mi355x", "reads: rig-counter copies with COPY_DATA 0x2102500 (src_sel 0, dst_sel 5, count_sel 0, wr_confirm 1, src cache 1, dst cache 1); aqlprofile with 0x2002500 (src_sel 0, dst_sel 5, count_sel 0, wr_confirm 0, src cache 1, dst cache 1)", CONFIRM_GFX9),
    ("rx7900xtx rx7600 radeon8060s", "reads: rig-counter copies with COPY_DATA 0x100204 (src_sel 4, dst_sel 2, count_sel 0, wr_confirm 1, src cache 0, dst cache 0); aqlprofile with 0x200 (src_sel 0, dst_sel 2, count_sel 0, wr_confirm 0, src cache 0, dst cache 0)", COPY_GFX1X),
    ("r9700 rx9060xt", "reads: rig-counter copies with COPY_DATA 0x100204 (src_sel 4, dst_sel 2, count_sel 0, wr_confirm 1, src cache 0, dst cache 0); aqlprofile with 0x6006200 (src_sel 0, dst_sel 2, count_sel 0, wr_confirm 0, src cache 3, dst cache 3)", COPY_GFX1X),
    ("rx7900xtx rx7600 radeon8060s r9700 rx9060xt", "sample WRITE_DATA to memory: rig-counter [0 over the samples, control 0x100200], aqlprofile []", ZEROED),
    ("rx7900xtx rx7600 radeon8060s r9700 rx9060xt", "stop WRITE_DATA to memory: rig-counter [0 over the samples, control 0x100200], aqlprofile []", ZEROED),
    // Which instances are read.
    ("r9700", "GL2C: rig-counter reads at SE * SA * INSTANCE 16..31, where aqlprofile reads nothing", GL2C_GFX1201),
    ("radeon8060s", "GL2C: aqlprofile reads at SE * SA * INSTANCE 8..31, where rig-counter reads nothing", GFX1151_TABLE),
    ("radeon8060s", "TA: aqlprofile reads at SE 0..1 SA * INSTANCE 2..15, where rig-counter reads nothing", GFX1151_TABLE),
    ("radeon8060s", "counters: rig-counter's catalog of gfx1151 has no TA_BUFFER_STORE_WAVEFRONTS", GFX1151_OWN),
    ("radeon8060s", "TA: at SE 0..1 SA * INSTANCE 0..1, rig-counter reads TA_PERFCOUNTER0_HI, TA_PERFCOUNTER0_LO and aqlprofile TA_PERFCOUNTER0_HI, TA_PERFCOUNTER0_LO, TA_PERFCOUNTER1_HI, TA_PERFCOUNTER1_LO", GFX1151_OWN),
    ("radeon8060s", "start TA: aqlprofile selects TA_PERFCOUNTER1_SELECT=0x2E, which rig-counter never writes", GFX1151_OWN),
    ("mi300x", "TA: aqlprofile reads at die 0..7 SE 0..3 SA * INSTANCE 10, where rig-counter reads nothing", CUS_GFX940),
    ("mi300x", "TD: aqlprofile reads at die 0..7 SE 0..3 SA * INSTANCE 10, where rig-counter reads nothing", CUS_GFX940),
    ("mi300x", "TCP: aqlprofile reads at die 0..7 SE 0..3 SA * INSTANCE 10, where rig-counter reads nothing", CUS_GFX940),
    ("rx7900xtx", "GL2C: aqlprofile reads at SE * SA * INSTANCE 24..31, where rig-counter reads nothing", GL2C_NAVI31),
];

/// Why selects are written once, broadcast.
const SELECT_FORM: &str = "A select written with GRBM_GFX_INDEX broadcasting reaches every instance; aqlprofile \
    writes a select once per instance of a block of several (AQL src/pm4/pmc_builder.h l.304-308). The test \
    checks that every place either program reads is reached by one of its selects.";
/// Why the stop reads.
const STOP_READS: &str = "rig-counter's stop samples, stores and stops in one program (rig-counter-core \
    src/counting/stop.rs); aqlprofile's read and stop are two programs, submitted in turn (AQL \
    src/pm4/pmc_builder.h Read l.750-821, Stop l.639-747), so rig-counter's stop is compared with aqlprofile's \
    read followed by its stop.";
/// Why start waits once.
const START_WAIT: &str = "aqlprofile waits for idle again at the end of its start (AQL src/pm4/pmc_builder.h \
    l.488); rig-counter waits once, before its writes: no shader runs between that wait and its last write.";
/// Why start resets once.
const RESET_TWICE: &str = "aqlprofile resets the counters (PERFMON_STATE 0) a second time just before it starts \
    them (AQL src/pm4/pmc_builder.h l.484-486); nothing counts between the two resets.";
/// Why stop clears COMPUTE_PERFCOUNT_ENABLE.
const CLEAR_ENABLE: &str = "rig-counter clears COMPUTE_PERFCOUNT_ENABLE when it stops, as PAL \
    (gfx12/gfx12PerfExperiment.cpp WriteStopAndSample l.3127-3262) and radv do; aqlprofile leaves it set (AQL \
    src/pm4/pmc_builder.h Stop l.639-747).";
/// Why SQ_PERFCOUNTER_CTRL holds the filter word on gfx942 and gfx950.
const VMID_GFX9: &str = "rig-counter counts its own VMID's waves: start loads the filter word into \
    SQ_PERFCOUNTER_CTRL (CS_EN, VMID_MASK one bit) from memory and stop restores CS_EN with VMID_MASK 0xFFFF \
    (rig-counter-core src/counting/filter.rs, sequencing.rs); aqlprofile writes every stage with VMID_MASK \
    0xFFFF, and only for SQ and TA/TD/TCP/TCC/TCA counters (AQL gfxip/gfx9/gfx9_primitives.h l.328-380; \
    src/pm4/pmc_builder.h l.251-254, l.427-433).";
/// Why SQ_PERFCOUNTER_CTRL2 holds the filter word on GFX11 and GFX12.
const VMID_GFX1X: &str = "rig-counter counts its own VMID's waves: start loads SQ_PERFCOUNTER_CTRL2 (FORCE_EN, \
    one VMID_EN bit) from memory and stop clears it (rig-counter-core src/counting/filter.rs); aqlprofile writes \
    FORCE_EN with VMID_EN 0xFFFF, for SQ and GL2C/TA counters only (AQL gfxip/gfx11/gfx11_primitives.h \
    l.367-372, gfxip/gfx12/gfx12_primitives.h l.335-339; src/pm4/pmc_builder.h l.255-259).";
/// Why SQ_PERFCOUNTER_CTRL enables compute alone.
const COMPUTE_ONLY: &str = "rig-counter counts compute waves only (SQ_PERFCOUNTER_CTRL CS_EN) in every layout; \
    aqlprofile enables every stage it has (0x55: PS, GS, HS, CS), and only for SQ and GL2C/TA counters (AQL \
    gfxip/gfx11/gfx11_primitives.h l.319-366; src/pm4/pmc_builder.h l.251-254, l.427-433).";
/// Why SQ_PERFCOUNTER_MASK is written once, before the selects.
const SQ_MASK: &str = "rig-counter's start is one per family, whatever the layout (rig-counter-core \
    src/counting/sequencing.rs): SQ_PERFCOUNTER_MASK (SH0_MASK, SH1_MASK 0xFFFF) once, before the selects; \
    aqlprofile writes the same value after each SQ select, only with SQ counters (AQL src/pm4/pmc_builder.h \
    l.427-433).";
/// Why start writes SQG_PERFCOUNTER_CTRL.
const SQG_START: &str = "rig-counter writes SQG_PERFCOUNTER_CTRL (CS_EN) at start on GFX11 and GFX12, as PAL does \
    (gfx9/gfx9PerfExperiment.cpp l.2117-2133, gfx12/gfx12PerfExperiment.cpp l.2784-2790); on GFX12 its \
    sample and stop flip and restore its DISABLE_ME1PIPE3_PERF (the SQG sync). aqlprofile never writes it.";
/// Why GFX12 sample and stop sync each engine.
const SQG_SYNC: &str = "On GFX12 the SQG may answer a read before the sample (PAL gfx12/gfx12PerfExperiment.cpp \
    WriteSqSync l.3468-3519): rig-counter flips SQG_PERFCOUNTER_CTRL's DISABLE_ME1PIPE3_PERF after the sample, \
    waits on each engine until it reads back (l.3172-3176), and restores it after the reads; aqlprofile has no \
    such sync.";
/// Why the sample issues PERFCOUNTER_SAMPLE and waits for nothing.
const SAMPLE_EVENT: &str = "rig-counter issues EVENT_WRITE PERFCOUNTER_SAMPLE before the sample write, as PAL \
    (gfx9/gfx9PerfExperiment.cpp l.3697-3700), radv and radeonsi do, and samples while work runs (rocprofiler's \
    device counting) without waiting; aqlprofile's read waits for idle, on each die, before its reads (AQL \
    src/pm4/pmc_builder.h l.507).";
/// Why stop waits once and issues PERFCOUNTER_SAMPLE.
const STOP_EVENT: &str = "rig-counter's stop waits for idle once, then issues PERFCOUNTER_SAMPLE (PAL \
    gfx9/gfx9PerfExperiment.cpp l.3697-3700); aqlprofile's read waits before its reads, on each die, and its \
    stop waits again at its end (AQL src/pm4/pmc_builder.h l.507, l.746).";
/// Why GFX11 and GFX12 stop and sample with one write.
const STOP_AND_SAMPLE: &str = "rig-counter stops and samples with one write, PERFMON_STATE 2 with \
    PERFMON_SAMPLE_ENABLE, as PAL's stop-and-sample (gfx9/gfx9PerfExperiment.cpp l.3697-3700) and Mesa \
    radeonsi's si_pc_emit_stop do; aqlprofile samples with 0x401 in its read, then stops (AQL \
    gfxip/gfx11/gfx11_primitives.h l.271-282, gfxip/gfx12/gfx12_primitives.h l.258-270).";
/// Why the write-back comes last.
const WRITE_BACK_LAST: &str = "rig-counter writes the samples back from L2 last, after it stops counting; \
    aqlprofile's write-back ends its read, before its stop program (AQL src/pm4/pmc_builder.h l.818). Both write \
    back alike (ACQUIRE_MEM, CP_COHER_CNTL 0x28C40000).";
/// Why the copies are confirmed on gfx942 and gfx950.
const CONFIRM_GFX9: &str = "rig-counter confirms each copy's write (WR_CONFIRM) before the next packet, as PAL \
    does (gfx9/gfx9PerfExperiment.cpp WriteCopy64BitCounter l.3949-3963); aqlprofile does not (AQL \
    src/pm4/gfx9_cmd_builder.h l.229-240). Both read memory-mapped registers (src_sel 0), as MI300 needs (AQL \
    src/pm4/pmc_builder.h l.209-211).";
/// Why the copies read PERFCOUNTERS, confirmed, on GFX11 and GFX12.
const COPY_GFX1X: &str = "rig-counter reads the counters as PERFCOUNTERS (src_sel 4) and confirms each write, as \
    PAL does (gfx12/gfx12CmdStream.cpp l.136-157); aqlprofile reads UCONFIG counters as memory-mapped registers \
    (src_sel 0), unconfirmed (AQL src/pm4/gfx11_cmd_builder.h l.208-225, gfx12_cmd_builder.h l.227-240).";
/// Why the samples are zeroed first.
const ZEROED: &str = "rig-counter first zeroes its samples (one confirmed WRITE_DATA), since it never reads some \
    halves and places (the high halves of 32-bit SQ counters; WGPs that run no work) (rig-counter-core \
    src/counting/sequencing.rs, Sequencing::zeroes); aqlprofile copies the low half alone and leaves the high \
    half to its buffer, which its host zeroes on GFX12 (AQL src/pm4/pmc_builder.h l.598-620).";
/// Why gfx1201 reads 32 GL2C channels.
const GL2C_GFX1201: &str = "rig-counter reads gfx1201's 32 L2 channels, as aqlprofile's own gfx1201 table does \
    (AQL src/core/gfx12_factory.cpp l.114-118, gfxip/gfx12/gfx12_block_info.h l.205) and so its 2025-06 tree \
    (ROCm/aqlprofile @b91ccd7); this aqlprofile, given an agent without its name, took the 16-channel GFX12 \
    table (gfx12_block_info.h l.121).";
/// Why the MI300X's TA, TD and TCP are read at 10 instances an engine.
const CUS_GFX940: &str = "rig-counter reads TA, TD and TCP at the 10 instances an MI300X engine has: aqlprofile's own gfx940 \
    factory lists 10 per engine in its SPM delay table (ROCm/rocm-systems @008da7dc \
    projects/aqlprofile/src/core/gfx940_factory.cpp, TaBlockDelayValue: 10 entries an engine, the rest of 16 \
    zero; TD and TCP use the same table, \"Same as TA\"), as KFD's cu_per_simd_array 10 says; this \
    aqlprofile's reads take min(16, ceil(CUs / arrays) + 1) = ceil(304 / 32) + 1 = 11 per engine (AQL \
    src/pm4/pmc_builder.h), one instance the engine does not have.";
/// Why the RX 7900 XTX's GL2C is read at 24 channels.
const GL2C_NAVI31: &str = "rig-counter reads the 24 L2 channels the kernel reports for Navi 31 (num_tcc_blocks \
    24 of device 0x744c, as Mesa's drm-shim records it: src/amd/drm-shim/amdgpu_devices.c, \"navi31\"); this \
    aqlprofile's GFX11 table reads 32 on every GFX11 part (AQL gfxip/gfx11/gfx11_block_info.h), 8 channels \
    Navi 31 does not report.";
/// Why gfx1151 lacks a counter aqlprofile programs.
const GFX1151_OWN: &str = "rocprofiler's definitions of August 2026 (rocprofiler-sdk config.yaml, ROCm/rocm-systems @0226d38e) give \
    gfx1151 its own counters, and TA_BUFFER_STORE_WAVEFRONTS is none of them: rig-counter counts gfx1151 \
    with its own entries; this aqlprofile took the counter from its GFX11-wide table. The set's other TA \
    counter, TA_TA_BUSY, is compared as usual.";
/// Why gfx1151 reads 8 GL2C channels and 2 TA per engine.
const GFX1151_TABLE: &str = "rig-counter follows AMD's later gfx11.5 factory for gfx1151, 8 GL2C channels and 2 \
    TA per engine (ROCm/rocm-systems @3fcf2271 \
    projects/rocprofiler-sdk/source/lib/aqlprofile/core/gfx115x_factory.cpp); this aqlprofile's generic GFX11 \
    tables read 32 GL2C channels and 16 TA per engine.";

/// The control registers whose value is a state: a write of the value the
/// register already holds (in the same program, on the same dies) changes
/// nothing and is dropped. CP_PERFMON_CNTL is not one: its
/// PERFMON_SAMPLE_ENABLE samples at each write.
const STATES: &[&str] = &[
    "SQ_PERFCOUNTER_CTRL",
    "SQ_PERFCOUNTER_CTRL2",
    "SQ_PERFCOUNTER_MASK",
    "SQG_PERFCOUNTER_CTRL",
    "RLC_PERFMON_CLK_CNTL",
    "COMPUTE_PERFCOUNT_ENABLE",
];

/// Where the data lies, in the repository.
const FIXTURES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/fixtures/aqlprofile");
/// The byte address of the filter word rig-counter's start loads.
const FILTER_ADDRESS: u64 = 0x0FFF_F000;
/// The byte address of rig-counter's samples.
const SAMPLES_ADDRESS: u64 = 0x1000_0000;

/// The control registers by their names in the gc headers: the name a program
/// shows for an address that carries several.
const CONTROLS: &[&str] = &[
    "CP_PERFMON_CNTL",
    "CP_PERFMON_CNTL_1",
    "SQ_PERFCOUNTER_CTRL",
    "SQ_PERFCOUNTER_CTRL2",
    "SQ_PERFCOUNTER_MASK",
    "SQG_PERFCOUNTER_CTRL",
    "RLC_PERFMON_CLK_CNTL",
    "COMPUTE_PERFCOUNT_ENABLE",
];

// PM4 type-3 opcodes and their fields (Linux `soc15d.h` / `nvd.h`, Mesa `sid.h`).
const PRED_EXEC: u8 = 0x23;
const WRITE_DATA: u8 = 0x37;
const WAIT_REG_MEM: u8 = 0x3C;
const COPY_DATA: u8 = 0x40;
const EVENT_WRITE: u8 = 0x46;
const ACQUIRE_MEM: u8 = 0x58;
const SET_SH_REG: u8 = 0x76;
const SET_UCONFIG_REG: u8 = 0x79;
/// The register a SET_SH_REG offset counts from.
const SH_BASE: u32 = 0x2C00;
/// The register a SET_UCONFIG_REG offset counts from.
const UCONFIG_BASE: u32 = 0xC000;
/// A type-2 packet: one word of padding.
const TYPE2_NOP: u32 = 0x8000_0000;

/// One counter set of `sets.tsv`: a GPU, the agent aqlprofile was given, and
/// the counters in order.
#[derive(Debug)]
struct Set {
    gpu: String,
    gfx: String,
    xccs: u8,
    engines_total: u16,
    cus_total: u16,
    arrays_per_engine: u8,
    name: String,
    /// (name, block, event).
    counters: Vec<(String, String, u32)>,
}

/// Every set of `sets.tsv`.
fn sets() -> Vec<Set> {
    let text = std::fs::read_to_string(format!("{FIXTURES}/sets.tsv")).unwrap();
    text.lines().filter(|l| !l.starts_with('#') && !l.is_empty()).map(set_of_line).collect()
}

/// One line of `sets.tsv`: tab-separated fields, the counters `NAME=BLOCK:EVENT` separated by commas.
fn set_of_line(line: &str) -> Set {
    let f: Vec<&str> = line.split('\t').collect();
    assert_eq!(f.len(), 8, "sets.tsv: {line}");
    let counter = |c: &str| {
        let (name, at) = c.split_once('=').unwrap();
        let (block, event) = at.split_once(':').unwrap();
        (name.to_owned(), block.to_owned(), event.parse().unwrap())
    };
    Set {
        gpu: f[0].to_owned(),
        gfx: f[1].to_owned(),
        xccs: f[2].parse().unwrap(),
        engines_total: f[3].parse().unwrap(),
        cus_total: f[4].parse().unwrap(),
        arrays_per_engine: f[5].parse().unwrap(),
        name: f[6].to_owned(),
        counters: f[7].split(',').map(counter).collect(),
    }
}

/// One of aqlprofile's programs of a set: `start`, `read` or `stop`.
fn aqlprofile_words(set: &Set, program: &str) -> Vec<u32> {
    let path = format!("{FIXTURES}/{}/{}/{program}.hex", set.gpu, set.name);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    text.lines().map(|l| u32::from_str_radix(l.trim().trim_start_matches("0x"), 16).unwrap()).collect()
}

/// Register names by dword address, of one processor (`regs.json`).
struct Registers(BTreeMap<u32, Vec<String>>);

impl Registers {
    /// The names of processor `gfx`'s registers.
    fn of(gfx: &str) -> Registers {
        let text = std::fs::read_to_string(format!("{FIXTURES}/regs.json")).unwrap();
        let json: serde_json::Value = serde_json::from_str(&text).unwrap();
        let table = json["processors"][gfx]["registers"].as_object().unwrap_or_else(|| panic!("regs.json: no {gfx}"));
        let names =
            |v: &serde_json::Value| v.as_array().unwrap().iter().map(|n| n.as_str().unwrap().to_owned()).collect();
        let parse = |k: &String| u32::from_str_radix(k.trim_start_matches("0x"), 16).unwrap();
        Registers(table.iter().map(|(k, v)| (parse(k), names(v))).collect())
    }

    /// The name of `address`: a control register's where it has several.
    fn name(&self, address: u32) -> String {
        match self.0.get(&address) {
            Some(names) => names.iter().find(|n| CONTROLS.contains(&n.as_str())).unwrap_or(&names[0]).clone(),
            None => format!("0x{address:05X}"),
        }
    }
}

/// What a register is to the comparison.
#[derive(Debug, PartialEq)]
enum Role {
    /// GRBM_GFX_INDEX.
    Index,
    /// A select of the block.
    Select(String),
    /// A counter (LO or HI) of the block.
    Counter(String),
    /// Anything else.
    Other,
}

/// The role of a register by its name: `<BLOCK>_PERFCOUNTER<n>_SELECT...` or
/// `<BLOCK>_PERFCOUNTER<n>_LO` / `_HI`.
fn role(name: &str) -> Role {
    if name == "GRBM_GFX_INDEX" {
        return Role::Index;
    }
    let Some((block, rest)) = name.split_once("_PERFCOUNTER") else { return Role::Other };
    let tail = rest.trim_start_matches(|c: char| c.is_ascii_digit());
    if tail.len() == rest.len() {
        return Role::Other;
    }
    match tail {
        t if t.starts_with("_SELECT") => Role::Select(block.to_owned()),
        "_LO" | "_HI" => Role::Counter(block.to_owned()),
        _ => Role::Other,
    }
}

/// A GRBM_GFX_INDEX value: each field an index or `None`, broadcast.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
struct Index {
    se: Option<u8>,
    sa: Option<u8>,
    instance: Option<u8>,
}

/// GRBM_GFX_INDEX's fields (Linux `gc_9_4_3_sh_mask.h`, `gc_11_0_0_sh_mask.h`,
/// `gc_12_0_0_sh_mask.h`): INSTANCE_INDEX from bit 0, SA (SH) from bit 8, SE
/// from bit 16, each 8 bits wide but on GFX12 (7, 2 and 4); the SA, INSTANCE and
/// SE broadcast bits 29, 30 and 31.
fn index_of(word: u32, family: Family) -> Index {
    let (instance, sa, se) = if family == Family::Gfx12 { (0x7F, 0x3, 0xF) } else { (0xFF, 0xFF, 0xFF) };
    let known = instance | sa << 8 | se << 16 | 0xE000_0000;
    assert_eq!(word & !known, 0, "GRBM_GFX_INDEX 0x{word:08X} sets a bit of no field");
    let field =
        |broadcast: u32, shift: u32, mask: u32| (word >> broadcast & 1 == 0).then(|| (word >> shift & mask) as u8);
    Index { se: field(31, 16, se), sa: field(29, 8, sa), instance: field(30, 0, instance) }
}

/// The index after a reset: broadcast to everything.
const BROADCAST: Index = Index { se: None, sa: None, instance: None };

impl std::fmt::Display for Index {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let one = |v: Option<u8>| v.map_or("*".to_owned(), |v| v.to_string());
        write!(f, "SE {} SA {} INSTANCE {}", one(self.se), one(self.sa), one(self.instance))
    }
}

/// Where a counter is read: the die and the index.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
struct At {
    die: u8,
    index: Index,
}

/// Where a select was written: its dies (a bit each) and the index.
type Written = (u32, Index);

/// One program decoded.
#[derive(Debug, Default)]
struct Program {
    /// Per block, each (select register, value) with the (dies, index) it
    /// was written under.
    selects: BTreeMap<String, BTreeMap<(String, u32), BTreeSet<Written>>>,
    /// Per block, the counter registers read at each place.
    reads: BTreeMap<String, BTreeMap<At, BTreeSet<String>>>,
    /// The COPY_DATA controls of the reads.
    copies: BTreeSet<u32>,
    /// Everything else, in order: (key, value); `<selects>` and `<reads>`
    /// mark where runs of selects and reads lie.
    steps: Vec<(String, String)>,
}

/// The value a register is written with.
enum Value {
    Word(u32),
    Memory,
    Register(String),
}

/// Decodes words into a [`Program`], keeping the GRBM_GFX_INDEX and PRED_EXEC
/// state.
struct Decoder<'r> {
    regs: &'r Registers,
    family: Family,
    /// Every die's bit.
    all_dies: u32,
    index: Index,
    /// The PRED_EXEC in force: the word it ends before and its dies.
    pred: Option<(usize, u32)>,
    /// The samples' byte address and dwords, where known.
    samples: Option<(u64, usize)>,
    /// The value last written to each state register, on each set of dies.
    held: BTreeMap<(String, u32), String>,
    program: Program,
}

impl Decoder<'_> {
    /// The dies a packet at word `at` runs on.
    fn dies(&mut self, at: usize) -> u32 {
        match self.pred {
            Some((end, _)) if at > end => panic!("a PRED_EXEC ends inside the packet at word {end}"),
            Some((end, dies)) if at < end => dies,
            _ => {
                self.pred = None;
                self.all_dies
            }
        }
    }

    /// A step, marked with its dies where they are not all; a state
    /// register's write of the value it holds is dropped.
    fn step(&mut self, key: String, value: String, dies: u32) {
        if STATES.contains(&key.as_str()) && self.held.insert((key.clone(), dies), value.clone()) == Some(value.clone())
        {
            return;
        }
        let value = if dies == self.all_dies { value } else { format!("{value} ({})", dies_text(dies)) };
        self.program.steps.push((key, value));
    }

    /// A marker step, once per run.
    fn mark(&mut self, marker: &str) {
        if self.program.steps.last().is_none_or(|(k, _)| k != marker) {
            self.program.steps.push((marker.to_owned(), String::new()));
        }
    }

    /// A write of `value` to the register at `address`: GRBM_GFX_INDEX's new
    /// state, a select, or a step.
    fn write(&mut self, address: u32, value: Value, dies: u32) {
        let name = self.regs.name(address);
        match (role(&name), value) {
            (Role::Index, Value::Word(w)) => self.index = index_of(w, self.family),
            (Role::Select(block), Value::Word(w)) => {
                let at = self.program.selects.entry(block).or_default().entry((name, w)).or_default();
                at.insert((dies, self.index));
                self.mark("<selects>");
            }
            (_, Value::Word(w)) => self.step(name, format!("0x{w:X}"), dies),
            (_, Value::Memory) => self.step(name, "from memory".to_owned(), dies),
            (_, Value::Register(from)) => self.step(name, format!("from {from}"), dies),
        }
    }

    /// A COPY_DATA: a register written (dst_sel 0), a counter read to
    /// memory, or a step.
    fn copy_data(&mut self, p: &[u32], dies: u32) {
        let (control, src, dst) = (p[0], p[0] & 0xF, p[0] >> 8 & 0xF);
        let source = match src {
            0 | 4 => Value::Register(self.regs.name(p[1])),
            1 | 2 => Value::Memory,
            5 => Value::Word(p[1]),
            _ => panic!("COPY_DATA src_sel {src}"),
        };
        if dst == 0 {
            return self.write(p[3], source, dies);
        }
        let Value::Register(name) = source else {
            return self.step("COPY_DATA to memory".to_owned(), format!("control 0x{control:X}"), dies);
        };
        let Role::Counter(block) = role(&name) else {
            return self.step("COPY_DATA to memory".to_owned(), format!("{name}, control 0x{control:X}"), dies);
        };
        let reads = self.program.reads.entry(block).or_default();
        for die in (0..32).filter(|d| dies >> d & 1 == 1) {
            reads.entry(At { die, index: self.index }).or_default().insert(name.clone());
        }
        self.program.copies.insert(control);
        self.mark("<reads>");
    }

    /// A WRITE_DATA: registers written (dst_sel 0), or a store to memory.
    fn write_data(&mut self, p: &[u32], dies: u32) {
        let data = &p[3..];
        if p[0] >> 8 & 0xF == 0 {
            for (i, w) in data.iter().enumerate() {
                self.write(p[1] + i as u32, Value::Word(*w), dies);
            }
        } else {
            let address = u64::from(p[1]) | u64::from(p[2]) << 32;
            let zero = data.iter().all(|w| *w == 0);
            let value = if zero && self.samples == Some((address, data.len())) {
                format!("0 over the samples, control 0x{:X}", p[0])
            } else {
                format!("{} dwords at 0x{address:X}, control 0x{:X}", data.len(), p[0])
            };
            self.step("WRITE_DATA to memory".to_owned(), value, dies);
        }
    }

    /// The packet at word `at`, of `opcode` and payload `p`.
    fn packet(&mut self, at: usize, opcode: u8, p: &[u32]) {
        let dies = self.dies(at);
        match opcode {
            SET_UCONFIG_REG | SET_SH_REG => {
                let base = if opcode == SET_SH_REG { SH_BASE } else { UCONFIG_BASE };
                for (i, w) in p[1..].iter().enumerate() {
                    self.write(base + p[0] + i as u32, Value::Word(*w), dies);
                }
            }
            COPY_DATA => self.copy_data(p, dies),
            WRITE_DATA => self.write_data(p, dies),
            PRED_EXEC => {
                assert!(self.pred.is_none(), "a PRED_EXEC inside another's, at word {at}");
                self.pred = Some((at + 1 + p.len() + (p[0] & 0x3FFF) as usize, p[0] >> 24));
            }
            EVENT_WRITE => self.step("EVENT_WRITE".to_owned(), event_text(p[0]), dies),
            WAIT_REG_MEM => {
                let space = if p[0] >> 4 & 1 == 1 { format!("memory 0x{:X}", p[1]) } else { self.regs.name(p[1]) };
                let value = format!("{space} & 0x{:X} {} 0x{:X} at {}", p[4], compare_text(p[0] & 7), p[3], self.index);
                self.step("WAIT_REG_MEM".to_owned(), value, dies);
            }
            ACQUIRE_MEM => {
                let value = match p.len() {
                    6 => format!("7 words, CP_COHER_CNTL 0x{:X}", p[0]),
                    7 => format!("8 words, GCR_CNTL 0x{:X}", p[6]),
                    n => format!("{} words", n + 1),
                };
                self.step("ACQUIRE_MEM".to_owned(), value, dies);
            }
            _ => {
                let words: Vec<String> = p.iter().map(|w| format!("0x{w:X}")).collect();
                self.step(format!("opcode 0x{opcode:02X}"), words.join(" "), dies);
            }
        }
    }
}

/// WAIT_REG_MEM's FUNCTION (Linux `soc15d.h`).
fn compare_text(function: u32) -> String {
    match function {
        0 => "always".to_owned(),
        1 => "<".to_owned(),
        2 => "<=".to_owned(),
        3 => "==".to_owned(),
        4 => "!=".to_owned(),
        5 => ">=".to_owned(),
        6 => ">".to_owned(),
        f => format!("function {f}"),
    }
}

/// An EVENT_WRITE's event (Mesa `sid.h` `V_028A90_*`) and index.
fn event_text(word: u32) -> String {
    let name = match word & 0x3F {
        0x07 => "CS_PARTIAL_FLUSH".to_owned(),
        0x17 => "PERFCOUNTER_START".to_owned(),
        0x18 => "PERFCOUNTER_STOP".to_owned(),
        0x1B => "PERFCOUNTER_SAMPLE".to_owned(),
        e => format!("event 0x{e:X}"),
    };
    format!("{name} index {}", word >> 8 & 0xF)
}

/// Decodes `words` on a GPU of `dies` dies whose samples, if known, are
/// `samples` (byte address, dwords). Type-2 NOPs are skipped; a packet the
/// parser refuses stops the test.
fn decode(words: &[u32], regs: &Registers, family: Family, dies: u8, samples: Option<(u64, usize)>) -> Program {
    let all_dies = (1u32 << dies) - 1;
    let mut d = Decoder {
        regs,
        family,
        all_dies,
        index: BROADCAST,
        pred: None,
        samples,
        held: BTreeMap::new(),
        program: Program::default(),
    };
    let mut at = 0;
    while at < words.len() {
        if words[at] == TYPE2_NOP {
            at += 1;
            continue;
        }
        let packet = Packets::new(&words[at..]).next().unwrap().unwrap_or_else(|e| panic!("word {at}: {e}"));
        d.packet(at, packet.opcode, packet.payload);
        at += 1 + packet.payload.len();
    }
    if let Some((end, _)) = d.pred {
        assert!(end <= words.len(), "a PRED_EXEC covers {end} words of {}", words.len());
    }
    d.program
}

/// `dies` as `die 0` or `dies 0..7`.
fn dies_text(dies: u32) -> String {
    let list: Vec<u8> = (0..32).filter(|d| dies >> d & 1 == 1).collect();
    if list.len() == 1 { format!("die {}", list[0]) } else { format!("dies {}", ranges(&list)) }
}

/// Numbers as runs: `0..7, 9, 11..15`.
fn ranges(values: &[u8]) -> String {
    let mut out: Vec<String> = Vec::new();
    let mut i = 0;
    while i < values.len() {
        let mut j = i;
        while j + 1 < values.len() && values[j + 1] == values[j] + 1 {
            j += 1;
        }
        out.push(if j == i { values[i].to_string() } else { format!("{}..{}", values[i], values[j]) });
        i = j + 1;
    }
    out.join(", ")
}

/// Optional numbers as runs, `*` for a broadcast.
fn field_text(values: &BTreeSet<Option<u8>>) -> String {
    let numbers: Vec<u8> = values.iter().flatten().copied().collect();
    let mut parts = Vec::new();
    if values.contains(&None) {
        parts.push("*".to_owned());
    }
    if !numbers.is_empty() {
        parts.push(ranges(&numbers));
    }
    parts.join(", ")
}

/// A set of places, compressed: `die 0..7 SE 0..3 SA * INSTANCE 11..15`
/// where it is a product, else one such product per group. The die is left
/// out on a GPU of one die.
fn places_text(places: &BTreeSet<At>, dies: u8) -> String {
    // Group by die: the same places on several dies print once.
    let mut by_rest: BTreeMap<BTreeSet<Index>, BTreeSet<Option<u8>>> = BTreeMap::new();
    let mut per_die: BTreeMap<u8, BTreeSet<Index>> = BTreeMap::new();
    for p in places {
        per_die.entry(p.die).or_default().insert(p.index);
    }
    for (die, rest) in per_die {
        by_rest.entry(rest).or_default().insert(Some(die));
    }
    let mut parts = Vec::new();
    for (rest, dies_of) in by_rest {
        let die = if dies > 1 { format!("die {} ", field_text(&dies_of)) } else { String::new() };
        for product in products_of(&rest) {
            parts.push(format!("{die}{product}"));
        }
    }
    parts.join("; ")
}

/// `indexes` as products of field sets, each `SE .. SA .. INSTANCE ..`.
fn products_of(indexes: &BTreeSet<Index>) -> Vec<String> {
    let fields = |f: fn(&Index) -> Option<u8>, of: &BTreeSet<Index>| of.iter().map(f).collect::<BTreeSet<_>>();
    let text = |of: &BTreeSet<Index>| {
        let (se, sa, inst) = (fields(|i| i.se, of), fields(|i| i.sa, of), fields(|i| i.instance, of));
        (se.len() * sa.len() * inst.len() == of.len())
            .then(|| format!("SE {} SA {} INSTANCE {}", field_text(&se), field_text(&sa), field_text(&inst)))
    };
    if let Some(one) = text(indexes) {
        return vec![one];
    }
    // Not a product: one per (SE, SA).
    let mut groups: BTreeMap<(Option<u8>, Option<u8>), BTreeSet<Index>> = BTreeMap::new();
    for i in indexes {
        groups.entry((i.se, i.sa)).or_default().insert(*i);
    }
    groups.values().map(|g| text(g).unwrap()).collect()
}

/// One difference between the programs: its summary, as the deviations
/// table names it, and what exactly differs.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
struct Difference {
    what: String,
    detail: String,
}

/// A difference of `what`, with `detail` (may be empty).
fn difference(what: String, detail: String) -> Difference {
    Difference { what, detail }
}

/// The differences of the selects: per block, the (register, value) pairs,
/// and the GRBM_GFX_INDEX each was written under.
fn select_differences(label: &str, rig: &Program, aql: &Program, out: &mut Vec<Difference>) {
    let blocks: BTreeSet<&String> = rig.selects.keys().chain(aql.selects.keys()).collect();
    let empty = BTreeMap::new();
    for block in blocks {
        let (r, a) = (rig.selects.get(block).unwrap_or(&empty), aql.selects.get(block).unwrap_or(&empty));
        for (reg, value) in r.keys().chain(a.keys()).collect::<BTreeSet<_>>() {
            let key = (reg.clone(), *value);
            match (r.get(&key), a.get(&key)) {
                (Some(_), None) => out.push(difference(
                    format!("{label} {block}: rig-counter selects {reg}=0x{value:X}, which aqlprofile never writes"),
                    String::new(),
                )),
                (None, Some(_)) => out.push(difference(
                    format!("{label} {block}: aqlprofile selects {reg}=0x{value:X}, which rig-counter never writes"),
                    String::new(),
                )),
                (Some(ri), Some(ai)) if ri != ai => out.push(select_form(label, block, reg, *value, ri, ai)),
                _ => {}
            }
        }
    }
}

/// A select written under different GRBM_GFX_INDEX values: the broadcast
/// form has one summary for every block and GPU, any other form its own.
fn select_form(
    label: &str,
    block: &str,
    reg: &str,
    value: u32,
    rig: &BTreeSet<Written>,
    aql: &BTreeSet<Written>,
) -> Difference {
    let text = |of: &BTreeSet<Written>| {
        let indexes: BTreeSet<Index> = of.iter().map(|(_, i)| *i).collect();
        let dies: BTreeSet<u32> = of.iter().map(|(d, _)| *d).collect();
        let dies: Vec<String> = dies.iter().map(|d| dies_text(*d)).collect();
        format!("{} on {}", products_of(&indexes).join("; "), dies.join(", "))
    };
    let rig_broadcast = rig.iter().all(|(_, i)| *i == BROADCAST);
    let aql_each = aql.iter().all(|(_, i)| i.instance.is_some());
    let detail = format!("{block} {reg}=0x{value:X}: rig-counter at {}; aqlprofile at {}", text(rig), text(aql));
    if rig_broadcast && aql_each && rig.len() == 1 {
        return difference(
            format!("{label}: rig-counter writes each select once, broadcast; aqlprofile once per instance"),
            detail,
        );
    }
    difference(format!("{label} {detail}"), String::new())
}

/// The differences of the reads: per block, the places read and the
/// registers read there. Their summary leaves out the program (the sample
/// and the stop are both compared with aqlprofile's read); the detail names it.
fn read_differences(label: &str, rig: &Program, aql: &Program, dies: u8, out: &mut Vec<Difference>) {
    let blocks: BTreeSet<&String> = rig.reads.keys().chain(aql.reads.keys()).collect();
    let empty = BTreeMap::new();
    for block in blocks {
        let (r, a) = (rig.reads.get(block).unwrap_or(&empty), aql.reads.get(block).unwrap_or(&empty));
        let only = |x: &BTreeMap<At, BTreeSet<String>>, y: &BTreeMap<At, BTreeSet<String>>| {
            x.keys().filter(|p| !y.contains_key(p)).copied().collect::<BTreeSet<At>>()
        };
        for (who, other, places, regs) in
            [("rig-counter", "aqlprofile", only(r, a), r), ("aqlprofile", "rig-counter", only(a, r), a)]
        {
            if places.is_empty() {
                continue;
            }
            let names: BTreeSet<&String> = places.iter().flat_map(|p| &regs[p]).collect();
            let names: Vec<&str> = names.into_iter().map(String::as_str).collect();
            out.push(difference(
                format!("{block}: {who} reads at {}, where {other} reads nothing", places_text(&places, dies)),
                format!("{label}: {who} reads {} there", names.join(", ")),
            ));
        }
        // Both read there, other registers.
        let mut differ: BTreeMap<(&BTreeSet<String>, &BTreeSet<String>), BTreeSet<At>> = BTreeMap::new();
        for (p, rr) in r {
            if let Some(ar) = a.get(p).filter(|ar| *ar != rr) {
                differ.entry((rr, ar)).or_default().insert(*p);
            }
        }
        for ((rr, ar), places) in differ {
            let list = |s: &BTreeSet<String>| s.iter().cloned().collect::<Vec<_>>().join(", ");
            out.push(difference(
                format!(
                    "{block}: at {}, rig-counter reads {} and aqlprofile {}",
                    places_text(&places, dies),
                    list(rr),
                    list(ar)
                ),
                label.to_owned(),
            ));
        }
    }
}

/// A COPY_DATA control's fields (Linux `soc15d.h` and `nvd.h`
/// `PACKET3_COPY_DATA`): the cache fields are CACHE_POLICY before GFX12,
/// TEMPORAL on GFX12.
fn copy_text(control: u32) -> String {
    format!(
        "0x{control:X} (src_sel {}, dst_sel {}, count_sel {}, wr_confirm {}, src cache {}, dst cache {})",
        control & 0xF,
        control >> 8 & 0xF,
        control >> 16 & 1,
        control >> 20 & 1,
        control >> 13 & 3,
        control >> 25 & 3
    )
}

/// The differences of the reads' COPY_DATA controls (the summary leaves out
/// the program, as [`read_differences`]).
fn copy_differences(label: &str, rig: &Program, aql: &Program, out: &mut Vec<Difference>) {
    if rig.copies != aql.copies && !rig.copies.is_empty() && !aql.copies.is_empty() {
        let list = |s: &BTreeSet<u32>| s.iter().map(|c| copy_text(*c)).collect::<Vec<_>>().join(", ");
        out.push(difference(
            format!(
                "reads: rig-counter copies with COPY_DATA {}; aqlprofile with {}",
                list(&rig.copies),
                list(&aql.copies)
            ),
            label.to_owned(),
        ));
    }
}

/// The differences of the other steps: each key's values in order, and the
/// order of the keys on which both agree (with the runs of selects and reads).
fn step_differences(label: &str, rig: &Program, aql: &Program, out: &mut Vec<Difference>) {
    let values = |p: &Program| {
        let mut by: BTreeMap<String, Vec<String>> = BTreeMap::new();
        for (k, v) in p.steps.iter().filter(|(k, _)| !k.starts_with('<')) {
            by.entry(k.clone()).or_default().push(v.clone());
        }
        by
    };
    let (r, a) = (values(rig), values(aql));
    let none = Vec::new();
    let mut agree: BTreeSet<&str> = ["<selects>", "<reads>"].into();
    for key in r.keys().chain(a.keys()).collect::<BTreeSet<_>>() {
        let (rv, av) = (r.get(key).unwrap_or(&none), a.get(key).unwrap_or(&none));
        if rv == av {
            agree.insert(key);
            continue;
        }
        out.push(difference(
            format!("{label} {key}: rig-counter [{}], aqlprofile [{}]", runs(rv), runs(av)),
            String::new(),
        ));
    }
    let order = |p: &Program| {
        let mut keys: Vec<String> = Vec::new();
        for (k, _) in p.steps.iter().filter(|(k, _)| agree.contains(k.as_str())) {
            if !(k.starts_with('<') && keys.last() == Some(k)) {
                keys.push(k.clone());
            }
        }
        keys
    };
    let (ro, ao) = (order(rig), order(aql));
    if ro != ao {
        out.push(difference(
            format!("{label} order: rig-counter [{}], aqlprofile [{}]", ro.join(", "), ao.join(", ")),
            String::new(),
        ));
    }
}

/// Values in order, a run of one value on one die after another (aqlprofile
/// repeats a packet on each die) as `VALUE (die 0..7, one by one)`.
fn runs(values: &[String]) -> String {
    let on_die = |v: &str| {
        let (base, die) = v.rsplit_once(" (die ")?;
        Some((base.to_owned(), die.strip_suffix(')')?.parse::<u8>().ok()?))
    };
    let mut out: Vec<String> = Vec::new();
    let mut i = 0;
    while i < values.len() {
        let Some((base, first)) = on_die(&values[i]) else {
            out.push(values[i].clone());
            i += 1;
            continue;
        };
        let mut last = first;
        while let Some((b, d)) = values.get(i + 1).and_then(|v| on_die(v)) {
            if b != base || d != last + 1 {
                break;
            }
            (last, i) = (d, i + 1);
        }
        let one = if last == first {
            format!("{base} (die {first})")
        } else {
            format!("{base} (die {first}..{last}, one by one)")
        };
        out.push(one);
        i += 1;
    }
    out.join(", ")
}

/// Every difference of one pair of programs.
fn differences(label: &str, rig: &Program, aql: &Program, dies: u8) -> Vec<Difference> {
    let mut out = Vec::new();
    select_differences(label, rig, aql, &mut out);
    read_differences(label, rig, aql, dies, &mut out);
    copy_differences(label, rig, aql, &mut out);
    step_differences(label, rig, aql, &mut out);
    out
}

/// rig-counter's programs of a set: start, sample and stop, and the dwords
/// of their samples.
struct Rig {
    words: [Vec<u32>; 3],
    samples: usize,
}

/// rig-counter's programs for `names` on `gpu`, every WGP active.
fn rig_counter(gpu: &Gpu, names: &[&str]) -> Rig {
    let l = layout(gpu, names).unwrap_or_else(|e| panic!("{names:?}: {e}"));
    let mut started = vec![0; start_words(gpu, &l, FILTER_ADDRESS).unwrap()];
    start(gpu, &l, FILTER_ADDRESS, &mut started).unwrap();
    let masks = vec![all_active(gpu).unwrap(); usize::from(gpu.shader_engines)];
    let write = |p: StopProgram| {
        let mut words = vec![0; p.words()];
        p.write(SAMPLES_ADDRESS, &mut words).unwrap();
        words
    };
    let sampled = write(StopProgram::sample(gpu, &masks, &l).unwrap());
    let stopped = write(StopProgram::new(gpu, &masks, &l).unwrap());
    Rig { words: [started, sampled, stopped], samples: l.bytes() as usize / 4 }
}

/// The product of a set, checked to have the geometry aqlprofile was given.
fn gpu_of(set: &Set) -> Gpu {
    let g = products::find(&set.gpu).unwrap_or_else(|| panic!("no product {}", set.gpu)).gpu;
    let geometry = (
        g.processor().to_string(),
        g.xccs,
        u16::from(g.xccs) * u16::from(g.shader_engines),
        u16::from(g.xccs) * g.compute_units,
        g.shader_arrays,
    );
    let given = (set.gfx.clone(), set.xccs, set.engines_total, set.cus_total, set.arrays_per_engine);
    assert_eq!(geometry, given, "{}: rig-counter's geometry against the agent aqlprofile was given", set.gpu);
    g
}

/// Whether a select written on `dies` under `index` reaches a counter read at `at`.
fn reaches((dies, index): &Written, at: &At) -> bool {
    let field = |select: Option<u8>, read: Option<u8>| select.is_none() || select == read;
    dies >> at.die & 1 == 1
        && field(index.se, at.index.se)
        && field(index.sa, at.index.sa)
        && field(index.instance, at.index.instance)
}

/// The reads of `read` that no select of `start` of their block reaches.
fn unselected(who: &str, start: &Program, read: &Program, dies: u8) -> Vec<Difference> {
    let mut out = Vec::new();
    for (block, places) in &read.reads {
        let selects: Vec<&Written> = start.selects.get(block).into_iter().flat_map(|s| s.values().flatten()).collect();
        let missed: BTreeSet<At> =
            places.keys().filter(|at| !selects.iter().any(|s| reaches(s, at))).copied().collect();
        if !missed.is_empty() {
            out.push(difference(
                format!("{who} reads {block} at {}, which no select of its start reaches", places_text(&missed, dies)),
                String::new(),
            ));
        }
    }
    out
}

/// The blocks a program selects and reads.
fn blocks(p: &Program) -> (BTreeSet<&str>, BTreeSet<&str>) {
    (p.selects.keys().map(String::as_str).collect(), p.reads.keys().map(String::as_str).collect())
}

/// Every difference of a set's programs. Both must select and read every
/// block of the set, so no comparison is empty.
fn set_differences(set: &Set, rig: &Rig) -> Vec<Difference> {
    let g = gpu_of(set);
    let family = g.family().unwrap();
    let regs = Registers::of(&set.gfx);
    let aql = |w: &[u32]| decode(w, &regs, family, g.xccs, None);
    let (read, stop) = (aqlprofile_words(set, "read"), aqlprofile_words(set, "stop"));
    let (aql_start, aql_read, aql_stop) = (aql(&aqlprofile_words(set, "start")), aql(&read), aql(&stop));
    let aql_read_stop = aql(&[read, stop].concat());
    let samples = Some((SAMPLES_ADDRESS, rig.samples));
    let [rig_start, rig_sample, rig_stop] = rig.words.each_ref().map(|w| decode(w, &regs, family, g.xccs, samples));
    let set_blocks: BTreeSet<&str> = set.counters.iter().map(|c| c.1.as_str()).collect();
    for (who, selected, read) in [("rig-counter", &rig_start, &rig_sample), ("aqlprofile", &aql_start, &aql_read)] {
        let both = (set_blocks.clone(), set_blocks.clone());
        assert_eq!((blocks(selected).0, blocks(read).1), both, "{} {}: {who}'s blocks", set.gpu, set.name);
    }
    let mut out = unselected("rig-counter's sample", &rig_start, &rig_sample, g.xccs);
    out.extend(unselected("rig-counter's stop", &rig_start, &rig_stop, g.xccs));
    out.extend(unselected("aqlprofile's read", &aql_start, &aql_read, g.xccs));
    out.extend(differences("start", &rig_start, &aql_start, g.xccs));
    out.extend(differences("sample", &rig_sample, &aql_read, g.xccs));
    if !rig_stop.reads.is_empty() && aql_stop.reads.is_empty() {
        out.push(difference(
            "stop: rig-counter's stop samples and reads, aqlprofile's reads nothing (compared: its read, then its stop)"
                .to_owned(),
            String::new(),
        ));
    }
    out.extend(differences("stop", &rig_stop, &aql_read_stop, g.xccs));
    out
}

/// Whether row `gpus` of the table covers `gpu`.
fn covers(gpus: &str, gpu: &str) -> bool {
    gpus == "*" || gpus.split(' ').any(|g| g == gpu)
}

/// The counter names of a set, in order.
fn names(set: &Set) -> Vec<&str> {
    set.counters.iter().map(|c| c.0.as_str()).collect()
}

/// The differences of `set` with `rig` that no row of [`DEVIATIONS`] names,
/// one line each (a summary met in several programs once), and marks the
/// rows that name one in `used`.
fn unexplained(set: &Set, rig: &Rig, used: &mut [bool]) -> Vec<String> {
    let mut lines: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for d in set_differences(set, rig) {
        match DEVIATIONS.iter().position(|(gpus, what, _)| covers(gpus, &set.gpu) && *what == d.what) {
            Some(row) => used[row] = true,
            None => lines.entry(d.what).or_default().extend((!d.detail.is_empty()).then_some(d.detail)),
        }
    }
    let line = |(what, details): (String, Vec<String>)| {
        let details = if details.is_empty() { String::new() } else { format!("\n      ({})", details.join("; ")) };
        format!("{} set {}: {what}{details}", set.gpu, set.name)
    };
    lines.into_iter().map(line).collect()
}

/// The set of `sets.tsv` on `gpu` named `name`.
fn set_named(gpu: &str, name: &str) -> Set {
    sets().into_iter().find(|s| s.gpu == gpu && s.name == name).unwrap()
}

#[test]
fn rig_counter_programs_are_aqlprofiles_but_for_the_deviations_table() {
    let sets = sets();
    assert_eq!(sets.len(), 47, "every set of sets.tsv");
    let mut used = vec![false; DEVIATIONS.len()];
    let mut lines = Vec::new();
    for set in &sets {
        // A counter of the set that the processor's own definitions lack
        // (aqlprofile took it from a family table) is a difference too; the
        // rest of the set is compared as rig-counter counts it.
        let g = gpu_of(set);
        let catalog = Catalog::of(g.target).unwrap();
        let (kept, lacked): (Vec<&str>, Vec<&str>) = names(set).into_iter().partition(|n| catalog.find(n).is_some());
        for name in lacked {
            let what = format!("counters: rig-counter's catalog of {} has no {name}", g.processor());
            match DEVIATIONS.iter().position(|(gpus, w, _)| covers(gpus, &set.gpu) && *w == what) {
                Some(row) => used[row] = true,
                None => lines.push(format!("{} set {}: {what}", set.gpu, set.name)),
            }
        }
        lines.extend(unexplained(set, &rig_counter(&g, &kept), &mut used));
    }
    let stale: Vec<&str> = DEVIATIONS.iter().zip(&used).filter(|(_, u)| !**u).map(|(d, _)| d.1).collect();
    let mut message = String::new();
    if !lines.is_empty() {
        message += &format!("differences from aqlprofile that no row of DEVIATIONS names:\n  {}\n", lines.join("\n  "));
    }
    if !stale.is_empty() {
        message += &format!("rows of DEVIATIONS that no difference matches:\n  {}\n", stale.join("\n  "));
    }
    assert!(message.is_empty(), "{message}");
}

/// The words of the first packet of `opcode` in `words` (from `last`: the
/// last) that `pick` accepts: its header's index and its length.
fn find_packet(words: &[u32], opcode: u8, last: bool, pick: impl Fn(&[u32]) -> bool) -> (usize, usize) {
    let mut found = Packets::new(words).map(Result::unwrap).filter(|p| p.opcode == opcode && pick(p.payload));
    let p = if last { found.last() } else { found.next() }.unwrap();
    (p.index, 1 + p.payload.len())
}

#[test]
fn a_changed_select_and_a_missing_read_are_differences_no_row_names() {
    let set = set_named("rx7600", "TA");
    let g = gpu_of(&set);
    let mut rig = rig_counter(&g, &names(&set));
    let mut used = vec![false; DEVIATIONS.len()];
    assert_eq!(unexplained(&set, &rig, &mut used), Vec::<String>::new(), "the programs as built");
    // TA_PERFCOUNTER0_SELECT (0xDAC0) counts event 0x10, not TA_TA_BUSY (0xF).
    let (at, _) = find_packet(&rig.words[0], SET_UCONFIG_REG, false, |p| p[0] == 0xDAC0 - UCONFIG_BASE);
    rig.words[0][at + 2] += 1;
    // The sample's last read is left out.
    let (at, len) = find_packet(&rig.words[1], COPY_DATA, true, |_| true);
    rig.words[1].drain(at..at + len);
    assert_eq!(
        unexplained(&set, &rig, &mut used),
        [
            "rx7600 set TA: TA: at SE 1 SA * INSTANCE 15, rig-counter reads TA_PERFCOUNTER0_HI, TA_PERFCOUNTER0_LO, \
             TA_PERFCOUNTER1_LO and aqlprofile TA_PERFCOUNTER0_HI, TA_PERFCOUNTER0_LO, TA_PERFCOUNTER1_HI, \
             TA_PERFCOUNTER1_LO\n      (sample)",
            "rx7600 set TA: start TA: aqlprofile selects TA_PERFCOUNTER0_SELECT=0xF, which rig-counter never writes",
            "rx7600 set TA: start TA: rig-counter selects TA_PERFCOUNTER0_SELECT=0x10, which aqlprofile never writes",
        ]
    );
}

#[test]
fn each_sets_info_txt_names_the_counters_of_sets_tsv() {
    for set in sets() {
        let path = format!("{FIXTURES}/{}/{}/info.txt", set.gpu, set.name);
        let info = std::fs::read_to_string(&path).unwrap();
        assert!(info.starts_with(&format!("gpu={} set={}\n", set.gpu, set.name)), "{path}");
        assert!(info.contains("aqlprofile=ROCm/rocm-systems@1b1610fc2b2ab32af71e6e04e4d4a6a4ae597992 "), "{path}");
        let counter = |l: &str| {
            let f: Vec<&str> = l.split(' ').map(|f| f.split_once('=').unwrap().1).collect();
            (f[0].to_owned(), f[1].to_owned(), f[2].parse().unwrap())
        };
        let counters: Vec<(String, String, u32)> =
            info.lines().filter(|l| l.starts_with("name=")).map(counter).collect();
        assert_eq!(counters, set.counters, "{path}");
    }
}

#[test]
fn docs_aqlprofile_md_holds_the_deviations_table() {
    let doc = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../docs/aqlprofile.md")).unwrap();
    let section = doc.split("\n## ").find(|s| s.starts_with("Deviations")).expect("a section `## Deviations`");
    let rows: Vec<&str> = section.lines().filter(|l| l.starts_with("| ")).skip(1).collect();
    let table: Vec<String> =
        DEVIATIONS.iter().map(|(gpus, what, why)| format!("| {gpus} | `{what}` | {why} |")).collect();
    assert_eq!(rows, table, "docs/aqlprofile.md's table is DEVIATIONS, row by row");
    assert!(DEVIATIONS.iter().all(|(g, w, r)| !format!("{g}{w}{r}").contains(['|', '`'])), "a cell with | or `");
}
