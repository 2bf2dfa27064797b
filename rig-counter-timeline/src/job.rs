//! What a timeline is made of: a request or job with its phases ([`Job`]),
//! and each phase as a span on its ring's row ([`Span`]).

/// One phase of one request or job, on its ring's row.
#[derive(Clone, Debug, PartialEq)]
pub struct Span {
    /// The GPU's row group: `amdgpu`, `i915`, `drm_sched`.
    pub gpu: String,
    /// The ring or engine: `gfx`, `sdma0`, `rcs0`, `0:0`.
    pub ring: String,
    /// The phase: `user`, `hwqueue`, `hw`; `queue`, `ready`, `execute`,
    /// `ctxsave`; `wait`.
    pub phase: &'static str,
    /// Its label where not its phase: a rocpd dispatch's kernel name.
    pub name: Option<String>,
    /// Its start, nanoseconds.
    pub start: u64,
    /// Its length, nanoseconds.
    pub duration: u64,
    /// What it belongs to, for its arguments: (name, value).
    pub args: Vec<(&'static str, String)>,
    /// On a counted job's `hw` span: each counter's total and each metric's
    /// value of the run a marker named.
    pub counters: Vec<(String, CounterValue)>,
}

/// A value a job shows for a counter: a whole count, kept exact (the total
/// of a run a marker names, which may pass 2^53, past which an `f64` holds
/// not every whole number), or a computed number.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum CounterValue {
    /// A count, exact: a Chrome trace's JSON integer, a Perfetto debug
    /// annotation's `uint_value` and counter track's `counter_value`.
    Count(u64),
    /// A computed value (a derived metric, an OA counter's equation,
    /// rocprofv3's value): a JSON number, Perfetto's `double_value` and
    /// `double_counter_value`.
    Number(f64),
}

impl CounterValue {
    /// As an `f64`: a count past 2^53 rounded to the nearest.
    pub fn as_f64(self) -> f64 {
        match self {
            CounterValue::Count(n) => n as f64,
            CounterValue::Number(v) => v,
        }
    }

    /// Zero of the same kind: a counter track's value after its span.
    pub fn zero(self) -> CounterValue {
        match self {
            CounterValue::Count(_) => CounterValue::Count(0),
            CounterValue::Number(_) => CounterValue::Number(0.0),
        }
    }
}

impl From<u64> for CounterValue {
    fn from(n: u64) -> CounterValue {
        CounterValue::Count(n)
    }
}

impl From<f64> for CounterValue {
    fn from(v: f64) -> CounterValue {
        CounterValue::Number(v)
    }
}

impl std::fmt::Display for CounterValue {
    /// A count's digits; a number as Rust writes an `f64` (`1000`, `0.5`)
    /// below 10^16, and from there in exponent form as JSON writes it
    /// (`1.4757395258967641e20`): Rust's `{}` pads such a float's shortest
    /// digits with zeros (`147573952589676410000`), a false exact integer
    /// (break test 8 of issue 40).
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            CounterValue::Count(n) => write!(f, "{n}"),
            CounterValue::Number(v) if v.abs() >= 1e16 && v.is_finite() => write!(f, "{v:e}"),
            CounterValue::Number(v) => write!(f, "{v}"),
        }
    }
}

impl Span {
    /// What its slice is called: its name, else its phase.
    pub fn label(&self) -> &str {
        self.name.as_deref().unwrap_or(self.phase)
    }
}

/// A request or job whose phases are all known.
#[derive(Clone, Debug, PartialEq)]
pub struct Job {
    /// The GPU's row group, as [`Span::gpu`].
    pub gpu: String,
    /// Its ring.
    pub ring: String,
    /// Its phases, in order, as (name, start, duration) in nanoseconds.
    pub phases: Vec<(&'static str, u64, u64)>,
    /// Its arguments (ctx, seqno, flags).
    pub args: Vec<(&'static str, String)>,
    /// Its spans' label where not their phase: a rocpd dispatch's kernel
    /// name (Chrome's and Perfetto's slice name; the phase still names the
    /// row and the statistics).
    pub name: Option<String>,
    /// The counters of the run a marker named on it ([`crate::marker`]), or of an
    /// i915-perf item's metric set ([`crate::i915_perf`]): on its `hw` or `oa` phase.
    pub counters: Vec<(String, CounterValue)>,
    /// A rocpd dispatch's counters' values one per instance, where the
    /// database holds them so ([`rig_counter_rocprofv3::Instances`]): what a
    /// metric's reduction over every instance is computed from. Not shown.
    pub instances: Vec<(String, rig_counter_rocprofv3::Instances)>,
    /// Whether its last phase had not ended when the trace did (an i915
    /// request in but never out): that phase is shown to the trace's end,
    /// and statistics count the job as incomplete.
    pub open: bool,
}

impl Job {
    /// Its phases as spans.
    pub fn spans(&self) -> impl Iterator<Item = Span> + '_ {
        self.phases.iter().map(|&(phase, start, duration)| Span {
            gpu: self.gpu.clone(),
            ring: self.ring.clone(),
            phase,
            name: self.name.clone(),
            start,
            duration,
            args: self.args.clone(),
            counters: if matches!(phase, "hw" | "oa" | "kernel") { self.counters.clone() } else { Vec::new() },
        })
    }
}

#[cfg(test)]
mod counter_value_tests {
    use super::CounterValue;

    #[test]
    fn a_large_float_is_written_in_exponent_form_not_padded_with_zeros() {
        assert_eq!(CounterValue::Number(147_573_952_589_676_412_928.0).to_string(), "1.4757395258967641e20");
        assert_eq!(CounterValue::Number(1e60).to_string(), "1e60");
        assert_eq!(CounterValue::Number(9_999_999_999_999_998.0).to_string(), "9999999999999998");
        assert_eq!(CounterValue::Number(0.5).to_string(), "0.5");
        assert_eq!(CounterValue::Count(u64::MAX).to_string(), "18446744073709551615");
        let json: serde_json::Value =
            serde_json::from_str(&CounterValue::Number(1.4757395258967641e20).to_string()).unwrap();
        assert_eq!(json.as_f64(), Some(1.4757395258967641e20));
    }
}
