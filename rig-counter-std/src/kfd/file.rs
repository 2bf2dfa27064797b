//! KFD's files: where the driver publishes the topology, how one of its
//! files is read, and why one cannot be used ([`KfdError`]).

use std::io::Read;
use std::path::Path;

/// Where the driver publishes the machine's KFD topology.
pub const KFD_TOPOLOGY: &str = "/sys/class/kfd/kfd/topology";

/// Why a KFD file, or what it says, cannot be used. Every message names the
/// file and, where one is at fault, the property.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum KfdError {
    /// The file cannot be read.
    #[error("cannot read {file}: {why}")]
    Unreadable {
        /// The file.
        file: String,
        /// The reason.
        why: String,
    },
    /// A line is not of the file's form.
    #[error("{file} line {line}: {why}")]
    Garbled {
        /// The file.
        file: String,
        /// The line, from 1.
        line: usize,
        /// What is wrong with it.
        why: String,
    },
    /// A property is missing, or its value does not describe a GPU.
    #[error("{file}: {property} {why}")]
    Property {
        /// The file.
        file: String,
        /// The property at fault.
        property: String,
        /// What is wrong with it.
        why: String,
    },
    /// The topology directory has no readable `nodes` directory.
    #[error("{dir} is no KFD topology: {why}")]
    NoTopology {
        /// The directory given.
        dir: String,
        /// The reason.
        why: String,
    },
    /// A CU bitmap that does not fit the GPU it is applied to.
    #[error("the CU bitmap does not fit {processor}: {why}")]
    CuBitmap {
        /// The GPU's processor, as `gfx1201`.
        processor: String,
        /// What does not fit.
        why: String,
    },
}

/// The largest file read: sysfs gives at most a page (4 KiB), so anything far
/// larger is no KFD file.
const MAX_BYTES: u64 = 64 * 1024;

/// The name of the file at `path`, for messages, and its text.
///
/// Errors: [`KfdError::Unreadable`] if it is not a regular file (a FIFO
/// would block its open), cannot be read or exceeds
/// [`MAX_BYTES`]; [`KfdError::Garbled`] at the first line that is not UTF-8.
pub(super) fn read_text(path: &Path) -> Result<(String, String), KfdError> {
    let file = crate::text::shown_path(path);
    let unreadable = |why: String| KfdError::Unreadable { file: file.clone(), why };
    crate::files::regular(path).map_err(&unreadable)?;
    let mut bytes = Vec::new();
    rig_counter_io::reads::open(path)
        .and_then(|f| f.take(MAX_BYTES + 1).read_to_end(&mut bytes))
        .map_err(|e| unreadable(e.to_string()))?;
    if bytes.len() as u64 > MAX_BYTES {
        return Err(unreadable(format!("larger than {MAX_BYTES} bytes")));
    }
    match String::from_utf8(bytes) {
        Ok(text) => Ok((file, text)),
        Err(e) => {
            let good = &e.as_bytes()[..e.utf8_error().valid_up_to()];
            let line = 1 + good.iter().filter(|&&b| b == b'\n').count();
            Err(KfdError::Garbled { file, line, why: "not UTF-8 text".to_owned() })
        }
    }
}
