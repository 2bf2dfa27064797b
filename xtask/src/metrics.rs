//! The std crate's built-in derived metrics (`rig-counter-std/src/definitions/builtin.rs`).
//!
//! For each architecture the catalog serves, the derived metrics of the
//! definitions that rig-counter can evaluate there: a metric is kept only if
//! every name its expression uses is a hardware counter of that architecture's
//! catalog (the blocks of [`crate::catalog::blocks`]), another kept metric, a
//! GPU constant or a word of the language (a metric naming what the catalog
//! lacks would fail when evaluated). The
//! header lists what was left out and why.

use crate::catalog::served_architectures;
use crate::definitions::{self, Derived};
use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write;

/// Where `cargo run -p xtask -- metrics` writes by default.
pub const DEFAULT_OUT: &str = "rig-counter-std/src/definitions/builtin.rs";

/// Words of the expression language that are not counters.
pub const WORDS: &[&str] =
    &["reduce", "select", "accumulate", "sum", "avr", "avg", "min", "max", "HIGH_RES", "LOW_RES", "NONE"];

/// The GPU constants expressions may use (rocprofiler's agent properties and
/// rocprofiler's documented names); `rig_counter_std::metrics::constants` gives each a value.
pub const CONSTANTS: &[&str] = &[
    "simd_count",
    "simd_per_cu",
    "wave_front_size",
    "array_count",
    "simd_arrays_per_engine",
    "CU_NUM",
    "SE_NUM",
    "SIMD_NUM",
    "MAX_WAVE_SIZE",
];

/// The identifiers of `expression`: counters, metrics, constants and words.
pub fn identifiers(expression: &str) -> BTreeSet<&str> {
    let mut out = BTreeSet::new();
    let bytes = expression.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i].is_ascii_alphabetic() || bytes[i] == b'_' {
            let start = i;
            while i < bytes.len() && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'_') {
                i += 1;
            }
            out.insert(&expression[start..i]);
        } else if bytes[i].is_ascii_digit() {
            while i < bytes.len() && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'.') {
                i += 1;
            }
        } else {
            i += 1;
        }
    }
    out
}

/// The metrics of `derived` that `hardware` can compute, and those left out
/// with the first name each lacks.
fn closure(derived: &[Derived], hardware: &BTreeSet<String>) -> (Vec<Derived>, Vec<(String, String)>) {
    let mut kept: BTreeSet<String> = BTreeSet::new();
    loop {
        let before = kept.len();
        for d in derived {
            let ok = identifiers(&d.expression).iter().all(|id| {
                hardware.contains(*id)
                    || kept.contains(*id)
                    || WORDS.contains(id)
                    || CONSTANTS.contains(id)
                    || id.starts_with("DIMENSION_")
            });
            if ok {
                kept.insert(d.name.clone());
            }
        }
        if kept.len() == before {
            break;
        }
    }
    let mut dropped = Vec::new();
    for d in derived.iter().filter(|d| !kept.contains(&d.name)) {
        let ids = identifiers(&d.expression);
        let lacking = ids
            .iter()
            .find(|id| {
                !(hardware.contains(**id)
                    || kept.contains(**id)
                    || WORDS.contains(id)
                    || CONSTANTS.contains(id)
                    || id.starts_with("DIMENSION_"))
            })
            .map_or(String::new(), |s| (*s).to_owned());
        dropped.push((d.name.clone(), lacking));
    }
    (derived.iter().filter(|d| kept.contains(&d.name)).cloned().collect(), dropped)
}

/// The metrics of `derived` that `hardware` can compute: those the built-in
/// table keeps.
pub fn closure_of(derived: &[Derived], hardware: &BTreeSet<String>) -> Vec<Derived> {
    closure(derived, hardware).0
}

/// The Rust source of the built-in metrics for the definitions `text`, read
/// from the file named `input`.
pub fn generate(text: &str, input: &str) -> Result<String, String> {
    let file = definitions::parse(text, input)?;
    let mut tables: BTreeMap<Vec<Derived>, String> = BTreeMap::new();
    let mut entries = Vec::new();
    let mut notes = Vec::new();
    for arch in served_architectures(&file) {
        let blocks = crate::catalog::counted_blocks(&arch);
        let hardware: BTreeSet<String> = file.hardware(&arch, &blocks).into_iter().map(|h| h.name).collect();
        if hardware.is_empty() {
            continue;
        }
        let (kept, dropped) = closure(&file.derived(&arch), &hardware);
        if !dropped.is_empty() {
            let list: Vec<String> = dropped.iter().map(|(m, lack)| format!("{m} ({lack})")).collect();
            notes.push(format!("{arch}: {} left out: {}", dropped.len(), list.join(", ")));
        }
        let name = tables.entry(kept).or_insert_with(|| arch.to_uppercase()).clone();
        entries.push((arch, name));
    }
    let file_name = input.rsplit('/').next().unwrap_or(input);
    let mut out = String::new();
    let w = &mut out;
    let _ = writeln!(w, "// @generated by `cargo run -p xtask -- metrics {file_name}` (xtask/src/metrics.rs)");
    let _ = writeln!(w, "// from rocprofiler's counter definitions `{file_name}`. Do not edit: rerun the generator.");
    let _ = writeln!(w, "//");
    let _ = writeln!(
        w,
        "// Left out: metrics that name a counter rig-counter's catalog lacks there (the first such name):"
    );
    for n in &notes {
        let _ = writeln!(w, "//   {n}");
    }
    let _ = writeln!(w, "//! rocprofiler's derived metrics per architecture, generated from `{file_name}`.");
    let _ = writeln!(w);
    let _ = writeln!(w, "use super::metric::Builtin;");
    let _ = writeln!(w);
    let _ = writeln!(w, "/// Every architecture's metrics: processors, then families (`gfx11`, `gfx12`).");
    let _ = writeln!(w, "pub static METRICS: &[(&str, &[Builtin])] = &[");
    for (arch, table) in &entries {
        let _ = writeln!(w, "    ({arch:?}, {table}),");
    }
    let _ = writeln!(w, "];");
    let mut ordered: Vec<(&String, &Vec<Derived>)> = tables.iter().map(|(k, v)| (v, k)).collect();
    ordered.sort();
    for (table, metrics) in ordered {
        let users: Vec<&str> = entries.iter().filter(|e| &e.1 == table).map(|e| e.0.as_str()).collect();
        let _ = writeln!(w);
        let _ = writeln!(w, "/// The {} derived metrics of {}.", metrics.len(), users.join(", "));
        let _ = writeln!(w, "static {table}: &[Builtin] = &[");
        for m in metrics {
            let _ = writeln!(
                w,
                "    Builtin {{ name: {:?}, expression: {:?}, description: {:?} }},",
                m.name,
                m.expression,
                m.description.trim()
            );
        }
        let _ = writeln!(w, "];");
    }
    Ok(out)
}
