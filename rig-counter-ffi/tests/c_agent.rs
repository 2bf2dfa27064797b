//! The C example (examples/c-agent/main.c) built with the system's C
//! compiler against this build's static library, as a C agent builds it:
//! `c-agent plan` plans issue 41's 2-pass R9700 request and prints the
//! passes and the last pass's stop program at the buffer's address plus its
//! offset. Its output is checked exactly: the passes as planned by hand, the
//! words as the core builds them for that pass and address, and the lines
//! docs/api.md shows. (ci/ffi builds and runs its other modes.)

use rig_counter_core::plan::{Plan, plan};
use rig_counter_core::{Layout, Request, gpu};
use std::path::{Path, PathBuf};
use std::process::Command;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap().to_path_buf()
}

/// The C example, built once per test binary into this test's scratch
/// folder: `cc -std=c99 -Wall -Wextra -pedantic -Werror` against the static
/// library cargo built beside this test (target/…/deps/librig_counter_ffi.a).
fn c_agent() -> PathBuf {
    static BUILT: std::sync::OnceLock<PathBuf> = std::sync::OnceLock::new();
    BUILT.get_or_init(build).clone()
}

fn build() -> PathBuf {
    let deps = std::env::current_exe().unwrap().parent().unwrap().to_path_buf();
    let library = deps.join("librig_counter_ffi.a");
    assert!(library.is_file(), "no static library at {}", library.display());
    let out = Path::new(env!("CARGO_TARGET_TMPDIR")).join("c-agent");
    let built = Command::new("cc")
        .args(["-std=c99", "-Wall", "-Wextra", "-pedantic", "-Werror", "-I"])
        .arg(root().join("rig-counter-ffi/include"))
        .arg(root().join("examples/c-agent/main.c"))
        .arg(&library)
        .args(["-lpthread", "-ldl", "-lm", "-o"])
        .arg(&out)
        .output()
        .expect("cc runs (Rust links with it on this target)");
    assert!(built.status.success(), "cc failed:\n{}", String::from_utf8_lossy(&built.stderr));
    out
}

/// What docs/api.md shows `$ COMMAND` printing: the lines after it, up to
/// the next command or the block's end.
fn shown(command: &str) -> Vec<String> {
    let page = std::fs::read_to_string(root().join("docs/api.md")).unwrap();
    let mut lines = page.lines().skip_while(|l| *l != format!("$ {command}"));
    assert!(lines.next().is_some(), "docs/api.md shows no $ {command}");
    lines.take_while(|l| !l.starts_with("$ ") && !l.starts_with("```")).map(str::to_owned).collect()
}

#[test]
#[cfg_attr(miri, ignore = "runs the system's C compiler")]
fn the_c_agent_plans_two_passes_and_stops_the_second_at_its_offset() {
    let agent = c_agent();
    let run = Command::new(&agent).arg("plan").output().unwrap();
    assert!(run.status.success(), "{}", String::from_utf8_lossy(&run.stderr));
    assert!(run.stderr.is_empty(), "{}", String::from_utf8_lossy(&run.stderr));
    let printed = String::from_utf8(run.stdout).unwrap();
    let lines: Vec<&str> = printed.lines().collect();
    // By hand: nine SQ counters, eight SQ counter registers on gfx1201; each
    // counter 4 engines x 2 arrays x 4 WGPs x 8 bytes = 256 bytes. The first
    // eight by name fill pass 0 (2048 bytes), SQ_WAVE_CYCLES pass 1, stored
    // from 0x10000000 + 2048.
    assert_eq!(
        lines[..4],
        [
            "2 passes (at least 2), 2304 bytes of samples",
            "pass 0 at offset 0, 2048 bytes: SQ_BUSY_CYCLES SQ_INSTS_FLAT SQ_INSTS_LDS SQ_INSTS_SALU \
             SQ_INSTS_SMEM SQ_INSTS_VALU SQ_INST_CYCLES_VMEM SQ_WAVES",
            "pass 1 at offset 2048, 256 bytes: SQ_WAVE_CYCLES",
            "pass 1 stop at 0x10000800: 429 words",
        ]
    );
    // The words: the core's stop program of pass 1's layout at that address.
    let r9700 = gpu::products::find("r9700").unwrap().gpu;
    let names = [
        "SQ_WAVES",
        "SQ_BUSY_CYCLES",
        "SQ_INSTS_VALU",
        "SQ_INSTS_SALU",
        "SQ_INSTS_LDS",
        "SQ_INSTS_SMEM",
        "SQ_INSTS_FLAT",
        "SQ_WAVE_CYCLES",
        "SQ_INST_CYCLES_VMEM",
    ];
    let requests: Vec<Request> = names.iter().map(|n| Request::plain(n)).collect();
    let mut p = Box::new(Plan::new());
    plan(&r9700, &requests, &[], &[], &mut p).unwrap();
    let second: Layout = p.layout(1, &[]).unwrap().unwrap();
    let mut want = vec![0u32; 4096];
    let n = rig_counter_core::stop(&r9700, &[0xFF; 4], &second, 0x1000_0800, &mut want).unwrap();
    let words: Vec<String> = want[..n].iter().map(|w| format!("{w:08x}")).collect();
    assert_eq!(lines[4..], words);
    // docs/api.md shows its first lines.
    let head = shown("target/c-agent plan | head -6");
    assert_eq!(head, lines[..6]);
}

#[test]
#[cfg_attr(miri, ignore = "runs the system's C compiler")]
fn the_c_agent_says_the_librarys_refusal_of_a_plan() {
    // gfx942 has no SQ_INST_CYCLES_VMEM: the core's words, its code, status 1.
    let run = Command::new(c_agent()).args(["plan", "mi300x"]).output().unwrap();
    assert_eq!(run.status.code(), Some(1));
    assert!(run.stdout.is_empty());
    assert_eq!(
        String::from_utf8(run.stderr).unwrap(),
        "c-agent: plan: gfx942 counts no SQ_INST_CYCLES_VMEM (code 2)\n"
    );
}
