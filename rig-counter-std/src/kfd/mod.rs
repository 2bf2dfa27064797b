//! GPUs from the amdgpu driver's KFD topology
//! (`/sys/class/kfd/kfd/topology`, or a copy of it).
//!
//! - [`properties`]: a node's `properties` file ([`Properties`]).
//! - [`gpu`]: the [`Gpu`] a GPU node describes; [`target`], its processor.
//! - [`topology`]: every usable GPU of a machine, with a note for each node
//!   skipped ([`read_topology`]).
//! - [`cu_bitmap`]: which WGPs run work, from the driver's CU bitmap
//!   ([`active_wgps`]).
//! - [`power`]: a GPU's power level, from its DRM device
//!   ([`read_power_level`]), and what dispatch and device counting need of
//!   the queues and of the power level (on GFX11 and GFX12 a profile level,
//!   as `profile_standard`, else the perfmon clock is gated).
//!
//! # From properties to geometry
//!
//! Sources are Linux's `drivers/gpu/drm/amd/amdkfd/` (torvalds/linux, mirrored
//! in ROCm/amdgpu):
//!
//! - `gfx_target_version` is `kgd2kfd_probe()`'s (`kfd_device.c`) decimal
//!   `major * 10000 + minor * 100 + stepping` of the processor, not of the GC
//!   version: GC 12.0.1 is 120001 (gfx1201), GC 11.0.3 is 110001 (gfx1101),
//!   GC 9.4.3 is 90402 (gfx942), GC 9.4.2 is 90010 (gfx90a, stepping 10 = `a`).
//! - `simd_arrays_per_engine` is `gfx_info->max_sh_per_se`
//!   (`kfd_topology.c`, `kfd_topology_add_device()`).
//! - `array_count`: `kfd_create_vcrat_image_gpu()` (`kfd_crat.c`) stores
//!   `max_sh_per_se * max_shader_engines`, the arrays of one XCC (on GFX 9.4.3
//!   `max_shader_engines` counts one XCC's engines), and `node_show()`
//!   (`kfd_topology.c`) prints it multiplied by `NUM_XCC(xcc_mask)`. So the
//!   file's `array_count` covers all the node's XCCs: shader engines per die
//!   are `array_count / num_xcc / simd_arrays_per_engine` (MI300X: 32 / 8 / 1 = 4).
//! - `cu_per_simd_array` is `gfx_info->max_cu_per_sh`, per array as built
//!   (harvested CUs included) and not multiplied by the XCCs
//!   (`kfd_create_vcrat_image_gpu()`, copied by `kfd_populated_cu_info_gpu()`).
//!   On GFX10 and later a WGP is two CUs: `gfx_v11_0.c`/`gfx_v12_0.c` build an
//!   array's WGP mask `amdgpu_gfx_create_bitmask(max_cu_per_sh >> 1)`, so WGPs
//!   per array as built are `cu_per_simd_array / 2`; on GFX9 the unit is the CU.
//! - `simd_count` is `cu_info->simd_per_cu * (cu_info->number / num_nodes)`
//!   (`kfd_create_vcrat_image_gpu()`): SIMDs of the CUs that run work, of every
//!   XCC of the node (`gfx_v9_4_3_get_cu_info()` sums `number` over XCCs, and
//!   `num_nodes` splits it among the partitions). Active CUs per die are
//!   `simd_count / simd_per_cu / num_xcc` (MI300X: 1216 / 4 / 8 = 38).
//! - `num_xcc` is `NUM_XCC(xcc_mask)` of the node (`node_show()`); kernels that
//!   predate it print none, and one die is assumed.
//!
//! The properties carry no GC version (`node_show()` prints none): it is that of
//! the first built-in product of the same processor ([`PRODUCTS`]), else the
//! target's own numbers.

pub mod cu_bitmap;
pub mod power;
pub mod properties;
pub mod topology;

pub use cu_bitmap::{CuBitmap, active_wgps, parse_cu_bitmap, read_cu_bitmap};
pub use power::{Level, NodePower, PowerError, PowerLevel, read_power_level};
pub use properties::Properties;
pub use topology::{KfdGpu, Topology, read_topology};

use std::io::Read;
use std::path::Path;

use rig_counter_core::gpu::{PRODUCTS, Product};
use rig_counter_core::{GcVersion, Gpu, Target};

/// Why a KFD file, or what it says, cannot be used. Every message names the
/// file and, where one is at fault, the property.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum KfdError {
    /// The file cannot be read.
    #[error("cannot read {file}: {why}")]
    Unreadable {
        /// The file.
        file: String,
        /// The reason.
        why: String,
    },
    /// A line is not of the file's form.
    #[error("{file} line {line}: {why}")]
    Garbled {
        /// The file.
        file: String,
        /// The line, from 1.
        line: usize,
        /// What is wrong with it.
        why: String,
    },
    /// A property is missing, or its value does not describe a GPU.
    #[error("{file}: {property} {why}")]
    Property {
        /// The file.
        file: String,
        /// The property at fault.
        property: String,
        /// What is wrong with it.
        why: String,
    },
    /// The topology directory has no readable `nodes` directory.
    #[error("{dir} is no KFD topology: {why}")]
    NoTopology {
        /// The directory given.
        dir: String,
        /// The reason.
        why: String,
    },
    /// A CU bitmap that does not fit the GPU it is applied to.
    #[error("the CU bitmap does not fit {processor}: {why}")]
    CuBitmap {
        /// The GPU's processor, as `gfx1201`.
        processor: String,
        /// What does not fit.
        why: String,
    },
}

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
/// ([`target`]); see the [module](self) for the formulas.
///
/// Errors: those of [`target`] and [`gpu_of`].
pub fn gpu(properties: &Properties) -> Result<Option<Gpu>, KfdError> {
    match target(properties)? {
        Some(t) => gpu_of(properties, t).map(Some),
        None => Ok(None),
    }
}

/// The GPU of processor `target` the properties describe (see the
/// [module](self) for the formulas).
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

/// The largest file read: sysfs gives at most a page (4 KiB), so anything far
/// larger is no KFD file.
const MAX_BYTES: u64 = 64 * 1024;

/// The name of the file at `path`, for messages, and its text.
///
/// Errors: [`KfdError::Unreadable`] if it is not a regular file (a FIFO
/// would block its open), cannot be read or exceeds
/// [`MAX_BYTES`]; [`KfdError::Garbled`] at the first line that is not UTF-8.
fn read_text(path: &Path) -> Result<(String, String), KfdError> {
    let file = crate::text::shown_path(path);
    let unreadable = |why: String| KfdError::Unreadable { file: file.clone(), why };
    crate::files::regular(path).map_err(&unreadable)?;
    let mut bytes = Vec::new();
    std::fs::File::open(path)
        .and_then(|f| f.take(MAX_BYTES + 1).read_to_end(&mut bytes))
        .map_err(|e| unreadable(e.to_string()))?;
    if bytes.len() as u64 > MAX_BYTES {
        return Err(unreadable(format!("larger than {MAX_BYTES} bytes")));
    }
    match String::from_utf8(bytes) {
        Ok(text) => Ok((file, text)),
        Err(e) => {
            let good = &e.as_bytes()[..e.utf8_error().valid_up_to()];
            let line = 1 + good.iter().filter(|&&b| b == b'\n').count();
            Err(KfdError::Garbled { file, line, why: "not UTF-8 text".to_owned() })
        }
    }
}
