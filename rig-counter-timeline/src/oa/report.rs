//! OA reports' counters accumulated, as IGT's `intel_perf_accumulate_reports`
//! (`lib/i915/perf.c`) accumulates two reports.
//!
//! Each counter adds its delta between the two reports to its place in the
//! accumulator ([`super::Format::offsets`]): a 32-bit counter's delta modulo
//! 2^32, a 40-bit one's (its low 32 bits at dword `4 + i`, its high 8 bits at
//! byte `160 + i`) modulo 2^40. The timestamp's delta (dword 1, or the 64-bit
//! word at byte 8 of an OAM report) is shifted by the platform's
//! `oa_timestamp_shift`, in 32-bit arithmetic as IGT's C does it. Summing the
//! deltas of each pair of consecutive reports counts a counter that wrapped
//! more than once between the first and the last.

use super::Format;

fn dword(r: &[u8], i: usize) -> u32 {
    r.get(i * 4..i * 4 + 4).map_or(0, |b| u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
}

fn qword(r: &[u8], i: usize) -> u64 {
    r.get(i * 8..i * 8 + 8).map_or(0, |b| u64::from_le_bytes([b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7]]))
}

fn add32(acc: &mut [u64; 64], at: usize, r0: &[u8], r1: &[u8], dw: usize) {
    acc[at] = acc[at].wrapping_add(u64::from(dword(r1, dw).wrapping_sub(dword(r0, dw))));
}

fn add40(acc: &mut [u64; 64], at: usize, r0: &[u8], r1: &[u8], a: usize) {
    let value = |r: &[u8]| u64::from(dword(r, a + 4)) | u64::from(r.get(160 + a).copied().unwrap_or(0)) << 32;
    let (v0, v1) = (value(r0), value(r1));
    let delta = if v0 > v1 { (1u64 << 40) + v1 - v0 } else { v1 - v0 };
    acc[at] = acc[at].wrapping_add(delta);
}

fn shifted(delta: u32, shift: i8) -> u64 {
    // IGT: `(end[1] - start[1]) << shift` on uint32_t.
    u64::from(if shift >= 0 {
        delta.checked_shl(shift as u32).unwrap_or(0)
    } else {
        delta.checked_shr(u32::from(shift.unsigned_abs())).unwrap_or(0)
    })
}

/// Adds the deltas of `format`'s counters from report `r0` to report `r1`
/// (each a SAMPLE record's payload, at least [`Format::size`] bytes) to
/// `acc`, the timestamp's shifted by `timestamp_shift`. Bytes missing from a
/// short report read as 0 (the caller refuses short reports).
pub fn accumulate(format: Format, timestamp_shift: i8, r0: &[u8], r1: &[u8], acc: &mut [u64; 64]) {
    let mut at = 0;
    let mut next = |acc: &mut [u64; 64], f: &mut dyn FnMut(&mut [u64; 64], usize)| {
        f(acc, at);
        at += 1;
    };
    match format {
        Format::A45_B8_C8 => {
            acc[0] = acc[0].wrapping_add(shifted(dword(r1, 1).wrapping_sub(dword(r0, 1)), timestamp_shift));
            for i in 0..61 {
                add32(acc, 1 + i, r0, r1, 3 + i);
            }
        }
        Format::A32u40_A4u32_B8_C8 => {
            let ts = shifted(dword(r1, 1).wrapping_sub(dword(r0, 1)), timestamp_shift);
            next(acc, &mut |acc, at| acc[at] = acc[at].wrapping_add(ts));
            next(acc, &mut |acc, at| add32(acc, at, r0, r1, 3));
            for i in 0..32 {
                next(acc, &mut |acc, at| add40(acc, at, r0, r1, i));
            }
            for i in 0..4 {
                next(acc, &mut |acc, at| add32(acc, at, r0, r1, 36 + i));
            }
            for i in 0..16 {
                next(acc, &mut |acc, at| add32(acc, at, r0, r1, 48 + i));
            }
        }
        Format::A24u40_A14u32_B8_C8 => {
            let ts = shifted(dword(r1, 1).wrapping_sub(dword(r0, 1)), timestamp_shift);
            next(acc, &mut |acc, at| acc[at] = acc[at].wrapping_add(ts));
            next(acc, &mut |acc, at| add32(acc, at, r0, r1, 3));
            for i in 0..4 {
                next(acc, &mut |acc, at| add32(acc, at, r0, r1, 4 + i));
            }
            for i in 0..20 {
                next(acc, &mut |acc, at| add40(acc, at, r0, r1, i + 4));
            }
            for i in 0..4 {
                next(acc, &mut |acc, at| add32(acc, at, r0, r1, 28 + i));
            }
            for i in 0..4 {
                next(acc, &mut |acc, at| add40(acc, at, r0, r1, i + 28));
            }
            for i in 0..5 {
                next(acc, &mut |acc, at| add32(acc, at, r0, r1, 36 + i));
            }
            next(acc, &mut |acc, at| add32(acc, at, r0, r1, 46));
            for i in 0..16 {
                next(acc, &mut |acc, at| add32(acc, at, r0, r1, 48 + i));
            }
        }
        Format::MPEC8u32_B8_C8 => {
            // IGT: `(end64[1] - start64[1]) << shift` on uint64_t.
            let d = qword(r1, 1).wrapping_sub(qword(r0, 1));
            let ts = if timestamp_shift >= 0 {
                d.checked_shl(timestamp_shift as u32).unwrap_or(0)
            } else {
                d.checked_shr(u32::from(timestamp_shift.unsigned_abs())).unwrap_or(0)
            };
            next(acc, &mut |acc, at| acc[at] = acc[at].wrapping_add(ts));
            let clock = qword(r1, 3).wrapping_sub(qword(r0, 3));
            next(acc, &mut |acc, at| acc[at] = acc[at].wrapping_add(clock));
            for i in 0..24 {
                next(acc, &mut |acc, at| add32(acc, at, r0, r1, 8 + i));
            }
        }
    }
}
