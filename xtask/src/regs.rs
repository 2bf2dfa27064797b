//! The core's register tables (`rig-counter-core/src/regs/generated.rs`).
//!
//! One table per GC IP of the register list (a CSV: `gc_9_4_3`, `gc_11_0_0`,
//! `gc_12_0_0`), newest first: every register of the list with its absolute dword
//! address and its fields, registers sorted by name in byte order for binary
//! search, fields lowest bit first. A register whose fields the list leaves empty
//! takes those of Mesa's register at the same address, if Mesa has one.
//!
//! Every register is checked against Mesa's register database for its chip
//! (gfx940 for GC 9.4.3, gfx11, gfx12), matched by dword address because Mesa
//! sometimes names a register differently (GFX12's `CP_PERFMON_CNTL_1` is Mesa's
//! `CP_CP_PERFMON_CNTL`): each field the list gives must have the bits of Mesa's
//! field of the same name, if Mesa has one, and a register Mesa names must be at
//! Mesa's address, save the moves of [`MOVED`]. The generated header says how much
//! of each table was checked.

use serde::Deserialize;
use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write;

/// Where `cargo run -p xtask -- regs` writes by default.
pub const DEFAULT_OUT: &str = "rig-counter-core/src/regs/generated.rs";

/// The GC IPs the tables serve: the list's name for it, its version, and Mesa's
/// name for its chip.
pub const CHIPS: &[(&str, (u8, u8, u8), &str)] =
    &[("gc_9_4_3", (9, 4, 3), "gfx940"), ("gc_11_0_0", (11, 0, 0), "gfx11"), ("gc_12_0_0", (12, 0, 0), "gfx12")];

/// A register that the list and Mesa put at different addresses, accepted after
/// reading the Linux register header the list comes from.
#[derive(Clone, Copy, Debug)]
pub struct Moved {
    /// Mesa's chip, as `gfx940`.
    pub chip: &'static str,
    /// The register's name in both.
    pub name: &'static str,
    /// Its dword address in the list.
    pub list: u32,
    /// Its dword address in Mesa's database.
    pub mesa: u32,
    /// Why the list's address stands.
    pub why: &'static str,
}

/// The accepted moves. Any other register that Mesa names at another address
/// than the list is an error.
pub const MOVED: &[Moved] = &[Moved {
    chip: "gfx940",
    name: "SPI_CONFIG_CNTL",
    list: 0xC440,
    mesa: 0x2440,
    why: "Linux's gc_9_4_3_offset.h has regSPI_CONFIG_CNTL at offset 0x2440 of segment 1 (dword 0xc440, \
          as on GFX11 and GFX12) and nothing at offset 0x0440 of segment 0 (dword 0x2440, byte 0x9100), \
          where Mesa's gfx940 database has it",
}];

/// Registers the list lacks that a table takes from Mesa's database of its
/// chip, address and fields alike, by GC IP: the TA counter registers of GFX11
/// and GFX12, GFX12's TCP ones, and GFX11's GL1A, GL1C, GCEA_PERFCOUNTER2, CPC,
/// CPF, SPI, TCP and TD ones (Mesa's `gfx11.json` and `gfx12.json`, which agree with Linux's
/// `gc_11_0_0_offset.h` and `gc_12_0_0_offset.h`: regTA_PERFCOUNTER0_SELECT at
/// offset 0x3ac0, regTA_PERFCOUNTER0_LO at 0x32c0, regTCP_PERFCOUNTER0_SELECT
/// at 0x3b40, regTCP_PERFCOUNTER0_LO at 0x3340, regGL1A_PERFCOUNTER0_SELECT at
/// 0x3dc0, regGL1A_PERFCOUNTER0_LO at 0x35c0, regGL1C_PERFCOUNTER0_SELECT at
/// 0x3ba0, regGL1C_PERFCOUNTER0_LO at 0x33a0, regGCEA_PERFCOUNTER2_SELECT at
/// 0x3a00, regGCEA_PERFCOUNTER2_LO at 0x3260, regCPC_PERFCOUNTER0_SELECT at
/// 0x3809, regCPF_PERFCOUNTER0_SELECT at 0x3807, regSPI_PERFCOUNTER0_SELECT at
/// 0x3980, regSPI_PERFCOUNTER0_HI at 0x3180, regTD_PERFCOUNTER0_SELECT at
/// 0x3b00, regTD_PERFCOUNTER0_LO at 0x3300, segment 1; GC 11.5's
/// `gc_11_5_0_offset.h` @7d461b29 has every one of them at the same offset).
/// A name Mesa lacks is an error.
pub const FROM_MESA: &[(&str, &[&str])] = &[("gc_11_0_0", GC11_REGISTERS), ("gc_12_0_0", GC12_REGISTERS)];

const GC11_REGISTERS: &[&str] = &[
    "TA_PERFCOUNTER0_SELECT",
    "TA_PERFCOUNTER1_SELECT",
    "TA_PERFCOUNTER0_LO",
    "TA_PERFCOUNTER0_HI",
    "TA_PERFCOUNTER1_LO",
    "TA_PERFCOUNTER1_HI",
    "GL1A_PERFCOUNTER0_SELECT",
    "GL1A_PERFCOUNTER1_SELECT",
    "GL1A_PERFCOUNTER2_SELECT",
    "GL1A_PERFCOUNTER3_SELECT",
    "GL1A_PERFCOUNTER0_LO",
    "GL1A_PERFCOUNTER0_HI",
    "GL1A_PERFCOUNTER1_LO",
    "GL1A_PERFCOUNTER1_HI",
    "GL1A_PERFCOUNTER2_LO",
    "GL1A_PERFCOUNTER2_HI",
    "GL1A_PERFCOUNTER3_LO",
    "GL1A_PERFCOUNTER3_HI",
    "GL1C_PERFCOUNTER0_SELECT",
    "GL1C_PERFCOUNTER1_SELECT",
    "GL1C_PERFCOUNTER2_SELECT",
    "GL1C_PERFCOUNTER3_SELECT",
    "GL1C_PERFCOUNTER0_LO",
    "GL1C_PERFCOUNTER0_HI",
    "GL1C_PERFCOUNTER1_LO",
    "GL1C_PERFCOUNTER1_HI",
    "GL1C_PERFCOUNTER2_LO",
    "GL1C_PERFCOUNTER2_HI",
    "GL1C_PERFCOUNTER3_LO",
    "GL1C_PERFCOUNTER3_HI",
    "GCEA_PERFCOUNTER2_SELECT",
    "GCEA_PERFCOUNTER2_LO",
    "GCEA_PERFCOUNTER2_HI",
    "CPC_PERFCOUNTER0_SELECT",
    "CPC_PERFCOUNTER1_SELECT",
    "CPC_PERFCOUNTER0_LO",
    "CPC_PERFCOUNTER0_HI",
    "CPC_PERFCOUNTER1_LO",
    "CPC_PERFCOUNTER1_HI",
    "CPF_PERFCOUNTER0_SELECT",
    "CPF_PERFCOUNTER1_SELECT",
    "CPF_PERFCOUNTER0_LO",
    "CPF_PERFCOUNTER0_HI",
    "CPF_PERFCOUNTER1_LO",
    "CPF_PERFCOUNTER1_HI",
    "SPI_PERFCOUNTER0_SELECT",
    "SPI_PERFCOUNTER1_SELECT",
    "SPI_PERFCOUNTER2_SELECT",
    "SPI_PERFCOUNTER3_SELECT",
    "SPI_PERFCOUNTER4_SELECT",
    "SPI_PERFCOUNTER5_SELECT",
    "SPI_PERFCOUNTER0_LO",
    "SPI_PERFCOUNTER0_HI",
    "SPI_PERFCOUNTER1_LO",
    "SPI_PERFCOUNTER1_HI",
    "SPI_PERFCOUNTER2_LO",
    "SPI_PERFCOUNTER2_HI",
    "SPI_PERFCOUNTER3_LO",
    "SPI_PERFCOUNTER3_HI",
    "SPI_PERFCOUNTER4_LO",
    "SPI_PERFCOUNTER4_HI",
    "SPI_PERFCOUNTER5_LO",
    "SPI_PERFCOUNTER5_HI",
    "TCP_PERFCOUNTER0_SELECT",
    "TCP_PERFCOUNTER1_SELECT",
    "TCP_PERFCOUNTER2_SELECT",
    "TCP_PERFCOUNTER3_SELECT",
    "TCP_PERFCOUNTER0_LO",
    "TCP_PERFCOUNTER0_HI",
    "TCP_PERFCOUNTER1_LO",
    "TCP_PERFCOUNTER1_HI",
    "TCP_PERFCOUNTER2_LO",
    "TCP_PERFCOUNTER2_HI",
    "TCP_PERFCOUNTER3_LO",
    "TCP_PERFCOUNTER3_HI",
    "TD_PERFCOUNTER0_SELECT",
    "TD_PERFCOUNTER1_SELECT",
    "TD_PERFCOUNTER0_LO",
    "TD_PERFCOUNTER0_HI",
    "TD_PERFCOUNTER1_LO",
    "TD_PERFCOUNTER1_HI",
];

const GC12_REGISTERS: &[&str] = &[
    "TA_PERFCOUNTER0_SELECT",
    "TA_PERFCOUNTER1_SELECT",
    "TA_PERFCOUNTER0_LO",
    "TA_PERFCOUNTER0_HI",
    "TA_PERFCOUNTER1_LO",
    "TA_PERFCOUNTER1_HI",
    "TCP_PERFCOUNTER0_SELECT",
    "TCP_PERFCOUNTER1_SELECT",
    "TCP_PERFCOUNTER2_SELECT",
    "TCP_PERFCOUNTER3_SELECT",
    "TCP_PERFCOUNTER0_LO",
    "TCP_PERFCOUNTER0_HI",
    "TCP_PERFCOUNTER1_LO",
    "TCP_PERFCOUNTER1_HI",
    "TCP_PERFCOUNTER2_LO",
    "TCP_PERFCOUNTER2_HI",
    "TCP_PERFCOUNTER3_LO",
    "TCP_PERFCOUNTER3_HI",
];

/// Adds to `table` the registers `from_mesa` names for its IP (as
/// [`FROM_MESA`]), from `mesa`; returns their names.
fn take_from_mesa(
    table: &mut Table,
    mesa: Option<&MesaChip>,
    from_mesa: &[(&str, &[&str])],
) -> Result<Vec<String>, String> {
    let mut taken = Vec::new();
    let Some((_, names)) = from_mesa.iter().find(|(ip, _)| *ip == table.ip) else { return Ok(taken) };
    let Some(mesa) = mesa else { return Ok(taken) };
    for name in *names {
        let address = mesa
            .by_name
            .get(*name)
            .and_then(|a| a.first().copied())
            .ok_or_else(|| format!("Mesa's {} has no register {name} for {}", table.chip, table.ip))?;
        if let Some(r) = table.registers.iter().find(|r| r.name == *name || r.address == address) {
            return Err(format!("{}: {name} is in the list already (as {} at {:#x})", table.ip, r.name, r.address));
        }
        let fields = mesa.at(address, name).map(|r| r.fields.clone()).unwrap_or_default();
        table.registers.push(Register { name: name.to_string(), address, fields });
        taken.push(name.to_string());
    }
    Ok(taken)
}

/// A bit field.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Field {
    name: String,
    shift: u8,
    width: u8,
}

impl Field {
    /// The field of bits `lo` to `hi`, if they lie in a 32-bit word.
    fn of_bits(name: &str, lo: u32, hi: u32) -> Option<Field> {
        (lo <= hi && hi < 32).then(|| Field { name: name.to_string(), shift: lo as u8, width: (hi - lo + 1) as u8 })
    }

    fn hi(&self) -> u32 {
        u32::from(self.shift) + u32::from(self.width) - 1
    }

    /// As the list writes it: `NAME[hi:lo]`.
    fn bits(&self) -> String {
        format!("[{}:{}]", self.hi(), self.shift)
    }
}

/// A register of a table.
struct Register {
    name: String,
    address: u32,
    fields: Vec<Field>,
}

/// A table in the making: one GC IP of the list.
struct Table {
    /// The list's name for the IP, as `gc_12_0_0`.
    ip: &'static str,
    version: (u8, u8, u8),
    chip: &'static str,
    /// What the list says after the IP's name, as `(gfx12)`.
    label: String,
    registers: Vec<Register>,
    /// The sources its rows cite.
    sources: BTreeSet<String>,
}

/// What the check against Mesa found for one table.
#[derive(Default)]
struct Report {
    /// Mesa's files for the chip; empty if none was given.
    files: BTreeSet<String>,
    registers: usize,
    fields: usize,
    /// Registers whose fields come from Mesa.
    taken: Vec<String>,
    /// Registers the list lacks, taken whole from Mesa ([`FROM_MESA`]).
    added: Vec<String>,
    /// (list's name, Mesa's name) of registers Mesa names differently.
    renamed: Vec<(String, String)>,
    moved: Vec<Moved>,
}

/// A register of Mesa's database.
struct MesaRegister {
    name: String,
    address: u32,
    fields: Vec<Field>,
    file: String,
}

/// Mesa's registers of one chip.
#[derive(Default)]
struct MesaChip {
    files: BTreeSet<String>,
    by_address: BTreeMap<u32, Vec<MesaRegister>>,
    by_name: BTreeMap<String, Vec<u32>>,
}

impl MesaChip {
    /// The register at `address`, the one named `name` if there are several.
    fn at(&self, address: u32, name: &str) -> Option<&MesaRegister> {
        let regs = self.by_address.get(&address)?;
        regs.iter().find(|r| r.name == name).or(regs.first())
    }
}

#[derive(Deserialize)]
struct MesaFile {
    register_mappings: Vec<MesaMapping>,
    register_types: BTreeMap<String, MesaType>,
}

#[derive(Deserialize)]
struct MesaMapping {
    name: String,
    chips: Vec<String>,
    map: MesaMap,
    type_ref: Option<String>,
}

#[derive(Deserialize)]
struct MesaMap {
    at: u64,
    to: String,
}

#[derive(Deserialize)]
struct MesaType {
    fields: Vec<MesaField>,
}

#[derive(Deserialize)]
struct MesaField {
    name: String,
    bits: [u32; 2],
}

fn base_name(path: &str) -> &str {
    path.rsplit('/').next().unwrap_or(path)
}

/// Mesa's registers per chip, from the files `mesa` (file name, JSON text).
fn parse_mesa(mesa: &[(&str, &str)]) -> Result<BTreeMap<String, MesaChip>, String> {
    let mut chips: BTreeMap<String, MesaChip> = BTreeMap::new();
    for (path, text) in mesa {
        let file = base_name(path);
        let db: MesaFile = serde_json::from_str(text).map_err(|e| format!("{file}: {e}"))?;
        for m in &db.register_mappings {
            if m.map.to != "mm" {
                continue;
            }
            let address = u32::try_from(m.map.at / 4)
                .ok()
                .filter(|_| m.map.at % 4 == 0)
                .ok_or_else(|| format!("{file}: {}: byte address {:#x} is no dword address", m.name, m.map.at))?;
            let mut fields = Vec::new();
            if let Some(type_ref) = &m.type_ref {
                let ty = db
                    .register_types
                    .get(type_ref)
                    .ok_or_else(|| format!("{file}: {}: no register type {type_ref}", m.name))?;
                for f in &ty.fields {
                    let [lo, hi] = f.bits;
                    let field = Field::of_bits(&f.name, lo, hi)
                        .ok_or_else(|| format!("{file}: {}: field {} has bits [{lo}, {hi}]", m.name, f.name))?;
                    fields.push(field);
                }
                fields.sort_by_key(|f| f.shift);
            }
            for chip in &m.chips {
                let c = chips.entry(chip.clone()).or_default();
                c.files.insert(file.to_string());
                c.by_name.entry(m.name.clone()).or_default().push(address);
                let reg =
                    MesaRegister { name: m.name.clone(), address, fields: fields.clone(), file: file.to_string() };
                c.by_address.entry(address).or_default().push(reg);
            }
        }
    }
    Ok(chips)
}

/// The fields of the list's `fields` column, as `INSTANCE_INDEX[6:0] SA_INDEX[9:8]`.
fn parse_fields(text: &str, at: &str) -> Result<Vec<Field>, String> {
    let mut fields: Vec<Field> = Vec::new();
    for spec in text.split_whitespace() {
        let bad = || format!("{at}: field `{spec}` is not NAME[hi:lo]");
        let (name, bits) = spec.strip_suffix(']').and_then(|s| s.split_once('[')).ok_or_else(bad)?;
        let (hi, lo) = bits.split_once(':').ok_or_else(bad)?;
        let (hi, lo): (u32, u32) = (hi.parse().map_err(|_| bad())?, lo.parse().map_err(|_| bad())?);
        let valid = !name.is_empty() && name.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_');
        let field = Field::of_bits(name, lo, hi).filter(|_| valid).ok_or_else(bad)?;
        if let Some(other) =
            fields.iter().find(|f| f.name == name || (f.shift <= field.hi() as u8 && field.shift <= f.hi() as u8))
        {
            return Err(format!("{at}: field {name}{} overlaps {}{}", field.bits(), other.name, other.bits()));
        }
        fields.push(field);
    }
    fields.sort_by_key(|f| f.shift);
    Ok(fields)
}

/// The tables of the list `csv`, named `file` in errors, in the list's order.
fn parse_csv(csv: &str, file: &str) -> Result<Vec<Table>, String> {
    let mut lines = csv.lines().enumerate().filter(|(_, l)| !l.trim().is_empty());
    let (_, header) = lines.next().ok_or_else(|| format!("{file}: empty"))?;
    let header: Vec<&str> = header.split(',').map(str::trim).collect();
    let column =
        |name: &str| header.iter().position(|h| h.starts_with(name)).ok_or_else(|| format!("{file}: no column {name}"));
    let (ip, register, abs_dword) = (column("ip")?, column("register")?, column("abs_dword")?);
    let (byte_addr, fields, source) = (column("byte_addr")?, column("fields")?, column("source")?);
    let mut tables: Vec<Table> = Vec::new();
    for (i, line) in lines {
        let at = format!("{file}:{}", i + 1);
        let cells: Vec<&str> = line.split(',').map(str::trim).collect();
        if cells.len() != header.len() || line.contains('"') {
            return Err(format!("{at}: {} cells where the header has {}", cells.len(), header.len()));
        }
        let (ip_name, label) = cells[ip].split_once(' ').unwrap_or((cells[ip], ""));
        let &(ip_name, version, chip) =
            CHIPS.iter().find(|c| c.0 == ip_name).ok_or_else(|| format!("{at}: unknown GC IP `{ip_name}`"))?;
        let name = cells[register];
        if name.is_empty() || !name.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_') {
            return Err(format!("{at}: register name `{name}`"));
        }
        let hex = |s: &str| s.strip_prefix("0x").and_then(|h| u32::from_str_radix(h, 16).ok());
        let address = hex(cells[abs_dword]).ok_or_else(|| format!("{at}: {name}: abs_dword `{}`", cells[abs_dword]))?;
        if hex(cells[byte_addr]) != address.checked_mul(4) {
            return Err(format!("{at}: {name}: byte address {} is not 4 × {address:#x}", cells[byte_addr]));
        }
        let fields = parse_fields(cells[fields], &format!("{at}: {name}"))?;
        let t = match tables.iter().position(|t| t.ip == ip_name) {
            Some(t) => t,
            None => {
                let label = label.trim().to_string();
                tables.push(Table {
                    ip: ip_name,
                    version,
                    chip,
                    label,
                    registers: Vec::new(),
                    sources: BTreeSet::new(),
                });
                tables.len() - 1
            }
        };
        let table = &mut tables[t];
        if let Some(r) = table.registers.iter().find(|r| r.name == name || r.address == address) {
            return Err(format!("{at}: {name} at {address:#x}: {ip_name} already has {} at {:#x}", r.name, r.address));
        }
        if !cells[source].is_empty() {
            table.sources.insert(cells[source].to_string());
        }
        table.registers.push(Register { name: name.to_string(), address, fields });
    }
    Ok(tables)
}

/// Checks `table` against Mesa's registers of its chip and gives the fields the
/// list leaves empty Mesa's.
fn check(table: &mut Table, mesa: Option<&MesaChip>, list: &str) -> Result<Report, String> {
    let mut report = Report::default();
    let Some(mesa) = mesa else { return Ok(report) };
    report.files = mesa.files.clone();
    for reg in &mut table.registers {
        let mut found = mesa.at(reg.address, &reg.name);
        if let Some(addresses) = mesa.by_name.get(&reg.name).filter(|a| !a.contains(&reg.address)) {
            let moved = MOVED.iter().find(|m| {
                m.chip == table.chip && m.name == reg.name && m.list == reg.address && addresses.contains(&m.mesa)
            });
            let Some(moved) = moved else {
                let file = mesa.at(addresses[0], &reg.name).map_or("Mesa", |r| r.file.as_str());
                let theirs: Vec<String> = addresses.iter().map(|a| format!("{a:#x}")).collect();
                return Err(format!(
                    "{file}: register {} of {} is at dword {:#x} in {list} but at {} in Mesa's {}",
                    reg.name,
                    table.ip,
                    reg.address,
                    theirs.join(", "),
                    table.chip
                ));
            };
            report.moved.push(*moved);
            found = mesa.at(moved.mesa, &reg.name);
        }
        let Some(theirs) = found else { continue };
        report.registers += 1;
        if theirs.name != reg.name {
            report.renamed.push((reg.name.clone(), theirs.name.clone()));
        }
        for field in &reg.fields {
            let Some(their) = theirs.fields.iter().find(|f| f.name == field.name) else { continue };
            if their != field {
                return Err(format!(
                    "{}: register {} of {}, field {}: bits {} in {list} but {} in Mesa's {} at {:#x}",
                    theirs.file,
                    reg.name,
                    table.ip,
                    field.name,
                    field.bits(),
                    their.bits(),
                    theirs.name,
                    theirs.address
                ));
            }
            report.fields += 1;
        }
        if reg.fields.is_empty() && !theirs.fields.is_empty() {
            reg.fields = theirs.fields.clone();
            report.taken.push(reg.name.clone());
        }
    }
    Ok(report)
}

/// `n` and `noun`, plural unless `n` is 1.
fn count(n: usize, noun: &str) -> String {
    if n == 1 { format!("1 {noun}") } else { format!("{n} {noun}s") }
}

fn quoted(names: impl IntoIterator<Item = impl AsRef<str>>) -> String {
    names.into_iter().map(|n| format!("`{}`", n.as_ref())).collect::<Vec<_>>().join(", ")
}

/// The Rust source of the register tables for the register list `csv`, read from
/// the file named `csv_name`, checked against Mesa's register databases `mesa`
/// (file name, JSON text), with the registers `from_mesa` names taken from
/// Mesa (the committed tables use [`FROM_MESA`]). File names appear in the
/// header and in errors.
pub fn generate(
    csv: &str,
    csv_name: &str,
    mesa: &[(&str, &str)],
    from_mesa: &[(&str, &[&str])],
) -> Result<String, String> {
    generate_lists(&[(csv_name, csv)], mesa, from_mesa)
}

/// [`generate`] of several register lists, `(file name, CSV text)`: the rows
/// of every list after the first join the tables of their GC IP (a register
/// in two lists, by name or address, is an error). The committed tables are
/// made of `data/perf-registers-gc943-gc11-gc12.csv` and
/// `data/perf-registers-gc943-linux.csv`.
pub fn generate_lists(
    lists: &[(&str, &str)],
    mesa: &[(&str, &str)],
    from_mesa: &[(&str, &[&str])],
) -> Result<String, String> {
    let names: Vec<&str> = lists.iter().map(|(name, _)| base_name(name)).collect();
    let list = names.join("`, `");
    let command: String =
        names.iter().enumerate().map(|(i, n)| if i == 0 { n.to_string() } else { format!(" --add {n}") }).collect();
    let chips = parse_mesa(mesa)?;
    let mut tables: Vec<Table> = Vec::new();
    for ((_, csv), name) in lists.iter().zip(&names) {
        for more in parse_csv(csv, name)? {
            let Some(table) = tables.iter_mut().find(|t| t.ip == more.ip) else {
                tables.push(more);
                continue;
            };
            for reg in more.registers {
                if let Some(r) = table.registers.iter().find(|r| r.name == reg.name || r.address == reg.address) {
                    return Err(format!(
                        "{name}: {} at {:#x}: {} already has {} at {:#x}",
                        reg.name, reg.address, table.ip, r.name, r.address
                    ));
                }
                table.registers.push(reg);
            }
            table.sources.extend(more.sources);
        }
    }
    tables.sort_by_key(|t| std::cmp::Reverse(t.version));
    let mut reports = Vec::new();
    for table in &mut tables {
        let added = take_from_mesa(table, chips.get(table.chip), from_mesa)?;
        let mut report = check(table, chips.get(table.chip), &list)?;
        report.added = added;
        reports.push(report);
        table.registers.sort_by(|a, b| a.name.cmp(&b.name));
    }

    let mesa_names: Vec<&str> = mesa.iter().map(|m| base_name(m.0)).collect();
    let mut out = String::new();
    let w = &mut out;
    let args: String = mesa_names.iter().map(|m| format!(" --mesa {m}")).collect();
    let _ = writeln!(w, "// @generated by `cargo run -p xtask -- regs {command}{args}` (xtask/src/regs.rs)");
    let with = if mesa_names.is_empty() {
        String::new()
    } else {
        format!(", checked against Mesa's register databases {}", quoted(&mesa_names))
    };
    let _ = writeln!(w, "// from the register list `{list}`{with}. Do not edit: rerun the generator.");
    let _ = writeln!(w, "//");
    let _ =
        writeln!(w, "// The check matches registers by dword address; each field the list gives must have the bits of");
    let _ = writeln!(w, "// Mesa's field of the same name, and a register Mesa names must be at Mesa's address.");
    for (table, report) in tables.iter().zip(&reports) {
        let (major, minor, revision) = table.version;
        let n = table.registers.len();
        let _ = write!(w, "// - GC {major}.{minor}.{revision} ({}): {}; ", table.chip, count(n, "register"));
        if report.files.is_empty() {
            let _ = writeln!(w, "not checked, no Mesa database for {} given.", table.chip);
            continue;
        }
        let _ = writeln!(
            w,
            "{} of them and {} checked against {}.",
            report.registers,
            count(report.fields, "field"),
            quoted(&report.files)
        );
        if !report.taken.is_empty() {
            let _ = write!(w, "//   Fields from Mesa, the list giving none:");
            for (i, chunk) in report.taken.chunks(4).enumerate() {
                let end = if (i + 1) * 4 < report.taken.len() { "," } else { "." };
                let _ = writeln!(w, "{}{}{end}", if i == 0 { " " } else { "//     " }, chunk.join(", "));
            }
        }
        if !report.added.is_empty() {
            let _ = write!(w, "//   Registers from Mesa, the list lacking them:");
            for (i, chunk) in report.added.chunks(4).enumerate() {
                let end = if (i + 1) * 4 < report.added.len() { "," } else { "." };
                let _ = writeln!(w, "{}{}{end}", if i == 0 { " " } else { "//     " }, chunk.join(", "));
            }
        }
        for (ours, theirs) in &report.renamed {
            let _ = writeln!(w, "//   {ours} is Mesa's {theirs}.");
        }
        for m in &report.moved {
            let _ = writeln!(w, "//   {} is at {:#x}, not at Mesa's {:#x}: {}.", m.name, m.list, m.mesa, m.why);
        }
    }
    let _ = writeln!(w, "//! Registers per GC version, generated from `{list}`: a module of `const`");
    let _ = writeln!(w, "//! registers and typed fields per GC version, and (feature `names`) the tables by name.");
    let _ = writeln!(w);
    for table in &tables {
        consts_module(w, table);
    }
    let _ = writeln!(w, "#[allow(unused_imports)] // unused when no family feature is on");
    let _ = writeln!(w, "#[cfg(feature = \"names\")]");
    let _ = writeln!(w, "use super::{{FieldDef, RegisterDef, RegisterTable}};");
    let _ = writeln!(w, "#[allow(unused_imports)] // unused when no family feature is on");
    let _ = writeln!(w, "#[cfg(feature = \"names\")]");
    let _ = writeln!(w, "use crate::gpu::GcVersion;");
    let _ = writeln!(w);
    let _ = writeln!(w, "/// Every table, newest GC version first.");
    let _ = writeln!(w, "#[cfg(feature = \"names\")]");
    let _ = writeln!(w, "pub static TABLES: &[RegisterTable] = &[");
    for table in &tables {
        let (major, minor, revision) = table.version;
        let _ = writeln!(w, "    #[cfg(feature = \"{}\")]", family_feature(major));
        let _ = writeln!(
            w,
            "    RegisterTable {{ gc: GcVersion {{ major: {major}, minor: {minor}, revision: {revision} }}, registers: {} }},",
            table.ip.to_uppercase()
        );
    }
    let _ = writeln!(w, "];");
    for (table, report) in tables.iter().zip(&reports) {
        let (major, minor, revision) = table.version;
        let label = if table.label.is_empty() { String::new() } else { format!(" {}", table.label) };
        let _ = writeln!(w);
        let regs = count(table.registers.len(), "register");
        let _ = write!(w, "/// The {regs} of GC {major}.{minor}.{revision}{label}, sorted by name");
        if !table.sources.is_empty() {
            let _ = write!(w, "; the list's rows cite {}", quoted(&table.sources));
        }
        if !report.taken.is_empty() {
            let _ =
                write!(w, "; the fields of {} from {}", count(report.taken.len(), "register"), quoted(&report.files));
        }
        let _ = writeln!(w, ".");
        let _ = writeln!(w, "#[cfg(all(feature = \"names\", feature = \"{}\"))]", family_feature(major));
        let _ = writeln!(w, "pub static {}: &[RegisterDef] = &[", table.ip.to_uppercase());
        for reg in &table.registers {
            let _ = write!(w, "    RegisterDef {{ name: {:?}, address: {:#x}, fields: &[", reg.name, reg.address);
            if reg.fields.is_empty() {
                let _ = writeln!(w, "] }},");
                continue;
            }
            let _ = writeln!(w);
            for f in &reg.fields {
                let _ =
                    writeln!(w, "        FieldDef {{ name: {:?}, shift: {}, width: {} }},", f.name, f.shift, f.width);
            }
            let _ = writeln!(w, "    ] }},");
        }
        let _ = writeln!(w, "];");
    }
    Ok(out)
}

/// The core's cargo feature that carries the tables of GC major version `major`:
/// `gfx9`, `gfx11`, `gfx12`.
fn family_feature(major: u8) -> String {
    format!("gfx{major}")
}

/// `GRBM_GFX_INDEX` as a type name: `GrbmGfxIndex`.
fn camel(name: &str) -> String {
    name.split('_')
        .filter(|p| !p.is_empty())
        .map(|p| {
            let lower = p.to_ascii_lowercase();
            let mut chars = lower.chars();
            chars.next().map(|c| c.to_ascii_uppercase().to_string() + chars.as_str()).unwrap_or_default()
        })
        .collect()
}

/// A register name with a number before an underscore, as
/// `SQ_PERFCOUNTER2_SELECT`: (`SQ_PERFCOUNTER_SELECT`, 2). `None` when the name
/// has no such number (`SQ_PERFCOUNTER_CTRL2`: its number ends the name).
fn indexed(name: &str) -> Option<(String, u32)> {
    let bytes = name.as_bytes();
    let start = (1..bytes.len()).find(|&i| bytes[i].is_ascii_digit() && bytes[i - 1].is_ascii_alphabetic())?;
    let end = (start..bytes.len()).find(|&i| !bytes[i].is_ascii_digit())?;
    if bytes[end] != b'_' || (bytes[start] == b'0' && end - start > 1) {
        return None;
    }
    let index = name[start..end].parse().ok()?;
    Some((format!("{}{}", &name[..start], &name[end..]), index))
}

/// The register groups of `table`: registers numbered from 0 without a gap, of
/// one name around the number and the same fields, none named as the group
/// (`SQ_PERFCOUNTER0_SELECT` .. `SQ_PERFCOUNTER15_SELECT`: `SQ_PERFCOUNTER_SELECT`).
/// Each group maps to its members' indices into `table.registers`, by number.
fn groups(table: &Table) -> BTreeMap<String, Vec<usize>> {
    let mut candidates: BTreeMap<String, BTreeMap<u32, usize>> = BTreeMap::new();
    for (i, reg) in table.registers.iter().enumerate() {
        if let Some((group, index)) = indexed(&reg.name) {
            candidates.entry(group).or_default().insert(index, i);
        }
    }
    candidates
        .into_iter()
        .filter(|(group, members)| {
            let contiguous = members.keys().copied().eq(0..members.len() as u32);
            let first = &table.registers[*members.values().next().unwrap_or(&0)];
            let same = members.values().all(|&i| table.registers[i].fields == first.fields);
            let free = !table.registers.iter().any(|r| &r.name == group);
            members.len() >= 2 && contiguous && same && free
        })
        .map(|(group, members)| (group, members.into_values().collect()))
        .collect()
}

/// Writes the module of `const` registers of `table`: `gc_12_0_0::GRBM_GFX_INDEX`,
/// its fields in `gc_12_0_0::grbm_gfx_index`, and for a group of numbered
/// registers an array (`SQ_PERFCOUNTER_SELECT[2]`) beside each member's const.
fn consts_module(w: &mut String, table: &Table) {
    let (major, minor, revision) = table.version;
    let groups = groups(table);
    let group_of = |i: usize| groups.iter().find(|(_, m)| m.contains(&i)).map(|(g, _)| g.clone());
    let _ =
        writeln!(w, "/// The registers of GC {major}.{minor}.{revision} as `const`s: each its absolute dword address,");
    let _ = writeln!(w, "/// typed by a marker so only its own fields build its values.");
    let _ = writeln!(w, "#[cfg(feature = \"{}\")]", family_feature(major));
    let _ = writeln!(w, "#[allow(dead_code)] // a firmware build uses a few");
    let _ = writeln!(w, "pub mod {} {{", table.ip);
    let _ = writeln!(w, "    use crate::regs::{{Field, Reg}};");
    // Markers and field modules: one per group, one per ungrouped register.
    let mut shapes: Vec<(String, &Register, String)> = Vec::new();
    for (group, members) in &groups {
        let first = &table.registers[members[0]];
        let what = format!("`{}` .. `{}`", first.name, table.registers[*members.last().unwrap_or(&0)].name);
        shapes.push((group.clone(), first, what));
    }
    for (i, reg) in table.registers.iter().enumerate() {
        if group_of(i).is_none() {
            shapes.push((reg.name.clone(), reg, format!("`{}`", reg.name)));
        }
    }
    shapes.sort_by(|a, b| a.0.cmp(&b.0));
    for (name, reg, what) in &shapes {
        let marker = camel(name);
        let _ = writeln!(w);
        let _ = writeln!(w, "    /// The marker of {what}: its fields are `Field<{marker}>`.");
        let _ = writeln!(w, "    #[derive(Clone, Copy, Debug, PartialEq, Eq)]");
        let _ = writeln!(w, "    pub enum {marker} {{}}");
        if !reg.fields.is_empty() {
            let _ = writeln!(w, "    /// The fields of {what}.");
            let _ = writeln!(w, "    pub mod {} {{", name.to_ascii_lowercase());
            let _ = writeln!(w, "        use super::{{Field, {marker}}};");
            for f in &reg.fields {
                let bits =
                    if f.width == 1 { format!("bit {}", f.shift) } else { format!("bits {}:{}", f.hi(), f.shift) };
                let _ = writeln!(w, "        /// `{}`, {bits}.", f.name);
                let _ = writeln!(
                    w,
                    "        pub const {}: Field<{marker}> = Field::new({}, {});",
                    f.name, f.shift, f.width
                );
            }
            let _ = writeln!(w, "    }}");
        }
    }
    let _ = writeln!(w);
    for (group, members) in &groups {
        let marker = camel(group);
        let addresses: Vec<String> =
            members.iter().map(|&i| format!("Reg::new({:#x})", table.registers[i].address)).collect();
        let _ = writeln!(w, "    /// `{}`n: the {} registers by number n.", group, members.len());
        let _ = writeln!(w, "    pub const {group}: [Reg<{marker}>; {}] = [{}];", members.len(), addresses.join(", "));
    }
    for (i, reg) in table.registers.iter().enumerate() {
        let marker = camel(&group_of(i).unwrap_or_else(|| reg.name.clone()));
        let _ = writeln!(w, "    /// `{}`: dword {:#x}.", reg.name, reg.address);
        let _ = writeln!(w, "    pub const {}: Reg<{marker}> = Reg::new({:#x});", reg.name, reg.address);
    }
    let _ = writeln!(w, "}}");
    let _ = writeln!(w);
}
