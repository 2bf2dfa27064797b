//! The words people use for a GPU's caches (L2, L1, L0) and the counter
//! blocks that are those caches on each family, so that `metrics mi300x L2`
//! finds gfx942's TCC metrics and a metric another family defines can be
//! said in this family's counters.
//!
//! Sources, one per row of [`ALIASES`]:
//! - L2 is TCC on GFX9 Instinct parts and GL2C on GFX11 and GFX12:
//!   rocprofiler-sdk's own definition of `L2CacheHit` reads `TCC_HIT` and
//!   `TCC_MISS` on gfx9, gfx908 and gfx90a (its `counter_defs.yaml`,
//!   2025-08) and `GL2C_HIT` and `GL2C_MISS` on gfx11 and gfx12 (its
//!   `config.yaml`, 2026-08); the core's [`Family`] documents the same.
//! - L1 is TCP on GFX9 Instinct parts: rocprofiler-compute's "Vector L1
//!   cache" page names the vector L1 data cache (vL1D) the TCP.
//! - L0 is TCP on GFX11 and GFX12, and L1 there is the graphics L1, GL1C:
//!   rocprofiler-sdk's `L0CacheHit` reads `TCP_REQ` and `TCP_REQ_MISS` on
//!   gfx11 and gfx12 (`config.yaml`, 2026-08); AMD's "RDNA Architecture"
//!   white paper (2019) names the per-CU L0 vector cache and the shared
//!   graphics L1 (GL1) below the L2.

use rig_counter_core::Family;

/// One word and the block it names on some families.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Alias {
    /// The word, as people write it (matched in any case).
    pub word: &'static str,
    /// The families where it names `block`.
    pub families: &'static [Family],
    /// The counter block: the prefix of its counters' and metrics' names.
    pub block: &'static str,
}

/// Every alias (sources in the module's documentation).
pub const ALIASES: &[Alias] = &[
    Alias { word: "L2", families: &[Family::Gfx9], block: "TCC" },
    Alias { word: "L2", families: &[Family::Gfx11, Family::Gfx12], block: "GL2C" },
    Alias { word: "L1", families: &[Family::Gfx9], block: "TCP" },
    Alias { word: "L1", families: &[Family::Gfx11, Family::Gfx12], block: "GL1C" },
    Alias { word: "L0", families: &[Family::Gfx11, Family::Gfx12], block: "TCP" },
];

/// Spellings that mean the same word in metrics' names and descriptions
/// (`utilisation` finds `GPU_UTIL` and `VALUUtilization`).
const SPELLINGS: &[(&str, &str)] = &[("utilisation", "util"), ("utilization", "util")];

/// Words for what a metric measures that descriptions say one way or
/// another: each stands for all (`L2 hit rate` finds L2CacheHit, "the
/// percentage of ... that hit").
const MEASURES: &[&str] = &["rate", "ratio", "percent"];

/// Whether `word` (any case) is a word of what a metric measures: `rate`,
/// `ratio`, `percent`, `percentage`, ... (a word that starts with one).
pub fn is_measure(word: &str) -> bool {
    let word = word.to_lowercase();
    MEASURES.iter().any(|m| word.starts_with(m))
}

/// The block `word` names on `family` (`L2` on GFX9: `TCC`), if any.
pub fn block(family: Family, word: &str) -> Option<&'static str> {
    ALIASES.iter().find(|a| a.word.eq_ignore_ascii_case(word) && a.families.contains(&family)).map(|a| a.block)
}

/// What a search for `pattern` on `family` looks for, lowercase: the pattern
/// itself, the block it names there (`l2` on GFX9: `l2` and `tcc`), a
/// shorter spelling of it (`utilisation`: `util`), and for a word of what a
/// metric measures (`rate`, `ratio`, `percent...`) all of them. The first is
/// always the pattern.
pub fn terms(family: Option<Family>, pattern: &str) -> Vec<String> {
    let mut terms = vec![pattern.to_lowercase()];
    if let Some(b) = family.and_then(|f| block(f, pattern.trim())) {
        terms.push(b.to_ascii_lowercase());
    }
    for (long, short) in SPELLINGS {
        if terms[0].contains(long) {
            terms.push(terms[0].replace(long, short));
        }
    }
    if MEASURES.iter().any(|m| terms[0].starts_with(m)) {
        terms.extend(MEASURES.iter().map(|m| m.to_string()));
    }
    terms
}

/// `expression`, a metric's expression on `from`, in `to`'s counters: each
/// name that starts with `from`'s L2 block (`GL2C_HIT` on GFX12) renamed to
/// `to`'s (`TCC_HIT` on GFX9). `None` when nothing is renamed (the
/// expression names no L2 counter, or both families' L2 is one block). The
/// renamed counters may not exist on `to`: the caller checks.
pub fn translate(expression: &str, from: Family, to: Family) -> Option<String> {
    // L2 only: it is one cache on every family, where GFX9's vector L1
    // (TCP, per CU) is no GFX11 graphics L1 (GL1C, shared).
    let renames: Vec<(&str, &str)> = ALIASES
        .iter()
        .filter(|a| a.word == "L2" && a.families.contains(&from))
        .filter_map(|a| Some((a.block, block(to, a.word)?)))
        .filter(|(a, b)| a != b)
        .collect();
    let mut out = String::with_capacity(expression.len());
    let mut renamed = false;
    let mut rest = expression;
    while let Some(c) = rest.chars().next() {
        if c.is_ascii_alphabetic() || c == '_' {
            let end = rest.find(|c: char| !(c.is_ascii_alphanumeric() || c == '_')).unwrap_or(rest.len());
            let word = &rest[..end];
            let renaming =
                renames.iter().find_map(|(from, to)| Some((word.strip_prefix(from)?.strip_prefix('_')?, to)));
            match renaming {
                Some((tail, to)) => {
                    out.push_str(to);
                    out.push('_');
                    out.push_str(tail);
                    renamed = true;
                }
                None => out.push_str(word),
            }
            rest = &rest[end..];
        } else {
            out.push(c);
            rest = &rest[c.len_utf8()..];
        }
    }
    renamed.then_some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_name_each_familys_block() {
        assert_eq!(block(Family::Gfx9, "l2"), Some("TCC"));
        assert_eq!(block(Family::Gfx12, "L2"), Some("GL2C"));
        assert_eq!(block(Family::Gfx11, "L0"), Some("TCP"));
        assert_eq!(block(Family::Gfx9, "L0"), None);
        assert_eq!(block(Family::Gfx125, "L2"), None);
        assert_eq!(terms(Some(Family::Gfx9), "L2"), ["l2", "tcc"]);
        assert_eq!(terms(Some(Family::Gfx9), "hit"), ["hit"]);
        assert_eq!(terms(None, "GPU utilisation"), ["gpu utilisation", "gpu util"]);
    }

    #[test]
    fn expressions_translate_block_by_block() {
        let gfx12 = "100*reduce(GL2C_HIT,sum)/(reduce(GL2C_HIT,sum)+reduce(GL2C_MISS,sum))";
        assert_eq!(
            translate(gfx12, Family::Gfx12, Family::Gfx9).as_deref(),
            Some("100*reduce(TCC_HIT,sum)/(reduce(TCC_HIT,sum)+reduce(TCC_MISS,sum))")
        );
        // Only the L2 is renamed: TCP and GL1C stay.
        assert_eq!(translate("reduce(TCP_REQ,sum)+GL1C_HIT", Family::Gfx12, Family::Gfx9), None);
        assert_eq!(translate(gfx12, Family::Gfx12, Family::Gfx11), None);
        // A name that only starts like a block is kept.
        assert_eq!(translate("GL2CX_HIT+GL2C", Family::Gfx12, Family::Gfx9), None);
        assert_eq!(translate("é GL2C_HIT_sum", Family::Gfx12, Family::Gfx9).as_deref(), Some("é TCC_HIT_sum"));
    }
}
