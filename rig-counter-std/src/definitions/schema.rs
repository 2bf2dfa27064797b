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
    /// The firmware restrictions' schema version: 1 or 2 (2 added
    /// `feature`); required where restrictions are given.
    #[serde(rename = "fw-restriction-schema-version", default)]
    pub fw_restriction_schema_version: Option<u32>,
    /// Firmware versions below which rocprofiler does not count (or a
    /// feature is not to be used).
    #[serde(default)]
    pub firmware_restrictions: Vec<RawRestriction>,
}

/// A `min_version` as written: a number, or anything else (refused by name).
#[derive(Deserialize)]
#[serde(untagged)]
pub enum Version {
    /// An unsigned integer.
    Number(u64),
    /// A string, as `"199"`.
    Text(String),
    /// Anything else: a negative or fractional number, a list, a mapping.
    Other(serde::de::IgnoredAny),
}

/// A firmware restriction as the file gives it; [`parse`] checks it into a
/// [`Restriction`].
#[derive(Deserialize)]
pub struct RawRestriction {
    /// `CP`, `MEC` or `SDMA`.
    pub firmware_type: Option<String>,
    /// The oldest firmware version allowed: a number; a quoted one is
    /// refused (rocprofiler reads an integer).
    pub min_version: Option<Version>,
    /// Why.
    pub reason: Option<String>,
    /// The architectures it applies to; none: every architecture.
    #[serde(default)]
    pub affected_architectures: Vec<String>,
    /// A feature it gates (a floor for that feature, not for counting).
    pub feature: Option<String>,
}

/// The firmware a restriction names.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Firmware {
    /// The command processor's firmware (`CP`): KFD's node property
    /// `fw_version`.
    Cp,
    /// The compute micro-engine's firmware (`MEC`), part of the CP's: KFD's
    /// node property `fw_version` too.
    Mec,
    /// The system DMA engines' firmware (`SDMA`): KFD's `sdma_fw_version`.
    Sdma,
}

impl Firmware {
    /// Its name in a definitions file: `CP`, `MEC` or `SDMA`.
    pub fn name(self) -> &'static str {
        match self {
            Firmware::Cp => "CP",
            Firmware::Mec => "MEC",
            Firmware::Sdma => "SDMA",
        }
    }
}

/// A firmware restriction, checked (rocprofiler-sdk's counter collection
/// docs, "Firmware restrictions"): a hard floor on the firmware a GPU of the
/// affected architectures needs to be counted on, or, with `feature`, a floor
/// for that feature alone, reported and never enforced.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Restriction {
    /// The firmware it names.
    pub firmware: Firmware,
    /// The oldest version allowed.
    pub min_version: u64,
    /// Why ("" if the file gives no reason).
    pub reason: String,
    /// The architectures it applies to; empty: every architecture.
    pub architectures: Vec<String>,
    /// The feature it gates, if it is a feature floor.
    pub feature: Option<String>,
}

impl Restriction {
    /// Whether it applies to processor `processor` (as `gfx942`), whose
    /// family key is `family` (as `gfx9`).
    pub fn applies_to(&self, processor: &str, family: &str) -> bool {
        self.architectures.is_empty() || self.architectures.iter().any(|a| a == processor || a == family)
    }
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

/// The firmware restrictions of `doc`, checked: the schema version 1 or 2
/// where any is given, each entry's `firmware_type` one of CP, MEC or SDMA,
/// its `min_version` given (2 and `feature` only from schema version 2).
/// Errors name `file` and the entry (`firmware_restrictions[2]`).
pub fn restrictions(doc: &File, file: &str) -> Result<Vec<Restriction>, String> {
    let raw = &doc.sdk.firmware_restrictions;
    if raw.is_empty() {
        return Ok(Vec::new());
    }
    let version = match doc.sdk.fw_restriction_schema_version {
        Some(v @ (1 | 2)) => v,
        Some(v) => return Err(format!("{file}: fw-restriction-schema-version is {v}, rig-counter reads 1 and 2")),
        None => {
            return Err(format!("{file}: firmware_restrictions without fw-restriction-schema-version (2)"));
        }
    };
    let mut out = Vec::new();
    for (i, r) in raw.iter().enumerate() {
        let at = format!("{file}: firmware_restrictions[{i}]");
        let firmware = match r.firmware_type.as_deref() {
            Some("CP") => Firmware::Cp,
            Some("MEC") => Firmware::Mec,
            Some("SDMA") => Firmware::Sdma,
            Some(other) => {
                return Err(format!("{at}: firmware_type {other:?} is none of CP, MEC and SDMA"));
            }
            None => return Err(format!("{at}: no firmware_type")),
        };
        let min_version = match &r.min_version {
            Some(Version::Number(v)) => *v,
            Some(Version::Text(t)) => {
                return Err(format!("{at}: min_version {t:?} is a string; write the version as a number"));
            }
            Some(Version::Other(_)) => return Err(format!("{at}: min_version is no version number (0 or more)")),
            None => return Err(format!("{at}: no min_version")),
        };
        let feature = r.feature.clone().filter(|f| !f.is_empty());
        if feature.is_some() && version < 2 {
            return Err(format!("{at}: feature needs fw-restriction-schema-version 2, the file says {version}"));
        }
        out.push(Restriction {
            firmware,
            min_version,
            reason: r.reason.clone().unwrap_or_default(),
            architectures: r.affected_architectures.clone(),
            feature,
        });
    }
    Ok(out)
}

/// Parses and checks `text`, naming `file` in every error, with the entry and the
/// field at fault.
pub fn parse(text: &str, file: &str) -> Result<File, String> {
    let options = crate::yaml::options(MAX_NODES);
    let doc: File = serde_saphyr::from_str_with_options(text, options).map_err(|e| {
        let message = crate::yaml::in_files_terms(&e.to_string().replace("<input>", file));
        if message.contains("budget breached") {
            return format!(
                "{file}: too large for a definitions file: it holds more than {MAX_NODES} YAML nodes \
                 (a definitions file holds at most {} MiB and {MAX_NODES} nodes)",
                MAX_DEFINITIONS_BYTES >> 20
            );
        }
        // The parser's excerpt of a line too long to show whole marks a
        // column of its shortened line, not the file's: the first line alone,
        // which names the file's line and column, is kept then.
        let message = message.trim_start_matches("error: ").trim();
        let message = if message.contains('\u{2026}') { message.lines().next().unwrap_or(message) } else { message };
        format!("{file}: {message}")
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
    restrictions(&doc, file)?;
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

    /// Every block a hardware entry names, sorted, each once.
    pub fn block_names(&self) -> Vec<String> {
        let mut out: Vec<String> =
            self.sdk.counters.iter().flat_map(|c| c.definitions.iter().filter_map(|d| d.block.clone())).collect();
        out.sort();
        out.dedup();
        out
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
