//! The GPU a node's properties describe (the formulas are the
//! [module](super)'s): its processor ([`target`]), its geometry ([`gpu_of`])
//! and the built-in product of equal geometry ([`product_of`]).

use rig_counter_core::gpu::{PRODUCTS, Product};
use rig_counter_core::{GcVersion, Gpu, Target};

use super::file::KfdError;
use super::properties::Properties;

/// The processor of a node, or `None` for a node that is no GPU: a CPU
/// (`simd_count 0`, or `gfx_target_version 0`).
///
/// Errors: [`KfdError::Property`] if a GPU node lacks `gfx_target_version` or
/// its value is no `major * 10000 + minor * 100 + stepping` of a processor
/// (major 1 to 255, minor and stepping below 16).
pub fn target(properties: &Properties) -> Result<Option<Target>, KfdError> {
    if properties.get("simd_count") == Some(0) {
        return Ok(None);
    }
    let version = properties.require("gfx_target_version")?;
    if version == 0 {
        return Ok(None);
    }
    let (major, minor, stepping) = (version / 10000, version / 100 % 100, version % 100);
    match (u8::try_from(major), minor, stepping) {
        (Ok(major @ 1..), 0..16, 0..16) => Ok(Some(Target { major, minor: minor as u8, stepping: stepping as u8 })),
        _ => Err(properties.fault(
            "gfx_target_version",
            format!("{version} is no major * 10000 + minor * 100 + stepping of a processor"),
        )),
    }
}

/// The GPU a node's properties describe, or `None` for a CPU node
/// ([`target`]); see the [module](super) for the formulas.
///
/// Errors: those of [`target`] and [`gpu_of`].
pub fn gpu(properties: &Properties) -> Result<Option<Gpu>, KfdError> {
    match target(properties)? {
        Some(t) => gpu_of(properties, t).map(Some),
        None => Ok(None),
    }
}

/// The GPU of processor `target` the properties describe (see the
/// [module](super) for the formulas).
///
/// Errors: [`KfdError::Property`], naming the property, if one the geometry
/// needs is missing or zero, if the counts do not divide evenly into dies,
/// engines and WGPs, if more CUs run work than the arrays are built with, or if
/// a count exceeds what [`Gpu`] holds.
pub fn gpu_of(properties: &Properties, target: Target) -> Result<Gpu, KfdError> {
    let p = properties;
    let positive = |name: &str| match p.require(name)? {
        0 => Err(p.fault(name, "is 0 on a GPU node".to_owned())),
        v => Ok(v),
    };
    let xccs = match p.get("num_xcc") {
        None => 1,
        Some(0) => return Err(p.fault("num_xcc", "is 0 on a GPU node".to_owned())),
        Some(v) => v,
    };
    let arrays_per_engine = positive("simd_arrays_per_engine")?;
    let array_count = positive("array_count")?;
    let cu_per_array = positive("cu_per_simd_array")?;
    let simd_count = positive("simd_count")?;
    let simd_per_cu = positive("simd_per_cu")?;

    let exact = |what: u64, by: u64| what.is_multiple_of(by).then(|| what / by);
    let engines = exact(array_count, xccs).and_then(|per_die| exact(per_die, arrays_per_engine)).ok_or_else(|| {
        p.fault(
            "array_count",
            format!("{array_count} is not a multiple of num_xcc {xccs} * simd_arrays_per_engine {arrays_per_engine}"),
        )
    })?;
    let units = match target.major {
        10.. => exact(cu_per_array, 2)
            .ok_or_else(|| p.fault("cu_per_simd_array", format!("{cu_per_array} is odd, no count of 2-CU WGPs")))?,
        _ => cu_per_array,
    };
    let active = exact(simd_count, simd_per_cu)
        .ok_or_else(|| p.fault("simd_count", format!("{simd_count} is not a multiple of simd_per_cu {simd_per_cu}")))?;
    let per_die = exact(active, xccs)
        .ok_or_else(|| p.fault("simd_count", format!("gives {active} CUs, which num_xcc {xccs} does not divide")))?;

    // rocprofiler's instance ids give XCC, SE, SA and WGP 6 bits each
    // (rocprofiler's instance id gives them 6 bits): a geometry beyond 63 of any is no real GPU.
    let narrow = |name: &str, v: u64| {
        u8::try_from(v)
            .ok()
            .filter(|n| *n <= MAX_PER_DIMENSION)
            .ok_or_else(|| p.fault(name, format!("gives {v}, more than the {MAX_PER_DIMENSION} a dimension holds")))
    };
    let gpu = Gpu {
        target,
        gc: gc_version(target),
        xccs: narrow("num_xcc", xccs)?,
        shader_engines: narrow("array_count", engines)?,
        shader_arrays: narrow("simd_arrays_per_engine", arrays_per_engine)?,
        array_units: narrow("cu_per_simd_array", units)?,
        compute_units: u16::try_from(per_die)
            .map_err(|_| p.fault("simd_count", format!("gives {per_die} CUs per die, more than a u16")))?,
        l2_channels: 0,
    };
    // KFD's properties do not give the L2 channels: those of the built-in
    // product of equal geometry, else of the processor's default product (a
    // harvested die keeps its channels), else 0.
    let mut gpu = gpu;
    gpu.l2_channels = product_of(&gpu)
        .or_else(|| PRODUCTS.iter().find(|p| p.gpu.target == gpu.target))
        .map_or(0, |p| p.gpu.l2_channels);
    // cu_per_array is at most 2 * 255 here, array_units having narrowed.
    let built = u64::from(gpu.shader_engines) * u64::from(gpu.shader_arrays) * cu_per_array;
    if per_die > built {
        return Err(p.fault(
            "simd_count",
            format!("gives {per_die} CUs per die that run work, more than the {built} its arrays are built with"),
        ));
    }
    Ok(gpu)
}

/// The most dies, engines per die, arrays per engine or WGPs per array a GPU
/// from the topology may have: 63, the largest index rocprofiler's 6-bit
/// dimension fields hold.
pub const MAX_PER_DIMENSION: u8 = 63;

/// The GC version of processor `target`: that of its first built-in product,
/// else the target's numbers.
pub fn gc_version(target: Target) -> GcVersion {
    PRODUCTS.iter().find(|p| p.gpu.target == target).map(|p| p.gpu.gc).unwrap_or(GcVersion {
        major: target.major,
        minor: target.minor,
        revision: target.stepping,
    })
}

/// The first built-in product whose processor and geometry (dies, engines,
/// arrays, units per array, active CUs) equal `gpu`'s; products of the same
/// die come in [`PRODUCTS`] order, so the processor's default wins.
pub fn product_of(gpu: &Gpu) -> Option<&'static Product> {
    // Not the L2 channels: KFD's properties do not give them (see `gpu`).
    let key = |g: &Gpu| (g.target, g.xccs, g.shader_engines, g.shader_arrays, g.array_units, g.compute_units);
    PRODUCTS.iter().find(|p| key(&p.gpu) == key(gpu))
}
