//! `rig-counter timeline`: the real amdgpu trace (trace-cmd .dat v6), i915
//! requests of both event generations with hand-computed phases, Linux
//! 6.17's drm_sched job, and the Chrome trace-event format checked.

use rig_counter_tests::{refused, rig_counter, usage_error};
use serde_json::Value;

fn fixture(name: &str) -> String {
    format!("{}/fixtures/traces/{name}", env!("CARGO_MANIFEST_DIR"))
}

/// What a timeline reads, as a refusal of files that give no event names it.
const READS: &str = "a timeline reads the tracepoints amdgpu_cs_ioctl, amdgpu_sched_run_job, dma_fence_signaled, \
    fence_signaled, drm_sched_job_{queue,run,done}, i915_gem_request_{add,submit,in,out,wait_begin,wait_end}, \
    intel_engine_notify, i915_request_{add,submit,in,out,wait_begin,wait_end}, \
    xe_sched_job_{exec,run,free,set_error,timedout,ban}, xe_hw_fence_signal, xe_exec_queue_{create,submit,register}, \
    intel_gpu_freq_change and print (trace-cmd .dat files, trace-cmd report and perf script text), rocpd databases' \
    kernel dispatches and i915-perf recordings' OA reports";

/// The refusal of `file`, which gives no event because of `why`.
fn no_event(file: &str, why: &str) -> String {
    format!("{file}: no event of a tracepoint a timeline reads was found ({why}); {READS}")
}

/// The refusal, after `file`'s warnings, of a trace whose `n` events give
/// no job, span or counter (status 1, nothing written).
fn nothing_to_show(file: &str, n: u64) -> String {
    format!(
        "error: {file}: nothing to show: its {n} event(s) of tracepoints a timeline reads give no job, span or \
         counter (its warnings above say why)\n"
    )
}

/// Checks `trace` against Chrome's Trace Event Format (the Chromium
/// project's "Trace Event Format" document): an object whose `traceEvents`
/// are events with a string `name` and `ph`, integer `pid`; complete events
/// (`X`) with numeric `ts` and non-negative `dur` and an integer `tid`;
/// metadata (`M`) naming a process or thread in `args.name`; counters (`C`)
/// with numeric `args`. Returns the complete events.
fn chrome_events(trace: &str) -> Vec<Value> {
    let v: Value = serde_json::from_str(trace).expect("the trace is JSON");
    assert_eq!(v["displayTimeUnit"], "ns");
    let events = v["traceEvents"].as_array().expect("traceEvents is an array");
    let mut complete = Vec::new();
    for e in events {
        assert!(e["name"].is_string() && e["pid"].is_u64(), "{e}");
        match e["ph"].as_str().expect("ph") {
            "X" => {
                assert!(e["ts"].is_number() && e["tid"].is_u64(), "{e}");
                assert!(e["dur"].as_f64().is_some_and(|d| d >= 0.0), "{e}");
                assert!(e["args"].is_object(), "{e}");
                complete.push(e.clone());
            }
            "M" => {
                assert!(matches!(e["name"].as_str(), Some("process_name" | "thread_name")), "{e}");
                assert!(e["args"]["name"].is_string(), "{e}");
            }
            "C" => assert!(e["ts"].is_number() && e["args"].as_object().unwrap().values().all(Value::is_number)),
            other => panic!("event of phase {other}: {e}"),
        }
    }
    complete
}

/// (phase, ts in ns, dur in ns, ring, ctx, seqno, flags) of every complete event.
fn phases(trace: &str) -> Vec<(String, u64, u64, String, String, String, String)> {
    let ns = |v: &Value| (v.as_f64().unwrap() * 1000.0).round() as u64;
    let mut threads = std::collections::BTreeMap::new();
    let v: Value = serde_json::from_str(trace).unwrap();
    for e in v["traceEvents"].as_array().unwrap() {
        if e["name"] == "thread_name" {
            threads.insert(
                (e["pid"].as_u64().unwrap(), e["tid"].as_u64().unwrap()),
                e["args"]["name"].as_str().unwrap().to_owned(),
            );
        }
    }
    chrome_events(trace)
        .iter()
        .map(|e| {
            let arg = |k: &str| e["args"][k].as_str().unwrap_or("").to_owned();
            // Threads are `RING PHASE`, or `RING PHASE (LANE)`.
            let thread = &threads[&(e["pid"].as_u64().unwrap(), e["tid"].as_u64().unwrap())];
            let phase = format!(" {}", e["name"].as_str().unwrap());
            let ring = thread.split(" (").next().unwrap().strip_suffix(&phase).unwrap().to_owned();
            (
                e["name"].as_str().unwrap().to_owned(),
                ns(&e["ts"]),
                ns(&e["dur"]),
                ring,
                arg("ctx"),
                arg("seqno"),
                arg("flags"),
            )
        })
        .collect()
}

fn p(
    phase: &str,
    ts: u64,
    dur: u64,
    ring: &str,
    ctx: &str,
    seqno: &str,
    flags: &str,
) -> (String, u64, u64, String, String, String, String) {
    (phase.into(), ts, dur, ring.into(), ctx.into(), seqno.into(), flags.into())
}

#[test]
fn old_i915_events_give_the_seeds_phases() {
    let r = rig_counter(&["timeline", &fixture("i915-old.txt")]);
    assert_eq!(r.status, 0, "{}", r.stderr);
    let s = 100_000_000_000;
    // In the order they complete.
    assert_eq!(
        phases(&r.stdout),
        [
            // A complete request: queue = submit - add, ready = in - submit,
            // execute = notify - in, ctxsave = out - notify.
            p("queue", s, 10_000, "ring 0", "5", "1", ""),
            p("ready", s + 10_000, 15_000, "ring 0", "5", "1", ""),
            p("execute", s + 25_000, 75_000, "ring 0", "5", "1", ""),
            p("ctxsave", s + 100_000, 10_000, "ring 0", "5", "1", ""),
            // Its wait, on a row of its own.
            p("wait", s + 10_000, 110_000, "ring 0", "5", "1", ""),
            // Out at +600 us, notified at +650 (the seed's case "notify
            // later, handled in the sanitation loop"): execute runs to the
            // notify, ctxsave (out - notify) is -50 us: of no length at the
            // notify, flagged, its delay an argument.
            p("queue", s + 500_000, 10_000, "ring 1", "6", "1", "late-notify"),
            p("ready", s + 510_000, 10_000, "ring 1", "6", "1", "late-notify"),
            p("execute", s + 520_000, 130_000, "ring 1", "6", "1", "late-notify"),
            p("ctxsave", s + 650_000, 0, "ring 1", "6", "1", "late-notify"),
            // Added twice before submit: the seed's queue[key] = s, so the
            // later add (+805 us) counts.
            p("queue", s + 805_000, 5_000, "ring 1", "6", "2", ""),
            p("ready", s + 810_000, 10_000, "ring 1", "6", "2", ""),
            p("execute", s + 820_000, 30_000, "ring 1", "6", "2", ""),
            p("ctxsave", s + 850_000, 10_000, "ring 1", "6", "2", ""),
            // Never notified: notify = end, at the trace's end.
            p("queue", s + 200_000, 5_000, "ring 0", "5", "2", "no-notify"),
            p("ready", s + 205_000, 95_000, "ring 0", "5", "2", "no-notify"),
            p("execute", s + 300_000, 100_000, "ring 0", "5", "2", "no-notify"),
            p("ctxsave", s + 400_000, 0, "ring 0", "5", "2", "no-notify"),
            // In at +710 us, never out: its queue and ready phases (fixed
            // by in), and execute open to the trace's last event (+900 us).
            p("queue", s + 700_000, 5_000, "ring 0", "5", "3", "open"),
            p("ready", s + 705_000, 5_000, "ring 0", "5", "3", "open"),
            p("execute", s + 710_000, 190_000, "ring 0", "5", "3", "open"),
        ]
    );
    assert_eq!(
        r.stderr,
        format!(
            "warning: {f}: ring 1 ctx 6 seqno 2: i915_gem_request_add again before it went in; the later add counts\n\
             warning: {f}: ring 1 ctx 6 seqno 9: out but never in\n\
             warning: {f}: ring 0 ctx 5 seqno 3: in but never out before the trace ended: shown executing to the end\n",
            f = fixture("i915-old.txt")
        )
    );
}

#[test]
fn new_i915_events_notify_through_their_fence() {
    let r = rig_counter(&["timeline", &fixture("i915-new.txt")]);
    assert_eq!((r.status, r.stderr.as_str()), (0, ""));
    let s = 200_000_000_000;
    assert_eq!(
        phases(&r.stdout),
        [
            p("queue", s, 4_000, "engine 0:0", "7", "3", ""),
            p("ready", s + 4_000, 8_000, "engine 0:0", "7", "3", ""),
            p("execute", s + 12_000, 30_000, "engine 0:0", "7", "3", ""),
            p("ctxsave", s + 42_000, 3_000, "engine 0:0", "7", "3", ""),
            // Its fence signaled 7 us after out: execute runs to it, ctxsave
            // is -7 us (flagged late-notify).
            p("queue", s + 50_000, 1_000, "engine 1:0", "8", "1", "late-notify"),
            p("ready", s + 51_000, 2_000, "engine 1:0", "8", "1", "late-notify"),
            p("execute", s + 53_000, 17_000, "engine 1:0", "8", "1", "late-notify"),
            p("ctxsave", s + 70_000, 0, "engine 1:0", "8", "1", "late-notify"),
        ]
    );
    // The frequency as a counter track on the i915 process.
    let v: Value = serde_json::from_str(&r.stdout).unwrap();
    let freq: Vec<&Value> = v["traceEvents"].as_array().unwrap().iter().filter(|e| e["ph"] == "C").collect();
    assert_eq!(freq.len(), 1);
    assert_eq!(
        (&freq[0]["name"], &freq[0]["ts"], &freq[0]["args"]["value"]),
        (&serde_json::json!("frequency (MHz)"), &serde_json::json!(199999990.0), &serde_json::json!(350))
    );
}

#[test]
fn linux_6_17_drm_sched_jobs_are_keyed_by_their_fence() {
    let r = rig_counter(&["timeline", &fixture("drm-sched-617.txt")]);
    assert_eq!((r.status, r.stderr.as_str()), (0, ""));
    // Perfetto's drm_sched_617 job: queue 2664817937804, run 2664817945719, done 2664818155405.
    assert_eq!(
        phases(&r.stdout),
        [
            p("user", 2_664_817_937_804, 7_915, "gfx_0.0.0", "401", "1", ""),
            p("hwqueue", 2_664_817_945_719, 0, "gfx_0.0.0", "401", "1", ""),
            p("hw", 2_664_817_945_719, 209_686, "gfx_0.0.0", "401", "1", ""),
        ]
    );
}

#[test]
fn the_real_amdgpu_trace_gives_every_complete_jobs_phases_and_its_stats() {
    let dat = fixture("amdgpu.dat");
    let r = rig_counter(&["timeline", &dat, "--format", "stats"]);
    assert_eq!(r.status, 0, "{}", r.stderr);
    assert_eq!(r.stdout, include_str!("golden/amdgpu-stats.txt"));
    assert_eq!(
        r.stderr,
        format!(
            "warning: {dat}: 52 jobs: ran but never signaled before the trace ended (the first: sdma0 ctx 123 seqno \
             1735030; sdma1 ctx 73 seqno 703211; sdma1 ctx 73 seqno 703212)\n\
             warning: {dat}: 90 jobs: queued but never ran before the trace ended (the first: gfx ctx 4929 seqno 3200; \
             gfx ctx 4929 seqno 3222; gfx ctx 4929 seqno 3223)\n"
        )
    );
    let r = rig_counter(&["timeline", &dat]);
    let spans = phases(&r.stdout);
    // 641 complete jobs: each a hwqueue and a hw span, and a user span
    // where its ioctl is in the trace.
    assert_eq!(spans.iter().filter(|s| s.0 == "hw").count(), 641);
    assert_eq!(spans.iter().filter(|s| s.0 == "hwqueue").count(), 641);
    // On each ring, hw spans never overlap and follow one another.
    for ring in ["gfx", "sdma1"] {
        let hw: Vec<_> = spans.iter().filter(|s| s.0 == "hw" && s.3 == ring).collect();
        for w in hw.windows(2) {
            assert!(w[0].1 + w[0].2 <= w[1].1, "{ring}: {:?} then {:?}", w[0], w[1]);
        }
    }
    // Each job's phases are contiguous: user ends where hwqueue starts, hwqueue where hw starts.
    for w in spans.windows(2) {
        if (w[0].0.as_str(), w[1].0.as_str()) == ("user", "hwqueue")
            || (w[0].0.as_str(), w[1].0.as_str()) == ("hwqueue", "hw")
        {
            assert_eq!(w[0].1 + w[0].2, w[1].1, "{:?} {:?}", w[0], w[1]);
        }
    }
    // Complete events of one thread never overlap (Perfetto's importer drops
    // those that do not nest: new-user check, 2026-12-01, 426 overlapping
    // pairs before each phase got its own lanes).
    let mut by_thread: std::collections::BTreeMap<(u64, u64), Vec<(u64, u64)>> = Default::default();
    let ns = |v: &Value| (v.as_f64().unwrap() * 1000.0).round() as u64;
    for e in chrome_events(&r.stdout) {
        let key = (e["pid"].as_u64().unwrap(), e["tid"].as_u64().unwrap());
        by_thread.entry(key).or_default().push((ns(&e["ts"]), ns(&e["dur"])));
    }
    for spans in by_thread.values_mut() {
        spans.sort_unstable();
        assert!(spans.windows(2).all(|w| w[0].0 + w[0].1 <= w[1].0), "{spans:?}");
    }
    let j: Value =
        serde_json::from_str(&rig_counter(&["timeline", &dat, "--format", "stats", "--json"]).stdout).unwrap();
    assert_eq!((j["schema_version"].as_u64(), j["events"].as_u64()), (Some(1), Some(9451)));
    // One word for complete jobs in the table and in JSON.
    assert_eq!((&j["rings"][0]["complete"], &j["rings"][0]["requests"]), (&639.into(), &759.into()));
    assert!(j["rings"][0].get("jobs").is_none());
}

#[test]
fn what_is_no_trace_is_said_so() {
    let dir = rig_counter_tests::temp_dir("timeline-bad");
    let text = dir.join("notes.txt");
    std::fs::write(&text, "hello\nworld\n").unwrap();
    // Issue 40, item 19: an empty timeline, exit 0.
    assert_eq!(
        refused(&["timeline", text.to_str().unwrap(), "--format", "stats"]),
        no_event(text.to_str().unwrap(), "no line is a trace-cmd report or perf script event")
    );
    // A .dat cut short in its header, and one of another version.
    let full = std::fs::read(fixture("amdgpu.dat")).unwrap();
    let cut = dir.join("cut.dat");
    std::fs::write(&cut, &full[..5000]).unwrap();
    let msg = refused(&["timeline", cut.to_str().unwrap()]);
    assert!(msg.starts_with(&format!("{}: ends inside ", cut.display())), "{msg}");
    let mut v8 = full[..64].to_vec();
    v8[10] = b'8';
    let other = dir.join("v8.dat");
    std::fs::write(&other, &v8).unwrap();
    assert_eq!(
        refused(&["timeline", other.to_str().unwrap()]),
        format!("{}: is a trace-cmd .dat file of version 8; rig-counter reads versions 6 and 7", other.display())
    );
    // Findings of issue 40, T5: `--json` alone was refused; it is the
    // statistics as JSON, as `--format stats --json` is.
    let trace = fixture("drm-sched-617.txt");
    let alone = rig_counter(&["timeline", &trace, "--json"]);
    assert_eq!((alone.status, alone.stderr.as_str()), (0, ""));
    assert_eq!(alone.stdout, rig_counter(&["timeline", &trace, "--format", "stats", "--json"]).stdout);
    assert!(alone.stdout.starts_with("{\n  \"schema_version\": 1,\n  \"events\": 3,\n"), "{}", alone.stdout);
    for format in ["chrome", "perfetto"] {
        assert_eq!(
            usage_error(&["timeline", &trace, "--json", "--format", format]),
            format!("--json prints the statistics as JSON, not --format {format}: leave one out")
        );
    }
}

#[test]
fn a_file_that_gives_no_event_is_refused_and_nothing_is_written() {
    // Issue 40, item 19: `timeline README.md` wrote an empty trace and
    // exited 0.
    let dir = rig_counter_tests::temp_dir("timeline-no-event");
    let readme = format!("{}/../README.md", env!("CARGO_MANIFEST_DIR"));
    let why = "no line is a trace-cmd report or perf script event";
    for format in ["chrome", "perfetto", "stats"] {
        assert_eq!(refused(&["timeline", &readme, "--format", format]), no_event(&readme, why), "{format}");
        // With -o, no file is made, and one that was there stays as it was.
        let out = dir.join(format!("timeline.{format}"));
        let r = rig_counter(&["timeline", &readme, "--format", format, "-o", out.to_str().unwrap()]);
        assert_eq!((r.status, r.stdout.as_str(), r.stderr), (1, "", format!("error: {}\n", no_event(&readme, why))));
        assert!(!out.exists(), "{format}");
        std::fs::write(&out, "before").unwrap();
        assert_eq!(rig_counter(&["timeline", &readme, "--format", format, "-o", out.to_str().unwrap()]).status, 1);
        assert_eq!(std::fs::read_to_string(&out).unwrap(), "before");
    }
    // Events of other tracepoints only: which, and how many lines.
    let others = dir.join("sched.txt");
    std::fs::write(
        &others,
        "# tracer: nop\n\
         \x20 a-1 [000] 1.000001: sched_switch: prev_comm=a prev_pid=1\n\
         \x20 a-1 [000] 1.000002: sched_wakeup: comm=b pid=2\n\
         \x20 b 2 [001] 1.000003: sched:sched_switch: prev_comm=b prev_pid=2\n\
         \x20 b 2 [001] 1.000004: irq:irq_handler_entry: irq=5\n\
         \x20 b 2 [001] 1.000005: irq:softirq_raise: vec=1\n\
         \x20 b 2 [001] 1.000006: irq:softirq_entry: vec=1\n",
    )
    .unwrap();
    let others = others.to_str().unwrap();
    let why = "its 6 event line(s) are of other tracepoints: sched_switch, sched_wakeup, irq_handler_entry, ...";
    assert_eq!(refused(&["timeline", others]), no_event(others, why));
    // A .dat whose events are none a timeline reads: amdgpu.dat with the
    // names of the formats it reads (amdgpu_cs_ioctl, amdgpu_sched_run_job,
    // dma_fence_signaled, print) changed: each of its 53,507 records (of
    // which 9451 were events it reads) is skipped.
    let mut dat = std::fs::read(fixture("amdgpu.dat")).unwrap();
    for name in ["amdgpu_cs_ioctl", "amdgpu_sched_run_job", "dma_fence_signaled", "print"] {
        let from = format!("name: {name}\n").into_bytes();
        let at = dat.windows(from.len()).position(|w| w == from).unwrap();
        dat[at + from.len() - 2] = b'X';
    }
    let renamed = dir.join("renamed.dat");
    std::fs::write(&renamed, dat).unwrap();
    let renamed = renamed.to_str().unwrap();
    assert_eq!(
        refused(&["timeline", renamed, "--format", "stats"]),
        no_event(renamed, "its 53507 event record(s) are of other tracepoints")
    );
    // Several files: refused only when none gives an event, each said.
    assert_eq!(
        refused(&["timeline", &readme, others]),
        format!(
            "{readme}: no event of a tracepoint a timeline reads was found (no line is a trace-cmd report or perf \
             script event), nor in {others} ({why}); {READS}"
        )
    );
    // One that does: the others are warnings, each after its file's own.
    let i915 = fixture("i915-new.txt");
    let r = rig_counter(&["timeline", &readme, &i915, others, "--format", "stats"]);
    assert_eq!(r.status, 0);
    assert!(r.stdout.starts_with("11 events read; 2 ring(s), 2 with complete jobs\n"), "{}", r.stdout);
    assert_eq!(
        r.stderr,
        format!(
            "warning: {readme}: no event of a tracepoint a timeline reads was found (no line is a trace-cmd report or \
             perf script event): it adds nothing\n\
             warning: {others}: no event of a tracepoint a timeline reads was found ({why}): it adds nothing\n"
        )
    );
}

#[test]
fn a_marker_puts_the_counted_runs_totals_and_metrics_on_its_job() {
    let dir = rig_counter_tests::temp_dir("timeline-marker");
    let at = |f: &str| dir.join(f).display().to_string();
    let r = rig_counter(&["stop", "r9700", "GRBM_GUI_ACTIVE", "GRBM_COUNT", "SQ_WAVES", "--run", &at("run.json")]);
    assert_eq!(r.status, 0, "{}", r.stderr);
    let values = ["--value", "GRBM_GUI_ACTIVE=500", "--value", "GRBM_COUNT=1000", "--value", "SQ_WAVES=7"];
    let r = rig_counter(&[&["samples", "--run", &at("run.json"), "-o", &at("run.bin")][..], &values].concat());
    assert_eq!(r.status, 0, "{}", r.stderr);
    // Paths relative to the trace's directory; the scheduled fence (context
    // 248) signals first and matches nothing.
    std::fs::write(
        dir.join("trace.txt"),
        "  app-100   [000]    10.000000: print: tracing_mark_write: rig-counter: run=run.json samples=run.bin ring=gfx ctx=249 seqno=7 metrics=GPU_UTIL\n\
         \x20 app-100   [000]    10.000010: amdgpu_cs_ioctl: sched_job=1, timeline=gfx, context=249, seqno=7, ring_name=ffff, num_ibs=1\n\
         \x20 gfx-50    [001]    10.000020: amdgpu_sched_run_job: sched_job=1, timeline=gfx, context=249, seqno=7, ring_name=ffff, num_ibs=1\n\
         \x20 <idle>-0  [002]    10.000100: dma_fence_signaled: driver=amd_sched timeline=gfx context=248 seqno=7\n\
         \x20 <idle>-0  [002]    10.000500: dma_fence_signaled: driver=amd_sched timeline=gfx context=249 seqno=7\n",
    )
    .unwrap();
    let r = rig_counter(&["timeline", &at("trace.txt")]);
    assert_eq!((r.status, r.stderr.as_str()), (0, ""));
    let v: Value = serde_json::from_str(&r.stdout).unwrap();
    let events = v["traceEvents"].as_array().unwrap();
    let hw = events.iter().find(|e| e["name"] == "hw").unwrap();
    assert_eq!(
        (&hw["ts"], &hw["dur"], &hw["args"]["SQ_WAVES"], &hw["args"]["GRBM_COUNT"], &hw["args"]["GPU_UTIL"]),
        (
            &serde_json::json!(10000020.0),
            &serde_json::json!(480.0),
            &serde_json::json!(224),
            &serde_json::json!(1000),
            &serde_json::json!(50.0)
        )
    );
    let counters: Vec<(String, f64, f64)> = events
        .iter()
        .filter(|e| e["ph"] == "C")
        .map(|e| {
            (e["name"].as_str().unwrap().to_owned(), e["ts"].as_f64().unwrap(), e["args"]["value"].as_f64().unwrap())
        })
        .collect();
    assert_eq!(
        counters,
        [
            ("gfx GRBM_GUI_ACTIVE".to_owned(), 10000020.0, 500.0),
            ("gfx GRBM_GUI_ACTIVE".to_owned(), 10000500.0, 0.0),
            ("gfx GRBM_COUNT".to_owned(), 10000020.0, 1000.0),
            ("gfx GRBM_COUNT".to_owned(), 10000500.0, 0.0),
            ("gfx SQ_WAVES".to_owned(), 10000020.0, 224.0),
            ("gfx SQ_WAVES".to_owned(), 10000500.0, 0.0),
            ("gfx GPU_UTIL".to_owned(), 10000020.0, 50.0),
            ("gfx GPU_UTIL".to_owned(), 10000500.0, 0.0),
        ]
    );
    chrome_events(&r.stdout);
    // A marker whose samples are gone: the job stays, the reason is said.
    std::fs::remove_file(dir.join("run.bin")).unwrap();
    let r = rig_counter(&["timeline", &at("trace.txt")]);
    assert_eq!(r.status, 0);
    assert!(
        r.stderr.starts_with(&format!(
            "warning: {}: the run counted on gfx ctx 249 seqno 7: {}: No such file",
            at("trace.txt"),
            at("run.bin")
        )),
        "{}",
        r.stderr
    );
}

#[test]
fn a_marked_run_s_count_past_2_53_is_shown_with_its_exact_digits() {
    // Break test 5 (B2): a run's GRBM_COUNT of 2^53 + 1 was shown on the hw
    // slice as 9007199254740992.0, its nearest f64, without a word, where
    // decode shows ...993. A count is a JSON integer, a Perfetto uint_value
    // and int64 counter_value; the metric computed through it (GPU_UTIL)
    // is said to be rounded, as metric --samples says it.
    use prost::Message;
    use rig_counter_timeline::perfetto::{COUNTER, Trace};
    let dir = rig_counter_tests::temp_dir("timeline-marker-2-53");
    let at = |f: &str| dir.join(f).display().to_string();
    let r = rig_counter(&["stop", "r9700", "SQ_WAVES", "GRBM_COUNT", "GRBM_GUI_ACTIVE", "--run", &at("run.json")]);
    assert_eq!(r.status, 0, "{}", r.stderr);
    let r = rig_counter(&[
        "samples",
        "--run",
        &at("run.json"),
        "--value",
        "GRBM_COUNT=9007199254740993",
        "-o",
        &at("big53.bin"),
    ]);
    assert_eq!(r.status, 0, "{}", r.stderr);
    std::fs::write(
        dir.join("trace.txt"),
        "  app-100   [000]    10.000000: print: tracing_mark_write: rig-counter: run=run.json samples=big53.bin ring=gfx ctx=249 seqno=7 metrics=GPU_UTIL\n\
         \x20 app-100   [000]    10.000010: amdgpu_cs_ioctl: sched_job=1, timeline=gfx, context=249, seqno=7, ring_name=ffff, num_ibs=1\n\
         \x20 gfx-50    [001]    10.000020: amdgpu_sched_run_job: sched_job=1, timeline=gfx, context=249, seqno=7, ring_name=ffff, num_ibs=1\n\
         \x20 <idle>-0  [002]    10.000500: dma_fence_signaled: driver=amd_sched timeline=gfx context=249 seqno=7\n",
    )
    .unwrap();
    let rounded = format!(
        "warning: {}: the run counted on gfx ctx 249 seqno 7: GPU_UTIL: computed through values of 2^53 \
         (9007199254740992) or more in 64-bit floats (f64), which past 2^53 do not hold every whole number: its last \
         digits may be rounded\n",
        at("trace.txt")
    );
    let r = rig_counter(&["timeline", &at("trace.txt")]);
    assert_eq!((r.status, r.stderr.as_str()), (0, rounded.as_str()));
    let hw = r.stdout.lines().find(|l| l.starts_with("{\"name\":\"hw\"")).unwrap();
    assert!(
        hw.contains("\"args\":{\"GPU_UTIL\":0.0,\"GRBM_COUNT\":9007199254740993,\"GRBM_GUI_ACTIVE\":0,\"SQ_WAVES\":0,"),
        "{hw}"
    );
    assert!(
        r.stdout.contains(
            "{\"name\":\"gfx GRBM_COUNT\",\"ph\":\"C\",\"ts\":10000020.000,\"pid\":1,\"args\":{\"value\":9007199254740993}}"
        ),
        "{}",
        r.stdout
    );
    // Perfetto: the slice's annotation and the counter track, exact.
    let r = rig_counter(&["timeline", &at("trace.txt"), "--format", "perfetto", "-o", &at("t.pftrace")]);
    assert_eq!((r.status, r.stderr.as_str()), (0, rounded.as_str()));
    let trace = Trace::decode(&std::fs::read(dir.join("t.pftrace")).unwrap()[..]).unwrap();
    let events: Vec<_> = trace.packet.iter().filter_map(|p| p.track_event.as_ref()).collect();
    let hw = events.iter().find(|e| e.name.as_deref() == Some("hw")).unwrap();
    let count = hw.debug_annotations.iter().find(|a| a.name.as_deref() == Some("GRBM_COUNT")).unwrap();
    assert_eq!((count.uint_value, count.double_value), (Some(9_007_199_254_740_993), None));
    let grbm_count = trace
        .packet
        .iter()
        .filter_map(|p| p.track_descriptor.as_ref())
        .find(|d| d.name.as_deref() == Some("gfx GRBM_COUNT"))
        .unwrap()
        .uuid;
    let values: Vec<_> = events
        .iter()
        .filter(|e| e.r#type == Some(COUNTER) && e.track_uuid == grbm_count)
        .map(|e| (e.counter_value, e.double_counter_value))
        .collect();
    assert_eq!(values, [(Some(9_007_199_254_740_993), None), (Some(0), None)]);
}

#[test]
fn a_marked_run_s_values_are_warned_as_decode_warns_them_and_a_perfetto_track_past_i64_is_said() {
    // Break test 7 of issue 40: timeline showed a marked run's total stuck
    // at u64::MAX, values at the 32-bit ceiling and a zero GRBM_COUNT as
    // exact, where decode warns of each; and a Perfetto counter track given
    // a count past i64::MAX showed its nearest float without a word.
    use prost::Message;
    use rig_counter_timeline::perfetto::{COUNTER, Trace};
    let dir = rig_counter_tests::temp_dir("timeline-marker-decode-warnings");
    let at = |f: &str| dir.join(f).display().to_string();
    let trace = |run: &str, samples: &str| {
        format!(
            "  app-100   [000]    10.000000: print: tracing_mark_write: rig-counter: run={run} samples={samples} ring=gfx ctx=249 seqno=7\n\
             \x20 app-100   [000]    10.000010: amdgpu_cs_ioctl: sched_job=1, timeline=gfx, context=249, seqno=7, ring_name=ffff, num_ibs=1\n\
             \x20 gfx-50    [001]    10.000020: amdgpu_sched_run_job: sched_job=1, timeline=gfx, context=249, seqno=7, ring_name=ffff, num_ibs=1\n\
             \x20 <idle>-0  [002]    10.000500: dma_fence_signaled: driver=amd_sched timeline=gfx context=249 seqno=7\n"
        )
    };
    let ok = |args: &[&str]| {
        let r = rig_counter(args);
        assert_eq!(r.status, 0, "{args:?}: {}", r.stderr);
        r
    };
    let prefix = format!("warning: {}: the run counted on gfx ctx 249 seqno 7: ", at("t1.txt"));
    // The R9700: SQ_WAVES at the 32-bit ceiling, GRBM_COUNT 0.
    ok(&["stop", "r9700", "SQ_WAVES", "GRBM_COUNT", "--run", &at("r9.json")]);
    ok(&["samples", "--run", &at("r9.json"), "--value", "SQ_WAVES=4294967295", "-o", &at("r9.bin")]);
    std::fs::write(dir.join("t1.txt"), trace("r9.json", "r9.bin")).unwrap();
    let r = ok(&["timeline", &at("t1.txt"), "-o", &at("t1.json")]);
    let decode = ok(&["decode", "--run", &at("r9.json"), "--samples", &at("r9.bin")]);
    let said: Vec<String> =
        decode.stderr.lines().map(|l| format!("{prefix}{}", l.trim_start_matches("warning: "))).collect();
    assert_eq!(said.len(), 2, "{}", decode.stderr);
    assert_eq!(r.stderr, said.iter().map(|l| format!("{l}\n")).collect::<String>());
    // The MI300X: a total stuck at u64::MAX; on Perfetto, counts past i64::MAX.
    ok(&["stop", "mi300x", "GRBM_GUI_ACTIVE", "GRBM_COUNT", "--run", &at("m.json")]);
    ok(&[
        "samples",
        "--run",
        &at("m.json"),
        "--value",
        "GRBM_COUNT=9223372036854775809",
        "--value",
        "GRBM_GUI_ACTIVE=18446744073709551615",
        "-o",
        &at("m.bin"),
    ]);
    std::fs::write(dir.join("t2.txt"), trace("m.json", "m.bin")).unwrap();
    let r = ok(&["timeline", &at("t2.txt"), "--format", "perfetto", "-o", &at("t2.pftrace")]);
    let track = |name: &str, v: &str, f: &str| {
        format!(
            "warning: amdgpu gfx {name}: {v} is past 9223372036854775807, the most a Perfetto counter track's int64 \
             counter_value holds: the track shows the nearest 64-bit float, {f} (the slice's annotation keeps the \
             count)\n"
        )
    };
    assert_eq!(
        r.stderr,
        track("GRBM_COUNT", "9223372036854775809", "9223372036854775808")
            + &track("GRBM_GUI_ACTIVE", "18446744073709551615", "18446744073709551616")
    );
    // 2^63 is a float exactly: nothing to say (break test 8 of issue 40).
    ok(&["samples", "--run", &at("m.json"), "--value", "GRBM_COUNT=9223372036854775808", "-o", &at("m.bin")]);
    let exact = ok(&["timeline", &at("t2.txt"), "--format", "perfetto", "-o", &at("t3.pftrace")]);
    assert_eq!(exact.stderr, "");
    let t = Trace::decode(&std::fs::read(dir.join("t2.pftrace")).unwrap()[..]).unwrap();
    let events: Vec<_> = t.packet.iter().filter_map(|p| p.track_event.as_ref()).collect();
    assert!(
        events
            .iter()
            .any(|e| e.r#type == Some(COUNTER) && e.double_counter_value == Some(18_446_744_073_709_551_616.0))
    );
}

#[test]
fn the_perfetto_trace_holds_every_phase_as_a_nested_slice() {
    use prost::Message;
    use rig_counter_timeline::perfetto::{COUNTER, SLICE_BEGIN, SLICE_END, Trace};
    let dir = rig_counter_tests::temp_dir("timeline-perfetto");
    let path = dir.join("amdgpu.pftrace");
    let r = rig_counter(&["timeline", &fixture("amdgpu.dat"), "--format", "perfetto", "-o", path.to_str().unwrap()]);
    assert_eq!((r.status, r.stdout.as_str()), (0, ""));
    let trace = Trace::decode(&std::fs::read(&path).unwrap()[..]).unwrap();
    let descriptors: Vec<_> = trace.packet.iter().filter_map(|p| p.track_descriptor.as_ref()).collect();
    let events: Vec<_> = trace.packet.iter().filter_map(|p| Some((p.timestamp?, p.track_event.as_ref()?))).collect();
    // One process track (amdgpu) and lanes under it.
    assert_eq!(descriptors.iter().filter(|d| d.process.is_some()).count(), 1);
    let begins = events.iter().filter(|(_, e)| e.r#type == Some(SLICE_BEGIN)).count();
    assert_eq!(begins, events.iter().filter(|(_, e)| e.r#type == Some(SLICE_END)).count());
    // 641 hw and hwqueue slices, and a user slice per job whose ioctl is in the trace.
    let named = |n: &str| events.iter().filter(|(_, e)| e.name.as_deref() == Some(n)).count();
    assert_eq!((named("hw"), named("hwqueue")), (641, 641));
    assert_eq!(begins, 641 * 2 + named("user"));
    assert_eq!(events.iter().filter(|(_, e)| e.r#type == Some(COUNTER)).count(), 0);
    // Packets are written as jobs complete: Perfetto's trace processor
    // sorts them by timestamp, ties in file order (a stable sort). So
    // sorted, on every track each end closes the slice begun last.
    assert!(!events.windows(2).all(|w| w[0].0 <= w[1].0), "written as jobs complete, not sorted");
    let mut sorted = events.clone();
    sorted.sort_by_key(|(ts, _)| *ts);
    let mut open: std::collections::BTreeMap<u64, u32> = Default::default();
    for (_, e) in &sorted {
        let depth = open.entry(e.track_uuid.unwrap()).or_default();
        match e.r#type {
            Some(SLICE_BEGIN) => {
                assert_eq!(*depth, 0, "slices of a lane never overlap");
                *depth += 1;
            }
            Some(SLICE_END) => *depth -= 1,
            _ => {}
        }
    }
    // Every track an event names is described once, before its first event.
    let mut described = std::collections::BTreeSet::new();
    for p in &trace.packet {
        if let Some(d) = &p.track_descriptor {
            assert!(described.insert(d.uuid.unwrap()), "track {:?} described twice", d.uuid);
        }
        if let Some(e) = &p.track_event {
            assert!(described.contains(&e.track_uuid.unwrap()), "an event before its track's descriptor");
        }
    }
}

/// One i915-perf record: `drm_i915_perf_record_header` (u32 type, u16 pad,
/// u16 size with the header) and its payload.
fn record(kind: u32, payload: &[u8]) -> Vec<u8> {
    let mut r = kind.to_le_bytes().to_vec();
    r.extend(0u16.to_le_bytes());
    r.extend(((8 + payload.len()) as u16).to_le_bytes());
    r.extend_from_slice(payload);
    r
}

/// A gen9-style OA report of 256 bytes: reason, timestamp, context id,
/// ticks, then 60 counter dwords of `base + i`.
fn report(ts: u32, ctx: u32, base: u32) -> Vec<u8> {
    let mut r: Vec<u8> = [1u32, ts, ctx, 0].iter().flat_map(|d| d.to_le_bytes()).collect();
    r.extend((0..60u32).flat_map(|i| (base + i).to_le_bytes()));
    r
}

#[test]
fn an_i915_perf_recording_gives_one_item_per_stretch_of_one_contexts_reports() {
    let mut info = 12_000_000u64.to_le_bytes().to_vec(); // a 12 MHz timestamp
    info.extend([0x5916u32, 2, 300, 1150, 0, 0, 5].iter().flat_map(|d| d.to_le_bytes()));
    let mut name = b"RenderBasic".to_vec();
    name.resize(256, 0);
    let mut uuid = b"b541bd57-0e0f-4154-b4c0-5858010a2bf7".to_vec();
    uuid.resize(40, 0);
    info.extend(name);
    info.extend(uuid);
    info.extend(0u32.to_le_bytes());
    let mut correlation = 1_000_000_000_000u64.to_le_bytes().to_vec(); // at 1000 s
    correlation.extend((1u64 << 32).to_le_bytes()); // GPU timestamp 2^32
    let data = [
        record(1 << 16, &[1, 0, 0, 0, 0, 0, 0, 0]),
        record((1 << 16) + 1, &info),
        record((1 << 16) + 3, &correlation),
        // 12,000 ticks (1 ms) after the correlation, then 2 ms, 3 ms.
        record(1, &report(12_000, 0x10, 100)),
        record(1, &report(24_000, 0x10, 105)),
        record(2, &[]),
        record(1, &report(36_000, 0x20, 7)),
    ]
    .concat();
    let dir = rig_counter_tests::temp_dir("timeline-i915-perf");
    let path = dir.join("capture.i915-dat");
    std::fs::write(&path, data).unwrap();
    let r = rig_counter(&["timeline", path.to_str().unwrap()]);
    assert_eq!(r.status, 0, "{}", r.stderr);
    assert_eq!(
        r.stderr,
        format!(
            "warning: {0}: it holds no DEVICE_TOPOLOGY record, whose EU counts the equations need: its items carry raw counter deltas only\n\
             warning: {0}: the kernel lost OA reports 1 time(s) and its OA buffer 0 time(s): items may be missing\n",
            path.display()
        )
    );
    let items = chrome_events(&r.stdout);
    let summary: Vec<(String, String, String, String, String)> = items
        .iter()
        .map(|e| {
            let a = |k: &str| e["args"][k].as_str().unwrap().to_owned();
            (e["ts"].to_string(), e["dur"].to_string(), a("ctx_id"), a("reports"), a("metric_set"))
        })
        .collect();
    assert_eq!(
        summary,
        [
            ("1000001000.0".into(), "2000.0".into(), "0x10".into(), "2".into(), "RenderBasic".into()),
            ("1000003000.0".into(), "0.0".into(), "0x20".into(), "1".into(), "RenderBasic".into()),
        ]
    );
    assert_eq!(items[0]["args"]["uuid"], "b541bd57-0e0f-4154-b4c0-5858010a2bf7");
    assert_eq!(items[0]["args"]["raw_deltas"], vec!["5"; 60].join(" "));
    // Another version is refused.
    let other = dir.join("v2.i915-dat");
    std::fs::write(&other, record(1 << 16, &[2, 0, 0, 0, 0, 0, 0, 0])).unwrap();
    assert_eq!(
        refused(&["timeline", other.to_str().unwrap()]),
        format!("{}: is an i915-perf recording of version 2; rig-counter reads version 1", other.display())
    );
}

#[test]
fn events_out_of_order_and_damaged_traces_are_warned_of_never_a_panic() {
    // Break test, 2026-12-01: each of these panicked (exit 101).
    let dir = rig_counter_tests::temp_dir("timeline-damaged");
    let text = |name: &str, body: &str| {
        let p = dir.join(name);
        std::fs::write(&p, body).unwrap();
        p.display().to_string()
    };
    // A job signaled before it ran.
    let t = text(
        "backwards.txt",
        " a-1 [000] 10.000010: amdgpu_sched_run_job: sched_job=1, timeline=gfx, context=5, seqno=2, ring_name=x, num_ibs=1\n\
         \x20a-1 [000] 10.000001: dma_fence_signaled: driver=amd_sched timeline=gfx context=5 seqno=2\n",
    );
    // Findings of issue 40, T3: nothing else to show, it is refused, said
    // after the warning that explains it (it wrote an empty trace, exit 0).
    let r = rig_counter(&["timeline", &t, "--format", "stats"]);
    assert_eq!(
        (r.status, r.stdout.as_str(), r.stderr),
        (
            1,
            "",
            format!(
                "warning: {t}: gfx ctx 5 seqno 2: signaled before it ran (events out of time order): left out\n{}",
                nothing_to_show(&t, 2)
            )
        )
    );
    // An i915 request out (and notified) before it went in.
    let t = text(
        "i915-backwards.txt",
        " x 1 [000]  200.000012: i915:i915_request_in: dev=0, engine=0:0, ctx=7, seqno=3, prio=0, port=0\n\
         \x20x 1 [001]  200.000003: dma_fence:dma_fence_signaled: driver=i915 timeline=signaled context=7 seqno=3\n\
         \x20x 1 [001]  200.000005: i915:i915_request_out: dev=0, engine=0:0, ctx=7, seqno=3, completed?=1\n",
    );
    let r = rig_counter(&["timeline", &t]);
    // Issue 40, item 6: drawn as two phases of no length, without a word.
    assert_eq!((r.status, r.stdout.as_str()), (1, ""));
    assert_eq!(
        r.stderr,
        format!(
            "warning: {t}: engine 0:0 ctx 7 seqno 3: in but never added\n\
             warning: {t}: engine 0:0 ctx 7 seqno 3: in but never submitted\n\
             warning: {t}: engine 0:0 ctx 7 seqno 3: events out of time order: left out\n{}",
            nothing_to_show(&t, 3)
        )
    );
    // A request out without notify, in again, notified, out: two requests.
    let t = text(
        "again.txt",
        " x 1 [000]  0.999990: i915:i915_request_add: dev=0, engine=0:0, ctx=7, seqno=3, tail=0\n\
         \x20x 1 [000]  0.999995: i915:i915_request_submit: dev=0, engine=0:0, ctx=7, seqno=3, tail=0\n\
         \x20x 1 [000]  1.000000: i915:i915_request_in: dev=0, engine=0:0, ctx=7, seqno=3, prio=0, port=0\n\
         \x20x 1 [000]  1.000010: i915:i915_request_out: dev=0, engine=0:0, ctx=7, seqno=3, completed?=0\n\
         \x20x 1 [000]  1.000030: i915:i915_request_in: dev=0, engine=0:0, ctx=7, seqno=3, prio=0, port=0\n\
         \x20x 1 [000]  1.000040: dma_fence:dma_fence_signaled: driver=i915 timeline=signaled context=7 seqno=3\n\
         \x20x 1 [000]  1.000050: i915:i915_request_out: dev=0, engine=0:0, ctx=7, seqno=3, completed?=1\n",
    );
    let r = rig_counter(&["timeline", &t]);
    assert_eq!((r.status, r.stderr.as_str()), (0, ""));
    assert_eq!(
        phases(&r.stdout),
        [
            p("queue", 999_990_000, 5_000, "engine 0:0", "7", "3", "no-notify"),
            p("ready", 999_995_000, 5_000, "engine 0:0", "7", "3", "no-notify"),
            p("execute", 1_000_000_000, 10_000, "engine 0:0", "7", "3", "no-notify"),
            p("ctxsave", 1_000_010_000, 0, "engine 0:0", "7", "3", "no-notify"),
            // In again: the key's add and submit are its queue and ready
            // (the seed's req[submit-delay] = submit[key] - queue[key]).
            p("queue", 999_990_000, 5_000, "engine 0:0", "7", "3", ""),
            p("ready", 999_995_000, 35_000, "engine 0:0", "7", "3", ""),
            p("execute", 1_000_030_000, 10_000, "engine 0:0", "7", "3", ""),
            p("ctxsave", 1_000_040_000, 10_000, "engine 0:0", "7", "3", ""),
        ]
    );
    // A line longer than 64 KiB is skipped whole, never read in parts.
    let long = format!(
        "{} a-1 [000] 10.000010: amdgpu_sched_run_job: sched_job=1, timeline=gfx, context=5, seqno=2, ring_name=x, num_ibs=1\n\
         \x20a-1 [000] 10.000020: dma_fence_signaled: driver=amd_sched timeline=gfx context=5 seqno=2\n",
        "x".repeat(1 << 16)
    );
    let t = text("long.txt", &long);
    let r = rig_counter(&["timeline", &t]);
    assert_eq!((r.status, r.stdout.as_str()), (1, ""));
    assert_eq!(r.stderr, format!("warning: {t}: 1 line(s) longer than 64 KiB skipped\n{}", nothing_to_show(&t, 1)));
    // A .dat page whose timestamp is near u64::MAX: no overflow.
    let mut dat = std::fs::read(fixture("amdgpu.dat")).unwrap();
    dat[5_947_392..5_947_400].copy_from_slice(&(u64::MAX - 1000).to_le_bytes());
    let d = dir.join("late.dat");
    std::fs::write(&d, dat).unwrap();
    assert_eq!(rig_counter(&["timeline", d.to_str().unwrap(), "--format", "stats"]).status, 0);
    // An i915-perf correlation near u64::MAX.
    let mut info = 12_000_000u64.to_le_bytes().to_vec();
    info.resize(336, 0);
    let mut correlation = 1_000_000_000u64.to_le_bytes().to_vec();
    correlation.extend((u64::MAX - 10).to_le_bytes());
    let data = [
        record(1 << 16, &[1, 0, 0, 0, 0, 0, 0, 0]),
        record((1 << 16) + 1, &info),
        record((1 << 16) + 3, &correlation),
        record(1, &report(5, 1, 0)),
        record(1, &report(0xffff_ffff, 1, 0)),
        record(1, &[0; 8]),
    ]
    .concat();
    let f = dir.join("late.i915-dat");
    std::fs::write(&f, data).unwrap();
    let r = rig_counter(&["timeline", f.to_str().unwrap(), "--format", "stats"]);
    assert_eq!(r.status, 0);
    assert_eq!(
        r.stderr,
        format!(
            "warning: {0}: its device 0x0000 is no platform with OA metric sets here (`rig-counter oa-sets` lists them): its items carry raw counter deltas only\n\
             warning: {0}: 1 SAMPLE record(s) shorter than an OA report's 16-byte header: skipped\n",
            f.display()
        )
    );
    assert!(r.stdout.starts_with("2 events read"), "{}", r.stdout);
}

#[test]
fn a_marker_naming_a_device_as_its_samples_is_refused_not_read() {
    // Issue 26, item 4: samples=/dev/tty blocked forever on the terminal.
    // /dev/null stands for any character device here (it never blocks).
    let dir = rig_counter_tests::temp_dir("timeline-device");
    let at = |f: &str| dir.join(f).display().to_string();
    let r = rig_counter(&["stop", "r9700", "SQ_WAVES", "--run", &at("run.json")]);
    assert_eq!(r.status, 0, "{}", r.stderr);
    std::fs::write(
        dir.join("trace.txt"),
        "  app-100   [000]    10.000000: print: tracing_mark_write: rig-counter: run=run.json samples=/dev/null ring=gfx ctx=249 seqno=7\n\
         \x20 app-100   [000]    10.000010: amdgpu_cs_ioctl: sched_job=1, timeline=gfx, context=249, seqno=7, ring_name=ffff, num_ibs=1\n\
         \x20 gfx-50    [001]    10.000020: amdgpu_sched_run_job: sched_job=1, timeline=gfx, context=249, seqno=7, ring_name=ffff, num_ibs=1\n\
         \x20 <idle>-0  [002]    10.000500: dma_fence_signaled: driver=amd_sched timeline=gfx context=249 seqno=7\n",
    )
    .unwrap();
    let r = rig_counter(&["timeline", &at("trace.txt")]);
    assert_eq!(r.status, 0, "{}", r.stderr);
    assert!(
        r.stderr.starts_with(&format!(
            "warning: {}: the run counted on gfx ctx 249 seqno 7: /dev/null: is a character device, not a regular file",
            at("trace.txt")
        )),
        "{}",
        r.stderr
    );
}

#[test]
fn markers_naming_one_run_each_get_its_counters_read_once() {
    // Issue 26, item 9: each marked job read the run description and the
    // samples again (20,000 markers of one 1 MiB run took 18.6 s); now a run
    // is counted once, and every job that names it gets its totals.
    let dir = rig_counter_tests::temp_dir("timeline-one-run");
    let at = |f: &str| dir.join(f).display().to_string();
    let r = rig_counter(&["stop", "r9700", "SQ_WAVES", "--run", &at("run.json")]);
    assert_eq!(r.status, 0, "{}", r.stderr);
    let r = rig_counter(&["samples", "--run", &at("run.json"), "-o", &at("run.bin"), "--value", "SQ_WAVES=3"]);
    assert_eq!(r.status, 0, "{}", r.stderr);
    let mut trace = String::new();
    for (i, seqno) in [7, 8, 9].into_iter().enumerate() {
        let t = 10.0 + i as f64 * 0.001;
        trace.push_str(&format!(
            "  app-100   [000]    {t:.6}: print: tracing_mark_write: rig-counter: run=run.json samples=run.bin ring=gfx ctx=249 seqno={seqno}\n\
             \x20 app-100   [000]    {:.6}: amdgpu_cs_ioctl: sched_job=1, timeline=gfx, context=249, seqno={seqno}, ring_name=ffff, num_ibs=1\n\
             \x20 gfx-50    [001]    {:.6}: amdgpu_sched_run_job: sched_job=1, timeline=gfx, context=249, seqno={seqno}, ring_name=ffff, num_ibs=1\n\
             \x20 <idle>-0  [002]    {:.6}: dma_fence_signaled: driver=amd_sched timeline=gfx context=249 seqno={seqno}\n",
            t + 0.00001,
            t + 0.00002,
            t + 0.0005
        ));
    }
    std::fs::write(dir.join("trace.txt"), trace).unwrap();
    let r = rig_counter(&["timeline", &at("trace.txt")]);
    assert_eq!((r.status, r.stderr.as_str()), (0, ""));
    let v: Value = serde_json::from_str(&r.stdout).unwrap();
    let waves: Vec<f64> = v["traceEvents"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| e["name"] == "hw")
        .map(|e| e["args"]["SQ_WAVES"].as_f64().unwrap())
        .collect();
    // 32 WGPs of 3 waves each, on every job.
    assert_eq!(waves, [96.0, 96.0, 96.0]);
}

#[test]
fn each_marker_is_matched_on_its_own_and_markers_of_different_runs_are_said() {
    // Issue 40, round 3: two markers of one job with other samples (B1) gave
    // the last's counters without a word; a second marker naming another
    // ring (B2) dropped the one that matched ("1 marker(s) name no job").
    let dir = rig_counter_tests::temp_dir("timeline-two-markers");
    let at = |f: &str| dir.join(f).display().to_string();
    let r = rig_counter(&["stop", "r9700", "SQ_WAVES", "--run", &at("run.json")]);
    assert_eq!(r.status, 0, "{}", r.stderr);
    for (samples, waves) in [("a.bin", "SQ_WAVES=3"), ("b.bin", "SQ_WAVES=5")] {
        let r = rig_counter(&["samples", "--run", &at("run.json"), "-o", &at(samples), "--value", waves]);
        assert_eq!(r.status, 0, "{}", r.stderr);
    }
    let marker = |t: &str, samples: &str, ring: &str| {
        format!(
            "  app-100   [000]    {t}: print: tracing_mark_write: rig-counter: run=run.json samples={samples} \
             ring={ring} ctx=249 seqno=7\n"
        )
    };
    let job = |ring: &str, start: u64| {
        format!(
            "  app-100   [000]    10.{:06}: amdgpu_cs_ioctl: sched_job=1, timeline={ring}, context=249, seqno=7, ring_name=ffff, num_ibs=1\n\
             \x20 gfx-50    [001]    10.{:06}: amdgpu_sched_run_job: sched_job=1, timeline={ring}, context=249, seqno=7, ring_name=ffff, num_ibs=1\n\
             \x20 <idle>-0  [002]    10.{:06}: dma_fence_signaled: driver=amd_sched timeline={ring} context=249 seqno=7\n",
            start,
            start + 10,
            start + 490
        )
    };
    // The SQ_WAVES each job's hw slice shows, by ring (32 WGPs of 3 or 5).
    let waves = |stdout: &str| -> Vec<(String, Option<f64>)> {
        let v: Value = serde_json::from_str(stdout).unwrap();
        v["traceEvents"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|e| e["name"] == "hw")
            .map(|e| (e["args"]["ring"].as_str().unwrap().to_owned(), e["args"]["SQ_WAVES"].as_f64()))
            .collect()
    };
    // B1: the last is used, and both are named.
    let trace = at("b1.txt");
    std::fs::write(
        &trace,
        [marker("10.000000", "a.bin", "gfx"), marker("10.000005", "b.bin", "gfx"), job("gfx", 10)].concat(),
    )
    .unwrap();
    let r = rig_counter(&["timeline", &trace]);
    assert_eq!(r.status, 0, "{}", r.stderr);
    assert_eq!(waves(&r.stdout), [("gfx".to_owned(), Some(160.0))]);
    assert_eq!(
        r.stderr,
        format!(
            "warning: {trace}: gfx ctx 249 seqno 7 is named by 2 markers of 2 different runs: at 10.000000 s \
             (samples={}), at 10.000005 s (samples={}); the last, at 10.000005 s, is used\n",
            at("a.bin"),
            at("b.bin")
        )
    );
    // The same marker written twice is no conflict.
    std::fs::write(
        &trace,
        [marker("10.000000", "a.bin", "gfx"), marker("10.000005", "a.bin", "gfx"), job("gfx", 10)].concat(),
    )
    .unwrap();
    let r = rig_counter(&["timeline", &trace]);
    assert_eq!((r.status, r.stderr.as_str()), (0, ""));
    assert_eq!(waves(&r.stdout), [("gfx".to_owned(), Some(96.0))]);
    // B2: the gfx job keeps its marker; the sdma0 one is said, with the ring
    // its ctx and seqno completed on.
    let trace = at("b2.txt");
    std::fs::write(
        &trace,
        [marker("10.000000", "a.bin", "gfx"), marker("10.000005", "b.bin", "sdma0"), job("gfx", 10)].concat(),
    )
    .unwrap();
    let r = rig_counter(&["timeline", &trace]);
    assert_eq!(r.status, 0, "{}", r.stderr);
    assert_eq!(waves(&r.stdout), [("gfx".to_owned(), Some(96.0))]);
    assert_eq!(
        r.stderr,
        format!(
            "warning: {trace}: 1 marker(s) name no job that completed after them in the trace (the first, at \
             10.000005 s, names sdma0 ctx 249 seqno 7, and a job of that ctx and seqno completed on gfx)\n"
        )
    );
    // Two jobs of one ctx and seqno on two rings: each gets its own run.
    std::fs::write(
        &trace,
        [marker("10.000000", "a.bin", "gfx"), marker("10.000005", "b.bin", "sdma0"), job("gfx", 10), job("sdma0", 11)]
            .concat(),
    )
    .unwrap();
    let r = rig_counter(&["timeline", &trace]);
    assert_eq!((r.status, r.stderr.as_str()), (0, ""));
    assert_eq!(waves(&r.stdout), [("gfx".to_owned(), Some(96.0)), ("sdma0".to_owned(), Some(160.0))]);
    // A marker written after its job completed names none.
    std::fs::write(&trace, [job("gfx", 10), marker("10.000600", "a.bin", "gfx")].concat()).unwrap();
    let r = rig_counter(&["timeline", &trace]);
    assert_eq!(r.status, 0, "{}", r.stderr);
    assert_eq!(waves(&r.stdout), [("gfx".to_owned(), None)]);
    assert_eq!(
        r.stderr,
        format!(
            "warning: {trace}: 1 marker(s) name no job that completed after them in the trace (the first, at \
             10.000600 s, names gfx ctx 249 seqno 7)\n"
        )
    );
}

#[test]
fn no_output_replaces_a_file_any_marker_names_used_or_not() {
    // Issue 40, round 4, M1: a marker's samples that were not the ones used
    // (a later marker of any ring named b.bin) or of a marker matching no
    // job were replaced by the timeline (`-o a.bin`, exit 0).
    let dir = rig_counter_tests::temp_dir("timeline-marker-unused");
    let at = |f: &str| dir.join(f).display().to_string();
    let r = rig_counter(&["stop", "r9700", "SQ_WAVES", "--run", &at("run.json")]);
    assert_eq!(r.status, 0, "{}", r.stderr);
    for (samples, waves) in [("a.bin", "SQ_WAVES=3"), ("b.bin", "SQ_WAVES=5"), ("c.bin", "SQ_WAVES=7")] {
        let r = rig_counter(&["samples", "--run", &at("run.json"), "-o", &at(samples), "--value", waves]);
        assert_eq!(r.status, 0, "{}", r.stderr);
    }
    std::fs::write(dir.join("run2.json"), std::fs::read(dir.join("run.json")).unwrap()).unwrap();
    std::os::unix::fs::symlink(dir.join("a.bin"), dir.join("link.bin")).unwrap();
    let job = "  app-100   [000]    10.000010: amdgpu_cs_ioctl: sched_job=1, timeline=gfx, context=249, seqno=7, ring_name=ffff, num_ibs=1\n\
         \x20 gfx-50    [001]    10.000020: amdgpu_sched_run_job: sched_job=1, timeline=gfx, context=249, seqno=7, ring_name=ffff, num_ibs=1\n\
         \x20 <idle>-0  [002]    10.000500: dma_fence_signaled: driver=amd_sched timeline=gfx context=249 seqno=7\n";
    std::fs::write(
        dir.join("c1.txt"),
        format!(
            "  app-100   [000]    10.000000: print: tracing_mark_write: rig-counter: run=run.json samples=a.bin ring=gfx ctx=249 seqno=7\n\
             \x20 app-100   [000]    10.000002: print: tracing_mark_write: rig-counter: run=run.json samples=b.bin ctx=249 seqno=7\n\
             \x20 app-100   [000]    10.000004: print: tracing_mark_write: rig-counter: run=run2.json samples=c.bin ctx=5 seqno=7\n{job}"
        ),
    )
    .unwrap();
    let before: Vec<Vec<u8>> =
        ["a.bin", "b.bin", "c.bin", "run2.json"].iter().map(|f| std::fs::read(dir.join(f)).unwrap()).collect();
    // a.bin (not used: b.bin is the last), c.bin and run2.json (of a marker
    // of no job), by name or through a link.
    for (output, input) in
        [("a.bin", "a.bin"), ("link.bin", "a.bin"), ("b.bin", "b.bin"), ("c.bin", "c.bin"), ("run2.json", "run2.json")]
    {
        let message = refused(&["timeline", &at("c1.txt"), "-o", &at(output)]);
        let expected = match output == input {
            true => format!(
                "{}: this command reads it: rig-counter never writes over its input; write elsewhere",
                at(output)
            ),
            false => format!(
                "{}: is {}, which this command reads: rig-counter never writes over its input; write elsewhere",
                at(output),
                at(input)
            ),
        };
        assert_eq!(message, expected);
        let after: Vec<Vec<u8>> =
            ["a.bin", "b.bin", "c.bin", "run2.json"].iter().map(|f| std::fs::read(dir.join(f)).unwrap()).collect();
        assert!(after == before, "-o {output} changed a file");
    }
    // Elsewhere the timeline is written.
    let r = rig_counter(&["timeline", &at("c1.txt"), "-o", &at("trace.json")]);
    assert_eq!(r.status, 0, "{}", r.stderr);
}

#[test]
fn other_programs_print_lines_are_no_markers_and_a_bad_marker_is_said() {
    // Issue 40, round 4: another tool's line with a run field put a.bin's
    // counters on the job (M2); a key given twice used its first value
    // (M3); seqno=abc was "negative or above 2^64 - 1" (M4).
    let dir = rig_counter_tests::temp_dir("timeline-other-prints");
    let at = |f: &str| dir.join(f).display().to_string();
    let r = rig_counter(&["stop", "r9700", "SQ_WAVES", "--run", &at("run.json")]);
    assert_eq!(r.status, 0, "{}", r.stderr);
    let r = rig_counter(&["samples", "--run", &at("run.json"), "-o", &at("a.bin"), "--value", "SQ_WAVES=3"]);
    assert_eq!(r.status, 0, "{}", r.stderr);
    let print = |t: &str, message: &str| format!("  app-100   [000]    {t}: print: tracing_mark_write: {message}\n");
    let job = "  app-100   [000]    10.000010: amdgpu_cs_ioctl: sched_job=1, timeline=gfx, context=249, seqno=7, ring_name=ffff, num_ibs=1\n\
         \x20 gfx-50    [001]    10.000020: amdgpu_sched_run_job: sched_job=1, timeline=gfx, context=249, seqno=7, ring_name=ffff, num_ibs=1\n\
         \x20 <idle>-0  [002]    10.000500: dma_fence_signaled: driver=amd_sched timeline=gfx context=249 seqno=7\n";
    let waves = |stdout: &str| -> Vec<Option<f64>> {
        let v: Value = serde_json::from_str(stdout).unwrap();
        v["traceEvents"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|e| e["name"] == "hw")
            .map(|e| e["args"]["SQ_WAVES"].as_f64())
            .collect()
    };
    let trace = at("t.txt");
    std::fs::write(
        &trace,
        [
            print("10.000000", "othertool: run=run.json samples=a.bin ctx=249 seqno=7"),
            print("10.000001", "hello run=5 world"),
            print("10.000002", "mytool: seqno=abc"),
            job.to_owned(),
        ]
        .concat(),
    )
    .unwrap();
    let r = rig_counter(&["timeline", &trace]);
    assert_eq!((r.status, r.stderr.as_str()), (0, ""));
    assert_eq!(waves(&r.stdout), [None]);
    // Issue 40, round 4, M6: a marker of the signal's very timestamp, its
    // line after the signal's, counts as before it (as documented).
    let signal =
        "  <idle>-0  [002]    10.000500: dma_fence_signaled: driver=amd_sched timeline=gfx context=249 seqno=7\n";
    let late = print("10.000500", "rig-counter: run=run.json samples=a.bin ring=gfx ctx=249 seqno=7");
    std::fs::write(&trace, [job.to_owned(), late].concat()).unwrap();
    assert!(job.ends_with(signal));
    let r = rig_counter(&["timeline", &trace]);
    assert_eq!((r.status, r.stderr.as_str()), (0, ""));
    assert_eq!(waves(&r.stdout), [Some(96.0)]);
    for (message, said) in [
        ("rig-counter: samples=a.bin ring=gfx ctx=249 seqno=7", "a rig-counter: marker without run="),
        (
            "rig-counter: run=run.json samples=a.bin ring=gfx ctx=249 seqno=7 ring=sdma0",
            "a rig-counter: marker gives ring= twice (gfx and sdma0): ignored",
        ),
        (
            "rig-counter: run=run.json samples=a.bin ring=gfx ctx=249 seqno=7 seqno=abc",
            "a rig-counter: marker gives seqno= twice (7 and abc): ignored",
        ),
        ("rig-counter: run=run.json samples=a.bin ctx=249 seqno=abc", "a rig-counter: marker's seqno=abc is no number"),
        // Break test 5 (B5c): an empty samples= was read as the trace's
        // directory (`...seqno 7: : No such file or directory`), an empty
        // ring= named a ring of no name (`names  ctx 249`).
        (
            "rig-counter: run=run.json samples= ring=gfx ctx=249 seqno=7",
            "a rig-counter: marker gives samples= an empty value: ignored",
        ),
        (
            "rig-counter: run=run.json samples=a.bin ring= ctx=249 seqno=7",
            "a rig-counter: marker gives ring= an empty value: ignored",
        ),
    ] {
        std::fs::write(&trace, [print("10.000000", message), job.to_owned()].concat()).unwrap();
        let r = rig_counter(&["timeline", &trace]);
        assert_eq!((r.status, r.stderr), (0, format!("warning: {trace}: {said}\n")), "{message}");
        assert_eq!(waves(&r.stdout), [None]);
    }
}

#[test]
fn overlapping_jobs_each_get_a_lane_of_their_own_in_both_formats() {
    // Issue 26, item 2: lanes were found by a scan of every lane (10^6
    // overlapping events took 192 s); a tree finds the first free one. 500
    // jobs that all overlap, in Chrome and Perfetto.
    use prost::Message;
    use rig_counter_timeline::perfetto::{SLICE_BEGIN, Trace};
    let dir = rig_counter_tests::temp_dir("timeline-overlap");
    let path = dir.join("overlap.txt");
    std::fs::write(&path, rig_counter_tests::amdgpu_trace(500, true)).unwrap();
    let r = rig_counter(&["timeline", path.to_str().unwrap()]);
    assert_eq!((r.status, r.stderr.as_str()), (0, ""));
    let v: Value = serde_json::from_str(&r.stdout).unwrap();
    let threads: Vec<String> = v["traceEvents"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| e["name"] == "thread_name")
        .map(|e| e["args"]["name"].as_str().unwrap().to_owned())
        .collect();
    // Each user phase overlaps every other; each hwqueue phase too but the
    // first (of zero length, at the moment the ring is free); the hw phases
    // follow one another (each starts at the previous signal).
    assert_eq!(threads.len(), 500 + 499 + 1);
    for (phase, lanes) in [("user", 500), ("hwqueue", 499), ("hw", 1)] {
        assert!(threads.contains(&format!("gfx {phase}")));
        if lanes > 1 {
            assert!(threads.contains(&format!("gfx {phase} ({lanes})")));
        }
        assert!(!threads.contains(&format!("gfx {phase} ({})", lanes + 1)));
    }
    let out = dir.join("overlap.pftrace");
    let r = rig_counter(&["timeline", path.to_str().unwrap(), "--format", "perfetto", "-o", out.to_str().unwrap()]);
    assert_eq!((r.status, r.stderr.as_str()), (0, ""));
    let trace = Trace::decode(&std::fs::read(&out).unwrap()[..]).unwrap();
    let lanes =
        trace.packet.iter().filter(|p| p.track_descriptor.as_ref().is_some_and(|d| d.parent_uuid.is_some())).count();
    assert_eq!(lanes, 1000);
    let tracks: std::collections::BTreeSet<u64> = trace
        .packet
        .iter()
        .filter_map(|p| p.track_event.as_ref())
        .filter(|e| e.r#type == Some(SLICE_BEGIN))
        .map(|e| e.track_uuid.unwrap())
        .collect();
    assert_eq!(tracks.len(), 1000, "every lane holds a slice");
}

#[test]
fn events_of_one_timestamp_are_taken_in_the_order_of_a_jobs_life() {
    // Issue 26, item 6: a run_job before its ioctl at one timestamp lost the
    // job ("0 ring(s)", no warning); a signal before the run_job of the same
    // nanosecond likewise.
    let dir = rig_counter_tests::temp_dir("timeline-same-time");
    let path = dir.join("tie.txt");
    std::fs::write(
        &path,
        " gfx-50 [000] 10.000010: amdgpu_sched_run_job: sched_job=1, timeline=gfx, context=249, seqno=7, ring_name=ffff, num_ibs=1\n\
         \x20app-100 [001] 10.000010: amdgpu_cs_ioctl: sched_job=1, timeline=gfx, context=249, seqno=7, ring_name=ffff, num_ibs=1\n\
         \x20<idle>-0 [002] 10.000500: dma_fence_signaled: driver=amd_sched timeline=gfx context=249 seqno=7\n\
         \x20<idle>-0 [002] 10.000600: dma_fence_signaled: driver=amd_sched timeline=gfx context=249 seqno=8\n\
         \x20gfx-50 [000] 10.000600: amdgpu_sched_run_job: sched_job=2, timeline=gfx, context=249, seqno=8, ring_name=ffff, num_ibs=1\n\
         \x20app-100 [001] 10.000600: amdgpu_cs_ioctl: sched_job=2, timeline=gfx, context=249, seqno=8, ring_name=ffff, num_ibs=1\n",
    )
    .unwrap();
    let r = rig_counter(&["timeline", path.to_str().unwrap()]);
    assert_eq!((r.status, r.stderr.as_str()), (0, ""));
    let got: Vec<(String, u64, u64, String)> = phases(&r.stdout).into_iter().map(|p| (p.0, p.1, p.2, p.5)).collect();
    let s = |phase: &str, ts: u64, dur: u64, seqno: &str| (phase.to_owned(), ts, dur, seqno.to_owned());
    assert_eq!(
        got,
        [
            s("user", 10_000_010_000, 0, "7"),
            s("hwqueue", 10_000_010_000, 0, "7"),
            s("hw", 10_000_010_000, 490_000, "7"),
            s("user", 10_000_600_000, 0, "8"),
            s("hwqueue", 10_000_600_000, 0, "8"),
            s("hw", 10_000_600_000, 0, "8"),
        ]
    );
    // A job signaled that never ran is named, not dropped silently.
    let path = dir.join("unrun.txt");
    std::fs::write(
        &path,
        " app-100 [001] 10.000010: amdgpu_cs_ioctl: sched_job=1, timeline=gfx, context=249, seqno=7, ring_name=ffff, num_ibs=1\n\
         \x20<idle>-0 [002] 10.000500: dma_fence_signaled: driver=amd_sched timeline=gfx context=249 seqno=7\n",
    )
    .unwrap();
    let r = rig_counter(&["timeline", path.to_str().unwrap(), "--format", "stats"]);
    let p = path.display().to_string();
    assert_eq!(
        (r.status, r.stdout.as_str(), r.stderr),
        (
            1,
            "",
            format!("warning: {p}: gfx ctx 249 seqno 7: signaled but never ran: left out\n{}", nothing_to_show(&p, 2))
        )
    );
}

#[test]
fn i915_requests_whose_events_run_backwards_are_left_out_with_a_warning() {
    // Issue 40, item 6: added at 100 us, submitted at 50, in at 12, out at
    // 45 was drawn with phases of no length and reordered, the ring 100 %
    // busy, without a word. drm_sched, xe and amdgpu leave such jobs out.
    let dir = rig_counter_tests::temp_dir("timeline-i915-backwards");
    let backwards = " x 1 [000]  10.000100: i915:i915_request_add: dev=0, engine=0:0, ctx=7, seqno=3, tail=0\n\
                     \x20x 1 [000]  10.000050: i915:i915_request_submit: dev=0, engine=0:0, ctx=7, seqno=3, tail=0\n\
                     \x20x 1 [001]  10.000012: i915:i915_request_in: dev=0, engine=0:0, ctx=7, seqno=3, prio=0, port=0\n\
                     \x20x 1 [001]  10.000045: i915:i915_request_out: dev=0, engine=0:0, ctx=7, seqno=3, completed?=1\n";
    // A request in order after it: add 200, submit 210, in 220, notify 250, out 260.
    let forward = " x 1 [000]  10.000200: i915:i915_request_add: dev=0, engine=0:0, ctx=7, seqno=4, tail=0\n\
                   \x20x 1 [000]  10.000210: i915:i915_request_submit: dev=0, engine=0:0, ctx=7, seqno=4, tail=0\n\
                   \x20x 1 [001]  10.000220: i915:i915_request_in: dev=0, engine=0:0, ctx=7, seqno=4, prio=0, port=0\n\
                   \x20x 1 [001]  10.000250: dma_fence:dma_fence_signaled: driver=i915 timeline=signaled context=7 seqno=4\n\
                   \x20x 1 [001]  10.000260: i915:i915_request_out: dev=0, engine=0:0, ctx=7, seqno=4, completed?=1\n";
    let path = dir.join("backwards.txt");
    std::fs::write(&path, [backwards, forward].concat()).unwrap();
    let t = path.to_str().unwrap();
    let warning = format!("warning: {t}: engine 0:0 ctx 7 seqno 3: events out of time order: left out\n");
    let r = rig_counter(&["timeline", t]);
    assert_eq!((r.status, &r.stderr), (0, &warning));
    let s = 10_000_000_000;
    assert_eq!(
        phases(&r.stdout),
        [
            p("queue", s + 200_000, 10_000, "engine 0:0", "7", "4", ""),
            p("ready", s + 210_000, 10_000, "engine 0:0", "7", "4", ""),
            p("execute", s + 220_000, 30_000, "engine 0:0", "7", "4", ""),
            p("ctxsave", s + 250_000, 10_000, "engine 0:0", "7", "4", ""),
        ]
    );
    // Statistics count the one request in order: busy 40 of its 60 us.
    let r = rig_counter(&["timeline", t, "--format", "stats", "--json"]);
    assert_eq!((r.status, &r.stderr), (0, &warning));
    let v: Value = serde_json::from_str(&r.stdout).unwrap();
    let ring = &v["rings"][0];
    assert_eq!(v["rings"].as_array().unwrap().len(), 1);
    assert_eq!((&ring["ring"], &ring["requests"], &ring["complete"]), (&"engine 0:0".into(), &1.into(), &1.into()));
    assert_eq!(ring["busy_percent"].as_f64().map(|b| (b * 100.0).round()), Some(6667.0));
    // Alone, it leaves no request at all (it was 100 % busy): nothing to
    // show, refused (findings of issue 40, T3: an empty timeline, exit 0).
    std::fs::write(&path, backwards).unwrap();
    let r = rig_counter(&["timeline", t, "--format", "stats"]);
    assert_eq!((r.status, r.stdout.as_str(), r.stderr), (1, "", format!("{warning}{}", nothing_to_show(t, 4))));
    // Each order the page's life breaks, alone: submit before add, in
    // before submit, out before in, a notify before in; and a wait that
    // ends before it begins.
    let line = |ts: &str, event: &str| {
        let fields = match event {
            "dma_fence:dma_fence_signaled" => "driver=i915 timeline=signaled context=7 seqno=3".to_owned(),
            _ => "dev=0, engine=0:0, ctx=7, seqno=3, tail=0".to_owned(),
        };
        format!(" x 1 [000]  10.{ts}: {event}: {fields}\n")
    };
    let (add, submit, inn, out, notify) = (
        "i915:i915_request_add",
        "i915:i915_request_submit",
        "i915:i915_request_in",
        "i915:i915_request_out",
        "dma_fence:dma_fence_signaled",
    );
    for (case, events) in [
        ("submit before add", [(add, "000020"), (submit, "000010"), (inn, "000030"), (out, "000040")]),
        ("in before submit", [(add, "000010"), (submit, "000030"), (inn, "000020"), (out, "000040")]),
        ("out before in", [(add, "000010"), (submit, "000020"), (inn, "000040"), (out, "000030")]),
        ("notify before in", [(add, "000010"), (notify, "000015"), (submit, "000020"), (inn, "000030")]),
    ] {
        let mut body: String = events.iter().map(|(e, ts)| line(ts, e)).collect();
        if case == "notify before in" {
            body.push_str(&line("000040", out));
        }
        std::fs::write(&path, body).unwrap();
        let r = rig_counter(&["timeline", t, "--format", "stats"]);
        assert_eq!((r.status, r.stdout.as_str()), (1, ""), "{case}");
        let n = if case == "notify before in" { 5 } else { 4 };
        assert_eq!(r.stderr, format!("{warning}{}", nothing_to_show(t, n)), "{case}");
    }
    // In at 30, never out, but submitted after it went in: not shown open.
    let body: String =
        [(add, "000010"), (submit, "000040"), (inn, "000030")].iter().map(|(e, ts)| line(ts, e)).collect();
    std::fs::write(&path, body).unwrap();
    let r = rig_counter(&["timeline", t, "--format", "stats"]);
    assert_eq!((r.status, r.stdout.as_str(), r.stderr), (1, "", format!("{warning}{}", nothing_to_show(t, 3))));
    let wait = " x 1 [000]  10.000020: i915:i915_request_wait_begin: dev=0, engine=0:0, ctx=7, seqno=3, flags=0x0\n\
                \x20x 1 [000]  10.000010: i915:i915_request_wait_end: dev=0, engine=0:0, ctx=7, seqno=3\n";
    std::fs::write(&path, wait).unwrap();
    let r = rig_counter(&["timeline", t]);
    assert_eq!((r.status, r.stdout.as_str()), (1, ""));
    assert_eq!(
        r.stderr,
        format!(
            "warning: {t}: engine 0:0 ctx 7 seqno 3: a wait that ended before it began (events out of time order): \
             left out\n{}",
            nothing_to_show(t, 2)
        )
    );
}

#[test]
fn i915_warnings_of_one_kind_are_one_line_naming_the_first_requests() {
    // Issue 26, item 11: 10^6 requests in without add gave 10^6 lines.
    let dir = rig_counter_tests::temp_dir("timeline-i915-notes");
    let mut t = String::new();
    for seqno in 1..=1000 {
        t.push_str(&format!(
            " x 1 [000]  1.{:06}: i915:i915_request_in: dev=0, engine=0:0, ctx=7, seqno={seqno}, prio=0, port=0\n\
             \x20x 1 [000]  1.{:06}: i915:i915_request_out: dev=0, engine=0:0, ctx=7, seqno={seqno}, completed?=1\n",
            2 * seqno,
            2 * seqno + 1
        ));
    }
    let path = dir.join("i915.txt");
    std::fs::write(&path, t).unwrap();
    let r = rig_counter(&["timeline", path.to_str().unwrap(), "--format", "stats"]);
    assert_eq!(r.status, 0);
    let p = path.display();
    assert_eq!(
        r.stderr,
        format!(
            "warning: {p}: 1000 requests: in but never added (the first: engine 0:0 ctx 7 seqno 1; engine 0:0 ctx 7 \
             seqno 2; engine 0:0 ctx 7 seqno 3)\n\
             warning: {p}: 1000 requests: in but never submitted (the first: engine 0:0 ctx 7 seqno 1; engine 0:0 \
             ctx 7 seqno 2; engine 0:0 ctx 7 seqno 3)\n"
        )
    );
}

#[test]
fn lines_that_cannot_be_read_and_empty_or_cut_traces_are_said() {
    // Issue 26, item 7: each was skipped without a word.
    let dir = rig_counter_tests::temp_dir("timeline-unreadable");
    let path = dir.join("bad.txt");
    std::fs::write(
        &path,
        "# tracer: nop\n\
         \x20a-1 [000] 10.0000000001: amdgpu_cs_ioctl: sched_job=1, timeline=gfx, context=5, seqno=2\n\
         \x20a-1 [000] 10.000001: amdgpu_cs_ioctl: sched_job=1, timeline=gfx, context=-5, seqno=2\n\
         \x20a-99999999999 [000] 10.000002: amdgpu_sched_run_job: sched_job=1, timeline=gfx, context=5, seqno=2\n\
         \x20my [app]-1 [000] 10.000003: dma_fence_signaled: driver=amd_sched timeline=gfx context=5 seqno=2\n\
         \x20a-1 [000] 10.0000000001: sched_switch: prev_comm=a\n",
    )
    .unwrap();
    // No line reads: refused, saying why (issue 40, item 19).
    let p = path.display();
    assert_eq!(
        refused(&["timeline", path.to_str().unwrap(), "--format", "stats"]),
        no_event(
            &p.to_string(),
            "2 line(s) of amdgpu_cs_ioctl could not be read (the first, line 2: a timestamp of more than 9 decimals); 1 \
             line(s) of amdgpu_sched_run_job could not be read (the first, line 4: a PID above 2^31 - 1); 1 line(s) of \
             dma_fence_signaled could not be read (the first, line 5: no CPU number in brackets (a comm holding \" \
             [\"?))"
        )
    );
    // With a line that reads, they are warnings.
    let mut body = std::fs::read_to_string(&path).unwrap();
    body.push_str(" a-1 [000] 10.000004: amdgpu_cs_ioctl: sched_job=1, timeline=gfx, context=5, seqno=3\n");
    std::fs::write(&path, body).unwrap();
    let r = rig_counter(&["timeline", path.to_str().unwrap(), "--format", "stats"]);
    assert_eq!(r.status, 0);
    assert_eq!(
        r.stderr,
        format!(
            "warning: {p}: 2 line(s) of amdgpu_cs_ioctl could not be read and were skipped (the first, line 2: a \
             timestamp of more than 9 decimals)\n\
             warning: {p}: 1 line(s) of amdgpu_sched_run_job could not be read and were skipped (the first, line 4: a \
             PID above 2^31 - 1)\n\
             warning: {p}: 1 line(s) of dma_fence_signaled could not be read and were skipped (the first, line 5: no \
             CPU number in brackets (a comm holding \" [\"?))\n\
             warning: {p}: gfx ctx 5 seqno 3: queued but never ran before the trace ended\n"
        )
    );
    // An empty trace.
    let empty = dir.join("empty.txt");
    std::fs::write(&empty, "").unwrap();
    assert_eq!(
        refused(&["timeline", empty.to_str().unwrap(), "--format", "stats"]),
        no_event(empty.to_str().unwrap(), "the file is empty")
    );
    // An i915-perf recording cut inside a record's header.
    let mut info = 12_000_000u64.to_le_bytes().to_vec();
    info.resize(336, 0);
    let mut correlation = 1_000_000_000u64.to_le_bytes().to_vec();
    correlation.extend(1000u64.to_le_bytes());
    let mut data = [
        record(1 << 16, &[1, 0, 0, 0, 0, 0, 0, 0]),
        record((1 << 16) + 1, &info),
        record((1 << 16) + 3, &correlation),
        record(1, &report(2000, 1, 0)),
    ]
    .concat();
    let whole = data.len();
    data.extend([1, 0, 0]);
    let cut = dir.join("cut.i915-dat");
    std::fs::write(&cut, data).unwrap();
    let r = rig_counter(&["timeline", cut.to_str().unwrap(), "--format", "stats"]);
    assert_eq!(r.status, 0);
    assert_eq!(
        r.stderr,
        format!(
            "warning: {0}: ends inside a record's 8-byte header at byte {whole}: those bytes are left out\n\
             warning: {0}: its device 0x0000 is no platform with OA metric sets here (`rig-counter oa-sets` lists them): its items carry raw counter deltas only\n",
            cut.display()
        )
    );
}

#[test]
fn a_damaged_dat_is_said_with_its_cpu_page_and_byte() {
    // Issue 26, item 11: a CPU table offset past the file's end gave
    // "Invalid argument (os error 22)", a record of 0 bytes no place.
    let dir = rig_counter_tests::temp_dir("timeline-damaged-dat");
    let full = std::fs::read(fixture("amdgpu.dat")).unwrap();
    let table = full.windows(10).position(|w| w == b"flyrecord\0").unwrap() + 10;
    let cpu = |data: &[u8], n: usize| {
        let at = |o: usize| u64::from_le_bytes(data[o..o + 8].try_into().unwrap());
        (at(table + 16 * n), at(table + 16 * n + 8))
    };
    assert_eq!(cpu(&full, 0), (5_947_392, 888_832));
    // CPU 1's data placed at 2^63 + 5: past the end.
    let mut far = full.clone();
    far[table + 16..table + 24].copy_from_slice(&((1u64 << 63) + 5).to_le_bytes());
    let path = dir.join("far.dat");
    std::fs::write(&path, &far).unwrap();
    let r = rig_counter(&["timeline", path.to_str().unwrap(), "--format", "stats"]);
    assert_eq!(r.status, 0);
    let first = r.stderr.lines().next().unwrap();
    assert_eq!(
        first,
        format!(
            "warning: {}: CPU 1: the CPU table puts its 819200 bytes at byte 9223372036854775813, past the end of \
             the file (9469952 bytes): not read",
            path.display()
        )
    );
    // CPU 0's first record (after the page's 8-byte timestamp and 8-byte
    // commit word) made a record of 0 bytes.
    let mut zero = full.clone();
    let record = 5_947_392 + 16;
    zero[record..record + 8].fill(0);
    let path = dir.join("zero.dat");
    std::fs::write(&path, &zero).unwrap();
    let r = rig_counter(&["timeline", path.to_str().unwrap(), "--format", "stats"]);
    assert_eq!(r.status, 0);
    assert!(
        r.stderr.starts_with(&format!(
            "warning: {}: CPU 0: a record of 0 bytes at byte 5947408 (page 0); the rest of its data is not read\n",
            path.display()
        )),
        "{}",
        r.stderr
    );
}

#[test]
fn a_key_used_again_starts_a_new_request_with_its_own_add_and_submit() {
    // Issue 27, case (a): each add of a key with no open request starts a
    // new request (the seed's queue[key] = s). The first request here is out
    // awaiting its notify when the key is added again; the third reuses the
    // key after the second completed.
    let dir = rig_counter_tests::temp_dir("timeline-i915-reuse");
    let path = dir.join("reuse.txt");
    let line = |us: u64, event: &str, extra: &str| {
        format!(" x 1 [000]  1.{us:06}: i915:i915_request_{event}: dev=0, engine=0:0, ctx=7, seqno=3{extra}\n")
    };
    let fence = |us: u64| {
        format!(
            " x 1 [000]  1.{us:06}: dma_fence:dma_fence_signaled: driver=i915 timeline=signaled context=7 seqno=3\n"
        )
    };
    let trace = [
        line(10, "add", ", tail=0"),
        line(20, "submit", ", tail=0"),
        line(30, "in", ", prio=0, port=0"),
        line(40, "out", ", completed?=1"),
        line(100, "add", ", tail=0"),
        line(120, "submit", ", tail=0"),
        line(150, "in", ", prio=0, port=0"),
        fence(170),
        line(180, "out", ", completed?=1"),
        line(300, "add", ", tail=0"),
        line(301, "submit", ", tail=0"),
        line(305, "in", ", prio=0, port=0"),
        fence(306),
        line(310, "out", ", completed?=1"),
    ]
    .concat();
    std::fs::write(&path, trace).unwrap();
    let r = rig_counter(&["timeline", path.to_str().unwrap()]);
    assert_eq!((r.status, r.stderr.as_str()), (0, ""));
    let s = 1_000_000_000;
    assert_eq!(
        phases(&r.stdout),
        [
            // Out at +40 us without a notify; completed when its key went in again.
            p("queue", s + 10_000, 10_000, "engine 0:0", "7", "3", "no-notify"),
            p("ready", s + 20_000, 10_000, "engine 0:0", "7", "3", "no-notify"),
            p("execute", s + 30_000, 10_000, "engine 0:0", "7", "3", "no-notify"),
            p("ctxsave", s + 40_000, 0, "engine 0:0", "7", "3", "no-notify"),
            // Its own add (+100) and submit (+120).
            p("queue", s + 100_000, 20_000, "engine 0:0", "7", "3", ""),
            p("ready", s + 120_000, 30_000, "engine 0:0", "7", "3", ""),
            p("execute", s + 150_000, 20_000, "engine 0:0", "7", "3", ""),
            p("ctxsave", s + 170_000, 10_000, "engine 0:0", "7", "3", ""),
            // The key again after that one completed.
            p("queue", s + 300_000, 1_000, "engine 0:0", "7", "3", ""),
            p("ready", s + 301_000, 4_000, "engine 0:0", "7", "3", ""),
            p("execute", s + 305_000, 1_000, "engine 0:0", "7", "3", ""),
            p("ctxsave", s + 306_000, 4_000, "engine 0:0", "7", "3", ""),
        ]
    );
}

#[test]
fn version_7_files_compressed_with_zstd_or_zlib_read_as_their_version_6_twin() {
    // Issue 27: trace-cmd .dat version 7 was refused. The twins are
    // amdgpu.dat converted by trace-cmd 3.1.6 (fixtures/traces/README.md).
    let v6 = fixture("amdgpu.dat");
    let chrome = rig_counter(&["timeline", &v6]).stdout;
    let stats = rig_counter(&["timeline", &v6, "--format", "stats", "--json"]).stdout;
    for twin in ["amdgpu-v7-zstd.dat", "amdgpu-v7-zlib.dat"] {
        let path = fixture(twin);
        let r = rig_counter(&["timeline", &path]);
        assert_eq!(r.status, 0, "{twin}: {}", r.stderr);
        assert_eq!(r.stdout, chrome, "{twin}");
        assert_eq!(
            r.stderr.lines().next().unwrap(),
            format!(
                "warning: {path}: 52 jobs: ran but never signaled before the trace ended (the first: sdma0 ctx 123 \
                 seqno 1735030; sdma1 ctx 73 seqno 703211; sdma1 ctx 73 seqno 703212)"
            )
        );
        assert_eq!(rig_counter(&["timeline", &path, "--format", "stats", "--json"]).stdout, stats, "{twin}");
    }
}

#[test]
fn a_damaged_version_7_file_is_said_what_and_where() {
    let dir = rig_counter_tests::temp_dir("timeline-v7-damaged");
    let good = std::fs::read(fixture("amdgpu-v7-zstd.dat")).unwrap();
    let write = |name: &str, bytes: &[u8]| {
        let p = dir.join(name);
        std::fs::write(&p, bytes).unwrap();
        p.display().to_string()
    };
    // Another algorithm: its name and version (the header's "zstd\01.5.4\0").
    let mut lz4 = good.clone();
    assert_eq!(&lz4[18..29], b"zstd\x001.5.4\x00");
    lz4[18..22].copy_from_slice(b"lz4\0");
    let p = write("lz4.dat", &lz4);
    // "lz4\0" then "\01.5.4": the version reads as "".
    assert_eq!(
        refused(&["timeline", &p]),
        format!("{p}: is compressed with lz4 \"\"; rig-counter reads zstd and zlib")
    );
    // The first options section's offset pointing at itself after its DONE
    // chain: a loop.
    let first = u64::from_le_bytes(good[29..37].try_into().unwrap()) as usize;
    let mut looped = good.clone();
    // The first options section's DONE (its last 8 bytes) names it again.
    let size = u64::from_le_bytes(looped[first + 8..first + 16].try_into().unwrap()) as usize;
    looped[first + 16 + size - 8..first + 16 + size].copy_from_slice(&(first as u64).to_le_bytes());
    let p = write("loop.dat", &looped);
    assert_eq!(
        refused(&["timeline", &p]),
        format!("{p}: has options sections that loop or pass 4096 (at byte {first})")
    );
    // CPU 0's first chunk damaged: a warning naming the chunk, the other
    // CPUs read.
    let mut bad = good.clone();
    let chunk = 8192 + 4 + 8;
    bad[chunk..chunk + 16].fill(0xff);
    let p = write("chunk.dat", &bad);
    let r = rig_counter(&["timeline", &p, "--format", "stats"]);
    assert_eq!(r.status, 0);
    assert!(
        r.stderr.starts_with(&format!(
            "warning: {p}: CPU 0: page 0 at byte 0 of its decompressed data: a zstd block of 5110 bytes that does not \
             decode (after 0 bytes) (the chunk at byte 8196); the rest of its data is not read\n"
        )),
        "{}",
        r.stderr
    );
    // Chunks of CPUs 0 and 1 (data at bytes 8192 and 122880) declaring
    // 200 MiB each: more than a reader holds at once, refused unread.
    let mut big = good.clone();
    for cpu in [8192usize, 122_880] {
        big[cpu + 8..cpu + 12].copy_from_slice(&(200u32 << 20).to_le_bytes());
    }
    let p = write("big.dat", &big);
    assert_eq!(
        refused(&["timeline", &p]),
        format!(
            "{p}: compresses its CPUs' data in chunks that together hold more than 256 MiB at once, more than any \
             trace reads"
        )
    );
}

/// Adler-32's two sums of `data` (RFC 1950 section 8.2).
fn adler(data: &[u8]) -> (u64, u64) {
    data.iter().fold((1, 0), |(a, b), &x| ((a + u64::from(x)) % 65521, (b + (a + u64::from(x)) % 65521) % 65521))
}

/// Adler-32's sums of X then Y, from X's sums, Y's and Y's length: a grows
/// by Y's bytes, b by Y's b and by each of Y's bytes' count of X's a - 1.
fn adler_after((a1, b1): (u64, u64), (a2, b2): (u64, u64), len2: u64) -> (u64, u64) {
    ((a1 + a2 + 65520) % 65521, (b1 + b2 + len2 % 65521 * ((a1 + 65520) % 65521)) % 65521)
}

/// `input` deflated by `c` and fully flushed (RFC 1951 blocks ending on a
/// byte, the dictionary reset): the output decodes without what came before.
fn deflate_flushed(c: &mut flate2::Compress, input: &[u8]) -> Vec<u8> {
    let (start, mut out) = (c.total_in(), Vec::with_capacity(input.len() / 4 + 4096));
    loop {
        let done = (c.total_in() - start) as usize;
        out.reserve(64 << 10);
        c.compress_vec(&input[done..], &mut out, flate2::FlushCompress::Full).unwrap();
        // zlib's rule: a flush is complete when it leaves output room.
        if c.total_in() - start == input.len() as u64 && out.len() < out.capacity() {
            return out;
        }
    }
}

/// Where, in `v7` (a trace-cmd .dat of version 7, its options sections
/// uncompressed), the option of `id` holds its section's offset (trace-cmd's
/// `TRACECMD_OPTION_*`: 17 ftrace events, 18 event formats, 21 cmdlines).
fn option_of(v7: &[u8], wanted: u16) -> usize {
    let u64_at = |d: &[u8], at: usize| u64::from_le_bytes(d[at..at + 8].try_into().unwrap());
    let u32_at = |d: &[u8], at: usize| u32::from_le_bytes(d[at..at + 4].try_into().unwrap());
    // Past the header's "zlib\0VERSION\0": the first options section's offset.
    let name_end = 18 + v7[18..].iter().position(|b| *b == 0).unwrap();
    let version_end = name_end + 1 + v7[name_end + 1..].iter().position(|b| *b == 0).unwrap();
    let (mut at, mut option) = (u64_at(v7, version_end + 1) as usize, None);
    while at != 0 {
        let mut j = at + 16;
        loop {
            let (id, size) = (u16::from_le_bytes([v7[j], v7[j + 1]]), u32_at(v7, j + 2) as usize);
            if id == wanted {
                option = Some(j + 6);
            }
            if id == 0 {
                at = u64_at(v7, j + 6) as usize;
                break;
            }
            j += 6 + size;
        }
    }
    option.expect("the option")
}

/// `v7` (compressed with zlib) with the section option `id` names replaced
/// by one holding `text`, compressed, whose header says it inflates to
/// `claimed` bytes (`text`'s length, or a lie).
fn with_section(v7: &[u8], id: u16, text: &[u8], claimed: u32) -> Vec<u8> {
    use std::io::Write;
    let option = option_of(v7, id);
    let old = u64::from_le_bytes(v7[option..option + 8].try_into().unwrap()) as usize;
    let string = u32::from_le_bytes(v7[old + 4..old + 8].try_into().unwrap());
    let mut z = flate2::write::ZlibEncoder::new(Vec::new(), flate2::Compression::default());
    z.write_all(text).unwrap();
    let z = z.finish().unwrap();
    let mut body = (z.len() as u32).to_le_bytes().to_vec();
    body.extend(claimed.to_le_bytes());
    body.extend(z);
    let mut out = v7.to_vec();
    let end = out.len() as u64;
    out[option..option + 8].copy_from_slice(&end.to_le_bytes());
    out.extend(id.to_le_bytes());
    out.extend(1u16.to_le_bytes());
    out.extend(string.to_le_bytes());
    out.extend((body.len() as u64).to_le_bytes());
    out.extend(body);
    out
}

/// `v7` (a trace-cmd .dat of version 7 compressed with zlib, its options
/// sections uncompressed) with its saved cmdlines section replaced by one
/// whose text is `total` bytes: its own lines, then `4242 filler` over and
/// over, compressed as zlib compresses it. Each 128 KiB of filler, fully
/// flushed, decodes alone, so its compressed bytes are repeated, and the
/// stream ends with an empty final block and the Adler-32 of it all: a
/// file of a few hundred KB whose section inflates to `total` + 8 bytes,
/// built without compressing that much.
fn with_cmdlines_of(v7: &[u8], total: u64) -> Vec<u8> {
    use std::io::Read;
    let u64_at = |d: &[u8], at: usize| u64::from_le_bytes(d[at..at + 8].try_into().unwrap());
    let u32_at = |d: &[u8], at: usize| u32::from_le_bytes(d[at..at + 4].try_into().unwrap());
    let option = option_of(v7, 21);
    let old = u64_at(v7, option) as usize;
    let (string, compressed) = (u32_at(v7, old + 4), u32_at(v7, old + 16) as usize);
    let mut own = Vec::new();
    flate2::read::ZlibDecoder::new(&v7[old + 24..old + 24 + compressed]).read_to_end(&mut own).unwrap();
    let own = &own[8..];
    let block = b"4242 filler\n".repeat(10_922);
    let (copies, rest) =
        ((total - own.len() as u64) / block.len() as u64, (total - own.len() as u64) % block.len() as u64);
    let head = [&total.to_le_bytes()[..], own, &block[..rest as usize]].concat();
    let mut c = flate2::Compress::new(flate2::Compression::best(), true);
    let mut z = deflate_flushed(&mut c, &head);
    let one = deflate_flushed(&mut c, &block);
    assert_eq!(deflate_flushed(&mut c, &block), one, "a fully flushed block compresses alike");
    let mut sums = adler(&head);
    let block_sums = adler(&block);
    for _ in 0..copies {
        z.extend_from_slice(&one);
        sums = adler_after(sums, block_sums, block.len() as u64);
    }
    z.extend([0x03, 0x00]);
    z.extend(((sums.1 << 16 | sums.0) as u32).to_be_bytes());
    let mut body = (z.len() as u32).to_le_bytes().to_vec();
    body.extend((8 + total as u32).to_le_bytes());
    body.extend(z);
    let mut out = v7.to_vec();
    let end = out.len() as u64;
    out[option..option + 8].copy_from_slice(&end.to_le_bytes());
    out.extend(21u16.to_le_bytes());
    out.extend(1u16.to_le_bytes());
    out.extend(string.to_le_bytes());
    out.extend((body.len() as u64).to_le_bytes());
    out.extend(body);
    out
}

#[test]
fn a_version_7_file_whose_cmdlines_inflate_to_240_mb_reads_its_first_mib() {
    // Issue 40, item 7: a 0.69 MB file whose saved cmdlines inflate to 240
    // MB took 744 MB and 7 s: sections were read whole, then copied twice.
    // Its cmdlines are read to what a kernel saves (under 1 MiB), the rest
    // skipped with a warning; its timeline is the plain file's. (Peak memory
    // is measured by ci/timeline-memory, not here.)
    use std::io::Read;
    let dir = rig_counter_tests::temp_dir("timeline-v7-cmdlines");
    let plain = fixture("amdgpu-v7-zlib.dat");
    let v7 = std::fs::read(&plain).unwrap();
    // The construction, checked whole on 3 MB: it inflates to what it says.
    let small = with_cmdlines_of(&v7, 3_000_000);
    let section = &small[v7.len()..];
    let mut text = Vec::new();
    flate2::read::ZlibDecoder::new(&section[24..]).read_to_end(&mut text).unwrap();
    assert_eq!(text.len(), 3_000_008);
    assert!(text.ends_with(b"4242 filler\n4242 filler\n"));
    let hostile = with_cmdlines_of(&v7, 240_000_000);
    assert!(hostile.len() < 1_000_000, "{}", hostile.len());
    let path = dir.join("hostile.dat");
    std::fs::write(&path, &hostile).unwrap();
    let p = path.to_str().unwrap();
    let note = format!(
        "warning: {p}: its saved cmdlines declare 240000000 bytes, more than a kernel saves (32768 lines, under 1 \
         MiB): the first 1048572 bytes are read (130 processes named) and the rest is skipped; an event of a \
         process named only there shows no command name\n"
    );
    let expected = rig_counter(&["timeline", &plain, "--format", "stats", "--json"]);
    let r = rig_counter(&["timeline", p, "--format", "stats", "--json"]);
    assert_eq!((r.status, &r.stdout), (0, &expected.stdout));
    assert_eq!(r.stderr, format!("{note}{}", expected.stderr.replace(&plain, p)));
    // The jobs keep their processes' names (the file's own lines come first).
    assert_eq!(rig_counter(&["timeline", p]).stdout, rig_counter(&["timeline", &plain]).stdout);
    // Cmdlines that do not decompress: the timeline without command names.
    let mut damaged = hostile.clone();
    let z = v7.len() + 24;
    damaged[z + 2..z + 66].fill(0xff);
    std::fs::write(&path, &damaged).unwrap();
    let r = rig_counter(&["timeline", p, "--format", "stats", "--json"]);
    assert_eq!((r.status, &r.stdout), (0, &expected.stdout));
    assert_eq!(
        r.stderr.lines().next().unwrap(),
        format!(
            "warning: {p}: its saved cmdlines do not read (the cmdlines: a zlib block of {} bytes that does not decode \
             (after 0 bytes) (the section at byte {})): events show no command name",
            hostile.len() - v7.len() - 24,
            v7.len()
        )
    );
}

#[test]
fn xe_jobs_give_deps_ready_execute_and_retire_per_exec_queue() {
    // Issue 27: Intel's xe driver. Linux 6.8's formats (no dev=, no
    // lrc_seqno): two jobs on render queue guc_id 4, the second run while
    // the first executes, so it is ready until the first's fence signals.
    let r = rig_counter(&["timeline", &fixture("xe-6.8.txt")]);
    assert_eq!((r.status, r.stderr.as_str()), (0, ""));
    let s = 1_523_000_000_000;
    assert_eq!(
        phases(&r.stdout),
        [
            // exec -> run, run -> start (= run: the queue was idle), the
            // fence's signal, the free.
            p("deps", s + 409_741_325, 27_579, "rcs0 q4", "", "4294967169", ""),
            p("ready", s + 409_768_904, 0, "rcs0 q4", "", "4294967169", ""),
            p("execute", s + 409_768_904, 574_505, "rcs0 q4", "", "4294967169", ""),
            p("retire", s + 410_343_409, 17_779, "rcs0 q4", "", "4294967169", ""),
            // Run at +409.811 ms, started when the first signaled.
            p("deps", s + 409_801_000, 10_000, "rcs0 q4", "", "4294967170", ""),
            p("ready", s + 409_811_000, 532_409, "rcs0 q4", "", "4294967170", ""),
            p("execute", s + 410_343_409, 556_591, "rcs0 q4", "", "4294967170", ""),
            p("retire", s + 410_900_000, 20_000, "rcs0 q4", "", "4294967170", ""),
        ]
    );
    // Today's formats (dev=, lrc_seqno, gt=), with Linux 6.17's drm_sched
    // events of the same job, which are labelled xe: its ring ccs17 is the
    // scheduler xe names after the queue's guc_id.
    let r = rig_counter(&["timeline", &fixture("xe-newest.txt")]);
    assert_eq!((r.status, r.stderr.as_str()), (0, ""));
    let s = 8_841_000_000_000;
    assert_eq!(
        phases(&r.stdout),
        [
            p("user", s + 226_324_871, 14_641, "ccs17", "19112", "35", ""),
            p("hwqueue", s + 226_339_512, 0, "ccs17", "19112", "35", ""),
            p("hw", s + 226_339_512, 5_567_190, "ccs17", "19112", "35", ""),
            p("deps", s + 226_323_410, 16_978, "ccs0 q17", "", "4294967203", ""),
            p("ready", s + 226_340_388, 0, "ccs0 q17", "", "4294967203", ""),
            p("execute", s + 226_340_388, 5_566_942, "ccs0 q17", "", "4294967203", ""),
            p("retire", s + 231_907_330, 18_628, "ccs0 q17", "", "4294967203", ""),
            // A job cancelled (-ECANCELED) on copy queue guc_id 18: flagged.
            p("deps", s + 300_010_000, 10_000, "bcs0 q18", "", "4294967169", "error=-125"),
            p("ready", s + 300_020_000, 0, "bcs0 q18", "", "4294967169", "error=-125"),
            p("execute", s + 300_020_000, 99_981_000, "bcs0 q18", "", "4294967169", "error=-125"),
            p("retire", s + 400_001_000, 9_000, "bcs0 q18", "", "4294967169", "error=-125"),
        ]
    );
    let v: Value = serde_json::from_str(&r.stdout).unwrap();
    let groups: Vec<&str> = v["traceEvents"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| e["name"] == "process_name")
        .map(|e| e["args"]["name"].as_str().unwrap())
        .collect();
    assert_eq!(groups, ["xe 0000:03:00.0", "xe drm_sched 0000:03:00.0"]);
    // Statistics per exec queue.
    let r = rig_counter(&["timeline", &fixture("xe-6.8.txt"), "--format", "stats"]);
    assert!(
        r.stdout.contains("\nrcs0 q4         2         2        18.790          18.790        266.205"),
        "{}",
        r.stdout
    );
}

#[test]
fn events_given_twice_out_of_order_or_without_a_number_are_said() {
    // Break test of issue 26's fixes: each was ignored without a word.
    let dir = rig_counter_tests::temp_dir("timeline-twice");
    let text = |name: &str, body: &str| {
        let p = dir.join(name);
        std::fs::write(&p, body).unwrap();
        p.display().to_string()
    };
    let ioctl = |ts: &str| {
        format!(
            " a-1 [000] {ts}: amdgpu_cs_ioctl: sched_job=1, timeline=gfx, context=5, seqno=7, ring_name=x, num_ibs=1\n"
        )
    };
    let run = |ts: &str| {
        format!(
            " a-1 [001] {ts}: amdgpu_sched_run_job: sched_job=1, timeline=gfx, context=5, seqno=7, ring_name=x, num_ibs=1\n"
        )
    };
    let signal =
        |ts: &str| format!(" a-1 [002] {ts}: dma_fence_signaled: driver=amd_sched timeline=gfx context=5 seqno=7\n");
    let t = text("twice.txt", &[ioctl("10.000010"), run("10.000020"), run("10.000025"), signal("10.000030")].concat());
    let r = rig_counter(&["timeline", &t, "--format", "stats"]);
    assert_eq!(r.stderr, format!("warning: {t}: gfx ctx 5 seqno 7: ran twice; the first run is kept\n"));
    let t = text("late-ioctl.txt", &[run("10.000020"), ioctl("10.000025"), signal("10.000030")].concat());
    let r = rig_counter(&["timeline", &t, "--format", "stats"]);
    assert_eq!(
        r.stderr,
        format!("warning: {t}: gfx ctx 5 seqno 7: queued after it ran (events out of time order): no user phase\n")
    );
    let t = text("zz.txt", &ioctl("10.000010").replace("context=5", "context=zz"));
    assert_eq!(
        refused(&["timeline", &t, "--format", "stats"]),
        no_event(
            &t,
            "1 line(s) of amdgpu_cs_ioctl could not be read (the first, line 1: a context, ctx or seqno that is no \
             number)"
        )
    );
    // xe: an exec, a run and a signal given twice.
    let xe = std::fs::read_to_string(fixture("xe-6.8.txt")).unwrap();
    let lines: Vec<&str> = xe.lines().collect();
    let doubled: String = lines
        .iter()
        .enumerate()
        .flat_map(|(i, l)| if [3, 4, 13].contains(&i) { vec![*l, *l] } else { vec![*l] })
        .map(|l| format!("{l}\n"))
        .collect();
    let t = text("xe-twice.txt", &doubled);
    let r = rig_counter(&["timeline", &t, "--format", "stats"]);
    assert_eq!(
        r.stderr,
        format!(
            "warning: {t}: rcs0 q4 seqno 4294967169: executed twice; the first is kept\n\
             warning: {t}: rcs0 q4 seqno 4294967169: ran twice; the first run is kept\n\
             warning: {t}: rcs0 q4 seqno 4294967169: signaled twice; the first is kept\n"
        )
    );
    // An i915-perf recording cut inside a record's payload: read to there.
    let mut info = 12_000_000u64.to_le_bytes().to_vec();
    info.resize(336, 0);
    let mut correlation = 1_000_000_000u64.to_le_bytes().to_vec();
    correlation.extend(1000u64.to_le_bytes());
    let mut data = [
        record(1 << 16, &[1, 0, 0, 0, 0, 0, 0, 0]),
        record((1 << 16) + 1, &info),
        record((1 << 16) + 3, &correlation),
        record(1, &report(2000, 1, 0)),
    ]
    .concat();
    let whole = data.len();
    data.extend(&record(1, &report(3000, 1, 0))[..100]);
    let cut = dir.join("cut-payload.i915-dat");
    std::fs::write(&cut, data).unwrap();
    let r = rig_counter(&["timeline", cut.to_str().unwrap(), "--format", "stats"]);
    assert_eq!(
        (r.status, r.stderr),
        (
            0,
            format!(
                "warning: {0}: ends inside the record at byte {whole} (264 bytes): it is left out\n\
                 warning: {0}: its device 0x0000 is no platform with OA metric sets here (`rig-counter oa-sets` lists them): its items carry raw counter deltas only\n",
                cut.display()
            )
        )
    );
    // A version 7 file naming a section past its end.
    let mut v7 = std::fs::read(fixture("amdgpu-v7-zstd.dat")).unwrap();
    v7[29..37].copy_from_slice(&(1u64 << 63).to_le_bytes());
    let p = text("far.dat", "");
    std::fs::write(&p, &v7).unwrap();
    assert_eq!(
        refused(&["timeline", &p]),
        format!("{p}: names a section at byte 9223372036854775808, past the end of the 439174-byte file")
    );
}

#[test]
fn events_without_their_key_fields_are_counted_and_said() {
    // Break test: `amdgpu_sched_run_job: garbage` and the like were dropped
    // without a word.
    let dir = rig_counter_tests::temp_dir("timeline-keyless");
    let path = dir.join("keyless.txt");
    std::fs::write(
        &path,
        " a-1 [000] 10.000010: amdgpu_cs_ioctl: sched_job=1, timeline=gfx, context=5, seqno=7, ring_name=x, num_ibs=1\n\
         \x20a-1 [001] 10.000020: amdgpu_sched_run_job: garbage\n\
         \x20a-1 [001] 10.000021: amdgpu_sched_run_job: sched_job=1, timeline=gfx, seqno=7\n\
         \x20a-1 [002] 10.000030: drm_sched_job_done: garbage\n\
         \x20x 1 [000] 10.000040: i915:i915_request_add: dev=0, ctx=7, seqno=3\n\
         \x20k-2 [001] 10.000050: xe_sched_job_exec: guc_id=4\n",
    )
    .unwrap();
    let r = rig_counter(&["timeline", path.to_str().unwrap(), "--format", "stats"]);
    assert_eq!(r.status, 0);
    let p = path.display();
    assert_eq!(
        r.stderr,
        format!(
            "warning: {p}: 2 amdgpu_sched_run_job event(s) without its timeline, context and seqno: skipped (the \
             first at 10.000020 s)\n\
             warning: {p}: 1 drm_sched_job_done event(s) without its fence: skipped (the first at 10.000030 s)\n\
             warning: {p}: 1 i915_request_add event(s) without its ring or engine, ctx and seqno: skipped (the first \
             at 10.000040 s)\n\
             warning: {p}: 1 xe_sched_job_exec event(s) without its fence, seqno and guc_id: skipped (the first at \
             10.000050 s)\n\
             warning: {p}: gfx ctx 5 seqno 7: queued but never ran before the trace ended\n"
        )
    );
}

/// An i915-perf recording of `device` (PCI id) recording the set `name` /
/// `uuid` with a 12 MHz timestamp, a DEVICE_TOPOLOGY record of `topology`
/// (none if empty), a correlation at 1000 s, then `reports`.
fn recording(device: u32, name: &str, uuid: &str, topology: &[u8], reports: &[Vec<u8>]) -> Vec<u8> {
    let mut info = 12_000_000u64.to_le_bytes().to_vec();
    // device id, revision, GT min and max (Hz), engine class, instance, format.
    info.extend([device, 0, 300_000_000, 1_300_000_000, 0, 0, 0].iter().flat_map(|d| d.to_le_bytes()));
    let (mut n, mut u) = (name.as_bytes().to_vec(), uuid.as_bytes().to_vec());
    n.resize(256, 0);
    u.resize(40, 0);
    info.extend(n);
    info.extend(u);
    info.extend(0u32.to_le_bytes());
    let mut correlation = 1_000_000_000_000u64.to_le_bytes().to_vec();
    correlation.extend((1u64 << 32).to_le_bytes());
    let mut data = [record(1 << 16, &[1, 0, 0, 0, 0, 0, 0, 0]), record((1 << 16) + 1, &info)].concat();
    if !topology.is_empty() {
        data.extend(record((1 << 16) + 2, topology));
    }
    data.extend(record((1 << 16) + 3, &correlation));
    for r in reports {
        data.extend(record(1, r));
    }
    data
}

/// `drm_i915_query_topology_info` of one slice of `subslices` (a mask of at
/// most 8) of `eus` EUs each (at most 16), every EU present.
fn one_slice(max_subslices: u16, subslices: u8, eus: u16) -> Vec<u8> {
    let mut t: Vec<u8> = [0u16, 1, max_subslices, eus, 1, 1, 2, 2].iter().flat_map(|v| v.to_le_bytes()).collect();
    t.extend([1, subslices]);
    for ss in 0..max_subslices {
        let on = subslices >> ss & 1 == 1;
        let mask = if on { (1u32 << eus) - 1 } else { 0 };
        t.extend(&mask.to_le_bytes()[..2]);
    }
    t
}

/// A 256-byte OA report: timestamp, context, GPU clock, then `set` fills it.
fn oa_report(ts: u32, ctx: u32, clock: u32, set: impl Fn(&mut [u8])) -> Vec<u8> {
    let mut r = vec![0u8; 256];
    for (i, v) in [1, ts, ctx, clock].iter().enumerate() {
        r[i * 4..i * 4 + 4].copy_from_slice(&v.to_le_bytes());
    }
    set(&mut r);
    r
}

/// Writes a 32-bit counter at dword `dw`.
fn put32(r: &mut [u8], dw: usize, v: u32) {
    r[dw * 4..dw * 4 + 4].copy_from_slice(&v.to_le_bytes());
}

/// Writes the 40-bit A counter `i` of a gen8+ report: its low 32 bits at
/// dword `4 + i`, its high 8 at byte `160 + i`.
fn put40(r: &mut [u8], i: usize, v: u64) {
    put32(r, 4 + i, v as u32);
    r[160 + i] = (v >> 32) as u8;
}

/// The i915-perf items' counters (args holding numbers), by context.
fn oa_counters(trace: &str) -> Vec<(String, std::collections::BTreeMap<String, f64>)> {
    chrome_events(trace)
        .iter()
        .map(|e| {
            let args = e["args"].as_object().unwrap();
            let numbers = args.iter().filter_map(|(k, v)| Some((k.clone(), v.as_f64()?))).collect();
            (args["ctx_id"].as_str().unwrap().to_owned(), numbers)
        })
        .collect()
}

#[test]
fn a_tiger_lake_render_basic_recording_shows_its_counters_by_name() {
    // Tiger Lake GT2 (0x9a49, INTEL_TGL_GT2_IDS), RenderBasic; one slice of
    // 6 dual subslices of 16 EUs: $EuCoresTotalCount 96.
    let with = |ts: u32, clock: u32, k: u64| {
        oa_report(ts, 0x10, clock, move |r| {
            put40(r, 7, (0xff_ffff_ff00 + 10_000_000 * k) & 0xff_ffff_ffff); // wraps at 2^40
            put40(r, 8, 5_000_000 * k);
            put40(r, 9, 2_500_000 * k);
            put40(r, 10, 500_000 * k);
            for a in 15..19 {
                put40(r, a, 3_500_000 * k);
            }
            put40(r, 4, 123 * k / 2);
            put32(r, 48, 100_000 * k as u32); // B0
            for (c, v) in [(2, 1), (3, 2), (4, 3), (5, 4)] {
                put32(r, 56 + c, (v * k / 2) as u32);
            }
        })
    };
    let mut reports = vec![with(12_000, 0, 0), with(18_000, 400_000, 1), with(24_000, 1_000_000, 2)];
    // A0 is 0, 300,000 then 750,000 (GPU Busy 75%).
    put40(&mut reports[1], 0, 300_000);
    put40(&mut reports[2], 0, 750_000);
    reports.push(oa_report(36_000, 0x20, 2_000_000, |_| {}));
    let data =
        recording(0x9a49, "RenderBasic", "0fc397c0-4833-492c-9ccd-4929d574d5b8", &one_slice(6, 0x3f, 16), &reports);
    let dir = rig_counter_tests::temp_dir("timeline-oa-tgl");
    let path = dir.join("tgl.i915-dat");
    std::fs::write(&path, data).unwrap();
    let r = rig_counter(&["timeline", path.to_str().unwrap()]);
    assert_eq!(r.status, 0);
    assert_eq!(
        r.stderr,
        format!(
            "warning: {}: 1 item(s) hold no two consecutive whole reports of their context: they show no counters (a counter is a difference of two reports)\n",
            path.display()
        )
    );
    let items = oa_counters(&r.stdout);
    assert_eq!(items.len(), 2);
    let (ctx, c) = &items[0];
    assert_eq!(ctx, "0x10");
    // All 34 counters of the set: Sampler00's are present (DualSubsliceMask bit 0).
    assert_eq!(c.len(), 34);
    let v = |k: &str| c.get(k).copied().unwrap_or_else(|| panic!("{k} not in {c:?}"));
    // 12,000 ticks of 12 MHz: 1 ms; 1,000,000 clocks.
    assert_eq!(v("GPU Time Elapsed (ns)"), 1_000_000.0);
    assert_eq!(v("GPU Core Clocks (cycles)"), 1_000_000.0);
    assert_eq!(v("AVG GPU Core Frequency (hz)"), 1e9);
    // A0 750,000 x 100 / 1,000,000.
    assert_eq!(v("GPU Busy (percent)"), 75.0);
    // (A7 + A8 + A9 + A10) = 20e6 + 10e6 + 5e6 + 1e6 over 96 EUs: 375,000 x
    // 100 / 1e6 (A7 wrapped past 2^40 on the way).
    assert_eq!(v("EU Active (percent)"), 37.5);
    assert_eq!(v("EU Stall (percent)"), 0.0);
    // 8 x (4 x 7e6) / 7 threads = 32e6, / 96 EUs = 333,333 (an integer
    // division, UDIV), x 100 / 1e6.
    assert_eq!(v("EU Thread Occupancy (percent)"), 33.3333);
    assert_eq!(v("Sampler00 Busy (percent)"), 20.0);
    assert_eq!(v("Samplers Busy (percent)"), 20.0);
    // 64 x (C2 + C3 + C4 + C5) = 64 x 10.
    assert_eq!(v("GTI Read Throughput (bytes)"), 640.0);
    assert_eq!(v("CS Threads Dispatched (threads)"), 123.0);
    // One report alone: no deltas, so no counters (not zeros).
    assert_eq!(items[1].1.len(), 0);
    // Stats: the items' spans, and no busy or idle share (OA reports are no work).
    let r = rig_counter(&["timeline", path.to_str().unwrap(), "--format", "stats"]);
    assert_eq!(
        r.stdout,
        "4 events read; 1 ring(s), 1 with complete jobs\n\n\
         i915-perf 0x9a49\n\
         ring         requests  complete  oa mean us  oa median us  busy %  idle %\n\
         RenderBasic         2         2    1000.000      1000.000  -       -\n"
    );
    // Perfetto: a counter track per counter of the set, under i915-perf.
    use prost::Message;
    use rig_counter_timeline::perfetto::{COUNTER, Trace};
    let out = dir.join("tgl.pftrace");
    let r = rig_counter(&["timeline", path.to_str().unwrap(), "--format", "perfetto", "-o", out.to_str().unwrap()]);
    assert_eq!(r.status, 0);
    let trace = Trace::decode(&std::fs::read(&out).unwrap()[..]).unwrap();
    let busy = trace
        .packet
        .iter()
        .filter_map(|p| p.track_descriptor.as_ref())
        .find(|d| d.name.as_deref() == Some("RenderBasic GPU Busy (percent)"))
        .expect("a GPU Busy track")
        .uuid;
    let values: Vec<(u64, f64)> = trace
        .packet
        .iter()
        .filter_map(|p| {
            let e = p.track_event.as_ref()?;
            (e.r#type == Some(COUNTER) && e.track_uuid == busy)
                .then(|| (p.timestamp.unwrap(), e.double_counter_value.unwrap()))
        })
        .collect();
    // 75% from the first report (1 ms after the correlation) to the second
    // stretch's first (3 ms), then 0: the single report's item has none.
    assert_eq!(values, [(1_000_001_000_000, 75.0), (1_000_003_000_000, 0.0)]);
}

/// The timeline of a recording `data` written to `dir/name`, which must be
/// read: its standard output and its warnings, each without `warning: PATH: `.
fn recorded(dir: &std::path::Path, name: &str, data: Vec<u8>) -> (String, Vec<String>) {
    let path = dir.join(name);
    std::fs::write(&path, data).unwrap();
    let r = rig_counter(&["timeline", path.to_str().unwrap()]);
    assert_eq!(r.status, 0, "{}", r.stderr);
    let prefix = format!("warning: {}: ", path.display());
    let warnings = r.stderr.lines().map(|l| l.strip_prefix(&prefix).unwrap_or(l).to_owned()).collect();
    (r.stdout, warnings)
}

#[test]
fn skylake_and_meteor_lake_recordings_show_their_sets_counters() {
    let dir = rig_counter_tests::temp_dir("timeline-oa-skl-mtl");
    let run = |name: &str, data: Vec<u8>| {
        let (out, warnings) = recorded(&dir, name, data);
        assert_eq!(warnings, Vec::<String>::new());
        oa_counters(&out).remove(0).1
    };
    // Skylake GT2 (0x1916, INTEL_SKL_GT2_IDS): gen9 masks of 3 bits per
    // slice; one slice of 3 subslices of 8 EUs, subslice 0 fused off: 16 EUs,
    // SubsliceMask 0b110, so Sampler0 (0x09) is absent and Sampler1 (0x12) present.
    let reports = [
        oa_report(12_000, 0x10, 0, |_| {}),
        oa_report(24_000, 0x10, 1_000_000, |r| {
            put40(r, 0, 500_000);
            put40(r, 7, 400_000);
            put32(r, 48, 70_000); // B0: Sampler0Busy's, absent but read by SamplersBusy
            put32(r, 49, 100_000); // B1
        }),
    ];
    let c = run(
        "skl.i915-dat",
        recording(0x1916, "RenderBasic", "07b25942-d9fd-4fce-bd58-e29abd66b7de", &one_slice(3, 0b110, 8), &reports),
    );
    // 52 counters less Sampler0Busy and Sampler0Bottleneck.
    assert_eq!(c.len(), 50);
    assert!(!c.contains_key("Sampler 0 Busy (percent)"));
    assert_eq!(c["GPU Busy (percent)"], 50.0);
    // A7 400,000 over 16 EUs: 25,000 x 100 / 1e6.
    assert_eq!(c["EU Active (percent)"], 2.5);
    assert_eq!(c["Sampler 1 Busy (percent)"], 10.0);
    // FMAX of Sampler0Busy (7%) and Sampler1Busy (10%).
    assert_eq!(c["Samplers Busy (percent)"], 10.0);

    // Meteor Lake GT2 (0x7d45, INTEL_MTL_P_GT2_IDS): A24u40_A14u32_B8_C8,
    // the timestamp delta shifted right by 1, 8 threads per XVE; one slice
    // of 8 Xe cores of 16 XVEs: 128.
    let reports = [
        oa_report(12_000, 0x10, 0, |_| {}),
        oa_report(36_000, 0x10, 1_000_000, |r| {
            put32(r, 4, 250_000); // A0, a 32-bit counter here
            put40(r, 7, 6_400_000); // A7, 40-bit: XveActive
            put40(r, 9, 12_800_000); // A9: XveThreadOccupancy
            put32(r, 40, 1_000); // A36: GtiReadThroughput
            put32(r, 63, 300_000); // C7: SamplersBusy
        }),
    ];
    let c = run(
        "mtl.i915-dat",
        recording(0x7d45, "RenderBasic", "232e858b-7116-44e8-a4be-856c59026650", &one_slice(8, 0xff, 16), &reports),
    );
    assert_eq!(c.len(), 38);
    // 24,000 ticks shifted right by 1: 12,000 of 12 MHz, 1 ms.
    assert_eq!(c["GPU Time Elapsed (ns)"], 1_000_000.0);
    assert_eq!(c["GPU Busy (percent)"], 25.0);
    // 6.4e6 / 128 = 50,000 x 100 / 1e6.
    assert_eq!(c["XVE Active (percent)"], 5.0);
    // 8 x 12.8e6 / 8 threads / 128 = 100,000 x 100 / 1e6.
    assert_eq!(c["XVE Thread Occupancy (percent)"], 10.0);
    assert_eq!(c["GTI Read Throughput (bytes)"], 32_000.0);
    assert_eq!(c["Samplers Busy (percent)"], 30.0);
}

#[test]
fn a_recording_of_an_unknown_set_or_a_bad_topology_keeps_its_raw_deltas() {
    let dir = rig_counter_tests::temp_dir("timeline-oa-unknown");
    let reports = [oa_report(12_000, 0x10, 0, |_| {}), oa_report(24_000, 0x10, 10, |_| {})];
    let mut bad = one_slice(6, 0x3f, 16);
    bad.truncate(20);
    for (name, set, uuid, topology, warning) in [
        (
            "set.i915-dat",
            "NoSuchSet",
            "00000000-0000-0000-0000-000000000000",
            one_slice(6, 0x3f, 16),
            "its metric set NoSuchSet (00000000-0000-0000-0000-000000000000) is none of tglgt2's (Tiger Lake GT2) sets (`rig-counter oa-sets tglgt2` lists them)",
        ),
        (
            "topology.i915-dat",
            "RenderBasic",
            "0fc397c0-4833-492c-9ccd-4929d574d5b8",
            bad,
            "its DEVICE_TOPOLOGY record holds a topology of 1 slices x 6 subslices x 16 EUs whose masks need 14 bytes; it has 4",
        ),
    ] {
        let path = dir.join(name);
        std::fs::write(&path, recording(0x9a49, set, uuid, &topology, &reports)).unwrap();
        let r = rig_counter(&["timeline", path.to_str().unwrap()]);
        assert_eq!(r.status, 0);
        assert_eq!(
            r.stderr,
            format!("warning: {}: {warning}: its items carry raw counter deltas only\n", path.display())
        );
        let items = chrome_events(&r.stdout);
        assert_eq!(items[0]["args"]["raw_deltas"].as_str().unwrap().split(' ').count(), 60);
        assert_eq!(oa_counters(&r.stdout)[0].1.len(), 0);
    }
    // Reports shorter than the set's format are left out of the counters.
    let path = dir.join("short.i915-dat");
    let short = [
        oa_report(12_000, 0x10, 0, |_| {})[..128].to_vec(),
        oa_report(24_000, 0x10, 10, |_| {}),
        oa_report(36_000, 0x10, 25, |_| {}),
    ];
    std::fs::write(
        &path,
        recording(0x9a49, "RenderBasic", "0fc397c0-4833-492c-9ccd-4929d574d5b8", &one_slice(6, 0x3f, 16), &short),
    )
    .unwrap();
    let r = rig_counter(&["timeline", path.to_str().unwrap()]);
    assert_eq!(
        r.stderr,
        format!(
            "warning: {}: 1 report(s) shorter than the metric set's 256 bytes (I915_OA_FORMAT_A32u40_A4u32_B8_C8): left out of the counters, and an item's raw_deltas stop at its shorter end report\n",
            path.display()
        )
    );
    // The second and third reports' pair only: 25 - 10.
    assert_eq!(oa_counters(&r.stdout)[0].1["GPU Core Clocks (cycles)"], 15.0);
}

/// A Meteor Lake OAM report of 128 bytes (Linux `i915_perf.c`'s 64-bit
/// header): report id, a 64-bit timestamp at byte 8, the context id at
/// dword 4, a 64-bit clock at byte 24, then MPEC (A), B and C dwords.
fn oam_report(ts: u64, ctx: u32, clock: u64, a0: u32) -> Vec<u8> {
    let mut r = vec![0u8; 128];
    r[0] = 1;
    r[8..16].copy_from_slice(&ts.to_le_bytes());
    put32(&mut r, 4, ctx);
    r[24..32].copy_from_slice(&clock.to_le_bytes());
    put32(&mut r, 8, a0);
    r
}

/// Each i915-perf item's start and duration in Chrome's microseconds.
fn oa_spans(trace: &str) -> Vec<(String, String, String)> {
    chrome_events(trace)
        .iter()
        .map(|e| (e["args"]["ctx_id"].as_str().unwrap().to_owned(), e["ts"].to_string(), e["dur"].to_string()))
        .collect()
}

#[test]
fn oa_timestamps_carry_past_32_bit_wraps_are_shifted_and_read_from_64_bit_headers() {
    let dir = rig_counter_tests::temp_dir("timeline-oa-time");
    let run = |name: &str, data: Vec<u8>| recorded(&dir, name, data);
    // Tiger Lake (no shift): four contexts' reports 0x6000_0000 ticks apart;
    // the third's low 32 bits wrapped. The correlation is at GPU tick 2^32,
    // 1000 s; 12 MHz: 0x6000_0000 ticks are 134.217728 s.
    let reports: Vec<Vec<u8>> = [(0x6000_0000u32, 1), (0xc000_0000, 2), (0x2000_0000, 3), (0x8000_0000, 4)]
        .iter()
        .map(|&(ts, ctx)| oa_report(ts, ctx, 0, |_| {}))
        .collect();
    let (out, warnings) = run(
        "wrap.i915-dat",
        recording(0x9a49, "RenderBasic", "0fc397c0-4833-492c-9ccd-4929d574d5b8", &one_slice(6, 0x3f, 16), &reports),
    );
    assert_eq!(
        warnings,
        [
            "4 item(s) hold no two consecutive whole reports of their context: they show no counters (a counter is a difference of two reports)"
        ]
    );
    assert_eq!(
        oa_spans(&out),
        [
            ("0x1".into(), "1134217728.0".into(), "134217728.0".into()),
            ("0x2".into(), "1268435456.0".into(), "134217728.0".into()),
            ("0x3".into(), "1402653184.0".into(), "134217728.0".into()),
            ("0x4".into(), "1536870912.0".into(), "0.0".into()),
        ]
    );

    // Meteor Lake GT2 (oa_timestamp_shift -1): reports at 12,000 and 36,000
    // ticks of the OA clock are at 6,000 and 18,000 of the 12 MHz
    // correlation's: from 0.5 ms, 1 ms long, as GPU Time Elapsed says.
    let reports = [oa_report(12_000, 0x10, 0, |_| {}), oa_report(36_000, 0x10, 1_000_000, |_| {})];
    let (out, warnings) = run(
        "mtl.i915-dat",
        recording(0x7d45, "RenderBasic", "232e858b-7116-44e8-a4be-856c59026650", &one_slice(8, 0xff, 16), &reports),
    );
    assert_eq!(warnings, Vec::<String>::new());
    assert_eq!(oa_spans(&out), [("0x10".into(), "1000000500.0".into(), "1000.0".into())]);
    assert_eq!(oa_counters(&out)[0].1["GPU Time Elapsed (ns)"], 1_000_000.0);

    // Meteor Lake's media OA (MediaSet1, I915_OAM_FORMAT_MPEC8u32_B8_C8):
    // 64-bit timestamps (2^33 + 24,000 shifted right by 1 is 1 ms past the
    // correlation), the context at dword 4, counters from byte 32.
    let reports = [oam_report((1 << 33) + 24_000, 0x30, 0, 0), oam_report((1 << 33) + 48_000, 0x30, 1_000_000, 500)];
    let (out, warnings) = run(
        "oam.i915-dat",
        recording(0x7d45, "MediaSet1", "de84260e-32ac-4863-ba4f-998a685174a2", &one_slice(8, 0xff, 16), &reports),
    );
    assert_eq!(warnings, Vec::<String>::new());
    assert_eq!(oa_spans(&out), [("0x30".into(), "1000001000.0".into(), "1000.0".into())]);
    let items = chrome_events(&out);
    // From byte 32: MPEC0 first.
    assert_eq!(items[0]["args"]["raw_deltas"], format!("500 {}", vec!["0"; 23].join(" ")));
    let c = &oa_counters(&out)[0].1;
    assert_eq!(c.len(), 11);
    assert_eq!(c["GPU Time Elapsed (ns)"], 1_000_000.0);
    assert_eq!(c["GPU Core Clocks (cycles)"], 1_000_000.0);
    assert_eq!(c["AVG GPU Core Frequency (hz)"], 1e9);
    assert_eq!(c["VIDEO_DECODE_BOX0_READ_REQUEST (messages)"], 500.0);
    // A report shorter than the 32-byte header is skipped: alone, nothing
    // is left to show.
    let short = dir.join("oam-short.i915-dat");
    let data = recording(
        0x7d45,
        "MediaSet1",
        "de84260e-32ac-4863-ba4f-998a685174a2",
        &one_slice(8, 0xff, 16),
        &[reports[0][..24].to_vec(), reports[1].clone()],
    );
    std::fs::write(&short, &data).unwrap();
    let r = rig_counter(&["timeline", short.to_str().unwrap()]);
    assert_eq!(
        (r.status, r.stderr),
        (
            0,
            format!(
                "warning: {0}: 1 item(s) hold no two consecutive whole reports of their context: they show no \
                 counters (a counter is a difference of two reports)\n\
                 warning: {0}: 1 SAMPLE record(s) shorter than an OA report's 32-byte header: skipped\n",
                short.display()
            )
        )
    );
    let data = recording(
        0x7d45,
        "MediaSet1",
        "de84260e-32ac-4863-ba4f-998a685174a2",
        &one_slice(8, 0xff, 16),
        &[reports[0][..24].to_vec()],
    );
    std::fs::write(&short, &data).unwrap();
    assert_eq!(
        refused(&["timeline", short.to_str().unwrap()]),
        no_event(
            short.to_str().unwrap(),
            "no OA report of the recording reads: 1 SAMPLE record(s) shorter than an OA report's 32-byte header: \
             skipped"
        )
    );
}

#[test]
fn counters_a_set_names_alike_are_told_apart_by_their_symbols() {
    // Broadwell GT2 (0x1616) DataPortWritesCoalescing names EuHdc0Writes128B
    // and EuHdc0Writes192B both "EU to Data Port 0 Writes 128", and three
    // counters "EU to Data Port 0 Writes 64B".
    let dir = rig_counter_tests::temp_dir("timeline-oa-names");
    let path = dir.join("bdw.i915-dat");
    let reports = [oa_report(12_000, 0x10, 0, |_| {}), oa_report(24_000, 0x10, 1_000, |_| {})];
    std::fs::write(
        &path,
        recording(
            0x1616,
            "DataPortWritesCoalescing",
            "343ebc99-4a55-414c-8c17-d8e259cf5e20",
            &one_slice(3, 0b111, 8),
            &reports,
        ),
    )
    .unwrap();
    let r = rig_counter(&["timeline", path.to_str().unwrap()]);
    assert_eq!((r.status, r.stderr.as_str()), (0, ""));
    let c = &oa_counters(&r.stdout)[0].1;
    let alike: Vec<&str> = c.keys().filter(|k| k.starts_with("EU to Data Port 0 Writes")).map(|k| k.as_str()).collect();
    assert_eq!(
        alike,
        [
            "EU to Data Port 0 Writes 128 [EuHdc0Writes128B] (messages)",
            "EU to Data Port 0 Writes 128 [EuHdc0Writes192B] (messages)",
            "EU to Data Port 0 Writes 256B (messages)",
            "EU to Data Port 0 Writes 32B (messages)",
            "EU to Data Port 0 Writes 64B [EuHdc0Writes128BSimd16] (messages)",
            "EU to Data Port 0 Writes 64B [EuHdc0Writes64B] (messages)",
            "EU to Data Port 0 Writes 64B [EuHdc0Writes96B] (messages)",
        ]
    );
    // Every counter of the set keeps its own value.
    assert_eq!(c.len(), 38);
}

#[test]
fn odd_recording_metadata_is_warned_of() {
    let dir = rig_counter_tests::temp_dir("timeline-oa-metadata");
    let topology = one_slice(6, 0x3f, 16);
    let reports = [oa_report(12_000, 0x10, 0, |_| {}), oa_report(24_000, 0x10, 10, |_| {})];
    let run = |name: &str, data: Vec<u8>| recorded(&dir, name, data).1;
    // A uuid of no set, a name of one.
    let uuid = "its metric set's uuid 12345678-0000-0000-0000-000000000000 is none of tglgt2's; the set is the one \
                named RenderBasic (uuid 0fc397c0-4833-492c-9ccd-4929d574d5b8), whose counters may differ from the \
                recorded configuration's";
    assert_eq!(
        run(
            "uuid.i915-dat",
            recording(0x9a49, "RenderBasic", "12345678-0000-0000-0000-000000000000", &topology, &reports)
        ),
        [uuid]
    );
    // And no report at all: nothing to show (issue 40, item 19).
    let none = dir.join("none.i915-dat");
    std::fs::write(&none, recording(0x9a49, "RenderBasic", "12345678-0000-0000-0000-000000000000", &topology, &[]))
        .unwrap();
    assert_eq!(
        refused(&["timeline", none.to_str().unwrap()]),
        no_event(
            none.to_str().unwrap(),
            &format!(
                "no OA report of the recording reads: it holds no OA report (SAMPLE record): the i915-perf row is \
                 empty; {uuid}"
            )
        )
    );
    // A topology of no EU: the EU counters read 0, and that is said.
    assert_eq!(
        run(
            "no-eu.i915-dat",
            recording(0x9a49, "RenderBasic", "0fc397c0-4833-492c-9ccd-4929d574d5b8", &one_slice(6, 0x3f, 0), &reports)
        ),
        ["its DEVICE_TOPOLOGY record holds no EU: the counters of EUs ($EuCoresTotalCount) read 0"]
    );
    // DEVICE_INFO (its record the 344 bytes after the 16 of VERSION) and
    // DEVICE_TOPOLOGY given twice.
    let mut data = recording(0x9a49, "RenderBasic", "0fc397c0-4833-492c-9ccd-4929d574d5b8", &topology, &reports);
    let info = data[16..16 + 344].to_vec();
    data.extend(info);
    data.extend(record((1 << 16) + 2, &topology));
    assert_eq!(
        run("twice.i915-dat", data),
        [
            "it holds 2 DEVICE_INFO records: the last one is used",
            "it holds 2 DEVICE_TOPOLOGY records: the last one is used"
        ]
    );
    // A DEVICE_INFO of 40 bytes: the name's first 4, no uuid.
    let mut info = 12_000_000u64.to_le_bytes().to_vec();
    info.extend([0x9a49u32, 0, 0, 0, 0, 0, 0].iter().flat_map(|d| d.to_le_bytes()));
    info.extend(b"Rend");
    let mut correlation = 1_000_000_000_000u64.to_le_bytes().to_vec();
    correlation.extend((1u64 << 32).to_le_bytes());
    let mut data = [
        record(1 << 16, &[1, 0, 0, 0, 0, 0, 0, 0]),
        record((1 << 16) + 1, &info),
        record((1 << 16) + 2, &topology),
        record((1 << 16) + 3, &correlation),
    ]
    .concat();
    for r in &reports {
        data.extend(record(1, r));
    }
    assert_eq!(
        run("short-info.i915-dat", data),
        [
            "its DEVICE_INFO record holds 40 bytes, fewer than its fields' 332: the fields past byte 40 read as 0 or empty",
            "its metric set Rend () is none of tglgt2's (Tiger Lake GT2) sets (`rig-counter oa-sets tglgt2` lists them): its items carry raw counter deltas only",
        ]
    );
}

#[test]
fn recordings_keep_their_layout_their_device_and_what_precedes_damage() {
    let dir = rig_counter_tests::temp_dir("timeline-oa-break");
    let run = |name: &str, data: Vec<u8>| recorded(&dir, name, data);
    // Meteor Lake media OA without a topology: no counters, but the reports'
    // 64-bit header is still the set's (break test: every report was an item
    // at the correlation, its ctx the timestamp's low bits).
    let oam = [
        oam_report((1 << 33) + 24_000, 0x30, 0, 0),
        oam_report((1 << 33) + 48_000, 0x30, 1_000_000, 500),
        oam_report((1 << 33) + 72_000, 0x30, 2_000_000, 900),
    ];
    let (out, warnings) =
        run("oam.i915-dat", recording(0x7d45, "MediaSet1", "de84260e-32ac-4863-ba4f-998a685174a2", &[], &oam));
    assert_eq!(
        warnings,
        [
            "it holds no DEVICE_TOPOLOGY record, whose EU counts the equations need: its items carry raw counter deltas only"
        ]
    );
    assert_eq!(oa_spans(&out), [("0x30".into(), "1000001000.0".into(), "2000.0".into())]);
    assert!(chrome_events(&out)[0]["args"]["raw_deltas"].as_str().unwrap().starts_with("900 0 "));

    // Haswell's counters start at dword 3: raw_deltas from A0.
    let mut hsw = oa_report(24_000, 0x10, 0, |_| {});
    put32(&mut hsw, 3, 777);
    let (out, _) = run(
        "hsw.i915-dat",
        recording(
            0x0412,
            "RenderBasic",
            "a490e9d2-55b3-4db0-8dab-53011032c5f3",
            &one_slice(3, 7, 10),
            &[oa_report(12_000, 0x10, 0, |_| {}), hsw],
        ),
    );
    assert!(chrome_events(&out)[0]["args"]["raw_deltas"].as_str().unwrap().starts_with("777 0 "));

    // A record of 0 bytes (a zeroed tail) ends the reading with a warning;
    // the items before it stay.
    let mut data = recording(
        0x9a49,
        "RenderBasic",
        "0fc397c0-4833-492c-9ccd-4929d574d5b8",
        &one_slice(6, 0x3f, 16),
        &[oa_report(12_000, 0x10, 0, |_| {}), oa_report(24_000, 0x10, 10, |_| {})],
    );
    let at = data.len();
    data.extend([0u8; 16]);
    let (out, warnings) = run("zeroed.i915-dat", data);
    assert_eq!(
        warnings,
        [format!(
            "holds a record at byte {at} of 0 bytes, less than its 8-byte header: it and what follows are left out"
        )]
    );
    assert_eq!(oa_spans(&out), [("0x10".into(), "1000001000.0".into(), "1000.0".into())]);

    // Time running backwards is said.
    let (_, warnings) = run(
        "backwards.i915-dat",
        recording(
            0x9a49,
            "RenderBasic",
            "0fc397c0-4833-492c-9ccd-4929d574d5b8",
            &one_slice(6, 0x3f, 16),
            &[oa_report(24_000, 0x10, 0, |_| {}), oa_report(12_000, 0x10, 10, |_| {})],
        ),
    );
    assert_eq!(
        warnings,
        [
            "1 report(s) earlier than the report before them, or more than 2^31 ticks after it: their items may be placed wrong (an item runs at least 0 long)"
        ]
    );

    // Two GPUs' recordings: a process each (Tiger Lake and DG1), so their
    // counter tracks do not mix.
    let tgl = dir.join("tgl.i915-dat");
    let dg1 = dir.join("dg1.i915-dat");
    let two = [oa_report(12_000, 0x10, 0, |_| {}), oa_report(24_000, 0x10, 10, |_| {})];
    std::fs::write(
        &tgl,
        recording(0x9a49, "RenderBasic", "0fc397c0-4833-492c-9ccd-4929d574d5b8", &one_slice(6, 0x3f, 16), &two),
    )
    .unwrap();
    std::fs::write(&dg1, recording(0x4905, "RenderBasic", "", &one_slice(6, 0x3f, 16), &two)).unwrap();
    let r = rig_counter(&["timeline", tgl.to_str().unwrap(), dg1.to_str().unwrap(), "--format", "stats"]);
    let headings: Vec<&str> = r.stdout.lines().filter(|l| l.starts_with("i915-perf")).collect();
    assert_eq!(headings, ["i915-perf 0x4905", "i915-perf 0x9a49"]);
}

#[test]
fn a_trace_given_twice_is_refused_naming_both_arguments() {
    // Findings of issue 40, T2: `timeline ok.txt ok.txt` (or a link to it)
    // counted every job twice.
    let dir = rig_counter_tests::temp_dir("timeline-twice");
    let at = |f: &str| dir.join(f).display().to_string();
    std::fs::copy(fixture("drm-sched-617.txt"), dir.join("ok.txt")).unwrap();
    std::os::unix::fs::symlink(dir.join("ok.txt"), dir.join("link.txt")).unwrap();
    std::fs::hard_link(dir.join("ok.txt"), dir.join("hard.txt")).unwrap();
    let why = "a trace is read once (given twice, its jobs would count twice)";
    for format in ["chrome", "stats"] {
        assert_eq!(
            refused(&["timeline", &at("ok.txt"), &at("ok.txt"), "--format", format, "-o", &at("t.out")]),
            format!("{}: is given twice: {why}", at("ok.txt"))
        );
        for other in ["link.txt", "hard.txt"] {
            assert_eq!(
                refused(&["timeline", &at("ok.txt"), &fixture("i915-new.txt"), &at(other), "--format", format]),
                format!("{}: is {} again (the same file): {why}", at(other), at("ok.txt"))
            );
        }
    }
    assert!(!dir.join("t.out").exists());
    // Once, it is read.
    let r = rig_counter(&["timeline", &at("ok.txt"), "--format", "stats"]);
    assert_eq!((r.status, r.stderr.as_str()), (0, ""));
    assert!(r.stdout.starts_with("3 events read; 1 ring(s), 1 with complete jobs\n"), "{}", r.stdout);
}

#[test]
fn traces_that_give_nothing_to_show_are_refused_saying_why() {
    // Findings of issue 40, T3: each wrote an empty timeline and exited 0.
    let dir = rig_counter_tests::temp_dir("timeline-nothing");
    let write = |name: &str, bytes: &[u8]| {
        let p = dir.join(name);
        std::fs::write(&p, bytes).unwrap();
        p.display().to_string()
    };
    // A v7 .dat whose event-formats section holds 0 systems.
    let v7 = std::fs::read(fixture("amdgpu-v7-zlib.dat")).unwrap();
    let p = write("no-systems.dat", &with_section(&v7, 18, &0u32.to_le_bytes(), 4));
    let out = dir.join("t.json").display().to_string();
    let r = rig_counter(&["timeline", &p, "-o", &out]);
    assert_eq!((r.status, r.stdout.as_str()), (1, ""));
    assert_eq!(
        r.stderr,
        format!(
            "warning: {p}: 47480 event record(s) of a type no event format of the file describes (the first of type \
             290; the file describes 15 format(s)): skipped, unread\n{}",
            nothing_to_show(&p, 6027)
        )
    );
    // A text trace of only amdgpu_cs_ioctl lines that key no job.
    let t = write(
        "malformed.txt",
        b" app-100 [001] 10.000010: amdgpu_cs_ioctl: sched_job=1, ring_name=ffff, num_ibs=1\n\
          \x20app-100 [001] 10.000020: amdgpu_cs_ioctl: sched_job=2, timeline=gfx, context=zz, seqno=3, num_ibs=1\n",
    );
    let r = rig_counter(&["timeline", &t, "-o", &out]);
    assert_eq!((r.status, r.stdout.as_str()), (1, ""));
    assert_eq!(
        r.stderr,
        format!(
            "warning: {t}: 1 line(s) of amdgpu_cs_ioctl could not be read and were skipped (the first, line 2: a \
             context, ctx or seqno that is no number)\n\
             warning: {t}: 1 amdgpu_cs_ioctl event(s) without its timeline, context and seqno: skipped (the first at \
             10.000010 s)\n{}",
            nothing_to_show(&t, 1)
        )
    );
    // Events dropped without a word before: a drm_sched fence that does not
    // read, an i915 request added and never in, an amdgpu job of seqno 0.
    let t = write(
        "unsaid.txt",
        b" a-1 [000] 10.000010: drm_sched_job_queue: dev=0000:03:00.0, fence=abc, ring=gfx, job count:0, hw job count:0\n\
          \x20x 1 [000] 10.000015: i915:i915_request_add: dev=0, engine=zz, ctx=7, seqno=4, tail=0\n\
          \x20a-1 [000] 10.000020: amdgpu_cs_ioctl: sched_job=1, timeline=gfx, context=249, seqno=0, ring_name=ffff, num_ibs=1\n\
          \x20a-1 [000] 10.000030: amdgpu_sched_run_job: sched_job=1, timeline=gfx, context=249, seqno=0, ring_name=ffff, num_ibs=1\n\
          \x20a-1 [000] 10.000040: dma_fence_signaled: driver=amd_sched timeline=gfx context=249 seqno=0\n",
    );
    let r = rig_counter(&["timeline", &t, "--format", "stats"]);
    assert_eq!((r.status, r.stdout.as_str()), (1, ""));
    assert_eq!(
        r.stderr,
        format!(
            "warning: {t}: 1 drm_sched_job_queue event(s) whose fence does not read as context:seqno: skipped (the \
             first at 10.000010 s)\n\
             warning: {t}: 1 amdgpu_cs_ioctl event(s) with seqno 0, which keys no job: skipped (the first at 10.000020 \
             s)\n\
             warning: {t}: 1 amdgpu_sched_run_job event(s) with seqno 0, which keys no job: skipped (the first at \
             10.000030 s)\n\
             warning: {t}: engine zz ctx 7 seqno 4: added but never in before the trace ended: left out\n{}",
            nothing_to_show(&t, 5)
        )
    );
    // Beside a trace that shows jobs, each is a file that adds nothing,
    // said as a file of no event is.
    let ok = fixture("drm-sched-617.txt");
    let r = rig_counter(&["timeline", &t, &ok, &p, "--format", "stats"]);
    assert_eq!(r.status, 0, "{}", r.stderr);
    assert!(r.stdout.starts_with("6035 events read; 1 ring(s), 1 with complete jobs\n"), "{}", r.stdout);
    let adds_nothing = |file: &str, n: u64| {
        format!(
            "warning: {file}: its {n} event(s) of tracepoints a timeline reads give no job, span or counter (its \
             warnings above say why): it adds nothing\n"
        )
    };
    let lines: Vec<&str> = r.stderr.lines().collect();
    assert_eq!(lines.len(), 7, "{}", r.stderr);
    assert_eq!(format!("{}\n", lines[4]), adds_nothing(&t, 5));
    assert_eq!(format!("{}\n", lines[6]), adds_nothing(&p, 6027));
    assert!(!dir.join("t.json").exists());
}

#[test]
fn a_version_7_formats_section_emptied_or_holding_a_huge_format_is_said() {
    // Findings of issue 40, T4: an ftrace-events section of 0 formats
    // dropped the events of ftrace's own formats (print: trace markers)
    // without a word; one holding a 1.3 GB format took 40 s to skip.
    let dir = rig_counter_tests::temp_dir("timeline-v7-formats");
    let plain = fixture("amdgpu-v7-zlib.dat");
    let v7 = std::fs::read(&plain).unwrap();
    let expected = rig_counter(&["timeline", &plain, "--format", "stats", "--json"]);
    assert_eq!(expected.status, 0);
    // The same jobs, without the 6027 events of ftrace's formats.
    assert!(expected.stdout.contains("\"events\": 9451,"));
    let without = expected.stdout.replace("\"events\": 9451,", "\"events\": 3424,");
    let zeroed = dir.join("zeroed.dat");
    std::fs::write(&zeroed, with_section(&v7, 17, &0u32.to_le_bytes(), 4)).unwrap();
    let z = zeroed.display().to_string();
    let r = rig_counter(&["timeline", &z, "--format", "stats", "--json"]);
    assert_eq!((r.status, &r.stdout), (0, &without));
    assert_eq!(
        r.stderr,
        format!(
            "warning: {z}: 6027 event record(s) of a type no event format of the file describes (the first of type 5; \
             the file describes 7 format(s)): skipped, unread; no format describes ftrace's print, so no trace marker \
             is read\n{}",
            expected.stderr.replace(&plain, &z)
        )
    );
    // One format declaring 1.3 GB (its first 4 KiB there, the rest not).
    let mut text = 1u32.to_le_bytes().to_vec();
    text.extend(1_300_000_000u64.to_le_bytes());
    let mut format = b"name: huge\nID: 4242\nformat:\n".to_vec();
    format.resize(4096, b' ');
    text.extend(format);
    // The event formats section declaring 100 bytes more than its data
    // decodes to, or decoding to 10 bytes past what it declares: said.
    let option = option_of(&v7, 18);
    let at = u64::from_le_bytes(v7[option..option + 8].try_into().unwrap()) as usize;
    let compressed = u32::from_le_bytes(v7[at + 16..at + 20].try_into().unwrap()) as usize;
    let mut formats = Vec::new();
    std::io::Read::read_to_end(&mut flate2::read::ZlibDecoder::new(&v7[at + 24..at + 24 + compressed]), &mut formats)
        .unwrap();
    let n = formats.len();
    for (name, text, claimed, why) in [
        ("more.dat", formats.clone(), n + 100, format!("declares {} bytes, of which its content takes {n}", n + 100)),
        ("less.dat", [&formats[..], &[0; 10]].concat(), n, format!("decodes to more than the {n} bytes it declares")),
    ] {
        let path = dir.join(name);
        std::fs::write(&path, with_section(&v7, 18, &text, claimed as u32)).unwrap();
        let p = path.display().to_string();
        let r = rig_counter(&["timeline", &p, "--format", "stats", "--json"]);
        assert_eq!((r.status, &r.stdout), (0, &expected.stdout), "{name}");
        assert_eq!(
            r.stderr,
            format!(
                "warning: {p}: its event formats section is a zlib block that {why} (the section at byte {})\n{}",
                v7.len(),
                expected.stderr.replace(&plain, &p)
            ),
            "{name}"
        );
    }
    let huge = dir.join("huge.dat");
    std::fs::write(&huge, with_section(&v7, 17, &text, text.len() as u32)).unwrap();
    let h = huge.display().to_string();
    let r = rig_counter(&["timeline", &h, "--format", "stats", "--json"]);
    assert_eq!((r.status, &r.stdout), (0, &without));
    assert_eq!(
        r.stderr,
        format!(
            "warning: {h}: its ftrace formats section holds a format huge (ftrace) of 1300000000 bytes, more than a \
             kernel writes (the formats a timeline reads hold at most 4 MiB together): the rest of the section is not \
             read, and events of the formats in it are skipped\n\
             warning: {h}: 6027 event record(s) of a type no event format of the file describes (the first of type 5; \
             the file describes 7 format(s)): skipped, unread; no format describes ftrace's print, so no trace marker \
             is read\n{}",
            expected.stderr.replace(&plain, &h)
        )
    );
}

#[test]
fn rocprofv3_outputs_other_than_its_database_are_refused_naming_what_timeline_reads() {
    // Findings of issue 40, T6: rocprofv3's JSON got the long "no event"
    // message with no word of the rocpd database; a folder "is a directory".
    let examples = concat!(env!("CARGO_MANIFEST_DIR"), "/../docs/examples");
    let only =
        "of rocprofv3's outputs a timeline reads only the rocpd database, PID_results.db of --output-format rocpd";
    let json = format!("{examples}/rocprofv3-json/pass_1/node0/1001_results.json");
    assert_eq!(refused(&["timeline", &json]), no_event(&json, &format!("it is rocprofv3's JSON output; {only}")));
    let csv = format!("{examples}/rocprofv3/pass_1/node0/1001_counter_collection.csv");
    assert_eq!(refused(&["timeline", &csv]), no_event(&csv, &format!("it is rocprofv3's CSV output; {only}")));
    let folder = format!("{examples}/rocprofv3-rocpd");
    assert_eq!(
        refused(&["timeline", &folder, "--format", "stats"]),
        format!("{folder}: is a directory, not a regular file: {only}: give {folder}/pass_1/node0/1001_results.db")
    );
    let dir = rig_counter_tests::temp_dir("timeline-folder");
    assert_eq!(
        refused(&["timeline", &dir.display().to_string()]),
        format!("{}: is a directory, not a regular file: give the trace files in it; {only}", dir.display())
    );
}

#[test]
fn a_marker_of_a_run_counted_on_a_kfd_node_is_read_through_topology() {
    // Break test of issue 40: with --topology refused by timeline, a run
    // counted on kfd:1 could not be read off the machine that counted it.
    let dir = rig_counter_tests::temp_dir("timeline-kfd-marker");
    let topo = concat!(env!("CARGO_MANIFEST_DIR"), "/../docs/examples/machine/topo");
    let at = |f: &str| dir.join(f).display().to_string();
    let r =
        rig_counter(&["--topology", topo, "stop", "kfd:1", "GRBM_GUI_ACTIVE", "GRBM_COUNT", "--run", &at("run.json")]);
    assert_eq!(r.status, 0, "{}", r.stderr);
    let values = ["--value", "GRBM_GUI_ACTIVE=500", "--value", "GRBM_COUNT=1000"];
    let r = rig_counter(
        &[&["--topology", topo, "samples", "--run", &at("run.json"), "-o", &at("run.bin")][..], &values].concat(),
    );
    assert_eq!(r.status, 0, "{}", r.stderr);
    std::fs::write(
        dir.join("trace.txt"),
        "  app-100   [000]    10.000000: print: tracing_mark_write: rig-counter: run=run.json samples=run.bin ring=gfx ctx=249 seqno=7 metrics=GPU_UTIL\n\
         \x20 app-100   [000]    10.000010: amdgpu_cs_ioctl: sched_job=1, timeline=gfx, context=249, seqno=7, ring_name=ffff, num_ibs=1\n\
         \x20 gfx-50    [001]    10.000020: amdgpu_sched_run_job: sched_job=1, timeline=gfx, context=249, seqno=7, ring_name=ffff, num_ibs=1\n\
         \x20 <idle>-0  [002]    10.000500: dma_fence_signaled: driver=amd_sched timeline=gfx context=249 seqno=7\n",
    )
    .unwrap();
    for args in
        [vec!["--topology", topo, "timeline", &at("trace.txt")], vec!["timeline", &at("trace.txt"), "--topology", topo]]
    {
        let r = rig_counter(&args);
        assert_eq!((r.status, r.stderr.as_str()), (0, ""), "{args:?}");
        let v: Value = serde_json::from_str(&r.stdout).unwrap();
        let hw = v["traceEvents"].as_array().unwrap().iter().find(|e| e["name"] == "hw").unwrap().clone();
        assert_eq!(
            (&hw["args"]["GRBM_COUNT"], &hw["args"]["GPU_UTIL"]),
            (&serde_json::json!(1000), &serde_json::json!(50.0))
        );
    }
}

#[test]
fn warnings_of_markers_are_kept_to_a_page_and_the_rest_counted() {
    // The round-4 fixes of issue 40: each bad marker was its own warning,
    // so a trace of 500,000 gave 500,000 lines.
    let dir = rig_counter_tests::temp_dir("timeline-many-bad-markers");
    let mut trace = String::new();
    for i in 0..150u32 {
        trace += &format!(
            "  app-100   [000]    10.{i:06}: print: tracing_mark_write: rig-counter: samples=a.bin ring=gfx ctx=249 \
             seqno=7\n"
        );
    }
    trace += "  app-100   [000]    11.000000: amdgpu_cs_ioctl: sched_job=7, timeline=gfx, context=249, seqno=7, ring_name=ffff, num_ibs=1\n\
        \x20 gfx-50    [001]    11.000010: amdgpu_sched_run_job: sched_job=7, timeline=gfx, context=249, seqno=7, ring_name=ffff, num_ibs=1\n\
        \x20 <idle>-0  [002]    11.000500: dma_fence_signaled: driver=amd_sched timeline=gfx context=249 seqno=7\n";
    let path = dir.join("trace.txt");
    std::fs::write(&path, trace).unwrap();
    let path = path.display().to_string();
    let r = rig_counter(&["timeline", &path, "--format", "stats"]);
    assert_eq!(r.status, 0, "{}", r.stderr);
    let lines: Vec<&str> = r.stderr.lines().collect();
    assert_eq!(lines.len(), 101, "{}", r.stderr);
    assert_eq!(lines[0], format!("warning: {path}: a rig-counter: marker without run="));
    assert_eq!(lines[99], lines[0]);
    assert_eq!(
        lines[100],
        format!("warning: {path}: 50 more warning(s) of trace markers and the runs they name, like those above")
    );
}
