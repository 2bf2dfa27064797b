//! What each subcommand does.

use super::args::{Command, Format, TableFormat};
use super::report::{CounterRow, CountersReport, GpuRow, GpusReport, LayoutReport, LayoutRow};
use super::show::{csv, describe, json, labelled};
use super::table::Table;
use crate::{Error, disasm, gpus, program};
use rig_counter_core::catalog::Catalog;
use rig_counter_core::counting::{HW_ID_VM_ID, HW_ID2_VM_ID};
use rig_counter_core::gpu::PRODUCTS;
use rig_counter_core::regs::RegisterTable;
use std::io::{self, Write};
use std::path::Path;

/// Where the machine's GPUs are described: `--topology` and `--drm`.
#[derive(Clone, Copy, Debug, Default)]
pub struct Machine<'a> {
    /// The KFD topology directory, if given (default: the machine's).
    pub topology: Option<&'a Path>,
    /// The DRM directory, if given ([`crate::kfd::power::drm_dir`] chooses
    /// the default).
    pub drm: Option<&'a Path>,
}

/// Runs `command`, writing its output to `out` (a buffer: nothing reaches stdout
/// unless the whole command succeeds), what its numbers cannot be trusted
/// for to `warnings`, and the files to write once its output is written
/// (`stop --run`'s description) to `files`.
pub fn execute(
    command: &Command,
    machine_dirs: Machine<'_>,
    out: &mut Vec<u8>,
    warnings: &mut Vec<String>,
    files: &mut Vec<(std::path::PathBuf, Vec<u8>)>,
) -> Result<(), Error> {
    let topology = machine_dirs.topology;
    // Looked at only by the commands that read power levels; a --drm given
    // that is no directory is refused, as any other input path is.
    let drm = || -> Result<Option<std::path::PathBuf>, Error> {
        if let Some(d) = machine_dirs.drm {
            crate::kfd::power::check_drm(d)?;
        }
        Ok(crate::kfd::power::drm_dir(topology, machine_dirs.drm))
    };
    match command {
        Command::Metric { gpu, names, expressions, rocprofv3: Some(path), by, definitions, format, json, .. } => {
            let format = &super::args::table_format(*format, *json);
            // With --rocprofv3, a first positional that names no GPU is a
            // metric name, as every one is with --run: the files' agents
            // give the GPU.
            let every: Vec<String>;
            let (gpu, names) = match gpu {
                Some(g) if crate::gpus::names_gpu(g) => (Some(g.as_str()), &names[..]),
                _ => {
                    every = gpu.iter().chain(names).cloned().collect();
                    (None, &every[..])
                }
            };
            let args = super::rocprofv3::Args {
                gpu,
                names,
                expressions,
                path,
                by: *by,
                definitions: definitions.as_deref(),
                format: *format,
                passes: None,
                records: false,
            };
            super::rocprofv3::metric_cmd(&args, None, topology, out, warnings)
        }
        Command::Metric {
            gpu,
            names,
            expressions,
            run: Some(run),
            records: Some(records),
            by,
            definitions,
            format,
            json,
            ..
        } => {
            let format = &super::args::table_format(*format, *json);
            // As with --run: every positional is a metric name.
            let every: Vec<String> = gpu.iter().chain(names).cloned().collect();
            let (description, passes) = super::run_pass::plan_run(run, topology)?;
            // The GPU is the run's: one named first is said so (break test
            // of issue 41: `gfx1201 counts no mi300x`).
            if let Some(first) = every.first().filter(|f| crate::gpus::names_gpu(f)) {
                return Err(Error::Usage(format!(
                    "with --run, the GPU is the run description's ({}): leave out {}",
                    crate::text::shown(&description.gpu),
                    crate::text::shown(first)
                )));
            }
            let (bytes, read) = crate::records::read(records, &passes)?;
            // What decode says of the records' values (a third break test
            // of issue 41: values at inactive WGPs and past 32 bits unsaid).
            let (g, _) = gpus::resolve_built(&description.gpu, topology)?;
            let inactive = description.inactive_wgps(&g)?;
            warnings.extend(crate::records::warnings(&bytes, &read, &passes, &g, &inactive, false)?);
            let source = crate::text::shown_path(records);
            let pass = crate::records::to_pass(&bytes, &read, &passes, &description, &source)?;
            let args = super::rocprofv3::Args {
                gpu: Some(description.gpu.as_str()),
                names: &every,
                expressions,
                path: records,
                by: *by,
                definitions: definitions.as_deref(),
                format: *format,
                passes: Some(passes.len()),
                records: true,
            };
            super::rocprofv3::metric_cmd(&args, Some(vec![pass]), topology, out, warnings)
        }
        Command::Metric { gpu, names, expressions, run, samples, definitions, format, json, .. } => {
            let format = &super::args::table_format(*format, *json);
            // With --run, every positional is a metric name: the first went to `gpu`.
            let with_run: Vec<String>;
            let (gpu, names, run) = match run {
                Some(run) => {
                    with_run = gpu.iter().chain(names).cloned().collect();
                    ("", &with_run[..], Some(run.as_path()))
                }
                None => (gpu.as_deref().unwrap_or(""), &names[..], None),
            };
            let args = super::metric::MetricArgs {
                gpu,
                names,
                expressions,
                run,
                samples: samples.as_deref().unwrap_or(std::path::Path::new("")),
                definitions: definitions.as_deref(),
                format: *format,
            };
            super::metric::metric_cmd(&args, topology, out, warnings)
        }
        Command::Metrics { gpu, pattern, definitions, format, json } => super::metrics::metrics_cmd(
            gpu,
            topology,
            pattern.as_deref(),
            definitions.as_deref(),
            super::args::table_format(*format, *json),
            out,
            warnings,
        ),
        Command::Plan {
            gpu,
            names,
            expressions,
            input,
            definitions,
            run,
            address,
            inactive,
            cu_bitmap,
            format,
            json,
        } => {
            let format = if *json { super::args::PlanFormat::Json } else { *format };
            let names = match input {
                Some(path) => all_input_names(path, warnings)?,
                None => names.clone(),
            };
            let asked = super::plan::Asked { names: &names, expressions };
            let run = run.as_deref().map(|path| super::plan::RunOut {
                path,
                address: *address,
                inactive,
                cu_bitmap: cu_bitmap.as_deref(),
            });
            let plan_run = super::plan::plan_cmd(gpu, topology, asked, definitions.as_deref(), format, out, warnings)?;
            if let Some(run) = run {
                files.push(super::plan::run_file(gpu, topology, &run, &plan_run, warnings)?);
            }
            Ok(())
        }
        Command::Decode { gpu, counters, run, samples, records, definitions, format, json } => {
            let format = &super::args::table_format(*format, *json);
            let source = match run {
                Some(run) => super::decode::Source::Run(run),
                None => super::decode::Source::Named(gpu.as_deref().unwrap_or(""), counters, definitions.as_deref()),
            };
            let result = super::decode::samples_or_records(source, topology, samples, records, *format, out);
            super::stream::buffered(result, warnings)
        }
        Command::Gpus { definitions, format, json } => match topology {
            Some(dir) => {
                let drm = drm()?;
                machine(
                    dir,
                    drm.as_deref(),
                    definitions.as_deref(),
                    super::args::table_format(*format, *json),
                    out,
                    warnings,
                )
            }
            None => gpus_cmd(super::args::table_format(*format, *json), out),
        },
        Command::Counters { gpu, pattern, definitions, format, json } => {
            let format = super::args::table_format(*format, *json);
            counters(gpu, topology, pattern.as_deref(), definitions.as_deref(), format, out, warnings)
        }
        Command::Layout { gpu, names, format, json } => {
            layout(gpu, topology, names, super::args::table_format(*format, *json), out, warnings)
        }
        Command::Filter { gpu, vmid, hw_id2, hw_id, format, json } => {
            let format = if *json { super::args::WordFormat::Json } else { *format };
            filter(gpu, topology, vmid.as_ref(), (*hw_id2, *hw_id), format, out)
        }
        Command::Start { gpu, names, run, filter_address, format } => {
            if let (Some(path), None) = (run, names.pass) {
                return Err(super::run_pass::no_pass(path));
            }
            let chosen =
                run.as_deref().map(|r| super::run_pass::chosen(r, gpu.as_deref(), names, topology)).transpose()?;
            let gpu = match &chosen {
                Some(c) => c.run.gpu.clone(),
                None => super::run_pass::required(gpu.as_deref())?.to_owned(),
            };
            let gpu = gpu.as_str();
            let (g, _) = gpus::resolve_programmable(gpu, topology)?;
            if Catalog::of(g.target).is_some() {
                rig_counter_core::filter(&g, 0)?;
            }
            warnings.extend(gpus::check_firmware(gpu, topology, &g, names.definitions.as_deref())?);
            let l = match chosen {
                Some(c) => c.layout,
                None => names_layout(&g, names, warnings)?,
            };
            let words = program::start_program(&g, &l, *filter_address)?;
            print_words(&g, &words, *format, out)?;
            // The program is written whatever the level: a warning, not a refusal.
            warnings.extend(gpus::power_warnings(gpu, topology, drm()?.as_deref())?);
            Ok(())
        }
        Command::Stop(args) => read(program::ReadKind::Stop, args, topology, out, warnings, files),
        Command::Sample(args) => read(program::ReadKind::Sample, args, topology, out, warnings, files),
        Command::Samples { run, values, output } => super::samples::samples_cmd(run, topology, values, output, out),
        Command::Timeline { files: traces, format, json, output, metrics } => {
            let result =
                super::timeline::timeline_cmd(traces, *format, *json, output.as_deref(), metrics, topology, out);
            super::stream::buffered(result, warnings)
        }
        Command::OaSets { platform, set, format, json } => {
            super::oa::oa_sets_cmd(platform.as_deref(), set.as_deref(), super::args::table_format(*format, *json), out)
        }
        Command::Completions { shell } => {
            let mut command = super::args::command();
            clap_complete::generate(*shell, &mut command, "rig-counter", out);
            Ok(())
        }
        Command::Man { subcommand } => {
            let command = super::args::command();
            let page = match subcommand {
                None => command,
                Some(name) => {
                    let sub = command.get_subcommands().find(|c| c.get_name() == name).cloned().ok_or_else(|| {
                        Error::Usage(format!(
                            "rig-counter has no subcommand {}; try rig-counter man for the list",
                            crate::text::shown(name)
                        ))
                    })?;
                    // The version in the page's VERSION section, not as a
                    // -V flag: subcommands take none.
                    sub.name(format!("rig-counter-{name}"))
                        .bin_name(format!("rig-counter {name}"))
                        .version(super::args::VERSION)
                        .disable_version_flag(true)
                }
            };
            // The footer's source is the short version; the catalog's source
            // stays in the VERSION section (the long one ran over the title).
            let source = format!("rig-counter {}", env!("CARGO_PKG_VERSION"));
            clap_mangen::Man::new(page).source(source).render(out)?;
            Ok(())
        }
    }
}

/// The counter names of `names`: as given, or those of one pass of its
/// rocprofv3 input file (`-i FILE`, `--pass N`), whose derived metrics stand
/// for the counters they need, laid out as `plan` lays out that pass.
/// What the file holds that is not read goes to `warnings`. The definitions
/// (`--definitions`, else `ROCPROFILER_METRICS_PATH`) are loaded into
/// `definitions` where the file needs them, so the caller loads them once.
///
/// Errors: those of [`crate::rocprofv3::read`] and
/// [`crate::rocprofv3::Input::pass`]; those of [`definitions_of`]; the
/// plan's, for a name the GPU lacks; [`Error::File`] for a pass whose
/// counters do not fit one pass.
pub(super) fn counter_names(
    gpu: &rig_counter_core::Gpu,
    names: &super::args::Names,
    definitions: &mut Option<crate::definitions::Loaded>,
    warnings: &mut Vec<String>,
) -> Result<Vec<String>, Error> {
    let Some(path) = &names.input else {
        if names.pass.is_some() {
            return Err(Error::Usage("--pass chooses a pass of an input file: give -i FILE".to_owned()));
        }
        if names.counters.is_empty() {
            return Err(Error::Usage(
                "name the counters, in order (as SQ_WAVES GRBM_GUI_ACTIVE), or give -i FILE".to_owned(),
            ));
        }
        return Ok(names.counters.clone());
    };
    let file = crate::text::shown_path(path);
    let input = crate::rocprofv3::read(path)?;
    warnings.extend(input.notes.iter().map(|n| format!("{file}: {n}")));
    let pass = input.pass(names.pass, &file)?;
    let loaded = definitions_of(definitions, gpu, names)?;
    // Hardware counters alone: in the file's order, as if typed.
    let known = crate::known::Known::of(gpu.target, &loaded.counters);
    let counter = |n: &String| crate::request(n).is_ok_and(|(n, _)| known.is_some_and(|c| c.find(&n).is_some()));
    if known.is_none() || pass.names.iter().all(counter) {
        return Ok(pass.names.clone());
    }
    warnings.extend(loaded.notes().cloned());
    let plan = crate::plan::plan_with(gpu, &pass.names, &loaded.metrics, &loaded.counters)?;
    match &plan.passes[..] {
        [one] if plan.split.is_empty() && plan.conflicting.is_empty() => Ok(crate::names_of(&one.layout)),
        passes => Err(Error::File {
            path: file.clone(),
            message: format!(
                "{}: its counters do not fit one pass (plan splits them into {}): `rig-counter plan {} -i {}` \
                 writes passes that do",
                pass.origin,
                passes.len(),
                gpu.processor(),
                crate::text::shell_word(&path.display().to_string())
            ),
        }),
    }
}

/// The definitions of `names` for `gpu` (`--definitions`, else
/// `ROCPROFILER_METRICS_PATH`), loaded into `slot` the first time.
///
/// Errors: [`Error::Definitions`], those of [`crate::definitions::load`].
fn definitions_of<'a>(
    slot: &'a mut Option<crate::definitions::Loaded>,
    gpu: &rig_counter_core::Gpu,
    names: &super::args::Names,
) -> Result<&'a crate::definitions::Loaded, Error> {
    let loaded = match slot.take() {
        Some(loaded) => loaded,
        None => {
            crate::definitions::load(gpu.target, names.definitions.as_deref()).map_err(|e| Error::Definitions(e.0))?
        }
    };
    Ok(slot.insert(loaded))
}

/// The layout on `gpu` of the counters `names` gives ([`counter_names`]),
/// the hardware counters of the definitions file (`--definitions`, else
/// `ROCPROFILER_METRICS_PATH`) among them ([`crate::layout_with`]); the
/// notes on the counters it defines go to `warnings`. A name the GPU lacks
/// that is a derived metric of the file gets the hint a built-in metric
/// gets, naming the file ([`crate::hint::definitions_metric`]); one the file
/// defines for a block without counting programs says so.
///
/// Errors: those of [`counter_names`], [`crate::definitions::load`] and
/// [`crate::layout_with`].
pub(super) fn names_layout(
    gpu: &rig_counter_core::Gpu,
    names: &super::args::Names,
    warnings: &mut Vec<String>,
) -> Result<rig_counter_core::Layout, Error> {
    let mut definitions = None;
    let counters = counter_names(gpu, names, &mut definitions, warnings)?;
    let loaded = definitions_of(&mut definitions, gpu, names)?;
    warnings.extend(loaded.counter_notes.iter().cloned());
    crate::layout_with(gpu, &counters, &loaded.counters).map_err(|e| match e {
        Error::UnknownCounter { processor, name, hint } => {
            let hint = crate::hint::refused_counter(gpu, loaded, &name)
                .or_else(|| crate::hint::family_counter(gpu, loaded, &name))
                .or_else(|| crate::hint::definitions_metric(gpu, names.definitions.as_deref(), &name))
                .or(hint);
            Error::UnknownCounter { processor, name, hint }
        }
        e => e,
    })
}

/// Every name of every pass of the rocprofv3 input file at `path`, each once,
/// in the file's order; what is not read goes to `warnings`.
///
/// Errors: those of [`crate::rocprofv3::read`].
fn all_input_names(path: &Path, warnings: &mut Vec<String>) -> Result<Vec<String>, Error> {
    let file = crate::text::shown_path(path);
    let input = crate::rocprofv3::read(path)?;
    warnings.extend(input.notes.iter().map(|n| format!("{file}: {n}")));
    let mut seen = std::collections::BTreeSet::new();
    Ok(input.passes.iter().flat_map(|p| p.names.iter()).filter(|n| seen.insert(n.as_str())).cloned().collect())
}

/// Writing to a `Vec` does not fail; should it, the command reports it.
impl From<io::Error> for Error {
    fn from(e: io::Error) -> Self {
        Error::Output(e.to_string())
    }
}

fn gpus_cmd(format: TableFormat, out: &mut Vec<u8>) -> Result<(), Error> {
    let rows: Vec<GpuRow> = PRODUCTS.iter().map(GpuRow::of).collect();
    match format {
        TableFormat::Json => return json(out, &GpusReport { gpus: rows }),
        TableFormat::Csv => {
            let cells: Vec<Vec<String>> =
                rows.into_iter().map(|r| [vec![r.key.into(), r.name.into()], geometry_cells(r)].concat()).collect();
            return csv(out, &[&["key", "name"][..], &GEOMETRY_FIELDS].concat(), &cells);
        }
        TableFormat::Table => {}
    }
    let mut t = Table::new(&[&["key", "name"][..], &GEOMETRY_COLUMNS].concat());
    for r in rows {
        t.row([vec![r.key.into(), r.name.into()], geometry_cells(r)].concat());
    }
    t.write(out)?;
    writeln!(out, "\nA processor name (gfx1201) selects its first product here.")?;
    Ok(())
}

/// Lists the counters of the GPU named `name` whose names contain `pattern`
/// (any case): its catalog's, and the definitions file's hardware counters
/// (`definitions`, else `ROCPROFILER_METRICS_PATH`), each with the file.
fn counters(
    name: &str,
    topology: Option<&Path>,
    pattern: Option<&str>,
    definitions: Option<&Path>,
    format: TableFormat,
    out: &mut Vec<u8>,
    warnings: &mut Vec<String>,
) -> Result<(), Error> {
    let (gpu, product) = gpus::resolve(name, topology)?;
    let processor = gpu.processor().to_string();
    let catalog = Catalog::of(gpu.target).ok_or(Error::NoCatalog { processor: processor.clone() })?;
    let loaded = crate::definitions::load(gpu.target, definitions).map_err(|e| Error::Definitions(e.0))?;
    warnings.extend(loaded.counter_notes.iter().cloned());
    let known = crate::known::Known { catalog, defined: &loaded.counters };
    let wanted = pattern.map(str::to_ascii_lowercase);
    let matches = |n: &str| wanted.as_ref().is_none_or(|p| n.to_ascii_lowercase().contains(p.as_str()));
    // Every name once, the file's definition before the catalog's, by name.
    let mut names: Vec<&'static str> = catalog.counters.iter().map(|c| c.name()).collect();
    names.extend(loaded.counters.iter().map(|d| d.name));
    names.sort_unstable();
    names.dedup();
    let rows: Vec<CounterRow> = names
        .into_iter()
        .filter(|n| matches(n))
        .filter_map(|n| known.find(n))
        .filter_map(|c| CounterRow::found(&gpu, &c, &loaded.source()))
        .collect();
    if rows.is_empty() {
        let pattern = pattern.unwrap_or("").to_owned();
        let hint = crate::hint::unknown_counter(&gpu, &pattern);
        return Err(Error::NoCounterMatches { processor, pattern, hint });
    }
    match format {
        TableFormat::Json => return json(out, &CountersReport { gpu: processor, counters: rows }),
        TableFormat::Csv => {
            let cells: Vec<Vec<String>> = rows
                .iter()
                .map(|r| {
                    vec![
                        r.name.into(),
                        r.block.into(),
                        r.event.to_string(),
                        r.registers.to_string(),
                        r.xccs.to_string(),
                        r.instances.to_string(),
                        r.engines.to_string(),
                        r.arrays.to_string(),
                        r.wgps.to_string(),
                        (r.xccs * r.instances * r.engines * r.arrays * r.wgps).to_string(),
                        r.dimensions.join(" "),
                        r.description.clone(),
                    ]
                })
                .collect();
            let header = [
                "name",
                "block",
                "event",
                "registers",
                "xccs",
                "instances",
                "engines",
                "arrays",
                "wgps",
                "values",
                "dimensions",
                "description",
            ];
            return csv(out, &header, &cells);
        }
        TableFormat::Table => {}
    }
    let plural = if rows.len() == 1 { "" } else { "s" };
    writeln!(out, "{} counter{plural} of {}", rows.len(), describe(&processor, product.map(|p| p.name)))?;
    if let Some(left_out) = catalog.left_out() {
        writeln!(
            out,
            "rocprofiler's definitions give {processor} more, on blocks rig-counter has no programs for yet: {left_out}"
        )?;
    }
    // A KFD node's geometry is the driver's, product or not.
    if product.is_none() && !name.starts_with("kfd:") {
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
            r.description,
        ]);
    }
    t.write(out)?;
    Ok(())
}

fn layout(
    name: &str,
    topology: Option<&Path>,
    names: &super::args::Names,
    format: TableFormat,
    out: &mut Vec<u8>,
    warnings: &mut Vec<String>,
) -> Result<(), Error> {
    let (gpu, product) = gpus::resolve_built(name, topology)?;
    let l = names_layout(&gpu, names, warnings)?;
    let processor = gpu.processor().to_string();
    let rows: Vec<LayoutRow> = l.counters().iter().map(LayoutRow::of).collect();
    match format {
        TableFormat::Json => return json(out, &LayoutReport { gpu: processor, bytes: l.bytes(), counters: rows }),
        TableFormat::Csv => {
            let cells: Vec<Vec<String>> = rows
                .iter()
                .zip(l.counters())
                .enumerate()
                .map(|(i, (r, c))| {
                    vec![
                        r.name.into(),
                        crate::counted_as(l.counters(), i),
                        r.block.into(),
                        r.event.to_string(),
                        r.register.to_string(),
                        r.xccs.to_string(),
                        r.instances.to_string(),
                        r.engines.to_string(),
                        r.arrays.to_string(),
                        r.wgps.to_string(),
                        r.offset.to_string(),
                        c.bytes().to_string(),
                    ]
                })
                .collect();
            let header = [
                "name",
                "counts",
                "block",
                "event",
                "register",
                "xccs",
                "instances",
                "engines",
                "arrays",
                "wgps",
                "offset",
                "bytes",
            ];
            return csv(out, &header, &cells);
        }
        TableFormat::Table => {}
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
    writeln!(
        out,
        "total {} bytes: one little-endian u64 per value, the WGP varying fastest and the XCC slowest",
        l.bytes()
    )?;
    Ok(())
}

fn shape(extents: [u32; 5]) -> String {
    extents.map(|e| e.to_string()).join(" x ")
}

fn filter(
    name: &str,
    topology: Option<&Path>,
    vmid: Option<&super::args::Vmid>,
    (hw_id2, hw_id): (Option<u32>, Option<u32>),
    format: super::args::WordFormat,
    out: &mut Vec<u8>,
) -> Result<(), Error> {
    let (gpu, _) = gpus::resolve(name, topology)?;
    // By the processor's major version: gfx90a, no catalog family, holds its
    // VMID in HW_ID too.
    let gfx9 = gpu.target.major == 9;
    let processor = gpu.processor();
    let vmid = match (vmid, hw_id2, hw_id) {
        (Some(super::args::Vmid::Number(v)), ..) => {
            u32::try_from(*v).ok().filter(|v| *v <= 15).ok_or(Error::VmidOutOfRange { vmid: v.to_string() })?
        }
        (Some(super::args::Vmid::OutOfRange(text)), ..) => return Err(Error::VmidOutOfRange { vmid: text.clone() }),
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
    match format {
        super::args::WordFormat::Hex => writeln!(out, "{word:#010x}")?,
        super::args::WordFormat::Json => {
            #[derive(serde::Serialize)]
            struct Filter {
                gpu: String,
                vmid: u32,
                word: u32,
                hex: String,
            }
            json(out, &Filter { gpu: processor.to_string(), vmid, word, hex: format!("{word:#010x}") })?;
        }
    }
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

/// One GPU of `gpus --topology DIR --format json`.
#[derive(serde::Serialize)]
struct MachineGpu {
    /// `kfd:N`.
    key: String,
    /// The built-in product of its geometry, if any.
    product: Option<&'static str>,
    #[serde(flatten)]
    geometry: GpuRow,
    /// Its CP (MEC) firmware version, `fw_version`; null if not reported.
    cp_fw_version: Option<u64>,
    /// Its SDMA firmware version, `sdma_fw_version`; null if not reported.
    sdma_fw_version: Option<u64>,
    /// Its power level as `power_dpm_force_performance_level` reads
    /// (`auto`, `profile_standard`, ...; other text as the file holds it, cut after 64 bytes with `...`);
    /// null where unknown (no DRM directory, or no such file for its
    /// `drm_render_minor`).
    power_level: Option<String>,
    /// The firmware restrictions of the definitions that apply to it.
    restrictions: Vec<MachineRestriction>,
}

/// One firmware restriction on a GPU, and whether it is met.
#[derive(serde::Serialize)]
struct MachineRestriction {
    /// The definitions file it comes from.
    file: String,
    /// `CP`, `MEC` or `SDMA`, as the file names it.
    firmware_type: &'static str,
    /// The oldest version allowed.
    min_version: u64,
    /// The feature it gates; null: counting itself (a hard floor).
    feature: Option<String>,
    /// Why, as the file says it.
    reason: String,
    /// The GPU's version of that firmware; null if not reported.
    version: Option<u64>,
    /// `met`, `below` or `not reported`.
    state: &'static str,
}

/// `gpus --topology DIR`: the machine's GPUs, a note for each node skipped.
fn machine(
    dir: &Path,
    drm: Option<&Path>,
    definitions: Option<&Path>,
    format: TableFormat,
    out: &mut Vec<u8>,
    warnings: &mut Vec<String>,
) -> Result<(), Error> {
    let topology = crate::kfd::read_topology(dir)?;
    let shown_dir = crate::text::shown_path(dir);
    warnings.extend(topology.notes.iter().map(|n| format!("{shown_dir}: {n}")));
    // The firmware restrictions rocprofiler's definitions (through
    // $ROCPROFILER_METRICS_PATH) set on these GPUs, and whether each is met.
    let mut rows = Vec::with_capacity(topology.gpus.len());
    // Each GPU's power level for the table, its warning after the notes; a
    // DRM directory that is none leaves every level unknown, said once.
    let drm = drm.filter(|d| match crate::kfd::power::check_drm(d) {
        Ok(()) => true,
        Err(e) => {
            warnings.push(format!("every power level is unknown: {e}"));
            false
        }
    });
    let mut levels = Vec::with_capacity(topology.gpus.len());
    for g in &topology.gpus {
        let (level, warning) = match drm {
            Some(drm) => gpus::node_power(&format!("kfd:{}", g.node), g, drm),
            None => (None, None),
        };
        warnings.extend(warning);
        let level = level.map(|p| p.level);
        let (restrictions, file) =
            crate::definitions::restrictions(g.gpu.target, definitions).map_err(|e| Error::Definitions(e.0))?;
        let file = file.map_or_else(String::new, |f| crate::text::shown_path(&f));
        let restrictions = restrictions
            .iter()
            .map(|r| {
                let version = g.firmware.of(r.firmware);
                let state = match version {
                    Some(v) if v < r.min_version => "below",
                    Some(_) => "met",
                    None => "not reported",
                };
                MachineRestriction {
                    file: file.clone(),
                    firmware_type: r.firmware.name(),
                    min_version: r.min_version,
                    feature: r.feature.clone(),
                    reason: r.reason.clone(),
                    version,
                    state,
                }
            })
            .collect();
        rows.push(MachineGpu {
            key: format!("kfd:{}", g.node),
            product: g.product,
            geometry: GpuRow {
                name: g.product.and_then(rig_counter_core::gpu::products::find).map_or("", |p| p.name),
                ..GpuRow::of_gpu(&g.gpu)
            },
            cp_fw_version: g.firmware.cp,
            sdma_fw_version: g.firmware.sdma,
            power_level: level.as_ref().map(|l| l.text().to_owned()),
            restrictions,
        });
        levels.push(level);
    }
    let version = |v: Option<u64>| v.map_or_else(|| "-".to_owned(), |v| v.to_string());
    match format {
        TableFormat::Json => {
            #[derive(serde::Serialize)]
            struct Machine {
                gpus: Vec<MachineGpu>,
            }
            return json(out, &Machine { gpus: rows });
        }
        TableFormat::Csv => {
            let cells: Vec<Vec<String>> = rows
                .into_iter()
                .map(|r| {
                    let head = vec![r.key, r.product.unwrap_or("").into()];
                    let tail = vec![
                        r.power_level.unwrap_or_default(),
                        r.cp_fw_version.map_or_else(String::new, |v| v.to_string()),
                        r.sdma_fw_version.map_or_else(String::new, |v| v.to_string()),
                    ];
                    [head, geometry_cells(r.geometry), tail].concat()
                })
                .collect();
            let header =
                [&["gpu", "product"][..], &GEOMETRY_FIELDS, &["power_level", "cp_fw_version", "sdma_fw_version"]]
                    .concat();
            return csv(out, &header, &cells);
        }
        TableFormat::Table => {}
    }
    let mut t =
        Table::new(&[&["gpu", "product"][..], &GEOMETRY_COLUMNS, &["power level", "cp fw", "sdma fw"]].concat());
    for (r, level) in rows.iter().zip(&levels) {
        let head = vec![r.key.clone(), r.product.unwrap_or("-").into()];
        let level = level.as_ref().map_or_else(|| "-".to_owned(), |l| l.shown());
        let tail = vec![level, version(r.cp_fw_version), version(r.sdma_fw_version)];
        t.row([head, geometry_cells(r.geometry.clone()), tail].concat());
    }
    t.write(out)?;
    let restrictions: Vec<(&str, &MachineRestriction)> =
        rows.iter().flat_map(|r| r.restrictions.iter().map(move |x| (r.key.as_str(), x))).collect();
    if !restrictions.is_empty() {
        writeln!(out, "\nfirmware restrictions ({}):", restrictions[0].1.file)?;
        let mut t = Table::new(&["gpu", "gates", "firmware", "min version", "version", "state", "reason"]);
        for (key, r) in restrictions {
            t.row(vec![
                key.to_owned(),
                r.feature
                    .as_ref()
                    .map_or_else(|| "counting".to_owned(), |f| format!("feature {}", crate::text::escaped(f))),
                r.firmware_type.into(),
                r.min_version.to_string(),
                version(r.version),
                r.state.into(),
                crate::text::escaped(&crate::text::abridged(&r.reason)),
            ]);
        }
        t.write(out)?;
    }
    Ok(())
}

/// A GPU's processor, GC version and geometry as table cells.
/// The columns of [`geometry_cells`].
const GEOMETRY_COLUMNS: [&str; 8] =
    ["processor", "gc", "xccs", "engines", "arrays", "units/array", "cus/xcc", "l2/xcc"];
/// The CSV header of [`geometry_cells`]: the JSON field names.
const GEOMETRY_FIELDS: [&str; 8] =
    ["processor", "gc", "xccs", "shader_engines", "shader_arrays", "array_units", "compute_units", "l2_channels"];

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
    args: &super::args::ReadArgs,
    topology: Option<&Path>,
    out: &mut Vec<u8>,
    warnings: &mut Vec<String>,
    files: &mut Vec<(std::path::PathBuf, Vec<u8>)>,
) -> Result<(), Error> {
    let super::args::ReadArgs { gpu, names, address, inactive, cu_bitmap, run, format } = args;
    // With --pass and no -i, --run names the run `plan --run` described:
    // read, not written (with -i, --pass chooses the file's pass and --run
    // is the description to write).
    if let (Some(path), Some(_), None) = (run, names.pass, &names.input) {
        if !inactive.is_empty() || cu_bitmap.is_some() {
            return Err(Error::Usage(format!(
                "with --run and --pass, the WGPs never read are the run's ({}): give --inactive and --cu-bitmap to \
                 plan --run",
                crate::text::shown_path(path)
            )));
        }
        let chosen = super::run_pass::chosen(path, gpu.as_deref(), names, topology)?;
        let at = super::run_pass::address(&chosen, *address)?;
        // A GPU the programs cover, as named on the command line it would be.
        gpus::resolve_programmable(&chosen.run.gpu, topology)?;
        let g = &chosen.gpu;
        if Catalog::of(g.target).is_some() {
            rig_counter_core::filter(g, 0)?;
        }
        warnings.extend(gpus::check_firmware(&chosen.run.gpu, topology, g, names.definitions.as_deref())?);
        let masks = program::active_masks(g, &chosen.run.inactive_wgps(g)?)?;
        let words = program::read_program_masks(kind, g, &masks, &chosen.layout, at)?;
        return print_words(g, &words, *format, out);
    }
    // A plan's run without --pass: which passes there are, not that a GPU
    // is missing (the new user's check of issue 41 got clap's usage).
    if let (None, Some(path), None) = (gpu, run, names.pass)
        && crate::run::plan_passes(path).is_some()
    {
        return Err(super::run_pass::no_pass(path));
    }
    let gpu = super::run_pass::required(gpu.as_deref())?;
    let address = &address.unwrap_or(DEFAULT_SAMPLES_ADDRESS);
    if let Some(path) = run.as_deref().filter(|p| crate::output::is_stdout(p) && !crate::output::is_null(p)) {
        return Err(Error::Usage(format!(
            "--run {}: is where the program goes (standard output); give the description a file of its own",
            crate::text::shown_path(path)
        )));
    }
    if let Some(path) = run {
        crate::output::writable(path)?;
        // Not over a plan's run description: `--pass` forgotten would
        // replace every pass's description with one program's (the new
        // user's check of issue 41).
        if let Some(passes) = crate::run::plan_passes(path) {
            return Err(Error::OverInput(format!(
                "--run {} is a run description of {passes} passes `plan --run` wrote: give --pass K (and no -i) to \
                 build its pass K, or write this program's description elsewhere",
                crate::text::shown_path(path)
            )));
        }
        // The description never goes over a file the command reads (after
        // links): the definitions, the rocprofv3 input, the CU bitmap.
        let definitions =
            crate::definitions::source_path(names.definitions.as_deref()).map_err(|e| Error::Definitions(e.0))?;
        let inputs = [
            ("the definitions file", definitions.as_deref()),
            ("the -i file", names.input.as_deref()),
            ("the --cu-bitmap file", cu_bitmap.as_deref()),
        ];
        for (what, input) in inputs {
            if let Some(input) = input.filter(|i| crate::output::same_file(path, i)) {
                return Err(Error::OverInput(format!(
                    "--run {} is {what} {}, which this command reads: write the description elsewhere",
                    crate::text::shown_path(path),
                    crate::text::shown_path(input)
                )));
            }
        }
    }
    let (g, product) = gpus::resolve_programmable(gpu, topology)?;
    // The programs' first check, before the WGP masks (a gfx942 node of 63
    // dies was refused for its WGPs' count, not its dies').
    if Catalog::of(g.target).is_some() {
        rig_counter_core::filter(&g, 0)?;
    }
    warnings.extend(gpus::check_firmware(gpu, topology, &g, names.definitions.as_deref())?);
    let l = names_layout(&g, names, warnings)?;
    let masks = super::masks::read_masks(kind.name(), gpu, &g, product, inactive, cu_bitmap.as_deref(), warnings)?;
    let words = program::read_program_masks(kind, &g, &masks, &l, *address)?;
    print_words(&g, &words, *format, out)?;
    // Written once the program is (by the caller): a refused request, or a
    // program that could not be written, leaves no description.
    if let Some(path) = run {
        let description =
            crate::run::RunDescription::new(kind.name(), gpu, product.map(|p| p.name), &g, &l, *address, &masks);
        files.push((path.clone(), description.to_json().into_bytes()));
    }
    Ok(())
}

/// The samples address of `stop` and `sample` where none is given.
const DEFAULT_SAMPLES_ADDRESS: u64 = 0x1000_0000;
