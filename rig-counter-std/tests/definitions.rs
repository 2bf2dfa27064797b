//! Built-in derived metrics: their closure over the catalog (user case 4), and
//! definitions found through ROCPROFILER_METRICS_PATH (user case 19).

use rig_counter_core::Target;
use rig_counter_core::catalog::Catalog;
use rig_counter_std::definitions::{builtin, load};
use rig_counter_std::metrics::{constants, counters_of, parse};
use std::process::Command;

const PROCESSORS: [&str; 9] =
    ["gfx942", "gfx950", "gfx1100", "gfx1101", "gfx1102", "gfx1151", "gfx1200", "gfx1201", "gfx1103"];

#[test]
fn every_builtin_metric_names_only_what_its_processor_has() {
    let mut checked = 0;
    for p in PROCESSORS {
        let target = Target::parse(p).unwrap();
        let catalog = Catalog::of(target).unwrap();
        let gpu = rig_counter_core::gpu::products::find(p).map_or(rig_counter_core::Gpu::bare(target), |x| x.gpu);
        let names = constants(&gpu);
        let metrics = builtin(target);
        assert!(!metrics.is_empty(), "{p}");
        for m in metrics {
            let expr = parse(m.expression).unwrap_or_else(|e| panic!("{p} {}: {e}", m.name));
            for name in counters_of(&expr) {
                let known = catalog.find(&name).is_some()
                    || metrics.iter().any(|o| o.name == name)
                    || names.contains_key(name.as_str());
                assert!(known, "{p}: {} names {name}, which {p} lacks", m.name);
            }
            checked += 1;
        }
    }
    assert!(checked > 300, "{checked}");
}

#[test]
fn gpu_util_is_built_in_where_rocprofiler_lists_it() {
    let has = |p: &str| builtin(Target::parse(p).unwrap()).iter().any(|m| m.name == "GPU_UTIL");
    assert!(has("gfx942") && has("gfx1100") && has("gfx1151"));
    assert!(builtin(Target::parse("gfx90a").unwrap()).is_empty(), "no catalog, no metrics");
}

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
    // Without the variable, only the built-in metrics: none is loaded.
    let (metrics, file, _) = load(Target::parse("gfx1201").unwrap(), None).unwrap();
    assert!(file.is_none() || std::env::var_os("ROCPROFILER_METRICS_PATH").is_some());
    assert!(metrics.contains_key("GPU_UTIL"));
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
