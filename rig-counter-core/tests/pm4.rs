//! Every emitter against the parser, and the parser against bad words.

use rig_counter_core::GcVersion;
use rig_counter_core::pm4::{
    EmitError, Emitter, Opcode, Packets, ParseError, ParseErrorKind, SliceWriter, WordCounter, field,
};
use rig_counter_core::regs::RegisterTable;

fn gc12() -> &'static RegisterTable {
    RegisterTable::of(GcVersion { major: 12, minor: 0, revision: 0 }).unwrap()
}

#[test]
fn every_emitter_parses_back_to_its_opcode_and_payload() {
    let regs = gc12();
    let mut out = [0u32; 64];
    let mut e = Emitter::new(SliceWriter::new(&mut out));
    e.event_write(field::CS_PARTIAL_FLUSH, 4).unwrap();
    e.set_uconfig_reg(regs.register("GRBM_GFX_INDEX").unwrap(), 0xE000_0000).unwrap();
    e.set_sh_reg(regs.register("COMPUTE_PERFCOUNT_ENABLE").unwrap(), 1).unwrap();
    e.copy_data(field::SEL_PERF, 0xD1C0, field::SEL_MEMORY, 0x1_2345_6788, true, true).unwrap();
    e.write_data(field::SEL_MEMORY, 0x40, 3, |i| 10 + i, false).unwrap();
    let n = e.words();
    assert!(!e.into_inner().overflowed());
    let packets: Vec<_> = Packets::new(&out[..n]).map(Result::unwrap).collect();
    let got: Vec<_> = packets.iter().map(|p| (p.index, p.known(), p.payload.to_vec())).collect();
    assert_eq!(
        got,
        [
            (0, Some(Opcode::EventWrite), vec![0x407]),
            (2, Some(Opcode::SetUconfigReg), vec![0x200, 0xE000_0000]),
            (5, Some(Opcode::SetShReg), vec![0x20B, 1]),
            (8, Some(Opcode::CopyData), vec![4 | 5 << 8 | 1 << 16 | 1 << 20, 0xD1C0, 0, 0x2345_6788, 1]),
            (14, Some(Opcode::WriteData), vec![5 << 8, 0x40, 0, 10, 11, 12]),
        ]
    );
}

#[test]
fn a_counter_counts_what_a_writer_writes() {
    let mut c = Emitter::new(WordCounter::default());
    c.write_data(field::SEL_MEMORY, 0, 16381, |_| 0, true).unwrap();
    assert_eq!(c.words(), 16385);
}

#[test]
fn a_packet_larger_than_a_header_counts_is_refused() {
    let mut c = Emitter::new(WordCounter::default());
    assert_eq!(
        c.write_data(field::SEL_MEMORY, 0, 16382, |_| 0, true),
        Err(EmitError::PayloadTooLarge { words: 16385 })
    );
    assert_eq!(c.write_data(field::SEL_MEMORY, 0, 0, |_| 0, true), Err(EmitError::PayloadTooLarge { words: 0 }));
    assert_eq!(c.words(), 0);
}

#[test]
fn a_register_outside_the_packets_range_is_refused() {
    let mut c = Emitter::new(WordCounter::default());
    let sh = gc12().register("COMPUTE_PERFCOUNT_ENABLE").unwrap();
    let e = c.set_uconfig_reg(sh, 1).unwrap_err();
    assert_eq!(e.to_string(), "SET_UCONFIG_REG cannot write COMPUTE_PERFCOUNT_ENABLE at 0x2e0b");
    assert_eq!(c.words(), 0);
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
