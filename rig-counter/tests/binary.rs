//! The built `rig-counter` binary: exit statuses and streams as a shell sees them.

use std::process::Command;

fn run(args: &[&str]) -> (i32, String, String) {
    let o = Command::new(env!("CARGO_BIN_EXE_rig-counter")).args(args).output().unwrap();
    (o.status.code().unwrap(), String::from_utf8(o.stdout).unwrap(), String::from_utf8(o.stderr).unwrap())
}

#[test]
fn a_layout_succeeds_with_status_0() {
    let (status, out, err) = run(&["layout", "r9700", "SQ_WAVES", "--json"]);
    assert_eq!((status, err.as_str()), (0, ""));
    assert!(out.starts_with("{\n  \"schema_version\": 1,\n  \"gpu\": \"gfx1201\",\n  \"bytes\": 256,"), "{out}");
}

#[test]
fn a_refused_request_exits_1_with_the_message_on_stderr_only() {
    let (status, out, err) = run(&["layout", "r9700", "SQ_WAVES", "SQ_FOO"]);
    assert_eq!((status, out.as_str(), err.as_str()), (1, "", "error: gfx1201 counts no SQ_FOO\n"));
}

#[test]
fn a_usage_error_exits_2() {
    let (status, out, _) = run(&["layout"]);
    assert_eq!((status, out.as_str()), (2, ""));
}

/// Runs the binary with stdout on `/dev/full`, where every write fails.
fn to_full_disk(args: &[&str]) -> (i32, String) {
    let full = std::fs::OpenOptions::new().write(true).open("/dev/full").unwrap();
    let o = Command::new(env!("CARGO_BIN_EXE_rig-counter")).args(args).stdout(full).output().unwrap();
    (o.status.code().unwrap(), String::from_utf8(o.stderr).unwrap())
}

#[test]
fn a_program_that_cannot_be_written_exits_1_saying_so_in_every_format() {
    // Issue 10, item 1: a few words never filled the buffer, so the failure
    // surfaced only at exit, unseen, with status 0.
    for format in ["bin", "hex", "asm"] {
        for args in [&["start", "r9700", "SQ_WAVES"][..], &["stop", "rx9060xt", "SQ_WAVES"][..]] {
            let args: Vec<&str> = args.iter().copied().chain(["--format", format]).collect();
            let (status, err) = to_full_disk(&args);
            assert_eq!(status, 1, "{args:?}");
            assert_eq!(err, "error: cannot write the output: No space left on device\n", "{args:?}");
        }
    }
    let (status, err) = to_full_disk(&["layout", "r9700", "SQ_WAVES", "--json"]);
    assert_eq!((status, err.starts_with("error: cannot write the output: ")), (1, true));
}

#[test]
fn a_reader_that_closed_the_pipe_ends_the_command_quietly() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_rig-counter"))
        .args(["counters", "mi300x"])
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    drop(child.stdout.take());
    let o = child.wait_with_output().unwrap();
    assert_eq!((o.status.code(), String::from_utf8(o.stderr).unwrap().as_str()), (Some(0), ""));
}

#[test]
fn help_that_cannot_be_written_exits_1() {
    let (status, err) = to_full_disk(&["--help"]);
    assert_eq!((status, err.starts_with("error: cannot write the output: ")), (1, true), "{err}");
}

#[test]
fn a_stop_whose_program_cannot_be_written_leaves_no_run_description() {
    // Break test, 2026-12-01: `stop --run w.json > /dev/full` failed but wrote w.json.
    let dir = std::env::temp_dir().join(format!("rig-counter-bin-run-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let w = dir.join("w.json");
    let status = Command::new(env!("CARGO_BIN_EXE_rig-counter"))
        .args(["stop", "r9700", "SQ_WAVES", "--run", w.to_str().unwrap()])
        .stdout(std::fs::OpenOptions::new().write(true).open("/dev/full").unwrap())
        .stderr(std::process::Stdio::null())
        .status()
        .unwrap();
    assert_eq!(status.code(), Some(1));
    assert!(!w.exists());
    // And --run onto the program's own output is refused.
    let out = dir.join("same.out");
    let status = Command::new(env!("CARGO_BIN_EXE_rig-counter"))
        .args(["stop", "r9700", "SQ_WAVES", "--run", out.to_str().unwrap()])
        .stdout(std::fs::File::create(&out).unwrap())
        .stderr(std::process::Stdio::null())
        .status()
        .unwrap();
    assert_eq!(status.code(), Some(2));
    assert_eq!(std::fs::read(&out).unwrap(), b"");
}

#[test]
fn a_timeline_to_dev_stdout_goes_into_the_pipe() {
    // Issue 26, item 11: `-o /dev/stdout` into a pipe was refused ("is a
    // FIFO"); it is standard output, whatever that is.
    let trace = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/fixtures/traces/drm-sched-617.txt");
    let (code, piped, err) = run(&["timeline", trace, "--format", "stats", "-o", "/dev/stdout"]);
    assert_eq!((code, err.as_str()), (0, ""));
    let (_, plain, _) = run(&["timeline", trace, "--format", "stats"]);
    assert_eq!(piped, plain);
    assert!(piped.starts_with("3 events read; 1 ring(s), 1 with complete jobs\n"), "{piped}");
}

#[test]
fn a_timeline_whose_standard_output_is_its_trace_is_refused() {
    // Break test: `timeline trace.txt 1<>trace.txt` wrote over the trace.
    let trace = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/fixtures/traces/drm-sched-617.txt");
    let dir = std::env::temp_dir().join(format!("rig-counter-stdout-input-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let copy = dir.join("trace.txt");
    std::fs::copy(trace, &copy).unwrap();
    let before = std::fs::read(&copy).unwrap();
    let out = std::fs::OpenOptions::new().read(true).write(true).open(&copy).unwrap();
    let o = Command::new(env!("CARGO_BIN_EXE_rig-counter"))
        .args(["timeline", copy.to_str().unwrap()])
        .stdout(out)
        .output()
        .unwrap();
    // Status 1, as every output over an input (the second break test of
    // issue 40: this one exited 2, a usage error).
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        String::from_utf8(o.stderr).unwrap(),
        format!("error: standard output is {}, one of the traces: write the timeline elsewhere\n", copy.display())
    );
    assert_eq!(std::fs::read(&copy).unwrap(), before);
}

#[test]
fn standard_output_opened_on_a_file_the_command_reads_is_refused_and_the_file_kept() {
    // Issue 40, item 1: `decode ... 1<>run.bin` (stdout opened on the
    // samples, not truncated) wrote the table over the samples it read.
    let dir = std::env::temp_dir().join(format!("rig-counter-bin-stdout-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (description, bin) = (dir.join("run.json"), dir.join("run.bin"));
    let (status, _, err) = run_quiet(&["stop", "r9700", "GRBM_COUNT", "--run", description.to_str().unwrap()]);
    assert_eq!((status, err.as_str()), (0, ""));
    let args =
        ["samples", "--run", description.to_str().unwrap(), "--value", "GRBM_COUNT=5", "-o", bin.to_str().unwrap()];
    assert_eq!(run(&args).0, 0);
    let before = std::fs::read(&bin).unwrap();
    for args in [
        vec!["decode", "--run", description.to_str().unwrap(), "--samples", bin.to_str().unwrap()],
        vec![
            "metric",
            "--run",
            description.to_str().unwrap(),
            "--samples",
            bin.to_str().unwrap(),
            "--expr",
            "GRBM_COUNT",
        ],
    ] {
        let onto = std::fs::OpenOptions::new().read(true).write(true).open(&bin).unwrap();
        let o = Command::new(env!("CARGO_BIN_EXE_rig-counter")).args(&args).stdout(onto).output().unwrap();
        assert_eq!(
            (o.status.code(), String::from_utf8(o.stderr).unwrap()),
            (
                Some(1),
                format!(
                    "error: cannot write the output: standard output is {}, which this command reads: rig-counter \
                     never writes over its input; write elsewhere\n",
                    bin.display()
                )
            ),
            "{args:?}"
        );
        assert_eq!(std::fs::read(&bin).unwrap(), before, "{args:?}");
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Runs the binary with stdout discarded.
fn run_quiet(args: &[&str]) -> (i32, (), String) {
    let o = Command::new(env!("CARGO_BIN_EXE_rig-counter"))
        .args(args)
        .stdout(std::process::Stdio::null())
        .output()
        .unwrap();
    (o.status.code().unwrap(), (), String::from_utf8(o.stderr).unwrap())
}

#[test]
fn dev_null_takes_an_output_when_standard_output_is_dev_null_too() {
    // The new-user check of issue 40: `-o /dev/null >/dev/null` and
    // `--run /dev/null >/dev/null` were refused as standard output.
    let dir = std::env::temp_dir().join(format!("rig-counter-bin-null-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let description = dir.join("run.json");
    let quiet = |args: &[&str]| {
        let o = Command::new(env!("CARGO_BIN_EXE_rig-counter"))
            .args(args)
            .stdout(std::process::Stdio::null())
            .output()
            .unwrap();
        (o.status.code(), String::from_utf8(o.stderr).unwrap())
    };
    assert_eq!(quiet(&["stop", "r9700", "SQ_WAVES", "--run", "/dev/null"]), (Some(0), String::new()));
    assert_eq!(quiet(&["stop", "r9700", "SQ_WAVES", "--run", description.to_str().unwrap()]).0, Some(0));
    let samples = ["samples", "--run", description.to_str().unwrap(), "--value", "SQ_WAVES=1", "-o", "/dev/null"];
    assert_eq!(quiet(&samples), (Some(0), String::new()));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_timeline_on_standard_output_never_writes_over_a_file_its_marker_names() {
    // Findings of issue 40, T1: 3000 jobs before the marker put more than
    // 64 KiB on standard output before the marker's run.bin was read, so
    // `timeline trace.txt 1<>run.bin` (or `>>run.bin`, or `-o /dev/stdout`)
    // exited 0 with run.bin replaced by Chrome JSON, and `1<>run.json` was
    // refused only after writing over it.
    let dir = std::env::temp_dir().join(format!("rig-counter-bin-marker-stdout-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let at = |f: &str| dir.join(f).display().to_string();
    let (status, _, err) = run_quiet(&["stop", "r9700", "GRBM_GUI_ACTIVE", "GRBM_COUNT", "--run", &at("run.json")]);
    assert_eq!((status, err.as_str()), (0, ""));
    let (status, _, err) = run_quiet(&[
        "samples",
        "--run",
        &at("run.json"),
        "--value",
        "GRBM_GUI_ACTIVE=500",
        "--value",
        "GRBM_COUNT=1000",
        "-o",
        &at("run.bin"),
    ]);
    assert_eq!((status, err.as_str()), (0, ""));
    let mut trace = String::new();
    for seqno in 1..=3000u32 {
        let t = 10.0 + f64::from(seqno) * 0.001;
        trace += &format!(
            "  app-100   [000] {:12.6}: amdgpu_cs_ioctl: sched_job={seqno}, timeline=gfx, context=249, seqno={seqno}, ring_name=ffff, num_ibs=1\n\
             \x20 gfx-50    [001] {:12.6}: amdgpu_sched_run_job: sched_job={seqno}, timeline=gfx, context=249, seqno={seqno}, ring_name=ffff, num_ibs=1\n\
             \x20 <idle>-0  [002] {:12.6}: dma_fence_signaled: driver=amd_sched timeline=gfx context=249 seqno={seqno}\n",
            t,
            t + 0.00001,
            t + 0.0005
        );
    }
    trace += "  app-100   [000]    20.000000: print: tracing_mark_write: rig-counter: run=run.json samples=run.bin ring=gfx ctx=249 seqno=5000\n\
        \x20 app-100   [000]    20.000010: amdgpu_cs_ioctl: sched_job=5000, timeline=gfx, context=249, seqno=5000, ring_name=ffff, num_ibs=1\n\
        \x20 gfx-50    [001]    20.000020: amdgpu_sched_run_job: sched_job=5000, timeline=gfx, context=249, seqno=5000, ring_name=ffff, num_ibs=1\n\
        \x20 <idle>-0  [002]    20.000500: dma_fence_signaled: driver=amd_sched timeline=gfx context=249 seqno=5000\n";
    std::fs::write(dir.join("trace.txt"), trace).unwrap();
    let (description, samples) =
        (std::fs::read(dir.join("run.json")).unwrap(), std::fs::read(dir.join("run.bin")).unwrap());
    let timeline = |extra: &[&str], stdout: std::fs::File| {
        let o = Command::new(env!("CARGO_BIN_EXE_rig-counter"))
            .args([&["timeline", &at("trace.txt")][..], extra].concat())
            .stdout(stdout)
            .output()
            .unwrap();
        (o.status.code(), String::from_utf8(o.stderr).unwrap())
    };
    let refusal = |file: &str| {
        format!(
            "error: cannot write the output: standard output is {}, which this command reads: rig-counter never \
             writes over its input; write elsewhere\n",
            at(file)
        )
    };
    for file in ["run.bin", "run.json"] {
        for extra in [&[][..], &["-o", "/dev/stdout"][..]] {
            // `1<>FILE`: opened read-write, not truncated.
            let onto = std::fs::OpenOptions::new().read(true).write(true).open(dir.join(file)).unwrap();
            assert_eq!(timeline(extra, onto), (Some(1), refusal(file)), "1<>{file} {extra:?}");
            // `>>FILE`.
            let onto = std::fs::OpenOptions::new().append(true).open(dir.join(file)).unwrap();
            assert_eq!(timeline(extra, onto), (Some(1), refusal(file)), ">>{file} {extra:?}");
            assert_eq!(std::fs::read(dir.join("run.json")).unwrap(), description, "{file} {extra:?}");
            assert_eq!(std::fs::read(dir.join("run.bin")).unwrap(), samples, "{file} {extra:?}");
        }
    }
    // Standard output on another file gets the whole timeline, as a pipe does.
    let piped = Command::new(env!("CARGO_BIN_EXE_rig-counter")).args(["timeline", &at("trace.txt")]).output().unwrap();
    assert_eq!((piped.status.code(), piped.stderr.as_slice()), (Some(0), &b""[..]));
    assert!(piped.stdout.len() > 1 << 20, "{} bytes", piped.stdout.len());
    let (code, err) = timeline(&[], std::fs::File::create(dir.join("trace.json")).unwrap());
    assert_eq!((code, err.as_str()), (Some(0), ""));
    assert_eq!(std::fs::read(dir.join("trace.json")).unwrap(), piped.stdout);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_timeline_on_a_regular_file_is_held_in_tmp_when_tmpdir_is_gone() {
    // Second break test of issue 40: with TMPDIR naming a folder that does
    // not exist, `timeline trace.txt > trace.json` was refused: the
    // timeline is held whole before it reaches a regular file, and the
    // temporary could not be made.
    let dir = std::env::temp_dir().join(format!("rig-counter-bin-tmpdir-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let trace = dir.join("trace.txt");
    std::fs::write(
        &trace,
        "  app-100   [000]    20.000010: amdgpu_cs_ioctl: sched_job=5, timeline=gfx, context=249, seqno=5, ring_name=ffff, num_ibs=1\n\
        \x20 gfx-50    [001]    20.000020: amdgpu_sched_run_job: sched_job=5, timeline=gfx, context=249, seqno=5, ring_name=ffff, num_ibs=1\n\
        \x20 <idle>-0  [002]    20.000500: dma_fence_signaled: driver=amd_sched timeline=gfx context=249 seqno=5\n",
    )
    .unwrap();
    let piped = Command::new(env!("CARGO_BIN_EXE_rig-counter")).args(["timeline"]).arg(&trace).output().unwrap();
    assert_eq!((piped.status.code(), piped.stderr.as_slice()), (Some(0), &b""[..]));
    let out = Command::new(env!("CARGO_BIN_EXE_rig-counter"))
        .args(["timeline"])
        .arg(&trace)
        .env("TMPDIR", "/nonexistent/rig-counter")
        .stdout(std::fs::File::create(dir.join("trace.json")).unwrap())
        .output()
        .unwrap();
    assert_eq!((out.status.code(), String::from_utf8(out.stderr).unwrap()), (Some(0), String::new()));
    assert_eq!(std::fs::read(dir.join("trace.json")).unwrap(), piped.stdout);
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Writes a trace of 20,000 amdgpu jobs, `trace.txt`, into a new `dir`,
/// whose timeline takes a debug build a good part of a second to write.
fn long_trace(dir: &std::path::Path) {
    let _ = std::fs::remove_dir_all(dir);
    std::fs::create_dir_all(dir).unwrap();
    let mut trace = String::new();
    for seqno in 1..=60_000u32 {
        let t = 10.0 + f64::from(seqno) * 0.001;
        trace += &format!(
            "  app-100   [000] {:12.6}: amdgpu_cs_ioctl: sched_job={seqno}, timeline=gfx, context=249, seqno={seqno}, ring_name=ffff, num_ibs=1\n\
             \x20 gfx-50    [001] {:12.6}: amdgpu_sched_run_job: sched_job={seqno}, timeline=gfx, context=249, seqno={seqno}, ring_name=ffff, num_ibs=1\n\
             \x20 <idle>-0  [002] {:12.6}: dma_fence_signaled: driver=amd_sched timeline=gfx context=249 seqno={seqno}\n",
            t,
            t + 0.00001,
            t + 0.0005
        );
    }
    std::fs::write(dir.join("trace.txt"), trace).unwrap();
}

/// The names in `dir`, sorted.
fn names_in(dir: &std::path::Path) -> Vec<String> {
    let mut names: Vec<String> =
        std::fs::read_dir(dir).unwrap().map(|e| e.unwrap().file_name().into_string().unwrap()).collect();
    names.sort();
    names
}

#[test]
fn a_signal_mid_write_leaves_the_target_as_it_was_and_no_temporary() {
    // Second break test of issue 40: `timeline trace.txt -o out.json`
    // ended by SIGINT or SIGTERM while writing left `.out.json.PID.tmp`
    // beside out.json. Break test 5 (B1): so did SIGQUIT, SIGUSR1 and every
    // other signal that ends a process but these and SIGHUP. SIGIO, whose
    // default action signal(7) gives as Term, is one signal-hook's own
    // emulation of the default took to be ignored; SIGRTMIN (34 with glibc,
    // which keeps 32 and 33) is a real-time one.
    let dir = std::env::temp_dir().join(format!("rig-counter-bin-signal-{}", std::process::id()));
    long_trace(&dir);
    // A signal this test ignores, its command inherits ignored, and keeps
    // so (as `nohup` means it: `remove_on_signals`): a shell runs a
    // background job with SIGINT and SIGQUIT ignored, as `.ci/run` started
    // with `&` was (two runs failed so). Such a signal must not end it.
    let status = std::fs::read_to_string("/proc/self/status").unwrap();
    let ignored = status.lines().find_map(|l| l.strip_prefix("SigIgn:")).unwrap().trim().to_owned();
    let ignored = u64::from_str_radix(&ignored, 16).unwrap();
    for (signal, name) in [(2, "INT"), (15, "TERM"), (3, "QUIT"), (10, "USR1"), (29, "IO"), (34, "RTMIN")] {
        if ignored & (1 << (signal - 1)) != 0 {
            assert!(!signal_mid_write(&dir, signal, name), "SIG{name}, ignored, ended the command");
            continue;
        }
        // The command may finish between the temporary's showing and the
        // signal (`kill` is a process of its own); then it wrote the whole
        // output and left no temporary, and the signal is tried again.
        for attempt in 1.. {
            if signal_mid_write(&dir, signal, name) {
                break;
            }
            assert!(attempt < 5, "SIG{name}: the command finished before the signal 5 times");
        }
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Runs `timeline trace.txt -o out.json` in `dir` over an `out.json` of
/// "old" and sends it `signal` once its temporary is there; checks the
/// command ended by it, leaving `out.json` as it was and no temporary, and
/// returns true; or, where the command finished first (status 0), that it
/// left the whole output and no temporary, and returns false.
fn signal_mid_write(dir: &std::path::Path, signal: i32, name: &str) -> bool {
    use std::os::unix::process::ExitStatusExt;
    {
        std::fs::write(dir.join("out.json"), "old").unwrap();
        // No core file of SIGQUIT in dir (core(5)).
        let mut child = Command::new("sh")
            .args([
                "-c",
                "ulimit -c 0 && exec \"$0\" timeline trace.txt -o out.json",
                env!("CARGO_BIN_EXE_rig-counter"),
            ])
            .current_dir(dir)
            .stderr(std::process::Stdio::null())
            .spawn()
            .unwrap();
        let temp = format!(".out.json.{}.tmp", child.id());
        // Waits until the temporary is there (the command is writing it).
        let started = std::time::Instant::now();
        while !dir.join(&temp).exists() {
            assert!(started.elapsed().as_secs() < 60, "no {temp} after 60 s");
            assert!(child.try_wait().unwrap().is_none(), "SIG{name}: the command ended before it was signalled");
            std::thread::sleep(std::time::Duration::from_millis(1));
        }
        let kill = Command::new("kill").args([format!("-{signal}"), child.id().to_string()]).status().unwrap();
        assert!(kill.success());
        let status = child.wait().unwrap();
        assert_eq!(names_in(dir), ["out.json", "trace.txt"], "SIG{name}");
        if status.code() == Some(0) {
            let written = std::fs::read_to_string(dir.join("out.json")).unwrap();
            assert!(written.starts_with('{') && written.trim_end().ends_with('}'), "SIG{name}: a whole output");
            return false;
        }
        // SIGIO and SIGRTMIN, which signal-hook's emulation of the default
        // does not end the process for, end it by status 128 + the signal,
        // as a shell reports a death by it.
        match name {
            "IO" | "RTMIN" => assert_eq!(status.code(), Some(128 + signal), "SIG{name}: {status:?}"),
            _ => assert_eq!(status.signal(), Some(signal), "SIG{name}: {status:?}"),
        }
        assert_eq!(std::fs::read_to_string(dir.join("out.json")).unwrap(), "old", "SIG{name}");
        true
    }
}

#[test]
fn a_write_past_the_file_size_limit_is_an_error_that_leaves_no_temporary() {
    // Break test 5 (B1): `(ulimit -f 10000; timeline big.txt -o big2.json)`
    // was killed by SIGXFSZ (status 153), leaving a 10 MB temporary. The
    // signal is ignored: the write fails with EFBIG (POSIX write()), an
    // error like any other. Here the limit is 8 blocks (4 KiB as POSIX
    // counts them, 8 KiB as bash does); the timeline is megabytes.
    let dir = std::env::temp_dir().join(format!("rig-counter-bin-xfsz-{}", std::process::id()));
    long_trace(&dir);
    std::fs::write(dir.join("out.json"), "old").unwrap();
    let o = Command::new("sh")
        .args(["-c", "ulimit -f 8 && exec \"$0\" timeline trace.txt -o out.json", env!("CARGO_BIN_EXE_rig-counter")])
        .current_dir(&dir)
        .output()
        .unwrap();
    assert_eq!(
        (o.status.code(), String::from_utf8(o.stderr).unwrap()),
        (Some(1), "error: out.json: File too large\n".to_owned())
    );
    assert_eq!(names_in(&dir), ["out.json", "trace.txt"]);
    assert_eq!(std::fs::read_to_string(dir.join("out.json")).unwrap(), "old");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_timeline_whose_reader_is_gone_ends_at_once() {
    // The new-user check of issue 40: `timeline big.txt | head -c 100` read
    // the whole trace, each write failing with EPIPE (Rust ignores SIGPIPE),
    // then exited 0. Reading all of this trace takes seconds of CPU time;
    // the command, held to one second of it (`ulimit -t 1`: SIGXCPU past
    // it), must end long before, once the first 100 bytes are taken.
    use std::io::Read;
    let dir = std::env::temp_dir().join(format!("rig-counter-bin-epipe-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let mut trace = String::new();
    for seqno in 1..=60_000u32 {
        let t = 10.0 + f64::from(seqno) * 0.001;
        trace += &format!(
            "  app-100   [000] {:12.6}: amdgpu_cs_ioctl: sched_job={seqno}, timeline=gfx, context=249, seqno={seqno}, ring_name=ffff, num_ibs=1\n\
             \x20 gfx-50    [001] {:12.6}: amdgpu_sched_run_job: sched_job={seqno}, timeline=gfx, context=249, seqno={seqno}, ring_name=ffff, num_ibs=1\n\
             \x20 <idle>-0  [002] {:12.6}: dma_fence_signaled: driver=amd_sched timeline=gfx context=249 seqno={seqno}\n",
            t,
            t + 0.00001,
            t + 0.0005
        );
    }
    std::fs::write(dir.join("trace.txt"), trace).unwrap();
    let mut child = Command::new("sh")
        .args(["-c", "ulimit -t 1 && exec \"$0\" timeline \"$1\"", env!("CARGO_BIN_EXE_rig-counter")])
        .arg(dir.join("trace.txt"))
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let mut first = [0u8; 100];
    child.stdout.take().unwrap().read_exact(&mut first).unwrap();
    assert!(first.starts_with(b"{"), "{}", String::from_utf8_lossy(&first));
    // The pipe's reader is gone.
    let out = child.wait_with_output().unwrap();
    assert_eq!(
        (out.status, String::from_utf8(out.stderr).unwrap()),
        (std::process::ExitStatus::default(), String::new())
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_timeline_on_standard_output_never_writes_over_a_marker_s_unused_samples() {
    // Issue 40, round 4, M1: `timeline c1.txt 1<>a.bin` replaced a.bin, the
    // samples of a marker a later one (b.bin, any ring) took the place of.
    let dir = std::env::temp_dir().join(format!("rig-counter-bin-unused-marker-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let at = |f: &str| dir.join(f).display().to_string();
    let (status, _, err) = run_quiet(&["stop", "r9700", "SQ_WAVES", "--run", &at("run.json")]);
    assert_eq!((status, err.as_str()), (0, ""));
    for samples in ["a.bin", "b.bin"] {
        let (status, _, err) =
            run_quiet(&["samples", "--run", &at("run.json"), "--value", "SQ_WAVES=3", "-o", &at(samples)]);
        assert_eq!((status, err.as_str()), (0, ""));
    }
    std::fs::write(
        dir.join("c1.txt"),
        "  app-100   [000]    10.000000: print: tracing_mark_write: rig-counter: run=run.json samples=a.bin ring=gfx ctx=249 seqno=7\n\
         \x20 app-100   [000]    10.000002: print: tracing_mark_write: rig-counter: run=run.json samples=b.bin ctx=249 seqno=7\n\
         \x20 app-100   [000]    10.000010: amdgpu_cs_ioctl: sched_job=1, timeline=gfx, context=249, seqno=7, ring_name=ffff, num_ibs=1\n\
         \x20 gfx-50    [001]    10.000020: amdgpu_sched_run_job: sched_job=1, timeline=gfx, context=249, seqno=7, ring_name=ffff, num_ibs=1\n\
         \x20 <idle>-0  [002]    10.000500: dma_fence_signaled: driver=amd_sched timeline=gfx context=249 seqno=7\n",
    )
    .unwrap();
    let samples = std::fs::read(dir.join("a.bin")).unwrap();
    let onto = std::fs::OpenOptions::new().read(true).write(true).open(dir.join("a.bin")).unwrap();
    let o = Command::new(env!("CARGO_BIN_EXE_rig-counter"))
        .args(["timeline", &at("c1.txt")])
        .stdout(onto)
        .output()
        .unwrap();
    assert_eq!(
        (o.status.code(), String::from_utf8(o.stderr).unwrap()),
        (
            Some(1),
            format!(
                "error: cannot write the output: standard output is {}, which this command reads: rig-counter never \
                 writes over its input; write elsewhere\n",
                at("a.bin")
            )
        )
    );
    assert_eq!(std::fs::read(dir.join("a.bin")).unwrap(), samples);
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Break test 5, A1: `timeline --metric` with definitions of 15 levels of
/// metrics, each naming the one below ten times (`ROCPROFILER_METRICS_PATH`,
/// which only a process of its own may set), hung as `metric --rocprofv3`
/// did: each metric is checked once now.
#[test]
fn timeline_computes_a_metric_of_metrics_naming_each_other_ten_times_a_level() {
    let dir = std::env::temp_dir().join(format!("rig-counter-binary-fan-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut text = String::from("rocprofiler-sdk:\n  counters-schema-version: 1\n  counters:\n");
    for i in 0..=15 {
        let expression = match i {
            0 => "GRBM_COUNT+GRBM_GUI_ACTIVE".to_owned(),
            _ => vec![format!("F{}", i - 1); 10].join("+"),
        };
        text.push_str(&format!(
            "  - name: F{i}\n    description: x\n    properties: []\n    definitions:\n    - architectures: [gfx1201]\n      expression: {expression}\n"
        ));
    }
    std::fs::write(dir.join("counter_defs.yaml"), text).unwrap();
    let db = concat!(env!("CARGO_MANIFEST_DIR"), "/../docs/examples/rocprofv3-rocpd/pass_1/node0/1001_results.db");
    let o = Command::new(env!("CARGO_BIN_EXE_rig-counter"))
        .args(["timeline", db, "--metric", "F15"])
        .env("ROCPROFILER_METRICS_PATH", &dir)
        .output()
        .unwrap();
    let (out, err) = (String::from_utf8(o.stdout).unwrap(), String::from_utf8(o.stderr).unwrap());
    assert_eq!(
        (o.status.code(), err.as_str()),
        (
            Some(0),
            "warning: F15: on 6 of gfx1201's dispatches (the first: dispatch 1), computed through values of 2^53 \
             (9007199254740992) or more in 64-bit floats (f64), which past 2^53 do not hold every whole number: its \
             last digits may be rounded\n"
        )
    );
    // Dispatch 1: 10^15 times GRBM_COUNT 2000 + GRBM_GUI_ACTIVE 1500.
    assert!(out.contains("\"args\":{\"F15\":3.5e+18,\"FETCH_SIZE\":4.0,"), "{out}");
    std::fs::remove_dir_all(&dir).unwrap();
}
