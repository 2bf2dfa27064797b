//! Named fields and values of packet words, so emitters and the parser never use
//! bare numbers.

use crate::regs::FieldDef;

const fn f(name: &'static str, shift: u8, width: u8) -> FieldDef {
    FieldDef { name, shift, width }
}

/// The largest header count (bits 29:16): 14 bits, so at most 16384 payload dwords.
pub const HEADER_COUNT_MAX: u32 = 0x3FFF;
/// Header bits 31:30: the packet type.
pub const HEADER_TYPE: FieldDef = f("TYPE", 30, 2);
/// Header bits 29:16: payload dwords minus one.
pub const HEADER_COUNT: FieldDef = f("COUNT", 16, 14);
/// Header bits 15:8: the opcode.
pub const HEADER_OPCODE: FieldDef = f("IT_OPCODE", 8, 8);
/// The packet type of every packet rig-counter writes.
pub const TYPE3: u32 = 3;

/// SET_UCONFIG_REG's first register: its offset word counts from 0xC000 (Linux
/// `soc15d.h` `PACKET3_SET_UCONFIG_REG_START`).
pub const UCONFIG_REG_START: u32 = 0xC000;
/// The end (exclusive) of the user-config register range (`PACKET3_SET_UCONFIG_REG_END`).
pub const UCONFIG_REG_END: u32 = 0x10000;
/// SET_SH_REG's first register: its offset word counts from 0x2C00
/// (`PACKET3_SET_SH_REG_START`).
pub const SH_REG_START: u32 = 0x2C00;
/// The end (exclusive) of the SH register range (`PACKET3_SET_SH_REG_END`).
pub const SH_REG_END: u32 = 0x3000;

/// EVENT_WRITE's event type, bits 5:0 (Mesa `sid.h` `EVENT_TYPE`).
pub const EVENT_TYPE: FieldDef = f("EVENT_TYPE", 0, 6);
/// EVENT_WRITE's event index, bits 11:8 (Mesa `sid.h` `EVENT_INDEX`).
pub const EVENT_INDEX: FieldDef = f("EVENT_INDEX", 8, 4);
/// The event that waits until earlier compute dispatches complete (Mesa `sid.h`
/// `V_028A90_CS_PARTIAL_FLUSH`).
pub const CS_PARTIAL_FLUSH: u32 = 0x07;
/// The event index of partial flushes (Mesa emits `EVENT_INDEX(4)` with them).
pub const CS_PARTIAL_FLUSH_INDEX: u32 = 4;

/// WRITE_DATA's and COPY_DATA's destination, bits 11:8 (`mesa-pkt3.json`
/// CONTROL_cik DST_SEL; Mesa `sid.h` `COPY_DATA_DST_SEL`).
pub const DST_SEL: FieldDef = f("DST_SEL", 8, 4);
/// WRITE_DATA: write every dword to one address instead of incrementing
/// (`mesa-pkt3.json` CONTROL_cik WR_ONE_ADDR; 0 increments).
pub const WR_ONE_ADDR: FieldDef = f("WR_ONE_ADDR", 16, 1);
/// WRITE_DATA and COPY_DATA: wait for the write's confirmation before the next
/// packet (`mesa-pkt3.json` CONTROL_cik WR_CONFIRM; Mesa `COPY_DATA_WR_CONFIRM`).
pub const WR_CONFIRM: FieldDef = f("WR_CONFIRM", 20, 1);
/// WRITE_DATA's engine, bits 31:30 (`mesa-pkt3.json` CONTROL_cik ENGINE_SEL; 0 = ME).
pub const ENGINE_SEL: FieldDef = f("ENGINE_SEL", 30, 2);
/// COPY_DATA's source, bits 3:0 (Mesa `sid.h` `COPY_DATA_SRC_SEL`).
pub const SRC_SEL: FieldDef = f("SRC_SEL", 0, 4);
/// COPY_DATA: copy 64 bits instead of 32 (Mesa `sid.h` `COPY_DATA_COUNT_SEL`, bit 16).
pub const COUNT_SEL: FieldDef = f("COUNT_SEL", 16, 1);

/// SRC_SEL / DST_SEL: a memory-mapped register (Mesa `COPY_DATA_REG`).
pub const SEL_REGISTER: u32 = 0;
/// SRC_SEL / DST_SEL: memory through the L2 cache (Mesa `COPY_DATA_SRC_MEM` / `COPY_DATA_TC_L2`).
pub const SEL_TC_L2: u32 = 2;
/// SRC_SEL: a performance counter register (Mesa `COPY_DATA_PERF`).
pub const SEL_PERF: u32 = 4;
/// SRC_SEL: the immediate in the source words (Mesa `COPY_DATA_IMM`).
pub const SEL_IMMEDIATE: u32 = 5;
/// DST_SEL: memory (Mesa `COPY_DATA_DST_MEM`, `V_370_MEM`).
pub const SEL_MEMORY: u32 = 5;

/// The most data dwords one WRITE_DATA carries: 16384 payload dwords less the
/// control word and the two address words, rounded down to an even count so
/// 64-bit values are never split between packets.
pub const WRITE_DATA_MAX_WORDS: u32 = 16380;
