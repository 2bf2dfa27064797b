//! rocprofiler's hardware counters per processor, and the counter blocks they
//! belong to.
//!
//! The tables in [`generated`] come from rocprofiler's counter definitions
//! (`data/rocprofiler-counter-defs-2025-08.yaml`, ROCm/rocm-systems, develop,
//! August 2025) through `cargo run -p xtask -- catalog`. A processor uses the
//! entries that list it by name (gfx942, gfx950, gfx1100, gfx1201, ...); a GFX11
//! or GFX12 processor the file does not name uses its family's entries (`gfx11`,
//! `gfx12`); any other processor has no catalog.

mod block;
#[rustfmt::skip]
pub mod generated;

pub use block::{Block, BlockShape, Extents, Scope};

use crate::gpu::Target;

/// One hardware counter of a processor: an event of one block.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct CounterDef {
    /// rocprofiler's name for it, as `SQ_WAVES`.
    pub name: &'static str,
    /// The block whose counter registers count it.
    pub block: Block,
    /// The event a counter register of the block selects to count it (PERF_SEL).
    pub event: u16,
}

/// Which entries of the definitions a catalog was taken from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub enum Key {
    /// The entries naming one processor, as `gfx1201`.
    Processor(Target),
    /// The entries naming a family, as `gfx12` (major version 12).
    Family(u8),
}

/// A processor's hardware counters, sorted by name (byte order).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct Catalog {
    /// The entries it was taken from.
    pub key: Key,
    /// Its counters, sorted by name.
    pub counters: &'static [CounterDef],
}

impl Catalog {
    /// The catalog of processor `target`: the entries naming it, else, for a
    /// GFX11 or GFX12 processor, its family's; `None` for any other processor.
    pub fn of(target: Target) -> Option<Catalog> {
        let find = |key: Key| generated::CATALOGS.iter().find(|c| c.key == key).copied();
        find(Key::Processor(target)).or_else(|| match target.major {
            11 | 12 => find(Key::Family(target.major)),
            _ => None,
        })
    }

    /// The counter named `name` exactly (names are case-sensitive), by binary
    /// search.
    pub fn find(&self, name: &str) -> Option<&'static CounterDef> {
        let counters = self.counters;
        counters.binary_search_by(|c| c.name.cmp(name)).ok().and_then(|i| counters.get(i))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn target(name: &str) -> Target {
        Target::parse(name).unwrap()
    }

    #[test]
    fn tables_are_sorted_so_binary_search_finds_every_name() {
        for c in generated::CATALOGS {
            assert!(c.counters.windows(2).all(|w| w[0].name < w[1].name), "{:?}", c.key);
            for def in c.counters {
                assert_eq!(c.find(def.name), Some(def));
            }
        }
    }

    #[test]
    fn processors_use_their_own_entries_else_their_family() {
        assert_eq!(Catalog::of(target("gfx1201")).unwrap().key, Key::Processor(target("gfx1201")));
        assert_eq!(Catalog::of(target("gfx942")).unwrap().key, Key::Processor(target("gfx942")));
        assert_eq!(Catalog::of(target("gfx1151")).unwrap().key, Key::Family(11));
        assert_eq!(Catalog::of(target("gfx1202")).unwrap().key, Key::Family(12));
        assert_eq!(Catalog::of(target("gfx90a")), None);
        assert_eq!(Catalog::of(target("gfx940")), None);
        assert_eq!(Catalog::of(target("gfx1030")), None);
    }

    #[test]
    fn events_are_rocprofilers() {
        let gfx1201 = Catalog::of(target("gfx1201")).unwrap();
        let sq_waves = gfx1201.find("SQ_WAVES").unwrap();
        assert_eq!((sq_waves.block, sq_waves.event), (Block::Sq, 4));
        let hit = gfx1201.find("GL2C_HIT").unwrap();
        assert_eq!((hit.block, hit.event), (Block::Gl2c, 41));
        assert_eq!(gfx1201.find("TCC_HIT"), None);
        assert_eq!(gfx1201.find("sq_waves"), None);
        let gfx942 = Catalog::of(target("gfx942")).unwrap();
        assert_eq!(gfx942.find("GL2C_HIT"), None);
        assert_eq!(gfx942.find("TCC_HIT").unwrap().block, Block::Tcc);
    }
}
