//! Layouts: the counter register each requested counter takes and where its
//! values lie in a run's samples.
//!
//! A counter's values are `xccs * instances * engines * arrays * wgps`
//! little-endian 64-bit words, one per die, instance, engine, array and WGP, the
//! WGP varying fastest. Counters follow each other in the order requested.

mod accumulate;
mod error;

pub use accumulate::{Request, Resolution, accumulator};
pub use error::LayoutError;

use crate::catalog::{Block, Catalog, CounterDef, Definition, Extents, ScopeExtents, Shapes};
use crate::gpu::Gpu;
use heapless::Vec;

/// The default capacity of a [`Layout`]: at most 64 counters. It exceeds the
/// counter registers of any GPU rig-counter knows (gfx942: GRBM 2 + TCC 4 + SQ
/// 16), so a request that fits the registers fits a default layout.
pub const MAX_COUNTERS: usize = 64;

/// Bytes of one value in a run's samples: a little-endian 64-bit word.
pub const VALUE_BYTES: u32 = 8;

/// A counter as a run counts it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct Counter {
    /// Its name, as `SQ_WAVES`.
    pub name: &'static str,
    /// Its block.
    pub block: Block,
    /// The event its block's counter register selects.
    pub event: u16,
    /// Which of its block's counter registers counts it: the counters of a block
    /// take its registers in the request's order, from 0.
    pub register: u8,
    /// Dies it is counted in.
    pub xccs: u32,
    /// Instances of its block in one die.
    pub instances: u32,
    /// Shader engines of a die it is counted in.
    pub engines: u32,
    /// Shader arrays of an engine it is counted in.
    pub arrays: u32,
    /// Work-group processors of an array it is counted in: every one the array
    /// is built with ([`Gpu::array_units`]), those that run no work included.
    pub wgps: u32,
    /// The byte offset of its first value in a run's samples.
    pub offset: u32,
    /// `Some` when it is the accumulator of the counter before it in the
    /// layout (an SQ level counter, in the register before its own), at that
    /// resolution: its values are `accumulate(that counter, resolution)`.
    pub accumulates: Option<Resolution>,
}

impl Counter {
    /// Its values: `xccs * instances * engines * arrays * wgps`. A layout's
    /// counters never exceed `u32::MAX / 8` values; a counter built by hand with
    /// more gives `u32::MAX` (saturating), never a panic.
    pub const fn values(&self) -> u32 {
        self.xccs
            .saturating_mul(self.instances)
            .saturating_mul(self.engines)
            .saturating_mul(self.arrays)
            .saturating_mul(self.wgps)
    }

    /// Bytes of its values in a run's samples: 8 per value (saturating, as
    /// [`Counter::values`]).
    pub const fn bytes(&self) -> u32 {
        self.values().saturating_mul(VALUE_BYTES)
    }
}

/// A run's samples: each counter's values, one counter after another. `N` is
/// the most counters it holds.
// In this order, the counters last: built in place (`Layout::new` is inlined
// into its caller), the zeros of `bytes` and of the counters' length lie
// together before the counters, so LLVM does not merge them, across the
// uninitialised counters, into one memset of the whole layout (it did when
// `Gpu` grew a byte: layout of 8 names went from 1,460 to 4,837 instructions).
#[derive(Clone, Debug, PartialEq, Eq)]
#[repr(C)]
pub struct Layout<const N: usize = MAX_COUNTERS> {
    gpu: Gpu,
    bytes: u32,
    counters: Vec<Counter, N>,
}

#[cfg(feature = "defmt")]
impl<const N: usize> defmt::Format for Layout<N> {
    fn format(&self, f: defmt::Formatter) {
        defmt::write!(
            f,
            "Layout {{ gpu: {}, counters: {}, bytes: {} }}",
            self.gpu,
            self.counters.as_slice(),
            self.bytes
        )
    }
}

impl<const N: usize> Layout<N> {
    /// The counters, in the request's order.
    pub fn counters(&self) -> &[Counter] {
        &self.counters
    }

    /// Bytes of a run's samples.
    pub fn bytes(&self) -> u32 {
        self.bytes
    }

    /// The GPU it was laid out for.
    pub fn gpu(&self) -> &Gpu {
        &self.gpu
    }

    /// The layout of a run of `gpu` counting `names`, in order, holding at most
    /// `N` counters. Checks, in this order:
    ///
    /// 1. [`LayoutError::TooManyCounters`] if `names` holds more than `N`
    ///    names;
    /// 2. [`LayoutError::ListedTwice`] for the first name, from the left, that
    ///    occurs again later;
    /// 3. then name by name: [`LayoutError::Unknown`] if `gpu` counts no such
    ///    counter (a processor without a catalog counts none);
    ///    [`LayoutError::TooManyOfBlock`] if the name's block has no counter
    ///    register left; [`LayoutError::NoInstance`] if the GPU has no
    ///    instance of the block (a GPU of 0 L2 channels, for a GL2C or TCC
    ///    counter): a counter of no value is never laid out;
    ///    [`LayoutError::TooLarge`] if the samples would exceed `u32::MAX`
    ///    bytes.
    ///
    /// Its cost is linear in the names: each is hashed once into the
    /// catalog's generated index and checked against the earlier ones by a
    /// bitset over the catalog's indexes. Only on an error is the list
    /// searched for a name listed twice (quadratic in the names, bounded by
    /// `N`), as a duplicate outranks every other error.
    #[inline(always)]
    pub fn new<'a>(gpu: &Gpu, names: &[&'a str]) -> Result<Self, LayoutError<'a>> {
        // Inlined, one result returned on every path: the layout (kilobytes)
        // is built where the caller keeps it, not copied there.
        let mut result = Ok(Layout { gpu: *gpu, counters: Vec::new(), bytes: 0 });
        if let Ok(layout) = &mut result
            && let Err(e) = layout.fill(names)
        {
            result = Err(e);
        }
        result
    }

    /// The layout of a run of `gpu` counting `requests`, in order, holding at
    /// most `N` counters: [`Layout::new`] for names some of which are
    /// accumulated in hardware. A request `accumulate(X, resolution)` lays out
    /// `X`, then its accumulator ([`accumulator`]: SQ_ACCUM_PREV_HIRES or
    /// SQ_ACCUM_PREV) in the next SQ register, marked by
    /// [`Counter::accumulates`]; the programs select both.
    ///
    /// Checks, in this order: [`LayoutError::TooManyCounters`] if the
    /// requests take more than `N` counters (an accumulated one takes two);
    /// [`LayoutError::ListedTwice`] for the first name, from the left, that
    /// occurs again later (accumulated or not); then request by request those
    /// of [`Layout::new`], and for an accumulated one
    /// [`LayoutError::AccumulateOutsideSq`] if its counter is no SQ counter,
    /// [`LayoutError::NoAccumulator`] if the catalog has no accumulator, and
    /// the block's registers and size checks for the accumulator too.
    pub fn of_requests<'a>(gpu: &Gpu, requests: &[Request<'a>]) -> Result<Self, LayoutError<'a>> {
        Layout::with_definitions(gpu, requests, &[])
    }

    /// The layout of a run of `gpu` counting `requests`, in order, holding at
    /// most `N` counters, where a name that one of `definitions` carries is
    /// that counter (its block and event), before any catalog counter of the
    /// name: [`Layout::of_requests`] with counters its caller defines (a
    /// definitions file's, firmware's own table). The definitions are searched
    /// in order, the first of a name counting; their names, `'static`, are the
    /// layout's.
    ///
    /// Checks: those of [`Layout::of_requests`], and
    /// [`LayoutError::NoSuchBlock`] for a defined counter of a block the GPU's
    /// family has no counter registers of.
    ///
    /// ```
    /// use rig_counter_core::{Block, Definition, Layout, Request, gpu};
    /// let r9700 = &gpu::products::find("r9700").unwrap().gpu;
    /// let extra = [Definition { name: "GL2C_EXTRA", block: Block::Gl2c, event: 99 }];
    /// let l: Layout = Layout::with_definitions(r9700, &[Request::plain("GL2C_EXTRA")], &extra).unwrap();
    /// let c = &l.counters()[0];
    /// assert_eq!((c.name, c.block, c.event, c.instances), ("GL2C_EXTRA", Block::Gl2c, 99, 32));
    /// ```
    pub fn with_definitions<'a>(
        gpu: &Gpu,
        requests: &[Request<'a>],
        definitions: &[Definition],
    ) -> Result<Self, LayoutError<'a>> {
        let mut layout = Layout { gpu: *gpu, counters: Vec::new(), bytes: 0 };
        layout.fill_requests(requests, definitions)?;
        Ok(layout)
    }

    /// Lays `requests` out into this empty layout: [`Layout::with_definitions`]'s work.
    #[inline(never)]
    fn fill_requests<'a>(
        &mut self,
        requests: &[Request<'a>],
        definitions: &[Definition],
    ) -> Result<(), LayoutError<'a>> {
        let accumulated = requests.iter().filter(|r| r.accumulate.is_some()).count();
        if requests.len().saturating_add(accumulated) > N {
            return Err(LayoutError::TooManyCounters { capacity: N });
        }
        let gpu = self.gpu;
        let shapes = Shaped { shapes: Block::shapes_on(&gpu), scopes: ScopeExtents::of(&gpu) };
        let catalog = Catalog::of(gpu.target);
        let fail = |e: LayoutError<'a>| outranked(requests, |r| r.name, e);
        let mut seen = [0u32; SEEN_WORDS];
        let mut taken = [0u8; crate::catalog::TABLE_BLOCKS];
        for r in requests {
            let name = r.name;
            let block = match definitions.iter().find(|d| d.name == name) {
                Some(d) => {
                    self.place_defined(name, d, &shapes, &mut taken).map_err(fail)?;
                    d.block
                }
                None => self.place(name, catalog, &mut seen, &shapes, &mut taken).map_err(fail)?.block,
            };
            let Some(resolution) = r.accumulate else { continue };
            if block != Block::Sq {
                return Err(fail(LayoutError::AccumulateOutsideSq { name, block }));
            }
            let Some(acc) = catalog.and_then(|c| accumulator(c, resolution)) else {
                return Err(fail(LayoutError::NoAccumulator { processor: gpu.processor() }));
            };
            self.push(name, acc.block, acc.event, acc.name(), &shapes, &mut taken).map_err(fail)?;
            if let Some(last) = self.counters.last_mut() {
                last.accumulates = Some(resolution);
            }
        }
        Ok(())
    }

    /// Lays `names` out into this empty layout: [`Layout::new`]'s work.
    #[inline(never)]
    fn fill<'a>(&mut self, names: &[&'a str]) -> Result<(), LayoutError<'a>> {
        if names.len() > N {
            return Err(LayoutError::TooManyCounters { capacity: N });
        }
        let gpu = self.gpu;
        let shapes = Shaped { shapes: Block::shapes_on(&gpu), scopes: ScopeExtents::of(&gpu) };
        let catalog = Catalog::of(gpu.target);
        // One pass: each name is looked up once, checked against the earlier
        // ones (by a bitset over the catalog's indexes) and laid out. At the
        // first failure (an unknown name, a name seen before, a block out of
        // registers, samples too large) the loop ends: a name listed twice
        // anywhere outranks every other error, so the error path looks for
        // one over the whole list before it returns the failure.
        let mut seen = [0u32; SEEN_WORDS];
        let mut taken = [0u8; crate::catalog::TABLE_BLOCKS];
        for name in names {
            self.place(name, catalog, &mut seen, &shapes, &mut taken).map_err(|e| outranked(names, |n| n, e))?;
        }
        Ok(())
    }

    /// Looks `name` up in `catalog`, checks it against the names before it
    /// (`seen`, a bit per catalog index) and lays it out: the step of both
    /// layout loops. Returns its entry, or the failure (before
    /// [`outranked`]).
    #[inline(always)]
    fn place<'a>(
        &mut self,
        name: &'a str,
        catalog: Option<&'static Catalog>,
        seen: &mut [u32; SEEN_WORDS],
        shapes: &Shaped,
        taken: &mut [u8; crate::catalog::TABLE_BLOCKS],
    ) -> Result<&'static CounterDef, LayoutError<'a>> {
        let unknown = || LayoutError::Unknown { processor: self.gpu.processor(), name };
        let Some((i, def, held)) = catalog.and_then(|c| c.locate(name)) else { return Err(unknown()) };
        // A catalog holds at most MAX_CATALOG counters (the generator refuses
        // more, a test checks each), so every index has its bit; one past
        // them would be refused, never skipped.
        let Some(word) = seen.get_mut(i / 32) else { return Err(unknown()) };
        let bit = 1u32 << (i % 32);
        if *word & bit != 0 {
            return Err(LayoutError::ListedTwice { name });
        }
        *word |= bit;
        self.push(name, def.block, def.event, held, shapes, taken)?;
        Ok(def)
    }

    /// Lays out counter `def`, requested as `name`, after the counters already
    /// laid out: [`Layout::place`] for a caller's definition. A name laid out
    /// before (as no accumulator) is [`LayoutError::ListedTwice`]: the
    /// layout's counters are searched, at most `N`.
    #[inline(never)]
    fn place_defined<'a>(
        &mut self,
        name: &'a str,
        def: &Definition,
        shapes: &Shaped,
        taken: &mut [u8; crate::catalog::TABLE_BLOCKS],
    ) -> Result<(), LayoutError<'a>> {
        if self.counters.iter().any(|c| c.accumulates.is_none() && c.name == def.name) {
            return Err(LayoutError::ListedTwice { name });
        }
        if shapes.shapes.and_then(|s| s.get(def.block as usize)).copied().flatten().is_none() {
            return Err(LayoutError::NoSuchBlock { processor: self.gpu.processor(), name, block: def.block });
        }
        self.push(name, def.block, def.event, def.name, shapes, taken)
    }

    /// Lays out the counter of `block` and `event`, requested as `name` and
    /// named `held` by its catalog or definition, after the counters already
    /// laid out; `taken` counts the registers of each block the counters took.
    #[inline(always)]
    fn push<'a>(
        &mut self,
        name: &'a str,
        block: Block,
        event: u16,
        held: &'static str,
        shapes: &Shaped,
        taken: &mut [u8; crate::catalog::TABLE_BLOCKS],
    ) -> Result<(), LayoutError<'a>> {
        let gpu = &self.gpu;
        let shape = shapes.shapes.and_then(|s| s.get(block as usize)).copied().flatten();
        let (Some(shape), Some(count)) = (shape, taken.get_mut(block as usize)) else {
            return Err(LayoutError::Unknown { processor: gpu.processor(), name });
        };
        if *count >= shape.registers {
            let processor = gpu.processor();
            return Err(LayoutError::TooManyOfBlock { processor, block, registers: shape.registers });
        }
        let register = *count;
        *count += 1;
        let Extents { xccs, instances, engines, arrays, wgps } = shapes.scopes.extents(&shape);
        // Each extent is at most 16 bits, so the product fits u64.
        let values = u64::from(xccs) * u64::from(instances) * u64::from(engines) * u64::from(arrays) * u64::from(wgps);
        if values == 0 {
            return Err(LayoutError::NoInstance { processor: gpu.processor(), name, block });
        }
        let end = u64::from(self.bytes) + values * u64::from(VALUE_BYTES);
        let end = u32::try_from(end).map_err(|_| LayoutError::TooLarge { name })?;
        let counter = Counter {
            name: held,
            block,
            event,
            register,
            xccs,
            instances,
            engines,
            arrays,
            wgps,
            offset: self.bytes,
            accumulates: None,
        };
        self.counters.push(counter).map_err(|_| LayoutError::TooManyCounters { capacity: N })?;
        self.bytes = end;
        Ok(())
    }
}

/// The GPU's block shapes ([`Block::shapes_on`]) and its scopes' extents,
/// found once a layout.
struct Shaped {
    shapes: Option<&'static Shapes>,
    scopes: ScopeExtents,
}

/// Words of the bitset over a catalog's indexes.
const SEEN_WORDS: usize = crate::catalog::MAX_CATALOG / 32;
static_assertions::const_assert!(crate::catalog::MAX_CATALOG.is_multiple_of(32));

/// The error a layout returns where laying out `items` (names, or requests by
/// the names `name` gives) failed with `failure`: [`LayoutError::ListedTwice`]
/// naming the first name, from the left, that occurs again later, if any,
/// else `failure`. Names are
/// compared by their bytes (two names are the same counter exactly when their
/// bytes are equal): quadratic in the names, on the error path only.
#[cold]
#[inline(never)]
fn outranked<'a, T>(items: &[T], name: impl Fn(&T) -> &'a str, failure: LayoutError<'a>) -> LayoutError<'a> {
    let twice = items.iter().enumerate().find_map(|(i, a)| {
        let a = name(a);
        items.get(i + 1..)?.iter().any(|b| name(b) == a).then_some(a)
    });
    twice.map_or(failure, |name| LayoutError::ListedTwice { name })
}

#[cfg(test)]
impl<const N: usize> Layout<N> {
    /// Sets counter `index`'s event, to test events no catalog holds.
    pub(crate) fn set_event_for_test(&mut self, index: usize, event: u16) {
        if let Some(c) = self.counters.get_mut(index) {
            c.event = event;
        }
    }

    /// Sets counter `index`'s block, to test blocks no program counts.
    pub(crate) fn set_block_for_test(&mut self, index: usize, block: Block) {
        if let Some(c) = self.counters.get_mut(index) {
            c.block = block;
        }
    }
}

/// The layout of a run of `gpu` counting `names`, in order, holding at most
/// [`MAX_COUNTERS`] counters: [`Layout::new`], whose errors it returns.
///
/// ```
/// use rig_counter_core::{gpu, layout};
/// let r9700 = &gpu::products::find("r9700").unwrap().gpu;
/// let l = layout(r9700, &["GRBM_GUI_ACTIVE", "SQ_WAVES", "GL2C_HIT", "SQ_BUSY_CYCLES"]).unwrap();
/// let offsets: Vec<u32> = l.counters().iter().map(|c| c.offset).collect();
/// assert_eq!(offsets, [0, 8, 264, 520]);
/// assert_eq!(l.bytes(), 776);
/// ```
#[inline(always)]
pub fn layout<'a>(gpu: &Gpu, names: &[&'a str]) -> Result<Layout, LayoutError<'a>> {
    Layout::new(gpu, names)
}
