//! Shared helpers of the cross-crate and command-line tests (`cli_*.rs` beside).

/// What one run of the command did.
#[derive(Debug)]
pub struct Run {
    /// Exit status.
    pub status: u8,
    /// Standard output.
    pub stdout: String,
    /// Standard error.
    pub stderr: String,
}

/// Runs `rig-counter ARGS` in-process.
pub fn rig_counter(args: &[&str]) -> Run {
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let argv = std::iter::once("rig-counter").chain(args.iter().copied());
    let status = rig_counter_std::cli::run(argv, &mut out, &mut err);
    Run { status, stdout: String::from_utf8(out).unwrap(), stderr: String::from_utf8(err).unwrap() }
}

/// Runs `rig-counter ARGS`, which must succeed, and parses its output as one
/// JSON value.
pub fn json(args: &[&str]) -> serde_json::Value {
    let r = rig_counter(args);
    assert_eq!(r.status, 0, "rig-counter {args:?}: {}", r.stderr);
    serde_json::from_str(&r.stdout).unwrap_or_else(|e| panic!("rig-counter {args:?} printed no JSON: {e}"))
}

/// Runs `rig-counter ARGS`, which must be refused with status 1, nothing on
/// stdout, and return the message after `error: ` (the warnings said of
/// the inputs before it left out).
pub fn refused(args: &[&str]) -> String {
    let r = rig_counter(args);
    assert_eq!((r.status, r.stdout.as_str()), (1, ""), "rig-counter {args:?}: {}", r.stderr);
    let at = if r.stderr.starts_with("error: ") { Some(0) } else { r.stderr.find("\nerror: ").map(|i| i + 1) };
    let msg = at
        .and_then(|i| r.stderr[i..].strip_prefix("error: "))
        .unwrap_or_else(|| panic!("no `error: ` in {:?}", r.stderr));
    msg.trim_end().to_owned()
}

/// Runs `rig-counter ARGS`, which must be refused as a usage error, with
/// status 2 and nothing on stdout, and returns the message after `error: `.
pub fn usage_error(args: &[&str]) -> String {
    let r = rig_counter(args);
    assert_eq!((r.status, r.stdout.as_str()), (2, ""), "rig-counter {args:?}: {}", r.stderr);
    let msg = r.stderr.strip_prefix("error: ").unwrap_or_else(|| panic!("no `error: ` in {:?}", r.stderr));
    msg.trim_end().to_owned()
}

/// The catalog's counters of `g` split into layouts that fit its registers:
/// each block's counters in catalog order, as many per layout as the block
/// has registers.
pub fn every_counter_in_passes(g: &rig_counter_core::Gpu) -> Vec<Vec<&'static str>> {
    let catalog = rig_counter_core::catalog::Catalog::of(g.target).unwrap();
    let family = g.family().unwrap();
    let mut passes: Vec<Vec<&'static str>> = Vec::new();
    for block in rig_counter_core::Block::ALL {
        let Some(shape) = block.shape(family) else { continue };
        let names: Vec<_> = catalog.counters.iter().filter(|c| c.block == block).map(|c| c.name()).collect();
        for (i, chunk) in names.chunks(usize::from(shape.registers)).enumerate() {
            if passes.len() <= i {
                passes.push(Vec::new());
            }
            passes[i].extend(chunk);
        }
    }
    passes
}

/// Writes `bytes` to a file of its own (the tests run in parallel) and
/// returns its path: a run's samples, for `--samples`.
pub fn samples_file(bytes: &[u8]) -> std::path::PathBuf {
    static RUNS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let n = RUNS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let dir = std::env::temp_dir().join(format!("rig-counter-e2e-{}-{n}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("run.bin");
    std::fs::write(&path, bytes).unwrap();
    path
}

/// A new empty directory of its own (the tests run in parallel).
pub fn temp_dir(what: &str) -> std::path::PathBuf {
    static DIRS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let n = DIRS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let dir = std::env::temp_dir().join(format!("rig-counter-{what}-{}-{n}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// A `trace-cmd report` text trace of `jobs` amdgpu jobs on ring `gfx`,
/// 3 events a job (ioctl, run_job, the finished fence's signal), 1 ns
/// apart. `overlapping`: every ioctl, then every run_job, then every signal,
/// so each job's user and hwqueue phases overlap every other job's; else
/// one job after another.
pub fn amdgpu_trace(jobs: u64, overlapping: bool) -> String {
    use std::fmt::Write;
    let mut t = String::with_capacity((jobs * 3 * 120) as usize);
    let ts = |ns: u64| format!("{}.{:09}", 10 + ns / 1_000_000_000, ns % 1_000_000_000);
    // The nanosecond of job i's event of kind k (0 ioctl, 1 run, 2 signal).
    let at = |i: u64, k: u64| if overlapping { k * jobs + i } else { 3 * i + k };
    let mut events: Vec<(u64, u64, u64)> = (0..jobs).flat_map(|i| (0..3).map(move |k| (at(i, k), i, k))).collect();
    events.sort_unstable();
    for (ns, i, k) in events {
        let _ = match k {
            0 => writeln!(
                t,
                "  app-100   [000] {}: amdgpu_cs_ioctl: sched_job={i}, timeline=gfx, context=249, seqno={}, ring_name=ffff, num_ibs=1",
                ts(ns),
                i + 1
            ),
            1 => writeln!(
                t,
                "  gfx-50    [001] {}: amdgpu_sched_run_job: sched_job={i}, timeline=gfx, context=249, seqno={}, ring_name=ffff, num_ibs=1",
                ts(ns),
                i + 1
            ),
            _ => writeln!(
                t,
                "  <idle>-0  [002] {}: dma_fence_signaled: driver=amd_sched timeline=gfx context=249 seqno={}",
                ts(ns),
                i + 1
            ),
        };
    }
    t
}
