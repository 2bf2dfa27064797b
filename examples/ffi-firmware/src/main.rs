//! Firmware that calls every entry point of `rig-counter-ffi` through its C
//! ABI, on inputs read with `read_volatile` (so nothing is folded away),
//! linked without `std`: the library's panic handler calls a symbol that
//! nothing defines, so this links only if no panic is reachable from any of
//! them (`ci/ffi`).
#![no_std]
#![no_main]

use core::ffi::c_char;
use core::ptr::{addr_of, addr_of_mut, null, null_mut, read_volatile, write_volatile};
use cortex_m_rt::entry;
use rig_counter_ffi::*;

/// What the host leaves: a GPU key, counter names, masks, addresses, a VMID.
static mut INPUT: [u32; 64] = [0; 64];
/// What the firmware reports: each call's code and a checksum of the words.
static mut OUTPUT: [i32; 32] = [0; 32];
/// NUL-terminated text the host leaves: a key, then names, each 32 bytes.
static mut TEXT: [u8; 288] = [0; 288];
static mut WORDS: [u32; 8192] = [0; 8192];
static mut SAMPLES: [u8; 4096] = [0; 4096];
static mut OBJECTS: (rc_layout, rc_start_program, rc_stop_program, rc_error, rc_gpu) = (
    rc_layout { opaque: [0; RC_LAYOUT_WORDS] },
    rc_start_program { opaque: [0; RC_START_PROGRAM_WORDS] },
    rc_stop_program { opaque: [0; RC_STOP_PROGRAM_WORDS] },
    rc_error { code: 0, message: [0; RC_MESSAGE_BYTES] },
    rc_gpu {
        target_major: 0,
        target_minor: 0,
        target_stepping: 0,
        gc_major: 0,
        gc_minor: 0,
        gc_revision: 0,
        xccs: 0,
        shader_engines: 0,
        shader_arrays: 0,
        array_units: 0,
        compute_units: 0,
        l2_channels: 0,
    },
);

fn input(i: usize) -> u32 {
    // SAFETY: INPUT is only read here, by one thread; `get` keeps the index in bounds.
    unsafe { (*addr_of!(INPUT)).get(i).map_or(0, |w| read_volatile(w)) }
}

fn output(i: usize, value: i32) {
    // SAFETY: OUTPUT is only written here, by one thread; `get_mut` keeps the index in bounds.
    unsafe {
        if let Some(w) = (*addr_of_mut!(OUTPUT)).get_mut(i) {
            write_volatile(w, value);
        }
    }
}

#[entry]
fn main() -> ! {
    // SAFETY: the statics are used by this one thread only, and each
    // pointer handed to the library points to as many elements as the
    // length given beside it.
    unsafe {
        let text = addr_of!(TEXT).cast::<c_char>();
        let (layout, start, stop, error, gpu) = &mut *addr_of_mut!(OBJECTS);
        let words = &mut *addr_of_mut!(WORDS);
        let samples = &*addr_of!(SAMPLES);
        let names: [*const c_char; 8] = core::array::from_fn(|i| text.add(32 * (i + 1)));
        let count = (input(0) as usize).min(8);
        let masks: [u32; 8] = core::array::from_fn(|i| input(8 + i));
        let engines = input(16) as usize;
        let (filter_address, address, kind) = (u64::from(input(17)), u64::from(input(18)) << 3, input(19));
        let (mut n, mut m, mut bytes, mut counters) = (0usize, 0usize, 0u32, 0usize);
        let mut word = 0u32;
        let mut counter = rc_counter {
            name: [0; RC_NAME_BYTES],
            event: 0,
            register_index: 0,
            xccs: 0,
            instances: 0,
            engines: 0,
            arrays: 0,
            wgps: 0,
            offset: 0,
            bytes: 0,
            accumulates: 0,
        };
        let (mut value, mut sum) = (0u64, 0u64);
        let at =
            rc_coordinate { xcc: input(20), instance: input(21), engine: input(22), array: input(23), wgp: input(24) };
        let mut message = [0 as c_char; 64];

        output(0, rc_gpu_find(text, gpu, error));
        let requests: [rc_request; 8] =
            core::array::from_fn(|i| rc_request { name: names[i], accumulate: input(32 + i) });
        output(24, rc_layout_new_requests(gpu, requests.as_ptr(), count, layout, error));
        output(1, rc_layout_new(gpu, names.as_ptr(), count, layout, error));
        output(2, rc_layout_size(layout, &mut counters, &mut bytes, error));
        output(3, rc_layout_counter(layout, input(25) as usize, &mut counter, error));
        output(4, rc_filter(gpu, input(26), &mut word, error));
        output(5, rc_filter_of_hw_id2(input(27)) as i32 ^ rc_filter_of_hw_id(input(28)) as i32);
        output(6, rc_start_words(gpu, layout, filter_address, &mut n, error));
        output(7, rc_start(gpu, layout, filter_address, words.as_mut_ptr(), words.len(), &mut n, error));
        let rest = words.len().saturating_sub(n);
        let tail = words.as_mut_ptr().add(n.min(words.len()));
        output(8, rc_stop_words(gpu, masks.as_ptr(), engines, layout, kind, address, &mut m, error));
        output(9, rc_stop(gpu, masks.as_ptr(), engines, layout, kind, address, tail, rest, &mut m, error));
        output(10, rc_start_prepare(gpu, layout, start, error));
        output(11, rc_start_program_words(start, &mut n, error));
        output(12, rc_start_program_write(start, filter_address, words.as_mut_ptr(), words.len(), &mut n, error));
        output(13, rc_start_program_patch(start, filter_address + 64, words.as_mut_ptr(), words.len(), error));
        output(14, rc_stop_prepare(gpu, masks.as_ptr(), engines, layout, kind, stop, error));
        output(15, rc_stop_program_words(stop, &mut m, &mut bytes, error));
        output(16, rc_stop_program_write(stop, address, tail, rest, &mut m, error));
        output(17, rc_stop_program_patch(stop, address + 4096, tail, rest, error));
        let len = (bytes as usize).min(samples.len());
        output(18, rc_samples_value(layout, samples.as_ptr(), len, input(29) as usize, &at, &mut value, error));
        output(19, rc_samples_sum(layout, samples.as_ptr(), len, input(29) as usize, &mut sum, error));
        output(20, rc_error_message(error, message.as_mut_ptr(), message.len()) as i32);
        output(21, rc_layout_new(null(), null(), 0, null_mut(), null_mut()));
        output(22, (value ^ sum) as i32 ^ word as i32 ^ words.iter().fold(0u32, |a, w| a ^ w) as i32);
        output(23, counter.offset as i32 ^ counters as i32 ^ m as i32);
    }
    loop {
        core::hint::spin_loop();
    }
}
