//! A run of several passes (`plan --run`) as the source of an evaluation:
//! a derived metric is computed within one pass that holds every counter it
//! needs, where there is one, and only otherwise from counters of different
//! passes ([`evaluate_in_passes`]).

use super::{Checked, EvalError, Expr, Source, Tensor, evaluate_checked};
use std::cell::RefCell;
use std::collections::BTreeMap;

/// Where an evaluation over passes took its counters from.
#[derive(Clone, Debug, PartialEq)]
pub enum From {
    /// Every counter from one pass (from 0), with the names it read there
    /// (an accumulator as `accumulate(NAME,RESOLUTION)`).
    Pass(usize, Vec<String>),
    /// Counters of different passes: each counter's name (an accumulator as
    /// `accumulate(NAME,RESOLUTION)`) with the pass it came from, the first
    /// that holds it.
    Passes(BTreeMap<String, usize>),
}

/// The passes as one [`Source`]: each counter from the first pass that
/// holds it, remembering which; constants and metrics from the first.
struct Across<'a> {
    passes: &'a [&'a dyn Source],
    used: RefCell<BTreeMap<String, usize>>,
}

impl Across<'_> {
    fn first<T>(&self, key: String, get: impl Fn(&dyn Source) -> Option<T>) -> Option<T> {
        let (k, found) = self.passes.iter().enumerate().find_map(|(k, s)| get(*s).map(|t| (k, t)))?;
        self.used.borrow_mut().insert(key, k);
        Some(found)
    }
}

impl Source for Across<'_> {
    fn counter(&self, name: &str) -> Option<Tensor> {
        self.first(name.to_owned(), |s| s.counter(name))
    }
    fn constant(&self, name: &str) -> Option<f64> {
        self.passes.first()?.constant(name)
    }
    fn metric(&self, name: &str) -> Option<String> {
        self.passes.first()?.metric(name)
    }
    fn accumulated(&self, name: &str, resolution: rig_counter_core::Resolution) -> Option<Tensor> {
        let key = crate::request_name(name, Some(resolution));
        self.first(key, |s| s.accumulated(name, resolution))
    }
}

/// `expr` evaluated over the passes `passes` of one run (in order): within
/// the first pass that holds every counter it needs, as rocprofiler
/// computes a metric within a pass; where none does, from each counter's
/// first pass ([`From::Passes`]: values of different executions of the
/// kernel, which agree only where each does the same work).
///
/// Errors: those of [`evaluate_checked`] over the passes together (a
/// counter no pass holds is [`EvalError::MissingCounter`]).
pub fn evaluate_in_passes(expr: &Expr, passes: &[&dyn Source]) -> Result<(Checked, From), EvalError> {
    for k in 0..passes.len() {
        let one = Across { passes: &passes[k..=k], used: RefCell::new(BTreeMap::new()) };
        match evaluate_checked(expr, &one) {
            Ok(checked) => return Ok((checked, From::Pass(k, one.used.into_inner().into_keys().collect()))),
            // Another pass may hold it.
            Err(EvalError::MissingCounter { .. } | EvalError::MissingAccumulator { .. }) => {}
            // Whatever the pass: the expression's or the definitions' fault.
            Err(e) => return Err(e),
        }
    }
    let across = Across { passes, used: RefCell::new(BTreeMap::new()) };
    let checked = evaluate_checked(expr, &across)?;
    Ok((checked, From::Passes(across.used.into_inner())))
}
