//! `rig-counter-rocprofv3`: what rocprofv3 writes when it counts, read
//! back: `counter_collection.csv` (with its `agent_info.csv`), its JSON
//! output and its rocpd SQLite database, one pass per file or pass folder,
//! and passes merged per kernel.
//!
//! - [`dispatch`]: a [`Pass`] of [`Dispatch`]es, each with its counters'
//!   values (summed over their dimensions, as rocprofv3 sums them) and,
//!   where the file holds a value per instance, their [`Instances`].
//! - [`csv`](mod@csv): `counter_collection.csv`.
//! - [`agent_info`]: `agent_info.csv`, and which agent a counter file's
//!   `Agent_Id` names under each of rocprofv3's `--agent-index` choices.
//! - [`json`]: the JSON output.
//! - [`geometry`]: an agent's XCCs and compute units, as the files give them.
//! - [`kernel_name`]: a kernel's name as kept (a long one cut and marked).
//! - [`rocpd`]: the rocpd database (its bundled SQLite: nothing to install).
//! - [`merge`](mod@merge): the `n`-th dispatch of a kernel in each pass merged,
//!   each pass's counters of it a [`ByName`] (names shared, [`by_name`]).
//!
//! [`read`] takes a file (told apart by its first bytes) or a folder: its
//! `pass_N` or `pmc_N` folders (rocprofv3's, one per job or `pmc:` line of
//! its input file) in order of `N`, each one pass, or else itself as one.

#![forbid(unsafe_code)]
#![deny(missing_docs)]

pub mod agent_info;
pub mod by_name;
pub mod csv;
mod csv_error;
pub mod dispatch;
pub mod geometry;
mod inexact;
pub mod json;
pub mod kernel_name;
pub mod merge;
pub mod rocpd;
mod sql_value;
mod written;

pub use by_name::ByName;
pub use dispatch::{Dispatch, EXACT, Instances, Outside, PAST, Pass, exact};
pub use geometry::Geometry;
pub use merge::{Merged, merge};
pub use rig_counter_io::files::FileError;

use rig_counter_io::text::shown_path;
use std::path::{Path, PathBuf};

/// How deep [`read`] looks inside a pass folder for its files (rocprofv3
/// writes them to `HOSTNAME/PID_...`, one level down, by default).
pub const MAX_DEPTH: usize = 3;

/// The passes at `path`: a counter file (a rocpd database by its SQLite
/// header, JSON output if it starts with `{`, else `counter_collection.csv`),
/// or a folder. A folder with `pass_N` or `pmc_N` folders is one pass per
/// folder, in order of `N`; any other folder is one pass. A pass folder's
/// passes are every `*counter_collection.csv` in it (to [`MAX_DEPTH`]
/// levels, one per process of the program), or else every `*results.json`,
/// or else every `*results.db`: one format, never the same dispatches twice.
///
/// Errors: the path cannot be read; a folder holding no counter file, or
/// `pass_N` and `pmc_N` folders both, or two folders of one pass
/// (`pass_1`, `pass_01`); a dispatch of one process in two files of a
/// pass; each file's errors ([`csv::read`],
/// [`json::read`], [`rocpd::read`]).
pub fn read(path: &Path) -> Result<Vec<Pass>, FileError> {
    read_for(path, None)
}

/// [`read`], where the GPU named is of processor `named` (`gfx1201`): a
/// CSV's `Agent_Id` that `--agent-index` absolute and relative read as GPUs
/// of different processors is read as the one of `named`
/// ([`csv::read_for`]).
///
/// Errors: those of [`read`].
pub fn read_for(path: &Path, named: Option<&str>) -> Result<Vec<Pass>, FileError> {
    let fail = |message: String| FileError { path: shown_path(path), message };
    let meta = std::fs::metadata(path).map_err(|e| fail(e.to_string()))?;
    if !meta.is_dir() {
        return read_file(path, named).map(|p| vec![p]);
    }
    let mut numbered: Vec<(&str, u64, PathBuf)> = Vec::new();
    for entry in std::fs::read_dir(path).map_err(|e| fail(e.to_string()))? {
        let entry = entry.map_err(|e| fail(e.to_string()))?;
        let name = entry.file_name();
        let Some(name) = name.to_str() else { continue };
        for prefix in ["pass_", "pmc_"] {
            let Some(digits) =
                name.strip_prefix(prefix).filter(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
            else {
                continue;
            };
            if !entry.path().is_dir() {
                continue;
            }
            // A pass number past u64 is no pass rocprofv3 numbered: refused,
            // not left out.
            let n = digits.parse::<u64>().map_err(|_| fail(format!("{name}: its pass number is too large")))?;
            numbered.push((prefix, n, entry.path()));
        }
    }
    if numbered.iter().any(|(p, ..)| *p == "pass_") && numbered.iter().any(|(p, ..)| *p == "pmc_") {
        return Err(fail("holds pass_N and pmc_N folders both: give one run's folder".to_owned()));
    }
    numbered.sort_by_key(|(_, n, _)| *n);
    if let Some(w) = numbered.windows(2).find(|w| w[0].1 == w[1].1) {
        return Err(fail(format!(
            "holds {} and {}, both pass {}: give one run's folder",
            shown_path(&w[0].2),
            shown_path(&w[1].2),
            w[0].1
        )));
    }
    if numbered.is_empty() {
        return Ok(vec![read_folder(path, named)?]);
    }
    numbered.iter().map(|(_, _, p)| read_folder(p, named)).collect()
}

/// One pass folder: its counter files in one format, as one pass.
fn read_folder(path: &Path, named: Option<&str>) -> Result<Pass, FileError> {
    let fail = |message: String| FileError { path: shown_path(path), message };
    let mut files = Vec::new();
    find(path, 0, &mut files)?;
    files.sort();
    for suffix in ["counter_collection.csv", "results.json", "results.db"] {
        let of: Vec<&PathBuf> = files
            .iter()
            .filter(|f| f.file_name().and_then(|n| n.to_str()).is_some_and(|n| n.ends_with(suffix)))
            .collect();
        if of.is_empty() {
            continue;
        }
        let mut pass = Pass { source: shown_path(path), ..Pass::default() };
        // Where each (folder, process, dispatch) was read: no dispatch twice
        // (rocprofv3 writes a host's files to a folder of its own; hosts'
        // processes may share a pid).
        let mut seen: std::collections::HashMap<(Option<&Path>, Option<u64>, u64), &PathBuf> =
            std::collections::HashMap::new();
        for f in of {
            let p = read_file(f, named)?;
            for d in &p.dispatches {
                if let Some(first) = seen.insert((f.parent(), d.process, d.dispatch_id), f) {
                    let process = d.process.map_or_else(String::new, |p| format!(" of process {p}"));
                    return Err(fail(format!(
                        "dispatch {}{process} is in {} and {}: give each run's files once",
                        d.dispatch_id,
                        shown_path(first),
                        shown_path(f)
                    )));
                }
            }
            for a in p.agents {
                if !pass.agents.contains(&a) {
                    pass.agents.push(a);
                }
            }
            for g in p.geometry {
                if !pass.geometry.contains(&g) {
                    pass.geometry.push(g);
                }
            }
            pass.dispatches.extend(p.dispatches);
            pass.notes.extend(p.notes);
        }
        return Ok(pass);
    }
    Err(fail(format!(
        "holds no *counter_collection.csv, *results.json or *results.db within {MAX_DEPTH} levels: is it rocprofv3's output folder?"
    )))
}

/// The files in `dir` and its folders, to [`MAX_DEPTH`] levels; a folder
/// that cannot be read is an error naming it.
fn find(dir: &Path, depth: usize, out: &mut Vec<PathBuf>) -> Result<(), FileError> {
    let fail = |e: std::io::Error| FileError { path: shown_path(dir), message: e.to_string() };
    for entry in std::fs::read_dir(dir).map_err(fail)? {
        let entry = entry.map_err(fail)?;
        // What a link points to (a loop of links ends at MAX_DEPTH; one
        // that points nowhere is no file).
        let Ok(meta) = std::fs::metadata(entry.path()) else { continue };
        if meta.is_dir() && depth + 1 < MAX_DEPTH {
            find(&entry.path(), depth + 1, out)?;
        } else if meta.is_file() {
            out.push(entry.path());
        }
    }
    Ok(())
}

/// One counter file, by its first bytes.
fn read_file(path: &Path, named: Option<&str>) -> Result<Pass, FileError> {
    let fail = |message: String| FileError { path: shown_path(path), message };
    rig_counter_io::files::regular(path).map_err(fail)?;
    let mut head = [0u8; 64];
    let n = {
        use std::io::Read;
        rig_counter_io::reads::open(path).and_then(|mut f| f.read(&mut head)).map_err(|e| fail(e.to_string()))?
    };
    let head = &head[..n];
    if head.starts_with(rocpd::MAGIC) {
        return rocpd::read(path);
    }
    let head = head.strip_prefix(b"\xef\xbb\xbf").unwrap_or(head);
    if head.iter().find(|b| !b.is_ascii_whitespace()) == Some(&b'{') {
        return json::read(path);
    }
    csv::read_for(path, named)
}
