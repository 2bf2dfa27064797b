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
    if meta.is_file() { Ok(()) } else { Err(format!("is {}, not a regular file", kind(&meta))) }
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
