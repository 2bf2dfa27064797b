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
//! or `X + c`: [`check`] refuses those with the reason, never computing them
//! wrongly. What it accepts [`evaluate`](super::evaluate)s exactly with each
//! sum as a value of no dimensions (a `reduce(..., sum)` of a value of no
//! dimensions is that value). A result still over summed dimensions is
//! their sum, as rocprofv3 writes such a metric.

use super::eval::{EvalError, MAX_METRIC_DEPTH, Source, is_level_counter};
use super::parser::{BinaryOp, Expr, ReduceOp, Resolution, parse};
use super::tensor::DimensionMismatch;
use rig_counter_core::samples::Dimension;
use std::collections::{BTreeMap, BTreeSet};

/// Summed dimensions, each with its extent (its number of indexes).
type Shape = BTreeMap<Dimension, u32>;

/// Why an expression cannot be computed from summed values.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SummedError {
    /// What the sums do not determine: `reduce(TCC_HIT,max) needs each
    /// value over DIMENSION_INSTANCE, and rocprofv3 wrote only their sum`.
    #[error("{what} needs each value over {}, and rocprofv3 wrote only their sum", names(dimensions))]
    NotDetermined {
        /// The operation, as written back.
        what: String,
        /// The summed dimensions it needs the values of.
        dimensions: BTreeSet<Dimension>,
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
    Ok(Checker { source, dimensions, metrics: Vec::new() }.shape(expr, false, true)?.into_keys().collect())
}

struct Checker<'a> {
    source: &'a dyn Source,
    dimensions: &'a dyn Fn(&str) -> Option<BTreeMap<Dimension, u32>>,
    /// The derived metrics being checked, outermost first.
    metrics: Vec<String>,
}

impl Checker<'_> {
    /// The summed dimensions of `expr`; `strict` refuses what the sums do
    /// not determine (off inside a metric the file holds computed, whose
    /// dimensions alone matter).
    fn shape(&mut self, expr: &Expr, in_accumulate: bool, strict: bool) -> Result<Shape, SummedError> {
        let refuse = |what: String, dimensions: &Shape| {
            Err(SummedError::NotDetermined { what, dimensions: dimensions.keys().copied().collect() })
        };
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
                            return refuse(expr.to_string(), &both);
                        }
                    },
                    // A sum times or over a value of no dimensions.
                    (false, true) if matches!(op, BinaryOp::Multiply | BinaryOp::Divide) => l,
                    (true, false) if *op == BinaryOp::Multiply => r,
                    (false, true) => return refuse(expr.to_string(), &l),
                    (true, false) => return refuse(expr.to_string(), &r),
                }
            }
            Expr::Reduce { arg, op, dimensions } => {
                let mut s = self.shape(arg, in_accumulate, strict)?;
                let collapsed: Shape = match dimensions.is_empty() {
                    true => std::mem::take(&mut s),
                    false => dimensions.iter().filter_map(|d| s.remove_entry(d)).collect(),
                };
                if strict && *op != ReduceOp::Sum && !collapsed.is_empty() {
                    return refuse(expr.to_string(), &collapsed);
                }
                s
            }
            Expr::Select { arg, indices } => {
                let mut s = self.shape(arg, in_accumulate, strict)?;
                let selected: Shape = indices.iter().filter_map(|(d, _)| s.remove_entry(d)).collect();
                if strict && !selected.is_empty() {
                    return refuse(expr.to_string(), &selected);
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
        if self.metrics.len() >= MAX_METRIC_DEPTH {
            return Err(EvalError::TooDeep { path: self.metrics.clone() }.into());
        }
        let expr = parse(&text).map_err(|error| EvalError::Metric { name: name.to_owned(), error })?;
        self.metrics.push(name.to_owned());
        // A metric the file holds was computed from every value: only its
        // dimensions matter, as for a counter's.
        let shape = self.shape(&expr, false, strict && !held);
        self.metrics.pop();
        shape
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
