//! Derived metrics end to end on the simulator, through the command as a user
//! runs it: `plan` a metric, `start` and `stop` its pass (`--format hex`), run
//! a workload on the simulator, write the samples it stored to a file, and
//! `metric` evaluates them; the value equals the simulated truth. GPU_UTIL
//! (GRBM), L2CacheHit (GL2C, one value per L2 channel) and an `accumulate`
//! metric (LdsLatency on GFX11; the same expression on GFX12, whose
//! definitions do not ship it), its accumulator counted in hardware; and on
//! the multi-die simulator of gfx942/gfx950, GPU_UTIL, FETCH_SIZE (TCC, every
//! channel of every die) and MeanOccupancyPerCU (accumulate, HIGH_RES and
//! LOW_RES).

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
    s.poke(FILTER_ADDRESS, filter_word(key));
    let filter_address = format!("{FILTER_ADDRESS:#x}");
    s.execute(&words(&[&["start", key][..], &names, &["--filter-address", &filter_address]].concat())).unwrap();
    workload(&mut s);
    let address = format!("{SAMPLES_ADDRESS:#x}");
    s.execute(&words(&[&["stop", key][..], &names, &["--address", &address]].concat())).unwrap();
    assert!(s.left_clean());
    samples_of(key, &names, &s.memory)
}

/// The samples file of a run of `names` on `key`: the layout's bytes from
/// SAMPLES_ADDRESS in `memory`.
fn samples_of(key: &str, names: &[&str], memory: &std::collections::BTreeMap<u64, u8>) -> std::path::PathBuf {
    let bytes = json(&[&["layout", key][..], names, &["--json"]].concat())["bytes"].as_u64().unwrap();
    let samples: Vec<u8> = (0..bytes).map(|i| memory.get(&(SAMPLES_ADDRESS + i)).copied().unwrap_or(0)).collect();
    rig_counter_tests::samples_file(&samples)
}

/// `filter KEY --vmid VMID`'s word.
fn filter_word(key: &str) -> u32 {
    let filter = rig_counter(&["filter", key, "--vmid", &VMID.to_string()]);
    u32::from_str_radix(filter.stdout.trim().trim_start_matches("0x"), 16).unwrap()
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

/// Runs the pass `names` on the multi-die simulator of gfx942/gfx950 product
/// `key`, as [`run`] does: `filter`, `start`, `workload`, `stop` through the
/// command; returns the samples file.
fn run_dies(key: &str, names: &[String], workload: impl FnOnce(&mut sim::gfx9::Gpu)) -> std::path::PathBuf {
    let g = gpu(key);
    let names: Vec<&str> = names.iter().map(String::as_str).collect();
    let mut s = sim::gfx9::Gpu::new(&g);
    s.poke(FILTER_ADDRESS, filter_word(key));
    let filter_address = format!("{FILTER_ADDRESS:#x}");
    s.execute(&words(&[&["start", key][..], &names, &["--filter-address", &filter_address]].concat())).unwrap();
    workload(&mut s);
    let address = format!("{SAMPLES_ADDRESS:#x}");
    s.execute(&words(&[&["stop", key][..], &names, &["--address", &address]].concat())).unwrap();
    assert!(s.left_clean());
    samples_of(key, &names, &s.memory)
}

/// The event of each of `names` on `key`, from `layout --json`.
fn events_of(key: &str, names: &[&str]) -> Vec<u32> {
    let layout = json(&[&["layout", key][..], names, &["--json"]].concat());
    (0..names.len()).map(|i| layout["counters"][i]["event"].as_u64().unwrap() as u32).collect()
}

#[test]
fn gpu_util_on_several_dies_takes_the_busiest_die() {
    use sim::gfx9::{Block, Unit};
    for key in ["mi300x", "mi300a", "mi355x"] {
        let names = planned(key, "GPU_UTIL");
        assert_eq!(names, ["GRBM_COUNT", "GRBM_GUI_ACTIVE"]);
        let ev = events_of(key, &["GRBM_COUNT", "GRBM_GUI_ACTIVE"]);
        let dies = gpu(key).xccs as u64;
        // Die d: 0x3_0000_0000 + d cycles, busy for (50 + 5d)% of them.
        let cycles = |d: u64| 0x3_0000_0000u64 + d;
        let busy = |d: u64| cycles(d) / 100 * (50 + 5 * d);
        let samples = run_dies(key, &names, |s| {
            for d in 0..dies {
                let grbm = Unit::new(Block::Grbm, 0, 0);
                s.run_units(d as usize, VMID, &[(grbm, ev[0], cycles(d)), (grbm, ev[1], busy(d))]);
            }
        });
        let want = 100.0 * busy(dies - 1) as f64 / cycles(dies - 1) as f64;
        let value = metric(key, &names, &["GPU_UTIL"], &samples);
        assert!((value - want).abs() < 1e-9, "{key}: {value} against {want}");
    }
}

#[test]
fn fetch_size_sums_every_channel_of_every_die() {
    use sim::gfx9::{Block, Unit};
    let key = "mi300x";
    let names = planned(key, "FETCH_SIZE");
    assert_eq!(names, ["TCC_BUBBLE", "TCC_EA0_RDREQ", "TCC_EA0_RDREQ_32B"]);
    let ev = events_of(key, &["TCC_BUBBLE", "TCC_EA0_RDREQ", "TCC_EA0_RDREQ_32B"]);
    let g = gpu(key);
    let (mut bubble, mut rdreq, mut rdreq32) = (0u64, 0u64, 0u64);
    let samples = run_dies(key, &names, |s| {
        for d in 0..usize::from(g.xccs) {
            for c in 0..g.l2_channels {
                let (b, r, r32) = (d as u64 + 3, 1000 + 10 * u64::from(c) + d as u64, 100 + u64::from(c));
                let unit = Unit::new(Block::Tcc, 0, c);
                s.run_units(d, VMID, &[(unit, ev[0], b), (unit, ev[1], r), (unit, ev[2], r32)]);
                (bubble, rdreq, rdreq32) = (bubble + b, rdreq + r, rdreq32 + r32);
            }
        }
    });
    let want = (bubble * 128 + (rdreq - bubble - rdreq32) * 64 + rdreq32 * 32) as f64 / 1024.0;
    let value = metric(key, &names, &["FETCH_SIZE"], &samples);
    assert!((value - want).abs() < 1e-9, "{value} against {want}");
}

#[test]
fn mean_occupancy_per_cu_accumulates_the_wave_level_on_every_engine_of_every_die() {
    use sim::gfx9::{Block, Unit};
    for key in ["mi300x", "mi350x"] {
        let g = gpu(key);
        let names = planned(key, "MeanOccupancyPerCU");
        // accumulate(LEVEL,RES) counts the level counter and its accumulator after it.
        assert_eq!(names, ["GRBM_GUI_ACTIVE", "accumulate(SQ_LEVEL_WAVES,HIGH_RES)"], "{key}");
        let ev = events_of(key, &["GRBM_GUI_ACTIVE", "SQ_LEVEL_WAVES"]);
        let cu_num = f64::from(g.compute_units) * f64::from(g.xccs);
        // Engine se of die d holds 2 + se + d waves for 4000 * (d + 1) cycles; the GUI is
        // active 10,000 cycles on die 0, more on the others.
        let workload = |s: &mut sim::gfx9::Gpu, low: bool| {
            let (mut high_sum, mut low_sum) = (0u64, 0u64);
            for d in 0..usize::from(g.xccs) {
                s.run_units(d, VMID, &[(Unit::new(Block::Grbm, 0, 0), ev[0], 10_000 + d as u64)]);
                for se in 0..g.shader_engines {
                    let (level, cycles) = (2 + u64::from(se) + d as u64, 4000 * (d as u64 + 1) + 3);
                    s.run_level(d, VMID, se, ev[1], level, cycles);
                    high_sum += level * cycles;
                    low_sum += level * (cycles / 4);
                }
            }
            if low { low_sum } else { high_sum }
        };
        let busiest = 10_000.0 + f64::from(g.xccs) - 1.0;
        let mut accumulated = 0;
        let samples = run_dies(key, &names, |s| accumulated = workload(s, false));
        let value = metric(key, &names, &["MeanOccupancyPerCU"], &samples);
        let want = accumulated as f64 / busiest / cu_num;
        assert!((value - want).abs() < 1e-9, "{key}: {value} against {want}");
        // LOW_RES: SQ_ACCUM_PREV, which adds the level once every 4 cycles.
        let low = ["GRBM_GUI_ACTIVE", "accumulate(SQ_LEVEL_WAVES,LOW_RES)"].map(str::to_owned);
        let samples = run_dies(key, &low, |s| accumulated = workload(s, true));
        let expr = "reduce(accumulate(SQ_LEVEL_WAVES,LOW_RES),sum)/reduce(GRBM_GUI_ACTIVE,max)/CU_NUM";
        let value = metric(key, &low, &["--expr", expr], &samples);
        let want = accumulated as f64 / busiest / cu_num;
        assert!((value - want).abs() < 1e-9, "{key} LOW_RES: {value} against {want}");
    }
}
