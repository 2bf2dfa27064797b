//! The counting programs as owned words, and the active-WGP description from
//! the WGPs a user says run no work.

use crate::Error;
use rig_counter_core::counting::{self, all_active, wgp_bit};
use rig_counter_core::{Gpu, Layout};

/// A WGP: shader engine, shader array of the engine, WGP of the array.
pub type Coordinate = (u8, u8, u8);

/// `SE/SA/WGP` as written on the command line (`3/1/2`).
///
/// Errors: [`Error::Inactive`] if it is not three numbers of 0 to 255 joined by `/`.
pub fn parse_coordinate(text: &str) -> Result<Coordinate, Error> {
    let bad = || Error::Inactive { coordinate: text.to_owned(), why: "is not SE/SA/WGP, as 3/1/2".to_owned() };
    let mut parts = text.split('/').map(|p| p.parse::<u8>().map_err(|_| bad()));
    let (Some(se), Some(sa), Some(wgp), None) = (parts.next(), parts.next(), parts.next(), parts.next()) else {
        return Err(bad());
    };
    Ok((se?, sa?, wgp?))
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
            why: format!("names {what} {index}, but {} has {what}s 0 to {}", gpu.processor(), i32::from(count) - 1),
        };
        let mask = masks.get_mut(usize::from(se)).ok_or_else(|| outside("engine", se, gpu.shader_engines))?;
        if sa >= gpu.shader_arrays {
            return Err(outside("array", sa, gpu.shader_arrays));
        }
        let bit = wgp_bit(gpu, sa, wgp).ok_or_else(|| outside("WGP", wgp, gpu.array_units))?;
        *mask &= !bit;
    }
    Ok(masks)
}

/// The words of `rig_counter_core::start`.
///
/// Errors: [`Error::Counting`] with the core's error.
pub fn start_program(gpu: &Gpu, layout: &Layout, filter_address: u64) -> Result<Vec<u32>, Error> {
    let mut words = vec![0; counting::start_words(gpu, layout, filter_address)?];
    let n = counting::start(gpu, layout, filter_address, &mut words)?;
    words.truncate(n);
    Ok(words)
}

/// The words of `rig_counter_core::stop`, every WGP active but those of `inactive`.
///
/// Errors: those of [`active_masks`]; [`Error::Counting`] with the core's error.
pub fn stop_program(gpu: &Gpu, inactive: &[Coordinate], layout: &Layout, address: u64) -> Result<Vec<u32>, Error> {
    let masks = active_masks(gpu, inactive)?;
    let mut words = vec![0; counting::stop_words(gpu, &masks, layout, address)?];
    let n = counting::stop(gpu, &masks, layout, address, &mut words)?;
    words.truncate(n);
    Ok(words)
}
