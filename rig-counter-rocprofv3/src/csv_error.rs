//! What the `csv` crate's errors say, in the words of rocprofv3's CSV files:
//! the line, and for a row of more or fewer fields than the header, how
//! many each has.

/// What a CSV error says, with its line.
pub(crate) fn why(e: &::csv::Error) -> String {
    match e.kind() {
        // More fields or fewer, in any line: no guess at why (a file cut
        // short ends without its line end, which the counter file's reader
        // says before it reads a row).
        ::csv::ErrorKind::UnequalLengths { pos, expected_len, len } => {
            format!("line {}: {len} fields where the header has {expected_len}", pos.as_ref().map_or(0, |p| p.line()))
        }
        ::csv::ErrorKind::Utf8 { pos, .. } => {
            format!("line {}: not UTF-8 text", pos.as_ref().map_or(0, |p| p.line()))
        }
        ::csv::ErrorKind::Io(io) => io.to_string(),
        _ => e.to_string(),
    }
}
