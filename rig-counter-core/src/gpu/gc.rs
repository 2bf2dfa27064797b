//! A GPU's graphics and compute IP version (GC) and the families of them
//! whose counters rig-counter knows.

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
