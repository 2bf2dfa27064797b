//! Warnings of one kind summarised: a trace of a million requests that all
//! lack an event gives one line naming how many and the first few, not a
//! million lines, and memory holds a few names per kind, not one a request.

/// Warnings by kind, in the order each kind was first seen.
#[derive(Clone, Debug, Default)]
pub struct Notes {
    /// (kind, how many, the first [`SHOWN`] subjects).
    kinds: Vec<(String, u64, Vec<String>)>,
}

/// How many subjects of one kind are named.
pub const SHOWN: usize = 3;

impl Notes {
    /// Notes that `subject` (a request or job, `engine 0:0 ctx 5 seqno 1`)
    /// is `kind` (`in but never submitted`).
    pub fn add(&mut self, subject: String, kind: &str) {
        match self.kinds.iter_mut().find(|(k, _, _)| k == kind) {
            Some((_, n, first)) => {
                *n += 1;
                if first.len() < SHOWN {
                    first.push(subject);
                }
            }
            None => self.kinds.push((kind.to_owned(), 1, vec![subject])),
        }
    }

    /// Whether nothing was noted.
    pub fn is_empty(&self) -> bool {
        self.kinds.is_empty()
    }

    /// The lines: `SUBJECT: KIND` for a kind noted at most [`SHOWN`] times,
    /// else `N of them: KIND (the first: A; B; C)`, `of them` being
    /// `what` (`requests`).
    pub fn lines(&self, what: &str) -> Vec<String> {
        let mut lines = Vec::new();
        for (kind, n, first) in &self.kinds {
            if *n as usize <= SHOWN {
                lines.extend(first.iter().map(|s| format!("{s}: {kind}")));
            } else {
                lines.push(format!("{n} {what}: {kind} (the first: {})", first.join("; ")));
            }
        }
        lines
    }
}

#[cfg(test)]
mod tests {
    use super::Notes;

    #[test]
    fn a_kind_noted_more_than_three_times_is_one_line() {
        let mut notes = Notes::default();
        for i in 0..1_000_000 {
            notes.add(format!("engine 0:0 ctx 5 seqno {i}"), "in but never submitted");
        }
        notes.add("engine 0:0 ctx 6 seqno 1".to_owned(), "out twice; the first out is kept");
        assert_eq!(
            notes.lines("requests"),
            [
                "1000000 requests: in but never submitted (the first: engine 0:0 ctx 5 seqno 0; engine 0:0 ctx 5 \
                 seqno 1; engine 0:0 ctx 5 seqno 2)",
                "engine 0:0 ctx 6 seqno 1: out twice; the first out is kept",
            ]
        );
    }
}
