//! The counters of a run's samples, the GPU's constants and the definitions'
//! derived metrics, as the source an expression is evaluated against.

use super::{Source, Tensor};
use rig_counter_core::catalog::Catalog;
use rig_counter_core::samples::Samples;
use std::collections::BTreeMap;

/// What `metric` (and `timeline`, for a counted job) evaluates from: the
/// run's counters, the GPU's constants and the derived metrics of the
/// definitions.
pub struct SamplesSource<'a> {
    /// The run's samples.
    pub samples: &'a Samples<'a, { rig_counter_core::MAX_COUNTERS }>,
    /// The GPU's constants ([`super::constants()`]).
    pub constants: BTreeMap<&'static str, f64>,
    /// The derived metrics by name: a definitions file's or the built-in
    /// ones (`crate::definitions` gives them).
    pub metrics: &'a dyn Expressions,
}

/// Derived metrics by name, for an expression that names one: where they
/// come from is the caller's (the definitions implement it for their map).
pub trait Expressions {
    /// The expression of the metric `name`, or `None` if there is none.
    fn expression(&self, name: &str) -> Option<&str>;
}

impl Source for SamplesSource<'_> {
    fn counter(&self, name: &str) -> Option<Tensor> {
        self.samples.by_name(name).map(|c| Tensor::of_counter(&c))
    }
    fn constant(&self, name: &str) -> Option<f64> {
        self.constants.get(name).copied()
    }
    fn metric(&self, name: &str) -> Option<String> {
        self.metrics.expression(name).map(str::to_owned)
    }
    fn accumulated(&self, name: &str, resolution: rig_counter_core::Resolution) -> Option<Tensor> {
        let catalog = Catalog::of(self.samples.layout().gpu().target)?;
        let event = rig_counter_core::layout::accumulator(catalog, resolution)?.event;
        let counters: Vec<_> = self.samples.counters().collect();
        let pair = counters.windows(2).find(|w| {
            let (level, acc) = (w[0].counter(), w[1].counter());
            level.name == name && acc.accumulates.is_some() && acc.event == event
        })?;
        Some(Tensor::of_counter(&pair[1]))
    }
}
