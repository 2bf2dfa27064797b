//! The catalog generator reproduces the committed tables.

use xtask::catalog::generate;

const FIXTURES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures");
const ROOT: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/..");

fn read(path: &str) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

#[test]
fn a_small_definitions_file_gives_the_committed_tables() {
    let got = generate(&read(&format!("{FIXTURES}/mini.yaml")), "xtask/tests/fixtures/mini.yaml").unwrap();
    assert_eq!(got, read(&format!("{FIXTURES}/mini.expected.rs")));
    // gfx942 and gfx1201 share one table; GCEA (no GFX9 programs), gfx90a (not
    // served) and the derived metric are left out.
    assert!(got.contains("counters: GFX942, index: GFX942_INDEX, names: NAMES_1 },\n    // gfx12\n"));
    // Names lie in one blob per feature set, each name once in its blob.
    assert!(got.contains("#[cfg(any(feature = \"gfx9\", feature = \"gfx12\"))]\nstatic NAMES_1: &str = concat!(\n    \"GRBM_COUNTSQ_WAVES\",\n);"));
    assert!(got.contains("CounterDef::generated(1, 10, 8, Block::Sq, 4), // SQ_WAVES"));
    assert!(!got.contains("GCEA_BUSY") && !got.contains("GPU_UTIL") && !got.contains("stepping: 10"));
}

#[test]
fn rocprofilers_definitions_give_the_committed_core_catalog() {
    let input = "data/rocprofiler-config-2026-08.yaml";
    let got = generate(&read(&format!("{ROOT}/{input}")), input).unwrap();
    assert_eq!(got, read(&format!("{ROOT}/rig-counter-core/src/catalog/generated.rs")), "rerun the generator");
}

#[test]
fn an_architecture_defined_twice_is_refused_naming_file_entry_and_field() {
    let e = generate(&read(&format!("{FIXTURES}/bad-duplicate.yaml")), "bad-duplicate.yaml").unwrap_err();
    assert_eq!(e, "bad-duplicate.yaml: SQ_WAVES: architectures lists gfx1201 in two definitions");
}

#[test]
fn a_block_without_an_event_is_refused_naming_file_entry_and_field() {
    let e = generate(&read(&format!("{FIXTURES}/bad-no-event.yaml")), "bad-no-event.yaml").unwrap_err();
    assert_eq!(e, "bad-no-event.yaml: GRBM_COUNT: block without event");
}

#[test]
fn a_file_of_another_schema_is_refused_naming_the_file() {
    let e = generate("counters: []\n", "other.yaml").unwrap_err();
    assert!(e.starts_with("other.yaml: "), "{e}");
}
