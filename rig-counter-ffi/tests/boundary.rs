//! The C boundary: every function called as C calls it, with null pointers,
//! names that are not UTF-8, too-small buffers, enumerations out of range
//! and objects never made; each gives its defined code, and outputs are
//! untouched after an error.

use rig_counter_ffi::*;
use std::ffi::{CStr, CString, c_char};
use std::ptr::{null, null_mut};

fn error() -> rc_error {
    rc_error { code: -1, message: [0; RC_MESSAGE_BYTES] }
}

fn message(e: &rc_error) -> String {
    let mut buf = [0 as c_char; RC_MESSAGE_BYTES];
    // SAFETY: e is an rc_error; buf holds RC_MESSAGE_BYTES bytes.
    let n = unsafe { rc_error_message(e, buf.as_mut_ptr(), buf.len()) };
    // SAFETY: rc_error_message NUL-terminates what it writes.
    let s = unsafe { CStr::from_ptr(buf.as_ptr()) }.to_str().unwrap().to_string();
    assert_eq!(n, s.len());
    s
}

fn gpu(key: &str) -> rc_gpu {
    let key = CString::new(key).unwrap();
    let mut g = rc_gpu::default();
    let mut e = error();
    // SAFETY: valid pointers.
    assert_eq!(unsafe { rc_gpu_find(key.as_ptr(), &mut g, &mut e) }, RC_OK);
    g
}

fn boxed<T>() -> Box<T> {
    // SAFETY: every object of the header is plain words; all zero is a valid
    // (not yet made) object.
    unsafe { Box::new(std::mem::zeroed()) }
}

fn layout(g: &rc_gpu, names: &[&str]) -> Box<rc_layout> {
    let owned: Vec<CString> = names.iter().map(|n| CString::new(*n).unwrap()).collect();
    let pointers: Vec<*const c_char> = owned.iter().map(|n| n.as_ptr()).collect();
    let mut l = boxed::<rc_layout>();
    let mut e = error();
    // SAFETY: valid pointers, `pointers.len()` names.
    let code = unsafe { rc_layout_new(g, pointers.as_ptr(), pointers.len(), &mut *l, &mut e) };
    assert_eq!(code, RC_OK, "{}", message(&e));
    l
}

#[test]
fn the_codes_are_the_cores_numbers() {
    use rig_counter_core::{CountingError, LayoutError};
    assert_eq!(RC_LISTED_TWICE as u32, LayoutError::ListedTwice { name: "" }.code());
    assert_eq!(RC_TOO_LARGE as u32, LayoutError::TooLarge { name: "" }.code());
    assert_eq!(RC_VMID_OUT_OF_RANGE as u32, CountingError::VmidOutOfRange { vmid: 16 }.code());
    assert_eq!(RC_BUFFER_TOO_SMALL as u32, CountingError::BufferTooSmall { needed: 1, len: 0 }.code());
    assert_eq!(RC_NOT_THIS_PROGRAM as u32, CountingError::NotThisProgram.code());
    let gfx1250 = rig_counter_core::Target { major: 12, minor: 5, stepping: 0 }.processor();
    assert_eq!(RC_REGISTERS_NOT_PUBLIC as u32, CountingError::RegistersNotPublic { processor: gfx1250 }.code());
    let block = rig_counter_core::Block::Tcc;
    assert_eq!(RC_NO_SUCH_BLOCK as u32, LayoutError::NoSuchBlock { processor: gfx1250, name: "", block }.code());
    // SAFETY: rc_code_description returns a static NUL-terminated string.
    let d = |c| unsafe { CStr::from_ptr(rc_code_description(c)) }.to_str().unwrap();
    assert_eq!(d(RC_LISTED_TWICE), "a counter is listed twice");
    assert_eq!(d(RC_NULL_POINTER), "a required pointer is null");
    assert_eq!(d(999), "unknown error code");
}

#[test]
fn find_gives_the_products_gpu_and_refuses_unknown_null_and_non_utf8_keys() {
    let g = gpu("r9700");
    assert_eq!((g.target_major, g.target_minor, g.target_stepping), (12, 0, 1));
    assert_eq!((g.xccs, g.shader_engines, g.shader_arrays, g.array_units, g.l2_channels), (1, 4, 2, 4, 32));
    assert_eq!(gpu("gfx942").xccs, 8);
    let mut out = rc_gpu { xccs: 77, ..rc_gpu::default() };
    let mut e = error();
    let bad = CString::new("r9800").unwrap();
    // SAFETY: valid pointers (or null where tested).
    unsafe {
        assert_eq!(rc_gpu_find(bad.as_ptr(), &mut out, &mut e), RC_UNKNOWN_GPU);
        assert_eq!(message(&e), "no built-in product or processor is named r9800");
        assert_eq!(out.xccs, 77, "untouched after an error");
        assert_eq!(rc_gpu_find(null(), &mut out, &mut e), RC_NULL_POINTER);
        assert_eq!(message(&e), "key is null");
        assert_eq!(rc_gpu_find(c"r9700".as_ptr(), null_mut(), &mut e), RC_NULL_POINTER);
        assert_eq!(message(&e), "gpu is null");
        let latin1 = [b'r', 0xE9, 0];
        assert_eq!(rc_gpu_find(latin1.as_ptr().cast(), &mut out, &mut e), RC_NOT_UTF8);
        assert_eq!(message(&e), "key is not UTF-8");
        // A null rc_error is allowed.
        assert_eq!(rc_gpu_find(bad.as_ptr(), &mut out, null_mut()), RC_UNKNOWN_GPU);
    }
}

#[test]
fn layouts_refuse_null_names_non_utf8_names_and_the_cores_errors_with_its_messages() {
    let g = gpu("r9700");
    let mut l = boxed::<rc_layout>();
    let mut e = error();
    let waves = c"SQ_WAVES".as_ptr();
    // SAFETY: valid pointers (or null where tested); counts match the arrays.
    unsafe {
        let names = [waves, null()];
        assert_eq!(rc_layout_new(&g, names.as_ptr(), 2, &mut *l, &mut e), RC_NULL_POINTER);
        assert_eq!(message(&e), "names[1] is null");
        let latin1 = [b'S', 0xC0, 0];
        let names = [waves, latin1.as_ptr().cast()];
        assert_eq!(rc_layout_new(&g, names.as_ptr(), 2, &mut *l, &mut e), RC_NOT_UTF8);
        assert_eq!(message(&e), "names[1] is not UTF-8");
        let names = [waves, waves];
        assert_eq!(rc_layout_new(&g, names.as_ptr(), 2, &mut *l, &mut e), RC_LISTED_TWICE);
        assert_eq!(message(&e), "SQ_WAVES is listed twice");
        let names = [c"SQ_FOO".as_ptr()];
        assert_eq!(rc_layout_new(&g, names.as_ptr(), 1, &mut *l, &mut e), RC_UNKNOWN_COUNTER);
        assert_eq!(message(&e), "gfx1201 counts no SQ_FOO");
        assert_eq!(rc_layout_new(&g, null(), 3, &mut *l, &mut e), RC_NULL_POINTER);
        assert_eq!(rc_layout_new(&g, names.as_ptr(), 65, &mut *l, &mut e), RC_TOO_MANY_COUNTERS);
        assert_eq!(message(&e), "a layout holds at most 64 counters");
        assert_eq!(rc_layout_new(null(), names.as_ptr(), 1, &mut *l, &mut e), RC_NULL_POINTER);
        assert_eq!(rc_layout_new(&g, names.as_ptr(), 1, null_mut(), &mut e), RC_UNKNOWN_COUNTER);
        // Nothing was made: the object is still refused.
        let (mut count, mut bytes) = (9usize, 9u32);
        assert_eq!(rc_layout_size(&*l, &mut count, &mut bytes, &mut e), RC_NOT_INITIALISED);
        assert_eq!(message(&e), "layout was not made by its function (or was zeroed)");
        assert_eq!((count, bytes), (9, 9));
    }
}

#[test]
fn a_layout_describes_its_counters_as_the_core_lays_them_out() {
    let g = gpu("r9700");
    let l = layout(&g, &["SQ_WAVES", "GRBM_GUI_ACTIVE"]);
    let core = rig_counter_core::layout(&g.into(), &["SQ_WAVES", "GRBM_GUI_ACTIVE"]).unwrap();
    let (mut count, mut bytes) = (0usize, 0u32);
    let mut e = error();
    // SAFETY: valid pointers.
    unsafe {
        assert_eq!(rc_layout_size(&*l, &mut count, &mut bytes, &mut e), RC_OK);
        assert_eq!((count, bytes), (2, core.bytes()));
        let mut c: rc_counter = std::mem::zeroed();
        assert_eq!(rc_layout_counter(&*l, 1, &mut c, &mut e), RC_OK);
        let name = CStr::from_ptr(c.name.as_ptr()).to_str().unwrap();
        let want = &core.counters()[1];
        assert_eq!((name, c.offset, c.bytes, c.event), (want.name, want.offset, want.bytes(), u32::from(want.event)));
        assert_eq!(rc_layout_counter(&*l, 2, &mut c, &mut e), RC_NO_SUCH_COUNTER);
        assert_eq!(message(&e), "counter 2 is past the layout's 2 counters");
    }
}

#[test]
fn one_shot_and_prepared_programs_give_the_cores_words_and_leave_small_buffers_untouched() {
    let g = gpu("r9700");
    let core_gpu = g.into();
    let names = ["SQ_WAVES", "GRBM_GUI_ACTIVE"];
    let l = layout(&g, &names);
    let core = rig_counter_core::layout(&core_gpu, &names).unwrap();
    let masks = [0xFFu32; 4];
    let mut want = vec![0u32; 4096];
    let n = rig_counter_core::start(&core_gpu, &core, 0x0FFF_F000, &mut want).unwrap();
    let m = rig_counter_core::stop(&core_gpu, &masks, &core, 0x1000_0000, &mut want[n..]).unwrap();
    let mut e = error();
    // SAFETY: valid pointers; lengths are the buffers'.
    unsafe {
        let (mut words, mut written) = (0usize, 0usize);
        assert_eq!(rc_start_words(&g, &*l, 0x0FFF_F000, &mut words, &mut e), RC_OK);
        assert_eq!(words, n);
        let mut out = vec![0xAAAA_AAAAu32; 4096];
        assert_eq!(rc_start(&g, &*l, 0x0FFF_F000, out.as_mut_ptr(), n - 1, &mut written, &mut e), RC_BUFFER_TOO_SMALL);
        assert_eq!(message(&e), format!("the program takes {n} words; the buffer holds {}", n - 1));
        assert!(out.iter().all(|&w| w == 0xAAAA_AAAA), "a too-small buffer is untouched");
        assert_eq!(rc_start(&g, &*l, 0x0FFF_F000, out.as_mut_ptr(), 4096, &mut written, &mut e), RC_OK);
        assert_eq!(&out[..written], &want[..n]);
        let rest = out.as_mut_ptr().add(n);
        assert_eq!(rc_stop_words(&g, masks.as_ptr(), 4, &*l, RC_PROGRAM_STOP, 0x1000_0000, &mut words, &mut e), RC_OK);
        assert_eq!(words, m);
        let code =
            rc_stop(&g, masks.as_ptr(), 4, &*l, RC_PROGRAM_STOP, 0x1000_0000, rest, 4096 - n, &mut written, &mut e);
        assert_eq!(code, RC_OK);
        assert_eq!(&out[..n + m], &want[..n + m]);
        // An enumeration out of range, and masks of another shape.
        let code = rc_stop(&g, masks.as_ptr(), 4, &*l, 2, 0x1000_0000, rest, 4096 - n, &mut written, &mut e);
        assert_eq!(code, RC_BAD_ENUM);
        assert_eq!(message(&e), "kind 2 is neither RC_PROGRAM_STOP (0) nor RC_PROGRAM_SAMPLE (1)");
        let code =
            rc_stop(&g, masks.as_ptr(), 3, &*l, RC_PROGRAM_STOP, 0x1000_0000, rest, 4096 - n, &mut written, &mut e);
        assert_eq!(code, RC_WRONG_ENGINES);
        assert_eq!(message(&e), "wgps holds 3 engines; this gfx1201 has 4");
        let code = rc_stop(&g, null(), 4, &*l, RC_PROGRAM_STOP, 0x1000_0000, rest, 4096 - n, &mut written, &mut e);
        assert_eq!(code, RC_NULL_POINTER);
        assert_eq!(message(&e), "wgps is null");

        // Prepared: written, then patched to other addresses, equals one-shot at those.
        let mut start: Box<rc_start_program> = boxed();
        let mut stop: Box<rc_stop_program> = boxed();
        assert_eq!(rc_start_prepare(&g, &*l, &mut *start, &mut e), RC_OK);
        assert_eq!(rc_stop_prepare(&g, masks.as_ptr(), 4, &*l, RC_PROGRAM_STOP, &mut *stop, &mut e), RC_OK);
        let mut p = vec![0u32; 4096];
        assert_eq!(rc_start_program_write(&*start, 0x0FFF_F000, p.as_mut_ptr(), 4096, &mut written, &mut e), RC_OK);
        assert_eq!(written, n);
        let mut bytes = 0u32;
        assert_eq!(rc_stop_program_words(&*stop, &mut words, &mut bytes, &mut e), RC_OK);
        assert_eq!((words, bytes), (m, core.bytes()));
        let tail = p.as_mut_ptr().add(n);
        assert_eq!(rc_stop_program_write(&*stop, 0x1000_0000, tail, 4096 - n, &mut written, &mut e), RC_OK);
        assert_eq!(&p[..n + m], &want[..n + m]);
        assert_eq!(rc_start_program_patch(&*start, 0x2000_0000, p.as_mut_ptr(), n, &mut e), RC_OK);
        assert_eq!(rc_stop_program_patch(&*stop, 0x3000_0000, tail, m, &mut e), RC_OK);
        let mut again = vec![0u32; 4096];
        let k = rig_counter_core::start(&core_gpu, &core, 0x2000_0000, &mut again).unwrap();
        rig_counter_core::stop(&core_gpu, &masks, &core, 0x3000_0000, &mut again[k..]).unwrap();
        assert_eq!(&p[..n + m], &again[..n + m]);
        // Patching words that are not the program, or a misaligned address: refused, untouched.
        let before = p.clone();
        assert_eq!(rc_stop_program_patch(&*stop, 0x3000_0000, p.as_mut_ptr(), m, &mut e), RC_NOT_THIS_PROGRAM);
        assert_eq!(
            rc_start_program_patch(&*start, 0x2000_0002, p.as_mut_ptr(), n, &mut e),
            RC_FILTER_ADDRESS_MISALIGNED
        );
        assert_eq!(message(&e), "filter address 0x20000002 is not a multiple of 4");
        assert_eq!(rc_stop_program_write(&*stop, 0x1000_0000, tail, m - 1, &mut written, &mut e), RC_BUFFER_TOO_SMALL);
        assert_eq!(p, before);
        // A start program where a stop program is expected: refused by its tag.
        let wrong = (&*start as *const rc_start_program).cast::<rc_stop_program>();
        assert_eq!(rc_stop_program_words(wrong, &mut words, &mut bytes, &mut e), RC_NOT_INITIALISED);
        assert_eq!(rc_start_prepare(&g, &*l, null_mut(), &mut e), RC_NULL_POINTER);
        assert_eq!(message(&e), "program is null");
        // A program written over itself, a stop program over its layout: refused, untouched.
        let own = (&mut *stop as *mut rc_stop_program).cast::<u32>();
        let (tag, snapshot) = (*own, std::ptr::read(own.add(40)));
        assert_eq!(rc_stop_program_write(&*stop, 0x1000_0000, own, 512, &mut written, &mut e), RC_OVERLAP);
        assert_eq!(message(&e), "out overlaps an object the call reads");
        assert_eq!((*own, *own.add(40)), (tag, snapshot));
        let over = (&*l as *const rc_layout).cast_mut().cast::<u32>().add(8);
        let code = rc_stop(&g, masks.as_ptr(), 4, &*l, RC_PROGRAM_STOP, 0x1000_0000, over, 4096, &mut written, &mut e);
        assert_eq!(code, RC_OVERLAP);
        // A length no memory holds.
        assert_eq!(
            rc_start_program_write(&*start, 0, p.as_mut_ptr(), usize::MAX, &mut written, &mut e),
            RC_LENGTH_TOO_LARGE
        );
        assert_eq!(message(&e), "out's length exceeds any memory");
        let code = rc_stop_words(&g, masks.as_ptr(), usize::MAX, &*l, RC_PROGRAM_STOP, 0, &mut words, &mut e);
        assert_eq!(code, RC_LENGTH_TOO_LARGE);
        assert_eq!(message(&e), "wgps's length exceeds any memory");
    }
}

#[test]
fn filters_and_samples_read_as_the_core_reads_them() {
    let g = gpu("r9700");
    let mut e = error();
    let mut word = 0u32;
    // SAFETY: valid pointers.
    unsafe {
        assert_eq!(rc_filter(&g, 3, &mut word, &mut e), RC_OK);
        assert_eq!(word, 1 | 1 << 4);
        assert_eq!(rc_filter(&g, 16, &mut word, &mut e), RC_VMID_OUT_OF_RANGE);
        assert_eq!(message(&e), "vmid 16 is not in 0..=15");
        assert_eq!(word, 1 | 1 << 4);
        assert_eq!(rc_filter(&g, 3, null_mut(), &mut e), RC_NULL_POINTER);
    }
    assert_eq!(rc_filter_of_hw_id2(3 << 24), 1 | 1 << 4);
    assert_eq!(rc_filter_of_hw_id(3 << 20), 0x40 | 1 << 19);

    let l = layout(&g, &["SQ_WAVES", "GRBM_GUI_ACTIVE"]);
    let core = rig_counter_core::layout(&g.into(), &["SQ_WAVES", "GRBM_GUI_ACTIVE"]).unwrap();
    // Value i of the samples is i.
    let samples: Vec<u8> = (0..u64::from(core.bytes()) / 8).flat_map(u64::to_le_bytes).collect();
    let waves = &core.counters()[0];
    let at = rc_coordinate { xcc: 0, instance: 0, engine: 2, array: 1, wgp: 3 };
    let index = u64::from(((2 * waves.arrays + 1) * waves.wgps) + 3);
    let (mut value, mut sum) = (0u64, 0u64);
    // SAFETY: valid pointers; the samples' length is given.
    unsafe {
        assert_eq!(rc_samples_value(&*l, samples.as_ptr(), samples.len(), 0, &at, &mut value, &mut e), RC_OK);
        assert_eq!(value, index);
        assert_eq!(rc_samples_sum(&*l, samples.as_ptr(), samples.len(), 1, &mut sum, &mut e), RC_OK);
        assert_eq!(sum, u64::from(core.counters()[1].offset) / 8);
        let outside = rc_coordinate { wgp: 4, ..at };
        let code = rc_samples_value(&*l, samples.as_ptr(), samples.len(), 0, &outside, &mut value, &mut e);
        assert_eq!(code, RC_OUTSIDE_COUNTER);
        assert_eq!(message(&e), "xcc 0 instance 0 engine 2 array 1 wgp 4 lies outside SQ_WAVES's values");
        let code = rc_samples_value(&*l, samples.as_ptr(), samples.len() - 8, 0, &at, &mut value, &mut e);
        assert_eq!(code, RC_SAMPLES_LENGTH);
        assert_eq!(
            message(&e),
            format!("the samples hold {} bytes; the layout lays out {}", samples.len() - 8, core.bytes())
        );
        assert_eq!(rc_samples_sum(&*l, null(), 8, 0, &mut sum, &mut e), RC_NULL_POINTER);
        assert_eq!(rc_samples_sum(&*l, samples.as_ptr(), samples.len(), 2, &mut sum, &mut e), RC_NO_SUCH_COUNTER);
    }
}

#[test]
fn messages_are_cut_to_the_callers_buffer_at_a_character_boundary() {
    let mut e = error();
    let key = CString::new("é".repeat(300)).unwrap();
    let mut g = rc_gpu::default();
    // SAFETY: valid pointers; each buffer's length is given.
    unsafe {
        assert_eq!(rc_gpu_find(key.as_ptr(), &mut g, &mut e), RC_UNKNOWN_GPU);
        let whole = message(&e);
        assert!(whole.len() < RC_MESSAGE_BYTES && whole.starts_with("no built-in product"), "{whole}");
        let mut small = [0x7F as c_char; 8];
        let n = rc_error_message(&e, small.as_mut_ptr(), small.len());
        assert_eq!(n, whole.len());
        assert_eq!(CStr::from_ptr(small.as_ptr()).to_str().unwrap(), "no buil");
        // Nothing is written to a zero-length or null buffer.
        let mut none = [0x7F as c_char; 4];
        assert_eq!(rc_error_message(&e, none.as_mut_ptr(), 0), whole.len());
        assert_eq!(none, [0x7F; 4]);
        assert_eq!(rc_error_message(&e, null_mut(), 100), whole.len());
        assert_eq!(rc_error_message(null(), none.as_mut_ptr(), 4), 0);
        assert_eq!(none, [0, 0x7F, 0x7F, 0x7F], "no error: the empty string");
        // A cut inside the two-byte é: the message ends before it.
        let cut = whole.char_indices().find(|(_, c)| *c == 'é').unwrap().0 + 1;
        let mut buf = vec![0 as c_char; cut + 1];
        rc_error_message(&e, buf.as_mut_ptr(), buf.len());
        assert_eq!(CStr::from_ptr(buf.as_ptr()).to_bytes().len(), cut - 1);
        // A hand-filled message that stops being UTF-8 is kept up to there.
        let mut hand = error();
        for (d, s) in hand.message.iter_mut().zip(b"SQ_WAVES \xff\xfe rest\0") {
            *d = *s as c_char;
        }
        let mut buf = [0x7F as c_char; 32];
        assert_eq!(rc_error_message(&hand, buf.as_mut_ptr(), buf.len()), 9);
        assert_eq!(CStr::from_ptr(buf.as_ptr()).to_str().unwrap(), "SQ_WAVES ");
        // A length that says "large enough" writes the message and its NUL, no more.
        let mut big = [0x7F as c_char; 32];
        assert_eq!(rc_error_message(&hand, big.as_mut_ptr(), usize::MAX), 9);
        assert_eq!(CStr::from_ptr(big.as_ptr()).to_str().unwrap(), "SQ_WAVES ");
        assert_eq!(big[10], 0x7F, "past the NUL, untouched");
    }
}

#[test]
fn requests_accumulate_as_the_core_lays_them_out_and_refuse_what_it_refuses() {
    use rig_counter_core::{Request, Resolution};
    let lds = CString::new("SQ_INST_LEVEL_LDS").unwrap();
    let waves = CString::new("SQ_WAVES").unwrap();
    let grbm = CString::new("GRBM_COUNT").unwrap();
    let asked = [
        rc_request { name: lds.as_ptr(), accumulate: RC_ACCUMULATE_HIGH_RES },
        rc_request { name: waves.as_ptr(), accumulate: RC_ACCUMULATE_LOW_RES },
        rc_request { name: grbm.as_ptr(), accumulate: RC_ACCUMULATE_NONE },
    ];
    let core_asked = [
        Request::accumulated("SQ_INST_LEVEL_LDS", Resolution::HighRes),
        Request::accumulated("SQ_WAVES", Resolution::LowRes),
        Request::plain("GRBM_COUNT"),
    ];
    let mut e = error();
    for (key, accumulators) in [("mi300x", ["SQ_ACCUM_PREV_HIRES", "SQ_ACCUM_PREV"]), ("r9700", ["SQ_ACCUM_PREV"; 2])] {
        let g = gpu(key);
        let core_gpu: rig_counter_core::Gpu = g.into();
        let core = rig_counter_core::Layout::<64>::of_requests(&core_gpu, &core_asked).unwrap();
        let mut l = boxed::<rc_layout>();
        // SAFETY: valid pointers; lengths are the arrays'.
        unsafe {
            assert_eq!(rc_layout_new_requests(&g, asked.as_ptr(), 3, &mut *l, &mut e), RC_OK, "{}", message(&e));
            let (mut count, mut bytes) = (0usize, 0u32);
            assert_eq!(rc_layout_size(&*l, &mut count, &mut bytes, &mut e), RC_OK);
            assert_eq!((count, bytes), (5, core.bytes()));
            let mut names = Vec::new();
            for (i, want) in core.counters().iter().enumerate() {
                let mut c: rc_counter = std::mem::zeroed();
                assert_eq!(rc_layout_counter(&*l, i, &mut c, &mut e), RC_OK);
                let name = CStr::from_ptr(c.name.as_ptr()).to_str().unwrap().to_owned();
                assert_eq!((name.as_str(), c.offset, c.event), (want.name, want.offset, u32::from(want.event)));
                names.push(name);
            }
            assert_eq!([names[1].as_str(), names[3].as_str()], accumulators, "{key}");
            let mut c: rc_counter = std::mem::zeroed();
            let mut accumulates = Vec::new();
            for i in 0..5 {
                assert_eq!(rc_layout_counter(&*l, i, &mut c, &mut e), RC_OK);
                accumulates.push(c.accumulates);
            }
            assert_eq!(
                accumulates,
                [
                    RC_ACCUMULATE_NONE,
                    RC_ACCUMULATE_HIGH_RES,
                    RC_ACCUMULATE_NONE,
                    RC_ACCUMULATE_LOW_RES,
                    RC_ACCUMULATE_NONE
                ]
            );
            // The start program of the layout is the core's, word for word.
            let mut want = vec![0u32; 1024];
            let n = rig_counter_core::start(&core_gpu, &core, 0x4000, &mut want).unwrap();
            let (mut out, mut written) = (vec![0u32; 1024], 0usize);
            assert_eq!(rc_start(&g, &*l, 0x4000, out.as_mut_ptr(), out.len(), &mut written, &mut e), RC_OK);
            assert_eq!(&out[..written], &want[..n]);
        }
    }
    let g = gpu("r9700");
    let mut l = boxed::<rc_layout>();
    let untouched = |l: &rc_layout| l.opaque.iter().all(|&w| w == 0);
    // SAFETY: valid pointers, or the null ones under test; lengths are the arrays'.
    unsafe {
        let bad = [rc_request { name: lds.as_ptr(), accumulate: 3 }];
        assert_eq!(rc_layout_new_requests(&g, bad.as_ptr(), 1, &mut *l, &mut e), RC_BAD_ENUM);
        assert_eq!(
            message(&e),
            "requests[0].accumulate 3 is none of RC_ACCUMULATE_NONE (0), RC_ACCUMULATE_HIGH_RES (1), \
             RC_ACCUMULATE_LOW_RES (2)"
        );
        let outside = [rc_request { name: grbm.as_ptr(), accumulate: RC_ACCUMULATE_LOW_RES }];
        assert_eq!(rc_layout_new_requests(&g, outside.as_ptr(), 1, &mut *l, &mut e), RC_ACCUMULATE_OUTSIDE_SQ);
        assert_eq!(message(&e), "accumulate takes SQ counters only; GRBM_COUNT is a GRBM counter");
        let nameless = [asked[0], rc_request { name: null(), accumulate: RC_ACCUMULATE_NONE }];
        assert_eq!(rc_layout_new_requests(&g, nameless.as_ptr(), 2, &mut *l, &mut e), RC_NULL_POINTER);
        assert_eq!(message(&e), "requests[1].name is null");
        assert_eq!(rc_layout_new_requests(&g, null(), 1, &mut *l, &mut e), RC_NULL_POINTER);
        assert_eq!(message(&e), "requests is null");
        // 33 accumulated counters are 66: more than a layout holds.
        let many = [asked[0]; 33];
        assert_eq!(rc_layout_new_requests(&g, many.as_ptr(), 33, &mut *l, &mut e), RC_TOO_MANY_COUNTERS);
        assert_eq!(message(&e), "a layout holds at most 64 counters");
        assert!(untouched(&l), "a refused layout is not written");
        assert_eq!(rc_layout_new_requests(&g, null(), 0, &mut *l, &mut e), RC_OK, "no requests: an empty layout");
    }
}
