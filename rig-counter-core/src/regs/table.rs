//! A GC version's registers by name (cargo feature `names`): the generated
//! tables looked up by GC version, and a table's registers by name or
//! address.

use super::register::{RegisterDef, RegisterTable};

#[cfg(feature = "names")]
/// GC versions (major, minor) whose registers are those of another version's
/// table: GC 9.5 (gfx950) uses GC 9.4.3's (Linux's `gfx_v9_4_3.c` drives 9.4.3,
/// 9.4.4 and 9.5.0 with `gc_9_4_3_offset.h`); GC 11.5 (gfx1150, gfx1151) uses
/// 11.0.0's (aqlprofile's gfx11.5 factory derives from its gfx11 one). The
/// counting programs use the same (`counting::sequencing`).
pub const SAME_REGISTERS: [((u8, u8), (u8, u8)); 2] = [((9, 5), (9, 4)), ((11, 5), (11, 0))];

#[cfg(feature = "names")]
impl RegisterTable {
    /// The table for a GPU of GC version `gc`: the table of the same major and
    /// minor version (GC 12.0.1 uses 12.0.0's), or of the version whose
    /// registers it uses ([`SAME_REGISTERS`]: GC 9.5 uses 9.4.3's, 11.5 uses
    /// 11.0.0's); `None` if there is none.
    pub fn of(gc: crate::gpu::GcVersion) -> Option<&'static RegisterTable> {
        let (major, minor) =
            SAME_REGISTERS.iter().find(|(of, _)| *of == (gc.major, gc.minor)).map_or((gc.major, gc.minor), |a| a.1);
        super::generated::TABLES.iter().find(|t| t.gc.major == major && t.gc.minor == minor)
    }

    /// The register named `name`, by binary search.
    pub fn register(&self, name: &str) -> Option<&'static RegisterDef> {
        let regs = self.registers;
        regs.binary_search_by(|r| r.name.cmp(name)).ok().and_then(|i| regs.get(i))
    }

    /// The register at absolute dword address `address`.
    pub fn at(&self, address: u32) -> Option<&'static RegisterDef> {
        self.registers.iter().find(|r| r.address == address)
    }
}
