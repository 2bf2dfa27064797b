//! rocprofiler's expression language: the worked examples of rocprofiler-sdk's counter collection docs,
//! division by zero, absent dimensions and select's limits, parse errors at their byte offsets,
//! every shipped expression, and properties against a naive evaluator.

use proptest::prelude::*;
use rig_counter_core::Gpu;
use rig_counter_core::gpu::products;
use rig_counter_core::samples::{Coordinate, Dimension, Samples};
use rig_counter_std::metrics::{
    self, EvalError, Expr, MapSource, ParseError, Scalar, Tensor, constants, counters_of, evaluate, parse,
};
use std::collections::{BTreeMap, BTreeSet};

const DEFINITIONS: &str =
    include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/../data/rocprofiler-counter-defs-2025-08.yaml"));

fn gpu(key: &str) -> Gpu {
    products::find(key).unwrap().gpu
}

fn at(xcc: u32, engine: u32, array: u32, wgp: u32) -> Coordinate {
    Coordinate { xcc, instance: 0, engine, array, wgp }
}

use rig_counter_core::Resolution;

fn source(counters: &[(&str, Tensor)]) -> MapSource {
    MapSource { counters: counters.iter().map(|(n, t)| (n.to_string(), t.clone())).collect(), ..MapSource::default() }
}

fn eval(text: &str, source: &MapSource) -> Result<Tensor, EvalError> {
    evaluate(&parse(text).unwrap(), source)
}

/// The values in coordinate order (WGP fastest), undefined as `None`.
fn values(t: &Tensor) -> Vec<Option<f64>> {
    t.iter().map(|(_, v)| v.value()).collect()
}

fn numbers(range: std::ops::RangeInclusive<u32>, step: u32) -> Vec<Option<f64>> {
    range.step_by(step as usize).map(|v| Some(f64::from(v))).collect()
}

fn dims(t: &Tensor) -> Vec<Dimension> {
    t.dimensions().iter().copied().collect()
}

fn parse_error(text: &str) -> String {
    parse(text).unwrap_err().to_string()
}

// --- The documentation's worked examples ------------------------------------------------

/// XCC x SHADER_ARRAY x WGP of sizes 2, 4, 4, values 1..16 in each XCC.
fn seed_reduce_tensor() -> Tensor {
    let values = (0..2).flat_map(|x| (0..4).flat_map(move |sa| (0..4).map(move |w| (x, sa, w))));
    Tensor::new(
        [Dimension::Xcc, Dimension::ShaderArray, Dimension::Wgp],
        values.map(|(x, sa, w)| (at(x, 0, sa, w), f64::from(sa * 4 + w + 1))),
    )
    .unwrap()
}

/// XCC x SHADER_ENGINE x WGP of sizes 2, 4, 4, values 1..32.
fn seed_select_tensor() -> Tensor {
    let values = (0..2).flat_map(|x| (0..4).flat_map(move |se| (0..4).map(move |w| (x, se, w))));
    Tensor::new(
        [Dimension::Xcc, Dimension::ShaderEngine, Dimension::Wgp],
        values.map(|(x, se, w)| (at(x, se, 0, w), f64::from(x * 16 + se * 4 + w + 1))),
    )
    .unwrap()
}

#[test]
fn seed_reduce_over_xcc_then_xcc_and_shader_array() {
    let s = source(&[("X", seed_reduce_tensor())]);
    let t = eval("reduce(X,sum,[DIMENSION_XCC])", &s).unwrap();
    assert_eq!(dims(&t), [Dimension::ShaderArray, Dimension::Wgp]);
    assert_eq!(values(&t), numbers(2..=32, 2));
    assert_eq!(t.get(&at(0, 0, 2, 1)), Some(Scalar::Value(20.0)), "SH[2] WGP[1]");

    let t = eval("reduce(X,sum,[DIMENSION_XCC,DIMENSION_SHADER_ARRAY])", &s).unwrap();
    assert_eq!(dims(&t), [Dimension::Wgp]);
    assert_eq!(values(&t), [Some(56.0), Some(64.0), Some(72.0), Some(80.0)]);

    let all = eval("reduce(X,sum)", &s).unwrap();
    assert_eq!(all.as_scalar(), Some(Scalar::Value(272.0)));
    assert_eq!(eval("reduce(X,avr)", &s).unwrap().as_scalar(), Some(Scalar::Value(8.5)));
    assert_eq!(eval("reduce(X,avg)", &s).unwrap().as_scalar(), Some(Scalar::Value(8.5)));
    assert_eq!(eval("reduce(X,min)", &s).unwrap().as_scalar(), Some(Scalar::Value(1.0)));
    assert_eq!(eval("reduce(X,max)", &s).unwrap().as_scalar(), Some(Scalar::Value(16.0)));
}

#[test]
fn seed_select_xcc_then_xcc_and_shader_engine() {
    let s = source(&[("Y", seed_select_tensor())]);
    let t = eval("select(Y,[DIMENSION_XCC=[0]])", &s).unwrap();
    assert_eq!(dims(&t), [Dimension::ShaderEngine, Dimension::Wgp]);
    assert_eq!(values(&t), numbers(1..=16, 1));

    let t = eval("select(Y, [DIMENSION_XCC=[0],DIMENSION_SHADER_ENGINE=[2]])", &s).unwrap();
    assert_eq!(dims(&t), [Dimension::Wgp]);
    assert_eq!(values(&t), [Some(9.0), Some(10.0), Some(11.0), Some(12.0)]);
    assert_eq!(t.get(&at(0, 0, 0, 3)), Some(Scalar::Value(12.0)), "selected dimensions become 0");

    let t = eval("select(Y,[DIMENSION_XCC=[1]])", &s).unwrap();
    assert_eq!(values(&t), numbers(17..=32, 1));
}

// --- Case 17: dimensions a tensor does not have --------------------------------

#[test]
fn select_and_reduce_on_absent_dimensions() {
    let per_engine =
        Tensor::new([Dimension::ShaderEngine], (0..4).map(|se| (at(0, se, 0, 0), f64::from(10 * (se + 1))))).unwrap();
    let s = source(&[("X", per_engine.clone())]);
    let forty = [Some(10.0), Some(20.0), Some(30.0), Some(40.0)];

    let t = eval("select(X,[DIMENSION_XCC=[0]])", &s).unwrap();
    assert_eq!((dims(&t), values(&t)), (vec![Dimension::ShaderEngine], forty.to_vec()));
    assert_eq!(eval("select(X,[DIMENSION_WGP=[0],DIMENSION_AID=[0],DIMENSION_AGENT=[0]])", &s).unwrap(), per_engine);

    let t = eval("select(X,[DIMENSION_XCC=[1]])", &s).unwrap();
    assert!(t.is_empty(), "index 1 of an absent dimension drops every value");
    assert_eq!(dims(&t), [Dimension::ShaderEngine]);
    let t = eval("select(X,[DIMENSION_INSTANCE=[1023]])", &s).unwrap();
    assert!(t.is_empty());

    let t = eval("select(X,[DIMENSION_XCC=[0],DIMENSION_SHADER_ENGINE=[3]])", &s).unwrap();
    assert_eq!(t.as_scalar(), Some(Scalar::Value(40.0)));

    assert_eq!(eval("reduce(X,sum,[DIMENSION_XCC])", &s).unwrap(), per_engine, "no-op");
    assert_eq!(eval("reduce(X,max,[DIMENSION_XCC,DIMENSION_WGP,DIMENSION_INSTANCE])", &s).unwrap(), per_engine);
    let t = eval("reduce(X,sum,[DIMENSION_XCC,DIMENSION_SHADER_ENGINE])", &s).unwrap();
    assert_eq!(t.as_scalar(), Some(Scalar::Value(100.0)));

    // Nothing to reduce: undefined, not a made-up 0.
    let t = eval("reduce(select(X,[DIMENSION_XCC=[1]]),sum)", &s).unwrap();
    assert_eq!(t.as_scalar(), Some(Scalar::Undefined));
    // An index past a present dimension's extent is an error (rocprofiler-sdk's docs: "the
    // index must also be within the actual extent of that dimension").
    assert_eq!(
        eval("select(X,[DIMENSION_SHADER_ENGINE=[4]])", &s).unwrap_err().to_string(),
        "DIMENSION_SHADER_ENGINE index 4 is beyond its extent, 4"
    );
}

#[test]
fn counters_of_a_run_have_the_dimensions_their_extent_exceeds_1_in() {
    let words = |n: usize| -> Vec<u8> { (0..n as u64).flat_map(|w| (w + 1).to_le_bytes()).collect() };

    let r9700 = gpu("r9700");
    let layout = rig_counter_core::layout(&r9700, &["GRBM_COUNT", "SQ_WAVES"]).unwrap();
    let bytes = words(1 + 32);
    let samples = Samples::new(&layout, &bytes).unwrap();
    let count = Tensor::of_counter(&samples.by_name("GRBM_COUNT").unwrap());
    assert_eq!(count.as_scalar(), Some(Scalar::Value(1.0)), "one die: no XCC dimension");
    let waves = Tensor::of_counter(&samples.by_name("SQ_WAVES").unwrap());
    assert_eq!(dims(&waves), [Dimension::ShaderEngine, Dimension::ShaderArray, Dimension::Wgp]);
    assert_eq!(waves.get(&at(0, 3, 1, 3)), Some(Scalar::Value(33.0)));
    let s = source(&[("SQ_WAVES", waves.clone()), ("GRBM_COUNT", count)]);
    assert_eq!(eval("select(SQ_WAVES,[DIMENSION_XCC=[0]])", &s).unwrap(), waves);
    assert_eq!(eval("reduce(SQ_WAVES,sum)", &s).unwrap().as_scalar(), Some(Scalar::Value(33.0 * 34.0 / 2.0 - 1.0)));

    let mi300x = gpu("mi300x");
    let layout = rig_counter_core::layout(&mi300x, &["GRBM_COUNT"]).unwrap();
    let bytes = words(8);
    let samples = Samples::new(&layout, &bytes).unwrap();
    let count = Tensor::of_counter(&samples.counter(0).unwrap());
    assert_eq!(dims(&count), [Dimension::Xcc]);
    assert_eq!(values(&count), numbers(1..=8, 1));
}

// --- Parse errors --------------------------------------------------------------

#[test]
fn parse_errors_give_byte_offset_expected_and_found() {
    assert_eq!(parse_error("(SQ_WAVES+1234,"), "at 14: expected `)`, found `,`");
    assert_eq!(
        parse("(SQ_WAVES+1234,").unwrap_err(),
        ParseError { position: 14, expected: "`)`".into(), found: "`,`".into() }
    );
    assert_eq!(
        parse_error("select(X,[DIMENSION_XCC=[0],DIMENSION_XCC=[1]])"),
        "at 28: expected a dimension other than DIMENSION_XCC, which is listed already, found `DIMENSION_XCC`"
    );
    assert_eq!(
        parse_error("select(X,[DIMENSION_XCC=[0,1]])"),
        "at 26: expected `]` (one index per dimension: select once per index), found `,`"
    );
    assert_eq!(
        parse_error("select(X,[DIMENSION_XCC=[0:1]])"),
        "at 26: expected `]` (one index per dimension: select once per index), found `:`"
    );
    assert_eq!(
        parse_error("accumulate(SQ_LEVEL_WAVES,FAST)"),
        "at 26: expected `HIGH_RES`, `LOW_RES` or `NONE`, found `FAST`"
    );
    assert_eq!(parse_error("accumulate(SQ_LEVEL_WAVES,high_res)").split(", found").nth(1), Some(" `high_res`"));
    // Unbalanced parentheses.
    assert_eq!(parse_error("(1+2"), "at 4: expected `)`, found end of input");
    assert_eq!(parse_error("((SQ_WAVES)"), "at 11: expected `)`, found end of input");
    assert_eq!(parse_error("1+2)"), "at 3: expected an operator or end of input, found `)`");
    assert_eq!(parse_error("reduce(SQ_WAVES,sum"), "at 19: expected `,` or `)`, found end of input");
    // Trailing junk.
    assert_eq!(
        parse_error("SQ_WAVES SQ_BUSY_CYCLES"),
        "at 9: expected an operator or end of input, found `SQ_BUSY_CYCLES`"
    );
    assert_eq!(parse_error("reduce(X,sum) 2"), "at 14: expected an operator or end of input, found `2`");
    assert_eq!(parse_error("TCC_HIT[3]"), "at 7: expected an operator or end of input, found `[`");
    // Indices: negative, past the field's bits, not an integer.
    assert_eq!(
        parse_error("select(X,[DIMENSION_SHADER_ENGINE=[-1]])"),
        "at 35: expected an index 0..=63 for DIMENSION_SHADER_ENGINE, found `-`"
    );
    assert_eq!(
        parse_error("select(X,[DIMENSION_XCC=[64]])"),
        "at 25: expected an index 0..=63 for DIMENSION_XCC, found `64`"
    );
    assert_eq!(
        parse_error("select(X,[DIMENSION_INSTANCE=[1024]])"),
        "at 30: expected an index 0..=1023 for DIMENSION_INSTANCE, found `1024`"
    );
    assert!(parse("select(X,[DIMENSION_INSTANCE=[1023],DIMENSION_WGP=[63]])").is_ok());
    assert_eq!(parse_error("select(X,[DIMENSION_WGP=[1.5]])").split(", found ").nth(1), Some("`1.5`"));
    assert_eq!(
        parse_error("select(X,[])"),
        "at 10: expected a dimension (`DIMENSION_XCC`, `DIMENSION_AID`, `DIMENSION_SHADER_ENGINE`, \
         `DIMENSION_AGENT`, `DIMENSION_SHADER_ARRAY`, `DIMENSION_WGP` or `DIMENSION_INSTANCE`), found `]`"
    );
    assert_eq!(parse_error("reduce(X,sum,[DIMENSION_SE])").split(", found ").nth(1), Some("`DIMENSION_SE`"));
    assert!(
        parse_error("reduce(X,sum,[DIMENSION_WGP,DIMENSION_WGP])").starts_with("at 28: expected a dimension other")
    );
    assert_eq!(parse_error("reduce(X,mean)"), "at 9: expected `sum`, `avr`, `avg`, `min` or `max`, found `mean`");
    // Characters, operands, reserved words.
    assert_eq!(parse_error("SQ_WAVES % 2"), "at 9: expected a number, a name or one of + - * / ( ) [ ] , =, found `%`");
    assert_eq!(parse_error("1. + 2"), "at 2: expected a digit after `.`, found ` `");
    assert_eq!(parse_error("é"), "at 0: expected a number, a name or one of + - * / ( ) [ ] , =, found `é`");
    assert_eq!(parse_error(""), "at 0: expected a number, a name, `-` or `(`, found end of input");
    assert_eq!(parse_error("2*"), "at 2: expected a number, a name, `-` or `(`, found end of input");
    assert_eq!(parse_error("reduce+1"), "at 6: expected `(`, found `+`");
}

#[test]
fn precedence_associativity_and_unary_minus() {
    let s = MapSource::default();
    let v = |text: &str| eval(text, &s).unwrap().as_scalar().unwrap().value().unwrap();
    assert_eq!(v("1+2*3"), 7.0);
    assert_eq!(v("(1+2)*3"), 9.0);
    assert_eq!(v("8-4-2"), 2.0);
    assert_eq!(v("64/4/2"), 8.0);
    assert_eq!(v("-2*3"), -6.0);
    assert_eq!(v("2*-3"), -6.0);
    assert_eq!(v("2--3"), 5.0);
    assert_eq!(v("0.5+ 1.25"), 1.75);
    assert_eq!(parse("1+2*3").unwrap().to_string(), "(1+(2*3))");
}

#[test]
fn deep_nesting_is_refused_not_a_stack_overflow() {
    let n = 100_000;
    let deep = format!("{}1{}", "(".repeat(n), ")".repeat(n));
    assert!(parse_error(&deep).contains("expected an expression nested at most 200 deep"));
    assert!(parse(&format!("{}1", "-".repeat(n))).is_err());
    assert!(parse(&format!("{}1", "1+".repeat(n))).is_err());
    assert!(parse(&format!("{}1{}", "reduce(".repeat(n), ",sum)".repeat(n))).is_err());
    let fine = format!("{}1{}", "(".repeat(150), ")".repeat(150));
    assert_eq!(parse(&fine).unwrap(), Expr::Number(1.0));
    assert!(parse(&format!("{}1", "1+".repeat(150))).is_ok());
}

// --- Case 15: division by zero --------------------------------------------------

#[test]
fn division_by_zero_is_undefined_and_undefined_propagates() {
    let active = Tensor::new([Dimension::Xcc], (0..8).map(|x| (at(x, 0, 0, 0), 100.0))).unwrap();
    let count = Tensor::new([Dimension::Xcc], (0..8).map(|x| (at(x, 0, 0, 0), 0.0))).unwrap();
    let s = source(&[("GRBM_GUI_ACTIVE", active.clone()), ("GRBM_COUNT", count)]);
    let util = eval("100*reduce(GRBM_GUI_ACTIVE,max)/reduce(GRBM_COUNT,max)", &s).unwrap();
    assert_eq!(util.as_scalar(), Some(Scalar::Undefined));
    assert_eq!(util.as_scalar().unwrap().to_string(), "undefined");

    let s0 = MapSource::default();
    for text in ["1/0", "0/0", "-1/0", "(1/0)+5", "5-(1/0)", "2*(1/0)", "-(1/0)", "(1/0)/0", "0*(1/0)"] {
        assert_eq!(eval(text, &s0).unwrap().as_scalar(), Some(Scalar::Undefined), "{text}");
    }
    // Value by value: only the coordinates divided by zero are undefined.
    let mixed =
        Tensor::new([Dimension::Xcc], (0..3).map(|x| (at(x, 0, 0, 0), if x == 1 { 0.0 } else { 2.0 }))).unwrap();
    let s = source(&[("A", active.select(&[(Dimension::Xcc, 0)])), ("M", mixed)]);
    let t = eval("6/M", &s).unwrap();
    assert_eq!(values(&t), [Some(3.0), None, Some(3.0)]);
    for op in ["sum", "avr", "min", "max"] {
        let r = eval(&format!("reduce(6/M,{op})"), &s).unwrap();
        assert_eq!(r.as_scalar(), Some(Scalar::Undefined), "{op}");
    }
    let r = eval("reduce(select(6/M,[DIMENSION_XCC=[2]]),sum)", &s).unwrap();
    assert_eq!(r.as_scalar(), Some(Scalar::Value(3.0)), "a defined value selected away from the undefined");
    // A result too large for an f64 is undefined too, never infinite.
    let big = format!("{}*{}", "9".repeat(300), "9".repeat(300));
    assert_eq!(eval(&big, &s0).unwrap().as_scalar(), Some(Scalar::Undefined));
}

// --- Names: counters, metrics, constants -------------------------------------

#[test]
fn a_missing_counter_is_an_error_naming_it() {
    let s = source(&[("SQ_WAVES", Tensor::scalar(4.0))]);
    let e = eval("reduce(SQ_WAVES,sum)/reduce(SQ_FOO,sum)", &s).unwrap_err();
    assert_eq!(e, EvalError::MissingCounter { name: "SQ_FOO".into() });
    assert_eq!(e.to_string(), "the run has no counter SQ_FOO");
    let e = eval("simd_per_cu", &s).unwrap_err();
    assert_eq!(e.to_string(), "the GPU has no value for simd_per_cu");
}

#[test]
fn derived_metrics_refer_to_others_and_cycles_are_named() {
    let mut s = source(&[("GRBM_GUI_ACTIVE", Tensor::scalar(50.0)), ("GRBM_COUNT", Tensor::scalar(200.0))]);
    s.metrics.insert("GPU_UTIL".into(), "100*GRBM_GUI_ACTIVE/GRBM_COUNT".into());
    s.metrics.insert("GPU_BUSY_FRACTION".into(), "GPU_UTIL/100".into());
    s.metrics.insert("CU_NUM".into(), "simd_count/simd_per_cu".into());
    s.metrics.insert("BROKEN".into(), "1+".into());
    s.constants = constants(&gpu("mi300x")).into_iter().map(|(k, v)| (k.to_owned(), v)).collect();
    let v = |t: Tensor| t.as_scalar().unwrap().value().unwrap();
    assert_eq!(v(eval("GPU_BUSY_FRACTION", &s).unwrap()), 0.25);
    assert_eq!(v(eval("GPU_UTIL*CU_NUM", &s).unwrap()), 25.0 * 304.0, "metric CU_NUM through the constants");
    // The same metric twice, not nested, is no cycle.
    assert_eq!(v(eval("GPU_BUSY_FRACTION+GPU_BUSY_FRACTION*GPU_BUSY_FRACTION", &s).unwrap()), 0.3125);
    // A counter comes before a metric of the same name, a metric before a constant.
    s.counters.insert("GPU_UTIL".into(), Tensor::scalar(7.0));
    assert_eq!(v(eval("GPU_UTIL", &s).unwrap()), 7.0);
    s.metrics.insert("SE_NUM".into(), "1".into());
    assert_eq!(v(eval("SE_NUM", &s).unwrap()), 1.0);

    let e = eval("2*BROKEN", &s).unwrap_err();
    assert_eq!(
        e.to_string(),
        "the expression of the derived metric BROKEN does not parse: at 2: expected a number, a name, `-` or `(`, \
         found end of input"
    );

    s.metrics.insert("A".into(), "B+1".into());
    s.metrics.insert("B".into(), "2*C".into());
    s.metrics.insert("C".into(), "reduce(A,sum)".into());
    s.metrics.insert("D".into(), "A".into());
    let e = eval("1+D", &s).unwrap_err();
    // From the metric evaluated, D, which leads into the cycle (issue 40,
    // item 9: the path started at A).
    assert_eq!(e, EvalError::Cycle { path: ["D", "A", "B", "C", "A"].map(String::from).to_vec() });
    assert_eq!(e.to_string(), "derived metrics refer to themselves: D -> A -> B -> C -> A");
    s.metrics.insert("SELF".into(), "SELF".into());
    assert_eq!(eval("SELF", &s).unwrap_err().to_string(), "derived metrics refer to themselves: SELF -> SELF");
}

#[test]
fn level_counters_only_inside_accumulate() {
    let s = source(&[
        ("SQ_LEVEL_WAVES", Tensor::scalar(1000.0)),
        ("SQ_ACCUM_PREV_HIRES", Tensor::scalar(10.0)),
        ("GRBM_GUI_ACTIVE", Tensor::scalar(10.0)),
    ]);
    let e = eval("SQ_LEVEL_WAVES/reduce(GRBM_GUI_ACTIVE,max)", &s).unwrap_err();
    assert_eq!(e, EvalError::LevelOutsideAccumulate { name: "SQ_LEVEL_WAVES".into() });
    assert_eq!(
        e.to_string(),
        "SQ_LEVEL_WAVES is a level counter: use it as accumulate(SQ_LEVEL_WAVES, HIGH_RES|LOW_RES|NONE)"
    );
    assert!(matches!(eval("reduce(SQ_ACCUM_PREV_HIRES,sum)", &s), Err(EvalError::LevelOutsideAccumulate { .. })));
    // NONE is the level counter itself.
    let t = eval("reduce(accumulate(SQ_LEVEL_WAVES, NONE),sum)/reduce(GRBM_GUI_ACTIVE,max)", &s).unwrap();
    assert_eq!(t.as_scalar(), Some(Scalar::Value(100.0)));
    assert!(eval("accumulate(SQ_ACCUM_PREV_HIRES,NONE)", &s).is_ok());
    // HIGH_RES and LOW_RES read the accumulator counted after the level counter.
    let e = eval("reduce(accumulate(SQ_LEVEL_WAVES, HIGH_RES),sum)", &s).unwrap_err();
    assert_eq!(e, EvalError::MissingAccumulator { name: "SQ_LEVEL_WAVES".into(), resolution: "HIGH_RES" });
    assert_eq!(
        e.to_string(),
        "the run has no accumulate(SQ_LEVEL_WAVES,HIGH_RES): count it so, as its level counter followed by its \
         accumulator"
    );
    let mut s = s;
    s.accumulated.insert(("SQ_LEVEL_WAVES".into(), Resolution::HighRes), Tensor::scalar(70_000.0));
    s.accumulated.insert(("SQ_LEVEL_WAVES".into(), Resolution::LowRes), Tensor::scalar(17_500.0));
    let t = eval("reduce(accumulate(SQ_LEVEL_WAVES, HIGH_RES),sum)/reduce(GRBM_GUI_ACTIVE,max)", &s).unwrap();
    assert_eq!(t.as_scalar(), Some(Scalar::Value(7000.0)));
    let t = eval("accumulate(SQ_LEVEL_WAVES, LOW_RES)", &s).unwrap();
    assert_eq!(t.as_scalar(), Some(Scalar::Value(17_500.0)));
    // rocprofiler's grammar: accumulate(NAME, NAME), a counter's name only.
    let e = eval("accumulate(2*SQ_LEVEL_WAVES, HIGH_RES)", &s).unwrap_err();
    assert_eq!(e.to_string(), "accumulate takes a counter name, not (2*SQ_LEVEL_WAVES)");
    s.metrics.insert("M".into(), "GRBM_GUI_ACTIVE".into());
    assert_eq!(eval("accumulate(M, LOW_RES)", &s).unwrap_err().to_string(), "accumulate takes a counter name, not M");
}

#[test]
fn tensors_of_different_dimensions_do_not_combine() {
    let se = Tensor::new([Dimension::ShaderEngine], (0..2).map(|e| (at(0, e, 0, 0), 1.0))).unwrap();
    let xcc = Tensor::new([Dimension::Xcc], (0..2).map(|x| (at(x, 0, 0, 0), 1.0))).unwrap();
    let s = source(&[("A", se), ("B", xcc)]);
    let e = eval("A+B", &s).unwrap_err();
    assert_eq!(
        e.to_string(),
        "cannot combine values over [DIMENSION_SHADER_ENGINE] with values over [DIMENSION_XCC] by +; reduce or \
         select to make their dimensions agree"
    );
    assert!(eval("reduce(A,sum)+B", &s).is_ok(), "a scalar broadcasts");
    assert_eq!(values(&eval("A*2+1", &s).unwrap()), [Some(3.0), Some(3.0)]);
}

#[test]
fn tensor_new_refuses_values_outside_its_dimensions() {
    let e = Tensor::new([Dimension::Xcc], [(at(0, 1, 0, 0), 1.0)]).unwrap_err();
    assert!(e.to_string().contains("DIMENSION_SHADER_ENGINE"), "{e}");
    assert!(Tensor::new([Dimension::Xcc], [(at(1, 0, 0, 0), 1.0), (at(1, 0, 0, 0), 2.0)]).is_err());
    assert_eq!(Tensor::scalar(f64::NAN).as_scalar(), Some(Scalar::Undefined));
}

#[test]
fn counters_of_lists_names_that_are_not_constants() {
    let e = parse(
        "100*reduce(SQ_WAVES,sum)/(reduce(GRBM_GUI_ACTIVE,max)*CU_NUM)+select(SQ_WAVES,[DIMENSION_XCC=[0]])*\
         simd_count+accumulate(SQ_LEVEL_WAVES,HIGH_RES)",
    )
    .unwrap();
    assert_eq!(counters_of(&e), ["SQ_WAVES", "GRBM_GUI_ACTIVE", "SQ_LEVEL_WAVES"]);
}

// --- Constants -----------------------------------------------------------------

#[test]
fn constants_of_real_gpus() {
    let c = constants(&gpu("mi300x"));
    // The public MI300X KFD node: simd_count 1216, array_count 32, simd_arrays_per_engine 1.
    let expect = [
        ("CU_NUM", 304.0),
        ("SE_NUM", 32.0),
        ("SIMD_NUM", 1216.0),
        ("MAX_WAVE_SIZE", 64.0),
        ("simd_count", 1216.0),
        ("simd_per_cu", 4.0),
        ("wave_front_size", 64.0),
        ("array_count", 32.0),
        ("simd_arrays_per_engine", 1.0),
    ];
    assert_eq!(c, BTreeMap::from(expect));
    let c = constants(&gpu("r9700"));
    let expect = [
        ("CU_NUM", 64.0),
        ("SE_NUM", 4.0),
        ("SIMD_NUM", 128.0),
        ("MAX_WAVE_SIZE", 32.0),
        ("simd_count", 128.0),
        ("simd_per_cu", 2.0),
        ("wave_front_size", 32.0),
        ("array_count", 8.0),
        ("simd_arrays_per_engine", 2.0),
    ];
    assert_eq!(c, BTreeMap::from(expect));
    // RX 7900 XTX's KFD node: simd_count 192, array_count 12.
    let c = constants(&gpu("rx7900xtx"));
    assert_eq!((c["simd_count"], c["array_count"], c["SE_NUM"]), (192.0, 12.0, 6.0));
    assert_eq!(metrics::constants::NAMES.len(), c.len());
    // No family: the family's constants are left out, not guessed.
    let bare = Gpu::bare(rig_counter_core::Target::parse("gfx90a").unwrap());
    assert!(!constants(&bare).contains_key("simd_per_cu"));
}

// --- The shipped definitions ---------------------------------------------------

struct Entry {
    name: String,
    hardware: bool,
    expressions: Vec<String>,
}

/// Each `- name:` entry of the definitions with its `expression:` lines and
/// whether any definition has a `block:` (a hardware counter), by a line scan.
fn shipped() -> Vec<Entry> {
    let mut entries: Vec<Entry> = Vec::new();
    for line in DEFINITIONS.lines() {
        if let Some(name) = line.strip_prefix("  - name: ") {
            entries.push(Entry { name: name.trim().to_owned(), hardware: false, expressions: Vec::new() });
        } else if let Some(e) = entries.last_mut() {
            let t = line.trim_start();
            if let Some(x) = t.strip_prefix("expression:") {
                e.expressions.push(x.trim().to_owned());
            } else if t.starts_with("block:") {
                e.hardware = true;
            }
        }
    }
    entries
}

#[test]
fn every_shipped_expression_parses() {
    let entries = shipped();
    let all: Vec<(&str, &str)> =
        entries.iter().flat_map(|e| e.expressions.iter().map(|x| (e.name.as_str(), x.as_str()))).collect();
    assert_eq!(all.len(), DEFINITIONS.matches("expression:").count());
    assert!(all.len() > 300, "{}", all.len());
    for (name, text) in &all {
        let expr = parse(text).unwrap_or_else(|e| panic!("{name}: {text}: {e}"));
        assert_eq!(parse(&expr.to_string()).as_ref(), Ok(&expr), "{name}: round trip");
    }
}

#[test]
fn every_shipped_expression_evaluates_and_uses_only_known_constants() {
    let entries = shipped();
    let mut s = MapSource::default();
    for e in &entries {
        if e.hardware || e.expressions.is_empty() {
            s.counters.insert(e.name.clone(), Tensor::scalar(3.0));
            for r in [Resolution::HighRes, Resolution::LowRes] {
                s.accumulated.insert((e.name.clone(), r), Tensor::scalar(5.0));
            }
        } else {
            s.metrics.insert(e.name.clone(), e.expressions[0].clone());
        }
    }
    let names: BTreeSet<&str> = entries.iter().map(|e| e.name.as_str()).collect();
    for key in ["mi300x", "r9700", "rx7900xtx"] {
        s.constants = constants(&gpu(key)).into_iter().map(|(k, v)| (k.to_owned(), v)).collect();
        for e in &entries {
            for text in &e.expressions {
                let expr = parse(text).unwrap();
                for n in counters_of(&expr) {
                    assert!(names.contains(n.as_str()), "{}: {n} is neither a definition nor a constant", e.name);
                }
                // The level-counter rule rejects no shipped expression.
                let t = evaluate(&expr, &s).unwrap_or_else(|err| panic!("{key}: {}: {text}: {err}", e.name));
                assert!(t.as_scalar().is_some(), "{}", e.name);
            }
        }
    }
}

// --- Properties ----------------------------------------------------------------

const TENSOR_DIMENSIONS: [Dimension; 5] =
    [Dimension::Xcc, Dimension::Instance, Dimension::ShaderEngine, Dimension::ShaderArray, Dimension::Wgp];

/// A tensor over some of the five dimensions of a coordinate, of extents 1..=3,
/// with every value present; `None` is undefined.
fn small_tensor() -> impl Strategy<Value = Tensor> {
    proptest::collection::vec(prop::option::of(1u32..4), 5).prop_flat_map(|extents| {
        let dimensions: Vec<Dimension> =
            TENSOR_DIMENSIONS.iter().zip(&extents).filter(|(_, e)| e.is_some()).map(|(d, _)| *d).collect();
        let sizes: Vec<u32> = extents.iter().map(|e| e.unwrap_or(1)).collect();
        let count = sizes.iter().product::<u32>() as usize;
        proptest::collection::vec(prop::option::weighted(0.9, 0u8..50), count).prop_map(move |vals| {
            let coordinates = (0..count as u32).map(|mut i| {
                let mut idx = [0u32; 5];
                for k in (0..5).rev() {
                    idx[k] = i % sizes[k];
                    i /= sizes[k];
                }
                Coordinate { xcc: idx[0], instance: idx[1], engine: idx[2], array: idx[3], wgp: idx[4] }
            });
            let values =
                coordinates.zip(&vals).map(|(c, v)| (c, v.map_or(Scalar::Undefined, |v| Scalar::Value(v.into()))));
            Tensor::new(dimensions.clone(), values).unwrap()
        })
    })
}

fn any_dimension() -> impl Strategy<Value = Dimension> {
    proptest::sample::select(Dimension::ALL.to_vec())
}

/// Naive `reduce`: group by the coordinate with the collapsed dimensions zeroed.
fn naive_reduce(t: &Tensor, op: &str, listed: &[Dimension]) -> BTreeMap<Coordinate, Option<f64>> {
    let collapse: Vec<Dimension> = if listed.is_empty() { Dimension::ALL.to_vec() } else { listed.to_vec() };
    let mut groups: BTreeMap<Coordinate, Vec<Scalar>> = BTreeMap::new();
    for (c, v) in t.iter() {
        let mut key = *c;
        for d in &collapse {
            key = key.with(*d, 0);
        }
        groups.entry(key).or_default().push(*v);
    }
    groups
        .into_iter()
        .map(|(c, vs)| {
            let defined: Option<Vec<f64>> = vs.iter().map(|v| v.value()).collect();
            let r = defined.map(|xs| match op {
                "sum" => xs.iter().sum(),
                "avr" => xs.iter().sum::<f64>() / xs.len() as f64,
                "min" => xs.iter().copied().fold(f64::INFINITY, f64::min),
                _ => xs.iter().copied().fold(f64::NEG_INFINITY, f64::max),
            });
            (c, r)
        })
        .collect()
}

/// Naive `select`: keep the values whose coordinate has each index.
fn naive_select(t: &Tensor, picks: &[(Dimension, u32)]) -> BTreeMap<Coordinate, Option<f64>> {
    t.iter()
        .filter(|(c, _)| picks.iter().all(|(d, i)| c.get(*d) == *i))
        .map(|(c, v)| (picks.iter().fold(*c, |c, (d, _)| c.with(*d, 0)), v.value()))
        .collect()
}

fn as_map(t: &Tensor) -> BTreeMap<Coordinate, Option<f64>> {
    t.iter().map(|(c, v)| (*c, v.value())).collect()
}

/// Tokens, valid and not, for token soups.
const SOUP: &[&str] = &[
    "reduce",
    "select",
    "accumulate",
    "(",
    ")",
    "[",
    "]",
    ",",
    "=",
    ":",
    "+",
    "-",
    "*",
    "/",
    "SQ_WAVES",
    "GRBM_COUNT",
    "SQ_LEVEL_WAVES",
    "CU_NUM",
    "sum",
    "avr",
    "max",
    "DIMENSION_XCC",
    "DIMENSION_INSTANCE",
    "DIMENSION_SHADER_ENGINE",
    "0",
    "1",
    "63",
    "64",
    "1023",
    "1024",
    "0.5",
    "HIGH_RES",
    "NONE",
    "FAST",
    " ",
    "%",
    ".",
];

fn soup_source() -> MapSource {
    let waves = Tensor::new([Dimension::ShaderEngine], (0..4).map(|e| (at(0, e, 0, 0), f64::from(e)))).unwrap();
    let mut s =
        source(&[("SQ_WAVES", waves), ("GRBM_COUNT", Tensor::scalar(0.0)), ("SQ_LEVEL_WAVES", Tensor::scalar(2.0))]);
    s.constants.insert("CU_NUM".into(), 64.0);
    s
}

proptest! {
    #[test]
    fn reduce_matches_a_naive_evaluator(
        t in small_tensor(),
        op in proptest::sample::select(vec!["sum", "avr", "min", "max"]),
        listed in proptest::sample::subsequence(Dimension::ALL.to_vec(), 0..=7),
    ) {
        let s = source(&[("X", t.clone())]);
        let text = if listed.is_empty() {
            format!("reduce(X,{op})")
        } else {
            let names: Vec<&str> = listed.iter().map(|d| d.name()).collect();
            format!("reduce(X,{op},[{}])", names.join(","))
        };
        let r = eval(&text, &s).unwrap();
        prop_assert_eq!(as_map(&r), naive_reduce(&t, op, &listed));
        let kept: Vec<Dimension> = if listed.is_empty() {
            Vec::new()
        } else {
            t.dimensions().iter().copied().filter(|d| !listed.contains(d)).collect()
        };
        prop_assert_eq!(dims(&r), kept);
    }

    #[test]
    fn select_matches_a_naive_evaluator(
        t in small_tensor(),
        picks in proptest::collection::btree_map(any_dimension(), 0u32..4, 1..=7),
    ) {
        let picks: Vec<(Dimension, u32)> = picks.into_iter().collect();
        let s = source(&[("X", t.clone())]);
        let items: Vec<String> = picks.iter().map(|(d, i)| format!("{}=[{i}]", d.name())).collect();
        let beyond = picks.iter().any(|(d, i)| {
            t.dimensions().contains(d) && t.iter().map(|(c, _)| c.get(*d) + 1).max().is_some_and(|e| *i >= e)
        });
        let r = eval(&format!("select(X,[{}])", items.join(",")), &s);
        if beyond {
            prop_assert!(r.is_err());
            return Ok(());
        }
        let r = r.unwrap();
        prop_assert_eq!(as_map(&r), naive_select(&t, &picks));
        let kept: Vec<Dimension> =
            t.dimensions().iter().copied().filter(|d| !picks.iter().any(|(p, _)| p == d)).collect();
        prop_assert_eq!(dims(&r), kept);
    }

    #[test]
    fn arbitrary_strings_never_panic(text in any::<String>()) {
        if let Err(e) = parse(&text) {
            prop_assert!(e.position <= text.len());
        }
    }

    #[test]
    fn expression_like_strings_never_panic(text in "[a-zA-Z_0-9()\\[\\],=:+*/ .-]{0,80}") {
        let s = soup_source();
        match parse(&text) {
            Ok(expr) => {
                prop_assert_eq!(parse(&expr.to_string()), Ok(expr.clone()));
                let _ = evaluate(&expr, &s);
            }
            Err(e) => prop_assert!(e.position <= text.len() && text.is_char_boundary(e.position)),
        }
    }

    #[test]
    fn token_soups_never_panic(
        tokens in proptest::collection::vec(proptest::sample::select(SOUP.to_vec()), 0..40),
        spaced in any::<bool>(),
    ) {
        let text = tokens.join(if spaced { " " } else { "" });
        let s = soup_source();
        match parse(&text) {
            Ok(expr) => {
                prop_assert_eq!(parse(&expr.to_string()), Ok(expr.clone()));
                if let Ok(t) = evaluate(&expr, &s) {
                    prop_assert!(t.iter().all(|(_, v)| v.value().is_none_or(f64::is_finite)));
                }
            }
            Err(e) => prop_assert!(e.position <= text.len()),
        }
    }
}

/// Whether evaluating `text` met a magnitude of 2^53 or more, and its value.
fn checked(text: &str, source: &MapSource) -> (Vec<Option<f64>>, bool) {
    let c = metrics::evaluate_checked(&parse(text).unwrap(), source).unwrap();
    (values(&c.value), c.past_exact)
}

#[test]
fn a_value_computed_through_2_53_or_more_is_noted_wherever_it_is_met() {
    const X: f64 = 9_007_199_254_740_990.0; // 2^53 - 2
    let xcc = |a: f64, b: f64| Tensor::new([Dimension::Xcc], [(at(0, 0, 0, 0), a), (at(1, 0, 0, 0), b)]).unwrap();
    let s = source(&[("X", Tensor::scalar(X)), ("H", xcc(X / 2.0 + 1.0, X / 2.0 + 1.0)), ("N", xcc(X, -X))]);
    // An intermediate past 2^53, a value below it: noted.
    assert_eq!(checked("(X+3)-X", &s), (vec![Some(2.0)], true));
    assert_eq!(checked("(X+1)-X", &s), (vec![Some(1.0)], false));
    // A sum's running total: X/2+1 twice is 2^53.
    assert_eq!(checked("reduce(H,sum)-X", &s), (vec![Some(2.0)], true));
    assert_eq!(checked("reduce(H,max)", &s), (vec![Some(X / 2.0 + 1.0)], false));
    // X + -X is 0, but a running sum of magnitudes X + X passes 2^53.
    assert_eq!(checked("reduce(N,sum)", &s), (vec![Some(0.0)], true));
    assert_eq!(checked("reduce(N,min)", &s), (vec![Some(-X)], false));
    // A number of the expression, and a product.
    assert_eq!(checked("9007199254740993-X", &s), (vec![Some(2.0)], true));
    assert_eq!(checked("X*2/4", &s), (vec![Some(X / 2.0)], true));
    // Through a derived metric.
    let mut m = s.clone();
    m.metrics.insert("BIG".to_owned(), "X+3".to_owned());
    assert_eq!(checked("BIG-X", &m), (vec![Some(2.0)], true));
}
