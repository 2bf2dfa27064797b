//! `layout` of the eight SQ counters `ci/instructions` benchmarks (gfx1201,
//! an R9700), called K times (the first argument) through the public API
//! with black-boxed inputs, as a program outside the crate calls it.
//! `ci/instructions` runs it under callgrind for two K and takes the
//! difference over the difference of K: the instructions of one call, with
//! the call, its argument passing and its result as a caller sees them
//! (the gungraun benchmark measures the function alone).
//!
//! Run: `cargo run --release -p rig-counter-core --example layout_calls -- 1000`.

use rig_counter_core::gpu::products;
use rig_counter_core::layout;
use std::hint::black_box;

/// The eight SQ counters of `EIGHT_SQ` in rig-counter-std's benches/instructions.rs.
const NAMES: [&str; 8] = [
    "SQC_LDS_BANK_CONFLICT",
    "SQC_LDS_IDX_ACTIVE",
    "SQ_ACCUM_PREV",
    "SQ_BUSY_CYCLES",
    "SQ_INSTS_FLAT",
    "SQ_INSTS_LDS",
    "SQ_INSTS_SALU",
    "SQ_INSTS_SMEM",
];

fn main() {
    let calls: u32 = match std::env::args().nth(1).map(|k| k.parse()) {
        Some(Ok(k)) => k,
        _ => {
            eprintln!("usage: layout_calls K (the number of calls)");
            std::process::exit(2);
        }
    };
    let gpu = products::find("r9700").map(|p| p.gpu).expect("the R9700 is a built-in product");
    let mut bytes = 0u64;
    for _ in 0..calls {
        bytes += u64::from(black_box(layout(black_box(&gpu), black_box(&NAMES[..])).as_ref().map_or(0, |l| l.bytes())));
    }
    println!("{calls} calls, {bytes} bytes of layouts");
}
