//! rocprofv3's JSON output (`--output-format json`, `PID_results.json`),
//! as its writer makes it (rocprofiler-sdk's
//! `source/lib/output/generateJSON.cpp`; "Using rocprofv3", "JSON output
//! schema"): a `rocprofiler-sdk-tool` array of one object per process,
//! each with `agents`, `counters` (ids to names), `kernel_symbols` and
//! `callback_records.counter_collection`, one entry per dispatch whose
//! `records` hold one value per counter instance. This reader sums a
//! counter's instances, as rocprofv3's CSV does, and keeps what they
//! determine besides ([`Instances`]); start and end times come
//! from the entry's `dispatch_data` or, failing that, from
//! `buffer_records.kernel_dispatch`.
//!
//! The file is deserialised into the fields read and no others (each
//! record holds its counter id and value: about 16 bytes), never into a
//! tree of every value.

use crate::dispatch::{Dispatch, Instances, Pass};
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

#[derive(Deserialize)]
struct Handle {
    handle: u64,
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
    pid: Option<u64>,
}

#[derive(Deserialize)]
struct Agent {
    id: Handle,
    #[serde(default)]
    name: Option<String>,
    #[serde(default)]
    logical_node_id: Option<u64>,
}

#[derive(Deserialize)]
struct CounterInfo {
    id: Handle,
    name: String,
}

#[derive(Deserialize)]
struct Symbol {
    kernel_id: u64,
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
    kernel_id: u64,
    dispatch_id: u64,
}

#[derive(Deserialize)]
struct DispatchData {
    #[serde(default)]
    start_timestamp: Option<u64>,
    #[serde(default)]
    end_timestamp: Option<u64>,
    dispatch_info: DispatchInfo,
}

#[derive(Deserialize)]
struct Record {
    dispatch_data: DispatchData,
    records: Vec<Value>,
}

#[derive(Deserialize)]
struct Value {
    counter_id: Handle,
    value: f64,
}

#[derive(Deserialize)]
struct Traced {
    start_timestamp: u64,
    end_timestamp: u64,
    dispatch_info: TracedInfo,
}

#[derive(Deserialize)]
struct TracedInfo {
    dispatch_id: u64,
}

/// The dispatches and agents of rocprofv3's JSON output at `path`.
///
/// Errors, each naming the file and, for a record, where it is
/// (`rocprofiler-sdk-tool[0].callback_records.counter_collection[3]`): not
/// a regular file, unreadable or larger than [`MAX_BYTES`]; not JSON, or a
/// field this reader needs missing, of another type or given twice (at its
/// line and column); a counter id that `counters` does not name or names
/// twice; a kernel id that `kernel_symbols` does not name; an agent handle
/// that `agents` does not list; a dispatch id twice in one process; a
/// counter's instances whose sum is no finite number.
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
    for (t, tool) in output.tools.iter().enumerate() {
        let at = |what: &str| format!("rocprofiler-sdk-tool[{t}].{what}");
        // GPU agents by handle: the name dispatches go by. A GPU's name is
        // its processor (a CPU's is its model, and runs no dispatch).
        let mut agents: HashMap<u64, String> = HashMap::new();
        for a in &tool.agents {
            let name = format!("Agent {}", a.logical_node_id.unwrap_or(a.id.handle));
            if let Some(p) = a.name.as_ref().filter(|n| n.starts_with("gfx")) {
                if !pass.agents.iter().any(|(n, q)| *n == name && q == p) {
                    pass.agents.push((name.clone(), p.clone()));
                }
                agents.insert(a.id.handle, name);
            }
        }
        let mut counters: HashMap<u64, &str> = HashMap::new();
        for (i, c) in tool.counters.iter().enumerate() {
            if let Some(other) = counters.insert(c.id.handle, &c.name).filter(|o| *o != c.name) {
                return Err(fail(format!(
                    "{}: counter id {} names {} and {} before",
                    at(&format!("counters[{i}]")),
                    c.id.handle,
                    shown(&c.name),
                    shown(other)
                )));
            }
        }
        let mut kernels: HashMap<u64, std::sync::Arc<str>> = HashMap::new();
        for s in &tool.kernel_symbols {
            let name = [&s.formatted_kernel_name, &s.demangled_kernel_name, &s.kernel_name]
                .into_iter()
                .find_map(|n| n.as_deref().filter(|n| !n.is_empty()));
            if let Some(name) = name {
                kernels.insert(s.kernel_id, name.into());
            }
        }
        let traced = tool.buffer_records.as_ref().map(|b| &b.kernel_dispatch[..]).unwrap_or(&[]);
        let times: HashMap<u64, (u64, u64)> =
            traced.iter().map(|k| (k.dispatch_info.dispatch_id, (k.start_timestamp, k.end_timestamp))).collect();
        let records = tool.callback_records.as_ref().map(|c| &c.counter_collection[..]).unwrap_or(&[]);
        let pid = tool.metadata.as_ref().and_then(|m| m.pid);
        let seen = once.entry(pid).or_default();
        for (i, r) in records.iter().enumerate() {
            let here = at(&format!("callback_records.counter_collection[{i}]"));
            let info = &r.dispatch_data.dispatch_info;
            let id = info.dispatch_id;
            if let Some(first) = seen.insert(id, here.clone()) {
                return Err(fail(format!("{here}: dispatch {id} of this process again ({first} is it)")));
            }
            let kernel = kernels
                .get(&info.kernel_id)
                .ok_or_else(|| fail(format!("{here}: kernel_id {} is in no kernel_symbols entry", info.kernel_id)))?;
            let agent = agents.get(&info.agent_id.handle).ok_or_else(|| {
                fail(format!("{here}: agent_id.handle {} is no GPU of the agents entries", info.agent_id.handle))
            })?;
            let mut values: Vec<(String, f64)> = Vec::new();
            let mut instances: Vec<(String, Instances)> = Vec::new();
            for (j, e) in r.records.iter().enumerate() {
                let name = counters.get(&e.counter_id.handle).ok_or_else(|| {
                    fail(format!("{here}.records[{j}]: counter id {} is in no counters entry", e.counter_id.handle))
                })?;
                match values.iter().position(|(n, _)| n == name) {
                    Some(i) => {
                        values[i].1 += e.value;
                        instances[i].1 = instances[i].1.with(e.value);
                    }
                    None => {
                        values.push(((*name).to_owned(), e.value));
                        instances.push(((*name).to_owned(), Instances::one(e.value)));
                    }
                }
            }
            if let Some((name, _)) = values.iter().find(|(_, v)| !v.is_finite()) {
                return Err(fail(format!("{here}: the sum of {}'s instances is no finite number", shown(name))));
            }
            let own = (r.dispatch_data.start_timestamp, r.dispatch_data.end_timestamp);
            let (start, end) = match own {
                (Some(s), Some(e)) => (Some(s), Some(e)),
                _ => times.get(&id).map_or((None, None), |&(s, e)| (Some(s), Some(e))),
            };
            pass.dispatches.push(Dispatch {
                dispatch_id: id,
                agent: agent.clone(),
                process: pid,
                queue: info.queue_id.as_ref().map(|q| q.handle),
                kernel: kernel.clone(),
                start,
                end,
                counters: values,
                instances,
            });
        }
    }
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
