//! The kernel: one request per thread.

use crate::{Request, build};
use core::arch::nvptx;

/// Builds request `i` of `requests` into words `i * stride ..` of `out`, for
/// every thread `i` below `count` (one-dimensional grid of blocks).
///
/// # Safety
///
/// `requests` points to `count` requests and `out` to `count * stride`
/// words of device memory that nothing else uses while the kernel runs.
#[unsafe(no_mangle)]
pub unsafe extern "ptx-kernel" fn rig_counter_build(requests: *const Request, count: u32, out: *mut u32, stride: u32) {
    // SAFETY: reading the special registers of the thread's position has no
    // effect on memory.
    // In 64 bits: a grid of u32::MAX threads' last index does not wrap.
    let i = unsafe {
        nvptx::_block_idx_x() as u32 as usize * nvptx::_block_dim_x() as u32 as usize
            + nvptx::_thread_idx_x() as u32 as usize
    };
    if i >= count as usize {
        return;
    }
    let stride = stride as usize;
    // SAFETY: i < count, so request i is one of the `count` the caller
    // provides, and words i * stride .. (i + 1) * stride lie inside `out`
    // and belong to this thread alone (the caller's promise above).
    let (request, words) = unsafe { (&*requests.add(i), core::slice::from_raw_parts_mut(out.add(i * stride), stride)) };
    build(request, words);
}

/// Never reached: nothing the kernel calls panics, and `ci/ptx` checks that
/// the PTX holds no trap (what this handler would compile to).
#[panic_handler]
fn panic(_: &core::panic::PanicInfo) -> ! {
    // SAFETY: trap ends the kernel; it touches no memory.
    unsafe { nvptx::trap() }
}
