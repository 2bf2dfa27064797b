//! The `rig-counter` command; see [`rig_counter_std::cli`].

use std::process::ExitCode;

fn main() -> ExitCode {
    // Without it, a command ended by a signal may leave a half-written
    // file's temporary beside its target; the command runs the same.
    let _ = rig_counter_std::output::remove_on_signals();
    let status = rig_counter_std::cli::run(std::env::args_os(), &mut std::io::stdout(), &mut std::io::stderr());
    ExitCode::from(status)
}
