//! The GFX12 counting program (the specification's `Counting`): the VMID filter
//! word, and the PM4 packets that start and stop counting a layout's SQ counters
//! and store their values as the layout lays them out.
//!
//! Each program is written twice by the same code: once into a [`WordCounter`]
//! to learn its size and every error, then, only if that succeeded and the
//! caller's buffer holds it, into the buffer. So a refused request, or a buffer
//! too small, leaves the buffer untouched.
//!
//! [`WordCounter`]: crate::pm4::WordCounter

mod error;
mod filter;
mod registers;
mod start;
mod stop;
mod wgps;

pub use error::{CountingError, RegisterName};
pub use filter::{HW_ID2_VM_ID, SQ_PERFCOUNTER_CTRL2_FORCE_EN, SQ_PERFCOUNTER_CTRL2_VMID_EN, filter, filter_of_hw_id2};
pub use start::{start, start_words};
pub use stop::{stop, stop_words};
pub use wgps::{all_active, wgp_bit};

use crate::gpu::{Family, Gpu};
use crate::layout::Layout;
use crate::pm4::{Emitter, Sink, SliceWriter, WordCounter};

/// Checks that `gpu` is a GFX12 GPU of one die.
fn one_die_gfx12(gpu: &Gpu) -> Result<(), CountingError> {
    if gpu.family() == Some(Family::Gfx12) && gpu.xccs == 1 {
        Ok(())
    } else {
        Err(CountingError::NotOneDieGfx12 { processor: gpu.processor(), xccs: gpu.xccs })
    }
}

/// Checks that every counter of `layout` is an SQ counter and that `layout` was
/// made for `gpu`.
fn sq_only<const N: usize>(gpu: &Gpu, layout: &Layout<N>) -> Result<(), CountingError> {
    if let Some(c) = layout.counters().iter().find(|c| c.block != crate::Block::Sq) {
        return Err(CountingError::NotSq { name: c.name, block: c.block });
    }
    Ok(())
        .and_then(|()| one_die_gfx12(gpu))
        .and_then(|()| if layout.gpu() == gpu { Ok(()) } else { Err(CountingError::LayoutOfAnotherGpu) })
}

/// A program that can be written into any sink: its checks and register
/// lookups happen once, in `prepare`, and `emit` only writes.
trait Program {
    /// What `emit` needs: resolved registers and values.
    type Prepared;
    /// Checks the arguments and looks up every register.
    fn prepare(&self) -> Result<Self::Prepared, CountingError>;
    /// Writes the program; fails only if a value does not fit its field.
    fn emit<S: Sink>(&self, p: &Self::Prepared, e: &mut Emitter<S>) -> Result<(), CountingError>;
}

/// The words `program` takes, or its error.
fn words_of(program: &impl Program) -> Result<usize, CountingError> {
    let p = program.prepare()?;
    let mut e = Emitter::new(WordCounter::default());
    program.emit(&p, &mut e)?;
    Ok(e.words())
}

/// Writes `program` into `out` if it succeeds and fits; returns the words
/// written. `out` is untouched unless the result is `Ok`: the program is first
/// written into a [`WordCounter`], which meets every error.
fn write_into(program: &impl Program, out: &mut [u32]) -> Result<usize, CountingError> {
    let p = program.prepare()?;
    let mut counter = Emitter::new(WordCounter::default());
    program.emit(&p, &mut counter)?;
    let needed = counter.words();
    if needed > out.len() {
        return Err(CountingError::BufferTooSmall { needed, len: out.len() });
    }
    let mut e = Emitter::new(SliceWriter::new(out));
    program.emit(&p, &mut e)?;
    Ok(e.words())
}
