//! Every `unsafe` block of the crate: a caller's pointers made into
//! references and slices, and the opaque objects' storage. The rest of the
//! crate is safe code over what these return.

use crate::code::{RC_LENGTH_TOO_LARGE, RC_NOT_INITIALISED, RC_NOT_UTF8, RC_NULL_POINTER};
use core::ffi::{CStr, c_char};
use core::mem::{align_of, size_of};

/// `p` as a reference, or [`RC_NULL_POINTER`].
///
/// # Safety
///
/// A non-null `p` points to a valid, initialised `T` that nothing writes
/// while the reference lives (the caller's promise for every pointer
/// argument, as the header says).
pub(crate) unsafe fn read<'a, T>(p: *const T) -> Result<&'a T, i32> {
    // SAFETY: the caller promises a non-null p points to a valid T; as_ref
    // checks null.
    unsafe { p.as_ref() }.ok_or(RC_NULL_POINTER)
}

/// `p` as a mutable reference, or [`RC_NULL_POINTER`].
///
/// # Safety
///
/// A non-null `p` points to writable memory for one `T`, not otherwise
/// referenced while the reference lives. The `T`s this crate writes through
/// it are plain data (integers and arrays of them), valid whatever bytes the
/// memory held.
pub(crate) unsafe fn write<'a, T>(p: *mut T) -> Result<&'a mut T, i32> {
    // SAFETY: the caller promises a non-null p is valid for writes of one T
    // and unaliased; as_mut checks null.
    unsafe { p.as_mut() }.ok_or(RC_NULL_POINTER)
}

/// Stores `value` at `at`, an optional output: nothing if `at` is null.
///
/// # Safety
///
/// A non-null `at` points to writable memory for one `T` (plain data), not
/// otherwise referenced.
pub(crate) unsafe fn tell<T>(at: *mut T, value: T) {
    // SAFETY: the caller's promise, as `write` needs it.
    if let Ok(out) = unsafe { write(at) } {
        *out = value;
    }
}

/// `len` elements at `p`: [`RC_LENGTH_TOO_LARGE`] when `len` elements would
/// exceed `isize::MAX` bytes (no object is that large), whatever `p` is;
/// then empty when `len` is 0 (`p` may then be null), [`RC_NULL_POINTER`]
/// when `p` is null otherwise.
///
/// # Safety
///
/// A non-null `p` points to `len` valid `T`s that nothing writes while the
/// slice lives.
pub(crate) unsafe fn slice<'a, T>(p: *const T, len: usize) -> Result<&'a [T], i32> {
    Span::of(p, len)?;
    if len == 0 {
        return Ok(&[]);
    }
    if p.is_null() {
        return Err(RC_NULL_POINTER);
    }
    // SAFETY: p is non-null and, as the caller promises, points to len
    // initialised Ts; the total size fits isize (checked above).
    Ok(unsafe { core::slice::from_raw_parts(p, len) })
}

/// `len` writable `u32` words at `p`, as [`slice`].
///
/// # Safety
///
/// A non-null `p` points to `len` words of writable memory that nothing
/// else reads or writes while the slice lives. Any bytes are valid `u32`s.
pub(crate) unsafe fn words<'a>(p: *mut u32, len: usize) -> Result<&'a mut [u32], i32> {
    Span::of(p, len)?;
    if len == 0 {
        return Ok(&mut []);
    }
    if p.is_null() {
        return Err(RC_NULL_POINTER);
    }
    // SAFETY: p is non-null and, as the caller promises, points to len
    // writable, unaliased words; every bit pattern is a valid u32; the total
    // size fits isize (checked above).
    Ok(unsafe { core::slice::from_raw_parts_mut(p, len) })
}

/// `len` writable bytes at `p`, as [`words`].
///
/// # Safety
///
/// A non-null `p` points to `len` bytes of writable memory that nothing
/// else reads or writes while the slice lives.
pub(crate) unsafe fn bytes<'a>(p: *mut u8, len: usize) -> Result<&'a mut [u8], i32> {
    Span::of(p, len)?;
    if len == 0 {
        return Ok(&mut []);
    }
    if p.is_null() {
        return Err(RC_NULL_POINTER);
    }
    // SAFETY: p is non-null and, as the caller promises, points to len
    // writable, unaliased bytes; len fits isize (checked above).
    Ok(unsafe { core::slice::from_raw_parts_mut(p, len) })
}

/// `len` writable `size_t`s at `p` (indices), as [`words`].
///
/// # Safety
///
/// A non-null `p` points to `len` writable `usize`s that nothing else reads
/// or writes while the slice lives. Any bytes are valid `usize`s.
pub(crate) unsafe fn sizes<'a>(p: *mut usize, len: usize) -> Result<&'a mut [usize], i32> {
    Span::of(p, len)?;
    if len == 0 {
        return Ok(&mut []);
    }
    if p.is_null() {
        return Err(RC_NULL_POINTER);
    }
    // SAFETY: p is non-null and, as the caller promises, points to len
    // writable, unaliased usizes; every bit pattern is a valid usize; the
    // total size fits isize (checked above).
    Ok(unsafe { core::slice::from_raw_parts_mut(p, len) })
}

/// The NUL-terminated string at `p`, or [`RC_NULL_POINTER`]: its bytes, so
/// that their [`Span`] is known before they are taken as [`text`].
///
/// # Safety
///
/// A non-null `p` points to a NUL-terminated string that nothing writes
/// while the result lives.
pub(crate) unsafe fn c_str<'a>(p: *const c_char) -> Result<&'a CStr, i32> {
    if p.is_null() {
        return Err(RC_NULL_POINTER);
    }
    // SAFETY: p is non-null and, as the caller promises, NUL-terminated and
    // unchanged while the result lives.
    Ok(unsafe { CStr::from_ptr(p) })
}

/// The string `s` as UTF-8, or [`RC_NOT_UTF8`].
pub(crate) fn text(s: &CStr) -> Result<&str, i32> {
    s.to_str().map_err(|_| RC_NOT_UTF8)
}

/// The bytes an argument occupies: its address and its size, compared with
/// another argument's as addresses alone (no reference is made to either).
/// A null pointer occupies none.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Span {
    at: usize,
    bytes: usize,
}

impl Span {
    /// `count` `T`s at `p`, or [`RC_LENGTH_TOO_LARGE`] if they would exceed
    /// `isize::MAX` bytes (no object is that large), whatever `p` is: null,
    /// or an address they would run past the last from.
    pub(crate) fn of<T>(p: *const T, count: usize) -> Result<Span, i32> {
        match size_of::<T>().checked_mul(count) {
            Some(bytes) if bytes <= isize::MAX as usize => {
                Ok(Span { at: p as usize, bytes: if p.is_null() { 0 } else { bytes } })
            }
            _ => Err(RC_LENGTH_TOO_LARGE),
        }
    }

    /// One `T` at `p`: an object of the header, or a scalar.
    pub(crate) fn one<T>(p: *const T) -> Span {
        Span { at: p as usize, bytes: if p.is_null() { 0 } else { size_of::<T>() } }
    }

    /// The bytes of the string `s`, its NUL included.
    pub(crate) fn text(s: &CStr) -> Span {
        Span { at: s.as_ptr() as usize, bytes: s.to_bytes_with_nul().len() }
    }

    /// Whether the two share a byte. Exact and without overflow (a span that
    /// would run past the last address is taken as running on); an empty
    /// span shares none.
    pub(crate) fn meets(self, other: Span) -> bool {
        let (low, high) = if self.at <= other.at { (self, other) } else { (other, self) };
        self.bytes != 0 && other.bytes != 0 && high.at - low.at < low.bytes
    }
}

/// The value an opaque object at `p` holds, reading its tag through the
/// pointer before any reference to the object is made (an object of a
/// smaller kind is refused without a reference beyond it).
///
/// # Safety
///
/// A non-null `p` points to an object of the header (at least its first
/// 8-aligned word readable), unchanged while the result lives.
pub(crate) unsafe fn object<'a, O: Opaque<T> + 'a, T>(p: *const O) -> Result<&'a T, i32> {
    if p.is_null() {
        return Err(RC_NULL_POINTER);
    }
    // SAFETY: p is non-null and, as the caller promises, points to an
    // object of the header, each of which starts with an 8-aligned u64.
    if unsafe { p.cast::<u64>().read() } != O::TAG {
        return Err(RC_NOT_INITIALISED);
    }
    // SAFETY: the tag says `put` made this object, of this kind, so it is a
    // whole O (the header's contract: objects are made by their function
    // and otherwise only copied whole).
    let o: &'a O = unsafe { &*p };
    o.get()
}

/// A Rust value kept in a caller's opaque object: a tag saying which kind
/// of object it is and that the crate wrote it, then the value.
#[repr(C)]
struct Stored<T> {
    tag: u64,
    value: T,
}

/// An opaque object of the header: `WORDS` 64-bit words that the crate
/// alone writes. [`Opaque::put`] stores a value; [`Opaque::get`] gives it
/// back only if the object's first word is the tag `put` wrote.
pub(crate) trait Opaque<T>: Sized {
    /// The tag of this kind of object.
    const TAG: u64;
    /// The object's storage.
    fn storage(&mut self) -> &mut [u64];
    /// The object's storage, to read.
    fn storage_ref(&self) -> &[u64];

    /// Stores `value`, replacing what the object held. Never fails for the
    /// header's objects (`fits`, checked at compile time in lib.rs, holds for
    /// each); [`RC_NOT_INITIALISED`] if a `Stored<T>` did not fit, the object
    /// then untouched.
    fn put(&mut self, value: T) -> Result<(), i32> {
        let storage = self.storage();
        if !fits::<T>(storage.len()) {
            return Err(RC_NOT_INITIALISED);
        }
        let p = storage.as_mut_ptr().cast::<Stored<T>>();
        // SAFETY: the storage is `len` u64s, so 8-aligned, and `fits` makes
        // sure a Stored<T> fits it and needs no more than 8-byte alignment.
        // The object is borrowed mutably, so nothing else refers to it; what
        // it held is plain words (nothing to drop).
        unsafe { p.write(Stored { tag: Self::TAG, value }) };
        Ok(())
    }

    /// The value `put` stored, or [`RC_NOT_INITIALISED`] if the object's
    /// first word is not this kind's tag (an object never made, zeroed, or
    /// of another kind).
    fn get(&self) -> Result<&T, i32> {
        let storage = self.storage_ref();
        if !fits::<T>(storage.len()) || storage.first() != Some(&Self::TAG) {
            return Err(RC_NOT_INITIALISED);
        }
        let p = storage.as_ptr().cast::<Stored<T>>();
        // SAFETY: the tag is written only by `put`, together with a valid T
        // (the header's contract: an object is made by its function and
        // otherwise only copied whole, which keeps a T valid: its references
        // are 'static). Size and alignment as in `put`; the borrow of self
        // keeps the storage alive and unwritten.
        Ok(unsafe { &(*p).value })
    }
}

/// Whether a `T` with its tag fits `words` 64-bit words at their 8-byte
/// alignment.
pub(crate) const fn fits<T>(words: usize) -> bool {
    size_of::<Stored<T>>() <= words * 8 && align_of::<Stored<T>>() <= 8
}

#[cfg(test)]
mod tests {
    use super::Span;
    use crate::code::RC_LENGTH_TOO_LARGE;

    fn at(address: usize, bytes: usize) -> Span {
        Span { at: address, bytes }
    }

    #[test]
    fn spans_meet_when_they_share_a_byte_and_only_then() {
        // Adjacent on either side: apart; a byte in: met.
        assert!(!at(100, 8).meets(at(108, 4)) && !at(108, 4).meets(at(100, 8)));
        assert!(at(100, 9).meets(at(108, 4)) && at(108, 4).meets(at(100, 9)));
        assert!(at(100, 8).meets(at(100, 1)) && at(107, 1).meets(at(100, 8)));
        // One inside the other, and a span with itself.
        assert!(at(100, 4096).meets(at(132, 108)) && at(132, 108).meets(at(100, 4096)));
        assert!(at(7, 3).meets(at(7, 3)));
        // An empty span (a null pointer) meets nothing, not even inside another.
        assert!(!at(100, 0).meets(at(96, 8)) && !at(96, 8).meets(at(100, 0)) && !at(0, 0).meets(at(0, 0)));
        // At the top of the address space, and running past it: no overflow.
        assert!(at(usize::MAX, 1).meets(at(usize::MAX - 3, 8)));
        assert!(!at(usize::MAX - 3, 4).meets(at(0, usize::MAX / 2)));
        assert!(at(usize::MAX - 3, isize::MAX as usize).meets(at(usize::MAX, 1)));
        assert!(at(0, isize::MAX as usize).meets(at(isize::MAX as usize - 1, 2)));
        assert!(!at(0, isize::MAX as usize).meets(at(isize::MAX as usize, 2)));
    }

    #[test]
    fn a_span_past_isize_max_bytes_is_refused_whatever_its_address() {
        for p in [0usize, 8, 0x1000, usize::MAX - 3, usize::MAX / 2] {
            let p = p as *const u32;
            assert_eq!(Span::of(p, usize::MAX), Err(RC_LENGTH_TOO_LARGE));
            assert_eq!(Span::of(p, isize::MAX as usize / 4 + 1), Err(RC_LENGTH_TOO_LARGE));
            assert!(Span::of(p, isize::MAX as usize / 4).is_ok());
        }
        assert_eq!(Span::of(8 as *const u8, isize::MAX as usize), Ok(at(8, isize::MAX as usize)));
        assert_eq!(Span::of(core::ptr::null::<u64>(), 5), Ok(at(0, 0)));
        assert_eq!(Span::one(core::ptr::null::<u64>()), at(0, 0));
        assert_eq!(Span::one(16 as *const u64), at(16, 8));
    }
}
