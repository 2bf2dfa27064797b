//! `rig-counter-std`: the host side of rig-counter.
//!
//! - [`error`]: errors that own their strings and carry hints ([`Error`]).
//! - [`text`] and [`files`]: names, paths and free text in messages, escaped
//!   and cut, and which files are read (`rig-counter-io`'s, re-exported).
//! - [`hint`]: the nearest real counter name for a name a GPU lacks.
//! - [`aliases`]: the words for caches (L2, L1, L0) and each family's block for them.
//! - [`gpus`]: GPUs by product key or processor name ([`gpus::resolve`]).
//! - [`disasm`]: the PM4 disassembler.
//! - [`program`]: the counting programs as owned words; active WGPs.
//! - [`definitions`]: rocprofiler's derived metrics, built in and loaded.
//! - [`known`]: a GPU's hardware counters, its catalog's and a definitions file's.
//! - [`decode`]: a run's samples decoded, with totals and warnings.
//! - [`plan`]: requests larger than one pass split into the fewest passes.
//! - [`output`]: files written whole or not at all, never over an input.
//! - [`run`]: run descriptions, written beside a stop program and read back.
//! - [`records`]: an agent's records of rotated dispatches, read as rocprofv3's rotated groups.
//! - [`rocprofv3`]: rocprofv3's input files (`pmc:` lines, `jobs`), read and written.
//! - [`marked`]: the run a trace marker names, decoded for a timeline.
//! - [`yaml`]: YAML within a budget, its messages in the file's terms.
//! - [`dispatches`]: metrics of rocprofv3's dispatches, from counters it summed.
//! - [`partition`]: the GPU rocprofv3's dispatches ran on, where its files
//!   give their agent's XCCs and CUs (a partition of the GPU named).
//! - [`cli`]: the `rig-counter` command, runnable in-process ([`cli::run`]).
//!
//! The allocation-free parts (catalog, layouts) are `rig-counter-core`'s,
//! re-exported as [`core`]. GPU request timelines and Intel OA metric sets
//! are `rig-counter-timeline`'s, which the command ([`cli`]) uses.

#![forbid(unsafe_code)]
#![deny(missing_docs)]

pub mod aliases;
pub mod cli;
pub mod decode;
pub mod definitions;
pub mod disasm;
pub mod dispatches;
pub mod error;
pub mod gpus;
pub mod hint;
pub mod kfd;
pub mod known;
pub mod marked;
pub mod metrics;
pub mod output;
pub mod partition;
pub mod plan;
pub mod program;
pub mod records;
pub mod rocprofv3;
pub mod run;
pub mod yaml;

pub use error::Error;
pub use rig_counter_core as core;
pub use rig_counter_io::{files, text};

use rig_counter_core::{Gpu, Layout, Request};

/// The layout of a run of `gpu` counting `names` ([`rig_counter_core::layout()`]),
/// with its errors made owned and, for a name the GPU lacks, a hint
/// ([`hint::unknown_counter`]). A name may be rocprofiler's
/// `accumulate(NAME, HIGH_RES|LOW_RES|NONE)` ([`request`]): the counter, then
/// its accumulator ([`rig_counter_core::Layout::of_requests`]).
///
/// Errors: [`Error::Expression`] for an `accumulate(...)` that is not of that
/// form; [`Error::ListedTwice`], [`Error::UnknownCounter`],
/// [`Error::TooManyOfBlock`], [`Error::TooManyCounters`], [`Error::TooLarge`],
/// [`Error::AccumulateOutsideSq`], [`Error::NoAccumulator`].
pub fn layout<S: AsRef<str>>(gpu: &Gpu, names: &[S]) -> Result<Layout, Error> {
    layout_with(gpu, names, &[])
}

/// [`layout`] where a name one of `defined` carries (a definitions file's
/// hardware counter, [`definitions::Loaded::counters`]) is that counter
/// ([`Layout::with_definitions`]).
///
/// Errors: those of [`layout`], and [`Error::NoSuchBlock`] for a defined
/// counter of a block the GPU lacks.
pub fn layout_with<S: AsRef<str>>(
    gpu: &Gpu,
    names: &[S],
    defined: &[rig_counter_core::Definition],
) -> Result<Layout, Error> {
    let names: Vec<&str> = names.iter().map(AsRef::as_ref).collect();
    if defined.is_empty() && !names.iter().any(|n| is_request(n)) {
        return rig_counter_core::layout(gpu, &names).map_err(|e| Error::from_layout(gpu, e));
    }
    let parsed = names.iter().map(|n| request(n)).collect::<Result<Vec<_>, _>>()?;
    let requests: Vec<Request<'_>> = parsed.iter().map(|(n, r)| Request { name: n, accumulate: *r }).collect();
    Layout::with_definitions(gpu, &requests, defined).map_err(|e| Error::from_layout(gpu, e))
}

/// How a run names a request: `NAME`, or `accumulate(NAME,RESOLUTION)` when
/// it is accumulated in hardware ([`request`] reads it back).
pub fn request_name(name: &str, accumulate: Option<rig_counter_core::Resolution>) -> String {
    match accumulate {
        Some(r) => format!("accumulate({name},{})", r.word()),
        None => name.to_owned(),
    }
}

/// What counter `i` of `counters` (a layout's) counts: its name, or for an
/// accumulator `accumulate(LEVEL,RESOLUTION)` of the counter before it.
pub fn counted_as(counters: &[rig_counter_core::Counter], i: usize) -> String {
    let Some(c) = counters.get(i) else { return String::new() };
    match c.accumulates {
        Some(r) => request_name(i.checked_sub(1).and_then(|p| counters.get(p)).map_or("", |p| p.name), Some(r)),
        None => c.name.to_owned(),
    }
}

/// The names that lay out `layout` again through [`layout`]: each counter's
/// name, a level counter followed by its accumulator as one
/// `accumulate(NAME,RESOLUTION)`.
pub fn names_of<const N: usize>(layout: &Layout<N>) -> Vec<String> {
    let counters = layout.counters();
    let mut out = Vec::with_capacity(counters.len());
    let mut i = 0;
    while let Some(c) = counters.get(i) {
        let accumulate = counters.get(i + 1).and_then(|next| next.accumulates);
        out.push(request_name(c.name, accumulate));
        i += if accumulate.is_some() { 2 } else { 1 };
    }
    out
}

/// Whether `text` is written as `accumulate(...)`.
fn is_request(text: &str) -> bool {
    text.trim_start().strip_prefix("accumulate").is_some_and(|rest| rest.trim_start().starts_with('('))
}

/// The counter a name on the command line asks for: a name as it is, or
/// rocprofiler's `accumulate(NAME, HIGH_RES|LOW_RES|NONE)` as `NAME` and its
/// resolution (`NONE`: none, the plain counter).
///
/// Errors: [`Error::Expression`] if `text` starts as `accumulate(` but does
/// not parse, or accumulates anything but a counter name.
pub fn request(text: &str) -> Result<(String, Option<rig_counter_core::Resolution>), Error> {
    if !is_request(text) {
        return Ok((text.to_owned(), None));
    }
    let fail = |message: String| Error::Expression { expression: text.to_owned(), message };
    let expr = metrics::parse(text).map_err(|e| fail(e.to_string()))?;
    let metrics::Expr::Accumulate { arg, resolution } = expr else {
        return Err(fail("is no accumulate(NAME, HIGH_RES|LOW_RES|NONE)".to_owned()));
    };
    let metrics::Expr::Name(name) = *arg else {
        return Err(fail(format!("accumulate takes a counter name, not {arg}")));
    };
    let hardware = match resolution {
        metrics::Resolution::HighRes => Some(rig_counter_core::Resolution::HighRes),
        metrics::Resolution::LowRes => Some(rig_counter_core::Resolution::LowRes),
        metrics::Resolution::Plain => None,
    };
    Ok((name, hardware))
}
