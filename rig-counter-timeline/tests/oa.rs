//! The OA tables, the equations' evaluator and the reports' accumulation.

use rig_counter_timeline::oa::device::{Device, Topology};
use rig_counter_timeline::oa::report::accumulate;
use rig_counter_timeline::oa::rpn::{EquationError, Inputs, Value, available, evaluate, maximum, value};
use rig_counter_timeline::oa::{Format, platform, platform_of_device, platforms};

/// A topology record's payload: `slices` x `subslices` x `eus`, the slices
/// and subslices of the masks present, every EU of a present subslice.
fn topology(max: (u16, u16, u16), slices: u8, subslices: &[u8]) -> Vec<u8> {
    let (s, ss, eu) = max;
    let ss_stride = ss.div_ceil(8);
    let eu_stride = eu.div_ceil(8);
    let ss_offset = s.div_ceil(8);
    let eu_offset = ss_offset + s * ss_stride;
    let mut b: Vec<u8> =
        [0, s, ss, eu, ss_offset, ss_stride, eu_offset, eu_stride].iter().flat_map(|v| v.to_le_bytes()).collect();
    b.push(slices);
    for slice in 0..usize::from(s) {
        let mask = u64::from(subslices.get(slice).copied().unwrap_or(0));
        b.extend(mask.to_le_bytes().iter().copied().chain(std::iter::repeat(0)).take(usize::from(ss_stride)));
    }
    for slice in 0..usize::from(s) {
        for sub in 0..usize::from(ss) {
            let on = subslices.get(slice).is_some_and(|m| sub < 8 && m >> sub & 1 == 1);
            for byte in 0..usize::from(eu_stride) {
                let bits = (eu as usize).saturating_sub(byte * 8).min(8);
                b.push(if on { (((1u16 << bits) - 1) & 0xff) as u8 } else { 0 });
            }
        }
    }
    b
}

fn device(id: u32, topo: Vec<u8>) -> Device {
    let p = platform_of_device(id).unwrap();
    Device::new(p, id, 0, 12_000_000, (300_000_000, 1_300_000_000), Topology::parse(&topo).unwrap())
}

#[test]
fn platforms_are_found_by_name_and_by_device() {
    let names: Vec<&str> = platforms().map(|p| p.name()).collect();
    assert_eq!(names.len(), 25);
    assert_eq!((names[0], names[16], names[24]), ("hsw", "tglgt2", "mtlgt3"));
    let tgl = platform("TGLGT2").unwrap();
    assert_eq!((tgl.title(), tgl.file(), tgl.graphics_ver()), ("Tiger Lake GT2", "i915/oa-tglgt2.xml", 12));
    assert_eq!(platform("0x9A49"), Some(tgl));
    assert_eq!(platform_of_device(0x9a49), Some(tgl));
    // INTEL_TGL_GT2_IDS: 0x9A40, 0x9A49, 0x9A59, 0x9A78, 0x9AC0, 0x9AC9, 0x9AD9, 0x9AF8.
    assert_eq!(tgl.device_ids().collect::<Vec<_>>(), [0x9a40, 0x9a49, 0x9a59, 0x9a78, 0x9ac0, 0x9ac9, 0x9ad9, 0x9af8]);
    // Skylake GT1 (0x1906) loads no metrics in IGT; nor does a Lunar Lake (0x6420).
    assert_eq!(platform_of_device(0x1906), None);
    assert_eq!(platform_of_device(0x6420), None);
    assert_eq!(platform_of_device(0x1_9a49), None);
    assert_eq!(platform("tgl"), None);
    assert_eq!(platform("0x"), None);
    // Hex digits only (Rust's from_str_radix alone takes a `+`).
    assert_eq!(platform("0x+9a49"), None);
}

#[test]
fn sets_and_counters_read_as_the_xml_says() {
    let tgl = platform("tglgt2").unwrap();
    assert_eq!(tgl.sets().len(), 26);
    let basic = tgl.set("renderbasic").unwrap();
    assert_eq!(tgl.set("0FC397C0-4833-492C-9CCD-4929D574D5B8"), Some(basic));
    assert_eq!(
        (basic.name(), basic.symbol(), basic.uuid()),
        ("Render Metrics Basic set", "RenderBasic", "0fc397c0-4833-492c-9ccd-4929d574d5b8")
    );
    assert_eq!(basic.format(), Format::A32u40_A4u32_B8_C8);
    assert_eq!(basic.counters().len(), 34);
    let first: Vec<&str> = basic.counters().take(3).map(|c| c.symbol()).collect();
    assert_eq!(first, ["AvgGpuCoreFrequency", "CsThreads", "DsThreads"]);
    let busy = basic.counter("GpuBusy").unwrap();
    assert_eq!(
        (
            busy.name(),
            busy.units(),
            busy.data_type(),
            busy.semantic_type(),
            busy.equation(),
            busy.max_equation(),
            busy.availability()
        ),
        ("GPU Busy", "percent", "float", "duration", "A 0 READ 100 UMUL $GpuCoreClocks FDIV", Some("100"), None)
    );
    assert_eq!(basic.counter("Sampler00Busy").unwrap().availability(), Some("$DualSubsliceMask 1 AND"));
    assert_eq!(platform("mtlgt2").unwrap().set("RenderBasic").unwrap().format(), Format::A24u40_A14u32_B8_C8);
    assert_eq!(platform("hsw").unwrap().set("RenderBasic").unwrap().format(), Format::A45_B8_C8);
}

/// Every counter of every set of every platform evaluates, its max equation
/// and availability too, on a device with a full topology.
#[test]
fn every_equation_of_every_platform_evaluates() {
    let mut n = 0;
    for p in platforms() {
        let id = u32::from(p.device_ids().next().unwrap());
        let topo = topology((3, 8, 16), 0b111, &[0xff, 0xff, 0xff]);
        let d = device(id, topo);
        let acc: [u64; 64] = std::array::from_fn(|i| 1000 + i as u64 * 7);
        for set in p.sets() {
            let inputs = Inputs { device: &d, set, accumulator: &acc };
            for c in set.counters() {
                let what = format!("{} {} {}", p.name(), set.symbol(), c.symbol());
                value(c, &inputs).unwrap_or_else(|e| panic!("{what}: {e}"));
                maximum(c, &inputs).unwrap_or_else(|e| panic!("{what} max: {e}"));
                available(c, &d).unwrap_or_else(|e| panic!("{what} availability: {e}"));
                n += 1;
            }
        }
    }
    assert_eq!(n, 16_499);
}

fn tgl_inputs<'a>(d: &'a Device, acc: &'a [u64; 64]) -> Inputs<'a> {
    Inputs { device: d, set: d.platform.set("RenderBasic").unwrap(), accumulator: acc }
}

#[test]
fn operators_follow_igts_c() {
    let d = device(0x9a49, topology((1, 6, 16), 1, &[0x3f]));
    let acc = [0u64; 64];
    let i = tgl_inputs(&d, &acc);
    let e = |eq: &str| evaluate(eq, &i).unwrap();
    // Integer operations wrap; float ones of two integers are computed as
    // integers (`double t = a - b;` of two uint64_t).
    assert_eq!(e("1 2 USUB"), Value::Int(u64::MAX));
    assert_eq!(e("1 2 FSUB"), Value::Float(u64::MAX as f64));
    assert_eq!(e("7 2 UDIV"), Value::Int(3));
    assert_eq!(e("7 2 FDIV"), Value::Float(3.5));
    // Division by zero gives 0, as IGT's generated code checks.
    assert_eq!(e("7 0 UDIV"), Value::Int(0));
    assert_eq!(e("7 0 FDIV"), Value::Float(0.0));
    // A float into an integer operation is truncated.
    assert_eq!(e("7 2 FDIV 3 UMUL"), Value::Int(10));
    assert_eq!(e("7 2 FDIV 2 UDIV"), Value::Int(1));
    assert_eq!(e("3 5 UMIN"), Value::Int(3));
    assert_eq!(e("3 5 FMAX"), Value::Float(5.0));
    assert_eq!(e("1 40 <<"), Value::Int(1 << 40));
    assert_eq!(e("1 64 <<"), Value::Int(0));
    assert_eq!(e("0x12 4 >>"), Value::Int(1));
    assert_eq!(e("0x12 0x02 AND"), Value::Int(2));
    assert_eq!(e("3 3 UGTE 2 3 ULT &&"), Value::Int(1));
    assert_eq!(e("3 4 UGT"), Value::Int(0));
    assert_eq!(e("0.5 2 FMUL"), Value::Float(1.0));
    // Device variables: 1 slice of 6 dual subslices of 16 EUs.
    assert_eq!(e("$EuCoresTotalCount"), Value::Int(96));
    assert_eq!(e("$EuSubslicesTotalCount"), Value::Int(6));
    assert_eq!(e("$EuSlicesTotalCount"), Value::Int(1));
    assert_eq!(e("$EuThreadsCount"), Value::Int(7));
    assert_eq!(e("$DualSubsliceMask"), Value::Int(0x3f));
}

#[test]
fn bad_equations_are_typed_errors() {
    let d = device(0x9a49, topology((1, 6, 16), 1, &[0x3f]));
    let acc = [0u64; 64];
    let i = tgl_inputs(&d, &acc);
    let err = |eq: &str| evaluate(eq, &i).unwrap_err().to_string();
    assert_eq!(err("1 UADD"), "`1 UADD`: `UADD` takes two operands");
    assert_eq!(err("1 2"), "`1 2`: 2 values left, not one");
    assert_eq!(err(""), "``: no value");
    assert_eq!(err("1 2 POW"), "`1 2 POW`: `POW` is no operator, number or variable");
    assert_eq!(err("$Nothing"), "`$Nothing`: `$Nothing` is neither a device variable nor a counter of the set");
    assert_eq!(err("1 2 READ"), "`1 2 READ`: READ takes a counter kind (A, B, C, GPU_TIME, GPU_CLOCK, PERFCNT) first");
    assert_eq!(err("A 1 UADD"), "`A 1 UADD`: `A` outside READ");
    assert_eq!(err("0x+1 1 UADD"), "`0x+1 1 UADD`: `0x+1` is no operator, number or variable");
    assert_eq!(evaluate("0x1F 1 UADD", &i).unwrap(), Value::Int(32));
    assert!(matches!(evaluate("1 2 POW", &i), Err(EquationError::Token { .. })));
    // READ past the accumulator reads 0.
    assert_eq!(evaluate("A 100 READ", &i).unwrap(), Value::Int(0));
}

#[test]
fn availability_reads_the_topology() {
    // Skylake GT2 (gen9: 3 mask bits per slice) with subslice 0 fused off:
    // SubsliceMask 0b110; Sampler0 (0x09) is absent, Sampler1 (0x12) present.
    let d = device(0x1916, topology((1, 3, 8), 1, &[0b110]));
    assert_eq!((d.subslice_mask, d.n_eus, d.n_subslices), (0b110, 16, 2));
    let set = d.platform.set("RenderBasic").unwrap();
    let has = |s: &str| available(set.counter(s).unwrap(), &d).unwrap();
    assert!(!has("Sampler0Busy"));
    assert!(has("Sampler1Busy"));
    assert!(has("GpuBusy"));
    // Gen11 and later: 8 bits per slice; slice 1's subslice 2 is bit 10.
    let d = device(0x9a49, topology((2, 6, 16), 0b10, &[0, 0b100]));
    assert_eq!((d.slice_mask, d.subslice_mask, d.n_eus), (0b10, 1 << 10, 16));
    assert_eq!(d.variable("GtSlice1"), Some(1));
    assert_eq!(d.variable("GtSlice0"), Some(0));
    assert_eq!(d.variable("GtSlice1XeCore2"), Some(1));
    assert_eq!(d.variable("GtSlice1DualSubslice1"), Some(0));
    assert_eq!(d.variable("GtSlice1XeCore"), None);
    assert_eq!(d.variable("GtSliceX"), None);
}

#[test]
fn a_topology_shorter_than_it_says_is_refused() {
    let mut t = topology((1, 6, 16), 1, &[0x3f]);
    t.truncate(t.len() - 1);
    assert_eq!(
        Topology::parse(&t).unwrap_err(),
        "a topology of 1 slices x 6 subslices x 16 EUs whose masks need 14 bytes; it has 13"
    );
    assert_eq!(Topology::parse(&[0; 15]).unwrap_err(), "a topology of 15 bytes, shorter than its 16-byte header");
}

fn dwords(d: &[u32]) -> Vec<u8> {
    d.iter().flat_map(|v| v.to_le_bytes()).collect()
}

#[test]
fn counters_wrap_at_32_and_40_bits() {
    let (mut r0, mut r1) = (vec![0u32; 64], vec![0u32; 64]);
    r0[1] = 0xffff_fff0; // timestamp wraps: 0x20 ticks
    r1[1] = 0x10;
    r0[3] = 100; // GPU clock
    r1[3] = 50_100;
    r0[4] = 0xffff_ff00; // A0, 40-bit: 0x00_ffffff00 to 0x01_00000100
    r1[4] = 0x100;
    r0[48] = 0xffff_ffff; // B0, 32-bit: wraps
    r1[48] = 4;
    let (mut b0, mut b1) = (dwords(&r0), dwords(&r1));
    b1[160] = 1; // A0's high byte
    // A1, 40-bit, wrapping past 2^40: 0xff_fffffff0 to 0x00_00000010.
    b0[160 + 1] = 0xff;
    b0[4 * 5..4 * 6].copy_from_slice(&0xffff_fff0u32.to_le_bytes());
    b1[4 * 5..4 * 6].copy_from_slice(&0x10u32.to_le_bytes());
    let mut acc = [0u64; 64];
    accumulate(Format::A32u40_A4u32_B8_C8, 0, &b0, &b1, &mut acc);
    assert_eq!(&acc[..4], [0x20, 50_000, 0x200, 0x20]);
    assert_eq!(acc[38], 5);
    // A second pair adds.
    accumulate(Format::A32u40_A4u32_B8_C8, 0, &b0, &b1, &mut acc);
    assert_eq!(&acc[..4], [0x40, 100_000, 0x400, 0x40]);
    // Meteor Lake's shift: the timestamp delta halved, in 32 bits.
    let mut acc = [0u64; 64];
    accumulate(Format::A24u40_A14u32_B8_C8, -1, &b0, &b1, &mut acc);
    // Its A0 is a 32-bit counter (the high byte is not read); B0 at 40.
    assert_eq!(&acc[..3], [0x10, 50_000, 0x200]);
    assert_eq!(acc[40], 5);
    // Haswell: 61 counters of 32 bits from dword 3.
    let mut acc = [0u64; 64];
    accumulate(Format::A45_B8_C8, 0, &b0, &b1, &mut acc);
    assert_eq!(&acc[..3], [0x20, 50_000, 0x200]);
}
