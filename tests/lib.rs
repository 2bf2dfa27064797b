//! Shared helpers of the cross-crate and command-line tests (`cli_*.rs` beside).

/// What one run of the command did.
#[derive(Debug)]
pub struct Run {
    /// Exit status.
    pub status: u8,
    /// Standard output.
    pub stdout: String,
    /// Standard error.
    pub stderr: String,
}

/// Runs `rig-counter ARGS` in-process.
pub fn rig_counter(args: &[&str]) -> Run {
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let argv = std::iter::once("rig-counter").chain(args.iter().copied());
    let status = rig_counter_std::cli::run(argv, &mut out, &mut err);
    Run { status, stdout: String::from_utf8(out).unwrap(), stderr: String::from_utf8(err).unwrap() }
}

/// Runs `rig-counter ARGS`, which must succeed, and parses its output as one
/// JSON value.
pub fn json(args: &[&str]) -> serde_json::Value {
    let r = rig_counter(args);
    assert_eq!(r.status, 0, "rig-counter {args:?}: {}", r.stderr);
    serde_json::from_str(&r.stdout).unwrap_or_else(|e| panic!("rig-counter {args:?} printed no JSON: {e}"))
}

/// Runs `rig-counter ARGS`, which must be refused with status 1, nothing on
/// stdout, and return the message after `error: `.
pub fn refused(args: &[&str]) -> String {
    let r = rig_counter(args);
    assert_eq!((r.status, r.stdout.as_str()), (1, ""), "rig-counter {args:?}: {}", r.stderr);
    let msg = r.stderr.strip_prefix("error: ").unwrap_or_else(|| panic!("no `error: ` in {:?}", r.stderr));
    msg.trim_end().to_owned()
}
