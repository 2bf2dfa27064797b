//! One run over several passes: where each pass's samples lie in one buffer,
//! and which pass a dispatch counts when passes rotate.
//!
//! rocprofiler's counter collection names three ways to count more than one
//! pass holds (rocprofiler-sdk's counter collection documentation): successive
//! application runs, rotating counter groups across successive dispatches,
//! and replaying a dispatch once per pass with device memory restored between
//! passes (`rocprofv3 --replay-mode kernel`). The last two run every pass in
//! one process, so their samples can lie in one buffer:
//!
//! - pass `k`'s samples start at [`Plan::offset`]`(k)`, the bytes of the
//!   passes before it; within its region they lie as its
//!   [`Plan::layout`]`(k)` lays them out; [`Plan::bytes`] is the whole
//!   buffer's size;
//! - pass `k`'s stop and sample programs ([`crate::stop`], [`crate::sample`],
//!   [`crate::counting::StopProgram`]) are built for its layout and given the
//!   buffer's address plus that offset: they store only inside its region;
//! - for kernel replay the agent restores memory and runs the dispatch once
//!   per pass with that pass's start and stop programs; for rotation,
//!   dispatch `i` counts pass [`rotation`]`(i, interval, passes)`.
//!
//! ```
//! use rig_counter_core::plan::run::rotation;
//! use rig_counter_core::plan::{Plan, plan};
//! use rig_counter_core::{Layout, MAX_COUNTERS, Request, gpu};
//! let r9700 = &gpu::products::find("r9700").unwrap().gpu;
//! let names = ["SQ_WAVES", "SQ_BUSY_CYCLES", "SQ_INSTS_VALU", "SQ_INSTS_SALU", "SQ_INSTS_LDS",
//!     "SQ_INSTS_SMEM", "SQ_INSTS_FLAT", "SQ_WAVE_CYCLES", "SQ_INST_CYCLES_VMEM"];
//! let requests: Vec<Request> = names.iter().map(|n| Request::plain(n)).collect();
//! let mut p = Box::new(Plan::new());
//! plan(r9700, &requests, &[], &[], &mut p).unwrap();
//! assert_eq!(p.passes(), 2);
//! let second: Layout<MAX_COUNTERS> = p.layout(1, &[]).unwrap().unwrap();
//! let first: Layout<MAX_COUNTERS> = p.layout(0, &[]).unwrap().unwrap();
//! // Pass 1 starts where pass 0 ends, and the buffer holds both.
//! assert_eq!(p.offset::<MAX_COUNTERS>(1, &[]), Some(Ok(u64::from(first.bytes()))));
//! assert_eq!(p.bytes::<MAX_COUNTERS>(&[]), Ok(u64::from(first.bytes() + second.bytes())));
//! // Rotation every 3 dispatches: 0, 1, 2 count pass 0; 3, 4, 5 pass 1; 6 pass 0.
//! assert_eq!(rotation(5, 3, p.passes()), Some(1));
//! assert_eq!(rotation(6, 3, p.passes()), Some(0));
//! ```
//!
//! Kernel replay of one dispatch, as a queue agent runs it: for each pass,
//! restore the memory the kernel writes, then submit the pass's start
//! program, the dispatch and the pass's stop program, which stores at the
//! buffer's address plus the pass's offset. After the last pass the buffer
//! holds every counter of the request:
//!
//! ```
//! use rig_counter_core::counting::all_active;
//! use rig_counter_core::plan::{Plan, plan};
//! use rig_counter_core::{Layout, MAX_COUNTERS, Request, gpu, start, stop};
//! let r9700 = &gpu::products::find("r9700").unwrap().gpu;
//! let names = ["SQ_WAVES", "SQ_BUSY_CYCLES", "SQ_INSTS_VALU", "SQ_INSTS_SALU", "SQ_INSTS_LDS",
//!     "SQ_INSTS_SMEM", "SQ_INSTS_FLAT", "SQ_WAVE_CYCLES", "SQ_INST_CYCLES_VMEM"];
//! let requests: Vec<Request> = names.iter().map(|n| Request::plain(n)).collect();
//! let mut p = Box::new(Plan::new());
//! plan(r9700, &requests, &[], &[], &mut p).unwrap();
//! let (samples, filter_word) = (0x1000_0000u64, 0x0fff_f000u64);
//! // Every WGP runs work: one mask per shader engine.
//! let wgps = [all_active(r9700).unwrap(); 4];
//! let (mut start_words, mut stop_words) = ([0u32; 256], [0u32; 4096]);
//! let mut stored = Vec::new();
//! for k in 0..p.passes() {
//!     let layout: Layout<MAX_COUNTERS> = p.layout(k, &[]).unwrap().unwrap();
//!     let at = samples + p.offset::<MAX_COUNTERS>(k, &[]).unwrap().unwrap();
//!     // restore the kernel's memory here, then submit these words,
//!     let n = start(r9700, &layout, filter_word, &mut start_words).unwrap();
//!     // the dispatch, and these:
//!     let m = stop(r9700, &wgps, &layout, at, &mut stop_words).unwrap();
//!     stored.push((at, layout.bytes(), n, m));
//! }
//! // Pass 0's eight SQ counters, then pass 1's one, one after another;
//! // the programs' words, as `rig-counter start` and `stop` print them.
//! assert_eq!(stored, [(0x1000_0000, 2048, 50, 2221), (0x1000_0800, 256, 29, 429)]);
//! ```

use super::Plan;
use crate::catalog::Definition;
use crate::layout::LayoutError;

impl<const P: usize, const M: usize> Plan<'_, P, M> {
    /// The byte offset of pass `k`'s samples (from 0) in one buffer of every
    /// pass's samples, one pass after another: the sum of the bytes of the
    /// layouts of passes `0..k` ([`Plan::layout`], with the definitions the
    /// plan was made with). Every offset is a multiple of 8, as every
    /// layout's size is (its values are 64-bit). `None` for a pass the plan
    /// lacks. It lays passes `0..k` out: a caller that needs every offset
    /// keeps them as it goes.
    ///
    /// Errors: those of [`Plan::layout`] for a pass before `k`.
    pub fn offset<const N: usize>(
        &self,
        k: usize,
        definitions: &[Definition],
    ) -> Option<Result<u64, LayoutError<'static>>> {
        if k >= self.passes() {
            return None;
        }
        Some(self.bytes_before::<N>(k, definitions))
    }

    /// The bytes of every pass's samples together: the size of the buffer a
    /// run over all passes stores into (0 for a plan of no pass).
    ///
    /// Errors: those of [`Plan::layout`].
    pub fn bytes<const N: usize>(&self, definitions: &[Definition]) -> Result<u64, LayoutError<'static>> {
        self.bytes_before::<N>(self.passes(), definitions)
    }

    fn bytes_before<const N: usize>(&self, k: usize, definitions: &[Definition]) -> Result<u64, LayoutError<'static>> {
        let mut sum = 0u64;
        for pass in 0..k {
            let layout = match self.layout::<N>(pass, definitions) {
                Some(l) => l?,
                None => break,
            };
            // Layouts of at most u32::MAX bytes: past 2^32 of them, saturated.
            sum = sum.saturating_add(u64::from(layout.bytes()));
        }
        Ok(sum)
    }
}

/// The pass dispatch `dispatch` (from 0) counts when `passes` passes rotate
/// every `interval` dispatches: `(dispatch / interval) % passes`. Dispatches
/// `0..interval` count pass 0, the next `interval` pass 1, and after the last
/// pass pass 0 again. `None` where `interval` or `passes` is 0.
pub const fn rotation(dispatch: u64, interval: u64, passes: usize) -> Option<usize> {
    if interval == 0 || passes == 0 {
        return None;
    }
    // passes fits u64 on every target Rust supports (usize is at most 64 bits),
    // and the remainder is below it.
    Some(((dispatch / interval) % passes as u64) as usize)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rotation_takes_each_pass_for_interval_dispatches_in_turn() {
        let taken: [usize; 8] = core::array::from_fn(|i| rotation(i as u64, 1, 3).unwrap());
        assert_eq!(taken, [0, 1, 2, 0, 1, 2, 0, 1]);
        let taken: [usize; 8] = core::array::from_fn(|i| rotation(i as u64, 3, 2).unwrap());
        assert_eq!(taken, [0, 0, 0, 1, 1, 1, 0, 0]);
        assert_eq!(rotation(u64::MAX, 1, 512), Some((u64::MAX % 512) as usize));
        assert_eq!(rotation(u64::MAX, u64::MAX, 2), Some(1));
        assert_eq!(rotation(7, 0, 2), None);
        assert_eq!(rotation(7, 1, 0), None);
        assert_eq!(rotation(0, 1, 1), Some(0));
    }
}
