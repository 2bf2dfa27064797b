//! What the `csv` crate's errors say, in the words of rocprofv3's CSV files:
//! the line, and for a short row the number of fields.

/// What a CSV error says, with its line.
pub(crate) fn why(e: &::csv::Error) -> String {
    match e.kind() {
        ::csv::ErrorKind::UnequalLengths { pos, expected_len, len } => format!(
            "line {}: {len} fields where the header has {expected_len}: is the file cut short?",
            pos.as_ref().map_or(0, |p| p.line())
        ),
        ::csv::ErrorKind::Utf8 { pos, .. } => {
            format!("line {}: not UTF-8 text", pos.as_ref().map_or(0, |p| p.line()))
        }
        ::csv::ErrorKind::Io(io) => io.to_string(),
        _ => e.to_string(),
    }
}
