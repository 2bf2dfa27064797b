//! Reading a trace into a timeline.
//!
//! - The real amdgpu trace (a 9.5 MB trace-cmd .dat, 4 CPUs, 52,000 records
//!   of which 9,451 are the ones a timeline reads) into per-ring statistics,
//!   in one streaming pass; criterion prints its throughput in bytes and in
//!   timeline events per second.
//! - Text traces of 10^5 and 10^6 events whose jobs all overlap
//!   ([`rig_counter_tests::amdgpu_trace`]) into Chrome JSON and a
//!   Perfetto trace: the time per event stays flat from 10^5 to 10^6 (lanes
//!   are found in logarithmic time).
//! - The peak of heap memory of one run of each format, on those traces and
//!   on traces of as many jobs one after another, printed before criterion
//!   runs each: the writers hold the tracks and the open jobs, never the
//!   timeline, so the sequential traces' peaks stay flat.
//!
//! Run: `cargo bench -p rig-counter-tests --bench timeline`.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use peak_alloc::PeakAlloc;
use rig_counter_timeline::{chrome::ChromeWriter, perfetto::PerfettoWriter};
use std::cell::RefCell;
use std::hint::black_box;
use std::path::PathBuf;

#[global_allocator]
static HEAP: PeakAlloc = PeakAlloc;

fn trace() -> PathBuf {
    PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/fixtures/traces/amdgpu.dat"))
}

fn read(path: &PathBuf) -> u64 {
    let mut stats = rig_counter_timeline::stats::Stats::default();
    let (_, events) = rig_counter_timeline::read(
        std::slice::from_ref(path),
        |m| rig_counter_std::marked::counted(m, None),
        |job| stats.add(job),
        |_, _, _, _| {},
        |_, _| {},
    )
    .unwrap();
    black_box(stats.rings());
    events
}

/// One of the two writers, to nowhere.
enum Writer {
    Chrome(ChromeWriter<std::io::Sink>),
    Perfetto(PerfettoWriter<std::io::Sink>),
}

/// The trace at `path` as Chrome JSON or a Perfetto trace, to nowhere; the
/// events read.
fn write(path: &PathBuf, perfetto: bool) -> u64 {
    let w = RefCell::new(match perfetto {
        true => Writer::Perfetto(PerfettoWriter::new(std::io::sink())),
        false => Writer::Chrome(ChromeWriter::new(std::io::sink()).unwrap()),
    });
    let (_, events) = rig_counter_timeline::read(
        std::slice::from_ref(path),
        |m| rig_counter_std::marked::counted(m, None),
        |job| {
            for s in job.spans() {
                match &mut *w.borrow_mut() {
                    Writer::Chrome(c) => c.span(&s).unwrap(),
                    Writer::Perfetto(p) => p.span(&s).unwrap(),
                }
            }
        },
        |g, n, ts, v| match &mut *w.borrow_mut() {
            Writer::Chrome(c) => c.counter(g, n, ts, v).unwrap(),
            Writer::Perfetto(p) => p.counter(g, n, ts, v).unwrap(),
        },
        |_, _| {},
    )
    .unwrap();
    match w.into_inner() {
        Writer::Chrome(c) => drop(c.finish().unwrap()),
        Writer::Perfetto(p) => drop(p.finish().unwrap()),
    }
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

    let dir = std::env::temp_dir().join(format!("rig-counter-bench-timeline-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut g = c.benchmark_group("timeline overlapping");
    g.sample_size(10);
    for jobs in [33_334u64, 333_334] {
        for overlapping in [false, true] {
            let kind = if overlapping { "overlapping" } else { "sequential" };
            let path = dir.join(format!("{kind}-{jobs}.txt"));
            std::fs::write(&path, rig_counter_tests::amdgpu_trace(jobs, overlapping)).unwrap();
            let events = 3 * jobs;
            for (name, perfetto) in [("chrome", false), ("perfetto", true)] {
                let run = |path: &PathBuf| write(path, perfetto);
                HEAP.reset_peak_usage();
                let before = HEAP.current_usage();
                assert_eq!(run(&path), events);
                println!(
                    "timeline {kind}/{name} {events} events: peak heap {} KiB",
                    (HEAP.peak_usage() - before) / 1024
                );
                if overlapping {
                    g.throughput(Throughput::Elements(events));
                    g.bench_function(format!("{name} {events} events"), |b| b.iter(|| run(&path)));
                }
            }
            let _ = std::fs::remove_file(&path);
        }
    }
    g.finish();
    let _ = std::fs::remove_dir_all(&dir);
}

criterion_group!(benches, bench);
criterion_main!(benches);
