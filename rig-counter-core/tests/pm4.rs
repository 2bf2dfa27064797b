//! Every writer method against the parser, and the parser against bad words.

use rig_counter_core::pm4::{
    ACQUIRE_MEM_WORDS, Opcode, Packets, ParseError, ParseErrorKind, Writer, coherence_lines, field,
};
use rig_counter_core::regs::gc_12_0_0 as r;
use rig_counter_core::regs::must;

#[test]
fn every_writer_method_parses_back_to_its_opcode_and_payload() {
    let mut out = [0u32; 64];
    let mut w = Writer::new(&mut out);
    w.event_write(field::EVENT_TYPE.val(field::CS_PARTIAL_FLUSH).with(field::EVENT_INDEX.val(4)));
    w.set_uconfig_reg(const { must(r::GRBM_GFX_INDEX.uconfig_offset()) }, 0xE000_0000);
    w.set_sh_reg(const { must(r::COMPUTE_PERFCOUNT_ENABLE.sh_offset()) }, 1);
    let control = field::SRC_SEL.val(field::SEL_PERF).with(field::DST_SEL.val(field::SEL_TC_L2));
    w.copy_data(control.with(field::COUNT_SEL.val(1)).with(field::WR_CONFIRM.val(1)), 0xD1C0, 0x1_2345_6788);
    w.write_data_zeros(field::DST_SEL.val(field::SEL_TC_L2), 0x40, 3);
    w.wait_reg_mem(field::WAIT_FUNCTION.val(field::WAIT_EQUAL), 0xD9D8, 0x80040, u32::MAX);
    w.acquire_mem(field::GCR_WRITE_BACK_L2, 0x1_0000_0180, 0x100);
    let n = w.position();
    let packets: Vec<_> = Packets::new(&out[..n]).map(Result::unwrap).collect();
    let got: Vec<_> = packets.iter().map(|p| (p.index, p.known(), p.payload.to_vec())).collect();
    assert_eq!(
        got,
        [
            (0, Some(Opcode::EventWrite), vec![0x407]),
            (2, Some(Opcode::SetUconfigReg), vec![0x200, 0xE000_0000]),
            (5, Some(Opcode::SetShReg), vec![0x20B, 1]),
            (8, Some(Opcode::CopyData), vec![4 | 2 << 8 | 1 << 16 | 1 << 20, 0xD1C0, 0, 0x2345_6788, 1]),
            (14, Some(Opcode::WriteData), vec![2 << 8, 0x40, 0, 0, 0, 0]),
            (21, Some(Opcode::WaitRegMem), vec![3, 0xD9D8, 0, 0x80040, u32::MAX, 4]),
            // 0x1_0000_0180 + 0x100 spans lines 0x100_0001 and 0x100_0002.
            (28, Some(Opcode::AcquireMem), vec![0, 2, 0, 0x0100_0001, 0, 0x10, 0x18000]),
        ]
    );
    assert_eq!(n, 28 + ACQUIRE_MEM_WORDS);
}

#[test]
fn words_past_the_slice_are_dropped_and_counted() {
    let mut out = [9u32; 4];
    let mut w = Writer::new(&mut out);
    w.set_uconfig_reg(0x200, 1);
    w.set_uconfig_reg(0x200, 2);
    assert_eq!(w.position(), 6);
    assert_eq!(out, [0xC001_7900, 0x200, 1, 9], "a packet that does not fit is not written in part");
}

#[test]
fn a_write_data_of_16380_zeros_is_one_packet() {
    let mut out = vec![1u32; 16384];
    let mut w = Writer::new(&mut out);
    w.write_data_zeros(field::DST_SEL.val(field::SEL_TC_L2), 0, 16380);
    assert_eq!(w.position(), 16384);
    let p = Packets::new(&out).next().unwrap().unwrap();
    assert_eq!(p.payload.len(), 16383);
    assert!(out[4..].iter().all(|w| *w == 0));
}

#[test]
fn coherence_covers_every_line_of_the_range_and_may_end_at_the_last_address() {
    assert_eq!(coherence_lines(0x1000, 1), (0x10, 1));
    assert_eq!(coherence_lines(0x10FF, 2), (0x10, 2));
    assert_eq!(coherence_lines(0x1000, 0x200), (0x10, 2));
    assert_eq!(coherence_lines(u64::MAX - 255, 256), (u64::MAX >> 8, 1));
}

#[test]
fn truncated_packets_and_other_types_are_errors_at_their_word() {
    let header = 0xC004_4000; // COPY_DATA with 5 payload dwords
    let words = [0xC000_4600, 0x407, header, 1, 2];
    let errs: Vec<_> = Packets::new(&words).collect();
    assert_eq!(errs[1], Err(ParseError { index: 2, kind: ParseErrorKind::Truncated { needed: 5, remaining: 2 } }));
    assert_eq!(errs.len(), 2);
    let e = Packets::new(&[0x8000_0000]).next().unwrap().unwrap_err();
    assert_eq!(e.to_string(), "word 0: a type-2 header, not type 3");
    assert_eq!(Packets::new(&[]).next(), None);
}
