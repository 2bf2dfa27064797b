//! GPUs from the amdgpu driver's KFD topology
//! (`/sys/class/kfd/kfd/topology`, or a copy of it).
//!
//! - [`properties`]: a node's `properties` file ([`Properties`]).
//! - [`file`](mod@file): where the topology is, how a file of it is read, and why one
//!   cannot be used ([`KfdError`]).
//! - [`node`]: the [`Gpu`](rig_counter_core::Gpu) a GPU node describes
//!   ([`gpu`]); [`target`], its processor.
//! - [`topology`]: every usable GPU of a machine, with a note for each node
//!   skipped ([`read_topology`]).
//! - [`cu_bitmap`]: which WGPs run work, from the driver's CU bitmap
//!   ([`active_wgps`]).
//! - [`power`]: a GPU's power level, from its DRM device
//!   ([`read_power_level`]), and what dispatch and device counting need of
//!   the queues and of the power level (on GFX11 and GFX12 a profile level,
//!   as `profile_standard`, else the perfmon clock is gated).
//!
//! # From properties to geometry
//!
//! Sources are Linux's `drivers/gpu/drm/amd/amdkfd/` (torvalds/linux, mirrored
//! in ROCm/amdgpu):
//!
//! - `gfx_target_version` is `kgd2kfd_probe()`'s (`kfd_device.c`) decimal
//!   `major * 10000 + minor * 100 + stepping` of the processor, not of the GC
//!   version: GC 12.0.1 is 120001 (gfx1201), GC 11.0.3 is 110001 (gfx1101),
//!   GC 9.4.3 is 90402 (gfx942), GC 9.4.2 is 90010 (gfx90a, stepping 10 = `a`).
//! - `simd_arrays_per_engine` is `gfx_info->max_sh_per_se`
//!   (`kfd_topology.c`, `kfd_topology_add_device()`).
//! - `array_count`: `kfd_create_vcrat_image_gpu()` (`kfd_crat.c`) stores
//!   `max_sh_per_se * max_shader_engines`, the arrays of one XCC (on GFX 9.4.3
//!   `max_shader_engines` counts one XCC's engines), and `node_show()`
//!   (`kfd_topology.c`) prints it multiplied by `NUM_XCC(xcc_mask)`. So the
//!   file's `array_count` covers all the node's XCCs: shader engines per die
//!   are `array_count / num_xcc / simd_arrays_per_engine` (MI300X: 32 / 8 / 1 = 4).
//! - `cu_per_simd_array` is `gfx_info->max_cu_per_sh`, per array as built
//!   (harvested CUs included) and not multiplied by the XCCs
//!   (`kfd_create_vcrat_image_gpu()`, copied by `kfd_populated_cu_info_gpu()`).
//!   On GFX10 and later a WGP is two CUs: `gfx_v11_0.c`/`gfx_v12_0.c` build an
//!   array's WGP mask `amdgpu_gfx_create_bitmask(max_cu_per_sh >> 1)`, so WGPs
//!   per array as built are `cu_per_simd_array / 2`; on GFX9 the unit is the CU.
//! - `simd_count` is `cu_info->simd_per_cu * (cu_info->number / num_nodes)`
//!   (`kfd_create_vcrat_image_gpu()`): SIMDs of the CUs that run work, of every
//!   XCC of the node (`gfx_v9_4_3_get_cu_info()` sums `number` over XCCs, and
//!   `num_nodes` splits it among the partitions). Active CUs per die are
//!   `simd_count / simd_per_cu / num_xcc` (MI300X: 1216 / 4 / 8 = 38).
//! - `num_xcc` is `NUM_XCC(xcc_mask)` of the node (`node_show()`); kernels that
//!   predate it print none, and one die is assumed.
//!
//! The properties carry no GC version (`node_show()` prints none): it is that of
//! the first built-in product of the same processor ([`PRODUCTS`](rig_counter_core::gpu::PRODUCTS)), else the
//! target's own numbers.

pub mod cu_bitmap;
pub mod file;
pub mod node;
pub mod power;
pub mod properties;
pub mod topology;

pub use cu_bitmap::{CuBitmap, active_wgps, parse_cu_bitmap, read_cu_bitmap};
pub use file::{KFD_TOPOLOGY, KfdError};
pub use node::{MAX_PER_DIMENSION, gc_version, gpu, gpu_of, product_of, target};
pub use power::{Level, NodePower, PowerError, PowerLevel, read_power_level};
pub use properties::Properties;
pub use topology::{KfdGpu, Topology, read_topology};
