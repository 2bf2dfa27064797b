//! Emitters named after the packets they write.

use super::field::{self, HEADER_COUNT_MAX};
use super::{Opcode, Sink, header};
use crate::regs::{FieldDef, RegisterDef};
use core::fmt;

/// Why a packet could not be emitted. Nothing is emitted then.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub enum EmitError {
    /// The register is outside the range its packet writes (SET_UCONFIG_REG:
    /// 0xC000 to 0xFFFF; SET_SH_REG: 0x2C00 to 0x2FFF).
    OutOfRange {
        /// The packet.
        opcode: Opcode,
        /// The register's name.
        register: &'static str,
        /// Its absolute dword address.
        address: u32,
    },
    /// More payload dwords than a header counts (16384).
    PayloadTooLarge {
        /// The payload dwords asked for.
        words: u32,
    },
    /// A value does not fit its field.
    FieldOverflow {
        /// The field.
        field: &'static str,
        /// The value.
        value: u32,
    },
}

impl fmt::Display for EmitError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EmitError::OutOfRange { opcode, register, address } => {
                write!(f, "{} cannot write {register} at {address:#06x}", opcode.name())
            }
            EmitError::PayloadTooLarge { words } => {
                write!(f, "a packet of {words} payload dwords exceeds the {} a header counts", HEADER_COUNT_MAX + 1)
            }
            EmitError::FieldOverflow { field, value } => write!(f, "{value:#x} does not fit field {field}"),
        }
    }
}

impl core::error::Error for EmitError {}

/// `value` in `field`, or [`EmitError::FieldOverflow`].
pub fn put(field: &FieldDef, value: u32) -> Result<u32, EmitError> {
    field.encode(value).ok_or(EmitError::FieldOverflow { field: field.name, value })
}

/// Writes packets into a [`Sink`], one method per packet kind.
#[derive(Debug)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct Emitter<S: Sink> {
    sink: S,
}

impl<S: Sink> Emitter<S> {
    /// An emitter into `sink`.
    pub fn new(sink: S) -> Self {
        Emitter { sink }
    }

    /// The sink, with every word emitted.
    pub fn into_inner(self) -> S {
        self.sink
    }

    /// Words emitted so far.
    pub fn words(&self) -> usize {
        self.sink.words()
    }

    fn packet(&mut self, opcode: Opcode, payload: u32) -> Result<(), EmitError> {
        if payload == 0 || payload > HEADER_COUNT_MAX + 1 {
            return Err(EmitError::PayloadTooLarge { words: payload });
        }
        // `payload` fits 16 bits: it is at most 0x4000.
        self.sink.put(header(opcode, payload as u16));
        Ok(())
    }

    /// SET_UCONFIG_REG: `register` (a user-config register, 0xC000 to 0xFFFF)
    /// = `value`. 3 words: header, `register.address - 0xC000`, value.
    pub fn set_uconfig_reg(&mut self, register: &RegisterDef, value: u32) -> Result<(), EmitError> {
        self.set_reg(Opcode::SetUconfigReg, field::UCONFIG_REG_START..field::UCONFIG_REG_END, register, value)
    }

    /// SET_SH_REG: `register` (an SH register, 0x2C00 to 0x2FFF) = `value`. 3
    /// words: header, `register.address - 0x2C00`, value.
    pub fn set_sh_reg(&mut self, register: &RegisterDef, value: u32) -> Result<(), EmitError> {
        self.set_reg(Opcode::SetShReg, field::SH_REG_START..field::SH_REG_END, register, value)
    }

    fn set_reg(
        &mut self,
        opcode: Opcode,
        range: core::ops::Range<u32>,
        register: &RegisterDef,
        value: u32,
    ) -> Result<(), EmitError> {
        if !range.contains(&register.address) {
            return Err(EmitError::OutOfRange { opcode, register: register.name, address: register.address });
        }
        self.packet(opcode, 2)?;
        self.sink.put(register.address - range.start);
        self.sink.put(value);
        Ok(())
    }

    /// EVENT_WRITE of event `event_type` with `event_index`. 2 words.
    pub fn event_write(&mut self, event_type: u32, event_index: u32) -> Result<(), EmitError> {
        let word = put(&field::EVENT_TYPE, event_type)? | put(&field::EVENT_INDEX, event_index)?;
        self.packet(Opcode::EventWrite, 1)?;
        self.sink.put(word);
        Ok(())
    }

    /// COPY_DATA from `src` (selected by `src_sel`: a register's dword address, a
    /// counter register's, or a byte address) to `dst` (by `dst_sel`), 64 bits if
    /// `wide`, waiting for the write's confirmation if `confirm`. 6 words:
    /// header, control, source low, source high, destination low, destination high.
    pub fn copy_data(
        &mut self,
        src_sel: u32,
        src: u64,
        dst_sel: u32,
        dst: u64,
        wide: bool,
        confirm: bool,
    ) -> Result<(), EmitError> {
        let control = put(&field::SRC_SEL, src_sel)?
            | put(&field::DST_SEL, dst_sel)?
            | put(&field::COUNT_SEL, u32::from(wide))?
            | put(&field::WR_CONFIRM, u32::from(confirm))?;
        self.packet(Opcode::CopyData, 5)?;
        self.sink.put(control);
        self.put_u64(src);
        self.put_u64(dst);
        Ok(())
    }

    /// WRITE_DATA of `count` dwords, the i-th being `data(i)`, to consecutive
    /// dwords from `dst` (selected by `dst_sel`), waiting for the write's
    /// confirmation if `confirm`. `3 + 1 + count` words; `count` is 1 to 16381.
    pub fn write_data(
        &mut self,
        dst_sel: u32,
        dst: u64,
        count: u32,
        mut data: impl FnMut(u32) -> u32,
        confirm: bool,
    ) -> Result<(), EmitError> {
        let control = put(&field::DST_SEL, dst_sel)? | put(&field::WR_CONFIRM, u32::from(confirm))?;
        let payload = count.checked_add(3).filter(|_| count > 0).ok_or(EmitError::PayloadTooLarge { words: count })?;
        self.packet(Opcode::WriteData, payload)?;
        self.sink.put(control);
        self.put_u64(dst);
        for i in 0..count {
            self.sink.put(data(i));
        }
        Ok(())
    }

    fn put_u64(&mut self, value: u64) {
        self.sink.put(value as u32);
        self.sink.put((value >> 32) as u32);
    }
}
