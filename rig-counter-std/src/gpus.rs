//! GPUs by the names users type: a product key (`r9700`) or a processor name
//! (`gfx1201`, which selects its default product).

use crate::Error;
use rig_counter_core::gpu::{PRODUCTS, Product, products};
use rig_counter_core::{Gpu, Target};
use std::path::Path;

pub use crate::kfd::KFD_TOPOLOGY;

/// The GPU named `name`: `kfd:N`, node `N` of the KFD topology in `topology`
/// (default [`KFD_TOPOLOGY`]); a built-in product's key; else a processor name (both in any case),
/// which selects its default product if one is built in, else a GPU of that
/// processor whose geometry is unknown ([`Gpu::bare`]).
///
/// Errors: [`Error::UnknownGpu`] if `name` is none of these;
/// [`Error::NoKfdNode`] for a node the topology does not serve; [`Error::Kfd`]
/// if the topology cannot be read.
pub fn resolve(name: &str, topology: Option<&Path>) -> Result<(Gpu, Option<&'static Product>), Error> {
    if let Some(node) = name.strip_prefix("kfd:") {
        let number = node.bytes().all(|b| b.is_ascii_digit()).then(|| node.parse::<u32>().ok()).flatten();
        let Some(number) = number.filter(|_| !node.is_empty()) else {
            // Digits past u32 are a number too large for a node (the
            // topology's directories are numbered by the kernel from 0).
            if !node.is_empty() && node.bytes().all(|b| b.is_ascii_digit()) {
                return Err(Error::Usage(format!(
                    "{name}: node {node} is past {}, the largest KFD node number rig-counter reads",
                    u32::MAX
                )));
            }
            return Err(Error::Usage(format!("{name}: a KFD node is kfd: and its decimal number, as kfd:1")));
        };
        let dir = topology.unwrap_or(Path::new(KFD_TOPOLOGY));
        let machine = crate::kfd::read_topology(dir).map_err(|e| match topology {
            Some(_) => Error::Kfd(e),
            None => Error::NoTopology(format!("{e}; without the amdgpu driver, give a copy with --topology DIR")),
        })?;
        let found = machine.gpus.iter().find(|g| g.node == number);
        let Some(found) = found else {
            let served: Vec<String> = machine.gpus.iter().map(|g| format!("kfd:{}", g.node)).collect();
            let served = if served.is_empty() { "no GPU".to_owned() } else { served.join(", ") };
            // Why the reader skipped it, if it did.
            let prefix = format!("node {number}: ");
            let why = machine.notes.iter().find_map(|n| n.strip_prefix(&prefix)).map(str::to_owned);
            return Err(Error::NoKfdNode { name: name.to_owned(), dir: crate::text::shown_path(dir), served, why });
        };
        return Ok((found.gpu, found.product.and_then(products::find)));
    }
    // Product keys and processor names in any case (MI300X, GFX1201).
    let lower = name.to_ascii_lowercase();
    if let Some(p) = products::find(&lower) {
        return Ok((p.gpu, Some(p)));
    }
    match Target::parse(&lower) {
        Some(t) => Ok((Gpu::bare(t), None)),
        None => {
            let near = crate::hint::nearest_all_of(products::PRODUCTS.iter().map(|p| p.key), name);
            let near = (!near.is_empty()).then(|| near.join(" or "));
            Err(Error::UnknownGpu { name: name.to_owned(), near, known: known() })
        }
    }
}

/// Whether `name` names a GPU in the form [`resolve`] takes: `kfd:` and
/// anything (a node, whose topology [`resolve`] reads), a built-in
/// product's key or a processor name, in any case. No metric or counter
/// name has these forms (theirs are upper case words: `GPU_UTIL`).
pub fn names_gpu(name: &str) -> bool {
    let lower = name.to_ascii_lowercase();
    name.starts_with("kfd:") || products::find(&lower).is_some() || Target::parse(&lower).is_some()
}

/// The GPU named `name` where its geometry is needed ([`resolve`]): a processor
/// without a built-in product is refused when it has a counter catalog (its
/// counters would lie nowhere); one without a catalog passes, so that a layout
/// says it counts nothing.
///
/// Errors: [`Error::UnknownGpu`]; [`Error::UnknownGeometry`].
pub fn resolve_built(name: &str, topology: Option<&Path>) -> Result<(Gpu, Option<&'static Product>), Error> {
    let (gpu, product) = resolve(name, topology)?;
    if name.starts_with("kfd:") {
        return Ok((gpu, product));
    }
    if product.is_none() && rig_counter_core::catalog::Catalog::of(gpu.target).is_some() {
        return Err(Error::UnknownGeometry { processor: gpu.processor().to_string(), known: known() });
    }
    Ok((gpu, product))
}

/// The GPU named `name` where a counting program is written for it
/// ([`resolve_built`]), refused first when its processor has no programs at
/// all (GC 12.5), whatever its geometry.
///
/// Errors: [`Error::Counting`] with
/// [`CountingError::RegistersNotPublic`](rig_counter_core::CountingError::RegistersNotPublic);
/// those of [`resolve_built`].
pub fn resolve_programmable(name: &str, topology: Option<&Path>) -> Result<(Gpu, Option<&'static Product>), Error> {
    let (gpu, _) = resolve(name, topology)?;
    if gpu.family() == Some(rig_counter_core::Family::Gfx125) {
        return Err(rig_counter_core::CountingError::RegistersNotPublic { processor: gpu.processor() }.into());
    }
    resolve_built(name, topology)
}

/// The firmware versions of the GPU named `name` ([`resolve`]): a KFD node's,
/// as its properties give them (`fw_version`, `sdma_fw_version`); none known
/// for a built-in product or a processor.
///
/// Errors: those of [`resolve`] for a KFD node.
pub fn firmware(name: &str, topology: Option<&Path>) -> Result<crate::definitions::FirmwareVersions, Error> {
    let Some(node) = name.strip_prefix("kfd:").and_then(|n| n.parse::<u32>().ok()) else {
        return Ok(crate::definitions::FirmwareVersions::default());
    };
    let dir = topology.unwrap_or(Path::new(KFD_TOPOLOGY));
    let machine = crate::kfd::read_topology(dir)?;
    Ok(machine.gpus.iter().find(|g| g.node == node).map(|g| g.firmware).unwrap_or_default())
}

/// What the power level of the GPU named `name` means for counting: for a
/// KFD node (`kfd:N`) whose level can be read from DRM directory `drm`
/// ([`crate::kfd::power::drm_dir`]), the warning
/// ([`crate::kfd::NodePower::counting_warning`]) if it counts nothing there,
/// or why the level could not be read; nothing for a built-in product or a
/// processor, for an unknown level, or when `drm` is `None`.
///
/// Errors: those of [`resolve`] for a KFD node.
pub fn power_warnings(name: &str, topology: Option<&Path>, drm: Option<&Path>) -> Result<Vec<String>, Error> {
    let (Some(node), Some(drm)) = (name.strip_prefix("kfd:").and_then(|n| n.parse::<u32>().ok()), drm) else {
        return Ok(Vec::new());
    };
    let dir = topology.unwrap_or(Path::new(KFD_TOPOLOGY));
    let machine = crate::kfd::read_topology(dir)?;
    let Some(g) = machine.gpus.iter().find(|g| g.node == node) else { return Ok(Vec::new()) };
    Ok(node_power(name, g, drm).1.into_iter().collect())
}

/// The power-level warning of KFD GPU `g`, named `name`, read from DRM
/// directory `drm`: the level's ([`crate::kfd::NodePower::counting_warning`])
/// or why it could not be read; with the level read (`None`: unknown).
pub fn node_power(name: &str, g: &crate::kfd::KfdGpu, drm: &Path) -> (Option<crate::kfd::NodePower>, Option<String>) {
    match crate::kfd::read_power_level(drm, g.drm_render_minor) {
        Ok(Some(p)) => {
            let warning = p.counting_warning(name, g.gpu.target);
            (Some(p), warning)
        }
        Ok(None) => (None, None),
        // Only GFX11 and GFX12 depend on the level.
        Err(e) if matches!(g.gpu.target.major, 11 | 12) => {
            (None, Some(format!("{name}: its power level is unknown: {e}")))
        }
        Err(_) => (None, None),
    }
}

/// Refuses `gpu`, named `name`, if its firmware is below a hard floor of the
/// firmware restrictions of `definitions`, else of the definitions file
/// rocprofiler would read (`$ROCPROFILER_METRICS_PATH`'s;
/// [`crate::definitions::restrictions`]):
/// what a program for it counts could be wrong. A version the GPU does not
/// report (a built-in product's) is below no floor; for a KFD node, each hard
/// floor on a version it does not report is returned as a warning.
///
/// Errors: [`Error::FirmwareTooOld`] for the first floor failed, with its
/// reason; [`Error::Definitions`] for a definitions file that cannot be read.
pub fn check_firmware(
    name: &str,
    topology: Option<&Path>,
    gpu: &Gpu,
    definitions: Option<&Path>,
) -> Result<Vec<String>, Error> {
    // A built-in product or a processor reports no firmware and is below no
    // floor: the definitions are not even read for it.
    let firmware = firmware(name, topology)?;
    if !name.starts_with("kfd:") {
        return Ok(Vec::new());
    }
    let (restrictions, file) =
        crate::definitions::restrictions(gpu.target, definitions).map_err(|e| Error::Definitions(e.0))?;
    let file = file.map_or_else(String::new, |f| crate::text::shown_path(&f));
    let unchecked = restrictions
        .iter()
        .filter(|r| r.feature.is_none() && firmware.of(r.firmware).is_none())
        .map(|r| {
            format!(
                "{name} reports no {} firmware version: the floor of {} that {file} sets is not checked",
                r.firmware.name(),
                r.min_version
            )
        })
        .collect();
    let Some(r) = crate::definitions::floors_failed(&restrictions, firmware).into_iter().next() else {
        return Ok(unchecked);
    };
    Err(Error::FirmwareTooOld {
        gpu: format!("{name} ({})", gpu.processor()),
        firmware: r.firmware.name(),
        version: firmware.of(r.firmware).unwrap_or(0),
        min_version: r.min_version,
        file,
        reason: r.reason.clone(),
    })
}

/// The built-in product keys, comma-separated.
fn known() -> String {
    PRODUCTS.iter().map(|p| p.key).collect::<Vec<_>>().join(", ")
}
