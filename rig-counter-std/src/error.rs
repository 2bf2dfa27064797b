//! Errors that own their strings, so they outlive the request, with hints.

pub use crate::text::{MAX_PATH_CHARS, MAX_SHOWN_CHARS, abridged, escaped, shell_word, shown, shown_path};

/// Why a request was refused. [`std::fmt::Display`] gives the core's stable
/// message where it has one (`gfx1201 counts no SQ_FOO`), followed by the hint,
/// if any, after `; ` (`gfx1201 counts no sq_waves; did you mean SQ_WAVES?`).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Error {
    /// A name occurs twice in a request: `SQ_WAVES is listed twice`.
    #[error("{} is listed twice", shown(name))]
    ListedTwice {
        /// The first name, from the left, that occurs again later.
        name: String,
    },
    /// The GPU counts no counter of that name: `gfx1201 counts no SQ_FOO`.
    #[error("{processor} counts no {}{}", shown(name), with_hint(hint))]
    UnknownCounter {
        /// The GPU's processor, as `gfx1201`.
        processor: String,
        /// The name, as given.
        name: String,
        /// What the user may have meant ([`crate::hint::unknown_counter`]).
        hint: Option<String>,
    },
    /// The GPU's firmware is older than a floor of the definitions' firmware
    /// restrictions: `kfd:1 (gfx942): its CP firmware is version 150, below
    /// the 199 that counter_defs.yaml requires: CP firmware below version 199
    /// has critical bugs affecting compute operations`.
    #[error(
        "{gpu}: its {firmware} firmware is version {version}, below the {min_version} that {file} requires{}",
        if reason.is_empty() { String::new() } else { format!(": {}", escaped(&abridged(reason))) }
    )]
    FirmwareTooOld {
        /// The GPU, as named and its processor: `kfd:1 (gfx942)`.
        gpu: String,
        /// `CP` or `SDMA`.
        firmware: &'static str,
        /// The version the GPU reports.
        version: u64,
        /// The floor.
        min_version: u64,
        /// The definitions file.
        file: String,
        /// Why, as the file says it.
        reason: String,
    },
    /// No hardware counter of the GPU matches a `counters` pattern:
    /// `no counter of gfx1201 matches "TCC_HIT"; did you mean GL2C_HIT?`.
    #[error("no counter of {processor} matches \"{}\"{}", escaped(pattern), with_hint(hint))]
    NoCounterMatches {
        /// The GPU's processor.
        processor: String,
        /// The pattern, as given.
        pattern: String,
        /// What the user may have meant ([`crate::hint::unknown_counter`]).
        hint: Option<String>,
    },
    /// No derived metric of the GPU matches a `metrics` pattern:
    /// `no derived metric of gfx1201 matches "VALUInst"; did you mean VALUInsts?`.
    #[error("no derived metric of {processor} matches \"{}\"{}", escaped(pattern), with_hint(hint))]
    NoMetricMatches {
        /// The GPU's processor.
        processor: String,
        /// The pattern, as given.
        pattern: String,
        /// The nearest metric name, if one is close.
        hint: Option<String>,
    },
    /// More counters of a block than it has counter registers.
    #[error("{processor} counts at most {registers} {block} counter{} at once", if *registers == 1 { "" } else { "s" })]
    TooManyOfBlock {
        /// The GPU's processor.
        processor: String,
        /// The block, as `GL2C`.
        block: String,
        /// Its counter registers.
        registers: u8,
    },
    /// More counters than a layout holds.
    #[error("a layout holds at most {capacity} counters")]
    TooManyCounters {
        /// The most counters a layout holds.
        capacity: usize,
    },
    /// `accumulate` of a counter outside the SQ block.
    #[error("accumulate takes SQ counters only; {} is a {block} counter", shown(name))]
    AccumulateOutsideSq {
        /// The counter, as given.
        name: String,
        /// Its block, as `GL2C`.
        block: String,
    },
    /// The catalog has no accumulator counter.
    #[error("{processor} has no SQ accumulator counter (SQ_ACCUM_PREV) to accumulate with")]
    NoAccumulator {
        /// The GPU's processor.
        processor: String,
    },
    /// A definitions file's counter of a block the GPU has no counter
    /// registers of.
    #[error("{processor} has no {block} block to count {name}")]
    NoSuchBlock {
        /// The GPU's processor.
        processor: String,
        /// The counter.
        name: String,
        /// Its block, as `TCC`.
        block: String,
    },
    /// A counter of a block the GPU has no instance of, which would have no
    /// value: `gfx1209 has no GL2C instance to count GL2C_HIT; its L2
    /// channels are 0: ...`.
    #[error("{processor} has no {block} instance to count {name}{}", with_hint(hint))]
    NoInstance {
        /// The GPU's processor.
        processor: String,
        /// The counter.
        name: String,
        /// Its block, as `GL2C`.
        block: String,
        /// Why the GPU has none, where known (its L2 channels are 0).
        hint: Option<String>,
    },
    /// Samples larger than `u32::MAX` bytes.
    #[error("the samples of {name} exceed {} bytes", u32::MAX)]
    TooLarge {
        /// The first counter that does not fit.
        name: String,
    },
    /// No built-in product has that key, and it is no processor name: `no GPU
    /// is named r970; did you mean r9700? try a product (...) or a processor
    /// name such as gfx1201`.
    #[error(
        "no GPU is named {}; {}try a product ({known}) or a processor name such as gfx1201",
        shown(name),
        near.as_ref().map_or_else(String::new, |n| format!("did you mean {n}? "))
    )]
    UnknownGpu {
        /// The name, as given.
        name: String,
        /// The built-in product keys nearest the name, if any is near
        /// ([`crate::hint::nearest_all_of`]), as `mi300x or mi300a`.
        near: Option<String>,
        /// The built-in product keys, comma-separated.
        known: String,
    },
    /// A counting program or filter word was refused; the core's error.
    #[error(transparent)]
    Counting(#[from] rig_counter_core::CountingError),
    /// A VMID outside 0 to 15, as given (it may be negative or beyond 64
    /// bits): `vmid 16 is not in 0..=15`; one with a minus sign (`-0` too,
    /// refused as C's `strtol` and this tool read signs differently) `has a
    /// sign` (break test 12 of issue 40: `-0` was "not in 0..=15").
    #[error("{}", vmid_refused(vmid))]
    VmidOutOfRange {
        /// The VMID given.
        vmid: String,
    },
    /// Memory a program names reaches into the GPU's virtual-address hole.
    #[error(
        "{what} {address:#x} reaches {last:#x}, inside the GPU's virtual-address hole \
         (0x0000800000000000 to 0xffff7fffffffffff: GPUs address 48 bits, sign-extended)"
    )]
    AddressHole {
        /// The option.
        what: String,
        /// The first byte address.
        address: u64,
        /// The last byte address.
        last: u64,
    },
    /// A WGP said to run no work is not a WGP of the GPU, or not `SE/SA/WGP`.
    #[error("--inactive {coordinate} {why}")]
    Inactive {
        /// The coordinate, as given.
        coordinate: String,
        /// What is wrong with it.
        why: String,
    },
    /// Words that do not disassemble.
    #[error(transparent)]
    Disasm(#[from] crate::disasm::DisasmError),
    /// Arguments the command line parser let through but the command cannot
    /// use together, or that are missing (the command exits with status 2).
    #[error("{0}")]
    Usage(String),
    /// A request larger than the pass planner holds
    /// ([`rig_counter_core::plan::PlanError`]: more than 512 counters,
    /// metrics or passes), in its words: `a plan holds at most 512 counters`.
    #[error("{0}")]
    Plan(String),
    /// An output that names a file the command reads (`--run` on the
    /// definitions file, `-o` on the run description): refused, as every
    /// output over an input is, with status 1 ([`crate::output::not_read`]).
    #[error("{0}")]
    OverInput(String),
    /// The machine's KFD topology, needed for a `kfd:N` GPU, cannot be read
    /// (no amdgpu driver, and no `--topology`).
    #[error("{0}")]
    NoTopology(String),
    /// Sample bytes that do not fit the layout.
    #[error(transparent)]
    Samples(#[from] rig_counter_core::samples::SamplesError),
    /// A file that could not be read.
    #[error("{path}: {message}")]
    File {
        /// The file, as given.
        path: String,
        /// What went wrong.
        message: String,
    },
    /// A KFD node that is no GPU rig-counter can count on, with the reason
    /// the topology gave when it has one.
    #[error(
        "{name} is no GPU rig-counter can count on in {dir}, which serves {served}; {}",
        why.as_ref().map_or_else(|| format!("`rig-counter gpus --topology {dir}` says why"), |w| format!("node {}: {}", name.trim_start_matches("kfd:"), escaped(w)))
    )]
    NoKfdNode {
        /// The name, as `kfd:0`.
        name: String,
        /// The topology directory.
        dir: String,
        /// The nodes it serves, as `kfd:1, kfd:2`.
        served: String,
        /// Why the node was skipped, if the topology says.
        why: Option<String>,
    },
    /// The KFD topology or a CU bitmap could not be read.
    #[error(transparent)]
    Kfd(#[from] crate::kfd::KfdError),
    /// A DRM directory given with `--drm` that is none.
    #[error(transparent)]
    Power(#[from] crate::kfd::PowerError),
    /// Definitions that could not be loaded (file, entry, field).
    #[error("{0}")]
    Definitions(String),
    /// An expression that does not parse or evaluate; both parts are shown
    /// escaped (an argument may hold terminal escapes), the expression cut
    /// at [`MAX_SHOWN_CHARS`] characters ([`abridged`]).
    #[error("{}: {}", escaped(&abridged(expression)), escaped(message))]
    Expression {
        /// The metric's name or the expression given.
        expression: String,
        /// What is wrong.
        message: String,
    },
    /// The output could not be written.
    #[error("cannot write the output: {0}")]
    Output(String),
    /// A processor without a built-in product, whose geometry and GC version
    /// are unknown, named where they are needed.
    #[error(
        "{processor} has no built-in product, so its geometry is unknown; name a KFD node of one (kfd:N with \
         --topology DIR) or a product ({known})"
    )]
    UnknownGeometry {
        /// The processor, as `gfx1202`.
        processor: String,
        /// The built-in product keys, comma-separated.
        known: String,
    },
    /// A product some of whose WGPs run no work, stopped without saying which.
    #[error(
        "{product} runs {active} of the {built} WGPs it is built with: name the {missing} that run no work \
         with --inactive SE/SA/WGP or give the driver's --cu-bitmap, else they are read as if they ran work"
    )]
    Harvested {
        /// The product's name, or for a KFD node of no product, the node and
        /// its processor (`kfd:1 (gfx1201)`).
        product: String,
        /// WGPs that run work.
        active: u32,
        /// WGPs it is built with.
        built: u32,
        /// WGPs not yet named inactive.
        missing: u32,
    },
    /// The processor has no counter catalog.
    #[error("{processor} has no counter catalog; rig-counter counts on gfx942, gfx950, gfx11xx and gfx12xx")]
    NoCatalog {
        /// The processor, as `gfx90a`.
        processor: String,
    },
    /// No Intel OA platform has that name, and it is no PCI device id:
    /// `no OA platform is named tgl; did you mean tglgt1 or tglgt2?
    /// `rig-counter oa-sets` lists the platforms`.
    #[error("no OA platform is named {}; {}`rig-counter oa-sets` lists the platforms", shown(name), then(hint))]
    UnknownOaPlatform {
        /// The name, as given.
        name: String,
        /// The nearest platforms ([`crate::hint::oa_platform`]).
        hint: Option<String>,
    },
    /// A PCI device id (`0x1234`) that no OA platform is loaded for.
    #[error(
        "no platform here has OA metrics for PCI device {}; `rig-counter oa-sets --json` lists each platform's devices",
        shown(id)
    )]
    NoOaDevice {
        /// The id, as given.
        id: String,
    },
    /// An OA platform has no metric set of that symbol or uuid:
    /// `tglgt2 has no OA metric set RenderBasik; did you mean RenderBasic?
    /// `rig-counter oa-sets tglgt2` lists its sets`.
    #[error(
        "{platform} has no OA metric set {}; {}`rig-counter oa-sets {platform}` lists its sets",
        shown(name),
        then(hint)
    )]
    UnknownOaSet {
        /// The platform's name, as `tglgt2`.
        platform: String,
        /// The set, as given.
        name: String,
        /// The nearest sets ([`crate::hint::oa_set`]).
        hint: Option<String>,
    },
}

fn with_hint(hint: &Option<String>) -> String {
    hint.as_ref().map(|h| format!("; {h}")).unwrap_or_default()
}

impl From<crate::files::FileError> for Error {
    fn from(e: crate::files::FileError) -> Error {
        Error::File { path: e.path, message: e.message }
    }
}

/// A hint that a sentence follows (`did you mean tglgt2? `), or nothing.
fn then(hint: &Option<String>) -> String {
    hint.as_ref().map(|h| format!("{h} ")).unwrap_or_default()
}

/// What [`Error::VmidOutOfRange`] says of `vmid`.
fn vmid_refused(vmid: &str) -> String {
    match vmid.starts_with('-') {
        true => format!("vmid {vmid} has a sign: a VMID is 0 to 15, written without one"),
        false => format!("vmid {vmid} is not in 0..=15"),
    }
}
