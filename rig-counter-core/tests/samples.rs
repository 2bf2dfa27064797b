//! Reading a run's samples: coordinates, totals, saturation, instance ids.

use proptest::prelude::*;
use rig_counter_core::gpu::products;
use rig_counter_core::samples::{Coordinate, Dimension, InstanceId, InstanceIdError, Samples, SamplesError};
use rig_counter_core::{Gpu, layout};

fn gpu(key: &str) -> Gpu {
    products::find(key).unwrap().gpu
}

/// The bytes of little-endian u64 `words`.
fn bytes(words: &[u64]) -> Vec<u8> {
    words.iter().flat_map(|w| w.to_le_bytes()).collect()
}

#[test]
fn values_carry_their_coordinates_the_wgp_fastest() {
    let g = gpu("r9700");
    let l = layout(&g, &["GRBM_GUI_ACTIVE", "GRBM_COUNT", "SQ_WAVES"]).unwrap();
    let mut words = vec![500, 1000];
    for se in 0..4u64 {
        for sa in 0..2u64 {
            for w in 0..4u64 {
                words.push(if (se, sa, w) == (3, 1, 3) { 0xFFFF_FFFF } else { se * 100 + sa * 10 + w });
            }
        }
    }
    let b = bytes(&words);
    let s = Samples::new(&l, &b).unwrap();
    let waves = s.by_name("SQ_WAVES").unwrap();
    let v: Vec<_> = waves.values().collect();
    assert_eq!(v.len(), 32);
    let at = |c: Coordinate| v.iter().find(|x| x.coordinate == c).unwrap();
    let c213 = Coordinate { xcc: 0, instance: 0, engine: 2, array: 1, wgp: 3 };
    assert_eq!((at(c213).value, at(c213).saturated), (213, false));
    let c313 = Coordinate { engine: 3, array: 1, wgp: 3, ..c213 };
    assert_eq!((at(c313).value, at(c313).saturated), (0xFFFF_FFFF, true));
    assert_eq!(v[1].coordinate, Coordinate { wgp: 1, ..Coordinate::default() });
    assert_eq!(v[4].coordinate, Coordinate { array: 1, ..Coordinate::default() });
    assert_eq!(s.by_name("GRBM_COUNT").unwrap().sum(), 1000);
    assert!(!s.by_name("GRBM_COUNT").unwrap().counts_32_bits());
    assert!(waves.counts_32_bits() && waves.any_saturated());
    assert_eq!((waves.min(), waves.max()), (Some(0), Some(0xFFFF_FFFF)));
}

#[test]
fn sums_combine_without_sign_extension_or_wrapping() {
    let g = gpu("mi300x");
    let l = layout(&g, &["GRBM_COUNT"]).unwrap();
    let words = [u64::MAX - 1, 5, 0, 0, 0, 0, 0, 1 << 63];
    let b = bytes(&words);
    let s = Samples::new(&l, &b).unwrap();
    let c = s.counter(0).unwrap();
    assert_eq!(c.sum(), u64::MAX, "saturates");
    assert_eq!(c.values().map(|v| v.coordinate.xcc).collect::<Vec<_>>(), [0, 1, 2, 3, 4, 5, 6, 7]);
    assert!(!c.any_saturated(), "64-bit GRBM counters never saturate at 2^32 - 1");
}

#[test]
fn a_length_other_than_the_layouts_is_refused() {
    let g = gpu("r9700");
    let l = layout(&g, &["GRBM_GUI_ACTIVE", "GRBM_COUNT", "SQ_WAVES"]).unwrap();
    let e = Samples::new(&l, &[0; 100]).unwrap_err();
    assert_eq!(e, SamplesError::Length { given: 100, expected: 272 });
    assert_eq!(e.to_string(), "the samples hold 100 bytes; the layout lays out 272");
    assert!(Samples::new(&l, &[0; 280]).is_err());
    // Any alignment of the bytes is fine.
    let b = vec![0u8; 273];
    assert!(Samples::new(&l, &b[1..]).is_ok());
}

#[test]
fn instance_ids_place_each_dimension_in_its_field() {
    let c = Coordinate { xcc: 1, instance: 3, engine: 2, array: 1, wgp: 5 };
    let id = InstanceId::encode(0x0102, &c).unwrap();
    assert_eq!(id.0, 0x0102 << 48 | 3 << 36 | 5 << 30 | 1 << 24 | 2 << 12 | 1);
    assert_eq!(id.coordinate(), c);
    assert_eq!(id.counter_id(), 0x0102);
    assert_eq!((id.get(Dimension::Aid), id.get(Dimension::Agent)), (0, 0));
}

#[test]
fn an_out_of_range_coordinate_has_no_instance_id() {
    let e = InstanceId::encode(1, &Coordinate { wgp: 64, ..Coordinate::default() }).unwrap_err();
    assert_eq!(e, InstanceIdError { dimension: Dimension::Wgp, index: 64 });
    assert_eq!(e.to_string(), "DIMENSION_WGP index 64 does not fit its 6 bits");
    let e = InstanceId::encode(1, &Coordinate { instance: 1024, ..Coordinate::default() }).unwrap_err();
    assert_eq!(e.to_string(), "DIMENSION_INSTANCE index 1024 does not fit its 10 bits");
    assert!(InstanceId::encode(1, &Coordinate { instance: 1023, xcc: 63, ..Coordinate::default() }).is_ok());
}

#[test]
fn every_value_of_a_run_has_a_distinct_coordinate() {
    // User case 12: no two values share a coordinate.
    let g = gpu("mi300x");
    let l = layout(&g, &["SQ_WAVES", "TCC_HIT", "GRBM_COUNT"]).unwrap();
    let b = vec![0u8; l.bytes() as usize];
    let s = Samples::new(&l, &b).unwrap();
    for c in s.counters() {
        let mut seen: Vec<_> = c.values().map(|v| v.coordinate).collect();
        let n = seen.len();
        seen.sort();
        seen.dedup();
        assert_eq!(seen.len(), n, "{}", c.counter().name);
        for (i, v) in c.values().enumerate() {
            assert_eq!(v.coordinate.index_in(c.counter()), Some(i as u32));
        }
    }
}

proptest! {
    #[test]
    fn instance_ids_round_trip(
        counter in any::<u16>(), xcc in 0u32..64, engine in 0u32..64, array in 0u32..64, wgp in 0u32..64, instance in 0u32..1024
    ) {
        let c = Coordinate { xcc, instance, engine, array, wgp };
        let id = InstanceId::encode(counter, &c).unwrap();
        prop_assert_eq!(id.coordinate(), c);
        prop_assert_eq!(id.counter_id(), counter);
    }

    #[test]
    fn coordinates_out_of_range_are_refused(big in 64u32..1000, which in 0usize..5) {
        let mut c = Coordinate::default();
        match which {
            0 => c.xcc = big,
            1 => c.engine = big,
            2 => c.array = big,
            3 => c.wgp = big,
            _ => c.instance = big + 1024,
        }
        prop_assert!(InstanceId::encode(7, &c).is_err());
    }

    #[test]
    fn arbitrary_bytes_never_panic(len in 0usize..2000, key in 0usize..14) {
        let g = rig_counter_core::gpu::PRODUCTS[key].gpu;
        if let Ok(l) = layout(&g, &["SQ_WAVES"]) {
            let b = vec![0xFFu8; len];
            if let Ok(s) = Samples::new(&l, &b) {
                for c in s.counters() { let _ = (c.sum(), c.min(), c.max(), c.values().count()); }
            }
        }
    }
}

#[test]
fn a_value_with_bit_31_set_is_never_sign_extended() {
    // User case 13: LO/HI halves combine as (hi << 32) | lo.
    let l = layout(&gpu("r9700"), &["GRBM_COUNT"]).unwrap();
    let b = bytes(&[1 << 32 | 0x8000_0000]);
    let s = Samples::new(&l, &b).unwrap();
    assert_eq!(s.counter(0).unwrap().values().next().unwrap().value, 6_442_450_944);
    let l = layout(&gpu("r9700"), &["SQ_WAVES"]).unwrap();
    let mut words = vec![0u64; 32];
    words[5] = 0x8000_0000;
    let b = bytes(&words);
    let s = Samples::new(&l, &b).unwrap();
    let v = s.counter(0).unwrap().values().nth(5).unwrap();
    assert_eq!((v.value, v.saturated), (2_147_483_648, false));
}

#[test]
fn an_index_beyond_u32_of_a_hand_built_counter_is_none_not_an_overflow() {
    let mut c = *layout(&gpu("r9700"), &["SQ_WAVES"]).unwrap().counters().first().unwrap();
    (c.instances, c.engines) = (1 << 16, 1 << 16);
    let far = Coordinate { xcc: 0, instance: (1 << 16) - 1, engine: (1 << 16) - 1, array: 1, wgp: 3 };
    assert_eq!(far.index_in(&c), None);
    let near = Coordinate { xcc: 0, instance: 0, engine: 1, array: 1, wgp: 3 };
    // (engine 1 * 2 arrays + array 1) * 4 WGPs + WGP 3.
    assert_eq!(near.index_in(&c), Some(15));
}

#[test]
fn a_sum_of_32_bit_counts_is_exact_and_a_sum_past_u64_saturates() {
    let g = gpu("r9700");
    let l = layout(&g, &["SQ_WAVES"]).unwrap();
    let mut words = vec![u64::from(u32::MAX); 32];
    words[3] = 7;
    let b = bytes(&words);
    let s = Samples::new(&l, &b).unwrap();
    assert_eq!(s.counter(0).unwrap().sum(), 31 * u64::from(u32::MAX) + 7);
    let b = bytes(&[u64::MAX / 2 + 1, u64::MAX / 2, 1, 5].repeat(8));
    assert_eq!(Samples::new(&l, &b).unwrap().counter(0).unwrap().sum(), u64::MAX);
    let b = bytes(&[u64::MAX / 2, u64::MAX / 2, 1, 0].iter().chain(&[0; 28]).copied().collect::<Vec<_>>());
    assert_eq!(Samples::new(&l, &b).unwrap().counter(0).unwrap().sum(), u64::MAX);
    let b = bytes(&[u64::MAX / 2, u64::MAX / 2].iter().chain(&[0; 30]).copied().collect::<Vec<_>>());
    assert_eq!(Samples::new(&l, &b).unwrap().counter(0).unwrap().sum(), u64::MAX - 1);
}
