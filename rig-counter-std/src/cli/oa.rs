//! `rig-counter oa-sets`: Intel OA metric sets ([`rig_counter_timeline::oa`]), as IGT's
//! `i915-perf-recorder -m list` lists a platform's sets (`SYMBOL: NAME`) and
//! `-m SET -C` a set's counters: the platforms; a platform's sets; a set's
//! counters.

use super::args::TableFormat;
use super::show::{csv, json};
use super::table::Table;
use crate::Error;
use rig_counter_timeline::oa::{self, MetricSet, Platform};
use serde::Serialize;
use std::io::Write;

/// One platform of `oa-sets --json`.
#[derive(Serialize)]
struct PlatformRow {
    /// IGT's chipset name: `tglgt2`.
    platform: &'static str,
    /// A reader's name: `Tiger Lake GT2`.
    name: &'static str,
    /// Its metric sets.
    sets: usize,
    /// The PCI device ids it is loaded for, ascending: `0x9a49`.
    devices: Vec<String>,
}

/// `oa-sets --json`.
#[derive(Serialize)]
struct PlatformsReport {
    /// Every platform, oldest first.
    platforms: Vec<PlatformRow>,
}

/// One metric set of `oa-sets PLATFORM --json`.
#[derive(Serialize)]
struct SetRow {
    /// Its symbol, what `oa-sets PLATFORM SET` and `i915-perf-recorder -m` take: `RenderBasic`.
    set: &'static str,
    /// Its name: `Render Metrics Basic set`.
    name: &'static str,
    /// Its counters.
    counters: usize,
    /// Its hardware config uuid.
    uuid: &'static str,
}

/// `oa-sets PLATFORM --json`.
#[derive(Serialize)]
struct SetsReport {
    /// The platform's chipset name.
    platform: &'static str,
    /// Its reader's name.
    name: &'static str,
    /// Its sets, in file order.
    sets: Vec<SetRow>,
}

/// One counter of `oa-sets PLATFORM SET --json`.
#[derive(Serialize)]
struct CounterRow {
    /// Its name: `GPU Busy`.
    name: &'static str,
    /// Its symbol, as equations name it after `$`: `GpuBusy`.
    symbol: &'static str,
    /// `percent`, `ns`, `cycles`, ...
    units: &'static str,
    /// `uint64` or `float`.
    data_type: &'static str,
    /// Its description.
    description: &'static str,
    /// `duration`, `event`, `ratio` or `throughput`.
    semantic_type: &'static str,
    /// Its equation, reverse Polish.
    equation: &'static str,
    /// Its maximum's equation; null for none.
    max_equation: Option<&'static str>,
    /// Whether a device of the platform has it; null: every one does.
    availability: Option<&'static str>,
}

/// `oa-sets PLATFORM SET --json`.
#[derive(Serialize)]
struct CountersReport {
    /// The platform's chipset name.
    platform: &'static str,
    /// The set's symbol.
    set: &'static str,
    /// The set's name.
    name: &'static str,
    /// The set's hardware config uuid.
    uuid: &'static str,
    /// Its counters, by symbol.
    counters: Vec<CounterRow>,
}

/// The columns of the counters' CSV: [`CounterRow`]'s fields.
const COUNTER_FIELDS: [&str; 9] = [
    "name",
    "symbol",
    "units",
    "data_type",
    "description",
    "semantic_type",
    "equation",
    "max_equation",
    "availability",
];

/// `oa-sets [PLATFORM [SET]]`: the platforms, the sets of `platform`, or
/// the counters of its set `set`.
///
/// Errors: [`Error::UnknownOaPlatform`] for a platform of no such name,
/// [`Error::NoOaDevice`] for a PCI device id (`0x` and hex digits) no
/// platform is loaded for, [`Error::UnknownOaSet`] for a set the platform
/// lacks.
pub fn oa_sets_cmd(
    platform: Option<&str>,
    set: Option<&str>,
    format: TableFormat,
    out: &mut Vec<u8>,
) -> Result<(), Error> {
    let Some(name) = platform else {
        return platforms(format, out);
    };
    let p = find_platform(name)?;
    match set {
        None => sets(p, format, out),
        Some(name) => {
            let s = p.set(name).ok_or_else(|| Error::UnknownOaSet {
                platform: p.name().to_owned(),
                name: name.to_owned(),
                hint: crate::hint::oa_set(p, name),
            })?;
            counters(p, s, format, out)
        }
    }
}

/// The platform `name` names ([`oa::platform`]).
///
/// Errors: [`Error::NoOaDevice`], [`Error::UnknownOaPlatform`].
fn find_platform(name: &str) -> Result<Platform, Error> {
    if let Some(p) = oa::platform(name) {
        return Ok(p);
    }
    let trimmed = name.trim();
    let hex = trimmed.strip_prefix("0x").or_else(|| trimmed.strip_prefix("0X"));
    if hex.is_some_and(|h| !h.is_empty() && h.bytes().all(|b| b.is_ascii_hexdigit())) {
        return Err(Error::NoOaDevice { id: name.to_owned() });
    }
    Err(Error::UnknownOaPlatform { name: name.to_owned(), hint: crate::hint::oa_platform(name) })
}

fn platforms(format: TableFormat, out: &mut Vec<u8>) -> Result<(), Error> {
    let rows: Vec<PlatformRow> = oa::platforms()
        .map(|p| PlatformRow {
            platform: p.name(),
            name: p.title(),
            sets: p.sets().len(),
            devices: p.device_ids().map(|d| format!("{d:#06x}")).collect(),
        })
        .collect();
    match format {
        TableFormat::Json => json(out, &PlatformsReport { platforms: rows }),
        TableFormat::Csv => {
            let cells: Vec<Vec<String>> = rows
                .into_iter()
                .map(|r| vec![r.platform.into(), r.name.into(), r.sets.to_string(), r.devices.join(" ")])
                .collect();
            csv(out, &["platform", "name", "sets", "devices"], &cells)
        }
        TableFormat::Table => {
            let mut t = Table::new(&["platform", "name", "sets", "devices"]);
            for r in rows {
                t.row(vec![r.platform.into(), r.name.into(), r.sets.to_string(), r.devices.len().to_string()]);
            }
            t.write(out)?;
            writeln!(
                out,
                "\n`rig-counter oa-sets PLATFORM` lists a platform's metric sets; a PCI device id (0x9a49) names its platform."
            )?;
            Ok(())
        }
    }
}

fn sets(p: Platform, format: TableFormat, out: &mut Vec<u8>) -> Result<(), Error> {
    let rows: Vec<SetRow> = p
        .sets()
        .map(|s| SetRow { set: s.symbol(), name: s.name(), counters: s.counters().len(), uuid: s.uuid() })
        .collect();
    let row = |r: SetRow| vec![r.set.into(), r.name.into(), r.counters.to_string(), r.uuid.into()];
    match format {
        TableFormat::Json => json(out, &SetsReport { platform: p.name(), name: p.title(), sets: rows }),
        TableFormat::Csv => {
            csv(out, &["set", "name", "counters", "uuid"], &rows.into_iter().map(row).collect::<Vec<_>>())
        }
        TableFormat::Table => {
            let plural = if rows.len() == 1 { "" } else { "s" };
            writeln!(out, "{} OA metric set{plural} of {} ({})", rows.len(), p.name(), p.title())?;
            let mut t = Table::new(&["set", "name", "counters", "uuid"]);
            for r in rows {
                t.row(row(r));
            }
            t.write(out)?;
            Ok(())
        }
    }
}

fn counters(p: Platform, s: MetricSet, format: TableFormat, out: &mut Vec<u8>) -> Result<(), Error> {
    let rows: Vec<CounterRow> = s
        .counters()
        .map(|c| CounterRow {
            name: c.name(),
            symbol: c.symbol(),
            units: c.units(),
            data_type: c.data_type(),
            description: c.description(),
            semantic_type: c.semantic_type(),
            equation: c.equation(),
            max_equation: c.max_equation(),
            availability: c.availability(),
        })
        .collect();
    match format {
        TableFormat::Json => {
            let report =
                CountersReport { platform: p.name(), set: s.symbol(), name: s.name(), uuid: s.uuid(), counters: rows };
            json(out, &report)
        }
        TableFormat::Csv => {
            let cells: Vec<Vec<String>> = rows
                .into_iter()
                .map(|r| {
                    vec![
                        r.name.into(),
                        r.symbol.into(),
                        r.units.into(),
                        r.data_type.into(),
                        r.description.into(),
                        r.semantic_type.into(),
                        r.equation.into(),
                        r.max_equation.unwrap_or("").into(),
                        r.availability.unwrap_or("").into(),
                    ]
                })
                .collect();
            csv(out, &COUNTER_FIELDS, &cells)
        }
        TableFormat::Table => {
            let plural = if rows.len() == 1 { "" } else { "s" };
            writeln!(
                out,
                "{} counter{plural} of {} ({}) on {} ({})",
                rows.len(),
                s.symbol(),
                s.name(),
                p.name(),
                p.title()
            )?;
            // Type, semantic and equations are csv's and json's: the table
            // stays a line a counter.
            let mut t = Table::new(&["counter", "symbol", "units", "description"]);
            for r in rows {
                t.row(vec![r.name.into(), r.symbol.into(), r.units.into(), r.description.into()]);
            }
            t.write(out)?;
            Ok(())
        }
    }
}
