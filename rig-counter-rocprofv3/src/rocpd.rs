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
//! (a kernel trace alone) is a dispatch with none; a counter's instances
//! are summed as reals (SQLite's `total`), which no sum overflows. Agents are named
//! `Agent N` by their `logical_index`, as rocprofv3's CSV names them by
//! default (`--agent-index relative`; a dispatch's agent is its `agent_id`,
//! whatever the index: [`agent_info`](crate::agent_info)).

use crate::dispatch::{Dispatch, Instances, Pass};
use crate::inexact::Inexact;
use crate::kernel_name::Cuts;
pub use crate::kernel_name::{KERNEL_NAME_MAX, cut_mark};
use crate::sql_value;
use rig_counter_io::files::FileError;
use rig_counter_io::text::{escaped, shown, shown_path};
use rusqlite::limits::Limit;
use rusqlite::{Connection, OpenFlags, OptionalExtension};
use std::collections::HashMap;
use std::path::Path;
use std::sync::Arc;

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

/// The columns this reader reads of each of [`TABLES`], by name.
pub const COLUMNS: [(&str, &[&str]); 6] = [
    ("rocpd_metadata", &["tag", "value"]),
    ("rocpd_info_agent", &["id", "guid", "logical_index", "type", "name"]),
    (
        "rocpd_kernel_dispatch",
        &["id", "guid", "dispatch_id", "agent_id", "pid", "queue_id", "start", "end", "kernel_id", "event_id"],
    ),
    ("rocpd_info_kernel_symbol", &["id", "guid", "display_name", "kernel_name"]),
    ("rocpd_pmc_event", &["id", "guid", "event_id", "pmc_id", "value"]),
    ("rocpd_info_pmc", &["id", "guid", "name"]),
];

/// The dispatches and agents of the rocpd database at `path`, opened
/// read-only and immutable (nothing is written beside it). Counter values
/// of no dispatch (a `rocpd_pmc_event` row whose `event_id` no
/// `rocpd_kernel_dispatch` row has, or NULL: the schema lets a value be of
/// any `rocpd_event`) are left out, and said in [`Pass::notes`] naming the
/// first such row. A kernel's name is read once, shared by its dispatches
/// ([`Dispatch::kernel`]), and one longer than [`KERNEL_NAME_MAX`] is cut to
/// it and marked as cut, its length and SHA-256 after it ([`cut_mark`]: two
/// long names alike in their first bytes stay two kernels), said in
/// [`Pass::notes`] with its length. A counter's value or sum of 2^53 or
/// more, a REAL (an `f64`) that may not be the count the GPU had, is said
/// there too, per counter.
///
/// Errors, each naming the file and, where one is at fault, the table, the
/// row (its `id`; a dispatch's `dispatch_id` too: `rocpd_kernel_dispatch id
/// 3 (dispatch_id 1): start -5 is negative`) and the column by its name
/// (never the reader's query or a column's index): not a regular file or no
/// SQLite database; a table of [`TABLES`] missing, a view of it that is not
/// of its table alone, or a column of [`COLUMNS`] missing; a schema version
/// other than 3.x (`rocpd_metadata`'s `schema_version`); a value of another
/// type than rocpd writes (text, a BLOB or NULL where an integer belongs,
/// text that is not UTF-8, saying what it is), or a negative time or id; a
/// GPU agent's `extdata` that is no JSON object, or whose `num_xcc` or
/// `cu_count` ([`crate::geometry`]) is no unsigned integer; a
/// dispatch on an agent `rocpd_info_agent` lists as no GPU, of a kernel no
/// `rocpd_info_kernel_symbol` row holds or one whose `display_name` and
/// `kernel_name` are both NULL or whose name is longer than [`VALUE_MAX`],
/// or of the same `dispatch_id` and `pid` as
/// another; two dispatches of one `event_id`; two `rocpd_info_pmc` rows of
/// one name and agent (their values would be pooled); a counter value that is no
/// number or of a `pmc_id` no `rocpd_info_pmc` row holds, or whose instances'
/// sum is not finite; any other error SQLite gives.
pub fn read(path: &Path) -> Result<Pass, FileError> {
    let mut dispatches = Vec::new();
    let pass = read_each(path, |_, d| dispatches.push(d))?;
    Ok(Pass { dispatches, ..pass })
}

/// [`read`], handing `sink` each dispatch as it is read, in the database's
/// order of start, with the pass read so far (its agents, all read before
/// the first dispatch), instead of holding them: the [`Pass`] returned has
/// the agents and notes and no dispatch. Memory holds one dispatch, each
/// kernel's name once and each dispatch's `(pid, dispatch_id)` (to refuse
/// one twice), whatever the number of dispatches.
///
/// Errors: those of [`read`]; `sink` may have had dispatches read before
/// the row at fault.
pub fn read_each(path: &Path, mut sink: impl FnMut(&Pass, Dispatch)) -> Result<Pass, FileError> {
    let fail = |message: String| FileError { path: shown_path(path), message };
    rig_counter_io::files::regular(path).map_err(fail)?;
    let mut head = [0u8; 16];
    let n = {
        use std::io::Read;
        rig_counter_io::reads::open(path).and_then(|mut f| f.read(&mut head)).map_err(|e| fail(e.to_string()))?
    };
    if &head[..n] != MAGIC {
        return Err(fail("is no SQLite database: is it a rocpd database of rocprofv3?".to_owned()));
    }
    // A WAL or rollback journal beside it holds what immutable reading
    // would not see (sqlite.org's "Write-Ahead Logging", "Temporary Files");
    // an empty one holds nothing (a WAL's changes are frames after its
    // 32-byte header, "Database File Format"; an empty journal is no hot
    // journal, "File Locking And Concurrency In SQLite Version 3").
    for side in ["-wal", "-journal"] {
        let mut name = path.as_os_str().to_owned();
        name.push(side);
        if std::fs::metadata(&name).is_ok_and(|m| m.len() > 0) {
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
    // No value SQLite reads for this reader may take more than VALUE_MAX,
    // whatever the file holds (sqlite.org's "Limits In SQLite", 1.).
    db.set_limit(Limit::SQLITE_LIMIT_LENGTH, VALUE_MAX as i32).map_err(|e| fail(escaped(&e.to_string())))?;
    rig_counter_io::reads::note_path(path);
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
    // Every column read, by name: a table without one is refused naming
    // them, not with the text of a query that names it.
    for (table, columns) in COLUMNS {
        let has: Vec<String> = db
            .prepare("SELECT name FROM pragma_table_info(?1)")
            .and_then(|mut s| s.query_map([table], |r| r.get(0))?.collect())
            .map_err(|e| fail(format!("{table}: {}", escaped(&e.to_string()))))?;
        let missing: Vec<&str> = columns.iter().copied().filter(|c| !has.iter().any(|h| h == c)).collect();
        if !missing.is_empty() {
            return Err(fail(format!(
                "{table} has no column {}: is it a rocpd database of rocprofv3?",
                missing.join(", ")
            )));
        }
    }
    let version = db
        .query_row("SELECT value FROM rocpd_metadata WHERE tag = 'schema_version'", [], |r| {
            Ok(sql_value::text(r.get_ref(0)?, "schema_version's value"))
        })
        .optional()
        .map_err(|e| fail(format!("rocpd_metadata: {}", escaped(&e.to_string()))))?
        .transpose()
        .map_err(|e| fail(format!("rocpd_metadata: {e}")))?;
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
        let table = "rocpd_info_agent";
        let sql = |e: rusqlite::Error| fail(format!("{table}: {}", escaped(&e.to_string())));
        // Its extdata (rocprofv3 writes the agent there as JSON, its
        // num_xcc and cu_count among its fields: crate::geometry), where
        // the table has the column.
        let extdata = db
            .prepare("SELECT 1 FROM pragma_table_info('rocpd_info_agent') WHERE name = 'extdata'")
            .and_then(|mut s| s.exists([]))
            .map_err(sql)?;
        let query = match extdata {
            true => "SELECT id, guid, logical_index, type, name, extdata FROM rocpd_info_agent ORDER BY id",
            false => "SELECT id, guid, logical_index, type, name, NULL FROM rocpd_info_agent ORDER BY id",
        };
        let mut q = db.prepare(query).map_err(sql)?;
        let mut rows = q.query([]).map_err(sql)?;
        while let Some(r) = rows.next().map_err(sql)? {
            let value = |i: usize| r.get_ref(i).map_err(sql);
            let id = sql_value::integer(value(0)?, "id").map_err(|e| fail(format!("{table}: a row's {e}")))?;
            let at = |e: String| fail(format!("{table} id {id}: {e}"));
            let guid = sql_value::text(value(1)?, "guid").map_err(at)?;
            let logical = sql_value::optional_integer(value(2)?, "logical_index").map_err(at)?;
            let kind = sql_value::optional_text(value(3)?, "type").map_err(at)?;
            let name = sql_value::optional_text(value(4)?, "name").map_err(at)?;
            let label = format!("Agent {}", logical.unwrap_or(id));
            // Dispatches run on GPUs: a CPU agent is none of theirs.
            if let (Some("GPU"), Some(p)) = (kind.as_deref(), name) {
                if !pass.agents.iter().any(|(a, q)| *a == label && *q == p) {
                    pass.agents.push((label.clone(), p));
                }
                let extdata = sql_value::optional_text(value(5)?, "extdata").map_err(at)?;
                if let Some(g) = extdata.as_deref().map(geometry).transpose().map_err(at)?.flatten()
                    && !pass.geometry.contains(&(label.clone(), g))
                {
                    pass.geometry.push((label.clone(), g));
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
    let table = "rocpd_kernel_dispatch";
    let sql = |e: rusqlite::Error| fail(format!("{table}: {}", escaped(&e.to_string())));
    // A dispatch named as messages name it: its row's id, and its
    // dispatch_id once read.
    let named = |id: i64, dispatch: Option<u64>| match dispatch {
        Some(d) => format!("{table} id {id} (dispatch_id {d})"),
        None => format!("{table} id {id}"),
    };
    // A dispatch's counters are the events of its event_id: two dispatches
    // of one event would each take the other's.
    let shared = db
        .query_row(
            "SELECT A.id, A.dispatch_id, B.id, B.dispatch_id, A.event_id FROM rocpd_kernel_dispatch A
             JOIN rocpd_kernel_dispatch B ON A.guid = B.guid AND A.event_id = B.event_id AND A.id < B.id
             ORDER BY A.id, B.id LIMIT 1",
            [],
            |r| (0..5).map(|i| r.get_ref(i).map(sql_value::shown_value)).collect::<Result<Vec<String>, _>>(),
        )
        .optional()
        .map_err(sql)?;
    if let Some(s) = shared {
        return Err(fail(format!(
            "{table} id {} (dispatch_id {}) and id {} (dispatch_id {}) share event_id {}, whose counters can be only \
             one dispatch's",
            s[0], s[1], s[2], s[3], s[4]
        )));
    }
    // A counter's rows are pooled by name: two rocpd_info_pmc rows of one
    // name (of one agent, where the table says which) would pool two
    // counters' values.
    let agent_column = db
        .prepare("SELECT 1 FROM pragma_table_info('rocpd_info_pmc') WHERE name = 'agent_id'")
        .and_then(|mut s| s.exists([]))
        .map_err(|e| fail(format!("rocpd_info_pmc: {}", escaped(&e.to_string()))))?;
    let twice = db
        .query_row(
            &format!(
                "SELECT A.id, B.id, A.name FROM rocpd_info_pmc A JOIN rocpd_info_pmc B
                 ON A.guid = B.guid AND A.name = B.name AND A.id < B.id {}
                 ORDER BY A.id, B.id LIMIT 1",
                if agent_column { "AND A.agent_id IS B.agent_id" } else { "" }
            ),
            [],
            |r| (0..3).map(|i| r.get_ref(i).map(sql_value::shown_value)).collect::<Result<Vec<String>, _>>(),
        )
        .optional()
        .map_err(|e| fail(format!("rocpd_info_pmc: {}", escaped(&e.to_string()))))?;
    if let Some(t) = twice {
        let of = if agent_column { " of one agent" } else { "" };
        return Err(fail(format!(
            "rocpd_info_pmc id {} and id {} are both {}{of}, whose values would be pooled: rocpd writes a counter \
             once per agent",
            t[0], t[1], t[2]
        )));
    }
    // Counter values of no dispatch: rocpd's schema lets a value be of any
    // event (rocpd_pmc_event's event_id refers to rocpd_event, and may be
    // NULL), so they are left out and said.
    let orphans = db
        .query_row(
            &format!(
                "SELECT COUNT(*), MIN(E.id) FROM rocpd_pmc_event E
                 WHERE (E.event_id IS NULL OR (E.guid, E.event_id) NOT IN
                        (SELECT guid, event_id FROM rocpd_kernel_dispatch WHERE event_id IS NOT NULL)) {}",
                if spm { "AND E.sample_id IS NULL" } else { "" }
            ),
            [],
            |r| Ok((r.get::<_, i64>(0)?, r.get::<_, Option<i64>>(1)?)),
        )
        .map_err(|e| fail(format!("rocpd_pmc_event: {}", escaped(&e.to_string()))))?;
    if let (n, Some(first)) = orphans {
        let (event, name) = db
            .query_row(
                "SELECT E.event_id, I.name FROM rocpd_pmc_event E
                 LEFT JOIN rocpd_info_pmc I ON I.id = E.pmc_id AND I.guid = E.guid WHERE E.id = ?1",
                [first],
                |r| Ok((sql_value::shown_value(r.get_ref(0)?), sql_value::shown_value(r.get_ref(1)?))),
            )
            .map_err(|e| fail(format!("rocpd_pmc_event: {}", escaped(&e.to_string()))))?;
        let more = match n {
            1 => String::new(),
            2 => " (1 more row of no dispatch)".to_owned(),
            n => format!(" ({} more rows of no dispatch)", n - 1),
        };
        pass.notes.push(format!(
            "{}: rocpd_pmc_event id {first}, a value of {name}, is of event_id {event}, which no \
             rocpd_kernel_dispatch row has: left out{more}",
            shown_path(path)
        ));
    }
    let query = format!(
        "SELECT K.id, K.guid, K.dispatch_id, K.agent_id, K.pid, K.queue_id, K.start, K.end, K.kernel_id,
                S.id, I.name, MIN(I.id), TOTAL(E.value),
                SUM(typeof(E.value) NOT IN ('integer', 'real')), COUNT(E.id),
                MIN(CASE WHEN typeof(E.value) NOT IN ('integer', 'real') THEN E.id END), MIN(E.id),
                MIN(E.value), MAX(E.value), SUM(E.value <> ROUND(E.value))
         FROM rocpd_kernel_dispatch K
         LEFT JOIN rocpd_info_kernel_symbol S ON S.id = K.kernel_id AND S.guid = K.guid
         LEFT JOIN rocpd_pmc_event E ON E.event_id = K.event_id AND E.guid = K.guid {}
         LEFT JOIN rocpd_info_pmc I ON I.id = E.pmc_id AND I.guid = E.guid
         GROUP BY K.guid, K.id, I.name
         ORDER BY K.start, K.guid, K.id, MIN(E.id)",
        if spm { "AND E.sample_id IS NULL" } else { "" }
    );
    // The value of `column` in the rocpd_pmc_event row whose id is `id`, as
    // `show` shows it.
    let event = |column: &str, id: i64, show: fn(rusqlite::types::ValueRef<'_>) -> String| {
        db.query_row(&format!("SELECT {column} FROM rocpd_pmc_event WHERE id = ?1"), [id], |r| r.get_ref(0).map(show))
            .map_err(|e| fail(format!("rocpd_pmc_event: {}", escaped(&e.to_string()))))
    };
    let mut q = db.prepare(&query).map_err(sql)?;
    let mut rows = q.query([]).map_err(sql)?;
    // Each guid once (a file's tables share one), as an index.
    let mut guids: HashMap<String, u32> = HashMap::new();
    // Each kernel's name once, shared by its dispatches: by (guid, symbol id).
    let symbols = Symbols::read(&db).map_err(fail)?;
    // Each (guid, process, dispatch id) once, and the row that held it.
    let mut once: HashMap<(u32, u64, u64), i64> = HashMap::new();
    // The dispatch whose rows are being read, by (guid, id): a dispatch's
    // rows come together (ordered by its start, guid and id).
    let mut current: Option<((u32, i64), Dispatch)> = None;
    // Each counter with values of 2^53 or more, which an f64 may not hold.
    let mut inexact = Inexact::default();
    while let Some(r) = rows.next().map_err(sql)? {
        let value = |i: usize| r.get_ref(i).map_err(sql);
        let id = sql_value::integer(value(0)?, "id").map_err(|e| fail(format!("{table}: a row's {e}")))?;
        let guid = sql_value::text_ref(value(1)?, "guid").map_err(|e| fail(format!("{}: {e}", named(id, None))))?;
        let guid = match guids.get(guid) {
            Some(&g) => g,
            None => {
                let g = u32::try_from(guids.len()).unwrap_or(u32::MAX);
                guids.insert(guid.to_owned(), g);
                g
            }
        };
        let key = (guid, id);
        if current.as_ref().is_none_or(|(k, _)| *k != key) {
            if let Some((_, done)) = current.take() {
                sink(&pass, fitted(done));
            }
            let whole = |i: usize, column: &str, dispatch: Option<u64>| -> Result<u64, FileError> {
                let at = |e: String| fail(format!("{}: {e}", named(id, dispatch)));
                let v = sql_value::integer(value(i)?, column).map_err(at)?;
                u64::try_from(v).map_err(|_| at(format!("{column} {v} is negative")))
            };
            let dispatch_id = whole(2, "dispatch_id", None)?;
            let d = Some(dispatch_id);
            let here = named(id, d);
            let at = |e: String| fail(format!("{here}: {e}"));
            let guid_text = sql_value::text_ref(value(1)?, "guid").map_err(at)?;
            let agent_id = sql_value::integer(value(3)?, "agent_id").map_err(at)?;
            let agent = agents
                .get(&(guid_text.to_owned(), agent_id))
                .cloned()
                .ok_or_else(|| at(format!("agent_id {agent_id} is no GPU rocpd_info_agent lists")))?;
            let process = whole(4, "pid", d)?;
            let queue = whole(5, "queue_id", d)?;
            let (start, end) = (whole(6, "start", d)?, whole(7, "end", d)?);
            let kernel = match sql_value::optional_integer(value(9)?, "id").ok().flatten() {
                None => {
                    return Err(at(format!(
                        "kernel_id {} is in no rocpd_info_kernel_symbol row",
                        sql_value::shown_value(value(8)?)
                    )));
                }
                Some(symbol) => symbols.of(guid_text, symbol, &here).map_err(fail)?,
            };
            if let Some(first) = once.insert((guid, process, dispatch_id), id) {
                return Err(at(format!(
                    "dispatch_id {dispatch_id} of pid {process} again ({} is it)",
                    named(first, None)
                )));
            }
            current = Some((
                key,
                Dispatch {
                    dispatch_id,
                    agent,
                    process: Some(process),
                    queue: Some(queue),
                    kernel,
                    start: Some(start),
                    end: Some(end),
                    counters: Vec::new(),
                    instances: Vec::new(),
                },
            ));
        }
        let Some((_, dispatch)) = current.as_mut() else { continue };
        let here = named(id, Some(dispatch.dispatch_id));
        let pmc = sql_value::optional_integer(value(11)?, "id").ok().flatten();
        let name = sql_value::optional_text(value(10)?, "name")
            .map_err(|e| fail(format!("rocpd_info_pmc id {}: {e}", pmc.unwrap_or_default())))?;
        let events = sql_value::integer(value(14)?, "COUNT").unwrap_or(0);
        let first = sql_value::optional_integer(value(16)?, "id").ok().flatten().unwrap_or_default();
        let Some(name) = name else {
            if events == 0 {
                continue;
            }
            return Err(fail(match pmc {
                Some(pmc) => format!("rocpd_info_pmc id {pmc}: name is NULL, where rocpd writes text"),
                None => format!(
                    "rocpd_pmc_event id {first}, a value on {here}: pmc_id {} is in no rocpd_info_pmc row",
                    event("pmc_id", first, sql_value::shown_value)?
                ),
            }));
        };
        if let Some(odd) = sql_value::optional_integer(value(15)?, "id").ok().flatten() {
            return Err(fail(format!(
                "rocpd_pmc_event id {odd}, a value of {} on {here}: value is {}, where rocpd writes a number",
                shown(&name),
                event("value", odd, sql_value::what)?
            )));
        }
        let sum = match value(12)? {
            rusqlite::types::ValueRef::Real(v) => v,
            other => sql_value::integer(other, "value").map_or(f64::NAN, |v| v as f64),
        };
        if !sum.is_finite() {
            return Err(fail(format!(
                "rocpd_pmc_event: the sum of {}'s instances on {here} is no finite number",
                shown(&name)
            )));
        }
        // Each instance's row: their number, least and greatest too (every
        // value a number, as checked above).
        let number = |v: rusqlite::types::ValueRef<'_>| match v {
            rusqlite::types::ValueRef::Real(x) => Some(x),
            rusqlite::types::ValueRef::Integer(x) => Some(x as f64),
            _ => None,
        };
        let whole = sql_value::optional_integer(value(19)?, "SUM").ok().flatten().unwrap_or(0) == 0;
        // rocpd's value is a REAL (an f64), and the sum SQLite's total, one
        // too: from 2^53 up it may not be the count the GPU had.
        if let Some(max) = number(value(18)?) {
            inexact.read(&name, dispatch.dispatch_id, max);
        }
        inexact.read(&name, dispatch.dispatch_id, sum);
        if let (Ok(count), Some(min), Some(max)) = (u64::try_from(events), number(value(17)?), number(value(18)?)) {
            let outside = crate::Outside::of(min).or_else(|| crate::Outside::of(max)).map(Box::new);
            dispatch.instances.push((name.clone(), Instances { count, min, max, whole, outside }));
        }
        dispatch.counters.push((name, sum));
    }
    if let Some((_, done)) = current.take() {
        sink(&pass, fitted(done));
    }
    pass.notes.extend(symbols.note(&shown_path(path)));
    pass.notes.extend(inexact.notes(&shown_path(path)));
    Ok(pass)
}

/// The most bytes SQLite may make of any one value for this reader (its
/// `SQLITE_LIMIT_LENGTH`; sqlite.org's "Limits In SQLite", 1.: by default a
/// billion): a kernel's name longer than this is refused, never loaded. It
/// is [`NAME_MAX`](crate::kernel_name::NAME_MAX), the longest kernel's name
/// any reader reads, and small enough that reading one value of a database
/// made to exhaust memory takes at most that.
pub const VALUE_MAX: usize = crate::kernel_name::NAME_MAX;

/// Every kernel's name of `rocpd_info_kernel_symbol`, read once, each
/// shared by its dispatches; a row whose name cannot be read keeps why, said
/// when a dispatch is of it.
struct Symbols {
    /// By guid, then id: the name, or what is wrong with it.
    names: HashMap<String, HashMap<i64, Result<Arc<str>, String>>>,
    /// The names cut.
    cut: Cuts,
}

impl Symbols {
    /// Reads the table's rows in one scan, loading of each row only the name
    /// taken (`display_name`, else `kernel_name`), and that only when no
    /// longer than [`VALUE_MAX`].
    ///
    /// Errors: a row's `id` or `guid` of another type than rocpd writes;
    /// any error SQLite gives.
    fn read(db: &Connection) -> Result<Symbols, String> {
        let table = "rocpd_info_kernel_symbol";
        let sql = |e: rusqlite::Error| format!("{table}: {}", escaped(&e.to_string()));
        let mut q = db
            .prepare(&format!(
                "SELECT id, guid, octet_length(display_name), octet_length(kernel_name),
                        CASE WHEN octet_length(display_name) <= {VALUE_MAX} THEN display_name END,
                        CASE WHEN display_name IS NULL AND octet_length(kernel_name) <= {VALUE_MAX}
                             THEN kernel_name END
                 FROM {table}"
            ))
            .map_err(sql)?;
        let mut rows = q.query([]).map_err(sql)?;
        let mut symbols = Symbols { names: HashMap::new(), cut: Cuts::default() };
        while let Some(r) = rows.next().map_err(sql)? {
            let value = |i: usize| r.get_ref(i).map_err(sql);
            let id = sql_value::integer(value(0)?, "id").map_err(|e| format!("{table}: a row's {e}"))?;
            let guid = sql_value::text_ref(value(1)?, "guid").map_err(|e| format!("{table} id {id}: {e}"))?;
            let lengths = [value(2)?, value(3)?].map(|v| sql_value::optional_integer(v, "").ok().flatten());
            let name = match lengths {
                [Some(n), _] => Self::name(value(4)?, "display_name", n, id, &mut symbols.cut),
                [None, Some(n)] => Self::name(value(5)?, "kernel_name", n, id, &mut symbols.cut),
                [None, None] => Err(String::new()),
            };
            symbols.names.entry(guid.to_owned()).or_default().insert(id, name);
        }
        Ok(symbols)
    }

    /// The name `v` of row `id`'s `column`, `length` bytes long (NULL when
    /// longer than [`VALUE_MAX`]), as kept ([`Cuts::keep`]: cut to
    /// [`KERNEL_NAME_MAX`] and marked and counted in `cut` if longer); or
    /// what is wrong with it.
    fn name(
        v: rusqlite::types::ValueRef<'_>,
        column: &'static str,
        length: i64,
        id: i64,
        cut: &mut Cuts,
    ) -> Result<Arc<str>, String> {
        if usize::try_from(length).is_ok_and(|n| n > VALUE_MAX) {
            return Err(format!(
                "{column} is {length} bytes long, and no value of a rocpd database longer than {VALUE_MAX} bytes \
                 is read"
            ));
        }
        let text = sql_value::text_ref(v, column)?;
        Ok(cut.keep(text, || format!("rocpd_info_kernel_symbol id {id}: {column}")))
    }

    /// The name of symbol `symbol` of `guid`, the kernel of the dispatch
    /// `here` names.
    ///
    /// Errors: no such row; its name is no text, is not UTF-8 or is too long
    /// to read; both its names are NULL.
    fn of(&self, guid: &str, symbol: i64, here: &str) -> Result<Arc<str>, String> {
        match self.names.get(guid).and_then(|s| s.get(&symbol)) {
            Some(Ok(name)) => Ok(name.clone()),
            Some(Err(e)) if e.is_empty() => Err(format!(
                "{here}: its kernel, rocpd_info_kernel_symbol id {symbol}, has no name: display_name and \
                 kernel_name are NULL"
            )),
            Some(Err(e)) => Err(format!("rocpd_info_kernel_symbol id {symbol}, the kernel of {here}: {e}")),
            None => Err(format!("{here}: its kernel, rocpd_info_kernel_symbol id {symbol}, is in no row")),
        }
    }

    /// The note of the names cut, if any, naming the file `file`.
    fn note(&self, file: &str) -> Option<String> {
        self.cut.note(file)
    }
}

/// `d` with its counters' `Vec`s no larger than they need (a dispatch of
/// two counters would keep room for four): [`read`] holds every dispatch.
fn fitted(mut d: Dispatch) -> Dispatch {
    d.counters.shrink_to_fit();
    d.instances.shrink_to_fit();
    d
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

/// The XCCs and compute units a GPU agent's `extdata` gives (its `num_xcc`
/// and `cu_count`: [`crate::geometry`]), `None` where it gives neither.
///
/// Errors: the message, for `extdata` that is no JSON object, or a
/// `num_xcc` or `cu_count` that is no unsigned integer.
fn geometry(extdata: &str) -> Result<Option<crate::Geometry>, String> {
    let value: serde_json::Value =
        serde_json::from_str(extdata).map_err(|e| format!("extdata is no JSON, as rocpd writes an agent: {e}"))?;
    let Some(fields) = value.as_object() else {
        return Err("extdata is no JSON object, as rocpd writes an agent".to_owned());
    };
    let field = |name: &str| match fields.get(name) {
        None => Ok(None),
        Some(v) => v.as_u64().map(Some).ok_or_else(|| format!("extdata's {name} {v} is no unsigned integer")),
    };
    Ok(crate::Geometry::of(crate::geometry::Form::Rocpd, field("num_xcc")?, field("cu_count")?))
}
