//! Pass planning: the fewest passes, the same for any order, metrics together.

use proptest::prelude::*;
use rig_counter_core::Target;
use rig_counter_core::catalog::{Block, Catalog};
use rig_counter_core::gpu::products;
use rig_counter_std::definitions::load;
use rig_counter_std::plan::plan;
use std::collections::BTreeSet;

fn all_names(key: &str) -> Vec<String> {
    let g = products::find(key).unwrap().gpu;
    Catalog::of(g.target).unwrap().counters.iter().map(|c| c.name().to_owned()).collect()
}

fn metrics(p: &str) -> std::collections::BTreeMap<String, rig_counter_std::definitions::Metric> {
    load(Target::parse(p).unwrap(), None).unwrap().metrics
}

#[test]
fn every_counter_of_gfx942_in_the_fewest_passes() {
    let g = products::find("mi300x").unwrap().gpu;
    let names = all_names("mi300x");
    let p = plan(&g, &names, &metrics("gfx942")).unwrap();
    // 265 counters of 10 blocks; the most passes any block needs is TCC's: 45 counters over 4 registers, 12.
    assert_eq!((p.passes.len(), p.lower_bound), (12, 12));
    let placed: Vec<&str> = p.passes.iter().flat_map(|x| x.layout.counters().iter().map(|c| c.name)).collect();
    assert_eq!(placed.len(), names.len());
    assert_eq!(placed.iter().collect::<BTreeSet<_>>().len(), names.len());
}

#[test]
fn a_metrics_counters_share_a_pass_and_the_pass_says_it_completes_it() {
    let g = products::find("r9700").unwrap().gpu;
    let mut names: Vec<String> = all_names("r9700").into_iter().filter(|n| n.starts_with("SQ_")).collect();
    names.push("GPU_UTIL".into());
    let p = plan(&g, &names, &metrics("gfx1201")).unwrap();
    let with_util: Vec<_> = p.passes.iter().filter(|x| x.metrics.contains(&"GPU_UTIL".to_owned())).collect();
    assert_eq!(with_util.len(), 1);
    let util = with_util[0].layout.counters().iter().map(|c| c.name).collect::<BTreeSet<_>>();
    assert!(util.contains("GRBM_GUI_ACTIVE") && util.contains("GRBM_COUNT"));
}

#[test]
fn a_name_that_is_neither_counter_nor_metric_is_refused_with_a_hint() {
    let g = products::find("r9700").unwrap().gpu;
    let e = plan(&g, &["GPU_UTIL".into(), "sq_waves".into()], &metrics("gfx1201")).unwrap_err();
    assert_eq!(e.to_string(), "gfx1201 counts no sq_waves; did you mean SQ_WAVES?");
}

/// A product's GPU and a random subset of its counters, as names.
fn requests() -> impl Strategy<Value = (String, Vec<String>)> {
    prop_oneof![Just("mi300x"), Just("mi355x"), Just("r9700"), Just("rx7900xtx")].prop_flat_map(|key| {
        let names = all_names(key);
        let most = names.len().min(60);
        (Just(key.to_owned()), proptest::sample::subsequence(names, 0..=most).prop_shuffle())
    })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    #[test]
    fn without_metrics_the_passes_reach_the_lower_bound_and_hold_each_name_once((key, names) in requests()) {
        let g = products::find(&key).unwrap().gpu;
        let catalog = Catalog::of(g.target).unwrap();
        let p = plan(&g, &names, &Default::default()).unwrap();
        let mut per_block = std::collections::BTreeMap::<Block, usize>::new();
        for n in &names {
            *per_block.entry(catalog.find(n).unwrap().block).or_default() += 1;
        }
        let bound = per_block
            .iter()
            .map(|(b, n)| n.div_ceil(usize::from(b.shape(g.family().unwrap()).unwrap().registers)))
            .max()
            .unwrap_or(0);
        prop_assert_eq!(p.passes.len(), bound);
        let placed: Vec<&str> = p.passes.iter().flat_map(|x| x.layout.counters().iter().map(|c| c.name)).collect();
        prop_assert_eq!(placed.len(), names.len());
        let placed_set: BTreeSet<&str> = placed.iter().copied().collect();
        let wanted: BTreeSet<&str> = names.iter().map(String::as_str).collect();
        prop_assert_eq!(placed_set, wanted);
    }

    #[test]
    fn permutations_give_identical_plans((key, mut names) in requests(), seed in any::<u64>()) {
        let g = products::find(&key).unwrap().gpu;
        let m = metrics(&g.processor().to_string());
        names.push("GPU_UTIL".into());
        let a = plan(&g, &names, &m).unwrap();
        let mut shuffled = names.clone();
        let n = shuffled.len();
        for i in 0..n {
            shuffled.swap(i, (seed.rotate_left(i as u32) as usize) % n);
        }
        let b = plan(&g, &shuffled, &m).unwrap();
        let show = |p: &rig_counter_std::plan::Plan| -> Vec<(Vec<&str>, Vec<String>)> {
            p.passes.iter().map(|x| (x.layout.counters().iter().map(|c| c.name).collect(), x.metrics.clone())).collect()
        };
        prop_assert_eq!(show(&a), show(&b));
    }
}

fn with(metrics: &[(&str, &str)]) -> std::collections::BTreeMap<String, rig_counter_std::definitions::Metric> {
    let mut m = self::metrics("gfx1201");
    for (name, expression) in metrics {
        let metric = rig_counter_std::definitions::Metric {
            name: (*name).into(),
            expression: (*expression).into(),
            description: String::new(),
            source: "test".into(),
        };
        m.insert((*name).into(), metric);
    }
    m
}

#[test]
fn a_metric_that_metric_could_not_evaluate_is_refused_as_metric_refuses_it() {
    let g = products::find("r9700").unwrap().gpu;
    let m = with(&[("MA", "MB+SQ_WAVES"), ("MB", "MA+GRBM_COUNT"), ("UNK", "FOO_BAR+SQ_WAVES")]);
    let e = plan(&g, &["MA".into()], &m).unwrap_err();
    assert_eq!(e.to_string(), "MA: derived metrics refer to themselves: MA -> MB -> MA (defined in test)");
    let e = plan(&g, &["UNK".into()], &m).unwrap_err();
    assert_eq!(e.to_string(), "UNK: gfx1201 counts no FOO_BAR");
}

#[test]
fn metrics_of_no_counter_or_too_many_counters_are_said_not_claimed() {
    let g = products::find("r9700").unwrap().gpu;
    let sq: Vec<String> = all_names("r9700")
        .into_iter()
        .filter(|n| n.starts_with("SQ_") && !n.contains("LEVEL") && !n.contains("ACCUM"))
        .take(9)
        .collect();
    let big = sq.join("+");
    let m = with(&[("BIG", &big)]);
    let p = plan(&g, &["BIG".into(), "CU_NUM".into()], &m).unwrap();
    assert_eq!(p.split, ["BIG"]);
    assert_eq!(p.counterless, ["CU_NUM"]);
    assert_eq!(p.passes.len(), 2);
    assert_eq!((p.passes[0].metrics.clone(), p.passes[1].metrics.clone()), (vec!["CU_NUM".to_owned()], vec![]));
}

#[test]
fn metrics_sharing_counters_that_do_not_fit_together_each_get_the_shared_counters() {
    // Issue 10, item 6: FETCH_SIZE alone fits one pass, but beside BANDWIDTH_EA
    // it lost TCC_BUBBLE and TCC_EA0_RDREQ to BANDWIDTH_EA's unit and was
    // reported as not fitting.
    let g = products::find("mi300x").unwrap().gpu;
    let names = ["FETCH_SIZE".to_owned(), "BANDWIDTH_EA".to_owned()];
    let p = plan(&g, &names, &metrics("gfx942")).unwrap();
    assert!(p.split.is_empty(), "{:?}", p.split);
    let completes: Vec<Vec<String>> = p.passes.iter().map(|x| x.metrics.clone()).collect();
    assert_eq!(completes, [vec!["BANDWIDTH_EA".to_owned()], vec!["FETCH_SIZE".to_owned()]]);
    let second: Vec<&str> = p.passes[1].layout.counters().iter().map(|c| c.name).collect();
    assert_eq!(second, ["TCC_BUBBLE", "TCC_EA0_RDREQ", "TCC_EA0_RDREQ_32B"]);
    let mut out = Vec::new();
    let args = ["rig-counter", "plan", "mi300x", "FETCH_SIZE", "BANDWIDTH_EA"];
    assert_eq!(rig_counter_std::cli::run(args, &mut out, &mut Vec::new()), 0);
    let text = String::from_utf8(out).unwrap();
    let head: Vec<&str> = text.lines().take(3).collect();
    assert_eq!(
        head,
        [
            "6 counters in 2 passes on gfx942 (Instinct MI300X) (the blocks' registers need at least 2)",
            "TCC_BUBBLE is counted in 2 passes: metrics that share it do not fit one pass together",
            "TCC_EA0_RDREQ is counted in 2 passes: metrics that share it do not fit one pass together",
        ]
    );
}

/// A request larger than the core's planner holds is refused in its words,
/// not planned in part: gfx942's 265 counters and 248 of a definitions file
/// are 513 counters (rig_counter_core::plan::MAX_PLAN_COUNTERS is 512).
#[test]
fn more_counters_than_the_planner_holds_are_refused() {
    let g = products::find("mi300x").unwrap().gpu;
    let defined: Vec<rig_counter_core::Definition> = (0..248)
        .map(|i| rig_counter_core::Definition {
            name: Box::leak(format!("GRBM_EXTRA{i}").into_boxed_str()),
            block: Block::Grbm,
            event: 1,
        })
        .collect();
    let mut names = all_names("mi300x");
    names.extend(defined.iter().map(|d| d.name.to_owned()));
    let e = rig_counter_std::plan::plan_with(&g, &names, &metrics("gfx942"), &defined).unwrap_err();
    assert_eq!(e.to_string(), "a plan holds at most 512 counters");
    names.pop();
    let p = rig_counter_std::plan::plan_with(&g, &names, &metrics("gfx942"), &defined).unwrap();
    // 10 GRBM counters of the catalog and 247 defined over GRBM's 2 registers.
    assert_eq!((p.passes.len(), p.lower_bound), (129, 129));
}

/// The core's table of built-in metrics (rig_counter_core::plan::builtin,
/// generated by `xtask plan-metrics`) gives every built-in metric of every
/// processor the counters the host's expression evaluator finds it needs,
/// with the same accumulations, and no metric the host lacks.
#[test]
fn the_cores_metric_table_resolves_as_the_host_does() {
    let mut checked = 0;
    for arch in ["gfx942", "gfx950", "gfx1100", "gfx1101", "gfx1102", "gfx1150", "gfx1151", "gfx1152", "gfx1153"]
        .into_iter()
        .chain(["gfx1200", "gfx1201", "gfx1202", "gfx1250"])
    {
        let target = Target::parse(arch).unwrap();
        let host = metrics(arch);
        let known = rig_counter_std::known::Known::of(target, &[]).unwrap();
        let table = rig_counter_core::plan::builtins(target);
        assert_eq!(table.len(), host.len(), "{arch}");
        for (name, counters) in table {
            let core: Vec<String> =
                counters.iter().map(|r| rig_counter_std::request_name(r.name, r.accumulate)).collect();
            let expected = rig_counter_std::plan::requests_needed(name, &host, &known).unwrap();
            assert_eq!(core, expected, "{arch} {name}");
            checked += 1;
        }
    }
    let lds = rig_counter_core::plan::builtin(Target::parse("gfx942").unwrap(), "LdsLatency").unwrap();
    let accumulated =
        rig_counter_core::Request::accumulated("SQ_INST_LEVEL_LDS", rig_counter_core::Resolution::HighRes);
    // By name, byte order: SQ_INSTS_LDS before SQ_INST_LEVEL_LDS.
    assert_eq!(lds.counters, [rig_counter_core::Request::plain("SQ_INSTS_LDS"), accumulated]);
    assert!(checked > 500, "{checked}");
}
