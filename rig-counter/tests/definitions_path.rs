//! The command with ROCPROFILER_METRICS_PATH set (user case 19): definitions
//! found through it, and a path that holds none said, not ignored. These run
//! the binary, whose environment each test sets.

use std::process::Command;

#[test]
fn definitions_are_found_through_rocprofiler_metrics_path() {
    let dir = std::env::temp_dir().join(format!("rig-counter-metrics-path-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(
        dir.join("counter_defs.yaml"),
        "rocprofiler-sdk:\n  counters-schema-version: 1\n  counters:\n  - name: SQ_WAVES\n    description: x\n    \
         properties: []\n    definitions:\n    - architectures: [gfx1201]\n      block: SQ\n      event: 4\n    \
         - architectures: [gfx12, gfx1201]\n      block: SQ\n      event: 4\n",
    )
    .unwrap();
    let samples = dir.join("run.bin");
    std::fs::write(&samples, [0u8; 256]).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_rig-counter"))
        .args(["metric", "r9700", "SQ_WAVES", "GPU_UTIL", "--samples", samples.to_str().unwrap()])
        .env("ROCPROFILER_METRICS_PATH", &dir)
        .output()
        .unwrap();
    let err = String::from_utf8(out.stderr).unwrap();
    assert_eq!(out.status.code(), Some(1));
    let file = dir.join("counter_defs.yaml");
    assert_eq!(err, format!("error: {}: SQ_WAVES: architectures lists gfx1201 in two definitions\n", file.display()));
}

#[test]
fn a_rocprofiler_metrics_path_without_definitions_is_said_not_ignored() {
    let out = Command::new(env!("CARGO_BIN_EXE_rig-counter"))
        .args(["metric", "r9700", "SQ_WAVES", "GPU_UTIL", "--samples", "/nonexistent"])
        .env("ROCPROFILER_METRICS_PATH", "/nonexistent/metrics")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        String::from_utf8(out.stderr).unwrap(),
        "error: ROCPROFILER_METRICS_PATH is /nonexistent/metrics, which does not exist\n"
    );
    let empty = std::env::temp_dir().join(format!("rig-counter-empty-metrics-{}", std::process::id()));
    std::fs::create_dir_all(&empty).unwrap();
    let file = empty.join("plain-file");
    std::fs::write(&file, "x").unwrap();
    for (path, what) in
        [(empty.clone(), "holds no config.yaml or counter_defs.yaml"), (file.clone(), "is not a directory")]
    {
        let out = Command::new(env!("CARGO_BIN_EXE_rig-counter"))
            .args(["metric", "r9700", "SQ_WAVES", "GPU_UTIL", "--samples", "/nonexistent"])
            .env("ROCPROFILER_METRICS_PATH", &path)
            .output()
            .unwrap();
        let want = format!("error: ROCPROFILER_METRICS_PATH is {}, which {what}\n", path.display());
        assert_eq!(String::from_utf8(out.stderr).unwrap(), want);
    }
}

#[test]
fn an_empty_rocprofiler_metrics_path_is_unset_and_a_replaced_built_in_metric_is_said() {
    // Issue 10, item 5: an empty value read the current directory's config.yaml,
    // so GPU_UTIL printed 7 instead of 50, silently.
    let dir = std::env::temp_dir().join(format!("rig-counter-empty-path-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(
        dir.join("config.yaml"),
        "rocprofiler-sdk:\n  counters-schema-version: 1\n  counters:\n  - name: GPU_UTIL\n    description: x\n    \
         properties: []\n    definitions:\n    - architectures: [gfx1201]\n      expression: 7\n",
    )
    .unwrap();
    // GRBM_GUI_ACTIVE 500, GRBM_COUNT 1000, then SQ_WAVES' 32 values.
    let mut samples = Vec::new();
    for v in [500u64, 1000].into_iter().chain([0; 32]) {
        samples.extend(v.to_le_bytes());
    }
    std::fs::write(dir.join("run.bin"), samples).unwrap();
    let metric = |path: &std::ffi::OsStr| {
        let args = ["metric", "r9700", "GRBM_GUI_ACTIVE", "GRBM_COUNT", "SQ_WAVES", "GPU_UTIL", "--samples", "run.bin"];
        let o = Command::new(env!("CARGO_BIN_EXE_rig-counter"))
            .args(args)
            .current_dir(&dir)
            .env("ROCPROFILER_METRICS_PATH", path)
            .output()
            .unwrap();
        assert_eq!(o.status.code(), Some(0));
        let out = String::from_utf8(o.stdout).unwrap();
        let value = out.lines().find(|l| l.starts_with("GPU_UTIL")).and_then(|l| l.split_whitespace().last());
        (value.unwrap().to_owned(), String::from_utf8(o.stderr).unwrap())
    };
    assert_eq!(metric("".as_ref()), ("50".to_owned(), String::new()));
    let (value, err) = metric(dir.as_os_str());
    assert_eq!(value, "7");
    let file = dir.join("config.yaml");
    assert_eq!(err, format!("warning: {}: its GPU_UTIL replaces the built-in metric of that name\n", file.display()));
}

/// `plan --format rocprofv3-*` says which names only a file given with
/// `--definitions` defines (tests/cli_rocprofv3.rs), but not where that file
/// is the one ROCPROFILER_METRICS_PATH names, which rocprofv3 reads too.
#[test]
fn plan_for_rocprofv3_is_silent_of_the_file_rocprofiler_metrics_path_names() {
    let dir = std::env::temp_dir().join(format!("rig-counter-metrics-path-plan-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("config.yaml");
    std::fs::write(
        &file,
        "rocprofiler-sdk:\n  counters-schema-version: 1\n  counters:\n  - name: F1\n    description: a sum\n    \
         properties: []\n    definitions:\n    - architectures: [gfx1201]\n      expression: GRBM_COUNT+GRBM_GUI_ACTIVE\n",
    )
    .unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_rig-counter"))
        .args(["plan", "r9700", "F1", "--definitions", file.to_str().unwrap(), "--format", "rocprofv3-yaml"])
        .env("ROCPROFILER_METRICS_PATH", &dir)
        .output()
        .unwrap();
    assert_eq!(
        (out.status.code(), String::from_utf8(out.stdout).unwrap(), String::from_utf8(out.stderr).unwrap()),
        (Some(0), "jobs:\n  - pmc: [\"GRBM_COUNT\", \"GRBM_GUI_ACTIVE\", \"F1\"]\n".to_owned(), String::new())
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// Break test 6 of issue 40: `timeline --metric` on metrics that refer to
/// each other said the dispatches lacked what it needs, from the cycle's
/// second metric, naming no file; `metric --rocprofv3` named no file.
#[test]
fn a_cycle_of_derived_metrics_is_said_from_the_metric_asked_naming_the_file() {
    let dir = std::env::temp_dir().join(format!("rig-counter-metrics-path-cycle-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = gfx1201_metrics(&dir.join("counter_defs.yaml"), &[("C1", "C2+1"), ("C2", "C1+1")]);
    let db = concat!(env!("CARGO_MANIFEST_DIR"), "/../docs/examples/rocprofv3-rocpd/pass_1/node0/1001_results.db");
    let run = |args: &[&str]| in_path(&dir, args);
    let said = format!("derived metrics refer to themselves: C1 -> C2 -> C1 (defined in {})", file.display());
    assert_eq!(
        run(&["timeline", db, "--metric", "C1", "-o", "t.json"]),
        (Some(0), format!("warning: C1: not shown: {said}\n"))
    );
    assert_eq!(run(&["metric", "r9700", "C1", "--rocprofv3", db]), (Some(1), format!("error: C1: {said}\n")));
    let _ = std::fs::remove_dir_all(&dir);
}

/// Break test 8 of issue 40: a trace marker's metric in a cycle was said
/// from the cycle's other metric, naming no file.
#[test]
fn a_marker_s_metric_in_a_cycle_is_said_from_it_naming_the_file() {
    let dir = std::env::temp_dir().join(format!("rig-counter-metrics-path-marker-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = gfx1201_metrics(&dir.join("config.yaml"), &[("OTHER", "GPU_UTIL/2"), ("GPU_UTIL", "GRBM_COUNT*OTHER")]);
    let run = |args: &[&str]| in_path(&dir, args);
    assert_eq!(
        run(&["stop", "r9700", "GRBM_COUNT", "GRBM_GUI_ACTIVE", "--run", "r.json", "--format", "hex"]).0,
        Some(0)
    );
    assert_eq!(run(&["samples", "--run", "r.json", "-o", "r.bin", "--value", "GRBM_COUNT=1"]).0, Some(0));
    std::fs::write(
        dir.join("t.txt"),
        "  app-100   [000]    10.000000: print: tracing_mark_write: rig-counter: run=r.json samples=r.bin ring=gfx ctx=249 seqno=7 metrics=OTHER\n\
         \x20 app-100   [000]    10.000010: amdgpu_cs_ioctl: sched_job=1, timeline=gfx, context=249, seqno=7, ring_name=ffff, num_ibs=1\n\
         \x20 gfx-50    [001]    10.000020: amdgpu_sched_run_job: sched_job=1, timeline=gfx, context=249, seqno=7, ring_name=ffff, num_ibs=1\n\
         \x20 <idle>-0  [002]    10.000500: dma_fence_signaled: driver=amd_sched timeline=gfx context=249 seqno=7\n",
    )
    .unwrap();
    let (code, err) = run(&["timeline", "t.txt", "-o", "t.json"]);
    assert_eq!(code, Some(0), "{err}");
    assert!(
        err.contains(&format!(
            "OTHER: derived metrics refer to themselves: OTHER -> GPU_UTIL -> OTHER (defined in {})",
            file.display()
        )),
        "{err}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// Writes a definitions file at `path` of derived metrics (name,
/// expression) for gfx1201; returns `path`.
fn gfx1201_metrics(path: &std::path::Path, metrics: &[(&str, &str)]) -> std::path::PathBuf {
    let mut text = String::from("rocprofiler-sdk:\n  counters-schema-version: 1\n  counters:\n");
    for (name, expression) in metrics {
        text += &format!(
            "  - name: {name}\n    description: c\n    properties: []\n    definitions:\n    - architectures: [gfx1201]\n      \
             expression: {expression}\n"
        );
    }
    std::fs::write(path, text).unwrap();
    path.to_path_buf()
}

/// The command run in `dir` with ROCPROFILER_METRICS_PATH naming it: its
/// status and standard error.
fn in_path(dir: &std::path::Path, args: &[&str]) -> (Option<i32>, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_rig-counter"))
        .args(args)
        .env("ROCPROFILER_METRICS_PATH", dir)
        .current_dir(dir)
        .output()
        .unwrap();
    (out.status.code(), String::from_utf8(out.stderr).unwrap())
}
