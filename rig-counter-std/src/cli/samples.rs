//! `rig-counter samples`: a samples file of chosen values for a run
//! description, to try `decode` and `metric` without a GPU.

use crate::Error;
use rig_counter_core::samples::Coordinate;
use std::path::Path;

/// Writes to `output` the samples the run at `run` lays out (every pass's,
/// one after another, for a run of several): every value of a counter named
/// in `values` (`NAME=N`) is N, in every pass that counts it, every other
/// value 0, and the values of WGPs the run never reads 0. `out` gets a line
/// saying what was written.
///
/// Errors: the run description's ([`crate::run::RunDescription::read`] and
/// `check`); [`Error::Usage`] for a `--value` that is not `NAME=N`, names no
/// counter of the run (with the nearest), is given twice, or exceeds the
/// counter's width (32 bits for GFX11 and GFX12 SQ counters); [`Error::File`]
/// if `output` cannot be written (it is then left as it was).
pub fn samples_cmd(
    run: &Path,
    topology: Option<&Path>,
    values: &[String],
    output: &Path,
    out: &mut Vec<u8>,
) -> Result<(), Error> {
    use std::io::Write;
    let shown = |p: &Path| crate::text::shown_path(p);
    if crate::output::same_file(output, run) {
        return Err(Error::OverInput(format!(
            "-o {} is the run description itself: write the samples elsewhere",
            shown(output)
        )));
    }
    if crate::output::is_stdout(output) && !crate::output::is_null(output) {
        return Err(Error::Usage(format!("-o {}: is this command's standard output; give a file", shown(output))));
    }
    crate::output::writable(output)?;
    let description = crate::run::RunDescription::read(run)?;
    let (gpu, passes) = description.check_passes(run, topology)?;
    // Every counter of every pass: (pass, index in the pass).
    let all: Vec<(usize, usize)> =
        passes.iter().enumerate().flat_map(|(p, l)| (0..l.layout.counters().len()).map(move |i| (p, i))).collect();
    let label = |(p, i): (usize, usize)| crate::counted_as(passes[p].layout.counters(), i);
    let zeros: Vec<Vec<u8>> = passes.iter().map(|p| vec![0u8; p.layout.bytes() as usize]).collect();
    let samples: Vec<rig_counter_core::samples::Samples<'_, { rig_counter_core::MAX_COUNTERS }>> = passes
        .iter()
        .zip(&zeros)
        .map(|(p, z)| rig_counter_core::samples::Samples::new(&p.layout, z))
        .collect::<Result<_, _>>()?;
    let mut chosen: Vec<Option<u64>> = vec![None; all.len()];
    for spec in values {
        let usage = |m: String| Error::Usage(format!("--value {}: {m}", crate::text::shown(spec)));
        let (name, number) = spec.split_once('=').ok_or_else(|| usage("is not NAME=N".to_owned()))?;
        let value = super::args::parse_u64(number.trim()).map_err(usage)?;
        let name = name.trim();
        // The counter in every pass that counts it.
        let matched: Vec<usize> = (0..all.len())
            .filter(|&k| {
                let (p, i) = all[k];
                passes[p].layout.counters()[i].name == name || label(all[k]) == name
            })
            .collect();
        if matched.is_empty() {
            let names: Vec<String> = all.iter().map(|&k| label(k)).collect();
            let near = crate::hint::nearest_of(names.iter().map(String::as_str), name);
            let hint = near.map_or_else(String::new, |n| format!("; did you mean {n}?"));
            return Err(usage(format!("the run counts no {}{hint}", crate::text::shown(name))));
        }
        for &k in &matched {
            let (p, i) = all[k];
            let counter = &passes[p].layout.counters()[i];
            if chosen[k].is_some() {
                return Err(usage(format!("{} is given a value twice", counter.name)));
            }
            let narrow = samples[p].counter(i).is_some_and(|c| c.counts_32_bits());
            if narrow && value > u64::from(u32::MAX) {
                return Err(usage(format!(
                    "{} counts 32 bits on {}: {value} does not fit",
                    counter.name, description.processor
                )));
            }
            chosen[k] = Some(value);
        }
    }
    let inactive: Vec<(u32, u32, u32)> = description
        .inactive_wgps(&gpu)?
        .into_iter()
        .map(|(se, sa, wgp)| (u32::from(se), u32::from(sa), u32::from(wgp)))
        .collect();
    let mut bytes = Vec::with_capacity(description.samples_bytes as usize);
    for (&(p, i), value) in all.iter().zip(&chosen) {
        let c = &passes[p].layout.counters()[i];
        for index in 0..c.values() {
            let at = Coordinate::of_index(c, index);
            // A WGP the stop program never reads keeps the zero it writes.
            let unread = c.wgps > 1 && inactive.contains(&(at.engine, at.array, at.wgp));
            let v = if unread { 0 } else { value.unwrap_or(0) };
            bytes.extend_from_slice(&v.to_le_bytes());
        }
    }
    let counters = all.len();
    crate::output::write_whole(output, &bytes)?;
    let passes = match passes.len() {
        1 => String::new(),
        n => format!(" in {n} passes"),
    };
    writeln!(
        out,
        "{}: {} bytes of samples for {} ({}{passes}, {} unread)",
        crate::text::shown_path(output),
        bytes.len(),
        crate::text::shown_path(run),
        plural(counters, "counter"),
        plural(inactive.len(), "WGP")
    )?;
    Ok(())
}

fn plural(n: usize, word: &str) -> String {
    if n == 1 { format!("1 {word}") } else { format!("{n} {word}s") }
}
