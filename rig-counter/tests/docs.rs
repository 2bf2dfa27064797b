//! Every `console` block of the README and of `docs/` runs and prints what
//! it shows: documentation that cannot rot.
//!
//! A block is a list of `$ COMMAND` lines (a line ending in `\` continues on
//! the next), each followed by the output it shows, standard output and
//! error together. A block's commands run in one `sh`, from a fresh directory
//! per page that holds links to the repository's `tests`, `docs`, `data` and
//! `examples` (so the pages' paths resolve and the files they write land
//! there, not in the checkout), with this build's `rig-counter` first on the
//! PATH; `cargo run --release -p rig-counter --` stands for `rig-counter`. An
//! output line `...` (or one starting with `...  (`) stands for any lines.
//! A block after a line ending in "this `NAME`:" (a YAML file the page
//! shows) must equal the repository's NAME where it ships one, and is
//! written to NAME there otherwise.
//!
//! Skipped: a block whose fence follows a `<!-- not run: WHY -->` line, as
//! the pages mark those that build (the install and test commands, the C
//! example, which `ci/package` and `ci/ffi` run) or need a GPU.

use std::path::{Path, PathBuf};
use std::process::Command;

/// One command of a page and what it shows.
struct Example {
    page: String,
    line: usize,
    command: String,
    shown: Vec<String>,
}

/// What a page asks, in its order: a file to write (a block after a line
/// ending in "this `NAME`:"), or a console block's commands, run by one
/// shell so that a variable one sets is there for the next.
enum Step {
    Write(String, String),
    Run(Vec<Example>),
}

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap().to_path_buf()
}

/// The README and every page of `docs/`, in name order.
fn pages() -> Vec<PathBuf> {
    let mut pages: Vec<PathBuf> = std::fs::read_dir(root().join("docs"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "md"))
        .collect();
    pages.sort();
    pages.insert(0, root().join("README.md"));
    pages
}

/// The steps of `text` (page `page`) and the number of blocks skipped.
fn steps(page: &str, text: &str) -> (Vec<Step>, usize) {
    let lines: Vec<&str> = text.lines().collect();
    let (mut out, mut skipped) = (Vec::new(), 0);
    let mut i = 0;
    while i < lines.len() {
        if !lines[i].starts_with("```") {
            i += 1;
            continue;
        }
        let before = lines[..i].iter().rev().find(|l| !l.trim().is_empty()).copied().unwrap_or("");
        let end = i + 1 + lines[i + 1..].iter().position(|l| l.starts_with("```")).expect("a closed block");
        let body = &lines[i + 1..end];
        if lines[i].trim_end() != "```console" {
            let named = before.strip_suffix("`:").and_then(|b| b.rsplit_once("this `")).map(|(_, name)| name);
            if let Some(name) = named {
                out.push(Step::Write(name.to_owned(), body.iter().map(|l| format!("{l}\n")).collect()));
            }
            i = end + 1;
            continue;
        }
        if before.starts_with("<!-- not run:") {
            skipped += 1;
            i = end + 1;
            continue;
        }
        let mut examples = Vec::new();
        let mut j = i + 1;
        while j < end {
            let Some(first) = lines[j].strip_prefix("$ ") else {
                panic!("{page}:{}: a console block's output before any `$ ` command", j + 1);
            };
            let at = j + 1;
            let mut command = first.to_owned();
            while command.ends_with('\\') && j + 1 < end {
                command.pop();
                j += 1;
                command.push_str(lines[j].trim_start());
            }
            j += 1;
            let mut shown = Vec::new();
            while j < end && !lines[j].starts_with("$ ") {
                shown.push(lines[j].to_owned());
                j += 1;
            }
            let command = command.replace("cargo run --release -p rig-counter -- ", "rig-counter ");
            examples.push(Example { page: page.to_owned(), line: at, command, shown });
        }
        out.push(Step::Run(examples));
        i = end + 1;
    }
    (out, skipped)
}

/// Whether `got` matches `shown`, where a `...` line stands for any lines.
fn matches(shown: &[String], got: &[&str]) -> bool {
    match shown.split_first() {
        None => got.is_empty(),
        Some((s, rest)) if s == "..." || s.starts_with("...  (") => {
            (0..=got.len()).any(|skip| matches(rest, &got[skip..]))
        }
        Some((s, rest)) => got.first().is_some_and(|g| g == s) && matches(rest, &got[1..]),
    }
}

/// A directory for `page`'s commands, with links to the repository's folders.
fn workspace(page: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("rig-counter-docs-{}-{page}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    for folder in ["tests", "docs", "data", "examples"] {
        std::os::unix::fs::symlink(root().join(folder), dir.join(folder)).unwrap();
    }
    dir
}

#[test]
fn every_console_block_prints_what_it_shows() {
    let bin = Path::new(env!("CARGO_BIN_EXE_rig-counter")).parent().unwrap().to_path_buf();
    let path = format!("{}:{}", bin.display(), std::env::var("PATH").unwrap_or_default());
    let (mut failures, mut ran, mut skipped) = (Vec::new(), 0, 0);
    // Printed after each command, to split a block's output.
    const MARK: &str = "@@rig-counter-docs-test@@";
    for page in pages() {
        let name = page.strip_prefix(root()).unwrap().display().to_string();
        let (steps, skips) = steps(&name, &std::fs::read_to_string(&page).unwrap());
        skipped += skips;
        let dir = workspace(&name.replace('/', "-"));
        for step in steps {
            let examples = match step {
                // A file the repository ships is the page's text; another
                // is written where the page's commands run.
                Step::Write(file, text) => {
                    match std::fs::read_to_string(root().join(&file)) {
                        Ok(shipped) if shipped != text => {
                            failures.push(format!("{name}: {file} differs from the text the page shows"))
                        }
                        Ok(_) => {}
                        Err(_) => std::fs::write(dir.join(file), text).unwrap(),
                    }
                    continue;
                }
                Step::Run(examples) => examples,
            };
            let mut script = String::new();
            for e in &examples {
                if e.command.starts_with("cargo ") {
                    failures.push(format!("{}:{}: a cargo command not marked `not run`", e.page, e.line));
                }
                script.push_str(&format!("{{ {}\n}} 2>&1\necho {MARK}\n", e.command));
            }
            let o = Command::new("sh")
                .arg("-c")
                .arg(&script)
                .current_dir(&dir)
                .env("PATH", &path)
                .env_remove("ROCPROFILER_METRICS_PATH")
                .env("ROCM_PATH", dir.join("no-rocm"))
                .output()
                .unwrap();
            let printed = String::from_utf8_lossy(&o.stdout).into_owned();
            let separator = format!("{MARK}\n");
            let mut outputs = printed.split(&separator);
            for e in &examples {
                ran += 1;
                let got = outputs.next().unwrap_or("");
                let got_lines: Vec<&str> = got.lines().collect();
                if !matches(&e.shown, &got_lines) {
                    failures.push(format!(
                        "{}:{}: $ {}\n--- shown\n{}\n--- printed\n{}",
                        e.page,
                        e.line,
                        e.command,
                        e.shown.join("\n"),
                        got.trim_end()
                    ));
                }
            }
        }
        let _ = std::fs::remove_dir_all(&dir);
    }
    assert!(
        failures.is_empty(),
        "{} of {ran} commands print other than shown:\n\n{}",
        failures.len(),
        failures.join("\n\n")
    );
    // The pages hold this many, so a parser that finds none fails.
    assert!(ran >= 50, "only {ran} commands found");
    assert!(skipped >= 6, "only {skipped} blocks skipped");
}

#[test]
fn a_dots_line_stands_for_any_lines() {
    let shown = |s: &[&str]| s.iter().map(|l| l.to_string()).collect::<Vec<_>>();
    assert!(matches(&shown(&["a", "...", "d"]), &["a", "b", "c", "d"]));
    assert!(matches(&shown(&["a", "...", "d"]), &["a", "d"]));
    assert!(!matches(&shown(&["a", "...", "d"]), &["a", "b"]));
    assert!(!matches(&shown(&["a", "b"]), &["a", "b", "c"]));
    assert!(matches(&shown(&["a", "...  (every WGP)"]), &["a", "x", "y"]));
}
