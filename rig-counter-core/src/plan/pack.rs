//! Units and their first-fit placement into passes: steps 2 and 3 of the
//! [module's](super) algorithm.

use super::counter::Planned;
use super::error::PlanError;
use super::set::Set;
use crate::catalog::{Block, TABLE_BLOCKS};
use crate::gpu::Gpu;
use heapless::Vec;

/// Registers per block on `gpu` ([`Block::shapes_on`]), 0 for a block it
/// lacks.
pub(super) fn registers(gpu: &Gpu) -> [u16; TABLE_BLOCKS] {
    let mut out = [0; TABLE_BLOCKS];
    if let Some(shapes) = Block::shapes_on(gpu) {
        for (o, s) in out.iter_mut().zip(shapes.iter()) {
            *o = s.map_or(0, |s| u16::from(s.registers));
        }
    }
    out
}

/// Registers `set` takes per block.
fn need(counters: &[Planned], set: Set) -> [u16; TABLE_BLOCKS] {
    let mut out = [0u16; TABLE_BLOCKS];
    for c in set.iter().filter_map(|i| counters.get(i)) {
        if let Some(n) = out.get_mut(c.block as usize) {
            *n = n.saturating_add(c.weight());
        }
    }
    out
}

/// Whether `need` more fit the registers left after `used`.
fn fits(need: &[u16; TABLE_BLOCKS], used: &[u16; TABLE_BLOCKS], registers: &[u16; TABLE_BLOCKS]) -> bool {
    need.iter().zip(used).zip(registers).all(|((n, u), r)| n.saturating_add(*u) <= *r)
}

/// Forms the units of `metrics` (each a set of `counters`, by name) into
/// `units` and places them, then every counter no unit of two or more holds,
/// into `passes`, counting the registers each pass takes in `used`.
///
/// Errors: [`PlanError::TooManyPasses`].
pub(super) fn pack<'a, const P: usize, const M: usize>(
    counters: &[Planned],
    metrics: impl Iterator<Item = Set>,
    units: &mut Vec<Set, M>,
    passes: &mut Vec<Set, P>,
    used: &mut Vec<[u16; TABLE_BLOCKS], P>,
    registers: &[u16; TABLE_BLOCKS],
) -> Result<(), PlanError<'a>> {
    const NONE: [u16; TABLE_BLOCKS] = [0; TABLE_BLOCKS];
    let alone = |counters: &[Planned], set: Set| fits(&need(counters, set), &NONE, registers);
    // Metrics by name: each that fits absorbs the earlier units sharing a
    // counter with it while their union fits (an absorbed unit left empty).
    for set in metrics {
        if !alone(counters, set) {
            continue;
        }
        let mut merged = set;
        for u in units.iter_mut().filter(|u| u.intersects(&set)) {
            let union = merged.union(u);
            if alone(counters, union) {
                merged = union;
                *u = Set::EMPTY;
            }
        }
        // One unit per metric at most: the capacities agree.
        let _ = units.push(merged);
    }
    // Units of two or more, largest first, then by their counters' names; a
    // unit of one counter is that counter's, placed with the lone counters.
    let mut order: Vec<u16, M> = Vec::new();
    for (i, u) in units.iter().enumerate() {
        if u.len() >= 2 {
            let _ = order.push(i as u16);
        }
    }
    let units = &*units;
    let unit = |i: &u16| units.get(usize::from(*i)).copied().unwrap_or(Set::EMPTY);
    // An insertion sort (at most M units, most plans a few):
    // core's sorts may panic on an order they find inconsistent, and
    // firmware links only if no panic is reachable.
    let before = |a: &u16, b: &u16| {
        let (a, b) = (unit(a), unit(b));
        b.len().cmp(&a.len()).then_with(|| a.cmp_names(&b)) == core::cmp::Ordering::Less
    };
    for i in 1..order.len() {
        let mut j = i;
        while j > 0 {
            let Some([a, b]) = order.get_mut(j - 1..=j) else { break };
            if !before(b, a) {
                break;
            }
            core::mem::swap(a, b);
            j -= 1;
        }
    }
    let mut covered = Set::EMPTY;
    for i in &order {
        covered = covered.union(&unit(i));
    }
    for i in &order {
        place(counters, passes, used, unit(i), registers)?;
    }
    for i in 0..counters.len() {
        if !covered.contains(i) {
            let mut one = Set::EMPTY;
            one.insert(i);
            place(counters, passes, used, one, registers)?;
        }
    }
    Ok(())
}

/// Places `unit` into the first of `passes` where the counters of it the pass
/// lacks fit the registers left, else into a new pass.
fn place<'a, const P: usize>(
    counters: &[Planned],
    passes: &mut Vec<Set, P>,
    used: &mut Vec<[u16; TABLE_BLOCKS], P>,
    unit: Set,
    registers: &[u16; TABLE_BLOCKS],
) -> Result<(), PlanError<'a>> {
    for (pass, used) in passes.iter_mut().zip(used.iter_mut()) {
        let n = need(counters, unit.difference(pass));
        if fits(&n, used, registers) {
            for (u, n) in used.iter_mut().zip(n) {
                *u = u.saturating_add(n);
            }
            *pass = pass.union(&unit);
            return Ok(());
        }
    }
    let full = PlanError::TooManyPasses { capacity: P };
    passes.push(unit).map_err(|_| full)?;
    used.push(need(counters, unit)).map_err(|_| full)
}
