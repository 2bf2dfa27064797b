//! The rows of the generated tables (`generated.rs`), and the report formats
//! they name.

/// A string index that stands for none.
pub(super) const NONE: u16 = u16::MAX;

/// An OA report format: the layout of a report's counters, as IGT's
/// `intel_perf_accumulate_reports` (`lib/i915/perf.c`) reads it and its
/// `perf-metricset-codegen.py` places it in the accumulator. The names are
/// i915's (`enum drm_i915_oa_format`, Linux `include/uapi/drm/i915_drm.h`,
/// without the `I915_OA_FORMAT_` prefix).
#[allow(non_camel_case_types)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// Haswell: 256 bytes; 45 A, 8 B and 8 C counters, all 32-bit.
    A45_B8_C8,
    /// Gen8 to Gen12 (Broadwell to Alder Lake, DG1): 256 bytes; 32 A counters
    /// of 40 bits, 4 A of 32 bits, 8 B and 8 C of 32 bits.
    A32u40_A4u32_B8_C8,
    /// Xe-HPG and Meteor Lake (DG2, MTL): 256 bytes; 38 A counters, 24 of them
    /// 40-bit, then 8 B and 8 C.
    A24u40_A14u32_B8_C8,
    /// Xe-HPG and Meteor Lake's media OA (OAM, `oa_format="128B_MPEC8_NOA16"`):
    /// 128 bytes; a 64-bit timestamp and clock, 8 MPEC, 8 B and 8 C counters.
    MPEC8u32_B8_C8,
}

/// Where each kind of counter starts in the accumulator, as
/// `perf-metricset-codegen.py` sets a metric set's `*_offset` (those it leaves
/// out stay 0, `calloc`'s).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Offsets {
    /// `GPU_TIME`.
    pub gpu_time: usize,
    /// `GPU_CLOCK` (0 on Haswell, which has none).
    pub gpu_clock: usize,
    /// `A`.
    pub a: usize,
    /// `B`.
    pub b: usize,
    /// `C`.
    pub c: usize,
    /// `PERFCNT` (past what a report fills: reads 0).
    pub perfcnt: usize,
}

impl Format {
    /// A report's size in bytes (`perf_raw_size`).
    pub fn size(self) -> usize {
        match self {
            Format::MPEC8u32_B8_C8 => 128,
            _ => 256,
        }
    }

    /// Whether its reports start with the 64-bit header (Linux
    /// `drivers/gpu/drm/i915/i915_perf.c`, `oa_report_header_64bit`): the
    /// report id a u64 at byte 0, the GPU timestamp a u64 at byte 8, the
    /// context id dword 4, the counters from byte 32. Otherwise (`false`) the
    /// reason is dword 0, the timestamp's low 32 bits dword 1, the context
    /// id dword 2, and the counters follow dword 3.
    pub fn header_64bit(self) -> bool {
        matches!(self, Format::MPEC8u32_B8_C8)
    }

    /// The byte its reports' counters start at: 32 after a 64-bit header,
    /// 12 on Haswell (A0 is dword 3, as `intel_perf_accumulate_reports`
    /// reads it), else 16.
    pub fn counters_at(self) -> usize {
        match self {
            Format::MPEC8u32_B8_C8 => 32,
            Format::A45_B8_C8 => 12,
            _ => 16,
        }
    }

    /// Its counters' places in the accumulator.
    pub fn offsets(self) -> Offsets {
        let (gpu_clock, a, n_a) = match self {
            Format::A45_B8_C8 => (0, 1, 45),
            Format::A32u40_A4u32_B8_C8 => (1, 2, 36),
            Format::A24u40_A14u32_B8_C8 => (1, 2, 38),
            Format::MPEC8u32_B8_C8 => (1, 2, 8),
        };
        Offsets { gpu_time: 0, gpu_clock, a, b: a + n_a, c: a + n_a + 8, perfcnt: a + n_a + 16 }
    }

    /// i915's name of it, with its prefix (`I915_OA_FORMAT_A32u40_A4u32_B8_C8`).
    pub fn name(self) -> &'static str {
        match self {
            Format::A45_B8_C8 => "I915_OA_FORMAT_A45_B8_C8",
            Format::A32u40_A4u32_B8_C8 => "I915_OA_FORMAT_A32u40_A4u32_B8_C8",
            Format::A24u40_A14u32_B8_C8 => "I915_OA_FORMAT_A24u40_A14u32_B8_C8",
            Format::MPEC8u32_B8_C8 => "I915_OAM_FORMAT_MPEC8u32_B8_C8",
        }
    }
}

/// A platform: IGT's chipset name, a reader's name, its XML file under
/// `data/oa/`, IGT's device facts, and its sets (a range of `SETS`).
pub(super) struct PlatformRow {
    pub name: &'static str,
    pub title: &'static str,
    pub file: &'static str,
    pub graphics_ver: u8,
    pub eu_threads: u8,
    pub timestamp_shift: i8,
    pub sets: (u16, u16),
}

/// A metric set: name, symbol and hardware config uuid (indices of
/// `STRINGS`), report format, and its counters (a range of `COUNTERS`).
pub(super) struct SetRow {
    pub name: u16,
    pub symbol: u16,
    pub uuid: u16,
    pub format: Format,
    pub counters: (u32, u32),
}

/// A counter; each string an index of `STRINGS` (`NONE` for an absent max
/// equation or availability).
pub(super) struct CounterRow {
    pub name: u16,
    pub symbol: u16,
    pub description: u16,
    pub units: u16,
    pub semantic: u16,
    pub float: bool,
    pub equation: u16,
    pub max_equation: u16,
    pub availability: u16,
}

/// A counter row, as the generated table writes it.
#[allow(clippy::too_many_arguments)]
pub(super) const fn counter(
    name: u16,
    symbol: u16,
    description: u16,
    units: u16,
    semantic: u16,
    float: bool,
    equation: u16,
    max_equation: u16,
    availability: u16,
) -> CounterRow {
    CounterRow { name, symbol, description, units, semantic, float, equation, max_equation, availability }
}
