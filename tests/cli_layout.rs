//! `rig-counter layout`: the README's example and errors through the
//! command, as a user runs it.

use rig_counter_tests::{json, refused, rig_counter};
use serde_json::json;

#[test]
fn the_r9700_example_prints_one_json_object_with_the_specifications_numbers() {
    let j = json(&["layout", "r9700", "GRBM_GUI_ACTIVE", "SQ_WAVES", "GL2C_HIT", "SQ_BUSY_CYCLES", "--json"]);
    let counter = |name: &str, block: &str, event: u32, register: u32, shape: [u32; 5], offset: u32| {
        let [xccs, instances, engines, arrays, wgps] = shape;
        json!({"name": name, "block": block, "event": event, "register": register, "xccs": xccs,
               "instances": instances, "engines": engines, "arrays": arrays, "wgps": wgps, "offset": offset})
    };
    assert_eq!(
        j,
        json!({"schema_version": 1, "gpu": "gfx1201", "bytes": 776, "counters": [
            counter("GRBM_GUI_ACTIVE", "GRBM", 2, 0, [1, 1, 1, 1, 1], 0),
            counter("SQ_WAVES", "SQ", 4, 0, [1, 1, 4, 2, 4], 8),
            counter("GL2C_HIT", "GL2C", 41, 0, [1, 32, 1, 1, 1], 264),
            counter("SQ_BUSY_CYCLES", "SQ", 3, 1, [1, 1, 4, 2, 4], 520),
        ]})
    );
}

#[test]
fn the_table_shows_registers_shapes_offsets_and_the_total() {
    let r = rig_counter(&["layout", "r9700", "GRBM_GUI_ACTIVE", "SQ_WAVES", "GL2C_HIT", "SQ_BUSY_CYCLES"]);
    assert_eq!(r.status, 0);
    assert_eq!(
        r.stdout,
        "layout of 4 counters on gfx1201 (Radeon AI PRO R9700)\n\
         name             block  event  register  shape (xcc x inst x se x sa x wgp)  offset  bytes\n\
         GRBM_GUI_ACTIVE  GRBM       2         0  1 x 1 x 1 x 1 x 1                        0      8\n\
         SQ_WAVES         SQ         4         0  1 x 1 x 4 x 2 x 4                        8    256\n\
         GL2C_HIT         GL2C      41         0  1 x 32 x 1 x 1 x 1                     264    256\n\
         SQ_BUSY_CYCLES   SQ         3         1  1 x 1 x 4 x 2 x 4                      520    256\n\
         total 776 bytes: one little-endian u64 per value, the WGP varying fastest and the XCC slowest\n"
    );
}

#[test]
fn a_processor_name_selects_its_default_product() {
    let by_key = json(&["layout", "r9700", "SQ_WAVES", "--json"]);
    assert_eq!(json(&["layout", "gfx1201", "SQ_WAVES", "--json"]), by_key);
    assert_eq!(json(&["layout", "gfx942", "SQ_WAVES", "--json"]), json(&["layout", "mi300x", "SQ_WAVES", "--json"]));
}

#[test]
fn the_specifications_errors_word_for_word_with_status_1_and_nothing_on_stdout() {
    assert_eq!(refused(&["layout", "r9700", "SQ_WAVES", "SQ_FOO"]), "gfx1201 counts no SQ_FOO");
    assert_eq!(refused(&["layout", "r9700", "SQ_WAVES", "SQ_FOO", "SQ_WAVES"]), "SQ_WAVES is listed twice");
    assert_eq!(
        refused(&["layout", "r9700", "GL2C_HIT", "GL2C_MISS", "GL2C_EA_RDREQ", "GL2C_EA_WRREQ", "GL2C_EA_WRREQ_STALL"]),
        "gfx1201 counts at most 4 GL2C counters at once"
    );
}

#[test]
fn an_unknown_name_fails_loudly_with_a_hint() {
    // User cases 1 and 2.
    assert_eq!(
        refused(&["layout", "r9700", "SQ_WAVES", "GL2C_REQ_sum"]),
        "gfx1201 counts no GL2C_REQ_sum; GL2C_REQ_sum is a derived metric of gfx1150, gfx1151, gfx1152, not of \
         gfx1201; `rig-counter metrics gfx1201 L2` lists its L2 (GL2C) metrics"
    );
    assert_eq!(refused(&["layout", "r9700", "sq_waves"]), "gfx1201 counts no sq_waves; did you mean SQ_WAVES?");
    assert_eq!(refused(&["layout", "r9700", "TCC_HIT"]), "gfx1201 counts no TCC_HIT; did you mean GL2C_HIT?");
    assert_eq!(refused(&["layout", "mi300x", "GL2C_HIT"]), "gfx942 counts no GL2C_HIT; did you mean TCC_HIT?");
    assert_eq!(
        refused(&["layout", "mi300x", "TCC_HIT[3]"]),
        "gfx942 counts no TCC_HIT[3]; TCC_HIT[3] is not a name: count TCC_HIT and choose the value with \
         select(TCC_HIT,[DIMENSION_INSTANCE=[3]]) in `rig-counter metric --expr`"
    );
}

#[test]
fn a_processor_without_a_catalog_is_an_error_that_says_so() {
    // User case 3.
    assert_eq!(refused(&["layout", "gfx90a", "SQ_WAVES"]), "gfx90a counts no SQ_WAVES; gfx90a has no counter catalog");
}

#[test]
fn an_unknown_gpu_is_refused_listing_the_products() {
    let msg = refused(&["layout", "r9800", "SQ_WAVES"]);
    assert!(msg.starts_with("no GPU is named r9800; did you mean r9700? try a product (r9700, rx9070xt, "), "{msg}");
    // Nothing near: no suggestion.
    let msg = refused(&["layout", "h100", "SQ_WAVES"]);
    assert!(msg.starts_with("no GPU is named h100; try a product (r9700, "), "{msg}");
    let msg = refused(&["layout", "MI300", "SQ_WAVES"]);
    assert!(msg.starts_with("no GPU is named MI300; did you mean mi300x or mi300a? try"), "{msg}");
}

#[test]
fn usage_errors_exit_2() {
    for args in [&["layout", "r9700"][..], &["frobnicate"], &[], &["layout", "r9700", "SQ_WAVES", "--jsn"]] {
        let r = rig_counter(args);
        assert_eq!((r.status, r.stdout.as_str()), (2, ""), "{args:?}");
        assert!(!r.stderr.is_empty());
    }
    let help = rig_counter(&["--help"]);
    assert_eq!(help.status, 0);
    assert!(help.stdout.contains("layout"));
}

#[test]
fn accumulate_lays_out_the_level_counter_then_its_accumulator() {
    let j = rig_counter_tests::json(&[
        "layout",
        "rx7900xtx",
        "SQ_WAVES",
        "accumulate(SQ_INST_LEVEL_LDS, HIGH_RES)",
        "--json",
    ]);
    let rows: Vec<_> = j["counters"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| {
            (
                c["name"].as_str().unwrap(),
                c["event"].as_u64().unwrap(),
                c["register"].as_u64().unwrap(),
                c.get("accumulates").cloned(),
            )
        })
        .collect();
    assert_eq!(
        rows,
        [
            ("SQ_WAVES", 4, 0, None),
            ("SQ_INST_LEVEL_LDS", 88, 1, None),
            ("SQ_ACCUM_PREV", 1, 2, Some(serde_json::json!("HIGH_RES"))),
        ]
    );
    let text = rig_counter_tests::rig_counter(&["layout", "rx7900xtx", "accumulate(SQ_INST_LEVEL_LDS,LOW_RES)"]).stdout;
    assert!(text.contains("\nSQ_ACCUM_PREV = accumulate(SQ_INST_LEVEL_LDS,LOW_RES)  SQ         1         1"), "{text}");
    // NONE is the plain counter.
    let none = rig_counter_tests::json(&["layout", "r9700", "accumulate(SQ_INST_LEVEL_LDS,NONE)", "--json"]);
    assert_eq!(none["counters"].as_array().unwrap().len(), 1);
}

#[test]
fn accumulate_is_refused_as_rocprofiler_refuses_it() {
    use rig_counter_tests::refused;
    assert_eq!(
        refused(&["layout", "r9700", "accumulate(GL2C_HIT,HIGH_RES)"]),
        "accumulate takes SQ counters only; GL2C_HIT is a GL2C counter"
    );
    assert_eq!(
        refused(&["start", "r9700", "accumulate(2*SQ_WAVES,HIGH_RES)"]),
        "accumulate(2*SQ_WAVES,HIGH_RES): accumulate takes a counter name, not (2*SQ_WAVES)"
    );
    assert_eq!(
        refused(&["stop", "r9700", "accumulate(SQ_WAVES,FAST)"]),
        "accumulate(SQ_WAVES,FAST): at 20: expected `HIGH_RES`, `LOW_RES` or `NONE`, found `FAST`"
    );
    assert_eq!(
        refused(&["layout", "r9700", "SQ_INST_LEVEL_LDS", "accumulate(SQ_INST_LEVEL_LDS,HIGH_RES)"]),
        "SQ_INST_LEVEL_LDS is listed twice"
    );
    assert_eq!(refused(&["layout", "r9700", "accumulate(SQ_FOO,HIGH_RES)"]), "gfx1201 counts no SQ_FOO");
}

#[test]
fn plan_takes_accumulate_as_it_takes_a_counter_and_metric_names_it_when_missing() {
    use rig_counter_tests::{json, refused};
    let plan = json(&["plan", "r9700", "SQ_WAVES", "accumulate(SQ_INST_LEVEL_LDS, HIGH_RES)", "--json"]);
    let names = &plan["passes"][0]["names"];
    assert_eq!(names, &serde_json::json!(["accumulate(SQ_INST_LEVEL_LDS,HIGH_RES)", "SQ_WAVES"]));
    assert_eq!(plan["passes"][0]["counters"].as_array().unwrap().len(), 3);
    // Seven SQ counters and an accumulated one take 9 SQ registers: two passes.
    let mut args = vec!["plan", "r9700", "accumulate(SQ_INST_LEVEL_LDS,HIGH_RES)", "--json"];
    let sq = [
        "SQ_WAVES",
        "SQ_BUSY_CYCLES",
        "SQ_INSTS_VALU",
        "SQ_INSTS_SALU",
        "SQ_INSTS_SMEM",
        "SQ_INSTS_LDS",
        "SQ_WAVE_CYCLES",
    ];
    args.extend(sq);
    assert_eq!(json(&args)["passes"].as_array().unwrap().len(), 2);
    assert_eq!(
        refused(&["plan", "r9700", "accumulate(GL2C_HIT,HIGH_RES)"]),
        "accumulate takes SQ counters only; GL2C_HIT is a GL2C counter"
    );
    // metric says which accumulate a metric needs, in the form to count it.
    let dir = std::env::temp_dir().join(format!("rig-counter-acc-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("s.bin");
    std::fs::write(&file, vec![0u8; 768]).unwrap();
    let msg = rig_counter_tests::usage_error(&[
        "metric",
        "rx7900xtx",
        "SQ_INSTS_LDS",
        "SQ_INST_LEVEL_LDS",
        "LdsLatency",
        "--samples",
        file.to_str().unwrap(),
    ]);
    assert!(
        msg.starts_with(
            "LdsLatency needs accumulate(SQ_INST_LEVEL_LDS,HIGH_RES), which the run's counters do not name"
        ),
        "{msg}"
    );
}

#[test]
fn accumulate_edge_cases_from_a_break_test() {
    use rig_counter_tests::{refused, rig_counter};
    // accumulate(X,NONE) is the plain counter in metric too (it was dropped, shifting the layout).
    let dir = std::env::temp_dir().join(format!("rig-counter-acc-none-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("run.bin");
    let bytes: Vec<u8> = (0..64u64).flat_map(|i| (1000 + i).to_le_bytes()).collect();
    std::fs::write(&file, bytes).unwrap();
    let f = file.to_str().unwrap();
    let r = rig_counter(&[
        "metric",
        "r9700",
        "accumulate(SQ_WAVES,NONE)",
        "SQ_BUSY_CYCLES",
        "--samples",
        f,
        "--expr",
        "reduce(SQ_BUSY_CYCLES,sum)",
        "--format",
        "json",
    ]);
    assert_eq!(r.status, 0, "{}", r.stderr);
    let sum: u64 = (32..64).map(|i| 1000 + i).sum();
    assert!(r.stdout.contains(&format!("\"value\": {sum}.0")), "{}", r.stdout);
    // plan on gfx942: two resolutions of SQ_LEVEL_WAVES take two accumulators; the second metric is not completed.
    let out = rig_counter(&["plan", "mi300x", "MeanOccupancyPerCU", "MeanOccupancyPerActiveCU"]).stdout;
    assert!(out.contains("completes MeanOccupancyPerActiveCU\n"), "{out}");
    assert!(
        out.contains("MeanOccupancyPerCU: accumulates a counter at another resolution than the plan counts it at for another metric or request"),
        "{out}"
    );
    // The summary counts a level counter and its accumulator once.
    let out = rig_counter(&["plan", "rx7900xtx", "LdsLatency"]).stdout;
    assert!(
        out.starts_with("2 counters in 1 pass") && out.contains("pass 1: 2 counters and 1 accumulator, 1152 bytes"),
        "{out}"
    );
    // Terminal escapes in an accumulate(...) are shown escaped.
    let msg = refused(&["layout", "r9700", "accumulate(\u{1b}[31mSQ,HIGH_RES)"]);
    assert!(msg.starts_with("accumulate(\\u{1b}[31mSQ,HIGH_RES): "), "{msg}");
    assert_eq!(
        refused(&[
            "metric",
            "r9700",
            "SQ_WAVES",
            "SQ_BUSY_CYCLES",
            "--samples",
            f,
            "--expr",
            "accumulate(GRBM_COUNT+1,NONE)"
        ]),
        "accumulate(GRBM_COUNT+1,NONE): accumulate takes a counter name, not (GRBM_COUNT+1)"
    );
}
