//! Kernel dispatches from a rocpd database rocprofv3 wrote
//! ([`rig_counter_rocprofv3::rocpd`]), as jobs of their own: a row group
//! per agent (`rocprofv3 Agent 1`), a row per queue (`queue 1`), one
//! `kernel` phase from the dispatch's start to its end, named by the
//! kernel's name (a slice of Chrome's and Perfetto's output), its arguments
//! the kernel's name, the dispatch id and, where the database names it, the
//! agent's processor (`processor`, `gfx1201`), and its counters (summed
//! over their dimensions, as rocprofv3 sums them) as the job's counters,
//! with their values one per instance as the job's instances.

use crate::job::{CounterValue, Job};
use std::path::Path;

/// The phase a dispatch is.
pub const PHASE: &str = "kernel";

/// Hands `sink` each dispatch of the rocpd database at `path` that has a
/// start and an end, in the database's order of start; returns the
/// warnings (the database's counter values of no dispatch, dispatches
/// that end before they start) and the dispatches
/// read. `label`, if any, follows each agent's row group
/// (`rocprofv3 Agent 1 (1001_results.db)`): where a timeline shows several
/// databases, whose agents and queues are numbered alike.
///
/// Dispatches are handed over as they are read
/// ([`rig_counter_rocprofv3::rocpd::read_each`]): memory holds one, not the
/// database's.
///
/// Errors: the database's ([`rig_counter_rocprofv3::rocpd::read`]), as a
/// message; `sink` may have had the dispatches read before the row at
/// fault.
pub fn read(path: &Path, label: Option<&str>, sink: &mut impl FnMut(&Job)) -> Result<(Vec<String>, u64), String> {
    // Each dispatch as it is read: memory holds one, never the database's.
    let (mut backwards, mut read) = (0u64, 0u64);
    // The first dispatch that ends before it starts, as a warning names it.
    let mut first_backwards: Option<String> = None;
    let pass = rig_counter_rocprofv3::rocpd::read_each(path, |pass, d| {
        read += 1;
        let (Some(start), Some(end)) = (d.start, d.end) else { return };
        if end < start {
            backwards += 1;
            first_backwards.get_or_insert_with(|| {
                format!(
                    "dispatch {} of {}, {} ns before",
                    d.dispatch_id,
                    rig_counter_io::text::shown(&d.kernel),
                    start - end
                )
            });
            return;
        }
        let mut args = vec![("kernel", d.kernel.to_string()), ("dispatch_id", d.dispatch_id.to_string())];
        if let Some(p) = pass.processor(&d.agent) {
            args.push(("processor", p.to_owned()));
        }
        // The agent's XCCs and CUs, where the database gives them (a
        // partition of a GPU has fewer than the whole).
        if let Some(g) = pass.geometry(&d.agent) {
            args.extend(g.xccs.map(|x| ("num_xcc", x.to_string())));
            args.extend(g.compute_units.map(|c| ("cu_count", c.to_string())));
        }
        sink(&Job {
            gpu: match label {
                Some(label) => format!("rocprofv3 {} ({label})", d.agent),
                None => format!("rocprofv3 {}", d.agent),
            },
            ring: d.queue.map_or_else(|| "queue".to_owned(), |q| format!("queue {q}")),
            phases: vec![(PHASE, start, end - start)],
            name: Some(d.kernel.to_string()),
            args,
            counters: d.counters.into_iter().map(|(name, v)| (name, CounterValue::Number(v))).collect(),
            instances: d.instances,
            open: false,
        });
    })
    .map_err(|e| e.message)?;
    // The reader's notes name the file, which the caller names already.
    let file = format!("{}: ", rig_counter_io::text::shown_path(path));
    let mut warnings: Vec<String> = pass.notes.iter().map(|n| n.strip_prefix(&file).unwrap_or(n).to_owned()).collect();
    if let Some(first) = first_backwards {
        warnings.push(format!("{backwards} dispatch(es) end before they start: left out (the first: {first})"));
    }
    Ok((warnings, read))
}
