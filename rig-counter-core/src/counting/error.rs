//! Why a counting program, or a filter word, was refused.

use crate::catalog::Block;
use crate::gpu::{GcVersion, Processor};
use core::fmt;

/// Why `filter`, `start`, `sample` or `stop` refused. A refused program writes nothing.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub enum CountingError {
    /// A VMID outside 0 to 15: `vmid 16 is not in 0..=15`.
    VmidOutOfRange {
        /// The VMID given.
        vmid: u32,
    },
    /// The GPU is neither a gfx942/gfx950 GPU of 1 to 8 dies nor a GFX11 or
    /// GFX12 GPU of one die: `counting is for gfx942 and gfx950 GPUs (1 to 8
    /// dies) and GFX11 and GFX12 GPUs of one die, not gfx1201 (2 dies)`.
    NotCountable {
        /// Its processor.
        processor: Processor,
        /// Its dies.
        xccs: u8,
    },
    /// The GPU's GC version is of another family than its processor (a `Gpu`
    /// built by hand): `gfx1201 is a GFX12 processor, but the GPU's GC version is 11.0.0`.
    GcOfAnotherFamily {
        /// Its processor.
        processor: Processor,
        /// Its GC version.
        gc: GcVersion,
    },
    /// `filter_address` is not a multiple of 4: `filter address 0x10002 is not a multiple of 4`.
    FilterAddressMisaligned {
        /// The byte address given.
        address: u64,
    },
    /// The samples' address is not a multiple of 8: `address 0x20004 is not a multiple of 8`.
    AddressMisaligned {
        /// The byte address given.
        address: u64,
    },
    /// The samples would end past the last byte address, `u64::MAX`.
    AddressOverflow {
        /// The byte address given.
        address: u64,
        /// The samples' bytes.
        bytes: u32,
    },
    /// The layout holds a counter of a block the GPU's programs have no
    /// registers of (a layout made by hand, or a catalog newer than the
    /// programs): `gfx1201 has no counting registers of block TCC; TCC_HIT is a TCC counter`.
    NoBlockRegisters {
        /// The GPU's processor.
        processor: Processor,
        /// The first such counter.
        name: &'static str,
        /// Its block.
        block: Block,
    },
    /// The layout was made for another GPU than the program's.
    LayoutOfAnotherGpu,
    /// rig-counter has no registers of the GPU's GC version (its major and
    /// minor version), or was built without its family:
    /// `rig-counter has no registers of GC 12.1.0`.
    NoRegisters {
        /// The GPU's GC version.
        gc: GcVersion,
    },
    /// A counter sits on a select register that cannot select its event:
    /// `SQ_FOO (event 0x1f4) cannot be counted by layout register 1: its select takes events up to 0x1d9`.
    SelectCannotCount {
        /// The counter.
        name: &'static str,
        /// Its event.
        event: u16,
        /// Its layout register.
        register: u8,
        /// The largest event that register's select takes.
        max: u32,
    },
    /// The active-WGP description does not hold one mask per shader engine:
    /// `wgps holds 3 engines; this gfx1201 has 4`.
    WrongEngines {
        /// Masks given.
        given: usize,
        /// The GPU's shader engines.
        engines: u8,
        /// The GPU's processor.
        processor: Processor,
    },
    /// An engine's mask marks a WGP the engine is not built with.
    WgpOutOfRange {
        /// The engine.
        engine: usize,
        /// The mask.
        mask: u32,
        /// WGPs per engine: arrays times WGPs per array.
        wgps: u32,
    },
    /// An engine has more WGPs than a 32-bit mask describes.
    TooManyWgps {
        /// WGPs per engine.
        wgps: u32,
    },
    /// The caller's buffer is too small; it is left untouched.
    BufferTooSmall {
        /// Words the program takes.
        needed: usize,
        /// Words the buffer holds.
        len: usize,
    },
    /// The GPU's geometry has an engine, array or WGP that GRBM_GFX_INDEX
    /// cannot address: `0x4 does not fit field SA_INDEX`.
    Unaddressable {
        /// The GRBM_GFX_INDEX field.
        field: &'static str,
        /// The value that does not fit it.
        value: u32,
    },
    /// The GPU has more shader engines than a prepared stop program holds
    /// ([`MAX_ENGINES`](super::MAX_ENGINES)).
    TooManyEngines {
        /// Its engines.
        engines: u8,
    },
    /// The words given to `patch` do not hold the program: a word that no
    /// address changes differs, or they are fewer.
    NotThisProgram,
    /// No public source gives the processor's counter registers (GC 12.5,
    /// gfx1250): `gfx1250 has no counting programs: no public source gives
    /// its counter registers' addresses`.
    RegistersNotPublic {
        /// The GPU's processor.
        processor: Processor,
    },
}

impl CountingError {
    /// The error's stable number, 16 to 33, for interfaces that carry errors
    /// as integers (a GPU kernel's output, a C caller): `VmidOutOfRange` 16,
    /// `NotCountable` 17, `GcOfAnotherFamily` 18, `FilterAddressMisaligned` 19,
    /// `AddressMisaligned` 20, `AddressOverflow` 21, `NoBlockRegisters` 22,
    /// `LayoutOfAnotherGpu` 23, `NoRegisters` 24, `SelectCannotCount` 25,
    /// `WrongEngines` 26, `WgpOutOfRange` 27, `TooManyWgps` 28,
    /// `BufferTooSmall` 29, `Unaddressable` 30, `TooManyEngines` 31,
    /// `NotThisProgram` 32, `RegistersNotPublic` 33. A number is never reused; a new error takes the
    /// next, up to 47 (48 to 63 are the C interface's own codes, and
    /// `plan::PlanError::code` (feature `plan`) numbers the
    /// planner's from 64). [`LayoutError::code`](crate::LayoutError::code)
    /// numbers layouts' errors below 16.
    pub const fn code(&self) -> u32 {
        match self {
            CountingError::VmidOutOfRange { .. } => 16,
            CountingError::NotCountable { .. } => 17,
            CountingError::GcOfAnotherFamily { .. } => 18,
            CountingError::FilterAddressMisaligned { .. } => 19,
            CountingError::AddressMisaligned { .. } => 20,
            CountingError::AddressOverflow { .. } => 21,
            CountingError::NoBlockRegisters { .. } => 22,
            CountingError::LayoutOfAnotherGpu => 23,
            CountingError::NoRegisters { .. } => 24,
            CountingError::SelectCannotCount { .. } => 25,
            CountingError::WrongEngines { .. } => 26,
            CountingError::WgpOutOfRange { .. } => 27,
            CountingError::TooManyWgps { .. } => 28,
            CountingError::BufferTooSmall { .. } => 29,
            CountingError::Unaddressable { .. } => 30,
            CountingError::TooManyEngines { .. } => 31,
            CountingError::NotThisProgram => 32,
            CountingError::RegistersNotPublic { .. } => 33,
        }
    }
}

impl fmt::Display for CountingError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CountingError::VmidOutOfRange { vmid } => write!(f, "vmid {vmid} is not in 0..=15"),
            CountingError::NotCountable { processor, xccs } => {
                let dies = if *xccs == 1 { "die" } else { "dies" };
                write!(
                    f,
                    "counting is for gfx942 and gfx950 GPUs (1 to 8 dies) and GFX11 and GFX12 GPUs of one die, \
                     not {processor} ({xccs} {dies})"
                )
            }
            CountingError::GcOfAnotherFamily { processor, gc } => {
                let family = match processor.0.major {
                    9 => "GFX9",
                    11 => "GFX11",
                    _ => "GFX12",
                };
                write!(
                    f,
                    "{processor} is a {family} processor, but the GPU's GC version is {}.{}.{}",
                    gc.major, gc.minor, gc.revision
                )
            }
            CountingError::FilterAddressMisaligned { address } => {
                write!(f, "filter address {address:#x} is not a multiple of 4")
            }
            CountingError::AddressMisaligned { address } => write!(f, "address {address:#x} is not a multiple of 8"),
            CountingError::AddressOverflow { address, bytes } => {
                write!(f, "{bytes} bytes of samples at {address:#x} pass the last byte address")
            }
            CountingError::NoBlockRegisters { processor, name, block } => {
                write!(f, "{processor} has no counting registers of block {block}; {name} is a {block} counter")
            }
            CountingError::LayoutOfAnotherGpu => f.write_str("the layout was made for another GPU"),
            CountingError::NoRegisters { gc } => {
                write!(f, "rig-counter has no registers of GC {}.{}.{}", gc.major, gc.minor, gc.revision)
            }
            CountingError::SelectCannotCount { name, event, register, max } => write!(
                f,
                "{name} (event {event:#x}) cannot be counted by layout register {register}: its select takes events up to {max:#x}"
            ),
            CountingError::WrongEngines { given, engines, processor } => {
                let s = if *given == 1 { "" } else { "s" };
                write!(f, "wgps holds {given} engine{s}; this {processor} has {engines}")
            }
            CountingError::WgpOutOfRange { engine, mask, wgps } => {
                write!(f, "engine {engine}'s mask {mask:#x} marks a WGP beyond its {wgps}")
            }
            CountingError::TooManyWgps { wgps } => {
                write!(f, "an engine of {wgps} WGPs exceeds the 32 a mask describes")
            }
            CountingError::BufferTooSmall { needed, len } => {
                write!(f, "the program takes {needed} words; the buffer holds {len}")
            }
            CountingError::Unaddressable { field, value } => write!(f, "{value:#x} does not fit field {field}"),
            CountingError::TooManyEngines { engines } => {
                write!(f, "{engines} shader engines exceed the {} a stop program holds", super::MAX_ENGINES)
            }
            CountingError::NotThisProgram => f.write_str("the words do not hold the program to patch"),
            CountingError::RegistersNotPublic { processor } => write!(
                f,
                "{processor} has no counting programs: no public source gives its counter registers' addresses"
            ),
        }
    }
}

impl core::error::Error for CountingError {}
