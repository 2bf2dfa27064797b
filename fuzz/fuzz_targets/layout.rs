//! `layout` on any GPU and any names: never panics; an Ok layout's offsets
//! follow each other.
#![no_main]

#[path = "common.rs"]
mod common;

use libfuzzer_sys::fuzz_target;

fuzz_target!(|input: (common::AnyGpu, Vec<common::AnyName>)| {
    let gpu = input.0.gpu();
    let names = common::names(&gpu, &input.1);
    if let Ok(l) = rig_counter_core::layout(&gpu, &names) {
        let mut offset = 0u32;
        for c in l.counters() {
            assert_eq!(c.offset, offset);
            offset += c.bytes();
        }
        assert_eq!(l.bytes(), offset);
    }
    let _ = rig_counter_std::layout(&gpu, &names).map_err(|e| e.to_string());
});
