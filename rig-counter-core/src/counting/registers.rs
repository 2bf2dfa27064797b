//! The registers the counting programs read and write, looked up by name in the
//! GPU's GC register table, so a table lacking one is a typed error.

use super::error::{CountingError, RegisterName};
use crate::gpu::{GcVersion, Gpu};
use crate::regs::{FieldDef, RegisterDef, RegisterTable};
use core::fmt::Write;

/// A register and one value built from its fields.
pub(super) struct Registers {
    gc: GcVersion,
    table: &'static RegisterTable,
}

impl Registers {
    /// The register table of `gpu`'s GC.
    pub(super) fn of(gpu: &Gpu) -> Result<Registers, CountingError> {
        let table = RegisterTable::of(gpu.gc)
            .ok_or(CountingError::MissingRegister { gc: gpu.gc, register: RegisterName::Plain("GRBM_GFX_INDEX") })?;
        Ok(Registers { gc: gpu.gc, table })
    }

    /// The register named `name`.
    pub(super) fn get(&self, name: &'static str) -> Result<&'static RegisterDef, CountingError> {
        self.find(RegisterName::Plain(name))
    }

    /// The register `prefix`, `index`, `suffix`: `SQ_PERFCOUNTER` 2 `_SELECT`.
    pub(super) fn indexed(
        &self,
        prefix: &'static str,
        index: u8,
        suffix: &'static str,
    ) -> Result<&'static RegisterDef, CountingError> {
        self.find(RegisterName::Indexed { prefix, index, suffix })
    }

    fn find(&self, register: RegisterName) -> Result<&'static RegisterDef, CountingError> {
        let missing = CountingError::MissingRegister { gc: self.gc, register };
        // The longest name written here, `SQ_PERFCOUNTER255_SELECT`, has 24 bytes.
        let mut name = heapless::String::<48>::new();
        write!(name, "{register}").map_err(|_| missing)?;
        self.table.register(&name).ok_or(missing)
    }

    /// The field `name` of `register`.
    pub(super) fn field(&self, register: &RegisterDef, name: &'static str) -> Result<FieldDef, CountingError> {
        register.field(name).copied().ok_or(CountingError::MissingField {
            gc: self.gc,
            register: register.name,
            field: name,
        })
    }

    /// The value of `register` with each `(field, value)` of `fields` set, the
    /// other bits 0.
    pub(super) fn value(&self, register: &RegisterDef, fields: &[(&'static str, u32)]) -> Result<u32, CountingError> {
        let mut word = 0;
        for (name, v) in fields {
            word |= crate::pm4::field_value(&self.field(register, name)?, *v)?;
        }
        Ok(word)
    }
}
