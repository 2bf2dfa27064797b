//! `rig-counter-core`: AMD GPU performance counters for queue agents, firmware and
//! GPU kernels.
//!
//! `no_std`, no allocation, no panic on any input, no `unsafe`.
//!
//! - [`gpu`]: what a GPU is built of ([`Gpu`]) and the built-in products.
//! - [`catalog`]: rocprofiler's hardware counters per processor, and where each
//!   counter block counts.
//! - [`mod@layout`]: which counter register each requested counter takes and where
//!   its values lie in a run's samples ([`layout()`]).
//! - [`regs`]: the registers of each GC version, generated from the register
//!   headers and checked against Mesa's database.
//! - `plan` (feature `plan`): a request larger than one pass split into the
//!   fewest passes, without allocation.
//! - [`pm4`]: PM4 packets, written into a caller's `&mut [u32]` and read back.
//! - [`samples`]: a run's samples read in place, with coordinates, totals and
//!   rocprofiler's dimensions and instance ids.
//! - [`counting`]: the VMID filter word and the gfx942, gfx950, GFX11 and GFX12 programs that
//!   start, sample and stop counting ([`filter`], [`start`], [`sample`], [`stop`]).
//!
//! The contract of layouts, the filter, start and stop is rig-counter's own
//! (its README shows it): names and error messages are stable, and tests
//! assert them word for word.
#![no_std]
#![forbid(unsafe_code)]
#![deny(missing_docs)]
// Only the error below, not the dead code of a build that has no family.
#![cfg_attr(not(any(feature = "gfx9", feature = "gfx11", feature = "gfx12")), allow(warnings))]

// Without a family the catalog is empty: every layout would be refused at run
// time (`gfx1201 counts no SQ_WAVES`). gfx115 and gfx125 bring gfx11 and gfx12.
#[cfg(not(any(feature = "gfx9", feature = "gfx11", feature = "gfx12")))]
compile_error!(
    "rig-counter-core needs a GPU family feature: gfx9, gfx11, gfx12, gfx115 or gfx125 (the default has all five; \
     with `default-features = false`, name those of your GPUs, e.g. `features = [\"gfx12\"]`)"
);

pub mod catalog;
pub mod counting;
pub mod gpu;
pub mod layout;
#[cfg(feature = "plan")]
pub mod plan;
pub mod pm4;
pub mod regs;
pub mod samples;

pub use catalog::{Block, CounterDef, Definition};
pub use counting::{
    CountingError, filter, filter_of_hw_id, filter_of_hw_id2, sample, sample_words, start, start_words, stop,
    stop_words,
};
pub use gpu::{Family, GcVersion, Gpu, Processor, Product, Target};
pub use layout::{Counter, Layout, LayoutError, MAX_COUNTERS, Request, Resolution, layout};

/// The examples of the crate's README (docs/api.md shows the same), run by
/// `cargo test --doc`; the README is in the package, so they run from it too.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;
