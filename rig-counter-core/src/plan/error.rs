//! Why a plan is refused, in stable words.

use crate::layout::LayoutError;
use core::fmt;

/// Why [`plan`](super::plan) refused a request. It borrows the name at fault
/// from the request, so it needs no allocation; [`fmt::Display`] gives the
/// message tests assert word for word. A refused request leaves the caller's
/// [`Plan`](super::Plan) empty.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub enum PlanError<'a> {
    /// More distinct counters than a plan holds, those of the metrics
    /// included: `a plan holds at most 512 counters`.
    TooManyCounters {
        /// The most counters a plan holds ([`MAX_PLAN_COUNTERS`](super::MAX_PLAN_COUNTERS)).
        capacity: usize,
    },
    /// More metrics than a plan holds: `a plan holds at most 512 metrics`.
    TooManyMetrics {
        /// The most metrics the plan holds (its `M`, by default [`MAX_PLAN_METRICS`](super::MAX_PLAN_METRICS)).
        capacity: usize,
    },
    /// The counters take more passes than a plan holds: `a plan holds at most
    /// 512 passes`.
    TooManyPasses {
        /// The most passes the plan holds (its `P`, by default [`MAX_PASSES`](super::MAX_PASSES)).
        capacity: usize,
    },
    /// Two metrics of one name: `metric GPUBusy is listed twice`.
    MetricTwice {
        /// The name.
        name: &'a str,
    },
    /// A counter no pass can count, alone: the layout of it alone refused
    /// (`gfx1201 counts no SQ_FOO`, `accumulate takes SQ counters only;
    /// GL2C_HIT is a GL2C counter`, ...), in the layout's words.
    Layout(LayoutError<'a>),
}

impl PlanError<'_> {
    /// The error's stable number, for interfaces that carry errors as
    /// integers (a C caller): `TooManyCounters` 64, `TooManyMetrics` 65,
    /// `TooManyPasses` 66, `MetricTwice` 67, and a layout's refusal its own
    /// [`LayoutError::code`] (1 to 15). A number is never reused; a new
    /// error takes the next from 68 (16 to 47 are left to
    /// [`CountingError::code`](crate::CountingError::code), 48 to 63 to the
    /// C interface's own codes, `rig-counter-ffi`'s `RC_NULL_POINTER` and
    /// those after it).
    pub const fn code(&self) -> u32 {
        match self {
            PlanError::TooManyCounters { .. } => 64,
            PlanError::TooManyMetrics { .. } => 65,
            PlanError::TooManyPasses { .. } => 66,
            PlanError::MetricTwice { .. } => 67,
            PlanError::Layout(e) => e.code(),
        }
    }
}

impl<'a> From<LayoutError<'a>> for PlanError<'a> {
    fn from(e: LayoutError<'a>) -> Self {
        PlanError::Layout(e)
    }
}

impl fmt::Display for PlanError<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlanError::TooManyCounters { capacity } => write!(f, "a plan holds at most {capacity} counters"),
            PlanError::TooManyMetrics { capacity } => write!(f, "a plan holds at most {capacity} metrics"),
            PlanError::TooManyPasses { capacity } => write!(f, "a plan holds at most {capacity} passes"),
            PlanError::MetricTwice { name } => write!(f, "metric {name} is listed twice"),
            PlanError::Layout(e) => e.fmt(f),
        }
    }
}

impl core::error::Error for PlanError<'_> {}
