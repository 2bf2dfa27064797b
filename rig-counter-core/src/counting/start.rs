//! `start`: reset, select, filter and start.

use super::registers::Registers;
use super::{CountingError, Program, sq_only, words_of, write_into};
use crate::gpu::Gpu;
use crate::layout::Layout;
use crate::pm4::{Emitter, Sink, field};
use crate::regs::RegisterDef;

struct Start<'a, const N: usize> {
    gpu: &'a Gpu,
    layout: &'a Layout<N>,
    filter_address: u64,
}

/// GRBM_GFX_INDEX broadcasting to every engine, array and instance.
pub(super) fn broadcast(regs: &Registers) -> Result<u32, CountingError> {
    let gfx_index = regs.get("GRBM_GFX_INDEX")?;
    regs.value(gfx_index, &[("SE_BROADCAST_WRITES", 1), ("SA_BROADCAST_WRITES", 1), ("INSTANCE_BROADCAST_WRITES", 1)])
}

/// Start's registers and values, looked up once.
struct Prepared<const N: usize> {
    perfmon: &'static RegisterDef,
    reset: u32,
    run: u32,
    gfx_index: &'static RegisterDef,
    broadcast: u32,
    selects: heapless::Vec<(&'static RegisterDef, u32), N>,
    sq_ctrl: (&'static RegisterDef, u32),
    perfcount: (&'static RegisterDef, u32),
    sq_ctrl2: &'static RegisterDef,
}

impl<const N: usize> Program for Start<'_, N> {
    type Prepared = Prepared<N>;

    fn prepare(&self) -> Result<Prepared<N>, CountingError> {
        if self.filter_address % 4 != 0 {
            return Err(CountingError::FilterAddressMisaligned { address: self.filter_address });
        }
        sq_only(self.gpu, self.layout)?;
        let regs = Registers::of(self.gpu)?;
        let perfmon = regs.get("CP_PERFMON_CNTL_1")?;
        let sq_ctrl = regs.get("SQ_PERFCOUNTER_CTRL")?;
        let perfcount = regs.get("COMPUTE_PERFCOUNT_ENABLE")?;
        let mut selects = heapless::Vec::new();
        for c in self.layout.counters() {
            // GFX11 and GFX12 wire only the even SELECT registers: register r is SELECT 2r.
            let select = regs.indexed("SQ_PERFCOUNTER", 2 * u16::from(c.register), "_SELECT")?;
            // As many as the layout's counters, so it never overflows.
            let _ = selects.push((select, regs.value(select, &[("PERF_SEL", u32::from(c.event))])?));
        }
        Ok(Prepared {
            perfmon,
            reset: regs.value(perfmon, &[("PERFMON_STATE", 0)])?,
            run: regs.value(perfmon, &[("PERFMON_STATE", 1)])?,
            gfx_index: regs.get("GRBM_GFX_INDEX")?,
            broadcast: broadcast(&regs)?,
            selects,
            sq_ctrl: (sq_ctrl, regs.value(sq_ctrl, &[("CS_EN", 1)])?),
            perfcount: (perfcount, regs.value(perfcount, &[("PERFCOUNT_ENABLE", 1)])?),
            sq_ctrl2: regs.get("SQ_PERFCOUNTER_CTRL2")?,
        })
    }

    fn emit<S: Sink>(&self, p: &Prepared<N>, e: &mut Emitter<S>) -> Result<(), CountingError> {
        // 1. Wait until the queue's earlier dispatches complete, so one of them may
        //    have written the filter word.
        e.event_write(field::CS_PARTIAL_FLUSH, field::CS_PARTIAL_FLUSH_INDEX)?;
        // 2. Disable and reset every counter.
        e.set_uconfig_reg(p.perfmon, p.reset)?;
        // 3. Select each SQ counter in every engine, array and WGP.
        e.set_uconfig_reg(p.gfx_index, p.broadcast)?;
        for (select, value) in &p.selects {
            e.set_uconfig_reg(select, *value)?;
        }
        // 4. Count compute waves, and let compute dispatches count.
        e.set_uconfig_reg(p.sq_ctrl.0, p.sq_ctrl.1)?;
        e.set_sh_reg(p.perfcount.0, p.perfcount.1)?;
        // 5. Load the filter word from memory into SQ_PERFCOUNTER_CTRL2, on the GPU.
        let ctrl2 = u64::from(p.sq_ctrl2.address);
        e.copy_data(field::SEL_TC_L2, self.filter_address, field::SEL_REGISTER, ctrl2, false, false)?;
        // 6. Start counting.
        e.set_uconfig_reg(p.perfmon, p.run)?;
        Ok(())
    }
}

/// The words [`start`] writes for these arguments, or the error it returns.
pub fn start_words<const N: usize>(gpu: &Gpu, layout: &Layout<N>, filter_address: u64) -> Result<usize, CountingError> {
    words_of(&Start { gpu, layout, filter_address })
}

/// Writes into `out`, as little-endian 32-bit words from its start, the packets
/// that wait until the queue's dispatches before them complete, reset every
/// counter of `gpu`, select `layout`'s, and start counting the waves that the
/// filter word at byte address `filter_address` selects ([`filter`]). They read
/// that word once those dispatches complete, so a dispatch before them may write
/// it. Addresses are as the device addresses memory. Returns the words written
/// ([`start_words`] says how many beforehand).
///
/// Errors, checked in this order; after any, `out` is untouched:
/// [`CountingError::FilterAddressMisaligned`] if `filter_address` is not a
/// multiple of 4; [`CountingError::NotSq`] if `layout` holds a counter of a block
/// other than SQ; [`CountingError::NotOneDieGfx12`] if `gpu` is not a GFX12 GPU
/// of one die; [`CountingError::LayoutOfAnotherGpu`];
/// [`CountingError::MissingRegister`] / [`CountingError::MissingField`] if `gpu`'s
/// GC lacks a register the program writes; [`CountingError::BufferTooSmall`] if
/// `out` is shorter than the program.
///
/// [`filter`]: super::filter
pub fn start<const N: usize>(
    gpu: &Gpu,
    layout: &Layout<N>,
    filter_address: u64,
    out: &mut [u32],
) -> Result<usize, CountingError> {
    write_into(&Start { gpu, layout, filter_address }, out)
}
