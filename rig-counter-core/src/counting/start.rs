//! `start`: wait, reset, select, enable, load the filter, start. Built once per
//! layout as a [`StartProgram`]; a dispatch writes it, or patches the filter
//! address of a copy it already wrote.

use super::sequencing::Sequencing;
use super::{CountingError, check};
use crate::gpu::Gpu;
use crate::layout::Layout;
use crate::pm4::{COPY_DATA_WORDS, EVENT_WRITE_WORDS, SET_REG_WORDS, Writer, field, split};

/// The most words a start program takes: its fixed packets and one
/// SET_UCONFIG_REG per select, for every counter register of every block.
pub const START_MAX_WORDS: usize = 256;

/// Words of start besides its selects: the wait, reset, broadcast, SQ and SQG
/// controls, COMPUTE_PERFCOUNT_ENABLE, the filter's copy and the start.
const FIXED_WORDS: usize = EVENT_WRITE_WORDS + 6 * SET_REG_WORDS + COPY_DATA_WORDS;
/// Where the filter address lies: the source words of the COPY_DATA, which
/// follows every select and the three enables.
const fn filter_at(selects: usize) -> usize {
    EVENT_WRITE_WORDS + (2 + selects + 3) * SET_REG_WORDS + 2
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
    /// Errors, in this order: [`CountingError::NotSq`] if `layout` holds a
    /// counter of a block other than SQ; [`CountingError::NotOneDieGfx12`];
    /// [`CountingError::LayoutOfAnotherGpu`]; [`CountingError::NoRegisters`] if
    /// rig-counter has no registers of `gpu`'s GC; [`CountingError::SelectCannotCount`]
    /// if a counter's select cannot select its event.
    pub fn new<const N: usize>(gpu: &Gpu, layout: &Layout<N>) -> Result<StartProgram, CountingError> {
        let mut selects = heapless::Vec::<(u32, u32), 64>::new();
        let mut overflow = false;
        let seq = check::layout(gpu, layout, |p| {
            let select = p.row.selects.get(usize::from(p.counter.register)).copied().unwrap_or(0);
            let value = u32::from(p.counter.event) << p.row.event_shift;
            overflow |= selects.push((select, value)).is_err();
        })?;
        let mut program =
            StartProgram { words: [0; START_MAX_WORDS], len: FIXED_WORDS + selects.len() * SET_REG_WORDS };
        // A layout holds at most as many counters as its blocks have registers;
        // every family's blocks have fewer than 64.
        if overflow || program.len > START_MAX_WORDS {
            return Err(CountingError::BufferTooSmall { needed: program.len, len: START_MAX_WORDS });
        }
        let mut w = Writer::new(&mut program.words);
        emit(seq, &selects, 0, &mut w);
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
        out.copy_from_slice(self.as_words());
        self.put_address(filter_address, out);
        Ok(self.len)
    }

    /// Rewrites only the filter address of a copy of this program that `out`
    /// holds from its start (written by [`StartProgram::write`]).
    ///
    /// Errors: those of [`StartProgram::write`]; [`CountingError::NotThisProgram`]
    /// if `out`'s first word is not the program's. After an error `out` is untouched.
    pub fn patch(&self, filter_address: u64, out: &mut [u32]) -> Result<(), CountingError> {
        let out = self.target(filter_address, out)?;
        if out.first() != self.words.first() {
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
        if let Some(slot) = out.get_mut(at..at + 2) {
            slot.copy_from_slice(&split(filter_address));
        }
    }
}

/// Writes start: `selects` are (SET_UCONFIG_REG offset, value) pairs.
fn emit(seq: &Sequencing, selects: &[(u32, u32)], filter_address: u64, w: &mut Writer<'_>) {
    // 1. Wait until the queue's earlier dispatches complete, so one of them may
    //    have written the filter word.
    w.event_write(
        field::EVENT_TYPE.val(field::CS_PARTIAL_FLUSH).with(field::EVENT_INDEX.val(field::CS_PARTIAL_FLUSH_INDEX)),
    );
    // 2. Disable and reset every counter.
    w.set_uconfig_reg(seq.perfmon, seq.perfmon_reset);
    // 3. Select each counter in every engine, array and instance.
    w.set_uconfig_reg(seq.grbm_gfx_index, seq.broadcast);
    for &(select, value) in selects {
        w.set_uconfig_reg(select, value);
    }
    // 4. Count compute waves in SQ and SQG (SQG's DISABLE_ME1PIPE3_PERF clear:
    //    stop flips it to learn when each engine took the sample), and let
    //    compute dispatches count.
    w.set_uconfig_reg(seq.sq_ctrl.0, seq.sq_ctrl.1);
    w.set_uconfig_reg(seq.sqg_ctrl, seq.sqg_start);
    w.set_sh_reg(seq.compute_perfcount.0, seq.compute_perfcount.1);
    // 5. Load the filter word from memory into SQ_PERFCOUNTER_CTRL2, on the GPU.
    let control = field::SRC_SEL.val(field::SEL_TC_L2).with(field::DST_SEL.val(field::SEL_REGISTER));
    w.copy_data(control, filter_address, u64::from(seq.sq_ctrl2_address));
    // 6. Start counting.
    w.set_uconfig_reg(seq.perfmon, seq.perfmon_start);
}

/// The words [`start`] writes for these arguments, or the error it returns.
pub fn start_words<const N: usize>(gpu: &Gpu, layout: &Layout<N>, filter_address: u64) -> Result<usize, CountingError> {
    if filter_address % 4 != 0 {
        return Err(CountingError::FilterAddressMisaligned { address: filter_address });
    }
    Ok(StartProgram::new(gpu, layout)?.words())
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
pub fn start<const N: usize>(
    gpu: &Gpu,
    layout: &Layout<N>,
    filter_address: u64,
    out: &mut [u32],
) -> Result<usize, CountingError> {
    if filter_address % 4 != 0 {
        return Err(CountingError::FilterAddressMisaligned { address: filter_address });
    }
    StartProgram::new(gpu, layout)?.write(filter_address, out)
}
