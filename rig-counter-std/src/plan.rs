//! Pass planning: a request larger than one pass split into the fewest passes
//! the blocks' counter registers allow, the same passes for the same names in
//! any order, the counters of one derived metric together in one pass whenever
//! they fit.
//!
//! The lower bound on passes is, over blocks, the block's counters divided by
//! its registers, rounded up. Counters are packed in units: a derived metric's
//! counters form one unit when they fit one pass together (two metrics sharing
//! a counter form one unit when their union fits); every other counter is a unit
//! of its own. Units are placed first-fit, largest first, into the fewest
//! passes, starting at the lower bound: with single counters only, that always
//! reaches it.

use crate::Error;
use crate::definitions::Metric;
use crate::known::Known;
use crate::metrics::{accumulations_of, counters_of, parse};
use rig_counter_core::Definition;
use rig_counter_core::catalog::Block;
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

/// Registers per block on `gpu`.
fn registers(gpu: &Gpu, block: Block) -> usize {
    gpu.family().and_then(|f| block.shape(f)).map_or(0, |s| usize::from(s.registers))
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

/// Registers `set` takes per block: one per counter, two for one accumulated
/// in hardware (its accumulator follows it).
fn per_block(set: &BTreeSet<&'static str>, catalog: &Known<'_>, acc: &Accumulated) -> BTreeMap<Block, usize> {
    let mut out = BTreeMap::new();
    for n in set {
        if let Some(c) = catalog.find(n) {
            *out.entry(c.block).or_default() += if acc.contains_key(n) { 2 } else { 1 };
        }
    }
    out
}

/// The counters accumulated in hardware, with their resolution.
type Accumulated = BTreeMap<&'static str, Resolution>;

fn fits(gpu: &Gpu, counts: &BTreeMap<Block, usize>) -> bool {
    counts.iter().all(|(b, n)| *n <= registers(gpu, *b))
}

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
                    accumulated.insert(def.name(), r);
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
    let Some(catalog) = catalog else {
        let (split, counterless, conflicting) = (Vec::new(), Vec::new(), Vec::new());
        return Ok(Plan { passes: Vec::new(), lower_bound: 0, split, counterless, conflicting });
    };
    for own in own_accumulated.values() {
        for (c, r) in own {
            accumulated.entry(c).or_insert(*r);
        }
    }
    // A metric whose accumulator for a counter is not the one the plan counts.
    let event = |r: &Resolution| catalog.accumulator(*r).map(|d| d.event);
    let conflicting: Vec<String> = own_accumulated
        .iter()
        .filter(|(_, own)| own.iter().any(|(c, r)| accumulated.get(c).map(event) != Some(event(r))))
        .map(|(m, _)| m.clone())
        .collect();

    // Units: metrics that fit one pass, merged while they share counters and
    // still fit. Only units sharing a counter are tried (an index of which
    // units hold each counter), so the cost grows with the overlaps, not with
    // the square of the metrics. Two metrics that share a counter but do not
    // fit one pass together stay apart and each keeps the shared counter: it
    // is counted in both their passes, so both complete.
    let mut slots: Vec<Option<BTreeSet<&'static str>>> = Vec::new();
    let mut holders: BTreeMap<&'static str, BTreeSet<usize>> = BTreeMap::new();
    for set in wanted_metrics.values() {
        if !fits(gpu, &per_block(set, catalog, &accumulated)) {
            continue;
        }
        let mut merged = set.clone();
        let sharing: BTreeSet<usize> = set.iter().filter_map(|c| holders.get(c)).flatten().copied().collect();
        for i in sharing {
            let Some(unit) = slots.get(i).and_then(Option::as_ref) else { continue };
            let union: BTreeSet<_> = merged.union(unit).copied().collect();
            if fits(gpu, &per_block(&union, catalog, &accumulated)) {
                merged = union;
                slots[i] = None;
            }
        }
        for c in &merged {
            holders.entry(c).or_default().insert(slots.len());
        }
        slots.push(Some(merged));
    }
    let mut units: Vec<BTreeSet<&'static str>> = slots.into_iter().flatten().collect();
    let mut all: BTreeSet<&'static str> = wanted_counters.clone();
    for set in wanted_metrics.values() {
        all.extend(set.iter().copied());
    }
    let placed: BTreeSet<&'static str> = units.iter().flatten().copied().collect();
    units.extend(all.iter().filter(|c| !placed.contains(*c)).map(|c| BTreeSet::from([*c])));
    units.retain(|u| !u.is_empty());
    // Largest first, then by their names: the same order for the same request.
    units.sort_by(|a, b| b.len().cmp(&a.len()).then_with(|| a.cmp(b)));

    // Every counter must fit a pass alone (its block has registers on this GPU).
    for c in &all {
        let request = Request { name: c, accumulate: accumulated.get(c).copied() };
        Layout::<2>::with_definitions(gpu, &[request], defined).map_err(|e| Error::from_layout(gpu, e))?;
    }
    let totals = per_block(&all, catalog, &accumulated);
    let lower_bound = totals.iter().map(|(b, n)| n.div_ceil(registers(gpu, *b).max(1))).max().unwrap_or(0);
    let mut k = lower_bound.max(usize::from(!all.is_empty()));
    // At worst one pass per unit, where every unit fits alone.
    let passes = loop {
        if let Some(p) = first_fit(gpu, catalog, &accumulated, &units, k) {
            break p;
        }
        if k >= units.len() {
            break Vec::new();
        }
        k += 1;
    };
    let mut out = Vec::new();
    for (i, pass) in passes.into_iter().filter(|p| !p.is_empty()).enumerate() {
        let requests: Vec<Request<'_>> =
            pass.iter().map(|n| Request { name: n, accumulate: accumulated.get(n).copied() }).collect();
        let layout = Layout::with_definitions(gpu, &requests, defined).map_err(|e| Error::from_layout(gpu, e))?;
        // A metric of no counter (CU_NUM) is completed by the first pass alone.
        let completed = wanted_metrics
            .iter()
            .filter(|(m, _)| !conflicting.contains(m))
            .filter(|(_, set)| if set.is_empty() { i == 0 } else { set.is_subset(&pass) })
            .map(|(m, _)| m.clone())
            .collect();
        out.push(Pass { layout, metrics: completed });
    }
    let pending = |m: &&String| !out.iter().any(|p| p.metrics.contains(*m));
    let split = wanted_metrics
        .iter()
        .filter(|(m, set)| !set.is_empty() && pending(m) && !conflicting.contains(m))
        .map(|(m, _)| m.clone())
        .collect();
    let counterless = wanted_metrics.iter().filter(|(_, set)| set.is_empty()).map(|(m, _)| m.clone()).collect();
    Ok(Plan { passes: out, lower_bound, split, counterless, conflicting })
}

/// `units` placed first-fit into `k` passes, `None` if one does not fit.
fn first_fit(
    gpu: &Gpu,
    catalog: &Known<'_>,
    acc: &Accumulated,
    units: &[BTreeSet<&'static str>],
    k: usize,
) -> Option<Vec<BTreeSet<&'static str>>> {
    let mut passes: Vec<BTreeSet<&'static str>> = vec![BTreeSet::new(); k];
    let mut used: Vec<BTreeMap<Block, usize>> = vec![BTreeMap::new(); k];
    for u in units {
        // A counter a pass already holds (shared with another unit) takes no
        // register again.
        let need = |i: usize| per_block(&u.difference(&passes[i]).copied().collect(), catalog, acc);
        let slot = (0..k)
            .find(|&i| need(i).iter().all(|(b, n)| used[i].get(b).copied().unwrap_or(0) + n <= registers(gpu, *b)))?;
        for (b, n) in need(slot) {
            *used[slot].entry(b).or_default() += n;
        }
        passes[slot].extend(u.iter().copied());
    }
    Some(passes)
}
