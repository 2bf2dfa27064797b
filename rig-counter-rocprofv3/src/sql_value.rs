//! A value of a rocpd database's column read as the type rocpd writes there,
//! and, where it is not, what it is instead, said in the database's terms
//! (the column's name, the value's SQLite storage class: sqlite.org's
//! "Datatypes In SQLite", 2.): never the query's text or a column index.

use rig_counter_io::text::shown;
use rusqlite::types::ValueRef;

/// What `v` is, as a message shows it: `NULL`, `the integer 5`, `the real
/// 1.5`, `the text "abc"`, `a BLOB of 4 bytes`, `text that is not UTF-8 (byte
/// 0xFF at offset 3)`.
pub(crate) fn what(v: ValueRef<'_>) -> String {
    match v {
        ValueRef::Null => "NULL".to_owned(),
        ValueRef::Integer(i) => format!("the integer {i}"),
        ValueRef::Real(r) => format!("the real {r}"),
        ValueRef::Text(t) => match std::str::from_utf8(t) {
            Ok(s) => format!("the text {}", quoted(s)),
            Err(e) => not_utf8(t, &e),
        },
        ValueRef::Blob([_]) => "a BLOB of 1 byte".to_owned(),
        ValueRef::Blob(b) => format!("a BLOB of {} bytes", b.len()),
    }
}

/// `v` as a message names it: an integer or real as it is, text quoted, else
/// [`what`] it is.
pub(crate) fn shown_value(v: ValueRef<'_>) -> String {
    match v {
        ValueRef::Integer(i) => i.to_string(),
        ValueRef::Real(r) => r.to_string(),
        ValueRef::Text(t) => std::str::from_utf8(t).map_or_else(|e| not_utf8(t, &e), quoted),
        other => what(other),
    }
}

/// `s` in double quotes, escaped and cut short as [`shown`] does.
fn quoted(s: &str) -> String {
    let shown = shown(s);
    if shown.starts_with('"') { shown } else { format!("\"{shown}\"") }
}

/// What text of invalid UTF-8 is: its first bad byte and where.
fn not_utf8(t: &[u8], e: &std::str::Utf8Error) -> String {
    let at = e.valid_up_to();
    format!("text that is not UTF-8 (byte 0x{:02X} at offset {at})", t.get(at).copied().unwrap_or(0))
}

/// Column `column`'s value `v`, which rocpd writes as an integer.
///
/// Errors: `start is the text "x", where rocpd writes an integer`.
pub(crate) fn integer(v: ValueRef<'_>, column: &str) -> Result<i64, String> {
    match v {
        ValueRef::Integer(i) => Ok(i),
        other => Err(format!("{column} is {}, where rocpd writes an integer", what(other))),
    }
}

/// Column `column`'s value `v`, which rocpd writes as an integer or NULL.
///
/// Errors: as [`integer`]'s.
pub(crate) fn optional_integer(v: ValueRef<'_>, column: &str) -> Result<Option<i64>, String> {
    match v {
        ValueRef::Null => Ok(None),
        other => integer(other, column).map(Some),
    }
}

/// Column `column`'s value `v`, which rocpd writes as UTF-8 text.
///
/// Errors: `name is a BLOB of 4 bytes, where rocpd writes text`; `name is
/// text that is not UTF-8 (byte 0xFF at offset 3)`.
pub(crate) fn text(v: ValueRef<'_>, column: &str) -> Result<String, String> {
    match v {
        ValueRef::Text(t) => {
            std::str::from_utf8(t).map(str::to_owned).map_err(|e| format!("{column} is {}", not_utf8(t, &e)))
        }
        other => Err(format!("{column} is {}, where rocpd writes text", what(other))),
    }
}

/// Column `column`'s value `v`, which rocpd writes as UTF-8 text or NULL.
///
/// Errors: as [`text`]'s.
pub(crate) fn optional_text(v: ValueRef<'_>, column: &str) -> Result<Option<String>, String> {
    match v {
        ValueRef::Null => Ok(None),
        other => text(other, column).map(Some),
    }
}

/// Column `column`'s value `v`, which rocpd writes as UTF-8 text, borrowed.
///
/// Errors: as [`text`]'s.
pub(crate) fn text_ref<'a>(v: ValueRef<'a>, column: &str) -> Result<&'a str, String> {
    match v {
        ValueRef::Text(t) => std::str::from_utf8(t).map_err(|e| format!("{column} is {}", not_utf8(t, &e))),
        other => Err(format!("{column} is {}, where rocpd writes text", what(other))),
    }
}
