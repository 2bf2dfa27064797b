//! What the pages and CI show of building the crates: every `cargo install`
//! takes `--locked`, so that it builds with Cargo.lock's versions, the ones
//! CI tests.

use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap().to_path_buf()
}

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
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
