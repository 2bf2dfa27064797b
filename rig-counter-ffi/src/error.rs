//! What a failed call tells its caller: a code (returned, and in an
//! [`rc_error`] if given) and the error's message.

use crate::code::RC_OVERLAP;
use crate::raw::{self, Span};
use core::ffi::c_char;
use core::fmt::{self, Write};
use rig_counter_core::plan::PlanError;
use rig_counter_core::samples::SamplesError;
use rig_counter_core::{CountingError, LayoutError};

/// Bytes of an [`rc_error`]'s message, its NUL included.
pub const RC_MESSAGE_BYTES: usize = 256;

/// A failed call's code and message. Every function taking an `rc_error *`
/// fills it when it fails (a null one is allowed and ignored) and leaves it
/// as it was when it succeeds. One that shares a byte with another argument
/// of the call (an object or string it reads, an output) is never written:
/// the call returns `RC_OVERLAP` and writes nothing at all, whether or not
/// it would have failed otherwise.
#[repr(C)]
#[allow(non_camel_case_types)]
pub struct rc_error {
    /// The code the call returned: one of the `RC_*` codes.
    pub code: i32,
    /// The message, UTF-8 and NUL-terminated, as the core words it
    /// (`gfx1201 counts no SQ_FOO`), cut at a character boundary to fit.
    pub message: [c_char; RC_MESSAGE_BYTES],
}

/// A failure on its way to the caller: the code and the message, formatted
/// when the failure happens (no allocation).
pub(crate) struct Failure {
    pub(crate) code: i32,
    message: [u8; RC_MESSAGE_BYTES - 1],
    len: usize,
    /// Whether the caller's `rc_error` may be written: not when it overlaps
    /// another argument ([`apart`]).
    report: bool,
}

impl Failure {
    /// A failure of `code` worded as its fixed description ([`describe`]).
    pub(crate) fn plain(code: i32) -> Failure {
        let mut f = Failure { code, message: [0; RC_MESSAGE_BYTES - 1], len: 0, report: true };
        // The description without its NUL.
        let text = describe(code);
        for (d, b) in f.message.iter_mut().zip(text.iter().take_while(|&&b| b != 0)) {
            *d = *b;
            f.len += 1;
        }
        f
    }

    /// A failure of `code` that is not written to the caller's `rc_error`.
    fn unreported(code: i32) -> Failure {
        Failure { report: false, ..Failure::plain(code) }
    }

    /// A failure of `code` worded as `message` (use [`failure!`], which
    /// words it as [`Failure::plain`] without `std`).
    #[cfg(feature = "std")]
    pub(crate) fn new(code: i32, message: fmt::Arguments<'_>) -> Failure {
        let mut f = Failure { code, message: [0; RC_MESSAGE_BYTES - 1], len: 0, report: true };
        let _ = f.write_fmt(message);
        f
    }
}

/// A [`Failure`] of a code and a message in `format_args!`'s form. Without
/// `std` (firmware) the message is the code's fixed description and is not
/// formatted at all: core's formatting machinery has panic paths (slice
/// splits and bounds checks on its argument tables) that firmware linking
/// the library without a panic handler could not link.
macro_rules! failure {
    ($code:expr, $($message:tt)+) => {{
        #[cfg(feature = "std")]
        let f = $crate::error::Failure::new($code, format_args!($($message)+));
        // The message's arguments in a closure never called: used, not formatted.
        #[cfg(not(feature = "std"))]
        let f = {
            let _ = || {
                let _ = format_args!($($message)+);
            };
            $crate::error::Failure::plain($code)
        };
        f
    }};
}
pub(crate) use failure;

impl Write for Failure {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        let room = self.message.len() - self.len;
        let mut take = s.len().min(room);
        while !s.is_char_boundary(take) {
            take -= 1;
        }
        // Byte by byte (zip): copy_from_slice's length check is a panic path.
        let dst = self.message.get_mut(self.len..).unwrap_or(&mut []);
        for (d, b) in dst.iter_mut().zip(s.as_bytes().get(..take).unwrap_or(&[])) {
            *d = *b;
        }
        self.len += take;
        Ok(())
    }
}

impl From<CountingError> for Failure {
    fn from(e: CountingError) -> Failure {
        failure!(e.code() as i32, "{e}")
    }
}

impl From<LayoutError<'_>> for Failure {
    fn from(e: LayoutError<'_>) -> Failure {
        failure!(e.code() as i32, "{e}")
    }
}

impl From<PlanError<'_>> for Failure {
    fn from(e: PlanError<'_>) -> Failure {
        failure!(e.code() as i32, "{e}")
    }
}

impl From<SamplesError> for Failure {
    fn from(e: SamplesError) -> Failure {
        failure!(crate::code::RC_SAMPLES_LENGTH, "{e}")
    }
}

/// The fixed description of `code`, NUL-terminated: what an `rc_error`
/// says without `std`.
pub(crate) fn describe(code: i32) -> &'static [u8] {
    use crate::code::*;
    match code {
        RC_OK => b"no error\0",
        RC_LISTED_TWICE => b"a counter is listed twice\0",
        RC_UNKNOWN_COUNTER => b"the GPU counts no counter of a name given\0",
        RC_TOO_MANY_OF_BLOCK => b"more counters of a block than it has counter registers\0",
        RC_TOO_MANY_COUNTERS => b"more counters than a layout holds\0",
        RC_ACCUMULATE_OUTSIDE_SQ => b"accumulate takes SQ counters only\0",
        RC_NO_ACCUMULATOR => b"the processor has no SQ accumulator counter\0",
        RC_TOO_LARGE => b"the samples would exceed 4294967295 bytes\0",
        RC_NO_SUCH_BLOCK => b"a defined counter's block is not the GPU's\0",
        RC_NO_INSTANCE => b"the GPU has no instance of a counter's block\0",
        RC_VMID_OUT_OF_RANGE => b"the VMID is not in 0..=15\0",
        RC_NOT_COUNTABLE => b"counting is for gfx942 and gfx950 GPUs and GFX11 and GFX12 GPUs of one die\0",
        RC_GC_OF_ANOTHER_FAMILY => b"the GPU's GC version is of another family than its processor\0",
        RC_FILTER_ADDRESS_MISALIGNED => b"the filter address is not a multiple of 4\0",
        RC_ADDRESS_MISALIGNED => b"the samples' address is not a multiple of 8\0",
        RC_ADDRESS_OVERFLOW => b"the samples pass the last byte address\0",
        RC_NO_BLOCK_REGISTERS => b"the GPU has no counting registers of a counter's block\0",
        RC_LAYOUT_OF_ANOTHER_GPU => b"the layout was made for another GPU\0",
        RC_NO_REGISTERS => b"rig-counter has no registers of the GPU's GC version\0",
        RC_SELECT_CANNOT_COUNT => b"a counter's select register cannot select its event\0",
        RC_WRONG_ENGINES => b"the masks are not one per shader engine\0",
        RC_WGP_OUT_OF_RANGE => b"a mask marks a WGP the engine is not built with\0",
        RC_TOO_MANY_WGPS => b"an engine has more WGPs than a 32-bit mask describes\0",
        RC_BUFFER_TOO_SMALL => b"the buffer is too small for the program\0",
        RC_UNADDRESSABLE => b"GRBM_GFX_INDEX cannot address an instance the program reads\0",
        RC_TOO_MANY_ENGINES => b"more shader engines than a stop program holds\0",
        RC_NOT_THIS_PROGRAM => b"the words do not hold the program to patch\0",
        RC_REGISTERS_NOT_PUBLIC => b"no public source gives the processor's counter registers\0",
        RC_NULL_POINTER => b"a required pointer is null\0",
        RC_NOT_UTF8 => b"a name is not UTF-8\0",
        RC_UNKNOWN_GPU => b"no built-in product or processor has that name\0",
        RC_BAD_ENUM => b"an enumeration argument is not one of its values\0",
        RC_NOT_INITIALISED => b"an object was not made by its function\0",
        RC_SAMPLES_LENGTH => b"the samples are not the layout's bytes\0",
        RC_NO_SUCH_COUNTER => b"a counter index past the layout's counters\0",
        RC_OUTSIDE_COUNTER => b"a coordinate outside the counter's values\0",
        RC_LENGTH_TOO_LARGE => b"a length exceeds any memory\0",
        RC_OVERLAP => b"an output overlaps an object the call reads\0",
        RC_ARRAY_TOO_SMALL => b"the array is too small for what the call writes\0",
        RC_NO_SUCH_PASS => b"a pass index past the plan's passes\0",
        RC_NO_ROTATION => b"a rotation of interval 0 or of no pass\0",
        RC_PLAN_TOO_MANY_COUNTERS => b"more counters than a plan holds\0",
        RC_TOO_MANY_METRICS => b"more metrics than a plan holds\0",
        RC_TOO_MANY_PASSES => b"the counters take more passes than a plan holds\0",
        RC_METRIC_TWICE => b"a metric is listed twice\0",
        _ => b"unknown error code\0",
    }
}

/// A fixed description of `code` (`"a counter is listed twice"`), as a
/// NUL-terminated static string, or `"unknown error code"` for a number no
/// error has. What an `rc_error` holds is more specific where the library is
/// built with `std` (the core's own message, naming the counter or value).
#[unsafe(no_mangle)]
pub extern "C" fn rc_code_description(code: i32) -> *const c_char {
    describe(code).as_ptr().cast()
}

/// A code alone (a pointer or a name argument's), worded by what it says
/// about `what`: `names[2] is null`.
pub(crate) fn argument(code: i32, what: &dyn fmt::Display) -> Failure {
    match code {
        crate::code::RC_NULL_POINTER => failure!(code, "{what} is null"),
        crate::code::RC_NOT_UTF8 => failure!(code, "{what} is not UTF-8"),
        crate::code::RC_NOT_INITIALISED => failure!(code, "{what} was not made by its function (or was zeroed)"),
        crate::code::RC_LENGTH_TOO_LARGE => failure!(code, "{what}'s length exceeds any memory"),
        crate::code::RC_OVERLAP => failure!(code, "{what} overlaps an object the call reads"),
        _ => failure!(code, "{what} is refused"),
    }
}

/// Refuses a call, before it writes anything, whose outputs overlap what it
/// reads, each other, or its `rc_error`: first `error` against every span
/// of `inputs` and `outputs` ([`RC_OVERLAP`], the error not written: it
/// would be written over an argument), then each output against every input
/// and every output before it ([`RC_OVERLAP`], `{output} overlaps {input}`).
/// Spans of null pointers and of no bytes overlap nothing.
pub(crate) fn apart<I: fmt::Display>(
    error: *const rc_error,
    inputs: &[(I, Span)],
    outputs: &[(&str, Span)],
) -> Result<(), Failure> {
    let e = Span::one(error);
    if inputs.iter().map(|(_, s)| s).chain(outputs.iter().map(|(_, s)| s)).any(|s| s.meets(e)) {
        return Err(Failure::unreported(RC_OVERLAP));
    }
    for (i, (out, o)) in outputs.iter().enumerate() {
        if let Some((what, _)) = inputs.iter().find(|(_, s)| s.meets(*o)) {
            return Err(failure!(RC_OVERLAP, "{out} overlaps {what}"));
        }
        if let Some((what, _)) = outputs.iter().take(i).find(|(_, s)| s.meets(*o)) {
            return Err(failure!(RC_OVERLAP, "{out} overlaps {what}"));
        }
    }
    Ok(())
}

/// [`apart`] for a call's first check, before its lengths: `error` against
/// the arguments of fixed size, so that no failure, that of a length
/// included, is written over one of them.
pub(crate) fn error_apart(error: *const rc_error, spans: &[Span]) -> Result<(), Failure> {
    let e = Span::one(error);
    if spans.iter().any(|s| s.meets(e)) { Err(Failure::unreported(RC_OVERLAP)) } else { Ok(()) }
}

/// The code of `result`, after filling `error` (if not null) with a failure
/// that may be written there.
pub(crate) fn finish(error: *mut rc_error, result: Result<(), Failure>) -> i32 {
    let Err(f) = result else { return crate::code::RC_OK };
    if !f.report {
        return f.code;
    }
    // SAFETY: `error` is null or points to an rc_error the caller lets us
    // write (the header's promise), apart from every argument the call
    // checked it against (a failure overlapping one is unreported, above);
    // rc_error is plain integers.
    if let Ok(e) = unsafe { raw::write(error) } {
        e.code = f.code;
        e.message = [0; RC_MESSAGE_BYTES];
        for (d, s) in e.message.iter_mut().zip(f.message.get(..f.len).unwrap_or(&[])) {
            *d = *s as c_char;
        }
    }
    f.code
}

/// Writes `error`'s message into `buffer` as a NUL-terminated string, cut
/// at a character boundary to fit `len` bytes; returns the message's length
/// in bytes without its NUL (as `snprintf` does: a result of `len` or more
/// means it was cut). Writes nothing if `buffer` is null or `len` is 0; if
/// `error` is null, writes the empty string and returns 0. A message that
/// is not UTF-8 (only a hand-filled `rc_error` has one) is taken up to its
/// first byte that is not. `buffer` may overlap `error` (its own
/// `message`, say): the message is copied out of `error` before anything is
/// written, so the bytes written are the message as it was, as `memmove`
/// copies.
///
/// # Safety
///
/// `error` is null or points to an `rc_error`; `buffer` is null or points
/// to `len` writable bytes.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rc_error_message(error: *const rc_error, buffer: *mut c_char, len: usize) -> usize {
    // SAFETY: the caller's promise: null or a valid rc_error.
    let bytes = unsafe { raw::read(error) }.map_or([0; RC_MESSAGE_BYTES], |e| e.message.map(|c| c as u8));
    let full = bytes.iter().position(|&b| b == 0).unwrap_or(bytes.len());
    let message = bytes.get(..full).unwrap_or(&[]);
    // The library writes UTF-8; a hand-filled message is kept up to its
    // first byte that is not.
    let text = match core::str::from_utf8(message) {
        Ok(text) => text,
        Err(e) => core::str::from_utf8(message.get(..e.valid_up_to()).unwrap_or(&[])).unwrap_or(""),
    };
    if len == 0 || buffer.is_null() {
        return text.len();
    }
    let mut take = text.len().min(len - 1);
    while !text.is_char_boundary(take) {
        take -= 1;
    }
    // Only the bytes written are touched (at most the message's and its
    // NUL), so a `len` that says "large enough" (SIZE_MAX) works as with
    // snprintf.
    // SAFETY: buffer is non-null and, as the caller promises, len writable
    // bytes, of which these take + 1 <= len are the first. They may overlap
    // `error`: no reference to it lives any more (its message was copied
    // into `bytes`, which `text` borrows).
    let Ok(out) = (unsafe { raw::bytes(buffer.cast::<u8>(), take + 1) }) else { return text.len() };
    for (d, b) in out.iter_mut().zip(text.as_bytes().get(..take).unwrap_or(&[])) {
        *d = *b;
    }
    if let Some(nul) = out.get_mut(take) {
        *nul = 0;
    }
    text.len()
}
