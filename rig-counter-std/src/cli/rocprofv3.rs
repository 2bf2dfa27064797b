//! `rig-counter metric [GPU] NAME... --rocprofv3 PATH`: derived metrics per
//! dispatch (or per kernel) from what rocprofv3 wrote (on the GPU its
//! agents name where none is), its passes merged
//! ([`rig_counter_rocprofv3`]), each metric checked against what values
//! summed over their dimensions determine ([`crate::metrics::summed`]).

use super::args::{By, TableFormat};
use super::show::{TextTable, csv_field, describe};
use crate::definitions;
use crate::dispatches;
use crate::metrics::{self, Scalar};
use crate::text::shown;
use crate::{Error, gpus};
use rig_counter_core::samples::Dimension;
use rig_counter_rocprofv3::Merged;
use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::io::Write;
use std::path::Path;

/// The arguments of `metric --rocprofv3`.
pub struct Args<'a> {
    /// The GPU's name; `None`: the processor of the agents the files'
    /// dispatches ran on ([`gpu_of_files`]).
    pub gpu: Option<&'a str>,
    /// Metrics and counters to show, in order.
    pub names: &'a [String],
    /// Expressions to evaluate.
    pub expressions: &'a [String],
    /// rocprofv3's output.
    pub path: &'a Path,
    /// A row per dispatch or per kernel.
    pub by: By,
    /// Extra definitions.
    pub definitions: Option<&'a Path>,
    /// How to print.
    pub format: TableFormat,
    /// The passes the output's heading counts, where they are not the
    /// files read (an agent's records: its run's passes).
    pub passes: Option<usize>,
    /// Whether the dispatches are an agent's records ([`crate::records`]),
    /// not rocprofv3's: a counter none holds is then one no record counted.
    pub records: bool,
}

/// One column: a metric's name (or the expression given) and its expression.
struct Asked {
    name: String,
    expr: metrics::Expr,
    /// Whether it is one counter's value as the files give it (not a
    /// metric or an expression computed from values).
    counter: bool,
}

/// One row of values.
struct Row {
    dispatch_ids: Vec<Option<u64>>,
    kernel: std::sync::Arc<str>,
    agent: String,
    dispatches: usize,
    values: Vec<Scalar>,
    /// Per column, whether its value was computed through a magnitude of
    /// 2^53 or more ([`metrics::Checked::past_exact`]; for a mean over a
    /// kernel's dispatches, their sum too).
    past: Vec<bool>,
    /// Per column, whether it was undefined (on a dispatch, or one of a
    /// kernel's) for a counter other dispatches counted: rotated groups
    /// ([`super::rotated`]).
    missing: Vec<bool>,
}

/// Reads (or takes `prepared`: an agent's records, [`crate::records`]),
/// merges, evaluates and prints.
///
/// Errors: the files' ([`Error::File`], naming the file and the row or
/// table); agents of another processor than the GPU's, or of two
/// processors; with no GPU named, those of [`gpu_of_files`]; a name that is
/// no metric or counter; a metric the sums do not determine, or whose
/// counters no pass holds ([`Error::Expression`]); agents whose XCCs or
/// CUs the files give otherwise than the GPU has, where they do not give a
/// partition of it whole ([`crate::partition::of_files`]).
pub fn metric_cmd(
    args: &Args<'_>,
    prepared: Option<Vec<rig_counter_rocprofv3::Pass>>,
    topology: Option<&Path>,
    out: &mut Vec<u8>,
    warnings: &mut Vec<String>,
) -> Result<(), Error> {
    if args.names.is_empty() && args.expressions.is_empty() {
        return Err(Error::Usage(
            "name a metric or counter to show, or give --expr EXPRESSION: with none, there is nothing to show"
                .to_owned(),
        ));
    }
    // A GPU named settles which agent a CSV's Agent_Id is, where the
    // --agent-index it was written with is not told (agent_info).
    let named = args.gpu.map(|gpu| gpus::resolve_built(gpu, topology)).transpose()?;
    let named_processor = named.as_ref().map(|(g, _)| g.processor().to_string());
    // An agent's records are read as rocprofv3's rotated groups ([`crate::records`]).
    let passes = match prepared {
        Some(passes) => passes,
        None => rig_counter_rocprofv3::read_for(args.path, named_processor.as_deref())?,
    };
    warnings.extend(passes.iter().flat_map(|p| p.notes.iter().cloned()));
    let gpu_name = match args.gpu {
        Some(gpu) => gpu.to_owned(),
        None => gpu_of_files(args.path, &passes, warnings)?,
    };
    let (g, product) = match named {
        Some(named) => named,
        None => gpus::resolve_built(&gpu_name, topology)?,
    };
    let processor = g.processor().to_string();
    for pass in &passes {
        let processors: BTreeSet<&str> = pass.agents.iter().map(|(_, p)| p.as_str()).collect();
        if processors.len() > 1 {
            let each: Vec<String> = pass.agents.iter().map(|(a, p)| format!("{} is {}", shown(a), shown(p))).collect();
            return Err(Error::File {
                path: pass.source.clone(),
                message: format!("holds agents of different processors ({}): metric takes one GPU", each.join(", ")),
            });
        }
        if let Some((agent, p)) = pass.agents.iter().find(|(_, p)| !p.eq_ignore_ascii_case(&processor)) {
            return Err(Error::File {
                path: pass.source.clone(),
                message: match args.gpu {
                    Some(gpu) => format!(
                        "its {} is {}, not {processor}, the processor of {} (the GPU named): name the GPU the run \
                         was on, or none to take the files'",
                        shown(agent),
                        shown(p),
                        shown(gpu)
                    ),
                    None => format!("its {} is {}, not {processor}: name its GPU", shown(agent), shown(p)),
                },
            });
        }
    }
    // A partition of the GPU, where the files' agents give their XCCs and CUs.
    let named_as = product.map_or_else(|| processor.clone(), |p| p.name.to_owned());
    let (g, partition) = crate::partition::of_files(g, &named_as, &passes)?;
    let gpu = match partition.is_some() {
        true => format!("{named_as} partition of {} XCC(s)", g.xccs),
        false => named_as,
    };
    warnings.extend(partition);
    let loaded = definitions::load(g.target, args.definitions).map_err(|e| Error::Definitions(e.0))?;
    warnings.extend(loaded.notes().cloned());
    let e = dispatches::Evaluation::new(g, loaded);
    // The expressions' names: none a column of the output (whichever
    // --by) or a metric's or counter's of the GPU.
    let reserved = ["Dispatch_Id", "Kernel_Name", "Agent_Id", "Dispatches"];
    let known = |n: &str| e.metrics.contains_key(n) || e.dimensions(n).is_some();
    let columns =
        crate::metrics::columns(args.names, args.expressions, &reserved, &known, &processor).map_err(Error::Usage)?;
    for pass in &passes {
        // What a hardware counter can count, as many values as it has
        // instances on the GPU.
        for d in &pass.dispatches {
            for (name, v) in &d.counters {
                let instances = d.instances.iter().find(|(n, _)| n == name).map(|(_, i)| i);
                e.check_values(name, *v, instances, &gpu).map_err(|why| Error::File {
                    path: pass.source.clone(),
                    message: format!("dispatch {}'s {why}", d.dispatch_id),
                })?;
            }
        }
    }
    let pass_count = passes.len();
    let shown_passes = args.passes.unwrap_or(pass_count);
    let (merged, notes) = rig_counter_rocprofv3::merge(passes);
    warnings.extend(notes);
    if merged.is_empty() {
        warnings.push(format!("{}: no dispatch", crate::text::shown_path(args.path)));
    }
    // Every name any dispatch holds, and in each pass.
    let held: BTreeSet<&str> = merged.iter().flat_map(|m| m.by_pass.iter().flat_map(|c| c.keys())).collect();
    let mut held_in_pass: Vec<BTreeSet<&str>> = vec![BTreeSet::new(); pass_count];
    for m in &merged {
        for (p, c) in m.by_pass.iter().enumerate() {
            if let Some(h) = held_in_pass.get_mut(p) {
                h.extend(c.keys());
            }
        }
    }
    let mut asked = Vec::new();
    let named = args.names.iter().map(|n| (n.clone(), n.clone()));
    for (name, text) in named.chain(columns) {
        if args.names.contains(&name)
            && !e.metrics.contains_key(&name)
            && !held.contains(name.as_str())
            && e.dimensions(&name).is_none()
        {
            // Neither a metric nor a counter: the layout says so, with its
            // hint; a first name in the GPU's place is no GPU either.
            crate::layout_with(&e.gpu, &[name.as_str()], &e.defined).map_err(|err| {
                match args.gpu.is_none() && args.names.first() == Some(&name) {
                    true => Error::Expression {
                        expression: name.clone(),
                        message: format!(
                            "no GPU rig-counter knows (the files' agents give {processor}) and no metric or counter: {err}"
                        ),
                    },
                    false => err,
                }
            })?;
        }
        let expr = metrics::parse(&text)
            .map_err(|e| Error::Expression { expression: text.clone(), message: e.to_string() })?;
        let counter =
            matches!(&expr, metrics::Expr::Name(n) if !e.metrics.contains_key(n) && e.dimensions(n).is_some());
        asked.push(Asked { name, expr, counter });
    }
    // What the sums determine is checked dispatch by dispatch: a name the
    // files hold for some dispatches (a metric rocprofv3 computed) is
    // computed from the counters for the others.
    let dimensions = |n: &str| e.dimensions(n);
    // Whether dispatch `m` lacks `name` for rotated groups: a pass that
    // holds its counters holds `name` for other dispatches (not a pass that
    // saw fewer dispatches, which the merge says).
    let rotated_in = |m: &Merged, name: &str| {
        m.by_pass.iter().enumerate().any(|(p, c)| {
            !c.is_empty() && !c.contains_key(name) && held_in_pass.get(p).is_some_and(|h| h.contains(name))
        })
    };
    let mut refused: Vec<(usize, String)> = vec![(0, String::new()); asked.len()];
    let mut summed: Vec<BTreeSet<Dimension>> = vec![BTreeSet::new(); asked.len()];
    // Dispatches each was computed on (the others lack its counters), and
    // those that lack a counter other dispatches counted.
    let mut computed: Vec<usize> = vec![0; asked.len()];
    let mut rotated: Vec<usize> = vec![0; asked.len()];
    let mut taken = Passes::default();
    let mut rows = Vec::new();
    for (row_at, m) in merged.iter().enumerate() {
        let mut values = Vec::new();
        let mut past = vec![false; asked.len()];
        let mut missing = vec![false; asked.len()];
        for (i, a) in asked.iter().enumerate() {
            // Its counters from one pass where one holds them all.
            let t = e.take(&a.expr, &m.by_pass);
            taken.note(i, &a.name, row_at, m, &t);
            let s = e.source_of(&m.by_pass, &m.instances_by_pass, &t.order);
            // A name the dispatch holds that is no counter or metric here is
            // its value, as the file holds it.
            let as_held = matches!(&a.expr, metrics::Expr::Name(n) if m.holds(n));
            match metrics::summed::check(&a.expr, &s, &dimensions) {
                Err(metrics::summed::SummedError::UnknownDimensions { .. }) if as_held => {}
                Ok(over) => summed[i].extend(over),
                Err(metrics::summed::SummedError::Eval(err))
                    if !matches!(err, metrics::EvalError::MissingCounter { .. }) =>
                {
                    let message = crate::definitions::said(&err, &e.metrics);
                    return Err(Error::Expression { expression: a.name.clone(), message });
                }
                // A counter no dispatch of any pass holds, in an expression:
                // as a name the evaluation misses (the new user's check of
                // issue 40: this blamed its instances). A derived metric's
                // refusal below says to name it in rocprofv3's input.
                Err(metrics::summed::SummedError::NotDetermined {
                    held: metrics::summed::Held::Absent(names), ..
                }) if !e.metrics.contains_key(&a.name)
                    && names.iter().any(|n| !held.contains(n.as_str()) && !held.contains(a.name.as_str())) =>
                {
                    let name = names.iter().find(|n| !held.contains(n.as_str())).unwrap_or(&names[0]);
                    return Err(no_pass_holds(&a.name, name, &gpu_name, args.records));
                }
                // Rotated groups: the values it reduces are of a counter
                // other dispatches of this pass counted (a new user's check
                // of issue 41: `reduce(X,max)` of records was refused as if
                // the files held none).
                Err(metrics::summed::SummedError::NotDetermined {
                    held: metrics::summed::Held::Absent(names), ..
                }) if names.iter().any(|n| rotated_in(m, n)) => {
                    missing[i] = true;
                    rotated[i] += 1;
                    values.push(Scalar::Undefined);
                    continue;
                }
                Err(e) => {
                    refused[i].0 += 1;
                    if refused[i].1.is_empty() {
                        refused[i].1 = e.to_string();
                    }
                    values.push(Scalar::Undefined);
                    continue;
                }
            }
            values.push(match metrics::evaluate_checked(&a.expr, &s) {
                Ok(c) => {
                    computed[i] += 1;
                    past[i] = c.total_past_exact();
                    dispatches::total(&c.value)
                }
                // Another dispatch has it, or the name asked (rocprofv3
                // computed it there): undefined on this one.
                Err(metrics::EvalError::MissingCounter { name })
                    if held.contains(name.as_str()) || held.contains(a.name.as_str()) =>
                {
                    // Rotated groups: a pass that holds this dispatch's
                    // counters holds the name for others (not a pass that
                    // saw fewer dispatches, which the merge says).
                    if rotated_in(m, &name) {
                        missing[i] = true;
                        rotated[i] += 1;
                    }
                    Scalar::Undefined
                }
                Err(metrics::EvalError::MissingCounter { name }) => {
                    return Err(no_pass_holds(&a.name, &name, &gpu_name, args.records));
                }
                // rocprofv3 writes what it computes with an accumulator, never
                // the accumulator's values.
                Err(metrics::EvalError::MissingAccumulator { name, resolution }) => {
                    let remedy = match e.metrics.contains_key(&a.name) {
                        true => left_to_rocprofv3(&a.name),
                        false => "rocprofv3 computes accumulations only for the metrics named in its input".to_owned(),
                    };
                    return Err(Error::Expression {
                        expression: a.name.clone(),
                        message: format!(
                            "it needs accumulate({name},{resolution}), and rocprofv3's outputs hold no accumulator's values: {remedy}"
                        ),
                    });
                }
                Err(err) => {
                    let message = crate::definitions::said(&err, &e.metrics);
                    return Err(Error::Expression { expression: a.name.clone(), message });
                }
            });
        }
        rows.push(row(m, values, past, missing));
    }
    for (i, a) in asked.iter().enumerate() {
        warnings.extend(taken.split(i, &a.name, merged.len()));
        let (n, why) = &refused[i];
        if *n > 0 && computed[i] == 0 {
            // rocprofv3 computes a metric it is asked for from every value.
            let remedy = match e.metrics.contains_key(&a.name) {
                true => format!("; {} from every value", left_to_rocprofv3(&a.name)),
                false => String::new(),
            };
            return Err(Error::Expression { expression: a.name.clone(), message: format!("{why}{remedy}") });
        }
        if *n > 0 {
            warnings.push(format!("{}: undefined on {n} of {} dispatches: {why}", a.name, merged.len()));
        }
        if !summed[i].is_empty() {
            let over: Vec<&str> = summed[i].iter().map(|d| d.name()).collect();
            warnings.push(format!(
                "{} is over {}: its value is their sum, as rocprofv3 writes it",
                a.name,
                over.join(", ")
            ));
        }
    }
    warnings.extend(taken.differ(merged.len()));
    if args.by == By::Kernel {
        rows = by_kernel(rows, asked.len());
        let means = super::rotated::kernel_means(&merged);
        warnings.extend(from_means(&e, &asked, &mut rows, &means, &merged)?);
    } else {
        for (i, a) in asked.iter().enumerate().filter(|(i, _)| rotated[*i] > 0) {
            warnings.push(format!(
                "{}: undefined on {} of {} dispatches, which did not count every counter it reads (counter groups \
                 rotated over dispatches, as rocprofv3's pmc_groups and an agent's records do): --by kernel gives a \
                 kernel's mean over its dispatches that computed it, or where none did, computes it from each \
                 counter's mean over the kernel's dispatches",
                a.name,
                rotated[i],
                merged.len()
            ));
        }
    }
    warnings.extend(past_exact(&asked, &rows, args.by));
    print(&asked, &rows, shown_passes, args.by, &processor, product.map(|p| p.name), args.format, warnings, out)
}

/// The GPU of the files at `path` (their `passes`), where none is named:
/// the processor of the agents their dispatches ran on (of every GPU agent
/// they list, where they hold no dispatch), as `agent_info.csv`'s `Name`,
/// the JSON output's `agents` and the database's `rocpd_info_agent` give
/// it; that processor's first built-in product, and a warning naming the
/// others that share it (their geometry, constants and instances differ).
///
/// Errors ([`Error::File`]): the files name no processor (a CSV without
/// its `agent_info.csv`, or no GPU agent), or name several.
fn gpu_of_files(
    path: &Path,
    passes: &[rig_counter_rocprofv3::Pass],
    warnings: &mut Vec<String>,
) -> Result<String, Error> {
    let fail = |message: String| Error::File { path: crate::text::shown_path(path), message };
    // Each processor, with where it was first found.
    let mut found: Vec<(&str, String)> = Vec::new();
    for pass in passes {
        let ran: Vec<&str> = pass.dispatches.iter().filter_map(|d| pass.processor(&d.agent)).collect();
        let listed: Vec<&str> = match ran.is_empty() && pass.dispatches.is_empty() {
            true => pass.agents.iter().map(|(_, p)| p.as_str()).collect(),
            false => ran,
        };
        for p in listed {
            if !found.iter().any(|(q, _)| q.eq_ignore_ascii_case(p)) {
                found.push((p, pass.source.clone()));
            }
        }
    }
    let processor = match &found[..] {
        [] => {
            return Err(fail(
                "names no GPU agent's processor (agent_info.csv beside a counter_collection.csv, the JSON output's \
                 agents, a database's rocpd_info_agent): name the GPU, as metric mi300x NAME... --rocprofv3 PATH"
                    .to_owned(),
            ));
        }
        [(p, _)] => *p,
        several => {
            let each: Vec<String> = several.iter().map(|(p, at)| format!("{} in {at}", shown(p))).collect();
            return Err(fail(format!(
                "holds dispatches on agents of different processors ({}): metric takes one GPU",
                each.join(", ")
            )));
        }
    };
    let lower = processor.to_ascii_lowercase();
    let Some(target) = rig_counter_core::Target::parse(&lower) else {
        return Err(fail(format!("its agents' processor {} is no processor name: name the GPU", shown(processor))));
    };
    let of: Vec<&rig_counter_core::gpu::Product> =
        rig_counter_core::gpu::PRODUCTS.iter().filter(|p| p.gpu.target == target).collect();
    if let [first, others @ ..] = &of[..]
        && !others.is_empty()
    {
        let keys: Vec<&str> = others.iter().map(|p| p.key).collect();
        warnings.push(format!(
            "the files' agents are {lower}, taken as the {} ({}); name the GPU if it is another {lower} ({}): \
             their geometry and constants differ",
            first.name,
            first.key,
            keys.join(", ")
        ));
    }
    Ok(lower)
}

/// Which passes the metrics took their counters from, over the dispatches.
#[derive(Default)]
struct Passes {
    /// Per metric asked, where no pass held every counter it reads: which
    /// names came from which pass (`GRBM_GUI_ACTIVE from pass 1, GL2C_HIT
    /// from pass 2`), and on how many dispatches.
    split: Vec<BTreeMap<String, usize>>,
    /// Each name passes hold with different values that a metric read, in
    /// the order first met.
    differ: Vec<Differ>,
}

/// A name passes hold with different values.
struct Differ {
    name: String,
    /// On how many dispatches, and the last one counted (each once).
    dispatches: usize,
    last: usize,
    /// The first: `dispatch 1: 1000 in pass 1, 2000 in pass 2`.
    first: String,
    /// Each pass taken, with the metrics that took it, in order.
    taken: Vec<(usize, Vec<String>)>,
}

impl Passes {
    /// Notes where metric `metric` (the `i`-th asked) took its counters
    /// (`t`) on dispatch `m`, the `row`-th.
    fn note(&mut self, i: usize, metric: &str, row: usize, m: &Merged, t: &dispatches::Taken) {
        if self.split.len() <= i {
            self.split.resize_with(i + 1, BTreeMap::new);
        }
        if !t.one_pass {
            let mut from: Vec<(usize, Vec<&str>)> = Vec::new();
            for (n, p) in &t.names {
                match from.iter_mut().find(|(q, _)| q == p) {
                    Some((_, names)) => names.push(n),
                    None => from.push((*p, vec![n])),
                }
            }
            from.sort_by_key(|(p, _)| *p);
            let each: Vec<String> =
                from.iter().map(|(p, names)| format!("{} from pass {}", and_list(names), p + 1)).collect();
            *self.split[i].entry(each.join(", ")).or_default() += 1;
        }
        for (n, p) in &t.names {
            let Some(&used) = m.by_pass[*p].get(n) else { continue };
            let holding: Vec<(usize, f64)> =
                m.by_pass.iter().enumerate().filter_map(|(q, c)| c.get(n).map(|v| (q, *v))).collect();
            if holding.iter().all(|(_, v)| v.to_bits() == used.to_bits()) {
                continue;
            }
            let at = match self.differ.iter().position(|d| d.name == *n) {
                Some(at) => at,
                None => {
                    let each: Vec<String> = holding
                        .iter()
                        .map(|(q, v)| format!("{} in pass {}", super::show::scalar(Scalar::from(*v)), q + 1))
                        .collect();
                    // As the rows name it: its id in the first pass that saw it.
                    let id = m.dispatch_ids.iter().flatten().next().map_or_else(String::new, |d| format!(" {d}"));
                    self.differ.push(Differ {
                        name: n.clone(),
                        dispatches: 0,
                        last: usize::MAX,
                        first: format!("dispatch{id}: {}", each.join(", ")),
                        taken: Vec::new(),
                    });
                    self.differ.len() - 1
                }
            };
            let d = &mut self.differ[at];
            if d.last != row {
                d.last = row;
                d.dispatches += 1;
            }
            match d.taken.iter_mut().find(|(q, _)| q == p) {
                Some((_, metrics)) if metrics.iter().any(|x| x == metric) => {}
                Some((_, metrics)) => metrics.push(metric.to_owned()),
                None => d.taken.push((*p, vec![metric.to_owned()])),
            }
        }
    }

    /// Where metric `name` (the `i`-th asked) came from separate runs, over
    /// `total` dispatches.
    fn split(&self, i: usize, name: &str, total: usize) -> Vec<String> {
        let Some(split) = self.split.get(i) else { return Vec::new() };
        split
            .iter()
            .map(|(from, n)| {
                format!(
                    "{name}: no pass holds every counter it reads, so on {n} of {total} dispatches they come from separate runs: {from}"
                )
            })
            .collect()
    }

    /// Each name passes hold with different values, over `total`
    /// dispatches, and which pass's value each metric took.
    fn differ(&self, total: usize) -> Vec<String> {
        self.differ
            .iter()
            .map(|d| {
                let mut taken = d.taken.clone();
                taken.sort_by_key(|(p, _)| *p);
                let each: Vec<String> = taken
                    .iter()
                    .map(|(p, metrics)| {
                        let names: Vec<&str> = metrics.iter().map(String::as_str).collect();
                        let verb = if metrics.len() == 1 { "takes" } else { "take" };
                        format!("{} {verb} pass {}'s", and_list(&names), p + 1)
                    })
                    .collect();
                format!(
                    "{} differs between passes on {} of {total} dispatches ({}): {} (a metric takes its counters \
                     from one pass where one holds them all)",
                    d.name,
                    d.dispatches,
                    d.first,
                    each.join(", ")
                )
            })
            .collect()
    }
}

/// `A`, `A and B`, `A, B and C`.
fn and_list(names: &[&str]) -> String {
    match names {
        [] => String::new(),
        [one] => (*one).to_owned(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

fn row(m: &Merged, values: Vec<Scalar>, past: Vec<bool>, missing: Vec<bool>) -> Row {
    Row {
        dispatch_ids: m.dispatch_ids.clone(),
        kernel: m.kernel.clone(),
        agent: m.agent.clone(),
        dispatches: 1,
        values,
        past,
        missing,
    }
}

/// Each kernel's metric (of `asked`) that none of its dispatches could
/// compute, each lacking a counter others counted (rotated groups), from
/// each counter's mean over the kernel's dispatches that counted it
/// ([`super::rotated`]), in place in `rows` (one per kernel); what is said
/// of them: one warning per metric so computed, and one per kernel that
/// counted no dispatch of a group a metric needs (it stays undefined).
///
/// Errors: [`Error::Expression`] for a metric the means refuse as the
/// dispatches' values would be refused (a cycle, an expression error).
fn from_means(
    e: &dispatches::Evaluation,
    asked: &[Asked],
    rows: &mut [Row],
    means: &HashMap<(std::sync::Arc<str>, String), super::rotated::Means>,
    merged: &[Merged],
) -> Result<Vec<String>, Error> {
    let mut out = Vec::new();
    let dimensions = |n: &str| e.dimensions(n);
    for (i, a) in asked.iter().enumerate().filter(|(_, a)| !a.counter) {
        let mut computed = 0;
        for r in rows.iter_mut().filter(|r| r.missing[i] && r.values[i].is_undefined()) {
            let Some(m) = means.get(&(r.kernel.clone(), r.agent.clone())) else { continue };
            let s = e.source_of(std::slice::from_ref(&m.sums), std::slice::from_ref(&m.instances), &[0]);
            // A counter no dispatch of the kernel counted, for a reduction
            // as for a plain name (a new user's check of issue 41: GPU_UTIL
            // of a kernel lacking a group was left undefined unsaid).
            let lacking = match metrics::summed::check(&a.expr, &s, &dimensions) {
                Ok(_) => None,
                Err(metrics::summed::SummedError::NotDetermined {
                    held: metrics::summed::Held::Absent(names), ..
                }) => names.into_iter().next(),
                Err(_) => continue,
            };
            let evaluated = match lacking {
                Some(name) => Err(metrics::EvalError::MissingCounter { name }),
                None => metrics::evaluate_checked(&a.expr, &s),
            };
            match evaluated {
                Ok(c) => {
                    computed += 1;
                    r.values[i] = dispatches::total(&c.value);
                    r.past[i] |= c.total_past_exact();
                }
                Err(metrics::EvalError::MissingCounter { name }) => {
                    let group = super::rotated::group_of(merged, &name)
                        .map_or_else(|| name.clone(), |g| g.iter().map(|n| shown(n)).collect::<Vec<_>>().join(", "));
                    out.push(format!(
                        "{}: undefined on kernel {} ({}): none of its {} dispatch(es) counted {name}, which other \
                         dispatches counted in the group {group}; a kernel needs a dispatch of every group its metrics \
                         read",
                        a.name,
                        shown(&r.kernel),
                        shown(&r.agent),
                        r.dispatches
                    ));
                }
                Err(err) => {
                    let message = crate::definitions::said(&err, &e.metrics);
                    return Err(Error::Expression { expression: a.name.clone(), message });
                }
            }
        }
        if computed > 0 {
            out.push(format!(
                "{}: on {computed} kernel(s) no dispatch counted every counter it reads (counter groups rotated over \
                 dispatches), so it is computed from each counter's mean over the kernel's dispatches that counted it \
                 (rocprof-compute's iteration multiplexing averages the metric over blocks of dispatches instead: for \
                 a ratio, a mean of ratios, not this ratio of means)",
                a.name
            ));
        }
    }
    Ok(out)
}

/// Rows per (agent, kernel), in the order of their first dispatch: each
/// value the mean over the dispatches where it is defined, noted as past
/// 2^53 where one of them was or where their magnitudes sum to 2^53 or more
/// (the running sum the mean divides may have rounded).
fn by_kernel(rows: Vec<Row>, width: usize) -> Vec<Row> {
    /// Per column: the sum of the defined values, how many, and the sum of
    /// their magnitudes.
    type Sums = Vec<(f64, usize, f64)>;
    let mut out: Vec<(Row, Sums)> = Vec::new();
    let mut at: std::collections::HashMap<(std::sync::Arc<str>, String), usize> = std::collections::HashMap::new();
    for r in rows {
        let i = match at.get(&(r.kernel.clone(), r.agent.clone())) {
            Some(&i) => {
                out[i].0.dispatches += 1;
                i
            }
            None => {
                at.insert((r.kernel.clone(), r.agent.clone()), out.len());
                let first = Row {
                    dispatch_ids: Vec::new(),
                    values: Vec::new(),
                    past: vec![false; width],
                    missing: vec![false; width],
                    ..r
                };
                out.push((first, vec![(0.0, 0, 0.0); width]));
                out.len() - 1
            }
        };
        let (kept, acc) = &mut out[i];
        for (missing, was) in kept.missing.iter_mut().zip(&r.missing) {
            *missing |= was;
        }
        for ((acc, v), (past, was)) in acc.iter_mut().zip(&r.values).zip(kept.past.iter_mut().zip(&r.past)) {
            *past |= was;
            if let Scalar::Value(x) = v {
                acc.0 += x;
                acc.1 += 1;
                acc.2 += x.abs();
            }
        }
    }
    out.into_iter()
        .map(|(mut r, acc)| {
            r.values = acc
                .iter()
                .map(|&(s, n, _)| if n == 0 { Scalar::Undefined } else { Scalar::Value(s / n as f64) })
                .collect();
            for (past, &(_, _, magnitude)) in r.past.iter_mut().zip(&acc) {
                *past |= magnitude >= metrics::EXACT;
            }
            r
        })
        .collect()
}

/// A warning for each column with values computed through a magnitude of
/// 2^53 or more ([`Row::past`]): a 64-bit float (IEEE 754 binary64: a
/// 53-bit significand) does not hold every whole number past it, so two
/// exact counts whose sum is past 2^53 are summed to the nearest float, and
/// `(X+3)-X` may be 2. One counter's own value (a column of a counter, not
/// a mean) is left to its reader, which warns of what the file holds.
fn past_exact(asked: &[Asked], rows: &[Row], by: By) -> Vec<String> {
    let mut out = Vec::new();
    for (i, a) in asked.iter().enumerate().filter(|(_, a)| !a.counter || by == By::Kernel) {
        let n = rows.iter().filter(|r| r.past.get(i) == Some(&true)).count();
        if n > 0 {
            let what = match by {
                By::Dispatch => "dispatch(es)",
                By::Kernel => "kernel(s)",
            };
            out.push(metrics::rounded(&a.name, Some(&format!("{n} {what}"))));
        }
    }
    out
}

/// The first pass's dispatch id a row has.
fn first_id(r: &Row) -> String {
    r.dispatch_ids.iter().flatten().next().map_or_else(String::new, u64::to_string)
}

#[allow(clippy::too_many_arguments)]
fn print(
    asked: &[Asked],
    rows: &[Row],
    passes: usize,
    by: By,
    processor: &str,
    product: Option<&str>,
    format: TableFormat,
    warnings: &[String],
    out: &mut Vec<u8>,
) -> Result<(), Error> {
    let heading = |a: &Asked| match by {
        By::Dispatch => a.name.clone(),
        By::Kernel => format!("{} (mean)", a.name),
    };
    let lead: &[&str] = match by {
        By::Dispatch => &["Dispatch_Id", "Kernel_Name", "Agent_Id"],
        By::Kernel => &["Kernel_Name", "Agent_Id", "Dispatches"],
    };
    let leading = |r: &Row| -> Vec<String> {
        match by {
            By::Dispatch => vec![first_id(r), r.kernel.to_string(), r.agent.clone()],
            By::Kernel => vec![r.kernel.to_string(), r.agent.clone(), r.dispatches.to_string()],
        }
    };
    match format {
        TableFormat::Csv => {
            let header: Vec<String> =
                lead.iter().map(|h| h.to_string()).chain(asked.iter().map(heading)).map(|h| csv_field(&h)).collect();
            writeln!(out, "{}", header.join(","))?;
            for r in rows {
                let values = r.values.iter().map(|v| match v {
                    Scalar::Undefined => String::new(),
                    defined => super::show::scalar(*defined),
                });
                let fields: Vec<String> = leading(r).iter().map(|f| csv_field(f)).chain(values).collect();
                writeln!(out, "{}", fields.join(","))?;
            }
        }
        TableFormat::Json => {
            #[derive(serde::Serialize)]
            struct Column<'a> {
                name: &'a str,
                expression: String,
            }
            #[derive(serde::Serialize)]
            struct JsonRow<'a> {
                #[serde(skip_serializing_if = "Option::is_none")]
                dispatch_ids: Option<&'a [Option<u64>]>,
                kernel: &'a str,
                agent: &'a str,
                dispatches: usize,
                values: BTreeMap<&'a str, Option<f64>>,
            }
            #[derive(serde::Serialize)]
            struct Report<'a> {
                gpu: &'a str,
                passes: usize,
                by: &'static str,
                /// With `by: kernel`: each value the mean over the dispatches
                /// where it is defined.
                #[serde(skip_serializing_if = "Option::is_none")]
                aggregate: Option<&'static str>,
                metrics: Vec<Column<'a>>,
                rows: Vec<JsonRow<'a>>,
                /// What is said on stderr too.
                warnings: &'a [String],
            }
            let report = Report {
                gpu: processor,
                passes,
                by: match by {
                    By::Dispatch => "dispatch",
                    By::Kernel => "kernel",
                },
                aggregate: match by {
                    By::Dispatch => None,
                    By::Kernel => Some("mean"),
                },
                metrics: asked.iter().map(|a| Column { name: &a.name, expression: a.expr.to_string() }).collect(),
                rows: rows
                    .iter()
                    .map(|r| JsonRow {
                        dispatch_ids: (by == By::Dispatch).then_some(&r.dispatch_ids[..]),
                        kernel: &r.kernel,
                        agent: &r.agent,
                        dispatches: r.dispatches,
                        values: asked
                            .iter()
                            .zip(&r.values)
                            .map(|(a, v)| (a.name.as_str(), v.value().map(|x| if x == 0.0 { 0.0 } else { x })))
                            .collect(),
                    })
                    .collect(),
                warnings,
            };
            super::show::json(out, &report)?;
        }
        TableFormat::Table => {
            let what = match by {
                By::Dispatch => format!("{} dispatch(es)", rows.len()),
                By::Kernel => format!("{} kernel(s)", rows.len()),
            };
            writeln!(out, "{what} of {passes} pass(es) on {}", describe(processor, product))?;
            let headings: Vec<String> = lead.iter().map(|h| h.to_string()).chain(asked.iter().map(heading)).collect();
            let refs: Vec<&str> = headings.iter().map(String::as_str).collect();
            let mut t = TextTable::new(&refs);
            for r in rows {
                let fields = leading(r).into_iter().map(|f| crate::text::escaped(&f));
                t.row(fields.chain(r.values.iter().map(|v| super::show::scalar(*v))).collect());
            }
            t.write(out)?;
        }
    }
    Ok(())
}

/// The refusal of `asked` (a metric or expression) that needs counter
/// `name`, which no pass of the files holds: plan it for rocprofv3; of an
/// agent's `records`, no record counted it (break test of issue 41: the
/// rocprofv3 remedy was given for records of one pass alone).
fn no_pass_holds(asked: &str, name: &str, gpu: &str, records: bool) -> Error {
    let message = match records {
        true => format!(
            "no record counted {name}: the records hold no dispatch of a pass that counts it (each pass of the run \
             needs a record)"
        ),
        false => format!(
            "no pass holds {name}: plan it (rig-counter plan {gpu} {} --format rocprofv3-yaml) and run rocprofv3 with \
             that file",
            crate::text::shell_word(asked)
        ),
    };
    Error::Expression { expression: asked.to_owned(), message }
}

/// The remedy for a metric rocprofv3's outputs cannot give: `name X in
/// rocprofv3's input, as plan --format rocprofv3-yaml does, and rocprofv3
/// computes it`.
fn left_to_rocprofv3(metric: &str) -> String {
    format!("name {metric} in rocprofv3's input, as plan --format rocprofv3-yaml does, and rocprofv3 computes it")
}
