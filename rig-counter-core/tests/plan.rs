//! The pass planner (`rig_counter_core::plan`) against the host planner's
//! algorithm as it was before it moved into the core (kept here, with
//! `BTreeSet`s, as the oracle), and exact passes of chosen requests.

#![cfg(feature = "plan")]

use proptest::prelude::*;
use rig_counter_core::catalog::Catalog;
use rig_counter_core::gpu::PRODUCTS;
use rig_counter_core::layout::accumulator;
use rig_counter_core::plan::{MAX_PLAN_COUNTERS, MAX_PLAN_METRICS, Metric, Plan, PlanError, plan};
use rig_counter_core::{Block, Definition, Gpu, Layout, LayoutError, Request, Resolution, gpu};
use std::collections::{BTreeMap, BTreeSet};

/// What a plan says: each pass's counters (name, accumulation) and metrics,
/// the lower bound, split, counterless and conflicting metrics.
#[derive(Debug, PartialEq, Eq)]
struct Said {
    passes: Vec<SaidPass>,
    lower_bound: usize,
    split: Vec<String>,
    counterless: Vec<String>,
    conflicting: Vec<String>,
}

/// A pass's counters (name, accumulation) and the metrics it completes.
type SaidPass = (Vec<(String, Option<Resolution>)>, Vec<String>);

/// Metrics as the planner's callers give them: a name and its counters.
type Metrics = Vec<(String, Vec<Request<'static>>)>;

fn said(p: &Plan<'_>) -> Said {
    Said {
        passes: (0..p.passes())
            .map(|k| {
                let counters = p.pass(k).map(|r| (r.name.to_owned(), r.accumulate)).collect();
                (counters, p.completes(k).map(str::to_owned).collect())
            })
            .collect(),
        lower_bound: p.lower_bound(),
        split: p.split().map(str::to_owned).collect(),
        counterless: p.counterless().map(str::to_owned).collect(),
        conflicting: p.conflicting().map(str::to_owned).collect(),
    }
}

fn core_plan(g: &Gpu, counters: &[Request<'_>], metrics: &[(String, Vec<Request<'_>>)]) -> Said {
    let metrics: Vec<Metric<'_>> = metrics.iter().map(|(n, c)| Metric { name: n, counters: c }).collect();
    let mut p = Box::new(Plan::new());
    plan(g, counters, &metrics, &[], &mut p).unwrap();
    said(&p)
}

// ---- The oracle: rig-counter-std's plan_with before issue 41, on resolved
// counters (every name known, no definitions file).

type Acc = BTreeMap<&'static str, Resolution>;

fn regs(g: &Gpu, b: Block) -> usize {
    g.family().and_then(|f| b.shape(f)).map_or(0, |s| usize::from(s.registers))
}

fn per_block(g: &Gpu, set: &BTreeSet<&'static str>, acc: &Acc) -> BTreeMap<Block, usize> {
    let catalog = Catalog::of(g.target).unwrap();
    let mut out = BTreeMap::new();
    for n in set {
        let c = catalog.find(n).unwrap();
        *out.entry(c.block).or_default() += if acc.contains_key(n) { 2 } else { 1 };
    }
    out
}

fn fits(g: &Gpu, counts: &BTreeMap<Block, usize>) -> bool {
    counts.iter().all(|(b, n)| *n <= regs(g, *b))
}

fn oracle(g: &Gpu, counters: &[Request<'static>], metrics: &[(String, Vec<Request<'static>>)]) -> Said {
    let catalog = Catalog::of(g.target).unwrap();
    let wanted_counters: BTreeSet<&'static str> = counters.iter().map(|r| r.name).collect();
    let mut accumulated = Acc::new();
    for r in counters {
        if let Some(a) = r.accumulate {
            accumulated.entry(r.name).or_insert(a);
        }
    }
    let mut wanted_metrics: BTreeMap<String, BTreeSet<&'static str>> = BTreeMap::new();
    let mut own_accumulated: BTreeMap<String, Acc> = BTreeMap::new();
    for (n, rs) in metrics {
        wanted_metrics.insert(n.clone(), rs.iter().map(|r| r.name).collect());
        let mut own = Acc::new();
        for r in rs {
            if let Some(a) = r.accumulate {
                own.entry(r.name).or_insert(a);
            }
        }
        own_accumulated.insert(n.clone(), own);
    }
    for own in own_accumulated.values() {
        for (c, r) in own {
            accumulated.entry(c).or_insert(*r);
        }
    }
    let event = |r: &Resolution| accumulator(catalog, *r).map(|d| d.event);
    let conflicting: Vec<String> = own_accumulated
        .iter()
        .filter(|(_, own)| own.iter().any(|(c, r)| accumulated.get(c).map(event) != Some(event(r))))
        .map(|(m, _)| m.clone())
        .collect();
    let mut slots: Vec<Option<BTreeSet<&'static str>>> = Vec::new();
    let mut holders: BTreeMap<&'static str, BTreeSet<usize>> = BTreeMap::new();
    for set in wanted_metrics.values() {
        if !fits(g, &per_block(g, set, &accumulated)) {
            continue;
        }
        let mut merged = set.clone();
        let sharing: BTreeSet<usize> = set.iter().filter_map(|c| holders.get(c)).flatten().copied().collect();
        for i in sharing {
            let Some(unit) = slots.get(i).and_then(Option::as_ref) else { continue };
            let union: BTreeSet<_> = merged.union(unit).copied().collect();
            if fits(g, &per_block(g, &union, &accumulated)) {
                merged = union;
                slots[i] = None;
            }
        }
        for c in &merged {
            holders.entry(c).or_default().insert(slots.len());
        }
        slots.push(Some(merged));
    }
    let mut units: Vec<BTreeSet<&'static str>> = slots.into_iter().flatten().collect();
    let mut all = wanted_counters.clone();
    for set in wanted_metrics.values() {
        all.extend(set.iter().copied());
    }
    let placed: BTreeSet<&'static str> = units.iter().flatten().copied().collect();
    units.extend(all.iter().filter(|c| !placed.contains(*c)).map(|c| BTreeSet::from([*c])));
    units.retain(|u| !u.is_empty());
    units.sort_by(|a, b| b.len().cmp(&a.len()).then_with(|| a.cmp(b)));
    let totals = per_block(g, &all, &accumulated);
    let lower_bound = totals.iter().map(|(b, n)| n.div_ceil(regs(g, *b).max(1))).max().unwrap_or(0);
    let mut k = lower_bound.max(usize::from(!all.is_empty()));
    let passes = loop {
        if let Some(p) = first_fit(g, &accumulated, &units, k) {
            break p;
        }
        assert!(k < units.len(), "every unit fits alone");
        k += 1;
    };
    let mut out = Vec::new();
    for (i, pass) in passes.into_iter().filter(|p| !p.is_empty()).enumerate() {
        let counters = pass.iter().map(|n| (n.to_string(), accumulated.get(n).copied())).collect();
        let completed: Vec<String> = wanted_metrics
            .iter()
            .filter(|(m, _)| !conflicting.contains(m))
            .filter(|(_, set)| if set.is_empty() { i == 0 } else { set.is_subset(&pass) })
            .map(|(m, _)| m.clone())
            .collect();
        out.push((counters, completed));
    }
    let pending = |m: &&String| !out.iter().any(|p| p.1.contains(*m));
    let split = wanted_metrics
        .iter()
        .filter(|(m, set)| !set.is_empty() && pending(m) && !conflicting.contains(m))
        .map(|(m, _)| m.clone())
        .collect();
    let counterless = wanted_metrics.iter().filter(|(_, set)| set.is_empty()).map(|(m, _)| m.clone()).collect();
    Said { passes: out, lower_bound, split, counterless, conflicting }
}

fn first_fit(g: &Gpu, acc: &Acc, units: &[BTreeSet<&'static str>], k: usize) -> Option<Vec<BTreeSet<&'static str>>> {
    let mut passes: Vec<BTreeSet<&'static str>> = vec![BTreeSet::new(); k];
    let mut used: Vec<BTreeMap<Block, usize>> = vec![BTreeMap::new(); k];
    for u in units {
        let need = |i: usize| per_block(g, &u.difference(&passes[i]).copied().collect(), acc);
        let slot =
            (0..k).find(|&i| need(i).iter().all(|(b, n)| used[i].get(b).copied().unwrap_or(0) + n <= regs(g, *b)))?;
        for (b, n) in need(slot) {
            *used[slot].entry(b).or_default() += n;
        }
        passes[slot].extend(u.iter().copied());
    }
    Some(passes)
}

// ---- Random requests.

/// A request: a product's GPU, distinct counters of its catalog (SQ ones
/// sometimes accumulated), and metrics of a few counters each drawn from a
/// small pool, so that they share counters (some of no counter).
fn requests() -> impl Strategy<Value = (Gpu, Vec<Request<'static>>, Metrics)> {
    (0..PRODUCTS.len()).prop_flat_map(|i| {
        let g = PRODUCTS[i].gpu;
        let catalog = Catalog::of(g.target).unwrap();
        let accumulable = |name: &str| {
            catalog.find(name).is_some_and(|c| c.block == Block::Sq)
                && accumulator(catalog, Resolution::LowRes).is_some()
        };
        let names: Vec<&'static str> = catalog.counters.iter().map(|c| c.name()).collect();
        let request = move |(name, a): (&'static str, u8)| match a {
            1 if accumulable(name) => Request::accumulated(name, Resolution::HighRes),
            2 if accumulable(name) => Request::accumulated(name, Resolution::LowRes),
            _ => Request::plain(name),
        };
        let counters = proptest::sample::subsequence(names.clone(), 0..40)
            .prop_shuffle()
            .prop_flat_map(|ns| proptest::collection::vec(0u8..8, ns.len()).prop_map(move |a| (ns.clone(), a)))
            .prop_map(move |(ns, a)| ns.into_iter().zip(a).map(request).collect::<Vec<_>>());
        let pool = proptest::sample::subsequence(names, 1..30);
        let metrics = pool.prop_flat_map(move |pool| {
            let metric = (proptest::collection::vec((proptest::sample::select(pool.clone()), 0u8..8), 0..7))
                .prop_map(move |rs| rs.into_iter().map(request).collect::<Vec<_>>());
            proptest::collection::vec(metric, 0..12)
        });
        let metrics = metrics.prop_map(|ms| ms.into_iter().enumerate().map(|(i, m)| (format!("m{i:02}"), m)).collect());
        (Just(g), counters, metrics)
    })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

    /// The core's passes are the old host planner's, whatever order the
    /// metrics come in.
    #[test]
    fn passes_are_the_host_planners((g, counters, metrics) in requests()) {
        let expected = oracle(&g, &counters, &metrics);
        prop_assert_eq!(core_plan(&g, &counters, &metrics), expected);
        let reversed: Vec<_> = metrics.iter().rev().cloned().collect();
        let oracle_counters: Vec<_> = counters.to_vec();
        prop_assert_eq!(core_plan(&g, &oracle_counters, &reversed), oracle(&g, &counters, &metrics));
    }

    /// Single counters only: the plan reaches the lower bound.
    #[test]
    fn single_counters_reach_the_lower_bound((g, counters, _) in requests()) {
        let p = core_plan(&g, &counters, &[]);
        prop_assert_eq!(p.passes.len(), p.lower_bound);
    }
}

// ---- Chosen requests, planned by hand.

fn names(p: &Plan<'_>, k: usize) -> Vec<(&'static str, Option<Resolution>)> {
    p.pass(k).map(|r| (r.name, r.accumulate)).collect()
}

/// MI300X (gfx942: TCC 4 registers, GRBM 2, SQ 16): ten TCC counters take
/// three passes (the lower bound); GPUBusy's and LdsLatency's counters go
/// together into the first, before the lone counters; a metric of five TCC
/// counters is split, one accumulating SQ_INST_LEVEL_LDS at LOW_RES while the
/// request takes HIGH_RES conflicts, CU_NUM is counterless.
#[test]
fn a_three_pass_mi300x_request() {
    let g = gpu::products::find("mi300x").unwrap().gpu;
    let counters = [
        "TCC_WRITE",
        "TCC_HIT",
        "TCC_REQ",
        "TCC_MISS",
        "TCC_READ",
        "TCC_EA0_WRREQ",
        "TCC_ATOMIC",
        "TCC_CYCLE",
        "TCC_BUSY",
        "TCC_EA0_RDREQ",
    ]
    .map(Request::plain);
    let mut counters = counters.to_vec();
    counters.push(Request::accumulated("SQ_INST_LEVEL_LDS", Resolution::HighRes));
    let busy = [Request::plain("GRBM_GUI_ACTIVE"), Request::plain("GRBM_COUNT")];
    let lds = [Request::accumulated("SQ_INST_LEVEL_LDS", Resolution::HighRes), Request::plain("SQ_INSTS_LDS")];
    let low = [Request::accumulated("SQ_INST_LEVEL_LDS", Resolution::LowRes)];
    let tcc5 = ["TCC_HIT", "TCC_MISS", "TCC_READ", "TCC_WRITE", "TCC_REQ"].map(Request::plain);
    let metrics = [
        Metric { name: "TCC5", counters: &tcc5 },
        Metric { name: "Lds_low", counters: &low },
        Metric { name: "LdsLatency", counters: &lds },
        Metric { name: "GPUBusy", counters: &busy },
        Metric { name: "CU_NUM", counters: &[] },
    ];
    let mut p = Box::new(Plan::new());
    plan(&g, &counters, &metrics, &[], &mut p).unwrap();
    assert_eq!((p.passes(), p.lower_bound()), (3, 3));
    let hi = Some(Resolution::HighRes);
    assert_eq!(
        names(&p, 0),
        [
            ("GRBM_COUNT", None),
            ("GRBM_GUI_ACTIVE", None),
            ("SQ_INSTS_LDS", None),
            ("SQ_INST_LEVEL_LDS", hi),
            ("TCC_ATOMIC", None),
            ("TCC_BUSY", None),
            ("TCC_CYCLE", None),
            ("TCC_EA0_RDREQ", None)
        ]
    );
    assert_eq!(names(&p, 1), [("TCC_EA0_WRREQ", None), ("TCC_HIT", None), ("TCC_MISS", None), ("TCC_READ", None)]);
    assert_eq!(names(&p, 2), [("TCC_REQ", None), ("TCC_WRITE", None)]);
    assert_eq!(names(&p, 3), []);
    assert_eq!(p.completes(0).collect::<Vec<_>>(), ["CU_NUM", "GPUBusy", "LdsLatency"]);
    assert_eq!((p.completes(1).count(), p.completes(2).count()), (0, 0));
    assert_eq!(p.split().collect::<Vec<_>>(), ["TCC5"]);
    assert_eq!(p.counterless().collect::<Vec<_>>(), ["CU_NUM"]);
    assert_eq!(p.conflicting().collect::<Vec<_>>(), ["Lds_low"]);
    // Each pass lays out: the accumulator follows its level counter.
    let l: Layout = p.layout(0, &[]).unwrap().unwrap();
    let at: Vec<_> = l.counters().iter().map(|c| (c.name, c.register)).skip(2).take(3).collect();
    assert_eq!(at, [("SQ_INSTS_LDS", 0), ("SQ_INST_LEVEL_LDS", 1), ("SQ_ACCUM_PREV_HIRES", 2)]);
    assert!(p.layout::<64>(3, &[]).is_none());
}

/// R9700 (gfx1201: GL2C 4 registers): six GL2C counters take two passes;
/// L2CacheHit's and GPUBusy's counters go into the first.
#[test]
fn a_two_pass_r9700_request() {
    let g = gpu::products::find("r9700").unwrap().gpu;
    let counters =
        ["GL2C_EA_WRREQ", "GL2C_EA_RDREQ_64B", "GL2C_MISS", "GL2C_EA_RDREQ", "GL2C_HIT", "GL2C_EA_RDREQ_32B"]
            .map(Request::plain);
    let hit = [Request::plain("GL2C_HIT"), Request::plain("GL2C_MISS")];
    let busy = [Request::plain("GRBM_GUI_ACTIVE"), Request::plain("GRBM_COUNT")];
    let metrics = [Metric { name: "L2CacheHit", counters: &hit }, Metric { name: "GPUBusy", counters: &busy }];
    let mut p = Box::new(Plan::new());
    plan(&g, &counters, &metrics, &[], &mut p).unwrap();
    assert_eq!((p.passes(), p.lower_bound()), (2, 2));
    let plain = |ns: &[&'static str]| ns.iter().map(|n| (*n, None)).collect::<Vec<_>>();
    assert_eq!(
        names(&p, 0),
        plain(&["GL2C_EA_RDREQ", "GL2C_EA_RDREQ_32B", "GL2C_HIT", "GL2C_MISS", "GRBM_COUNT", "GRBM_GUI_ACTIVE"])
    );
    assert_eq!(names(&p, 1), plain(&["GL2C_EA_RDREQ_64B", "GL2C_EA_WRREQ"]));
    assert_eq!(p.completes(0).collect::<Vec<_>>(), ["GPUBusy", "L2CacheHit"]);
    assert_eq!(p.completes(1).count(), 0);
}

/// Every gfx942 counter plans, at the lower bound the blocks' registers set,
/// each counter in exactly one pass, and each pass lays out.
#[test]
fn all_gfx942_counters_plan_at_the_lower_bound() {
    let g = gpu::products::find("mi300x").unwrap().gpu;
    let catalog = Catalog::of(g.target).unwrap();
    let counters: Vec<Request<'static>> = catalog.counters.iter().map(|c| Request::plain(c.name())).collect();
    assert_eq!(counters.len(), 265);
    let mut per_block: BTreeMap<Block, usize> = BTreeMap::new();
    for c in catalog.counters {
        *per_block.entry(c.block).or_default() += 1;
    }
    let bound = per_block.iter().map(|(b, n)| n.div_ceil(regs(&g, *b))).max().unwrap();
    let mut p = Box::new(Plan::new());
    plan(&g, &counters, &[], &[], &mut p).unwrap();
    assert_eq!((p.passes(), p.lower_bound()), (bound, bound));
    let mut seen = Vec::new();
    for k in 0..p.passes() {
        let l: Layout = p.layout(k, &[]).unwrap().unwrap();
        seen.extend(l.counters().iter().map(|c| c.name));
    }
    seen.sort_unstable();
    assert_eq!(seen, catalog.counters.iter().map(|c| c.name()).collect::<Vec<_>>());
}

#[test]
fn refusals_name_the_fault_and_leave_the_plan_empty() {
    let g = gpu::products::find("mi300x").unwrap().gpu;
    // The request outlives the plan, which borrows its metrics' names.
    let busy = [Request::plain("GRBM_COUNT")];
    let foo = [Request::plain("SQ_FOO")];
    let names: Vec<String> = (0..=MAX_PLAN_METRICS).map(|i| format!("m{i}")).collect();
    let mut p = Box::new(Plan::new());
    plan(&g, &[Request::plain("GRBM_COUNT")], &[], &[], &mut p).unwrap();
    assert_eq!(p.passes(), 1);
    let twice = [Metric { name: "GPUBusy", counters: &busy }, Metric { name: "GPUBusy", counters: &[] }];
    let e = plan(&g, &[], &twice, &[], &mut p).unwrap_err();
    assert_eq!(
        (e, e.to_string(), e.code()),
        (PlanError::MetricTwice { name: "GPUBusy" }, "metric GPUBusy is listed twice".into(), 67)
    );
    assert_eq!(p.passes(), 0);
    let e = plan(&g, &[Request::plain("SQ_WAVES")], &[Metric { name: "m", counters: &foo }], &[], &mut p).unwrap_err();
    assert_eq!((e.to_string(), e.code()), ("gfx942 counts no SQ_FOO".to_owned(), 2));
    let e = plan(&g, &[Request::accumulated("TCC_HIT", Resolution::HighRes)], &[], &[], &mut p).unwrap_err();
    let refused = LayoutError::AccumulateOutsideSq { name: "TCC_HIT", block: Block::Tcc };
    assert_eq!(
        (e, e.to_string()),
        (PlanError::Layout(refused), "accumulate takes SQ counters only; TCC_HIT is a TCC counter".into())
    );
    let many: Vec<Metric<'_>> = names.iter().map(|n| Metric { name: n, counters: &[] }).collect();
    let e = plan(&g, &[], &many, &[], &mut p).unwrap_err();
    assert_eq!((e.to_string(), e.code()), ("a plan holds at most 512 metrics".to_owned(), 65));
    // 265 catalog counters and 248 of a definitions file: one too many.
    let defined: Vec<Definition> = (0..248)
        .map(|i| Definition {
            name: Box::leak(format!("GRBM_EXTRA{i}").into_boxed_str()),
            block: Block::Grbm,
            event: 1,
        })
        .collect();
    let mut counters: Vec<Request<'static>> =
        Catalog::of(g.target).unwrap().counters.iter().map(|c| Request::plain(c.name())).collect();
    counters.extend(defined.iter().map(|d| Request::plain(d.name)));
    assert_eq!(counters.len(), MAX_PLAN_COUNTERS + 1);
    let e = plan(&g, &counters, &[], &defined, &mut p).unwrap_err();
    assert_eq!((e.to_string(), e.code(), p.passes()), ("a plan holds at most 512 counters".to_owned(), 64, 0));
    // One fewer fits: GRBM's 2 registers then set the bound (gfx942's 10
    // GRBM counters and 247 defined).
    counters.pop();
    let grbm = Catalog::of(g.target).unwrap().counters.iter().filter(|c| c.block == Block::Grbm).count();
    assert_eq!(grbm, 10);
    plan(&g, &counters, &[], &defined, &mut p).unwrap();
    assert_eq!((p.passes(), p.lower_bound()), (129, 129));
}
