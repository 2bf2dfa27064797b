//! Every block of the GFX11 and GFX12 catalogs (SQ, GRBM, GL2C, TA) counted on
//! the simulator: start, a workload, sample, more workload, stop, and every
//! value decoded where the layout lays it equals the simulated truth, for
//! every product, every counter of its catalog, random counter sets of every
//! block and random inactive WGPs.

mod sim;

use proptest::prelude::*;
use rig_counter_core::catalog::Catalog;
use rig_counter_core::counting::{StopProgram, all_active, wgp_bit};
use rig_counter_core::gpu::{PRODUCTS, products};
use rig_counter_core::{Block, Counter, Family, Gpu, Layout, filter, layout, start, start_words};
use sim::{Geometry, Unit};

const FILTER_ADDRESS: u64 = 0x0FFF_F000;
const VMID: u32 = 5;

/// Every GFX11 and GFX12 product with a catalog (gfx1151, the Radeon 8060S,
/// takes the family catalog `gfx11`).
fn products_counted() -> Vec<Gpu> {
    PRODUCTS
        .iter()
        .map(|p| p.gpu)
        .filter(|g| matches!(g.family(), Some(Family::Gfx11 | Family::Gfx12)) && Catalog::of(g.target).is_some())
        .collect()
}

/// Masks of `g` with every WGP active but the first `idle` WGPs of the last
/// array of each engine, one by one (the RX 9070 runs 28 of 32).
fn masks_of(g: &Gpu) -> Vec<u32> {
    let all = all_active(g).unwrap();
    let built = u32::from(g.shader_engines) * u32::from(g.shader_arrays) * u32::from(g.array_units);
    let idle = built.saturating_sub(u32::from(g.compute_units) / 2);
    let mut masks = vec![all; usize::from(g.shader_engines)];
    for i in 0..idle {
        let se = (i % u32::from(g.shader_engines)) as usize;
        let wgp = g.array_units - 1 - (i / u32::from(g.shader_engines)) as u8;
        masks[se] &= !wgp_bit(g, g.shader_arrays - 1, wgp).unwrap();
    }
    masks
}

fn active(g: &Gpu, masks: &[u32], se: u32, sa: u32, wgp: u32) -> bool {
    masks[se as usize] & wgp_bit(g, sa as u8, wgp as u8).unwrap() != 0
}

/// The simulator unit of value `v` of counter `c`, and whether it runs work
/// (is read): the layout's order is instance, engine, array, WGP, the WGP fastest.
fn unit_of(g: &Gpu, masks: &[u32], c: &Counter, v: u32) -> (Unit, bool) {
    let wgp = v % c.wgps;
    let sa = v / c.wgps % c.arrays;
    let se = v / (c.wgps * c.arrays) % c.engines;
    let inst = v / (c.wgps * c.arrays * c.engines);
    match (c.block, g.family()) {
        (Block::Sq, _) => (Unit::sq((se as u8, sa as u8, wgp as u8)), active(g, masks, se, sa, wgp)),
        (Block::Grbm, _) => (Unit::grbm(), true),
        (Block::Gl2c, _) => (Unit::gl2c(inst as u8), true),
        (Block::Ta, Some(Family::Gfx12)) => {
            (Unit::ta_of_wgp((se as u8, sa as u8, wgp as u8), inst as u8), active(g, masks, se, sa, wgp))
        }
        (Block::Ta, _) => (Unit::ta_of_engine(se as u8, inst as u8), masks[se as usize] != 0),
        (b, _) => panic!("{b} is no GFX11/GFX12 block of the catalog"),
    }
}

/// The value the samples must hold for value `v` of counter `c` after `events`.
fn truth(g: &Gpu, masks: &[u32], c: &Counter, v: u32, events: &[(Unit, u32, u64)]) -> u64 {
    let (unit, read) = unit_of(g, masks, c, v);
    if !read {
        return 0;
    }
    let mine = events.iter().filter(|(u, e, _)| *u == unit && *e == u32::from(c.event)).map(|e| e.2);
    if c.block == Block::Sq {
        mine.fold(0, |a, n| (a + n).min(u64::from(u32::MAX)))
    } else {
        mine.fold(0, u64::wrapping_add)
    }
}

/// Every unit of `g` the layout's counters count in, each with a count of
/// each counter's event derived from `seed`.
fn workload(g: &Gpu, l: &Layout, masks: &[u32], seed: u64) -> Vec<(Unit, u32, u64)> {
    let mut events = Vec::new();
    for (k, c) in l.counters().iter().enumerate() {
        for v in 0..c.values() {
            let (unit, _) = unit_of(g, masks, c, v);
            let mut n = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15).wrapping_add(u64::from(v) * 977 + k as u64 * 31) >> 20;
            if c.block != Block::Sq {
                // Past 32 bits, so a missing HI read shows.
                n += 1 << 33;
            } else {
                n %= 1 << 20;
            }
            events.push((unit, u32::from(c.event), n));
        }
    }
    events
}

/// Checks the samples at `address` against the truth of `events`; returns
/// the values checked.
fn check(g: &Gpu, l: &Layout, masks: &[u32], address: u64, s: &sim::Gpu, events: &[(Unit, u32, u64)]) -> u32 {
    let end = address + u64::from(l.bytes());
    assert!(s.stored.iter().all(|a| (address..end).contains(a)), "a store outside the samples");
    assert!(s.read.iter().all(|w| active(g, masks, w.0.into(), w.1.into(), w.2.into())), "an inactive WGP was read");
    let mut n = 0;
    for c in l.counters() {
        for v in 0..c.values() {
            let got = s.u64_at(address + u64::from(c.offset) + 8 * u64::from(v));
            assert_eq!(got, truth(g, masks, c, v, events), "{} value {v} ({:?})", c.name, unit_of(g, masks, c, v));
            n += 1;
        }
    }
    n
}

/// Runs start, `first`, a sample to `sampled`, `then`, stop to `address`;
/// checks both against the truth.
fn run(
    g: &Gpu,
    l: &Layout,
    masks: &[u32],
    sampled: u64,
    address: u64,
    first: &[(Unit, u32, u64)],
    then: &[(Unit, u32, u64)],
) {
    let mut s = sim::Gpu::new(Geometry::of(g));
    s.previous_sample(0xABCD_0000);
    s.poke(FILTER_ADDRESS, filter(g, VMID).unwrap());
    let mut words = vec![0; start_words(g, l, FILTER_ADDRESS).unwrap()];
    start(g, l, FILTER_ADDRESS, &mut words).unwrap();
    s.execute(&words).unwrap();
    s.run_units(VMID, first);
    let sample = StopProgram::<64>::sample(g, masks, l).unwrap();
    let mut words = vec![0; sample.words()];
    assert_eq!(sample.write(sampled, &mut words), Ok(sample.words()), "a program writes the words it counts");
    s.stored.clear();
    s.execute(&words).unwrap_or_else(|e| panic!("{}: sample: {e}", g.processor()));
    assert!(s.counting(), "counting goes on after a sample");
    assert!(s.left_broadcasting());
    check(g, l, masks, sampled, &s, first);
    s.run_units(VMID, then);
    let stop = StopProgram::<64>::new(g, masks, l).unwrap();
    let mut words = vec![0; stop.words()];
    assert_eq!(stop.write(address, &mut words), Ok(stop.words()), "a program writes the words it counts");
    s.stored.clear();
    s.read.clear();
    s.execute(&words).unwrap_or_else(|e| panic!("{}: stop: {e}", g.processor()));
    assert!(s.left_clean(), "stop restores broadcast, clears the filter and writes L2 back");
    let all: Vec<_> = first.iter().chain(then).copied().collect();
    check(g, l, masks, address, &s, &all);
    // Patched to another address, the same words store the same values there.
    let mut patched = words.clone();
    stop.patch(address + 0x10_0000, &mut patched).unwrap();
    let mut fresh = vec![0; stop.words()];
    stop.write(address + 0x10_0000, &mut fresh).unwrap();
    assert_eq!(patched, fresh, "a patched stop program is the one written for its address");
}

#[test]
fn every_counter_of_every_gfx11_and_gfx12_product_counts_on_the_simulator() {
    let mut counted = 0;
    let gpus = products_counted();
    assert_eq!(gpus.len(), 9, "five GFX11 and four GFX12 products");
    for g in &gpus {
        let masks = masks_of(g);
        let catalog = Catalog::of(g.target).unwrap();
        let passes = rig_counter_tests::every_counter_in_passes(g);
        assert_eq!(passes.iter().map(Vec::len).sum::<usize>(), catalog.counters.len(), "{}", g.processor());
        for (i, names) in passes.iter().enumerate() {
            let l = layout(g, names).unwrap();
            let first = workload(g, &l, &masks, i as u64);
            let then = workload(g, &l, &masks, 1000 + i as u64);
            run(g, &l, &masks, 0x2000_0000, 0x1000_0000, &first, &then);
            counted += names.len();
        }
    }
    // 40 counters on each of 5 GFX11 products and 36 on each of 4 GFX12 ones.
    assert_eq!(counted, 5 * 40 + 4 * 36);
}

#[test]
fn gl2c_counts_one_value_per_channel_of_the_product() {
    for (key, channels) in [("rx7900xtx", 24), ("rx7800xt", 16), ("rx7600", 8), ("r9700", 32), ("rx9060xt", 16)] {
        let g = products::find(key).unwrap().gpu;
        let l = layout(&g, &["GL2C_HIT", "GL2C_MISS"]).unwrap();
        assert_eq!(l.counters()[0].values(), channels);
        let masks = masks_of(&g);
        let events: Vec<_> =
            (0..channels as u8).map(|c| (Unit::gl2c(c), u32::from(l.counters()[0].event), 7 + u64::from(c))).collect();
        run(&g, &l, &masks, 0x2000_0000, 0x1000_0000, &events, &[]);
    }
}

#[test]
fn without_sq_perfcounter_ctrl_the_cache_blocks_count_nothing() {
    let g = products::find("r9700").unwrap().gpu;
    let l = layout(&g, &["GL2C_HIT", "TA_TA_BUSY", "GRBM_GUI_ACTIVE"]).unwrap();
    let masks = masks_of(&g);
    let mut s = sim::Gpu::new(Geometry::of(&g));
    s.poke(FILTER_ADDRESS, filter(&g, VMID).unwrap());
    let mut words = vec![0; start_words(&g, &l, FILTER_ADDRESS).unwrap()];
    start(&g, &l, FILTER_ADDRESS, &mut words).unwrap();
    // SQ_PERFCOUNTER_CTRL is the first SET_UCONFIG_REG of offset 0x19E0.
    let at = words.windows(2).position(|w| w == [0xC001_7900, 0x19E0]).unwrap();
    let words = [&words[..at], &words[at + 3..]].concat();
    s.execute(&words).unwrap();
    let events = [(Unit::gl2c(3), 41, 5), (Unit::ta_of_wgp((1, 1, 1), 1), 15, 6), (Unit::grbm(), 2, 100)];
    s.run_units(VMID, &events);
    let stop = StopProgram::<64>::new(&g, &masks, &l).unwrap();
    let mut words = vec![0; stop.words()];
    stop.write(0x1000, &mut words).unwrap();
    s.execute(&words).unwrap();
    assert_eq!(s.u64_at(0x1000 + 3 * 8), 0, "GL2C_HIT of channel 3");
    let ta = l.counters()[1];
    // Instance, engine, array, WGP on 4 engines of 2 arrays of 4 WGPs.
    let (inst, se, sa, wgp) = (1, 1, 1, 1);
    let v = ((inst * 4 + se) * 2 + sa) * 4 + wgp;
    assert_eq!(unit_of(&g, &masks, &ta, v).0, Unit::ta_of_wgp((1, 1, 1), 1));
    assert_eq!(s.u64_at(0x1000 + u64::from(ta.offset) + 8 * u64::from(v)), 0, "TA_TA_BUSY of WGP 1/1/1 instance 1");
    assert_eq!(s.u64_at(0x1000 + u64::from(l.counters()[2].offset)), 100, "GRBM counts regardless");
}

#[test]
fn a_64_bit_counter_without_its_hi_read_loses_its_upper_half() {
    let g = products::find("rx7900xtx").unwrap().gpu;
    let l = layout(&g, &["GRBM_GUI_ACTIVE"]).unwrap();
    let masks = masks_of(&g);
    let mut s = sim::Gpu::new(Geometry::of(&g));
    s.poke(FILTER_ADDRESS, filter(&g, VMID).unwrap());
    let mut words = vec![0; start_words(&g, &l, FILTER_ADDRESS).unwrap()];
    start(&g, &l, FILTER_ADDRESS, &mut words).unwrap();
    s.execute(&words).unwrap();
    s.run_units(VMID, &[(Unit::grbm(), 2, (5 << 32) + 9)]);
    let stop = StopProgram::<64>::new(&g, &masks, &l).unwrap();
    let mut words = vec![0; stop.words()];
    stop.write(0x1000, &mut words).unwrap();
    // GRBM_PERFCOUNTER0_HI (0xD041) is the source of the second copy.
    let hi = words.windows(3).position(|w| w[0] == 0xC004_4000 && w[2] == 0xD041).unwrap();
    let without_hi = [&words[..hi], &words[hi + 6..]].concat();
    let mut t = sim::Gpu::new(Geometry::of(&g));
    t.poke(FILTER_ADDRESS, filter(&g, VMID).unwrap());
    let mut start_words_ = vec![0; start_words(&g, &l, FILTER_ADDRESS).unwrap()];
    start(&g, &l, FILTER_ADDRESS, &mut start_words_).unwrap();
    t.execute(&start_words_).unwrap();
    t.run_units(VMID, &[(Unit::grbm(), 2, (5 << 32) + 9)]);
    s.execute(&words).unwrap();
    t.execute(&without_hi).unwrap();
    assert_eq!(s.u64_at(0x1000), (5 << 32) + 9);
    assert_eq!(t.u64_at(0x1000), 9);
}

#[test]
fn a_gfx11_program_has_no_sqg_sync_and_a_gfx12_one_syncs_only_for_sq() {
    let gfx11 = products::find("rx7600").unwrap().gpu;
    let l = layout(&gfx11, &["SQ_WAVES", "TA_TA_BUSY"]).unwrap();
    let stop = StopProgram::<64>::new(&gfx11, &masks_of(&gfx11), &l).unwrap();
    let mut words = vec![0; stop.words()];
    stop.write(0, &mut words).unwrap();
    let opcodes: Vec<u8> = rig_counter_core::pm4::Packets::new(&words).map(|p| p.unwrap().opcode).collect();
    assert!(!opcodes.contains(&0x3C), "no WAIT_REG_MEM on GFX11");
    let gfx12 = products::find("rx9060xt").unwrap().gpu;
    for (names, waits) in [(&["GRBM_GUI_ACTIVE", "GL2C_HIT"][..], 0), (&["TA_TA_BUSY", "SQ_WAVES"][..], 2)] {
        let l = layout(&gfx12, names).unwrap();
        let stop = StopProgram::<64>::new(&gfx12, &masks_of(&gfx12), &l).unwrap();
        let mut words = vec![0; stop.words()];
        stop.write(0, &mut words).unwrap();
        let n = rig_counter_core::pm4::Packets::new(&words).filter(|p| p.as_ref().unwrap().opcode == 0x3C).count();
        assert_eq!(n, waits, "{names:?}: one wait per engine with SQ counters");
    }
}

/// A run: a product, counters of every block, masks, two workload seeds.
type Run = (Gpu, Vec<&'static str>, Vec<u32>, u64, u64);

fn runs() -> impl Strategy<Value = Run> {
    let gpus = products_counted();
    (proptest::sample::select(gpus), any::<u64>(), any::<u64>(), any::<u64>()).prop_flat_map(|(g, pick, m, seed)| {
        let catalog = Catalog::of(g.target).unwrap();
        let family = g.family().unwrap();
        // Per block, a random subset that fits its registers.
        let mut names = Vec::new();
        for (b, block) in Block::ALL.into_iter().enumerate() {
            let Some(shape) = block.shape(family) else { continue };
            let all: Vec<_> = catalog.counters.iter().filter(|c| c.block == block).map(|c| c.name()).collect();
            let k = (pick >> (8 * b)) as usize % (usize::from(shape.registers) + 1);
            let start = (pick >> (8 * b + 4)) as usize % all.len().max(1);
            names.extend(all.iter().cycle().skip(start).step_by(3).take(k.min(all.len())));
        }
        names.sort_unstable();
        names.dedup();
        if names.is_empty() {
            names.push("SQ_WAVES");
        }
        // Random inactive WGPs, on top of the product's harvested ones.
        let mut masks = masks_of(&g);
        for (i, mask) in masks.iter_mut().enumerate() {
            *mask &= !((m >> (i * 5)) as u32 & 0b1001);
        }
        (Just(g), Just(names).prop_shuffle(), Just(masks), Just(seed), Just(seed.rotate_left(17)))
    })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    #[test]
    fn random_counters_of_every_block_agree_with_the_simulated_truth((g, names, masks, a, b) in runs()) {
        let l = layout(&g, &names).unwrap();
        let first = workload(&g, &l, &masks, a);
        let then = workload(&g, &l, &masks, b);
        run(&g, &l, &masks, 0x3000_0000, 0x4000_0000 + (a & 0xFFF8), &first, &then);
    }
}
