//! The C interface with any GPU, any name bytes (not UTF-8, null pointers),
//! masks, kinds, addresses, buffer lengths and coordinates: no call panics or
//! writes outside the buffers it is given; a refused call leaves its buffer
//! as it was; an accepted one writes the words it reports and no more; a
//! prepared program written and patched equals the one-shot program at the
//! patched address; every message is NUL-terminated UTF-8. Any output of any
//! call (words, an object, a scalar, the error) placed over any argument the
//! call reads or writes is refused with `RC_OVERLAP` before a byte is written
//! (the error not written either when it is the one placed so), and placed
//! apart it writes nothing but its outputs.
#![no_main]

#[path = "common.rs"]
mod common;

use libfuzzer_sys::fuzz_target;
use rig_counter_ffi::*;
use std::ffi::{CStr, CString, c_char};
use std::ptr::{null, null_mut};

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

/// An output placed over another argument of one call: which call (of the
/// entry points with outputs), which of its outputs (its `rc_error`
/// included), which of its arguments it goes over, and where, in bytes
/// from that argument's start (before it, into it, past it).
#[derive(arbitrary::Arbitrary, Debug)]
struct Placement {
    call: u8,
    output: u8,
    onto: u8,
    offset: i16,
}

/// What an argument is, to the order a call checks overlaps in: of fixed
/// size (checked first), of a length given (after the lengths), a string
/// (when the call reads it, so an earlier failure may come first).
#[derive(Clone, Copy, PartialEq, Debug)]
enum Kind {
    Fixed,
    Sized,
    Text,
}

/// One argument in the arena: offset, bytes, alignment, kind.
#[derive(Clone, Copy, Debug)]
struct Arg {
    at: usize,
    bytes: usize,
    align: usize,
    kind: Kind,
}

fn arg<T>(at: usize, kind: Kind) -> Arg {
    Arg { at, bytes: size_of::<T>(), align: align_of::<T>(), kind }
}

/// Whether the two share a byte (none if either is empty).
fn meet(a: Arg, b: Arg) -> bool {
    a.bytes != 0 && b.bytes != 0 && a.at < b.at + b.bytes && b.at < a.at + a.bytes
}

/// Room before and after the arguments for an output moved anywhere an
/// i16 offset from one reaches (the largest output is 8191 words).
const PAD: usize = 1 << 16;

/// Every entry point with an output, its arguments in one allocation: each
/// output moved over each argument per `placements`. Moved over an argument
/// the call reads or writes, the call is refused with `RC_OVERLAP` (or, a
/// layout of more than 64 names, `RC_TOO_MANY_COUNTERS`, checked first;
/// over a string, any refusal: a failure may come before the string is
/// read) and writes no byte but its error's, none at all if the error is
/// the one moved over an argument it checks first; moved elsewhere, it
/// writes nothing but its outputs and its error.
#[allow(clippy::too_many_arguments)]
fn placements(
    g: &rc_gpu,
    texts: &[Option<CString>],
    requests: &[rc_request],
    layout: &rc_layout,
    masks: &[u32],
    (kind, filter_address, address, len, counter): (u32, u64, u64, usize, usize),
    at: rc_coordinate,
    placements: &[Placement],
) {
    let masks = &masks[..masks.len().min(64)];
    let mut bytes = 0u32;
    // SAFETY: a made layout; `bytes` is writable.
    unsafe { rc_layout_size(layout, null_mut(), &mut bytes, null_mut()) };
    let samples_len = if bytes <= 1 << 16 { bytes as usize } else { 64 };
    // The arena's offsets, each 8-aligned, after PAD bytes.
    let mut end = PAD;
    // Each its own offset (an empty one too: arguments are told apart by it).
    let mut next = |bytes: usize| {
        let at = end;
        end += bytes.next_multiple_of(8).max(8);
        at
    };
    let (error, gpu, lay) = (next(size_of::<rc_error>()), next(size_of::<rc_gpu>()), next(size_of::<rc_layout>()));
    let (start, stop) = (next(size_of::<rc_start_program>()), next(size_of::<rc_stop_program>()));
    let (wgps, coordinate) = (next(4 * masks.len()), next(size_of::<rc_coordinate>()));
    let names = next(size_of::<*const c_char>() * texts.len());
    let reqs = next(size_of::<rc_request>() * requests.len());
    let text_at: Vec<Option<usize>> =
        texts.iter().map(|t| t.as_ref().map(|t| next(t.as_bytes_with_nul().len()))).collect();
    let key = next(6);
    let samples = next(samples_len);
    let out = next(4 * len);
    let (written, words, nbytes, counters) = (next(8), next(8), next(8), next(8));
    let (value, word, counter_out) = (next(8), next(8), next(size_of::<rc_counter>()));
    let (gpu_out, layout_out) = (next(size_of::<rc_gpu>()), next(size_of::<rc_layout>()));
    let (start_out, stop_out) = (next(size_of::<rc_start_program>()), next(size_of::<rc_stop_program>()));
    let total = end + PAD;
    let mut memory = vec![0u64; total / 8];
    let base = memory.as_mut_ptr().cast::<u8>();
    // SAFETY: every offset used lies in the arena (PAD bytes past an
    // argument at most, each way).
    let p = |at: usize| unsafe { base.add(at) };
    // The inputs, as a caller lays them out.
    // SAFETY: each write lies in the arena, at an offset aligned for it, and
    // each call gets pointers to the arena's arguments.
    unsafe {
        p(gpu).cast::<rc_gpu>().write(*g);
        std::ptr::copy_nonoverlapping(layout, p(lay).cast::<rc_layout>(), 1);
        std::ptr::copy_nonoverlapping(masks.as_ptr(), p(wgps).cast(), masks.len());
        p(coordinate).cast::<rc_coordinate>().write(at);
        for (i, (t, a)) in texts.iter().zip(&text_at).enumerate() {
            let name = match (t, a) {
                (Some(t), Some(a)) => {
                    let b = t.as_bytes_with_nul();
                    std::ptr::copy_nonoverlapping(b.as_ptr(), p(*a), b.len());
                    p(*a).cast_const().cast::<c_char>()
                }
                _ => null(),
            };
            p(names).cast::<*const c_char>().add(i).write(name);
            // Field by field: the padding stays initialised (0).
            let r = p(reqs).cast::<rc_request>().add(i);
            (&raw mut (*r).name).write(name);
            (&raw mut (*r).accumulate).write(requests.get(i).map_or(RC_ACCUMULATE_NONE, |r| r.accumulate));
        }
        std::ptr::copy_nonoverlapping(c"r9700".as_ptr().cast::<u8>(), p(key), 6);
        for i in 0..samples_len {
            p(samples + i).write(i as u8);
        }
        let e = p(error).cast::<rc_error>();
        rc_start_prepare(p(gpu).cast(), p(lay).cast(), p(start).cast(), e);
        rc_stop_prepare(p(gpu).cast(), p(wgps).cast(), masks.len(), p(lay).cast(), kind, p(stop).cast(), e);
        // The start or the stop program in `out`, for the patches.
        if kind % 2 == 0 {
            rc_start_program_write(p(start).cast(), filter_address, p(out).cast(), len, null_mut(), e);
        } else {
            rc_stop_program_write(p(stop).cast(), address, p(out).cast(), len, null_mut(), e);
        }
    }
    let n = texts.len();
    let fixed = |at, bytes, align| Arg { at, bytes, align, kind: Kind::Fixed };
    let g_ = arg::<rc_gpu>(gpu, Kind::Fixed);
    let l_ = arg::<rc_layout>(lay, Kind::Fixed);
    let m_ = Arg { at: wgps, bytes: 4 * masks.len(), align: 4, kind: Kind::Sized };
    let o_ = Arg { at: out, bytes: 4 * len, align: 4, kind: Kind::Sized };
    let s_ = Arg { at: samples, bytes: samples_len, align: 1, kind: Kind::Sized };
    let w_ = arg::<usize>(written, Kind::Fixed);
    let words_ = arg::<usize>(words, Kind::Fixed);
    let strings: Vec<Arg> = texts
        .iter()
        .zip(&text_at)
        .filter_map(|(t, a)| {
            Some(Arg { at: (*a)?, bytes: t.as_ref()?.as_bytes_with_nul().len(), align: 1, kind: Kind::Text })
        })
        .collect();
    let (sp, tp) = (arg::<rc_start_program>(start, Kind::Fixed), arg::<rc_stop_program>(stop, Kind::Fixed));
    let names_ = Arg { at: names, bytes: 8 * n, align: 8, kind: Kind::Sized };
    let reqs_ = Arg { at: reqs, bytes: size_of::<rc_request>() * n, align: 8, kind: Kind::Sized };
    let too_many = (n > 64).then_some(RC_TOO_MANY_COUNTERS);
    type Call<'c> = Box<dyn Fn(&dyn Fn(usize) -> *mut u8) -> i32 + 'c>;
    // (inputs, outputs, the length refused first, the call). SAFETY (each
    // call): the arena holds each argument at its offset, as the function's
    // doc asks; a moved output points into the arena too (PAD around).
    let calls: Vec<(Vec<Arg>, Vec<Arg>, Option<i32>, Call)> = vec![
        (
            vec![Arg { at: key, bytes: 6, align: 1, kind: Kind::Text }],
            vec![arg::<rc_gpu>(gpu_out, Kind::Fixed)],
            None,
            Box::new(|p| unsafe { rc_gpu_find(p(key).cast(), p(gpu_out).cast(), p(error).cast()) }),
        ),
        (
            [vec![g_, names_], strings.clone()].concat(),
            vec![arg::<rc_layout>(layout_out, Kind::Fixed)],
            too_many,
            Box::new(|p| unsafe {
                rc_layout_new(p(gpu).cast(), p(names).cast(), n, p(layout_out).cast(), p(error).cast())
            }),
        ),
        (
            [vec![g_, reqs_], strings.clone()].concat(),
            vec![arg::<rc_layout>(layout_out, Kind::Fixed)],
            too_many,
            Box::new(|p| unsafe {
                rc_layout_new_requests(p(gpu).cast(), p(reqs).cast(), n, p(layout_out).cast(), p(error).cast())
            }),
        ),
        (
            vec![l_],
            vec![arg::<usize>(counters, Kind::Fixed), fixed(nbytes, 4, 4)],
            None,
            Box::new(|p| unsafe {
                rc_layout_size(p(lay).cast(), p(counters).cast(), p(nbytes).cast(), p(error).cast())
            }),
        ),
        (
            vec![l_],
            vec![arg::<rc_counter>(counter_out, Kind::Fixed)],
            None,
            Box::new(|p| unsafe { rc_layout_counter(p(lay).cast(), counter, p(counter_out).cast(), p(error).cast()) }),
        ),
        (
            vec![g_, l_],
            vec![words_],
            None,
            Box::new(|p| unsafe {
                rc_start_words(p(gpu).cast(), p(lay).cast(), filter_address, p(words).cast(), p(error).cast())
            }),
        ),
        (
            vec![g_, l_],
            vec![o_, w_],
            None,
            Box::new(|p| unsafe {
                rc_start(
                    p(gpu).cast(),
                    p(lay).cast(),
                    filter_address,
                    p(out).cast(),
                    len,
                    p(written).cast(),
                    p(error).cast(),
                )
            }),
        ),
        (
            vec![g_, m_, l_],
            vec![words_],
            None,
            Box::new(|p| unsafe {
                let (g, m, l) = (p(gpu).cast(), p(wgps).cast(), p(lay).cast());
                rc_stop_words(g, m, masks.len(), l, kind, address, p(words).cast(), p(error).cast())
            }),
        ),
        (
            vec![g_, m_, l_],
            vec![o_, w_],
            None,
            Box::new(|p| unsafe {
                let (g, m, l) = (p(gpu).cast(), p(wgps).cast(), p(lay).cast());
                rc_stop(g, m, masks.len(), l, kind, address, p(out).cast(), len, p(written).cast(), p(error).cast())
            }),
        ),
        (
            vec![g_, l_],
            vec![arg::<rc_start_program>(start_out, Kind::Fixed)],
            None,
            Box::new(|p| unsafe {
                rc_start_prepare(p(gpu).cast(), p(lay).cast(), p(start_out).cast(), p(error).cast())
            }),
        ),
        (
            vec![sp],
            vec![words_],
            None,
            Box::new(|p| unsafe { rc_start_program_words(p(start).cast(), p(words).cast(), p(error).cast()) }),
        ),
        (
            vec![sp],
            vec![o_, w_],
            None,
            Box::new(|p| unsafe {
                rc_start_program_write(
                    p(start).cast(),
                    filter_address,
                    p(out).cast(),
                    len,
                    p(written).cast(),
                    p(error).cast(),
                )
            }),
        ),
        (
            vec![sp],
            vec![o_],
            None,
            Box::new(|p| unsafe {
                rc_start_program_patch(p(start).cast(), filter_address, p(out).cast(), len, p(error).cast())
            }),
        ),
        (
            vec![g_, m_, l_],
            vec![arg::<rc_stop_program>(stop_out, Kind::Fixed)],
            None,
            Box::new(|p| unsafe {
                let (g, m, l) = (p(gpu).cast(), p(wgps).cast(), p(lay).cast());
                rc_stop_prepare(g, m, masks.len(), l, kind, p(stop_out).cast(), p(error).cast())
            }),
        ),
        (
            vec![tp],
            vec![words_, fixed(nbytes, 4, 4)],
            None,
            Box::new(|p| unsafe {
                rc_stop_program_words(p(stop).cast(), p(words).cast(), p(nbytes).cast(), p(error).cast())
            }),
        ),
        (
            vec![tp],
            vec![o_, w_],
            None,
            Box::new(|p| unsafe {
                rc_stop_program_write(p(stop).cast(), address, p(out).cast(), len, p(written).cast(), p(error).cast())
            }),
        ),
        (
            vec![tp],
            vec![o_],
            None,
            Box::new(|p| unsafe {
                rc_stop_program_patch(p(stop).cast(), address, p(out).cast(), len, p(error).cast())
            }),
        ),
        (
            vec![g_],
            vec![fixed(word, 4, 4)],
            None,
            Box::new(|p| unsafe { rc_filter(p(gpu).cast(), kind, p(word).cast(), p(error).cast()) }),
        ),
        (
            vec![l_, s_, arg::<rc_coordinate>(coordinate, Kind::Fixed)],
            vec![fixed(value, 8, 8)],
            None,
            Box::new(|p| unsafe {
                let (l, s, a) = (p(lay).cast(), p(samples).cast_const(), p(coordinate).cast());
                rc_samples_value(l, s, samples_len, counter, a, p(value).cast(), p(error).cast())
            }),
        ),
        (
            vec![l_, s_],
            vec![fixed(value, 8, 8)],
            None,
            Box::new(|p| unsafe {
                rc_samples_sum(
                    p(lay).cast(),
                    p(samples).cast_const(),
                    samples_len,
                    counter,
                    p(value).cast(),
                    p(error).cast(),
                )
            }),
        ),
    ];
    // The arena as made: its bytes, raw (for putting back), and as compared.
    let mut raw = Vec::<std::mem::MaybeUninit<u8>>::with_capacity(total);
    // SAFETY: `raw` has room for `total` bytes; an untyped copy keeps what
    // is uninitialised (an object's padding) so.
    unsafe {
        std::ptr::copy_nonoverlapping(base.cast_const().cast(), raw.as_mut_ptr(), total);
        raw.set_len(total);
    }
    let objects = [
        (lay, Object::Layout),
        (layout_out, Object::Layout),
        (start, Object::Start),
        (start_out, Object::Start),
        (stop, Object::Stop),
        (stop_out, Object::Stop),
    ];
    let object_arg = |(at, kind): (usize, Object)| Arg { at, bytes: kind.bytes(), align: 8, kind: Kind::Fixed };
    // The bytes compared: all but the objects' values and the GPUs' padding
    // (left uninitialised by the typed writes that made them).
    let mut skipped: Vec<std::ops::Range<usize>> =
        objects.iter().map(|&(at, kind)| at + 8..at + 8 + kind.value_bytes()).collect();
    let padding = std::mem::offset_of!(rc_gpu, l2_channels) + 1..size_of::<rc_gpu>();
    skipped.extend([gpu, gpu_out].map(|at| at + padding.start..at + padding.end));
    skipped.sort_by_key(|r| r.start);
    let plain = || {
        let mut bytes = vec![0u8; total];
        let mut from = 0;
        for r in skipped.iter().chain([&(total..total)]) {
            // SAFETY: from..r.start lies in the arena and is initialised.
            let part = unsafe { std::slice::from_raw_parts(base.add(from), r.start - from) };
            bytes[from..r.start].copy_from_slice(part);
            from = r.end;
        }
        bytes
    };
    let before = plain();
    let states: Vec<Vec<u8>> = objects.iter().map(|&(at, kind)| kind.state(p(at))).collect();
    let e_ = arg::<rc_error>(error, Kind::Fixed);
    for placement in placements.iter().take(16) {
        let (inputs, outputs, length, call) = &calls[usize::from(placement.call) % calls.len()];
        let mut all: Vec<Arg> = outputs.clone();
        all.push(e_);
        let moved_index = usize::from(placement.output) % all.len();
        let moved = all[moved_index];
        let others: Vec<Arg> = inputs
            .iter()
            .chain(&all)
            .enumerate()
            .filter(|&(i, _)| i != inputs.len() + moved_index)
            .map(|(_, a)| *a)
            .collect();
        let onto = others[usize::from(placement.onto) % others.len()];
        let to = (onto.at as isize + isize::from(placement.offset)) as usize & !(moved.align - 1);
        let placed = Arg { at: to, ..moved };
        let code = call(&|at: usize| p(if at == moved.at { to } else { at }));
        let after = plain();
        let is_error = moved_index == outputs.len();
        let over = |kind: Kind| others.iter().any(|&o| o.kind == kind && meet(placed, o));
        // What the call may have written: its error (where it is) and, where
        // it is accepted, its outputs.
        let error_at = if is_error { placed } else { e_ };
        let may_write = |a: Arg, outputs_too: bool| {
            meet(a, error_at)
                || outputs_too
                    && (meet(a, placed) || outputs.iter().enumerate().any(|(j, o)| j != moved_index && meet(a, *o)))
        };
        let unchanged_but = |outputs_too: bool, what: &str| {
            for (i, (a, b)) in after.iter().zip(&before).enumerate() {
                let byte = Arg { at: i, bytes: 1, align: 1, kind: Kind::Fixed };
                assert!(a == b || may_write(byte, outputs_too), "{what}: byte {i} written, code {code}, {placement:?}");
            }
            // An object the call could not write is as it was (one it
            // could is not read: a part written over may not be an object).
            for (&(at, kind), was) in objects.iter().zip(&states) {
                if !may_write(object_arg((at, kind)), outputs_too) {
                    assert!(&kind.state(p(at)) == was, "{what}: the object at {at} written, {placement:?}");
                }
            }
        };
        // Refused with nothing written: every object as it was, any under the error too.
        let all_objects = || {
            for (&(at, kind), was) in objects.iter().zip(&states) {
                assert!(&kind.state(p(at)) == was, "the object at {at} written, {placement:?}");
            }
        };
        // The error over an argument it is checked against before the
        // lengths (of fixed size), or an output over the error: nothing
        // written, the error neither.
        if is_error && over(Kind::Fixed) || !is_error && meet(placed, e_) {
            assert_eq!(code, RC_OVERLAP, "{placement:?}");
            assert!(after == before, "an error over an argument is not written");
            all_objects();
        } else if let Some(first) = *length {
            assert_eq!(code, first, "{placement:?}");
            unchanged_but(false, "a length refused");
        } else if over(Kind::Fixed) || over(Kind::Sized) {
            assert_eq!(code, RC_OVERLAP, "{placement:?}");
            unchanged_but(false, "an output over an argument");
            if is_error {
                assert!(after == before, "an error over an argument is not written");
                all_objects();
            } else {
                // SAFETY: the arena holds an rc_error at `error`.
                let e = unsafe { &*p(error).cast::<rc_error>() };
                assert_eq!(e.code, RC_OVERLAP);
                check_message(e);
            }
        } else if over(Kind::Text) {
            assert_ne!(code, RC_OK, "{placement:?}");
            unchanged_but(false, "an output over a name");
        } else {
            assert_ne!(code, RC_OVERLAP, "{placement:?}");
            unchanged_but(code == RC_OK, "an output apart");
        }
        // As it was, for the next. SAFETY: `raw` is the arena's `total` bytes.
        unsafe { std::ptr::copy_nonoverlapping(raw.as_ptr(), base.cast(), total) };
    }
}

/// The arena's opaque objects, by kind.
#[derive(Clone, Copy)]
enum Object {
    Layout,
    Start,
    Stop,
}

impl Object {
    /// The object's bytes.
    fn bytes(self) -> usize {
        match self {
            Object::Layout => size_of::<rc_layout>(),
            Object::Start => size_of::<rc_start_program>(),
            Object::Stop => size_of::<rc_stop_program>(),
        }
    }

    /// The bytes of the value the library keeps after the object's 8-byte
    /// tag, its padding included (to an 8-byte multiple).
    fn value_bytes(self) -> usize {
        use rig_counter_core::counting::{StartProgram, StopProgram};
        match self {
            Object::Layout => size_of::<rig_counter_core::Layout>(),
            Object::Start => size_of::<StartProgram>(),
            Object::Stop => size_of::<StopProgram>(),
        }
        .next_multiple_of(8)
    }

    /// What can be compared of the object at `at` without reading its
    /// value's padding: its tag and the bytes past its value, and what the
    /// library says of it (a layout's counters, a program's words at one
    /// address).
    fn state(self, at: *mut u8) -> Vec<u8> {
        let value = 8..8 + self.value_bytes();
        // SAFETY: at holds an object of this kind as the arena made it (or as
        // a refused call left it): tag and tail initialised, read as the
        // header allows.
        unsafe {
            let mut s = std::slice::from_raw_parts(at, value.start).to_vec();
            s.extend_from_slice(std::slice::from_raw_parts(at.add(value.end), self.bytes() - value.end));
            let (mut n, mut b) = (0usize, 0u32);
            // As many words as the program takes (none for a layout, or an
            // object never made).
            let mut words = 0usize;
            match self {
                Object::Layout => 0,
                Object::Start => rc_start_program_words(at.cast(), &mut words, null_mut()),
                Object::Stop => rc_stop_program_words(at.cast(), &mut words, &mut b, null_mut()),
            };
            let mut w = vec![0u32; words];
            let code = match self {
                Object::Layout => {
                    let code = rc_layout_size(at.cast(), &mut n, &mut b, null_mut());
                    for i in 0..n {
                        let (name, shape) = counter_of(&*at.cast(), i).unwrap_or_default();
                        s.extend(name.iter().map(|&c| c as u8).chain(shape.iter().flat_map(|v| v.to_le_bytes())));
                    }
                    n = 0;
                    code
                }
                Object::Start => rc_start_program_write(at.cast(), 0x1000, w.as_mut_ptr(), w.len(), &mut n, null_mut()),
                Object::Stop => rc_stop_program_write(at.cast(), 0x2000, w.as_mut_ptr(), w.len(), &mut n, null_mut()),
            };
            s.extend(code.to_le_bytes());
            s.extend(w[..n.min(w.len())].iter().flat_map(|v| v.to_le_bytes()));
            s
        }
    }
}

/// The planner on the same requests, and metrics made of them (each name's
/// byte chooses which metric, if any, takes it): a refusal has its code in
/// the error and a message; a plan's every pass lays out, its offsets follow
/// one another to the plan's bytes, every index it gives is a metric's, a
/// too-small array is refused and left as it was, and the rotation of any
/// dispatch is a pass.
///
/// # Safety
///
/// `requests`' names are valid or null.
unsafe fn plan_of(g: &rc_gpu, requests: &[rc_request], names: &[(Name, u8)], interval: u32, dispatch: u64) {
    let groups: Vec<Vec<rc_request>> =
        (0..4).map(|m| requests.iter().zip(names).filter(|(_, (_, b))| b / 4 % 5 == m).map(|(r, _)| *r).collect()).collect();
    let metric_names = [c"M0", c"M1", c"M0", c"M3"];
    let metrics: Vec<rc_metric> = groups
        .iter()
        .zip(metric_names)
        .take(names.first().map_or(0, |(_, b)| usize::from(b % 5)))
        .map(|(c, n)| rc_metric { name: n.as_ptr(), counters: if c.is_empty() { null() } else { c.as_ptr() }, count: c.len() })
        .collect();
    let mut e = rc_error { code: 0, message: [0; RC_MESSAGE_BYTES] };
    // SAFETY: an all-zero object is a valid object not yet made; every
    // pointer is valid or null, every length its array's.
    unsafe {
        let mut plan: Box<rc_plan> = Box::new(std::mem::zeroed());
        let code = rc_plan_new(g, requests.as_ptr(), requests.len(), metrics.as_ptr(), metrics.len(), &mut *plan, &mut e);
        if code != RC_OK {
            assert_eq!(e.code, code);
            check_message(&e);
            return;
        }
        let (mut passes, mut lower, mut bytes) = (0usize, 0usize, 0u64);
        assert_eq!(rc_plan_size(&*plan, &mut passes, &mut lower, &mut bytes, &mut e), RC_OK);
        assert!(lower <= passes);
        let mut next = 0u64;
        for k in 0..passes {
            let mut layout: Box<rc_layout> = Box::new(std::mem::zeroed());
            let mut offset = u64::MAX;
            assert_eq!(rc_plan_layout(&*plan, k, &mut *layout, &mut offset, &mut e), RC_OK, "pass {k}");
            assert_eq!(offset, next, "pass {k} starts where the one before ends");
            let mut size = 0u32;
            rc_layout_size(&*layout, null::<usize>().cast_mut(), &mut size, &mut e);
            next += u64::from(size);
            let mut indices = [usize::MAX; 8];
            let mut count = 0usize;
            let code = rc_plan_completes(&*plan, k, indices.as_mut_ptr(), indices.len(), &mut count, &mut e);
            if code == RC_OK {
                assert!(indices[..count].iter().all(|&i| i < metrics.len()));
            } else {
                assert_eq!(code, RC_ARRAY_TOO_SMALL);
                assert!(indices.iter().all(|&i| i == usize::MAX));
            }
        }
        assert_eq!(next, bytes, "the passes fill the plan's bytes");
        let mut layout: Box<rc_layout> = Box::new(std::mem::zeroed());
        assert_eq!(rc_plan_layout(&*plan, passes, &mut *layout, null_mut(), &mut e), RC_NO_SUCH_PASS);
        check_message(&e);
        let mut pass = usize::MAX;
        let code = rc_rotation(dispatch, u64::from(interval), passes, &mut pass, &mut e);
        if interval == 0 || passes == 0 {
            assert_eq!(code, RC_NO_ROTATION);
            assert_eq!(pass, usize::MAX);
        } else {
            assert_eq!(code, RC_OK);
            assert_eq!(pass, ((dispatch / u64::from(interval)) % passes as u64) as usize);
        }
    }
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
    u8,
    Vec<Placement>
)| {
    let (any, names, masks, kind, filter_address, address, len, at, counter, placed) = input;
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
        plan_of(&g, &requests, &names, kind, address);
        if code != RC_OK {
            assert_eq!(e.code, code);
            check_message(&e);
            return;
        }
        // Every output over every argument its call reads or writes.
        let coordinate = rc_coordinate { xcc: at.0, instance: at.1, engine: at.2, array: at.3, wgp: at.4 };
        let scalars = (kind, filter_address, address, len, usize::from(counter));
        placements(&g, &owned, &requests, &layout, &masks, scalars, coordinate, &placed);
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
