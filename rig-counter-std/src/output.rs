//! Files the command writes: whole or not at all, never over an input,
//! never over a file the user could not write.
//!
//! A file is written into a new file beside it and renamed over it once
//! whole ([`WholeFile`]), so a reader never sees half of it and a failed
//! write leaves what was there. No output is written over a file the
//! command opened for reading (by device and inode, whatever the names:
//! [`rig_counter_io::reads`], which [`crate::cli::run`] watches for the
//! whole command): [`not_read`] refuses one, and [`WholeFile`] checks when
//! it starts and again before it renames. `/dev/null` is written as the
//! device it is: whatever goes there is dropped. The new file's name is the target's with a
//! dot before and `.PID.tmp` after, its target part shortened to keep it
//! within Linux's 255-byte name limit (`NAME_MAX`, `include/uapi/linux/limits.h`);
//! a replaced file keeps its permission bits. A command ended by a signal
//! (SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, ...: every one whose default
//! ends the process and that can be caught) leaves no temporary behind, and
//! a write past the file size limit (SIGXFSZ, ignored) fails as an error
//! that removes it ([`remove_on_signals`]).

use crate::Error;
use std::io::Write;
use std::path::{Path, PathBuf};

/// The longest file name Linux takes, bytes (`NAME_MAX`).
const NAME_MAX: usize = 255;

/// A file being written whole: bytes go to a temporary beside the target,
/// which [`commit`](Self::commit) renames over it. Dropped uncommitted, the
/// temporary is removed and the target left as it was.
pub struct WholeFile {
    /// The path as the user gave it, escaped, for messages.
    shown: String,
    /// The path as the user gave it.
    path: PathBuf,
    target: PathBuf,
    /// The temporary; empty for `/dev/null`, written as it is.
    temp: PathBuf,
    file: Option<std::io::BufWriter<std::fs::File>>,
}

impl WholeFile {
    /// Starts writing `path`: checks it as [`writable`] does, that an
    /// existing file may be written by this user (as `> path` would), and
    /// creates the temporary with the existing file's permissions.
    ///
    /// Errors: [`Error::File`] naming `path`: what [`writable`] refuses; a
    /// file this command read ([`not_read`]); an existing file the user may
    /// not write ("permission denied"); the temporary that cannot be
    /// created (the directory's reason).
    pub fn create(path: &Path) -> Result<WholeFile, Error> {
        let shown = crate::text::shown_path(path);
        let fail = |message: String| Error::File { path: shown.clone(), message };
        writable(path)?;
        not_read(path)?;
        if is_null(path) {
            let file = std::fs::OpenOptions::new().write(true).open(path).map_err(|e| fail(e.to_string()))?;
            return Ok(WholeFile {
                shown,
                path: path.to_path_buf(),
                target: path.to_path_buf(),
                temp: PathBuf::new(),
                file: Some(std::io::BufWriter::new(file)),
            });
        }
        let target = target_of(path)?;
        let existing = std::fs::metadata(&target).ok();
        if existing.is_some() {
            // Opened for writing, neither created nor truncated: refused
            // exactly when `> path` would be.
            std::fs::OpenOptions::new()
                .write(true)
                .open(&target)
                .map_err(|e| fail(format!("{e}: rig-counter replaces only a file you may write")))?;
        }
        let name = target.file_name().ok_or_else(|| fail("names no file".to_owned()))?;
        let mut last = None;
        for attempt in 0..16u32 {
            let temp = target.with_file_name(temp_name(name, attempt));
            // Made and listed under one lock: a signal finds every
            // temporary that exists.
            let mut temps = temporaries();
            match std::fs::OpenOptions::new().write(true).create_new(true).open(&temp) {
                Ok(file) => {
                    temps.push(temp.clone());
                    drop(temps);
                    let made = WholeFile {
                        shown: shown.clone(),
                        path: path.to_path_buf(),
                        target: target.clone(),
                        temp,
                        file: Some(std::io::BufWriter::new(file)),
                    };
                    if let Some(meta) = &existing
                        && let Err(e) = std::fs::set_permissions(&made.temp, meta.permissions())
                    {
                        return Err(fail(format!("cannot give the new file the old one's permissions: {e}")));
                    }
                    return Ok(made);
                }
                Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => last = Some(e),
                Err(e) => {
                    let dir = temp.parent().filter(|p| !p.as_os_str().is_empty()).unwrap_or(Path::new("."));
                    return Err(fail(format!(
                        "cannot make its new copy in {}: {e} (rig-counter writes a file whole beside it, then \
                         renames it)",
                        crate::text::shown_path(dir)
                    )));
                }
            }
        }
        Err(fail(last.map_or_else(|| "no temporary file could be made beside it".to_owned(), |e| e.to_string())))
    }

    /// Ends the write: the bytes reach the disk, then the temporary takes
    /// the target's place, unless the target is by now a file this command
    /// read (a trace marker names files read as the trace is).
    ///
    /// Errors: [`Error::File`] naming the path with the system's reason, or
    /// [`not_read`]'s; the target is then as it was.
    pub fn commit(mut self) -> Result<(), Error> {
        let fail = |message: String| Error::File { path: self.shown.clone(), message };
        let Some(writer) = self.file.take() else {
            return Err(fail("was already written".to_owned()));
        };
        if self.temp.as_os_str().is_empty() {
            // /dev/null: nothing to keep.
            return writer.into_inner().map(drop).map_err(|e| fail(e.error().to_string()));
        }
        not_read(&self.path)?;
        let file = writer.into_inner().map_err(|e| fail(e.error().to_string()))?;
        file.sync_all().map_err(|e| fail(e.to_string()))?;
        drop(file);
        let mut temps = temporaries();
        std::fs::rename(&self.temp, &self.target).map_err(|e| fail(e.to_string()))?;
        temps.retain(|t| *t != self.temp);
        // Renamed: nothing for drop to remove.
        self.temp = PathBuf::new();
        Ok(())
    }
}

impl Write for WholeFile {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        match &mut self.file {
            Some(f) => f.write(buf),
            None => Err(std::io::Error::other("the file was already committed")),
        }
    }

    fn flush(&mut self) -> std::io::Result<()> {
        match &mut self.file {
            Some(f) => f.flush(),
            None => Ok(()),
        }
    }
}

impl Drop for WholeFile {
    fn drop(&mut self) {
        self.file = None;
        if !self.temp.as_os_str().is_empty() {
            let mut temps = temporaries();
            let _ = std::fs::remove_file(&self.temp);
            temps.retain(|t| *t != self.temp);
        }
    }
}

/// The temporaries of [`WholeFile`]s not yet committed or dropped.
static TEMPORARIES: std::sync::Mutex<Vec<PathBuf>> = std::sync::Mutex::new(Vec::new());

/// The list of temporaries, locked (a panic while it was held leaves it
/// as it was, still usable).
fn temporaries() -> std::sync::MutexGuard<'static, Vec<PathBuf>> {
    TEMPORARIES.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// The signals whose default action ends the process and that a process
/// may catch: signal(7)'s "Term" and "Core" signals (POSIX.1-2017, XBD
/// `<signal.h>`, "T" and "A"), with Linux's SIGSTKFLT, SIGPWR and SIGIO
/// (SIGPOLL) and the real-time signals SIGRTMIN to SIGRTMAX (whose default
/// also ends the process). Left out: SIGKILL, which cannot be caught;
/// SIGXFSZ, which [`remove_on_signals`] catches to do nothing; and SIGBUS,
/// SIGFPE, SIGILL and SIGSEGV, a fault of the running instruction, after
/// which a handler that returns leaves the process undefined (POSIX.1-2017
/// XSH 2.4.3, "Signal Actions"): they end it as they would have.
fn ending_signals() -> impl Iterator<Item = libc::c_int> {
    use libc::{
        SIGABRT, SIGALRM, SIGHUP, SIGINT, SIGIO, SIGPIPE, SIGPROF, SIGPWR, SIGQUIT, SIGSTKFLT, SIGSYS, SIGTERM,
        SIGTRAP, SIGUSR1, SIGUSR2, SIGVTALRM, SIGXCPU,
    };
    let standard = [
        SIGHUP, SIGINT, SIGQUIT, SIGTRAP, SIGABRT, SIGUSR1, SIGUSR2, SIGPIPE, SIGALRM, SIGTERM, SIGSTKFLT, SIGXCPU,
        SIGVTALRM, SIGPROF, SIGIO, SIGPWR, SIGSYS,
    ];
    standard.into_iter().chain(libc::SIGRTMIN()..=libc::SIGRTMAX())
}

/// Makes every signal whose default action ends the process and that may
/// be caught (`ending_signals`: SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1,
/// SIGALRM, SIGXCPU, ...) remove every [`WholeFile`]'s temporary before it
/// ends the process as it would have (the same exit status, killed by that
/// signal, with a core dump where its default dumps one); targets stay as
/// they were. SIGXFSZ, sent when a write would pass the file size limit
/// (`ulimit -f`, RLIMIT_FSIZE), is caught and nothing done of it, so that
/// the write fails with EFBIG instead (POSIX.1-2017 XSH `write`): an error naming the file,
/// whose temporary is removed as for any failed write. A signal the process
/// ignores from its start (`nohup`'s SIGHUP; SIGPIPE, which Rust's runtime
/// ignores; the `SigIgn` mask of `/proc/self/status`, proc(5)) stays
/// ignored. The `rig-counter` command calls it once at its start; a program
/// embedding [`crate::cli::run`] may too.
///
/// Errors: the system's, when the signals cannot be caught (the command
/// then runs as before, without this clean-up).
pub fn remove_on_signals() -> std::io::Result<()> {
    let ignored = ignored_signals();
    let is_ignored = |s: libc::c_int| (1..=64).contains(&s) && ignored & (1u64 << (s - 1)) != 0;
    let caught: Vec<libc::c_int> = ending_signals().filter(|&s| !is_ignored(s)).collect();
    let mut signals = signal_hook::iterator::Signals::new(caught)?;
    // Caught, so that it does not end the process, and nothing done of it:
    // the write that passed the limit fails with EFBIG.
    signal_hook::flag::register(libc::SIGXFSZ, std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false)))?;
    std::thread::Builder::new().name("rig-counter-signals".to_owned()).spawn(move || {
        if let Some(signal) = signals.forever().next() {
            // Held until the process ends: no temporary is made or
            // renamed after these are removed.
            let _held = remove_temporaries();
            die_of(signal);
        }
    })?;
    Ok(())
}

/// Ends the process as `signal`'s default action would: signal-hook's
/// emulation of the default (its action set back to SIG_DFL, the signal
/// raised), for every signal it knows to end a process. A signal it does not
/// know (SIGPWR, SIGSTKFLT, the real-time ones) or takes to be ignored
/// (SIGIO, whose default signal(7) gives as Term) ends it by exit status
/// 128 plus the signal's number instead, which is what a shell reports for a
/// death by it (`$?`): done without code of this crate's own that installs
/// handlers (no `unsafe`).
fn die_of(signal: libc::c_int) -> ! {
    let _ = signal_hook::low_level::emulate_default_handler(signal);
    std::process::exit(128 + signal)
}

/// Removes the temporary of every [`WholeFile`] not yet committed, for a
/// process about to end without dropping them (a signal; standard output
/// closed by its reader, [`remove_on_signals`]); targets stay as they were.
/// Returns the list of temporaries, locked: while the caller holds it, none
/// is made or renamed.
pub fn remove_temporaries() -> std::sync::MutexGuard<'static, Vec<PathBuf>> {
    let mut temps = temporaries();
    for temp in temps.drain(..) {
        let _ = std::fs::remove_file(temp);
    }
    temps
}

/// The signals this process ignores: bit N-1 for signal N, from the
/// `SigIgn:` line of `/proc/self/status` (hexadecimal, proc(5)); none
/// when it cannot be read.
fn ignored_signals() -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|status| {
            let line = status.lines().find_map(|l| l.strip_prefix("SigIgn:"))?;
            u64::from_str_radix(line.trim(), 16).ok()
        })
        .unwrap_or(0)
}

/// The temporary's name for a target named `name`: `.NAME.PID.tmp`
/// (`.NAME.PID-N.tmp` for attempt N > 0), NAME cut to keep it within
/// [`NAME_MAX`] bytes.
fn temp_name(name: &std::ffi::OsStr, attempt: u32) -> std::ffi::OsString {
    use std::os::unix::ffi::{OsStrExt, OsStringExt};
    let suffix = match attempt {
        0 => format!(".{}.tmp", std::process::id()),
        n => format!(".{}-{n}.tmp", std::process::id()),
    };
    let room = NAME_MAX - 1 - suffix.len();
    let bytes = name.as_bytes();
    let mut temp = b".".to_vec();
    temp.extend_from_slice(&bytes[..bytes.len().min(room)]);
    temp.extend_from_slice(suffix.as_bytes());
    std::ffi::OsString::from_vec(temp)
}

/// Writes `text` to `path` whole or not at all ([`WholeFile`]). A symbolic
/// link is written through (its target replaced); a path that is a device,
/// a FIFO, a socket or a directory is refused, never replaced.
///
/// Errors: [`Error::File`] naming `path` with the system's reason, or what it
/// is when it is no regular file, as [`WholeFile::create`] and
/// [`WholeFile::commit`].
pub fn write_whole(path: &Path, text: &[u8]) -> Result<(), Error> {
    let mut file = WholeFile::create(path)?;
    file.write_all(text).map_err(|e| Error::File { path: crate::text::shown_path(path), message: e.to_string() })?;
    file.commit()
}

/// Refuses, before anything is written, a `path` [`write_whole`] would
/// refuse or fail on for want of a place: a device (but `/dev/null`), FIFO,
/// socket or directory, a link to nothing, or a directory to hold it that
/// does not exist.
///
/// Errors: [`Error::File`] naming `path`.
pub fn writable(path: &Path) -> Result<(), Error> {
    let fail = |message: String| Error::File { path: crate::text::shown_path(path), message };
    if is_null(path) {
        return Ok(());
    }
    // `run.json/` names a directory that is not there: the temporary would
    // be made beside `run.json`, and only the rename would fail.
    if std::os::unix::ffi::OsStrExt::as_bytes(path.as_os_str()).ends_with(b"/") {
        return Err(fail("ends in /, which names a directory: rig-counter writes regular files".to_owned()));
    }
    let target = target_of(path)?;
    if target.exists() {
        return Ok(());
    }
    let parent = target.parent().filter(|p| !p.as_os_str().is_empty()).unwrap_or(Path::new("."));
    match std::fs::metadata(parent) {
        Ok(m) if m.is_dir() => Ok(()),
        Ok(_) => Err(fail(format!("{} is not a directory", crate::text::shown_path(parent)))),
        Err(e) => Err(fail(format!("{}: {e}", crate::text::shown_path(parent)))),
    }
}

/// The file a write to `path` writes: `path`, or what its link names.
///
/// Errors: [`Error::File`] naming `path` for a link to nothing, or a path
/// that is a device, FIFO, socket or directory.
fn target_of(path: &Path) -> Result<PathBuf, Error> {
    let fail = |message: String| Error::File { path: crate::text::shown_path(path), message };
    let target = match std::fs::symlink_metadata(path) {
        Ok(m) if m.file_type().is_symlink() => {
            std::fs::canonicalize(path).map_err(|e| fail(format!("is a link to nothing usable: {e}")))?
        }
        _ => path.to_path_buf(),
    };
    if let Ok(m) = std::fs::metadata(&target)
        && !m.is_file()
    {
        let what = crate::files::regular(&target).err().unwrap_or_else(|| "is not a regular file".into());
        return Err(fail(what + ": rig-counter writes regular files"));
    }
    Ok(target)
}

/// What every refusal of an output over an input ends with: [`not_read`]'s
/// and standard output's (`cli::run`).
pub const NEVER_OVER_INPUT: &str = "rig-counter never writes over its input; write elsewhere";

/// Refuses an output at `path` that names a file this command has opened
/// for reading (after links, by device and inode: a hard link is the same
/// file), under the command's watch ([`rig_counter_io::reads`]).
///
/// Errors: [`Error::File`] naming `path`: `is run.json, which this command
/// reads: rig-counter never writes over its input; write elsewhere` (`this
/// command reads it: ...` when named as it was read); or,
/// when more files were read than are remembered, that it cannot tell.
pub fn not_read(path: &Path) -> Result<(), Error> {
    use rig_counter_io::reads::{Overwrite, read_as};
    let fail = |message: String| Error::File { path: crate::text::shown_path(path), message };
    match read_as(path) {
        None => Ok(()),
        Some(Overwrite::Read(input)) if input == crate::text::shown_path(path) => {
            Err(fail(format!("this command reads it: {NEVER_OVER_INPUT}")))
        }
        Some(Overwrite::Read(input)) => Err(fail(format!("is {input}, which this command reads: {NEVER_OVER_INPUT}"))),
        Some(Overwrite::Unknown) => Err(fail(format!(
            "this command read more than {} files, too many to tell whether it is one of them; write elsewhere",
            rig_counter_io::reads::MAX_REMEMBERED
        ))),
    }
}

/// Whether `path` is `/dev/null` (by device and inode), to which an output
/// is written as it is and dropped.
pub fn is_null(path: &Path) -> bool {
    same_file(path, Path::new("/dev/null"))
}

/// Whether `a` and `b` name the same existing file (device and inode), as
/// when an output would overwrite an input.
pub fn same_file(a: &Path, b: &Path) -> bool {
    use std::os::unix::fs::MetadataExt;
    match (std::fs::metadata(a), std::fs::metadata(b)) {
        (Ok(x), Ok(y)) => x.dev() == y.dev() && x.ino() == y.ino(),
        _ => false,
    }
}

/// Whether `path` is the file this process's standard output goes to
/// (`/dev/stdout`, Linux's `/proc/self/fd/1`), as with `> path`.
pub fn is_stdout(path: &Path) -> bool {
    same_file(path, Path::new("/proc/self/fd/1"))
}

#[cfg(test)]
mod tests {
    use super::temp_name;
    use std::ffi::OsStr;

    #[test]
    fn a_temporary_name_stays_within_name_max() {
        let pid = std::process::id();
        assert_eq!(temp_name(OsStr::new("t.json"), 0), format!(".t.json.{pid}.tmp").as_str());
        assert_eq!(temp_name(OsStr::new("t.json"), 2), format!(".t.json.{pid}-2.tmp").as_str());
        let long = "a".repeat(255);
        let temp = temp_name(OsStr::new(&long), 15);
        assert_eq!(temp.len(), 255);
        assert!(temp.to_str().unwrap().ends_with(&format!("aaa.{pid}-15.tmp")));
    }
}
