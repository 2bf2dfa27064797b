//! The C boundary: every function called as C calls it, with null pointers,
//! names that are not UTF-8, too-small buffers, enumerations out of range,
//! objects never made, lengths past any memory, and every output (words, an
//! object, a scalar, the error) placed over what the call reads or writes;
//! each gives its defined code, one its doc names, and outputs are untouched
//! after an error.

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
    assert_eq!(RC_NO_INSTANCE as u32, LayoutError::NoInstance { processor: gfx1250, name: "", block }.code());
    // SAFETY: rc_code_description returns a static NUL-terminated string.
    let d = |c| unsafe { CStr::from_ptr(rc_code_description(c)) }.to_str().unwrap();
    assert_eq!(d(RC_LISTED_TWICE), "a counter is listed twice");
    assert_eq!(d(RC_NULL_POINTER), "a required pointer is null");
    assert_eq!(d(999), "unknown error code");
    // A plan's refusals keep PlanError::code's numbers, past the interface's own.
    use rig_counter_core::plan::PlanError;
    assert_eq!(RC_PLAN_TOO_MANY_COUNTERS as u32, PlanError::TooManyCounters { capacity: 512 }.code());
    assert_eq!(RC_TOO_MANY_METRICS as u32, PlanError::TooManyMetrics { capacity: 64 }.code());
    assert_eq!(RC_TOO_MANY_PASSES as u32, PlanError::TooManyPasses { capacity: 64 }.code());
    assert_eq!(RC_METRIC_TWICE as u32, PlanError::MetricTwice { name: "" }.code());
    let own = [RC_NULL_POINTER, RC_OVERLAP, RC_ARRAY_TOO_SMALL, RC_NO_SUCH_PASS, RC_NO_ROTATION];
    assert!(own.iter().all(|c| (48..64).contains(c)), "the interface's own codes are 48 to 63");
    assert_eq!(d(RC_ARRAY_TOO_SMALL), "the array is too small for what the call writes");
    assert_eq!(d(RC_NO_SUCH_PASS), "a pass index past the plan's passes");
    assert_eq!(d(RC_NO_ROTATION), "a rotation of interval 0 or of no pass");
    assert_eq!(d(RC_PLAN_TOO_MANY_COUNTERS), "more counters than a plan holds");
    assert_eq!(d(RC_TOO_MANY_METRICS), "more metrics than a plan holds");
    assert_eq!(d(RC_TOO_MANY_PASSES), "the counters take more passes than a plan holds");
    assert_eq!(d(RC_METRIC_TWICE), "a metric is listed twice");
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
        // Break test 5 (B3): a GPU of 0 L2 channels laid GL2C_HIT out as 0
        // values, read as 0.
        let no_l2 = rc_gpu { l2_channels: 0, ..g };
        let names = [waves, c"GL2C_HIT".as_ptr()];
        assert_eq!(rc_layout_new(&no_l2, names.as_ptr(), 2, &mut *l, &mut e), RC_NO_INSTANCE);
        assert_eq!(message(&e), "gfx1201 has no GL2C instance to count GL2C_HIT");
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
        assert_eq!(message(&e), "out overlaps program");
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

/// The `RC_*` names of the header's codes, by number, and the codes each
/// function's doc comment names (all it may return: a code a call returns
/// that its doc does not name fails the test that sees it).
struct Docs {
    names: std::collections::HashMap<i32, String>,
    codes: std::collections::HashMap<String, Vec<String>>,
}

fn docs() -> &'static Docs {
    static DOCS: std::sync::OnceLock<Docs> = std::sync::OnceLock::new();
    DOCS.get_or_init(|| {
        let header = include_str!("../include/rig_counter.h");
        let (mut names, mut codes) = (std::collections::HashMap::new(), std::collections::HashMap::new());
        // The comment lines before each line (few string operations a line:
        // this runs under Miri too).
        let mut comment: Vec<&str> = Vec::new();
        for line in header.lines() {
            if let Some(text) = line.strip_prefix("//") {
                comment.push(text);
                continue;
            }
            if let Some(define) = line.strip_prefix("#define RC_")
                && let Some((name, value)) = define.split_once(' ')
                && let Ok(value) = value.parse::<i32>()
            {
                names.entry(value).or_insert_with(|| format!("RC_{name}"));
            } else if !line.starts_with([' ', '#', '{', '}'])
                && let Some((head, _)) = line.split_once('(')
                && let Some(at) = head.rfind(" rc_").or_else(|| head.rfind("*rc_"))
            {
                let function = &head[at + 1..];
                let mut named = Vec::new();
                for text in &comment {
                    for (at, _) in text.match_indices("RC_") {
                        let rest = &text[at..];
                        let end = rest.find(|c: char| !(c.is_ascii_alphanumeric() || c == '_')).unwrap_or(rest.len());
                        named.push(rest[..end].to_string());
                    }
                }
                codes.insert(function.to_string(), named);
            }
            comment.clear();
        }
        Docs { names, codes }
    })
}

/// Asserts that `function` returned `want` (exactly), a code its doc names
/// (not under Miri, whose business is the unsafe code: the header takes
/// seconds to read there, and the native run checks it).
#[track_caller]
fn expect(function: &str, got: i32, want: i32) {
    if cfg!(miri) {
        assert_eq!(got, want, "{function}");
        return;
    }
    let d = docs();
    let name = |c| d.names.get(&c).cloned().unwrap_or_else(|| format!("code {c}"));
    assert_eq!(got, want, "{function} returned {} where {} was expected", name(got), name(want));
    let named = d.codes.get(function).unwrap_or_else(|| panic!("the header declares no {function}"));
    assert!(want == RC_OK || named.contains(&name(want)), "{function}'s doc does not name {}", name(want));
}

#[test]
#[cfg_attr(miri, ignore = "reads the header: slow under Miri, checked natively")]
fn the_header_names_each_functions_codes() {
    let d = docs();
    assert_eq!(d.names[&RC_OVERLAP], "RC_OVERLAP");
    assert_eq!(d.names[&RC_NOT_THIS_PROGRAM], "RC_NOT_THIS_PROGRAM");
    assert_eq!(d.codes.len(), 32, "{:?}", d.codes.keys());
    let patch = &d.codes["rc_start_program_patch"];
    for code in [
        "RC_LENGTH_TOO_LARGE",
        "RC_OVERLAP",
        "RC_NULL_POINTER",
        "RC_NOT_INITIALISED",
        "RC_FILTER_ADDRESS_MISALIGNED",
        "RC_BUFFER_TOO_SMALL",
        "RC_NOT_THIS_PROGRAM",
    ] {
        assert!(patch.iter().any(|c| c == code), "{code}: {patch:?}");
    }
}

// The arena: every argument of every call at its own offset of one
// allocation, so that any output can be moved onto any other argument. The
// error comes first, so that no output moved forward onto another argument
// reaches it; each offset is 8-aligned.
const ERROR: usize = 0;
const GPU: usize = 320;
const LAYOUT: usize = 384;
const START: usize = LAYOUT + 4096;
const STOP: usize = START + 1536;
const MASKS: usize = STOP + 2048;
const AT: usize = MASKS + 32;
const NAMES: usize = AT + 32;
const NAME0: usize = NAMES + 16;
const NAME1: usize = NAME0 + 16;
const KEY: usize = NAME1 + 16;
const REQUESTS: usize = KEY + 8;
const SAMPLES: usize = REQUESTS + 32;
const SAMPLE_BYTES: usize = 4096;
const OUT_START: usize = SAMPLES + SAMPLE_BYTES;
const START_LEN: usize = 1024;
const OUT_STOP: usize = OUT_START + 4 * START_LEN;
const STOP_LEN: usize = 2048;
const WRITTEN: usize = OUT_STOP + 4 * STOP_LEN;
const WORDS: usize = WRITTEN + 8;
const BYTES: usize = WORDS + 8;
const COUNTERS: usize = BYTES + 8;
const VALUE: usize = COUNTERS + 8;
const WORD: usize = VALUE + 8;
const COUNTER: usize = WORD + 8;
const GPU_OUT: usize = COUNTER + 112;
const LAYOUT_OUT: usize = GPU_OUT + 16;
const START_OUT: usize = LAYOUT_OUT + 4096;
const STOP_OUT: usize = START_OUT + 1536;
// A plan's arguments: a metric (GPUBusy, its own two requests and names),
// the plan made and the one written, their scalars and indices.
const METRICS: usize = STOP_OUT + 2048;
const METRIC_NAME: usize = METRICS + 24;
const METRIC_COUNTERS: usize = METRIC_NAME + 8;
const METRIC_NAME0: usize = METRIC_COUNTERS + 32;
const METRIC_NAME1: usize = METRIC_NAME0 + 16;
const PASSES: usize = METRIC_NAME1 + 16;
const LOWER_BOUND: usize = PASSES + 8;
const OFFSET: usize = LOWER_BOUND + 8;
const PASS: usize = OFFSET + 8;
const COUNT: usize = PASS + 8;
const INDICES: usize = COUNT + 8;
/// The indices the arena's calls may write.
const INDICES_LEN: usize = 4;
const PLAN: usize = INDICES + 8 * INDICES_LEN;
const PLAN_OUT: usize = PLAN + size_of::<rc_plan>();
/// Room past the last object for an output moved onto it (a plan the largest).
const ARENA: usize = PLAN_OUT + 2 * size_of::<rc_plan>();

/// The filter and samples addresses the arena's programs are written for.
const FILTER_ADDRESS: u64 = 0x1000;
const SAMPLES_ADDRESS: u64 = 0x2000;

/// The arena's memory, reached only through `base` (never through the
/// vector, so every pointer the calls get derives from one raw pointer).
struct Arena {
    base: *mut u8,
    _memory: Vec<u64>,
    /// The samples' bytes (the layout's).
    samples: usize,
}

impl Arena {
    /// Every input made, as C would make them: the GPU found by its key, the
    /// layout of GRBM_GUI_ACTIVE and GRBM_COUNT on it (short programs: quick
    /// under Miri), both programs prepared
    /// and written, samples where value i is i.
    fn new() -> Arena {
        let mut memory = vec![0u64; ARENA / 8];
        let base = memory.as_mut_ptr().cast::<u8>();
        // SAFETY: every offset used lies in the arena (or at its end).
        let p = |at| unsafe { base.add(at) };
        let samples;
        // SAFETY: every offset lies in the arena with room for what is
        // written there, aligned for it; the calls get pointers into it.
        unsafe {
            std::ptr::copy_nonoverlapping(c"GRBM_GUI_ACTIVE".as_ptr(), p(NAME0).cast(), 16);
            std::ptr::copy_nonoverlapping(c"GRBM_COUNT".as_ptr(), p(NAME1).cast(), 11);
            std::ptr::copy_nonoverlapping(c"r9700".as_ptr(), p(KEY).cast(), 6);
            let names: [*const c_char; 2] = [p(NAME0).cast(), p(NAME1).cast()];
            p(NAMES).cast::<[*const c_char; 2]>().write(names);
            // Field by field: an rc_request's padding stays initialised (0).
            for (i, name) in names.into_iter().enumerate() {
                let r = p(REQUESTS).cast::<rc_request>().add(i);
                (&raw mut (*r).name).write(name);
                (&raw mut (*r).accumulate).write(RC_ACCUMULATE_NONE);
            }
            std::ptr::copy_nonoverlapping(c"GPUBusy".as_ptr(), p(METRIC_NAME).cast(), 8);
            std::ptr::copy_nonoverlapping(c"GRBM_GUI_ACTIVE".as_ptr(), p(METRIC_NAME0).cast(), 16);
            std::ptr::copy_nonoverlapping(c"GRBM_COUNT".as_ptr(), p(METRIC_NAME1).cast(), 11);
            for (i, name) in [METRIC_NAME0, METRIC_NAME1].into_iter().enumerate() {
                let r = p(METRIC_COUNTERS).cast::<rc_request>().add(i);
                (&raw mut (*r).name).write(p(name).cast());
                (&raw mut (*r).accumulate).write(RC_ACCUMULATE_NONE);
            }
            let metric = rc_metric { name: p(METRIC_NAME).cast(), counters: p(METRIC_COUNTERS).cast(), count: 2 };
            p(METRICS).cast::<rc_metric>().write(metric);
            p(MASKS).cast::<[u32; 4]>().write([0xFF; 4]);
            p(AT).cast::<rc_coordinate>().write(rc_coordinate::default());
            let e = p(ERROR).cast::<rc_error>();
            assert_eq!(rc_gpu_find(p(KEY).cast(), p(GPU).cast(), e), RC_OK);
            assert_eq!(rc_layout_new(p(GPU).cast(), p(NAMES).cast(), 2, p(LAYOUT).cast(), e), RC_OK);
            assert_eq!(rc_layout_size(p(LAYOUT).cast(), null_mut(), p(BYTES).cast(), e), RC_OK);
            samples = p(BYTES).cast::<u32>().read() as usize;
            assert!(samples <= SAMPLE_BYTES);
            for i in 0..samples / 8 {
                p(SAMPLES + 8 * i).cast::<u64>().write_unaligned(i as u64);
            }
            let code = rc_plan_new(p(GPU).cast(), p(REQUESTS).cast(), 2, p(METRICS).cast(), 1, p(PLAN).cast(), e);
            assert_eq!(code, RC_OK);
            assert_eq!(rc_start_prepare(p(GPU).cast(), p(LAYOUT).cast(), p(START).cast(), e), RC_OK);
            let code = rc_stop_prepare(p(GPU).cast(), p(MASKS).cast(), 4, p(LAYOUT).cast(), 0, p(STOP).cast(), e);
            assert_eq!(code, RC_OK);
            let written = p(WRITTEN).cast::<usize>();
            let code =
                rc_start_program_write(p(START).cast(), FILTER_ADDRESS, p(OUT_START).cast(), START_LEN, written, e);
            assert_eq!(code, RC_OK);
            let code = rc_stop_program_write(p(STOP).cast(), SAMPLES_ADDRESS, p(OUT_STOP).cast(), STOP_LEN, written, e);
            assert_eq!(code, RC_OK);
        }
        Arena { base, _memory: memory, samples }
    }

    /// The address of offset `at`.
    fn at(&self, at: usize) -> *mut u8 {
        // SAFETY: every offset used lies in the arena (or at its end).
        unsafe { self.base.add(at) }
    }

    /// The arena now: its bytes but the values of the opaque objects and
    /// the GPUs' padding (0 here: a typed write leaves them uninitialised),
    /// and the [`state`] of each object that meets a range of `near` (the
    /// places a call under test is given to write: reading every object's
    /// each time is slow under Miri).
    fn state(&self, near: &[std::ops::Range<usize>]) -> (Vec<u8>, Vec<Option<Vec<u8>>>) {
        let mut skipped: Vec<std::ops::Range<usize>> =
            OBJECTS.iter().map(|&(at, kind)| at + 8..at + 8 + kind.value_bytes()).collect();
        let padding = std::mem::offset_of!(rc_gpu, l2_channels) + 1..size_of::<rc_gpu>();
        skipped.extend([GPU, GPU_OUT].map(|at| at + padding.start..at + padding.end));
        skipped.sort_by_key(|r| r.start);
        let mut bytes = vec![0u8; ARENA];
        let mut from = 0;
        for r in skipped.iter().chain([&(ARENA..ARENA)]) {
            // SAFETY: from..r.start lies in the arena, initialised (no
            // value of an object, no padding), unwritten while read.
            let part = unsafe { std::slice::from_raw_parts(self.base.add(from), r.start - from) };
            bytes[from..r.start].copy_from_slice(part);
            from = r.end;
        }
        let meets = |at: usize, kind: Object| near.iter().any(|r| r.start < at + kind.bytes() && at < r.end);
        let states = OBJECTS.iter().map(|&(at, kind)| meets(at, kind).then(|| state(kind, self.at(at))));
        (bytes, states.collect())
    }

    /// The error at ERROR.
    fn error(&self) -> &rc_error {
        // SAFETY: ERROR holds an rc_error (all-zero or written by a call).
        unsafe { &*self.at(ERROR).cast::<rc_error>() }
    }
}

/// The opaque objects of the arena: where, and of which kind.
const OBJECTS: [(usize, Object); 8] = [
    (LAYOUT, Object::Layout),
    (LAYOUT_OUT, Object::Layout),
    (START, Object::Start),
    (START_OUT, Object::Start),
    (STOP, Object::Stop),
    (STOP_OUT, Object::Stop),
    (PLAN, Object::Plan),
    (PLAN_OUT, Object::Plan),
];

#[derive(Clone, Copy)]
enum Object {
    Layout,
    Start,
    Stop,
    Plan,
}

/// What an `rc_plan` holds (the core's plan of its capacities).
type Kept = rig_counter_core::plan::Plan<'static, RC_PLAN_PASSES, RC_PLAN_METRICS>;

impl Object {
    /// The object's bytes.
    fn bytes(self) -> usize {
        match self {
            Object::Layout => size_of::<rc_layout>(),
            Object::Start => size_of::<rc_start_program>(),
            Object::Stop => size_of::<rc_stop_program>(),
            Object::Plan => size_of::<rc_plan>(),
        }
    }

    /// The bytes of the value the library keeps in the object after its
    /// 8-byte tag, padding included (up to an 8-byte multiple).
    fn value_bytes(self) -> usize {
        use rig_counter_core::counting::{StartProgram, StopProgram};
        let (value, object) = match self {
            Object::Layout => (size_of::<rig_counter_core::Layout>(), size_of::<rc_layout>()),
            Object::Start => (size_of::<StartProgram>(), size_of::<rc_start_program>()),
            Object::Stop => (size_of::<StopProgram>(), size_of::<rc_stop_program>()),
            Object::Plan => (size_of::<Kept>(), size_of::<rc_plan>()),
        };
        assert!(8 + value.next_multiple_of(8) <= object);
        value.next_multiple_of(8)
    }
}

/// What can be compared of an opaque object without reading its value's
/// padding (which the typed write that makes it leaves uninitialised): its
/// tag and the bytes past its value, as they are, and what the library says
/// of it (a layout's counters, a program's words written at one address).
fn state(kind: Object, at: *mut u8) -> Vec<u8> {
    let value = 8..8 + kind.value_bytes();
    // SAFETY: at points to an object of `kind`: its tag and the bytes past
    // its value are initialised (the object was zeroed, or copied whole);
    // the calls read it as the header allows.
    unsafe {
        let mut s = std::slice::from_raw_parts(at, value.start).to_vec();
        s.extend_from_slice(std::slice::from_raw_parts(at.add(value.end), kind.bytes() - value.end));
        let mut said = |code: i32, bytes: &[u8]| {
            s.extend(code.to_le_bytes());
            s.extend_from_slice(bytes);
        };
        let words = |w: &[u32]| w.iter().flat_map(|w| w.to_le_bytes()).collect::<Vec<u8>>();
        let (mut n, mut m, mut b) = (0usize, 0usize, 0u32);
        match kind {
            Object::Layout => {
                let l = at.cast::<rc_layout>();
                said(
                    rc_layout_size(l, &mut n, &mut b, null_mut()),
                    &[n.to_le_bytes(), u64::from(b).to_le_bytes()].concat(),
                );
                for i in 0..n {
                    let mut c: rc_counter = std::mem::zeroed();
                    let code = rc_layout_counter(l, i, &mut c, null_mut());
                    said(code, std::slice::from_raw_parts((&raw const c).cast::<u8>(), size_of::<rc_counter>()));
                }
            }
            Object::Start => {
                let mut w = vec![0u32; START_LEN];
                let code =
                    rc_start_program_write(at.cast(), FILTER_ADDRESS, w.as_mut_ptr(), START_LEN, &mut m, null_mut());
                said(code, &words(&w[..m]));
            }
            Object::Stop => {
                let mut w = vec![0u32; STOP_LEN];
                let code =
                    rc_stop_program_write(at.cast(), SAMPLES_ADDRESS, w.as_mut_ptr(), STOP_LEN, &mut m, null_mut());
                said(code, &words(&w[..m]));
                said(rc_stop_program_words(at.cast(), &mut n, &mut b, null_mut()), &b.to_le_bytes());
            }
            Object::Plan => {
                let p = at.cast::<rc_plan>();
                let (mut lower, mut bytes) = (0usize, 0u64);
                let code = rc_plan_size(p, &mut n, &mut lower, &mut bytes, null_mut());
                said(code, &[n.to_le_bytes(), lower.to_le_bytes(), bytes.to_le_bytes()].concat());
                let mut layout: Box<rc_layout> = boxed();
                let mut offset = 0u64;
                let mut indices = [0usize; RC_PLAN_METRICS];
                for k in 0..n {
                    said(rc_plan_layout(p, k, &mut *layout, &mut offset, null_mut()), &offset.to_le_bytes());
                    said(RC_OK, &layout_state(&*layout));
                    let code = rc_plan_completes(p, k, indices.as_mut_ptr(), indices.len(), &mut m, null_mut());
                    said(code, &indices[..m].iter().flat_map(|i| i.to_le_bytes()).collect::<Vec<u8>>());
                }
                for list in [rc_plan_split, rc_plan_counterless, rc_plan_conflicting] {
                    let code = list(p, indices.as_mut_ptr(), indices.len(), &mut m, null_mut());
                    said(code, &indices[..m].iter().flat_map(|i| i.to_le_bytes()).collect::<Vec<u8>>());
                }
            }
        }
        s
    }
}

/// A made layout's [`state`].
fn layout_state(l: *const rc_layout) -> Vec<u8> {
    state(Object::Layout, l.cast_mut().cast())
}

/// A call of an entry point with each argument where the given function
/// says (an offset of the arena to an address).
type Call = Box<dyn Fn(&dyn Fn(usize) -> *mut u8) -> i32>;

/// One entry point: what it reads and writes (a name as its messages give
/// it, an offset in the arena, and for outputs the bytes it writes), and a
/// call of it with each argument at the address the given function says.
struct Case {
    function: &'static str,
    inputs: Vec<(&'static str, usize)>,
    outputs: Vec<(&'static str, usize, usize)>,
    call: Call,
}

/// Every entry point with an output, called on the arena.
fn cases(samples: usize) -> Vec<Case> {
    let (gpu, layout, masks) = (("gpu", GPU), ("layout", LAYOUT), ("wgps", MASKS));
    let words = ("words", WORDS, size_of::<usize>());
    let written = ("written", WRITTEN, size_of::<usize>());
    let plan = ("plan", PLAN);
    let (indices, count) = (("indices", INDICES, 8 * INDICES_LEN), ("count", COUNT, size_of::<usize>()));
    let case = |function, inputs, outputs, call| Case { function, inputs, outputs, call };
    // SAFETY (each call): the arena holds each argument at its offset, as
    // the function's doc asks; a moved output points into the arena too.
    vec![
        case(
            "rc_gpu_find",
            vec![("key", KEY)],
            vec![("gpu", GPU_OUT, size_of::<rc_gpu>())],
            Box::new(|p| unsafe { rc_gpu_find(p(KEY).cast(), p(GPU_OUT).cast(), p(ERROR).cast()) }),
        ),
        case(
            "rc_layout_new",
            vec![gpu, ("names", NAMES), ("names[0]", NAME0), ("names[1]", NAME1)],
            vec![("layout", LAYOUT_OUT, size_of::<rc_layout>())],
            Box::new(|p| unsafe {
                rc_layout_new(p(GPU).cast(), p(NAMES).cast(), 2, p(LAYOUT_OUT).cast(), p(ERROR).cast())
            }),
        ),
        case(
            "rc_layout_new_requests",
            vec![gpu, ("requests", REQUESTS), ("requests[0].name", NAME0), ("requests[1].name", NAME1)],
            vec![("layout", LAYOUT_OUT, size_of::<rc_layout>())],
            Box::new(|p| unsafe {
                rc_layout_new_requests(p(GPU).cast(), p(REQUESTS).cast(), 2, p(LAYOUT_OUT).cast(), p(ERROR).cast())
            }),
        ),
        case(
            "rc_layout_size",
            vec![layout],
            vec![("counters", COUNTERS, size_of::<usize>()), ("bytes", BYTES, 4)],
            Box::new(|p| unsafe {
                rc_layout_size(p(LAYOUT).cast(), p(COUNTERS).cast(), p(BYTES).cast(), p(ERROR).cast())
            }),
        ),
        case(
            "rc_layout_counter",
            vec![layout],
            vec![("counter", COUNTER, size_of::<rc_counter>())],
            Box::new(|p| unsafe { rc_layout_counter(p(LAYOUT).cast(), 1, p(COUNTER).cast(), p(ERROR).cast()) }),
        ),
        case(
            "rc_start_words",
            vec![gpu, layout],
            vec![words],
            Box::new(|p| unsafe {
                rc_start_words(p(GPU).cast(), p(LAYOUT).cast(), FILTER_ADDRESS, p(WORDS).cast(), p(ERROR).cast())
            }),
        ),
        case(
            "rc_start",
            vec![gpu, layout],
            vec![("out", OUT_START, 4 * START_LEN), written],
            Box::new(|p| unsafe {
                let (g, l, o, w) = (p(GPU).cast(), p(LAYOUT).cast(), p(OUT_START).cast(), p(WRITTEN).cast());
                rc_start(g, l, FILTER_ADDRESS, o, START_LEN, w, p(ERROR).cast())
            }),
        ),
        case(
            "rc_stop_words",
            vec![gpu, masks, layout],
            vec![words],
            Box::new(|p| unsafe {
                let (g, m, l) = (p(GPU).cast(), p(MASKS).cast(), p(LAYOUT).cast());
                rc_stop_words(g, m, 4, l, RC_PROGRAM_STOP, SAMPLES_ADDRESS, p(WORDS).cast(), p(ERROR).cast())
            }),
        ),
        case(
            "rc_stop",
            vec![gpu, masks, layout],
            vec![("out", OUT_STOP, 4 * STOP_LEN), written],
            Box::new(|p| unsafe {
                let (g, m, l) = (p(GPU).cast(), p(MASKS).cast(), p(LAYOUT).cast());
                let (o, w) = (p(OUT_STOP).cast(), p(WRITTEN).cast());
                rc_stop(g, m, 4, l, RC_PROGRAM_STOP, SAMPLES_ADDRESS, o, STOP_LEN, w, p(ERROR).cast())
            }),
        ),
        case(
            "rc_start_prepare",
            vec![gpu, layout],
            vec![("program", START_OUT, size_of::<rc_start_program>())],
            Box::new(|p| unsafe {
                rc_start_prepare(p(GPU).cast(), p(LAYOUT).cast(), p(START_OUT).cast(), p(ERROR).cast())
            }),
        ),
        case(
            "rc_start_program_words",
            vec![("program", START)],
            vec![words],
            Box::new(|p| unsafe { rc_start_program_words(p(START).cast(), p(WORDS).cast(), p(ERROR).cast()) }),
        ),
        case(
            "rc_start_program_write",
            vec![("program", START)],
            vec![("out", OUT_START, 4 * START_LEN), written],
            Box::new(|p| unsafe {
                let (o, w) = (p(OUT_START).cast(), p(WRITTEN).cast());
                rc_start_program_write(p(START).cast(), FILTER_ADDRESS, o, START_LEN, w, p(ERROR).cast())
            }),
        ),
        case(
            "rc_start_program_patch",
            vec![("program", START)],
            vec![("out", OUT_START, 4 * START_LEN)],
            Box::new(|p| unsafe {
                let o = p(OUT_START).cast();
                rc_start_program_patch(p(START).cast(), FILTER_ADDRESS, o, START_LEN, p(ERROR).cast())
            }),
        ),
        case(
            "rc_stop_prepare",
            vec![gpu, masks, layout],
            vec![("program", STOP_OUT, size_of::<rc_stop_program>())],
            Box::new(|p| unsafe {
                let (g, m, l) = (p(GPU).cast(), p(MASKS).cast(), p(LAYOUT).cast());
                rc_stop_prepare(g, m, 4, l, RC_PROGRAM_SAMPLE, p(STOP_OUT).cast(), p(ERROR).cast())
            }),
        ),
        case(
            "rc_stop_program_words",
            vec![("program", STOP)],
            vec![words, ("bytes", BYTES, 4)],
            Box::new(|p| unsafe {
                rc_stop_program_words(p(STOP).cast(), p(WORDS).cast(), p(BYTES).cast(), p(ERROR).cast())
            }),
        ),
        case(
            "rc_stop_program_write",
            vec![("program", STOP)],
            vec![("out", OUT_STOP, 4 * STOP_LEN), written],
            Box::new(|p| unsafe {
                let (o, w) = (p(OUT_STOP).cast(), p(WRITTEN).cast());
                rc_stop_program_write(p(STOP).cast(), SAMPLES_ADDRESS, o, STOP_LEN, w, p(ERROR).cast())
            }),
        ),
        case(
            "rc_stop_program_patch",
            vec![("program", STOP)],
            vec![("out", OUT_STOP, 4 * STOP_LEN)],
            Box::new(|p| unsafe {
                let o = p(OUT_STOP).cast();
                rc_stop_program_patch(p(STOP).cast(), SAMPLES_ADDRESS, o, STOP_LEN, p(ERROR).cast())
            }),
        ),
        case(
            "rc_plan_new",
            vec![
                gpu,
                ("requests", REQUESTS),
                ("requests[0].name", NAME0),
                ("requests[1].name", NAME1),
                ("metrics", METRICS),
                ("metrics[0].name", METRIC_NAME),
                ("metrics[0].counters", METRIC_COUNTERS),
                ("metrics[0].counters[0].name", METRIC_NAME0),
                ("metrics[0].counters[1].name", METRIC_NAME1),
            ],
            vec![("plan", PLAN_OUT, size_of::<rc_plan>())],
            Box::new(|p| unsafe {
                let (g, r, m) = (p(GPU).cast(), p(REQUESTS).cast(), p(METRICS).cast());
                rc_plan_new(g, r, 2, m, 1, p(PLAN_OUT).cast(), p(ERROR).cast())
            }),
        ),
        case(
            "rc_plan_size",
            vec![plan],
            vec![("passes", PASSES, 8), ("lower_bound", LOWER_BOUND, 8), ("bytes", BYTES, 8)],
            Box::new(|p| unsafe {
                let (n, l, b) = (p(PASSES).cast(), p(LOWER_BOUND).cast(), p(BYTES).cast());
                rc_plan_size(p(PLAN).cast(), n, l, b, p(ERROR).cast())
            }),
        ),
        case(
            "rc_plan_layout",
            vec![plan],
            vec![("layout", LAYOUT_OUT, size_of::<rc_layout>()), ("offset", OFFSET, 8)],
            Box::new(|p| unsafe {
                rc_plan_layout(p(PLAN).cast(), 0, p(LAYOUT_OUT).cast(), p(OFFSET).cast(), p(ERROR).cast())
            }),
        ),
        case(
            "rc_plan_completes",
            vec![plan],
            vec![indices, count],
            Box::new(|p| unsafe {
                let (i, c) = (p(INDICES).cast(), p(COUNT).cast());
                rc_plan_completes(p(PLAN).cast(), 0, i, INDICES_LEN, c, p(ERROR).cast())
            }),
        ),
        case(
            "rc_plan_split",
            vec![plan],
            vec![indices, count],
            Box::new(|p| unsafe {
                rc_plan_split(p(PLAN).cast(), p(INDICES).cast(), INDICES_LEN, p(COUNT).cast(), p(ERROR).cast())
            }),
        ),
        case(
            "rc_plan_counterless",
            vec![plan],
            vec![indices, count],
            Box::new(|p| unsafe {
                rc_plan_counterless(p(PLAN).cast(), p(INDICES).cast(), INDICES_LEN, p(COUNT).cast(), p(ERROR).cast())
            }),
        ),
        case(
            "rc_plan_conflicting",
            vec![plan],
            vec![indices, count],
            Box::new(|p| unsafe {
                rc_plan_conflicting(p(PLAN).cast(), p(INDICES).cast(), INDICES_LEN, p(COUNT).cast(), p(ERROR).cast())
            }),
        ),
        case(
            "rc_rotation",
            vec![],
            vec![("pass", PASS, 8)],
            Box::new(|p| unsafe { rc_rotation(7, 3, 2, p(PASS).cast(), p(ERROR).cast()) }),
        ),
        case(
            "rc_filter",
            vec![gpu],
            vec![("word", WORD, 4)],
            Box::new(|p| unsafe { rc_filter(p(GPU).cast(), 3, p(WORD).cast(), p(ERROR).cast()) }),
        ),
        case(
            "rc_samples_value",
            vec![layout, ("samples", SAMPLES), ("at", AT)],
            vec![("value", VALUE, 8)],
            Box::new(move |p| unsafe {
                let (l, s, a) = (p(LAYOUT).cast(), p(SAMPLES).cast_const(), p(AT).cast());
                rc_samples_value(l, s, samples, 0, a, p(VALUE).cast(), p(ERROR).cast())
            }),
        ),
        case(
            "rc_samples_sum",
            vec![layout, ("samples", SAMPLES)],
            vec![("sum", VALUE, 8)],
            Box::new(move |p| unsafe {
                let (l, s) = (p(LAYOUT).cast(), p(SAMPLES).cast_const());
                rc_samples_sum(l, s, samples, 1, p(VALUE).cast(), p(ERROR).cast())
            }),
        ),
    ]
}

/// Whether `a` and `b` are the same but in `ranges` (compared a run at a
/// time: byte loops are slow under Miri).
fn same_but(a: &[u8], b: &[u8], ranges: &[std::ops::Range<usize>]) -> bool {
    let mut ranges = ranges.to_vec();
    ranges.sort_by_key(|r| r.start);
    let mut from = 0;
    for r in ranges.iter().chain([&(a.len()..a.len())]) {
        if from < r.start && a[from..r.start] != b[from..r.start] {
            return false;
        }
        from = from.max(r.end);
    }
    a.len() == b.len()
}

/// Each of `functions`' outputs moved onto each argument it reads and each
/// other output: refused with `RC_OVERLAP`, every byte of the arena as it was
/// but the error's, which names the output (an opaque object's value, whose
/// padding cannot be read, compared by its [`state`]); its `rc_error` moved
/// onto each argument: refused with `RC_OVERLAP` and nothing written at all,
/// the error neither. Where nothing is moved, the call succeeds and writes
/// its outputs alone. Returns the calls refused.
fn outputs_over_inputs_are_refused(functions: &[&str]) -> usize {
    let arena = Arena::new();
    let mut refused = 0;
    for case in cases(arena.samples).iter().filter(|c| functions.contains(&c.function)) {
        let f = case.function;
        let a = &arena;
        let placed = move |moved: usize, onto: usize| move |at: usize| a.at(if at == moved { onto } else { at });
        // Moved onto nothing: accepted, and only the outputs written.
        let written: Vec<_> = case.outputs.iter().map(|&(_, at, bytes)| at..at + bytes).collect();
        let before = arena.state(&[]);
        let code = (case.call)(&placed(usize::MAX, 0));
        expect(f, code, RC_OK);
        let after = arena.state(&[]);
        assert!(same_but(&before.0, &after.0, &written), "{f} wrote a byte of none of its outputs");
        let targets: Vec<(&str, usize)> =
            case.inputs.iter().copied().chain(case.outputs.iter().map(|&(name, at, _)| (name, at))).collect();
        let error_bytes = ERROR..ERROR + size_of::<rc_error>();
        // Under Miri (slow; refused calls touch no memory) each output over
        // the first other argument alone, and the error over the first input
        // and the first output.
        let some = if cfg!(miri) { 1 } else { usize::MAX };
        for &(out, from, bytes) in &case.outputs {
            for &(target, onto) in targets.iter().filter(|(_, at)| *at != from).take(some) {
                // The objects the call could write: those under its outputs
                // (this one moved) and its error.
                let near: Vec<_> = written.iter().cloned().chain([onto..onto + bytes, error_bytes.clone()]).collect();
                let before = arena.state(&near);
                expect(f, (case.call)(&placed(from, onto)), RC_OVERLAP);
                let after = arena.state(&near);
                assert!(after.1 == before.1, "{f}: {out} over {target} wrote an object");
                let e = arena.error();
                assert_eq!(e.code, RC_OVERLAP, "{f}: {out} over {target}");
                let said = message(e);
                let (first, second) = said.split_once(" overlaps ").unwrap_or_else(|| panic!("{f}: {said}"));
                assert!(first == out || second == out, "{f}: {out} over {target}: {said}");
                let error_only = std::slice::from_ref(&error_bytes);
                assert!(same_but(&before.0, &after.0, error_only), "{f}: {out} over {target} wrote");
                refused += 1;
            }
        }
        let under_error = targets.iter().enumerate().filter(|&(i, _)| !cfg!(miri) || i == 0 || i == case.inputs.len());
        for (_, &(target, onto)) in under_error {
            let near: Vec<_> =
                written.iter().cloned().chain(std::iter::once(onto..onto + size_of::<rc_error>())).collect();
            let before = arena.state(&near);
            expect(f, (case.call)(&placed(ERROR, onto)), RC_OVERLAP);
            assert!(arena.state(&near) == before, "{f}: the error over {target} wrote");
            refused += 1;
        }
    }
    refused
}

#[test]
fn outputs_of_gpus_layouts_filters_and_samples_over_what_the_call_reads_are_refused_untouched() {
    let functions = [
        "rc_gpu_find",
        "rc_layout_new",
        "rc_layout_new_requests",
        "rc_layout_size",
        "rc_layout_counter",
        "rc_filter",
        "rc_samples_value",
        "rc_samples_sum",
    ];
    assert_eq!(outputs_over_inputs_are_refused(&functions), if cfg!(miri) { 25 } else { 46 });
}

#[test]
fn outputs_of_one_shot_programs_over_what_the_call_reads_are_refused_untouched() {
    let functions = ["rc_start_words", "rc_start", "rc_stop_words", "rc_stop"];
    assert_eq!(outputs_over_inputs_are_refused(&functions), if cfg!(miri) { 14 } else { 35 });
}

#[test]
fn outputs_of_prepared_programs_over_what_the_call_reads_are_refused_untouched() {
    let functions = [
        "rc_start_prepare",
        "rc_start_program_words",
        "rc_start_program_write",
        "rc_start_program_patch",
        "rc_stop_prepare",
        "rc_stop_program_words",
        "rc_stop_program_write",
        "rc_stop_program_patch",
    ];
    assert_eq!(outputs_over_inputs_are_refused(&functions), if cfg!(miri) { 27 } else { 42 });
}

#[test]
fn outputs_of_plans_and_rotations_over_what_the_call_reads_are_refused_untouched() {
    let functions = [
        "rc_plan_new",
        "rc_plan_size",
        "rc_plan_layout",
        "rc_plan_completes",
        "rc_plan_split",
        "rc_plan_counterless",
        "rc_plan_conflicting",
        "rc_rotation",
    ];
    assert_eq!(outputs_over_inputs_are_refused(&functions), if cfg!(miri) { 29 } else { 68 });
}

#[test]
#[cfg_attr(miri, ignore = "reads the header: slow under Miri, checked natively")]
fn every_entry_point_with_an_output_is_a_case() {
    let d = docs();
    let covered: Vec<&str> = cases(0).iter().map(|c| c.function).collect();
    // Outputs without a code: rc_error_message (tested on its own below);
    // without pointers: rc_code_description, rc_filter_of_hw_id(2).
    let others = ["rc_error_message", "rc_code_description", "rc_filter_of_hw_id", "rc_filter_of_hw_id2"];
    for f in d.codes.keys() {
        assert!(covered.contains(&f.as_str()) || others.contains(&f.as_str()), "{f} is no case");
    }
}

/// The bytes of the object at `p`.
fn bytes_of<T>(p: *const T) -> Vec<u8> {
    // SAFETY: p points to an initialised T (the tests' objects).
    unsafe { std::slice::from_raw_parts(p.cast::<u8>(), size_of::<T>()) }.to_vec()
}

#[test]
fn break_test_outputs_inside_a_layout_are_refused_and_the_layout_still_counts() {
    let g = gpu("r9700");
    let mut boxed_layout = layout(&g, &["SQ_WAVES", "GRBM_GUI_ACTIVE"]);
    let l: *mut rc_layout = &mut *boxed_layout;
    let before = layout_state(l);
    let masks = [0xFFu32; 4];
    let mut e = error();
    let (mut words, mut bytes) = (0usize, 0u32);
    // SAFETY: l is a made layout; every output under test points into it
    // (the calls refuse before writing) or to a local.
    unsafe {
        // rc_layout_counter(L, 0, (rc_counter *)((char *)L + 32), &e)
        let inside = l.cast::<u8>().add(32).cast::<rc_counter>();
        expect("rc_layout_counter", rc_layout_counter(l, 0, inside, &mut e), RC_OVERLAP);
        assert_eq!((e.code, message(&e).as_str()), (RC_OVERLAP, "counter overlaps layout"));
        assert!(layout_state(l) == before, "the layout is as it was");
        // rc_start_words(&g, L, 0x1000, &w, &e) then works (it crashed in counting::check::layout).
        expect("rc_start_words", rc_start_words(&g, l, 0x1000, &mut words, &mut e), RC_OK);
        assert!(words > 0);
        // rc_samples_sum(..., (uint64_t *)L, ...)
        assert_eq!(rc_layout_size(l, null_mut(), &mut bytes, &mut e), RC_OK);
        let samples = vec![1u8; bytes as usize];
        let code = rc_samples_sum(l, samples.as_ptr(), samples.len(), 0, l.cast::<u64>(), &mut e);
        expect("rc_samples_sum", code, RC_OVERLAP);
        assert_eq!(message(&e), "sum overlaps layout");
        // rc_stop_prepare with its program placed over the layout.
        let over = l.cast::<rc_stop_program>();
        let code = rc_stop_prepare(&g, masks.as_ptr(), 4, l, RC_PROGRAM_STOP, over, &mut e);
        expect("rc_stop_prepare", code, RC_OVERLAP);
        assert_eq!(message(&e), "program overlaps layout");
        // So does the start program, and a start program's words (an output
        // of a program over the layout of another call's).
        let code = rc_start_prepare(&g, l, l.cast::<u8>().add(4000).cast(), &mut e);
        expect("rc_start_prepare", code, RC_OVERLAP);
        assert_eq!(message(&e), "program overlaps layout");
        assert!(layout_state(l) == before, "the layout is as it was");
        let mut sum = 0u64;
        expect("rc_samples_sum", rc_samples_sum(l, samples.as_ptr(), samples.len(), 0, &mut sum, &mut e), RC_OK);
        let mut out = vec![0u32; words];
        let code = rc_start(&g, l, 0x1000, out.as_mut_ptr(), words, null_mut(), &mut e);
        expect("rc_start", code, RC_OK);
    }
}

#[test]
fn outputs_next_to_what_the_call_reads_are_written_and_one_byte_over_refused() {
    /// A layout with room for a counter on either side of it.
    #[repr(C, align(8))]
    struct Around {
        before: [u8; 112],
        layout: rc_layout,
        after: rc_counter,
    }
    let g = gpu("r9700");
    let made = layout(&g, &["SQ_WAVES", "GRBM_GUI_ACTIVE"]);
    let mut around: Box<Around> = boxed();
    let a: *mut Around = &mut *around;
    let mut e = error();
    // SAFETY: the pointers lie in `around`; a layout is copyable whole.
    unsafe {
        let l = std::ptr::addr_of_mut!((*a).layout);
        std::ptr::copy_nonoverlapping(&*made, l, 1);
        let before = layout_state(l);
        let (just_before, just_after) = (l.cast::<u8>().sub(size_of::<rc_counter>()), l.add(1).cast::<u8>());
        for (at, want) in [
            (just_before, RC_OK),
            (just_after, RC_OK),
            (just_before.add(1), RC_OVERLAP),
            (just_after.sub(1), RC_OVERLAP),
        ] {
            let code = rc_layout_counter(l, 1, at.cast(), &mut e);
            expect("rc_layout_counter", code, want);
            assert!(layout_state(l) == before);
        }
        let after = std::ptr::addr_of!((*a).after);
        assert_eq!(CStr::from_ptr((*after).name.as_ptr()).to_str().unwrap(), "GRBM_GUI_ACTIVE");
        // A words buffer ending where the samples' count begins, and one
        // reaching a byte into it.
        let mut space = [0u64; 3];
        let s = space.as_mut_ptr();
        let (mut words, mut bytes) = (0usize, 0u32);
        assert_eq!(rc_layout_size(l, s.cast(), s.add(1).cast(), &mut e), RC_OK);
        expect("rc_layout_size", rc_layout_size(l, s.cast(), s.cast::<u8>().add(7).cast(), &mut e), RC_OVERLAP);
        assert_eq!(message(&e), "bytes overlaps counters");
        assert_eq!(rc_layout_size(l, &mut words, &mut bytes, &mut e), RC_OK);
        assert_eq!(*s.cast::<usize>(), words);
    }
}

#[test]
fn a_written_count_inside_the_words_it_counts_is_refused_before_a_word_is_written() {
    let g = gpu("r9700");
    let l = layout(&g, &["SQ_WAVES"]);
    let masks = [0xFFu32; 4];
    let mut e = error();
    // 2048 words, 8-aligned (a size_t among them is aligned at an even word).
    let mut memory = vec![0x5A5A_5A5A_5A5A_5A5Au64; 1024];
    let o = memory.as_mut_ptr().cast::<u32>();
    // SAFETY: valid objects; `written` points into `out`, refused before a write.
    unsafe {
        for at in [0, 1, 100, 2046] {
            let written = o.add(at).cast::<usize>();
            let code = rc_start(&g, &*l, 0x1000, o, 2048, written, &mut e);
            expect("rc_start", code, RC_OVERLAP);
            assert_eq!(message(&e), "written overlaps out");
            let code = rc_stop(&g, masks.as_ptr(), 4, &*l, RC_PROGRAM_SAMPLE, 0x2000, o, 2048, written, &mut e);
            expect("rc_stop", code, RC_OVERLAP);
            assert_eq!(message(&e), "written overlaps out");
        }
        // Just past the words: written.
        let written = o.add(2000).cast::<usize>();
        expect("rc_start", rc_start(&g, &*l, 0x1000, o, 2000, written, &mut e), RC_OK);
        let n = *written;
        assert!(n > 0 && n < 2000);
        let out = std::slice::from_raw_parts(o, 2048);
        assert!(out[n..2000].iter().all(|&w| w == 0x5A5A_5A5A));
    }
}

#[test]
fn an_error_over_an_argument_is_never_written_whatever_else_fails() {
    let g = gpu("r9700");
    let mut l = layout(&g, &["SQ_WAVES"]);
    let lp: *mut rc_layout = &mut *l;
    let before = layout_state(lp);
    let mut out = vec![0u32; 16];
    // SAFETY: valid objects; the error points into the layout, refused before a write.
    unsafe {
        let e = lp.cast::<u8>().add(64).cast::<rc_error>();
        let mut words = 0usize;
        // A call that would succeed, one that would fail (a misaligned
        // address, an unknown name), and one of a length past any memory:
        // each refused, the layout untouched.
        expect("rc_start_words", rc_start_words(&g, lp, 0x1000, &mut words, e), RC_OVERLAP);
        expect("rc_start_words", rc_start_words(&g, lp, 0x1001, &mut words, e), RC_OVERLAP);
        expect("rc_start", rc_start(&g, lp, 0, out.as_mut_ptr(), usize::MAX, null_mut(), e), RC_OVERLAP);
        let names = [c"SQ_FOO".as_ptr()];
        expect("rc_layout_new", rc_layout_new(&g, names.as_ptr(), 1, lp, e), RC_OVERLAP);
        expect("rc_layout_new", rc_layout_new(&g, names.as_ptr(), 65, lp, e), RC_OVERLAP);
        assert!(layout_state(lp) == before, "the layout is as it was");
        assert_eq!(words, 0);
        // An error over the name a layout reads: refused when the name is read.
        let mut text = *b"SQ_WAVES\0\0\0\0\0\0\0\0";
        let name = text.as_mut_ptr();
        let named = [name.cast_const().cast::<c_char>()];
        let mut made: Box<rc_layout> = boxed();
        let code = rc_layout_new(&g, named.as_ptr(), 1, &mut *made, name.add(4).cast());
        expect("rc_layout_new", code, RC_OVERLAP);
        assert_eq!(&text, b"SQ_WAVES\0\0\0\0\0\0\0\0");
        assert!(made.opaque.iter().all(|&w| w == 0));
        // A name over the layout written (its last byte, 0: the empty name): reported.
        let mut err = error();
        let last = lp.cast_const().cast::<c_char>().add(size_of::<rc_layout>() - 1);
        let code = rc_layout_new(&g, [last].as_ptr(), 1, lp, &mut err);
        expect("rc_layout_new", code, RC_OVERLAP);
        assert_eq!(message(&err), "layout overlaps names[0]");
        assert!(layout_state(lp) == before, "the layout is as it was");
    }
}

#[test]
fn a_length_past_any_memory_is_refused_first_whatever_the_address() {
    let g = gpu("r9700");
    let mut l = layout(&g, &["SQ_WAVES", "GRBM_GUI_ACTIVE"]);
    let lp: *mut rc_layout = &mut *l;
    let masks = [0xFFu32; 4];
    let (mut start, mut stop): (Box<rc_start_program>, Box<rc_stop_program>) = (boxed(), boxed());
    let mut e = error();
    // SAFETY: valid objects; the pointers under test are never read or
    // written (each call refuses its length first).
    unsafe {
        assert_eq!(rc_start_prepare(&g, lp, &mut *start, &mut e), RC_OK);
        assert_eq!(rc_stop_prepare(&g, masks.as_ptr(), 4, lp, RC_PROGRAM_STOP, &mut *stop, &mut e), RC_OK);
        let layout_at = lp as usize;
        let mut written = 7usize;
        // Null, below the layout (a buffer that would run over it), the
        // layout itself, past it, and the top of the address space (the
        // words would run past the last address).
        let addresses = [0, layout_at - 64, layout_at, layout_at + 8192, usize::MAX - 3];
        let pairs = addresses.iter().flat_map(|&a| [(a, usize::MAX), (a, isize::MAX as usize / 4 + 1)]);
        // Under Miri (slow) the null, the layout's and the last address, with SIZE_MAX.
        for (_, (address, len)) in pairs.enumerate().filter(|(i, _)| !cfg!(miri) || i % 4 == 0) {
            let out = std::ptr::without_provenance_mut::<u32>(address);
            let at = |f: &str, code: i32, what: &str, e: &rc_error| {
                expect(f, code, RC_LENGTH_TOO_LARGE);
                assert_eq!(message(e), format!("{what}'s length exceeds any memory"), "{f} at {address:#x}");
            };
            at("rc_start", rc_start(&g, lp, 0x1000, out, len, &mut written, &mut e), "out", &e);
            let code = rc_stop(&g, masks.as_ptr(), 4, lp, 0, 0x2000, out, len, &mut written, &mut e);
            at("rc_stop", code, "out", &e);
            let code = rc_stop(&g, out, len, lp, 0, 0x2000, out, 16, &mut written, &mut e);
            at("rc_stop", code, "wgps", &e);
            let code = rc_stop_words(&g, out, len, lp, 0, 0x2000, &mut written, &mut e);
            at("rc_stop_words", code, "wgps", &e);
            let code = rc_stop_prepare(&g, out, len, lp, 0, &mut *stop, &mut e);
            at("rc_stop_prepare", code, "wgps", &e);
            let code = rc_start_program_write(&*start, 0x1000, out, len, &mut written, &mut e);
            at("rc_start_program_write", code, "out", &e);
            at("rc_start_program_patch", rc_start_program_patch(&*start, 0x1000, out, len, &mut e), "out", &e);
            let code = rc_stop_program_write(&*stop, 0x2000, out, len, &mut written, &mut e);
            at("rc_stop_program_write", code, "out", &e);
            at("rc_stop_program_patch", rc_stop_program_patch(&*stop, 0x2000, out, len, &mut e), "out", &e);
            // Samples are bytes: past PTRDIFF_MAX of them.
            let (samples, bytes) = (out.cast::<u8>().cast_const(), len.max(isize::MAX as usize + 1));
            let (mut value, coordinate) = (7u64, rc_coordinate::default());
            let code = rc_samples_value(lp, samples, bytes, 0, &coordinate, &mut value, &mut e);
            at("rc_samples_value", code, "samples", &e);
            at("rc_samples_sum", rc_samples_sum(lp, samples, bytes, 0, &mut value, &mut e), "samples", &e);
            assert_eq!((written, value), (7, 7));
            // A count of names past 64 is refused as such, whatever the pointer.
            let names = std::ptr::without_provenance::<*const c_char>(address);
            let requests = std::ptr::without_provenance::<rc_request>(address);
            let mut made: Box<rc_layout> = boxed();
            expect("rc_layout_new", rc_layout_new(&g, names, len, &mut *made, &mut e), RC_TOO_MANY_COUNTERS);
            let code = rc_layout_new_requests(&g, requests, len, &mut *made, &mut e);
            expect("rc_layout_new_requests", code, RC_TOO_MANY_COUNTERS);
        }
    }
}

#[test]
fn the_patches_return_only_the_codes_their_docs_name() {
    let g = gpu("r9700");
    let l = layout(&g, &["SQ_WAVES", "GRBM_GUI_ACTIVE"]);
    let masks = [0xFFu32; 4];
    let (mut start, mut stop): (Box<rc_start_program>, Box<rc_stop_program>) = (boxed(), boxed());
    let (never_start, never_stop): (Box<rc_start_program>, Box<rc_stop_program>) = (boxed(), boxed());
    let mut e = error();
    let (f, s) = ("rc_start_program_patch", "rc_stop_program_patch");
    // SAFETY: valid objects and buffers of the lengths given (or null, or
    // the program itself, where refused).
    unsafe {
        assert_eq!(rc_start_prepare(&g, &*l, &mut *start, &mut e), RC_OK);
        assert_eq!(rc_stop_prepare(&g, masks.as_ptr(), 4, &*l, RC_PROGRAM_STOP, &mut *stop, &mut e), RC_OK);
        let (mut n, mut m) = (0usize, 0usize);
        let mut out = vec![0u32; 4096];
        let o = out.as_mut_ptr();
        assert_eq!(rc_start_program_write(&*start, 0x1000, o, 4096, &mut n, &mut e), RC_OK);
        let t = o.add(n);
        assert_eq!(rc_stop_program_write(&*stop, 0x2000, t, 4096 - n, &mut m, &mut e), RC_OK);
        expect(f, rc_start_program_patch(&*start, 0x3000, o, n, &mut e), RC_OK);
        let own = (&mut *start as *mut rc_start_program).cast::<u32>();
        expect(f, rc_start_program_patch(&*start, 0x3000, own, 8, &mut e), RC_OVERLAP);
        expect(f, rc_start_program_patch(&*start, 0x3000, o, usize::MAX, &mut e), RC_LENGTH_TOO_LARGE);
        expect(f, rc_start_program_patch(null(), 0x3000, o, n, &mut e), RC_NULL_POINTER);
        expect(f, rc_start_program_patch(&*never_start, 0x3000, o, n, &mut e), RC_NOT_INITIALISED);
        expect(f, rc_start_program_patch(&*start, 0x3002, o, n, &mut e), RC_FILTER_ADDRESS_MISALIGNED);
        expect(f, rc_start_program_patch(&*start, 0x3000, o, n - 1, &mut e), RC_BUFFER_TOO_SMALL);
        expect(f, rc_start_program_patch(&*start, 0x3000, null_mut(), 0, &mut e), RC_BUFFER_TOO_SMALL);
        expect(f, rc_start_program_patch(&*start, 0x3000, t, n, &mut e), RC_NOT_THIS_PROGRAM);
        expect(s, rc_stop_program_patch(&*stop, 0x4000, t, m, &mut e), RC_OK);
        let own = (&mut *stop as *mut rc_stop_program).cast::<u32>();
        expect(s, rc_stop_program_patch(&*stop, 0x4000, own, 8, &mut e), RC_OVERLAP);
        expect(s, rc_stop_program_patch(&*stop, 0x4000, t, usize::MAX, &mut e), RC_LENGTH_TOO_LARGE);
        expect(s, rc_stop_program_patch(null(), 0x4000, t, m, &mut e), RC_NULL_POINTER);
        expect(s, rc_stop_program_patch(&*never_stop, 0x4000, t, m, &mut e), RC_NOT_INITIALISED);
        expect(s, rc_stop_program_patch(&*stop, 0x4004, t, m, &mut e), RC_ADDRESS_MISALIGNED);
        expect(s, rc_stop_program_patch(&*stop, u64::MAX - 7, t, m, &mut e), RC_ADDRESS_OVERFLOW);
        expect(s, rc_stop_program_patch(&*stop, 0x4000, t, m - 1, &mut e), RC_BUFFER_TOO_SMALL);
        expect(s, rc_stop_program_patch(&*stop, 0x4000, o, m, &mut e), RC_NOT_THIS_PROGRAM);
    }
}

#[test]
fn a_one_shot_stop_of_more_engines_than_a_program_holds_is_refused_as_its_doc_says() {
    let mut g = gpu("r9700");
    g.shader_engines = 33;
    let l = layout(&g, &["SQ_WAVES"]);
    let masks = [0xFFu32; 33];
    let (mut words, mut e) = (0usize, error());
    let mut out = vec![0u32; 64];
    // SAFETY: valid objects; 33 masks.
    unsafe {
        let code = rc_stop_words(&g, masks.as_ptr(), 33, &*l, RC_PROGRAM_STOP, 0, &mut words, &mut e);
        expect("rc_stop_words", code, RC_TOO_MANY_ENGINES);
        let code = rc_stop(&g, masks.as_ptr(), 33, &*l, RC_PROGRAM_STOP, 0, out.as_mut_ptr(), 64, null_mut(), &mut e);
        expect("rc_stop", code, RC_TOO_MANY_ENGINES);
    }
}

#[test]
fn a_message_copied_over_its_own_error_is_the_message_as_it_was() {
    let mut err = error();
    let key = c"r9800";
    let mut g = rc_gpu::default();
    // SAFETY: valid pointers; the buffer lies in the error, as allowed.
    unsafe {
        assert_eq!(rc_gpu_find(key.as_ptr(), &mut g, &mut err), RC_UNKNOWN_GPU);
        let e: *mut rc_error = &mut err;
        let whole = message(&*e);
        let original = bytes_of(e);
        let m = std::ptr::addr_of_mut!((*e).message).cast::<c_char>();
        // Onto itself: as it was.
        assert_eq!(rc_error_message(e, m, RC_MESSAGE_BYTES), whole.len());
        assert!(bytes_of(e) == original);
        // Three bytes on, cut to 20: the first 19 bytes of the message there.
        assert_eq!(rc_error_message(e, m.add(3), 20), whole.len());
        let mut want = original.clone();
        let at = std::mem::offset_of!(rc_error, message) + 3;
        want[at..at + 19].copy_from_slice(&whole.as_bytes()[..19]);
        want[at + 19] = 0;
        assert!(bytes_of(e) == want);
        // Three bytes back (over the code): the message as it now is, whole.
        let now = message(&*e);
        assert_eq!(now.len(), 22);
        let back = m.sub(3);
        assert_eq!(rc_error_message(e, back, RC_MESSAGE_BYTES), now.len());
        assert_eq!(CStr::from_ptr(back).to_str().unwrap(), now);
    }
}

/// Requests of `names`, none accumulated (the strings must outlive them).
fn requests(names: &[CString]) -> Vec<rc_request> {
    names.iter().map(|n| rc_request { name: n.as_ptr(), accumulate: RC_ACCUMULATE_NONE }).collect()
}

fn c_strings<S: AsRef<str>>(names: &[S]) -> Vec<CString> {
    names.iter().map(|n| CString::new(n.as_ref()).unwrap()).collect()
}

#[test]
fn plans_refuse_null_pointers_bad_enums_twice_named_metrics_and_too_many_with_exact_messages() {
    let g = gpu("r9700");
    let names = c_strings(&["SQ_WAVES", "GRBM_GUI_ACTIVE", "GRBM_COUNT"]);
    let asked = requests(&names);
    let busy = CString::new("GPUBusy").unwrap();
    let metric = |name: &CStr, counters: &[rc_request]| rc_metric {
        name: name.as_ptr(),
        counters: counters.as_ptr(),
        count: counters.len(),
    };
    let mut p = boxed::<rc_plan>();
    let never_made = |p: &rc_plan| p.opaque.iter().all(|&w| w == 0);
    let mut e = error();
    let f = "rc_plan_new";
    // SAFETY: valid pointers, or the null ones under test; counts are the arrays'.
    unsafe {
        let with_null = [asked[0], rc_request { name: null(), accumulate: RC_ACCUMULATE_NONE }];
        expect(f, rc_plan_new(&g, with_null.as_ptr(), 2, null(), 0, &mut *p, &mut e), RC_NULL_POINTER);
        assert_eq!(message(&e), "requests[1].name is null");
        expect(f, rc_plan_new(&g, null(), 1, null(), 0, &mut *p, &mut e), RC_NULL_POINTER);
        assert_eq!(message(&e), "requests is null");
        expect(f, rc_plan_new(&g, asked.as_ptr(), 3, null(), 1, &mut *p, &mut e), RC_NULL_POINTER);
        assert_eq!(message(&e), "metrics is null");
        expect(f, rc_plan_new(null(), asked.as_ptr(), 3, null(), 0, &mut *p, &mut e), RC_NULL_POINTER);
        assert_eq!(message(&e), "gpu is null");
        let nameless = [rc_metric { name: null(), ..metric(&busy, &asked[1..]) }];
        expect(f, rc_plan_new(&g, null(), 0, nameless.as_ptr(), 1, &mut *p, &mut e), RC_NULL_POINTER);
        assert_eq!(message(&e), "metrics[0].name is null");
        let without = [rc_metric { counters: null(), ..metric(&busy, &asked[1..]) }];
        expect(f, rc_plan_new(&g, null(), 0, without.as_ptr(), 1, &mut *p, &mut e), RC_NULL_POINTER);
        assert_eq!(message(&e), "metrics[0].counters is null");
        let latin1 = [b'G', 0xC9, 0];
        let unreadable = [rc_metric { name: latin1.as_ptr().cast(), ..metric(&busy, &asked[1..]) }];
        expect(f, rc_plan_new(&g, null(), 0, unreadable.as_ptr(), 1, &mut *p, &mut e), RC_NOT_UTF8);
        assert_eq!(message(&e), "metrics[0].name is not UTF-8");
        let odd = [asked[1], rc_request { accumulate: 7, ..asked[2] }];
        let bad = [metric(&busy, &odd)];
        expect(f, rc_plan_new(&g, null(), 0, bad.as_ptr(), 1, &mut *p, &mut e), RC_BAD_ENUM);
        assert_eq!(
            message(&e),
            "metrics[0].counters[1].accumulate 7 is none of RC_ACCUMULATE_NONE (0), RC_ACCUMULATE_HIGH_RES (1), \
             RC_ACCUMULATE_LOW_RES (2)"
        );
        let bad = [rc_request { accumulate: 3, ..asked[0] }];
        expect(f, rc_plan_new(&g, bad.as_ptr(), 1, null(), 0, &mut *p, &mut e), RC_BAD_ENUM);
        assert!(message(&e).starts_with("requests[0].accumulate 3 is none of"), "{}", message(&e));
        // Two metrics of one name: refused naming both, before any planning.
        let other = CString::new("Waves").unwrap();
        let twice = [metric(&busy, &asked[1..]), metric(&other, &asked[..1]), metric(&busy, &asked[2..])];
        expect(f, rc_plan_new(&g, null(), 0, twice.as_ptr(), 3, &mut *p, &mut e), RC_METRIC_TWICE);
        assert_eq!(message(&e), "metric GPUBusy is listed twice: metrics[0] and metrics[2]");
        // The core's refusals, in its words.
        let foo = c_strings(&["SQ_FOO"]);
        let unknown = requests(&foo);
        let bad = [metric(&busy, &unknown)];
        expect(f, rc_plan_new(&g, asked.as_ptr(), 3, bad.as_ptr(), 1, &mut *p, &mut e), RC_UNKNOWN_COUNTER);
        assert_eq!(message(&e), "gfx1201 counts no SQ_FOO");
        let outside = [rc_request { accumulate: RC_ACCUMULATE_HIGH_RES, ..asked[2] }];
        expect(f, rc_plan_new(&g, outside.as_ptr(), 1, null(), 0, &mut *p, &mut e), RC_ACCUMULATE_OUTSIDE_SQ);
        assert_eq!(message(&e), "accumulate takes SQ counters only; GRBM_COUNT is a GRBM counter");
        // Too many: requests, the metrics' counters with them, metrics.
        let many = vec![asked[0]; RC_PLAN_REQUESTS + 1];
        expect(f, rc_plan_new(&g, many.as_ptr(), many.len(), null(), 0, &mut *p, &mut e), RC_PLAN_TOO_MANY_COUNTERS);
        assert_eq!(
            message(&e),
            "a plan reads at most 512 counter requests, the metrics' included; these are 513 or more"
        );
        let with = [metric(&busy, &asked[1..])];
        let code = rc_plan_new(&g, many.as_ptr(), RC_PLAN_REQUESTS - 1, with.as_ptr(), 1, &mut *p, &mut e);
        expect(f, code, RC_PLAN_TOO_MANY_COUNTERS);
        assert!(message(&e).ends_with("these are 513 or more"), "{}", message(&e));
        let metric_names = c_strings(&(0..=RC_PLAN_METRICS).map(|i| format!("M{i}")).collect::<Vec<_>>());
        let metrics: Vec<rc_metric> = metric_names.iter().map(|n| metric(n, &asked[..1])).collect();
        let code = rc_plan_new(&g, null(), 0, metrics.as_ptr(), RC_PLAN_METRICS + 1, &mut *p, &mut e);
        expect(f, code, RC_TOO_MANY_METRICS);
        assert_eq!(message(&e), "a plan holds at most 64 metrics");
        // No plan: a plan's errors come first, then the null plan.
        expect(f, rc_plan_new(&g, unknown.as_ptr(), 1, null(), 0, null_mut(), &mut e), RC_UNKNOWN_COUNTER);
        expect(f, rc_plan_new(&g, asked.as_ptr(), 3, null(), 0, null_mut(), &mut e), RC_NULL_POINTER);
        assert_eq!(message(&e), "plan is null");
        assert!(never_made(&p), "a refused plan is not written");
        let (mut passes, mut lower, mut bytes) = (9usize, 9usize, 9u64);
        expect("rc_plan_size", rc_plan_size(&*p, &mut passes, &mut lower, &mut bytes, &mut e), RC_NOT_INITIALISED);
        assert_eq!(message(&e), "plan was not made by its function (or was zeroed)");
        assert_eq!((passes, lower, bytes), (9, 9, 9));
        // Made, then refused: the plan made stays.
        let code = rc_plan_new(&g, asked.as_ptr(), 3, with.as_ptr(), 1, &mut *p, &mut e);
        expect(f, code, RC_OK);
        expect(f, rc_plan_new(&g, unknown.as_ptr(), 1, null(), 0, &mut *p, &mut e), RC_UNKNOWN_COUNTER);
        expect("rc_plan_size", rc_plan_size(&*p, &mut passes, &mut lower, &mut bytes, &mut e), RC_OK);
        // SQ_WAVES (32 values), GRBM_GUI_ACTIVE and GRBM_COUNT (one each): 272 bytes.
        assert_eq!((passes, lower, bytes), (1, 1, 272));
        // Another object's tag: refused, nothing read past it.
        let l = layout(&g, &["SQ_WAVES"]);
        let as_plan = (&*l as *const rc_layout).cast::<rc_plan>();
        expect("rc_plan_size", rc_plan_size(as_plan, &mut passes, null_mut(), null_mut(), &mut e), RC_NOT_INITIALISED);
        expect("rc_plan_size", rc_plan_size(null(), &mut passes, null_mut(), null_mut(), &mut e), RC_NULL_POINTER);
        assert_eq!(message(&e), "plan is null");
    }
}

#[test]
fn a_plans_passes_and_metrics_refuse_missing_passes_small_arrays_and_null_pointers() {
    let g = gpu("r9700");
    let names = c_strings(&["SQ_WAVES", "GRBM_GUI_ACTIVE", "GRBM_COUNT", "GL2C_HIT", "GL2C_MISS"]);
    let asked = requests(&names);
    let metric_names = c_strings(&["GPUBusy", "CU_NUM", "L2CacheHit"]);
    let metrics = [
        rc_metric { name: metric_names[0].as_ptr(), counters: asked[1..3].as_ptr(), count: 2 },
        rc_metric { name: metric_names[1].as_ptr(), counters: null(), count: 0 },
        rc_metric { name: metric_names[2].as_ptr(), counters: asked[3..].as_ptr(), count: 2 },
    ];
    let mut p = boxed::<rc_plan>();
    let mut l = boxed::<rc_layout>();
    let never = boxed::<rc_plan>();
    let mut e = error();
    let (c, s) = ("rc_plan_completes", "rc_plan_split");
    // SAFETY: valid pointers, or the null ones under test; capacities are the arrays'.
    unsafe {
        assert_eq!(rc_plan_new(&g, asked.as_ptr(), 5, metrics.as_ptr(), 3, &mut *p, &mut e), RC_OK, "{}", message(&e));
        let mut offset = 77u64;
        expect("rc_plan_layout", rc_plan_layout(&*p, 1, &mut *l, &mut offset, &mut e), RC_NO_SUCH_PASS);
        assert_eq!(message(&e), "pass 1 is past the plan's one pass, pass 0");
        assert!(l.opaque.iter().all(|&w| w == 0) && offset == 77, "untouched");
        expect("rc_plan_layout", rc_plan_layout(&*p, 0, null_mut(), &mut offset, &mut e), RC_NULL_POINTER);
        assert_eq!(message(&e), "layout is null");
        expect("rc_plan_layout", rc_plan_layout(&*never, 0, &mut *l, &mut offset, &mut e), RC_NOT_INITIALISED);
        expect("rc_plan_layout", rc_plan_layout(&*p, 0, &mut *l, null_mut(), &mut e), RC_OK);
        let (mut counters, mut bytes) = (0usize, 0u32);
        assert_eq!(rc_layout_size(&*l, &mut counters, &mut bytes, &mut e), RC_OK);
        assert_eq!(counters, 5);
        // Pass 0 completes all three: GPUBusy, CU_NUM and L2CacheHit (0, 1, 2).
        let mut indices = [99usize; 3];
        let mut n = 99usize;
        expect(c, rc_plan_completes(&*p, 0, indices.as_mut_ptr(), 2, &mut n, &mut e), RC_ARRAY_TOO_SMALL);
        assert_eq!(message(&e), "pass 0 completes 3 metrics; indices holds 2");
        assert_eq!((indices, n), ([99; 3], 99), "a too-small array and its count are untouched");
        expect(c, rc_plan_completes(&*p, 0, null_mut(), 0, &mut n, &mut e), RC_ARRAY_TOO_SMALL);
        assert_eq!(message(&e), "pass 0 completes 3 metrics; indices holds 0");
        expect(c, rc_plan_completes(&*p, 0, null_mut(), 3, &mut n, &mut e), RC_NULL_POINTER);
        assert_eq!(message(&e), "indices is null");
        expect(c, rc_plan_completes(&*p, 0, indices.as_mut_ptr(), 3, null_mut(), &mut e), RC_NULL_POINTER);
        assert_eq!(message(&e), "count is null");
        expect(c, rc_plan_completes(&*p, 1, indices.as_mut_ptr(), 3, &mut n, &mut e), RC_NO_SUCH_PASS);
        assert_eq!(message(&e), "pass 1 is past the plan's one pass, pass 0");
        expect(c, rc_plan_completes(&*never, 0, indices.as_mut_ptr(), 3, &mut n, &mut e), RC_NOT_INITIALISED);
        expect(c, rc_plan_completes(&*p, 0, indices.as_mut_ptr(), 3, &mut n, &mut e), RC_OK);
        assert_eq!((indices, n), ([0, 1, 2], 3));
        // None split: a null array of no element takes none.
        expect(s, rc_plan_split(&*p, null_mut(), 0, &mut n, &mut e), RC_OK);
        assert_eq!(n, 0);
        expect("rc_plan_counterless", rc_plan_counterless(&*p, indices.as_mut_ptr(), 3, &mut n, &mut e), RC_OK);
        assert_eq!((indices[0], n), (1, 1));
        let code = rc_plan_counterless(&*p, null_mut(), 0, &mut n, &mut e);
        expect("rc_plan_counterless", code, RC_ARRAY_TOO_SMALL);
        assert_eq!(message(&e), "1 metric of no counter; indices holds 0");

        // A plan of nothing: no pass, no byte; CU_NUM counterless, completed by no pass.
        let alone = [metrics[1]];
        assert_eq!(rc_plan_new(&g, null(), 0, alone.as_ptr(), 1, &mut *p, &mut e), RC_OK);
        let (mut passes, mut lower, mut total) = (9usize, 9usize, 9u64);
        assert_eq!(rc_plan_size(&*p, &mut passes, &mut lower, &mut total, &mut e), RC_OK);
        assert_eq!((passes, lower, total), (0, 0, 0));
        expect("rc_plan_layout", rc_plan_layout(&*p, 0, &mut *l, &mut offset, &mut e), RC_NO_SUCH_PASS);
        assert_eq!(message(&e), "pass 0: the plan has no pass");
        expect(c, rc_plan_completes(&*p, 0, indices.as_mut_ptr(), 3, &mut n, &mut e), RC_NO_SUCH_PASS);
        assert_eq!(message(&e), "pass 0: the plan has no pass");
        expect("rc_plan_counterless", rc_plan_counterless(&*p, indices.as_mut_ptr(), 3, &mut n, &mut e), RC_OK);
        assert_eq!((indices[0], n), (0, 1));

        // A metric split across passes: GL2C holds 4 counters at once on gfx1201.
        let l2 = c_strings(&["GL2C_HIT", "GL2C_MISS", "GL2C_EA_RDREQ", "GL2C_EA_WRREQ", "GL2C_EA_RDREQ_64B"]);
        let l2 = requests(&l2);
        let wide = [rc_metric { name: metric_names[2].as_ptr(), counters: l2.as_ptr(), count: 5 }];
        assert_eq!(rc_plan_new(&g, null(), 0, wide.as_ptr(), 1, &mut *p, &mut e), RC_OK);
        assert_eq!(rc_plan_size(&*p, &mut passes, &mut lower, null_mut(), &mut e), RC_OK);
        assert_eq!((passes, lower), (2, 2));
        expect(s, rc_plan_split(&*p, null_mut(), 0, &mut n, &mut e), RC_ARRAY_TOO_SMALL);
        assert_eq!(message(&e), "1 metric no pass completes; indices holds 0");
        expect(s, rc_plan_split(&*p, indices.as_mut_ptr(), 1, &mut n, &mut e), RC_OK);
        assert_eq!((indices[0], n), (0, 1));
        expect(c, rc_plan_completes(&*p, 1, indices.as_mut_ptr(), 1, &mut n, &mut e), RC_OK);
        assert_eq!(n, 0);
        expect(c, rc_plan_completes(&*p, 2, indices.as_mut_ptr(), 1, &mut n, &mut e), RC_NO_SUCH_PASS);
        assert_eq!(message(&e), "pass 2 is past the plan's 2 passes, 0 to 1");
        expect("rc_plan_conflicting", rc_plan_conflicting(&*p, null_mut(), 0, &mut n, &mut e), RC_OK);
        assert_eq!(n, 0);
    }
}

#[test]
fn rotation_gives_each_pass_its_dispatches_and_refuses_an_interval_or_pass_count_of_0() {
    let mut e = error();
    let f = "rc_rotation";
    let mut pass = 99usize;
    // SAFETY: valid pointers, or the null one under test.
    unsafe {
        // Interval 3 over 2 passes: dispatches 0-2 count pass 0, 3-5 pass 1, 6 pass 0.
        let mut taken = Vec::new();
        for i in 0..8 {
            expect(f, rc_rotation(i, 3, 2, &mut pass, &mut e), RC_OK);
            taken.push(pass);
        }
        assert_eq!(taken, [0, 0, 0, 1, 1, 1, 0, 0]);
        expect(f, rc_rotation(u64::MAX, 1, 512, &mut pass, &mut e), RC_OK);
        assert_eq!(pass, 511, "2^64 - 1 = 511 modulo 512");
        expect(f, rc_rotation(7, 0, 2, &mut pass, &mut e), RC_NO_ROTATION);
        assert_eq!(message(&e), "a rotation of an interval of 0 dispatches gives dispatch 7 no pass");
        expect(f, rc_rotation(7, 1, 0, &mut pass, &mut e), RC_NO_ROTATION);
        assert_eq!(message(&e), "a rotation of 0 passes gives dispatch 7 no pass");
        assert_eq!(pass, 511, "untouched");
        expect(f, rc_rotation(7, 1, 2, null_mut(), &mut e), RC_NULL_POINTER);
        assert_eq!(message(&e), "pass is null");
    }
}

#[test]
fn a_plans_lengths_past_any_memory_are_refused_first_whatever_the_address() {
    let g = gpu("r9700");
    let names = c_strings(&["SQ_WAVES"]);
    let asked = requests(&names);
    let busy = CString::new("GPUBusy").unwrap();
    let mut p = boxed::<rc_plan>();
    let pp: *mut rc_plan = &mut *p;
    let mut e = error();
    let mut n = 7usize;
    // SAFETY: valid objects; the pointers under test are never read or
    // written (each call refuses its length first).
    unsafe {
        assert_eq!(rc_plan_new(&g, asked.as_ptr(), 1, null(), 0, pp, &mut e), RC_OK);
        let made = state(Object::Plan, pp.cast());
        for address in [0, 8, usize::MAX - 7] {
            for len in [usize::MAX, isize::MAX as usize / 8 + 1] {
                let indices = std::ptr::without_provenance_mut::<usize>(address);
                for (f, code) in [
                    ("rc_plan_completes", rc_plan_completes(pp, 0, indices, len, &mut n, &mut e)),
                    ("rc_plan_split", rc_plan_split(pp, indices, len, &mut n, &mut e)),
                    ("rc_plan_counterless", rc_plan_counterless(pp, indices, len, &mut n, &mut e)),
                    ("rc_plan_conflicting", rc_plan_conflicting(pp, indices, len, &mut n, &mut e)),
                ] {
                    expect(f, code, RC_LENGTH_TOO_LARGE);
                    assert_eq!(message(&e), "indices's length exceeds any memory");
                }
                // Counts of requests and metrics past what a plan reads, whatever the pointers.
                let requests = std::ptr::without_provenance::<rc_request>(address);
                let metrics = std::ptr::without_provenance::<rc_metric>(address);
                let code = rc_plan_new(&g, requests, len, null(), 0, pp, &mut e);
                expect("rc_plan_new", code, RC_PLAN_TOO_MANY_COUNTERS);
                let code = rc_plan_new(&g, null(), 0, metrics, len, pp, &mut e);
                expect("rc_plan_new", code, RC_TOO_MANY_METRICS);
                let endless = [rc_metric { name: busy.as_ptr(), counters: requests, count: len }];
                let code = rc_plan_new(&g, asked.as_ptr(), 1, endless.as_ptr(), 1, pp, &mut e);
                expect("rc_plan_new", code, RC_PLAN_TOO_MANY_COUNTERS);
                assert_eq!(
                    message(&e),
                    format!(
                        "a plan reads at most 512 counter requests, the metrics' included; these are {} or more",
                        len.saturating_add(1)
                    )
                );
            }
        }
        assert_eq!(n, 7);
        assert!(state(Object::Plan, pp.cast()) == made, "the plan is as it was");
    }
}
