//! `counter_collection.csv`, as rocprofv3 writes it
//! (rocprofiler-sdk's "Using rocprofv3", "Kernel counter collection output"
//! and "Agent info"; the writer is rocprofiler-sdk's
//! `source/lib/output/generateCSV.cpp`).
//!
//! A counter file has one row per dispatch and counter: `Counter_Value` is
//! the counter's sum over its instances. Columns are found by name in the
//! header (older rocprofv3 versions wrote 16 of today's 19); those this
//! reader needs are `Dispatch_Id`, `Agent_Id`, `Kernel_Name`,
//! `Counter_Name` and `Counter_Value`, and it also takes `Process_Id`,
//! `Queue_Id`, `Start_Timestamp` and `End_Timestamp` (nanoseconds) where
//! present. Other columns are ignored.

use crate::agent_info::AgentRow;
use crate::csv_error::why;
use crate::dispatch::{Dispatch, Pass};
use rig_counter_io::files::FileError;
use rig_counter_io::text::{shown, shown_path};
use std::collections::HashMap;
use std::path::Path;

/// The columns a counter file must have.
pub const REQUIRED: [&str; 5] = ["Dispatch_Id", "Agent_Id", "Kernel_Name", "Counter_Name", "Counter_Value"];

/// The largest counter file read: 4 GiB.
pub const MAX_BYTES: u64 = 4 << 30;

/// The dispatches of the counter file at `path` (a regular file), and the
/// processor of each agent they name, from the `agent_info.csv` beside it
/// (the file of the same name with `agent_info` for `counter_collection`:
/// `218_agent_info.csv` beside `218_counter_collection.csv`), if there is
/// one.
///
/// Errors, each naming the file and, for a row, its line: not a regular
/// file or unreadable; a required column missing (all of them named); a
/// row of another number of fields than the header (both numbers); a
/// number that does not read (`Dispatch_Id` and the timestamps are
/// unsigned integers, `Counter_Value` a finite number); a last line without
/// its line end (a file cut short); one dispatch named with two kernels; a
/// counter twice for one dispatch; the agent file's errors, and an agent it
/// does not list as a GPU or lists ambiguously
/// ([`agent_info::processors`](crate::agent_info::processors): rocprofv3's
/// `--agent-index` absolute, relative and type-relative are each read).
pub fn read(path: &Path) -> Result<Pass, FileError> {
    read_for(path, None)
}

/// [`read`], where the GPU named is of processor `named`: an `Agent_Id`
/// that names GPUs of different processors by `--agent-index` absolute and
/// relative is read by the one that names `named`, and said in
/// [`Pass::notes`] ([`agent_info::processors_for`](crate::agent_info::processors_for)).
///
/// Errors: those of [`read`].
pub fn read_for(path: &Path, named: Option<&str>) -> Result<Pass, FileError> {
    let fail = |message: String| FileError { path: shown_path(path), message };
    let mut file = rig_counter_io::files::open_limited(path, MAX_BYTES)?;
    let size = file.metadata().map_err(|e| fail(e.to_string()))?.len();
    if size > 0 && !ends_with_newline(&mut file).map_err(|e| fail(e.to_string()))? {
        return Err(fail(
            "does not end with a line end, as rocprofv3 ends its files: is the file cut short?".to_owned(),
        ));
    }
    let mut reader = ::csv::ReaderBuilder::new().has_headers(true).from_reader(file);
    let header = reader.headers().map_err(|e| fail(why(&e)))?.clone();
    let column = |name: &str| header.iter().position(|h| h == name);
    let missing: Vec<&str> = REQUIRED.iter().copied().filter(|c| column(c).is_none()).collect();
    if !missing.is_empty() {
        return Err(fail(format!("has no column {}: is it a rocprofv3 counter_collection.csv?", missing.join(", "))));
    }
    let [dispatch, agent, kernel, counter, value] = REQUIRED.map(|c| column(c).unwrap_or(0));
    let (process, queue, start, end) =
        (column("Process_Id"), column("Queue_Id"), column("Start_Timestamp"), column("End_Timestamp"));
    let mut pass = Pass { source: shown_path(path), ..Pass::default() };
    // Each dispatch by (process, Dispatch_Id): its index in the pass.
    let mut index: HashMap<(Option<u64>, u64), usize> = HashMap::new();
    // Each kernel's name once, however many dispatches it has.
    let mut kernels: HashMap<String, std::sync::Arc<str>> = HashMap::new();
    // Values of 2^53 or more: rocprofv3 writes Counter_Value as a float.
    let mut inexact = crate::inexact::Inexact::default();
    for record in reader.records() {
        let record = record.map_err(|e| fail(why(&e)))?;
        let line = record.position().map_or(0, |p| p.line());
        let at = |message: String| fail(format!("line {line}: {message}"));
        let field = |i: usize| record.get(i).unwrap_or("");
        let whole = |name: &str, i: usize| -> Result<u64, FileError> {
            crate::csv_error::unsigned(field(i)).ok_or_else(|| at(crate::csv_error::not_unsigned(name, field(i))))
        };
        let optional = |name: &str, i: Option<usize>| i.map(|i| whole(name, i)).transpose();
        let id = whole("Dispatch_Id", dispatch)?;
        let pid = optional("Process_Id", process)?;
        let v: f64 = match field(value).trim().parse::<f64>() {
            Ok(v) if v.is_finite() => v,
            // A number written past any float (1e400), not `inf` (break
            // test 8 of issue 40: "is no number").
            Ok(v) if v.is_infinite() && !field(value).to_ascii_lowercase().contains("inf") => {
                return Err(at(format!("Counter_Value {} is past any 64-bit float", shown(field(value)))));
            }
            _ => return Err(at(format!("Counter_Value {} is no number", shown(field(value))))),
        };
        // A number written below any float but 0 (1e-400) reads as 0: no
        // whole number, refused as 1e-310 is (break test 10 of issue 40).
        let mantissa = field(value).trim().split(['e', 'E']).next().unwrap_or("");
        if v == 0.0 && mantissa.bytes().any(|b| (b'1'..=b'9').contains(&b)) {
            // -1e-400: below 0, above every negative float (break test 11).
            if mantissa.starts_with('-') {
                return Err(at(format!(
                    "Counter_Value {} is below 0 (above every negative 64-bit float): a hardware counter counts up \
                     from 0",
                    shown(field(value))
                )));
            }
            return Err(at(format!(
                "Counter_Value {} is no whole number (it lies below any 64-bit float but 0): a hardware counter \
                 counts whole events",
                shown(field(value))
            )));
        }
        // Written as an integer, its digits are exact (rocprofv3 writes a
        // float, `%f`-like: an integer comes from another writer).
        let written: Option<u64> = field(value).trim().parse().ok();
        let name = field(counter).to_owned();
        if name.trim().is_empty() {
            return Err(at("Counter_Name is empty".to_owned()));
        }
        let d = match index.get(&(pid, id)) {
            Some(&i) => &mut pass.dispatches[i],
            None => {
                index.insert((pid, id), pass.dispatches.len());
                pass.dispatches.push(Dispatch {
                    dispatch_id: id,
                    agent: field(agent).to_owned(),
                    process: pid,
                    queue: optional("Queue_Id", queue)?,
                    kernel: kernels.entry(field(kernel).to_owned()).or_insert_with(|| field(kernel).into()).clone(),
                    start: optional("Start_Timestamp", start)?,
                    end: optional("End_Timestamp", end)?,
                    counters: Vec::new(),
                    // A row per counter: the sum of its instances alone.
                    instances: Vec::new(),
                });
                pass.dispatches.last_mut().expect("just pushed")
            }
        };
        if *d.kernel != *field(kernel) || d.agent != field(agent) {
            return Err(at(format!(
                "dispatch {id} is of {} on {} here, of {} on {} before",
                shown(field(kernel)),
                shown(field(agent)),
                shown(&d.kernel),
                shown(&d.agent)
            )));
        }
        if d.counters.iter().any(|(n, _)| *n == name) {
            return Err(at(format!("dispatch {id} holds {} again", shown(&name))));
        }
        match written {
            Some(n) => inexact.exact(&name, id, u128::from(n)),
            None => inexact.read(&name, id, v),
        }
        d.counters.push((name, v));
    }
    pass.notes.extend(inexact.notes(&shown_path(path)));
    let agents = agent_info_beside(path)?;
    let mut agent_ids: Vec<&str> = pass.dispatches.iter().map(|d| d.agent.as_str()).collect();
    agent_ids.sort_unstable();
    agent_ids.dedup();
    if let Some(rows) = &agents {
        let (agents, notes) = crate::agent_info::rows_for(rows, &agent_ids, named).map_err(fail)?;
        pass.geometry = agents.iter().filter_map(|(a, r)| Some((a.clone(), r.geometry?))).collect();
        pass.agents = agents.into_iter().map(|(a, r)| (a, r.name.clone())).collect();
        pass.notes.extend(notes.into_iter().map(|n| format!("{}: {n}", shown_path(path))));
    }
    Ok(pass)
}

/// The agent file beside counter file `path`, if there is one.
fn agent_info_beside(path: &Path) -> Result<Option<Vec<AgentRow>>, FileError> {
    let Some(name) = path.file_name().and_then(|n| n.to_str()) else { return Ok(None) };
    let Some(prefix) = name.strip_suffix("counter_collection.csv") else { return Ok(None) };
    let beside = path.with_file_name(format!("{prefix}agent_info.csv"));
    if !beside.exists() {
        return Ok(None);
    }
    crate::agent_info::read(&beside).map(Some)
}

/// Whether `file`'s last byte is a line feed (its position is left anywhere:
/// the caller reads from the start through a new reader).
fn ends_with_newline(file: &mut std::fs::File) -> std::io::Result<bool> {
    use std::io::{Read, Seek, SeekFrom};
    file.seek(SeekFrom::End(-1))?;
    let mut last = [0u8; 1];
    file.read_exact(&mut last)?;
    file.seek(SeekFrom::Start(0))?;
    Ok(last[0] == b'\n')
}
