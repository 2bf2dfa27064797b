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

/// A line of an event a timeline reads that cannot be read: the event's
/// name and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unreadable {
    /// The event's name without its system: `amdgpu_cs_ioctl`.
    pub event: String,
    /// Why: `a timestamp of more than 9 decimals`.
    pub why: &'static str,
}

/// Fields that key a job or request: a value of one that is no number of 0
/// to 2^64 - 1 (`-5`, `zz`) makes the line unreadable rather than a job of
/// no key.
const KEYS: [&str; 3] = ["context", "ctx", "seqno"];

/// One line as an event. `Ok(None)` for a line of neither form (a header,
/// `CPU 0 is empty`) or of an event `keep` refuses (by its name, before its
/// fields are read).
///
/// Errors: [`Unreadable`] for a line that names an event `keep` takes but
/// cannot be read whole: a timestamp of more than 9 decimals or of 2^64 ns
/// or more, a PID that is no i32, a CPU that is no u32, a comm holding
/// ` [`, or a context, ctx or seqno that is negative, too large or no number.
pub fn parse_line(line: &str, keep: impl Fn(&str) -> bool) -> Result<Option<Event>, Unreadable> {
    match read_line(line, &keep) {
        Ok(e) => Ok(e),
        Err(why) => match event_named(line, &keep) {
            Some(event) => Err(Unreadable { event, why }),
            None => Ok(None),
        },
    }
}

/// The event a line that did not read names, if `keep` takes it: the first
/// word after a `]` that ends in `:` and whose last `:`-separated part is
/// a name (letters, digits, `_`) `keep` takes (`i915:i915_request_add:`).
fn event_named(line: &str, keep: &impl Fn(&str) -> bool) -> Option<String> {
    let after = &line[line.find(']')? + 1..];
    after.split_whitespace().filter_map(|w| w.strip_suffix(':')).find_map(|w| {
        let name = w.rsplit(':').next()?;
        let identifier = name.bytes().next().is_some_and(|b| b.is_ascii_alphabetic() || b == b'_')
            && name.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_');
        (identifier && keep(name)).then(|| name.to_owned())
    })
}

/// An event line up to its tracepoint's name: who (`COMM-PID` or `COMM
/// PID`), the CPU, the timestamp's text, the name without its system, and
/// the words after it.
struct Head<'a> {
    who: &'a str,
    cpu: u32,
    ts: &'a str,
    name: &'a str,
    rest: std::str::SplitWhitespace<'a>,
}

/// `line` split as an event line up to its tracepoint's name; `Ok(None)` for
/// a line of neither form.
///
/// Errors: brackets holding no CPU number (a comm holding ` [`), or one
/// above 2^32 - 1.
fn head(line: &str) -> Result<Option<Head<'_>>, &'static str> {
    // The CPU in brackets splits who from when and what.
    let Some(open) = line.find(" [") else { return Ok(None) };
    let Some(close) = line[open..].find(']').map(|c| open + c) else { return Ok(None) };
    let cpu = line[open + 2..close].trim();
    if cpu.is_empty() || !cpu.bytes().all(|b| b.is_ascii_digit()) {
        // A comm holding " [" puts the search here; anything else is no
        // event line.
        return Err("no CPU number in brackets (a comm holding \" [\"?)");
    }
    let cpu: u32 = cpu.parse().map_err(|_| "a CPU number above 2^32 - 1")?;
    let who = line[..open].trim();
    let mut rest = line[close + 1..].split_whitespace();
    let Some(mut ts_token) = rest.next() else { return Ok(None) };
    if !ts_token.ends_with(':') {
        // trace-cmd's flags column (`d..1.`), then the timestamp.
        let Some(t) = rest.next() else { return Ok(None) };
        ts_token = t;
    }
    let Some(ts) = ts_token.strip_suffix(':') else { return Ok(None) };
    let Some(name_token) = rest.next().and_then(|t| t.strip_suffix(':')) else { return Ok(None) };
    // perf script names the system: `i915:i915_request_add`.
    let name = name_token.rsplit(':').next().unwrap_or(name_token);
    Ok(Some(Head { who, cpu, ts, name, rest }))
}

/// The tracepoint an event line of either form names, whichever it is
/// (`sched_switch`), if the line reads as one up to its name with a
/// timestamp in seconds; `None` for any other line (a header, prose).
pub fn tracepoint(line: &str) -> Option<&str> {
    let h = head(line).ok()??;
    seconds_to_ns(h.ts)?;
    Some(h.name)
}

/// [`parse_line`] but for naming the event of a line that fails.
fn read_line(line: &str, keep: &impl Fn(&str) -> bool) -> Result<Option<Event>, &'static str> {
    let Some(Head { who, cpu, ts: ts_text, name, rest }) = head(line)? else { return Ok(None) };
    if !keep(name) {
        return Ok(None);
    }
    let ts = match seconds_to_ns(ts_text) {
        Some(ts) => ts,
        None if ts_text.split_once('.').is_some_and(|(_, f)| f.len() > 9) => {
            return Err("a timestamp of more than 9 decimals");
        }
        None if !ts_text.is_empty() && ts_text.bytes().all(|b| b.is_ascii_digit() || b == b'.') => {
            return Err("a timestamp of 2^64 ns or more");
        }
        None => return Err("no timestamp"),
    };
    let (comm, pid) = match who.rsplit_once(char::is_whitespace) {
        // perf script: `COMM PID` (or `COMM PID/TID`).
        Some((comm, pid))
            if pid.split('/').next().is_some_and(|p| !p.is_empty() && p.bytes().all(|b| b.is_ascii_digit())) =>
        {
            let pid = pid.split('/').next().unwrap_or("").parse().map_err(|_| "a PID above 2^31 - 1")?;
            (comm.trim().to_owned(), pid)
        }
        // trace-cmd: `COMM-PID`, COMM possibly holding dashes.
        _ => {
            let (comm, pid) = who.rsplit_once('-').ok_or("no COMM-PID before the CPU")?;
            if pid.is_empty() || !pid.bytes().all(|b| b.is_ascii_digit()) {
                return Err("no COMM-PID before the CPU");
            }
            (comm.trim().to_owned(), pid.parse().map_err(|_| "a PID above 2^31 - 1")?)
        }
    };
    let mut fields = Vec::new();
    if name == "print" {
        // ftrace's print prints `%ps: %s` (Linux kernel/trace/trace_entries.h,
        // `FTRACE_ENTRY(print, ...)`): the caller's symbol (`tracing_mark_write:`)
        // and the message written, as the fields `ip` and `buf` a `.dat`
        // names; the message is another program's text, not fields.
        let mut words = rest.peekable();
        if let Some(ip) = words.next_if(|w| w.ends_with(':')) {
            fields.push(("ip".to_owned(), Value::Str(ip.trim_end_matches(':').to_owned())));
        }
        fields.push(("buf".to_owned(), Value::Str(words.collect::<Vec<_>>().join(" "))));
        return Ok(Some(Event { ts, cpu, pid, comm, name: name.to_owned(), fields }));
    }
    for word in rest {
        let Some((k, v)) = word.split_once('=') else {
            // xe's exec queue events print the engine class and logical
            // instance mask as `%d:0x%x` (Linux `xe_trace.h`): the fields
            // `class` and `logical_mask`, as a `.dat` names them.
            if let Some((class, mask)) = word.trim_end_matches(',').split_once(":0x")
                && let (Ok(class), Ok(mask)) = (class.parse::<u64>(), u64::from_str_radix(mask, 16))
            {
                fields.push(("class".to_owned(), Value::Int(class)));
                fields.push(("logical_mask".to_owned(), Value::Int(mask)));
            }
            continue;
        };
        let v = v.trim_end_matches(',');
        if k.is_empty() {
            continue;
        }
        let value = parse_int(v).map_or_else(|| Value::Str(v.to_owned()), Value::Int);
        if KEYS.contains(&k) && matches!(value, Value::Str(_)) {
            return Err(if looks_numeric(v) {
                "a context, ctx or seqno that is negative or above 2^64 - 1"
            } else {
                "a context, ctx or seqno that is no number"
            });
        }
        fields.push((k.to_owned(), value));
    }
    Ok(Some(Event { ts, cpu, pid, comm, name: name.to_owned(), fields }))
}

/// Whether `v` is written as a number (`-5`, `18446744073709551616`, `0x1`).
fn looks_numeric(v: &str) -> bool {
    let digits = v.strip_prefix('-').unwrap_or(v);
    match digits.strip_prefix("0x") {
        Some(hex) => !hex.is_empty() && hex.bytes().all(|b| b.is_ascii_hexdigit()),
        // `abc` is no number: hex digits count only after `0x`.
        None => !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()),
    }
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
        .unwrap()
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
        .unwrap()
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
        .unwrap()
        .unwrap();
        assert_eq!(
            (e.name.as_str(), e.pid, e.text("engine").as_deref(), e.int("ctx")),
            ("i915_request_add", 1234, Some("0:0"), Some(5))
        );
        for skipped in ["version = 6", "CPU 0 is empty", "cpus=4", "", "garbage [x] 1.0: a: b"] {
            assert_eq!(parse_line(skipped, crate::event::wanted), Ok(None), "{skipped:?}");
        }
        assert_eq!(seconds_to_ns("1.5"), Some(1_500_000_000));
        assert_eq!(seconds_to_ns("1.1234567891"), None);
    }

    #[test]
    fn lines_of_a_wanted_event_that_do_not_read_say_why() {
        // Issue 26, item 7: each was skipped without a word.
        let wanted = |n: &str| n == "amdgpu_cs_ioctl";
        let why = |line: &str| parse_line(line, wanted).map(|_| ()).map_err(|u| (u.event, u.why));
        let ioctl = |who: &str, cpu: &str, ts: &str, ctx: &str| {
            format!("{who} [{cpu}] {ts}: amdgpu_cs_ioctl: sched_job=1, timeline=gfx, context={ctx}, seqno=7")
        };
        let event = "amdgpu_cs_ioctl".to_owned();
        assert_eq!(why(&ioctl("a-1", "000", "1.000000", "5")), Ok(()));
        assert_eq!(
            why(&ioctl("a-1", "000", "1.0000000001", "5")),
            Err((event.clone(), "a timestamp of more than 9 decimals"))
        );
        assert_eq!(
            why(&ioctl("a-1", "000", "18446744073.709551616", "5")),
            Err((event.clone(), "a timestamp of 2^64 ns or more"))
        );
        assert_eq!(why(&ioctl("a-2147483648", "000", "1.0", "5")), Err((event.clone(), "a PID above 2^31 - 1")));
        assert_eq!(why(&ioctl("a 2147483648", "000", "1.0", "5")), Err((event.clone(), "a PID above 2^31 - 1")));
        assert_eq!(why(&ioctl("a-1", "4294967296", "1.0", "5")), Err((event.clone(), "a CPU number above 2^32 - 1")));
        assert_eq!(
            why(&ioctl("my [app]-1", "000", "1.0", "5")),
            Err((event.clone(), "no CPU number in brackets (a comm holding \" [\"?)"))
        );
        for ctx in ["-5", "18446744073709551616"] {
            assert_eq!(
                why(&ioctl("a-1", "000", "1.0", ctx)),
                Err((event.clone(), "a context, ctx or seqno that is negative or above 2^64 - 1"))
            );
        }
        // Issue 40, round 4, M4: `abc` (hex digits without 0x) was said to be
        // negative or too large.
        for ctx in ["abc", "7.0", "0x"] {
            assert_eq!(
                why(&ioctl("a-1", "000", "1.0", ctx)),
                Err((event.clone(), "a context, ctx or seqno that is no number")),
                "{ctx}"
            );
        }
        // Another event's line, however damaged, is skipped unsaid.
        assert_eq!(why("a-1 [000] 1.0000000001: sched_switch: prev=1"), Ok(()));
    }

    #[test]
    fn an_event_line_names_its_tracepoint_whichever_it_is() {
        // Issue 40, item 19: a trace of other tracepoints only is said so.
        assert_eq!(tracepoint("  a-1 [000] d..1.  1.000001: sched_switch: prev_comm=a"), Some("sched_switch"));
        assert_eq!(tracepoint("a 1 [002] 1.5: sched:sched_wakeup: comm=a"), Some("sched_wakeup"));
        for prose in ["# rig-counter", "see [1] below: here: there", "a-1 [000] soon: x: y", "a-1 [000] 1.0:", ""] {
            assert_eq!(tracepoint(prose), None, "{prose:?}");
        }
    }
}
