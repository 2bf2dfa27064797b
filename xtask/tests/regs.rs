//! The register-table generator: a small list against its expected output, a
//! disagreement with Mesa, and the committed tables reproduced from `data/`.

use xtask::regs::generate;

fn read(path: &str) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

const FIXTURES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures");

fn mini(csv: &str) -> Result<String, String> {
    let mesa = read(&format!("{FIXTURES}/mesa-mini.json"));
    generate(csv, "regs-mini.csv", &[("mesa-mini.json", &mesa)], &[])
}

#[test]
fn a_register_the_list_lacks_is_taken_whole_from_mesa() {
    let csv = read(&format!("{FIXTURES}/regs-mini.csv"));
    let without: String = csv.lines().filter(|l| !l.contains(",GRBM_GFX_INDEX,")).map(|l| format!("{l}\n")).collect();
    let mesa = read(&format!("{FIXTURES}/mesa-mini.json"));
    let rust = generate(&without, "regs-mini.csv", &[("mesa-mini.json", &mesa)], &[("gc_12_0_0", &["GRBM_GFX_INDEX"])])
        .unwrap();
    assert!(rust.contains("Registers from Mesa, the list lacking them: GRBM_GFX_INDEX."), "{rust}");
    // At Mesa's address, with Mesa's fields.
    assert!(rust.contains("pub const GRBM_GFX_INDEX: Reg<GrbmGfxIndex> = Reg::new(0xc200);"), "{rust}");
    assert!(rust.contains("pub const SE_INDEX: Field<GrbmGfxIndex> = Field::new(16, 4);"), "{rust}");
    let err =
        generate(&without, "regs-mini.csv", &[("mesa-mini.json", &mesa)], &[("gc_12_0_0", &["TA_NOPE"])]).unwrap_err();
    assert_eq!(err, "Mesa's gfx12 has no register TA_NOPE for gc_12_0_0");
    let twice = generate(&csv, "regs-mini.csv", &[("mesa-mini.json", &mesa)], &[("gc_12_0_0", &["GRBM_GFX_INDEX"])])
        .unwrap_err();
    assert_eq!(twice, "gc_12_0_0: GRBM_GFX_INDEX is in the list already (as GRBM_GFX_INDEX at 0xc200)");
}

#[test]
fn mini_list_gives_the_expected_tables() {
    let csv = read(&format!("{FIXTURES}/regs-mini.csv"));
    let expected = read(&format!("{FIXTURES}/regs-mini.expected.rs"));
    assert_eq!(mini(&csv).unwrap(), expected);
}

#[test]
fn a_field_whose_bits_differ_from_mesas_is_an_error() {
    let csv = read(&format!("{FIXTURES}/regs-mini-disagree.csv"));
    let err = mini(&csv).unwrap_err();
    for part in ["mesa-mini.json", "GRBM_GFX_INDEX", "SE_INDEX", "[20:16]", "[19:16]"] {
        assert!(err.contains(part), "{part} not in: {err}");
    }
}

#[test]
fn a_register_mesa_has_at_another_address_is_an_error() {
    let csv = read(&format!("{FIXTURES}/regs-mini.csv")).replace(",0xc200,0x30800,", ",0xc201,0x30804,");
    let err = mini(&csv).unwrap_err();
    for part in ["mesa-mini.json", "GRBM_GFX_INDEX", "0xc201", "0xc200"] {
        assert!(err.contains(part), "{part} not in: {err}");
    }
}

#[test]
fn without_mesa_nothing_is_checked_and_empty_fields_stay_empty() {
    let csv = read(&format!("{FIXTURES}/regs-mini.csv"));
    let rust = generate(&csv, "regs-mini.csv", &[], &[]).unwrap();
    assert!(rust.contains("not checked, no Mesa database for gfx12 given"), "{rust}");
    assert!(rust.contains(r#"RegisterDef { name: "SQG_PERFCOUNTER_CTRL2", address: 0xd9da, fields: &[] },"#), "{rust}");
}

#[test]
fn malformed_lists_are_errors() {
    let csv = read(&format!("{FIXTURES}/regs-mini.csv"));
    let cases = [
        (csv.replace("SA_INDEX[9:8]", "SA_INDEX[8:9]"), "SA_INDEX"),
        (csv.replace("SA_INDEX[9:8]", "SA_INDEX[33:32]"), "SA_INDEX"),
        (csv.replace("SA_INDEX[9:8]", "SA_INDEX[16:8]"), "overlaps SE_INDEX"),
        (csv.replace("gc_11_0_0 (gfx11)", "gc_10_3_0 (gfx1030)"), "gc_10_3_0"),
        (csv.replace(",0xd1c0,0x34700,", ",0xd1c0,0x34704,"), "SQ_PERFCOUNTER0_LO"),
        (csv.replace("CP_PERFMON_CNTL_1", "GRBM_GFX_INDEX"), "already has GRBM_GFX_INDEX"),
    ];
    for (bad, part) in cases {
        let err = mini(&bad).unwrap_err();
        assert!(err.contains(part), "{part} not in: {err}");
    }
}

#[test]
fn committed_tables_are_the_generators_output() {
    let data = concat!(env!("CARGO_MANIFEST_DIR"), "/../data");
    let (list, linux) = ("data/perf-registers-gc943-gc11-gc12.csv", "data/perf-registers-gc943-linux.csv");
    let csvs = [read(&format!("{data}/../{list}")), read(&format!("{data}/../{linux}"))];
    let names = ["mesa-registers-gfx940.json", "mesa-registers-gfx11.json", "mesa-registers-gfx12.json"];
    let texts: Vec<String> = names.iter().map(|n| read(&format!("{data}/{n}"))).collect();
    let mesa: Vec<(&str, &str)> = names.iter().copied().zip(texts.iter().map(String::as_str)).collect();
    let lists = [(list, csvs[0].as_str()), (linux, csvs[1].as_str())];
    let rust = xtask::regs::generate_lists(&lists, &mesa, xtask::regs::FROM_MESA).unwrap();
    let committed = read(concat!(env!("CARGO_MANIFEST_DIR"), "/../rig-counter-core/src/regs/generated.rs"));
    assert!(rust == committed, "rig-counter-core/src/regs/generated.rs is stale: run `cargo run -p xtask -- regs ...`");
}
