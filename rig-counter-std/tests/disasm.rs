//! The disassembler: names, fields, and errors at their word index.

use rig_counter_core::GcVersion;
use rig_counter_core::regs::RegisterTable;
use rig_counter_std::disasm::{DisasmError, disassemble, register_value};

fn gc12() -> Option<&'static RegisterTable> {
    RegisterTable::of(GcVersion { major: 12, minor: 0, revision: 1 })
}

fn text(words: &[u32]) -> Vec<String> {
    disassemble(gc12(), words).unwrap().iter().map(ToString::to_string).collect()
}

#[test]
fn packets_are_named_with_their_registers_and_fields() {
    let words = [
        0xC001_7900,
        0x200,
        1 << 16 | 8, // GRBM_GFX_INDEX SE 1, SA 0, INSTANCE 8
        0xC004_4000,
        4 | 2 << 8 | 1 << 20,
        0xD1C2,
        0,
        0x1000_0108,
        0, // COPY_DATA
        0xC000_4600,
        0x407,
        0xC003_3700,
        2 << 8,
        0x40,
        0,
        7, // WRITE_DATA one dword
        0xC001_7600,
        0x20B,
        1,
    ];
    assert_eq!(
        text(&words),
        [
            "0000  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=1 SA_INDEX=0 INSTANCE_INDEX=8",
            "0003  COPY_DATA src=perfcounter SQ_PERFCOUNTER1_LO dst=memory 0x10000108 wr_confirm",
            "0009  EVENT_WRITE CS_PARTIAL_FLUSH index=4",
            "0011  WRITE_DATA dst=memory 0x00000040 1 dwords 0x00000007",
            "0016  SET_SH_REG COMPUTE_PERFCOUNT_ENABLE PERFCOUNT_ENABLE=1",
        ]
    );
}

#[test]
fn the_sync_wait_the_sample_event_and_the_write_back_are_named() {
    let words = [
        0xC000_4600,
        0x1B, // EVENT_WRITE PERFCOUNTER_SAMPLE
        0xC005_3C00,
        3,
        0xD9D8,
        0,
        0x80040,
        u32::MAX,
        4, // WAIT_REG_MEM
        0xC006_5800,
        0,
        2,
        0,
        0x10_0000,
        0,
        0x10,
        0x18000, // ACQUIRE_MEM
        0xC004_4000,
        4 | 5 << 8,
        0xD1C0,
        0,
        0x40,
        0, // COPY_DATA to dst_sel 5
        0xC001_7600,
        0x20B,
        0,
    ];
    assert_eq!(
        text(&words),
        [
            "0000  EVENT_WRITE PERFCOUNTER_SAMPLE index=0",
            "0002  WAIT_REG_MEM register SQG_PERFCOUNTER_CTRL & 0xffffffff == 0x80040 poll=4",
            "0009  ACQUIRE_MEM GCR_CNTL=0x18000 GL2_WB|SEQ_FORWARD over memory 0x10000000 +0x200 (2 lines of 256 bytes) poll=16",
            "0017  COPY_DATA src=perfcounter SQ_PERFCOUNTER0_LO dst=memory 0x00000040 dst_sel=5",
            "0023  SET_SH_REG COMPUTE_PERFCOUNT_ENABLE=0",
        ]
    );
    let short = [0xC000_3C00, 3];
    assert_eq!(
        disassemble(gc12(), &short).unwrap_err().to_string(),
        "word 0: WAIT_REG_MEM needs at least 6 payload words, has 1"
    );
}

#[test]
fn consecutive_registers_of_one_packet_are_each_named() {
    assert_eq!(
        text(&[0xC002_7900, 0x19E0, 0x40, 0]),
        ["0000  SET_UCONFIG_REG SQ_PERFCOUNTER_CTRL CS_EN=1; 0xd9e1=0x0"]
    );
}

#[test]
fn bits_no_field_covers_and_unknown_registers_are_shown() {
    assert_eq!(register_value(gc12(), 0xD9E0, 1 << 6 | 1 << 30), "SQ_PERFCOUNTER_CTRL CS_EN=1 other=0x40000000");
    assert_eq!(register_value(gc12(), 0xBEEF, 5), "0xbeef=0x5");
    assert_eq!(register_value(None, 0xC200, 5), "0xc200=0x5");
}

#[test]
fn an_unknown_opcode_is_an_error_at_its_word() {
    let e = disassemble(gc12(), &[0xC000_4600, 0x407, 0xC000_9900, 0]).unwrap_err();
    assert_eq!(e, DisasmError { index: 2, what: "unknown opcode 0x99".into() });
    assert_eq!(e.to_string(), "word 2: unknown opcode 0x99");
}

#[test]
fn a_truncated_packet_is_an_error_at_its_header() {
    let e = disassemble(gc12(), &[0xC000_4600, 0x407, 0xC004_4000, 1, 2]).unwrap_err();
    assert_eq!(e.to_string(), "word 2: truncated packet: its header counts 5 payload words, 2 remain");
}

#[test]
fn a_header_of_another_type_and_a_short_payload_are_errors() {
    assert_eq!(disassemble(gc12(), &[0]).unwrap_err().to_string(), "word 0: a type-0 header, not type 3");
    let e = disassemble(gc12(), &[0xC000_7900, 0x200]).unwrap_err();
    assert_eq!(e.to_string(), "word 0: SET_UCONFIG_REG needs at least 2 payload words, has 1");
    let e = disassemble(gc12(), &[0xC000_4000, 0]).unwrap_err();
    assert_eq!(e.to_string(), "word 0: COPY_DATA needs at least 5 payload words, has 1");
}

#[test]
fn no_words_disassemble_to_nothing() {
    assert_eq!(disassemble(gc12(), &[]), Ok(vec![]));
}

proptest::proptest! {
    #[test]
    fn arbitrary_words_never_panic(words in proptest::collection::vec(proptest::prelude::any::<u32>(), 0..64)) {
        let _ = disassemble(gc12(), &words);
    }

    #[test]
    fn arbitrary_type3_packets_never_panic(
        packets in proptest::collection::vec((0u32..0x100, 0u32..6, proptest::collection::vec(proptest::prelude::any::<u32>(), 0..6)), 0..8)
    ) {
        let mut words = Vec::new();
        for (opcode, count, payload) in packets {
            words.push(3 << 30 | count << 16 | opcode << 8);
            words.extend(payload);
        }
        let _ = disassemble(gc12(), &words);
    }
}
