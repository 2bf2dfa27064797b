//! `rig-counter decode`: a run's samples as a table, rocprofv3-style CSV or JSON.

use super::TableFormat;
use super::commands::{TextTable, describe};
use crate::decode::{Decoded, decode, warnings as run_warnings};
use crate::{Error, gpus};
use rig_counter_core::samples::Samples;
use serde::Serialize;
use std::io::Write;
use std::path::Path;

/// rocprofv3's column names where they mean the same thing, then ours.
pub const CSV_HEADER: &str = "Counter_Name,Counter_Value,DIMENSION_XCC,DIMENSION_INSTANCE,DIMENSION_SHADER_ENGINE,\
DIMENSION_SHADER_ARRAY,DIMENSION_WGP,Saturated";

#[derive(Serialize)]
struct Report<'a> {
    gpu: String,
    bytes: u32,
    counters: &'a [Decoded],
    warnings: &'a [String],
}

/// Reads the samples at `path` for `names` on the GPU named `gpu` and prints them.
#[allow(clippy::too_many_arguments)]
pub fn decode_cmd(
    gpu: &str,
    topology: Option<&Path>,
    names: &[String],
    path: &Path,
    format: TableFormat,
    out: &mut Vec<u8>,
    warnings: &mut Vec<String>,
) -> Result<(), Error> {
    let (g, product) = gpus::resolve_built(gpu, topology)?;
    let l = crate::layout(&g, names)?;
    let bytes = crate::decode::read_samples(path, l.bytes())?;
    let samples = Samples::new(&l, &bytes)?;
    let decoded = decode(&samples);
    let notes = run_warnings(&decoded);
    let processor = g.processor().to_string();
    match format {
        TableFormat::Csv => {
            writeln!(out, "{CSV_HEADER}")?;
            for d in &decoded {
                for v in &d.values {
                    writeln!(
                        out,
                        "{},{},{},{},{},{},{},{}",
                        d.name, v.value, v.xcc, v.instance, v.engine, v.array, v.wgp, v.saturated
                    )?;
                }
            }
        }
        TableFormat::Json => {
            let report = Report { gpu: processor, bytes: l.bytes(), counters: &decoded, warnings: &notes };
            serde_json::to_writer_pretty(&mut *out, &report).map_err(std::io::Error::from)?;
            writeln!(out)?;
        }
        TableFormat::Table => {
            writeln!(out, "{} bytes of samples on {}", l.bytes(), describe(&processor, product.map(|p| p.name)))?;
            let mut t = TextTable::new(&["counter", "xcc", "inst", "se", "sa", "wgp", "value", "saturated"]);
            for d in &decoded {
                for v in &d.values {
                    let flag = if v.saturated { "at least" } else { "" };
                    t.row(vec![
                        d.name.into(),
                        v.xcc.to_string(),
                        v.instance.to_string(),
                        v.engine.to_string(),
                        v.array.to_string(),
                        v.wgp.to_string(),
                        v.value.to_string(),
                        flag.into(),
                    ]);
                }
            }
            t.write(out)?;
            writeln!(out)?;
            let mut t = TextTable::new(&["counter", "total", "by", "min", "max", "saturated"]);
            for d in &decoded {
                t.row(vec![
                    d.name.into(),
                    d.total.to_string(),
                    d.reduced_by.into(),
                    d.min.to_string(),
                    d.max.to_string(),
                    d.saturated.to_string(),
                ]);
            }
            t.write(out)?;
        }
    }
    warnings.extend(notes);
    Ok(())
}
