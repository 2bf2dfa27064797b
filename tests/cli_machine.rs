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
        r.stdout.contains("kfd:1  r9700    gfx1201    12.0.1     1        4       2            4       64"),
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
