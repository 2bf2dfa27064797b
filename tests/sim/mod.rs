//! A small simulator of a GFX11 or GFX12 GPU's counting hardware, to run the
//! programs the core writes: registers, GRBM_GFX_INDEX selection, the perfmon
//! state machine, the counters of SQ (per WGP, 32-bit), GRBM (global), GL2C
//! (per L2 channel), TA (GFX11: 16 per engine; GFX12: 2 per WGP), TCP (2 per
//! WGP), and on GFX11 TD (2 per WGP), CPC and CPF (global), SPI and SQG (per
//! engine), GL1A and GL1C (1 and 4 per array) and GCEA (per L2 channel), all but
//! SQ 64-bit, the SQG sample ordering of GFX12, the L2 cache in front of
//! memory, and the packets EVENT_WRITE, SET_UCONFIG_REG, SET_SH_REG,
//! COPY_DATA, WRITE_DATA, WAIT_REG_MEM and ACQUIRE_MEM.
//!
//! Its register addresses and fields are typed in from AMD's GC 11.0.0 and
//! 12.0.0 register headers (Linux `gc_11_0_0_offset.h`, `gc_12_0_0_offset.h`,
//! their `_sh_mask.h`) and the packet layouts from Mesa's `sid.h` /
//! `mesa-pkt3.json` (not taken from the code under test), so it is an
//! independent oracle. Counter values are keyed by the instance GRBM_GFX_INDEX
//! selects at the read. It models the hazards public sources describe, so a
//! program missing a step fails:
//!
//! - A read of a counter before a sample (the PERFCOUNTER_SAMPLE event and a
//!   CP_PERFMON_CNTL write with PERFMON_SAMPLE_ENABLE) is refused; a stop
//!   (PERFMON_STATE 2) ends counting, a sample (PERFMON_STATE 1) does not.
//! - On GFX12 the sample reaches each engine's SQ counters late (PAL
//!   gfx12PerfExperiment.cpp l.3468-3519: "the read can be ahead of the
//!   write"): a read of the engine's SQ counters sees the previous sample
//!   ([`Gpu::previous_sample`]) until a WAIT_REG_MEM, with that engine
//!   selected, reads back an SQG_PERFCOUNTER_CTRL value that differs from
//!   what the engine held at the latching CP_PERFMON_CNTL write and was
//!   written to it after that write. A wait proves only what it reads back:
//!   one that reads a value the engine already held (an SQG write left on
//!   one engine, a flip to the value already there) returns at once and
//!   lands nothing. State carries from program to program, so one simulated
//!   GPU runs a whole session (start, samples, stop, the next layout).
//! - A select written while GRBM_GFX_INDEX addresses less than the whole GPU
//!   reaches one instance only: refused. A select never written since the
//!   reset selects nothing.
//! - GL2C, TA, TCP, TD, GL1A and GL1C count only with SQ_PERFCOUNTER_CTRL's
//!   CS_EN set (aqlprofile writes it whenever a cache block counts: without
//!   it, its gfx115x factory says, TCP's request events read 0); SQG only
//!   with its engine's SQG_PERFCOUNTER_CTRL CS_EN; SQ also needs
//!   COMPUTE_PERFCOUNT_ENABLE and a filter that holds the wave's VMID.
//! - Stores through L2 (dst_sel 2) stay in L2 until an ACQUIRE_MEM whose
//!   GCR_CNTL has GL2_WB writes their lines back; the host sees memory only.
//!   dst_sel 5 (TC_L2_OBSOLETE on GFX10+) is refused.
//! - A read with GRBM_GFX_INDEX broadcasting where the block needs one
//!   instance, of an instance outside the GPU, a store without write
//!   confirmation, a wait that can never end: refused.

// Each test binary that includes the simulator uses a part of it.
#![allow(dead_code)]

pub mod gfx9;

use std::collections::BTreeMap;

const GRBM_GFX_INDEX: u32 = 0xC200;
/// CP_PERFMON_CNTL on GC 11.0.0, CP_PERFMON_CNTL_1 on GC 12.0.0: the same dword.
const CP_PERFMON_CNTL: u32 = 0xD808;
const SQ_PERFCOUNTER_CTRL: u32 = 0xD9E0;
const SQ_PERFCOUNTER_CTRL2: u32 = 0xD9E2;
const SQG_PERFCOUNTER_CTRL: u32 = 0xD9D8;
const COMPUTE_PERFCOUNT_ENABLE: u32 = 0x2E0B;
const BROADCAST: u32 = 0xE000_0000;
const SE_BROADCAST: u32 = 1 << 31;
const INSTANCE_BROADCAST: u32 = 1 << 30;
const SA_BROADCAST: u32 = 1 << 29;

/// The families simulated.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Family {
    /// GC 11.0.x.
    Gfx11,
    /// GC 12.0.x.
    Gfx12,
}

/// The geometry simulated.
#[derive(Clone, Copy, Debug)]
pub struct Geometry {
    /// The family: GRBM_GFX_INDEX's fields, the SQG race, TA's instances.
    pub family: Family,
    /// Shader engines.
    pub engines: u8,
    /// Arrays per engine.
    pub arrays: u8,
    /// WGPs per array.
    pub wgps: u8,
    /// L2 channels (GL2C instances).
    pub channels: u8,
}

impl Geometry {
    /// The geometry of `g`: its family, engines, arrays, WGPs and L2 channels.
    pub fn of(g: &rig_counter_core::Gpu) -> Geometry {
        let family = match g.family() {
            Some(rig_counter_core::Family::Gfx11) => Family::Gfx11,
            _ => Family::Gfx12,
        };
        Geometry {
            family,
            engines: g.shader_engines,
            arrays: g.shader_arrays,
            wgps: g.array_units,
            channels: g.l2_channels,
        }
    }
}

/// A WGP: engine, array, WGP.
pub type Wgp = (u8, u8, u8);

/// The blocks simulated.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Block {
    /// SQ: per WGP, 8 counters of 32 bits.
    Sq,
    /// GRBM: global, 2 counters of 64 bits.
    Grbm,
    /// GL2C: per L2 channel, 4 counters of 64 bits.
    Gl2c,
    /// TA: GFX11 16 per engine, GFX12 2 per WGP; 2 counters of 64 bits.
    Ta,
    /// TCP: 2 per WGP (one per CU); 4 counters of 64 bits.
    Tcp,
    /// TD (GFX11): 2 per WGP (one per CU); 2 counters of 64 bits.
    Td,
    /// CPC (GFX11): global; 2 counters of 64 bits.
    Cpc,
    /// CPF (GFX11): global; 2 counters of 64 bits.
    Cpf,
    /// SPI (GFX11): one per engine; 6 counters of 64 bits.
    Spi,
    /// SQG (GFX11): one per engine; 8 counters of 64 bits, counting only with
    /// the engine's SQG_PERFCOUNTER_CTRL CS_EN.
    Sqg,
    /// GL1A (GFX11): one per array; 4 counters of 64 bits.
    Gl1a,
    /// GL1C (GFX11): 4 per array; 4 counters of 64 bits.
    Gl1c,
    /// GCEA (GFX11): one per L2 channel; its counter 2 alone, 64 bits.
    Gcea,
}

/// One instance of a block: the block, and its engine, array, WGP and
/// instance (0 where the block has no such dimension).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Unit {
    /// The block.
    pub block: Block,
    /// Shader engine.
    pub se: u8,
    /// Shader array.
    pub sa: u8,
    /// WGP of the array.
    pub wgp: u8,
    /// Instance: the L2 channel, GFX11 TA's index in its engine, GFX12 TA's
    /// index in its WGP.
    pub inst: u8,
}

impl Unit {
    /// SQ of WGP `w`.
    pub fn sq((se, sa, wgp): Wgp) -> Unit {
        Unit { block: Block::Sq, se, sa, wgp, inst: 0 }
    }
    /// The GRBM.
    pub fn grbm() -> Unit {
        Unit { block: Block::Grbm, se: 0, sa: 0, wgp: 0, inst: 0 }
    }
    /// L2 channel `c`.
    pub fn gl2c(c: u8) -> Unit {
        Unit { block: Block::Gl2c, se: 0, sa: 0, wgp: 0, inst: c }
    }
    /// TA `inst` of WGP `w` (GFX12).
    pub fn ta_of_wgp((se, sa, wgp): Wgp, inst: u8) -> Unit {
        Unit { block: Block::Ta, se, sa, wgp, inst }
    }
    /// TCP `inst` of WGP `w` (GFX12).
    pub fn tcp_of_wgp((se, sa, wgp): Wgp, inst: u8) -> Unit {
        Unit { block: Block::Tcp, se, sa, wgp, inst }
    }
    /// TA `inst` of engine `se` (GFX11).
    pub fn ta_of_engine(se: u8, inst: u8) -> Unit {
        Unit { block: Block::Ta, se, sa: 0, wgp: 0, inst }
    }
    /// Instance `inst` of `block` at engine `se`, array `sa`, WGP `wgp`.
    pub fn new(block: Block, se: u8, sa: u8, wgp: u8, inst: u8) -> Unit {
        Unit { block, se, sa, wgp, inst }
    }
}

/// A block's registers: per counter register, its select's dword address,
/// LO's and HI's (HI 0 for 32 bits), and PERF_SEL's mask.
struct Regs {
    selects: &'static [u32],
    lo: &'static [u32],
    hi: &'static [u32],
    perf_sel: u32,
}

/// The registers of `block` on `family` (kernel offsets of segment 1 plus
/// 0xA000, from the register headers).
fn regs(family: Family, block: Block) -> Regs {
    match block {
        // SQ_PERFCOUNTER{2r}_SELECT feeds SQ_PERFCOUNTERr_LO; PERF_SEL[8:0].
        Block::Sq => Regs {
            selects: &[0xD9C0, 0xD9C2, 0xD9C4, 0xD9C6, 0xD9C8, 0xD9CA, 0xD9CC, 0xD9CE],
            lo: &[0xD1C0, 0xD1C2, 0xD1C4, 0xD1C6, 0xD1C8, 0xD1CA, 0xD1CC, 0xD1CE],
            hi: &[],
            perf_sel: 0x1FF,
        },
        // GRBM_PERFCOUNTER0/1_SELECT 0x3840/0x3841; LO 0x3040/0x3043, HI 0x3041/0x3044; PERF_SEL[5:0].
        Block::Grbm => {
            Regs { selects: &[0xD840, 0xD841], lo: &[0xD040, 0xD043], hi: &[0xD041, 0xD044], perf_sel: 0x3F }
        }
        // GL2C_PERFCOUNTER0..3_SELECT: 0x3b80, 0x3b82, 0x3b84, then 0x3b85 on
        // GFX11 (no SELECT1 for counters 2 and 3) and 0x3b86 on GFX12; PERF_SEL[9:0].
        Block::Gl2c => Regs {
            selects: match family {
                Family::Gfx11 => &[0xDB80, 0xDB82, 0xDB84, 0xDB85],
                Family::Gfx12 => &[0xDB80, 0xDB82, 0xDB84, 0xDB86],
            },
            lo: &[0xD380, 0xD382, 0xD384, 0xD386],
            hi: &[0xD381, 0xD383, 0xD385, 0xD387],
            perf_sel: 0x3FF,
        },
        // TA_PERFCOUNTER0/1_SELECT 0x3ac0/0x3ac2; LO 0x32c0/0x32c2, HI 0x32c1/0x32c3; PERF_SEL[9:0].
        Block::Ta => Regs { selects: &[0xDAC0, 0xDAC2], lo: &[0xD2C0, 0xD2C2], hi: &[0xD2C1, 0xD2C3], perf_sel: 0x3FF },
        // TCP_PERFCOUNTER0..3_SELECT 0x3b40, 0x3b42, 0x3b44, 0x3b45 (no
        // SELECT1 for counters 2 and 3); LO 0x3340 + 2n, HI + 1; PERF_SEL[9:0]
        // (GC 11.0, 11.5 and 12.0 alike).
        Block::Tcp => Regs {
            selects: &[0xDB40, 0xDB42, 0xDB44, 0xDB45],
            lo: &[0xD340, 0xD342, 0xD344, 0xD346],
            hi: &[0xD341, 0xD343, 0xD345, 0xD347],
            perf_sel: 0x3FF,
        },
        // The blocks below: GFX11 only here. Offsets of Linux's
        // gc_11_5_0_offset.h (the same in gc_11_0_0_offset.h), segment 1.
        _ if family == Family::Gfx12 => NONE,
        // TD_PERFCOUNTER0/1_SELECT 0x3b00/0x3b02; LO 0x3300/0x3302; PERF_SEL[9:0].
        Block::Td => Regs { selects: &[0xDB00, 0xDB02], lo: &[0xD300, 0xD302], hi: &[0xD301, 0xD303], perf_sel: 0x3FF },
        // CPC_PERFCOUNTER0_SELECT 0x3809, _1_SELECT 0x3803; LO 0x3006 and
        // 0x3004 (counter 1's first); PERF_SEL[9:0].
        Block::Cpc => {
            Regs { selects: &[0xD809, 0xD803], lo: &[0xD006, 0xD004], hi: &[0xD007, 0xD005], perf_sel: 0x3FF }
        }
        // CPF_PERFCOUNTER0_SELECT 0x3807, _1_SELECT 0x3805; LO 0x300a, 0x3008.
        Block::Cpf => {
            Regs { selects: &[0xD807, 0xD805], lo: &[0xD00A, 0xD008], hi: &[0xD00B, 0xD009], perf_sel: 0x3FF }
        }
        // SPI_PERFCOUNTER0..3_SELECT 0x3980..3, 4/5 0x3988/9; HI 0x3180 + 2n
        // before LO 0x3181 + 2n; PERF_SEL[9:0].
        Block::Spi => Regs {
            selects: &[0xD980, 0xD981, 0xD982, 0xD983, 0xD988, 0xD989],
            lo: &[0xD181, 0xD183, 0xD185, 0xD187, 0xD189, 0xD18B],
            hi: &[0xD180, 0xD182, 0xD184, 0xD186, 0xD188, 0xD18A],
            perf_sel: 0x3FF,
        },
        // SQG_PERFCOUNTER0..7_SELECT 0x39d0..7; LO 0x31e4 + 2n, HI + 1; PERF_SEL[8:0].
        Block::Sqg => Regs {
            selects: &[0xD9D0, 0xD9D1, 0xD9D2, 0xD9D3, 0xD9D4, 0xD9D5, 0xD9D6, 0xD9D7],
            lo: &[0xD1E4, 0xD1E6, 0xD1E8, 0xD1EA, 0xD1EC, 0xD1EE, 0xD1F0, 0xD1F2],
            hi: &[0xD1E5, 0xD1E7, 0xD1E9, 0xD1EB, 0xD1ED, 0xD1EF, 0xD1F1, 0xD1F3],
            perf_sel: 0x1FF,
        },
        // GL1A_PERFCOUNTER0_SELECT 0x3dc0 (SELECT1 0x3dc1), 1..3 0x3dc2..4; LO 0x35c0 + 2n.
        Block::Gl1a => Regs {
            selects: &[0xDDC0, 0xDDC2, 0xDDC3, 0xDDC4],
            lo: &[0xD5C0, 0xD5C2, 0xD5C4, 0xD5C6],
            hi: &[0xD5C1, 0xD5C3, 0xD5C5, 0xD5C7],
            perf_sel: 0x3FF,
        },
        // GL1C_PERFCOUNTER0_SELECT 0x3ba0 (SELECT1 0x3ba1), 1..3 0x3ba2..4; LO 0x33a0 + 2n.
        Block::Gl1c => Regs {
            selects: &[0xDBA0, 0xDBA2, 0xDBA3, 0xDBA4],
            lo: &[0xD3A0, 0xD3A2, 0xD3A4, 0xD3A6],
            hi: &[0xD3A1, 0xD3A3, 0xD3A5, 0xD3A7],
            perf_sel: 0x3FF,
        },
        // GCEA_PERFCOUNTER2_SELECT 0x3a00; LO/HI 0x3260/0x3261; PERF_SEL[9:0].
        Block::Gcea => Regs { selects: &[0xDA00], lo: &[0xD260], hi: &[0xD261], perf_sel: 0x3FF },
    }
}

/// A block a family lacks: no registers.
const NONE: Regs = Regs { selects: &[], lo: &[], hi: &[], perf_sel: 0 };

const BLOCKS: [Block; 13] = [
    Block::Sq,
    Block::Grbm,
    Block::Gl2c,
    Block::Ta,
    Block::Tcp,
    Block::Td,
    Block::Cpc,
    Block::Cpf,
    Block::Spi,
    Block::Sqg,
    Block::Gl1a,
    Block::Gl1c,
    Block::Gcea,
];

/// SQ_ACCUM_PREV: an SQ counter selecting it adds, every cycle, the value of
/// the SQ counter register before it (event 1 on GFX11 and GFX12, rocprofiler's
/// definitions; aqlprofile's `GetAccumLowID`/`GetAccumHiID`).
const SQ_ACCUM_PREV: u32 = 1;

/// Counter values: (counter register, unit) -> value.
type Counts = BTreeMap<(u32, Unit), u64>;

/// The simulated GPU.
pub struct Gpu {
    geometry: Geometry,
    registers: BTreeMap<u32, u32>,
    /// Selects written since the reset.
    selected: BTreeMap<u32, u32>,
    /// Each engine's SQG_PERFCOUNTER_CTRL, and the number of the last write
    /// that reached it.
    sqg_ctrl: BTreeMap<u8, (u32, u64)>,
    /// Writes of SQG_PERFCOUNTER_CTRL so far (their numbers).
    sqg_writes: u64,
    /// The live counters.
    counters: Counts,
    /// The last sample of every block but GFX12's SQ.
    sample: Counts,
    /// GFX12 SQ, per engine: the sample its reads see.
    visible: BTreeMap<u8, Counts>,
    /// GFX12 SQ, per engine: a sample taken but not yet landed, with the
    /// SQG_PERFCOUNTER_CTRL value the engine held at the latching write and
    /// the number of SQG writes by then.
    in_flight: BTreeMap<u8, (Counts, u32, u64)>,
    /// Host-visible memory: byte address -> byte.
    pub memory: BTreeMap<u64, u8>,
    /// Bytes stored through L2 and not yet written back.
    pub l2: BTreeMap<u64, u8>,
    /// Every byte address a store wrote.
    pub stored: Vec<u64>,
    counting: bool,
    sample_event: bool,
    sampled: bool,
    /// WGPs whose counters (SQ, or GFX12's TA) were read.
    pub read: Vec<Wgp>,
    /// Every instance a read addressed, with the register read.
    pub reads: Vec<(Unit, u32)>,
}

impl Gpu {
    /// A GPU of `geometry`, all registers 0.
    pub fn new(geometry: Geometry) -> Gpu {
        Gpu {
            geometry,
            registers: BTreeMap::new(),
            selected: BTreeMap::new(),
            sqg_ctrl: BTreeMap::new(),
            sqg_writes: 0,
            counters: BTreeMap::new(),
            sample: BTreeMap::new(),
            visible: BTreeMap::new(),
            in_flight: BTreeMap::new(),
            memory: BTreeMap::new(),
            l2: BTreeMap::new(),
            stored: Vec::new(),
            counting: false,
            sample_event: false,
            sampled: false,
            read: Vec::new(),
            reads: Vec::new(),
        }
    }

    /// Sets what every engine's SQ counters read before a sample lands (GFX12):
    /// counter register r of each WGP reads `value + r` (as left by an earlier run).
    pub fn previous_sample(&mut self, value: u32) {
        let g = self.geometry;
        for se in 0..g.engines {
            let mut counts = Counts::new();
            for sa in 0..g.arrays {
                for w in 0..g.wgps {
                    for r in 0..8 {
                        counts.insert((r, Unit::sq((se, sa, w))), u64::from(value.wrapping_add(r)));
                    }
                }
            }
            self.visible.insert(se, counts);
        }
    }

    /// Writes a little-endian dword to memory (as a kernel storing the filter
    /// and releasing its store).
    pub fn poke(&mut self, address: u64, value: u32) {
        for (i, b) in value.to_le_bytes().into_iter().enumerate() {
            self.memory.insert(address + i as u64, b);
        }
    }

    /// A load through L2: its dirty bytes, else memory's.
    fn load(&self, address: u64) -> u32 {
        u32::from_le_bytes(std::array::from_fn(|i| {
            let a = address + i as u64;
            self.l2.get(&a).or_else(|| self.memory.get(&a)).copied().unwrap_or(0)
        }))
    }

    /// The little-endian u64 at `address` in memory, as the host reads it.
    pub fn u64_at(&self, address: u64) -> u64 {
        let byte = |a: u64| self.memory.get(&a).copied().unwrap_or(0);
        u64::from_le_bytes(std::array::from_fn(|i| byte(address + i as u64)))
    }

    fn store_l2(&mut self, address: u64, value: u32) {
        for (i, b) in value.to_le_bytes().into_iter().enumerate() {
            self.l2.insert(address + i as u64, b);
            self.stored.push(address + i as u64);
        }
    }

    fn reg(&self, address: u32) -> u32 {
        self.registers.get(&address).copied().unwrap_or(0)
    }

    /// A kernel of VMID `vmid` runs on SQ: WGP `wgp` sees `count` of event `event`.
    pub fn run(&mut self, vmid: u32, events: &[(Wgp, u32, u32)]) {
        let units: Vec<_> = events.iter().map(|&(w, e, n)| (Unit::sq(w), e, u64::from(n))).collect();
        self.run_units(vmid, &units);
    }

    /// A kernel of VMID `vmid` runs: each unit sees `count` of event `event`.
    /// A block's counter registers count the events their selects select,
    /// only while counting and with the block's enables (see the module);
    /// SQ's 32-bit counters saturate, the 64-bit ones wrap.
    pub fn run_units(&mut self, vmid: u32, events: &[(Unit, u32, u64)]) {
        let filter = self.reg(SQ_PERFCOUNTER_CTRL2);
        let cs_en = self.reg(SQ_PERFCOUNTER_CTRL) & (1 << 6) != 0;
        let sq_counts =
            cs_en && self.reg(COMPUTE_PERFCOUNT_ENABLE) & 1 != 0 && filter & 1 != 0 && filter & (1 << (vmid + 1)) != 0;
        if !self.counting {
            return;
        }
        for &(unit, event, count) in events {
            let counts = match unit.block {
                Block::Sq => sq_counts,
                Block::Gl2c | Block::Ta | Block::Tcp | Block::Td | Block::Gl1a | Block::Gl1c => cs_en,
                Block::Sqg => self.sqg(unit.se).0 & (1 << 6) != 0,
                Block::Grbm | Block::Cpc | Block::Cpf | Block::Spi | Block::Gcea => true,
            };
            if !counts {
                continue;
            }
            let r = regs(self.geometry.family, unit.block);
            for (i, sel) in r.selects.iter().enumerate() {
                if self.selected.get(sel).is_some_and(|v| v & r.perf_sel == event) {
                    let c = self.counters.entry((i as u32, unit)).or_default();
                    *c = if unit.block == Block::Sq {
                        (*c + count).min(u64::from(u32::MAX))
                    } else {
                        c.wrapping_add(count)
                    };
                }
            }
        }
    }

    /// A level of `level` (waves or instructions in flight) of SQ event
    /// `event` held for `cycles` cycles in WGP `wgp`: an SQ counter register
    /// selecting the event reads the level; the one after it, if it selects
    /// SQ_ACCUM_PREV, adds `level` each cycle. Counts as [`Gpu::run`] does.
    pub fn run_level(&mut self, vmid: u32, wgp: Wgp, event: u32, level: u32, cycles: u64) {
        let filter = self.reg(SQ_PERFCOUNTER_CTRL2);
        let counts = self.counting
            && self.reg(SQ_PERFCOUNTER_CTRL) & (1 << 6) != 0
            && self.reg(COMPUTE_PERFCOUNT_ENABLE) & 1 != 0
            && filter & 1 != 0
            && filter & (1 << (vmid + 1)) != 0;
        if !counts {
            return;
        }
        let r = regs(self.geometry.family, Block::Sq);
        let unit = Unit::sq(wgp);
        let selects =
            |i: usize, e: u32| r.selects.get(i).and_then(|a| self.selected.get(a)).is_some_and(|v| v & r.perf_sel == e);
        for i in 0..r.selects.len() {
            if selects(i, event) {
                self.counters.insert((i as u32, unit), u64::from(level));
                if selects(i + 1, SQ_ACCUM_PREV) {
                    let c = self.counters.entry((i as u32 + 1, unit)).or_default();
                    *c = (*c + u64::from(level) * cycles).min(u64::from(u32::MAX));
                }
            }
        }
    }

    /// Executes `words`; an error names the word and what the hardware would
    /// have done wrong.
    pub fn execute(&mut self, words: &[u32]) -> Result<(), String> {
        for p in rig_counter_core::pm4::Packets::new(words) {
            let p = p.map_err(|e| e.to_string())?;
            let w = p.payload;
            let at = p.index;
            match p.opcode {
                0x46 => match w[0] {
                    0x407 => {}
                    0x1B => self.sample_event = true,
                    e => return Err(format!("word {at}: unexpected event {e:#x}")),
                },
                0x79 | 0x76 => {
                    let base = if p.opcode == 0x79 { 0xC000 } else { 0x2C00 };
                    for (i, v) in w[1..].iter().enumerate() {
                        self.write_register(at, base + w[0] + i as u32, *v)?;
                    }
                }
                0x40 => self.copy_data(at, w)?,
                0x37 => {
                    let (control, dst) = (w[0], u64::from(w[1]) | u64::from(w[2]) << 32);
                    self.check_store(at, control)?;
                    if control & (1 << 16) != 0 {
                        return Err(format!("word {at}: WRITE_DATA to one address"));
                    }
                    for (i, v) in w[3..].iter().enumerate() {
                        self.store_l2(dst + 4 * i as u64, *v);
                    }
                }
                0x3C => self.wait_reg_mem(at, w)?,
                0x58 => self.acquire_mem(at, w)?,
                op => return Err(format!("word {at}: the simulator does not run opcode {op:#x}")),
            }
        }
        Ok(())
    }

    /// A store's control: to memory through L2, confirmed.
    fn check_store(&self, at: usize, control: u32) -> Result<(), String> {
        match ((control >> 8) & 0xF, control & (1 << 20) != 0) {
            (2, true) => Ok(()),
            (2, false) => Err(format!("word {at}: a store without WR_CONFIRM")),
            (5, _) => Err(format!("word {at}: dst_sel 5 is TC_L2_OBSOLETE on GFX10 and later")),
            (d, _) => Err(format!("word {at}: a store to destination {d}")),
        }
    }

    /// GRBM_GFX_INDEX's engine, array and instance fields: GFX12 SE[19:16],
    /// SA[9:8], INSTANCE[6:0]; GFX11 SE[23:16], SA[15:8], INSTANCE[7:0].
    fn index_fields(&self) -> (u32, u32, u32) {
        let index = self.reg(GRBM_GFX_INDEX);
        match self.geometry.family {
            Family::Gfx12 => ((index >> 16) & 0xF, (index >> 8) & 0x3, index & 0x7F),
            Family::Gfx11 => ((index >> 16) & 0xFF, (index >> 8) & 0xFF, index & 0xFF),
        }
    }

    /// The engines GRBM_GFX_INDEX addresses now.
    fn selected_engines(&self) -> Vec<u8> {
        let index = self.reg(GRBM_GFX_INDEX);
        if index & SE_BROADCAST != 0 { (0..self.geometry.engines).collect() } else { vec![self.index_fields().0 as u8] }
    }

    fn is_select(&self, address: u32) -> bool {
        BLOCKS.iter().any(|b| regs(self.geometry.family, *b).selects.contains(&address))
    }

    /// Takes a sample of every counter: GFX12's SQ in flight per engine, the
    /// others at once.
    fn take_sample(&mut self) {
        self.sampled = true;
        let gfx12 = self.geometry.family == Family::Gfx12;
        for se in 0..self.geometry.engines {
            let mine = self.counters.iter().filter(|((_, u), _)| u.block == Block::Sq && u.se == se);
            let counts: Counts = mine.map(|(k, v)| (*k, *v)).collect();
            if gfx12 {
                let (held, _) = self.sqg(se);
                self.in_flight.insert(se, (counts, held, self.sqg_writes));
            } else {
                self.visible.insert(se, counts);
            }
        }
        self.sample = self.counters.iter().filter(|((_, u), _)| u.block != Block::Sq).map(|(k, v)| (*k, *v)).collect();
    }

    fn write_register(&mut self, at: usize, address: u32, value: u32) -> Result<(), String> {
        match address {
            CP_PERFMON_CNTL => match value & 0xF {
                0 => {
                    self.counters.clear();
                    self.selected.clear();
                    (self.counting, self.sampled, self.sample_event) = (false, false, false);
                }
                1 => {
                    if value & (1 << 10) != 0 {
                        if !self.counting {
                            return Err(format!("word {at}: a sample while nothing counts"));
                        }
                        if self.sample_event {
                            self.take_sample();
                        }
                    } else {
                        (self.counting, self.sampled) = (true, false);
                    }
                    self.sample_event = false;
                }
                2 => {
                    self.counting = false;
                    if value & (1 << 10) != 0 && self.sample_event {
                        self.take_sample();
                    }
                    self.sample_event = false;
                }
                _ => {}
            },
            SQG_PERFCOUNTER_CTRL => {
                self.sqg_writes += 1;
                for se in self.selected_engines() {
                    self.sqg_ctrl.insert(se, (value, self.sqg_writes));
                }
            }
            a if self.is_select(a) => {
                if self.reg(GRBM_GFX_INDEX) & BROADCAST != BROADCAST {
                    return Err(format!("word {at}: select {a:#x} written to one instance only"));
                }
                self.selected.insert(a, value);
            }
            _ => {}
        }
        self.registers.insert(address, value);
        Ok(())
    }

    fn wait_reg_mem(&mut self, at: usize, w: &[u32]) -> Result<(), String> {
        let (control, address, reference, mask) = (w[0], w[1], w[3], w[4]);
        if control & 0x7 != 3 || (control >> 4) & 0x3 != 0 || (control >> 6) & 0x3 != 0 {
            return Err(format!("word {at}: only register waits for equality run here: {control:#x}"));
        }
        let engines = self.selected_engines();
        if address != SQG_PERFCOUNTER_CTRL || engines.len() != 1 {
            return Err(format!("word {at}: a wait on {address:#x} of engines {engines:?}"));
        }
        let se = engines[0];
        let (value, written) = self.sqg(se);
        if value & mask != reference & mask {
            return Err(format!("word {at}: waits forever: SQG_PERFCOUNTER_CTRL of engine {se} is {value:#x}"));
        }
        // The value read back differs from the one the engine held at the
        // latching write and was written after it: the sample landed. Any
        // other value read back proves nothing.
        if let Some((counts, held, writes)) = self.in_flight.remove(&se) {
            if value != held && written > writes {
                self.visible.insert(se, counts);
            } else {
                self.in_flight.insert(se, (counts, held, writes));
            }
        }
        Ok(())
    }

    /// Engine `se`'s SQG_PERFCOUNTER_CTRL and the number of the write that
    /// set it (0, 0 before any).
    fn sqg(&self, se: u8) -> (u32, u64) {
        self.sqg_ctrl.get(&se).copied().unwrap_or((0, 0))
    }

    /// Each engine's SQG_PERFCOUNTER_CTRL, engine 0 first.
    pub fn sqg_values(&self) -> Vec<u32> {
        (0..self.geometry.engines).map(|se| self.sqg(se).0).collect()
    }

    fn acquire_mem(&mut self, at: usize, w: &[u32]) -> Result<(), String> {
        let lines = u64::from(w[1]) | u64::from(w[2]) << 32;
        let base = u64::from(w[3]) | u64::from(w[4]) << 32;
        let gcr = w[6];
        if gcr & (1 << 15) == 0 {
            return Err(format!("word {at}: an ACQUIRE_MEM without GL2_WB writes nothing back"));
        }
        let (from, to) = (base * 256, (base + lines) * 256);
        let back: Vec<u64> = self.l2.range(from..to).map(|(a, _)| *a).collect();
        for a in back {
            let b = self.l2.remove(&a).unwrap_or(0);
            self.memory.insert(a, b);
        }
        Ok(())
    }

    fn copy_data(&mut self, at: usize, w: &[u32]) -> Result<(), String> {
        let (control, src, dst) =
            (w[0], u64::from(w[1]) | u64::from(w[2]) << 32, u64::from(w[3]) | u64::from(w[4]) << 32);
        let (src_sel, dst_sel, wide) = (control & 0xF, (control >> 8) & 0xF, control >> 16 & 1);
        if wide != 0 {
            return Err(format!("word {at}: a 64-bit copy: LO and HI are read as two 32-bit copies"));
        }
        let value = match src_sel {
            2 => self.load(src),
            4 => self.read_counter(at, src as u32)?,
            0 => self.reg(src as u32),
            s => return Err(format!("word {at}: source {s}")),
        };
        match dst_sel {
            0 => self.write_register(at, dst as u32, value)?,
            _ => {
                self.check_store(at, control)?;
                self.store_l2(dst, value);
            }
        }
        Ok(())
    }

    /// The block, counter register and half (0 LO, 1 HI) of counter register `address`.
    fn counter_at(&self, address: u32) -> Option<(Block, u32, u32)> {
        BLOCKS.iter().find_map(|b| {
            let r = regs(self.geometry.family, *b);
            let lo = r.lo.iter().position(|a| *a == address).map(|i| (*b, i as u32, 0));
            lo.or_else(|| r.hi.iter().position(|a| *a == address).map(|i| (*b, i as u32, 1)))
        })
    }

    /// The instance of `block` GRBM_GFX_INDEX addresses for a read.
    fn addressed(&self, at: usize, block: Block) -> Result<Unit, String> {
        let index = self.reg(GRBM_GFX_INDEX);
        let (se, sa, instance) = self.index_fields();
        let g = self.geometry;
        let outside = |what: String| Err(format!("word {at}: {block:?} {what} is outside the GPU"));
        let per_wgp = |inst_count: u32| -> Result<Unit, String> {
            if index & BROADCAST != 0 {
                return Err(format!("word {at}: a {block:?} read with GRBM_GFX_INDEX broadcasting"));
            }
            let (wgp, inst) = (instance >> 2, instance & 3);
            if inst >= inst_count {
                return Err(format!("word {at}: INSTANCE_INDEX {instance} names no {block:?} instance of a WGP"));
            }
            if se >= u32::from(g.engines) || sa >= u32::from(g.arrays) || wgp >= u32::from(g.wgps) {
                return outside(format!("WGP {se}/{sa}/{wgp}"));
            }
            Ok(Unit { block, se: se as u8, sa: sa as u8, wgp: wgp as u8, inst: inst as u8 })
        };
        match (block, g.family) {
            (Block::Sq, _) => per_wgp(1),
            (Block::Ta, Family::Gfx12) => per_wgp(2),
            (Block::Tcp | Block::Td, _) => per_wgp(2),
            (Block::Grbm, _) => Ok(Unit::grbm()),
            (Block::Cpc | Block::Cpf, _) => Ok(Unit::new(block, 0, 0, 0, 0)),
            (Block::Gl2c | Block::Gcea, _) => {
                if index & INSTANCE_BROADCAST != 0 {
                    return Err(format!("word {at}: a {block:?} read with INSTANCE_INDEX broadcasting"));
                }
                if instance >= u32::from(g.channels) {
                    return outside(format!("channel {instance}"));
                }
                Ok(Unit::new(block, 0, 0, 0, instance as u8))
            }
            (Block::Spi | Block::Sqg, _) => {
                if index & SE_BROADCAST != 0 {
                    return Err(format!("word {at}: a {block:?} read with SE broadcasting"));
                }
                if se >= u32::from(g.engines) {
                    return outside(format!("engine {se}"));
                }
                Ok(Unit::new(block, se as u8, 0, 0, 0))
            }
            (Block::Gl1a | Block::Gl1c, _) => {
                if index & BROADCAST != 0 {
                    return Err(format!("word {at}: a {block:?} read with GRBM_GFX_INDEX broadcasting"));
                }
                let instances = if block == Block::Gl1a { 1 } else { 4 };
                if se >= u32::from(g.engines) || sa >= u32::from(g.arrays) || instance >= instances {
                    return outside(format!("{se}/{sa}/{instance}"));
                }
                Ok(Unit::new(block, se as u8, sa as u8, 0, instance as u8))
            }
            (Block::Ta, Family::Gfx11) => {
                if index & (SE_BROADCAST | INSTANCE_BROADCAST) != 0 {
                    return Err(format!("word {at}: a TA read with SE or INSTANCE broadcasting"));
                }
                if index & SA_BROADCAST == 0 {
                    return Err(format!("word {at}: a GFX11 TA read names an array; its 16 instances span both"));
                }
                if se >= u32::from(g.engines) || instance >= 16 {
                    return outside(format!("{se}/{instance}"));
                }
                Ok(Unit::ta_of_engine(se as u8, instance as u8))
            }
        }
    }

    fn read_counter(&mut self, at: usize, address: u32) -> Result<u32, String> {
        let (block, r, half) =
            self.counter_at(address).ok_or(format!("word {at}: {address:#x} is no counter register"))?;
        if !self.sampled {
            return Err(format!("word {at}: counter read before a sample"));
        }
        let unit = self.addressed(at, block)?;
        self.reads.push((unit, address));
        let value = match block {
            Block::Sq => {
                self.read.push((unit.se, unit.sa, unit.wgp));
                self.visible.get(&unit.se).and_then(|c| c.get(&(r, unit))).copied().unwrap_or(0)
            }
            _ => {
                let gfx11_ta = block == Block::Ta && self.geometry.family == Family::Gfx11;
                if matches!(block, Block::Ta | Block::Tcp | Block::Td) && !gfx11_ta {
                    self.read.push((unit.se, unit.sa, unit.wgp));
                }
                self.sample.get(&(r, unit)).copied().unwrap_or(0)
            }
        };
        Ok((value >> (32 * half)) as u32)
    }

    /// Whether GRBM_GFX_INDEX broadcasts and nothing stored waits in L2.
    pub fn left_broadcasting(&self) -> bool {
        self.reg(GRBM_GFX_INDEX) == BROADCAST && self.l2.is_empty()
    }

    /// Whether GRBM_GFX_INDEX broadcasts, the filter is clear, compute
    /// dispatches no longer count, and nothing stored waits in L2.
    pub fn left_clean(&self) -> bool {
        self.left_broadcasting()
            && self.registers.get(&SQ_PERFCOUNTER_CTRL2) == Some(&0)
            && self.registers.get(&COMPUTE_PERFCOUNT_ENABLE) == Some(&0)
    }

    /// Whether counting goes on.
    pub fn counting(&self) -> bool {
        self.counting
    }
}
