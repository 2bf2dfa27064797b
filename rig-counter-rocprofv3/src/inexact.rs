//! Counts that an `f64` may not hold: a reader computes every value as an
//! `f64`, whose 53-bit significand (IEEE 754 binary64) holds every whole
//! number up to 2^53 and past it only some. Each reader notes, per counter,
//! the dispatches where a value or sum of its instances is such a number,
//! alike: a whole number the file writes exactly that no `f64` is (the JSON
//! output's integers), or a value the file gives as an `f64` (the JSON
//! output's numbers with a point or an exponent, a rocpd database's REALs,
//! and any sum of them) of 2^53 or more, which may not be the count the GPU
//! had.

use crate::dispatch::EXACT;

/// What a counter's first such value was.
#[derive(Clone, Copy, Debug, PartialEq)]
enum First {
    /// A whole number the file writes exactly, which no `f64` is.
    Exact(u128),
    /// A value the file gives as an `f64`, of 2^53 or more.
    Read(f64),
}

/// The counters of a file with values an `f64` may not hold.
#[derive(Debug, Default)]
pub(crate) struct Inexact {
    /// Each counter and kind once: its name, its first value and dispatch,
    /// the last dispatch seen and how many.
    counters: Vec<(String, First, u64, u64, usize)>,
}

impl Inexact {
    /// Notes counter `name`'s value `n` on dispatch `id` (one of its
    /// instances, or their sum), a whole number the file writes exactly,
    /// if no `f64` is it.
    pub(crate) fn exact(&mut self, name: &str, id: u64, n: u128) {
        if n as f64 as u128 != n {
            self.note(name, id, First::Exact(n));
        }
    }

    /// Notes counter `name`'s value `v` on dispatch `id` (one of its
    /// instances, or their sum), which the file gives as an `f64`, if it is
    /// 2^53 or more.
    pub(crate) fn read(&mut self, name: &str, id: u64, v: f64) {
        if v >= EXACT {
            self.note(name, id, First::Read(v));
        }
    }

    fn note(&mut self, name: &str, id: u64, first: First) {
        let kind = std::mem::discriminant(&first);
        match self.counters.iter_mut().find(|c| c.0 == name && std::mem::discriminant(&c.1) == kind) {
            Some(c) if c.3 == id => {}
            Some(c) => {
                c.3 = id;
                c.4 += 1;
            }
            None => self.counters.push((name.to_owned(), first, id, id, 1)),
        }
    }

    /// A note of each counter noted, naming the file `file`, in the order
    /// first noted.
    pub(crate) fn notes(&self, file: &str) -> Vec<String> {
        self.counters
            .iter()
            .map(|(name, first, id, _, n)| {
                let name = rig_counter_io::text::shown(name);
                match first {
                    First::Exact(exact) => format!(
                        "{file}: {name} is past 2^53 (9007199254740992) on {n} dispatch(es), past which a 64-bit \
                         float (an f64) does not hold every whole number: it is computed with the nearest it holds \
                         (dispatch {id}'s {exact} as {})",
                        *exact as f64 as u128
                    ),
                    First::Read(v) => format!(
                        "{file}: {name} is 2^53 (9007199254740992) or more on {n} dispatch(es), as a 64-bit float \
                         (an f64) the file gives it, which past 2^53 does not hold every whole number: it may not \
                         be the exact number (the count the GPU had, or the value rocprofv3 computed) (dispatch \
                         {id}'s {})",
                        crate::dispatch::exact(*v)
                    ),
                }
            })
            .collect()
    }
}
