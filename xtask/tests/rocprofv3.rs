//! The committed JSON and rocpd twins of the example rocprofv3 run are what
//! `cargo run -p xtask -- rocprofv3` writes from its CSV now (a database
//! compared by its dump: its tables' SQL and rows, not the bytes SQLite's
//! version stamps).

use std::path::{Path, PathBuf};
use xtask::rocprofv3::{DEFAULT_CSV, DEFAULT_JSON, DEFAULT_ROCPD, dump, generate, instances};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

#[test]
fn the_committed_twins_are_what_the_generator_writes() {
    let out = std::env::temp_dir().join(format!("rig-counter-xtask-rocprofv3-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&out);
    let written = generate(&root().join(DEFAULT_CSV), &out.join("json"), &out.join("rocpd")).unwrap();
    let names: Vec<String> = written.iter().map(|f| f.strip_prefix(&out).unwrap().display().to_string()).collect();
    assert_eq!(
        names,
        [
            "json/pass_1/node0/1001_results.json",
            "rocpd/pass_1/node0/1001_results.db",
            "json/pass_2/node0/1002_results.json",
            "rocpd/pass_2/node0/1002_results.db"
        ]
    );
    let stale = "is not what the generator writes: run `cargo run -p xtask -- rocprofv3`";
    for (made, committed) in [
        ("json/pass_1/node0/1001_results.json", "pass_1/node0/1001_results.json"),
        ("json/pass_2/node0/1002_results.json", "pass_2/node0/1002_results.json"),
    ] {
        let committed = root().join(DEFAULT_JSON).join(committed);
        let same = std::fs::read(out.join(made)).unwrap() == std::fs::read(&committed).unwrap_or_default();
        assert!(same, "{} {stale}", committed.display());
    }
    for (made, committed) in [
        ("rocpd/pass_1/node0/1001_results.db", "pass_1/node0/1001_results.db"),
        ("rocpd/pass_2/node0/1002_results.db", "pass_2/node0/1002_results.db"),
    ] {
        let committed = root().join(DEFAULT_ROCPD).join(committed);
        let same = dump(&out.join(made)).unwrap() == dump(&committed).unwrap_or_default();
        assert!(same, "{} {stale}", committed.display());
    }
    // Written twice, the same: a database is replaced, not added to.
    generate(&root().join(DEFAULT_CSV), &out.join("json"), &out.join("rocpd")).unwrap();
    let db = out.join("rocpd/pass_2/node0/1002_results.db");
    assert!(dump(&db).unwrap().contains("\nrocpd_kernel_dispatch_00000000_0000_7000_8000_0000000003ea: 5 "));
    assert!(!dump(&db).unwrap().contains("\nrocpd_kernel_dispatch_00000000_0000_7000_8000_0000000003ea: 6 "));
    let _ = std::fs::remove_dir_all(&out);
}

#[test]
fn a_sum_is_split_over_the_counters_instances() {
    // GL2C_HIT on gfx1201: 32 values, one per L2 channel of the R9700; 300 = 12 x 10 + 20 x 9.
    let hits = instances("gfx1201", "GL2C_HIT", 300.0).unwrap();
    assert_eq!(hits.len(), 32);
    assert_eq!((hits[0], hits[11], hits[12], hits[31]), (10.0, 10.0, 9.0, 9.0));
    assert_eq!(hits.iter().sum::<f64>(), 300.0);
    // GRBM_COUNT is one value, a derived metric too.
    assert_eq!(instances("gfx1201", "GRBM_COUNT", 2000.0).unwrap(), [2000.0]);
    assert_eq!(instances("gfx1201", "L2CacheHit", 62.5).unwrap(), [62.5]);
    assert_eq!(
        instances("gfx1201", "GL2C_HIT", 2.5).unwrap_err(),
        "GL2C_HIT's sum 2.5 is no whole number to split over its 32 instances"
    );
}
