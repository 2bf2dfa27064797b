//! The counting programs: the VMID filter word, and the PM4 packets that start,
//! sample and stop counting a layout's counters (every block of the catalogs:
//! SQ, GRBM, GL2C, TA on GFX11 and GFX12; SQ, GRBM, TCC, TCA, TA, TD, TCP,
//! SPI, CPC, CPF on gfx942 and gfx950, every die) and store their values as
//! the layout lays them out.
//!
//! A program is checked once, in the documented error order, then written in
//! one pass into the caller's words, whose size it knows beforehand: a refused
//! request, or a buffer too small, leaves the buffer untouched. What does not
//! change between dispatches is prepared once ([`StartProgram`],
//! [`StopProgram`]); a dispatch writes a prepared program or patches the
//! addresses of a copy it already holds. The one-shot [`start`] and [`stop`]
//! are thin wrappers over them.
//!
//! The programs are data-driven: [`sequencing`] holds a family's control
//! registers and values, [`blocks`] each block's select and counter registers,
//! width and addressing, all built in `const` context from the generated
//! registers ([`crate::regs`]).
//!
//! They are for compute queues (MEC): a graphics queue needs more (PAL's
//! universal-queue path waits on GRBMH_SYNC per engine and issues
//! PERFCOUNTER_START/STOP events). A kernel that stores the filter word for
//! `start` must release that store (make it visible) before it ends.
//!
//! On a GPU of several dies (gfx942, gfx950: XCCs) every die's command
//! processor runs the same words. Selects and controls are not predicated, so
//! each die programs, samples and stops its own counters; `stop` and `sample`
//! wrap each die's reads in PRED_EXEC packets selecting that die alone
//! (VIRTUAL_XCC_ID_SELECT `1 << die`), so its values land at that die's place
//! in the layout, the XCC dimension varying slowest. PRED_EXEC works only
//! inside an indirect buffer (tinygrad's `ops_amd.py`: "PACKET3_PRED_EXEC
//! doesn't work in rings, only in IBs"): submit these programs through an
//! INDIRECT_BUFFER packet pointing at their words (rocprofiler submits
//! aqlprofile's through an AQL PM4-IB packet), never copy them into the ring.
//! A GPU of one die (a partition of one XCC) gets no PRED_EXEC. On gfx942 and
//! gfx950 no block counts per WGP, so the masks `stop` and `sample` take only
//! have to describe the GPU's engines: every engine of every die is read.
//!
//! # The state a program leaves for the next
//!
//! A queue agent runs a session's programs in any order a session allows:
//! `start`, any number of `sample`s, `stop`, then `start` of the same or
//! another layout. Each program starts from, and leaves, a documented state:
//!
//! - **GRBM_GFX_INDEX** broadcasts (every engine, array and instance) at every
//!   program boundary. `start` writes it before its selects; `sample` and
//!   `stop` write it back after their reads and before any write meant for
//!   every engine, and on GFX12 also before their SQG flip, so the flip
//!   reaches every engine whatever the queue's other work left selected.
//! - **SQG_PERFCOUNTER_CTRL** (GFX11 and GFX12) holds its start value, CS_EN
//!   with DISABLE_ME1PIPE3_PERF clear, in every engine at every program
//!   boundary. `start` writes it (broadcast), whatever an earlier session
//!   left, as PAL does on both (gfx9PerfExperiment.cpp l.2117-2133,
//!   gfx12PerfExperiment.cpp l.2784-2790). On GFX12, where PAL's
//!   `WriteSqSync` is needed (gfx12PerfExperiment.cpp l.3468-3519), a
//!   `sample` or `stop` that reads SQ counters samples (the latching
//!   CP_PERFMON_CNTL write), then flips DISABLE_ME1PIPE3_PERF to 1 (broadcast),
//!   then for each engine with SQ reads selects it and waits (WAIT_REG_MEM,
//!   equal) until it reads 1 back: a value that differs from what the engine
//!   held at the latching write and was written after it, so the engine's
//!   sample has landed before its reads. After its reads it broadcasts and
//!   writes the start value back, restoring the boundary state, so the next
//!   sample's flip changes the value again. A program reading no SQ counter
//!   neither flips nor restores it. While a sample or stop runs, waves of
//!   compute pipe 3 of MEC 1 are not counted (DISABLE_ME1PIPE3_PERF).
//! - **Counting**: `start` resets and starts; `sample` leaves counting on;
//!   `stop` stops it, clears COMPUTE_PERFCOUNT_ENABLE and clears the filter
//!   (GFX11 and GFX12: SQ_PERFCOUNTER_CTRL2 = 0; gfx942 and gfx950: every
//!   VMID, aqlprofile's value). Run `sample` only between `start` and `stop`:
//!   it writes PERFMON_STATE 1 (count) with PERFMON_SAMPLE_ENABLE, so after a
//!   `stop` it would start the counters again, unreset.
//!
//! # Whose waves count
//!
//! COMPUTE_PERFCOUNT_ENABLE is a register of each queue (its MQD holds it):
//! `start` sets it on the queue that runs it, and no other. SQ counts the
//! waves of queues that have it set, and of those only waves whose VMID the
//! filter word holds (a process's queues share one VMID). The filter is a
//! field of SQ's registers; no public source says it reaches GRBM or the
//! cache and memory blocks (GL2C, TCC, TA, ...), so take their counts as the
//! whole GPU's work meanwhile.
//! - *Dispatch counting* (rocprofiler's per-kernel counting: start right
//!   before one kernel and stop right after it, on the kernel's own queue):
//!   SQ counts that queue's waves of the filtered VMID, and those of the
//!   process's other queues that have COMPUTE_PERFCOUNT_ENABLE set; the other
//!   blocks count everything that runs. For one kernel's counts, run nothing
//!   else meanwhile, as rocprofiler serialises kernels.
//! - *Device counting* (start, samples over time, stop): every queue whose
//!   waves should count needs COMPUTE_PERFCOUNT_ENABLE, which KFD sets on
//!   every queue while a process holds its profiler lock (AMDKFD_IOC_PROFILER;
//!   rocprofiler-sdk's `counters/ioctl.cpp`, `counter_collection_device_lock`,
//!   called from `counters/device_counting.cpp`); the caller takes it, and
//!   stores a filter word holding every VMID to count.
//! - On GFX11 and GFX12 the perfmon clock is gated at the `auto` power level
//!   and every counter reads 0 (ROCm/rocm-systems #5953, PR #9605; tinygrad
//!   counts only at `profile_standard`): set
//!   `power_dpm_force_performance_level` to a profile level first
//!   (`rig_counter_std::kfd::power` says which and how).

pub mod blocks;
mod check;
mod error;
mod filter;
mod limits;
pub mod sequencing;
mod start;
mod stop;
mod wgps;

pub use error::CountingError;
pub use filter::{
    CtrlFilterWord, FilterWord, HW_ID_VM_ID, HW_ID2_VM_ID, HwId, HwId2, SQ_PERFCOUNTER_CTRL_CS_EN,
    SQ_PERFCOUNTER_CTRL_VMID_MASK, SQ_PERFCOUNTER_CTRL2_FORCE_EN, SQ_PERFCOUNTER_CTRL2_VMID_EN, filter,
    filter_of_hw_id, filter_of_hw_id2,
};
pub use limits::MAX_ENGINES;
pub use sequencing::MAX_DIES;
pub use start::{START_MAX_WORDS, StartProgram, start, start_words};
pub use stop::{StopProgram, sample, sample_words, stop, stop_words};
pub use wgps::{all_active, wgp_bit};
