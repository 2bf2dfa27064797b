//! Prepared programs: built once per layout, written or patched per
//! dispatch at the cost of copying their words.

use crate::error::{Failure, apart, argument, error_apart, finish, rc_error};
use crate::gpu::{gpu_at, rc_gpu};
use crate::layout::{layout_at, rc_layout};
use crate::program::{inputs, is_sample};
use crate::raw::{self, Opaque, Span};
use rig_counter_core::counting::{StartProgram, StopProgram};

/// 64-bit words of an [`rc_start_program`] (1536 bytes).
pub const RC_START_PROGRAM_WORDS: usize = 192;
/// 64-bit words of an [`rc_stop_program`] (2048 bytes).
pub const RC_STOP_PROGRAM_WORDS: usize = 256;

/// A prepared start program, made by `rc_start_prepare`: opaque, 8-aligned,
/// copyable whole. One not made by it is refused with `RC_NOT_INITIALISED`
/// (zeroed, another kind); one whose bytes were changed otherwise is undefined.
#[repr(C)]
#[allow(non_camel_case_types)]
pub struct rc_start_program {
    /// The crate's alone.
    pub opaque: [u64; RC_START_PROGRAM_WORDS],
}

/// A prepared stop or sample program, made by `rc_stop_prepare`: as
/// [`rc_start_program`].
#[repr(C)]
#[allow(non_camel_case_types)]
pub struct rc_stop_program {
    /// The crate's alone.
    pub opaque: [u64; RC_STOP_PROGRAM_WORDS],
}

impl Opaque<StartProgram> for rc_start_program {
    const TAG: u64 = u64::from_le_bytes(*b"rcSTART_");
    fn storage(&mut self) -> &mut [u64] {
        &mut self.opaque
    }
    fn storage_ref(&self) -> &[u64] {
        &self.opaque
    }
}

impl Opaque<StopProgram> for rc_stop_program {
    const TAG: u64 = u64::from_le_bytes(*b"rcSTOP__");
    fn storage(&mut self) -> &mut [u64] {
        &mut self.opaque
    }
    fn storage_ref(&self) -> &[u64] {
        &self.opaque
    }
}

/// Prepares the start program of `layout` on `gpu` into `program`, written
/// only on success.
///
/// Returns `RC_OK`, or: `RC_OVERLAP` (`program` overlapping `gpu` or
/// `layout`, or `error` any of them), `RC_NULL_POINTER`,
/// `RC_NOT_INITIALISED` (`layout`), `RC_NOT_COUNTABLE`,
/// `RC_REGISTERS_NOT_PUBLIC`, `RC_GC_OF_ANOTHER_FAMILY`,
/// `RC_LAYOUT_OF_ANOTHER_GPU`, `RC_NO_REGISTERS`, `RC_NO_BLOCK_REGISTERS`,
/// `RC_SELECT_CANNOT_COUNT`.
///
/// # Safety
///
/// `gpu` and `layout` are null or point to valid objects; `program` is null
/// or points to a writable `rc_start_program`; `error` is null or points to
/// a writable `rc_error`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rc_start_prepare(
    gpu: *const rc_gpu,
    layout: *const rc_layout,
    program: *mut rc_start_program,
    error: *mut rc_error,
) -> i32 {
    let made = || -> Result<(), Failure> {
        apart(error, &[("gpu", Span::one(gpu)), ("layout", Span::one(layout))], &[("program", Span::one(program))])?;
        // SAFETY: the caller's promises.
        let (g, l) = unsafe { (gpu_at(gpu)?, layout_at(layout)?) };
        let prepared = StartProgram::new(&g, l)?;
        // SAFETY: the caller's promise: null or a writable rc_start_program,
        // apart from the GPU and the layout (above).
        let out = unsafe { raw::write(program) }.map_err(|c| argument(c, &"program"))?;
        out.put(prepared).map_err(|c| argument(c, &"program"))
    };
    finish(error, made())
}

/// The prepared program (start or stop) `program` points to.
///
/// # Safety
///
/// `program` is null or points to an object of its kind.
unsafe fn program_at<'a, O: Opaque<T> + 'a, T>(program: *const O) -> Result<&'a T, Failure> {
    // SAFETY: the caller's promise.
    unsafe { raw::object(program) }.map_err(|c| argument(c, &"program"))
}

/// Writes to `words` the words `program` takes (if not null).
///
/// Returns `RC_OK`, or: `RC_OVERLAP` (`words` overlapping `program`, or
/// `error` either), `RC_NULL_POINTER` (`program` null), `RC_NOT_INITIALISED`.
///
/// # Safety
///
/// `program` is null or points to an `rc_start_program`; `words` is null or
/// writable; `error` as elsewhere.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rc_start_program_words(
    program: *const rc_start_program,
    words: *mut usize,
    error: *mut rc_error,
) -> i32 {
    let sized = || -> Result<(), Failure> {
        apart(error, &[("program", Span::one(program))], &[("words", Span::one(words))])?;
        // SAFETY: the caller's promise.
        let p = unsafe { program_at(program) }?;
        // SAFETY: the caller's promise: null or writable, apart from the program.
        unsafe { raw::tell(words, p.words()) };
        Ok(())
    };
    finish(error, sized())
}

/// Writes `program` into the `len` words at `out`, reading the filter word
/// from byte address `filter_address`; the words written go to `written`
/// (if not null).
///
/// Returns `RC_OK`, or: `RC_LENGTH_TOO_LARGE` (`len` words past
/// `PTRDIFF_MAX` bytes, whatever `out` is), `RC_OVERLAP` (`out` overlapping
/// `program`, `written` either of them, or `error` any of them),
/// `RC_NULL_POINTER` (`program` null, or `out` with `len` above 0),
/// `RC_NOT_INITIALISED`, `RC_FILTER_ADDRESS_MISALIGNED`,
/// `RC_BUFFER_TOO_SMALL`. After an error `out` is untouched.
///
/// # Safety
///
/// `program` is null or points to an `rc_start_program`; `out` is null or
/// points to `len` writable words; `written` is null or writable; `error`
/// as elsewhere.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rc_start_program_write(
    program: *const rc_start_program,
    filter_address: u64,
    out: *mut u32,
    len: usize,
    written: *mut usize,
    error: *mut rc_error,
) -> i32 {
    let wrote = || -> Result<(), Failure> {
        let (p, w) = (Span::one(program), Span::one(written));
        error_apart(error, &[p, w])?;
        let o = Span::of(out, len).map_err(|c| argument(c, &"out"))?;
        apart(error, &[("program", p)], &[("out", o), ("written", w)])?;
        // SAFETY: the caller's promises; `out` overlaps neither the program
        // nor `written` (above).
        let (p, out) = unsafe { (program_at(program)?, raw::words(out, len).map_err(|c| argument(c, &"out"))?) };
        let n = p.write(filter_address, out)?;
        // SAFETY: the caller's promise: null or writable, apart from the
        // program and `out` (above).
        unsafe { raw::tell(written, n) };
        Ok(())
    };
    finish(error, wrote())
}

/// Rewrites only the filter address of a copy of `program` that the `len`
/// words at `out` hold from their start (written by
/// `rc_start_program_write`).
///
/// Returns `RC_OK`, or: `RC_LENGTH_TOO_LARGE` (`len` words past
/// `PTRDIFF_MAX` bytes, whatever `out` is), `RC_OVERLAP` (`out` overlapping
/// `program`, or `error` either), `RC_NULL_POINTER` (`program` null),
/// `RC_NOT_INITIALISED`, `RC_FILTER_ADDRESS_MISALIGNED`,
/// `RC_BUFFER_TOO_SMALL` (`len` below the program's words, `out` null
/// with `len` 0 included), `RC_NOT_THIS_PROGRAM` (the words are not the
/// program's). After an error `out` is untouched.
///
/// # Safety
///
/// As `rc_start_program_write`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rc_start_program_patch(
    program: *const rc_start_program,
    filter_address: u64,
    out: *mut u32,
    len: usize,
    error: *mut rc_error,
) -> i32 {
    let patched = || -> Result<(), Failure> {
        let p = Span::one(program);
        error_apart(error, &[p])?;
        let o = Span::of(out, len).map_err(|c| argument(c, &"out"))?;
        apart(error, &[("program", p)], &[("out", o)])?;
        // SAFETY: the caller's promises; `out` does not overlap the program (above).
        let (p, out) = unsafe { (program_at(program)?, raw::words(out, len).map_err(|c| argument(c, &"out"))?) };
        Ok(p.patch(filter_address, out)?)
    };
    finish(error, patched())
}

/// Prepares the stop (`kind` `RC_PROGRAM_STOP`) or sample
/// (`RC_PROGRAM_SAMPLE`) program of `layout` on `gpu` for the `engines`
/// active-WGP masks at `wgps` (as `rc_stop_words`) into `program`, written
/// only on success. On gfx942 and gfx950 (several dies) the program's reads
/// are predicated per die with PRED_EXEC: submit its words through an
/// indirect buffer.
///
/// Returns `RC_OK`, or: `RC_LENGTH_TOO_LARGE` (`engines` masks past
/// `PTRDIFF_MAX` bytes, whatever `wgps` is), `RC_OVERLAP` (`program`
/// overlapping `gpu`, the masks or `layout`, or `error` any of them),
/// `RC_BAD_ENUM`, `RC_NULL_POINTER`, `RC_NOT_INITIALISED`,
/// `RC_WRONG_ENGINES`, `RC_TOO_MANY_WGPS`, `RC_WGP_OUT_OF_RANGE`,
/// `RC_NOT_COUNTABLE`, `RC_REGISTERS_NOT_PUBLIC`, `RC_GC_OF_ANOTHER_FAMILY`,
/// `RC_LAYOUT_OF_ANOTHER_GPU`, `RC_NO_REGISTERS`, `RC_NO_BLOCK_REGISTERS`,
/// `RC_SELECT_CANNOT_COUNT`, `RC_TOO_MANY_ENGINES`, `RC_UNADDRESSABLE`.
///
/// # Safety
///
/// `gpu` and `layout` are null or point to valid objects; `wgps` is null or
/// points to `engines` words; `program` is null or points to a writable
/// `rc_stop_program`; `error` as elsewhere.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rc_stop_prepare(
    gpu: *const rc_gpu,
    wgps: *const u32,
    engines: usize,
    layout: *const rc_layout,
    kind: u32,
    program: *mut rc_stop_program,
    error: *mut rc_error,
) -> i32 {
    let made = || -> Result<(), Failure> {
        let (g, l, p) = (Span::one(gpu), Span::one(layout), Span::one(program));
        error_apart(error, &[g, l, p])?;
        let m = Span::of(wgps, engines).map_err(|c| argument(c, &"wgps"))?;
        apart(error, &[("gpu", g), ("wgps", m), ("layout", l)], &[("program", p)])?;
        let sampling = is_sample(kind)?;
        // SAFETY: the caller's promises.
        let (g, masks, l) = unsafe { inputs(gpu, wgps, engines, layout) }?;
        let prepared = if sampling { StopProgram::sample(&g, masks, l) } else { StopProgram::new(&g, masks, l) }?;
        // SAFETY: the caller's promise: null or a writable rc_stop_program,
        // apart from the GPU, the masks and the layout (above).
        let out = unsafe { raw::write(program) }.map_err(|c| argument(c, &"program"))?;
        out.put(prepared).map_err(|c| argument(c, &"program"))
    };
    finish(error, made())
}

/// Writes to `words` the words `program` takes and to `bytes` the bytes of
/// the samples it stores (either may be null).
///
/// Returns `RC_OK`, or: `RC_OVERLAP` (`words` or `bytes` overlapping
/// `program` or each other, or `error` any of them), `RC_NULL_POINTER`
/// (`program` null), `RC_NOT_INITIALISED`.
///
/// # Safety
///
/// `program` is null or points to an `rc_stop_program`; `words` and
/// `bytes` are null or writable; `error` as elsewhere.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rc_stop_program_words(
    program: *const rc_stop_program,
    words: *mut usize,
    bytes: *mut u32,
    error: *mut rc_error,
) -> i32 {
    let sized = || -> Result<(), Failure> {
        let (w, b) = (Span::one(words), Span::one(bytes));
        apart(error, &[("program", Span::one(program))], &[("words", w), ("bytes", b)])?;
        // SAFETY: the caller's promise.
        let p = unsafe { program_at(program) }?;
        // SAFETY: the caller's promise: each null or writable, apart from
        // the program and each other (above).
        unsafe { raw::tell(words, p.words()) };
        // SAFETY: as above.
        unsafe { raw::tell(bytes, p.bytes()) };
        Ok(())
    };
    finish(error, sized())
}

/// Writes `program` into the `len` words at `out`, storing the samples from
/// byte address `address` (a multiple of 8); the words written go to
/// `written` (if not null).
///
/// Returns `RC_OK`, or: `RC_LENGTH_TOO_LARGE` (`len` words past
/// `PTRDIFF_MAX` bytes, whatever `out` is), `RC_OVERLAP` (`out` overlapping
/// `program`, `written` either of them, or `error` any of them),
/// `RC_NULL_POINTER` (`program` null, or `out` with `len` above 0),
/// `RC_NOT_INITIALISED`, `RC_ADDRESS_MISALIGNED`, `RC_ADDRESS_OVERFLOW`,
/// `RC_BUFFER_TOO_SMALL`. After an error `out` is untouched.
///
/// # Safety
///
/// `program` is null or points to an `rc_stop_program`; `out` is null or
/// points to `len` writable words; `written` is null or writable; `error`
/// as elsewhere.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rc_stop_program_write(
    program: *const rc_stop_program,
    address: u64,
    out: *mut u32,
    len: usize,
    written: *mut usize,
    error: *mut rc_error,
) -> i32 {
    let wrote = || -> Result<(), Failure> {
        let (p, w) = (Span::one(program), Span::one(written));
        error_apart(error, &[p, w])?;
        let o = Span::of(out, len).map_err(|c| argument(c, &"out"))?;
        apart(error, &[("program", p)], &[("out", o), ("written", w)])?;
        // SAFETY: the caller's promises; `out` overlaps neither the program
        // nor `written` (above).
        let (p, out) = unsafe { (program_at(program)?, raw::words(out, len).map_err(|c| argument(c, &"out"))?) };
        let n = p.write(address, out)?;
        // SAFETY: the caller's promise: null or writable, apart from the
        // program and `out` (above).
        unsafe { raw::tell(written, n) };
        Ok(())
    };
    finish(error, wrote())
}

/// Rewrites only the samples address of a copy of `program` that the `len`
/// words at `out` hold from their start (the zeroing's, each copy's
/// destination, the write-back's range).
///
/// Returns `RC_OK`, or: `RC_LENGTH_TOO_LARGE` (`len` words past
/// `PTRDIFF_MAX` bytes, whatever `out` is), `RC_OVERLAP` (`out` overlapping
/// `program`, or `error` either), `RC_NULL_POINTER` (`program` null),
/// `RC_NOT_INITIALISED`, `RC_ADDRESS_MISALIGNED`, `RC_ADDRESS_OVERFLOW`,
/// `RC_BUFFER_TOO_SMALL` (`len` below the program's words, `out` null
/// with `len` 0 included), `RC_NOT_THIS_PROGRAM` (the words are not the
/// program's). After an error `out` is untouched.
///
/// # Safety
///
/// As `rc_stop_program_write`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rc_stop_program_patch(
    program: *const rc_stop_program,
    address: u64,
    out: *mut u32,
    len: usize,
    error: *mut rc_error,
) -> i32 {
    let patched = || -> Result<(), Failure> {
        let p = Span::one(program);
        error_apart(error, &[p])?;
        let o = Span::of(out, len).map_err(|c| argument(c, &"out"))?;
        apart(error, &[("program", p)], &[("out", o)])?;
        // SAFETY: the caller's promises; `out` does not overlap the program (above).
        let (p, out) = unsafe { (program_at(program)?, raw::words(out, len).map_err(|c| argument(c, &"out"))?) };
        Ok(p.patch(address, out)?)
    };
    finish(error, patched())
}
