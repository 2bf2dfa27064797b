//! Instruction counts (callgrind, through gungraun): deterministic on a noisy
//! machine. Run with `bash ci/instructions`, which also prints the words each
//! program writes and the instructions per word, and fails when a budget of
//! `ci/budgets` is exceeded.
//!
//! - layout of 8 names on gfx1201;
//! - one-shot start and stop for 8 SQ counters on every GFX12 product (the
//!   RX 9070 with its 4 harvested WGPs idle, the others every WGP active), and
//!   stop for a counter of each block (GRBM, GL2C, SQ, TA) on an RX 7900 XTX
//!   and an R9700; start and stop for 8 SQ counters on an MI300X (8 dies),
//!   and stop for a counter of four gfx942/gfx950 blocks (GRBM, TCC, SQ, TA)
//!   on an MI300X and an MI355X;
//! - a prepared start written, and a prepared stop patched to a new address,
//!   on an R9700;
//! - decoding and summing 1 MiB of realistic samples (32-bit counts, one in
//!   4096 saturated; 8 SQ counters of a synthetic GFX12 GPU of 16 dies, 16
//!   engines, 8 arrays, 8 WGPs per array);
//! - parsing and evaluating gfx1201's built-in GPU_UTIL on one die's clocks;
//! - planning all 265 gfx942 counters in the core (`rig_counter_core::plan`:
//!   12 passes), into a plan allocated before.

use gungraun::{library_benchmark, library_benchmark_group, main};
use rig_counter_core::catalog::Catalog;
use rig_counter_core::counting::{StartProgram, StopProgram, all_active, wgp_bit};
use rig_counter_core::gpu::{Gpu, products};
use rig_counter_core::samples::Samples;
use rig_counter_core::{Block, Layout, layout, start, stop};
use rig_counter_std::metrics::{MapSource, Tensor, evaluate, parse};
use std::hint::black_box;

fn product(key: &str) -> Gpu {
    products::find(key).map(|p| p.gpu).unwrap_or_else(|| Gpu::bare(rig_counter_core::Target::parse("gfx1201").unwrap()))
}

/// The first 8 SQ counters of gfx1201, by name.
fn eight_sq() -> Vec<&'static str> {
    let c = Catalog::of(product("r9700").target).unwrap();
    // Named, so a catalog of more counters measures the same request: the
    // first eight SQ counters of gfx1201's catalog of August 2025 (that of
    // 2026 begins with SQC_ICACHE_*).
    let eight = EIGHT_SQ.to_vec();
    assert!(eight.iter().all(|n| c.counters.iter().any(|d| d.block == Block::Sq && d.name() == *n)));
    eight
}

/// Eight SQ counters of gfx1201 (`ci/instructions` counts the words of the
/// programs of the same eight).
const EIGHT_SQ: [&str; 8] = [
    "SQC_LDS_BANK_CONFLICT",
    "SQC_LDS_IDX_ACTIVE",
    "SQ_ACCUM_PREV",
    "SQ_BUSY_CYCLES",
    "SQ_INSTS_FLAT",
    "SQ_INSTS_LDS",
    "SQ_INSTS_SALU",
    "SQ_INSTS_SMEM",
];

/// Every WGP active, except on the RX 9070, which runs 28 of its 32: the last
/// WGP of each engine idle.
fn masks(g: &Gpu, key: &str) -> Vec<u32> {
    let all = all_active(g).unwrap();
    let idle = if key == "rx9070" { wgp_bit(g, g.shader_arrays - 1, g.array_units - 1).unwrap() } else { 0 };
    vec![all & !idle; usize::from(g.shader_engines)]
}

/// A buffer the benchmark never frees, so freeing is not counted.
fn buffer() -> &'static mut [u32] {
    vec![0; 4096].leak()
}

/// A counter of each block of the GFX11 and GFX12 catalogs.
const BLOCKS: [&str; 4] = ["GRBM_GUI_ACTIVE", "GL2C_HIT", "SQ_WAVES", "TA_TA_BUSY"];

/// `BLOCKS` on product `key`, every WGP active.
fn blocks(key: &str) -> (Gpu, &'static Layout, &'static [u32], &'static mut [u32]) {
    let g = product(key);
    let l = Box::leak(Box::new(layout(&g, &BLOCKS).unwrap()));
    let m = masks(&g, key).leak();
    (g, l, m, vec![0; 8192].leak())
}

fn setup(key: &str) -> (Gpu, &'static Layout, &'static [u32], &'static mut [u32]) {
    let g = product(key);
    let l = Box::leak(Box::new(layout(&g, &eight_sq()).unwrap()));
    let m = masks(&g, key).leak();
    (g, l, m, buffer())
}

/// A counter of four gfx942 blocks: global, per channel, per engine, 16 per engine.
const BLOCKS9: [&str; 4] = ["GRBM_GUI_ACTIVE", "TCC_HIT", "SQ_WAVES", "TA_TA_BUSY"];

/// The first 8 SQ counters of `key`'s catalog on product `key` (MI300X: 8 dies).
fn setup9(key: &str) -> (Gpu, &'static Layout, &'static [u32], &'static mut [u32]) {
    let g = product(key);
    let c = Catalog::of(g.target).unwrap();
    let names: Vec<_> = c.counters.iter().filter(|c| c.block == Block::Sq).map(|c| c.name()).take(8).collect();
    let l = Box::leak(Box::new(layout(&g, &names).unwrap()));
    (g, l, masks(&g, key).leak(), vec![0; 32768].leak())
}

/// `BLOCKS9` on product `key`.
fn blocks9(key: &str) -> (Gpu, &'static Layout, &'static [u32], &'static mut [u32]) {
    let g = product(key);
    let l = Box::leak(Box::new(layout(&g, &BLOCKS9).unwrap()));
    (g, l, masks(&g, key).leak(), vec![0; 32768].leak())
}

fn names() -> (Gpu, &'static [&'static str]) {
    (product("r9700"), eight_sq().leak())
}

#[library_benchmark]
#[bench::gfx1201_8_names(setup = names)]
fn layout_8((g, names): (Gpu, &'static [&'static str])) -> u32 {
    black_box(layout(black_box(&g), black_box(names)).as_ref().map_or(0, |l| l.bytes()))
}

#[library_benchmark]
#[bench::r9700(args = ("r9700"), setup = setup)]
#[bench::rx9070xt(args = ("rx9070xt"), setup = setup)]
#[bench::rx9070(args = ("rx9070"), setup = setup)]
#[bench::rx9060xt(args = ("rx9060xt"), setup = setup)]
#[bench::mi300x(args = ("mi300x"), setup = setup9)]
fn start_8((g, l, _, out): (Gpu, &'static Layout, &'static [u32], &'static mut [u32])) -> usize {
    black_box(start(black_box(&g), black_box(l), 0x1000, out).unwrap_or(0))
}

#[library_benchmark]
#[bench::r9700(args = ("r9700"), setup = setup)]
#[bench::rx9070xt(args = ("rx9070xt"), setup = setup)]
#[bench::rx9070(args = ("rx9070"), setup = setup)]
#[bench::rx9060xt(args = ("rx9060xt"), setup = setup)]
#[bench::rx7900xtx_blocks(args = ("rx7900xtx"), setup = blocks)]
#[bench::r9700_blocks(args = ("r9700"), setup = blocks)]
#[bench::mi300x(args = ("mi300x"), setup = setup9)]
#[bench::mi300x_blocks(args = ("mi300x"), setup = blocks9)]
#[bench::mi355x_blocks(args = ("mi355x"), setup = blocks9)]
fn stop_8((g, l, masks, out): (Gpu, &'static Layout, &'static [u32], &'static mut [u32])) -> usize {
    black_box(stop(black_box(&g), black_box(masks), black_box(l), 0x10_0000, out).unwrap_or(0))
}

type Prepared = (&'static StartProgram, &'static StopProgram, &'static mut [u32], &'static mut [u32]);

fn prepared() -> Prepared {
    let (g, l, masks, _) = setup("r9700");
    let s = Box::leak(Box::new(StartProgram::new(&g, l).unwrap()));
    let p = Box::leak(Box::new(StopProgram::new(&g, masks, l).unwrap()));
    let stop_words = vec![0; p.words()].leak();
    p.write(0x10_0000, stop_words).unwrap();
    (s, p, buffer(), stop_words)
}

#[library_benchmark]
#[bench::r9700_8_sq(setup = prepared)]
fn prepared_start_write((s, _, out, _): Prepared) -> usize {
    black_box(black_box(s).write(0x2000, out).unwrap_or(0))
}

#[library_benchmark]
#[bench::r9700_8_sq(setup = prepared)]
fn prepared_stop_patch((_, p, _, words): Prepared) -> bool {
    black_box(black_box(p).patch(0x20_0000, words).is_ok())
}

/// 1 MiB of samples as a run stores them: 32-bit counts in the low halves,
/// one in 4096 saturated at 2^32 - 1.
fn one_mib() -> (&'static Layout, &'static [u8]) {
    let mut g = product("r9700");
    (g.xccs, g.shader_engines, g.shader_arrays, g.array_units) = (16, 16, 8, 8);
    let l = layout(&g, &eight_sq()).unwrap();
    let value = |i: u32| if i % 4096 == 4095 { u32::MAX } else { i.wrapping_mul(2_654_435_761) >> 8 };
    let bytes: Vec<u8> = (0..l.bytes() / 8).flat_map(|i| u64::from(value(i)).to_le_bytes()).collect();
    (Box::leak(Box::new(l)), bytes.leak())
}

#[library_benchmark]
#[bench::samples_1mib(setup = one_mib)]
fn decode_sum((l, bytes): (&'static Layout, &'static [u8])) -> u64 {
    let s = Samples::new(black_box(l), black_box(bytes)).unwrap();
    black_box(s.counters().fold(0u64, |a, c| a.saturating_add(c.sum())))
}

fn gpu_util() -> (&'static str, MapSource) {
    let expression = rig_counter_std::definitions::builtin(product("r9700").target)
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

/// Every gfx942 counter asked plainly, and an empty plan to fill.
type Planning =
    (Gpu, &'static [rig_counter_core::Request<'static>], &'static mut rig_counter_core::plan::Plan<'static>);

fn gfx942_all() -> Planning {
    let g = product("mi300x");
    let counters: Vec<rig_counter_core::Request<'static>> = Catalog::of(g.target)
        .map(|c| c.counters.iter().map(|d| rig_counter_core::Request::plain(d.name())).collect())
        .unwrap_or_default();
    (g, Vec::leak(counters), Box::leak(Box::new(rig_counter_core::plan::Plan::new())))
}

#[library_benchmark]
#[bench::gfx942_265(setup = gfx942_all)]
fn plan_all((g, counters, plan): Planning) -> usize {
    rig_counter_core::plan::plan(&g, black_box(counters), &[], &[], plan).unwrap();
    black_box(plan.passes())
}

library_benchmark_group!(
    name = programs;
    benchmarks = layout_8, start_8, stop_8, prepared_start_write, prepared_stop_patch, decode_sum, gpu_util_parse_eval,
        plan_all
);

main!(library_benchmark_groups = programs);
