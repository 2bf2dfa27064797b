//! What kinds of file the command reads, checked before opening one: opening
//! a FIFO that no process writes blocks forever, so a path is looked at
//! (`stat`, which never blocks) first.

use std::path::Path;

/// Why `path` is not a regular file, if it is not: `is a FIFO, not a regular
/// file`. A symbolic link counts as what it points to.
///
/// Errors: the message, without the path, when it cannot be looked at or is
/// another kind of file.
pub fn regular(path: &Path) -> Result<(), String> {
    let meta = std::fs::metadata(path).map_err(|e| e.to_string())?;
    is_regular(&meta)
}

/// Whether `meta` is a regular file's; the error says what it is instead,
/// as [`regular`] does (for a file already open: `File::metadata`).
pub fn is_regular(meta: &std::fs::Metadata) -> Result<(), String> {
    if meta.is_file() { Ok(()) } else { Err(format!("is {}, not a regular file", kind(meta))) }
}

/// Whether `path` may be opened without waiting on another process: a
/// regular file or a device, not a FIFO or a socket.
///
/// Errors: the message, without the path: `is a FIFO: rig-counter reads
/// samples from files and devices, not pipes`.
pub fn never_waits(path: &Path) -> Result<(), String> {
    use std::os::unix::fs::FileTypeExt;
    let meta = std::fs::metadata(path).map_err(|e| e.to_string())?;
    let t = meta.file_type();
    if t.is_fifo() || t.is_socket() {
        return Err(format!("is {}: rig-counter reads files and devices, not pipes or sockets", kind(&meta)));
    }
    Ok(())
}

fn kind(meta: &std::fs::Metadata) -> &'static str {
    use std::os::unix::fs::FileTypeExt;
    let t = meta.file_type();
    match () {
        _ if t.is_dir() => "a directory",
        _ if t.is_fifo() => "a FIFO",
        _ if t.is_socket() => "a socket",
        _ if t.is_char_device() => "a character device",
        _ if t.is_block_device() => "a block device",
        _ => "not a regular file",
    }
}

/// A file that could not be read: its path as a message shows it, and
/// why. Shown as `PATH: MESSAGE`; `rig-counter-std` makes it its
/// `Error::File`.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{path}: {message}")]
pub struct FileError {
    /// The file, escaped ([`crate::text::shown_path`]).
    pub path: String,
    /// What went wrong.
    pub message: String,
}

/// The regular file at `path`, opened for reading, if it holds at most
/// `limit` bytes.
///
/// Errors: a [`FileError`] naming `path` (escaped) when it is no regular
/// file, cannot be opened or holds more than `limit` bytes.
pub fn open_limited(path: &Path, limit: u64) -> Result<std::fs::File, FileError> {
    let fail = |message: String| FileError { path: crate::text::shown_path(path), message };
    regular(path).map_err(fail)?;
    let file = crate::reads::open(path).map_err(|e| fail(e.to_string()))?;
    let size = file.metadata().map_err(|e| fail(e.to_string()))?.len();
    if size > limit {
        return Err(fail(format!("holds {size} bytes, more than the {limit} read")));
    }
    Ok(file)
}

/// The text of the regular file at `path`, of at most `limit` bytes.
///
/// Errors: a [`FileError`] naming `path` (escaped) when it is no regular
/// file, cannot be read, exceeds `limit` bytes or is not UTF-8.
pub fn read_text(path: &Path, limit: u64) -> Result<String, FileError> {
    read_decoded(path, limit, crate::encoding::utf8)
}

/// The text of the regular file at `path`, of at most `limit` bytes, as
/// YAML reads it ([`crate::encoding::yaml_text`]): UTF-8, or UTF-16 or
/// UTF-32 by its byte order mark (the mark left out).
///
/// Errors: those of [`read_text`], the text not being what its mark (or no
/// mark) says.
pub fn read_marked_text(path: &Path, limit: u64) -> Result<String, FileError> {
    read_decoded(path, limit, crate::encoding::yaml_text)
}

/// The bytes of the regular file at `path` (at most `limit`) as `decode` reads them.
fn read_decoded(path: &Path, limit: u64, decode: fn(Vec<u8>) -> Result<String, String>) -> Result<String, FileError> {
    use std::io::Read;
    let fail = |message: String| FileError { path: crate::text::shown_path(path), message };
    regular(path).map_err(fail)?;
    let mut bytes = Vec::new();
    crate::reads::open(path)
        .and_then(|f| f.take(limit.saturating_add(1)).read_to_end(&mut bytes))
        .map_err(|e| fail(e.to_string()))?;
    if bytes.len() as u64 > limit {
        return Err(fail(format!("holds more than {limit} bytes")));
    }
    decode(bytes).map_err(fail)
}
