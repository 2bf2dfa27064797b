//! Properties of layouts over random requests and geometries, checked against a
//! plain model of the specification.

use proptest::prelude::*;
use rig_counter_core::catalog::Catalog;
use rig_counter_core::gpu::PRODUCTS;
use rig_counter_core::{Block, Gpu, LayoutError, layout};

/// A product's GPU with its geometry replaced by random (small) numbers.
fn gpus() -> impl Strategy<Value = Gpu> {
    (0..PRODUCTS.len(), 1u8..9, 1u8..9, 1u8..5, 1u8..11).prop_map(|(i, xccs, se, sa, wgp)| {
        let mut g = PRODUCTS[i].gpu;
        (g.xccs, g.shader_engines, g.shader_arrays, g.array_units) = (xccs, se, sa, wgp);
        g
    })
}

/// A GPU and distinct names of its catalog, in random order, up to 24.
fn requests() -> impl Strategy<Value = (Gpu, Vec<&'static str>)> {
    gpus().prop_flat_map(|g| {
        let names: Vec<&'static str> = Catalog::of(g.target).unwrap().counters.iter().map(|c| c.name()).collect();
        (Just(g), proptest::sample::subsequence(names, 0..24).prop_shuffle())
    })
}

fn registers(g: &Gpu, block: Block) -> usize {
    usize::from(block.shape(g.family().unwrap()).unwrap().registers)
}

fn block_of(g: &Gpu, name: &str) -> Block {
    Catalog::of(g.target).unwrap().find(name).unwrap().block
}

proptest! {
    #[test]
    fn refused_exactly_when_some_block_runs_out_of_registers((g, names) in requests()) {
        let mut taken = std::collections::BTreeMap::<Block, usize>::new();
        let mut first_overrun = None;
        for n in &names {
            let b = block_of(&g, n);
            let t = taken.entry(b).or_default();
            *t += 1;
            if *t > registers(&g, b) && first_overrun.is_none() {
                first_overrun = Some(b);
            }
        }
        match (layout(&g, &names), first_overrun) {
            (Ok(_), None) => {}
            (Err(LayoutError::TooManyOfBlock { block, registers: r, .. }), Some(b)) => {
                prop_assert_eq!(block, b);
                prop_assert_eq!(usize::from(r), registers(&g, b));
            }
            (got, want) => prop_assert!(false, "{:?} for an overrun of {:?}", got.map(|l| l.bytes()), want),
        }
    }

    #[test]
    fn a_repeated_name_is_refused_naming_the_first_that_recurs(
        (g, mut names) in requests(), picks in proptest::collection::vec((any::<prop::sample::Index>(), any::<prop::sample::Index>()), 1..4)
    ) {
        prop_assume!(!names.is_empty());
        for (which, at) in picks {
            let name = names[which.index(names.len())];
            let len = names.len();
            names.insert(at.index(len + 1), name);
        }
        let want = names.iter().enumerate().find(|(i, n)| names[i + 1..].contains(n)).map(|(_, n)| *n).unwrap();
        prop_assert_eq!(layout(&g, &names).unwrap_err(), LayoutError::ListedTwice { name: want });
    }

    #[test]
    fn with_unknown_names_a_repeat_still_outranks_them_and_else_the_first_unknown_is_named(
        (g, mut names) in requests(),
        extra in proptest::collection::vec((0usize..3, any::<prop::sample::Index>()), 1..6)
    ) {
        // Unknown names, some of them repeated, inserted anywhere.
        const UNKNOWN: [&str; 3] = ["NOT_A_COUNTER", "SQ_WAVES_", "x"];
        for (which, at) in extra {
            let len = names.len();
            names.insert(at.index(len + 1), UNKNOWN[which]);
        }
        let repeated = names.iter().enumerate().find(|(i, n)| names[i + 1..].contains(n)).map(|(_, n)| *n);
        let got = layout(&g, &names).unwrap_err();
        match repeated {
            Some(name) => prop_assert_eq!(got, LayoutError::ListedTwice { name }),
            None => {
                let first = *names.iter().find(|n| UNKNOWN.contains(n)).unwrap();
                let earlier = &names[..names.iter().position(|n| *n == first).unwrap()];
                // An earlier known name may run its block out of registers first.
                match got {
                    LayoutError::Unknown { name, .. } => prop_assert_eq!(name, first),
                    LayoutError::TooManyOfBlock { block, .. } => {
                        prop_assert!(earlier.iter().filter(|n| block_of(&g, n) == block).count() > registers(&g, block))
                    }
                    other => prop_assert!(false, "{:?}", other),
                }
            }
        }
    }

    #[test]
    fn offsets_follow_each_other_and_registers_count_earlier_counters_of_the_block((g, names) in requests()) {
        if let Ok(l) = layout(&g, &names) {
            let mut offset = 0;
            for (i, c) in l.counters().iter().enumerate() {
                prop_assert_eq!(c.name, names[i]);
                prop_assert_eq!(c.offset, offset);
                let values = c.xccs * c.instances * c.engines * c.arrays * c.wgps;
                prop_assert_eq!(c.bytes(), 8 * values);
                prop_assert_eq!(c.xccs, u32::from(g.xccs));
                offset += c.bytes();
                let earlier = l.counters()[..i].iter().filter(|d| d.block == c.block).count();
                prop_assert_eq!(usize::from(c.register), earlier);
            }
            prop_assert_eq!(l.bytes(), offset);
        }
    }

    #[test]
    fn arbitrary_names_and_geometries_never_panic(
        g in gpus(), names in proptest::collection::vec("[A-Z_a-z0-9\\[\\]]{0,12}", 0..80)
    ) {
        let names: Vec<&str> = names.iter().map(String::as_str).collect();
        let _ = layout(&g, &names);
    }
}
