//! The std crate's tables of Intel OA metric sets
//! (`rig-counter-timeline/src/oa/generated.rs`).
//!
//! Reads the OA metric XML files that IGT's `lib/i915/perf-configs/` and
//! `lib/xe/oa-configs/` hold (the format of Mesa's `src/intel/perf/oa-*.xml`;
//! copies and provenance in `data/oa/`): per platform its metric sets (name,
//! symbol, hardware config uuid, report format) and each set's counters (name,
//! symbol, description, units, data and semantic types, equation, max
//! equation, availability), sorted by symbol in each set as IGT's
//! `perf-metricset-codegen.py` sorts them. The PCI device ids of each
//! platform come from IGT's `lib/pciids.h` and `lib/i915_pciids_local.h`,
//! chosen as IGT's `intel_perf_for_devinfo` (`lib/i915/perf.c`) chooses a
//! platform's metrics. Strings are kept once, in one pool.

use std::collections::{BTreeMap, HashMap};
use std::fmt::Write;
use std::path::Path;

/// Where `cargo run -p xtask -- oa` writes by default.
pub const DEFAULT_OUT: &str = "rig-counter-timeline/src/oa/generated.rs";

/// Where it reads by default.
pub const DEFAULT_DATA: &str = "data/oa";

/// One platform: its XML file (under the data folder), IGT's device facts and
/// the PCI id macros whose ids load its metrics.
struct Platform {
    /// IGT's chipset name, the file's stem without `oa-` (`tglgt2`).
    name: &'static str,
    /// Its file, relative to the data folder.
    file: &'static str,
    /// A reader's name for it.
    title: &'static str,
    /// `graphics_ver` of IGT's `lib/intel_device_info.c` for its devices.
    graphics_ver: u8,
    /// `devinfo.eu_threads_count` as `intel_perf_for_devinfo` sets it (7,
    /// except 6 on Broxton and Gemini Lake and 8 on DG2 and Meteor Lake).
    eu_threads: u8,
    /// `devinfo.oa_timestamp_shift` (-1 on DG2 and Meteor Lake, else 0).
    timestamp_shift: i8,
    /// The report format family, as `perf-metricset-codegen.py` picks it by
    /// chipset: `hsw` (A45_B8_C8), `acm`/`mtl` (A24u40_A14u32_B8_C8, or
    /// MPEC8u32_B8_C8 for sets of `oa_format="128B_MPEC8_NOA16"`), else
    /// A32u40_A4u32_B8_C8.
    family: Family,
    /// The PCI id macros of `lib/pciids.h` / `lib/i915_pciids_local.h` whose
    /// ids `intel_perf_for_devinfo` loads this platform's metrics for.
    ids: &'static [&'static str],
}

#[derive(Clone, Copy, PartialEq)]
enum Family {
    Haswell,
    Gen8,
    Gen125,
}

/// Every platform, in IGT's order of `intel_perf_for_devinfo`. Sources: IGT
/// `lib/i915/perf.c` (which file each device loads, eu_threads_count,
/// oa_timestamp_shift, `is_acm_gt*`, `is_mtl_gt*`, `is_arl_gt*`) and
/// `lib/intel_device_info.c` (which id macros make each `is_*` platform and its
/// `gt`, and `graphics_ver`), igt-gpu-tools b3d809d537febc23792ab8d0eb6d13cf80d626c8.
const PLATFORMS: &[Platform] = &[
    p(
        "hsw",
        "i915/oa-hsw.xml",
        "Haswell",
        7,
        7,
        0,
        Family::Haswell,
        &["INTEL_HSW_GT1_IDS", "INTEL_HSW_GT2_IDS", "INTEL_HSW_GT3_IDS"],
    ),
    p(
        "bdw",
        "i915/oa-bdw.xml",
        "Broadwell",
        8,
        7,
        0,
        Family::Gen8,
        &["INTEL_BDW_GT1_IDS", "INTEL_BDW_GT2_IDS", "INTEL_BDW_GT3_IDS", "INTEL_BDW_RSVD_IDS"],
    ),
    p("chv", "i915/oa-chv.xml", "Cherryview", 8, 7, 0, Family::Gen8, &["INTEL_CHV_IDS"]),
    p("sklgt2", "i915/oa-sklgt2.xml", "Skylake GT2", 9, 7, 0, Family::Gen8, &["INTEL_SKL_GT2_IDS"]),
    p("sklgt3", "i915/oa-sklgt3.xml", "Skylake GT3", 9, 7, 0, Family::Gen8, &["INTEL_SKL_GT3_IDS"]),
    p("sklgt4", "i915/oa-sklgt4.xml", "Skylake GT4", 9, 7, 0, Family::Gen8, &["INTEL_SKL_GT4_IDS"]),
    p("bxt", "i915/oa-bxt.xml", "Broxton", 9, 6, 0, Family::Gen8, &["INTEL_BXT_IDS"]),
    p(
        "kblgt2",
        "i915/oa-kblgt2.xml",
        "Kaby Lake GT2",
        9,
        7,
        0,
        Family::Gen8,
        &["INTEL_KBL_GT2_IDS", "INTEL_AML_KBL_GT2_IDS"],
    ),
    p("kblgt3", "i915/oa-kblgt3.xml", "Kaby Lake GT3", 9, 7, 0, Family::Gen8, &["INTEL_KBL_GT3_IDS"]),
    p("glk", "i915/oa-glk.xml", "Gemini Lake", 9, 6, 0, Family::Gen8, &["INTEL_GLK_IDS"]),
    p(
        "cflgt2",
        "i915/oa-cflgt2.xml",
        "Coffee Lake / Comet Lake GT2",
        9,
        7,
        0,
        Family::Gen8,
        &[
            "INTEL_CFL_S_GT2_IDS",
            "INTEL_CFL_H_GT2_IDS",
            "INTEL_CFL_U_GT2_IDS",
            "INTEL_WHL_U_GT2_IDS",
            "INTEL_AML_CFL_GT2_IDS",
            "INTEL_CML_GT2_IDS",
            "INTEL_CML_U_GT2_IDS",
        ],
    ),
    p(
        "cflgt3",
        "i915/oa-cflgt3.xml",
        "Coffee Lake GT3",
        9,
        7,
        0,
        Family::Gen8,
        &["INTEL_CFL_U_GT3_IDS", "INTEL_WHL_U_GT3_IDS"],
    ),
    p("cnl", "i915/oa-cnl.xml", "Cannon Lake", 10, 7, 0, Family::Gen8, &["INTEL_CNL_IDS"]),
    p("icl", "i915/oa-icl.xml", "Ice Lake", 11, 7, 0, Family::Gen8, &["INTEL_ICL_IDS"]),
    p(
        "ehl",
        "i915/oa-ehl.xml",
        "Elkhart Lake / Jasper Lake",
        11,
        7,
        0,
        Family::Gen8,
        &["INTEL_EHL_IDS", "INTEL_JSL_IDS"],
    ),
    p("tglgt1", "i915/oa-tglgt1.xml", "Tiger Lake GT1", 12, 7, 0, Family::Gen8, &["INTEL_TGL_GT1_IDS"]),
    p("tglgt2", "i915/oa-tglgt2.xml", "Tiger Lake GT2", 12, 7, 0, Family::Gen8, &["INTEL_TGL_GT2_IDS"]),
    p("rkl", "i915/oa-rkl.xml", "Rocket Lake", 12, 7, 0, Family::Gen8, &["INTEL_RKL_IDS"]),
    p("dg1", "i915/oa-dg1.xml", "DG1", 12, 7, 0, Family::Gen8, &["INTEL_DG1_IDS"]),
    p(
        "adl",
        "i915/oa-adl.xml",
        "Alder Lake / Raptor Lake",
        12,
        7,
        0,
        Family::Gen8,
        &["INTEL_ADLS_IDS", "INTEL_RPLS_IDS", "INTEL_ADLP_IDS", "INTEL_RPLU_IDS", "INTEL_RPLP_IDS", "INTEL_ADLN_IDS"],
    ),
    p(
        "acmgt1",
        "xe/oa-acmgt1.xml",
        "DG2 G11 / ATS-M75 (Alchemist GT1)",
        12,
        8,
        -1,
        Family::Gen125,
        &["INTEL_DG2_G11_IDS", "INTEL_ATS_M75_IDS"],
    ),
    p("acmgt2", "xe/oa-acmgt2.xml", "DG2 G12 (Alchemist GT2)", 12, 8, -1, Family::Gen125, &["INTEL_DG2_G12_IDS"]),
    p(
        "acmgt3",
        "xe/oa-acmgt3.xml",
        "DG2 G10 / ATS-M150 (Alchemist GT3)",
        12,
        8,
        -1,
        Family::Gen125,
        &["INTEL_DG2_G10_IDS", "INTEL_ATS_M150_IDS"],
    ),
    p(
        "mtlgt2",
        "i915/oa-mtlgt2.xml",
        "Meteor Lake GT2 / Arrow Lake GT1",
        12,
        8,
        -1,
        Family::Gen125,
        &["INTEL_MTL_M_IDS", "INTEL_MTL_P_GT2_IDS", "INTEL_ARL_GT1_IDS"],
    ),
    p(
        "mtlgt3",
        "i915/oa-mtlgt3.xml",
        "Meteor Lake GT3 / Arrow Lake GT2",
        12,
        8,
        -1,
        Family::Gen125,
        &["INTEL_MTL_P_GT3_IDS", "INTEL_ARL_GT2_IDS"],
    ),
];

#[allow(clippy::too_many_arguments)]
const fn p(
    name: &'static str,
    file: &'static str,
    title: &'static str,
    graphics_ver: u8,
    eu_threads: u8,
    timestamp_shift: i8,
    family: Family,
    ids: &'static [&'static str],
) -> Platform {
    Platform { name, file, title, graphics_ver, eu_threads, timestamp_shift, family, ids }
}

/// The PCI id files, in the order IGT includes them (`i915_pciids_local.h`
/// defines a macro only where `pciids.h` has none).
const ID_FILES: &[&str] = &["pciids.h", "i915_pciids_local.h"];

/// The strings of the tables, each once.
#[derive(Default)]
struct Pool {
    index: HashMap<String, usize>,
    strings: Vec<String>,
}

impl Pool {
    fn add(&mut self, s: &str) -> usize {
        if let Some(&i) = self.index.get(s) {
            return i;
        }
        self.strings.push(s.to_owned());
        self.index.insert(s.to_owned(), self.strings.len() - 1);
        self.strings.len() - 1
    }
}

/// The `#define NAME(MACRO__, ...)` macros of the id files: each one's ids
/// and the macros it names, first definition kept.
fn id_macros(texts: &[(&str, String)]) -> Result<BTreeMap<String, Vec<String>>, String> {
    let mut macros: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for (file, text) in texts {
        // Join continued lines, C comments left out.
        let mut joined = text.replace("\\\r\n", " ").replace("\\\n", " ");
        while let Some(start) = joined.find("/*") {
            let end = joined[start..].find("*/").map_or(joined.len(), |e| start + e + 2);
            joined.replace_range(start..end, " ");
        }
        for line in joined.lines() {
            let Some(rest) = line.trim_start().strip_prefix("#define ") else { continue };
            let Some((name, body)) = rest.split_once("(MACRO__, ...)") else { continue };
            let name = name.trim().to_owned();
            if macros.contains_key(&name) {
                continue;
            }
            let mut parts = Vec::new();
            for item in body.split("),") {
                let item = item.trim();
                if item.is_empty() {
                    continue;
                }
                if let Some(id) = item.strip_prefix("MACRO__(") {
                    let id = id.split(',').next().unwrap_or("").trim();
                    parts.push(id.to_owned());
                } else if let Some((inner, _)) = item.split_once("(MACRO__") {
                    parts.push(inner.trim().to_owned());
                } else {
                    // Read only if a platform names this macro.
                    parts.push(format!("!{file}: cannot read `{item}`"));
                }
            }
            macros.insert(name, parts);
        }
    }
    Ok(macros)
}

/// The ids a macro stands for, nested macros expanded.
fn expand(macros: &BTreeMap<String, Vec<String>>, name: &str, depth: usize, out: &mut Vec<u16>) -> Result<(), String> {
    if depth > 8 {
        return Err(format!("{name}: macros nested too deep"));
    }
    let parts = macros.get(name).ok_or_else(|| format!("no PCI id macro {name}"))?;
    for part in parts {
        if let Some(problem) = part.strip_prefix('!') {
            return Err(format!("{name}: {problem}"));
        }
        if let Some(hex) = part.strip_prefix("0x").or_else(|| part.strip_prefix("0X")) {
            out.push(u16::from_str_radix(hex, 16).map_err(|e| format!("{name}: {part}: {e}"))?);
        } else {
            expand(macros, part, depth + 1, out)?;
        }
    }
    Ok(())
}

fn attr<'a>(node: roxmltree::Node<'a, '_>, name: &str, file: &str) -> Result<&'a str, String> {
    node.attribute(name).ok_or_else(|| {
        let what = node.attribute("symbol_name").unwrap_or("?");
        format!("{file}: <{} {what}> has no {name}", node.tag_name().name())
    })
}

/// The Rust source of the tables for the data folder `data`.
pub fn generate(data: &Path) -> Result<String, String> {
    let read =
        |rel: &str| std::fs::read_to_string(data.join(rel)).map_err(|e| format!("{}: {e}", data.join(rel).display()));
    let texts = ID_FILES.iter().map(|f| Ok((*f, read(f)?))).collect::<Result<Vec<_>, String>>()?;
    let macros = id_macros(&texts)?;
    let mut pool = Pool::default();
    let (mut platforms, mut sets, mut counters) = (String::new(), String::new(), String::new());
    let mut devices: BTreeMap<u16, usize> = BTreeMap::new();
    let (mut n_sets, mut n_counters) = (0usize, 0usize);
    for (pi, plat) in PLATFORMS.iter().enumerate() {
        let text = read(plat.file)?;
        let doc = roxmltree::Document::parse(&text).map_err(|e| format!("{}: {e}", plat.file))?;
        let first_set = n_sets;
        let mut chipset = None;
        for set in doc.descendants().filter(|n| n.has_tag_name("set")) {
            let c = attr(set, "chipset", plat.file)?;
            if !c.eq_ignore_ascii_case(plat.name) || chipset.is_some_and(|x| x != c) {
                return Err(format!("{}: a set of chipset {c} in the file of {}", plat.file, plat.name));
            }
            chipset = Some(c);
            let format = match (plat.family, set.attribute("oa_format")) {
                (Family::Haswell, _) => "A45_B8_C8",
                (Family::Gen8, None) => "A32u40_A4u32_B8_C8",
                (Family::Gen125, Some("128B_MPEC8_NOA16")) => "MPEC8u32_B8_C8",
                (Family::Gen125, _) => "A24u40_A14u32_B8_C8",
                (Family::Gen8, Some(f)) => return Err(format!("{}: oa_format {f} on a gen8 layout", plat.file)),
            };
            let mut list: Vec<roxmltree::Node> = set.children().filter(|n| n.has_tag_name("counter")).collect();
            // IGT sorts a set's counters by symbol (Python's sorted, code point order).
            list.sort_by(|a, b| a.attribute("symbol_name").cmp(&b.attribute("symbol_name")));
            let first = n_counters;
            for c in &list {
                let s =
                    |pool: &mut Pool, name: &str| -> Result<usize, String> { Ok(pool.add(attr(*c, name, plat.file)?)) };
                let opt = |pool: &mut Pool, name: &str| -> String {
                    match c.attribute(name) {
                        Some(v) if !v.trim().is_empty() => pool.add(v).to_string(),
                        _ => "NONE".to_owned(),
                    }
                };
                let float = match attr(*c, "data_type", plat.file)? {
                    "uint64" => false,
                    "float" => true,
                    other => return Err(format!("{}: data_type {other}", plat.file)),
                };
                let (name, symbol, desc) =
                    (s(&mut pool, "name")?, s(&mut pool, "symbol_name")?, s(&mut pool, "description")?);
                let (units, semantic, equation) =
                    (s(&mut pool, "units")?, s(&mut pool, "semantic_type")?, s(&mut pool, "equation")?);
                let (max, avail) = (opt(&mut pool, "max_equation"), opt(&mut pool, "availability"));
                writeln!(
                    counters,
                    "    c({name}, {symbol}, {desc}, {units}, {semantic}, {float}, {equation}, {max}, {avail}),"
                )
                .unwrap();
                n_counters += 1;
            }
            let (name, symbol, uuid) = (
                pool.add(attr(set, "name", plat.file)?),
                pool.add(attr(set, "symbol_name", plat.file)?),
                pool.add(attr(set, "hw_config_guid", plat.file)?),
            );
            writeln!(
                sets,
                "    SetRow {{ name: {name}, symbol: {symbol}, uuid: {uuid}, format: Format::{}, counters: ({first}, {n_counters}) }},",
                format
            )
            .unwrap();
            n_sets += 1;
        }
        if n_sets == first_set {
            return Err(format!("{}: no metric set", plat.file));
        }
        let mut ids = Vec::new();
        for m in plat.ids {
            expand(&macros, m, 0, &mut ids)?;
        }
        for id in ids {
            // The first platform that claims an id keeps it, as IGT tests them in order.
            devices.entry(id).or_insert(pi);
        }
        writeln!(
            platforms,
            "    PlatformRow {{ name: {:?}, title: {:?}, file: {:?}, graphics_ver: {}, eu_threads: {}, timestamp_shift: {}, sets: ({first_set}, {n_sets}) }},",
            plat.name, plat.title, plat.file, plat.graphics_ver, plat.eu_threads, plat.timestamp_shift
        )
        .unwrap();
    }
    if pool.strings.len() >= usize::from(u16::MAX) {
        return Err(format!("{} strings: more than a u16 index holds", pool.strings.len()));
    }
    let mut out = String::new();
    out.push_str(
        "// @generated by `cargo run -p xtask -- oa` from data/oa/ (IGT's OA metric XML and PCI ids; provenance in\n\
         // data/oa/README.md). Do not edit.\n\n\
         use super::tables::{CounterRow, Format, NONE, PlatformRow, SetRow, counter as c};\n\n",
    );
    writeln!(
        out,
        "/// Every string of the tables, once.\npub(super) static STRINGS: [&str; {}] = [",
        pool.strings.len()
    )
    .unwrap();
    for s in &pool.strings {
        writeln!(out, "    {s:?},").unwrap();
    }
    out.push_str("];\n\n");
    writeln!(
        out,
        "/// The platforms, in IGT's order.\npub(super) static PLATFORMS: [PlatformRow; {}] = [\n{platforms}];\n",
        PLATFORMS.len()
    )
    .unwrap();
    writeln!(out, "/// Their metric sets, platform by platform, in file order.\npub(super) static SETS: [SetRow; {n_sets}] = [\n{sets}];\n")
        .unwrap();
    writeln!(
        out,
        "/// The sets' counters, set by set, each set's by symbol: name, symbol,\n/// description, units, semantic type, whether a float, equation, max equation,\n/// availability (indices of `STRINGS`).\npub(super) static COUNTERS: [CounterRow; {n_counters}] = [\n{counters}];\n"
    )
    .unwrap();
    writeln!(out, "/// PCI device ids and their platform (an index of `PLATFORMS`), by id.\npub(super) static DEVICES: [(u16, u8); {}] = [", devices.len())
        .unwrap();
    for (id, p) in &devices {
        writeln!(out, "    ({id:#06x}, {p}),").unwrap();
    }
    out.push_str("];\n");
    Ok(out)
}
