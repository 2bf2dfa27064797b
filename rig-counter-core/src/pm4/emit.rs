//! The packet writer: one method per packet, named after it, writing into a
//! caller's `&mut [u32]`.
//!
//! Methods never fail and never panic: their callers check every value once,
//! before the first word (the counting programs' one check pass), and size the
//! slice exactly. A word that would fall past the slice's end is dropped and
//! counted, so [`Writer::position`] still says how many the program took.

use super::field::{self, Control};
use super::{Opcode, header};
use crate::regs::Value;

/// Words of SET_UCONFIG_REG or SET_SH_REG of one register: header, offset, value.
pub const SET_REG_WORDS: usize = 3;
/// Words of EVENT_WRITE: header, event.
pub const EVENT_WRITE_WORDS: usize = 2;
/// Words of COPY_DATA: header, control, source low, high, destination low, high.
pub const COPY_DATA_WORDS: usize = 6;
/// Words of WRITE_DATA before its data: header, control, address low, high.
pub const WRITE_DATA_HEAD_WORDS: usize = 4;
/// Words of WAIT_REG_MEM: header, control, address low, high, reference, mask,
/// poll interval.
pub const WAIT_REG_MEM_WORDS: usize = 7;
/// Words of ACQUIRE_MEM on GFX10 and later: header, COHER_CNTL, COHER_SIZE,
/// COHER_SIZE_HI, COHER_BASE, COHER_BASE_HI, POLL_INTERVAL, GCR_CNTL
/// (`mesa-pkt3.json` places GCR_CNTL at payload dword 6).
pub const ACQUIRE_MEM_WORDS: usize = 8;
/// Words of ACQUIRE_MEM on GFX9: header, CP_COHER_CNTL, COHER_SIZE,
/// COHER_SIZE_HI, COHER_BASE, COHER_BASE_HI, POLL_INTERVAL (aqlprofile's gfx9
/// builder `BuildCacheFlushPacket`: 7 dwords).
pub const ACQUIRE_MEM_GFX9_WORDS: usize = 7;
/// Words of PRED_EXEC: header, EXEC_COUNT and VIRTUAL_XCC_ID_SELECT.
pub const PRED_EXEC_WORDS: usize = 2;

const SET_UCONFIG_REG: u32 = header(Opcode::SetUconfigReg, 2);
const SET_SH_REG: u32 = header(Opcode::SetShReg, 2);
const EVENT_WRITE: u32 = header(Opcode::EventWrite, 1);
const COPY_DATA: u32 = header(Opcode::CopyData, 5);
const WAIT_REG_MEM: u32 = header(Opcode::WaitRegMem, 6);
/// ACQUIRE_MEM's header: [`ACQUIRE_MEM_WORDS`] words.
pub(crate) const ACQUIRE_MEM: u32 = header(Opcode::AcquireMem, (ACQUIRE_MEM_WORDS - 1) as u16);
/// ACQUIRE_MEM's header on GFX9: [`ACQUIRE_MEM_GFX9_WORDS`] words.
pub(crate) const ACQUIRE_MEM_GFX9: u32 = header(Opcode::AcquireMem, (ACQUIRE_MEM_GFX9_WORDS - 1) as u16);
const PRED_EXEC: u32 = header(Opcode::PredExec, 1);

/// PRED_EXEC's body word: the next `count` dwords run on the dies `dies`
/// selects (bit x: die x).
pub const fn pred_exec_word(dies: u32, count: u32) -> u32 {
    field::EXEC_COUNT.val(count).with(field::VIRTUAL_XCC_ID_SELECT.val(dies)).bits()
}

/// The low and high dwords of `value`.
pub const fn split(value: u64) -> [u32; 2] {
    [value as u32, (value >> 32) as u32]
}

/// ACQUIRE_MEM's (COHER_BASE, COHER_SIZE) for `bytes` bytes (at least 1) from
/// byte address `base`: the 256-byte lines that hold them, the first line's
/// number and the count. `base + bytes - 1` must be an address.
pub const fn coherence_lines(base: u64, bytes: u64) -> (u64, u64) {
    let first = base / field::COHER_LINE_BYTES;
    let last = base.wrapping_add(bytes.saturating_sub(1)) / field::COHER_LINE_BYTES;
    (first, last - first + 1)
}

/// SET_UCONFIG_REG of the register at `offset` from 0xC000 = `value`, as words.
pub const fn set_uconfig_reg_words(offset: u32, value: u32) -> [u32; SET_REG_WORDS] {
    [SET_UCONFIG_REG, offset, value]
}

/// SET_SH_REG of the register at `offset` from 0x2C00 = `value`, as words.
pub const fn set_sh_reg_words(offset: u32, value: u32) -> [u32; SET_REG_WORDS] {
    [SET_SH_REG, offset, value]
}

/// EVENT_WRITE of `event`, as words.
pub const fn event_write_words(event: Value<field::EventWord>) -> [u32; EVENT_WRITE_WORDS] {
    [EVENT_WRITE, event.bits()]
}

/// COPY_DATA with `control` from `src` to `dst`, as words.
pub const fn copy_data_words(control: Value<Control>, src: u64, dst: u64) -> [u32; COPY_DATA_WORDS] {
    let ([s0, s1], [d0, d1]) = (split(src), split(dst));
    [COPY_DATA, control.bits(), s0, s1, d0, d1]
}

/// A cursor over a caller's words: packets are written from its start.
#[derive(Debug)]
pub struct Writer<'a> {
    out: &'a mut [u32],
    at: usize,
}

impl<'a> Writer<'a> {
    /// A writer at the start of `out`.
    pub fn new(out: &'a mut [u32]) -> Self {
        Writer { out, at: 0 }
    }

    /// Words written (or dropped past the end) so far.
    pub fn position(&self) -> usize {
        self.at
    }

    #[inline(always)]
    fn put<const K: usize>(&mut self, words: [u32; K]) {
        if let Some(slot) = self.out.get_mut(self.at..).and_then(|s| s.first_chunk_mut::<K>()) {
            *slot = words;
        }
        self.at = self.at.saturating_add(K);
    }

    /// The next `words` words, for the caller to fill, or `None` if they do
    /// not fit (they are counted all the same): one bounds check for a run of
    /// packets whose words the caller writes itself.
    #[inline(always)]
    pub fn reserve(&mut self, words: usize) -> Option<&mut [u32]> {
        let at = self.at;
        self.at = self.at.saturating_add(words);
        self.out.get_mut(at..).and_then(|s| s.get_mut(..words))
    }

    /// Copies `words` (prepared packets) as they are.
    #[inline(always)]
    pub fn words(&mut self, words: &[u32]) {
        if let Some(slot) = self.out.get_mut(self.at..).and_then(|s| s.get_mut(..words.len())) {
            slot.iter_mut().zip(words).for_each(|(d, s)| *d = *s);
        }
        self.at = self.at.saturating_add(words.len());
    }

    /// SET_UCONFIG_REG: the register at `offset` from 0xC000 (a `const` from
    /// [`Reg::uconfig_offset`](crate::regs::Reg::uconfig_offset)) = `value`. 3 words.
    #[inline(always)]
    pub fn set_uconfig_reg(&mut self, offset: u32, value: u32) {
        self.put([SET_UCONFIG_REG, offset, value]);
    }

    /// SET_SH_REG: the register at `offset` from 0x2C00 = `value`. 3 words.
    #[inline(always)]
    pub fn set_sh_reg(&mut self, offset: u32, value: u32) {
        self.put([SET_SH_REG, offset, value]);
    }

    /// EVENT_WRITE of event word `event` (EVENT_TYPE and EVENT_INDEX). 2 words.
    #[inline(always)]
    pub fn event_write(&mut self, event: Value<field::EventWord>) {
        self.put([EVENT_WRITE, event.bits()]);
    }

    /// COPY_DATA with `control` (SRC_SEL, DST_SEL, COUNT_SEL, WR_CONFIRM) from
    /// `src` (a register's dword address or a byte address) to `dst`. 6 words.
    #[inline(always)]
    pub fn copy_data(&mut self, control: Value<Control>, src: u64, dst: u64) {
        let ([s0, s1], [d0, d1]) = (split(src), split(dst));
        self.put([COPY_DATA, control.bits(), s0, s1, d0, d1]);
    }

    /// WRITE_DATA with `control` of `count` zero dwords to consecutive dwords
    /// from `dst`. `4 + count` words; `count` is 1 to 16381 (the caller's check).
    #[inline(always)]
    pub fn write_data_zeros(&mut self, control: Value<Control>, dst: u64, count: u32) {
        let [d0, d1] = split(dst);
        let payload = (count + 3).min(field::HEADER_COUNT_MAX + 1) as u16;
        self.put([header(Opcode::WriteData, payload), control.bits(), d0, d1]);
        if let Some(slot) = self.out.get_mut(self.at..).and_then(|s| s.get_mut(..count as usize)) {
            slot.fill(0);
        }
        self.at = self.at.saturating_add(count as usize);
    }

    /// WAIT_REG_MEM with `control` until `(word & mask)` compares with
    /// `reference`, `word` being the register at dword address `address` (or
    /// memory there), polled every [`field::WAIT_POLL_INTERVAL`] clocks. 7 words.
    #[inline(always)]
    pub fn wait_reg_mem(&mut self, control: Value<field::WaitControl>, address: u64, reference: u32, mask: u32) {
        let [a0, a1] = split(address);
        self.put([WAIT_REG_MEM, control.bits(), a0, a1, reference, mask, field::WAIT_POLL_INTERVAL]);
    }

    /// ACQUIRE_MEM in GFX9's form: the cache actions `coher_cntl` over the
    /// 256-byte lines that hold `bytes` bytes (at least 1) from byte address
    /// `base`. 7 words.
    #[inline(always)]
    pub fn acquire_mem_gfx9(&mut self, coher_cntl: Value<field::CoherCntl>, base: u64, bytes: u64) {
        let (first, lines) = coherence_lines(base, bytes);
        let ([b0, b1], [s0, s1]) = (split(first), split(lines));
        self.put([ACQUIRE_MEM_GFX9, coher_cntl.bits(), s0, s1, b0, b1, field::ACQUIRE_POLL_INTERVAL]);
    }

    /// PRED_EXEC: the next `count` dwords (at most [`field::EXEC_COUNT`]'s
    /// 16383, the caller's check) run only on the dies whose bits `dies` sets
    /// (bit x: die x). 2 words.
    #[inline(always)]
    pub fn pred_exec(&mut self, dies: u32, count: u32) {
        self.put([PRED_EXEC, pred_exec_word(dies, count)]);
    }

    /// ACQUIRE_MEM of the cache actions `gcr_cntl` over the 256-byte lines that
    /// hold `bytes` bytes (at least 1) from byte address `base`. 8 words.
    #[inline(always)]
    pub fn acquire_mem(&mut self, gcr_cntl: Value<field::GcrCntl>, base: u64, bytes: u64) {
        let (first, lines) = coherence_lines(base, bytes);
        let ([b0, b1], [s0, s1]) = (split(first), split(lines));
        self.put([ACQUIRE_MEM, 0, s0, s1, b0, b1, field::ACQUIRE_POLL_INTERVAL, gcr_cntl.bits()]);
    }
}
