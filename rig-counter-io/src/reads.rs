//! The files a command has opened for reading, so that no output is ever
//! written over one of them.
//!
//! A command watches its reads ([`watch`], for as long as the [`Watch`] it
//! returns lives); every file opened through [`open`] (or noted with
//! [`note`] when opened otherwise) is then remembered by device and inode,
//! which a path, a link or a hard link to it all share. [`read_as`] tells
//! whether a path names one of them. Outside a watch nothing is
//! remembered, so a library caller's memory does not grow with what it
//! reads. The record is per thread: a command runs on one thread, and
//! commands run side by side (tests, a host embedding the command) do not
//! see each other's reads.

use std::cell::RefCell;
use std::collections::HashMap;
use std::fs::{File, Metadata};
use std::path::Path;

/// The most files remembered in one watch; past it, a file is still
/// opened but no longer remembered, and [`read_as`] answers that outputs
/// cannot be checked (a command of rig-counter reads a few dozen: a KFD
/// topology's nodes, a folder of rocprofv3 passes).
pub const MAX_REMEMBERED: usize = 65_536;

/// What a watch holds: the files read, by (device, inode), each with its
/// path as a message shows it, and whether any was forgotten.
#[derive(Default)]
struct Record {
    files: HashMap<(u64, u64), String>,
    overflowed: bool,
}

thread_local! {
    static WATCH: RefCell<Option<Record>> = const { RefCell::new(None) };
}

/// A watch over this thread's reads; dropping it ends the watch and forgets
/// them (the watch it replaced, if any, resumes).
#[must_use = "the watch ends when this is dropped"]
pub struct Watch {
    outer: Option<Record>,
}

/// Starts remembering the files this thread opens for reading, from none.
pub fn watch() -> Watch {
    let outer = WATCH.with(|w| w.borrow_mut().replace(Record::default()));
    Watch { outer }
}

impl Drop for Watch {
    fn drop(&mut self) {
        let outer = self.outer.take();
        WATCH.with(|w| *w.borrow_mut() = outer);
    }
}

/// Opens `path` for reading, as [`File::open`], and remembers the file
/// opened (under a watch).
///
/// Errors: [`File::open`]'s.
pub fn open(path: &Path) -> std::io::Result<File> {
    let file = File::open(path)?;
    note_file(&file, path);
    Ok(file)
}

/// Remembers `file`, opened for reading from `path` some other way (with
/// flags of its own), under a watch. A file whose metadata cannot be read
/// is remembered by its path's instead, if that can be.
pub fn note_file(file: &File, path: &Path) {
    match file.metadata() {
        Ok(meta) => note(&meta, path),
        Err(_) => note_path(path),
    }
}

/// Remembers the file at `path` (after links) as read, under a watch: for
/// a reader that opens it itself (SQLite).
pub fn note_path(path: &Path) {
    if let Ok(meta) = std::fs::metadata(path) {
        note(&meta, path);
    }
}

/// Remembers the file of `meta`, read from `path`, under a watch.
pub fn note(meta: &Metadata, path: &Path) {
    use std::os::unix::fs::MetadataExt;
    WATCH.with(|w| {
        if let Some(record) = w.borrow_mut().as_mut() {
            let key = (meta.dev(), meta.ino());
            if record.files.contains_key(&key) {
                return;
            }
            if record.files.len() >= MAX_REMEMBERED {
                record.overflowed = true;
                return;
            }
            record.files.insert(key, crate::text::shown_path(path));
        }
    });
}

/// What a write to a path would overwrite, of what the watch saw read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Overwrite {
    /// The path names a file read, shown as it was named when read.
    Read(String),
    /// More files were read than are remembered ([`MAX_REMEMBERED`]):
    /// whether the path is one of them is not known.
    Unknown,
}

/// Whether `path` (after links) names a file this thread read under the
/// current watch: `None` when it does not, when it does not exist, or
/// outside a watch.
pub fn read_as(path: &Path) -> Option<Overwrite> {
    use std::os::unix::fs::MetadataExt;
    let meta = std::fs::metadata(path).ok()?;
    WATCH.with(|w| {
        let watch = w.borrow();
        let record = watch.as_ref()?;
        match record.files.get(&(meta.dev(), meta.ino())) {
            Some(shown) => Some(Overwrite::Read(shown.clone())),
            None if record.overflowed => Some(Overwrite::Unknown),
            None => None,
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn temp(name: &str) -> std::path::PathBuf {
        let dir = std::env::temp_dir().join(format!("rig-counter-io-reads-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        dir
    }

    #[test]
    fn a_file_read_is_found_by_any_name_while_watched() {
        let dir = temp("names");
        let file = dir.join("input.txt");
        std::fs::write(&file, "x").unwrap();
        std::fs::hard_link(&file, dir.join("hard")).unwrap();
        std::os::unix::fs::symlink(&file, dir.join("soft")).unwrap();
        std::fs::write(dir.join("other"), "y").unwrap();
        // Outside a watch nothing is remembered.
        drop(open(&file).unwrap());
        assert_eq!(read_as(&file), None);
        let watch = watch();
        drop(open(&file).unwrap());
        let shown = crate::text::shown_path(&file);
        for name in [file.clone(), dir.join("hard"), dir.join("soft")] {
            assert_eq!(read_as(&name), Some(Overwrite::Read(shown.clone())), "{}", name.display());
        }
        assert_eq!(read_as(&dir.join("other")), None);
        assert_eq!(read_as(&dir.join("missing")), None);
        drop(watch);
        assert_eq!(read_as(&file), None);
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_watch_within_a_watch_gives_the_outer_back() {
        let dir = temp("nested");
        let (a, b) = (dir.join("a"), dir.join("b"));
        std::fs::write(&a, "a").unwrap();
        std::fs::write(&b, "b").unwrap();
        let outer = watch();
        note_path(&a);
        {
            let _inner = watch();
            assert_eq!(read_as(&a), None);
            note_path(&b);
            assert!(read_as(&b).is_some());
        }
        assert!(read_as(&a).is_some());
        assert_eq!(read_as(&b), None);
        drop(outer);
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn past_the_limit_an_output_is_unknown_not_allowed() {
        let dir = temp("limit");
        let a = dir.join("a");
        std::fs::write(&a, "a").unwrap();
        let _watch = watch();
        WATCH.with(|w| {
            let mut w = w.borrow_mut();
            let record = w.as_mut().unwrap();
            for i in 0..MAX_REMEMBERED as u64 {
                record.files.insert((u64::MAX, i), String::new());
            }
        });
        note_path(&a);
        assert_eq!(read_as(&a), Some(Overwrite::Unknown));
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
