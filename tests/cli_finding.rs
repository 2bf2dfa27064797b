//! Names that find metrics: `metrics GPU PATTERN` in names and descriptions,
//! in any case, with the field's words for caches (L2 is TCC on gfx942 and
//! GL2C on gfx1201); a metric another family defines said in this GPU's
//! counters; `plan --expr`; GPU names in any case.

use rig_counter_tests::{refused, rig_counter};

/// The metric names a `metrics` table lists, after its header (its
/// warnings: [`warned`]).
fn listed(args: &[&str]) -> (String, Vec<String>) {
    let r = rig_counter(args);
    assert_eq!(r.status, 0, "{args:?}: {}", r.stderr);
    let mut lines = r.stdout.lines();
    let header = lines.next().unwrap().to_owned();
    let names = lines
        .filter(|l| l.chars().next().is_some_and(|c| c.is_ascii_alphanumeric()))
        .map(|l| l.split(' ').next().unwrap().to_owned())
        .collect();
    (header, names)
}

/// What `metrics` warns of.
fn warned(args: &[&str]) -> String {
    rig_counter(args).stderr
}

const L2_HIT_GFX942: &str = "100*reduce(TCC_HIT,sum)/(reduce(TCC_HIT,sum)+reduce(TCC_MISS,sum))";

#[test]
fn the_l2_is_found_by_its_word_on_each_family() {
    let (header, names) = listed(&["metrics", "MI300X", "L2"]);
    assert_eq!(header, "62 derived metrics on gfx942 (Instinct MI300X): L2 is TCC there");
    assert!(names.contains(&"TCC_HIT_sum".to_owned()) && names.contains(&"TCC_MISS_sum".to_owned()), "{names:?}");
    assert_eq!(names.len(), 62);
    // gfx942 has no L2CacheHit: the search says how to compute it there.
    assert_eq!(
        warned(&["metrics", "MI300X", "L2"]),
        format!(
            "warning: L2CacheHit is a derived metric of gfx1100, gfx1101, gfx1102, gfx1150, gfx1151, gfx1152, \
             gfx1153, gfx1200, gfx1201, not of gfx942; the same on gfx942, whose L2 is TCC: --expr '{L2_HIT_GFX942}'\n"
        )
    );
    // Every word must match: "L2 hit" is TCC_HIT_sum alone.
    assert_eq!(listed(&["metrics", "mi300x", "L2 hit"]).1, ["TCC_HIT_sum"]);
    // A word given twice is said once.
    assert_eq!(
        listed(&["metrics", "mi300x", "L2 l2"]).0,
        "62 derived metrics on gfx942 (Instinct MI300X): L2 is TCC there"
    );
    // gfx1201 has L2CacheHit: nothing to say.
    assert_eq!(warned(&["metrics", "gfx1201", "L2"]), "");
    // A rate, a ratio and a percentage are one word (the second new-user
    // check: "L2 hit rate" found nothing, and said nothing).
    for pattern in ["L2 hit rate", "L2 cache hit rate", "l2 hit ratio", "L2 hit percentage"] {
        assert_eq!(listed(&["metrics", "r9700", pattern]).1, ["L2CacheHit"], "{pattern}");
        // gfx942 has no L2 hit rate: the L2 hit counts are listed, and
        // the rate's expression there said (issue 40, item 16: it was refused).
        let r = rig_counter(&["metrics", "mi300x", pattern, "--format", "csv"]);
        assert_eq!(r.status, 0, "{pattern}: {}", r.stderr);
        assert_eq!(r.stdout.lines().nth(1).unwrap().split(',').next(), Some("TCC_HIT_sum"), "{pattern}");
        let rest: Vec<&str> = pattern.split(' ').filter(|w| !["rate", "ratio", "percentage"].contains(w)).collect();
        let rest = rig_counter_std::text::shown(&rest.join(" "));
        assert_eq!(
            r.stderr,
            format!(
                "warning: no derived metric of gfx942 is a rate, ratio or percentage of {rest}; the metrics of \
                 {rest} are listed\n\
                 warning: L2CacheHit is a derived metric of gfx1100, gfx1101, gfx1102, gfx1150, gfx1151, gfx1152, \
                 gfx1153, gfx1200, gfx1201, not of gfx942; the same on gfx942, whose L2 is TCC: --expr \
                 '{L2_HIT_GFX942}'\n"
            ),
            "{pattern}"
        );
    }
    // gfx1201's L2 is GL2C: its twelve metrics, L2CacheHit among them.
    let (header, names) = listed(&["metrics", "gfx1201", "l2"]);
    assert_eq!(header, "12 derived metrics on gfx1201 (Radeon AI PRO R9700): L2 is GL2C there");
    assert_eq!(names.last().map(String::as_str), Some("L2CacheHit"));
    assert!(names[..11].iter().all(|n| n.starts_with("GL2C_")), "{names:?}");
    // L0 is TCP on GFX12 (rocprofiler's L0CacheHit reads TCP_REQ).
    assert_eq!(
        listed(&["metrics", "r9700", "L0"]),
        (
            "1 derived metric on gfx1201 (Radeon AI PRO R9700): L0 is TCP there".to_owned(),
            vec!["L0CacheHit".to_owned()]
        )
    );
}

#[test]
fn words_match_names_and_descriptions_in_any_case() {
    // "hit" in a name (TCC_HIT_sum) or a description ("... hits ...").
    assert_eq!(
        listed(&["metrics", "mi300x", "hit"]).1,
        ["TCC_HIT_sum", "TCP_TOTAL_CACHE_ACCESSES_sum", "TCP_TOTAL_READ_sum", "TCP_UTCL1_TRANSLATION_HIT_sum"]
    );
    assert_eq!(listed(&["metrics", "mi300x", "Bandwidth"]).1, ["BANDWIDTH_EA"]);
    assert_eq!(
        listed(&["metrics", "r9700", "OCCUPANCY"]).1,
        ["MeanOccupancyPerActiveCU", "MeanOccupancyPerCU", "OccupancyPercent"]
    );
    // British spelling: utilisation finds GPU_UTIL and VALUUtilization.
    assert_eq!(
        listed(&["metrics", "mi300x", "utilisation"]).1,
        ["GPU_UTIL", "LdsUtil", "MfmaUtil", "SIMD_UTILIZATION", "VALUUtilization", "ValuPipeIssueUtil"]
    );
}

#[test]
fn a_metric_of_another_family_is_said_in_this_gpus_counters() {
    assert_eq!(
        refused(&["plan", "mi300x", "L2CacheHit"]),
        format!(
            "gfx942 counts no L2CacheHit; L2CacheHit is a derived metric of gfx1100, gfx1101, gfx1102, gfx1150, \
             gfx1151, gfx1152, gfx1153, gfx1200, gfx1201, not of gfx942; the same on gfx942, whose L2 is TCC: \
             --expr '{L2_HIT_GFX942}'"
        )
    );
    // `metrics` of the name says the same.
    assert_eq!(
        refused(&["metrics", "mi300x", "L2CacheHit"]),
        format!(
            "no derived metric of gfx942 matches \"L2CacheHit\"; L2CacheHit is a derived metric of gfx1100, gfx1101, \
             gfx1102, gfx1150, gfx1151, gfx1152, gfx1153, gfx1200, gfx1201, not of gfx942; the same on gfx942, whose \
             L2 is TCC: --expr '{L2_HIT_GFX942}'"
        )
    );
    // A derived metric given where counters go points at plan and metric.
    assert_eq!(
        refused(&["start", "mi300x", "GPU_UTIL"]),
        "gfx942 counts no GPU_UTIL; GPU_UTIL is a derived metric: `rig-counter plan gfx942 GPU_UTIL` gives the \
         counters it needs, `rig-counter metric` evaluates it from their run"
    );
}

#[test]
fn plan_takes_expressions_and_names_their_counters() {
    // The MI300X question, "L2 hit rate and GPU utilisation", in one plan.
    let r = rig_counter(&["plan", "MI300X", "GPU_UTIL", "--expr", L2_HIT_GFX942]);
    assert_eq!((r.status, r.stderr.as_str()), (0, ""));
    assert_eq!(
        r.stdout,
        format!(
            "4 counters in 1 pass on gfx942 (Instinct MI300X) (the blocks' registers need at least 1)\n\
             \n\
             pass 1: 4 counters, 2176 bytes\n\
             completes {L2_HIT_GFX942}, GPU_UTIL\n\
             names: GRBM_COUNT GRBM_GUI_ACTIVE TCC_HIT TCC_MISS\n\
             name             block  event  register  offset\n\
             GRBM_COUNT       GRBM       0         0       0\n\
             GRBM_GUI_ACTIVE  GRBM       2         1      64\n\
             TCC_HIT          TCC       17         0     128\n\
             TCC_MISS         TCC       19         1    1152\n"
        )
    );
    // A rocprofv3 input names the expression's counters, not its text.
    let r = rig_counter(&["plan", "mi300x", "--expr", L2_HIT_GFX942, "--format", "rocprofv3-text"]);
    assert_eq!((r.status, r.stdout.as_str()), (0, "pmc: TCC_HIT TCC_MISS\n"));
    // An expression that is a metric's name is that metric.
    let r = rig_counter(&["plan", "mi300x", "--expr", "GPU_UTIL", "--format", "rocprofv3-text"]);
    assert_eq!(r.stdout, "pmc: GRBM_COUNT GRBM_GUI_ACTIVE GPU_UTIL\n");
    // An expression of one name is that name (break test: a counter of
    // another family was said to refer to itself).
    assert_eq!(refused(&["plan", "gfx942", "--expr", "GL2C_HIT"]), "gfx942 counts no GL2C_HIT; did you mean TCC_HIT?");
    // Bad expressions are refused with what is wrong.
    assert_eq!(
        refused(&["plan", "mi300x", "--expr", "1+"]),
        "1+: at 2: expected a number, a name, `-` or `(`, found end of input"
    );
    assert_eq!(
        refused(&["plan", "mi300x", "--expr", "TCC_HITS*2"]),
        "TCC_HITS*2: gfx942 counts no TCC_HITS; did you mean TCC_HIT?"
    );
}

#[test]
fn a_gpu_named_beside_a_run_description_is_said_to_be_the_runs() {
    let dir = rig_counter_tests::temp_dir("finding-run");
    let run = dir.join("run.json");
    let r = rig_counter(&["stop", "r9700", "GRBM_COUNT", "GRBM_GUI_ACTIVE", "--run", run.to_str().unwrap()]);
    assert_eq!(r.status, 0, "{}", r.stderr);
    let samples = rig_counter_tests::samples_file(&[0u8; 16]).display().to_string();
    let msg = rig_counter_tests::usage_error(&[
        "metric",
        "mi300x",
        "GPU_UTIL",
        "--run",
        run.to_str().unwrap(),
        "--samples",
        &samples,
    ]);
    assert_eq!(msg, "with --run, the GPU is the run description's (r9700): leave out mi300x");
}

#[test]
fn gpus_are_named_in_any_case() {
    let lower = rig_counter(&["layout", "r9700", "SQ_WAVES"]);
    for name in ["R9700", "GFX1201", "Gfx1201"] {
        let r = rig_counter(&["layout", name, "SQ_WAVES"]);
        assert_eq!((r.status, &r.stdout), (0, &lower.stdout), "{name}");
    }
}

#[test]
fn a_measure_word_alone_with_nothing_else_matching_is_still_refused() {
    assert!(refused(&["metrics", "mi300x", "frobnication rate"]).starts_with("no derived metric of gfx942 matches"));
}

#[test]
fn an_expression_takes_the_name_given_before_its_equals_sign() {
    // Issue 40, item 17: the column was the whole expression.
    let dir = rig_counter_tests::temp_dir("expr-name");
    let (run, bin) = (dir.join("run.json").display().to_string(), dir.join("run.bin").display().to_string());
    let counted = ["stop", "mi300x", "GRBM_COUNT", "GRBM_GUI_ACTIVE", "TCC_HIT", "TCC_MISS", "--run", &run];
    assert_eq!(rig_counter(&counted).status, 0);
    let values = [
        "--value",
        "GRBM_GUI_ACTIVE=500",
        "--value",
        "GRBM_COUNT=1000",
        "--value",
        "TCC_HIT=3",
        "--value",
        "TCC_MISS=1",
    ];
    assert_eq!(rig_counter(&[&["samples", "--run", &run, "-o", &bin][..], &values].concat()).status, 0);
    let named = format!("L2_HIT={L2_HIT_GFX942}");
    let r = rig_counter(&["metric", "GPU_UTIL", "--expr", &named, "--run", &run, "--samples", &bin, "--format", "csv"]);
    assert_eq!((r.status, r.stdout.as_str(), r.stderr.as_str()), (0, "Metric,Value\nGPU_UTIL,50\nL2_HIT,75\n", ""));
    let r = rig_counter(&["plan", "mi300x", "GPU_UTIL", "--expr", &named]);
    assert!(r.stdout.contains("\ncompletes GPU_UTIL, L2_HIT\n"), "{}", r.stdout);
    let r = rig_counter(&[
        "metric",
        "r9700",
        "--expr",
        "HITS=reduce(GL2C_HIT,sum)",
        "--rocprofv3",
        "../docs/examples/rocprofv3",
        "--by",
        "kernel",
        "--format",
        "csv",
    ]);
    assert_eq!(r.status, 0, "{}", r.stderr);
    assert!(r.stdout.starts_with("Kernel_Name,Agent_Id,Dispatches,HITS (mean)\n"), "{}", r.stdout);
    // A name given twice, or a metric's or counter's name for planning, is refused.
    assert_eq!(
        rig_counter_tests::usage_error(&[
            "metric",
            "--expr",
            "A=GRBM_COUNT",
            "--expr",
            "A=TCC_HIT",
            "--run",
            &run,
            "--samples",
            &bin
        ]),
        "--expr A=TCC_HIT: A is given twice; give each its own name"
    );
    assert_eq!(
        rig_counter_tests::usage_error(&["plan", "mi300x", "--expr", "TCC_HIT=1+GRBM_COUNT"]),
        "--expr TCC_HIT=1+GRBM_COUNT: TCC_HIT is a metric or counter of gfx942; give the expression another name"
    );
    // The break test of the fixes (R6): a built-in metric's or counter's
    // name, or a column of the output, labels no expression's column (a
    // GPU_UTIL column of 2000; a header with Dispatch_Id twice); and plan
    // says a name given twice is given twice.
    let rocprofv3 = |expr: &str| {
        rig_counter_tests::usage_error(&[
            "metric",
            "r9700",
            "--expr",
            expr,
            "--rocprofv3",
            "../docs/examples/rocprofv3",
            "--format",
            "csv",
        ])
    };
    assert_eq!(
        rocprofv3("GPU_UTIL=reduce(GRBM_COUNT,max)"),
        "--expr GPU_UTIL=reduce(GRBM_COUNT,max): GPU_UTIL is a metric or counter of gfx1201; give the expression \
         another name"
    );
    assert_eq!(
        rocprofv3("GRBM_COUNT=1"),
        "--expr GRBM_COUNT=1: GRBM_COUNT is a metric or counter of gfx1201; give the expression another name"
    );
    for column in ["Dispatch_Id", "Kernel_Name", "Agent_Id", "Dispatches"] {
        assert_eq!(
            rocprofv3(&format!("{column}=reduce(GRBM_COUNT,sum)")),
            format!(
                "--expr {column}=reduce(GRBM_COUNT,sum): {column} is a column of the output; give the expression \
                 another name"
            )
        );
    }
    assert_eq!(
        rig_counter_tests::usage_error(&["metric", "--expr", "GPU_UTIL=1", "--run", &run, "--samples", &bin]),
        "--expr GPU_UTIL=1: GPU_UTIL is a metric or counter of gfx942; give the expression another name"
    );
    assert_eq!(
        rig_counter_tests::usage_error(&["plan", "r9700", "--expr", "ZZQ=GRBM_COUNT", "--expr", "ZZQ=GRBM_GUI_ACTIVE"]),
        "--expr ZZQ=GRBM_GUI_ACTIVE: ZZQ is given twice; give each its own name"
    );
    // select's `=` is no name's.
    let r = rig_counter(&[
        "metric",
        "--expr",
        "select(GRBM_COUNT,[DIMENSION_XCC=[0]])",
        "--run",
        &run,
        "--samples",
        &bin,
        "--format",
        "csv",
    ]);
    assert_eq!(r.stdout, "Metric,Value\n\"select(GRBM_COUNT,[DIMENSION_XCC=[0]])\",1000\n", "{}", r.stderr);
}
