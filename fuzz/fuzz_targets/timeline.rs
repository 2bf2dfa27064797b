//! The timeline's readers on any bytes: trace text lines, tracepoint
//! formats and the records they read, whole trace-cmd `.dat` files (and
//! any bytes after a version 7 header, compressed or not) and i915-perf
//! recordings: never panic, never loop.
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
    // The bytes after a version 7 header (little-endian, 4 KiB pages, zstd
    // or zlib by the first byte): options, sections and compressed chunks
    // at the offsets the bytes give.
    if let Some((&pick, rest)) = data.split_first() {
        let mut file = b"\x17\x08Dtracing7\0\0\x08\x00\x10\x00\x00".to_vec();
        file.extend_from_slice(if pick & 1 == 0 { b"zstd\01.5.4\0" } else { b"zlib\01.2.13\0" });
        file.extend_from_slice(rest);
        if std::fs::write(&path, &file).is_ok() {
            let _ = rig_counter_std::timeline::read(&[path.clone()], |_| {}, |_, _, _, _| {}, |_, _| {});
        }
    }
});
