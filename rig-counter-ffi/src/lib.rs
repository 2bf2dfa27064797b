//! `rig-counter-ffi`: a C interface to `rig-counter-core`, for queue
//! agents, firmware and test harnesses written in C or C++.
//!
//! Built as a static and a shared library (`librig_counter_ffi.a`,
//! `librig_counter_ffi.so`) with the header `include/rig_counter.h`, which
//! cbindgen generates from this crate (`cargo run -p xtask -- header`).
//!
//! - GPUs: `rc_gpu_find` (a product key or processor name), or an `rc_gpu`
//!   the caller fills.
//! - Layouts: `rc_layout_new` (names as an array of C strings),
//!   `rc_layout_new_requests` (names with rocprofiler's
//!   `accumulate(NAME,HIGH_RES|LOW_RES)`), `rc_layout_size`,
//!   `rc_layout_counter`.
//! - Programs, one-shot: `rc_start_words`/`rc_start`,
//!   `rc_stop_words`/`rc_stop` (a stop or a sample program).
//! - Programs, prepared (built once, written or patched per dispatch):
//!   `rc_start_prepare`, `rc_start_program_words/_write/_patch`,
//!   `rc_stop_prepare`, `rc_stop_program_words/_write/_patch`.
//! - The filter word: `rc_filter` (a VMID), `rc_filter_of_hw_id2`,
//!   `rc_filter_of_hw_id`.
//! - Samples: `rc_samples_value` (by coordinate), `rc_samples_sum`.
//! - More counters than one pass: `rc_plan_new` (the core's pass planner:
//!   counter requests and metrics, each metric a name and its requests,
//!   into an opaque `rc_plan`), `rc_plan_size` (passes, lower bound, the
//!   bytes of one buffer of every pass's samples), `rc_plan_layout` (a
//!   pass's `rc_layout` and its samples' offset in that buffer),
//!   `rc_plan_completes`, `rc_plan_split`, `rc_plan_counterless`,
//!   `rc_plan_conflicting` (metrics by their index in the caller's array),
//!   `rc_rotation` (the pass of a dispatch when passes rotate).
//! - Errors: every function returns an `RC_*` code (0 is `RC_OK`; the
//!   core's errors keep the core's numbers) and fills an optional
//!   `rc_error` with the code and the message; `rc_error_message` copies
//!   the message into a caller's buffer; `rc_code_description` gives a
//!   code's fixed description. Without `std` an `rc_error`'s message is
//!   that description (core's formatting has panic paths).
//!
//! No function allocates or panics. Every pointer is checked for null;
//! lengths are element counts (words of 4 bytes, bytes of samples), byte
//! addresses are GPU virtual addresses. Outputs are written only on
//! success: a too-small buffer is left untouched. A length past any memory
//! is refused before its pointer is compared or read, whatever it is
//! (`RC_LENGTH_TOO_LARGE`); then an output sharing a byte with anything the
//! call reads or another output, or an `rc_error` sharing one with any
//! argument, is refused before anything is written (`RC_OVERLAP`; such an
//! error is not written either), each argument taken as the bytes of its
//! type or length (`raw::Span`; one check, `error::apart`, for every entry
//! point). All `unsafe` lives in
//! `raw.rs` and the entry points' calls to it, each with why it is sound;
//! the core stays `forbid(unsafe_code)`.
//!
//! Without the default feature `std` the crate is `no_std`: its panic
//! handler calls `rig_counter_ffi_panic_is_reachable`, which nothing
//! defines, so firmware that links it (examples/ffi-firmware, thumbv7em)
//! fails to link if any panic is reachable from the entry points it calls.
#![cfg_attr(not(feature = "std"), no_std)]
#![deny(missing_docs)]
#![warn(clippy::undocumented_unsafe_blocks)]
// A failure carries its message, formatted where it happens (so it borrows
// nothing of the caller's); the success path writes only the discriminant.
#![allow(clippy::result_large_err)]

mod code;
mod error;
mod filter;
mod gpu;
mod layout;
mod plan;
mod plan_metrics;
mod prepared;
mod program;
mod raw;
mod rotation;
mod samples;

pub use code::*;
pub use error::{RC_MESSAGE_BYTES, rc_code_description, rc_error, rc_error_message};
pub use filter::{rc_filter, rc_filter_of_hw_id, rc_filter_of_hw_id2};
pub use gpu::{rc_gpu, rc_gpu_find};
pub use layout::{
    RC_ACCUMULATE_HIGH_RES, RC_ACCUMULATE_LOW_RES, RC_ACCUMULATE_NONE, RC_LAYOUT_WORDS, RC_NAME_BYTES, rc_counter,
    rc_layout, rc_layout_counter, rc_layout_new, rc_layout_new_requests, rc_layout_size, rc_request,
};
pub use plan::{
    RC_PLAN_METRICS, RC_PLAN_NEW_STACK, RC_PLAN_PASSES, RC_PLAN_REQUESTS, RC_PLAN_WORDS, rc_metric, rc_plan,
    rc_plan_layout, rc_plan_new, rc_plan_size,
};
pub use plan_metrics::{rc_plan_completes, rc_plan_conflicting, rc_plan_counterless, rc_plan_split};
pub use prepared::{
    RC_START_PROGRAM_WORDS, RC_STOP_PROGRAM_WORDS, rc_start_prepare, rc_start_program, rc_start_program_patch,
    rc_start_program_words, rc_start_program_write, rc_stop_prepare, rc_stop_program, rc_stop_program_patch,
    rc_stop_program_words, rc_stop_program_write,
};
pub use program::{
    RC_MAX_ENGINES, RC_PROGRAM_SAMPLE, RC_PROGRAM_STOP, rc_start, rc_start_words, rc_stop, rc_stop_words,
};
pub use rotation::rc_rotation;
pub use samples::{rc_coordinate, rc_samples_sum, rc_samples_value};

/// Each opaque object holds its Rust value (checked at compile time: a
/// larger core type needs a larger object, a change of the C ABI).
mod opaque_sizes {
    use rig_counter_core::Layout;
    use rig_counter_core::counting::{StartProgram, StopProgram};
    const _: () = assert!(crate::raw::fits::<Layout>(crate::RC_LAYOUT_WORDS));
    const _: () = assert!(crate::raw::fits::<StartProgram>(crate::RC_START_PROGRAM_WORDS));
    const _: () = assert!(crate::raw::fits::<StopProgram>(crate::RC_STOP_PROGRAM_WORDS));
    const _: () = assert!(crate::raw::fits::<crate::plan::Kept>(crate::RC_PLAN_WORDS));
}

#[cfg(not(feature = "std"))]
#[panic_handler]
fn panic(_: &core::panic::PanicInfo<'_>) -> ! {
    unsafe extern "C" {
        /// Defined nowhere: a reachable panic is a link error.
        fn rig_counter_ffi_panic_is_reachable() -> !;
    }
    // SAFETY: never runs: the symbol is defined nowhere, so a program that
    // could reach this handler does not link.
    unsafe { rig_counter_ffi_panic_is_reachable() }
}
