//! `rig-counter-timeline`: GPU request timelines from kernel traces: i915
//! requests, Intel xe jobs, amdgpu and drm scheduler jobs, phase by phase;
//! i915-perf recordings with their OA metric sets' counters by name; a rocpd
//! database's kernel dispatches with their counters; written
//! as Chrome or Perfetto traces or as per-ring statistics. It knows nothing
//! of counting: a job a trace marker names a counted run for takes the
//! run's values from the caller ([`read`]'s `runs`; `rig-counter-std`
//! decodes them).
//!
//! - [`job`]: a request or job ([`Job`]) and its phases as spans ([`Span`]).
//! - [`event`]: one trace event, whatever the input form.
//! - [`format`](mod@format): tracepoint event formats, and records read by them.
//! - [`dat`]: trace-cmd `.dat` files (version 6), streamed.
//! - [`dat7`]: trace-cmd `.dat` files of version 7, their sections found through options.
//! - [`compressed`]: version 7's zstd and zlib blocks and chunks.
//! - [`datfile`]: a `.dat` file opened by its version.
//! - [`text`]: `trace-cmd report` and `perf script` text.
//! - [`amdgpu`]: amdgpu and drm scheduler jobs (user, hwqueue, hw).
//! - [`xe`]: Intel xe jobs (deps, ready, execute, retire) per exec queue.
//! - [`i915`]: i915 requests (queue, ready, execute, ctxsave) and waits.
//! - [`i915_perf`]: i915-perf recordings (`.i915-dat`): OA reports per context.
//! - [`rocpd`]: kernel dispatches of a rocpd database rocprofv3 wrote, with their counters.
//! - [`oa`]: Intel OA metric sets by name, their equations evaluated.
//! - [`lanes`]: the lanes of a ring's phase, where its spans overlap.
//! - [`notes`]: warnings of one kind summarised.
//! - [`marker`]: the trace marker naming a rig-counter run on a job.
//! - [`chrome`]: Chrome trace-event JSON.
//! - [`perfetto`]: a Perfetto protobuf trace (TrackEvent slices, counter tracks).
//! - [`stats`]: per-ring statistics.
//!
//! # Reading a trace from Rust
//!
//! [`read`] streams every file once and hands each job to a closure as it
//! completes; [`stats::Stats`] gathers per-ring figures from them (as
//! `rig-counter timeline --format stats` prints them), and
//! [`chrome::ChromeWriter`] and [`perfetto::PerfettoWriter`] write spans as
//! they come. The `runs` closure gives the counted values of a job a trace
//! marker names ([`marker`]): `rig_counter_std::marked::counted` decodes
//! them as the command does; a program that counts nothing refuses them,
//! and each marked job says why in a warning.
//!
//! ```
//! use rig_counter_timeline::stats::Stats;
//! use std::cell::RefCell;
//!
//! // gpuvis' amdgpu trace (MIT), in this repository's tests.
//! let trace = std::path::PathBuf::from("../tests/fixtures/traces/amdgpu.dat");
//! // Both closures below add to the statistics: they share them.
//! let stats = RefCell::new(Stats::default());
//! let (warnings, events) = rig_counter_timeline::read(
//!     &[trace],
//!     |_marker| Err("this program counts nothing".to_owned()),
//!     |job| stats.borrow_mut().add(job),
//!     |_group, _counter, _ns, _value| {},
//!     |group, ring| stats.borrow_mut().add_incomplete(group, ring),
//! )?;
//! // Jobs the trace ended before they did: a warning per kind.
//! assert_eq!((events, warnings.len()), (9451, 2));
//! let gfx = stats.borrow().rings().into_iter().find(|r| r.ring == "gfx").unwrap();
//! assert_eq!((gfx.requests, gfx.complete), (759, 639));
//! # Ok::<(), rig_counter_timeline::Refusal>(())
//! ```

#![forbid(unsafe_code)]
#![deny(missing_docs)]

pub mod amdgpu;
pub mod chrome;
pub mod compressed;
pub mod dat;
pub mod dat7;
pub mod datfile;
pub mod event;
pub mod format;
pub mod i915;
pub mod i915_perf;
pub mod job;
pub mod lanes;
pub mod marker;
pub mod notes;
pub mod oa;
pub mod perfetto;
pub mod rocpd;
pub mod stats;
pub mod text;
pub mod xe;

pub use job::{Job, Span};
pub use rig_counter_io::files::FileError;

/// Checks, before any is read, that each of `paths` is a regular file
/// that opens and, for a trace-cmd `.dat` file, that its headers read
/// ([`datfile::open`]): what [`read`] would refuse a file for at its start;
/// and that no file is given twice (by device and inode: a name, a link,
/// a hard link), which would count its jobs twice.
///
/// Errors: the first file that fails, named ([`FileError`]), as [`read`] names it;
/// a file given again, named as given the second time: `b.txt: is a.txt
/// again (the same file): ...`, or `a.txt: is given twice: ...`.
pub fn check(paths: &[std::path::PathBuf]) -> Result<(), FileError> {
    use std::os::unix::fs::MetadataExt;
    let mut seen: Vec<((u64, u64), &std::path::PathBuf)> = Vec::with_capacity(paths.len());
    for path in paths {
        let fail = |message: String| FileError { path: rig_counter_io::text::shown_path(path), message };
        rig_counter_io::files::regular(path).map_err(|e| fail(not_regular(path, e)))?;
        let mut head = [0u8; 16];
        let n = {
            use std::io::Read;
            let mut f = rig_counter_io::reads::open(path).map_err(|e| fail(e.to_string()))?;
            let meta = f.metadata().map_err(|e| fail(e.to_string()))?;
            let id = (meta.dev(), meta.ino());
            if let Some((_, first)) = seen.iter().find(|(seen, _)| *seen == id) {
                let why = "a trace is read once (given twice, its jobs would count twice)";
                return Err(fail(if first == &path {
                    format!("is given twice: {why}")
                } else {
                    format!("is {} again (the same file): {why}", rig_counter_io::text::shown_path(first))
                }));
            }
            seen.push((id, path));
            f.read(&mut head).map_err(|e| fail(e.to_string()))?
        };
        if dat::is_dat(&head[..n]) && !i915_perf::is_i915_perf(&head[..n]) {
            datfile::open(path).map_err(fail)?;
        }
    }
    Ok(())
}

/// Reads each of `paths` (a trace-cmd `.dat` file, an i915-perf recording,
/// a rocpd database of rocprofv3 ([`rocpd`]), or `trace-cmd report` or
/// `perf script` text, told apart by their first bytes) in one streaming pass and hands `sink` every request, job and wait
/// as it completes, then those the trace's end completes; `counter` each
/// value of a counter over time (group, name, nanoseconds, value: i915's
/// GPU frequency); and `incomplete` the (group, ring) of each request or job
/// the trace ends before it completes. An amdgpu or drm_sched job that a
/// [`marker`] names a counted run for gets the values `runs` gives for that
/// marker ([`Job::counters`]), or a warning with the message `runs` fails
/// with (each marker is matched on its own, [`marker::Pending`]: markers of
/// different runs for one job, and markers no job took, are warnings); `runs` is called once per run (description, samples, metrics),
/// however many markers name it. The run description and samples every
/// marker names, used or not, are noted as read as the marker is
/// ([`rig_counter_io::reads::note_path`], under the caller's watch), so that
/// no output replaces them. Returns the warnings (each naming its
/// file) and the events read. A file that gives no event (no event of a
/// tracepoint a timeline reads, no dispatch, no OA report), or whose events
/// give nothing to `sink`, `counter` or `incomplete`, is a warning saying
/// why (`...: it adds nothing`), when another file gives something.
///
/// Errors ([`Refusal`], with the warnings said before it): the first file
/// that cannot be read or is no trace, named ([`FileError`]); where no file
/// gives an event, the first file, with why each gives none and what a
/// timeline reads ([`event::known`]), once every file was read; where the
/// files' events give nothing to show, the first file (`nothing to show:
/// its 4 event(s) of tracepoints a timeline reads give no job, span or
/// counter (its warnings above say why)`). The [crate]'s example gathers
/// statistics.
pub fn read(
    paths: &[std::path::PathBuf],
    runs: impl FnMut(&marker::Marker) -> Result<marker::Counted, String>,
    sink: impl FnMut(&Job),
    counter: impl FnMut(&str, &str, u64, f64),
    incomplete: impl FnMut(&str, &str),
) -> Result<(Vec<String>, u64), Refusal> {
    let mut warnings = Vec::new();
    match read_all(paths, runs, sink, counter, incomplete, &mut warnings) {
        Ok(events) => Ok((warnings, events)),
        Err(error) => Err(Refusal { warnings, error }),
    }
}

/// [`read`]'s refusal: the file refused and why, after the warnings said of
/// the files read before it (which may explain it: the jobs left out of a
/// trace that gives nothing to show). Shown as its `error`.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{error}")]
pub struct Refusal {
    /// The warnings said before the refusal, each naming its file.
    pub warnings: Vec<String>,
    /// The file refused, and why.
    pub error: FileError,
}

/// [`read`], its warnings into `warnings` (those said before a refusal
/// too); returns the events read.
fn read_all(
    paths: &[std::path::PathBuf],
    mut runs: impl FnMut(&marker::Marker) -> Result<marker::Counted, String>,
    mut sink: impl FnMut(&Job),
    mut counter: impl FnMut(&str, &str, u64, f64),
    mut incomplete: impl FnMut(&str, &str),
    warnings: &mut Vec<String>,
) -> Result<u64, FileError> {
    let mut events = 0u64;
    // What the files give to show: jobs, counter values and jobs the trace
    // ends before they complete (statistics count them).
    let shown_cell = std::cell::Cell::new(0u64);
    let mut sink = |job: &Job| {
        shown_cell.set(shown_cell.get() + 1);
        sink(job)
    };
    let mut counter = |gpu: &str, name: &str, ts: u64, value: f64| {
        shown_cell.set(shown_cell.get() + 1);
        counter(gpu, name, ts, value)
    };
    let mut incomplete = |gpu: &str, ring: &str| {
        shown_cell.set(shown_cell.get() + 1);
        incomplete(gpu, ring)
    };
    // Files that gave no event: (file, why, where its warning goes among the
    // warnings, if another does not say so already).
    let mut eventless: Vec<(String, Nothing, Option<usize>)> = Vec::new();
    for path in paths {
        let shown = rig_counter_io::text::shown_path(path);
        let (before, shown_before, warned_before) = (events, shown_cell.get(), warnings.len());
        let fail = |message: String| FileError { path: shown.clone(), message };
        rig_counter_io::files::regular(path).map_err(|e| fail(not_regular(path, e)))?;
        let mut head = [0u8; 16];
        let n = {
            use std::io::Read;
            let mut f = rig_counter_io::reads::open(path).map_err(|e| fail(e.to_string()))?;
            f.read(&mut head).map_err(|e| fail(e.to_string()))?
        };
        if head[..n] == rig_counter_rocprofv3::rocpd::MAGIC[..] {
            // Several files: each database's agents by its file's name, or
            // its path where two files share a name.
            let label = (paths.len() > 1).then(|| {
                let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
                match paths.iter().filter(|p| p.file_name() == path.file_name()).count() {
                    1 => name,
                    _ => shown.clone(),
                }
            });
            let (notes, dispatches) = rocpd::read(path, label.as_deref(), &mut sink).map_err(fail)?;
            events += dispatches;
            warnings.extend(notes.iter().map(|w| format!("{shown}: {w}")));
            if dispatches == 0 {
                eventless.push((shown, no_event("the database holds no kernel dispatch"), Some(warnings.len())));
            } else if shown_cell.get() == shown_before {
                eventless.push((
                    shown,
                    nothing_shown(dispatches, "kernel dispatch(es)", warnings.len() > warned_before),
                    Some(warnings.len()),
                ));
            }
            continue;
        }
        if i915_perf::is_i915_perf(&head[..n]) {
            let (notes, reports) = i915_perf::read(path, &mut sink).map_err(fail)?;
            events += reports;
            warnings.extend(notes.iter().map(|w| format!("{shown}: {w}")));
            if reports == 0 {
                // Its warnings say why (no SAMPLE record, none that reads);
                // they are warnings already where another file gives events.
                let why = format!("no OA report of the recording reads: {}", notes.join("; "));
                eventless.push((shown, no_event(&why), None));
            } else if shown_cell.get() == shown_before {
                eventless.push((
                    shown,
                    nothing_shown(reports, "OA report(s)", warnings.len() > warned_before),
                    Some(warnings.len()),
                ));
            }
            continue;
        }
        let mut amd = amdgpu::Jobs::default();
        let mut intel = i915::Requests::default();
        let mut xe = xe::Jobs::default();
        let dir = path.parent().map(std::path::Path::to_path_buf).unwrap_or_default();
        // Markers naming a counted run, waiting for their jobs.
        let mut markers = marker::Pending::default();
        let mut marker_notes =
            rig_counter_io::capped::Capped::new("warning(s) of trace markers and the runs they name");
        // The run description and samples of the last marker read, noted as
        // read.
        let mut noted: Option<(std::path::PathBuf, std::path::PathBuf)> = None;
        // Each run (description, samples, metrics) is read and counted once,
        // however many jobs' markers name it.
        type Runs = std::collections::HashMap<
            (std::path::PathBuf, std::path::PathBuf, Vec<String>),
            Result<marker::Counted, String>,
        >;
        let mut values = Runs::new();
        // Events lacking their key fields: (event, what, how many, the first's time).
        let mut keyless: Vec<(String, &'static str, u64, u64)> = Vec::new();
        let mut take = |e: &event::Event| {
            events += 1;
            if let Some(what) = event::missing_key(e) {
                match keyless.iter_mut().find(|k| k.0 == e.name && k.1 == what) {
                    Some(k) => k.2 += 1,
                    None => keyless.push((e.name.clone(), what, 1, e.ts)),
                }
                return;
            }
            if e.name == "print" {
                match marker::of(e, &dir) {
                    Some(Ok(m)) => {
                        // Every file a marker names is an input of this
                        // command, used or not: no output may replace it
                        // (rig_counter_io::reads; a path that does not exist
                        // yet holds nothing to lose). Noted once for a marker
                        // naming the same files as the one before.
                        if noted.as_ref().is_none_or(|(run, samples)| *run != m.run || *samples != m.samples) {
                            rig_counter_io::reads::note_path(&m.run);
                            rig_counter_io::reads::note_path(&m.samples);
                            noted = Some((m.run.clone(), m.samples.clone()));
                        }
                        markers.push(m, e.ts)
                    }
                    Some(Err(why)) => marker_notes.push(why),
                    None => {}
                }
                return;
            }
            if let Some(mut job) = amd.push(e) {
                let id = |k: &str| job.args.iter().find(|(n, _)| *n == k).and_then(|(_, v)| v.parse::<u64>().ok());
                // A marker of another ring stays (and is reported at the end).
                if let (Some(ctx), Some(seqno)) = (id("ctx"), id("seqno"))
                    && let Some((m, conflict)) = markers.take(&job.ring, ctx, seqno)
                {
                    marker_notes.extend(conflict);
                    let key = (m.run.clone(), m.samples.clone(), m.metrics.clone());
                    let counted = values.entry(key).or_insert_with(|| runs(&m)).clone();
                    match counted {
                        Ok((c, notes)) => {
                            job.counters = c;
                            marker_notes.extend(
                                notes
                                    .into_iter()
                                    .map(|n| format!("the run counted on {} ctx {ctx} seqno {seqno}: {n}", job.ring)),
                            );
                        }
                        Err(why) => {
                            marker_notes.push(format!("the run counted on {} ctx {ctx} seqno {seqno}: {why}", job.ring))
                        }
                    }
                }
                xe_label(&mut job.gpu, &job.ring, &xe.devices);
                sink(&job);
            }
            for job in intel.push(e) {
                sink(&job);
            }
            if let Some(job) = xe.push(e) {
                sink(&job);
            }
            if e.name == "intel_gpu_freq_change"
                && let Some(f) = e.int("new_freq")
            {
                counter("i915", "frequency (MHz)", e.ts, f as f64);
            }
        };
        let (mut lines, mut read_here, mut long_lines) = (0u64, 0u64, 0u64);
        // Lines of a wanted event that do not read: (event, how many, the
        // first's line number, why).
        let mut unreadable: Vec<(String, u64, u64, &'static str)> = Vec::new();
        // Why the file gave no event, if it gives none.
        let none_because: String;
        let mut same = SameTime::default();
        if n == 0 {
            none_because = "the file is empty".to_owned();
        } else if dat::is_dat(&head[..n]) {
            let mut d = datfile::open(path).map_err(fail)?;
            for e in d.by_ref() {
                same.push(e, &mut take);
            }
            same.flush(&mut take);
            warnings.extend(d.notes().iter().map(|p| format!("{shown}: {p}")));
            none_because = match d.other_records() {
                0 => "it holds no event record".to_owned(),
                n => format!("its {n} event record(s) are of other tracepoints"),
            };
        } else {
            use std::io::{BufRead, Read};
            let f = rig_counter_io::reads::open(path).map_err(|e| fail(e.to_string()))?;
            let mut reader = std::io::BufReader::new(f);
            let mut line = Vec::new();
            // Lines of tracepoints a timeline does not read, while no event
            // was read: how many, and the first few tracepoints they name.
            let (mut other_lines, mut others) = (0u64, Vec::<String>::new());
            loop {
                line.clear();
                // A line of at most 64 KiB: a longer one is read in parts.
                let read = (&mut reader).take(1 << 16).read_until(b'\n', &mut line).map_err(|e| fail(e.to_string()))?;
                if read == 0 {
                    break;
                }
                lines += 1;
                if read == 1 << 16 && line.last() != Some(&b'\n') {
                    // Longer than any event line: its rest is skipped, never
                    // read as a line of its own.
                    let mut rest = Vec::new();
                    loop {
                        rest.clear();
                        let n = (&mut reader)
                            .take(1 << 16)
                            .read_until(b'\n', &mut rest)
                            .map_err(|e| fail(e.to_string()))?;
                        if n == 0 || rest.last() == Some(&b'\n') {
                            break;
                        }
                    }
                    long_lines += 1;
                    continue;
                }
                let text = String::from_utf8_lossy(&line);
                match text::parse_line(text.trim_end(), event::wanted) {
                    Ok(Some(e)) => {
                        read_here += 1;
                        same.push(e, &mut take);
                    }
                    Ok(None) => {
                        if read_here == 0
                            && let Some(name) = text::tracepoint(text.trim_end())
                        {
                            other_lines += 1;
                            if others.len() <= 3 && !others.iter().any(|o| o == name) {
                                others.push(name.to_owned());
                            }
                        }
                    }
                    Err(u) => match unreadable.iter_mut().find(|(event, ..)| *event == u.event) {
                        Some((_, n, _, _)) => *n += 1,
                        None => unreadable.push((u.event, 1, lines, u.why)),
                    },
                }
            }
            for (event, n, first, why) in &unreadable {
                warnings.push(format!(
                    "{shown}: {n} line(s) of {event} could not be read and were skipped (the first, line {first}: {why})"
                ));
            }
            same.flush(&mut take);
            if long_lines > 0 {
                warnings.push(format!("{shown}: {long_lines} line(s) longer than 64 KiB skipped"));
            }
            none_because = if !unreadable.is_empty() {
                let kinds: Vec<String> = unreadable
                    .iter()
                    .map(|(event, n, first, why)| {
                        format!("{n} line(s) of {event} could not be read (the first, line {first}: {why})")
                    })
                    .collect();
                kinds.join("; ")
            } else if other_lines > 0 {
                let more = if others.len() > 3 { ", ..." } else { "" };
                others.truncate(3);
                format!("its {other_lines} event line(s) are of other tracepoints: {}{more}", others.join(", "))
            } else {
                "no line is a trace-cmd report or perf script event".to_owned()
            };
        }
        let mut unfinished = amd.finish_trace();
        marker_notes.extend(markers.finish());
        warnings.extend(marker_notes.lines().map(|w| format!("{shown}: {w}")));
        for (event, what, n, ts) in &keyless {
            warnings.push(format!(
                "{shown}: {n} {event} event(s) {what}: skipped (the first at {}.{:06} s)",
                ts / 1_000_000_000,
                ts % 1_000_000_000 / 1000
            ));
        }
        let (done, never_out) = intel.finish_trace();
        for job in done {
            sink(&job);
        }
        unfinished.extend(never_out);
        for (gpu, ring) in &mut unfinished {
            xe_label(gpu, ring, &xe.devices);
        }
        let (done, never_run) = xe.finish_trace();
        for job in done {
            sink(&job);
        }
        unfinished.extend(never_run);
        for (gpu, ring) in unfinished {
            incomplete(&gpu, &ring);
        }
        let notes =
            amd.notes.lines("jobs").into_iter().chain(intel.warnings.lines("requests")).chain(xe.notes.lines("jobs"));
        warnings.extend(notes.map(|w| format!("{shown}: {w}")));
        if events == before {
            let none_because = match rocprofv3_output(path) {
                Some(what) => format!("it is {what}; {ROCPD_ONLY}"),
                None => none_because,
            };
            eventless.push((shown, no_event(&none_because), Some(warnings.len())));
        } else if shown_cell.get() == shown_before {
            eventless.push((
                shown,
                nothing_shown(
                    events - before,
                    "event(s) of tracepoints a timeline reads",
                    warnings.len() > warned_before,
                ),
                Some(warnings.len()),
            ));
        }
    }
    if events == 0
        && let Some((first, why, _)) = eventless.first()
    {
        let others: Vec<String> = eventless[1..].iter().map(|(f, why, _)| format!("{f} ({})", why.because)).collect();
        let nor = if others.is_empty() { String::new() } else { format!(", nor in {}", others.join(", ")) };
        return Err(FileError {
            path: first.clone(),
            message: format!(
                "no event of a tracepoint a timeline reads was found ({}){nor}; a timeline reads the tracepoints {} (trace-cmd \
                 .dat files, trace-cmd report and perf script text), rocpd databases' kernel dispatches and \
                 i915-perf recordings' OA reports",
                why.because,
                event::known()
            ),
        });
    }
    if shown_cell.get() == 0
        && let Some((first, why, _)) = eventless.first()
    {
        let others: Vec<String> = eventless[1..].iter().map(|(f, why, _)| format!("{f}: {why}")).collect();
        let nor =
            if others.is_empty() { String::new() } else { format!("; nor does any other: {}", others.join("; ")) };
        return Err(FileError { path: first.clone(), message: format!("nothing to show: {why}{nor}") });
    }
    // Each after its file's other warnings.
    for (file, why, at) in eventless.into_iter().rev() {
        if let Some(at) = at {
            warnings.insert(at, format!("{file}: {why}: it adds nothing"));
        }
    }
    Ok(events)
}

/// Why a file adds nothing to a timeline.
struct Nothing {
    /// `no event of a tracepoint a timeline reads was found`, or that its
    /// events give nothing to show.
    head: String,
    /// Why, in the parentheses after the head.
    because: String,
}

impl std::fmt::Display for Nothing {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.because.as_str() {
            "" => write!(f, "{}", self.head),
            because => write!(f, "{} ({because})", self.head),
        }
    }
}

/// A file that gives no event, `because`.
fn no_event(because: &str) -> Nothing {
    Nothing { head: "no event of a tracepoint a timeline reads was found".to_owned(), because: because.to_owned() }
}

/// A file whose `n` `things` give no job, span or counter; `warned`: the
/// warnings said of it tell why.
fn nothing_shown(n: u64, things: &str, warned: bool) -> Nothing {
    Nothing {
        head: format!("its {n} {things} give no job, span or counter"),
        because: if warned { "its warnings above say why".to_owned() } else { String::new() },
    }
}

/// What a timeline reads of rocprofv3's outputs (rocprofv3's
/// `--output-format`: csv, json, pftrace, otf2, rocpd).
const ROCPD_ONLY: &str =
    "of rocprofv3's outputs a timeline reads only the rocpd database, PID_results.db of --output-format rocpd";

/// Which of rocprofv3's outputs a timeline does not read `path` is, by its
/// first 4 KiB: its JSON (a `rocprofiler-sdk-tool` object) or its CSV (a
/// header of its quoted columns, `"Dispatch_Id"` or `"Node_Id"`).
fn rocprofv3_output(path: &std::path::Path) -> Option<&'static str> {
    use std::io::Read;
    let mut head = Vec::new();
    rig_counter_io::reads::open(path).ok()?.take(4096).read_to_end(&mut head).ok()?;
    let text = String::from_utf8_lossy(&head);
    let first = text.lines().next().unwrap_or_default();
    if text.trim_start().starts_with('{') && text.contains("\"rocprofiler-sdk-tool\"") {
        Some("rocprofv3's JSON output")
    } else if first.contains("\"Dispatch_Id\"") || first.starts_with("\"Node_Id\"") {
        Some("rocprofv3's CSV output")
    } else {
        None
    }
}

/// `why` a path is refused as no regular file, with, for a directory, what
/// to give instead: the first rocpd database within three levels of it
/// (rocprofv3's `pass_1/node0/1001_results.db`), of at most 4096 entries
/// looked at.
fn not_regular(path: &std::path::Path, why: String) -> String {
    if !path.is_dir() {
        return why;
    }
    let mut dirs = vec![(path.to_path_buf(), 0)];
    let mut looked = 0;
    let mut found = None;
    while let Some((dir, depth)) = dirs.pop() {
        let Ok(entries) = std::fs::read_dir(&dir) else { continue };
        let mut entries: Vec<std::path::PathBuf> =
            entries.filter_map(Result::ok).map(|e| e.path()).take(4096 - looked).collect();
        looked += entries.len();
        entries.sort();
        if let Some(db) = entries.iter().find(|p| p.is_file() && p.to_string_lossy().ends_with("_results.db")) {
            found = Some(db.clone());
            break;
        }
        if depth < 3 {
            dirs.extend(entries.into_iter().rev().filter(|p| p.is_dir()).map(|p| (p, depth + 1)));
        }
        if looked >= 4096 {
            break;
        }
    }
    match found {
        Some(db) => format!("{why}: {ROCPD_ONLY}: give {}", rig_counter_io::text::shown_path(&db)),
        None => format!("{why}: give the trace files in it; {ROCPD_ONLY}"),
    }
}

/// Events of one timestamp, held so they are taken in the order of a job's
/// life ([`event::stage`]): a run_job recorded on a CPU of a lower number
/// than its ioctl's, or a signal printed before the run_job of the same
/// nanosecond, would otherwise lose the job. At most [`SAME_TIME_MAX`] are
/// held; more of one timestamp are taken in that many at a time.
#[derive(Default)]
struct SameTime {
    events: Vec<event::Event>,
}

/// The most events of one timestamp [`SameTime`] holds.
const SAME_TIME_MAX: usize = 4096;

impl SameTime {
    /// Holds `e`, first taking those held if `e` is of another timestamp.
    fn push(&mut self, e: event::Event, take: &mut impl FnMut(&event::Event)) {
        if self.events.first().is_some_and(|f| f.ts != e.ts) || self.events.len() >= SAME_TIME_MAX {
            self.flush(take);
        }
        self.events.push(e);
    }

    /// Takes those held, in the order of a job's life (a stable sort: in
    /// the order read within a stage).
    fn flush(&mut self, take: &mut impl FnMut(&event::Event)) {
        self.events.sort_by_key(|e| event::stage(&e.name));
        for e in self.events.drain(..) {
            take(&e);
        }
    }
}

/// A drm_sched job's group (`drm_sched 0000:03:00.0`) as xe's
/// (`xe drm_sched 0000:03:00.0`) when its ring is an xe scheduler's name
/// ([`xe::is_xe_ring`]) or its device is one xe events named.
fn xe_label(gpu: &mut String, ring: &str, devices: &std::collections::BTreeSet<String>) {
    if let Some(dev) = gpu.strip_prefix("drm_sched") {
        let dev = dev.trim();
        if xe::is_xe_ring(ring) || devices.contains(dev) {
            *gpu = format!("xe {gpu}");
        }
    }
}
