//! rocprofv3's input files: the counters of each pass, read and written.
//!
//! rocprofv3 (`rocprofv3 -i FILE`) takes three forms (rocprofiler-sdk's
//! "Using rocprofv3", "Counter collection using input file" and "Iteration
//! based counter multiplexing",
//! <https://rocm.docs.amd.com/projects/rocprofiler-sdk/en/latest/how-to/using-rocprofv3.html>):
//!
//! - text (`.txt`): each line that begins with `pmc:` names the counters of
//!   one pass (one application run), separated by spaces or commas;
//! - YAML (`.yaml`, `.yml`) and JSON (`.json`): an object whose `jobs` is an
//!   array of objects, each one run; a job's `pmc` is an array of counter
//!   names (one pass), its `pmc_groups` an array of such arrays, collected in
//!   turn within one run (each group is a pass here).
//!
//! A name may be a hardware counter or a derived metric, as rocprofv3 takes
//! them. What else a job holds (`kernel_include_regex`, `output_format`, ...)
//! configures rocprofv3 and is left as it is; a text line that is not `pmc:`
//! (rocprof's `range:`, `gpu:`, `kernel:`) is reported, not read.

use crate::Error;
use std::path::Path;

/// The most bytes an input file may hold.
pub const MAX_BYTES: u64 = 4 << 20;

/// The counters of one pass of an input file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InputPass {
    /// Where the file names it: `line 2`, `jobs[0].pmc`, `jobs[1].pmc_groups[0]`.
    pub origin: String,
    /// Its counter and metric names, in the file's order.
    pub names: Vec<String>,
}

/// An input file read: its passes, in order, and what was not read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Input {
    /// Every pass, in the file's order.
    pub passes: Vec<InputPass>,
    /// Lines or jobs that name no counters, as `input.txt: line 3: range: is not read`.
    pub notes: Vec<String>,
}

/// The form of an input file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Form {
    /// `pmc:` lines.
    Text,
    /// `jobs` in YAML.
    Yaml,
    /// `jobs` in JSON.
    Json,
}

impl Form {
    /// The form of a file named `path`, by its extension as rocprofv3 tells
    /// them (`.txt`, `.yaml`/`.yml`, `.json`); another extension is read as
    /// JSON if its text starts with `{`, as YAML if it holds a `jobs:` key,
    /// else as text.
    pub fn of(path: &Path, text: &str) -> Form {
        match path.extension().and_then(|e| e.to_str()).map(str::to_ascii_lowercase).as_deref() {
            Some("txt") => Form::Text,
            Some("yaml" | "yml") => Form::Yaml,
            Some("json") => Form::Json,
            _ if text.trim_start().starts_with('{') => Form::Json,
            _ if text.lines().any(|l| l.trim_start().starts_with("jobs:")) => Form::Yaml,
            _ => Form::Text,
        }
    }
}

/// Reads the input file at `path`.
///
/// Errors: [`Error::File`] naming the file (and the line or job) when it
/// cannot be read, exceeds [`MAX_BYTES`], is not the text its byte order
/// mark (or none: UTF-8) says, does not parse, has no `jobs`
/// array, a `pmc` that is no list of names, a job with both `pmc` and
/// `pmc_groups`, a `pmc:` line or group of no names or naming one twice
/// (`line 1: pmc: names SQ_WAVES twice`), or no pass at all.
pub fn read(path: &Path) -> Result<Input, Error> {
    // UTF-8, or UTF-16 or UTF-32 by a byte order mark, as definitions
    // files are read (YAML 1.2.2, 5.2; an editor may save JSON so too).
    let text = crate::files::read_marked_text(path, MAX_BYTES)?;
    parse(&text, Form::of(path, &text)).map_err(|message| Error::File { path: crate::text::shown_path(path), message })
}

/// Parses `text` of form `form`.
///
/// Errors: the message, without the file's name (see [`read`]).
pub fn parse(text: &str, form: Form) -> Result<Input, String> {
    // A UTF-8 byte-order mark, as editors on Windows write, is no text.
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let input = match form {
        Form::Text => parse_text(text)?,
        Form::Json => {
            let value = serde_json::from_str::<KeysOnce>(text).map_err(|e| format!("is no JSON: {e}"))?.0;
            parse_jobs(&value)?
        }
        Form::Yaml => {
            let value = yaml(text)?;
            parse_jobs(&value)?
        }
    };
    if input.passes.is_empty() {
        return Err(match form {
            Form::Text => "holds no pmc: line naming counters".to_owned(),
            _ => "holds no job with pmc or pmc_groups naming counters".to_owned(),
        });
    }
    Ok(input)
}

/// The most YAML nodes an input file may hold (an alias counts as what it
/// expands to): a file of a few thousand counters holds far fewer.
pub const MAX_NODES: usize = 250_000;

/// `text` as one YAML document, within [`MAX_NODES`], its keys once each.
///
/// Errors: the message, with the line and column where the parser gives them.
fn yaml(text: &str) -> Result<serde_json::Value, String> {
    let options = crate::yaml::options(MAX_NODES);
    serde_saphyr::from_str_with_options(text, options).map_err(|e| {
        let message = e.to_string();
        let first = message.lines().next().unwrap_or("").trim_start_matches("error: ").trim().to_owned();
        // The parser's advice names its own options: said in the file's terms.
        if message.contains("budget breached") {
            format!("is too large: it holds more than {MAX_NODES} YAML nodes (aliases counted as they expand)")
        } else if message.contains("from_str_multiple") {
            "holds several YAML documents; rocprofv3 reads one".to_owned()
        } else if message.contains("DuplicateKeyPolicy") {
            crate::yaml::in_files_terms(&first)
        } else {
            format!("is no YAML of rocprofv3's jobs: {first}")
        }
    })
}

/// Names separated by spaces, tabs or commas.
/// The names of a `pmc` value: separated by whitespace or commas, except
/// inside parentheses, so `accumulate(SQ_LEVEL_WAVES, HIGH_RES)` is one
/// request.
fn names_in(text: &str) -> Vec<String> {
    let mut names = Vec::new();
    let (mut name, mut depth) = (String::new(), 0usize);
    for c in text.chars() {
        match c {
            '(' => depth += 1,
            ')' => depth = depth.saturating_sub(1),
            _ => {}
        }
        if depth == 0 && (c.is_whitespace() || c == ',') {
            if !name.is_empty() {
                names.push(std::mem::take(&mut name));
            }
        } else {
            name.push(c);
        }
    }
    if !name.is_empty() {
        names.push(name);
    }
    names
}

fn parse_text(text: &str) -> Result<Input, String> {
    let mut input = Input { passes: Vec::new(), notes: Vec::new() };
    for (i, line) in text.lines().enumerate() {
        let line = line.split('#').next().unwrap_or("").trim();
        if line.is_empty() {
            continue;
        }
        let key = line.split(':').next().unwrap_or("").trim();
        if key != "pmc" || !line.contains(':') {
            let shown = crate::text::escaped(&line.chars().take(40).collect::<String>());
            input.notes.push(format!("line {}: {shown}: only pmc: lines are read", i + 1));
            continue;
        }
        let names = names_in(line.split_once(':').map_or("", |(_, rest)| rest));
        if names.is_empty() {
            return Err(format!("line {}: pmc: names no counter", i + 1));
        }
        once_each(&names, &format!("line {}: pmc:", i + 1))?;
        input.passes.push(InputPass { origin: format!("line {}", i + 1), names });
    }
    Ok(input)
}

/// A `pmc` list at `origin`: an array of names, each element one name
/// (`accumulate(X,HIGH_RES)` holds a comma); a string of names separated by
/// spaces or commas is taken too, as rocprofv3's `--pmc` takes them.
fn name_list(value: &serde_json::Value, origin: &str) -> Result<Vec<String>, String> {
    let names = match value {
        serde_json::Value::String(s) => names_in(s),
        serde_json::Value::Array(items) => {
            let mut names = Vec::with_capacity(items.len());
            for (i, item) in items.iter().enumerate() {
                match item.as_str().map(str::trim) {
                    Some("") => return Err(format!("{origin}[{i}] is an empty name")),
                    Some(s) => names.push(s.to_owned()),
                    None => return Err(format!("{origin}[{i}] is {}, not a counter name", kind(item))),
                }
            }
            names
        }
        other => return Err(format!("{origin} is {}, not a list of counter names", kind(other))),
    };
    if names.is_empty() {
        return Err(format!("{origin} names no counter"));
    }
    once_each(&names, origin)?;
    Ok(names)
}

/// Refuses a pass that names a counter or metric twice: the layout refuses
/// it (`SQ_WAVES is listed twice`), and a plan would count it once without
/// a word.
///
/// Errors: the message, `{origin} names SQ_WAVES twice`.
fn once_each(names: &[String], origin: &str) -> Result<(), String> {
    match names.iter().enumerate().find(|(i, n)| names[..*i].contains(n)) {
        Some((_, twice)) => Err(format!("{origin} names {} twice", crate::text::shown(twice))),
        None => Ok(()),
    }
}

fn kind(v: &serde_json::Value) -> &'static str {
    match v {
        serde_json::Value::Null => "null",
        serde_json::Value::Bool(_) => "a boolean",
        serde_json::Value::Number(_) => "a number",
        serde_json::Value::String(_) => "a string",
        serde_json::Value::Array(_) => "a list",
        serde_json::Value::Object(_) => "a mapping",
    }
}

fn parse_jobs(value: &serde_json::Value) -> Result<Input, String> {
    let mut input = Input { passes: Vec::new(), notes: Vec::new() };
    let jobs = match value.get("jobs") {
        Some(serde_json::Value::Array(jobs)) => jobs,
        Some(other) => return Err(format!("jobs is {}, not a list of jobs", kind(other))),
        None => return Err("has no jobs: rocprofv3's YAML and JSON inputs list their runs under jobs".to_owned()),
    };
    for (j, job) in jobs.iter().enumerate() {
        let serde_json::Value::Object(fields) = job else {
            return Err(format!("jobs[{j}] is {}, not a job", kind(job)));
        };
        match (fields.get("pmc"), fields.get("pmc_groups")) {
            (Some(_), Some(_)) => return Err(format!("jobs[{j}] has both pmc and pmc_groups: give one")),
            (Some(pmc), None) => {
                let origin = format!("jobs[{j}].pmc");
                input.passes.push(InputPass { names: name_list(pmc, &origin)?, origin });
            }
            (None, Some(serde_json::Value::Array(groups))) => {
                if groups.is_empty() {
                    return Err(format!("jobs[{j}].pmc_groups names no group"));
                }
                for (g, group) in groups.iter().enumerate() {
                    let origin = format!("jobs[{j}].pmc_groups[{g}]");
                    input.passes.push(InputPass { names: name_list(group, &origin)?, origin });
                }
            }
            (None, Some(other)) => {
                return Err(format!("jobs[{j}].pmc_groups is {}, not a list of groups", kind(other)));
            }
            (None, None) => input.notes.push(format!("jobs[{j}] counts nothing: it has no pmc or pmc_groups")),
        }
    }
    Ok(input)
}

impl Input {
    /// Pass `number` (1-based), or the only one when `number` is `None`.
    ///
    /// Errors: [`Error::Usage`] (naming `file`) when the file holds several
    /// passes and none is chosen, or `number` is not one of them.
    pub fn pass(&self, number: Option<usize>, file: &str) -> Result<&InputPass, Error> {
        let count = self.passes.len();
        let listed = || {
            // The first few: a file may hold thousands.
            let mut origins: Vec<String> =
                self.passes.iter().take(5).enumerate().map(|(i, p)| format!("{} ({})", i + 1, p.origin)).collect();
            if count > 5 {
                origins.push(format!("... {count}"));
            }
            origins.join(", ")
        };
        match number {
            None if count == 1 => Ok(&self.passes[0]),
            None => Err(Error::Usage(format!("{file} holds {count} passes: choose one with --pass N: {}", listed()))),
            Some(n) => n.checked_sub(1).and_then(|i| self.passes.get(i)).ok_or_else(|| {
                let plural = if count == 1 { "" } else { "es" };
                Error::Usage(format!("{file} holds {count} pass{plural}, not a pass {n}: {}", listed()))
            }),
        }
    }
}

/// The input file of form `form` that runs `passes` (each its names, as
/// rocprofv3 takes them), one pass to a `pmc:` line (text) or to a job
/// (YAML, JSON).
///
/// Errors: for the text form, the first name a `pmc:` line cannot hold (one
/// with a space, a comma or a `#`), with why.
pub fn write(passes: &[Vec<String>], form: Form) -> Result<String, String> {
    if form == Form::Text {
        let bad = passes
            .iter()
            .flatten()
            .find(|n| n.is_empty() || n.contains(|c: char| c.is_whitespace() || c == ',' || c == '#'));
        if let Some(n) = bad {
            return Err(format!(
                "{} cannot go on a pmc: line (spaces and commas separate names, # starts a comment): write YAML \
                 or JSON",
                crate::text::shown(n)
            ));
        }
    }
    let quoted = |names: &[String]| -> String {
        let q: Vec<String> = names.iter().map(|n| serde_json::to_string(n).unwrap_or_default()).collect();
        q.join(", ")
    };
    let mut out = String::new();
    match form {
        Form::Text => {
            for p in passes {
                out.push_str("pmc: ");
                out.push_str(&p.join(" "));
                out.push('\n');
            }
        }
        Form::Yaml => {
            out.push_str("jobs:\n");
            for p in passes {
                out.push_str(&format!("  - pmc: [{}]\n", quoted(p)));
            }
        }
        Form::Json => {
            let jobs: Vec<serde_json::Value> = passes.iter().map(|p| serde_json::json!({ "pmc": p })).collect();
            out = serde_json::to_string_pretty(&serde_json::json!({ "jobs": jobs })).unwrap_or_default();
            out.push('\n');
        }
    }
    Ok(out)
}

/// A JSON value whose objects give each key once: a key given twice is
/// refused (serde_json's `Value` keeps the last), as YAML input and run
/// descriptions refuse it.
struct KeysOnce(serde_json::Value);

impl<'de> serde::Deserialize<'de> for KeysOnce {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        d.deserialize_any(KeysOnceVisitor).map(KeysOnce)
    }
}

/// [`KeysOnce`]'s visitor: `serde_json::Value`'s, refusing a repeated key.
struct KeysOnceVisitor;

impl<'de> serde::de::Visitor<'de> for KeysOnceVisitor {
    type Value = serde_json::Value;

    fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("a JSON value")
    }
    fn visit_bool<E>(self, v: bool) -> Result<Self::Value, E> {
        Ok(v.into())
    }
    fn visit_i64<E>(self, v: i64) -> Result<Self::Value, E> {
        Ok(v.into())
    }
    fn visit_u64<E>(self, v: u64) -> Result<Self::Value, E> {
        Ok(v.into())
    }
    fn visit_f64<E>(self, v: f64) -> Result<Self::Value, E> {
        Ok(serde_json::Number::from_f64(v).map_or(serde_json::Value::Null, serde_json::Value::Number))
    }
    fn visit_str<E>(self, v: &str) -> Result<Self::Value, E> {
        Ok(v.into())
    }
    fn visit_string<E>(self, v: String) -> Result<Self::Value, E> {
        Ok(v.into())
    }
    fn visit_unit<E>(self) -> Result<Self::Value, E> {
        Ok(serde_json::Value::Null)
    }
    fn visit_none<E>(self) -> Result<Self::Value, E> {
        Ok(serde_json::Value::Null)
    }
    fn visit_seq<A: serde::de::SeqAccess<'de>>(self, mut seq: A) -> Result<Self::Value, A::Error> {
        let mut items = Vec::new();
        while let Some(KeysOnce(v)) = seq.next_element()? {
            items.push(v);
        }
        Ok(serde_json::Value::Array(items))
    }
    fn visit_map<A: serde::de::MapAccess<'de>>(self, mut map: A) -> Result<Self::Value, A::Error> {
        let mut object = serde_json::Map::new();
        while let Some(key) = map.next_key::<String>()? {
            if object.contains_key(&key) {
                return Err(serde::de::Error::custom(format!("the key {} is given twice", crate::text::shown(&key))));
            }
            let KeysOnce(v) = map.next_value()?;
            object.insert(key, v);
        }
        Ok(serde_json::Value::Object(object))
    }
}
