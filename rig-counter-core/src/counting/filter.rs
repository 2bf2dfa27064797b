//! The VMID filter word of SQ_PERFCOUNTER_CTRL2.

use super::{CountingError, sequencing};
use crate::gpu::Gpu;
use crate::regs::Field;

/// Marker of SQ_PERFCOUNTER_CTRL2's fields as the filter word uses them; a test
/// checks them against the generated GC 11.0.0 and 12.0.0 registers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FilterWord {}
/// Marker of a wave's HW_ID2 hardware register.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HwId2 {}

/// SQ_PERFCOUNTER_CTRL2's FORCE_EN, bit 0 (GC 12.0.0 register headers).
pub const SQ_PERFCOUNTER_CTRL2_FORCE_EN: Field<FilterWord> = Field::new(0, 1);
/// SQ_PERFCOUNTER_CTRL2's VMID_EN, bits 16:1: one bit per VMID.
pub const SQ_PERFCOUNTER_CTRL2_VMID_EN: Field<FilterWord> = Field::new(1, 16);
/// HW_ID2's VM_ID, bits 27:24: the VMID of the wave reading it (hardware
/// register 24, read with `s_getreg_b32`; AMD's RDNA 3 and RDNA 4 ISA guides,
/// LLVM `SIDefines.h` `ID_HW_ID2`).
pub const HW_ID2_VM_ID: Field<HwId2> = Field::new(24, 4);

/// The filter word that counts the waves of VMID `vmid` alone:
/// `1 | 1 << (vmid + 1)` (FORCE_EN and the VMID's bit of VMID_EN).
///
/// Errors: [`CountingError::VmidOutOfRange`] if `vmid` is not in 0 to 15;
/// [`CountingError::NotCountable`] if `gpu` is not a GFX11 or GFX12 GPU of one
/// die (both have these fields: Linux `gc_11_0_0_sh_mask.h`, `gc_12_0_0_sh_mask.h`).
pub fn filter(gpu: &Gpu, vmid: u32) -> Result<u32, CountingError> {
    if vmid > 15 {
        return Err(CountingError::VmidOutOfRange { vmid });
    }
    sequencing::countable(gpu)?;
    Ok(filter_of_vmid(vmid))
}

const fn filter_of_vmid(vmid: u32) -> u32 {
    SQ_PERFCOUNTER_CTRL2_FORCE_EN.val(1).bits() | 1 << (SQ_PERFCOUNTER_CTRL2_VMID_EN.shift() as u32 + (vmid & 0xF))
}

/// The filter word of the VMID in `hw_id2`, a wave's HW_ID2 register: what
/// [`filter`] gives for that VMID. A plain `const fn` on integers, so a GPU
/// kernel can compute its own filter and store it for `start`.
pub const fn filter_of_hw_id2(hw_id2: u32) -> u32 {
    filter_of_vmid(HW_ID2_VM_ID.get(hw_id2))
}

#[cfg(all(test, feature = "gfx12"))]
mod tests {
    use super::*;
    use crate::regs::gc_12_0_0::sq_perfcounter_ctrl2 as ctrl2;

    #[test]
    fn the_filter_fields_are_the_generated_registers() {
        let same = |a: Field<FilterWord>, b: Field<crate::regs::gc_12_0_0::SqPerfcounterCtrl2>| {
            (a.shift(), a.width()) == (b.shift(), b.width())
        };
        assert!(same(SQ_PERFCOUNTER_CTRL2_FORCE_EN, ctrl2::FORCE_EN));
        assert!(same(SQ_PERFCOUNTER_CTRL2_VMID_EN, ctrl2::VMID_EN));
    }
}
