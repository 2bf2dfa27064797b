//! A GPU of any geometry and version, for the fuzz targets.

use arbitrary::Arbitrary;
use rig_counter_core::gpu::{GcVersion, Gpu, PRODUCTS, Target};

/// A built-in product, or any GPU.
#[derive(Arbitrary, Debug)]
pub enum AnyGpu {
    /// A built-in product, by index.
    Product(u8),
    /// Any target, GC version and geometry.
    Raw { target: (u8, u8, u8), gc: (u8, u8, u8), geometry: (u8, u8, u8, u8), compute_units: u16, l2_channels: u8 },
}

impl AnyGpu {
    /// The GPU.
    pub fn gpu(&self) -> Gpu {
        match *self {
            AnyGpu::Product(i) => PRODUCTS[usize::from(i) % PRODUCTS.len()].gpu,
            AnyGpu::Raw { target, gc, geometry, compute_units, l2_channels } => Gpu {
                target: Target { major: target.0, minor: target.1, stepping: target.2 },
                gc: GcVersion { major: gc.0, minor: gc.1, revision: gc.2 },
                xccs: geometry.0,
                shader_engines: geometry.1,
                shader_arrays: geometry.2,
                array_units: geometry.3,
                compute_units,
                l2_channels,
            },
        }
    }
}

/// A name: a real counter of the GPU's catalog by index, or any text.
#[derive(Arbitrary, Debug)]
pub enum AnyName {
    /// A catalog counter, by index.
    Real(u16),
    /// Any text.
    Text(String),
}

/// The names, as borrowed strings.
pub fn names<'a>(gpu: &Gpu, names: &'a [AnyName]) -> Vec<&'a str> {
    let catalog = rig_counter_core::catalog::Catalog::of(gpu.target);
    names
        .iter()
        .map(|n| match n {
            AnyName::Real(i) => catalog
                .and_then(|c| c.counters.get(usize::from(*i) % c.counters.len().max(1)))
                .map_or("SQ_WAVES", |c| c.name()),
            AnyName::Text(t) => t.as_str(),
        })
        .collect()
}
