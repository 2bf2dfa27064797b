//! Run descriptions: what a stop (or sample) program stores, written beside
//! the program so that reading its samples needs no one to repeat the GPU and
//! the counters in their order.
//!
//! A run description is a small JSON object (schema version
//! [`SCHEMA_VERSION`]):
//!
//! ```json
//! {
//!   "schema_version": 1,
//!   "tool": "rig-counter 0.1.0",
//!   "program": "stop",
//!   "gpu": "r9700",
//!   "product": "Radeon AI PRO R9700",
//!   "processor": "gfx1201",
//!   "counters": ["GRBM_GUI_ACTIVE", "SQ_WAVES"],
//!   "layout": [
//!     { "name": "GRBM_GUI_ACTIVE", "counts": "GRBM_GUI_ACTIVE", "offset": 0, "bytes": 8 },
//!     { "name": "SQ_WAVES", "counts": "SQ_WAVES", "offset": 8, "bytes": 256 }
//!   ],
//!   "samples_address": 268435456,
//!   "samples_bytes": 264,
//!   "inactive": ["3/1/3"]
//! }
//! ```
//!
//! A run of several passes (`plan --run`) is described the same way, with
//! `"program": "plan"` and a `passes` list: its passes' samples lie one after
//! another in one buffer, pass K's counters in the order of its own layout at
//! the offset of the passes before it. `counters` is then every pass's names
//! in turn, `layout` every counter of every pass at its offset in the whole
//! buffer, `samples_bytes` the whole buffer's size, and each pass gives its
//! names, offset and bytes:
//!
//! ```json
//! "passes": [
//!   { "counters": ["GRBM_GUI_ACTIVE", "SQ_WAVES"], "offset": 0, "bytes": 264 },
//!   { "counters": ["GRBM_COUNT", "SQ_BUSY_CYCLES"], "offset": 264, "bytes": 264 }
//! ]
//! ```
//!
//! `counters` are the names `start`, `stop` and `decode` take, in the run's
//! order (an accumulated counter as `accumulate(NAME,RESOLUTION)`); `layout`
//! is every counter of the layout with its byte offset and size in the
//! samples (`counts` names an accumulator as `accumulate(LEVEL,RESOLUTION)`);
//! `samples_address` is the samples' GPU byte address and `samples_bytes`
//! their size; `inactive` lists, as `SE/SA/WGP`, every WGP the program never
//! reads (its values are zero). [`RunDescription::check`] lays the counters
//! out again and refuses a description whose layout differs.

use crate::Error;
use rig_counter_core::{Gpu, Layout};
use serde::{Deserialize, Serialize};
use std::path::Path;

/// The schema version this crate writes and reads.
pub const SCHEMA_VERSION: u32 = 1;

/// The most bytes a run description may hold: a full layout's is a few KiB.
pub const MAX_BYTES: u64 = 1 << 20;

/// A run: the GPU, its counters in order, where their values lie.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RunDescription {
    /// [`SCHEMA_VERSION`].
    pub schema_version: u32,
    /// The tool and its version that wrote it: `rig-counter 0.1.0`.
    pub tool: String,
    /// `stop` or `sample`: the program that stores the samples.
    pub program: String,
    /// The GPU as it was named: a product key (`r9700`), a processor name or a
    /// KFD node (`kfd:1`, resolved again through `--topology`).
    pub gpu: String,
    /// The built-in product's name, if the GPU is one.
    pub product: Option<String>,
    /// The processor: `gfx1201`.
    pub processor: String,
    /// The names that lay the run out, in order.
    pub counters: Vec<String>,
    /// Every counter of the layout, in byte order.
    pub layout: Vec<RunCounter>,
    /// The samples' GPU byte address.
    pub samples_address: u64,
    /// The samples' size in bytes.
    pub samples_bytes: u32,
    /// The WGPs the program never reads, as `SE/SA/WGP`.
    pub inactive: Vec<String>,
    /// For a run of several passes (`plan --run`), each pass in order:
    /// `None` for one program's run (`stop --run`, `sample --run`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub passes: Option<Vec<RunPass>>,
}

/// How many passes the run description at `path` lists, where it is one
/// `plan --run` wrote (`"program": "plan"`): looked at without reading it
/// as an input (a file a command reads is one it never writes), so that a
/// command about to write a program's description over it can refuse.
/// `None` for anything else: no such file, another file, a program's run.
pub fn plan_passes(path: &Path) -> Option<usize> {
    use std::io::Read;
    let meta = std::fs::metadata(path).ok().filter(std::fs::Metadata::is_file)?;
    if meta.len() > MAX_BYTES {
        return None;
    }
    let mut text = String::new();
    std::fs::File::open(path).ok()?.take(MAX_BYTES).read_to_string(&mut text).ok()?;
    let value: serde_json::Value = serde_json::from_str(&text).ok()?;
    if value.get("program")?.as_str()? != "plan" {
        return None;
    }
    Some(value.get("passes")?.as_array()?.len())
}

/// One pass of a run of several ([`RunDescription::passes`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RunPass {
    /// The names that lay the pass out, in order: `start`, `stop` and
    /// `decode` take them.
    pub counters: Vec<String>,
    /// Byte offset of the pass's samples in the run's buffer: the bytes of
    /// the passes before it.
    pub offset: u32,
    /// Bytes of the pass's samples.
    pub bytes: u32,
}

/// One pass of a checked run ([`RunDescription::check_passes`]): where its
/// samples lie in the run's buffer and their layout.
#[derive(Clone, Debug)]
pub struct PassLayout {
    /// Byte offset of the pass's samples in the run's buffer.
    pub offset: u32,
    /// The pass's layout, its offsets from the pass's own start.
    pub layout: Layout,
}

/// Why `text` is no JSON, from serde_json's `e`, in rig-counter's words:
/// `is no run description: its text is not JSON at line 1, column 1`, or
/// that it is empty or ends inside a value.
fn not_json(text: &str, e: &serde_json::Error) -> String {
    if text.trim().is_empty() {
        return "is empty: no run description".to_owned();
    }
    let at = format!("line {}, column {}", e.line(), e.column());
    match e.classify() {
        serde_json::error::Category::Eof => format!("is no run description: its JSON ends unfinished at {at}"),
        // JSON sets no range on numbers (RFC 8259, section 6): 1e400 is
        // JSON, past any 64-bit float (break test 7 of issue 40).
        _ if e.to_string().starts_with("number out of range") => {
            format!("is no run description: it holds a number past any 64-bit float at {at}")
        }
        _ => format!("is no run description: its text is not JSON at {at}"),
    }
}

/// A number of a run description as serde_json read it, for a message: an
/// integer's digits (`-5`); else the float it was read as, with its exact
/// digits where it is whole and below 10^21 in magnitude, and how it came
/// to be one: the nearest float to a number past the 64-bit integers
/// (`18446744073709551616 (the nearest 64-bit float to the number
/// written)`), or to one written with a point or an exponent (from 2^53
/// up, where a float does not hold every whole number: break test 11 of
/// issue 40 had `1.2345678901234568e+16` and `9007199254740992.0` said as
/// if written so), else as written (`1.0 (a float as JSON reads it: ...)`).
fn as_read(n: &serde_json::Number) -> String {
    let Some(f) = n.as_f64().filter(|_| !n.is_u64() && !n.is_i64()) else {
        return n.to_string();
    };
    let whole = f.fract() == 0.0;
    // Exact digits below 10^21; beyond, the shortest form that reads back.
    let shortest = f.abs() >= 1e21;
    match (whole && past_integers(f), whole && f.abs() >= rig_counter_rocprofv3::EXACT) {
        (true, _) if shortest => format!(
            "{} (past the 64-bit integers: read as the nearest 64-bit float, shown in the shortest form that reads \
             back as it)",
            rig_counter_rocprofv3::exact(f)
        ),
        (true, _) => format!("{} (the nearest 64-bit float to the number written)", rig_counter_rocprofv3::exact(f)),
        (false, true) => format!(
            "{} (the nearest 64-bit float to the number written, which has a point or an exponent)",
            rig_counter_rocprofv3::exact(f)
        ),
        _ => format!("{n} (a float as JSON reads it: written with a point, an exponent or as -0)"),
    }
}

/// Whether `f`, a number serde_json read as a float, lies where an integer
/// written would have been read as one too: from 2^64 up, or at or below
/// -2^63 (-9223372036854775809 is read as -2^63, an integer past i64's
/// least). Such a number is said as the nearest float to the number
/// written, which it is whether written as an integer or a float (break
/// test 10 of issue 40: -10000000000000000000 was said to be written with
/// a point).
fn past_integers(f: f64) -> bool {
    f >= rig_counter_rocprofv3::PAST || f <= i64::MIN as f64
}

/// What JSON value `v` is: `a number`, `a list`, `an object`.
fn kind(v: &serde_json::Value) -> &'static str {
    match v {
        serde_json::Value::Null => "null",
        serde_json::Value::Bool(_) => "a boolean",
        serde_json::Value::Number(_) => "a number",
        serde_json::Value::String(_) => "text",
        serde_json::Value::Array(_) => "a list",
        serde_json::Value::Object(_) => "an object",
    }
}

/// What a run description holds at the field a path ends in: its last
/// named field, and whether the path ends inside that field's list.
fn expected(last: Option<&str>, in_list: bool) -> &'static str {
    match (last, in_list) {
        (Some("counters"), true) => "a counter name (text)",
        (Some("counters"), false) => "a list of counter names",
        (Some("inactive"), true) => "a WGP as SE/SA/WGP (text)",
        (Some("inactive"), false) => "a list of WGPs as SE/SA/WGP",
        (Some("layout"), true) => "a counter: an object of name, counts, offset and bytes",
        (Some("layout"), false) => "a list of counters, each an object of name, counts, offset and bytes",
        (Some("passes"), true) => "a pass: an object of counters, offset and bytes",
        (Some("passes"), false) => "a list of passes, each an object of counters, offset and bytes",
        (Some("defined"), _) => "an object of block and event",
        (Some("offset" | "bytes" | "samples_bytes"), _) => "a whole number of 0 to 4294967295",
        (Some("samples_address"), _) => "a whole number of 0 to 18446744073709551615",
        (Some("schema_version"), _) => "a whole number",
        (Some("event"), _) => "a whole number of 0 to 65535",
        (Some("product"), _) => "a product's name (text) or null",
        (Some(_), _) => "text",
        (None, _) => "an object",
    }
}

/// The error serde_json gave for the field at `path` of a run description
/// whose JSON is `value`, in rig-counter's words: the field (as
/// `layout[1].offset`), what it is and what a run description holds there
/// ([`expected`]), or that a field is missing or given twice; with serde's
/// line and column.
fn field_error(value: &serde_json::Value, path: &serde_path_to_error::Path, e: &serde_json::Error) -> String {
    use serde_path_to_error::Segment;
    let mut shown = String::new();
    let mut at = Some(value);
    let (mut last, mut in_list) = (None, false);
    for segment in path.iter() {
        match segment {
            Segment::Seq { index } => {
                shown += &format!("[{index}]");
                at = at.and_then(|v| v.get(index));
                in_list = true;
            }
            Segment::Map { key } | Segment::Enum { variant: key } => {
                if !shown.is_empty() {
                    shown.push('.');
                }
                shown += &crate::text::escaped(key);
                at = at.and_then(|v| v.get(key));
                (last, in_list) = (Some(key.as_str()), false);
            }
            Segment::Unknown => shown += ".?",
        }
    }
    let position = format!("line {}, column {}", e.line(), e.column());
    // serde's message without its position: only the field's name is taken
    // from it, where it names one.
    let message = e.to_string();
    let message = message.strip_suffix(&format!(" at line {} column {}", e.line(), e.column())).unwrap_or(&message);
    let field = |prefix: &str| message.strip_prefix(prefix).and_then(|m| m.strip_suffix('`')).map(str::to_owned);
    let whose = if shown.is_empty() { "it".to_owned() } else { shown.clone() };
    if let Some(name) = field("missing field `") {
        return format!("is no run description: {whose} has no {} ({position})", crate::text::escaped(&name));
    }
    if let Some(name) = field("duplicate field `") {
        return format!("is no run description: {whose} gives {} twice ({position})", crate::text::escaped(&name));
    }
    match at {
        Some(v) if !shown.is_empty() => {
            let given = match v {
                // A number past u64 is read as its nearest float: said with
                // that float's exact digits, as such (not 1.8446744073709552e+19).
                serde_json::Value::Number(n) => as_read(n),
                serde_json::Value::Bool(b) => b.to_string(),
                serde_json::Value::String(s) => format!("the text {}", crate::text::shown(s)),
                other => kind(other).to_owned(),
            };
            format!("{shown} is {given}, where a run description holds {} ({position})", expected(last, in_list))
        }
        _ => format!("is no run description: {whose}: {message} ({position})"),
    }
}

/// One counter of a run's layout.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RunCounter {
    /// Its catalog name: `SQ_ACCUM_PREV_HIRES` for an accumulator.
    pub name: String,
    /// What it counts: its name, or `accumulate(LEVEL,RESOLUTION)`.
    pub counts: String,
    /// Byte offset of its values in the samples.
    pub offset: u32,
    /// Bytes of its values (8 per value).
    pub bytes: u32,
    /// For a counter a definitions file defined (one the catalog lacks, or
    /// holds with another block or event): its block and event, so the run
    /// is read again without the file. Absent for the catalog's counters.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub defined: Option<DefinedCounter>,
}

/// The block and event of a counter a definitions file defined.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DefinedCounter {
    /// Its block, as `GL2C`.
    pub block: String,
    /// Its event.
    pub event: u16,
}

impl RunDescription {
    /// The description of a `program` (`stop` or `sample`) of `layout` on
    /// `gpu`, named `name` (as the user named it) and of product `product`,
    /// storing at byte address `address`, with `masks` (one per shader
    /// engine, bit `array * array_units + wgp`) the WGPs it reads; on GPUs
    /// that count nothing per WGP (gfx942, gfx950), no WGP is listed inactive.
    pub fn new(
        program: &str,
        name: &str,
        product: Option<&str>,
        gpu: &Gpu,
        layout: &Layout,
        address: u64,
        masks: &[u32],
    ) -> RunDescription {
        let mut run = RunDescription::of(program, name, product, gpu, &[layout], address, masks);
        run.passes = None;
        run
    }

    /// The description of a run of the passes `layouts` (in order, as
    /// `plan` gives them) on `gpu`, their samples one pass after another in
    /// one buffer at byte address `address`; the rest as [`RunDescription::new`].
    ///
    /// Errors: [`Error::Usage`] for no pass, or passes of more than
    /// 4294967295 bytes together (a run description's sizes are 32-bit).
    pub fn of_passes(
        name: &str,
        product: Option<&str>,
        gpu: &Gpu,
        layouts: &[&Layout],
        address: u64,
        masks: &[u32],
    ) -> Result<RunDescription, Error> {
        if layouts.is_empty() {
            return Err(Error::Usage("the plan counts no counter: a run of it has no pass".to_owned()));
        }
        let total = layouts.iter().map(|l| u64::from(l.bytes())).sum::<u64>();
        if u32::try_from(total).is_err() {
            return Err(Error::Usage(format!(
                "the passes' samples are {total} bytes together, more than a run description's 4294967295"
            )));
        }
        Ok(RunDescription::of("plan", name, product, gpu, layouts, address, masks))
    }

    /// [`RunDescription::of_passes`] without its checks: `layouts` are
    /// at least one, of at most `u32::MAX` bytes together.
    fn of(
        program: &str,
        name: &str,
        product: Option<&str>,
        gpu: &Gpu,
        layouts: &[&Layout],
        address: u64,
        masks: &[u32],
    ) -> RunDescription {
        let catalog = rig_counter_core::catalog::Catalog::of(gpu.target);
        // A counter not counted as the catalog holds it came from definitions.
        let defined = |c: &rig_counter_core::Counter| {
            let held = catalog.and_then(|k| k.find(c.name)).is_some_and(|d| d.block == c.block && d.event == c.event);
            (c.accumulates.is_none() && !held)
                .then(|| DefinedCounter { block: c.block.name().to_owned(), event: c.event })
        };
        let mut inactive = Vec::new();
        if gpu.family() != Some(rig_counter_core::Family::Gfx9) {
            for (se, mask) in masks.iter().enumerate() {
                for sa in 0..gpu.shader_arrays {
                    for wgp in 0..gpu.array_units {
                        let bit = rig_counter_core::counting::wgp_bit(gpu, sa, wgp).unwrap_or(0);
                        if mask & bit == 0 {
                            inactive.push(format!("{se}/{sa}/{wgp}"));
                        }
                    }
                }
            }
        }
        let (mut names, mut layout, mut passes, mut offset) = (Vec::new(), Vec::new(), Vec::new(), 0u32);
        for l in layouts {
            let counters = l.counters();
            let pass = crate::names_of(l);
            names.extend(pass.iter().cloned());
            layout.extend(counters.iter().enumerate().map(|(i, c)| RunCounter {
                name: c.name.to_owned(),
                counts: crate::counted_as(counters, i),
                offset: offset.saturating_add(c.offset),
                bytes: c.bytes(),
                defined: defined(c),
            }));
            passes.push(RunPass { counters: pass, offset, bytes: l.bytes() });
            offset = offset.saturating_add(l.bytes());
        }
        RunDescription {
            schema_version: SCHEMA_VERSION,
            tool: format!("rig-counter {}", env!("CARGO_PKG_VERSION")),
            program: program.to_owned(),
            gpu: name.to_owned(),
            product: product.map(str::to_owned),
            processor: gpu.processor().to_string(),
            counters: names,
            layout,
            samples_address: address,
            samples_bytes: offset,
            inactive,
            passes: Some(passes),
        }
    }

    /// The WGPs the description says are never read, as (engine, array,
    /// WGP), checked as `stop --inactive` checks them: each a WGP of `gpu`,
    /// none twice, at least as many as `gpu` does not run; none on gfx942 and
    /// gfx950.
    ///
    /// Errors: [`Error::Inactive`] for an entry that is not `SE/SA/WGP` or no
    /// WGP of `gpu`, or is listed twice; [`Error::Usage`] for too few.
    pub fn inactive_wgps(&self, gpu: &Gpu) -> Result<Vec<(u8, u8, u8)>, Error> {
        let mut coordinates = Vec::with_capacity(self.inactive.len());
        for c in &self.inactive {
            let at = crate::program::parse_coordinate(c).map_err(|_| Error::Inactive {
                coordinate: crate::text::shown(c),
                why: "is not SE/SA/WGP, as 3/1/2".to_owned(),
            })?;
            if coordinates.contains(&at) {
                return Err(Error::Inactive { coordinate: c.clone(), why: "is listed twice".to_owned() });
            }
            coordinates.push(at);
        }
        if gpu.family() == Some(rig_counter_core::Family::Gfx9) {
            if let Some(c) = self.inactive.first() {
                return Err(Error::Inactive {
                    coordinate: c.clone(),
                    why: format!("is listed, but {} reads every engine: no WGP goes unread", gpu.processor()),
                });
            }
            return Ok(coordinates);
        }
        // Each a WGP of the GPU, as --inactive takes them.
        crate::program::active_masks(gpu, &coordinates)?;
        let harvested = crate::program::harvested_wgps(gpu);
        if (coordinates.len() as u32) < harvested {
            return Err(Error::Usage(format!(
                "lists {} WGPs never read, but {} runs {harvested} fewer than it is built with: its stop program \
                 never read them",
                coordinates.len(),
                gpu.processor()
            )));
        }
        Ok(coordinates)
    }

    /// The description as pretty JSON with a closing newline.
    pub fn to_json(&self) -> String {
        let mut text = serde_json::to_string_pretty(self).unwrap_or_default();
        text.push('\n');
        text
    }

    /// Reads the run description at `path`.
    ///
    /// Errors: [`Error::File`] naming `path` if it cannot be read, is a
    /// directory or a FIFO, exceeds [`MAX_BYTES`], or has another
    /// `schema_version`; and in rig-counter's words, with the line and
    /// column, if it is no JSON (`is no run description: its text is not
    /// JSON at line 1, column 1`), no JSON object, or a field is missing,
    /// given twice, or not what a run description holds there (`samples_bytes
    /// is 1099511627776, where a run description holds a whole number of 0 to
    /// 4294967295 (line 1, column 402)`).
    pub fn read(path: &Path) -> Result<RunDescription, Error> {
        let text = crate::files::read_text(path, MAX_BYTES)?;
        let fail = |message: String| Error::File { path: crate::text::shown_path(path), message };
        // The version first, so a newer file is refused as such, not for a
        // field it renamed.
        let value: serde_json::Value = serde_json::from_str(&text).map_err(|e| fail(not_json(&text, &e)))?;
        if !value.is_object() {
            return Err(fail(format!("is no run description: it is {}, not a JSON object", kind(&value))));
        }
        match value.get("schema_version").and_then(serde_json::Value::as_u64) {
            Some(v) if v == u64::from(SCHEMA_VERSION) => {}
            Some(v) => {
                return Err(fail(format!(
                    "is a run description of schema version {v}; this rig-counter reads version {SCHEMA_VERSION}"
                )));
            }
            // A number that is no integer as JSON reads it (1.0e0, -0, one
            // past the 64-bit integers): said as read, not as missing (break
            // tests 8 to 11 of issue 40).
            None => match value.get("schema_version") {
                Some(serde_json::Value::Number(n)) => {
                    return Err(fail(format!(
                        "is no run description: its schema_version is {}, where a run description holds the integer \
                         {SCHEMA_VERSION}",
                        as_read(n)
                    )));
                }
                _ => return Err(fail("is no run description: it has no schema_version number".to_owned())),
            },
        }
        // From the text, not the value: a key given twice is refused, not
        // taken at its last. The path to the field at fault names it.
        let mut reader = serde_json::Deserializer::from_str(&text);
        serde_path_to_error::deserialize(&mut reader).map_err(|e| fail(field_error(&value, e.path(), e.inner())))
    }

    /// The counters the description says a definitions file defined, as
    /// definitions to lay the run out again with.
    ///
    /// Errors: the message, for a block rig-counter does not know.
    pub fn definitions(&self) -> Result<Vec<rig_counter_core::Definition>, String> {
        let mut out = Vec::new();
        for c in &self.layout {
            let Some(d) = &c.defined else { continue };
            let Some(block) = rig_counter_core::Block::from_name(&d.block) else {
                return Err(format!(
                    "defines {} as a counter of block {}, which rig-counter does not know",
                    crate::text::shown(&c.name),
                    crate::text::shown(&d.block)
                ));
            };
            out.push(rig_counter_core::Definition {
                name: crate::definitions::interned(&c.name),
                block,
                event: d.event,
            });
        }
        Ok(out)
    }

    /// The GPU and layout of a run of one program (`stop --run`, `sample
    /// --run`): [`RunDescription::check_passes`] of its one pass.
    ///
    /// Errors: those of [`RunDescription::check_passes`]; [`Error::File`]
    /// naming `path` for a run of several passes (`plan --run`).
    pub fn check(&self, path: &Path, topology: Option<&Path>) -> Result<(Gpu, Layout), Error> {
        if let Some(passes) = &self.passes {
            return Err(Error::File {
                path: crate::text::shown_path(path),
                message: format!(
                    "describes a run of {} passes (`plan --run` wrote it), where the samples of one program are read: \
                     `decode --run` and `metric --run` read every pass",
                    passes.len()
                ),
            });
        }
        let (gpu, passes) = self.check_passes(path, topology)?;
        let layout = passes.into_iter().next().map(|p| p.layout);
        layout.map(|l| (gpu, l)).ok_or_else(|| Error::Usage("a run of no pass".to_owned()))
    }

    /// The GPU the description names and the layout of each of its passes
    /// (one for a program's run), resolved and laid out again (`topology`
    /// for a `kfd:N` GPU), checked against what it says: the same
    /// processor, every counter at the same offset and size, each pass
    /// where the passes before it end, the same bytes.
    ///
    /// Errors: those of resolving the GPU and laying the counters out;
    /// [`Error::File`] naming `path` for a processor or a counter that
    /// differs (another catalog, another topology, or an edited file), a
    /// program other than `stop` or `sample` (or `plan`, with passes), or
    /// passes that do not lie one after another as their layouts do.
    pub fn check_passes(&self, path: &Path, topology: Option<&Path>) -> Result<(Gpu, Vec<PassLayout>), Error> {
        let fail = |message: String| Error::File { path: crate::text::shown_path(path), message };
        match (self.program.as_str(), &self.passes) {
            ("stop" | "sample", None) | ("plan", Some(_)) => {}
            ("stop" | "sample", Some(_)) => {
                return Err(fail(format!(
                    "describes the samples of a {} program, but lists passes: a run of several passes is a plan's \
                     (`plan --run` writes one)",
                    self.program
                )));
            }
            ("plan", None) => {
                return Err(fail("describes a plan's run, but lists no passes".to_owned()));
            }
            _ => {
                return Err(fail(format!(
                    "describes the samples of a {} program; stop and sample store samples",
                    crate::text::shown(&self.program)
                )));
            }
        }
        let (gpu, _) = crate::gpus::resolve_built(&self.gpu, topology)?;
        let processor = gpu.processor().to_string();
        if processor != self.processor {
            return Err(fail(format!(
                "describes a run on {}, but {} is {processor} here",
                crate::text::shown(&self.processor),
                crate::text::shown(&self.gpu)
            )));
        }
        // Where a stop program may store: 8-byte aligned, the whole buffer
        // below 2^64 (a break test of issue 41 set 3 by hand).
        if !self.samples_address.is_multiple_of(8) {
            return Err(fail(format!("samples_address {:#x} is not a multiple of 8", self.samples_address)));
        }
        // The last byte at 2^64 - 1 at most (a second break test of issue
        // 41: a buffer ending there was refused).
        if u128::from(self.samples_address) + u128::from(self.samples_bytes) > 1u128 << 64 {
            return Err(fail(format!(
                "samples_address {:#x} plus its {} bytes of samples is past the last byte address",
                self.samples_address, self.samples_bytes
            )));
        }
        let definitions = self.definitions().map_err(fail)?;
        let one = [RunPass { counters: self.counters.clone(), offset: 0, bytes: self.samples_bytes }];
        let (passes, several) = match &self.passes {
            Some(p) if p.is_empty() => return Err(fail("lists no pass in passes".to_owned())),
            Some(p) => (&p[..], true),
            None => (&one[..], false),
        };
        let named: Vec<&String> = passes.iter().flat_map(|p| &p.counters).collect();
        if several && !named.iter().copied().eq(&self.counters) {
            return Err(fail("counters are not its passes' counters in turn".to_owned()));
        }
        let mut out = Vec::with_capacity(passes.len());
        let (mut entries, mut offset) = (self.layout.iter(), 0u32);
        for (k, pass) in passes.iter().enumerate() {
            // Its counters refused as the file's (break test 6 of issue 40:
            // a name listed twice was said naming no file).
            let field = if several { format!("passes[{k}].counters") } else { "counters".to_owned() };
            if pass.counters.is_empty() {
                return Err(fail(format!("{field} is empty: a pass counts at least one counter")));
            }
            let layout =
                crate::layout_with(&gpu, &pass.counters, &definitions).map_err(|e| fail(format!("{field}: {e}")))?;
            if several && pass.offset != offset {
                return Err(fail(format!(
                    "puts pass {} at offset {}, but the passes before it end at {offset}",
                    k + 1,
                    pass.offset
                )));
            }
            for (i, c) in layout.counters().iter().enumerate() {
                let Some(r) = entries.next() else {
                    return Err(fail(format!(
                        "lays out {} counters, but its names lay out more here",
                        self.layout.len()
                    )));
                };
                let at = offset.saturating_add(c.offset);
                // What it counts too (a break test of issue 41 edited
                // `counts` unseen).
                let counts = crate::counted_as(layout.counters(), i);
                if r.counts != counts {
                    return Err(fail(format!(
                        "says {} counts {}, but it counts {counts} here",
                        crate::text::shown(&r.name),
                        crate::text::shown(&r.counts)
                    )));
                }
                if c.name != r.name || at != r.offset || c.bytes() != r.bytes {
                    return Err(fail(format!(
                        "lays {} out at offset {} ({} bytes), but {} lies at offset {at} ({} bytes) here",
                        crate::text::shown(&r.name),
                        r.offset,
                        r.bytes,
                        c.name,
                        c.bytes()
                    )));
                }
            }
            if several && pass.bytes != layout.bytes() {
                return Err(fail(format!(
                    "says pass {} is {} bytes, but its counters lay out {}",
                    k + 1,
                    pass.bytes,
                    layout.bytes()
                )));
            }
            offset = offset
                .checked_add(layout.bytes())
                .ok_or_else(|| fail("lays out passes of more than 4294967295 bytes together".to_owned()))?;
            out.push(PassLayout { offset: pass.offset, layout });
        }
        let laid: usize = out.iter().map(|p| p.layout.counters().len()).sum();
        if laid != self.layout.len() {
            return Err(fail(format!("lays out {} counters, but its names lay out {laid} here", self.layout.len())));
        }
        self.inactive_wgps(&gpu).map_err(|e| fail(e.to_string().trim_start_matches("--").to_owned()))?;
        if offset != self.samples_bytes {
            return Err(fail(format!(
                "says its samples are {} bytes, but its layout lays out {offset}",
                self.samples_bytes
            )));
        }
        Ok((gpu, out))
    }
}
