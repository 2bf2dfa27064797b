//! The `rig-counter` command; see [`rig_counter_std::cli`].

#![forbid(unsafe_code)]

use std::process::ExitCode;

fn main() -> ExitCode {
    // Without it, a command ended by a signal may leave a half-written
    // file's temporary beside its target; the command runs the same.
    let _ = rig_counter_std::output::remove_on_signals();
    let status = rig_counter_std::cli::run(std::env::args_os(), &mut Stdout(std::io::stdout()), &mut std::io::stderr());
    ExitCode::from(status)
}

/// Standard output that ends the command once its reader is gone
/// (`rig-counter timeline big.dat | head`): Rust ignores SIGPIPE, so a
/// write to a closed pipe fails with EPIPE instead of ending the process,
/// and a streaming command would read the rest of its input for nothing.
/// Ends with status 0, as a command whose reader took what it wanted;
/// files not yet written whole are removed, their targets left as they were.
struct Stdout(std::io::Stdout);

impl Stdout {
    fn ended<T>(r: std::io::Result<T>) -> std::io::Result<T> {
        if let Err(e) = &r
            && e.kind() == std::io::ErrorKind::BrokenPipe
        {
            let _held = rig_counter_std::output::remove_temporaries();
            std::process::exit(0);
        }
        r
    }
}

impl std::io::Write for Stdout {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        Stdout::ended(self.0.write(buf))
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Stdout::ended(self.0.flush())
    }
}
