//! `stop`: stop, sample, store every value, restore broadcast, clear the filter.

use super::registers::Registers;
use super::start::broadcast;
use super::{CountingError, Program, sq_only, wgps, words_of, write_into};
use crate::gpu::Gpu;
use crate::layout::{Layout, VALUE_BYTES};
use crate::pm4::{Emitter, Sink, field, field_value};
use crate::regs::{FieldDef, RegisterDef};

struct Stop<'a, const N: usize> {
    gpu: &'a Gpu,
    wgps: &'a [u32],
    layout: &'a Layout<N>,
    address: u64,
}

/// Stop's registers and values, looked up once.
struct Prepared<const N: usize> {
    perfmon: &'static RegisterDef,
    halt: u32,
    gfx_index: &'static RegisterDef,
    broadcast: u32,
    se_index: FieldDef,
    sa_index: FieldDef,
    instance_index: FieldDef,
    /// Per counter: its SQ_PERFCOUNTERr_LO address and the byte address of its values.
    sources: heapless::Vec<(u32, u64), N>,
    sq_ctrl2: &'static RegisterDef,
}

impl<const N: usize> Program for Stop<'_, N> {
    type Prepared = Prepared<N>;

    fn prepare(&self) -> Result<Prepared<N>, CountingError> {
        let (gpu, address) = (self.gpu, self.address);
        if address % u64::from(VALUE_BYTES) != 0 {
            return Err(CountingError::AddressMisaligned { address });
        }
        wgps::check(gpu, self.wgps)?;
        sq_only(gpu, self.layout)?;
        let bytes = self.layout.bytes();
        // The last byte, address + bytes - 1, must be an address.
        if bytes > 0 && address.checked_add(u64::from(bytes) - 1).is_none() {
            return Err(CountingError::AddressOverflow { address, bytes });
        }
        let regs = Registers::of(gpu)?;
        let perfmon = regs.get("CP_PERFMON_CNTL_1")?;
        let gfx_index = regs.get("GRBM_GFX_INDEX")?;
        let mut sources = heapless::Vec::new();
        for c in self.layout.counters() {
            let lo = regs.indexed("SQ_PERFCOUNTER", u16::from(c.register), "_LO")?;
            // As many as the layout's counters, so it never overflows.
            let _ = sources.push((lo.address, address + u64::from(c.offset)));
        }
        Ok(Prepared {
            perfmon,
            halt: regs.value(perfmon, &[("PERFMON_STATE", 2), ("PERFMON_SAMPLE_ENABLE", 1)])?,
            gfx_index,
            broadcast: broadcast(&regs)?,
            se_index: regs.field(gfx_index, "SE_INDEX")?,
            sa_index: regs.field(gfx_index, "SA_INDEX")?,
            instance_index: regs.field(gfx_index, "INSTANCE_INDEX")?,
            sources,
            sq_ctrl2: regs.get("SQ_PERFCOUNTER_CTRL2")?,
        })
    }

    fn emit<S: Sink>(&self, p: &Prepared<N>, e: &mut Emitter<S>) -> Result<(), CountingError> {
        let (gpu, address) = (self.gpu, self.address);
        // 1. Wait until the queue's earlier dispatches complete.
        e.event_write(field::CS_PARTIAL_FLUSH, field::CS_PARTIAL_FLUSH_INDEX)?;
        // 2. Stop counting and sample the counters.
        e.set_uconfig_reg(p.perfmon, p.halt)?;
        // 3. Zero every value (the high halves, and every WGP that runs no work),
        //    in packets of at most WRITE_DATA_MAX_WORDS dwords.
        let dwords = self.layout.bytes() / 4;
        let mut done = 0;
        while done < dwords {
            let n = (dwords - done).min(field::WRITE_DATA_MAX_WORDS);
            e.write_data(field::SEL_MEMORY, address + u64::from(done) * 4, n, |_| 0, true)?;
            done += n;
        }
        // 4. Select each WGP that runs work and copy its counters' 32-bit values
        //    into the low halves of their u64s, each store confirmed.
        let (arrays, units) = (gpu.shader_arrays, gpu.array_units);
        for (se, mask) in self.wgps.iter().enumerate() {
            for sa in 0..arrays {
                for wgp in 0..units {
                    if wgps::wgp_bit(gpu, sa, wgp).is_none_or(|bit| mask & bit == 0) {
                        continue;
                    }
                    let select = field_value(&p.se_index, se as u32)?
                        | field_value(&p.sa_index, u32::from(sa))?
                        | field_value(&p.instance_index, u32::from(wgp) << 2)?;
                    e.set_uconfig_reg(p.gfx_index, select)?;
                    let value = (se as u64 * u64::from(arrays) + u64::from(sa)) * u64::from(units) + u64::from(wgp);
                    for &(lo, base) in &p.sources {
                        let dst = base + value * u64::from(VALUE_BYTES);
                        e.copy_data(field::SEL_PERF, u64::from(lo), field::SEL_MEMORY, dst, false, true)?;
                    }
                }
            }
        }
        // 5. Broadcast again, and clear the filter so no wave started later counts.
        e.set_uconfig_reg(p.gfx_index, p.broadcast)?;
        e.set_uconfig_reg(p.sq_ctrl2, 0)?;
        Ok(())
    }
}

/// The words [`stop`] writes for these arguments, or the error it returns.
pub fn stop_words<const N: usize>(
    gpu: &Gpu,
    wgps: &[u32],
    layout: &Layout<N>,
    address: u64,
) -> Result<usize, CountingError> {
    words_of(&Stop { gpu, wgps, layout, address })
}

/// Writes into `out`, as little-endian 32-bit words from its start, the packets
/// that wait until the queue's dispatches before them complete, stop counting,
/// and store `layout`'s values from byte address `address` as the layout lays
/// them out: the 32-bit count of each WGP that runs work in the low half of its
/// u64, and 0 for each WGP that `wgps` says runs no work, which is never read.
/// Each store is confirmed before the next packet starts. They then restore
/// GRBM_GFX_INDEX to broadcast and clear the filter, so that no wave started
/// after them counts. `layout` must be the layout `start` took; `wgps` holds one
/// mask per shader engine (see [`wgp_bit`]). Returns the words written
/// ([`stop_words`] says how many beforehand).
///
/// Errors, checked in this order; after any, `out` is untouched:
/// [`CountingError::AddressMisaligned`] if `address` is not a multiple of 8;
/// [`CountingError::WrongEngines`], [`CountingError::TooManyWgps`],
/// [`CountingError::WgpOutOfRange`] if `wgps` does not describe `gpu`'s engines;
/// [`CountingError::NotSq`]; [`CountingError::NotOneDieGfx12`];
/// [`CountingError::LayoutOfAnotherGpu`]; [`CountingError::AddressOverflow`];
/// [`CountingError::MissingRegister`] / [`CountingError::MissingField`];
/// [`CountingError::Emit`] if GRBM_GFX_INDEX cannot address an engine, array or
/// WGP; [`CountingError::BufferTooSmall`].
///
/// [`wgp_bit`]: super::wgp_bit
pub fn stop<const N: usize>(
    gpu: &Gpu,
    wgps: &[u32],
    layout: &Layout<N>,
    address: u64,
    out: &mut [u32],
) -> Result<usize, CountingError> {
    write_into(&Stop { gpu, wgps, layout, address }, out)
}
