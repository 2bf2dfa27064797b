//! What one thread does with one request: the filter word, the prepared start
//! and stop programs written and then patched, every outcome recorded in a
//! header before the words.

use crate::request::{MAX_NAMES, Request};
use core::hash::{Hash, Hasher};
use rig_counter_core::catalog::Catalog;
use rig_counter_core::counting::{StartProgram, StopProgram};
use rig_counter_core::gpu::products::PRODUCTS;
use rig_counter_core::{CountingError, Family, GcVersion, Layout, filter, filter_of_hw_id, filter_of_hw_id2};

/// Words of the header at the start of a thread's output:
///
/// | word | holds |
/// | --- | --- |
/// | 0, 1 | the layout's error code and digest, or 0, 0; [`NO_PRODUCT`] and 0 if the product index is past the list (nothing else is then built: words 2 to 11 stay 0) |
/// | 2, 3 | the filter's error code and digest, or 0 and the filter word |
/// | 4, 5 | the start program's (its preparation's or its write's) error code and digest, or 0 and the number of words written |
/// | 6, 7 | its patch to the second filter address: error code and digest, or 0, 0 |
/// | 8 to 11 | the same of the stop program (the samples addresses) |
/// | 12 | words used: the header's and both programs' |
/// | 13 to 15 | 0 |
///
/// The start program's words follow the header, the stop program's follow
/// those. An error code is the core's (`LayoutError::code`,
/// `CountingError::code`) or [`NO_PRODUCT`]; its digest is
/// [`digest`] of the whole error value, so two builds agree error for error,
/// field for field.
pub const HEADER_WORDS: usize = 16;

/// The error code of a request whose product index is past the built-in
/// products: above the core's codes.
pub const NO_PRODUCT: u32 = 64;

/// A 32-bit digest of `value` through its `Hash`: FNV-1a over the bytes it
/// hashes (64-bit, folded). The same on any little-endian 64-bit target, the
/// host's and nvptx64's alike.
pub fn digest<T: Hash>(value: &T) -> u32 {
    struct Fnv(u64);
    impl Hasher for Fnv {
        fn finish(&self) -> u64 {
            self.0
        }
        fn write(&mut self, bytes: &[u8]) {
            for b in bytes {
                self.0 = (self.0 ^ u64::from(*b)).wrapping_mul(0x0000_0100_0000_01B3);
            }
        }
    }
    let mut h = Fnv(0xCBF2_9CE4_8422_2325);
    value.hash(&mut h);
    let h = h.finish();
    (h ^ (h >> 32)) as u32
}

fn join(words: [u32; 2]) -> u64 {
    u64::from(words[0]) | u64::from(words[1]) << 32
}

fn outcome(r: Result<u32, CountingError>) -> [u32; 2] {
    match r {
        Ok(value) => [0, value],
        Err(e) => [e.code(), digest(&e)],
    }
}

/// Builds `request` into `out`: [`HEADER_WORDS`] of outcomes, then the start
/// and stop programs' words. Returns the words used (0 if `out` is shorter
/// than the header, which is then left untouched). Words past those used are
/// not written; a program that does not fit leaves its error in the header.
pub fn build(request: &Request, out: &mut [u32]) -> usize {
    let Some((head, body)) = out.split_at_mut_checked(HEADER_WORDS) else { return 0 };
    let room = match request.room as usize {
        0 => body.len(),
        room => room.min(body.len()),
    };
    let body = body.get_mut(..room).unwrap_or(&mut []);
    let mut h = [0u32; HEADER_WORDS];
    let used = build_into(request, &mut h, body);
    h[12] = used as u32;
    head.copy_from_slice(&h);
    used
}

fn build_into(r: &Request, h: &mut [u32; HEADER_WORDS], body: &mut [u32]) -> usize {
    let Some(product) = PRODUCTS.get(r.product as usize) else {
        h[0] = NO_PRODUCT;
        return HEADER_WORDS;
    };
    let mut gpu = product.gpu;
    match r.tweak {
        1 => gpu.xccs = gpu.xccs.wrapping_add(1),
        2 => {
            let major = if gpu.gc.major == 12 { 11 } else { 12 };
            gpu.gc = GcVersion { major, minor: 0, revision: 0 };
        }
        3 => gpu.shader_engines = gpu.shader_engines.wrapping_add(1),
        4 => gpu.array_units = 33,
        _ => {}
    }

    // The filter word.
    let filter_word = match (r.filter_kind, gpu.family()) {
        (0, _) => filter(&gpu, r.filter_input),
        (_, Some(Family::Gfx9)) => Ok(filter_of_hw_id(r.filter_input)),
        _ => Ok(filter_of_hw_id2(r.filter_input)),
    };
    [h[2], h[3]] = outcome(filter_word);

    // The layout.
    let catalog = Catalog::of(gpu.target).map_or(&[][..], |c| c.counters);
    let mut names = [""; MAX_NAMES];
    let count = (r.count as usize).min(MAX_NAMES);
    for (name, &index) in names.iter_mut().zip(&r.counters).take(count) {
        *name = catalog.get(index as usize).map_or("SQ_FOO", |c| c.name());
    }
    let layout = match Layout::<MAX_NAMES>::new(&gpu, names.get(..count).unwrap_or(&[])) {
        Ok(layout) => layout,
        Err(e) => {
            [h[0], h[1]] = [e.code(), digest(&e)];
            return HEADER_WORDS;
        }
    };

    // The start program: written with one filter address, patched to another.
    let mut used = 0;
    match StartProgram::new(&gpu, &layout) {
        Err(e) => [h[4], h[5]] = outcome(Err(e)),
        Ok(start) => {
            let written = start.write(join(r.filter_address), body);
            [h[4], h[5]] = outcome(written.map(|n| n as u32));
            if let Ok(n) = written {
                used = n;
                let patched = body.get_mut(..n).map(|w| start.patch(join(r.patch_filter_address), w));
                [h[6], h[7]] = outcome(patched.unwrap_or(Ok(())).map(|()| 0));
            }
        }
    }

    // The stop program, after the start program's words.
    let masks = r.masks.get(..r.engines as usize).unwrap_or(&r.masks);
    let rest = body.get_mut(used..).unwrap_or(&mut []);
    match StopProgram::<MAX_NAMES>::new(&gpu, masks, &layout) {
        Err(e) => [h[8], h[9]] = outcome(Err(e)),
        Ok(stop) => {
            let written = stop.write(join(r.samples_address), rest);
            [h[8], h[9]] = outcome(written.map(|n| n as u32));
            if let Ok(n) = written {
                let patched = rest.get_mut(..n).map(|w| stop.patch(join(r.patch_samples_address), w));
                [h[10], h[11]] = outcome(patched.unwrap_or(Ok(())).map(|()| 0));
                used += n;
            }
        }
    }
    HEADER_WORDS + used
}
