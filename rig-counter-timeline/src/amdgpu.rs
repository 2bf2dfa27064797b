//! amdgpu and drm scheduler jobs, phase by phase, as gpuvis assembles them
//! (mikesart/gpuvis `src/gpuvis.cpp`: `get_event_gfxcontext_str`,
//! `init_new_event`, `calculate_event_durations`).
//!
//! A job is keyed by its timeline (the ring's name: `gfx`, `sdma0`), its
//! fence context and its seqno. `amdgpu_cs_ioctl` queues it,
//! `amdgpu_sched_run_job` hands it to the hardware queue, and the
//! `dma_fence_signaled` (before Linux 4.9 `fence_signaled`) of the same key
//! ends it. The scheduler signals two fences per job: the scheduled one
//! (context - 1) when the job runs, the finished one (the job's own context)
//! when it ends; only the finished one carries the job's key (Linux
//! `drm_sched_fence_init`), so the other is never matched. Phases:
//!
//! - `user`: ioctl to run_job;
//! - `hwqueue`: run_job to the moment the hardware starts it, the later of
//!   run_job and the previous job's signal on the same timeline;
//! - `hw`: that moment to the signal.
//!
//! Linux 6.17's `drm_sched_job_queue`, `drm_sched_job_run` and
//! `drm_sched_job_done` (`gpu_scheduler_trace.h`, `fence=context:seqno`, the
//! finished fence's) give the same three phases for any drm_sched driver,
//! keyed by the fence, queue standing for the ioctl.

use super::event::Event;
use crate::job::Job;
use std::collections::HashMap;

/// A job seen queued or run, not yet signaled.
#[derive(Clone, Debug, Default)]
struct Open {
    queued: Option<u64>,
    run: Option<u64>,
    ring: String,
    pid: i32,
    comm: String,
    context: u64,
    seqno: u64,
    /// A drm_sched job's device (`dev=0000:04:00.0`).
    dev: Option<String>,
}

/// Jobs being assembled from events in timestamp order.
#[derive(Debug, Default)]
pub struct Jobs {
    open: HashMap<(String, u64, u64), Open>,
    /// The last signal on each timeline (gpuvis' `last` fence).
    last: HashMap<String, u64>,
    /// What the events left unexplained, by kind, naming the jobs
    /// ([`super::notes::Notes`]).
    pub notes: super::notes::Notes,
}

/// A job's name in a warning: `gfx ctx 249 seqno 7` (a drm_sched job's
/// ring is its `name=`/`ring=`, its context the fence's).
fn named(open: &Open) -> String {
    format!("{} ctx {} seqno {}", open.ring, open.context, open.seqno)
}

/// The key of an amdgpu event: (timeline, context, seqno); `None` for seqno 0
/// or a missing field (gpuvis' `is_timeline_event`).
fn amd_key(e: &Event) -> Option<(String, u64, u64)> {
    let seqno = e.int("seqno").filter(|s| *s != 0)?;
    Some((e.text("timeline")?, e.int("context")?, seqno))
}

/// The fence of a drm_sched event: its `fence_context` and `fence_seqno`
/// fields (a `.dat`), or its printed `fence=context:seqno` (text).
fn sched_fence(e: &Event) -> Option<(u64, u64)> {
    if let (Some(c), Some(s)) = (e.int("fence_context"), e.int("fence_seqno")) {
        return Some((c, s));
    }
    let text = e.text("fence")?;
    let (c, s) = text.split_once(':')?;
    Some((c.parse().ok()?, s.parse().ok()?))
}

impl Jobs {
    /// Takes one event; returns the job it completes, if any.
    pub fn push(&mut self, e: &Event) -> Option<Job> {
        match e.name.as_str() {
            "amdgpu_cs_ioctl" => {
                let key = amd_key(e)?;
                let open = self.open.entry(key.clone()).or_insert_with(|| Open {
                    ring: key.0.clone(),
                    context: key.1,
                    seqno: key.2,
                    ..Open::default()
                });
                if open.queued.is_some() {
                    let name = named(open);
                    self.notes.add(name, "queued twice under one key; the first is kept");
                    return None;
                }
                // A run_job seen first (one timestamp, another CPU) stays:
                // the ioctl adds its time and its process.
                open.queued = Some(e.ts);
                open.pid = e.pid;
                open.comm = e.comm.clone();
                None
            }
            "amdgpu_sched_run_job" => {
                let key = amd_key(e)?;
                let open = self.open.entry(key.clone()).or_insert_with(|| Open {
                    ring: key.0.clone(),
                    pid: e.pid,
                    comm: e.comm.clone(),
                    context: key.1,
                    seqno: key.2,
                    ..Open::default()
                });
                if open.run.is_some() {
                    let name = named(open);
                    self.notes.add(name, "ran twice; the first run is kept");
                } else {
                    open.run = Some(e.ts);
                }
                None
            }
            "dma_fence_signaled" | "fence_signaled" => {
                let key = amd_key(e)?;
                let open = self.open.remove(&key)?;
                self.finish("amdgpu", open, e.ts)
            }
            "drm_sched_job_queue" | "drm_sched_job_run" => {
                let (context, seqno) = sched_fence(e)?;
                let ring = e.text("name").or_else(|| e.text("ring")).unwrap_or_default();
                let key = (String::new(), context, seqno);
                let open = self.open.entry(key).or_insert_with(|| Open {
                    ring,
                    pid: e.pid,
                    comm: e.comm.clone(),
                    context,
                    seqno,
                    dev: e.text("dev"),
                    ..Open::default()
                });
                if e.name == "drm_sched_job_queue" {
                    open.queued.get_or_insert(e.ts);
                } else {
                    open.run.get_or_insert(e.ts);
                }
                None
            }
            "drm_sched_job_done" => {
                let (context, seqno) = sched_fence(e)?;
                let open = self.open.remove(&(String::new(), context, seqno))?;
                // One process per device.
                let gpu = open.dev.as_ref().map_or_else(|| "drm_sched".to_owned(), |d| format!("drm_sched {d}"));
                self.finish(&gpu, open, e.ts)
            }
            _ => None,
        }
    }

    /// The job `open` signaled at `signal`: its phases, by gpuvis' rule.
    fn finish(&mut self, gpu: &str, open: Open, signal: u64) -> Option<Job> {
        let Some(run) = open.run else {
            // Signaled without running (the scheduled fence never gets
            // here: its key is another context's).
            self.notes.add(named(&open), "signaled but never ran: left out");
            return None;
        };
        if signal < run {
            // Out of time order (a text trace, or a CPU's clock going back).
            self.notes.add(named(&open), "signaled before it ran (events out of time order): left out");
            return None;
        }
        let last = self.last.get(&open.ring).copied().unwrap_or(0);
        let hw_start = run.max(last).min(signal);
        self.last.insert(open.ring.clone(), signal);
        let mut phases = Vec::with_capacity(3);
        match open.queued {
            Some(q) if q <= run => phases.push(("user", q, run - q)),
            Some(_) => self.notes.add(named(&open), "queued after it ran (events out of time order): no user phase"),
            None => {}
        }
        phases.push(("hwqueue", run, hw_start - run));
        phases.push(("hw", hw_start, signal - hw_start));
        Some(Job {
            gpu: gpu.to_owned(),
            ring: open.ring.clone(),
            phases,
            name: None,
            counters: Vec::new(),
            instances: Vec::new(),
            open: false,
            args: vec![
                ("ring", open.ring.clone()),
                ("ctx", open.context.to_string()),
                ("seqno", open.seqno.to_string()),
                ("comm", open.comm),
                ("pid", open.pid.to_string()),
            ],
        })
    }

    /// Ends the trace: notes what never completed, and returns how many jobs
    /// of each (group, ring) did not.
    pub fn finish_trace(&mut self) -> Vec<(String, String)> {
        // A drm_sched job's key has no timeline (its fence alone keys it).
        let incomplete: Vec<(String, String)> = self
            .open
            .iter()
            .map(|(k, o)| {
                let gpu = match (&o.dev, k.0.is_empty()) {
                    (_, false) => "amdgpu".to_owned(),
                    (Some(d), true) => format!("drm_sched {d}"),
                    (None, true) => "drm_sched".to_owned(),
                };
                (gpu, o.ring.clone())
            })
            .collect();
        // In the order they were queued or ran, so the jobs named are the
        // trace's first.
        let mut open: Vec<&Open> = self.open.values().collect();
        open.sort_by_key(|o| (o.queued.or(o.run), o.ring.clone(), o.context, o.seqno));
        for o in open.iter().filter(|o| o.run.is_some()) {
            self.notes.add(named(o), "ran but never signaled before the trace ended");
        }
        for o in open.iter().filter(|o| o.run.is_none()) {
            self.notes.add(named(o), "queued but never ran before the trace ended");
        }
        self.open.clear();
        incomplete
    }
}
