//! The counting programs as owned words, and the active-WGP description from
//! the WGPs a user says run no work.

use crate::Error;
use rig_counter_core::counting::{self, all_active, wgp_bit};
use rig_counter_core::{Gpu, Layout};

/// A WGP: shader engine, shader array of the engine, WGP of the array.
pub type Coordinate = (u8, u8, u8);

/// `SE/SA/WGP` as written on the command line (`3/1/2`): three decimal numbers
/// of 0 to 255 joined by `/`.
///
/// Errors: [`Error::Inactive`] if it is not of that form.
pub fn parse_coordinate(text: &str) -> Result<Coordinate, Error> {
    let bad = || Error::Inactive { coordinate: text.to_owned(), why: "is not SE/SA/WGP, as 3/1/2".to_owned() };
    let number = |p: &str| {
        let digits = !p.is_empty() && p.bytes().all(|b| b.is_ascii_digit());
        digits.then(|| p.parse::<u8>().ok()).flatten().ok_or_else(bad)
    };
    let mut parts = text.split('/').map(number);
    let (Some(se), Some(sa), Some(wgp), None) = (parts.next(), parts.next(), parts.next(), parts.next()) else {
        return Err(bad());
    };
    Ok((se?, sa?, wgp?))
}

/// WGPs of `gpu` built but not running work: on GFX11 and GFX12, those its
/// engines are built with less half its compute units (two per WGP); 0 on
/// GFX9 (whose unit is the compute unit) or when the compute units are unknown.
pub fn harvested_wgps(gpu: &Gpu) -> u32 {
    let built = u32::from(gpu.shader_engines) * u32::from(gpu.shader_arrays) * u32::from(gpu.array_units);
    match gpu.family() {
        Some(rig_counter_core::Family::Gfx11 | rig_counter_core::Family::Gfx12) if gpu.compute_units > 0 => {
            built.saturating_sub(u32::from(gpu.compute_units) / 2)
        }
        _ => 0,
    }
}

/// WGPs of one shader engine of `gpu`, as built: arrays times WGPs per array.
pub fn all_wgps(gpu: &Gpu) -> u32 {
    u32::from(gpu.shader_arrays) * u32::from(gpu.array_units)
}

/// One mask per shader engine of `gpu` with every WGP active but those of
/// `inactive` (see `rig_counter_core::counting::wgp_bit`).
///
/// Errors: [`Error::Inactive`] for a coordinate outside the GPU (an engine,
/// array or WGP index too large); [`Error::Counting`] if an engine has more WGPs
/// than a mask holds.
pub fn active_masks(gpu: &Gpu, inactive: &[Coordinate]) -> Result<Vec<u32>, Error> {
    let wgps = u32::from(gpu.shader_arrays) * u32::from(gpu.array_units);
    let all = all_active(gpu).ok_or(Error::Counting(counting::CountingError::TooManyWgps { wgps }))?;
    let mut masks = vec![all; usize::from(gpu.shader_engines)];
    for &(se, sa, wgp) in inactive {
        let outside = |what: &str, index: u8, count: u8| Error::Inactive {
            coordinate: format!("{se}/{sa}/{wgp}"),
            why: match count {
                0 => format!("names {what} {index}, but {} has no {what}s", gpu.processor()),
                _ => format!("names {what} {index}, but {} has {what}s 0 to {}", gpu.processor(), count - 1),
            },
        };
        let mask = masks.get_mut(usize::from(se)).ok_or_else(|| outside("engine", se, gpu.shader_engines))?;
        if sa >= gpu.shader_arrays {
            return Err(outside("array", sa, gpu.shader_arrays));
        }
        // GFX9 has no WGPs: its arrays are built of compute units.
        let unit = if gpu.family() == Some(rig_counter_core::Family::Gfx9) { "CU" } else { "WGP" };
        let bit = wgp_bit(gpu, sa, wgp).ok_or_else(|| outside(unit, wgp, gpu.array_units))?;
        *mask &= !bit;
    }
    Ok(masks)
}

/// The first address of the GPU's virtual-address hole: GFX9 and later
/// address 48 bits, sign-extended, so addresses from 2^47 up to the
/// sign-extended 0xffff_8000_0000_0000 name no memory (Linux
/// `amdgpu_gmc.h` `AMDGPU_GMC_HOLE_START` / `AMDGPU_GMC_HOLE_END`).
pub const VA_HOLE_START: u64 = 0x0000_8000_0000_0000;
/// The end (exclusive) of the virtual-address hole.
pub const VA_HOLE_END: u64 = 0xffff_8000_0000_0000;

/// Checks that `bytes` bytes (at least 1) from byte address `address` lie on
/// one side of the GPU's virtual-address hole, as memory the GPU can reach
/// must.
///
/// Errors: [`Error::AddressHole`] naming `what` (`--address`).
pub fn gpu_address(what: &str, address: u64, bytes: u64) -> Result<(), Error> {
    let last = address.saturating_add(bytes.max(1) - 1);
    let low = last < VA_HOLE_START;
    let high = address >= VA_HOLE_END;
    if low || high {
        return Ok(());
    }
    Err(Error::AddressHole { what: what.to_owned(), address, last })
}

/// The words of `rig_counter_core::start`.
///
/// Errors: [`Error::Counting`] with the core's error; [`Error::AddressHole`]
/// if the filter word lies in the GPU's virtual-address hole.
pub fn start_program(gpu: &Gpu, layout: &Layout, filter_address: u64) -> Result<Vec<u32>, Error> {
    let mut words = vec![0; counting::start_words(gpu, layout, filter_address)?];
    gpu_address("--filter-address", filter_address, 4)?;
    let n = counting::start(gpu, layout, filter_address, &mut words)?;
    words.truncate(n);
    Ok(words)
}

/// The words of `rig_counter_core::stop`, every WGP active but those of `inactive`.
///
/// Errors: those of [`active_masks`]; [`Error::Counting`] with the core's error.
///
/// It does not check [`harvested_wgps`]: callers that know which WGPs are
/// harvested name them in `inactive`.
pub fn stop_program(gpu: &Gpu, inactive: &[Coordinate], layout: &Layout, address: u64) -> Result<Vec<u32>, Error> {
    stop_program_masks(gpu, &active_masks(gpu, inactive)?, layout, address)
}

/// The words of `rig_counter_core::stop` for active-WGP `masks` (one per engine).
///
/// Errors: those of [`read_program_masks`].
pub fn stop_program_masks(gpu: &Gpu, masks: &[u32], layout: &Layout, address: u64) -> Result<Vec<u32>, Error> {
    read_program_masks(ReadKind::Stop, gpu, masks, layout, address)
}

/// Which program reads the counters: `stop`, or `sample` (counting goes on).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReadKind {
    /// `rig_counter_core::stop`.
    Stop,
    /// `rig_counter_core::sample`.
    Sample,
}

impl ReadKind {
    /// Its command's name: `stop`, `sample`.
    pub fn name(self) -> &'static str {
        match self {
            ReadKind::Stop => "stop",
            ReadKind::Sample => "sample",
        }
    }
}

/// The words of `rig_counter_core::stop` or `sample` (`kind`) for active-WGP
/// `masks` (one per engine).
///
/// Errors: [`Error::Counting`] with the core's error; [`Error::AddressHole`]
/// if the samples reach into the GPU's virtual-address hole.
pub fn read_program_masks(
    kind: ReadKind,
    gpu: &Gpu,
    masks: &[u32],
    layout: &Layout,
    address: u64,
) -> Result<Vec<u32>, Error> {
    let needed = match kind {
        ReadKind::Stop => counting::stop_words(gpu, masks, layout, address)?,
        ReadKind::Sample => counting::sample_words(gpu, masks, layout, address)?,
    };
    let mut words = vec![0; needed];
    gpu_address("--address", address, u64::from(layout.bytes()))?;
    let n = match kind {
        ReadKind::Stop => counting::stop(gpu, masks, layout, address, &mut words)?,
        ReadKind::Sample => counting::sample(gpu, masks, layout, address, &mut words)?,
    };
    words.truncate(n);
    Ok(words)
}
