//! A machine's GPUs from a KFD topology directory: `/sys/class/kfd/kfd/topology`
//! or a copy of it, whose `nodes/N/properties` describe node `N`.
//!
//! A node that is no usable GPU is skipped with a note, never failing the
//! machine: a machine with one unsupported GPU beside a supported one still
//! serves the supported one.

use std::path::Path;

use rig_counter_core::Gpu;
use rig_counter_core::catalog::Catalog;

use super::file::KfdError;
use super::properties::Properties;

/// A GPU node rig-counter can count on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct KfdGpu {
    /// The node's index, `N` of `nodes/N`.
    pub node: u32,
    /// What its properties describe ([`super::node::gpu`]).
    pub gpu: Gpu,
    /// The key of the built-in product of equal geometry ([`super::node::product_of`]),
    /// if there is one.
    pub product: Option<&'static str>,
    /// Its firmware versions, as the node's properties give them.
    pub firmware: crate::definitions::FirmwareVersions,
    /// Its DRM render node's minor, `drm_render_minor` (`renderD128` is 128),
    /// if the properties give it: where its power level is read
    /// ([`super::power::read_power_level`]).
    pub drm_render_minor: Option<u64>,
}

/// The usable GPUs of a machine, by node index, and a note for each node
/// skipped, as `node 0: a CPU` or `node 2: gfx90a has no counter catalog`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Topology {
    /// The GPUs, in ascending node order.
    pub gpus: Vec<KfdGpu>,
    /// Why each other node was skipped, in ascending node order.
    pub notes: Vec<String>,
}

/// Reads every `dir/nodes/N/properties` (`N` a decimal node index; other
/// entries are ignored).
///
/// A CPU node, a GPU whose processor has no counter catalog
/// ([`Catalog::of`]), and a node whose file is missing, unreadable or garbled
/// or whose properties describe no geometry are skipped, each with a note
/// (`node 2: ...`). A GPU whose geometry the counting programs refuse (more
/// dies than its family counts on) is kept, with a note saying so: layouts
/// and samples take it, `start`, `stop`, `sample` and `filter` refuse it.
/// So is a GPU whose L2 channels are 0 (KFD's properties do not give them;
/// no built-in product of its processor does, [`super::node::gpu_of`]):
/// layouts refuse its GL2C or TCC counters, which would have no value.
///
/// Errors: [`KfdError::NoTopology`] if `dir/nodes` cannot be listed.
pub fn read_topology(dir: &Path) -> Result<Topology, KfdError> {
    let nodes_dir = dir.join("nodes");
    let no_topology = |why: String| KfdError::NoTopology { dir: crate::text::shown_path(dir), why };
    let entries = std::fs::read_dir(&nodes_dir).map_err(|e| no_topology(format!("cannot list nodes/: {e}")))?;

    let mut nodes: Vec<u32> = Vec::new();
    let mut topology = Topology::default();
    for entry in entries {
        let entry = entry.map_err(|e| no_topology(format!("cannot list nodes/: {e}")))?;
        let name = entry.file_name();
        let Some(index) = name.to_str().and_then(node_index) else { continue };
        nodes.push(index);
    }
    nodes.sort_unstable();

    for node in nodes {
        let path = nodes_dir.join(node.to_string()).join("properties");
        match usable(&path) {
            Ok(Usable::Gpu(gpu, firmware, drm_render_minor)) => {
                if let Err(e) = rig_counter_core::filter(&gpu, 0) {
                    topology.notes.push(format!("node {node}: start, stop, sample and filter refuse it: {e}"));
                }
                if gpu.l2_channels == 0 {
                    let why = crate::hint::no_l2_channels(gpu.processor());
                    topology
                        .notes
                        .push(format!("node {node}: {}: {why}: layouts refuse its L2 counters", gpu.processor()));
                }
                let product = super::node::product_of(&gpu).map(|p| p.key);
                topology.gpus.push(KfdGpu { node, gpu, product, firmware, drm_render_minor });
            }
            Ok(Usable::Cpu) => topology.notes.push(format!("node {node}: a CPU")),
            Ok(Usable::NoCatalog(gpu)) => {
                topology.notes.push(format!("node {node}: {} has no counter catalog", gpu.processor()))
            }
            Err(e) => topology.notes.push(format!("node {node}: {e}")),
        }
    }
    Ok(topology)
}

/// What a node is to rig-counter.
enum Usable {
    Gpu(Gpu, crate::definitions::FirmwareVersions, Option<u64>),
    Cpu,
    NoCatalog(Gpu),
}

fn usable(path: &Path) -> Result<Usable, KfdError> {
    let properties = Properties::read(path)?;
    let Some(target) = super::node::target(&properties)? else { return Ok(Usable::Cpu) };
    if Catalog::of(target).is_none() {
        return Ok(Usable::NoCatalog(Gpu::bare(target)));
    }
    // KFD's `fw_version` is the CP/MEC firmware's, `sdma_fw_version` the
    // SDMA engines' (`kfd_topology.c`, `kfd_topology_add_device`).
    let firmware = crate::definitions::FirmwareVersions {
        cp: properties.get("fw_version"),
        sdma: properties.get("sdma_fw_version"),
    };
    let render_minor = properties.get("drm_render_minor");
    super::node::gpu_of(&properties, target).map(|g| Usable::Gpu(g, firmware, render_minor))
}

/// `name` as a node index: decimal digits, no sign, no leading zero.
fn node_index(name: &str) -> Option<u32> {
    let canonical =
        !name.is_empty() && name.bytes().all(|b| b.is_ascii_digit()) && (name == "0" || !name.starts_with('0'));
    canonical.then(|| name.parse().ok()).flatten()
}
