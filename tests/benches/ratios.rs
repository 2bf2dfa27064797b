//! Each of rig-counter's hot paths against the plainest code doing as much,
//! with the ratio printed after criterion's report:
//!
//! - words per second of the one-shot `start` and `stop` for 8 SQ counters on
//!   an R9700 (every WGP active), and of writing a prepared start and patching
//!   a prepared stop to a new samples address, each against copying as many
//!   words with `copy_from_slice`;
//! - decoding and summing 1 MiB of realistic samples (32-bit counts, one in
//!   4096 saturated) through [`Samples`], exact and saturating, against
//!   summing the same bytes as a plain `u64` slice;
//! - planning every counter of gfx942 (265) into passes, against computing the
//!   lower bound on passes alone.
//!
//! After criterion's report come two tables: the ratio of criterion's median
//! estimates, and each pair measured side by side: batches of the benchmark
//! and of its baseline alternating, 301 rounds, the median of the rounds'
//! ratios, so a machine whose speed drifts (a virtual machine's does) slows
//! both sides of a round alike.
//!
//! Run: `cargo bench -p rig-counter-tests --bench ratios`.

use criterion::{Criterion, Throughput, criterion_group};
use rig_counter_core::catalog::Catalog;
use rig_counter_core::counting::{StartProgram, StopProgram, all_active};
use rig_counter_core::gpu::products;
use rig_counter_core::samples::Samples;
use rig_counter_core::{Block, layout, start, start_words, stop, stop_words};
use std::hint::black_box;
use std::path::PathBuf;
use std::sync::Mutex;
use std::time::Instant;

/// The side-by-side ratios measured so far: (benchmark, baseline, ratio).
static PAIRED: Mutex<Vec<(&str, &str, f64)>> = Mutex::new(Vec::new());

/// Measures `bench` against `base` side by side: per round, a batch of each
/// (as many calls as take about 20 µs), and records the median of the 301
/// rounds' time ratios under `name` and `base_name`.
fn paired(name: &'static str, base_name: &'static str, mut bench: impl FnMut(), mut base: impl FnMut()) {
    let time = |f: &mut dyn FnMut(), n: u32| {
        let t = Instant::now();
        for _ in 0..n {
            f();
        }
        t.elapsed().as_secs_f64()
    };
    let calls = |f: &mut dyn FnMut()| {
        let one = time(f, 16) / 16.0;
        ((20e-6 / one.max(1e-9)) as u32).clamp(1, 100_000)
    };
    let (nb, na) = (calls(&mut bench), calls(&mut base));
    let mut ratios: Vec<f64> = (0..301)
        .map(|_| {
            let b = time(&mut bench, nb) / f64::from(nb);
            let a = time(&mut base, na) / f64::from(na);
            b / a
        })
        .collect();
    ratios.sort_by(f64::total_cmp);
    PAIRED.lock().unwrap().push((name, base_name, ratios[ratios.len() / 2]));
}

/// The pairs compared: (group, benchmark, baseline).
const PAIRS: [(&str, &str, &str); 6] = [
    ("program", "start", "start_copy_from_slice"),
    ("program", "stop", "stop_copy_from_slice"),
    ("program", "prepared_start_write", "start_copy_from_slice"),
    ("program", "prepared_stop_patch", "stop_copy_from_slice"),
    ("samples", "decode_and_sum_1MiB", "sum_u64_slice_1MiB"),
    ("plan", "plan_gfx942_all", "lower_bound_gfx942_all"),
];

/// Every counter of gfx942 planned into passes, against the lower bound alone.
fn planning(c: &mut Criterion) {
    let gpu = products::find("mi300x").unwrap().gpu;
    let catalog = Catalog::of(gpu.target).unwrap();
    let names: Vec<String> = catalog.counters.iter().map(|c| c.name().to_owned()).collect();
    let metrics = Default::default();
    let mut g = c.benchmark_group("plan");
    g.bench_function("plan_gfx942_all", |b| {
        b.iter(|| rig_counter_std::plan::plan(black_box(&gpu), black_box(&names), &metrics).unwrap().passes.len())
    });
    g.bench_function("lower_bound_gfx942_all", |b| {
        b.iter(|| {
            let mut per_block = std::collections::BTreeMap::<Block, usize>::new();
            for n in black_box(&names) {
                if let Some(c) = catalog.find(n) {
                    *per_block.entry(c.block).or_default() += 1;
                }
            }
            let family = gpu.family().unwrap();
            per_block.iter().map(|(b, n)| n.div_ceil(usize::from(b.shape(family).map_or(1, |s| s.registers)))).max()
        })
    });
    g.finish();
    // Planning with derived metrics at 1x, 2x, 4x and 8x as many: the cost
    // should grow about linearly (the unit merging tries only units that share
    // a counter).
    let all = rig_counter_std::definitions::load(gpu.target, None).unwrap().metrics;
    let names: Vec<String> = all.keys().cloned().collect();
    let mut g = c.benchmark_group("plan_metrics");
    for scale in [1, 2, 4, 8] {
        let n = (names.len() * scale / 8).max(1);
        let some = &names[..n];
        g.bench_function(format!("metrics_{n}"), |b| {
            b.iter(|| rig_counter_std::plan::plan(black_box(&gpu), black_box(some), &all).unwrap().passes.len())
        });
    }
    g.finish();
}

/// The first 8 SQ counters of `gpu`'s catalog, by name.
fn eight_sq(gpu: &rig_counter_core::Gpu) -> Vec<&'static str> {
    let catalog = Catalog::of(gpu.target).unwrap();
    catalog.counters.iter().filter(|c| c.block == Block::Sq).map(|c| c.name()).take(8).collect()
}

fn programs(c: &mut Criterion) {
    let gpu = products::find("r9700").unwrap().gpu;
    let sq = eight_sq(&gpu);
    let l = layout(&gpu, &sq).unwrap();
    let masks = [all_active(&gpu).unwrap(); 4];
    let start_n = start_words(&gpu, &l, 0x1000).unwrap();
    let stop_n = stop_words(&gpu, &masks, &l, 0x10_0000).unwrap();
    let mut out = vec![0u32; start_n.max(stop_n)];
    let source = vec![0x5A5A_5A5Au32; start_n.max(stop_n)];
    let mut g = c.benchmark_group("program");

    g.throughput(Throughput::Elements(start_n as u64));
    g.bench_function("start", |b| b.iter(|| start(black_box(&gpu), black_box(&l), 0x1000, &mut out).unwrap()));
    g.bench_function("start_copy_from_slice", |b| {
        b.iter(|| out[..start_n].copy_from_slice(black_box(&source[..start_n])))
    });
    g.throughput(Throughput::Elements(stop_n as u64));
    g.bench_function("stop", |b| {
        b.iter(|| stop(black_box(&gpu), black_box(&masks), black_box(&l), 0x10_0000, &mut out).unwrap())
    });
    g.bench_function("stop_copy_from_slice", |b| {
        b.iter(|| out[..stop_n].copy_from_slice(black_box(&source[..stop_n])))
    });
    let prepared_start = StartProgram::new(&gpu, &l).unwrap();
    g.throughput(Throughput::Elements(start_n as u64));
    g.bench_function("prepared_start_write", |b| {
        b.iter(|| black_box(&prepared_start).write(black_box(0x1000), &mut out).unwrap())
    });
    let prepared_stop = StopProgram::new(&gpu, &masks, &l).unwrap();
    let mut stop_words = vec![0; stop_n];
    prepared_stop.write(0x10_0000, &mut stop_words).unwrap();
    let mut address = 0x10_0000u64;
    g.throughput(Throughput::Elements(stop_n as u64));
    g.bench_function("prepared_stop_patch", |b| {
        b.iter(|| {
            address ^= 0x40_0000;
            black_box(&prepared_stop).patch(black_box(address), &mut stop_words).unwrap()
        })
    });
    g.finish();
    println!("words: start {start_n}, stop {stop_n}");
    let mut copy = |n: usize| out[..n].copy_from_slice(black_box(&source[..n]));
    let mut other = vec![0u32; start_n.max(stop_n)];
    paired(
        "start",
        "start_copy_from_slice",
        || {
            black_box(start(black_box(&gpu), black_box(&l), 0x1000, &mut other)).ok();
        },
        || copy(start_n),
    );
    paired(
        "stop",
        "stop_copy_from_slice",
        || {
            black_box(stop(black_box(&gpu), black_box(&masks), black_box(&l), 0x10_0000, &mut other)).ok();
        },
        || copy(stop_n),
    );
    paired(
        "prepared_start_write",
        "start_copy_from_slice",
        || {
            black_box(black_box(&prepared_start).write(black_box(0x1000), &mut other)).ok();
        },
        || copy(start_n),
    );
    paired(
        "prepared_stop_patch",
        "stop_copy_from_slice",
        || {
            address ^= 0x40_0000;
            black_box(black_box(&prepared_stop).patch(black_box(address), &mut stop_words)).ok();
        },
        || copy(stop_n),
    );
}

/// 1 MiB of samples as a run stores them: 8 SQ counters of a synthetic GFX12
/// GPU of 16 dies, 16 engines, 8 arrays and 8 WGPs per array (131072 values of
/// 8 bytes each), 32-bit counts in the low halves, one in 4096 saturated.
fn samples(c: &mut Criterion) {
    let mut gpu = products::find("r9700").unwrap().gpu;
    (gpu.xccs, gpu.shader_engines, gpu.shader_arrays, gpu.array_units) = (16, 16, 8, 8);
    let sq = eight_sq(&gpu);
    let l = layout(&gpu, &sq).unwrap();
    assert_eq!(l.bytes(), 1 << 20);
    let value = |i: u32| if i % 4096 == 4095 { u32::MAX } else { i.wrapping_mul(2_654_435_761) >> 8 };
    let bytes: Vec<u8> = (0..1u32 << 17).flat_map(|i| u64::from(value(i)).to_le_bytes()).collect();
    let words: Vec<u64> = bytes.chunks_exact(8).map(|c| u64::from_le_bytes(c.try_into().unwrap())).collect();
    let mut g = c.benchmark_group("samples");
    g.throughput(Throughput::Bytes(1 << 20));
    g.bench_function("decode_and_sum_1MiB", |b| {
        b.iter(|| {
            let s = Samples::new(black_box(&l), black_box(&bytes)).unwrap();
            s.counters().fold(0u64, |a, c| a.saturating_add(c.sum()))
        })
    });
    g.bench_function("sum_u64_slice_1MiB", |b| {
        b.iter(|| black_box(&words).iter().fold(0u64, |a, w| a.wrapping_add(*w)))
    });
    g.finish();
    paired(
        "decode_and_sum_1MiB",
        "sum_u64_slice_1MiB",
        || {
            let s = Samples::new(black_box(&l), black_box(&bytes)).unwrap();
            black_box(s.counters().fold(0u64, |a, c| a.saturating_add(c.sum())));
        },
        || {
            black_box(black_box(&words).iter().fold(0u64, |a, w| a.wrapping_add(*w)));
        },
    );
}

/// Criterion's median estimate of benchmark `group`/`id`, in nanoseconds,
/// from its `estimates.json` (the median, as a VM's outliers pull the mean).
fn median_ns(group: &str, id: &str) -> Option<f64> {
    let roots =
        [std::env::var("CARGO_TARGET_DIR").ok().map(PathBuf::from), Some("../target".into()), Some("target".into())];
    roots.into_iter().flatten().find_map(|root| {
        let text =
            std::fs::read_to_string(root.join("criterion").join(group).join(id).join("new/estimates.json")).ok()?;
        let v: serde_json::Value = serde_json::from_str(&text).ok()?;
        v["median"]["point_estimate"].as_f64()
    })
}

fn ratios() {
    println!("\n{:<22} {:>14} {:>22} {:>14} {:>8}", "benchmark", "ns", "baseline", "ns", "ratio");
    for (group, name, base) in PAIRS {
        match (median_ns(group, name), median_ns(group, base)) {
            (Some(p), Some(c)) => println!("{name:<22} {p:>14.1} {base:>22} {c:>14.1} {:>7.1}x", p / c),
            _ => println!("{name:<22} (no estimates found under target/criterion)"),
        }
    }
    println!("\nside by side (median of 301 alternating rounds)");
    println!("{:<22} {:>22} {:>8}", "benchmark", "baseline", "ratio");
    for (name, base, ratio) in PAIRED.lock().unwrap().iter() {
        println!("{name:<22} {base:>22} {ratio:>7.2}x");
    }
}

criterion_group!(benches, programs, samples, planning);

fn main() {
    benches();
    Criterion::default().configure_from_args().final_summary();
    ratios();
}
