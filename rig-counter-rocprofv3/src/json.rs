//! rocprofv3's JSON output (`--output-format json`, `PID_results.json`),
//! as its writer makes it (rocprofiler-sdk's
//! `source/lib/output/generateJSON.cpp`; "Using rocprofv3", "JSON output
//! schema"): a `rocprofiler-sdk-tool` array of one object per process,
//! each with `agents`, `counters` (ids to names), `kernel_symbols` and
//! `callback_records.counter_collection`, one entry per dispatch whose
//! `records` hold one value per counter instance. This reader sums a
//! counter's instances, as rocprofv3's CSV does; start and end times come
//! from the entry's `dispatch_data` or, failing that, from
//! `buffer_records.kernel_dispatch`.

use crate::dispatch::{Dispatch, Pass};
use rig_counter_io::files::FileError;
use rig_counter_io::text::shown_path;
use serde_json::Value;
use std::collections::HashMap;
use std::path::Path;

/// The largest JSON file read: 1 GiB (it is read whole).
pub const MAX_BYTES: u64 = 1 << 30;

/// The dispatches and agents of rocprofv3's JSON output at `path`.
///
/// Errors, each naming the file and, for a record, where it is
/// (`rocprofiler-sdk-tool[0].callback_records.counter_collection[3]`): not
/// a regular file, unreadable or larger than [`MAX_BYTES`]; not JSON; no
/// `rocprofiler-sdk-tool` array; a record lacking a field this reader
/// needs (named); a counter id that `counters` does not name; a kernel id
/// that `kernel_symbols` does not name.
pub fn read(path: &Path) -> Result<Pass, FileError> {
    let fail = |message: String| FileError { path: shown_path(path), message };
    let text = rig_counter_io::files::read_text(path, MAX_BYTES)?;
    let root: Value = serde_json::from_str(&text).map_err(|e| fail(format!("is no JSON: {e}")))?;
    let tools = root
        .get("rocprofiler-sdk-tool")
        .and_then(Value::as_array)
        .ok_or_else(|| fail("has no rocprofiler-sdk-tool array: is it rocprofv3's JSON output?".to_owned()))?;
    let mut pass = Pass { source: shown_path(path), ..Pass::default() };
    for (t, tool) in tools.iter().enumerate() {
        let at = |what: &str| format!("rocprofiler-sdk-tool[{t}].{what}");
        let list = |key: &str| tool.get(key).and_then(Value::as_array).map(Vec::as_slice).unwrap_or(&[]);
        let pid = tool.pointer("/metadata/pid").and_then(Value::as_u64);
        // Agents by handle: the name dispatches go by, and the processor.
        let mut agents: HashMap<u64, String> = HashMap::new();
        for (i, a) in list("agents").iter().enumerate() {
            let handle = number(a, "/id/handle")
                .ok_or_else(|| fail(format!("{}: no id.handle", at(&format!("agents[{i}]")))))?;
            let name = match number(a, "/logical_node_id") {
                Some(n) => format!("Agent {n}"),
                None => format!("Agent {handle}"),
            };
            if let Some(processor) = a.get("name").and_then(Value::as_str).filter(|_| is_gpu(a))
                && !pass.agents.iter().any(|(n, _)| *n == name)
            {
                pass.agents.push((name.clone(), processor.to_owned()));
            }
            agents.insert(handle, name);
        }
        let mut counters: HashMap<u64, String> = HashMap::new();
        for (i, c) in list("counters").iter().enumerate() {
            let (Some(id), Some(name)) = (number(c, "/id/handle"), c.get("name").and_then(Value::as_str)) else {
                return Err(fail(format!("{}: no id.handle or name", at(&format!("counters[{i}]")))));
            };
            counters.insert(id, name.to_owned());
        }
        let mut kernels: HashMap<u64, String> = HashMap::new();
        for s in list("kernel_symbols") {
            let name = ["formatted_kernel_name", "demangled_kernel_name", "kernel_name"]
                .iter()
                .find_map(|k| s.get(*k).and_then(Value::as_str).filter(|n| !n.is_empty()));
            if let (Some(id), Some(name)) = (number(s, "/kernel_id"), name) {
                kernels.insert(id, name.to_owned());
            }
        }
        // Start and end by dispatch id, from the kernel trace where given.
        let mut times: HashMap<u64, (u64, u64)> = HashMap::new();
        let traced = tool.pointer("/buffer_records/kernel_dispatch").and_then(Value::as_array);
        for k in traced.map(Vec::as_slice).unwrap_or(&[]) {
            if let (Some(id), Some(s), Some(e)) =
                (number(k, "/dispatch_info/dispatch_id"), number(k, "/start_timestamp"), number(k, "/end_timestamp"))
            {
                times.insert(id, (s, e));
            }
        }
        let records = tool.pointer("/callback_records/counter_collection").and_then(Value::as_array);
        for (i, r) in records.map(Vec::as_slice).unwrap_or(&[]).iter().enumerate() {
            let here = at(&format!("callback_records.counter_collection[{i}]"));
            let need = |pointer: &str| {
                number(r, pointer)
                    .ok_or_else(|| fail(format!("{here}: no {}", pointer.trim_start_matches('/').replace('/', "."))))
            };
            let id = need("/dispatch_data/dispatch_info/dispatch_id")?;
            let agent_handle = need("/dispatch_data/dispatch_info/agent_id/handle")?;
            let kernel_id = need("/dispatch_data/dispatch_info/kernel_id")?;
            let kernel = kernels
                .get(&kernel_id)
                .ok_or_else(|| fail(format!("{here}: kernel_id {kernel_id} is in no kernel_symbols entry")))?;
            let mut values: Vec<(String, f64)> = Vec::new();
            let entries =
                r.get("records").and_then(Value::as_array).ok_or_else(|| fail(format!("{here}: no records")))?;
            for (j, e) in entries.iter().enumerate() {
                let counter = number(e, "/counter_id/handle")
                    .ok_or_else(|| fail(format!("{here}.records[{j}]: no counter_id.handle")))?;
                let value = e
                    .get("value")
                    .and_then(Value::as_f64)
                    .filter(|v| v.is_finite())
                    .ok_or_else(|| fail(format!("{here}.records[{j}]: value is no number")))?;
                let name = counters.get(&counter).ok_or_else(|| {
                    fail(format!("{here}.records[{j}]: counter id {counter} is in no counters entry"))
                })?;
                match values.iter_mut().find(|(n, _)| n == name) {
                    Some((_, sum)) => *sum += value,
                    None => values.push((name.clone(), value)),
                }
            }
            let own = (number(r, "/dispatch_data/start_timestamp"), number(r, "/dispatch_data/end_timestamp"));
            let (start, end) = match own {
                (Some(s), Some(e)) => (Some(s), Some(e)),
                _ => times.get(&id).map_or((None, None), |&(s, e)| (Some(s), Some(e))),
            };
            pass.dispatches.push(Dispatch {
                dispatch_id: id,
                agent: agents.get(&agent_handle).cloned().unwrap_or_else(|| format!("Agent {agent_handle}")),
                process: pid,
                queue: number(r, "/dispatch_data/dispatch_info/queue_id/handle"),
                kernel: kernel.clone(),
                start,
                end,
                counters: values,
            });
        }
    }
    Ok(pass)
}

fn number(v: &Value, pointer: &str) -> Option<u64> {
    v.pointer(pointer).and_then(Value::as_u64)
}

/// Whether an agent entry is a GPU: its name is a `gfx` processor (a CPU
/// agent's is the CPU's model).
fn is_gpu(agent: &Value) -> bool {
    agent.get("name").and_then(Value::as_str).is_some_and(|n| n.starts_with("gfx"))
}
