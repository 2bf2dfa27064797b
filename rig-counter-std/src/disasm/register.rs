//! A register write as text: its name and its fields.

use rig_counter_core::regs::RegisterTable;

/// `value` written to the register at dword `address`, as its name and fields,
/// highest field first: a field of several bits always (`SA_INDEX=0`), a
/// one-bit field only when set (`CS_EN=1`), and bits no field covers as
/// `other=0x...`; a value of only clear one-bit fields prints `NAME=0`. A
/// register without fields prints `=0x...`; one the table lacks
/// prints as `0xd9e2=0x...`.
pub fn register_value(regs: Option<&RegisterTable>, address: u32, value: u32) -> String {
    let Some(r) = regs.and_then(|t| t.at(address)) else {
        return format!("{address:#06x}={value:#x}");
    };
    if r.fields.is_empty() {
        return format!("{}={value:#x}", r.name);
    }
    let mut parts = vec![r.name.to_owned()];
    let mut covered = 0;
    for f in r.fields.iter().rev() {
        covered |= f.mask();
        let v = f.decode(value);
        if f.width > 1 || v != 0 {
            parts.push(format!("{}={v}", f.name));
        }
    }
    if value & !covered != 0 {
        parts.push(format!("other={:#x}", value & !covered));
    }
    if parts.len() == 1 {
        // Every field is one bit and clear.
        return format!("{}=0", r.name);
    }
    parts.join(" ")
}
