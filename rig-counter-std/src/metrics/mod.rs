//! rocprofiler's expression language for derived metrics (rocprofiler-sdk's
//! counter collection documentation, "Derived metrics"): text such as
//! `100*reduce(GRBM_GUI_ACTIVE,max)/reduce(GRBM_COUNT,max)` parsed into an
//! [`Expr`] and evaluated over a run's counters to a [`Tensor`].
//!
//! - [`lexer`]: tokens, with their byte offsets.
//! - [`parser`]: [`parse`] into an [`Expr`]; [`ParseError`] with the byte offset,
//!   what was expected and what was found (``at 14: expected `)`, found `,` ``).
//! - [`tensor`]: [`Tensor`]s of [`Scalar`]s over rocprofiler's dimensions;
//!   `reduce`, `select`, the operators, and a typed [`Scalar::Undefined`] for a
//!   division by zero.
//! - [`eval`]: [`evaluate`] against a [`Source`] of counters, derived metrics and
//!   constants; [`counters_of`] for planning a run.
//! - [`samples`]: a run's samples as the [`Source`] of an evaluation ([`SamplesSource`]).
//! - [`passes`]: a run of several passes as one: a metric within one pass
//!   where one holds its counters, else across them ([`passes::evaluate_in_passes`]).
//! - [`summed`]: what values summed over their dimensions (rocprofv3's
//!   outputs) determine of an expression ([`summed::check`]).
//! - [`constants`](mod@constants): `CU_NUM`, `simd_count` and the other GPU constants of a
//!   [`rig_counter_core::Gpu`].
//!
//! Where that documentation is silent, this module decides (each also documented where it
//! applies): `avg` is accepted as `avr`; a dimension listed twice in `reduce` is
//! a parse error as in `select`; an index past a present dimension's extent
//! drops every value as an absent dimension's non-zero index does; a reduction
//! of no values to a scalar is undefined (not 0); an operation whose result
//! would be infinite is undefined; a derived metric's expression is evaluated
//! on its own (an `accumulate` around its name does not reach into it).

pub mod constants;
pub mod eval;
pub mod labelled;
pub mod lexer;
pub mod parser;
pub mod passes;
pub mod samples;
pub mod summed;
pub mod tensor;

pub use constants::constants;
pub use eval::{Checked, EvalError, MapSource, Source, accumulations_of, counters_of};
pub use eval::{evaluate, evaluate_checked, is_level_counter, rounded};
pub use labelled::{columns, labelled};
pub use parser::{BinaryOp, Expr, ParseError, ReduceOp, Resolution, parse};
/// 2^53: from here on a 64-bit float does not hold every whole number
/// ([`Checked::past_exact`]); rocprofv3's readers say the same of the values
/// they read.
pub use rig_counter_rocprofv3::EXACT;
pub use samples::{Expressions, SamplesSource};
pub use tensor::{DimensionMismatch, Scalar, Tensor, TensorError};
