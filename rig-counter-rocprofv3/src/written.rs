//! A number of rocprofv3's JSON output as serde_json reads it, kept as the
//! type the file writes: an integer from 0 to `u64::MAX` is that whole
//! number, exactly (`18446744073709551615`, `u64::MAX`, whose nearest `f64`
//! is 2^64, one past it), and a number written with a point or an exponent
//! (`10.0`, `1e3`) is the `f64` nearest its text (exactly so: the
//! workspace turns on serde_json's `float_roundtrip` feature, without which
//! `10000000000000001.0` was read as 10^16 + 2). rocprofv3 writes a
//! counter's value as its `double` (rocprofiler-sdk's
//! `rocprofiler_record_counter_t::counter_value`, `rocprofiler-sdk/fwd.h`):
//! `10.0`, a whole number, which that `f64` is. And a field of another type
//! than the reader expects (`true`, `"5"`, `null`) is kept as what it is,
//! for the reader to refuse naming its record: serde's own error names only
//! a line and column, and in serde's words (`invalid type: boolean true,
//! expected f64`).
//!
//! What is lost: serde_json (without its `arbitrary_precision` feature,
//! which this workspace leaves off) reads an integer past `u64::MAX`
//! (`18446744073709551617`) and a negative one past `i64::MIN` as their
//! nearest `f64`, and a number written with a point or an exponent as its
//! nearest `f64` (`18446744073709551615.0` is 2^64): such a value is said
//! as that `f64`, never as the file's digits (`18446744073709551616 (the
//! nearest 64-bit float to the number written)`). A number below the least
//! positive `f64` (`1e-400`) is read as 0, which no reader of the `f64`
//! can tell from `0.0` (the CSV reader, which has the text, refuses it).
//!
//! A value is held in 16 bytes, and read without allocating: only a field
//! that is no number is boxed, with what it is.

use rig_counter_io::text::shown;
use serde::de::{self, Deserialize, Deserializer, IgnoredAny, MapAccess, SeqAccess, Visitor};
use std::fmt;

use crate::dispatch::{EXACT, PAST};

/// A field's value as serde_json reads it.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Written {
    /// A whole number from 0 to `u64::MAX` (`1000`, `1000.0`, `1e3`): an
    /// integer's exactly, another's as its `f64` is.
    Count(u64),
    /// A whole number from 2^53 below 2^64 written with a point or an
    /// exponent (`9007199254740993.0`): its nearest `f64`, which need not be
    /// the number written (past 2^53 an `f64` does not hold every whole
    /// number).
    Rounded(f64),
    /// Another finite number from 0 below 2^64 (`62.5`): a fraction, which
    /// a derived metric's value may be and a count is not.
    Fraction(f64),
    /// An integer below 0 (`-1`), exactly.
    Negative(i64),
    /// Another number below 0 or from 2^64 up (`-0.5`, `1e20`, and an
    /// integer past `u64::MAX` or below `i64::MIN`): its nearest `f64`.
    Outside(f64),
    /// No number: what it is.
    Not(Box<Not>),
}

/// What a [`Written::Not`] is.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Not {
    /// `true` or `false`.
    Boolean(bool),
    /// `null`.
    Null,
    /// A string, as a message shows it ([`shown`]: quoted where it holds
    /// spaces or hidden characters, cut where it is long).
    Text(String),
    /// An object.
    Object,
    /// An array.
    Array,
}

impl fmt::Display for Not {
    /// As a message says it: `true`, `null`, `the text "5"`, `an object`, `an array`.
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            Not::Boolean(b) => write!(f, "{b}"),
            Not::Null => f.write_str("null"),
            Not::Text(quoted) => write!(f, "the text {quoted}"),
            Not::Object => f.write_str("an object"),
            Not::Array => f.write_str("an array"),
        }
    }
}

impl<'de> Deserialize<'de> for Written {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Written, D::Error> {
        d.deserialize_any(Reads)
    }
}

/// The [`Visitor`] that reads a [`Written`]: serde_json hands it an
/// integer that fits a `u64` as one, a negative one that fits an `i64` as
/// one, and any other number as its nearest `f64`.
struct Reads;

impl<'de> Visitor<'de> for Reads {
    type Value = Written;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a JSON value")
    }

    fn visit_u64<E: de::Error>(self, n: u64) -> Result<Written, E> {
        Ok(Written::Count(n))
    }

    fn visit_i64<E: de::Error>(self, n: i64) -> Result<Written, E> {
        Ok(u64::try_from(n).map_or(Written::Negative(n), Written::Count))
    }

    fn visit_f64<E: de::Error>(self, v: f64) -> Result<Written, E> {
        // -0.0 is 0, and >= 0.0.
        Ok(match v {
            v if (EXACT..PAST).contains(&v) => Written::Rounded(v),
            v if (0.0..PAST).contains(&v) && v.fract() == 0.0 => Written::Count(v as u64),
            v if (0.0..PAST).contains(&v) => Written::Fraction(v),
            v => Written::Outside(v),
        })
    }

    fn visit_bool<E: de::Error>(self, b: bool) -> Result<Written, E> {
        Ok(not(Not::Boolean(b)))
    }

    fn visit_str<E: de::Error>(self, s: &str) -> Result<Written, E> {
        let what = shown(s);
        let quoted = if what.starts_with('"') { what } else { format!("\"{what}\"") };
        Ok(not(Not::Text(quoted)))
    }

    fn visit_unit<E: de::Error>(self) -> Result<Written, E> {
        Ok(not(Not::Null))
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Written, A::Error> {
        while map.next_entry::<IgnoredAny, IgnoredAny>()?.is_some() {}
        Ok(not(Not::Object))
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Written, A::Error> {
        while seq.next_element::<IgnoredAny>()?.is_some() {}
        Ok(not(Not::Array))
    }
}

/// No number: `what` it is.
fn not(what: Not) -> Written {
    Written::Not(Box::new(what))
}

/// `v`, a number outside 0 to `u64::MAX` read as its nearest `f64`, as a
/// message shows it: as Rust writes it (`-1000`, `-0.5`) where it is less
/// than 2^53 from 0, and else its exact digits said to be the nearest `f64`
/// (`18446744073709551616 (the nearest 64-bit float to the number
/// written)`): there an `f64` does not hold every whole number, and its
/// digits need not be the file's.
fn as_read(v: f64) -> String {
    if v.abs() < EXACT {
        v.to_string()
    } else {
        format!("{} (the nearest 64-bit float to the number written)", crate::dispatch::exact(v))
    }
}

impl Written {
    /// Its value, as an unsigned integer (rocprofv3's handles, ids and
    /// timestamps are `uint64_t`).
    ///
    /// Errors: `FIELD is X, where rocprofv3 writes an unsigned integer`.
    pub(crate) fn whole(&self, field: &str) -> Result<u64, String> {
        match self {
            Written::Count(n) => Ok(*n),
            Written::Rounded(v) => Ok(*v as u64),
            other => Err(format!("{field} is {}, where rocprofv3 writes an unsigned integer", other.shown())),
        }
    }

    /// Its value as a number: its nearest `f64`, and whether and how it is
    /// outside 0 to `u64::MAX` (as [`as_read`] shows it).
    ///
    /// Errors: `FIELD is X, where rocprofv3 writes a number`.
    pub(crate) fn number(&self, field: &str) -> Result<(f64, Option<crate::dispatch::Outside>), String> {
        use crate::dispatch::Outside;
        match self {
            Written::Count(n) => Ok((*n as f64, None)),
            Written::Rounded(v) | Written::Fraction(v) => Ok((*v, None)),
            Written::Negative(n) => Ok((*n as f64, Some(Outside::Below(n.to_string())))),
            Written::Outside(v) if *v < 0.0 => Ok((*v, Some(Outside::Below(as_read(*v))))),
            Written::Outside(v) => Ok((*v, Some(Outside::Past(as_read(*v))))),
            Written::Not(what) => Err(format!("{field} is {what}, where rocprofv3 writes a number")),
        }
    }

    /// What it is, as a message shows it.
    fn shown(&self) -> String {
        match self {
            Written::Count(n) => n.to_string(),
            Written::Rounded(v) => crate::dispatch::exact(*v),
            Written::Fraction(v) => v.to_string(),
            Written::Negative(n) => n.to_string(),
            Written::Outside(v) => as_read(*v),
            Written::Not(what) => what.to_string(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// JSON text `text` (one value) as [`Written`].
    fn read(text: &str) -> Written {
        serde_json::from_str(text).unwrap()
    }

    #[test]
    fn numbers_are_read_as_serde_json_hands_them() {
        assert_eq!(read("18446744073709551615"), Written::Count(u64::MAX));
        assert_eq!(read("18446744073709551616"), Written::Outside(PAST));
        assert_eq!(read("18446744073709551617"), Written::Outside(PAST));
        assert_eq!(read("1.8446744073709551615e19"), Written::Outside(PAST));
        assert_eq!(read("18446744073709549568.0"), Written::Rounded(18_446_744_073_709_549_568.0));
        assert_eq!(read("9007199254740993.0"), Written::Rounded(EXACT));
        assert_eq!(read("9007199254740991.0"), Written::Count(9_007_199_254_740_991));
        assert_eq!(read("9007199254740993"), Written::Count(9_007_199_254_740_993));
        assert_eq!(read("10.0"), Written::Count(10));
        assert_eq!(read("1e3"), Written::Count(1000));
        assert_eq!(read("1500e-3"), Written::Fraction(1.5));
        assert_eq!(read("20000e-4"), Written::Count(2));
        assert_eq!(read("0.5"), Written::Fraction(0.5));
        assert_eq!(read("0"), Written::Count(0));
        assert_eq!(read("-0"), Written::Count(0));
        assert_eq!(read("-0.0"), Written::Count(0));
        assert_eq!(read("-1"), Written::Negative(-1));
        assert_eq!(read("-9223372036854775808"), Written::Negative(i64::MIN));
        assert_eq!(read("-9223372036854775809"), Written::Outside(-9_223_372_036_854_775_808.0));
        assert_eq!(read("-0.5"), Written::Outside(-0.5));
        assert_eq!(read("1e-400"), Written::Count(0));
        // Half-way between 10^16 and 10^16 + 2, rounded to the even one
        // (IEEE 754's round to nearest, ties to even): with serde_json's
        // float_roundtrip feature, as without it serde_json made it 10^16 + 2.
        assert_eq!(read("10000000000000001.0"), Written::Rounded(1e16));
        assert_eq!(read("1.0000000000000001e16"), Written::Rounded(1e16));
        assert_eq!(read("10000000000000003.0"), Written::Rounded(10_000_000_000_000_004.0));
        assert!(serde_json::from_str::<Written>("1e400").unwrap_err().to_string().starts_with("number out of range"));
    }

    #[test]
    fn a_number_outside_is_said_as_read() {
        use crate::dispatch::Outside;
        const NEAREST: &str = "(the nearest 64-bit float to the number written)";
        let outside = |text: &str| read(text).number("value").unwrap().1;
        assert_eq!(outside("-1"), Some(Outside::Below("-1".to_owned())));
        assert_eq!(outside("-1000.0"), Some(Outside::Below("-1000".to_owned())));
        assert_eq!(outside("-9223372036854775808"), Some(Outside::Below("-9223372036854775808".to_owned())));
        assert_eq!(outside("-1e20"), Some(Outside::Below(format!("-1{} {NEAREST}", "0".repeat(20)))));
        assert_eq!(outside("18446744073709551617"), Some(Outside::Past(format!("18446744073709551616 {NEAREST}"))));
        assert_eq!(outside("1e20"), Some(Outside::Past(format!("1{} {NEAREST}", "0".repeat(20)))));
        assert_eq!(outside("18446744073709551615"), None);
        // Its nearest f64 is 2^64, past u64::MAX.
        assert_eq!(outside("18446744073709551615.0"), Some(Outside::Past(format!("18446744073709551616 {NEAREST}"))));
        assert_eq!(read("18446744073709551615").number("value").unwrap().0, PAST);
    }

    #[test]
    fn what_is_no_number_is_said() {
        let not = |text: &str| match read(text) {
            Written::Not(what) => what.to_string(),
            other => panic!("{text} is {other:?}"),
        };
        assert_eq!(not("true"), "true");
        assert_eq!(not("false"), "false");
        assert_eq!(not("null"), "null");
        assert_eq!(not("\"5\""), "the text \"5\"");
        assert_eq!(not("\"a b\""), "the text \"a b\"");
        assert_eq!(not("{\"a\": [1, {\"b\": null}]}"), "an object");
        assert_eq!(not("[1, [2, 3], {}]"), "an array");
        assert_eq!(
            read("-1").whole("dispatch_id"),
            Err("dispatch_id is -1, where rocprofv3 writes an unsigned integer".to_owned())
        );
        assert_eq!(
            read("1.5").whole("dispatch_id"),
            Err("dispatch_id is 1.5, where rocprofv3 writes an unsigned integer".to_owned())
        );
        assert_eq!(
            read("18446744073709551616").whole("dispatch_id"),
            Err("dispatch_id is 18446744073709551616 (the nearest 64-bit float to the number written), where \
                 rocprofv3 writes an unsigned integer"
                .to_owned())
        );
        assert_eq!(read("true").number("value"), Err("value is true, where rocprofv3 writes a number".to_owned()));
        assert_eq!(read("7.0").whole("dispatch_id"), Ok(7));
        assert_eq!(read("9007199254740994.0").whole("dispatch_id"), Ok(9_007_199_254_740_994));
        assert_eq!(std::mem::size_of::<Written>(), 16);
    }
}
