//! A real machine's GPUs through the KFD topology, and active WGPs from the
//! driver's CU bitmap.

use rig_counter_tests::{json, refused, rig_counter};

const KFD: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../rig-counter-std/tests/fixtures/kfd");

fn machine() -> String {
    format!("{KFD}/machine")
}

#[test]
fn gpus_of_a_machine_serve_the_supported_gpu_and_note_the_rest() {
    // User case 3: an unsupported GPU beside a supported one.
    let r = rig_counter(&["gpus", "--topology", &machine()]);
    assert_eq!(r.status, 0, "{}", r.stderr);
    assert!(
        r.stdout.contains("kfd:1  r9700    gfx1201    12.0.1     1        4       2            4       64      32"),
        "{}",
        r.stdout
    );
    assert!(r.stderr.contains("node 0: a CPU"));
    assert!(r.stderr.contains("node 2: gfx90a has no counter catalog"));
    let j = json(&["gpus", "--topology", &machine(), "--json"]);
    assert_eq!(j["gpus"].as_array().unwrap().len(), 1);
    assert_eq!(
        (&j["gpus"][0]["key"], &j["gpus"][0]["product"]),
        (&serde_json::json!("kfd:1"), &serde_json::json!("r9700"))
    );
}

#[test]
fn a_kfd_node_names_a_gpu_for_every_command() {
    let by_node = json(&["layout", "kfd:1", "SQ_WAVES", "GL2C_HIT", "--topology", &machine(), "--json"]);
    assert_eq!(by_node, json(&["layout", "r9700", "SQ_WAVES", "GL2C_HIT", "--json"]));
    let r = rig_counter(&["start", "kfd:1", "SQ_WAVES", "--topology", &machine(), "--format", "hex"]);
    assert_eq!(r.status, 0);
    assert_eq!(r.stdout.lines().count(), 29, "26 fixed words and one select");
}

#[test]
fn a_node_that_is_no_usable_gpu_is_refused_saying_which_are() {
    let msg = refused(&["layout", "kfd:2", "SQ_WAVES", "--topology", &machine()]);
    assert!(msg.starts_with("kfd:2 is no GPU rig-counter can count on in "), "{msg}");
    assert!(msg.contains("which serves kfd:1;"), "{msg}");
    let msg = refused(&["layout", "kfd:1", "SQ_WAVES", "--topology", "/nonexistent/topology"]);
    assert!(msg.starts_with("/nonexistent/topology is no KFD topology"), "{msg}");
}

#[test]
fn the_cu_bitmap_says_which_wgps_stop_reads() {
    // The fixture's RX 9070 runs 56 of 64 CUs: WGP 3 of array 1 is off in every engine.
    let bitmap = format!("{KFD}/rx9070.cu_bitmap");
    let r = rig_counter(&["stop", "rx9070", "SQ_WAVES", "--cu-bitmap", &bitmap]);
    assert_eq!(r.status, 0, "{}", r.stderr);
    assert_eq!(r.stdout.matches("COPY_DATA").count(), 28);
    assert!(!r.stdout.contains("SA_INDEX=1 INSTANCE_INDEX=12\n"), "WGP 3 of array 1 is never read");
    // Without it the harvest must be named by hand.
    assert!(refused(&["stop", "rx9070", "SQ_WAVES"]).starts_with("Radeon RX 9070 runs 28 of the 32 WGPs"));
}

#[test]
fn wgps_beyond_what_a_gpu_runs_are_refused_wherever_the_gpu_and_the_masks_came_from() {
    // Issue 10, item 2 (a): a KFD node of no built-in product, 26 of its 32
    // WGPs running (simd_count 104: 52 compute units).
    let dir = std::env::temp_dir().join(format!("rig-counter-harvest-{}", std::process::id()));
    for node in ["0", "1", "2"] {
        std::fs::create_dir_all(dir.join("nodes").join(node)).unwrap();
        let text = std::fs::read_to_string(format!("{KFD}/machine/nodes/{node}/properties")).unwrap();
        let text = if node == "1" { text.replace("simd_count 128", "simd_count 104") } else { text };
        std::fs::write(dir.join("nodes").join(node).join("properties"), text).unwrap();
    }
    let topology = dir.display().to_string();
    assert_eq!(
        refused(&["stop", "kfd:1", "SQ_WAVES", "--topology", &topology]),
        "kfd:1 (gfx1201) runs 26 of the 32 WGPs it is built with: name the 6 that run no work with --inactive \
         SE/SA/WGP or give the driver's --cu-bitmap, else they are read as if they ran work"
    );
    // (b) A CU bitmap claiming all 32 WGPs of an RX 9070, which runs 28.
    let all = dir.join("all.cu_bitmap");
    std::fs::write(&all, "0xff 0xff 0 0\n".repeat(4)).unwrap();
    let msg = refused(&["stop", "rx9070", "SQ_WAVES", "--cu-bitmap", all.to_str().unwrap()]);
    assert!(
        msg.starts_with("Radeon RX 9070 runs 28 of the 32 WGPs it is built with: name the 4 that run no work"),
        "{msg}"
    );
    // The driver's bitmap, 4 WGPs off, is accepted.
    let r = rig_counter(&["stop", "rx9070", "SQ_WAVES", "--cu-bitmap", &format!("{KFD}/rx9070.cu_bitmap")]);
    assert_eq!((r.status, r.stderr.as_str()), (0, ""));
}

#[test]
fn a_node_of_more_dies_than_its_family_counts_on_is_noted_and_refused_by_the_programs() {
    // Break test, 2026-12-01: a GFX12 node of 2 dies and a gfx942 node of 16
    // (or 63) were listed silently, then refused by every program, one for
    // its WGPs' count. Layouts and samples take them (ci/decode-memory lays
    // out 32 dies); the programs refuse them for their dies, first.
    let dir = rig_counter_tests::temp_dir("kfd-dies");
    for (node, fixture, xccs) in [(1, "gfx1201-rx9070xt", 2), (2, "gfx942-mi300x", 16), (3, "gfx942-mi300x", 8)] {
        let text = std::fs::read_to_string(format!("{KFD}/{fixture}.properties")).unwrap();
        let text: String = text
            .lines()
            .map(|l| if l.starts_with("num_xcc ") { format!("num_xcc {xccs}\n") } else { format!("{l}\n") })
            .collect();
        let text = if xccs == 16 { text.replace("array_count 32\n", "array_count 64\n") } else { text };
        std::fs::create_dir_all(dir.join(format!("nodes/{node}"))).unwrap();
        std::fs::write(dir.join(format!("nodes/{node}/properties")), text).unwrap();
    }
    let topology = dir.to_str().unwrap();
    let r = rig_counter(&["gpus", "--topology", topology, "--format", "csv"]);
    assert_eq!(r.stdout.lines().count(), 4, "{}", r.stdout);
    assert_eq!(
        r.stderr,
        format!(
            "warning: {topology}: node 1: start, stop and sample refuse it: counting is for gfx942 and gfx950 GPUs \
             (1 to 8 dies) and GFX11 and GFX12 GPUs of one die, not gfx1201 (2 dies)\nwarning: {topology}: node 2: \
             start, stop and sample refuse it: counting is for gfx942 and gfx950 GPUs (1 to 8 dies) and GFX11 and \
             GFX12 GPUs of one die, not gfx942 (16 dies)\n"
        )
    );
    let want = "counting is for gfx942 and gfx950 GPUs (1 to 8 dies) and GFX11 and GFX12 GPUs of one die, not gfx942 (16 dies)";
    for command in ["start", "stop", "sample"] {
        assert_eq!(refused(&[command, "kfd:2", "SQ_WAVES", "--topology", topology]), want, "{command}");
    }
    assert_eq!(json(&["layout", "kfd:2", "SQ_WAVES", "--topology", topology, "--json"])["bytes"], 16 * 4 * 8);
}
