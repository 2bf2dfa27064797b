//! The C interface with any GPU, any name bytes (not UTF-8, null pointers),
//! masks, kinds, addresses, buffer lengths and coordinates: no call panics or
//! writes outside the buffers it is given; a refused call leaves its buffer
//! as it was; an accepted one writes the words it reports and no more; a
//! prepared program written and patched equals the one-shot program at the
//! patched address; every message is NUL-terminated UTF-8.
#![no_main]

#[path = "common.rs"]
mod common;

use libfuzzer_sys::fuzz_target;
use rig_counter_ffi::*;
use std::ffi::{CStr, CString, c_char};
use std::ptr::null;

const SENTINEL: u32 = 0xA5A5_A5A5;
/// Words kept past each buffer's end to see a write beyond it.
const GUARD: usize = 64;

fn check_message(e: &rc_error) {
    let end = e.message.iter().position(|&c| c == 0).expect("the message is NUL-terminated");
    let bytes: Vec<u8> = e.message[..end].iter().map(|&c| c as u8).collect();
    std::str::from_utf8(&bytes).expect("the message is UTF-8");
}

/// A name argument: a counter of the GPU's catalog, any bytes (not always
/// UTF-8), or a null pointer.
#[derive(arbitrary::Arbitrary, Debug)]
enum Name {
    Real(common::AnyName),
    Bytes(Vec<u8>),
    Null,
}

/// Counter `i` of `layout`, as `rc_layout_counter` describes it (`None` past the last).
unsafe fn counter_of(layout: &rc_layout, i: usize) -> Option<(Vec<c_char>, [u32; 10])> {
    // SAFETY: all-zero is a valid rc_counter; the pointers are valid.
    let mut c: rc_counter = unsafe { std::mem::zeroed() };
    let code = unsafe { rc_layout_counter(layout, i, &mut c, std::ptr::null_mut()) };
    (code == RC_OK).then(|| {
        let shape = [
            c.event,
            c.register_index,
            c.xccs,
            c.instances,
            c.engines,
            c.arrays,
            c.wgps,
            c.offset,
            c.bytes,
            c.accumulates,
        ];
        (c.name.to_vec(), shape)
    })
}

fuzz_target!(|input: (
    common::AnyGpu,
    Vec<(Name, u8)>,
    Vec<u32>,
    u32,
    u64,
    u64,
    u16,
    (u32, u32, u32, u32, u32),
    u8
)| {
    let (any, names, masks, kind, filter_address, address, len, at, counter) = input;
    let gpu = any.gpu();
    let g = rc_gpu::from(gpu);
    let owned: Vec<Option<CString>> = names
        .iter()
        .take(70)
        .map(|(n, _)| {
            let bytes = match n {
                Name::Real(r) => common::names(&gpu, std::slice::from_ref(r))[0].as_bytes().to_vec(),
                Name::Bytes(b) => b.clone(),
                Name::Null => return None,
            };
            Some(CString::new(bytes.iter().map(|&c| c.max(1)).collect::<Vec<u8>>()).unwrap())
        })
        .collect();
    let pointers: Vec<*const c_char> = owned.iter().map(|n| n.as_ref().map_or(null(), |c| c.as_ptr())).collect();
    // SAFETY: all-zero objects are valid (not yet made) objects.
    let mut layout: Box<rc_layout> = unsafe { Box::new(std::mem::zeroed()) };
    let mut e = rc_error { code: 0, message: [0; RC_MESSAGE_BYTES] };
    let len = usize::from(len) % 8192;
    let mut out = vec![SENTINEL; len + GUARD];
    // SAFETY: every pointer is valid or null, every length the buffer's.
    unsafe {
        // Requests that accumulate nothing lay out as the names do.
        let mut plain: Box<rc_layout> = Box::new(std::mem::zeroed());
        let plain_code = rc_layout_new(&g, pointers.as_ptr(), pointers.len(), &mut *plain, &mut e);
        let unaccumulated: Vec<rc_request> =
            pointers.iter().map(|&name| rc_request { name, accumulate: RC_ACCUMULATE_NONE }).collect();
        let code = rc_layout_new_requests(&g, unaccumulated.as_ptr(), unaccumulated.len(), &mut *layout, &mut e);
        assert_eq!(code, plain_code);
        if code == RC_OK {
            for i in 0..=pointers.len() {
                assert_eq!(counter_of(&layout, i), counter_of(&plain, i));
            }
        }
        // Then with accumulators (and 3, no RC_ACCUMULATE_*): the layout the rest uses.
        let requests: Vec<rc_request> = pointers
            .iter()
            .zip(&names)
            .map(|(&name, (_, a))| rc_request { name, accumulate: u32::from(a % 4) })
            .collect();
        let code = rc_layout_new_requests(&g, requests.as_ptr(), requests.len(), &mut *layout, &mut e);
        if requests.iter().any(|r| r.accumulate == 3) {
            assert_ne!(code, RC_OK, "an accumulate of 3 is refused");
        }
        if code != RC_OK {
            assert_eq!(e.code, code);
            check_message(&e);
            return;
        }
        let mut written = usize::MAX;
        let code = rc_start(&g, &*layout, filter_address, out.as_mut_ptr(), len, &mut written, &mut e);
        if code == RC_OK {
            assert!(written <= len && out[written..].iter().all(|&w| w == SENTINEL));
        } else {
            check_message(&e);
            assert!(out.iter().all(|&w| w == SENTINEL));
        }
        let mut one = vec![SENTINEL; len + GUARD];
        let stop_code = rc_stop(
            &g,
            masks.as_ptr(),
            masks.len(),
            &*layout,
            kind,
            address,
            one.as_mut_ptr(),
            len,
            &mut written,
            &mut e,
        );
        if stop_code == RC_OK {
            assert!(written <= len && one[written..].iter().all(|&w| w == SENTINEL));
        } else {
            check_message(&e);
            assert!(one.iter().all(|&w| w == SENTINEL));
        }
        // Prepared at another address, then patched to this one: the one-shot words.
        let mut stop: Box<rc_stop_program> = Box::new(std::mem::zeroed());
        if rc_stop_prepare(&g, masks.as_ptr(), masks.len(), &*layout, kind, &mut *stop, &mut e) == RC_OK {
            let mut p = vec![SENTINEL; len + GUARD];
            let mut n = 0;
            if rc_stop_program_write(&*stop, address ^ 0x1000, p.as_mut_ptr(), len, &mut n, &mut e) == RC_OK
                && rc_stop_program_patch(&*stop, address, p.as_mut_ptr(), n, &mut e) == RC_OK
            {
                assert_eq!(stop_code, RC_OK);
                assert_eq!(p, one);
            }
        }
        // A value of the samples, at any coordinate of any counter.
        let mut bytes = 0u32;
        rc_layout_size(&*layout, null::<usize>().cast_mut(), &mut bytes, &mut e);
        // A legal layout's samples may take gigabytes: read at most 16 MiB.
        if bytes > 1 << 24 {
            return;
        }
        let samples = vec![0x5Au8; bytes as usize];
        let at = rc_coordinate { xcc: at.0, instance: at.1, engine: at.2, array: at.3, wgp: at.4 };
        let mut value = 7u64;
        let code =
            rc_samples_value(&*layout, samples.as_ptr(), samples.len(), usize::from(counter), &at, &mut value, &mut e);
        if code == RC_OK {
            assert_eq!(value, 0x5A5A_5A5A_5A5A_5A5A);
        } else {
            assert_eq!(value, 7);
            check_message(&e);
        }
        let mut buf = [0 as c_char; 16];
        let n = rc_error_message(&e, buf.as_mut_ptr(), buf.len());
        assert!(CStr::from_ptr(buf.as_ptr()).to_bytes().len() <= n.min(15));
    }
});
