//! Placeholder.
// placeholder until `cargo run -p xtask -- regs` writes it
use super::RegisterTable;
/// Every table.
pub static TABLES: &[RegisterTable] = &[];
