//! The run a trace marker names ([`rig_counter_timeline::marker`]), decoded
//! to the values `timeline` shows on the marked job: the counting side's
//! half of markers, which the timeline crate takes as its `runs` callback
//! ([`rig_counter_timeline::read`]).

use rig_counter_timeline::job::CounterValue;
use rig_counter_timeline::marker::{Counted, Marker};

/// The run `m` names, decoded (a run counted on a KFD node, `kfd:N`, is
/// resolved again through `topology`, `--topology`, else the machine's): each counter's total (its sum, or for GRBM
/// counters its maximum, as `decode` totals them), then each requested
/// metric's value where it is one number; and a note for each metric that
/// is not (undefined, or several values).
///
/// Errors: the run description's, the samples' (which must be a regular
/// file), or a metric's, as a message.
pub fn counted(m: &Marker, topology: Option<&std::path::Path>) -> Result<Counted, String> {
    let run = crate::run::RunDescription::read(&m.run).map_err(|e| e.to_string())?;
    let (gpu, layout) = run.check(&m.run, topology).map_err(|e| e.to_string())?;
    // A path a trace names is a regular file: `decode --samples` may read a
    // device, but a trace naming /dev/tty would block on the terminal.
    crate::files::regular(&m.samples).map_err(|e| format!("{}: {e}", crate::text::shown_path(&m.samples)))?;
    let bytes = crate::decode::read_samples(&m.samples, layout.bytes()).map_err(|e| e.to_string())?;
    let samples = rig_counter_core::samples::Samples::new(&layout, &bytes).map_err(|e| e.to_string())?;
    // Totals exact (a count past 2^53 is no f64): JSON integers, Perfetto's
    // uint_value.
    let decoded = crate::decode::decode(&samples);
    let mut out: Vec<(String, CounterValue)> =
        decoded.iter().map(|d| (d.name.clone(), CounterValue::Count(d.total))).collect();
    // What `decode --run` says of the same values (a total stuck at
    // u64::MAX, values at a 32-bit ceiling or past 32 bits, a zero clock,
    // values at WGPs the run marks inactive): break test 7 of issue 40 had
    // timeline show them as exact, without a word.
    let mut notes = crate::decode::warnings(&decoded, &gpu);
    let inactive = run.inactive_wgps(&gpu).map_err(|e| e.to_string())?;
    notes.extend(crate::decode::inactive_warnings(&decoded, &run.program, &inactive));
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
            crate::metrics::parse(&metric.expression).map_err(|e| format!("{name}: {e}"))?;
            // By its name, so that a cycle is said from it, with the file
            // that defines its metrics (break test 8 of issue 40).
            let expr = crate::metrics::Expr::Name(name.clone());
            let checked = crate::metrics::evaluate_checked(&expr, &source)
                .map_err(|e| format!("{name}: {}", crate::definitions::said(&e, &metrics)))?;
            if checked.past_exact {
                notes.push(crate::metrics::rounded(name, None));
            }
            let mut values = checked.value.iter();
            match (values.next(), values.next()) {
                (Some((_, crate::metrics::Scalar::Value(v))), None) => {
                    out.push((name.clone(), CounterValue::Number(*v)))
                }
                (Some((_, crate::metrics::Scalar::Undefined)), None) | (None, _) => notes.push(format!(
                    "{name} is undefined on this run (a division by zero, or a value past any 64-bit float)"
                )),
                _ => notes.push(format!("{name} has several values; a counter track takes one")),
            }
        }
    }
    Ok((out, notes))
}
