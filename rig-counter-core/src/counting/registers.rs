//! The registers the counting programs read and write, looked up by name in the
//! GPU's GC register table, so a table lacking one is a typed error.

use super::error::{CountingError, RegisterName};
use crate::gpu::{GcVersion, Gpu};
use crate::regs::{FieldDef, RegisterDef, RegisterTable};

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
        index: u16,
        suffix: &'static str,
    ) -> Result<&'static RegisterDef, CountingError> {
        self.find(RegisterName::Indexed { prefix, index, suffix })
    }

    fn find(&self, register: RegisterName) -> Result<&'static RegisterDef, CountingError> {
        let missing = CountingError::MissingRegister { gc: self.gc, register };
        match register {
            RegisterName::Plain(name) => self.table.register(name),
            RegisterName::Indexed { prefix, index, suffix } => {
                // Names are sorted: those starting with `prefix` follow each other.
                let regs = self.table.registers;
                let first = regs.partition_point(|r| r.name < prefix);
                let candidates = regs.get(first..).unwrap_or(&[]).iter().take_while(|r| r.name.starts_with(prefix));
                candidates.into_iter().find(|r| is_indexed(r.name, prefix, index, suffix))
            }
        }
        .ok_or(missing)
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

/// Whether `name` is `prefix`, `index` in decimal without leading zeros, `suffix`.
fn is_indexed(name: &str, prefix: &str, index: u16, suffix: &str) -> bool {
    let digits = name.strip_prefix(prefix).and_then(|rest| rest.strip_suffix(suffix));
    match digits.map(str::as_bytes) {
        Some([d]) => d.is_ascii_digit() && u16::from(d - b'0') == index,
        Some([b'1'..=b'9', ..]) => digits.and_then(|d| d.parse::<u16>().ok()) == Some(index),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::is_indexed;

    #[test]
    fn indexed_names_match_their_number_exactly() {
        assert!(is_indexed("SQ_PERFCOUNTER2_SELECT", "SQ_PERFCOUNTER", 2, "_SELECT"));
        assert!(is_indexed("SQ_PERFCOUNTER14_SELECT", "SQ_PERFCOUNTER", 14, "_SELECT"));
        assert!(!is_indexed("SQ_PERFCOUNTER14_SELECT", "SQ_PERFCOUNTER", 1, "_SELECT"));
        assert!(!is_indexed("SQ_PERFCOUNTER02_SELECT", "SQ_PERFCOUNTER", 2, "_SELECT"));
        assert!(!is_indexed("SQ_PERFCOUNTER_SELECT", "SQ_PERFCOUNTER", 0, "_SELECT"));
        assert!(!is_indexed("SQ_PERFCOUNTER2_LO", "SQ_PERFCOUNTER", 2, "_SELECT"));
        assert!(!is_indexed("SQG_PERFCOUNTER2_SELECT", "SQ_PERFCOUNTER", 2, "_SELECT"));
    }
}
