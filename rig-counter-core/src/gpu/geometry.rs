//! A GPU as counting sees it: its processor, GC version and the geometry of
//! its graphics and compute engine.

use super::gc::{Family, GcVersion};
use super::processor::{Processor, Target};

/// A GPU as counting sees it: its processor, GC version and geometry.
///
/// Counts are per die: a GPU of several dies (XCCs, as MI300X's eight) repeats
/// `shader_engines` engines of `shader_arrays` arrays of `array_units` units in
/// each die.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct Gpu {
    /// The processor (`gfx1201` is 12.0.1).
    pub target: Target,
    /// The GC version.
    pub gc: GcVersion,
    /// Dies (XCCs) that each run a copy of the engines: 1, or 8 on MI300X.
    pub xccs: u8,
    /// Shader engines per die.
    pub shader_engines: u8,
    /// Shader arrays per shader engine.
    pub shader_arrays: u8,
    /// Work-group processors per shader array as the chip is built, those that
    /// run no work (harvested) included. On GFX9, which has no WGPs, compute
    /// units per shader array as built.
    pub array_units: u8,
    /// Compute units per die that run work (harvested ones excluded).
    pub compute_units: u16,
    /// L2 cache channels per die: the instances of GL2C (GFX11, GFX12) or TCC
    /// (GFX9), which differ between products of one family (16 on gfx1200, 32
    /// on gfx1201). Each built-in product names its source in [`products`](super::products); 0
    /// where unknown, so an L2 counter has no values.
    pub l2_channels: u8,
}

impl Gpu {
    /// The processor name, as `gfx1201`, `gfx942`, `gfx90a`: `gfx`, the major
    /// version in decimal, the minor version and stepping in hex.
    pub fn processor(&self) -> Processor {
        self.target.processor()
    }

    /// The GC family of its counters, or `None` for a processor of another
    /// family (gfx90a, gfx1030), which counts nothing.
    pub fn family(&self) -> Option<Family> {
        self.target.family()
    }

    /// A GPU of processor `target` whose geometry is unknown: one die and no
    /// engines, as for a processor without a built-in product. Its GC version is
    /// 0.0.0.
    pub const fn bare(target: Target) -> Gpu {
        Gpu {
            target,
            gc: GcVersion { major: 0, minor: 0, revision: 0 },
            xccs: 1,
            shader_engines: 0,
            shader_arrays: 0,
            array_units: 0,
            compute_units: 0,
            l2_channels: 0,
        }
    }
}
