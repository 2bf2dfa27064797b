//! Pass planning: a request larger than one pass split into the fewest passes
//! the blocks' counter registers allow, the same passes for the same request
//! in any order, the counters of one derived metric together in one pass
//! whenever they fit; without allocation, into a caller's [`Plan`].
//!
//! The algorithm (rig-counter's own; `rig-counter plan` prints its result):
//!
//! 1. The lower bound on passes is, over blocks, the registers the block's
//!    counters take divided by its registers, rounded up; a counter
//!    accumulated in hardware takes two SQ registers (its accumulator follows
//!    it, [`Layout::with_definitions`]).
//! 2. Counters are packed in units. Metrics are taken in name order: a
//!    metric whose counters fit one pass is a unit; it absorbs each earlier
//!    unit sharing a counter with it while their union still fits one pass.
//!    Every counter no unit of two or more counters holds is a unit of its own.
//! 3. Units are sorted largest first, then by their counters' names (byte
//!    order, as lists of names compare), and placed first-fit: each into the
//!    first pass where its counters that the pass lacks fit the registers left,
//!    else into a new pass. With single counters only, that reaches the lower
//!    bound.
//! 4. A pass completes the metrics all of whose counters it counts; a metric
//!    of no counter (CU_NUM) is completed by the first pass alone.
//!
//! A counter's accumulation is the first asked: the counters' requests in
//! order, then the metrics' in name order. A metric that accumulates a
//! counter with another accumulator event than the one the plan counts for
//! it (gfx942's SQ_ACCUM_PREV against SQ_ACCUM_PREV_HIRES) is
//! [`Plan::conflicting`]: a pass counts one accumulator after a level
//! counter, so no pass completes it.
//!
//! ```
//! use rig_counter_core::plan::{Metric, Plan, plan};
//! use rig_counter_core::{Request, gpu};
//! let r9700 = &gpu::products::find("r9700").unwrap().gpu;
//! let busy = [Request::plain("GRBM_GUI_ACTIVE"), Request::plain("GRBM_COUNT")];
//! let counters = [Request::plain("GL2C_HIT"), Request::plain("GL2C_MISS")];
//! let mut p = Plan::new();
//! plan(r9700, &counters, &[Metric { name: "GPUBusy", counters: &busy }], &[], &mut p).unwrap();
//! assert_eq!(p.passes(), 1);
//! let names: Vec<&str> = p.pass(0).map(|r| r.name).collect();
//! assert_eq!(names, ["GL2C_HIT", "GL2C_MISS", "GRBM_COUNT", "GRBM_GUI_ACTIVE"]);
//! assert_eq!(p.completes(0).collect::<Vec<_>>(), ["GPUBusy"]);
//! ```

mod capacity;
mod counter;
mod error;
/// The built-in derived metrics resolved to counters (feature `metrics`).
#[cfg(feature = "metrics")]
#[rustfmt::skip]
pub mod metrics;
mod pack;
pub mod record;
pub mod run;
mod set;

pub use capacity::{MAX_PASSES, MAX_PLAN_COUNTERS, MAX_PLAN_METRICS};
pub use error::PlanError;

use counter::Planned;

use crate::catalog::{Catalog, Definition, TABLE_BLOCKS};
use crate::gpu::Gpu;
use crate::layout::{Layout, LayoutError, MAX_COUNTERS, Request, Resolution, accumulator};
use heapless::Vec;
use set::Set;

/// A derived metric as the planner takes it: its name and the counters it
/// needs (its caller resolves its expression and the metrics it names), each
/// `accumulate`d in hardware or not.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Metric<'a> {
    /// Its name, as `GPUBusy`.
    pub name: &'a str,
    /// The counters it needs; a name given twice is one counter, whose first
    /// accumulation counts. None for a metric of constants only (CU_NUM).
    pub counters: &'a [Request<'a>],
}

/// Built-in derived metric `name` of processor `target` ([`metrics`],
/// feature `metrics`), with the counters it needs: the processor's own table,
/// else, for a GFX11 or GFX12 processor, its family's (as the std crate's
/// built-in metrics); `None` for a name it lacks.
///
/// ```
/// use rig_counter_core::{Request, Target, plan};
/// let m = plan::builtin(Target::parse("gfx1201").unwrap(), "GPUBusy").unwrap();
/// assert_eq!(m.counters, [Request::plain("GRBM_COUNT"), Request::plain("GRBM_GUI_ACTIVE")]);
/// ```
#[cfg(feature = "metrics")]
pub fn builtin(target: crate::gpu::Target, name: &str) -> Option<Metric<'static>> {
    builtins(target).iter().find(|(n, _)| *n == name).map(|(name, counters)| Metric { name, counters })
}

/// Every built-in derived metric of processor `target` by name, with its
/// counters ([`builtin`]); empty for a processor without them.
#[cfg(feature = "metrics")]
pub fn builtins(target: crate::gpu::Target) -> &'static [metrics::Entry] {
    use core::fmt::Write;
    let mut own: heapless::String<16> = heapless::String::new();
    let _ = write!(own, "{}", target.processor());
    let find = |key: &str| metrics::METRICS.iter().find(|(k, _)| *k == key).map(|(_, t)| *t);
    let family = match target.major {
        11 => find("gfx11"),
        12 => find("gfx12"),
        _ => None,
    };
    find(&own).or(family).unwrap_or(&[])
}

/// A metric of a plan.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct PlannedMetric<'a> {
    name: &'a str,
    /// Its index in the caller's metrics.
    source: usize,
    counters: Set,
    conflicting: bool,
}

/// The passes of a request ([`plan`] fills it): a fixed-capacity value the
/// caller owns, holding at most `P` passes and `M` metrics (and
/// [`MAX_PLAN_COUNTERS`] counters). With the default capacities
/// ([`MAX_PASSES`], [`MAX_PLAN_METRICS`]) it takes 148,544 bytes on a 64-bit
/// target: keep it in a `static` or on the heap, not on a small stack.
/// Firmware that plans a few passes names smaller capacities:
/// `Plan<'_, 16, 16>` takes 16,608 bytes on a 64-bit target (the
/// `plan_sizes` test measures both). Metric names borrow the request (`'a`);
/// counter names are the catalog's or the definitions' (`'static`).
#[derive(Clone, Debug)]
pub struct Plan<'a, const P: usize = MAX_PASSES, const M: usize = MAX_PLAN_METRICS> {
    gpu: Option<Gpu>,
    /// Every counter, by name (byte order): a [`Set`]'s indexes.
    counters: Vec<Planned, MAX_PLAN_COUNTERS>,
    /// Every metric, by name.
    metrics: Vec<PlannedMetric<'a>, M>,
    passes: Vec<Set, P>,
    lower_bound: usize,
    /// Scratch: the metrics' units (an absorbed one left empty).
    units: Vec<Set, M>,
    /// Scratch: registers each pass takes of each block.
    used: Vec<[u16; TABLE_BLOCKS], P>,
}

impl<const P: usize, const M: usize> Default for Plan<'_, P, M> {
    fn default() -> Self {
        Self::EMPTY
    }
}

impl Plan<'_> {
    /// An empty plan of the default capacities: no pass.
    pub const fn new() -> Self {
        Self::EMPTY
    }
}

impl<'a, const P: usize, const M: usize> Plan<'a, P, M> {
    /// An empty plan of capacities `P` and `M`: no pass
    /// (`Plan::<16, 16>::EMPTY`, for a `static`).
    pub const EMPTY: Self = Plan {
        gpu: None,
        counters: Vec::new(),
        metrics: Vec::new(),
        passes: Vec::new(),
        lower_bound: 0,
        units: Vec::new(),
        used: Vec::new(),
    };

    fn clear(&mut self) {
        self.gpu = None;
        self.counters.clear();
        self.metrics.clear();
        self.passes.clear();
        self.lower_bound = 0;
        self.units.clear();
        self.used.clear();
    }

    /// How many passes: 0 when nothing is counted.
    pub fn passes(&self) -> usize {
        self.passes.len()
    }

    /// The lower bound on passes the blocks' registers set.
    pub fn lower_bound(&self) -> usize {
        self.lower_bound
    }

    /// The counters of pass `k` (from 0) by name, byte order, each with its
    /// accumulation; none for a pass the plan lacks.
    pub fn pass(&self, k: usize) -> impl Iterator<Item = Request<'static>> + '_ {
        let set = self.passes.get(k).copied().unwrap_or(Set::EMPTY);
        let counters = &self.counters;
        set.iter().filter_map(move |i| counters.get(i)).map(|c| Request { name: c.name, accumulate: c.accumulate })
    }

    /// The layout of pass `k`: its counters in name order
    /// ([`Layout::with_definitions`] with the definitions it was planned with);
    /// `None` for a pass the plan lacks.
    ///
    /// Errors: those of [`Layout::with_definitions`]; none for a pass this
    /// plan made with these definitions and `N` at least [`MAX_COUNTERS`].
    pub fn layout<const N: usize>(
        &self,
        k: usize,
        definitions: &[Definition],
    ) -> Option<Result<Layout<N>, LayoutError<'static>>> {
        let gpu = self.gpu?;
        let mut requests: Vec<Request<'static>, MAX_COUNTERS> = Vec::new();
        if k >= self.passes.len() {
            return None;
        }
        for r in self.pass(k) {
            if requests.push(r).is_err() {
                return Some(Err(LayoutError::TooManyCounters { capacity: N.min(MAX_COUNTERS) }));
            }
        }
        Some(Layout::with_definitions(&gpu, &requests, definitions))
    }

    /// The metrics pass `k` completes, by name: those all of whose counters
    /// it counts (the first pass: the counterless ones too), none conflicting.
    pub fn completes(&self, k: usize) -> impl Iterator<Item = &'a str> + '_ {
        self.completed(k).map(|m| m.name)
    }

    /// Metrics no pass completes, by name: their counters do not fit one pass
    /// together (none conflicting).
    pub fn split(&self) -> impl Iterator<Item = &'a str> + '_ {
        self.split_metrics().map(|m| m.name)
    }

    /// Metrics of no counter (CU_NUM), by name: the GPU alone gives them; the
    /// first pass, if any, completes them.
    pub fn counterless(&self) -> impl Iterator<Item = &'a str> + '_ {
        self.counterless_metrics().map(|m| m.name)
    }

    /// Metrics that accumulate a counter with another accumulator than the
    /// plan counts for it, by name: no pass completes them.
    pub fn conflicting(&self) -> impl Iterator<Item = &'a str> + '_ {
        self.conflicting_metrics().map(|m| m.name)
    }

    /// The metrics [`Plan::completes`] gives for pass `k`, in its order (by
    /// name), each as its index in the `metrics` the plan was made with: for
    /// a caller that names metrics by index (a C caller, or one that keeps
    /// the plan [`Plan::without_names`]).
    pub fn completes_indices(&self, k: usize) -> impl Iterator<Item = usize> + '_ {
        self.completed(k).map(|m| m.source)
    }

    /// The metrics [`Plan::split`] gives, in its order, by index (as
    /// [`Plan::completes_indices`]).
    pub fn split_indices(&self) -> impl Iterator<Item = usize> + '_ {
        self.split_metrics().map(|m| m.source)
    }

    /// The metrics [`Plan::counterless`] gives, in its order, by index (as
    /// [`Plan::completes_indices`]).
    pub fn counterless_indices(&self) -> impl Iterator<Item = usize> + '_ {
        self.counterless_metrics().map(|m| m.source)
    }

    /// The metrics [`Plan::conflicting`] gives, in its order, by index (as
    /// [`Plan::completes_indices`]).
    pub fn conflicting_indices(&self) -> impl Iterator<Item = usize> + '_ {
        self.conflicting_metrics().map(|m| m.source)
    }

    /// This plan with its metrics' names left out (each the empty string),
    /// which frees it of the names' lifetime: for a caller that keeps the
    /// plan longer than the names it was made with and names metrics by
    /// index ([`Plan::completes_indices`] and the others), as the C
    /// interface keeps one in an opaque object. Everything else is this
    /// plan's: its passes, layouts, offsets, lower bound and each metric's
    /// index, counters and conflict. No allocation: a copy of
    /// `size_of::<Plan<P, M>>()` bytes at most.
    pub fn without_names(&self) -> Plan<'static, P, M> {
        let mut metrics = Vec::new();
        for m in &self.metrics {
            let unnamed =
                PlannedMetric { name: "", source: m.source, counters: m.counters, conflicting: m.conflicting };
            // As many as this plan holds, of the same capacity: never refused.
            let _ = metrics.push(unnamed);
        }
        Plan {
            gpu: self.gpu,
            counters: self.counters.clone(),
            metrics,
            passes: self.passes.clone(),
            lower_bound: self.lower_bound,
            // Scratch, which planning fills afresh.
            units: Vec::new(),
            used: Vec::new(),
        }
    }

    fn completed(&self, k: usize) -> impl Iterator<Item = &PlannedMetric<'a>> + '_ {
        let pass = self.passes.get(k).copied();
        self.metrics.iter().filter(move |m| {
            let Some(pass) = pass else { return false };
            !m.conflicting && if m.counters.is_empty() { k == 0 } else { m.counters.is_subset(&pass) }
        })
    }

    fn split_metrics(&self) -> impl Iterator<Item = &PlannedMetric<'a>> + '_ {
        self.metrics
            .iter()
            .filter(|m| !m.counters.is_empty() && !m.conflicting)
            .filter(|m| !self.passes.iter().any(|p| m.counters.is_subset(p)))
    }

    fn counterless_metrics(&self) -> impl Iterator<Item = &PlannedMetric<'a>> + '_ {
        self.metrics.iter().filter(|m| m.counters.is_empty())
    }

    fn conflicting_metrics(&self) -> impl Iterator<Item = &PlannedMetric<'a>> + '_ {
        self.metrics.iter().filter(|m| m.conflicting)
    }
}

/// Plans, into `out`, the passes of `gpu` counting `counters` and the
/// counters of `metrics`, a counter that one of `definitions` carries being
/// that counter (as [`Layout::with_definitions`] takes them). The counters
/// and metrics may come in any order, a counter more than once: the plan is
/// the same. The algorithm is the [module's](self).
///
/// Errors, `out` left empty: [`PlanError::TooManyCounters`],
/// [`PlanError::TooManyMetrics`], [`PlanError::MetricTwice`];
/// [`PlanError::Layout`] with [`LayoutError::Unknown`] for the first name,
/// counters then metrics in order, that `gpu` does not count, then, counters
/// by name, the layout's refusal of a counter alone (its block has no
/// registers, `accumulate` outside SQ, no accumulator);
/// [`PlanError::TooManyPasses`].
pub fn plan<'a, const P: usize, const M: usize>(
    gpu: &Gpu,
    counters: &[Request<'a>],
    metrics: &[Metric<'a>],
    definitions: &[Definition],
    out: &mut Plan<'a, P, M>,
) -> Result<(), PlanError<'a>> {
    out.clear();
    let result = fill(gpu, counters, metrics, definitions, out);
    if result.is_err() {
        out.clear();
    }
    result
}

fn fill<'a, const P: usize, const M: usize>(
    gpu: &Gpu,
    counters: &[Request<'a>],
    metrics: &[Metric<'a>],
    definitions: &[Definition],
    out: &mut Plan<'a, P, M>,
) -> Result<(), PlanError<'a>> {
    out.gpu = Some(*gpu);
    let catalog = Catalog::of(gpu.target);
    // Every counter once, by name.
    let all = counters.iter().chain(metrics.iter().flat_map(|m| m.counters.iter()));
    for r in all.clone() {
        let found = definitions.iter().find(|d| d.name == r.name).map(|d| (d.name, d.block));
        let found = found.or_else(|| catalog.and_then(|c| c.find(r.name)).map(|d| (d.name(), d.block)));
        let Some((name, block)) = found else {
            return Err(LayoutError::Unknown { processor: gpu.processor(), name: r.name }.into());
        };
        if let Err(at) = out.counters.binary_search_by(|c| c.name.cmp(name)) {
            let entry = Planned { name, block, accumulate: None };
            out.counters.insert(at, entry).map_err(|_| PlanError::TooManyCounters { capacity: MAX_PLAN_COUNTERS })?;
        }
    }
    // Every metric once, by name.
    for (source, m) in metrics.iter().enumerate() {
        match out.metrics.binary_search_by(|p| p.name.cmp(m.name)) {
            Ok(_) => return Err(PlanError::MetricTwice { name: m.name }),
            Err(at) => {
                let entry = PlannedMetric { name: m.name, source, counters: Set::EMPTY, conflicting: false };
                out.metrics.insert(at, entry).map_err(|_| PlanError::TooManyMetrics { capacity: M })?;
            }
        }
    }
    // Accumulations: the first asked, counters then metrics by name.
    let index = |counters: &Vec<Planned, MAX_PLAN_COUNTERS>, name: &str| {
        let found = definitions.iter().find(|d| d.name == name).map(|d| d.name);
        let found = found.or_else(|| catalog.and_then(|c| c.find(name)).map(|d| d.name()));
        found.and_then(|n| counters.binary_search_by(|c| c.name.cmp(n)).ok())
    };
    for r in counters {
        if let Some(c) = index(&out.counters, r.name).and_then(|i| out.counters.get_mut(i))
            && c.accumulate.is_none()
        {
            c.accumulate = r.accumulate;
        }
    }
    let event = |r: Option<Resolution>| r.and_then(|r| catalog.and_then(|c| accumulator(c, r))).map(|d| d.event);
    for m in 0..out.metrics.len() {
        let Some(source) = out.metrics.get(m).and_then(|m| metrics.get(m.source)) else { continue };
        let (mut set, mut own) = (Set::EMPTY, Set::EMPTY);
        for r in source.counters {
            let Some(i) = index(&out.counters, r.name) else { continue };
            set.insert(i);
            if let Some(c) = out.counters.get_mut(i)
                && c.accumulate.is_none()
            {
                c.accumulate = r.accumulate;
            }
        }
        // A metric's own accumulation of a counter is its first.
        let mut conflicting = false;
        for r in source.counters.iter().filter(|r| r.accumulate.is_some()) {
            let Some(i) = index(&out.counters, r.name) else { continue };
            if own.contains(i) {
                continue;
            }
            own.insert(i);
            let planned = out.counters.get(i).and_then(|c| c.accumulate);
            conflicting |= event(planned) != event(r.accumulate);
        }
        if let Some(m) = out.metrics.get_mut(m) {
            (m.counters, m.conflicting) = (set, conflicting);
        }
    }
    // Every counter must fit a pass alone.
    for c in &out.counters {
        let request = Request { name: c.name, accumulate: c.accumulate };
        Layout::<2>::with_definitions(gpu, &[request], definitions)?;
    }
    let registers = pack::registers(gpu);
    let mut totals = [0u16; TABLE_BLOCKS];
    for c in &out.counters {
        if let Some(t) = totals.get_mut(c.block as usize) {
            *t = t.saturating_add(c.weight());
        }
    }
    out.lower_bound =
        totals.iter().zip(&registers).map(|(t, r)| usize::from(*t).div_ceil(usize::from(*r).max(1))).max().unwrap_or(0);
    let metrics = out.metrics.iter().map(|m| m.counters);
    pack::pack(&out.counters, metrics, &mut out.units, &mut out.passes, &mut out.used, &registers)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The sizes [`Plan`]'s documentation gives, on a 64-bit target.
    #[test]
    #[cfg(target_pointer_width = "64")]
    fn plan_sizes() {
        assert_eq!(core::mem::size_of::<Plan<'static>>(), 148_544);
        assert_eq!(core::mem::size_of::<Plan<'static, 16, 16>>(), 16_608);
    }

    /// The metrics by index are those by name, in the same order, each the
    /// index of its metric in the caller's slice; a plan without names keeps
    /// them and everything else (the MI300X request of tests/plan.rs: TCC5
    /// split, Lds_low conflicting, CU_NUM counterless, GPUBusy and
    /// LdsLatency with it in the first pass).
    #[test]
    fn metrics_by_index_are_the_metrics_by_name_and_outlive_the_names() {
        let mi300x = crate::gpu::products::find("mi300x").unwrap().gpu;
        let tcc = ["TCC_WRITE", "TCC_HIT", "TCC_REQ", "TCC_MISS", "TCC_READ", "TCC_EA0_WRREQ", "TCC_ATOMIC"];
        let mut counters: Vec<Request, 16> = tcc.iter().map(|n| Request::plain(n)).collect();
        counters.push(Request::accumulated("SQ_INST_LEVEL_LDS", Resolution::HighRes)).unwrap();
        let busy = [Request::plain("GRBM_GUI_ACTIVE"), Request::plain("GRBM_COUNT")];
        let lds = [Request::accumulated("SQ_INST_LEVEL_LDS", Resolution::HighRes), Request::plain("SQ_INSTS_LDS")];
        let low = [Request::accumulated("SQ_INST_LEVEL_LDS", Resolution::LowRes)];
        let tcc5 = ["TCC_HIT", "TCC_MISS", "TCC_READ", "TCC_WRITE", "TCC_REQ"].map(Request::plain);
        // Names the plan borrows, gone before the plan without them is read.
        let names: [heapless::String<16>; 5] =
            ["TCC5", "Lds_low", "LdsLatency", "GPUBusy", "CU_NUM"].map(|n| heapless::String::try_from(n).unwrap());
        let kept: Plan<'static, 16, 16> = {
            let metrics = [
                Metric { name: &names[0], counters: &tcc5 },
                Metric { name: &names[1], counters: &low },
                Metric { name: &names[2], counters: &lds },
                Metric { name: &names[3], counters: &busy },
                Metric { name: &names[4], counters: &[] },
            ];
            let mut p: Plan<'_, 16, 16> = Plan::EMPTY;
            plan(&mi300x, &counters, &metrics, &[], &mut p).unwrap();
            assert_eq!(p.passes(), 2);
            let by_index = |i: usize| metrics[i].name;
            for k in 0..3 {
                assert!(p.completes(k).eq(p.completes_indices(k).map(by_index)), "pass {k}");
            }
            assert!(p.split().eq(p.split_indices().map(by_index)));
            assert!(p.counterless().eq(p.counterless_indices().map(by_index)));
            assert!(p.conflicting().eq(p.conflicting_indices().map(by_index)));
            p.without_names()
        };
        drop(names);
        // By name: CU_NUM, GPUBusy, LdsLatency (indices 4, 3, 2).
        assert!(kept.completes_indices(0).eq([4, 3, 2]));
        assert_eq!(kept.completes_indices(1).count(), 0);
        assert!(kept.split_indices().eq([0]) && kept.counterless_indices().eq([4]));
        assert!(kept.conflicting_indices().eq([1]));
        assert!(kept.completes(0).eq(["", "", ""]), "the names are left out");
        assert_eq!((kept.passes(), kept.lower_bound()), (2, 2));
        // The same request planned again, its names static.
        let metrics = [
            Metric { name: "TCC5", counters: &tcc5 },
            Metric { name: "Lds_low", counters: &low },
            Metric { name: "LdsLatency", counters: &lds },
            Metric { name: "GPUBusy", counters: &busy },
            Metric { name: "CU_NUM", counters: &[] },
        ];
        let mut again: Plan<'_, 16, 16> = Plan::EMPTY;
        plan(&mi300x, &counters, &metrics, &[], &mut again).unwrap();
        for k in 0..2 {
            assert!(kept.pass(k).eq(again.pass(k)), "pass {k}");
            assert_eq!(kept.offset::<64>(k, &[]), again.offset::<64>(k, &[]));
        }
        assert_eq!(kept.bytes::<64>(&[]), again.bytes::<64>(&[]));
    }

    /// A plan of smaller capacities refuses past them, naming them.
    #[test]
    fn a_small_plan_refuses_past_its_capacities() {
        let mi300x = crate::gpu::products::find("mi300x").unwrap().gpu;
        let catalog = Catalog::of(mi300x.target).unwrap();
        let requests: Vec<Request, 300> = catalog.counters.iter().map(|c| Request::plain(c.name())).collect();
        let busy = [Request::plain("GRBM_GUI_ACTIVE")];
        let mut small: Plan<'_, 4, 2> = Plan::EMPTY;
        assert_eq!(plan(&mi300x, &requests, &[], &[], &mut small), Err(PlanError::TooManyPasses { capacity: 4 }));
        assert_eq!(small.passes(), 0);
        let three = [
            Metric { name: "A", counters: &busy },
            Metric { name: "B", counters: &busy },
            Metric { name: "C", counters: &busy },
        ];
        assert_eq!(plan(&mi300x, &[], &three, &[], &mut small), Err(PlanError::TooManyMetrics { capacity: 2 }));
        // Within them, the passes of the default capacities.
        let mut large = Plan::new();
        plan(&mi300x, &requests[..3], &three[..2], &[], &mut small).unwrap();
        plan(&mi300x, &requests[..3], &three[..2], &[], &mut large).unwrap();
        assert_eq!(small.passes(), large.passes());
        for k in 0..large.passes() {
            assert!(small.pass(k).eq(large.pass(k)), "pass {k}");
        }
    }
}
