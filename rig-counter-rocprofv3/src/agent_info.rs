//! `agent_info.csv`, which rocprofv3 writes beside each counter file (one
//! row per agent, in order of `Node_Id`: rocprofiler-sdk's
//! `source/lib/output/generateCSV.cpp`), and which of its rows a counter
//! file's `Agent_Id` names.
//!
//! rocprofv3 names an agent by one of three indices, chosen by its
//! `--agent-index` option (rocprofiler-sdk's "Using rocprofv3", section
//! "Agent index", and `rocprofv3 --help`; the names are made by
//! `metadata::get_agent_index` in `source/lib/output/metadata.cpp`, a label
//! and the index joined by a space):
//!
//! - `absolute`: `Agent N`, `N` the agent's `node_id`, its KFD topology node
//!   whether the process may see it or not (`agent_info.csv`'s `Node_Id`);
//! - `relative`, the default: `Agent N`, `N` its `logical_node_id`, counting
//!   only the nodes whose properties the process can read (`Logical_Node_Id`);
//! - `type-relative`: `GPU N` (`CPU N` for a CPU), `N` its
//!   `logical_node_type_id`: its place, from 0, among the agents of its type
//!   in order of node (rocprofiler-sdk's `include/rocprofiler-sdk/agent.h`
//!   and `source/lib/rocprofiler-sdk/agent.cpp`), a number `agent_info.csv`
//!   holds no column of.
//!
//! `Agent N` does not say which of the first two it is. A run names all its
//! agents one way, so a file's `Agent N` names are read by the index under
//! which each of them is a GPU the agent file lists; where both indices are
//! such and name GPUs of different processors, the file is refused with both
//! readings.

use crate::geometry::{Form, Geometry};
use rig_counter_io::files::FileError;
use rig_counter_io::text::{shown, shown_path};
use std::path::Path;

/// A row of `agent_info.csv`: `Node_Id`, `Logical_Node_Id`, `Agent_Type`
/// (`CPU`, `GPU`) and `Name` (the processor, `gfx942`, for a GPU), and
/// `Num_Xcc` and `Cu_Count` where the file has those columns.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AgentRow {
    /// `Node_Id`.
    pub node: u64,
    /// `Logical_Node_Id`.
    pub logical: u64,
    /// `Agent_Type`.
    pub kind: String,
    /// `Name`.
    pub name: String,
    /// `Num_Xcc` and `Cu_Count`, where given and not 0 ([`Geometry::of`]).
    pub geometry: Option<Geometry>,
}

/// The largest `agent_info.csv` read: 16 MiB (a row is under 1 KiB).
pub const MAX_BYTES: u64 = 16 << 20;

/// The rows of `agent_info.csv` at `path`.
///
/// Errors, each naming the file: not a regular file, unreadable or larger
/// than [`MAX_BYTES`]; a column of `Node_Id`, `Logical_Node_Id`,
/// `Agent_Type` and `Name` missing; a node number, `Num_Xcc` or `Cu_Count`
/// that does not read (with its line); a row of another number of fields than the header (both
/// numbers); a `Node_Id` listed twice (both lines).
pub fn read(path: &Path) -> Result<Vec<AgentRow>, FileError> {
    let fail = |message: String| FileError { path: shown_path(path), message };
    let file = rig_counter_io::files::open_limited(path, MAX_BYTES)?;
    let mut reader = ::csv::ReaderBuilder::new().has_headers(true).from_reader(std::io::Read::take(file, MAX_BYTES));
    let header = reader.headers().map_err(|e| fail(crate::csv_error::why(&e)))?.clone();
    let wanted = ["Node_Id", "Logical_Node_Id", "Agent_Type", "Name"];
    let columns: Vec<Option<usize>> = wanted.iter().map(|c| header.iter().position(|h| h == *c)).collect();
    let missing: Vec<&str> = wanted.iter().zip(&columns).filter(|(_, c)| c.is_none()).map(|(w, _)| *w).collect();
    if !missing.is_empty() {
        return Err(fail(format!("has no column {}: is it a rocprofv3 agent_info.csv?", missing.join(", "))));
    }
    let [node, logical, kind, name] = [0, 1, 2, 3].map(|i| columns[i].unwrap_or(0));
    let (xccs, cus) = (header.iter().position(|h| h == "Num_Xcc"), header.iter().position(|h| h == "Cu_Count"));
    let mut rows = Vec::new();
    // Each node's line: an agent listed twice is refused, not taken at its
    // first row (break test 6 of issue 40: two rows of Node_Id 1 with other
    // Num_Xcc, the second unsaid).
    let mut lines: std::collections::BTreeMap<u64, u64> = std::collections::BTreeMap::new();
    for record in reader.records() {
        let record = record.map_err(|e| fail(crate::csv_error::why(&e)))?;
        let line = record.position().map_or(0, |p| p.line());
        let number = |i: usize, what: &str| -> Result<u64, FileError> {
            let text = record.get(i).unwrap_or("");
            crate::csv_error::unsigned(text)
                .ok_or_else(|| fail(format!("line {line}: {}", crate::csv_error::not_unsigned(what, text))))
        };
        let optional = |i: Option<usize>, what: &str| i.map(|i| number(i, what)).transpose();
        let node = number(node, "Node_Id")?;
        if let Some(first) = lines.insert(node, line) {
            return Err(fail(format!("line {line}: Node_Id {node} is listed again (first on line {first})")));
        }
        rows.push(AgentRow {
            node,
            logical: number(logical, "Logical_Node_Id")?,
            kind: record.get(kind).unwrap_or("").to_owned(),
            name: record.get(name).unwrap_or("").to_owned(),
            geometry: Geometry::of(Form::AgentInfoCsv, optional(xccs, "Num_Xcc")?, optional(cus, "Cu_Count")?),
        });
    }
    Ok(rows)
}

/// How rocprofv3 numbered the agents it names (its `--agent-index`; see the
/// module's documentation).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AgentIndex {
    /// `absolute`: `Agent N` is the agent of `Node_Id` `N`.
    Absolute,
    /// `relative` (rocprofv3's default): `Agent N` is the agent of
    /// `Logical_Node_Id` `N`.
    Relative,
    /// `type-relative`: `GPU N` is the `N`-th GPU from 0, `CPU N` the
    /// `N`-th CPU, in order of `Node_Id`.
    TypeRelative,
}

impl AgentIndex {
    /// Every index, in the order of rocprofv3's choices.
    pub const ALL: [AgentIndex; 3] = [AgentIndex::Absolute, AgentIndex::Relative, AgentIndex::TypeRelative];

    /// Its name as rocprofv3's `--agent-index` takes it: `absolute`,
    /// `relative`, `type-relative`.
    pub const fn option(self) -> &'static str {
        match self {
            AgentIndex::Absolute => "absolute",
            AgentIndex::Relative => "relative",
            AgentIndex::TypeRelative => "type-relative",
        }
    }

    /// The row of `rows` that `agent` (an `Agent_Id`: `Agent 2`, `GPU 0`)
    /// names under this index, whatever its type; `None` when it names none
    /// or is not of this index's form.
    pub fn row<'a>(self, rows: &'a [AgentRow], agent: &str) -> Option<&'a AgentRow> {
        let (label, n) = agent.split_once(' ')?;
        let n: u64 = n.parse().ok()?;
        match self {
            AgentIndex::Absolute if label == "Agent" => rows.iter().find(|r| r.node == n),
            AgentIndex::Relative if label == "Agent" => rows.iter().find(|r| r.logical == n),
            AgentIndex::TypeRelative if label != "Agent" => {
                let mut of: Vec<&AgentRow> = rows.iter().filter(|r| r.kind == label).collect();
                of.sort_by_key(|r| r.node);
                of.get(usize::try_from(n).ok()?).copied()
            }
            _ => None,
        }
    }

    /// The GPU row `agent` names under this index, if it names one.
    fn gpu<'a>(self, rows: &'a [AgentRow], agent: &str) -> Option<&'a AgentRow> {
        self.row(rows, agent).filter(|r| r.kind == "GPU")
    }
}

/// The processor of each of `agents` (one counter file's `Agent_Id`s, each
/// once), by `rows` (its `agent_info.csv`), in the order given: `Agent N`
/// under the index ([`AgentIndex::Absolute`] or [`AgentIndex::Relative`])
/// that makes every `Agent N` of the file a GPU of `rows`, `GPU N` under
/// [`AgentIndex::TypeRelative`], and an older file's bare number (which says
/// not which index it is) the GPUs' processor when they all have one.
///
/// Errors (a message without the file's name): an agent that is no GPU of
/// `rows` under any index, listing the GPUs by each of their names; `Agent
/// N` names that are GPUs only under different indices; an `Agent N` that
/// is a GPU under both and of different processors (which the file does not
/// tell apart: rocprofv3's `--agent-index type-relative` would); a bare
/// number where the GPUs are of several processors.
pub fn processors(rows: &[AgentRow], agents: &[&str]) -> Result<Vec<(String, String)>, String> {
    processors_for(rows, agents, None).map(|(out, _)| out)
}

/// An agent as a counter file names it (`Agent 2`), and its processor (`gfx1201`).
pub type AgentProcessor = (String, String);

/// [`processors`], where the GPU named is of processor `gpu` (`gfx1201`):
/// an `Agent N` that is a GPU under both `absolute` and `relative`, of
/// different processors, is read under the one index whose GPU is of
/// `gpu` (every such agent of the file under the same index), and that is
/// said in the notes returned beside (`Agent_Id "Agent 2" is read as
/// Logical_Node_Id 2 ("gfx1201"), ...`).
///
/// Errors: those of [`processors`], but for the agents `gpu` settles.
pub fn processors_for(
    rows: &[AgentRow],
    agents: &[&str],
    gpu: Option<&str>,
) -> Result<(Vec<AgentProcessor>, Vec<String>), String> {
    let (found, notes) = rows_for(rows, agents, gpu)?;
    Ok((found.into_iter().map(|(a, r)| (a, r.name.clone())).collect(), notes))
}

/// An agent as a counter file names it (`Agent 2`), and its row.
pub type AgentOfRow<'a> = (String, &'a AgentRow);

/// [`processors_for`], giving the row each agent is (its processor is the
/// row's `Name`).
///
/// Errors: those of [`processors_for`].
pub fn rows_for<'a>(
    rows: &'a [AgentRow],
    agents: &[&str],
    gpu: Option<&str>,
) -> Result<(Vec<AgentOfRow<'a>>, Vec<String>), String> {
    let mut notes = Vec::new();
    // The index the processor named settled an agent by, once one did.
    let mut settled: Option<AgentIndex> = None;
    let mut gpus: Vec<&AgentRow> = rows.iter().filter(|r| r.kind == "GPU").collect();
    gpus.sort_by_key(|r| r.node);
    let listed = || {
        let each: Vec<String> = gpus
            .iter()
            .enumerate()
            .map(|(i, r)| format!("GPU {i}: Node_Id {}, Logical_Node_Id {}, {}", r.node, r.logical, shown(&r.name)))
            .collect();
        if each.is_empty() { "none".to_owned() } else { each.join("; ") }
    };
    let none =
        |agent: &str| format!("Agent_Id {} is none of the GPUs its agent_info.csv lists ({})", shown(agent), listed());
    let named: Vec<&str> = agents.iter().copied().filter(|a| a.starts_with("Agent ")).collect();
    let fits = |index: AgentIndex| named.iter().all(|a| index.gpu(rows, a).is_some());
    let (absolute, relative) = (fits(AgentIndex::Absolute), fits(AgentIndex::Relative));
    if !absolute && !relative {
        let by = |index: AgentIndex| named.iter().copied().find(|a| index.gpu(rows, a).is_some());
        return Err(match named.iter().find(|a| by_neither(rows, a)) {
            Some(a) => none(a),
            None => format!(
                "its Agent_Ids name GPUs its agent_info.csv lists only by Node_Id ({}: rocprofv3's --agent-index \
                 absolute) or only by Logical_Node_Id ({}: relative), and one run names its agents one way",
                shown(by(AgentIndex::Absolute).unwrap_or_default()),
                shown(by(AgentIndex::Relative).unwrap_or_default())
            ),
        });
    }
    let mut out = Vec::new();
    for &agent in agents {
        let processor = if agent.starts_with("Agent ") {
            let a = AgentIndex::Absolute.gpu(rows, agent);
            let r = AgentIndex::Relative.gpu(rows, agent);
            match (a.filter(|_| absolute), r.filter(|_| relative)) {
                (Some(a), Some(r)) if a.name != r.name => {
                    let of = |g: &AgentRow| gpu.is_some_and(|p| g.name.eq_ignore_ascii_case(p));
                    let pick = match (of(a), of(r)) {
                        (true, false) => Some((AgentIndex::Absolute, a, r)),
                        (false, true) => Some((AgentIndex::Relative, r, a)),
                        _ => None,
                    };
                    if let Some((index, g, other)) = pick.filter(|(i, ..)| settled.is_none_or(|s| s == *i)) {
                        settled = Some(index);
                        let (by, other_by) = match index {
                            AgentIndex::Absolute => {
                                (format!("Node_Id {}", g.node), format!("Logical_Node_Id {}", other.logical))
                            }
                            _ => (format!("Logical_Node_Id {}", g.logical), format!("Node_Id {}", other.node)),
                        };
                        notes.push(format!(
                            "Agent_Id {} is read as {by} ({}, the GPU named: rocprofv3's --agent-index {}), not as \
                             {other_by} ({})",
                            shown(agent),
                            shown(&g.name),
                            index.option(),
                            shown(&other.name)
                        ));
                        out.push((agent.to_owned(), g));
                        continue;
                    }
                    return Err(format!(
                        "Agent_Id {} is Node_Id {} ({}) if rocprofv3 ran with --agent-index absolute, \
                         Logical_Node_Id {} ({}) if with relative (its default), and nothing in the files tells \
                         which: run rocprofv3 with --agent-index type-relative, whose \"GPU N\" is one GPU",
                        shown(agent),
                        a.node,
                        shown(&a.name),
                        r.logical,
                        shown(&r.name)
                    ));
                }
                (Some(g), _) | (None, Some(g)) => g,
                (None, None) => return Err(none(agent)),
            }
        } else if agent.parse::<u64>().is_ok() {
            match gpus.first() {
                None => return Err(none(agent)),
                Some(first) if gpus.iter().all(|g| g.name == first.name) => *first,
                Some(_) => {
                    return Err(format!(
                        "Agent_Id {} is a bare number, which says not which GPU it is, and its agent_info.csv lists \
                         GPUs of different processors ({})",
                        shown(agent),
                        listed()
                    ));
                }
            }
        } else {
            AgentIndex::TypeRelative.gpu(rows, agent).ok_or_else(|| none(agent))?
        };
        out.push((agent.to_owned(), processor));
    }
    Ok((out, notes))
}

/// Whether `agent` is a GPU of `rows` under no index.
fn by_neither(rows: &[AgentRow], agent: &str) -> bool {
    AgentIndex::ALL.iter().all(|i| i.gpu(rows, agent).is_none())
}
