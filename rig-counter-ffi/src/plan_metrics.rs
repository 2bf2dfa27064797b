//! A plan's metrics by their index in the caller's `rc_metric` array: those
//! a pass completes, those split across passes, those of no counter, those
//! whose accumulation conflicts with the plan's.

use crate::code::{RC_ARRAY_TOO_SMALL, RC_NULL_POINTER};
use crate::error::{Failure, apart, argument, error_apart, failure, finish, rc_error};
use crate::plan::{Kept, RC_PLAN_METRICS, check_pass, plan_at, rc_plan};
use crate::raw::{self, Span};
use core::fmt;

/// Which of a plan's metrics a call lists.
#[derive(Clone, Copy)]
enum Which {
    /// Those pass `k` completes.
    Completes(usize),
    Split,
    Counterless,
    Conflicting,
}

impl Which {
    /// What the message of a too-small array says `n` metrics are.
    fn said(self, n: usize) -> impl fmt::Display {
        struct Said(Which, usize);
        impl fmt::Display for Said {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                let (s, n) = (if self.1 == 1 { "" } else { "s" }, self.1);
                match self.0 {
                    Which::Completes(k) => write!(f, "pass {k} completes {n} metric{s}"),
                    Which::Split => write!(f, "{n} metric{s} no pass completes"),
                    Which::Counterless => write!(f, "{n} metric{s} of no counter"),
                    Which::Conflicting => write!(f, "{n} metric{s} of a conflicting accumulation"),
                }
            }
        }
        Said(self, n)
    }

    /// The metrics of `p` this lists, by index: a flag per index.
    fn flags(self, p: &Kept) -> Result<[bool; RC_PLAN_METRICS], Failure> {
        let mut flags = [false; RC_PLAN_METRICS];
        let mut set = |i: usize| {
            if let Some(f) = flags.get_mut(i) {
                *f = true;
            }
        };
        match self {
            Which::Completes(k) => {
                check_pass(k, p.passes())?;
                p.completes_indices(k).for_each(&mut set);
            }
            Which::Split => p.split_indices().for_each(&mut set),
            Which::Counterless => p.counterless_indices().for_each(&mut set),
            Which::Conflicting => p.conflicting_indices().for_each(&mut set),
        }
        Ok(flags)
    }
}

/// Writes the indices `which` lists of `plan` into the `capacity` elements
/// at `indices`, in increasing order, and how many to `count`.
///
/// # Safety
///
/// As the entry points' docs say.
unsafe fn list(
    plan: *const rc_plan,
    which: Which,
    indices: *mut usize,
    capacity: usize,
    count: *mut usize,
    error: *mut rc_error,
) -> i32 {
    let listed = || -> Result<(), Failure> {
        let (p, c) = (Span::one(plan), Span::one(count));
        error_apart(error, &[p, c])?;
        let i = Span::of(indices, capacity).map_err(|e| argument(e, &"indices"))?;
        apart(error, &[("plan", p)], &[("indices", i), ("count", c)])?;
        // SAFETY: the caller's promise: null or an rc_plan.
        let kept = unsafe { plan_at(plan) }?;
        if count.is_null() {
            return Err(argument(RC_NULL_POINTER, &"count"));
        }
        let flags = which.flags(kept)?;
        let n = flags.iter().filter(|&&f| f).count();
        if n > capacity {
            return Err(failure!(RC_ARRAY_TOO_SMALL, "{}; indices holds {capacity}", which.said(n)));
        }
        // SAFETY: the caller's promise: null or `capacity` writable
        // elements, apart from the plan and `count` (above).
        let out = unsafe { raw::sizes(indices, capacity) }.map_err(|e| argument(e, &"indices"))?;
        let set = flags.iter().enumerate().filter(|(_, f)| **f).map(|(i, _)| i);
        for (o, i) in out.iter_mut().zip(set) {
            *o = i;
        }
        // SAFETY: the caller's promise: writable (checked non-null above),
        // apart from the plan and the indices (above).
        unsafe { raw::tell(count, n) };
        Ok(())
    };
    finish(error, listed())
}

/// Writes to the `capacity` elements at `indices` the metrics pass `pass`
/// (from 0) of `plan` completes, each as its index in the `rc_metric` array
/// the plan was made with, in increasing order, and how many to `count`:
/// those all of whose counters the pass counts (the first pass: those of no
/// counter too), none conflicting. An array of as many elements as the plan
/// has metrics always suffices. `indices` may be null when `capacity` is 0.
///
/// Returns `RC_OK`, or: `RC_LENGTH_TOO_LARGE` (`capacity` elements past
/// `PTRDIFF_MAX` bytes, whatever `indices` is), `RC_OVERLAP` (`indices` or
/// `count` overlapping `plan` or each other, or `error` any of them),
/// `RC_NULL_POINTER` (`plan` or `count` null, `indices` null with
/// `capacity` above 0), `RC_NOT_INITIALISED`, `RC_NO_SUCH_PASS`,
/// `RC_ARRAY_TOO_SMALL` (more metrics than `capacity`: the message says how
/// many; nothing is written).
///
/// # Safety
///
/// `plan` is null or points to an `rc_plan`; `indices` is null or points to
/// `capacity` writable `size_t`s; `count` is null or writable; `error` is
/// null or points to a writable `rc_error`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rc_plan_completes(
    plan: *const rc_plan,
    pass: usize,
    indices: *mut usize,
    capacity: usize,
    count: *mut usize,
    error: *mut rc_error,
) -> i32 {
    // SAFETY: the caller's promises, as `list` needs them.
    unsafe { list(plan, Which::Completes(pass), indices, capacity, count, error) }
}

/// Writes the metrics of `plan` that no pass completes (their counters do
/// not fit one pass together; none conflicting) by index, as
/// `rc_plan_completes` does. Their values can still be computed from
/// counters of several passes, of different executions of the kernel.
///
/// Returns `RC_OK`, or: `RC_LENGTH_TOO_LARGE`, `RC_OVERLAP`,
/// `RC_NULL_POINTER`, `RC_NOT_INITIALISED`, `RC_ARRAY_TOO_SMALL`, as
/// `rc_plan_completes`.
///
/// # Safety
///
/// As `rc_plan_completes`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rc_plan_split(
    plan: *const rc_plan,
    indices: *mut usize,
    capacity: usize,
    count: *mut usize,
    error: *mut rc_error,
) -> i32 {
    // SAFETY: the caller's promises, as `list` needs them.
    unsafe { list(plan, Which::Split, indices, capacity, count, error) }
}

/// Writes the metrics of `plan` of no counter (CU_NUM: the GPU alone gives
/// them; the first pass, if any, completes them) by index, as
/// `rc_plan_completes` does.
///
/// Returns `RC_OK`, or: `RC_LENGTH_TOO_LARGE`, `RC_OVERLAP`,
/// `RC_NULL_POINTER`, `RC_NOT_INITIALISED`, `RC_ARRAY_TOO_SMALL`, as
/// `rc_plan_completes`.
///
/// # Safety
///
/// As `rc_plan_completes`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rc_plan_counterless(
    plan: *const rc_plan,
    indices: *mut usize,
    capacity: usize,
    count: *mut usize,
    error: *mut rc_error,
) -> i32 {
    // SAFETY: the caller's promises, as `list` needs them.
    unsafe { list(plan, Which::Counterless, indices, capacity, count, error) }
}

/// Writes the metrics of `plan` that accumulate a counter with another
/// accumulator than the plan counts for it (gfx942's `LOW_RES`,
/// SQ_ACCUM_PREV, where the plan counts `HIGH_RES`, SQ_ACCUM_PREV_HIRES: a
/// pass counts one accumulator after a level counter), which no pass
/// completes, by index, as `rc_plan_completes` does.
///
/// Returns `RC_OK`, or: `RC_LENGTH_TOO_LARGE`, `RC_OVERLAP`,
/// `RC_NULL_POINTER`, `RC_NOT_INITIALISED`, `RC_ARRAY_TOO_SMALL`, as
/// `rc_plan_completes`.
///
/// # Safety
///
/// As `rc_plan_completes`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rc_plan_conflicting(
    plan: *const rc_plan,
    indices: *mut usize,
    capacity: usize,
    count: *mut usize,
    error: *mut rc_error,
) -> i32 {
    // SAFETY: the caller's promises, as `list` needs them.
    unsafe { list(plan, Which::Conflicting, indices, capacity, count, error) }
}
