//! The house's shape: no module of a crate imports one that imports it back
//! (directly or through others), and the timeline crate depends on nothing
//! of the counting side.
//!
//! A module's imports are the paths its code (not its comments, not its
//! `#[cfg(test)]` items) names: `crate::a::b`, `super::...`, `self::...`,
//! a child module by its name, and a re-export followed to the module that
//! defines it. A parent that declares its children is no import; a parent
//! that uses one and a child that uses an item of its parent is a circle.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap().to_path_buf()
}

/// A module by its path from the crate root (`[]` is the root).
type Module = Vec<String>;

/// Every module of the crate whose sources are in `src`, and its file.
fn modules(src: &Path) -> BTreeMap<Module, PathBuf> {
    let mut out = BTreeMap::new();
    let mut dirs = vec![src.to_path_buf()];
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                dirs.push(path);
                continue;
            }
            if path.extension().is_none_or(|e| e != "rs") {
                continue;
            }
            let rel = path.strip_prefix(src).unwrap().with_extension("");
            let mut module: Module = rel.iter().map(|c| c.to_string_lossy().into_owned()).collect();
            if matches!(module.last().map(String::as_str), Some("mod" | "lib" | "main")) {
                module.pop();
            }
            out.insert(module, path);
        }
    }
    out
}

/// `text` without comment lines and without the items `#[cfg(test)]`
/// marks (a `mod tests { ... }` or one `use ...;`).
fn code(text: &str) -> String {
    let lines: Vec<&str> = text.lines().collect();
    let mut out = String::new();
    let mut i = 0;
    while i < lines.len() {
        let line = lines[i].trim_start();
        if line.starts_with("#[cfg(test)]") || line.starts_with("#[cfg(all(test,") {
            let (mut depth, mut opened) = (0i64, false);
            i += 1;
            while i < lines.len() {
                let l = lines[i];
                depth += l.matches('{').count() as i64 - l.matches('}').count() as i64;
                opened |= l.contains('{');
                if (opened && depth <= 0) || (!opened && l.trim_end().ends_with(';')) {
                    break;
                }
                i += 1;
            }
        } else if !line.starts_with("//") {
            out.push_str(lines[i]);
            out.push('\n');
        }
        i += 1;
    }
    out
}

fn ident(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_'
}

/// The paths `code` names: each as its words (`crate`, `a`, `b`), and for a
/// group (`crate::a::{b, c}`) one path per name in it.
fn paths(code: &str) -> Vec<Vec<String>> {
    let chars: Vec<char> = code.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        if !ident(chars[i]) || (i > 0 && (ident(chars[i - 1]) || chars[i - 1] == ':')) {
            i += 1;
            continue;
        }
        let mut words = Vec::new();
        let mut j = i;
        loop {
            let start = j;
            while j < chars.len() && ident(chars[j]) {
                j += 1;
            }
            words.push(chars[start..j].iter().collect::<String>());
            if chars.get(j) == Some(&':') && chars.get(j + 1) == Some(&':') {
                j += 2;
                if chars.get(j) == Some(&'{') {
                    let end = chars[j..].iter().position(|&c| c == '}').map_or(chars.len(), |p| j + p);
                    let group: String = chars[j + 1..end].iter().collect();
                    for name in group.split(',') {
                        let name: String = name.trim().chars().take_while(|&c| ident(c)).collect();
                        if !name.is_empty() {
                            out.push(words.iter().cloned().chain([name]).collect());
                        }
                    }
                    j = end;
                    break;
                }
                if chars.get(j).is_some_and(|&c| ident(c)) {
                    continue;
                }
            }
            if words.len() > 1 {
                out.push(words);
            }
            break;
        }
        i = j.max(i + 1);
    }
    out
}

/// The crate's modules and their imports.
struct Crate {
    files: BTreeMap<Module, PathBuf>,
    /// Per module, what its `pub use` lines re-export: name to the path it
    /// stands for (`None` outside the crate).
    reexports: BTreeMap<Module, BTreeMap<String, Option<Module>>>,
    /// Per module, the modules its `pub use m::*;` lines re-export whole.
    globs: BTreeMap<Module, Vec<Module>>,
}

impl Crate {
    fn new(src: &Path) -> Crate {
        let files = modules(src);
        let mut reexports = BTreeMap::new();
        let mut globs = BTreeMap::new();
        for (module, file) in &files {
            let text = code(&std::fs::read_to_string(file).unwrap());
            let whole: Vec<Module> = text
                .lines()
                .filter_map(|l| l.trim().strip_prefix("pub use ")?.strip_suffix("::*;"))
                .filter_map(|p| self_relative(module, &p.split("::").map(str::to_owned).collect::<Vec<_>>()))
                .filter(|m| files.contains_key(m))
                .collect();
            globs.insert(module.clone(), whole);
            let mut names = BTreeMap::new();
            for line in text.lines().filter_map(|l| l.trim().strip_prefix("pub use ")) {
                for path in paths(line) {
                    let base = self_relative(module, &path[..path.len() - 1]);
                    // A path into no module of the crate is another crate's.
                    let inside = base.filter(|b| !b.is_empty() && files.keys().any(|m| m.starts_with(b)));
                    names.insert(path.last().unwrap().clone(), inside);
                }
            }
            reexports.insert(module.clone(), names);
        }
        Crate { files, reexports, globs }
    }

    /// Whether `module`'s file defines an item `name` (a struct, enum, fn,
    /// const, static, trait, type, union or module of that name).
    fn defines(&self, module: &Module, name: &str) -> bool {
        // `'static` is a lifetime, no item.
        let text = code(&std::fs::read_to_string(&self.files[module]).unwrap()).replace("'static", "'");
        let words: Vec<&str> = text.split(|c: char| !ident(c)).filter(|w| !w.is_empty()).collect();
        words.windows(2).any(|w| {
            w[1] == name
                && matches!(w[0], "struct" | "enum" | "fn" | "const" | "static" | "trait" | "type" | "union" | "mod")
        })
    }

    /// The module `path` (inside the crate, from its root) lies in, following
    /// re-exports; `None` for a path outside the crate.
    fn resolve(&self, path: &[String], depth: usize) -> Option<Module> {
        for k in (0..=path.len()).rev() {
            let module = path[..k].to_vec();
            if !self.files.contains_key(&module) {
                continue;
            }
            if let Some(name) = path.get(k)
                && let Some(target) = self.reexports.get(&module).and_then(|r| r.get(name))
            {
                let target = target.as_ref()?;
                let mut followed = target.clone();
                followed.extend(path[k..].iter().cloned());
                if followed != path && depth < 8 {
                    return self.resolve(&followed, depth + 1);
                }
            }
            // A name the module does not define itself but a glob
            // re-export brings.
            if let Some(name) = path.get(k)
                && depth < 8
                && !self.defines(&module, name)
                && let Some(target) = self.globs[&module].iter().find(|g| self.defines(g, name))
            {
                let followed: Module = target.iter().chain(&path[k..]).cloned().collect();
                return self.resolve(&followed, depth + 1);
            }
            return Some(module);
        }
        None
    }

    /// What `module` imports.
    fn imports(&self, module: &Module) -> BTreeSet<Module> {
        let text = code(&std::fs::read_to_string(&self.files[module]).unwrap());
        let children: BTreeSet<&String> = self
            .files
            .keys()
            .filter(|m| m.len() == module.len() + 1 && m.starts_with(module))
            .map(|m| m.last().unwrap())
            .collect();
        let mut out = BTreeSet::new();
        for path in paths(&text) {
            let absolute = match path[0].as_str() {
                "crate" | "super" | "self" => self_relative(module, &path),
                first if children.contains(&first.to_owned()) => {
                    Some(module.iter().cloned().chain(path.iter().cloned()).collect())
                }
                _ => None,
            };
            if let Some(target) = absolute.and_then(|p| self.resolve(&p, 0))
                && target != *module
            {
                out.insert(target);
            }
        }
        out
    }
}

/// `path` (starting `crate`, `super` or `self`, or relative to `module`'s
/// own directory for a child) from the crate root.
fn self_relative(module: &Module, path: &[String]) -> Option<Module> {
    let mut at: Module = module.clone();
    let mut rest = path;
    match path.first().map(String::as_str) {
        Some("crate") => {
            at.clear();
            rest = &path[1..];
        }
        Some("self" | "super") => {
            while let Some(w) = rest.first() {
                match w.as_str() {
                    "super" => {
                        at.pop()?;
                    }
                    "self" => {}
                    _ => break,
                }
                rest = &rest[1..];
            }
        }
        _ => {}
    }
    at.extend(rest.iter().cloned());
    Some(at)
}

/// The circles among `krate`'s modules: each strongly connected set of more
/// than one module, as `a -> b` lines.
fn circles(krate: &str, src: &Path) -> Vec<String> {
    let c = Crate::new(src);
    let graph: BTreeMap<Module, BTreeSet<Module>> = c.files.keys().map(|m| (m.clone(), c.imports(m))).collect();
    // Two modules are in one circle when each reaches the other.
    let reach = |from: &Module| {
        let mut seen = BTreeSet::new();
        let mut todo = vec![from.clone()];
        while let Some(m) = todo.pop() {
            for n in &graph[&m] {
                if seen.insert(n.clone()) {
                    todo.push(n.clone());
                }
            }
        }
        seen
    };
    let reaches: BTreeMap<&Module, BTreeSet<Module>> = graph.keys().map(|m| (m, reach(m))).collect();
    let name = |m: &Module| if m.is_empty() { "(crate root)".to_owned() } else { m.join("::") };
    let mut out = Vec::new();
    for (m, imports) in &graph {
        for n in imports {
            if reaches[n].contains(m) {
                out.push(format!("{krate}: {} -> {}", name(m), name(n)));
            }
        }
    }
    out
}

#[test]
fn no_crate_has_an_import_circle() {
    let mut found = Vec::new();
    for krate in [
        "rig-counter-core",
        "rig-counter-io",
        "rig-counter-timeline",
        "rig-counter-rocprofv3",
        "rig-counter-std",
        "rig-counter-ffi",
        "rig-counter",
    ] {
        found.extend(circles(krate, &root().join(krate).join("src")));
    }
    assert!(found.is_empty(), "imports in a circle:\n{}", found.join("\n"));
}

#[test]
fn the_checker_sees_a_parent_and_child_circle_and_a_re_export() {
    // A child that uses its parent's item while the parent uses the child.
    let dir = std::env::temp_dir().join(format!("rig-counter-architecture-{}", std::process::id()));
    let src = dir.join("fake").join("src");
    std::fs::create_dir_all(src.join("a")).unwrap();
    std::fs::write(src.join("lib.rs"), "pub mod a;\npub mod b;\npub use a::Thing;\n").unwrap();
    std::fs::write(src.join("a").join("mod.rs"), "pub mod c;\npub struct Thing;\nfn f() { c::g(); }\n").unwrap();
    std::fs::write(
        src.join("a").join("c.rs"),
        "// super::Thing in a comment is no import\npub fn g() { let _ = super::Thing; }\n",
    )
    .unwrap();
    std::fs::write(src.join("b.rs"), "#[cfg(test)]\nmod tests { use crate::Thing; }\npub fn h() {}\n").unwrap();
    let c = Crate::new(&src);
    let m = |s: &[&str]| s.iter().map(|w| w.to_string()).collect::<Module>();
    assert_eq!(c.imports(&m(&["a"])), BTreeSet::from([m(&["a", "c"])]));
    assert_eq!(c.imports(&m(&["a", "c"])), BTreeSet::from([m(&["a"])]));
    assert_eq!(c.imports(&m(&["b"])), BTreeSet::new());
    // crate::Thing is a's, through the root's re-export.
    assert_eq!(c.resolve(&m(&["Thing"]), 0), Some(m(&["a"])));
    assert_eq!(circles("fake", &src), ["fake: a -> a::c", "fake: a::c -> a"]);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_checker_follows_a_glob_re_export_to_where_a_name_is_defined() {
    // d re-exports e whole; f names d::Item, which is e's: no circle, though
    // d also uses f. `&'static` is no item named after `static`.
    let dir = std::env::temp_dir().join(format!("rig-counter-architecture-glob-{}", std::process::id()));
    let src = dir.join("fake").join("src");
    std::fs::create_dir_all(src.join("d")).unwrap();
    std::fs::write(
        src.join("lib.rs"),
        "pub mod d;
",
    )
    .unwrap();
    std::fs::write(
        src.join("d").join("mod.rs"),
        "mod e;
pub mod f;
pub use e::*;
fn h(_: &'static Item) { f::g(); }
",
    )
    .unwrap();
    std::fs::write(
        src.join("d").join("e.rs"),
        "pub struct Item;
",
    )
    .unwrap();
    std::fs::write(
        src.join("d").join("f.rs"),
        "pub fn g() { let _ = crate::d::Item; }
",
    )
    .unwrap();
    let c = Crate::new(&src);
    let m = |s: &[&str]| s.iter().map(|w| w.to_string()).collect::<Module>();
    assert_eq!(c.imports(&m(&["d", "f"])), BTreeSet::from([m(&["d", "e"])]));
    assert!(circles("fake", &src).is_empty());
    // Defined in d itself, the same name is d's: then d and f are a circle.
    std::fs::write(
        src.join("d").join("mod.rs"),
        "mod e;
pub mod f;
pub use e::*;
pub struct Item;
fn h() { f::g(); }
",
    )
    .unwrap();
    assert_eq!(circles("fake", &src), ["fake: d -> d::f", "fake: d::f -> d"]);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_timeline_crate_depends_on_nothing_of_counting() {
    let out = std::process::Command::new(env!("CARGO"))
        .args(["metadata", "--format-version", "1", "--no-deps", "--offline"])
        .current_dir(root())
        .output()
        .unwrap();
    assert!(out.status.success(), "cargo metadata: {}", String::from_utf8_lossy(&out.stderr));
    let meta: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let packages = meta["packages"].as_array().unwrap();
    let deps = |name: &str| -> Vec<String> {
        let p = packages.iter().find(|p| p["name"] == name).unwrap_or_else(|| panic!("no package {name}"));
        p["dependencies"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|d| d["kind"].is_null())
            .map(|d| d["name"].as_str().unwrap().to_owned())
            .filter(|n| n.starts_with("rig-counter"))
            .collect()
    };
    assert_eq!(deps("rig-counter-timeline"), ["rig-counter-io", "rig-counter-rocprofv3"]);
    assert_eq!(deps("rig-counter-io"), Vec::<String>::new());
    assert_eq!(
        deps("rig-counter-std"),
        ["rig-counter-core", "rig-counter-io", "rig-counter-rocprofv3", "rig-counter-timeline"]
    );
    assert_eq!(deps("rig-counter-rocprofv3"), ["rig-counter-io"]);
    assert_eq!(deps("rig-counter"), ["rig-counter-std"]);
}
