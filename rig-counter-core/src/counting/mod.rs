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

pub mod blocks;
mod check;
mod error;
mod filter;
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
pub use sequencing::MAX_DIES;
pub use start::{START_MAX_WORDS, StartProgram, start, start_words};
pub use stop::{MAX_ENGINES, StopProgram, sample, sample_words, stop, stop_words};
pub use wgps::{all_active, wgp_bit};
