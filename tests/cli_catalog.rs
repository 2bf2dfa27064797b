//! `rig-counter gpus` and `rig-counter counters`.

use rig_counter_tests::{json, refused, rig_counter};
use serde_json::{Value, json};

/// rocprofiler's description of SQ_WAVES (its definitions, August 2025 and 2026 alike).
const SQ_WAVES: &str = "Count number of waves sent to distributed sequencers (SQs). This value represents the number \
    of waves that are sent to each SQ. This only counts new waves sent since the start of collection (for dispatch \
    profiling this is the timeframe of kernel execution, for agent profiling it is the timeframe between \
    start_context and read counter data). A sum of all SQ_WAVES values will give the total number of waves started \
    by the application during the collection timeframe. Returns one value per-SE (aggregates of SIMD values).";

fn counter<'a>(j: &'a Value, name: &str) -> &'a Value {
    j["counters"].as_array().unwrap().iter().find(|c| c["name"] == name).unwrap_or_else(|| panic!("no {name}"))
}

#[test]
fn counters_json_is_one_object_with_every_counters_shape() {
    let j = json(&["counters", "r9700", "--json"]);
    assert_eq!(j["gpu"], "gfx1201");
    assert_eq!(j["counters"].as_array().unwrap().len(), 45);
    assert_eq!(
        counter(&j, "SQ_WAVES"),
        &json!({"name": "SQ_WAVES", "block": "SQ", "event": 4, "registers": 8,
                "xccs": 1, "instances": 1, "engines": 4, "arrays": 2, "wgps": 4,
                "dimensions": ["DIMENSION_SHADER_ENGINE[0:3]", "DIMENSION_SHADER_ARRAY[0:1]", "DIMENSION_WGP[0:3]"],
                "description": SQ_WAVES})
    );
    assert_eq!(
        counter(&j, "GL2C_HIT"),
        &json!({"name": "GL2C_HIT", "block": "GL2C", "event": 41, "registers": 4,
                "xccs": 1, "instances": 32, "engines": 1, "arrays": 1, "wgps": 1,
                "dimensions": ["DIMENSION_INSTANCE[0:31]"], "description": "Number of cache hits"})
    );
    let mi300x = json(&["counters", "mi300x", "--json"]);
    assert_eq!(
        counter(&mi300x, "TCC_HIT"),
        &json!({"name": "TCC_HIT", "block": "TCC", "event": 17, "registers": 4,
                "xccs": 8, "instances": 16, "engines": 1, "arrays": 1, "wgps": 1,
                "dimensions": ["DIMENSION_XCC[0:7]", "DIMENSION_INSTANCE[0:15]"], "description": "Number of cache hits."})
    );
    assert_eq!(counter(&mi300x, "SQ_WAVES")["registers"], 16);
    assert_eq!(counter(&mi300x, "SQ_WAVES")["engines"], 4);
}

#[test]
fn a_processor_the_file_does_not_name_uses_its_familys_entries() {
    // gfx1151 (Radeon 8060S): its own entries of rocprofiler's file, every
    // one: GC 11.5's GCEA, GL1A, GL1C, SQG, CPC, CPF, SPI, TCP and TD with
    // the blocks GFX11 had.
    let j = json(&["counters", "radeon8060s", "--json"]);
    assert_eq!(j["gpu"], "gfx1151");
    assert_eq!(j["counters"].as_array().unwrap().len(), 256);
    let listed = rig_counter(&["counters", "radeon8060s"]).stdout;
    assert_eq!(listed.lines().next(), Some("256 counters of gfx1151 (Radeon 8060S)"));
    assert!(!listed.contains("no programs for"), "nothing is left out");
    // Each new block where it counts: GL1C 4 quadrants of each of 2 x 2
    // arrays, GL1A one per array, TCP and TD per CU (2 per WGP, 5 WGPs an
    // array), SQG and SPI per engine, CPC and CPF once, GCEA per L2 channel (8).
    let l = json(&[
        "layout",
        "radeon8060s",
        "GL1C_REQ",
        "GL1A_BUSY",
        "TCP_REQ",
        "TD_TD_BUSY",
        "SQG_WAVES",
        "SPI_BUSY",
        "CPC_CPC_STAT_BUSY",
        "CPF_CPF_STAT_BUSY",
        "GCEA_SARB_BUSY",
        "--format",
        "json",
    ]);
    let got: Vec<(String, u64, u64, u64)> = l["counters"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| {
            let shape: Vec<u64> =
                ["instances", "engines", "arrays", "wgps"].iter().map(|k| c[*k].as_u64().unwrap()).collect();
            (
                c["name"].as_str().unwrap().to_owned(),
                c["event"].as_u64().unwrap(),
                shape.iter().product(),
                c["offset"].as_u64().unwrap(),
            )
        })
        .collect();
    let want = [
        ("GL1C_REQ", 14, 16, 0),
        ("GL1A_BUSY", 0, 4, 128),
        ("TCP_REQ", 9, 40, 160),
        ("TD_TD_BUSY", 1, 40, 480),
        ("SQG_WAVES", 20, 2, 800),
        ("SPI_BUSY", 283, 2, 816),
        ("CPC_CPC_STAT_BUSY", 25, 1, 832),
        ("CPF_CPF_STAT_BUSY", 24, 1, 840),
        ("GCEA_SARB_BUSY", 62, 8, 848),
    ];
    assert_eq!(got, want.map(|(n, e, v, o)| (n.to_owned(), e, v, o)));
    assert_eq!(l["bytes"], 912);
}

/// A synthetic gfx1250 KFD node (2 dies of 2 engines of 2 arrays of 4 WGPs):
/// no public geometry of a gfx1250 part exists (its README says so).
const GFX1250: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../rig-counter-std/tests/fixtures/kfd/gfx1250-synthetic");

#[test]
fn gfx1250_has_its_catalog_layouts_plans_and_metrics_and_no_programs() {
    // Its own 224 counters of rocprofiler's definitions, on its 16 blocks.
    let j = json(&["counters", "gfx1250", "--json"]);
    let counters = j["counters"].as_array().unwrap();
    assert_eq!(counters.len(), 224);
    let mut blocks: Vec<&str> = counters.iter().map(|c| c["block"].as_str().unwrap()).collect();
    blocks.dedup();
    blocks.sort();
    blocks.dedup();
    assert_eq!(
        blocks,
        [
            "CHA", "CHC", "CPC", "CPF", "GL1A", "GL1C", "GL2A", "GL2C", "GLARBC", "GRBM", "GRBMA", "GRBMH", "SPI",
            "SQ", "SQG", "TCP"
        ]
    );
    let hit = counters.iter().find(|c| c["name"] == "GL2C_HIT").unwrap();
    assert_eq!((hit["event"].as_u64(), hit["registers"].as_u64()), (Some(84), Some(4)));
    // Layouts on a node of a topology: aqlprofile's gfx1250 instances.
    let names = ["GL2C_EA_RDREQ_32B", "SQ_WAVES", "TX_VCA_ADDR_STALLED_BY_VMW_CYCLES", "GL1C_GL2_REQ_READ_LEVEL"];
    let more = ["SQG_BUSY_CYCLES", "CHC_REQ_READ", "GRBMA_COUNT", "GRBMH_COUNT"];
    let args = [&["layout", "kfd:1", "--topology", GFX1250, "--format", "json"][..], &names, &more].concat();
    let l = json(&args);
    let shapes: Vec<(String, [u64; 5])> = l["counters"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| {
            let dims = ["xccs", "instances", "engines", "arrays", "wgps"].map(|k| c[k].as_u64().unwrap());
            (c["name"].as_str().unwrap().to_owned(), dims)
        })
        .collect();
    let want: [(&str, [u64; 5]); 8] = [
        ("GL2C_EA_RDREQ_32B", [2, 96, 1, 1, 1]),
        ("SQ_WAVES", [2, 1, 2, 2, 4]),
        ("TX_VCA_ADDR_STALLED_BY_VMW_CYCLES", [2, 2, 2, 2, 4]),
        ("GL1C_GL2_REQ_READ_LEVEL", [2, 12, 2, 1, 1]),
        ("SQG_BUSY_CYCLES", [2, 1, 2, 1, 1]),
        ("CHC_REQ_READ", [2, 2, 1, 1, 1]),
        ("GRBMA_COUNT", [2, 1, 1, 1, 1]),
        ("GRBMH_COUNT", [2, 1, 2, 1, 1]),
    ];
    assert_eq!(shapes, want.map(|(n, d)| (n.to_owned(), d)));
    assert_eq!(l["bytes"], 2800);
    // A plan of its metrics.
    let p = json(&["plan", "kfd:1", "--topology", GFX1250, "FETCH_SIZE", "GPU_UTIL", "--format", "json"]);
    assert_eq!(p["passes"].as_array().unwrap().len(), 1);
    assert_eq!(p["passes"][0]["metrics"], json!(["FETCH_SIZE", "GPU_UTIL"]));
    // Its metrics: 8 of 9; CU_NUM needs simd_count, which no public source gives.
    let r = rig_counter(&["metrics", "kfd:1", "--topology", GFX1250, "--format", "json"]);
    let listed: serde_json::Value = serde_json::from_str(&r.stdout).unwrap();
    assert_eq!(listed["metrics"].as_array().unwrap().len(), 8);
    assert!(
        r.stderr.contains("warning: CU_NUM: not listed: CU_NUM: the GPU has no value for simd_count\n"),
        "{}",
        r.stderr
    );
    // A metric evaluated from samples: GRBM_GUI_ACTIVE 30 and 60, GRBM_COUNT 120 on both dies.
    let words: Vec<u8> = [120u64, 120, 30, 60].iter().flat_map(|w| w.to_le_bytes()).collect();
    let samples = rig_counter_tests::samples_file(&words).display().to_string();
    let m = rig_counter(&[
        "metric",
        "kfd:1",
        "--topology",
        GFX1250,
        "GRBM_COUNT",
        "GRBM_GUI_ACTIVE",
        "GPU_UTIL",
        "--samples",
        &samples,
        "--format",
        "csv",
    ]);
    assert_eq!(m.stdout, "Metric,Value\nGPU_UTIL,50\n", "{}", m.stderr);
    // No programs: every one is refused, typed, saying why.
    let why = "gfx1250 has no counting programs: no public source gives its counter registers' addresses";
    for program in ["start", "stop", "sample"] {
        assert_eq!(refused(&[program, "kfd:1", "--topology", GFX1250, "SQ_WAVES"]), why);
    }
    assert_eq!(refused(&["filter", "kfd:1", "--topology", GFX1250, "--vmid", "1"]), why);
    // Named by processor, without a geometry: the same reason, not the product list.
    for program in ["start", "stop", "sample"] {
        assert_eq!(refused(&[program, "gfx1250", "SQ_WAVES"]), why);
    }
}

#[test]
fn counters_of_a_processor_without_a_catalog_is_an_error_that_says_so() {
    assert_eq!(
        refused(&["counters", "gfx90a"]),
        "gfx90a has no counter catalog; rig-counter counts on gfx942, gfx950, gfx11xx and gfx12xx"
    );
    assert!(refused(&["counters", "gfx940", "--json"]).starts_with("gfx940 has no counter catalog"));
}

#[test]
fn gpus_lists_every_built_in_product_with_its_geometry() {
    let j = json(&["gpus", "--json"]);
    let gpus = j["gpus"].as_array().unwrap();
    let keys: Vec<&str> = gpus.iter().map(|g| g["key"].as_str().unwrap()).collect();
    assert_eq!(
        keys,
        [
            "r9700",
            "rx9070xt",
            "rx9070",
            "rx9060xt",
            "rx7900xtx",
            "w7900",
            "rx7800xt",
            "rx7600",
            "radeon8060s",
            "radeon890m",
            "mi300x",
            "mi300a",
            "mi325x",
            "mi350x",
            "mi355x"
        ]
    );
    assert_eq!(
        gpus[0],
        json!({"key": "r9700", "name": "Radeon AI PRO R9700", "processor": "gfx1201", "gc": "12.0.1", "xccs": 1,
               "shader_engines": 4, "shader_arrays": 2, "array_units": 4, "compute_units": 64, "l2_channels": 32})
    );
    let r890m = gpus.iter().find(|g| g["key"] == "radeon890m").unwrap();
    assert_eq!(
        *r890m,
        json!({"key": "radeon890m", "name": "Radeon 890M", "processor": "gfx1150", "gc": "11.5.0", "xccs": 1,
               "shader_engines": 1, "shader_arrays": 2, "array_units": 4, "compute_units": 16, "l2_channels": 4})
    );
    let mi300x = gpus.iter().find(|g| g["key"] == "mi300x").unwrap();
    assert_eq!(
        (&mi300x["processor"], &mi300x["xccs"], &mi300x["compute_units"]),
        (&json!("gfx942"), &json!(8), &json!(38))
    );
}

#[test]
fn counters_takes_a_pattern_and_shows_dimensions_and_descriptions() {
    let r = rig_counter(&["counters", "mi300x", "tcc_hit"]);
    assert_eq!((r.status, r.stderr.as_str()), (0, ""));
    assert_eq!(
        r.stdout,
        "1 counter of gfx942 (Instinct MI300X)\n\
         name     block  event  registers  shape (xcc x inst x se x sa x wgp)  values  dimensions                                   description\n\
         TCC_HIT  TCC       17          4  8 x 16 x 1 x 1 x 1                     128  DIMENSION_XCC[0:7] DIMENSION_INSTANCE[0:15]  Number of cache hits.\n"
    );
    assert_eq!(json(&["counters", "r9700", "SQ_INSTS", "--json"])["counters"].as_array().unwrap().len(), 11);
    // Nothing matches: the hint a counter name gets.
    let r = rig_counter(&["counters", "r9700", "TCC_HIT"]);
    assert_eq!(
        (r.status, r.stderr.as_str()),
        (1, "error: no counter of gfx1201 matches \"TCC_HIT\"; did you mean GL2C_HIT?\n")
    );
}
