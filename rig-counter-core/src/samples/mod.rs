//! A run's samples, read where they lie: a zero-copy view of the sample bytes a
//! `stop` program stored, as its layout lays them out (little-endian u64s, one
//! per die, instance, engine, array and WGP, the WGP fastest).

mod coordinate;
mod instance_id;

pub use coordinate::{Coordinate, Dimension};
pub use instance_id::{InstanceId, InstanceIdError};

use crate::catalog::Block;
use crate::gpu::Family;
use crate::layout::{Counter, Layout};
use core::fmt;
use zerocopy::byteorder::little_endian::U64;

/// The largest per-WGP count: SQ counters of GFX11 and GFX12 count in 32 bits
/// and saturate there, so this value means "at least this many".
pub const SATURATED_32: u64 = u32::MAX as u64;

/// Why sample bytes do not fit a layout.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub enum SamplesError {
    /// The bytes are not as many as the layout lays out:
    /// `the samples hold 100 bytes; the layout lays out 272`.
    Length {
        /// Bytes given.
        given: usize,
        /// The layout's bytes.
        expected: u32,
    },
}

impl fmt::Display for SamplesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SamplesError::Length { given, expected } => {
                write!(f, "the samples hold {given} bytes; the layout lays out {expected}")
            }
        }
    }
}

impl core::error::Error for SamplesError {}

/// A run's samples for a layout, borrowed from the bytes without copying.
#[derive(Clone, Copy, Debug)]
pub struct Samples<'a, const N: usize> {
    layout: &'a Layout<N>,
    values: &'a [U64],
}

impl<'a, const N: usize> Samples<'a, N> {
    /// A view of `bytes` as `layout`'s samples (any alignment).
    ///
    /// Errors: [`SamplesError::Length`] unless `bytes` holds exactly
    /// `layout.bytes()` bytes.
    pub fn new(layout: &'a Layout<N>, bytes: &'a [u8]) -> Result<Self, SamplesError> {
        let length = SamplesError::Length { given: bytes.len(), expected: layout.bytes() };
        if bytes.len() as u64 != u64::from(layout.bytes()) {
            return Err(length);
        }
        let values = zerocopy::FromBytes::ref_from_bytes(bytes).map_err(|_| length)?;
        Ok(Samples { layout, values })
    }

    /// The layout.
    pub fn layout(&self) -> &'a Layout<N> {
        self.layout
    }

    /// The values of the layout's counter number `index`, or `None` past the last.
    pub fn counter(&self, index: usize) -> Option<CounterSamples<'a>> {
        let counter = *self.layout.counters().get(index)?;
        let start = (counter.offset / 8) as usize;
        let values = self.values.get(start..start + counter.values() as usize)?;
        let per_wgp = matches!(self.layout.gpu().family(), Some(Family::Gfx11 | Family::Gfx12));
        Some(CounterSamples { counter, values, counts_32_bits: per_wgp && counter.block == Block::Sq })
    }

    /// The values of the counter named `name`, if the layout has it.
    pub fn by_name(&self, name: &str) -> Option<CounterSamples<'a>> {
        let index = self.layout.counters().iter().position(|c| c.name == name)?;
        self.counter(index)
    }

    /// Every counter's values, in the layout's order.
    pub fn counters(&self) -> impl Iterator<Item = CounterSamples<'a>> + '_ {
        (0..self.layout.counters().len()).filter_map(|i| self.counter(i))
    }
}

/// One value of a run: where it was counted and what.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct Value {
    /// Where it was counted.
    pub coordinate: Coordinate,
    /// The count.
    pub value: u64,
    /// Whether it is a 32-bit per-WGP count at its ceiling, 2^32 - 1: at least
    /// that many.
    pub saturated: bool,
}

/// One counter's values in a run.
#[derive(Clone, Copy, Debug)]
pub struct CounterSamples<'a> {
    counter: Counter,
    values: &'a [U64],
    counts_32_bits: bool,
}

impl<'a> CounterSamples<'a> {
    /// The counter, as its layout laid it out.
    pub fn counter(&self) -> &Counter {
        &self.counter
    }

    /// Whether its per-WGP values count in 32 bits and saturate at 2^32 - 1:
    /// SQ counters of GFX11 and GFX12.
    pub fn counts_32_bits(&self) -> bool {
        self.counts_32_bits
    }

    /// Its values with their coordinates, the WGP varying fastest.
    pub fn values(&self) -> impl Iterator<Item = Value> + 'a {
        let (c, wide) = (self.counter, self.counts_32_bits);
        self.values.iter().enumerate().map(move |(i, v)| {
            let value = v.get();
            Value { coordinate: Coordinate::of_index(&c, i as u32), value, saturated: wide && value == SATURATED_32 }
        })
    }

    /// The sum of its values, exact, saturating at `u64::MAX`.
    ///
    /// One pass adds the values with wrapping and ors them together, both
    /// plain operations the compiler vectorises: every value is at most their
    /// or, so when the or times the count fits 64 bits the sum cannot have
    /// wrapped and is exact (counts of 32 bits always are). Otherwise a second
    /// pass adds with saturation.
    pub fn sum(&self) -> u64 {
        let bytes = zerocopy::IntoBytes::as_bytes(self.values);
        let (mut sum, mut or) = (0u64, 0u64);
        for word in bytes.chunks_exact(8) {
            let v = u64::from_le_bytes(word.try_into().unwrap_or([0; 8]));
            sum = sum.wrapping_add(v);
            or |= v;
        }
        if or.checked_mul(self.values.len() as u64).is_some() {
            return sum;
        }
        self.values.iter().fold(0u64, |a, v| a.saturating_add(v.get()))
    }

    /// The least of its values, `None` if it has none.
    pub fn min(&self) -> Option<u64> {
        self.values.iter().map(|v| v.get()).min()
    }

    /// The greatest of its values, `None` if it has none.
    pub fn max(&self) -> Option<u64> {
        self.values.iter().map(|v| v.get()).max()
    }

    /// Whether any value is saturated.
    pub fn any_saturated(&self) -> bool {
        self.values().any(|v| v.saturated)
    }
}
