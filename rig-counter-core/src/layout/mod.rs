//! Layouts: the counter register each requested counter takes and where its
//! values lie in a run's samples (the specification's `layout`).
//!
//! A counter's values are `xccs * instances * engines * arrays * wgps`
//! little-endian 64-bit words, one per die, instance, engine, array and WGP, the
//! WGP varying fastest. Counters follow each other in the order requested.

mod error;

pub use error::LayoutError;

use crate::catalog::{Block, Catalog, Extents};
use crate::gpu::Gpu;
use heapless::Vec;

/// The default capacity of a [`Layout`]: at most 64 counters. It exceeds the
/// counter registers of any GPU rig-counter knows (gfx942: GRBM 2 + TCC 4 + SQ
/// 16), so a request that fits the registers fits a default layout.
pub const MAX_COUNTERS: usize = 64;

/// Bytes of one value in a run's samples: a little-endian 64-bit word.
pub const VALUE_BYTES: u32 = 8;

/// A counter as a run counts it (the specification's `Counter.t`).
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

/// A run's samples: each counter's values, one counter after another (the
/// specification's `layout`). `N` is the most counters it holds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Layout<const N: usize = MAX_COUNTERS> {
    gpu: Gpu,
    counters: Vec<Counter, N>,
    bytes: u32,
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
    ///    register left; [`LayoutError::TooLarge`] if the samples would exceed
    ///    `u32::MAX` bytes.
    ///
    /// Its cost is linear in the names: each is hashed once into the
    /// catalog's generated index; duplicates of known names are found by
    /// their catalog index, those of unknown names (an error either way) by
    /// comparing the unknown names alone.
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

    /// Lays `names` out into this empty layout: [`Layout::new`]'s work.
    #[inline(never)]
    fn fill<'a>(&mut self, names: &[&'a str]) -> Result<(), LayoutError<'a>> {
        let gpu = self.gpu;
        let layout = self;
        if names.len() > N {
            return Err(LayoutError::TooManyCounters { capacity: N });
        }
        let catalog = Catalog::of(gpu.target);
        let catalog = catalog.as_ref();
        // Each name's catalog index, and the first name (from the left) that
        // occurs again: known names by a bitset over the catalog's indexes.
        let mut found = [NOT_FOUND; N];
        let mut seen = [0u64; SEEN_WORDS];
        let (mut twice, mut unknown) = (usize::MAX, false);
        for (j, name) in names.iter().enumerate() {
            let Some(i) = catalog.and_then(|c| c.position(name)) else {
                unknown = true;
                continue;
            };
            let (Some(slot), Some(word)) = (found.get_mut(j), seen.get_mut(i / 64)) else { continue };
            *slot = i as u16;
            let bit = 1u64 << (i % 64);
            if *word & bit != 0 {
                // Rare: the first occurrence of this counter.
                let first = found.get(..j).and_then(|f| f.iter().position(|f| usize::from(*f) == i));
                twice = twice.min(first.unwrap_or(j));
            }
            *word |= bit;
        }
        let found = found.get(..names.len()).unwrap_or(&[]);
        if unknown {
            twice = twice.min(first_unknown_listed_twice(names, found, twice));
        }
        if let Some(name) = names.get(twice) {
            return Err(LayoutError::ListedTwice { name });
        }
        let family = gpu.family();
        let mut taken = [0u8; Block::ALL.len()];
        for (name, &index) in names.iter().zip(found) {
            let def = catalog.and_then(|c| c.counters.get(usize::from(index)));
            let shape = def.and_then(|d| Some((d, d.block.shape(family?)?)));
            let Some((def, shape)) = shape else {
                return Err(LayoutError::Unknown { processor: gpu.processor(), name });
            };
            let Some(count) = taken.get_mut(def.block as usize) else {
                return Err(LayoutError::Unknown { processor: gpu.processor(), name });
            };
            if *count >= shape.registers {
                let processor = gpu.processor();
                return Err(LayoutError::TooManyOfBlock { processor, block: def.block, registers: shape.registers });
            }
            let register = *count;
            *count += 1;
            let Extents { xccs, instances, engines, arrays, wgps } = shape.extents(&gpu);
            // Each extent is at most 16 bits, so the product fits u64.
            let values =
                u64::from(xccs) * u64::from(instances) * u64::from(engines) * u64::from(arrays) * u64::from(wgps);
            let end = u64::from(layout.bytes) + values * u64::from(VALUE_BYTES);
            let end = u32::try_from(end).map_err(|_| LayoutError::TooLarge { name })?;
            let counter = Counter {
                name: def.name,
                block: def.block,
                event: def.event,
                register,
                xccs,
                instances,
                engines,
                arrays,
                wgps,
                offset: layout.bytes,
            };
            layout
                .counters
                .extend_from_slice(core::slice::from_ref(&counter))
                .map_err(|_| LayoutError::TooManyCounters { capacity: N })?;
            layout.bytes = end;
        }
        Ok(())
    }
}

/// A name no catalog index holds.
const NOT_FOUND: u16 = u16::MAX;

/// Words of the bitset over a catalog's indexes.
const SEEN_WORDS: usize = crate::catalog::MAX_CATALOG / 64;
static_assertions::const_assert!(crate::catalog::MAX_CATALOG % 64 == 0);

/// The first of the unknown names (`found` holds [`NOT_FOUND`] for them)
/// before position `before` that occurs again later, `usize::MAX` if none:
/// unknown names are compared with each other only, an error path.
fn first_unknown_listed_twice(names: &[&str], found: &[u16], before: usize) -> usize {
    let unknown = |i: &usize| found.get(*i) == Some(&NOT_FOUND);
    for i in (0..before.min(names.len())).filter(unknown) {
        let (Some(name), Some(later), Some(later_found)) = (names.get(i), names.get(i + 1..), found.get(i + 1..))
        else {
            continue;
        };
        if later.iter().zip(later_found).any(|(n, f)| *f == NOT_FOUND && n == name) {
            return i;
        }
    }
    usize::MAX
}

#[cfg(test)]
impl<const N: usize> Layout<N> {
    /// Sets counter `index`'s event, to test events no catalog holds.
    pub(crate) fn set_event_for_test(&mut self, index: usize, event: u16) {
        if let Some(c) = self.counters.get_mut(index) {
            c.event = event;
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
