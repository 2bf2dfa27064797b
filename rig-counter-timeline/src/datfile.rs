//! A trace-cmd `.dat` file opened by its version: version 6 read by
//! [`super::dat`], version 7 (sections through options, compressed or not)
//! by [`super::dat7`], which reuses version 6's readers.

use super::dat::{Dat, Head, is_dat};
use std::io::BufReader;
use std::path::Path;

/// Opens the `.dat` file at `path` (version 6, or version 7 through
/// [`super::dat7`]) and reads its header sections.
///
/// Errors: the message (without the file's name) for a file that is no
/// version 6 or 7 `.dat`, ends inside a section, declares a section or
/// CPU count beyond reason, or holds a format that does not read.
pub fn open(path: &Path) -> Result<Dat, String> {
    let file = rig_counter_io::reads::open(path).map_err(|e| e.to_string())?;
    let mut h = Head { r: BufReader::new(file), big_endian: false, at: 0 };
    let magic = h.bytes(10, "the magic")?;
    if !is_dat(&magic) {
        return Err("is no trace-cmd .dat file".to_owned());
    }
    let version = h.cstr("the version")?;
    match version.as_str() {
        "6" => Dat::open_v6(path, h),
        "7" => super::dat7::open(path, h),
        _ => Err(format!("is a trace-cmd .dat file of version {version}; rig-counter reads versions 6 and 7")),
    }
}
