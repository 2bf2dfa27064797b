//! The timeline's readers on any bytes: trace text lines, tracepoint
//! formats and the records they read, whole trace-cmd `.dat` files and
//! i915-perf recordings: never panic, never loop.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rig_counter_std::timeline::{format, text};

fuzz_target!(|data: &[u8]| {
    let s = String::from_utf8_lossy(data);
    for line in s.lines() {
        let _ = text::parse_line(line, |_| true);
    }
    if let Ok(f) = format::parse(&s) {
        let _ = f.values(data, false);
        let _ = f.values(data, true);
    }
    // Whole files, through the command's reader (a .dat or .i915-dat when
    // the bytes begin as one, else text).
    let path = std::env::temp_dir().join(format!("rig-counter-fuzz-timeline-{}", std::process::id()));
    if std::fs::write(&path, data).is_ok() {
        let _ = rig_counter_std::timeline::read(&[path.clone()], |_| {}, |_, _, _, _| {}, |_, _| {});
    }
});
