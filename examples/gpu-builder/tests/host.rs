//! The kernel's work checked on the host: what a thread writes for a request
//! (prepared programs written, then patched) equals the core's one-shot
//! programs written at the patched addresses, and the generator yields both
//! programs and every kind of refusal. ci/ptx runs these before building the
//! PTX; ci/gpu then compares the GPU's words with the host's.

use rig_counter_core::catalog::Catalog;
use rig_counter_core::gpu::products::PRODUCTS;
use rig_counter_core::{Family, Layout, filter, filter_of_hw_id, filter_of_hw_id2, start, stop};
use rig_counter_gpu_builder::{HEADER_WORDS, MAX_NAMES, NO_PRODUCT, Request, build, generate};
use std::collections::BTreeSet;

const SEED: u64 = 15;

fn join(w: [u32; 2]) -> u64 {
    u64::from(w[0]) | u64::from(w[1]) << 32
}

/// Requests of the seed that the GPU's table describes untouched (no tweak)
/// and that the kernel builds whole.
fn plain(r: &Request) -> bool {
    r.tweak == 0 && (r.product as usize) < PRODUCTS.len()
}

#[test]
fn patched_programs_equal_one_shot_programs_at_the_patched_addresses() {
    let mut out = vec![0u32; 1 << 17];
    let mut compared = 0;
    for i in 0..3000 {
        let r = generate(SEED, i);
        out.fill(0);
        let used = build(&r, &mut out);
        let h = &out[..HEADER_WORDS];
        assert_eq!(h[12] as usize, used);
        if !plain(&r) || h[..12].iter().step_by(2).any(|&c| c != 0) {
            continue;
        }
        let gpu = PRODUCTS[r.product as usize].gpu;
        let catalog = Catalog::of(gpu.target).unwrap().counters;
        let names: Vec<&str> = r.counters[..r.count as usize].iter().map(|&c| catalog[c as usize].name()).collect();
        let l = Layout::<MAX_NAMES>::new(&gpu, &names).unwrap();
        let expected_filter = match (r.filter_kind, gpu.family()) {
            (0, _) => filter(&gpu, r.filter_input).unwrap(),
            (_, Some(Family::Gfx9)) => filter_of_hw_id(r.filter_input),
            _ => filter_of_hw_id2(r.filter_input),
        };
        assert_eq!(h[3], expected_filter, "request {i}");
        let mut one = vec![0u32; 1 << 17];
        let n = start(&gpu, &l, join(r.patch_filter_address), &mut one).unwrap();
        assert_eq!(h[5] as usize, n);
        let m = stop(&gpu, &r.masks[..r.engines as usize], &l, join(r.patch_samples_address), &mut one[n..]).unwrap();
        assert_eq!(h[9] as usize, m);
        assert_eq!(&out[HEADER_WORDS..HEADER_WORDS + n + m], &one[..n + m], "request {i}: {r:?}");
        assert!(out[HEADER_WORDS + n + m..].iter().all(|&w| w == 0), "request {i} wrote past its programs");
        compared += 1;
    }
    // Most plain requests build whole.
    assert!(compared > 1800, "{compared} of 3000 requests compared");
}

#[test]
fn the_generator_gives_programs_and_every_kind_of_refusal() {
    let mut out = vec![0u32; 1 << 17];
    let (mut whole, mut codes) = (0, BTreeSet::new());
    for i in 0..16384 {
        build(&generate(SEED, i), &mut out);
        let stages: Vec<u32> = out[..12].iter().step_by(2).copied().collect();
        if stages.iter().all(|&c| c == 0) {
            whole += 1;
        }
        codes.extend(stages.into_iter().filter(|&c| c != 0));
    }
    // Layouts: twice, unknown, too many of a block. Counting: VMID, not
    // countable, another family's GC, both misalignments, overflow, wrong
    // engines, a WGP beyond, too many WGPs, too little room.
    let wanted = BTreeSet::from([1, 2, 3, 16, 17, 18, 19, 20, 21, 26, 27, 28, 29, NO_PRODUCT]);
    assert_eq!(codes, wanted);
    assert!(whole > 11_000, "{whole} of 16384 requests built whole");
}

#[test]
fn a_thread_output_shorter_than_the_header_is_left_untouched() {
    let mut out = [7u32; HEADER_WORDS - 1];
    assert_eq!(build(&generate(SEED, 0), &mut out), 0);
    assert_eq!(out, [7; HEADER_WORDS - 1]);
}

#[test]
fn too_little_room_refuses_the_program_and_leaves_its_words() {
    let mut r = (0..).map(|i| generate(SEED, i)).find(|r| plain(r) && r.room == 0 && r.count > 0).unwrap();
    let mut out = vec![0xAAAA_AAAAu32; 64];
    r.room = 8;
    build(&r, &mut out);
    // The start program takes more than 8 words: refused, BufferTooSmall (29).
    assert_eq!(out[4], 29);
    assert!(out[HEADER_WORDS..].iter().all(|&w| w == 0xAAAA_AAAA));
}

#[test]
fn dealing_gives_every_rank_its_own_thread() {
    use rig_counter_gpu_builder::{WARP, dealt_thread};
    for requests in 1..=200 {
        let mut seen = vec![false; requests];
        for rank in 0..requests {
            let t = dealt_thread(rank, requests).unwrap();
            assert!(!seen[t], "{requests} requests: thread {t} twice");
            seen[t] = true;
        }
        assert_eq!(dealt_thread(requests, requests), None);
    }
    // 70 requests: warps of 32, 32 and 6 threads. Ranks 0, 1, 2 lead the
    // three warps; 3, 4, 5 are their second lanes.
    let threads: Vec<usize> = (0..70).map(|r| dealt_thread(r, 70).unwrap()).collect();
    assert_eq!(threads[..7], [0, 32, 64, 1, 33, 65, 2]);
    // The last warp's 6 lanes hold ranks 2, 5, .., 17; then ranks 18 on go
    // round the two full warps.
    assert_eq!((threads[17], threads[18], threads[19], threads[20]), (69, 6, 38, 7));
    assert_eq!(threads[69], 63);
    // Each warp of 64 requests holds one of the two largest, one of the next two.
    let warp_of = |rank| dealt_thread(rank, 64).unwrap() / WARP;
    assert_ne!(warp_of(0), warp_of(1));
    assert_ne!(warp_of(2), warp_of(3));
}
