//! One thread's request, as the host lays it out in device memory, and the
//! requests a seed generates.

use rig_counter_core::Layout;
use rig_counter_core::catalog::Catalog;
use rig_counter_core::counting::all_active;
use rig_counter_core::gpu::products::PRODUCTS;

/// Words of a request (128 bytes).
pub const REQUEST_WORDS: usize = 32;

/// Counters a request names at most (the layouts hold 8).
pub const MAX_NAMES: usize = 8;

/// What a thread builds: [`REQUEST_WORDS`] little-endian `u32` words, so the
/// host copies an array of them to the GPU as it is.
///
/// Every field is taken as given: an index past the products or the
/// catalog, a mask of WGPs an engine does not have, a misaligned address are
/// requests too, and give the core's errors (or [`NO_PRODUCT`](crate::NO_PRODUCT)).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[repr(C)]
pub struct Request {
    /// Index into the built-in products (`rig_counter_core::gpu::products::PRODUCTS`).
    pub product: u32,
    /// How the product's GPU is changed first: 0 not at all; 1 one die more
    /// (`xccs` + 1: refused on GFX11 and GFX12, and on gfx942 past 8 dies);
    /// 2 the GC version of another family; 3 one engine more than the masks
    /// describe; 4 33 WGPs per array, more than a mask holds. Others are
    /// as 0.
    pub tweak: u32,
    /// Counters named: the first `count` of `counters`, at most [`MAX_NAMES`].
    pub count: u32,
    /// Each an index into the processor's catalog (sorted by name); an
    /// index past it names `SQ_FOO`, which no catalog holds.
    pub counters: [u32; MAX_NAMES],
    /// 0: `filter` reads `filter_input` as a VMID; otherwise it is the wave's
    /// HW_ID2 (GFX11, GFX12) or HW_ID (gfx942, gfx950) register.
    pub filter_kind: u32,
    /// The VMID or the hardware register's word.
    pub filter_input: u32,
    /// Active-WGP masks given: the first `engines` of `masks`, at most 8.
    pub engines: u32,
    /// One mask per shader engine (see `rig_counter_core::counting::wgp_bit`).
    pub masks: [u32; 8],
    /// The filter word's byte address the start program is written with,
    /// low word first.
    pub filter_address: [u32; 2],
    /// The samples' byte address the stop program is written with.
    pub samples_address: [u32; 2],
    /// The filter word's byte address the start program is then patched to.
    pub patch_filter_address: [u32; 2],
    /// The samples' byte address the stop program is then patched to.
    pub patch_samples_address: [u32; 2],
    /// Words of its output slice the thread may use after the header; 0
    /// for all of them. A program that does not fit is refused
    /// (`BufferTooSmall`) and leaves the words untouched.
    pub room: u32,
    /// 0.
    pub reserved: u32,
}

const _: () = assert!(core::mem::size_of::<Request>() == 4 * REQUEST_WORDS);

impl Request {
    /// The request as the words the GPU reads.
    pub fn to_words(&self) -> [u32; REQUEST_WORDS] {
        let mut w = [0u32; REQUEST_WORDS];
        let fields = [self.product, self.tweak, self.count]
            .into_iter()
            .chain(self.counters)
            .chain([self.filter_kind, self.filter_input, self.engines])
            .chain(self.masks)
            .chain(self.filter_address)
            .chain(self.samples_address)
            .chain(self.patch_filter_address)
            .chain(self.patch_samples_address)
            .chain([self.room, self.reserved]);
        w.iter_mut().zip(fields).for_each(|(d, s)| *d = s);
        w
    }
}

/// SplitMix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number
/// generators", OOPSLA 2014): request `i` of a seed is drawn from its own
/// stream, so any request can be made again alone.
struct Draw(u64);

impl Draw {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number below `n` (0 if `n` is 0).
    fn below(&mut self, n: u32) -> u32 {
        (((self.next() >> 32) * u64::from(n)) >> 32) as u32
    }

    /// True `percent` times in a hundred.
    fn chance(&mut self, percent: u32) -> bool {
        self.below(100) < percent
    }
}

/// Request `index` of `seed`. Most requests are ones the core accepts, so
/// the comparison covers programs: counters drawn from the processor's
/// catalog while they still lay out, the product's own masks with WGPs
/// switched off, aligned addresses. About one in four carries a mistake
/// instead (a product past the list, a changed GPU, a counter named twice or
/// one no catalog holds, too many of a block, a VMID past 15, masks of
/// another shape, misaligned or overflowing addresses, too little room for
/// the programs), so errors are compared too.
pub fn generate(seed: u64, index: u64) -> Request {
    let mut d = Draw(seed ^ index.wrapping_mul(0xD1B5_4A32_D192_ED03));
    let mut r = Request { product: d.below(PRODUCTS.len() as u32), ..Request::default() };
    if d.chance(2) {
        r.product = PRODUCTS.len() as u32 + d.below(4);
    }
    if d.chance(4) {
        r.tweak = 1 + d.below(4);
    }
    let Some(product) = PRODUCTS.get(r.product as usize) else { return r };
    let gpu = product.gpu;
    let catalog = Catalog::of(gpu.target).map_or(&[][..], |c| c.counters);
    let len = catalog.len() as u32;

    // Counters: drawn while the layout of those so far still holds.
    let wanted = 1 + d.below(MAX_NAMES as u32);
    let mut names = [""; MAX_NAMES];
    let mut n = 0;
    for _ in 0..4 * MAX_NAMES {
        if n == wanted as usize {
            break;
        }
        let pick = d.below(len);
        let name = catalog.get(pick as usize).map_or("", |c| c.name());
        names[n] = name;
        if Layout::<MAX_NAMES>::new(&gpu, &names[..=n]).is_ok() {
            r.counters[n] = pick;
            n += 1;
        }
    }
    r.count = n as u32;
    if d.chance(3) && n > 1 {
        r.counters[n - 1] = r.counters[0];
    }
    if d.chance(3) && n > 0 {
        r.counters[d.below(n as u32) as usize] = len + d.below(8);
    }
    if d.chance(3) {
        // Every counter of one block, as many as the names hold: often more
        // than the block has registers.
        let first = d.below(len);
        let block = catalog.get(first as usize).map(|c| c.block);
        let mut k = 0;
        for (i, c) in catalog.iter().enumerate() {
            if k < MAX_NAMES && Some(c.block) == block {
                r.counters[k] = i as u32;
                k += 1;
            }
        }
        r.count = k as u32;
    }

    // The filter.
    r.filter_kind = d.below(2);
    r.filter_input =
        if r.filter_kind == 0 { if d.chance(5) { 16 + d.below(100) } else { d.below(16) } } else { d.next() as u32 };

    // Masks: the product's own, some WGPs switched off, sometimes another shape.
    let all = all_active(&gpu).unwrap_or(0);
    r.engines = u32::from(gpu.shader_engines).min(8);
    for m in r.masks.iter_mut().take(r.engines as usize) {
        *m = if d.chance(30) { all & !(1 << d.below(32)) } else { all };
    }
    if d.chance(3) {
        r.engines = d.below(9);
    }
    if d.chance(3) {
        r.masks[0] = all | 1 << d.below(32);
    }

    // Addresses: aligned, under 2^48 as GPU virtual addresses are, with
    // mistakes now and then.
    let address = |d: &mut Draw, align: u64| (d.next() & 0x0000_FFFF_FFFF_FFFF) & !(align - 1);
    let mut filter_address = address(&mut d, 4);
    let mut samples_address = address(&mut d, 256);
    if d.chance(2) {
        filter_address |= 2;
    }
    if d.chance(2) {
        samples_address |= 4;
    }
    if d.chance(1) {
        samples_address = !7;
    }
    r.filter_address = split(filter_address);
    r.samples_address = split(samples_address);
    r.patch_filter_address = split(address(&mut d, 4));
    r.patch_samples_address = split(address(&mut d, 8));
    if d.chance(2) {
        r.patch_samples_address[0] |= 1;
    }
    if d.chance(3) {
        r.room = 1 + d.below(400);
    }
    r
}

fn split(a: u64) -> [u32; 2] {
    [a as u32, (a >> 32) as u32]
}
