//! rocprofiler's 64-bit instance id of a value (rocprofiler-sdk's record ids): the counter id in bits 63:48; below it, for
//! the dimensions d = 1 to 6 (XCC, AID, SE, AGENT, SA, WGP, rocprofiler's enum
//! order) a 6-bit field at bit `(d - 1) * 6`, and INSTANCE, dimension 7, a
//! 10-bit field at bit 36:
//!
//! | field | XCC | AID | SE | AGENT | SA | WGP | INSTANCE | counter id |
//! |---|---|---|---|---|---|---|---|---|
//! | bits | 5:0 | 11:6 | 17:12 | 23:18 | 29:24 | 35:30 | 45:36 | 63:48 |

use super::{Coordinate, Dimension};
use core::fmt;

/// Bits of each of the six geometric fields.
pub const DIMENSION_BITS: u32 = 6;
/// Bits of the INSTANCE field.
pub const INSTANCE_BITS: u32 = 10;
/// The first bit of the INSTANCE field: after the six 6-bit fields.
pub const INSTANCE_SHIFT: u32 = 6 * DIMENSION_BITS;
/// The first bit of the counter id.
pub const COUNTER_SHIFT: u32 = 48;

/// Why a coordinate has no instance id.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct InstanceIdError {
    /// The dimension whose index does not fit its field.
    pub dimension: Dimension,
    /// The index.
    pub index: u32,
}

impl fmt::Display for InstanceIdError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let bits = if self.dimension == Dimension::Instance { INSTANCE_BITS } else { DIMENSION_BITS };
        write!(f, "{} index {} does not fit its {bits} bits", self.dimension, self.index)
    }
}

impl core::error::Error for InstanceIdError {}

/// A value's instance id: counter id and coordinate in one `u64`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct InstanceId(pub u64);

/// The geometric dimensions, in field order d = 1..6.
const FIELDS: [Dimension; 6] =
    [Dimension::Xcc, Dimension::Aid, Dimension::ShaderEngine, Dimension::Agent, Dimension::ShaderArray, Dimension::Wgp];

impl InstanceId {
    /// The instance id of counter `counter_id`'s value at `coordinate`.
    ///
    /// Errors: [`InstanceIdError`] naming the first dimension whose index does
    /// not fit its field (63 for the six geometric ones, 1023 for INSTANCE).
    pub fn encode(counter_id: u16, coordinate: &Coordinate) -> Result<InstanceId, InstanceIdError> {
        let instance = coordinate.instance;
        if instance >= 1 << INSTANCE_BITS {
            return Err(InstanceIdError { dimension: Dimension::Instance, index: instance });
        }
        let mut id = u64::from(counter_id) << COUNTER_SHIFT | u64::from(instance) << INSTANCE_SHIFT;
        for (d, dim) in FIELDS.iter().enumerate() {
            let index = coordinate.get(*dim);
            if index >= 1 << DIMENSION_BITS {
                return Err(InstanceIdError { dimension: *dim, index });
            }
            id |= u64::from(index) << (d as u32 * DIMENSION_BITS);
        }
        Ok(InstanceId(id))
    }

    /// Its counter id.
    pub fn counter_id(&self) -> u16 {
        (self.0 >> COUNTER_SHIFT) as u16
    }

    /// Its index in `dimension` (AID and AGENT as stored: 0 in ids rig-counter
    /// encodes).
    pub fn get(&self, dimension: Dimension) -> u32 {
        let field = |shift: u32, bits: u32| ((self.0 >> shift) & ((1 << bits) - 1)) as u32;
        match FIELDS.iter().position(|d| *d == dimension) {
            Some(d) => field(d as u32 * DIMENSION_BITS, DIMENSION_BITS),
            None => field(INSTANCE_SHIFT, INSTANCE_BITS),
        }
    }

    /// Its coordinate (AID and AGENT dropped: rig-counter's values have neither).
    pub fn coordinate(&self) -> Coordinate {
        Coordinate {
            xcc: self.get(Dimension::Xcc),
            instance: self.get(Dimension::Instance),
            engine: self.get(Dimension::ShaderEngine),
            array: self.get(Dimension::ShaderArray),
            wgp: self.get(Dimension::Wgp),
        }
    }
}
