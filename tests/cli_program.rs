//! `rig-counter filter`, `start` and `stop`: golden disassembly, formats, refusals.

use rig_counter_tests::{refused, rig_counter};

/// The packet lines of a golden file, after checking that a comment line
/// explaining its purpose stands before each.
fn golden(text: &str) -> String {
    let lines: Vec<&str> = text.lines().collect();
    for (i, l) in lines.iter().enumerate() {
        if !l.starts_with('#') {
            assert!(i > 0 && lines[i - 1].starts_with("# "), "no comment explains {l:?}");
        }
    }
    lines.iter().filter(|l| !l.starts_with('#')).map(|l| format!("{l}\n")).collect()
}

fn ok(args: &[&str]) -> String {
    let r = rig_counter(args);
    assert_eq!((r.status, r.stderr.as_str()), (0, ""), "rig-counter {args:?}");
    r.stdout
}

#[test]
fn start_for_an_r9700_matches_its_golden_disassembly() {
    let got = ok(&["start", "r9700", "SQ_WAVES", "SQ_INSTS_VALU"]);
    assert_eq!(got, golden(include_str!("golden/r9700-start.asm")));
}

#[test]
fn stop_for_an_r9700_with_two_inactive_wgps_matches_its_golden_disassembly() {
    let got = ok(&["stop", "r9700", "SQ_WAVES", "SQ_INSTS_VALU", "--inactive", "0/0/1", "--inactive", "3/1/3"]);
    assert_eq!(got, golden(include_str!("golden/r9700-stop.asm")));
    // The inactive WGPs are never selected: 0/0/1 and 3/1/3 would be INSTANCE_INDEX 4 and 12.
    assert!(!got.contains("SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=4\n"));
    assert!(!got.contains("SE_INDEX=3 SA_INDEX=1 INSTANCE_INDEX=12\n"));
    assert_eq!(got.matches("COPY_DATA src=perfcounter").count(), 60);
}

#[test]
fn a_program_mixing_sq_grbm_gl2c_and_ta_matches_its_golden_disassembly_on_each_family() {
    let names = ["GRBM_GUI_ACTIVE", "GL2C_HIT", "SQ_WAVES", "TA_TA_BUSY"];
    for (gpu, start_golden, stop_golden) in [
        ("rx7600", include_str!("golden/rx7600-start.asm"), include_str!("golden/rx7600-stop.asm")),
        ("rx9060xt", include_str!("golden/rx9060xt-start.asm"), include_str!("golden/rx9060xt-stop.asm")),
    ] {
        assert_eq!(ok(&[&["start", gpu][..], &names].concat()), golden(start_golden), "{gpu}");
        let stop = ok(&[&["stop", gpu][..], &names, &["--inactive", "1/1/3"]].concat());
        assert_eq!(stop, golden(stop_golden), "{gpu}");
    }
    // GFX11 (RX 7600: 2 engines, 32 L2 channels, 16 TA per engine) has no SQG sync;
    // GFX12 (RX 9060 XT: 16 channels, 2 TA per WGP) waits once per engine.
    let gfx11 = golden(include_str!("golden/rx7600-stop.asm"));
    let gfx12 = golden(include_str!("golden/rx9060xt-stop.asm"));
    assert_eq!((gfx11.matches("WAIT_REG_MEM").count(), gfx12.matches("WAIT_REG_MEM").count()), (0, 2));
    assert_eq!(gfx11.matches("GL2C_PERFCOUNTER0_HI").count(), 32);
    assert_eq!(gfx12.matches("GL2C_PERFCOUNTER0_HI").count(), 16);
    assert_eq!(gfx11.matches("TA_PERFCOUNTER0_LO").count(), 2 * 16);
    // 15 active WGPs, two TA instances each; 1/1/3 is never read.
    assert_eq!(gfx12.matches("TA_PERFCOUNTER0_LO").count(), 15 * 2);
    assert!(!gfx12.contains("SE_INDEX=1 SA_INDEX=1 INSTANCE_INDEX=12\n"));
    assert!(!gfx12.contains("SE_INDEX=1 SA_INDEX=1 INSTANCE_INDEX=13\n"));
}

#[test]
fn sample_reads_as_stop_does_while_counting_goes_on() {
    let names = ["GRBM_GUI_ACTIVE", "SQ_WAVES"];
    let sample = ok(&[&["sample", "r9700"][..], &names].concat());
    let stop = ok(&[&["stop", "r9700"][..], &names].concat());
    let lines: Vec<&str> = sample.lines().map(|l| &l[6..]).collect();
    assert_eq!(lines[0], "EVENT_WRITE PERFCOUNTER_SAMPLE index=0", "no wait for the queue's dispatches");
    assert_eq!(
        lines[1],
        "SET_UCONFIG_REG CP_PERFMON_CNTL_1 PERFMON_SAMPLE_ENABLE=1 PERFMON_ENABLE_MODE=0 SPM_PERFMON_STATE=0 PERFMON_STATE=1"
    );
    assert!(!sample.contains("COMPUTE_PERFCOUNT_ENABLE") && !sample.contains("SQ_PERFCOUNTER_CTRL2"));
    // After the reads: broadcast first, then the SQG flip restored on every
    // engine, so the next sample's flip changes every engine's value again.
    let n = lines.len();
    let broadcast = "SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 INSTANCE_BROADCAST_WRITES=1 \
                     SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=0";
    assert_eq!(lines[n - 3..n - 1], [broadcast, "SET_UCONFIG_REG SQG_PERFCOUNTER_CTRL CS_EN=1"]);
    // Stop ends the same way, after clearing the filter.
    let stop_lines: Vec<&str> = stop.lines().map(|l| &l[6..]).collect();
    let m = stop_lines.len();
    assert_eq!(stop_lines[m - 4..m - 1], [broadcast, "SET_UCONFIG_REG SQ_PERFCOUNTER_CTRL2 VMID_EN=0", lines[n - 2]]);
    // The reads are the stop program's, word for word.
    let reads = |text: &str| {
        text.lines()
            .filter(|l| l.contains("COPY_DATA") || l.contains("WAIT_REG_MEM"))
            .map(|l| l[6..].to_owned())
            .collect::<Vec<_>>()
    };
    assert_eq!(reads(&sample), reads(&stop));
    assert_eq!(reads(&sample).len(), 2 + 32 + 4);
}

#[test]
fn hex_is_one_word_per_line_and_bin_the_same_words_little_endian() {
    let args = ["stop", "r9700", "SQ_WAVES", "--address", "4096", "--inactive", "1/1/1"];
    let hex = ok(&[&args[..], &["--format", "hex"]].concat());
    let words: Vec<u32> = hex.lines().map(|l| u32::from_str_radix(l, 16).unwrap()).collect();
    assert!(hex.lines().all(|l| l.len() == 8 && l.chars().all(|c| c.is_ascii_digit() || ('a'..='f').contains(&c))));
    assert_eq!(&words[..2], &[0xC000_4600, 0x407]);
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let argv = ["rig-counter"].into_iter().chain(args).chain(["--format", "bin"]);
    assert_eq!(rig_counter_std::cli::run(argv, &mut out, &mut err), 0);
    let le: Vec<u32> = out.chunks(4).map(|c| u32::from_le_bytes(c.try_into().unwrap())).collect();
    assert_eq!(le, words);
    assert_eq!(
        ok(&["stop", "r9700", "SQ_WAVES", "--address", "0x1000", "--inactive", "1/1/1", "--format", "hex"]),
        hex
    );
}

#[test]
fn filter_prints_the_word_from_a_vmid_or_from_hw_id2() {
    assert_eq!(ok(&["filter", "r9700", "--vmid", "0"]), "0x00000003\n");
    // --json, as every command that prints JSON takes it (the new user's check of issue 40).
    assert_eq!(
        ok(&["filter", "r9700", "--vmid", "3", "--json"]),
        "{\n  \"schema_version\": 1,\n  \"gpu\": \"gfx1201\",\n  \"vmid\": 3,\n  \"word\": 17,\n  \"hex\": \"0x00000011\"\n}\n"
    );
    assert_eq!(
        ok(&["filter", "r9700", "--vmid", "3", "--json"]),
        ok(&["filter", "r9700", "--vmid", "3", "--format", "json"])
    );
    assert_eq!(ok(&["filter", "r9700", "--vmid", "15"]), "0x00010001\n");
    assert_eq!(ok(&["filter", "rx9060xt", "--hw-id2", "0x0a000000"]), "0x00000801\n");
    assert_eq!(ok(&["filter", "r9700", "--hw-id2", "4160749567"]), "0x00000101\n");
    // gfx942 and gfx950: SQ_PERFCOUNTER_CTRL's CS_EN and VMID_MASK bit; HW_ID's VM_ID at 23:20.
    assert_eq!(ok(&["filter", "mi300x", "--vmid", "8"]), "0x01000040\n");
    assert_eq!(ok(&["filter", "mi355x", "--hw-id", "0x00512345"]), "0x00200040\n");
}

#[test]
fn filter_refuses_vmids_outside_0_to_15_and_other_gpus() {
    assert_eq!(refused(&["filter", "r9700", "--vmid", "16"]), "vmid 16 is not in 0..=15");
    assert_eq!(
        refused(&["filter", "r9700", "--vmid", "-1"]),
        "vmid -1 has a sign: a VMID is 0 to 15, written without one"
    );
    assert_eq!(
        refused(&["filter", "gfx90a", "--vmid", "8"]),
        "counting is for gfx942 and gfx950 GPUs (1 to 8 dies) and GFX11 and GFX12 GPUs of one die, not gfx90a (1 die)"
    );
    // Each family's wave register, and no other.
    assert_eq!(
        rig_counter_tests::usage_error(&["filter", "mi300x", "--hw-id2", "1"]),
        "gfx942 waves hold their VMID in HW_ID: give --hw-id, not --hw-id2"
    );
    assert_eq!(
        rig_counter_tests::usage_error(&["filter", "r9700", "--hw-id", "1"]),
        "gfx1201 waves hold their VMID in HW_ID2: give --hw-id2, not --hw-id"
    );
    assert_eq!(rig_counter(&["filter", "r9700"]).status, 2);
    assert_eq!(rig_counter(&["filter", "r9700", "--vmid", "1", "--hw-id2", "0"]).status, 2);
}

#[test]
fn start_and_stop_refuse_what_the_specification_refuses() {
    assert_eq!(refused(&["start", "gfx90a", "SQ_WAVES"]), "gfx90a counts no SQ_WAVES; gfx90a has no counter catalog");
    assert_eq!(
        refused(&["sample", "r9700", "SQ_WAVES", "--address", "0x20004"]),
        "address 0x20004 is not a multiple of 8"
    );
    assert_eq!(
        refused(&["start", "r9700", "SQ_WAVES", "--filter-address", "0x10002"]),
        "filter address 0x10002 is not a multiple of 4"
    );
    assert_eq!(
        refused(&["stop", "r9700", "SQ_WAVES", "--address", "0x20004"]),
        "address 0x20004 is not a multiple of 8"
    );
    assert_eq!(refused(&["start", "r9700", "SQ_FOO"]), "gfx1201 counts no SQ_FOO");
}

#[test]
fn an_inactive_wgp_outside_the_gpu_or_malformed_is_refused() {
    let stop = |c: &str| refused(&["stop", "r9700", "SQ_WAVES", "--inactive", c]);
    assert_eq!(stop("4/0/0"), "--inactive 4/0/0 names engine 4, but gfx1201 has engines 0 to 3");
    assert_eq!(stop("0/2/0"), "--inactive 0/2/0 names array 2, but gfx1201 has arrays 0 to 1");
    assert_eq!(stop("0/0/4"), "--inactive 0/0/4 names WGP 4, but gfx1201 has WGPs 0 to 3");
    // GFX9's arrays are built of compute units, not WGPs.
    assert_eq!(
        refused(&["stop", "mi300x", "SQ_WAVES", "--inactive", "0/0/40"]),
        "--inactive 0/0/40 names CU 40, but gfx942 has CUs 0 to 9"
    );
    // Malformed coordinates are usage errors, as malformed numbers are.
    for bad in ["0/0", "0/0/0/0", "a/b/c", "-1/0/0", "", "256/0/0", "+0/0/0", "0//0"] {
        let r = rig_counter(&["stop", "r9700", "SQ_WAVES", "--inactive", bad]);
        assert_eq!((r.status, r.stdout.as_str()), (2, ""), "{bad:?}");
        // clap itself refuses what looks like an option (`-1/0/0`).
        let ours = r.stderr.contains("is not SE/SA/WGP, as 3/1/2") || bad.starts_with('-');
        assert!(ours, "{bad:?}: {}", r.stderr);
    }
    // An option after --inactive is never taken as its value.
    assert_eq!(rig_counter(&["stop", "r9700", "SQ_WAVES", "--inactive", "--format", "hex"]).status, 2);
}

#[test]
fn a_harvested_product_is_stopped_only_once_its_idle_wgps_are_named() {
    // The RX 9070 runs 28 of the 32 WGPs of its Navi 48 (56 of 64 compute units).
    assert_eq!(
        refused(&["stop", "rx9070", "SQ_WAVES", "--inactive", "0/0/0"]),
        "Radeon RX 9070 runs 28 of the 32 WGPs it is built with: name the 3 that run no work with --inactive \
         SE/SA/WGP or give the driver's --cu-bitmap, else they are read as if they ran work"
    );
    let four = ["--inactive", "0/0/0", "--inactive", "1/0/0", "--inactive", "2/0/0", "--inactive", "3/0/0"];
    let out = ok(&[&["stop", "rx9070", "SQ_WAVES"][..], &four].concat());
    assert_eq!(out.matches("COPY_DATA").count(), 28);
}

#[test]
fn a_processor_without_a_product_has_no_geometry_to_count_on() {
    let msg = refused(&["start", "gfx1202", "SQ_WAVES"]);
    assert!(
        msg.starts_with(
            "gfx1202 has no built-in product, so its geometry is unknown; name a KFD node of one (kfd:N with \
             --topology DIR) or a product (r9700, "
        ),
        "{msg}"
    );
    assert!(
        refused(&["stop", "gfx1202", "SQ_WAVES", "--inactive", "0/0/0"]).starts_with("gfx1202 has no built-in product")
    );
    assert!(refused(&["layout", "gfx1103", "SQ_WAVES"]).starts_with("gfx1103 has no built-in product"));
    let listed = ok(&["counters", "gfx1103"]);
    assert!(listed.starts_with("41 counters of gfx1103\ngfx1103 has no built-in product: its geometry is unknown"));
}

#[test]
fn numbers_are_digits_only_and_too_large_ones_say_so() {
    for bad in ["0x+5", "+5", "-8", "0x", "", "5 ", "0b101"] {
        let r = rig_counter(&["stop", "r9700", "SQ_WAVES", "--address", bad]);
        assert_eq!(r.status, 2, "{bad:?}");
        let why = match bad.starts_with(['-', '+']) {
            true => "has a sign: give a whole number of decimal digits, or of hex digits after 0x, without one",
            false => "is not a whole number of decimal digits, or of hex digits after 0x",
        };
        // Shown quoted where empty or holding a space.
        let shown = if bad.is_empty() || bad.contains(' ') { format!("{bad:?}") } else { bad.to_owned() };
        let ours = r.stderr.contains(&format!("{shown} {why}")) || bad.starts_with('-');
        assert!(ours, "{bad:?}: {}", r.stderr);
    }
    let r = rig_counter(&["start", "r9700", "SQ_WAVES", "--filter-address", "18446744073709551616"]);
    assert!(r.stderr.contains("18446744073709551616 does not fit 64 bits"), "{}", r.stderr);
}

#[test]
fn odd_names_are_quoted_in_messages() {
    assert_eq!(refused(&["layout", "r9700", ""]), "gfx1201 counts no \"\"");
    assert_eq!(refused(&["layout", "r9700", "SQ_WAVES "]), "gfx1201 counts no \"SQ_WAVES \"; did you mean SQ_WAVES?");
    assert!(refused(&["counters", ""]).starts_with("no GPU is named \"\"; "));
}

#[test]
fn an_mi300x_program_matches_its_golden_disassembly_each_die_predicated() {
    let names = ["SQ_WAVES", "TCC_HIT", "GRBM_GUI_ACTIVE"];
    assert_eq!(ok(&[&["start", "mi300x"][..], &names].concat()), golden(include_str!("golden/mi300x-start.asm")));
    let stop = ok(&[&["stop", "mi300x"][..], &names].concat());
    assert_eq!(stop, golden(include_str!("golden/mi300x-stop.asm")));
    // 8 dies x 3 blocks: one PRED_EXEC each, selecting its die alone.
    for die in 0..8 {
        assert_eq!(stop.matches(&format!("PRED_EXEC XCC {die} (select {:#04x})", 1 << die)).count(), 3, "die {die}");
    }
    // Per die: 4 engines' SQ, 16 channels' TCC, one GRBM, LO and HI, from the register (src_sel 0).
    assert_eq!(stop.matches("COPY_DATA src=register").count(), 8 * 2 * (4 + 16 + 1));
    assert!(!stop.contains("src=perfcounter") && !stop.contains("WRITE_DATA"));
}
