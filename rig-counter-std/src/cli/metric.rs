//! `rig-counter metric`: derived metrics of a run, by name or as expressions.

use super::args::TableFormat;
use super::show::{TextTable, csv_field, describe};
use crate::decode::{decode, inactive_warnings};
use crate::definitions::{self, Metric};
use crate::metrics::{self, Scalar, Tensor};
use crate::{Error, gpus};
use rig_counter_core::Gpu;
use rig_counter_core::samples::{Coordinate, Dimension, Samples};
use std::collections::BTreeMap;
use std::io::Write;
use std::path::Path;

/// The dimension columns of a result that is not one value, in rocprofv3's order.
const DIMENSIONS: [Dimension; 5] =
    [Dimension::Xcc, Dimension::Instance, Dimension::ShaderEngine, Dimension::ShaderArray, Dimension::Wgp];

/// One result: a metric's name (or the expression given), its expression and value.
struct Result_ {
    name: String,
    expression: String,
    value: Tensor,
}

/// The arguments of `metric`.
pub struct MetricArgs<'a> {
    /// The GPU's name.
    pub gpu: &'a str,
    /// Counters of the run, then names of derived metrics, in any order.
    pub names: &'a [String],
    /// Expressions to evaluate.
    pub expressions: &'a [String],
    /// The run description that names the GPU and the counters (then `gpu`
    /// is unused and `names` are metrics alone).
    pub run: Option<&'a Path>,
    /// The samples file.
    pub samples: &'a Path,
    /// Extra definitions.
    pub definitions: Option<&'a Path>,
    /// How to print.
    pub format: TableFormat,
}

/// Splits `names` into the run's counters (those of the GPU's catalog) and
/// metrics (those of the definitions).
fn split<'n>(
    gpu: &Gpu,
    names: &'n [String],
    metrics: &BTreeMap<String, Metric>,
    defined: &[rig_counter_core::Definition],
) -> Result<(Vec<&'n str>, Vec<&'n str>), Error> {
    let catalog = crate::known::Known::of(gpu.target, defined);
    let (mut counters, mut wanted) = (Vec::new(), Vec::new());
    for n in names {
        // A counter as it is, or accumulated (accumulate(X,NONE) is X).
        let (name, _) = crate::request(n)?;
        if catalog.and_then(|c| c.find(&name)).is_some() {
            counters.push(n.as_str());
        } else if metrics.contains_key(n) {
            wanted.push(n.as_str());
        } else {
            // Neither: the layout says so, with its hint.
            crate::layout_with(gpu, &[n.as_str()], defined)?;
        }
    }
    Ok((counters, wanted))
}

/// Evaluates and prints.
pub fn metric_cmd(
    args: &MetricArgs<'_>,
    topology: Option<&Path>,
    out: &mut Vec<u8>,
    warnings: &mut Vec<String>,
) -> Result<(), Error> {
    let (run, run_passes) = match args.run {
        Some(path) => {
            let run = crate::run::RunDescription::read(path)?;
            let (_, passes) = run.check_passes(path, topology)?;
            (Some(run), Some(passes))
        }
        None => (None, None),
    };
    let (g, product) = gpus::resolve_built(run.as_ref().map_or(args.gpu, |r| r.gpu.as_str()), topology)?;
    let loaded = definitions::load(g.target, args.definitions).map_err(|e| Error::Definitions(e.0))?;
    warnings.extend(loaded.notes().cloned());
    let metrics = &loaded.metrics;
    // The run's own definitions of its counters, then the file's.
    let mut defined = run.as_ref().map(|r| r.definitions()).transpose().map_err(Error::Usage)?.unwrap_or_default();
    defined.extend(loaded.counters.iter().copied());
    // With --run the GPU is the run's: a GPU named first is said so, not
    // taken for a counter (new-user check: `gfx942 counts no mi300x`).
    if let (Some(run), Some(first)) = (&run, args.names.first()) {
        let known = metrics.contains_key(first.as_str()) || crate::layout_with(&g, &[first.as_str()], &defined).is_ok();
        if !known && gpus::resolve(first, None).is_ok() {
            return Err(Error::Usage(format!(
                "with --run, the GPU is the run description's ({}): leave out {}",
                crate::text::shown(&run.gpu),
                crate::text::shown(first)
            )));
        }
    }
    let (named, mut wanted) = split(&g, args.names, metrics, &defined)?;
    let counters: Vec<&str> = match &run {
        Some(_) if !named.is_empty() => {
            return Err(Error::Usage(format!(
                "with --run, name derived metrics only: the run names its counters ({} is one)",
                crate::text::shown(named[0])
            )));
        }
        Some(run) => run.counters.iter().map(String::as_str).collect(),
        None => named,
    };
    // Each metric once, where first named (`GPU_UTIL X GPU_UTIL` evaluated it twice).
    let mut seen = std::collections::BTreeSet::new();
    wanted.retain(|m| seen.insert(*m));
    if wanted.is_empty() && args.expressions.is_empty() {
        return Err(Error::Usage("name a derived metric (as GPU_UTIL) or give --expr EXPR".to_owned()));
    }
    if let Some(catalog) = crate::known::Known::of(g.target, &defined) {
        // The counters the run counted, as `requests_needed` writes them.
        let counted: Vec<String> = counters
            .iter()
            .map(|c| crate::request(c).map(|(n, r)| crate::request_name(&n, r)))
            .collect::<Result<_, _>>()?;
        for m in &wanted {
            // A cycle or a name unknown on the way is the metric's fault, said
            // before the samples are read (a cycle needs no counter, so the
            // samples' size was refused first: break test, 2026-12-01).
            crate::plan::check(&g, &catalog, m, metrics)?;
            let needed = crate::plan::requests_needed(m, metrics, &catalog)?;
            let missing: Vec<&str> =
                needed.iter().map(String::as_str).filter(|c| !counted.iter().any(|n| n == c)).collect();
            if !missing.is_empty() {
                let advice = match args.run {
                    Some(_) => "count them in the run",
                    None => "give every counter the run counted, in its order, then the metrics",
                };
                return Err(Error::Usage(format!(
                    "{m} needs {}, which the run's counters do not name: {advice}",
                    missing.join(", ")
                )));
            }
        }
    }
    // Samples of no counter: whatever they hold, nothing reads them (the
    // new-user check of issue 40 got "the layout lays out 0").
    if counters.is_empty() {
        return Err(Error::Usage(
            "name the counters the run counted, in its order, before the metrics (or give --run, the description \
             `stop --run` wrote)"
                .to_owned(),
        ));
    }
    let asked_names: Vec<String> = wanted.iter().map(|n| n.to_string()).collect();
    let known = crate::known::Known::of(g.target, &defined);
    let taken = |n: &str| metrics.contains_key(n) || known.as_ref().is_some_and(|k| k.find(n).is_some());
    let processor = g.processor().to_string();
    let columns =
        crate::metrics::columns(&asked_names, args.expressions, &[], &taken, &processor).map_err(Error::Usage)?;
    let passes = match run_passes {
        Some(passes) => passes,
        None => vec![crate::run::PassLayout { offset: 0, layout: crate::layout_with(&g, &counters, &defined)? }],
    };
    let several = passes.len() > 1;
    let total = passes.iter().map(|p| p.layout.bytes()).fold(0u32, u32::saturating_add);
    let bytes = crate::decode::read_samples(args.samples, total)?;
    let mut samples: Vec<Samples<'_, { rig_counter_core::MAX_COUNTERS }>> = Vec::with_capacity(passes.len());
    for p in &passes {
        samples.push(Samples::new(&p.layout, &bytes[p.offset as usize..(p.offset + p.layout.bytes()) as usize])?);
    }
    let inactive = run.as_ref().map(|r| r.inactive_wgps(&g)).transpose()?;
    // Each pass's counters' totals, to say a counter two passes hold with
    // different values (as `metric --rocprofv3` says it).
    let mut totals: Vec<BTreeMap<String, u64>> = Vec::with_capacity(samples.len());
    for (k, pass) in samples.iter().enumerate() {
        let decoded = decode(pass);
        totals.push(decoded.iter().map(|d| (d.name.clone(), d.total)).collect());
        // Not decode's own total stuck at u64::MAX: a metric sums in its own way.
        let mut said = crate::decode::value_warnings(&decoded, &g);
        if let (Some(run), Some(inactive)) = (&run, &inactive) {
            said.extend(inactive_warnings(&decoded, super::decode::stored_by(&run.program), inactive));
        }
        warnings.extend(said.into_iter().map(|w| if several { format!("pass {}: {w}", k + 1) } else { w }));
    }
    let sources: Vec<crate::metrics::SamplesSource<'_>> = samples
        .iter()
        .map(|samples| crate::metrics::SamplesSource { samples, constants: metrics::constants(&g), metrics })
        .collect();
    let sources: Vec<&dyn crate::metrics::Source> = sources.iter().map(|s| s as &dyn crate::metrics::Source).collect();
    let mut results = Vec::new();
    // The metrics computed from counters of different passes, with each
    // counter's pass (from 1): said once, together.
    let mut across = Vec::new();
    let asked = wanted.iter().map(|n| (n.to_string(), metrics[*n].expression.clone())).chain(columns);
    for (name, expression) in asked {
        let expr = metrics::parse(&expression)
            .map_err(|e| Error::Expression { expression: expression.clone(), message: e.to_string() })?;
        let (checked, from) = crate::metrics::passes::evaluate_in_passes(&expr, &sources).map_err(|e| {
            // A name the run lacks: a counter to count, or a misspelling with its nearest.
            let hint = match &e {
                metrics::EvalError::MissingCounter { name } => {
                    if crate::known::Known::of(g.target, &defined).is_some_and(|c| c.find(name).is_some()) {
                        Some(format!("count {name} in the run and name it before the metrics"))
                    } else {
                        crate::hint::unknown_counter(&g, name)
                    }
                }
                _ => None,
            };
            let message = hint.map_or_else(|| crate::definitions::said(&e, metrics), |h| format!("{e}; {h}"));
            Error::Expression { expression: name.clone(), message }
        })?;
        if checked.past_exact {
            warnings.push(metrics::rounded(&name, None));
        }
        // Each counter it read, with the pass it was read from.
        let (read, which): (Vec<(String, usize)>, &str) = match from {
            crate::metrics::passes::From::Passes(used) => {
                let each: Vec<String> = used.iter().map(|(c, k)| format!("{c} of pass {}", k + 1)).collect();
                across.push(format!("{} ({})", crate::text::escaped(&name), each.join(", ")));
                (used.into_iter().collect(), "the first that holds it")
            }
            crate::metrics::passes::From::Pass(k, read) => {
                (read.into_iter().map(|c| (c, k)).collect(), "the first that counts all it needs")
            }
        };
        // Another pass's value of a counter it read, where it differs
        // (third and fourth break tests of issue 41: 32 taken, 160 unsaid).
        for (c, k) in read {
            let Some(used) = totals[k].get(&c) else { continue };
            let others: Vec<String> = totals
                .iter()
                .enumerate()
                .filter(|(j, t)| *j != k && t.get(&c).is_some_and(|v| v != used))
                .map(|(j, t)| format!("{} in pass {}", t[&c], j + 1))
                .collect();
            if !others.is_empty() {
                warnings.push(format!(
                    "{c} differs between passes (total {used} in pass {}, {}): {} takes pass {}'s, {which}",
                    k + 1,
                    others.join(", "),
                    crate::text::escaped(&name),
                    k + 1
                ));
            }
        }
        results.push(Result_ { name, expression, value: checked.value });
    }
    if !across.is_empty() {
        warnings.push(format!(
            "{}: computed from counters of different passes, as no one pass counts all it needs; each pass is a \
             separate execution of the kernel, so the value holds only where every execution does the same work",
            across.join("; ")
        ));
    }
    print(&results, &processor, product.map(|p| p.name), args.format, warnings, out)
}

/// Prints `results`; JSON holds `warnings` too (what is said on stderr), as
/// `decode`'s does.
fn print(
    results: &[Result_],
    processor: &str,
    product: Option<&str>,
    format: TableFormat,
    warnings: &[String],
    out: &mut Vec<u8>,
) -> Result<(), Error> {
    let all_scalar = results.iter().all(|r| r.value.dimensions().is_empty());
    match format {
        TableFormat::Csv => {
            write!(out, "Metric,Value")?;
            if !all_scalar {
                for d in DIMENSIONS {
                    write!(out, ",{}", d.name())?;
                }
            }
            writeln!(out)?;
            for r in results {
                let name = csv_field(&r.name);
                // Undefined (no value selected, or a division by zero): an empty field.
                if r.value.is_empty() {
                    writeln!(out, "{name},{}", if all_scalar { "" } else { ",,,,," })?;
                }
                for (c, v) in r.value.iter() {
                    let value = match v {
                        Scalar::Undefined => String::new(),
                        defined => super::show::scalar(*defined),
                    };
                    write!(out, "{name},{value}")?;
                    if !all_scalar {
                        for d in DIMENSIONS {
                            if r.value.dimensions().contains(&d) {
                                write!(out, ",{}", c.get(d))?;
                            } else {
                                write!(out, ",")?;
                            }
                        }
                    }
                    writeln!(out)?;
                }
            }
        }
        TableFormat::Json => {
            #[derive(serde::Serialize)]
            struct Row<'a> {
                name: &'a str,
                expression: &'a str,
                values: Vec<serde_json::Value>,
            }
            #[derive(serde::Serialize)]
            struct Report<'a> {
                gpu: &'a str,
                metrics: Vec<Row<'a>>,
                warnings: &'a [String],
            }
            let metrics = results
                .iter()
                .map(|r| Row {
                    name: &r.name,
                    expression: &r.expression,
                    values: r.value.iter().map(|(c, v)| json_value(r, c, *v)).collect(),
                })
                .collect();
            super::show::json(out, &Report { gpu: processor, metrics, warnings })?;
        }
        TableFormat::Table => {
            writeln!(out, "{} metric(s) on {}", results.len(), describe(processor, product))?;
            let mut t = TextTable::new(&["metric", "where", "value"]);
            for r in results {
                // A name from a definitions file may hold control characters:
                // shown escaped, so they cannot drive the terminal.
                let name = crate::text::escaped(&r.name);
                if r.value.is_empty() {
                    t.row(vec![name.clone(), "no value selected".into(), super::show::scalar(Scalar::Undefined)]);
                }
                for (c, v) in r.value.iter() {
                    let at: Vec<String> = DIMENSIONS
                        .iter()
                        .filter(|d| r.value.dimensions().contains(d))
                        .map(|d| format!("{}={}", d.name().trim_start_matches("DIMENSION_"), c.get(*d)))
                        .collect();
                    t.row(vec![name.clone(), at.join(" "), super::show::scalar(*v)]);
                }
            }
            t.write(out)?;
        }
    }
    Ok(())
}

fn json_value(r: &Result_, c: &Coordinate, v: Scalar) -> serde_json::Value {
    let mut o = serde_json::Map::new();
    for d in DIMENSIONS.iter().filter(|d| r.value.dimensions().contains(d)) {
        o.insert(d.name().to_owned(), serde_json::json!(c.get(*d)));
    }
    o.insert(
        "value".to_owned(),
        match v {
            // -0 prints as 0, as in the table and CSV.
            Scalar::Value(x) => serde_json::json!(if x == 0.0 { 0.0 } else { x }),
            Scalar::Undefined => serde_json::Value::Null,
        },
    );
    serde_json::Value::Object(o)
}
