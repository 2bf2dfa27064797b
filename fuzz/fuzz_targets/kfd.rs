//! The KFD properties and CU-bitmap parsers on any text: never panic.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rig_counter_std::kfd::{Properties, gpu, parse_cu_bitmap};

fuzz_target!(|text: &str| {
    if let Ok(p) = Properties::parse("fuzz", text) {
        let _ = gpu(&p);
    }
    let _ = parse_cu_bitmap("fuzz", text);
});
