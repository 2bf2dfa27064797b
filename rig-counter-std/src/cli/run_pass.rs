//! `start`, `stop` and `sample --run RUN --pass K`: one pass of a run of
//! several, as `plan --run` described it.

use super::args::Names;
use crate::Error;
use rig_counter_core::{Gpu, Layout};
use std::path::Path;

/// Pass K of a run: the description, the GPU it names, and the pass's
/// layout and offset in the run's buffer.
pub struct Chosen {
    /// The run description.
    pub run: crate::run::RunDescription,
    /// The GPU the run names, resolved again.
    pub gpu: Gpu,
    /// The pass's layout, its offsets from the pass's start.
    pub layout: Layout,
    /// Byte offset of the pass's samples in the run's buffer.
    pub offset: u32,
}

/// Pass `names.pass` (from 1) of the run described at `path` (`topology`
/// for a `kfd:N` GPU), for a command given `gpu` and `names`: with `--run`
/// and `--pass`, the run names the GPU and the counters, so neither may be
/// given.
///
/// Errors: [`Error::Usage`] for a GPU, counters or `-i` given, a pass of 0
/// or past the run's last, or a description of one program's run (no
/// passes); those of [`crate::run::RunDescription::read`] and
/// [`crate::run::RunDescription::check_passes`].
pub fn chosen(path: &Path, gpu: Option<&str>, names: &Names, topology: Option<&Path>) -> Result<Chosen, Error> {
    let shown = crate::text::shown_path(path);
    let pass = names.pass.unwrap_or(0);
    if let Some(g) = gpu {
        return Err(Error::Usage(format!(
            "with --run and --pass, the GPU and the counters are the run's ({shown}): leave out {}",
            crate::text::shown(g)
        )));
    }
    if names.input.is_some() {
        return Err(Error::Usage(format!("with --run and --pass, the counters are the run's ({shown}): leave out -i")));
    }
    if let Some(c) = names.counters.first() {
        return Err(Error::Usage(format!(
            "with --run and --pass, the counters are the run's ({shown}): leave out {}",
            crate::text::shown(c)
        )));
    }
    let run = crate::run::RunDescription::read(path)?;
    let Some(passes) = &run.passes else {
        return Err(Error::Usage(format!(
            "--run {shown} describes one {} program's run, which has no passes: --pass chooses a pass of a run \
             `plan --run` described",
            run.program
        )));
    };
    // Checked first: a list of no pass is said as such (the new user's
    // check of issue 41 got "passes 1 to 0").
    let (gpu, mut layouts) = run.check_passes(path, topology)?;
    if pass == 0 || pass > passes.len() {
        return Err(Error::Usage(format!("--pass {pass}: the run {shown} has passes 1 to {}", passes.len())));
    }
    let chosen = layouts.swap_remove(pass - 1);
    Ok(Chosen { run, gpu, layout: chosen.layout, offset: chosen.offset })
}

/// The address pass `chosen` stores at: `address` (the run's buffer, by
/// default its `samples_address`) plus the pass's offset.
///
/// Errors: [`Error::Usage`] for a sum past 2^64 - 1.
pub fn address(chosen: &Chosen, address: Option<u64>) -> Result<u64, Error> {
    let base = address.unwrap_or(chosen.run.samples_address);
    // Named as it was given: the flag, or the run's field.
    let given = match address {
        Some(_) => "--address",
        None => "the run's samples_address",
    };
    base.checked_add(u64::from(chosen.offset)).ok_or_else(|| {
        Error::Usage(format!(
            "{given} {base:#x} plus the pass's offset {} is past the last byte address, 0xffffffffffffffff",
            chosen.offset
        ))
    })
}

/// The GPU a command is given, or a usage error naming how to give it: a
/// GPU, or `--run` with `--pass`.
pub fn required(gpu: Option<&str>) -> Result<&str, Error> {
    gpu.ok_or_else(|| {
        Error::Usage(
            "give the GPU (a product key as r9700, a processor name as gfx1201, or a KFD node as kfd:1), or --run \
             RUN --pass K for a pass of a run `plan --run` described"
                .to_owned(),
        )
    })
}

/// The run `plan --run` described at `path` (`topology` for a `kfd:N`
/// GPU), checked pass by pass: its description and its passes.
///
/// Errors: those of [`crate::run::RunDescription::read`] and
/// [`crate::run::RunDescription::check_passes`]; [`Error::Usage`] for one
/// program's run, which has no passes to rotate.
pub fn plan_run(
    path: &Path,
    topology: Option<&Path>,
) -> Result<(crate::run::RunDescription, Vec<crate::run::PassLayout>), Error> {
    let run = crate::run::RunDescription::read(path)?;
    if run.passes.is_none() {
        return Err(Error::Usage(format!(
            "--run {} describes one {} program's run; records are of a run `plan --run` described, whose passes \
             rotate",
            crate::text::shown_path(path),
            run.program
        )));
    }
    let (_, passes) = run.check_passes(path, topology)?;
    Ok((run, passes))
}

/// The refusal of `--run RUN` without `--pass` where a pass is needed (a
/// plan's run for `stop` and `sample`; any for `start`): the passes the run
/// at `path` has, where it is a plan's.
pub fn no_pass(path: &Path) -> Error {
    let shown = crate::text::shown_path(path);
    Error::Usage(match crate::run::plan_passes(path) {
        Some(n) if n > 0 => format!("--run {shown} describes a run of {n} passes: give --pass K, of 1 to {n}"),
        _ => format!("--run {shown}: start takes --run with --pass K, for pass K of a run `plan --run` described"),
    })
}
