//! rocprofiler's hardware counters per processor, and the counter blocks they
//! belong to.
//!
//! The tables in [`generated`] come from rocprofiler's counter definitions
//! (`data/rocprofiler-config-2026-08.yaml`, rocprofiler-sdk's `config.yaml` at
//! ROCm/rocm-systems @0226d38e, August 2026) through `cargo run -p xtask --
//! catalog`. A processor uses the entries that list it by name (gfx942,
//! gfx950, gfx1100, gfx1151, gfx1201, ...), of the blocks its family has
//! programs for ([`Catalog::left_out`] names the others: gfx1151's CPC, GCEA,
//! ...); a GFX11 or GFX12 processor the file does not name uses its family's
//! entries (`gfx11`, `gfx12`); gfx1250 has its own (feature `gfx125`), and
//! any other processor none.

mod block;
#[rustfmt::skip]
pub mod generated;

mod counter;

pub(crate) use block::ScopeExtents;
pub use block::{Block, BlockShape, Extents, Scope, Shapes, TABLE_BLOCKS};
pub use counter::{Catalog, CounterDef, Definition, EMPTY, Key, MAX_CATALOG, home, name_hash};

use crate::gpu::Target;
use counter::same;

impl CounterDef {
    /// rocprofiler's name for it, as `SQ_WAVES`.
    #[inline]
    pub fn name(&self) -> &'static str {
        generated::names(self.blob()).get(self.span()).unwrap_or("")
    }
}

impl core::fmt::Debug for CounterDef {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("CounterDef")
            .field("name", &self.name())
            .field("block", &self.block)
            .field("event", &self.event)
            .finish()
    }
}

#[cfg(feature = "defmt")]
impl defmt::Format for CounterDef {
    fn format(&self, f: defmt::Formatter) {
        defmt::write!(f, "CounterDef {{ name: {=str}, block: {}, event: {} }}", self.name(), self.block, self.event)
    }
}

impl Catalog {
    /// The catalog of processor `target`: the entries naming it, else, for a
    /// GFX11 or GFX12 processor, its family's; `None` for any other processor
    /// (gfx1250 without feature `gfx125` included: GFX12's entries would give
    /// it other events).
    pub fn of(target: Target) -> Option<&'static Catalog> {
        let find = |key: Key| generated::CATALOGS.iter().find(|c| c.key == key);
        find(Key::Processor(target)).or_else(|| match target.family() {
            Some(crate::Family::Gfx11 | crate::Family::Gfx12) => find(Key::Family(target.major)),
            _ => None,
        })
    }

    /// The blocks of this catalog's architecture whose counters in
    /// rocprofiler's definitions it leaves out, rig-counter having no
    /// programs for them on the family, with how many counters each has
    /// there (`"CPC 23, CPF 1, GCEA 17, ..."` for gfx1151); `None` if it
    /// leaves none out.
    pub fn left_out(&self) -> Option<&'static str> {
        generated::LEFT_OUT.iter().find(|(key, _)| *key == self.key).map(|(_, blocks)| *blocks)
    }

    /// The counter named `name` exactly (names are case-sensitive): one hash
    /// and, as a rule, one comparison.
    pub fn find(&self, name: &str) -> Option<&'static CounterDef> {
        self.locate(name).map(|(_, def, _)| def)
    }

    /// The index into [`Catalog::counters`] of the counter named `name`.
    pub fn position(&self, name: &str) -> Option<usize> {
        self.locate(name).map(|(i, ..)| i)
    }

    /// The counter named `name`: its index into [`Catalog::counters`], its
    /// entry and its name as the catalog holds it (`'static`). Inlined into
    /// each layout loop (a call per name cost `layout` of 8 names 1,460 ->
    /// 1,684 instructions once a second loop used it).
    #[inline(always)]
    pub(crate) fn locate(&self, name: &str) -> Option<(usize, &'static CounterDef, &'static str)> {
        let (len, counters, blob) = (self.index.len(), self.counters, self.names);
        let mut slot = home(name_hash(self.seed, name), len);
        for _ in 0..len {
            let i = usize::from(*self.index.get(slot)?);
            if i == usize::from(EMPTY) {
                return None;
            }
            if let Some(c) = counters.get(i)
                && c.len() == name.len()
                && let Some(n) = blob.get(c.span())
                && same(n.as_bytes(), name.as_bytes())
            {
                return Some((i, c, n));
            }
            slot = if slot + 1 == len { 0 } else { slot + 1 };
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn target(name: &str) -> Target {
        Target::parse(name).unwrap()
    }

    #[test]
    fn tables_are_sorted_and_their_index_finds_every_name_and_no_other() {
        for c in generated::CATALOGS {
            assert!(c.counters.windows(2).all(|w| w[0].name() < w[1].name()), "{:?}", c.key);
            assert!(2 * c.index.len() >= 3 * c.counters.len() && c.index.contains(&EMPTY), "{:?}", c.key);
            assert!(c.counters.len() <= MAX_CATALOG);
            for def in c.counters {
                assert_eq!(c.find(def.name()), Some(def));
            }
            assert_eq!(c.find("SQ_WAVES_"), None);
            assert_eq!(c.find(""), None);
        }
    }

    #[test]
    fn the_hash_reads_the_length_the_head_and_the_tail() {
        let k: u64 = 0x9E37_79B9_7F4A_7C15;
        let fold = |h: u64| (h ^ (h >> 32)) as u32;
        let h = |seed: u64, len: u64, first: u64, last: u64| {
            fold(((len.wrapping_mul(k) ^ seed ^ first).wrapping_mul(k) ^ last).wrapping_mul(k))
        };
        assert_eq!(name_hash(0, ""), h(0, 0, 0, 0));
        assert_eq!(name_hash(0, "a"), h(0, 1, 0x61, 0x61));
        let (first, last) = (u64::from_le_bytes(*b"SQ_WAVES"), u64::from_le_bytes(*b"Q_WAVES_"));
        assert_eq!(name_hash(0, "SQ_WAVES_"), h(0, 9, first, last));
        assert_eq!(name_hash(0x1234_5678_9ABC_DEF0, "SQ_WAVES_"), h(0x1234_5678_9ABC_DEF0, 9, first, last));
        assert_ne!(name_hash(0, "SQ_WAVES"), name_hash(0, "SQ_WAVES\0"));
        assert_ne!(name_hash(0, "SQ_WAVES"), name_hash(1, "SQ_WAVES"));
    }

    #[test]
    fn processors_use_their_own_entries_else_their_family() {
        assert_eq!(Catalog::of(target("gfx1201")).unwrap().key, Key::Processor(target("gfx1201")));
        assert_eq!(Catalog::of(target("gfx942")).unwrap().key, Key::Processor(target("gfx942")));
        // gfx1151's own entries, all 256 (GC 11.5's blocks have programs).
        let gfx1151 = Catalog::of(target("gfx1151")).unwrap();
        assert_eq!((gfx1151.key, gfx1151.counters.len()), (Key::Processor(target("gfx1151")), 256));
        assert_eq!(gfx1151.left_out(), None);
        let gfx1153 = Catalog::of(target("gfx1153")).unwrap();
        assert_eq!((gfx1153.counters.len(), gfx1153.left_out()), (85, None));
        assert_eq!(Catalog::of(target("gfx1201")).unwrap().left_out(), None);
        assert_eq!(Catalog::of(target("gfx1202")).unwrap().key, Key::Family(12));
        // gfx1250: its own entries (feature gfx125), never gfx12's (other events).
        let gfx1250 = Catalog::of(target("gfx1250")).unwrap();
        assert_eq!((gfx1250.key, gfx1250.counters.len()), (Key::Processor(target("gfx1250")), 224));
        assert_eq!(
            (gfx1250.find("GL2C_HIT").unwrap().event, gfx1250.find("CHA_BUSY").unwrap().block),
            (84, Block::Cha)
        );
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
