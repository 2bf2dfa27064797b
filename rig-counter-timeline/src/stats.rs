//! Per-ring statistics of a timeline, as IGT's `scripts/trace.pl` prints
//! them for i915 (requests, each phase's mean, busy and idle percentages)
//! and likewise for amdgpu jobs: each phase's mean and median in
//! microseconds, and the share of the ring's span (its first phase's start
//! to its last phase's end) the GPU spent executing (`hw`; `execute` and
//! `ctxsave`), its busy intervals merged where they overlap.

use crate::job::Job;
use serde::Serialize;
use std::collections::BTreeMap;

/// What a ring's jobs took.
#[derive(Clone, Debug, Default)]
struct Ring {
    jobs: usize,
    incomplete: usize,
    phases: BTreeMap<&'static str, Vec<u64>>,
    order: Vec<&'static str>,
    busy: Vec<(u64, u64)>,
    first: Option<u64>,
    last: u64,
}

/// Statistics being gathered.
#[derive(Debug, Default)]
pub struct Stats {
    rings: BTreeMap<(String, String), Ring>,
}

/// One phase's figures.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PhaseStats {
    /// The phase.
    pub phase: &'static str,
    /// Its mean, microseconds.
    pub mean_us: f64,
    /// Its median, microseconds.
    pub median_us: f64,
}

/// One ring's figures.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct RingStats {
    /// The GPU's group: `amdgpu`, `i915`, `drm_sched`.
    pub gpu: String,
    /// The ring.
    pub ring: String,
    /// Jobs (requests) complete on it: the table's `complete` column.
    pub complete: usize,
    /// Jobs seen on it, complete or not when the trace ended.
    pub requests: usize,
    /// Each phase, in the jobs' order.
    pub phases: Vec<PhaseStats>,
    /// Its span: the first phase's start to the last phase's end, microseconds.
    pub span_us: f64,
    /// Percent of the span executing; null for a ring of no complete job
    /// (its span is empty) or of no executing phase (the `i915-perf` row,
    /// whose items are OA reports' stretches, not work).
    pub busy_percent: Option<f64>,
    /// Percent of the span not executing; null likewise.
    pub idle_percent: Option<f64>,
}

fn executing(phase: &str) -> bool {
    matches!(phase, "hw" | "execute" | "ctxsave" | "kernel")
}

impl Stats {
    /// Counts a job of `gpu`'s `ring` the trace ended before it completed.
    pub fn add_incomplete(&mut self, gpu: &str, ring: &str) {
        self.rings.entry((gpu.to_owned(), ring.to_owned())).or_default().incomplete += 1;
    }

    /// Counts `job`.
    pub fn add(&mut self, job: &Job) {
        if job.phases.iter().all(|p| p.0 == "wait") {
            return;
        }
        // An open job's last phase has no end: counted as incomplete (the
        // reader reports it so), its phases in no figure.
        if job.open {
            return;
        }
        let r = self.rings.entry((job.gpu.clone(), job.ring.clone())).or_default();
        r.jobs += 1;
        for &(phase, start, duration) in &job.phases {
            if !r.order.contains(&phase) {
                r.order.push(phase);
            }
            r.phases.entry(phase).or_default().push(duration);
            r.first = Some(r.first.map_or(start, |f| f.min(start)));
            r.last = r.last.max(start + duration);
            if executing(phase) {
                r.busy.push((start, start + duration));
            }
        }
    }

    /// The figures, ring by ring.
    pub fn rings(&self) -> Vec<RingStats> {
        let mut out = Vec::new();
        for ((gpu, ring), r) in &self.rings {
            let phases = r
                .order
                .iter()
                .map(|p| {
                    let mut d = r.phases[p].clone();
                    d.sort_unstable();
                    let mean = d.iter().map(|&x| x as f64).sum::<f64>() / d.len().max(1) as f64;
                    let median = match d.len() {
                        0 => 0.0,
                        n if n % 2 == 1 => d[n / 2] as f64,
                        n => (d[n / 2 - 1] as f64 + d[n / 2] as f64) / 2.0,
                    };
                    PhaseStats { phase: p, mean_us: round(mean / 1000.0), median_us: round(median / 1000.0) }
                })
                .collect();
            let span = r.last.saturating_sub(r.first.unwrap_or(0));
            let busy = merged(&r.busy);
            let busy_percent = // A ring of no executing phase (the i915-perf row: OA reports, not
            // work) has no busy share.
            (span > 0 && !r.busy.is_empty()).then(|| round2(100.0 * busy as f64 / span as f64));
            out.push(RingStats {
                gpu: gpu.clone(),
                ring: ring.clone(),
                complete: r.jobs,
                requests: r.jobs + r.incomplete,
                phases,
                span_us: round(span as f64 / 1000.0),
                busy_percent,
                idle_percent: busy_percent.map(|b| round2(100.0 - b)),
            });
        }
        out
    }
}

/// The total length of `intervals` with overlaps counted once.
fn merged(intervals: &[(u64, u64)]) -> u64 {
    let mut v = intervals.to_vec();
    v.sort_unstable();
    let (mut total, mut cur): (u64, Option<(u64, u64)>) = (0, None);
    for (s, e) in v {
        match cur {
            Some((cs, ce)) if s <= ce => cur = Some((cs, ce.max(e))),
            Some((cs, ce)) => {
                total += ce - cs;
                cur = Some((s, e));
            }
            None => cur = Some((s, e)),
        }
    }
    total + cur.map_or(0, |(s, e)| e - s)
}

/// To three decimals (nanoseconds, in microseconds).
fn round(x: f64) -> f64 {
    (x * 1000.0).round() / 1000.0
}

/// To two decimals (percentages, as trace.pl prints them).
fn round2(x: f64) -> f64 {
    (x * 100.0).round() / 100.0
}
