//! i915-perf recordings (`.i915-dat`, what IGT's `i915-perf-recorder`
//! writes and gpuvis shows as its `i915-perf` row): a stream of records,
//! each a `drm_i915_perf_record_header` (Linux `include/uapi/drm/i915_drm.h`:
//! u32 type, u16 pad, u16 size counting the header) and its payload. The
//! kernel's types are SAMPLE (1, an OA report), OA_REPORT_LOST (2) and
//! OA_BUFFER_LOST (3); IGT's `lib/i915/perf_data.h` adds, from 65536, VERSION
//! (u32 version 1, u32 pad), DEVICE_INFO (u64 timestamp frequency, u32 device
//! id, revision, GT min and max frequency, engine class and instance, OA
//! format, then the metric set's name, 256 bytes, and uuid, 40 bytes),
//! DEVICE_TOPOLOGY and TIMESTAMP_CORRELATION (u64 CLOCK_MONOTONIC
//! nanoseconds, u64 GPU timestamp).
//!
//! An OA report (gen8 and later, IGT's `intel_perf_read_record_timestamp`)
//! starts with four dwords: the report's reason, the GPU timestamp's low 32
//! bits, the context id and the GPU clock ticks; its counters follow. Each
//! stretch of reports of one context becomes one item on the `i915-perf`
//! row, from its first report to the next stretch's first (or its own last),
//! with the metric set's name and uuid, the context id, its reports and the
//! raw counter dwords' deltas over it as arguments. GPU timestamps map to the
//! trace's clock (CLOCK_MONOTONIC) through the correlation record nearest
//! before them (the first one, for reports before any).

use super::Job;
use std::io::Read;
use std::path::Path;

/// Record types.
const SAMPLE: u32 = 1;
const REPORT_LOST: u32 = 2;
const BUFFER_LOST: u32 = 3;
const VERSION: u32 = 1 << 16;
const DEVICE_INFO: u32 = VERSION + 1;
const CORRELATION: u32 = VERSION + 3;

/// Whether `head` (a file's first bytes) is an i915-perf recording: a VERSION
/// record first.
pub fn is_i915_perf(head: &[u8]) -> bool {
    head.len() >= 12
        && u32::from_le_bytes([head[0], head[1], head[2], head[3]]) == VERSION
        && u16::from_le_bytes([head[6], head[7]]) == 16
}

/// The recording's metadata.
#[derive(Clone, Debug, Default, PartialEq)]
struct Info {
    frequency: u64,
    metric_set: String,
    uuid: String,
}

/// Each record's type and payload, in file order, to `f`. Returns what is
/// left out when the file ends inside a record (its header or its payload):
/// the records before it are read.
fn records(path: &Path, mut f: impl FnMut(u32, &[u8]) -> Result<(), String>) -> Result<Option<String>, String> {
    let file = std::fs::File::open(path).map_err(|e| e.to_string())?;
    let mut r = std::io::BufReader::new(file);
    let mut header = [0u8; 8];
    let mut payload = vec![0u8; 1 << 16];
    let mut at = 0u64;
    loop {
        let mut got = 0;
        while got < header.len() {
            match r.read(&mut header[got..]) {
                Ok(0) => break,
                Ok(n) => got += n,
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
                Err(e) => return Err(e.to_string()),
            }
        }
        match got {
            0 => return Ok(None),
            8 => {}
            _ => {
                return Ok(Some(format!(
                    "ends inside a record's 8-byte header at byte {at}: those bytes are left out"
                )));
            }
        }
        let kind = u32::from_le_bytes([header[0], header[1], header[2], header[3]]);
        let size = usize::from(u16::from_le_bytes([header[6], header[7]]));
        if size < 8 {
            return Err(format!("a record at byte {at} of {size} bytes, less than its header"));
        }
        let body = &mut payload[..size - 8];
        match r.read_exact(body) {
            Ok(()) => {}
            Err(e) if e.kind() == std::io::ErrorKind::UnexpectedEof => {
                return Ok(Some(format!("ends inside the record at byte {at} ({size} bytes): it is left out")));
            }
            Err(e) => return Err(format!("the record at byte {at}: {e}")),
        }
        f(kind, body)?;
        at += size as u64;
    }
}

/// Little-endian numbers and NUL-terminated text, as the format reader reads them.
fn u32_at(b: &[u8], at: usize) -> Option<u32> {
    super::format::uint(b, at, 4, false).map(|v| v as u32)
}

fn u64_at(b: &[u8], at: usize) -> Option<u64> {
    super::format::uint(b, at, 8, false)
}

use super::format::c_string as text;

/// A stretch of reports of one context.
struct Stretch {
    ctx: u32,
    start: u64,
    last: u64,
    reports: usize,
    first: Vec<u32>,
    latest: Vec<u32>,
}

/// Reads the recording at `path`, handing `sink` an item per stretch of one
/// context's reports. Returns warnings (lost reports, short samples) and the
/// reports read.
///
/// Errors: the message for a recording of another version, without device
/// information, or that cannot be read (one cut inside a record is read to
/// there, with a warning).
pub fn read(path: &Path, mut sink: impl FnMut(&Job)) -> Result<(Vec<String>, u64), String> {
    let mut info = Info::default();
    let mut correlations: Vec<(u64, u64)> = Vec::new();
    let (mut lost_reports, mut lost_buffers) = (0usize, 0usize);
    // First pass: the metadata and the correlations (a few per recording).
    let cut = records(path, |kind, body| {
        match kind {
            VERSION => {
                let v = u32_at(body, 0).unwrap_or(0);
                if v != 1 {
                    return Err(format!("is an i915-perf recording of version {v}; rig-counter reads version 1"));
                }
            }
            DEVICE_INFO => {
                info.frequency = u64_at(body, 0).unwrap_or(0);
                info.metric_set = body.get(36..36 + 256).map(text).unwrap_or_default();
                info.uuid = body.get(292..292 + 40).map(text).unwrap_or_default();
            }
            CORRELATION => {
                if let (Some(cpu), Some(gpu)) = (u64_at(body, 0), u64_at(body, 8)) {
                    correlations.push((gpu, cpu));
                }
            }
            REPORT_LOST => lost_reports += 1,
            BUFFER_LOST => lost_buffers += 1,
            _ => {}
        }
        Ok(())
    })?;
    if info.frequency == 0 {
        return Err("holds no device information (or a timestamp frequency of 0)".to_owned());
    }
    let mut warnings = Vec::new();
    if let Some(cut) = cut {
        warnings.push(cut);
    }
    if correlations.is_empty() {
        return Err("holds no timestamp correlation: its GPU timestamps cannot be placed on the trace".to_owned());
    }
    correlations.sort_unstable();
    // A report's 32-bit timestamp, widened by the correlation nearest
    // before it, in CLOCK_MONOTONIC nanoseconds.
    let freq = info.frequency;
    let place = |low: u32, hint: u64| -> u64 {
        let i = correlations.partition_point(|c| c.0 <= hint).saturating_sub(1);
        let (gpu, cpu) = correlations[i];
        // In 128 bits: a correlation near u64::MAX overflows nothing.
        let gpu128 = i128::from(gpu);
        let mut wide = i128::from(gpu & !0xffff_ffff) | i128::from(low);
        if wide + (1 << 31) < gpu128 {
            wide += 1 << 32;
        } else if wide > gpu128 + (1 << 31) && wide >= 1 << 32 {
            wide -= 1 << 32;
        }
        let delta = wide - gpu128;
        let ns = i128::from(cpu) + delta * 1_000_000_000 / i128::from(freq);
        ns.clamp(0, i128::from(u64::MAX)) as u64
    };
    let item = |s: &Stretch, end: u64| Job {
        gpu: "i915-perf".to_owned(),
        ring: info.metric_set.clone(),
        phases: vec![("oa", s.start, end.saturating_sub(s.start))],
        args: vec![
            ("metric_set", info.metric_set.clone()),
            ("uuid", info.uuid.clone()),
            ("ctx_id", format!("{:#x}", s.ctx)),
            ("reports", s.reports.to_string()),
            (
                "raw_deltas",
                s.first
                    .iter()
                    .zip(&s.latest)
                    .map(|(a, b)| b.wrapping_sub(*a).to_string())
                    .collect::<Vec<_>>()
                    .join(" "),
            ),
        ],
        counters: Vec::new(),
        open: false,
    };
    // Second pass: the reports, stretch by stretch.
    let mut current: Option<Stretch> = None;
    let mut hint = correlations[0].0;
    let (mut reports, mut short) = (0u64, 0usize);
    records(path, |kind, body| {
        if kind != SAMPLE {
            return Ok(());
        }
        if body.len() < 16 {
            short += 1;
            return Ok(());
        }
        reports += 1;
        let (low, ctx) = (u32_at(body, 4).unwrap_or(0), u32_at(body, 8).unwrap_or(0));
        let ts = place(low, hint);
        hint = (hint & !0xffff_ffff) | u64::from(low);
        let raw: Vec<u32> = body[16..].chunks_exact(4).map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect();
        match &mut current {
            Some(s) if s.ctx == ctx => {
                s.last = ts;
                s.reports += 1;
                s.latest = raw;
            }
            _ => {
                if let Some(s) = current.take() {
                    sink(&item(&s, ts));
                }
                current = Some(Stretch { ctx, start: ts, last: ts, reports: 1, first: raw.clone(), latest: raw });
            }
        }
        Ok(())
    })?;
    if let Some(s) = current.take() {
        sink(&item(&s, s.last));
    }
    if short > 0 {
        warnings.push(format!("{short} SAMPLE record(s) shorter than an OA report's 16-byte header: skipped"));
    }
    if lost_reports > 0 || lost_buffers > 0 {
        warnings.push(format!(
            "the kernel lost OA reports {lost_reports} time(s) and its OA buffer {lost_buffers} time(s): items may be missing"
        ));
    }
    Ok((warnings, reports))
}
