//! A counter as a plan holds it.

use crate::catalog::Block;
use crate::layout::Resolution;

/// A counter of a plan: its name as the catalog or definition holds it, its
/// block and accumulation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Planned {
    pub(crate) name: &'static str,
    pub(crate) block: Block,
    pub(crate) accumulate: Option<Resolution>,
}

impl Planned {
    /// Registers it takes: two when accumulated (its accumulator is SQ too).
    pub(crate) fn weight(&self) -> u16 {
        if self.accumulate.is_some() { 2 } else { 1 }
    }
}
