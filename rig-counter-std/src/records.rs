//! An agent's records of rotated dispatches
//! ([`rig_counter_core::plan::record`]: per dispatch, its kernel, its pass
//! and that pass's samples), read against the run `plan --run` described,
//! as rocprofv3's rotated counter groups are read: one dispatch per record,
//! carrying its pass's counters ([`to_pass`]).

use crate::Error;
use crate::run::PassLayout;
use rig_counter_core::plan::record::{RECORD_HEADER_BYTES, parse_header};
use rig_counter_core::samples::Samples;
use std::path::Path;

/// The most bytes a records file may hold: 1 GiB.
pub const MAX_BYTES: u64 = 1 << 30;

/// The most records a file may hold: each becomes a dispatch of its own
/// (as a rocprofv3 output's row does), about 2 KB of memory, so that a
/// file of small records stays within a few hundred MB (a break test of
/// issue 41 took 6.1 GB for 3.3 million 32-byte records).
pub const MAX_RECORDS: usize = 100_000;

/// One record: its pass (from 0), its kernel, and where its samples lie
/// in the file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    /// The pass counted, from 0.
    pub pass: usize,
    /// The agent's id of the kernel.
    pub kernel: u64,
    /// Byte offset of its samples in the file.
    pub at: usize,
}

/// The records of `bytes` (a records file's, shown as `file`) for a run of
/// `passes`, in order.
///
/// Errors ([`Error::File`], naming the record by its number from 1 and its
/// byte offset): a header that is cut short or lacks the magic `RCR1`, a
/// pass the run lacks, samples cut short; a file of no record.
pub fn parse(bytes: &[u8], passes: &[PassLayout], file: &str) -> Result<Vec<Record>, Error> {
    let fail = |message: String| Error::File { path: file.to_owned(), message };
    let mut out = Vec::new();
    let mut at = 0usize;
    while at < bytes.len() {
        let n = out.len() + 1;
        if out.len() == MAX_RECORDS {
            return Err(fail(format!(
                "holds more than {MAX_RECORDS} records, the most rig-counter reads at once (record {n} at byte {at}): \
                 split it, by kernel or by time"
            )));
        }
        let Some((pass, kernel)) = parse_header(&bytes[at..]) else {
            // Where a record before it ended: records of another run, whose
            // passes have other sizes, end elsewhere (a second break test of
            // issue 41 was asked whether it was a records file at all).
            let read_as = out.last().map(|r: &Record| {
                format!(
                    "record {}, of pass {} counted from 0, was read as its {} bytes",
                    n - 1,
                    r.pass,
                    passes[r.pass].layout.bytes()
                )
            });
            let cut = bytes.len() - at < RECORD_HEADER_BYTES;
            let head = match cut {
                true => format!("ends {} bytes into it, before its 16-byte header does", bytes.len() - at),
                false => "does not begin with the magic RCR1".to_owned(),
            };
            let why = match (cut, read_as) {
                (true, Some(r)) => format!("{head}: the file is cut short, or its records are another run's ({r})"),
                (false, Some(r)) => format!("{head}: its records are another run's, or it is no records file ({r})"),
                (_, None) => format!("{head}: is it a records file?"),
            };
            return Err(fail(format!("record {n} (at byte {at}) {why}")));
        };
        let Some(p) = usize::try_from(pass).ok().and_then(|p| passes.get(p)) else {
            return Err(fail(format!(
                "record {n} (at byte {at}) is of pass {pass} (from 0), but the run has passes 0 to {}",
                passes.len().saturating_sub(1)
            )));
        };
        let start = at + RECORD_HEADER_BYTES;
        let length = p.layout.bytes() as usize;
        if bytes.len() - start < length {
            return Err(fail(format!(
                "record {n} (at byte {at}) holds {} bytes of samples, but its pass's (pass {pass} in its header, \
                 counted from 0) are {length}",
                bytes.len() - start
            )));
        }
        out.push(Record { pass: pass as usize, kernel, at: start });
        at = start + length;
    }
    if out.is_empty() {
        return Err(fail("holds no record".to_owned()));
    }
    Ok(out)
}

/// Reads the records file at `path` ([`parse`]).
///
/// Errors: [`Error::File`] for a file that cannot be read, is no regular
/// file, or exceeds [`MAX_BYTES`]; those of [`parse`].
pub fn read(path: &Path, passes: &[PassLayout]) -> Result<(Vec<u8>, Vec<Record>), Error> {
    let shown = crate::text::shown_path(path);
    let fail = |message: String| Error::File { path: shown.clone(), message };
    use std::io::Read;
    crate::files::regular(path).map_err(fail)?;
    // By its size first: an 8 GiB file was read to 1 GiB before.
    let size = std::fs::metadata(path).map_err(|e| fail(e.to_string()))?.len();
    if size > MAX_BYTES {
        return Err(fail(format!("holds {size} bytes, more than the {MAX_BYTES} a records file may")));
    }
    let file = rig_counter_io::reads::open(path).map_err(|e| fail(e.to_string()))?;
    let mut bytes = Vec::new();
    file.take(MAX_BYTES + 1).read_to_end(&mut bytes).map_err(|e| fail(e.to_string()))?;
    if bytes.len() as u64 > MAX_BYTES {
        return Err(fail(format!("holds more than the {MAX_BYTES} bytes a records file may")));
    }
    let records = parse(&bytes, passes, &shown)?;
    Ok((bytes, records))
}

/// The records as rocprofv3's rotated counter groups are read: one pass
/// (`source`, on one agent named as `run` names its GPU, of its processor)
/// whose dispatches are
/// the records, numbered from 1, each of kernel `0x` and its id's hex
/// digits, carrying its pass's counters (an accumulator by
/// `accumulate(LEVEL,RESOLUTION)`), each the sum of its values with their
/// number, least and greatest.
///
/// Errors: [`Error::Usage`] for a run that accumulates a counter in
/// hardware (its accumulators are read with their level counter, which
/// this reading does not do yet).
pub fn to_pass(
    bytes: &[u8],
    records: &[Record],
    passes: &[PassLayout],
    run: &crate::run::RunDescription,
    source: &str,
) -> Result<rig_counter_rocprofv3::Pass, Error> {
    if passes.iter().any(|p| p.layout.counters().iter().any(|c| c.accumulates.is_some())) {
        return Err(Error::Usage(
            "the run accumulates a counter in hardware: reading its records (accumulators by kernel) is not \
             supported yet; plan the accumulated metrics in a run of their own, read with --samples"
                .to_owned(),
        ));
    }
    let mut dispatches = Vec::with_capacity(records.len());
    // Each kernel's name once, shared by its dispatches.
    let mut kernels: std::collections::HashMap<u64, std::sync::Arc<str>> = std::collections::HashMap::new();
    for (i, r) in records.iter().enumerate() {
        let layout = &passes[r.pass].layout;
        let samples = Samples::new(layout, &bytes[r.at..r.at + layout.bytes() as usize])?;
        let (mut counters, mut instances) = (Vec::new(), Vec::new());
        for (k, c) in samples.counters().enumerate() {
            let name = crate::counted_as(layout.counters(), k);
            let (mut sum, mut n, mut min, mut max) = (0f64, 0u64, f64::INFINITY, f64::NEG_INFINITY);
            for v in c.values() {
                let x = v.value as f64;
                sum += x;
                n += 1;
                min = min.min(x);
                max = max.max(x);
            }
            counters.push((name.clone(), sum));
            if n > 0 {
                let whole = rig_counter_rocprofv3::Instances { count: n, min, max, whole: true, outside: None };
                instances.push((name, whole));
            }
        }
        dispatches.push(rig_counter_rocprofv3::Dispatch {
            dispatch_id: i as u64 + 1,
            agent: run.gpu.clone(),
            process: None,
            queue: None,
            kernel: kernels.entry(r.kernel).or_insert_with(|| std::sync::Arc::from(format!("{:#x}", r.kernel))).clone(),
            start: None,
            end: None,
            counters,
            instances,
        });
    }
    Ok(rig_counter_rocprofv3::Pass {
        source: source.to_owned(),
        agents: vec![(run.gpu.clone(), run.processor.clone())],
        geometry: Vec::new(),
        dispatches,
        notes: Vec::new(),
    })
}

/// The most records whose warnings are said one by one; the rest are
/// counted.
pub const MAX_SAID: usize = 100;

/// What one record's values on `gpu` cannot be trusted for, as `decode`
/// says it of a run's samples ([`crate::decode::warnings`], values at the
/// WGPs the run never reads, `inactive`). `totals`: with decode's own
/// totals' warning (a sum stuck at `u64::MAX`), else as `metric` says it
/// ([`crate::decode::value_warnings`]).
pub fn record_warnings(
    decoded: &[crate::decode::Decoded<'_>],
    gpu: &rig_counter_core::Gpu,
    inactive: &[(u8, u8, u8)],
    totals: bool,
) -> Vec<String> {
    let mut these = match totals {
        true => crate::decode::warnings(decoded, gpu),
        false => crate::decode::value_warnings(decoded, gpu),
    };
    these.extend(crate::decode::inactive_warnings(decoded, "stop", inactive));
    these
}

/// Each record's warnings (its index from 0, [`record_warnings`]), each
/// prefixed `record N: `; the records past the first [`MAX_SAID`] with any
/// are counted in one line.
pub fn capped(each: impl IntoIterator<Item = (usize, Vec<String>)>) -> Vec<String> {
    let (mut out, mut said, mut more) = (Vec::new(), 0usize, 0usize);
    for (i, these) in each {
        if these.is_empty() {
            continue;
        }
        if said == MAX_SAID {
            more += 1;
            continue;
        }
        said += 1;
        out.extend(these.into_iter().map(|w| format!("record {}: {w}", i + 1)));
    }
    if more > 0 {
        out.push(format!(
            "{more} more record(s) have warnings of their values, past the first {MAX_SAID} said: decode --run RUN \
             --records FILE gives every record's totals, least and greatest values"
        ));
    }
    out
}

/// [`capped`] warnings of every record of `bytes` ([`record_warnings`]),
/// decoding one record at a time.
///
/// Errors: those of laying a record's samples out, which [`parse`] has
/// checked.
pub fn warnings(
    bytes: &[u8],
    records: &[Record],
    passes: &[PassLayout],
    gpu: &rig_counter_core::Gpu,
    inactive: &[(u8, u8, u8)],
    totals: bool,
) -> Result<Vec<String>, Error> {
    // One record decoded at a time, its warnings kept only while said.
    let mut failed = None;
    let each = records.iter().enumerate().map_while(|(i, r)| {
        let layout = &passes[r.pass].layout;
        match Samples::new(layout, &bytes[r.at..r.at + layout.bytes() as usize]) {
            Ok(samples) => Some((i, record_warnings(&crate::decode::decode(&samples), gpu, inactive, totals))),
            Err(e) => {
                failed = Some(e);
                None
            }
        }
    });
    let out = capped(each);
    match failed {
        Some(e) => Err(e.into()),
        None => Ok(out),
    }
}
