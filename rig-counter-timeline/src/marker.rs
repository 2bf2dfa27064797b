//! rig-counter's trace marker: a line a queue agent that counts a job writes
//! to the kernel's `trace_marker` (it becomes an ftrace `print` event), so
//! that `timeline` finds the run's samples and shows its counters on the job.
//!
//! The marker is one line of `name=value` words after `rig-counter:`:
//!
//! ```text
//! rig-counter: run=RUN.json samples=RUN.bin ring=gfx ctx=249 seqno=91446 metrics=GPU_UTIL,MeanOccupancyPerCU
//! ```
//!
//! - `run`: the run description `rig-counter stop --run` wrote;
//! - `samples`: the samples its stop program stored;
//! - `ctx` and `seqno`: the job's fence context and seqno (amdgpu's
//!   `amdgpu_cs_ioctl` context and seqno; a drm_sched job's
//!   `fence=context:seqno`), and `ring` its ring or timeline (`gfx`,
//!   `gfx_0.0.0`; left out, any ring);
//! - `metrics` (optional): derived metrics to evaluate, comma-separated.
//!
//! Relative paths are taken from the trace file's directory. The agent
//! writes the marker any time before the job's fence signals (the samples are
//! read when `timeline` runs, not when the marker is written).

use super::event::Event;
use std::path::{Path, PathBuf};

/// The word that starts a marker.
pub const PREFIX: &str = "rig-counter:";

/// A marker read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Marker {
    /// The run description.
    pub run: PathBuf,
    /// The samples.
    pub samples: PathBuf,
    /// The job's ring, if named.
    pub ring: Option<String>,
    /// The job's fence context.
    pub ctx: u64,
    /// The job's seqno.
    pub seqno: u64,
    /// Derived metrics to evaluate.
    pub metrics: Vec<String>,
}

/// The marker a `print` event carries: `None` if it carries none, else the
/// marker or why it does not read. `dir` is the trace file's directory.
pub fn of(e: &Event, dir: &Path) -> Option<Result<Marker, String>> {
    // A .dat gives the text in `buf`; trace-cmd report text, as words.
    let text = match e.text("buf") {
        Some(buf) => buf,
        None => e.fields.iter().map(|(k, v)| format!("{k}={}", v.text())).collect::<Vec<_>>().join(" "),
    };
    let words: Vec<(&str, &str)> = match e.text("buf") {
        Some(_) => {
            let at = text.find(PREFIX)?;
            text[at + PREFIX.len()..].split_whitespace().filter_map(|w| w.split_once('=')).collect()
        }
        None => {
            e.field("run")?;
            text.split(' ').filter_map(|w| w.split_once('=')).collect()
        }
    };
    let get = |k: &str| words.iter().find(|(n, _)| *n == k).map(|(_, v)| *v);
    let path = |k: &str| -> Result<PathBuf, String> {
        let p = Path::new(get(k).ok_or_else(|| format!("a {PREFIX} marker without {k}="))?);
        Ok(if p.is_absolute() { p.to_path_buf() } else { dir.join(p) })
    };
    let number = |k: &str| -> Result<u64, String> {
        let v = get(k).ok_or_else(|| format!("a {PREFIX} marker without {k}="))?;
        super::event::parse_int(v).ok_or_else(|| format!("a {PREFIX} marker's {k}={v} is no number"))
    };
    Some((|| {
        Ok(Marker {
            run: path("run")?,
            samples: path("samples")?,
            ring: get("ring").map(str::to_owned),
            ctx: number("ctx")?,
            seqno: number("seqno")?,
            metrics: get("metrics")
                .map(|m| m.split(',').filter(|m| !m.is_empty()).map(str::to_owned).collect())
                .unwrap_or_default(),
        })
    })())
}

/// A counted run's values, (name, value), and notes on what has none.
pub type Counted = (Vec<(String, f64)>, Vec<String>);
