//! Counter blocks: how many counter registers each has and where it counts.
//!
//! Sources, per row of [`Block::shape`] (short names):
//! - L9, L11, L12: Linux `drivers/gpu/drm/amd/include/asic_reg/gc/gc_9_4_3_offset.h`,
//!   `gc_11_0_0_offset.h`, `gc_12_0_0_offset.h`: a block has one counter
//!   register per `<BLOCK>_PERFCOUNTER<n>_LO` register, except SQ on GFX11 and
//!   GFX12, where 16 SELECT registers exist but only the even ones are wired to
//!   the eight 32-bit per-WGP counters (`perf-registers-gc943-gc11-gc12.csv`).
//! - A9, A11, A12: AMD's aqlprofile block tables (ROCm/rocm-systems
//!   `projects/aqlprofile/gfxip/gfx9/gfx9_block_table.h`, `src/core/gfx940_factory.cpp`,
//!   `gfxip/gfx11/gfx11_block_table.h`, `gfxip/gfx12/gfx12_block_info.h`):
//!   instances and where a block counts, as rocprofiler lays out its values.
//! - M: Mesa `src/amd/common/ac_perfcounter*.c`, where it agrees.
//! - A125: aqlprofile's gfx1250 tables (ROCm/rocm-systems
//!   `projects/aqlprofile/gfxip/gfx12/gfx12_block_info.h` @05085f15, namespace
//!   `gfx1250`; `gfx1250_block_table.h` and `src/pm4/gfx12/gfx12_pmc_builder.cpp`
//!   @5e146dd; `src/core/counter_dimensions.hpp` @1ee1b005), the only public
//!   source of GC 12.5's blocks.

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
    /// The compute command processor.
    Cpc,
    /// The command processor's fetcher.
    Cpf,
    /// The shader processor input: wave launch.
    Spi,
    /// The texture addresser (vector memory addresses).
    Ta,
    /// The texture data unit (vector memory data returned).
    Td,
    /// The vector L1 cache (TCP).
    Tcp,
    /// The L2 cache's arbiter for memory channels of GFX9 (TCA).
    Tca,
    /// The shader engines' global sequencer (GFX11): waves and messages per
    /// engine.
    Sqg,
    /// The GL1 cache's arbiter (GFX11), one per shader array.
    Gl1a,
    /// The GL1 cache (GFX11), four quadrants per shader array.
    Gl1c,
    /// The GC's memory interface (GFX11's efficiency arbiter, EA), one per
    /// L2 channel.
    Gcea,
    /// GC 12.5's CHA (a cache hierarchy arbiter).
    Cha,
    /// GC 12.5's CHC (a cache hierarchy cache), two instances.
    Chc,
    /// GC 12.5's GL2 arbiter.
    Gl2a,
    /// GC 12.5's GL arbiter client.
    Glarbc,
    /// GC 12.5's GRBM of the die's AID (GRBMA).
    Grbma,
    /// GC 12.5's GRBM of each shader engine (GRBMH).
    Grbmh,
}

/// Where a block's counter counts: one value per what.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub enum Scope {
    /// One value per instance of the block in a die.
    Die,
    /// One value per instance in each shader engine.
    Engine,
    /// One value per instance in each shader array of each engine.
    Array,
    /// One value per instance in each work-group processor of every shader
    /// array of every engine (GFX11 and GFX12 SQ, one instance; GFX12 TA, two).
    Wgp,
    /// One value per L2 cache channel of a die (GL2C, TCC): the GPU's
    /// [`Gpu::l2_channels`] instances, which differ between products.
    Channel,
}

/// What a block has in one GC family.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct BlockShape {
    /// Counter registers: how many of its counters count at once.
    pub registers: u8,
    /// Instances of the block where its scope counts (TA on GFX12: 2 per WGP);
    /// 0 for [`Scope::Channel`], whose instances are the GPU's L2 channels.
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
        ScopeExtents::of(gpu).extents(self)
    }
}

/// [`BlockShape::extents`] of each [`Scope`] on one GPU, worked out once: a
/// layout looks each counter's extents up here, by its scope, instead of
/// matching the scope per counter.
#[derive(Clone, Copy, Debug)]
pub(crate) struct ScopeExtents {
    /// Engines, arrays and WGPs of a counter of each scope (by `Scope as usize`).
    by_scope: [[u32; 3]; 5],
    xccs: u32,
    /// The GPU's L2 channels: the instances of a [`Scope::Channel`] block.
    channels: u32,
}

impl ScopeExtents {
    /// The extents of each scope on `gpu`.
    pub(crate) fn of(gpu: &Gpu) -> ScopeExtents {
        let (engines, arrays, wgps) =
            (u32::from(gpu.shader_engines), u32::from(gpu.shader_arrays), u32::from(gpu.array_units));
        let mut by_scope = [[1; 3]; 5];
        by_scope[Scope::Engine as usize] = [engines, 1, 1];
        by_scope[Scope::Array as usize] = [engines, arrays, 1];
        by_scope[Scope::Wgp as usize] = [engines, arrays, wgps];
        ScopeExtents { by_scope, xccs: u32::from(gpu.xccs), channels: u32::from(gpu.l2_channels) }
    }

    /// Where a counter of `shape` counts: every die, its instances (the L2
    /// channels for [`Scope::Channel`]), and its scope's engines, arrays and WGPs.
    #[inline(always)]
    pub(crate) fn extents(&self, shape: &BlockShape) -> Extents {
        // (`get`: an index the compiler cannot bound on every target, the
        // GPU's among them, would link a panic path.)
        let [engines, arrays, wgps] = self.by_scope.get(shape.scope as usize).copied().unwrap_or([1; 3]);
        let instances = if shape.scope == Scope::Channel { self.channels } else { u32::from(shape.instances) };
        Extents { xccs: self.xccs, instances, engines, arrays, wgps }
    }
}

impl Block {
    /// Every block, in the order of this enum.
    pub const ALL: [Block; 21] = [
        Block::Grbm,
        Block::Gl2c,
        Block::Tcc,
        Block::Sq,
        Block::Cpc,
        Block::Cpf,
        Block::Spi,
        Block::Ta,
        Block::Td,
        Block::Tcp,
        Block::Tca,
        Block::Sqg,
        Block::Gl1a,
        Block::Gl1c,
        Block::Gcea,
        Block::Cha,
        Block::Chc,
        Block::Gl2a,
        Block::Glarbc,
        Block::Grbma,
        Block::Grbmh,
    ];

    /// Its name in rocprofiler's definitions and AMD's register names: `GRBM`,
    /// `GL2C`, `TCC`, `SQ`.
    pub const fn name(self) -> &'static str {
        match self {
            Block::Grbm => "GRBM",
            Block::Gl2c => "GL2C",
            Block::Tcc => "TCC",
            Block::Sq => "SQ",
            Block::Cpc => "CPC",
            Block::Cpf => "CPF",
            Block::Spi => "SPI",
            Block::Ta => "TA",
            Block::Td => "TD",
            Block::Tcp => "TCP",
            Block::Tca => "TCA",
            Block::Sqg => "SQG",
            Block::Gl1a => "GL1A",
            Block::Gl1c => "GL1C",
            Block::Gcea => "GCEA",
            Block::Cha => "CHA",
            Block::Chc => "CHC",
            Block::Gl2a => "GL2A",
            Block::Glarbc => "GLARBC",
            Block::Grbma => "GRBMA",
            Block::Grbmh => "GRBMH",
        }
    }

    /// The block named `name` exactly (`SQ`), if rig-counter knows it.
    pub fn from_name(name: &str) -> Option<Block> {
        Block::ALL.into_iter().find(|b| b.name() == name)
    }

    /// What it has in `family`, or `None` if the family lacks it (TCC on GFX12,
    /// GL2C on GFX9): a lookup in a table built at compile time from
    /// [`Block::shape_of`].
    #[inline]
    pub fn shape(self, family: Family) -> Option<BlockShape> {
        SHAPES_BY_GC.get(family_row(family)?).and_then(|f| f.get(self as usize)).copied().flatten()
    }

    /// What it has in `family`, each row with its sources; [`Block::shape`]
    /// reads the same from a table.
    pub const fn shape_of(self, family: Family) -> Option<BlockShape> {
        const fn s(registers: u8, instances: u16, scope: Scope) -> Option<BlockShape> {
            Some(BlockShape { registers, instances, scope })
        }
        use Family::{Gfx9, Gfx11, Gfx12, Gfx125};
        match (family, self) {
            // GRBM_PERFCOUNTER0_LO, _1_LO: L9, L11, L12; one per die: A9, A11, A12,
            // A125, M.
            (_, Block::Grbm) => s(2, 1, Scope::Die),
            // GC 12.5 (gfx1250), A125 alone: counters (`<Block>CounterBlockNumCounters`)
            // and instances (`<Block>CounterBlockNumInstances`), each block's
            // dimensions as rocprofiler's (counter_dimensions.hpp: the XCC, then
            // INSTANCE, SE where the block has the SE attribute, SA where SA)
            // except where aqlprofile's gfx1250 read path reads otherwise: SQG
            // once per engine, TCP per WGP (gfx12_pmc_builder.cpp).
            (Gfx125, Block::Cha) => s(4, 1, Scope::Die),
            (Gfx125, Block::Chc) => s(4, 2, Scope::Die),
            (Gfx125, Block::Cpc | Block::Cpf) => s(2, 1, Scope::Die),
            (Gfx125, Block::Gl1a) => s(4, 1, Scope::Engine),
            (Gfx125, Block::Gl1c) => s(4, 12, Scope::Engine),
            (Gfx125, Block::Gl2a) => s(4, 24, Scope::Die),
            (Gfx125, Block::Gl2c) => s(4, 96, Scope::Die),
            (Gfx125, Block::Glarbc) => s(4, 24, Scope::Die),
            (Gfx125, Block::Grbma) => s(2, 1, Scope::Die),
            (Gfx125, Block::Grbmh) => s(2, 1, Scope::Engine),
            (Gfx125, Block::Spi) => s(6, 1, Scope::Engine),
            (Gfx125, Block::Sq) => s(8, 1, Scope::Wgp),
            (Gfx125, Block::Sqg) => s(8, 1, Scope::Engine),
            (Gfx125, Block::Tcp) => s(8, 2, Scope::Wgp),
            // Blocks aqlprofile does not register for gfx1250 (TA, TD) or that
            // it lacks.
            (Gfx125, Block::Ta | Block::Td | Block::Tcc | Block::Tca | Block::Gcea) => None,
            // GC 12.5's own blocks on the other families.
            (Gfx9 | Gfx11 | Gfx12, Block::Cha | Block::Chc | Block::Gl2a | Block::Glarbc) => None,
            (Gfx9 | Gfx11 | Gfx12, Block::Grbma | Block::Grbmh) => None,
            // CPC and CPF_PERFCOUNTER0_LO, _1_LO: L9; one per die: A9, M.
            (Gfx9, Block::Cpc | Block::Cpf) => s(2, 1, Scope::Die),
            // SPI_PERFCOUNTER0..5_LO: L9; one per engine: A9, M.
            (Gfx9, Block::Spi) => s(6, 1, Scope::Engine),
            // SQ_PERFCOUNTER0..15_LO/HI: L9 (aqlprofile programs 8 per pass; the
            // registers say 16), one per engine: A9, M.
            (Gfx9, Block::Sq) => s(16, 1, Scope::Engine),
            // TA and TD_PERFCOUNTER0..1_LO: L9; at most 16 instances per engine: A9
            // (TaCounterBlockNumInstances), M (one per CU); gfx942 and gfx950
            // have 10 and 9 ([`INSTANCES_BY_GC`]).
            (Gfx9, Block::Ta | Block::Td) => s(2, 16, Scope::Engine),
            // TCP_PERFCOUNTER0..3_LO: L9; at most 16 instances per engine: A9, M;
            // gfx942 and gfx950 have 10 and 9 ([`INSTANCES_BY_GC`]).
            (Gfx9, Block::Tcp) => s(4, 16, Scope::Engine),
            // TCC_PERFCOUNTER0..3_LO: L9; one per L2 channel (16 per XCC on
            // MI300 and MI350: A9 gfx940_factory instance_count; M max_tcc_blocks).
            (Gfx9, Block::Tcc) => s(4, 0, Scope::Channel),
            // TCA_PERFCOUNTER0..3_LO: L9; 32 per die: A9 (gfx940_factory
            // instance_count = 32; the base table and Mesa say 2).
            (Gfx9, Block::Tca) => s(4, 32, Scope::Die),
            // GL2C_PERFCOUNTER0..3_LO: L11, L12; one per L2 channel, whose
            // number differs by product (A12: 16 on gfx1200, 32 on gfx1201;
            // A11 gfx115x: 8; see `gpu::products`).
            (Gfx11 | Gfx12, Block::Gl2c) => s(4, 0, Scope::Channel),
            // SQ_PERFCOUNTER0..7_LO, selected through the even SQ_PERFCOUNTER{2r}_SELECT:
            // L11, L12; one per WGP: A11, A12.
            (Gfx11 | Gfx12, Block::Sq) => s(8, 1, Scope::Wgp),
            // TA_PERFCOUNTER0..1_LO: L11; 16 instances per engine: A11 (SE
            // attribute, read as INSTANCE_INDEX 0..15 of the engine; Mesa counts
            // them per array).
            (Gfx11, Block::Ta) => s(2, 16, Scope::Engine),
            // TA_PERFCOUNTER0..1_LO: L12; 2 instances in every WGP, addressed as
            // INSTANCE_INDEX (wgp << 2) | instance: aqlprofile's gfx12 PMC builder
            // (`bIsWGPcounter12`, `grbm_inst_se_sh_wgp_index_value`) and PAL
            // gfx12PerfExperiment.cpp l.2340-2360 (blockIndex = cu % 2 at [1:0],
            // wgpIndex at [4:2]).
            (Gfx12, Block::Ta) => s(2, 2, Scope::Wgp),
            // TCP_PERFCOUNTER0..3_LO: L12; 2 instances in every WGP, addressed as
            // TA's: aqlprofile's gfx12 PMC builder (`bIsWGPcounter12` takes TA,
            // TD and TCP alike).
            (Gfx12, Block::Tcp) => s(4, 2, Scope::Wgp),
            // GFX11 (GC 11.0 and 11.5, whose `gc_11_5_0_offset.h` @7d461b29 has
            // every counter register of these blocks at GC 11.0's offset):
            // CPC and CPF_PERFCOUNTER0/1: L11; one per die: A11, M, PAL
            // gfx9PerfCtrInfo.cpp (GlobalBlock).
            (Gfx11, Block::Cpc | Block::Cpf) if GC115_BLOCKS => s(2, 1, Scope::Die),
            // SPI_PERFCOUNTER0..5: L11; one per engine: A11, M, PAL (PerShaderEngine).
            (Gfx11, Block::Spi) if GC115_BLOCKS => s(6, 1, Scope::Engine),
            // SQG_PERFCOUNTER0..7 (64-bit): L11; one per engine: A11
            // (SqgCounterBlockInfo), PAL ("a single SQG in every shader engine").
            (Gfx11, Block::Sqg) if GC115_BLOCKS => s(8, 1, Scope::Engine),
            // GL1A_PERFCOUNTER0..3: L11 through Mesa's gfx11.json; one per shader
            // array: PAL ("The GL1 complex is per-SA by definition"), M
            // (AC_PC_PER_SHADER_ARRAY, one instance). aqlprofile reads 4 per
            // array, three of which PAL and Mesa say do not exist: a listed
            // deviation (docs/aqlprofile.md).
            (Gfx11, Block::Gl1a) if GC115_BLOCKS => s(4, 1, Scope::Array),
            // GL1C_PERFCOUNTER0..3: L11 through Mesa; four quadrants per shader
            // array: PAL ("Each GL1A talks to four GL1C quadrants"), M, A11.
            (Gfx11, Block::Gl1c) if GC115_BLOCKS => s(4, 4, Scope::Array),
            // TCP_PERFCOUNTER0..3 and TD_PERFCOUNTER0/1: L11; one per CU, two in
            // every WGP, INSTANCE_INDEX (wgp << 2) | cu: PAL gfx9PerfExperiment.cpp
            // BuildGrbmGfxIndex ("These blocks are per-CU", PerWgpInstanceLayout),
            // M (one per CU of an array).
            (Gfx11, Block::Tcp) if GC115_BLOCKS => s(4, 2, Scope::Wgp),
            (Gfx11, Block::Td) if GC115_BLOCKS => s(2, 2, Scope::Wgp),
            // GCEA_PERFCOUNTER2 (its SELECT-style counter; the two CFG-style
            // ones share one LO/HI through GCEA_PERFCOUNTER_RSLT_CNTL, which
            // rig-counter does not program): L11 through Mesa; one per L2
            // channel: M (`GCEA` num_instances = num_tcc_blocks, counter 2
            // alone), PAL (one EA per SDP: 4 on gfx1150, 8 on gfx1151, 24 on
            // gfx1100, as many as their L2 channels).
            (Gfx11, Block::Gcea) if GC115_BLOCKS => s(1, 0, Scope::Channel),
            // Blocks of whose counters rocprofiler's definitions name none on this
            // family, or that rig-counter has no programs for: TCC and TCA on
            // GFX11/GFX12, GL2C, SQG, GL1A, GL1C and GCEA on GFX9, CPC, CPF,
            // SPI, TD, SQG, GL1A, GL1C and GCEA on GFX12, and GC 11.5's
            // blocks on GFX11 without feature `gfx115`.
            (Gfx11, Block::Cpc | Block::Cpf | Block::Spi | Block::Sqg | Block::Gl1a | Block::Gl1c)
            | (Gfx11, Block::Tcp | Block::Td | Block::Gcea)
            | (Gfx9, Block::Gl2c | Block::Sqg | Block::Gl1a | Block::Gl1c | Block::Gcea)
            | (Gfx11 | Gfx12, Block::Tcc | Block::Tca)
            | (Gfx12, Block::Cpc | Block::Cpf | Block::Spi | Block::Td)
            | (Gfx12, Block::Sqg | Block::Gl1a | Block::Gl1c | Block::Gcea) => None,
        }
    }
}

/// Whether GFX11 has the blocks GC 11.5's catalogs brought (SQG, SPI, CPC,
/// CPF, TCP, TD, GL1A, GL1C, GCEA): with feature `gfx115`, which builds their
/// programs' rows.
const GC115_BLOCKS: bool = cfg!(feature = "gfx115");

/// Instances that differ from the family's shape on one GC version: (major,
/// minor, each block and its instances).
/// - GC 11.5 (Strix Point, Strix Halo): TA 2 instances where GFX11 has 16:
///   aqlprofile's gfx11.5 factory overrides the GFX11 table
///   (ROCm/rocm-systems `projects/rocprofiler-sdk/source/lib/aqlprofile/core/gfx115x_factory.cpp`;
///   its GL2C 8 is the products' L2 channels, `gpu::products`).
/// - GC 9.4 (gfx942: MI300X, MI300A, MI325X) and GC 9.5 (gfx950: MI350X,
///   MI355X): TA, TD and TCP one instance per CU of an engine as built, 10 and
///   9: aqlprofile's gfx940 factory lists that many per engine in its SPM delay
///   tables (ROCm/rocm-systems @008da7dc `projects/aqlprofile/src/core/gfx940_factory.cpp`:
///   gfx940's `TaBlockDelayValue`, which its TD and TCP use too, "Same as TA",
///   has 10 entries an engine; gfx950's `TaBlockDelayValue`,
///   `TdBlockDelayValue` and `TcpBlockDelayValue` 9; the rest of 16 zero), as KFD
///   reports the dies (`cu_per_simd_array` 10 and 9, one array an engine:
///   `gpu::products`). The base GFX9 table's 16 is the most a GFX9 engine has;
///   aqlprofile's PMC reads of that version take min(16, ceil(CUs / arrays) +
///   1) per engine, 11 on the MI300X, one more than its own table lists.
const INSTANCES_BY_GC: [(u8, u8, Overrides); 3] = [
    (11, 5, &[(Block::Ta, 2)]),
    (9, 4, &[(Block::Ta, 10), (Block::Td, 10), (Block::Tcp, 10)]),
    (9, 5, &[(Block::Ta, 9), (Block::Td, 9), (Block::Tcp, 9)]),
];

/// The families the shape table has rows of: GFX9, GFX11, GFX12, and GC 12.5
/// with feature `gfx125` (last in [`Family`]'s order).
const FAMILIES: usize = if cfg!(feature = "gfx125") { 4 } else { 3 };

/// The blocks the shape and row tables hold, in [`Block`]'s order: the 11 of
/// every family, then GC 11.5's 4 (SQG, GL1A, GL1C, GCEA) with feature
/// `gfx115`, then GC 12.5's 6 (CHA to GRBMH) with feature `gfx125`, so a
/// build without them carries no table entries of theirs.
pub const TABLE_BLOCKS: usize = if cfg!(feature = "gfx125") {
    Block::ALL.len()
} else if cfg!(feature = "gfx115") {
    Block::Cha as usize
} else {
    Block::Sqg as usize
};
static_assertions::const_assert!(Block::Sqg as usize == 11 && Block::Cha as usize == 15 && Block::Grbmh as usize == 20);

/// The row of `family` in the shape tables, `None` for a family this build
/// has no row of (GC 12.5 without feature `gfx125`).
#[inline(always)]
const fn family_row(family: Family) -> Option<usize> {
    if (family as usize) < FAMILIES { Some(family as usize) } else { None }
}

/// The blocks whose instances a GC version changes, each with its instances.
type Overrides = &'static [(Block, u16)];

/// The shapes of every block on one GPU: its family's, with the instances of its GC version where they differ.
pub type Shapes = [Option<BlockShape>; TABLE_BLOCKS];

/// The shapes of every family (by `Family as usize`), then of each GC version
/// of [`INSTANCES_BY_GC`], its overrides applied.
static SHAPES_BY_GC: [Shapes; FAMILIES + INSTANCES_BY_GC.len()] = {
    let mut table = [[None; TABLE_BLOCKS]; FAMILIES + INSTANCES_BY_GC.len()];
    let mut f = 0;
    while f < FAMILIES {
        table[f] = SHAPES[f];
        f += 1;
    }
    let mut i = 0;
    while i < INSTANCES_BY_GC.len() {
        let (major, _, overrides) = INSTANCES_BY_GC[i];
        let family = match major {
            9 => Family::Gfx9,
            11 => Family::Gfx11,
            _ => Family::Gfx12,
        };
        table[FAMILIES + i] = SHAPES[family as usize];
        let mut o = 0;
        while o < overrides.len() {
            let (block, instances) = overrides[o];
            let Some(mut shape) = table[FAMILIES + i][block as usize] else {
                panic!("an override of a block the family lacks")
            };
            shape.instances = instances;
            table[FAMILIES + i][block as usize] = Some(shape);
            o += 1;
        }
        i += 1;
    }
    table
};

impl Block {
    /// The shapes of every block on `gpu`: its family's, with the instances of
    /// its GC version where they differ (GC 11.5: TA 2 per engine; GC 9.4 and
    /// 9.5: TA, TD and TCP 10 and 9 per engine; see `INSTANCES_BY_GC`);
    /// `None` if `gpu` has no family. Index the row by `Block as usize`.
    pub fn shapes_on(gpu: &Gpu) -> Option<&'static Shapes> {
        let family = gpu.family()?;
        let own =
            INSTANCES_BY_GC.iter().position(|(major, minor, ..)| *major == gpu.gc.major && *minor == gpu.gc.minor);
        SHAPES_BY_GC.get(match own {
            Some(i) => FAMILIES + i,
            None => family_row(family)?,
        })
    }

    /// Where a counter of this block counts on `gpu` ([`Block::shapes_on`],
    /// [`BlockShape::extents`]); `None` if its family lacks the block.
    pub fn extents(self, gpu: &Gpu) -> Option<Extents> {
        let shape = Block::shapes_on(gpu)?.get(self as usize).copied().flatten()?;
        Some(shape.extents(gpu))
    }
}

/// [`Block::shape_of`] of every family (by `Family as usize`) and block (by
/// `Block as usize`).
const SHAPES: [Shapes; FAMILIES] = {
    let families = [Family::Gfx9, Family::Gfx11, Family::Gfx12, Family::Gfx125];
    let mut table = [[None; TABLE_BLOCKS]; FAMILIES];
    let mut f = 0;
    while f < FAMILIES {
        let mut b = 0;
        while b < TABLE_BLOCKS {
            table[families[f] as usize][Block::ALL[b] as usize] = Block::ALL[b].shape_of(families[f]);
            b += 1;
        }
        f += 1;
    }
    table
};

impl core::fmt::Display for Block {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(self.name())
    }
}
