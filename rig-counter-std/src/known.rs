//! The hardware counters a GPU counts: its catalog's, and those a
//! definitions file defines for it ([`crate::definitions::Loaded::counters`]),
//! which come first where a name is both.

use rig_counter_core::catalog::{Block, Catalog, Definition};
use rig_counter_core::{CounterDef, Resolution, Target};

/// A GPU's catalog with the counters its caller defines.
#[derive(Clone, Copy, Debug)]
pub struct Known<'d> {
    /// The processor's catalog.
    pub catalog: &'static Catalog,
    /// Counters a definitions file defines, searched first.
    pub defined: &'d [Definition],
}

/// One hardware counter of [`Known`]: its name, block and event.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Found {
    /// Its name, as the catalog or the definition holds it.
    pub name: &'static str,
    /// Its block.
    pub block: Block,
    /// Its event.
    pub event: u16,
    /// Whether a definitions file defines it (else the catalog).
    pub defined: bool,
}

impl Found {
    /// Its name.
    pub fn name(&self) -> &'static str {
        self.name
    }
}

impl<'d> Known<'d> {
    /// The counters of processor `target` with `defined`; `None` for a
    /// processor without a catalog.
    pub fn of(target: Target, defined: &'d [Definition]) -> Option<Known<'d>> {
        Catalog::of(target).map(|catalog| Known { catalog, defined })
    }

    /// The counter named `name` exactly: the first definition of the name,
    /// else the catalog's.
    pub fn find(&self, name: &str) -> Option<Found> {
        if let Some(d) = self.defined.iter().find(|d| d.name == name) {
            return Some(Found { name: d.name, block: d.block, event: d.event, defined: true });
        }
        let c = self.catalog.find(name)?;
        Some(Found { name: c.name(), block: c.block, event: c.event, defined: false })
    }

    /// The catalog's accumulator counter for `resolution`
    /// ([`rig_counter_core::layout::accumulator`]).
    pub fn accumulator(&self, resolution: Resolution) -> Option<&'static CounterDef> {
        rig_counter_core::layout::accumulator(self.catalog, resolution)
    }
}
