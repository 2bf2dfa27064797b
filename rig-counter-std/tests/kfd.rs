//! GPUs from the KFD topology: properties files, geometry, a machine's nodes,
//! active WGPs from the driver's CU bitmap.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU32, Ordering};

use proptest::prelude::*;
use rig_counter_core::gpu::products;
use rig_counter_core::{Gpu, Target};
use rig_counter_std::kfd::{self, CuBitmap, KfdError, Properties};

fn fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/kfd").join(name)
}

fn product(key: &str) -> Gpu {
    products::find(key).unwrap_or_else(|| panic!("no built-in product {key}")).gpu
}

fn gpu_of_fixture(name: &str) -> Gpu {
    let properties = Properties::read(&fixture(name)).unwrap();
    kfd::gpu(&properties).unwrap().expect("a GPU node")
}

/// Geometry fields, side by side, so a mismatch names the field.
fn geometry(g: &Gpu) -> [(&'static str, u32); 6] {
    [
        ("target", u32::from(g.target.major) << 16 | u32::from(g.target.minor) << 8 | u32::from(g.target.stepping)),
        ("xccs", g.xccs.into()),
        ("shader_engines", g.shader_engines.into()),
        ("shader_arrays", g.shader_arrays.into()),
        ("array_units", g.array_units.into()),
        ("compute_units", g.compute_units.into()),
    ]
}

/// A fresh directory under the system's temporary directory, removed on drop.
struct TempDir(PathBuf);

impl TempDir {
    fn new() -> TempDir {
        static NEXT: AtomicU32 = AtomicU32::new(0);
        let dir = std::env::temp_dir().join(format!(
            "rig-counter-kfd-{}-{}",
            std::process::id(),
            NEXT.fetch_add(1, Ordering::Relaxed)
        ));
        std::fs::create_dir_all(&dir).unwrap();
        TempDir(dir)
    }

    fn node(&self, index: &str, properties: &[u8]) {
        let dir = self.0.join("nodes").join(index);
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join("properties"), properties).unwrap();
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

// --- properties --------------------------------------------------------------

#[test]
fn properties_keep_every_pair_in_file_order() {
    let p = Properties::parse("p", "simd_count 128\n\nsome_future_key 18446744073709551615\r\nnum_xcc\t1\n").unwrap();
    assert_eq!(p.iter().collect::<Vec<_>>(), [("simd_count", 128), ("some_future_key", u64::MAX), ("num_xcc", 1)]);
    assert_eq!(p.get("some_future_key"), Some(u64::MAX));
    assert_eq!(p.get("array_count"), None);
    assert_eq!((p.len(), p.is_empty(), p.file()), (3, false, "p"));
    assert!(Properties::parse("p", "").unwrap().is_empty());
}

#[test]
fn garbled_lines_are_refused_naming_file_and_line() {
    for (text, line, why) in [
        ("simd_count 1\nsimd_count\n", 2, "is not `name value`"),
        ("simd_count 1 2\n", 1, "is not `name value`"),
        ("simd_count -1\n", 1, "simd_count's value \"-1\" is not a decimal u64"),
        ("simd_count +1\n", 1, "not a decimal u64"),
        ("simd_count 0x10\n", 1, "not a decimal u64"),
        ("simd_count 18446744073709551616\n", 1, "not a decimal u64"),
        ("a 1\n\nb 2\na 3\n", 4, "a is listed twice"),
    ] {
        let e = Properties::parse("nodes/1/properties", text).unwrap_err();
        let KfdError::Garbled { ref file, line: l, .. } = e else { panic!("{e:?}") };
        assert_eq!((file.as_str(), l), ("nodes/1/properties", line), "{text:?}");
        let message = e.to_string();
        assert!(message.starts_with(&format!("nodes/1/properties line {line}: ")), "{message}");
        assert!(message.contains(why), "{message}");
    }
}

#[test]
fn reading_names_the_file() {
    let missing = fixture("no-such-node/properties");
    let e = Properties::read(&missing).unwrap_err();
    assert!(matches!(&e, KfdError::Unreadable { file, .. } if *file == missing.display().to_string()), "{e:?}");
    assert!(e.to_string().starts_with(&format!("cannot read {}", missing.display())));

    let dir = TempDir::new();
    dir.node("1", b"simd_count 1\narray_count \xff\n");
    let path = dir.0.join("nodes/1/properties");
    let e = Properties::read(&path).unwrap_err();
    assert_eq!(e, KfdError::Garbled { file: path.display().to_string(), line: 2, why: "not UTF-8 text".to_owned() });
    dir.node("2", &vec![b'a'; 70 * 1024]);
    assert!(matches!(Properties::read(&dir.0.join("nodes/2/properties")), Err(KfdError::Unreadable { .. })));
}

// --- targets and geometry ----------------------------------------------------

fn target_of(version: u64) -> Result<Option<Target>, KfdError> {
    kfd::target(&Properties::parse("p", &format!("simd_count 4\ngfx_target_version {version}\n")).unwrap())
}

#[test]
fn gfx_target_version_is_decimal_major_minor_stepping() {
    for (version, name) in [(120001, "gfx1201"), (120000, "gfx1200"), (110000, "gfx1100"), (110001, "gfx1101")] {
        assert_eq!(target_of(version).unwrap().unwrap().processor().to_string(), name);
    }
    for (version, name) in [(90402, "gfx942"), (90010, "gfx90a"), (90500, "gfx950"), (110501, "gfx1151")] {
        assert_eq!(target_of(version).unwrap().unwrap().processor().to_string(), name);
    }
    for bad in [1, 99, 9_1600, 9_0016, 2_560_000] {
        let e = target_of(bad).unwrap_err();
        assert!(matches!(&e, KfdError::Property { property, .. } if property == "gfx_target_version"), "{e:?}");
    }
}

#[test]
fn cpu_nodes_have_no_target() {
    for text in ["cpu_cores_count 16\nsimd_count 0\ngfx_target_version 0\n", "simd_count 0\n", "gfx_target_version 0\n"]
    {
        assert_eq!(kfd::target(&Properties::parse("p", text).unwrap()), Ok(None), "{text:?}");
        assert_eq!(kfd::gpu(&Properties::parse("p", text).unwrap()), Ok(None), "{text:?}");
    }
    let e = kfd::target(&Properties::parse("p", "simd_count 8\n").unwrap()).unwrap_err();
    assert_eq!(e.to_string(), "p: gfx_target_version is missing");
}

#[test]
fn real_fixtures_give_the_built_in_products_geometry() {
    for (file, key) in [
        ("gfx1201-rx9070xt.properties", "r9700"),
        ("gfx1201-rx9070xt.properties", "rx9070xt"),
        ("gfx1100-rx7900xtx.properties", "rx7900xtx"),
        ("gfx942-mi300x.properties", "mi300x"),
    ] {
        let got = gpu_of_fixture(file);
        let want = product(key);
        assert_eq!(geometry(&got), geometry(&want), "{file} against {key}");
        assert_eq!(got.gc, want.gc, "{file}: GC version from the product of the same processor");
    }
}

#[test]
fn fixtures_match_the_first_product_of_their_geometry() {
    for (file, key) in [
        ("gfx1201-rx9070xt.properties", "r9700"),
        ("gfx1100-rx7900xtx.properties", "rx7900xtx"),
        ("gfx942-mi300x.properties", "mi300x"),
    ] {
        assert_eq!(kfd::product_of(&gpu_of_fixture(file)).map(|p| p.key), Some(key), "{file}");
    }
}

#[test]
fn multi_xcc_counts_are_split_per_die() {
    // MI300X in CPX mode: one XCC per node, simd_count its share of the CUs
    // (kfd_crat.c: simd_per_cu * (cu_info->number / num_nodes)).
    let text = "simd_count 152\narray_count 4\nsimd_arrays_per_engine 1\ncu_per_simd_array 10\nsimd_per_cu 4\n\
                gfx_target_version 90402\nnum_xcc 1\n";
    let gpu = kfd::gpu(&Properties::parse("p", text).unwrap()).unwrap().unwrap();
    assert_eq!(
        (gpu.xccs, gpu.shader_engines, gpu.shader_arrays, gpu.array_units, gpu.compute_units),
        (1, 4, 1, 10, 38)
    );
}

#[test]
fn a_missing_num_xcc_is_one_die() {
    let text = "simd_count 112\narray_count 8\nsimd_arrays_per_engine 2\ncu_per_simd_array 8\nsimd_per_cu 2\n\
                gfx_target_version 120001\n";
    let gpu = kfd::gpu(&Properties::parse("p", text).unwrap()).unwrap().unwrap();
    assert_eq!(geometry(&gpu), geometry(&product("rx9070")));
    assert_eq!(kfd::product_of(&gpu).map(|p| p.key), Some("rx9070"));
}

#[test]
fn unknown_processors_take_the_gc_version_of_their_target() {
    let target = Target { major: 12, minor: 0, stepping: 2 };
    assert_eq!(
        (kfd::gc_version(target).major, kfd::gc_version(target).minor, kfd::gc_version(target).revision),
        (12, 0, 2)
    );
    // gfx1101 is GC 11.0.3 (kfd_device.c), as its built-in product says.
    let gc = kfd::gc_version(Target { major: 11, minor: 0, stepping: 1 });
    assert_eq!((gc.major, gc.minor, gc.revision), (11, 0, 3));
}

#[test]
fn geometry_errors_name_the_property() {
    let good = "simd_count 128\narray_count 8\nsimd_arrays_per_engine 2\ncu_per_simd_array 8\nsimd_per_cu 2\n\
                gfx_target_version 120001\nnum_xcc 1\n";
    let with = |name: &str, value: &str| {
        good.lines()
            .map(|l| if l.split(' ').next() == Some(name) { format!("{name} {value}") } else { l.to_owned() })
            .collect::<Vec<_>>()
            .join("\n")
    };
    let without = |name: &str| good.lines().filter(|l| !l.starts_with(name)).collect::<Vec<_>>().join("\n");
    for (text, property, why) in [
        (without("array_count"), "array_count", "is missing"),
        (with("cu_per_simd_array", "0"), "cu_per_simd_array", "is 0 on a GPU node"),
        (with("num_xcc", "0"), "num_xcc", "is 0 on a GPU node"),
        (with("array_count", "7"), "array_count", "7 is not a multiple of num_xcc 1 * simd_arrays_per_engine 2"),
        (with("cu_per_simd_array", "7"), "cu_per_simd_array", "7 is odd"),
        (with("simd_count", "127"), "simd_count", "127 is not a multiple of simd_per_cu 2"),
        (with("num_xcc", "3"), "array_count", "not a multiple of num_xcc 3"),
        (with("simd_count", "130"), "simd_count", "more than the 64 its arrays are built with"),
        (with("array_count", "1024"), "array_count", "gives 512, more than the 63 a dimension holds"),
    ] {
        let e = kfd::gpu(&Properties::parse("nodes/1/properties", &text).unwrap()).unwrap_err();
        let KfdError::Property { file, property: p, .. } = &e else { panic!("{e:?}") };
        assert_eq!((file.as_str(), p.as_str()), ("nodes/1/properties", property), "{e}");
        assert!(e.to_string().contains(why), "{e}");
    }
}

// --- topology ----------------------------------------------------------------

#[test]
fn the_machine_serves_its_gfx1201_and_notes_the_rest() {
    let topology = kfd::read_topology(&fixture("machine")).unwrap();
    assert_eq!(topology.gpus.len(), 1, "{topology:?}");
    let g = topology.gpus[0];
    assert_eq!((g.node, g.product), (1, Some("r9700")));
    assert_eq!(geometry(&g.gpu), geometry(&product("r9700")));
    assert_eq!(topology.notes, ["node 0: a CPU", "node 2: gfx90a has no counter catalog"]);
}

#[test]
fn a_missing_topology_is_an_error_naming_it() {
    let dir = fixture("no-such-topology");
    let e = kfd::read_topology(&dir).unwrap_err();
    assert!(matches!(&e, KfdError::NoTopology { dir: d, .. } if *d == dir.display().to_string()), "{e:?}");
    assert!(e.to_string().starts_with(&format!("{} is no KFD topology: ", dir.display())), "{e}");
}

#[test]
fn bad_nodes_are_skipped_with_a_note_and_the_rest_served() {
    let dir = TempDir::new();
    let gfx1100 = std::fs::read(fixture("gfx1100-rx7900xtx.properties")).unwrap();
    dir.node("0", b"cpu_cores_count 8\nsimd_count 0\ngfx_target_version 0\n");
    dir.node("1", b"simd_count 12x\n");
    dir.node("2", &gfx1100);
    dir.node("3", b"simd_count 8\ngfx_target_version 120001\n");
    dir.node("10", &gfx1100);
    dir.node("1200", b"simd_count 128\narray_count 8\nsimd_arrays_per_engine 2\ncu_per_simd_array 8\nsimd_per_cu 2\ngfx_target_version 120002\n");
    std::fs::create_dir_all(dir.0.join("nodes/4")).unwrap(); // no properties file
    std::fs::create_dir_all(dir.0.join("nodes/not-a-node")).unwrap();
    std::fs::create_dir_all(dir.0.join("nodes/05")).unwrap();

    let topology = kfd::read_topology(&dir.0).unwrap();
    let served: Vec<_> = topology.gpus.iter().map(|g| (g.node, g.product)).collect();
    assert_eq!(served, [(2, Some("rx7900xtx")), (10, Some("rx7900xtx")), (1200, None)]);
    let node = |n: &str| dir.0.join("nodes").join(n).join("properties").display().to_string();
    assert_eq!(topology.notes.len(), 5, "{:?}", topology.notes);
    assert_eq!(
        topology.notes[..3],
        [
            "node 0: a CPU".to_owned(),
            format!("node 1: {} line 1: simd_count's value \"12x\" is not a decimal u64", node("1")),
            format!("node 3: {}: simd_arrays_per_engine is missing", node("3")),
        ]
    );
    assert!(topology.notes[3].starts_with(&format!("node 4: cannot read {}: ", node("4"))), "{}", topology.notes[3]);
    // Served, but no built-in product of gfx1202 gives its L2 channels
    // (break test 5, B3).
    assert_eq!(
        topology.notes[4],
        "node 1200: gfx1202: its L2 channels (l2/xcc in gpus) are 0: a KFD node's properties do not give them, and no \
         built-in product of gfx1202 does: layouts refuse its L2 counters"
    );
}

// --- CU bitmaps --------------------------------------------------------------

#[test]
fn a_harvested_rx9070_gives_exact_masks() {
    let bitmap = kfd::read_cu_bitmap(&fixture("rx9070.cu_bitmap")).unwrap();
    let gpu = product("rx9070");
    let masks = kfd::active_wgps(&gpu, &bitmap).unwrap();
    // Array 0: WGPs 0-3 (bits 0-3); array 1: WGPs 0-2 (bits 4-6), WGP 3 off.
    assert_eq!(masks, [0x7f; 4]);
    let wgps: u32 = masks.iter().map(|m| m.count_ones()).sum();
    assert_eq!(wgps * 2, u32::from(gpu.compute_units), "56 of 64 CUs");
}

#[test]
fn each_engine_and_array_has_its_own_entry() {
    // An RX 9070 harvested unevenly: engine 0 loses WGP 0 of array 0, engine 1
    // WGP 3 of array 1, engine 2 WGPs 1 and 2 of array 0, engine 3 none.
    let bitmap: CuBitmap = [[0xfc, 0xff, 0, 0], [0xff, 0x3f, 0, 0], [0xc3, 0xff, 0, 0], [0xff, 0xff, 0, 0]];
    let masks = kfd::active_wgps(&product("rx9070"), &bitmap).unwrap();
    assert_eq!(masks, [0xfe, 0x7f, 0xf9, 0xff]);
}

#[test]
fn a_wgp_runs_work_only_when_both_its_cus_do() {
    // CU 0 alone (WGP 0 half), CUs 3 and 4 (halves of WGPs 1 and 2), CUs 6 and 7 (WGP 3).
    let bitmap: CuBitmap = [[0b1101_1001, 0xff, 0, 0], [0xff, 0xff, 0, 0], [0xff, 0xff, 0, 0], [0xff, 0xff, 0, 0]];
    let masks = kfd::active_wgps(&product("r9700"), &bitmap).unwrap();
    assert_eq!(masks, [0b1111_1000, 0xff, 0xff, 0xff]);
}

#[test]
fn engines_four_and_up_sit_in_the_last_two_columns_on_gfx11() {
    // RX 7900 XTX: 6 engines of 2 arrays of 4 WGPs; engines 4 and 5 in
    // columns 2 and 3 of rows 0 and 1 (gfx_v11_0_get_cu_info()).
    let bitmap: CuBitmap = [[0xff, 0xff, 0x3f, 0xff], [0xff, 0xff, 0xff, 0xcf], [0xff, 0xff, 0, 0], [0xff, 0xff, 0, 0]];
    let masks = kfd::active_wgps(&product("rx7900xtx"), &bitmap).unwrap();
    assert_eq!(masks, [0xff, 0xff, 0xff, 0xff, 0xf7, 0xbf]);
}

#[test]
fn gfx9_units_are_cus() {
    // MI300X, XCC 0: 4 engines of one 10-CU array, 38 CUs active; two engines
    // lose one CU each.
    let bitmap: CuBitmap = [[0x3ff, 0, 0, 0], [0x3fe, 0, 0, 0], [0x2ff, 0, 0, 0], [0x3ff, 0, 0, 0]];
    let masks = kfd::active_wgps(&product("mi300x"), &bitmap).unwrap();
    assert_eq!(masks, [0x3ff, 0x3fe, 0x2ff, 0x3ff]);
    assert_eq!(masks.iter().map(|m| m.count_ones()).sum::<u32>(), 38);
}

#[test]
fn bitmaps_that_do_not_fit_the_gpu_are_refused() {
    let full: CuBitmap = [[0xff, 0xff, 0, 0]; 4];
    let mut stray = full;
    stray[2][3] = 1;
    let e = kfd::active_wgps(&product("r9700"), &stray).unwrap_err();
    assert_eq!(
        e.to_string(),
        "the CU bitmap does not fit gfx1201: cu_bitmap[2][3] = 0x00000001, but no engine and array of 4 x 2 lies there"
    );
    let mut wide = full;
    wide[1][0] = 0x1ff;
    let e = kfd::active_wgps(&product("r9700"), &wide).unwrap_err();
    assert!(e.to_string().contains("cu_bitmap[1][0] = 0x000001ff (engine 1, array 0) has CUs beyond the 8"), "{e}");
    let bare = Gpu::bare(Target { major: 12, minor: 0, stepping: 1 });
    assert!(matches!(kfd::active_wgps(&bare, &full), Err(KfdError::CuBitmap { .. })));
    let mut too_many = product("r9700");
    too_many.shader_engines = 5;
    too_many.shader_arrays = 3;
    assert!(kfd::active_wgps(&too_many, &full).unwrap_err().to_string().contains("do not fit the driver's [4][4]"));
}

#[test]
fn the_text_form_takes_comments_commas_and_bare_hex() {
    let text = "# header\n\n ff, 0x3F ,0,0 # engine 0\n0XFF 3f 0 0\n0x000000ff\t0x0000003f 0x0 0x00000000\nff 3f 0 0\n";
    let bitmap = kfd::parse_cu_bitmap("b", text).unwrap();
    assert_eq!(bitmap, [[0xff, 0x3f, 0, 0]; 4]);
}

#[test]
fn the_text_form_refuses_what_is_not_four_rows_of_four_words() {
    for (text, line, why) in [
        ("1 2 3 4\n1 2 3 4\n1 2 3 4\n", 3, "3 rows; a CU bitmap has 4"),
        ("", 1, "0 rows"),
        ("1 2 3 4\n1 2 3 4\n1 2 3 4\n1 2 3 4\n1 2 3 4\n", 5, "a fifth row"),
        ("1 2 3\n", 1, "3 words; a row has 4"),
        ("1 2 3 4 5\n", 1, "5 words"),
        ("1 2 3 0x123456789\n", 1, "\"0x123456789\" is not a hex word"),
        ("1 2 3 +1\n", 1, "\"+1\" is not a hex word"),
        ("1 2 3 0x\n", 1, "\"0x\" is not a hex word"),
        ("1 2 3 g\n", 1, "\"g\" is not a hex word"),
    ] {
        let e = kfd::parse_cu_bitmap("b", text).unwrap_err();
        assert!(matches!(&e, KfdError::Garbled { line: l, .. } if *l == line), "{text:?}: {e:?}");
        assert!(e.to_string().contains(why), "{e}");
    }
}

// --- never panic -------------------------------------------------------------

/// Lines that look like properties: known names with any values, some garbage.
fn property_lines() -> impl Strategy<Value = String> {
    let name = prop::sample::select(vec![
        "simd_count",
        "array_count",
        "simd_arrays_per_engine",
        "cu_per_simd_array",
        "simd_per_cu",
        "num_xcc",
        "gfx_target_version",
        "cpu_cores_count",
        "unknown_key",
    ]);
    let value = prop_oneof![
        Just("0".to_owned()),
        (0u64..300).prop_map(|v| v.to_string()),
        prop::sample::select(vec![90010u64, 90402, 90500, 110000, 110001, 120001, 120000, 2_560_000])
            .prop_map(|v| v.to_string()),
        any::<u64>().prop_map(|v| v.to_string()),
        "[0-9a-z+-]{0,6}",
    ];
    prop::collection::vec((name, value), 0..12)
        .prop_map(|pairs| pairs.into_iter().map(|(n, v)| format!("{n} {v}\n")).collect())
}

proptest! {
    #[test]
    fn properties_never_panic_on_arbitrary_text(text in any::<String>()) {
        if let Ok(p) = Properties::parse("p", &text) {
            let _ = kfd::gpu(&p);
        }
    }

    #[test]
    fn geometry_never_panics_on_any_values(text in property_lines()) {
        if let Ok(p) = Properties::parse("p", &text)
            && let Ok(Some(gpu)) = kfd::gpu(&p) {
                let _ = kfd::product_of(&gpu);
                let _ = kfd::active_wgps(&gpu, &[[u32::MAX; 4]; 4]);
            }
    }

    #[test]
    fn cu_bitmaps_never_panic(text in any::<String>(), words in prop::array::uniform16(any::<u32>()),
                              engines in 0u8..10, arrays in 0u8..5, units in 0u8..40, major in 0u8..14) {
        let _ = kfd::parse_cu_bitmap("b", &text);
        let mut gpu = Gpu::bare(Target { major, minor: 0, stepping: 0 });
        (gpu.shader_engines, gpu.shader_arrays, gpu.array_units) = (engines, arrays, units);
        let mut bitmap = [[0u32; 4]; 4];
        for (i, w) in words.iter().enumerate() {
            bitmap[i / 4][i % 4] = *w;
        }
        if let Ok(masks) = kfd::active_wgps(&gpu, &bitmap) {
            prop_assert_eq!(masks.len(), usize::from(engines));
        }
    }
}
