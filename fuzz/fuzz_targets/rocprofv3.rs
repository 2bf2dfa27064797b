//! rocprofv3's outputs on any bytes: a counter_collection.csv (with an
//! agent_info.csv beside it from the same bytes), a JSON output, a rocpd
//! database (the bytes after SQLite's header), a folder of two passes of
//! them, merged; and an agent's records of rotated dispatches of a
//! two-pass R9700 run, read as rocprofv3's rotated groups are: never
//! panic, never loop.
#![no_main]

use libfuzzer_sys::fuzz_target;

/// Pass 0 of the R9700 run: GRBM_COUNT, GRBM_GUI_ACTIVE and SQ_WAVES; pass 1: SQ_WAVE_CYCLES.
fn records(data: &[u8]) {
    let Some((gpu, _)) = rig_counter_core::gpu::products::find("r9700").map(|p| (p.gpu, p)) else { return };
    let mut passes = Vec::new();
    for names in [&["GRBM_COUNT", "GRBM_GUI_ACTIVE", "SQ_WAVES"][..], &["SQ_WAVE_CYCLES"][..]] {
        let Ok(layout) = rig_counter_std::layout(&gpu, names) else { return };
        let offset = passes.iter().map(|p: &rig_counter_std::run::PassLayout| p.layout.bytes()).sum();
        passes.push(rig_counter_std::run::PassLayout { offset, layout });
    }
    let layouts: Vec<&rig_counter_core::Layout> = passes.iter().map(|p| &p.layout).collect();
    let Ok(run) = rig_counter_std::run::RunDescription::of_passes("r9700", None, &gpu, &layouts, 0, &[u32::MAX; 4])
    else {
        return;
    };
    if let Ok(records) = rig_counter_std::records::parse(data, &passes, "fuzz") {
        if let Ok(pass) = rig_counter_std::records::to_pass(data, &records, &passes, &run, "fuzz") {
            let _ = rig_counter_rocprofv3::merge(vec![pass]);
        }
    }
}

fuzz_target!(|data: &[u8]| {
    records(data);
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
