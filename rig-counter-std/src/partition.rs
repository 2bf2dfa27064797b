//! The GPU a rocprofv3 output's dispatches ran on, where the files give
//! their agent's XCCs and compute units ([`rig_counter_rocprofv3::geometry`]):
//! the GPU named, or a partition of it. A partitioned GPU is several agents
//! of fewer XCCs each (an MI300X in CPX mode is 8 agents of 1 XCC and 38
//! CUs: AMD's "GPU partitioning" of the MI300X, and Linux's
//! `drivers/gpu/drm/amd/amdgpu/amdgpu_xcp.c`, which gives each partition
//! its own XCCs), whose counters have that partition's instances and whose
//! `CU_NUM` is that partition's: computed with the whole GPU's geometry,
//! a value per XCC is refused for want of 7 more and a metric over
//! `CU_NUM` is 8 times too small.

use crate::Error;
use rig_counter_core::Gpu;
use rig_counter_rocprofv3::{Geometry, Pass};

/// `gpu` (named `name`: its product's, or its processor) as the agents
/// that `passes`' dispatches ran on are, where their files give those
/// agents' XCCs or compute units, with a warning where it is not `gpu`
/// itself:
///
/// - where they give what `gpu` has (or nothing), `gpu`;
/// - where they give both, fewer or as many XCCs as `gpu` has, and as many
///   compute units on each (their `cu_count` divided by their `num_xcc`)
///   as `gpu`'s dies are built with or fewer: `gpu` with the agent's XCCs
///   and compute units (a partition of it: the rest of a die's geometry,
///   its engines, arrays and L2 channels, is `gpu`'s), and a warning
///   saying so.
///
/// Errors ([`Error::File`], naming the pass): agents given with different
/// XCCs or compute units (one GPU's metrics are computed at a time); an
/// agent whose XCCs or compute units differ from `gpu`'s where the files
/// do not give both, or give more XCCs than `gpu` has, or more compute
/// units on a die than it is built with, or a number of compute units that
/// its XCCs do not divide: what the file holds, what `gpu` has, and the
/// remedy (the GPU named by its KFD node, `kfd:N` with `--topology`,
/// which gives a partition's own geometry).
pub fn of_files(gpu: Gpu, name: &str, passes: &[Pass]) -> Result<(Gpu, Option<String>), Error> {
    // The geometry of each agent a dispatch ran on, each once, with its pass.
    let mut given: Vec<(&Pass, &str, &Geometry)> = Vec::new();
    for pass in passes {
        for d in &pass.dispatches {
            if let Some(g) = pass.geometry(&d.agent)
                && !given.iter().any(|(p, a, _)| std::ptr::eq(*p, pass) && *a == d.agent)
            {
                given.push((pass, &d.agent, g));
            }
        }
    }
    let Some(&(pass, agent, first)) = given.first() else { return Ok((gpu, None)) };
    let fail = |pass: &Pass, message: String| Error::File { path: pass.source.clone(), message };
    let counts = |g: &Geometry| (g.xccs, g.compute_units);
    if let Some((other, other_agent, g)) = given.iter().find(|(_, _, g)| counts(g) != counts(first)) {
        return Err(fail(
            other,
            format!(
                "its {} has {} ({}), and {}'s {} {}: metric takes one GPU's dispatches",
                crate::text::shown(other_agent),
                said(g),
                g.fields(),
                pass.source,
                crate::text::shown(agent),
                said(first)
            ),
        ));
    }
    of_agent(gpu, name, agent, first).map_err(|message| fail(pass, message))
}

/// `gpu` (named `name`) as `agent`, whose file gives `geometry`, is, with
/// a warning where it is not `gpu` itself, as [`of_files`] takes it.
///
/// Errors: the message, where [`of_files`] refuses an agent.
pub fn of_agent(gpu: Gpu, name: &str, agent: &str, geometry: &Geometry) -> Result<(Gpu, Option<String>), String> {
    let first = geometry;
    let named_cus = u64::from(gpu.xccs) * u64::from(gpu.compute_units);
    let xccs_differ = first.xccs.is_some_and(|x| x != u64::from(gpu.xccs));
    let cus_differ = first.compute_units.is_some_and(|c| c != named_cus);
    if !xccs_differ && !cus_differ {
        return Ok((gpu, None));
    }
    // What the GPU has of what the files give, in the same order.
    let whole = match (first.xccs, first.compute_units) {
        (Some(_), Some(_)) => format!("{} and {named_cus}", gpu.xccs),
        (Some(_), None) => gpu.xccs.to_string(),
        _ => named_cus.to_string(),
    };
    let holds = format!(
        "the files' {} has {} ({}), the {name} {whole}",
        crate::text::shown(agent),
        said(first),
        first.fields()
    );
    // Each die's CUs as built: WGPs of two CUs on GFX10 and later.
    let per_unit = if gpu.target.major >= 10 { 2 } else { 1 };
    let built = u64::from(gpu.shader_engines) * u64::from(gpu.shader_arrays) * u64::from(gpu.array_units) * per_unit;
    let partition = match (first.xccs, first.compute_units) {
        (Some(x), Some(c)) if x <= u64::from(gpu.xccs) && c.is_multiple_of(x) && c / x <= built => {
            u16::try_from(c / x).ok().zip(u8::try_from(x).ok())
        }
        _ => None,
    };
    let Some((per_die, xccs)) = partition else {
        return Err(format!(
            "{holds}: a partition? name the GPU by its KFD node (kfd:N; --topology DIR reads a copy of the \
             topology), whose properties give the partition's geometry"
        ));
    };
    let agent_gpu = Gpu { xccs, compute_units: per_die, ..gpu };
    Ok((
        agent_gpu,
        Some(format!(
            "{holds}: computed as a partition of it, with the agent's XCCs and CUs (its counters' instances, CU_NUM)"
        )),
    ))
}

/// `1 XCC and 38 CUs`, `8 XCCs`, `38 CUs`: what a geometry gives.
fn said(g: &Geometry) -> String {
    let xccs = g.xccs.map(|x| format!("{x} XCC{}", if x == 1 { "" } else { "s" }));
    let cus = g.compute_units.map(|c| format!("{c} CU{}", if c == 1 { "" } else { "s" }));
    match (xccs, cus) {
        (Some(x), Some(c)) => format!("{x} and {c}"),
        (Some(x), None) => x,
        (None, Some(c)) => c,
        (None, None) => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rig_counter_rocprofv3::geometry::Form;

    fn mi300x() -> Gpu {
        rig_counter_core::gpu::products::find("mi300x").unwrap().gpu
    }

    #[test]
    fn what_no_partition_of_the_gpu_has_is_refused_and_the_whole_gpu_is_itself() {
        let of = |xccs, cus| Geometry::of(Form::AgentInfoCsv, xccs, cus).unwrap();
        let agent = |g: Geometry| of_agent(mi300x(), "Instinct MI300X", "Agent 1", &g);
        assert_eq!(agent(of(Some(8), Some(304))), Ok((mi300x(), None)));
        assert_eq!(agent(of(Some(8), None)), Ok((mi300x(), None)));
        let refused = |holds: &str| {
            Err(format!(
                "the files' \"Agent 1\" has {holds}: a partition? name the GPU by its KFD node (kfd:N; --topology \
                 DIR reads a copy of the topology), whose properties give the partition's geometry"
            ))
        };
        // More XCCs than the GPU; more CUs on a die than its 40; CUs the
        // XCCs do not divide; CUs alone.
        assert_eq!(
            agent(of(Some(16), Some(608))),
            refused("16 XCCs and 608 CUs (Num_Xcc and Cu_Count in agent_info.csv), the Instinct MI300X 8 and 304")
        );
        assert_eq!(
            agent(of(Some(1), Some(41))),
            refused("1 XCC and 41 CUs (Num_Xcc and Cu_Count in agent_info.csv), the Instinct MI300X 8 and 304")
        );
        assert_eq!(
            agent(of(Some(2), Some(75))),
            refused("2 XCCs and 75 CUs (Num_Xcc and Cu_Count in agent_info.csv), the Instinct MI300X 8 and 304")
        );
        assert_eq!(agent(of(None, Some(38))), refused("38 CUs (Cu_Count in agent_info.csv), the Instinct MI300X 304"));
        // A DPX partition: 2 XCCs of 38 CUs.
        let (gpu, _) = agent(of(Some(2), Some(76))).unwrap();
        assert_eq!((gpu.xccs, gpu.compute_units, gpu.shader_engines, gpu.l2_channels), (2, 38, 4, 16));
    }
}
