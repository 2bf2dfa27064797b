//! A kernel's name as the readers keep it, whichever file gives it (the
//! rocpd database's `display_name` or `kernel_name`, the JSON output's
//! `formatted_kernel_name`, `demangled_kernel_name` or `kernel_name`): a
//! name longer than [`KERNEL_NAME_MAX`] is cut to it and marked
//! ([`cut_mark`]), and one longer than [`NAME_MAX`] is refused.

use std::sync::Arc;

/// The most bytes of a kernel's name kept: a longer name is cut to its
/// first bytes up to this many (at a character's boundary, so as many as 3
/// fewer), followed by [`cut_mark`] (its length and the SHA-256 of the
/// whole name), and said in [`Pass::notes`](crate::Pass::notes). A cut name
/// is longer than any name kept whole, so never equal to one, and two names
/// cut alike stay two kernels unless their whole names are equal.
///
/// 64 KiB is rig-counter's own choice, not a limit of rocprofiler-sdk or of
/// its outputs (a name is a C string of any length, a rocpd column's text of
/// up to a billion bytes): a name is shown whole in every table and slice,
/// and this bounds what one kernel costs there, while a thousand kernels of
/// such names still take only 64 MiB.
pub const KERNEL_NAME_MAX: usize = 64 << 10;

/// The longest kernel's name read: a longer one is refused, in a rocpd
/// database never loaded ([`rocpd::VALUE_MAX`](crate::rocpd::VALUE_MAX)).
///
/// 16 MiB is rig-counter's own choice, not rocprofiler-sdk's: 256 times
/// [`KERNEL_NAME_MAX`], so that a name far past what is kept is still read
/// and cut rather than refused.
pub const NAME_MAX: usize = 16 << 20;

/// What follows a kernel's name cut to [`KERNEL_NAME_MAX`]: its whole
/// length in bytes and the SHA-256 of its whole bytes in hexadecimal (FIPS
/// 180-4; computed by RustCrypto's crate sha2), ` [name cut: 70000 bytes,
/// SHA-256 0123...cdef]`. Metric's and timeline's tables, slices and
/// messages show it as part of the name, and merging passes keys a kernel on
/// it: two names cut alike are one kernel only if their whole names are
/// equal, as no two different names of one SHA-256 are known (a CRC-32, as
/// this mark had before, can be forged to match in a few operations).
pub fn cut_mark(name: &[u8]) -> String {
    use sha2::{Digest, Sha256};
    use std::fmt::Write;
    let mut mark = format!(" [name cut: {} bytes, SHA-256 ", name.len());
    for byte in Sha256::digest(name) {
        // Writing to a String does not fail.
        let _ = write!(mark, "{byte:02x}");
    }
    mark.push(']');
    mark
}

/// The names a reader has cut: how many, and the first, said.
#[derive(Debug, Default)]
pub(crate) struct Cuts {
    /// How many.
    count: u64,
    /// The first: where it is and how it was cut, as the note says it.
    first: Option<String>,
}

impl Cuts {
    /// `name`, the value of the field `at` names (`rocpd_info_kernel_symbol
    /// id 1: display_name`), as kept: whole where no longer than
    /// [`KERNEL_NAME_MAX`], else cut and marked ([`cut_mark`]), and counted.
    pub(crate) fn keep(&mut self, name: &str, at: impl FnOnce() -> String) -> Arc<str> {
        if name.len() <= KERNEL_NAME_MAX {
            return Arc::from(name);
        }
        let mark = cut_mark(name.as_bytes());
        let end = (0..=KERNEL_NAME_MAX).rev().find(|&i| name.is_char_boundary(i)).unwrap_or(0);
        self.count += 1;
        self.first.get_or_insert_with(|| {
            format!("{} is {} bytes long, cut to its first {end} bytes and marked{mark}", at(), name.len())
        });
        Arc::from(format!("{}{mark}", &name[..end]))
    }

    /// The note of the names cut, if any, naming the file `file`: `FILE:
    /// rocpd_info_kernel_symbol id 1: display_name is 70000 bytes long, cut to
    /// its first 65536 bytes and marked [name cut: ...] (2 more names cut,
    /// marked alike)`.
    pub(crate) fn note(&self, file: &str) -> Option<String> {
        let first = self.first.as_ref()?;
        let more = match self.count {
            0 | 1 => String::new(),
            2 => " (1 more name cut, marked alike)".to_owned(),
            n => format!(" ({} more names cut, marked alike)", n - 1),
        };
        Some(format!("{file}: {first}{more}"))
    }
}

/// The refusal of a name `length` bytes long, past [`NAME_MAX`], of the
/// field `field`.
pub(crate) fn too_long(field: &str, length: impl std::fmt::Display) -> String {
    format!("{field} is {length} bytes long, and no kernel's name longer than {NAME_MAX} bytes is read")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_long_name_is_cut_at_a_characters_boundary_and_said_truly() {
        let mut cuts = Cuts::default();
        let short = "k".repeat(KERNEL_NAME_MAX);
        assert_eq!(*cuts.keep(&short, || unreachable!()), short);
        assert_eq!(cuts.note("f"), None);
        // An "é" (2 bytes) across the 65,536th byte: 65,535 kept.
        let name = format!("{}é{}", "a".repeat(KERNEL_NAME_MAX - 1), "b".repeat(10));
        let kept = cuts.keep(&name, || "x id 1: display_name".to_owned());
        let mark = cut_mark(name.as_bytes());
        // Python's hashlib.sha256 of it.
        const SHA: &str = "edeb936dff7f5dfa07d330400e975fca4753ed0832f446291ff108a69ba42972";
        assert_eq!(*kept, format!("{}{mark}", "a".repeat(KERNEL_NAME_MAX - 1)));
        assert_eq!(mark, format!(" [name cut: 65547 bytes, SHA-256 {SHA}]"));
        cuts.keep(&name, || unreachable!());
        cuts.keep(&name, || unreachable!());
        assert_eq!(
            cuts.note("f").unwrap(),
            format!(
                "f: x id 1: display_name is 65547 bytes long, cut to its first 65535 bytes and marked{mark} (2 more \
                 names cut, marked alike)"
            )
        );
    }
}
