//! The promises about `layout`, one test per promise.

use rig_counter_core::gpu::products;
use rig_counter_core::{Block, Gpu, Layout, LayoutError, Target, layout};

fn gpu(key: &str) -> Gpu {
    products::find(key).unwrap_or_else(|| panic!("no product {key}")).gpu
}

fn message(e: LayoutError<'_>) -> String {
    e.to_string()
}

#[test]
fn the_r9700_example_gives_the_specifications_offsets_registers_and_bytes() {
    let l = layout(&gpu("r9700"), &["GRBM_GUI_ACTIVE", "SQ_WAVES", "GL2C_HIT", "SQ_BUSY_CYCLES"]).unwrap();
    let got: Vec<_> = l
        .counters()
        .iter()
        .map(|c| (c.name, c.block, c.event, c.register, [c.xccs, c.instances, c.engines, c.arrays, c.wgps], c.offset))
        .collect();
    assert_eq!(
        got,
        [
            ("GRBM_GUI_ACTIVE", Block::Grbm, 2, 0, [1, 1, 1, 1, 1], 0),
            ("SQ_WAVES", Block::Sq, 4, 0, [1, 1, 4, 2, 4], 8),
            ("GL2C_HIT", Block::Gl2c, 41, 0, [1, 32, 1, 1, 1], 264),
            ("SQ_BUSY_CYCLES", Block::Sq, 3, 1, [1, 1, 4, 2, 4], 520),
        ]
    );
    assert_eq!(l.bytes(), 776);
}

#[test]
fn gfx942_counts_sq_per_engine_and_tcc_per_channel_in_every_die() {
    let l = layout(&gpu("mi300x"), &["SQ_WAVES", "TCC_HIT", "GRBM_COUNT"]).unwrap();
    let shapes: Vec<_> =
        l.counters().iter().map(|c| ([c.xccs, c.instances, c.engines, c.arrays, c.wgps], c.offset)).collect();
    assert_eq!(shapes, [([8, 1, 4, 1, 1], 0), ([8, 16, 1, 1, 1], 256), ([8, 1, 1, 1, 1], 1280)]);
    assert_eq!(l.bytes(), 1344);
}

#[test]
fn sq_counts_every_wgp_the_array_is_built_with_even_when_harvested() {
    // The RX 9070 runs 56 of the 64 compute units its Navi 48 is built with.
    let l = layout(&gpu("rx9070"), &["SQ_WAVES"]).unwrap();
    assert_eq!(l.counters()[0].wgps, 4);
    assert_eq!(l.bytes(), 4 * 2 * 4 * 8);
}

#[test]
fn a_name_listed_twice_is_refused_naming_the_first_that_recurs() {
    let e = layout(&gpu("r9700"), &["SQ_WAVES", "SQ_FOO", "GL2C_HIT", "GL2C_HIT", "SQ_WAVES"]).unwrap_err();
    assert_eq!(e, LayoutError::ListedTwice { name: "SQ_WAVES" });
    assert_eq!(message(e), "SQ_WAVES is listed twice");
}

#[test]
fn duplicates_are_checked_before_unknown_names() {
    let e = layout(&gpu("r9700"), &["SQ_FOO", "SQ_WAVES", "SQ_WAVES"]).unwrap_err();
    assert_eq!(message(e), "SQ_WAVES is listed twice");
}

#[test]
fn an_unknown_name_is_refused_naming_it_and_the_processor() {
    let e = layout(&gpu("r9700"), &["SQ_WAVES", "SQ_FOO"]).unwrap_err();
    assert_eq!(message(e), "gfx1201 counts no SQ_FOO");
    // User case 1: a name the GPU lacks is never dropped.
    let e = layout(&gpu("r9700"), &["SQ_WAVES", "GL2C_REQ_sum"]).unwrap_err();
    assert_eq!(message(e), "gfx1201 counts no GL2C_REQ_sum");
}

#[test]
fn names_are_exact_and_upper_case() {
    assert_eq!(message(layout(&gpu("r9700"), &["sq_waves"]).unwrap_err()), "gfx1201 counts no sq_waves");
    assert_eq!(message(layout(&gpu("r9700"), &["TCC_HIT"]).unwrap_err()), "gfx1201 counts no TCC_HIT");
    assert_eq!(message(layout(&gpu("mi300x"), &["GL2C_HIT"]).unwrap_err()), "gfx942 counts no GL2C_HIT");
    assert_eq!(message(layout(&gpu("mi300x"), &["TCC_HIT[3]"]).unwrap_err()), "gfx942 counts no TCC_HIT[3]");
}

#[test]
fn a_processor_without_a_catalog_counts_nothing() {
    let gfx90a = Gpu::bare(Target::parse("gfx90a").unwrap());
    assert_eq!(message(layout(&gfx90a, &["SQ_WAVES"]).unwrap_err()), "gfx90a counts no SQ_WAVES");
    let gfx1103 = Gpu::bare(Target::parse("gfx1103").unwrap());
    // gfx1103 is GFX11, so it uses the gfx11 family entries: it counts
    // SQ_WAVES, but a bare GPU has no engine, so no SQ instance to count it.
    assert_eq!(message(layout(&gfx1103, &["SQ_WAVES"]).unwrap_err()), "gfx1103 has no SQ instance to count SQ_WAVES");
    assert_eq!(layout(&gfx90a, &[]).map(|l| l.bytes()), Ok(0));
}

#[test]
fn a_counter_of_a_block_the_gpu_has_no_instance_of_is_refused() {
    // Break test 5 (B3): a KFD GPU whose processor no built-in product
    // gives L2 channels for (gfx1209) laid GL2C_HIT out as 1 x 0 x 1 x 1 x 1,
    // 0 bytes at offset 0, which every reader then took as 0.
    let no_l2 = Gpu { l2_channels: 0, ..gpu("r9700") };
    let e = layout(&no_l2, &["SQ_WAVES", "GL2C_HIT"]).unwrap_err();
    assert_eq!(e, LayoutError::NoInstance { processor: no_l2.processor(), name: "GL2C_HIT", block: Block::Gl2c });
    assert_eq!((e.code(), message(e)), (9, "gfx1201 has no GL2C instance to count GL2C_HIT".to_owned()));
    // GFX9's TCC alike; counters of other blocks are laid out as before.
    let no_l2 = Gpu { l2_channels: 0, ..gpu("mi300x") };
    assert_eq!(message(layout(&no_l2, &["TCC_HIT"]).unwrap_err()), "gfx942 has no TCC instance to count TCC_HIT");
    assert_eq!(
        layout(&no_l2, &["SQ_WAVES", "GRBM_COUNT"]).map(|l| l.bytes()),
        layout(&gpu("mi300x"), &["SQ_WAVES", "GRBM_COUNT"]).map(|l| l.bytes())
    );
}

#[test]
fn a_fifth_gl2c_counter_is_refused_naming_the_block_and_its_registers() {
    let four = ["GL2C_HIT", "GL2C_MISS", "GL2C_EA_RDREQ", "GL2C_EA_WRREQ"];
    assert_eq!(layout(&gpu("r9700"), &four).unwrap().counters()[3].register, 3);
    let five = ["GL2C_HIT", "GL2C_MISS", "GL2C_EA_RDREQ", "GL2C_EA_WRREQ", "GL2C_EA_WRREQ_STALL"];
    let e = layout(&gpu("r9700"), &five).unwrap_err();
    assert_eq!(
        e,
        LayoutError::TooManyOfBlock { processor: gpu("r9700").processor(), block: Block::Gl2c, registers: 4 }
    );
    assert_eq!(message(e), "gfx1201 counts at most 4 GL2C counters at once");
}

#[test]
fn errors_come_name_by_name_after_the_duplicate_check() {
    // The fifth GL2C counter comes before the unknown name: the block error wins.
    let names = ["GL2C_HIT", "GL2C_MISS", "GL2C_EA_RDREQ", "GL2C_EA_WRREQ", "GL2C_EA_WRREQ_STALL", "SQ_FOO"];
    assert_eq!(message(layout(&gpu("r9700"), &names).unwrap_err()), "gfx1201 counts at most 4 GL2C counters at once");
    let names = ["SQ_FOO", "GL2C_HIT", "GL2C_MISS", "GL2C_EA_RDREQ", "GL2C_EA_WRREQ", "GL2C_EA_WRREQ_STALL"];
    assert_eq!(message(layout(&gpu("r9700"), &names).unwrap_err()), "gfx1201 counts no SQ_FOO");
}

#[test]
fn sq_has_eight_registers_on_gfx12_and_sixteen_on_gfx942() {
    let e = layout(&gpu("r9700"), &sq_names(&gpu("r9700"), 9)).unwrap_err();
    assert_eq!(message(e), "gfx1201 counts at most 8 SQ counters at once");
    let e = layout(&gpu("mi300x"), &sq_names(&gpu("mi300x"), 17)).unwrap_err();
    assert_eq!(message(e), "gfx942 counts at most 16 SQ counters at once");
    assert_eq!(layout(&gpu("mi300x"), &sq_names(&gpu("mi300x"), 16)).unwrap().counters()[15].register, 15);
}

fn sq_names(g: &Gpu, n: usize) -> Vec<&'static str> {
    let catalog = rig_counter_core::catalog::Catalog::of(g.target).unwrap();
    catalog.counters.iter().filter(|c| c.block == Block::Sq).map(|c| c.name()).take(n).collect()
}

#[test]
fn a_layout_holding_fewer_counters_refuses_more_as_its_own_error() {
    let e = Layout::<2>::new(&gpu("r9700"), &["SQ_WAVES", "GL2C_HIT", "GRBM_COUNT"]).unwrap_err();
    assert_eq!(e, LayoutError::TooManyCounters { capacity: 2 });
    assert_eq!(message(e), "a layout holds at most 2 counters");
    assert_eq!(Layout::<2>::new(&gpu("r9700"), &["SQ_WAVES", "GL2C_HIT"]).unwrap().bytes(), 512);
}

#[test]
fn samples_beyond_u32_bytes_are_refused_not_wrapped() {
    let mut huge = gpu("r9700");
    (huge.xccs, huge.shader_engines, huge.shader_arrays, huge.array_units) = (255, 255, 255, 255);
    let e = layout(&huge, &["SQ_WAVES"]).unwrap_err();
    assert_eq!(message(e), "the samples of SQ_WAVES exceed 4294967295 bytes");
    // 32 * 255^3 values of 8 bytes fit in u32 bytes; a second such counter does not.
    huge.xccs = 32;
    assert_eq!(layout(&huge, &["SQ_WAVES"]).map(|l| l.bytes()), Ok(4_244_832_000));
    let e = layout(&huge, &["SQ_WAVES", "SQ_BUSY_CYCLES"]).unwrap_err();
    assert_eq!(e, LayoutError::TooLarge { name: "SQ_BUSY_CYCLES" });
}

#[test]
fn a_counter_listed_twice_never_takes_two_registers() {
    // User case 6: the request is refused whole rather than laid out with a repeat.
    assert!(layout(&gpu("r9700"), &["SQ_WAVES", "SQ_WAVES"]).is_err());
}

#[test]
fn more_names_than_a_layout_holds_are_refused_before_any_other_check() {
    // Bounds the duplicate check at N * N comparisons, whatever the caller passes.
    let e = Layout::<2>::new(&gpu("r9700"), &["SQ_FOO", "SQ_FOO", "SQ_WAVES"]).unwrap_err();
    assert_eq!(e, LayoutError::TooManyCounters { capacity: 2 });
    let many: Vec<&str> = (0..100_000).map(|_| "SQ_WAVES").collect();
    assert_eq!(layout(&gpu("r9700"), &many).unwrap_err().to_string(), "a layout holds at most 64 counters");
}

#[test]
fn a_hand_built_counter_of_absurd_extents_saturates_instead_of_panicking() {
    let mut c = layout(&gpu("r9700"), &["SQ_WAVES"]).unwrap().counters()[0];
    (c.xccs, c.instances, c.wgps) = (65_536, 65_536, 1 << 30);
    assert_eq!((c.values(), c.bytes()), (u32::MAX, u32::MAX));
}

#[test]
fn every_block_lays_out_with_its_instances_and_scope() {
    // gfx942 per die: TA and TCP one per CU of an engine as built (10: aqlprofile's
    // gfx940 SPM tables, KFD's cu_per_simd_array), TCA 32 per die, SPI and SQ per
    // engine, CPC once.
    let l = layout(
        &gpu("mi300x"),
        &["TA_TA_BUSY", "TCA_CYCLE", "SPI_CSN_BUSY", "CPC_CPC_STAT_BUSY", "TCP_TOTAL_CACHE_ACCESSES"],
    );
    let l = l.unwrap();
    let shapes: Vec<_> =
        l.counters().iter().map(|c| (c.block, [c.xccs, c.instances, c.engines, c.arrays, c.wgps])).collect();
    assert_eq!(
        shapes,
        [
            (Block::Ta, [8, 10, 4, 1, 1]),
            (Block::Tca, [8, 32, 1, 1, 1]),
            (Block::Spi, [8, 1, 4, 1, 1]),
            (Block::Cpc, [8, 1, 1, 1, 1]),
            (Block::Tcp, [8, 10, 4, 1, 1]),
        ]
    );
    // gfx950: 9 per engine (aqlprofile's gfx950 SPM tables), TD as TA.
    for key in ["mi350x", "mi355x"] {
        let l = layout(&gpu(key), &["TA_TA_BUSY", "TD_TD_BUSY", "TCP_GATE_EN1"]).unwrap();
        assert!(l.counters().iter().all(|c| [c.xccs, c.instances, c.engines] == [8, 9, 4]), "{key}");
    }
    // gfx1201: TA 2 instances in each WGP; gfx1100: 16 in each engine.
    let ta = layout(&gpu("r9700"), &["TA_TA_BUSY"]).unwrap().counters()[0];
    assert_eq!([ta.xccs, ta.instances, ta.engines, ta.arrays, ta.wgps], [1, 2, 4, 2, 4]);
    let ta = layout(&gpu("rx7900xtx"), &["TA_TA_BUSY"]).unwrap().counters()[0];
    assert_eq!([ta.xccs, ta.instances, ta.engines, ta.arrays, ta.wgps], [1, 16, 6, 1, 1]);
    // GC 11.5 (Strix Halo): 2 TA per engine, aqlprofile's gfx11.5 table.
    let ta = layout(&gpu("radeon8060s"), &["TA_TA_BUSY"]).unwrap().counters()[0];
    assert_eq!([ta.xccs, ta.instances, ta.engines, ta.arrays, ta.wgps], [1, 2, 2, 1, 1]);
    let e = layout(
        &gpu("mi300x"),
        &[
            "SPI_CSN_BUSY",
            "SPI_CSN_NUM_THREADGROUPS",
            "SPI_CSN_WAVE",
            "SPI_CSN_WINDOW_VALID",
            "SPI_RA_BAR_CU_FULL_CSN",
            "SPI_RA_BULKY_CU_FULL_CSN",
            "SPI_RA_REQ_NO_ALLOC_CSN",
        ],
    )
    .unwrap_err();
    assert_eq!(e.to_string(), "gfx942 counts at most 6 SPI counters at once");
}

#[test]
fn l2_counters_have_one_value_per_channel_of_the_product() {
    // GL2C on GFX11/GFX12 and TCC on gfx942: as many instances as the
    // product's L2 channels.
    for (key, name, channels) in [
        ("r9700", "GL2C_HIT", 32),
        ("rx9060xt", "GL2C_HIT", 16),
        ("rx7900xtx", "GL2C_HIT", 24),
        ("rx7800xt", "GL2C_HIT", 32),
        ("rx7600", "GL2C_HIT", 32),
        ("radeon8060s", "GL2C_HIT", 8),
        ("mi300x", "TCC_HIT", 16),
    ] {
        let c = layout(&gpu(key), &[name]).unwrap().counters()[0];
        assert_eq!((c.instances, c.engines, c.arrays, c.wgps), (channels, 1, 1, 1), "{key}");
    }
    // A GPU whose channels are unknown (0) refuses an L2 counter (it laid
    // it out with no values): a_counter_of_a_block_the_gpu_has_no_instance_of_is_refused.
}

#[test]
fn an_accumulated_counter_is_followed_by_its_accumulator_in_the_next_sq_register() {
    use rig_counter_core::{Request, Resolution};
    let g = gpu("r9700");
    let requests = [
        Request::plain("SQ_WAVES"),
        Request::accumulated("SQ_INST_LEVEL_LDS", Resolution::HighRes),
        Request::plain("GRBM_GUI_ACTIVE"),
    ];
    let l = rig_counter_core::Layout::<64>::of_requests(&g, &requests).unwrap();
    let rows: Vec<_> = l.counters().iter().map(|c| (c.name, c.event, c.register, c.accumulates, c.offset)).collect();
    assert_eq!(
        rows,
        [
            ("SQ_WAVES", 4, 0, None, 0),
            ("SQ_INST_LEVEL_LDS", 75, 1, None, 256),
            // GFX12 has no SQ_ACCUM_PREV_HIRES: HIGH_RES takes SQ_ACCUM_PREV, as aqlprofile's gfx12 ids (1, 1).
            ("SQ_ACCUM_PREV", 1, 2, Some(Resolution::HighRes), 512),
            ("GRBM_GUI_ACTIVE", 2, 0, None, 768),
        ]
    );
    // gfx942 has both accumulators: HIGH_RES selects SQ_ACCUM_PREV_HIRES (184), LOW_RES SQ_ACCUM_PREV (1).
    let mi = gpu("mi300x");
    for (r, name, event) in
        [(Resolution::HighRes, "SQ_ACCUM_PREV_HIRES", 184), (Resolution::LowRes, "SQ_ACCUM_PREV", 1)]
    {
        let l = rig_counter_core::Layout::<64>::of_requests(&mi, &[Request::accumulated("SQ_LEVEL_WAVES", r)]).unwrap();
        let acc = l.counters()[1];
        assert_eq!((acc.name, acc.event, acc.register, acc.accumulates), (name, event, 1, Some(r)));
    }
    // Plain requests lay out as names do.
    let plain = [Request::plain("SQ_WAVES"), Request::plain("GL2C_HIT")];
    assert_eq!(rig_counter_core::Layout::<64>::of_requests(&g, &plain), layout(&g, &["SQ_WAVES", "GL2C_HIT"]));
}

#[test]
fn accumulate_is_refused_outside_sq_twice_or_beyond_the_registers() {
    use rig_counter_core::{Block, LayoutError, Request, Resolution};
    let g = gpu("r9700");
    let of = |r: &[Request<'static>]| rig_counter_core::Layout::<8>::of_requests(&g, r).map(|_| ()).unwrap_err();
    let hi = Resolution::HighRes;
    let e = of(&[Request::accumulated("GL2C_HIT", hi)]);
    assert_eq!(e, LayoutError::AccumulateOutsideSq { name: "GL2C_HIT", block: Block::Gl2c });
    assert_eq!(e.to_string(), "accumulate takes SQ counters only; GL2C_HIT is a GL2C counter");
    let e = of(&[Request::plain("SQ_INST_LEVEL_LDS"), Request::accumulated("SQ_INST_LEVEL_LDS", hi)]);
    assert_eq!(e, LayoutError::ListedTwice { name: "SQ_INST_LEVEL_LDS" });
    // A name listed twice outranks the accumulate refusal, as it outranks every error.
    let e = of(&[Request::accumulated("TA_TA_BUSY", hi), Request::plain("SQ_WAVES"), Request::plain("SQ_WAVES")]);
    assert_eq!(e, LayoutError::ListedTwice { name: "SQ_WAVES" });
    // 7 SQ counters and one accumulated: the accumulator is the ninth SQ register.
    let sq: Vec<&str> = rig_counter_core::catalog::Catalog::of(g.target)
        .unwrap()
        .counters
        .iter()
        .filter(|c| c.block == Block::Sq && c.name() != "SQ_INST_LEVEL_LDS")
        .map(|c| c.name())
        .take(7)
        .collect();
    let mut r: Vec<Request> = sq.iter().map(|n| Request::plain(n)).collect();
    r.push(Request::accumulated("SQ_INST_LEVEL_LDS", hi));
    assert_eq!(of(&r).to_string(), "a layout holds at most 8 counters");
    let e = rig_counter_core::Layout::<64>::of_requests(&g, &r).unwrap_err();
    assert_eq!(e.to_string(), "gfx1201 counts at most 8 SQ counters at once");
}

mod definitions {
    //! Counters a caller defines: `Layout::with_definitions`.
    use super::*;
    use rig_counter_core::{Definition, Request, Resolution};

    const EXTRA: [Definition; 3] = [
        Definition { name: "GL2C_EXTRA", block: Block::Gl2c, event: 99 },
        // The same name as the catalog's, another event: the definition counts.
        Definition { name: "GL2C_HIT", block: Block::Gl2c, event: 100 },
        Definition { name: "SQ_EXTRA_LEVEL", block: Block::Sq, event: 80 },
    ];

    fn laid<'a>(key: &str, names: &[&'a str], defs: &[Definition]) -> Result<Layout, LayoutError<'a>> {
        let requests: Vec<Request<'a>> = names.iter().map(|n| Request::plain(n)).collect();
        Layout::with_definitions(&gpu(key), &requests, defs)
    }

    #[test]
    fn a_defined_counter_is_laid_out_as_its_blocks_counters_are_before_the_catalogs_of_its_name() {
        let l = laid("r9700", &["GL2C_MISS", "GL2C_EXTRA", "SQ_WAVES", "GL2C_HIT"], &EXTRA).unwrap();
        let got: Vec<_> = l
            .counters()
            .iter()
            .map(|c| {
                (c.name, c.block, c.event, c.register, [c.xccs, c.instances, c.engines, c.arrays, c.wgps], c.offset)
            })
            .collect();
        assert_eq!(
            got,
            [
                ("GL2C_MISS", Block::Gl2c, 42, 0, [1, 32, 1, 1, 1], 0),
                ("GL2C_EXTRA", Block::Gl2c, 99, 1, [1, 32, 1, 1, 1], 256),
                ("SQ_WAVES", Block::Sq, 4, 0, [1, 1, 4, 2, 4], 512),
                ("GL2C_HIT", Block::Gl2c, 100, 2, [1, 32, 1, 1, 1], 768),
            ]
        );
        assert_eq!(l.bytes(), 1024);
        // Without definitions the same request is refused as before.
        assert_eq!(
            laid("r9700", &["GL2C_EXTRA"], &[]).unwrap_err(),
            LayoutError::Unknown { processor: gpu("r9700").processor(), name: "GL2C_EXTRA" }
        );
    }

    #[test]
    fn a_defined_counter_takes_its_blocks_registers_and_is_listed_twice_like_any_other() {
        let four = ["GL2C_HIT", "GL2C_MISS", "GL2C_EXTRA", "GL2C_EA_RDREQ_32B", "GL2C_EA_RDREQ_64B"];
        let e = laid("r9700", &four, &EXTRA).unwrap_err();
        assert_eq!(e.to_string(), "gfx1201 counts at most 4 GL2C counters at once");
        let e = laid("r9700", &["GL2C_EXTRA", "SQ_WAVES", "GL2C_EXTRA"], &EXTRA).unwrap_err();
        assert_eq!(e, LayoutError::ListedTwice { name: "GL2C_EXTRA" });
    }

    #[test]
    fn a_defined_counter_of_a_block_the_gpu_lacks_is_refused_naming_the_block() {
        let tcc = [Definition { name: "TCC_EXTRA", block: Block::Tcc, event: 1 }];
        let e = laid("r9700", &["SQ_WAVES", "TCC_EXTRA"], &tcc).unwrap_err();
        assert_eq!(
            e,
            LayoutError::NoSuchBlock { processor: gpu("r9700").processor(), name: "TCC_EXTRA", block: Block::Tcc }
        );
        assert_eq!(e.to_string(), "gfx1201 has no TCC block to count TCC_EXTRA");
        // On gfx942 the same definition counts, per L2 channel of every die.
        let l = laid("mi300x", &["TCC_EXTRA"], &tcc).unwrap();
        let c = &l.counters()[0];
        assert_eq!((c.block, c.event, c.xccs, c.instances), (Block::Tcc, 1, 8, 16));
    }

    #[test]
    fn a_defined_sq_counter_can_be_accumulated_and_another_block_cannot() {
        let requests = [Request::accumulated("SQ_EXTRA_LEVEL", Resolution::HighRes)];
        let l: Layout = Layout::with_definitions(&gpu("r9700"), &requests, &EXTRA).unwrap();
        let got: Vec<_> = l.counters().iter().map(|c| (c.name, c.event, c.register, c.accumulates)).collect();
        assert_eq!(got, [("SQ_EXTRA_LEVEL", 80, 0, None), ("SQ_ACCUM_PREV", 1, 1, Some(Resolution::HighRes))]);
        let requests = [Request::accumulated("GL2C_EXTRA", Resolution::HighRes)];
        let e = Layout::<64>::with_definitions(&gpu("r9700"), &requests, &EXTRA).unwrap_err();
        assert_eq!(e, LayoutError::AccumulateOutsideSq { name: "GL2C_EXTRA", block: Block::Gl2c });
    }
}
