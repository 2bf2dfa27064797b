//! Derived metrics: rocprofiler's, built in per processor, and extra or newer
//! definitions loaded at run time as rocprofiler loads them.
//!
//! Search order of [`load`]: a file named on the command line
//! (`--definitions FILE`); else, if `ROCPROFILER_METRICS_PATH` names a
//! directory, its `config.yaml` or `counter_defs.yaml` (rocprofiler-sdk's
//! counter collection services: "Counter definitions file location"); else
//! only the built-in metrics.

#[rustfmt::skip]
mod builtin;
pub mod schema;

use rig_counter_core::Target;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

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
}

/// The architecture key of processor `target` in rocprofiler's definitions:
/// its own name if the definitions list it, else, for GFX11 and GFX12, the
/// family (`gfx11`, `gfx12`).
fn keys(target: Target) -> [String; 2] {
    [target.processor().to_string(), format!("gfx{}", target.major)]
}

/// The built-in derived metrics of processor `target` (empty for a processor
/// without a catalog), sorted by name.
pub fn builtin(target: Target) -> &'static [Builtin] {
    let [own, family] = keys(target);
    let find = |k: &str| builtin::METRICS.iter().find(|(a, _)| *a == k).map(|(_, m)| *m);
    find(&own).or_else(|| if matches!(target.major, 11 | 12) { find(&family) } else { None }).unwrap_or(&[])
}

/// Why definitions could not be loaded: the file, and what in it is wrong
/// (the entry and the field, as `counter_defs.yaml: GRBM_COUNT: block without event`).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct DefinitionsError(pub String);

/// The derived metrics of processor `target`: the built-in ones, with those of
/// the definitions file found as this module says (`file`, else
/// `ROCPROFILER_METRICS_PATH`) added or replacing them by name. Returns the
/// metrics by name, and the file read, if any.
///
/// Errors: [`DefinitionsError`] naming the file for one unreadable or not of
/// rocprofiler's schema (`counters-schema-version: 1`), a hardware entry
/// without `event`, or an architecture defined twice for one entry.
pub fn load(
    target: Target,
    file: Option<&Path>,
) -> Result<(BTreeMap<String, Metric>, Option<PathBuf>), DefinitionsError> {
    let mut metrics: BTreeMap<String, Metric> = builtin(target)
        .iter()
        .map(|b| {
            let m = Metric {
                name: b.name.to_owned(),
                expression: b.expression.to_owned(),
                description: b.description.to_owned(),
            };
            (m.name.clone(), m)
        })
        .collect();
    let path = match file {
        Some(f) => Some(f.to_path_buf()),
        None => from_environment(),
    };
    if let Some(p) = &path {
        let name = p.display().to_string();
        let text = std::fs::read_to_string(p).map_err(|e| DefinitionsError(format!("{name}: {e}")))?;
        let parsed = schema::parse(&text, &name).map_err(DefinitionsError)?;
        let [own, family] = keys(target);
        let mut loaded = parsed.derived(&own);
        if loaded.is_empty() && matches!(target.major, 11 | 12) {
            loaded = parsed.derived(&family);
        }
        for d in loaded {
            metrics
                .insert(d.name.clone(), Metric { name: d.name, expression: d.expression, description: d.description });
        }
    }
    Ok((metrics, path))
}

/// `ROCPROFILER_METRICS_PATH`'s `config.yaml`, else its `counter_defs.yaml`, if
/// the variable is set and one exists.
fn from_environment() -> Option<PathBuf> {
    let dir = PathBuf::from(std::env::var_os("ROCPROFILER_METRICS_PATH")?);
    ["config.yaml", "counter_defs.yaml"].into_iter().map(|f| dir.join(f)).find(|p| p.is_file())
}
