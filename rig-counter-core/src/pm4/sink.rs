//! Where emitted words go.

/// Takes emitted words one at a time.
pub trait Sink {
    /// Takes the next word.
    fn put(&mut self, word: u32);
    /// Words taken so far.
    fn words(&self) -> usize;
}

/// Counts words without keeping them: how large a program is.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct WordCounter(usize);

impl Sink for WordCounter {
    fn put(&mut self, _: u32) {
        self.0 = self.0.saturating_add(1);
    }
    fn words(&self) -> usize {
        self.0
    }
}

/// Writes words into a caller's slice, from its start. Words beyond its end are
/// counted but dropped, and [`SliceWriter::overflowed`] says so: callers size the
/// slice with a [`WordCounter`] first, so this never happens in rig-counter.
#[derive(Debug)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct SliceWriter<'a> {
    out: &'a mut [u32],
    at: usize,
}

impl<'a> SliceWriter<'a> {
    /// A writer at the start of `out`.
    pub fn new(out: &'a mut [u32]) -> Self {
        SliceWriter { out, at: 0 }
    }

    /// Whether more words were put than `out` holds.
    pub fn overflowed(&self) -> bool {
        self.at > self.out.len()
    }
}

impl Sink for SliceWriter<'_> {
    fn put(&mut self, word: u32) {
        if let Some(slot) = self.out.get_mut(self.at) {
            *slot = word;
        }
        self.at = self.at.saturating_add(1);
    }
    fn words(&self) -> usize {
        self.at
    }
}
