//! The catalog generator reproduces the committed tables.

use xtask::catalog::{SEEDS_TRIED, generate, hash_index, index_with, probes, seed};

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
    assert!(
        got.contains("counters: GFX942, index: GFX942_INDEX, seed: GFX942_SEED, names: NAMES_1 },\n    // gfx12\n")
    );
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
fn the_index_seed_is_the_one_of_fewest_probes() {
    // gfx1201's 45 counters (rig-counter-core's committed catalog, which the
    // test above regenerates).
    let catalog = rig_counter_core::catalog::Catalog::of(rig_counter_core::Target::parse("gfx1201").unwrap()).unwrap();
    let names: Vec<&str> = catalog.counters.iter().map(|c| c.name()).collect();
    let (chosen, index) = hash_index(&names).unwrap();
    assert_eq!((chosen, index.as_slice()), (catalog.seed, catalog.index));
    assert_eq!((names.len(), index.len(), probes(chosen, &names, &index)), (45, 68, 51));
    // Seed 0 (the hash before seeds) takes 62; no seed tried takes fewer than 51.
    assert_eq!(probes(0, &names, &index_with(0, &names)), 62);
    let fewest = (0..SEEDS_TRIED).map(|i| probes(seed(i), &names, &index_with(seed(i), &names))).min();
    assert_eq!((SEEDS_TRIED, fewest), (4096, Some(51)));
    // SplitMix64's first value from 0 (its reference's output for seed 0).
    assert_eq!(seed(1), 0xE220_A839_7B1D_CDAF);
    // A name an index does not hold counts every slot and one more (no endless probe).
    assert_eq!(probes(0, &["SQ_WAVES"], &[xtask::catalog::EMPTY; 4]), 5);
    // More names than the core's bitset holds have no index.
    assert_eq!(hash_index(&vec!["SQ_WAVES"; 513]), None);
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
