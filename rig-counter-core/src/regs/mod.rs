//! The registers of each GC version that counting reads and writes: `const`
//! registers with typed fields, one module per GC version ([`gc_12_0_0`],
//! [`gc_11_0_0`], [`gc_9_4_3`]), which programs name, so a register missing from
//! a GC version is a compile error and costs nothing at run time; and, with the
//! cargo feature `names`, the same registers by name for the disassembler.
//!
//! [`generated`] comes from `data/perf-registers-gc943-gc11-gc12.csv` (every
//! performance-counter register of GC 9.4.3, 11.0.0 and 12.0.0, from the Linux
//! amdgpu register headers through ROCm/aqlprofile) through
//! `cargo run -p xtask -- regs`, which checks every address and field against
//! Mesa's register database (`mesa-registers-gfx940.json`, `-gfx11.json`,
//! `-gfx12.json`).

#[rustfmt::skip]
pub mod generated;

#[allow(unused_imports)] // a build of GC 12.5 alone has no registers
pub use generated::*;

mod register;
pub use register::*;

#[cfg(feature = "names")]
mod table;
#[cfg(feature = "names")]
pub use table::SAME_REGISTERS;

#[cfg(all(test, feature = "names"))]
mod tests {
    use super::*;
    use crate::gpu::GcVersion;

    const GC_12_0_0: GcVersion = GcVersion { major: 12, minor: 0, revision: 0 };

    fn gfx12() -> &'static RegisterTable {
        RegisterTable::of(GC_12_0_0).unwrap()
    }

    /// The register `name` of GC 12.0.0, with its address checked.
    fn register(name: &str, address: u32) -> &'static RegisterDef {
        let reg = gfx12().register(name).unwrap_or_else(|| panic!("no {name}"));
        assert_eq!(reg.address, address, "{name}");
        reg
    }

    /// The field `name` of `reg`, with its shift and width checked.
    fn field(reg: &RegisterDef, name: &str, shift: u8, width: u8) {
        let f = reg.field(name).unwrap_or_else(|| panic!("{}: no {name}", reg.name));
        assert_eq!((f.shift, f.width), (shift, width), "{}.{name}", reg.name);
    }

    #[test]
    fn gfx12_counting_registers_are_amds() {
        let grbm = register("GRBM_GFX_INDEX", 0xC200);
        field(grbm, "SE_INDEX", 16, 4);
        field(grbm, "SA_INDEX", 8, 2);
        field(grbm, "INSTANCE_INDEX", 0, 7);
        field(grbm, "SE_BROADCAST_WRITES", 31, 1);
        let cp = register("CP_PERFMON_CNTL_1", 0xD808);
        field(cp, "PERFMON_STATE", 0, 4);
        field(cp, "PERFMON_SAMPLE_ENABLE", 10, 1);
        field(register("SQ_PERFCOUNTER0_SELECT", 0xD9C0), "PERF_SEL", 0, 9);
        register("SQ_PERFCOUNTER3_LO", 0xD1C6);
        field(register("SQ_PERFCOUNTER_CTRL", 0xD9E0), "CS_EN", 6, 1);
        let ctrl2 = register("SQ_PERFCOUNTER_CTRL2", 0xD9E2);
        field(ctrl2, "FORCE_EN", 0, 1);
        field(ctrl2, "VMID_EN", 1, 16);
    }

    #[test]
    fn revisions_share_their_minor_versions_table() {
        assert_eq!(RegisterTable::of(GcVersion { major: 12, minor: 0, revision: 1 }).unwrap().gc, GC_12_0_0);
        assert_eq!(RegisterTable::of(GcVersion { major: 12, minor: 5, revision: 0 }), None);
        // gfx950 and Strix: the tables of the registers they use.
        let gfx950 = RegisterTable::of(GcVersion { major: 9, minor: 5, revision: 0 }).unwrap();
        assert_eq!(gfx950.gc, GcVersion { major: 9, minor: 4, revision: 3 });
        assert_eq!(gfx950.at(0xDCBF).map(|r| r.name), Some("RLC_PERFMON_CLK_CNTL"));
        let strix = RegisterTable::of(GcVersion { major: 11, minor: 5, revision: 1 }).unwrap();
        assert_eq!(strix.gc, GcVersion { major: 11, minor: 0, revision: 0 });
    }

    #[test]
    fn tables_are_sorted_so_binary_search_finds_every_name() {
        assert!(!generated::TABLES.is_empty());
        for t in generated::TABLES {
            assert!(t.registers.windows(2).all(|w| w[0].name < w[1].name), "{:?}", t.gc);
            for reg in t.registers {
                assert_eq!(t.register(reg.name), Some(reg));
                assert!(reg.fields.windows(2).all(|w| w[0].shift < w[1].shift), "{}", reg.name);
            }
        }
    }

    #[test]
    fn encode_refuses_values_that_do_not_fit() {
        let sa = gfx12().register("GRBM_GFX_INDEX").and_then(|r| r.field("SA_INDEX")).unwrap();
        assert_eq!(sa.mask(), 0x300);
        assert_eq!(sa.encode(3), Some(0x300));
        assert_eq!(sa.encode(4), None);
        assert_eq!(sa.decode(0xFFFF_FEFF), 2);
        let broadcast = gfx12().register("GRBM_GFX_INDEX").and_then(|r| r.field("SE_BROADCAST_WRITES")).unwrap();
        assert_eq!(broadcast.encode(1), Some(0x8000_0000));
        assert_eq!(broadcast.encode(2), None);
    }

    #[test]
    fn the_const_registers_are_the_tables() {
        let t = gfx12();
        assert_eq!(gc_12_0_0::GRBM_GFX_INDEX.address(), 0xC200);
        assert_eq!(gc_12_0_0::SQ_PERFCOUNTER_SELECT[2], gc_12_0_0::SQ_PERFCOUNTER2_SELECT);
        assert_eq!(gc_12_0_0::SQ_PERFCOUNTER_SELECT[14].address(), 0xD9CE);
        assert_eq!(gc_12_0_0::SQ_PERFCOUNTER_LO[7].address(), 0xD1CE);
        let se = t.register("GRBM_GFX_INDEX").and_then(|r| r.field("SE_INDEX")).unwrap();
        let f = gc_12_0_0::grbm_gfx_index::SE_INDEX;
        assert_eq!((f.shift(), f.width()), (se.shift, se.width));
        assert_eq!(f.val(3).bits(), 3 << 16);
        assert_eq!(f.try_val(16), None);
        assert_eq!(gc_12_0_0::GRBM_GFX_INDEX.uconfig_offset(), Some(0x200));
        assert_eq!(gc_12_0_0::COMPUTE_PERFCOUNT_ENABLE.uconfig_offset(), None);
        assert_eq!(gc_12_0_0::COMPUTE_PERFCOUNT_ENABLE.sh_offset(), Some(0x20B));
        let v = gc_12_0_0::cp_perfmon_cntl_1::PERFMON_STATE.val(2)
            | gc_12_0_0::cp_perfmon_cntl_1::PERFMON_SAMPLE_ENABLE.val(1);
        assert_eq!(v.bits(), 0x402);
    }

    #[test]
    fn at_finds_a_register_by_address() {
        assert_eq!(gfx12().at(0xC200).map(|r| r.name), Some("GRBM_GFX_INDEX"));
        assert_eq!(gfx12().at(0xFFFF), None);
    }
}
