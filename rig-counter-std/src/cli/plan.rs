//! `rig-counter plan`: the passes a request takes.

use super::report::LayoutRow;
use super::show::{TextTable, describe, json, labelled};
use crate::{Error, definitions, gpus};
use serde::Serialize;
use std::io::Write;
use std::path::Path;

#[derive(Serialize)]
struct PlanReport {
    gpu: String,
    passes: Vec<PassReport>,
}

#[derive(Serialize)]
struct PassReport {
    /// The names that count the pass: `start`, `stop` and `decode` take them.
    names: Vec<String>,
    counters: Vec<LayoutRow>,
    bytes: u32,
    /// Byte offset of the pass's samples in a run of every pass (`plan
    /// --run`): the bytes of the passes before it.
    offset: u32,
    metrics: Vec<String>,
}

/// What `plan` is asked: names of counters and metrics, and expressions.
pub struct Asked<'a> {
    /// Counters and derived metrics by name.
    pub names: &'a [String],
    /// Expressions in rocprofiler's language, planned as metrics of their
    /// own whose name is their text.
    pub expressions: &'a [String],
}

/// `plan --run`: where to write the run description of every pass, and
/// what it holds besides the passes.
pub struct RunOut<'a> {
    /// The file to write.
    pub path: &'a Path,
    /// The byte address of the run's samples buffer.
    pub address: u64,
    /// WGPs that run no work (`--inactive`).
    pub inactive: &'a [crate::program::Coordinate],
    /// The driver's CU bitmap (`--cu-bitmap`).
    pub cu_bitmap: Option<&'a Path>,
}

/// The run description of every pass of `plan` on the GPU named `gpu`, as
/// `run` asks, and the file to write it to: the passes one after another in
/// one buffer ([`crate::run::RunDescription::of_passes`]), the WGPs never
/// read as `stop` takes them ([`super::masks::read_masks`]).
///
/// Errors: [`Error::Usage`] for standard output, or a plan of no pass;
/// those of resolving a GPU the programs cover, of the masks, and of
/// [`crate::output::writable`].
pub fn run_file(
    gpu: &str,
    topology: Option<&Path>,
    run: &RunOut<'_>,
    plan: &crate::plan::Plan,
    warnings: &mut Vec<String>,
) -> Result<(std::path::PathBuf, Vec<u8>), Error> {
    if crate::output::is_stdout(run.path) && !crate::output::is_null(run.path) {
        return Err(Error::Usage(format!(
            "--run {}: is where the plan goes (standard output); give the description a file of its own",
            crate::text::shown_path(run.path)
        )));
    }
    crate::output::writable(run.path)?;
    // As `stop --address` refuses it, before anything is written (a break
    // test of issue 41: every pass's stop failed after plan wrote the run).
    if !run.address.is_multiple_of(8) {
        return Err(Error::Usage(format!("--address {:#x} is not a multiple of 8", run.address)));
    }
    let (g, product) = gpus::resolve_programmable(gpu, topology)?;
    let masks = super::masks::read_masks("stop", gpu, &g, product, run.inactive, run.cu_bitmap, warnings)?;
    let layouts: Vec<&rig_counter_core::Layout> = plan.passes.iter().map(|p| &p.layout).collect();
    let description =
        crate::run::RunDescription::of_passes(gpu, product.map(|p| p.name), &g, &layouts, run.address, &masks)?;
    // Its last byte at 2^64 - 1 at most.
    if u128::from(run.address) + u128::from(description.samples_bytes) > 1u128 << 64 {
        return Err(Error::Usage(format!(
            "--address {:#x} plus the run's {} bytes of samples is past the last byte address, 0xffffffffffffffff",
            run.address, description.samples_bytes
        )));
    }
    Ok((run.path.to_path_buf(), description.to_json().into_bytes()))
}

/// Plans `asked` on the GPU named `gpu` and prints the passes: each
/// expression is planned as a metric named by its text (a pass lists it
/// among those it completes); a rocprofv3 input file names its counters.
/// Returns the plan.
///
/// Errors: those of resolving the GPU, loading the definitions and planning;
/// [`Error::Expression`] for an expression that does not parse.
pub fn plan_cmd(
    gpu: &str,
    topology: Option<&Path>,
    asked: Asked,
    definitions_file: Option<&Path>,
    format: super::args::PlanFormat,
    out: &mut Vec<u8>,
    warnings: &mut Vec<String>,
) -> Result<crate::plan::Plan, Error> {
    let (g, product) = gpus::resolve_built(gpu, topology)?;
    let loaded = definitions::load(g.target, definitions_file).map_err(|e| Error::Definitions(e.0))?;
    warnings.extend(loaded.notes().cloned());
    let mut metrics = loaded.metrics.clone();
    let mut names = asked.names.to_vec();
    let mut expressions = Vec::new();
    // `--expr NAME=EXPRESSION` names it (issue 40, item 17); a name given
    // twice, or another metric's or counter's, is refused as `metric`
    // refuses it.
    let known = crate::known::Known::of(g.target, &loaded.counters);
    let taken = |n: &str| metrics.contains_key(n) || known.as_ref().is_some_and(|k| k.find(n).is_some());
    let given = crate::metrics::columns(asked.names, asked.expressions, &[], &taken, &g.processor().to_string())
        .map_err(Error::Usage)?;
    for (label, e) in given {
        let expr = crate::metrics::parse(&e)
            .map_err(|m| Error::Expression { expression: label.clone(), message: m.to_string() })?;
        // An expression that is one name is that name: a metric, or a
        // counter (a metric of itself would refer to itself).
        if let crate::metrics::Expr::Name(name) = &expr
            && label == e
        {
            names.push(name.clone());
            continue;
        }
        if !metrics.contains_key(&label) {
            let m = definitions::Metric {
                name: label.clone(),
                expression: e.clone(),
                description: String::new(),
                source: "--expr".to_owned(),
            };
            metrics.insert(label.clone(), m);
            expressions.push(label.clone());
        }
        names.push(label);
    }
    let names = &names[..];
    let plan = crate::plan::plan_with(&g, names, &metrics, &loaded.counters)?;
    let processor = g.processor().to_string();
    let rocprofv3 = match format {
        super::args::PlanFormat::Rocprofv3Text => Some(crate::rocprofv3::Form::Text),
        super::args::PlanFormat::Rocprofv3Yaml => Some(crate::rocprofv3::Form::Yaml),
        super::args::PlanFormat::Rocprofv3Json => Some(crate::rocprofv3::Form::Json),
        _ => None,
    };
    if let Some(form) = rocprofv3 {
        // An expression's counters go into the file by name; one it
        // accumulates in hardware has none rocprofv3 takes, and would be
        // left out (the last break test of issue 40: `pmc: ` and no word).
        for label in &expressions {
            let accumulates = metrics
                .get(label)
                .and_then(|m| crate::metrics::parse(&m.expression).ok())
                .is_some_and(|e| !crate::metrics::accumulations_of(&e).is_empty());
            if accumulates {
                return Err(Error::Usage(format!(
                    "--expr {}: it accumulates a counter in hardware, and rocprofv3 takes no accumulate(...) in an \
                     input file: name a derived metric that accumulates it (as MeanOccupancyPerCU), or plan without \
                     --format rocprofv3-*",
                    crate::text::shown(label)
                )));
            }
        }
        rocprofv3_input(&plan, names, &expressions, form, out, warnings)?;
        // A name only a file named on the command line defines is one
        // rocprofv3 knows only from that file, which it reads where
        // ROCPROFILER_METRICS_PATH names its directory (rocprofiler-sdk's
        // counter collection services, "Counter definitions file location";
        // rig-counter reads it there too, and then there is nothing to say).
        let read_by_rocprofv3 = |file: &Path| {
            let env = definitions::source_path(None).ok().flatten();
            env.and_then(|e| e.canonicalize().ok()).is_some_and(|e| file.canonicalize().is_ok_and(|f| f == e))
        };
        if let Some(file) = definitions_file.filter(|f| !read_by_rocprofv3(f)) {
            let from_file = |n: &str| {
                metrics.get(n).is_some_and(|m| m.source != definitions::BUILT_IN && m.source != "--expr")
                    || loaded.counters.iter().any(|c| c.name == n)
            };
            // The passes' counters and the metrics they complete, as the
            // file lists them.
            let mut named: Vec<&str> = Vec::new();
            for p in &plan.passes {
                let counters = p.layout.counters().iter().map(|c| c.name);
                for n in counters.chain(p.metrics.iter().map(String::as_str)) {
                    if from_file(n) && !named.contains(&n) {
                        named.push(n);
                    }
                }
            }
            if !named.is_empty() {
                let shown: Vec<String> = named.iter().map(|n| crate::text::escaped(n)).collect();
                warnings.push(format!(
                    "{}: defined by {}, which rocprofv3 reads only as config.yaml or counter_defs.yaml in the \
                     directory ROCPROFILER_METRICS_PATH names: run rocprofv3 with it set so",
                    shown.join(", "),
                    crate::text::shown_path(file)
                ));
            }
        }
        return Ok(plan);
    }
    if format == super::args::PlanFormat::Csv {
        let mut rows = Vec::new();
        for (i, p) in plan.passes.iter().enumerate() {
            let counters = p.layout.counters();
            for (j, c) in counters.iter().enumerate() {
                rows.push(vec![
                    (i + 1).to_string(),
                    c.name.into(),
                    crate::counted_as(counters, j),
                    c.block.name().into(),
                    c.event.to_string(),
                    c.register.to_string(),
                    c.offset.to_string(),
                    c.bytes().to_string(),
                    p.metrics.join(" "),
                ]);
            }
        }
        let header = ["pass", "name", "counts", "block", "event", "register", "offset", "bytes", "completes"];
        // What the table says of metrics no pass completes, said aside.
        warnings.extend(notes(&plan));
        super::show::csv(out, &header, &rows)?;
        return Ok(plan);
    }
    if format == super::args::PlanFormat::Json {
        let mut offset = 0u32;
        let passes = plan
            .passes
            .iter()
            .map(|p| {
                let at = offset;
                offset = offset.saturating_add(p.layout.bytes());
                PassReport {
                    names: crate::names_of(&p.layout),
                    counters: p.layout.counters().iter().map(LayoutRow::of).collect(),
                    bytes: p.layout.bytes(),
                    offset: at,
                    metrics: p.metrics.clone(),
                }
            })
            .collect();
        warnings.extend(notes(&plan));
        json(out, &PlanReport { gpu: processor, passes })?;
        return Ok(plan);
    }
    // Counted as a run names them: an accumulated counter once, as
    // accumulate(NAME,RES), its accumulator with it.
    let mut times: std::collections::BTreeMap<String, usize> = std::collections::BTreeMap::new();
    for name in plan.passes.iter().flat_map(|p| crate::names_of(&p.layout)) {
        *times.entry(name).or_default() += 1;
    }
    let counters = times.len();
    let plural = |n: usize, word: &str| match (n, word) {
        (1, _) => format!("1 {word}"),
        (_, "pass") => format!("{n} passes"),
        _ => format!("{n} {word}s"),
    };
    writeln!(
        out,
        "{} in {} on {} (the blocks' registers need at least {})",
        plural(counters, "counter"),
        plural(plan.passes.len(), "pass"),
        describe(&processor, product.map(|p| p.name)),
        plan.lower_bound
    )?;
    for (c, n) in times.iter().filter(|(_, n)| **n > 1) {
        writeln!(out, "{c} is counted in {n} passes: metrics that share it do not fit one pass together")?;
    }
    let escaped = crate::text::escaped;
    for note in notes(&plan) {
        writeln!(out, "{note}")?;
    }
    for (i, p) in plan.passes.iter().enumerate() {
        let accumulators = p.layout.counters().iter().filter(|c| c.accumulates.is_some()).count();
        let with = match accumulators {
            0 => String::new(),
            n => format!(" and {}", plural(n, "accumulator")),
        };
        let counters = plural(p.layout.counters().len() - accumulators, "counter");
        writeln!(out, "\npass {}: {counters}{with}, {} bytes", i + 1, p.layout.bytes())?;
        if !p.metrics.is_empty() {
            let names: Vec<String> = p.metrics.iter().map(|m| escaped(m)).collect();
            writeln!(out, "completes {}", names.join(", "))?;
        }
        writeln!(out, "names: {}", crate::names_of(&p.layout).join(" "))?;
        let mut t = TextTable::new(&["name", "block", "event", "register", "offset"]);
        let counters = p.layout.counters();
        for (i, c) in counters.iter().enumerate() {
            t.row(vec![
                labelled(counters, i),
                c.block.name().into(),
                c.event.to_string(),
                c.register.to_string(),
                c.offset.to_string(),
            ]);
        }
        t.write(out)?;
    }
    Ok(plan)
}

/// What the plan says of the requested metrics no pass completes (split,
/// conflicting) or that need no counter, one sentence each.
fn notes(plan: &crate::plan::Plan) -> Vec<String> {
    let escaped = crate::text::escaped;
    let split = plan
        .split
        .iter()
        .map(|m| format!("{}: its counters do not fit one pass together, so no pass completes it", escaped(m)));
    let conflicting = plan.conflicting.iter().map(|m| {
        format!(
            "{}: accumulates a counter at another resolution than the plan counts it at for another metric or \
             request, with another accumulator; rig-counter plans a counter one way in every pass of a plan, so no \
             pass completes it: plan it in a run of its own",
            escaped(m)
        )
    });
    let counterless = plan
        .counterless
        .iter()
        .map(|m| format!("{} needs no counter: `rig-counter metric` evaluates it from the GPU alone", escaped(m)));
    split.chain(conflicting).chain(counterless).collect()
}

/// The plan as a rocprofv3 input file of form `form`, one pass to a `pmc:`
/// line or job: each pass's hardware counters (as rocprofv3 names them) and
/// the requested metrics it completes, which rocprofv3 computes itself. A
/// counter accumulated for a metric is left to that metric (rocprofv3 takes
/// no `accumulate(...)` among its counters), its level counter listed when
/// it was asked by name.
///
/// Errors: [`Error::Usage`] for an `accumulate(...)` requested by itself,
/// which rocprofv3 cannot collect by name.
fn rocprofv3_input(
    plan: &crate::plan::Plan,
    names: &[String],
    expressions: &[String],
    form: crate::rocprofv3::Form,
    out: &mut Vec<u8>,
    warnings: &mut Vec<String>,
) -> Result<(), Error> {
    if let Some(a) = names.iter().find(|n| crate::request(n).is_ok_and(|(_, r)| r.is_some())) {
        return Err(Error::Usage(format!(
            "rocprofv3 takes no {} in an input file: name a derived metric that accumulates it (as \
             MeanOccupancyPerCU), or plan without --format rocprofv3-*",
            crate::text::shown(a)
        )));
    }
    for m in &plan.split {
        warnings.push(format!(
            "{}: no pass completes it (its counters do not fit one pass together), so no job names it; rocprofv3 \
             would refuse it in one pass",
            crate::text::escaped(m)
        ));
    }
    for m in &plan.conflicting {
        warnings.push(format!(
            "{}: no pass completes it (it accumulates a counter another way than the plan counts it), so no job \
             names it: plan it in a run of its own",
            crate::text::escaped(m)
        ));
    }
    let passes: Vec<Vec<String>> = plan
        .passes
        .iter()
        .map(|p| {
            // A counter accumulated for a metric is its level counter too,
            // listed when it was asked by name (rocprofv3 reports only the
            // names its input gives).
            let counters = crate::names_of(&p.layout).into_iter().filter_map(|n| match crate::request(&n) {
                Ok((level, Some(_))) => names.contains(&level).then_some(level),
                _ => Some(n),
            });
            // rocprofv3 takes names: an expression's counters are its own.
            let metrics = p.metrics.iter().filter(|m| !expressions.contains(m)).cloned();
            counters.chain(metrics).collect()
        })
        .collect();
    out.extend_from_slice(crate::rocprofv3::write(&passes, form).map_err(Error::Usage)?.as_bytes());
    Ok(())
}
