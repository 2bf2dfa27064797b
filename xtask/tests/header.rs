//! The committed C header is what cbindgen makes of rig-counter-ffi now.

use std::path::Path;

#[test]
fn the_committed_header_is_current() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let made = xtask::header::generate(&root.join("rig-counter-ffi")).unwrap();
    let committed = std::fs::read_to_string(root.join(xtask::header::DEFAULT_OUT)).unwrap_or_default();
    assert!(
        made == committed,
        "rig-counter-ffi/include/rig_counter.h is not current: run `cargo run -p xtask -- header`"
    );
}
