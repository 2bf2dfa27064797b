//! `stop`: wait, sample, stop, sync each engine, store every value, restore
//! broadcast, clear the filter, write the samples back from L2. Built once per
//! layout and active-WGP set as a [`StopProgram`]; a dispatch writes it, or
//! patches the samples address of a copy it already wrote.

use super::sequencing::Sequencing;
use super::{CountingError, check, wgps};
use crate::gpu::Gpu;
use crate::layout::{Layout, VALUE_BYTES};
use crate::pm4::{
    ACQUIRE_MEM_WORDS, COPY_DATA_WORDS, EVENT_WRITE_WORDS, SET_REG_WORDS, WAIT_REG_MEM_WORDS, WRITE_DATA_HEAD_WORDS,
    Writer, coherence_lines, field, split,
};

/// The most shader engines a [`StopProgram`] holds masks for.
pub const MAX_ENGINES: usize = 32;

/// Words before the zeroing: the wait, the sample event, COMPUTE_PERFCOUNT_ENABLE
/// = 0, the stop-and-sample write and the SQG flip.
const HEAD_WORDS: usize = 2 * EVENT_WRITE_WORDS + 3 * SET_REG_WORDS;
/// Words of an engine's sync: select the engine, wait for SQG_PERFCOUNTER_CTRL.
const SYNC_WORDS: usize = SET_REG_WORDS + WAIT_REG_MEM_WORDS;
/// Words after the reads, but the write-back: broadcast, clear the filter.
const TAIL_WORDS: usize = 2 * SET_REG_WORDS;

/// A layout's stop program for one set of active WGPs, built once: what a
/// dispatch needs to write it, or to patch a copy's samples address. No
/// allocation: it holds one mask per engine and each counter's source register
/// and offset.
#[derive(Clone, Debug)]
pub struct StopProgram<const N: usize = { crate::layout::MAX_COUNTERS }> {
    seq: &'static Sequencing,
    masks: [u32; MAX_ENGINES],
    engines: u8,
    arrays: u32,
    units: u32,
    /// Per counter: the dword address of its LO register, its byte offset.
    sources: heapless::Vec<(u32, u32), N>,
    /// Per bit of an engine's mask (`array * units + wgp`): GRBM_GFX_INDEX's
    /// SA_INDEX and INSTANCE_INDEX (`wgp << 2`) of that WGP.
    selects: [u32; 32],
    sync: bool,
    bytes: u32,
    words: usize,
}

impl<const N: usize> StopProgram<N> {
    /// The stop program of `layout` on `gpu` with `wgps` saying which WGPs run
    /// work (one mask per shader engine, see [`wgp_bit`](super::wgp_bit)).
    ///
    /// Errors, in this order: [`CountingError::WrongEngines`],
    /// [`CountingError::TooManyWgps`], [`CountingError::WgpOutOfRange`] if
    /// `wgps` does not describe `gpu`'s engines; [`CountingError::NotSq`];
    /// [`CountingError::NotOneDieGfx12`]; [`CountingError::LayoutOfAnotherGpu`];
    /// [`CountingError::NoRegisters`]; [`CountingError::SelectCannotCount`];
    /// [`CountingError::TooManyEngines`]; [`CountingError::Unaddressable`] if
    /// GRBM_GFX_INDEX cannot address an active WGP.
    pub fn new(gpu: &Gpu, wgps: &[u32], layout: &Layout<N>) -> Result<StopProgram<N>, CountingError> {
        wgps::check(gpu, wgps)?;
        let seq = check::layout(gpu, layout)?;
        let mut sources = heapless::Vec::new();
        let mut sync = false;
        for c in layout.counters() {
            let Some(row) = check::row(seq, c) else { continue };
            let lo = row.counters.get(usize::from(c.register)).map_or(0, |r| u32::from(r[0]));
            // As many as the layout's counters, so it never overflows.
            let _ = sources.push((lo, c.offset));
            sync |= row.sync;
        }
        if wgps.len() > MAX_ENGINES {
            return Err(CountingError::TooManyEngines { engines: gpu.shader_engines });
        }
        let mut masks = [0; MAX_ENGINES];
        masks.iter_mut().zip(wgps).for_each(|(d, s)| *d = *s);
        let (arrays, units) = (u32::from(gpu.shader_arrays), u32::from(gpu.array_units));
        let mut selects = [0; 32];
        for (bit, select) in selects.iter_mut().enumerate() {
            let (sa, wgp) = (bit as u32 / units.max(1), bit as u32 % units.max(1));
            *select = seq.sa_index.put(sa) | seq.instance_index.put(wgp << 2);
        }
        let mut program = StopProgram {
            seq,
            masks,
            engines: gpu.shader_engines,
            arrays,
            units,
            sources,
            selects,
            sync,
            bytes: layout.bytes(),
            words: 0,
        };
        program.check_addressable()?;
        program.words = program.count_words();
        Ok(program)
    }

    /// Checks every active WGP's engine, array and INSTANCE_INDEX fit GRBM_GFX_INDEX.
    fn check_addressable(&self) -> Result<(), CountingError> {
        if self.sources.is_empty() {
            return Ok(());
        }
        let seq = self.seq;
        let mut any = 0;
        for (se, mask) in self.masks().iter().enumerate() {
            if *mask != 0 && se as u32 > seq.se_index.max {
                return Err(CountingError::Unaddressable { field: seq.se_index.name, value: se as u32 });
            }
            any |= mask;
        }
        let (mut sa, mut wgp) = (0, 0);
        while any != 0 {
            let bit = any.trailing_zeros();
            any &= any - 1;
            let units = self.units.max(1);
            (sa, wgp) = (sa.max(bit / units), wgp.max(bit % units));
        }
        if sa > seq.sa_index.max {
            return Err(CountingError::Unaddressable { field: seq.sa_index.name, value: sa });
        }
        if wgp << 2 > seq.instance_index.max {
            return Err(CountingError::Unaddressable { field: seq.instance_index.name, value: wgp << 2 });
        }
        Ok(())
    }

    fn masks(&self) -> &[u32] {
        self.masks.get(..usize::from(self.engines)).unwrap_or(&[])
    }

    /// The zeroing's WRITE_DATA packets: (first dword, dwords) of each, at
    /// most [`field::WRITE_DATA_MAX_WORDS`] dwords a packet.
    fn zero_packets(&self) -> impl Iterator<Item = (u32, u32)> {
        let (dwords, max) = (self.bytes / 4, field::WRITE_DATA_MAX_WORDS);
        (0..dwords.div_ceil(max)).map(move |i| (i * max, (dwords - i * max).min(max)))
    }

    fn count_words(&self) -> usize {
        let zero: usize = self.zero_packets().map(|(_, n)| WRITE_DATA_HEAD_WORDS + n as usize).sum();
        let n = self.sources.len();
        let mut reads = 0;
        if n > 0 {
            for mask in self.masks() {
                if *mask != 0 {
                    let sync = if self.sync { SYNC_WORDS } else { 0 };
                    reads += sync + mask.count_ones() as usize * (SET_REG_WORDS + n * COPY_DATA_WORDS);
                }
            }
        }
        let write_back = if self.bytes > 0 { ACQUIRE_MEM_WORDS } else { 0 };
        HEAD_WORDS + zero + reads + TAIL_WORDS + write_back
    }

    /// Words the program takes.
    pub fn words(&self) -> usize {
        self.words
    }

    /// Bytes of the samples it stores.
    pub fn bytes(&self) -> u32 {
        self.bytes
    }

    /// Checks a samples address: aligned, and the samples end at an address.
    fn check_address(&self, address: u64) -> Result<(), CountingError> {
        if address % u64::from(VALUE_BYTES) != 0 {
            return Err(CountingError::AddressMisaligned { address });
        }
        // The last byte, address + bytes - 1, must be an address.
        if self.bytes > 0 && address.checked_add(u64::from(self.bytes) - 1).is_none() {
            return Err(CountingError::AddressOverflow { address, bytes: self.bytes });
        }
        Ok(())
    }

    fn target<'o>(&self, address: u64, out: &'o mut [u32]) -> Result<&'o mut [u32], CountingError> {
        self.check_address(address)?;
        let len = out.len();
        out.get_mut(..self.words).ok_or(CountingError::BufferTooSmall { needed: self.words, len })
    }

    /// Rewrites each copy's destination from word `pos`, where the reads
    /// start; returns the position after them. Engine by engine, the active
    /// WGPs' reads are equal chunks of words, so the loop needs no bounds
    /// check per word.
    #[inline(always)]
    fn patch_reads(&self, mut pos: usize, address: u64, out: &mut [u32]) -> usize {
        let n = self.sources.len();
        if n == 0 {
            return pos;
        }
        let step = SET_REG_WORDS + n * COPY_DATA_WORDS;
        for (se, &mask) in self.masks().iter().enumerate() {
            if mask == 0 {
                continue;
            }
            if self.sync {
                pos += SYNC_WORDS;
            }
            let len = mask.count_ones() as usize * step;
            let Some(engine) = out.get_mut(pos..).and_then(|o| o.get_mut(..len)) else { return pos + len };
            let (mut m, mut rest) = (mask, engine);
            while let Some((wgp, tail)) = rest.split_at_mut_checked(step) {
                rest = tail;
                let bit = m.trailing_zeros();
                m &= m.wrapping_sub(1);
                // Bit `sa * units + wgp` is value `(se * arrays + sa) * units + wgp`.
                let value = se as u32 * self.arrays * self.units + bit;
                let base = address + u64::from(value) * u64::from(VALUE_BYTES);
                let copies = wgp.get_mut(SET_REG_WORDS..).unwrap_or(&mut []);
                for (copy, &(_, offset)) in copies.chunks_exact_mut(COPY_DATA_WORDS).zip(&self.sources) {
                    if let Some(dst) = copy.last_chunk_mut::<2>() {
                        *dst = split(base + u64::from(offset));
                    }
                }
            }
            pos += len;
        }
        pos
    }

    /// Writes the program into `out` from its start, storing the samples from
    /// byte address `address`; returns the words written.
    ///
    /// Errors: [`CountingError::AddressMisaligned`] if `address` is not a
    /// multiple of 8; [`CountingError::AddressOverflow`] if the samples would
    /// end past `u64::MAX`; [`CountingError::BufferTooSmall`] if `out` holds
    /// fewer than [`StopProgram::words`]. After an error `out` is untouched.
    pub fn write(&self, address: u64, out: &mut [u32]) -> Result<usize, CountingError> {
        let out = self.target(address, out)?;
        let seq = self.seq;
        let mut w = Writer::new(out);
        // 1. Wait until the queue's earlier dispatches complete.
        w.event_write(
            field::EVENT_TYPE.val(field::CS_PARTIAL_FLUSH).with(field::EVENT_INDEX.val(field::CS_PARTIAL_FLUSH_INDEX)),
        );
        // 2. Sample the windowed blocks, stop compute dispatches counting, then
        //    stop and sample the counters (PAL's `WriteStopAndSample` order).
        w.event_write(field::EVENT_TYPE.val(field::PERFCOUNTER_SAMPLE));
        w.set_sh_reg(seq.compute_perfcount.0, 0);
        w.set_uconfig_reg(seq.perfmon, seq.perfmon_stop_sample);
        // 3. Flip SQG_PERFCOUNTER_CTRL's DISABLE_ME1PIPE3_PERF: once an engine
        //    reads back the new value, its sample has landed (PAL `WriteSqSync`).
        w.set_uconfig_reg(seq.sqg_ctrl, seq.sqg_sync);
        // 4. Zero every value, through L2 with confirmation: the high halves,
        //    and every WGP that runs no work.
        let store = field::DST_SEL.val(field::SEL_TC_L2).with(field::WR_CONFIRM.val(1));
        for (first, n) in self.zero_packets() {
            w.write_data_zeros(store, address + u64::from(first) * 4, n);
        }
        // 5. Per engine: wait for its sync, then select each WGP that runs work
        //    and copy its counters' 32-bit values into the low halves of their
        //    u64s, each store confirmed.
        let copy = field::SRC_SEL.val(field::SEL_PERF).with(store);
        let wait = field::WAIT_FUNCTION.val(field::WAIT_EQUAL);
        if !self.sources.is_empty() {
            for (se, &mask) in self.masks().iter().enumerate().filter(|(_, m)| **m != 0) {
                let (se, engine) = (se as u32, seq.se_index.put(se as u32));
                if self.sync {
                    w.set_uconfig_reg(seq.grbm_gfx_index, engine | seq.engine_broadcast);
                    w.wait_reg_mem(wait, u64::from(seq.sqg_ctrl_address), seq.sqg_sync, u32::MAX);
                }
                let mut m = mask;
                while m != 0 {
                    let bit = m.trailing_zeros();
                    m &= m - 1;
                    w.set_uconfig_reg(
                        seq.grbm_gfx_index,
                        engine | self.selects.get(bit as usize).copied().unwrap_or(0),
                    );
                    // Bit `sa * units + wgp` is value `(se * arrays + sa) * units + wgp`.
                    let value = se * self.arrays * self.units + bit;
                    let at = address + u64::from(value) * u64::from(VALUE_BYTES);
                    for &(lo, offset) in &self.sources {
                        w.copy_data(copy, u64::from(lo), at + u64::from(offset));
                    }
                }
            }
        }
        // 6. Broadcast again, and clear the filter so no wave started later counts.
        w.set_uconfig_reg(seq.grbm_gfx_index, seq.broadcast);
        w.set_uconfig_reg(seq.sq_ctrl2, 0);
        // 7. Write the samples back from L2 to memory (GL2_WB, aqlprofile's gfx12
        //    builder), so the host reads what the copies stored.
        if self.bytes > 0 {
            w.acquire_mem(field::GCR_WRITE_BACK_L2, address, u64::from(self.bytes));
        }
        Ok(w.position())
    }

    /// Rewrites only the samples address of a copy of this program that `out`
    /// holds from its start (written by [`StopProgram::write`]): the zeroing's,
    /// each copy's destination and the write-back's range.
    ///
    /// Errors: those of [`StopProgram::write`]; [`CountingError::NotThisProgram`]
    /// if `out`'s first word is not the program's. After an error `out` is untouched.
    pub fn patch(&self, address: u64, out: &mut [u32]) -> Result<(), CountingError> {
        let out = self.target(address, out)?;
        if out.first() != Some(&crate::pm4::header(crate::pm4::Opcode::EventWrite, 1)) {
            return Err(CountingError::NotThisProgram);
        }
        let mut pos = HEAD_WORDS;
        for (first, n) in self.zero_packets() {
            // A WRITE_DATA's address is its words 2 and 3.
            put(out, pos + 2, &split(address + u64::from(first) * 4));
            pos += WRITE_DATA_HEAD_WORDS + n as usize;
        }
        let end = self.patch_reads(pos, address, out);
        if self.bytes > 0 {
            let (first, lines) = coherence_lines(address, u64::from(self.bytes));
            let ([b0, b1], [s0, s1]) = (split(first), split(lines));
            put(out, end + TAIL_WORDS + 2, &[s0, s1]);
            put(out, end + TAIL_WORDS + 4, &[b0, b1]);
        }
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
    if address % u64::from(VALUE_BYTES) != 0 {
        return Err(CountingError::AddressMisaligned { address });
    }
    let program = StopProgram::new(gpu, wgps, layout)?;
    program.check_address(address)?;
    Ok(program.words())
}

/// Writes into `out`, as little-endian 32-bit words from its start, the packets
/// that wait until the queue's dispatches before them complete, stop counting,
/// and store `layout`'s values from byte address `address` as the layout lays
/// them out: the 32-bit count of each WGP that runs work in the low half of its
/// u64, and 0 for each WGP that `wgps` says runs no work, which is never read.
/// Each store goes through L2 and is confirmed before the next packet starts;
/// a last ACQUIRE_MEM writes L2 back over the samples, so the host reads them.
/// They then restore GRBM_GFX_INDEX to broadcast and clear the filter, so that
/// no wave started after them counts. `layout` must be the layout `start` took;
/// `wgps` holds one mask per shader engine (see [`wgp_bit`]). Returns the words
/// written ([`stop_words`] says how many beforehand). For compute queues (MEC).
///
/// [`StopProgram`] builds the same words once for many dispatches.
///
/// Errors, checked in this order; after any, `out` is untouched:
/// [`CountingError::AddressMisaligned`] if `address` is not a multiple of 8;
/// those of [`StopProgram::new`]; [`CountingError::AddressOverflow`];
/// [`CountingError::BufferTooSmall`].
///
/// [`wgp_bit`]: super::wgp_bit
pub fn stop<const N: usize>(
    gpu: &Gpu,
    wgps: &[u32],
    layout: &Layout<N>,
    address: u64,
    out: &mut [u32],
) -> Result<usize, CountingError> {
    if address % u64::from(VALUE_BYTES) != 0 {
        return Err(CountingError::AddressMisaligned { address });
    }
    StopProgram::new(gpu, wgps, layout)?.write(address, out)
}

/// `words` into `out` from `at`, if they fit.
#[inline(always)]
fn put(out: &mut [u32], at: usize, words: &[u32; 2]) {
    if let Some(slot) = out.get_mut(at..).and_then(|s| s.first_chunk_mut::<2>()) {
        *slot = *words;
    }
}
