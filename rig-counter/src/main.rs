//! The `rig-counter` command; see [`rig_counter_std::cli`].

use std::process::ExitCode;

fn main() -> ExitCode {
    let status = rig_counter_std::cli::run(std::env::args_os(), &mut std::io::stdout(), &mut std::io::stderr());
    ExitCode::from(status)
}
