//! Runs of several passes (issue 41): `plan --run` describes every pass of
//! a plan in one samples buffer; `start`, `stop` and `sample --run RUN
//! --pass K` build pass K's programs, which store only into pass K's region;
//! `samples`, `decode --run` and `metric --run` read every pass as one run.

use rig_counter_tests::{refused, rig_counter, temp_dir, usage_error};
use std::collections::BTreeSet;

/// `bytes` written to `dir/name`; its path as text.
fn file(dir: &std::path::Path, name: &str, bytes: &[u8]) -> String {
    let path = dir.join(name);
    std::fs::write(&path, bytes).unwrap();
    path.display().to_string()
}

/// `words` as samples hold them: little-endian u64s.
fn le(words: &[u64]) -> Vec<u8> {
    words.iter().flat_map(|v| v.to_le_bytes()).collect()
}

/// The R9700 request of two passes: GPU_UTIL and nine SQ counters, eight
/// of which fill SQ's registers with GPU_UTIL's two GRBM counters.
const R9700: [&str; 10] = [
    "GPU_UTIL",
    "SQ_WAVES",
    "SQ_BUSY_CYCLES",
    "SQ_INSTS_VALU",
    "SQ_INSTS_SALU",
    "SQ_INSTS_LDS",
    "SQ_INSTS_SMEM",
    "SQ_INSTS_FLAT",
    "SQ_WAVE_CYCLES",
    "SQ_WAIT_ANY",
];

/// The MI300X request of three passes: nine TCC counters, four to a pass
/// (TCC has four counter registers on gfx942), GPU_UTIL and SQ_WAVES.
const MI300X: [&str; 11] = [
    "GPU_UTIL",
    "TCC_HIT",
    "TCC_MISS",
    "TCC_READ",
    "TCC_WRITE",
    "TCC_EA0_RDREQ",
    "TCC_EA0_WRREQ",
    "TCC_ATOMIC",
    "TCC_REQ",
    "TCC_STREAMING_REQ",
    "SQ_WAVES",
];

/// `plan GPU NAMES --run DIR/run.json`, which must succeed and print what
/// `plan` prints without --run; returns the description's path.
fn planned(dir: &std::path::Path, gpu: &str, names: &[&str], more: &[&str]) -> String {
    let run = dir.join("run.json").display().to_string();
    let r = rig_counter(&[&["plan", gpu][..], names, &["--run", &run], more].concat());
    assert_eq!((r.status, r.stderr.as_str()), (0, ""));
    let plain = rig_counter(&[&["plan", gpu][..], names].concat());
    assert_eq!(r.stdout, plain.stdout, "--run changes nothing plan prints");
    run
}

/// The description at `run` as JSON.
fn description(run: &str) -> serde_json::Value {
    serde_json::from_str(&std::fs::read_to_string(run).unwrap()).unwrap()
}

/// Each pass's names, offset and bytes, as the description gives them.
fn passes(run: &str) -> Vec<(Vec<String>, u64, u64)> {
    let d = description(run);
    d["passes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| {
            let names = p["counters"].as_array().unwrap().iter().map(|n| n.as_str().unwrap().to_owned()).collect();
            (names, p["offset"].as_u64().unwrap(), p["bytes"].as_u64().unwrap())
        })
        .collect()
}

/// The bytes a program's disassembly stores to memory: 4 at each
/// COPY_DATA's `dst=memory`, 4 a dword at each WRITE_DATA's (ACQUIRE_MEM's
/// `over memory` writes caches back, storing nothing).
fn stored(asm: &str) -> BTreeSet<u64> {
    let mut bytes = BTreeSet::new();
    for line in asm.lines() {
        let Some(at) = line.split("dst=memory 0x").nth(1) else { continue };
        let mut words = at.split_whitespace();
        let address = u64::from_str_radix(words.next().unwrap(), 16).unwrap();
        let dwords = if line.contains(" WRITE_DATA ") { words.next().unwrap().parse::<u64>().unwrap() } else { 1 };
        assert!(line.contains(" WRITE_DATA ") || line.contains(" COPY_DATA "), "{line}");
        bytes.extend(address..address + 4 * dwords);
    }
    bytes
}

/// For each pass of `run` on `gpu`: `start`, `stop` and `sample --run RUN
/// --pass K` print what the same commands print given the pass's names
/// (and, for stop and sample, its address: `address` plus the pass's
/// offset); stop and sample store into the pass's region alone, and the
/// passes' stops together fill the buffer, each byte once.
fn each_pass_programs(gpu: &str, run: &str, address: u64, given: Option<&str>) {
    let passes = passes(run);
    let total: u64 = passes.iter().map(|p| p.2).sum();
    let mut filled = BTreeSet::new();
    for (k, (names, offset, bytes)) in passes.iter().enumerate() {
        let pass = (k + 1).to_string();
        let at = format!("{:#x}", address + offset);
        let names: Vec<&str> = names.iter().map(String::as_str).collect();
        let start = rig_counter(&["start", "--run", run, "--pass", &pass, "--format", "hex"]);
        let plain = rig_counter(&[&["start", gpu][..], &names, &["--format", "hex"]].concat());
        assert_eq!((start.status, start.stderr.as_str(), &start.stdout), (0, "", &plain.stdout), "start {pass}");
        for program in ["stop", "sample"] {
            let mut args = vec![program, "--run", run, "--pass", &pass];
            args.extend(given.map(|a| ["--address", a]).iter().flatten());
            let r = rig_counter(&args);
            let plain = rig_counter(&[&[program, gpu][..], &names, &["--address", &at]].concat());
            assert_eq!((r.status, r.stderr.as_str(), &r.stdout), (0, "", &plain.stdout), "{program} {pass}");
            let region: BTreeSet<u64> = (address + offset..address + offset + bytes).collect();
            assert_eq!(stored(&r.stdout), region, "{program} of pass {pass} stores its region, all of it, alone");
            if program == "stop" {
                assert!(region.iter().all(|b| filled.insert(*b)), "pass {pass} stores where another did");
            }
        }
    }
    assert_eq!(filled, (address..address + total).collect(), "the passes' stops fill the buffer");
}

#[test]
fn a_two_pass_r9700_run_goes_from_plan_to_metric_with_each_pass_in_its_region() {
    let dir = temp_dir("passes-r9700");
    let run = planned(&dir, "r9700", &R9700, &[]);
    let d = description(&run);
    assert_eq!(
        (d["program"].as_str(), d["gpu"].as_str(), d["processor"].as_str()),
        (Some("plan"), Some("r9700"), Some("gfx1201"))
    );
    assert_eq!((d["samples_address"].as_u64(), d["samples_bytes"].as_u64()), (Some(0x1000_0000), Some(2320)));
    // Pass 1: the GRBM pair (8 bytes each) and eight SQ counters of 32 WGPs
    // (256 bytes each): 16 + 8 * 256 = 2064 bytes; pass 2 the ninth.
    let first: Vec<String> = [
        "GRBM_COUNT",
        "GRBM_GUI_ACTIVE",
        "SQ_BUSY_CYCLES",
        "SQ_INSTS_FLAT",
        "SQ_INSTS_LDS",
        "SQ_INSTS_SALU",
        "SQ_INSTS_SMEM",
        "SQ_INSTS_VALU",
        "SQ_WAIT_ANY",
        "SQ_WAVES",
    ]
    .map(str::to_owned)
    .to_vec();
    assert_eq!(passes(&run), vec![(first, 0, 2064), (vec!["SQ_WAVE_CYCLES".to_owned()], 2064, 256)]);
    let layout = d["layout"].as_array().unwrap();
    assert_eq!(layout.len(), 11);
    assert_eq!((layout[10]["name"].as_str(), layout[10]["offset"].as_u64()), (Some("SQ_WAVE_CYCLES"), Some(2064)));
    each_pass_programs("r9700", &run, 0x1000_0000, None);
    each_pass_programs("r9700", &run, 0x2000_0000, Some("0x20000000"));

    let bin = dir.join("run.bin").display().to_string();
    let values = ["GRBM_COUNT=1000", "GRBM_GUI_ACTIVE=900", "SQ_WAVES=2", "SQ_WAVE_CYCLES=7"];
    let mut args = vec!["samples", "--run", &run, "-o", &bin];
    args.extend(values.iter().flat_map(|v| ["--value", v]));
    let r = rig_counter(&args);
    assert_eq!(
        (r.status, r.stdout.as_str(), r.stderr.as_str()),
        (0, format!("{bin}: 2320 bytes of samples for {run} (11 counters in 2 passes, 0 WGPs unread)\n").as_str(), "")
    );
    let words: Vec<u64> =
        std::fs::read(&bin).unwrap().chunks(8).map(|c| u64::from_le_bytes(c.try_into().unwrap())).collect();
    // GRBM_COUNT, GRBM_GUI_ACTIVE, seven SQ counters of 0, SQ_WAVES' 32
    // values of 2; then pass 2's 32 values of 7.
    let mut want = vec![1000, 900];
    want.extend([0; 7 * 32]);
    want.extend([2; 32]);
    want.extend([7; 32]);
    assert_eq!(words, want);

    // Totals by hand: the GRBM counters by their maximum, SQ_WAVES 32 * 2,
    // SQ_WAVE_CYCLES 32 * 7.
    let r = rig_counter(&["decode", "--run", &run, "--samples", &bin]);
    assert_eq!((r.status, r.stderr.as_str()), (0, ""));
    assert!(r.stdout.starts_with("2320 bytes of samples on gfx1201 (Radeon AI PRO R9700), 2 passes\npass  counter "));
    let totals = &r.stdout[r.stdout.find("\npass  counter          total").unwrap() + 1..];
    assert_eq!(
        totals,
        "pass  counter          total  by    min   max  saturated\n\
         \x20  1  GRBM_COUNT        1000  max  1000  1000          0\n\
         \x20  1  GRBM_GUI_ACTIVE    900  max   900   900          0\n\
         \x20  1  SQ_BUSY_CYCLES       0  sum     0     0          0\n\
         \x20  1  SQ_INSTS_FLAT        0  sum     0     0          0\n\
         \x20  1  SQ_INSTS_LDS         0  sum     0     0          0\n\
         \x20  1  SQ_INSTS_SALU        0  sum     0     0          0\n\
         \x20  1  SQ_INSTS_SMEM        0  sum     0     0          0\n\
         \x20  1  SQ_INSTS_VALU        0  sum     0     0          0\n\
         \x20  1  SQ_WAIT_ANY          0  sum     0     0          0\n\
         \x20  1  SQ_WAVES            64  sum     2     2          0\n\
         \x20  2  SQ_WAVE_CYCLES     224  sum     7     7          0\n"
    );
    let csv = rig_counter(&["decode", "--run", &run, "--samples", &bin, "--format", "csv"]).stdout;
    let lines: Vec<&str> = csv.lines().collect();
    assert_eq!(lines.len(), 1 + 2 + 8 * 32 + 32);
    assert!(lines[0].ends_with(",Saturated,Pass"));
    assert_eq!(
        (lines[1], lines[lines.len() - 1]),
        ("GRBM_COUNT,1000,0,0,0,0,0,false,1", "SQ_WAVE_CYCLES,7,0,0,3,1,3,false,2")
    );
    let json: serde_json::Value =
        serde_json::from_str(&rig_counter(&["decode", "--run", &run, "--samples", &bin, "--json"]).stdout).unwrap();
    assert_eq!((json["passes"].as_u64(), json["bytes"].as_u64()), (Some(2), Some(2320)));
    let last = &json["counters"][10];
    assert_eq!(
        (last["pass"].as_u64(), last["name"].as_str(), last["total"].as_u64()),
        (Some(2), Some("SQ_WAVE_CYCLES"), Some(224))
    );

    // GPU_UTIL within pass 1: 100 * 900 / 1000. Waves' cycles over waves
    // across the passes: 224 / 64, said to come from two executions.
    let r = rig_counter(&[
        "metric",
        "--run",
        &run,
        "GPU_UTIL",
        "--samples",
        &bin,
        "--expr",
        "CYCLES_PER_WAVE=reduce(SQ_WAVE_CYCLES,sum)/reduce(SQ_WAVES,sum)",
        "--format",
        "csv",
    ]);
    assert_eq!(
        (r.status, r.stdout.as_str(), r.stderr.as_str()),
        (
            0,
            "Metric,Value\nGPU_UTIL,90\nCYCLES_PER_WAVE,3.5\n",
            "warning: CYCLES_PER_WAVE (SQ_WAVES of pass 1, SQ_WAVE_CYCLES of pass 2): computed from counters of \
             different passes, as no one pass counts all it needs; each pass is a separate execution of the kernel, \
             so the value holds only where every execution does the same work\n"
        )
    );
}

#[test]
fn a_three_pass_mi300x_run_goes_from_plan_to_metric_with_each_pass_in_its_region() {
    let dir = temp_dir("passes-mi300x");
    let run = planned(&dir, "mi300x", &MI300X, &["--address", "0x40000000"]);
    // TCC: 16 channels of 8 XCCs, 128 values (1024 bytes) a counter; GRBM
    // one value an XCC (64 bytes); SQ one an XCC's SQ engines.
    let names = |n: &[&str]| n.iter().map(|s| (*s).to_owned()).collect::<Vec<_>>();
    assert_eq!(
        passes(&run),
        vec![
            (
                names(&[
                    "GRBM_COUNT",
                    "GRBM_GUI_ACTIVE",
                    "SQ_WAVES",
                    "TCC_ATOMIC",
                    "TCC_EA0_RDREQ",
                    "TCC_EA0_WRREQ",
                    "TCC_HIT"
                ]),
                0,
                4480
            ),
            (names(&["TCC_MISS", "TCC_READ", "TCC_REQ", "TCC_STREAMING_REQ"]), 4480, 4096),
            (names(&["TCC_WRITE"]), 8576, 1024),
        ]
    );
    assert_eq!(description(&run)["samples_address"].as_u64(), Some(0x4000_0000));
    each_pass_programs("mi300x", &run, 0x4000_0000, None);

    let bin = dir.join("run.bin").display().to_string();
    let values = ["GRBM_COUNT=1000", "GRBM_GUI_ACTIVE=900", "TCC_HIT=3", "TCC_MISS=1", "TCC_WRITE=5"];
    let mut args = vec!["samples", "--run", &run, "-o", &bin];
    args.extend(values.iter().flat_map(|v| ["--value", v]));
    assert_eq!(rig_counter(&args).status, 0);
    assert_eq!(std::fs::metadata(&bin).unwrap().len(), 9600);
    let json: serde_json::Value =
        serde_json::from_str(&rig_counter(&["decode", "--run", &run, "--samples", &bin, "--json"]).stdout).unwrap();
    let totals: Vec<(u64, &str, u64)> = json["counters"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| (c["pass"].as_u64().unwrap(), c["name"].as_str().unwrap(), c["total"].as_u64().unwrap()))
        .filter(|t| t.2 != 0)
        .collect();
    // By hand: GRBM by its maximum over the XCCs; TCC 128 values each.
    assert_eq!(
        totals,
        vec![
            (1, "GRBM_COUNT", 1000),
            (1, "GRBM_GUI_ACTIVE", 900),
            (1, "TCC_HIT", 384),
            (2, "TCC_MISS", 128),
            (3, "TCC_WRITE", 640)
        ]
    );
    // The L2 hit rate from passes 1 and 2: 100 * 384 / (384 + 128).
    let r = rig_counter(&[
        "metric",
        "--run",
        &run,
        "GPU_UTIL",
        "--samples",
        &bin,
        "--expr",
        "L2_HIT=100*reduce(TCC_HIT,sum)/(reduce(TCC_HIT,sum)+reduce(TCC_MISS,sum))",
        "--expr",
        "WRITES=reduce(TCC_WRITE,sum)",
        "--format",
        "csv",
    ]);
    assert_eq!(
        (r.status, r.stdout.as_str(), r.stderr.as_str()),
        (
            0,
            "Metric,Value\nGPU_UTIL,90\nL2_HIT,75\nWRITES,640\n",
            "warning: L2_HIT (TCC_HIT of pass 1, TCC_MISS of pass 2): computed from counters of different passes, \
             as no one pass counts all it needs; each pass is a separate execution of the kernel, so the value holds \
             only where every execution does the same work\n"
        )
    );
}

#[test]
fn a_pass_is_chosen_from_a_plans_run_alone_and_the_run_gives_the_gpu_and_counters() {
    let dir = temp_dir("passes-refused");
    let run = planned(&dir, "r9700", &R9700, &[]);
    assert_eq!(
        usage_error(&["stop", "--run", &run, "--pass", "3"]),
        format!("--pass 3: the run {run} has passes 1 to 2")
    );
    assert_eq!(
        usage_error(&["sample", "--run", &run, "--pass", "0"]),
        format!("--pass 0: the run {run} has passes 1 to 2")
    );
    assert_eq!(
        usage_error(&["stop", "r9700", "--run", &run, "--pass", "1"]),
        format!("with --run and --pass, the GPU and the counters are the run's ({run}): leave out r9700")
    );
    assert_eq!(
        usage_error(&["start", "--run", &run, "--pass", "1", "--inactive", "0/0/0"]).lines().next(),
        Some("unexpected argument '--inactive' found")
    );
    assert_eq!(
        usage_error(&["stop", "--run", &run, "--pass", "1", "--inactive", "0/0/0"]),
        format!(
            "with --run and --pass, the WGPs never read are the run's ({run}): give --inactive and --cu-bitmap to plan \
             --run"
        )
    );
    assert_eq!(
        usage_error(&["stop", "--pass", "1"]),
        "give the GPU (a product key as r9700, a processor name as gfx1201, or a KFD node as kfd:1), or --run RUN \
         --pass K for a pass of a run `plan --run` described"
    );
    // A program's run has no passes; --run without --pass writes one.
    let one = dir.join("one.json").display().to_string();
    let r = rig_counter(&["stop", "r9700", "SQ_WAVES", "--run", &one]);
    assert_eq!(r.status, 0);
    assert_eq!(
        usage_error(&["stop", "--run", &one, "--pass", "1"]),
        format!(
            "--run {one} describes one stop program's run, which has no passes: --pass chooses a pass of a run `plan \
             --run` described"
        )
    );
    // --address plus the pass's offset past 64 bits.
    assert_eq!(
        usage_error(&["stop", "--run", &run, "--pass", "2", "--address", "0xfffffffffffffff8"]),
        "--address 0xfffffffffffffff8 plus the pass's offset 2064 is past the last byte address, 0xffffffffffffffff"
    );
    // plan --run: not to standard output, not over a file it reads.
    assert_eq!(
        usage_error(&["plan", "r9700", "GPU_UTIL", "--run", "/dev/stdout"]),
        "--run /dev/stdout: is where the plan goes (standard output); give the description a file of its own"
    );
    let input = file(&dir, "input.txt", b"pmc: GRBM_COUNT SQ_WAVES\n");
    assert_eq!(
        refused(&["plan", "r9700", "-i", &input, "--run", &input]),
        format!("{input}: this command reads it: rig-counter never writes over its input; write elsewhere")
    );
    assert_eq!(std::fs::read_to_string(&input).unwrap(), "pmc: GRBM_COUNT SQ_WAVES\n");
    assert_eq!(
        usage_error(&["plan", "r9700", "GPU_UTIL", "--address", "0x1000"]).lines().next(),
        Some("the following required arguments were not provided:")
    );
}

#[test]
fn a_plans_run_description_is_checked_pass_by_pass() {
    let dir = temp_dir("passes-checked");
    let run = planned(&dir, "r9700", &R9700, &[]);
    let bin = dir.join("run.bin").display().to_string();
    assert_eq!(rig_counter(&["samples", "--run", &run, "-o", &bin]).status, 0);
    let text = std::fs::read_to_string(&run).unwrap();
    let edited = dir.join("edited.json").display().to_string();
    // Each edit in the passes' list (the layout before it holds the same
    // offsets).
    let at = text.find("\"passes\"").unwrap();
    let refusal = |from: &str, to: &str| {
        let (layout, passes) = text.split_at(at);
        let from_passes = !(from.starts_with("\"program\"") || from.starts_with("\"SQ_WAVES\""));
        let edit = match from_passes {
            true => {
                assert!(passes.contains(from), "{from}");
                format!("{layout}{}", passes.replacen(from, to, 1))
            }
            false => {
                assert!(text.contains(from), "{from}");
                text.replacen(from, to, 1)
            }
        };
        std::fs::write(&edited, edit).unwrap();
        refused(&["decode", "--run", &edited, "--samples", &bin])
    };
    assert_eq!(
        refusal("\"offset\": 2064,\n      \"bytes\": 256", "\"offset\": 2056,\n      \"bytes\": 256"),
        format!("{edited}: puts pass 2 at offset 2056, but the passes before it end at 2064")
    );
    assert_eq!(
        refusal("\"offset\": 2064,\n      \"bytes\": 256", "\"offset\": 2064,\n      \"bytes\": 264"),
        format!("{edited}: says pass 2 is 264 bytes, but its counters lay out 256")
    );
    assert_eq!(
        refusal("\"program\": \"plan\"", "\"program\": \"stop\""),
        format!(
            "{edited}: describes the samples of a stop program, but lists passes: a run of several passes is a plan's \
             (`plan --run` writes one)"
        )
    );
    assert_eq!(refusal("\"passes\": [", "\"passes\": [], \"x\": ["), format!("{edited}: lists no pass in passes"));
    // The top-level counters are the passes' in turn.
    assert_eq!(
        refusal("\"SQ_WAVES\",\n    \"SQ_WAVE_CYCLES\"\n  ],", "\"SQ_WAVE_CYCLES\",\n    \"SQ_WAVES\"\n  ],"),
        format!("{edited}: counters are not its passes' counters in turn")
    );
    // What reads one program's run (a trace marker's) says a plan's is none.
    let path = std::path::Path::new(&run);
    let description = rig_counter_std::run::RunDescription::read(path).unwrap();
    assert_eq!(
        description.check(path, None).unwrap_err().to_string(),
        format!(
            "{run}: describes a run of 2 passes (`plan --run` wrote it), where the samples of one program are read: \
             `decode --run` and `metric --run` read every pass"
        )
    );
    // The samples of every pass, whole.
    assert_eq!(
        refused(&["metric", "--run", &run, "GPU_UTIL", "--samples", &run]),
        format!("{run}: the samples hold {} bytes; the layout lays out 2320", std::fs::metadata(&run).unwrap().len())
    );
}

/// rocprofv3's `pmc_groups` rotate counter groups over an agent's
/// dispatches: kernel `k`'s five dispatches count GRBM_COUNT and
/// GRBM_GUI_ACTIVE in turn, kernel `j`'s one GRBM_COUNT alone. No dispatch
/// computes GPU_UTIL; by kernel, `k`'s is 100 * mean(800, 1000) /
/// mean(1000, 2000, 3000) = 45, and `j`'s is undefined, naming the group it
/// never counted.
#[test]
fn rotated_groups_give_a_kernels_metric_from_each_counters_mean() {
    let dir = temp_dir("passes-rotated");
    let node = dir.join("node0");
    std::fs::create_dir_all(&node).unwrap();
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../docs/examples/rocprofv3/pass_1/node0");
    std::fs::copy(format!("{root}/1001_agent_info.csv"), node.join("1001_agent_info.csv")).unwrap();
    let header = std::fs::read_to_string(format!("{root}/1001_counter_collection.csv")).unwrap();
    let mut csv = header.lines().next().unwrap().to_owned() + "\n";
    let rows = [
        (1, "k", "GRBM_COUNT", 1000),
        (2, "k", "GRBM_GUI_ACTIVE", 800),
        (3, "k", "GRBM_COUNT", 2000),
        (4, "k", "GRBM_GUI_ACTIVE", 1000),
        (5, "k", "GRBM_COUNT", 3000),
        (6, "j", "GRBM_COUNT", 500),
    ];
    for (d, kernel, counter, value) in rows {
        csv += &format!(
            "{d},{d},\"Agent 1\",1,1001,1001,1048576,10,\"{kernel}\",256,0,0,16,0,24,\"{counter}\",{value}.000000,\
             {},{}\n",
            1_700_000_100_000u64 + d * 1000,
            1_700_000_100_500u64 + d * 1000
        );
    }
    let path = node.join("1001_counter_collection.csv");
    std::fs::write(&path, csv).unwrap();
    let path = path.display().to_string();
    let r = rig_counter(&[
        "metric",
        "r9700",
        "GPU_UTIL",
        "GRBM_COUNT",
        "--rocprofv3",
        &path,
        "--by",
        "kernel",
        "--format",
        "csv",
    ]);
    assert_eq!(
        (r.status, r.stdout.as_str()),
        (
            0,
            "Kernel_Name,Agent_Id,Dispatches,GPU_UTIL (mean),GRBM_COUNT (mean)\nk,Agent 1,5,45,2000\nj,Agent 1,1,,500\n"
        )
    );
    assert_eq!(
        r.stderr,
        "warning: GPU_UTIL: undefined on kernel j (\"Agent 1\"): none of its 1 dispatch(es) counted GRBM_GUI_ACTIVE, \
         which other dispatches counted in the group GRBM_GUI_ACTIVE; a kernel needs a dispatch of every group its \
         metrics read\n\
         warning: GPU_UTIL: on 1 kernel(s) no dispatch counted every counter it reads (counter groups rotated over \
         dispatches), so it is computed from each counter's mean over the kernel's dispatches that counted it \
         (rocprof-compute's iteration multiplexing averages the metric over blocks of dispatches instead: for a ratio, \
         a mean of ratios, not this ratio of means)\n"
    );
    // Per dispatch, undefined everywhere, said why.
    let r = rig_counter(&["metric", "r9700", "GPU_UTIL", "--rocprofv3", &path, "--format", "csv"]);
    assert_eq!(
        r.stdout,
        "Dispatch_Id,Kernel_Name,Agent_Id,GPU_UTIL\n1,k,Agent 1,\n2,k,Agent 1,\n3,k,Agent 1,\n4,k,Agent 1,\n5,k,Agent 1,\n6,j,Agent 1,\n"
    );
    assert_eq!(
        r.stderr,
        "warning: GPU_UTIL: undefined on 6 of 6 dispatches, which did not count every counter it reads (counter \
         groups rotated over dispatches, as rocprofv3's pmc_groups and an agent's records do): --by kernel gives a \
         kernel's mean over its dispatches that computed it, or where none did, computes it from each counter's mean \
         over the kernel's dispatches\n"
    );
}

/// An agent's records of rotated dispatches (`rig_counter_core::plan::record`)
/// of the two-pass R9700 run: kernel 0x1000's four dispatches rotate the
/// passes every dispatch (`rotation(i, 1, 2)`), kernel 0x2000's one counts
/// pass 0 alone. By hand: 0x1000's GPU_UTIL is the mean of 100 * 900/1000
/// and 100 * 2100/3000, 80; its waves' cycles over waves, from each
/// counter's mean, (32 * 7 + 32 * 9) / 2 over (32 * 2 + 32 * 4) / 2, 8/3.
#[test]
fn an_agents_records_of_rotated_dispatches_read_as_rocprofv3s_rotated_groups() {
    use rig_counter_core::plan::record::header;
    use rig_counter_core::plan::run::rotation;
    let dir = temp_dir("passes-records");
    let run = planned(&dir, "r9700", &R9700, &[]);
    let words = le;
    // Pass 0: GRBM_COUNT, GRBM_GUI_ACTIVE, seven SQ counters of 32 WGPs, SQ_WAVES.
    let pass0 = |count: u64, active: u64, waves: u64| {
        let mut w = vec![count, active];
        w.extend([0; 7 * 32]);
        w.extend([waves; 32]);
        words(&w)
    };
    let pass1 = |cycles: u64| words(&[cycles; 32]);
    let mut bytes = Vec::new();
    let k = [(pass0(1000, 900, 2), pass1(7)), (pass0(3000, 2100, 4), pass1(9))];
    for i in 0..4u64 {
        let pass = rotation(i, 1, 2).unwrap();
        bytes.extend(header(pass as u32, 0x1000));
        let (p0, p1) = &k[(i / 2) as usize];
        bytes.extend(if pass == 0 { p0 } else { p1 });
    }
    bytes.extend(header(0, 0x2000));
    bytes.extend(pass0(500, 100, 1));
    let records = file(&dir, "records.bin", &bytes);
    let cycles = "W=reduce(SQ_WAVE_CYCLES,sum)/reduce(SQ_WAVES,sum)";
    let r = rig_counter(&[
        "metric",
        "--run",
        &run,
        "--records",
        &records,
        "GPU_UTIL",
        "--expr",
        cycles,
        "--by",
        "kernel",
        "--format",
        "csv",
    ]);
    assert_eq!(
        (r.status, r.stdout.as_str()),
        (
            0,
            "Kernel_Name,Agent_Id,Dispatches,GPU_UTIL (mean),W (mean)\n0x1000,r9700,4,80,2.6666666666666665\n0x2000,r9700,1,20,\n"
        )
    );
    assert_eq!(
        r.stderr,
        "warning: W: undefined on kernel 0x2000 (r9700): none of its 1 dispatch(es) counted SQ_WAVE_CYCLES, which other \
         dispatches counted in the group SQ_WAVE_CYCLES; a kernel needs a dispatch of every group its metrics read\n\
         warning: W: on 1 kernel(s) no dispatch counted every counter it reads (counter groups rotated over \
         dispatches), so it is computed from each counter's mean over the kernel's dispatches that counted it \
         (rocprof-compute's iteration multiplexing averages the metric over blocks of dispatches instead: for a ratio, \
         a mean of ratios, not this ratio of means)\n"
    );
    let r = rig_counter(&["metric", "--run", &run, "--records", &records, "GPU_UTIL"]);
    assert_eq!(
        r.stdout,
        "5 dispatch(es) of 2 pass(es) on gfx1201 (Radeon AI PRO R9700)\n\
         Dispatch_Id  Kernel_Name  Agent_Id   GPU_UTIL\n\
         \x20         1  0x1000       r9700            90\n\
         \x20         2  0x1000       r9700     undefined\n\
         \x20         3  0x1000       r9700            70\n\
         \x20         4  0x1000       r9700     undefined\n\
         \x20         5  0x2000       r9700            20\n"
    );
    // decode: each record's totals, its pass from 1 as the command numbers passes.
    let csv = rig_counter(&["decode", "--run", &run, "--records", &records, "--format", "csv"]);
    let lines: Vec<&str> = csv.stdout.lines().collect();
    assert_eq!(lines.len(), 1 + 10 + 1 + 10 + 1 + 10);
    assert_eq!(
        (lines[0], lines[1], lines[10], lines[11], lines[12]),
        (
            "Record,Kernel,Pass,Counter_Name,Total,By,Min,Max,Saturated",
            "1,0x1000,1,GRBM_COUNT,1000,max,1000,1000,0",
            "1,0x1000,1,SQ_WAVES,64,sum,2,2,0",
            "2,0x1000,2,SQ_WAVE_CYCLES,224,sum,7,7,0",
            "3,0x1000,1,GRBM_COUNT,3000,max,3000,3000,0"
        )
    );
    let table = rig_counter(&["decode", "--run", &run, "--records", &records]).stdout;
    assert!(table.starts_with(
        "5 record(s) of 2 kernel(s) on gfx1201 (Radeon AI PRO R9700), a run of 2 passes (numbered from 1, as plan \
         numbers them; a record's header counts from 0)\n"
    ));

    // Records cut short, of another pass, of no magic; a run of one program.
    let write = |name: &str, b: &[u8]| file(&dir, name, b);
    let cut = write("cut.bin", &bytes[..20]);
    assert_eq!(
        refused(&["decode", "--run", &run, "--records", &cut]),
        format!(
            "{cut}: record 1 (at byte 0) holds 4 bytes of samples, but its pass's (pass 0 in its header, counted from 0) are 2064"
        )
    );
    let short = write("short.bin", &bytes[..2080 + 10]);
    assert_eq!(
        refused(&["metric", "--run", &run, "--records", &short, "GPU_UTIL"]),
        format!(
            "{short}: record 2 (at byte 2080) ends 10 bytes into it, before its 16-byte header does: the file is cut \
             short, or its records are another run's (record 1, of pass 0 counted from 0, was read as its 2064 bytes)"
        )
    );
    let other = write("other.bin", &header(2, 1));
    assert_eq!(
        refused(&["decode", "--run", &run, "--records", &other]),
        format!("{other}: record 1 (at byte 0) is of pass 2 (from 0), but the run has passes 0 to 1")
    );
    let samples = write("samples.bin", &bytes[16..16 + 2064]);
    assert_eq!(
        refused(&["decode", "--run", &run, "--records", &samples]),
        format!("{samples}: record 1 (at byte 0) does not begin with the magic RCR1: is it a records file?")
    );
    let empty = write("empty.bin", &[]);
    assert_eq!(refused(&["decode", "--run", &run, "--records", &empty]), format!("{empty}: holds no record"));
    let one = dir.join("one.json").display().to_string();
    assert_eq!(rig_counter(&["stop", "r9700", "SQ_WAVES", "--run", &one]).status, 0);
    assert_eq!(
        usage_error(&["decode", "--run", &one, "--records", &records]),
        format!(
            "--run {one} describes one stop program's run; records are of a run `plan --run` described, whose passes \
             rotate"
        )
    );
    assert_eq!(
        usage_error(&["metric", "r9700", "GPU_UTIL", "--records", &records]).lines().next(),
        Some("the following required arguments were not provided:")
    );
}

/// The new user's check of issue 41: `--run` without `--pass` never writes
/// over a plan's run description, and says which passes there are; a
/// list of no pass is said as such; metric's JSON holds its warnings; a
/// plan's JSON gives each pass's offset in the run's buffer; gfx942's
/// zeros are not blamed on a power level.
#[test]
fn a_plans_run_is_never_replaced_by_one_programs_and_forgetting_pass_is_said() {
    let dir = temp_dir("passes-new-user");
    let run = planned(&dir, "r9700", &R9700, &[]);
    let before = std::fs::read_to_string(&run).unwrap();
    assert_eq!(
        refused(&["stop", "r9700", "SQ_WAVES", "--run", &run]),
        format!(
            "--run {run} is a run description of 2 passes `plan --run` wrote: give --pass K (and no -i) to build its \
             pass K, or write this program's description elsewhere"
        )
    );
    assert_eq!(std::fs::read_to_string(&run).unwrap(), before, "the plan's description is left as it was");
    let pass_k = format!("--run {run} describes a run of 2 passes: give --pass K, of 1 to 2");
    assert_eq!(usage_error(&["stop", "--run", &run]), pass_k);
    assert_eq!(usage_error(&["start", "--run", &run]), pass_k);
    assert_eq!(
        usage_error(&["layout", "r9700"]),
        "name the counters, in order (as SQ_WAVES GRBM_GUI_ACTIVE), or give -i FILE"
    );
    // A hand-edited list of no pass.
    let edited = file(&dir, "edited.json", before.replacen("\"passes\": [", "\"passes\": [], \"x\": [", 1).as_bytes());
    assert_eq!(refused(&["stop", "--run", &edited, "--pass", "1"]), format!("{edited}: lists no pass in passes"));
    // metric's JSON holds what it warns of.
    let bin = dir.join("run.bin").display().to_string();
    let values = ["--value", "SQ_WAVES=2", "--value", "GRBM_COUNT=1000"];
    assert_eq!(rig_counter(&[&["samples", "--run", &run, "-o", &bin][..], &values].concat()).status, 0);
    let expr = "X=reduce(SQ_WAVE_CYCLES,sum)/reduce(SQ_WAVES,sum)";
    let r = rig_counter(&["metric", "--run", &run, "--samples", &bin, "--expr", expr, "--json"]);
    let json: serde_json::Value = serde_json::from_str(&r.stdout).unwrap();
    let said: Vec<String> = r.stderr.lines().map(|l| l.strip_prefix("warning: ").unwrap().to_owned()).collect();
    assert_eq!(said.len(), 2, "{}", r.stderr);
    assert_eq!(json["warnings"], serde_json::json!(said));
    assert!(said[1].starts_with("X (SQ_WAVES of pass 1, SQ_WAVE_CYCLES of pass 2): computed from counters of"));
    // plan --json: each pass's offset in the run's buffer.
    let plan: serde_json::Value =
        serde_json::from_str(&rig_counter(&[&["plan", "r9700"][..], &R9700, &["--json"]].concat()).stdout).unwrap();
    let offsets: Vec<u64> = plan["passes"].as_array().unwrap().iter().map(|p| p["offset"].as_u64().unwrap()).collect();
    assert_eq!(offsets, [0, 2064]);
    // gfx942 and gfx950 programs turn the perfmon clock on: zeros there are
    // not a power level's.
    let mi = dir.join("mi.json").display().to_string();
    assert_eq!(rig_counter(&["stop", "mi300x", "GRBM_COUNT", "--run", &mi]).status, 0);
    let zeros = dir.join("mi.bin").display().to_string();
    assert_eq!(rig_counter(&["samples", "--run", &mi, "-o", &zeros]).status, 0);
    let r = rig_counter(&["decode", "--run", &mi, "--samples", &zeros]);
    assert_eq!(
        r.stderr,
        "warning: GRBM_COUNT, a free-running clock, read 0: the counters did not count, though the programs turn the \
         perfmon clock on at any power level on gfx942 and gfx950: these samples are not as a stop program stores \
         them\n"
    );
}

/// The break test of issue 41: records of one pass alone are said as such
/// (it gave rocprofv3's remedy); a GPU named with --records is the run's;
/// too many records are refused before memory grows; plan --run refuses an
/// address a stop program cannot store at, and stop --pass names where an
/// address past 2^64 came from; a pass of no counter and an edited `counts`
/// are refused.
#[test]
fn records_and_plan_runs_refuse_what_the_break_test_found_with_true_reasons() {
    use rig_counter_core::plan::record::header;
    let dir = temp_dir("passes-break");
    let run = planned(&dir, "r9700", &R9700, &[]);
    let write = |name: &str, b: &[u8]| file(&dir, name, b);
    // Two records of pass 1 (from 0) alone: SQ_WAVE_CYCLES.
    let one: Vec<u8> = [header(1, 0x1000).to_vec(), vec![0; 256]].concat();
    let only1 = write("only1.bin", &[one.clone(), one].concat());
    assert_eq!(
        refused(&["metric", "--run", &run, "--records", &only1, "GPU_UTIL"]),
        "GPU_UTIL: no record counted GRBM_GUI_ACTIVE: the records hold no dispatch of a pass that counts it (each pass of \
         the run needs a record)"
    );
    assert_eq!(
        usage_error(&["metric", "mi300x", "--run", &run, "--records", &only1, "GPU_UTIL"]),
        "with --run, the GPU is the run description's (r9700): leave out mi300x"
    );
    // 100,001 records of a one-counter pass: refused by count.
    let small = planned(&temp_dir("passes-small"), "r9700", &["GRBM_COUNT", "SQ_WAVES"], &[]);
    let passes = rig_counter_tests::json(&["plan", "r9700", "GRBM_COUNT", "SQ_WAVES", "--json"]);
    assert_eq!(passes["passes"][0]["bytes"].as_u64(), Some(264));
    let record: Vec<u8> = [header(0, 7).to_vec(), vec![0; 264]].concat();
    let many = write("many.bin", &record.repeat(100_001));
    assert_eq!(
        refused(&["decode", "--run", &small, "--records", &many]),
        format!(
            "{many}: holds more than 100000 records, the most rig-counter reads at once (record 100001 at byte \
             28000000): split it, by kernel or by time"
        )
    );
    // plan --run: an address no stop stores at, or whose buffer passes 2^64.
    let other = dir.join("other.json").display().to_string();
    let plan = |address: &str| {
        rig_counter(&[&["plan", "r9700"][..], &R9700, &["--run", &other, "--address", address]].concat())
    };
    let r = plan("0x10000004");
    assert_eq!((r.status, r.stderr.as_str()), (2, "error: --address 0x10000004 is not a multiple of 8\n"));
    let r = plan("0xfffffffffffff800");
    assert_eq!(
        (r.status, r.stderr.as_str()),
        (
            2,
            "error: --address 0xfffffffffffff800 plus the run's 2320 bytes of samples is past the last byte address, \
             0xffffffffffffffff\n"
        )
    );
    assert!(!std::path::Path::new(&other).exists(), "nothing written");
    // Hand edits: the run's address, a pass of no counter, what a counter counts.
    let text = std::fs::read_to_string(&run).unwrap();
    let edited = dir.join("edited.json").display().to_string();
    let edit = |from: &str, to: &str| {
        assert!(text.contains(from), "{from}");
        std::fs::write(&edited, text.replacen(from, to, 1)).unwrap();
    };
    edit("\"samples_address\": 268435456", "\"samples_address\": 3");
    assert_eq!(
        refused(&["stop", "--run", &edited, "--pass", "1"]),
        format!("{edited}: samples_address 0x3 is not a multiple of 8")
    );
    edit("\"samples_address\": 268435456", "\"samples_address\": 18446744073709549568");
    assert_eq!(
        refused(&["stop", "--run", &edited, "--pass", "2"]),
        format!(
            "{edited}: samples_address 0xfffffffffffff800 plus its 2320 bytes of samples is past the last byte address"
        )
    );
    edit("\"counts\": \"GRBM_COUNT\"", "\"counts\": \"GRBM_GUI_ACTIVE\"");
    assert_eq!(
        refused(&["stop", "--run", &edited, "--pass", "1"]),
        format!("{edited}: says GRBM_COUNT counts GRBM_GUI_ACTIVE, but it counts GRBM_COUNT here")
    );
    // In the passes' list (the layout before it holds the same offsets).
    let (layout, passes) = text.split_at(text.find("\"passes\"").unwrap());
    let extra = format!(
        "{layout}{}",
        passes.replacen(
            "\"offset\": 2064,\n      \"bytes\": 256\n    }",
            "\"offset\": 2064,\n      \"bytes\": 256\n    },\n    { \"counters\": [], \"offset\": 2320, \"bytes\": 0 }",
            1,
        )
    );
    assert_ne!(extra, text);
    std::fs::write(&edited, extra).unwrap();
    assert_eq!(
        refused(&["stop", "--run", &edited, "--pass", "3"]),
        format!("{edited}: passes[2].counters is empty: a pass counts at least one counter")
    );
    // A second break test: a buffer whose last byte is 2^64 - 1 is taken
    // (stop wrote one that decode refused).
    let top = dir.join("top.json").display().to_string();
    let r = rig_counter(&["stop", "r9700", "GRBM_COUNT", "--run", &top, "--address", "0xfffffffffffffff8"]);
    assert_eq!(r.status, 0);
    let top_bin = write("top.bin", &[0; 8]);
    assert_eq!(rig_counter(&["decode", "--run", &top, "--samples", &top_bin, "--format", "csv"]).status, 0);
    let r = plan("0xfffffffffffff6f0");
    assert_eq!((r.status, r.stderr.as_str()), (0, ""));
    // Records of another run: said as possibly another run's.
    let small_rec =
        write("small.bin", &[header(0, 7).to_vec(), vec![0; 264], header(0, 7).to_vec(), vec![0; 264]].concat());
    let message = refused(&["decode", "--run", &run, "--records", &small_rec]);
    assert_eq!(
        message,
        format!(
            "{small_rec}: record 1 (at byte 0) holds 544 bytes of samples, but its pass's (pass 0 in its header, counted from 0) are 2064"
        )
    );
    let two = [header(1, 7).to_vec(), vec![0; 256], header(0, 7).to_vec(), vec![0; 2064]].concat();
    let mixed = write("mixed.bin", &[two.clone(), vec![9; 8], two].concat());
    assert_eq!(
        refused(&["decode", "--run", &run, "--records", &mixed]),
        format!(
            "{mixed}: record 3 (at byte 2352) does not begin with the magic RCR1: its records are another run's, or it \
             is no records file (record 2, of pass 0 counted from 0, was read as its 2064 bytes)"
        )
    );
    // An address given that passes 2^64 is said as given.
    assert_eq!(
        usage_error(&["stop", "--run", &run, "--pass", "2", "--address", "0xfffffffffffffff8"]),
        "--address 0xfffffffffffffff8 plus the pass's offset 2064 is past the last byte address, 0xffffffffffffffff"
    );
}

/// A third break test of issue 41: `metric --records` says what decode
/// says of the records' values (one at a WGP the run never reads, here
/// 0/0/0), and `metric --run` says a counter two passes hold with
/// different totals, naming the pass it took.
#[test]
fn metric_says_what_it_cannot_trust_in_records_and_in_a_counter_of_two_passes() {
    use rig_counter_core::plan::record::header;
    let dir = temp_dir("passes-third");
    let run = planned(&dir, "r9700", &["GRBM_COUNT", "SQ_WAVES"], &["--inactive", "0/0/0"]);
    let mut values = vec![10u64, 1000];
    values.extend([2; 31]);
    let bytes: Vec<u8> = header(0, 5).into_iter().chain(le(&values)).collect();
    let records = file(&dir, "records.bin", &bytes);
    let r = rig_counter(&["metric", "--run", &run, "--records", &records, "--expr", "W=reduce(SQ_WAVES,sum)"]);
    assert_eq!(r.status, 0);
    assert_eq!(
        r.stderr,
        "warning: record 1: SQ_WAVES has 1 value(s) other than 0 at WGPs the run marks inactive (0/0/0), where a stop \
         program writes 0: these samples are not as a stop program stores them\n"
    );
    // A run description counting SQ_WAVES in two passes (plan counts a
    // counter in several passes where metrics that share it do not fit one).
    let one = planned(&temp_dir("passes-third-one"), "r9700", &["SQ_WAVES"], &[]);
    let text = std::fs::read_to_string(&one).unwrap();
    let d: serde_json::Value = serde_json::from_str(&text).unwrap();
    let mut d2 = d.clone();
    d2["counters"] = serde_json::json!(["SQ_WAVES", "SQ_WAVES"]);
    let mut second = d["layout"][0].clone();
    second["offset"] = serde_json::json!(256);
    d2["layout"] = serde_json::json!([d["layout"][0].clone(), second]);
    d2["samples_bytes"] = serde_json::json!(512);
    d2["passes"] = serde_json::json!([
        {"counters": ["SQ_WAVES"], "offset": 0, "bytes": 256},
        {"counters": ["SQ_WAVES"], "offset": 256, "bytes": 256}
    ]);
    let twice = file(&dir, "twice.json", serde_json::to_string_pretty(&d2).unwrap().as_bytes());
    let bin = file(&dir, "twice.bin", &le(&[[1u64; 32], [5; 32]].concat()));
    let r = rig_counter(&[
        "metric",
        "--run",
        &twice,
        "--samples",
        &bin,
        "--expr",
        "W=reduce(SQ_WAVES,sum)",
        "--format",
        "csv",
    ]);
    assert_eq!(
        (r.status, r.stdout.as_str(), r.stderr.as_str()),
        (
            0,
            "Metric,Value\nW,32\n",
            "warning: SQ_WAVES differs between passes (total 32 in pass 1, 160 in pass 2): W takes pass 1's, the first \
             that counts all it needs\n"
        )
    );
}

/// A fourth break test of issue 41: a counter two passes hold with
/// different totals is said where a metric mixes passes too; the records
/// past the first 100 with warnings are counted, pointing at what lists
/// every record.
#[test]
fn differing_totals_are_said_across_passes_and_records_past_100_are_counted_truly() {
    use rig_counter_core::plan::record::header;
    let dir = temp_dir("passes-fourth");
    // Pass 1: SQ_BUSY_CYCLES and SQ_WAVES; pass 2: SQ_INSTS_VALU and SQ_WAVES.
    let one = planned(&temp_dir("passes-fourth-one"), "r9700", &["SQ_WAVES"], &[]);
    let d: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&one).unwrap()).unwrap();
    let entry = |name: &str, offset: u64| {
        let mut e = d["layout"][0].clone();
        e["name"] = serde_json::json!(name);
        e["counts"] = serde_json::json!(name);
        e["offset"] = serde_json::json!(offset);
        e
    };
    let mut x = d.clone();
    x["counters"] = serde_json::json!(["SQ_BUSY_CYCLES", "SQ_WAVES", "SQ_INSTS_VALU", "SQ_WAVES"]);
    x["layout"] = serde_json::json!([
        entry("SQ_BUSY_CYCLES", 0),
        entry("SQ_WAVES", 256),
        entry("SQ_INSTS_VALU", 512),
        entry("SQ_WAVES", 768)
    ]);
    x["samples_bytes"] = serde_json::json!(1024);
    x["passes"] = serde_json::json!([
        {"counters": ["SQ_BUSY_CYCLES", "SQ_WAVES"], "offset": 0, "bytes": 512},
        {"counters": ["SQ_INSTS_VALU", "SQ_WAVES"], "offset": 512, "bytes": 512}
    ]);
    let path = file(&dir, "x.json", serde_json::to_string_pretty(&x).unwrap().as_bytes());
    let words: Vec<u64> = [[2u64; 32], [1; 32], [3; 32], [5; 32]].concat();
    let bin = file(&dir, "x.bin", &le(&words));
    let expr = "W=reduce(SQ_WAVES,sum)+reduce(SQ_BUSY_CYCLES,sum)+reduce(SQ_INSTS_VALU,sum)";
    let r = rig_counter(&["metric", "--run", &path, "--samples", &bin, "--expr", expr, "--format", "csv"]);
    // 32 + 64 + 96, SQ_WAVES from pass 1.
    assert_eq!((r.status, r.stdout.as_str()), (0, "Metric,Value\nW,192\n"));
    assert_eq!(
        r.stderr.lines().next(),
        Some(
            "warning: SQ_WAVES differs between passes (total 32 in pass 1, 160 in pass 2): W takes pass 1's, the first that holds it"
        )
    );
    // 101 records with a value past 32 bits: 100 said, 1 counted.
    let run = planned(&dir, "r9700", &["SQ_WAVES"], &[]);
    let mut values = vec![1u64 << 40];
    values.extend([0; 31]);
    let record: Vec<u8> = header(0, 1).into_iter().chain(le(&values)).collect();
    let records = file(&dir, "records.bin", &record.repeat(101));
    let r = rig_counter(&["decode", "--run", &run, "--records", &records, "--format", "csv"]);
    let said: Vec<&str> = r.stderr.lines().collect();
    assert_eq!(said.len(), 101);
    assert_eq!(
        said[100],
        "warning: 1 more record(s) have warnings of their values, past the first 100 said: decode --run RUN --records \
         FILE gives every record's totals, least and greatest values"
    );
}

/// A new user's check of issue 41, on the three-pass MI300X run: records
/// whose metrics reduce over instances (`max` over XCCs and L2 channels)
/// are computed from each counter's mean by kernel, a metric within one
/// pass per dispatch, and a kernel that lacks a pass is said by name. By
/// hand: GPU_UTIL 100 * 700 / 1000; TCC_HIT's greatest 3 over TCC_MISS's 1.
#[test]
fn records_of_a_gfx942_run_reduce_over_instances_by_kernel() {
    use rig_counter_core::plan::record::header;
    let dir = temp_dir("passes-mi300x-records");
    let run = planned(&dir, "mi300x", &MI300X, &[]);
    let words = |w: Vec<u64>| le(&w);
    // Pass 0: GRBM_COUNT and GRBM_GUI_ACTIVE of 8 XCCs, SQ_WAVES (32),
    // TCC_ATOMIC, TCC_EA0_RDREQ, TCC_EA0_WRREQ, TCC_HIT (128 each).
    let pass0 = || words([vec![1000; 8], vec![700; 8], vec![0; 32], vec![0; 3 * 128], vec![3; 128]].concat());
    // Pass 1: TCC_MISS, TCC_READ, TCC_REQ, TCC_STREAMING_REQ.
    let pass1 = || words([vec![1; 128], vec![2; 128], vec![5; 128], vec![0; 128]].concat());
    let pass2 = || words(vec![4; 128]);
    let mut bytes = Vec::new();
    for (pass, kernel, samples) in [(0u32, 0xa, pass0()), (1, 0xa, pass1()), (2, 0xa, pass2()), (1, 0xc, pass1())] {
        bytes.extend(header(pass, kernel));
        bytes.extend(samples);
    }
    let records = file(&dir, "records.bin", &bytes);
    let hit = "HIT_PER_MISS=reduce(TCC_HIT,max)/reduce(TCC_MISS,max)";
    let r = rig_counter(&[
        "metric",
        "--run",
        &run,
        "--records",
        &records,
        "GPU_UTIL",
        "--expr",
        hit,
        "--by",
        "kernel",
        "--format",
        "csv",
    ]);
    assert_eq!(
        (r.status, r.stdout.as_str()),
        (0, "Kernel_Name,Agent_Id,Dispatches,GPU_UTIL (mean),HIT_PER_MISS (mean)\n0xa,mi300x,3,70,3\n0xc,mi300x,1,,\n")
    );
    assert_eq!(
        r.stderr,
        "warning: GPU_UTIL: undefined on kernel 0xc (mi300x): none of its 1 dispatch(es) counted GRBM_GUI_ACTIVE, which \
         other dispatches counted in the group GRBM_COUNT, GRBM_GUI_ACTIVE, SQ_WAVES, TCC_ATOMIC, TCC_EA0_RDREQ, \
         TCC_EA0_WRREQ, TCC_HIT; a kernel needs a dispatch of every group its metrics read\n\
         warning: HIT_PER_MISS: undefined on kernel 0xc (mi300x): none of its 1 dispatch(es) counted TCC_HIT, which \
         other dispatches counted in the group GRBM_COUNT, GRBM_GUI_ACTIVE, SQ_WAVES, TCC_ATOMIC, TCC_EA0_RDREQ, \
         TCC_EA0_WRREQ, TCC_HIT; a kernel needs a dispatch of every group its metrics read\n\
         warning: HIT_PER_MISS: on 1 kernel(s) no dispatch counted every counter it reads (counter groups rotated over \
         dispatches), so it is computed from each counter's mean over the kernel's dispatches that counted it \
         (rocprof-compute's iteration multiplexing averages the metric over blocks of dispatches instead: for a ratio, \
         a mean of ratios, not this ratio of means)\n"
    );
    // Per dispatch: GPU_UTIL on the pass-0 record, the rest said.
    let r = rig_counter(&["metric", "--run", &run, "--records", &records, "GPU_UTIL", "--format", "csv"]);
    assert_eq!(
        (r.status, r.stdout.as_str()),
        (
            0,
            "Dispatch_Id,Kernel_Name,Agent_Id,GPU_UTIL\n1,0xa,mi300x,70\n2,0xa,mi300x,\n3,0xa,mi300x,\n4,0xc,mi300x,\n"
        )
    );
    assert!(
        r.stderr.starts_with("warning: GPU_UTIL: undefined on 3 of 4 dispatches, which did not count every counter"),
        "{}",
        r.stderr
    );
}
