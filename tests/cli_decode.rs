//! `rig-counter decode`: a synthetic R9700 run against golden CSV and JSON,
//! round trips, and the runs whose numbers cannot be trusted.

use rig_counter_tests::{refused, rig_counter, usage_error};

const NAMES: [&str; 3] = ["GRBM_GUI_ACTIVE", "GRBM_COUNT", "SQ_WAVES"];

/// The synthetic run: GRBM_GUI_ACTIVE 500, GRBM_COUNT 1000, SQ_WAVES of WGP
/// se/sa/wgp = se*100 + sa*10 + wgp, but 3/1/3 saturated.
fn run_words() -> Vec<u64> {
    let mut w = vec![500, 1000];
    for se in 0..4u64 {
        for sa in 0..2u64 {
            for wgp in 0..4u64 {
                w.push(if (se, sa, wgp) == (3, 1, 3) { 0xFFFF_FFFF } else { se * 100 + sa * 10 + wgp });
            }
        }
    }
    w
}

/// Writes `words` as little-endian u64s to a file named `name` in a temporary
/// directory and returns its path.
fn file(name: &str, words: &[u64]) -> String {
    let dir = std::env::temp_dir().join(format!("rig-counter-decode-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, words.iter().flat_map(|w| w.to_le_bytes()).collect::<Vec<u8>>()).unwrap();
    path.display().to_string()
}

fn decode(path: &str, format: &str) -> rig_counter_tests::Run {
    rig_counter(&[&["decode", "r9700"][..], &NAMES, &["--samples", path, "--format", format]].concat())
}

#[test]
fn csv_matches_the_golden_file_with_rocprofv3s_columns() {
    let r = decode(&file("run.bin", &run_words()), "csv");
    assert_eq!(r.status, 0);
    assert_eq!(r.stdout, include_str!("golden/r9700-run.csv"));
    assert_eq!(
        r.stderr,
        "warning: SQ_WAVES has 1 value(s) at 4294967295, the 32-bit ceiling: each means at least that many\n"
    );
}

#[test]
fn json_matches_the_golden_file() {
    let r = decode(&file("run-json.bin", &run_words()), "json");
    assert_eq!(r.status, 0);
    assert_eq!(r.stdout, include_str!("golden/r9700-run.json"));
}

#[test]
fn csv_rows_round_trip_to_the_sample_words() {
    let words = run_words();
    let r = decode(&file("round.bin", &words), "csv");
    let rows: Vec<Vec<&str>> = r.stdout.lines().skip(1).map(|l| l.split(',').collect()).collect();
    let back: Vec<u64> = rows.iter().map(|r| r[1].parse().unwrap()).collect();
    assert_eq!(back, words);
    let wave_213 = rows.iter().find(|r| r[0] == "SQ_WAVES" && r[4..7] == ["2", "1", "3"]).unwrap();
    assert_eq!((wave_213[1], wave_213[7]), ("213", "false"));
    let wave_313 = rows.iter().find(|r| r[0] == "SQ_WAVES" && r[4..7] == ["3", "1", "3"]).unwrap();
    assert_eq!((wave_313[1], wave_313[7]), ("4294967295", "true"));
}

#[test]
fn json_round_trips_to_the_sample_words() {
    let words = run_words();
    let r = decode(&file("round-json.bin", &words), "json");
    let j: serde_json::Value = serde_json::from_str(&r.stdout).unwrap();
    let back: Vec<u64> = j["counters"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|c| c["values"].as_array().unwrap().iter().map(|v| v["value"].as_u64().unwrap()))
        .collect();
    assert_eq!(back, words);
    assert_eq!(j["counters"][2]["total"], 4_294_971_990u64);
}

#[test]
fn a_gated_run_says_so_instead_of_passing_zeros_for_results() {
    // User case 16: GRBM_COUNT, a free-running clock, read 0.
    let mut words = run_words();
    words[1] = 0;
    let r = decode(&file("gated.bin", &words), "table");
    assert_eq!(r.status, 0);
    assert!(r.stderr.contains("warning: GRBM_COUNT, a free-running clock, read 0: the counters were gated, not idle"));
    let zeros = vec![0; words.len()];
    let r = rig_counter(&["decode", "r9700", "SQ_WAVES", "--samples", &file("zeros.bin", &zeros[..32])]);
    assert!(
        r.stderr.contains("warning: every value is 0: either the filter's VMID matched no wave or"),
        "{}",
        r.stderr
    );
}

#[test]
fn clock_counters_total_by_max_across_dies_not_sum() {
    // User case 14: 8 dies of an MI300X, GRBM_GUI_ACTIVE 100..107.
    let words: Vec<u64> = (100..108).collect();
    let r = rig_counter(&[
        "decode",
        "mi300x",
        "GRBM_GUI_ACTIVE",
        "--samples",
        &file("dies.bin", &words),
        "--format",
        "json",
    ]);
    let j: serde_json::Value = serde_json::from_str(&r.stdout).unwrap();
    assert_eq!((j["counters"][0]["total"].as_u64(), j["counters"][0]["reduced_by"].as_str()), (Some(107), Some("max")));
    assert_eq!(j["counters"][0]["values"][7]["DIMENSION_XCC"], 7);
}

#[test]
fn samples_of_the_wrong_length_or_missing_are_refused() {
    let short = file("short.bin", &[0; 3]);
    let r = rig_counter(&["decode", "r9700", "SQ_WAVES", "--samples", &short]);
    assert_eq!((r.status, r.stdout.as_str()), (1, ""));
    assert_eq!(r.stderr, format!("error: {short}: the samples hold 24 bytes; the layout lays out 256\n"));
    let msg = refused(&["decode", "r9700", "SQ_WAVES", "--samples", "/nonexistent/run.bin"]);
    assert!(msg.starts_with("/nonexistent/run.bin: "), "{msg}");
}

#[test]
fn every_listing_takes_json_as_format_json() {
    // Issue 40, item 10: metric, metrics and decode refused --json, though
    // docs/runs.md says every listing takes it.
    let dir = rig_counter_tests::temp_dir("every-json");
    let run = dir.join("run.json").display().to_string();
    let bin = dir.join("run.bin").display().to_string();
    assert_eq!(rig_counter(&["stop", "r9700", "GRBM_COUNT", "GRBM_GUI_ACTIVE", "--run", &run]).status, 0);
    let values = ["--value", "GRBM_COUNT=1000", "--value", "GRBM_GUI_ACTIVE=500"];
    assert_eq!(rig_counter(&[&["samples", "--run", &run, "-o", &bin][..], &values].concat()).status, 0);
    let listings: [&[&str]; 9] = [
        &["gpus"],
        &["counters", "r9700", "GRBM"],
        &["layout", "r9700", "SQ_WAVES"],
        &["plan", "r9700", "GPU_UTIL"],
        &["metrics", "r9700", "util"],
        &["metric", "--run", &run, "GPU_UTIL", "--samples", &bin],
        &["metric", "r9700", "GPU_UTIL", "--rocprofv3", "../docs/examples/rocprofv3"],
        &["decode", "--run", &run, "--samples", &bin],
        &["oa-sets"],
    ];
    for args in listings {
        let long = rig_counter(&[args, &["--format", "json"]].concat());
        assert_eq!(long.status, 0, "{args:?}: {}", long.stderr);
        let short = rig_counter(&[args, &["--json"]].concat());
        assert_eq!((short.status, &short.stdout), (0, &long.stdout), "{args:?}: {}", short.stderr);
        assert!(short.stdout.starts_with("{\n  \"schema_version\": 1,"), "{args:?}: {}", short.stdout);
    }
    assert!(
        usage_error(&["decode", "--run", &run, "--samples", &bin, "--json", "--format", "csv"])
            .starts_with("the argument '--json' cannot be used with '--format <FORMAT>'")
    );
}
