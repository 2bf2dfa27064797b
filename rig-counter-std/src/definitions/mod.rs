//! Derived metrics: rocprofiler's, built in per processor, and extra or newer
//! definitions loaded at run time as rocprofiler loads them, with the
//! hardware counters a definitions file defines (an entry's `block` and
//! `event`: [`Loaded::counters`], laid out with
//! [`crate::layout_with`]).
//!
//! Search order of [`load`]: a file named on the command line
//! (`--definitions FILE`); else, if `ROCPROFILER_METRICS_PATH` names a
//! directory, its `config.yaml` or `counter_defs.yaml` (rocprofiler-sdk's
//! counter collection services: "Counter definitions file location"); else
//! only the built-in metrics.

#[rustfmt::skip]
mod builtin;
pub mod metric;
#[rustfmt::skip]
mod descriptions;
pub mod schema;

use rig_counter_core::Target;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// rocprofiler's description of hardware counter `name` (any architecture:
/// the definitions give a hardware counter one), `None` if the catalogs hold
/// no counter of that name. A binary search of the generated table.
pub fn description(name: &str) -> Option<&'static str> {
    let table = descriptions::DESCRIPTIONS;
    table.binary_search_by(|(n, _)| (*n).cmp(name)).ok().and_then(|i| table.get(i)).map(|(_, d)| *d)
}

pub use metric::{BUILT_IN, Builtin, Metric, defined_in, said};
pub use schema::{Firmware, Restriction};

/// A GPU's firmware versions, where known (a KFD node's `fw_version` and
/// `sdma_fw_version`; a built-in product's are unknown).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct FirmwareVersions {
    /// The CP/MEC firmware's.
    pub cp: Option<u64>,
    /// The SDMA firmware's.
    pub sdma: Option<u64>,
}

impl FirmwareVersions {
    /// The version of `firmware`, if known.
    pub fn of(&self, firmware: Firmware) -> Option<u64> {
        match firmware {
            Firmware::Cp | Firmware::Mec => self.cp,
            Firmware::Sdma => self.sdma,
        }
    }
}

/// The firmware restrictions that apply to `target` (its processor or family
/// named, or no architecture named), and the file they came from, in
/// rocprofiler's search order: `file`, else `$ROCPROFILER_METRICS_PATH`'s
/// (as [`load`] finds it), else ROCm's installed
/// `share/rocprofiler-sdk/config.yaml` under `$ROCM_PATH` (default
/// `/opt/rocm`) where it exists. The built-in definitions have none.
///
/// Errors: those of [`load`]; an entry of an unknown `firmware_type`, without
/// `min_version`, or a schema version other than 1 or 2 (naming the file and
/// the entry, as `counter_defs.yaml: firmware_restrictions[1]: no min_version`).
pub fn restrictions(
    target: Target,
    file: Option<&Path>,
) -> Result<(Vec<Restriction>, Option<PathBuf>), DefinitionsError> {
    let path = match file {
        Some(f) => Some(f.to_path_buf()),
        None => from_environment()?.or_else(installed),
    };
    let Some(p) = path else { return Ok((Vec::new(), None)) };
    let name = crate::text::shown_path(&p);
    let bytes = read_limited(&p, MAX_DEFINITIONS_BYTES).map_err(DefinitionsError)?;
    let text = rig_counter_io::encoding::yaml_text(bytes).map_err(|e| DefinitionsError(format!("{name}: {e}")))?;
    let parsed = schema::parse(&text, &name).map_err(DefinitionsError)?;
    let all = schema::restrictions(&parsed, &name).map_err(DefinitionsError)?;
    let [own, family] = keys(target);
    Ok((all.into_iter().filter(|r| r.applies_to(&own, &family)).collect(), Some(p)))
}

/// ROCm's installed definitions, `$ROCM_PATH/share/rocprofiler-sdk/config.yaml`
/// (`$ROCM_PATH` unset or empty: `/opt/rocm`), if that file exists.
fn installed() -> Option<PathBuf> {
    let root = std::env::var_os("ROCM_PATH")
        .filter(|r| !r.is_empty())
        .map_or_else(|| PathBuf::from("/opt/rocm"), PathBuf::from);
    Some(root.join("share/rocprofiler-sdk/config.yaml")).filter(|p| p.is_file())
}

/// The hard floors of `restrictions` (those without a feature) that
/// `firmware` is below: a version the GPU does not report is below none.
pub fn floors_failed(restrictions: &[Restriction], firmware: FirmwareVersions) -> Vec<&Restriction> {
    let below = |r: &&Restriction| r.feature.is_none() && firmware.of(r.firmware).is_some_and(|v| v < r.min_version);
    restrictions.iter().filter(below).collect()
}

/// Whether `feature` may be used with `firmware` by `restrictions`' floors
/// for it: `Some(true)` if every one is met (or none names the feature),
/// `Some(false)` if one is not, `None` if a floor names a firmware whose
/// version the GPU does not report.
pub fn feature_allowed(restrictions: &[Restriction], firmware: FirmwareVersions, feature: &str) -> Option<bool> {
    let mut allowed = Some(true);
    for r in restrictions.iter().filter(|r| r.feature.as_deref() == Some(feature)) {
        match firmware.of(r.firmware) {
            Some(v) if v < r.min_version => return Some(false),
            Some(_) => {}
            None => allowed = None,
        }
    }
    allowed
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

/// The processors whose built-in metrics define `name` (as rocprofiler's
/// definitions key them: `gfx942`, `gfx1201`; not the `gfx11` and `gfx12`
/// family keys), each with its definition, in the table's order.
pub fn elsewhere(name: &str) -> Vec<(&'static str, &'static Builtin)> {
    builtin::METRICS
        .iter()
        .filter(|(arch, _)| !matches!(*arch, "gfx11" | "gfx12"))
        .filter_map(|(arch, metrics)| Some((*arch, metrics.iter().find(|m| m.name == name)?)))
        .collect()
}

/// Every built-in metric's name, of any processor, each once, sorted.
pub fn every_name() -> std::collections::BTreeSet<&'static str> {
    builtin::METRICS.iter().flat_map(|(_, metrics)| metrics.iter().map(|m| m.name)).collect()
}

/// What [`load`] gives.
#[derive(Clone, Debug, Default)]
pub struct Loaded {
    /// The derived metrics by name: the built-in ones and the file's.
    pub metrics: BTreeMap<String, Metric>,
    /// The definitions file read, if any.
    pub file: Option<PathBuf>,
    /// What a command should say about that file's derived metrics, one
    /// sentence each: built-in metrics it replaced, derived metrics named like
    /// hardware counters (ignored). [`Loaded::notes`] adds `counter_notes`.
    pub metric_notes: Vec<String>,
    /// The hardware counters the file defines for the processor (its own
    /// entries, else its family's) of blocks the processor's family has
    /// counting programs for, except those the catalog holds as they are:
    /// new counters, and built-in ones with another block or event, which
    /// count as the file says. Their names live as long as the process
    /// ([`interned`]).
    pub counters: Vec<rig_counter_core::Definition>,
    /// What a command should say about the file's hardware counters, one
    /// sentence each: counters it adds, redefines, or that are refused or
    /// ignored.
    pub counter_notes: Vec<String>,
    /// The file's hardware counters for the processor that are refused, each
    /// with its block: blocks rig-counter knows no counting programs for on
    /// the processor's family.
    pub refused: Vec<(String, String)>,
    /// The file's hardware counters of the processor's family (`gfx12`)
    /// not taken for a processor the file gives entries of its own, as
    /// rocprofiler-sdk takes none ([`Loaded::counter_notes`] says so).
    pub family_only: Vec<String>,
}

impl Loaded {
    /// Everything a command should say about the file: [`Loaded::metric_notes`],
    /// then [`Loaded::counter_notes`].
    pub fn notes(&self) -> impl Iterator<Item = &String> {
        self.metric_notes.iter().chain(&self.counter_notes)
    }

    /// The file's name as messages show it; empty if none was read.
    pub fn source(&self) -> String {
        self.file.as_ref().map_or_else(String::new, |f| crate::text::shown_path(f))
    }

    /// Whether the file defines hardware counter `name` for the processor's
    /// family alone, so that it is no counter of the processor
    /// ([`Loaded::family_only`]).
    pub fn family_only(&self, name: &str) -> bool {
        self.family_only.iter().any(|n| n == name)
    }

    /// Where counter `name` of the file was refused: its block, if it was.
    pub fn refused_block(&self, name: &str) -> Option<&str> {
        self.refused.iter().find(|(n, _)| n == name).map(|(_, b)| b.as_str())
    }
}

/// `name` as a `'static` string, each distinct name allocated once per
/// process however often definitions are loaded: a layout's counters name
/// themselves with `'static` strings.
pub fn interned(name: &str) -> &'static str {
    use std::collections::BTreeSet;
    use std::sync::{Mutex, OnceLock};
    static NAMES: OnceLock<Mutex<BTreeSet<&'static str>>> = OnceLock::new();
    let mut names = NAMES.get_or_init(Default::default).lock().unwrap_or_else(|p| p.into_inner());
    if let Some(held) = names.get(name) {
        return held;
    }
    let held: &'static str = Box::leak(name.to_owned().into_boxed_str());
    names.insert(held);
    held
}

/// Why definitions could not be loaded: the file, and what in it is wrong
/// (the entry and the field, as `counter_defs.yaml: GRBM_COUNT: block without event`).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct DefinitionsError(pub String);

/// The derived metrics of processor `target`: the built-in ones, with those of
/// the definitions file found as this module says (`file`, else
/// `ROCPROFILER_METRICS_PATH`) added or replacing them by name. Returns the
/// metrics by name, the file read, if any, and notes about it ([`Loaded`]):
/// a silent replacement changes what a familiar metric means, and entries
/// rig-counter does not use should not look used.
///
/// Errors: [`DefinitionsError`] naming the file for one unreadable or not of
/// rocprofiler's schema (`counters-schema-version: 1`), a hardware entry
/// without `event`, an architecture defined twice for one name, or an
/// expression that does not parse (naming the entry and `expression`); or
/// `ROCPROFILER_METRICS_PATH` set to a directory holding no definitions.
pub fn load(target: Target, file: Option<&Path>) -> Result<Loaded, DefinitionsError> {
    let mut metrics: BTreeMap<String, Metric> = builtin(target)
        .iter()
        .map(|b| {
            let m = Metric {
                name: b.name.to_owned(),
                expression: b.expression.to_owned(),
                description: b.description.to_owned(),
                source: BUILT_IN.to_owned(),
            };
            (m.name.clone(), m)
        })
        .collect();
    let path = match file {
        Some(f) => Some(f.to_path_buf()),
        None => from_environment()?,
    };
    let mut replaced = Vec::new();
    let mut notes = Vec::new();
    if let Some(p) = &path {
        let name = crate::text::shown_path(p);
        let bytes = read_limited(p, MAX_DEFINITIONS_BYTES).map_err(DefinitionsError)?;
        let text = rig_counter_io::encoding::yaml_text(bytes).map_err(|e| DefinitionsError(format!("{name}: {e}")))?;
        let parsed = schema::parse(&text, &name).map_err(DefinitionsError)?;
        let [own, family] = keys(target);
        // As hardware counters are taken ([`hardware`]): the processor's own
        // entries, else (a GFX11 or GFX12 processor the file gives no entry
        // of its own, counter or metric) its family's; a family's metric
        // left out is said.
        let mut loaded = parsed.derived(&own);
        let mut family_metrics = Vec::new();
        if matches!(target.major, 11 | 12) {
            let blocks = parsed.block_names();
            let blocks: Vec<&str> = blocks.iter().map(String::as_str).collect();
            let names_own = !loaded.is_empty() || !parsed.hardware(&own, &blocks).is_empty();
            for d in parsed.derived(&family) {
                if !names_own {
                    loaded.push(d);
                } else if !loaded.iter().any(|o| o.name == d.name) && !family_metrics.contains(&d.name) {
                    family_metrics.push(d.name);
                }
            }
        }
        let catalog = rig_counter_core::catalog::Catalog::of(target);
        let mut counter_notes = Vec::new();
        let mut metric_names: std::collections::BTreeSet<String> = metrics.keys().cloned().collect();
        metric_names.extend(loaded.iter().map(|d| d.name.clone()));
        let hardware = hardware(target, &parsed, &name, &metric_names, &mut counter_notes)?;
        let mut shadowed = Vec::new();
        for d in loaded {
            let defined = hardware.0.iter().any(|c| c.name == d.name);
            if defined || catalog.is_some_and(|c| c.find(&d.name).is_some()) {
                shadowed.push(d.name);
                continue;
            }
            // A name an expression can refer to: rocprofiler's are letters,
            // digits and underscores (`GL2C_HIT_sum`); an empty one, or one
            // like `accumulate(X,Y)`, would be named nowhere or mistaken for
            // the language's own words.
            if let Some(why) = not_a_name(&d.name) {
                return Err(DefinitionsError(format!(
                    "{name}: {}: is no metric name: {why}",
                    crate::text::shown(&d.name)
                )));
            }
            if let Err(e) = crate::metrics::parse(&d.expression) {
                return Err(DefinitionsError(format!("{name}: {}: expression: {e}", d.name)));
            }
            let source = name.clone();
            let old = metrics.insert(
                d.name.clone(),
                Metric { name: d.name.clone(), expression: d.expression, description: d.description, source },
            );
            if old.is_some_and(|m| m.source == BUILT_IN) {
                replaced.push(d.name);
            }
        }
        let list = |names: &[String]| match names {
            [one] => one.clone(),
            [first, rest @ ..] => format!("{first} and {} more", rest.len()),
            [] => String::new(),
        };
        match replaced.len() {
            0 => {}
            1 => notes.push(format!("{name}: its {} replaces the built-in metric of that name", list(&replaced))),
            _ => notes.push(format!("{name}: its {} replace the built-in metrics of those names", list(&replaced))),
        }
        if !family_metrics.is_empty() {
            let processor = target.processor();
            let one = family_metrics.len() == 1;
            notes.push(format!(
                "{name}: {} {} defined for {family} but not for {processor}, which the file gives entries of its \
                 own, so {} no metric of {processor}: rocprofiler-sdk takes a GPU's own architecture's entries \
                 alone; add {processor} to {} architectures to compute {}",
                list(&family_metrics),
                if one { "is" } else { "are" },
                if one { "it is" } else { "they are" },
                if one { "its" } else { "their" },
                if one { "it" } else { "them" }
            ));
        }
        if !shadowed.is_empty() {
            notes.push(format!(
                "{name}: its derived metric {} is named like a hardware counter of {} and is ignored",
                list(&shadowed),
                target.processor()
            ));
        }
        let (counters, refused, family_only) = hardware;
        return Ok(Loaded { metrics, file: path, metric_notes: notes, counters, counter_notes, refused, family_only });
    }
    Ok(Loaded { metrics, file: path, metric_notes: notes, ..Loaded::default() })
}

/// Hardware counters refused, each with its block: [`Loaded::refused`].
type Refused = Vec<(String, String)>;

/// The hardware counters file `parsed` (shown as `file`) defines for
/// processor `target`, as [`Loaded::counters`] and [`Loaded::refused`] hold
/// them; the notes on them go to `notes`.
///
/// An entry named like a derived metric of the processor (`metric_names`:
/// the built-in ones and the file's) is ignored, with a note.
///
/// Errors: [`DefinitionsError`] for an entry whose name is no counter name
/// ([`not_a_name`]) or whose event is past 65535 (no select takes one).
fn hardware(
    target: Target,
    parsed: &schema::File,
    file: &str,
    metric_names: &std::collections::BTreeSet<String>,
    notes: &mut Vec<String>,
) -> Result<(Vec<rig_counter_core::Definition>, Refused, Vec<String>), DefinitionsError> {
    use rig_counter_core::catalog::{Block, Catalog};
    let [own, family] = keys(target);
    let blocks = parsed.block_names();
    let blocks: Vec<&str> = blocks.iter().map(String::as_str).collect();
    // As the built-in catalog takes them: the processor's own entries, else
    // (a GFX11 or GFX12 processor the file gives no entry of its own, counter
    // or metric) its family's; never a family's for gfx1250, whose events differ. Not
    // counter by counter: rocprofiler-sdk files each definition under every
    // architecture it lists and gives a GPU the counters of its own name
    // alone (rocprofiler-sdk's counters/metrics.cpp: loadYAML,
    // getMetricsForAgent), and its own config.yaml leaves counters of the
    // gfx11 key out of gfx1150 to gfx1153 on purpose (SQ_INST_LEVEL_GDS and
    // nine more): a family entry is no counter of a processor the file
    // names. Those left out are said, by name.
    let mut entries = parsed.hardware(&own, &blocks);
    let mut not_taken = Vec::new();
    let family_too = matches!(target.family(), Some(rig_counter_core::Family::Gfx11 | rig_counter_core::Family::Gfx12));
    // The file names the processor when it gives it any entry, counter or
    // derived metric.
    let names_own = !entries.is_empty() || !parsed.derived(&own).is_empty();
    if family_too && !names_own {
        entries = parsed.hardware(&family, &blocks);
    } else if family_too {
        for f in parsed.hardware(&family, &blocks) {
            if !entries.iter().any(|o| o.name == f.name) && !not_taken.contains(&f.name) {
                not_taken.push(f.name);
            }
        }
    }
    let catalog = Catalog::of(target);
    let processor = target.processor();
    let (mut counters, mut refused, mut added, mut redefined) = (Vec::new(), Vec::new(), Vec::new(), Vec::new());
    let mut named_like_metrics = Vec::new();
    for h in entries {
        if let Some(why) = not_a_name(&h.name) {
            return Err(DefinitionsError(format!(
                "{file}: {}: is no counter name: {why}",
                crate::text::shown(&h.name)
            )));
        }
        // A name a derived metric of the processor has (built in or the
        // file's): an expression would take one for the other.
        if metric_names.contains(&h.name) {
            named_like_metrics.push(h.name);
            continue;
        }
        let Ok(event) = u16::try_from(h.event) else {
            return Err(DefinitionsError(format!(
                "{file}: {}: event {} is past 65535, the most any block's select takes",
                h.name, h.event
            )));
        };
        let block = Block::from_name(&h.block).filter(|b| target.family().and_then(|f| b.shape(f)).is_some());
        let Some(block) = block else {
            refused.push((h.name, h.block));
            continue;
        };
        match catalog.and_then(|c| c.find(&h.name)) {
            Some(c) if c.block == block && c.event == event => continue,
            Some(c) => redefined.push(format!("{} ({} event {} as {block} event {event})", h.name, c.block, c.event)),
            None => added.push(h.name.clone()),
        }
        counters.push(rig_counter_core::Definition { name: interned(&h.name), block, event });
    }
    let list = |names: &[String]| match names {
        [one] => one.clone(),
        [first, rest @ ..] => format!("{first} and {} more", rest.len()),
        [] => String::new(),
    };
    let plural = |n: usize, one: &'static str, many: &'static str| if n == 1 { one } else { many };
    if !added.is_empty() {
        notes.push(format!(
            "{file}: defines {} hardware {} for {processor} beyond the built-in catalog: {}",
            added.len(),
            plural(added.len(), "counter", "counters"),
            list(&added)
        ));
    }
    if !redefined.is_empty() {
        notes.push(format!(
            "{file}: redefines the built-in {} {}, which {} as the file says",
            plural(redefined.len(), "counter", "counters"),
            redefined.join(", "),
            plural(redefined.len(), "counts", "count")
        ));
    }
    if !not_taken.is_empty() {
        notes.push(format!(
            "{file}: {} {} defined for {family} but not for {processor}, which the file gives entries of its own, \
             so {} no counter of {processor}: rocprofiler-sdk counts a GPU's own architecture's entries \
             alone; add {processor} to {} architectures to count {}",
            list(&not_taken),
            plural(not_taken.len(), "is", "are"),
            plural(not_taken.len(), "it is", "they are"),
            plural(not_taken.len(), "its", "their"),
            plural(not_taken.len(), "it", "them")
        ));
    }
    if !named_like_metrics.is_empty() {
        notes.push(format!(
            "{file}: its hardware {} {} {} named like {} derived {} of {processor} and {} ignored",
            plural(named_like_metrics.len(), "counter", "counters"),
            list(&named_like_metrics),
            plural(named_like_metrics.len(), "is", "are"),
            plural(named_like_metrics.len(), "a", "the"),
            plural(named_like_metrics.len(), "metric", "metrics"),
            plural(named_like_metrics.len(), "is", "are")
        ));
    }
    if !refused.is_empty() {
        let mut by_block: BTreeMap<&str, usize> = BTreeMap::new();
        for (_, b) in &refused {
            *by_block.entry(b.as_str()).or_default() += 1;
        }
        let blocks: Vec<String> = by_block.iter().map(|(b, n)| format!("{} {n}", crate::text::escaped(b))).collect();
        let names: Vec<String> = refused.iter().map(|(n, _)| n.clone()).collect();
        notes.push(format!(
            "{file}: {} {} refused: rig-counter has no counting programs for {} on {processor} ({})",
            list(&names),
            plural(refused.len(), "is", "are"),
            plural(by_block.len(), "its block", "their blocks"),
            blocks.join(", ")
        ));
    }
    Ok((counters, refused, not_taken))
}

/// The definitions file [`load`] reads: `file`, else the one
/// `ROCPROFILER_METRICS_PATH` names; `None` for neither.
///
/// Errors: [`DefinitionsError`] if the variable is set but names no directory
/// holding a definitions file.
pub fn source_path(file: Option<&Path>) -> Result<Option<PathBuf>, DefinitionsError> {
    match file {
        Some(f) => Ok(Some(f.to_path_buf())),
        None => from_environment(),
    }
}

/// `ROCPROFILER_METRICS_PATH`'s `config.yaml`, else its `counter_defs.yaml`;
/// `None` if the variable is not set or empty (an empty path names no
/// directory; taken as the current one it would load whatever lies there).
///
/// Errors: [`DefinitionsError`] if it is set but names no directory holding
/// either file (a variable set wrong is said, not ignored).
fn from_environment() -> Result<Option<PathBuf>, DefinitionsError> {
    let dir = std::env::var_os("ROCPROFILER_METRICS_PATH").filter(|d| !d.is_empty()).map(PathBuf::from);
    let Some(dir) = dir else { return Ok(None) };
    let said = |what: &str| DefinitionsError(format!("ROCPROFILER_METRICS_PATH is {}, which {what}", dir.display()));
    match std::fs::metadata(&dir) {
        Err(_) => return Err(said("does not exist")),
        Ok(m) if !m.is_dir() => return Err(said("is not a directory")),
        Ok(_) => {}
    }
    // The first of the two that exists at all; reading it says what is wrong
    // with it (a FIFO, a directory).
    let exists = |p: &PathBuf| p.symlink_metadata().is_ok();
    let found = ["config.yaml", "counter_defs.yaml"].into_iter().map(|f| dir.join(f)).find(exists);
    found.map(Some).ok_or_else(|| {
        DefinitionsError(format!(
            "ROCPROFILER_METRICS_PATH is {}, which holds no config.yaml or counter_defs.yaml",
            dir.display()
        ))
    })
}

/// The bytes of regular file `path`, refused past `limit` bytes without
/// reading further. Anything else (a FIFO, whose open would wait for a writer;
/// a device such as /dev/zero, which never ends) is refused unopened.
///
/// Errors: the message, naming the file, if it cannot be read or is larger.
pub fn read_limited(path: &Path, limit: u64) -> Result<Vec<u8>, String> {
    use std::io::Read;
    let name = crate::text::shown_path(path);
    crate::files::regular(path).map_err(|e| format!("{name}: {e}"))?;
    let file = rig_counter_io::reads::open(path).map_err(|e| format!("{name}: {e}"))?;
    let mut bytes = Vec::new();
    file.take(limit.saturating_add(1)).read_to_end(&mut bytes).map_err(|e| format!("{name}: {e}"))?;
    if bytes.len() as u64 > limit {
        return Err(format!("{name}: larger than the {limit} bytes expected"));
    }
    Ok(bytes)
}

pub use schema::MAX_DEFINITIONS_BYTES;

/// The most bytes a name of a definitions file may have: 255, far above
/// rocprofiler's longest (43), so a name never needs more than a line.
pub const MAX_NAME_BYTES: usize = 255;

/// Why `name` is no name an expression can refer to, `None` if it is one: a
/// name is an ASCII letter or underscore, then ASCII letters, digits and
/// underscores, at most [`MAX_NAME_BYTES`], and none of the expression
/// language's words (`reduce`, `select`, `accumulate`).
fn not_a_name(name: &str) -> Option<String> {
    let mut chars = name.chars();
    let head = chars.next().is_some_and(|c| c.is_ascii_alphabetic() || c == '_');
    if !head || !chars.all(|c| c.is_ascii_alphanumeric() || c == '_') {
        return Some("a name is a letter or underscore, then letters, digits and underscores".to_owned());
    }
    if matches!(name, "reduce" | "select" | "accumulate") {
        return Some("reduce, select and accumulate are words of the expression language".to_owned());
    }
    if name.len() > MAX_NAME_BYTES {
        return Some(format!("{} bytes, more than the {MAX_NAME_BYTES} a name may have", name.len()));
    }
    None
}
