//! Chrome's trace-event JSON (the "Trace Event Format" document of the
//! Chromium project), which ui.perfetto.dev and chrome://tracing open: one
//! process per GPU, one thread per ring or engine, one complete event
//! (`"ph": "X"`, `ts` and `dur` in microseconds) per phase, metadata events
//! (`"ph": "M"`, `process_name`, `thread_name`) naming the rows, and counter
//! events (`"ph": "C"`) for values over time.

use super::lanes::Lanes;
use crate::job::{CounterValue, Span};
use std::collections::BTreeMap;
use std::io::Write;

/// Writes spans as they come, then the rows' names.
///
/// Complete events of one thread must nest, so each ring's phase is a
/// thread of its own (`gfx hw`), split into lanes (`gfx user (2)`) where
/// its spans overlap (an ioctl queued while the previous job still waits):
/// a span goes to the first lane whose every span ended by its start.
pub struct ChromeWriter<W: Write> {
    out: W,
    first: bool,
    processes: BTreeMap<String, (u32, BTreeMap<String, u32>)>,
    /// Per (gpu, ring, phase): its lanes, and each lane's thread name.
    lanes: BTreeMap<(String, String, &'static str), (Lanes, Vec<String>)>,
}

/// Nanoseconds as microseconds with three decimals, as JSON numbers.
fn us(ns: u64) -> String {
    format!("{}.{:03}", ns / 1000, ns % 1000)
}

impl<W: Write> ChromeWriter<W> {
    /// Starts the object.
    ///
    /// Errors: writing `out`.
    pub fn new(mut out: W) -> std::io::Result<Self> {
        out.write_all(b"{\"traceEvents\":[\n")?;
        Ok(ChromeWriter { out, first: true, processes: BTreeMap::new(), lanes: BTreeMap::new() })
    }

    /// The thread of a span of `s`'s ring and phase: the first lane free
    /// at its start ([`super::lanes`]).
    fn lane(&mut self, s: &Span) -> String {
        let (lanes, names) = self.lanes.entry((s.gpu.clone(), s.ring.clone(), s.phase)).or_default();
        let end = s.start.saturating_add(s.duration);
        // Free once its last span ended before this one starts (or at its
        // start, for spans of some length on both sides).
        let bound = if s.duration > 0 { Some(s.start) } else { s.start.checked_sub(1) };
        match bound.and_then(|b| lanes.first_ending_by(b)) {
            Some(i) => {
                lanes.extend(i, end);
                names[i].clone()
            }
            None => {
                let name = match lanes.len() {
                    0 => format!("{} {}", s.ring, s.phase),
                    n => format!("{} {} ({})", s.ring, s.phase, n + 1),
                };
                lanes.push(end);
                names.push(name.clone());
                name
            }
        }
    }

    fn ids(&mut self, gpu: &str, ring: &str) -> (u32, u32) {
        let next_pid = self.processes.len() as u32 + 1;
        let (pid, threads) = self.processes.entry(gpu.to_owned()).or_insert_with(|| (next_pid, BTreeMap::new()));
        let next_tid = threads.len() as u32 + 1;
        let tid = *threads.entry(ring.to_owned()).or_insert(next_tid);
        (*pid, tid)
    }

    fn separator(&mut self) -> std::io::Result<()> {
        if !self.first {
            self.out.write_all(b",\n")?;
        }
        self.first = false;
        Ok(())
    }

    /// One phase as a complete event.
    ///
    /// Errors: writing.
    pub fn span(&mut self, s: &Span) -> std::io::Result<()> {
        let thread = self.lane(s);
        let (pid, tid) = self.ids(&s.gpu, &thread);
        let mut args: serde_json::Map<String, serde_json::Value> =
            s.args.iter().map(|(k, v)| ((*k).to_owned(), serde_json::Value::String(v.clone()))).collect();
        for (name, value) in &s.counters {
            let value = match value {
                CounterValue::Count(n) => serde_json::Value::from(*n),
                CounterValue::Number(v) => serde_json::json!(v),
            };
            args.insert(name.clone(), value);
        }
        self.separator()?;
        write!(
            self.out,
            "{{\"name\":{},\"cat\":{},\"ph\":\"X\",\"ts\":{},\"dur\":{},\"pid\":{pid},\"tid\":{tid},\"args\":{}}}",
            serde_json::Value::String(s.label().to_owned()),
            serde_json::Value::String(s.gpu.clone()),
            us(s.start),
            us(s.duration),
            serde_json::Value::Object(args)
        )?;
        // A counted job's values as counter tracks over its hw span, one
        // per ring (jobs of two rings may overlap).
        for (name, value) in &s.counters {
            let name = format!("{} {name}", s.ring);
            self.counter(&s.gpu, &name, s.start, *value)?;
            self.counter(&s.gpu, &name, s.start + s.duration, value.zero())?;
        }
        Ok(())
    }

    /// A counter's value from `ts` on, on `gpu`'s process: a count's exact
    /// digits, a number as Rust writes an `f64`.
    ///
    /// Errors: writing.
    pub fn counter(&mut self, gpu: &str, name: &str, ts: u64, value: impl Into<CounterValue>) -> std::io::Result<()> {
        let value = value.into();
        let next_pid = self.processes.len() as u32 + 1;
        let pid = self.processes.entry(gpu.to_owned()).or_insert_with(|| (next_pid, BTreeMap::new())).0;
        self.separator()?;
        let name = serde_json::Value::String(name.to_owned());
        write!(
            self.out,
            "{{\"name\":{name},\"ph\":\"C\",\"ts\":{},\"pid\":{pid},\"args\":{{\"value\":{value}}}}}",
            us(ts)
        )
    }

    /// Names the rows and ends the object.
    ///
    /// Errors: writing.
    pub fn finish(mut self) -> std::io::Result<W> {
        let processes = std::mem::take(&mut self.processes);
        for (gpu, (pid, threads)) in &processes {
            self.separator()?;
            let name = serde_json::Value::String(gpu.clone());
            write!(self.out, "{{\"name\":\"process_name\",\"ph\":\"M\",\"pid\":{pid},\"args\":{{\"name\":{name}}}}}")?;
            for (ring, tid) in threads {
                self.separator()?;
                let name = serde_json::Value::String(ring.clone());
                write!(
                    self.out,
                    "{{\"name\":\"thread_name\",\"ph\":\"M\",\"pid\":{pid},\"tid\":{tid},\"args\":{{\"name\":{name}}}}}"
                )?;
            }
        }
        self.out.write_all(b"\n],\"displayTimeUnit\":\"ns\"}\n")?;
        Ok(self.out)
    }
}
