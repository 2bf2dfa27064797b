//! What each subcommand does.

use super::report::{CounterRow, CountersReport, GpuRow, GpusReport, LayoutReport, LayoutRow};
use super::table::Table;
pub(super) use super::table::Table as TextTable;
use super::{Command, Format};
use crate::{Error, disasm, gpus, program};
use rig_counter_core::catalog::Catalog;
use rig_counter_core::counting::{HW_ID_VM_ID, HW_ID2_VM_ID};
use rig_counter_core::gpu::PRODUCTS;
use rig_counter_core::regs::RegisterTable;
use std::io::{self, Write};
use std::path::Path;

/// Runs `command`, writing its output to `out` (a buffer: nothing reaches stdout
/// unless the whole command succeeds) and what its numbers cannot be trusted
/// for to `warnings`.
pub fn execute(
    command: &Command,
    topology: Option<&Path>,
    out: &mut Vec<u8>,
    warnings: &mut Vec<String>,
) -> Result<(), Error> {
    match command {
        Command::Metric { gpu, names, expressions, samples, definitions, format } => {
            let args = super::metric::MetricArgs {
                gpu,
                names,
                expressions,
                samples,
                definitions: definitions.as_deref(),
                format: *format,
            };
            super::metric::metric_cmd(&args, topology, out, warnings)
        }
        Command::Metrics { gpu, pattern, definitions, format } => super::metrics::metrics_cmd(
            gpu,
            topology,
            pattern.as_deref(),
            definitions.as_deref(),
            *format,
            out,
            warnings,
        ),
        Command::Plan { gpu, names, definitions, json } => {
            super::plan::plan_cmd(gpu, topology, names, definitions.as_deref(), *json, out, warnings)
        }
        Command::Decode { gpu, counters, samples, format } => {
            match super::decode::decode_cmd(gpu, topology, counters, samples, *format, out) {
                Ok(notes) => {
                    warnings.extend(notes);
                    Ok(())
                }
                Err(super::decode::DecodeError::Refused(e)) => Err(e),
                Err(super::decode::DecodeError::Write(e)) => Err(Error::from(e)),
            }
        }
        Command::Gpus { json } => match topology {
            Some(dir) => machine(dir, *json, out, warnings),
            None => gpus_cmd(*json, out),
        },
        Command::Counters { gpu, pattern, json } => counters(gpu, topology, pattern.as_deref(), *json, out),
        Command::Layout { gpu, counters, json } => layout(gpu, topology, counters, *json, out),
        Command::Filter { gpu, vmid, hw_id2, hw_id } => filter(gpu, topology, vmid.as_ref(), (*hw_id2, *hw_id), out),
        Command::Start { gpu, counters, filter_address, format } => {
            let (g, _) = gpus::resolve_built(gpu, topology)?;
            gpus::check_firmware(gpu, topology, &g)?;
            let l = crate::layout(&g, counters)?;
            let words = program::start_program(&g, &l, *filter_address)?;
            print_words(&g, &words, *format, out)
        }
        Command::Stop(args) => read(program::ReadKind::Stop, args, topology, out, warnings),
        Command::Sample(args) => read(program::ReadKind::Sample, args, topology, out, warnings),
    }
}

/// Writing to a `Vec` does not fail; should it, the command reports it.
impl From<io::Error> for Error {
    fn from(e: io::Error) -> Self {
        Error::Output(e.to_string())
    }
}

pub(super) fn json(out: &mut Vec<u8>, value: &impl serde::Serialize) -> Result<(), Error> {
    serde_json::to_writer_pretty(&mut *out, value).map_err(io::Error::from)?;
    writeln!(out)?;
    Ok(())
}

fn gpus_cmd(as_json: bool, out: &mut Vec<u8>) -> Result<(), Error> {
    let rows: Vec<GpuRow> = PRODUCTS.iter().map(GpuRow::of).collect();
    if as_json {
        return json(out, &GpusReport { gpus: rows });
    }
    let mut t = Table::new(&[&["key", "name"][..], &GEOMETRY_COLUMNS].concat());
    for r in rows {
        t.row([vec![r.key.into(), r.name.into()], geometry_cells(r)].concat());
    }
    t.write(out)?;
    writeln!(out, "\nA processor name (gfx1201) selects its first product here.")?;
    Ok(())
}

fn counters(
    name: &str,
    topology: Option<&Path>,
    pattern: Option<&str>,
    as_json: bool,
    out: &mut Vec<u8>,
) -> Result<(), Error> {
    let (gpu, product) = gpus::resolve(name, topology)?;
    let processor = gpu.processor().to_string();
    let catalog = Catalog::of(gpu.target).ok_or(Error::NoCatalog { processor: processor.clone() })?;
    let wanted = pattern.map(str::to_ascii_lowercase);
    let matches = |c: &&rig_counter_core::CounterDef| {
        wanted.as_ref().is_none_or(|p| c.name().to_ascii_lowercase().contains(p.as_str()))
    };
    let rows: Vec<CounterRow> =
        catalog.counters.iter().filter(matches).filter_map(|c| CounterRow::of(&gpu, c)).collect();
    if rows.is_empty() {
        let pattern = pattern.unwrap_or("").to_owned();
        let hint = crate::hint::unknown_counter(&gpu, &pattern);
        return Err(Error::NoCounterMatches { processor, pattern, hint });
    }
    if as_json {
        return json(out, &CountersReport { gpu: processor, counters: rows });
    }
    let plural = if rows.len() == 1 { "" } else { "s" };
    writeln!(out, "{} counter{plural} of {}", rows.len(), describe(&processor, product.map(|p| p.name)))?;
    if product.is_none() {
        writeln!(out, "{processor} has no built-in product: its geometry is unknown, so shapes show no engines")?;
    }
    let mut t = Table::new(&[
        "name",
        "block",
        "event",
        "registers",
        "shape (xcc x inst x se x sa x wgp)",
        "values",
        "dimensions",
        "description",
    ]);
    for r in rows {
        let values = r.xccs * r.instances * r.engines * r.arrays * r.wgps;
        t.row(vec![
            r.name.into(),
            r.block.into(),
            r.event.to_string(),
            r.registers.to_string(),
            shape([r.xccs, r.instances, r.engines, r.arrays, r.wgps]),
            values.to_string(),
            r.dimensions.join(" "),
            r.description.into(),
        ]);
    }
    t.write(out)?;
    Ok(())
}

fn layout(
    name: &str,
    topology: Option<&Path>,
    names: &[String],
    as_json: bool,
    out: &mut Vec<u8>,
) -> Result<(), Error> {
    let (gpu, product) = gpus::resolve_built(name, topology)?;
    let l = crate::layout(&gpu, names)?;
    let processor = gpu.processor().to_string();
    let rows: Vec<LayoutRow> = l.counters().iter().map(LayoutRow::of).collect();
    if as_json {
        return json(out, &LayoutReport { gpu: processor, bytes: l.bytes(), counters: rows });
    }
    let plural = if rows.len() == 1 { "" } else { "s" };
    writeln!(out, "layout of {} counter{plural} on {}", rows.len(), describe(&processor, product.map(|p| p.name)))?;
    let mut t =
        Table::new(&["name", "block", "event", "register", "shape (xcc x inst x se x sa x wgp)", "offset", "bytes"]);
    for (i, (r, c)) in rows.iter().zip(l.counters()).enumerate() {
        t.row(vec![
            labelled(l.counters(), i),
            r.block.into(),
            r.event.to_string(),
            r.register.to_string(),
            shape([r.xccs, r.instances, r.engines, r.arrays, r.wgps]),
            r.offset.to_string(),
            c.bytes().to_string(),
        ]);
    }
    t.write(out)?;
    writeln!(out, "total {} bytes: one little-endian u64 per value, the WGP varying fastest", l.bytes())?;
    Ok(())
}

/// Counter `i` of a layout's `counters` in a table: its name, an accumulator's
/// followed by what it counts (`SQ_ACCUM_PREV = accumulate(LEVEL,RES)`).
pub(super) fn labelled(counters: &[rig_counter_core::Counter], i: usize) -> String {
    match counters.get(i) {
        Some(c) if c.accumulates.is_some() => format!("{} = {}", c.name, crate::counted_as(counters, i)),
        _ => crate::counted_as(counters, i),
    }
}

pub(super) fn describe(processor: &str, product: Option<&str>) -> String {
    match product {
        Some(p) => format!("{processor} ({p})"),
        None => processor.to_owned(),
    }
}

fn shape(extents: [u32; 5]) -> String {
    extents.map(|e| e.to_string()).join(" x ")
}

fn filter(
    name: &str,
    topology: Option<&Path>,
    vmid: Option<&super::Vmid>,
    (hw_id2, hw_id): (Option<u32>, Option<u32>),
    out: &mut Vec<u8>,
) -> Result<(), Error> {
    let (gpu, _) = gpus::resolve(name, topology)?;
    // By the processor's major version: gfx90a, no catalog family, holds its
    // VMID in HW_ID too.
    let gfx9 = gpu.target.major == 9;
    let processor = gpu.processor();
    let vmid = match (vmid, hw_id2, hw_id) {
        (Some(super::Vmid::Number(v)), ..) => {
            u32::try_from(*v).ok().filter(|v| *v <= 15).ok_or(Error::VmidOutOfRange { vmid: v.to_string() })?
        }
        (Some(super::Vmid::OutOfRange(text)), ..) => return Err(Error::VmidOutOfRange { vmid: text.clone() }),
        (None, Some(_), _) if gfx9 => {
            return Err(Error::Usage(format!(
                "{processor} waves hold their VMID in HW_ID: give --hw-id, not --hw-id2"
            )));
        }
        (None, _, Some(_)) if !gfx9 => {
            return Err(Error::Usage(format!(
                "{processor} waves hold their VMID in HW_ID2: give --hw-id2, not --hw-id"
            )));
        }
        (None, Some(word), _) => HW_ID2_VM_ID.get(word),
        (None, None, Some(word)) => HW_ID_VM_ID.get(word),
        (None, None, None) => {
            return Err(Error::Usage("filter needs --vmid N, --hw-id2 WORD or --hw-id WORD".to_owned()));
        }
    };
    let word = rig_counter_core::filter(&gpu, vmid).map_err(Error::from)?;
    writeln!(out, "{word:#010x}")?;
    Ok(())
}

fn print_words(gpu: &rig_counter_core::Gpu, words: &[u32], format: Format, out: &mut Vec<u8>) -> Result<(), Error> {
    match format {
        Format::Asm => {
            for line in disasm::disassemble(RegisterTable::of(gpu.gc), words)? {
                writeln!(out, "{line}")?;
            }
        }
        Format::Hex => {
            for w in words {
                writeln!(out, "{w:08x}")?;
            }
        }
        Format::Bin => {
            for w in words {
                out.extend_from_slice(&w.to_le_bytes());
            }
        }
    }
    Ok(())
}

/// `gpus --topology DIR`: the machine's GPUs, a note for each node skipped.
fn machine(dir: &Path, as_json: bool, out: &mut Vec<u8>, warnings: &mut Vec<String>) -> Result<(), Error> {
    let topology = crate::kfd::read_topology(dir)?;
    warnings.extend(topology.notes.iter().map(|n| format!("{}: {n}", dir.display())));
    if as_json {
        let rows: Vec<serde_json::Value> = topology
            .gpus
            .iter()
            .map(|g| {
                let mut row = serde_json::to_value(GpuRow::of_gpu(&g.gpu)).unwrap_or_default();
                row["key"] = serde_json::json!(format!("kfd:{}", g.node));
                row["product"] = serde_json::json!(g.product);
                row["cp_fw_version"] = serde_json::json!(g.firmware.cp);
                row["sdma_fw_version"] = serde_json::json!(g.firmware.sdma);
                row
            })
            .collect();
        return json(out, &serde_json::json!({ "gpus": rows }));
    }
    let mut t = Table::new(&[&["gpu", "product"][..], &GEOMETRY_COLUMNS, &["cp fw", "sdma fw"]].concat());
    let version = |v: Option<u64>| v.map_or_else(|| "-".to_owned(), |v| v.to_string());
    for g in &topology.gpus {
        let head = vec![format!("kfd:{}", g.node), g.product.unwrap_or("-").into()];
        let fw = vec![version(g.firmware.cp), version(g.firmware.sdma)];
        t.row([head, geometry_cells(GpuRow::of_gpu(&g.gpu)), fw].concat());
    }
    t.write(out)?;
    // The firmware restrictions rocprofiler's definitions (through
    // $ROCPROFILER_METRICS_PATH) set on these GPUs, and whether each is met.
    for g in &topology.gpus {
        let (restrictions, file) =
            crate::definitions::restrictions(g.gpu.target, None).map_err(|e| Error::Definitions(e.0))?;
        let file = file.map_or_else(String::new, |f| crate::error::escaped(&f.display().to_string()));
        for r in &restrictions {
            let have = g.firmware.of(r.firmware);
            let state = match have {
                Some(v) if v < r.min_version => format!("{v}: below"),
                Some(v) => format!("{v}: met"),
                None => "not reported".to_owned(),
            };
            let what = r.feature.as_ref().map_or_else(|| "counting".to_owned(), |f| format!("feature {f}"));
            let reason =
                if r.reason.is_empty() { String::new() } else { format!(" ({})", crate::error::escaped(&r.reason)) };
            writeln!(
                out,
                "kfd:{}: {file}: {what} needs {} firmware {} or newer, it has {state}{reason}",
                g.node,
                r.firmware.name(),
                r.min_version
            )?;
        }
    }
    Ok(())
}

/// A GPU's processor, GC version and geometry as table cells.
/// The columns of [`geometry_cells`].
const GEOMETRY_COLUMNS: [&str; 8] =
    ["processor", "gc", "xccs", "engines", "arrays", "units/array", "cus/xcc", "l2/xcc"];

fn geometry_cells(r: GpuRow) -> Vec<String> {
    vec![
        r.processor,
        r.gc,
        r.xccs.to_string(),
        r.shader_engines.to_string(),
        r.shader_arrays.to_string(),
        r.array_units.to_string(),
        r.compute_units.to_string(),
        r.l2_channels.to_string(),
    ]
}

/// `stop` and `sample`: the program of `kind` for `args`.
fn read(
    kind: program::ReadKind,
    args: &super::ReadArgs,
    topology: Option<&Path>,
    out: &mut Vec<u8>,
    warnings: &mut Vec<String>,
) -> Result<(), Error> {
    let super::ReadArgs { gpu, counters, address, inactive, cu_bitmap, format } = args;
    let (g, product) = gpus::resolve_built(gpu, topology)?;
    gpus::check_firmware(gpu, topology, &g)?;
    let l = crate::layout(&g, counters)?;
    let mut masks = program::active_masks(&g, inactive)?;
    if let Some(path) = cu_bitmap {
        let bitmap = crate::kfd::read_cu_bitmap(path)?;
        for (m, active) in masks.iter_mut().zip(crate::kfd::active_wgps(&g, &bitmap)?) {
            *m &= active;
        }
    }
    let named = masks.iter().map(|m| program::all_wgps(&g).saturating_sub(m.count_ones())).sum::<u32>();
    let harvested = program::harvested_wgps(&g);
    // Wherever the GPU came from (a product, a KFD node of none) and
    // whatever said which WGPs run (--inactive, a CU bitmap): no more
    // may be read than the GPU runs.
    if named < harvested {
        let built = program::all_wgps(&g) * u32::from(g.shader_engines);
        let name = product.map_or_else(|| format!("{gpu} ({})", g.processor()), |p| p.name.to_owned());
        return Err(Error::Harvested { product: name, active: built - harvested, built, missing: harvested - named });
    }
    if g.family() == Some(rig_counter_core::Family::Gfx9) {
        // No gfx942/gfx950 block counts per CU: the masks read nothing less.
        if !inactive.is_empty() || cu_bitmap.is_some() {
            warnings.push(format!(
                "--inactive and --cu-bitmap have no effect on {}: no block counts per CU, every engine of every die is read",
                g.processor()
            ));
        }
    } else if masks.iter().all(|m| *m == 0) {
        warnings.push(format!("no WGP runs work by these masks: {} reads nothing and stores zeros", kind.name()));
    }
    let words = program::read_program_masks(kind, &g, &masks, &l, *address)?;
    print_words(&g, &words, *format, out)
}
