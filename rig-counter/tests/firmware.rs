//! Firmware restrictions of a definitions file found through
//! ROCPROFILER_METRICS_PATH, against the firmware versions a KFD topology
//! gives: a GPU below a hard floor is refused with the reason before any word
//! is written; a feature floor is reported, not enforced; `gpus --topology`
//! shows each GPU's versions and the restrictions on it. These run the binary,
//! whose environment each test sets.

use std::path::{Path, PathBuf};
use std::process::Command;

/// A topology of one MI300X node (the fixture's properties) whose CP firmware
/// is `cp` and SDMA firmware `sdma`, under a directory of its own.
fn topology(name: &str, cp: u64, sdma: u64) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("rig-counter-fw-{name}-{}", std::process::id()));
    let node = dir.join("nodes/1");
    std::fs::create_dir_all(&node).unwrap();
    // A copy of rig-counter-std's fixture (tests/fixtures/kfd), so the
    // packaged crate's tests run without the repository.
    let fixture = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/gfx942-mi300x.properties");
    let properties: String = std::fs::read_to_string(fixture)
        .unwrap()
        .lines()
        .filter(|l| !l.starts_with("fw_version") && !l.starts_with("sdma_fw_version"))
        .map(|l| format!("{l}\n"))
        .collect();
    std::fs::write(node.join("properties"), format!("{properties}fw_version {cp}\nsdma_fw_version {sdma}\n")).unwrap();
    dir
}

/// A definitions directory whose config.yaml holds `restrictions` (YAML, under
/// `rocprofiler-sdk`) after one counter.
fn definitions(name: &str, restrictions: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("rig-counter-fw-defs-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let text = format!(
        "rocprofiler-sdk:\n  counters-schema-version: 1\n  counters:\n  - name: MY_UTIL\n    description: x\n    \
         definitions:\n    - architectures: [gfx942]\n      expression: 100*reduce(GRBM_GUI_ACTIVE,max)/reduce(GRBM_COUNT,max)\n\
         {restrictions}"
    );
    std::fs::write(dir.join("config.yaml"), text).unwrap();
    dir
}

const FLOORS: &str = "  fw-restriction-schema-version: 2\n  firmware_restrictions:\n  \
    - firmware_type: CP\n    min_version: 199\n    reason: CP firmware below version 199 has critical bugs\n    \
    affected_architectures: [gfx942]\n  \
    - firmware_type: MEC\n    feature: pc_sampling_host_trap\n    min_version: 210\n    reason: host trap needs 210\n    \
    affected_architectures: [gfx942]\n  \
    - firmware_type: SDMA\n    min_version: 150\n    affected_architectures: [gfx1100]\n";

fn run(topology: &Path, metrics: &Path, args: &[&str]) -> (i32, String, String) {
    let o = Command::new(env!("CARGO_BIN_EXE_rig-counter"))
        .arg("--topology")
        .arg(topology)
        .args(args)
        .env("ROCPROFILER_METRICS_PATH", metrics)
        .output()
        .unwrap();
    (o.status.code().unwrap_or(-1), String::from_utf8(o.stdout).unwrap(), String::from_utf8(o.stderr).unwrap())
}

#[test]
fn a_gpu_below_a_hard_floor_is_refused_with_the_reason_before_anything_is_written() {
    let (old, defs) = (topology("old", 150, 160), definitions("floors", FLOORS));
    let config = defs.join("config.yaml");
    let want = format!(
        "error: kfd:1 (gfx942): its CP firmware is version 150, below the 199 that {} requires: \
         CP firmware below version 199 has critical bugs\n",
        config.display()
    );
    for command in ["start", "stop", "sample"] {
        let (status, out, err) = run(&old, &defs, &[command, "kfd:1", "SQ_WAVES"]);
        assert_eq!((status, out.as_str(), err.as_str()), (1, "", want.as_str()), "{command}");
    }
    // At 199 and newer the floor is met; the feature floor (210) is not enforced.
    let new = topology("new", 199, 160);
    let (status, out, err) = run(&new, &defs, &["start", "kfd:1", "SQ_WAVES"]);
    assert_eq!((status, err.as_str()), (0, ""));
    assert!(out.starts_with("0000  EVENT_WRITE CS_PARTIAL_FLUSH index=4\n"));
    // gpus --topology: the versions, and each restriction on the GPU (the SDMA
    // one names gfx1100 alone).
    let (status, out, _) = run(&new, &defs, &["gpus"]);
    assert_eq!(status, 0);
    assert!(out.lines().next().unwrap().ends_with("cp fw  sdma fw"), "{out}");
    assert!(out.lines().nth(1).unwrap().ends_with("199      160"), "{out}");
    let tail: Vec<&str> = out.lines().skip(2).collect();
    assert_eq!(
        tail,
        [
            String::new(),
            format!("firmware restrictions ({}):", config.display()),
            "gpu    gates                          firmware  min version  version  state  reason".to_owned(),
            "kfd:1  counting                       CP                199      199  met    CP firmware below version 199 has critical bugs".to_owned(),
            "kfd:1  feature pc_sampling_host_trap  MEC               210      199  below  host trap needs 210".to_owned(),
        ]
    );
    // The same in JSON, with the versions as numbers.
    let (status, out, _) = run(&new, &defs, &["gpus", "--format", "json"]);
    assert_eq!(status, 0);
    let j: serde_json::Value = serde_json::from_str(&out).unwrap();
    let r = &j["gpus"][0]["restrictions"];
    assert_eq!(j["gpus"][0]["cp_fw_version"], 199);
    assert_eq!(
        (r[0]["firmware_type"].as_str(), r[0]["min_version"].as_u64(), r[0]["state"].as_str(), &r[0]["feature"]),
        (Some("CP"), Some(199), Some("met"), &serde_json::Value::Null)
    );
    assert_eq!((r[1]["feature"].as_str(), r[1]["state"].as_str()), (Some("pc_sampling_host_trap"), Some("below")));
}

#[test]
fn restrictions_of_a_wrong_schema_are_refused_naming_the_entry() {
    let new = topology("schema", 300, 300);
    for (name, restrictions, what) in [
        (
            "type",
            "  fw-restriction-schema-version: 2\n  firmware_restrictions:\n  - firmware_type: VCN\n    min_version: 1\n",
            "firmware_restrictions[0]: firmware_type \"VCN\" is none of CP, MEC and SDMA",
        ),
        (
            "min",
            "  fw-restriction-schema-version: 2\n  firmware_restrictions:\n  - firmware_type: CP\n    min_version: 1\n  \
             - firmware_type: SDMA\n",
            "firmware_restrictions[1]: no min_version",
        ),
        (
            "version",
            "  fw-restriction-schema-version: 3\n  firmware_restrictions:\n  - firmware_type: CP\n    min_version: 1\n",
            "fw-restriction-schema-version is 3, rig-counter reads 1 and 2",
        ),
        (
            "none",
            "  firmware_restrictions:\n  - firmware_type: CP\n    min_version: 1\n",
            "firmware_restrictions without fw-restriction-schema-version (2)",
        ),
        (
            "feature",
            "  fw-restriction-schema-version: 1\n  firmware_restrictions:\n  - firmware_type: CP\n    feature: x\n    \
             min_version: 1\n",
            "firmware_restrictions[0]: feature needs fw-restriction-schema-version 2, the file says 1",
        ),
        (
            "quoted",
            "  fw-restriction-schema-version: 2\n  firmware_restrictions:\n  - firmware_type: CP\n    min_version: \"199\"\n",
            "firmware_restrictions[0]: min_version \"199\" is a string; write the version as a number",
        ),
        (
            "negative",
            "  fw-restriction-schema-version: 2\n  firmware_restrictions:\n  - firmware_type: CP\n    min_version: -3\n",
            "firmware_restrictions[0]: min_version is no version number (0 or more)",
        ),
    ] {
        let defs = definitions(name, restrictions);
        let (status, out, err) = run(&new, &defs, &["start", "kfd:1", "SQ_WAVES"]);
        let want = format!("error: {}: {what}\n", defs.join("config.yaml").display());
        assert_eq!((status, out.as_str(), err.as_str()), (1, "", want.as_str()), "{name}");
    }
}

#[test]
fn without_rocprofiler_metrics_path_rocms_installed_definitions_are_read() {
    // $ROCM_PATH/share/rocprofiler-sdk/config.yaml, the installed file.
    let rocm = std::env::temp_dir().join(format!("rig-counter-fw-rocm-{}", std::process::id()));
    let share = rocm.join("share/rocprofiler-sdk");
    std::fs::create_dir_all(&share).unwrap();
    let defs = definitions("installed", FLOORS);
    std::fs::copy(defs.join("config.yaml"), share.join("config.yaml")).unwrap();
    let old = topology("installed", 100, 100);
    let o = Command::new(env!("CARGO_BIN_EXE_rig-counter"))
        .arg("--topology")
        .arg(&old)
        .args(["start", "kfd:1", "SQ_WAVES"])
        .env_remove("ROCPROFILER_METRICS_PATH")
        .env("ROCM_PATH", &rocm)
        .output()
        .unwrap();
    let err = String::from_utf8(o.stderr).unwrap();
    assert_eq!(o.status.code(), Some(1));
    assert!(err.contains(&format!("below the 199 that {} requires", share.join("config.yaml").display())), "{err}");
}

#[test]
fn no_output_goes_over_the_installed_definitions_the_command_read() {
    // Issue 40, item 1: `--run $ROCM_PATH/share/rocprofiler-sdk/config.yaml`
    // replaced the firmware restrictions the command had just read.
    let rocm = std::env::temp_dir().join(format!("rig-counter-fw-rocm-over-{}", std::process::id()));
    let share = rocm.join("share/rocprofiler-sdk");
    std::fs::create_dir_all(&share).unwrap();
    let installed = share.join("config.yaml");
    std::fs::copy(definitions("over", FLOORS).join("config.yaml"), &installed).unwrap();
    let before = std::fs::read(&installed).unwrap();
    let new = topology("over", 300, 300);
    let o = Command::new(env!("CARGO_BIN_EXE_rig-counter"))
        .arg("--topology")
        .arg(&new)
        .args(["stop", "kfd:1", "SQ_WAVES", "--run"])
        .arg(&installed)
        .env_remove("ROCPROFILER_METRICS_PATH")
        .env("ROCM_PATH", &rocm)
        .output()
        .unwrap();
    assert_eq!(
        (o.status.code(), String::from_utf8(o.stdout).unwrap(), String::from_utf8(o.stderr).unwrap()),
        (
            Some(1),
            String::new(),
            format!(
                "error: {}: this command reads it: rig-counter never writes over its input; write elsewhere\n",
                installed.display()
            )
        )
    );
    assert_eq!(std::fs::read(&installed).unwrap(), before);
}

#[test]
fn a_gpu_that_reports_no_firmware_never_reads_the_restrictions() {
    // Break test, 2026-12-01: an installed file of a newer schema refused
    // `start` on every GPU, built-in products too.
    let rocm = std::env::temp_dir().join(format!("rig-counter-fw-rocm-v2-{}", std::process::id()));
    let share = rocm.join("share/rocprofiler-sdk");
    std::fs::create_dir_all(&share).unwrap();
    std::fs::write(share.join("config.yaml"), "rocprofiler-sdk:\n  counters-schema-version: 2\n  counters: []\n")
        .unwrap();
    let o = Command::new(env!("CARGO_BIN_EXE_rig-counter"))
        .args(["start", "r9700", "SQ_WAVES", "--format", "hex"])
        .env_remove("ROCPROFILER_METRICS_PATH")
        .env("ROCM_PATH", &rocm)
        .output()
        .unwrap();
    assert_eq!((o.status.code(), String::from_utf8(o.stderr).unwrap().as_str()), (Some(0), ""));
    assert_eq!(String::from_utf8(o.stdout).unwrap().lines().count(), 29);
}

#[test]
fn definitions_given_on_the_command_line_set_the_floors() {
    // No ROCPROFILER_METRICS_PATH floors (an empty directory), --definitions names the file.
    let (old, empty) = (topology("cli-old", 150, 160), definitions("cli-empty", ""));
    let file = definitions("cli-floors", FLOORS).join("config.yaml");
    let file_arg = file.to_str().unwrap();
    let (status, out, _) = run(&old, &empty, &["start", "kfd:1", "SQ_WAVES"]);
    assert_eq!((status, out.is_empty()), (0, false));
    let want = format!(
        "error: kfd:1 (gfx942): its CP firmware is version 150, below the 199 that {file_arg} requires: \
         CP firmware below version 199 has critical bugs\n"
    );
    for command in ["start", "stop", "sample"] {
        let (status, out, err) = run(&old, &empty, &[command, "kfd:1", "SQ_WAVES", "--definitions", file_arg]);
        assert_eq!((status, out.as_str(), err.as_str()), (1, "", want.as_str()), "{command}");
    }
    let (status, out, _) = run(&old, &empty, &["gpus", "--definitions", file_arg, "--format", "json"]);
    assert_eq!(status, 0);
    let j: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(j["gpus"][0]["restrictions"][0]["state"], "below");
    assert_eq!(j["gpus"][0]["restrictions"][1]["firmware_type"], "MEC");
}

#[test]
fn a_node_that_reports_no_firmware_version_is_warned_of_the_floor_it_cannot_check() {
    let dir = topology("no-fw", 0, 0);
    let props = dir.join("nodes/1/properties");
    let text: String = std::fs::read_to_string(&props)
        .unwrap()
        .lines()
        .filter(|l| !l.starts_with("fw_version"))
        .map(|l| format!("{l}\n"))
        .collect();
    std::fs::write(&props, text).unwrap();
    let defs = definitions("no-fw", FLOORS);
    let (status, out, err) = run(&dir, &defs, &["start", "kfd:1", "SQ_WAVES", "--format", "hex"]);
    assert_eq!((status, out.lines().count()), (0, 29));
    assert_eq!(
        err,
        format!(
            "warning: kfd:1 reports no CP firmware version: the floor of 199 that {} sets is not checked\n",
            defs.join("config.yaml").display()
        )
    );
}

#[test]
fn a_long_reason_is_abridged() {
    // Break test, 2026-12-01: a reason of 3 MB was printed whole.
    let old = topology("long-old", 150, 160);
    let reason = "x".repeat(5000);
    let floors = format!(
        "  fw-restriction-schema-version: 2\n  firmware_restrictions:\n  - firmware_type: CP\n    min_version: 199\n    \
         reason: {reason}\n"
    );
    let defs = definitions("long", &floors);
    let (status, _, err) = run(&old, &defs, &["start", "kfd:1", "SQ_WAVES"]);
    assert_eq!(status, 1);
    assert!(err.ends_with(&format!(": {}... (4800 more characters)\n", "x".repeat(200))), "{err}");
}
