//! A small simulator of a GFX12 GPU's counting hardware, to run the programs the
//! core writes: registers, GRBM_GFX_INDEX selection, the perfmon state machine,
//! SQ per-WGP counters, memory, and the packets EVENT_WRITE, SET_UCONFIG_REG,
//! SET_SH_REG, COPY_DATA and WRITE_DATA.
//!
//! Its register addresses and fields are typed in from `docs/gfx12-counting.md`
//! (not taken from the code under test), so it is an independent oracle. It
//! refuses, as a real queue would misbehave, what the contract forbids: reading a
//! counter before counting stopped and was sampled, reading a WGP in broadcast
//! mode, a store without write confirmation.

use std::collections::BTreeMap;

const GRBM_GFX_INDEX: u32 = 0xC200;
const CP_PERFMON_CNTL_1: u32 = 0xD808;
const SQ_SELECT0: u32 = 0xD9C0;
const SQ_LO0: u32 = 0xD1C0;
const SQ_PERFCOUNTER_CTRL: u32 = 0xD9E0;
const SQ_PERFCOUNTER_CTRL2: u32 = 0xD9E2;
const COMPUTE_PERFCOUNT_ENABLE: u32 = 0x2E0B;

/// The geometry simulated.
#[derive(Clone, Copy, Debug)]
pub struct Geometry {
    /// Shader engines.
    pub engines: u8,
    /// Arrays per engine.
    pub arrays: u8,
    /// WGPs per array.
    pub wgps: u8,
}

/// A WGP: engine, array, WGP.
pub type Wgp = (u8, u8, u8);

/// The simulated GPU.
pub struct Gpu {
    geometry: Geometry,
    registers: BTreeMap<u32, u32>,
    /// Counter r of each WGP: (r, wgp) -> value.
    counters: BTreeMap<(u32, Wgp), u32>,
    /// Byte address -> byte.
    pub memory: BTreeMap<u64, u8>,
    /// Every byte address a store wrote.
    pub stored: Vec<u64>,
    counting: bool,
    sampled: bool,
    /// WGPs whose counters were read.
    pub read: Vec<Wgp>,
}

impl Gpu {
    /// A GPU of `geometry`, all registers 0.
    pub fn new(geometry: Geometry) -> Gpu {
        Gpu {
            geometry,
            registers: BTreeMap::new(),
            counters: BTreeMap::new(),
            memory: BTreeMap::new(),
            stored: Vec::new(),
            counting: false,
            sampled: false,
            read: Vec::new(),
        }
    }

    /// Writes a little-endian dword to memory (as a kernel storing the filter).
    pub fn poke(&mut self, address: u64, value: u32) {
        for (i, b) in value.to_le_bytes().into_iter().enumerate() {
            self.memory.insert(address + i as u64, b);
        }
    }

    fn peek(&self, address: u64) -> u32 {
        u32::from_le_bytes(std::array::from_fn(|i| self.memory.get(&(address + i as u64)).copied().unwrap_or(0)))
    }

    /// The little-endian u64 at `address`.
    pub fn u64_at(&self, address: u64) -> u64 {
        u64::from(self.peek(address)) | u64::from(self.peek(address + 4)) << 32
    }

    fn store(&mut self, address: u64, value: u32) {
        self.poke(address, value);
        self.stored.extend((0..4).map(|i| address + i));
    }

    /// A kernel of VMID `vmid` runs: WGP `wgp` sees `count` of event `event`.
    /// Counts only while counting, with CS_EN, COMPUTE_PERFCOUNT_ENABLE and a
    /// filter that holds the VMID; each 32-bit counter saturates.
    pub fn run(&mut self, vmid: u32, events: &[(Wgp, u32, u32)]) {
        let reg = |a| self.registers.get(&a).copied().unwrap_or(0);
        let filter = reg(SQ_PERFCOUNTER_CTRL2);
        let counts = self.counting
            && reg(SQ_PERFCOUNTER_CTRL) & (1 << 6) != 0
            && reg(COMPUTE_PERFCOUNT_ENABLE) & 1 != 0
            && filter & 1 != 0
            && filter & (1 << (vmid + 1)) != 0;
        if !counts {
            return;
        }
        for &(wgp, event, count) in events {
            for r in 0..8 {
                if reg(SQ_SELECT0 + 2 * r) & 0x1FF == event {
                    let c = self.counters.entry((r, wgp)).or_default();
                    *c = c.saturating_add(count);
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
                0x46 => {
                    if w[0] != 0x407 {
                        return Err(format!("word {at}: unexpected event {:#x}", w[0]));
                    }
                }
                0x79 | 0x76 => {
                    let base = if p.opcode == 0x79 { 0xC000 } else { 0x2C00 };
                    for (i, v) in w[1..].iter().enumerate() {
                        self.write_register(base + w[0] + i as u32, *v);
                    }
                }
                0x40 => self.copy_data(at, w)?,
                0x37 => {
                    let (control, dst) = (w[0], u64::from(w[1]) | u64::from(w[2]) << 32);
                    if (control >> 8) & 0xF != 5 || control & (1 << 20) == 0 || control & (1 << 16) != 0 {
                        return Err(format!("word {at}: WRITE_DATA not to memory with confirmation: {control:#x}"));
                    }
                    for (i, v) in w[3..].iter().enumerate() {
                        self.store(dst + 4 * i as u64, *v);
                    }
                }
                op => return Err(format!("word {at}: the simulator does not run opcode {op:#x}")),
            }
        }
        Ok(())
    }

    fn write_register(&mut self, address: u32, value: u32) {
        if address == CP_PERFMON_CNTL_1 {
            match value & 0xF {
                0 => {
                    self.counters.clear();
                    self.counting = false;
                    self.sampled = false;
                }
                1 => {
                    self.counting = true;
                    self.sampled = false;
                }
                2 => {
                    self.counting = false;
                    self.sampled = value & (1 << 10) != 0;
                }
                _ => {}
            }
        }
        self.registers.insert(address, value);
    }

    fn copy_data(&mut self, at: usize, w: &[u32]) -> Result<(), String> {
        let (control, src, dst) =
            (w[0], u64::from(w[1]) | u64::from(w[2]) << 32, u64::from(w[3]) | u64::from(w[4]) << 32);
        let (src_sel, dst_sel, wide, confirm) =
            (control & 0xF, (control >> 8) & 0xF, control >> 16 & 1, control >> 20 & 1);
        if wide != 0 {
            return Err(format!("word {at}: 64-bit copy of a 32-bit counter"));
        }
        let value = match src_sel {
            2 => self.peek(src),
            4 => self.read_counter(at, src as u32)?,
            0 => self.registers.get(&(src as u32)).copied().unwrap_or(0),
            s => return Err(format!("word {at}: source {s}")),
        };
        match dst_sel {
            0 => self.write_register(dst as u32, value),
            5 if confirm == 1 => self.store(dst, value),
            5 => return Err(format!("word {at}: a store without WR_CONFIRM")),
            d => return Err(format!("word {at}: destination {d}")),
        }
        Ok(())
    }

    fn read_counter(&mut self, at: usize, address: u32) -> Result<u32, String> {
        let r = address.checked_sub(SQ_LO0).filter(|d| d % 2 == 0 && d / 2 < 8).map(|d| d / 2);
        let r = r.ok_or(format!("word {at}: {address:#x} is no SQ_PERFCOUNTERn_LO"))?;
        if !self.sampled {
            return Err(format!("word {at}: counter read before counting stopped and was sampled"));
        }
        let index = self.registers.get(&GRBM_GFX_INDEX).copied().unwrap_or(0);
        if index & 0xE000_0000 != 0 {
            return Err(format!("word {at}: counter read with GRBM_GFX_INDEX broadcasting"));
        }
        let (se, sa, instance) = ((index >> 16) & 0xF, (index >> 8) & 0x3, index & 0x7F);
        if instance % 4 != 0 {
            return Err(format!("word {at}: INSTANCE_INDEX {instance} names no WGP"));
        }
        let wgp = (se as u8, sa as u8, (instance / 4) as u8);
        let g = self.geometry;
        if wgp.0 >= g.engines || wgp.1 >= g.arrays || wgp.2 >= g.wgps {
            return Err(format!("word {at}: {wgp:?} is outside the GPU"));
        }
        self.read.push(wgp);
        Ok(self.counters.get(&(r, wgp)).copied().unwrap_or(0))
    }

    /// Whether GRBM_GFX_INDEX broadcasts and the filter is clear.
    pub fn left_clean(&self) -> bool {
        self.registers.get(&GRBM_GFX_INDEX) == Some(&0xE000_0000)
            && self.registers.get(&SQ_PERFCOUNTER_CTRL2) == Some(&0)
    }
}
