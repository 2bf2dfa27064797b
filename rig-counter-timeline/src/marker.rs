//! rig-counter's trace marker: a line a queue agent that counts a job writes
//! to the kernel's `trace_marker` (it becomes an ftrace `print` event), so
//! that `timeline` finds the run's samples and shows its counters on the job.
//!
//! The marker is one line of `name=value` words after `rig-counter:`, which
//! starts the message (a line of another program is none, whatever words
//! it holds); each key at most once:
//!
//! ```text
//! rig-counter: run=RUN.json samples=RUN.bin ring=gfx ctx=249 seqno=91446 metrics=GPU_UTIL,MeanOccupancyPerCU
//! ```
//!
//! - `run`: the run description `rig-counter stop --run` wrote;
//! - `samples`: the samples its stop program stored;
//! - `ctx` and `seqno`: the job's fence context and seqno (amdgpu's
//!   `amdgpu_cs_ioctl` context and seqno; a drm_sched job's
//!   `fence=context:seqno`), and `ring` its ring or timeline (`gfx`,
//!   `gfx_0.0.0`; left out, any ring);
//! - `metrics` (optional): derived metrics to evaluate, comma-separated.
//!
//! Relative paths are taken from the trace file's directory. The agent
//! writes the marker any time before the job's fence signals (the samples are
//! read when `timeline` runs, not when the marker is written); a marker of
//! the signal's very timestamp counts as before it, wherever its line is
//! (events of one timestamp are taken in a job's life's order,
//! [`crate::event::stage`]: recorded on two CPUs, they come in no order a
//! trace can tell).
//!
//! Each marker is matched on its own ([`Pending`]): it goes to the first job
//! of its `ctx` and `seqno` (on its `ring`, if it names one) that completes
//! after it, and a marker of another ring never takes the place of one that
//! matches. Markers of different runs for one job are said, naming each,
//! and the last is used.

use super::event::Event;
use std::collections::{HashMap, HashSet};
use std::path::{Path, PathBuf};

/// The word that starts a marker.
pub const PREFIX: &str = "rig-counter:";

/// The keys a marker gives; another `name=value` word is left alone.
pub const KEYS: [&str; 6] = ["run", "samples", "ring", "ctx", "seqno", "metrics"];

/// A marker read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Marker {
    /// The run description.
    pub run: PathBuf,
    /// The samples.
    pub samples: PathBuf,
    /// The job's ring, if named.
    pub ring: Option<String>,
    /// The job's fence context.
    pub ctx: u64,
    /// The job's seqno.
    pub seqno: u64,
    /// Derived metrics to evaluate.
    pub metrics: Vec<String>,
}

/// The marker a `print` event carries: `None` if it carries none (its
/// message, `buf`, does not start with [`PREFIX`]: another program's line),
/// else the marker or why it does not read. `dir` is the trace file's
/// directory. A `.dat` gives the message as the event's `buf`; trace text
/// as [`crate::text`] reads it into `buf`, after the caller's symbol.
///
/// Errors (the message): a marker giving a key twice (`ring=gfx ...
/// ring=sdma0`: which is meant cannot be told), or one of its [`KEYS`] an
/// empty value (`samples=`: `a rig-counter: marker gives samples= an empty
/// value: ignored`); one without `run=`,
/// `samples=`, `ctx=` or `seqno=`; a `ctx` or `seqno` that is no number
/// (`abc`, `7.0`), negative or above 2^64 - 1.
pub fn of(e: &Event, dir: &Path) -> Option<Result<Marker, String>> {
    let text = e.text("buf")?;
    let words: Vec<(&str, &str)> =
        text.trim_start().strip_prefix(PREFIX)?.split_whitespace().filter_map(|w| w.split_once('=')).collect();
    // A key given twice: which value is meant cannot be told.
    for (i, (k, v)) in words.iter().enumerate() {
        if let Some((_, again)) = words[..i].iter().find(|(n, _)| n == k) {
            let shown = rig_counter_io::text::shown;
            return Some(Err(format!(
                "a {PREFIX} marker gives {}= twice ({} and {}): ignored",
                shown(k),
                shown(again),
                shown(v)
            )));
        }
    }
    // A key of the marker's given no value (`samples=`, `ring=`): a path of
    // no file, a ring of no name; what was meant cannot be told.
    if let Some((k, _)) = words.iter().find(|(k, v)| v.is_empty() && KEYS.contains(k)) {
        return Some(Err(format!("a {PREFIX} marker gives {k}= an empty value: ignored")));
    }
    let get = |k: &str| words.iter().find(|(n, _)| *n == k).map(|(_, v)| *v);
    let path = |k: &str| -> Result<PathBuf, String> {
        let p = Path::new(get(k).ok_or_else(|| format!("a {PREFIX} marker without {k}="))?);
        Ok(if p.is_absolute() { p.to_path_buf() } else { dir.join(p) })
    };
    let number = |k: &str| -> Result<u64, String> {
        let v = get(k).ok_or_else(|| format!("a {PREFIX} marker without {k}="))?;
        super::event::parse_int(v).ok_or_else(|| {
            let digits = v.strip_prefix('-').unwrap_or(v);
            let numeric = match digits.strip_prefix("0x") {
                Some(hex) => !hex.is_empty() && hex.bytes().all(|b| b.is_ascii_hexdigit()),
                None => !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()),
            };
            let why = match (numeric, v.starts_with('-')) {
                (false, _) => "no number",
                (true, true) => "negative",
                (true, false) => "above 2^64 - 1",
            };
            format!("a {PREFIX} marker's {k}={} is {why}", rig_counter_io::text::shown(v))
        })
    };
    Some((|| {
        Ok(Marker {
            run: path("run")?,
            samples: path("samples")?,
            ring: get("ring").map(str::to_owned),
            ctx: number("ctx")?,
            seqno: number("seqno")?,
            metrics: get("metrics")
                .map(|m| m.split(',').filter(|m| !m.is_empty()).map(str::to_owned).collect())
                .unwrap_or_default(),
        })
    })())
}

/// The most markers [`Pending`] holds waiting for their jobs: past it, the
/// oldest waiting is dropped (and counted in a warning). rig-counter's own
/// choice: a marker waits for a job the agent counts while it is in flight,
/// far fewer at once than this, and each marker held costs up to about
/// 1 KiB (its paths, ring and metrics), so the markers held stay within
/// some 64 MiB however many a trace holds that no job takes (500,000 took
/// 659 MB before the bound).
pub const MAX_PENDING: usize = 65_536;

/// A counted run's values, (name, value: a counter's total as a
/// [`CounterValue::Count`], exact; a metric's as a
/// [`CounterValue::Number`]), and notes on what has none.
///
/// [`CounterValue::Count`]: crate::job::CounterValue::Count
/// [`CounterValue::Number`]: crate::job::CounterValue::Number
pub type Counted = (Vec<(String, crate::job::CounterValue)>, Vec<String>);

/// Markers read and waiting for their job, each matched on its own: a job
/// that completes takes every marker of its context and seqno that names its
/// ring or none, and leaves those of other rings waiting. Memory holds the
/// markers not yet taken, at most [`MAX_PENDING`] (a marker written again
/// right after itself is held once), and the first [`crate::notes::SHOWN`]
/// warnings of jobs named by markers of different runs.
#[derive(Debug, Default)]
pub struct Pending {
    /// By the job's (context, seqno).
    by_job: HashMap<(u64, u64), Named>,
    /// Markers pushed so far: the next one's place in the trace.
    next: u64,
    /// Jobs named by markers of different runs: how many.
    conflicts: u64,
    /// Markers held.
    held: usize,
    /// Each marker held, as (context, seqno, place in the trace), oldest
    /// first; also entries of markers taken since, skipped when met and
    /// cleared when they outnumber those held.
    order: std::collections::VecDeque<(u64, u64, u64)>,
    /// Markers dropped as more than [`MAX_PENDING`] waited: how many, and
    /// the first dropped (its time and what it names).
    dropped: u64,
    first_dropped: Option<(u64, String)>,
}

/// The markers waiting for one (context, seqno).
#[derive(Debug, Default)]
struct Named {
    /// By the ring they name (`None`: any ring), each in trace order.
    by_ring: HashMap<Option<String>, Vec<Waiting>>,
    /// The ring of the last job of this (context, seqno) that completed
    /// while they waited.
    passed: Option<String>,
}

/// A marker waiting for its job.
#[derive(Debug)]
struct Waiting {
    marker: Marker,
    /// Its timestamp, nanoseconds of the trace's clock.
    ts: u64,
    /// Its place in the trace ([`Pending::next`]).
    seq: u64,
}

/// A trace's timestamp as trace-cmd report prints it: `10.000005 s`.
fn at(ts: u64) -> String {
    format!("{}.{:06} s", ts / 1_000_000_000, ts % 1_000_000_000 / 1000)
}

impl Pending {
    /// Holds marker `m`, read at `ts` (nanoseconds), for its job. The same
    /// marker again (every word equal) right after itself, no other marker
    /// between, is held once, at its later time.
    /// Past [`MAX_PENDING`] held, the oldest held is dropped
    /// ([`Pending::finish`] says how many).
    pub fn push(&mut self, m: Marker, ts: u64) {
        let seq = self.next;
        self.next += 1;
        let key = (m.ctx, m.seqno);
        let waiting = self.by_job.entry(key).or_default().by_ring.entry(m.ring.clone()).or_default();
        match waiting.last_mut() {
            Some(last) if last.seq + 1 == seq && last.marker == m => (last.ts, last.seq) = (ts, seq),
            _ => {
                waiting.push(Waiting { marker: m, ts, seq });
                self.held += 1;
            }
        }
        self.order.push_back((key.0, key.1, seq));
        while self.held > MAX_PENDING {
            self.drop_oldest();
        }
        if self.order.len() > 2 * MAX_PENDING {
            // Entries of markers taken (or held again later): cleared, in
            // time linear in those cleared.
            let by_job = &self.by_job;
            self.order.retain(|&(ctx, seqno, seq)| {
                by_job.get(&(ctx, seqno)).is_some_and(|n| n.by_ring.values().flatten().any(|w| w.seq == seq))
            });
        }
    }

    /// Drops the oldest marker held, counting it.
    fn drop_oldest(&mut self) {
        while let Some((ctx, seqno, seq)) = self.order.pop_front() {
            let Some(named) = self.by_job.get_mut(&(ctx, seqno)) else { continue };
            let Some((ring, at)) =
                named.by_ring.iter().find_map(|(ring, ws)| Some((ring.clone(), ws.iter().position(|w| w.seq == seq)?)))
            else {
                continue;
            };
            let Some(waiting) = named.by_ring.get_mut(&ring) else { continue };
            let w = waiting.remove(at);
            if waiting.is_empty() {
                named.by_ring.remove(&ring);
            }
            if named.by_ring.is_empty() {
                self.by_job.remove(&(ctx, seqno));
            }
            self.held -= 1;
            self.dropped += 1;
            if self.first_dropped.is_none() {
                self.first_dropped = Some((w.ts, names(&w.marker)));
            }
            return;
        }
    }

    /// The marker of the job on `ring` of fence context `ctx` and `seqno`
    /// that just completed, if one waits for it: the last of those that name
    /// its ring or none, which it takes; markers of other rings keep
    /// waiting. Where those it takes name different runs (run description,
    /// samples or metrics), also the warning that says so (for the first
    /// [`crate::notes::SHOWN`] such jobs; [`Pending::finish`] counts the
    /// rest): `gfx ctx 249 seqno 7 is named by 2 markers of 2 different
    /// runs: at 10.000000 s (samples=a.bin), at 10.000005 s (samples=b.bin);
    /// the last, at 10.000005 s, is used`.
    pub fn take(&mut self, ring: &str, ctx: u64, seqno: u64) -> Option<(Marker, Option<String>)> {
        let named = self.by_job.get_mut(&(ctx, seqno))?;
        let mut found = named.by_ring.remove(&None).unwrap_or_default();
        if let Some(mut on_ring) = named.by_ring.remove(&Some(ring.to_owned())) {
            found.append(&mut on_ring);
            found.sort_by_key(|w| w.seq);
        }
        if named.by_ring.is_empty() {
            self.by_job.remove(&(ctx, seqno));
        } else {
            named.passed = Some(ring.to_owned());
        }
        self.held -= found.len();
        let used = found.pop()?;
        let runs: HashSet<(&PathBuf, &PathBuf, &Vec<String>)> =
            found.iter().chain([&used]).map(|w| (&w.marker.run, &w.marker.samples, &w.marker.metrics)).collect();
        let mut warning = None;
        if runs.len() > 1 {
            self.conflicts += 1;
            if self.conflicts as usize <= crate::notes::SHOWN {
                warning = Some(conflict(ring, ctx, seqno, &found, &used, runs.len()));
            }
        }
        Some((used.marker, warning))
    }

    /// Ends the trace: the warnings of what [`Pending::take`] did not say
    /// (`5 jobs in all are named by markers of different runs ...`), and of
    /// the markers no job took, naming the first (`2 marker(s) name no job
    /// that completed after them in the trace (the first, at 10.000005 s,
    /// names sdma0 ctx 249 seqno 7, and a job of that ctx and seqno completed
    /// on gfx)`).
    pub fn finish(&self) -> Vec<String> {
        let mut warnings = Vec::new();
        if self.conflicts as usize > crate::notes::SHOWN {
            warnings.push(format!(
                "{} jobs in all are named by markers of different runs (the first {} are said above); the last \
                 marker of each is used",
                self.conflicts,
                crate::notes::SHOWN
            ));
        }
        if let Some((ts, names)) = &self.first_dropped {
            warnings.push(format!(
                "{} marker(s) were dropped unmatched, the oldest first, as more than {MAX_PENDING} waited for their \
                 jobs at once (the first dropped, at {}, names {names})",
                self.dropped,
                at(*ts)
            ));
        }
        let left = self.by_job.values().flat_map(|n| n.by_ring.values()).map(Vec::len).sum::<usize>();
        let first = self
            .by_job
            .values()
            .flat_map(|n| n.by_ring.values().flatten().map(move |w| (w, &n.passed)))
            .min_by_key(|(w, _)| w.seq);
        if let Some((w, passed)) = first {
            let names = names(&w.marker);
            let passed = match passed {
                Some(ring) => format!(", and a job of that ctx and seqno completed on {ring}"),
                None => String::new(),
            };
            warnings.push(format!(
                "{left} marker(s) name no job that completed after them in the trace (the first, at {}, names \
                 {names}{passed})",
                at(w.ts)
            ));
        }
        warnings
    }
}

/// The job marker `m` names: `gfx ctx 249 seqno 7`, `ctx 249 seqno 7 (any
/// ring)`.
fn names(m: &Marker) -> String {
    match &m.ring {
        Some(ring) => format!("{} ctx {} seqno {}", rig_counter_io::text::escaped(ring), m.ctx, m.seqno),
        None => format!("ctx {} seqno {} (any ring)", m.ctx, m.seqno),
    }
}

/// The warning that the job on `ring` of `ctx` and `seqno` is named by the
/// markers `others` and `used` (the last), of `runs` different runs: each
/// at its time with its samples, and its run description and metrics where
/// they differ; the first three and the last are named.
fn conflict(ring: &str, ctx: u64, seqno: u64, others: &[Waiting], used: &Waiting, runs: usize) -> String {
    let all: Vec<&Waiting> = others.iter().chain([used]).collect();
    let differ = |f: fn(&Marker) -> String| all.iter().any(|w| f(&w.marker) != f(&used.marker));
    let run_differs = differ(|m| m.run.display().to_string());
    let metrics_differ = differ(|m| m.metrics.join(","));
    let shown = |w: &Waiting| {
        let m = &w.marker;
        let mut words = Vec::new();
        if run_differs {
            words.push(format!("run={}", rig_counter_io::text::shown_path(&m.run)));
        }
        words.push(format!("samples={}", rig_counter_io::text::shown_path(&m.samples)));
        if metrics_differ {
            words.push(match m.metrics.is_empty() {
                true => "no metrics".to_owned(),
                false => format!("metrics={}", rig_counter_io::text::escaped(&m.metrics.join(","))),
            });
        }
        format!("at {} ({})", at(w.ts), words.join(" "))
    };
    let mut listed: Vec<String> = all.iter().take(3.min(all.len() - 1)).map(|w| shown(w)).collect();
    if all.len() > 4 {
        listed.push(format!("{} more", all.len() - 4));
    }
    listed.push(shown(used));
    format!(
        "{ring} ctx {ctx} seqno {seqno} is named by {} markers of {runs} different runs: {}; the last, at {}, is used",
        all.len(),
        listed.join(", "),
        at(used.ts)
    )
}

#[cfg(test)]
mod tests {
    use super::{Marker, Pending};
    use std::path::{Path, PathBuf};

    /// What [`super::of`] makes of a trace-cmd report line printing `message`
    /// as a trace marker, and of a `.dat`'s print event of that message.
    fn read(message: &str) -> Option<Result<Marker, String>> {
        let line = format!("  app-100   [000]    10.000000: print: tracing_mark_write: {message}");
        let e = crate::text::parse_line(&line, |_| true).unwrap().unwrap();
        let of_text = super::of(&e, Path::new("/t"));
        let dat = crate::event::Event {
            fields: vec![
                ("ip".to_owned(), crate::event::Value::Int(0xffff)),
                ("buf".to_owned(), crate::event::Value::Str(format!("{message}\n"))),
            ],
            ..e
        };
        assert_eq!(super::of(&dat, Path::new("/t")), of_text, "{message}");
        of_text
    }

    #[test]
    fn only_a_message_starting_with_rig_counter_is_a_marker() {
        // Issue 40, round 4, M2: text traces took any print line with a run
        // field for a marker, and a seqno=abc of another tool's line made it
        // unreadable.
        let marker = Marker {
            run: PathBuf::from("/t/run.json"),
            samples: PathBuf::from("/t/a.bin"),
            ring: None,
            ctx: 249,
            seqno: 7,
            metrics: Vec::new(),
        };
        assert_eq!(read("rig-counter: run=run.json samples=a.bin ctx=249 seqno=7"), Some(Ok(marker)));
        assert_eq!(read("othertool: run=run.json samples=a.bin ctx=249 seqno=7"), None);
        assert_eq!(read("othertool: rig-counter: run=run.json samples=a.bin ctx=249 seqno=7"), None);
        assert_eq!(read("hello run=5 world"), None);
        assert_eq!(read("mytool: seqno=abc"), None);
        // A marker without run= is said as one without samples= is.
        assert_eq!(
            read("rig-counter: samples=a.bin ring=gfx ctx=249 seqno=7"),
            Some(Err("a rig-counter: marker without run=".to_owned()))
        );
    }

    #[test]
    fn a_key_given_twice_is_said_and_the_marker_ignored() {
        // Issue 40, round 4, M3: the first value was used silently.
        let base = "run=run.json samples=a.bin ring=gfx ctx=249 seqno=7 metrics=GPU_UTIL";
        for (again, first, second) in [
            ("ring=sdma0", "gfx", "sdma0"),
            ("samples=b.bin", "a.bin", "b.bin"),
            ("run=run2.json", "run.json", "run2.json"),
            ("metrics=X", "GPU_UTIL", "X"),
            ("seqno=abc", "7", "abc"),
        ] {
            let key = again.split('=').next().unwrap();
            assert_eq!(
                read(&format!("rig-counter: {base} {again}")),
                Some(Err(format!("a rig-counter: marker gives {key}= twice ({first} and {second}): ignored")))
            );
        }
    }

    #[test]
    fn a_key_given_no_value_is_said_and_the_marker_ignored() {
        // Break test 5 (B5c): `samples=` was the trace's directory, `ring=`
        // a ring of no name; every key of the marker alike. A word of
        // another key is left alone, empty or not.
        let base = ["run=run.json", "samples=a.bin", "ring=gfx", "ctx=249", "seqno=7", "metrics=GPU_UTIL"];
        for key in super::KEYS {
            let words: Vec<String> = base
                .iter()
                .map(|w| if w.starts_with(&format!("{key}=")) { format!("{key}=") } else { w.to_string() })
                .collect();
            assert_eq!(
                read(&format!("rig-counter: {}", words.join(" "))),
                Some(Err(format!("a rig-counter: marker gives {key}= an empty value: ignored"))),
                "{key}"
            );
        }
        let other = read(&format!("rig-counter: {} note=", base.join(" ")));
        assert_eq!(other.map(|m| m.map(|m| m.metrics)), Some(Ok(vec!["GPU_UTIL".to_owned()])));
    }

    #[test]
    fn a_ctx_or_seqno_of_no_digits_is_no_number() {
        // Issue 40, round 4, M4: seqno=abc was said to be negative or above
        // 2^64 - 1.
        let said = |v: &str| match read(&format!("rig-counter: run=r samples=s ctx=249 seqno={v}")) {
            Some(Err(why)) => why,
            other => panic!("{other:?}"),
        };
        assert_eq!(said("abc"), "a rig-counter: marker's seqno=abc is no number");
        assert_eq!(said("7.0"), "a rig-counter: marker's seqno=7.0 is no number");
        assert_eq!(said("-5"), "a rig-counter: marker's seqno=-5 is negative");
        assert_eq!(
            said("18446744073709551616"),
            "a rig-counter: marker's seqno=18446744073709551616 is above 2^64 - 1"
        );
        assert_eq!(said("0x1ffffffffffffffff"), "a rig-counter: marker's seqno=0x1ffffffffffffffff is above 2^64 - 1");
    }

    /// A marker of ctx 249 seqno 7 naming `samples` of run.json, on `ring`.
    fn marker(samples: &str, ring: Option<&str>) -> Marker {
        Marker {
            run: PathBuf::from("run.json"),
            samples: PathBuf::from(samples),
            ring: ring.map(str::to_owned),
            ctx: 249,
            seqno: 7,
            metrics: Vec::new(),
        }
    }

    #[test]
    fn markers_of_different_runs_for_one_job_are_said_and_the_last_is_used() {
        // Round 3 of issue 40, B1: the last won silently.
        let mut p = Pending::default();
        p.push(marker("a.bin", Some("gfx")), 10_000_000_000);
        p.push(marker("b.bin", Some("gfx")), 10_000_005_000);
        let (m, warning) = p.take("gfx", 249, 7).unwrap();
        assert_eq!(m, marker("b.bin", Some("gfx")));
        assert_eq!(
            warning.as_deref(),
            Some(
                "gfx ctx 249 seqno 7 is named by 2 markers of 2 different runs: at 10.000000 s (samples=a.bin), at \
                 10.000005 s (samples=b.bin); the last, at 10.000005 s, is used"
            )
        );
        assert_eq!(p.finish(), Vec::<String>::new());
        // Both taken: a job of the same key later gets none.
        assert_eq!(p.take("gfx", 249, 7), None);
    }

    #[test]
    fn a_marker_of_another_ring_never_replaces_the_one_that_matches() {
        // Round 3 of issue 40, B2: the sdma0 marker replaced the gfx one, and
        // the gfx job got nothing.
        let mut p = Pending::default();
        p.push(marker("a.bin", Some("gfx")), 10_000_000_000);
        p.push(marker("b.bin", Some("sdma0")), 10_000_005_000);
        assert_eq!(p.take("gfx", 249, 7), Some((marker("a.bin", Some("gfx")), None)));
        assert_eq!(
            p.finish(),
            ["1 marker(s) name no job that completed after them in the trace (the first, at 10.000005 s, names sdma0 \
                 ctx 249 seqno 7, and a job of that ctx and seqno completed on gfx)"]
        );
        // Two jobs of one ctx and seqno on two rings: each takes its own.
        assert_eq!(p.take("sdma0", 249, 7), Some((marker("b.bin", Some("sdma0")), None)));
        assert_eq!(p.finish(), Vec::<String>::new());
    }

    #[test]
    fn the_same_marker_again_or_one_of_any_ring_naming_the_same_run_is_no_conflict() {
        let mut p = Pending::default();
        for ts in [1, 2, 3] {
            p.push(marker("a.bin", Some("gfx")), ts);
        }
        p.push(marker("a.bin", None), 4);
        assert_eq!(p.take("gfx", 249, 7), Some((marker("a.bin", None), None)));
        assert_eq!(p.finish(), Vec::<String>::new());
    }

    #[test]
    fn a_run_named_again_after_another_is_the_last_and_each_marker_is_listed() {
        let mut p = Pending::default();
        p.push(marker("a.bin", Some("gfx")), 10_000_000_000);
        p.push(marker("b.bin", None), 10_000_001_000);
        p.push(marker("a.bin", Some("gfx")), 10_000_002_000);
        let (m, warning) = p.take("gfx", 249, 7).unwrap();
        assert_eq!(m, marker("a.bin", Some("gfx")));
        assert_eq!(
            warning.as_deref(),
            Some(
                "gfx ctx 249 seqno 7 is named by 3 markers of 2 different runs: at 10.000000 s (samples=a.bin), at \
                 10.000001 s (samples=b.bin), at 10.000002 s (samples=a.bin); the last, at 10.000002 s, is used"
            )
        );
    }

    #[test]
    fn markers_differing_in_run_or_metrics_show_them_and_many_are_cut() {
        let mut p = Pending::default();
        let mut other = marker("a.bin", Some("gfx"));
        other.run = PathBuf::from("other.json");
        other.metrics = vec!["GPU_UTIL".to_owned()];
        p.push(marker("a.bin", Some("gfx")), 1_000);
        p.push(other, 2_000);
        let (_, warning) = p.take("gfx", 249, 7).unwrap();
        assert_eq!(
            warning.as_deref(),
            Some(
                "gfx ctx 249 seqno 7 is named by 2 markers of 2 different runs: at 0.000001 s (run=run.json \
                 samples=a.bin no metrics), at 0.000002 s (run=other.json samples=a.bin metrics=GPU_UTIL); the last, \
                 at 0.000002 s, is used"
            )
        );
        // Six markers: the first three, how many more, and the last.
        for i in 0..6u64 {
            p.push(marker(&format!("{i}.bin"), Some("gfx")), (i + 1) * 1000);
        }
        let (m, warning) = p.take("gfx", 249, 7).unwrap();
        assert_eq!(m, marker("5.bin", Some("gfx")));
        assert_eq!(
            warning.as_deref(),
            Some(
                "gfx ctx 249 seqno 7 is named by 6 markers of 6 different runs: at 0.000001 s (samples=0.bin), at \
                 0.000002 s (samples=1.bin), at 0.000003 s (samples=2.bin), 2 more, at 0.000006 s (samples=5.bin); the \
                 last, at 0.000006 s, is used"
            )
        );
    }

    #[test]
    fn jobs_named_by_markers_of_different_runs_past_three_are_counted() {
        let mut p = Pending::default();
        let mut said = 0;
        for _ in 0..5 {
            p.push(marker("a.bin", Some("gfx")), 1);
            p.push(marker("b.bin", Some("gfx")), 2);
            said += p.take("gfx", 249, 7).unwrap().1.iter().count();
        }
        assert_eq!(said, 3);
        assert_eq!(
            p.finish(),
            ["5 jobs in all are named by markers of different runs (the first 3 are said above); the last marker of \
                 each is used"]
        );
    }

    #[test]
    fn past_the_most_held_the_oldest_markers_are_dropped_and_counted() {
        // Issue 40, round 4, M5: 500,000 markers of no job took 659 MB.
        let mut p = Pending::default();
        let total = super::MAX_PENDING as u64 + 10;
        for i in 0..total {
            let mut m = marker("a.bin", Some("gfx"));
            (m.ctx, m.seqno) = (5, i + 1);
            p.push(m, 1_000 * (i + 1));
            // A job taking its marker at once: never among those dropped.
            if i % 2 == 0 {
                p.push(marker(&format!("{i}.bin"), Some("gfx")), 1_000 * (i + 1));
                assert_eq!(p.take("gfx", 249, 7).map(|(m, _)| m), Some(marker(&format!("{i}.bin"), Some("gfx"))));
            }
        }
        assert_eq!((p.held, p.order.len() <= 2 * super::MAX_PENDING + 1), (super::MAX_PENDING, true));
        // The oldest ten went; the eleventh still waits for its job.
        assert_eq!(p.take("gfx", 5, 10), None);
        assert_eq!(p.take("gfx", 5, 11).map(|(m, _)| m.seqno), Some(11));
        assert_eq!(
            p.finish(),
            [
                "10 marker(s) were dropped unmatched, the oldest first, as more than 65536 waited for their jobs at \
                 once (the first dropped, at 0.000001 s, names gfx ctx 5 seqno 1)",
                "65535 marker(s) name no job that completed after them in the trace (the first, at 0.000012 s, \
                 names gfx ctx 5 seqno 12)",
            ]
        );
    }

    #[test]
    fn a_marker_after_its_job_or_of_any_ring_left_waiting_is_said() {
        let mut p = Pending::default();
        assert_eq!(p.take("gfx", 249, 7), None);
        p.push(marker("a.bin", None), 10_000_600_000);
        let mut later = marker("a.bin", Some("gfx"));
        later.seqno = 8;
        p.push(later, 10_000_700_000);
        assert_eq!(
            p.finish(),
            ["2 marker(s) name no job that completed after them in the trace (the first, at 10.000600 s, names ctx \
                 249 seqno 7 (any ring))"]
        );
    }
}
