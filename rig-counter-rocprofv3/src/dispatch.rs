//! What a rocprofv3 output holds, whatever its form: the agents and each
//! dispatch with its counters' values (summed over their dimensions, as
//! rocprofv3 sums them) and, where the file holds a value per instance,
//! what those values determine ([`Instances`]).

/// One kernel dispatch and its counters.
#[derive(Clone, Debug, PartialEq)]
pub struct Dispatch {
    /// Its `Dispatch_Id` (unique within a process).
    pub dispatch_id: u64,
    /// Its agent as the file names it: `Agent_Id` of the CSV (`Agent 1`,
    /// `GPU 0`, an older file's bare number: rocprofv3's `--agent-index`,
    /// [`agent_info`](crate::agent_info)); `Agent` and the logical node of
    /// the JSON's and the database's agent.
    pub agent: String,
    /// Its `Process_Id`, if the file gives one.
    pub process: Option<u64>,
    /// Its `Queue_Id`, if the file gives one.
    pub queue: Option<u64>,
    /// Its `Kernel_Name`, shared by every dispatch of the kernel a file
    /// holds (a name may be long: C++ templates).
    pub kernel: std::sync::Arc<str>,
    /// Its start and end, nanoseconds, if the file gives them.
    pub start: Option<u64>,
    /// See [`Dispatch::start`].
    pub end: Option<u64>,
    /// Each counter's value, in the file's order, each name once.
    pub counters: Vec<(String, f64)>,
    /// Each counter's values one per instance, where the file holds them
    /// so (the JSON output and the rocpd database; `counter_collection.csv`
    /// holds only their sum): in the file's order, each name once.
    pub instances: Vec<(String, Instances)>,
}

/// A counter's values on one dispatch where the file holds one per
/// instance: rocprofv3's JSON output (a `records` entry per instance, its
/// `counter_id` and `value`) and its rocpd database (a `rocpd_pmc_event` row
/// per instance, its `pmc_id` and `value`) say which counter a value is of,
/// not which instance (rocprofiler-sdk's `tool_counter_value_t`, and
/// `generateRocpd.cpp`, which writes those two fields of each). Their sum
/// is [`Dispatch::counters`]' value; their number, least and greatest
/// determine a reduction over every instance (`max`, `min`, `avr`), and
/// nothing that needs an instance's index.
#[derive(Clone, Debug, PartialEq)]
pub struct Instances {
    /// How many values the file holds.
    pub count: u64,
    /// The least (its nearest `f64`).
    pub min: f64,
    /// The greatest (its nearest `f64`).
    pub max: f64,
    /// Whether every one is a whole number (a hardware counter counts
    /// events: a fraction is no value of one).
    pub whole: bool,
    /// The first one below 0 or past `u64::MAX`, which no 64-bit counter
    /// holds (boxed: it is rare, and an `Instances` is kept per counter and
    /// dispatch); `None` where each is from 0 to `u64::MAX` as the file
    /// writes it: where it writes an integer (the JSON output), that
    /// integer says, not its nearest `f64` (`18446744073709551615` is
    /// `u64::MAX`, whose nearest `f64` is 2^64).
    pub outside: Option<Box<Outside>>,
}

/// A value outside 0 to `u64::MAX` ([`Instances::outside`]), as a message
/// shows it: an integer as the file writes it (`-1`), another number as
/// its nearest `f64` (`-1000`; `18446744073709551616 (the nearest 64-bit
/// float to the number written)` where the file writes
/// `18446744073709551617` or `18446744073709551615.0`, which no `f64` is).
#[derive(Clone, Debug, PartialEq)]
pub enum Outside {
    /// Below 0.
    Below(String),
    /// Past `u64::MAX`.
    Past(String),
}

impl Outside {
    /// Where `v`, a number a file holds as a number (a rocpd database's
    /// REAL or INTEGER), is outside 0 to `u64::MAX`: below 0, or from 2^64
    /// up (the least `f64` past `u64::MAX`).
    pub fn of(v: f64) -> Option<Outside> {
        match v {
            v if v < 0.0 => Some(Outside::Below(exact(v))),
            v if v >= PAST => Some(Outside::Past(exact(v))),
            _ => None,
        }
    }
}

/// 2^53: up to it an `f64` holds every whole number, past it only some
/// (IEEE 754 binary64's 53-bit significand).
pub const EXACT: f64 = (1u64 << 53) as f64;

/// 2^64: the least `f64` past `u64::MAX`, which no `f64` is (`u64::MAX`
/// rounds to it).
pub const PAST: f64 = u64::MAX as f64;

/// `v` as a message shows it: a whole number below 10^21 in magnitude with
/// its exact digits (`{:.0}`: 2^64 as 18446744073709551616, not `{}`'s
/// shortest that reads back, 18446744073709552000), another of 10^-4 or
/// more as Rust writes it (`-0.5`), and one past those (`1e300`, `1e-300`,
/// which Rust writes with 300 digits) in the shortest exponent form that
/// reads back.
pub fn exact(v: f64) -> String {
    match v.abs() {
        a if a >= 1e21 || (a < 1e-4 && a != 0.0) => format!("{v:e}"),
        _ if v.fract() == 0.0 => format!("{v:.0}"),
        _ => v.to_string(),
    }
}

impl Instances {
    /// One value more: `v` (its nearest `f64`) and whether it is outside 0
    /// to `u64::MAX` as the file writes it (the first such one is kept).
    pub fn with(self, v: f64, outside: Option<Outside>) -> Instances {
        Instances {
            count: self.count + 1,
            min: self.min.min(v),
            max: self.max.max(v),
            whole: self.whole && v.fract() == 0.0,
            outside: self.outside.or_else(|| outside.map(Box::new)),
        }
    }

    /// One value: `v` and whether it is outside 0 to `u64::MAX`, as
    /// [`Instances::with`] takes them.
    pub fn one(v: f64, outside: Option<Outside>) -> Instances {
        Instances { count: 1, min: v, max: v, whole: v.fract() == 0.0, outside: outside.map(Box::new) }
    }
}

/// One pass: a file or the files of one pass folder.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Pass {
    /// Where it was read, as messages show it.
    pub source: String,
    /// Each agent the file describes: its name as [`Dispatch::agent`]
    /// gives it, and its processor (`gfx942`).
    pub agents: Vec<(String, String)>,
    /// The XCCs and compute units of each agent whose file gives them, by
    /// its name as [`Dispatch::agent`] gives it.
    pub geometry: Vec<(String, crate::Geometry)>,
    /// Its dispatches, in the file's order.
    pub dispatches: Vec<Dispatch>,
    /// What the reader left out of the file, each said once, naming the
    /// file (a rocpd database's counter values of no dispatch).
    pub notes: Vec<String>,
}

impl Pass {
    /// The processor of `agent`, if the file describes it.
    pub fn processor(&self, agent: &str) -> Option<&str> {
        self.agents.iter().find(|(a, _)| a == agent).map(|(_, p)| p.as_str())
    }

    /// The XCCs and compute units of `agent`, if the file gives them.
    pub fn geometry(&self, agent: &str) -> Option<&crate::Geometry> {
        self.geometry.iter().find(|(a, _)| a == agent).map(|(_, g)| g)
    }
}
