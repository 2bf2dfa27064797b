//! Every block of the gfx942 and gfx950 catalogs (SQ, GRBM, TCC, TCA, TA, TD,
//! TCP, SPI, CPC, CPF) counted on the multi-die simulator: start, a workload
//! that differs on every die, sample, more workload, stop, and every value of
//! every die decoded where the layout lays it equals the simulated truth, for
//! every product, every counter of its catalog and random counter sets; and
//! the hazards: a read not predicated to its die, a read through src_sel 4,
//! the perfmon clocks or SQ_PERFCOUNTER_MASK left out.

mod sim;

use proptest::prelude::*;
use rig_counter_core::catalog::Catalog;
use rig_counter_core::counting::{StopProgram, all_active};
use rig_counter_core::gpu::{PRODUCTS, products};
use rig_counter_core::samples::Coordinate;
use rig_counter_core::{Block, Counter, Family, Gpu, Layout, filter, layout, start, start_words};
use sim::gfx9::{self, Unit};

const FILTER_ADDRESS: u64 = 0x0FFF_F000;
const VMID: u32 = 5;

/// Every gfx942 and gfx950 product.
fn products_counted() -> Vec<Gpu> {
    PRODUCTS.iter().map(|p| p.gpu).filter(|g| g.family() == Some(Family::Gfx9)).collect()
}

fn masks_of(g: &Gpu) -> Vec<u32> {
    vec![all_active(g).unwrap(); usize::from(g.shader_engines)]
}

fn sim_block(b: Block) -> gfx9::Block {
    match b {
        Block::Sq => gfx9::Block::Sq,
        Block::Spi => gfx9::Block::Spi,
        Block::Ta => gfx9::Block::Ta,
        Block::Td => gfx9::Block::Td,
        Block::Tcp => gfx9::Block::Tcp,
        Block::Tcc => gfx9::Block::Tcc,
        Block::Tca => gfx9::Block::Tca,
        Block::Grbm => gfx9::Block::Grbm,
        Block::Cpc => gfx9::Block::Cpc,
        Block::Cpf => gfx9::Block::Cpf,
        b => panic!("{b} is no gfx942/gfx950 block"),
    }
}

/// The die and simulator unit of value `v` of counter `c` (the layout's order:
/// die, instance, engine; the engine fastest, as rocprofiler's dimensions).
fn unit_of(c: &Counter, v: u32) -> (usize, Unit) {
    let at = Coordinate::of_index(c, v);
    (at.xcc as usize, Unit::new(sim_block(c.block), at.engine as u8, at.instance as u8))
}

/// Per die, the events of a workload: (unit, event, count).
type Events = Vec<Vec<(Unit, u32, u64)>>;

/// Per die, every unit the layout's counters count in, with a count of each
/// counter's event from `seed`, past 32 bits so a missing HI read shows.
fn workload(g: &Gpu, l: &Layout, seed: u64) -> Events {
    let mut dies = vec![Vec::new(); usize::from(g.xccs)];
    for (k, c) in l.counters().iter().enumerate() {
        for v in 0..c.values() {
            let (die, unit) = unit_of(c, v);
            let n = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15).wrapping_add(u64::from(v) * 977 + k as u64 * 31) >> 24;
            dies[die].push((unit, u32::from(c.event), n + (1 << 33)));
        }
    }
    dies
}

fn truth(c: &Counter, v: u32, events: &[Vec<(Unit, u32, u64)>]) -> u64 {
    let (die, unit) = unit_of(c, v);
    events[die]
        .iter()
        .filter(|(u, e, _)| *u == unit && *e == u32::from(c.event))
        .map(|e| e.2)
        .fold(0, u64::wrapping_add)
}

/// Checks the samples at `address` against the truth of `events`; returns the values checked.
fn check(l: &Layout, address: u64, s: &gfx9::Gpu, events: &[Vec<(Unit, u32, u64)>]) -> u32 {
    let mut n = 0;
    for c in l.counters() {
        for v in 0..c.values() {
            let got = s.u64_at(address + u64::from(c.offset) + 8 * u64::from(v));
            assert_eq!(got, truth(c, v, events), "{} value {v} ({:?})", c.name, unit_of(c, v));
            n += 1;
        }
    }
    n
}

fn run_all(s: &mut gfx9::Gpu, events: &[Vec<(Unit, u32, u64)>]) {
    for (die, e) in events.iter().enumerate() {
        s.run_units(die, VMID, e);
    }
}

fn start_words_of(g: &Gpu, l: &Layout) -> Vec<u32> {
    let mut words = vec![0; start_words(g, l, FILTER_ADDRESS).unwrap()];
    start(g, l, FILTER_ADDRESS, &mut words).unwrap();
    words
}

/// Runs start, `first`, a sample to `sampled`, `then`, stop to `address`;
/// checks both against the truth, and the patched stop against a fresh one.
fn run(g: &Gpu, l: &Layout, first: &[Vec<(Unit, u32, u64)>], then: &[Vec<(Unit, u32, u64)>]) {
    let mut s = gfx9::Gpu::new(g);
    s.poke(FILTER_ADDRESS, filter(g, VMID).unwrap());
    session(g, &mut s, l, &[(first.to_vec(), 0x2000_0000), (then.to_vec(), 0x1000_0000)]);
}

/// One counting session of `l` on `s`, as a queue agent runs it: start; for
/// each round but the last, its workload then a sample to its address; the
/// last round's workload then stop to its address; every sample and the stop
/// checked against the counts since start on every die, and the state each
/// program leaves.
fn session(g: &Gpu, s: &mut gfx9::Gpu, l: &Layout, rounds: &[(Events, u64)]) {
    let masks = masks_of(g);
    let name = g.processor();
    s.execute(&start_words_of(g, l)).unwrap_or_else(|e| panic!("{name}: start: {e}"));
    let (last, samples) = rounds.split_last().expect("a session has a stop");
    let mut all: Events = vec![Vec::new(); usize::from(g.xccs)];
    let add = |all: &mut Events, events: &Events| all.iter_mut().zip(events).for_each(|(a, e)| a.extend(e));
    for (i, (events, sampled)) in samples.iter().enumerate() {
        run_all(s, events);
        add(&mut all, events);
        let sample = StopProgram::<64>::sample(g, &masks, l).unwrap();
        let mut words = vec![0; sample.words()];
        assert_eq!(sample.write(*sampled, &mut words), Ok(sample.words()), "a program writes the words it counts");
        s.next_program();
        s.execute(&words).unwrap_or_else(|e| panic!("{name}: sample {i}: {e}"));
        assert!(s.counting_clean(), "counting goes on after a sample, broadcasting, L2 written back");
        check(l, *sampled, s, &all);
    }
    let (events, address) = last;
    run_all(s, events);
    add(&mut all, events);
    let stop = StopProgram::<64>::new(g, &masks, l).unwrap();
    let mut words = vec![0; stop.words()];
    assert_eq!(stop.write(*address, &mut words), Ok(stop.words()), "a program writes the words it counts");
    s.next_program();
    s.execute(&words).unwrap_or_else(|e| panic!("{name}: stop: {e}"));
    assert!(s.left_clean(), "stop stops every die, clocks off, filter cleared, L2 written back");
    check(l, *address, s, &all);
    let mut patched = words.clone();
    stop.patch(address + 0x10_0000, &mut patched).unwrap();
    let mut fresh = vec![0; stop.words()];
    stop.write(address + 0x10_0000, &mut fresh).unwrap();
    assert_eq!(patched, fresh, "a patched stop program is the one written for its address");
}

/// The rounds of a session of `samples` samples: workloads from `seed`,
/// samples at `0x2000_0000 + i MiB`, the stop at `0x1000_0000`.
fn rounds(g: &Gpu, l: &Layout, samples: usize, seed: u64) -> Vec<(Events, u64)> {
    (0..=samples)
        .map(|i| {
            let address = if i == samples { 0x1000_0000 } else { 0x2000_0000 + ((i as u64) << 20) };
            (workload(g, l, seed.wrapping_add(i as u64 * 7919)), address)
        })
        .collect()
}

#[test]
fn sessions_of_0_to_3_samples_then_another_layout_count_right_on_every_die() {
    let mut sessions = 0;
    for g in &products_counted() {
        let passes = rig_counter_tests::every_counter_in_passes(g);
        for k in 0..=3 {
            // One GPU for both sessions: the second starts from what the first left.
            let mut s = gfx9::Gpu::new(g);
            s.poke(FILTER_ADDRESS, filter(g, VMID).unwrap());
            let first = layout(g, &passes[k % passes.len()]).unwrap();
            session(g, &mut s, &first, &rounds(g, &first, k, k as u64));
            let next = layout(g, &passes[(k + 1) % passes.len()]).unwrap();
            session(g, &mut s, &next, &rounds(g, &next, 1, 100 + k as u64));
            sessions += 2;
        }
    }
    assert_eq!(sessions, 5 * 4 * 2);
}

#[test]
fn every_counter_of_every_gfx942_and_gfx950_product_counts_on_every_die() {
    let gpus = products_counted();
    let keys: Vec<_> = gpus.iter().map(|g| (g.processor().to_string(), g.xccs)).collect();
    assert_eq!(gpus.len(), 5, "MI300X, MI300A, MI325X, MI350X, MI355X: {keys:?}");
    let mut counted = 0;
    for g in &gpus {
        let catalog = Catalog::of(g.target).unwrap();
        let passes = rig_counter_tests::every_counter_in_passes(g);
        assert_eq!(passes.iter().map(Vec::len).sum::<usize>(), catalog.counters.len(), "{}", g.processor());
        for (i, names) in passes.iter().enumerate() {
            let l = layout(g, names).unwrap_or_else(|e| panic!("{}: {names:?}: {e}", g.processor()));
            run(g, &l, &workload(g, &l, i as u64), &workload(g, &l, 1000 + i as u64));
            counted += names.len();
        }
    }
    let per: Vec<usize> = gpus.iter().map(|g| Catalog::of(g.target).unwrap().counters.len()).collect();
    assert_eq!(counted, per.iter().sum::<usize>());
    assert!(per.iter().all(|n| *n > 250), "{per:?}");
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    #[test]
    fn random_counter_sets_of_every_block_count_on_every_die(product in 0usize..5, picks in proptest::collection::vec(any::<u16>(), 1..12), seed in any::<u64>(), k in 0usize..=3) {
        let g = products_counted()[product];
        let catalog = Catalog::of(g.target).unwrap();
        // Pick counters, at most as many per block as it has registers.
        let mut taken: Vec<&'static str> = Vec::new();
        let mut per_block = std::collections::BTreeMap::new();
        for p in picks {
            let c = &catalog.counters[usize::from(p) % catalog.counters.len()];
            let n = per_block.entry(c.block).or_insert(0u8);
            if *n < c.block.shape(Family::Gfx9).unwrap().registers && !taken.contains(&c.name()) {
                *n += 1;
                taken.push(c.name());
            }
        }
        let l = layout(&g, &taken).unwrap();
        // A session of 0 to 3 samples, then one of SQ_WAVES on the same GPU.
        let mut s = gfx9::Gpu::new(&g);
        s.poke(FILTER_ADDRESS, filter(&g, VMID).unwrap());
        session(&g, &mut s, &l, &rounds(&g, &l, k, seed));
        let next = layout(&g, &["SQ_WAVES"]).unwrap();
        session(&g, &mut s, &next, &rounds(&g, &next, 1, seed ^ 0x5555));
    }
}

fn mi300x() -> Gpu {
    products::find("mi300x").unwrap().gpu
}

/// A stop program of `names` on the MI300X at 0x1000_0000, and a simulator
/// that ran start and a workload.
fn counted(names: &[&str]) -> (Layout, Vec<u32>, gfx9::Gpu, Events) {
    let g = mi300x();
    let l = layout(&g, names).unwrap();
    let mut s = gfx9::Gpu::new(&g);
    s.poke(FILTER_ADDRESS, filter(&g, VMID).unwrap());
    s.execute(&start_words_of(&g, &l)).unwrap();
    let events = workload(&g, &l, 7);
    run_all(&mut s, &events);
    let stop = StopProgram::<64>::new(&g, &masks_of(&g), &l).unwrap();
    let mut words = vec![0; stop.words()];
    stop.write(0x1000_0000, &mut words).unwrap();
    (l, words, s, events)
}

#[test]
fn each_die_reads_its_own_counters_under_its_pred_exec() {
    let (l, words, mut s, events) = counted(&["SQ_WAVES", "TCC_HIT", "GRBM_GUI_ACTIVE"]);
    s.execute(&words).unwrap();
    assert_eq!(check(&l, 0x1000_0000, &s, &events), 8 * (4 + 16 + 1));
    // Every die read its own 4 engines' SQ, 16 channels' TCC and its GRBM, LO and HI.
    for die in 0..8 {
        assert_eq!(s.reads.iter().filter(|r| r.0 == die).count(), 2 * (4 + 16 + 1), "die {die}");
    }
    // PRED_EXEC headers (0xC0002300): one per block per die.
    assert_eq!(words.iter().filter(|w| **w == 0xC000_2300).count(), 3 * 8);
}

#[test]
fn a_read_not_predicated_to_its_die_is_refused() {
    let (_, words, mut s, _) = counted(&["SQ_WAVES"]);
    // Every PRED_EXEC made to select every die: each die stores every die's slots.
    let mut all = words.clone();
    for i in 0..all.len() - 1 {
        if all[i] == 0xC000_2300 {
            all[i + 1] |= 0xFF << 24;
        }
    }
    let e = s.execute(&all).unwrap_err();
    assert!(e.contains("dies 0 and 1 both store byte 0x10000000: a read not predicated"), "{e}");
}

#[test]
fn a_read_through_src_sel_4_is_refused_on_several_dies() {
    let (_, words, mut s, _) = counted(&["TCC_HIT"]);
    // COPY_DATA (0xC0044000) controls with src_sel 0 turned to 4, PERFCOUNTERS.
    let mut perf = words.clone();
    for i in 0..perf.len() - 1 {
        if perf[i] == 0xC004_4000 {
            perf[i + 1] |= 4;
        }
    }
    let e = s.execute(&perf).unwrap_err();
    assert!(e.ends_with("src_sel 4 (PERFCOUNTERS) on several dies hangs GCEA"), "{e}");
}

/// Start on the MI300X without the SET_UCONFIG_REG at `offset` (its third word).
fn start_without(l: &Layout, offset: u32) -> Vec<u32> {
    let words = start_words_of(&mi300x(), l);
    let at = words.windows(2).position(|w| w[0] == 0xC001_7900 && w[1] == offset).unwrap();
    [&words[..at], &words[at + 3..]].concat()
}

#[test]
fn without_the_perfmon_clocks_or_the_sh_masks_nothing_counts() {
    let g = mi300x();
    let l = layout(&g, &["SQ_WAVES", "GRBM_GUI_ACTIVE"]).unwrap();
    // RLC_PERFMON_CLK_CNTL (0xDCBF, offset 0x1CBF): no counter counts.
    // SQ_PERFCOUNTER_MASK (0xD9E1, offset 0x19E1): SQ counts nothing, GRBM still does.
    for (offset, sq_counts, grbm_counts) in [(0x1CBF, false, false), (0x19E1, false, true), (0, true, true)] {
        let mut s = gfx9::Gpu::new(&g);
        s.poke(FILTER_ADDRESS, filter(&g, VMID).unwrap());
        let start = if offset == 0 { start_words_of(&g, &l) } else { start_without(&l, offset) };
        s.execute(&start).unwrap();
        let events = workload(&g, &l, 3);
        run_all(&mut s, &events);
        let stop = StopProgram::<64>::new(&g, &masks_of(&g), &l).unwrap();
        let mut words = vec![0; stop.words()];
        stop.write(0x1000_0000, &mut words).unwrap();
        s.execute(&words).unwrap();
        let [sq, grbm] = [0, 1].map(|i| {
            let c = &l.counters()[i];
            (0..c.values())
                .all(|v| s.u64_at(0x1000_0000 + u64::from(c.offset) + 8 * u64::from(v)) == truth(c, v, &events))
        });
        assert_eq!((sq, grbm), (sq_counts, grbm_counts), "without {offset:#x}");
    }
}

#[test]
fn only_the_filtered_vmid_counts_in_sq() {
    let g = mi300x();
    let l = layout(&g, &["SQ_WAVES"]).unwrap();
    let mut s = gfx9::Gpu::new(&g);
    // The word a kernel of VMID 5 computes from its HW_ID (VM_ID at bits 23:20).
    s.poke(FILTER_ADDRESS, rig_counter_core::filter_of_hw_id(VMID << 20 | 0x1234));
    s.execute(&start_words_of(&g, &l)).unwrap();
    let waves = |n| (0..4).map(|se| (Unit::new(gfx9::Block::Sq, se, 0), 4, n)).collect::<Vec<_>>();
    for die in 0..8 {
        s.run_units(die, VMID, &waves(10 + die as u64));
        s.run_units(die, VMID + 1, &waves(1000));
    }
    let stop = StopProgram::<64>::new(&g, &masks_of(&g), &l).unwrap();
    let mut words = vec![0; stop.words()];
    stop.write(0x1000_0000, &mut words).unwrap();
    s.execute(&words).unwrap();
    assert!(s.left_clean());
    for die in 0..8u64 {
        for se in 0..4 {
            assert_eq!(s.u64_at(0x1000_0000 + 8 * (die * 4 + se)), 10 + die, "die {die} engine {se}");
        }
    }
}

/// Where a run over all passes lies: far from the filter word.
const RUN_ADDRESS: u64 = 0x4000_0000;

/// Kernel replay (issue 41): every counter of the catalog planned by the
/// core's planner, the same dispatch (one workload of every pass's
/// counters) run once per pass on one simulated GPU, as an agent replays
/// it; pass `k`'s start and stop programs store at the run's address plus
/// `Plan::offset(k)`. Each pass's stop stores only inside its region, the
/// passes together store every byte of the buffer once, and after the last
/// pass every value of every pass equals the simulated truth.
#[test]
fn kernel_replay_of_every_counter_fills_one_buffer_pass_by_pass_on_every_die() {
    use rig_counter_core::plan::{Plan, plan};
    use rig_counter_core::{MAX_COUNTERS, Request};
    for g in products_counted() {
        let name = g.processor();
        let catalog = Catalog::of(g.target).unwrap();
        let requests: Vec<Request> = catalog.counters.iter().map(|c| Request::plain(c.name())).collect();
        let mut p = Box::new(Plan::new());
        plan(&g, &requests, &[], &[], &mut p).unwrap();
        let layouts: Vec<Layout> = (0..p.passes()).map(|k| p.layout(k, &[]).unwrap().unwrap()).collect();
        assert_eq!(layouts.iter().map(|l| l.counters().len()).sum::<usize>(), catalog.counters.len(), "{name}");
        // One dispatch: the events of every pass's counters.
        let mut dispatch: Events = vec![Vec::new(); usize::from(g.xccs)];
        for (k, l) in layouts.iter().enumerate() {
            dispatch.iter_mut().zip(workload(&g, l, k as u64)).for_each(|(d, e)| d.extend(e));
        }
        let mut s = gfx9::Gpu::new(&g);
        s.poke(FILTER_ADDRESS, filter(&g, VMID).unwrap());
        let mut filled = std::collections::BTreeSet::new();
        for (k, l) in layouts.iter().enumerate() {
            let address = RUN_ADDRESS + p.offset::<MAX_COUNTERS>(k, &[]).unwrap().unwrap();
            session(&g, &mut s, l, &[(dispatch.clone(), address)]);
            let region = address..address + u64::from(l.bytes());
            for a in s.stored() {
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
            checked += check(l, RUN_ADDRESS + p.offset::<MAX_COUNTERS>(k, &[]).unwrap().unwrap(), &s, &dispatch);
        }
        assert_eq!(u64::from(checked) * 8, total, "{name}: every value of the buffer checked");
    }
}

/// Rotation (issue 41): a kernel dispatched 7 times on one simulated GPU,
/// dispatch `i` counting pass `rotation(i, interval, passes)` of a plan of
/// every counter of the catalog, each into its own record; with interval 1
/// and 3, each pass is counted by the dispatches the rotation gives it,
/// every record equals its dispatch's truth, and each counter's mean over
/// the dispatches that counted it is the mean of their truths.
#[test]
fn rotation_with_interval_1_and_3_counts_each_pass_on_its_dispatches_on_every_die() {
    use rig_counter_core::plan::run::rotation;
    use rig_counter_core::plan::{Plan, plan};
    use rig_counter_core::{MAX_COUNTERS, Request};
    let g = mi300x();
    let catalog = Catalog::of(g.target).unwrap();
    let requests: Vec<Request> = catalog.counters.iter().map(|c| Request::plain(c.name())).collect();
    let mut p = Box::new(Plan::new());
    plan(&g, &requests, &[], &[], &mut p).unwrap();
    let layouts: Vec<Layout> = (0..p.passes()).map(|k| p.layout::<MAX_COUNTERS>(k, &[]).unwrap().unwrap()).collect();
    assert!(layouts.len() >= 3, "{} passes", layouts.len());
    for (interval, expected) in [(1, [0, 1, 2, 3, 4, 5, 6]), (3, [0, 0, 0, 1, 1, 1, 2])] {
        let mut s = gfx9::Gpu::new(&g);
        s.poke(FILTER_ADDRESS, filter(&g, VMID).unwrap());
        let mut means: std::collections::BTreeMap<(usize, usize, u32), (u128, u128, u32)> = Default::default();
        let mut taken = Vec::new();
        for i in 0..7u64 {
            let k = rotation(i, interval, layouts.len()).unwrap();
            taken.push(k);
            let l = &layouts[k];
            // Each dispatch its own work: the kernel's counts differ by dispatch.
            let events = workload(&g, l, 40 + i);
            let record = RUN_ADDRESS + (i << 20);
            session(&g, &mut s, l, &[(events.clone(), record)]);
            for (j, c) in l.counters().iter().enumerate() {
                for v in 0..c.values() {
                    let got = s.u64_at(record + u64::from(c.offset) + 8 * u64::from(v));
                    let m = means.entry((k, j, v)).or_default();
                    (m.0, m.1, m.2) = (m.0 + u128::from(got), m.1 + u128::from(truth(c, v, &events)), m.2 + 1);
                }
            }
        }
        let expected: Vec<usize> = expected.iter().map(|k| k % layouts.len()).collect();
        assert_eq!(taken, expected, "interval {interval}");
        for ((k, j, v), (got, truth, n)) in &means {
            let dispatches = taken.iter().filter(|t| *t == k).count() as u32;
            assert_eq!(*n, dispatches, "pass {k}: counted by the dispatches rotation gives it");
            assert_eq!(got, truth, "pass {k} counter {j} value {v}: the sum over its dispatches, so the mean");
        }
    }
}
