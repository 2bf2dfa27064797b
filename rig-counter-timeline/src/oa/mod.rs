//! Intel OA metric sets by name: every platform i915-perf records on, its
//! metric sets and each set's counters with their equations, as IGT and Mesa
//! describe them.
//!
//! The tables (`generated.rs`, from `cargo run -p xtask -- oa`) come from the OA
//! metric XML of igt-gpu-tools (`lib/i915/perf-configs/oa-*.xml`, and
//! `lib/xe/oa-configs/oa-acmgt*.xml` for DG2; the format of Mesa's
//! `src/intel/perf/oa-*.xml`, MIT), copied with their provenance in
//! `data/oa/`. Each counter's `equation` is a reverse Polish expression over
//! the accumulated deltas of two or more OA reports ([`report`]), the device's
//! facts ([`device`]) and the set's other counters; [`rpn`] evaluates it as
//! IGT's generated C computes it.
//!
//! - [`platforms`], [`platform`], [`platform_of_device`]: the platforms, by
//!   IGT's chipset name (`tglgt2`) or PCI device id.
//! - [`Platform::sets`], [`Platform::set`]: a platform's metric sets, in
//!   file order, by symbol (`RenderBasic`, any case) or hardware config uuid.
//! - [`MetricSet::counters`]: a set's counters, by symbol, as IGT lists them.

pub mod device;
#[rustfmt::skip]
mod generated;
pub mod report;
pub mod rpn;
mod tables;

pub use tables::{Format, Offsets};

use generated::{COUNTERS, DEVICES, PLATFORMS, SETS, STRINGS};
use tables::NONE;

fn string(i: u16) -> &'static str {
    STRINGS.get(usize::from(i)).copied().unwrap_or("")
}

fn optional(i: u16) -> Option<&'static str> {
    (i != NONE).then(|| string(i))
}

/// A platform of OA metrics: one XML file of IGT's, for the devices IGT loads
/// it for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Platform(usize);

impl Platform {
    fn row(self) -> &'static tables::PlatformRow {
        &PLATFORMS[self.0]
    }

    /// IGT's chipset name, its file's (`oa-tglgt2.xml`) without `oa-`: `tglgt2`.
    pub fn name(self) -> &'static str {
        self.row().name
    }

    /// A reader's name: `Tiger Lake GT2`.
    pub fn title(self) -> &'static str {
        self.row().title
    }

    /// Its file under `data/oa/`: `i915/oa-tglgt2.xml`.
    pub fn file(self) -> &'static str {
        self.row().file
    }

    /// The devices' `graphics_ver` (IGT's `lib/intel_device_info.c`): 7 to 12.
    pub fn graphics_ver(self) -> u8 {
        self.row().graphics_ver
    }

    /// `$EuThreadsCount`: threads per EU, as IGT's `intel_perf_for_devinfo`
    /// sets it (7; 6 on Broxton and Gemini Lake; 8 on DG2 and Meteor Lake).
    pub fn eu_threads(self) -> u8 {
        self.row().eu_threads
    }

    /// IGT's `oa_timestamp_shift`: -1 on DG2 and Meteor Lake (a report's
    /// timestamp deltas are shifted right by 1), else 0.
    pub fn timestamp_shift(self) -> i8 {
        self.row().timestamp_shift
    }

    /// Its metric sets, in file order (the order `i915-perf-recorder -m list`
    /// lists them).
    pub fn sets(self) -> impl ExactSizeIterator<Item = MetricSet> + Clone {
        let (a, b) = self.row().sets;
        (usize::from(a)..usize::from(b)).map(MetricSet)
    }

    /// The set whose symbol is `name` (ASCII case ignored, as
    /// `i915-perf-recorder -m` compares) or whose hardware config uuid it is.
    pub fn set(self, name: &str) -> Option<MetricSet> {
        let name = name.trim();
        self.sets().find(|s| s.symbol().eq_ignore_ascii_case(name) || s.uuid().eq_ignore_ascii_case(name))
    }

    /// The PCI device ids it is loaded for, ascending.
    pub fn device_ids(self) -> impl Iterator<Item = u16> {
        DEVICES.iter().filter(move |d| usize::from(d.1) == self.0).map(|d| d.0)
    }
}

/// Every platform, in IGT's order (oldest first).
pub fn platforms() -> impl ExactSizeIterator<Item = Platform> + Clone {
    (0..PLATFORMS.len()).map(Platform)
}

/// The platform named `name` (IGT's chipset name, any case: `tglgt2`,
/// `TGLGT2`), or whose devices include the PCI id `name` (`0x9a49`).
pub fn platform(name: &str) -> Option<Platform> {
    let name = name.trim();
    if let Some(p) = platforms().find(|p| p.name().eq_ignore_ascii_case(name)) {
        return Some(p);
    }
    hex(name).and_then(|id| u32::try_from(id).ok()).and_then(platform_of_device)
}

/// `text` as `0x` (or `0X`) and hex digits, the way PCI ids and the XML's
/// numbers are written; `None` for anything else (`from_str_radix` alone
/// also takes a leading `+`) or a value past `u64`.
pub(crate) fn hex(text: &str) -> Option<u64> {
    let digits = text.strip_prefix("0x").or_else(|| text.strip_prefix("0X"))?;
    digits.bytes().all(|b| b.is_ascii_hexdigit()).then(|| u64::from_str_radix(digits, 16).ok()).flatten()
}

/// The platform whose metrics IGT loads for the PCI device id `id`, as
/// `intel_perf_for_devinfo` chooses them; `None` for a device without OA
/// metrics here (Skylake GT1, Kaby Lake GT1, Lunar Lake and later, ...).
pub fn platform_of_device(id: u32) -> Option<Platform> {
    let id = u16::try_from(id).ok()?;
    DEVICES.binary_search_by_key(&id, |d| d.0).ok().map(|i| Platform(usize::from(DEVICES[i].1)))
}

/// A metric set of a platform.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MetricSet(usize);

impl MetricSet {
    fn row(self) -> &'static tables::SetRow {
        &SETS[self.0]
    }

    /// Its name: `Render Metrics Basic set`.
    pub fn name(self) -> &'static str {
        string(self.row().name)
    }

    /// Its symbol, what `i915-perf-recorder -m` takes: `RenderBasic`.
    pub fn symbol(self) -> &'static str {
        string(self.row().symbol)
    }

    /// Its hardware config uuid (`hw_config_guid`), what a recording's
    /// DEVICE_INFO carries and i915's sysfs `metrics/` directory names.
    pub fn uuid(self) -> &'static str {
        string(self.row().uuid)
    }

    /// Its report format.
    pub fn format(self) -> Format {
        self.row().format
    }

    /// Its counters, sorted by symbol as IGT's generated code adds them.
    pub fn counters(self) -> impl ExactSizeIterator<Item = Counter> + Clone {
        let (a, b) = self.row().counters;
        (a as usize..b as usize).map(move |i| Counter { index: i, set: self })
    }

    /// The counter whose symbol is `symbol` (exactly, as the equations name
    /// them after `$`).
    pub fn counter(self, symbol: &str) -> Option<Counter> {
        let (a, b) = self.row().counters;
        let rows = &COUNTERS[a as usize..b as usize];
        let i = rows.binary_search_by(|c| string(c.symbol).cmp(symbol)).ok()?;
        Some(Counter { index: a as usize + i, set: self })
    }
}

/// A counter of a metric set.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Counter {
    index: usize,
    set: MetricSet,
}

impl Counter {
    fn row(self) -> &'static tables::CounterRow {
        &COUNTERS[self.index]
    }

    /// Its set.
    pub fn set(self) -> MetricSet {
        self.set
    }

    /// Its name: `GPU Busy`.
    pub fn name(self) -> &'static str {
        string(self.row().name)
    }

    /// Its symbol: `GpuBusy`.
    pub fn symbol(self) -> &'static str {
        string(self.row().symbol)
    }

    /// Its description.
    pub fn description(self) -> &'static str {
        string(self.row().description)
    }

    /// Its units: `percent`, `ns`, `cycles`, `events`, `bytes`, `hz`, ...
    pub fn units(self) -> &'static str {
        string(self.row().units)
    }

    /// Its semantic type: `duration`, `event`, `ratio` or `throughput`.
    pub fn semantic_type(self) -> &'static str {
        string(self.row().semantic)
    }

    /// Its data type: `uint64` or `float` (IGT's generated read function
    /// returns `uint64_t` or `double`).
    pub fn data_type(self) -> &'static str {
        if self.row().float { "float" } else { "uint64" }
    }

    /// Its equation, in reverse Polish notation.
    pub fn equation(self) -> &'static str {
        string(self.row().equation)
    }

    /// Its maximum's equation, if it has one.
    pub fn max_equation(self) -> Option<&'static str> {
        optional(self.row().max_equation)
    }

    /// The expression that says whether a device has it, if it is not on
    /// every device of the platform.
    pub fn availability(self) -> Option<&'static str> {
        optional(self.row().availability)
    }
}
