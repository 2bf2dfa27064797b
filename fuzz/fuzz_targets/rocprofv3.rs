//! rocprofv3's outputs on any bytes: a counter_collection.csv (with an
//! agent_info.csv beside it from the same bytes), a JSON output, a rocpd
//! database (the bytes after SQLite's header), a folder of two passes of
//! them, merged: never panic, never loop.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let dir = std::env::temp_dir().join(format!("rig-counter-fuzz-rocprofv3-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let (first, second) = data.split_at(data.len() / 2);
    let mut db = rig_counter_rocprofv3::rocpd::MAGIC.to_vec();
    db.extend_from_slice(first);
    let files = [
        ("pass_1/1_counter_collection.csv", first),
        ("pass_1/1_agent_info.csv", second),
        ("pass_2/2_results.json", second),
        ("3_results.db", &db[..]),
    ];
    for (name, bytes) in files {
        let path = dir.join(name);
        if std::fs::create_dir_all(path.parent().unwrap()).is_err() || std::fs::write(&path, bytes).is_err() {
            return;
        }
        if let Ok(passes) = rig_counter_rocprofv3::read(&path) {
            let _ = rig_counter_rocprofv3::merge(passes);
        }
    }
    if let Ok(passes) = rig_counter_rocprofv3::read(&dir) {
        let _ = rig_counter_rocprofv3::merge(passes);
    }
    let _ = std::fs::remove_dir_all(&dir);
});
