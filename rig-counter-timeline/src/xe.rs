//! Intel xe jobs, phase by phase, on a row per exec queue.
//!
//! The events are Linux's `drivers/gpu/drm/xe/xe_trace.h` (system `xe`):
//! `xe_sched_job_*` (`fence=%p, seqno=%u, [lrc_seqno=%u,] [gt=%u,]
//! guc_id=%d, batch_addr, guc_state, flags, error=%d`, with `dev=%s, ` first
//! since Linux 6.11), `xe_hw_fence_*` (`[dev=%s, ]ctx=0x%016llx, fence=%p,
//! seqno=%u`) and `xe_exec_queue_*` (`[dev=%s, ]%d:0x%x, gt=%d, width=%d,
//! guc_id=%d, ...`: the engine class, the logical instance mask). Where
//! each fires in a job's life (Linux `xe_sched_job.c`, `xe_guc_submit.c`,
//! `xe_hw_fence.c`):
//!
//! - `xe_sched_job_exec`: `xe_sched_job_push`, the exec ioctl handing the
//!   armed job to its drm_sched entity: submitted by userspace;
//! - `xe_sched_job_run`: `guc_exec_queue_run_job`, the scheduler found every
//!   dependency signalled; the job's ring commands go to the GuC;
//! - `xe_hw_fence_signal`: `hw_fence_irq_run_cb`, the engine's interrupt
//!   work found the job's seqno written: the batch completed;
//! - `xe_sched_job_free`: `guc_exec_queue_free_job`, the scheduler done
//!   with the job: retired.
//!
//! No event marks the GPU starting a job (the GuC time-slices exec
//! queues), so, as amdgpu's `hwqueue` rule does, a job starts executing at
//! the later of its run and the previous job of its queue completing.
//! Phases: `deps` (exec to run: waiting for dependencies), `ready` (run to
//! that start: waiting for the GPU), `execute` (to the signal), `retire`
//! (the signal to the free). `execute` includes any time the GuC ran other
//! queues on the engine.
//!
//! A job is the driver's (exec queue, seqno): its events carry the exec
//! queue's `guc_id` and the job's hardware fence (`fence=` and `seqno=`,
//! the same pointer and seqno `xe_hw_fence_signal` prints: the fence is
//! `job->fence` and `struct xe_hw_fence` begins with its `dma_fence`), so a
//! job is keyed by (device, fence, seqno) from its exec to its free. A
//! queue's row is `CLASS INSTANCE qGUC_ID` (`rcs0 q4`, from its last
//! `xe_exec_queue_*` event: class 0 rcs, 1 vcs, 2 vecs, 3 bcs, 4 gsccs,
//! 5 ccs, `xe_hw_engine_types.h`'s `enum xe_engine_class`; the logical
//! instance when the mask has one bit, else the mask), `q4` until one is
//! seen. A non-zero `error`, `xe_sched_job_timedout` and `xe_sched_job_ban`
//! flag the job.

use super::event::Event;
use crate::job::Job;
use std::collections::HashMap;

/// A job between its exec and its free.
#[derive(Clone, Debug, Default)]
struct Open {
    /// Its device (`dev=`), or "".
    dev: String,
    guc_id: u64,
    seqno: u64,
    exec: Option<u64>,
    run: Option<u64>,
    signal: Option<u64>,
    /// When the previous job of its queue completed, as of its signal.
    previous: u64,
    pid: i32,
    comm: String,
    flags: Vec<String>,
}

/// Jobs being assembled from events in timestamp order.
#[derive(Debug, Default)]
pub struct Jobs {
    /// By (device, fence pointer, seqno).
    open: HashMap<(String, u64, u64), Open>,
    /// Each exec queue's row name, by (device, guc_id).
    rows: HashMap<(String, u64), String>,
    /// Each exec queue's last completion, by (device, guc_id).
    last: HashMap<(String, u64), u64>,
    /// The devices xe events named: their drm_sched rows are xe's.
    pub devices: std::collections::BTreeSet<String>,
    /// What the events left unexplained.
    pub notes: super::notes::Notes,
}

/// The engine class names of `enum xe_engine_class` (Linux
/// `xe_hw_engine_types.h`: RENDER, VIDEO_DECODE, VIDEO_ENHANCE, COPY, OTHER,
/// COMPUTE), as the driver names engines.
const CLASSES: [&str; 6] = ["rcs", "vcs", "vecs", "bcs", "gsccs", "ccs"];

/// Whether `ring` is an xe scheduler's name (`xe_exec_queue_assign_name`:
/// a class's name and the queue's guc_id, `ccs17`).
pub fn is_xe_ring(ring: &str) -> bool {
    CLASSES.iter().any(|c| ring.strip_prefix(c).is_some_and(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit())))
}

impl Jobs {
    /// The row of exec queue (`dev`, `guc_id`).
    fn row(&self, dev: &str, guc_id: u64) -> String {
        self.rows.get(&(dev.to_owned(), guc_id)).cloned().unwrap_or_else(|| format!("q{guc_id}"))
    }

    /// Takes one event; returns the job it completes, if any.
    pub fn push(&mut self, e: &Event) -> Option<Job> {
        if !e.name.starts_with("xe_") {
            return None;
        }
        let dev = e.text("dev").unwrap_or_default();
        if !dev.is_empty() {
            self.devices.insert(dev.clone());
        }
        if e.name.starts_with("xe_exec_queue_") {
            let (Some(class), Some(mask), Some(guc_id)) = (e.int("class"), e.int("logical_mask"), e.int("guc_id"))
            else {
                return None;
            };
            let class = CLASSES.get(class as usize).copied().unwrap_or("engine");
            let instance =
                if mask.count_ones() == 1 { mask.trailing_zeros().to_string() } else { format!("[{mask:#x}]") };
            let gt =
                e.int("gt").or_else(|| e.int("gt_id")).filter(|g| *g != 0).map_or(String::new(), |g| format!("gt{g} "));
            self.rows.insert((dev, guc_id), format!("{gt}{class}{instance} q{guc_id}"));
            return None;
        }
        // A fence of (nil): a job not armed yet (Linux 6.11's create).
        let (Some(fence), Some(seqno)) = (e.int("fence"), e.int("seqno")) else { return None };
        let key = (dev.clone(), fence, seqno);
        match e.name.as_str() {
            "xe_sched_job_exec" => {
                let guc_id = e.int("guc_id")?;
                if self.open.get(&key).is_some_and(|j| j.exec.is_some()) {
                    let row = self.row(&dev, guc_id);
                    self.notes.add(format!("{row} seqno {seqno}"), "executed twice; the first is kept");
                    return None;
                }
                let job = self.open.entry(key).or_default();
                *job =
                    Open { dev, guc_id, seqno, exec: Some(e.ts), pid: e.pid, comm: e.comm.clone(), ..Open::default() };
                None
            }
            "xe_sched_job_run" => {
                let guc_id = e.int("guc_id")?;
                if self.open.get(&key).is_some_and(|j| j.run.is_some()) {
                    let row = self.row(&dev, guc_id);
                    self.notes.add(format!("{row} seqno {seqno}"), "ran twice; the first run is kept");
                    return None;
                }
                let job = self.open.entry(key).or_insert_with(|| Open {
                    dev,
                    guc_id,
                    seqno,
                    pid: e.pid,
                    comm: e.comm.clone(),
                    ..Open::default()
                });
                job.run = Some(e.ts);
                flag_error(job, e);
                None
            }
            "xe_hw_fence_signal" => {
                let job = self.open.get_mut(&key)?;
                if job.signal.is_some() {
                    let (guc_id, seqno) = (job.guc_id, job.seqno);
                    let row = self.row(&dev, guc_id);
                    self.notes.add(format!("{row} seqno {seqno}"), "signaled twice; the first is kept");
                    return None;
                }
                job.signal = Some(e.ts);
                let queue = (job.dev.clone(), job.guc_id);
                job.previous = self.last.insert(queue, e.ts).unwrap_or(0);
                None
            }
            "xe_sched_job_set_error" | "xe_sched_job_timedout" | "xe_sched_job_ban" => {
                let job = self.open.get_mut(&key)?;
                flag_error(job, e);
                match e.name.as_str() {
                    "xe_sched_job_timedout" => job.flags.push("timedout".to_owned()),
                    "xe_sched_job_ban" => job.flags.push("banned".to_owned()),
                    _ => {}
                }
                None
            }
            "xe_sched_job_free" => {
                let mut job = self.open.remove(&key)?;
                flag_error(&mut job, e);
                self.finish(job, Some(e.ts))
            }
            _ => None,
        }
    }

    /// The phases of `job`, freed at `free` (none at the trace's end).
    fn finish(&mut self, job: Open, free: Option<u64>) -> Option<Job> {
        let row = self.row(&job.dev, job.guc_id);
        let named = || format!("{row} seqno {}", job.seqno);
        let Some(run) = job.run else {
            self.notes.add(named(), "executed but never ran before it was freed: left out");
            return None;
        };
        let Some(signal) = job.signal else {
            self.notes.add(named(), "ran but its hardware fence never signaled: left out");
            return None;
        };
        if signal < run || job.exec.is_some_and(|x| x > run) {
            self.notes.add(named(), "events out of time order: left out");
            return None;
        }
        // The previous job of its queue completed at or before this
        // signal; the later of that and the run is when it started.
        let start = run.max(job.previous).min(signal);
        let mut phases = Vec::with_capacity(4);
        if let Some(exec) = job.exec {
            phases.push(("deps", exec, run - exec));
        }
        phases.push(("ready", run, start - run));
        phases.push(("execute", start, signal - start));
        if let Some(free) = free.filter(|f| *f >= signal) {
            phases.push(("retire", signal, free - signal));
        }
        let gpu = if job.dev.is_empty() { "xe".to_owned() } else { format!("xe {}", job.dev) };
        let mut args = vec![
            ("ring", row.clone()),
            ("guc_id", job.guc_id.to_string()),
            ("seqno", job.seqno.to_string()),
            ("comm", job.comm),
            ("pid", job.pid.to_string()),
        ];
        if !job.flags.is_empty() {
            args.push(("flags", job.flags.join(" ")));
        }
        Some(Job { gpu, ring: row, phases, args, name: None, counters: Vec::new(), instances: Vec::new(), open: false })
    }

    /// Ends the trace: jobs signaled but not freed complete without
    /// `retire`; the others are named.
    pub fn finish_trace(&mut self) -> (Vec<Job>, Vec<(String, String)>) {
        let mut open: Vec<Open> = self.open.drain().map(|(_, j)| j).collect();
        open.sort_by_key(|j| (j.exec.or(j.run), j.guc_id, j.seqno));
        let (mut done, mut incomplete) = (Vec::new(), Vec::new());
        for job in open {
            if job.signal.is_some() {
                if let Some(j) = self.finish(job, None) {
                    done.push(j);
                }
                continue;
            }
            let row = self.row(&job.dev, job.guc_id);
            let gpu = if job.dev.is_empty() { "xe".to_owned() } else { format!("xe {}", job.dev) };
            let kind = if job.run.is_some() {
                "ran but never signaled before the trace ended"
            } else {
                "submitted but never ran before the trace ended"
            };
            self.notes.add(format!("{row} seqno {}", job.seqno), kind);
            incomplete.push((gpu, row));
        }
        (done, incomplete)
    }
}

/// Flags `job` with `e`'s non-zero `error` (`error=-125`), once.
fn flag_error(job: &mut Open, e: &Event) {
    let error = match e.field("error") {
        Some(super::event::Value::Int(v)) => *v as i64,
        Some(super::event::Value::Str(s)) => s.parse().unwrap_or(0),
        None => 0,
    };
    let flag = format!("error={error}");
    if error != 0 && !job.flags.contains(&flag) {
        job.flags.push(flag);
    }
}
