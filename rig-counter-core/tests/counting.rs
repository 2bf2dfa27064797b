//! The promises about `filter`, `start` and `stop`, with exact words.

use rig_counter_core::counting::{
    CountingError, HW_ID2_VM_ID, SQ_PERFCOUNTER_CTRL2_FORCE_EN, SQ_PERFCOUNTER_CTRL2_VMID_EN, StartProgram,
    StopProgram, all_active, wgp_bit,
};
use rig_counter_core::gpu::products;
use rig_counter_core::regs::gc_12_0_0::sq_perfcounter_ctrl2 as ctrl2;
use rig_counter_core::{Block, GcVersion, Gpu, filter, filter_of_hw_id2, layout, start, start_words, stop, stop_words};

fn gpu(key: &str) -> Gpu {
    products::find(key).unwrap().gpu
}

const EVENT_WRITE: u32 = 0xC000_4600;
const SET_UCONFIG_REG: u32 = 0xC001_7900;
const SET_SH_REG: u32 = 0xC001_7600;
const COPY_DATA: u32 = 0xC004_4000;
const WAIT_REG_MEM: u32 = 0xC005_3C00;
const ACQUIRE_MEM: u32 = 0xC006_5800;
/// COPY_DATA's control for a counter read: SRC_SEL 4 (perfcounter), DST_SEL 2
/// (TC_L2), WR_CONFIRM.
const READ: u32 = 4 | 2 << 8 | 1 << 20;

#[test]
fn the_filter_word_is_force_en_and_the_vmids_bit() {
    for vmid in 0..16 {
        assert_eq!(filter(&gpu("r9700"), vmid), Ok(1 | 1 << (vmid + 1)));
        assert_eq!(filter_of_hw_id2(vmid << 24), 1 | 1 << (vmid + 1));
    }
    assert_eq!(filter(&gpu("rx9060xt"), 10), Ok(0x801));
    assert_eq!(filter_of_hw_id2(0x0a00_0000), 0x801);
    assert_eq!(filter_of_hw_id2(0xf7ff_ffff), 0x101);
}

#[test]
fn the_filter_refuses_a_vmid_beyond_15_and_gpus_it_does_not_count_on() {
    assert_eq!(filter(&gpu("r9700"), 16), Err(CountingError::VmidOutOfRange { vmid: 16 }));
    assert_eq!(filter(&gpu("r9700"), 16).unwrap_err().to_string(), "vmid 16 is not in 0..=15");
    // GFX11 has the same SQ_PERFCOUNTER_CTRL2 fields.
    assert_eq!(filter(&gpu("rx7900xtx"), 8), Ok(0x201));
    // gfx942 and gfx950 filter in SQ_PERFCOUNTER_CTRL: CS_EN | VMID_MASK bit 8.
    assert_eq!(filter(&gpu("mi300x"), 8), Ok(0x0100_0040));
    assert_eq!(filter(&gpu("mi355x"), 0), Ok(0x0001_0040));
    let mut two_dies = gpu("r9700");
    two_dies.xccs = 2;
    let e = filter(&two_dies, 1).unwrap_err();
    assert!(matches!(e, CountingError::NotCountable { xccs: 2, .. }));
    assert_eq!(
        e.to_string(),
        "counting is for gfx942 and gfx950 GPUs (1 to 8 dies) and GFX11 and GFX12 GPUs of one die, not gfx1201 (2 dies)"
    );
    let e = filter(&Gpu::bare(rig_counter_core::Target::parse("gfx90a").unwrap()), 1).unwrap_err();
    assert_eq!(
        e.to_string(),
        "counting is for gfx942 and gfx950 GPUs (1 to 8 dies) and GFX11 and GFX12 GPUs of one die, not gfx90a (1 die)"
    );
}

#[test]
fn the_filter_fields_are_the_register_tables() {
    let (force, vmid) = (ctrl2::FORCE_EN, ctrl2::VMID_EN);
    assert_eq!(
        (SQ_PERFCOUNTER_CTRL2_FORCE_EN.shift(), SQ_PERFCOUNTER_CTRL2_FORCE_EN.width()),
        (force.shift(), force.width())
    );
    assert_eq!(
        (SQ_PERFCOUNTER_CTRL2_VMID_EN.shift(), SQ_PERFCOUNTER_CTRL2_VMID_EN.width()),
        (vmid.shift(), vmid.width())
    );
    assert_eq!((HW_ID2_VM_ID.shift(), HW_ID2_VM_ID.width()), (24, 4));
}

#[test]
fn start_waits_resets_selects_even_registers_enables_loads_the_filter_and_starts() {
    let g = gpu("r9700");
    let l = layout(&g, &["SQ_WAVES", "SQ_INSTS_VALU"]).unwrap();
    let mut out = [0xDEAD_BEEF; 40];
    let n = start(&g, &l, 0x1_0000_0100, &mut out).unwrap();
    #[rustfmt::skip]
    let want = [
        EVENT_WRITE, 0x407,                              // CS_PARTIAL_FLUSH, index 4
        SET_UCONFIG_REG, 0xD808 - 0xC000, 0,             // CP_PERFMON_CNTL_1: disable and reset
        SET_UCONFIG_REG, 0xC200 - 0xC000, 0xE000_0000,   // GRBM_GFX_INDEX: broadcast
        SET_UCONFIG_REG, 0xD9C0 - 0xC000, 4,             // SQ_PERFCOUNTER0_SELECT: SQ_WAVES
        SET_UCONFIG_REG, 0xD9C2 - 0xC000, 50,            // SQ_PERFCOUNTER2_SELECT: SQ_INSTS_VALU (event 50)
        SET_UCONFIG_REG, 0xD9E0 - 0xC000, 1 << 6,        // SQ_PERFCOUNTER_CTRL: CS_EN
        SET_UCONFIG_REG, 0xD9D8 - 0xC000, 1 << 6,        // SQG_PERFCOUNTER_CTRL: CS_EN, DISABLE_ME1PIPE3_PERF clear
        SET_SH_REG, 0x2E0B - 0x2C00, 1,                  // COMPUTE_PERFCOUNT_ENABLE
        COPY_DATA, 2, 0x100, 1, 0xD9E2, 0,               // memory 0x1_0000_0100 -> SQ_PERFCOUNTER_CTRL2
        SET_UCONFIG_REG, 0xD808 - 0xC000, 1,             // CP_PERFMON_CNTL_1: start
    ];
    assert_eq!(&out[..n], &want);
    assert_eq!(start_words(&g, &l, 0x1_0000_0100), Ok(n));
    assert!(out[n..].iter().all(|w| *w == 0xDEAD_BEEF), "nothing written past the program");
}

#[test]
fn stop_stores_active_wgps_zeroes_inactive_ones_restores_broadcast_clears_the_filter_and_restores_sqg() {
    // A GPU of one engine, one array and two WGPs, the second inactive.
    let mut g = gpu("r9700");
    (g.shader_engines, g.shader_arrays, g.array_units) = (1, 1, 2);
    let l = layout(&g, &["SQ_WAVES", "SQ_INSTS_VALU"]).unwrap();
    assert_eq!(l.bytes(), 32);
    let mut out = [0; 70];
    let n = stop(&g, &[0b01], &l, 0x2000, &mut out).unwrap();
    #[rustfmt::skip]
    let want = [
        EVENT_WRITE, 0x407,                               // CS_PARTIAL_FLUSH, index 4
        EVENT_WRITE, 0x1B,                                // PERFCOUNTER_SAMPLE
        SET_SH_REG, 0x20B, 0,                             // COMPUTE_PERFCOUNT_ENABLE = 0
        SET_UCONFIG_REG, 0x1808, 2 | 1 << 10,             // stop, PERFMON_SAMPLE_ENABLE
        SET_UCONFIG_REG, 0x200, 0xE000_0000,              // GRBM_GFX_INDEX: broadcast, so the flip reaches every engine
        SET_UCONFIG_REG, 0x19D8, 1 << 19 | 1 << 6,        // SQG_PERFCOUNTER_CTRL: DISABLE_ME1PIPE3_PERF flipped
        0xC00A_3700, 2 << 8 | 1 << 20, 0x2000, 0, 0, 0, 0, 0, 0, 0, 0, 0, // WRITE_DATA 8 zero dwords to TC_L2, confirmed
        SET_UCONFIG_REG, 0x200, 0x6000_0000,              // GRBM_GFX_INDEX: SE 0, SA and instances broadcast
        WAIT_REG_MEM, 3, 0xD9D8, 0, 1 << 19 | 1 << 6, u32::MAX, 4, // until SQG_PERFCOUNTER_CTRL reads the flip
        SET_UCONFIG_REG, 0x200, 0,                        // GRBM_GFX_INDEX: SE 0, SA 0, INSTANCE 0 (WGP 0)
        COPY_DATA, READ, 0xD1C0, 0, 0x2000, 0,            // SQ_PERFCOUNTER0_LO -> SQ_WAVES of WGP 0
        COPY_DATA, READ, 0xD1C2, 0, 0x2010, 0,            // SQ_PERFCOUNTER1_LO -> SQ_INSTS_VALU of WGP 0
        SET_UCONFIG_REG, 0x200, 0xE000_0000,              // broadcast again
        SET_UCONFIG_REG, 0xD9E2 - 0xC000, 0,              // SQ_PERFCOUNTER_CTRL2: no VMID counts
        SET_UCONFIG_REG, 0x19D8, 1 << 6,                  // SQG_PERFCOUNTER_CTRL back to start's value, every engine
        ACQUIRE_MEM, 0, 1, 0, 0x2000 >> 8, 0, 0x10, 0x18000, // GL2_WB | SEQ_FORWARD over the one 256-byte line
    ];
    assert_eq!(&out[..n], &want);
    assert_eq!(stop_words(&g, &[0b01], &l, 0x2000), Ok(n));
}

#[test]
fn stop_selects_a_wgp_by_engine_array_and_instance_index_wgp_times_4() {
    let g = gpu("r9700");
    let l = layout(&g, &["SQ_WAVES"]).unwrap();
    let bit = wgp_bit(&g, 1, 2).unwrap();
    let mut masks = [0; 4];
    masks[3] = bit;
    let mut out = vec![0; stop_words(&g, &masks, &l, 0).unwrap()];
    stop(&g, &masks, &l, 0, &mut out).unwrap();
    let select = 3 << 16 | 1 << 8 | 2 << 2;
    let at = out.windows(3).position(|w| w == [SET_UCONFIG_REG, 0x200, select]).unwrap();
    // The value of engine 3, array 1, WGP 2 is number (3 * 2 + 1) * 4 + 2 = 30.
    assert_eq!(&out[at + 3..at + 9], &[COPY_DATA, READ, 0xD1C0, 0, 30 * 8, 0]);
}

#[test]
fn a_buffer_too_small_is_an_error_carrying_the_size_and_is_left_untouched() {
    let g = gpu("r9700");
    let l = layout(&g, &["SQ_WAVES"]).unwrap();
    let needed = start_words(&g, &l, 0).unwrap();
    let mut out = vec![7; needed - 1];
    assert_eq!(start(&g, &l, 0, &mut out), Err(CountingError::BufferTooSmall { needed, len: needed - 1 }));
    assert!(out.iter().all(|w| *w == 7));
    let all = [all_active(&g).unwrap(); 4];
    let needed = stop_words(&g, &all, &l, 0).unwrap();
    let mut out = vec![7; needed - 1];
    let e = stop(&g, &all, &l, 0, &mut out).unwrap_err();
    assert_eq!(e.to_string(), format!("the program takes {needed} words; the buffer holds {}", needed - 1));
    assert!(out.iter().all(|w| *w == 7));
}

#[test]
fn start_refuses_what_the_specification_refuses_in_its_order() {
    let g = gpu("r9700");
    let sq = layout(&g, &["SQ_WAVES"]).unwrap();
    let mixed = layout(&g, &["SQ_WAVES", "GRBM_GUI_ACTIVE"]).unwrap();
    let mut out = [0; 64];
    let e = start(&g, &mixed, 0x1_0002, &mut out).unwrap_err();
    assert_eq!(e.to_string(), "filter address 0x10002 is not a multiple of 4");
    // Every block of the catalog has its program now.
    assert!(start(&g, &mixed, 0x1_0000, &mut out).is_ok());
    out = [0; 64];
    let mut two_dies = g;
    two_dies.xccs = 2;
    let l2 = layout(&two_dies, &["SQ_WAVES"]).unwrap();
    assert!(matches!(start(&two_dies, &l2, 0, &mut out), Err(CountingError::NotCountable { xccs: 2, .. })));
    assert_eq!(start(&gpu("rx9060xt"), &sq, 0, &mut out), Err(CountingError::LayoutOfAnotherGpu));
    let mut unknown_gc = g;
    unknown_gc.gc = GcVersion { major: 12, minor: 5, revision: 0 };
    let l = layout(&unknown_gc, &["SQ_WAVES"]).unwrap();
    let e = start(&unknown_gc, &l, 0, &mut out).unwrap_err();
    assert_eq!(e, CountingError::NoRegisters { gc: unknown_gc.gc });
    assert_eq!(e.to_string(), "rig-counter has no registers of GC 12.5.0");
    assert!(out.iter().all(|w| *w == 0), "a refused program writes nothing");
}

#[test]
fn stop_refuses_what_the_specification_refuses_in_its_order() {
    let g = gpu("r9700");
    let sq = layout(&g, &["SQ_WAVES"]).unwrap();
    let all = [all_active(&g).unwrap(); 4];
    let mut out = [0; 16];
    assert_eq!(
        stop(&g, &all, &sq, 0x2_0004, &mut out).unwrap_err().to_string(),
        "address 0x20004 is not a multiple of 8"
    );
    assert_eq!(
        stop(&g, &all[..3], &sq, 0, &mut out).unwrap_err().to_string(),
        "wgps holds 3 engines; this gfx1201 has 4"
    );
    assert_eq!(
        stop(&g, &all[..1], &sq, 0, &mut out).unwrap_err().to_string(),
        "wgps holds 1 engine; this gfx1201 has 4"
    );
    let beyond = [all[0], all[1], all[2], 1 << 8];
    assert_eq!(
        stop(&g, &beyond, &sq, 0, &mut out).unwrap_err(),
        CountingError::WgpOutOfRange { engine: 3, mask: 0x100, wgps: 8 }
    );
    let gl2c = layout(&g, &["SQ_WAVES", "GL2C_HIT"]).unwrap();
    assert!(matches!(stop(&g, &all, &gl2c, 0, &mut out), Err(CountingError::BufferTooSmall { len: 16, .. })));
    assert_eq!(
        stop(&g, &all, &sq, u64::MAX - 7, &mut out),
        Err(CountingError::AddressOverflow { address: u64::MAX - 7, bytes: 256 })
    );
    assert!(out.iter().all(|w| *w == 0));
}

#[test]
fn a_geometry_grbm_gfx_index_cannot_address_is_an_error() {
    let mut g = gpu("r9700");
    (g.shader_engines, g.shader_arrays, g.array_units) = (1, 5, 2);
    let l = layout(&g, &["SQ_WAVES"]).unwrap();
    let e = stop(&g, &[all_active(&g).unwrap()], &l, 0, &mut [0; 4096]).unwrap_err();
    assert_eq!(e.to_string(), "0x4 does not fit field SA_INDEX");
    (g.shader_arrays, g.array_units) = (2, 17);
    let l = layout(&g, &["SQ_WAVES"]).unwrap();
    assert_eq!(stop(&g, &[0], &l, 0, &mut [0; 64]), Err(CountingError::TooManyWgps { wgps: 34 }));
}

#[test]
fn samples_may_end_at_the_last_byte_address_but_not_past_it() {
    let g = gpu("r9700");
    let l = layout(&g, &["SQ_WAVES"]).unwrap();
    let all = [all_active(&g).unwrap(); 4];
    assert!(stop_words(&g, &all, &l, u64::MAX - 255).is_ok());
    assert_eq!(
        stop_words(&g, &all, &l, u64::MAX - 247),
        Err(CountingError::AddressOverflow { address: u64::MAX - 247, bytes: 256 })
    );
}

#[test]
fn a_prepared_start_writes_the_one_shot_words_and_patches_only_the_filter_address() {
    let g = gpu("r9700");
    let l = layout(&g, &["SQ_WAVES", "SQ_INSTS_VALU", "SQ_BUSY_CYCLES"]).unwrap();
    let p = StartProgram::new(&g, &l).unwrap();
    let mut one_shot = vec![0; start_words(&g, &l, 0x4000).unwrap()];
    start(&g, &l, 0x4000, &mut one_shot).unwrap();
    let mut prepared = vec![7; p.words() + 3];
    assert_eq!(p.write(0x4000, &mut prepared), Ok(one_shot.len()));
    assert_eq!(&prepared[..p.words()], &one_shot[..]);
    assert_eq!(&prepared[p.words()..], &[7, 7, 7]);
    let before = prepared.clone();
    p.patch(0x1_2345_6780, &mut prepared).unwrap();
    let changed: Vec<_> = (0..before.len()).filter(|&i| before[i] != prepared[i]).collect();
    let copy = one_shot.iter().position(|w| *w == COPY_DATA).unwrap();
    assert_eq!(changed, [copy + 2, copy + 3]);
    assert_eq!(&prepared[copy + 2..copy + 4], &[0x2345_6780, 1]);
    assert_eq!(p.patch(0x2, &mut prepared), Err(CountingError::FilterAddressMisaligned { address: 2 }));
    assert_eq!(p.patch(0, &mut prepared[..3]), Err(CountingError::BufferTooSmall { needed: p.words(), len: 3 }));
    let mut other = vec![0; p.words()];
    assert_eq!(p.patch(0, &mut other), Err(CountingError::NotThisProgram));
    assert!(other.iter().all(|w| *w == 0));
}

#[test]
fn a_prepared_stop_patched_to_another_address_is_the_one_shot_program_there() {
    let g = gpu("r9700");
    let l = layout(&g, &["SQ_WAVES", "SQ_INSTS_VALU"]).unwrap();
    let mut masks = [all_active(&g).unwrap(); 4];
    masks[2] &= !wgp_bit(&g, 0, 3).unwrap();
    let p = StopProgram::new(&g, &masks, &l).unwrap();
    let mut prepared = vec![0; p.words()];
    p.write(0x1000_0000, &mut prepared).unwrap();
    for address in [0x20_0000_0040, 0x1000_0000, 0x7FFF_FFFF_FF00] {
        p.patch(address, &mut prepared).unwrap();
        let mut one_shot = vec![0; stop_words(&g, &masks, &l, address).unwrap()];
        stop(&g, &masks, &l, address, &mut one_shot).unwrap();
        assert_eq!(prepared, one_shot, "at {address:#x}");
    }
    let before = prepared.clone();
    assert_eq!(p.patch(4, &mut prepared), Err(CountingError::AddressMisaligned { address: 4 }));
    assert_eq!(
        p.patch(u64::MAX - 7, &mut prepared),
        Err(CountingError::AddressOverflow { address: u64::MAX - 7, bytes: 512 })
    );
    assert_eq!(prepared, before, "a refused patch changes nothing");
    let mut other = vec![0; p.words()];
    assert_eq!(p.patch(0, &mut other), Err(CountingError::NotThisProgram));
}

#[test]
fn a_counter_on_a_select_that_cannot_select_its_event_is_refused() {
    // Every SQ event of the GFX11 and GFX12 catalogs fits every select, so no
    // layout made from them meets the restriction (its message is tested in
    // the core's unit tests).
    for key in ["r9700", "rx9060xt", "rx7900xtx"] {
        let g = gpu(key);
        let catalog = rig_counter_core::catalog::Catalog::of(g.target).unwrap();
        for c in catalog.counters.iter().filter(|c| c.block == Block::Sq) {
            assert!(c.event <= 0x1D9, "{} {}", c.name(), c.event);
        }
    }
}

#[test]
fn patch_refuses_the_words_of_another_program() {
    use rig_counter_core::counting::{StartProgram, StopProgram};
    let g = gpu("r9700");
    let l = layout(&g, &["SQ_WAVES", "GRBM_COUNT"]).unwrap();
    let other = layout(&g, &["SQ_WAVES"]).unwrap();
    let m = [all_active(&g).unwrap(); 4];
    let (stop, sample) = (StopProgram::new(&g, &m, &l).unwrap(), StopProgram::sample(&g, &m, &l).unwrap());
    let mut words = vec![0; stop.words()];
    stop.write(0x1000_0000, &mut words).unwrap();
    let before = words.clone();
    assert_eq!(sample.patch(0x2000_0000, &mut words), Err(CountingError::NotThisProgram));
    // Another layout's program, shorter: its tail is not where this one's is.
    let shorter = StopProgram::new(&g, &m, &other).unwrap();
    assert_eq!(shorter.patch(0x2000_0000, &mut words.clone()), Err(CountingError::NotThisProgram));
    assert_eq!(words, before, "refused: untouched");
    assert_eq!(stop.patch(0x2000_0000, &mut words), Ok(()));
    let mut samples = vec![0; sample.words()];
    sample.write(0x1000_0000, &mut samples).unwrap();
    samples.resize(stop.words(), 0);
    assert_eq!(stop.patch(0x2000_0000, &mut samples), Err(CountingError::NotThisProgram));
    let start = StartProgram::new(&g, &l).unwrap();
    assert_eq!(start.patch(0x1000, &mut words[..start.words()]), Err(CountingError::NotThisProgram));
    let mut started = vec![0; start.words()];
    start.write(0x2000, &mut started).unwrap();
    let with_grbm_twice = StartProgram::new(&g, &layout(&g, &["SQ_WAVES", "GRBM_GUI_ACTIVE"]).unwrap()).unwrap();
    assert_eq!(with_grbm_twice.patch(0x1000, &mut started), Err(CountingError::NotThisProgram));
    assert_eq!(start.patch(0x1000, &mut started), Ok(()));
}

#[test]
fn patch_refuses_another_layouts_program_of_the_same_length() {
    use rig_counter_core::counting::StopProgram;
    // On an MI300X the head and tail of every stop program are alike: these two
    // layouts' programs are 397 words each, their reads different counters.
    let g = gpu("mi300x");
    let m = [all_active(&g).unwrap(); 4];
    let a = layout(&g, &["CPC_CPC_STAT_BUSY", "CPC_CPC_STAT_IDLE", "GRBM_COUNT"]).unwrap();
    let b = layout(&g, &["CPC_CPC_STAT_BUSY", "GRBM_COUNT", "GRBM_GUI_ACTIVE"]).unwrap();
    let (pa, pb) = (StopProgram::new(&g, &m, &a).unwrap(), StopProgram::new(&g, &m, &b).unwrap());
    assert_eq!((pa.words(), pb.words()), (397, 397));
    let mut words = vec![0; pa.words()];
    pa.write(0x1000_0000, &mut words).unwrap();
    let before = words.clone();
    assert_eq!(pb.patch(0x2000_0000, &mut words), Err(CountingError::NotThisProgram));
    assert_eq!(words, before, "refused: untouched");
    // On an R9700: two SQ counters against two others in the same registers.
    let g = gpu("r9700");
    let m = [all_active(&g).unwrap(); 4];
    let sq = layout(&g, &["SQ_WAVES", "SQ_BUSY_CYCLES"]).unwrap();
    let sq_other = layout(&g, &["SQ_INSTS_VALU", "SQ_INSTS_SALU"]).unwrap();
    let (p, q) = (StopProgram::new(&g, &m, &sq).unwrap(), StopProgram::new(&g, &m, &sq_other).unwrap());
    let mut words = vec![0; p.words()];
    p.write(0x1000_0000, &mut words).unwrap();
    // The same registers read into the same places: the words become q's program.
    assert_eq!(q.patch(0x2000_0000, &mut words), Ok(()));
    let mut fresh = vec![0; q.words()];
    q.write(0x2000_0000, &mut fresh).unwrap();
    assert_eq!(words, fresh);
    // The same counters, their blocks in the other order (reads the other way round).
    let grbm = StopProgram::new(&g, &m, &layout(&g, &["SQ_WAVES", "GRBM_COUNT"]).unwrap()).unwrap();
    let mut words = vec![0; grbm.words()];
    grbm.write(0x1000_0000, &mut words).unwrap();
    let reordered = StopProgram::new(&g, &m, &layout(&g, &["GRBM_COUNT", "SQ_WAVES"]).unwrap()).unwrap();
    assert_eq!(reordered.words(), grbm.words());
    assert_eq!(reordered.patch(0x1000_0000, &mut words), Err(CountingError::NotThisProgram));
}

#[test]
fn a_gpu_whose_gc_version_is_of_another_family_than_its_processor_is_refused() {
    let mut g = gpu("r9700");
    g.gc = GcVersion { major: 11, minor: 0, revision: 0 };
    let l = layout(&g, &["TA_TA_BUSY", "SQ_WAVES"]).unwrap();
    let e = start(&g, &l, 0, &mut [0; 64]).unwrap_err();
    assert_eq!(e, CountingError::GcOfAnotherFamily { processor: g.processor(), gc: g.gc });
    assert_eq!(e.to_string(), "gfx1201 is a GFX12 processor, but the GPU's GC version is 11.0.0");
    let m = [all_active(&g).unwrap(); 4];
    assert!(matches!(stop(&g, &m, &l, 0, &mut [0; 64]), Err(CountingError::GcOfAnotherFamily { .. })));
    assert!(matches!(filter(&g, 1), Err(CountingError::GcOfAnotherFamily { .. })));
    let mut h = gpu("rx7900xtx");
    h.gc = GcVersion { major: 12, minor: 0, revision: 0 };
    assert_eq!(
        filter(&h, 1).unwrap_err().to_string(),
        "gfx1100 is a GFX11 processor, but the GPU's GC version is 12.0.0"
    );
}
