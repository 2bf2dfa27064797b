//! A dispatch's values by counter name, as few bytes as they can be: a
//! `Vec` sorted by name, each name an `Arc<str>` shared by every dispatch
//! that holds it ([`Names`]). A dispatch holds a few counters, and a run
//! many dispatches: with a `BTreeMap` per pass of each dispatch and a
//! `String` per name, `metric --by kernel` on 300,000 dispatches of two
//! counters peaked at 522 MB (`ci/rocpd-memory`), with these at 243 MB.

use std::collections::HashSet;
use std::sync::Arc;

/// Values by name, each name once, in a `Vec` sorted by name: what a
/// `BTreeMap<String, V>` gives a reader (look-up, names and values in
/// order of name), for a few names a dispatch.
#[derive(Clone, Debug, PartialEq)]
pub struct ByName<V> {
    entries: Vec<(Arc<str>, V)>,
}

impl<V> Default for ByName<V> {
    fn default() -> Self {
        ByName { entries: Vec::new() }
    }
}

impl<V> ByName<V> {
    /// None.
    pub fn new() -> ByName<V> {
        ByName::default()
    }

    /// Where `name` is, or would be.
    fn find(&self, name: &str) -> Result<usize, usize> {
        self.entries.binary_search_by(|(n, _)| (**n).cmp(name))
    }

    /// Whether it holds `name`.
    pub fn contains_key(&self, name: &str) -> bool {
        self.find(name).is_ok()
    }

    /// The value of `name`, if it holds it.
    pub fn get(&self, name: &str) -> Option<&V> {
        self.find(name).ok().map(|i| &self.entries[i].1)
    }

    /// `value` as `name`'s, in place of the one it held, which is returned.
    pub fn insert(&mut self, name: Arc<str>, value: V) -> Option<V> {
        match self.find(&name) {
            Ok(i) => Some(std::mem::replace(&mut self.entries[i].1, value)),
            Err(i) => {
                self.entries.insert(i, (name, value));
                None
            }
        }
    }

    /// Its names, in order.
    pub fn keys(&self) -> impl Iterator<Item = &str> {
        self.entries.iter().map(|(n, _)| &**n)
    }

    /// Its names and values, in order of name.
    pub fn iter(&self) -> impl Iterator<Item = (&str, &V)> {
        self.entries.iter().map(|(n, v)| (&**n, v))
    }

    /// How many names it holds.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Whether it holds none.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }
}

/// Each value inserted in turn (a later one of a name in place of an
/// earlier), the `Vec` no larger than they need.
impl<V> Extend<(Arc<str>, V)> for ByName<V> {
    fn extend<I: IntoIterator<Item = (Arc<str>, V)>>(&mut self, items: I) {
        let items = items.into_iter();
        self.entries.reserve_exact(items.size_hint().0);
        for (n, v) in items {
            self.insert(n, v);
        }
        self.entries.shrink_to_fit();
    }
}

impl<V> FromIterator<(Arc<str>, V)> for ByName<V> {
    fn from_iter<I: IntoIterator<Item = (Arc<str>, V)>>(items: I) -> Self {
        let mut out = ByName::new();
        out.extend(items);
        out
    }
}

/// Each name once: the `Arc<str>` of a name met before, shared.
#[derive(Debug, Default)]
pub struct Names(HashSet<Arc<str>>);

impl Names {
    /// The shared `name`.
    pub fn get(&mut self, name: &str) -> Arc<str> {
        if let Some(n) = self.0.get(name) {
            return n.clone();
        }
        let n: Arc<str> = Arc::from(name);
        self.0.insert(n.clone());
        n
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sorted_each_name_once_the_later_value_kept() {
        let mut names = Names::default();
        let m: ByName<f64> = [("TCC_HIT", 1.0), ("GRBM_COUNT", 2.0), ("TCC_HIT", 3.0)]
            .map(|(n, v)| (names.get(n), v))
            .into_iter()
            .collect();
        assert_eq!(m.keys().collect::<Vec<_>>(), ["GRBM_COUNT", "TCC_HIT"]);
        assert_eq!((m.get("TCC_HIT"), m.get("GRBM_COUNT"), m.get("TCC_MISS")), (Some(&3.0), Some(&2.0), None));
        assert!(m.contains_key("GRBM_COUNT") && !m.contains_key("GRBM"));
        assert_eq!(m.len(), 2);
        assert!(Arc::ptr_eq(&names.get("TCC_HIT"), &m.entries[1].0), "a name met again is the one shared");
    }
}
