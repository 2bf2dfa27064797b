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
            "warning: {topology}: node 1: start, stop, sample and filter refuse it: counting is for gfx942 and gfx950 GPUs \
             (1 to 8 dies) and GFX11 and GFX12 GPUs of one die, not gfx1201 (2 dies)\nwarning: {topology}: node 2: \
             start, stop, sample and filter refuse it: counting is for gfx942 and gfx950 GPUs (1 to 8 dies) and GFX11 and \
             GFX12 GPUs of one die, not gfx942 (16 dies)\n"
        )
    );
    let want = "counting is for gfx942 and gfx950 GPUs (1 to 8 dies) and GFX11 and GFX12 GPUs of one die, not gfx942 (16 dies)";
    for command in ["start", "stop", "sample"] {
        assert_eq!(refused(&[command, "kfd:2", "SQ_WAVES", "--topology", topology]), want, "{command}");
    }
    assert_eq!(json(&["layout", "kfd:2", "SQ_WAVES", "--topology", topology, "--json"])["bytes"], 16 * 4 * 8);
}

#[test]
fn a_node_whose_l2_channels_are_unknown_is_warned_of_and_its_l2_counters_refused() {
    // Break test 5 (B3): docs/examples/machine's node 1 made a gfx1209
    // (gfx_target_version 120009), whose L2 channels no built-in product
    // gives: gpus showed l2/xcc 0 without a word, layout gave GL2C_HIT the
    // shape 1 x 0 x 1 x 1 x 1 (0 bytes), stop wrote a program without it,
    // and decode and metric read it as 0.
    let dir = rig_counter_tests::temp_dir("machine-no-l2");
    let example = concat!(env!("CARGO_MANIFEST_DIR"), "/../docs/examples/machine/topo/nodes");
    for node in ["1", "2"] {
        let text = std::fs::read_to_string(format!("{example}/{node}/properties")).unwrap();
        let text = if node == "1" {
            assert!(text.contains("gfx_target_version 120001\n"));
            text.replace("gfx_target_version 120001\n", "gfx_target_version 120009\n")
        } else {
            text
        };
        std::fs::create_dir_all(dir.join(format!("nodes/{node}"))).unwrap();
        std::fs::write(dir.join(format!("nodes/{node}/properties")), text).unwrap();
    }
    let tp = dir.to_str().unwrap();
    let r = rig_counter(&["--topology", tp, "gpus"]);
    assert_eq!(r.status, 0);
    assert!(
        r.stdout.contains("kfd:1  -        gfx1209    12.0.9     1        4       2            4       64       0"),
        "{}",
        r.stdout
    );
    let why = "its L2 channels (l2/xcc in gpus) are 0: a KFD node's properties do not give them, and no built-in \
               product of gfx1209 does";
    assert_eq!(r.stderr, format!("warning: {tp}: node 1: gfx1209: {why}: layouts refuse its L2 counters\n"));
    let refusal = format!("gfx1209 has no GL2C instance to count GL2C_HIT; {why}");
    assert_eq!(refused(&["--topology", tp, "layout", "kfd:1", "GL2C_HIT", "SQ_WAVES"]), refusal);
    let run = dir.join("run.json");
    let run = run.to_str().unwrap();
    assert_eq!(refused(&["--topology", tp, "stop", "kfd:1", "GL2C_HIT", "SQ_WAVES", "--run", run]), refusal);
    assert!(!dir.join("run.json").exists());
    // A metric of L2 counters cannot be planned either; the node's other
    // counters are laid out as before.
    assert_eq!(refused(&["--topology", tp, "plan", "kfd:1", "L2CacheHit"]), refusal);
    let l = json(&["--topology", tp, "layout", "kfd:1", "SQ_WAVES", "--json"]);
    assert_eq!(l["bytes"], 256);
}

/// A copied machine, `topo`, and its DRM directory, `drm`, under a directory
/// of its own: KFD node 1 the fixture's gfx1201 (an R9700) on render node
/// 128, node 2 the fixture's MI300X (gfx942) on render node 129. In `drm`, as
/// in sysfs, `cardN/device` and `renderDN/device` are links to their PCI
/// device's directory; card0 is another device (a boot framebuffer), so the
/// R9700 is card1 and the MI300X card2. Each GPU's device holds
/// `power_dpm_force_performance_level` with the text of `levels` (none:
/// no such file).
fn power_machine(what: &str, levels: [Option<&str>; 2]) -> (String, String) {
    use std::os::unix::fs::symlink;
    let dir = rig_counter_tests::temp_dir(&format!("power-{what}"));
    for (node, fixture) in [(1, "gfx1201-rx9070xt"), (2, "gfx942-mi300x")] {
        let text = std::fs::read_to_string(format!("{KFD}/{fixture}.properties")).unwrap();
        let minor = 127 + node;
        let text = if text.contains("drm_render_minor 0\n") {
            text.replace("drm_render_minor 0\n", &format!("drm_render_minor {minor}\n"))
        } else {
            format!("{text}drm_render_minor {minor}\n")
        };
        std::fs::create_dir_all(dir.join(format!("topo/nodes/{node}"))).unwrap();
        std::fs::write(dir.join(format!("topo/nodes/{node}/properties")), text).unwrap();
    }
    let drm = dir.join("drm");
    let devices = [
        ("simple-framebuffer.0", None, None),
        ("0000:03:00.0", Some(128), levels[0]),
        ("0000:83:00.0", Some(129), levels[1]),
    ];
    for (card, (device, render, level)) in devices.into_iter().enumerate() {
        std::fs::create_dir_all(drm.join("devices").join(device)).unwrap();
        if let Some(level) = level {
            std::fs::write(drm.join("devices").join(device).join("power_dpm_force_performance_level"), level).unwrap();
        }
        let nodes = std::iter::once(format!("card{card}")).chain(render.map(|m| format!("renderD{m}")));
        for node in nodes {
            std::fs::create_dir_all(drm.join(&node)).unwrap();
            symlink(format!("../devices/{device}"), drm.join(&node).join("device")).unwrap();
        }
    }
    (dir.join("topo").display().to_string(), drm.display().to_string())
}

/// The table `gpus --topology` prints for `power_machine`, its levels
/// `levels` as shown.
fn power_table(levels: [&str; 2]) -> String {
    let [r9700, mi300x] = levels;
    let w = r9700.len().max(mi300x.len()).max("power level".len());
    format!(
        "gpu    product  processor  gc      xccs  engines  arrays  units/array  cus/xcc  l2/xcc  {:<w$}  cp fw  sdma fw\n\
         kfd:1  r9700    gfx1201    12.0.1     1        4       2            4       64      32  {r9700:<w$}      -        -\n\
         kfd:2  mi300x   gfx942     9.4.3      8        4       1           10       38      16  {mi300x:<w$}    166       22\n",
        "power level"
    )
}

/// `start r9700 SQ_WAVES --format hex`: what `start` writes for node 1.
fn r9700_start() -> String {
    let r = rig_counter(&["start", "r9700", "SQ_WAVES", "--format", "hex"]);
    assert_eq!((r.status, r.stderr.as_str()), (0, ""));
    r.stdout
}

/// What `gpus` and `start` say of a gfx1201 at `auto` (docs/counting.md's example).
const AUTO_WARNING: &str = "warning: kfd:1 (gfx1201): power level auto gates the perfmon clock on GFX11 and GFX12: \
    counters read 0; count at profile_standard: echo profile_standard | sudo tee \
    /sys/class/drm/card1/device/power_dpm_force_performance_level\n";

#[test]
fn a_gfx12_node_at_auto_is_shown_and_warned_of_by_gpus_and_start() {
    // Issue: the power level, shown, and warned of where it gates counting.
    let (topo, drm) = power_machine("auto", [Some("auto\n"), Some("auto\n")]);
    let r = rig_counter(&["gpus", "--topology", &topo, "--drm", &drm]);
    assert_eq!(r.status, 0, "{}", r.stderr);
    assert_eq!(r.stdout, power_table(["auto", "auto"]));
    // The MI300X at auto counts (its programs turn the perfmon clock on): no warning.
    assert_eq!(r.stderr, AUTO_WARNING);
    // start writes the program, with the same warning; the exit status is 0.
    let r = rig_counter(&["start", "kfd:1", "SQ_WAVES", "--topology", &topo, "--drm", &drm, "--format", "hex"]);
    assert_eq!((r.status, r.stdout, r.stderr.as_str()), (0, r9700_start(), AUTO_WARNING));
    let r = rig_counter(&["start", "kfd:2", "SQ_WAVES", "--topology", &topo, "--drm", &drm]);
    assert_eq!((r.status, r.stderr.as_str()), (0, ""));
    // JSON and CSV give the level as the file does.
    let j = json(&["gpus", "--topology", &topo, "--drm", &drm, "--json"]);
    assert_eq!((&j["gpus"][0]["power_level"], &j["gpus"][1]["power_level"]), (&"auto".into(), &"auto".into()));
    let r = rig_counter(&["gpus", "--topology", &topo, "--drm", &drm, "--format", "csv"]);
    assert_eq!(
        r.stdout.lines().take(2).collect::<Vec<_>>(),
        [
            "gpu,product,processor,gc,xccs,shader_engines,shader_arrays,array_units,compute_units,l2_channels,power_level,\
             cp_fw_version,sdma_fw_version",
            "kfd:1,r9700,gfx1201,12.0.1,1,4,2,4,64,32,auto,,",
        ]
    );
}

#[test]
fn a_profile_level_warns_of_nothing_and_other_levels_say_why_they_may_not_count() {
    let (topo, drm) = power_machine("profile", [Some("profile_standard\n"), Some("auto\n")]);
    let r = rig_counter(&["gpus", "--topology", &topo, "--drm", &drm]);
    assert_eq!((r.stdout, r.stderr.as_str()), (power_table(["profile_standard", "auto"]), ""));
    let r = rig_counter(&["start", "kfd:1", "SQ_WAVES", "--topology", &topo, "--drm", &drm]);
    assert_eq!((r.status, r.stderr.as_str()), (0, ""));
    for level in ["profile_min_sclk", "profile_min_mclk", "profile_peak"] {
        let (topo, drm) = power_machine(level, [Some(level), None]);
        let r = rig_counter(&["start", "kfd:1", "SQ_WAVES", "--topology", &topo, "--drm", &drm]);
        assert_eq!((r.status, r.stderr.as_str()), (0, ""), "{level}");
    }
    // A level that keeps clock gating on.
    let (topo, drm) = power_machine("high", [Some("high\n"), Some("high\n")]);
    let r = rig_counter(&["start", "kfd:1", "SQ_WAVES", "--topology", &topo, "--drm", &drm]);
    assert_eq!(
        (r.status, r.stderr.as_str()),
        (
            0,
            "warning: kfd:1 (gfx1201): power level high keeps the perfmon clock gated on GFX11 and GFX12 (amdgpu \
             turns clock gating off only at profile_standard, profile_min_sclk, profile_min_mclk and profile_peak): \
             counters may read 0; count at profile_standard: echo profile_standard | sudo tee \
             /sys/class/drm/card1/device/power_dpm_force_performance_level\n"
        )
    );
}

#[test]
fn a_missing_level_is_unknown_and_an_unrecognised_one_is_reported_as_such() {
    // No level file: unknown, shown as - (null in JSON), no warning.
    let (topo, drm) = power_machine("missing", [None, None]);
    let r = rig_counter(&["gpus", "--topology", &topo, "--drm", &drm]);
    assert_eq!((r.stdout, r.stderr.as_str()), (power_table(["-", "-"]), ""));
    assert_eq!(
        json(&["gpus", "--topology", &topo, "--drm", &drm, "--json"])["gpus"][0]["power_level"],
        serde_json::Value::Null
    );
    let r = rig_counter(&["start", "kfd:1", "SQ_WAVES", "--topology", &topo, "--drm", &drm]);
    assert_eq!((r.status, r.stderr.as_str()), (0, ""));
    // A copied topology without --drm: unknown, not the live machine's.
    let r = rig_counter(&["gpus", "--topology", &topo]);
    assert_eq!((r.stdout, r.stderr.as_str()), (power_table(["-", "-"]), ""));
    let r = rig_counter(&["start", "kfd:1", "SQ_WAVES", "--topology", &topo]);
    assert_eq!((r.status, r.stderr.as_str()), (0, ""));
    // Text amdgpu never prints: shown as read, marked, and warned of on GFX12 alone.
    let (topo, drm) = power_machine("garbage", [Some("turbo\u{1b}[31m\n"), Some("garbage\n")]);
    let r = rig_counter(&["gpus", "--topology", &topo, "--drm", &drm]);
    assert_eq!(r.stdout, power_table(["\"turbo\\u{1b}[31m\" (unrecognised)", "\"garbage\" (unrecognised)"]));
    assert_eq!(
        r.stderr,
        "warning: kfd:1 (gfx1201): power level \"turbo\\u{1b}[31m\" is none amdgpu prints: whether the perfmon clock \
         runs on GFX11 and GFX12 is unknown; count at profile_standard: echo profile_standard | sudo tee \
         /sys/class/drm/card1/device/power_dpm_force_performance_level\n"
    );
    let j = json(&["gpus", "--topology", &topo, "--drm", &drm, "--json"]);
    assert_eq!(
        (&j["gpus"][0]["power_level"], &j["gpus"][1]["power_level"]),
        (&"turbo\u{1b}[31m".into(), &"garbage".into())
    );
}

#[test]
fn a_level_that_cannot_be_read_is_unknown_with_the_reason() {
    // The level file a directory (no regular file is opened but a regular file).
    let (topo, drm) = power_machine("unreadable", [None, Some("auto\n")]);
    let file = format!("{drm}/renderD128/device/power_dpm_force_performance_level");
    std::fs::create_dir(format!("{drm}/devices/0000:03:00.0/power_dpm_force_performance_level")).unwrap();
    let r = rig_counter(&["gpus", "--topology", &topo, "--drm", &drm]);
    assert_eq!(r.stdout, power_table(["-", "auto"]));
    let why =
        format!("warning: kfd:1: its power level is unknown: cannot read {file}: is a directory, not a regular file\n");
    assert_eq!(r.stderr, why);
    let r = rig_counter(&["start", "kfd:1", "SQ_WAVES", "--topology", &topo, "--drm", &drm, "--format", "hex"]);
    assert_eq!((r.status, r.stdout, r.stderr), (0, r9700_start(), why));
    // A gfx942 node's level does not matter: an unreadable one is not warned of.
    let mi300x = format!("{drm}/devices/0000:83:00.0/power_dpm_force_performance_level");
    std::fs::remove_file(&mi300x).unwrap();
    std::fs::create_dir(&mi300x).unwrap();
    let r = rig_counter(&["start", "kfd:2", "SQ_WAVES", "--topology", &topo, "--drm", &drm, "--format", "hex"]);
    assert_eq!((r.status, r.stderr.as_str()), (0, ""));
    // A --drm given that is no directory is refused, as other input paths are.
    let r = rig_counter(&["gpus", "--topology", &topo, "--drm", "/nonexistent/drm"]);
    assert_eq!(
        (r.status, r.stdout.as_str(), r.stderr.as_str()),
        (1, "", "error: /nonexistent/drm is no DRM directory (a copy of /sys/class/drm): No such file or directory\n")
    );
    let plain = format!("{drm}/plain");
    std::fs::write(&plain, "auto\n").unwrap();
    let r = rig_counter(&["start", "kfd:1", "SQ_WAVES", "--topology", &topo, "--drm", &plain]);
    assert_eq!(r.status, 1, "{}", r.stderr);
    assert!(r.stderr.ends_with("is no DRM directory (a copy of /sys/class/drm): not a directory\n"), "{}", r.stderr);
}

#[test]
fn a_level_file_that_is_a_link_is_not_followed() {
    // sysfs's level file is no symbolic link; one could lead to /proc/kmsg, whose reads consume the log.
    let (topo, drm) = power_machine("link", [Some("auto\n"), None]);
    let file = format!("{drm}/devices/0000:03:00.0/power_dpm_force_performance_level");
    std::fs::remove_file(&file).unwrap();
    std::os::unix::fs::symlink("/proc/kmsg", &file).unwrap();
    let r = rig_counter(&["gpus", "--topology", &topo, "--drm", &drm]);
    assert_eq!(r.stdout, power_table(["-", "-"]));
    let shown = format!("{drm}/renderD128/device/power_dpm_force_performance_level");
    assert_eq!(
        r.stderr,
        format!(
            "warning: kfd:1: its power level is unknown: cannot read {shown}: a symbolic link, not the regular file \
             sysfs has\n"
        )
    );
}

#[test]
fn a_card_not_found_names_the_render_node_in_the_command() {
    // A copy whose card links were not kept: the render node's path sets the level as well.
    let (topo, drm) = power_machine("nocard", [Some("auto\n"), None]);
    std::fs::remove_file(format!("{drm}/card1/device")).unwrap();
    let r = rig_counter(&["start", "kfd:1", "SQ_WAVES", "--topology", &topo, "--drm", &drm]);
    assert_eq!(r.stderr, AUTO_WARNING.replace("/card1/", "/renderD128/"));
}
