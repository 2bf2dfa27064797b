//! `rig-counter oa-sets`: Intel OA metric sets, their platforms and counters,
//! each value as IGT's OA metric XML (`data/oa/`) gives it.

use rig_counter_tests::{json, refused, rig_counter, usage_error};
use serde_json::{Value, json};

/// `oa-tglgt2.xml`'s GPU Busy of RenderBasic.
const GPU_BUSY: &str = "The percentage of time in which the GPU has been processing GPU commands.";

/// `oa-tglgt2.xml`'s sets, in file order.
const TGLGT2_SETS: [&str; 26] = [
    "RenderBasic",
    "ComputeBasic",
    "RenderPipeProfile",
    "HDCAndSF",
    "RasterizerAndPixelBackend",
    "L3_1",
    "L3_2",
    "L3_3",
    "L3_4",
    "L3_5",
    "L3_6",
    "Sampler_1",
    "Sampler_2",
    "TDL_1",
    "TDL_2",
    "TDL_3",
    "GpuBusyness",
    "EuActivity1",
    "EuActivity2",
    "EuActivity3",
    "EuActivity4",
    "EuActivity5",
    "EuActivity6",
    "EuActivity7",
    "EuActivity8",
    "TestOa",
];

/// The output of `rig-counter ARGS`, which must succeed with nothing on stderr.
fn stdout(args: &[&str]) -> String {
    let r = rig_counter(args);
    assert_eq!((r.status, r.stderr.as_str()), (0, ""), "rig-counter {args:?}");
    r.stdout
}

/// A table line's cells: the text between runs of two spaces or more.
fn cells(line: &str) -> Vec<&str> {
    line.split("  ").map(str::trim).filter(|c| !c.is_empty()).collect()
}

#[test]
fn the_platforms_are_igts_25_oldest_first_with_their_sets_and_devices() {
    let text = stdout(&["oa-sets"]);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[0], "platform  name                                sets  devices");
    assert_eq!(lines[1], "hsw       Haswell                                6       60");
    assert_eq!(lines[17], "tglgt2    Tiger Lake GT2                        26        8");
    assert_eq!(lines[25], "mtlgt3    Meteor Lake GT3 / Arrow Lake GT2     254        4");
    assert_eq!(
        &lines[26..],
        [
            "",
            "`rig-counter oa-sets PLATFORM` lists a platform's metric sets; a PCI device id (0x9a49) names its platform."
        ]
    );
    let j = json(&["oa-sets", "--json"]);
    let platforms = j["platforms"].as_array().unwrap();
    assert_eq!(platforms.len(), 25);
    let names: Vec<&str> = platforms.iter().map(|p| p["platform"].as_str().unwrap()).collect();
    assert_eq!((names[0], names[24]), ("hsw", "mtlgt3"));
    // INTEL_TGL_GT2_IDS of IGT's lib/pciids.h.
    let tgl = platforms.iter().find(|p| p["platform"] == "tglgt2").unwrap();
    assert_eq!(
        tgl,
        &json!({"platform": "tglgt2", "name": "Tiger Lake GT2", "sets": 26,
                "devices": ["0x9a40", "0x9a49", "0x9a59", "0x9a78", "0x9ac0", "0x9ac9", "0x9ad9", "0x9af8"]})
    );
    let csv = stdout(&["oa-sets", "--format", "csv"]);
    let csv: Vec<&str> = csv.lines().collect();
    assert_eq!(csv.len(), 26);
    assert_eq!(csv[0], "platform,name,sets,devices");
    assert_eq!(csv[17], "tglgt2,Tiger Lake GT2,26,0x9a40 0x9a49 0x9a59 0x9a78 0x9ac0 0x9ac9 0x9ad9 0x9af8");
    // The devices of one platform are no other's.
    let mut all: Vec<&str> =
        platforms.iter().flat_map(|p| p["devices"].as_array().unwrap()).map(|d| d.as_str().unwrap()).collect();
    let n = all.len();
    all.sort_unstable();
    all.dedup();
    assert_eq!(all.len(), n);
}

#[test]
fn a_platforms_sets_are_listed_in_file_order_by_name_or_pci_id() {
    let text = stdout(&["oa-sets", "tglgt2"]);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[0], "26 OA metric sets of tglgt2 (Tiger Lake GT2)");
    assert_eq!(lines[1], "set                        name                                        counters  uuid");
    assert_eq!(
        lines[2],
        "RenderBasic                Render Metrics Basic set                          34  0fc397c0-4833-492c-9ccd-4929d574d5b8"
    );
    assert_eq!(
        lines[27],
        "TestOa                     Metric set TestOa                                 13  6607f034-d053-40d1-8215-67c07f3041bb"
    );
    let symbols: Vec<&str> = lines[2..].iter().map(|l| cells(l)[0]).collect();
    assert_eq!(symbols, TGLGT2_SETS);
    // The same platform by PCI device id, or in another case.
    assert_eq!(stdout(&["oa-sets", "0x9a49"]), text);
    assert_eq!(stdout(&["oa-sets", "0X9AC9"]), text);
    assert_eq!(stdout(&["oa-sets", "TGLGT2"]), text);
    let j = json(&["oa-sets", "0x9a49", "--json"]);
    assert_eq!(
        (&j["schema_version"], &j["platform"], &j["name"]),
        (&json!(1), &json!("tglgt2"), &json!("Tiger Lake GT2"))
    );
    assert_eq!(
        j["sets"][0],
        json!({"set": "RenderBasic", "name": "Render Metrics Basic set", "counters": 34,
               "uuid": "0fc397c0-4833-492c-9ccd-4929d574d5b8"})
    );
    assert_eq!(j["sets"].as_array().unwrap().len(), 26);
    let csv = stdout(&["oa-sets", "tglgt2", "--format", "csv"]);
    assert_eq!(
        csv.lines().take(3).collect::<Vec<_>>(),
        [
            "set,name,counters,uuid",
            "RenderBasic,Render Metrics Basic set,34,0fc397c0-4833-492c-9ccd-4929d574d5b8",
            "ComputeBasic,Compute Metrics Basic set,30,397a46d9-03dd-4696-8196-270362e1c575",
        ]
    );
}

#[test]
fn a_sets_counters_carry_igts_units_descriptions_and_equations() {
    let text = stdout(&["oa-sets", "0x9a49", "renderbasic"]);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[0], "34 counters of RenderBasic (Render Metrics Basic set) on tglgt2 (Tiger Lake GT2)");
    assert_eq!(cells(lines[1]), ["counter", "symbol", "units", "description"]);
    assert_eq!(lines.len(), 2 + 34);
    let busy = lines.iter().find(|l| l.starts_with("GPU Busy ")).expect("GPU Busy");
    assert_eq!(cells(busy), ["GPU Busy", "GpuBusy", "percent", GPU_BUSY]);
    // By symbol, as IGT's generated code adds them.
    let symbols: Vec<&str> = lines[2..].iter().map(|l| cells(l)[1]).collect();
    let mut sorted = symbols.clone();
    sorted.sort_unstable();
    assert_eq!(symbols, sorted);
    assert_eq!((symbols[0], symbols[33]), ("AvgGpuCoreFrequency", "VsThreads"));
    // By uuid, and by symbol in any case, the same set.
    assert_eq!(stdout(&["oa-sets", "tglgt2", "0fc397c0-4833-492c-9ccd-4929d574d5b8"]), text);
    assert_eq!(stdout(&["oa-sets", "tglgt2", "RENDERBASIC"]), text);

    let csv = stdout(&["oa-sets", "tglgt2", "RenderBasic", "--format", "csv"]);
    let csv: Vec<&str> = csv.lines().collect();
    assert_eq!(csv[0], "name,symbol,units,data_type,description,semantic_type,equation,max_equation,availability");
    assert_eq!(csv.len(), 1 + 34);
    assert!(
        csv.contains(
            &format!("GPU Busy,GpuBusy,percent,float,{GPU_BUSY},duration,A 0 READ 100 UMUL $GpuCoreClocks FDIV,100,")
                .as_str()
        ),
        "{csv:?}"
    );
    assert!(
        csv.contains(
            &"GPU Time Elapsed,GpuTime,ns,uint64,Time elapsed on the GPU during the measurement.,duration,\
              GPU_TIME 0 READ 1000000000 UMUL $GpuTimestampFrequency UDIV,,"
        ),
        "{csv:?}"
    );

    let j = json(&["oa-sets", "tglgt2", "RenderBasic", "--json"]);
    assert_eq!(
        (&j["schema_version"], &j["platform"], &j["set"], &j["name"], &j["uuid"]),
        (
            &json!(1),
            &json!("tglgt2"),
            &json!("RenderBasic"),
            &json!("Render Metrics Basic set"),
            &json!("0fc397c0-4833-492c-9ccd-4929d574d5b8")
        )
    );
    let counters = j["counters"].as_array().unwrap();
    assert_eq!(counters.len(), 34);
    let counter = |symbol: &str| -> &Value { counters.iter().find(|c| c["symbol"] == symbol).unwrap() };
    assert_eq!(
        counter("GpuBusy"),
        &json!({"name": "GPU Busy", "symbol": "GpuBusy", "units": "percent", "data_type": "float",
                "description": GPU_BUSY, "semantic_type": "duration",
                "equation": "A 0 READ 100 UMUL $GpuCoreClocks FDIV", "max_equation": "100", "availability": null})
    );
    // A counter of some devices of the platform only.
    assert_eq!(
        counter("Sampler00Bottleneck"),
        &json!({"name": "Sampler Slice0 Dualsubslice0 is bottleneck", "symbol": "Sampler00Bottleneck",
                "units": "percent", "data_type": "float",
                "description": "The percentage of time when sampler slice0 dualsubslice0 is bottleneck",
                "semantic_type": "duration", "equation": "B 1 READ 100 UMUL $GpuCoreClocks FDIV",
                "max_equation": "100", "availability": "$DualSubsliceMask 1 AND"})
    );
    let available = counters.iter().filter(|c| !c["availability"].is_null()).count();
    assert_eq!(available, 4);
}

#[test]
fn an_unknown_platform_is_refused_with_the_nearest_names() {
    let lists = "`rig-counter oa-sets` lists the platforms";
    for (name, hint) in [
        ("tgl", "did you mean tglgt1 or tglgt2? "),
        ("tglgt3", "did you mean tglgt1 or tglgt2? "),
        ("skl", "did you mean sklgt2, sklgt3 or sklgt4? "),
        ("dg2", "did you mean acmgt1, acmgt2 or acmgt3? "),
        ("hsx", "did you mean hsw? "),
        ("9a49", "did you mean 0x9a49 (a PCI device id is written with its 0x)? "),
        ("foo", ""),
        ("0x", ""),
        ("0x+9a49", ""),
    ] {
        assert_eq!(refused(&["oa-sets", name]), format!("no OA platform is named {name}; {hint}{lists}"));
    }
    assert_eq!(
        refused(&["oa-sets", "Tiger Lake"]),
        format!("no OA platform is named \"Tiger Lake\"; did you mean tglgt1 or tglgt2? {lists}")
    );
    assert_eq!(refused(&["oa-sets", ""]), format!("no OA platform is named \"\"; {lists}"));
    assert_eq!(refused(&["oa-sets", "héllo"]), format!("no OA platform is named héllo; {lists}"));
    assert_eq!(refused(&["oa-sets", "😀😀😀"]), format!("no OA platform is named 😀😀😀; {lists}"));
    // A name of a million characters is cut, and answered at once.
    let long = "a".repeat(1_000_000);
    assert_eq!(
        refused(&["oa-sets", &long]),
        format!("no OA platform is named {}... (999800 more characters); {lists}", "a".repeat(200))
    );
}

#[test]
fn a_pci_device_of_no_oa_platform_is_said_to_have_no_metrics() {
    let none = |id: &str| {
        format!(
            "no platform here has OA metrics for PCI device {id}; `rig-counter oa-sets --json` lists each platform's \
             devices"
        )
    };
    // 0x1234: no Intel GPU; 0x1906: Skylake GT1, which IGT has no OA metrics for.
    for id in ["0x1234", "0x1906", "0X0", "0x123456789abcdef0123"] {
        assert_eq!(refused(&["oa-sets", id]), none(id));
        assert_eq!(refused(&["oa-sets", id, "RenderBasic"]), none(id));
    }
}

#[test]
fn an_unknown_set_is_refused_naming_the_platform_and_the_nearest_sets() {
    let lists = "`rig-counter oa-sets tglgt2` lists its sets";
    for (set, hint) in [
        ("RenderBasik", "did you mean RenderBasic? "),
        ("l3", "did you mean L3_1, L3_2, L3_3, L3_4, L3_5 or L3_6? "),
        ("basic", "did you mean RenderBasic or ComputeBasic? "),
        ("nothing", ""),
    ] {
        assert_eq!(refused(&["oa-sets", "0x9a49", set]), format!("tglgt2 has no OA metric set {set}; {hint}{lists}"));
    }
    // A set's name, for its symbol.
    assert_eq!(
        refused(&["oa-sets", "tglgt2", "render metrics basic set"]),
        format!("tglgt2 has no OA metric set \"render metrics basic set\"; did you mean RenderBasic? {lists}")
    );
    assert_eq!(refused(&["oa-sets", "tglgt2", ""]), format!("tglgt2 has no OA metric set \"\"; {lists}"));
    assert_eq!(
        refused(&["oa-sets", "tglgt2", "ŘenderBasic"]),
        format!("tglgt2 has no OA metric set ŘenderBasic; did you mean RenderBasic? {lists}")
    );
    // More than eight near names are counted.
    assert_eq!(
        refused(&["oa-sets", "mtlgt3", "ext"]),
        "mtlgt3 has no OA metric set ext; did you mean Ext1, Ext3, Ext4, Ext5, Ext6, Ext7, Ext8, Ext9 or 225 more? \
         `rig-counter oa-sets mtlgt3` lists its sets"
    );
    let long = "é".repeat(1_000_000);
    assert_eq!(
        refused(&["oa-sets", "tglgt2", &long]),
        format!("tglgt2 has no OA metric set {}... (999800 more characters); {lists}", "é".repeat(200))
    );
}

#[test]
fn json_and_format_together_are_a_usage_error() {
    let msg = usage_error(&["oa-sets", "--json", "--format", "csv"]);
    assert!(msg.starts_with("the argument '--json' cannot be used with '--format <FORMAT>'"), "{msg}");
    let r = rig_counter(&["oa-sets", "tglgt2", "RenderBasic", "extra"]);
    assert_eq!((r.status, r.stdout.as_str()), (2, ""));
}

#[test]
fn completions_and_the_manual_name_oa_sets() {
    let bash = stdout(&["completions", "bash"]);
    assert!(bash.contains("rig__counter,oa-sets)"), "bash");
    let man = stdout(&["man"]);
    assert!(man.contains("rig\\-counter\\-oa\\-sets(1)"), "man");
    let page = stdout(&["man", "oa-sets"]);
    assert!(page.contains(".TH rig-counter-oa-sets 1"), "{page}");
}
