//! The PM4 disassembler: words in, one line per packet out, naming opcodes,
//! registers and fields.
//!
//! ```text
//! 0017  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=1 SA_INDEX=0 INSTANCE_INDEX=8
//! 0020  COPY_DATA src=perfcounter SQ_PERFCOUNTER1_LO dst=memory 0x10000108 wr_confirm
//! ```
//!
//! Each line starts with the index of the packet's header word (4 decimal
//! digits at least). Unknown opcodes, headers of another packet type and
//! truncated packets are errors at their word index, never panics.

mod register;

use rig_counter_core::pm4::{Opcode, Packet, Packets, ParseErrorKind, field};
use rig_counter_core::regs::RegisterTable;

pub use register::register_value;

/// Why words do not disassemble: the index of the word at fault and what is wrong.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("word {index}: {what}")]
pub struct DisasmError {
    /// The index of the word at fault.
    pub index: usize,
    /// What is wrong with it.
    pub what: String,
}

/// One packet, disassembled.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    /// The index of its header word.
    pub index: usize,
    /// Its words, header included.
    pub words: usize,
    /// What it does, as `SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=1 ...`.
    pub text: String,
}

impl std::fmt::Display for Line {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{:04}  {}", self.index, self.text)
    }
}

/// The packets of `words`, registers named from `regs` (the GPU's GC table; a
/// register it lacks prints as its address).
///
/// Errors: [`DisasmError`] at the first header that is not type 3, names an
/// opcode rig-counter does not know, or counts more words than remain, or at a
/// packet whose payload is too short for its kind.
pub fn disassemble(regs: Option<&RegisterTable>, words: &[u32]) -> Result<Vec<Line>, DisasmError> {
    let mut lines = Vec::new();
    for packet in Packets::new(words) {
        let p = packet.map_err(|e| DisasmError {
            index: e.index,
            what: match e.kind {
                ParseErrorKind::NotType3 { packet_type } => format!("a type-{packet_type} header, not type 3"),
                ParseErrorKind::Truncated { needed, remaining } => {
                    format!("truncated packet: its header counts {needed} payload words, {remaining} remain")
                }
            },
        })?;
        let text = packet_text(regs, &p)?;
        lines.push(Line { index: p.index, words: p.payload.len() + 1, text });
    }
    Ok(lines)
}

/// The text of one packet.
fn packet_text(regs: Option<&RegisterTable>, p: &Packet<'_>) -> Result<String, DisasmError> {
    let Some(opcode) = p.known() else {
        return Err(DisasmError { index: p.index, what: format!("unknown opcode {:#04x}", p.opcode) });
    };
    let short = |needed: usize| DisasmError {
        index: p.index,
        what: format!("{} needs at least {needed} payload words, has {}", opcode.name(), p.payload.len()),
    };
    let w = p.payload;
    let name = opcode.name();
    Ok(match opcode {
        Opcode::SetUconfigReg | Opcode::SetShReg => {
            let base = if opcode == Opcode::SetUconfigReg { field::UCONFIG_REG_START } else { field::SH_REG_START };
            let [offset, values @ ..] = w else { return Err(short(2)) };
            if values.is_empty() {
                return Err(short(2));
            }
            let regs_text: Vec<String> = values
                .iter()
                .enumerate()
                .map(|(i, v)| register_value(regs, base.wrapping_add(*offset).wrapping_add(i as u32), *v))
                .collect();
            format!("{name} {}", regs_text.join("; "))
        }
        Opcode::EventWrite => {
            let [word, ..] = w else { return Err(short(1)) };
            let (event, index) = (field::EVENT_TYPE.get(*word), field::EVENT_INDEX.get(*word));
            let event = match event {
                field::CS_PARTIAL_FLUSH => "CS_PARTIAL_FLUSH".to_owned(),
                field::PERFCOUNTER_SAMPLE => "PERFCOUNTER_SAMPLE".to_owned(),
                _ => format!("event={event:#x}"),
            };
            let other = *word & !(field::EVENT_TYPE.mask() | field::EVENT_INDEX.mask());
            let other = if other == 0 { String::new() } else { format!(" other={other:#x}") };
            format!("{name} {event} index={index}{other}")
        }
        Opcode::CopyData => {
            let [control, src_lo, src_hi, dst_lo, dst_hi, ..] = w else { return Err(short(5)) };
            let src = u64::from(*src_lo) | u64::from(*src_hi) << 32;
            let dst = u64::from(*dst_lo) | u64::from(*dst_hi) << 32;
            let src_sel = field::SRC_SEL.get(*control);
            let dst_sel = field::DST_SEL.get(*control);
            let mut text =
                format!("{name} src={} dst={}", operand(regs, src_sel, src, true), operand(regs, dst_sel, dst, false));
            if field::COUNT_SEL.get(*control) == 1 {
                text.push_str(" 64-bit");
            }
            for (f, side) in [(field::SRC_CACHE_POLICY, "src"), (field::DST_CACHE_POLICY, "dst")] {
                match f.get(*control) {
                    0 => {}
                    field::CACHE_POLICY_STREAM => text.push_str(&format!(" {side}_cache=stream")),
                    p => text.push_str(&format!(" {side}_cache={p}")),
                }
            }
            if field::WR_CONFIRM.get(*control) == 1 {
                text.push_str(" wr_confirm");
            }
            text
        }
        Opcode::WriteData => {
            let [control, lo, hi, data @ ..] = w else { return Err(short(4)) };
            if data.is_empty() {
                return Err(short(4));
            }
            let dst = u64::from(*lo) | u64::from(*hi) << 32;
            let dst_sel = field::DST_SEL.get(*control);
            let data_text = if data.iter().all(|d| *d == 0) {
                format!("{} zero dwords", data.len())
            } else {
                let hex: Vec<String> = data.iter().map(|d| format!("{d:#010x}")).collect();
                format!("{} dwords {}", data.len(), hex.join(" "))
            };
            let mut text = format!("{name} dst={} {data_text}", operand(regs, dst_sel, dst, false));
            if field::WR_ONE_ADDR.get(*control) == 1 {
                text.push_str(" one_addr");
            }
            if field::WR_CONFIRM.get(*control) == 1 {
                text.push_str(" wr_confirm");
            }
            text
        }
        Opcode::WaitRegMem => {
            let [control, lo, hi, reference, mask, interval, ..] = w else { return Err(short(6)) };
            let function = match field::WAIT_FUNCTION.get(*control) {
                0 => "always",
                1 => "<",
                2 => "<=",
                field::WAIT_EQUAL => "==",
                4 => "!=",
                5 => ">=",
                6 => ">",
                _ => "reserved",
            };
            let address = u64::from(*lo) | u64::from(*hi) << 32;
            let what = match field::WAIT_MEM_SPACE.get(*control) {
                0 => format!("register {}", operand_register(regs, address)),
                _ => format!("memory {address:#010x}"),
            };
            let op = field::WAIT_OPERATION.get(*control);
            let op = if op == 0 { String::new() } else { format!(" operation={op}") };
            format!("{name} {what} & {mask:#x} {function} {reference:#x} poll={interval}{op}")
        }
        Opcode::PredExec => {
            let [word, ..] = w else { return Err(short(1)) };
            let (count, dies) = (field::EXEC_COUNT.get(*word), field::VIRTUAL_XCC_ID_SELECT.get(*word));
            let named: Vec<String> = (0..8).filter(|x| dies & (1 << x) != 0).map(|x| x.to_string()).collect();
            let which = match named.len() {
                0 => "no XCC".to_owned(),
                1 => format!("XCC {}", named[0]),
                _ => format!("XCCs {}", named.join(",")),
            };
            let other = *word & !(field::EXEC_COUNT.mask() | field::VIRTUAL_XCC_ID_SELECT.mask());
            let other = if other == 0 { String::new() } else { format!(" other={other:#x}") };
            format!("{name} {which} (select {dies:#04x}) next {count} dwords{other}")
        }
        // GFX9's form: 6 payload words, CP_COHER_CNTL first and no GCR_CNTL.
        Opcode::AcquireMem if w.len() == 6 => {
            let [cntl, size, size_hi, base, base_hi, interval] = w else { return Err(short(6)) };
            let lines = u64::from(*size) | u64::from(*size_hi) << 32;
            let first = u64::from(*base) | u64::from(*base_hi) << 32;
            let known = [
                (field::COHER_TC_ACTION_ENA, "TC_ACTION_ENA"),
                (field::COHER_TCL1_ACTION_ENA, "TCL1_ACTION_ENA"),
                (field::COHER_TC_WB_ACTION_ENA, "TC_WB_ACTION_ENA"),
                (field::COHER_SH_ICACHE_ACTION_ENA, "SH_ICACHE_ACTION_ENA"),
                (field::COHER_SH_KCACHE_ACTION_ENA, "SH_KCACHE_ACTION_ENA"),
            ];
            let mut actions: Vec<String> =
                known.iter().filter(|(f, _)| f.get(*cntl) == 1).map(|(_, n)| (*n).to_owned()).collect();
            let other = known.iter().fold(*cntl, |c, (f, _)| c & !f.mask());
            if other != 0 {
                actions.push(format!("other={other:#x}"));
            }
            format!(
                "{name} CP_COHER_CNTL={cntl:#x} {} over memory {:#010x} +{:#x} ({lines} {} of 256 bytes) poll={interval}",
                actions.join("|"),
                first.wrapping_mul(256),
                lines.wrapping_mul(256),
                if lines == 1 { "line" } else { "lines" }
            )
        }
        Opcode::AcquireMem => {
            let [cntl, size, size_hi, base, base_hi, interval, gcr, ..] = w else { return Err(short(7)) };
            let lines = u64::from(*size) | u64::from(*size_hi) << 32;
            let first = u64::from(*base) | u64::from(*base_hi) << 32;
            let mut actions = Vec::new();
            for (f, n) in [(field::GCR_GL2_WB, "GL2_WB"), (field::GCR_GL2_INV, "GL2_INV")] {
                if f.get(*gcr) == 1 {
                    actions.push(n.to_owned());
                }
            }
            match field::GCR_SEQ.get(*gcr) {
                0 => {}
                field::GCR_SEQ_FORWARD => actions.push("SEQ_FORWARD".to_owned()),
                s => actions.push(format!("SEQ={s}")),
            }
            let other = *gcr & !(field::GCR_GL2_WB.mask() | field::GCR_GL2_INV.mask() | field::GCR_SEQ.mask());
            if other != 0 {
                actions.push(format!("other={other:#x}"));
            }
            let from = first.wrapping_mul(256);
            let bytes = lines.wrapping_mul(256);
            let cntl = if *cntl == 0 { String::new() } else { format!(" coher_cntl={cntl:#x}") };
            format!(
                "{name} GCR_CNTL={gcr:#x} {} over memory {from:#010x} +{bytes:#x} ({lines} {} of 256 bytes) poll={interval}{cntl}",
                actions.join("|"),
                if lines == 1 { "line" } else { "lines" }
            )
        }
    })
}

/// A COPY_DATA or WRITE_DATA operand: `register GRBM_GFX_INDEX`,
/// `perfcounter SQ_PERFCOUNTER1_LO`, `memory 0x10000108`, `immediate 0x5`.
fn operand(regs: Option<&RegisterTable>, sel: u32, value: u64, source: bool) -> String {
    let reg_name = || operand_register(regs, value);
    match (sel, source) {
        (field::SEL_REGISTER, _) => format!("register {}", reg_name()),
        (field::SEL_PERF, true) => format!("perfcounter {}", reg_name()),
        (field::SEL_IMMEDIATE, true) => format!("immediate {value:#x}"),
        (field::SEL_TC_L2, _) => format!("memory {value:#010x}"),
        (field::SEL_MEMORY, false) => format!("memory {value:#010x} dst_sel=5"),
        _ => format!("sel{sel} {value:#x}"),
    }
}

/// A register operand: its name, or its dword address if `regs` lacks it.
fn operand_register(regs: Option<&RegisterTable>, value: u64) -> String {
    let r = u32::try_from(value).ok().and_then(|a| regs?.at(a));
    r.map_or_else(|| format!("{value:#06x}"), |r| r.name.to_owned())
}
