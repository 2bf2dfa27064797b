//! A bare-metal queue agent's use of `rig-counter-core`: it lays out counters,
//! writes the start, stop and sample programs, reads a run's samples and computes the
//! filter word for inputs it
//! reads with `read_volatile` (so nothing is folded away at compile time), and
//! is linked with `panic-never`, whose panic handler is an undefined symbol: the
//! firmware links only if no panic is reachable from these calls.
#![no_std]
#![no_main]

use core::ptr::{addr_of, addr_of_mut, read_volatile, write_volatile};
use cortex_m_rt::entry;
use panic_never as _;
use rig_counter_core::gpu::{GcVersion, Gpu, Target};
use rig_counter_core::samples::Samples;
use rig_counter_core::{Layout, filter, filter_of_hw_id2, sample, start, stop};

/// What the host leaves for the agent: a GPU description, counter choices,
/// addresses, active-WGP masks. Read with `read_volatile`.
static mut INPUT: [u32; 32] = [0; 32];
/// What the agent reports back: word counts (start, stop, sample), the filter
/// word, a checksum and (feature `plan`) the plan's passes and last offset.
static mut OUTPUT: [u32; 6] = [0; 6];
/// The programs.
static mut WORDS: [u32; 4096] = [0; 4096];
/// A run's samples, as a stop program stored them.
static mut SAMPLES: [u8; 8192] = [0; 8192];

/// A plan of at most 16 passes and no metric (feature `plan`): 16,608 bytes
/// on a 64-bit host, less here, in RAM.
#[cfg(feature = "plan")]
static mut PLAN: rig_counter_core::plan::Plan<'static, 16, 1> = rig_counter_core::plan::Plan::EMPTY;

/// Counter names the host picks from by index.
const NAMES: [&str; 8] =
    ["SQ_WAVES", "SQ_INSTS_VALU", "SQ_BUSY_CYCLES", "SQ_WAIT_ANY", "GRBM_GUI_ACTIVE", "GL2C_HIT", "TCC_HIT", "SQ_FOO"];

fn input(i: usize) -> u32 {
    // SAFETY: INPUT is only read here, by one thread; `get` keeps the index in bounds.
    unsafe { (*addr_of!(INPUT)).get(i).map_or(0, |w| read_volatile(w)) }
}

fn output(i: usize, value: u32) {
    // SAFETY: OUTPUT is only written here, by one thread; `get_mut` keeps the index in bounds.
    unsafe {
        if let Some(w) = (*addr_of_mut!(OUTPUT)).get_mut(i) {
            write_volatile(w, value);
        }
    }
}

fn byte(word: u32, n: u32) -> u8 {
    (word >> (8 * n)) as u8
}

#[entry]
fn main() -> ! {
    let (geometry, versions) = (input(0), input(1));
    let gpu = Gpu {
        target: Target { major: byte(versions, 0), minor: byte(versions, 1), stepping: byte(versions, 2) },
        gc: GcVersion { major: byte(input(21), 0), minor: byte(input(21), 1), revision: byte(input(21), 2) },
        xccs: byte(geometry, 0),
        shader_engines: byte(geometry, 1),
        shader_arrays: byte(geometry, 2),
        array_units: byte(geometry, 3),
        compute_units: input(2) as u16,
        l2_channels: byte(input(2), 2),
    };
    let mut names = [""; 8];
    let count = (input(3) as usize).min(names.len());
    for (i, slot) in names.iter_mut().enumerate() {
        *slot = NAMES.get(input(4 + i) as usize).copied().unwrap_or("");
    }
    let names = names.get(..count).unwrap_or(&[]);
    let masks = [input(12), input(13), input(14), input(15)];
    let masks = masks.get(..(input(16) as usize).min(4)).unwrap_or(&[]);
    let (filter_address, address) = (u64::from(input(17)), u64::from(input(18)) << 3);

    // SAFETY: WORDS is only used here, by one thread.
    let words = unsafe { &mut *addr_of_mut!(WORDS) };
    if let Ok(l) = Layout::<8>::new(&gpu, names) {
        let started = start(&gpu, &l, filter_address, words).unwrap_or(0);
        output(0, started as u32);
        let stopped = stop(&gpu, masks, &l, address, words.get_mut(started..).unwrap_or(&mut [])).unwrap_or(0);
        output(1, stopped as u32);
        let at = started + stopped;
        let sampled = sample(&gpu, masks, &l, address, words.get_mut(at..).unwrap_or(&mut [])).unwrap_or(0);
        output(4, sampled as u32);
        // SAFETY: SAMPLES is only read here, by one thread.
        let samples = unsafe { &*addr_of!(SAMPLES) };
        let bytes = samples.get(..l.bytes() as usize).unwrap_or(&[]);
        if let Ok(s) = Samples::new(&l, bytes) {
            let total = s.counters().fold(0u64, |a, c| a.wrapping_add(c.sum()));
            let saturated = s.counters().filter(|c| c.any_saturated()).count();
            output(3, total as u32 ^ saturated as u32);
        }
    }
    output(2, filter(&gpu, input(19)).unwrap_or(filter_of_hw_id2(input(20))));
    #[cfg(feature = "plan")]
    {
        // Plans the names asked, and reports its passes and where the last starts.
        let mut requests = [rig_counter_core::Request::plain(""); 8];
        for (r, n) in requests.iter_mut().zip(names) {
            *r = rig_counter_core::Request::plain(n);
        }
        // SAFETY: PLAN is only used here, by one thread.
        let p = unsafe { &mut *addr_of_mut!(PLAN) };
        let requests = requests.get(..names.len()).unwrap_or(&[]);
        if rig_counter_core::plan::plan(&gpu, requests, &[], &[], p).is_ok() {
            let last = p.passes().saturating_sub(1);
            let offset = p.offset::<8>(last, &[]).and_then(Result::ok).unwrap_or(0);
            output(5, p.passes() as u32 ^ offset as u32);
        }
    }
    loop {
        core::hint::spin_loop();
    }
}
