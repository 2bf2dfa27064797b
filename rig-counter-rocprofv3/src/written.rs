//! A number of rocprofv3's JSON output read from its text, as the file
//! writes it, never through an `f64` first: `18446744073709551615`
//! (`u64::MAX`) is that whole number, where its nearest `f64` is 2^64, one
//! past it. rocprofv3 writes a counter's value as its `double` (rocprofiler-sdk's
//! `rocprofiler_record_counter_t::counter_value`, `rocprofiler-sdk/fwd.h`):
//! `10.0`, a whole number. And a field of another type than the reader
//! expects (`true`, `"5"`, `null`) is kept as what it is, for the reader
//! to refuse naming its record: serde's own error names only a line and
//! column, and in serde's words (`invalid type: boolean true, expected f64`).
//!
//! A value is held in 16 bytes: what is neither a whole number from 0 to
//! `u64::MAX` nor another finite number from 0 up is boxed, with its text.

use rig_counter_io::text::shown;
use serde::{Deserialize, Deserializer};
use serde_json::value::RawValue;

/// A field's value as the file writes it.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Written {
    /// A whole number from 0 to `u64::MAX` (`1000`, `1000.0`, `1e3`), exactly.
    Count(u64),
    /// Another number from 0 to `u64::MAX` (`62.5`): a fraction, which a
    /// derived metric's value may be and a count is not.
    Fraction(f64),
    /// Anything else: a number below 0 or past `u64::MAX`, or no number.
    Other(Box<Other>),
}

/// What [`Written::Other`] is.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Other {
    /// A number below 0 or past `u64::MAX`: its nearest `f64` (infinite past
    /// `f64::MAX`), and its text.
    Outside(f64, String),
    /// No number: what it is, as a message shows it (`true`, `null`, `the
    /// text "5"`, `an object`, `an array`).
    Not(String),
}

impl<'de> Deserialize<'de> for Written {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Written, D::Error> {
        // The value's text, held only while it is read.
        let raw = Box::<RawValue>::deserialize(d)?;
        Ok(read(raw.get()))
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
            other => Err(format!("{field} is {}, where rocprofv3 writes an unsigned integer", other.shown())),
        }
    }

    /// Its value as a number: its nearest `f64`, and whether and how it is
    /// outside 0 to `u64::MAX` (the text, as the file writes it).
    ///
    /// Errors: `FIELD is X, where rocprofv3 writes a number`.
    pub(crate) fn number(&self, field: &str) -> Result<(f64, Option<crate::dispatch::Outside>), String> {
        use crate::dispatch::Outside;
        match self {
            Written::Count(n) => Ok((*n as f64, None)),
            Written::Fraction(v) => Ok((*v, None)),
            Written::Other(o) => match &**o {
                Other::Outside(v, text) if *v < 0.0 || text.starts_with('-') => {
                    Ok((*v, Some(Outside::Below(shown(text)))))
                }
                Other::Outside(v, text) => Ok((*v, Some(Outside::Past(shown(text))))),
                Other::Not(what) => Err(format!("{field} is {what}, where rocprofv3 writes a number")),
            },
        }
    }

    /// What it is, as a message shows it: a number as the file writes it.
    fn shown(&self) -> String {
        match self {
            Written::Count(n) => n.to_string(),
            Written::Fraction(v) => v.to_string(),
            Written::Other(o) => match &**o {
                Other::Outside(_, text) => shown(text),
                Other::Not(what) => what.clone(),
            },
        }
    }
}

/// JSON text `text` (one value, as serde_json checked it) as [`Written`].
pub(crate) fn read(text: &str) -> Written {
    let text = text.trim();
    let other = |o: Other| Written::Other(Box::new(o));
    match text.as_bytes().first() {
        Some(b'-' | b'0'..=b'9') => {}
        Some(b't' | b'f' | b'n') => return other(Other::Not(text.to_owned())),
        Some(b'"') => {
            let what = serde_json::from_str::<String>(text).map_or_else(|_| shown(text), |s| shown(&s));
            let quoted = if what.starts_with('"') { what } else { format!("\"{what}\"") };
            return other(Other::Not(format!("the text {quoted}")));
        }
        Some(b'{') => return other(Other::Not("an object".to_owned())),
        Some(b'[') => return other(Other::Not("an array".to_owned())),
        _ => return other(Other::Not(shown(text))),
    }
    // JSON's number: -? digits (. digits)? ([eE] [+-]? digits)?, which
    // Rust's f64 parsing reads (to infinity past f64::MAX).
    let nearest: f64 = text.parse().unwrap_or(f64::NAN);
    match exact(text) {
        Exact::Count(n) => Written::Count(n),
        Exact::Fraction if nearest >= 0.0 => Written::Fraction(nearest),
        _ => other(Other::Outside(nearest, text.to_owned())),
    }
}

/// What a JSON number's text is, exactly.
#[derive(Debug, PartialEq)]
enum Exact {
    /// A whole number from 0 to `u64::MAX` (`-0` is 0).
    Count(u64),
    /// A number from 0 to `u64::MAX` that is not whole.
    Fraction,
    /// A number below 0 or past `u64::MAX`.
    Outside,
}

/// The number JSON text `text` writes, read exactly from its digits: its
/// significant digits `d`, and the power of ten they are scaled by.
fn exact(text: &str) -> Exact {
    let (negative, body) = match text.strip_prefix('-') {
        Some(b) => (true, b),
        None => (false, text),
    };
    let (mantissa, exponent) = match body.find(['e', 'E']) {
        Some(i) => (&body[..i], &body[i + 1..]),
        None => (body, ""),
    };
    let (int, frac) = mantissa.split_once('.').unwrap_or((mantissa, ""));
    // The exponent, held to ±10^12 (past ±10^6 digits the number is 0 or
    // past u64::MAX however it goes on).
    let (sign, digits) = match exponent.as_bytes().first() {
        Some(b'-') => (-1i64, &exponent[1..]),
        Some(b'+') => (1, &exponent[1..]),
        _ => (1, exponent),
    };
    let e = digits.bytes().fold(0i64, |e, b| (e * 10 + i64::from(b - b'0')).min(1_000_000_000_000)) * sign;
    // Digits int.frac (the k-th of either, read in place), scaled: value =
    // d * 10^scale, d from the first digit not 0 to the last.
    let (int, frac) = (int.as_bytes(), frac.as_bytes());
    let digit = |k: usize| if k < int.len() { int[k] } else { frac[k - int.len()] };
    let nonzero = |b: &u8| *b != b'0';
    let first = int.iter().position(nonzero).or_else(|| frac.iter().position(nonzero).map(|p| int.len() + p));
    let Some(first) = first else { return Exact::Count(0) };
    let last = frac.iter().rposition(nonzero).map(|p| int.len() + p).or_else(|| int.iter().rposition(nonzero));
    let last = last.unwrap_or(first);
    let all = int.len() + frac.len();
    let scale = e - frac.len() as i64 + (all - 1 - last) as i64;
    if negative {
        return Exact::Outside;
    }
    // Digits before the point: past 20, past u64::MAX (20 digits).
    let before = (last - first + 1) as i64 + scale;
    if before > 20 {
        return Exact::Outside;
    }
    // The whole part, exactly (at most 20 digits: it fits a u128).
    let whole_digits = first..first + before.clamp(0, (last - first + 1) as i64) as usize;
    let mut whole: u128 = whole_digits.fold(0, |w, k| w * 10 + u128::from(digit(k) - b'0'));
    for _ in 0..scale.max(0) {
        whole *= 10;
    }
    if scale >= 0 {
        return u64::try_from(whole).map_or(Exact::Outside, Exact::Count);
    }
    // Not whole: past u64::MAX where its whole part is u64::MAX or more.
    if whole >= u128::from(u64::MAX) { Exact::Outside } else { Exact::Fraction }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_read_from_their_text() {
        assert_eq!(exact("18446744073709551615"), Exact::Count(u64::MAX));
        assert_eq!(exact("18446744073709551616"), Exact::Outside);
        assert_eq!(exact("1.8446744073709551615e19"), Exact::Count(u64::MAX));
        assert_eq!(exact("1.8446744073709552e19"), Exact::Outside);
        assert_eq!(exact("18446744073709551614.5"), Exact::Fraction);
        assert_eq!(exact("18446744073709551615.5"), Exact::Outside);
        assert_eq!(exact("10.0"), Exact::Count(10));
        assert_eq!(exact("1e3"), Exact::Count(1000));
        assert_eq!(exact("1500e-3"), Exact::Fraction);
        assert_eq!(exact("15000E-4"), Exact::Fraction);
        assert_eq!(exact("25000e-4"), Exact::Fraction);
        assert_eq!(exact("20000e-4"), Exact::Count(2));
        assert_eq!(exact("0.5"), Exact::Fraction);
        assert_eq!(exact("0"), Exact::Count(0));
        assert_eq!(exact("-0.0"), Exact::Count(0));
        assert_eq!(exact("-1"), Exact::Outside);
        assert_eq!(exact("-0.5"), Exact::Outside);
        assert_eq!(exact("1e999999999999999999999"), Exact::Outside);
        assert_eq!(exact("1e-999999999999999999999"), Exact::Fraction);
        assert_eq!(exact("0e999999999999999999999"), Exact::Count(0));
    }

    #[test]
    fn what_is_no_number_is_said() {
        assert_eq!(read("true"), Written::Other(Box::new(Other::Not("true".to_owned()))));
        assert_eq!(read("null"), Written::Other(Box::new(Other::Not("null".to_owned()))));
        assert_eq!(read("\"5\""), Written::Other(Box::new(Other::Not("the text \"5\"".to_owned()))));
        assert_eq!(read("{\"a\": 1}"), Written::Other(Box::new(Other::Not("an object".to_owned()))));
        assert_eq!(read("[1]"), Written::Other(Box::new(Other::Not("an array".to_owned()))));
        assert_eq!(
            read("-1").whole("dispatch_id"),
            Err("dispatch_id is -1, where rocprofv3 writes an unsigned integer".to_owned())
        );
        assert_eq!(
            read("1.5").whole("dispatch_id"),
            Err("dispatch_id is 1.5, where rocprofv3 writes an unsigned integer".to_owned())
        );
        assert_eq!(read("7.0").whole("dispatch_id"), Ok(7));
        assert_eq!(std::mem::size_of::<Written>(), 16);
    }
}
