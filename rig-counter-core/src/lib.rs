//! `rig-counter-core`: AMD GPU performance counters for queue agents, firmware and
//! GPU kernels.
//!
//! `no_std`, no allocation, no panic on any input, no `unsafe`.
//!
//! - [`gpu`]: what a GPU is built of ([`Gpu`]) and the built-in products.
//! - [`catalog`]: rocprofiler's hardware counters per processor, and where each
//!   counter block counts.
//! - [`layout`]: which counter register each requested counter takes and where
//!   its values lie in a run's samples ([`layout()`]).
//!
//! The contract is the specification's module `Counter` (layout, filter, start,
//! stop); names and error messages follow it word for word.
#![no_std]
#![forbid(unsafe_code)]
#![deny(missing_docs)]

pub mod catalog;
pub mod gpu;
pub mod layout;
pub mod regs;

pub use catalog::{Block, CounterDef};
pub use gpu::{Family, GcVersion, Gpu, Processor, Product, Target};
pub use layout::{Counter, Layout, LayoutError, MAX_COUNTERS, layout};
