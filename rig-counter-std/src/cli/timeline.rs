//! `rig-counter timeline`: GPU request timelines from kernel traces.

use super::TimelineFormat;
use super::commands::TextTable;
use crate::Error;
use crate::timeline::stats::Stats;
use std::io::Write;
use std::path::{Path, PathBuf};

/// Reads `traces` and writes their timeline as `format` to `out`, or, with
/// `output`, to that file once it is whole (through `files`).
///
/// Errors: a trace that cannot be read ([`crate::timeline::read`]);
/// [`Error::Usage`] for `--json` without `--format stats`; an unwritable
/// `output` ([`crate::run::writable`]).
pub fn timeline_cmd(
    traces: &[PathBuf],
    format: TimelineFormat,
    json: bool,
    output: Option<&Path>,
    out: &mut Vec<u8>,
    warnings: &mut Vec<String>,
    files: &mut Vec<(PathBuf, Vec<u8>)>,
) -> Result<(), Error> {
    if json && format != TimelineFormat::Stats {
        return Err(Error::Usage("--json prints the statistics as JSON: give --format stats".to_owned()));
    }
    if let Some(path) = output {
        crate::run::writable(path)?;
        if traces.iter().any(|t| crate::run::same_file(t, path)) {
            return Err(Error::Usage(format!(
                "-o {} is one of the traces: write the timeline elsewhere",
                crate::error::escaped(&path.display().to_string())
            )));
        }
    }
    if format == TimelineFormat::Perfetto && output.is_none() && std::io::IsTerminal::is_terminal(&std::io::stdout()) {
        return Err(Error::Usage(
            "--format perfetto writes a binary trace: give -o FILE or redirect stdout".to_owned(),
        ));
    }
    let mut text = Vec::new();
    match format {
        TimelineFormat::Chrome => {
            let writer = std::cell::RefCell::new(crate::timeline::chrome::ChromeWriter::new(&mut text)?);
            let mut failed: Option<std::io::Error> = None;
            let (notes, _) = crate::timeline::read(
                traces,
                |job| {
                    for span in job.spans() {
                        if let Err(e) = writer.borrow_mut().span(&span) {
                            failed.get_or_insert(e);
                        }
                    }
                },
                |gpu, name, ts, value| {
                    let _ = writer.borrow_mut().counter(gpu, name, ts, value);
                },
                |_, _| {},
            )?;
            if let Some(e) = failed {
                return Err(Error::from(e));
            }
            writer.into_inner().finish()?;
            warnings.extend(notes);
        }
        TimelineFormat::Perfetto => {
            let writer = std::cell::RefCell::new(crate::timeline::perfetto::PerfettoWriter::default());
            let (notes, _) = crate::timeline::read(
                traces,
                |job| {
                    for span in job.spans() {
                        writer.borrow_mut().span(&span);
                    }
                },
                |gpu, name, ts, value| writer.borrow_mut().counter(gpu, name, ts, value),
                |_, _| {},
            )?;
            text = writer.into_inner().finish();
            warnings.extend(notes);
        }
        TimelineFormat::Stats => {
            let stats = std::cell::RefCell::new(Stats::default());
            let (notes, events) = crate::timeline::read(
                traces,
                |job| stats.borrow_mut().add(job),
                |_, _, _, _| {},
                |gpu, ring| stats.borrow_mut().add_incomplete(gpu, ring),
            )?;
            let stats = stats.into_inner();
            warnings.extend(notes);
            let rings = stats.rings();
            if json {
                #[derive(serde::Serialize)]
                struct Report<'a> {
                    events: u64,
                    rings: &'a [crate::timeline::stats::RingStats],
                }
                super::commands::json(&mut text, &Report { events, rings: &rings })?;
            } else {
                print_stats(&rings, events, &mut text)?;
            }
        }
    }
    match output {
        Some(path) => files.push((path.to_path_buf(), text)),
        None => out.extend_from_slice(&text),
    }
    Ok(())
}

/// One table per GPU group: a row per ring, each phase's mean and median.
fn print_stats(rings: &[crate::timeline::stats::RingStats], events: u64, out: &mut Vec<u8>) -> Result<(), Error> {
    let complete = rings.iter().filter(|r| r.jobs > 0).count();
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
            let mut row = vec![crate::error::escaped(&r.ring), r.requests.to_string(), r.jobs.to_string()];
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
