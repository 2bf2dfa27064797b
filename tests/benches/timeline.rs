//! Reading a trace into a timeline: the real amdgpu trace (a 9.5 MB
//! trace-cmd .dat, 4 CPUs, 52,000 records of which 9,451 are the ones a
//! timeline reads) into per-ring statistics, in one streaming pass; criterion
//! prints its throughput in bytes and in timeline events per second.
//!
//! Run: `cargo bench -p rig-counter-tests --bench timeline`.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use std::hint::black_box;
use std::path::PathBuf;

fn trace() -> PathBuf {
    PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/fixtures/traces/amdgpu.dat"))
}

fn read(path: &PathBuf) -> u64 {
    let mut stats = rig_counter_std::timeline::stats::Stats::default();
    let (_, events) =
        rig_counter_std::timeline::read(std::slice::from_ref(path), |job| stats.add(job), |_, _, _, _| {}, |_, _| {})
            .unwrap();
    black_box(stats.rings());
    events
}

fn bench(c: &mut Criterion) {
    let path = trace();
    let bytes = std::fs::metadata(&path).unwrap().len();
    let events = read(&path);
    let mut g = c.benchmark_group("timeline");
    g.sample_size(20);
    g.throughput(Throughput::Bytes(bytes));
    g.bench_function("amdgpu.dat to stats, bytes", |b| b.iter(|| read(&path)));
    g.throughput(Throughput::Elements(events));
    g.bench_function("amdgpu.dat to stats, events", |b| b.iter(|| read(&path)));
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
