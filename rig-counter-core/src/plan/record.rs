//! The record an agent writes for each rotated dispatch: which kernel,
//! which pass, and that pass's samples, so that the host reads a rotation
//! as it reads rocprofv3's rotated counter groups (`rig-counter metric
//! --run RUN --records FILE --by kernel`).
//!
//! A records file is records one after another, each a 16-byte header
//! then the samples of its pass, as that pass's stop (or sample) program
//! stored them ([`crate::plan::Plan::layout`] lays them out; their bytes
//! are the layout's). The header's fields are little-endian:
//!
//! | bytes | field | what |
//! |---|---|---|
//! | 0..4 | magic | [`RECORD_MAGIC`], `RCR1` in ASCII |
//! | 4..8 | pass | the pass counted, from 0 ([`crate::plan::run::rotation`] gives it) |
//! | 8..16 | kernel | the agent's id of the kernel: the AQL dispatch packet's `kernel_object` is one |
//!
//! rocprofv3's outputs name no counter group (rocprofiler-sdk's output
//! writers give a dispatch's counters, not their group); a record names its
//! pass, so nothing is inferred from which counters it holds.
//!
//! ```
//! use rig_counter_core::plan::record::{RECORD_HEADER_BYTES, RECORD_MAGIC, header, parse_header};
//! let h = header(1, 0x7f00_0000_1000);
//! assert_eq!(h.len(), RECORD_HEADER_BYTES);
//! assert_eq!(&h[..4], b"RCR1");
//! assert_eq!(parse_header(&h), Some((1, 0x7f00_0000_1000)));
//! assert_eq!(RECORD_MAGIC, u32::from_le_bytes(*b"RCR1"));
//! ```

/// The first four bytes of every record: `RCR1` in ASCII, read as a
/// little-endian `u32`.
pub const RECORD_MAGIC: u32 = u32::from_le_bytes(*b"RCR1");

/// The bytes of a record's header, before its samples.
pub const RECORD_HEADER_BYTES: usize = 16;

/// The header of a record of pass `pass` (from 0) of kernel `kernel`.
pub const fn header(pass: u32, kernel: u64) -> [u8; RECORD_HEADER_BYTES] {
    let (m, p, k) = (RECORD_MAGIC.to_le_bytes(), pass.to_le_bytes(), kernel.to_le_bytes());
    [m[0], m[1], m[2], m[3], p[0], p[1], p[2], p[3], k[0], k[1], k[2], k[3], k[4], k[5], k[6], k[7]]
}

/// The pass and kernel of the header `bytes` begins with; `None` where it
/// holds fewer than [`RECORD_HEADER_BYTES`] bytes or its magic is not
/// [`RECORD_MAGIC`].
pub fn parse_header(bytes: &[u8]) -> Option<(u32, u64)> {
    let h: &[u8; RECORD_HEADER_BYTES] = bytes.get(..RECORD_HEADER_BYTES)?.try_into().ok()?;
    let word = |i: usize| u32::from_le_bytes([h[i], h[i + 1], h[i + 2], h[i + 3]]);
    if word(0) != RECORD_MAGIC {
        return None;
    }
    let kernel = u64::from(word(8)) | (u64::from(word(12)) << 32);
    Some((word(4), kernel))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_header_is_its_magic_pass_and_kernel_little_endian_and_reads_back() {
        let h = header(0x0102_0304, 0x1112_1314_1516_1718);
        assert_eq!(h, [b'R', b'C', b'R', b'1', 4, 3, 2, 1, 0x18, 0x17, 0x16, 0x15, 0x14, 0x13, 0x12, 0x11]);
        assert_eq!(parse_header(&h), Some((0x0102_0304, 0x1112_1314_1516_1718)));
        assert_eq!(parse_header(&h[..15]), None);
        let mut wrong = h;
        wrong[3] = b'2';
        assert_eq!(parse_header(&wrong), None);
        assert_eq!(parse_header(&[h.as_slice(), &[9; 8]].concat()), Some((0x0102_0304, 0x1112_1314_1516_1718)));
    }
}
