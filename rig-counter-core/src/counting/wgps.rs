//! Which WGPs run work: one 32-bit mask per shader engine.
//!
//! Bit `array * array_units + wgp` of engine `e`'s mask is set when WGP `wgp` of
//! shader array `array` of engine `e` runs work. A WGP whose bit is clear
//! (harvested, or masked off) is never read: `stop` writes its values as 0.

use super::CountingError;
use crate::gpu::Gpu;

/// The bit of WGP `wgp` of array `array` in an engine's mask on `gpu`, or
/// `None` if the GPU's engines are built with no such WGP or it lies beyond 32.
pub fn wgp_bit(gpu: &Gpu, array: u8, wgp: u8) -> Option<u32> {
    if array >= gpu.shader_arrays || wgp >= gpu.array_units {
        return None;
    }
    let bit = u32::from(array) * u32::from(gpu.array_units) + u32::from(wgp);
    1u32.checked_shl(bit)
}

/// The mask of an engine of `gpu` whose every WGP runs work, or `None` if an
/// engine has more than 32 WGPs.
pub fn all_active(gpu: &Gpu) -> Option<u32> {
    let wgps = u32::from(gpu.shader_arrays) * u32::from(gpu.array_units);
    match wgps {
        32 => Some(u32::MAX),
        0..32 => Some((1 << wgps) - 1),
        _ => None,
    }
}

/// Checks `masks` against `gpu`: one per engine, no bit beyond the engine's WGPs.
pub(super) fn check(gpu: &Gpu, masks: &[u32]) -> Result<(), CountingError> {
    if masks.len() != usize::from(gpu.shader_engines) {
        return Err(CountingError::WrongEngines {
            given: masks.len(),
            engines: gpu.shader_engines,
            processor: gpu.processor(),
        });
    }
    let wgps = u32::from(gpu.shader_arrays) * u32::from(gpu.array_units);
    let all = all_active(gpu).ok_or(CountingError::TooManyWgps { wgps })?;
    match masks.iter().position(|m| m & !all != 0) {
        Some(engine) => Err(CountingError::WgpOutOfRange { engine, mask: masks[engine], wgps }),
        None => Ok(()),
    }
}
