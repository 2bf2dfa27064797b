//! The built-in catalogs and metrics against the definitions file they come
//! from (`data/rocprofiler-config-2026-08.yaml`), read here by the host's own
//! parser, processor by processor: every counter's block and event, every
//! metric's expression.

use rig_counter_core::catalog::Catalog;
use rig_counter_core::{Family, Target};
use rig_counter_std::definitions::{builtin, schema};
use std::collections::BTreeSet;

fn file() -> schema::File {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../data/rocprofiler-config-2026-08.yaml");
    schema::parse(&std::fs::read_to_string(path).unwrap(), "rocprofiler-config-2026-08.yaml").unwrap()
}

/// The processors of the file, and for each family key a processor the file
/// does not name, which takes the family's entries.
fn keys(f: &schema::File) -> Vec<(String, Target)> {
    let mut out = Vec::new();
    for arch in f.architectures() {
        let target = match arch {
            "gfx11" => Target::parse("gfx1103").unwrap(),
            "gfx12" => Target::parse("gfx1202").unwrap(),
            a => Target::parse(a).unwrap(),
        };
        out.push((arch.to_owned(), target));
    }
    out
}

#[test]
fn every_catalog_holds_exactly_its_architectures_counters_of_the_file() {
    let f = file();
    let blocks = f.block_names();
    let blocks: Vec<&str> = blocks.iter().map(String::as_str).collect();
    let mut sizes = Vec::new();
    for (arch, target) in keys(&f) {
        let want: BTreeSet<(String, String, u32)> =
            f.hardware(&arch, &blocks).into_iter().map(|h| (h.name, h.block, h.event)).collect();
        let catalog = Catalog::of(target).unwrap_or_else(|| panic!("{arch}: no catalog"));
        let got: BTreeSet<(String, String, u32)> = catalog
            .counters
            .iter()
            .map(|c| (c.name().to_owned(), c.block.name().to_owned(), u32::from(c.event)))
            .collect();
        assert_eq!(got, want, "{arch}");
        assert_eq!(catalog.left_out(), None, "{arch}");
        sizes.push((arch, got.len()));
    }
    let sizes: Vec<(&str, usize)> = sizes.iter().map(|(a, n)| (a.as_str(), *n)).collect();
    assert_eq!(
        sizes,
        [
            ("gfx11", 41),
            ("gfx1100", 41),
            ("gfx1101", 41),
            ("gfx1102", 41),
            ("gfx1150", 256),
            ("gfx1151", 256),
            ("gfx1152", 256),
            ("gfx1153", 85),
            ("gfx12", 45),
            ("gfx1200", 45),
            ("gfx1201", 45),
            ("gfx1250", 224),
            ("gfx942", 265),
            ("gfx950", 428),
        ]
    );
}

#[test]
fn every_built_in_metric_is_its_architectures_entry_of_the_file() {
    let f = file();
    for (arch, target) in keys(&f) {
        // The processor's own entries, else its family's (as `load` takes them).
        let own = f.derived(&arch);
        let family = match target.family() {
            Some(Family::Gfx11) => f.derived("gfx11"),
            Some(Family::Gfx12) => f.derived("gfx12"),
            _ => Vec::new(),
        };
        for m in builtin(target) {
            let entry = own.iter().find(|d| d.name == m.name).or_else(|| family.iter().find(|d| d.name == m.name));
            let entry = entry.unwrap_or_else(|| panic!("{arch}: {} is in no entry of the file", m.name));
            assert_eq!(m.expression, entry.expression, "{arch}: {}", m.name);
        }
    }
    // The fixed formulas of the 2026 file, by processor.
    let expression = |p: &str, m: &str| {
        builtin(Target::parse(p).unwrap()).iter().find(|b| b.name == m).map(|b| b.expression).unwrap_or("")
    };
    assert!(expression("gfx1201", "FETCH_SIZE").contains("GL2C_EA_RDREQ_256B_sum*256"));
    assert!(expression("gfx942", "BANDWIDTH_EA").contains("TCC_EA0_RDREQ_sum-TCC_BUBBLE_sum"));
    assert_eq!(builtin(Target::parse("gfx1250").unwrap()).len(), 9);
}
