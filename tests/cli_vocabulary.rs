//! One output vocabulary: `--format` on every command, `schema_version` first
//! in every JSON object, rocprofiler's dimension names, `null` for undefined,
//! usage errors exiting 2; and the completions and manual page.

use rig_counter_tests::{rig_counter, samples_file, usage_error};

#[test]
fn every_json_object_starts_with_its_schema_version() {
    let samples = samples_file(&[0u8; 16]).display().to_string();
    let commands: [&[&str]; 10] = [
        &["gpus", "--format", "json"],
        &["gpus", "--json"],
        &["counters", "r9700", "SQ_WAVES", "--format", "json"],
        &["layout", "r9700", "SQ_WAVES", "--format", "json"],
        &["plan", "r9700", "GPU_UTIL", "--format", "json"],
        &["metrics", "r9700", "GPU_UTIL", "--format", "json"],
        &["metric", "r9700", "GRBM_GUI_ACTIVE", "GRBM_COUNT", "GPU_UTIL", "--samples", &samples, "--format", "json"],
        &["decode", "r9700", "GRBM_GUI_ACTIVE", "GRBM_COUNT", "--samples", &samples, "--format", "json"],
        &["filter", "r9700", "--vmid", "3", "--format", "json"],
        &["filter", "mi300x", "--hw-id", "0x00500000", "--format", "json"],
    ];
    for args in commands {
        let r = rig_counter(args);
        assert_eq!(r.status, 0, "{args:?}: {}", r.stderr);
        assert!(r.stdout.starts_with("{\n  \"schema_version\": 1,\n"), "{args:?}: {}", r.stdout);
        serde_json::from_str::<serde_json::Value>(&r.stdout).unwrap();
    }
    let filter = rig_counter(&["filter", "mi300x", "--hw-id", "0x00500000", "--format", "json"]);
    assert_eq!(
        filter.stdout,
        "{\n  \"schema_version\": 1,\n  \"gpu\": \"gfx942\",\n  \"vmid\": 5,\n  \"word\": 2097216,\n  \"hex\": \"0x00200040\"\n}\n"
    );
    // Undefined is null: GPU_UTIL of zero clocks divides by zero.
    let r = rig_counter(commands[6]);
    let j: serde_json::Value = serde_json::from_str(&r.stdout).unwrap();
    assert_eq!(j["metrics"][0]["values"], serde_json::json!([{"value": null}]));
}

#[test]
fn csv_is_there_for_every_listing() {
    let first_two = |args: &[&str]| -> String {
        let r = rig_counter(args);
        assert_eq!(r.status, 0, "{args:?}: {}", r.stderr);
        r.stdout.lines().take(2).collect::<Vec<_>>().join("\n")
    };
    assert_eq!(
        first_two(&["gpus", "--format", "csv"]),
        "key,name,processor,gc,xccs,shader_engines,shader_arrays,array_units,compute_units,l2_channels\n\
         r9700,Radeon AI PRO R9700,gfx1201,12.0.1,1,4,2,4,64,32"
    );
    assert_eq!(
        first_two(&["counters", "mi300x", "TCC_HIT", "--format", "csv"]),
        "name,block,event,registers,xccs,instances,engines,arrays,wgps,values,dimensions,description\n\
         TCC_HIT,TCC,17,4,8,16,1,1,1,128,DIMENSION_XCC[0:7] DIMENSION_INSTANCE[0:15],Number of cache hits."
    );
    assert_eq!(
        rig_counter(&["layout", "rx7900xtx", "accumulate(SQ_INST_LEVEL_LDS,HIGH_RES)", "--format", "csv"]).stdout,
        "name,counts,block,event,register,xccs,instances,engines,arrays,wgps,offset,bytes\n\
         SQ_INST_LEVEL_LDS,SQ_INST_LEVEL_LDS,SQ,88,0,1,1,6,2,4,0,384\n\
         SQ_ACCUM_PREV,\"accumulate(SQ_INST_LEVEL_LDS,HIGH_RES)\",SQ,1,1,1,1,6,2,4,384,384\n"
    );
    assert_eq!(
        rig_counter(&["plan", "r9700", "GPU_UTIL", "--format", "csv"]).stdout,
        "pass,name,counts,block,event,register,offset,bytes,completes\n\
         1,GRBM_COUNT,GRBM_COUNT,GRBM,0,0,0,8,GPU_UTIL\n\
         1,GRBM_GUI_ACTIVE,GRBM_GUI_ACTIVE,GRBM,2,1,8,8,GPU_UTIL\n"
    );
}

#[test]
fn arguments_that_cannot_go_together_exit_2() {
    for args in [
        &["gpus", "--json", "--format", "csv"][..],
        &["layout", "r9700", "SQ_WAVES", "--format", "yaml"],
        &["plan", "r9700", "GPU_UTIL", "--json", "--format", "rocprofv3-text"],
        &["decode", "--samples", "x"],
        &["samples", "-o", "x"],
        &["completions", "tcsh"],
    ] {
        let r = rig_counter(args);
        assert_eq!((r.status, r.stdout.as_str()), (2, ""), "{args:?}");
    }
    assert_eq!(
        usage_error(&["filter", "r9700", "--hw-id", "1"]),
        "gfx1201 waves hold their VMID in HW_ID2: give --hw-id2, not --hw-id"
    );
}

#[test]
fn completions_and_the_manual_name_every_subcommand() {
    let bash = rig_counter(&["completions", "bash"]);
    assert_eq!(bash.status, 0);
    assert!(bash.stdout.starts_with("_rig__counter() {\n"), "{}", &bash.stdout[..40]);
    let man = rig_counter(&["man"]);
    assert_eq!(man.status, 0);
    assert!(man.stdout.starts_with(".ie \\n(.g .ds Aq \\(aq\n"), "{}", &man.stdout[..80]);
    // The footer's source is the short version; the long one, with the
    // catalog's source, is the VERSION section's.
    let version = env!("CARGO_PKG_VERSION");
    assert!(man.stdout.contains(&format!(".TH rig-counter 1  \"rig-counter {version}\" \n")), "{}", man.stdout);
    assert!(man.stdout.contains(&format!(".SH VERSION\nv{version} (catalog and metrics: ")), "{}", man.stdout);
    for sub in [
        "gpus", "counters", "layout", "filter", "start", "stop", "sample", "metric", "metrics", "plan", "decode",
        "samples",
    ] {
        assert!(bash.stdout.contains(&format!("rig__counter,{sub})")), "bash: {sub}");
        assert!(man.stdout.contains(&format!("rig\\-counter\\-{sub}(1)")), "man: {sub}");
    }
    // Each subcommand's own page, with its options.
    let stop = rig_counter(&["man", "stop"]);
    assert_eq!(stop.status, 0);
    assert!(stop.stdout.contains(&format!(".TH rig-counter-stop 1  \"rig-counter {version}\" \n")), "{}", stop.stdout);
    // Subcommands take no -V: their synopsis offers none.
    assert!(stop.stdout.contains("[\\fB\\-h\\fR|\\fB\\-\\-help\\fR] [\\fIGPU\\fR]"), "{}", stop.stdout);
    assert!(!stop.stdout.contains("version\\fR]"), "{}", stop.stdout);
    assert_eq!(usage_error(&["stop", "-V"]).lines().next(), Some("unexpected argument '-V' found"));
    assert!(stop.stdout.contains("\\fB\\-\\-run\\fR"), "{}", stop.stdout);
    assert_eq!(usage_error(&["man", "stopp"]), "rig-counter has no subcommand stopp; try rig-counter man for the list");
    let zsh = rig_counter(&["completions", "zsh"]);
    assert!(zsh.stdout.starts_with("#compdef rig-counter\n"));
}

#[test]
fn help_shows_only_what_a_subcommand_reads() {
    // Issue 40, item 18: --topology and --drm showed in the help of
    // subcommands that read no machine's GPUs, and csv was said to have
    // rocprofv3's columns in listings that have none. timeline reads
    // --topology (a marker's run on kfd:N), not --drm.
    for (sub, unread) in [("timeline", &["--drm"][..]), ("oa-sets", &["--topology", "--drm"][..])] {
        let help = rig_counter_tests::rig_counter(&[sub, "--help"]).stdout;
        for flag in ["--topology", "--drm"] {
            assert_eq!(help.contains(flag), !unread.contains(&flag), "{sub} {flag}: {help}");
        }
        // timeline needs a file, which is never read when refused.
        let rest: &[&str] = if sub == "timeline" { &["trace.dat"] } else { &[] };
        for flag in unread {
            let what = match *flag {
                "--drm" => "gives the power levels of a machine's GPUs, which",
                _ => "names a machine's GPUs, which",
            };
            let before = rig_counter_tests::usage_error(&[&[*flag, "x", sub][..], rest].concat());
            assert_eq!(before, format!("{flag} {what} {sub} reads none of: leave it out"), "{sub}");
            assert_eq!(rig_counter_tests::usage_error(&[&[sub, *flag, "x"][..], rest].concat()), before, "{sub}");
        }
    }
    for sub in ["gpus", "layout", "start", "metric"] {
        let help = rig_counter_tests::rig_counter(&[sub, "--help"]).stdout;
        assert!(help.contains("--topology <DIR>") && help.contains("--drm <DIR>"), "{sub}: {help}");
    }
    for sub in ["oa-sets", "gpus", "counters", "layout"] {
        let help = rig_counter_tests::rig_counter(&[sub, "--help"]).stdout;
        assert!(!help.contains("rocprofv3's columns"), "{sub}: {help}");
        assert!(help.contains("csv:   CSV with a header line: the table's rows, a column a field"), "{sub}: {help}");
    }
}
