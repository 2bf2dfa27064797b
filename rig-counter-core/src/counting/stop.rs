//! `stop` and `sample`: take a sample of every counter, sync each engine where
//! the family needs it, store every value where the layout lays it out, and
//! write the samples back from L2. `stop` first waits for the queue's
//! dispatches and stops counting, and after the reads clears the filter;
//! `sample` reads while counting goes on. Built once per layout and active-WGP
//! set as a [`StopProgram`]; a dispatch writes it, or patches the samples
//! address of a copy it already wrote.
//!
//! The reads walk the layout die by die, block by block, each block's
//! instances as its row's [`Addressing`] says (one GRBM_GFX_INDEX write per
//! instance, then the counters of that block in layout order, LO then HI for
//! 64-bit blocks), so writing, patching and counting the words all follow one
//! walk.
//!
//! On a GPU of several dies (gfx942, gfx950: XCCs) every die's command
//! processor runs the same packets. Selects and controls are not predicated,
//! so each die programs, samples and stops its own counters; each die's reads
//! are wrapped in PRED_EXEC packets selecting that die alone (VIRTUAL_XCC_ID_SELECT
//! `1 << die`; aqlprofile pmc_builder.h `Read` l.810-814, tinygrad `pmc_read`)
//! and store at that die's values (the XCC dimension varies slowest). A
//! PRED_EXEC covers at most 16383 dwords, so a block's reads on one die take
//! as many as they need, each over whole instances. PRED_EXEC works only in
//! an indirect buffer (tinygrad `ops_amd.py`: "PACKET3_PRED_EXEC doesn't work
//! in rings, only in IBs"): a multi-die program must be submitted through an
//! INDIRECT_BUFFER packet, never copied into the ring itself.

use super::blocks::{Addressing, Width};
use super::limits::MAX_ENGINES;
use super::sequencing::Sequencing;
use super::sequencing::WriteBack;
use super::{CountingError, check, wgps};
use crate::gpu::Gpu;
use crate::layout::{Layout, VALUE_BYTES};
use crate::pm4::{
    COPY_DATA_WORDS, PRED_EXEC_WORDS, SET_REG_WORDS, WAIT_REG_MEM_WORDS, WRITE_DATA_HEAD_WORDS, Writer,
    coherence_lines, copy_data_words, field, pred_exec_word, set_uconfig_reg_words, split,
};

/// Words of an engine's sync: select the engine, wait for SQG_PERFCOUNTER_CTRL.
const SYNC_WORDS: usize = SET_REG_WORDS + WAIT_REG_MEM_WORDS;

/// What a read program does around its reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    /// Wait, sample, stop; clear the filter after.
    Stop,
    /// Sample; counting goes on.
    Sample,
}

/// One counter's reads: its LO and HI registers (HI 0 for a 32-bit block) and
/// the byte offset of its first value.
#[derive(Clone, Copy, Debug)]
struct Source {
    lo: u32,
    hi: u32,
    offset: u32,
}

/// The counters of one block: how its instances are addressed, how many there
/// are where it counts, its values per die, and its sources `start..end`.
#[derive(Clone, Copy, Debug)]
struct Part {
    addressing: Addressing,
    instances: u32,
    per_die: u32,
    start: u8,
    end: u8,
}

/// What the walk over the reads meets, in order. `pred` and `instance`
/// return whether the walk goes on: a check stops it at its first
/// difference.
trait Visit {
    /// A PRED_EXEC: the next `count` dwords run on the dies `dies` selects.
    fn pred(&mut self, dies: u32, count: u32) -> bool;
    /// The sync of engine `engine`: select it whole, wait for its SQG.
    fn sync(&mut self, engine: u32);
    /// One instance's reads, `words` words: GRBM_GFX_INDEX = `index`, then
    /// for each of `sources` a 32-bit copy of its LO to byte address `base +
    /// offset`, and of its HI (if any) to the next four bytes.
    fn instance(&mut self, index: u32, base: u64, sources: &[Source], words: usize, wide: bool) -> bool;
}

/// The walk's packets written as they are.
struct Emit<'w, 'o> {
    w: &'w mut Writer<'o>,
    seq: &'static Sequencing,
}

impl Visit for Emit<'_, '_> {
    #[inline(always)]
    fn pred(&mut self, dies: u32, count: u32) -> bool {
        self.w.pred_exec(dies, count);
        true
    }
    #[inline(always)]
    fn sync(&mut self, engine: u32) {
        let seq = self.seq;
        let Some(sqg) = seq.sqg else { return };
        self.w.set_uconfig_reg(seq.grbm_gfx_index, seq.se_index.put(engine) | seq.engine_broadcast);
        let wait = field::WAIT_FUNCTION.val(field::WAIT_EQUAL);
        self.w.wait_reg_mem(wait, u64::from(sqg.ctrl_address), sqg.sync, u32::MAX);
    }
    #[inline(always)]
    fn instance(&mut self, index: u32, base: u64, sources: &[Source], words: usize, wide: bool) -> bool {
        // The instance's words as one chunk (one bounds check), its copies as
        // constant-length chunks zipped with the sources.
        let (seq, copy) = (self.seq, self.seq.copy);
        let Some((head, copies)) = self.w.reserve(words).and_then(|c| c.split_first_chunk_mut::<SET_REG_WORDS>())
        else {
            return true;
        };
        *head = set_uconfig_reg_words(seq.grbm_gfx_index, index);
        if wide {
            let (pairs, _) = copies.as_chunks_mut::<{ 2 * COPY_DATA_WORDS }>();
            for (pair, s) in pairs.iter_mut().zip(sources) {
                let at = base + u64::from(s.offset);
                let Some((lo, hi)) = pair.split_first_chunk_mut::<COPY_DATA_WORDS>() else { continue };
                *lo = copy_data_words(copy, u64::from(s.lo), at);
                if let Some(hi) = hi.first_chunk_mut::<COPY_DATA_WORDS>() {
                    *hi = copy_data_words(copy, u64::from(s.hi), at + 4);
                }
            }
        } else {
            let (singles, _) = copies.as_chunks_mut::<COPY_DATA_WORDS>();
            for (single, s) in singles.iter_mut().zip(sources) {
                *single = copy_data_words(copy, u64::from(s.lo), base + u64::from(s.offset));
            }
        }
        true
    }
}

/// The PRED_EXEC runs of one block's reads on one die: before each read,
/// a PRED_EXEC opens a run where the last one ended, over as many whole
/// instance reads (`words` dwords each) as its 14-bit count holds.
struct Runs {
    predicated: bool,
    die: u32,
    /// Reads of the block on this die not yet in a run.
    left: u32,
    /// Reads left in the current run.
    run: u32,
    per_pred: u32,
    words: u32,
}

impl Runs {
    #[inline(always)]
    fn before<V: Visit>(&mut self, v: &mut V) -> bool {
        if !self.predicated {
            return true;
        }
        let mut go_on = true;
        if self.run == 0 {
            self.run = self.left.min(self.per_pred);
            self.left -= self.run;
            go_on = v.pred(1 << self.die, self.run * self.words);
        }
        self.run = self.run.saturating_sub(1);
        go_on
    }
}

/// A layout's stop (or sample) program for one set of active WGPs, built once:
/// what a dispatch needs to write it, or to patch a copy's samples address. No
/// allocation: it holds one mask per engine and each counter's registers and
/// offset. On a GPU of several dies (gfx942, gfx950) its reads are
/// predicated per die with PRED_EXEC: submit its words through an indirect
/// buffer (see the [`counting`](super) module).
#[derive(Clone, Debug)]
pub struct StopProgram<const N: usize = { crate::layout::MAX_COUNTERS }> {
    seq: &'static Sequencing,
    kind: Kind,
    masks: [u32; MAX_ENGINES],
    engines: u8,
    /// The engines whose per-engine blocks are read: those whose mask is not
    /// 0, or every engine where the family zeroes nothing.
    engines_read: u32,
    /// The dies whose reads are predicated, each alone; 1 for a GPU of one
    /// die, whose reads are not predicated.
    dies: u32,
    arrays: u32,
    units: u32,
    /// Per counter, block by block in order of first appearance, each block's
    /// counters in layout order.
    sources: heapless::Vec<Source, N>,
    parts: heapless::Vec<Part, { crate::catalog::TABLE_BLOCKS }>,
    /// Per bit of an engine's mask (`array * units + wgp`): GRBM_GFX_INDEX's
    /// SA_INDEX and INSTANCE_INDEX (`wgp << 2`) of that WGP.
    selects: [u32; 32],
    sync: bool,
    bytes: u32,
    /// Words before the zeroing, and after the reads but the write-back.
    head: usize,
    tail: usize,
    words: usize,
}

impl<const N: usize> StopProgram<N> {
    /// The stop program of `layout` on `gpu` with `wgps` saying which WGPs run
    /// work (one mask per shader engine, see [`wgp_bit`](super::wgp_bit)).
    ///
    /// Errors, in this order: [`CountingError::WrongEngines`],
    /// [`CountingError::TooManyWgps`], [`CountingError::WgpOutOfRange`] if
    /// `wgps` does not describe `gpu`'s engines; [`CountingError::NotCountable`];
    /// [`CountingError::LayoutOfAnotherGpu`]; [`CountingError::NoRegisters`];
    /// [`CountingError::NoBlockRegisters`]; [`CountingError::SelectCannotCount`];
    /// [`CountingError::TooManyEngines`]; [`CountingError::Unaddressable`] if
    /// GRBM_GFX_INDEX cannot address an instance the program reads.
    ///
    /// On gfx942 and gfx950 no block counts per WGP, so `wgps` only has to
    /// describe the GPU's engines (one mask per engine of a die, each die
    /// alike); every engine of every die is read, each die's reads predicated
    /// to it (see the module).
    pub fn new(gpu: &Gpu, wgps: &[u32], layout: &Layout<N>) -> Result<StopProgram<N>, CountingError> {
        StopProgram::build(gpu, wgps, layout, Kind::Stop)
    }

    /// The sample program of `layout` on `gpu`: what [`StopProgram::new`]
    /// builds, but it neither waits for the queue's dispatches nor stops
    /// counting nor clears the filter. It samples every counter (EVENT_WRITE
    /// PERFCOUNTER_SAMPLE, then CP_PERFMON_CNTL's PERFMON_STATE 1 with
    /// PERFMON_SAMPLE_ENABLE, aqlprofile's read value 0x401), stores the values
    /// the sample holds, the counts since `start`, and counting goes on. On
    /// GFX12 its engine sync flips SQG_PERFCOUNTER_CTRL's DISABLE_ME1PIPE3_PERF
    /// and restores it after the reads, so waves of compute pipe 3 of MEC 1 are
    /// not counted for that while. Samples of one run may be taken as often as
    /// wanted; `stop` ends the run.
    ///
    /// Errors: those of [`StopProgram::new`].
    pub fn sample(gpu: &Gpu, wgps: &[u32], layout: &Layout<N>) -> Result<StopProgram<N>, CountingError> {
        StopProgram::build(gpu, wgps, layout, Kind::Sample)
    }

    fn build(gpu: &Gpu, wgps: &[u32], layout: &Layout<N>, kind: Kind) -> Result<StopProgram<N>, CountingError> {
        let seq = StopProgram::<N>::check(gpu, wgps, layout)?;
        let mut program = StopProgram::blank(seq, gpu, wgps, layout, kind);
        program.fill(wgps, layout)?;
        Ok(program)
    }

    /// The checks before a program is built, in [`StopProgram::new`]'s
    /// order up to [`CountingError::TooManyEngines`]; returns the sequence
    /// of `gpu`'s family.
    #[inline(always)]
    fn check(gpu: &Gpu, wgps: &[u32], layout: &Layout<N>) -> Result<&'static Sequencing, CountingError> {
        wgps::check(gpu, wgps)?;
        let seq = check::layout(gpu, layout)?;
        if wgps.len() > MAX_ENGINES {
            return Err(CountingError::TooManyEngines { engines: gpu.shader_engines });
        }
        Ok(seq)
    }

    /// The program before [`StopProgram::fill`]: its GPU's and layout's
    /// figures, no parts. Built where it is used (a one-shot program is
    /// written where it was built, not moved out of a builder first: `stop`
    /// of 8 SQ counters on an R9700 spent some 640 instructions copying it).
    #[inline(always)]
    fn blank(seq: &'static Sequencing, gpu: &Gpu, wgps: &[u32], layout: &Layout<N>, kind: Kind) -> StopProgram<N> {
        let (arrays, units) = (u32::from(gpu.shader_arrays), u32::from(gpu.array_units));
        let all = if gpu.shader_engines >= 32 { u32::MAX } else { (1u32 << gpu.shader_engines) - 1 };
        let mut active = 0;
        wgps.iter().enumerate().filter(|(_, m)| **m != 0).for_each(|(se, _)| active |= 1u32 << (se & 31));
        StopProgram {
            seq,
            kind,
            masks: [0; MAX_ENGINES],
            engines: gpu.shader_engines,
            engines_read: if seq.zeroes { active } else { all },
            dies: if gpu.xccs > 1 { u32::from(gpu.xccs) } else { 1 },
            arrays,
            units,
            sources: heapless::Vec::new(),
            parts: heapless::Vec::new(),
            selects: [0; 32],
            sync: false,
            bytes: layout.bytes(),
            head: 0,
            tail: 0,
            words: 0,
        }
    }

    /// Gathers the parts, masks and selects of a [`StopProgram::blank`]
    /// program, checks that GRBM_GFX_INDEX addresses them
    /// ([`CountingError::Unaddressable`]) and counts its words.
    #[inline(always)]
    fn fill(&mut self, wgps: &[u32], layout: &Layout<N>) -> Result<(), CountingError> {
        let (seq, arrays, units) = (self.seq, self.arrays, self.units);
        // Block by block, in order of first appearance; a layout holds at most
        // N counters and TABLE_BLOCKS blocks with rows, so neither push can overflow.
        let mut done = [false; crate::catalog::TABLE_BLOCKS];
        for first in layout.counters() {
            let Some(seen) = done.get_mut(first.block as usize) else { continue };
            if *seen {
                continue;
            }
            *seen = true;
            let Some(row) = check::row(seq, first) else { continue };
            let start = self.sources.len() as u8;
            for c in layout.counters().iter().filter(|c| c.block == first.block) {
                let pair = row.counters.get(usize::from(c.register)).copied().unwrap_or([0, 0]);
                let hi = if row.width == Width::Bits64 { u32::from(pair[1]) } else { 0 };
                let _ = self.sources.push(Source { lo: u32::from(pair[0]), hi, offset: c.offset });
            }
            let per_die = first.instances * first.engines * first.arrays * first.wgps;
            let part = Part {
                addressing: row.addressing,
                instances: first.instances,
                per_die,
                start,
                end: self.sources.len() as u8,
            };
            let _ = self.parts.push(part);
            self.sync |= row.sync;
        }
        self.masks.iter_mut().zip(wgps).for_each(|(d, s)| *d = *s);
        // Bit `sa * units + wgp` for each WGP of the GPU (`wgps::check`
        // refused a mask with a bit past them).
        let mut slots = self.selects.iter_mut();
        for sa in 0..arrays {
            for (wgp, select) in (0..units).zip(slots.by_ref()) {
                *select = seq.sa_index.put(sa) | seq.instance_index.put(wgp << 2);
            }
        }
        self.check_addressable()?;
        // The head's and tail's words, as their writers write them (a writer
        // of no words counts what it would write).
        let mut w = Writer::new(&mut []);
        self.write_head(&mut w);
        self.head = w.position();
        let mut w = Writer::new(&mut []);
        self.write_tail(&mut w);
        self.tail = w.position();
        self.words = self.count_words();
        Ok(())
    }

    /// Checks that GRBM_GFX_INDEX addresses every instance the program reads:
    /// each active WGP's engine, array and INSTANCE_INDEX, each channel and
    /// engine instance.
    fn check_addressable(&self) -> Result<(), CountingError> {
        let seq = self.seq;
        let fits = |field: super::sequencing::IndexField, value: u32| {
            if value > field.max { Err(CountingError::Unaddressable { field: field.name, value }) } else { Ok(()) }
        };
        let per_engine = self.parts.iter().any(|p| {
            #[cfg(feature = "gfx115")]
            if p.addressing == Addressing::Array {
                return true;
            }
            matches!(p.addressing, Addressing::Wgp | Addressing::EngineInstance | Addressing::Engine)
        });
        if self.sync || per_engine {
            let mut read = self.engines_read;
            while read != 0 {
                fits(seq.se_index, read.trailing_zeros())?;
                read &= read - 1;
            }
        }
        for part in &self.parts {
            let last = part.instances.saturating_sub(1);
            match part.addressing {
                Addressing::Global | Addressing::Engine => {}
                Addressing::Channel | Addressing::DieInstance | Addressing::EngineInstance => {
                    if part.instances > 0 {
                        fits(seq.instance_index, last)?;
                    }
                }
                #[cfg(feature = "gfx115")]
                Addressing::Array => {
                    fits(seq.sa_index, self.arrays.saturating_sub(1))?;
                    if part.instances > 0 {
                        fits(seq.instance_index, last)?;
                    }
                }
                Addressing::Wgp => {
                    let mut any = 0;
                    self.masks().iter().for_each(|m| any |= m);
                    let (mut sa, mut wgp) = (0, 0);
                    while any != 0 {
                        let bit = any.trailing_zeros();
                        any &= any - 1;
                        let units = self.units.max(1);
                        (sa, wgp) = (sa.max(bit / units), wgp.max(bit % units));
                    }
                    fits(seq.sa_index, sa)?;
                    // The instance takes INSTANCE_INDEX's low two bits.
                    if last > 3 {
                        return Err(CountingError::Unaddressable { field: seq.instance_index.name, value: last });
                    }
                    fits(seq.instance_index, wgp << 2 | last)?;
                }
            }
        }
        Ok(())
    }

    fn masks(&self) -> &[u32] {
        self.masks.get(..usize::from(self.engines)).unwrap_or(&[])
    }

    /// The zeroing's WRITE_DATA packets: (first dword, dwords) of each, at
    /// most [`field::WRITE_DATA_MAX_WORDS`] dwords a packet.
    fn zero_packets(&self) -> impl Iterator<Item = (u32, u32)> {
        let dwords = if self.seq.zeroes { self.bytes / 4 } else { 0 };
        let max = field::WRITE_DATA_MAX_WORDS;
        (0..dwords.div_ceil(max)).map(move |i| (i * max, (dwords - i * max).min(max)))
    }

    /// Words of the zeroing: its WRITE_DATA packets, headers and data.
    fn zero_words(&self) -> usize {
        self.zero_packets().map(|(_, n)| WRITE_DATA_HEAD_WORDS + n as usize).sum()
    }

    /// What one read of `part` copies: its counters' sources, whether they
    /// are 64 bits wide (a block's counters are all 32 or all 64 bits), and
    /// the read's words (its GRBM_GFX_INDEX write and its copies).
    #[inline(always)]
    fn reads_of(&self, part: &Part) -> (&[Source], bool, usize) {
        let sources = self.sources.get(usize::from(part.start)..usize::from(part.end)).unwrap_or(&[]);
        let wide = sources.first().is_some_and(|s| s.hi != 0);
        (sources, wide, SET_REG_WORDS + sources.len() * if wide { 2 } else { 1 } * COPY_DATA_WORDS)
    }

    /// The reads of `part` on one die: one per instance it addresses.
    fn visits(&self, part: &Part) -> u32 {
        match part.addressing {
            Addressing::Global => 1,
            Addressing::Channel | Addressing::DieInstance => part.instances,
            Addressing::Engine => self.engines_read.count_ones(),
            Addressing::EngineInstance => self.engines_read.count_ones() * part.instances,
            #[cfg(feature = "gfx115")]
            Addressing::Array => self.engines_read.count_ones() * self.arrays * part.instances,
            Addressing::Wgp => self.masks().iter().map(|m| m.count_ones()).sum::<u32>() * part.instances,
        }
    }

    /// Walks the reads of samples at byte address `address`: die by die (each
    /// die's reads predicated to it where the GPU has several), block by
    /// block, each instance's selection and copies, each engine's sync (where
    /// the family needs one) before its first per-WGP read.
    ///
    /// Returns false as soon as the visitor says to stop.
    #[inline(always)]
    fn walk<V: Visit>(&self, address: u64, v: &mut V) -> bool {
        // Two copies of the walk, so a GPU of one die pays nothing per read
        // for the runs (ci/instructions: 8 SQ counters on an R9700, 11,933
        // instructions with one walk testing it per read, 11,347 with two).
        // Only gfx942 and gfx950 have several dies: without them, one copy.
        #[cfg(feature = "gfx9")]
        if self.dies > 1 {
            return self.walk_dies::<V, true>(address, v);
        }
        self.walk_dies::<V, false>(address, v)
    }

    /// [`StopProgram::walk`], its reads predicated to each die if `PREDICATED`.
    #[inline(always)]
    fn walk_dies<V: Visit, const PREDICATED: bool>(&self, address: u64, v: &mut V) -> bool {
        let seq = self.seq;
        let engines = u32::from(self.engines);
        let predicated = PREDICATED;
        // Engines synced so far: each before its first per-WGP read.
        let mut synced = 0u32;
        let per_wgp = self.arrays * self.units;
        for die in 0..if PREDICATED { self.dies } else { 1 } {
            for part in &self.parts {
                let (sources, wide, words) = self.reads_of(part);
                // The byte address of value `value` of the part's counters on this die.
                let first = u64::from(die) * u64::from(part.per_die);
                let base = |value: u32| address + (first + u64::from(value)) * u64::from(VALUE_BYTES);
                // Predicated: each PRED_EXEC over as many whole instance reads
                // as its 14-bit count holds, `left` reads to go on this die.
                let mut runs = Runs {
                    predicated,
                    die,
                    left: if predicated { self.visits(part) } else { 0 },
                    run: 0,
                    // (A divisor of at least 1: no division by zero to panic.)
                    per_pred: if predicated { per_pred(words) } else { 0 },
                    words: words as u32,
                };
                let mut read =
                    |v: &mut V, index: u32, at: u64| runs.before(v) && v.instance(index, at, sources, words, wide);
                match part.addressing {
                    Addressing::Global => {
                        if !read(v, seq.broadcast, base(0)) {
                            return false;
                        }
                    }
                    Addressing::Channel | Addressing::DieInstance => {
                        for i in 0..part.instances {
                            let index = (seq.broadcast & !seq.instance_broadcast) | seq.instance_index.put(i);
                            if !read(v, index, base(i)) {
                                return false;
                            }
                        }
                    }
                    Addressing::Engine => {
                        let mut engines_read = self.engines_read;
                        while engines_read != 0 {
                            let se = engines_read.trailing_zeros();
                            engines_read &= engines_read - 1;
                            if !read(v, seq.se_index.put(se) | seq.engine_broadcast, base(se)) {
                                return false;
                            }
                        }
                    }
                    Addressing::EngineInstance => {
                        let mut engines_read = self.engines_read;
                        while engines_read != 0 {
                            let se = engines_read.trailing_zeros();
                            engines_read &= engines_read - 1;
                            let engine = seq.se_index.put(se) | seq.sa_broadcast;
                            for i in 0..part.instances {
                                if !read(v, engine | seq.instance_index.put(i), base(i * engines + se)) {
                                    return false;
                                }
                            }
                        }
                    }
                    #[cfg(feature = "gfx115")]
                    Addressing::Array => {
                        let arrays = self.arrays;
                        let mut engines_read = self.engines_read;
                        while engines_read != 0 {
                            let se = engines_read.trailing_zeros();
                            engines_read &= engines_read - 1;
                            for sa in 0..arrays {
                                let array = seq.se_index.put(se) | seq.sa_index.put(sa);
                                for i in 0..part.instances {
                                    // Value `(i * engines + se) * arrays + sa`.
                                    let value = (i * engines + se) * arrays + sa;
                                    if !read(v, array | seq.instance_index.put(i), base(value)) {
                                        return false;
                                    }
                                }
                            }
                        }
                    }
                    Addressing::Wgp => {
                        for (se, &mask) in self.masks().iter().enumerate() {
                            let engine = seq.se_index.put(se as u32);
                            if self.sync && mask != 0 && synced & (1 << se) == 0 {
                                synced |= 1 << se;
                                v.sync(se as u32);
                            }
                            let mut m = mask;
                            while m != 0 {
                                let bit = m.trailing_zeros();
                                m &= m - 1;
                                let wgp = engine | self.selects.get(bit as usize).copied().unwrap_or(0);
                                for i in 0..part.instances {
                                    // Bit `sa * units + wgp` is value
                                    // `((i * engines + se) * arrays + sa) * units + wgp`.
                                    let value = (i * engines + se as u32) * per_wgp + bit;
                                    if !read(v, wgp | seq.instance_index.put(i), base(value)) {
                                        return false;
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        true
    }

    /// Words of the program: its head, zeroing, the walk's reads, its tail
    /// and write-back, counted from the parts without walking them: each
    /// part's reads on each die, their PRED_EXEC runs where the dies are
    /// predicated, and one sync per engine with an active WGP where the
    /// program syncs and reads a per-WGP block (what [`StopProgram::walk`]
    /// meets; `walked_words`, in the tests, counts it by walking).
    fn count_words(&self) -> usize {
        #[cfg(feature = "gfx9")]
        let predicated = self.dies > 1;
        #[cfg(not(feature = "gfx9"))]
        let predicated = false;
        let mut reads = 0usize;
        for part in &self.parts {
            let (_, _, words) = self.reads_of(part);
            let visits = self.visits(part);
            let mut per_die = visits as usize * words;
            if predicated && visits > 0 {
                per_die += visits.div_ceil(per_pred(words)) as usize * PRED_EXEC_WORDS;
            }
            reads += per_die * if predicated { self.dies as usize } else { 1 };
        }
        if self.sync && self.parts.iter().any(|p| p.addressing == Addressing::Wgp) {
            reads += self.masks().iter().filter(|m| **m != 0).count() * SYNC_WORDS;
        }
        self.head + self.zero_words() + reads + self.tail + self.write_back_words()
    }

    /// [`StopProgram::count_words`] by walking the program.
    #[cfg(test)]
    fn walked_words(&self) -> usize {
        struct Count(usize);
        impl Visit for Count {
            fn pred(&mut self, _: u32, _: u32) -> bool {
                self.0 += PRED_EXEC_WORDS;
                true
            }
            fn sync(&mut self, _: u32) {
                self.0 += SYNC_WORDS;
            }
            fn instance(&mut self, _: u32, _: u64, _: &[Source], words: usize, _: bool) -> bool {
                self.0 += words;
                true
            }
        }
        let zero = self.zero_words();
        let mut reads = Count(0);
        let _ = self.walk(0, &mut reads);
        self.head + zero + reads.0 + self.tail + self.write_back_words()
    }

    /// Words of the write-back: one ACQUIRE_MEM, or none for no samples.
    fn write_back_words(&self) -> usize {
        if self.bytes > 0 { self.seq.write_back.words() } else { 0 }
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
        if !address.is_multiple_of(u64::from(VALUE_BYTES)) {
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

    /// Writes the packets before the zeroing: `head` words.
    #[inline(always)]
    fn write_head(&self, w: &mut Writer<'_>) {
        let seq = self.seq;
        let sample = field::EVENT_TYPE.val(field::PERFCOUNTER_SAMPLE);
        match self.kind {
            Kind::Stop => {
                // 1. Wait until the queue's earlier dispatches complete.
                w.event_write(
                    field::EVENT_TYPE
                        .val(field::CS_PARTIAL_FLUSH)
                        .with(field::EVENT_INDEX.val(field::CS_PARTIAL_FLUSH_INDEX)),
                );
                // 2. Sample the windowed blocks, stop compute dispatches
                //    counting, then stop and sample the counters (PAL's
                //    `WriteStopAndSample` order; global blocks such as GRBM
                //    sample on PERFMON_SAMPLE_ENABLE, PAL gfx9PerfExperiment.cpp
                //    l.3697-3700).
                w.event_write(sample);
                w.set_sh_reg(seq.compute_perfcount.0, 0);
                w.set_uconfig_reg(seq.perfmon, seq.stop_sample);
            }
            Kind::Sample => {
                // 1-2. Sample every counter; counting goes on.
                w.event_write(sample);
                w.set_uconfig_reg(seq.perfmon, seq.perfmon_sample);
            }
        }
        // 3. Flip SQG_PERFCOUNTER_CTRL's DISABLE_ME1PIPE3_PERF on every
        //    engine: once an engine reads back the new value, its sample has
        //    landed (PAL `WriteSqSync`). Broadcast first, whatever the queue's
        //    earlier work left selected: a flip that missed an engine would
        //    leave its wait waiting for ever.
        if let (true, Some(sqg)) = (self.sync, seq.sqg) {
            w.set_uconfig_reg(seq.grbm_gfx_index, seq.broadcast);
            w.set_uconfig_reg(sqg.ctrl, sqg.sync);
        }
    }

    /// Writes the packets after the reads but the write-back: `tail` words.
    ///
    /// Both kinds end as the SQG protocol (see the [`counting`](super)
    /// module) requires: GRBM_GFX_INDEX broadcasting first, then, where the
    /// program flipped SQG_PERFCOUNTER_CTRL, the start value written back to
    /// every engine, so the next sample or stop flips it again from a value
    /// every engine holds.
    #[inline(always)]
    fn write_tail(&self, w: &mut Writer<'_>) {
        let seq = self.seq;
        if self.kind == Kind::Stop {
            // 6. GFX9: stop counting (aqlprofile's STOP after its reads),
            //    and turn the perfmon clocks off again.
            if let Some(stop) = seq.stop_after_reads {
                w.set_uconfig_reg(seq.perfmon, stop);
            }
            if let Some((offset, _)) = seq.rlc_clock {
                w.set_uconfig_reg(offset, 0);
            }
        }
        // 7. Broadcast again: every write after this reaches every engine.
        w.set_uconfig_reg(seq.grbm_gfx_index, seq.broadcast);
        // 8. Stop: clear the filter word this run loaded (GFX11 and GFX12:
        //    SQ_PERFCOUNTER_CTRL2 = 0; gfx942 and gfx950: every VMID).
        if self.kind == Kind::Stop {
            w.set_uconfig_reg(seq.filter.offset, seq.filter.cleared);
        }
        // 9. Write SQG_PERFCOUNTER_CTRL's start value back to every engine
        //    (DISABLE_ME1PIPE3_PERF clear), so the next flip changes the value
        //    each engine holds and its wait proves its sample landed.
        if let (true, Some(sqg)) = (self.sync, seq.sqg) {
            w.set_uconfig_reg(sqg.ctrl, sqg.start);
        }
    }

    /// Whether `out` holds this program's fixed words where they belong: its
    /// head, its tail and its write-back's header (the words no address
    /// changes), so `patch` refuses another program's words.
    fn holds_this_program(&self, out: &[u32]) -> bool {
        let (head, tail) = (self.head, self.tail);
        let mut fixed = [0u32; 32];
        self.write_head(&mut Writer::new(&mut fixed));
        self.write_tail(&mut Writer::new(fixed.get_mut(head..).unwrap_or(&mut [])));
        let tail_at = self.words.saturating_sub(tail + self.write_back_words());
        let heads = out.get(..head) == fixed.get(..head);
        let tails = out.get(tail_at..tail_at + tail) == fixed.get(head..head + tail);
        let back = self.bytes == 0 || out.get(tail_at + tail) == Some(&self.seq.write_back.header());
        heads && tails && back
    }

    /// Whether the reads `out` holds select the instances, read the counter
    /// registers and predicate the dies this program's do: a read-only walk
    /// comparing, per instance, the GRBM_GFX_INDEX value (word 2 of its
    /// SET_UCONFIG_REG), per copy its source register (word 2 of a COPY_DATA),
    /// per PRED_EXEC its word; the destinations, which a patch rewrites, and
    /// the headers and controls every program of the family shares are not
    /// compared. About 1.4 instructions a word (ci/instructions: the prepared
    /// stop's patch 2,986 -> 6,182 for 2,215 words), the price of refusing
    /// another layout's program of the same length, which gfx942's alike
    /// heads and tails let through.
    fn reads_as_this_program(&self, out: &[u32]) -> bool {
        struct Verify<'o> {
            out: &'o [u32],
            pos: usize,
        }
        impl Visit for Verify<'_> {
            #[inline(always)]
            fn pred(&mut self, dies: u32, count: u32) -> bool {
                let same = self.out.get(self.pos + 1) == Some(&pred_exec_word(dies, count));
                self.pos += PRED_EXEC_WORDS;
                same
            }
            #[inline(always)]
            fn sync(&mut self, _: u32) {
                self.pos += SYNC_WORDS;
            }
            #[inline(always)]
            fn instance(&mut self, index: u32, _: u64, sources: &[Source], words: usize, wide: bool) -> bool {
                let at = self.pos;
                self.pos += words;
                let Some(chunk) = self.out.get(at..).and_then(|o| o.get(..words)) else { return false };
                if chunk.get(2) != Some(&index) {
                    return false;
                }
                let copies = chunk.get(SET_REG_WORDS..).unwrap_or(&[]);
                // Chunks of a constant length (`as_chunks`): `chunks_exact`'s
                // zip, outlined, divides by a run-time chunk size, a panic
                // path for a divisor of 0 that firmware links in. The
                // differences or-ed, one branch an instance.
                let mut diff = 0;
                if wide {
                    let (pairs, _) = copies.as_chunks::<{ 2 * COPY_DATA_WORDS }>();
                    for (pair, s) in pairs.iter().zip(sources) {
                        diff |= (pair[2] ^ s.lo) | (pair[COPY_DATA_WORDS + 2] ^ s.hi);
                    }
                } else {
                    let (singles, _) = copies.as_chunks::<COPY_DATA_WORDS>();
                    for (copy, s) in singles.iter().zip(sources) {
                        diff |= copy[2] ^ s.lo;
                    }
                }
                diff == 0
            }
        }
        self.walk(0, &mut Verify { out, pos: self.head + self.zero_words() })
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
        let mut w = Writer::new(out);
        self.write_head(&mut w);
        // 4. Zero every value, through L2 with confirmation: the high halves
        //    of 32-bit counters, and every WGP that runs no work.
        //    (Not on GFX9, which reads every value.)
        for (first, n) in self.zero_packets() {
            w.write_data_zeros(self.seq.store, address + u64::from(first) * 4, n);
        }
        // 5. The reads: each engine's sync, then each block's instances and
        //    counters, each store confirmed; on several dies, die by die, each
        //    die's reads predicated to it.
        let _ = self.walk(address, &mut Emit { w: &mut w, seq: self.seq });
        self.write_tail(&mut w);
        // 10. Write the samples back from L2 to memory (GL2_WB, aqlprofile's
        //    gfx12 builder; GFX9: TC_WB_ACTION_ENA, its gfx9 builder), so the
        //    host reads what the copies stored. Every die writes back its own.
        if self.bytes > 0 {
            match self.seq.write_back {
                WriteBack::Gcr(gcr) => w.acquire_mem(gcr, address, u64::from(self.bytes)),
                WriteBack::Coher(coher) => w.acquire_mem_gfx9(coher, address, u64::from(self.bytes)),
            }
        }
        Ok(w.position())
    }

    /// Rewrites only the samples address of a copy of this program that `out`
    /// holds from its start (written by [`StopProgram::write`]): the zeroing's,
    /// each copy's destination and the write-back's range.
    ///
    /// Errors: those of [`StopProgram::write`]; [`CountingError::NotThisProgram`]
    /// if `out` does not hold this program's fixed words before the zeroing
    /// and after the reads, and its write-back's header, where this program
    /// has them (a sample program's words for a stop one's, a program of
    /// another length), or if its reads do not select and read what this
    /// program's do: each GRBM_GFX_INDEX value, each copy's source register,
    /// each PRED_EXEC word (the program of another layout of the same length
    /// is refused; one whose reads differ only in their destinations, the
    /// same counter registers laid out elsewhere, becomes this program). After
    /// an error `out` is untouched.
    pub fn patch(&self, address: u64, out: &mut [u32]) -> Result<(), CountingError> {
        let out = self.target(address, out)?;
        if !self.holds_this_program(out) || !self.reads_as_this_program(out) {
            return Err(CountingError::NotThisProgram);
        }
        let mut pos = self.head;
        for (first, n) in self.zero_packets() {
            // A WRITE_DATA's address is its words 2 and 3.
            put(out, pos + 2, &split(address + u64::from(first) * 4));
            pos += WRITE_DATA_HEAD_WORDS + n as usize;
        }
        struct Patch<'o> {
            out: &'o mut [u32],
            pos: usize,
        }
        impl Visit for Patch<'_> {
            #[inline(always)]
            fn pred(&mut self, _: u32, _: u32) -> bool {
                self.pos += PRED_EXEC_WORDS;
                true
            }
            #[inline(always)]
            fn sync(&mut self, _: u32) {
                self.pos += SYNC_WORDS;
            }
            #[inline(always)]
            fn instance(&mut self, _: u32, base: u64, sources: &[Source], words: usize, wide: bool) -> bool {
                // The instance's words as one chunk, its copies as equal
                // chunks zipped with the sources: no bounds check per word.
                // A COPY_DATA's destination is its words 4 and 5.
                let at = self.pos;
                self.pos += words;
                let Some(chunk) = self.out.get_mut(at..).and_then(|o| o.get_mut(..words)) else { return true };
                let copies = chunk.get_mut(SET_REG_WORDS..).unwrap_or(&mut []);
                if wide {
                    // LO's copy then HI's: 12 words a counter.
                    // Constant-length chunks, as in `reads_as_this_program`.
                    let (pairs, _) = copies.as_chunks_mut::<{ 2 * COPY_DATA_WORDS }>();
                    for (pair, s) in pairs.iter_mut().zip(sources) {
                        let lo = base + u64::from(s.offset);
                        [pair[4], pair[5]] = split(lo);
                        [pair[2 * COPY_DATA_WORDS - 2], pair[2 * COPY_DATA_WORDS - 1]] = split(lo + 4);
                    }
                } else {
                    let (singles, _) = copies.as_chunks_mut::<COPY_DATA_WORDS>();
                    for (copy, s) in singles.iter_mut().zip(sources) {
                        [copy[COPY_DATA_WORDS - 2], copy[COPY_DATA_WORDS - 1]] = split(base + u64::from(s.offset));
                    }
                }
                true
            }
        }
        let mut patch = Patch { out, pos };
        let _ = self.walk(address, &mut patch);
        let (out, end) = (patch.out, patch.pos);
        if self.bytes > 0 {
            let (first, lines) = coherence_lines(address, u64::from(self.bytes));
            let ([b0, b1], [s0, s1]) = (split(first), split(lines));
            put(out, end + self.tail + 2, &[s0, s1]);
            put(out, end + self.tail + 4, &[b0, b1]);
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
    words_of(Kind::Stop, gpu, wgps, layout, address)
}

/// Writes into `out`, as little-endian 32-bit words from its start, the packets
/// that wait until the queue's dispatches before them complete, stop counting,
/// and store `layout`'s values from byte address `address` as the layout lays
/// them out: a 32-bit counter's count (SQ on GFX11 and GFX12) in the low half
/// of its u64, a 64-bit counter's LO then HI in its two halves, and (GFX11,
/// GFX12) 0 for each WGP that `wgps` says runs no work, which is never read.
/// Each store is confirmed before the next packet starts; a last ACQUIRE_MEM
/// writes L2 back over the samples, so the host reads them. They then restore
/// GRBM_GFX_INDEX to broadcast and clear the filter (GFX11 and GFX12:
/// SQ_PERFCOUNTER_CTRL2 = 0; gfx942 and gfx950: every VMID, as aqlprofile
/// leaves it). `layout` must be the layout `start` took; `wgps` holds one mask per
/// shader engine (see [`wgp_bit`]). Returns the words written ([`stop_words`]
/// says how many beforehand). For compute queues (MEC).
///
/// On a GPU of several dies (gfx942, gfx950) every die runs these words: each
/// die's reads are wrapped in PRED_EXEC packets selecting it alone, which work
/// only in an indirect buffer, so submit the words through an INDIRECT_BUFFER
/// packet, never in the ring itself (the [`counting`](super) module says more).
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
    one_shot(Kind::Stop, gpu, wgps, layout, address, out)
}

/// The words [`sample`] writes for these arguments, or the error it returns.
pub fn sample_words<const N: usize>(
    gpu: &Gpu,
    wgps: &[u32],
    layout: &Layout<N>,
    address: u64,
) -> Result<usize, CountingError> {
    words_of(Kind::Sample, gpu, wgps, layout, address)
}

/// Writes into `out` the packets that sample every counter of `layout` while
/// counting goes on, and store the counts since `start` from byte address
/// `address` exactly as [`stop`] stores them ([`StopProgram::sample`] says
/// what differs). For rocprofiler's device counting mode, which samples over
/// a time range. Returns the words written ([`sample_words`] says how many
/// beforehand). For compute queues (MEC).
/// On a GPU of several dies, submit them through an indirect buffer, as
/// [`stop`]'s.
///
/// Errors, checked in this order; after any, `out` is untouched: those of
/// [`stop`].
pub fn sample<const N: usize>(
    gpu: &Gpu,
    wgps: &[u32],
    layout: &Layout<N>,
    address: u64,
    out: &mut [u32],
) -> Result<usize, CountingError> {
    one_shot(Kind::Sample, gpu, wgps, layout, address, out)
}

/// [`stop_words`] or [`sample_words`].
fn words_of<const N: usize>(
    kind: Kind,
    gpu: &Gpu,
    wgps: &[u32],
    layout: &Layout<N>,
    address: u64,
) -> Result<usize, CountingError> {
    if !address.is_multiple_of(u64::from(VALUE_BYTES)) {
        return Err(CountingError::AddressMisaligned { address });
    }
    let program = StopProgram::build(gpu, wgps, layout, kind)?;
    program.check_address(address)?;
    Ok(program.words())
}

/// [`stop`] or [`sample`].
fn one_shot<const N: usize>(
    kind: Kind,
    gpu: &Gpu,
    wgps: &[u32],
    layout: &Layout<N>,
    address: u64,
    out: &mut [u32],
) -> Result<usize, CountingError> {
    if !address.is_multiple_of(u64::from(VALUE_BYTES)) {
        return Err(CountingError::AddressMisaligned { address });
    }
    let seq = StopProgram::<N>::check(gpu, wgps, layout)?;
    let mut program = StopProgram::blank(seq, gpu, wgps, layout, kind);
    program.fill(wgps, layout)?;
    program.write(address, out)
}

/// Reads of `words` dwords each that one PRED_EXEC covers: as many whole
/// reads as its 14-bit count holds, at least one (no division by zero).
fn per_pred(words: usize) -> u32 {
    (field::EXEC_COUNT.max() / (words as u32).max(1)).max(1)
}

/// `words` into `out` from `at`, if they fit.
#[inline(always)]
fn put(out: &mut [u32], at: usize, words: &[u32; 2]) {
    if let Some(slot) = out.get_mut(at..).and_then(|s| s.first_chunk_mut::<2>()) {
        *slot = *words;
    }
}

#[cfg(test)]
mod tests {
    use super::{Kind, StopProgram};
    use crate::catalog::Catalog;
    use crate::counting::all_active;
    use crate::gpu::products::PRODUCTS;
    use crate::layout::Layout;

    /// The words counted from the parts are the words the walk meets, and
    /// the words `write` writes: every product, one layout per block and one
    /// of a counter of each of six blocks; every WGP active, one engine's
    /// last WGP idle, the first engine idle; stop and sample.
    #[test]
    fn words_counted_from_the_parts_are_the_walks() {
        let mut checked = 0;
        for product in PRODUCTS {
            let gpu = product.gpu;
            let Some(catalog) = Catalog::of(gpu.target) else { continue };
            let Some(all) = all_active(&gpu) else { continue };
            let engines = usize::from(gpu.shader_engines);
            let masks = [all; 32];
            let mut idle = masks;
            idle[engines - 1] &= !(1 << (all.count_ones() - 1));
            let mut engine_idle = masks;
            engine_idle[0] = 0;
            let mut firsts: [&str; 32] = [""; 32];
            let mut blocks = 0;
            for c in catalog.counters {
                if blocks < 32
                    && !catalog.counters.iter().take_while(|d| d.name() != c.name()).any(|d| d.block == c.block)
                {
                    firsts[blocks] = c.name();
                    blocks += 1;
                }
            }
            let mut out = [0u32; 1 << 16];
            for n in 0..=blocks {
                // Each block's first counter alone, then the first six blocks'.
                let names = if n < blocks { &firsts[n..n + 1] } else { &firsts[..blocks.min(6)] };
                let Ok(layout) = Layout::<64>::new(&gpu, names) else { continue };
                for wgps in [&masks[..engines], &idle[..engines], &engine_idle[..engines]] {
                    for kind in [Kind::Stop, Kind::Sample] {
                        let Ok(program) = StopProgram::build(&gpu, wgps, &layout, kind) else { continue };
                        assert_eq!(program.count_words(), program.walked_words(), "{} {names:?}", product.key);
                        assert_eq!(program.write(0x1000, &mut out), Ok(program.words()), "{} {names:?}", product.key);
                        checked += 1;
                    }
                }
            }
        }
        assert!(checked > 200, "{checked}");
    }
}
