//! rocprofiler's counter definitions file (`counters-schema-version: 1`), read
//! with serde and checked: every hardware entry has `block` and `event`, no
//! counter defines one architecture twice.
//!
//! Shared by source with the generators (`xtask` includes this file by path),
//! so it depends on nothing but serde and serde-saphyr.

use serde::Deserialize;
use std::collections::BTreeSet;

/// The whole file.
#[derive(Deserialize)]
pub struct File {
    /// Its one top-level key.
    #[serde(rename = "rocprofiler-sdk")]
    pub sdk: Sdk,
}

/// The `rocprofiler-sdk` section.
#[derive(Deserialize)]
pub struct Sdk {
    /// Must be 1.
    #[serde(rename = "counters-schema-version")]
    pub schema_version: u32,
    /// Every counter.
    pub counters: Vec<Counter>,
}

/// A counter, hardware or derived, with its definitions per architecture.
#[derive(Deserialize)]
pub struct Counter {
    /// Its name, as `SQ_WAVES`.
    pub name: String,
    /// What it counts or computes.
    #[serde(default)]
    pub description: String,
    /// Its definitions.
    pub definitions: Vec<Definition>,
}

/// One definition, shared by the architectures it lists.
#[derive(Deserialize)]
pub struct Definition {
    /// Architecture names: `gfx1201`, or a family `gfx12`.
    pub architectures: Vec<String>,
    /// The block of a hardware counter.
    pub block: Option<String>,
    /// The event of a hardware counter.
    pub event: Option<u32>,
    /// The expression of a derived metric.
    pub expression: Option<String>,
    /// A description for these architectures, over the counter's.
    pub description: Option<String>,
}

/// A derived metric of one architecture.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Derived {
    /// Its name, as `GPU_UTIL`.
    pub name: String,
    /// Its expression in rocprofiler's language.
    pub expression: String,
    /// What it computes.
    pub description: String,
}

/// A hardware counter of one architecture.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Hardware {
    /// Its name.
    pub name: String,
    /// Its block.
    pub block: String,
    /// Its event.
    pub event: u32,
}

/// The most bytes a definitions file may have: 4 MiB, 15 times rocprofiler's
/// (280 KB in August 2025). Any file of entries this size parses within the
/// YAML reader's budget ([`MAX_NODES`] nodes).
pub const MAX_DEFINITIONS_BYTES: u64 = 4 << 20;

/// The most YAML nodes a definitions file may hold: far more than any file of
/// [`MAX_DEFINITIONS_BYTES`] of entries holds (rocprofiler's, 280 KB,
/// holds about 30,000), so only a file of pathological structure meets it.
pub const MAX_NODES: usize = 1_000_000;

/// Parses and checks `text`, naming `file` in every error, with the entry and the
/// field at fault.
pub fn parse(text: &str, file: &str) -> Result<File, String> {
    let mut options = serde_saphyr::Options::default();
    let mut budget = serde_saphyr::Budget::default();
    (budget.max_nodes, budget.max_events) = (MAX_NODES, 4 * MAX_NODES);
    options.budget = Some(budget);
    let doc: File = serde_saphyr::from_str_with_options(text, options).map_err(|e| {
        let message = e.to_string().replace("<input>", file);
        if message.contains("budget breached") {
            return format!(
                "{file}: too large for a definitions file: it holds more than {MAX_NODES} YAML nodes \
                 (a definitions file holds at most {} MiB and {MAX_NODES} nodes)",
                MAX_DEFINITIONS_BYTES >> 20
            );
        }
        format!("{file}: {}", message.trim_start_matches("error: ").trim())
    })?;
    if doc.sdk.schema_version != 1 {
        return Err(format!(
            "{file}: counters-schema-version is {}, rig-counter reads version 1",
            doc.sdk.schema_version
        ));
    }
    let mut defined: BTreeSet<(&str, &str)> = BTreeSet::new();
    for c in &doc.sdk.counters {
        for d in &c.definitions {
            let mut listed = BTreeSet::new();
            if let Some(a) = d.architectures.iter().find(|a| !listed.insert(a.as_str())) {
                return Err(format!("{file}: {}: one definition's architectures lists {a} twice", c.name));
            }
        }
        for a in c.definitions.iter().flat_map(|d| &d.architectures) {
            if !defined.insert((c.name.as_str(), a.as_str()))
                && c.definitions.iter().filter(|d| d.architectures.contains(a)).count() == 1
            {
                return Err(format!("{file}: {}: a second entry of this name defines architectures {a} again", c.name));
            }
        }
        let mut seen = BTreeSet::new();
        for d in &c.definitions {
            for a in &d.architectures {
                if !seen.insert(a.as_str()) {
                    return Err(format!("{file}: {}: architectures lists {a} in two definitions", c.name));
                }
            }
            match (&d.block, d.event, &d.expression) {
                (Some(_), Some(_), None) | (None, None, Some(_)) => {}
                (Some(_), None, _) => return Err(format!("{file}: {}: block without event", c.name)),
                (None, Some(_), _) => return Err(format!("{file}: {}: event without block", c.name)),
                (Some(_), Some(_), Some(_)) => {
                    return Err(format!("{file}: {}: expression beside block and event", c.name));
                }
                (None, None, None) => {
                    return Err(format!("{file}: {}: neither block and event nor expression", c.name));
                }
            }
        }
    }
    Ok(doc)
}

impl File {
    /// Every architecture name the file lists.
    pub fn architectures(&self) -> BTreeSet<&str> {
        let defs = self.sdk.counters.iter().flat_map(|c| &c.definitions);
        defs.flat_map(|d| d.architectures.iter().map(String::as_str)).collect()
    }

    /// The derived metrics of architecture `arch`, sorted by name.
    pub fn derived(&self, arch: &str) -> Vec<Derived> {
        let mut out = Vec::new();
        for c in &self.sdk.counters {
            for d in &c.definitions {
                if let Some(expression) = &d.expression
                    && d.architectures.iter().any(|a| a == arch)
                {
                    let description = d.description.clone().unwrap_or_else(|| c.description.clone());
                    out.push(Derived { name: c.name.clone(), expression: expression.clone(), description });
                }
            }
        }
        out.sort();
        out
    }

    /// The hardware entries (definitions with a block) that list any of `archs`.
    pub fn hardware_entries(&self, archs: &[&str]) -> usize {
        let of_arch =
            |d: &&Definition| d.block.is_some() && d.architectures.iter().any(|a| archs.contains(&a.as_str()));
        self.sdk.counters.iter().map(|c| c.definitions.iter().filter(of_arch).count()).sum()
    }

    /// The hardware counters of architecture `arch` whose block is in `blocks`,
    /// sorted by name.
    pub fn hardware(&self, arch: &str, blocks: &[&str]) -> Vec<Hardware> {
        let mut out = Vec::new();
        for c in &self.sdk.counters {
            for d in &c.definitions {
                if let (Some(block), Some(event)) = (&d.block, d.event)
                    && d.architectures.iter().any(|a| a == arch)
                    && blocks.contains(&block.as_str())
                {
                    out.push(Hardware { name: c.name.clone(), block: block.clone(), event });
                }
            }
        }
        out.sort();
        out
    }
}
