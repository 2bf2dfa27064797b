//! Pass planning: a request larger than one pass split into the fewest passes
//! the blocks' counter registers allow, the same passes for the same names in
//! any order, the counters of one derived metric together in one pass whenever
//! they fit.
//!
//! The names are resolved here (counters of the catalog and a definitions
//! file, derived metrics through their expressions, to the counters they
//! need); the passes are planned by the core's planner,
//! [`rig_counter_core::plan`], whose module documentation gives the
//! algorithm: one planner for the command, firmware and C agents.

use crate::Error;
use crate::definitions::Metric;
use crate::known::Known;
use crate::metrics::{accumulations_of, counters_of, parse};
use rig_counter_core::Definition;
use rig_counter_core::catalog::Block;
use rig_counter_core::plan as core_plan;
use rig_counter_core::{Gpu, Layout, Request, Resolution};
use std::collections::{BTreeMap, BTreeSet};

/// One pass: its layout and the metrics whose every counter it counts.
#[derive(Clone, Debug)]
pub struct Pass {
    /// The counters of the pass, laid out (by name, in byte order).
    pub layout: Layout,
    /// The requested derived metrics this pass completes.
    pub metrics: Vec<String>,
}

/// Passes for a request.
#[derive(Clone, Debug)]
pub struct Plan {
    /// The passes, in a deterministic order.
    pub passes: Vec<Pass>,
    /// The lower bound on passes the blocks' registers set.
    pub lower_bound: usize,
    /// Requested metrics no pass completes: their counters do not fit one pass
    /// together.
    pub split: Vec<String>,
    /// Requested metrics of no counter (CU_NUM): the GPU alone gives them; the
    /// first pass, if any, lists them as completed.
    pub counterless: Vec<String>,
    /// Requested metrics that accumulate a counter at a resolution whose
    /// accumulator differs from the one an earlier metric (or request) takes
    /// for it (gfx942: SQ_ACCUM_PREV against SQ_ACCUM_PREV_HIRES): a pass
    /// counts one accumulator after a level counter, so none completes them.
    pub conflicting: Vec<String>,
}

/// Checks that derived metric `name` evaluates on `gpu` as `rig-counter
/// metric` would evaluate it (every name it uses known, no cycle, nesting
/// within `MAX_METRIC_DEPTH`), on stand-in values of 1.
pub(crate) fn check(
    gpu: &Gpu,
    catalog: &Known<'_>,
    name: &str,
    metrics: &BTreeMap<String, Metric>,
) -> Result<(), Error> {
    struct Stand<'a> {
        catalog: &'a Known<'a>,
        constants: BTreeMap<&'static str, f64>,
        metrics: &'a BTreeMap<String, Metric>,
    }
    impl crate::metrics::Source for Stand<'_> {
        fn counter(&self, name: &str) -> Option<crate::metrics::Tensor> {
            self.catalog.find(name).map(|_| crate::metrics::Tensor::scalar(1.0))
        }
        fn constant(&self, name: &str) -> Option<f64> {
            self.constants.get(name).copied()
        }
        fn metric(&self, name: &str) -> Option<String> {
            self.metrics.get(name).map(|m| m.expression.clone())
        }
        fn accumulated(&self, name: &str, resolution: Resolution) -> Option<crate::metrics::Tensor> {
            let sq = self.catalog.find(name).is_some_and(|c| c.block == Block::Sq);
            let counted = sq && self.catalog.accumulator(resolution).is_some();
            counted.then(|| crate::metrics::Tensor::scalar(1.0))
        }
    }
    let stand = Stand { catalog, constants: crate::metrics::constants(gpu), metrics };
    let fail = |message: String| Error::Expression { expression: name.to_owned(), message };
    parse(&metrics[name].expression).map_err(|e| fail(e.to_string()))?;
    // The metric by its name, so that a cycle is said from it.
    let expr = crate::metrics::Expr::Name(name.to_owned());
    crate::metrics::evaluate(&expr, &stand).map(|_| ()).map_err(|e| match e {
        // A name of no counter: said as the GPU counting none, with a hint.
        crate::metrics::EvalError::MissingCounter { name } => fail(
            Error::UnknownCounter {
                processor: gpu.processor().to_string(),
                hint: crate::hint::unknown_counter(gpu, &name),
                name,
            }
            .to_string(),
        ),
        crate::metrics::EvalError::Cycle { path } => {
            let sources = crate::definitions::defined_in(&path, metrics);
            fail(format!("{}{sources}", crate::metrics::EvalError::Cycle { path }))
        }
        e => fail(e.to_string()),
    })
}

/// The hardware counters derived metric `name` needs, through the metrics it
/// names (a worklist, not recursion: a definitions file may chain metrics
/// thousands deep), sorted; constants and words of the language are not
/// counters. Metrics already in `seen` are not expanded again. The counters
/// it accumulates in hardware go into `accumulated` with their resolution.
///
/// Errors: [`Error::Expression`] if an expression on the way does not parse,
/// or accumulates a counter outside the SQ block.
fn expand(
    name: &str,
    metrics: &BTreeMap<String, Metric>,
    catalog: &Known<'_>,
    seen: &mut BTreeSet<String>,
    accumulated: &mut BTreeMap<&'static str, Resolution>,
) -> Result<BTreeSet<&'static str>, Error> {
    let mut out = BTreeSet::new();
    let mut work = vec![name.to_owned()];
    while let Some(m) = work.pop() {
        if !seen.insert(m.clone()) {
            continue;
        }
        let Some(metric) = metrics.get(&m) else { continue };
        let expr = parse(&metric.expression)
            .map_err(|e| Error::Expression { expression: m.clone(), message: e.to_string() })?;
        for n in counters_of(&expr) {
            if let Some(c) = catalog.find(&n) {
                out.insert(c.name());
            } else if metrics.contains_key(&n) {
                work.push(n);
            }
        }
        for (n, resolution) in accumulations_of(&expr) {
            let Some(c) = catalog.find(&n) else { continue };
            if c.block != Block::Sq {
                let message = format!("accumulate takes SQ counters only; {n} is a {} counter", c.block);
                return Err(Error::Expression { expression: m.clone(), message });
            }
            accumulated.entry(c.name()).or_insert(resolution);
        }
    }
    Ok(out)
}

/// The hardware counters of `catalog` that derived metric `name` of `metrics`
/// needs, through the metrics it names.
///
/// Errors: [`Error::Expression`] if an expression on the way does not parse.
pub fn counters_needed(
    name: &str,
    metrics: &BTreeMap<String, Metric>,
    catalog: &Known<'_>,
) -> Result<BTreeSet<&'static str>, Error> {
    expand(name, metrics, catalog, &mut BTreeSet::new(), &mut BTreeMap::new())
}

/// The counters derived metric `name` needs as a run names them: each
/// hardware counter's name, or `accumulate(NAME,RESOLUTION)` for one it
/// accumulates in hardware; sorted by name.
///
/// Errors: those of [`counters_needed`].
pub fn requests_needed(
    name: &str,
    metrics: &BTreeMap<String, Metric>,
    catalog: &Known<'_>,
) -> Result<Vec<String>, Error> {
    let mut accumulated = BTreeMap::new();
    let set = expand(name, metrics, catalog, &mut BTreeSet::new(), &mut accumulated)?;
    Ok(set.into_iter().map(|c| crate::request_name(c, accumulated.get(c).copied())).collect())
}

/// The counters accumulated in hardware, with their resolution.
type Accumulated = BTreeMap<&'static str, Resolution>;

/// The passes for `names`: hardware counters of `gpu`'s catalog and derived
/// metrics of `metrics`, in any order, repeats allowed.
///
/// Errors: [`Error::UnknownCounter`] (with a hint) for a name that is neither,
/// or a processor without a catalog; [`Error::Expression`] for a metric whose
/// expression does not parse.
pub fn plan(gpu: &Gpu, names: &[String], metrics: &BTreeMap<String, Metric>) -> Result<Plan, Error> {
    plan_with(gpu, names, metrics, &[])
}

/// [`plan`] where the hardware counters include `defined`, a definitions
/// file's ([`crate::definitions::Loaded::counters`]), before the catalog's.
///
/// Errors: those of [`plan`], and [`Error::NoSuchBlock`].
pub fn plan_with(
    gpu: &Gpu,
    names: &[String],
    metrics: &BTreeMap<String, Metric>,
    defined: &[Definition],
) -> Result<Plan, Error> {
    let known = Known::of(gpu.target, defined);
    let catalog = known.as_ref();
    let mut wanted_counters = BTreeSet::new();
    let mut wanted_metrics: BTreeMap<String, BTreeSet<&'static str>> = BTreeMap::new();
    let mut accumulated = Accumulated::new();
    // Each metric's own accumulations; the first resolution of a counter wins.
    let mut own_accumulated: BTreeMap<String, Accumulated> = BTreeMap::new();
    for n in names.iter().collect::<BTreeSet<_>>() {
        // `accumulate(NAME,RES)`: the level counter, accumulated in hardware.
        let (name, accumulate) = crate::request(n)?;
        if name != *n {
            crate::layout_with(gpu, &[n.as_str()], defined)?;
            if let Some(def) = catalog.and_then(|c| c.find(&name)) {
                wanted_counters.insert(def.name());
                if let Some(r) = accumulate {
                    // Two accumulations of one counter asked: a pass counts
                    // one accumulator after its level counter, and a plan
                    // that kept one would drop the other without a word.
                    if let Some(other) = accumulated.insert(def.name(), r).filter(|o| *o != r) {
                        return Err(Error::Usage(format!(
                            "{} and {}: rig-counter plans a counter one way in every pass of a plan (a pass \
                             counts one accumulator after a level counter); plan each in a run of its own",
                            crate::request_name(def.name(), Some(other)),
                            crate::request_name(def.name(), Some(r)),
                        )));
                    }
                }
            }
            continue;
        }
        match catalog {
            Some(c) if c.find(n).is_some() => {
                wanted_counters.extend(c.find(n).map(|d| d.name()));
            }
            Some(c) if metrics.contains_key(n.as_str()) => {
                let mut own = Accumulated::new();
                let set = expand(n, metrics, c, &mut BTreeSet::new(), &mut own)?;
                check(gpu, c, n, metrics)?;
                wanted_metrics.insert(n.clone(), set);
                own_accumulated.insert(n.clone(), own);
            }
            _ => {
                crate::layout_with(gpu, &[n.as_str()], defined)?;
            }
        }
    }
    if catalog.is_none() {
        let (split, counterless, conflicting) = (Vec::new(), Vec::new(), Vec::new());
        return Ok(Plan { passes: Vec::new(), lower_bound: 0, split, counterless, conflicting });
    };
    // The core plans (one planner: rig_counter_core::plan): each counter
    // asked with the accumulation the request gives it, each metric with its
    // own accumulations.
    let counters: Vec<Request<'_>> =
        wanted_counters.iter().map(|c| Request { name: c, accumulate: accumulated.get(c).copied() }).collect();
    let requests: Vec<(&str, Vec<Request<'_>>)> = wanted_metrics
        .iter()
        .map(|(m, set)| {
            let own = own_accumulated.get(m);
            let rs = set.iter().map(|c| Request { name: c, accumulate: own.and_then(|o| o.get(c)).copied() });
            (m.as_str(), rs.collect())
        })
        .collect();
    let metrics: Vec<core_plan::Metric<'_>> =
        requests.iter().map(|(name, counters)| core_plan::Metric { name, counters }).collect();
    let mut planned = Box::new(core_plan::Plan::new());
    core_plan::plan(gpu, &counters, &metrics, defined, &mut planned).map_err(|e| match e {
        core_plan::PlanError::Layout(e) => Error::from_layout(gpu, e),
        e => Error::Plan(e.to_string()),
    })?;
    let mut passes = Vec::with_capacity(planned.passes());
    for k in 0..planned.passes() {
        let layout = match planned.layout(k, defined) {
            Some(Ok(layout)) => layout,
            Some(Err(e)) => return Err(Error::from_layout(gpu, e)),
            None => continue,
        };
        passes.push(Pass { layout, metrics: planned.completes(k).map(str::to_owned).collect() });
    }
    let names = |it: &mut dyn Iterator<Item = &str>| it.map(str::to_owned).collect::<Vec<_>>();
    Ok(Plan {
        passes,
        lower_bound: planned.lower_bound(),
        split: names(&mut planned.split()),
        counterless: names(&mut planned.counterless()),
        conflicting: names(&mut planned.conflicting()),
    })
}
