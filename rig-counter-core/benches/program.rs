//! Words per second of `start` and `stop` for 8 SQ counters on an R9700 (every
//! WGP active), against copying the same number of words with
//! `copy_from_slice`; the ratio is printed after criterion's report.
//!
//! Run: `cargo bench -p rig-counter-core --bench program`.

use criterion::{Criterion, Throughput, criterion_group};
use rig_counter_core::catalog::Catalog;
use rig_counter_core::counting::all_active;
use rig_counter_core::gpu::products;
use rig_counter_core::{Block, layout, start, start_words, stop, stop_words};
use std::hint::black_box;
use std::path::PathBuf;

const GROUP: &str = "program";

fn programs(c: &mut Criterion) {
    let gpu = products::find("r9700").unwrap().gpu;
    let sq: Vec<&str> = Catalog::of(gpu.target)
        .unwrap()
        .counters
        .iter()
        .filter(|c| c.block == Block::Sq)
        .map(|c| c.name)
        .take(8)
        .collect();
    let l = layout(&gpu, &sq).unwrap();
    let masks = [all_active(&gpu).unwrap(); 4];
    let start_n = start_words(&gpu, &l, 0x1000).unwrap();
    let stop_n = stop_words(&gpu, &masks, &l, 0x10_0000).unwrap();
    let mut out = vec![0u32; start_n.max(stop_n)];
    let source = vec![0x5A5A_5A5Au32; start_n.max(stop_n)];
    let mut g = c.benchmark_group(GROUP);

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
    g.finish();
    println!("words: start {start_n}, stop {stop_n}");
}

/// Criterion's mean estimate of benchmark `id`, in nanoseconds, from its
/// `estimates.json`.
fn mean_ns(id: &str) -> Option<f64> {
    let roots =
        [std::env::var("CARGO_TARGET_DIR").ok().map(PathBuf::from), Some("../target".into()), Some("target".into())];
    roots.into_iter().flatten().find_map(|root| {
        let text =
            std::fs::read_to_string(root.join("criterion").join(GROUP).join(id).join("new/estimates.json")).ok()?;
        let v: serde_json::Value = serde_json::from_str(&text).ok()?;
        v["mean"]["point_estimate"].as_f64()
    })
}

fn ratios() {
    println!("\n{:<8} {:>14} {:>20} {:>8}", "program", "program ns", "copy_from_slice ns", "ratio");
    for name in ["start", "stop"] {
        match (mean_ns(name), mean_ns(&format!("{name}_copy_from_slice"))) {
            (Some(p), Some(c)) => println!("{name:<8} {p:>14.1} {c:>20.1} {:>7.1}x", p / c),
            _ => println!("{name:<8} (no estimates found under target/criterion)"),
        }
    }
}

criterion_group!(benches, programs);

fn main() {
    benches();
    Criterion::default().configure_from_args().final_summary();
    ratios();
}
