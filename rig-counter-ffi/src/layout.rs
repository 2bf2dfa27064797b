//! Layouts: which counter register each counter takes and where its values
//! lie in a run's samples.

use crate::code::{RC_BAD_ENUM, RC_NO_SUCH_COUNTER, RC_TOO_MANY_COUNTERS};
use crate::error::{Failure, apart, argument, error_apart, failure, finish, rc_error};
use crate::gpu::{gpu_at, rc_gpu};
use crate::raw::{self, Opaque, Span};
use core::ffi::c_char;
use core::fmt;
use rig_counter_core::{Layout, MAX_COUNTERS, Request, Resolution};

/// 64-bit words of an [`rc_layout`] (4096 bytes).
pub const RC_LAYOUT_WORDS: usize = 512;

/// A layout, made by `rc_layout_new` or `rc_layout_new_requests`: opaque,
/// 8-aligned, copyable whole (`memcpy`, assignment). An object made by
/// neither (zeroed, or another kind) is refused with `RC_NOT_INITIALISED`;
/// one whose bytes were changed otherwise is undefined.
#[repr(C)]
#[allow(non_camel_case_types)]
pub struct rc_layout {
    /// The crate's alone.
    pub opaque: [u64; RC_LAYOUT_WORDS],
}

impl Opaque<Layout> for rc_layout {
    const TAG: u64 = u64::from_le_bytes(*b"rcLAYOUT");
    fn storage(&mut self) -> &mut [u64] {
        &mut self.opaque
    }
    fn storage_ref(&self) -> &[u64] {
        &self.opaque
    }
}

/// The layout `layout` points to.
///
/// # Safety
///
/// `layout` is null or points to an `rc_layout`.
pub(crate) unsafe fn layout_at<'a>(layout: *const rc_layout) -> Result<&'a Layout, Failure> {
    // SAFETY: the caller's promise: null or an rc_layout.
    unsafe { raw::object(layout) }.map_err(|c| argument(c, &"layout"))
}

/// Bytes of a counter's name in an [`rc_counter`], its NUL included.
pub const RC_NAME_BYTES: usize = 64;

/// One counter of a layout.
#[repr(C)]
#[derive(Clone, Copy)]
#[allow(non_camel_case_types)]
pub struct rc_counter {
    /// Its name (`SQ_WAVES`), NUL-terminated.
    pub name: [c_char; RC_NAME_BYTES],
    /// The event its block's counter register selects.
    pub event: u32,
    /// Which of its block's counter registers counts it, from 0.
    pub register_index: u32,
    /// Its values' extents, as the core's `Counter` gives them: dies, block
    /// instances per die, shader engines per die, shader arrays per engine,
    /// WGPs per array; their product is its values.
    pub xccs: u32,
    /// See `xccs`.
    pub instances: u32,
    /// See `xccs`.
    pub engines: u32,
    /// See `xccs`.
    pub arrays: u32,
    /// See `xccs`.
    pub wgps: u32,
    /// Byte offset of its first value in the samples; each value is a
    /// little-endian 64-bit count, the WGP varying fastest, then array,
    /// engine, instance, die.
    pub offset: u32,
    /// Bytes of its values: 8 per value.
    pub bytes: u32,
    /// `RC_ACCUMULATE_NONE` for a counter asked for; for an accumulator
    /// (the counter after the one `rc_layout_new_requests` was asked to
    /// accumulate, named SQ_ACCUM_PREV_HIRES or SQ_ACCUM_PREV),
    /// `RC_ACCUMULATE_HIGH_RES` or `RC_ACCUMULATE_LOW_RES`, its resolution.
    /// A layout may hold an accumulator's name more than once (one per
    /// accumulated counter); this field tells them from a counter named so.
    pub accumulates: u32,
}

/// What both layout entry points check first, before they read anything:
/// `error` apart from `gpu` and the `layout` they write; the count of the
/// `count` items at `items`, refused with `RC_TOO_MANY_COUNTERS` past 64;
/// `layout` apart from `gpu` and the items (`what` names them), `error`
/// apart from all three ([`apart`]). Returns the span `layout` takes.
#[inline(always)]
fn checks<T>(
    gpu: *const rc_gpu,
    items: *const T,
    count: usize,
    what: &str,
    layout: *mut rc_layout,
    error: *const rc_error,
) -> Result<Span, Failure> {
    let (g, l) = (Span::one(gpu), Span::one(layout));
    error_apart(error, &[g, l])?;
    if count > MAX_COUNTERS {
        return Err(failure!(RC_TOO_MANY_COUNTERS, "a layout holds at most {MAX_COUNTERS} counters"));
    }
    let i = Span::of(items, count).map_err(|c| argument(c, &what))?;
    apart(error, &[("gpu", g), (what, i)], &[("layout", l)])?;
    Ok(l)
}

/// What both layout entry points read: the GPU at `gpu`, then the `count`
/// items at `items` (`what` names them in errors).
///
/// # Safety
///
/// `gpu` is null or points to an `rc_gpu`; `items` is null or points to
/// `count` `T`s.
#[inline(always)]
unsafe fn inputs<'a, T>(
    gpu: *const rc_gpu,
    items: *const T,
    count: usize,
    what: &str,
) -> Result<(rig_counter_core::Gpu, &'a [T]), Failure> {
    // SAFETY: the caller's promise: null or an rc_gpu.
    let gpu = unsafe { gpu_at(gpu) }?;
    // SAFETY: the caller's promise: null or `count` items.
    let items = unsafe { raw::slice(items, count) }.map_err(|c| argument(c, &what))?;
    Ok((gpu, items))
}

/// The name at `p` as text (`what` names it in errors: `names[2]`,
/// `requests[2].name`), once its bytes, its NUL included, are found apart
/// from the call's output `out` (`layout`, `plan`: its name and span) and
/// `error` ([`apart`]): it is read, then the output is written.
///
/// # Safety
///
/// `p` is null or a NUL-terminated string.
#[inline(always)]
pub(crate) unsafe fn name<'a>(
    p: *const c_char,
    what: fmt::Arguments<'_>,
    out: (&str, Span),
    error: *const rc_error,
) -> Result<&'a str, Failure> {
    // SAFETY: the caller's promise: null or NUL-terminated.
    let s = unsafe { raw::c_str(p) }.map_err(|c| argument(c, &what))?;
    apart(error, &[(what, Span::text(s))], &[out])?;
    raw::text(s).map_err(|c| argument(c, &what))
}

/// The request `r` as the core takes it: its name read as [`name`] does
/// (`named` names it in errors: `requests[2].name`), its `accumulate` one
/// of the three values, else [`RC_BAD_ENUM`] (`what` names the request:
/// `requests[2]`). Two labels rather than one nested in the other: a
/// formatted label inside another would link core's formatting of
/// `Arguments` into firmware, which never formats.
///
/// # Safety
///
/// `r.name` is null or a NUL-terminated string.
#[inline(always)]
pub(crate) unsafe fn request<'a>(
    r: &rc_request,
    what: fmt::Arguments<'_>,
    named: fmt::Arguments<'_>,
    out: (&str, Span),
    error: *const rc_error,
) -> Result<Request<'a>, Failure> {
    // SAFETY: the caller's promise: null or NUL-terminated.
    let name = unsafe { name(r.name, named, out, error) }?;
    match r.accumulate {
        RC_ACCUMULATE_NONE => Ok(Request::plain(name)),
        RC_ACCUMULATE_HIGH_RES => Ok(Request::accumulated(name, Resolution::HighRes)),
        RC_ACCUMULATE_LOW_RES => Ok(Request::accumulated(name, Resolution::LowRes)),
        other => Err(failure!(
            RC_BAD_ENUM,
            "{what}.accumulate {other} is none of RC_ACCUMULATE_NONE (0), \
             RC_ACCUMULATE_HIGH_RES (1), RC_ACCUMULATE_LOW_RES (2)"
        )),
    }
}

/// Stores `made` in the `rc_layout` at `layout`.
///
/// # Safety
///
/// `layout` is null or points to a writable `rc_layout`.
#[inline(always)]
pub(crate) unsafe fn store(layout: *mut rc_layout, made: Layout) -> Result<(), Failure> {
    // SAFETY: the caller's promise: null or a writable rc_layout.
    let out = unsafe { raw::write(layout) }.map_err(|c| argument(c, &"layout"))?;
    out.put(made).map_err(|c| argument(c, &"layout"))
}

/// Lays out the `count` counters named by `names` (each a NUL-terminated
/// UTF-8 string) on `gpu` into `layout`, which is written only on success.
///
/// Returns `RC_OK`, or: `RC_TOO_MANY_COUNTERS` (more than 64, whatever the
/// pointers), `RC_OVERLAP` (`layout` overlapping `gpu`, the `count`
/// pointers at `names` or a name's bytes, its NUL included, or `error` any
/// of them), `RC_NULL_POINTER` (`gpu`, `layout`, `names` with `count` above
/// 0, or a name null), `RC_NOT_UTF8`, and the layout's own errors:
/// `RC_LISTED_TWICE`, `RC_UNKNOWN_COUNTER` (also for every name on a
/// processor of no family the catalog holds: `gfx1030 counts no
/// SQ_WAVES`), `RC_TOO_MANY_OF_BLOCK`, `RC_TOO_LARGE`.
///
/// # Safety
///
/// `gpu` is null or points to an `rc_gpu`; `names` is null or points to
/// `count` pointers, each null or a NUL-terminated string; `layout` is null
/// or points to a writable `rc_layout`; `error` is null or points to a
/// writable `rc_error`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rc_layout_new(
    gpu: *const rc_gpu,
    names: *const *const c_char,
    count: usize,
    layout: *mut rc_layout,
    error: *mut rc_error,
) -> i32 {
    let made = || -> Result<(), Failure> {
        let out = checks(gpu, names, count, "names", layout, error)?;
        // SAFETY: the caller's promises, as the function's doc says.
        let (gpu, pointers) = unsafe { inputs(gpu, names, count, "names") }?;
        let mut texts = [""; MAX_COUNTERS];
        for (i, (t, &p)) in texts.iter_mut().zip(pointers).enumerate() {
            // SAFETY: the caller's promise: each name null or NUL-terminated.
            *t = unsafe { name(p, format_args!("names[{i}]"), ("layout", out), error) }?;
        }
        let made = Layout::new(&gpu, texts.get(..count).unwrap_or(&[]))?;
        // SAFETY: the caller's promise: null or a writable rc_layout, apart
        // from the GPU, the items and the names read (checks, name).
        unsafe { store(layout, made) }
    };
    finish(error, made())
}

/// `accumulate` of an [`rc_request`]: the counter alone.
pub const RC_ACCUMULATE_NONE: u32 = 0;
/// `accumulate` of an [`rc_request`]: the counter and, right after it, its
/// accumulator at rocprofiler's `HIGH_RES` (`accumulate(NAME,HIGH_RES)`:
/// SQ_ACCUM_PREV_HIRES, or SQ_ACCUM_PREV where the catalog has no
/// SQ_ACCUM_PREV_HIRES, as on GFX11 and GFX12).
pub const RC_ACCUMULATE_HIGH_RES: u32 = 1;
/// `accumulate` of an [`rc_request`]: the counter and its accumulator at
/// `LOW_RES` (`accumulate(NAME,LOW_RES)`: SQ_ACCUM_PREV).
pub const RC_ACCUMULATE_LOW_RES: u32 = 2;

/// One counter asked of `rc_layout_new_requests`: a name and whether its
/// value is accumulated in hardware, as rocprofiler's
/// `accumulate(NAME,HIGH_RES|LOW_RES)` asks.
#[repr(C)]
#[derive(Clone, Copy)]
#[allow(non_camel_case_types)]
pub struct rc_request {
    /// The counter's name (`SQ_INST_LEVEL_LDS`), a NUL-terminated UTF-8 string.
    pub name: *const c_char,
    /// `RC_ACCUMULATE_NONE`, `RC_ACCUMULATE_HIGH_RES` or `RC_ACCUMULATE_LOW_RES`.
    pub accumulate: u32,
}

/// Lays out the `count` requests `requests` points to on `gpu` into
/// `layout`, which is written only on success: each counter in order, an
/// accumulated one followed by its accumulator (which `rc_layout_counter`
/// shows as a counter of its own, SQ_ACCUM_PREV_HIRES or SQ_ACCUM_PREV).
/// With every `accumulate` `RC_ACCUMULATE_NONE` it is `rc_layout_new`.
///
/// Returns `RC_OK`, or: `RC_TOO_MANY_COUNTERS` (more than 64 requests,
/// whatever the pointers, or more than 64 counters, accumulators
/// included), `RC_OVERLAP` (`layout` overlapping `gpu`, the `count`
/// requests or a name's bytes, its NUL included, or `error` any of them),
/// `RC_NULL_POINTER` (`gpu`, `layout`, `requests` with `count` above 0, or
/// a name null), `RC_NOT_UTF8`, `RC_BAD_ENUM` (an `accumulate` of none of
/// the three values), and the layout's own errors:
/// `RC_LISTED_TWICE`, `RC_UNKNOWN_COUNTER`, `RC_TOO_MANY_OF_BLOCK`,
/// `RC_ACCUMULATE_OUTSIDE_SQ` (an accumulated counter of another block),
/// `RC_NO_ACCUMULATOR` (a processor without SQ_ACCUM_PREV), `RC_TOO_LARGE`.
///
/// # Safety
///
/// `gpu` is null or points to an `rc_gpu`; `requests` is null or points to
/// `count` `rc_request`s, each name null or a NUL-terminated string;
/// `layout` is null or points to a writable `rc_layout`; `error` is null or
/// points to a writable `rc_error`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rc_layout_new_requests(
    gpu: *const rc_gpu,
    requests: *const rc_request,
    count: usize,
    layout: *mut rc_layout,
    error: *mut rc_error,
) -> i32 {
    let made = || -> Result<(), Failure> {
        let out = checks(gpu, requests, count, "requests", layout, error)?;
        // SAFETY: the caller's promises, as the function's doc says.
        let (gpu, given) = unsafe { inputs(gpu, requests, count, "requests") }?;
        let mut asked = [Request::plain(""); MAX_COUNTERS];
        for (i, (a, r)) in asked.iter_mut().zip(given).enumerate() {
            // SAFETY: the caller's promise: each name null or NUL-terminated.
            *a = unsafe {
                request(r, format_args!("requests[{i}]"), format_args!("requests[{i}].name"), ("layout", out), error)
            }?;
        }
        let made = Layout::of_requests(&gpu, asked.get(..count).unwrap_or(&[]))?;
        // SAFETY: the caller's promise: null or a writable rc_layout, apart
        // from the GPU, the items and the names read (checks, name).
        unsafe { store(layout, made) }
    };
    finish(error, made())
}

/// Writes the number of `layout`'s counters to `counters` and its samples'
/// bytes to `bytes` (either may be null).
///
/// Returns `RC_OK`, or: `RC_OVERLAP` (`counters` or `bytes` overlapping
/// `layout` or each other, or `error` any of them), `RC_NULL_POINTER`
/// (`layout` null), `RC_NOT_INITIALISED`.
///
/// # Safety
///
/// `layout` is null or points to an `rc_layout`; `counters` and `bytes` are
/// null or point to writable values; `error` as elsewhere.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rc_layout_size(
    layout: *const rc_layout,
    counters: *mut usize,
    bytes: *mut u32,
    error: *mut rc_error,
) -> i32 {
    let sized = || -> Result<(), Failure> {
        let (c, b) = (Span::one(counters), Span::one(bytes));
        apart(error, &[("layout", Span::one(layout))], &[("counters", c), ("bytes", b)])?;
        // SAFETY: the caller's promise: null or a valid rc_layout.
        let l = unsafe { layout_at(layout) }?;
        // SAFETY: the caller's promise: each null or writable, apart from
        // the layout and each other (above).
        unsafe { raw::tell(counters, l.counters().len()) };
        // SAFETY: as above.
        unsafe { raw::tell(bytes, l.bytes()) };
        Ok(())
    };
    finish(error, sized())
}

/// Writes counter `index` of `layout` to `counter`: the counters in the
/// order named, each accumulator right after the counter it accumulates
/// (`rc_layout_new_requests`), so index and name differ from the request's
/// once an accumulator precedes.
///
/// Returns `RC_OK`, or: `RC_OVERLAP` (`counter` overlapping `layout`, or
/// `error` either), `RC_NULL_POINTER` (`layout` or `counter` null),
/// `RC_NOT_INITIALISED`, `RC_NO_SUCH_COUNTER`.
///
/// # Safety
///
/// `layout` is null or points to an `rc_layout`; `counter` is null or
/// points to a writable `rc_counter`; `error` as elsewhere.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rc_layout_counter(
    layout: *const rc_layout,
    index: usize,
    counter: *mut rc_counter,
    error: *mut rc_error,
) -> i32 {
    let described = || -> Result<(), Failure> {
        apart(error, &[("layout", Span::one(layout))], &[("counter", Span::one(counter))])?;
        // SAFETY: the caller's promise: null or a valid rc_layout.
        let l = unsafe { layout_at(layout) }?;
        let c = l.counters().get(index).ok_or_else(|| {
            failure!(RC_NO_SUCH_COUNTER, "counter {index} is past the layout's {} counters", l.counters().len())
        })?;
        // SAFETY: the caller's promise: null or a writable rc_counter, apart
        // from the layout (above).
        let out = unsafe { raw::write(counter) }.map_err(|e| argument(e, &"counter"))?;
        let mut name = [0 as c_char; RC_NAME_BYTES];
        // Names are ASCII and shorter than 64 bytes (the catalog's longest is 40).
        for (d, s) in name.iter_mut().take(RC_NAME_BYTES - 1).zip(c.name.bytes()) {
            *d = s as c_char;
        }
        *out = rc_counter {
            name,
            event: u32::from(c.event),
            register_index: u32::from(c.register),
            xccs: c.xccs,
            instances: c.instances,
            engines: c.engines,
            arrays: c.arrays,
            wgps: c.wgps,
            offset: c.offset,
            bytes: c.bytes(),
            accumulates: match c.accumulates {
                None => RC_ACCUMULATE_NONE,
                Some(Resolution::HighRes) => RC_ACCUMULATE_HIGH_RES,
                Some(Resolution::LowRes) => RC_ACCUMULATE_LOW_RES,
            },
        };
        Ok(())
    };
    finish(error, described())
}
