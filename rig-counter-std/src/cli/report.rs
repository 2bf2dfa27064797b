//! What the commands print with `--json`, one object per command.

use rig_counter_core::gpu::Product;
use rig_counter_core::{Counter, Gpu};
use serde::Serialize;

/// `rig-counter gpus --json`.
#[derive(Serialize)]
pub struct GpusReport {
    /// Every built-in product.
    pub gpus: Vec<GpuRow>,
}

/// One product.
#[derive(Clone, Serialize)]
pub struct GpuRow {
    /// Its key: `r9700` (left out where the row has its own, `kfd:N`).
    #[serde(skip_serializing_if = "str::is_empty")]
    pub key: &'static str,
    /// Its name: `Radeon AI PRO R9700`.
    pub name: &'static str,
    /// Its processor: `gfx1201`.
    pub processor: String,
    /// Its GC version: `12.0.1`.
    pub gc: String,
    /// Dies.
    pub xccs: u8,
    /// Shader engines per die.
    pub shader_engines: u8,
    /// Shader arrays per engine.
    pub shader_arrays: u8,
    /// WGPs (CUs on GFX9) per array, as built.
    pub array_units: u8,
    /// Compute units per die that run work.
    pub compute_units: u16,
    /// L2 channels per die (GL2C or TCC instances).
    pub l2_channels: u8,
}

impl GpuRow {
    /// The row of `p`.
    pub fn of(p: &Product) -> GpuRow {
        GpuRow { key: p.key, name: p.name, ..GpuRow::of_gpu(&p.gpu) }
    }

    /// The row of a GPU that is no built-in product (key and name empty).
    pub fn of_gpu(g: &Gpu) -> GpuRow {
        GpuRow {
            key: "",
            name: "",
            processor: g.processor().to_string(),
            gc: format!("{}.{}.{}", g.gc.major, g.gc.minor, g.gc.revision),
            xccs: g.xccs,
            shader_engines: g.shader_engines,
            shader_arrays: g.shader_arrays,
            array_units: g.array_units,
            compute_units: g.compute_units,
            l2_channels: g.l2_channels,
        }
    }
}

/// `rig-counter counters GPU --json`.
#[derive(Serialize)]
pub struct CountersReport {
    /// The processor: `gfx1201`.
    pub gpu: String,
    /// Every counter of its catalog, by name.
    pub counters: Vec<CounterRow>,
}

/// One counter of a catalog, with its sample shape on the GPU.
#[derive(Serialize)]
pub struct CounterRow {
    /// Its name.
    pub name: &'static str,
    /// Its block.
    pub block: &'static str,
    /// Its event.
    pub event: u16,
    /// The counter registers of its block.
    pub registers: u8,
    /// Dies.
    pub xccs: u32,
    /// Instances of its block per die.
    pub instances: u32,
    /// Engines per die.
    pub engines: u32,
    /// Arrays per engine.
    pub arrays: u32,
    /// WGPs per array, as built.
    pub wgps: u32,
    /// Its dimensions in rocprofiler's form, slowest first, those of more
    /// than one index: `DIMENSION_XCC[0:7]`, `DIMENSION_SHADER_ENGINE[0:3]`.
    pub dimensions: Vec<String>,
    /// rocprofiler's description of it ("" if the definitions give none);
    /// for a counter of a definitions file, `defined by FILE`.
    pub description: String,
    /// The definitions file that defined it; absent for the catalog's.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub source: Option<String>,
}

impl CounterRow {
    /// The row of `c` on `gpu`, a counter of definitions file `file` if
    /// [`Found::defined`](crate::known::Found::defined); `None` if its block
    /// does not count on `gpu`'s family.
    pub fn found(gpu: &Gpu, c: &crate::known::Found, file: &str) -> Option<CounterRow> {
        let shape = c.block.shape(gpu.family()?)?;
        let e = c.block.extents(gpu)?;
        let (description, source) = match c.defined {
            true => (format!("defined by {file}"), Some(file.to_owned())),
            false => (crate::definitions::description(c.name).unwrap_or("").to_owned(), None),
        };
        Some(CounterRow {
            name: c.name,
            block: c.block.name(),
            event: c.event,
            registers: shape.registers,
            xccs: e.xccs,
            instances: e.instances,
            engines: e.engines,
            arrays: e.arrays,
            wgps: e.wgps,
            dimensions: dimensions([e.xccs, e.instances, e.engines, e.arrays, e.wgps]),
            description,
            source,
        })
    }
}

/// rocprofiler's names of the dimensions a value has, slowest first, as the
/// layout orders them (rocprofiler-sdk's counter collection docs: XCC only on
/// agents of several dies, WGP only for counters per CU or WGP).
const DIMENSIONS: [&str; 5] =
    ["DIMENSION_XCC", "DIMENSION_INSTANCE", "DIMENSION_SHADER_ENGINE", "DIMENSION_SHADER_ARRAY", "DIMENSION_WGP"];

/// The dimensions of extents `extents` (xccs, instances, engines, arrays,
/// WGPs) of more than one index, as `DIMENSION_SHADER_ENGINE[0:3]`.
pub fn dimensions(extents: [u32; 5]) -> Vec<String> {
    DIMENSIONS.iter().zip(extents).filter(|(_, n)| *n > 1).map(|(d, n)| format!("{d}[0:{}]", n - 1)).collect()
}

/// `rig-counter layout GPU COUNTER... --json`.
#[derive(Serialize)]
pub struct LayoutReport {
    /// The processor: `gfx1201`.
    pub gpu: String,
    /// Bytes of a run's samples.
    pub bytes: u32,
    /// The counters, in the request's order.
    pub counters: Vec<LayoutRow>,
}

/// One counter of a layout.
#[derive(Serialize)]
pub struct LayoutRow {
    /// Its name.
    pub name: &'static str,
    /// Its block.
    pub block: &'static str,
    /// Its event.
    pub event: u16,
    /// The counter register of its block it takes.
    pub register: u8,
    /// Dies.
    pub xccs: u32,
    /// Instances of its block per die.
    pub instances: u32,
    /// Engines per die.
    pub engines: u32,
    /// Arrays per engine.
    pub arrays: u32,
    /// WGPs per array, as built.
    pub wgps: u32,
    /// Byte offset of its values in a run's samples.
    pub offset: u32,
    /// `HIGH_RES` or `LOW_RES` when it is the accumulator of the row before
    /// it (`accumulate(that counter, ...)`); absent otherwise.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub accumulates: Option<&'static str>,
}

impl LayoutRow {
    /// The row of `c`.
    pub fn of(c: &Counter) -> LayoutRow {
        LayoutRow {
            name: c.name,
            block: c.block.name(),
            event: c.event,
            register: c.register,
            xccs: c.xccs,
            instances: c.instances,
            engines: c.engines,
            arrays: c.arrays,
            wgps: c.wgps,
            offset: c.offset,
            accumulates: c.accumulates.map(|r| r.word()),
        }
    }
}
