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
                    Ok(l) => Ok((g, product, l, notes, None)),
                    Err(e) => Err(StreamError::RefusedAfter(notes, Box::new(e))),
                }
            }
            Source::Run(path) => {
                let run = crate::run::RunDescription::read(path)?;
                let (g, l) = run.check(path, topology)?;
                let (_, product) = gpus::resolve_built(&run.gpu, topology)?;
                let inactive = run.inactive_wgps(&g)?;
                Ok((g, product, l, Vec::new(), Some((run.program, inactive))))
            }
        }
    }
}

/// What [`Source::resolve`] gives: the GPU, its product, the run's layout,
/// the definitions file's notes, and for a run description its program and
/// the WGPs it never reads (engine, array, WGP).
pub type Resolved = (
    rig_counter_core::Gpu,
    Option<&'static rig_counter_core::gpu::Product>,
    rig_counter_core::Layout,
    Vec<String>,
    Option<(String, Vec<(u8, u8, u8)>)>,
);

#[derive(Serialize)]
struct Report<'a> {
    gpu: String,
    bytes: u32,
    counters: &'a [Decoded<'a>],
    warnings: &'a [String],
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
    let (g, product, l, mut notes, unread) = source.resolve(topology)?;
    let refused_after = |notes: &Vec<String>, e: Error| StreamError::RefusedAfter(notes.clone(), Box::new(e));
    let bytes = crate::decode::read_samples(path, l.bytes()).map_err(|e| refused_after(&notes, e))?;
    let samples = Samples::new(&l, &bytes).map_err(|e| refused_after(&notes, Error::from(e)))?;
    let decoded = decode(&samples);
    notes.extend(run_warnings(&decoded));
    if let Some((program, inactive)) = &unread {
        notes.extend(inactive_warnings(&decoded, program, inactive));
    }
    let processor = g.processor().to_string();
    let mut out = std::io::BufWriter::with_capacity(1 << 16, out);
    match format {
        TableFormat::Csv => {
            writeln!(out, "{CSV_HEADER}")?;
            for d in &decoded {
                // An accumulator's name, accumulate(LEVEL,RES), holds a comma: quoted.
                let name = super::show::csv_field(&d.name);
                for v in d.values.iter() {
                    writeln!(
                        out,
                        "{},{},{},{},{},{},{},{}",
                        name, v.value, v.xcc, v.instance, v.engine, v.array, v.wgp, v.saturated
                    )?;
                }
            }
        }
        TableFormat::Json => {
            let report = Report { gpu: processor, bytes: l.bytes(), counters: &decoded, warnings: &notes };
            let versioned = super::show::Versioned { schema_version: super::show::SCHEMA_VERSION, body: &report };
            serde_json::to_writer_pretty(&mut out, &versioned).map_err(std::io::Error::from)?;
            writeln!(out)?;
        }
        TableFormat::Table => {
            writeln!(out, "{} bytes of samples on {}", l.bytes(), describe(&processor, product.map(|p| p.name)))?;
            values_table(&decoded, &mut out)?;
            writeln!(out)?;
            let mut t = TextTable::new(&["counter", "total", "by", "min", "max", "saturated"]);
            for d in &decoded {
                t.row(vec![
                    d.name.clone(),
                    d.total.to_string(),
                    d.reduced_by.into(),
                    d.min.to_string(),
                    d.max.to_string(),
                    d.saturated.to_string(),
                ]);
            }
            t.write(&mut out)?;
        }
    }
    out.flush()?;
    Ok(notes)
}

/// The values as the table of [`TextTable`] lays them out (columns padded
/// to their widest cell, numbers right-aligned), written row by row: the
/// widths come from a first pass that keeps nothing.
fn values_table(decoded: &[Decoded<'_>], out: &mut impl Write) -> std::io::Result<()> {
    let header = ["counter", "xcc", "inst", "se", "sa", "wgp", "value", "saturated"];
    let digits = |n: u64| n.checked_ilog10().map_or(1, |d| d as usize + 1);
    let mut w: Vec<usize> = header.iter().map(|h| h.len()).collect();
    let mut rows = 0usize;
    let mut any_saturated = false;
    for d in decoded {
        w[0] = w[0].max(d.name.len());
        for v in d.values.iter() {
            rows += 1;
            for (i, n) in [v.xcc, v.instance, v.engine, v.array, v.wgp].into_iter().enumerate() {
                w[i + 1] = w[i + 1].max(digits(u64::from(n)));
            }
            w[6] = w[6].max(digits(v.value));
            any_saturated |= v.saturated;
        }
    }
    if any_saturated {
        w[7] = w[7].max("at least".len());
    }
    // As TextTable: a column is right-aligned when every cell is a number (the
    // counter and saturated columns never are, once there are rows).
    let right = |i: usize| rows > 0 && (1..=6).contains(&i);
    let line = |cells: [&str; 8], out: &mut dyn Write| -> std::io::Result<()> {
        let mut text = String::new();
        for (i, c) in cells.iter().enumerate() {
            if i > 0 {
                text.push_str("  ");
            }
            super::table::pad(&mut text, c, w[i], right(i));
        }
        writeln!(out, "{}", text.trim_end())
    };
    line(header, out)?;
    for d in decoded {
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
            line([&d.name, &xcc, &inst, &se, &sa, &wgp, &value, flag], out)?;
        }
    }
    Ok(())
}
