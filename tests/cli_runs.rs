//! Self-describing runs: `stop --run` writes a run description, `samples`
//! makes a samples file for it, `decode --run` and `metric --run` read both
//! without the GPU and the counters repeated, and refuse what does not match.

use rig_counter_tests::{refused, rig_counter, temp_dir, usage_error};

/// `stop ARGS --run DIR/run.json`; returns the description's path.
fn described(dir: &std::path::Path, args: &[&str]) -> String {
    let run = dir.join("run.json").display().to_string();
    let r = rig_counter(&[&["stop"][..], args, &["--run", &run, "--format", "hex"]].concat());
    assert_eq!((r.status, r.stderr.as_str()), (0, ""), "{args:?}");
    // The program is the one stop prints without --run.
    let plain = rig_counter(&[&["stop"][..], args, &["--format", "hex"]].concat());
    assert_eq!(r.stdout, plain.stdout);
    run
}

/// `samples --run RUN --value ... -o DIR/run.bin`; returns the samples' path.
fn samples(dir: &std::path::Path, run: &str, values: &[&str]) -> String {
    let out = dir.join("run.bin").display().to_string();
    let mut args = vec!["samples", "--run", run, "-o", &out];
    for v in values {
        args.extend(["--value", v]);
    }
    let r = rig_counter(&args);
    assert_eq!((r.status, r.stderr.as_str()), (0, ""), "{}", r.stderr);
    out
}

#[test]
fn stop_writes_the_golden_run_description() {
    let dir = temp_dir("run-golden");
    let run = described(
        &dir,
        &["r9700", "GRBM_GUI_ACTIVE", "GRBM_COUNT", "SQ_WAVES", "--inactive", "3/1/3", "--address", "0x20000000"],
    );
    assert_eq!(std::fs::read_to_string(run).unwrap(), include_str!("golden/r9700-run-description.json"));
}

#[test]
fn the_samples_of_a_run_decode_by_its_description_as_by_its_names() {
    let dir = temp_dir("run-decode");
    let names = ["GRBM_GUI_ACTIVE", "GRBM_COUNT", "SQ_WAVES"];
    let run = described(&dir, &[&["r9700"][..], &names, &["--inactive", "3/1/3"]].concat());
    let bin = samples(&dir, &run, &["GRBM_GUI_ACTIVE=500", "GRBM_COUNT=1000", "SQ_WAVES=7"]);
    // 2 GRBM values and 32 SQ values, 3/1/3's (the last) left 0.
    let bytes = std::fs::read(&bin).unwrap();
    let words: Vec<u64> = bytes.chunks(8).map(|c| u64::from_le_bytes(c.try_into().unwrap())).collect();
    let mut want = vec![500, 1000];
    want.extend([7; 31]);
    want.push(0);
    assert_eq!(words, want);
    for format in ["table", "csv", "json"] {
        let by_run = rig_counter(&["decode", "--run", &run, "--samples", &bin, "--format", format]);
        let by_names =
            rig_counter(&[&["decode", "r9700"][..], &names, &["--samples", &bin, "--format", format]].concat());
        assert_eq!((by_run.status, &by_run.stdout), (0, &by_names.stdout), "{format}");
    }
    let r = rig_counter(&["metric", "--run", &run, "GPU_UTIL", "--samples", &bin, "--format", "csv"]);
    assert_eq!((r.status, r.stdout.as_str()), (0, "Metric,Value\nGPU_UTIL,50\n"));
}

#[test]
fn a_run_counted_in_another_order_still_gives_its_metric() {
    // The case: GRBM_COUNT before GRBM_GUI_ACTIVE. Named by hand in
    // the other order the run reads as GPU_UTIL 200; its description knows.
    let dir = temp_dir("run-order");
    let run = described(&dir, &["r9700", "GRBM_COUNT", "GRBM_GUI_ACTIVE"]);
    let bin = samples(&dir, &run, &["GRBM_COUNT=1000", "GRBM_GUI_ACTIVE=500"]);
    let r = rig_counter(&["metric", "--run", &run, "GPU_UTIL", "--samples", &bin, "--format", "csv"]);
    assert_eq!((r.status, r.stdout.as_str()), (0, "Metric,Value\nGPU_UTIL,50\n"));
    let swapped = rig_counter(&[
        "metric",
        "r9700",
        "GRBM_GUI_ACTIVE",
        "GRBM_COUNT",
        "GPU_UTIL",
        "--samples",
        &bin,
        "--format",
        "csv",
    ]);
    assert_eq!(swapped.stdout, "Metric,Value\nGPU_UTIL,200\n");
}

#[test]
fn a_kfd_run_and_a_multi_die_run_are_described_and_read_back() {
    let dir = temp_dir("run-mi300x");
    let run = described(&dir, &["mi300x", "GRBM_GUI_ACTIVE", "TCC_HIT"]);
    let j: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&run).unwrap()).unwrap();
    // gfx942 reads every engine: no WGP is unread.
    assert_eq!(j["inactive"], serde_json::json!([]));
    assert_eq!(j["samples_bytes"], 8 * 8 + 8 * 16 * 8);
    let bin = samples(&dir, &run, &["TCC_HIT=3"]);
    let r = rig_counter(&["decode", "--run", &run, "--samples", &bin, "--format", "json"]);
    let d: serde_json::Value = serde_json::from_str(&r.stdout).unwrap();
    assert_eq!((d["counters"][1]["total"].as_u64(), d["counters"][0]["total"].as_u64()), (Some(3 * 128), Some(0)));
}

#[test]
fn samples_of_another_length_or_another_layout_are_refused() {
    let dir = temp_dir("run-refused");
    let run = described(&dir, &["r9700", "GRBM_GUI_ACTIVE", "SQ_WAVES"]);
    let short = dir.join("short.bin");
    std::fs::write(&short, [0u8; 8]).unwrap();
    assert_eq!(
        refused(&["decode", "--run", &run, "--samples", short.to_str().unwrap()]),
        format!("{}: the samples hold 8 bytes; the layout lays out 264", short.display())
    );
    // An edited offset: the layout is laid out again and compared.
    let text = std::fs::read_to_string(&run).unwrap().replacen("\"offset\": 8", "\"offset\": 16", 1);
    let edited = dir.join("edited.json");
    std::fs::write(&edited, text).unwrap();
    let edited = edited.display().to_string();
    assert_eq!(
        refused(&["decode", "--run", &edited, "--samples", short.to_str().unwrap()]),
        format!("{edited}: lays SQ_WAVES out at offset 16 (256 bytes), but SQ_WAVES lies at offset 8 (256 bytes) here")
    );
    // A newer schema, and what is no run description at all.
    let text = std::fs::read_to_string(&run).unwrap().replacen("\"schema_version\": 1", "\"schema_version\": 2", 1);
    let newer = dir.join("newer.json");
    std::fs::write(&newer, text).unwrap();
    let newer = newer.display().to_string();
    assert_eq!(
        refused(&["metric", "--run", &newer, "GPU_UTIL", "--samples", short.to_str().unwrap()]),
        format!("{newer}: is a run description of schema version 2; this rig-counter reads version 1")
    );
    let garbage = dir.join("garbage.json");
    std::fs::write(&garbage, "{\"schema_version\": 1, \"gpu\": 7}").unwrap();
    let garbage = garbage.display().to_string();
    assert_eq!(
        refused(&["decode", "--run", &garbage, "--samples", short.to_str().unwrap()]),
        format!("{garbage}: gpu is 7, where a run description holds text (line 1, column 30)")
    );
}

#[test]
fn a_refused_stop_writes_no_description_and_an_unwritable_one_is_an_error() {
    let dir = temp_dir("run-unwritten");
    let run = dir.join("run.json");
    let r = rig_counter(&["stop", "r9700", "SQ_FOO", "--run", run.to_str().unwrap()]);
    assert_eq!((r.status, r.stdout.as_str()), (1, ""));
    assert!(!run.exists());
    let nowhere = dir.join("no/such/dir/run.json");
    let msg = refused(&["stop", "r9700", "SQ_WAVES", "--run", nowhere.to_str().unwrap()]);
    assert_eq!(
        msg,
        format!("{}: {}: No such file or directory", nowhere.display(), nowhere.parent().unwrap().display())
    );
    // Nothing half-written is left beside it.
    assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 0);
}

#[test]
fn decode_and_metric_take_the_gpu_from_the_run_alone() {
    let dir = temp_dir("run-usage");
    let run = described(&dir, &["r9700", "GRBM_GUI_ACTIVE", "GRBM_COUNT"]);
    let bin = samples(&dir, &run, &[]);
    let r = rig_counter(&["decode", "r9700", "--run", &run, "--samples", &bin]);
    assert_eq!(r.status, 2);
    assert!(r.stderr.starts_with("error: the argument '[GPU]' cannot be used with '--run <FILE>'"), "{}", r.stderr);
    assert_eq!(
        usage_error(&["metric", "--run", &run, "GRBM_COUNT", "GPU_UTIL", "--samples", &bin]),
        "with --run, name derived metrics only: the run names its counters (GRBM_COUNT is one)"
    );
    // Every value 0: GPU_UTIL divides by zero, which JSON writes as null.
    let r = rig_counter(&["metric", "--run", &run, "GPU_UTIL", "--samples", &bin, "--format", "json"]);
    let j: serde_json::Value = serde_json::from_str(&r.stdout).unwrap();
    assert_eq!(j["metrics"][0]["values"][0]["value"], serde_json::Value::Null);
}

#[test]
fn samples_refuses_values_it_cannot_write() {
    let dir = temp_dir("run-values");
    let run = described(&dir, &["r9700", "GRBM_GUI_ACTIVE", "SQ_WAVES"]);
    let out = dir.join("s.bin").display().to_string();
    let value = |v: &str| usage_error(&["samples", "--run", &run, "-o", &out, "--value", v]);
    assert_eq!(value("SQ_WAVE=1"), "--value SQ_WAVE=1: the run counts no SQ_WAVE; did you mean SQ_WAVES?");
    assert_eq!(value("SQ_WAVES"), "--value SQ_WAVES: is not NAME=N");
    assert_eq!(
        value("SQ_WAVES=x"),
        "--value SQ_WAVES=x: x is not a whole number of decimal digits, or of hex digits after 0x"
    );
    // Break test 11: a sign or an exponent is said as such, not "not a number".
    assert_eq!(
        value("SQ_WAVES=-1"),
        "--value SQ_WAVES=-1: -1 has a sign: give a whole number of decimal digits, or of hex digits after 0x, without one"
    );
    assert_eq!(
        value("SQ_WAVES=1e3"),
        "--value SQ_WAVES=1e3: 1e3 is not a whole number of decimal digits, or of hex digits after 0x"
    );
    // Break test 12: a sign is blamed only where the rest is digits; an
    // empty value is shown.
    assert_eq!(
        value("SQ_WAVES=-x"),
        "--value SQ_WAVES=-x: -x is not a whole number of decimal digits, or of hex digits after 0x"
    );
    assert_eq!(
        value("SQ_WAVES="),
        "--value SQ_WAVES=: \"\" is not a whole number of decimal digits, or of hex digits after 0x"
    );
    assert_eq!(
        value("SQ_WAVES=0x100000000"),
        "--value SQ_WAVES=0x100000000: SQ_WAVES counts 32 bits on gfx1201: 4294967296 does not fit"
    );
    // 64-bit GRBM takes it.
    let r = rig_counter(&["samples", "--run", &run, "-o", &out, "--value", "GRBM_GUI_ACTIVE=0x100000000"]);
    assert_eq!(r.stdout, format!("{out}: 264 bytes of samples for {run} (2 counters, 0 WGPs unread)\n"));
    assert!(!dir.join("x.bin").exists());
}

#[test]
fn outputs_never_replace_devices_links_or_their_own_inputs() {
    // Break test, 2026-12-01: -o /dev/full and --run /dev/stdout were
    // replaced by regular files; -o onto the run description overwrote it;
    // a description was written though the program's output failed.
    let dir = temp_dir("run-outputs");
    let run = described(&dir, &["r9700", "GRBM_GUI_ACTIVE", "SQ_WAVES"]);
    let before = std::fs::read(&run).unwrap();
    assert_eq!(
        refused(&["samples", "--run", &run, "-o", "/dev/full"]),
        "/dev/full: is a character device, not a regular file: rig-counter writes regular files"
    );
    // But /dev/null, which takes an output and keeps nothing (issue 40, item 9).
    assert_eq!(rig_counter(&["samples", "--run", &run, "-o", "/dev/null"]).status, 0);
    // Refused as every output over an input is, with status 1 (the break
    // test of issue 40: these exited 2, a usage error).
    assert_eq!(
        refused(&["samples", "--run", &run, "-o", &run]),
        format!("-o {run} is the run description itself: write the samples elsewhere")
    );
    assert_eq!(std::fs::read(&run).unwrap(), before);
    // Through a link to a file: the file is written, the link stays.
    let target = dir.join("target.bin");
    std::fs::write(&target, b"old").unwrap();
    let link = dir.join("link.bin");
    std::os::unix::fs::symlink(&target, &link).unwrap();
    let r = rig_counter(&["samples", "--run", &run, "-o", link.to_str().unwrap()]);
    assert_eq!(r.status, 0, "{}", r.stderr);
    assert!(std::fs::symlink_metadata(&link).unwrap().file_type().is_symlink());
    assert_eq!(std::fs::read(&target).unwrap().len(), 264);
}

#[test]
fn a_descriptions_inactive_wgps_and_program_are_checked() {
    let dir = temp_dir("run-inactive");
    let run = described(&dir, &["r9700", "GRBM_GUI_ACTIVE", "SQ_WAVES", "--inactive", "3/1/3"]);
    let bin = samples(&dir, &run, &[]);
    let edited = |from: &str, to: &str| {
        let text = std::fs::read_to_string(&run).unwrap().replacen(from, to, 1);
        let path = dir.join("edited.json");
        std::fs::write(&path, text).unwrap();
        refused(&["decode", "--run", path.to_str().unwrap(), "--samples", &bin])
    };
    let path = dir.join("edited.json").display().to_string();
    assert_eq!(
        edited("\"3/1/3\"", "\"9/9/9\""),
        format!("{path}: inactive 9/9/9 names engine 9, but gfx1201 has engines 0 to 3")
    );
    assert_eq!(edited("\"3/1/3\"", "\"x\""), format!("{path}: inactive x is not SE/SA/WGP, as 3/1/2"));
    assert_eq!(edited("\"3/1/3\"", "\"3/1/3\", \"3/1/3\""), format!("{path}: inactive 3/1/3 is listed twice"));
    assert_eq!(
        edited("\"program\": \"stop\"", "\"program\": \"start\""),
        format!("{path}: describes the samples of a start program; stop and sample store samples")
    );
    assert_eq!(
        edited("\"gpu\": \"r9700\",", "\"gpu\": \"r9700\", \"gpu\": \"mi300x\","),
        format!("{path}: is no run description: it gives gpu twice (line 5, column 23)")
    );
}

#[test]
fn a_description_s_faults_are_said_in_its_own_words_naming_the_field() {
    // Break test 5 (B5b): serde's words ("invalid value: integer
    // `1099511627776`, expected u32 at line 1 column 402", "invalid type:
    // floating point `256.0`", "expected value at line 1 column 1") named
    // no field and spoke of Rust's types.
    let dir = temp_dir("run-words");
    let run = described(&dir, &["r9700", "GRBM_GUI_ACTIVE", "SQ_WAVES"]);
    let bin = samples(&dir, &run, &[]);
    let path = dir.join("edited.json").display().to_string();
    let said = |text: &str| {
        std::fs::write(&path, text).unwrap();
        refused(&["decode", "--run", &path, "--samples", &bin])
    };
    // Compact, as an agent may write it: one line.
    let compact = serde_json::to_string(
        &serde_json::from_str::<serde_json::Value>(&std::fs::read_to_string(&run).unwrap()).unwrap(),
    )
    .unwrap();
    let edited = |from: &str, to: &str| {
        assert!(compact.contains(from), "{compact}");
        said(&compact.replacen(from, to, 1))
    };
    let column = |to: &str| compact.find("\"samples_bytes\":").unwrap() + "\"samples_bytes\":".len() + to.len();
    assert_eq!(
        edited("\"samples_bytes\":264", "\"samples_bytes\":1099511627776"),
        format!(
            "{path}: samples_bytes is 1099511627776, where a run description holds a whole number of 0 to 4294967295 \
             (line 1, column {})",
            column("1099511627776")
        )
    );
    assert_eq!(
        edited("\"samples_bytes\":264", "\"samples_bytes\":256.0"),
        format!(
            "{path}: samples_bytes is 256.0 (a float as JSON reads it: written with a point, an exponent or as -0), where a run description holds a \
             whole number of 0 to 4294967295 (line 1, column {})",
            column("256.0")
        )
    );
    // Break test 7: 1e19, within u64, written as a float, is said so (it was
    // said as if past the range it lies in).
    assert!(edited("\"samples_bytes\":264", "\"samples_bytes\":1e9").starts_with(&format!(
        "{path}: samples_bytes is 1000000000.0 (a float as JSON reads it: written with a point, an exponent or as -0), where a run description \
             holds a whole number of 0 to 4294967295"
    )));
    // Break test 8: a schema_version written as a float is said so, not as missing.
    for (v, said) in [
        ("1.0e0", "1.0 (a float as JSON reads it: written with a point, an exponent or as -0)"),
        ("-0", "-0.0 (a float as JSON reads it: written with a point, an exponent or as -0)"),
        // Break test 11: from 2^53 up, the float's exact digits, said as the
        // nearest to the number written; past 10^21, its shortest form.
        (
            "12345678901234567.0",
            "12345678901234568 (the nearest 64-bit float to the number written, which has a point or an exponent)",
        ),
        (
            "1e300",
            "1e300 (past the 64-bit integers: read as the nearest 64-bit float, shown in the shortest form that reads \
             back as it)",
        ),
        ("-5", "-5"),
        // Break test 9: an integer past u64, read as its nearest float.
        ("18446744073709551617", "18446744073709551616 (the nearest 64-bit float to the number written)"),
        // Break test 10: below i64's least too (it was said written with a point).
        ("-10000000000000000000", "-10000000000000000000 (the nearest 64-bit float to the number written)"),
        ("-9223372036854775809", "-9223372036854775808 (the nearest 64-bit float to the number written)"),
    ] {
        assert_eq!(
            edited("\"schema_version\":1", &format!("\"schema_version\":{v}")),
            format!(
                "{path}: is no run description: its schema_version is {said}, where a run description holds the integer 1"
            )
        );
    }
    // Break test 7: 1e400 is JSON (RFC 8259 sets no range), past any float.
    assert!(
        edited("\"samples_bytes\":264", "\"samples_bytes\":1e400")
            .starts_with(&format!("{path}: is no run description: it holds a number past any 64-bit float at line 1"))
    );
    // Break test 6: past u64, said as the float it is read as, with its digits.
    let address = compact.split("\"samples_address\":").nth(1).unwrap().split(',').next().unwrap().to_owned();
    assert!(edited(&format!("\"samples_address\":{address}"), "\"samples_address\":18446744073709551616").starts_with(
        &format!(
            "{path}: samples_address is 18446744073709551616 (the nearest 64-bit float to the number written), where \
             a run description holds a whole number of 0 to 18446744073709551615 (line 1, column "
        )
    ),);
    // Break test 10: -2^63 - 1 is read as -2^63, i64's least, as a float.
    assert!(edited("\"samples_bytes\":264", "\"samples_bytes\":-9223372036854775809").starts_with(&format!(
        "{path}: samples_bytes is -9223372036854775808 (the nearest 64-bit float to the number written), where a run \
         description holds a whole number of 0 to 4294967295 (line 1, column "
    )));
    assert!(edited("\"offset\":8", "\"offset\":-8").starts_with(&format!(
        "{path}: layout[1].offset is -8, where a run description holds a whole number of 0 to 4294967295 (line 1, \
         column "
    )));
    assert!(edited("\"counters\":[", "\"counters\":[true,").starts_with(&format!(
        "{path}: counters[0] is true, where a run description holds a counter name (text) (line 1, column "
    )));
    assert!(edited("\"layout\":[{", "\"layout\":[{\"defined\":5,").starts_with(&format!(
        "{path}: layout[0].defined is 5, where a run description holds an object of block and event (line 1, column "
    )));
    assert!(
        edited(",\"offset\":0", "")
            .starts_with(&format!("{path}: is no run description: layout[0] has no offset (line 1, column "))
    );
    assert!(
        edited(",\"samples_bytes\":264", "")
            .starts_with(&format!("{path}: is no run description: it has no samples_bytes (line 1, column "))
    );
    assert_eq!(said("hello"), format!("{path}: is no run description: its text is not JSON at line 1, column 1"));
    assert_eq!(
        said(&compact[..40]),
        format!("{path}: is no run description: its JSON ends unfinished at line 1, column 40")
    );
    assert_eq!(said("\n"), format!("{path}: is empty: no run description"));
    assert_eq!(said("[1, 2]"), format!("{path}: is no run description: it is a list, not a JSON object"));
}

/// Break test 6 of issue 40: a run description naming a counter twice was
/// refused as "SQ_WAVES is listed twice", naming no file or field.
#[test]
fn a_run_descriptions_counters_are_refused_naming_the_file_and_field() {
    let dir = temp_dir("run-counters-twice");
    let run = described(&dir, &["r9700", "SQ_WAVES"]);
    let samples = dir.join("s.bin");
    std::fs::write(&samples, [0u8; 256]).unwrap();
    let text = std::fs::read_to_string(&run).unwrap();
    for (case, counters, why) in [
        ("twice", "[\"SQ_WAVES\", \"SQ_WAVES\"]", "SQ_WAVES is listed twice"),
        ("misspelt", "[\"SQ_WAVEZ\"]", "gfx1201 counts no SQ_WAVEZ; did you mean SQ_WAVES?"),
    ] {
        let edited = dir.join(format!("{case}.json"));
        let replaced = text.replacen("\"counters\": [\n    \"SQ_WAVES\"\n  ]", &format!("\"counters\": {counters}"), 1);
        assert_ne!(replaced, text, "{case}");
        std::fs::write(&edited, replaced).unwrap();
        let e = edited.to_str().unwrap();
        assert_eq!(
            refused(&["decode", "--run", e, "--samples", samples.to_str().unwrap()]),
            format!("{e}: counters: {why}"),
            "{case}"
        );
    }
}
