//! Register tables per GC version: names, absolute dword addresses and fields of
//! the registers that counting reads and writes.
//!
//! [`generated`] comes from `data/perf-registers-gc943-gc11-gc12.csv` (every
//! performance-counter register of GC 9.4.3, 11.0.0 and 12.0.0, from the Linux
//! amdgpu register headers through ROCm/aqlprofile) through
//! `cargo run -p xtask -- regs`, which checks every address and field against
//! Mesa's register database (`mesa-registers-gfx940.json`, `-gfx11.json`,
//! `-gfx12.json`).

#[rustfmt::skip]
pub mod generated;

use crate::gpu::GcVersion;

/// A bit field of a register: `width` bits from bit `shift`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct FieldDef {
    /// AMD's name for it, as `SE_INDEX`.
    pub name: &'static str,
    /// Its lowest bit.
    pub shift: u8,
    /// Its bits, 1 to 32.
    pub width: u8,
}

impl FieldDef {
    /// Its bits in place: `((1 << width) - 1) << shift`.
    pub const fn mask(&self) -> u32 {
        let ones = if self.width >= 32 { u32::MAX } else { (1u32 << self.width) - 1 };
        ones.wrapping_shl(self.shift as u32)
    }

    /// `value` in its bits, or `None` if `value` does not fit its width.
    pub const fn encode(&self, value: u32) -> Option<u32> {
        let ones = self.mask().wrapping_shr(self.shift as u32);
        if value > ones { None } else { Some(value.wrapping_shl(self.shift as u32)) }
    }

    /// Its value in register word `word`.
    pub const fn decode(&self, word: u32) -> u32 {
        (word & self.mask()).wrapping_shr(self.shift as u32)
    }
}

/// A register of one GC version.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct RegisterDef {
    /// AMD's name for it, as `GRBM_GFX_INDEX`.
    pub name: &'static str,
    /// Its absolute dword address (the byte address divided by 4), as `0xC200`.
    pub address: u32,
    /// Its fields, lowest bit first; empty when the sources give none.
    pub fields: &'static [FieldDef],
}

impl RegisterDef {
    /// Its field named `name`.
    pub fn field(&self, name: &str) -> Option<&'static FieldDef> {
        self.fields.iter().find(|f| f.name == name)
    }
}

/// The counting registers of one GC version.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct RegisterTable {
    /// The GC version the table was taken from, as 12.0.0.
    pub gc: GcVersion,
    /// Its registers, sorted by name (byte order).
    pub registers: &'static [RegisterDef],
}

impl RegisterTable {
    /// The table for a GPU of GC version `gc`: the table of the same major and
    /// minor version (GC 12.0.1 uses 12.0.0's), `None` if there is none.
    pub fn of(gc: GcVersion) -> Option<&'static RegisterTable> {
        generated::TABLES.iter().find(|t| t.gc.major == gc.major && t.gc.minor == gc.minor)
    }

    /// The register named `name`, by binary search.
    pub fn register(&self, name: &str) -> Option<&'static RegisterDef> {
        let regs = self.registers;
        regs.binary_search_by(|r| r.name.cmp(name)).ok().and_then(|i| regs.get(i))
    }

    /// The register at absolute dword address `address`.
    pub fn at(&self, address: u32) -> Option<&'static RegisterDef> {
        self.registers.iter().find(|r| r.address == address)
    }
}
