//! The counting programs run on the simulator: the samples they store equal the
//! layout's expected values, zeros for inactive WGPs, and nothing else is
//! written; a program without the SQG sync, the sample event or the L2
//! write-back fails.

mod sim;

use proptest::prelude::*;
use rig_counter_core::catalog::Catalog;
use rig_counter_core::counting::{all_active, wgp_bit};
use rig_counter_core::gpu::products;
use rig_counter_core::{Block, Gpu, Layout, filter, layout, start, start_words, stop, stop_words};
use sim::{Geometry, Wgp};

const FILTER_ADDRESS: u64 = 0x0FFF_F000;

/// Runs start, a kernel of VMID `vmid` with `events`, then stop; returns the
/// simulator after the run.
fn count(g: &Gpu, l: &Layout, masks: &[u32], address: u64, vmid: u32, events: &[(Wgp, u32, u32)]) -> sim::Gpu {
    let (s, stopped) = run_with(g, l, masks, address, vmid, events, |words| words);
    stopped.unwrap();
    assert!(s.left_clean(), "stop restores broadcast, clears the filter and writes L2 back");
    s
}

/// Runs start, the kernel and the stop program as `edit` leaves it, on a GPU
/// whose counters read a previous run's sample until the new one lands;
/// returns the simulator and how the stop program ran.
fn run_with(
    g: &Gpu,
    l: &Layout,
    masks: &[u32],
    address: u64,
    vmid: u32,
    events: &[(Wgp, u32, u32)],
    edit: impl FnOnce(Vec<u32>) -> Vec<u32>,
) -> (sim::Gpu, Result<(), String>) {
    let mut s = sim::Gpu::new(Geometry::of(g));
    s.previous_sample(0xABCD_0000);
    s.poke(FILTER_ADDRESS, filter(g, 5).unwrap());
    let mut words = vec![0; start_words(g, l, FILTER_ADDRESS).unwrap()];
    start(g, l, FILTER_ADDRESS, &mut words).unwrap();
    s.execute(&words).unwrap();
    s.run(vmid, events);
    let mut words = vec![0; stop_words(g, masks, l, address).unwrap()];
    stop(g, masks, l, address, &mut words).unwrap();
    s.stored.clear();
    let result = s.execute(&edit(words));
    (s, result)
}

/// `words` without their packets of opcode `opcode`.
fn without(words: Vec<u32>, opcode: u8) -> Vec<u32> {
    let packets = rig_counter_core::pm4::Packets::new(&words).map(Result::unwrap);
    packets.filter(|p| p.opcode != opcode).flat_map(|p| words[p.index..=p.index + p.payload.len()].to_vec()).collect()
}

fn wgps_of(g: &Gpu) -> Vec<Wgp> {
    let mut v = Vec::new();
    for se in 0..g.shader_engines {
        for sa in 0..g.shader_arrays {
            for w in 0..g.array_units {
                v.push((se, sa, w));
            }
        }
    }
    v
}

fn active(g: &Gpu, masks: &[u32], (se, sa, w): Wgp) -> bool {
    masks[usize::from(se)] & wgp_bit(g, sa, w).unwrap() != 0
}

/// Checks the samples in `s` against the model: each counter's value of an
/// active WGP is the sum of its event there, saturated; 0 elsewhere; nothing
/// stored outside the samples; no inactive WGP read.
fn check(g: &Gpu, l: &Layout, masks: &[u32], address: u64, s: &sim::Gpu, events: &[(Wgp, u32, u32)]) {
    let end = address + u64::from(l.bytes());
    assert!(s.stored.iter().all(|a| (address..end).contains(a)), "a store outside the samples");
    assert!(s.read.iter().all(|w| active(g, masks, *w)), "an inactive WGP was read");
    for c in l.counters() {
        for (i, wgp) in wgps_of(g).into_iter().enumerate() {
            let want = if active(g, masks, wgp) {
                events
                    .iter()
                    .filter(|(w, e, _)| *w == wgp && *e == u32::from(c.event))
                    .fold(0u32, |a, (_, _, n)| a.saturating_add(*n))
            } else {
                0
            };
            let got = s.u64_at(address + u64::from(c.offset) + 8 * i as u64);
            assert_eq!(got, u64::from(want), "{} at {wgp:?}", c.name);
        }
    }
}

fn r9700() -> Gpu {
    products::find("r9700").unwrap().gpu
}

#[test]
fn an_r9700_run_stores_every_active_wgps_counts_and_zeros_for_two_inactive_ones() {
    let g = r9700();
    let l = layout(&g, &["SQ_WAVES", "SQ_INSTS_VALU"]).unwrap();
    let mut masks = [all_active(&g).unwrap(); 4];
    masks[0] &= !wgp_bit(&g, 0, 1).unwrap();
    masks[3] &= !wgp_bit(&g, 1, 3).unwrap();
    let events: Vec<_> = wgps_of(&g)
        .into_iter()
        .flat_map(|w| [(w, 4, 1 + u32::from(w.2)), (w, 50, 1000 * u32::from(w.0) + 7)])
        .collect();
    let s = count(&g, &l, &masks, 0x1000_0000, 5, &events);
    check(&g, &l, &masks, 0x1000_0000, &s, &events);
    assert_eq!(s.u64_at(0x1000_0000 + 8 * 2), 3, "SQ_WAVES of WGP 0/0/2");
    assert_eq!(s.u64_at(0x1000_0000 + 256 + 8 * 30), 3007, "SQ_INSTS_VALU of WGP 3/1/2");
    assert_eq!(s.u64_at(0x1000_0000 + 256 + 8 * 31), 0, "WGP 3/1/3 runs no work: 0, never read");
    assert_eq!(s.read.len(), 30 * 2);
}

/// The R9700 run of the first test, its stop program edited by `edit`.
fn r9700_run(edit: impl FnOnce(Vec<u32>) -> Vec<u32>) -> (sim::Gpu, Result<(), String>, Layout) {
    let g = r9700();
    let l = layout(&g, &["SQ_WAVES", "SQ_INSTS_VALU"]).unwrap();
    let masks = [all_active(&g).unwrap(); 4];
    let events: Vec<_> = wgps_of(&g).into_iter().map(|w| (w, 4, 1 + u32::from(w.2))).collect();
    let (s, result) = run_with(&g, &l, &masks, 0x1000_0000, 5, &events, edit);
    (s, result, l)
}

#[test]
fn without_the_sqg_wait_a_stop_program_stores_the_previous_sample() {
    let (s, result, _) = r9700_run(|words| words);
    result.unwrap();
    assert_eq!(s.u64_at(0x1000_0000 + 8 * 2), 3, "SQ_WAVES of WGP 0/0/2, after the sync");
    let (s, result, _) = r9700_run(|words| without(words, 0x3C));
    result.unwrap();
    assert_eq!(s.u64_at(0x1000_0000 + 8 * 2), 0xABCD_0000, "the read ran ahead of the sample");
    assert_eq!(s.u64_at(0x1000_0000 + 256 + 8 * 2), 0xABCD_0001);
}

#[test]
fn without_the_l2_write_back_the_host_sees_no_samples() {
    let (s, result, l) = r9700_run(|words| without(words, 0x58));
    result.unwrap();
    assert!(!s.left_clean());
    assert_eq!(s.l2.len(), l.bytes() as usize, "every sample byte waits in L2");
    assert_eq!(s.u64_at(0x1000_0000 + 8 * 2), 0, "memory never got SQ_WAVES of WGP 0/0/2");
}

#[test]
fn without_the_sample_event_a_read_is_refused() {
    let (_, result, _) = r9700_run(|words| {
        let event = words.windows(2).position(|w| w == [0xC000_4600, 0x1B]).unwrap();
        [&words[..event], &words[event + 2..]].concat()
    });
    assert!(result.unwrap_err().ends_with("counter read before a sample"));
}

#[test]
fn samples_written_to_dst_sel_5_are_refused_as_tc_l2_obsolete() {
    let (_, result, _) = r9700_run(|mut words| {
        let copy = words.iter().position(|w| *w == 0xC004_4000).unwrap();
        words[copy + 1] = (words[copy + 1] & !0xF00) | 5 << 8;
        words
    });
    assert!(result.unwrap_err().ends_with("dst_sel 5 is TC_L2_OBSOLETE on GFX10 and later"));
}

#[test]
fn waves_of_another_vmid_do_not_count() {
    let g = r9700();
    let l = layout(&g, &["SQ_WAVES"]).unwrap();
    let masks = [all_active(&g).unwrap(); 4];
    let events = [((0, 0, 0), 4, 9)];
    let s = count(&g, &l, &masks, 0, 6, &events);
    assert_eq!(s.u64_at(0), 0);
    let s = count(&g, &l, &masks, 0, 5, &events);
    assert_eq!(s.u64_at(0), 9);
}

#[test]
fn a_saturated_counter_stores_2_pow_32_minus_1_with_a_zero_high_half() {
    let g = r9700();
    let l = layout(&g, &["SQ_WAVES"]).unwrap();
    let masks = [all_active(&g).unwrap(); 4];
    let events = [((1, 1, 1), 4, u32::MAX - 1), ((1, 1, 1), 4, 5)];
    let s = count(&g, &l, &masks, 0x40, 5, &events);
    assert_eq!(s.u64_at(0x40 + 8 * 13), 0xFFFF_FFFF);
}

/// A run: GPU, counter names, active masks, samples address, events.
type Run = (Gpu, Vec<&'static str>, Vec<u32>, u64, Vec<(Wgp, u32, u32)>);

/// A GFX12 GPU of random geometry, random SQ counters of gfx1201, random active
/// masks, a random samples address and random events.
fn runs() -> impl Strategy<Value = Run> {
    let sq: Vec<&'static str> = Catalog::of(r9700().target)
        .unwrap()
        .counters
        .iter()
        .filter(|c| c.block == Block::Sq)
        .map(|c| c.name())
        .collect();
    (1u8..=4, 1u8..=2, 1u8..=8, proptest::sample::subsequence(sq, 1..=8).prop_shuffle(), 0u64..1 << 40).prop_flat_map(
        |(se, sa, wgps, names, address)| {
            let mut g = r9700();
            (g.shader_engines, g.shader_arrays, g.array_units) = (se, sa, wgps);
            let all = all_active(&g).unwrap();
            let masks = proptest::collection::vec(0..=all, usize::from(se))
                .prop_map(move |m| m.into_iter().map(|x| x & all).collect::<Vec<_>>());
            let events = proptest::collection::vec(((0..se, 0..sa, 0..wgps), 0u32..64, any::<u32>()), 0..40);
            (Just(g), Just(names), masks, Just(address & !7), events)
        },
    )
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 128, ..ProptestConfig::default() })]

    #[test]
    fn the_simulator_agrees_with_the_layout((g, names, masks, address, events) in runs()) {
        let l = layout(&g, &names).unwrap();
        let s = count(&g, &l, &masks, address, 5, &events);
        check(&g, &l, &masks, address, &s, &events);
    }

    #[test]
    fn adding_counters_never_changes_the_first_ones_values((g, names, masks, address, events) in runs()) {
        let alone = layout(&g, &names[..1]).unwrap();
        let all = layout(&g, &names).unwrap();
        let a = count(&g, &alone, &masks, address, 5, &events);
        let b = count(&g, &all, &masks, address, 5, &events);
        for i in 0..alone.bytes() / 8 {
            prop_assert_eq!(a.u64_at(address + 8 * u64::from(i)), b.u64_at(address + 8 * u64::from(i)));
        }
    }

    #[test]
    fn every_program_disassembles_completely((g, names, masks, address, _events) in runs()) {
        let l = layout(&g, &names).unwrap();
        let table = rig_counter_core::regs::RegisterTable::of(g.gc);
        let mut words = vec![0; start_words(&g, &l, FILTER_ADDRESS).unwrap()];
        start(&g, &l, FILTER_ADDRESS, &mut words).unwrap();
        let lines = rig_counter_std::disasm::disassemble(table, &words).unwrap();
        prop_assert_eq!(lines.iter().map(|l| l.words).sum::<usize>(), words.len());
        let mut words = vec![0; stop_words(&g, &masks, &l, address).unwrap()];
        stop(&g, &masks, &l, address, &mut words).unwrap();
        let lines = rig_counter_std::disasm::disassemble(table, &words).unwrap();
        prop_assert_eq!(lines.iter().map(|l| l.words).sum::<usize>(), words.len());
        // Every register is named: numbers appear only as memory addresses and
        // as the SQG wait's reference and mask.
        prop_assert!(lines.iter().all(|l| !l.text.contains("0x") || l.text.contains("memory")
            || l.text.starts_with("WAIT_REG_MEM register SQG_PERFCOUNTER_CTRL ")));
    }
}
