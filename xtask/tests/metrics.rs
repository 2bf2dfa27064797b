//! The built-in metrics generator reproduces the committed table and keeps only
//! metrics whose every name exists (user case 4).

use xtask::metrics::{generate, identifiers};

const ROOT: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/..");

fn read(path: &str) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

#[test]
fn rocprofilers_definitions_give_the_committed_builtin_metrics() {
    let input = "data/rocprofiler-config-2026-08.yaml";
    let got = generate(&read(&format!("{ROOT}/{input}")), input).unwrap();
    assert_eq!(got, read(&format!("{ROOT}/rig-counter-std/src/definitions/builtin.rs")), "rerun the generator");
}

#[test]
fn a_metric_naming_a_counter_the_architecture_lacks_is_left_out_and_listed() {
    let yaml = "rocprofiler-sdk:
  counters-schema-version: 1
  counters:
  - name: GRBM_COUNT
    description: Clock.
    properties: []
    definitions:
    - architectures: [gfx1201, gfx942]
      block: GRBM
      event: 0
  - name: GRBM_GUI_ACTIVE
    description: Busy.
    properties: []
    definitions:
    - architectures: [gfx942]
      block: GRBM
      event: 2
  - name: GPU_UTIL
    description: Busy share.
    properties: []
    definitions:
    - architectures: [gfx942, gfx1201]
      expression: 100*GRBM_GUI_ACTIVE/GRBM_COUNT
  - name: UTIL_TWICE
    description: A metric of a metric.
    properties: []
    definitions:
    - architectures: [gfx942, gfx1201]
      expression: 2*GPU_UTIL
";
    let got = generate(yaml, "mini.yaml").unwrap();
    assert!(got.contains("//   gfx1201: 2 left out: GPU_UTIL (GRBM_GUI_ACTIVE), UTIL_TWICE (GPU_UTIL)\n"), "{got}");
    assert!(got.contains("(\"gfx942\", GFX942),\n    (\"gfx1201\", GFX1201),"), "{got}");
    assert!(got.contains("/// The 2 derived metrics of gfx942.\n"), "{got}");
    assert!(got.contains("/// The 0 derived metrics of gfx1201.\n"), "{got}");
}

#[test]
fn identifiers_are_names_not_numbers() {
    let ids: Vec<&str> = identifiers("100*reduce(TCC_HIT,sum)/1e3+select(X,[DIMENSION_XCC=[0]])").into_iter().collect();
    assert_eq!(ids, ["DIMENSION_XCC", "TCC_HIT", "X", "reduce", "select", "sum"]);
}

#[test]
fn rocprofilers_definitions_give_the_committed_counter_descriptions() {
    let input = "data/rocprofiler-config-2026-08.yaml";
    let got = xtask::descriptions::generate(&read(&format!("{ROOT}/{input}")), input).unwrap();
    assert_eq!(got, read(&format!("{ROOT}/rig-counter-std/src/definitions/descriptions.rs")), "rerun the generator");
}
