//! Where a value was counted, and rocprofiler's names for its dimensions.

use crate::layout::Counter;
use core::fmt;

/// Where one value of a counter was counted: die, block instance, shader
/// engine, shader array of the engine, WGP of the array. A dimension the
/// counter does not have is 0.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct Coordinate {
    /// Die (XCC).
    pub xcc: u32,
    /// Instance of the block in the die.
    pub instance: u32,
    /// Shader engine of the die.
    pub engine: u32,
    /// Shader array of the engine.
    pub array: u32,
    /// WGP of the array.
    pub wgp: u32,
}

impl Coordinate {
    /// The coordinate of value number `index` of `counter` (the WGP varying
    /// fastest, then array, engine, instance, die).
    pub fn of_index(counter: &Counter, index: u32) -> Coordinate {
        let split = |i: u32, n: u32| if n == 0 { (0, i) } else { (i % n, i / n) };
        let (wgp, i) = split(index, counter.wgps);
        let (array, i) = split(i, counter.arrays);
        let (engine, i) = split(i, counter.engines);
        let (instance, xcc) = split(i, counter.instances);
        Coordinate { xcc, instance, engine, array, wgp }
    }

    /// Its index among `counter`'s values; `None` if it lies outside them, or
    /// if the index exceeds `u32::MAX` (a counter built by hand).
    pub fn index_in(&self, counter: &Counter) -> Option<u32> {
        let fits = self.xcc < counter.xccs
            && self.instance < counter.instances
            && self.engine < counter.engines
            && self.array < counter.arrays
            && self.wgp < counter.wgps;
        if !fits {
            return None;
        }
        // Checked: a counter built by hand may have extents whose product
        // exceeds u32 (a layout's never does).
        let step = |index: u32, extent: u32, at: u32| index.checked_mul(extent)?.checked_add(at);
        let i = step(self.xcc, counter.instances, self.instance)?;
        let i = step(i, counter.engines, self.engine)?;
        let i = step(i, counter.arrays, self.array)?;
        step(i, counter.wgps, self.wgp)
    }

    /// Its index in `dimension`; 0 for AID and AGENT, which rig-counter's
    /// values do not have.
    pub fn get(&self, dimension: Dimension) -> u32 {
        match dimension {
            Dimension::Xcc => self.xcc,
            Dimension::Instance => self.instance,
            Dimension::ShaderEngine => self.engine,
            Dimension::ShaderArray => self.array,
            Dimension::Wgp => self.wgp,
            Dimension::Aid | Dimension::Agent => 0,
        }
    }

    /// It with `dimension` set to `index` (AID and AGENT: unchanged).
    pub fn with(mut self, dimension: Dimension, index: u32) -> Coordinate {
        match dimension {
            Dimension::Xcc => self.xcc = index,
            Dimension::Instance => self.instance = index,
            Dimension::ShaderEngine => self.engine = index,
            Dimension::ShaderArray => self.array = index,
            Dimension::Wgp => self.wgp = index,
            Dimension::Aid | Dimension::Agent => {}
        }
        self
    }
}

/// rocprofiler's dimensions of a value (rocprofiler-sdk's counter collection docs, "Dimension").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub enum Dimension {
    /// `DIMENSION_XCC`: the die.
    Xcc,
    /// `DIMENSION_AID`: the IO die; rig-counter's values do not have it.
    Aid,
    /// `DIMENSION_SHADER_ENGINE`.
    ShaderEngine,
    /// `DIMENSION_AGENT`: internal to rocprofiler; always 0.
    Agent,
    /// `DIMENSION_SHADER_ARRAY`.
    ShaderArray,
    /// `DIMENSION_WGP`.
    Wgp,
    /// `DIMENSION_INSTANCE`: the block instance.
    Instance,
}

impl Dimension {
    /// Every dimension, in rocprofiler's order of the instance id fields
    /// (XCC, AID, SE, AGENT, SA, WGP), then INSTANCE.
    pub const ALL: [Dimension; 7] = [
        Dimension::Xcc,
        Dimension::Aid,
        Dimension::ShaderEngine,
        Dimension::Agent,
        Dimension::ShaderArray,
        Dimension::Wgp,
        Dimension::Instance,
    ];

    /// Its name in expressions: `DIMENSION_SHADER_ENGINE`.
    pub const fn name(self) -> &'static str {
        match self {
            Dimension::Xcc => "DIMENSION_XCC",
            Dimension::Aid => "DIMENSION_AID",
            Dimension::ShaderEngine => "DIMENSION_SHADER_ENGINE",
            Dimension::Agent => "DIMENSION_AGENT",
            Dimension::ShaderArray => "DIMENSION_SHADER_ARRAY",
            Dimension::Wgp => "DIMENSION_WGP",
            Dimension::Instance => "DIMENSION_INSTANCE",
        }
    }

    /// The dimension named `name` (`DIMENSION_WGP`).
    pub fn from_name(name: &str) -> Option<Dimension> {
        Dimension::ALL.into_iter().find(|d| d.name() == name)
    }

    /// Its extent for `counter`: how many indices its values take in it (1 for a
    /// dimension the counter does not have; AID and AGENT always 1).
    pub fn extent(self, counter: &Counter) -> u32 {
        match self {
            Dimension::Xcc => counter.xccs,
            Dimension::Instance => counter.instances,
            Dimension::ShaderEngine => counter.engines,
            Dimension::ShaderArray => counter.arrays,
            Dimension::Wgp => counter.wgps,
            Dimension::Aid | Dimension::Agent => 1,
        }
    }
}

impl fmt::Display for Dimension {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
