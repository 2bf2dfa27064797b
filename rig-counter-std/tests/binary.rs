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
    assert!(out.starts_with("{\n  \"gpu\": \"gfx1201\",\n  \"bytes\": 256,"), "{out}");
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
