//! A run's samples read in place: one value by its coordinate, or a
//! counter's sum.

use crate::code::{RC_NO_SUCH_COUNTER, RC_OUTSIDE_COUNTER};
use crate::error::{Failure, apart, argument, error_apart, failure, finish, rc_error};
use crate::layout::{layout_at, rc_layout};
use crate::raw::{self, Span};
use rig_counter_core::samples::{Coordinate, CounterSamples, Samples};

/// Where one value of a counter was counted; a dimension the counter does
/// not have is 0.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[allow(non_camel_case_types)]
pub struct rc_coordinate {
    /// Die (XCC).
    pub xcc: u32,
    /// Instance of the block in the die.
    pub instance: u32,
    /// Shader engine of the die.
    pub engine: u32,
    /// Shader array of the engine.
    pub array: u32,
    /// WGP of the array.
    pub wgp: u32,
}

/// Counter `counter` of the `len` bytes at `samples`, read as `layout`'s.
///
/// # Safety
///
/// As the functions' docs say of `layout` and `samples`.
unsafe fn counter_of<'a>(
    layout: *const rc_layout,
    samples: *const u8,
    len: usize,
    counter: usize,
) -> Result<CounterSamples<'a>, Failure> {
    // SAFETY: the caller's promises.
    let (l, bytes) = unsafe { (layout_at(layout)?, raw::slice(samples, len).map_err(|c| argument(c, &"samples"))?) };
    let s = Samples::new(l, bytes)?;
    s.counter(counter).ok_or_else(|| {
        failure!(RC_NO_SUCH_COUNTER, "counter {counter} is past the layout's {} counters", l.counters().len())
    })
}

/// Writes to `value` the value of counter `counter` (its index in the
/// layout) at coordinate `at` of the samples `layout` lays out: the `len`
/// bytes at `samples` (any alignment; each value a little-endian 64-bit
/// count).
///
/// Returns `RC_OK`, or: `RC_LENGTH_TOO_LARGE` (`len` past `PTRDIFF_MAX`,
/// whatever `samples` is), `RC_OVERLAP` (`value` overlapping `layout`, the
/// samples or `at`, or `error` any of them), `RC_NULL_POINTER` (`layout`,
/// `at` or `value` null, `samples` null with `len` above 0),
/// `RC_NOT_INITIALISED`, `RC_SAMPLES_LENGTH` (not the layout's bytes),
/// `RC_NO_SUCH_COUNTER`, `RC_OUTSIDE_COUNTER`.
///
/// # Safety
///
/// `layout` is null or points to an `rc_layout`; `samples` is null or
/// points to `len` bytes; `at` is null or points to an `rc_coordinate`;
/// `value` is null or writable; `error` is null or points to a writable
/// `rc_error`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rc_samples_value(
    layout: *const rc_layout,
    samples: *const u8,
    len: usize,
    counter: usize,
    at: *const rc_coordinate,
    value: *mut u64,
    error: *mut rc_error,
) -> i32 {
    let read = || -> Result<(), Failure> {
        let (l, a, v) = (Span::one(layout), Span::one(at), Span::one(value));
        error_apart(error, &[l, a, v])?;
        let s = Span::of(samples, len).map_err(|c| argument(c, &"samples"))?;
        apart(error, &[("layout", l), ("samples", s), ("at", a)], &[("value", v)])?;
        // SAFETY: the caller's promises.
        let c = unsafe { counter_of(layout, samples, len, counter) }?;
        // SAFETY: the caller's promise: null or a valid rc_coordinate.
        let at = *unsafe { raw::read(at) }.map_err(|e| argument(e, &"at"))?;
        let coordinate =
            Coordinate { xcc: at.xcc, instance: at.instance, engine: at.engine, array: at.array, wgp: at.wgp };
        let index = coordinate.index_in(c.counter()).ok_or_else(|| {
            failure!(
                RC_OUTSIDE_COUNTER,
                "xcc {} instance {} engine {} array {} wgp {} lies outside {}'s values",
                at.xcc,
                at.instance,
                at.engine,
                at.array,
                at.wgp,
                c.counter().name
            )
        })?;
        let v = c.values().nth(index as usize).map_or(0, |v| v.value);
        // SAFETY: the caller's promise: null or writable, apart from the
        // layout, the samples and `at` (above).
        let out = unsafe { raw::write(value) }.map_err(|e| argument(e, &"value"))?;
        *out = v;
        Ok(())
    };
    finish(error, read())
}

/// Writes to `sum` the sum of counter `counter`'s values in the samples
/// (exact, saturating at 2^64 - 1). Arguments as `rc_samples_value`,
/// without the coordinate.
///
/// Returns `RC_OK`, or: `RC_LENGTH_TOO_LARGE` (`len` past `PTRDIFF_MAX`,
/// whatever `samples` is), `RC_OVERLAP` (`sum` overlapping `layout` or the
/// samples, or `error` any of them), `RC_NULL_POINTER` (`layout` or `sum`
/// null, `samples` null with `len` above 0), `RC_NOT_INITIALISED`,
/// `RC_SAMPLES_LENGTH`, `RC_NO_SUCH_COUNTER`.
///
/// # Safety
///
/// As `rc_samples_value`; `sum` is null or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rc_samples_sum(
    layout: *const rc_layout,
    samples: *const u8,
    len: usize,
    counter: usize,
    sum: *mut u64,
    error: *mut rc_error,
) -> i32 {
    let read = || -> Result<(), Failure> {
        let (l, u) = (Span::one(layout), Span::one(sum));
        error_apart(error, &[l, u])?;
        let s = Span::of(samples, len).map_err(|c| argument(c, &"samples"))?;
        apart(error, &[("layout", l), ("samples", s)], &[("sum", u)])?;
        // SAFETY: the caller's promises.
        let c = unsafe { counter_of(layout, samples, len, counter) }?;
        // SAFETY: the caller's promise: null or writable, apart from the
        // layout and the samples (above).
        let out = unsafe { raw::write(sum) }.map_err(|e| argument(e, &"sum"))?;
        *out = c.sum();
        Ok(())
    };
    finish(error, read())
}
