//! A KFD GPU's power level, `power_dpm_force_performance_level` of its DRM
//! device, and what counting needs of it and of the queues.
//!
//! # Counting modes
//!
//! - **Dispatch counting** (rocprofiler's per-kernel mode): `start` before one
//!   kernel, `stop` after it, on that kernel's own queue. `start` sets
//!   COMPUTE_PERFCOUNT_ENABLE on that queue alone, and the VMID filter keeps
//!   the waves of the process whose VMID the filter word holds: SQ counts that
//!   queue's waves of that process. Kernels other queues run in the same
//!   window count too: in SQ those of the same process whose queues have
//!   COMPUTE_PERFCOUNT_ENABLE set, in GRBM, GL2C and TA (which the filter
//!   does not apply to) every process's. Serialise kernels for one kernel's
//!   counts.
//! - **Device counting** (rocprofiler's device mode): `start`, `sample` over
//!   time, `stop`. COMPUTE_PERFCOUNT_ENABLE is a per-queue register (each
//!   queue's MQD holds it), so waves of other queues count only where their
//!   queues have it set. KFD sets it on every queue of the GPU, and on every
//!   queue created later, while a process holds its profiler lock
//!   (`AMDKFD_IOC_PROFILER`, `KFD_IOC_PROFILER_PMC` with `perfcount_enable`;
//!   CAP_PERFMON or root), which rocprofiler-sdk's device counting takes
//!   (`counters/ioctl.cpp`, `counter_collection_device_lock(agent, true)`
//!   from `counters/device_counting.cpp`). The caller takes that lock;
//!   rig-counter's programs do not. The filter word must then hold every
//!   VMID to count (all: `0x0001ffff` on GFX11 and GFX12, `0xffff0040` on
//!   gfx942 and gfx950).
//!
//! # The power level
//!
//! amdgpu prints one of `auto`, `low`, `high`, `manual`, `profile_standard`,
//! `profile_min_sclk`, `profile_min_mclk`, `profile_peak`, `perf_determinism`
//! or `unknown` (`amdgpu_get_power_dpm_force_performance_level()`, Linux
//! `drivers/gpu/drm/amd/pm/amdgpu_pm.c`); `profile_exit` is accepted on write
//! only. At the four profile levels amdgpu turns the GPU's clock and power
//! gating off (`amdgpu_dpm_force_performance_level()` ungates GFX clock
//! gating on entering them, `drivers/gpu/drm/amd/pm/amdgpu_dpm.c`; the
//! kernel's documentation of the file: "clock and power gating are
//! disabled"), and on GFX11 and GFX12 that gating includes the perfmon clock
//! (`gfx_v11_0_update_perf_clk()` and `gfx_v12_0_update_perf_clk()` set
//! RLC_CGTT_MGCG_OVERRIDE's PERFMON_CLOCK_STATE; soc21's
//! `AMD_CG_SUPPORT_GFX_PERF_CLK`, "Perfmon Clock Gating"). At `auto` the
//! perfmon clock is gated and counters read 0 (rocprofiler-sdk's
//! `using-rocprofv3.rst`, "Setting GPU performance level for PMC profiling";
//! ROCm/rocm-systems issue 5953); tinygrad counts only at `profile_standard`.
//! At `low`, `high`, `manual` and `perf_determinism` amdgpu keeps clock
//! gating on. GFX9 (gfx942, gfx950) programs turn the perfmon clock on
//! themselves (RLC_PERFMON_CLK_CNTL), so the level does not matter there.
//! Set it with `echo profile_standard | sudo tee
//! /sys/class/drm/cardN/device/power_dpm_force_performance_level` (or
//! `amd-smi set --perf-level STABLE_STD`); write `auto` back afterwards.
//!
//! A KFD node names its DRM device by `drm_render_minor`: the file is read
//! from `renderD<minor>/device/` of the DRM directory (`/sys/class/drm` or a
//! copy of it), which is the same PCI device as that of the `cardN` whose
//! `device` resolves to the same directory. Only a regular file is opened,
//! and at most [`MAX_BYTES`] of it are read.

use std::io::Read;
use std::path::{Path, PathBuf};

use rig_counter_core::Target;

/// Where the driver publishes the machine's DRM devices.
pub const DRM_CLASS: &str = "/sys/class/drm";

/// The file of a DRM device that holds its power level.
pub const LEVEL_FILE: &str = "power_dpm_force_performance_level";

/// The most bytes of [`LEVEL_FILE`] read: the longest level amdgpu prints,
/// `perf_determinism` and a newline, is 17.
pub const MAX_BYTES: usize = 64;

/// A power level amdgpu prints in [`LEVEL_FILE`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Level {
    /// `auto`: amdgpu chooses the clocks; clock gating on.
    Auto,
    /// `low`: the lowest clocks.
    Low,
    /// `high`: the highest clocks.
    High,
    /// `manual`: clocks chosen through `pp_dpm_*`.
    Manual,
    /// `profile_standard`: a fixed profiling clock; clock gating off.
    ProfileStandard,
    /// `profile_min_sclk`: profiling at the lowest shader clock; clock gating off.
    ProfileMinSclk,
    /// `profile_min_mclk`: profiling at the lowest memory clock; clock gating off.
    ProfileMinMclk,
    /// `profile_peak`: profiling at the highest clocks; clock gating off.
    ProfilePeak,
    /// `perf_determinism`: a deterministic clock ceiling (Instinct).
    PerfDeterminism,
}

impl Level {
    /// Every level, in amdgpu's order.
    pub const ALL: [Level; 9] = [
        Level::Auto,
        Level::Low,
        Level::High,
        Level::Manual,
        Level::ProfileStandard,
        Level::ProfileMinSclk,
        Level::ProfileMinMclk,
        Level::ProfilePeak,
        Level::PerfDeterminism,
    ];

    /// The level as amdgpu prints it: `profile_standard`.
    pub fn name(self) -> &'static str {
        match self {
            Level::Auto => "auto",
            Level::Low => "low",
            Level::High => "high",
            Level::Manual => "manual",
            Level::ProfileStandard => "profile_standard",
            Level::ProfileMinSclk => "profile_min_sclk",
            Level::ProfileMinMclk => "profile_min_mclk",
            Level::ProfilePeak => "profile_peak",
            Level::PerfDeterminism => "perf_determinism",
        }
    }

    /// The level named `name` exactly, if amdgpu prints one so.
    pub fn from_name(name: &str) -> Option<Level> {
        Level::ALL.into_iter().find(|l| l.name() == name)
    }

    /// Whether amdgpu turns clock gating, the perfmon clock's included, off
    /// at this level: the four profile levels.
    pub fn is_profile(self) -> bool {
        matches!(self, Level::ProfileStandard | Level::ProfileMinSclk | Level::ProfileMinMclk | Level::ProfilePeak)
    }
}

/// What a [`LEVEL_FILE`] says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PowerLevel {
    /// A level amdgpu prints.
    Level(Level),
    /// Any other text (amdgpu's own `unknown` included), trimmed, invalid
    /// UTF-8 replaced: which level it stands for is not known.
    Unrecognised(String),
}

impl PowerLevel {
    /// The level `bytes` (a file's contents) say: surrounding whitespace
    /// (the driver's newline) is ignored.
    pub fn parse(bytes: &[u8]) -> PowerLevel {
        let text = String::from_utf8_lossy(bytes);
        let text = text.trim();
        match Level::from_name(text) {
            Some(level) => PowerLevel::Level(level),
            None => PowerLevel::Unrecognised(text.to_owned()),
        }
    }

    /// The level's name, or the unrecognised text as the file holds it (its
    /// first [`MAX_BYTES`] and `...` when it holds more).
    pub fn text(&self) -> &str {
        match self {
            PowerLevel::Level(l) => l.name(),
            PowerLevel::Unrecognised(t) => t,
        }
    }

    /// For people: the level's name, or the text quoted (control characters
    /// escaped, at most 40 characters) and marked `(unrecognised)`.
    pub fn shown(&self) -> String {
        match self {
            PowerLevel::Level(l) => l.name().to_owned(),
            PowerLevel::Unrecognised(t) => format!("{} (unrecognised)", quoted(t)),
        }
    }
}

/// A KFD node's power level and where to set it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NodePower {
    /// The level.
    pub level: PowerLevel,
    /// The file that sets it on the machine:
    /// `/sys/class/drm/card1/device/power_dpm_force_performance_level`, by
    /// the node's card where the DRM directory names it, else by its render
    /// node (the same file).
    pub set_file: String,
}

impl NodePower {
    /// The warning for GPU `name` of processor `target` at this level, if it
    /// counts nothing there: on GFX11 and GFX12, any level but the profile
    /// levels. It names the level, why, the level that counts and the
    /// command that sets it. None on other processors.
    pub fn counting_warning(&self, name: &str, target: Target) -> Option<String> {
        if !matches!(target.major, 11 | 12) {
            return None;
        }
        let why = match &self.level {
            PowerLevel::Level(l) if l.is_profile() => return None,
            PowerLevel::Level(Level::Auto) => {
                "power level auto gates the perfmon clock on GFX11 and GFX12: counters read 0".to_owned()
            }
            PowerLevel::Level(l) => format!(
                "power level {} keeps the perfmon clock gated on GFX11 and GFX12 (amdgpu turns clock gating off \
                 only at profile_standard, profile_min_sclk, profile_min_mclk and profile_peak): counters may read 0",
                l.name()
            ),
            PowerLevel::Unrecognised(t) => format!(
                "power level {} is none amdgpu prints: whether the perfmon clock runs on GFX11 and GFX12 is unknown",
                quoted(t)
            ),
        };
        let processor = rig_counter_core::Gpu::bare(target).processor();
        Some(format!(
            "{name} ({processor}): {why}; count at profile_standard: echo profile_standard | sudo tee {}",
            self.set_file
        ))
    }
}

/// Why a node's power level cannot be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PowerError {
    /// The DRM directory is no directory.
    #[error("{dir} is no DRM directory (a copy of /sys/class/drm): {why}")]
    NoDrm {
        /// The directory given.
        dir: String,
        /// The reason.
        why: String,
    },
    /// The level file is there but cannot be read: not a regular file, or
    /// its read fails (sysfs answers some reads with EBUSY).
    #[error("cannot read {file}: {why}")]
    Unreadable {
        /// The file.
        file: String,
        /// The reason.
        why: String,
    },
}

/// The power level of the KFD node whose `drm_render_minor` is
/// `render_minor`, from DRM directory `drm` (`/sys/class/drm` or a copy of
/// it): `None` when it is unknown, because the node gives no render minor or
/// `drm` has no `renderD<minor>/device/power_dpm_force_performance_level`.
///
/// Errors: [`PowerError::NoDrm`] if `drm` is no directory;
/// [`PowerError::Unreadable`] if the file is no regular file or its read
/// fails.
pub fn read_power_level(drm: &Path, render_minor: Option<u64>) -> Result<Option<NodePower>, PowerError> {
    let shown = |p: &Path| crate::text::shown_path(p);
    check_drm(drm)?;
    let Some(minor) = render_minor else { return Ok(None) };
    let render = format!("renderD{minor}");
    let device = drm.join(&render).join("device");
    let file = device.join(LEVEL_FILE);
    let unreadable = |why: String| PowerError::Unreadable { file: shown(&file), why };
    // Opened without following a last symbolic link (sysfs's level file is
    // none; a link could lead to /proc/kmsg, whose reads consume the log)
    // and without blocking (a FIFO put there between a look and the open
    // cannot hang it); the opened file itself must be a regular one.
    use std::os::unix::fs::OpenOptionsExt;
    let opened = std::fs::OpenOptions::new().read(true).custom_flags(libc::O_NOFOLLOW | libc::O_NONBLOCK).open(&file);
    let f = match opened {
        Err(e) if matches!(e.kind(), std::io::ErrorKind::NotFound | std::io::ErrorKind::NotADirectory) => {
            return Ok(None);
        }
        Err(e) if e.raw_os_error() == Some(libc::ELOOP) => {
            return Err(unreadable("a symbolic link, not the regular file sysfs has".to_owned()));
        }
        Err(e) => return Err(unreadable(e.to_string())),
        Ok(f) => {
            rig_counter_io::reads::note_file(&f, &file);
            f
        }
    };
    f.metadata().map_err(|e| e.to_string()).and_then(|m| crate::files::is_regular(&m)).map_err(unreadable)?;
    let mut bytes = Vec::new();
    f.take(MAX_BYTES as u64 + 1).read_to_end(&mut bytes).map_err(|e| unreadable(e.to_string()))?;
    let level = if bytes.len() > MAX_BYTES {
        // Longer than any level: its first MAX_BYTES, marked as cut.
        bytes.truncate(MAX_BYTES);
        PowerLevel::Unrecognised(format!("{}...", String::from_utf8_lossy(&bytes).trim_start()))
    } else {
        PowerLevel::parse(&bytes)
    };
    let node = card_of(drm, &device).unwrap_or(render);
    Ok(Some(NodePower { level, set_file: format!("{DRM_CLASS}/{node}/device/{LEVEL_FILE}") }))
}

/// Whether `drm` is a directory, as a DRM directory must be.
///
/// Errors: [`PowerError::NoDrm`] if it is not, or cannot be looked at.
pub fn check_drm(drm: &Path) -> Result<(), PowerError> {
    let no_drm = |why: String| PowerError::NoDrm { dir: crate::text::shown_path(drm), why };
    match std::fs::metadata(drm) {
        Ok(m) if m.is_dir() => Ok(()),
        Ok(_) => Err(no_drm("not a directory".to_owned())),
        Err(e) => Err(no_drm(e.to_string())),
    }
}

/// The `cardN` of `drm` whose `device` is the directory `device` resolves to
/// (the lowest N if several), if any.
fn card_of(drm: &Path, device: &Path) -> Option<String> {
    let target = std::fs::canonicalize(device).ok()?;
    let mut cards: Vec<(u32, String)> = std::fs::read_dir(drm)
        .ok()?
        .filter_map(|e| {
            let name = e.ok()?.file_name().into_string().ok()?;
            let number = name.strip_prefix("card")?;
            let canonical = !number.is_empty()
                && number.bytes().all(|b| b.is_ascii_digit())
                && (number == "0" || !number.starts_with('0'));
            let n: u32 = number.parse().ok().filter(|_| canonical)?;
            Some((n, name))
        })
        .collect();
    cards.sort_unstable();
    cards.into_iter().find_map(|(_, name)| {
        let same = std::fs::canonicalize(drm.join(&name).join("device")).is_ok_and(|d| d == target);
        same.then_some(name)
    })
}

/// The DRM directory to read power levels from: `drm` if given; else
/// [`DRM_CLASS`] when the KFD topology is the machine's own (`topology` not
/// given, or the same directory as [`super::file::KFD_TOPOLOGY`]); else none,
/// the levels of a copied topology being unknown rather than the live
/// machine's.
pub fn drm_dir(topology: Option<&Path>, drm: Option<&Path>) -> Option<PathBuf> {
    if let Some(d) = drm {
        return Some(d.to_path_buf());
    }
    let live = match topology {
        None => true,
        Some(t) => {
            let canonical = |p: &Path| std::fs::canonicalize(p).ok();
            canonical(t).is_some_and(|t| Some(t) == canonical(Path::new(super::file::KFD_TOPOLOGY)))
        }
    };
    live.then(|| PathBuf::from(DRM_CLASS))
}

/// `text` in double quotes, control characters escaped, at most 40
/// characters of it.
fn quoted(text: &str) -> String {
    let short = match text.char_indices().nth(40) {
        Some((end, _)) => format!("{}...", &text[..end]),
        None => text.to_owned(),
    };
    format!("\"{}\"", crate::text::escaped(&short).replace('"', "\\\""))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_level_reads_back_and_only_amdgpus_text_is_a_level() {
        for level in Level::ALL {
            assert_eq!(PowerLevel::parse(format!("{}\n", level.name()).as_bytes()), PowerLevel::Level(level));
        }
        let profiles: Vec<&str> = Level::ALL.into_iter().filter(|l| l.is_profile()).map(Level::name).collect();
        assert_eq!(profiles, ["profile_standard", "profile_min_sclk", "profile_min_mclk", "profile_peak"]);
        // amdgpu's own "unknown", a write-only command, a case amdgpu never
        // prints, bytes that are no UTF-8: unrecognised, as read.
        for (bytes, text) in [
            (&b"unknown\n"[..], "unknown"),
            (b"profile_exit\n", "profile_exit"),
            (b"Auto\n", "Auto"),
            (b"\xff\n", "\u{fffd}"),
            (b"", ""),
        ] {
            assert_eq!(PowerLevel::parse(bytes), PowerLevel::Unrecognised(text.to_owned()));
        }
        assert_eq!(PowerLevel::Unrecognised("a\nb".into()).shown(), "\"a\\nb\" (unrecognised)");
    }

    #[test]
    fn only_gfx11_and_gfx12_warn_and_never_at_a_profile_level() {
        let at = |level: &str| NodePower {
            level: PowerLevel::parse(level.as_bytes()),
            set_file: format!("{DRM_CLASS}/card0/device/{LEVEL_FILE}"),
        };
        let target = |name: &str| Target::parse(name).unwrap();
        for processor in ["gfx942", "gfx950", "gfx90a", "gfx1030"] {
            assert_eq!(at("auto").counting_warning("kfd:1", target(processor)), None, "{processor}");
        }
        for processor in ["gfx1100", "gfx1151", "gfx1201"] {
            let warning = at("auto").counting_warning("kfd:1", target(processor)).unwrap();
            assert!(warning.starts_with(&format!("kfd:1 ({processor}): power level auto gates")), "{warning}");
            assert_eq!(at("profile_peak").counting_warning("kfd:1", target(processor)), None);
            assert!(at("manual").counting_warning("kfd:1", target(processor)).is_some());
            assert!(at("?").counting_warning("kfd:1", target(processor)).is_some());
        }
    }

    #[test]
    fn the_live_drm_directory_is_read_only_for_the_live_topology() {
        let live = Some(PathBuf::from(DRM_CLASS));
        assert_eq!(drm_dir(None, None), live);
        assert_eq!(drm_dir(Some(Path::new("/nonexistent/topology")), None), None);
        assert_eq!(drm_dir(Some(Path::new("/x")), Some(Path::new("/y"))), Some(PathBuf::from("/y")));
        assert_eq!(drm_dir(None, Some(Path::new("/y"))), Some(PathBuf::from("/y")));
    }
}
