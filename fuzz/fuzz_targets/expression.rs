//! The expression parser and evaluator on any text: never panic.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rig_counter_std::metrics::{MapSource, evaluate, parse};

fuzz_target!(|text: &str| {
    if let Ok(expr) = parse(text) {
        let _ = evaluate(&expr, &MapSource::default());
        let _ = parse(&expr.to_string());
    }
});
