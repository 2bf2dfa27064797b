//! A derived metric: as the generated tables hold one ([`Builtin`]) and as
//! the command uses one, built in or loaded from a definitions file
//! ([`Metric`]).

use std::collections::BTreeMap;

/// A built-in derived metric.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Builtin {
    /// Its name, as `GPU_UTIL`.
    pub name: &'static str,
    /// Its expression in rocprofiler's language.
    pub expression: &'static str,
    /// What it computes.
    pub description: &'static str,
}

/// A derived metric, built in or loaded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Metric {
    /// Its name.
    pub name: String,
    /// Its expression.
    pub expression: String,
    /// What it computes.
    pub description: String,
    /// Where it was defined: a definitions file, or [`BUILT_IN`].
    pub source: String,
}

/// Metrics by name name each other in their expressions: this is where the
/// evaluator ([`crate::metrics::SamplesSource`]) finds them.
impl crate::metrics::Expressions for BTreeMap<String, Metric> {
    fn expression(&self, name: &str) -> Option<&str> {
        self.get(name).map(|m| m.expression.as_str())
    }
}

/// The [`Metric::source`] of the built-in metrics.
pub const BUILT_IN: &str = "rig-counter's built-in rocprofiler definitions";

/// `e` as a message says it, a cycle or a nesting too deep followed by
/// where its metrics were defined ([`defined_in`]): `derived metrics refer
/// to themselves: C1 -> C2 -> C1 (defined in defs.yaml)`.
pub fn said(e: &crate::metrics::EvalError, metrics: &BTreeMap<String, Metric>) -> String {
    match e {
        crate::metrics::EvalError::Cycle { path } | crate::metrics::EvalError::TooDeep { path } => {
            format!("{e}{}", defined_in(path, metrics))
        }
        e => e.to_string(),
    }
}

/// Where the metrics of `path` (a chain of metric names, as
/// [`crate::metrics::EvalError::Cycle`] gives) are defined, for a message:
/// ` (defined in defs.yaml)`, ` (A in a.yaml, B built in)` where they
/// differ; empty when every one is built in or none is in `metrics`.
pub fn defined_in(path: &[String], metrics: &BTreeMap<String, Metric>) -> String {
    let mut seen: Vec<(&str, &str)> = Vec::new();
    for name in path {
        if let Some(m) = metrics.get(name)
            && !seen.iter().any(|(n, _)| *n == name.as_str())
        {
            seen.push((name, &m.source));
        }
    }
    let mut sources: Vec<&str> = seen.iter().map(|(_, s)| *s).collect();
    sources.dedup();
    match sources[..] {
        [] => String::new(),
        [one] if one == BUILT_IN => String::new(),
        [one] => format!(" (defined in {one})"),
        _ => {
            let each: Vec<String> = seen
                .iter()
                .map(|(n, s)| if *s == BUILT_IN { format!("{n} built in") } else { format!("{n} in {s}") })
                .collect();
            format!(" ({})", each.join(", "))
        }
    }
}
