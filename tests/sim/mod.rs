//! A small simulator of a GFX12 GPU's counting hardware, to run the programs the
//! core writes: registers, GRBM_GFX_INDEX selection, the perfmon state machine,
//! SQ per-WGP counters, the SQG sample ordering, the L2 cache in front of
//! memory, and the packets EVENT_WRITE, SET_UCONFIG_REG, SET_SH_REG, COPY_DATA,
//! WRITE_DATA, WAIT_REG_MEM and ACQUIRE_MEM.
//!
//! Its register addresses and fields are typed in from AMD's GC 12.0.0 register
//! headers and the packet layouts from Mesa's `sid.h` / `mesa-pkt3.json` (not
//! taken from the code under test), so it is an independent oracle. It models
//! the hazards public sources describe, so a program missing a step fails:
//!
//! - A read of a counter before counting stopped and was sampled (the
//!   PERFCOUNTER_SAMPLE event and CP_PERFMON_CNTL_1's STOP with
//!   PERFMON_SAMPLE_ENABLE) is refused.
//! - The sample reaches each engine's counters late (PAL gfx12PerfExperiment.cpp
//!   l.3468-3519: "the read can be ahead of the write"): until the CP has read
//!   back, with that engine selected, an SQG_PERFCOUNTER_CTRL value written
//!   after the sample, a read of the engine's counters sees the previous sample
//!   ([`Gpu::previous_sample`]).
//! - Stores through L2 (dst_sel 2) stay in L2 until an ACQUIRE_MEM whose
//!   GCR_CNTL has GL2_WB writes their lines back; the host sees memory only.
//!   dst_sel 5 (TC_L2_OBSOLETE on GFX10+) is refused.
//! - A read with GRBM_GFX_INDEX broadcasting, of a WGP outside the GPU, a store
//!   without write confirmation, a wait that can never end: refused.

use std::collections::BTreeMap;

const GRBM_GFX_INDEX: u32 = 0xC200;
const CP_PERFMON_CNTL_1: u32 = 0xD808;
const SQ_SELECT0: u32 = 0xD9C0;
const SQ_LO0: u32 = 0xD1C0;
const SQ_PERFCOUNTER_CTRL: u32 = 0xD9E0;
const SQ_PERFCOUNTER_CTRL2: u32 = 0xD9E2;
const SQG_PERFCOUNTER_CTRL: u32 = 0xD9D8;
const COMPUTE_PERFCOUNT_ENABLE: u32 = 0x2E0B;
const BROADCAST: u32 = 0xE000_0000;
const SE_BROADCAST: u32 = 1 << 31;

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

/// Counter values: (counter register, WGP) -> value.
type Counts = BTreeMap<(u32, Wgp), u32>;

/// The simulated GPU.
pub struct Gpu {
    geometry: Geometry,
    registers: BTreeMap<u32, u32>,
    /// Each engine's SQG_PERFCOUNTER_CTRL.
    sqg_ctrl: BTreeMap<u8, u32>,
    /// The live counters.
    counters: Counts,
    /// Per engine: the sample its reads see.
    visible: BTreeMap<u8, Counts>,
    /// Per engine: a sample taken but not yet landed, and whether an SQG write
    /// followed it (so a wait on that write lands it).
    in_flight: BTreeMap<u8, (Counts, bool)>,
    /// Host-visible memory: byte address -> byte.
    pub memory: BTreeMap<u64, u8>,
    /// Bytes stored through L2 and not yet written back.
    pub l2: BTreeMap<u64, u8>,
    /// Every byte address a store wrote.
    pub stored: Vec<u64>,
    counting: bool,
    sample_event: bool,
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
            sqg_ctrl: BTreeMap::new(),
            counters: BTreeMap::new(),
            visible: BTreeMap::new(),
            in_flight: BTreeMap::new(),
            memory: BTreeMap::new(),
            l2: BTreeMap::new(),
            stored: Vec::new(),
            counting: false,
            sample_event: false,
            sampled: false,
            read: Vec::new(),
        }
    }

    /// Sets what every engine's counters read before a sample lands: counter
    /// register r of each WGP reads `value + r` (as left by an earlier run).
    pub fn previous_sample(&mut self, value: u32) {
        let g = self.geometry;
        for se in 0..g.engines {
            let mut counts = Counts::new();
            for sa in 0..g.arrays {
                for w in 0..g.wgps {
                    for r in 0..8 {
                        counts.insert((r, (se, sa, w)), value.wrapping_add(r));
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

    /// A kernel of VMID `vmid` runs: WGP `wgp` sees `count` of event `event`.
    /// Counts only while counting, with CS_EN, COMPUTE_PERFCOUNT_ENABLE and a
    /// filter that holds the VMID; each 32-bit counter saturates.
    pub fn run(&mut self, vmid: u32, events: &[(Wgp, u32, u32)]) {
        let filter = self.reg(SQ_PERFCOUNTER_CTRL2);
        let counts = self.counting
            && self.reg(SQ_PERFCOUNTER_CTRL) & (1 << 6) != 0
            && self.reg(COMPUTE_PERFCOUNT_ENABLE) & 1 != 0
            && filter & 1 != 0
            && filter & (1 << (vmid + 1)) != 0;
        if !counts {
            return;
        }
        for &(wgp, event, count) in events {
            for r in 0..8 {
                if self.reg(SQ_SELECT0 + 2 * r) & 0x1FF == event {
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
                0x46 => match w[0] {
                    0x407 => {}
                    0x1B => self.sample_event = true,
                    e => return Err(format!("word {at}: unexpected event {e:#x}")),
                },
                0x79 | 0x76 => {
                    let base = if p.opcode == 0x79 { 0xC000 } else { 0x2C00 };
                    for (i, v) in w[1..].iter().enumerate() {
                        self.write_register(base + w[0] + i as u32, *v);
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

    /// The engines GRBM_GFX_INDEX addresses now.
    fn selected_engines(&self) -> Vec<u8> {
        let index = self.reg(GRBM_GFX_INDEX);
        if index & SE_BROADCAST != 0 { (0..self.geometry.engines).collect() } else { vec![((index >> 16) & 0xF) as u8] }
    }

    fn write_register(&mut self, address: u32, value: u32) {
        match address {
            CP_PERFMON_CNTL_1 => match value & 0xF {
                0 => {
                    self.counters.clear();
                    (self.counting, self.sampled, self.sample_event) = (false, false, false);
                }
                1 => (self.counting, self.sampled) = (true, false),
                2 => {
                    self.counting = false;
                    if value & (1 << 10) != 0 && self.sample_event {
                        self.sampled = true;
                        for se in 0..self.geometry.engines {
                            let mine = self.counters.iter().filter(|((_, w), _)| w.0 == se);
                            self.in_flight.insert(se, (mine.map(|(k, v)| (*k, *v)).collect(), false));
                        }
                    }
                }
                _ => {}
            },
            SQG_PERFCOUNTER_CTRL => {
                for se in self.selected_engines() {
                    self.sqg_ctrl.insert(se, value);
                    if let Some(flight) = self.in_flight.get_mut(&se) {
                        flight.1 = true;
                    }
                }
            }
            _ => {}
        }
        self.registers.insert(address, value);
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
        let value = self.sqg_ctrl.get(&se).copied().unwrap_or(0);
        if value & mask != reference & mask {
            return Err(format!("word {at}: waits forever: SQG_PERFCOUNTER_CTRL of engine {se} is {value:#x}"));
        }
        // The value read back was written after the sample: the sample landed.
        if self.in_flight.get(&se).is_some_and(|f| f.1) {
            let (counts, _) = self.in_flight.remove(&se).unwrap_or_default();
            self.visible.insert(se, counts);
        }
        Ok(())
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
            return Err(format!("word {at}: 64-bit copy of a 32-bit counter"));
        }
        let value = match src_sel {
            2 => self.load(src),
            4 => self.read_counter(at, src as u32)?,
            0 => self.reg(src as u32),
            s => return Err(format!("word {at}: source {s}")),
        };
        match dst_sel {
            0 => self.write_register(dst as u32, value),
            _ => {
                self.check_store(at, control)?;
                self.store_l2(dst, value);
            }
        }
        Ok(())
    }

    fn read_counter(&mut self, at: usize, address: u32) -> Result<u32, String> {
        let r = address.checked_sub(SQ_LO0).filter(|d| d % 2 == 0 && d / 2 < 8).map(|d| d / 2);
        let r = r.ok_or(format!("word {at}: {address:#x} is no SQ_PERFCOUNTERn_LO"))?;
        if !self.sampled {
            return Err(format!("word {at}: counter read before counting stopped and was sampled"));
        }
        let index = self.reg(GRBM_GFX_INDEX);
        if index & BROADCAST != 0 {
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
        Ok(self.visible.get(&wgp.0).and_then(|c| c.get(&(r, wgp))).copied().unwrap_or(0))
    }

    /// Whether GRBM_GFX_INDEX broadcasts, the filter is clear, compute
    /// dispatches no longer count, and nothing stored waits in L2.
    pub fn left_clean(&self) -> bool {
        self.reg(GRBM_GFX_INDEX) == BROADCAST
            && self.registers.get(&SQ_PERFCOUNTER_CTRL2) == Some(&0)
            && self.registers.get(&COMPUTE_PERFCOUNT_ENABLE) == Some(&0)
            && self.l2.is_empty()
    }
}
