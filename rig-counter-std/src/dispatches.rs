//! Derived metrics of dispatches whose counters rocprofv3 summed over their
//! dimensions: what `metric --rocprofv3` and `timeline --metric` compute,
//! checked against what the sums determine ([`crate::metrics::summed`]).

use crate::definitions;
use crate::metrics::{self, MapSource, Scalar, Tensor};
use rig_counter_core::Gpu;
use rig_counter_core::samples::Dimension;
use rig_counter_timeline::Job;
use std::borrow::Cow;
use std::collections::{BTreeMap, BTreeSet};

/// The dimensions of more than one index counter `name` has on `gpu` (its
/// catalog's, or a definitions file's `defined` counters), `None` for a name
/// that is no counter of it.
pub fn dimensions(gpu: &Gpu, defined: &[rig_counter_core::Definition], name: &str) -> Option<BTreeSet<Dimension>> {
    let layout = crate::layout_with(gpu, &[name], defined).ok()?;
    let counter = layout.counters().first()?;
    Some(Dimension::ALL.into_iter().filter(|d| d.extent(counter) > 1).collect())
}

/// A value of no dimensions, or the sum of one over the dimensions rocprofv3
/// summed (what it writes for such a metric); undefined for no value or an
/// undefined one.
pub fn total(t: &Tensor) -> Scalar {
    if t.is_empty() {
        return Scalar::Undefined;
    }
    t.iter().fold(Scalar::Value(0.0), |sum, (_, v)| sum.apply(metrics::BinaryOp::Add, *v))
}

/// The source an expression over `counters` (summed values) evaluates from
/// on a GPU of `constants` with `expressions`' metrics.
pub fn source(
    counters: &BTreeMap<String, f64>,
    constants: &BTreeMap<String, f64>,
    expressions: &BTreeMap<String, String>,
) -> MapSource {
    MapSource {
        counters: counters.iter().map(|(n, v)| (n.clone(), Tensor::scalar(*v))).collect(),
        constants: constants.clone(),
        metrics: expressions.clone(),
        accumulated: BTreeMap::new(),
    }
}

/// What one processor's dispatches evaluate with.
struct Processor {
    gpu: Gpu,
    defined: Vec<rig_counter_core::Definition>,
    constants: BTreeMap<String, f64>,
    expressions: BTreeMap<String, String>,
    /// Each metric asked, parsed (`None`: said why not in a note).
    asked: Vec<(String, Option<metrics::Expr>)>,
}

/// `timeline --metric NAME`: each rocprofv3 dispatch (a job with a
/// `processor` argument, [`rig_counter_timeline::rocpd`]) gets the metrics
/// asked beside its counters, evaluated from them with that processor's
/// built-in definitions.
#[derive(Default)]
pub struct DispatchMetrics {
    asked: Vec<String>,
    processors: BTreeMap<String, Option<Processor>>,
    /// What could not be computed, each said once.
    pub notes: BTreeSet<String>,
}

impl DispatchMetrics {
    /// The metrics `asked` (names of derived metrics, or expressions).
    pub fn new(asked: &[String]) -> DispatchMetrics {
        DispatchMetrics { asked: asked.to_vec(), ..DispatchMetrics::default() }
    }

    /// Whether any job it was given was a rocprofv3 dispatch.
    pub fn saw_any(&self) -> bool {
        !self.processors.is_empty()
    }

    /// `job` with the metrics asked among its counters, where it is a
    /// rocprofv3 dispatch and they are determined; else `job` as it is. A
    /// metric that is not (a name no definition has, counters the dispatch
    /// lacks, what the sums do not determine) is left out and said once in
    /// [`DispatchMetrics::notes`].
    pub fn with_metrics<'j>(&mut self, job: &'j Job) -> Cow<'j, Job> {
        if self.asked.is_empty() {
            return Cow::Borrowed(job);
        }
        let Some(name) = job.args.iter().find(|(k, _)| *k == "processor").map(|(_, v)| v.clone()) else {
            return Cow::Borrowed(job);
        };
        let asked = self.asked.clone();
        let notes = &mut self.notes;
        let processor = self.processors.entry(name.clone()).or_insert_with(|| {
            let (gpu, _) = match crate::gpus::resolve_built(&name, None) {
                Ok(g) => g,
                Err(e) => {
                    notes.insert(format!("rocprofv3 dispatches of {}: no metric: {e}", crate::text::shown(&name)));
                    return None;
                }
            };
            let loaded = match definitions::load(gpu.target, None) {
                Ok(l) => l,
                Err(e) => {
                    notes.insert(format!("rocprofv3 dispatches of {}: no metric: {}", crate::text::shown(&name), e.0));
                    return None;
                }
            };
            let expressions: BTreeMap<String, String> =
                loaded.metrics.iter().map(|(n, m)| (n.clone(), m.expression.clone())).collect();
            let defined = loaded.counters.clone();
            let asked = asked
                .iter()
                .map(|m| {
                    let text = expressions.get(m).cloned().unwrap_or_else(|| m.clone());
                    match metrics::parse(&text) {
                        // A bare name is a metric or a counter of the GPU.
                        Ok(metrics::Expr::Name(n))
                            if !expressions.contains_key(&n)
                                && dimensions(&gpu, &defined, &n).is_none()
                                && !metrics::constants::is_constant(&n) =>
                        {
                            let shown = crate::text::shown(&n);
                            notes.insert(format!("{shown}: no derived metric or counter of {name}"));
                            (m.clone(), None)
                        }
                        Ok(e) => (m.clone(), Some(e)),
                        Err(e) => {
                            notes.insert(format!("{m}: no metric of {name} and no expression: {e}"));
                            (m.clone(), None)
                        }
                    }
                })
                .collect();
            Some(Processor {
                constants: metrics::constants(&gpu).into_iter().map(|(k, v)| (k.to_owned(), v)).collect(),
                defined: loaded.counters.clone(),
                gpu,
                expressions,
                asked,
            })
        });
        let Some(p) = processor else { return Cow::Borrowed(job) };
        let counters: BTreeMap<String, f64> = job.counters.iter().cloned().collect();
        let s = source(&counters, &p.constants, &p.expressions);
        let mut out = job.clone();
        for (m, expr) in &p.asked {
            // One rocprofv3 computed itself is the dispatch's already.
            let Some(expr) = expr.as_ref().filter(|_| !counters.contains_key(m)) else { continue };
            let (gpu, defined) = (&p.gpu, &p.defined);
            let value = metrics::summed::check(expr, &s, &|n| dimensions(gpu, defined, n))
                .map_err(|e| e.to_string())
                .and_then(|_| metrics::evaluate(expr, &s).map_err(|e| e.to_string()));
            match value.map(|t| total(&t)) {
                Ok(Scalar::Value(v)) => out.counters.push((m.clone(), v)),
                Ok(Scalar::Undefined) => {}
                Err(why) => {
                    self.notes.insert(format!("{m}: not shown on {name}'s dispatches that lack what it needs: {why}"));
                }
            }
        }
        Cow::Owned(out)
    }
}
