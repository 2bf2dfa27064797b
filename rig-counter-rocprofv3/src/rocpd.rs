//! The rocpd SQLite database rocprofv3 writes by default (`PID_results.db`;
//! rocprofiler-sdk's "rocpd output format" page, and its schema
//! `source/share/rocprofiler-sdk-rocpd/rocpd_tables.sql`,
//! `rocpd_views.sql`, schema version 3).
//!
//! Its tables carry a per-file suffix; views of the plain names
//! (`rocpd_kernel_dispatch`, `rocpd_pmc_event`, `rocpd_info_pmc`,
//! `rocpd_info_agent`, `rocpd_info_kernel_symbol`, `rocpd_metadata`) stand
//! for them, and this reader reads those. A dispatch's counter values are
//! one `rocpd_pmc_event` row per counter instance (joined by `event_id`),
//! summed here per counter as rocprofv3's own `counters_collection` view
//! sums them, with their number, least and greatest ([`Instances`]: the
//! rows say which counter a value is of, not which instance); schema
//! 3.0.3's SPM samples (rows with a `sample_id`) are
//! left out as that view leaves them out. A dispatch with no counters
//! (a kernel trace alone) is a dispatch with none. Agents are named
//! `Agent N` by their `logical_index`, as rocprofv3's CSV names them.

use crate::dispatch::{Dispatch, Instances, Pass};
use rig_counter_io::files::FileError;
use rig_counter_io::text::{escaped, shown, shown_path};
use rusqlite::{Connection, OpenFlags, OptionalExtension};
use std::collections::HashMap;
use std::path::Path;

/// The first 16 bytes of every SQLite 3 database (sqlite.org's "Database
/// File Format", 1.3).
pub const MAGIC: &[u8; 16] = b"SQLite format 3\0";

/// The rocpd schema versions read: major version 3.
pub const SCHEMA_MAJOR: &str = "3";

/// The tables (views) this reader reads.
pub const TABLES: [&str; 6] = [
    "rocpd_metadata",
    "rocpd_info_agent",
    "rocpd_kernel_dispatch",
    "rocpd_info_kernel_symbol",
    "rocpd_pmc_event",
    "rocpd_info_pmc",
];

/// The dispatches and agents of the rocpd database at `path`, opened
/// read-only and immutable (nothing is written beside it).
///
/// Errors, each naming the file and, where one is at fault, the table: not
/// a regular file or no SQLite database; a table of [`TABLES`] missing, or
/// a view of it that is not of its table alone; a schema version other than
/// 3.x (`rocpd_metadata`'s `schema_version`); a column of text where a
/// number belongs, or a negative time or id; a counter value that is no
/// number, or whose instances' sum is not finite; a dispatch on an agent
/// `rocpd_info_agent` lacks; any error SQLite gives.
pub fn read(path: &Path) -> Result<Pass, FileError> {
    let fail = |message: String| FileError { path: shown_path(path), message };
    rig_counter_io::files::regular(path).map_err(fail)?;
    let mut head = [0u8; 16];
    let n = {
        use std::io::Read;
        std::fs::File::open(path).and_then(|mut f| f.read(&mut head)).map_err(|e| fail(e.to_string()))?
    };
    if &head[..n] != MAGIC {
        return Err(fail("is no SQLite database: is it a rocpd database of rocprofv3?".to_owned()));
    }
    // A WAL or rollback journal beside it holds what immutable reading
    // would not see (sqlite.org's "Write-Ahead Logging", "Temporary Files").
    for side in ["-wal", "-journal"] {
        let mut name = path.as_os_str().to_owned();
        name.push(side);
        if Path::new(&name).exists() {
            return Err(fail(format!(
                "has a {side} file beside it, whose changes reading it unchanged would miss: let the program that \
                 writes it finish, or open it once with sqlite3"
            )));
        }
    }
    // Immutable: SQLite neither locks it nor writes a journal or WAL file
    // beside it (sqlite.org's "URI filenames": `immutable`).
    let db = Connection::open_with_flags(
        uri(path),
        OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_URI | OpenFlags::SQLITE_OPEN_NO_MUTEX,
    )
    .map_err(|e| fail(escaped(&e.to_string())))?;
    let sql = |e: rusqlite::Error| fail(escaped(&e.to_string()));
    let present: Vec<(String, String, Option<String>)> = db
        .prepare("SELECT name, type, sql FROM sqlite_master WHERE type IN ('table', 'view')")
        .and_then(|mut s| s.query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))?.collect())
        .map_err(sql)?;
    let missing: Vec<&str> = TABLES.iter().copied().filter(|t| !present.iter().any(|p| p.0 == *t)).collect();
    if !missing.is_empty() {
        return Err(fail(format!("has no table {}: is it a rocpd database of rocprofv3?", missing.join(", "))));
    }
    // A generated column computes on reading, and could compute forever:
    // rocpd's tables have none.
    for (name, _, _) in present.iter().filter(|p| p.1 == "table") {
        let generated: bool = db
            .prepare("SELECT 1 FROM pragma_table_xinfo(?1) WHERE hidden IN (2, 3)")
            .and_then(|mut s| s.exists([name]))
            .map_err(sql)?;
        if generated {
            return Err(fail(format!("{} has a generated column, which rocpd's tables have not", shown(name))));
        }
    }
    // Each name a table, or a view of its table alone (rocpd_views.sql's
    // `SELECT * FROM rocpd_x<suffix>`): a view of anything else could run
    // forever or read what is not there.
    for (name, kind, text) in present.iter().filter(|p| TABLES.contains(&p.0.as_str())) {
        if kind == "view" && !plain_view(name, text.as_deref().unwrap_or(""), &present) {
            return Err(fail(format!(
                "{name} is a view of something other than its table: rocpd's views select * from it"
            )));
        }
    }
    let version: Option<String> = db
        .query_row("SELECT value FROM rocpd_metadata WHERE tag = 'schema_version'", [], |r| r.get(0))
        .map_err(|e| fail(format!("rocpd_metadata: {e}")))
        .ok();
    match version.as_deref() {
        Some(v) if v.split('.').next() == Some(SCHEMA_MAJOR) => {}
        Some(v) => {
            return Err(fail(format!(
                "rocpd_metadata: schema_version {}, and rig-counter reads rocpd schema {SCHEMA_MAJOR}.x",
                shown(v)
            )));
        }
        None => return Err(fail("rocpd_metadata: no schema_version".to_owned())),
    }
    let mut pass = Pass { source: shown_path(path), ..Pass::default() };
    // Agents: the name dispatches go by, by (guid, id); GPUs' processors.
    let mut agents: HashMap<(String, i64), String> = HashMap::new();
    {
        let mut q = db
            .prepare("SELECT guid, id, logical_index, type, name FROM rocpd_info_agent ORDER BY id")
            .map_err(|e| fail(format!("rocpd_info_agent: {}", escaped(&e.to_string()))))?;
        let rows = q
            .query_map([], |r| {
                Ok((
                    r.get::<_, String>(0)?,
                    r.get::<_, i64>(1)?,
                    r.get::<_, Option<i64>>(2)?,
                    r.get::<_, Option<String>>(3)?,
                    r.get::<_, Option<String>>(4)?,
                ))
            })
            .map_err(|e| fail(format!("rocpd_info_agent: {}", escaped(&e.to_string()))))?;
        for row in rows {
            let (guid, id, logical, kind, name) =
                row.map_err(|e| fail(format!("rocpd_info_agent: {}", escaped(&e.to_string()))))?;
            let label = format!("Agent {}", logical.unwrap_or(id));
            // Dispatches run on GPUs: a CPU agent is none of theirs.
            if let (Some("GPU"), Some(p)) = (kind.as_deref(), name) {
                if !pass.agents.iter().any(|(a, q)| *a == label && *q == p) {
                    pass.agents.push((label.clone(), p));
                }
                agents.insert((guid, id), label);
            }
        }
    }
    // 3.0.3 and later keep SPM samples in the same table, marked by a sample_id.
    let spm = db
        .prepare("SELECT 1 FROM pragma_table_info('rocpd_pmc_event') WHERE name = 'sample_id'")
        .and_then(|mut s| s.exists([]))
        .map_err(|e| fail(format!("rocpd_pmc_event: {}", escaped(&e.to_string()))))?;
    let query = format!(
        "SELECT K.guid, K.id, K.dispatch_id, K.agent_id, K.pid, K.queue_id, K.start, K.end,
                COALESCE(S.display_name, S.kernel_name), I.name, SUM(E.value),
                SUM(typeof(E.value) NOT IN ('integer', 'real')), COUNT(E.id), MIN(E.value), MAX(E.value)
         FROM rocpd_kernel_dispatch K
         LEFT JOIN rocpd_info_kernel_symbol S ON S.id = K.kernel_id AND S.guid = K.guid
         LEFT JOIN rocpd_pmc_event E ON E.event_id = K.event_id AND E.guid = K.guid {}
         LEFT JOIN rocpd_info_pmc I ON I.id = E.pmc_id AND I.guid = E.guid
         GROUP BY K.guid, K.id, I.name
         ORDER BY K.start, K.guid, K.id, MIN(E.id)",
        if spm { "AND E.sample_id IS NULL" } else { "" }
    );
    let table = "rocpd_kernel_dispatch";
    // A dispatch's counters are the events of its event_id: two dispatches
    // of one event would each take the other's.
    let shared = db
        .query_row(
            "SELECT A.id, B.id, A.event_id FROM rocpd_kernel_dispatch A JOIN rocpd_kernel_dispatch B
             ON A.guid = B.guid AND A.event_id = B.event_id AND A.id < B.id ORDER BY A.id, B.id LIMIT 1",
            [],
            |r| Ok((r.get::<_, i64>(0)?, r.get::<_, i64>(1)?, r.get::<_, i64>(2)?)),
        )
        .optional()
        .map_err(|e| fail(format!("{table}: {}", escaped(&e.to_string()))))?;
    if let Some((a, b, event)) = shared {
        return Err(fail(format!(
            "{table}: dispatches {a} and {b} share event {event}, whose counters can be only one dispatch's"
        )));
    }
    let mut q = db.prepare(&query).map_err(|e| fail(format!("{table}: {}", escaped(&e.to_string()))))?;
    let mut rows = q.query([]).map_err(|e| fail(format!("{table}: {}", escaped(&e.to_string()))))?;
    let mut index: HashMap<(String, i64), usize> = HashMap::new();
    // Each (guid, process, dispatch id) once.
    let mut once: std::collections::HashSet<(String, i64, u64)> = std::collections::HashSet::new();
    while let Some(r) = rows.next().map_err(|e| fail(format!("{table}: {}", escaped(&e.to_string()))))? {
        let column = |e: rusqlite::Error| fail(format!("{table}: {}", escaped(&e.to_string())));
        let whole = |i: usize, what: &str| -> Result<u64, FileError> {
            let v: i64 = r.get(i).map_err(column)?;
            u64::try_from(v).map_err(|_| fail(format!("{table}: {what} {v} is negative")))
        };
        let key: (String, i64) = (r.get(0).map_err(column)?, r.get(1).map_err(column)?);
        let at = match index.get(&key) {
            Some(&i) => i,
            None => {
                let agent_id: i64 = r.get(3).map_err(column)?;
                let agent = agents.get(&(key.0.clone(), agent_id)).cloned().ok_or_else(|| {
                    fail(format!(
                        "{table}: dispatch {} is on agent {agent_id}, which rocpd_info_agent lists as no GPU",
                        key.1
                    ))
                })?;
                let kernel: Option<String> = r.get(8).map_err(column)?;
                let kernel = kernel.ok_or_else(|| {
                    fail(format!("{table}: dispatch {}'s kernel is in no rocpd_info_kernel_symbol row", key.1))
                })?;
                let process: i64 = r.get(4).map_err(column)?;
                let dispatch_id = whole(2, "dispatch_id")?;
                if !once.insert((key.0.clone(), process, dispatch_id)) {
                    return Err(fail(format!("{table}: dispatch {dispatch_id} of process {process} is there twice")));
                }
                pass.dispatches.push(Dispatch {
                    dispatch_id,
                    agent,
                    process: Some(whole(4, "pid")?),
                    queue: Some(whole(5, "queue_id")?),
                    kernel: kernel.into(),
                    start: Some(whole(6, "start")?),
                    end: Some(whole(7, "end")?),
                    counters: Vec::new(),
                    instances: Vec::new(),
                });
                index.insert(key, pass.dispatches.len() - 1);
                pass.dispatches.len() - 1
            }
        };
        let name = r.get::<_, Option<String>>(9).map_err(column)?;
        let events: i64 = r.get(12).map_err(column)?;
        if name.is_none() && events > 0 {
            let d = pass.dispatches[at].dispatch_id;
            return Err(fail(format!(
                "rocpd_pmc_event: {events} value(s) on dispatch {d} are of a counter (pmc_id) in no rocpd_info_pmc row"
            )));
        }
        if let Some(name) = name {
            let d = pass.dispatches[at].dispatch_id;
            let odd: i64 = r.get(11).map_err(column)?;
            if odd > 0 {
                return Err(fail(format!(
                    "rocpd_pmc_event: {odd} value(s) of {} on dispatch {d} are no number (text or NULL)",
                    shown(&name)
                )));
            }
            let value: f64 = r.get::<_, Option<f64>>(10).map_err(column)?.unwrap_or(0.0);
            if !value.is_finite() {
                return Err(fail(format!(
                    "rocpd_pmc_event: the sum of {}'s instances on dispatch {d} is no finite number",
                    shown(&name)
                )));
            }
            // Each instance's row: their number, least and greatest too.
            let (min, max): (Option<f64>, Option<f64>) = (r.get(13).map_err(column)?, r.get(14).map_err(column)?);
            if let (Ok(count), Some(min), Some(max)) = (u64::try_from(events), min, max) {
                pass.dispatches[at].instances.push((name.clone(), Instances { count, min, max }));
            }
            pass.dispatches[at].counters.push((name, value));
        }
    }
    Ok(pass)
}

/// `path` as an SQLite URI filename opened immutable: `file:` and the path,
/// every byte but unreserved ones and `/` percent-encoded (sqlite.org's "URI
/// filenames").
fn uri(path: &Path) -> String {
    use std::os::unix::ffi::OsStrExt;
    let mut out = String::from("file:");
    for &b in path.as_os_str().as_bytes() {
        if b.is_ascii_alphanumeric() || b"/-._~".contains(&b) {
            out.push(b as char);
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out.push_str("?immutable=1");
    out
}

/// Whether `sql` creates view `name` as every column of one table whose name
/// starts with `name` (`CREATE VIEW IF NOT EXISTS rocpd_x AS SELECT * FROM
/// rocpd_x_0198...`), that table among `present`.
fn plain_view(name: &str, sql: &str, present: &[(String, String, Option<String>)]) -> bool {
    let words: Vec<String> =
        sql.replace(['`', '"', '[', ']', ';'], " ").split_whitespace().map(str::to_ascii_lowercase).collect();
    let words: Vec<&str> = words.iter().map(String::as_str).collect();
    let rest = match words.as_slice() {
        ["create", "view", "if", "not", "exists", rest @ ..] | ["create", "view", rest @ ..] => rest,
        _ => return false,
    };
    match rest {
        [view, "as", "select", "*", "from", table] => {
            *view == name.to_ascii_lowercase()
                && table.starts_with(&name.to_ascii_lowercase())
                && present.iter().any(|(n, k, _)| k == "table" && n.eq_ignore_ascii_case(table))
        }
        _ => false,
    }
}
