//! The core's metric table generator (`plan-metrics`) reproduces the
//! committed table, and reads a metric's accumulations.

use xtask::plan_metrics::generate;

const ROOT: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/..");

fn read(path: &str) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

#[test]
fn rocprofilers_definitions_give_the_committed_metric_table() {
    let input = "data/rocprofiler-config-2026-08.yaml";
    let got = generate(&read(&format!("{ROOT}/{input}")), input).unwrap();
    assert_eq!(got, read(&format!("{ROOT}/rig-counter-core/src/plan/metrics.rs")), "rerun the generator");
}

#[test]
fn a_metric_takes_the_counters_of_the_metrics_it_names_and_its_accumulations() {
    let yaml = "rocprofiler-sdk:
  counters-schema-version: 1
  counters:
  - name: GRBM_GUI_ACTIVE
    description: Busy.
    properties: []
    definitions:
    - architectures: [gfx942]
      block: GRBM
      event: 2
  - name: SQ_INSTS_LDS
    description: LDS instructions.
    properties: []
    definitions:
    - architectures: [gfx942]
      block: SQ
      event: 20
  - name: SQ_INST_LEVEL_LDS
    description: LDS instructions in flight.
    properties: []
    definitions:
    - architectures: [gfx942]
      block: SQ
      event: 21
  - name: Lat
    description: Latency.
    properties: []
    definitions:
    - architectures: [gfx942]
      expression: reduce(accumulate(SQ_INST_LEVEL_LDS, HIGH_RES),sum)/reduce(SQ_INSTS_LDS,sum)
  - name: LatPerBusy
    description: Latency per busy cycle.
    properties: []
    definitions:
    - architectures: [gfx942]
      expression: Lat/reduce(GRBM_GUI_ACTIVE,max)
";
    let got = generate(yaml, "test.yaml").unwrap();
    assert!(
        got.contains(
            r#"    ("Lat", &[Request::plain("SQ_INSTS_LDS"), Request::accumulated("SQ_INST_LEVEL_LDS", HighRes)]),"#
        ),
        "{got}"
    );
    let per_busy = r#"    ("LatPerBusy", &[Request::plain("GRBM_GUI_ACTIVE"), Request::plain("SQ_INSTS_LDS"), Request::accumulated("SQ_INST_LEVEL_LDS", HighRes)]),"#;
    assert!(got.contains(per_busy), "{got}");
}
