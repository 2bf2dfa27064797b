//! Passes merged per kernel: the `n`-th dispatch of a kernel on an agent in
//! one pass is the `n`-th of that kernel on that agent in every other (each
//! pass is a run of the same program counting other counters; rocprofv3
//! does not merge them), dispatches taken in each pass's order of
//! (process, `Dispatch_Id`). Each pass's counters stay apart: the passes
//! are separate runs, and which pass a metric takes its counters from is
//! the evaluation's choice (rocprofv3 computes a metric within one pass).

use crate::by_name::{ByName, Names};
use crate::dispatch::{Instances, Pass};
use std::collections::BTreeMap;

/// One dispatch of a kernel, with every pass's counters.
#[derive(Clone, Debug, PartialEq)]
pub struct Merged {
    /// The agent, as the passes name it.
    pub agent: String,
    /// The kernel's name.
    pub kernel: std::sync::Arc<str>,
    /// Which of the kernel's dispatches on the agent it is, from 1.
    pub index: usize,
    /// Its `Dispatch_Id` in each pass, `None` in a pass that saw fewer
    /// dispatches of the kernel.
    pub dispatch_ids: Vec<Option<u64>>,
    /// Its queue, start and end (nanoseconds) in the first pass that saw it.
    pub queue: Option<u64>,
    /// See [`Merged::queue`].
    pub start: Option<u64>,
    /// See [`Merged::queue`].
    pub end: Option<u64>,
    /// Each pass's counters of it (summed over their instances), in the
    /// order of the passes: empty in a pass that saw fewer dispatches of the
    /// kernel. Two passes may hold one counter, each with its own run's value.
    /// Every dispatch's names are shared ([`ByName`]).
    pub by_pass: Vec<ByName<f64>>,
    /// Each pass's counters' values one per instance, where its file holds
    /// them so ([`Dispatch::instances`](crate::Dispatch::instances)), in
    /// the order of the passes.
    pub instances_by_pass: Vec<ByName<Instances>>,
}

impl Merged {
    /// Whether any pass holds `name`.
    pub fn holds(&self, name: &str) -> bool {
        self.by_pass.iter().any(|c| c.contains_key(name))
    }
}

/// `passes` merged, in the order the first pass to see each dispatch saw
/// it; and a warning for each kernel the passes saw different numbers of
/// dispatches of (`add on Agent 1: pass 1 saw 3 dispatches, pass 2 saw 2;
/// the 3rd has pass 1's counters alone`), the first
/// [`Capped::MAX`](rig_counter_io::capped::Capped::MAX) of them and a line
/// counting the rest (`2900 more kernel(s) the passes saw unequally often,
/// like those above`).
pub fn merge(passes: Vec<Pass>) -> (Vec<Merged>, Vec<String>) {
    let count = passes.len();
    let mut out: Vec<Merged> = Vec::new();
    // Each (agent, kernel)'s merged dispatches, by index.
    let mut at: BTreeMap<(String, std::sync::Arc<str>), Vec<usize>> = BTreeMap::new();
    let mut counts: BTreeMap<(String, std::sync::Arc<str>), Vec<usize>> = BTreeMap::new();
    // Each counter's name once, shared by every dispatch that holds it.
    let mut names = Names::default();
    for (p, pass) in passes.into_iter().enumerate() {
        // Each pass's dispatches are moved into the merge, the pass freed
        // once merged: memory holds the passes once, not twice.
        let mut dispatches = pass.dispatches;
        dispatches.sort_by_key(|d| (d.process, d.dispatch_id));
        // The first pass sees every dispatch it holds first.
        if p == 0 {
            out.reserve_exact(dispatches.len());
        }
        let mut seen: BTreeMap<(String, std::sync::Arc<str>), usize> = BTreeMap::new();
        for d in dispatches {
            let key = (d.agent.clone(), d.kernel.clone());
            let n = seen.entry(key.clone()).or_default();
            let rows = at.entry(key.clone()).or_default();
            let row = match rows.get(*n) {
                Some(&r) => r,
                None => {
                    out.push(Merged {
                        agent: d.agent.clone(),
                        kernel: d.kernel.clone(),
                        index: *n + 1,
                        dispatch_ids: vec![None; count],
                        queue: d.queue,
                        start: d.start,
                        end: d.end,
                        by_pass: vec![ByName::new(); count],
                        instances_by_pass: vec![ByName::new(); count],
                    });
                    rows.push(out.len() - 1);
                    out.len() - 1
                }
            };
            *n += 1;
            let m = &mut out[row];
            m.dispatch_ids[p] = Some(d.dispatch_id);
            m.by_pass[p].extend(d.counters.into_iter().map(|(n, v)| (names.get(&n), v)));
            m.instances_by_pass[p].extend(d.instances.into_iter().map(|(n, v)| (names.get(&n), v)));
        }
        for (key, n) in seen {
            counts.entry(key).or_insert_with(|| vec![0; count])[p] = n;
        }
    }
    // A warning per kernel: thousands of kernels give a page and a count.
    let mut warnings = rig_counter_io::capped::Capped::new("kernel(s) the passes saw unequally often");
    for ((agent, kernel), n) in counts {
        let (low, high) = (n.iter().min().copied().unwrap_or(0), n.iter().max().copied().unwrap_or(0));
        if low != high {
            let saw: Vec<String> = n.iter().enumerate().map(|(p, c)| format!("pass {} saw {c}", p + 1)).collect();
            let short: Vec<String> =
                n.iter().enumerate().filter(|(_, c)| **c < high).map(|(p, _)| (p + 1).to_string()).collect();
            let lacking = match low {
                0 => format!("every one lacks the counters of pass {}", short.join(", ")),
                _ => format!("those past the {} lack the counters of pass {}", ordinal(low), short.join(", ")),
            };
            warnings.push(format!(
                "{} on {}: {} dispatches; {lacking}",
                rig_counter_io::text::shown(&kernel),
                rig_counter_io::text::shown(&agent),
                saw.join(", "),
            ));
        }
    }
    // In the order the passes saw them: the first pass's order of its
    // dispatches, by time where the file gives it.
    out.sort_by_key(|m| (m.start.is_none(), m.start, first_pass(m)));
    (out, warnings.lines().collect())
}

/// The first pass that saw `m`, and its dispatch id there.
fn first_pass(m: &Merged) -> (usize, u64) {
    m.dispatch_ids.iter().enumerate().find_map(|(p, id)| id.map(|id| (p, id))).unwrap_or((usize::MAX, 0))
}

/// `1st`, `2nd`, `3rd`, `4th`, ..., `11th`, ...; `0th` for none.
fn ordinal(n: usize) -> String {
    let suffix = match (n % 10, n % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}
