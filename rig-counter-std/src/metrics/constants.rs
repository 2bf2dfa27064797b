//! The GPU constants rocprofiler's expressions name, computed from a [`Gpu`].
//!
//! Sources:
//! - The lower-case names are the KFD topology node properties the Linux driver
//!   publishes (torvalds/linux `drivers/gpu/drm/amd/amdkfd/kfd_topology.c`,
//!   `node_show()`: `simd_count`, `simd_per_cu`, `wave_front_size`,
//!   `array_count`, `simd_arrays_per_engine`; also `num_xcc`), which
//!   rocprofiler-sdk copies into its agent (`rocprofiler_agent_t` fields of the
//!   same names) and resolves when a shipped expression names them.
//! - The upper-case names are rocprofiler's (its documentation's "Derived
//!   metrics": `CU_NUM`) and
//!   are themselves derived metrics of the shipped definitions
//!   (`data/rocprofiler-config-2026-08.yaml`): `CU_NUM` =
//!   `simd_count/simd_per_cu`, `SE_NUM` = `array_count/simd_arrays_per_engine`,
//!   `SIMD_NUM` = `simd_count`, `MAX_WAVE_SIZE` = `wave_front_size`. The values
//!   here agree with those expressions, so resolving a name either way gives the
//!   same number.
//! - KFD counts the whole agent: on a GPU of several dies (MI300X) `simd_count`
//!   and `array_count` cover every die (a public MI300X node dump reads
//!   `simd_count` 1216 = 304 CUs x 4, `num_xcc` 8, `array_count` 32; see
//!   `rig_counter_core::gpu::products`).

use rig_counter_core::{Family, Gpu};
use std::collections::BTreeMap;

/// Every constant name [`constants`] may give, in the order listed there.
pub const NAMES: [&str; 9] = [
    "CU_NUM",
    "SE_NUM",
    "SIMD_NUM",
    "MAX_WAVE_SIZE",
    "simd_count",
    "simd_per_cu",
    "wave_front_size",
    "array_count",
    "simd_arrays_per_engine",
];

/// Whether `name` is one of the constant names ([`NAMES`]).
pub fn is_constant(name: &str) -> bool {
    NAMES.contains(&name)
}

/// SIMDs per compute unit: 4 on GFX9 (GCN/CDNA: four SIMD16 units per CU; the
/// MI300X KFD dump's `simd_count` 1216 for 304 CUs), 2 on GFX11 and GFX12 (RDNA:
/// two SIMD32 units per CU; KFD of an RX 7900 XTX reads `simd_count` 192 for 96
/// CUs, cited in `rig_counter_core::gpu::products`); `None` for GC 12.5
/// (gfx1250), of which no public source gives it.
pub fn simd_per_cu(family: Family) -> Option<u32> {
    match family {
        Family::Gfx9 => Some(4),
        Family::Gfx11 | Family::Gfx12 => Some(2),
        Family::Gfx125 => None,
    }
}

/// Threads of a wavefront as KFD's `wave_front_size` reports it: 64 on GFX9
/// (CDNA runs wave64 only), 32 on GFX11 and GFX12 (RDNA's native wave32, which
/// is what KFD and `rocminfo` report for gfx11/gfx12 agents); `None` for GC
/// 12.5 (gfx1250), of which no public source gives it.
pub fn wave_front_size(family: Family) -> Option<u32> {
    match family {
        Family::Gfx9 => Some(64),
        Family::Gfx11 | Family::Gfx12 => Some(32),
        Family::Gfx125 => None,
    }
}

/// The constants of `gpu`, by name: whole-GPU counts, every die included.
///
/// - `CU_NUM` = compute units per die x dies;
/// - `SE_NUM` = shader engines per die x dies;
/// - `simd_per_cu`: [`simd_per_cu`];
/// - `SIMD_NUM` = `simd_count` = `CU_NUM` x `simd_per_cu`;
/// - `MAX_WAVE_SIZE` = `wave_front_size`: [`wave_front_size`];
/// - `array_count` = shader engines x shader arrays per engine x dies;
/// - `simd_arrays_per_engine` = shader arrays per engine.
///
/// A GPU of no known family ([`Gpu::family`] `None`), or of GC 12.5, has no
/// `simd_per_cu`, `SIMD_NUM`, `simd_count`, `MAX_WAVE_SIZE` or
/// `wave_front_size`: they are left out rather than guessed. A GPU of unknown geometry ([`Gpu::bare`]) gives 0s,
/// which a division turns into undefined.
pub fn constants(gpu: &Gpu) -> BTreeMap<&'static str, f64> {
    let xccs = f64::from(gpu.xccs);
    let cus = f64::from(gpu.compute_units) * xccs;
    let engines = f64::from(gpu.shader_engines);
    let arrays = f64::from(gpu.shader_arrays);
    let mut map = BTreeMap::from([
        ("CU_NUM", cus),
        ("SE_NUM", engines * xccs),
        ("array_count", engines * arrays * xccs),
        ("simd_arrays_per_engine", arrays),
    ]);
    if let Some(per_cu) = gpu.family().and_then(simd_per_cu).map(f64::from) {
        map.extend([("simd_per_cu", per_cu), ("SIMD_NUM", cus * per_cu), ("simd_count", cus * per_cu)]);
    }
    if let Some(wave) = gpu.family().and_then(wave_front_size).map(f64::from) {
        map.extend([("MAX_WAVE_SIZE", wave), ("wave_front_size", wave)]);
    }
    map
}
