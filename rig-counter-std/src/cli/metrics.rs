//! `rig-counter metrics`: every derived metric a GPU can compute, with its
//! description, expression, the counters it needs (as a run names them) and
//! the passes they take.

use super::args::TableFormat;
use super::show::{describe, json};
use crate::{Error, definitions, gpus};
use serde::Serialize;
use std::collections::BTreeMap;
use std::io::Write;
use std::path::Path;

/// One metric of the listing.
#[derive(Serialize)]
struct MetricRow {
    name: String,
    description: String,
    expression: String,
    /// The counters it needs, as `start`, `stop` and `plan` take them.
    counters: Vec<String>,
    /// The passes those counters take (0 for a metric of no counter, as CU_NUM).
    passes: usize,
}

#[derive(Serialize)]
struct Listing {
    gpu: String,
    metrics: Vec<MetricRow>,
}

/// Lists the derived metrics of the GPU named `gpu` whose names or
/// descriptions contain every word of `pattern` (any case), or the block a
/// word names on the GPU's family (`L2`: TCC on gfx942, GL2C on gfx1201;
/// [`crate::aliases`]), from the built-in definitions or `definitions_file`.
///
/// Errors: those of resolving the GPU and loading the definitions;
/// [`Error::NoMetricMatches`] if no metric matches `pattern`.
pub fn metrics_cmd(
    gpu: &str,
    topology: Option<&Path>,
    pattern: Option<&str>,
    definitions_file: Option<&Path>,
    format: TableFormat,
    out: &mut Vec<u8>,
    warnings: &mut Vec<String>,
) -> Result<(), Error> {
    let (g, product) = gpus::resolve_built(gpu, topology)?;
    let loaded = definitions::load(g.target, definitions_file).map_err(|e| Error::Definitions(e.0))?;
    warnings.extend(loaded.notes().cloned());
    let (metrics, defined) = (&loaded.metrics, &loaded.counters);
    let processor = g.processor().to_string();
    let catalog =
        crate::known::Known::of(g.target, defined).ok_or(Error::NoCatalog { processor: processor.clone() })?;
    // Each word of the pattern with the words it stands for (`L2 hit`: `l2`
    // or `tcc`, and `hit`); a metric matches when every word does.
    let wanted: Option<Vec<Vec<String>>> =
        pattern.map(|p| p.split_whitespace().map(|w| crate::aliases::terms(g.family(), w)).collect());
    let matches = |m: &definitions::Metric, words: &[Vec<String>]| {
        let (name, description) = (m.name.to_lowercase(), m.description.to_lowercase());
        words.iter().all(|terms| terms.iter().any(|t| name.contains(t.as_str()) || description.contains(t.as_str())))
    };
    let mut candidates: Vec<&definitions::Metric> =
        metrics.values().filter(|m| wanted.as_ref().is_none_or(|terms| matches(m, terms))).collect();
    // A word of what a metric measures (rate, ratio, percentage) that no
    // metric matching the other words has: those are listed, and said to be
    // counts, not rates (`metrics mi300x "L2 hit rate"`: gfx942 has
    // TCC_HIT_sum and no hit rate; issue 40, item 16).
    if candidates.is_empty()
        && let (Some(p), Some(words)) = (pattern, &wanted)
    {
        let others: Vec<Vec<String>> = words.iter().filter(|t| !crate::aliases::is_measure(&t[0])).cloned().collect();
        if !others.is_empty() && others.len() < words.len() {
            candidates = metrics.values().filter(|m| matches(m, &others)).collect();
            if !candidates.is_empty() {
                let rest: Vec<&str> = p.split_whitespace().filter(|w| !crate::aliases::is_measure(w)).collect();
                warnings.push(format!(
                    "no derived metric of {processor} is a rate, ratio or percentage of {}; the metrics of {} are listed",
                    crate::text::shown(&rest.join(" ")),
                    crate::text::shown(&rest.join(" "))
                ));
            }
        }
    }
    // Each metric's nesting, once for all: a metric nested deeper than the
    // evaluator allows is said, not planned, so a file of long chains of
    // metrics lists in time linear in its metrics, not quadratic.
    let depths = nesting(metrics);
    let mut rows = Vec::new();
    let mut unlisted = Vec::new();
    for m in candidates {
        if depths.get(m.name.as_str()).is_none_or(|d| *d > crate::metrics::eval::MAX_METRIC_DEPTH) {
            // Which it is, the cycle or the chain, from the metric (checking
            // stops 16 deep, so a file of long chains stays linear).
            let why = match crate::plan::check(&g, &catalog, &m.name, metrics) {
                Err(Error::Expression { message, .. }) => message,
                _ => format!(
                    "it nests derived metrics deeper than {}, or in a cycle",
                    crate::metrics::eval::MAX_METRIC_DEPTH
                ),
            };
            unlisted.push(format!("{}: not listed: {why}", crate::text::escaped(&m.name)));
            continue;
        }
        // A metric whose counters cannot be planned (a definitions file's,
        // naming what this GPU lacks) is said, not listed.
        let planned = crate::plan::plan_with(&g, std::slice::from_ref(&m.name), metrics, defined);
        let counters = crate::plan::requests_needed(&m.name, metrics, &catalog);
        match (planned, counters) {
            (Ok(plan), Ok(counters)) if plan.split.is_empty() && plan.conflicting.is_empty() => {
                rows.push(MetricRow {
                    name: m.name.clone(),
                    description: m.description.clone(),
                    expression: m.expression.clone(),
                    counters,
                    passes: plan.passes.len(),
                });
            }
            (Err(e), _) | (_, Err(e)) => unlisted.push(format!("{}: not listed: {e}", crate::text::escaped(&m.name))),
            _ => unlisted.push(format!(
                "{}: not listed: its counters do not fit one pass together",
                crate::text::escaped(&m.name)
            )),
        }
    }
    // For a word that names a cache here (L2), the metrics of that cache
    // other processors define and this one lacks, said in its counters
    // (`metrics mi300x L2`: gfx942 has no L2CacheHit; new-user check).
    let mut elsewhere = Vec::new();
    if let (Some(p), Some(family)) = (pattern, g.family()) {
        let words: Vec<&str> = p.split_whitespace().filter(|w| crate::aliases::block(family, w).is_some()).collect();
        // Named for the cache (L2CacheHit), not a block's sum (GL2C_HIT_sum,
        // which this GPU has as TCC_HIT_sum), and with an expression here.
        let of_block = |n: &str| crate::aliases::ALIASES.iter().any(|a| n.starts_with(&format!("{}_", a.block)));
        for name in definitions::every_name() {
            let lower = name.to_ascii_lowercase();
            if metrics.contains_key(name)
                || of_block(name)
                || !words.iter().any(|w| lower.contains(&w.to_ascii_lowercase()))
            {
                continue;
            }
            elsewhere.extend(crate::hint::elsewhere(&g, name).filter(|h| h.contains("--expr")));
        }
    }
    if rows.is_empty() {
        let pattern = pattern.unwrap_or("").to_owned();
        // Why what matched is not listed, else the nearest name (a
        // definitions file's names may hold control characters: escaped),
        // else the cache's metrics other processors define.
        let hint = unlisted
            .first()
            .cloned()
            .or_else(|| {
                crate::hint::nearest_metric(metrics.keys().map(String::as_str), &pattern)
                    .map(|h| crate::text::escaped(&h))
            })
            .or_else(|| crate::hint::elsewhere(&g, pattern.trim()))
            .or_else(|| (!elsewhere.is_empty()).then(|| elsewhere.join("; ")));
        return Err(Error::NoMetricMatches { processor, pattern, hint });
    }
    warnings.extend(unlisted);
    warnings.extend(elsewhere);
    match format {
        TableFormat::Json => json(out, &Listing { gpu: processor, metrics: rows }),
        TableFormat::Csv => {
            writeln!(out, "Metric,Passes,Counters,Expression,Description")?;
            for r in &rows {
                let field = super::show::csv_field;
                writeln!(
                    out,
                    "{},{},{},{},{}",
                    field(&r.name),
                    r.passes,
                    field(&r.counters.join(" ")),
                    field(&r.expression),
                    field(&r.description)
                )?;
            }
            Ok(())
        }
        TableFormat::Table => {
            let n = rows.len();
            let plural = if n == 1 { "" } else { "s" };
            // Which block the pattern stood for, where it stood for one.
            let mut alias: Vec<String> = pattern
                .unwrap_or("")
                .split_whitespace()
                .filter_map(|w| {
                    Some(format!("{} is {} there", w.to_ascii_uppercase(), crate::aliases::block(g.family()?, w)?))
                })
                .collect();
            alias.dedup();
            let alias = if alias.is_empty() { String::new() } else { format!(": {}", alias.join(", ")) };
            writeln!(out, "{n} derived metric{plural} on {}{alias}", describe(&processor, product.map(|p| p.name)))?;
            let escaped = crate::text::escaped;
            for r in &rows {
                let passes = match r.passes {
                    0 => "no counter".to_owned(),
                    1 => "1 pass".to_owned(),
                    p => format!("{p} passes"),
                };
                writeln!(out)?;
                let counters =
                    if r.counters.is_empty() { String::new() } else { format!(": {}", r.counters.join(" ")) };
                writeln!(out, "{} ({passes}{})", escaped(&r.name), escaped(&counters))?;
                if !r.description.is_empty() {
                    writeln!(out, "  {}", escaped(&r.description))?;
                }
                writeln!(out, "  = {}", escaped(&r.expression))?;
            }
            Ok(())
        }
    }
}

/// The nesting of each metric of `metrics`: 1 for one naming no other metric,
/// else one more than the deepest it names; one past
/// [`crate::metrics::eval::MAX_METRIC_DEPTH`] for one nested deeper or in a cycle.
/// Each expression is parsed once; at most that many rounds over the metrics.
fn nesting(metrics: &BTreeMap<String, definitions::Metric>) -> BTreeMap<&str, usize> {
    let limit = crate::metrics::eval::MAX_METRIC_DEPTH + 1;
    let inner: BTreeMap<&str, Vec<&str>> = metrics
        .iter()
        .map(|(name, m)| {
            let used =
                crate::metrics::parse(&m.expression).map(|e| crate::metrics::counters_of(&e)).unwrap_or_default();
            let named =
                used.iter().filter_map(|u| metrics.get_key_value(u.as_str()).map(|(k, _)| k.as_str())).collect();
            (name.as_str(), named)
        })
        .collect();
    let mut depth: BTreeMap<&str, usize> = BTreeMap::new();
    // Round by round, a metric whose every named metric has a depth gets one;
    // what has none after `limit` rounds nests deeper, or in a cycle.
    for _ in 0..limit {
        let mut changed = false;
        for (name, named) in &inner {
            if depth.contains_key(name) {
                continue;
            }
            if let Some(d) = named.iter().map(|i| depth.get(i).copied()).collect::<Option<Vec<_>>>() {
                depth.insert(name, 1 + d.into_iter().max().unwrap_or(0));
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    for name in inner.keys() {
        depth.entry(name).or_insert(limit);
    }
    depth
}
