//! Expressions over values already summed over their dimensions, as
//! rocprofv3's outputs hold them (one `Counter_Value` per dispatch and
//! counter: the sum over every instance the counter has).
//!
//! A counter of one instance is known exactly. A counter of several is
//! known only by its sum, which determines what is linear in it:
//! `reduce(X, sum)` (over all of its dimensions or some), `X + Y` and `X - Y`
//! of two sums over the same dimensions, `X * c` and `X / c` for a value `c`
//! of no dimensions. It does not determine `reduce(X, max|min|avr)` or
//! `select(X, ...)` over a summed dimension, `X * Y` or `X / Y` of two sums,
//! or `X + c`: [`check`] refuses those with the reason and what the file
//! holds, never computing them wrongly. Where the file holds a counter's
//! values one per instance but not which instance each is (rocprofv3's JSON
//! output and rocpd database), `reduce(X, op)` over every dimension `X` has
//! is determined for every `op` ([`Source::reduced`] gives it), and what
//! needs an instance's index is not. What it accepts
//! [`evaluate`](super::evaluate)s exactly with each sum as a value of no
//! dimensions (a `reduce(..., sum)` of a value of no dimensions is that
//! value). A result still over summed dimensions is their sum, as
//! rocprofv3 writes such a metric.

use super::eval::{EvalError, MAX_METRIC_DEPTH, Source, is_level_counter};
use super::parser::{BinaryOp, Expr, ReduceOp, Resolution, parse};
use super::tensor::DimensionMismatch;
use rig_counter_core::samples::Dimension;
use std::collections::{BTreeMap, BTreeSet};

/// Summed dimensions, each with its extent (its number of indexes).
type Shape = BTreeMap<Dimension, u32>;

/// What the files hold of the counters an operation needs each value of.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Held {
    /// Only each one's sum over its instances (rocprofv3's CSV).
    Sum,
    /// Each one's values one per instance, without which instance each is
    /// (rocprofv3's JSON output and rocpd database).
    Unindexed,
    /// None of them: the files read hold no value of these names for the
    /// dispatch (a file of no such counter, or a pass with fewer dispatches).
    Absent(Vec<String>),
}

impl std::fmt::Display for Held {
    /// What the refusal says after the dimensions it needs.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Held::Sum => {
                f.write_str(", and the file holds only their sum (rocprofv3's CSV sums a counter's instances)")
            }
            Held::Unindexed => f.write_str(
                " at its index, and the file holds the values without their indexes (rocprofv3's JSON and rocpd \
                 outputs do not say which instance a value is; a reduce over every dimension of a counter is \
                 computed from them)",
            ),
            Held::Absent(names) => {
                write!(f, ", and the files read hold no value of {} for the dispatches concerned", names.join(", "))
            }
        }
    }
}

/// Why an expression cannot be computed from summed values.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SummedError {
    /// What the sums do not determine, and what the files hold:
    /// `reduce(TCC_HIT,max) needs each value over DIMENSION_INSTANCE, and
    /// the file holds only their sum (rocprofv3's CSV sums a counter's
    /// instances)`.
    #[error("{what} needs each value over {}{held}", names(dimensions))]
    NotDetermined {
        /// The operation, as written back.
        what: String,
        /// The summed dimensions it needs the values of.
        dimensions: BTreeSet<Dimension>,
        /// What the files hold of the counters summed over them.
        held: Held,
    },
    /// A name the file holds that is no counter of the GPU and no derived
    /// metric: over which dimensions it was summed is unknown.
    #[error(
        "the file holds {name}, which is no counter of this GPU and no derived metric: what it was summed over is unknown"
    )]
    UnknownDimensions {
        /// The name.
        name: String,
    },
    /// Two sums over the same dimensions of different extents combined:
    /// evaluated value by value, they meet at the indexes both have, which
    /// their sums do not tell apart.
    #[error(
        "{what} combines a sum over {} with a sum over {}: the values they share are not known from their sums",
        extents(left),
        extents(right)
    )]
    Extents {
        /// The operation, as written back.
        what: String,
        /// The left operand's summed dimensions and their extents.
        left: Vec<(Dimension, u32)>,
        /// The right operand's.
        right: Vec<(Dimension, u32)>,
    },
    /// What evaluating the expression would refuse anyway (a cycle, a
    /// level counter outside `accumulate`, dimensions that do not agree).
    #[error(transparent)]
    Eval(#[from] EvalError),
}

fn names(dimensions: &BTreeSet<Dimension>) -> String {
    dimensions.iter().map(|d| d.name()).collect::<Vec<_>>().join(", ")
}

/// `DIMENSION_XCC of 8, DIMENSION_INSTANCE of 16`.
fn extents(dimensions: &[(Dimension, u32)]) -> String {
    dimensions.iter().map(|(d, n)| format!("{} of {n}", d.name())).collect::<Vec<_>>().join(", ")
}

/// The dimensions over which `expr`'s value is a sum, when every counter
/// `source` holds is the sum over `dimensions(name)` (the counter's
/// dimensions of more than one index on the GPU, each with its number of
/// indexes; `None` for a name that is no hardware counter, such as a derived
/// metric the file holds, whose dimensions are then its expression's); empty
/// when its value is exact.
///
/// Errors: [`SummedError::NotDetermined`] for what the sums do not
/// determine (see the [module](self)); [`SummedError::Extents`] for sums over
/// the same dimensions of different extents combined (TCA_BUSY's 32
/// instances and TCC_HIT's 16 on an MI300X); [`SummedError::UnknownDimensions`]; [`SummedError::Eval`] with
/// [`EvalError::Dimensions`] for sums over different dimensions combined,
/// [`EvalError::Cycle`], [`EvalError::TooDeep`], [`EvalError::Metric`] or
/// [`EvalError::LevelOutsideAccumulate`] as evaluating would give.
pub fn check(
    expr: &Expr,
    source: &dyn Source,
    dimensions: &dyn Fn(&str) -> Option<BTreeMap<Dimension, u32>>,
) -> Result<BTreeSet<Dimension>, SummedError> {
    let mut checker = Checker { source, dimensions, metrics: Vec::new(), checked: BTreeMap::new() };
    Ok(checker.shape(expr, false, true)?.into_keys().collect())
}

struct Checker<'a> {
    source: &'a dyn Source,
    dimensions: &'a dyn Fn(&str) -> Option<BTreeMap<Dimension, u32>>,
    /// The derived metrics being checked, outermost first.
    metrics: Vec<String>,
    /// The shape of each derived metric checked so far, by its name and
    /// whether it was checked strictly: a metric named many times (through
    /// metrics that name each other, ten times a level over fifteen
    /// levels) is parsed and walked once, as [`super::evaluate`] evaluates
    /// it once.
    checked: BTreeMap<(String, bool), Shape>,
}

impl Checker<'_> {
    /// The summed dimensions of `expr`; `strict` refuses what the sums do
    /// not determine (off inside a metric the file holds computed, whose
    /// dimensions alone matter).
    fn shape(&mut self, expr: &Expr, in_accumulate: bool, strict: bool) -> Result<Shape, SummedError> {
        Ok(match expr {
            Expr::Number(_) => Shape::new(),
            Expr::Name(name) => self.name(name, in_accumulate, strict)?,
            Expr::Negate(x) => self.shape(x, in_accumulate, strict)?,
            Expr::Binary { op, left, right } => {
                let l = self.shape(left, in_accumulate, strict)?;
                let r = self.shape(right, in_accumulate, strict)?;
                let same_names = l.keys().eq(r.keys());
                match (l.is_empty(), r.is_empty()) {
                    (true, true) => Shape::new(),
                    _ if !strict => {
                        if !l.is_empty() && !r.is_empty() && !same_names {
                            return Err(mismatch(&l, &r, *op));
                        }
                        if l.is_empty() { r } else { l }
                    }
                    (false, false) => match op {
                        BinaryOp::Add | BinaryOp::Subtract if l == r => l,
                        BinaryOp::Add | BinaryOp::Subtract if same_names => {
                            return Err(SummedError::Extents {
                                what: expr.to_string(),
                                left: l.into_iter().collect(),
                                right: r.into_iter().collect(),
                            });
                        }
                        BinaryOp::Add | BinaryOp::Subtract => return Err(mismatch(&l, &r, *op)),
                        _ => {
                            let mut both = l;
                            both.extend(r);
                            return self.refuse(expr, &both);
                        }
                    },
                    // A sum times or over a value of no dimensions.
                    (false, true) if matches!(op, BinaryOp::Multiply | BinaryOp::Divide) => l,
                    (true, false) if *op == BinaryOp::Multiply => r,
                    (false, true) => return self.refuse(expr, &l),
                    (true, false) => return self.refuse(expr, &r),
                }
            }
            Expr::Reduce { arg, op, dimensions } => {
                let mut s = self.shape(arg, in_accumulate, strict)?;
                // A counter whose values the file holds without their
                // indexes, reduced over every dimension it has.
                if let Expr::Name(name) = &**arg
                    && self.source.reduced(name, *op, dimensions).is_some()
                {
                    return Ok(Shape::new());
                }
                let collapsed: Shape = match dimensions.is_empty() {
                    true => std::mem::take(&mut s),
                    false => dimensions.iter().filter_map(|d| s.remove_entry(d)).collect(),
                };
                if strict && *op != ReduceOp::Sum && !collapsed.is_empty() {
                    return self.refuse(expr, &collapsed);
                }
                s
            }
            Expr::Select { arg, indices } => {
                let mut s = self.shape(arg, in_accumulate, strict)?;
                let selected: Shape = indices.iter().filter_map(|(d, _)| s.remove_entry(d)).collect();
                if strict && !selected.is_empty() {
                    return self.refuse(expr, &selected);
                }
                s
            }
            Expr::Accumulate { arg, resolution } => match resolution {
                Resolution::Plain => self.shape(arg, true, strict)?,
                // Evaluating asks the source for the accumulator: a file
                // holds none, and says so then.
                _ => Shape::new(),
            },
        })
    }

    fn name(&mut self, name: &str, in_accumulate: bool, strict: bool) -> Result<Shape, SummedError> {
        if is_level_counter(name) && !in_accumulate {
            return Err(EvalError::LevelOutsideAccumulate { name: name.to_owned() }.into());
        }
        let held = self.source.counter(name).is_some();
        // A counter of the GPU has its dimensions whether a file holds it
        // or not (evaluating then says none does), unless a metric the
        // file does not hold has its name.
        if let Some(d) = (self.dimensions)(name).filter(|_| held || self.source.metric(name).is_none()) {
            return Ok(d);
        }
        let Some(text) = self.source.metric(name) else {
            if held {
                return Err(SummedError::UnknownDimensions { name: name.to_owned() });
            }
            // A constant, or a name evaluating will say is missing.
            return Ok(Shape::new());
        };
        if self.metrics.iter().any(|m| m == name) {
            // From the metric asked for, which may lead into the cycle.
            let mut path = self.metrics.clone();
            path.push(name.to_owned());
            return Err(EvalError::Cycle { path }.into());
        }
        // A metric the file holds was computed from every value: only its
        // dimensions matter, as for a counter's.
        let strict = strict && !held;
        if let Some(shape) = self.checked.get(&(name.to_owned(), strict)) {
            return Ok(shape.clone());
        }
        if self.metrics.len() >= MAX_METRIC_DEPTH {
            return Err(EvalError::TooDeep { path: self.metrics.clone() }.into());
        }
        let expr = parse(&text).map_err(|error| EvalError::Metric { name: name.to_owned(), error })?;
        self.metrics.push(name.to_owned());
        let shape = self.shape(&expr, false, strict);
        self.metrics.pop();
        if let Ok(shape) = &shape {
            self.checked.insert((name.to_owned(), strict), shape.clone());
        }
        shape
    }
}

impl Checker<'_> {
    /// The refusal of `what`, which needs each value over `dimensions`.
    fn refuse(&self, what: &Expr, dimensions: &Shape) -> Result<Shape, SummedError> {
        Err(SummedError::NotDetermined {
            what: what.to_string(),
            dimensions: dimensions.keys().copied().collect(),
            held: self.held(what),
        })
    }

    /// What the files hold of the counters of several instances `expr`
    /// reads (through the derived metrics no file holds): only their sums
    /// if any is so held, else their values without indexes if any is so
    /// held, else nothing of those named.
    fn held(&self, expr: &Expr) -> Held {
        let (mut sum, mut unindexed, mut absent) = (false, false, Vec::new());
        let mut seen = BTreeSet::new();
        let mut stack = vec![std::borrow::Cow::Borrowed(expr)];
        while let Some(e) = stack.pop() {
            match &*e {
                Expr::Number(_) => {}
                Expr::Negate(x) => stack.push(std::borrow::Cow::Owned((**x).clone())),
                Expr::Binary { left, right, .. } => {
                    stack.push(std::borrow::Cow::Owned((**right).clone()));
                    stack.push(std::borrow::Cow::Owned((**left).clone()));
                }
                Expr::Reduce { arg, .. } | Expr::Select { arg, .. } | Expr::Accumulate { arg, .. } => {
                    stack.push(std::borrow::Cow::Owned((**arg).clone()))
                }
                Expr::Name(name) => {
                    let held = self.source.counter(name).is_some();
                    let several = (self.dimensions)(name).is_some_and(|d| !d.is_empty());
                    match (held, self.source.metric(name)) {
                        (true, _) if several => match self.source.reduced(name, ReduceOp::Sum, &[]) {
                            Some(_) => unindexed = true,
                            None => sum = true,
                        },
                        (true, _) => {}
                        // A metric no file holds: its expression's counters,
                        // each metric once (a cycle ends).
                        (false, Some(text)) => {
                            if seen.insert(name.clone())
                                && let Ok(e) = parse(&text)
                            {
                                stack.push(std::borrow::Cow::Owned(e));
                            }
                        }
                        (false, None) if several && !absent.contains(name) => absent.push(name.clone()),
                        (false, None) => {}
                    }
                }
            }
        }
        match (sum, unindexed, absent.is_empty()) {
            (false, true, _) => Held::Unindexed,
            (false, false, false) => Held::Absent(absent),
            _ => Held::Sum,
        }
    }
}

fn mismatch(l: &Shape, r: &Shape, op: BinaryOp) -> SummedError {
    EvalError::Dimensions(DimensionMismatch {
        op,
        left: l.keys().copied().collect(),
        right: r.keys().copied().collect(),
    })
    .into()
}
