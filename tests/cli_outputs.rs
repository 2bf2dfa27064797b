//! No output is written over a file the command read (issue 40's first
//! two defects: `--run`, `samples -o` and `timeline -o` replaced the KFD
//! topology's properties and the samples a trace marker names), and
//! `/dev/null` takes any output.

use rig_counter_tests::{refused, rig_counter, temp_dir};
use std::path::{Path, PathBuf};

/// A KFD topology of the R9700 (node 1), a copy of the docs' example.
fn topology(dir: &Path) -> PathBuf {
    let topo = dir.join("topo");
    let node = topo.join("nodes/1");
    std::fs::create_dir_all(&node).unwrap();
    let example = concat!(env!("CARGO_MANIFEST_DIR"), "/../docs/examples/machine/topo/nodes/1");
    for file in ["properties", "gpu_id", "name"] {
        let from = Path::new(example).join(file);
        if from.exists() {
            std::fs::copy(from, node.join(file)).unwrap();
        }
    }
    topo
}

/// Every file under `dir`, with its bytes.
fn files(dir: &Path) -> Vec<(PathBuf, Vec<u8>)> {
    let mut all = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for e in std::fs::read_dir(&d).unwrap() {
            let p = e.unwrap().path();
            if p.is_dir() { stack.push(p) } else { all.push((p.clone(), std::fs::read(&p).unwrap())) }
        }
    }
    all.sort();
    all
}

#[test]
fn stop_run_over_a_topology_file_is_refused_and_the_file_kept() {
    let dir = temp_dir("outputs-topology");
    let topo = topology(&dir);
    let properties = topo.join("nodes/1/properties");
    let before = files(&dir);
    let t = topo.display().to_string();
    for command in ["stop", "sample"] {
        let message = refused(&["--topology", &t, command, "kfd:1", "SQ_WAVES", "--run", properties.to_str().unwrap()]);
        assert_eq!(
            message,
            format!(
                "{}: this command reads it: rig-counter never writes over its input; write elsewhere",
                properties.display()
            )
        );
    }
    // Through a hard link and a symbolic link: the same file.
    std::fs::hard_link(&properties, dir.join("hard")).unwrap();
    std::os::unix::fs::symlink(&properties, dir.join("soft")).unwrap();
    for other in ["hard", "soft"] {
        let out = dir.join(other);
        let message = refused(&["--topology", &t, "stop", "kfd:1", "SQ_WAVES", "--run", out.to_str().unwrap()]);
        assert_eq!(
            message,
            format!(
                "{}: is {}, which this command reads: rig-counter never writes over its input; write elsewhere",
                out.display(),
                properties.display()
            )
        );
    }
    std::fs::remove_file(dir.join("hard")).unwrap();
    std::fs::remove_file(dir.join("soft")).unwrap();
    assert_eq!(files(&dir), before);
    // The GPU is still there.
    let r = rig_counter(&["--topology", &t, "gpus"]);
    assert!(r.stdout.contains("kfd:1  r9700"), "{}", r.stdout);
}

#[test]
fn samples_over_a_topology_file_is_refused_and_the_file_kept() {
    let dir = temp_dir("outputs-samples");
    let topo = topology(&dir);
    let t = topo.display().to_string();
    let run = dir.join("run.json");
    let r = rig_counter(&["--topology", &t, "stop", "kfd:1", "SQ_WAVES", "--run", run.to_str().unwrap()]);
    assert_eq!(r.status, 0, "{}", r.stderr);
    let before = files(&dir);
    let properties = topo.join("nodes/1/properties");
    let message =
        refused(&["--topology", &t, "samples", "--run", run.to_str().unwrap(), "-o", properties.to_str().unwrap()]);
    assert_eq!(
        message,
        format!(
            "{}: this command reads it: rig-counter never writes over its input; write elsewhere",
            properties.display()
        )
    );
    assert_eq!(files(&dir), before);
}

#[test]
fn a_timeline_over_the_samples_its_marker_names_is_refused_and_they_are_kept() {
    let dir = temp_dir("outputs-marker");
    let at = |f: &str| dir.join(f).display().to_string();
    let r = rig_counter(&["stop", "r9700", "GRBM_GUI_ACTIVE", "GRBM_COUNT", "--run", &at("run.json")]);
    assert_eq!(r.status, 0, "{}", r.stderr);
    let r = rig_counter(&["samples", "--run", &at("run.json"), "--value", "GRBM_COUNT=1000", "-o", &at("run.bin")]);
    assert_eq!(r.status, 0, "{}", r.stderr);
    std::fs::write(
        dir.join("trace.txt"),
        "  app-100   [000]    10.000000: print: tracing_mark_write: rig-counter: run=run.json samples=run.bin ring=gfx ctx=249 seqno=7\n\
         \x20 app-100   [000]    10.000010: amdgpu_cs_ioctl: sched_job=1, timeline=gfx, context=249, seqno=7, ring_name=ffff, num_ibs=1\n\
         \x20 gfx-50    [001]    10.000020: amdgpu_sched_run_job: sched_job=1, timeline=gfx, context=249, seqno=7, ring_name=ffff, num_ibs=1\n\
         \x20 <idle>-0  [002]    10.000500: dma_fence_signaled: driver=amd_sched timeline=gfx context=249 seqno=7\n",
    )
    .unwrap();
    let before = files(&dir);
    for output in ["run.bin", "run.json"] {
        for format in ["chrome", "perfetto", "stats"] {
            let message = refused(&["timeline", &at("trace.txt"), "--format", format, "-o", &at(output)]);
            assert_eq!(
                message,
                format!(
                    "{}: this command reads it: rig-counter never writes over its input; write elsewhere",
                    at(output)
                ),
                "{format}"
            );
            // Nothing replaced, no temporary left beside it.
            assert_eq!(files(&dir), before);
        }
    }
    // Elsewhere, the same timeline is written.
    let r = rig_counter(&["timeline", &at("trace.txt"), "-o", &at("trace.json")]);
    assert_eq!((r.status, r.stderr.as_str()), (0, ""));
}

#[test]
fn dev_null_takes_every_output_and_keeps_nothing() {
    let dir = temp_dir("outputs-null");
    let at = |f: &str| dir.join(f).display().to_string();
    let r = rig_counter(&["stop", "r9700", "GRBM_COUNT", "--run", "/dev/null", "--format", "hex"]);
    assert_eq!((r.status, r.stderr.as_str()), (0, ""));
    // The program as without --run.
    assert_eq!(r.stdout, rig_counter(&["stop", "r9700", "GRBM_COUNT", "--format", "hex"]).stdout);
    assert!(r.stdout.starts_with("c0004600\n"), "{}", r.stdout);
    let r = rig_counter(&["stop", "r9700", "GRBM_COUNT", "--run", &at("run.json"), "--format", "hex"]);
    assert_eq!(r.status, 0, "{}", r.stderr);
    let r = rig_counter(&["samples", "--run", &at("run.json"), "-o", "/dev/null"]);
    assert_eq!(
        (r.status, r.stdout.as_str(), r.stderr.as_str()),
        (0, format!("/dev/null: 8 bytes of samples for {} (1 counter, 0 WGPs unread)\n", at("run.json")).as_str(), "")
    );
    let trace = concat!(env!("CARGO_MANIFEST_DIR"), "/fixtures/traces/drm-sched-617.txt");
    let r = rig_counter(&["timeline", trace, "-o", "/dev/null"]);
    assert_eq!((r.status, r.stdout.as_str(), r.stderr.as_str()), (0, "", ""));
    assert_eq!(files(&dir).len(), 1, "only run.json");
}

#[test]
fn a_run_description_that_cannot_be_written_refuses_the_program_before_it_is_printed() {
    // Break test of issue 40: `stop r9700 SQ_WAVES --run r.json/` printed
    // the program, then failed with "Not a directory".
    let dir = temp_dir("outputs-slash");
    let missing = dir.join("missing/r.json").display().to_string();
    assert_eq!(
        refused(&["stop", "r9700", "SQ_WAVES", "--run", &missing]),
        format!("{missing}: {}/missing: No such file or directory", dir.display())
    );
    assert_eq!(
        refused(&["stop", "r9700", "SQ_WAVES", "--run", &format!("{}/r.json/", dir.display())]),
        format!("{}/r.json/: ends in /, which names a directory: rig-counter writes regular files", dir.display())
    );
    assert!(std::fs::read_dir(&dir).unwrap().next().is_none(), "nothing left in {}", dir.display());
}

#[test]
fn a_timeline_over_its_own_trace_is_refused_with_status_1() {
    // The second break test of issue 40: these exited 2, a usage error,
    // where every other output over an input exits 1.
    let dir = temp_dir("outputs-own-trace");
    let trace = dir.join("trace.txt");
    std::fs::copy(concat!(env!("CARGO_MANIFEST_DIR"), "/fixtures/traces/drm-sched-617.txt"), &trace).unwrap();
    std::fs::hard_link(&trace, dir.join("hard.txt")).unwrap();
    let before = files(&dir);
    for out in [trace.clone(), dir.join("hard.txt")] {
        assert_eq!(
            refused(&["timeline", trace.to_str().unwrap(), "-o", out.to_str().unwrap()]),
            format!("-o {} is one of the traces: write the timeline elsewhere", out.display())
        );
    }
    assert_eq!(files(&dir), before);
}
