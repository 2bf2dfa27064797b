//! Rotation: which pass of a plan a dispatch counts when passes take turns
//! over successive dispatches.

use crate::code::RC_NO_ROTATION;
use crate::error::{Failure, apart, argument, failure, finish, rc_error};
use crate::raw::{self, Span};
use rig_counter_core::plan::run::rotation;

/// Writes to `pass` the pass that dispatch `dispatch` (from 0) counts when
/// `passes` passes rotate every `interval` dispatches (the core's
/// `plan::run::rotation`): `(dispatch / interval) % passes`. Dispatches 0 to
/// `interval - 1` count pass 0, the next `interval` pass 1, and after the
/// last pass pass 0 again. rocprofiler's counter collection names this way
/// of counting more than one pass holds beside replaying each dispatch once
/// per pass; each pass's values are then a subset of the dispatches.
///
/// Returns `RC_OK`, or: `RC_OVERLAP` (`error` overlapping `pass`),
/// `RC_NULL_POINTER` (`pass` null), `RC_NO_ROTATION` (`interval` or
/// `passes` 0).
///
/// # Safety
///
/// `pass` is null or writable; `error` is null or points to a writable
/// `rc_error`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rc_rotation(
    dispatch: u64,
    interval: u64,
    passes: usize,
    pass: *mut usize,
    error: *mut rc_error,
) -> i32 {
    let rotated = || -> Result<(), Failure> {
        apart::<&str>(error, &[], &[("pass", Span::one(pass))])?;
        let Some(k) = rotation(dispatch, interval, passes) else {
            let why = if interval == 0 { "an interval of 0 dispatches" } else { "0 passes" };
            return Err(failure!(RC_NO_ROTATION, "a rotation of {why} gives dispatch {dispatch} no pass"));
        };
        // SAFETY: the caller's promise: null or writable, apart from the
        // error (above).
        let out = unsafe { raw::write(pass) }.map_err(|c| argument(c, &"pass"))?;
        *out = k;
        Ok(())
    };
    finish(error, rotated())
}
