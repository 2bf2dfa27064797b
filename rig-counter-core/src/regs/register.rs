//! A register of one GC version, its fields and their values, typed so that
//! only a register's own fields build its values; and, for the
//! disassembler, registers and fields by name. The generated modules
//! ([`generated`](super::generated)) are made of these.

use core::marker::PhantomData;

/// A register of one GC version: its absolute dword address (the byte address
/// divided by 4), typed by a marker `R` that its [`Field`]s share, so a value
/// built from another register's fields does not compile. The generated
/// modules ([`gc_12_0_0`](super::gc_12_0_0), ...) hold one `const` per register.
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
