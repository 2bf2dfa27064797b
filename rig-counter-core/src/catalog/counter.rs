//! What a catalog is made of: a counter's entry, a caller's own counter
//! definition, a catalog's key and its index by name (the name hash and
//! where a name's probe starts). The generated tables
//! ([`generated`](super::generated)) hold these; the lookups that read the
//! tables are in the module above.

use super::block::Block;
use crate::gpu::Target;

/// One hardware counter of a processor: an event of one block. Six bytes: its
/// name is an offset and a length into a generated name blob, so the tables
/// carry no pointer per counter (a firmware image holds hundreds of them).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct CounterDef {
    /// Where its name lies: the blob's number's low two bits in the top two
    /// bits, the byte offset into it in the low 14 (see [`generated`](super::generated)'s
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

    /// The number of the generated name blob its name lies in (0 to 15).
    #[inline(always)]
    pub(super) fn blob(&self) -> u16 {
        self.name_at >> NAME_OFFSET_BITS | u16::from(self.name_len >> NAME_LEN_BITS) << 2
    }

    /// Bytes of its name.
    #[inline(always)]
    pub(super) fn len(&self) -> usize {
        usize::from(self.name_len & ((1 << NAME_LEN_BITS) - 1))
    }

    /// The bytes of its name within its blob.
    #[inline(always)]
    pub(super) fn span(&self) -> core::ops::Range<usize> {
        let at = usize::from(self.name_at & ((1 << NAME_OFFSET_BITS) - 1));
        at..at + self.len()
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
pub(super) fn same(a: &[u8], b: &[u8]) -> bool {
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
