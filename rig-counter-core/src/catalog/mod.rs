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

pub(crate) use block::ScopeExtents;
pub use block::{Block, BlockShape, Extents, Scope, Shapes, TABLE_BLOCKS};

use crate::gpu::Target;

/// One hardware counter of a processor: an event of one block. Six bytes: its
/// name is an offset and a length into a generated name blob, so the tables
/// carry no pointer per counter (a firmware image holds hundreds of them).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct CounterDef {
    /// Where its name lies: the blob's number's low two bits in the top two
    /// bits, the byte offset into it in the low 14 (see [`generated`]'s
    /// `names`).
    name_at: u16,
    /// Bytes of its name in the low 6 bits ([`NAME_LEN_BITS`]); the top 2
    /// continue the blob's number (its bits 2 and 3).
    name_len: u8,
    /// The block whose counter registers count it.
    pub block: Block,
    /// The event a counter register of the block selects to count it (PERF_SEL).
    pub event: u16,
}

static_assertions::assert_eq_size!(CounterDef, [u8; 6]);

/// Bits of [`CounterDef`]'s name offset into its blob: the low 14 of
/// `name_at` (a blob of at most 16 KiB; the generator refuses a larger one),
/// the top 2 naming the blob.
const NAME_OFFSET_BITS: u16 = 14;

/// Bits of [`CounterDef`]'s name length: names of at most 63 bytes (the
/// generator refuses longer; rocprofiler's longest has 43), the top 2 bits
/// of `name_len` holding the blob number's bits 2 and 3.
const NAME_LEN_BITS: u8 = 6;

impl CounterDef {
    /// A generated table's entry: its name at byte `at` of blob `group` (0 to
    /// 15), `len` bytes long (at most 63).
    pub(crate) const fn generated(group: u16, at: u16, len: u8, block: Block, event: u16) -> CounterDef {
        let high = (group >> 2) as u8;
        CounterDef {
            name_at: (group & 3) << NAME_OFFSET_BITS | at,
            name_len: high << NAME_LEN_BITS | len,
            block,
            event,
        }
    }

    /// rocprofiler's name for it, as `SQ_WAVES`.
    #[inline]
    pub fn name(&self) -> &'static str {
        let group = self.name_at >> NAME_OFFSET_BITS | u16::from(self.name_len >> NAME_LEN_BITS) << 2;
        generated::names(group).get(self.span()).unwrap_or("")
    }

    /// Bytes of its name.
    #[inline(always)]
    fn len(&self) -> usize {
        usize::from(self.name_len & ((1 << NAME_LEN_BITS) - 1))
    }

    /// The bytes of its name within its blob.
    #[inline(always)]
    fn span(&self) -> core::ops::Range<usize> {
        let at = usize::from(self.name_at & ((1 << NAME_OFFSET_BITS) - 1));
        at..at + self.len()
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

/// A hardware counter its caller defines, as an entry of a rocprofiler
/// definitions file does (`name`, `block`, `event`): a layout made with
/// [`Layout::with_definitions`](crate::Layout::with_definitions) counts it
/// like a catalog's counter, preferring it to a catalog counter of the same
/// name. Firmware keeps its own as a `static` table; the host side reads them
/// from a definitions file.
///
/// Nothing checks its event here: a program refuses one its block's select
/// cannot take ([`CountingError::SelectCannotCount`](crate::CountingError::SelectCannotCount)),
/// and a layout one of a block the GPU lacks
/// ([`LayoutError::NoSuchBlock`](crate::LayoutError::NoSuchBlock)).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct Definition {
    /// Its name, as `GL2C_MC_WRREQ`.
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

/// A processor's hardware counters, sorted by name (byte order), with a
/// generated index by name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct Catalog {
    /// The entries it was taken from.
    pub key: Key,
    /// Its counters, sorted by name.
    pub counters: &'static [CounterDef],
    /// Its counters by name, in half as many slots again as counters: a
    /// name's index into `counters` lies at slot [`home`]`(name_hash(seed,
    /// name), len)` or the first after it, probing forward and wrapping,
    /// before the next [`EMPTY`].
    pub index: &'static [u16],
    /// The seed of `index`'s [`name_hash`]: the generator's choice of 4,096
    /// (SplitMix64's first values), the one whose index finds the catalog's
    /// names in the fewest probes together.
    pub seed: u64,
    /// The name blob its counters' names lie in (theirs among others): what
    /// [`CounterDef::name`] reads, held here so a lookup reads it directly.
    pub names: &'static str,
}

/// The most counters a catalog holds: the generator refuses more, and a test
/// checks every catalog.
pub const MAX_CATALOG: usize = 512;

/// An empty slot of [`Catalog::index`].
pub const EMPTY: u16 = u16::MAX;

/// Where [`Catalog::index`] puts `name`, for the catalog's `seed`: its
/// length multiplied by 2^64 / the golden ratio and xored with `seed`, then
/// its first 8 bytes and its last 8 bytes (little-endian words; a name
/// shorter than 8 gives its bytes zero-padded for both), each xored into the
/// state and multiplied by the same constant, the state's halves xored at
/// the end. Constant time: names that share length, head and tail only probe
/// further.
#[inline]
pub fn name_hash(seed: u64, name: &str) -> u32 {
    const K: u64 = 0x9E37_79B9_7F4A_7C15;
    let bytes = name.as_bytes();
    let (first, last) = match (bytes.first_chunk::<8>(), bytes.last_chunk::<8>()) {
        (Some(f), Some(l)) => (u64::from_le_bytes(*f), u64::from_le_bytes(*l)),
        _ => {
            let short = bytes.iter().rev().fold(0u64, |w, b| w << 8 | u64::from(*b));
            (short, short)
        }
    };
    let h = (bytes.len() as u64).wrapping_mul(K) ^ seed;
    let h = (h ^ first).wrapping_mul(K);
    let h = (h ^ last).wrapping_mul(K);
    (h ^ (h >> 32)) as u32
}

/// The slot where a name of hash `hash` starts probing in an index of `len`
/// slots: `hash * len / 2^32`, which spreads hashes over any length without a
/// division.
#[inline(always)]
pub const fn home(hash: u32, len: usize) -> usize {
    ((hash as u64 * len as u64) >> 32) as usize
}

/// Whether `a` and `b` are the same name: names of 8 to 24 bytes, as most
/// counters' are, compared as their first, last and (past 16 bytes) middle
/// 8-byte words, which together cover every byte; others as slices.
#[inline(always)]
fn same(a: &[u8], b: &[u8]) -> bool {
    if a.len() != b.len() {
        return false;
    }
    let word = |s: &[u8], at: usize| s.get(at..).and_then(|s| s.first_chunk::<8>()).map(|w| u64::from_ne_bytes(*w));
    let last = a.len().wrapping_sub(8);
    match a.len() {
        8..=16 => word(a, 0) == word(b, 0) && word(a, last) == word(b, last),
        17..=24 => word(a, 0) == word(b, 0) && word(a, 8) == word(b, 8) && word(a, last) == word(b, last),
        _ => a == b,
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
