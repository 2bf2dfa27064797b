//! The `rig-counter` command, runnable in-process by [`run`].
//!
//! A bad request prints `error: ` and the message on stderr, nothing on stdout,
//! and exits with status 1; a usage error exits with status 2.

mod commands;
mod report;
mod table;

use clap::{Parser, Subcommand};
use std::io::Write;

/// rig-counter: AMD GPU performance counters: which registers a request takes
/// and where its values lie.
#[derive(Debug, Parser)]
#[command(name = "rig-counter", version, about, long_about = None)]
pub struct Args {
    /// What to do.
    #[command(subcommand)]
    pub command: Command,
}

/// The subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// The built-in GPUs, with their processor and geometry.
    Gpus {
        /// Print one JSON object instead of a table.
        #[arg(long)]
        json: bool,
    },
    /// Every counter of a GPU: block, event, its block's registers, its sample shape.
    Counters {
        /// A product key (r9700, mi300x) or a processor name (gfx1201).
        gpu: String,
        /// Print one JSON object instead of a table.
        #[arg(long)]
        json: bool,
    },
    /// The register each counter takes and where its values lie in a run's samples.
    Layout {
        /// A product key (r9700, mi300x) or a processor name (gfx1201).
        gpu: String,
        /// Counter names, in order, as SQ_WAVES.
        #[arg(required = true)]
        counters: Vec<String>,
        /// Print one JSON object instead of a table.
        #[arg(long)]
        json: bool,
    },
}

/// Runs `rig-counter` with `args` (the command name first), writing to `out` and
/// `err`; returns the exit status: 0, 1 for a refused request, 2 for a usage
/// error.
pub fn run<I, T>(args: I, out: &mut dyn Write, err: &mut dyn Write) -> u8
where
    I: IntoIterator<Item = T>,
    T: Into<std::ffi::OsString> + Clone,
{
    let args = match Args::try_parse_from(args) {
        Ok(a) => a,
        Err(e) => {
            if e.use_stderr() {
                let _ = write!(err, "{}", e.render());
                return 2;
            }
            let _ = write!(out, "{}", e.render());
            return 0;
        }
    };
    let mut text = Vec::new();
    match commands::execute(&args.command, &mut text) {
        Ok(()) => match out.write_all(&text) {
            Ok(()) => 0,
            Err(e) => {
                let _ = writeln!(err, "error: {e}");
                1
            }
        },
        Err(e) => {
            let _ = writeln!(err, "error: {e}");
            1
        }
    }
}
