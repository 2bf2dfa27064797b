//! `start`: wait, reset, select, enable, load the filter, start. Built once per
//! layout as a [`StartProgram`]; a dispatch writes it, or patches the filter
//! address of a copy it already wrote.

#[cfg(any(feature = "gfx11", feature = "gfx12"))]
use super::sequencing::GFX1X_START;
#[cfg(feature = "gfx9")]
use super::sequencing::GFX9_START;
use super::sequencing::{PREPARED_MAX_WORDS, Sequencing};
use super::{CountingError, check};
use crate::gpu::Gpu;
use crate::layout::Layout;
use crate::pm4::{SET_REG_WORDS, set_uconfig_reg_words, split};

/// The most words a start program takes: its fixed packets and one
/// SET_UCONFIG_REG per select, for every counter register of every block.
pub const START_MAX_WORDS: usize = 256;

/// Where the filter address lies after `selects` selects.
fn filter_at(seq: &Sequencing, selects: usize) -> usize {
    seq.start_head.len() + selects * SET_REG_WORDS + seq.start_filter_at
}

static_assertions::const_assert!(2 * PREPARED_MAX_WORDS + 64 * SET_REG_WORDS <= START_MAX_WORDS);

/// A layout's start program, built once: its words, written or patched per
/// dispatch with the filter word's byte address. About 1 KiB; no allocation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StartProgram {
    words: [u32; START_MAX_WORDS],
    len: usize,
    /// Where the filter address lies.
    filter_at: usize,
}

impl StartProgram {
    /// The start program of `layout` on `gpu`, its filter address 0 until
    /// written or patched.
    ///
    /// Errors, in this order: [`CountingError::NotCountable`] if `gpu` is not a
    /// gfx942 or gfx950 GPU, or a GFX11 or GFX12 GPU of one die;
    /// [`CountingError::GcOfAnotherFamily`]; [`CountingError::LayoutOfAnotherGpu`];
    /// [`CountingError::NoRegisters`] if rig-counter has no registers of
    /// `gpu`'s GC; [`CountingError::NoBlockRegisters`] if `layout` holds a
    /// counter of a block the family's programs have no registers of;
    /// [`CountingError::SelectCannotCount`] if a counter's select cannot select
    /// its event.
    pub fn new<const N: usize>(gpu: &Gpu, layout: &Layout<N>) -> Result<StartProgram, CountingError> {
        let seq = check::layout(gpu, layout)?;
        let len = words_of(seq, layout);
        let filter_at = filter_at(seq, layout.counters().len());
        let mut program = StartProgram { words: [0; START_MAX_WORDS], len, filter_at };
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
        let at = self.filter_at;
        let same = |range: core::ops::Range<usize>| out.get(range.clone()) == self.words.get(range);
        if !same(0..at) || !same(at + 2..self.len) {
            return Err(CountingError::NotThisProgram);
        }
        self.put_address(filter_address, out);
        Ok(())
    }

    fn target<'o>(&self, filter_address: u64, out: &'o mut [u32]) -> Result<&'o mut [u32], CountingError> {
        if !filter_address.is_multiple_of(4) {
            return Err(CountingError::FilterAddressMisaligned { address: filter_address });
        }
        let len = out.len();
        out.get_mut(..self.len).ok_or(CountingError::BufferTooSmall { needed: self.len, len })
    }

    fn put_address(&self, filter_address: u64, out: &mut [u32]) {
        if let Some(slot) = out.get_mut(self.filter_at..).and_then(|s| s.first_chunk_mut::<2>()) {
            *slot = split(filter_address);
        }
    }
}

/// Words of `layout`'s start program.
fn words_of<const N: usize>(seq: &Sequencing, layout: &Layout<N>) -> usize {
    seq.start_head.len() + layout.counters().len() * SET_REG_WORDS + seq.start_tail.len()
}

/// Writes start, for a layout [`check::layout`] accepted, into `out` of
/// exactly its words: the prepared head, each counter's select (layout
/// register r through its block's select r, with the block's select bits),
/// the prepared tail with the filter address. The families' part lengths are
/// dispatched on once, so each arm copies parts of a constant size (lengths
/// known only at run time cost copies word by word or `memcpy` calls:
/// `ci/instructions` counted 588 instructions against 492 for an R9700's start).
#[inline(always)]
fn emit<const N: usize>(seq: &'static Sequencing, layout: &Layout<N>, filter_address: u64, out: &mut [u32]) {
    // Every sequence has one of these shapes: each static checks its own as
    // it is built (`Sequencing::start_shape`), so no other arm is needed.
    match seq.start_shape() {
        #[cfg(any(feature = "gfx11", feature = "gfx12"))]
        GFX1X_START => {
            emit_fixed::<N, { GFX1X_START.0 }, { GFX1X_START.1 }, { GFX1X_START.2 }>(seq, layout, filter_address, out)
        }
        #[cfg(feature = "gfx9")]
        GFX9_START => {
            emit_fixed::<N, { GFX9_START.0 }, { GFX9_START.1 }, { GFX9_START.2 }>(seq, layout, filter_address, out)
        }
        _ => {}
    }
}

/// [`emit`] for a head of `H` words, a tail of `T` and the filter address at
/// `F` in the tail: fixed-size copies.
#[inline(always)]
fn emit_fixed<const N: usize, const H: usize, const T: usize, const F: usize>(
    seq: &'static Sequencing,
    layout: &Layout<N>,
    filter_address: u64,
    out: &mut [u32],
) {
    let (Some(h), Some(from)) = (out.first_chunk_mut::<H>(), seq.start_head.first(H).first_chunk::<H>()) else {
        return;
    };
    // copy_from_slice, a memcpy: an array assignment here became a memmove,
    // 1.5 KiB more firmware.
    h.copy_from_slice(from);
    let Some(rest) = out.get_mut(H..) else { return };
    let Some(t) = emit_selects(seq, layout, rest) else { return };
    let (Some(t), Some(from)) = (t.first_chunk_mut::<T>(), seq.start_tail.first(T).first_chunk::<T>()) else {
        return;
    };
    t.copy_from_slice(from);
    put_filter(t, F, filter_address);
}

/// Writes each counter's select at the start of `out`; returns the words after them.
#[inline(always)]
fn emit_selects<'o, const N: usize>(
    seq: &'static Sequencing,
    layout: &Layout<N>,
    out: &'o mut [u32],
) -> Option<&'o mut [u32]> {
    let (selects, tail) = out.split_at_mut_checked(layout.counters().len() * SET_REG_WORDS)?;
    // Chunks of a constant size: no division at run time (with
    // `chunks_exact_mut`, an outlined `zip` divided by its chunk size, a
    // panic path the firmware's link refuses).
    let (chunks, _) = selects.as_chunks_mut::<SET_REG_WORDS>();
    for (slot, c) in chunks.iter_mut().zip(layout.counters()) {
        // Every counter has its row (check::layout); NO_ROW would write select 0.
        let row = seq.any_row(c.block);
        *slot = set_uconfig_reg_words(row.select(c.register), u32::from(c.event) << row.event_shift | row.select_bits);
    }
    Some(tail)
}

/// The filter address's two words at `at` of `tail`.
#[inline(always)]
fn put_filter(tail: &mut [u32], at: usize, filter_address: u64) {
    if let Some(slot) = tail.get_mut(at..).and_then(|s| s.first_chunk_mut::<2>()) {
        *slot = split(filter_address);
    }
}

/// The words [`start`] writes for these arguments, or the error it returns.
pub fn start_words<const N: usize>(gpu: &Gpu, layout: &Layout<N>, filter_address: u64) -> Result<usize, CountingError> {
    if !filter_address.is_multiple_of(4) {
        return Err(CountingError::FilterAddressMisaligned { address: filter_address });
    }
    let seq = check::layout(gpu, layout)?;
    Ok(words_of(seq, layout))
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
    if !filter_address.is_multiple_of(4) {
        return Err(CountingError::FilterAddressMisaligned { address: filter_address });
    }
    let seq = check::layout(gpu, layout)?;
    let needed = words_of(seq, layout);
    let len = out.len();
    let out = out.get_mut(..needed).ok_or(CountingError::BufferTooSmall { needed, len })?;
    emit(seq, layout, filter_address, out);
    Ok(needed)
}
