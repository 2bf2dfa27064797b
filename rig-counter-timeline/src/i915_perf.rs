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
//! bits, the context id and the GPU clock ticks; its counters follow. Meteor
//! Lake's media reports (OAM) start with 64-bit words instead: the timestamp
//! at byte 8, the context id at byte 16, the counters from byte 32
//! ([`crate::oa::Format::header_64bit`]). DG2 and Meteor Lake's timestamps
//! are shifted as IGT shifts them (`oa_timestamp_shift`) before they are
//! placed. Each
//! stretch of reports of one context becomes one item on the `i915-perf`
//! row, from its first report to the next stretch's first (or its own last),
//! with the metric set's name and uuid, the context id, its reports and the
//! raw counter dwords' deltas over it as arguments. GPU timestamps map to the
//! trace's clock (CLOCK_MONOTONIC) through the correlation record nearest
//! before them (the first one, for reports before any).
//!
//! The metric set's counters by name: the device's PCI id picks the platform
//! ([`crate::oa::platform_of_device`]), the recorded uuid (else the recorded
//! symbol) its set, the DEVICE_TOPOLOGY record the EU counts and masks
//! ([`crate::oa::device`]). Each pair of consecutive reports of a stretch is
//! accumulated ([`crate::oa::report::accumulate`]) and each counter the
//! device has ([`crate::oa::rpn::available`]) is evaluated over the sums: an
//! item's counters, named `NAME (UNITS)`, cover its first report to its last.
//! A recording whose device, set or topology is not known gets a warning and
//! raw deltas only.

use crate::job::{CounterValue, Job};
use crate::oa::device::{Device, Topology};
use crate::oa::{Counter, MetricSet, report, rpn};
use std::io::Read;
use std::path::Path;

/// Record types.
const SAMPLE: u32 = 1;
const REPORT_LOST: u32 = 2;
const BUFFER_LOST: u32 = 3;
const VERSION: u32 = 1 << 16;
const DEVICE_INFO: u32 = VERSION + 1;
const TOPOLOGY: u32 = VERSION + 2;
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
    device_id: u32,
    revision: u32,
    gt_frequencies: (u64, u64),
    metric_set: String,
    uuid: String,
    topology: Option<Vec<u8>>,
}

/// What the counters of a recording are evaluated with: its device, its
/// set, and the set's counters the device has.
struct Counting {
    device: Device,
    set: MetricSet,
    counters: Vec<Counter>,
    /// Each counter's name as items show it: `NAME (UNITS)`, or `NAME
    /// [SYMBOL] (UNITS)` where the set names two counters alike (Broadwell's
    /// DataPortWritesCoalescing and HDCAndSF do).
    labels: Vec<String>,
}

/// The recording's platform and metric set, and a note when the set was
/// found by its name only; or why there is none.
fn platform_and_set(info: &Info) -> Result<(crate::oa::Platform, MetricSet, Option<String>), String> {
    let id = info.device_id;
    let platform = crate::oa::platform_of_device(id).ok_or_else(|| {
        format!("its device 0x{id:04x} is no platform with OA metric sets here (`rig-counter oa-sets` lists them)")
    })?;
    let by_uuid = platform.sets().find(|s| s.uuid().eq_ignore_ascii_case(&info.uuid));
    let set = by_uuid.or_else(|| platform.set(&info.metric_set));
    let note = match (by_uuid, set) {
        (None, Some(s)) => Some(format!(
            "its metric set's uuid {} is none of {}'s; the set is the one named {} (uuid {}), whose counters may differ from the recorded configuration's",
            if info.uuid.is_empty() { "(empty)" } else { &info.uuid },
            platform.name(),
            s.symbol(),
            s.uuid()
        )),
        _ => None,
    };
    let set = set.ok_or_else(|| {
        format!(
            "its metric set {} ({}) is none of {}'s ({}) sets (`rig-counter oa-sets {}` lists them)",
            info.metric_set,
            info.uuid,
            platform.name(),
            platform.title(),
            platform.name()
        )
    })?;
    Ok((platform, set, note))
}

/// The counting context of a recording of `set` on `platform`, or why there
/// is none.
fn counting(info: &Info, platform: crate::oa::Platform, set: MetricSet) -> Result<Counting, String> {
    let id = info.device_id;
    let bytes = info
        .topology
        .as_deref()
        .ok_or_else(|| "it holds no DEVICE_TOPOLOGY record, whose EU counts the equations need".to_owned())?;
    let topology = Topology::parse(bytes).map_err(|e| format!("its DEVICE_TOPOLOGY record holds {e}"))?;
    let device = Device::new(platform, id, info.revision, info.frequency, info.gt_frequencies, topology);
    let mut counters = Vec::new();
    for c in set.counters() {
        if rpn::available(c, &device).map_err(|e| format!("{}'s availability: {e}", c.name()))? {
            counters.push(c);
        }
    }
    let labels = counters
        .iter()
        .map(|c| {
            if counters.iter().filter(|k| k.name() == c.name()).count() > 1 {
                format!("{} [{}] ({})", c.name(), c.symbol(), c.units())
            } else {
                format!("{} ({})", c.name(), c.units())
            }
        })
        .collect();
    Ok(Counting { device, set, counters, labels })
}

/// Each record's type and payload, in file order, to `f`. Returns what is
/// left out when the file ends inside a record (its header or its payload)
/// or a record's size is less than its header: the records before it are
/// read.
fn records(path: &Path, mut f: impl FnMut(u32, &[u8]) -> Result<(), String>) -> Result<Option<String>, String> {
    let file = rig_counter_io::reads::open(path).map_err(|e| e.to_string())?;
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
            // As a cut record: what came before is kept (a zeroed tail).
            return Ok(Some(format!(
                "holds a record at byte {at} of {size} bytes, less than its 8-byte header: it and what follows are left out"
            )));
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
    /// The latest report, whole.
    previous: Vec<u8>,
    /// The sums of each pair of consecutive reports' deltas.
    accumulator: [u64; 64],
    /// The pairs summed.
    pairs: usize,
}

/// The size of DEVICE_INFO's fields (IGT `lib/i915/perf_data.h`,
/// `intel_perf_record_device_info`: a u64, seven u32, 256 and 40 bytes of
/// text; the recorder writes them padded to 336).
const DEVICE_INFO_FIELDS: usize = 332;

/// A report's header: its GPU timestamp as the report holds it (the low 32
/// bits, or all 64 with a 64-bit header), its context id, and the byte its
/// counters start at (Linux `drivers/gpu/drm/i915/i915_perf.c`,
/// `oa_timestamp` and `oa_context_id`; [`crate::oa::Format::counters_at`]),
/// a format not known read as gen8's. `None` for a report shorter than its
/// header.
fn header(body: &[u8], format: Option<crate::oa::Format>) -> Option<(u64, u32, usize)> {
    let at = format.map_or(16, |f| f.counters_at());
    let fields = if format.is_some_and(|f| f.header_64bit()) {
        (u64_at(body, 8)?, u32_at(body, 16)?, at)
    } else {
        (u64::from(u32_at(body, 4)?), u32_at(body, 8)?, at)
    };
    Some(fields).filter(|_| body.len() >= header_len(format))
}

/// The bytes of a report's header: four u64 with the 64-bit header, else
/// four dwords.
fn header_len(format: Option<crate::oa::Format>) -> usize {
    if format.is_some_and(|f| f.header_64bit()) { 32 } else { 16 }
}

/// `raw` shifted by the platform's `oa_timestamp_shift` (left when positive,
/// right when negative), as IGT's `intel_perf_read_record_timestamp` does,
/// which puts a report's timestamp in the correlation records' ticks.
fn shifted(raw: u64, shift: i8) -> u64 {
    if shift >= 0 { raw.checked_shl(shift as u32).unwrap_or(0) } else { raw >> shift.unsigned_abs().min(63) }
}

/// `ts`, a timestamp of `bits` significant bits, widened to the value
/// nearest `hint` (the previous report's widened timestamp): a timestamp
/// that wrapped once since `hint` lands past it.
fn widen(ts: u64, bits: u32, hint: u64) -> u64 {
    if bits >= 64 {
        return ts;
    }
    let period = 1i128 << bits;
    let (hint, ts) = (i128::from(hint), i128::from(ts) & (period - 1));
    let mut wide = (hint & !(period - 1)) | ts;
    if wide + period / 2 < hint {
        wide += period;
    } else if wide > hint + period / 2 && wide >= period {
        wide -= period;
    }
    wide.clamp(0, i128::from(u64::MAX)) as u64
}

/// Reads the recording at `path`, handing `sink` an item per stretch of one
/// context's reports. Returns warnings (lost reports, short samples, odd
/// metadata) and the reports read.
///
/// A report's timestamp is shifted by the device's `oa_timestamp_shift`
/// ([`crate::oa::Platform::timestamp_shift`], 0 for a device not known),
/// widened past the wraps of its 32 bits from the previous report's (the
/// first report's from the first correlation), and placed through the
/// correlation nearest before it.
///
/// Errors: the message for a recording of another version, without device
/// information, or that cannot be read (one cut inside a record is read to
/// there, with a warning).
pub fn read(path: &Path, mut sink: impl FnMut(&Job)) -> Result<(Vec<String>, u64), String> {
    let mut info = Info::default();
    let mut correlations: Vec<(u64, u64)> = Vec::new();
    let (mut lost_reports, mut lost_buffers, mut samples) = (0usize, 0usize, 0usize);
    let (mut device_infos, mut topologies, mut short_info) = (0usize, 0usize, None);
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
                device_infos += 1;
                if body.len() < DEVICE_INFO_FIELDS {
                    short_info = Some(body.len());
                }
                info.frequency = u64_at(body, 0).unwrap_or(0);
                info.device_id = u32_at(body, 8).unwrap_or(0);
                info.revision = u32_at(body, 12).unwrap_or(0);
                let hz = |at| u64::from(u32_at(body, at).unwrap_or(0));
                info.gt_frequencies = (hz(16), hz(20));
                // Escaped: a name with control characters would split warnings.
                let field = |at: usize, n: usize| body.get(at..).map(|b| text(&b[..b.len().min(n)]));
                info.metric_set = field(36, 256).map(|t| rig_counter_io::text::escaped(&t)).unwrap_or_default();
                info.uuid = field(292, 40).map(|t| rig_counter_io::text::escaped(&t)).unwrap_or_default();
            }
            TOPOLOGY => {
                topologies += 1;
                info.topology = Some(body.to_vec());
            }
            CORRELATION => {
                if let (Some(cpu), Some(gpu)) = (u64_at(body, 0), u64_at(body, 8)) {
                    correlations.push((gpu, cpu));
                }
            }
            SAMPLE => samples += 1,
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
    if let Some(n) = short_info {
        warnings.push(format!(
            "its DEVICE_INFO record holds {n} bytes, fewer than its fields' {DEVICE_INFO_FIELDS}: the fields past byte {n} read as 0 or empty"
        ));
    }
    for (n, what) in [(device_infos, "DEVICE_INFO"), (topologies, "DEVICE_TOPOLOGY")] {
        if n > 1 {
            warnings.push(format!("it holds {n} {what} records: the last one is used"));
        }
    }
    if samples == 0 {
        warnings.push("it holds no OA report (SAMPLE record): the i915-perf row is empty".to_owned());
    }
    correlations.sort_unstable();
    let found = platform_and_set(&info);
    // The report's layout from the set, even where the counters cannot be
    // evaluated (no topology).
    let format = found.as_ref().ok().map(|(_, s, _)| s.format());
    let counting = match found.and_then(|(platform, set, note)| Ok((counting(&info, platform, set)?, note))) {
        Ok((c, note)) => {
            warnings.extend(note);
            if c.device.n_eus == 0 {
                warnings.push(
                    "its DEVICE_TOPOLOGY record holds no EU: the counters of EUs ($EuCoresTotalCount) read 0"
                        .to_owned(),
                );
            }
            Some(c)
        }
        Err(why) => {
            warnings.push(format!("{why}: its items carry raw counter deltas only"));
            None
        }
    };
    let counted = counting.is_some();
    let shift = crate::oa::platform_of_device(info.device_id).map_or(0, |p| p.timestamp_shift());
    let header_64bit = format.is_some_and(|f| f.header_64bit());
    // A shifted timestamp's significant bits.
    let bits = (if header_64bit { 64 } else { 32 } + i32::from(shift)).clamp(1, 64) as u32;
    // A widened GPU timestamp in CLOCK_MONOTONIC nanoseconds, through the
    // correlation nearest before it.
    let freq = info.frequency;
    let place = |wide: u64| -> u64 {
        let i = correlations.partition_point(|c| c.0 <= wide).saturating_sub(1);
        let (gpu, cpu) = correlations[i];
        // In 128 bits: a correlation near u64::MAX overflows nothing.
        let delta = i128::from(wide) - i128::from(gpu);
        let ns = i128::from(cpu) + delta * 1_000_000_000 / i128::from(freq);
        ns.clamp(0, i128::from(u64::MAX)) as u64
    };
    let mut single = 0usize;
    let mut item = |s: &Stretch, end: u64| {
        let counters = match &counting {
            Some(c) if s.pairs > 0 => values(c, &s.accumulator),
            Some(_) => {
                single += 1;
                Vec::new()
            }
            None => Vec::new(),
        };
        Job {
            gpu: format!("i915-perf {:#06x}", info.device_id),
            ring: info.metric_set.clone(),
            phases: vec![("oa", s.start, end.saturating_sub(s.start))],
            name: None,
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
            counters,
            instances: Vec::new(),
            open: false,
        }
    };
    // Second pass: the reports, stretch by stretch.
    let mut current: Option<Stretch> = None;
    let mut hint = correlations[0].0;
    let (mut reports, mut short, mut cut_reports, mut backwards) = (0u64, 0usize, 0usize, 0usize);
    records(path, |kind, body| {
        if kind != SAMPLE {
            return Ok(());
        }
        let Some((raw_ts, ctx, counters_at)) = header(body, format) else {
            short += 1;
            return Ok(());
        };
        reports += 1;
        let wide = widen(shifted(raw_ts, shift), bits, hint);
        if wide < hint && reports > 1 {
            backwards += 1;
        }
        hint = wide;
        let ts = place(hint);
        let raw: Vec<u32> =
            body[counters_at..].chunks_exact(4).map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect();
        let whole = counted && format.is_some_and(|f| body.len() >= f.size());
        if counted && !whole {
            cut_reports += 1;
        }
        match &mut current {
            Some(s) if s.ctx == ctx => {
                s.last = ts;
                s.reports += 1;
                s.latest = raw;
                if let Some(f) = format.filter(|_| whole && !s.previous.is_empty()) {
                    // A report earlier than the one before it: its pair is
                    // accumulated as IGT does (the timestamp delta wraps).
                    report::accumulate(f, shift, &s.previous, body, &mut s.accumulator);
                    s.pairs += 1;
                }
                s.previous = if whole { body.to_vec() } else { Vec::new() };
            }
            _ => {
                if let Some(s) = current.take() {
                    sink(&item(&s, ts));
                }
                current = Some(Stretch {
                    ctx,
                    start: ts,
                    last: ts,
                    reports: 1,
                    first: raw.clone(),
                    latest: raw,
                    previous: if whole { body.to_vec() } else { Vec::new() },
                    accumulator: [0; 64],
                    pairs: 0,
                });
            }
        }
        Ok(())
    })?;
    if let Some(s) = current.take() {
        sink(&item(&s, s.last));
    }
    if single > 0 {
        warnings.push(format!(
            "{single} item(s) hold no two consecutive whole reports of their context: they show no counters (a counter is a difference of two reports)"
        ));
    }
    if let (Some(f), true) = (format, cut_reports > 0) {
        warnings.push(format!(
            "{cut_reports} report(s) shorter than the metric set's {} bytes ({}): left out of the counters, and an item's raw_deltas stop at its shorter end report",
            f.size(),
            f.name()
        ));
    }
    if backwards > 0 {
        warnings.push(format!(
            "{backwards} report(s) earlier than the report before them, or more than 2^{} ticks after it: their items may be placed wrong (an item runs at least 0 long)",
            bits - 1
        ));
    }
    if short > 0 {
        let bytes = header_len(format);
        warnings.push(format!("{short} SAMPLE record(s) shorter than an OA report's {bytes}-byte header: skipped"));
    }
    if lost_reports > 0 || lost_buffers > 0 {
        warnings.push(format!(
            "the kernel lost OA reports {lost_reports} time(s) and its OA buffer {lost_buffers} time(s): items may be missing"
        ));
    }
    Ok((warnings, reports))
}

/// The values of `c`'s counters over `accumulator`, each named as
/// [`Counting::labels`] says (an equation that fails, which the tests rule
/// out for every generated counter, gives no value).
fn values(c: &Counting, accumulator: &[u64; 64]) -> Vec<(String, CounterValue)> {
    let inputs = rpn::Inputs { device: &c.device, set: c.set, accumulator };
    c.counters
        .iter()
        .zip(&c.labels)
        .filter_map(|(k, label)| Some((label.clone(), CounterValue::Number(rpn::value(*k, &inputs).ok()?.as_f64()))))
        .collect()
}
