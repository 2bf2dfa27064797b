//! `cargo run -p xtask -- catalog DEFINITIONS.yaml [--out FILE]`: writes the
//! core's catalog tables (default `rig-counter-core/src/catalog/generated.rs`)
//! from rocprofiler's counter definitions.

use std::process::ExitCode;

const USAGE: &str = "usage: cargo run -p xtask -- catalog DEFINITIONS.yaml [--out FILE]";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.iter().map(String::as_str).collect::<Vec<_>>().as_slice() {
        ["catalog", input] => run(input, xtask::catalog::DEFAULT_OUT),
        ["catalog", input, "--out", out] => run(input, out),
        _ => {
            eprintln!("{USAGE}");
            ExitCode::from(2)
        }
    }
}

fn run(input: &str, out: &str) -> ExitCode {
    let result = std::fs::read_to_string(input)
        .map_err(|e| format!("{input}: {e}"))
        .and_then(|text| xtask::catalog::generate(&text, input))
        .and_then(|rust| std::fs::write(out, rust).map_err(|e| format!("{out}: {e}")));
    match result {
        Ok(()) => {
            eprintln!("wrote {out}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::FAILURE
        }
    }
}
