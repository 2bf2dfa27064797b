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
        (Block::Tcp, _) => {
            (Unit::tcp_of_wgp((se as u8, sa as u8, wgp as u8), inst as u8), active(g, masks, se, sa, wgp))
        }
        (Block::Td, _) => {
            (Unit::new(sim::Block::Td, se as u8, sa as u8, wgp as u8, inst as u8), active(g, masks, se, sa, wgp))
        }
        (Block::Cpc, _) => (Unit::new(sim::Block::Cpc, 0, 0, 0, 0), true),
        (Block::Cpf, _) => (Unit::new(sim::Block::Cpf, 0, 0, 0, 0), true),
        (Block::Gcea, _) => (Unit::new(sim::Block::Gcea, 0, 0, 0, inst as u8), true),
        // Per engine and per array: read in every engine that runs work.
        (Block::Spi, _) => (Unit::new(sim::Block::Spi, se as u8, 0, 0, 0), masks[se as usize] != 0),
        (Block::Sqg, _) => (Unit::new(sim::Block::Sqg, se as u8, 0, 0, 0), masks[se as usize] != 0),
        (Block::Gl1a, _) => (Unit::new(sim::Block::Gl1a, se as u8, sa as u8, 0, inst as u8), masks[se as usize] != 0),
        (Block::Gl1c, _) => (Unit::new(sim::Block::Gl1c, se as u8, sa as u8, 0, inst as u8), masks[se as usize] != 0),
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

/// Runs start, `first`, a sample to `sampled`, `then`, stop to `address` on
/// a fresh simulated GPU; checks both against the truth.
fn run(
    g: &Gpu,
    l: &Layout,
    masks: &[u32],
    sampled: u64,
    address: u64,
    first: &[(Unit, u32, u64)],
    then: &[(Unit, u32, u64)],
) {
    let mut s = fresh(g);
    session(g, &mut s, l, masks, &[(first.to_vec(), sampled), (then.to_vec(), address)]);
}

/// A simulated `g` whose SQ counters read a previous run's sample until a
/// sample lands, with the filter word for [`VMID`] at [`FILTER_ADDRESS`].
fn fresh(g: &Gpu) -> sim::Gpu {
    let mut s = sim::Gpu::new(Geometry::of(g));
    s.previous_sample(0xABCD_0000);
    s.poke(FILTER_ADDRESS, filter(g, VMID).unwrap());
    s
}

/// A round of a session: a workload, then a sample (or the stop) to an address.
type Round = (Vec<(Unit, u32, u64)>, u64);

/// One counting session of `l` on `s`, as a queue agent runs it: start; for
/// each round but the last, its workload then a sample to its address; the
/// last round's workload then stop to its address. Every sample and the stop
/// are checked against the counts since start, and every program against
/// the state it must leave: GRBM_GFX_INDEX broadcasting, nothing left in L2,
/// and (GFX12) every engine's SQG_PERFCOUNTER_CTRL at start's value, so the
/// next sample's flip changes it.
fn session(g: &Gpu, s: &mut sim::Gpu, l: &Layout, masks: &[u32], rounds: &[Round]) {
    let name = g.processor();
    let mut words = vec![0; start_words(g, l, FILTER_ADDRESS).unwrap()];
    start(g, l, FILTER_ADDRESS, &mut words).unwrap();
    s.execute(&words).unwrap_or_else(|e| panic!("{name}: start: {e}"));
    let boundary = s.sqg_values();
    if g.family() == Some(Family::Gfx12) {
        assert!(boundary.iter().all(|v| *v == SQG_START), "{name}: start leaves SQG at {boundary:x?}");
    }
    let mut all = Vec::new();
    let (last, samples) = rounds.split_last().expect("a session has a stop");
    for (i, (events, address)) in samples.iter().enumerate() {
        s.run_units(VMID, events);
        all.extend_from_slice(events);
        let sample = StopProgram::<64>::sample(g, masks, l).unwrap();
        let mut words = vec![0; sample.words()];
        assert_eq!(sample.write(*address, &mut words), Ok(sample.words()), "a program writes the words it counts");
        s.stored.clear();
        s.read.clear();
        s.execute(&words).unwrap_or_else(|e| panic!("{name}: sample {i}: {e}"));
        assert!(s.counting(), "counting goes on after a sample");
        assert!(s.left_broadcasting(), "{name}: sample {i} leaves GRBM_GFX_INDEX broadcasting");
        assert_eq!(s.sqg_values(), boundary, "{name}: sample {i} leaves SQG_PERFCOUNTER_CTRL as start did");
        check(g, l, masks, *address, s, &all);
    }
    let (events, address) = last;
    s.run_units(VMID, events);
    all.extend_from_slice(events);
    let stop = StopProgram::<64>::new(g, masks, l).unwrap();
    let mut words = vec![0; stop.words()];
    assert_eq!(stop.write(*address, &mut words), Ok(stop.words()), "a program writes the words it counts");
    s.stored.clear();
    s.read.clear();
    s.execute(&words).unwrap_or_else(|e| panic!("{name}: stop: {e}"));
    assert!(s.left_clean(), "stop restores broadcast, clears the filter and writes L2 back");
    assert_eq!(s.sqg_values(), boundary, "{name}: stop leaves SQG_PERFCOUNTER_CTRL as start did");
    check(g, l, masks, *address, s, &all);
    // Patched to another address, the same words store the same values there.
    let mut patched = words.clone();
    stop.patch(address + 0x10_0000, &mut patched).unwrap();
    let mut fresh = vec![0; stop.words()];
    stop.write(address + 0x10_0000, &mut fresh).unwrap();
    assert_eq!(patched, fresh, "a patched stop program is the one written for its address");
}

/// SQG_PERFCOUNTER_CTRL as start leaves it: CS_EN (bit 6, Linux
/// `gc_12_0_0_sh_mask.h`), DISABLE_ME1PIPE3_PERF (bit 19) clear.
const SQG_START: u32 = 0x40;

/// The rounds of a session of `samples` samples: each round's workload from
/// `seed`, its samples at `0x2000_0000 + i MiB`, the stop at `0x1000_0000`.
fn rounds(g: &Gpu, l: &Layout, masks: &[u32], samples: usize, seed: u64) -> Vec<Round> {
    (0..=samples)
        .map(|i| {
            let address = if i == samples { 0x1000_0000 } else { 0x2000_0000 + ((i as u64) << 20) };
            (workload(g, l, masks, seed.wrapping_add(i as u64 * 7919)), address)
        })
        .collect()
}

#[test]
fn every_counter_of_every_gfx11_and_gfx12_product_counts_on_the_simulator() {
    let mut counted = 0;
    let gpus = products_counted();
    assert_eq!(gpus.len(), 10, "six GFX11 and four GFX12 products");
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
    // 41 counters on each of 4 GFX11 products, 256 on gfx1151 and on gfx1150
    // (their own, GCEA, GL1A, GL1C, SQG, CPC, CPF, SPI, TCP and TD among
    // them) and 45 (TCP's among them) on each of 4 GFX12 ones: rocprofiler's
    // definitions of 2026-08.
    assert_eq!(counted, 4 * 41 + 2 * 256 + 4 * 45);
}

#[test]
fn gl2c_counts_one_value_per_channel_of_the_product() {
    for (key, channels) in [("rx7900xtx", 24), ("rx7800xt", 32), ("rx7600", 32), ("r9700", 32), ("rx9060xt", 16)] {
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

#[test]
fn sessions_of_0_to_3_samples_then_another_layout_count_right_on_every_product() {
    let mut sessions = 0;
    for g in &products_counted() {
        let masks = masks_of(g);
        let passes = rig_counter_tests::every_counter_in_passes(g);
        for k in 0..=3 {
            // One GPU for both sessions: the second starts from what the first left.
            let mut s = fresh(g);
            let first = layout(g, &passes[k % passes.len()]).unwrap();
            session(g, &mut s, &first, &masks, &rounds(g, &first, &masks, k, k as u64));
            let next = layout(g, &passes[(k + 1) % passes.len()]).unwrap();
            session(g, &mut s, &next, &masks, &rounds(g, &next, &masks, 1, 100 + k as u64));
            sessions += 2;
        }
    }
    assert_eq!(sessions, 10 * 4 * 2);
}

/// The sample program of `l` as it was before 2026-12-03: its tail wrote
/// SQG_PERFCOUNTER_CTRL's start value while GRBM_GFX_INDEX still selected the
/// last engine read, and only then broadcast again.
fn old_sample(g: &Gpu, masks: &[u32], l: &Layout, address: u64) -> Vec<u32> {
    let sample = StopProgram::<64>::sample(g, masks, l).unwrap();
    let mut words = vec![0; sample.words()];
    sample.write(address, &mut words).unwrap();
    // The tail: SET_UCONFIG_REG GRBM_GFX_INDEX (0x200), SET_UCONFIG_REG
    // SQG_PERFCOUNTER_CTRL (0x19D8), then the 8-word ACQUIRE_MEM.
    let tail = words.len() - 8 - 6;
    assert_eq!(words[tail..tail + 6], [0xC001_7900, 0x200, 0xE000_0000, 0xC001_7900, 0x19D8, SQG_START]);
    words[tail..tail + 6].rotate_left(3);
    words
}

/// SQ value `v` of every engine: (engine, value) for each SQ value of `c`
/// at `address`.
fn values_by_engine(g: &Gpu, masks: &[u32], c: &Counter, s: &sim::Gpu, address: u64) -> Vec<(u8, u64)> {
    (0..c.values())
        .map(|v| (unit_of(g, masks, c, v).0.se, s.u64_at(address + u64::from(c.offset) + 8 * u64::from(v))))
        .collect()
}

/// The sample program of `l` as `sample` writes it now.
fn new_sample(g: &Gpu, masks: &[u32], l: &Layout, address: u64) -> Vec<u32> {
    let sample = StopProgram::<64>::sample(g, masks, l).unwrap();
    let mut words = vec![0; sample.words()];
    sample.write(address, &mut words).unwrap();
    words
}

/// A session on an R9700 counting GRBM_GUI_ACTIVE and SQ_WAVES: start, 3
/// waves on every WGP, a sample of `program`, 5 more waves, a second sample
/// of `program`; the first sample checked against the truth; returns the
/// engines' SQG_PERFCOUNTER_CTRL after the first sample and the second
/// sample's SQ_WAVES (engine, value) of every WGP.
fn two_samples(program: fn(&Gpu, &[u32], &Layout, u64) -> Vec<u32>) -> (Vec<u32>, Vec<(u8, u64)>) {
    let g = products::find("r9700").unwrap().gpu;
    let l = layout(&g, &["GRBM_GUI_ACTIVE", "SQ_WAVES"]).unwrap();
    let masks = masks_of(&g);
    let (one, two) = (0x2000_0000, 0x2100_0000);
    let mut s = fresh(&g);
    let mut words = vec![0; start_words(&g, &l, FILTER_ADDRESS).unwrap()];
    start(&g, &l, FILTER_ADDRESS, &mut words).unwrap();
    s.execute(&words).unwrap();
    let waves = |n| -> Vec<_> {
        let wgps = (0..4).flat_map(|se| (0..2).flat_map(move |sa| (0..4).map(move |w| (se, sa, w))));
        wgps.map(|w| (Unit::sq(w), 4, n)).collect()
    };
    s.run_units(VMID, &waves(3));
    s.execute(&program(&g, &masks, &l, one)).unwrap();
    check(&g, &l, &masks, one, &s, &waves(3));
    let after_first = s.sqg_values();
    s.run_units(VMID, &waves(5));
    s.execute(&program(&g, &masks, &l, two)).unwrap();
    (after_first, values_by_engine(&g, &masks, &l.counters()[1], &s, two))
}

#[test]
fn the_old_sample_tail_leaves_three_engines_flipped_and_the_next_sample_reads_their_previous_one() {
    let (sqg, second) = two_samples(old_sample);
    // The old tail left engines 0 to 2 with DISABLE_ME1PIPE3_PERF set; engine 3
    // alone got the start value back.
    assert_eq!(sqg, [0x80040, 0x80040, 0x80040, 0x40]);
    // So the second sample's flip wrote engines 0 to 2 the value they held:
    // their waits returned at once, their samples never landed, and their SQ
    // reads returned the first sample's 3 waves instead of 8.
    assert_eq!(second.len(), 32);
    for (se, value) in second {
        assert_eq!(value, if se == 3 { 8 } else { 3 }, "SQ_WAVES of a WGP of engine {se}");
    }
}

#[test]
fn the_sample_tail_broadcasts_before_restoring_sqg_so_every_later_sample_lands() {
    let (sqg, second) = two_samples(new_sample);
    assert_eq!(sqg, [0x40; 4]);
    assert_eq!(second.len(), 32);
    assert!(second.iter().all(|(_, v)| *v == 8), "{second:?}");
}

#[test]
fn a_sample_lands_whatever_engine_the_queues_other_work_left_selected() {
    // Between start and the sample, other work selects engine 1 alone
    // (SET_UCONFIG_REG GRBM_GFX_INDEX = SE_INDEX 1): the sample broadcasts
    // before its flip, so every engine's wait proves its sample.
    let g = products::find("r9700").unwrap().gpu;
    let l = layout(&g, &["SQ_WAVES"]).unwrap();
    let masks = masks_of(&g);
    let mut s = fresh(&g);
    let mut words = vec![0; start_words(&g, &l, FILTER_ADDRESS).unwrap()];
    start(&g, &l, FILTER_ADDRESS, &mut words).unwrap();
    s.execute(&words).unwrap();
    let events = workload(&g, &l, &masks, 7);
    s.run_units(VMID, &events);
    s.execute(&[0xC001_7900, 0x200, 1 << 16]).unwrap();
    let sample = new_sample(&g, &masks, &l, 0x2000_0000);
    s.execute(&sample).unwrap();
    check(&g, &l, &masks, 0x2000_0000, &s, &events);
    // Without that broadcast, the flip reaches engine 1 alone and engine 0's
    // wait never ends.
    let at = sample.windows(3).position(|w| w == [0xC001_7900, 0x200, 0xE000_0000]).unwrap();
    let without = [&sample[..at], &sample[at + 3..]].concat();
    let mut t = fresh(&g);
    let mut words = vec![0; start_words(&g, &l, FILTER_ADDRESS).unwrap()];
    start(&g, &l, FILTER_ADDRESS, &mut words).unwrap();
    t.execute(&words).unwrap();
    t.execute(&[0xC001_7900, 0x200, 1 << 16]).unwrap();
    let e = t.execute(&without).unwrap_err();
    assert!(e.contains("waits forever: SQG_PERFCOUNTER_CTRL of engine 0 is 0x40"), "{e}");
}

/// A run: a product, counters of every block, masks, two workload seeds.
type Run = (Gpu, Vec<&'static str>, Vec<u32>, u64, u64);

/// Random counters of every block of `g`'s catalog, as many of each block as
/// `pick` says and its registers hold.
fn random_names(g: &Gpu, pick: u64) -> Vec<&'static str> {
    let catalog = Catalog::of(g.target).unwrap();
    let family = g.family().unwrap();
    let mut names = Vec::new();
    for (b, block) in Block::ALL.into_iter().enumerate() {
        let Some(shape) = block.shape(family) else { continue };
        let all: Vec<_> = catalog.counters.iter().filter(|c| c.block == block).map(|c| c.name()).collect();
        // Eight bits of `pick` per block, round the 64 (Block::ALL has 11).
        let bits = pick.rotate_right((8 * b as u32) % 64);
        let k = bits as usize % (usize::from(shape.registers) + 1);
        let start = (bits >> 4) as usize % all.len().max(1);
        names.extend(all.iter().cycle().skip(start).step_by(3).take(k.min(all.len())));
    }
    names.sort_unstable();
    names.dedup();
    if names.is_empty() {
        names.push("SQ_WAVES");
    }
    names
}

fn runs() -> impl Strategy<Value = Run> {
    let gpus = products_counted();
    (proptest::sample::select(gpus), any::<u64>(), any::<u64>(), any::<u64>()).prop_flat_map(|(g, pick, m, seed)| {
        let names = random_names(&g, pick);
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

    /// Random sessions: random counters of every block, random inactive WGPs,
    /// 0 to 3 samples, then another random layout on the same GPU.
    #[test]
    fn random_sessions_agree_with_the_simulated_truth(
        (g, names, masks, a, b) in runs(),
        k in 0usize..=3,
        next_k in 0usize..=3,
    ) {
        let mut s = fresh(&g);
        let l = layout(&g, &names).unwrap();
        session(&g, &mut s, &l, &masks, &rounds(&g, &l, &masks, k, a));
        let next = layout(&g, &random_names(&g, b)).unwrap();
        session(&g, &mut s, &next, &masks, &rounds(&g, &next, &masks, next_k, b));
    }
}

#[test]
fn a_counter_a_caller_defines_counts_its_event_on_the_simulator_as_the_catalogs_do() {
    // A GL2C event no catalog names (event 99 of the R9700's GL2C, as a
    // definitions file could give it), a redefined GL2C_HIT and an SQ event.
    use rig_counter_core::{Block, Definition, Request};
    let defined = [
        Definition { name: "GL2C_USER_EVENT_99", block: Block::Gl2c, event: 99 },
        Definition { name: "GL2C_HIT", block: Block::Gl2c, event: 100 },
    ];
    for key in ["r9700", "rx7900xtx"] {
        let g = products::find(key).unwrap().gpu;
        let masks = masks_of(&g);
        let requests = [Request::plain("GL2C_USER_EVENT_99"), Request::plain("SQ_WAVES"), Request::plain("GL2C_HIT")];
        let l: Layout = Layout::with_definitions(&g, &requests, &defined).unwrap();
        let events: Vec<(Block, u16)> = l.counters().iter().map(|c| (c.block, c.event)).collect();
        assert_eq!(events, [(Block::Gl2c, 99), (Block::Sq, 4), (Block::Gl2c, 100)]);
        let mut s = fresh(&g);
        session(&g, &mut s, &l, &masks, &rounds(&g, &l, &masks, 2, 17));
    }
}

#[test]
fn gfx1152s_and_gfx1153s_catalogs_count_on_the_simulator_on_a_borrowed_gc_11_5_geometry() {
    // No public source gives gfx1152's or gfx1153's geometry (no product), so
    // their catalogs run on the Radeon 890M's (gfx1150, GC 11.5.0) with their
    // own target and GC version: every counter of each passes a session.
    let base = products::find("radeon890m").unwrap().gpu;
    let mut counted = Vec::new();
    for (stepping, name) in [(2, "gfx1152"), (3, "gfx1153")] {
        let mut g = base;
        g.target.stepping = stepping;
        g.gc.revision = stepping;
        assert_eq!(g.processor().to_string(), name);
        let masks = masks_of(&g);
        let passes = rig_counter_tests::every_counter_in_passes(&g);
        for (i, names) in passes.iter().enumerate() {
            let l = layout(&g, names).unwrap();
            let mut s = fresh(&g);
            session(&g, &mut s, &l, &masks, &rounds(&g, &l, &masks, 1, 300 + i as u64));
        }
        counted.push(passes.iter().map(Vec::len).sum::<usize>());
    }
    assert_eq!(counted, [256, 85]);
}

/// Where a run over all passes lies: far from the filter word.
const RUN_ADDRESS: u64 = 0x4000_0000;

/// Kernel replay (issue 41), as on gfx942 (`counting_gfx9`): every counter
/// of each GFX11 and GFX12 catalog planned by the core's planner, the same
/// dispatch run once per pass on one simulated GPU with some WGPs idle;
/// pass `k`'s programs store at the run's address plus `Plan::offset(k)`,
/// only inside its region; the passes together store every byte of the
/// buffer; after the last pass every value equals the simulated truth.
#[test]
fn kernel_replay_of_every_counter_fills_one_buffer_pass_by_pass_on_every_product() {
    use rig_counter_core::plan::{Plan, plan};
    use rig_counter_core::{MAX_COUNTERS, Request};
    for g in products_counted() {
        let name = g.processor();
        let masks = masks_of(&g);
        let catalog = Catalog::of(g.target).unwrap();
        let requests: Vec<Request> = catalog.counters.iter().map(|c| Request::plain(c.name())).collect();
        let mut p = Box::new(Plan::new());
        plan(&g, &requests, &[], &[], &mut p).unwrap();
        let layouts: Vec<Layout> = (0..p.passes()).map(|k| p.layout(k, &[]).unwrap().unwrap()).collect();
        assert_eq!(layouts.iter().map(|l| l.counters().len()).sum::<usize>(), catalog.counters.len(), "{name}");
        // One dispatch: the events of every pass's counters.
        let dispatch: Vec<(Unit, u32, u64)> =
            layouts.iter().enumerate().flat_map(|(k, l)| workload(&g, l, &masks, k as u64)).collect();
        let mut s = fresh(&g);
        let mut filled = std::collections::BTreeSet::new();
        for (k, l) in layouts.iter().enumerate() {
            let address = RUN_ADDRESS + p.offset::<MAX_COUNTERS>(k, &[]).unwrap().unwrap();
            session(&g, &mut s, l, &masks, &[(dispatch.clone(), address)]);
            let region = address..address + u64::from(l.bytes());
            let stored: std::collections::BTreeSet<u64> = s.stored.iter().copied().collect();
            for a in stored {
                assert!(region.contains(&a), "{name}: pass {k} stored at {a:#x}, outside {region:x?}");
                assert!(filled.insert(a), "{name}: pass {k} stored at {a:#x}, where another pass did");
            }
        }
        let total = p.bytes::<MAX_COUNTERS>(&[]).unwrap();
        assert_eq!(total, layouts.iter().map(|l| u64::from(l.bytes())).sum::<u64>(), "{name}");
        assert!(
            filled.iter().copied().eq(RUN_ADDRESS..RUN_ADDRESS + total),
            "{name}: a byte of the buffer no pass stored"
        );
        let mut checked = 0;
        for (k, l) in layouts.iter().enumerate() {
            let address = RUN_ADDRESS + p.offset::<MAX_COUNTERS>(k, &[]).unwrap().unwrap();
            s.stored.clear();
            checked += check(&g, l, &masks, address, &s, &dispatch);
        }
        assert_eq!(u64::from(checked) * 8, total, "{name}: every value of the buffer checked");
    }
}

/// Rotation (issue 41), as on gfx942 (`counting_gfx9`), on every GFX11 and
/// GFX12 product: 7 dispatches of a kernel on one simulated GPU, dispatch
/// `i` counting pass `rotation(i, interval, passes)` of a plan of every
/// counter, each into its own record; with interval 1 and 3 each pass is
/// counted by the dispatches the rotation gives it and every record equals
/// its dispatch's truth (so each counter's mean over them is theirs).
#[test]
fn rotation_with_interval_1_and_3_counts_each_pass_on_its_dispatches_on_every_product() {
    use rig_counter_core::plan::run::rotation;
    use rig_counter_core::plan::{Plan, plan};
    use rig_counter_core::{MAX_COUNTERS, Request};
    for g in products_counted() {
        let name = g.processor();
        let masks = masks_of(&g);
        let catalog = Catalog::of(g.target).unwrap();
        let requests: Vec<Request> = catalog.counters.iter().map(|c| Request::plain(c.name())).collect();
        let mut p = Box::new(Plan::new());
        plan(&g, &requests, &[], &[], &mut p).unwrap();
        let layouts: Vec<Layout> =
            (0..p.passes()).map(|k| p.layout::<MAX_COUNTERS>(k, &[]).unwrap().unwrap()).collect();
        for interval in [1, 3] {
            let mut s = fresh(&g);
            let mut counted = vec![0; layouts.len()];
            for i in 0..7u64 {
                let k = rotation(i, interval, layouts.len()).unwrap();
                assert_eq!(k, (i / interval) as usize % layouts.len(), "{name}");
                counted[k] += 1;
                let l = &layouts[k];
                // `session` checks every value of the record against its truth.
                session(&g, &mut s, l, &masks, &[(workload(&g, l, &masks, 40 + i), RUN_ADDRESS + (i << 20))]);
            }
            assert_eq!(counted.iter().sum::<u32>(), 7, "{name}");
            assert!(counted[0] >= interval.min(7) as u32, "{name}: pass 0 takes the first {interval} dispatch(es)");
        }
    }
}
