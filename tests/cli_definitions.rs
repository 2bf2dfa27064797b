//! Hardware counters from a rocprofiler definitions file: a counter like a
//! built-in one in `counters`, `layout`, `start`, `stop`, `decode`, `metric`
//! and `plan`; a redefinition said; a block without programs refused.

use rig_counter_tests::{json, refused, rig_counter, temp_dir};
use std::path::PathBuf;

/// A definitions file for gfx1201 in rocprofiler's schema: a GL2C event no
/// catalog names (99), GL2C_HIT redefined (event 100 for 41), a GCEA counter
/// (a block rig-counter has no gfx1201 programs for) and a metric over the new one.
const DEFINITIONS: &str = "\
rocprofiler-sdk:
  counters-schema-version: 1
  counters:
  - name: GL2C_USER_EVENT_99
    description: a GL2C event the catalog lacks
    properties: []
    definitions:
    - architectures: [gfx1201]
      block: GL2C
      event: 99
  - name: GL2C_HIT
    description: redefined
    properties: []
    definitions:
    - architectures: [gfx1201]
      block: GL2C
      event: 100
  - name: GCEA_USER
    description: a block without programs
    properties: []
    definitions:
    - architectures: [gfx1201]
      block: GCEA
      event: 3
  - name: EVENTS_PER_WAVE
    description: event 99 per wave
    properties: []
    definitions:
    - architectures: [gfx1201]
      expression: reduce(GL2C_USER_EVENT_99,sum)/reduce(SQ_WAVES,sum)
";

fn file(name: &str, text: &str) -> PathBuf {
    let dir = temp_dir("definitions");
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path
}

fn defs() -> String {
    file("d.yaml", DEFINITIONS).display().to_string()
}

const ADDED: &str = "defines 1 hardware counter for gfx1201 beyond the built-in catalog: GL2C_USER_EVENT_99";
const REDEFINED: &str =
    "redefines the built-in counter GL2C_HIT (GL2C event 41 as GL2C event 100), which counts as the file says";
const REFUSED: &str = "GCEA_USER is refused: rig-counter has no counting programs for its block on gfx1201 (GCEA 1)";

#[test]
fn counters_lists_the_files_counters_with_the_file_and_says_what_it_redefines_and_refuses() {
    let d = defs();
    let r = rig_counter(&["counters", "r9700", "GL2C_USER", "--definitions", &d]);
    assert_eq!(r.status, 0, "{}", r.stderr);
    let lines: Vec<&str> = r.stdout.lines().collect();
    assert_eq!(lines[0], "1 counter of gfx1201 (Radeon AI PRO R9700)");
    let row: Vec<&str> = lines[2].split_whitespace().collect();
    assert_eq!(row[..4], ["GL2C_USER_EVENT_99", "GL2C", "99", "4"]);
    assert!(lines[2].ends_with(&format!("defined by {d}")), "{}", lines[2]);
    let said: Vec<String> = [ADDED, REDEFINED, REFUSED].iter().map(|n| format!("warning: {d}: {n}\n")).collect();
    assert_eq!(r.stderr, said.concat());
    let j = json(&["counters", "r9700", "GL2C_HIT", "--definitions", &d, "--format", "json"]);
    let hit = &j["counters"][0];
    assert_eq!(
        (hit["name"].as_str(), hit["event"].as_u64(), hit["source"].as_str()),
        (Some("GL2C_HIT"), Some(100), Some(d.as_str()))
    );
    // Without the file, the catalog's GL2C_HIT, no source.
    let j = json(&["counters", "r9700", "GL2C_HIT", "--format", "json"]);
    assert_eq!((j["counters"][0]["event"].as_u64(), j["counters"][0].get("source")), (Some(41), None));
    // Every counter of the catalog stays listed: 45, and the new one.
    let j = json(&["counters", "r9700", "--definitions", &d, "--format", "json"]);
    assert_eq!(j["counters"].as_array().unwrap().len(), 46);
}

#[test]
fn layout_and_start_count_the_files_event() {
    let d = defs();
    let j = json(&[
        "layout",
        "r9700",
        "GL2C_USER_EVENT_99",
        "SQ_WAVES",
        "GL2C_HIT",
        "--definitions",
        &d,
        "--format",
        "json",
    ]);
    let got: Vec<(String, u64, u64, u64)> = j["counters"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| {
            (
                c["name"].as_str().unwrap().to_owned(),
                c["event"].as_u64().unwrap(),
                c["register"].as_u64().unwrap(),
                c["offset"].as_u64().unwrap(),
            )
        })
        .collect();
    let want = [("GL2C_USER_EVENT_99", 99, 0, 0), ("SQ_WAVES", 4, 0, 256), ("GL2C_HIT", 100, 1, 512)];
    assert_eq!(got, want.map(|(n, e, r, o)| (n.to_owned(), e, r, o)));
    let r = rig_counter(&["start", "r9700", "GL2C_USER_EVENT_99", "--definitions", &d]);
    assert_eq!(r.status, 0, "{}", r.stderr);
    let select: Vec<&str> = r.stdout.lines().filter(|l| l.contains("GL2C_PERFCOUNTER0_SELECT")).collect();
    assert_eq!(
        select,
        ["0008  SET_UCONFIG_REG GL2C_PERFCOUNTER0_SELECT PERF_MODE=0 PERF_MODE1=0 CNTR_MODE=0 PERF_SEL1=0 PERF_SEL=99"]
    );
    // Without the file the name is unknown, with the usual message.
    assert_eq!(refused(&["layout", "r9700", "GL2C_USER_EVENT_99"]), "gfx1201 counts no GL2C_USER_EVENT_99");
}

#[test]
fn a_counter_of_a_block_without_programs_is_refused_naming_the_block_and_the_file() {
    let d = defs();
    assert_eq!(
        refused(&["layout", "r9700", "GCEA_USER", "--definitions", &d]),
        format!(
            "gfx1201 counts no GCEA_USER; {d} defines GCEA_USER on block GCEA, which rig-counter has no counting \
             programs for on gfx1201"
        )
    );
}

#[test]
fn entries_no_select_takes_or_no_name_can_name_are_refused_naming_the_file_and_the_entry() {
    let entry = |name: &str, event: &str| {
        format!(
            "rocprofiler-sdk:\n  counters-schema-version: 1\n  counters:\n  - name: {name}\n    description: x\n    \
             properties: []\n    definitions:\n    - architectures: [gfx1201]\n      block: GL2C\n      event: {event}\n"
        )
    };
    let big = file("big.yaml", &entry("GL2C_BIG", "65536")).display().to_string();
    assert_eq!(
        refused(&["layout", "r9700", "SQ_WAVES", "--definitions", &big]),
        format!("{big}: GL2C_BIG: event 65536 is past 65535, the most any block's select takes")
    );
    let odd = file("odd.yaml", &entry("'GL2C HIT'", "3")).display().to_string();
    assert_eq!(
        refused(&["counters", "r9700", "--definitions", &odd]),
        format!(
            "{odd}: \"GL2C HIT\": is no counter name: a name is a letter or underscore, then letters, digits and underscores"
        )
    );
    // An event the block's select cannot take: the program refuses it, typed.
    let wide = file("wide.yaml", &entry("GL2C_WIDE", "4000")).display().to_string();
    let msg = refused(&["start", "r9700", "GL2C_WIDE", "--definitions", &wide]);
    assert!(msg.starts_with("GL2C_WIDE (event 0xfa0) cannot be counted by layout register 0"), "{msg}");
}

#[test]
fn a_run_of_a_files_counter_describes_it_and_reads_back_without_the_file() {
    let d = defs();
    let dir = temp_dir("definitions-run");
    let run = dir.join("run.json").display().to_string();
    let r = rig_counter(&["stop", "r9700", "GL2C_USER_EVENT_99", "SQ_WAVES", "--definitions", &d, "--run", &run]);
    assert_eq!(r.status, 0, "{}", r.stderr);
    let described: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&run).unwrap()).unwrap();
    assert_eq!(described["layout"][0]["defined"], serde_json::json!({ "block": "GL2C", "event": 99 }));
    assert_eq!(described["layout"][1].get("defined"), None);
    let samples = dir.join("s.bin").display().to_string();
    let r = rig_counter(&[
        "samples",
        "--run",
        &run,
        "--value",
        "GL2C_USER_EVENT_99=5",
        "--value",
        "SQ_WAVES=2",
        "-o",
        &samples,
    ]);
    assert_eq!(r.status, 0, "{}", r.stderr);
    // decode and metric read it without the file: 32 channels of 5, 32 WGPs of 2.
    let j = json(&["decode", "--run", &run, "--samples", &samples, "--format", "json"]);
    assert_eq!(j["counters"][0]["name"], "GL2C_USER_EVENT_99");
    assert_eq!(j["counters"][0]["total"].as_u64(), Some(160));
    let r = rig_counter(&[
        "metric",
        "--run",
        &run,
        "--samples",
        &samples,
        "EVENTS_PER_WAVE",
        "--definitions",
        &d,
        "--format",
        "csv",
    ]);
    assert_eq!(r.stdout, "Metric,Value\nEVENTS_PER_WAVE,2.5\n", "{}", r.stderr);
    // Named, with the file: the same values.
    let j = json(&[
        "decode",
        "r9700",
        "GL2C_USER_EVENT_99",
        "SQ_WAVES",
        "--definitions",
        &d,
        "--samples",
        &samples,
        "--format",
        "json",
    ]);
    assert_eq!(j["counters"][1]["total"].as_u64(), Some(64));
    // plan puts the metric's counters in one pass.
    let j = json(&["plan", "r9700", "EVENTS_PER_WAVE", "--definitions", &d, "--format", "json"]);
    assert_eq!(j["passes"][0]["names"], serde_json::json!(["GL2C_USER_EVENT_99", "SQ_WAVES"]));
}

#[test]
fn a_run_description_never_goes_over_a_file_the_command_reads() {
    // From a break test: stop --run over its definitions file (or a link to
    // it), its rocprofv3 input, replaced them and exited 0.
    let d = file("kept.yaml", DEFINITIONS);
    let shown = d.display().to_string();
    let dir = temp_dir("definitions-inputs");
    let link = dir.join("link.yaml");
    let _ = std::fs::remove_file(&link);
    std::os::unix::fs::symlink(&d, &link).unwrap();
    let input = dir.join("in.txt");
    std::fs::write(&input, "pmc: SQ_WAVES\n").unwrap();
    let link_shown = link.display().to_string();
    let input_shown = input.display().to_string();
    for (args, message) in [
        (
            vec!["stop", "r9700", "SQ_WAVES", "--definitions", &shown, "--run", &shown],
            format!(
                "--run {shown} is the definitions file {shown}, which this command reads: write the description elsewhere"
            ),
        ),
        (
            vec!["sample", "r9700", "SQ_WAVES", "--definitions", &shown, "--run", &link_shown],
            format!(
                "--run {link_shown} is the definitions file {shown}, which this command reads: write the description elsewhere"
            ),
        ),
        (
            vec!["stop", "r9700", "-i", &input_shown, "--run", &input_shown],
            format!(
                "--run {input_shown} is the -i file {input_shown}, which this command reads: write the description elsewhere"
            ),
        ),
    ] {
        assert_eq!(refused(&args), message);
    }
    assert_eq!(std::fs::read_to_string(&d).unwrap(), DEFINITIONS);
    assert_eq!(std::fs::read_to_string(&input).unwrap(), "pmc: SQ_WAVES\n");
}

#[test]
fn entries_are_taken_as_the_catalog_takes_them_and_long_or_metric_names_are_refused() {
    // A processor the file names takes its own entries alone: GFX11's family
    // entry of an event is no gfx1151 counter, as in the catalog.
    let family = "\
rocprofiler-sdk:
  counters-schema-version: 1
  counters:
  - name: GL2C_OWN
    description: x
    properties: []
    definitions:
    - architectures: [gfx1151]
      block: GL2C
      event: 7
  - name: GL2C_FAMILY
    description: x
    properties: []
    definitions:
    - architectures: [gfx11, gfx12]
      block: GL2C
      event: 8
";
    let f = file("family.yaml", family).display().to_string();
    let r = rig_counter(&["counters", "radeon8060s", "GL2C_", "--definitions", &f, "--format", "json"]);
    let j: serde_json::Value = serde_json::from_str(&r.stdout).unwrap();
    let names: Vec<&str> =
        j["counters"].as_array().unwrap().iter().filter_map(|c| c["source"].as_str().and(c["name"].as_str())).collect();
    assert_eq!(names, ["GL2C_OWN"]);
    // The family's entry left out is said, by name (issue 40, item 5).
    assert!(
        r.stderr.contains(&format!(
            "warning: {f}: GL2C_FAMILY is defined for gfx11 but not for gfx1151, which the file gives entries of \
             its own, so it is no counter of gfx1151: rocprofiler-sdk counts a GPU's own \
             architecture's entries alone; add gfx1151 to its architectures to count it\n"
        )),
        "{}",
        r.stderr
    );
    // gfx1201, which the file does not name, takes the family's.
    let j = json(&["counters", "r9700", "GL2C_FAMILY", "--definitions", &f, "--format", "json"]);
    assert_eq!(j["counters"][0]["event"], 8);
    // gfx1250 never takes GFX12's.
    assert!(
        refused(&["counters", "gfx1250", "GL2C_FAMILY", "--definitions", &f])
            .starts_with("no counter of gfx1250 matches")
    );
    // A name longer than 255 bytes is refused (a table would not lay it out).
    let long = "A".repeat(70_000);
    let text = DEFINITIONS.replace("GL2C_USER_EVENT_99", &long);
    let f = file("long.yaml", &text).display().to_string();
    let msg = refused(&["layout", "r9700", "SQ_WAVES", "--definitions", &f]);
    assert!(msg.ends_with(": is no counter name: 70000 bytes, more than the 255 a name may have"), "{msg}");
    // A hardware entry named like a derived metric is ignored, and said.
    let text = DEFINITIONS.replace("GL2C_USER_EVENT_99", "GPU_UTIL").replace("reduce(GPU_UTIL,sum)", "1");
    let f = file("metric-named.yaml", &text).display().to_string();
    let r = rig_counter(&["layout", "r9700", "SQ_WAVES", "--definitions", &f]);
    assert_eq!(r.status, 0, "{}", r.stderr);
    assert!(
        r.stderr.contains(&format!(
            "{f}: its hardware counter GPU_UTIL is named like a derived metric of gfx1201 and is ignored\n"
        )),
        "{}",
        r.stderr
    );
}

/// FAM_ONLY for the gfx12 family alone beside OWN_ONLY for gfx1201 (issue
/// 40, item 5).
const FAMILY_ONLY: &str = "\
rocprofiler-sdk:
  counters-schema-version: 1
  counters:
  - name: FAM_ONLY
    description: x
    properties: []
    definitions:
    - architectures: [gfx12]
      block: GL2C
      event: 99
  - name: OWN_ONLY
    description: x
    properties: []
    definitions:
    - architectures: [gfx1201]
      block: GL2C
      event: 98
";

#[test]
fn a_family_entry_a_processor_of_its_own_entries_does_not_take_is_said_where_it_is_named() {
    // Issue 40, item 5: FAM_ONLY for [gfx12] beside another counter for
    // [gfx1201] said only "gfx1201 counts no FAM_ONLY".
    let text = FAMILY_ONLY;
    let f = file("fam-only.yaml", text).display().to_string();
    assert_eq!(
        refused(&["layout", "r9700", "FAM_ONLY", "--definitions", &f]),
        format!(
            "gfx1201 counts no FAM_ONLY; {f} defines FAM_ONLY for gfx12 but not for gfx1201, which it gives \
             entries of its own: rocprofiler-sdk counts a GPU's own architecture's entries alone; add \
             gfx1201 to its architectures"
        )
    );
    let r = rig_counter(&["layout", "r9700", "OWN_ONLY", "--definitions", &f]);
    assert_eq!(r.status, 0, "{}", r.stderr);
    assert_eq!(
        r.stderr,
        format!(
            "warning: {f}: defines 1 hardware counter for gfx1201 beyond the built-in catalog: OWN_ONLY\n\
             warning: {f}: FAM_ONLY is defined for gfx12 but not for gfx1201, which the file gives entries of its \
             own, so it is no counter of gfx1201: rocprofiler-sdk counts a GPU's own architecture's entries \
             alone; add gfx1201 to its architectures to count it\n"
        )
    );
    // Listed for gfx1201 too, it counts.
    let f = file("fam-both.yaml", &text.replace("[gfx12]", "[gfx12, gfx1201]")).display().to_string();
    let j = json(&["layout", "r9700", "FAM_ONLY", "--definitions", &f, "--json"]);
    assert_eq!(j["counters"][0]["event"], 99);
}

#[test]
fn a_definitions_files_faults_are_said_in_its_terms_and_utf16_is_read() {
    // Issue 40, item 9.
    let dup = file(
        "dup.yaml",
        "rocprofiler-sdk:\n  counters-schema-version: 1\n  counters-schema-version: 1\n  counters: []\n",
    );
    let msg = refused(&["metrics", "r9700", "--definitions", dup.to_str().unwrap()]);
    assert!(
        msg.starts_with(&format!(
            "{}: line 3 column 3: counters-schema-version is given twice in one mapping (YAML takes each key once)\n",
            dup.display()
        )),
        "{msg}"
    );
    assert!(!msg.contains("DuplicateKeyPolicy"), "{msg}");
    let mut bytes = DEFINITIONS.as_bytes().to_vec();
    let at = DEFINITIONS.find("GCEA_USER").unwrap() + 4;
    bytes[at] = 0xFF;
    let bad = file("bad.yaml", "");
    std::fs::write(&bad, &bytes).unwrap();
    assert_eq!(
        refused(&["metrics", "r9700", "--definitions", bad.to_str().unwrap()]),
        format!("{}: is not UTF-8 text: byte 0xFF at line 18, column 15 (byte {at} of the file)", bad.display())
    );
    // UTF-16 with its byte order mark, as YAML 1.2.2 allows: read as the UTF-8 file is.
    for (mark, unit) in [([0xFF, 0xFE], u16::to_le_bytes as fn(u16) -> [u8; 2]), ([0xFE, 0xFF], u16::to_be_bytes)] {
        let wide = file("wide.yaml", "");
        let mut bytes = mark.to_vec();
        bytes.extend(DEFINITIONS.encode_utf16().flat_map(unit));
        std::fs::write(&wide, &bytes).unwrap();
        let j = json(&["layout", "r9700", "GL2C_USER_EVENT_99", "--definitions", wide.to_str().unwrap(), "--json"]);
        assert_eq!(j["counters"][0]["event"], 99);
    }
    // A cycle is said from the metric asked for, naming the file.
    let cycle = "\
rocprofiler-sdk:
  counters-schema-version: 1
  counters:
  - name: AAA
    description: x
    properties: []
    definitions:
    - architectures: [gfx1201]
      expression: BBB+1
  - name: BBB
    description: x
    properties: []
    definitions:
    - architectures: [gfx1201]
      expression: CCC+1
  - name: CCC
    description: x
    properties: []
    definitions:
    - architectures: [gfx1201]
      expression: BBB+1
";
    let f = file("cycle.yaml", cycle);
    assert_eq!(
        refused(&["plan", "r9700", "AAA", "--definitions", f.to_str().unwrap()]),
        format!("AAA: derived metrics refer to themselves: AAA -> BBB -> CCC -> BBB (defined in {})", f.display())
    );
}

#[test]
fn a_family_entry_left_out_is_said_before_any_refusal_of_it() {
    // The new-user check of issue 40: plan, decode, metric and counters
    // refused FAM_ONLY without the warning naming it.
    let text = FAMILY_ONLY;
    let f = file("fam-said.yaml", text).display().to_string();
    let z = rig_counter_tests::samples_file(&[0u8; 256]).display().to_string();
    let said = format!(
        "warning: {f}: FAM_ONLY is defined for gfx12 but not for gfx1201, which the file gives entries of its own, \
         so it is no counter of gfx1201: rocprofiler-sdk counts a GPU's own architecture's entries alone; \
         add gfx1201 to its architectures to count it\n"
    );
    for args in [
        vec!["plan", "r9700", "FAM_ONLY"],
        vec!["metric", "r9700", "FAM_ONLY", "--samples", &z],
        vec!["counters", "r9700", "FAM_ONLY"],
        // The second break test of issue 40: decode refused it unexplained.
        vec!["decode", "r9700", "FAM_ONLY", "--samples", &z],
    ] {
        let r = rig_counter(&[&args[..], &["--definitions", &f]].concat());
        assert_eq!((r.status, r.stdout.as_str()), (1, ""), "{args:?}");
        assert!(r.stderr.contains(&said), "{args:?}: {}", r.stderr);
        assert!(r.stderr.lines().last().unwrap().starts_with("error: "), "{args:?}: {}", r.stderr);
    }
}

#[test]
fn a_family_metric_is_taken_as_a_family_counter_is() {
    // The third break test of issue 40: FAMDER, a derived metric for gfx12
    // alone, was a metric of gfx1201 (plan and metric computed it) in a file
    // that gives gfx1201 entries of its own, where FAM_ONLY, a hardware
    // counter alike, is not a counter of gfx1201.
    let text = format!(
        "{FAMILY_ONLY}  - name: FAMDER\n    description: x\n    properties: []\n    definitions:\n    - architectures: \
         [gfx12]\n      expression: reduce(GRBM_COUNT,sum)*5\n"
    );
    let f = file("fam-der.yaml", &text).display().to_string();
    let r = rig_counter(&["plan", "r9700", "FAMDER", "--definitions", &f]);
    assert_eq!((r.status, r.stdout.as_str()), (1, ""));
    assert!(
        r.stderr.contains(&format!(
            "warning: {f}: FAMDER is defined for gfx12 but not for gfx1201, which the file gives entries of its own, \
             so it is no metric of gfx1201: rocprofiler-sdk takes a GPU's own architecture's entries alone; add \
             gfx1201 to its architectures to compute it\n"
        )),
        "{}",
        r.stderr
    );
    // A file that names no gfx1201 entry gives it the family's, metric and counter.
    let family = text.replace("[gfx1201]", "[gfx1151]");
    let f = file("fam-der-only.yaml", &family).display().to_string();
    let r = rig_counter(&["plan", "r9700", "FAMDER", "FAM_ONLY", "--definitions", &f]);
    assert_eq!(r.status, 0, "{}", r.stderr);
    assert!(r.stdout.contains("FAMDER"), "{}", r.stdout);
}
