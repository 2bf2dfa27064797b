//! The disassembler and the packet parser on any words: never panic.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rig_counter_core::GcVersion;
use rig_counter_core::regs::RegisterTable;

fuzz_target!(|words: Vec<u32>| {
    for p in rig_counter_core::pm4::Packets::new(&words) {
        let _ = p.map(|p| p.payload.len());
    }
    let table = RegisterTable::of(GcVersion { major: 12, minor: 0, revision: 0 });
    let _ = rig_counter_std::disasm::disassemble(table, &words);
});
