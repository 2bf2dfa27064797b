//! CI's scripts take one dated nightly toolchain, stated once (`ci/nightly`)
//! and named in docs/targets.md, so that a new nightly cannot break CI (the
//! nightly of 2026-10-29 moved the PTX that `ci/ptx` copies).

use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap().to_path_buf()
}

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// `ci/nightly`'s toolchain: `nightly-YYYY-MM-DD`.
fn pinned() -> String {
    let text = read(&root().join("ci/nightly"));
    let lines: Vec<&str> = text.lines().filter_map(|l| l.strip_prefix("NIGHTLY=")).collect();
    assert_eq!(lines.len(), 1, "ci/nightly sets NIGHTLY once: {lines:?}");
    let name = lines[0];
    let date = name.strip_prefix("nightly-").unwrap_or_else(|| panic!("{name} is no nightly"));
    let parts: Vec<&str> = date.split('-').collect();
    assert!(
        parts.len() == 3
            && [4, 2, 2].iter().zip(&parts).all(|(n, p)| p.len() == *n && p.bytes().all(|b| b.is_ascii_digit())),
        "{name} is not a dated nightly (nightly-YYYY-MM-DD)"
    );
    name.to_owned()
}

/// The files of `ci/` but `ci/nightly`, with their text.
fn scripts() -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = std::fs::read_dir(root().join("ci"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.file_name().is_some_and(|n| n != "nightly"))
        .map(|p| (format!("ci/{}", p.file_name().unwrap().to_string_lossy()), read(&p)))
        .collect();
    out.sort();
    out
}

#[test]
fn every_ci_script_takes_the_nightly_of_ci_nightly() {
    let mut users = Vec::new();
    let mut found = Vec::new();
    for (name, text) in scripts() {
        for (n, line) in text.lines().enumerate() {
            let code = line.split(" #").next().unwrap();
            if code.trim_start().starts_with('#') {
                continue;
            }
            // ci/targets gives the machine's own nightly, which the
            // project's acceptance checks build with, rust-src; CI builds
            // nothing with it. Marked on each such line.
            if line.contains("the acceptance checks' toolchain, not CI's") {
                continue;
            }
            // A toolchain named other than through $NIGHTLY: `+nightly`,
            // `--toolchain nightly`, `install nightly`, a grep for '^nightly'.
            for bare in ["+nightly", "toolchain nightly", "install nightly", "'^nightly", "nightly-20"] {
                if code.contains(bare) {
                    found.push(format!("{name}:{}: {}", n + 1, line.trim()));
                }
            }
        }
        if text.contains("$NIGHTLY") {
            users.push(name.clone());
            assert!(
                text.contains("source ci/nightly") || text.contains("source \"$(dirname \"$0\")/nightly\""),
                "{name} takes $NIGHTLY without sourcing ci/nightly"
            );
        }
    }
    assert!(found.is_empty(), "a nightly other than ci/nightly's:\n{}", found.join("\n"));
    assert_eq!(users, ["ci/device", "ci/ffi", "ci/fuzz", "ci/gpu", "ci/ptx", "ci/ptx-link", "ci/targets"]);
}

#[test]
fn docs_targets_md_names_the_pinned_nightly() {
    let pinned = pinned();
    let doc = read(&root().join("docs/targets.md"));
    assert!(doc.contains(&format!("`{pinned}`")), "docs/targets.md does not name {pinned}");
    let others: Vec<&str> =
        doc.match_indices("nightly-20").map(|(at, _)| &doc[at..at + 18]).filter(|n| *n != pinned).collect();
    assert!(others.is_empty(), "docs/targets.md names other nightlies: {others:?}");
}

#[test]
fn ci_ptx_finds_the_ptx_in_release_and_in_release_deps() {
    let ptx = read(&root().join("ci/ptx"));
    for place in ["\"$built/rig_counter_gpu_builder.ptx\"", "\"$built/deps/rig_counter_gpu_builder.ptx\""] {
        assert!(ptx.contains(place), "ci/ptx does not look at {place}");
    }
}
