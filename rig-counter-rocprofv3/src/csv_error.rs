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

/// `text`, a CSV field, as an unsigned integer: ASCII digits alone, with
/// spaces or tabs around them (no sign, no other space: `str::trim` and
/// `u64::from_str` took `+7` and a no-break space; break test 8 of issue
/// 40). `None` otherwise ([`not_unsigned`] says why).
pub(crate) fn unsigned(text: &str) -> Option<u64> {
    digits(text)?.parse().ok()
}

/// `text`'s ASCII digits, spaces and tabs around them left out; `None` for
/// anything else (a sign, another space, no digit).
fn digits(text: &str) -> Option<&str> {
    let digits = text.trim_matches([' ', '\t']);
    (!digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit())).then_some(digits)
}

/// Why `text`, field `what` of a CSV row, is refused where an unsigned
/// integer is: `Node_Id 18446744073709551617 is past 18446744073709551615`
/// for digits too many for a `u64` (break test 7 of issue 40: it was said to
/// be no unsigned integer), else `Node_Id "x" is no unsigned integer`.
pub(crate) fn not_unsigned(what: &str, text: &str) -> String {
    match digits(text) {
        Some(digits) => format!("{what} {digits} is past {}", u64::MAX),
        None => format!("{what} {} is no unsigned integer", rig_counter_io::text::shown(text)),
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn digits_past_u64_are_said_too_large_not_no_integer() {
        use super::not_unsigned;
        assert_eq!(
            not_unsigned("Node_Id", "18446744073709551617"),
            "Node_Id 18446744073709551617 is past 18446744073709551615"
        );
        assert_eq!(
            not_unsigned("Dispatch_Id", " 18446744073709551616 "),
            "Dispatch_Id 18446744073709551616 is past 18446744073709551615"
        );
        assert_eq!(not_unsigned("Node_Id", "-1"), "Node_Id -1 is no unsigned integer");
        assert_eq!(not_unsigned("Node_Id", ""), "Node_Id \"\" is no unsigned integer");
        use super::unsigned;
        assert_eq!(unsigned(" 7\t"), Some(7));
        assert_eq!(unsigned("007"), Some(7));
        assert_eq!(unsigned("+7"), None);
        assert_eq!(unsigned("\u{a0}7"), None);
        assert_eq!(unsigned("7\u{3000}"), None);
        assert_eq!(unsigned("18446744073709551616"), None);
        assert_eq!(
            not_unsigned("Dispatch_Id", "+18446744073709551617"),
            "Dispatch_Id +18446744073709551617 is no unsigned integer"
        );
    }
}
