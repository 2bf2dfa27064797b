//! `cargo run -p xtask -- catalog DEFINITIONS.yaml [--out FILE]`: writes the
//! core's catalog tables (default `rig-counter-core/src/catalog/generated.rs`)
//! from rocprofiler's counter definitions.
//!
//! `cargo run -p xtask -- metrics DEFINITIONS.yaml [--out FILE]`: writes the std
//! crate's built-in derived metrics (default
//! `rig-counter-std/src/definitions/builtin.rs`) from the same definitions.
//!
//! `cargo run -p xtask -- plan-metrics DEFINITIONS.yaml [--out FILE]`: writes
//! the core's built-in metrics resolved to counters (default
//! `rig-counter-core/src/plan/metrics.rs`, feature `metrics`) from the same
//! definitions.
//!
//! `cargo run -p xtask -- descriptions DEFINITIONS.yaml [--out FILE]`: writes
//! the std crate's hardware counter descriptions (default
//! `rig-counter-std/src/definitions/descriptions.rs`) from the same definitions.
//!
//! `cargo run -p xtask -- header [--out FILE]`: writes the C header of
//! `rig-counter-ffi` (default `rig-counter-ffi/include/rig_counter.h`) with
//! cbindgen.
//!
//! `cargo run -p xtask -- oa [DATA] [--out FILE]`: writes the std crate's
//! tables of Intel OA metric sets (default `rig-counter-timeline/src/oa/generated.rs`)
//! from the OA metric XML and PCI ids in `DATA` (default `data/oa`).
//!
//! `cargo run -p xtask -- regs CSV [--add CSV]... [--mesa JSON]... [--out FILE]`: writes the
//! core's register tables (default `rig-counter-core/src/regs/generated.rs`) from
//! a register list, checked against Mesa's register databases.
//!
//! `cargo run -p xtask -- rocprofv3`: writes the example rocprofv3 run's JSON
//! and rocpd twins (`docs/examples/rocprofv3-json`, `-rocpd`) from its CSV
//! (`docs/examples/rocprofv3`).

use std::process::ExitCode;

const USAGE: &str = "usage: cargo run -p xtask -- catalog DEFINITIONS.yaml [--out FILE]
       cargo run -p xtask -- metrics DEFINITIONS.yaml [--out FILE]
       cargo run -p xtask -- plan-metrics DEFINITIONS.yaml [--out FILE]
       cargo run -p xtask -- descriptions DEFINITIONS.yaml [--out FILE]
       cargo run -p xtask -- header [--out FILE]
       cargo run -p xtask -- oa [DATA] [--out FILE]
       cargo run -p xtask -- regs CSV [--add CSV]... [--mesa JSON]... [--out FILE]
       cargo run -p xtask -- rocprofv3";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.iter().map(String::as_str).collect::<Vec<_>>().as_slice() {
        ["catalog", input] => run(input, xtask::catalog::DEFAULT_OUT, xtask::catalog::generate),
        ["catalog", input, "--out", out] => run(input, out, xtask::catalog::generate),
        ["descriptions", input] => run(input, xtask::descriptions::DEFAULT_OUT, xtask::descriptions::generate),
        ["descriptions", input, "--out", out] => run(input, out, xtask::descriptions::generate),
        ["metrics", input] => run(input, xtask::metrics::DEFAULT_OUT, xtask::metrics::generate),
        ["metrics", input, "--out", out] => run(input, out, xtask::metrics::generate),
        ["plan-metrics", input] => run(input, xtask::plan_metrics::DEFAULT_OUT, xtask::plan_metrics::generate),
        ["plan-metrics", input, "--out", out] => run(input, out, xtask::plan_metrics::generate),
        ["oa"] => write(oa(xtask::oa::DEFAULT_DATA), xtask::oa::DEFAULT_OUT),
        ["oa", "--out", out] => write(oa(xtask::oa::DEFAULT_DATA), out),
        ["oa", data] => write(oa(data), xtask::oa::DEFAULT_OUT),
        ["oa", data, "--out", out] => write(oa(data), out),
        ["header"] => write(header(), xtask::header::DEFAULT_OUT),
        ["header", "--out", out] => write(header(), out),
        ["regs", input, rest @ ..] => match regs_options(rest) {
            Some((add, mesa, out)) => run_regs(input, &add, &mesa, out),
            None => usage(),
        },
        ["rocprofv3"] => rocprofv3(),
        _ => usage(),
    }
}

/// The example rocprofv3 run's twins, written from its CSV.
fn rocprofv3() -> ExitCode {
    use xtask::rocprofv3::{DEFAULT_CSV, DEFAULT_JSON, DEFAULT_ROCPD, generate};
    let (csv, json, rocpd) = (DEFAULT_CSV.as_ref(), DEFAULT_JSON.as_ref(), DEFAULT_ROCPD.as_ref());
    match generate(csv, json, rocpd) {
        Ok(files) => {
            for f in files {
                eprintln!("wrote {}", f.display());
            }
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::FAILURE
        }
    }
}

/// The OA tables of the data folder `data`.
fn oa(data: &str) -> Result<String, String> {
    xtask::oa::generate(std::path::Path::new(data))
}

/// The header of the FFI crate beside this one.
fn header() -> Result<String, String> {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    xtask::header::generate(&root.join("rig-counter-ffi"))
}

fn usage() -> ExitCode {
    eprintln!("{USAGE}");
    ExitCode::from(2)
}

/// The Mesa files and the output of `regs`'s options, `None` if they are not
/// `[--mesa JSON]... [--out FILE]`.
fn regs_options<'a>(mut rest: &[&'a str]) -> Option<(Vec<&'a str>, Vec<&'a str>, &'a str)> {
    let (mut add, mut mesa) = (Vec::new(), Vec::new());
    let mut out = None;
    while let [flag, value, tail @ ..] = rest {
        match *flag {
            "--add" => add.push(*value),
            "--mesa" => mesa.push(*value),
            "--out" if out.is_none() => out = Some(*value),
            _ => return None,
        }
        rest = tail;
    }
    rest.is_empty().then_some((add, mesa, out.unwrap_or(xtask::regs::DEFAULT_OUT)))
}

fn run(input: &str, out: &str, generate: fn(&str, &str) -> Result<String, String>) -> ExitCode {
    let result =
        std::fs::read_to_string(input).map_err(|e| format!("{input}: {e}")).and_then(|text| generate(&text, input));
    write(result, out)
}

fn run_regs(input: &str, add: &[&str], mesa: &[&str], out: &str) -> ExitCode {
    let read = |path: &str| std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"));
    let read_all = |paths: &[&str]| paths.iter().map(|m| read(m)).collect::<Result<Vec<_>, _>>();
    let result = (|| {
        let lists: Vec<&str> = std::iter::once(input).chain(add.iter().copied()).collect();
        let (csvs, texts) = (read_all(&lists)?, read_all(mesa)?);
        let lists: Vec<(&str, &str)> = lists.iter().copied().zip(csvs.iter().map(String::as_str)).collect();
        let pairs: Vec<(&str, &str)> = mesa.iter().copied().zip(texts.iter().map(String::as_str)).collect();
        xtask::regs::generate_lists(&lists, &pairs, xtask::regs::FROM_MESA)
    })();
    write(result, out)
}

fn write(result: Result<String, String>, out: &str) -> ExitCode {
    match result.and_then(|rust| std::fs::write(out, rust).map_err(|e| format!("{out}: {e}"))) {
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
