//! Why a layout is refused, in stable words.

use crate::catalog::Block;
use crate::gpu::Processor;
use core::fmt;

/// Why [`layout`](super::layout) refused a request. It borrows the name at
/// fault from the request, so it needs no allocation; [`fmt::Display`] gives the
/// message tests assert word for word.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub enum LayoutError<'a> {
    /// A name occurs twice: `SQ_WAVES is listed twice`.
    ListedTwice {
        /// The first name, from the left, that occurs again later.
        name: &'a str,
    },
    /// The GPU counts no counter of that name: `gfx1201 counts no SQ_FOO`.
    Unknown {
        /// The GPU's processor.
        processor: Processor,
        /// The name, as given.
        name: &'a str,
    },
    /// More counters of a block than it has counter registers:
    /// `gfx1201 counts at most 4 GL2C counters at once`.
    TooManyOfBlock {
        /// The GPU's processor.
        processor: Processor,
        /// The block.
        block: Block,
        /// Its counter registers.
        registers: u8,
    },
    /// More counters than the layout holds: `a layout holds at most 64 counters`.
    TooManyCounters {
        /// The most counters the layout holds.
        capacity: usize,
    },
    /// `accumulate` of a counter outside the SQ block, which rocprofiler
    /// refuses too: `accumulate takes SQ counters only; GL2C_HIT is a GL2C counter`.
    AccumulateOutsideSq {
        /// The counter.
        name: &'a str,
        /// Its block.
        block: Block,
    },
    /// The processor's catalog has no accumulator counter (SQ_ACCUM_PREV):
    /// `gfx1201 has no SQ accumulator counter (SQ_ACCUM_PREV) to accumulate with`.
    NoAccumulator {
        /// The GPU's processor.
        processor: Processor,
    },
    /// A caller's [`Definition`](crate::Definition) names a block the GPU has
    /// no counter registers of: `gfx1201 has no TCC block to count TCC_EXTRA`.
    NoSuchBlock {
        /// The GPU's processor.
        processor: Processor,
        /// The counter.
        name: &'a str,
        /// Its block.
        block: Block,
    },
    /// The GPU has no instance of the counter's block, so the counter would
    /// have no value: `gfx1209 has no GL2C instance to count GL2C_HIT`. A
    /// GPU whose L2 channels ([`Gpu::l2_channels`](crate::Gpu::l2_channels))
    /// are 0 has no GL2C or TCC instance: a KFD node of a processor no
    /// built-in product gives them for (KFD's properties do not give them).
    NoInstance {
        /// The GPU's processor.
        processor: Processor,
        /// The counter.
        name: &'a str,
        /// Its block.
        block: Block,
    },
    /// The samples would exceed `u32::MAX` bytes, as only a GPU of impossible
    /// geometry makes them: `the samples of SQ_WAVES exceed 4294967295 bytes`.
    TooLarge {
        /// The first counter that does not fit.
        name: &'a str,
    },
}

impl LayoutError<'_> {
    /// The error's stable number, 1 to 9, for interfaces that carry errors as
    /// integers (a GPU kernel's output, a C caller): `ListedTwice` 1,
    /// `Unknown` 2, `TooManyOfBlock` 3, `TooManyCounters` 4,
    /// `AccumulateOutsideSq` 5, `NoAccumulator` 6, `TooLarge` 7, `NoSuchBlock`
    /// 8, `NoInstance` 9. A number is
    /// never reused; a new error takes the next below 16, where
    /// [`CountingError::code`](crate::CountingError::code) begins.
    pub const fn code(&self) -> u32 {
        match self {
            LayoutError::ListedTwice { .. } => 1,
            LayoutError::Unknown { .. } => 2,
            LayoutError::TooManyOfBlock { .. } => 3,
            LayoutError::TooManyCounters { .. } => 4,
            LayoutError::AccumulateOutsideSq { .. } => 5,
            LayoutError::NoAccumulator { .. } => 6,
            LayoutError::TooLarge { .. } => 7,
            LayoutError::NoSuchBlock { .. } => 8,
            LayoutError::NoInstance { .. } => 9,
        }
    }
}

impl fmt::Display for LayoutError<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LayoutError::ListedTwice { name } => write!(f, "{name} is listed twice"),
            LayoutError::Unknown { processor, name } => write!(f, "{processor} counts no {name}"),
            LayoutError::TooManyOfBlock { processor, block, registers } => {
                let s = if *registers == 1 { "" } else { "s" };
                write!(f, "{processor} counts at most {registers} {block} counter{s} at once")
            }
            LayoutError::TooManyCounters { capacity } => write!(f, "a layout holds at most {capacity} counters"),
            LayoutError::AccumulateOutsideSq { name, block } => {
                write!(f, "accumulate takes SQ counters only; {name} is a {block} counter")
            }
            LayoutError::NoAccumulator { processor } => {
                write!(f, "{processor} has no SQ accumulator counter (SQ_ACCUM_PREV) to accumulate with")
            }
            LayoutError::NoSuchBlock { processor, name, block } => {
                write!(f, "{processor} has no {block} block to count {name}")
            }
            LayoutError::NoInstance { processor, name, block } => {
                write!(f, "{processor} has no {block} instance to count {name}")
            }
            LayoutError::TooLarge { name } => write!(f, "the samples of {name} exceed {} bytes", u32::MAX),
        }
    }
}

impl core::error::Error for LayoutError<'_> {}
