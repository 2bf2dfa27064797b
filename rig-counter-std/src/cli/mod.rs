//! The `rig-counter` command, runnable in-process by [`run`].
//!
//! A bad request prints `error: ` and the message on stderr (after the
//! warnings said of its inputs before it was refused), nothing on stdout,
//! and exits with status 1; a usage error (arguments missing, unknown or that
//! cannot go together) exits with status 2. Every JSON object printed carries
//! `"schema_version": 1` ([`SCHEMA_VERSION`]) first.

mod args;
mod commands;
mod decode;
mod masks;
mod metric;
mod metrics;
mod oa;
mod plan;
mod report;
mod rocprofv3;
mod rotated;
mod run_pass;
mod samples;
mod show;
mod stream;
mod table;
mod timeline;

pub use args::{
    Args, Command, Format, Names, PlanFormat, ReadArgs, TableFormat, TimelineFormat, VERSION, Vmid, WordFormat,
};
pub use show::SCHEMA_VERSION;

use rig_counter_io::text::said;
use std::io::Write;

/// Runs `rig-counter` with `args` (the command name first), writing to `out` and
/// `err`; returns the exit status: 0, 1 for a refused request, 2 for a usage
/// error.
pub fn run<I, T>(args: I, out: &mut dyn Write, err: &mut dyn Write) -> u8
where
    I: IntoIterator<Item = T>,
    T: Into<std::ffi::OsString> + Clone,
{
    // Every file the command opens for reading is remembered until it
    // ends, so that no output goes over one (crate::output::not_read).
    let _reads = rig_counter_io::reads::watch();
    let mut guarded = NotOverInput(out);
    let out: &mut dyn Write = &mut guarded;
    let mut given_here = None;
    let parsed = args::command().try_get_matches_from(args).and_then(|mut m| {
        use clap::FromArgMatches;
        if let Some((name, sub)) = m.subcommand()
            && let Some((_, unread)) = args::NO_MACHINE.iter().find(|(n, _)| *n == name)
        {
            let flag = unread.iter().find(|id| {
                sub.get_one::<std::path::PathBuf>(id).is_some() || m.get_one::<std::path::PathBuf>(id).is_some()
            });
            given_here = flag.map(|f| (*f, name.to_owned()));
        }
        Args::from_arg_matches_mut(&mut m)
    });
    if let (Ok(_), Some((flag, name))) = (&parsed, given_here) {
        let what = match flag {
            "drm" => "gives the power levels of a machine's GPUs, which",
            _ => "names a machine's GPUs, which",
        };
        let _ = writeln!(err, "error: --{flag} {what} {name} reads none of: leave it out");
        return 2;
    }
    let args = match parsed {
        Ok(a) => a,
        Err(e) => {
            if e.use_stderr() {
                let _ = write!(err, "{}", clap_message(&e));
                return 2;
            }
            // Help and version: a failed write is an error, as for any output.
            return match write!(out, "{}", e.render()).and_then(|()| out.flush()) {
                Err(e) if e.kind() != std::io::ErrorKind::BrokenPipe => {
                    let _ = writeln!(err, "error: {}", said(&crate::Error::from(e).to_string()));
                    1
                }
                _ => 0,
            };
        }
    };
    // decode streams: it checks everything before its first word, then writes
    // as it decodes, so its memory does not grow with the samples.
    if let Command::Decode { gpu, counters, run, samples, records, definitions, format, json } = &args.command {
        let format = &args::table_format(*format, *json);
        let source = match (run, gpu) {
            (Some(run), _) => decode::Source::Run(run),
            (None, gpu) => decode::Source::Named(gpu.as_deref().unwrap_or(""), counters, definitions.as_deref()),
        };
        let result = decode::samples_or_records(source, args.topology.as_deref(), samples, records, *format, out);
        return stream::status(result, err);
    }
    // timeline streams too: its memory holds open jobs and tracks, never the
    // timeline.
    if let Command::Timeline { files: traces, format, json, output, metrics } = &args.command {
        return stream::status(
            timeline::timeline_cmd(traces, *format, *json, output.as_deref(), metrics, args.topology.as_deref(), out),
            err,
        );
    }
    let (mut text, mut warnings, mut files) = (Vec::new(), Vec::new(), Vec::new());
    let machine = commands::Machine { topology: args.topology.as_deref(), drm: args.drm.as_deref() };
    match commands::execute(&args.command, machine, &mut text, &mut warnings, &mut files) {
        // Flushed here: output short of a buffer's size would otherwise be
        // written, and fail, only when stdout drops, unseen. A reader that
        // closed the pipe wanted no more: end quietly, as Unix tools do.
        // Files that go with the output are checked before any of it is
        // written: none goes over a file the command read.
        // Files that go with the output (`stop --run`) are begun, and filled,
        // before any of the output is written: one that cannot be written
        // (over a file the command read, in a directory it may not write,
        // a path ending in `/`) refuses the command with nothing printed.
        Ok(()) => {
            let mut begun = Vec::with_capacity(files.len());
            for (path, bytes) in &files {
                let file = crate::output::WholeFile::create(path).and_then(|mut f| {
                    f.write_all(bytes)
                        .map(|()| f)
                        .map_err(|e| crate::Error::File { path: crate::text::shown_path(path), message: e.to_string() })
                });
                match file {
                    Ok(f) => begun.push(f),
                    Err(e) => {
                        let _ = writeln!(err, "error: {}", said(&e.to_string()));
                        return 1;
                    }
                }
            }
            match out.write_all(&text).and_then(|()| out.flush()) {
                Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => 0,
                Ok(()) => {
                    for w in warnings {
                        let _ = writeln!(err, "warning: {}", said(&w));
                    }
                    // Put in place once the output is written whole.
                    for file in begun {
                        if let Err(e) = file.commit() {
                            let _ = writeln!(err, "error: {}", said(&e.to_string()));
                            return 1;
                        }
                    }
                    0
                }
                Err(e) => {
                    let _ = writeln!(err, "error: {}", said(&crate::Error::from(e).to_string()));
                    1
                }
            }
        }
        Err(e) => {
            // What was said of the inputs before the refusal still holds (a
            // definitions file's counter left out, then refused by name).
            for w in warnings {
                let _ = writeln!(err, "warning: {}", said(&w));
            }
            let _ = writeln!(err, "error: {}", said(&e.to_string()));
            stream::status_of(&e)
        }
    }
}

/// Standard output, refused while it is a file the command read (`1<>
/// run.bin`, `>> trace.txt`): each write checks, as a trace marker may name
/// a file read only as the trace is.
struct NotOverInput<'a>(&'a mut dyn Write);

impl NotOverInput<'_> {
    fn check() -> std::io::Result<()> {
        match rig_counter_io::reads::read_as(std::path::Path::new("/proc/self/fd/1")) {
            None => Ok(()),
            Some(rig_counter_io::reads::Overwrite::Read(input)) => Err(std::io::Error::other(format!(
                "standard output is {input}, which this command reads: {}",
                crate::output::NEVER_OVER_INPUT
            ))),
            Some(rig_counter_io::reads::Overwrite::Unknown) => Err(std::io::Error::other(
                "this command read too many files to tell whether standard output is one of them; write elsewhere",
            )),
        }
    }
}

impl Write for NotOverInput<'_> {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        Self::check()?;
        self.0.write(buf)
    }

    fn write_all(&mut self, buf: &[u8]) -> std::io::Result<()> {
        Self::check()?;
        self.0.write_all(buf)
    }

    fn flush(&mut self) -> std::io::Result<()> {
        self.0.flush()
    }
}

/// Clap's message for `e`, every value it echoes (an argument, a value,
/// what a parser said of it) cut as [`crate::text::shown`] cuts a name:
/// a 100,000-character `--inactive` value is not echoed whole, twice.
fn clap_message(e: &clap::Error) -> String {
    let mut text = e.render().to_string();
    for (_, value) in e.context() {
        let values: Vec<&String> = match value {
            clap::error::ContextValue::String(v) => vec![v],
            clap::error::ContextValue::Strings(vs) => vs.iter().collect(),
            _ => Vec::new(),
        };
        for v in values {
            if v.chars().count() > crate::text::MAX_SHOWN_CHARS {
                text = text.replace(v.as_str(), &crate::text::shown(v));
            }
        }
    }
    text
}
