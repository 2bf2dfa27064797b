//! The one-shot programs: start, and stop or sample, written in one call.

use crate::code::RC_BAD_ENUM;
use crate::error::{Failure, apart, argument, error_apart, failure, finish, rc_error};
use crate::gpu::{gpu_at, rc_gpu};
use crate::layout::{layout_at, rc_layout};
use crate::raw::{self, Span};
use rig_counter_core::{Gpu, Layout, sample, sample_words, start, start_words, stop, stop_words};

/// `kind`: the stop program (waits for the queue's work, stops counting,
/// stores every value).
pub const RC_PROGRAM_STOP: u32 = 0;
/// `kind`: the sample program (stores the counts so far; counting goes on).
pub const RC_PROGRAM_SAMPLE: u32 = 1;

/// The most shader engines (per die) a prepared stop or sample program
/// reads: an active-WGP mask array of this length fits every GPU.
pub const RC_MAX_ENGINES: usize = 32;
const _: () = assert!(RC_MAX_ENGINES == rig_counter_core::counting::MAX_ENGINES);

/// Whether `kind` is a stop or a sample program.
pub(crate) fn is_sample(kind: u32) -> Result<bool, Failure> {
    match kind {
        RC_PROGRAM_STOP => Ok(false),
        RC_PROGRAM_SAMPLE => Ok(true),
        _ => Err(failure!(RC_BAD_ENUM, "kind {kind} is neither RC_PROGRAM_STOP (0) nor RC_PROGRAM_SAMPLE (1)")),
    }
}

/// The GPU, layout and masks of a program's arguments.
///
/// # Safety
///
/// As the functions' docs say of `gpu`, `wgps` and `layout`.
pub(crate) unsafe fn inputs<'a>(
    gpu: *const rc_gpu,
    wgps: *const u32,
    engines: usize,
    layout: *const rc_layout,
) -> Result<(Gpu, &'a [u32], &'a Layout), Failure> {
    // SAFETY: the caller's promises.
    let g = unsafe { gpu_at(gpu) }?;
    // SAFETY: the caller's promise: null or `engines` masks.
    let masks = unsafe { raw::slice(wgps, engines) }.map_err(|c| argument(c, &"wgps"))?;
    // SAFETY: the caller's promise.
    let l = unsafe { layout_at(layout) }?;
    Ok((g, masks, l))
}

/// Writes to `words` how many words `rc_start` would write.
///
/// Returns `RC_OK`, or: `RC_OVERLAP` (`words` overlapping `gpu` or
/// `layout`, or `error` any of them), `RC_NULL_POINTER` (`gpu`, `layout` or
/// `words` null), `RC_NOT_INITIALISED`, and the start program's errors:
/// `RC_FILTER_ADDRESS_MISALIGNED`, `RC_NOT_COUNTABLE`,
/// `RC_REGISTERS_NOT_PUBLIC`, `RC_GC_OF_ANOTHER_FAMILY`,
/// `RC_LAYOUT_OF_ANOTHER_GPU`, `RC_NO_REGISTERS`, `RC_NO_BLOCK_REGISTERS`,
/// `RC_SELECT_CANNOT_COUNT`.
///
/// # Safety
///
/// `gpu` and `layout` are null or point to valid objects; `words` is null
/// or writable; `error` is null or points to a writable `rc_error`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rc_start_words(
    gpu: *const rc_gpu,
    layout: *const rc_layout,
    filter_address: u64,
    words: *mut usize,
    error: *mut rc_error,
) -> i32 {
    let sized = || -> Result<(), Failure> {
        apart(error, &[("gpu", Span::one(gpu)), ("layout", Span::one(layout))], &[("words", Span::one(words))])?;
        // SAFETY: the caller's promises.
        let (g, _, l) = unsafe { inputs(gpu, core::ptr::null(), 0, layout) }?;
        if words.is_null() {
            return Err(argument(crate::code::RC_NULL_POINTER, &"words"));
        }
        let n = start_words(&g, l, filter_address)?;
        // SAFETY: the caller's promise: null or a writable size_t, apart
        // from the GPU and the layout (above).
        unsafe { raw::tell(words, n) };
        Ok(())
    };
    finish(error, sized())
}

/// Writes the start program of `layout` on `gpu` into the `len` words at
/// `out`, reading the filter word from byte address `filter_address` (a
/// multiple of 4); the words written go to `written` (if not null).
///
/// Returns `RC_OK`, or: `RC_LENGTH_TOO_LARGE` (`len` words past
/// `PTRDIFF_MAX` bytes, whatever `out` is), `RC_OVERLAP` (`out` overlapping
/// `gpu` or `layout`, `written` any of them, or `error` any of them), the
/// errors of `rc_start_words` (`RC_NULL_POINTER`, `RC_NOT_INITIALISED`,
/// `RC_FILTER_ADDRESS_MISALIGNED`, `RC_NOT_COUNTABLE`,
/// `RC_REGISTERS_NOT_PUBLIC`, `RC_GC_OF_ANOTHER_FAMILY`,
/// `RC_LAYOUT_OF_ANOTHER_GPU`, `RC_NO_REGISTERS`, `RC_NO_BLOCK_REGISTERS`,
/// `RC_SELECT_CANNOT_COUNT`), `RC_NULL_POINTER` (`out` null with `len`
/// above 0), `RC_BUFFER_TOO_SMALL`. After an error `out` is untouched.
///
/// # Safety
///
/// As `rc_start_words`; `out` is null or points to `len` writable words.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rc_start(
    gpu: *const rc_gpu,
    layout: *const rc_layout,
    filter_address: u64,
    out: *mut u32,
    len: usize,
    written: *mut usize,
    error: *mut rc_error,
) -> i32 {
    let wrote = || -> Result<(), Failure> {
        let (g, l, w) = (Span::one(gpu), Span::one(layout), Span::one(written));
        error_apart(error, &[g, l, w])?;
        let o = Span::of(out, len).map_err(|c| argument(c, &"out"))?;
        apart(error, &[("gpu", g), ("layout", l)], &[("out", o), ("written", w)])?;
        // SAFETY: the caller's promises.
        let (g, _, l) = unsafe { inputs(gpu, core::ptr::null(), 0, layout) }?;
        // SAFETY: the caller's promise: null or `len` writable words, apart
        // from the layout, the GPU and `written` (above).
        let out = unsafe { raw::words(out, len) }.map_err(|c| argument(c, &"out"))?;
        let n = start(&g, l, filter_address, out)?;
        // SAFETY: the caller's promise: null or a writable size_t, apart
        // from the GPU, the layout and `out` (above).
        unsafe { raw::tell(written, n) };
        Ok(())
    };
    finish(error, wrote())
}

/// Writes to `words` how many words `rc_stop` would write.
///
/// `wgps` holds `engines` masks, one per shader engine of a die (the
/// GPU's `shader_engines`, at most `RC_MAX_ENGINES`; the dies of a gfx942
/// or gfx950 GPU are alike), bit `array * array_units + unit` set for each
/// WGP (GFX11, GFX12) that runs work; a WGP whose bit is clear is not read
/// and its values are stored as 0. On gfx942 and gfx950 the units are CUs
/// and every one is read whatever its bit, but a bit past the engine's CUs
/// is still refused. `kind` is `RC_PROGRAM_STOP` or `RC_PROGRAM_SAMPLE`;
/// `address` is the samples' byte address (a multiple of 8).
///
/// Returns `RC_OK`, or: `RC_LENGTH_TOO_LARGE` (`engines` masks past
/// `PTRDIFF_MAX` bytes, whatever `wgps` is), `RC_OVERLAP` (`words`
/// overlapping `gpu`, the masks or `layout`, or `error` any of them),
/// `RC_BAD_ENUM` (`kind`), `RC_NULL_POINTER`, `RC_NOT_INITIALISED`, and the
/// stop program's errors: `RC_WRONG_ENGINES`, `RC_TOO_MANY_WGPS`,
/// `RC_WGP_OUT_OF_RANGE`, `RC_NOT_COUNTABLE`, `RC_REGISTERS_NOT_PUBLIC`,
/// `RC_GC_OF_ANOTHER_FAMILY`, `RC_LAYOUT_OF_ANOTHER_GPU`, `RC_NO_REGISTERS`,
/// `RC_NO_BLOCK_REGISTERS`, `RC_SELECT_CANNOT_COUNT`, `RC_TOO_MANY_ENGINES`
/// (a GPU of more engines than `RC_MAX_ENGINES`), `RC_UNADDRESSABLE`,
/// `RC_ADDRESS_MISALIGNED`, `RC_ADDRESS_OVERFLOW`.
///
/// # Safety
///
/// `gpu` and `layout` are null or point to valid objects; `wgps` is null or
/// points to `engines` words; `words` is null or writable; `error` is null
/// or points to a writable `rc_error`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rc_stop_words(
    gpu: *const rc_gpu,
    wgps: *const u32,
    engines: usize,
    layout: *const rc_layout,
    kind: u32,
    address: u64,
    words: *mut usize,
    error: *mut rc_error,
) -> i32 {
    let sized = || -> Result<(), Failure> {
        let (g, l, w) = (Span::one(gpu), Span::one(layout), Span::one(words));
        error_apart(error, &[g, l, w])?;
        let m = Span::of(wgps, engines).map_err(|c| argument(c, &"wgps"))?;
        apart(error, &[("gpu", g), ("wgps", m), ("layout", l)], &[("words", w)])?;
        let sampling = is_sample(kind)?;
        // SAFETY: the caller's promises.
        let (g, masks, l) = unsafe { inputs(gpu, wgps, engines, layout) }?;
        if words.is_null() {
            return Err(argument(crate::code::RC_NULL_POINTER, &"words"));
        }
        let n = if sampling { sample_words(&g, masks, l, address) } else { stop_words(&g, masks, l, address) }?;
        // SAFETY: the caller's promise: null or a writable size_t, apart
        // from the GPU, the masks and the layout (above).
        unsafe { raw::tell(words, n) };
        Ok(())
    };
    finish(error, sized())
}

/// Writes the stop (or sample) program of `layout` on `gpu` into the `len`
/// words at `out`, storing the samples from byte address `address`; the
/// words written go to `written` (if not null). Arguments as
/// `rc_stop_words`. On gfx942 and gfx950 (several dies) the program's reads
/// are predicated per die with PRED_EXEC: submit it through an indirect
/// buffer.
///
/// Returns `RC_OK`, or: `RC_LENGTH_TOO_LARGE` (`engines` masks or `len`
/// words past `PTRDIFF_MAX` bytes, whatever `wgps` and `out` are),
/// `RC_OVERLAP` (`out` overlapping `gpu`, the masks or `layout`, `written`
/// any of them, or `error` any of them), the errors of `rc_stop_words`
/// (`RC_BAD_ENUM`, `RC_NULL_POINTER`, `RC_NOT_INITIALISED`,
/// `RC_WRONG_ENGINES`, `RC_TOO_MANY_WGPS`, `RC_WGP_OUT_OF_RANGE`,
/// `RC_NOT_COUNTABLE`, `RC_REGISTERS_NOT_PUBLIC`, `RC_GC_OF_ANOTHER_FAMILY`,
/// `RC_LAYOUT_OF_ANOTHER_GPU`, `RC_NO_REGISTERS`, `RC_NO_BLOCK_REGISTERS`,
/// `RC_SELECT_CANNOT_COUNT`, `RC_TOO_MANY_ENGINES`, `RC_UNADDRESSABLE`,
/// `RC_ADDRESS_MISALIGNED`, `RC_ADDRESS_OVERFLOW`), `RC_NULL_POINTER`
/// (`out` null with `len` above 0), `RC_BUFFER_TOO_SMALL`. After an error
/// `out` is untouched.
///
/// # Safety
///
/// As `rc_stop_words`; `out` is null or points to `len` writable words.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rc_stop(
    gpu: *const rc_gpu,
    wgps: *const u32,
    engines: usize,
    layout: *const rc_layout,
    kind: u32,
    address: u64,
    out: *mut u32,
    len: usize,
    written: *mut usize,
    error: *mut rc_error,
) -> i32 {
    let wrote = || -> Result<(), Failure> {
        let (g, l, w) = (Span::one(gpu), Span::one(layout), Span::one(written));
        error_apart(error, &[g, l, w])?;
        let m = Span::of(wgps, engines).map_err(|c| argument(c, &"wgps"))?;
        let o = Span::of(out, len).map_err(|c| argument(c, &"out"))?;
        apart(error, &[("gpu", g), ("wgps", m), ("layout", l)], &[("out", o), ("written", w)])?;
        let sampling = is_sample(kind)?;
        // SAFETY: the caller's promises.
        let (g, masks, l) = unsafe { inputs(gpu, wgps, engines, layout) }?;
        // SAFETY: the caller's promise: null or `len` writable words, apart
        // from the layout, the GPU, the masks and `written` (above).
        let out = unsafe { raw::words(out, len) }.map_err(|c| argument(c, &"out"))?;
        let n = if sampling { sample(&g, masks, l, address, out) } else { stop(&g, masks, l, address, out) }?;
        // SAFETY: the caller's promise: null or a writable size_t, apart
        // from the GPU, the masks, the layout and `out` (above).
        unsafe { raw::tell(written, n) };
        Ok(())
    };
    finish(error, wrote())
}
