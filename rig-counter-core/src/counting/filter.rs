//! The VMID filter word of SQ_PERFCOUNTER_CTRL2.

use super::{CountingError, one_die_gfx12};
use crate::gpu::Gpu;
use crate::regs::FieldDef;

/// SQ_PERFCOUNTER_CTRL2's FORCE_EN, bit 0 (GC 12.0.0 register headers; checked
/// against the generated register table in the tests).
pub const SQ_PERFCOUNTER_CTRL2_FORCE_EN: FieldDef = FieldDef { name: "FORCE_EN", shift: 0, width: 1 };
/// SQ_PERFCOUNTER_CTRL2's VMID_EN, bits 16:1: one bit per VMID.
pub const SQ_PERFCOUNTER_CTRL2_VMID_EN: FieldDef = FieldDef { name: "VMID_EN", shift: 1, width: 16 };
/// HW_ID2's VM_ID, bits 27:24: the VMID of the wave reading it (hardware
/// register 24, read with `s_getreg_b32`; AMD's RDNA 3 and RDNA 4 ISA guides,
/// LLVM `SIDefines.h` `ID_HW_ID2`).
pub const HW_ID2_VM_ID: FieldDef = FieldDef { name: "VM_ID", shift: 24, width: 4 };

/// The filter word that counts the waves of VMID `vmid` alone:
/// `1 | 1 << (vmid + 1)` (FORCE_EN and the VMID's bit of VMID_EN).
///
/// Errors: [`CountingError::VmidOutOfRange`] if `vmid` is not in 0 to 15;
/// [`CountingError::NotOneDieGfx12`] if `gpu` is not a GFX12 GPU of one die.
pub fn filter(gpu: &Gpu, vmid: u32) -> Result<u32, CountingError> {
    if vmid > 15 {
        return Err(CountingError::VmidOutOfRange { vmid });
    }
    one_die_gfx12(gpu)?;
    Ok(filter_of_vmid(vmid))
}

const fn filter_of_vmid(vmid: u32) -> u32 {
    (1 << SQ_PERFCOUNTER_CTRL2_FORCE_EN.shift) | 1 << (SQ_PERFCOUNTER_CTRL2_VMID_EN.shift as u32 + (vmid & 0xF))
}

/// The filter word of the VMID in `hw_id2`, a wave's HW_ID2 register: what
/// [`filter`] gives for that VMID. A plain `const fn` on integers, so a GPU
/// kernel can compute its own filter and store it for `start`.
pub const fn filter_of_hw_id2(hw_id2: u32) -> u32 {
    filter_of_vmid(HW_ID2_VM_ID.decode(hw_id2))
}
