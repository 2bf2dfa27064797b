//! `accumulate` in hardware: an SQ level counter (waves in flight, instructions
//! in flight) is summed over time by an accumulator counter that counts in the
//! SQ register right after it, selecting the event SQ_ACCUM_PREV (LOW_RES) or
//! SQ_ACCUM_PREV_HIRES (HIGH_RES).
//!
//! Sources: rocprofiler-sdk passes `accumulate(NAME, HIGH_RES|LOW_RES)` to
//! aqlprofile as the event's `flags.sq_flags.accum`; aqlprofile
//! (ROCm/rocm-systems `projects/rocprofiler-sdk/source/lib/aqlprofile/core/memorymanager.cpp`
//! `CounterMemoryManager::CopyEvents`) keeps the level counter as an internal
//! event and places the flagged one after it, and `aql_profile.cpp`
//! `HandleSQFlagsBlock` makes the flagged event select the factory's
//! `GetAccumLowID` / `GetAccumHiID`: 1 and 1 on GFX11 and GFX12
//! (`gfx11_factory.h`, the gfx12 architecture), 1 and 184 on MI300
//! (`gfx940_factory.cpp`); any flag on a block other than SQ is refused
//! (HSA_STATUS_ERROR_INVALID_ARGUMENT). rig-counter takes the events from the
//! catalog: SQ_ACCUM_PREV_HIRES where the processor's catalog has it (gfx942
//! 184, gfx950 200), else SQ_ACCUM_PREV (event 1), as aqlprofile's GFX11 and
//! GFX12 factories do.

use crate::catalog::{Block, Catalog, CounterDef};

/// How finely an accumulator sums its level counter: rocprofiler's
/// `accumulate` resolutions (its `NONE` is the plain counter, no accumulator).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub enum Resolution {
    /// `LOW_RES`: SQ_ACCUM_PREV.
    LowRes,
    /// `HIGH_RES`: SQ_ACCUM_PREV_HIRES, or SQ_ACCUM_PREV where the catalog has
    /// no SQ_ACCUM_PREV_HIRES (GFX11, GFX12).
    HighRes,
}

impl Resolution {
    /// rocprofiler's word for it: `LOW_RES`, `HIGH_RES`.
    pub const fn word(self) -> &'static str {
        match self {
            Resolution::LowRes => "LOW_RES",
            Resolution::HighRes => "HIGH_RES",
        }
    }
}

/// One counter a layout is asked for: a catalog name, and whether its value
/// is to be accumulated in hardware (`accumulate(name, resolution)`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Request<'a> {
    /// The counter's name, as `SQ_INST_LEVEL_LDS`.
    pub name: &'a str,
    /// `Some` to count its accumulator right after it.
    pub accumulate: Option<Resolution>,
}

impl<'a> Request<'a> {
    /// The plain counter `name`.
    pub const fn plain(name: &'a str) -> Request<'a> {
        Request { name, accumulate: None }
    }

    /// `accumulate(name, resolution)`.
    pub const fn accumulated(name: &'a str, resolution: Resolution) -> Request<'a> {
        Request { name, accumulate: Some(resolution) }
    }
}

/// The accumulator counter of `resolution` in `catalog`, `None` if the catalog
/// has neither SQ_ACCUM_PREV_HIRES nor SQ_ACCUM_PREV.
pub fn accumulator(catalog: &Catalog, resolution: Resolution) -> Option<&'static CounterDef> {
    let def = match resolution {
        Resolution::HighRes => catalog.find("SQ_ACCUM_PREV_HIRES").or_else(|| catalog.find("SQ_ACCUM_PREV")),
        Resolution::LowRes => catalog.find("SQ_ACCUM_PREV"),
    };
    def.filter(|d| d.block == Block::Sq)
}
