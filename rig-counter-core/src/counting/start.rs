//! `start`: wait, reset, select, enable, load the filter, start. Built once per
//! layout as a [`StartProgram`]; a dispatch writes it, or patches the filter
//! address of a copy it already wrote.

use super::sequencing::{START_HEAD_WORDS, START_TAIL_FILTER_AT, START_TAIL_WORDS, Sequencing};
use super::{CountingError, check};
use crate::gpu::Gpu;
use crate::layout::Layout;
use crate::pm4::{SET_REG_WORDS, set_uconfig_reg_words, split};

/// The most words a start program takes: its fixed packets and one
/// SET_UCONFIG_REG per select, for every counter register of every block.
pub const START_MAX_WORDS: usize = 256;

/// Words of start besides its selects.
const FIXED_WORDS: usize = START_HEAD_WORDS + START_TAIL_WORDS;
/// Where the filter address lies after `selects` selects.
const fn filter_at(selects: usize) -> usize {
    START_HEAD_WORDS + selects * SET_REG_WORDS + START_TAIL_FILTER_AT
}

static_assertions::const_assert!(FIXED_WORDS + 64 * SET_REG_WORDS <= START_MAX_WORDS);

/// A layout's start program, built once: its words, written or patched per
/// dispatch with the filter word's byte address. About 1 KiB; no allocation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StartProgram {
    words: [u32; START_MAX_WORDS],
    len: usize,
}

impl StartProgram {
    /// The start program of `layout` on `gpu`, its filter address 0 until
    /// written or patched.
    ///
    /// Errors, in this order: [`CountingError::NotCountable`] if `gpu` is not a
    /// GFX11 or GFX12 GPU of one die; [`CountingError::LayoutOfAnotherGpu`];
    /// [`CountingError::NoRegisters`] if rig-counter has no registers of
    /// `gpu`'s GC; [`CountingError::NoBlockRegisters`] if `layout` holds a
    /// counter of a block the family's programs have no registers of;
    /// [`CountingError::SelectCannotCount`] if a counter's select cannot select
    /// its event.
    pub fn new<const N: usize>(gpu: &Gpu, layout: &Layout<N>) -> Result<StartProgram, CountingError> {
        let seq = check::layout(gpu, layout)?;
        let len = words_of(layout);
        let mut program = StartProgram { words: [0; START_MAX_WORDS], len };
        // A layout holds at most as many counters as its blocks have registers;
        // every family's blocks have fewer than 64.
        let words =
            program.words.get_mut(..len).ok_or(CountingError::BufferTooSmall { needed: len, len: START_MAX_WORDS })?;
        emit(seq, layout, 0, words);
        Ok(program)
    }

    /// Words the program takes.
    pub fn words(&self) -> usize {
        self.len
    }

    /// The program's words as built (its filter address 0).
    pub fn as_words(&self) -> &[u32] {
        self.words.get(..self.len).unwrap_or(&[])
    }

    /// Writes the program into `out` from its start, reading the filter word
    /// from byte address `filter_address`; returns the words written.
    ///
    /// Errors: [`CountingError::FilterAddressMisaligned`] if `filter_address` is
    /// not a multiple of 4; [`CountingError::BufferTooSmall`] if `out` holds
    /// fewer than [`StartProgram::words`]. After an error `out` is untouched.
    pub fn write(&self, filter_address: u64, out: &mut [u32]) -> Result<usize, CountingError> {
        let out = self.target(filter_address, out)?;
        out.iter_mut().zip(self.as_words()).for_each(|(d, s)| *d = *s);
        self.put_address(filter_address, out);
        Ok(self.len)
    }

    /// Rewrites only the filter address of a copy of this program that `out`
    /// holds from its start (written by [`StartProgram::write`]).
    ///
    /// Errors: those of [`StartProgram::write`]; [`CountingError::NotThisProgram`]
    /// if a word of `out` other than the filter address's is not the
    /// program's. After an error `out` is untouched.
    pub fn patch(&self, filter_address: u64, out: &mut [u32]) -> Result<(), CountingError> {
        let out = self.target(filter_address, out)?;
        // Every word but the filter address's is the program's.
        let at = filter_at((self.len - FIXED_WORDS) / SET_REG_WORDS);
        let same = |range: core::ops::Range<usize>| out.get(range.clone()) == self.words.get(range);
        if !same(0..at) || !same(at + 2..self.len) {
            return Err(CountingError::NotThisProgram);
        }
        self.put_address(filter_address, out);
        Ok(())
    }

    fn target<'o>(&self, filter_address: u64, out: &'o mut [u32]) -> Result<&'o mut [u32], CountingError> {
        if filter_address % 4 != 0 {
            return Err(CountingError::FilterAddressMisaligned { address: filter_address });
        }
        let len = out.len();
        out.get_mut(..self.len).ok_or(CountingError::BufferTooSmall { needed: self.len, len })
    }

    fn put_address(&self, filter_address: u64, out: &mut [u32]) {
        let at = filter_at((self.len - FIXED_WORDS) / SET_REG_WORDS);
        if let Some(slot) = out.get_mut(at..).and_then(|s| s.first_chunk_mut::<2>()) {
            *slot = split(filter_address);
        }
    }
}

/// Words of `layout`'s start program.
fn words_of<const N: usize>(layout: &Layout<N>) -> usize {
    FIXED_WORDS + layout.counters().len() * SET_REG_WORDS
}

/// Writes start, for a layout [`check::layout`] accepted, into `out` of
/// exactly its words: the prepared head, each counter's select (layout
/// register r through its block's select r), the prepared tail with the
/// filter address.
#[inline(always)]
fn emit<const N: usize>(seq: &'static Sequencing, layout: &Layout<N>, filter_address: u64, out: &mut [u32]) {
    let Some((head, rest)) = out.split_at_mut_checked(START_HEAD_WORDS) else { return };
    head.iter_mut().zip(&seq.start_head).for_each(|(d, s)| *d = *s);
    let Some((selects, tail)) = rest.split_at_mut_checked(layout.counters().len() * SET_REG_WORDS) else { return };
    for (chunk, c) in selects.chunks_exact_mut(SET_REG_WORDS).zip(layout.counters()) {
        if let (Ok(slot), Some(row)) = (<&mut [u32; SET_REG_WORDS]>::try_from(chunk), check::row(seq, c)) {
            let select = row.selects.get(usize::from(c.register)).map_or(0, |s| u32::from(*s));
            *slot = set_uconfig_reg_words(select, u32::from(c.event) << row.event_shift);
        }
    }
    tail.iter_mut().zip(&seq.start_tail).for_each(|(d, s)| *d = *s);
    if let Some(slot) = tail.get_mut(START_TAIL_FILTER_AT..).and_then(|s| s.first_chunk_mut::<2>()) {
        *slot = split(filter_address);
    }
}

/// The words [`start`] writes for these arguments, or the error it returns.
pub fn start_words<const N: usize>(gpu: &Gpu, layout: &Layout<N>, filter_address: u64) -> Result<usize, CountingError> {
    if filter_address % 4 != 0 {
        return Err(CountingError::FilterAddressMisaligned { address: filter_address });
    }
    check::layout(gpu, layout)?;
    Ok(words_of(layout))
}

/// Writes into `out`, as little-endian 32-bit words from its start, the packets
/// that wait until the queue's dispatches before them complete, reset every
/// counter of `gpu`, select `layout`'s, and start counting the waves that the
/// filter word at byte address `filter_address` selects ([`filter`]). They read
/// that word once those dispatches complete, so a dispatch before them may write
/// it. Addresses are as the device addresses memory. Returns the words written
/// ([`start_words`] says how many beforehand). For compute queues (MEC).
///
/// [`StartProgram`] builds the same words once for many dispatches.
///
/// Errors, checked in this order; after any, `out` is untouched:
/// [`CountingError::FilterAddressMisaligned`] if `filter_address` is not a
/// multiple of 4; then those of [`StartProgram::new`];
/// [`CountingError::BufferTooSmall`] if `out` is shorter than the program.
///
/// [`filter`]: super::filter
// Out of line: inlined into a caller, its emission loop compiled worse
// (ci/instructions: 532 instructions against 495).
#[inline(never)]
pub fn start<const N: usize>(
    gpu: &Gpu,
    layout: &Layout<N>,
    filter_address: u64,
    out: &mut [u32],
) -> Result<usize, CountingError> {
    if filter_address % 4 != 0 {
        return Err(CountingError::FilterAddressMisaligned { address: filter_address });
    }
    let seq = check::layout(gpu, layout)?;
    let needed = words_of(layout);
    let len = out.len();
    let out = out.get_mut(..needed).ok_or(CountingError::BufferTooSmall { needed, len })?;
    emit(seq, layout, filter_address, out);
    Ok(needed)
}
