//! A kernel whose dispatches counted different counter groups: rocprofv3's
//! `pmc_groups` (with `pmc_group_interval`) rotate the groups over an
//! agent's dispatches, the n-th dispatch (from 0) counting group
//! `(n / interval) % groups` (rocprofiler-sdk's `rocprofiler-sdk-tool`,
//! `tool.cpp`, and its rocprofv3 how-to, "Iteration based counter
//! multiplexing"). Its outputs name no group: a dispatch's group is the set
//! of counters it carries.
//!
//! A metric no dispatch of a kernel can compute (each counted only some of
//! its counters) is computed, per kernel, from each counter's mean over the
//! kernel's dispatches that counted it ([`Means`]). rocprof-compute's
//! iteration multiplexing does otherwise since its PR #2468
//! (ROCm/rocm-systems, 2025-12; `impute_counters_iteration_multiplex` in
//! `src/utils/utils_analysis.py`): it fills each dispatch's missing
//! counters from the others of its block of consecutive dispatches, one
//! of each group, evaluates the metric per dispatch and averages that. The
//! two agree for a metric linear in its counters; for a ratio, this is the
//! ratio of the kernel's means, that the mean of each block's ratio. A
//! kernel that counted no dispatch of a group a metric needs leaves it
//! undefined, as rocprof-compute's PR #5742 (ROCm/rocm-systems, 2026-05)
//! leaves a kernel of fewer dispatches than groups.

use rig_counter_rocprofv3::{ByName, Instances, Merged};
use std::collections::HashMap;
use std::sync::Arc;

/// One kernel's counters: each the mean over the kernel's dispatches that
/// counted it (in the first pass of a dispatch that holds it).
#[derive(Default)]
pub struct Means {
    /// Each counter's mean sum over its instances.
    pub sums: ByName<f64>,
    /// Each counter's instances, where every dispatch that counted it held
    /// as many, one per instance: their least and greatest each the mean of
    /// the dispatches' (a reduction over every instance, `max`, is the mean
    /// of each dispatch's).
    pub instances: ByName<Instances>,
    /// Each counter with how many of the kernel's dispatches counted it.
    pub counted: ByName<usize>,
}

/// Each (kernel, agent)'s [`Means`] over `merged`'s dispatches.
pub fn kernel_means(merged: &[Merged]) -> HashMap<(Arc<str>, String), Means> {
    /// Per counter: the sum of its sums, and of its instances' least and
    /// greatest with their count (`None` once two dispatches differ).
    type Acc = (f64, usize, Option<(u64, f64, f64)>);
    let mut acc: HashMap<(Arc<str>, String), HashMap<Arc<str>, Acc>> = HashMap::new();
    for m in merged {
        let kernel = acc.entry((m.kernel.clone(), m.agent.clone())).or_default();
        let mut seen: Vec<&str> = Vec::new();
        for (p, pass) in m.by_pass.iter().enumerate() {
            for (name, v) in pass.iter() {
                if seen.contains(&name) {
                    continue;
                }
                seen.push(name);
                let i = m.instances_by_pass.get(p).and_then(|i| i.get(name));
                let entry = kernel.entry(Arc::from(name)).or_insert((0.0, 0, i.map(|i| (i.count, 0.0, 0.0))));
                entry.0 += v;
                entry.1 += 1;
                entry.2 = match (entry.2, i) {
                    (Some((count, min, max)), Some(i)) if i.count == count => Some((count, min + i.min, max + i.max)),
                    _ => None,
                };
            }
        }
    }
    acc.into_iter()
        .map(|(key, counters)| {
            let mut means = Means::default();
            for (name, (sum, n, instances)) in counters {
                let n_f = n as f64;
                means.sums.insert(name.clone(), sum / n_f);
                means.counted.insert(name.clone(), n);
                if let Some((count, min, max)) = instances {
                    let i = Instances { count, min: min / n_f, max: max / n_f, whole: true, outside: None };
                    means.instances.insert(name, i);
                }
            }
            (key, means)
        })
        .collect()
}

/// The counters the first of `merged`'s dispatches that counted `name`
/// carried with it (in the pass that holds it): its group, as rocprofv3's
/// outputs tell it.
pub fn group_of(merged: &[Merged], name: &str) -> Option<Vec<String>> {
    merged.iter().flat_map(|m| &m.by_pass).find(|p| p.contains_key(name)).map(|p| p.keys().map(str::to_owned).collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A dispatch of kernel `k` on `Agent 1` with `counters` (name, sum,
    /// instances: count, least, greatest) in one pass.
    /// A counter's name, sum, and instances: count, least, greatest.
    type Counted<'a> = (&'a str, f64, Option<(u64, f64, f64)>);

    fn dispatch(k: &str, counters: &[Counted<'_>]) -> Merged {
        let (mut sums, mut instances) = (ByName::new(), ByName::new());
        for (name, sum, i) in counters {
            sums.insert(Arc::from(*name), *sum);
            if let Some((count, min, max)) = i {
                let i = Instances { count: *count, min: *min, max: *max, whole: true, outside: None };
                instances.insert(Arc::from(*name), i);
            }
        }
        Merged {
            agent: "Agent 1".to_owned(),
            kernel: Arc::from(k),
            index: 1,
            dispatch_ids: vec![Some(1)],
            queue: None,
            start: None,
            end: None,
            by_pass: vec![sums],
            instances_by_pass: vec![instances],
        }
    }

    #[test]
    fn a_counters_mean_is_over_the_dispatches_that_counted_it_and_its_instances_where_they_agree() {
        let merged = [
            dispatch("k", &[("GRBM_COUNT", 8000.0, Some((8, 900.0, 1100.0)))]),
            dispatch("k", &[("GRBM_GUI_ACTIVE", 800.0, Some((8, 50.0, 150.0)))]),
            dispatch("k", &[("GRBM_COUNT", 16000.0, Some((8, 1900.0, 2100.0)))]),
            dispatch("k", &[("GRBM_GUI_ACTIVE", 1600.0, Some((4, 350.0, 450.0)))]),
            dispatch("j", &[("GRBM_COUNT", 4.0, None)]),
        ];
        let means = kernel_means(&merged);
        let k = &means[&(Arc::from("k"), "Agent 1".to_owned())];
        assert_eq!(k.sums.get("GRBM_COUNT"), Some(&12000.0));
        assert_eq!(k.sums.get("GRBM_GUI_ACTIVE"), Some(&1200.0));
        assert_eq!((k.counted.get("GRBM_COUNT"), k.counted.get("GRBM_GUI_ACTIVE")), (Some(&2), Some(&2)));
        let count = k.instances.get("GRBM_COUNT").unwrap();
        assert_eq!((count.count, count.min, count.max), (8, 1400.0, 1600.0));
        // 8 instances on one dispatch, 4 on the other: no instances kept.
        assert!(k.instances.get("GRBM_GUI_ACTIVE").is_none());
        let j = &means[&(Arc::from("j"), "Agent 1".to_owned())];
        assert_eq!((j.sums.get("GRBM_COUNT"), j.sums.get("GRBM_GUI_ACTIVE")), (Some(&4.0), None));
        assert_eq!(group_of(&merged, "GRBM_GUI_ACTIVE"), Some(vec!["GRBM_GUI_ACTIVE".to_owned()]));
        assert_eq!(group_of(&merged, "SQ_WAVES"), None);
    }
}
