//! i915 requests, phase by phase, by gpuvis' Intel GPU events page (its
//! wiki, "Intel GPU Events") and IGT's `scripts/trace.pl`, whose formulas
//! these are:
//!
//! - `queue` (submit-delay = submit - queue): waiting on fences and
//!   dependencies before it is runnable;
//! - `ready` (execute-delay = start - submit): runnable, waiting for a slot
//!   on the GPU;
//! - `execute` (duration = notify - start): executing, to the user interrupt;
//! - `ctxsave` (context-complete-delay = end - notify): the user interrupt to
//!   the context's completion.
//!
//! A request is keyed by (ring, ctx, seqno). Before Linux 4.20 the events are
//! `i915_gem_request_add/submit/in/out` with `ring=`, and the notify point is
//! `intel_engine_notify`, keyed by (ring, global seqno); later they are
//! `i915_request_add/submit/in/out` with `engine=class:instance` (or the
//! fields `class` and `instance`), and the notify point is the request's
//! fence: `dma_fence_signaled` with `driver=i915`, keyed by (context, seqno),
//! the request's ctx and seqno (Linux `i915_trace.h` records
//! `rq->fence.context` as `ctx`).
//!
//! The page's pseudo-code, exactly: each add sets `queue[key]` and each
//! submit `submit[key]` (a later one counts), and `in` takes the key's
//! latest of both, so a key used again starts a new request. With no notify
//! by `out`, notify = end and the request is marked `no-notify`; a notify
//! that arrives after `out` is the page's "sanitation loop": execute runs to
//! it and the context-complete delay is negative (`late-notify`,
//! `ctxsave_ns`). A request in but never out when the trace ends keeps its
//! queue and ready phases and executes, `open`, to the trace's last event.
//! What the page says must or must not exist, and does not or does, is a
//! warning naming the request. A request whose events run backwards in time
//! (submitted before it was added, in before it was submitted, out before it
//! went in, or notified before it went in: a text trace out of order, a
//! CPU's clock going back, or a notify left by an earlier request of the
//! key) is left out with the warning `events out of time order`, as xe's and
//! amdgpu's jobs are: its phases would be drawn reordered or of no length.
//! `wait_begin`/`wait_end` make `wait` spans.

use super::event::Event;
use crate::job::Job;
use std::collections::HashMap;

/// (ring, ctx, seqno).
type Key = (String, u64, u64);

/// A request that went in.
#[derive(Clone, Debug)]
struct Request {
    queue: Option<u64>,
    submit: Option<u64>,
    start: u64,
    end: Option<u64>,
    global: Option<u64>,
}

/// Requests being assembled from events in timestamp order.
#[derive(Debug, Default)]
pub struct Requests {
    queue: HashMap<Key, u64>,
    submit: HashMap<Key, u64>,
    db: HashMap<Key, Request>,
    /// Notifies by (ring, global seqno) (old events) or (context, seqno).
    notify: HashMap<(String, u64), u64>,
    waits: HashMap<Key, u64>,
    /// Requests added or submitted that have not gone in (since).
    not_in: std::collections::HashSet<Key>,
    /// Requests out without a notify, by the notify key they wait for.
    awaiting: HashMap<(String, u64), Key>,
    /// The latest timestamp of an event read: where a request still
    /// executing when the trace ends is shown to end.
    last: u64,
    /// Warnings, by kind, each naming its requests.
    pub warnings: super::notes::Notes,
}

/// The ring of an i915 event: `ring=N` (old), `engine=C:I` or the fields
/// `class` and `instance` (new).
fn ring(e: &Event) -> Option<String> {
    let ring = if let Some(r) = e.text("ring") {
        format!("ring {r}")
    } else if let Some(engine) = e.text("engine") {
        format!("engine {engine}")
    } else {
        format!("engine {}:{}", e.int("class")?, e.int("instance")?)
    };
    // A second GPU's rings are its own (`dev=1`): prefixed, its own process.
    Some(match e.int("dev") {
        Some(dev) if dev != 0 => format!("dev {dev}|{ring}"),
        _ => ring,
    })
}

/// The GPU group and row of a ring key: `i915` and `engine 0:0`, or for
/// another device `i915 dev 1` and its row.
fn gpu_and_row(ring: &str) -> (String, String) {
    match ring.split_once('|') {
        Some((dev, row)) => (format!("i915 {dev}"), row.to_owned()),
        None => ("i915".to_owned(), ring.to_owned()),
    }
}

fn key(e: &Event) -> Option<Key> {
    Some((ring(e)?, e.int("ctx")?, e.int("seqno")?))
}

fn named(k: &Key) -> String {
    let (gpu, row) = gpu_and_row(&k.0);
    let on = if gpu == "i915" { String::new() } else { format!("{} ", &gpu[5..]) };
    format!("{on}{row} ctx {} seqno {}", k.1, k.2)
}

impl Requests {
    /// Takes one event; returns the requests and waits it completes.
    pub fn push(&mut self, e: &Event) -> Vec<Job> {
        self.last = self.last.max(e.ts);
        let name = e.name.strip_prefix("i915_gem_request_").or_else(|| e.name.strip_prefix("i915_request_"));
        match (name, e.name.as_str()) {
            // The seed's `queue[key] = s`: a later add counts, and an add of
            // a key whose request went in already (out, awaiting its
            // notify; or reused once it completed) starts the next request.
            (Some("add"), _) => {
                let Some(k) = key(e) else { return vec![] };
                if self.queue.contains_key(&k) && !self.db.contains_key(&k) {
                    self.warnings.add(named(&k), &format!("{} again before it went in; the later add counts", e.name));
                }
                self.not_in.insert(k.clone());
                self.queue.insert(k, e.ts);
            }
            // The seed's `submit[key] = s` ("submit[key] must not exist").
            (Some("submit"), _) => {
                let Some(k) = key(e) else { return vec![] };
                if self.submit.contains_key(&k) && !self.db.contains_key(&k) {
                    self.warnings.add(named(&k), "submitted twice before it went in; the later submit counts");
                }
                if !self.queue.contains_key(&k) {
                    self.warnings.add(named(&k), "submitted but never added");
                }
                self.not_in.insert(k.clone());
                self.submit.insert(k, e.ts);
            }
            (Some("in"), _) => {
                let Some(k) = key(e) else { return vec![] };
                self.not_in.remove(&k);
                let mut done = Vec::new();
                let mut again = false;
                match self.db.get(&k) {
                    // Out already, waiting for its notify: complete as it
                    // was; this in runs it again (its queue and ready were
                    // the first run's).
                    Some(r) if r.end.is_some() => {
                        if let Some(r) = self.db.remove(&k) {
                            done.extend(self.completed(&k, &r, None));
                        }
                        self.awaiting.retain(|_, waiting| *waiting != k);
                        again = true;
                    }
                    // Preempted and resubmitted: trace.pl starts it afresh.
                    Some(_) => self.warnings.add(named(&k), "in again before out; started afresh"),
                    None => {}
                }
                // The seed's `req[submit-delay] = submit[key] - queue[key]`:
                // the key's latest add and submit, also for a request that
                // runs again.
                let (queue, submit) = (self.queue.get(&k).copied(), self.submit.get(&k).copied());
                if !again {
                    if queue.is_none() {
                        self.warnings.add(named(&k), "in but never added");
                    }
                    if submit.is_none() {
                        self.warnings.add(named(&k), "in but never submitted");
                    }
                }
                let global = e.int("global").or_else(|| e.int("global_seqno"));
                self.db.insert(k, Request { queue, submit, start: e.ts, end: None, global });
                return done;
            }
            (Some("out"), _) => {
                let Some(k) = key(e) else { return vec![] };
                let Some(r) = self.db.get_mut(&k) else {
                    self.warnings.add(named(&k), "out but never in");
                    return vec![];
                };
                if r.end.is_some() {
                    self.warnings.add(named(&k), "out twice; the first out is kept");
                    return vec![];
                }
                r.end = Some(e.ts);
                // Its notify: by (ring, global seqno) where the events
                // carry one (intel_engine_notify), else by its fence.
                let mut keys = vec![(format!("ctx {}", k.1), k.2)];
                if let Some(g) = r.global {
                    keys.insert(0, (format!("notify {}", k.0), g));
                }
                for nk in &keys {
                    if let Some(n) = self.notify.remove(nk)
                        && let Some(r) = self.db.remove(&k)
                    {
                        self.forget(&k);
                        return self.completed(&k, &r, Some(n)).into_iter().collect();
                    }
                }
                // No notify yet: it may arrive later (kept until then, or
                // the trace's end).
                for nk in keys {
                    self.awaiting.insert(nk, k.clone());
                }
            }
            (Some("wait_begin"), _) => {
                if let Some(k) = key(e) {
                    self.waits.entry(k).or_insert(e.ts);
                }
            }
            (Some("wait_end"), _) => {
                let Some(k) = key(e) else { return vec![] };
                if let Some(begin) = self.waits.remove(&k) {
                    if e.ts < begin {
                        self.warnings
                            .add(named(&k), "a wait that ended before it began (events out of time order): left out");
                        return vec![];
                    }
                    // A phase of its own: a row of its own beside the ring's.
                    let (gpu, ring) = gpu_and_row(&k.0);
                    return vec![Job {
                        gpu,
                        ring,
                        phases: vec![("wait", begin, e.ts - begin)],
                        args: args(&k),
                        name: None,
                        counters: Vec::new(),
                        instances: Vec::new(),
                        open: false,
                    }];
                }
            }
            (_, "intel_engine_notify") => {
                let (Some(r), Some(seqno)) = (ring(e), e.int("seqno")) else { return vec![] };
                return self.notified((format!("notify {r}"), seqno), e.ts);
            }
            (_, "dma_fence_signaled") if e.text("driver").as_deref() == Some("i915") => {
                let (Some(c), Some(seqno)) = (e.int("context"), e.int("seqno")) else { return vec![] };
                return self.notified((format!("ctx {c}"), seqno), e.ts);
            }
            _ => {}
        }
        vec![]
    }

    /// A notify at `ts`: kept for the request that goes out later, or it
    /// completes the request already out that waited for it.
    fn notified(&mut self, gkey: (String, u64), ts: u64) -> Vec<Job> {
        // Only a request already out completes here; one not out yet
        // takes the notify when it goes out.
        if let Some(k) = self.awaiting.remove(&gkey)
            && self.db.get(&k).is_some_and(|r| r.end.is_some())
            && let Some(r) = self.db.remove(&k)
        {
            self.forget(&k);
            return self.completed(&k, &r, Some(ts)).into_iter().collect();
        }
        self.notify.insert(gkey, ts);
        vec![]
    }

    /// The job of request `k` out at `r.end`, notified at `notify`
    /// ([`complete`]), or `None` with a warning naming it where its events
    /// run backwards in time ([`in_time_order`]).
    fn completed(&mut self, k: &Key, r: &Request, notify: Option<u64>) -> Option<Job> {
        if !in_time_order(r, notify) {
            self.warnings.add(named(k), OUT_OF_ORDER);
            return None;
        }
        Some(complete(k, r, notify))
    }

    /// Forgets a completed request's add and submit: memory holds the open
    /// requests, not the trace's.
    fn forget(&mut self, k: &Key) {
        self.queue.remove(k);
        self.submit.remove(k);
    }

    /// Ends the trace: requests out but never notified complete with
    /// notify = end (`no-notify`); those never out are warned of, and
    /// returned as (group, ring) beside the completed.
    pub fn finish_trace(&mut self) -> (Vec<Job>, Vec<(String, String)>) {
        let mut out = Vec::new();
        let mut incomplete = Vec::new();
        let mut keys: Vec<Key> = self.db.keys().cloned().collect();
        keys.sort();
        for k in keys {
            let Some(r) = self.db.remove(&k) else { continue };
            if r.end.is_some() {
                out.extend(self.completed(&k, &r, None));
            } else if !in_time_order(&r, None) {
                self.warnings.add(named(&k), OUT_OF_ORDER);
            } else {
                // Its queue and ready phases are known; it executes to the
                // trace's end, open (`in` fixed them: the seed's
                // `req[submit-delay]` and `req[execute-delay]`).
                self.warnings.add(named(&k), "in but never out before the trace ended: shown executing to the end");
                let mut job = complete(&k, &Request { end: Some(self.last.max(r.start)), ..r }, None);
                job.phases.retain(|p| p.0 != "ctxsave");
                job.args.retain(|a| a.0 != "flags");
                job.args.push(("flags", "open".to_owned()));
                job.open = true;
                out.push(job);
                incomplete.push(gpu_and_row(&k.0));
            }
        }
        self.awaiting.clear();
        // Added (or submitted) and never in: no phase of it is known but
        // its queue; said, never dropped silently.
        let mut not_in: Vec<Key> = self.not_in.drain().collect();
        not_in.sort();
        for k in not_in {
            self.warnings.add(named(&k), "added but never in before the trace ended: left out");
        }
        let mut waits: Vec<&Key> = self.waits.keys().collect();
        waits.sort();
        for k in waits {
            self.warnings.add(named(k), "a wait that never ended");
        }
        out.sort_by_key(|j| j.phases.first().map_or(0, |p| p.1));
        (out, incomplete)
    }
}

/// The warning of a request whose events run backwards in time (xe's and
/// amdgpu's words).
const OUT_OF_ORDER: &str = "events out of time order: left out";

/// Whether request `r`'s events, in the order of its life, run forward in
/// time: its add (if any) not after its submit (if any), both not after its
/// in, its in not after its out (if out) and `notify` (if any). A notify after
/// out is the seed's sanitation case, in order.
fn in_time_order(r: &Request, notify: Option<u64>) -> bool {
    let before_in = [r.queue, r.submit];
    let queued_before_submit = match (r.queue, r.submit) {
        (Some(q), Some(s)) => q <= s,
        _ => true,
    };
    queued_before_submit
        && before_in.iter().flatten().all(|t| *t <= r.start)
        && [r.end, notify].iter().flatten().all(|t| *t >= r.start)
}

fn args(k: &Key) -> Vec<(&'static str, String)> {
    vec![("ring", gpu_and_row(&k.0).1), ("ctx", k.1.to_string()), ("seqno", k.2.to_string())]
}

/// The phases of request `k` out at `r.end`, notified at `notify` (none:
/// notify = end, `no-notify`). A notify after `end` is the seed's
/// sanitation's: execute runs to it, and the context-complete delay
/// (end - notify) is negative: ctxsave is of no length at the notify, its
/// delay in the argument `ctxsave_ns`, flagged `late-notify`. Its events
/// are in time order ([`in_time_order`]); were they not, its phases would be
/// of no length, never negative.
fn complete(k: &Key, r: &Request, notify: Option<u64>) -> Job {
    let end = r.end.unwrap_or(r.start).max(r.start);
    let notify_at = notify.map_or(end, |n| n.max(r.start));
    let late = notify_at > end;
    let mut phases = Vec::with_capacity(4);
    if let (Some(q), Some(s)) = (r.queue, r.submit) {
        phases.push(("queue", q, s.saturating_sub(q)));
    }
    if let Some(s) = r.submit {
        phases.push(("ready", s, r.start.saturating_sub(s)));
    }
    phases.push(("execute", r.start, notify_at - r.start));
    phases.push(("ctxsave", notify_at, end.saturating_sub(notify_at)));
    let mut a = args(k);
    if notify.is_none() {
        a.push(("flags", "no-notify".to_owned()));
    }
    if late {
        a.push(("flags", "late-notify".to_owned()));
        a.push(("ctxsave_ns", format!("-{}", notify_at - end)));
    }
    let (gpu, ring) = gpu_and_row(&k.0);
    Job { gpu, ring, phases, args: a, name: None, counters: Vec::new(), instances: Vec::new(), open: false }
}
