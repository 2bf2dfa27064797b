//! The error codes every function returns: 0, the core's numbers
//! (`LayoutError::code`, `CountingError::code`, each below 48;
//! `PlanError::code`, from 64), and this interface's own, 48 to 63.
//! Stable: a number is never reused.

/// Success.
pub const RC_OK: i32 = 0;

/// `LayoutError::ListedTwice`: a name occurs twice.
pub const RC_LISTED_TWICE: i32 = 1;
/// `LayoutError::Unknown`: the GPU counts no counter of that name.
pub const RC_UNKNOWN_COUNTER: i32 = 2;
/// `LayoutError::TooManyOfBlock`: more counters of a block than it has registers.
pub const RC_TOO_MANY_OF_BLOCK: i32 = 3;
/// `LayoutError::TooManyCounters`: more counters than a layout holds (64).
pub const RC_TOO_MANY_COUNTERS: i32 = 4;
/// `LayoutError::AccumulateOutsideSq`.
pub const RC_ACCUMULATE_OUTSIDE_SQ: i32 = 5;
/// `LayoutError::NoAccumulator`.
pub const RC_NO_ACCUMULATOR: i32 = 6;
/// `LayoutError::TooLarge`: the samples would exceed 2^32 - 1 bytes.
pub const RC_TOO_LARGE: i32 = 7;
/// `LayoutError::NoSuchBlock`: a counter its caller defines is of a block the
/// GPU lacks (a Rust caller's; the C layouts take catalog names alone).
pub const RC_NO_SUCH_BLOCK: i32 = 8;
/// `LayoutError::NoInstance`: the GPU has no instance of a counter's block
/// (an `rc_gpu` of 0 `l2_channels`, for a GL2C or TCC counter), so the
/// counter would have no value.
pub const RC_NO_INSTANCE: i32 = 9;

/// `CountingError::VmidOutOfRange`: a VMID outside 0 to 15.
pub const RC_VMID_OUT_OF_RANGE: i32 = 16;
/// `CountingError::NotCountable`: not a GPU the programs count on.
pub const RC_NOT_COUNTABLE: i32 = 17;
/// `CountingError::GcOfAnotherFamily`.
pub const RC_GC_OF_ANOTHER_FAMILY: i32 = 18;
/// `CountingError::FilterAddressMisaligned`: not a multiple of 4.
pub const RC_FILTER_ADDRESS_MISALIGNED: i32 = 19;
/// `CountingError::AddressMisaligned`: the samples' address is not a multiple of 8.
pub const RC_ADDRESS_MISALIGNED: i32 = 20;
/// `CountingError::AddressOverflow`: the samples would pass the last byte address.
pub const RC_ADDRESS_OVERFLOW: i32 = 21;
/// `CountingError::NoBlockRegisters`.
pub const RC_NO_BLOCK_REGISTERS: i32 = 22;
/// `CountingError::LayoutOfAnotherGpu`: the layout was made for another GPU.
pub const RC_LAYOUT_OF_ANOTHER_GPU: i32 = 23;
/// `CountingError::NoRegisters`: no registers of the GPU's GC version.
pub const RC_NO_REGISTERS: i32 = 24;
/// `CountingError::SelectCannotCount`.
pub const RC_SELECT_CANNOT_COUNT: i32 = 25;
/// `CountingError::WrongEngines`: not one active-WGP mask per shader engine.
pub const RC_WRONG_ENGINES: i32 = 26;
/// `CountingError::WgpOutOfRange`: a mask marks a WGP the engine lacks.
pub const RC_WGP_OUT_OF_RANGE: i32 = 27;
/// `CountingError::TooManyWgps`: an engine has more WGPs than a mask holds.
pub const RC_TOO_MANY_WGPS: i32 = 28;
/// `CountingError::BufferTooSmall`: the buffer is left untouched.
pub const RC_BUFFER_TOO_SMALL: i32 = 29;
/// `CountingError::Unaddressable`.
pub const RC_UNADDRESSABLE: i32 = 30;
/// `CountingError::TooManyEngines`.
pub const RC_TOO_MANY_ENGINES: i32 = 31;
/// `CountingError::NotThisProgram`: the words to patch are not the program's.
pub const RC_NOT_THIS_PROGRAM: i32 = 32;
/// `CountingError::RegistersNotPublic`: no public source gives the
/// processor's counter registers (gfx1250).
pub const RC_REGISTERS_NOT_PUBLIC: i32 = 33;

/// A required pointer is null.
pub const RC_NULL_POINTER: i32 = 48;
/// A name is not UTF-8.
pub const RC_NOT_UTF8: i32 = 49;
/// No built-in product or processor has that name.
pub const RC_UNKNOWN_GPU: i32 = 50;
/// An enumeration argument is not one of its values.
pub const RC_BAD_ENUM: i32 = 51;
/// An opaque object was not made by its function (or is zeroed, or of another kind).
pub const RC_NOT_INITIALISED: i32 = 52;
/// The samples are not as many bytes as the layout lays out.
pub const RC_SAMPLES_LENGTH: i32 = 53;
/// A counter index past the layout's counters.
pub const RC_NO_SUCH_COUNTER: i32 = 54;
/// A coordinate outside the counter's values.
pub const RC_OUTSIDE_COUNTER: i32 = 55;
/// A length says more elements than any memory holds (past `PTRDIFF_MAX`
/// bytes), whatever the pointer it comes with (null, or an address the
/// elements would run past the last from): lengths are checked before any
/// pointer is read or compared (only an `rc_error` overlapping an argument
/// of fixed size is refused before, with `RC_OVERLAP`). Lengths are
/// otherwise trusted: one longer than its buffer is the caller's error,
/// which the library cannot see.
pub const RC_LENGTH_TOO_LARGE: i32 = 56;
/// An output shares a byte with an object or string the call reads (a
/// program written over itself, a counter over its layout, a sum over the
/// samples), or with another output (the count of words written inside the
/// words), compared as the bytes each argument's type and length give it
/// (an `rc_layout` its 4096, a string up to its NUL); or the `rc_error`
/// shares a byte with any argument. Checked before anything is read or
/// written (a string when it is read); nothing is written, and an
/// overlapping `rc_error` is not written either (it would be written over
/// another argument). `rc_error_message` alone may write over the error it
/// reads: it copies the message first.
pub const RC_OVERLAP: i32 = 57;
/// An array the call writes into holds fewer elements than it would write
/// (the metrics of a plan, by index): the message says how many; the array
/// is left untouched.
pub const RC_ARRAY_TOO_SMALL: i32 = 58;
/// A pass index past the plan's passes.
pub const RC_NO_SUCH_PASS: i32 = 59;
/// A rotation of interval 0, or of 0 passes: no dispatch counts a pass.
pub const RC_NO_ROTATION: i32 = 60;

/// `PlanError::TooManyCounters`: more distinct counters than a plan holds
/// (512, the metrics' included); also more counter requests than
/// `rc_plan_new` reads (`RC_PLAN_REQUESTS`).
pub const RC_PLAN_TOO_MANY_COUNTERS: i32 = 64;
/// `PlanError::TooManyMetrics`: more metrics than an `rc_plan` holds
/// (`RC_PLAN_METRICS`).
pub const RC_TOO_MANY_METRICS: i32 = 65;
/// `PlanError::TooManyPasses`: the counters take more passes than an
/// `rc_plan` holds (`RC_PLAN_PASSES`).
pub const RC_TOO_MANY_PASSES: i32 = 66;
/// `PlanError::MetricTwice`: two metrics of one name.
pub const RC_METRIC_TWICE: i32 = 67;
