//! GPUs: a built-in product or processor found by name, or one the caller
//! describes by filling an [`rc_gpu`].

use crate::code::RC_UNKNOWN_GPU;
use crate::error::{Failure, apart, argument, error_apart, failure, finish, rc_error};
use crate::raw::{self, Span};
use core::ffi::c_char;
use rig_counter_core::gpu::products;
use rig_counter_core::{GcVersion, Gpu, Target};

/// A GPU as counting sees it: the fields of the core's `Gpu`, every one
/// plain data, so a caller may describe a GPU no product lists. Counts are
/// per die.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[allow(non_camel_case_types)]
pub struct rc_gpu {
    /// The processor's major version, minor version and stepping
    /// (`gfx1201` is 12, 0, 1; `gfx942` is 9, 4, 2).
    pub target_major: u8,
    /// See `target_major`.
    pub target_minor: u8,
    /// See `target_major`.
    pub target_stepping: u8,
    /// The GC IP version: major, minor, revision (12.0.1 on an R9700, 9.4.3 on an MI300X).
    pub gc_major: u8,
    /// See `gc_major`.
    pub gc_minor: u8,
    /// See `gc_major`.
    pub gc_revision: u8,
    /// Dies (XCCs): 1, or 8 on an MI300X.
    pub xccs: u8,
    /// Shader engines per die.
    pub shader_engines: u8,
    /// Shader arrays per shader engine.
    pub shader_arrays: u8,
    /// WGPs per shader array as built (GFX11, GFX12), or CUs (gfx942, gfx950).
    pub array_units: u8,
    /// Compute units per die that run work.
    pub compute_units: u16,
    /// L2 cache channels per die (GL2C or TCC instances); 0 if unknown.
    pub l2_channels: u8,
}

impl From<rc_gpu> for Gpu {
    fn from(g: rc_gpu) -> Gpu {
        Gpu {
            target: Target { major: g.target_major, minor: g.target_minor, stepping: g.target_stepping },
            gc: GcVersion { major: g.gc_major, minor: g.gc_minor, revision: g.gc_revision },
            xccs: g.xccs,
            shader_engines: g.shader_engines,
            shader_arrays: g.shader_arrays,
            array_units: g.array_units,
            compute_units: g.compute_units,
            l2_channels: g.l2_channels,
        }
    }
}

impl From<Gpu> for rc_gpu {
    fn from(g: Gpu) -> rc_gpu {
        rc_gpu {
            target_major: g.target.major,
            target_minor: g.target.minor,
            target_stepping: g.target.stepping,
            gc_major: g.gc.major,
            gc_minor: g.gc.minor,
            gc_revision: g.gc.revision,
            xccs: g.xccs,
            shader_engines: g.shader_engines,
            shader_arrays: g.shader_arrays,
            array_units: g.array_units,
            compute_units: g.compute_units,
            l2_channels: g.l2_channels,
        }
    }
}

/// The GPU `gpu` points to, as the core's `Gpu`.
///
/// # Safety
///
/// `gpu` is null or points to an `rc_gpu`.
pub(crate) unsafe fn gpu_at(gpu: *const rc_gpu) -> Result<Gpu, Failure> {
    // SAFETY: the caller's promise: null or a valid rc_gpu (plain data).
    unsafe { raw::read(gpu) }.map(|g| Gpu::from(*g)).map_err(|c| argument(c, &"gpu"))
}

/// Fills `gpu` with the built-in product whose key is `key` (`r9700`,
/// `mi300x`), or the default product of the processor named `key`
/// (`gfx1201`). `gpu` is written only on success.
///
/// Returns `RC_OK`, or: `RC_OVERLAP` (`gpu` overlapping the key's bytes,
/// its NUL included, or `error` either), `RC_NULL_POINTER` (`key` or `gpu`
/// null), `RC_NOT_UTF8`, `RC_UNKNOWN_GPU`.
///
/// # Safety
///
/// `key` is null or a NUL-terminated string; `gpu` is null or points to a
/// writable `rc_gpu`; `error` is null or points to a writable `rc_error`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rc_gpu_find(key: *const c_char, gpu: *mut rc_gpu, error: *mut rc_error) -> i32 {
    let found = || -> Result<(), Failure> {
        let out = Span::one(gpu);
        error_apart(error, &[out])?;
        // SAFETY: the caller's promise: null or a NUL-terminated string.
        let key = unsafe { raw::c_str(key) }.map_err(|c| argument(c, &"key"))?;
        apart(error, &[("key", Span::text(key))], &[("gpu", out)])?;
        let key = raw::text(key).map_err(|c| argument(c, &"key"))?;
        let product = products::find(key)
            .ok_or_else(|| failure!(RC_UNKNOWN_GPU, "no built-in product or processor is named {key}"))?;
        // SAFETY: the caller's promise: null or a writable rc_gpu, apart
        // from the key (above).
        let out = unsafe { raw::write(gpu) }.map_err(|c| argument(c, &"gpu"))?;
        *out = product.gpu.into();
        Ok(())
    };
    finish(error, found())
}
