//! `layout` of the counters named after K (the first argument) on gfx1201
//! (an R9700), called K times through the public API with black-boxed
//! inputs, as a program outside the crate calls it. `ci/instructions` runs
//! it under callgrind for two K with the eight SQ counters its benchmarks
//! take and divides the difference of the instructions by the difference of
//! K: one call, with its arguments and its result as a caller sees them (the
//! gungraun benchmark measures the function alone).
//!
//! Run: `cargo run --release -p rig-counter-core --example layout_calls -- 1000 SQ_WAVES SQ_BUSY_CYCLES`.

use rig_counter_core::gpu::products;
use rig_counter_core::layout;
use std::hint::black_box;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (Some(Ok(calls)), names) = (args.first().map(|k| k.parse::<u32>()), args.get(1..).unwrap_or(&[])) else {
        eprintln!("usage: layout_calls K NAME... (K calls of layout of the NAMEs on an R9700)");
        std::process::exit(2);
    };
    let names: Vec<&str> = names.iter().map(String::as_str).collect();
    let gpu = products::find("r9700").map(|p| p.gpu).expect("the R9700 is a built-in product");
    // The first call's outcome, shown; the others only counted.
    if let Err(e) = layout(&gpu, &names) {
        eprintln!("layout_calls: {e}");
        std::process::exit(1);
    }
    let mut bytes = 0u64;
    for _ in 0..calls {
        bytes += u64::from(black_box(layout(black_box(&gpu), black_box(&names[..])).as_ref().map_or(0, |l| l.bytes())));
    }
    println!("{calls} calls, {bytes} bytes of layouts");
}
