//! A run's samples decoded for people: every value with its coordinate, totals
//! per counter, and what the numbers cannot be trusted for.

use rig_counter_core::Block;
use rig_counter_core::samples::{Coordinate, CounterSamples, Samples, Value};
use serde::Serialize;

/// One counter's totals, and its values read where they lie (never copied:
/// decoding takes memory independent of the samples' size).
#[derive(Clone, Debug, Serialize)]
pub struct Decoded<'a> {
    /// Its name; an accumulator's is what it counts, `accumulate(LEVEL,RESOLUTION)`.
    pub name: String,
    /// Its block.
    pub block: &'static str,
    /// Every value, the WGP varying fastest, read as it is serialised or iterated.
    pub values: Values<'a>,
    /// Its total: the sum of its values, or for a GRBM counter (a clock or busy
    /// cycle count of each die) the greatest value, as rocprofiler's metrics
    /// reduce them (GRBM's clock and busy counters total by their maximum).
    pub total: u64,
    /// How `total` was taken: `sum` or `max`.
    pub reduced_by: &'static str,
    /// The least value.
    pub min: u64,
    /// The greatest value.
    pub max: u64,
    /// Values at the 32-bit ceiling, 2^32 - 1: each means at least that many.
    pub saturated: usize,
    /// Values above 2^32 - 1 of a 32-bit counter (GFX11 and GFX12 SQ), which a
    /// stop program never stores.
    #[serde(skip)]
    pub beyond_32_bits: usize,
}

/// A counter's values in the samples, each as a [`DecodedValue`] when read.
#[derive(Clone, Copy, Debug)]
pub struct Values<'a>(CounterSamples<'a>);

impl Values<'_> {
    /// Every value with its coordinate, the WGP varying fastest.
    pub fn iter(&self) -> impl Iterator<Item = DecodedValue> + '_ {
        self.0.values().map(DecodedValue::from)
    }

    /// How many values there are.
    pub fn len(&self) -> usize {
        self.0.counter().values() as usize
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

impl Serialize for Values<'_> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeSeq;
        let mut seq = s.serialize_seq(Some(self.len()))?;
        for v in self.iter() {
            seq.serialize_element(&v)?;
        }
        seq.end()
    }
}

/// One value with its coordinate; serialised with rocprofiler's dimension
/// names (`DIMENSION_XCC`, ...), as the CSV's columns and `metric` name them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct DecodedValue {
    /// Die.
    #[serde(rename = "DIMENSION_XCC")]
    pub xcc: u32,
    /// Block instance.
    #[serde(rename = "DIMENSION_INSTANCE")]
    pub instance: u32,
    /// Shader engine.
    #[serde(rename = "DIMENSION_SHADER_ENGINE")]
    pub engine: u32,
    /// Shader array.
    #[serde(rename = "DIMENSION_SHADER_ARRAY")]
    pub array: u32,
    /// WGP.
    #[serde(rename = "DIMENSION_WGP")]
    pub wgp: u32,
    /// The count.
    pub value: u64,
    /// Whether it is a saturated 32-bit count (at least this many).
    pub saturated: bool,
}

impl From<Value> for DecodedValue {
    fn from(v: Value) -> Self {
        let Coordinate { xcc, instance, engine, array, wgp } = v.coordinate;
        DecodedValue { xcc, instance, engine, array, wgp, value: v.value, saturated: v.saturated }
    }
}

/// Every counter of `samples`, its totals taken in passes over its values in
/// place.
pub fn decode<'a, const N: usize>(samples: &Samples<'a, N>) -> Vec<Decoded<'a>> {
    let counters = samples.layout().counters();
    samples
        .counters()
        .enumerate()
        .map(|(i, c)| {
            let name = crate::counted_as(counters, i);
            let clock = c.counter().block == Block::Grbm;
            let (total, reduced_by) = if clock { (c.max().unwrap_or(0), "max") } else { (c.sum(), "sum") };
            let beyond =
                if c.counts_32_bits() { c.values().filter(|v| v.value > u64::from(u32::MAX)).count() } else { 0 };
            Decoded {
                name,
                block: c.counter().block.name(),
                saturated: c.values().filter(|v| v.saturated).count(),
                beyond_32_bits: beyond,
                values: Values(c),
                total,
                reduced_by,
                min: c.min().unwrap_or(0),
                max: c.max().unwrap_or(0),
            }
        })
        .collect()
}

/// What a run's numbers on `gpu` cannot be trusted for, one sentence each:
/// saturated values (case 13), values a 32-bit counter cannot hold, a total at
/// `u64::MAX`, a free-running clock that read 0 or a run of zeros only (case 16;
/// on GFX11 and GFX12 a power level may gate the perfmon clock, on gfx942 and
/// gfx950 the programs turn it on themselves: docs/counting.md).
pub fn warnings(decoded: &[Decoded<'_>], gpu: &rig_counter_core::Gpu) -> Vec<String> {
    let mut out = value_warnings(decoded, gpu);
    // After the values past 32 bits, as decode has always said them.
    let at = decoded.iter().filter(|d| d.beyond_32_bits > 0).count();
    let totals = decoded.iter().filter(|d| d.total == u64::MAX && d.reduced_by == "sum").map(|d| {
        format!("{}'s total reached 18446744073709551615 and stopped there: the sum is at least that", d.name)
    });
    out.splice(at..at, totals);
    out
}

/// [`warnings`] but the one of `decode`'s own totals (a sum stuck at
/// `u64::MAX`): what `metric`, which sums in its own way, says of a run
/// (break test 8 of issue 40: a metric of 128 x 2^60 was said to have
/// stopped at u64::MAX).
pub fn value_warnings(decoded: &[Decoded<'_>], gpu: &rig_counter_core::Gpu) -> Vec<String> {
    let mut out = Vec::new();
    for d in decoded.iter().filter(|d| d.beyond_32_bits > 0) {
        out.push(format!(
            "{} has {} value(s) above 4294967295, which its 32-bit per-WGP counter cannot hold: \
             these samples are not as a stop program stores them",
            d.name, d.beyond_32_bits
        ));
    }
    for d in decoded.iter().filter(|d| d.saturated > 0) {
        out.push(format!(
            "{} has {} value(s) at 4294967295, the 32-bit ceiling: each means at least that many",
            d.name, d.saturated
        ));
    }
    // gfx942 and gfx950 programs turn the perfmon clock on at any level
    // (RLC_PERFMON_CLK_CNTL): no power level gates it (the new user's check
    // of issue 41 was told one may).
    let gfx9 = gpu.family() == Some(rig_counter_core::Family::Gfx9);
    let gated = match gfx9 {
        true => {
            "the counters did not count, though the programs turn the perfmon clock on at any power level \
                 on gfx942 and gfx950: these samples are not as a stop program stores them"
        }
        false => {
            "the counters were gated, not idle: the perfmon clock may run only in a profiling power level \
                  (profile_standard in power_dpm_force_performance_level)"
        }
    };
    if decoded.iter().any(|d| d.name == "GRBM_COUNT" && d.max == 0) {
        out.push(format!("GRBM_COUNT, a free-running clock, read 0: {gated}"));
    } else if !decoded.is_empty() && decoded.iter().all(|d| d.max == 0) {
        let why = match gfx9 {
            true => "the filter's VMID matched no wave, or no work ran".to_owned(),
            false => format!("either the filter's VMID matched no wave or {gated}"),
        };
        out.push(format!("every value is 0: {why}"));
    }
    out
}

/// What the samples of a run whose `program` (`stop` or `sample`) never
/// reads the WGPs `inactive` (engine, array, WGP: a run description's
/// `inactive`) cannot be: a value other than 0 of a per-WGP counter at one of
/// them, where the program writes 0 (docs/counting.md, `--inactive`). One
/// sentence per counter that has any, naming its first WGPs, in the form of
/// [`warnings`]' for values a 32-bit counter cannot hold: `SQ_WAVES has 1
/// value(s) other than 0 at WGPs the run marks inactive (0/0/0), where a stop
/// program writes 0: these samples are not as a stop program stores them`.
pub fn inactive_warnings(decoded: &[Decoded<'_>], program: &str, inactive: &[(u8, u8, u8)]) -> Vec<String> {
    /// The most WGPs a warning names; the rest are counted.
    const NAMED: usize = 4;
    let mut out = Vec::new();
    if inactive.is_empty() {
        return out;
    }
    let unread = |at: &Coordinate| {
        inactive
            .iter()
            .any(|&(se, sa, wgp)| (u32::from(se), u32::from(sa), u32::from(wgp)) == (at.engine, at.array, at.wgp))
    };
    for d in decoded.iter().filter(|d| d.values.0.counter().wgps > 1) {
        let mut count = 0usize;
        let mut wgps: Vec<(u32, u32, u32)> = Vec::new();
        for v in d.values.0.values().filter(|v| v.value != 0 && unread(&v.coordinate)) {
            count += 1;
            let at = (v.coordinate.engine, v.coordinate.array, v.coordinate.wgp);
            if !wgps.contains(&at) {
                wgps.push(at);
            }
        }
        if count == 0 {
            continue;
        }
        let mut named: Vec<String> = wgps.iter().take(NAMED).map(|(se, sa, wgp)| format!("{se}/{sa}/{wgp}")).collect();
        if wgps.len() > NAMED {
            named.push(format!("and {} more", wgps.len() - NAMED));
        }
        out.push(format!(
            "{} has {count} value(s) other than 0 at WGPs the run marks inactive ({}), where a {program} program \
             writes 0: these samples are not as a {program} program stores them",
            d.name,
            named.join(", ")
        ));
    }
    out
}

/// The bytes of the samples file `path` for a layout of `expected` bytes, read
/// no further than one byte past them (a device such as /dev/zero never ends;
/// a 3 GB file is refused by its length, unread).
///
/// Errors: [`crate::Error::File`] naming the file if it is longer or shorter
/// than the layout (`run.bin: the samples hold 24 bytes; the layout lays out
/// 256`), cannot be read, is a directory, or
/// is a FIFO or socket (whose open or read could wait forever; a device, read
/// no further than the layout, is fine).
pub fn read_samples(path: &std::path::Path, expected: u32) -> Result<Vec<u8>, crate::Error> {
    use rig_counter_core::samples::SamplesError;
    use std::io::Read;
    let file_error = |message: String| crate::Error::File { path: crate::text::shown_path(path), message };
    let meta = std::fs::metadata(path).map_err(|e| file_error(e.to_string()))?;
    if meta.is_dir() {
        return Err(file_error("is a directory".to_owned()));
    }
    crate::files::never_waits(path).map_err(file_error)?;
    // The file named: a run reads several (its description, its samples).
    let length = |given: usize| file_error(SamplesError::Length { given, expected }.to_string());
    if meta.is_file() && meta.len() != u64::from(expected) {
        return Err(length(usize::try_from(meta.len()).unwrap_or(usize::MAX)));
    }
    let file = rig_counter_io::reads::open(path).map_err(|e| file_error(e.to_string()))?;
    let mut bytes = Vec::new();
    file.take(u64::from(expected) + 1).read_to_end(&mut bytes).map_err(|e| file_error(e.to_string()))?;
    match bytes.len().cmp(&(expected as usize)) {
        std::cmp::Ordering::Equal => Ok(bytes),
        std::cmp::Ordering::Greater => {
            Err(file_error(format!("holds more than the {expected} bytes the layout lays out")))
        }
        std::cmp::Ordering::Less => Err(length(bytes.len())),
    }
}
