//! The core's catalog tables (`rig-counter-core/src/catalog/generated.rs`).
//!
//! One table per distinct set of hardware counters, sorted by name in byte order
//! for binary search; one catalog entry per architecture key of the definitions
//! that rig-counter serves: the processors gfx942 and gfx950, every GFX11 and
//! GFX12 processor the file names, and the family keys `gfx11` and `gfx12`.

use crate::definitions::{self, Hardware};
use std::collections::BTreeMap;
use std::fmt::Write;

/// Where `cargo run -p xtask -- catalog` writes by default.
pub const DEFAULT_OUT: &str = "rig-counter-core/src/catalog/generated.rs";

/// The blocks the core knows, as named in the definitions (`GRBM`), and
/// their Rust names (`Grbm`): the core's [`rig_counter_core::Block::ALL`].
pub fn blocks() -> Vec<(&'static str, String)> {
    rig_counter_core::Block::ALL.iter().map(|b| (b.name(), format!("{b:?}"))).collect()
}

/// The blocks of an architecture's counters a catalog leaves out, with how
/// many counters each has.
type LeftOut = Vec<(String, usize)>;

/// An architecture key the catalog serves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Key {
    /// A processor: major, minor, stepping.
    Processor(u8, u8, u8),
    /// A family: its major version.
    Family(u8),
}

impl Key {
    /// The key of an architecture name rig-counter serves, else `None`.
    fn of(arch: &str) -> Option<Key> {
        match arch {
            "gfx11" => return Some(Key::Family(11)),
            "gfx12" => return Some(Key::Family(12)),
            _ => {}
        }
        let (major, minor, stepping) = target_of(arch)?;
        let served = matches!((major, minor, stepping), (9, 4, 2) | (9, 5, 0) | (11 | 12, _, _));
        served.then_some(Key::Processor(major, minor, stepping))
    }

    /// The blocks of [`blocks`] its family has programs for (a shape in the
    /// core, `Block::shape`): the catalog keeps the counters of these alone.
    fn blocks(self) -> Vec<&'static str> {
        let major = match self {
            Key::Processor(major, ..) | Key::Family(major) => major,
        };
        let family = match self {
            Key::Processor(12, 5, _) => rig_counter_core::Family::Gfx125,
            _ => match major {
                9 => rig_counter_core::Family::Gfx9,
                11 => rig_counter_core::Family::Gfx11,
                _ => rig_counter_core::Family::Gfx12,
            },
        };
        let counted = |name: &&str| rig_counter_core::Block::from_name(name).is_some_and(|b| b.shape(family).is_some());
        blocks().into_iter().map(|b| b.0).filter(counted).collect()
    }

    /// The core's cargo feature that carries its tables: `gfx9`, `gfx11`, `gfx12`.
    fn feature(self) -> String {
        match self {
            // GC 11.5's own catalogs: a feature of their own (it turns gfx11 on);
            // GC 12.5's, another.
            Key::Processor(11, 5, _) => "gfx115".to_owned(),
            Key::Processor(12, 5, _) => "gfx125".to_owned(),
            Key::Processor(major, ..) | Key::Family(major) => format!("gfx{major}"),
        }
    }

    fn rust(self) -> String {
        match self {
            Key::Processor(major, minor, stepping) => {
                format!("Key::Processor(Target {{ major: {major}, minor: {minor}, stepping: {stepping} }})")
            }
            Key::Family(major) => format!("Key::Family({major})"),
        }
    }
}

/// The (major, minor, stepping) of a processor name: `gfx1151` is (11, 5, 1).
fn target_of(arch: &str) -> Option<(u8, u8, u8)> {
    let digits = arch.strip_prefix("gfx")?;
    if digits.len() < 3 || !digits.is_ascii() {
        return None;
    }
    let (major, tail) = digits.split_at(digits.len() - 2);
    let major: u8 = major.parse().ok()?;
    let minor = u8::from_str_radix(&tail[..1], 16).ok()?;
    let stepping = u8::from_str_radix(&tail[1..], 16).ok()?;
    Some((major, minor, stepping))
}

/// The blocks of [`blocks`] whose counters the catalog keeps for
/// architecture `arch` (one it serves): those its family has programs for.
pub fn counted_blocks(arch: &str) -> Vec<&'static str> {
    Key::of(arch).map(Key::blocks).unwrap_or_default()
}

/// The architecture names of `file` that the catalog serves, in key order
/// (processors by target version, then families).
pub fn served_architectures(file: &definitions::File) -> Vec<String> {
    let mut keys: Vec<(Key, &str)> = file.architectures().into_iter().filter_map(|a| Some((Key::of(a)?, a))).collect();
    keys.sort();
    keys.into_iter().map(|(_, a)| a.to_owned()).collect()
}

/// The Rust source of the catalog tables for the definitions `text`, read from
/// the file named `input` (named in the header and in errors).
pub fn generate(text: &str, input: &str) -> Result<String, String> {
    let file = definitions::parse(text, input)?;
    let mut keys: Vec<(Key, &str)> = file.architectures().into_iter().filter_map(|a| Some((Key::of(a)?, a))).collect();
    keys.sort();
    // Tables shared by keys with the same counters, named after their first key.
    let mut tables: BTreeMap<Vec<Hardware>, String> = BTreeMap::new();
    let mut catalogs = Vec::new();
    // Per architecture, the blocks of its counters left out: those its
    // family has no programs for.
    let mut left_out: Vec<(Key, &str, LeftOut)> = Vec::new();
    let every_block: Vec<String> = file.block_names();
    let every_block: Vec<&str> = every_block.iter().map(String::as_str).collect();
    for (key, arch) in &keys {
        let counters = file.hardware(arch, &key.blocks());
        if counters.is_empty() {
            continue;
        }
        let mut out: BTreeMap<String, usize> = BTreeMap::new();
        for c in file.hardware(arch, &every_block) {
            if !counters.iter().any(|k| k.name == c.name) {
                *out.entry(c.block).or_default() += 1;
            }
        }
        if !out.is_empty() {
            left_out.push((*key, arch, out.into_iter().collect()));
        }
        for c in &counters {
            if u16::try_from(c.event).is_err() {
                return Err(format!("{input}: {}: event {} of {arch} does not fit 16 bits", c.name, c.event));
            }
        }
        let table = tables.entry(counters).or_insert_with(|| arch.to_uppercase()).clone();
        catalogs.push((*key, *arch, table));
    }
    let mut ordered: Vec<(&String, &Vec<Hardware>)> = tables.iter().map(|(k, v)| (v, k)).collect();
    ordered.sort();
    // Each table's cfg, and one name blob per distinct cfg (so a build carries
    // the blobs of its features alone), numbered in order of first use.
    let cfg_of = |table: &String| {
        let mut features: Vec<String> = catalogs.iter().filter(|c| &c.2 == table).map(|c| c.0.feature()).collect();
        features.dedup();
        let cfg: Vec<String> = features.iter().map(|f| format!("feature = \"{f}\"")).collect();
        match cfg.as_slice() {
            [one] => format!("#[cfg({one})]"),
            many => format!("#[cfg(any({}))]", many.join(", ")),
        }
    };
    let mut blobs: Vec<(String, String)> = Vec::new();
    let mut group_of: BTreeMap<&str, usize> = BTreeMap::new();
    let mut placed: BTreeMap<(&str, &str), usize> = BTreeMap::new();
    for (table, counters) in &ordered {
        let cfg = cfg_of(table);
        let group = match blobs.iter().position(|b| b.0 == cfg) {
            Some(g) => g,
            None => {
                blobs.push((cfg, String::new()));
                blobs.len() - 1
            }
        };
        group_of.insert(table.as_str(), group);
        if group >= NAME_GROUPS {
            return Err(format!("{input}: more than {NAME_GROUPS} feature sets need name blobs"));
        }
        for c in counters.iter() {
            if c.name.len() > NAME_LEN_MAX || c.name.is_empty() {
                return Err(format!("{input}: {}: a name must have 1 to {NAME_LEN_MAX} bytes", c.name));
            }
            let blob = &mut blobs[group].1;
            let at = match blob.find(c.name.as_str()) {
                Some(at) => at,
                None => {
                    blob.push_str(&c.name);
                    blob.len() - c.name.len()
                }
            };
            if at + c.name.len() > NAME_OFFSETS {
                return Err(format!("{input}: {table}: names exceed the {NAME_OFFSETS} bytes a name offset reaches"));
            }
            placed.insert((table.as_str(), c.name.as_str()), at);
        }
    }
    let file_name = input.rsplit('/').next().unwrap_or(input);
    let mut out = String::new();
    let w = &mut out;
    let _ = writeln!(w, "// @generated by `cargo run -p xtask -- catalog {file_name}` (xtask/src/catalog.rs)");
    let _ = writeln!(w, "// from rocprofiler's counter definitions `{file_name}`. Do not edit: rerun the generator.");
    let _ = writeln!(w, "//! rocprofiler's hardware counters per architecture, generated from `{file_name}`.");
    let _ = writeln!(w);
    let _ = writeln!(w, "#[allow(unused_imports)] // unused when no family feature is on");
    let _ = writeln!(w, "use super::{{Block, Catalog, CounterDef, EMPTY, Key}};");
    let _ = writeln!(w, "#[allow(unused_imports)] // unused when no family feature is on");
    let _ = writeln!(w, "use crate::gpu::Target;");
    let _ = writeln!(w);
    let _ = writeln!(w, "/// Every architecture's catalog: processors by target version, then families.");
    let _ = writeln!(w, "pub static CATALOGS: &[Catalog] = &[");
    for (key, arch, table) in &catalogs {
        let _ = writeln!(w, "    // {arch}");
        let _ = writeln!(w, "    #[cfg(feature = \"{}\")]", key.feature());
        let names = group_of.get(table.as_str()).copied().unwrap_or(0);
        let _ = writeln!(
            w,
            "    Catalog {{ key: {}, counters: {table}, index: {table}_INDEX, seed: {table}_SEED, names: NAMES_{names} }},",
            key.rust()
        );
    }
    let _ = writeln!(w, "];");
    let _ = writeln!(w);
    let _ = writeln!(
        w,
        "/// Per catalog, the blocks of its architecture's counters in the definitions that it leaves out,"
    );
    let _ = writeln!(w, "/// having no programs for them on that family, with how many counters each has there.");
    let _ = writeln!(w, "pub static LEFT_OUT: &[(Key, &str)] = &[");
    for (key, arch, blocks) in &left_out {
        let text: Vec<String> = blocks.iter().map(|(b, n)| format!("{b} {n}")).collect();
        let _ = writeln!(w, "    // {arch}");
        let _ = writeln!(w, "    #[cfg(feature = \"{}\")]", key.feature());
        let _ = writeln!(w, "    ({}, {:?}),", key.rust(), text.join(", "));
    }
    let _ = writeln!(w, "];");
    let _ = writeln!(w);
    let _ = writeln!(
        w,
        "/// The name blob of `group` (`CounterDef::name_at`'s top two bits, then `name_len`'s): the names of the"
    );
    let _ = writeln!(w, "/// tables built with the same features, one after another, a name held once.");
    let _ = writeln!(w, "#[inline(always)]");
    let _ = writeln!(w, "pub(super) const fn names(group: u16) -> &'static str {{");
    let _ = writeln!(w, "    match group {{");
    for (group, (cfg, _)) in blobs.iter().enumerate() {
        let _ = writeln!(w, "        {cfg}");
        let _ = writeln!(w, "        {group} => NAMES_{group},");
    }
    let _ = writeln!(w, "        _ => \"\",");
    let _ = writeln!(w, "    }}");
    let _ = writeln!(w, "}}");
    for (group, (cfg, blob)) in blobs.iter().enumerate() {
        let _ = writeln!(w);
        let _ = writeln!(w, "/// Name blob {group}: {} bytes.", blob.len());
        let _ = writeln!(w, "{cfg}");
        let _ = writeln!(w, "static NAMES_{group}: &str = concat!(");
        let mut line = String::new();
        for c in blob.split_inclusive('_') {
            if line.len() + c.len() > 96 {
                let _ = writeln!(w, "    {line:?},");
                line.clear();
            }
            line.push_str(c);
        }
        if !line.is_empty() {
            let _ = writeln!(w, "    {line:?},");
        }
        let _ = writeln!(w, ");");
    }
    for (table, counters) in ordered {
        let users: Vec<&str> = catalogs.iter().filter(|c| &c.2 == table).map(|c| c.1).collect();
        let cfg_line = cfg_of(table);
        let _ = writeln!(w);
        let _ = writeln!(w, "/// The {} hardware counters of {}.", counters.len(), users.join(", "));
        let _ = writeln!(w, "{cfg_line}");
        let _ = writeln!(w, "pub static {table}: &[CounterDef] = &[");
        let group = group_of[table.as_str()];
        let all = blocks();
        for c in counters {
            let rust = all.iter().find(|b| b.0 == c.block).map_or("?".to_owned(), |b| b.1.clone());
            let at = placed[&(table.as_str(), c.name.as_str())];
            let _ = writeln!(
                w,
                "    CounterDef::generated({group}, {at}, {}, Block::{rust}, {}), // {}",
                c.name.len(),
                c.event,
                c.name
            );
        }
        let _ = writeln!(w, "];");
        let names: Vec<&str> = counters.iter().map(|c| c.name.as_str()).collect();
        let (seed, index) =
            hash_index(&names).ok_or_else(|| format!("{input}: {table} has more counters than an index holds"))?;
        let _ = writeln!(w);
        let _ = writeln!(
            w,
            "/// {table}'s counters by name: from slot `home(name_hash({table}_SEED, name), {})`, probed forward, \
             the slot holding its index (`EMPTY` ends a probe); {} probes find all {} names.",
            index.len(),
            probes(seed, &names, &index),
            names.len()
        );
        let _ = writeln!(w, "{cfg_line}");
        let _ = writeln!(w, "pub static {table}_INDEX: &[u16] = &[");
        for chunk in index.chunks(16) {
            let row: Vec<String> =
                chunk.iter().map(|i| if *i == EMPTY { "EMPTY".to_owned() } else { i.to_string() }).collect();
            let _ = writeln!(w, "    {},", row.join(", "));
        }
        let _ = writeln!(w, "];");
        let _ = writeln!(w);
        let _ =
            writeln!(w, "/// The seed of {table}_INDEX's hash: of the first {SEEDS_TRIED} SplitMix64 values, the one");
        let _ = writeln!(w, "/// whose index finds {table}'s names in the fewest probes.");
        let _ = writeln!(w, "{cfg_line}");
        let _ = writeln!(w, "pub const {table}_SEED: u64 = 0x{seed:016X};");
    }
    Ok(out)
}

/// Name blobs a catalog can have: the core's `CounterDef` holds the blob's
/// number in the top two bits of `name_at` and of `name_len`.
pub const NAME_GROUPS: usize = 16;

/// Bytes a name may have: the core's `CounterDef::name_len` holds the length
/// in its low 6 bits.
pub const NAME_LEN_MAX: usize = 63;

/// Bytes a name blob may have: the core's `CounterDef::name_at` holds the
/// offset in its low 14 bits.
pub const NAME_OFFSETS: usize = 1 << 14;

/// An empty slot of a name index.
pub const EMPTY: u16 = u16::MAX;

/// The core's `catalog::name_hash` (a core test checks the generated indexes
/// against it): the name's length multiplied by 2^64 / the golden ratio and
/// xored with the catalog's `seed`, then its first 8 bytes and its last 8
/// bytes (little-endian; a name shorter than 8 gives its bytes zero-padded
/// for both), each xored in and multiplied by the same constant, the halves
/// xored at the end.
pub fn name_hash(seed: u64, name: &str) -> u32 {
    const K: u64 = 0x9E37_79B9_7F4A_7C15;
    let bytes = name.as_bytes();
    let word = |b: &[u8]| {
        let mut w = [0u8; 8];
        w[..b.len()].copy_from_slice(b);
        u64::from_le_bytes(w)
    };
    let (first, last) = if bytes.len() >= 8 {
        (word(&bytes[..8]), word(&bytes[bytes.len() - 8..]))
    } else {
        (word(bytes), word(bytes))
    };
    let h = (bytes.len() as u64).wrapping_mul(K) ^ seed;
    let h = (h ^ first).wrapping_mul(K);
    let h = (h ^ last).wrapping_mul(K);
    (h ^ (h >> 32)) as u32
}

/// Seeds [`hash_index`] tries: the first this many values of SplitMix64 from
/// 0 (Steele, Lea and Flood, "Fast splittable pseudorandom number
/// generators", OOPSLA 2014), 0 itself first.
pub const SEEDS_TRIED: u64 = 4096;

/// Seed `i` of those [`hash_index`] tries: value `i` of SplitMix64 started at
/// 0 (seed 0 is 0 itself).
pub fn seed(i: u64) -> u64 {
    if i == 0 {
        return 0;
    }
    let mut z = i.wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The name index of `names` (a table's counters in order) and its seed:
/// half as many slots again as names (at least 4), each name at its home
/// slot (the core's `catalog::home`: `name_hash(seed, name) * slots / 2^32`)
/// or the first free one after it, wrapping. The seed is the one of the
/// [`SEEDS_TRIED`] whose index finds all the names in the fewest probes
/// together (the first of those that tie): a lookup of a name the table
/// holds then reads the fewest slots on average. `None` if there are more
/// names than the core's bitset holds.
pub fn hash_index(names: &[&str]) -> Option<(u64, Vec<u16>)> {
    // The core's MAX_CATALOG: its duplicate check holds a bit per counter.
    if names.len() > 512 {
        return None;
    }
    let mut best = (usize::MAX, 0, Vec::new());
    for seed in (0..SEEDS_TRIED).map(seed) {
        let slots = index_with(seed, names);
        let probes = probes(seed, names, &slots);
        if probes < best.0 {
            best = (probes, seed, slots);
        }
    }
    Some((best.1, best.2))
}

/// The name index of `names` with `seed`, as [`hash_index`] builds each it
/// tries: half as many slots again as names (at least 4).
pub fn index_with(seed: u64, names: &[&str]) -> Vec<u16> {
    let size = (names.len() + names.len() / 2 + 1).max(4);
    let mut slots = vec![EMPTY; size];
    for (i, name) in names.iter().enumerate() {
        let mut slot = home(seed, name, size);
        while slots[slot] != EMPTY {
            slot = (slot + 1) % size;
        }
        slots[slot] = i as u16;
    }
    slots
}

/// The slot of an index of `slots` slots where `name`'s probe starts: the
/// core's `catalog::home`, `name_hash(seed, name) * slots / 2^32`.
fn home(seed: u64, name: &str, slots: usize) -> usize {
    ((u64::from(name_hash(seed, name)) * slots as u64) >> 32) as usize
}

/// Probes that finding every name of `names` takes in `index` built with
/// `seed` (one per slot read): what [`hash_index`] makes fewest. A name the
/// index does not hold counts every slot and one more.
pub fn probes(seed: u64, names: &[&str], index: &[u16]) -> usize {
    let len = index.len();
    names
        .iter()
        .enumerate()
        .map(|(i, name)| {
            let start = home(seed, name, len);
            (0..len).position(|k| index[(start + k) % len] == i as u16).map_or(len + 1, |k| k + 1)
        })
        .sum()
}
