//! Processor names: `gfx1201` is target version 12.0.1.

use core::fmt;

/// A target version (major, minor, stepping), which names a processor.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct Target {
    /// Major version: 9, 11, 12.
    pub major: u8,
    /// Minor version, one hex digit in the name.
    pub minor: u8,
    /// Stepping, one hex digit in the name.
    pub stepping: u8,
}

impl Target {
    /// The target of a processor name: `gfx` then the major version in decimal,
    /// then the minor version and stepping as one hex digit each (`gfx1201` is
    /// 12.0.1, `gfx90a` is 9.0.10). `None` if `name` is not of that form, its
    /// major version has a leading zero, or exceeds 255.
    pub fn parse(name: &str) -> Option<Target> {
        // Taken with `get` alone: a split_at here (and split_last_chunk,
        // which calls it) was a panic path that firmware linked in.
        let digits = name.strip_prefix("gfx")?.as_bytes();
        let split = digits.len().checked_sub(2)?;
        let (major, tail) = (digits.get(..split)?, [*digits.get(split)?, *digits.get(split + 1)?]);
        if major.is_empty() || major.first() == Some(&b'0') {
            return None;
        }
        let mut value: u16 = 0;
        for &d in major {
            if !d.is_ascii_digit() {
                return None;
            }
            value = value.checked_mul(10)?.checked_add(u16::from(d - b'0'))?;
        }
        let hex = |d: u8| (d as char).to_digit(16).filter(|_| !d.is_ascii_uppercase());
        Some(Target {
            major: u8::try_from(value).ok()?,
            minor: u8::try_from(hex(tail[0])?).ok()?,
            stepping: u8::try_from(hex(tail[1])?).ok()?,
        })
    }

    /// Its processor name.
    pub fn processor(&self) -> Processor {
        Processor(*self)
    }

    /// The GC family whose counters it has: gfx942 and gfx950 are
    /// [`Family::Gfx9`], 11.x [`Family::Gfx11`], 12.5 (gfx1250)
    /// [`Family::Gfx125`] (`None` without feature `gfx125`), other 12.x
    /// [`Family::Gfx12`]; `None`
    /// for any other (gfx90a, gfx940, gfx1030).
    ///
    /// [`Family::Gfx9`]: super::Family::Gfx9
    /// [`Family::Gfx11`]: super::Family::Gfx11
    /// [`Family::Gfx12`]: super::Family::Gfx12
    /// [`Family::Gfx125`]: super::Family::Gfx125
    pub fn family(&self) -> Option<super::Family> {
        match (self.major, self.minor, self.stepping) {
            (9, 4, 2) | (9, 5, 0) => Some(super::Family::Gfx9),
            (11, _, _) => Some(super::Family::Gfx11),
            (12, 5, _) if cfg!(feature = "gfx125") => Some(super::Family::Gfx125),
            (12, 5, _) => None,
            (12, _, _) => Some(super::Family::Gfx12),
            _ => None,
        }
    }
}

/// A processor's name, as `gfx1201`; [`fmt::Display`] writes it without
/// allocating. Minor versions and steppings above 15 print as two or more hex
/// digits, which no real processor has.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct Processor(pub Target);

impl fmt::Display for Processor {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let t = self.0;
        write!(f, "gfx{}{:x}{:x}", t.major, t.minor, t.stepping)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    struct Buf([u8; 16], usize);
    impl fmt::Write for Buf {
        fn write_str(&mut self, s: &str) -> fmt::Result {
            let end = self.1 + s.len();
            self.0.get_mut(self.1..end).ok_or(fmt::Error)?.copy_from_slice(s.as_bytes());
            self.1 = end;
            Ok(())
        }
    }

    fn name(major: u8, minor: u8, stepping: u8) -> Buf {
        let mut b = Buf([0; 16], 0);
        fmt::write(&mut b, format_args!("{}", Target { major, minor, stepping }.processor())).unwrap();
        b
    }

    #[test]
    fn names_are_major_decimal_then_minor_and_stepping_hex() {
        for (m, n, s, want) in [(12, 0, 1, "gfx1201"), (9, 4, 2, "gfx942"), (9, 0, 10, "gfx90a"), (11, 5, 1, "gfx1151")]
        {
            let b = name(m, n, s);
            assert_eq!(&b.0[..b.1], want.as_bytes());
            assert_eq!(Target::parse(want), Some(Target { major: m, minor: n, stepping: s }));
        }
    }

    #[test]
    fn parse_refuses_what_is_not_a_processor_name() {
        for bad in
            ["", "gfx", "gfx12", "gfx1g01", "gfxx01", "GFX1201", "gfx90A", "gfx99901", "r9700", "gfx0000", "gfx01201"]
        {
            assert_eq!(Target::parse(bad), None, "{bad}");
        }
    }
}
