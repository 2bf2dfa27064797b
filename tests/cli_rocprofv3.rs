//! rocprofv3's input files: read in their three forms, written by `plan`, and
//! read back by `layout`, `start`, `stop` and `sample` pass by pass.

use rig_counter_std::rocprofv3::{Form, InputPass, parse};
use rig_counter_tests::{json, refused, rig_counter, temp_dir, usage_error};

fn pass(origin: &str, names: &[&str]) -> InputPass {
    InputPass { origin: origin.to_owned(), names: names.iter().map(|n| n.to_string()).collect() }
}

#[test]
fn the_text_form_reads_pmc_lines_and_reports_the_rest() {
    let text = "# counters\npmc: GPUBusy SQ_WAVES\nrange: 1:4\npmc : TCC_HIT, TCC_MISS  # two\n\n";
    let input = parse(text, Form::Text).unwrap();
    assert_eq!(input.passes, [pass("line 2", &["GPUBusy", "SQ_WAVES"]), pass("line 4", &["TCC_HIT", "TCC_MISS"])]);
    assert_eq!(input.notes, ["line 3: range: 1:4: only pmc: lines are read"]);
    assert_eq!(parse("pmc:\n", Form::Text).unwrap_err(), "line 1: pmc: names no counter");
    assert_eq!(parse("gpu: 0\n", Form::Text).unwrap_err(), "holds no pmc: line naming counters");
}

#[test]
fn the_yaml_and_json_forms_read_jobs_with_pmc_and_pmc_groups() {
    // rocprofiler-sdk's own examples ("Using rocprofv3").
    let yaml = "jobs:\n- pmc: [\"SQ_WAVES\", \"GRBM_COUNT\", \"GRBM_GUI_ACTIVE\"]\n- pmc: [\"FETCH_SIZE\", \"WRITE_SIZE\"]\n  \
                kernel_include_regex: \".*_kernel\"\n  output_format:\n  - \"csv\"\n- pmc_groups: [[\"SQ_WAVES\", \
                \"GRBM_COUNT\"], [\"GRBM_GUI_ACTIVE\"]]\n  pmc_group_interval: 4\n- kernel_trace: true\n";
    let want = [
        pass("jobs[0].pmc", &["SQ_WAVES", "GRBM_COUNT", "GRBM_GUI_ACTIVE"]),
        pass("jobs[1].pmc", &["FETCH_SIZE", "WRITE_SIZE"]),
        pass("jobs[2].pmc_groups[0]", &["SQ_WAVES", "GRBM_COUNT"]),
        pass("jobs[2].pmc_groups[1]", &["GRBM_GUI_ACTIVE"]),
    ];
    let input = parse(yaml, Form::Yaml).unwrap();
    assert_eq!(input.passes, want);
    assert_eq!(input.notes, ["jobs[3] counts nothing: it has no pmc or pmc_groups"]);
    let json = r#"{"jobs": [{"pmc": ["SQ_WAVES", "GRBM_COUNT", "GRBM_GUI_ACTIVE"]}, {"pmc": ["FETCH_SIZE", "WRITE_SIZE"],
        "truncate_kernels": true}, {"pmc_groups": [["SQ_WAVES", "GRBM_COUNT"], ["GRBM_GUI_ACTIVE"]]}]}"#;
    assert_eq!(parse(json, Form::Json).unwrap().passes, want);
    for (text, form, message) in [
        ("{}", Form::Json, "has no jobs: rocprofv3's YAML and JSON inputs list their runs under jobs"),
        ("jobs: 3\n", Form::Yaml, "jobs is a number, not a list of jobs"),
        ("jobs:\n- pmc: [1]\n", Form::Yaml, "jobs[0].pmc[0] is a number, not a counter name"),
        ("jobs:\n- pmc: []\n", Form::Yaml, "jobs[0].pmc names no counter"),
        ("jobs:\n- pmc: [A]\n  pmc_groups: [[B]]\n", Form::Yaml, "jobs[0] has both pmc and pmc_groups: give one"),
        ("jobs:\n- pmc_groups: [7]\n", Form::Yaml, "jobs[0].pmc_groups[0] is a number, not a list of counter names"),
        ("jobs:\n- kernel_trace: true\n", Form::Yaml, "holds no job with pmc or pmc_groups naming counters"),
    ] {
        assert_eq!(parse(text, form).unwrap_err(), message, "{text}");
    }
    // A string of names is taken as rocprofv3's --pmc takes them.
    assert_eq!(
        parse("jobs:\n- pmc: SQ_WAVES,GRBM_COUNT\n", Form::Yaml).unwrap().passes[0].names,
        ["SQ_WAVES", "GRBM_COUNT"]
    );
}

#[test]
fn a_pass_naming_a_counter_twice_is_refused_naming_the_file_and_line() {
    // Break test 5 (B5a): `stop r9700 -i in.txt` with `pmc: SQ_WAVES
    // SQ_WAVES` said "error: SQ_WAVES is listed twice", naming no file or
    // line, and `plan -i` of the same file dropped the second silently.
    let dir = temp_dir("input-twice");
    let input = dir.join("in.txt");
    std::fs::write(&input, "# two passes\npmc: GRBM_COUNT\npmc: SQ_WAVES SQ_WAVES\n").unwrap();
    let input = input.display().to_string();
    let said = format!("{input}: line 3: pmc: names SQ_WAVES twice");
    assert_eq!(refused(&["stop", "r9700", "-i", &input, "--pass", "2"]), said);
    assert_eq!(refused(&["plan", "r9700", "-i", &input]), said);
    assert_eq!(refused(&["layout", "r9700", "-i", &input, "--pass", "1"]), said);
    for (text, form, message) in [
        ("pmc: SQ_WAVES, GPU_UTIL,SQ_WAVES\n", Form::Text, "line 1: pmc: names SQ_WAVES twice"),
        ("jobs:\n- pmc: [A, B, A]\n", Form::Yaml, "jobs[0].pmc names A twice"),
        (r#"{"jobs": [{"pmc_groups": [["A"], ["B", "B"]]}]}"#, Form::Json, "jobs[0].pmc_groups[1] names B twice"),
    ] {
        assert_eq!(parse(text, form).unwrap_err(), message, "{text}");
    }
    // Two passes may count one counter, each once.
    assert_eq!(parse("pmc: SQ_WAVES\npmc: SQ_WAVES\n", Form::Text).unwrap().passes.len(), 2);
}

const REQUEST: [&str; 9] = [
    "GPU_UTIL",
    "MeanOccupancyPerCU",
    "TCC_HIT",
    "TCC_MISS",
    "TCC_EA0_RDREQ",
    "TCC_EA0_WRREQ",
    "TCC_READ",
    "TCC_WRITE",
    "SQ_WAVES",
];

#[test]
fn plan_writes_one_job_per_pass_in_each_form() {
    for (format, golden) in [
        ("rocprofv3-text", include_str!("golden/mi300x-plan-rocprofv3.txt")),
        ("rocprofv3-yaml", include_str!("golden/mi300x-plan-rocprofv3.yaml")),
        ("rocprofv3-json", include_str!("golden/mi300x-plan-rocprofv3.json")),
    ] {
        let r = rig_counter(&[&["plan", "mi300x"][..], &REQUEST, &["--format", format]].concat());
        assert_eq!((r.status, r.stderr.as_str()), (0, ""), "{format}");
        assert_eq!(r.stdout, golden, "{format}");
    }
}

#[test]
fn each_pass_of_a_written_file_lays_out_as_plan_laid_it_out() {
    let plan = json(&[&["plan", "mi300x"][..], &REQUEST, &["--json"]].concat());
    let passes = plan["passes"].as_array().unwrap();
    assert_eq!(passes.len(), 2);
    let dir = temp_dir("rocprofv3-round");
    for (format, file) in [("rocprofv3-text", "in.txt"), ("rocprofv3-yaml", "in.yaml"), ("rocprofv3-json", "in.json")] {
        let r = rig_counter(&[&["plan", "mi300x"][..], &REQUEST, &["--format", format]].concat());
        let path = dir.join(file);
        std::fs::write(&path, r.stdout).unwrap();
        let path = path.to_str().unwrap();
        for (i, p) in passes.iter().enumerate() {
            let n = (i + 1).to_string();
            let layout = json(&["layout", "mi300x", "-i", path, "--pass", &n, "--json"]);
            assert_eq!(layout["counters"], p["counters"], "{file} pass {n}");
            // start and stop of the pass are those of its names.
            let names: Vec<String> =
                p["names"].as_array().unwrap().iter().map(|n| n.as_str().unwrap().to_owned()).collect();
            let names: Vec<&str> = names.iter().map(String::as_str).collect();
            for command in ["start", "stop", "sample"] {
                let by_file = rig_counter(&[command, "mi300x", "-i", path, "--pass", &n, "--format", "hex"]);
                let by_names = rig_counter(&[&[command, "mi300x"][..], &names, &["--format", "hex"]].concat());
                assert_eq!((by_file.status, &by_file.stdout), (0, &by_names.stdout), "{command} {file} {n}");
            }
        }
        // The whole file plans as the request did.
        assert_eq!(json(&["plan", "mi300x", "-i", path, "--json"])["passes"], plan["passes"], "{file}");
    }
}

#[test]
fn a_file_of_several_passes_needs_one_chosen_and_each_must_fit() {
    let dir = temp_dir("rocprofv3-choose");
    let path = dir.join("input.txt");
    std::fs::write(&path, "pmc: SQ_WAVES\npmc: TCC_HIT TCC_MISS\n").unwrap();
    let file = path.to_str().unwrap();
    assert_eq!(
        usage_error(&["start", "mi300x", "-i", file]),
        format!("{file} holds 2 passes: choose one with --pass N: 1 (line 1), 2 (line 2)")
    );
    assert_eq!(
        usage_error(&["layout", "mi300x", "-i", file, "--pass", "3"]),
        format!("{file} holds 2 passes, not a pass 3: 1 (line 1), 2 (line 2)")
    );
    assert_eq!(rig_counter(&["layout", "mi300x", "SQ_WAVES", "-i", file]).status, 2);
    assert_eq!(rig_counter(&["layout", "mi300x", "--pass", "1"]).status, 2);
    // Too many TCC counters for one pass, and a name the GPU lacks.
    let every = json(&["counters", "mi300x", "TCC_", "--json"]);
    let tcc: Vec<&str> =
        every["counters"].as_array().unwrap().iter().take(17).map(|c| c["name"].as_str().unwrap()).collect();
    std::fs::write(&path, format!("pmc: GPU_UTIL {}\n", tcc.join(" "))).unwrap();
    assert_eq!(
        refused(&["stop", "mi300x", "-i", file]),
        format!(
            "{file}: line 1: its counters do not fit one pass (plan splits them into 5): `rig-counter plan gfx942 -i {file}` writes passes that do"
        )
    );
    std::fs::write(&path, "pmc: SQ_WAVE\n").unwrap();
    assert_eq!(refused(&["layout", "mi300x", "-i", file]), "gfx942 counts no SQ_WAVE; did you mean SQ_WAVES?");
    assert_eq!(
        usage_error(&["plan", "r9700", "accumulate(SQ_INST_LEVEL_LDS,HIGH_RES)", "--format", "rocprofv3-text"]),
        "rocprofv3 takes no accumulate(SQ_INST_LEVEL_LDS,HIGH_RES) in an input file: name a derived metric that \
         accumulates it (as MeanOccupancyPerCU), or plan without --format rocprofv3-*"
    );
    // The final break test of issue 40: a level counter asked by name beside
    // a metric accumulating it was in no pmc: line, so rocprofv3 would not
    // report it.
    let r = rig_counter(&["plan", "mi300x", "SQ_INST_LEVEL_LDS", "LdsLatency", "--format", "rocprofv3-text"]);
    assert_eq!((r.status, r.stdout.as_str()), (0, "pmc: SQ_INSTS_LDS SQ_INST_LEVEL_LDS LdsLatency\n"), "{}", r.stderr);
    let r = rig_counter(&["plan", "mi300x", "LdsLatency", "--format", "rocprofv3-text"]);
    assert_eq!((r.status, r.stdout.as_str()), (0, "pmc: SQ_INSTS_LDS LdsLatency\n"), "{}", r.stderr);
}

#[test]
fn yaml_elements_are_names_and_what_a_file_cannot_hold_is_refused() {
    // Break test, 2026-12-01: list elements were split at commas (so
    // accumulate(...) broke), and the YAML parser's own advice was shown.
    let yaml = "jobs:\n- pmc: [\"GRBM_COUNT\", \"accumulate(SQ_LEVEL_WAVES,HIGH_RES)\"]\n";
    assert_eq!(parse(yaml, Form::Yaml).unwrap().passes[0].names, ["GRBM_COUNT", "accumulate(SQ_LEVEL_WAVES,HIGH_RES)"]);
    assert_eq!(
        parse("jobs:\n- pmc: [A]\n---\njobs: []\n", Form::Yaml).unwrap_err(),
        "holds several YAML documents; rocprofv3 reads one"
    );
    assert_eq!(
        parse("jobs:\n- pmc: [A]\n  pmc: [B]\n", Form::Yaml).unwrap_err(),
        "line 3 column 3: pmc is given twice in one mapping (YAML takes each key once)"
    );
    let mut bomb = String::from("a: &a [x, x, x, x, x, x, x, x, x, x]\n");
    for (name, prev) in [("b", "a"), ("c", "b"), ("d", "c"), ("e", "d"), ("f", "e")] {
        bomb.push_str(&format!("{name}: &{name} [{}]\n", vec![format!("*{prev}"); 10].join(", ")));
    }
    bomb.push_str("jobs: []\n");
    assert_eq!(
        parse(&bomb, Form::Yaml).unwrap_err(),
        "is too large: it holds more than 250000 YAML nodes (aliases counted as they expand)"
    );
    // Thousands of passes: the first few are listed.
    let many = parse(&"pmc: SQ_WAVES\n".repeat(2000), Form::Text).unwrap();
    assert_eq!(
        many.pass(None, "many.txt").unwrap_err().to_string(),
        "many.txt holds 2000 passes: choose one with --pass N: 1 (line 1), 2 (line 2), 3 (line 3), 4 (line 4), 5 \
         (line 5), ... 2000"
    );
    assert_eq!(
        rig_counter_std::rocprofv3::write(&[vec!["A B".to_owned()]], Form::Text).unwrap_err(),
        "\"A B\" cannot go on a pmc: line (spaces and commas separate names, # starts a comment): write YAML or JSON"
    );
    assert_eq!(
        usage_error(&["layout", "mi300x", "SQ_WAVES", "--pass", "1"]),
        "--pass chooses a pass of an input file: give -i FILE"
    );
}

#[test]
fn json_keys_are_taken_once_a_byte_order_mark_is_no_text_and_an_accumulate_request_is_one_name() {
    // Issue 26, item 8: {"pmc":[..],"pmc":[..]} counted the last list alone.
    let e = parse(r#"{"jobs":[{"pmc":["SQ_WAVES"],"pmc":["GRBM_COUNT"]}]}"#, Form::Json).unwrap_err();
    assert_eq!(e, "is no JSON: the key pmc is given twice at line 1 column 34");
    // A UTF-8 byte-order mark before JSON or text, as before YAML.
    let from_json = parse("\u{feff}{\"jobs\":[{\"pmc\":[\"SQ_WAVES\"]}]}", Form::Json).unwrap();
    assert_eq!(from_json.passes, [pass("jobs[0].pmc", &["SQ_WAVES"])]);
    let text = parse("\u{feff}pmc: SQ_WAVES\n", Form::Text).unwrap();
    assert_eq!(text.passes, [pass("line 1", &["SQ_WAVES"])]);
    // accumulate(NAME, RES) is one request, its comma and space inside.
    let text = parse("pmc: accumulate(SQ_LEVEL_WAVES, HIGH_RES) GRBM_COUNT,SQ_WAVES\n", Form::Text).unwrap();
    assert_eq!(text.passes, [pass("line 1", &["accumulate(SQ_LEVEL_WAVES, HIGH_RES)", "GRBM_COUNT", "SQ_WAVES"])]);
    let dir = temp_dir("rocprofv3-accumulate");
    let path = dir.join("acc.txt");
    std::fs::write(&path, "pmc: accumulate(SQ_LEVEL_WAVES, HIGH_RES) GRBM_COUNT\n").unwrap();
    let l = json(&["layout", "mi300x", "-i", &path.display().to_string(), "--format", "json"]);
    let names: Vec<&str> = l["counters"].as_array().unwrap().iter().map(|c| c["name"].as_str().unwrap()).collect();
    assert_eq!(names, ["SQ_LEVEL_WAVES", "SQ_ACCUM_PREV_HIRES", "GRBM_COUNT"]);
}

/// The break test of issue 40's fixes (R7): `-i` input in UTF-16 with its
/// byte order mark (YAML 1.2.2 allows it, and definitions files are read
/// so) was refused as "not UTF-8": read as its UTF-8 twin is, in each
/// byte order, YAML and JSON; a UTF-16 file cut inside a character is
/// refused saying where.
#[test]
fn input_in_utf16_with_its_byte_order_mark_is_read() {
    let dir = temp_dir("rocprofv3-utf16");
    let forms = [
        ("in.yaml", "jobs:\n  - pmc: [SQ_WAVES, GRBM_COUNT]\n"),
        ("in.json", "{\"jobs\": [{\"pmc\": [\"SQ_WAVES\", \"GRBM_COUNT\"]}]}\n"),
    ];
    for (name, text) in forms {
        let plain = dir.join(name);
        std::fs::write(&plain, text).unwrap();
        let want = rig_counter(&["layout", "mi300x", "-i", plain.to_str().unwrap(), "--format", "csv"]);
        assert_eq!(want.status, 0, "{}", want.stderr);
        for (order, mark, unit, endian) in [
            ("le", [0xFF, 0xFE], u16::to_le_bytes as fn(u16) -> [u8; 2], "little"),
            ("be", [0xFE, 0xFF], u16::to_be_bytes as fn(u16) -> [u8; 2], "big"),
        ] {
            let path = dir.join(format!("{order}-{name}"));
            let mut bytes = mark.to_vec();
            bytes.extend(text.encode_utf16().flat_map(unit));
            std::fs::write(&path, &bytes).unwrap();
            let got = rig_counter(&["layout", "mi300x", "-i", path.to_str().unwrap(), "--format", "csv"]);
            assert_eq!((got.status, got.stdout, got.stderr), (0, want.stdout.clone(), String::new()), "{order} {name}");
            // Cut inside its last character.
            std::fs::write(&path, &bytes[..bytes.len() - 1]).unwrap();
            assert_eq!(
                refused(&["layout", "mi300x", "-i", path.to_str().unwrap()]),
                format!(
                    "{}: is not UTF-16 text ({endian} endian, by its byte order mark): half a code unit at byte {}",
                    path.display(),
                    bytes.len() - 2
                )
            );
        }
    }
}

#[test]
fn plan_says_what_no_pass_completes_in_every_format() {
    // The final break test of issue 40: `plan --json` and `--format csv`
    // left out, without a word, a metric no pass completes (only the table
    // said so).
    let conflicting = "MeanOccupancyPerCU: accumulates a counter at another resolution than the plan counts it at \
                       for another metric or request, with another accumulator; rig-counter plans a counter one way \
                       in every pass of a plan, so no pass completes it: plan it in a run of its own";
    let counterless = "CU_NUM needs no counter: `rig-counter metric` evaluates it from the GPU alone";
    for format in ["json", "csv"] {
        let r = rig_counter(&[
            "plan",
            "mi300x",
            "MeanOccupancyPerCU",
            "MeanOccupancyPerActiveCU",
            "CU_NUM",
            "--format",
            format,
        ]);
        assert_eq!(r.status, 0, "{}", r.stderr);
        assert_eq!(r.stderr, format!("warning: {conflicting}\nwarning: {counterless}\n"), "{format}");
    }
    let r = rig_counter(&["plan", "mi300x", "MeanOccupancyPerCU", "MeanOccupancyPerActiveCU", "CU_NUM"]);
    assert_eq!(r.stderr, "");
    assert!(r.stdout.contains(&format!("\n{conflicting}\n{counterless}\n")), "{}", r.stdout);
}

#[test]
fn two_accumulations_of_one_counter_asked_are_refused_not_one_dropped() {
    // The last break test of issue 40: the HIGH_RES one was in no pass,
    // without a word, and the plan said 1 counter in 1 pass.
    let msg = "accumulate(SQ_LEVEL_WAVES,HIGH_RES) and accumulate(SQ_LEVEL_WAVES,LOW_RES): rig-counter plans a \
               counter one way in every pass of a plan (a pass counts one accumulator after a level counter); plan \
               each in a run of its own";
    for format in ["table", "csv", "json"] {
        assert_eq!(
            usage_error(&[
                "plan",
                "mi300x",
                "accumulate(SQ_LEVEL_WAVES,LOW_RES)",
                "accumulate(SQ_LEVEL_WAVES,HIGH_RES)",
                "--format",
                format
            ]),
            msg,
            "{format}"
        );
    }
    // The same one twice is one request.
    let r =
        rig_counter(&["plan", "mi300x", "accumulate(SQ_LEVEL_WAVES,LOW_RES)", "accumulate(SQ_LEVEL_WAVES,LOW_RES)"]);
    assert_eq!(r.status, 0, "{}", r.stderr);
}

#[test]
fn an_expression_that_accumulates_is_refused_in_rocprofv3_input() {
    // The last break test of issue 40: `pmc: ` (empty) with status 0; with
    // another counter beside it, a file from which X cannot be computed.
    for expr in [
        "X=reduce(accumulate(SQ_LEVEL_WAVES,LOW_RES),sum)",
        "X=reduce(accumulate(SQ_LEVEL_WAVES,LOW_RES),sum)/reduce(SQ_WAVES,sum)",
    ] {
        assert_eq!(
            usage_error(&["plan", "mi300x", "--expr", expr, "--format", "rocprofv3-text"]),
            "--expr X: it accumulates a counter in hardware, and rocprofv3 takes no accumulate(...) in an input file: \
             name a derived metric that accumulates it (as MeanOccupancyPerCU), or plan without --format rocprofv3-*",
            "{expr}"
        );
    }
    // Planned as passes of its own, it is taken.
    let r = rig_counter(&["plan", "mi300x", "--expr", "X=reduce(accumulate(SQ_LEVEL_WAVES,LOW_RES),sum)"]);
    assert_eq!(r.status, 0, "{}", r.stderr);
}

/// Break test 5 of issue 40: rocprofv3's input said of a metric left out for
/// its accumulation "rocprofv3 would refuse it in one pass", a reason of
/// metrics whose counters do not fit one pass.
#[test]
fn plan_for_rocprofv3_says_why_a_metric_accumulating_another_way_is_left_out() {
    let r = rig_counter(&[
        "plan",
        "mi300x",
        "MeanOccupancyPerCU",
        "MeanOccupancyPerActiveCU",
        "--format",
        "rocprofv3-yaml",
    ]);
    assert_eq!(
        (r.status, r.stdout.as_str(), r.stderr.as_str()),
        (
            0,
            "jobs:\n  - pmc: [\"GRBM_GUI_ACTIVE\", \"SQ_BUSY_CU_CYCLES\", \"MeanOccupancyPerActiveCU\"]\n",
            "warning: MeanOccupancyPerCU: no pass completes it (it accumulates a counter another way than the plan \
             counts it), so no job names it: plan it in a run of its own\n"
        )
    );
}

/// Break test 5 of issue 40: rocprofv3's input named a derived metric and a
/// counter only the file given with --definitions defines, without a word
/// that rocprofv3 knows them only from ROCPROFILER_METRICS_PATH.
#[test]
fn plan_for_rocprofv3_says_which_names_only_the_definitions_file_defines() {
    let dir = std::env::temp_dir().join(format!("rig-counter-plan-defined-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("config.yaml");
    std::fs::write(
        &file,
        "rocprofiler-sdk:\n  counters-schema-version: 1\n  counters:\n  - name: GL2C_USER_EVENT_99\n    description: e\n    \
         properties: []\n    definitions:\n    - architectures: [gfx1201]\n      block: GL2C\n      event: 99\n  - name: F1\n    \
         description: a sum\n    properties: []\n    definitions:\n    - architectures: [gfx1201]\n      expression: \
         GRBM_COUNT+GRBM_GUI_ACTIVE\n",
    )
    .unwrap();
    let f = file.to_str().unwrap();
    let args =
        ["plan", "r9700", "F1", "GL2C_USER_EVENT_99", "SQ_WAVES", "--definitions", f, "--format", "rocprofv3-yaml"];
    let r = rig_counter(&args);
    assert_eq!(
        (r.status, r.stdout.as_str(), r.stderr),
        (
            0,
            "jobs:\n  - pmc: [\"GL2C_USER_EVENT_99\", \"GRBM_COUNT\", \"GRBM_GUI_ACTIVE\", \"SQ_WAVES\", \"F1\"]\n",
            format!(
                "warning: {f}: defines 1 hardware counter for gfx1201 beyond the built-in catalog: GL2C_USER_EVENT_99\n\
                 warning: GL2C_USER_EVENT_99, F1: defined by {f}, which rocprofv3 reads only as config.yaml or \
                 counter_defs.yaml in the directory ROCPROFILER_METRICS_PATH names: run rocprofv3 with it set so\n"
            )
        )
    );
    // (rig-counter/tests/definitions_path.rs: the file ROCPROFILER_METRICS_PATH
    // names, which rocprofv3 reads too, is not said.)
    let _ = std::fs::remove_dir_all(&dir);
}
