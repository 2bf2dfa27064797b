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

#[cfg(test)]
mod tests {
    use super::*;

    const GC_12_0_0: GcVersion = GcVersion { major: 12, minor: 0, revision: 0 };

    fn gfx12() -> &'static RegisterTable {
        RegisterTable::of(GC_12_0_0).unwrap()
    }

    /// The register `name` of GC 12.0.0, with its address checked.
    fn register(name: &str, address: u32) -> &'static RegisterDef {
        let reg = gfx12().register(name).unwrap_or_else(|| panic!("no {name}"));
        assert_eq!(reg.address, address, "{name}");
        reg
    }

    /// The field `name` of `reg`, with its shift and width checked.
    fn field(reg: &RegisterDef, name: &str, shift: u8, width: u8) {
        let f = reg.field(name).unwrap_or_else(|| panic!("{}: no {name}", reg.name));
        assert_eq!((f.shift, f.width), (shift, width), "{}.{name}", reg.name);
    }

    #[test]
    fn gfx12_counting_registers_are_amds() {
        let grbm = register("GRBM_GFX_INDEX", 0xC200);
        field(grbm, "SE_INDEX", 16, 4);
        field(grbm, "SA_INDEX", 8, 2);
        field(grbm, "INSTANCE_INDEX", 0, 7);
        field(grbm, "SE_BROADCAST_WRITES", 31, 1);
        let cp = register("CP_PERFMON_CNTL_1", 0xD808);
        field(cp, "PERFMON_STATE", 0, 4);
        field(cp, "PERFMON_SAMPLE_ENABLE", 10, 1);
        field(register("SQ_PERFCOUNTER0_SELECT", 0xD9C0), "PERF_SEL", 0, 9);
        register("SQ_PERFCOUNTER3_LO", 0xD1C6);
        field(register("SQ_PERFCOUNTER_CTRL", 0xD9E0), "CS_EN", 6, 1);
        let ctrl2 = register("SQ_PERFCOUNTER_CTRL2", 0xD9E2);
        field(ctrl2, "FORCE_EN", 0, 1);
        field(ctrl2, "VMID_EN", 1, 16);
    }

    #[test]
    fn revisions_share_their_minor_versions_table() {
        assert_eq!(RegisterTable::of(GcVersion { major: 12, minor: 0, revision: 1 }).unwrap().gc, GC_12_0_0);
        assert_eq!(RegisterTable::of(GcVersion { major: 12, minor: 5, revision: 0 }), None);
    }

    #[test]
    fn tables_are_sorted_so_binary_search_finds_every_name() {
        assert!(!generated::TABLES.is_empty());
        for t in generated::TABLES {
            assert!(t.registers.windows(2).all(|w| w[0].name < w[1].name), "{:?}", t.gc);
            for reg in t.registers {
                assert_eq!(t.register(reg.name), Some(reg));
                assert!(reg.fields.windows(2).all(|w| w[0].shift < w[1].shift), "{}", reg.name);
            }
        }
    }

    #[test]
    fn encode_refuses_values_that_do_not_fit() {
        let sa = gfx12().register("GRBM_GFX_INDEX").and_then(|r| r.field("SA_INDEX")).unwrap();
        assert_eq!(sa.mask(), 0x300);
        assert_eq!(sa.encode(3), Some(0x300));
        assert_eq!(sa.encode(4), None);
        assert_eq!(sa.decode(0xFFFF_FEFF), 2);
        let broadcast = gfx12().register("GRBM_GFX_INDEX").and_then(|r| r.field("SE_BROADCAST_WRITES")).unwrap();
        assert_eq!(broadcast.encode(1), Some(0x8000_0000));
        assert_eq!(broadcast.encode(2), None);
    }

    #[test]
    fn at_finds_a_register_by_address() {
        assert_eq!(gfx12().at(0xC200).map(|r| r.name), Some("GRBM_GFX_INDEX"));
        assert_eq!(gfx12().at(0xFFFF), None);
    }
}
