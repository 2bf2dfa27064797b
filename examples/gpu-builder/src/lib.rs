//! `rig-counter-core` in a GPU thread.
//!
//! Each thread of the kernel [`rig_counter_build`](kernel) takes one
//! [`Request`] (a built-in product, counters, a VMID or a wave's HW_ID2/HW_ID
//! word, addresses, active-WGP masks) and writes its outcomes and words into
//! its own slice of device memory with [`build`]: the filter word, the start
//! program and the stop program, each written and then patched, every error
//! as the core's code. The host harness (`harness/`) runs [`build`] on the
//! same requests on the CPU and compares the words. It deals the requests to
//! the threads by size ([`dealt_thread`]), so that no warp holds two of the
//! largest.
//!
//! Built for `nvptx64-nvidia-cuda` by `ci/ptx`, which checks that the PTX has
//! no trap and no panic path; run on a GPU by `ci/gpu`.
#![no_std]
#![cfg_attr(target_arch = "nvptx64", feature(abi_ptx, stdarch_nvptx))]

mod build;
mod deal;
mod request;

pub use build::{HEADER_WORDS, NO_PRODUCT, build, digest};
pub use deal::{WARP, dealt_thread};
pub use request::{MAX_NAMES, REQUEST_WORDS, Request, generate};

#[cfg(target_arch = "nvptx64")]
pub mod kernel;
