//! One kernel trace event, as every input form gives it: when, where, which
//! tracepoint, and its fields by name.

/// A field's value: a number where the input holds one, else text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Value {
    /// An integer field (a signed one as its two's-complement bits).
    Int(u64),
    /// A string field, or a text value that is no number.
    Str(String),
}

impl Value {
    /// The value as text: a number in decimal.
    pub fn text(&self) -> String {
        match self {
            Value::Int(v) => v.to_string(),
            Value::Str(s) => s.clone(),
        }
    }
}

/// One event.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Event {
    /// Its timestamp in nanoseconds of the trace's clock.
    pub ts: u64,
    /// The CPU that recorded it.
    pub cpu: u32,
    /// The process (thread) it happened in.
    pub pid: i32,
    /// That process's name, as the trace records it ("" if unknown).
    pub comm: String,
    /// The tracepoint's name without its system: `amdgpu_cs_ioctl`.
    pub name: String,
    /// Its fields, in the tracepoint's order.
    pub fields: Vec<(String, Value)>,
}

impl Event {
    /// Field `name`'s value.
    pub fn field(&self, name: &str) -> Option<&Value> {
        self.fields.iter().find(|(n, _)| n == name).map(|(_, v)| v)
    }

    /// Field `name` as a number: an integer field, or text that reads as a
    /// decimal or 0x-hex number.
    pub fn int(&self, name: &str) -> Option<u64> {
        match self.field(name)? {
            Value::Int(v) => Some(*v),
            Value::Str(s) => parse_int(s),
        }
    }

    /// Field `name` as text.
    pub fn text(&self, name: &str) -> Option<String> {
        self.field(name).map(Value::text)
    }
}

/// `text` as a number: decimal, or hex after `0x`.
pub fn parse_int(text: &str) -> Option<u64> {
    match text.strip_prefix("0x") {
        Some(hex) => u64::from_str_radix(hex, 16).ok(),
        None => text.parse().ok(),
    }
}

/// The tracepoints a timeline reads; a reader may skip every other event
/// unread.
pub const WANTED: [&str; 20] = [
    "amdgpu_cs_ioctl",
    "amdgpu_sched_run_job",
    "dma_fence_signaled",
    "fence_signaled",
    "drm_sched_job_queue",
    "drm_sched_job_run",
    "drm_sched_job_done",
    "i915_gem_request_add",
    "i915_gem_request_submit",
    "i915_gem_request_in",
    "i915_gem_request_out",
    "i915_gem_request_wait_begin",
    "i915_gem_request_wait_end",
    "intel_engine_notify",
    "i915_request_add",
    "i915_request_submit",
    "i915_request_in",
    "i915_request_out",
    "i915_request_wait_begin",
    "i915_request_wait_end",
];

/// The xe tracepoints its reader ([`super::xe`]) takes.
pub const XE_EVENTS: [&str; 10] = [
    "xe_sched_job_exec",
    "xe_sched_job_run",
    "xe_sched_job_free",
    "xe_sched_job_set_error",
    "xe_sched_job_timedout",
    "xe_sched_job_ban",
    "xe_hw_fence_signal",
    "xe_exec_queue_create",
    "xe_exec_queue_submit",
    "xe_exec_queue_register",
];

/// Whether a timeline reads tracepoint `name`.
pub fn wanted(name: &str) -> bool {
    WANTED.contains(&name) || XE_EVENTS.contains(&name) || name == "intel_gpu_freq_change" || name == "print"
}

/// The tracepoints a timeline reads ([`wanted`]), in words for a message:
/// those of one family together (`drm_sched_job_{queue,run,done}`).
pub fn known() -> String {
    const FAMILIES: [&str; 5] =
        ["drm_sched_job_", "i915_gem_request_", "i915_request_", "xe_sched_job_", "xe_exec_queue_"];
    let mut words: Vec<(String, Vec<&str>)> = Vec::new();
    for name in WANTED.iter().chain(&XE_EVENTS).chain(&["intel_gpu_freq_change", "print"]) {
        let (stem, rest) = match FAMILIES.iter().find(|f| name.starts_with(**f)) {
            Some(f) => (f.to_string(), Some(&name[f.len()..])),
            None => (name.to_string(), None),
        };
        match words.iter_mut().find(|(s, _)| *s == stem) {
            Some((_, members)) => members.extend(rest),
            None => words.push((stem, rest.into_iter().collect())),
        }
    }
    let words: Vec<String> = words
        .into_iter()
        .map(|(stem, members)| match members.len() {
            0 => stem,
            1 => format!("{stem}{}", members[0]),
            _ => format!("{stem}{{{}}}", members.join(",")),
        })
        .collect();
    match words.split_last() {
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} and {last}", rest.join(", ")),
        None => String::new(),
    }
}

/// Where tracepoint `name` comes in a request's or job's life, for events
/// of one timestamp (recorded on two CPUs, or printed so in a text trace):
/// queued (an ioctl, a queue, an add, xe's exec, a marker, a wait's begin,
/// anything else) 0, submitted 1, run 2, notified 3, ended (a signal, out,
/// a wait's end) 4, retired (xe's free) 5. A reader takes events of one
/// timestamp in this order.
pub fn stage(name: &str) -> u8 {
    let i915 = name.strip_prefix("i915_gem_request_").or_else(|| name.strip_prefix("i915_request_"));
    match (name, i915) {
        (_, Some("submit")) => 1,
        ("amdgpu_sched_run_job" | "drm_sched_job_run" | "xe_sched_job_run", _) | (_, Some("in")) => 2,
        ("intel_engine_notify", _) => 3,
        ("dma_fence_signaled" | "fence_signaled" | "drm_sched_job_done" | "xe_hw_fence_signal", _)
        | (_, Some("out" | "wait_end")) => 4,
        ("xe_sched_job_free", _) => 5,
        _ => 0,
    }
}

/// Why event `e`, if it is one a timeline keys, keys no job: the key
/// fields it lacks (`without its timeline, context and seqno`), or one that
/// does not read (`whose fence does not read as context:seqno`; an amdgpu
/// ioctl or run_job `with seqno 0, which keys no job`, as gpuvis takes it).
/// Such an event is skipped and said, never taken for another job's.
pub fn missing_key(e: &Event) -> Option<&'static str> {
    let has = |names: &[&str]| names.iter().all(|n| e.field(n).is_some());
    let ints = |names: &[&str]| names.iter().all(|n| e.int(n).is_some());
    let i915 = e.name.strip_prefix("i915_gem_request_").or_else(|| e.name.strip_prefix("i915_request_"));
    let ok = match (e.name.as_str(), i915) {
        ("amdgpu_cs_ioctl" | "amdgpu_sched_run_job" | "dma_fence_signaled" | "fence_signaled", _) => {
            has(&["timeline"]) && ints(&["context", "seqno"])
        }
        ("drm_sched_job_queue" | "drm_sched_job_run" | "drm_sched_job_done", _) => {
            if ints(&["fence_context", "fence_seqno"]) {
                true
            } else if let Some(fence) = e.text("fence") {
                let read =
                    fence.split_once(':').is_some_and(|(c, s)| c.parse::<u64>().is_ok() && s.parse::<u64>().is_ok());
                if !read {
                    return Some("whose fence does not read as context:seqno");
                }
                true
            } else {
                false
            }
        }
        ("intel_engine_notify", _) => has(&["ring"]) && ints(&["seqno"]),
        (_, Some(_)) => ints(&["ctx", "seqno"]) && (has(&["ring"]) || has(&["engine"]) || ints(&["class", "instance"])),
        (name, _) if name.starts_with("xe_sched_job_") => has(&["fence", "seqno", "guc_id"]),
        ("xe_hw_fence_signal", _) => has(&["fence", "seqno"]),
        (name, _) if name.starts_with("xe_exec_queue_") => has(&["class", "logical_mask", "guc_id"]),
        _ => true,
    };
    if ok {
        if matches!(e.name.as_str(), "amdgpu_cs_ioctl" | "amdgpu_sched_run_job") && e.int("seqno") == Some(0) {
            return Some("with seqno 0, which keys no job");
        }
        return None;
    }
    Some(match (e.name.as_str(), i915) {
        ("amdgpu_cs_ioctl" | "amdgpu_sched_run_job" | "dma_fence_signaled" | "fence_signaled", _) => {
            "without its timeline, context and seqno"
        }
        ("drm_sched_job_queue" | "drm_sched_job_run" | "drm_sched_job_done", _) => "without its fence",
        ("intel_engine_notify", _) => "without its ring and seqno",
        (_, Some(_)) => "without its ring or engine, ctx and seqno",
        ("xe_hw_fence_signal", _) => "without its fence and seqno",
        (name, _) if name.starts_with("xe_exec_queue_") => "without its class:mask and guc_id",
        _ => "without its fence, seqno and guc_id",
    })
}
