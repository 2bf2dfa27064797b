//! Counter blocks: how many counter registers each has and where it counts.
//!
//! Sources, per row of [`Block::shape`]:
//! - Counter registers: one per `<BLOCK>_PERFCOUNTER<n>_LO` register of the GC's
//!   register headers (Linux `drivers/gpu/drm/amd/include/asic_reg/gc/
//!   gc_{9_4_3,11_0_0,12_0_0}_offset.h`; `perf-registers-gc943-gc11-gc12.csv`),
//!   except SQ on GFX11/GFX12, where 16 SELECT registers exist but only the even
//!   ones are wired to the eight 32-bit per-WGP counters (aqlprofile's gfx11/gfx12
//!   block tables; Mesa `ac_perfcounter.c`).
//! - Instances: aqlprofile's block tables (`TCC` 16 per die on gfx942/gfx950,
//!   `GL2C` 32 on GFX11/GFX12), as restated in `docs/gfx12-counting.md` section 1.

use crate::gpu::{Family, Gpu};

/// A counter block of the GC: a unit with its own counter registers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub enum Block {
    /// The graphics register bus manager: GPU-wide busy and clock counters.
    Grbm,
    /// The L2 cache of GFX11 and GFX12 (GL2C channels).
    Gl2c,
    /// The L2 cache of GFX9 (TCC channels).
    Tcc,
    /// The sequencer of the shader engines: waves and instructions.
    Sq,
}

/// Where a block's counter counts: one value per what.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub enum Scope {
    /// One value per instance of the block in a die.
    Die,
    /// One value per shader engine (GFX9 SQ).
    Engine,
    /// One value per work-group processor of every shader array of every engine
    /// (GFX11 and GFX12 SQ).
    Wgp,
}

/// What a block has in one GC family.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct BlockShape {
    /// Counter registers: how many of its counters count at once.
    pub registers: u8,
    /// Instances of the block in one die (TCC: 16 L2 channels).
    pub instances: u16,
    /// Where it counts.
    pub scope: Scope,
}

/// How many values a block's counter has in a run of one GPU, by dimension; the
/// product of the five is its number of values.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct Extents {
    /// Dies.
    pub xccs: u32,
    /// Instances of the block in a die.
    pub instances: u32,
    /// Shader engines of a die.
    pub engines: u32,
    /// Shader arrays of an engine.
    pub arrays: u32,
    /// Work-group processors of an array, as built.
    pub wgps: u32,
}

impl BlockShape {
    /// Where a counter of this shape counts on `gpu`: every die, every instance,
    /// and the engines, arrays and WGPs (as built) its scope names; 1 for the
    /// dimensions it does not have.
    pub fn extents(&self, gpu: &Gpu) -> Extents {
        let (engines, arrays, wgps) = match self.scope {
            Scope::Die => (1, 1, 1),
            Scope::Engine => (u32::from(gpu.shader_engines), 1, 1),
            Scope::Wgp => (u32::from(gpu.shader_engines), u32::from(gpu.shader_arrays), u32::from(gpu.array_units)),
        };
        Extents { xccs: u32::from(gpu.xccs), instances: u32::from(self.instances), engines, arrays, wgps }
    }
}

impl Block {
    /// Every block, in the order of this enum.
    pub const ALL: [Block; 4] = [Block::Grbm, Block::Gl2c, Block::Tcc, Block::Sq];

    /// Its name in rocprofiler's definitions and AMD's register names: `GRBM`,
    /// `GL2C`, `TCC`, `SQ`.
    pub const fn name(self) -> &'static str {
        match self {
            Block::Grbm => "GRBM",
            Block::Gl2c => "GL2C",
            Block::Tcc => "TCC",
            Block::Sq => "SQ",
        }
    }

    /// The block named `name` exactly (`SQ`), if rig-counter knows it.
    pub fn from_name(name: &str) -> Option<Block> {
        Block::ALL.into_iter().find(|b| b.name() == name)
    }

    /// What it has in `family`, or `None` if the family lacks it (TCC on GFX12,
    /// GL2C on GFX9).
    pub const fn shape(self, family: Family) -> Option<BlockShape> {
        const fn s(registers: u8, instances: u16, scope: Scope) -> Option<BlockShape> {
            Some(BlockShape { registers, instances, scope })
        }
        match (family, self) {
            // GRBM_PERFCOUNTER0_LO, GRBM_PERFCOUNTER1_LO (gc_9_4_3, gc_11_0_0, gc_12_0_0).
            (_, Block::Grbm) => s(2, 1, Scope::Die),
            // TCC_PERFCOUNTER0..3_LO (gc_9_4_3); 16 channels per die (aqlprofile gfx9 TCC).
            (Family::Gfx9, Block::Tcc) => s(4, 16, Scope::Die),
            // SQ_PERFCOUNTER0..15_LO (gc_9_4_3): 16 64-bit counters per engine.
            (Family::Gfx9, Block::Sq) => s(16, 1, Scope::Engine),
            (Family::Gfx9, Block::Gl2c) => None,
            // GL2C_PERFCOUNTER0..3_LO (gc_11_0_0, gc_12_0_0); 32 channels (aqlprofile gfx11/12 GL2C).
            (Family::Gfx11 | Family::Gfx12, Block::Gl2c) => s(4, 32, Scope::Die),
            // SQ_PERFCOUNTER0..7_LO, selected through the even SQ_PERFCOUNTER{2r}_SELECT.
            (Family::Gfx11 | Family::Gfx12, Block::Sq) => s(8, 1, Scope::Wgp),
            (Family::Gfx11 | Family::Gfx12, Block::Tcc) => None,
        }
    }
}

impl core::fmt::Display for Block {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(self.name())
    }
}
