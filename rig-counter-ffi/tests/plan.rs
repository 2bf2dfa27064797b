//! Plans through the C interface against the core's planner: the same
//! passes, layouts, offsets and programs, metrics named by their index, and
//! every built-in catalog within an `rc_plan`'s capacities.

use rig_counter_core::plan::{Metric, Plan, plan};
use rig_counter_core::{Gpu, Layout, MAX_COUNTERS, Request, Resolution, gpu};
use rig_counter_ffi::*;
use std::ffi::{CStr, CString};

fn error() -> rc_error {
    rc_error { code: -1, message: [0; RC_MESSAGE_BYTES] }
}

fn message(e: &rc_error) -> String {
    // SAFETY: the library NUL-terminates every message it writes.
    unsafe { CStr::from_ptr(e.message.as_ptr()) }.to_str().unwrap().to_owned()
}

fn boxed<T>() -> Box<T> {
    // SAFETY: every object of the header is plain words; all zero is a valid
    // (not yet made) object.
    unsafe { Box::new(std::mem::zeroed()) }
}

fn product(key: &str) -> (rc_gpu, Gpu) {
    let g = gpu::products::find(key).unwrap().gpu;
    (g.into(), g)
}

/// A request as C gives it, and the strings it points to.
struct Asked {
    _names: Vec<CString>,
    requests: Vec<rc_request>,
}

fn asked(requests: &[Request<'_>]) -> Asked {
    let names: Vec<CString> = requests.iter().map(|r| CString::new(r.name).unwrap()).collect();
    let requests = requests
        .iter()
        .zip(&names)
        .map(|(r, n)| rc_request {
            name: n.as_ptr(),
            accumulate: match r.accumulate {
                None => RC_ACCUMULATE_NONE,
                Some(Resolution::HighRes) => RC_ACCUMULATE_HIGH_RES,
                Some(Resolution::LowRes) => RC_ACCUMULATE_LOW_RES,
            },
        })
        .collect();
    Asked { _names: names, requests }
}

/// The plan C gets of `counters` and `metrics` on `g`.
fn c_plan(g: &rc_gpu, counters: &Asked, metrics: &[(CString, Asked)]) -> Box<rc_plan> {
    let listed: Vec<rc_metric> = metrics
        .iter()
        .map(|(n, a)| rc_metric { name: n.as_ptr(), counters: a.requests.as_ptr(), count: a.requests.len() })
        .collect();
    let mut p = boxed::<rc_plan>();
    let mut e = error();
    let (r, n) = (counters.requests.as_ptr(), counters.requests.len());
    // SAFETY: valid pointers; counts are the arrays'.
    let code = unsafe { rc_plan_new(g, r, n, listed.as_ptr(), listed.len(), &mut *p, &mut e) };
    assert_eq!(code, RC_OK, "{}", message(&e));
    p
}

/// Passes, lower bound and bytes of `p`.
fn size(p: &rc_plan) -> (usize, usize, u64) {
    let (mut passes, mut lower, mut bytes) = (0, 0, 0);
    let mut e = error();
    // SAFETY: valid pointers.
    assert_eq!(unsafe { rc_plan_size(p, &mut passes, &mut lower, &mut bytes, &mut e) }, RC_OK);
    (passes, lower, bytes)
}

/// Pass `k`'s layout and offset.
fn pass(p: &rc_plan, k: usize) -> (Box<rc_layout>, u64) {
    let mut l = boxed::<rc_layout>();
    let (mut offset, mut e) = (0u64, error());
    // SAFETY: valid pointers.
    assert_eq!(unsafe { rc_plan_layout(p, k, &mut *l, &mut offset, &mut e) }, RC_OK, "{}", message(&e));
    (l, offset)
}

/// Each counter of `l`: its name, offset and bytes.
fn counters(l: &rc_layout) -> Vec<(String, u32, u32)> {
    let (mut n, mut e) = (0usize, error());
    // SAFETY: valid pointers.
    assert_eq!(unsafe { rc_layout_size(l, &mut n, std::ptr::null_mut(), &mut e) }, RC_OK);
    (0..n)
        .map(|i| {
            // SAFETY: an rc_counter is plain data; valid pointers.
            let mut c: rc_counter = unsafe { std::mem::zeroed() };
            assert_eq!(unsafe { rc_layout_counter(l, i, &mut c, &mut e) }, RC_OK);
            // SAFETY: the library NUL-terminates a counter's name.
            let name = unsafe { CStr::from_ptr(c.name.as_ptr()) }.to_str().unwrap().to_owned();
            (name, c.offset, c.bytes)
        })
        .collect()
}

type Listing = unsafe extern "C" fn(*const rc_plan, *mut usize, usize, *mut usize, *mut rc_error) -> i32;

/// The metrics a listing gives, by index.
fn listed(p: &rc_plan, list: Listing) -> Vec<usize> {
    let (mut out, mut n, mut e) = ([0usize; RC_PLAN_METRICS], 0usize, error());
    // SAFETY: valid pointers; the capacity is the array's.
    assert_eq!(unsafe { list(p, out.as_mut_ptr(), out.len(), &mut n, &mut e) }, RC_OK, "{}", message(&e));
    out[..n].to_vec()
}

fn completes(p: &rc_plan, k: usize) -> Vec<usize> {
    let (mut out, mut n, mut e) = ([0usize; RC_PLAN_METRICS], 0usize, error());
    // SAFETY: valid pointers; the capacity is the array's.
    let code = unsafe { rc_plan_completes(p, k, out.as_mut_ptr(), out.len(), &mut n, &mut e) };
    assert_eq!(code, RC_OK, "{}", message(&e));
    out[..n].to_vec()
}

/// The nine SQ counters of issue 41's R9700 request: one more than the
/// eight SQ counter registers of gfx1201.
const NINE: [&str; 9] = [
    "SQ_WAVES",
    "SQ_BUSY_CYCLES",
    "SQ_INSTS_VALU",
    "SQ_INSTS_SALU",
    "SQ_INSTS_LDS",
    "SQ_INSTS_SMEM",
    "SQ_INSTS_FLAT",
    "SQ_WAVE_CYCLES",
    "SQ_INST_CYCLES_VMEM",
];

/// Issue 41's 2-pass R9700 request: the core's passes, each laid out one
/// after the other (each SQ counter 256 bytes: 4 engines, 2 arrays, 4 WGPs,
/// 8 bytes a value), and each pass's stop program at the buffer's address
/// plus its offset the core's, word for word; the same passes for the names
/// in any order.
#[test]
fn a_two_pass_r9700_request_plans_as_the_core_and_each_pass_stops_at_its_offset() {
    let (g, core_gpu) = product("r9700");
    let requests: Vec<Request> = NINE.iter().map(|n| Request::plain(n)).collect();
    let p = c_plan(&g, &asked(&requests), &[]);
    assert_eq!(size(&p), (2, 2, 2304));
    let mut core = Box::new(Plan::new());
    plan(&core_gpu, &requests, &[], &[], &mut core).unwrap();
    let (first, at0) = pass(&p, 0);
    let (second, at1) = pass(&p, 1);
    assert_eq!((at0, at1), (0, 2048));
    let want0 = [
        "SQ_BUSY_CYCLES",
        "SQ_INSTS_FLAT",
        "SQ_INSTS_LDS",
        "SQ_INSTS_SALU",
        "SQ_INSTS_SMEM",
        "SQ_INSTS_VALU",
        "SQ_INST_CYCLES_VMEM",
        "SQ_WAVES",
    ];
    let want0: Vec<(String, u32, u32)> = want0.iter().zip(0..).map(|(n, i)| (n.to_string(), 256 * i, 256)).collect();
    assert_eq!(counters(&first), want0);
    assert_eq!(counters(&second), [("SQ_WAVE_CYCLES".to_string(), 0, 256)]);
    let masks = [0xFFu32; 4];
    let mut e = error();
    for (k, (l, at)) in [(&first, at0), (&second, at1)].into_iter().enumerate() {
        let core_layout: Layout = core.layout(k, &[]).unwrap().unwrap();
        assert_eq!(core.offset::<MAX_COUNTERS>(k, &[]), Some(Ok(at)));
        let address = 0x1000_0000 + at;
        let mut want = vec![0u32; 4096];
        let n = rig_counter_core::stop(&core_gpu, &masks, &core_layout, address, &mut want).unwrap();
        let (mut out, mut written) = (vec![0u32; 4096], 0usize);
        // SAFETY: valid pointers; lengths are the buffers'.
        let code = unsafe {
            rc_stop(&g, masks.as_ptr(), 4, &**l, RC_PROGRAM_STOP, address, out.as_mut_ptr(), 4096, &mut written, &mut e)
        };
        assert_eq!(code, RC_OK, "{}", message(&e));
        assert_eq!(&out[..written], &want[..n], "pass {k}");
    }
    // The names reversed: the same passes.
    let reversed: Vec<Request> = requests.iter().rev().copied().collect();
    let again = c_plan(&g, &asked(&reversed), &[]);
    assert_eq!(size(&again), (2, 2, 2304));
    assert_eq!(counters(&pass(&again, 0).0), want0);
}

/// tests/plan.rs's MI300X request in the core: ten TCC counters and five
/// metrics take three passes; by index, pass 0 completes LdsLatency (2),
/// GPUBusy (3) and CU_NUM (4); TCC5 (0) is split, Lds_low (1) conflicting
/// (LOW_RES where the request counts HIGH_RES), CU_NUM counterless. Listed
/// in reverse, the same passes and the indices of the new order.
#[test]
fn a_three_pass_mi300x_request_names_its_metrics_by_index() {
    let (g, core_gpu) = product("mi300x");
    let tcc = [
        "TCC_WRITE",
        "TCC_HIT",
        "TCC_REQ",
        "TCC_MISS",
        "TCC_READ",
        "TCC_EA0_WRREQ",
        "TCC_ATOMIC",
        "TCC_CYCLE",
        "TCC_BUSY",
        "TCC_EA0_RDREQ",
    ];
    let mut requests: Vec<Request> = tcc.iter().map(|n| Request::plain(n)).collect();
    requests.push(Request::accumulated("SQ_INST_LEVEL_LDS", Resolution::HighRes));
    let busy = [Request::plain("GRBM_GUI_ACTIVE"), Request::plain("GRBM_COUNT")];
    let lds = [Request::accumulated("SQ_INST_LEVEL_LDS", Resolution::HighRes), Request::plain("SQ_INSTS_LDS")];
    let low = [Request::accumulated("SQ_INST_LEVEL_LDS", Resolution::LowRes)];
    let tcc5 = ["TCC_HIT", "TCC_MISS", "TCC_READ", "TCC_WRITE", "TCC_REQ"].map(Request::plain);
    let metrics: [(&str, &[Request]); 5] =
        [("TCC5", &tcc5), ("Lds_low", &low), ("LdsLatency", &lds), ("GPUBusy", &busy), ("CU_NUM", &[])];
    let c_metrics = |order: &[usize]| -> Vec<(CString, Asked)> {
        order.iter().map(|&i| (CString::new(metrics[i].0).unwrap(), asked(metrics[i].1))).collect()
    };
    let p = c_plan(&g, &asked(&requests), &c_metrics(&[0, 1, 2, 3, 4]));
    let core_metrics: Vec<Metric> = metrics.iter().map(|(name, counters)| Metric { name, counters }).collect();
    let mut core = Box::new(Plan::new());
    plan(&core_gpu, &requests, &core_metrics, &[], &mut core).unwrap();
    let (passes, lower, bytes) = size(&p);
    assert_eq!((passes, lower), (3, 3));
    assert_eq!(bytes, core.bytes::<MAX_COUNTERS>(&[]).unwrap());
    for k in 0..3 {
        let want: Vec<String> = core.pass(k).map(|r| r.name.to_string()).collect();
        let got: Vec<String> = counters(&pass(&p, k).0).into_iter().map(|(n, _, _)| n).collect();
        // The layout holds each accumulator right after its counter.
        let got: Vec<String> = got.into_iter().filter(|n| n != "SQ_ACCUM_PREV_HIRES").collect();
        assert_eq!(got, want, "pass {k}");
    }
    assert_eq!(completes(&p, 0), [2, 3, 4]);
    assert_eq!((completes(&p, 1), completes(&p, 2)), (vec![], vec![]));
    assert_eq!(listed(&p, rc_plan_split), [0]);
    assert_eq!(listed(&p, rc_plan_conflicting), [1]);
    assert_eq!(listed(&p, rc_plan_counterless), [4]);
    // Reversed: CU_NUM is 0, GPUBusy 1, LdsLatency 2, Lds_low 3, TCC5 4.
    let r = c_plan(&g, &asked(&requests), &c_metrics(&[4, 3, 2, 1, 0]));
    assert_eq!(size(&r), (passes, lower, bytes));
    for k in 0..3 {
        assert_eq!(counters(&pass(&r, k).0), counters(&pass(&p, k).0), "pass {k}");
    }
    assert_eq!(completes(&r, 0), [0, 1, 2]);
    assert_eq!(listed(&r, rc_plan_split), [4]);
    assert_eq!(listed(&r, rc_plan_conflicting), [3]);
    assert_eq!(listed(&r, rc_plan_counterless), [0]);
    // A copy of the object (memcpy) is the same plan.
    let mut copy = boxed::<rc_plan>();
    // SAFETY: both are rc_plans; an rc_plan is copyable whole.
    unsafe { std::ptr::copy_nonoverlapping(&*p, &mut *copy, 1) };
    drop(p);
    assert_eq!(size(&copy), (passes, lower, bytes));
    assert_eq!(completes(&copy, 0), [2, 3, 4]);
}

/// Every counter of every built-in catalog at once fits an `rc_plan`: at most
/// 17 passes (gfx950's 428 counters, gfx1151's 256), the core's passes (of its
/// default capacities) and bytes.
#[test]
fn every_catalog_plans_within_an_rc_plan() {
    let mut most = 0;
    for product in gpu::products::PRODUCTS {
        let Some(catalog) = rig_counter_core::catalog::Catalog::of(product.gpu.target) else { continue };
        let requests: Vec<Request> = catalog.counters.iter().map(|c| Request::plain(c.name())).collect();
        assert!(requests.len() <= RC_PLAN_REQUESTS);
        let p = c_plan(&product.gpu.into(), &asked(&requests), &[]);
        let mut core = Box::new(Plan::new());
        plan(&product.gpu, &requests, &[], &[], &mut core).unwrap();
        let (passes, lower, bytes) = size(&p);
        assert_eq!((passes, lower), (core.passes(), core.lower_bound()), "{}", product.key);
        assert_eq!(bytes, core.bytes::<MAX_COUNTERS>(&[]).unwrap(), "{}", product.key);
        most = most.max(passes);
    }
    assert_eq!(most, 17);
}

/// The sizes the header gives: an `rc_plan` holds the core's plan of 64
/// passes and 64 metrics (29,376 bytes, 29,384 with its tag, in 32,768); a
/// pass more takes 106 bytes, a metric more 160; a request 24 (the stack
/// `rc_plan_new` keeps).
#[test]
#[cfg(target_pointer_width = "64")]
fn an_rc_plan_holds_the_cores_plan_of_its_capacities() {
    type Of<const P: usize, const M: usize> = Plan<'static, P, M>;
    let kept = size_of::<Of<RC_PLAN_PASSES, RC_PLAN_METRICS>>();
    assert_eq!((kept, size_of::<rc_plan>(), RC_PLAN_WORDS * 8), (29_376, 32_768, 32_768));
    assert_eq!(size_of::<Of<128, 64>>() - kept, 64 * 106);
    assert_eq!(size_of::<Of<64, 128>>() - kept, 64 * 160);
    assert_eq!(size_of::<Request>(), 24);
    assert_eq!((RC_PLAN_PASSES, RC_PLAN_METRICS, RC_PLAN_REQUESTS), (64, 64, 512));
    assert_eq!(align_of::<rc_plan>(), 8);
}

/// Break test 6 of issue 40: `rc_plan_new` overflowed a 96 KiB thread's
/// stack, where its documentation named about 42 KB. It runs on a thread of
/// the stack the header names (`RC_PLAN_NEW_STACK` bytes).
#[test]
#[cfg_attr(miri, ignore = "threads of a set stack size")]
fn rc_plan_new_runs_on_a_thread_of_the_stack_the_header_names() {
    let passes = std::thread::Builder::new()
        .stack_size(RC_PLAN_NEW_STACK)
        .spawn(|| {
            let (g, _) = product("r9700");
            let counters = asked(&[
                Request::plain("SQ_WAVES"),
                Request::plain("GRBM_COUNT"),
                Request::plain("SQ_INST_LEVEL_LDS"),
                Request::accumulated("SQ_INST_LEVEL_LDS", Resolution::HighRes),
            ]);
            let mut p = boxed::<rc_plan>();
            let mut e = error();
            let (r, n) = (counters.requests.as_ptr(), counters.requests.len());
            // SAFETY: valid pointers; the counts are the arrays'.
            let code = unsafe { rc_plan_new(&g, r, n, std::ptr::null(), 0, &mut *p, &mut e) };
            assert_eq!(code, RC_OK, "{}", message(&e));
            size(&p).0
        })
        .unwrap()
        .join()
        .unwrap();
    assert_eq!(passes, 1);
}
