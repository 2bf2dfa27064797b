//! Warnings of one kind, kept up to a bound and the rest counted: an input
//! of a million bad rows gives a page of warnings, not a million lines.

/// Warnings of one kind kept up to [`Capped::MAX`], those past it counted
/// and said in one line after them ([`Capped::lines`]).
#[derive(Debug)]
pub struct Capped {
    /// What the warnings are of, as the count's line says it: `warnings of
    /// trace markers and the runs they name`.
    what: &'static str,
    lines: Vec<String>,
    more: u64,
}

impl Capped {
    /// The most warnings kept: rig-counter's own bound, a page a person
    /// reads (the first ones say what is wrong; the count says how often).
    pub const MAX: usize = 100;

    /// No warning yet, of `what` (`warnings of trace markers and the runs
    /// they name`).
    pub fn new(what: &'static str) -> Capped {
        Capped { what, lines: Vec::new(), more: 0 }
    }

    /// One warning more.
    pub fn push(&mut self, line: String) {
        if self.lines.len() < Self::MAX {
            self.lines.push(line);
        } else {
            self.more += 1;
        }
    }

    /// The warnings kept, then `N more WHAT, like those above` if any were
    /// past [`Capped::MAX`].
    pub fn lines(&self) -> impl Iterator<Item = String> + '_ {
        let more = (self.more > 0).then(|| format!("{} more {}, like those above", self.more, self.what));
        self.lines.iter().cloned().chain(more)
    }
}

impl Extend<String> for Capped {
    fn extend<I: IntoIterator<Item = String>>(&mut self, lines: I) {
        for line in lines {
            self.push(line);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Capped;

    #[test]
    fn past_the_bound_warnings_are_counted_in_one_line() {
        let mut c = Capped::new("warnings of kernels");
        c.extend((0..103).map(|i| format!("w{i}")));
        let lines: Vec<String> = c.lines().collect();
        assert_eq!(lines.len(), 101);
        assert_eq!((lines[99].as_str(), lines[100].as_str()), ("w99", "3 more warnings of kernels, like those above"));
        let mut c = Capped::new("warnings of kernels");
        c.push("w".to_owned());
        assert_eq!(c.lines().collect::<Vec<_>>(), ["w"]);
    }
}
