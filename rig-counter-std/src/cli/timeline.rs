//! `rig-counter timeline`: GPU request timelines from kernel traces.

use super::args::TimelineFormat;
use super::show::TextTable;
use super::stream::StreamError;
use crate::Error;
use rig_counter_timeline::chrome::ChromeWriter;
use rig_counter_timeline::perfetto::PerfettoWriter;
use rig_counter_timeline::stats::Stats;
use std::io::Write;
use std::path::{Path, PathBuf};

/// Reads `traces` and writes their timeline as `format` to `out`, or, with
/// `output`, to that file, replaced once whole ([`crate::output::WholeFile`]).
///
/// The timeline is written as the traces are read, so memory holds the
/// open jobs and the tracks, never the timeline. Every trace is checked
/// first ([`rig_counter_timeline::check`]); a file is written whole or not at
/// all. Standard output on a regular file is written the same way: the
/// timeline is held in a nameless temporary ([`Spool`]) and copied out only
/// once whole, and refused then if that file is one the command read (a
/// trace marker's run description or samples, read late in the trace).
/// On a pipe or a terminal, a trace refused part-way (an i915-perf
/// recording without device information, a read error) leaves what was
/// written before it, only beyond the first 64 KiB. Returns the warnings.
///
/// Errors: [`StreamError::RefusedAfter`] (after the warnings said of the
/// traces): a trace that cannot be read, or traces none of which gives an
/// event, or that give nothing to show ([`rig_counter_timeline::read`]:
/// nothing is written then); [`StreamError::Refused`]: a trace given twice
/// ([`rig_counter_timeline::check`]); an output that is one of the traces
/// ([`Error::OverInput`]); [`Error::Usage`] for `--json` with `--format
/// chrome` or `perfetto` (`format` None is chrome, or with `json` stats),
/// or a Perfetto trace for a terminal; an unwritable `output`
/// ([`crate::output::WholeFile::create`]); [`Error::File`] naming the
/// temporary directory when the timeline cannot be held there.
/// [`StreamError::Write`]: writing standard output failed, or it is a file
/// the command read.
pub fn timeline_cmd(
    traces: &[PathBuf],
    format: Option<TimelineFormat>,
    json: bool,
    output: Option<&Path>,
    metrics: &[String],
    topology: Option<&Path>,
    out: &mut dyn Write,
) -> Result<Vec<String>, StreamError> {
    // `--json` is the statistics as JSON: alone it means `--format stats`.
    let format = match (format, json) {
        (None, true) => TimelineFormat::Stats,
        (None, false) => TimelineFormat::Chrome,
        (Some(f @ (TimelineFormat::Chrome | TimelineFormat::Perfetto)), true) => {
            let name = if f == TimelineFormat::Chrome { "chrome" } else { "perfetto" };
            return Err(Error::Usage(format!(
                "--json prints the statistics as JSON, not --format {name}: leave one out"
            ))
            .into());
        }
        (Some(f), _) => f,
    };
    // `-o /dev/stdout` (whatever stdout is: a file, a pipe) is stdout.
    let output = output.filter(|p| !crate::output::is_stdout(p));
    if let Some(path) = output
        && traces.iter().any(|t| crate::output::same_file(t, path))
    {
        return Err(Error::OverInput(format!(
            "-o {} is one of the traces: write the timeline elsewhere",
            crate::text::shown_path(path)
        ))
        .into());
    }
    // Standard output opened on a trace (`1<>trace.txt`, `>> trace.txt`):
    // writing would overwrite what is read.
    if output.is_none()
        && let Some(t) = traces.iter().find(|t| crate::output::same_file(t, Path::new("/proc/self/fd/1")))
    {
        return Err(Error::OverInput(format!(
            "standard output is {}, one of the traces: write the timeline elsewhere",
            crate::text::shown_path(t)
        ))
        .into());
    }
    if format == TimelineFormat::Perfetto && output.is_none() && std::io::IsTerminal::is_terminal(&std::io::stdout()) {
        return Err(Error::Usage(
            "--format perfetto writes a binary trace: give -o FILE or redirect stdout".to_owned(),
        )
        .into());
    }
    for m in metrics {
        crate::metrics::parse(m).map_err(|e| Error::Usage(format!("--metric {}: {e}", crate::text::shown(m))))?;
    }
    rig_counter_timeline::check(traces).map_err(Error::from)?;
    match output {
        Some(path) => {
            let file = crate::output::WholeFile::create(path)?;
            let mut file = file;
            let notes = write_timeline(traces, format, json, metrics, topology, &mut file).map_err(|e| match e {
                StreamError::Write(e) => {
                    StreamError::Refused(Error::File { path: crate::text::shown_path(path), message: e.to_string() })
                }
                refused => refused,
            })?;
            file.commit()?;
            Ok(notes)
        }
        // Standard output on a regular file (`1<>run.bin`, `>> run.bin`):
        // a marker read late in the trace may name that very file, so
        // nothing reaches it before the timeline is whole and every file
        // it read is known.
        None if stdout_is_a_file() => {
            let mut spool = Spool::new()?;
            let dir = spool.dir.clone();
            let notes =
                write_timeline(traces, format, json, metrics, topology, &mut spool.writer).map_err(|e| match e {
                    StreamError::Write(e) => held(&dir, e),
                    refused => refused,
                })?;
            spool.copy_to(out)?;
            Ok(notes)
        }
        None => {
            let mut out = std::io::BufWriter::with_capacity(1 << 16, out);
            match write_timeline(traces, format, json, metrics, topology, &mut out) {
                Ok(notes) => {
                    out.flush()?;
                    Ok(notes)
                }
                Err(e) => {
                    // What is still buffered is dropped, not written: a
                    // refusal of a timeline under 64 KiB writes nothing.
                    let _ = out.into_parts();
                    Err(e)
                }
            }
        }
    }
}

/// Whether this process's standard output is a regular file (which a
/// trace marker may name) rather than a pipe, a terminal or a device.
fn stdout_is_a_file() -> bool {
    std::fs::metadata("/proc/self/fd/1").is_ok_and(|m| m.is_file())
}

/// A timeline held whole before it goes to standard output: a temporary
/// file with no name ([`tempfile::tempfile_in`]), which the system removes
/// however the command ends.
struct Spool {
    writer: std::io::BufWriter<std::fs::File>,
    /// Where the temporary lies, for messages.
    dir: PathBuf,
}

impl Spool {
    /// Makes the temporary in [`std::env::temp_dir`] (`TMPDIR`), or in
    /// `/tmp` when that cannot hold one (`TMPDIR` naming a folder that is
    /// gone or read-only).
    ///
    /// Errors: [`Error::File`] naming the temporary directory, when no
    /// temporary can be made in either.
    fn new() -> Result<Spool, Error> {
        let dir = std::env::temp_dir();
        let first = match tempfile::tempfile_in(&dir) {
            Ok(file) => return Ok(Spool { writer: std::io::BufWriter::with_capacity(1 << 16, file), dir }),
            Err(e) => e,
        };
        let fallback = PathBuf::from("/tmp");
        if fallback != dir
            && let Ok(file) = tempfile::tempfile_in(&fallback)
        {
            return Ok(Spool { writer: std::io::BufWriter::with_capacity(1 << 16, file), dir: fallback });
        }
        Err(Error::File {
            path: crate::text::shown_path(&dir),
            message: format!("cannot hold the timeline for standard output there ({first}), nor in /tmp"),
        })
    }

    /// Copies what was written to `out`, which refuses its first write
    /// when it is a file the command read (`NotOverInput` in `cli::run`).
    ///
    /// Errors: [`Error::File`] naming the temporary directory for a failed
    /// write or read of the temporary; [`StreamError::Write`] for `out`'s.
    fn copy_to(self, out: &mut dyn Write) -> Result<(), StreamError> {
        use std::io::{Read, Seek};
        let dir = self.dir;
        let mut file = self.writer.into_inner().map_err(|e| held(&dir, e.into_error()))?;
        file.rewind().map_err(|e| held(&dir, e))?;
        let mut buf = vec![0; 1 << 16];
        loop {
            let n = match file.read(&mut buf) {
                Ok(0) => break,
                Ok(n) => n,
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
                Err(e) => return Err(held(&dir, e)),
            };
            out.write_all(&buf[..n])?;
        }
        out.flush()?;
        Ok(())
    }
}

/// A failed write or read of the [`Spool`]: [`Error::File`] naming the
/// temporary directory, not standard output.
fn held(dir: &Path, e: std::io::Error) -> StreamError {
    StreamError::Refused(Error::File {
        path: crate::text::shown_path(dir),
        message: format!("the timeline held there for standard output: {e}"),
    })
}

/// Writes the timeline of `traces` to `out` as they are read; returns the
/// warnings.
fn write_timeline<W: Write>(
    traces: &[PathBuf],
    format: TimelineFormat,
    json: bool,
    metrics: &[String],
    topology: Option<&Path>,
    out: &mut W,
) -> Result<Vec<String>, StreamError> {
    // The first write that fails; nothing more is written after it.
    let mut failed: Option<std::io::Error> = None;
    let mut keep = |r: std::io::Result<()>| {
        if let Err(e) = r {
            failed.get_or_insert(e);
        }
    };
    let notes = match format {
        TimelineFormat::Chrome | TimelineFormat::Perfetto => {
            let writer = std::cell::RefCell::new(match format {
                TimelineFormat::Chrome => Writer::Chrome(ChromeWriter::new(&mut *out)?),
                _ => Writer::Perfetto(PerfettoWriter::new(&mut *out)),
            });
            let keep = std::cell::RefCell::new(&mut keep);
            let dispatches = std::cell::RefCell::new(crate::dispatches::DispatchMetrics::new(metrics));
            let (mut notes, _) = rig_counter_timeline::read(
                traces,
                |m| crate::marked::counted(m, topology),
                |job| {
                    let job = dispatches.borrow_mut().with_metrics(job);
                    for span in job.spans() {
                        (keep.borrow_mut())(writer.borrow_mut().span(&span));
                    }
                },
                |gpu, name, ts, value| (keep.borrow_mut())(writer.borrow_mut().counter(gpu, name, ts, value)),
                |_, _| {},
            )?;
            let writer = writer.into_inner();
            let rounded = writer.rounded();
            (keep.borrow_mut())(writer.finish());
            let dispatches = dispatches.into_inner();
            if !metrics.is_empty() && !dispatches.saw_any() {
                notes.push("--metric: no trace held a rocpd database's dispatches, which it is shown on".to_owned());
            }
            notes.extend(dispatches.into_notes());
            notes.extend(rounded);
            notes
        }
        TimelineFormat::Stats => {
            let stats = std::cell::RefCell::new(Stats::default());
            let ignored = (!metrics.is_empty())
                .then(|| "--metric shows on Chrome and Perfetto output, not in statistics".to_owned());
            let (mut notes, events) = rig_counter_timeline::read(
                traces,
                |m| crate::marked::counted(m, topology),
                |job| stats.borrow_mut().add(job),
                |_, _, _, _| {},
                |gpu, ring| stats.borrow_mut().add_incomplete(gpu, ring),
            )?;
            let stats = stats.into_inner();
            let rings = stats.rings();
            let mut text = Vec::new();
            if json {
                #[derive(serde::Serialize)]
                struct Report<'a> {
                    events: u64,
                    rings: &'a [rig_counter_timeline::stats::RingStats],
                }
                super::show::json(&mut text, &Report { events, rings: &rings })?;
            } else {
                print_stats(&rings, events, &mut text)?;
            }
            keep(out.write_all(&text));
            notes.extend(ignored);
            notes
        }
    };
    match failed {
        Some(e) => Err(StreamError::Write(e)),
        None => Ok(notes),
    }
}

/// The writer of `--format chrome` or `perfetto`.
enum Writer<W: Write> {
    Chrome(ChromeWriter<W>),
    Perfetto(PerfettoWriter<W>),
}

impl<W: Write> Writer<W> {
    fn span(&mut self, span: &rig_counter_timeline::Span) -> std::io::Result<()> {
        match self {
            Writer::Chrome(w) => w.span(span),
            Writer::Perfetto(w) => w.span(span),
        }
    }

    fn counter(&mut self, gpu: &str, name: &str, ts: u64, value: f64) -> std::io::Result<()> {
        match self {
            Writer::Chrome(w) => w.counter(gpu, name, ts, value),
            Writer::Perfetto(w) => w.counter(gpu, name, ts, value),
        }
    }

    /// What the output cannot hold exactly, one warning per counter track:
    /// a Perfetto track given a count past `i64::MAX` (break test 7 of
    /// issue 40: it was rounded without a word).
    fn rounded(&self) -> Vec<String> {
        let Writer::Perfetto(w) = self else { return Vec::new() };
        w.rounded()
            .map(|(gpu, name, v)| {
                format!(
                    "{gpu} {name}: {v} is past {}, the most a Perfetto counter track's int64 \
                     counter_value holds: the track shows the nearest 64-bit float, {} (the slice's annotation \
                     keeps the count)",
                    i64::MAX,
                    rig_counter_rocprofv3::exact(v as f64)
                )
            })
            .collect()
    }

    fn finish(self) -> std::io::Result<()> {
        match self {
            Writer::Chrome(w) => w.finish().map(|_| ()),
            Writer::Perfetto(w) => w.finish().map(|_| ()),
        }
    }
}

/// One table per GPU group: a row per ring, each phase's mean and median.
fn print_stats(rings: &[rig_counter_timeline::stats::RingStats], events: u64, out: &mut Vec<u8>) -> Result<(), Error> {
    let complete = rings.iter().filter(|r| r.complete > 0).count();
    writeln!(out, "{events} events read; {} ring(s), {complete} with complete jobs", rings.len())?;
    let mut groups: Vec<&str> = rings.iter().map(|r| r.gpu.as_str()).collect();
    groups.dedup();
    for gpu in groups {
        let of: Vec<_> = rings.iter().filter(|r| r.gpu == gpu).collect();
        let mut phases: Vec<&str> = Vec::new();
        for r in &of {
            for p in &r.phases {
                if !phases.contains(&p.phase) {
                    phases.push(p.phase);
                }
            }
        }
        let mut header = vec!["ring".to_owned(), "requests".to_owned(), "complete".to_owned()];
        for p in &phases {
            header.push(format!("{p} mean us"));
            header.push(format!("{p} median us"));
        }
        header.extend(["busy %".to_owned(), "idle %".to_owned()]);
        let columns: Vec<&str> = header.iter().map(String::as_str).collect();
        let mut t = TextTable::new(&columns);
        for r in &of {
            let mut row = vec![crate::text::escaped(&r.ring), r.requests.to_string(), r.complete.to_string()];
            for p in &phases {
                match r.phases.iter().find(|x| x.phase == *p) {
                    Some(x) => row.extend([format!("{:.3}", x.mean_us), format!("{:.3}", x.median_us)]),
                    None => row.extend(["-".to_owned(), "-".to_owned()]),
                }
            }
            let percent = |p: Option<f64>| p.map_or_else(|| "-".to_owned(), |p| format!("{p:.2}"));
            row.extend([percent(r.busy_percent), percent(r.idle_percent)]);
            t.row(row);
        }
        writeln!(out, "\n{gpu}")?;
        t.write(out)?;
    }
    Ok(())
}
