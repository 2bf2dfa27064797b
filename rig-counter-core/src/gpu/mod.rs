//! What a GPU is built of: its processor (target version), its GC version and the
//! geometry of its graphics and compute engine.
//!
//! Geometry follows the driver's KFD topology (`num_xcc`, `array_count`,
//! `simd_arrays_per_engine`, `cu_per_simd_array`) and AMD's published product
//! specifications; each built-in product names its sources in [`products`].

mod processor;
pub mod products;

pub use processor::{Processor, Target};
pub use products::{PRODUCTS, Product};

/// The version of a GPU's graphics and compute IP block (GC), as the driver's IP
/// discovery reports it: GC 12.0.1 for gfx1201, GC 9.4.3 for gfx942.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct GcVersion {
    /// Major version: 9, 11, 12.
    pub major: u8,
    /// Minor version.
    pub minor: u8,
    /// Revision.
    pub revision: u8,
}

/// The GC families whose counters rig-counter knows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub enum Family {
    /// GFX9 Instinct processors (gfx942, gfx950): an SQ counter per shader engine,
    /// TCC as the L2 cache, several dies (XCCs).
    Gfx9,
    /// GFX11 (RDNA 3, gfx1100 to gfx1153): SQ counters per WGP, GL2C as the L2.
    Gfx11,
    /// GFX12 (RDNA 4, gfx1200, gfx1201): SQ counters per WGP, GL2C as the L2.
    Gfx12,
    /// GC 12.5 (gfx1250): its own blocks (CHA, CHC, GL2A, GLARBC, GRBMA,
    /// GRBMH, ...) as aqlprofile's gfx1250 tables give them; a catalog and
    /// layouts, but no programs: no public source gives its registers'
    /// addresses or its geometry.
    Gfx125,
}

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
    /// on gfx1201). Each built-in product names its source in [`products`]; 0
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
