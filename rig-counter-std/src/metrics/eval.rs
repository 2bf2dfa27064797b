//! Evaluation of an [`Expr`] against a run: its counters, the derived metrics
//! and the GPU's constants, as a [`Source`] gives them.

use super::constants;
use super::parser::{Expr, ParseError, ReduceOp, Resolution, parse};
use super::tensor::{DimensionMismatch, Scalar, Tensor};
use rig_counter_core::samples::Dimension;
use std::collections::BTreeMap;

/// Where an expression's names get their values.
pub trait Source {
    /// The counter `name`'s values from the run ([`Tensor::of_counter`]), `None`
    /// if the run did not count it.
    fn counter(&self, name: &str) -> Option<Tensor>;

    /// The GPU constant `name` ([`constants::constants`]), `None` if there is
    /// none of that name.
    fn constant(&self, name: &str) -> Option<f64>;

    /// The expression of the derived metric `name` (its `expression:` in the
    /// definitions), `None` if there is none of that name.
    fn metric(&self, name: &str) -> Option<String>;

    /// The values of the accumulator the run counted after counter `name` at
    /// `resolution` (`accumulate(name, resolution)` in hardware: see
    /// [`rig_counter_core::layout::Resolution`]), `None` if it counted none.
    fn accumulated(&self, name: &str, resolution: rig_counter_core::Resolution) -> Option<Tensor> {
        let _ = (name, resolution);
        None
    }

    /// `reduce(name, op, dimensions)` of counter `name` (over every
    /// dimension where `dimensions` is empty), where the source holds its
    /// values without their coordinates and the reduction needs none: one
    /// over every dimension the counter has. rocprofv3's JSON output and
    /// rocpd database hold a counter's value per instance, but not which
    /// instance each is. `None` otherwise (the default): [`Source::counter`]
    /// gives the values to reduce. A source that answers for a counter
    /// answers for every [`ReduceOp`] over all its dimensions.
    fn reduced(&self, name: &str, op: ReduceOp, dimensions: &[Dimension]) -> Option<Scalar> {
        let _ = (name, op, dimensions);
        None
    }
}

/// A [`Source`] of maps, for tests and for callers that gather everything
/// first.
#[derive(Clone, Debug, Default)]
pub struct MapSource {
    /// Counters by name.
    pub counters: BTreeMap<String, Tensor>,
    /// Constants by name.
    pub constants: BTreeMap<String, f64>,
    /// Derived metrics' expressions by name.
    pub metrics: BTreeMap<String, String>,
    /// Accumulators by the counter they accumulate and their resolution.
    pub accumulated: BTreeMap<(String, rig_counter_core::Resolution), Tensor>,
}

impl Source for MapSource {
    fn counter(&self, name: &str) -> Option<Tensor> {
        self.counters.get(name).cloned()
    }

    fn constant(&self, name: &str) -> Option<f64> {
        self.constants.get(name).copied()
    }

    fn metric(&self, name: &str) -> Option<String> {
        self.metrics.get(name).cloned()
    }

    fn accumulated(&self, name: &str, resolution: rig_counter_core::Resolution) -> Option<Tensor> {
        self.accumulated.get(&(name.to_owned(), resolution)).cloned()
    }
}

/// Why an expression could not be evaluated.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum EvalError {
    /// A name is no counter of the run, no derived metric and no constant:
    /// `the run has no counter SQ_FOO`.
    #[error("the run has no counter {name}")]
    MissingCounter {
        /// The name.
        name: String,
    },
    /// A constant name ([`constants::NAMES`]) the source has no value of (the
    /// GPU's family or geometry is unknown): `the GPU has no value for
    /// simd_per_cu`.
    #[error("the GPU has no value for {name}")]
    MissingConstant {
        /// The name.
        name: String,
    },
    /// Derived metrics refer to each other in a cycle: `derived metrics refer
    /// to themselves: A -> B -> C -> B`.
    #[error("derived metrics refer to themselves: {}", path.join(" -> "))]
    Cycle {
        /// The metrics from the one evaluated to the cycle, the metric the
        /// cycle closes on repeated at the end.
        path: Vec<String>,
    },
    /// A derived metric's expression does not parse.
    #[error("the expression of the derived metric {name} does not parse: {error}")]
    Metric {
        /// The metric.
        name: String,
        /// Why.
        error: ParseError,
    },
    /// Two tensors of different dimensions meet at an operator
    /// ([`DimensionMismatch`]): `cannot combine values over
    /// [DIMENSION_SHADER_ENGINE] with values over [DIMENSION_XCC] by +; reduce
    /// or select to make their dimensions agree`.
    #[error(transparent)]
    Dimensions(#[from] DimensionMismatch),
    /// Derived metrics nested deeper than [`MAX_METRIC_DEPTH`] through each
    /// other: `derived metrics nest deeper than 16: A -> B -> ...`.
    #[error("derived metrics nest deeper than {}: {} -> ...", MAX_METRIC_DEPTH, path.first().map_or("", String::as_str))]
    TooDeep {
        /// The metrics from the outermost in.
        path: Vec<String>,
    },
    /// `select` of an index beyond the extent of a dimension the values have
    /// (rocprofiler-sdk's docs: "the index must also be within the actual extent of that
    /// dimension"): `DIMENSION_XCC index 8 is beyond its extent, 8`.
    #[error("{} index {index} is beyond its extent, {extent}", dimension.name())]
    IndexBeyondExtent {
        /// The dimension.
        dimension: Dimension,
        /// The index selected.
        index: u32,
        /// Indices the values have in it: the greatest plus one.
        extent: u32,
    },
    /// A level counter outside `accumulate(...)`:
    /// `SQ_LEVEL_WAVES is a level counter: use it as accumulate(SQ_LEVEL_WAVES,
    /// HIGH_RES|LOW_RES|NONE)`.
    #[error("{name} is a level counter: use it as accumulate({name}, HIGH_RES|LOW_RES|NONE)")]
    LevelOutsideAccumulate {
        /// The counter.
        name: String,
    },
    /// `accumulate` of something other than a counter name, which
    /// rocprofiler's grammar (`accumulate(NAME, NAME)`) refuses too:
    /// `accumulate takes a counter name, not 2*SQ_WAVES`.
    #[error("accumulate takes a counter name, not {expression}")]
    AccumulateOfExpression {
        /// The argument, as written back.
        expression: String,
    },
    /// The run counted no accumulator after the counter: `the run has no
    /// accumulate(SQ_INST_LEVEL_LDS,HIGH_RES): count it so, as its level
    /// counter followed by its accumulator`.
    #[error(
        "the run has no accumulate({name},{resolution}): count it so, as its level counter followed by its accumulator"
    )]
    MissingAccumulator {
        /// The level counter.
        name: String,
        /// `HIGH_RES` or `LOW_RES`.
        resolution: &'static str,
    },
}

/// `DIMENSION_XCC, DIMENSION_WGP`.
/// Whether `name` is a level counter, which only `accumulate` may read: one
/// starting `SQ_LEVEL_` or `SQ_ACCUM_PREV` (`SQ_LEVEL_WAVES`,
/// `SQ_ACCUM_PREV_HIRES`).
///
/// Checked against the shipped definitions
/// (`data/rocprofiler-config-2026-08.yaml`): the only such counter any
/// shipped expression names is `SQ_LEVEL_WAVES`, always inside `accumulate`, so
/// the rule rejects no shipped expression and needed no relaxing. Other counters
/// with `LEVEL` in their names (`TCC_EA0_RDREQ_LEVEL`, `SQ_INST_LEVEL_LDS`) are
/// not caught by it: shipped expressions reduce `TCC_*_LEVEL` counters directly.
pub fn is_level_counter(name: &str) -> bool {
    name.starts_with("SQ_LEVEL_") || name.starts_with("SQ_ACCUM_PREV")
}

/// The value of `expr` with names resolved by `source`.
///
/// A name is, in this order: a counter of the run; a derived metric, whose
/// expression is parsed and evaluated in turn (not inside any `accumulate` of
/// the expression naming it); a constant. Numbers are scalars.
/// `accumulate(X, HIGH_RES|LOW_RES)` is the values of the accumulator counted
/// after counter `X` ([`Source::accumulated`]), as rocprofiler reads it;
/// `accumulate(X, NONE)` is `X` itself.
///
/// Errors: [`EvalError::LevelOutsideAccumulate`] for a level counter
/// ([`is_level_counter`]) outside `accumulate`;
/// [`EvalError::AccumulateOfExpression`] for `accumulate` of anything but a
/// counter's name; [`EvalError::MissingAccumulator`]; [`EvalError::Cycle`];
/// [`EvalError::Metric`]; [`EvalError::MissingConstant`];
/// [`EvalError::MissingCounter`]; [`EvalError::Dimensions`].
pub fn evaluate(expr: &Expr, source: &dyn Source) -> Result<Tensor, EvalError> {
    evaluate_checked(expr, source).map(|c| c.value)
}

impl EvalError {
    /// Whether it is the definitions' fault whatever the run counted: a
    /// cycle, a nesting too deep, a metric whose expression does not parse.
    pub fn is_definitions(&self) -> bool {
        matches!(self, EvalError::Cycle { .. } | EvalError::TooDeep { .. } | EvalError::Metric { .. })
    }
}

/// What [`evaluate_checked`] gives.
#[derive(Clone, Debug, PartialEq)]
pub struct Checked {
    /// The value, as [`evaluate`] gives it.
    pub value: Tensor,
    /// Whether a value of magnitude [`super::EXACT`] (2^53) or more was met
    /// on the way: a counter's or constant's value, a number of the
    /// expression, what an operator or a reduction gave, or a running sum
    /// of a `sum`/`avr` reduction ([`Tensor::largest_partial`]). Past 2^53 a
    /// 64-bit float (IEEE 754 binary64, a 53-bit significand) does not hold
    /// every whole number, so the value may have lost its last digits even
    /// where it is itself below 2^53: `(X+3)-X` is 2, not 3, for
    /// X = 9007199254740990.
    pub past_exact: bool,
}

/// What is said of a value [`Checked::past_exact`] (the metric `name`'s;
/// `on`: where it is, as `1 dispatch(es)`, for a value of several): `NAME:
/// [on ON, ]computed through values of 2^53 (9007199254740992) or more in
/// 64-bit floats (f64), which past 2^53 do not hold every whole number: its
/// last digits may be rounded`.
pub fn rounded(name: &str, on: Option<&str>) -> String {
    format!(
        "{name}: {}computed through values of 2^53 (9007199254740992) or more in 64-bit floats (f64), which past 2^53 \
         do not hold every whole number: its last digits may be rounded",
        on.map_or_else(String::new, |on| format!("on {on}, "))
    )
}

impl Checked {
    /// Whether [`Checked::past_exact`] holds, or the sum of the value's
    /// magnitudes over every coordinate is 2^53 or more: what a caller that
    /// totals the value (rocprofv3's outputs, a timeline's dispatches) says
    /// may be rounded.
    pub fn total_past_exact(&self) -> bool {
        self.past_exact || self.value.largest_partial(ReduceOp::Sum, &[]) >= super::EXACT
    }
}

/// [`evaluate`], saying whether the value may have been rounded past 2^53
/// ([`Checked::past_exact`]). Errors: those of [`evaluate`].
pub fn evaluate_checked(expr: &Expr, source: &dyn Source) -> Result<Checked, EvalError> {
    let mut e = Evaluator { source, metrics: Vec::new(), cache: BTreeMap::new(), largest: 0.0 };
    let value = e.eval(expr, false)?;
    e.met(value.largest());
    Ok(Checked { value, past_exact: e.largest >= super::EXACT })
}

/// The names of `expr` a run may have to count: every name that is not a
/// constant ([`constants::is_constant`]), once each, in the order they first
/// appear. Derived metrics' names are included as they are; a planner expands
/// them with their own expressions. Dimension names, reduce ops and resolution
/// words are no names of an [`Expr`] and never appear.
pub fn counters_of(expr: &Expr) -> Vec<String> {
    fn walk(expr: &Expr, out: &mut Vec<String>) {
        match expr {
            Expr::Number(_) => {}
            Expr::Name(name) => {
                if !constants::is_constant(name) && !out.contains(name) {
                    out.push(name.clone());
                }
            }
            Expr::Negate(x) => walk(x, out),
            Expr::Binary { left, right, .. } => {
                walk(left, out);
                walk(right, out);
            }
            Expr::Reduce { arg, .. } | Expr::Select { arg, .. } | Expr::Accumulate { arg, .. } => walk(arg, out),
        }
    }
    let mut out = Vec::new();
    walk(expr, &mut out);
    out
}

/// The counters `expr` accumulates in hardware: each `accumulate(NAME,
/// HIGH_RES|LOW_RES)` (not `NONE`, not of an expression), once each, in the
/// order they first appear.
pub fn accumulations_of(expr: &Expr) -> Vec<(String, rig_counter_core::Resolution)> {
    fn walk(expr: &Expr, out: &mut Vec<(String, rig_counter_core::Resolution)>) {
        match expr {
            Expr::Number(_) | Expr::Name(_) => {}
            Expr::Negate(x) => walk(x, out),
            Expr::Binary { left, right, .. } => {
                walk(left, out);
                walk(right, out);
            }
            Expr::Reduce { arg, .. } | Expr::Select { arg, .. } => walk(arg, out),
            Expr::Accumulate { arg, resolution } => {
                let hardware = match resolution {
                    Resolution::HighRes => Some(rig_counter_core::Resolution::HighRes),
                    Resolution::LowRes => Some(rig_counter_core::Resolution::LowRes),
                    Resolution::Plain => None,
                };
                match (&**arg, hardware) {
                    (Expr::Name(name), Some(r)) if !out.contains(&(name.clone(), r)) => out.push((name.clone(), r)),
                    _ => walk(arg, out),
                }
            }
        }
    }
    let mut out = Vec::new();
    walk(expr, &mut out);
    out
}

/// How deep derived metrics may nest through each other: beyond any shipped
/// definition (the deepest shipped chain has a few levels), and shallow enough
/// that with expressions nested [`super::parser::MAX_DEPTH`] deep each, no
/// definitions file can exhaust the stack.
pub const MAX_METRIC_DEPTH: usize = 16;

struct Evaluator<'s> {
    source: &'s dyn Source,
    /// The derived metrics being evaluated, outermost first.
    metrics: Vec<String>,
    /// The value of each derived metric evaluated so far, so a metric used many
    /// times is evaluated once.
    cache: BTreeMap<String, Tensor>,
    /// The largest magnitude met so far ([`Checked::past_exact`]).
    largest: f64,
}

impl Evaluator<'_> {
    fn met(&mut self, magnitude: f64) {
        self.largest = self.largest.max(magnitude);
    }

    fn eval(&mut self, expr: &Expr, in_accumulate: bool) -> Result<Tensor, EvalError> {
        let value = self.node(expr, in_accumulate)?;
        self.met(value.largest());
        Ok(value)
    }

    fn node(&mut self, expr: &Expr, in_accumulate: bool) -> Result<Tensor, EvalError> {
        Ok(match expr {
            Expr::Number(n) => Tensor::scalar(*n),
            Expr::Name(name) => self.name(name, in_accumulate)?,
            Expr::Negate(x) => self.eval(x, in_accumulate)?.negate(),
            Expr::Binary { op, left, right } => {
                let left = self.eval(left, in_accumulate)?;
                let right = self.eval(right, in_accumulate)?;
                left.combine(*op, &right)?
            }
            Expr::Reduce { arg, op, dimensions } => {
                // A counter the source reduces itself (its values held
                // without their coordinates).
                if let Expr::Name(name) = &**arg
                    && (in_accumulate || !is_level_counter(name))
                    && let Some(v) = self.source.reduced(name, *op, dimensions)
                {
                    // A mean divides the sum of the values: its magnitude
                    // is met on the way, as a tensor's running sum is.
                    if *op == ReduceOp::Average
                        && let Some(sum) = self.source.reduced(name, ReduceOp::Sum, dimensions).and_then(Scalar::value)
                    {
                        self.met(sum.abs());
                    }
                    return Ok(Tensor::scalar(v));
                }
                let t = self.eval(arg, in_accumulate)?;
                self.met(t.largest_partial(*op, dimensions));
                t.reduce(*op, dimensions)
            }
            Expr::Select { arg, indices } => {
                let t = self.eval(arg, in_accumulate)?;
                for (d, index) in indices.iter().filter(|(d, _)| t.dimensions().contains(d)) {
                    // Values that are all gone (an earlier select) have no extent to check.
                    let extent = t.iter().map(|(c, _)| c.get(*d) + 1).max();
                    if let Some(extent) = extent.filter(|e| index >= e) {
                        return Err(EvalError::IndexBeyondExtent { dimension: *d, index: *index, extent });
                    }
                }
                t.select(indices)
            }
            Expr::Accumulate { arg, resolution } => {
                // rocprofiler's grammar: accumulate(NAME, NAME), whatever the resolution.
                let Expr::Name(name) = &**arg else {
                    return Err(EvalError::AccumulateOfExpression { expression: arg.to_string() });
                };
                let hardware = match resolution {
                    Resolution::HighRes => rig_counter_core::Resolution::HighRes,
                    Resolution::LowRes => rig_counter_core::Resolution::LowRes,
                    Resolution::Plain => return self.eval(arg, true),
                };
                if let Some(t) = self.source.accumulated(name, hardware) {
                    return Ok(t);
                }
                if self.source.counter(name).is_none() && self.source.metric(name).is_some() {
                    return Err(EvalError::AccumulateOfExpression { expression: name.clone() });
                }
                return Err(EvalError::MissingAccumulator { name: name.clone(), resolution: hardware.word() });
            }
        })
    }

    fn name(&mut self, name: &str, in_accumulate: bool) -> Result<Tensor, EvalError> {
        if is_level_counter(name) && !in_accumulate {
            return Err(EvalError::LevelOutsideAccumulate { name: name.to_owned() });
        }
        if let Some(t) = self.source.counter(name) {
            return Ok(t);
        }
        if let Some(text) = self.source.metric(name) {
            if self.metrics.iter().any(|m| m == name) {
                // From the metric asked for, which may lead into the cycle.
                let mut path = self.metrics.clone();
                path.push(name.to_owned());
                return Err(EvalError::Cycle { path });
            }
            if let Some(t) = self.cache.get(name) {
                return Ok(t.clone());
            }
            if self.metrics.len() >= MAX_METRIC_DEPTH {
                return Err(EvalError::TooDeep { path: self.metrics.clone() });
            }
            let expr = parse(&text).map_err(|error| EvalError::Metric { name: name.to_owned(), error })?;
            self.metrics.push(name.to_owned());
            let value = self.eval(&expr, false);
            self.metrics.pop();
            if let Ok(t) = &value {
                self.cache.insert(name.to_owned(), t.clone());
            }
            return value;
        }
        if let Some(c) = self.source.constant(name) {
            return Ok(Tensor::scalar(c));
        }
        if constants::is_constant(name) {
            return Err(EvalError::MissingConstant { name: name.to_owned() });
        }
        Err(EvalError::MissingCounter { name: name.to_owned() })
    }
}
