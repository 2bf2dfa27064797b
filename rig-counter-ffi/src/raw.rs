//! Every `unsafe` block of the crate: a caller's pointers made into
//! references and slices, and the opaque objects' storage. The rest of the
//! crate is safe code over what these return.

use crate::code::{RC_LENGTH_TOO_LARGE, RC_NOT_INITIALISED, RC_NOT_UTF8, RC_NULL_POINTER, RC_OVERLAP};
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

/// `len` elements at `p`: empty when `len` is 0 (`p` may then be null),
/// [`RC_NULL_POINTER`] when `p` is null otherwise, [`RC_LENGTH_TOO_LARGE`]
/// when `len` elements would exceed `isize::MAX` bytes (no object is that
/// large).
///
/// # Safety
///
/// A non-null `p` points to `len` valid `T`s that nothing writes while the
/// slice lives.
pub(crate) unsafe fn slice<'a, T>(p: *const T, len: usize) -> Result<&'a [T], i32> {
    if len == 0 {
        return Ok(&[]);
    }
    if p.is_null() {
        return Err(RC_NULL_POINTER);
    }
    if len > isize::MAX as usize / size_of::<T>().max(1) {
        return Err(RC_LENGTH_TOO_LARGE);
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
    if len == 0 {
        return Ok(&mut []);
    }
    if p.is_null() {
        return Err(RC_NULL_POINTER);
    }
    if len > isize::MAX as usize / 4 {
        return Err(RC_LENGTH_TOO_LARGE);
    }
    // SAFETY: p is non-null and, as the caller promises, points to len
    // writable, unaliased words; every bit pattern is a valid u32.
    Ok(unsafe { core::slice::from_raw_parts_mut(p, len) })
}

/// `len` writable bytes at `p`, as [`words`].
///
/// # Safety
///
/// A non-null `p` points to `len` bytes of writable memory that nothing
/// else reads or writes while the slice lives.
pub(crate) unsafe fn bytes<'a>(p: *mut u8, len: usize) -> Result<&'a mut [u8], i32> {
    if len == 0 {
        return Ok(&mut []);
    }
    if p.is_null() {
        return Err(RC_NULL_POINTER);
    }
    if len > isize::MAX as usize {
        return Err(RC_LENGTH_TOO_LARGE);
    }
    // SAFETY: p is non-null and, as the caller promises, points to len
    // writable, unaliased bytes.
    Ok(unsafe { core::slice::from_raw_parts_mut(p, len) })
}

/// The NUL-terminated string at `p` as UTF-8: [`RC_NULL_POINTER`] if null,
/// [`RC_NOT_UTF8`] if its bytes are not UTF-8.
///
/// # Safety
///
/// A non-null `p` points to a NUL-terminated string that nothing writes
/// while the result lives.
pub(crate) unsafe fn text<'a>(p: *const c_char) -> Result<&'a str, i32> {
    if p.is_null() {
        return Err(RC_NULL_POINTER);
    }
    // SAFETY: p is non-null and, as the caller promises, NUL-terminated and
    // unchanged while the result lives.
    let s = unsafe { CStr::from_ptr(p) };
    s.to_str().map_err(|_| RC_NOT_UTF8)
}

/// [`RC_OVERLAP`] if the `len` words at `out` share a byte with the
/// `count` objects at `object` (compared as addresses: no reference is made
/// to either).
pub(crate) fn apart<T>(out: *const u32, len: usize, object: *const T, count: usize) -> Result<(), i32> {
    let (o, n) = (out as usize, len.saturating_mul(4));
    let (b, m) = (object as usize, size_of::<T>().saturating_mul(count));
    if o.saturating_add(n) <= b || b.saturating_add(m) <= o || n == 0 || object.is_null() {
        Ok(())
    } else {
        Err(RC_OVERLAP)
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
