//! Built-in derived metrics: their closure over the catalog (user case 4), and
//! definitions found through ROCPROFILER_METRICS_PATH (user case 19).

use rig_counter_core::Target;
use rig_counter_core::catalog::Catalog;
use rig_counter_std::definitions::{builtin, load};
use rig_counter_std::metrics::{constants, counters_of, parse};

const PROCESSORS: [&str; 9] =
    ["gfx942", "gfx950", "gfx1100", "gfx1101", "gfx1102", "gfx1151", "gfx1200", "gfx1201", "gfx1103"];

#[test]
fn every_builtin_metric_names_only_what_its_processor_has() {
    let mut checked = 0;
    for p in PROCESSORS {
        let target = Target::parse(p).unwrap();
        let catalog = Catalog::of(target).unwrap();
        let gpu = rig_counter_core::gpu::products::find(p).map_or(rig_counter_core::Gpu::bare(target), |x| x.gpu);
        let names = constants(&gpu);
        let metrics = builtin(target);
        assert!(!metrics.is_empty(), "{p}");
        for m in metrics {
            let expr = parse(m.expression).unwrap_or_else(|e| panic!("{p} {}: {e}", m.name));
            for name in counters_of(&expr) {
                let known = catalog.find(&name).is_some()
                    || metrics.iter().any(|o| o.name == name)
                    || names.contains_key(name.as_str());
                assert!(known, "{p}: {} names {name}, which {p} lacks", m.name);
            }
            checked += 1;
        }
    }
    assert!(checked > 300, "{checked}");
}

#[test]
fn gpu_util_is_built_in_where_rocprofiler_lists_it() {
    let has = |p: &str| builtin(Target::parse(p).unwrap()).iter().any(|m| m.name == "GPU_UTIL");
    assert!(has("gfx942") && has("gfx1100") && has("gfx1151"));
    assert!(builtin(Target::parse("gfx90a").unwrap()).is_empty(), "no catalog, no metrics");
}

#[test]
fn without_rocprofiler_metrics_path_only_the_built_in_metrics_load() {
    // Without the variable, only the built-in metrics: none is loaded.
    let rig_counter_std::definitions::Loaded { metrics, file, .. } =
        load(Target::parse("gfx1201").unwrap(), None).unwrap();
    assert!(file.is_none() || std::env::var_os("ROCPROFILER_METRICS_PATH").is_some());
    assert!(metrics.contains_key("GPU_UTIL"));
}

#[test]
fn feature_floors_are_asked_not_enforced_and_hard_floors_fail_below_their_version() {
    use rig_counter_std::definitions::{Firmware, FirmwareVersions, Restriction, feature_allowed, floors_failed};
    let floor = |firmware, min_version, feature: Option<&str>| Restriction {
        firmware,
        min_version,
        reason: String::new(),
        architectures: vec!["gfx942".to_owned()],
        feature: feature.map(str::to_owned),
    };
    let r = [floor(Firmware::Cp, 199, None), floor(Firmware::Cp, 210, Some("pc_sampling_host_trap"))];
    let at = |cp| FirmwareVersions { cp: Some(cp), sdma: None };
    assert_eq!(floors_failed(&r, at(198)), [&r[0]]);
    assert!(floors_failed(&r, at(199)).is_empty(), "the feature floor is no hard floor");
    assert!(floors_failed(&r, FirmwareVersions::default()).is_empty(), "an unknown version fails no floor");
    assert_eq!(feature_allowed(&r, at(209), "pc_sampling_host_trap"), Some(false));
    assert_eq!(feature_allowed(&r, at(210), "pc_sampling_host_trap"), Some(true));
    assert_eq!(feature_allowed(&r, FirmwareVersions::default(), "pc_sampling_host_trap"), None);
    assert_eq!(feature_allowed(&r, at(0), "another_feature"), Some(true));
    assert!(r[0].applies_to("gfx942", "gfx9") && !r[0].applies_to("gfx950", "gfx9"));
}
