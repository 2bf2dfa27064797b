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

/// The run `m` names, decoded: each counter's total (its sum, or for GRBM
/// counters its maximum, as `decode` totals them), then each requested
/// metric's value where it is one number; and a note for each metric that
/// is not (undefined, or several values).
///
/// Errors: the run description's, the samples' (which must be a regular
/// file), or a metric's, as a message.
pub fn counted(m: &Marker) -> Result<Counted, String> {
    let run = crate::run::RunDescription::read(&m.run).map_err(|e| e.to_string())?;
    let (gpu, layout) = run.check(&m.run, None).map_err(|e| e.to_string())?;
    // A path a trace names is a regular file: `decode --samples` may read a
    // device, but a trace naming /dev/tty would block on the terminal.
    crate::files::regular(&m.samples).map_err(|e| format!("{}: {e}", crate::text::shown_path(&m.samples)))?;
    let bytes = crate::decode::read_samples(&m.samples, layout.bytes()).map_err(|e| e.to_string())?;
    let samples = rig_counter_core::samples::Samples::new(&layout, &bytes).map_err(|e| e.to_string())?;
    let mut out: Vec<(String, f64)> =
        crate::decode::decode(&samples).iter().map(|d| (d.name.clone(), d.total as f64)).collect();
    let mut notes = Vec::new();
    if !m.metrics.is_empty() {
        let metrics = crate::definitions::load(gpu.target, None).map_err(|e| e.0)?.metrics;
        let source = crate::metrics::SamplesSource {
            samples: &samples,
            constants: crate::metrics::constants(&gpu),
            metrics: &metrics,
        };
        for name in &m.metrics {
            let metric = metrics.get(name).ok_or_else(|| {
                let near = crate::hint::nearest_metric(metrics.keys().map(String::as_str), name);
                format!(
                    "no derived metric {}{}",
                    crate::text::shown(name),
                    near.map_or_else(String::new, |h| format!("; {h}"))
                )
            })?;
            let expr = crate::metrics::parse(&metric.expression).map_err(|e| format!("{name}: {e}"))?;
            let value = crate::metrics::evaluate(&expr, &source).map_err(|e| format!("{name}: {e}"))?;
            let mut values = value.iter();
            match (values.next(), values.next()) {
                (Some((_, crate::metrics::Scalar::Value(v))), None) => out.push((name.clone(), *v)),
                (Some((_, crate::metrics::Scalar::Undefined)), None) | (None, _) => {
                    notes.push(format!("{name} is undefined on this run (a division by zero)"))
                }
                _ => notes.push(format!("{name} has several values; a counter track takes one")),
            }
        }
    }
    Ok((out, notes))
}
