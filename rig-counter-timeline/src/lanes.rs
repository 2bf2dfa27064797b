//! The lanes of one ring's phase: slices of one track (a Chrome thread, a
//! Perfetto track) must nest, so spans that overlap go to lanes of their
//! own, each span to the first lane (the lowest numbered) whose every span
//! ended by the span's start.
//!
//! Finding that lane is a search for the leftmost lane whose latest end is
//! at most a bound: a tree of minimums over the lanes' latest ends answers
//! it, and records a span, in time logarithmic in the number of lanes, so a
//! trace of n spans takes O(n log n) however many of them overlap (a scan
//! of every lane per span took 192 s for 10^6 overlapping spans).

/// The lanes of one row, by their latest ends (nanoseconds).
#[derive(Clone, Debug, Default)]
pub struct Lanes {
    /// A complete binary tree over `capacity` leaves, stored from index 1:
    /// leaf `capacity + i` holds lane i's latest end (`u64::MAX` past the
    /// last lane), each inner node the minimum of its two children.
    tree: Vec<u64>,
    /// Lanes in use.
    len: usize,
}

impl Lanes {
    /// Lanes in use.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether no lane is in use yet.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    fn capacity(&self) -> usize {
        self.tree.len() / 2
    }

    /// The first lane whose latest end is at most `bound`, if any.
    pub fn first_ending_by(&self, bound: u64) -> Option<usize> {
        if self.len == 0 || self.tree[1] > bound {
            return None;
        }
        let mut node = 1;
        while node < self.capacity() {
            node = if self.tree[2 * node] <= bound { 2 * node } else { 2 * node + 1 };
        }
        // A leaf past the last lane holds u64::MAX: reached only when no
        // lane in use qualifies, which the root's check above rules out
        // unless bound is u64::MAX.
        let lane = node - self.capacity();
        (lane < self.len).then_some(lane)
    }

    /// Lane `lane`'s latest end becomes the later of it and `end`.
    ///
    /// A lane past the last is ignored (callers pass what
    /// [`first_ending_by`](Self::first_ending_by) or [`push`](Self::push)
    /// returned).
    pub fn extend(&mut self, lane: usize, end: u64) {
        if lane >= self.len {
            return;
        }
        let mut node = self.capacity() + lane;
        self.tree[node] = self.tree[node].max(end);
        while node > 1 {
            node /= 2;
            self.tree[node] = self.tree[2 * node].min(self.tree[2 * node + 1]);
        }
    }

    /// A new lane whose latest end is `end`; returns its number.
    pub fn push(&mut self, end: u64) -> usize {
        if self.len == self.capacity() {
            // Twice the leaves (amortised O(1) a lane): rebuilt bottom up.
            let capacity = (self.capacity() * 2).max(1);
            let mut tree = vec![u64::MAX; 2 * capacity];
            tree[capacity..capacity + self.len]
                .copy_from_slice(&self.tree[self.capacity()..self.capacity() + self.len]);
            for node in (1..capacity).rev() {
                tree[node] = tree[2 * node].min(tree[2 * node + 1]);
            }
            self.tree = tree;
        }
        self.len += 1;
        let lane = self.len - 1;
        // The leaf holds u64::MAX, so extend sets it to `end`: lower it first.
        let leaf = self.capacity() + lane;
        self.tree[leaf] = end;
        let mut node = leaf;
        while node > 1 {
            node /= 2;
            self.tree[node] = self.tree[2 * node].min(self.tree[2 * node + 1]);
        }
        lane
    }
}

#[cfg(test)]
mod tests {
    use super::Lanes;

    /// The lanes a scan of every lane gives (the rule before the tree).
    fn scan(spans: &[(u64, u64)]) -> Vec<usize> {
        let mut ends: Vec<u64> = Vec::new();
        spans
            .iter()
            .map(|&(start, end)| match ends.iter().position(|e| *e <= start) {
                Some(i) => {
                    ends[i] = ends[i].max(end);
                    i
                }
                None => {
                    ends.push(end);
                    ends.len() - 1
                }
            })
            .collect()
    }

    fn tree(spans: &[(u64, u64)]) -> Vec<usize> {
        let mut lanes = Lanes::default();
        spans
            .iter()
            .map(|&(start, end)| match lanes.first_ending_by(start) {
                Some(i) => {
                    lanes.extend(i, end);
                    i
                }
                None => lanes.push(end),
            })
            .collect()
    }

    #[test]
    fn each_span_goes_to_the_first_lane_free_at_its_start() {
        // Three overlapping, then one after the second lane's end, then one
        // free everywhere, then an early one (out of order) that fits none.
        let spans = [(0, 10), (5, 8), (6, 20), (9, 30), (40, 41), (1, 2)];
        assert_eq!(tree(&spans), [0, 1, 2, 1, 0, 3]);
        assert_eq!(tree(&spans), scan(&spans));
    }

    #[test]
    fn the_tree_agrees_with_a_scan_of_every_lane() {
        // A fixed pseudo-random sequence (xorshift), 5,000 spans, unsorted.
        let mut x = 0x2545_f491_4f6c_dd1du64;
        let mut spans = Vec::new();
        for _ in 0..5000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let start = x % 100_000;
            spans.push((start, start + (x >> 40) % 500));
        }
        let lanes = tree(&spans);
        assert_eq!(lanes, scan(&spans));
        assert!(lanes.iter().max().copied().unwrap_or(0) > 3);
    }

    #[test]
    fn ends_at_the_edges_of_u64() {
        let mut lanes = Lanes::default();
        assert_eq!(lanes.first_ending_by(u64::MAX), None);
        assert_eq!(lanes.push(u64::MAX), 0);
        assert_eq!(lanes.first_ending_by(u64::MAX), Some(0));
        assert_eq!(lanes.first_ending_by(u64::MAX - 1), None);
        assert_eq!(lanes.push(0), 1);
        assert_eq!(lanes.first_ending_by(0), Some(1));
        lanes.extend(7, 0);
        assert_eq!(lanes.len(), 2);
    }
}
