//! Derived metrics of dispatches whose counters rocprofv3 summed over their
//! dimensions: what `metric --rocprofv3` and `timeline --metric` compute,
//! checked against what the sums determine ([`crate::metrics::summed`]).

use crate::definitions;
use crate::metrics::{self, Scalar, Source, Tensor};
use rig_counter_core::Gpu;
use rig_counter_core::samples::Dimension;
use rig_counter_timeline::Job;
use std::borrow::Cow;
use std::cell::RefCell;
use std::collections::{BTreeMap, BTreeSet, HashMap};

/// What a GPU's dispatches evaluate with: its constants, its definitions'
/// metrics and counters, and each counter's dimensions of more than one
/// index, found once per name (a dispatch's check asks for them again and
/// again).
pub struct Evaluation {
    /// The GPU.
    pub gpu: Gpu,
    /// Its definitions' derived metrics by name.
    pub metrics: BTreeMap<String, definitions::Metric>,
    /// A definitions file's hardware counters for it.
    pub defined: Vec<rig_counter_core::Definition>,
    constants: BTreeMap<&'static str, f64>,
    dimensions: RefCell<HashMap<String, Option<BTreeMap<Dimension, u32>>>>,
}

impl Evaluation {
    /// The evaluation of `gpu`'s dispatches with the definitions `loaded`.
    pub fn new(gpu: Gpu, loaded: definitions::Loaded) -> Evaluation {
        Evaluation {
            constants: metrics::constants(&gpu),
            gpu,
            metrics: loaded.metrics,
            defined: loaded.counters,
            dimensions: RefCell::new(HashMap::new()),
        }
    }

    /// The dimensions of more than one index counter `name` has on the GPU
    /// (its catalog's, or a definitions file's counters), `None` for a name
    /// that is no counter of it.
    pub fn dimensions(&self, name: &str) -> Option<BTreeMap<Dimension, u32>> {
        if let Some(d) = self.dimensions.borrow().get(name) {
            return d.clone();
        }
        let found = crate::layout_with(&self.gpu, &[name], &self.defined).ok().and_then(|layout| {
            let counter = layout.counters().first()?;
            Some(Dimension::ALL.into_iter().map(|d| (d, d.extent(counter))).filter(|(_, n)| *n > 1).collect())
        });
        self.dimensions.borrow_mut().insert(name.to_owned(), found.clone());
        found
    }

    /// The source an expression over one dispatch's `counters` (summed
    /// values, each a value of no dimensions) evaluates from.
    pub fn source<'a>(&'a self, counters: &'a BTreeMap<String, f64>) -> impl Source + 'a {
        Dispatch { evaluation: self, counters }
    }
}

/// One dispatch's counters, with its GPU's constants and metrics.
struct Dispatch<'a> {
    evaluation: &'a Evaluation,
    counters: &'a BTreeMap<String, f64>,
}

impl Source for Dispatch<'_> {
    fn counter(&self, name: &str) -> Option<Tensor> {
        self.counters.get(name).map(|v| Tensor::scalar(*v))
    }
    fn constant(&self, name: &str) -> Option<f64> {
        self.evaluation.constants.get(name).copied()
    }
    fn metric(&self, name: &str) -> Option<String> {
        self.evaluation.metrics.get(name).map(|m| m.expression.clone())
    }
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

/// What one processor's dispatches evaluate with, and the metrics asked.
struct Processor {
    evaluation: Evaluation,
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
            let evaluation = Evaluation::new(gpu, loaded);
            let asked = asked
                .iter()
                .map(|m| {
                    let text = evaluation.metrics.get(m).map_or_else(|| m.clone(), |d| d.expression.clone());
                    match metrics::parse(&text) {
                        // A bare name is a metric or a counter of the GPU.
                        Ok(metrics::Expr::Name(n))
                            if !evaluation.metrics.contains_key(&n)
                                && evaluation.dimensions(&n).is_none()
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
            Some(Processor { evaluation, asked })
        });
        let Some(p) = processor else { return Cow::Borrowed(job) };
        let counters: BTreeMap<String, f64> = job.counters.iter().cloned().collect();
        let s = p.evaluation.source(&counters);
        let mut out = job.clone();
        for (m, expr) in &p.asked {
            // One rocprofv3 computed itself is the dispatch's already.
            let Some(expr) = expr.as_ref().filter(|_| !counters.contains_key(m)) else { continue };
            let value = metrics::summed::check(expr, &s, &|n| p.evaluation.dimensions(n))
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
