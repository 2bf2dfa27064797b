//! The WGPs a program reads: every WGP but those `--inactive` names and
//! those a driver's CU bitmap (`--cu-bitmap`) gives no active pair of CUs.

use crate::{Error, program};
use std::path::Path;

/// The WGPs a `program` (`stop`, `sample`, or a plan's run) reads on `g`,
/// named `gpu` (of product `product`), one mask per shader engine: every
/// WGP but those `inactive` names and those the CU bitmap at `cu_bitmap`
/// gives no active pair of CUs. What the masks do not change (gfx942 and
/// gfx950 count nothing per WGP) or leave unread (every WGP) goes to
/// `warnings`.
///
/// Errors: [`Error::Inactive`] for a WGP the GPU lacks or named twice;
/// those of reading the CU bitmap; [`Error::Harvested`] where fewer WGPs
/// are left unread than the GPU does not run.
pub fn read_masks(
    program: &str,
    gpu: &str,
    g: &rig_counter_core::Gpu,
    product: Option<&'static rig_counter_core::gpu::Product>,
    inactive: &[program::Coordinate],
    cu_bitmap: Option<&Path>,
    warnings: &mut Vec<String>,
) -> Result<Vec<u32>, Error> {
    let mut masks = program::active_masks(g, inactive)?;
    if let Some(path) = cu_bitmap {
        let bitmap = crate::kfd::read_cu_bitmap(path)?;
        for (m, active) in masks.iter_mut().zip(crate::kfd::active_wgps(g, &bitmap)?) {
            *m &= active;
        }
    }
    let named = masks.iter().map(|m| program::all_wgps(g).saturating_sub(m.count_ones())).sum::<u32>();
    let harvested = program::harvested_wgps(g);
    // Wherever the GPU came from (a product, a KFD node of none) and
    // whatever said which WGPs run (--inactive, a CU bitmap): no more
    // may be read than the GPU runs.
    if named < harvested {
        let built = program::all_wgps(g) * u32::from(g.shader_engines);
        let name = product.map_or_else(|| format!("{gpu} ({})", g.processor()), |p| p.name.to_owned());
        return Err(Error::Harvested { product: name, active: built - harvested, built, missing: harvested - named });
    }
    if g.family() == Some(rig_counter_core::Family::Gfx9) {
        // No gfx942/gfx950 block counts per CU: the masks read nothing less.
        if !inactive.is_empty() || cu_bitmap.is_some() {
            warnings.push(format!(
                "--inactive and --cu-bitmap have no effect on {}: no block counts per CU, every engine of every die is read",
                g.processor()
            ));
        }
    } else if masks.iter().all(|m| *m == 0) {
        warnings.push(format!("no WGP runs work by these masks: {program} reads nothing and stores zeros"));
    }
    Ok(masks)
}
