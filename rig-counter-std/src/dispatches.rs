//! Derived metrics of dispatches whose counters rocprofv3 summed over their
//! dimensions: what `metric --rocprofv3` and `timeline --metric` compute,
//! checked against what the sums determine ([`crate::metrics::summed`]),
//! and which of a dispatch's passes (separate runs of the program) a metric
//! takes its counters from ([`Evaluation::take`]).

use crate::definitions;
use crate::metrics::{self, Scalar, Source, Tensor};
use rig_counter_core::Gpu;
use rig_counter_core::samples::Dimension;
use rig_counter_rocprofv3::{ByName, Instances, Outside};
use rig_counter_timeline::Job;
use rig_counter_timeline::job::CounterValue;
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
    /// Each derived metric's expression, parsed once (`None`: it does not parse).
    parsed: RefCell<HashMap<String, Option<std::rc::Rc<metrics::Expr>>>>,
}

/// Which of a dispatch's passes a metric takes its counters from. The
/// passes are separate runs of the program, so a metric takes them from one
/// pass that holds them all where there is one, as rocprofv3 computes a
/// metric within a pass ([`Evaluation::take`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Taken {
    /// The passes looked in for a name, in order (indexes of the dispatch's
    /// passes): the first pass that holds every name the metric reads, then
    /// the others in their order; where no pass holds them all, the pass
    /// that holds most of those left first, again and again.
    pub order: Vec<usize>,
    /// Each name the metric reads that a pass holds, in the order it reads
    /// them, with the pass it is taken from.
    pub names: Vec<(String, usize)>,
    /// Whether one pass holds every one of them.
    pub one_pass: bool,
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
            parsed: RefCell::new(HashMap::new()),
        }
    }

    /// The names `expr` reads from a dispatch's counters, each once, in the
    /// order it reads them: a name some pass holds (`held`) is read as it
    /// is; a derived metric none holds is its expression's names, in turn;
    /// a name that is neither (a constant, or a counter no pass holds) is
    /// read from no pass. As [`metrics::evaluate`] resolves names.
    pub fn reads(&self, expr: &metrics::Expr, held: &dyn Fn(&str) -> bool) -> Vec<String> {
        let mut out = Vec::new();
        let mut expanded = BTreeSet::new();
        self.walk(expr, held, &mut expanded, &mut out);
        out
    }

    fn walk(
        &self,
        expr: &metrics::Expr,
        held: &dyn Fn(&str) -> bool,
        expanded: &mut BTreeSet<String>,
        out: &mut Vec<String>,
    ) {
        use metrics::Expr;
        match expr {
            Expr::Number(_) => {}
            Expr::Name(n) if held(n) => {
                if !out.contains(n) {
                    out.push(n.clone());
                }
            }
            Expr::Name(n) => {
                // Each metric once: a cycle ends, and a metric named twice
                // reads the same names.
                if !self.metrics.contains_key(n) || !expanded.insert(n.clone()) {
                    return;
                }
                if let Some(e) = self.parsed(n) {
                    self.walk(&e, held, expanded, out);
                }
            }
            Expr::Negate(x) => self.walk(x, held, expanded, out),
            Expr::Binary { left, right, .. } => {
                self.walk(left, held, expanded, out);
                self.walk(right, held, expanded, out);
            }
            Expr::Reduce { arg, .. } | Expr::Select { arg, .. } | Expr::Accumulate { arg, .. } => {
                self.walk(arg, held, expanded, out)
            }
        }
    }

    /// The derived metric `name`'s expression, parsed once.
    fn parsed(&self, name: &str) -> Option<std::rc::Rc<metrics::Expr>> {
        if let Some(e) = self.parsed.borrow().get(name) {
            return e.clone();
        }
        let e = self.metrics.get(name).and_then(|m| metrics::parse(&m.expression).ok()).map(std::rc::Rc::new);
        self.parsed.borrow_mut().insert(name.to_owned(), e.clone());
        e
    }

    /// Which of one dispatch's `passes` (each pass's counters, in the
    /// passes' order) `expr` takes its counters from ([`Taken`]): the first
    /// pass that holds every name it reads ([`Evaluation::reads`]); where
    /// none does, the pass that holds most of them (the first of those that
    /// hold as many), then of the names left the same, until every name a
    /// pass holds is taken.
    pub fn take(&self, expr: &metrics::Expr, passes: &[ByName<f64>]) -> Taken {
        let names = self.reads(expr, &|n| passes.iter().any(|p| p.contains_key(n)));
        let mut order: Vec<usize> = Vec::new();
        let mut left: Vec<&String> = names.iter().collect();
        while !left.is_empty() {
            let count = |p: usize| left.iter().filter(|n| passes[p].contains_key(n.as_str())).count();
            // The most, the first of equals: max_by_key takes the last.
            let Some(best) = (0..passes.len()).filter(|p| !order.contains(p)).rev().max_by_key(|&p| count(p)) else {
                break;
            };
            order.push(best);
            left.retain(|n| !passes[best].contains_key(n.as_str()));
        }
        let one_pass = order.len() <= 1;
        let rest: Vec<usize> = (0..passes.len()).filter(|p| !order.contains(p)).collect();
        order.extend(rest);
        let names = names
            .into_iter()
            .filter_map(|n| order.iter().copied().find(|&p| passes[p].contains_key(&n)).map(|p| (n, p)))
            .collect();
        Taken { order, names, one_pass }
    }

    /// The source an expression over one dispatch's counters evaluates
    /// from, where each name is looked up in `passes` in the `order` given
    /// ([`Taken::order`]); `instances` are each pass's values one per
    /// instance, where its file holds them so (empty, or as many as
    /// `passes`), which a reduction over every dimension of a counter is
    /// computed from ([`Source::reduced`]).
    pub fn source_of<'a>(
        &'a self,
        passes: &'a [ByName<f64>],
        instances: &'a [ByName<Instances>],
        order: &[usize],
    ) -> impl Source + 'a {
        let layers = order.iter().filter_map(|&p| Some((passes.get(p)?, instances.get(p)))).collect();
        Dispatch { evaluation: self, layers }
    }

    /// Whether the values a file holds of `name` on one dispatch (`sum`,
    /// and `instances` where the file holds a value per instance) can be a
    /// hardware counter's on the GPU: as many values as the counter has
    /// instances on it (the product of its dimensions' extents,
    /// [`Evaluation::dimensions`]), none negative (a counter counts up from
    /// 0), none a fraction, none past `u64::MAX` (a counter's register is
    /// at most 64 bits; as the file writes the value, where it holds one
    /// per instance: [`Instances::outside`]). A name that is no hardware counter of the GPU (a
    /// derived metric rocprofv3 computed, a name rig-counter does not know)
    /// is not checked. `gpu` names the GPU in the message.
    ///
    /// Errors: what is wrong, after `NAME ` (`GRBM_COUNT has 17 values...`).
    pub fn check_values(&self, name: &str, sum: f64, instances: Option<&Instances>, gpu: &str) -> Result<(), String> {
        if self.metrics.contains_key(name) {
            return Ok(());
        }
        let Some(dimensions) = self.dimensions(name) else { return Ok(()) };
        let Some(i) = instances else {
            return match sum {
                v if v < 0.0 => {
                    Err(format!("{name} is {}: a hardware counter counts up from 0", rig_counter_rocprofv3::exact(v)))
                }
                v if v >= rig_counter_rocprofv3::PAST => {
                    let shown = rig_counter_rocprofv3::exact(v);
                    Err(format!(
                        "{name} is {shown} (the nearest 64-bit float to the number written), past {}, the most a \
                         counter holds{}",
                        u64::MAX,
                        at_2_64(&shown)
                    ))
                }
                v if v.fract() != 0.0 => Err(format!(
                    "{name} is {}: a hardware counter counts whole events",
                    rig_counter_rocprofv3::exact(v)
                )),
                _ => Ok(()),
            };
        };
        let expected: u64 = dimensions.values().map(|&n| u64::from(n)).product();
        if i.count != expected {
            let each: Vec<String> = dimensions.iter().map(|(d, n)| format!("{} {n}", d.name())).collect();
            let over = match each.is_empty() {
                true => String::new(),
                false => format!(" ({})", each.join(" x ")),
            };
            return Err(format!(
                "{name} has {} values, one per instance, and the {gpu} has {expected} instance(s) of it{over}: is the \
                 file of another GPU?",
                i.count
            ));
        }
        let n = i.count;
        // As the file writes it: u64::MAX is no f64, and 2^64 its nearest.
        match i.outside.as_deref() {
            Some(Outside::Below(v)) => {
                return Err(format!("{name} has {v} among its {n} values: a hardware counter counts up from 0"));
            }
            Some(Outside::Past(v)) => {
                return Err(format!(
                    "{name} has {v} among its {n} values, past {}, the most a counter holds{}",
                    u64::MAX,
                    at_2_64(v)
                ));
            }
            None => {}
        }
        if !i.whole {
            return Err(format!("{name} has a fraction among its {n} values: a hardware counter counts whole events"));
        }
        Ok(())
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
}

/// One dispatch's counters (of its passes, looked in in order), with its
/// GPU's constants and metrics.
struct Dispatch<'a> {
    evaluation: &'a Evaluation,
    /// Each pass's sums, and its values one per instance where it has them.
    layers: Vec<Layer<'a>>,
}

/// One pass's counters of a dispatch: their sums, and their values one per
/// instance where the pass's file holds them.
type Layer<'a> = (&'a ByName<f64>, Option<&'a ByName<Instances>>);

impl Source for Dispatch<'_> {
    fn counter(&self, name: &str) -> Option<Tensor> {
        self.layers.iter().find_map(|l| l.0.get(name)).map(|v| Tensor::scalar(*v))
    }
    fn reduced(&self, name: &str, op: metrics::ReduceOp, dimensions: &[Dimension]) -> Option<Scalar> {
        // The pass the name is taken from, where it holds each instance's value.
        let (sum, instances) = self.layers.iter().find_map(|l| Some((*l.0.get(name)?, l.1)))?;
        let i = instances?.get(name)?;
        // A hardware counter, reduced over every dimension it has.
        let over = self.evaluation.dimensions(name)?;
        if !dimensions.is_empty() && !over.keys().all(|d| dimensions.contains(d)) {
            return None;
        }
        Some(match op {
            metrics::ReduceOp::Sum => Scalar::from(sum),
            metrics::ReduceOp::Max => Scalar::from(i.max),
            metrics::ReduceOp::Min => Scalar::from(i.min),
            metrics::ReduceOp::Average => Scalar::from(sum / i.count as f64),
        })
    }
    fn constant(&self, name: &str) -> Option<f64> {
        self.evaluation.constants.get(name).copied()
    }
    fn metric(&self, name: &str) -> Option<String> {
        self.evaluation.metrics.get(name).map(|m| m.expression.clone())
    }
}

/// What a refusal of 2^64 adds, where `shown` (a value as a message shows
/// it) is 2^64: a 64-bit float holds no whole number from 2^64 - 1024 to
/// u64::MAX (IEEE 754 binary64: past 2^63 its whole numbers are 2048
/// apart), so a count there written as a float (as rocprofv3 writes every
/// value, or `18446744073709551615.000000`) is 2^64 and cannot be told from
/// one past `u64::MAX`; nothing for another value.
fn at_2_64(shown: &str) -> &'static str {
    match shown.starts_with("18446744073709551616") {
        true => {
            "; a count from 18446744073709550592 (2^64 - 1024) up, written as a 64-bit float, is 18446744073709551616 \
             (2^64) and cannot be told from one past it"
        }
        false => "",
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
    /// Per metric and processor, the dispatches whose value was computed
    /// through 2^53 or more: how many, and the first one's id.
    past: BTreeMap<(String, String), (u64, String)>,
}

impl DispatchMetrics {
    /// The metrics `asked` (names of derived metrics, or expressions).
    pub fn new(asked: &[String]) -> DispatchMetrics {
        DispatchMetrics { asked: asked.to_vec(), ..DispatchMetrics::default() }
    }

    /// What could not be computed ([`DispatchMetrics::notes`]), then each
    /// metric computed through values of 2^53 or more on some dispatches of
    /// a processor, with how many and the first one's id ([`metrics::rounded`]).
    pub fn into_notes(self) -> Vec<String> {
        let past = self.past.into_iter().map(|((m, processor), (n, first))| {
            metrics::rounded(&m, Some(&format!("{n} of {processor}'s dispatches (the first: dispatch {first})")))
        });
        self.notes.into_iter().chain(past).collect()
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
        // The agent's XCCs and CUs, where the database gives them.
        let arg = |key: &str| job.args.iter().find(|(k, _)| *k == key).and_then(|(_, v)| v.parse::<u64>().ok());
        let geometry = rig_counter_rocprofv3::Geometry::of(
            rig_counter_rocprofv3::geometry::Form::Rocpd,
            arg("num_xcc"),
            arg("cu_count"),
        );
        let key = match geometry {
            Some(g) => format!("{name} {:?} {:?}", g.xccs, g.compute_units),
            None => name.clone(),
        };
        let agent = job.gpu.strip_prefix("rocprofv3 ").unwrap_or(&job.gpu).to_owned();
        let asked = self.asked.clone();
        let notes = &mut self.notes;
        let processor = self.processors.entry(key).or_insert_with(|| {
            let (gpu, product) = match crate::gpus::resolve_built(&name, None) {
                Ok(g) => g,
                Err(e) => {
                    notes.insert(format!("rocprofv3 dispatches of {}: no metric: {e}", crate::text::shown(&name)));
                    return None;
                }
            };
            // A partition of the GPU, where the database gives its agent's.
            let gpu = match geometry {
                Some(g) => {
                    let named = product.map_or_else(|| name.clone(), |p| p.name.to_owned());
                    match crate::partition::of_agent(gpu, &named, &agent, &g) {
                        Ok((gpu, note)) => {
                            notes.extend(note);
                            gpu
                        }
                        Err(e) => {
                            notes.insert(format!(
                                "rocprofv3 dispatches of {}: no metric: {e}",
                                crate::text::shown(&name)
                            ));
                            return None;
                        }
                    }
                }
                None => gpu,
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
                        // A metric by its name, so that a cycle is said from it.
                        Ok(_) if evaluation.metrics.contains_key(m) => {
                            (m.clone(), Some(metrics::Expr::Name(m.clone())))
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
        // Values no counter of the GPU can hold give no metric.
        for (n, v) in &job.counters {
            let instances = job.instances.iter().find(|(m, _)| m == n).map(|(_, i)| i);
            if let Err(why) = p.evaluation.check_values(n, v.as_f64(), instances, &name) {
                let id = job.args.iter().find(|(k, _)| *k == "dispatch_id").map_or("?", |(_, v)| v.as_str());
                self.notes.insert(format!("dispatch {id}: no metric shown on it, as its {why}"));
                return Cow::Borrowed(job);
            }
        }
        let counters =
            [job.counters.iter().map(|(n, v)| (std::sync::Arc::from(n.as_str()), v.as_f64())).collect::<ByName<f64>>()];
        let instances = [job
            .instances
            .iter()
            .map(|(n, i)| (std::sync::Arc::from(n.as_str()), i.clone()))
            .collect::<ByName<Instances>>()];
        let s = p.evaluation.source_of(&counters, &instances, &[0]);
        let counters = &counters[0];
        let mut out = job.clone();
        for (m, expr) in &p.asked {
            // One rocprofv3 computed itself is the dispatch's already.
            let Some(expr) = expr.as_ref().filter(|_| !counters.contains_key(m)) else { continue };
            // A cycle or a nesting too deep is the definitions', not the
            // dispatch's: said as such (break test 6 of issue 40 had it as
            // what the dispatches lack), naming where they were defined.
            let said =
                |e: &metrics::EvalError| (crate::definitions::said(e, &p.evaluation.metrics), e.is_definitions());
            let value = metrics::summed::check(expr, &s, &|n| p.evaluation.dimensions(n))
                .map_err(|e| match &e {
                    metrics::summed::SummedError::Eval(e) => said(e),
                    e => (e.to_string(), false),
                })
                .and_then(|_| metrics::evaluate_checked(expr, &s).map_err(|e| said(&e)));
            if let Ok(c) = &value
                && c.total_past_exact()
            {
                let id = job.args.iter().find(|(k, _)| *k == "dispatch_id").map_or("?", |(_, v)| v.as_str());
                let (n, _) = self.past.entry((m.clone(), name.clone())).or_insert_with(|| (0, id.to_owned()));
                *n += 1;
            }
            match value.map(|c| total(&c.value)) {
                Ok(Scalar::Value(v)) => out.counters.push((m.clone(), CounterValue::Number(v))),
                Ok(Scalar::Undefined) => {}
                Err((why, true)) => {
                    self.notes.insert(format!("{m}: not shown: {why}"));
                }
                Err((why, false)) => {
                    self.notes.insert(format!("{m}: not shown on {name}'s dispatches that lack what it needs: {why}"));
                }
            }
        }
        Cow::Owned(out)
    }
}
