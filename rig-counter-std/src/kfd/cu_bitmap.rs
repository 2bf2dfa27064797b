//! Which WGPs run work, from the driver's CU bitmap.
//!
//! # The driver's bitmap
//!
//! `AMDGPU_INFO_DEV_INFO` (`amdgpu_info_ioctl()`, Linux
//! `drivers/gpu/drm/amd/amdgpu/amdgpu_kms.c`) fills `struct
//! drm_amdgpu_info_device`'s `cu_bitmap[4][4]` with
//! `memcpy(dev_info->cu_bitmap, adev->gfx.cu_info.bitmap[0],
//! sizeof(dev_info->cu_bitmap))`: the `[4][4]` of the first XCC of
//! `amdgpu_cu_info`'s `bitmap[AMDGPU_MAX_GC_INSTANCES][4][4]` (`cu_ao_bitmap`
//! is the always-on subset, not used here). The `get_cu_info()` of each GC
//! generation decides where engine `se`, array `sa` goes:
//!
//! - GFX11 and GFX12 (`gfx_v11_0_get_cu_info()`, `gfx_v12_0_get_cu_info()`):
//!   `bitmap[0][se % 4][sa + (se / 4) * 2]`, engines 4 to 7 in the last two
//!   columns (`SE4: {SH0,SH1} --> {bitmap[0][2], bitmap[0][3]}`).
//! - GFX9 (`gfx_v9_0_get_cu_info()`, `gfx_v9_4_3_get_cu_info()`, per XCC):
//!   `bitmap[xcc][se % 4][sa + se / 4]` (`SE4,SH0 --> bitmap[0][1]`).
//!
//! Bit `k` of an entry is CU `k` of that array. On GFX11 and GFX12
//! `gfx_v1x_0_get_cu_active_bitmap_per_sh()` reads the array's active WGP mask
//! and sets CU bits `2w` and `2w + 1` for each active WGP `w` ("if there is one
//! WGP enabled, it means 2 CUs will be enabled"). On GFX9
//! `gfx_v9_4_3_get_cu_active_bitmap()` gives the CU mask itself.
//!
//! So on GFX10 and later WGP `w` of array `a` runs work when CUs `2w` and
//! `2w + 1` both do; on GFX9, whose unit is the CU, unit `u` runs work when CU
//! `u` does. On a GPU of several XCCs the bitmap describes the first.
//!
//! # The text form
//!
//! [`parse_cu_bitmap`] reads the `[4][4]` as 4 lines of 4 hexadecimal words,
//! line `i` holding `cu_bitmap[i][0]` to `cu_bitmap[i][3]`, as a debug print
//! of the struct shows it. A word is 1 to 8 hex digits, with or without `0x`;
//! words are separated by spaces, tabs or commas; `#` starts a comment that
//! runs to the end of the line; blank lines are skipped:
//!
//! ```text
//! # RX 9070: WGP 3 of array 1 off in each engine
//! 0x000000ff 0x0000003f 0x00000000 0x00000000
//! 0x000000ff 0x0000003f 0x00000000 0x00000000
//! 0x000000ff 0x0000003f 0x00000000 0x00000000
//! 0x000000ff 0x0000003f 0x00000000 0x00000000
//! ```

use std::path::Path;

use rig_counter_core::Gpu;
use rig_counter_core::counting::all_active;

use super::file::KfdError;

/// `struct drm_amdgpu_info_device`'s `cu_bitmap`: `[row][column]`, bit `k` of
/// an entry CU `k` of one shader array.
pub type CuBitmap = [[u32; 4]; 4];

/// The entry of `cu_bitmap` where the driver puts engine `se`, array `sa`
/// of a GPU of GC major version `major` (see the [module](self)).
pub fn slot(major: u8, se: u8, sa: u8) -> (usize, usize) {
    let (se, sa) = (usize::from(se), usize::from(sa));
    if major >= 10 { (se % 4, sa + (se / 4) * 2) } else { (se % 4, sa + se / 4) }
}

/// One mask per shader engine of `gpu`, bit `array * array_units + unit` set
/// when that WGP (on GFX9, CU) runs work: on GFX10 and later when both its CUs
/// `2 * unit` and `2 * unit + 1` are set in `cu_bitmap`, on GFX9 when CU `unit`
/// is.
///
/// Errors: [`KfdError::CuBitmap`] if `gpu` has no geometry or is older than
/// GFX9, if its engines and arrays do not fit the driver's `[4][4]` layout or
/// an engine has more than 32 units, if an entry has a CU beyond those an array
/// is built with, or if an entry no engine and array of `gpu` uses is not 0.
pub fn active_wgps(gpu: &Gpu, cu_bitmap: &CuBitmap) -> Result<Vec<u32>, KfdError> {
    let fail = |why: String| KfdError::CuBitmap { processor: gpu.processor().to_string(), why };
    let (engines, arrays, units) = (gpu.shader_engines, gpu.shader_arrays, gpu.array_units);
    let major = gpu.target.major;
    if engines == 0 || arrays == 0 || units == 0 {
        return Err(fail("its geometry is unknown".to_owned()));
    }
    if major < 9 {
        return Err(fail("the layout of CU bitmaps before GFX9 is not known here".to_owned()));
    }
    let fits = if major >= 10 {
        (engines <= 4 && arrays <= 4) || (engines <= 8 && arrays <= 2)
    } else {
        (engines <= 4 && arrays <= 4) || (engines <= 8 && arrays == 1)
    };
    if !fits {
        return Err(fail(format!("{engines} engines of {arrays} arrays do not fit the driver's [4][4] layout")));
    }
    if all_active(gpu).is_none() {
        return Err(fail(format!(
            "an engine has {} units, more than a 32-bit mask",
            u32::from(arrays) * u32::from(units)
        )));
    }
    let cus_per_unit: u32 = if major >= 10 { 2 } else { 1 };
    let built_cus = u32::from(units) * cus_per_unit;
    if built_cus > 32 {
        return Err(fail(format!("an array is built with {built_cus} CUs, more than a 32-bit entry")));
    }
    let built_mask = if built_cus >= 32 { u32::MAX } else { (1 << built_cus) - 1 };

    let mut used = [[false; 4]; 4];
    let mut masks = Vec::with_capacity(usize::from(engines));
    for se in 0..engines {
        let mut mask = 0u32;
        for sa in 0..arrays {
            let (row, column) = slot(major, se, sa);
            used[row][column] = true;
            let cus = cu_bitmap[row][column];
            if cus & !built_mask != 0 {
                return Err(fail(format!(
                    "cu_bitmap[{row}][{column}] = {cus:#010x} (engine {se}, array {sa}) has CUs beyond the {built_cus} \
                     an array is built with"
                )));
            }
            for unit in 0..u32::from(units) {
                let pair = ((1u32 << cus_per_unit) - 1) << (unit * cus_per_unit);
                if cus & pair == pair {
                    mask |= 1 << (u32::from(sa) * u32::from(units) + unit);
                }
            }
        }
        masks.push(mask);
    }
    for (row, columns) in cu_bitmap.iter().enumerate() {
        for (column, &cus) in columns.iter().enumerate() {
            if cus != 0 && !used[row][column] {
                return Err(fail(format!(
                    "cu_bitmap[{row}][{column}] = {cus:#010x}, but no engine and array of {engines} x {arrays} lies there"
                )));
            }
        }
    }
    Ok(masks)
}

/// Parses the text form of a CU bitmap (see the [module](self)) from `text`,
/// the contents of `file` (a name used in errors only).
///
/// Errors: [`KfdError::Garbled`], naming `file` and the 1-based line, if a
/// line does not hold 4 words of 1 to 8 hex digits or there are not 4 lines.
pub fn parse_cu_bitmap(file: &str, text: &str) -> Result<CuBitmap, KfdError> {
    let garbled = |line: usize, why: String| KfdError::Garbled { file: file.to_owned(), line, why };
    let mut bitmap = [[0u32; 4]; 4];
    let mut rows = 0usize;
    let mut last = 0usize;
    for (index, line) in text.lines().enumerate() {
        let number = index + 1;
        last = number;
        let content = line.split('#').next().unwrap_or("");
        let words: Vec<&str> =
            content.split(|c: char| c.is_whitespace() || c == ',').filter(|w| !w.is_empty()).collect();
        if words.is_empty() {
            continue;
        }
        if rows == 4 {
            return Err(garbled(number, "a fifth row; a CU bitmap has 4".to_owned()));
        }
        if words.len() != 4 {
            return Err(garbled(number, format!("{} words; a row has 4", words.len())));
        }
        for (column, word) in words.iter().enumerate() {
            bitmap[rows][column] = hex_word(word)
                .ok_or_else(|| garbled(number, format!("{word:?} is not a hex word of 1 to 8 digits")))?;
        }
        rows += 1;
    }
    if rows != 4 {
        return Err(garbled(last.max(1), format!("{rows} rows; a CU bitmap has 4")));
    }
    Ok(bitmap)
}

/// Reads and parses the CU bitmap text file at `path` ([`parse_cu_bitmap`]).
///
/// Errors: [`KfdError::Unreadable`] if it cannot be read or exceeds 64 KiB;
/// [`KfdError::Garbled`] if it is not UTF-8 or not a CU bitmap.
pub fn read_cu_bitmap(path: &Path) -> Result<CuBitmap, KfdError> {
    let (file, text) = super::file::read_text(path)?;
    parse_cu_bitmap(&file, &text)
}

/// `word` as 1 to 8 hex digits, with or without `0x`/`0X`.
fn hex_word(word: &str) -> Option<u32> {
    let digits = word.strip_prefix("0x").or_else(|| word.strip_prefix("0X")).unwrap_or(word);
    if digits.is_empty() || digits.len() > 8 || !digits.bytes().all(|b| b.is_ascii_hexdigit()) {
        return None;
    }
    u32::from_str_radix(digits, 16).ok()
}
