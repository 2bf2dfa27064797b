//! A set of a plan's counters: a bit per counter of the plan's table, whose
//! indexes follow the counters' names in byte order.

use super::capacity::MAX_PLAN_COUNTERS;
use core::cmp::Ordering;

/// Words of a [`Set`].
const WORDS: usize = MAX_PLAN_COUNTERS / 64;
static_assertions::const_assert!(MAX_PLAN_COUNTERS.is_multiple_of(64));

/// Counters of a plan by their index in its table (name order): a bit each.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub(crate) struct Set([u64; WORDS]);

impl Set {
    /// The empty set.
    pub(crate) const EMPTY: Set = Set([0; WORDS]);

    /// Adds counter `i` (one past the table is ignored: indexes come from the
    /// table, which holds at most [`MAX_PLAN_COUNTERS`]).
    pub(crate) fn insert(&mut self, i: usize) {
        if let Some(w) = self.0.get_mut(i / 64) {
            *w |= 1 << (i % 64);
        }
    }

    /// Whether it holds counter `i`.
    pub(crate) fn contains(&self, i: usize) -> bool {
        self.0.get(i / 64).is_some_and(|w| w & (1 << (i % 64)) != 0)
    }

    /// Whether it holds no counter.
    pub(crate) fn is_empty(&self) -> bool {
        self.0.iter().all(|w| *w == 0)
    }

    /// How many counters it holds.
    pub(crate) fn len(&self) -> u32 {
        self.0.iter().map(|w| w.count_ones()).sum()
    }

    /// Whether it shares a counter with `other`.
    pub(crate) fn intersects(&self, other: &Set) -> bool {
        self.0.iter().zip(&other.0).any(|(a, b)| a & b != 0)
    }

    /// Whether every counter of it is in `other`.
    pub(crate) fn is_subset(&self, other: &Set) -> bool {
        self.0.iter().zip(&other.0).all(|(a, b)| a & !b == 0)
    }

    /// The counters of either.
    pub(crate) fn union(&self, other: &Set) -> Set {
        let mut out = *self;
        for (a, b) in out.0.iter_mut().zip(&other.0) {
            *a |= b;
        }
        out
    }

    /// The counters of it that `other` lacks.
    pub(crate) fn difference(&self, other: &Set) -> Set {
        let mut out = *self;
        for (a, b) in out.0.iter_mut().zip(&other.0) {
            *a &= !b;
        }
        out
    }

    /// Its counters' indexes, ascending (so by name).
    pub(crate) fn iter(self) -> impl Iterator<Item = usize> {
        self.0.into_iter().enumerate().flat_map(|(i, mut w)| {
            core::iter::from_fn(move || {
                (w != 0).then(|| {
                    let bit = w.trailing_zeros() as usize;
                    w &= w - 1;
                    i * 64 + bit
                })
            })
        })
    }

    /// The order of two sets as the lists of their counters' names compare
    /// (a `BTreeSet<&str>`'s order): at the first counter where they differ,
    /// the set holding the earlier name comes first; a list that ends first
    /// comes first.
    pub(crate) fn cmp_names(&self, other: &Set) -> Ordering {
        let first = self.0.iter().zip(&other.0).enumerate().find_map(|(w, (a, b))| {
            let x = a ^ b;
            (x != 0).then(|| (w, 1u64 << x.trailing_zeros()))
        });
        let Some((w, bit)) = first else { return Ordering::Equal };
        // Below the first difference both lists agree. The set holding that
        // counter lists it next; the other lists a later name next (then it
        // comes second) or ends (then it is the first list's start, first).
        let later = |s: &Set| {
            let above = s.0.get(w).map_or(0, |x| x & !(bit | (bit - 1)));
            above != 0 || s.0.iter().skip(w + 1).any(|x| *x != 0)
        };
        let (holder, rest) = if self.0.get(w).is_some_and(|x| x & bit != 0) { (self, other) } else { (other, self) };
        let holder_first = if later(rest) { Ordering::Less } else { Ordering::Greater };
        if core::ptr::eq(holder, self) { holder_first } else { holder_first.reverse() }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn set(bits: &[usize]) -> Set {
        let mut s = Set::EMPTY;
        bits.iter().for_each(|b| s.insert(*b));
        s
    }

    #[test]
    fn sets_order_as_their_sorted_lists() {
        let cases: &[(&[usize], &[usize])] =
            &[(&[1, 5], &[1, 7]), (&[1], &[1, 7]), (&[0, 300], &[2]), (&[], &[0]), (&[63, 64], &[63, 65])];
        for (a, b) in cases {
            assert_eq!(set(a).cmp_names(&set(b)), a.cmp(b), "{a:?} {b:?}");
            assert_eq!(set(b).cmp_names(&set(a)), b.cmp(a), "{b:?} {a:?}");
        }
        assert_eq!(set(&[4, 9]).cmp_names(&set(&[4, 9])), Ordering::Equal);
    }

    #[test]
    fn iter_len_subset_difference() {
        let a = set(&[0, 63, 64, 511]);
        assert_eq!(a.iter().collect::<heapless::Vec<usize, 8>>(), [0, 63, 64, 511]);
        assert_eq!(a.len(), 4);
        assert!(set(&[63, 511]).is_subset(&a) && !set(&[1]).is_subset(&a));
        assert_eq!(a.difference(&set(&[63, 64])), set(&[0, 511]));
        assert!(a.intersects(&set(&[64])) && !a.intersects(&set(&[65])));
        assert_eq!(set(&[1]).union(&set(&[2])), set(&[1, 2]));
    }
}
