//! Device-side use of `rig-counter-core`: a kernel computes the filter word for
//! its own process from its wave's HW_ID2 register (GFX12) or HW_ID register
//! (gfx942, gfx950; feature `gfx942`) and stores it where `start` reads it.
//!
//! Build with the nightly `ci/nightly` names (`NIGHTLY`): `cargo +$NIGHTLY
//! rustc --release --target amdgcn-amd-amdhsa -Zbuild-std=core -- -C
//! target-cpu=gfx1201 --emit asm`, or with `--features gfx942` and
//! `target-cpu=gfx942` (see `ci/device`).
#![no_std]
#![feature(link_llvm_intrinsics)]
#![allow(internal_features)]

#[cfg(not(feature = "gfx942"))]
use rig_counter_core::filter_of_hw_id2;

/// `s_getreg_b32`'s operand for HW_ID2 read whole: hardware register 24 (AMD's
/// RDNA 4 ISA guide; LLVM `SIDefines.h` `ID_HW_ID2`) in bits 5:0, offset 0 in
/// bits 10:6, size minus one (31) in bits 15:11.
#[cfg(not(feature = "gfx942"))]
const HW_ID2_WHOLE: i32 = 24 | (31 << 11);

/// `s_getreg_b32`'s operand for HW_ID read whole on gfx942 and gfx950:
/// hardware register 4 (AMD's CDNA 3 ISA guide; LLVM `SIDefines.h` `ID_HW_ID`,
/// before GFX10), offset 0, size minus one 31.
#[cfg(feature = "gfx942")]
const HW_ID_WHOLE: i32 = 4 | (31 << 11);

unsafe extern "C" {
    /// `s_getreg_b32`: reads a hardware register of the wave (LLVM's
    /// `llvm.amdgcn.s.getreg`, whose operand must be a constant).
    #[link_name = "llvm.amdgcn.s.getreg"]
    fn s_getreg(operand: i32) -> i32;
}

/// The wave's HW_ID2 register.
#[cfg(not(feature = "gfx942"))]
#[inline(always)]
fn hw_id2() -> u32 {
    // SAFETY: s_getreg_b32 only reads a hardware register of the wave into an
    // SGPR; it touches no memory.
    unsafe { s_getreg(HW_ID2_WHOLE) as u32 }
}

/// The filter word counting this wave's VMID alone: what `rig-counter filter
/// GPU --hw-id2 WORD` prints for this wave's HW_ID2.
#[cfg(not(feature = "gfx942"))]
#[unsafe(no_mangle)]
pub extern "C" fn rig_counter_own_filter() -> u32 {
    filter_of_hw_id2(hw_id2())
}

/// The filter word counting this gfx942/gfx950 wave's VMID alone
/// (SQ_PERFCOUNTER_CTRL's CS_EN and VMID_MASK bit): what `rig-counter filter
/// GPU --hw-id WORD` prints for this wave's HW_ID.
#[cfg(feature = "gfx942")]
#[unsafe(no_mangle)]
pub extern "C" fn rig_counter_own_filter() -> u32 {
    // SAFETY: s_getreg_b32 only reads a hardware register of the wave into an
    // SGPR; it touches no memory.
    rig_counter_core::filter_of_hw_id(unsafe { s_getreg(HW_ID_WHOLE) as u32 })
}
