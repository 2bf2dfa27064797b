//! The VMID filter word that `start` programs read from memory.

use crate::error::{Failure, apart, argument, finish, rc_error};
use crate::gpu::{gpu_at, rc_gpu};
use crate::raw::{self, Span};
use rig_counter_core::{filter, filter_of_hw_id, filter_of_hw_id2};

/// Writes to `word` the filter word that counts the waves of VMID `vmid`
/// alone on `gpu` (GFX11, GFX12: SQ_PERFCOUNTER_CTRL2's FORCE_EN and the
/// VMID's bit; gfx942, gfx950: SQ_PERFCOUNTER_CTRL's CS_EN and the VMID's
/// bit of VMID_MASK).
///
/// Returns `RC_OK`, or: `RC_OVERLAP` (`word` overlapping `gpu`, or `error`
/// either), `RC_NULL_POINTER` (`gpu` or `word` null),
/// `RC_VMID_OUT_OF_RANGE`, `RC_NOT_COUNTABLE`, `RC_REGISTERS_NOT_PUBLIC`,
/// `RC_GC_OF_ANOTHER_FAMILY`.
///
/// # Safety
///
/// `gpu` is null or points to an `rc_gpu`; `word` is null or writable;
/// `error` is null or points to a writable `rc_error`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rc_filter(gpu: *const rc_gpu, vmid: u32, word: *mut u32, error: *mut rc_error) -> i32 {
    let made = || -> Result<(), Failure> {
        apart(error, &[("gpu", Span::one(gpu))], &[("word", Span::one(word))])?;
        // SAFETY: the caller's promises.
        let g = unsafe { gpu_at(gpu) }?;
        let value = filter(&g, vmid)?;
        // SAFETY: the caller's promise: null or writable, apart from the GPU (above).
        let out = unsafe { raw::write(word) }.map_err(|c| argument(c, &"word"))?;
        *out = value;
        Ok(())
    };
    finish(error, made())
}

/// The GFX11/GFX12 filter word for the VMID in a wave's HW_ID2 register
/// (VM_ID, bits 27:24): what a kernel computes from `s_getreg_b32`.
#[unsafe(no_mangle)]
pub extern "C" fn rc_filter_of_hw_id2(hw_id2: u32) -> u32 {
    filter_of_hw_id2(hw_id2)
}

/// The gfx942/gfx950 filter word for the VMID in a wave's HW_ID register
/// (VM_ID, bits 23:20).
#[unsafe(no_mangle)]
pub extern "C" fn rc_filter_of_hw_id(hw_id: u32) -> u32 {
    filter_of_hw_id(hw_id)
}
