//! The registers of each GC version that counting reads and writes: `const`
//! registers with typed fields, one module per GC version ([`gc_12_0_0`],
//! [`gc_11_0_0`], [`gc_9_4_3`]), which programs name, so a register missing from
//! a GC version is a compile error and costs nothing at run time; and, with the
//! cargo feature `names`, the same registers by name for the disassembler.
//!
//! [`generated`] comes from `data/perf-registers-gc943-gc11-gc12.csv` (every
//! performance-counter register of GC 9.4.3, 11.0.0 and 12.0.0, from the Linux
//! amdgpu register headers through ROCm/aqlprofile) through
//! `cargo run -p xtask -- regs`, which checks every address and field against
//! Mesa's register database (`mesa-registers-gfx940.json`, `-gfx11.json`,
//! `-gfx12.json`).

#[rustfmt::skip]
pub mod generated;

#[allow(unused_imports)] // a build of GC 12.5 alone has no registers
pub use generated::*;

use core::marker::PhantomData;

/// A register of one GC version: its absolute dword address (the byte address
/// divided by 4), typed by a marker `R` that its [`Field`]s share, so a value
/// built from another register's fields does not compile. The generated
/// modules ([`gc_12_0_0`], ...) hold one `const` per register.
pub struct Reg<R> {
    address: u32,
    marker: PhantomData<fn() -> R>,
}

impl<R> Clone for Reg<R> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<R> Copy for Reg<R> {}
impl<R> core::fmt::Debug for Reg<R> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "Reg({:#06x})", self.address)
    }
}
impl<R> PartialEq for Reg<R> {
    fn eq(&self, other: &Self) -> bool {
        self.address == other.address
    }
}
impl<R> Eq for Reg<R> {}

/// The first register SET_UCONFIG_REG writes, and the end (exclusive) of its
/// range (Linux `soc15d.h` `PACKET3_SET_UCONFIG_REG_START` / `_END`).
pub const UCONFIG_RANGE: core::ops::Range<u32> = 0xC000..0x10000;
/// The first register SET_SH_REG writes, and the end of its range
/// (`PACKET3_SET_SH_REG_START` / `_END`).
pub const SH_RANGE: core::ops::Range<u32> = 0x2C00..0x3000;

impl<R> Reg<R> {
    /// The register at absolute dword address `address`.
    pub const fn new(address: u32) -> Self {
        Reg { address, marker: PhantomData }
    }

    /// Its absolute dword address.
    pub const fn address(self) -> u32 {
        self.address
    }

    /// Its offset in SET_UCONFIG_REG's range (address - 0xC000), `None` if it
    /// lies outside 0xC000 to 0xFFFF.
    pub const fn uconfig_offset(self) -> Option<u32> {
        if self.address >= UCONFIG_RANGE.start && self.address < UCONFIG_RANGE.end {
            Some(self.address - UCONFIG_RANGE.start)
        } else {
            None
        }
    }

    /// Its offset in SET_SH_REG's range (address - 0x2C00), `None` if it lies
    /// outside 0x2C00 to 0x2FFF.
    pub const fn sh_offset(self) -> Option<u32> {
        if self.address >= SH_RANGE.start && self.address < SH_RANGE.end {
            Some(self.address - SH_RANGE.start)
        } else {
            None
        }
    }
}

/// `Some(v)`'s `v`, for `const` items only: a `None` stops the build there,
/// as a register outside its packet's range must.
pub const fn must(offset: Option<u32>) -> u32 {
    match offset {
        Some(v) => v,
        None => panic!("a register outside its packet's range"),
    }
}

/// A bit field of registers of marker `R`: `width` bits from bit `shift`.
pub struct Field<R> {
    shift: u8,
    width: u8,
    marker: PhantomData<fn() -> R>,
}

impl<R> Clone for Field<R> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<R> Copy for Field<R> {}
impl<R> core::fmt::Debug for Field<R> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "Field[{}:{}]", u32::from(self.shift) + u32::from(self.width) - 1, self.shift)
    }
}
impl<R> PartialEq for Field<R> {
    fn eq(&self, other: &Self) -> bool {
        (self.shift, self.width) == (other.shift, other.width)
    }
}
impl<R> Eq for Field<R> {}

impl<R> Field<R> {
    /// The field of `width` bits (1 to 32) from bit `shift`.
    pub const fn new(shift: u8, width: u8) -> Self {
        Field { shift, width, marker: PhantomData }
    }

    /// Its lowest bit.
    pub const fn shift(self) -> u8 {
        self.shift
    }

    /// Its bits, 1 to 32.
    pub const fn width(self) -> u8 {
        self.width
    }

    /// The largest value it holds: `2^width - 1`.
    pub const fn max(self) -> u32 {
        if self.width >= 32 { u32::MAX } else { (1u32 << self.width) - 1 }
    }

    /// Its bits in place: `max() << shift`.
    pub const fn mask(self) -> u32 {
        self.max().wrapping_shl(self.shift as u32)
    }

    /// `value` in its bits, or `None` if `value` exceeds [`Field::max`].
    pub const fn try_val(self, value: u32) -> Option<Value<R>> {
        if value > self.max() { None } else { Some(Value::raw(value.wrapping_shl(self.shift as u32))) }
    }

    /// `value` in its bits, its bits beyond the field's width dropped: for
    /// constants (whose fit a test or a `const` assertion checks) and values
    /// checked against [`Field::max`] beforehand.
    pub const fn val(self, value: u32) -> Value<R> {
        Value::raw((value & self.max()).wrapping_shl(self.shift as u32))
    }

    /// Its value in register word `word`.
    pub const fn get(self, word: u32) -> u32 {
        (word & self.mask()).wrapping_shr(self.shift as u32)
    }
}

/// A value of a register of marker `R`, built from its fields.
pub struct Value<R> {
    bits: u32,
    marker: PhantomData<fn() -> R>,
}

impl<R> Clone for Value<R> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<R> Copy for Value<R> {}
impl<R> core::fmt::Debug for Value<R> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "Value({:#x})", self.bits)
    }
}
impl<R> PartialEq for Value<R> {
    fn eq(&self, other: &Self) -> bool {
        self.bits == other.bits
    }
}
impl<R> Eq for Value<R> {}

impl<R> Value<R> {
    /// Every bit 0.
    pub const ZERO: Value<R> = Value::raw(0);

    const fn raw(bits: u32) -> Self {
        Value { bits, marker: PhantomData }
    }

    /// This value with `other`'s bits set too.
    pub const fn with(self, other: Value<R>) -> Value<R> {
        Value::raw(self.bits | other.bits)
    }

    /// The register word.
    pub const fn bits(self) -> u32 {
        self.bits
    }
}

impl<R> core::ops::BitOr for Value<R> {
    type Output = Value<R>;
    fn bitor(self, other: Value<R>) -> Value<R> {
        self.with(other)
    }
}

/// A bit field of a register, with its name: the disassembler's view (feature `names`).
#[cfg(feature = "names")]
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

#[cfg(feature = "names")]
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

/// A register of one GC version, with its name and fields (feature `names`).
#[cfg(feature = "names")]
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

#[cfg(feature = "names")]
impl RegisterDef {
    /// Its field named `name`.
    pub fn field(&self, name: &str) -> Option<&'static FieldDef> {
        self.fields.iter().find(|f| f.name == name)
    }
}

/// The counting registers of one GC version by name, for showing them (the
/// disassembler); programs use the `const` registers instead (feature `names`).
#[cfg(feature = "names")]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct RegisterTable {
    /// The GC version the table was taken from, as 12.0.0.
    pub gc: crate::gpu::GcVersion,
    /// Its registers, sorted by name (byte order).
    pub registers: &'static [RegisterDef],
}

#[cfg(feature = "names")]
/// GC versions (major, minor) whose registers are those of another version's
/// table: GC 9.5 (gfx950) uses GC 9.4.3's (Linux's `gfx_v9_4_3.c` drives 9.4.3,
/// 9.4.4 and 9.5.0 with `gc_9_4_3_offset.h`); GC 11.5 (gfx1150, gfx1151) uses
/// 11.0.0's (aqlprofile's gfx11.5 factory derives from its gfx11 one). The
/// counting programs use the same (`counting::sequencing`).
pub const SAME_REGISTERS: [((u8, u8), (u8, u8)); 2] = [((9, 5), (9, 4)), ((11, 5), (11, 0))];

#[cfg(feature = "names")]
impl RegisterTable {
    /// The table for a GPU of GC version `gc`: the table of the same major and
    /// minor version (GC 12.0.1 uses 12.0.0's), or of the version whose
    /// registers it uses ([`SAME_REGISTERS`]: GC 9.5 uses 9.4.3's, 11.5 uses
    /// 11.0.0's); `None` if there is none.
    pub fn of(gc: crate::gpu::GcVersion) -> Option<&'static RegisterTable> {
        let (major, minor) =
            SAME_REGISTERS.iter().find(|(of, _)| *of == (gc.major, gc.minor)).map_or((gc.major, gc.minor), |a| a.1);
        generated::TABLES.iter().find(|t| t.gc.major == major && t.gc.minor == minor)
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

#[cfg(all(test, feature = "names"))]
mod tests {
    use super::*;
    use crate::gpu::GcVersion;

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
        // gfx950 and Strix: the tables of the registers they use.
        let gfx950 = RegisterTable::of(GcVersion { major: 9, minor: 5, revision: 0 }).unwrap();
        assert_eq!(gfx950.gc, GcVersion { major: 9, minor: 4, revision: 3 });
        assert_eq!(gfx950.at(0xDCBF).map(|r| r.name), Some("RLC_PERFMON_CLK_CNTL"));
        let strix = RegisterTable::of(GcVersion { major: 11, minor: 5, revision: 1 }).unwrap();
        assert_eq!(strix.gc, GcVersion { major: 11, minor: 0, revision: 0 });
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
    fn the_const_registers_are_the_tables() {
        let t = gfx12();
        assert_eq!(gc_12_0_0::GRBM_GFX_INDEX.address(), 0xC200);
        assert_eq!(gc_12_0_0::SQ_PERFCOUNTER_SELECT[2], gc_12_0_0::SQ_PERFCOUNTER2_SELECT);
        assert_eq!(gc_12_0_0::SQ_PERFCOUNTER_SELECT[14].address(), 0xD9CE);
        assert_eq!(gc_12_0_0::SQ_PERFCOUNTER_LO[7].address(), 0xD1CE);
        let se = t.register("GRBM_GFX_INDEX").and_then(|r| r.field("SE_INDEX")).unwrap();
        let f = gc_12_0_0::grbm_gfx_index::SE_INDEX;
        assert_eq!((f.shift(), f.width()), (se.shift, se.width));
        assert_eq!(f.val(3).bits(), 3 << 16);
        assert_eq!(f.try_val(16), None);
        assert_eq!(gc_12_0_0::GRBM_GFX_INDEX.uconfig_offset(), Some(0x200));
        assert_eq!(gc_12_0_0::COMPUTE_PERFCOUNT_ENABLE.uconfig_offset(), None);
        assert_eq!(gc_12_0_0::COMPUTE_PERFCOUNT_ENABLE.sh_offset(), Some(0x20B));
        let v = gc_12_0_0::cp_perfmon_cntl_1::PERFMON_STATE.val(2)
            | gc_12_0_0::cp_perfmon_cntl_1::PERFMON_SAMPLE_ENABLE.val(1);
        assert_eq!(v.bits(), 0x402);
    }

    #[test]
    fn at_finds_a_register_by_address() {
        assert_eq!(gfx12().at(0xC200).map(|r| r.name), Some("GRBM_GFX_INDEX"));
        assert_eq!(gfx12().at(0xFFFF), None);
    }
}
