//! Trace text, line by line: `trace-cmd report` and `perf script`.
//!
//! `trace-cmd report` prints `COMM-PID [CPU] FLAGS TIMESTAMP: EVENT: FIELDS`
//! (FLAGS, as `d..1.`, only in newer versions; the timestamp in seconds
//! with 6 or 9 decimals); `perf script` prints `COMM PID [CPU] TIMESTAMP:
//! SYSTEM:EVENT: FIELDS` (what IGT's `scripts/trace.pl` reads). FIELDS are the
//! tracepoint's print format, `name=value` pairs separated by spaces or
//! commas; words without `=` are left out. Lines of neither form (headers,
//! `CPU 0 is empty`) are skipped.

use super::event::{Event, Value, parse_int};

/// `text` (`475.168917`, `2664.817937804`) in nanoseconds.
pub fn seconds_to_ns(text: &str) -> Option<u64> {
    let (whole, frac) = text.split_once('.').unwrap_or((text, ""));
    if whole.is_empty() || !whole.bytes().all(|b| b.is_ascii_digit()) || !frac.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    if frac.len() > 9 {
        return None;
    }
    let ns: u64 = format!("{frac:0<9}").parse().ok()?;
    whole.parse::<u64>().ok()?.checked_mul(1_000_000_000)?.checked_add(ns)
}

/// One line as an event; `None` for a line of neither form or of an event
/// `keep` refuses (by its name, before its fields are read).
pub fn parse_line(line: &str, keep: impl Fn(&str) -> bool) -> Option<Event> {
    // The CPU in brackets splits who from when and what.
    let open = line.find(" [")?;
    let close = open + line[open..].find(']')?;
    let cpu: u32 = line[open + 2..close].trim().parse().ok()?;
    let who = line[..open].trim();
    let mut rest = line[close + 1..].split_whitespace();
    let mut ts_token = rest.next()?;
    if !ts_token.ends_with(':') {
        // trace-cmd's flags column (`d..1.`), then the timestamp.
        ts_token = rest.next()?;
    }
    let ts = seconds_to_ns(ts_token.strip_suffix(':')?)?;
    let name_token = rest.next()?.strip_suffix(':')?;
    // perf script names the system: `i915:i915_request_add`.
    let name = name_token.rsplit(':').next()?;
    if !keep(name) {
        return None;
    }
    let (comm, pid) = match who.rsplit_once(char::is_whitespace) {
        // perf script: `COMM PID` (or `COMM PID/TID`).
        Some((comm, pid)) if pid.split('/').next().is_some_and(|p| p.parse::<i32>().is_ok()) => {
            (comm.trim().to_owned(), pid.split('/').next()?.parse().ok()?)
        }
        // trace-cmd: `COMM-PID`, COMM possibly holding dashes.
        _ => {
            let (comm, pid) = who.rsplit_once('-')?;
            (comm.trim().to_owned(), pid.parse().ok()?)
        }
    };
    let mut fields = Vec::new();
    for word in rest {
        let Some((k, v)) = word.split_once('=') else { continue };
        let v = v.trim_end_matches(',');
        if k.is_empty() {
            continue;
        }
        let value = parse_int(v).map_or_else(|| Value::Str(v.to_owned()), Value::Int);
        fields.push((k.to_owned(), value));
    }
    Some(Event { ts, cpu, pid, comm, name: name.to_owned(), fields })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_forms_read_and_everything_else_is_skipped() {
        // gpuvis' sample line (src/gpuvis.cpp, above calculate_event_durations).
        let e = parse_line(
            "SkinningApp-2837  [003]   475.168917: amdgpu_cs_ioctl:      sched_job=185904, timeline=gfx, \
             context=249, seqno=91446, ring_name=ffff94d7a00d4694, num_ibs=3",
            |_| true,
        )
        .unwrap();
        assert_eq!(
            (e.ts, e.cpu, e.pid, e.comm.as_str(), e.name.as_str()),
            (475_168_917_000, 3, 2837, "SkinningApp", "amdgpu_cs_ioctl")
        );
        assert_eq!(
            (e.int("context"), e.text("timeline").as_deref(), e.int("num_ibs")),
            (Some(249), Some("gfx"), Some(3))
        );
        // Newer trace-cmd, with flags and nanoseconds; a comm with dashes.
        let e = parse_line(
            "  kworker/u16:3-my-app-77  [001] d..1.  2664.817937804: drm_sched_job_done: fence=401:1 signaled",
            |_| true,
        )
        .unwrap();
        assert_eq!(
            (e.ts, e.pid, e.comm.as_str(), e.text("fence").as_deref()),
            (2_664_817_937_804, 77, "kworker/u16:3-my-app", Some("401:1"))
        );
        // perf script, as trace.pl reads it.
        let e = parse_line(
            "   gem_exec 1234 [002]  100.000010: i915:i915_request_add: dev=0, engine=0:0, ctx=5, seqno=10, tail=0",
            |_| true,
        )
        .unwrap();
        assert_eq!(
            (e.name.as_str(), e.pid, e.text("engine").as_deref(), e.int("ctx")),
            ("i915_request_add", 1234, Some("0:0"), Some(5))
        );
        for skipped in ["version = 6", "CPU 0 is empty", "cpus=4", "", "garbage [x] 1.0: a: b"] {
            assert_eq!(parse_line(skipped, |_| true), None, "{skipped:?}");
        }
        assert_eq!(seconds_to_ns("1.5"), Some(1_500_000_000));
        assert_eq!(seconds_to_ns("1.1234567891"), None);
    }
}
