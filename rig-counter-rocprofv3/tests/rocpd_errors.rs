//! A rocpd database with a bad value is refused naming the row that holds
//! it (its `id`, a dispatch's `dispatch_id` too) and the column by the
//! database's name for it, saying what the value is: never the reader's
//! query, nor a column's index. Each case is the example run's first pass
//! (`docs/examples/rocprofv3-rocpd/pass_1/node0/1001_results.db`: dispatches
//! of `id` and `dispatch_id` 1 to 6, kernels 1 to 3, counters 1 to 8, the
//! GPU agent `id` 1) with one change made to its tables.

use std::path::{Path, PathBuf};

/// The tables' suffix: the example's guid for pid 1001.
const SUFFIX: &str = "_00000000_0000_7000_8000_0000000003e9";

fn example() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../docs/examples/rocprofv3-rocpd/pass_1/node0/1001_results.db")
}

/// What reading the example after `change` (SQL in which `{s}` is the
/// tables' suffix) gives: the pass, or the message.
fn read_changed(case: &str, change: &str) -> Result<rig_counter_rocprofv3::Pass, String> {
    let dir = std::env::temp_dir().join(format!("rig-counter-rocpd-errors-{case}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let db = dir.join("1001_results.db");
    std::fs::copy(example(), &db).unwrap();
    rusqlite::Connection::open(&db).unwrap().execute_batch(&change.replace("{s}", SUFFIX)).unwrap();
    let read = rig_counter_rocprofv3::rocpd::read(&db);
    let _ = std::fs::remove_dir_all(&dir);
    read.map_err(|e| e.message)
}

/// The message reading the example after `change` gives.
fn refused(case: &str, change: &str) -> String {
    read_changed(case, change).expect_err(case)
}

#[test]
fn a_negative_or_mistyped_dispatch_column_names_the_dispatch_and_the_column() {
    // The "start -5 is negative", which named no dispatch.
    assert_eq!(
        refused("start", "UPDATE rocpd_kernel_dispatch{s} SET start = -5 WHERE id = 1"),
        "rocpd_kernel_dispatch id 1 (dispatch_id 1): start -5 is negative"
    );
    assert_eq!(
        refused("dispatch_id", "UPDATE rocpd_kernel_dispatch{s} SET dispatch_id = -1 WHERE id = 1"),
        "rocpd_kernel_dispatch id 1: dispatch_id -1 is negative"
    );
    assert_eq!(
        refused("pid", "UPDATE rocpd_kernel_dispatch{s} SET pid = 'abc' WHERE id = 1"),
        "rocpd_kernel_dispatch id 1 (dispatch_id 1): pid is the text \"abc\", where rocpd writes an integer"
    );
    assert_eq!(
        refused("end", "UPDATE rocpd_kernel_dispatch{s} SET end = 1.5 WHERE id = 1"),
        "rocpd_kernel_dispatch id 1 (dispatch_id 1): end is the real 1.5, where rocpd writes an integer"
    );
    assert_eq!(
        refused("guid", "UPDATE rocpd_kernel_dispatch{s} SET guid = X'35' WHERE id = 1"),
        "rocpd_kernel_dispatch id 1: guid is a BLOB of 1 byte, where rocpd writes text"
    );
    assert_eq!(
        refused("agent", "UPDATE rocpd_kernel_dispatch{s} SET agent_id = 0 WHERE id = 2"),
        "rocpd_kernel_dispatch id 2 (dispatch_id 2): agent_id 0 is no GPU rocpd_info_agent lists"
    );
    assert_eq!(
        refused("twice", "UPDATE rocpd_kernel_dispatch{s} SET dispatch_id = 1 WHERE id = 2"),
        "rocpd_kernel_dispatch id 2 (dispatch_id 1): dispatch_id 1 of pid 1001 again (rocpd_kernel_dispatch id 1 is it)"
    );
    assert_eq!(
        refused("shared", "UPDATE rocpd_kernel_dispatch{s} SET event_id = 1 WHERE id = 2"),
        "rocpd_kernel_dispatch id 1 (dispatch_id 1) and id 2 (dispatch_id 2) share event_id 1, whose counters can be \
         only one dispatch's"
    );
}

#[test]
fn a_kernels_name_is_refused_naming_its_symbol_row_and_column() {
    // The "invalid utf-8 ... at index 8": a byte that is no UTF-8.
    assert_eq!(
        refused(
            "utf8",
            "UPDATE rocpd_info_kernel_symbol{s} SET display_name = CAST(X'7363616CFF65' AS TEXT) WHERE id = 2"
        ),
        "rocpd_info_kernel_symbol id 2, the kernel of rocpd_kernel_dispatch id 2 (dispatch_id 2): display_name is \
         text that is not UTF-8 (byte 0xFF at offset 4)"
    );
    // A BLOB for a name: the reader's query was the message's column name.
    assert_eq!(
        refused("blob", "UPDATE rocpd_info_kernel_symbol{s} SET display_name = X'00FF' WHERE id = 1"),
        "rocpd_info_kernel_symbol id 1, the kernel of rocpd_kernel_dispatch id 1 (dispatch_id 1): display_name is a \
         BLOB of 2 bytes, where rocpd writes text"
    );
    assert_eq!(
        refused(
            "kernel_name",
            "UPDATE rocpd_info_kernel_symbol{s} SET display_name = NULL, kernel_name = X'00' WHERE id = 1"
        ),
        "rocpd_info_kernel_symbol id 1, the kernel of rocpd_kernel_dispatch id 1 (dispatch_id 1): kernel_name is a \
         BLOB of 1 byte, where rocpd writes text"
    );
    // Both names NULL: the row is there, with no name (not "in no row").
    assert_eq!(
        refused(
            "unnamed",
            "UPDATE rocpd_info_kernel_symbol{s} SET display_name = NULL, kernel_name = NULL WHERE id = 1"
        ),
        "rocpd_kernel_dispatch id 1 (dispatch_id 1): its kernel, rocpd_info_kernel_symbol id 1, has no name: \
         display_name and kernel_name are NULL"
    );
    // kernel_name where display_name is NULL.
    let pass = read_changed(
        "mangled",
        "UPDATE rocpd_info_kernel_symbol{s} SET display_name = NULL, kernel_name = '_Z3addPf' WHERE id = 1",
    )
    .unwrap();
    assert_eq!(&*pass.dispatches[0].kernel, "_Z3addPf");
    assert_eq!(
        refused("no symbol", "UPDATE rocpd_kernel_dispatch{s} SET kernel_id = 99 WHERE id = 1"),
        "rocpd_kernel_dispatch id 1 (dispatch_id 1): kernel_id 99 is in no rocpd_info_kernel_symbol row"
    );
}

/// Issue 40, round 3, A1: kernels of 10 MB names took 5.3 GB and 40 s, the
/// name copied per dispatch and per counter row. A name is read once per
/// kernel, shared by its dispatches, and kept to 64 KiB, marked with its
/// length and SHA-256 and said; one past what is read of any value is
/// refused, never loaded.
#[test]
fn a_kernels_long_name_is_read_once_cut_to_64_kib_and_said() {
    // Kernel 1 (dispatches 1 and 4): a display_name of 10,000,000 bytes, an
    // "é" (2 bytes) across the 65,536th byte; kernel 3 a kernel_name of
    // 70,000 bytes under a NULL display_name.
    let pass = read_changed(
        "long",
        "UPDATE rocpd_info_kernel_symbol{s} SET display_name = 'k' || printf('%.*c', 65534, 'a') || 'é' || \
         printf('%.*c', 10000000 - 65535 - 2, 'b') WHERE id = 1;
         UPDATE rocpd_info_kernel_symbol{s} SET display_name = NULL, kernel_name = '_Z' || printf('%.*c', 69998, 'c') \
         WHERE id = 3;",
    )
    .unwrap();
    // Each cut name ends with its length and the SHA-256 of the whole
    // (Python's hashlib.sha256 of each), so two cut alike stay two kernels.
    let kernel = &pass.dispatches[0].kernel;
    let (kept, mark) = kernel.split_at(65535);
    assert_eq!(
        mark, " [name cut: 10000000 bytes, SHA-256 fee4a936822bb83d0f852b285f1e8813e9d01ac1b1e76e11fff7d65636c9b6f4]",
        "cut before the 2-byte character that crosses 65,536 bytes"
    );
    assert!(kept.starts_with("kaaa") && kept.ends_with("aaa"));
    assert!(std::sync::Arc::ptr_eq(kernel, &pass.dispatches[3].kernel), "dispatches 1 and 4 share kernel 1's name");
    assert_eq!(
        *pass.dispatches[2].kernel,
        format!(
            "_Z{} [name cut: 70000 bytes, SHA-256 92fe8f5ee0fe9e0691247c870edab893f880250cf802f5d730186b1236da6722]",
            "c".repeat(65534)
        )
    );
    assert_eq!(&*pass.dispatches[1].kernel, "scale_kernel(float*, float, int)");
    assert_eq!(pass.notes.len(), 1);
    assert!(
        pass.notes[0].ends_with(
            "1001_results.db: rocpd_info_kernel_symbol id 1: display_name is 10000000 bytes long, cut to its first \
             65535 bytes and marked [name cut: 10000000 bytes, SHA-256 fee4a936822bb83d0f852b285f1e8813e9d01ac1b1e76e11fff7d65636c9b6f4] (1 more name cut, marked alike)"
        ),
        "{}",
        pass.notes[0]
    );
    // Past 16 MiB, the most of one value read: refused, naming its length.
    assert_eq!(
        refused(
            "huge",
            "UPDATE rocpd_info_kernel_symbol{s} SET display_name = CAST(zeroblob(16777217) AS TEXT) WHERE id = 2"
        ),
        "rocpd_info_kernel_symbol id 2, the kernel of rocpd_kernel_dispatch id 2 (dispatch_id 2): display_name is \
         16777217 bytes long, and no value of a rocpd database longer than 16777216 bytes is read"
    );
}

#[test]
fn a_counters_value_or_name_is_refused_naming_its_row() {
    assert_eq!(
        refused("value", "UPDATE rocpd_pmc_event{s} SET value = 'abc' WHERE id = 3"),
        "rocpd_pmc_event id 3, a value of GL2C_EA_RDREQ_128B on rocpd_kernel_dispatch id 1 (dispatch_id 1): value is \
         the text \"abc\", where rocpd writes a number"
    );
    assert_eq!(
        refused("null", "UPDATE rocpd_pmc_event{s} SET value = NULL WHERE id = 40"),
        "rocpd_pmc_event id 40, a value of GL2C_EA_RDREQ_256B on rocpd_kernel_dispatch id 1 (dispatch_id 1): value \
         is NULL, where rocpd writes a number"
    );
    assert_eq!(
        refused("orphan", "UPDATE rocpd_pmc_event{s} SET pmc_id = 999 WHERE id = 3"),
        "rocpd_pmc_event id 3, a value on rocpd_kernel_dispatch id 1 (dispatch_id 1): pmc_id 999 is in no \
         rocpd_info_pmc row"
    );
    assert_eq!(
        refused("pmc name", "UPDATE rocpd_info_pmc{s} SET name = X'01' WHERE id = 1"),
        "rocpd_info_pmc id 1: name is a BLOB of 1 byte, where rocpd writes text"
    );
    assert_eq!(
        refused("infinite", "UPDATE rocpd_pmc_event{s} SET value = 1e308 WHERE id IN (1, 2)"),
        "rocpd_pmc_event: the sum of GL2C_EA_RDREQ_128B's instances on rocpd_kernel_dispatch id 1 (dispatch_id 1) is \
         no finite number"
    );
    // Integers whose sum is past 2^63 - 1 are summed as reals (SQLite's sum
    // of them failed with "integer overflow", naming no dispatch): 2^62 + 2^62
    // and six values of 1 (dispatch 1's 8 split over 32 instances), which a
    // real near 2^63 does not hold.
    let pass = read_changed("overflow", "UPDATE rocpd_pmc_event{s} SET value = 4611686018427387904 WHERE id IN (1, 2)")
        .unwrap();
    assert_eq!(pass.dispatches[0].counters[0], ("GL2C_EA_RDREQ_128B".to_owned(), 9_223_372_036_854_775_808.0));
}

#[test]
fn an_agent_or_metadata_value_is_refused_naming_its_row_and_a_missing_column_by_name() {
    assert_eq!(
        refused("agent type", "UPDATE rocpd_info_agent{s} SET type = X'47' WHERE id = 1"),
        "rocpd_info_agent id 1: type is a BLOB of 1 byte, where rocpd writes text"
    );
    assert_eq!(
        refused("logical", "UPDATE rocpd_info_agent{s} SET logical_index = 'one' WHERE id = 1"),
        "rocpd_info_agent id 1: logical_index is the text \"one\", where rocpd writes an integer"
    );
    assert_eq!(
        refused("version", "UPDATE rocpd_metadata{s} SET value = X'33' WHERE tag = 'schema_version'"),
        "rocpd_metadata: schema_version's value is a BLOB of 1 byte, where rocpd writes text"
    );
    assert_eq!(
        refused(
            "column",
            "DROP VIEW rocpd_kernel_dispatch; ALTER TABLE rocpd_kernel_dispatch{s} DROP COLUMN event_id; \
             CREATE VIEW rocpd_kernel_dispatch AS SELECT * FROM rocpd_kernel_dispatch{s}"
        ),
        "rocpd_kernel_dispatch has no column event_id: is it a rocpd database of rocprofv3?"
    );
}

/// The break test of issue 40's fixes (R2): a second `rocpd_info_pmc` row
/// named `GRBM_COUNT` on the same agent, with a value of 8 on dispatch 1,
/// was pooled with the first (2008 where the counter's one value is 2000).
#[test]
fn two_counter_rows_of_one_name_and_agent_are_refused_naming_both() {
    let change = "INSERT INTO rocpd_info_pmc{s} (id, guid, nid, pid, agent_id, target_arch, name, symbol) \
                  VALUES (9, '00000000-0000-7000-8000-0000000003e9', 1, 1001, 1, 'gfx1201', 'GRBM_COUNT', 'GRBM_COUNT');
                  INSERT INTO rocpd_pmc_event{s} (id, guid, event_id, pmc_id, value) \
                  VALUES (100000, '00000000-0000-7000-8000-0000000003e9', 1, 9, 8)";
    assert_eq!(
        refused("pmc-twice", change),
        "rocpd_info_pmc id 5 and id 9 are both \"GRBM_COUNT\" of one agent, whose values would be pooled: rocpd \
         writes a counter once per agent"
    );
    // Of another agent, it is another counter.
    let other = change.replace("1001, 1, 'gfx1201'", "1001, 2, 'gfx1201'");
    let pass = read_changed("pmc-other-agent", &other).unwrap();
    let first = &pass.dispatches[0];
    assert_eq!(first.counters.iter().find(|(n, _)| n == "GRBM_COUNT"), Some(&("GRBM_COUNT".to_owned(), 2008.0)));
}

/// The break test of issue 40's fixes (R3): a counter value whose
/// `event_id` is no dispatch's (dispatch 1's first GL2C_EA_RDREQ_128B row
/// moved to event 99) was dropped without a word. rocpd's schema lets a
/// value be of any event (`rocpd_pmc_event.event_id` refers to
/// `rocpd_event`, and may be NULL), so it is left out and said, naming the
/// row.
#[test]
fn a_counter_value_of_no_dispatch_is_left_out_naming_its_row() {
    let pass = read_changed("orphan", "UPDATE rocpd_pmc_event{s} SET event_id = 99 WHERE id = 1").unwrap();
    let path = std::env::temp_dir()
        .join(format!("rig-counter-rocpd-errors-orphan-{}", std::process::id()))
        .join("1001_results.db");
    assert_eq!(
        pass.notes,
        [format!(
            "{}: rocpd_pmc_event id 1, a value of \"GL2C_EA_RDREQ_128B\", is of event_id 99, which no \
             rocpd_kernel_dispatch row has: left out",
            path.display()
        )]
    );
    let first = &pass.dispatches[0];
    assert_eq!(first.instances[0].0, "GL2C_EA_RDREQ_128B");
    assert_eq!((first.counters[0].1, first.instances[0].1.count), (7.0, 31));
    // Two such rows, one of no event at all: the first named, the rest counted.
    let pass = read_changed(
        "orphans",
        "UPDATE rocpd_pmc_event{s} SET event_id = 99 WHERE id = 2; UPDATE rocpd_pmc_event{s} SET event_id = NULL WHERE id = 3",
    )
    .unwrap();
    assert_eq!(pass.notes.len(), 1);
    assert!(
        pass.notes[0].ends_with(
            ": rocpd_pmc_event id 2, a value of \"GL2C_EA_RDREQ_128B\", is of event_id 99, which no \
             rocpd_kernel_dispatch row has: left out (1 more row of no dispatch)"
        ),
        "{}",
        pass.notes[0]
    );
}
