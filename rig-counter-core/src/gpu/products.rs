//! Built-in descriptions of real products, each with the public sources of its
//! numbers.

use super::{GcVersion, Gpu, Target};

/// A real product: its key on the command line, its marketing name and its GPU.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct Product {
    /// Lower case without spaces: `r9700`, `rx9070xt`, `mi300x`.
    pub key: &'static str,
    /// The marketing name: `Radeon AI PRO R9700`.
    pub name: &'static str,
    /// What it is built of.
    pub gpu: Gpu,
}

/// Every built-in product. The first product of a processor is its default, the
/// one a bare processor name (`gfx1201`) selects.
///
/// L2 channels (the last number of each row; GL2C or TCC instances per die):
/// - gfx1201 (R9700, RX 9070 XT, RX 9070): 32, and gfx1200 (RX 9060 XT): 16, as
///   aqlprofile's GFX12 block tables give them (ROCm/rocm-systems
///   `projects/rocprofiler-sdk/source/lib/aqlprofile/core/gfx12_factory.cpp`:
///   gfx1201 takes its own GL2C table; `gfx12_block_info.h`: 16 and 32
///   instances). The kernel reports 32 for a gfx1201 (`num_tcc_blocks` of
///   device 0x7550 in Mesa's drm-shim, `src/amd/drm-shim/amdgpu_devices.c`).
/// - Navi 31 (RX 7900 XTX, PRO W7900): 24: the kernel's `num_tcc_blocks` of
///   device 0x744c as Mesa's drm-shim records it (`amdgpu_devices.c`,
///   "navi31": num_tcc_blocks 24, gl2c_cache_size 6144 KB). aqlprofile's
///   GFX11 table reads 32 on every GFX11 part, a family-wide figure that this
///   die's own report is below; rig-counter never reads the 8 channels Navi 31
///   does not report (docs/aqlprofile.md lists the difference).
/// - Navi 32 (RX 7800 XT) and Navi 33 (RX 7600): 32, aqlprofile's GFX11 table
///   (ROCm/rocm-systems `projects/rocprofiler-sdk/source/lib/aqlprofile/gfxip/gfx11/gfx11_block_info.h`,
///   GL2C instance count 32), the only public source found for these dies; no
///   kernel report of their `num_tcc_blocks` was found (Mesa's drm-shim has
///   neither). Their L2 (4 MB and 2 MB) does not give the count: the 2 MB L2
///   of a gfx1150 has 4 channels (drm-shim "gfx1150"), Navi 31's 6 MB 24. On
///   such a part `AMD_DEBUG=info` (radeonsi) prints the kernel's count as
///   `memory_channels = N (TCC blocks)`.
/// - Strix Halo (Radeon 8060S, gfx1151): 8: aqlprofile's gfx11.5 table
///   (`gfx115x_factory.cpp`: GL2C instance_count 8), AMD's later code
///   correcting the GFX11 table's 32.
/// - gfx942 and gfx950 (MI300X, MI300A, MI325X, MI350X, MI355X): 16 TCC per XCC:
///   aqlprofile `gfx940_factory.cpp` (TCC instance_count 16; MI350 copies MI300).
pub const PRODUCTS: &[Product] = &[
    // Geometry common to every row below: KFD's `cu_per_simd_array` comes from the
    // gc_info table of IP discovery, the die as designed, so it counts harvested CUs
    // too (the harvested W7500 below still reports 8); `array_units` on GFX11/GFX12 is
    // that number halved. GC -> target mapping: torvalds/linux
    // drivers/gpu/drm/amd/amdkfd/kfd_device.c kgd2kfd_probe(): GC 12.0.1 -> 120001,
    // 12.0.0 -> 120000, 11.0.0 -> 110000, 11.0.2 -> 110002, 11.0.3 -> 110001 ("Compiler
    // version is 11.0.1 while HW version is 11.0.3"), 11.5.1 -> 110501, 9.4.3 (rev >= 1)
    // and 9.4.4 -> 90402, 9.5.0 -> 90500.
    //
    // R9700: Navi 48, 4 SE x 2 SA x 4 WGP, 64 CUs: the kernel's report of a gfx1201 (device
    // 0x7550) as Mesa's drm-shim records it (src/amd/drm-shim/amdgpu_devices.c, "gfx1201":
    // num_shader_engines 4, num_shader_arrays_per_engine 2, num_cu_per_sh 8). Agrees with
    // AMD's R9700 product page as cited in iree-org/iree
    // compiler/src/iree/compiler/Codegen/Dialect/GPU/TargetUtils/KnownTargets.cpp (64 CUs)
    // and warpfront/hipfire#138 (KFD on 4x R9700: simd_count 128, i.e. 64 CUs).
    Product { key: "r9700", name: "Radeon AI PRO R9700", gpu: gpu((12, 0, 1), (12, 0, 1), (1, 4, 2, 4), 64, 32) },
    // RX 9070 XT: Navi 48 like the R9700. 64 CUs: AMD product page and TechPowerUp c4229,
    // as cited in iree KnownTargets.cpp. rocminfo in ROCm/librocdxg#17 (chip 0x7550):
    // Compute Unit 64, Shader Engines 4; a public KFD dump of a gfx1201 node reads
    // array_count 8, simd_arrays_per_engine 2, cu_per_simd_array 8 (4 SE x 2 SA x 4 WGP).
    Product { key: "rx9070xt", name: "Radeon RX 9070 XT", gpu: gpu((12, 0, 1), (12, 0, 1), (1, 4, 2, 4), 64, 32) },
    // RX 9070: harvested Navi 48. 56 CUs: AMD product page and TechPowerUp c4250 (iree
    // KnownTargets.cpp); a public rocminfo dump (chip 0x7550, gfx1201) reads Compute
    // Unit 56, Shader Engines 4, Shader Arrs. per Eng. 2. The 4 WGPs per array as built
    // are the Navi 48 die's (inferred: no KFD cu_per_simd_array of a 9070 itself seen).
    Product { key: "rx9070", name: "Radeon RX 9070", gpu: gpu((12, 0, 1), (12, 0, 1), (1, 4, 2, 4), 56, 32) },
    // RX 9060 XT: Navi 44, gfx1200 (GC 12.0.0). 32 CUs: AMD product page and TechPowerUp
    // c4293 (iree KnownTargets.cpp). Public rocminfo dumps (chip 0x7590, gfx1200) read
    // Compute Unit 32, Shader Engines 2, Shader Arrs. per Eng. 2: 4 arrays of 8 CUs, the
    // full die, so 4 WGPs per array (no KFD cu_per_simd_array dump of it seen).
    Product { key: "rx9060xt", name: "Radeon RX 9060 XT", gpu: gpu((12, 0, 0), (12, 0, 0), (1, 2, 2, 4), 32, 16) },
    // RX 7900 XTX: Navi 31, gfx1100 (GC 11.0.0). KFD properties of a 7900 XTX (device_id
    // 29772 = 0x744C) in tinygrad/tinygrad test/mockgpu/amd/amdgpu.py: simd_count 192,
    // array_count 12, simd_arrays_per_engine 2, cu_per_simd_array 8 (6 SE x 2 SA x 4 WGP,
    // 96 CUs); rocminfo in ollama/ollama#3158: Compute Unit 96, Shader Engines 6, Shader
    // Arrs. per Eng. 2. 96 CUs also TechPowerUp c3941 (iree KnownTargets.cpp).
    Product { key: "rx7900xtx", name: "Radeon RX 7900 XTX", gpu: gpu((11, 0, 0), (11, 0, 0), (1, 6, 2, 4), 96, 24) },
    // PRO W7900: the full Navi 31 as the 7900 XTX. 96 CUs: AMD product page, TechPowerUp
    // c4147 (iree KnownTargets.cpp). Geometry taken from the same die (no W7900 dump seen).
    Product { key: "w7900", name: "Radeon PRO W7900", gpu: gpu((11, 0, 0), (11, 0, 0), (1, 6, 2, 4), 96, 24) },
    // RX 7800 XT: Navi 32, gfx1101 = GC 11.0.3 per kfd_device.c (not 11.0.2;
    // clbr/radeontop#179 and the driver agree on 11.0.3). rocminfo in lamikr/rocm_sdk_builder#246 (chip 0x747E): Compute Unit 60,
    // Shader Engines 3, Shader Arrs. per Eng. 2; a public KFD dump of a 0x747E node:
    // simd_count 120, array_count 6, simd_arrays_per_engine 2. 60 CUs in 6 arrays is the
    // full die (TechPowerUp c3839): 10 CUs, 5 WGPs per array.
    Product { key: "rx7800xt", name: "Radeon RX 7800 XT", gpu: gpu((11, 0, 1), (11, 0, 3), (1, 3, 2, 5), 60, 32) },
    // RX 7600: Navi 33, gfx1102 = GC 11.0.2 per kfd_device.c (not 11.0.3). 32 CUs: the GPU table in ROCm/legacy-rocm-build#2391 and TechPowerUp. KFD of a
    // harvested Navi 33 (PRO W7500, 28 CUs) in ROCm/rocm-systems#922: gfx_target_version
    // 110002, array_count 4, simd_arrays_per_engine 2, cu_per_simd_array 8, so the die is
    // 2 SE x 2 SA x 4 WGP, all 32 CUs enabled on the RX 7600.
    Product { key: "rx7600", name: "Radeon RX 7600", gpu: gpu((11, 0, 2), (11, 0, 2), (1, 2, 2, 4), 32, 32) },
    // Radeon 8060S (Strix Halo, Ryzen AI Max+ 395), gfx1151 = GC 11.5.1 (110501). rocminfo
    // in ROCm/legacy-rocm-build#5745: Compute Unit 40, Shader Engines 2, Shader Arrs. per
    // Eng. 2; amdgpu_top in magnitudedev/magnitude#44: CU per Shader Array max 10, min 10;
    // public KFD dumps: simd_count 80, array_count 4, cu_per_simd_array 10. 40 CUs also
    // TechPowerUp g1096 (iree KnownTargets.cpp).
    Product { key: "radeon8060s", name: "Radeon 8060S", gpu: gpu((11, 5, 1), (11, 5, 1), (1, 2, 2, 5), 40, 8) },
    // Radeon 890M (Strix Point, Ryzen AI 9 HX 370), gfx1150 = GC 11.5.0 (110500: kfd_device.c
    // kgd2kfd_probe, IP_VERSION(11, 5, 0)). The kernel's report of device 0x150e as Mesa's
    // drm-shim records it (bminor/mesa-mesa @56d758d3 src/amd/drm-shim/amdgpu_devices.c,
    // "gfx1150": num_shader_engines 1, num_shader_arrays_per_engine 2, num_cu_per_sh 8,
    // cu_active_number 16, num_tcc_blocks 4); GPUOpen-Tools/device_info @a44c00c0
    // DeviceInfo.cpp (GDT_GFX11_5_0, 0x150E, "AMD Radeon(TM) 890M Graphics": 1 SE, 16 CUs);
    // PAL @c5e80007 gfx9Device.cpp (Strix1: numGl2c 4). L2 channels: 4 (drm-shim, PAL's
    // device table; PAL's null device says 16 and aqlprofile's gfx115x table 8, neither a
    // kernel report). gfx1152 and gfx1153 have no product: no public source gives their
    // L2 channels.
    Product { key: "radeon890m", name: "Radeon 890M", gpu: gpu((11, 5, 0), (11, 5, 0), (1, 1, 2, 4), 16, 4) },
    // Instinct MI300X: gfx942, GC 9.4.3. KFD of a live MI300X (device_id 29857 = 0x74A1,
    // gfx_target_version 90402): simd_count 1216, num_xcc 8, array_count 32 (all XCCs),
    // simd_arrays_per_engine 1, cu_per_simd_array 10 -> 4 SE x 1 SA x 10 CUs per XCD;
    // 1216 / 4 = 304 CUs, 38 per XCD. Also the CDNA 3 whitepaper (8 XCDs of 40 CUs, 38
    // active; 304 CUs, as cited in iree KnownTargets.cpp). The dump is the one reproduced
    // in public test fixtures (e.g. the gpuq package's HIP tests); not from an AMD page.
    Product { key: "mi300x", name: "Instinct MI300X", gpu: gpu((9, 4, 2), (9, 4, 3), (8, 4, 1, 10), 38, 16) },
    // Instinct MI300A: gfx942, GC 9.4.3 (APU). KFD of a real MI300A node (device_id 29856 =
    // 0x74A0, gfx_target_version 90402), published as test resources in a public repo:
    // simd_count 912, num_xcc 6, array_count 24, simd_arrays_per_engine 1,
    // cu_per_simd_array 10 -> 228 CUs, 38 per XCD. 228 CUs: CDNA 3 whitepaper (iree).
    Product { key: "mi300a", name: "Instinct MI300A", gpu: gpu((9, 4, 2), (9, 4, 3), (6, 4, 1, 10), 38, 16) },
    // Instinct MI325X: gfx942, the MI300X's XCDs with HBM3E; 304 CUs in 8 XCDs (AMD spec
    // via iree KnownTargets.cpp). Geometry assumed equal to MI300X (no MI325X KFD dump
    // found). GC unverified: 9.4.3 assumed; the driver also has a GC 9.4.4 that maps to
    // gfx942 too (kfd_device.c), and which product reports 9.4.4 was not established.
    Product { key: "mi325x", name: "Instinct MI325X", gpu: gpu((9, 4, 2), (9, 4, 3), (8, 4, 1, 10), 38, 16) },
    // Instinct MI350X: gfx950, GC 9.5.0 (90500). ROCm/rocm-systems#10274, from the MI350X
    // KFD captures under projects/rocprofiler-sdk/.../tests/data/topology (device_id 30112
    // = 0x75A0): simd_count 1024, array_count 32, simd_arrays_per_engine 1,
    // cu_per_simd_array 9 -> 4 SE x 1 SA x 9 CUs (36) per XCD, 256 CUs, 32 per XCD. CDNA 4
    // whitepaper: 8 XCDs, 256 CUs (iree KnownTargets.cpp).
    Product { key: "mi350x", name: "Instinct MI350X", gpu: gpu((9, 5, 0), (9, 5, 0), (8, 4, 1, 9), 32, 16) },
    // Instinct MI355X: same gfx950 die and CU count as MI350X (256 CUs: CDNA 4 whitepaper,
    // iree KnownTargets.cpp), higher clocks. Geometry taken from the MI350X capture (no
    // MI355X KFD dump seen).
    Product { key: "mi355x", name: "Instinct MI355X", gpu: gpu((9, 5, 0), (9, 5, 0), (8, 4, 1, 9), 32, 16) },
];

/// The product whose key is `key`, else the default product of the processor
/// named `key` (`gfx1201` gives the R9700).
pub fn find(key: &str) -> Option<&'static Product> {
    PRODUCTS.iter().find(|p| p.key == key).or_else(|| {
        let target = Target::parse(key)?;
        PRODUCTS.iter().find(|p| p.gpu.target == target)
    })
}

const fn gpu(
    target: (u8, u8, u8),
    gc: (u8, u8, u8),
    (xccs, shader_engines, shader_arrays, array_units): (u8, u8, u8, u8),
    compute_units: u16,
    l2_channels: u8,
) -> Gpu {
    Gpu {
        target: Target { major: target.0, minor: target.1, stepping: target.2 },
        gc: GcVersion { major: gc.0, minor: gc.1, revision: gc.2 },
        xccs,
        shader_engines,
        shader_arrays,
        array_units,
        compute_units,
        l2_channels,
    }
}
