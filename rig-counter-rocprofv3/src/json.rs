//! rocprofv3's JSON output (`--output-format json`, `PID_results.json`),
//! as its writer makes it (rocprofiler-sdk's
//! `source/lib/output/generateJSON.cpp`; "Using rocprofv3", "JSON output
//! schema"): a `rocprofiler-sdk-tool` array of one object per process,
//! each with `agents`, `counters` (ids to names), `kernel_symbols` and
//! `callback_records.counter_collection`, one entry per dispatch whose
//! `records` hold one value per counter instance. This reader sums a
//! counter's instances, as rocprofv3's CSV does (exactly, where each is a
//! whole number: the nearest `f64` to their sum, never a running `f64` sum,
//! which past 2^53 drops what it adds), and keeps what they
//! determine besides ([`Instances`]); start and end times come
//! from the entry's `dispatch_data` or, failing that, from
//! `buffer_records.kernel_dispatch`.
//!
//! The file is deserialised into the fields read and no others (each
//! record holds its counter id and value: 16 bytes where the id is below
//! 2^32 and the value a count to 2^53 or a fraction, as rocprofv3 writes
//! them; the rest boxed), never into a tree of every value. A number is
//! kept as the type the file writes (the crate's `written` module): a counter's
//! integer value up to `u64::MAX` is exact, and a field of another type is
//! refused naming its record.

use crate::dispatch::{Dispatch, Instances, Pass};
use crate::inexact::Inexact;
use crate::kernel_name::{Cuts, NAME_MAX, too_long};
use crate::written::Written;
use rig_counter_io::files::FileError;
use rig_counter_io::text::{shown, shown_path};
use serde::Deserialize;
use std::collections::HashMap;
use std::path::Path;

/// The largest JSON file read: 1 GiB.
pub const MAX_BYTES: u64 = 1 << 30;

#[derive(Deserialize)]
struct Output {
    #[serde(rename = "rocprofiler-sdk-tool")]
    tools: Vec<Tool>,
}

/// A handle (`uint64_t`), as the file writes it.
#[derive(Deserialize)]
struct Handle {
    handle: Written,
}

#[derive(Deserialize)]
struct Tool {
    #[serde(default)]
    metadata: Option<Metadata>,
    #[serde(default)]
    agents: Vec<Agent>,
    #[serde(default)]
    counters: Vec<CounterInfo>,
    #[serde(default)]
    kernel_symbols: Vec<Symbol>,
    #[serde(default)]
    callback_records: Option<CallbackRecords>,
    #[serde(default)]
    buffer_records: Option<BufferRecords>,
}

#[derive(Deserialize)]
struct Metadata {
    #[serde(default)]
    pid: Option<Written>,
}

#[derive(Deserialize)]
struct Agent {
    id: Handle,
    #[serde(default)]
    name: Option<String>,
    #[serde(default)]
    logical_node_id: Option<Written>,
    /// Its XCCs and compute units ([`crate::geometry`]).
    #[serde(default)]
    num_xcc: Option<Written>,
    #[serde(default)]
    cu_count: Option<Written>,
}

#[derive(Deserialize)]
struct CounterInfo {
    id: Handle,
    name: String,
    /// The agent it is of, where the file says (rocprofv3 lists each
    /// agent's counters).
    #[serde(default)]
    agent_id: Option<Handle>,
}

#[derive(Deserialize)]
struct Symbol {
    kernel_id: Written,
    #[serde(default)]
    formatted_kernel_name: Option<String>,
    #[serde(default)]
    demangled_kernel_name: Option<String>,
    #[serde(default)]
    kernel_name: Option<String>,
}

#[derive(Deserialize)]
struct CallbackRecords {
    #[serde(default)]
    counter_collection: Vec<Record>,
}

#[derive(Deserialize)]
struct BufferRecords {
    #[serde(default)]
    kernel_dispatch: Vec<Traced>,
}

#[derive(Deserialize)]
struct DispatchInfo {
    agent_id: Handle,
    #[serde(default)]
    queue_id: Option<Handle>,
    kernel_id: Written,
    dispatch_id: Written,
}

#[derive(Deserialize)]
struct DispatchData {
    #[serde(default)]
    start_timestamp: Option<Written>,
    #[serde(default)]
    end_timestamp: Option<Written>,
    dispatch_info: DispatchInfo,
}

#[derive(Deserialize)]
struct Record {
    dispatch_data: DispatchData,
    records: Vec<Value>,
}

/// A `records` entry: its counter id and value, as [`Read`] reads them.
/// 16 bytes where they are what rocprofv3 writes; [`Value::Rare`] boxes
/// what a message may need to say of them.
#[derive(Deserialize)]
#[serde(from = "Read")]
enum Value {
    /// A counter id below 2^32, and a value that its `f64` is exactly: a
    /// count up to 2^53, or a fraction ([`Written::Count`], [`Written::Fraction`]).
    Plain(u32, f64),
    /// Any other.
    Rare(Box<(Written, Written)>),
}

/// A `records` entry as the file writes it.
#[derive(Deserialize)]
struct Read {
    counter_id: Handle,
    value: Written,
}

impl From<Read> for Value {
    fn from(r: Read) -> Value {
        // 2^53: an f64 holds every whole number up to it (a 53-bit significand).
        const EXACT: u64 = 1 << 53;
        match (&r.counter_id.handle, &r.value) {
            (&Written::Count(id), &Written::Count(n)) if n <= EXACT => match u32::try_from(id) {
                Ok(id) => Value::Plain(id, n as f64),
                Err(_) => Value::Rare(Box::new((r.counter_id.handle, r.value))),
            },
            (&Written::Count(id), &Written::Fraction(v)) => match u32::try_from(id) {
                Ok(id) => Value::Plain(id, v),
                Err(_) => Value::Rare(Box::new((r.counter_id.handle, r.value))),
            },
            _ => Value::Rare(Box::new((r.counter_id.handle, r.value))),
        }
    }
}

impl Value {
    /// Its counter id and value as [`Read`] read them.
    fn written(&self) -> (Written, Written) {
        match self {
            Value::Plain(id, v) if v.fract() == 0.0 => (Written::Count(u64::from(*id)), Written::Count(*v as u64)),
            Value::Plain(id, v) => (Written::Count(u64::from(*id)), Written::Fraction(*v)),
            Value::Rare(both) => (**both).clone(),
        }
    }
}

#[derive(Deserialize)]
struct Traced {
    start_timestamp: Written,
    end_timestamp: Written,
    dispatch_info: TracedInfo,
}

#[derive(Deserialize)]
struct TracedInfo {
    dispatch_id: Written,
}

/// The dispatches and agents of rocprofv3's JSON output at `path`, and a
/// note ([`Pass::notes`]) of the kernels' names longer than
/// [`KERNEL_NAME_MAX`](crate::kernel_name::KERNEL_NAME_MAX), cut to it and
/// marked as rocpd's are ([`crate::kernel_name`]), and one for each counter
/// whose values or sum on some dispatch are whole numbers past 2^53 that no
/// `f64` is (what it is computed with instead), or numbers of 2^53 or more
/// written with a point or an exponent, read as an `f64` that need not be
/// the count (`inexact`).
///
/// Errors, each naming the file and, for a record, where it is
/// (`rocprofiler-sdk-tool[0].callback_records.counter_collection[3]`, its
/// dispatch and counter where known): not a regular file, unreadable or
/// larger than [`MAX_BYTES`]; not JSON, a number past `f64::MAX` (serde's
/// `number out of range`), or a field this reader needs missing or given
/// twice (at its line and column); a handle, id, timestamp or a GPU
/// agent's `num_xcc` or `cu_count` that is no unsigned integer, or a counter's value that is no
/// number (what it is: `-1`, `true`, `the text "5"`, `null`); a counter id
/// that `counters` does not name or names twice; a counter name that
/// `counters` gives two ids of one agent (naming both entries); a kernel id
/// that `kernel_symbols` does not name, or names twice differently (naming
/// both entries), or by a name longer than
/// [`crate::kernel_name::NAME_MAX`]; an agent handle that `agents` does not
/// list; a dispatch id twice in one process; a counter's instances whose
/// sum is no finite number.
pub fn read(path: &Path) -> Result<Pass, FileError> {
    let fail = |message: String| FileError { path: shown_path(path), message };
    let file = rig_counter_io::files::open_limited(path, MAX_BYTES)?;
    let mut reader = std::io::BufReader::new(file);
    skip_bom(&mut reader).map_err(|e| fail(e.to_string()))?;
    let output: Output = serde_json::from_reader(reader)
        .map_err(|e| fail(format!("is no rocprofv3 JSON output (a rocprofiler-sdk-tool array): {e}")))?;
    let mut pass = Pass { source: shown_path(path), ..Pass::default() };
    // Each process's dispatch ids, and where each was.
    let mut once: HashMap<Option<u64>, HashMap<u64, String>> = HashMap::new();
    // Each counter with values an f64 may not hold: its first such, and on how many dispatches.
    let mut inexact = Inexact::default();
    // The kernels' names cut.
    let mut cuts = Cuts::default();
    for (t, tool) in output.tools.iter().enumerate() {
        let at = |what: &str| format!("rocprofiler-sdk-tool[{t}].{what}");
        // A field of the record at `here` as an unsigned integer.
        let whole = |here: &str, w: &Written, field: &str| w.whole(field).map_err(|e| fail(format!("{here}: {e}")));
        let optional =
            |here: &str, w: &Option<Written>, field: &str| w.as_ref().map(|w| whole(here, w, field)).transpose();
        // GPU agents by handle: the name dispatches go by. A GPU's name is
        // its processor (a CPU's is its model, and runs no dispatch).
        let mut agents: HashMap<u64, String> = HashMap::new();
        for (i, a) in tool.agents.iter().enumerate() {
            let here = at(&format!("agents[{i}]"));
            let handle = whole(&here, &a.id.handle, "id.handle")?;
            let node = optional(&here, &a.logical_node_id, "logical_node_id")?;
            let name = format!("Agent {}", node.unwrap_or(handle));
            if let Some(p) = a.name.as_ref().filter(|n| n.starts_with("gfx")) {
                if !pass.agents.iter().any(|(n, q)| *n == name && q == p) {
                    pass.agents.push((name.clone(), p.clone()));
                }
                let (xccs, cus) = (optional(&here, &a.num_xcc, "num_xcc")?, optional(&here, &a.cu_count, "cu_count")?);
                if let Some(g) = crate::Geometry::of(crate::geometry::Form::Json, xccs, cus)
                    && !pass.geometry.contains(&(name.clone(), g))
                {
                    pass.geometry.push((name.clone(), g));
                }
                agents.insert(handle, name);
            }
        }
        let mut counters: HashMap<u64, &str> = HashMap::new();
        // Each (name, agent) once: its id and entry. A dispatch's values
        // are pooled by name, so two ids of one name on one agent would pool
        // two counters' values (as two rocpd_info_pmc rows of one name would).
        let mut ids: HashMap<(&str, Option<u64>), (u64, usize)> = HashMap::new();
        for (i, c) in tool.counters.iter().enumerate() {
            let here = at(&format!("counters[{i}]"));
            let id = whole(&here, &c.id.handle, "id.handle")?;
            if let Some(other) = counters.insert(id, &c.name).filter(|o| *o != c.name) {
                return Err(fail(format!(
                    "{here}: counter id {id} names {} and {} before",
                    shown(&c.name),
                    shown(other)
                )));
            }
            let agent = c.agent_id.as_ref().map(|a| whole(&here, &a.handle, "agent_id.handle")).transpose()?;
            if let Some(&(first, j)) = ids.get(&(c.name.as_str(), agent)).filter(|(first, _)| *first != id) {
                let of = agent.map_or(String::new(), |a| format!(" of agent {a}"));
                return Err(fail(format!(
                    "{here} and counters[{j}] both name {}{of}, as id {id} and id {first}, whose values would be \
                     pooled: rocprofv3 lists a counter once per agent",
                    shown(&c.name)
                )));
            }
            ids.entry((c.name.as_str(), agent)).or_insert((id, i));
        }
        // Each kernel's name, and the entry that gave it.
        let mut kernels: HashMap<u64, (Option<std::sync::Arc<str>>, usize)> = HashMap::new();
        for (i, s) in tool.kernel_symbols.iter().enumerate() {
            let here = at(&format!("kernel_symbols[{i}]"));
            let id = whole(&here, &s.kernel_id, "kernel_id")?;
            let name = [
                ("formatted_kernel_name", &s.formatted_kernel_name),
                ("demangled_kernel_name", &s.demangled_kernel_name),
                ("kernel_name", &s.kernel_name),
            ]
            .into_iter()
            .find_map(|(field, n)| n.as_deref().filter(|n| !n.is_empty()).map(|n| (field, n)));
            if let Some((field, n)) = name.filter(|(_, n)| n.len() > NAME_MAX) {
                return Err(fail(format!("{here}: {}", too_long(field, n.len()))));
            }
            let name = name.map(|(field, n)| cuts.keep(n, || format!("{here}: {field}")));
            match kernels.get(&id) {
                // The same entry again names the same kernel.
                Some((first, _)) if *first == name => {}
                Some((first, j)) => {
                    let named = |n: &Option<std::sync::Arc<str>>| n.as_deref().map_or("no name".to_owned(), shown);
                    return Err(fail(format!(
                        "{here}: kernel_id {id} names {}, and kernel_symbols[{j}] names {}: rocprofv3 lists a \
                         kernel once",
                        named(&name),
                        named(first)
                    )));
                }
                None => {
                    kernels.insert(id, (name, i));
                }
            }
        }
        let traced = tool.buffer_records.as_ref().map(|b| &b.kernel_dispatch[..]).unwrap_or(&[]);
        let mut times: HashMap<u64, (u64, u64)> = HashMap::new();
        for (i, k) in traced.iter().enumerate() {
            let here = at(&format!("buffer_records.kernel_dispatch[{i}]"));
            let id = whole(&here, &k.dispatch_info.dispatch_id, "dispatch_info.dispatch_id")?;
            let span = (
                whole(&here, &k.start_timestamp, "start_timestamp")?,
                whole(&here, &k.end_timestamp, "end_timestamp")?,
            );
            times.insert(id, span);
        }
        let records = tool.callback_records.as_ref().map(|c| &c.counter_collection[..]).unwrap_or(&[]);
        let pid = tool.metadata.as_ref().map(|m| optional(&at("metadata"), &m.pid, "pid")).transpose()?.flatten();
        let seen = once.entry(pid).or_default();
        for (i, r) in records.iter().enumerate() {
            let record = at(&format!("callback_records.counter_collection[{i}]"));
            let info = &r.dispatch_data.dispatch_info;
            let id = whole(&record, &info.dispatch_id, "dispatch_data.dispatch_info.dispatch_id")?;
            if let Some(first) = seen.insert(id, record.clone()) {
                return Err(fail(format!("{record}: dispatch {id} of this process again ({first} is it)")));
            }
            // The record named by its dispatch too, from here on.
            let here = format!("{record} (dispatch {id})");
            let kernel_id = whole(&here, &info.kernel_id, "dispatch_data.dispatch_info.kernel_id")?;
            let kernel = kernels
                .get(&kernel_id)
                .and_then(|(name, _)| name.as_ref())
                .ok_or_else(|| fail(format!("{here}: kernel_id {kernel_id} is in no kernel_symbols entry")))?;
            let agent_id = whole(&here, &info.agent_id.handle, "dispatch_data.dispatch_info.agent_id.handle")?;
            let agent = agents
                .get(&agent_id)
                .ok_or_else(|| fail(format!("{here}: agent_id.handle {agent_id} is no GPU of the agents entries")))?;
            let queue = info
                .queue_id
                .as_ref()
                .map(|q| whole(&here, &q.handle, "dispatch_data.dispatch_info.queue_id.handle"))
                .transpose()?;
            let own = (
                optional(&here, &r.dispatch_data.start_timestamp, "dispatch_data.start_timestamp")?,
                optional(&here, &r.dispatch_data.end_timestamp, "dispatch_data.end_timestamp")?,
            );
            let mut values: Vec<(String, f64)> = Vec::new();
            let mut instances: Vec<(String, Instances)> = Vec::new();
            // Each counter's exact sum, while each of its values is a count.
            let mut exact: Vec<Option<u128>> = Vec::new();
            // Each counter's exact sum of its values as read, while each is
            // a whole number (a count, or the f64 of one written with a
            // point past 2^53): its value is that sum's nearest f64, as
            // rocpd's total sums, not a running f64 sum that past 2^53
            // drops what it adds (2^52 + 2^52 + 1 + ... + 1 stayed 2^53).
            let mut wholes: Vec<Option<u128>> = Vec::new();
            for (j, e) in r.records.iter().enumerate() {
                // Where it is, written only for a message.
                let here = || format!("{record}.records[{j}] (dispatch {id}");
                let (counter_id, value) = e.written();
                let counter = counter_id.whole("counter_id.handle").map_err(|e| fail(format!("{}): {e}", here())))?;
                let name = counters
                    .get(&counter)
                    .ok_or_else(|| fail(format!("{}): counter id {counter} is in no counters entry", here())))?;
                let (v, outside) =
                    value.number("value").map_err(|e| fail(format!("{}, counter {}): {e}", here(), shown(name))))?;
                let count = match value {
                    Written::Count(n) => Some(u128::from(n)),
                    _ => None,
                };
                let fraction = matches!(value, Written::Fraction(_));
                let whole = match value {
                    Written::Count(n) => Some(u128::from(n)),
                    // From 2^53 below 2^64: a whole number, exactly a u128.
                    Written::Rounded(v) => Some(v as u128),
                    _ => None,
                };
                match values.iter().position(|(n, _)| n == name) {
                    Some(i) => {
                        values[i].1 += v;
                        instances[i].1 = instances[i].1.clone().with(v, outside);
                        instances[i].1.whole &= !fraction;
                        exact[i] = exact[i].zip(count).map(|(s, n)| s + n);
                        wholes[i] = wholes[i].zip(whole).map(|(s, n)| s + n);
                    }
                    None => {
                        values.push(((*name).to_owned(), v));
                        let mut one = Instances::one(v, outside);
                        one.whole &= !fraction;
                        instances.push(((*name).to_owned(), one));
                        exact.push(count);
                        wholes.push(whole);
                    }
                }
                // A count an f64 does not hold, or one read as an f64 that
                // may not be the count: what is computed with instead.
                match value {
                    Written::Count(n) => inexact.exact(name, id, u128::from(n)),
                    Written::Rounded(v) => inexact.read(name, id, v),
                    _ => {}
                }
            }
            if let Some((name, _)) = values.iter().find(|(_, v)| !v.is_finite()) {
                return Err(fail(format!("{here}: the sum of {}'s instances is no finite number", shown(name))));
            }
            for ((_, sum), whole) in values.iter_mut().zip(&wholes) {
                if let Some(n) = whole {
                    // The nearest f64 (u128 to f64 rounds to nearest).
                    *sum = *n as f64;
                }
            }
            for ((name, sum), exact) in values.iter().zip(&exact) {
                match exact {
                    Some(n) => inexact.exact(name, id, *n),
                    None => inexact.read(name, id, *sum),
                }
            }
            let (start, end) = match own {
                (Some(s), Some(e)) => (Some(s), Some(e)),
                _ => times.get(&id).map_or((None, None), |&(s, e)| (Some(s), Some(e))),
            };
            pass.dispatches.push(Dispatch {
                dispatch_id: id,
                agent: agent.clone(),
                process: pid,
                queue,
                kernel: kernel.clone(),
                start,
                end,
                counters: values,
                instances,
            });
        }
    }
    pass.notes.extend(cuts.note(&shown_path(path)));
    pass.notes.extend(inexact.notes(&shown_path(path)));
    Ok(pass)
}

/// Skips a UTF-8 byte order mark at the start of `reader`, if there is one.
fn skip_bom(reader: &mut impl std::io::BufRead) -> std::io::Result<()> {
    let head = reader.fill_buf()?;
    if head.starts_with(b"\xef\xbb\xbf") {
        reader.consume(3);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A `records` entry's JSON text as [`Value`].
    fn value(text: &str) -> Value {
        serde_json::from_str(text).unwrap()
    }

    #[test]
    fn a_value_as_rocprofv3_writes_it_is_held_in_16_bytes() {
        assert_eq!(std::mem::size_of::<Value>(), 16);
        let plain = |text: &str| matches!(value(text), Value::Plain(..));
        assert!(plain(r#"{"counter_id": {"handle": 4294967295}, "value": 9007199254740992}"#));
        assert!(plain(r#"{"counter_id": {"handle": 3}, "value": 62.5}"#));
        assert!(!plain(r#"{"counter_id": {"handle": 4294967296}, "value": 1.0}"#));
        assert!(!plain(r#"{"counter_id": {"handle": 3}, "value": 9007199254740993}"#));
        assert!(!plain(r#"{"counter_id": {"handle": 3}, "value": -1}"#));
        // Each read back as it was read.
        for (text, written) in [
            (r#"{"counter_id": {"handle": 3}, "value": 10.0}"#, (Written::Count(3), Written::Count(10))),
            (r#"{"counter_id": {"handle": 3}, "value": 0.25}"#, (Written::Count(3), Written::Fraction(0.25))),
            (
                r#"{"counter_id": {"handle": 3}, "value": 18446744073709551615}"#,
                (Written::Count(3), Written::Count(u64::MAX)),
            ),
            (
                r#"{"counter_id": {"handle": 18446744073709551615}, "value": 1}"#,
                (Written::Count(u64::MAX), Written::Count(1)),
            ),
            (
                r#"{"counter_id": {"handle": "0"}, "value": -1}"#,
                (Written::Not(Box::new(crate::written::Not::Text("\"0\"".to_owned()))), Written::Negative(-1)),
            ),
        ] {
            assert_eq!(value(text).written(), written, "{text}");
        }
    }
}
