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
    ///    names (so the next check costs at most `N * N` comparisons);
    /// 2. [`LayoutError::ListedTwice`] for the first name, from the left, that
    ///    occurs again later;
    /// 3. then name by name: [`LayoutError::Unknown`] if `gpu` counts no such
    ///    counter (a processor without a catalog counts none);
    ///    [`LayoutError::TooManyOfBlock`] if the name's block has no counter
    ///    register left; [`LayoutError::TooLarge`] if the samples would exceed
    ///    `u32::MAX` bytes.
    pub fn new<'a>(gpu: &Gpu, names: &[&'a str]) -> Result<Self, LayoutError<'a>> {
        let processor = gpu.processor();
        if names.len() > N {
            return Err(LayoutError::TooManyCounters { capacity: N });
        }
        for (i, name) in names.iter().enumerate() {
            if names.get(i + 1..).is_some_and(|rest| rest.contains(name)) {
                return Err(LayoutError::ListedTwice { name });
            }
        }
        let catalog = Catalog::of(gpu.target);
        let mut layout = Layout { gpu: *gpu, counters: Vec::new(), bytes: 0 };
        for name in names {
            let def = catalog.and_then(|c| c.find(name));
            let shape = def.and_then(|d| Some((d, d.block.shape(gpu.family()?)?)));
            let Some((def, shape)) = shape else {
                return Err(LayoutError::Unknown { processor, name });
            };
            let taken = layout.counters.iter().filter(|c| c.block == def.block).count();
            let register = u8::try_from(taken).ok().filter(|r| *r < shape.registers);
            let Some(register) = register else {
                return Err(LayoutError::TooManyOfBlock { processor, block: def.block, registers: shape.registers });
            };
            let Extents { xccs, instances, engines, arrays, wgps } = shape.extents(gpu);
            let bytes = [xccs, instances, engines, arrays, wgps].iter().try_fold(VALUE_BYTES, |b, n| b.checked_mul(*n));
            let end = bytes.and_then(|b| layout.bytes.checked_add(b)).ok_or(LayoutError::TooLarge { name })?;
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
            layout.counters.push(counter).map_err(|_| LayoutError::TooManyCounters { capacity: N })?;
            layout.bytes = end;
        }
        Ok(layout)
    }
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
pub fn layout<'a>(gpu: &Gpu, names: &[&'a str]) -> Result<Layout, LayoutError<'a>> {
    Layout::new(gpu, names)
}
