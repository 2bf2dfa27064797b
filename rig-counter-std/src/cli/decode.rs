//! `rig-counter decode`: a run's samples as a table, rocprofv3-style CSV or JSON.

use super::args::TableFormat;
use super::show::{TextTable, describe};
use super::stream::StreamError;
use crate::decode::{Decoded, decode, inactive_warnings, warnings as run_warnings};
use crate::{Error, gpus};
use rig_counter_core::samples::Samples;
use serde::Serialize;
use std::io::Write;
use std::path::Path;

/// rocprofv3's column names where they mean the same thing, then ours.
pub const CSV_HEADER: &str = "Counter_Name,Counter_Value,DIMENSION_XCC,DIMENSION_INSTANCE,DIMENSION_SHADER_ENGINE,\
DIMENSION_SHADER_ARRAY,DIMENSION_WGP,Saturated";

/// Where the GPU and the counters of a run come from.
#[derive(Clone, Copy, Debug)]
pub enum Source<'a> {
    /// Named on the command line: the GPU, then the counters in order.
    Named(&'a str, &'a [String], Option<&'a Path>),
    /// A run description `stop --run` wrote ([`crate::run::RunDescription`]).
    Run(&'a Path),
}

impl Source<'_> {
    /// The GPU, its product and the run's layout, with what a definitions
    /// file read for it says ([`crate::definitions::Loaded::notes`]).
    ///
    /// Errors: resolving the GPU, laying the counters out, reading or
    /// checking the run description ([`crate::run::RunDescription::check`]);
    /// a refusal of the layout comes after the definitions file's notes
    /// ([`StreamError::RefusedAfter`]), which may explain it.
    pub fn resolve(self, topology: Option<&Path>) -> Result<Resolved, StreamError> {
        match self {
            Source::Named(gpu, names, definitions) => {
                let (g, product) = gpus::resolve_built(gpu, topology)?;
                let loaded = crate::definitions::load(g.target, definitions).map_err(|e| Error::Definitions(e.0))?;
                let notes: Vec<String> = loaded.notes().cloned().collect();
                match crate::layout_with(&g, names, &loaded.counters) {
                    Ok(layout) => Ok((g, product, vec![crate::run::PassLayout { offset: 0, layout }], notes, None)),
                    Err(e) => Err(StreamError::RefusedAfter(notes, Box::new(e))),
                }
            }
            Source::Run(path) => {
                let run = crate::run::RunDescription::read(path)?;
                let (g, passes) = run.check_passes(path, topology)?;
                let (_, product) = gpus::resolve_built(&run.gpu, topology)?;
                let inactive = run.inactive_wgps(&g)?;
                Ok((g, product, passes, Vec::new(), Some((stored_by(&run.program).to_owned(), inactive))))
            }
        }
    }
}

/// The program that stored a run's samples: `stop` for each pass of a
/// plan's run, else the run's own `program`.
pub fn stored_by(program: &str) -> &str {
    if program == "plan" { "stop" } else { program }
}

/// What [`Source::resolve`] gives: the GPU, its product, the run's passes
/// (one, but for a plan's run), the definitions file's notes, and for a run
/// description its program and the WGPs it never reads (engine, array, WGP).
pub type Resolved = (
    rig_counter_core::Gpu,
    Option<&'static rig_counter_core::gpu::Product>,
    Vec<crate::run::PassLayout>,
    Vec<String>,
    Option<(String, Vec<(u8, u8, u8)>)>,
);

#[derive(Serialize)]
struct Report<'a, C: Serialize> {
    gpu: String,
    bytes: u32,
    /// A plan's run: how many passes.
    #[serde(skip_serializing_if = "Option::is_none")]
    passes: Option<usize>,
    counters: &'a [C],
    warnings: &'a [String],
}

/// A counter of a pass of a plan's run, as JSON gives it: its pass (from
/// 1), then what [`Decoded`] holds.
#[derive(Serialize)]
struct InPass<'a> {
    pass: usize,
    #[serde(flatten)]
    decoded: &'a Decoded<'a>,
}

/// Reads the samples at `path` for the run `source` names and writes
/// them to `out` as they are decoded: every check comes first, so a refused
/// request writes nothing, and memory stays independent of the samples' size
/// beyond the samples themselves. Returns what the numbers cannot be trusted
/// for.
///
/// Errors: the request's ([`Error`]), before anything is written; then
/// [`StreamError::Write`] if writing fails.
#[allow(clippy::too_many_arguments)]
pub fn decode_cmd(
    source: Source<'_>,
    topology: Option<&Path>,
    path: &Path,
    format: TableFormat,
    out: &mut dyn Write,
) -> Result<Vec<String>, StreamError> {
    let (g, product, passes, mut notes, unread) = source.resolve(topology)?;
    let refused_after = |notes: &Vec<String>, e: Error| StreamError::RefusedAfter(notes.clone(), Box::new(e));
    let total_bytes = passes.iter().map(|p| p.layout.bytes()).fold(0u32, u32::saturating_add);
    let bytes = crate::decode::read_samples(path, total_bytes).map_err(|e| refused_after(&notes, e))?;
    let several = passes.len() > 1;
    let mut samples = Vec::with_capacity(passes.len());
    for p in &passes {
        let at = p.offset as usize..(p.offset + p.layout.bytes()) as usize;
        samples.push(Samples::new(&p.layout, &bytes[at]).map_err(|e| refused_after(&notes, Error::from(e)))?);
    }
    let decoded: Vec<Vec<Decoded<'_>>> = samples.iter().map(decode).collect();
    for (k, d) in decoded.iter().enumerate() {
        let mut said = run_warnings(d, &g);
        if let Some((program, inactive)) = &unread {
            said.extend(inactive_warnings(d, program, inactive));
        }
        // Which pass, where there are several.
        notes.extend(said.into_iter().map(|w| if several { format!("pass {}: {w}", k + 1) } else { w }));
    }
    let processor = g.processor().to_string();
    let mut out = std::io::BufWriter::with_capacity(1 << 16, out);
    match format {
        TableFormat::Csv => {
            writeln!(out, "{CSV_HEADER}{}", if several { ",Pass" } else { "" })?;
            for (k, pass) in decoded.iter().enumerate() {
                let column = if several { format!(",{}", k + 1) } else { String::new() };
                for d in pass {
                    // An accumulator's name, accumulate(LEVEL,RES), holds a comma: quoted.
                    let name = super::show::csv_field(&d.name);
                    for v in d.values.iter() {
                        writeln!(
                            out,
                            "{},{},{},{},{},{},{},{}{column}",
                            name, v.value, v.xcc, v.instance, v.engine, v.array, v.wgp, v.saturated
                        )?;
                    }
                }
            }
        }
        TableFormat::Json => {
            match several {
                false => {
                    let one = decoded.first().map_or(&[][..], |d| &d[..]);
                    let report =
                        Report { gpu: processor, bytes: total_bytes, passes: None, counters: one, warnings: &notes };
                    let versioned =
                        super::show::Versioned { schema_version: super::show::SCHEMA_VERSION, body: &report };
                    serde_json::to_writer_pretty(&mut out, &versioned).map_err(std::io::Error::from)?;
                }
                true => {
                    let counters: Vec<InPass<'_>> = decoded
                        .iter()
                        .enumerate()
                        .flat_map(|(k, pass)| pass.iter().map(move |decoded| InPass { pass: k + 1, decoded }))
                        .collect();
                    let report = Report {
                        gpu: processor,
                        bytes: total_bytes,
                        passes: Some(passes.len()),
                        counters: &counters,
                        warnings: &notes,
                    };
                    let versioned =
                        super::show::Versioned { schema_version: super::show::SCHEMA_VERSION, body: &report };
                    serde_json::to_writer_pretty(&mut out, &versioned).map_err(std::io::Error::from)?;
                }
            }
            writeln!(out)?;
        }
        TableFormat::Table => {
            let of = if several { format!(", {} passes", passes.len()) } else { String::new() };
            writeln!(out, "{total_bytes} bytes of samples on {}{of}", describe(&processor, product.map(|p| p.name)))?;
            values_table(&decoded, several, &mut out)?;
            writeln!(out)?;
            let columns = ["pass", "counter", "total", "by", "min", "max", "saturated"];
            let mut t = TextTable::new(if several { &columns[..] } else { &columns[1..] });
            for (k, pass) in decoded.iter().enumerate() {
                for d in pass {
                    let mut row = vec![
                        d.name.clone(),
                        d.total.to_string(),
                        d.reduced_by.into(),
                        d.min.to_string(),
                        d.max.to_string(),
                        d.saturated.to_string(),
                    ];
                    if several {
                        row.insert(0, (k + 1).to_string());
                    }
                    t.row(row);
                }
            }
            t.write(&mut out)?;
        }
    }
    out.flush()?;
    Ok(notes)
}

/// `decode`: the samples at `samples` ([`decode_cmd`]), or with `--run`
/// and `--records`, each record's totals ([`records_cmd`]).
///
/// Errors: theirs; [`Error::Usage`] for neither given (clap asks for one).
pub fn samples_or_records(
    source: Source<'_>,
    topology: Option<&Path>,
    samples: &Option<std::path::PathBuf>,
    records: &Option<std::path::PathBuf>,
    format: TableFormat,
    out: &mut dyn Write,
) -> Result<Vec<String>, StreamError> {
    match (source, samples, records) {
        (Source::Run(run), _, Some(records)) => records_cmd(run, records, topology, format, out),
        (source, Some(samples), None) => decode_cmd(source, topology, samples, format, out),
        _ => Err(Error::Usage("give --samples FILE (or --run RUN --records FILE)".to_owned()).into()),
    }
}

/// A record's counters, as JSON gives them: its number (from 1), kernel,
/// pass (from 1), and its counters as [`Decoded`] holds them.
#[derive(Serialize)]
struct RecordReport<'a> {
    record: usize,
    kernel: String,
    pass: usize,
    counters: &'a [Decoded<'a>],
}

/// Each record's totals of the records at `path`, of the run `plan --run`
/// described at `run`: a row per record and counter, its kernel (`0x` and
/// the id's hex digits) and pass (from 1, as the command numbers passes;
/// the record's header holds it from 0). Checks come first: a refused
/// request writes nothing.
///
/// Errors: those of [`super::run_pass::plan_run`] and
/// [`crate::records::read`]; [`StreamError::Write`] if writing fails.
pub fn records_cmd(
    run: &Path,
    path: &Path,
    topology: Option<&Path>,
    format: TableFormat,
    out: &mut dyn Write,
) -> Result<Vec<String>, StreamError> {
    let (description, passes) = super::run_pass::plan_run(run, topology)?;
    let (g, product) = gpus::resolve_built(&description.gpu, topology)?;
    let (bytes, records) = crate::records::read(path, &passes)?;
    let inactive = description.inactive_wgps(&g)?;
    let mut decoded = Vec::with_capacity(records.len());
    let mut notes = Vec::new();
    for r in &records {
        let layout = &passes[r.pass].layout;
        let samples = Samples::new(layout, &bytes[r.at..r.at + layout.bytes() as usize]).map_err(Error::from)?;
        decoded.push(decode(&samples));
    }
    let each = decoded.iter().enumerate().map(|(i, d)| (i, crate::records::record_warnings(d, &g, &inactive, true)));
    notes.extend(crate::records::capped(each));
    let kernels: std::collections::BTreeSet<u64> = records.iter().map(|r| r.kernel).collect();
    let processor = g.processor().to_string();
    let mut out = std::io::BufWriter::with_capacity(1 << 16, out);
    match format {
        TableFormat::Csv => {
            writeln!(out, "Record,Kernel,Pass,Counter_Name,Total,By,Min,Max,Saturated")?;
            for (i, (r, d)) in records.iter().zip(&decoded).enumerate() {
                for c in d {
                    let name = super::show::csv_field(&c.name);
                    writeln!(
                        out,
                        "{},{:#x},{},{name},{},{},{},{},{}",
                        i + 1,
                        r.kernel,
                        r.pass + 1,
                        c.total,
                        c.reduced_by,
                        c.min,
                        c.max,
                        c.saturated
                    )?;
                }
            }
        }
        TableFormat::Json => {
            #[derive(Serialize)]
            struct Records<'a> {
                gpu: String,
                passes: usize,
                records: Vec<RecordReport<'a>>,
                warnings: &'a [String],
            }
            let report = Records {
                gpu: processor,
                passes: passes.len(),
                records: records
                    .iter()
                    .zip(&decoded)
                    .enumerate()
                    .map(|(i, (r, d))| RecordReport {
                        record: i + 1,
                        kernel: format!("{:#x}", r.kernel),
                        pass: r.pass + 1,
                        counters: d,
                    })
                    .collect(),
                warnings: &notes,
            };
            let versioned = super::show::Versioned { schema_version: super::show::SCHEMA_VERSION, body: &report };
            serde_json::to_writer_pretty(&mut out, &versioned).map_err(std::io::Error::from)?;
            writeln!(out)?;
        }
        TableFormat::Table => {
            writeln!(
                out,
                "{} record(s) of {} kernel(s) on {}, a run of {} passes (numbered from 1, as plan numbers them; a \
                 record's header counts from 0)",
                records.len(),
                kernels.len(),
                describe(&processor, product.map(|p| p.name)),
                passes.len()
            )?;
            let mut t =
                TextTable::new(&["record", "kernel", "pass", "counter", "total", "by", "min", "max", "saturated"]);
            for (i, (r, d)) in records.iter().zip(&decoded).enumerate() {
                for c in d {
                    t.row(vec![
                        (i + 1).to_string(),
                        format!("{:#x}", r.kernel),
                        (r.pass + 1).to_string(),
                        c.name.clone(),
                        c.total.to_string(),
                        c.reduced_by.into(),
                        c.min.to_string(),
                        c.max.to_string(),
                        c.saturated.to_string(),
                    ]);
                }
            }
            t.write(&mut out)?;
        }
    }
    out.flush()?;
    Ok(notes)
}

/// The values as the table of [`TextTable`] lays them out (columns padded
/// to their widest cell, numbers right-aligned), written row by row: the
/// widths come from a first pass that keeps nothing. `decoded` holds each
/// pass's counters; with `several`, a first column gives the pass.
fn values_table(decoded: &[Vec<Decoded<'_>>], several: bool, out: &mut impl Write) -> std::io::Result<()> {
    let header = ["pass", "counter", "xcc", "inst", "se", "sa", "wgp", "value", "saturated"];
    let digits = |n: u64| n.checked_ilog10().map_or(1, |d| d as usize + 1);
    let mut w: Vec<usize> = header.iter().map(|h| h.len()).collect();
    let mut rows = 0usize;
    let mut any_saturated = false;
    for (k, pass) in decoded.iter().enumerate() {
        w[0] = w[0].max(digits(k as u64 + 1));
        for d in pass {
            w[1] = w[1].max(d.name.len());
            for v in d.values.iter() {
                rows += 1;
                for (i, n) in [v.xcc, v.instance, v.engine, v.array, v.wgp].into_iter().enumerate() {
                    w[i + 2] = w[i + 2].max(digits(u64::from(n)));
                }
                w[7] = w[7].max(digits(v.value));
                any_saturated |= v.saturated;
            }
        }
    }
    if any_saturated {
        w[8] = w[8].max("at least".len());
    }
    // As TextTable: a column is right-aligned when every cell is a number (the
    // counter and saturated columns never are, once there are rows).
    let right = |i: usize| rows > 0 && (i == 0 || (2..=7).contains(&i));
    let first = usize::from(!several);
    let line = |cells: [&str; 9], out: &mut dyn Write| -> std::io::Result<()> {
        let mut text = String::new();
        for (i, c) in cells.iter().enumerate().skip(first) {
            if i > first {
                text.push_str("  ");
            }
            super::table::pad(&mut text, c, w[i], right(i));
        }
        writeln!(out, "{}", text.trim_end())
    };
    line(header, out)?;
    for (k, pass) in decoded.iter().enumerate() {
        let pass_number = (k + 1).to_string();
        for d in pass {
            for v in d.values.iter() {
                let (xcc, inst, se, sa, wgp, value) = (
                    v.xcc.to_string(),
                    v.instance.to_string(),
                    v.engine.to_string(),
                    v.array.to_string(),
                    v.wgp.to_string(),
                    v.value.to_string(),
                );
                let flag = if v.saturated { "at least" } else { "" };
                line([&pass_number, &d.name, &xcc, &inst, &se, &sa, &wgp, &value, flag], out)?;
            }
        }
    }
    Ok(())
}
