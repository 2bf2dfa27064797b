//! The values expressions compute with: tensors of [`Scalar`]s over some of
//! rocprofiler's dimensions, and what `reduce`, `select` and the operators do to
//! them (rocprofiler-sdk's counter collection docs, "Reduce function", "Select function").

use super::parser::{BinaryOp, ReduceOp};
use rig_counter_core::samples::{Coordinate, CounterSamples, Dimension};
use std::collections::{BTreeMap, BTreeSet};
use std::fmt;

/// One value: a number, or undefined.
///
/// Undefined is what a division by zero gives (a typed
/// "undefined", never infinity, NaN or a panic); any operation or reduction with
/// an undefined operand gives undefined. No [`Scalar::Value`] is ever infinite or
/// NaN: an operation whose result would be gives undefined too.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Scalar {
    /// A finite number.
    Value(f64),
    /// No number: a division by zero, a reduction of no values, or an operand
    /// that was undefined.
    Undefined,
}

impl Scalar {
    /// The number, `None` if undefined.
    pub fn value(self) -> Option<f64> {
        match self {
            Scalar::Value(v) => Some(v),
            Scalar::Undefined => None,
        }
    }

    /// Whether it is [`Scalar::Undefined`].
    pub fn is_undefined(self) -> bool {
        matches!(self, Scalar::Undefined)
    }

    /// `self op other`: undefined if either is, for a division by zero, or if the
    /// result is not finite.
    pub fn apply(self, op: BinaryOp, other: Scalar) -> Scalar {
        let (Scalar::Value(a), Scalar::Value(b)) = (self, other) else { return Scalar::Undefined };
        let result = match op {
            BinaryOp::Add => a + b,
            BinaryOp::Subtract => a - b,
            BinaryOp::Multiply => a * b,
            BinaryOp::Divide if b == 0.0 => return Scalar::Undefined,
            BinaryOp::Divide => a / b,
        };
        Scalar::from(result)
    }

    /// `-self`.
    pub fn negate(self) -> Scalar {
        match self {
            Scalar::Value(v) => Scalar::Value(-v),
            Scalar::Undefined => Scalar::Undefined,
        }
    }
}

impl From<f64> for Scalar {
    /// [`Scalar::Value`], or [`Scalar::Undefined`] for an infinity or NaN.
    fn from(v: f64) -> Scalar {
        if v.is_finite() { Scalar::Value(v) } else { Scalar::Undefined }
    }
}

impl fmt::Display for Scalar {
    /// The number as Rust writes an `f64` (`12`, `0.5`), or `undefined`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Scalar::Value(v) => write!(f, "{v}"),
            Scalar::Undefined => f.write_str("undefined"),
        }
    }
}

/// Why [`Tensor::new`] refused its values.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TensorError {
    /// A coordinate is not 0 in a dimension the tensor does not have.
    #[error("a value at {coordinate:?} lies outside the tensor: it is {index} in {dimension}, which the tensor lacks")]
    Outside {
        /// The coordinate.
        coordinate: Coordinate,
        /// The dimension it is not 0 in.
        dimension: Dimension,
        /// Its index there.
        index: u32,
    },
    /// Two values share a coordinate.
    #[error("two values lie at {coordinate:?}")]
    Repeated {
        /// The coordinate.
        coordinate: Coordinate,
    },
}

/// Two tensors of different dimensions met at an operator: `cannot combine
/// values over [DIMENSION_SHADER_ENGINE] with values over [DIMENSION_XCC] by
/// +; reduce or select to make their dimensions agree`.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "cannot combine values over [{}] with values over [{}] by {}; reduce or select to make their dimensions agree",
    names(left),
    names(right),
    op.symbol()
)]
pub struct DimensionMismatch {
    /// The operator.
    pub op: BinaryOp,
    /// The left operand's dimensions, in rocprofiler's order.
    pub left: Vec<Dimension>,
    /// The right operand's dimensions.
    pub right: Vec<Dimension>,
}

/// Dimensions by rocprofiler's names, comma-separated.
fn names(dimensions: &[Dimension]) -> String {
    dimensions.iter().map(|d| d.name()).collect::<Vec<_>>().join(", ")
}

/// Values over a set of dimensions: a map from [`Coordinate`] to [`Scalar`]. A
/// dimension the tensor does not have is 0 in every coordinate (rocprofiler-sdk's counter collection docs:
/// "that dimension's coordinate is encoded as 0 for every value").
///
/// A scalar is a tensor without dimensions and one value, at the all-zero
/// coordinate. A tensor may hold no values at all: what `select` of an index no
/// value has leaves.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Tensor {
    dimensions: BTreeSet<Dimension>,
    values: BTreeMap<Coordinate, Scalar>,
}

impl Tensor {
    /// The scalar `v` ([`Scalar::Undefined`] if `v` is not finite).
    pub fn scalar(v: impl Into<Scalar>) -> Tensor {
        Tensor { dimensions: BTreeSet::new(), values: BTreeMap::from([(Coordinate::default(), v.into())]) }
    }

    /// A tensor over `dimensions` with `values`.
    ///
    /// Errors: [`TensorError::Outside`] for a coordinate that is not 0 in a
    /// dimension not in `dimensions`; [`TensorError::Repeated`] for a coordinate
    /// given twice.
    pub fn new<S: Into<Scalar>>(
        dimensions: impl IntoIterator<Item = Dimension>,
        values: impl IntoIterator<Item = (Coordinate, S)>,
    ) -> Result<Tensor, TensorError> {
        let dimensions: BTreeSet<Dimension> = dimensions.into_iter().collect();
        let mut map = BTreeMap::new();
        for (coordinate, v) in values {
            if let Some(&dimension) =
                Dimension::ALL.iter().find(|d| !dimensions.contains(d) && coordinate.get(**d) != 0)
            {
                return Err(TensorError::Outside { coordinate, dimension, index: coordinate.get(dimension) });
            }
            if map.insert(coordinate, v.into()).is_some() {
                return Err(TensorError::Repeated { coordinate });
            }
        }
        Ok(Tensor { dimensions, values: map })
    }

    /// A counter's values from a run: over the dimensions its extent is more
    /// than 1 in ([`Dimension::extent`]; a one-die GPU's counters have no
    /// XCC dimension), each value as an `f64`. A saturated value
    /// ([`rig_counter_core::samples::Value::saturated`]) counts as its ceiling;
    /// see [`CounterSamples::any_saturated`] to report "at least".
    pub fn of_counter(samples: &CounterSamples<'_>) -> Tensor {
        let counter = samples.counter();
        let dimensions = Dimension::ALL.into_iter().filter(|d| d.extent(counter) > 1).collect();
        let values = samples.values().map(|v| (v.coordinate, Scalar::Value(v.value as f64))).collect();
        Tensor { dimensions, values }
    }

    /// Its dimensions, in rocprofiler's order ([`Dimension::ALL`]).
    pub fn dimensions(&self) -> &BTreeSet<Dimension> {
        &self.dimensions
    }

    /// The value at `coordinate`, if it has one.
    pub fn get(&self, coordinate: &Coordinate) -> Option<Scalar> {
        self.values.get(coordinate).copied()
    }

    /// Its values with their coordinates, in coordinate order (the XCC
    /// slowest, the WGP fastest).
    pub fn iter(&self) -> impl Iterator<Item = (&Coordinate, &Scalar)> {
        self.values.iter()
    }

    /// How many values it holds.
    pub fn len(&self) -> usize {
        self.values.len()
    }

    /// Whether it holds no values.
    pub fn is_empty(&self) -> bool {
        self.values.is_empty()
    }

    /// Its value if it is a scalar (no dimensions, one value); else `None`.
    pub fn as_scalar(&self) -> Option<Scalar> {
        if self.dimensions.is_empty() { self.values.get(&Coordinate::default()).copied() } else { None }
    }

    /// `reduce(self, op, dimensions)`: the values whose coordinates differ only
    /// in `dimensions` combined by `op`, those dimensions dropped. An empty
    /// `dimensions` reduces every dimension, giving a scalar. A dimension the
    /// tensor does not have is skipped (a no-op).
    ///
    /// Undefined among a group's values makes its result undefined. A reduction
    /// of no values at all (an empty tensor reduced to a scalar) is undefined,
    /// not a made-up 0; a partial reduction of an empty tensor is empty.
    pub fn reduce(&self, op: ReduceOp, dimensions: &[Dimension]) -> Tensor {
        let collapsed: Vec<Dimension> = if dimensions.is_empty() {
            self.dimensions.iter().copied().collect()
        } else {
            dimensions.iter().copied().filter(|d| self.dimensions.contains(d)).collect()
        };
        let mut groups: BTreeMap<Coordinate, Group> = BTreeMap::new();
        for (c, v) in &self.values {
            let key = collapsed.iter().fold(*c, |c, d| c.with(*d, 0));
            groups.entry(key).or_default().add(*v);
        }
        let kept = self.dimensions.iter().copied().filter(|d| !collapsed.contains(d)).collect();
        let mut values: BTreeMap<Coordinate, Scalar> = groups.into_iter().map(|(c, g)| (c, g.result(op))).collect();
        if dimensions.is_empty() && values.is_empty() {
            values.insert(Coordinate::default(), Scalar::Undefined);
        }
        Tensor { dimensions: kept, values }
    }

    /// The greatest magnitude a computation of `reduce(self, op,
    /// dimensions)` passes through: for `sum` and `avr`, the largest sum of
    /// the magnitudes of one group's defined values (no running sum of the
    /// group exceeds it); for `min` and `max`, the largest magnitude of a
    /// value. What [`super::EXACT`] is compared with, to know whether a reduction
    /// of whole numbers may have rounded. 0 for a tensor of no defined value.
    pub fn largest_partial(&self, op: ReduceOp, dimensions: &[Dimension]) -> f64 {
        if matches!(op, ReduceOp::Min | ReduceOp::Max) {
            return self.largest();
        }
        let collapsed: Vec<Dimension> = match dimensions.is_empty() {
            true => self.dimensions.iter().copied().collect(),
            false => dimensions.to_vec(),
        };
        let mut sums: BTreeMap<Coordinate, f64> = BTreeMap::new();
        for (c, v) in &self.values {
            if let Scalar::Value(v) = v {
                *sums.entry(collapsed.iter().fold(*c, |c, d| c.with(*d, 0))).or_default() += v.abs();
            }
        }
        sums.into_values().fold(0.0, f64::max)
    }

    /// The largest magnitude of its defined values; 0 where it has none.
    pub fn largest(&self) -> f64 {
        self.values.values().filter_map(|v| v.value()).fold(0.0, |m, v| m.max(v.abs()))
    }

    /// `select(self, [D=[i], ...])`: the values whose coordinate is `i` in each
    /// listed dimension `D`, those dimensions dropped. A dimension the tensor does
    /// not have is 0 in every coordinate, so index 0 keeps every value and any
    /// other drops them all (rocprofiler-sdk's counter collection docs note). An index
    /// beyond a dimension's extent likewise drops every value; the result is then
    /// empty, and an empty tensor reduced to a scalar is undefined.
    pub fn select(&self, indices: &[(Dimension, u32)]) -> Tensor {
        let mut dimensions = self.dimensions.clone();
        for (d, _) in indices {
            dimensions.remove(d);
        }
        let values = self
            .values
            .iter()
            .filter(|(c, _)| indices.iter().all(|(d, i)| c.get(*d) == *i))
            .map(|(c, v)| (indices.iter().fold(*c, |c, (d, _)| c.with(*d, 0)), *v))
            .collect();
        Tensor { dimensions, values }
    }

    /// `self op other`. A scalar (no dimensions) combines with every value of
    /// the other; two tensors of the same dimensions combine coordinate by
    /// coordinate, at the coordinates both have.
    ///
    /// Errors: [`DimensionMismatch`], naming both dimension sets, if they
    /// differ and neither is empty.
    pub fn combine(&self, op: BinaryOp, other: &Tensor) -> Result<Tensor, DimensionMismatch> {
        if self.dimensions.is_empty() && !other.dimensions.is_empty() {
            let a = self.values.get(&Coordinate::default()).copied();
            let values = match a {
                Some(a) => other.values.iter().map(|(c, b)| (*c, a.apply(op, *b))).collect(),
                None => BTreeMap::new(),
            };
            return Ok(Tensor { dimensions: other.dimensions.clone(), values });
        }
        if other.dimensions.is_empty() && !self.dimensions.is_empty() {
            let b = other.values.get(&Coordinate::default()).copied();
            let values = match b {
                Some(b) => self.values.iter().map(|(c, a)| (*c, a.apply(op, b))).collect(),
                None => BTreeMap::new(),
            };
            return Ok(Tensor { dimensions: self.dimensions.clone(), values });
        }
        if self.dimensions != other.dimensions {
            return Err(DimensionMismatch {
                op,
                left: self.dimensions.iter().copied().collect(),
                right: other.dimensions.iter().copied().collect(),
            });
        }
        let values =
            self.values.iter().filter_map(|(c, a)| other.values.get(c).map(|b| (*c, a.apply(op, *b)))).collect();
        Ok(Tensor { dimensions: self.dimensions.clone(), values })
    }

    /// `-self`, value by value.
    pub fn negate(&self) -> Tensor {
        Tensor {
            dimensions: self.dimensions.clone(),
            values: self.values.iter().map(|(c, v)| (*c, v.negate())).collect(),
        }
    }
}

/// The values of one group of a reduction, folded as they come.
#[derive(Default)]
struct Group {
    /// Values seen, undefined ones included.
    count: usize,
    sum: f64,
    /// The least and greatest defined values, once there is one.
    range: Option<(f64, f64)>,
    undefined: bool,
}

impl Group {
    fn add(&mut self, v: Scalar) {
        self.count += 1;
        match v {
            Scalar::Undefined => self.undefined = true,
            Scalar::Value(v) => {
                self.range = Some(self.range.map_or((v, v), |(lo, hi)| (lo.min(v), hi.max(v))));
                self.sum += v;
            }
        }
    }

    fn result(&self, op: ReduceOp) -> Scalar {
        let Some((min, max)) = self.range.filter(|_| !self.undefined) else { return Scalar::Undefined };
        Scalar::from(match op {
            ReduceOp::Sum => self.sum,
            ReduceOp::Average => self.sum / self.count as f64,
            ReduceOp::Min => min,
            ReduceOp::Max => max,
        })
    }
}
