//! Chrome's trace-event JSON (the "Trace Event Format" document of the
//! Chromium project), which ui.perfetto.dev and chrome://tracing open: one
//! process per GPU, one thread per ring or engine, one complete event
//! (`"ph": "X"`, `ts` and `dur` in microseconds) per phase, metadata events
//! (`"ph": "M"`, `process_name`, `thread_name`) naming the rows, and counter
//! events (`"ph": "C"`) for values over time.

use super::Span;
use std::collections::BTreeMap;
use std::io::Write;

/// Writes spans as they come, then the rows' names.
pub struct ChromeWriter<W: Write> {
    out: W,
    first: bool,
    processes: BTreeMap<String, (u32, BTreeMap<String, u32>)>,
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
        Ok(ChromeWriter { out, first: true, processes: BTreeMap::new() })
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
        let (pid, tid) = self.ids(&s.gpu, &s.ring);
        let mut args: serde_json::Map<String, serde_json::Value> =
            s.args.iter().map(|(k, v)| ((*k).to_owned(), serde_json::Value::String(v.clone()))).collect();
        for (name, value) in &s.counters {
            args.insert(name.clone(), serde_json::json!(value));
        }
        self.separator()?;
        write!(
            self.out,
            "{{\"name\":\"{}\",\"cat\":{},\"ph\":\"X\",\"ts\":{},\"dur\":{},\"pid\":{pid},\"tid\":{tid},\"args\":{}}}",
            s.phase,
            serde_json::Value::String(s.gpu.clone()),
            us(s.start),
            us(s.duration),
            serde_json::Value::Object(args)
        )?;
        // A counted job's values as counter tracks over its hw span.
        for (name, value) in &s.counters {
            self.counter(&s.gpu, name, s.start, *value)?;
            self.counter(&s.gpu, name, s.start + s.duration, 0.0)?;
        }
        Ok(())
    }

    /// A counter's value from `ts` on, on `gpu`'s process.
    ///
    /// Errors: writing.
    pub fn counter(&mut self, gpu: &str, name: &str, ts: u64, value: f64) -> std::io::Result<()> {
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
