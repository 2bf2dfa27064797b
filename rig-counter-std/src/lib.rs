//! `rig-counter-std`: the host side of rig-counter.
//!
//! - [`error`]: errors that own their strings and carry hints ([`Error`]).
//! - [`hint`]: the nearest real counter name for a name a GPU lacks.
//! - [`gpus`]: GPUs by product key or processor name ([`gpus::resolve`]).
//! - [`disasm`]: the PM4 disassembler.
//! - [`program`]: the counting programs as owned words; active WGPs.
//! - [`definitions`]: rocprofiler's derived metrics, built in and loaded.
//! - [`decode`]: a run's samples decoded, with totals and warnings.
//! - [`plan`]: requests larger than one pass split into the fewest passes.
//! - [`cli`]: the `rig-counter` command, runnable in-process ([`cli::run`]).
//!
//! The allocation-free parts (catalog, layouts) are `rig-counter-core`'s,
//! re-exported as [`core`].

#![deny(missing_docs)]

pub mod cli;
pub mod decode;
pub mod definitions;
pub mod disasm;
pub mod error;
pub mod files;
pub mod gpus;
pub mod hint;
pub mod kfd;
pub mod metrics;
pub mod plan;
pub mod program;

pub use error::Error;
pub use rig_counter_core as core;

use rig_counter_core::{Gpu, Layout};

/// The layout of a run of `gpu` counting `names` ([`rig_counter_core::layout()`]),
/// with its errors made owned and, for a name the GPU lacks, a hint
/// ([`hint::unknown_counter`]).
///
/// Errors: [`Error::ListedTwice`], [`Error::UnknownCounter`],
/// [`Error::TooManyOfBlock`], [`Error::TooManyCounters`], [`Error::TooLarge`].
pub fn layout<S: AsRef<str>>(gpu: &Gpu, names: &[S]) -> Result<Layout, Error> {
    let names: Vec<&str> = names.iter().map(AsRef::as_ref).collect();
    rig_counter_core::layout(gpu, &names).map_err(|e| Error::from_layout(gpu, e))
}
