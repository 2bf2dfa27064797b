//! The example run shipped in `docs/examples/`: rocprofv3's CSV output
//! (`rocprofv3/`), and its JSON output (`rocprofv3-json/`) and rocpd database
//! (`rocprofv3-rocpd/`), which `cargo run -p xtask -- rocprofv3` writes from
//! it (xtask's tests check they are what it writes). All three read back as
//! the same passes: the same dispatches with the same values.

use rig_counter_rocprofv3::{Pass, read};
use std::path::{Path, PathBuf};

fn examples() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../docs/examples")
}

/// The passes of `folder`, without where each was read.
fn passes(folder: &str) -> Vec<Pass> {
    let mut passes = read(&examples().join(folder)).unwrap_or_else(|e| panic!("{}: {}", e.path, e.message));
    for p in &mut passes {
        p.source.clear();
    }
    passes
}

#[test]
fn the_json_and_rocpd_twins_hold_the_csvs_dispatches_and_values() {
    let csv = passes("rocprofv3");
    // What the CSV holds (tests/cli_rocprofv3_outputs.rs checks each value):
    // two passes of 6 and 5 dispatches on one R9700.
    assert_eq!(csv.iter().map(|p| p.dispatches.len()).collect::<Vec<_>>(), [6, 5]);
    assert_eq!(csv[0].agents, [("Agent 1".to_owned(), "gfx1201".to_owned())]);
    let first = &csv[0].dispatches[0];
    assert_eq!(
        (first.dispatch_id, first.process, first.queue, first.start, first.end),
        (1, Some(1001), Some(1), Some(1_700_000_100_000), Some(1_700_000_121_000))
    );
    assert_eq!(first.counters[4], ("GRBM_COUNT".to_owned(), 2000.0));
    // The twins hold a value per instance, which the CSV sums: beside the
    // same sums, each counter's instances (32 GL2C channels) with their
    // least and greatest, alike in both.
    let (json, rocpd) = (passes("rocprofv3-json"), passes("rocprofv3-rocpd"));
    assert_eq!(json, rocpd);
    let gl2c = &json[1].dispatches[0].instances[0];
    assert_eq!(gl2c.0, "GL2C_HIT");
    assert_eq!((gl2c.1.count, gl2c.1.min, gl2c.1.max), (32, 9.0, 10.0));
    for twin in [json, rocpd] {
        assert_eq!(sums(twin), csv);
    }
}

/// `passes` without their instances, which the CSV does not hold.
fn sums(mut passes: Vec<Pass>) -> Vec<Pass> {
    for d in passes.iter_mut().flat_map(|p| p.dispatches.iter_mut()) {
        d.instances.clear();
    }
    passes
}

#[test]
fn each_twin_file_is_read_alone_as_its_pass() {
    let csv = passes("rocprofv3");
    for (n, pid) in [(1, 1001), (2, 1002)] {
        for file in [
            format!("rocprofv3-json/pass_{n}/node0/{pid}_results.json"),
            format!("rocprofv3-rocpd/pass_{n}/node0/{pid}_results.db"),
        ] {
            let mut pass = sums(read(&examples().join(&file)).unwrap()).remove(0);
            pass.source.clear();
            assert_eq!(pass, csv[n - 1], "{file}");
        }
    }
}
