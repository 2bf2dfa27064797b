//! A KFD node's `properties` file: one `name value` pair a line, the value a
//! decimal `u64`.
//!
//! The driver writes it in `node_show()` (Linux
//! `drivers/gpu/drm/amd/amdkfd/kfd_topology.c`), each line as `"%s %u\n"` or
//! `"%s %llu\n"`: a name, one space, a decimal number. Parsing is strict about
//! that shape (two fields, digits only, no name twice), keeps every name,
//! known or not, in file order, and never panics.

use std::path::Path;

use super::file::KfdError;

/// The pairs of a node's `properties` file, in file order, unknown names kept.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Properties {
    file: String,
    entries: Vec<(String, u64)>,
}

impl Properties {
    /// Parses `text`, the contents of `file` (a name used in errors only).
    ///
    /// Blank lines are skipped; every other line must be a name and a decimal
    /// value that fits a `u64`, separated by whitespace, and no name may occur
    /// twice.
    ///
    /// Errors: [`KfdError::Garbled`], naming `file` and the 1-based line.
    pub fn parse(file: &str, text: &str) -> Result<Properties, KfdError> {
        let garbled = |line: usize, why: String| KfdError::Garbled { file: file.to_owned(), line, why };
        let mut entries: Vec<(String, u64)> = Vec::new();
        for (index, line) in text.lines().enumerate() {
            let number = index + 1;
            let mut fields = line.split_whitespace();
            let Some(name) = fields.next() else { continue };
            let (Some(value), None) = (fields.next(), fields.next()) else {
                return Err(garbled(number, format!("{:?} is not `name value`", shorten(line))));
            };
            let value = decimal(value)
                .ok_or_else(|| garbled(number, format!("{name}'s value {:?} is not a decimal u64", shorten(value))))?;
            if entries.iter().any(|(n, _)| n == name) {
                return Err(garbled(number, format!("{name} is listed twice")));
            }
            entries.push((name.to_owned(), value));
        }
        Ok(Properties { file: file.to_owned(), entries })
    }

    /// Reads and parses the `properties` file at `path`.
    ///
    /// Errors: [`KfdError::Unreadable`] if it cannot be read or exceeds 64 KiB;
    /// [`KfdError::Garbled`] if it is not UTF-8 or not `name value` lines.
    pub fn read(path: &Path) -> Result<Properties, KfdError> {
        let (file, text) = super::file::read_text(path)?;
        Properties::parse(&file, &text)
    }

    /// The file the pairs came from, as given to [`Properties::parse`].
    pub fn file(&self) -> &str {
        &self.file
    }

    /// The value of `name`, if the file has it.
    pub fn get(&self, name: &str) -> Option<u64> {
        self.entries.iter().find(|(n, _)| n == name).map(|&(_, v)| v)
    }

    /// Every pair, in file order.
    pub fn iter(&self) -> impl Iterator<Item = (&str, u64)> {
        self.entries.iter().map(|(n, v)| (n.as_str(), *v))
    }

    /// How many pairs the file holds.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Whether the file holds no pair.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// The value of `name`, or [`KfdError::Property`] naming the file and
    /// `name` if it is absent.
    pub fn require(&self, name: &str) -> Result<u64, KfdError> {
        self.get(name).ok_or_else(|| self.fault(name, "is missing".to_owned()))
    }

    /// A [`KfdError::Property`] for `name` of this file.
    pub(super) fn fault(&self, name: &str, why: String) -> KfdError {
        KfdError::Property { file: self.file.clone(), property: name.to_owned(), why }
    }
}

/// `text` as a decimal `u64`: ASCII digits only (no sign), no overflow.
fn decimal(text: &str) -> Option<u64> {
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    text.parse().ok()
}

/// At most 40 characters of `text`, for messages.
fn shorten(text: &str) -> String {
    match text.char_indices().nth(40) {
        Some((end, _)) => format!("{}...", &text[..end]),
        None => text.to_owned(),
    }
}
