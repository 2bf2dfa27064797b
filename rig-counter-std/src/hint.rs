//! Hints for a counter name a GPU lacks (a name users mistype, or carry over
//! from another generation or an older tool): the case-exact name, the other generation's L2 block (TCC on GFX9,
//! GL2C on GFX11 and GFX12), the `select` form of the old `NAME[i]` index syntax,
//! the nearest name by edit distance, or that the processor has no catalog;
//! and for an Intel OA platform or metric set of no such name, the nearest
//! ones ([`oa_platform`], [`oa_set`]).

use rig_counter_core::catalog::{Catalog, Scope};
use rig_counter_core::{Block, Family, Gpu, LayoutError};

/// The largest index `select` takes (the expression parser's limit).
const MAX_SELECT_INDEX: u32 = 63;

/// The most edits a name may be from a real one for the real one to be
/// suggested, per character of the name, as a divisor: a third of its length,
/// and at least 2.
const MAX_EDITS_DIVISOR: usize = 3;

/// What the user may have meant by `name`, which `gpu` counts no counter of:
/// - `gfx90a has no counter catalog` for a processor without one;
/// - `TCC_HIT[3] is not a name: count TCC_HIT and choose the value with
///   select(TCC_HIT,[DIMENSION_INSTANCE=[3]]) in `rig-counter metric --expr``
///   for the old index syntax;
/// - `did you mean SQ_WAVES?` for a name that differs in case, uses the L2 block
///   of the other generation (`TCC_HIT` on gfx1201 gives `GL2C_HIT`), or is at
///   most a third of its length (and at least 2) edits from a real name.
///
/// `None` if nothing is close.
pub fn unknown_counter(gpu: &Gpu, name: &str) -> Option<String> {
    let processor = gpu.processor();
    let Some(catalog) = Catalog::of(gpu.target) else {
        return Some(format!("{processor} has no counter catalog"));
    };
    if let Some((base, index)) = indexed(name) {
        let base = if catalog.find(base).is_some() { Some(base.to_owned()) } else { nearest(catalog, gpu, base) };
        let base = base?;
        let (dimension, extent) = dimension_of(catalog, gpu, &base);
        // Suggest only a select that would be accepted: an index of the
        // dimension's extent (and of the expression language's 0 to 63).
        if u64::from(index) >= u64::from(extent.min(MAX_SELECT_INDEX + 1)) {
            let last = extent.min(MAX_SELECT_INDEX + 1).saturating_sub(1);
            return Some(format!(
                "{name} is not a name, and {base}'s {dimension} has indices 0 to {last} on {processor}, not {index}"
            ));
        }
        // The programs count every instance: count the counter, choose the
        // instance in an expression.
        return Some(format!(
            "{name} is not a name: count {base} and choose the value with \
             select({base},[{dimension}=[{index}]]) in `rig-counter metric --expr`"
        ));
    }
    // A counter of a block rocprofiler defines for this processor but the
    // catalog leaves out, having no programs for it (gfx1151's CPC, GCEA, ...).
    if let Some(left_out) = catalog.left_out() {
        let block = name.split('_').next().unwrap_or("");
        if !block.is_empty() && left_out.split(", ").any(|b| b.split(' ').next() == Some(block)) {
            return Some(format!(
                "rocprofiler defines {block} counters for {processor}, but rig-counter has no programs for {block} \
                 there yet (left out: {left_out})"
            ));
        }
    }
    let builtin = crate::definitions::builtin(gpu.target);
    if builtin.iter().any(|m| m.name == name) {
        return Some(format!(
            "{name} is a derived metric: `rig-counter plan {processor} {name}` gives the counters it needs, \
             `rig-counter metric` evaluates it from their run"
        ));
    }
    if let Some(m) = builtin.iter().find(|m| m.name.eq_ignore_ascii_case(name)) {
        return Some(format!("did you mean {} (a derived metric)?", m.name));
    }
    nearest(catalog, gpu, name)
        .map(|n| format!("did you mean {n}?"))
        .or_else(|| nearest_metric(builtin.iter().map(|m| m.name), name))
        .or_else(|| elsewhere(gpu, name))
}

/// For a derived metric other processors define and `gpu`'s definitions
/// lack (`L2CacheHit` on gfx942): where it is defined, and the same
/// expression in `gpu`'s counters where its L2 block differs and every
/// counter of the translation exists here ([`crate::aliases::translate`]),
/// else the `metrics` search that lists `gpu`'s metrics of that cache.
pub fn elsewhere(gpu: &Gpu, name: &str) -> Option<String> {
    let defined = crate::definitions::elsewhere(name);
    let (_, first) = defined.first()?;
    let processor = gpu.processor();
    let archs: Vec<&str> = defined.iter().map(|(a, _)| *a).collect();
    let said = format!("{name} is a derived metric of {}, not of {processor}", archs.join(", "));
    let family = gpu.family()?;
    let from = defined
        .iter()
        .find_map(|(a, _)| rig_counter_core::Gpu::bare(rig_counter_core::gpu::Target::parse(a)?).family());
    let translated = from.and_then(|f| crate::aliases::translate(first.expression, f, family));
    // Every name of the translation a counter of this GPU or one of its
    // metrics (a planner checks the rest when the expression is planned).
    let builtin = crate::definitions::builtin(gpu.target);
    let catalog = Catalog::of(gpu.target);
    let works = translated.filter(|e| {
        crate::metrics::parse(e).is_ok_and(|expr| {
            crate::metrics::counters_of(&expr)
                .iter()
                .all(|n| catalog.is_some_and(|c| c.find(n).is_some()) || builtin.iter().any(|m| m.name == n.as_str()))
        })
    });
    let l2 = crate::aliases::block(family, "L2");
    Some(match (works, l2) {
        (Some(e), Some(l2)) => format!("{said}; the same on {processor}, whose L2 is {l2}: --expr '{e}'"),
        (_, Some(l2)) => format!("{said}; `rig-counter metrics {processor} L2` lists its L2 ({l2}) metrics"),
        _ => said,
    })
}

/// `FILE defines NAME on block GCEA, which rig-counter has no counting
/// programs for on gfx1201` for a hardware counter of the definitions file
/// `loaded` that [`crate::definitions::load`] refused; `None` for any other
/// name.
pub fn refused_counter(gpu: &Gpu, loaded: &crate::definitions::Loaded, name: &str) -> Option<String> {
    let block = loaded.refused_block(name)?;
    Some(format!(
        "{} defines {name} on block {}, which rig-counter has no counting programs for on {}",
        loaded.source(),
        crate::text::escaped(block),
        gpu.processor()
    ))
}

/// `FILE defines NAME for gfx12 but not for gfx1201, ...` for a hardware
/// counter the definitions file `loaded` defines for `gpu`'s family alone
/// while it gives `gpu`'s processor entries of its own
/// ([`crate::definitions::Loaded::family_only`]); `None` for any other name.
pub fn family_counter(gpu: &Gpu, loaded: &crate::definitions::Loaded, name: &str) -> Option<String> {
    loaded.family_only(name).then(|| {
        let processor = gpu.processor();
        format!(
            "{} defines {name} for gfx{} but not for {processor}, which it gives entries of its own: \
             rocprofiler-sdk counts a GPU's own architecture's entries alone; add {processor} to its architectures",
            loaded.source(),
            gpu.target.major
        )
    })
}

/// `NAME is a derived metric of FILE: evaluate it with `rig-counter metric
/// --definitions FILE`` for a metric that the definitions file (`file`, else
/// `ROCPROFILER_METRICS_PATH`, as [`crate::definitions::load`] finds it)
/// defines for `gpu`, a built-in one it redefines included (`metric` without
/// the file would evaluate the built-in expression). The file is named as one
/// shell word in the command. `None` for a metric only built in
/// ([`unknown_counter`] has its hint), for no metric, or when the file does not
/// load (its errors are `metric`'s to report).
pub fn definitions_metric(gpu: &Gpu, file: Option<&std::path::Path>, name: &str) -> Option<String> {
    let crate::definitions::Loaded { metrics, file, .. } = crate::definitions::load(gpu.target, file).ok()?;
    let file = file?.display().to_string();
    let shown = crate::text::escaped(&file);
    let word = crate::text::shell_word(&file);
    metrics.get(name).filter(|m| m.source != crate::definitions::BUILT_IN).map(|_| {
        format!("{name} is a derived metric of {shown}: evaluate it with `rig-counter metric --definitions {word}`")
    })
}

/// `did you mean NAME (a derived metric)?` for the name among `metrics` at
/// most 2 edits from `name` (and a third of its length), ignoring case: a
/// metric's name differs from its neighbours' by a word (`GL2C_HIT_sum`,
/// `GL2C_MISS_sum`), so the counters' looser rule would suggest another metric
/// (`GL2C_REQ_sum` is 3 edits from `GL2C_HIT_sum`).
pub fn nearest_metric<'m>(metrics: impl Iterator<Item = &'m str>, name: &str) -> Option<String> {
    nearest_of(metrics, name).map(|m| format!("did you mean {m} (a derived metric)?"))
}

/// The name among `names` at most 2 edits from `name` (and a third of its
/// length), ignoring case, as [`nearest_metric`] finds it.
pub fn nearest_of<'m>(names: impl Iterator<Item = &'m str>, name: &str) -> Option<&'m str> {
    let upper = name.to_ascii_uppercase();
    let length = name.chars().count();
    let limit = (length / MAX_EDITS_DIVISOR).clamp(1, 2);
    names
        .filter(|m| within(length, m, limit))
        .map(|m| (strsim::levenshtein(&upper, &m.to_ascii_uppercase()), m))
        .filter(|(d, _)| *d <= limit)
        .min()
        .map(|(_, m)| m)
}

/// Every name among `names` as near `name` as the nearest one
/// ([`nearest_of`]'s rule), in their order: `mi300x` and `mi300a` for
/// `MI300`.
pub fn nearest_all_of<'m>(names: impl Iterator<Item = &'m str> + Clone, name: &str) -> Vec<&'m str> {
    let upper = name.to_ascii_uppercase();
    let Some(best) = nearest_of(names.clone(), name) else { return Vec::new() };
    let d = strsim::levenshtein(&upper, &best.to_ascii_uppercase());
    names
        .filter(|m| within(name.chars().count(), m, d) && strsim::levenshtein(&upper, &m.to_ascii_uppercase()) == d)
        .collect()
}

/// Whether `candidate` may be at most `limit` edits from a name of
/// `length` characters: an edit changes the length by at most one, so one
/// whose length differs by more is not measured (a 1 MB name took 58 s
/// measured against every counter).
fn within(length: usize, candidate: &str, limit: usize) -> bool {
    length.abs_diff(candidate.chars().count()) <= limit
}

/// The most names an OA hint lists; more are counted (`or 3 more`).
const MAX_OA_NAMES: usize = 8;

/// `did you mean tglgt1 or tglgt2?` for an Intel OA platform name
/// [`rig_counter_timeline::oa::platform`] does not know (`tgl`, `dg2`, `Tiger Lake`), by
/// the rules of [`nearest_entries`] over the platforms' names and titles;
/// `did you mean 0x9a49?` for a PCI device id of a platform written without
/// its `0x`. `None` if nothing is close.
pub fn oa_platform(name: &str) -> Option<String> {
    let trimmed = name.trim();
    if !trimmed.is_empty()
        && trimmed.len() <= 4
        && trimmed.bytes().all(|b| b.is_ascii_hexdigit())
        && rig_counter_timeline::oa::platform(&format!("0x{trimmed}")).is_some()
    {
        return Some(format!("did you mean 0x{trimmed} (a PCI device id is written with its 0x)?"));
    }
    let entries: Vec<(&str, &str)> = rig_counter_timeline::oa::platforms().map(|p| (p.name(), p.title())).collect();
    did_you_mean(&nearest_entries(&entries, name))
}

/// `did you mean RenderBasic?` for a metric set `platform` has no set of
/// `name` for, by the rules of [`nearest_entries`] over its sets' symbols and
/// names. `None` if nothing is close.
pub fn oa_set(platform: rig_counter_timeline::oa::Platform, name: &str) -> Option<String> {
    let entries: Vec<(&str, &str)> = platform.sets().map(|s| (s.symbol(), s.name())).collect();
    did_you_mean(&nearest_entries(&entries, name))
}

/// `did you mean A?`, `did you mean A or B?`, `did you mean A, B or C?`, at
/// most [`MAX_OA_NAMES`] names (`... or 3 more?`); `None` for none.
fn did_you_mean(names: &[&str]) -> Option<String> {
    let (shown, more) = names.split_at(names.len().min(MAX_OA_NAMES));
    let list = match (shown, more.len()) {
        ([], _) => return None,
        ([one], 0) => (*one).to_owned(),
        (shown, 0) => format!("{} or {}", shown[..shown.len() - 1].join(", "), shown[shown.len() - 1]),
        (shown, more) => format!("{} or {more} more", shown.join(", ")),
    };
    Some(format!("did you mean {list}?"))
}

/// The names (the first of each entry, in their order) among `entries` of a
/// name and a title that `name` may have meant, ASCII case ignored and its
/// surrounding spaces not: the entry whose title it is; else those whose
/// names it begins (`tgl`: `tglgt1`, `tglgt2`); else, for three characters or
/// more, those whose titles hold it (`dg2`, `Tiger Lake`); else those nearest
/// it by edit distance, at most a third of its length and at least 1 (and
/// at most 2) edits away. None for an empty name.
pub fn nearest_entries<'a>(entries: &[(&'a str, &'a str)], name: &str) -> Vec<&'a str> {
    let name = name.trim();
    if name.is_empty() {
        return Vec::new();
    }
    let lower = name.to_ascii_lowercase();
    let titled: Vec<&str> = entries.iter().filter(|(_, t)| t.eq_ignore_ascii_case(name)).map(|e| e.0).collect();
    if !titled.is_empty() {
        return titled;
    }
    let begun: Vec<&str> =
        entries.iter().filter(|(n, _)| n.to_ascii_lowercase().starts_with(&lower)).map(|e| e.0).collect();
    if !begun.is_empty() {
        return begun;
    }
    let length = name.chars().count();
    if length >= 3 {
        let held: Vec<&str> =
            entries.iter().filter(|(_, t)| t.to_ascii_lowercase().contains(&lower)).map(|e| e.0).collect();
        if !held.is_empty() {
            return held;
        }
    }
    let limit = (length / MAX_EDITS_DIVISOR).clamp(1, 2);
    let distances: Vec<(usize, &str)> = entries
        .iter()
        .filter(|(n, _)| within(length, n, limit))
        .map(|(n, _)| (strsim::levenshtein(&lower, &n.to_ascii_lowercase()), *n))
        .filter(|(d, _)| *d <= limit)
        .collect();
    let nearest = distances.iter().map(|(d, _)| *d).min();
    distances.into_iter().filter(|(d, _)| Some(*d) == nearest).map(|(_, n)| n).collect()
}

/// `("TCC_HIT", 3)` for `TCC_HIT[3]`.
fn indexed(name: &str) -> Option<(&str, u32)> {
    let (base, rest) = name.split_once('[')?;
    let index = rest.strip_suffix(']')?.parse().ok()?;
    Some((base, index))
}

/// The real name closest to `name`, by the rules of [`unknown_counter`].
fn nearest(catalog: &Catalog, gpu: &Gpu, name: &str) -> Option<String> {
    let names = || catalog.counters.iter().map(|c| c.name());
    if let Some(n) = names().find(|n| n.eq_ignore_ascii_case(name)) {
        return Some(n.to_owned());
    }
    let upper = name.to_ascii_uppercase();
    // The other family's L2 block (crate::aliases): TCC_HIT on gfx1201 is GL2C_HIT.
    let ours = crate::aliases::block(gpu.family().unwrap_or(Family::Gfx12), "L2").unwrap_or("GL2C");
    let theirs = crate::aliases::ALIASES.iter().filter(|a| a.word == "L2" && a.block != ours).map(|a| a.block);
    for theirs in theirs {
        if let Some(rest) = upper.strip_prefix(theirs).and_then(|r| r.strip_prefix('_')) {
            let swapped = format!("{ours}_{rest}");
            if let Some(n) = names().find(|n| n.eq_ignore_ascii_case(&swapped)) {
                return Some(n.to_owned());
            }
        }
    }
    // Characters, not bytes: six emoji are six characters, far from any name.
    let length = name.chars().count();
    let limit = (length / MAX_EDITS_DIVISOR).max(2);
    names()
        .filter(|n| within(length, n, limit))
        .map(|n| (strsim::levenshtein(&upper, &n.to_ascii_uppercase()), n))
        .filter(|(d, _)| *d <= limit)
        .min()
        .map(|(_, n)| n.to_owned())
}

/// The rocprofiler dimension an old `NAME[i]` index chose, and its extent on
/// `gpu`: the block's instance for blocks of several instances (TCC, GL2C) or
/// one per die, else the shader engine.
fn dimension_of(catalog: &Catalog, gpu: &Gpu, name: &str) -> (&'static str, u32) {
    let shape = catalog.find(name).and_then(|c| c.block.shape(gpu.family()?));
    match shape {
        Some(s) if s.instances == 1 && !matches!(s.scope, Scope::Die | Scope::Channel) => {
            ("DIMENSION_SHADER_ENGINE", u32::from(gpu.shader_engines))
        }
        Some(s) => (
            "DIMENSION_INSTANCE",
            catalog.find(name).and_then(|c| c.block.extents(gpu)).map_or(s.extents(gpu).instances, |e| e.instances),
        ),
        None => ("DIMENSION_INSTANCE", 0),
    }
}

/// Why a GPU's L2 channels are 0: a KFD node's properties do not give them,
/// and no built-in product of its processor does (the `l2/xcc` of `gpus`).
pub fn no_l2_channels(processor: impl std::fmt::Display) -> String {
    format!(
        "its L2 channels (l2/xcc in gpus) are 0: a KFD node's properties do not give them, and no built-in product \
         of {processor} does"
    )
}

/// Here, not in `error.rs`: the owned error of a layout carries a hint,
/// and hints use the crate's errors.
impl crate::Error {
    /// The owned form of the core's `e`, refused for `gpu`, with a hint for a
    /// name the GPU lacks.
    pub fn from_layout(gpu: &Gpu, e: LayoutError<'_>) -> crate::Error {
        match e {
            LayoutError::ListedTwice { name } => crate::Error::ListedTwice { name: name.to_owned() },
            LayoutError::Unknown { processor, name } => crate::Error::UnknownCounter {
                processor: processor.to_string(),
                name: name.to_owned(),
                hint: unknown_counter(gpu, name),
            },
            LayoutError::TooManyOfBlock { processor, block, registers } => {
                crate::Error::TooManyOfBlock { processor: processor.to_string(), block: block.to_string(), registers }
            }
            LayoutError::TooManyCounters { capacity } => crate::Error::TooManyCounters { capacity },
            LayoutError::TooLarge { name } => crate::Error::TooLarge { name: name.to_owned() },
            LayoutError::AccumulateOutsideSq { name, block } => {
                crate::Error::AccumulateOutsideSq { name: name.to_owned(), block: block.to_string() }
            }
            LayoutError::NoAccumulator { processor } => {
                crate::Error::NoAccumulator { processor: processor.to_string() }
            }
            LayoutError::NoSuchBlock { processor, name, block } => crate::Error::NoSuchBlock {
                processor: processor.to_string(),
                name: name.to_owned(),
                block: block.to_string(),
            },
            LayoutError::NoInstance { processor, name, block } => crate::Error::NoInstance {
                processor: processor.to_string(),
                name: name.to_owned(),
                block: block.to_string(),
                hint: (matches!(block, Block::Gl2c | Block::Tcc) && gpu.l2_channels == 0)
                    .then(|| no_l2_channels(gpu.processor())),
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::unknown_counter;
    use rig_counter_core::gpu::products::find;
    use rig_counter_core::{Gpu, Target};

    fn hint(gpu: &str, name: &str) -> Option<String> {
        let g = find(gpu).map(|p| p.gpu).unwrap_or_else(|| Gpu::bare(Target::parse(gpu).unwrap()));
        unknown_counter(&g, name)
    }

    #[test]
    fn a_name_in_the_wrong_case_suggests_the_real_one() {
        assert_eq!(hint("r9700", "sq_waves").as_deref(), Some("did you mean SQ_WAVES?"));
        assert_eq!(hint("mi300x", "Grbm_Count").as_deref(), Some("did you mean GRBM_COUNT?"));
    }

    #[test]
    fn the_other_generations_l2_block_suggests_this_ones() {
        assert_eq!(hint("r9700", "TCC_HIT").as_deref(), Some("did you mean GL2C_HIT?"));
        assert_eq!(hint("rx7900xtx", "TCC_MISS").as_deref(), Some("did you mean GL2C_MISS?"));
        assert_eq!(hint("mi300x", "GL2C_HIT").as_deref(), Some("did you mean TCC_HIT?"));
    }

    #[test]
    fn the_old_index_syntax_is_answered_with_select() {
        assert_eq!(
            hint("mi300x", "TCC_HIT[3]").as_deref(),
            Some(
                "TCC_HIT[3] is not a name: count TCC_HIT and choose the value with select(TCC_HIT,[DIMENSION_INSTANCE=[3]]) in `rig-counter metric --expr`"
            )
        );
        assert_eq!(
            hint("r9700", "TCC_HIT[3]").as_deref(),
            Some(
                "TCC_HIT[3] is not a name: count GL2C_HIT and choose the value with select(GL2C_HIT,[DIMENSION_INSTANCE=[3]]) in `rig-counter metric --expr`"
            )
        );
        assert_eq!(
            hint("mi300x", "SQ_WAVES[1]").as_deref(),
            Some(
                "SQ_WAVES[1] is not a name: count SQ_WAVES and choose the value with select(SQ_WAVES,[DIMENSION_SHADER_ENGINE=[1]]) in `rig-counter metric --expr`"
            )
        );
    }

    #[test]
    fn a_near_miss_suggests_the_nearest_name_and_a_far_one_nothing() {
        assert_eq!(hint("r9700", "SQ_WAVE").as_deref(), Some("did you mean SQ_WAVES?"));
        assert_eq!(hint("r9700", "GRBM_GUI_ACTIV").as_deref(), Some("did you mean GRBM_GUI_ACTIVE?"));
        assert_eq!(hint("r9700", "SQ_FOO"), None);
        // A metric other processors define is said where (gfx1201 counts no GL2C_REQ).
        assert_eq!(
            hint("r9700", "GL2C_REQ_sum").as_deref(),
            Some(
                "GL2C_REQ_sum is a derived metric of gfx1150, gfx1151, gfx1152, not of gfx1201; `rig-counter metrics gfx1201 L2` lists its L2 (GL2C) metrics"
            )
        );
        assert_eq!(hint("r9700", ""), None);
    }

    #[test]
    fn an_index_beyond_its_dimension_or_the_language_suggests_no_select() {
        // Issue 10, item 8: these suggested selects the parser or the run refuse.
        assert_eq!(
            hint("mi300x", "SQ_WAVES[70]").as_deref(),
            Some(
                "SQ_WAVES[70] is not a name, and SQ_WAVES's DIMENSION_SHADER_ENGINE has indices 0 to 3 on gfx942, not 70"
            )
        );
        assert_eq!(
            hint("mi300x", "SQ_WAVES[5]").as_deref(),
            Some(
                "SQ_WAVES[5] is not a name, and SQ_WAVES's DIMENSION_SHADER_ENGINE has indices 0 to 3 on gfx942, not 5"
            )
        );
        assert_eq!(
            hint("r9700", "GL2C_HIT[2000]").as_deref(),
            Some(
                "GL2C_HIT[2000] is not a name, and GL2C_HIT's DIMENSION_INSTANCE has indices 0 to 31 on gfx1201, not 2000"
            )
        );
        assert!(
            hint("r9700", "GL2C_HIT[31]")
                .unwrap()
                .ends_with("select(GL2C_HIT,[DIMENSION_INSTANCE=[31]]) in `rig-counter metric --expr`")
        );
    }

    #[test]
    fn the_edit_distance_counts_characters() {
        assert_eq!(hint("r9700", "😀😀😀😀😀😀"), None);
        assert_eq!(hint("r9700", "SQ_WAVEŠ").as_deref(), Some("did you mean SQ_WAVES?"));
    }

    #[test]
    fn a_processor_without_a_catalog_says_so() {
        assert_eq!(hint("gfx90a", "SQ_WAVES").as_deref(), Some("gfx90a has no counter catalog"));
    }
}
