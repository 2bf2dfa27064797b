//! What every subcommand prints with: tables ([`TextTable`]), JSON with its
//! schema version first, CSV fields quoted as RFC 4180 quotes them, and how a GPU and a
//! counter are named in a heading. The subcommands' modules use it; it uses
//! none of them.

use crate::Error;
use std::io::{self, Write};

/// The version of every JSON object the command prints (and of run
/// descriptions): a field renamed or removed raises it; a field added does not.
pub const SCHEMA_VERSION: u32 = 1;

pub(super) use super::table::Table as TextTable;

/// `value` as pretty JSON, `"schema_version"` ([`SCHEMA_VERSION`])
/// first, then its fields in their declared order.
pub(super) fn json(out: &mut Vec<u8>, value: &impl serde::Serialize) -> Result<(), Error> {
    serde_json::to_writer_pretty(&mut *out, &Versioned { schema_version: SCHEMA_VERSION, body: value })
        .map_err(io::Error::from)?;
    writeln!(out)?;
    Ok(())
}

/// A report with its schema version first.
#[derive(serde::Serialize)]
pub(super) struct Versioned<'a, T: serde::Serialize> {
    /// [`SCHEMA_VERSION`].
    pub schema_version: u32,
    /// The report.
    #[serde(flatten)]
    pub body: &'a T,
}

/// A metric's value as tables, CSV and messages show it: a whole number
/// with its exact digits (`{:.0}`: 2^64 as 18446744073709551616, where `{}`
/// writes the shortest that reads back, 18446744073709552000), as the
/// warnings of values past 2^53 say them; another as Rust writes it
/// (`62.5`); -0 as 0; `undefined`.
pub(super) fn scalar(s: crate::metrics::Scalar) -> String {
    use crate::metrics::Scalar;
    match s {
        Scalar::Value(v) if v.fract() == 0.0 => format!("{:.0}", if v == 0.0 { 0.0 } else { v }),
        Scalar::Value(v) => format!("{v}"),
        Scalar::Undefined => "undefined".to_owned(),
    }
}

/// `rows` as CSV under `header`, each field quoted where it must be.
pub(super) fn csv(out: &mut Vec<u8>, header: &[&str], rows: &[Vec<String>]) -> Result<(), Error> {
    writeln!(out, "{}", header.join(","))?;
    for r in rows {
        let fields: Vec<String> = r.iter().map(|f| csv_field(f)).collect();
        writeln!(out, "{}", fields.join(","))?;
    }
    Ok(())
}

/// Counter `i` of a layout's `counters` in a table: its name, an accumulator's
/// followed by what it counts (`SQ_ACCUM_PREV = accumulate(LEVEL,RES)`).
pub(super) fn labelled(counters: &[rig_counter_core::Counter], i: usize) -> String {
    match counters.get(i) {
        Some(c) if c.accumulates.is_some() => format!("{} = {}", c.name, crate::counted_as(counters, i)),
        _ => crate::counted_as(counters, i),
    }
}

/// A GPU in a heading: its processor, and its product in parentheses.
pub(super) fn describe(processor: &str, product: Option<&str>) -> String {
    match product {
        Some(p) => format!("{processor} ({p})"),
        None => processor.to_owned(),
    }
}

/// A CSV field as RFC 4180 writes one: the text as it is, enclosed in
/// double quotes (each quote in it doubled) when it holds a comma, a quote,
/// a carriage return or a line feed. CSV is for programs: a kernel's name
/// is written as rocprofv3's `counter_collection.csv` writes it, a tab or
/// an escape character included (a table for a terminal escapes them).
pub(super) fn csv_field(s: &str) -> String {
    if s.contains([',', '"', '\r', '\n']) { format!("\"{}\"", s.replace('"', "\"\"")) } else { s.to_owned() }
}

#[cfg(test)]
mod tests {
    use super::csv_field;

    #[test]
    fn csv_fields_are_the_text_quoted_as_rfc_4180_quotes() {
        assert_eq!(csv_field("GPU_UTIL"), "GPU_UTIL");
        assert_eq!(csv_field("a,b"), "\"a,b\"");
        assert_eq!(csv_field("say \"x\""), "\"say \"\"x\"\"\"");
        assert_eq!(csv_field("two\nlines"), "\"two\nlines\"");
        assert_eq!(csv_field("two\r\nlines"), "\"two\r\nlines\"");
        // Break test 5, A5: a tab was written `\t`, an escape `\u{1b}`, so a
        // kernel's name no longer matched rocprofv3's own CSV.
        assert_eq!(csv_field("k<\t>\u{1b}[31m\u{202e}"), "k<\t>\u{1b}[31m\u{202e}");
        assert_eq!(csv_field("Füllstand"), "Füllstand");
    }
}
