//! Instruction counts (callgrind, through gungraun): deterministic on a noisy
//! machine. Run with `bash ci/instructions`, which also prints the words each
//! program writes, so instructions per word can be read off.
//!
//! - layout of 8 names on gfx1201;
//! - start and stop for 8 SQ counters on an R9700, every WGP active;
//! - decoding and summing 1 MiB of samples (8 SQ counters of a synthetic GFX12
//!   GPU of 16 dies, 16 engines, 8 arrays, 8 WGPs per array);
//! - parsing and evaluating gfx1201's built-in GPU_UTIL on one die's clocks.

use gungraun::{library_benchmark, library_benchmark_group, main};
use rig_counter_core::catalog::Catalog;
use rig_counter_core::counting::all_active;
use rig_counter_core::gpu::{Gpu, products};
use rig_counter_core::samples::Samples;
use rig_counter_core::{Block, Layout, layout, start, stop};
use rig_counter_std::metrics::{MapSource, Tensor, evaluate, parse};
use std::hint::black_box;

fn r9700() -> Gpu {
    products::find("r9700")
        .map(|p| p.gpu)
        .unwrap_or_else(|| Gpu::bare(rig_counter_core::Target::parse("gfx1201").unwrap()))
}

/// The first 8 SQ counters of gfx1201, by name.
fn eight_sq() -> Vec<&'static str> {
    let c = Catalog::of(r9700().target).unwrap();
    c.counters.iter().filter(|c| c.block == Block::Sq).map(|c| c.name).take(8).collect()
}

fn setup() -> (Gpu, Layout, Vec<u32>) {
    let g = r9700();
    let l = layout(&g, &eight_sq()).unwrap();
    (g, l, vec![0; 4096])
}

#[library_benchmark]
#[bench::gfx1201_8_names(setup = eight_sq)]
fn layout_8(names: Vec<&'static str>) -> u32 {
    black_box(layout(black_box(&r9700()), black_box(&names)).unwrap().bytes())
}

#[library_benchmark]
#[bench::r9700_8_sq(setup = setup)]
fn start_8((g, l, mut out): (Gpu, Layout, Vec<u32>)) -> usize {
    black_box(start(black_box(&g), black_box(&l), 0x1000, &mut out).unwrap())
}

#[library_benchmark]
#[bench::r9700_8_sq(setup = setup)]
fn stop_8((g, l, mut out): (Gpu, Layout, Vec<u32>)) -> usize {
    let masks = [all_active(&g).unwrap(); 4];
    black_box(stop(black_box(&g), black_box(&masks), black_box(&l), 0x10_0000, &mut out).unwrap())
}

fn one_mib() -> (Layout, Vec<u8>) {
    let mut g = r9700();
    (g.xccs, g.shader_engines, g.shader_arrays, g.array_units) = (16, 16, 8, 8);
    let l = layout(&g, &eight_sq()).unwrap();
    let bytes = (0..l.bytes()).map(|i| (i * 7) as u8).collect();
    (l, bytes)
}

#[library_benchmark]
#[bench::samples_1mib(setup = one_mib)]
fn decode_sum((l, bytes): (Layout, Vec<u8>)) -> u64 {
    let s = Samples::new(black_box(&l), black_box(&bytes)).unwrap();
    black_box(s.counters().fold(0u64, |a, c| a.wrapping_add(c.sum())))
}

fn gpu_util() -> (&'static str, MapSource) {
    let expression = rig_counter_std::definitions::builtin(r9700().target)
        .iter()
        .find(|m| m.name == "GPU_UTIL")
        .map_or("100*GRBM_GUI_ACTIVE/GRBM_COUNT", |m| m.expression);
    let mut source = MapSource::default();
    source.counters.insert("GRBM_GUI_ACTIVE".into(), Tensor::scalar(500.0));
    source.counters.insert("GRBM_COUNT".into(), Tensor::scalar(1000.0));
    (expression, source)
}

#[library_benchmark]
#[bench::gfx1201(setup = gpu_util)]
fn gpu_util_parse_eval((expression, source): (&'static str, MapSource)) -> usize {
    let expr = parse(black_box(expression)).unwrap();
    black_box(evaluate(&expr, &source).unwrap().len())
}

library_benchmark_group!(
    name = programs;
    benchmarks = layout_8, start_8, stop_8, decode_sum, gpu_util_parse_eval
);

main!(library_benchmark_groups = programs);
