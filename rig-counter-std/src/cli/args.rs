//! The command line's grammar: the arguments, subcommands and options
//! clap parses, their value parsers, and what `--version` prints.

use clap::{Parser, Subcommand};

/// What `--version` prints: the version and the catalog's source and date.
pub const VERSION: &str = concat!(
    env!("CARGO_PKG_VERSION"),
    " (catalog and metrics: rocprofiler-sdk's config.yaml, ROCm/rocm-systems @0226d38e, August 2026)"
);

/// rig-counter: AMD GPU performance counters: which registers a request takes
/// and where its values lie.
#[derive(Debug, Parser)]
#[command(
    name = "rig-counter",
    version = VERSION,
    about = "AMD GPU performance counters: the registers a request takes, where its values lie, and the PM4 packets that count them; GPU request timelines (amdgpu, i915, xe, drm_sched) and Intel OA counters from kernel traces"
)]
pub struct Args {
    /// What to do.
    #[command(subcommand)]
    pub command: Command,
    /// A KFD topology directory (a copy of /sys/class/kfd/kfd/topology) in place of this machine's: the GPUs
    /// kfd:N names (here, in run descriptions and in trace markers) and those `gpus` lists.
    #[arg(long, global = true, value_name = "DIR")]
    pub topology: Option<std::path::PathBuf>,
    /// A DRM directory (a copy of /sys/class/drm) in place of this machine's: the power levels of GPUs named
    /// kfd:N, which `gpus` shows and the programs warn of (default: /sys/class/drm with the machine's own
    /// topology; with a copied --topology, none, and the levels are unknown).
    #[arg(long, global = true, value_name = "DIR")]
    pub drm: Option<std::path::PathBuf>,
}

/// The command's grammar as it parses, helps and is documented: [`Args`],
/// where `--topology` and `--drm` (global, so that they go before or after
/// a subcommand) are left out of the help of the subcommands that read
/// neither ([`NO_MACHINE`]): each of those holds a hidden argument of the
/// same name, which clap then does not give it the global one for, and
/// [`super::run`] refuses either given there.
pub fn command() -> clap::Command {
    let mut command = <Args as clap::CommandFactory>::command();
    for (name, unread) in NO_MACHINE {
        command = command.mut_subcommand(name, |mut s| {
            for id in unread {
                s = s.arg(
                    clap::Arg::new(id)
                        .long(id)
                        .value_name("DIR")
                        .hide(true)
                        .value_parser(clap::value_parser!(std::path::PathBuf)),
                );
            }
            s
        });
    }
    command
}

/// The subcommands that read a machine's GPUs not at all, or (`timeline`,
/// whose trace markers may name a run counted on `kfd:N`, resolved through
/// `--topology`) not their power levels: the flags that do nothing there.
pub const NO_MACHINE: [(&str, &[&str]); 4] = [
    ("timeline", &["drm"]),
    ("oa-sets", &["topology", "drm"]),
    ("completions", &["topology", "drm"]),
    ("man", &["topology", "drm"]),
];

/// The subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// The built-in GPUs, with their processor and geometry; with --topology, the machine's.
    Gpus {
        /// With --topology, the definitions file whose firmware restrictions to show (default as rocprofiler
        /// reads one: $ROCPROFILER_METRICS_PATH's, else ROCm's installed one).
        #[arg(long, value_name = "FILE")]
        definitions: Option<std::path::PathBuf>,
        /// table, csv or json.
        #[arg(long, value_enum, default_value_t = TableFormat::Table)]
        format: TableFormat,
        /// The same as --format json.
        #[arg(long, conflicts_with = "format")]
        json: bool,
    },
    /// Every counter of a GPU: block, event, its block's registers, its sample shape.
    Counters {
        /// A product key (r9700, mi300x), a processor name (gfx1201) or a KFD node (kfd:1).
        gpu: String,
        /// Only the counters whose names contain this, in any case (TCC_EA, waves).
        pattern: Option<String>,
        /// A rocprofiler definitions file whose hardware counters to list too (default:
        /// $ROCPROFILER_METRICS_PATH's config.yaml or counter_defs.yaml, if set).
        #[arg(long, value_name = "FILE")]
        definitions: Option<std::path::PathBuf>,
        /// table, csv or json.
        #[arg(long, value_enum, default_value_t = TableFormat::Table)]
        format: TableFormat,
        /// The same as --format json.
        #[arg(long, conflicts_with = "format")]
        json: bool,
    },
    /// The register each counter takes and where its values lie in a run's samples.
    Layout {
        /// A product key (r9700, mi300x), a processor name (gfx1201) or a KFD node (kfd:1).
        gpu: String,
        #[allow(missing_docs)] // Names documents its arguments
        #[command(flatten)]
        names: Names,
        /// table, csv or json.
        #[arg(long, value_enum, default_value_t = TableFormat::Table)]
        format: TableFormat,
        /// The same as --format json.
        #[arg(long, conflicts_with = "format")]
        json: bool,
    },
    /// The VMID filter word (SQ_PERFCOUNTER_CTRL2; SQ_PERFCOUNTER_CTRL on gfx942 and gfx950) that counts one process's waves.
    #[command(group(clap::ArgGroup::new("source").required(true).args(["vmid", "hw_id2", "hw_id"])))]
    Filter {
        /// A gfx942, gfx950, GFX11 or GFX12 GPU: a product key (r9700, mi300x), a processor name (gfx1201) or a KFD node (kfd:1).
        gpu: String,
        /// The process's VMID, 0 to 15, decimal (no leading zero, no sign) or 0x-hex.
        #[arg(long, allow_negative_numbers = true, value_parser = parse_vmid)]
        vmid: Option<Vmid>,
        /// A GFX11 or GFX12 wave's HW_ID2 register (VMID in bits 27:24), decimal or 0x-hex.
        #[arg(long = "hw-id2", value_parser = parse_u32)]
        hw_id2: Option<u32>,
        /// A gfx942 or gfx950 wave's HW_ID register (VMID in bits 23:20), decimal or 0x-hex.
        #[arg(long = "hw-id", value_parser = parse_u32)]
        hw_id: Option<u32>,
        /// hex: the word as 0x and eight hex digits; json: an object with the GPU, the VMID and the word.
        #[arg(long, value_enum, default_value_t = WordFormat::Hex)]
        format: WordFormat,
        /// The same as --format json.
        #[arg(long, conflicts_with = "format")]
        json: bool,
    },
    /// The PM4 packets that reset, select, filter and start counting.
    Start {
        /// A gfx942, gfx950, GFX11 or GFX12 GPU: a product key (r9700, mi300x), a processor name (gfx1201) or a KFD node
        /// (kfd:1); with --run and --pass, none: the run's.
        gpu: Option<String>,
        #[allow(missing_docs)] // Names documents its arguments
        #[command(flatten)]
        names: Names,
        /// With --pass K: the run description `plan --run` wrote, whose pass K to start.
        #[arg(long, value_name = "FILE")]
        run: Option<std::path::PathBuf>,
        /// Byte address of the filter word the packets load, decimal or 0x-hex.
        #[arg(long, value_parser = parse_u64, default_value = "0x0ffff000")]
        filter_address: u64,
        /// asm: the disassembly; hex: one word per line; bin: little-endian words.
        #[arg(long, value_enum, default_value_t = Format::Asm)]
        format: Format,
    },
    /// The PM4 packets that stop counting and store every value as the layout lays it out.
    ///
    /// On a GPU of several dies (gfx942, gfx950) each die's reads are wrapped in PRED_EXEC,
    /// which runs only inside an indirect buffer: submit the words through INDIRECT_BUFFER.
    Stop(ReadArgs),
    /// The PM4 packets that store every value counted since start, as stop would, while counting goes on.
    ///
    /// On a GPU of several dies (gfx942, gfx950) each die's reads are wrapped in PRED_EXEC,
    /// which runs only inside an indirect buffer: submit the words through INDIRECT_BUFFER.
    Sample(ReadArgs),
    /// Derived metrics of a run: rocprofiler's by name, or expressions in its language.
    #[command(group(clap::ArgGroup::new("per_dispatch").args(["rocprofv3", "records"]).multiple(false)))]
    Metric {
        /// A product key (r9700, mi300x), a processor name (gfx1201) or a KFD node (kfd:1); with --run, none;
        /// with --rocprofv3, none where the first name is no GPU: the files' agents give it.
        #[arg(required_unless_present_any = ["run", "rocprofv3"], value_name = "GPU")]
        gpu: Option<String>,
        /// The counters the run counted, in order, and the names of derived metrics to evaluate; with --run,
        /// the metrics alone; with --rocprofv3, the metrics and counters (every name, where the first names
        /// no GPU).
        names: Vec<String>,
        /// An expression to evaluate, as 100*reduce(GRBM_GUI_ACTIVE,max)/reduce(GRBM_COUNT,max), or NAME=EXPR to
        /// name its row or column NAME; repeat for more.
        #[arg(long = "expr", value_name = "[NAME=]EXPR")]
        expressions: Vec<String>,
        /// The run description `stop --run` (or `plan --run`) wrote: the GPU and the counters in order come from it.
        #[arg(long, value_name = "FILE")]
        run: Option<std::path::PathBuf>,
        /// The samples a stop program stored: little-endian u64s as the layout lays them out.
        #[arg(long, required_unless_present_any = ["rocprofv3", "records"], conflicts_with = "rocprofv3")]
        samples: Option<std::path::PathBuf>,
        /// What rocprofv3 wrote: a counter_collection.csv, its JSON output, a rocpd database, or a folder of
        /// its pass_N or pmc_N folders (passes merged per kernel); the names are then metrics and counters,
        /// evaluated per dispatch.
        #[arg(long, value_name = "PATH", conflicts_with = "run")]
        rocprofv3: Option<std::path::PathBuf>,
        /// With --run (a run `plan --run` described): an agent's records of rotated dispatches (per dispatch a
        /// 16-byte header, RCR1, its pass from 0 and its kernel's id, then that pass's samples), read as
        /// --rocprofv3 reads rocprofv3's rotated counter groups.
        #[arg(long, value_name = "FILE", requires = "run", conflicts_with = "samples")]
        records: Option<std::path::PathBuf>,
        /// With --rocprofv3 or --records: a row per dispatch, or per kernel (the mean over its dispatches).
        #[arg(long, value_enum, requires = "per_dispatch", default_value_t = By::Dispatch)]
        by: By,
        /// A rocprofiler definitions file with extra or newer metrics (default: $ROCPROFILER_METRICS_PATH's
        /// config.yaml or counter_defs.yaml, if any).
        #[arg(long, value_name = "FILE")]
        definitions: Option<std::path::PathBuf>,
        /// table, csv (Metric,Value; with --rocprofv3 a row per dispatch or kernel) or json.
        #[arg(long, value_enum, default_value_t = TableFormat::Table)]
        format: TableFormat,
        /// The same as --format json.
        #[arg(long, conflicts_with = "format")]
        json: bool,
    },
    /// Every derived metric a GPU can compute: description, expression, the counters it needs and its passes.
    Metrics {
        /// A product key (r9700, mi300x), a processor name (gfx942) or a KFD node (kfd:1).
        gpu: String,
        /// Only the metrics whose names or descriptions hold every word of this, in any case; a word
        /// for a cache stands for the GPU's block too (L2, "L2 hit", occupancy).
        pattern: Option<String>,
        /// A rocprofiler definitions file with extra or newer metrics.
        #[arg(long, value_name = "FILE")]
        definitions: Option<std::path::PathBuf>,
        /// table, csv (Metric,Passes,Counters,Expression,Description) or json.
        #[arg(long, value_enum, default_value_t = TableFormat::Table)]
        format: TableFormat,
        /// The same as --format json.
        #[arg(long, conflicts_with = "format")]
        json: bool,
    },
    /// Splits counters and derived metrics into the fewest passes the counter registers allow.
    Plan {
        /// A product key (r9700, mi300x), a processor name (gfx942) or a KFD node (kfd:1).
        gpu: String,
        /// Hardware counters (or accumulate(NAME,HIGH_RES|LOW_RES)) and derived metrics, in any order.
        #[arg(required_unless_present_any = ["input", "expressions"], conflicts_with = "input")]
        names: Vec<String>,
        /// An expression whose counters to plan too, as `metric --expr` evaluates it
        /// (100*reduce(TCC_HIT,sum)/(reduce(TCC_HIT,sum)+reduce(TCC_MISS,sum)), or L2_HIT=... to name it);
        /// repeat for more.
        #[arg(long = "expr", value_name = "[NAME=]EXPR")]
        expressions: Vec<String>,
        /// A rocprofv3 input file (pmc: lines, or YAML/JSON jobs with pmc or pmc_groups): every name of every pass.
        #[arg(short = 'i', long, value_name = "FILE")]
        input: Option<std::path::PathBuf>,
        /// A rocprofiler definitions file with extra or newer metrics.
        #[arg(long, value_name = "FILE")]
        definitions: Option<std::path::PathBuf>,
        /// Also write a run description of every pass to FILE (JSON: the passes one after another in one samples
        /// buffer, each pass's counters, offset and bytes), for `start`, `stop` and `sample --run FILE --pass K`,
        /// `samples`, `decode --run` and `metric --run`.
        #[arg(long, value_name = "FILE")]
        run: Option<std::path::PathBuf>,
        /// With --run: byte address of the run's samples buffer, decimal or 0x-hex.
        #[arg(long, value_parser = parse_u64, default_value = "0x10000000", requires = "run")]
        address: u64,
        /// With --run: a WGP that runs no work, as SE/SA/WGP (3/1/2), as `stop --inactive` takes it; repeat for more.
        #[arg(long, value_name = "SE/SA/WGP", value_parser = parse_coordinate, requires = "run")]
        inactive: Vec<crate::program::Coordinate>,
        /// With --run: the driver's CU bitmap, as `stop --cu-bitmap` takes it.
        #[arg(long, value_name = "FILE", requires = "run")]
        cu_bitmap: Option<std::path::PathBuf>,
        /// table, csv, json, or a rocprofv3 input file of one job per pass (rocprofv3-text: pmc: lines;
        /// rocprofv3-yaml, rocprofv3-json: jobs).
        #[arg(long, value_enum, default_value_t = PlanFormat::Table)]
        format: PlanFormat,
        /// The same as --format json.
        #[arg(long, conflicts_with = "format")]
        json: bool,
    },
    /// Every value of a run's samples with its coordinate, then per-counter totals.
    Decode {
        /// A product key (r9700, mi300x), a processor name (gfx1201) or a KFD node (kfd:1); with --run, none.
        #[arg(required_unless_present = "run", conflicts_with = "run")]
        gpu: Option<String>,
        /// The counters the run counted, in order.
        #[arg(required_unless_present = "run", conflicts_with = "run")]
        counters: Vec<String>,
        /// The run description `stop --run` (or `plan --run`) wrote: the GPU and the counters in order come from it.
        #[arg(long, value_name = "FILE")]
        run: Option<std::path::PathBuf>,
        /// The samples a stop program stored: little-endian u64s as the layout lays them out.
        #[arg(long, value_name = "FILE", required_unless_present = "records", conflicts_with = "records")]
        samples: Option<std::path::PathBuf>,
        /// With --run (a run `plan --run` described): an agent's records of rotated dispatches (per dispatch a
        /// 16-byte header, RCR1, its pass from 0 and its kernel's id, then that pass's samples): each record's
        /// totals.
        #[arg(long, value_name = "FILE", requires = "run")]
        records: Option<std::path::PathBuf>,
        /// A rocprofiler definitions file defining counters the run counted (default:
        /// $ROCPROFILER_METRICS_PATH's, if set); with --run, the run's own.
        #[arg(long, value_name = "FILE", conflicts_with = "run")]
        definitions: Option<std::path::PathBuf>,
        /// table, csv (rocprofv3's columns) or json.
        #[arg(long, value_enum, default_value_t = TableFormat::Table)]
        format: TableFormat,
        /// The same as --format json.
        #[arg(long, conflicts_with = "format")]
        json: bool,
    },
    /// A samples file of chosen values for a run description, to try decode and metric without a GPU.
    ///
    /// Every value of a counter named by --value is that number, every other value 0, and the
    /// WGPs the run never reads (its inactive ones) 0, as the stop program leaves them.
    Samples {
        /// The run description `stop --run` (or `plan --run`) wrote.
        #[arg(long, value_name = "FILE")]
        run: std::path::PathBuf,
        /// NAME=N: every value of counter NAME (as the run names it, or its accumulator's name) is N,
        /// decimal or 0x-hex; repeat for more.
        #[arg(long = "value", value_name = "NAME=N")]
        values: Vec<String>,
        /// The file to write (whole or not at all).
        #[arg(short = 'o', long, value_name = "FILE")]
        output: std::path::PathBuf,
    },
    /// GPU request timelines from kernel traces: amdgpu and drm_sched jobs, i915 requests and xe jobs, phase by phase, i915-perf recordings' OA counters, and rocprofv3's kernel dispatches.
    ///
    /// Reads trace-cmd .dat files (versions 6 and 7, zstd or zlib compressed), i915-perf recordings, rocpd databases
    /// rocprofv3 wrote (each database's dispatches as it recorded them: passes are separate runs, not merged) and
    /// `trace-cmd report` or `perf script` text, told apart by their content, and writes a Chrome trace (ui.perfetto.dev and
    /// chrome://tracing open it), a Perfetto protobuf trace, or per-ring statistics. A file that gives no event a
    /// timeline reads, or whose events give no job, span or counter, is a warning; when none gives any, the command is
    /// refused (status 1) and writes nothing.
    Timeline {
        /// Trace files, read one after another.
        #[arg(required = true, value_name = "FILE")]
        files: Vec<std::path::PathBuf>,
        /// chrome: Chrome trace-event JSON; perfetto: a Perfetto protobuf trace; stats: per-ring requests,
        /// phase means and medians, busy and idle. [default: chrome; stats with --json]
        #[arg(long, value_enum)]
        format: Option<TimelineFormat>,
        /// The statistics as one JSON object instead of a table (--format stats implied).
        #[arg(long)]
        json: bool,
        /// Write to FILE (whole or not at all) instead of stdout.
        #[arg(short = 'o', long, value_name = "FILE")]
        output: Option<std::path::PathBuf>,
        /// A derived metric (or an expression) to show on each dispatch of a rocpd database beside its counters,
        /// from its processor's definitions; repeat for more.
        #[arg(long = "metric", value_name = "NAME")]
        metrics: Vec<String>,
    },
    /// Intel OA metric sets, as IGT's OA metric XML describes them: the platforms, a platform's sets, a set's counters.
    ///
    /// With no PLATFORM, every platform i915-perf records OA metrics on: IGT's chipset name, a reader's name, its
    /// sets and its PCI devices. With PLATFORM, its metric sets in file order, as `i915-perf-recorder -m list` lists
    /// them: the symbol `-m` takes, the name, the counters and the hardware config uuid. With PLATFORM and SET, the
    /// set's counters by symbol, as `i915-perf-recorder -m SET -C` lists them: the table gives each one's name,
    /// symbol, units and description; csv and json add its data type, semantic type, equation, maximum's equation
    /// and availability (empty in csv and null in json where it has none).
    ///
    /// json is one object: {"platforms": [{"platform", "name", "sets", "devices": ["0x9a49", ...]}]};
    /// with PLATFORM, {"platform", "name", "sets": [{"set", "name", "counters", "uuid"}]}; with SET, {"platform",
    /// "set", "name", "uuid", "counters": [{"name", "symbol", "units", "data_type", "description", "semantic_type",
    /// "equation", "max_equation", "availability"}]}. csv has those rows' fields as columns (a platform's devices
    /// separated by spaces).
    OaSets {
        /// A platform: IGT's chipset name in any case (tglgt2) or a PCI device id (0x9a49).
        platform: Option<String>,
        /// A metric set of the platform: its symbol in any case (RenderBasic) or its hardware config uuid.
        set: Option<String>,
        /// table, csv or json.
        #[arg(long, value_enum, default_value_t = TableFormat::Table)]
        format: TableFormat,
        /// The same as --format json.
        #[arg(long, conflicts_with = "format")]
        json: bool,
    },
    /// A shell completion script for rig-counter, on stdout.
    Completions {
        /// The shell.
        #[arg(value_enum)]
        shell: clap_complete::Shell,
    },
    /// rig-counter's manual page (roff), or a subcommand's, on stdout: `rig-counter man stop | man -l -`.
    Man {
        /// A subcommand, for its own page (its options and arguments).
        subcommand: Option<String>,
    },
}

/// The counters a command takes: named, or one pass of a rocprofv3 input file.
#[derive(clap::Args, Debug)]
pub struct Names {
    /// Counter names, in order, as SQ_WAVES GRBM_GUI_ACTIVE GL2C_HIT; accumulate(NAME,HIGH_RES|LOW_RES|NONE)
    /// counts NAME and its accumulator.
    #[arg(conflicts_with = "input", value_name = "COUNTERS")]
    pub counters: Vec<String>,
    /// A rocprofv3 input file, a regular file (pmc: lines, or YAML/JSON jobs with pmc or pmc_groups) naming the counters
    /// (derived metrics stand for their counters).
    #[arg(short = 'i', long, value_name = "FILE")]
    pub input: Option<std::path::PathBuf>,
    /// Which pass of the input file, 1 for its first pmc: line, job or group; needed when it holds several. For
    /// start, stop and sample with --run and no -i: which pass of the run `plan --run` described.
    #[arg(long, value_name = "N")]
    pub pass: Option<usize>,
    /// A rocprofiler definitions file: its hardware counters, its firmware restrictions (start, stop,
    /// sample) and its metrics (for -i); default: $ROCPROFILER_METRICS_PATH's config.yaml or counter_defs.yaml, else ROCm's installed one.
    #[arg(long, value_name = "FILE")]
    pub definitions: Option<std::path::PathBuf>,
}

/// How `gpus`, `counters`, `layout`, `decode`, `metric`, `metrics` and `oa-sets` print.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum TableFormat {
    /// Aligned columns for people.
    Table,
    /// CSV with a header line: the table's rows, a column a field.
    Csv,
    /// One JSON object with a schema_version.
    Json,
}

/// What a row of `metric --rocprofv3` is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum By {
    /// One dispatch (the n-th of its kernel in every pass).
    Dispatch,
    /// One kernel on one agent: each value the mean over its dispatches.
    Kernel,
}

/// How `plan` prints.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum PlanFormat {
    /// Aligned columns for people.
    Table,
    /// CSV, one row per counter of each pass.
    Csv,
    /// One JSON object with a schema_version.
    Json,
    /// rocprofv3's text input: one `pmc:` line per pass.
    Rocprofv3Text,
    /// rocprofv3's YAML input: one job per pass.
    Rocprofv3Yaml,
    /// rocprofv3's JSON input: one job per pass.
    Rocprofv3Json,
}

/// How `timeline` prints.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum TimelineFormat {
    /// Chrome trace-event JSON.
    Chrome,
    /// A Perfetto protobuf trace (TrackEvent slices and counter tracks).
    Perfetto,
    /// Per-ring statistics.
    Stats,
}

/// How `filter` prints its word.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum WordFormat {
    /// 0x and eight hex digits.
    Hex,
    /// One JSON object with a schema_version.
    Json,
}

/// `--format` and `--json` together: `--json` is `--format json`.
pub(super) fn table_format(format: TableFormat, json: bool) -> TableFormat {
    if json { TableFormat::Json } else { format }
}

/// The arguments of `stop` and `sample`.
#[derive(clap::Args, Debug)]
pub struct ReadArgs {
    /// A gfx942, gfx950, GFX11 or GFX12 GPU: a product key (r9700, mi300x), a processor name (gfx1201) or a KFD node
    /// (kfd:1); with --run and --pass, none: the run's.
    pub gpu: Option<String>,
    #[allow(missing_docs)] // Names documents its arguments
    #[command(flatten)]
    pub names: Names,
    /// Byte address of the samples, decimal or 0x-hex [default: 0x10000000]; with --run and --pass K, of the
    /// run's buffer (default: the run's samples_address), and pass K stores at it plus the pass's offset.
    #[arg(long, value_parser = parse_u64)]
    pub address: Option<u64>,
    /// A WGP that runs no work, as SE/SA/WGP (3/1/2); repeat for more. Its values are 0, never read.
    /// No effect on gfx942 and gfx950, where no block counts per WGP and every engine is read.
    #[arg(long, value_name = "SE/SA/WGP", value_parser = parse_coordinate)]
    pub inactive: Vec<crate::program::Coordinate>,
    /// The driver's CU bitmap (4 lines of 4 hex words, `cu_bitmap[se][sa]`): WGPs whose two CUs are not both
    /// active run no work. No effect on gfx942 and gfx950.
    #[arg(long, value_name = "FILE")]
    pub cu_bitmap: Option<std::path::PathBuf>,
    /// Also write the run's description (JSON: GPU, counters in order, offsets, samples address and bytes,
    /// inactive WGPs) to FILE, for `decode --run` and `metric --run`. With --pass K and no -i, read instead:
    /// the run `plan --run` described, whose pass K to store (its GPU, counters and inactive WGPs).
    #[arg(long, value_name = "FILE")]
    pub run: Option<std::path::PathBuf>,
    /// asm: the disassembly; hex: one word per line; bin: little-endian words.
    #[arg(long, value_enum, default_value_t = Format::Asm)]
    pub format: Format,
}

/// How `start` and `stop` print their words.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Format {
    /// One disassembled packet per line.
    Asm,
    /// One word per line, eight lower-case hex digits.
    Hex,
    /// Little-endian 32-bit words, raw.
    Bin,
}

/// A number in decimal or 0x-hex: digits only, no sign.
pub(super) fn parse_u64(text: &str) -> Result<u64, String> {
    parse_number(text, 64)
}

/// Why `text` is no number an option takes: a sign it has (`-1`, `+5`), or
/// another form than digits (`1e3`, `x`: break test 11 of issue 40 had
/// `-1` "not a number").
fn not_digits(text: &str) -> String {
    // Signed only where the rest would be taken (`-x` is no number either:
    // break test 12 of issue 40), and shown quoted where it is empty or
    // holds a space.
    let digits = |t: &str| {
        let (d, radix) = t.strip_prefix("0x").or_else(|| t.strip_prefix("0X")).map_or((t, 10), |h| (h, 16));
        !d.is_empty() && d.chars().all(|c| c.is_digit(radix))
    };
    let unsigned = text.strip_prefix(['-', '+']).filter(|rest| digits(rest));
    let shown = crate::text::shown(text);
    match unsigned {
        Some(_) => {
            format!("{shown} has a sign: give a whole number of decimal digits, or of hex digits after 0x, without one")
        }
        None => format!("{shown} is not a whole number of decimal digits, or of hex digits after 0x"),
    }
}

/// A number of at most `bits` bits in decimal or 0x-hex: digits only, no sign.
pub(super) fn parse_number(text: &str, bits: u32) -> Result<u64, String> {
    let (digits, radix) = match text.strip_prefix("0x").or_else(|| text.strip_prefix("0X")) {
        Some(hex) => (hex, 16),
        None => (text, 10),
    };
    if digits.is_empty() || !digits.chars().all(|c| c.is_digit(radix)) {
        return Err(not_digits(text));
    }
    let n = u64::from_str_radix(digits, radix).ok().filter(|n| bits >= 64 || *n >> bits == 0);
    n.ok_or_else(|| format!("{text} does not fit {bits} bits"))
}

/// A `--vmid` as given: a number to check against 0 to 15, or one out of
/// range however read (negative, or beyond 64 bits).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Vmid {
    /// A number (decimal or 0x-hex), checked against 0 to 15 later.
    Number(u64),
    /// A number with a minus sign, or beyond 64 bits, as given.
    OutOfRange(String),
}

/// `--vmid`: a number as every numeric option takes it (decimal or 0x-hex, no
/// plus sign), or one with a minus sign, refused later as out of range.
///
/// A decimal with a leading zero (`03`) is refused: C's `strtol(s, NULL, 0)`
/// reads it as octal, so it means different VMIDs to different tools.
fn parse_vmid(text: &str) -> Result<Vmid, String> {
    let decimal = text.strip_prefix('-').unwrap_or(text);
    if decimal.len() > 1 && decimal.starts_with('0') && decimal.bytes().all(|b| b.is_ascii_digit()) {
        return Err(format!(
            "{text} has a leading zero, which C's strtol reads as octal: give it without (decimal) or after 0x (hex)"
        ));
    }
    match text.strip_prefix('-') {
        // Any number with a minus sign (-0 too), however large, is out of range.
        Some(rest) => match parse_number(rest, 64) {
            Ok(_) => Ok(Vmid::OutOfRange(text.to_owned())),
            Err(e) if e.ends_with("bits") => Ok(Vmid::OutOfRange(text.to_owned())),
            Err(_) => Err(not_digits(text)),
        },
        // Any size: a VMID beyond 15 is refused as out of range, not as a usage error.
        None => match parse_number(text, 64) {
            Err(e) if e.ends_with("bits") => Ok(Vmid::OutOfRange(text.to_owned())),
            other => other.map(Vmid::Number),
        },
    }
}

fn parse_coordinate(text: &str) -> Result<crate::program::Coordinate, String> {
    crate::program::parse_coordinate(text).map_err(|_| format!("{text} is not SE/SA/WGP, as 3/1/2 (numbers 0 to 255)"))
}

fn parse_u32(text: &str) -> Result<u32, String> {
    let n = parse_number(text, 32)?;
    u32::try_from(n).map_err(|_| format!("{text} does not fit 32 bits"))
}
