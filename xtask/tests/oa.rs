//! The OA tables: the committed file is what the generator makes of
//! `data/oa/`, and the generator reads the PCI id macros and the XML as
//! IGT does.

use std::path::Path;

fn root() -> &'static Path {
    Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/.."))
}

#[test]
fn the_committed_oa_tables_are_what_the_generator_makes() {
    let made = xtask::oa::generate(&root().join(xtask::oa::DEFAULT_DATA)).unwrap();
    let committed = std::fs::read_to_string(root().join(xtask::oa::DEFAULT_OUT)).unwrap();
    assert!(made == committed, "run `cargo run -p xtask -- oa`: {} differs", xtask::oa::DEFAULT_OUT);
}

#[test]
fn the_tables_hold_every_platform_set_and_counter_of_the_files() {
    let made = xtask::oa::generate(&root().join(xtask::oa::DEFAULT_DATA)).unwrap();
    // 816 <set> and 16,499 <counter> elements in the 26 files (grep -c).
    assert!(made.contains("pub(super) static PLATFORMS: [PlatformRow; 25]"));
    assert!(made.contains("pub(super) static SETS: [SetRow; 816]"));
    assert!(made.contains("pub(super) static COUNTERS: [CounterRow; 16499]"));
    // Tiger Lake GT2's 0x9a49 (INTEL_TGL_GT2_IDS) is platform 16; 0x7d67 is
    // both INTEL_MTL_M_IDS and INTEL_ARL_GT1_IDS, both Meteor Lake GT2's (23).
    assert!(made.contains("    (0x9a49, 16),\n"));
    assert!(made.contains("    (0x7d67, 23),\n"));
}

#[test]
fn a_missing_data_folder_is_named() {
    let err = xtask::oa::generate(Path::new("/nonexistent/oa")).unwrap_err();
    assert!(err.starts_with("/nonexistent/oa/pciids.h: "), "{err}");
}
