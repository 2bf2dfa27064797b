//! Plans: a request larger than one pass split into passes by the core's
//! planner, kept in an opaque object; each pass's layout and where its
//! samples lie in one buffer of every pass's.

use crate::code::{RC_METRIC_TWICE, RC_NO_SUCH_PASS, RC_PLAN_TOO_MANY_COUNTERS, RC_TOO_MANY_METRICS};
use crate::error::{Failure, apart, argument, error_apart, failure, finish, rc_error};
use crate::gpu::{gpu_at, rc_gpu};
use crate::layout::{name, rc_layout, rc_request, request, store};
use crate::raw::{self, Opaque, Span};
use core::ffi::c_char;
use core::fmt;
use rig_counter_core::plan::{self as planner, Metric, Plan};
use rig_counter_core::{MAX_COUNTERS, Request};

/// The most passes an [`rc_plan`] holds. Every counter of every built-in
/// catalog at once takes at most 17 passes (gfx950's 428 counters and
/// gfx1151's 256 each take 17, gfx942's 265 take 12: the
/// `every_catalog_plans_within_an_rc_plan` test), so 64 leaves room for
/// metrics kept together; each pass more would add 106 bytes to the object.
pub const RC_PLAN_PASSES: usize = 64;

/// The most metrics an [`rc_plan`] holds: as many as a layout holds
/// counters; each metric more would add 160 bytes to the object.
pub const RC_PLAN_METRICS: usize = 64;

/// The stack, in bytes, a thread that calls `rc_plan_new` gives it: 256
/// KiB. The call keeps a plan of an `rc_plan`'s capacities, its requests
/// and the core planner's work on its stack: a release build on x86-64 ran
/// on a thread of 104 KiB and overflowed one of 100 KiB; a debug build
/// takes more (a test runs it on a thread of this size).
pub const RC_PLAN_NEW_STACK: usize = 256 << 10;

/// The most counter requests one `rc_plan_new` reads, the requests and every
/// metric's counters together (a counter asked twice counts twice): as many
/// as a plan holds distinct counters (the core's `MAX_PLAN_COUNTERS`).
pub const RC_PLAN_REQUESTS: usize = 512;
const _: () = assert!(RC_PLAN_REQUESTS == rig_counter_core::plan::MAX_PLAN_COUNTERS);

/// 64-bit words of an [`rc_plan`] (32,768 bytes: its value takes 29,384 on
/// a 64-bit target, the rest is room for the core's plan to grow without a
/// change of the C ABI).
pub const RC_PLAN_WORDS: usize = 4096;

/// What an [`rc_plan`] holds: the core's plan of [`RC_PLAN_PASSES`] passes
/// and [`RC_PLAN_METRICS`] metrics, its metrics' names left out (it
/// outlives the caller's strings; metrics are named by their index).
pub(crate) type Kept = Plan<'static, RC_PLAN_PASSES, RC_PLAN_METRICS>;

/// A plan, made by `rc_plan_new`: opaque, 8-aligned, copyable whole
/// (`memcpy`, assignment); 32,768 bytes, so keep it in static storage or on
/// the heap rather than on a small stack. An object made by nothing (zeroed,
/// or another kind) is refused with `RC_NOT_INITIALISED`; one whose bytes
/// were changed otherwise is undefined.
#[repr(C)]
#[allow(non_camel_case_types)]
pub struct rc_plan {
    /// The crate's alone.
    pub opaque: [u64; RC_PLAN_WORDS],
}

impl Opaque<Kept> for rc_plan {
    const TAG: u64 = u64::from_le_bytes(*b"rcPLAN__");
    fn storage(&mut self) -> &mut [u64] {
        &mut self.opaque
    }
    fn storage_ref(&self) -> &[u64] {
        &self.opaque
    }
}

/// The plan `plan` points to.
///
/// # Safety
///
/// `plan` is null or points to an `rc_plan`.
pub(crate) unsafe fn plan_at<'a>(plan: *const rc_plan) -> Result<&'a Kept, Failure> {
    // SAFETY: the caller's promise: null or an rc_plan.
    unsafe { raw::object(plan) }.map_err(|c| argument(c, &"plan"))
}

/// A derived metric as `rc_plan_new` takes it: a name and the counters it
/// needs (its expression resolved by the caller), each as an
/// `rc_layout_new_requests` request. The plan names it by its index in the
/// caller's array.
#[repr(C)]
#[derive(Clone, Copy)]
#[allow(non_camel_case_types)]
pub struct rc_metric {
    /// Its name (`GPUBusy`), a NUL-terminated UTF-8 string. Names order the
    /// metrics as the planner takes them (byte order), so the passes are
    /// the same whatever order the caller lists them in; two metrics of one
    /// name are refused.
    pub name: *const c_char,
    /// Its `count` counters; null when `count` is 0 (a metric of constants
    /// alone, as CU_NUM, which the first pass completes). A counter given
    /// twice is one counter, its first accumulation counted.
    pub counters: *const rc_request,
    /// How many counters `counters` points to.
    pub count: usize,
}

/// "N counter requests", for messages.
struct Requests(usize);

impl fmt::Display for Requests {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "a plan reads at most {RC_PLAN_REQUESTS} counter requests, the metrics' included; ")?;
        write!(f, "these are {} or more", self.0)
    }
}

/// Plans the passes of `gpu` counting the `count` requests at `requests`
/// and the counters of the `metric_count` metrics at `metrics`, with the
/// core's planner (as `rig-counter plan` plans them: the fewest passes the
/// blocks' registers allow when single counters allow it, a metric's
/// counters together in one pass when they fit; the same passes for the
/// same request in any order), into `plan`, which is written only on
/// success. A counter's accumulation is the first asked (the requests in
/// order, then the metrics' in name order).
///
/// Then `rc_plan_size` gives the passes, their lower bound and the bytes of
/// one buffer of every pass's samples; `rc_plan_layout` each pass's layout
/// (for the program functions) and its samples' offset in that buffer;
/// `rc_plan_completes`, `rc_plan_split`, `rc_plan_counterless` and
/// `rc_plan_conflicting` the metrics by their index in `metrics`.
///
/// Returns `RC_OK`, or: `RC_PLAN_TOO_MANY_COUNTERS` (more than
/// `RC_PLAN_REQUESTS` requests, whatever the pointers, or as many with the
/// metrics' counters, refused at the metric whose `count` passes it, before
/// its `counters` is read; or more than 512 distinct counters),
/// `RC_TOO_MANY_METRICS` (more than `RC_PLAN_METRICS`, whatever the
/// pointers), `RC_OVERLAP` (`plan` overlapping `gpu`, the requests, the
/// metrics, a metric's counters or any name's bytes, its NUL included, or
/// `error` any of them), `RC_NULL_POINTER` (`gpu`, `plan`, `requests` or
/// `metrics` with a count above 0, a metric's `counters` with its `count`
/// above 0, or a name null), `RC_NOT_UTF8`, `RC_BAD_ENUM` (an `accumulate`
/// of none of the three values), `RC_METRIC_TWICE` (two metrics of one
/// name: the message names both indices), `RC_TOO_MANY_PASSES` (more than
/// `RC_PLAN_PASSES`), and the refusal of a counter alone, in the layout's
/// words: `RC_UNKNOWN_COUNTER` (the first name, requests then metrics in
/// order, the GPU does not count), `RC_ACCUMULATE_OUTSIDE_SQ`,
/// `RC_NO_ACCUMULATOR`, `RC_TOO_MANY_OF_BLOCK` (a block of no counter
/// register), `RC_TOO_LARGE`.
///
/// While it plans, the call keeps on its stack a plan of an `rc_plan`'s
/// capacities (29,376 bytes on a 64-bit target), room for
/// `RC_PLAN_REQUESTS` requests (24 bytes each on a 64-bit target) and the
/// planner's work: give a thread that calls it `RC_PLAN_NEW_STACK` bytes of
/// stack (about 100 KiB in a release build on x86-64).
///
/// # Safety
///
/// `gpu` is null or points to an `rc_gpu`; `requests` is null or points to
/// `count` `rc_request`s, each name null or a NUL-terminated string;
/// `metrics` is null or points to `metric_count` `rc_metric`s, each name
/// null or a NUL-terminated string and each `counters` null or pointing to
/// its `count` `rc_request`s as `requests` does; `plan` is null or points
/// to a writable `rc_plan`; `error` is null or points to a writable
/// `rc_error`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rc_plan_new(
    gpu: *const rc_gpu,
    requests: *const rc_request,
    count: usize,
    metrics: *const rc_metric,
    metric_count: usize,
    plan: *mut rc_plan,
    error: *mut rc_error,
) -> i32 {
    let made = || -> Result<(), Failure> {
        let (g, out) = (Span::one(gpu), Span::one(plan));
        error_apart(error, &[g, out])?;
        if count > RC_PLAN_REQUESTS {
            return Err(failure!(RC_PLAN_TOO_MANY_COUNTERS, "{}", Requests(count)));
        }
        if metric_count > RC_PLAN_METRICS {
            return Err(failure!(RC_TOO_MANY_METRICS, "a plan holds at most {RC_PLAN_METRICS} metrics"));
        }
        let r = Span::of(requests, count).map_err(|c| argument(c, &"requests"))?;
        let m = Span::of(metrics, metric_count).map_err(|c| argument(c, &"metrics"))?;
        apart(error, &[("gpu", g), ("requests", r), ("metrics", m)], &[("plan", out)])?;
        // SAFETY: the caller's promise: null or an rc_gpu.
        let gpu = unsafe { gpu_at(gpu) }?;
        // SAFETY: the caller's promise: null or `count` requests.
        let given = unsafe { raw::slice(requests, count) }.map_err(|c| argument(c, &"requests"))?;
        // SAFETY: the caller's promise: null or `metric_count` metrics.
        let listed = unsafe { raw::slice(metrics, metric_count) }.map_err(|c| argument(c, &"metrics"))?;
        let output = ("plan", out);

        // Every request, the requests' then each metric's in turn; each
        // metric's a range of them.
        let mut asked = [Request::plain(""); RC_PLAN_REQUESTS];
        let mut used = 0;
        for (i, r) in given.iter().enumerate() {
            // SAFETY: the caller's promise: each name null or NUL-terminated.
            let q = unsafe {
                request(r, format_args!("requests[{i}]"), format_args!("requests[{i}].name"), output, error)
            }?;
            if let Some(slot) = asked.get_mut(used) {
                *slot = q;
            }
            used += 1;
        }
        let mut names = [""; RC_PLAN_METRICS];
        let mut ranges = [(0usize, 0usize); RC_PLAN_METRICS];
        for (i, (metric, (n, range))) in listed.iter().zip(names.iter_mut().zip(ranges.iter_mut())).enumerate() {
            // SAFETY: the caller's promise: each name null or NUL-terminated.
            *n = unsafe { name(metric.name, format_args!("metrics[{i}].name"), output, error) }?;
            if metric.count > RC_PLAN_REQUESTS.saturating_sub(used) {
                return Err(failure!(RC_PLAN_TOO_MANY_COUNTERS, "{}", Requests(used.saturating_add(metric.count))));
            }
            let what = format_args!("metrics[{i}].counters");
            let c = Span::of(metric.counters, metric.count).map_err(|c| argument(c, &what))?;
            apart(error, &[(what, c)], &[output])?;
            // SAFETY: the caller's promise: null or `count` requests.
            let counters = unsafe { raw::slice(metric.counters, metric.count) }.map_err(|c| argument(c, &what))?;
            let first = used;
            for (j, r) in counters.iter().enumerate() {
                let (what, named) =
                    (format_args!("metrics[{i}].counters[{j}]"), format_args!("metrics[{i}].counters[{j}].name"));
                // SAFETY: the caller's promise: each name null or NUL-terminated.
                let q = unsafe { request(r, what, named, output, error) }?;
                if let Some(slot) = asked.get_mut(used) {
                    *slot = q;
                }
                used += 1;
            }
            *range = (first, used);
        }
        let names = names.get(..metric_count).unwrap_or(&[]);
        for (i, a) in names.iter().enumerate() {
            if let Some(j) = names.iter().take(i).position(|b| b == a) {
                return Err(failure!(RC_METRIC_TWICE, "metric {a} is listed twice: metrics[{j}] and metrics[{i}]"));
            }
        }

        let mut wanted = [Metric { name: "", counters: &[] }; RC_PLAN_METRICS];
        for (w, (n, (first, last))) in wanted.iter_mut().zip(names.iter().zip(ranges)) {
            *w = Metric { name: n, counters: asked.get(first..last).unwrap_or(&[]) };
        }
        let mut planned: Plan<'_, RC_PLAN_PASSES, RC_PLAN_METRICS> = Plan::EMPTY;
        let wanted = wanted.get(..metric_count).unwrap_or(&[]);
        planner::plan(&gpu, asked.get(..count).unwrap_or(&[]), wanted, &[], &mut planned)?;
        // SAFETY: the caller's promise: null or a writable rc_plan, apart
        // from the GPU, the requests, the metrics and every name read (above).
        let kept = unsafe { raw::write(plan) }.map_err(|c| argument(c, &"plan"))?;
        kept.put(planned.without_names()).map_err(|c| argument(c, &"plan"))
    };
    finish(error, made())
}

/// Writes to `passes` how many passes `plan` has (0 when it counts
/// nothing), to `lower_bound` the fewest passes its counters could take
/// (the blocks' registers divided among them), and to `bytes` the bytes of
/// every pass's samples together: the size of one buffer whose pass `k`
/// region starts at its offset (`rc_plan_layout`). Each may be null.
///
/// Returns `RC_OK`, or: `RC_OVERLAP` (an output overlapping `plan` or
/// another output, or `error` any of them), `RC_NULL_POINTER` (`plan`
/// null), `RC_NOT_INITIALISED`, and a layout's refusal of a pass
/// (`RC_TOO_LARGE`; never for a plan `rc_plan_new` made: the core's
/// `Plan::layout` refuses none of the plan's own passes).
///
/// # Safety
///
/// `plan` is null or points to an `rc_plan`; `passes`, `lower_bound` and
/// `bytes` are null or point to writable values; `error` is null or points
/// to a writable `rc_error`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rc_plan_size(
    plan: *const rc_plan,
    passes: *mut usize,
    lower_bound: *mut usize,
    bytes: *mut u64,
    error: *mut rc_error,
) -> i32 {
    let sized = || -> Result<(), Failure> {
        let (n, l, b) = (Span::one(passes), Span::one(lower_bound), Span::one(bytes));
        apart(error, &[("plan", Span::one(plan))], &[("passes", n), ("lower_bound", l), ("bytes", b)])?;
        // SAFETY: the caller's promise: null or an rc_plan.
        let p = unsafe { plan_at(plan) }?;
        let total = p.bytes::<MAX_COUNTERS>(&[])?;
        // SAFETY: the caller's promise: each null or writable, apart from
        // the plan and each other (above).
        unsafe { raw::tell(passes, p.passes()) };
        // SAFETY: as above.
        unsafe { raw::tell(lower_bound, p.lower_bound()) };
        // SAFETY: as above.
        unsafe { raw::tell(bytes, total) };
        Ok(())
    };
    finish(error, sized())
}

/// [`RC_NO_SUCH_PASS`] for pass `k` of a plan of `passes` passes, or Ok.
pub(crate) fn check_pass(k: usize, passes: usize) -> Result<(), Failure> {
    match passes {
        _ if k < passes => Ok(()),
        0 => Err(failure!(RC_NO_SUCH_PASS, "pass {k}: the plan has no pass")),
        1 => Err(failure!(RC_NO_SUCH_PASS, "pass {k} is past the plan's one pass, pass 0")),
        _ => Err(failure!(RC_NO_SUCH_PASS, "pass {k} is past the plan's {passes} passes, 0 to {}", passes - 1)),
    }
}

/// Lays out pass `pass` (from 0) of `plan` into `layout`, and writes to
/// `offset` (if not null) the byte offset of its samples in one buffer of
/// every pass's (`rc_plan_size`'s `bytes`): the bytes of the passes before
/// it, a multiple of 8. The layout holds the pass's counters in name order
/// (an accumulator right after its counter), the program functions take it
/// as any other, and a stop or sample program of it given the buffer's
/// address plus `offset` stores only inside the pass's region. `layout` is
/// written only on success.
///
/// Returns `RC_OK`, or: `RC_OVERLAP` (`layout` or `offset` overlapping
/// `plan` or each other, or `error` any of them), `RC_NULL_POINTER` (`plan`
/// or `layout` null), `RC_NOT_INITIALISED`, `RC_NO_SUCH_PASS`, and a
/// layout's refusal of the pass (`RC_TOO_LARGE`; never for a plan
/// `rc_plan_new` made, as `rc_plan_size`).
///
/// # Safety
///
/// `plan` is null or points to an `rc_plan`; `layout` is null or points to
/// a writable `rc_layout`; `offset` is null or writable; `error` is null or
/// points to a writable `rc_error`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rc_plan_layout(
    plan: *const rc_plan,
    pass: usize,
    layout: *mut rc_layout,
    offset: *mut u64,
    error: *mut rc_error,
) -> i32 {
    let laid = || -> Result<(), Failure> {
        let (l, o) = (Span::one(layout), Span::one(offset));
        apart(error, &[("plan", Span::one(plan))], &[("layout", l), ("offset", o)])?;
        // SAFETY: the caller's promise: null or an rc_plan.
        let p = unsafe { plan_at(plan) }?;
        check_pass(pass, p.passes())?;
        let Some((made, at)) = p.layout::<MAX_COUNTERS>(pass, &[]).zip(p.offset::<MAX_COUNTERS>(pass, &[])) else {
            return check_pass(pass, 0);
        };
        let (made, at) = (made?, at?);
        // SAFETY: the caller's promise: null or a writable rc_layout, apart
        // from the plan and `offset` (above).
        unsafe { store(layout, made) }?;
        // SAFETY: the caller's promise: null or writable, apart from the
        // plan and the layout (above).
        unsafe { raw::tell(offset, at) };
        Ok(())
    };
    finish(error, laid())
}
