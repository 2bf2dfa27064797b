//! What a crate's package holds and what its users are shown: no published
//! crate includes a file outside its own folder (`cargo package` leaves such
//! a file out, so the packaged crate, or its doctests, would not build), the
//! core's README and docs/api.md show the same example and dependency lines,
//! and the core's `compile_error!` for a build without a GPU family names
//! every family feature of its manifest.

use std::path::{Component, Path, PathBuf};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap().to_path_buf()
}

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The workspace's members that `cargo package` packages (no `publish = false`).
fn published_crates() -> Vec<PathBuf> {
    let manifest = read(&root().join("Cargo.toml"));
    let members = manifest.lines().find_map(|l| l.strip_prefix("members = [")).expect("a members line");
    let crates: Vec<PathBuf> = members
        .trim_end_matches(']')
        .split(',')
        .map(|m| root().join(m.trim().trim_matches('"')))
        .filter(|dir| !read(&dir.join("Cargo.toml")).lines().any(|l| l.trim() == "publish = false"))
        .collect();
    assert!(crates.len() >= 7, "only {} published crates found: {crates:?}", crates.len());
    crates
}

/// The files a crate's manifest leaves out of its package (`exclude = [...]`).
fn excluded(dir: &Path) -> Vec<PathBuf> {
    let manifest = read(&dir.join("Cargo.toml"));
    manifest
        .lines()
        .filter_map(|l| l.strip_prefix("exclude = ["))
        .flat_map(|l| l.trim_end_matches(']').split(',').map(|f| dir.join(f.trim().trim_matches('"'))))
        .collect()
}

/// Every `.rs` file under `dir`.
fn sources(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    for entry in entries {
        let path = entry.unwrap().path();
        if path.is_dir() {
            sources(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// `path` with its `.` and `..` taken out, without asking the file system.
fn lexical(path: &Path) -> PathBuf {
    let mut out = PathBuf::new();
    for c in path.components() {
        match c {
            Component::ParentDir => {
                out.pop();
            }
            Component::CurDir => {}
            c => out.push(c),
        }
    }
    out
}

/// The files `text` (the file `file` of the crate in `dir`) includes at
/// compile time: `include_str!`, `include_bytes!`, `include!` of a string or
/// of `concat!(env!("CARGO_MANIFEST_DIR"), "...")`, and `#[path = "..."]`.
fn includes(dir: &Path, file: &Path, text: &str) -> Vec<(usize, PathBuf)> {
    let mut out = Vec::new();
    for (n, line) in text.lines().enumerate() {
        for macro_ in ["include_str!(", "include_bytes!(", "include!(", "#[path = "] {
            let mut rest = line;
            while let Some(at) = rest.find(macro_) {
                rest = &rest[at + macro_.len()..];
                let argument = rest.trim_start();
                let (base, literal) = match argument.strip_prefix("concat!(env!(\"CARGO_MANIFEST_DIR\"),") {
                    Some(tail) => (dir.to_path_buf(), tail.trim_start()),
                    None => (file.parent().unwrap().to_path_buf(), argument),
                };
                let Some(literal) = literal.strip_prefix('"') else { continue };
                let Some(end) = literal.find('"') else { continue };
                let name = literal[..end].trim_start_matches('/');
                out.push((n + 1, lexical(&base.join(name))));
            }
        }
    }
    out
}

#[test]
fn no_published_crate_includes_a_file_outside_its_folder() {
    let mut found = Vec::new();
    let mut checked = 0;
    for dir in published_crates() {
        let mut files = Vec::new();
        for sub in ["src", "tests", "benches", "examples", "build.rs"] {
            let path = dir.join(sub);
            if path.is_file() {
                files.push(path);
            } else {
                sources(&path, &mut files);
            }
        }
        let excluded = excluded(&dir);
        for file in files.iter().filter(|f| !excluded.contains(f)) {
            for (line, included) in includes(&dir, file, &read(file)) {
                checked += 1;
                if !included.starts_with(&dir) {
                    let file = file.strip_prefix(root()).unwrap().display();
                    found.push(format!("{file}:{line} includes {}", included.display()));
                }
            }
        }
    }
    assert!(found.is_empty(), "files outside their crate's package:\n{}", found.join("\n"));
    // The core's README (its doctests) and the header in the C interface's tests.
    assert!(checked >= 2, "only {checked} includes found");
}

#[test]
fn an_include_outside_the_folder_is_found() {
    let dir = root().join("rig-counter-core");
    let file = dir.join("src/lib.rs");
    let found = includes(
        &dir,
        &file,
        "#[doc = include_str!(\"../../docs/api.md\")]\n\
         const A: &str = include_str!(concat!(env!(\"CARGO_MANIFEST_DIR\"), \"/../data/x.yaml\"));\n\
         #[doc = include_str!(\"../README.md\")]",
    );
    assert_eq!(found, [(1, root().join("docs/api.md")), (2, root().join("data/x.yaml")), (3, dir.join("README.md"))]);
}

/// The fenced blocks of a Markdown text: the fence line and the lines inside.
fn blocks(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut lines = text.lines();
    while let Some(line) = lines.next() {
        if let Some(info) = line.strip_prefix("```") {
            let body: Vec<&str> = lines.by_ref().take_while(|l| !l.starts_with("```")).collect();
            out.push(format!("```{info}\n{}\n", body.join("\n")));
        }
    }
    out
}

#[test]
fn docs_api_md_shows_the_core_readmes_dependency_lines_and_example() {
    let readme = blocks(&read(&root().join("rig-counter-core/README.md")));
    let api = blocks(&read(&root().join("docs/api.md")));
    assert_eq!(
        readme.iter().map(|b| b.lines().next().unwrap()).collect::<Vec<_>>(),
        ["```toml", "```toml", "```rust"],
        "the README's blocks: two dependency lines and the example"
    );
    assert!(readme[2].contains("#![no_std]") && !readme[2].contains(".unwrap()"));
    assert_eq!(api[..readme.len()], readme[..], "docs/api.md's first blocks differ from rig-counter-core/README.md's");
}

#[test]
fn the_core_refuses_a_build_without_a_family_and_names_every_family() {
    let manifest = read(&root().join("rig-counter-core/Cargo.toml"));
    // `gfx12 = []`, `gfx115 = ["gfx11"]`: every family, and those that bring no other.
    let families: Vec<(&str, bool)> = manifest
        .lines()
        .filter(|l| l.starts_with("gfx"))
        .filter_map(|l| l.split_once(" = "))
        .map(|(name, brings)| (name, !brings.contains("\"gfx")))
        .collect();
    assert_eq!(families.len(), 5, "{families:?}");
    let lib = read(&root().join("rig-counter-core/src/lib.rs"));
    let own: Vec<String> =
        families.iter().filter(|(_, alone)| *alone).map(|(f, _)| format!("feature = \"{f}\"")).collect();
    let cfg = format!("not(any({}))", own.join(", "));
    assert_eq!(own.len(), 3, "gfx9, gfx11 and gfx12 bring no other family");
    assert!(lib.contains(&format!("#[cfg({cfg})]\ncompile_error!(")), "lib.rs lacks #[cfg({cfg})] compile_error!");
    assert!(
        lib.contains(&format!("#![cfg_attr({cfg}, allow(warnings))]")),
        "lib.rs lacks the allow(warnings) of {cfg}"
    );
    let message = lib.split("compile_error!(").nth(1).unwrap().split(");").next().unwrap();
    let words: Vec<&str> = message.split(|c: char| !c.is_ascii_alphanumeric()).collect();
    let named: Vec<&str> = families.iter().map(|(f, _)| *f).filter(|f| words.contains(f)).collect();
    assert_eq!(named.len(), families.len(), "the message names {named:?} of {families:?}: {message}");
}

#[test]
fn every_cargo_install_the_pages_and_ci_show_is_locked() {
    let mut files = vec![root().join("README.md")];
    for folder in ["docs", "ci"] {
        let mut entries: Vec<PathBuf> = std::fs::read_dir(root().join(folder))
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.is_file() && (folder == "ci" || p.extension().is_some_and(|e| e == "md")))
            .collect();
        entries.sort();
        files.extend(entries);
    }
    let (mut installs, mut unlocked) = (0, Vec::new());
    for file in &files {
        // A command may run on over a line break in prose: join the lines.
        let text = read(file).replace('\n', " ");
        for (at, _) in text.match_indices("cargo install ") {
            installs += 1;
            let command: String = text[at..].chars().take_while(|c| !matches!(c, '`' | ';' | '|' | ')')).collect();
            if !command.contains("--locked") {
                unlocked.push(format!("{}: {command}", file.strip_prefix(root()).unwrap().display()));
            }
        }
    }
    assert!(unlocked.is_empty(), "cargo install without --locked (Cargo.lock ignored):\n{}", unlocked.join("\n"));
    // The README's, docs/testing.md's, ci/package's and the tools' (cargo-fuzz, gungraun-runner).
    assert!(installs >= 5, "only {installs} cargo install commands found");
    assert!(read(&root().join("README.md")).contains("\n$ cargo install --locked --path rig-counter\n"));
}
