//! docs/api.md says what the library does: its list of codes is every code
//! of the header, with its number and its fixed description.

use rig_counter_ffi::rc_code_description;
use std::ffi::CStr;
use std::path::Path;

fn read(path: &str) -> String {
    std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join(path)).unwrap()
}

#[test]
#[cfg_attr(miri, ignore = "reads files")]
fn the_pages_list_of_codes_is_every_code_with_its_number_and_description() {
    // Every code the crate defines (src/code.rs: `pub const RC_NAME: i32 = N;`).
    let source = read("src/code.rs");
    let codes: Vec<(String, i32)> = source
        .lines()
        .filter_map(|l| l.strip_prefix("pub const ")?.split_once(": i32 = "))
        .map(|(name, value)| (name.to_owned(), value.trim_end_matches(';').parse().unwrap()))
        .collect();
    assert_eq!(codes.len(), 45, "{codes:?}");
    // The page's list, in its order.
    let page = read("../docs/api.md");
    let listed: Vec<&str> = page.lines().filter(|l| l.starts_with("- `RC_")).collect();
    let mut want = codes.clone();
    want.sort_by_key(|(_, v)| *v);
    let want: Vec<String> = want
        .iter()
        .map(|(name, value)| {
            // SAFETY: rc_code_description returns a static NUL-terminated string.
            let d = unsafe { CStr::from_ptr(rc_code_description(*value)) }.to_str().unwrap();
            format!("- `{name}` ({value}): {d}")
        })
        .collect();
    assert_eq!(listed, want);
}
