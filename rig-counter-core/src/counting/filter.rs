//! The VMID filter word: SQ_PERFCOUNTER_CTRL2 on GFX11 and GFX12,
//! SQ_PERFCOUNTER_CTRL on gfx942 and gfx950.

use super::{CountingError, sequencing};
use crate::gpu::{Family, Gpu};
use crate::regs::Field;

/// Marker of SQ_PERFCOUNTER_CTRL2's fields as the filter word uses them; a test
/// checks them against the generated GC 11.0.0 and 12.0.0 registers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FilterWord {}
/// Marker of a wave's HW_ID2 hardware register.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HwId2 {}
/// Marker of SQ_PERFCOUNTER_CTRL's fields as gfx942's and gfx950's filter word
/// uses them; a test checks them against the generated GC 9.4.3 registers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CtrlFilterWord {}
/// Marker of a gfx942/gfx950 wave's HW_ID hardware register.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HwId {}

/// SQ_PERFCOUNTER_CTRL2's FORCE_EN, bit 0 (GC 12.0.0 register headers).
pub const SQ_PERFCOUNTER_CTRL2_FORCE_EN: Field<FilterWord> = Field::new(0, 1);
/// SQ_PERFCOUNTER_CTRL2's VMID_EN, bits 16:1: one bit per VMID.
pub const SQ_PERFCOUNTER_CTRL2_VMID_EN: Field<FilterWord> = Field::new(1, 16);
/// HW_ID2's VM_ID, bits 27:24: the VMID of the wave reading it (hardware
/// register 24, read with `s_getreg_b32`; AMD's RDNA 3 and RDNA 4 ISA guides,
/// LLVM `SIDefines.h` `ID_HW_ID2`).
pub const HW_ID2_VM_ID: Field<HwId2> = Field::new(24, 4);

/// SQ_PERFCOUNTER_CTRL's CS_EN, bit 6: count compute waves (Linux
/// `gc_9_4_3_sh_mask.h`).
pub const SQ_PERFCOUNTER_CTRL_CS_EN: Field<CtrlFilterWord> = Field::new(6, 1);
/// SQ_PERFCOUNTER_CTRL's VMID_MASK, bits 31:16 on gfx942 and gfx950: one bit
/// per VMID whose waves count (Linux `gc_9_4_3_sh_mask.h`; aqlprofile
/// gfx9_primitives.h l.348-352 and tinygrad write 0xFFFF there).
pub const SQ_PERFCOUNTER_CTRL_VMID_MASK: Field<CtrlFilterWord> = Field::new(16, 16);
/// HW_ID's VM_ID, bits 23:20: the VMID of the gfx942/gfx950 wave reading it
/// (hardware register 4, read with `s_getreg_b32`; Mesa's gfx940 register
/// database, SQ_WAVE_HW_ID; LLVM `SIDefines.h` `ID_HW_ID`, before GFX10).
pub const HW_ID_VM_ID: Field<HwId> = Field::new(20, 4);

/// The filter word that counts the waves of VMID `vmid` alone. On GFX11 and
/// GFX12, SQ_PERFCOUNTER_CTRL2's `1 | 1 << (vmid + 1)` (FORCE_EN and the
/// VMID's bit of VMID_EN; Linux `gc_11_0_0_sh_mask.h`, `gc_12_0_0_sh_mask.h`);
/// on gfx942 and gfx950, SQ_PERFCOUNTER_CTRL's `0x40 | 1 << (vmid + 16)`
/// (CS_EN and the VMID's bit of VMID_MASK: the filter lives in CTRL there,
/// CTRL2 has FORCE_EN only).
///
/// Errors: [`CountingError::VmidOutOfRange`] if `vmid` is not in 0 to 15;
/// [`CountingError::NotCountable`] if `gpu` is not a gfx942 or gfx950 GPU, or
/// a GFX11 or GFX12 GPU of one die.
pub fn filter(gpu: &Gpu, vmid: u32) -> Result<u32, CountingError> {
    if vmid > 15 {
        return Err(CountingError::VmidOutOfRange { vmid });
    }
    sequencing::countable(gpu)?;
    Ok(match gpu.family() {
        Some(Family::Gfx9) => ctrl_filter_of_vmid(vmid),
        _ => filter_of_vmid(vmid),
    })
}

const fn ctrl_filter_of_vmid(vmid: u32) -> u32 {
    SQ_PERFCOUNTER_CTRL_CS_EN.val(1).bits() | 1 << (SQ_PERFCOUNTER_CTRL_VMID_MASK.shift() as u32 + (vmid & 0xF))
}

/// The gfx942/gfx950 filter word of the VMID in `hw_id`, a wave's HW_ID
/// register: what [`filter`] gives for that VMID on those GPUs. A plain
/// `const fn` on integers, so a GPU kernel can compute its own filter and
/// store it for `start`.
pub const fn filter_of_hw_id(hw_id: u32) -> u32 {
    ctrl_filter_of_vmid(HW_ID_VM_ID.get(hw_id))
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

#[cfg(all(test, feature = "gfx9"))]
mod gfx9_tests {
    use super::*;
    use crate::regs::gc_9_4_3::sq_perfcounter_ctrl as ctrl;

    #[test]
    fn the_gfx9_filter_fields_are_the_generated_registers() {
        let same = |a: Field<CtrlFilterWord>, b: Field<crate::regs::gc_9_4_3::SqPerfcounterCtrl>| {
            (a.shift(), a.width()) == (b.shift(), b.width())
        };
        assert!(same(SQ_PERFCOUNTER_CTRL_CS_EN, ctrl::CS_EN));
        assert!(same(SQ_PERFCOUNTER_CTRL_VMID_MASK, ctrl::VMID_MASK));
        // VMID 5 in HW_ID bits 23:20: CS_EN | VMID_MASK bit 5.
        assert_eq!(filter_of_hw_id(0x0050_0000), 0x0020_0040);
        assert_eq!(filter_of_hw_id(0xFFFF_FFFF), 0x8000_0040);
    }
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
