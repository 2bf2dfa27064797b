//! A simulator of a gfx942/gfx950 GPU's counting hardware (GC 9.4.3, 9.5.0):
//! several dies (XCCs), each with its own command processor running the same
//! packets, its own registers, counters and L2 cache, and one memory they share.
//! Blocks: SQ and SPI (one per shader engine), TA, TD, TCP (one per CU of an
//! engine as built: KFD's `simd_arrays_per_engine` x `cu_per_simd_array`, 10
//! on the MI300X, 9 on the MI355X; Mesa's GFX9 tables: one TA per CU),
//! TCC (one per L2 channel), TCA (32 per die), GRBM, CPC, CPF (one per die),
//! every counter 64-bit, read LO then HI. Packets: EVENT_WRITE, SET_UCONFIG_REG,
//! SET_SH_REG, COPY_DATA, WRITE_DATA, ACQUIRE_MEM (GFX9's 7 dwords) and
//! PRED_EXEC.
//!
//! Its register addresses and fields are typed in from Linux's
//! `gc_9_4_3_offset.h` and `gc_9_4_3_sh_mask.h` (segment 1 + 0xA000; the
//! RLC_PERFMON_CLK_CNTL address 0xDCBF from aqlprofile's gfx9 register list
//! and PAL's gfx9 headers, as Linux's 9.4.3 header lacks it), not from the
//! code under test. It models the hazards the public sources describe, so a
//! program missing a step fails:
//!
//! - Every die runs every packet, except those a PRED_EXEC whose
//!   VIRTUAL_XCC_ID_SELECT lacks its bit skips (EXEC_COUNT dwords, which must
//!   end on a packet boundary). Two dies storing to the same byte is refused:
//!   the dies run at once, so which value lands is undefined (a read not
//!   predicated to one die).
//! - The perfmon clocks are gated: counters count only while
//!   RLC_PERFMON_CLK_CNTL.PERFMON_CLOCK_STATE is 1 (PAL: "the RLC controls
//!   perfmon clock gating").
//! - SQ counts only with SQ_PERFCOUNTER_CTRL.CS_EN, the wave's VMID in its
//!   VMID_MASK[31:16], COMPUTE_PERFCOUNT_ENABLE, SQ_PERFCOUNTER_MASK's SH0_MASK
//!   not 0, and a select whose SIMD_MASK is not 0; TA, TD, TCP, TCC and TCA
//!   count only with CS_EN.
//! - A read with COPY_DATA src_sel 4 (PERFCOUNTERS) on a GPU of several dies
//!   is refused: aqlprofile reads with src_sel 0 "to patch for GCEA hang".
//! - Stores go to the die's L2 until an ACQUIRE_MEM of GFX9's form with
//!   TC_ACTION_ENA and TC_WB_ACTION_ENA writes its lines in range back; the
//!   GFX10 form (a GCR_CNTL word) is refused. Stores need WR_CONFIRM.
//! - A select written while GRBM_GFX_INDEX addresses less than the whole die
//!   reaches one instance only: refused. A counter read before a sample
//!   (PERFCOUNTER_SAMPLE and a CP_PERFMON_CNTL write with
//!   PERFMON_SAMPLE_ENABLE) is refused, as is a read broadcasting where the
//!   block needs one engine or instance, or of an instance outside the die.

use std::collections::BTreeMap;

// GRBM_GFX_INDEX, CP_PERFMON_CNTL, SQ_PERFCOUNTER_CTRL, COMPUTE_PERFCOUNT_ENABLE
// and GRBM_GFX_INDEX's broadcast bits are at the same dwords and bits on GC
// 9.4.3 as on 11.0.0 and 12.0.0 (`gc_9_4_3_offset.h`, `_sh_mask.h`; SA is SH there).
use super::{
    BROADCAST, COMPUTE_PERFCOUNT_ENABLE, CP_PERFMON_CNTL, GRBM_GFX_INDEX, INSTANCE_BROADCAST, SE_BROADCAST,
    SQ_PERFCOUNTER_CTRL,
};

const SQ_PERFCOUNTER_MASK: u32 = 0xD9E1;
const RLC_PERFMON_CLK_CNTL: u32 = 0xDCBF;
/// What a clean stop leaves in SQ_PERFCOUNTER_CTRL: CS_EN, every VMID.
pub const CTRL_EVERY_VMID: u32 = 0xFFFF_0040;

/// The blocks simulated.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Block {
    Sq,
    Spi,
    Ta,
    Td,
    Tcp,
    Tcc,
    Tca,
    Grbm,
    Cpc,
    Cpf,
}

/// Every block.
pub const BLOCKS: [Block; 10] = [
    Block::Sq,
    Block::Spi,
    Block::Ta,
    Block::Td,
    Block::Tcp,
    Block::Tcc,
    Block::Tca,
    Block::Grbm,
    Block::Cpc,
    Block::Cpf,
];

/// One instance of a block in a die: its engine and instance (0 where it has none).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Unit {
    pub block: Block,
    pub se: u8,
    pub inst: u8,
}

impl Unit {
    pub fn new(block: Block, se: u8, inst: u8) -> Unit {
        Unit { block, se, inst }
    }
}

/// A block's registers: per counter register, its select's, LO's and HI's
/// dword addresses, and its event field's mask.
struct Regs {
    selects: &'static [u32],
    lo: &'static [u32],
    hi: &'static [u32],
    perf_sel: u32,
}

fn regs(block: Block) -> Regs {
    match block {
        // SQ_PERFCOUNTER0..15_SELECT 0x39c0..0x39cf; LO 0x31c0 + 2n, HI + 1; PERF_SEL[8:0].
        Block::Sq => Regs {
            selects: &[
                0xD9C0, 0xD9C1, 0xD9C2, 0xD9C3, 0xD9C4, 0xD9C5, 0xD9C6, 0xD9C7, 0xD9C8, 0xD9C9, 0xD9CA, 0xD9CB, 0xD9CC,
                0xD9CD, 0xD9CE, 0xD9CF,
            ],
            lo: &[
                0xD1C0, 0xD1C2, 0xD1C4, 0xD1C6, 0xD1C8, 0xD1CA, 0xD1CC, 0xD1CE, 0xD1D0, 0xD1D2, 0xD1D4, 0xD1D6, 0xD1D8,
                0xD1DA, 0xD1DC, 0xD1DE,
            ],
            hi: &[
                0xD1C1, 0xD1C3, 0xD1C5, 0xD1C7, 0xD1C9, 0xD1CB, 0xD1CD, 0xD1CF, 0xD1D1, 0xD1D3, 0xD1D5, 0xD1D7, 0xD1D9,
                0xD1DB, 0xD1DD, 0xD1DF,
            ],
            perf_sel: 0x1FF,
        },
        // SPI_PERFCOUNTER0..3_SELECT 0x3980..3, 4/5 at 0x3988/9; HI 0x3180 + 2n before LO.
        Block::Spi => Regs {
            selects: &[0xD980, 0xD981, 0xD982, 0xD983, 0xD988, 0xD989],
            lo: &[0xD181, 0xD183, 0xD185, 0xD187, 0xD189, 0xD18B],
            hi: &[0xD180, 0xD182, 0xD184, 0xD186, 0xD188, 0xD18A],
            perf_sel: 0xFF,
        },
        // TA_PERFCOUNTER0/1_SELECT 0x3ac0/0x3ac2; LO 0x32c0/2; PERF_SEL[6:0].
        Block::Ta => Regs { selects: &[0xDAC0, 0xDAC2], lo: &[0xD2C0, 0xD2C2], hi: &[0xD2C1, 0xD2C3], perf_sel: 0x7F },
        // TD_PERFCOUNTER0/1_SELECT 0x3b00/0x3b02; LO 0x3300/2; PERF_SEL[5:0].
        Block::Td => Regs { selects: &[0xDB00, 0xDB02], lo: &[0xD300, 0xD302], hi: &[0xD301, 0xD303], perf_sel: 0x3F },
        // TCP_PERFCOUNTER0..3_SELECT 0x3b40, 0x3b42, 0x3b44, 0x3b45; LO 0x3340 + 2n; PERF_SEL[6:0].
        Block::Tcp => Regs {
            selects: &[0xDB40, 0xDB42, 0xDB44, 0xDB45],
            lo: &[0xD340, 0xD342, 0xD344, 0xD346],
            hi: &[0xD341, 0xD343, 0xD345, 0xD347],
            perf_sel: 0x7F,
        },
        // TCC_PERFCOUNTER0..3_SELECT 0x3b80, 0x3b82, 0x3b84, 0x3b85; LO 0x3380 + 2n; PERF_SEL[9:0].
        Block::Tcc => Regs {
            selects: &[0xDB80, 0xDB82, 0xDB84, 0xDB85],
            lo: &[0xD380, 0xD382, 0xD384, 0xD386],
            hi: &[0xD381, 0xD383, 0xD385, 0xD387],
            perf_sel: 0x3FF,
        },
        // TCA_PERFCOUNTER0..3_SELECT 0x3b90, 0x3b92, 0x3b94, 0x3b95; LO 0x3390 + 2n; PERF_SEL[9:0].
        Block::Tca => Regs {
            selects: &[0xDB90, 0xDB92, 0xDB94, 0xDB95],
            lo: &[0xD390, 0xD392, 0xD394, 0xD396],
            hi: &[0xD391, 0xD393, 0xD395, 0xD397],
            perf_sel: 0x3FF,
        },
        // GRBM_PERFCOUNTER0/1_SELECT 0x3840/1; LO 0x3040/0x3043; PERF_SEL[5:0].
        Block::Grbm => {
            Regs { selects: &[0xD840, 0xD841], lo: &[0xD040, 0xD043], hi: &[0xD041, 0xD044], perf_sel: 0x3F }
        }
        // CPC_PERFCOUNTER0_SELECT 0x3809, 1_SELECT 0x3803; counter 1 at 0x3004 before counter 0 at 0x3006; CNTR_SEL0[9:0].
        Block::Cpc => {
            Regs { selects: &[0xD809, 0xD803], lo: &[0xD006, 0xD004], hi: &[0xD007, 0xD005], perf_sel: 0x3FF }
        }
        // CPF_PERFCOUNTER0_SELECT 0x3807, 1_SELECT 0x3805; counter 1 at 0x3008 before counter 0 at 0x300a.
        Block::Cpf => {
            Regs { selects: &[0xD807, 0xD805], lo: &[0xD00A, 0xD008], hi: &[0xD00B, 0xD009], perf_sel: 0x3FF }
        }
    }
}

/// SQ's accumulators (rocprofiler's definitions, SQ block): SQ_ACCUM_PREV
/// (event 1, "only accumulates once every 4 cycles") and SQ_ACCUM_PREV_HIRES
/// (event 184 on gfx942, 200 on gfx950): a counter selecting one adds, per
/// cycle (every 4th for SQ_ACCUM_PREV), the value of the SQ counter before it.
pub const SQ_ACCUM_PREV: u32 = 1;

/// Counter values of one die: (counter register, unit) -> value.
type Counts = BTreeMap<(u32, Unit), u64>;

#[derive(Default)]
struct Die {
    registers: BTreeMap<u32, u32>,
    selected: BTreeMap<u32, u32>,
    counters: Counts,
    sample: Counts,
    counting: bool,
    sample_event: bool,
    sampled: bool,
    l2: BTreeMap<u64, u8>,
}

impl Die {
    fn reg(&self, address: u32) -> u32 {
        self.registers.get(&address).copied().unwrap_or(0)
    }
}

/// The simulated GPU.
pub struct Gpu {
    dies: Vec<Die>,
    engines: u8,
    channels: u8,
    /// TA, TD and TCP instances of an engine: its CUs as built.
    cus_per_engine: u32,
    /// SQ_ACCUM_PREV_HIRES's event on this processor.
    hires: u32,
    /// Host-visible memory: byte address -> byte.
    pub memory: BTreeMap<u64, u8>,
    /// Which die stored each byte.
    stored_by: BTreeMap<u64, usize>,
    /// Every (die, unit, register) a read addressed.
    pub reads: Vec<(usize, Unit, u32)>,
}

impl Gpu {
    /// A GPU of `g`'s dies, engines per die and L2 channels per die.
    pub fn new(g: &rig_counter_core::Gpu) -> Gpu {
        Gpu {
            dies: (0..g.xccs).map(|_| Die::default()).collect(),
            engines: g.shader_engines,
            channels: g.l2_channels,
            cus_per_engine: u32::from(g.shader_arrays) * u32::from(g.array_units),
            hires: if g.target.minor == 5 { 200 } else { 184 },
            memory: BTreeMap::new(),
            stored_by: BTreeMap::new(),
            reads: Vec::new(),
        }
    }

    /// Writes a little-endian dword to memory (a kernel storing the filter).
    pub fn poke(&mut self, address: u64, value: u32) {
        for (i, b) in value.to_le_bytes().into_iter().enumerate() {
            self.memory.insert(address + i as u64, b);
        }
    }

    /// The little-endian u64 at `address` in memory, as the host reads it.
    pub fn u64_at(&self, address: u64) -> u64 {
        let byte = |a: u64| self.memory.get(&a).copied().unwrap_or(0);
        u64::from_le_bytes(std::array::from_fn(|i| byte(address + i as u64)))
    }

    fn sq_counts(d: &Die, vmid: u32) -> bool {
        let ctrl = d.reg(SQ_PERFCOUNTER_CTRL);
        ctrl & (1 << 6) != 0
            && ctrl & (1 << (16 + vmid)) != 0
            && d.reg(COMPUTE_PERFCOUNT_ENABLE) & 1 != 0
            && d.reg(SQ_PERFCOUNTER_MASK) & 0xFFFF != 0
    }

    /// A kernel of VMID `vmid` runs on die `die`: each unit sees `count` of
    /// event `event`, counted by the counter registers whose selects select
    /// it, while counting and with the enables the module names.
    pub fn run_units(&mut self, die: usize, vmid: u32, events: &[(Unit, u32, u64)]) {
        let d = &mut self.dies[die];
        if !d.counting || d.reg(RLC_PERFMON_CLK_CNTL) & 1 == 0 {
            return;
        }
        let (sq, cs_en) = (Self::sq_counts(d, vmid), d.reg(SQ_PERFCOUNTER_CTRL) & (1 << 6) != 0);
        for &(unit, event, count) in events {
            let counts = match unit.block {
                Block::Sq => sq,
                Block::Ta | Block::Td | Block::Tcp | Block::Tcc | Block::Tca => cs_en,
                Block::Spi | Block::Grbm | Block::Cpc | Block::Cpf => true,
            };
            if !counts {
                continue;
            }
            let r = regs(unit.block);
            for (i, sel) in r.selects.iter().enumerate() {
                let Some(v) = d.selected.get(sel) else { continue };
                let simd = unit.block != Block::Sq || (v >> 24) & 0xF != 0;
                if v & r.perf_sel == event && simd {
                    let c = d.counters.entry((i as u32, unit)).or_default();
                    *c = c.wrapping_add(count);
                }
            }
        }
    }

    /// A level `level` of SQ event `event` held for `cycles` cycles in engine
    /// `se` of die `die`: a counter register selecting the event reads the
    /// level; the one after it, if it selects SQ_ACCUM_PREV_HIRES, adds the
    /// level each cycle, or every 4th cycle for SQ_ACCUM_PREV.
    pub fn run_level(&mut self, die: usize, vmid: u32, se: u8, event: u32, level: u64, cycles: u64) {
        let hires = self.hires;
        let d = &mut self.dies[die];
        if !d.counting || d.reg(RLC_PERFMON_CLK_CNTL) & 1 == 0 || !Self::sq_counts(d, vmid) {
            return;
        }
        let r = regs(Block::Sq);
        let unit = Unit::new(Block::Sq, se, 0);
        let selected = |d: &Die, i: usize| r.selects.get(i).and_then(|a| d.selected.get(a)).map(|v| v & r.perf_sel);
        for i in 0..r.selects.len() {
            if selected(d, i) == Some(event) {
                d.counters.insert((i as u32, unit), level);
                let added = match selected(d, i + 1) {
                    Some(e) if e == hires => level * cycles,
                    Some(SQ_ACCUM_PREV) => level * (cycles / 4),
                    _ => continue,
                };
                let c = d.counters.entry((i as u32 + 1, unit)).or_default();
                *c = c.wrapping_add(added);
            }
        }
    }

    /// Executes `words` as an indirect buffer on every die, die 0 first.
    pub fn execute(&mut self, words: &[u32]) -> Result<(), String> {
        let packets: Vec<_> = rig_counter_core::pm4::Packets::new(words)
            .map(|p| p.map(|p| (p.index, p.opcode, p.payload.to_vec())).map_err(|e| e.to_string()))
            .collect::<Result<_, _>>()?;
        for die in 0..self.dies.len() {
            // Skip dwords up to this index (a PRED_EXEC not selecting this die).
            let mut skip_to = 0;
            for (at, opcode, w) in &packets {
                let at = *at;
                if at < skip_to {
                    continue;
                }
                self.packet(die, at, *opcode, w).map_err(|e| format!("die {die}: {e}"))?;
                if *opcode == 0x23 {
                    let (count, select) = (w[0] & 0x3FFF, w[0] >> 24);
                    let end = at + 2 + count as usize;
                    if !packets.iter().any(|(i, ..)| *i == end) && end != words.len() {
                        return Err(format!("word {at}: PRED_EXEC's {count} dwords end inside a packet"));
                    }
                    if select & (1 << die) == 0 {
                        skip_to = end;
                    }
                }
            }
        }
        Ok(())
    }

    fn packet(&mut self, die: usize, at: usize, opcode: u8, w: &[u32]) -> Result<(), String> {
        match opcode {
            0x23 => {}
            0x46 => match w[0] {
                0x407 => {}
                0x1B => self.dies[die].sample_event = true,
                e => return Err(format!("word {at}: unexpected event {e:#x}")),
            },
            0x79 | 0x76 => {
                let base = if opcode == 0x79 { 0xC000 } else { 0x2C00 };
                for (i, v) in w[1..].iter().enumerate() {
                    self.write_register(die, at, base + w[0] + i as u32, *v)?;
                }
            }
            0x40 => self.copy_data(die, at, w)?,
            0x37 => {
                let (control, dst) = (w[0], u64::from(w[1]) | u64::from(w[2]) << 32);
                check_store(at, control)?;
                for (i, v) in w[3..].iter().enumerate() {
                    self.store(die, at, dst + 4 * i as u64, *v)?;
                }
            }
            0x58 => self.acquire_mem(die, at, w)?,
            op => return Err(format!("word {at}: the simulator does not run opcode {op:#x}")),
        }
        Ok(())
    }

    fn store(&mut self, die: usize, at: usize, address: u64, value: u32) -> Result<(), String> {
        for (i, b) in value.to_le_bytes().into_iter().enumerate() {
            let a = address + i as u64;
            if let Some(other) = self.stored_by.insert(a, die).filter(|o| *o != die) {
                return Err(format!("word {at}: dies {other} and {die} both store byte {a:#x}: a read not predicated"));
            }
            self.dies[die].l2.insert(a, b);
        }
        Ok(())
    }

    fn load(&self, die: usize, address: u64) -> u32 {
        u32::from_le_bytes(std::array::from_fn(|i| {
            let a = address + i as u64;
            self.dies[die].l2.get(&a).or_else(|| self.memory.get(&a)).copied().unwrap_or(0)
        }))
    }

    fn write_register(&mut self, die: usize, at: usize, address: u32, value: u32) -> Result<(), String> {
        let d = &mut self.dies[die];
        let is_select = BLOCKS.iter().any(|b| regs(*b).selects.contains(&address));
        match address {
            CP_PERFMON_CNTL => match value & 0xF {
                0 => {
                    d.counters.clear();
                    d.selected.clear();
                    (d.counting, d.sampled, d.sample_event) = (false, false, false);
                }
                1 if value & (1 << 10) != 0 => {
                    if !d.counting {
                        return Err(format!("word {at}: a sample while nothing counts"));
                    }
                    if d.sample_event {
                        d.sample = d.counters.clone();
                        d.sampled = true;
                    }
                    d.sample_event = false;
                }
                1 => (d.counting, d.sampled) = (true, false),
                2 => {
                    d.counting = false;
                    if value & (1 << 10) != 0 && d.sample_event {
                        d.sample = d.counters.clone();
                        d.sampled = true;
                    }
                    d.sample_event = false;
                }
                _ => {}
            },
            a if is_select => {
                if d.reg(GRBM_GFX_INDEX) & BROADCAST != BROADCAST {
                    return Err(format!("word {at}: select {a:#x} written to one instance only"));
                }
                d.selected.insert(a, value);
            }
            _ => {}
        }
        d.registers.insert(address, value);
        Ok(())
    }

    fn acquire_mem(&mut self, die: usize, at: usize, w: &[u32]) -> Result<(), String> {
        if w.len() != 6 {
            return Err(format!("word {at}: an ACQUIRE_MEM of {} payload words: GFX9's has 6", w.len()));
        }
        let (cntl, lines, base) =
            (w[0], u64::from(w[1]) | u64::from(w[2]) << 32, u64::from(w[3]) | u64::from(w[4]) << 32);
        if cntl & (1 << 23) == 0 || cntl & (1 << 18) == 0 {
            return Err(format!(
                "word {at}: an ACQUIRE_MEM without TC_ACTION_ENA and TC_WB_ACTION_ENA writes nothing back"
            ));
        }
        let (from, to) = (base * 256, (base + lines) * 256);
        let d = &mut self.dies[die];
        let back: Vec<u64> = d.l2.range(from..to).map(|(a, _)| *a).collect();
        for a in back {
            let b = d.l2.remove(&a).unwrap_or(0);
            self.memory.insert(a, b);
        }
        Ok(())
    }

    fn copy_data(&mut self, die: usize, at: usize, w: &[u32]) -> Result<(), String> {
        let (control, src, dst) =
            (w[0], u64::from(w[1]) | u64::from(w[2]) << 32, u64::from(w[3]) | u64::from(w[4]) << 32);
        let (src_sel, dst_sel) = (control & 0xF, (control >> 8) & 0xF);
        if control >> 16 & 1 != 0 {
            return Err(format!("word {at}: a 64-bit copy: LO and HI are read as two 32-bit copies"));
        }
        let counter = self.counter_at(src as u32);
        let value = match (src_sel, counter) {
            (2, _) => self.load(die, src),
            (4, Some(_)) if self.dies.len() > 1 => {
                return Err(format!("word {at}: src_sel 4 (PERFCOUNTERS) on several dies hangs GCEA"));
            }
            (0 | 4, Some(c)) => self.read_counter(die, at, c)?,
            (0, None) => self.dies[die].reg(src as u32),
            (s, _) => return Err(format!("word {at}: source {s} of {src:#x}")),
        };
        match dst_sel {
            0 => self.write_register(die, at, dst as u32, value)?,
            _ => {
                check_store(at, control)?;
                self.store(die, at, dst, value)?;
            }
        }
        Ok(())
    }

    fn counter_at(&self, address: u32) -> Option<(Block, u32, u32)> {
        BLOCKS.iter().find_map(|b| {
            let r = regs(*b);
            let lo = r.lo.iter().position(|a| *a == address).map(|i| (*b, i as u32, 0));
            lo.or_else(|| r.hi.iter().position(|a| *a == address).map(|i| (*b, i as u32, 1)))
        })
    }

    /// The unit of `block` GRBM_GFX_INDEX addresses on die `die`.
    fn addressed(&self, die: usize, at: usize, block: Block) -> Result<Unit, String> {
        let index = self.dies[die].reg(GRBM_GFX_INDEX);
        let (se, inst) = ((index >> 16) & 0xFF, index & 0xFF);
        let engine = || {
            if index & SE_BROADCAST != 0 {
                return Err(format!("word {at}: a {block:?} read with SE broadcasting"));
            }
            if se >= u32::from(self.engines) {
                return Err(format!("word {at}: {block:?} of engine {se} is outside the die"));
            }
            Ok(se as u8)
        };
        let instance = |n: u32| {
            if index & INSTANCE_BROADCAST != 0 {
                return Err(format!("word {at}: a {block:?} read with INSTANCE broadcasting"));
            }
            if inst >= n {
                return Err(format!("word {at}: {block:?} instance {inst} is outside the die"));
            }
            Ok(inst as u8)
        };
        match block {
            Block::Sq | Block::Spi => Ok(Unit::new(block, engine()?, 0)),
            Block::Ta | Block::Td | Block::Tcp => Ok(Unit::new(block, engine()?, instance(self.cus_per_engine)?)),
            Block::Tcc => Ok(Unit::new(block, 0, instance(u32::from(self.channels))?)),
            Block::Tca => Ok(Unit::new(block, 0, instance(32)?)),
            Block::Grbm | Block::Cpc | Block::Cpf => Ok(Unit::new(block, 0, 0)),
        }
    }

    fn read_counter(&mut self, die: usize, at: usize, (block, r, half): (Block, u32, u32)) -> Result<u32, String> {
        if !self.dies[die].sampled {
            return Err(format!("word {at}: counter read before a sample"));
        }
        let unit = self.addressed(die, at, block)?;
        let reg = if half == 0 { regs(block).lo[r as usize] } else { regs(block).hi[r as usize] };
        self.reads.push((die, unit, reg));
        let value = self.dies[die].sample.get(&(r, unit)).copied().unwrap_or(0);
        Ok((value >> (32 * half)) as u32)
    }

    /// Whether every die broadcasts, counts no more, has its perfmon clocks
    /// off, filters nothing, lets no dispatch count, and holds nothing in L2.
    pub fn left_clean(&self) -> bool {
        self.dies.iter().all(|d| {
            d.reg(GRBM_GFX_INDEX) == BROADCAST
                && !d.counting
                && d.reg(RLC_PERFMON_CLK_CNTL) == 0
                && d.reg(SQ_PERFCOUNTER_CTRL) == CTRL_EVERY_VMID
                && d.registers.get(&COMPUTE_PERFCOUNT_ENABLE) == Some(&0)
                && d.l2.is_empty()
        })
    }

    /// Whether every die counts, and holds nothing in L2 (after a sample).
    pub fn counting_clean(&self) -> bool {
        self.dies.iter().all(|d| d.counting && d.reg(GRBM_GFX_INDEX) == BROADCAST && d.l2.is_empty())
    }

    /// Every byte address the current program stored (since
    /// [`Gpu::next_program`]), in address order.
    pub fn stored(&self) -> impl Iterator<Item = u64> + '_ {
        self.stored_by.keys().copied()
    }

    /// Forgets which die stored what: the next program's stores (a sample's
    /// after a stop's) may land where an earlier one's did.
    pub fn next_program(&mut self) {
        self.stored_by.clear();
    }
}

/// A store's control: memory (dst_sel 5, or 2), confirmed.
fn check_store(at: usize, control: u32) -> Result<(), String> {
    match ((control >> 8) & 0xF, control & (1 << 20) != 0) {
        (2 | 5, true) => Ok(()),
        (2 | 5, false) => Err(format!("word {at}: a store without WR_CONFIRM")),
        (d, _) => Err(format!("word {at}: a store to destination {d}")),
    }
}
