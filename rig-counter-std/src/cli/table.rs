//! Plain-text tables: columns padded to their widest cell, numbers right-aligned.

use std::io::{self, Write};

/// A table being built.
pub struct Table {
    header: Vec<String>,
    rows: Vec<Vec<String>>,
}

impl Table {
    /// A table with these column headings.
    pub fn new(header: &[&str]) -> Table {
        Table { header: header.iter().map(|h| (*h).to_owned()).collect(), rows: Vec::new() }
    }

    /// Adds a row, one cell per heading.
    pub fn row(&mut self, cells: Vec<String>) {
        self.rows.push(cells);
    }

    /// Writes the heading, then every row.
    pub fn write(&self, out: &mut impl Write) -> io::Result<()> {
        let mut widths: Vec<usize> = self.header.iter().map(String::len).collect();
        for r in &self.rows {
            for (w, c) in widths.iter_mut().zip(r) {
                *w = (*w).max(c.len());
            }
        }
        // A column of numbers (decimals and negatives too), with room for
        // rows that have none (empty, `-`, `undefined`), is right-aligned.
        let numeric: Vec<bool> = (0..widths.len())
            .map(|i| {
                let cells = || self.rows.iter().map(|r| r.get(i).map_or("", String::as_str));
                cells().any(is_number) && cells().all(|c| is_number(c) || matches!(c, "" | "-" | "undefined"))
            })
            .collect();
        for r in std::iter::once(&self.header).chain(&self.rows) {
            let mut line = String::new();
            for (i, (c, w)) in r.iter().zip(&widths).enumerate() {
                if i > 0 {
                    line.push_str("  ");
                }
                pad(&mut line, c, *w, numeric[i]);
            }
            writeln!(out, "{}", line.trim_end())?;
        }
        Ok(())
    }
}

/// Whether `cell` is a number as the tables print one: digits with at most
/// one `.`, after an optional `-`.
fn is_number(cell: &str) -> bool {
    let digits = cell.strip_prefix('-').unwrap_or(cell);
    let mut parts = digits.splitn(2, '.');
    let whole = parts.next().unwrap_or("");
    let fraction = parts.next();
    !whole.is_empty()
        && whole.bytes().all(|b| b.is_ascii_digit())
        && fraction.is_none_or(|f| !f.is_empty() && f.bytes().all(|b| b.is_ascii_digit()))
}

/// Appends `cell` to `line`, padded with spaces to `width` bytes (widths are
/// byte lengths), on the left if `right`. By hand: `format!`'s width takes
/// at most 65,535, and a definitions file's name may be longer.
pub(super) fn pad(line: &mut String, cell: &str, width: usize, right: bool) {
    let fill = width.saturating_sub(cell.len());
    if right {
        line.extend(std::iter::repeat_n(' ', fill));
        line.push_str(cell);
    } else {
        line.push_str(cell);
        line.extend(std::iter::repeat_n(' ', fill));
    }
}
