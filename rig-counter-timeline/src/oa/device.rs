//! The device an OA recording was made on: what its DEVICE_INFO record says
//! and its topology (`struct drm_i915_query_topology_info`, Linux
//! `include/uapi/drm/i915_drm.h`), and the `$` variables the equations read,
//! derived as IGT's `intel_perf_for_devinfo` (`lib/i915/perf.c`) derives them.

use super::Platform;

/// The GPU's topology, as i915's `DRM_I915_QUERY_TOPOLOGY_INFO` returns it
/// and `i915-perf-recorder` writes it in a DEVICE_TOPOLOGY record: sixteen
/// bytes of u16 (flags, max_slices, max_subslices, max_eus_per_subslice,
/// subslice_offset, subslice_stride, eu_offset, eu_stride), then the masks:
/// the slices' bits at 0, each slice's subslice bits at `subslice_offset +
/// slice * subslice_stride`, each subslice's EU bits at `eu_offset + (slice *
/// max_subslices + subslice) * eu_stride`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Topology {
    /// Slices the masks have room for.
    pub max_slices: u16,
    /// Subslices per slice they have room for.
    pub max_subslices: u16,
    /// EUs per subslice they have room for.
    pub max_eus_per_subslice: u16,
    subslice_offset: usize,
    subslice_stride: usize,
    eu_offset: usize,
    eu_stride: usize,
    data: Vec<u8>,
}

impl Topology {
    /// Reads a DEVICE_TOPOLOGY record's payload.
    ///
    /// Errors: a message when it is shorter than its 16-byte header or a
    /// mask it describes lies past its end.
    pub fn parse(bytes: &[u8]) -> Result<Topology, String> {
        let u16_at = |i: usize| bytes.get(i..i + 2).map(|b| u16::from_le_bytes([b[0], b[1]]));
        let header: Option<Vec<u16>> = (0..8).map(|i| u16_at(i * 2)).collect();
        let Some(h) = header else {
            return Err(format!("a topology of {} bytes, shorter than its 16-byte header", bytes.len()));
        };
        let t = Topology {
            max_slices: h[1],
            max_subslices: h[2],
            max_eus_per_subslice: h[3],
            subslice_offset: usize::from(h[4]),
            subslice_stride: usize::from(h[5]),
            eu_offset: usize::from(h[6]),
            eu_stride: usize::from(h[7]),
            data: bytes[16..].to_vec(),
        };
        let (slices, subslices) = (usize::from(t.max_slices), usize::from(t.max_subslices));
        let need = [
            slices.div_ceil(8),
            t.subslice_offset + slices * t.subslice_stride,
            t.eu_offset + slices * subslices * t.eu_stride,
        ];
        if let Some(&n) = need.iter().max().filter(|&&n| n > t.data.len()) {
            return Err(format!(
                "a topology of {} slices x {} subslices x {} EUs whose masks need {n} bytes; it has {}",
                t.max_slices,
                t.max_subslices,
                t.max_eus_per_subslice,
                t.data.len()
            ));
        }
        if usize::from(t.max_subslices).div_ceil(8) > t.subslice_stride.max(1) && t.max_slices > 0 {
            return Err(format!(
                "a topology whose subslice stride ({} bytes) holds fewer than its {} subslices",
                t.subslice_stride, t.max_subslices
            ));
        }
        if usize::from(t.max_eus_per_subslice).div_ceil(8) > t.eu_stride.max(1) && t.max_subslices > 0 {
            return Err(format!(
                "a topology whose EU stride ({} bytes) holds fewer than its {} EUs per subslice",
                t.eu_stride, t.max_eus_per_subslice
            ));
        }
        Ok(t)
    }

    /// Whether slice `s` is present.
    pub fn slice(&self, s: usize) -> bool {
        self.data.get(s / 8).is_some_and(|b| b >> (s % 8) & 1 == 1) && s < usize::from(self.max_slices)
    }

    /// Whether subslice `ss` of slice `s` is present.
    pub fn subslice(&self, s: usize, ss: usize) -> bool {
        s < usize::from(self.max_slices)
            && ss < usize::from(self.max_subslices)
            && self
                .data
                .get(self.subslice_offset + s * self.subslice_stride + ss / 8)
                .is_some_and(|b| b >> (ss % 8) & 1 == 1)
    }

    /// Whether EU `eu` of subslice `ss` of slice `s` is present.
    pub fn eu(&self, s: usize, ss: usize, eu: usize) -> bool {
        let at = self.eu_offset + (s * usize::from(self.max_subslices) + ss) * self.eu_stride + eu / 8;
        self.data.get(at).is_some_and(|b| b >> (eu % 8) & 1 == 1)
    }
}

/// A recording's device: its platform, DEVICE_INFO's facts and its topology,
/// with the values IGT derives from them.
#[derive(Clone, Debug, PartialEq)]
pub struct Device {
    /// The platform its PCI id loads.
    pub platform: Platform,
    /// PCI device id.
    pub device_id: u32,
    /// Stepping (`$SkuRevisionId`).
    pub revision: u32,
    /// OA timestamp frequency in Hz (`$GpuTimestampFrequency`).
    pub timestamp_frequency: u64,
    /// GT minimum frequency in Hz (`$GpuMinFrequency`).
    pub gt_min_frequency: u64,
    /// GT maximum frequency in Hz (`$GpuMaxFrequency`).
    pub gt_max_frequency: u64,
    /// Its topology.
    pub topology: Topology,
    /// Bit `s` for each present slice.
    pub slice_mask: u64,
    /// Bit `s * B + ss` for each present subslice (B = 8 from graphics
    /// version 11, 3 before, as IGT: "the equations from the xml files
    /// expect an 8bits mask per subslice, versus only 3bits on prior Gens").
    pub subslice_mask: u64,
    /// Present EUs of present subslices.
    pub n_eus: u64,
    /// Present slices.
    pub n_slices: u64,
    /// Present subslices.
    pub n_subslices: u64,
    /// Present subslices among the first `max_subslices / 2` mask bits.
    pub n_subslices_half: u64,
}

impl Device {
    /// The device of `platform` with DEVICE_INFO's `device_id`, `revision`,
    /// `timestamp_frequency` and GT frequencies (Hz), and `topology`.
    pub fn new(
        platform: Platform,
        device_id: u32,
        revision: u32,
        timestamp_frequency: u64,
        (gt_min_frequency, gt_max_frequency): (u64, u64),
        topology: Topology,
    ) -> Device {
        let bits = if platform.graphics_ver() >= 11 { 8 } else { 3 };
        let (mut slice_mask, mut subslice_mask, mut n_eus) = (0u64, 0u64, 0u64);
        for s in 0..usize::from(topology.max_slices) {
            if !topology.slice(s) {
                continue;
            }
            slice_mask |= 1u64.checked_shl(s as u32).unwrap_or(0);
            for ss in 0..usize::from(topology.max_subslices) {
                if !topology.subslice(s, ss) {
                    continue;
                }
                subslice_mask |= u32::try_from(s * bits + ss).ok().and_then(|b| 1u64.checked_shl(b)).unwrap_or(0);
                n_eus +=
                    (0..usize::from(topology.max_eus_per_subslice)).filter(|&eu| topology.eu(s, ss, eu)).count() as u64;
            }
        }
        let half = u32::from(topology.max_subslices / 2);
        let half_mask = 1u64.checked_shl(half).map_or(u64::MAX, |b| b - 1);
        Device {
            platform,
            device_id,
            revision,
            timestamp_frequency,
            gt_min_frequency,
            gt_max_frequency,
            slice_mask,
            subslice_mask,
            n_eus,
            n_slices: u64::from(slice_mask.count_ones()),
            n_subslices: u64::from(subslice_mask.count_ones()),
            n_subslices_half: u64::from((subslice_mask & half_mask).count_ones()),
            topology,
        }
    }

    /// The device variable `name` (without `$`), as IGT's
    /// `lib/i915/perf-configs/codegen.py` maps it (`hw_vars_mapping`), or
    /// `None` for a name that is none.
    ///
    /// `GtSliceN` is whether slice N is present, `GtSliceNDualSubsliceM` and
    /// `GtSliceNXeCoreM` whether its subslice M is, read from the topology.
    /// (IGT's `intel_perf_devinfo_slice_available` reads a `slice_masks` that
    /// `intel_perf_for_devinfo` never fills, so IGT and gpuvis find no slice
    /// present; and a subslice of any slice in slice 0's mask.)
    pub fn variable(&self, name: &str) -> Option<u64> {
        Some(match name {
            "EuCoresTotalCount" | "VectorEngineTotalCount" => self.n_eus,
            "EuSlicesTotalCount" | "SliceTotalCount" => self.n_slices,
            "EuSubslicesTotalCount"
            | "EuDualSubslicesTotalCount"
            | "VectorEnginePerXeCoreCount"
            | "XeCoreTotalCount" => self.n_subslices,
            "EuDualSubslicesSlice0123Count" => self.n_subslices_half,
            "EuThreadsCount" | "VectorEngineThreadsCount" => u64::from(self.platform.eu_threads()),
            "SliceMask" | "GtSliceMask" | "GtXeCoreMask" | "XeCoreMask" => self.slice_mask,
            "SubsliceMask" | "DualSubsliceMask" | "GtSubsliceMask" | "GtDualSubsliceMask" => self.subslice_mask,
            "GpuTimestampFrequency" => self.timestamp_frequency,
            "GpuMinFrequency" => self.gt_min_frequency,
            "GpuMaxFrequency" => self.gt_max_frequency,
            "SkuRevisionId" => u64::from(self.revision),
            // IGT's devinfo.query_mode: false for OA reports alone.
            "QueryMode" => 0,
            _ => return self.slice_variable(name),
        })
    }

    fn slice_variable(&self, name: &str) -> Option<u64> {
        let rest = name.strip_prefix("GtSlice")?;
        let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
        let s: usize = rest[..digits].parse().ok()?;
        let tail = &rest[digits..];
        if tail.is_empty() {
            return Some(u64::from(self.topology.slice(s)));
        }
        let ss = tail.strip_prefix("DualSubslice").or_else(|| tail.strip_prefix("XeCore"))?;
        if ss.is_empty() || !ss.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        Some(u64::from(self.topology.subslice(s, ss.parse().ok()?)))
    }
}
