//! The example rocprofv3 run of `docs/examples/rocprofv3` (its CSV output:
//! `pass_N/node0/PID_counter_collection.csv` with `PID_agent_info.csv`) as
//! rocprofv3's two other outputs, the same dispatches and values: its JSON
//! output (`docs/examples/rocprofv3-json`, `PID_results.json`) and its rocpd
//! database (`docs/examples/rocprofv3-rocpd`, `PID_results.db`).
//!
//! The CSV holds each counter summed over its instances; the JSON and the
//! database hold a value per instance (rocprofiler-sdk's `generateJSON.cpp`
//! and `generateRocpd.cpp`), so each sum is split over the counter's
//! instances on the agent's processor, as many as rig-counter lays out for it
//! (`Counter::values`; a derived metric, which the catalog does not hold, is
//! one value), the first `sum % n` instances one more than the others. Each
//! file holds the fields `rig_counter_rocprofv3` reads and those that tie
//! them together (ids, handles), nothing made up beside them: ids number
//! kernels and counters in order of first use from 1, and an agent's handle
//! is its `Logical_Node_Id` plus 1.
//!
//! The rocpd tables are those of rocprofiler-sdk's
//! `source/share/rocprofiler-sdk-rocpd/rocpd_tables.sql` the reader reads
//! (their columns as there), suffixed by the process's guid, with a view of
//! each plain name (`rocpd_views.sql`), schema version 3.

use rig_counter_rocprofv3::Pass;
use rig_counter_rocprofv3::agent_info::{AgentIndex, AgentRow};
use std::path::{Path, PathBuf};

/// The CSV run, from the workspace's root.
pub const DEFAULT_CSV: &str = "docs/examples/rocprofv3";
/// Where its JSON twin is written.
pub const DEFAULT_JSON: &str = "docs/examples/rocprofv3-json";
/// Where its rocpd twin is written.
pub const DEFAULT_ROCPD: &str = "docs/examples/rocprofv3-rocpd";

/// One process's counter file of the CSV run.
pub struct Process {
    /// Its folder, relative to the run's (`pass_1/node0`).
    pub folder: PathBuf,
    /// Its process id, from its file name (`1001_counter_collection.csv`).
    pub pid: u64,
    /// Its dispatches, read back by `rig_counter_rocprofv3`.
    pub pass: Pass,
    /// The rows of its `agent_info.csv`.
    pub agents: Vec<AgentRow>,
}

/// Every `PID_counter_collection.csv` under `csv` (to 3 levels), in order of
/// path, read with the `PID_agent_info.csv` beside it.
///
/// Errors: a folder or file that cannot be read or is no rocprofv3 output
/// (`rig_counter_rocprofv3`'s messages); a counter file without its agent
/// file or whose name starts with no process id.
pub fn processes(csv: &Path) -> Result<Vec<Process>, String> {
    let mut files = Vec::new();
    walk(csv, 0, &mut files)?;
    files.sort();
    let mut out = Vec::new();
    for file in files {
        let name = file.file_name().and_then(|n| n.to_str()).unwrap_or_default();
        let Some(prefix) = name.strip_suffix("_counter_collection.csv") else { continue };
        let pid = prefix.parse().map_err(|_| format!("{}: its name starts with no process id", file.display()))?;
        let info = file.with_file_name(format!("{prefix}_agent_info.csv"));
        let agents =
            rig_counter_rocprofv3::agent_info::read(&info).map_err(|e| format!("{}: {}", e.path, e.message))?;
        let mut passes = rig_counter_rocprofv3::read(&file).map_err(|e| format!("{}: {}", e.path, e.message))?;
        let folder = file.parent().and_then(|p| p.strip_prefix(csv).ok()).unwrap_or(Path::new("")).to_path_buf();
        out.push(Process { folder, pid, pass: passes.remove(0), agents });
    }
    Ok(out)
}

/// The files in `dir` and its folders, to 3 levels.
fn walk(dir: &Path, depth: usize, out: &mut Vec<PathBuf>) -> Result<(), String> {
    let entries = std::fs::read_dir(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    for entry in entries {
        let path = entry.map_err(|e| format!("{}: {e}", dir.display()))?.path();
        if path.is_dir() && depth < 2 {
            walk(&path, depth + 1, out)?;
        } else if path.is_file() {
            out.push(path);
        }
    }
    Ok(())
}

/// Writes the JSON and rocpd twins of the CSV run `csv` under `json` and
/// `rocpd` (each process's file in the folder of the same name), replacing
/// what is there, and returns the files written.
///
/// Errors: [`processes`]'; a file that cannot be written; a twin's errors
/// ([`json`], [`rocpd`]).
pub fn generate(csv: &Path, json_dir: &Path, rocpd_dir: &Path) -> Result<Vec<PathBuf>, String> {
    let mut written = Vec::new();
    for p in processes(csv)? {
        let (j, r) = (json_dir.join(&p.folder), rocpd_dir.join(&p.folder));
        for dir in [&j, &r] {
            std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
        }
        let path = j.join(format!("{}_results.json", p.pid));
        std::fs::write(&path, json(&p)?).map_err(|e| format!("{}: {e}", path.display()))?;
        written.push(path);
        let path = r.join(format!("{}_results.db", p.pid));
        rocpd(&p, &path)?;
        written.push(path);
    }
    Ok(written)
}

/// The names of `p`'s counters and of its kernels, each once, in order of
/// first use.
fn names(p: &Process) -> (Vec<&str>, Vec<&str>) {
    let (mut counters, mut kernels): (Vec<&str>, Vec<&str>) = (Vec::new(), Vec::new());
    for d in &p.pass.dispatches {
        if !kernels.contains(&&*d.kernel) {
            kernels.push(&d.kernel);
        }
        for (name, _) in &d.counters {
            if !counters.contains(&name.as_str()) {
                counters.push(name);
            }
        }
    }
    (counters, kernels)
}

/// The agent row a dispatch's `Agent_Id` names (rocprofv3's default
/// `--agent-index relative`).
fn agent_of<'a>(p: &'a Process, agent: &str) -> Result<&'a AgentRow, String> {
    AgentIndex::Relative
        .row(&p.agents, agent)
        .filter(|r| r.kind == "GPU")
        .ok_or_else(|| format!("{}: {agent} is no GPU by its Logical_Node_Id", p.pass.source))
}

/// The value of each of `name`'s instances on `processor` whose sum is
/// `sum`.
///
/// Errors: a counter of several instances whose sum is no whole number.
pub fn instances(processor: &str, name: &str, sum: f64) -> Result<Vec<f64>, String> {
    let n = rig_counter_core::gpu::products::find(processor)
        .and_then(|p| rig_counter_core::layout(&p.gpu, &[name]).ok())
        .and_then(|l| l.counters().first().map(|c| u64::from(c.values())))
        .unwrap_or(1);
    if n == 1 {
        return Ok(vec![sum]);
    }
    if sum.fract() != 0.0 || !(0.0..9.0e15).contains(&sum) {
        return Err(format!("{name}'s sum {sum} is no whole number to split over its {n} instances"));
    }
    let whole = sum as u64;
    Ok((0..n).map(|i| (whole / n + u64::from(i < whole % n)) as f64).collect())
}

/// A dispatch's start, end and queue, which the twins need.
fn times(p: &Process, d: &rig_counter_rocprofv3::Dispatch) -> Result<(u64, u64, u64), String> {
    match (d.start, d.end, d.queue) {
        (Some(s), Some(e), Some(q)) => Ok((s, e, q)),
        _ => Err(format!("{}: dispatch {} has no start, end or queue", p.pass.source, d.dispatch_id)),
    }
}

/// `p` as rocprofv3's JSON output: one `rocprofiler-sdk-tool` entry of its
/// agents, counters, kernel symbols and one
/// `callback_records.counter_collection` record per dispatch, a value per
/// counter instance; one line.
///
/// Errors: a dispatch without its times or queue, on no GPU of its agent
/// file, or a counter whose sum does not split ([`instances`]).
pub fn json(p: &Process) -> Result<String, String> {
    use serde_json::json;
    let (counters, kernels) = names(p);
    let handle = |r: &AgentRow| r.logical + 1;
    let mut records = Vec::new();
    for d in &p.pass.dispatches {
        let (start, end, queue) = times(p, d)?;
        let agent = agent_of(p, &d.agent)?;
        let mut values = Vec::new();
        for (name, sum) in &d.counters {
            let id = counters.iter().position(|c| c == name).unwrap_or(0) + 1;
            for v in instances(&agent.name, name, *sum)? {
                values.push(json!({"counter_id": {"handle": id}, "value": v}));
            }
        }
        let kernel = kernels.iter().position(|k| *k == &*d.kernel).unwrap_or(0) + 1;
        records.push(json!({
            "dispatch_data": {
                "start_timestamp": start,
                "end_timestamp": end,
                "dispatch_info": {
                    "agent_id": {"handle": handle(agent)},
                    "queue_id": {"handle": queue},
                    "kernel_id": kernel,
                    "dispatch_id": d.dispatch_id
                }
            },
            "records": values
        }));
    }
    let mut of_type: Vec<(&str, u64)> = Vec::new();
    let agents: Vec<serde_json::Value> = p
        .agents
        .iter()
        .map(|r| {
            let n = of_type.iter().filter(|(k, _)| *k == r.kind).count();
            of_type.push((&r.kind, r.node));
            json!({"id": {"handle": handle(r)}, "type": if r.kind == "GPU" { 2 } else { 1 }, "name": r.name,
                "node_id": r.node, "logical_node_id": r.logical, "logical_node_type_id": n})
        })
        .collect();
    let gpu = p.agents.iter().find(|r| r.kind == "GPU").map_or(0, handle);
    let counters: Vec<serde_json::Value> = counters
        .iter()
        .enumerate()
        .map(|(i, n)| json!({"agent_id": {"handle": gpu}, "id": {"handle": i + 1}, "name": n}))
        .collect();
    let symbols: Vec<serde_json::Value> =
        kernels.iter().enumerate().map(|(i, k)| json!({"kernel_id": i + 1, "formatted_kernel_name": k})).collect();
    let doc = json!({"rocprofiler-sdk-tool": [{
        "metadata": {"pid": p.pid},
        "agents": agents,
        "counters": counters,
        "kernel_symbols": symbols,
        "callback_records": {"counter_collection": records}
    }]});
    Ok(format!("{doc}\n"))
}

/// The tables the reader reads, with their columns as rocpd schema 3
/// declares them.
const TABLES: [(&str, &str); 6] = [
    ("rocpd_metadata", "id INTEGER PRIMARY KEY, tag TEXT NOT NULL, value TEXT NOT NULL"),
    (
        "rocpd_info_agent",
        "id INTEGER PRIMARY KEY, guid TEXT NOT NULL, nid INTEGER, pid INTEGER, type TEXT, absolute_index INTEGER, \
         logical_index INTEGER, type_index INTEGER, uuid INTEGER, name TEXT, model_name TEXT, vendor_name TEXT, \
         product_name TEXT, user_name TEXT, extdata JSONB",
    ),
    (
        "rocpd_info_kernel_symbol",
        "id INTEGER PRIMARY KEY, guid TEXT NOT NULL, nid INTEGER, pid INTEGER, code_object_id INTEGER, \
         kernel_name TEXT, display_name TEXT, extdata JSONB",
    ),
    (
        "rocpd_info_pmc",
        "id INTEGER PRIMARY KEY, guid TEXT NOT NULL, nid INTEGER, pid INTEGER, agent_id INTEGER, target_arch TEXT, \
         event_code INT, instance_id INTEGER, name TEXT NOT NULL, symbol TEXT NOT NULL, description TEXT, \
         component TEXT, value_type TEXT, block TEXT, expression TEXT, is_constant INTEGER, is_derived INTEGER, \
         extdata JSONB",
    ),
    (
        "rocpd_pmc_event",
        "id INTEGER PRIMARY KEY, guid TEXT NOT NULL, event_id INTEGER, pmc_id INTEGER NOT NULL, \
         value REAL DEFAULT 0.0, extdata JSONB",
    ),
    (
        "rocpd_kernel_dispatch",
        "id INTEGER PRIMARY KEY, guid TEXT NOT NULL, nid INTEGER, pid INTEGER, tid INTEGER, \
         agent_id INTEGER NOT NULL, kernel_id INTEGER NOT NULL, dispatch_id INTEGER NOT NULL, \
         queue_id INTEGER NOT NULL, stream_id INTEGER NOT NULL, start BIGINT NOT NULL, end BIGINT NOT NULL, \
         private_segment_size INTEGER, group_segment_size INTEGER, workgroup_size_x INTEGER, \
         workgroup_size_y INTEGER, workgroup_size_z INTEGER, grid_size_x INTEGER, grid_size_y INTEGER, \
         grid_size_z INTEGER, region_name_id INTEGER, event_id INTEGER, extdata JSONB",
    ),
];

/// The guid of process `pid`'s database: a UUID whose last field is the pid.
pub fn guid(pid: u64) -> String {
    format!("00000000-0000-7000-8000-{:012x}", pid & 0xffff_ffff_ffff)
}

/// Writes `p` as rocprofv3's rocpd database at `path` (replacing a file
/// there): the tables of `TABLES` suffixed by its [`guid`], a view of each
/// plain name, a dispatch's counter values one `rocpd_pmc_event` row per
/// instance joined to it by `event_id`; 1 KiB pages.
///
/// Errors: [`json`]'s; SQLite's.
pub fn rocpd(p: &Process, path: &Path) -> Result<(), String> {
    let fail = |e: rusqlite::Error| format!("{}: {e}", path.display());
    match std::fs::remove_file(path) {
        Err(e) if e.kind() != std::io::ErrorKind::NotFound => return Err(format!("{}: {e}", path.display())),
        _ => {}
    }
    let guid = guid(p.pid);
    let suffix = format!("_{}", guid.replace('-', "_"));
    let mut db = rusqlite::Connection::open(path).map_err(fail)?;
    let mut sql = String::from("PRAGMA page_size = 1024;\n");
    for (name, columns) in TABLES {
        sql +=
            &format!("CREATE TABLE {name}{suffix} ({columns});\nCREATE VIEW {name} AS SELECT * FROM {name}{suffix};\n");
    }
    db.execute_batch(&sql).map_err(fail)?;
    let t = db.transaction().map_err(fail)?;
    let insert = |table: &str, values: &[&dyn rusqlite::ToSql]| -> Result<(), String> {
        let marks = vec!["?"; values.len()].join(", ");
        t.execute(&format!("INSERT INTO {table}{suffix} VALUES ({marks})"), values).map(|_| ()).map_err(fail)
    };
    let null = rusqlite::types::Null;
    let pid = p.pid as i64;
    insert("rocpd_metadata", &[&1, &"schema_version", &"3"])?;
    let mut of_type: Vec<&str> = Vec::new();
    for r in &p.agents {
        let n = of_type.iter().filter(|k| **k == r.kind).count() as i64;
        of_type.push(&r.kind);
        let model = if r.kind == "GPU" { r.name.as_str() } else { "" };
        insert(
            "rocpd_info_agent",
            &[
                &(r.logical as i64),
                &guid,
                &1,
                &pid,
                &r.kind,
                &(r.node as i64),
                &(r.logical as i64),
                &n,
                &null,
                &r.name,
                &model,
                &null,
                &null,
                &null,
                &"{}",
            ],
        )?;
    }
    let (counters, kernels) = names(p);
    for (i, k) in kernels.iter().enumerate() {
        insert("rocpd_info_kernel_symbol", &[&(i as i64 + 1), &guid, &1, &pid, &null, &null, k, &"{}"])?;
    }
    let gpu = p.agents.iter().find(|r| r.kind == "GPU");
    for (i, c) in counters.iter().enumerate() {
        let arch = gpu.map(|r| r.name.as_str());
        let (agent, none) = (gpu.map(|r| r.logical as i64), None::<i64>);
        insert(
            "rocpd_info_pmc",
            &[
                &(i as i64 + 1),
                &guid,
                &1,
                &pid,
                &agent,
                &arch,
                &none,
                &none,
                c,
                c,
                &null,
                &null,
                &null,
                &null,
                &null,
                &null,
                &null,
                &"{}",
            ],
        )?;
    }
    let mut row = 0i64;
    for (n, d) in p.pass.dispatches.iter().enumerate() {
        let (start, end, queue) = times(p, d)?;
        let agent = agent_of(p, &d.agent)?;
        let kernel = kernels.iter().position(|k| *k == &*d.kernel).unwrap_or(0) as i64 + 1;
        let (id, event) = (n as i64 + 1, n as i64 + 1);
        insert(
            "rocpd_kernel_dispatch",
            &[
                &id,
                &guid,
                &1,
                &pid,
                &pid,
                &(agent.logical as i64),
                &kernel,
                &(d.dispatch_id as i64),
                &(queue as i64),
                &0,
                &(start as i64),
                &(end as i64),
                &null,
                &null,
                &null,
                &null,
                &null,
                &null,
                &null,
                &null,
                &null,
                &event,
                &"{}",
            ],
        )?;
        for (name, sum) in &d.counters {
            let pmc = counters.iter().position(|c| c == name).unwrap_or(0) as i64 + 1;
            for v in instances(&agent.name, name, *sum)? {
                row += 1;
                insert("rocpd_pmc_event", &[&row, &guid, &event, &pmc, &v, &"{}"])?;
            }
        }
    }
    t.commit().map_err(fail)
}

/// What the database at `path` holds, as text: each table's and view's SQL,
/// then each table's rows in order of rowid, a value a line (`NULL`, an
/// integer, a real, quoted text, a BLOB in hex). Two databases of equal
/// dumps hold the same, whatever SQLite version wrote their bytes.
///
/// Errors: SQLite's.
pub fn dump(path: &Path) -> Result<String, String> {
    use rusqlite::types::ValueRef;
    let fail = |e: rusqlite::Error| format!("{}: {e}", path.display());
    let db = rusqlite::Connection::open_with_flags(path, rusqlite::OpenFlags::SQLITE_OPEN_READ_ONLY).map_err(fail)?;
    let mut out = String::new();
    let objects: Vec<(String, String, String)> = db
        .prepare("SELECT type, name, sql FROM sqlite_master ORDER BY type, name")
        .and_then(|mut s| s.query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))?.collect())
        .map_err(fail)?;
    for (kind, name, sql) in &objects {
        out += &format!("{kind} {name}: {sql}\n");
    }
    for (_, name, _) in objects.iter().filter(|o| o.0 == "table") {
        let mut q = db.prepare(&format!("SELECT * FROM \"{name}\" ORDER BY rowid")).map_err(fail)?;
        let width = q.column_count();
        let mut rows = q.query([]).map_err(fail)?;
        while let Some(r) = rows.next().map_err(fail)? {
            let mut line = format!("{name}:");
            for i in 0..width {
                line += &match r.get_ref(i).map_err(fail)? {
                    ValueRef::Null => " NULL".to_owned(),
                    ValueRef::Integer(v) => format!(" {v}"),
                    ValueRef::Real(v) => format!(" {v:?}"),
                    ValueRef::Text(t) => format!(" {:?}", String::from_utf8_lossy(t)),
                    ValueRef::Blob(b) => format!(" x'{}'", b.iter().map(|x| format!("{x:02x}")).collect::<String>()),
                };
            }
            out += &line;
            out.push('\n');
        }
    }
    Ok(out)
}
