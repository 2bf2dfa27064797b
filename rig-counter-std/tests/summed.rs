//! What sums over dimensions determine of an expression (`metrics::summed`),
//! and that what they determine evaluates exactly from the sums.

use rig_counter_core::samples::{Coordinate, Dimension};
use rig_counter_std::metrics::summed::{Held, SummedError, check};
use rig_counter_std::metrics::{MapSource, ReduceOp, Scalar, Source, Tensor, evaluate, parse};
use std::collections::{BTreeMap, BTreeSet};

const SE: Dimension = Dimension::ShaderEngine;
const INST: Dimension = Dimension::Instance;

/// TCC_HIT and TCC_MISS over 4 instances, SQ_WAVES over 2 engines,
/// GRBM_COUNT of one instance; each per-instance value given.
fn per_instance() -> MapSource {
    let mut s = MapSource::default();
    let over = |d: Dimension, values: &[f64]| {
        Tensor::new([d], values.iter().enumerate().map(|(i, v)| (Coordinate::default().with(d, i as u32), *v))).unwrap()
    };
    s.counters.insert("TCC_HIT".into(), over(INST, &[10.0, 20.0, 30.0, 40.0]));
    s.counters.insert("TCC_MISS".into(), over(INST, &[5.0, 5.0, 10.0, 0.0]));
    s.counters.insert("SQ_WAVES".into(), over(SE, &[7.0, 9.0]));
    s.counters.insert("GRBM_COUNT".into(), Tensor::scalar(1000.0));
    s.metrics.insert("HITS".into(), "reduce(TCC_HIT,sum)".into());
    s.metrics.insert("PEAK".into(), "reduce(TCC_HIT,max)".into());
    s.constants.insert("CU_NUM".into(), 60.0);
    s
}

/// The same counters as rocprofv3 writes them: each summed to one value.
fn summed() -> MapSource {
    let mut s = per_instance();
    for t in s.counters.values_mut() {
        *t = t.reduce(rig_counter_std::metrics::ReduceOp::Sum, &[]);
    }
    s
}

/// The summed dimensions of each counter, with their extents.
fn dims(name: &str) -> Option<BTreeMap<Dimension, u32>> {
    match name {
        "TCC_HIT" | "TCC_MISS" => Some(BTreeMap::from([(INST, 4)])),
        "SQ_WAVES" => Some(BTreeMap::from([(SE, 2)])),
        "GRBM_COUNT" => Some(BTreeMap::new()),
        _ => None,
    }
}

fn value(t: &Tensor) -> Scalar {
    assert_eq!(t.len(), 1, "{t:?}");
    *t.iter().next().unwrap().1
}

#[test]
fn what_is_linear_in_the_sums_evaluates_to_what_every_value_gives() {
    let cases = [
        ("reduce(TCC_HIT,sum)", 100.0),
        ("100*reduce(TCC_HIT,sum)/(reduce(TCC_HIT,sum)+reduce(TCC_MISS,sum))", 100.0 * 100.0 / 120.0),
        ("reduce(TCC_HIT+TCC_MISS,sum)", 120.0),
        ("reduce(TCC_HIT-TCC_MISS,sum)/CU_NUM", 80.0 / 60.0),
        ("reduce(2*TCC_HIT/4,sum)", 50.0),
        ("reduce(GRBM_COUNT,max)", 1000.0),
        ("HITS/reduce(SQ_WAVES,sum)", 100.0 / 16.0),
        ("-reduce(SQ_WAVES,sum,[DIMENSION_SHADER_ENGINE])", -16.0),
        ("reduce(reduce(TCC_HIT,avr,[DIMENSION_SHADER_ENGINE]),sum)+reduce(GRBM_COUNT,min)", 1100.0),
    ];
    for (text, want) in cases {
        let expr = parse(text).unwrap();
        assert_eq!(check(&expr, &summed(), &dims), Ok(BTreeSet::new()), "{text}");
        let exact = value(&evaluate(&expr, &per_instance()).unwrap());
        let from_sums = value(&evaluate(&expr, &summed()).unwrap());
        assert_eq!(exact, Scalar::Value(want), "{text}");
        assert_eq!(from_sums, exact, "{text}");
    }
}

#[test]
fn a_result_still_over_summed_dimensions_is_their_sum() {
    let expr = parse("TCC_HIT+TCC_MISS").unwrap();
    assert_eq!(check(&expr, &summed(), &dims), Ok(BTreeSet::from([INST])));
    assert_eq!(value(&evaluate(&expr, &summed()).unwrap()), Scalar::Value(120.0));
}

#[test]
fn what_the_sums_do_not_determine_is_refused_with_why() {
    let cases = [
        (
            "reduce(TCC_HIT,max)",
            "reduce(TCC_HIT,max) needs each value over DIMENSION_INSTANCE, and the file holds only their sum (rocprofv3's CSV sums a counter's instances)",
        ),
        (
            "PEAK",
            "reduce(TCC_HIT,max) needs each value over DIMENSION_INSTANCE, and the file holds only their sum (rocprofv3's CSV sums a counter's instances)",
        ),
        (
            "reduce(TCC_HIT,avr)",
            "reduce(TCC_HIT,avr) needs each value over DIMENSION_INSTANCE, and the file holds only their sum (rocprofv3's CSV sums a counter's instances)",
        ),
        (
            "select(TCC_HIT,[DIMENSION_INSTANCE=[1]])",
            "select(TCC_HIT,[DIMENSION_INSTANCE=[1]]) needs each value over DIMENSION_INSTANCE, and the file holds only their sum (rocprofv3's CSV sums a counter's instances)",
        ),
        (
            "reduce(TCC_HIT/TCC_MISS,sum)",
            "(TCC_HIT/TCC_MISS) needs each value over DIMENSION_INSTANCE, and the file holds only their sum (rocprofv3's CSV sums a counter's instances)",
        ),
        (
            "reduce(TCC_HIT+1,sum)",
            "(TCC_HIT+1) needs each value over DIMENSION_INSTANCE, and the file holds only their sum (rocprofv3's CSV sums a counter's instances)",
        ),
        (
            "reduce(1/TCC_HIT,sum)",
            "(1/TCC_HIT) needs each value over DIMENSION_INSTANCE, and the file holds only their sum (rocprofv3's CSV sums a counter's instances)",
        ),
        (
            "TCC_HIT+SQ_WAVES",
            "cannot combine values over [DIMENSION_INSTANCE] with values over [DIMENSION_SHADER_ENGINE] by +; reduce or select to make their dimensions agree",
        ),
    ];
    for (text, why) in cases {
        let err = check(&parse(text).unwrap(), &summed(), &dims).unwrap_err();
        assert_eq!(err.to_string(), why, "{text}");
    }
}

#[test]
fn a_metric_the_file_holds_computed_counts_by_its_dimensions_alone() {
    // rocprofv3 computed PEAK from every value: it is one value, exact.
    let mut s = summed();
    s.counters.insert("PEAK".into(), Tensor::scalar(40.0));
    let expr = parse("PEAK*2").unwrap();
    assert_eq!(check(&expr, &s, &dims), Ok(BTreeSet::new()));
    assert_eq!(value(&evaluate(&expr, &s).unwrap()), Scalar::Value(80.0));
    // A name the file holds that is neither: its dimensions are unknown.
    s.counters.insert("SQ_NEWER".into(), Tensor::scalar(1.0));
    assert!(matches!(
        check(&parse("reduce(SQ_NEWER,max)").unwrap(), &s, &dims),
        Err(SummedError::UnknownDimensions { name }) if name == "SQ_NEWER"
    ));
}

/// TCA_BUSY and TCC_HIT as `layout` lays them out on an MI300X (8 dies of 32
/// TCA instances and of 16 TCC channels), each summed to one value: their
/// difference, taken value by value, meets at the instances both have,
/// which their sums do not tell apart.
#[test]
fn sums_over_dimensions_of_other_extents_are_not_combined() {
    const XCC: Dimension = Dimension::Xcc;
    let mut source = MapSource::default();
    for name in ["TCA_BUSY", "TCC_HIT", "TCC_MISS"] {
        source.counters.insert(name.to_owned(), Tensor::scalar(1.0));
    }
    let dimensions = |name: &str| match name {
        "TCA_BUSY" => Some(BTreeMap::from([(XCC, 8), (INST, 32)])),
        "TCC_HIT" | "TCC_MISS" => Some(BTreeMap::from([(XCC, 8), (INST, 16)])),
        _ => None,
    };
    let over = |text: &str| check(&parse(text).unwrap(), &source, &dimensions);
    assert_eq!(
        over("reduce(TCA_BUSY-TCC_HIT,sum)").unwrap_err().to_string(),
        "(TCA_BUSY-TCC_HIT) combines a sum over DIMENSION_XCC of 8, DIMENSION_INSTANCE of 32 with a sum over \
         DIMENSION_XCC of 8, DIMENSION_INSTANCE of 16: the values they share are not known from their sums"
    );
    // The same extents combine; sums reduced first are values of no dimensions.
    assert_eq!(over("reduce(TCC_HIT+TCC_MISS,sum)"), Ok(BTreeSet::new()));
    assert_eq!(over("TCC_HIT+TCC_MISS"), Ok(BTreeSet::from([XCC, INST])));
    assert_eq!(over("reduce(TCA_BUSY,sum)-reduce(TCC_HIT,sum)"), Ok(BTreeSet::new()));
}

/// The summed counters of [`summed`], with TCC_HIT's four values held one
/// per instance without their indexes (rocprofv3's JSON and rocpd outputs):
/// a reduction of TCC_HIT over every dimension it has is known.
struct Unindexed(MapSource);

impl Source for Unindexed {
    fn counter(&self, name: &str) -> Option<Tensor> {
        self.0.counter(name)
    }
    fn constant(&self, name: &str) -> Option<f64> {
        self.0.constant(name)
    }
    fn metric(&self, name: &str) -> Option<String> {
        self.0.metric(name)
    }
    fn reduced(&self, name: &str, op: ReduceOp, dimensions: &[Dimension]) -> Option<Scalar> {
        let values = [10.0, 20.0, 30.0, 40.0];
        if name != "TCC_HIT" || !(dimensions.is_empty() || dimensions.contains(&INST)) {
            return None;
        }
        Some(Scalar::Value(match op {
            ReduceOp::Sum => 100.0,
            ReduceOp::Max => values[3],
            ReduceOp::Min => values[0],
            ReduceOp::Average => 25.0,
        }))
    }
}

#[test]
fn values_held_without_their_indexes_determine_a_reduction_over_every_dimension() {
    let s = Unindexed(summed());
    for (text, want) in [
        ("reduce(TCC_HIT,max)", 40.0),
        ("PEAK/reduce(TCC_HIT,min)", 4.0),
        ("reduce(TCC_HIT,avr,[DIMENSION_INSTANCE])", 25.0),
        ("reduce(TCC_HIT,max)-reduce(TCC_MISS,sum)", 20.0),
    ] {
        let expr = parse(text).unwrap();
        assert_eq!(check(&expr, &s, &dims), Ok(BTreeSet::new()), "{text}");
        assert_eq!(value(&evaluate(&expr, &s).unwrap()), Scalar::Value(want), "{text}");
        // Exactly what every value at its index gives.
        assert_eq!(value(&evaluate(&expr, &per_instance()).unwrap()), Scalar::Value(want), "{text}");
    }
    // What needs an instance's index is not, and the refusal says what the
    // file holds: TCC_HIT's values without indexes, TCC_MISS's sum alone,
    // no TCC_EA0_RDREQ at all.
    let refused = |text: &str| check(&parse(text).unwrap(), &s, &dims).unwrap_err();
    assert_eq!(
        refused("select(TCC_HIT,[DIMENSION_INSTANCE=[1]])").to_string(),
        "select(TCC_HIT,[DIMENSION_INSTANCE=[1]]) needs each value over DIMENSION_INSTANCE at its index, and the file \
         holds the values without their indexes (rocprofv3's JSON and rocpd outputs do not say which instance a value \
         is; a reduce over every dimension of a counter is computed from them)"
    );
    assert!(matches!(refused("reduce(TCC_HIT/TCC_MISS,sum)"), SummedError::NotDetermined { held: Held::Sum, .. }));
    let dims_too = |n: &str| if n == "TCC_EA0_RDREQ" { Some(BTreeMap::from([(INST, 4)])) } else { dims(n) };
    assert_eq!(
        check(&parse("reduce(TCC_EA0_RDREQ,max)").unwrap(), &s, &dims_too).unwrap_err().to_string(),
        "reduce(TCC_EA0_RDREQ,max) needs each value over DIMENSION_INSTANCE, and the files read hold no value of \
         TCC_EA0_RDREQ for the dispatches concerned"
    );
}

/// Break test 5, A1: metrics naming each other ten times a level, fifteen
/// levels deep (a 2 KB definitions file), name F0 10^15 times; the check
/// walked every one of those (4 s at 6 levels, x10 a level). Each metric is
/// now checked once.
#[test]
fn metrics_naming_each_other_many_times_are_checked_once_each() {
    let mut s = summed();
    s.metrics.insert("F0".into(), "TCC_HIT+TCC_MISS".into());
    for i in 1..=15 {
        s.metrics.insert(format!("F{i}"), vec![format!("F{}", i - 1); 10].join("+"));
    }
    let f15 = parse("F15").unwrap();
    assert_eq!(check(&f15, &s, &dims), Ok(BTreeSet::from([INST])));
    // 10^15 times the sums' 100 + 20.
    assert_eq!(value(&evaluate(&f15, &s).unwrap()), Scalar::Value(1.2e17));
    let peak = parse("reduce(F15,max)").unwrap();
    assert_eq!(
        check(&peak, &s, &dims),
        Err(SummedError::NotDetermined {
            what: "reduce(F15,max)".into(),
            dimensions: BTreeSet::from([INST]),
            held: Held::Sum
        })
    );
}
