//! The opcodes of the packets rig-counter writes and reads, and the type-3
//! header that carries one.

use super::field;

/// A type-3 packet opcode (header bits 15:8). Values: Mesa `sid.h` (`PKT3_*`) and
/// Linux `soc15d.h` (`PACKET3_*`), which agree.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
#[repr(u8)]
pub enum Opcode {
    /// `PRED_EXEC` (0x23): the next dwords run only on the dies (XCCs) its
    /// select names (Linux `soc15d.h` `PACKET3_PRED_EXEC`; aqlprofile's gfx9
    /// builder `BuildPredExecPacket`). It works only inside an indirect buffer.
    PredExec = 0x23,
    /// `WRITE_DATA` (0x37): write the payload's dwords to a register or memory.
    WriteData = 0x37,
    /// `WAIT_REG_MEM` (0x3C): wait until a register or memory word compares true.
    WaitRegMem = 0x3C,
    /// `COPY_DATA` (0x40): copy a register, counter, memory word or immediate.
    CopyData = 0x40,
    /// `EVENT_WRITE` (0x46): signal an event, as `CS_PARTIAL_FLUSH`.
    EventWrite = 0x46,
    /// `ACQUIRE_MEM` (0x58): cache actions over a range of memory.
    AcquireMem = 0x58,
    /// `SET_SH_REG` (0x76): write consecutive SH registers from 0x2C00.
    SetShReg = 0x76,
    /// `SET_UCONFIG_REG` (0x79): write consecutive user-config registers from 0xC000.
    SetUconfigReg = 0x79,
}

impl Opcode {
    /// Every opcode rig-counter knows.
    pub const ALL: [Opcode; 8] = [
        Opcode::PredExec,
        Opcode::WriteData,
        Opcode::WaitRegMem,
        Opcode::CopyData,
        Opcode::EventWrite,
        Opcode::AcquireMem,
        Opcode::SetShReg,
        Opcode::SetUconfigReg,
    ];

    /// The opcode of value `value`, if rig-counter knows it.
    pub fn from_u8(value: u8) -> Option<Opcode> {
        Opcode::ALL.into_iter().find(|o| *o as u8 == value)
    }

    /// Its name: `SET_UCONFIG_REG`.
    pub const fn name(self) -> &'static str {
        match self {
            Opcode::PredExec => "PRED_EXEC",
            Opcode::WriteData => "WRITE_DATA",
            Opcode::WaitRegMem => "WAIT_REG_MEM",
            Opcode::CopyData => "COPY_DATA",
            Opcode::EventWrite => "EVENT_WRITE",
            Opcode::AcquireMem => "ACQUIRE_MEM",
            Opcode::SetShReg => "SET_SH_REG",
            Opcode::SetUconfigReg => "SET_UCONFIG_REG",
        }
    }
}

/// The header of a type-3 packet: bits 31:30 are 3, bits 29:16 the payload
/// dwords minus one, bits 15:8 the opcode. Bit 1 (shader type) and bit 0
/// (predicate) are left 0.
pub const fn header(opcode: Opcode, payload_words: u16) -> u32 {
    let count = (payload_words.wrapping_sub(1) as u32) & field::HEADER_COUNT_MAX;
    (3 << 30) | (count << 16) | ((opcode as u32) << 8)
}
