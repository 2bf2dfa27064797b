//! Derived metrics end to end on the simulator, through the command as a user
//! runs it: `plan` a metric, `start` and `stop` its pass (`--format hex`), run
//! a workload on the simulator, write the samples it stored to a file, and
//! `metric` evaluates them; the value equals the simulated truth. GPU_UTIL
//! (GRBM), L2CacheHit (GL2C, one value per L2 channel) and an `accumulate`
//! metric (LdsLatency on GFX11; the same expression on GFX12, whose
//! definitions do not ship it), its accumulator counted in hardware.

mod sim;

use rig_counter_core::Gpu;
use rig_counter_core::gpu::products;
use rig_counter_tests::{json, rig_counter};
use sim::{Geometry, Unit, Wgp};

const FILTER_ADDRESS: u64 = 0x0FFF_F000;
const SAMPLES_ADDRESS: u64 = 0x1000_0000;
const VMID: u32 = 5;

fn gpu(key: &str) -> Gpu {
    products::find(key).unwrap().gpu
}

fn wgps(g: &Gpu) -> Vec<Wgp> {
    let mut v = Vec::new();
    for se in 0..g.shader_engines {
        for sa in 0..g.shader_arrays {
            for w in 0..g.array_units {
                v.push((se, sa, w));
            }
        }
    }
    v
}

/// The words `rig-counter ARGS --format hex` prints.
fn words(args: &[&str]) -> Vec<u32> {
    let r = rig_counter(&[args, &["--format", "hex"]].concat());
    assert_eq!((r.status, r.stderr.as_str()), (0, ""), "rig-counter {args:?}");
    r.stdout.lines().map(|l| u32::from_str_radix(l, 16).unwrap()).collect()
}

/// The names of the one pass `plan KEY METRIC` gives.
fn planned(key: &str, metric: &str) -> Vec<String> {
    let plan = json(&["plan", key, metric, "--json"]);
    let passes = plan["passes"].as_array().unwrap();
    assert_eq!(passes.len(), 1, "{metric} takes one pass on {key}");
    passes[0]["names"].as_array().unwrap().iter().map(|n| n.as_str().unwrap().to_owned()).collect()
}

/// Runs the pass `names` on the simulator of product `key`: start, `workload`,
/// stop; returns the samples file.
fn run(key: &str, names: &[String], workload: impl FnOnce(&mut sim::Gpu)) -> std::path::PathBuf {
    let g = gpu(key);
    let names: Vec<&str> = names.iter().map(String::as_str).collect();
    let mut s = sim::Gpu::new(Geometry::of(&g));
    let filter = rig_counter(&["filter", key, "--vmid", &VMID.to_string()]);
    s.poke(FILTER_ADDRESS, u32::from_str_radix(filter.stdout.trim().trim_start_matches("0x"), 16).unwrap());
    let filter_address = format!("{FILTER_ADDRESS:#x}");
    s.execute(&words(&[&["start", key][..], &names, &["--filter-address", &filter_address]].concat())).unwrap();
    workload(&mut s);
    let address = format!("{SAMPLES_ADDRESS:#x}");
    s.execute(&words(&[&["stop", key][..], &names, &["--address", &address]].concat())).unwrap();
    assert!(s.left_clean());
    let bytes = json(&[&["layout", key][..], &names, &["--json"]].concat())["bytes"].as_u64().unwrap();
    let samples: Vec<u8> = (0..bytes).map(|i| s.memory.get(&(SAMPLES_ADDRESS + i)).copied().unwrap_or(0)).collect();
    // One file per run: the tests run in parallel.
    static RUNS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let n = RUNS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let dir = std::env::temp_dir().join(format!("rig-counter-e2e-{}-{n}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("run.bin");
    std::fs::write(&path, samples).unwrap();
    path
}

/// The one value `metric KEY NAMES... EXTRA --samples FILE --format json` gives.
fn metric(key: &str, names: &[String], extra: &[&str], samples: &std::path::Path) -> f64 {
    let names: Vec<&str> = names.iter().map(String::as_str).collect();
    let file = samples.to_str().unwrap();
    let out = json(&[&["metric", key][..], &names, extra, &["--samples", file, "--format", "json"]].concat());
    let values = out["metrics"][0]["values"].as_array().unwrap();
    assert_eq!(values.len(), 1, "{out}");
    values[0]["value"].as_f64().unwrap()
}

#[test]
fn gpu_util_is_the_simulated_busy_share_on_every_family() {
    for key in ["rx7900xtx", "rx7600", "r9700", "rx9060xt"] {
        let names = planned(key, "GPU_UTIL");
        assert_eq!(names, ["GRBM_COUNT", "GRBM_GUI_ACTIVE"]);
        // 64-bit counters past 2^32: 0x3_0000_0000 cycles, busy for 70% of them.
        let (cycles, busy) = (0x3_0000_0000u64, 0x3_0000_0000u64 / 10 * 7);
        let samples = run(key, &names, |s| s.run_units(VMID, &[(Unit::grbm(), 0, cycles), (Unit::grbm(), 2, busy)]));
        let value = metric(key, &names, &["GPU_UTIL"], &samples);
        assert!((value - 100.0 * busy as f64 / cycles as f64).abs() < 1e-9, "{key}: {value}");
    }
}

#[test]
fn l2_cache_hit_sums_every_channel_of_the_product() {
    for key in ["rx7900xtx", "rx7800xt", "r9700", "rx9060xt"] {
        let g = gpu(key);
        let names = planned(key, "L2CacheHit");
        assert_eq!(names, ["GL2C_HIT", "GL2C_MISS"]);
        let events = |hit: u32, miss: u32| {
            (0..g.l2_channels)
                .flat_map(move |c| [(Unit::gl2c(c), hit, 100 + u64::from(c)), (Unit::gl2c(c), miss, 7)])
                .collect::<Vec<_>>()
        };
        // The events of GL2C_HIT and GL2C_MISS on this processor.
        let layout = json(&["layout", key, "GL2C_HIT", "GL2C_MISS", "--json"]);
        let event = |i: usize| layout["counters"][i]["event"].as_u64().unwrap() as u32;
        let samples = run(key, &names, |s| s.run_units(VMID, &events(event(0), event(1))));
        let n = u64::from(g.l2_channels);
        let hits = 100 * n + n * (n - 1) / 2;
        let want = 100.0 * hits as f64 / (hits + 7 * n) as f64;
        let value = metric(key, &names, &["L2CacheHit"], &samples);
        assert!((value - want).abs() < 1e-9, "{key}: {value} against {want}");
    }
}

/// A workload of LDS instructions: WGP w issues `3 + se` of them and holds
/// `sa + 1` in flight for `10 * (wgp + 1)` cycles. Returns the latency the
/// accumulator gives: the level summed over cycles, over the instructions.
fn lds_workload(g: &Gpu, s: &mut sim::Gpu, insts_event: u32, level_event: u32) -> f64 {
    let (mut accumulated, mut insts) = (0u64, 0u64);
    for w in wgps(g) {
        let (n, level, cycles) = (3 + u64::from(w.0), u32::from(w.1) + 1, 10 * (u64::from(w.2) + 1));
        s.run_units(VMID, &[(Unit::sq(w), insts_event, n)]);
        s.run_level(VMID, w, level_event, level, cycles);
        accumulated += u64::from(level) * cycles;
        insts += n;
    }
    accumulated as f64 / insts as f64
}

#[test]
fn lds_latency_reads_the_accumulator_counted_after_the_level_counter() {
    // GFX11 ships LdsLatency; plan places the accumulator after its level counter.
    let key = "rx7900xtx";
    let g = gpu(key);
    let names = planned(key, "LdsLatency");
    assert_eq!(names, ["SQ_INSTS_LDS", "accumulate(SQ_INST_LEVEL_LDS,HIGH_RES)"]);
    let mut want = 0.0;
    let samples = run(key, &names, |s| want = lds_workload(&g, s, 57, 88));
    let value = metric(key, &names, &["LdsLatency"], &samples);
    assert!((value - want).abs() < 1e-9, "{value} against {want}");
    // Not the level counter's own value: that would be the last level, summed.
    let level = metric(key, &names, &["--expr", "reduce(accumulate(SQ_INST_LEVEL_LDS,NONE),sum)"], &samples);
    assert_eq!(level, wgps(&g).iter().map(|w| f64::from(w.1) + 1.0).sum::<f64>());
}

#[test]
fn an_accumulate_expression_on_gfx12_counts_its_accumulator_too() {
    let key = "r9700";
    let g = gpu(key);
    let names = vec!["SQ_INSTS_LDS".to_owned(), "accumulate(SQ_INST_LEVEL_LDS,HIGH_RES)".to_owned()];
    let mut want = 0.0;
    let samples = run(key, &names, |s| want = lds_workload(&g, s, 45, 75));
    let expr = "reduce(accumulate(SQ_INST_LEVEL_LDS,HIGH_RES),sum)/reduce(SQ_INSTS_LDS,sum)";
    let value = metric(key, &names, &["--expr", expr], &samples);
    assert!((value - want).abs() < 1e-9, "{value} against {want}");
    // Without the accumulator in the run, the metric says what to count.
    let plain = vec!["SQ_INSTS_LDS".to_owned(), "SQ_INST_LEVEL_LDS".to_owned()];
    let samples = run(key, &plain, |s| {
        lds_workload(&g, s, 45, 75);
    });
    let r = rig_counter(
        &[
            &["metric", key][..],
            &["SQ_INSTS_LDS", "SQ_INST_LEVEL_LDS", "--expr", expr, "--samples", samples.to_str().unwrap()],
        ]
        .concat(),
    );
    assert_eq!(r.status, 1);
    assert!(r.stderr.contains("the run has no accumulate(SQ_INST_LEVEL_LDS,HIGH_RES): count it so"), "{}", r.stderr);
}
