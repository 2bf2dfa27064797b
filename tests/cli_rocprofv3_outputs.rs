//! `metric --rocprofv3`: rocprofv3's outputs read back, passes merged per
//! kernel, and the loop plan → rocprofv3 → metric closed.
//!
//! The outputs are `docs/examples/rocprofv3/` (two passes of a run on a
//! Radeon AI PRO R9700, gfx1201, as rocprofv3 writes `counter_collection.csv`
//! and `agent_info.csv`; three kernels, the third dispatched three times in
//! pass 1 and twice in pass 2), and their twins as rocprofv3's JSON output
//! and rocpd database, which these tests write from the same values.

use rig_counter_tests::{refused, rig_counter, temp_dir};
use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap().to_path_buf()
}

fn examples() -> PathBuf {
    root().join("docs/examples/rocprofv3")
}

const ADD: &str = "void add_kernel<float>(float*, float const*, float const*, int)";
const SCALE: &str = "scale_kernel(float*, float, int)";
const REDUCE: &str = "reduce_kernel(int*, int const*, int)";

/// One dispatch: its id, kernel, and each counter's value as rocprofv3 sums it.
type Dispatch = (u64, &'static str, &'static [(&'static str, f64)]);

/// Pass 1 (pid 1001): GRBM and the GL2C read sizes, with the metrics
/// rocprofv3 computed from them (the plan names them in the pass).
const PASS_1: &[Dispatch] = &[
    (
        1,
        ADD,
        &[
            ("GL2C_EA_RDREQ_128B", 8.0),
            ("GL2C_EA_RDREQ_256B", 4.0),
            ("GL2C_EA_RDREQ_32B", 32.0),
            ("GL2C_EA_RDREQ_64B", 16.0),
            ("GRBM_COUNT", 2000.0),
            ("GRBM_GUI_ACTIVE", 1500.0),
            ("FETCH_SIZE", 4.0),
            ("GPU_UTIL", 75.0),
        ],
    ),
    (
        2,
        SCALE,
        &[
            ("GL2C_EA_RDREQ_128B", 0.0),
            ("GL2C_EA_RDREQ_256B", 0.0),
            ("GL2C_EA_RDREQ_32B", 64.0),
            ("GL2C_EA_RDREQ_64B", 0.0),
            ("GRBM_COUNT", 4000.0),
            ("GRBM_GUI_ACTIVE", 1000.0),
            ("FETCH_SIZE", 2.0),
            ("GPU_UTIL", 25.0),
        ],
    ),
    (
        3,
        REDUCE,
        &[
            ("GL2C_EA_RDREQ_128B", 0.0),
            ("GL2C_EA_RDREQ_256B", 0.0),
            ("GL2C_EA_RDREQ_32B", 0.0),
            ("GL2C_EA_RDREQ_64B", 32.0),
            ("GRBM_COUNT", 1000.0),
            ("GRBM_GUI_ACTIVE", 900.0),
            ("FETCH_SIZE", 2.0),
            ("GPU_UTIL", 90.0),
        ],
    ),
    (
        4,
        ADD,
        &[
            ("GL2C_EA_RDREQ_128B", 8.0),
            ("GL2C_EA_RDREQ_256B", 4.0),
            ("GL2C_EA_RDREQ_32B", 32.0),
            ("GL2C_EA_RDREQ_64B", 16.0),
            ("GRBM_COUNT", 2000.0),
            ("GRBM_GUI_ACTIVE", 1000.0),
            ("FETCH_SIZE", 4.0),
            ("GPU_UTIL", 50.0),
        ],
    ),
    (
        5,
        REDUCE,
        &[
            ("GL2C_EA_RDREQ_128B", 16.0),
            ("GL2C_EA_RDREQ_256B", 0.0),
            ("GL2C_EA_RDREQ_32B", 0.0),
            ("GL2C_EA_RDREQ_64B", 0.0),
            ("GRBM_COUNT", 500.0),
            ("GRBM_GUI_ACTIVE", 400.0),
            ("FETCH_SIZE", 2.0),
            ("GPU_UTIL", 80.0),
        ],
    ),
    (
        6,
        REDUCE,
        &[
            ("GL2C_EA_RDREQ_128B", 0.0),
            ("GL2C_EA_RDREQ_256B", 8.0),
            ("GL2C_EA_RDREQ_32B", 0.0),
            ("GL2C_EA_RDREQ_64B", 0.0),
            ("GRBM_COUNT", 800.0),
            ("GRBM_GUI_ACTIVE", 200.0),
            ("FETCH_SIZE", 2.0),
            ("GPU_UTIL", 25.0),
        ],
    ),
];

/// Pass 2 (pid 1002): the L2's hits and misses; one dispatch of
/// reduce_kernel fewer.
const PASS_2: &[Dispatch] = &[
    (1, ADD, &[("GL2C_HIT", 300.0), ("GL2C_MISS", 100.0), ("L2CacheHit", 75.0)]),
    (2, SCALE, &[("GL2C_HIT", 50.0), ("GL2C_MISS", 50.0), ("L2CacheHit", 50.0)]),
    (3, REDUCE, &[("GL2C_HIT", 90.0), ("GL2C_MISS", 10.0), ("L2CacheHit", 90.0)]),
    (4, ADD, &[("GL2C_HIT", 10.0), ("GL2C_MISS", 30.0), ("L2CacheHit", 25.0)]),
    (5, REDUCE, &[("GL2C_HIT", 60.0), ("GL2C_MISS", 40.0), ("L2CacheHit", 60.0)]),
];

/// Each pass: its pid, first timestamp and dispatches.
const PASSES: [(u64, u64, &[Dispatch]); 2] = [(1001, 1_700_000_000_000, PASS_1), (1002, 1_700_000_900_000, PASS_2)];

fn kernel_id(k: &str) -> u64 {
    [ADD, SCALE, REDUCE].iter().position(|x| *x == k).unwrap() as u64 + 10
}

/// A dispatch's start and end, nanoseconds.
fn times(t0: u64, d: u64) -> (u64, u64) {
    (t0 + d * 100_000, t0 + d * 100_000 + 20_000 + d * 1000)
}

/// rocprofv3's CSV value: `std::fixed` with 6 decimals at 1 and above,
/// `std::scientific` with 8 below (rocprofiler-sdk's `csv.hpp`).
fn csv_value(v: f64) -> String {
    if v >= 1.0 { format!("{v:.6}") } else { format!("{v:.8e}").replace("e0", "e+00") }
}

/// The CSV of one pass, as rocprofv3 writes it.
fn counter_csv(pid: u64, t0: u64, dispatches: &[Dispatch]) -> String {
    let mut s = String::from(
        "\"Correlation_Id\",\"Dispatch_Id\",\"Agent_Id\",\"Queue_Id\",\"Process_Id\",\"Thread_Id\",\"Grid_Size\",\"Kernel_Id\",\"Kernel_Name\",\"Workgroup_Size\",\"LDS_Block_Size\",\"Scratch_Size\",\"VGPR_Count\",\"Accum_VGPR_Count\",\"SGPR_Count\",\"Counter_Name\",\"Counter_Value\",\"Start_Timestamp\",\"End_Timestamp\"\n",
    );
    for (d, k, counters) in dispatches {
        let (start, end) = times(t0, *d);
        for (name, v) in *counters {
            s += &format!(
                "{d},{d},\"Agent 1\",1,{pid},{pid},1048576,{},\"{k}\",256,0,0,16,0,24,\"{name}\",{},{start},{end}\n",
                kernel_id(k),
                csv_value(*v)
            );
        }
    }
    s
}

#[test]
fn the_shipped_csv_passes_hold_these_values() {
    for (p, (pid, t0, dispatches)) in PASSES.iter().enumerate() {
        let path = examples().join(format!("pass_{}/node0/{pid}_counter_collection.csv", p + 1));
        assert_eq!(std::fs::read_to_string(&path).unwrap(), counter_csv(*pid, *t0, dispatches), "{}", path.display());
    }
}

/// The GL2C counters' instances on gfx1201 (32), each a share of the sum:
/// what the JSON and the database hold per instance.
fn instances(name: &str, v: f64) -> Vec<f64> {
    let n = if name.starts_with("GL2C_") { 32 } else { 1 };
    let whole = v as u64;
    (0..n).map(|i| (whole / n + u64::from(i < whole % n)) as f64).collect()
}

/// The same passes as rocprofv3's JSON output, in `dir/pass_N/node0/`.
fn write_json(dir: &Path) {
    let names: Vec<&str> = {
        let mut n: Vec<&str> =
            PASSES.iter().flat_map(|(_, _, ds)| ds.iter().flat_map(|d| d.2.iter().map(|c| c.0))).collect();
        n.sort_unstable();
        n.dedup();
        n
    };
    for (p, (pid, t0, dispatches)) in PASSES.iter().enumerate() {
        let records: Vec<serde_json::Value> = dispatches
            .iter()
            .map(|(d, k, counters)| {
                let (start, end) = times(*t0, *d);
                let values: Vec<serde_json::Value> = counters
                    .iter()
                    .flat_map(|(name, v)| {
                        let id = names.iter().position(|n| n == name).unwrap();
                        instances(name, *v).into_iter().map(move |x| serde_json::json!({"counter_id": {"handle": id}, "value": x}))
                    })
                    .collect();
                serde_json::json!({
                    "thread_id": pid,
                    "dispatch_data": {
                        "size": 64,
                        "correlation_id": {"internal": d, "external": 0, "ancestor": 0},
                        "start_timestamp": start,
                        "end_timestamp": end,
                        "dispatch_info": {"size": 64, "agent_id": {"handle": 7}, "queue_id": {"handle": 1}, "kernel_id": kernel_id(k), "dispatch_id": d,
                            "private_segment_size": 0, "group_segment_size": 0, "workgroup_size": {"x": 256, "y": 1, "z": 1}, "grid_size": {"x": 1048576, "y": 1, "z": 1}}
                    },
                    "records": values,
                    "stream_id": {"handle": 0}
                })
            })
            .collect();
        let counters: Vec<serde_json::Value> = names
            .iter()
            .enumerate()
            .map(|(i, n)| {
                serde_json::json!({"agent_id": {"handle": 7}, "id": {"handle": i}, "is_constant": 0, "is_derived": 0,
                    "name": n, "description": "", "block": "", "expression": ""})
            })
            .collect();
        let symbols: Vec<serde_json::Value> = [ADD, SCALE, REDUCE]
            .iter()
            .map(|k| serde_json::json!({"kernel_id": kernel_id(k), "formatted_kernel_name": k, "kernel_name": "_Z1kv"}))
            .collect();
        let doc = serde_json::json!({"rocprofiler-sdk-tool": [{
            "metadata": {"pid": pid, "init_time": t0, "fini_time": t0 + 10_000_000},
            "agents": [
                {"size": 1, "id": {"handle": 3}, "type": 1, "name": "AMD Ryzen 9 9950X", "node_id": 0, "logical_node_id": 0},
                {"size": 1, "id": {"handle": 7}, "type": 2, "name": "gfx1201", "node_id": 1, "logical_node_id": 1}
            ],
            "counters": counters,
            "kernel_symbols": symbols,
            "callback_records": {"counter_collection": records},
            "buffer_records": {}
        }]});
        let folder = dir.join(format!("pass_{}/node0", p + 1));
        std::fs::create_dir_all(&folder).unwrap();
        std::fs::write(folder.join(format!("{pid}_results.json")), serde_json::to_string_pretty(&doc).unwrap())
            .unwrap();
    }
}

/// The tables and views of rocpd schema 3 this reader reads (names and
/// columns as rocprofiler-sdk's `rocpd_tables.sql` gives them), suffixed
/// as rocprofv3 suffixes them, with a view of each plain name.
fn rocpd_schema(suffix: &str, version: &str) -> String {
    let tables = [
        ("rocpd_metadata", "id INTEGER PRIMARY KEY, tag TEXT NOT NULL, value TEXT NOT NULL"),
        (
            "rocpd_info_agent",
            "id INTEGER PRIMARY KEY, guid TEXT NOT NULL, nid INTEGER, pid INTEGER, type TEXT, absolute_index INTEGER, logical_index INTEGER, type_index INTEGER, uuid INTEGER, name TEXT, model_name TEXT, vendor_name TEXT, product_name TEXT, user_name TEXT, extdata JSONB",
        ),
        (
            "rocpd_info_kernel_symbol",
            "id INTEGER PRIMARY KEY, guid TEXT NOT NULL, nid INTEGER, pid INTEGER, code_object_id INTEGER, kernel_name TEXT, display_name TEXT, extdata JSONB",
        ),
        (
            "rocpd_info_pmc",
            "id INTEGER PRIMARY KEY, guid TEXT NOT NULL, nid INTEGER, pid INTEGER, agent_id INTEGER, target_arch TEXT, event_code INT, instance_id INTEGER, name TEXT NOT NULL, symbol TEXT NOT NULL, description TEXT, component TEXT, value_type TEXT, block TEXT, expression TEXT, is_constant INTEGER, is_derived INTEGER, extdata JSONB",
        ),
        (
            "rocpd_pmc_event",
            "id INTEGER PRIMARY KEY, guid TEXT NOT NULL, event_id INTEGER, pmc_id INTEGER NOT NULL, value REAL DEFAULT 0.0, extdata JSONB",
        ),
        (
            "rocpd_kernel_dispatch",
            "id INTEGER PRIMARY KEY, guid TEXT NOT NULL, nid INTEGER, pid INTEGER, tid INTEGER, agent_id INTEGER NOT NULL, kernel_id INTEGER NOT NULL, dispatch_id INTEGER NOT NULL, queue_id INTEGER NOT NULL, stream_id INTEGER NOT NULL, start BIGINT NOT NULL, end BIGINT NOT NULL, private_segment_size INTEGER, group_segment_size INTEGER, workgroup_size_x INTEGER, workgroup_size_y INTEGER, workgroup_size_z INTEGER, grid_size_x INTEGER, grid_size_y INTEGER, grid_size_z INTEGER, region_name_id INTEGER, event_id INTEGER, extdata JSONB",
        ),
    ];
    let mut sql = String::new();
    for (name, columns) in tables {
        sql +=
            &format!("CREATE TABLE {name}{suffix} ({columns});\nCREATE VIEW {name} AS SELECT * FROM {name}{suffix};\n");
    }
    sql += &format!("INSERT INTO rocpd_metadata{suffix} (tag, value) VALUES ('schema_version', '{version}');\n");
    sql
}

/// The same passes as rocpd databases, in `dir/pass_N/node0/`.
fn write_rocpd(dir: &Path, version: &str) {
    for (p, (pid, t0, dispatches)) in PASSES.iter().enumerate() {
        let folder = dir.join(format!("pass_{}/node0", p + 1));
        std::fs::create_dir_all(&folder).unwrap();
        let path = folder.join(format!("{pid}_results.db"));
        let _ = std::fs::remove_file(&path);
        let db = rusqlite::Connection::open(&path).unwrap();
        let guid = "0198a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b";
        let suffix = "_0198a1b2_c3d4_7e5f_8a9b_0c1d2e3f4a5b";
        db.execute_batch(&rocpd_schema(suffix, version)).unwrap();
        // Rows go into the tables; the reader reads the views.
        let sql = |text: &str| {
            text.replace("INSERT INTO rocpd_info_agent ", &format!("INSERT INTO rocpd_info_agent{suffix} "))
                .replace(
                    "INSERT INTO rocpd_info_kernel_symbol ",
                    &format!("INSERT INTO rocpd_info_kernel_symbol{suffix} "),
                )
                .replace("INSERT INTO rocpd_kernel_dispatch ", &format!("INSERT INTO rocpd_kernel_dispatch{suffix} "))
                .replace("INSERT INTO rocpd_info_pmc ", &format!("INSERT INTO rocpd_info_pmc{suffix} "))
                .replace("INSERT INTO rocpd_pmc_event ", &format!("INSERT INTO rocpd_pmc_event{suffix} "))
        };
        db.execute(&sql("INSERT INTO rocpd_info_agent VALUES (0, ?1, 1, 1, 'CPU', 0, 0, 0, 0, 'AMD Ryzen 9 9950X', '', 'AMD', '', '', '{}')"), [guid]).unwrap();
        db.execute(&sql("INSERT INTO rocpd_info_agent VALUES (1, ?1, 1, 1, 'GPU', 1, 1, 0, 0, 'gfx1201', 'gfx1201', 'AMD', 'AMD Radeon AI PRO R9700', '', '{}')"), [guid]).unwrap();
        for k in [ADD, SCALE, REDUCE] {
            db.execute(
                &sql("INSERT INTO rocpd_info_kernel_symbol VALUES (?1, ?2, 1, 1, 1, '_Z1kv', ?3, '{}')"),
                rusqlite::params![kernel_id(k) as i64, guid, k],
            )
            .unwrap();
        }
        let mut pmc: Vec<&str> = Vec::new();
        let mut row = 0;
        for (d, k, counters) in *dispatches {
            let (start, end) = times(*t0, *d);
            db.execute(&sql("INSERT INTO rocpd_kernel_dispatch VALUES (?1, ?2, 1, 1, 1, 1, ?3, ?1, 1, 0, ?4, ?5, 0, 0, 256, 1, 1, 1048576, 1, 1, NULL, ?6, '{}')"),
                rusqlite::params![*d as i64, guid, kernel_id(k) as i64, start as i64, end as i64, 100 + *d as i64],
            )
            .unwrap();
            for (name, v) in *counters {
                let id = match pmc.iter().position(|n| n == name) {
                    Some(i) => i,
                    None => {
                        pmc.push(name);
                        db.execute(&sql("INSERT INTO rocpd_info_pmc (id, guid, nid, pid, agent_id, target_arch, name, symbol, component, value_type) VALUES (?1, ?2, 1, 1, 1, 'GPU', ?3, ?3, 'rocm', 'ABS')"), rusqlite::params![(pmc.len() - 1) as i64, guid, name]).unwrap();
                        pmc.len() - 1
                    }
                };
                for x in instances(name, *v) {
                    row += 1;
                    db.execute(
                        &sql("INSERT INTO rocpd_pmc_event VALUES (?1, ?2, ?3, ?4, ?5, '{}')"),
                        rusqlite::params![row as i64, guid, 100 + *d as i64, id as i64, x],
                    )
                    .unwrap();
                }
            }
        }
    }
}

const ASKED: [&str; 3] = ["GPU_UTIL", "L2CacheHit", "FETCH_SIZE"];
/// Hits per GPU-active cycle, across the passes (no single pass holds both).
const ACROSS: &str = "100*reduce(GL2C_HIT,sum)/reduce(GRBM_GUI_ACTIVE,max)";

/// Per dispatch, by hand from the values above: GPU_UTIL = 100 * active /
/// count, L2CacheHit = 100 * hits / (hits + misses), FETCH_SIZE = (32 *
/// 32B + 64 * 64B + 128 * 128B + 256 * 256B) / 1024, and ACROSS = 100 *
/// hits / active; the 3rd reduce_kernel has no pass 2, so no L2 values.
const BY_DISPATCH: &str = "\
Dispatch_Id,Kernel_Name,Agent_Id,GPU_UTIL,L2CacheHit,FETCH_SIZE,\"100*reduce(GL2C_HIT,sum)/reduce(GRBM_GUI_ACTIVE,max)\"
1,\"void add_kernel<float>(float*, float const*, float const*, int)\",Agent 1,75,75,4,20
2,\"scale_kernel(float*, float, int)\",Agent 1,25,50,2,5
3,\"reduce_kernel(int*, int const*, int)\",Agent 1,90,90,2,10
4,\"void add_kernel<float>(float*, float const*, float const*, int)\",Agent 1,50,25,4,1
5,\"reduce_kernel(int*, int const*, int)\",Agent 1,80,60,2,15
6,\"reduce_kernel(int*, int const*, int)\",Agent 1,25,,2,
";

/// Per kernel: each the mean over the dispatches where it is defined
/// (reduce_kernel's L2CacheHit over its two of pass 2: (90 + 60) / 2).
const BY_KERNEL: &str = "\
Kernel_Name,Agent_Id,Dispatches,GPU_UTIL (mean),L2CacheHit (mean),FETCH_SIZE (mean),\"100*reduce(GL2C_HIT,sum)/reduce(GRBM_GUI_ACTIVE,max) (mean)\"
\"void add_kernel<float>(float*, float const*, float const*, int)\",Agent 1,2,62.5,50,4,10.5
\"scale_kernel(float*, float, int)\",Agent 1,1,25,50,2,5
\"reduce_kernel(int*, int const*, int)\",Agent 1,3,65,75,2,12.5
";

/// The passes' uneven dispatches, and the expression whose counters no one
/// pass holds (all but the 6th dispatch, which has no pass 2).
const UNEVEN: &str = "warning: \"reduce_kernel(int*, int const*, int)\" on \"Agent 1\": pass 1 saw 3, pass 2 saw 2 dispatches; those past the 2nd lack the counters of pass 2\n\
    warning: 100*reduce(GL2C_HIT,sum)/reduce(GRBM_GUI_ACTIVE,max): no pass holds every counter it reads, so on 5 of 6 \
    dispatches they come from separate runs: GRBM_GUI_ACTIVE from pass 1, GL2C_HIT from pass 2\n";

fn metric_csv(path: &Path, by: &str) -> (String, String) {
    let mut args = vec!["metric", "r9700"];
    args.extend(ASKED);
    let path = path.to_str().unwrap();
    args.extend(["--expr", ACROSS, "--rocprofv3", path, "--by", by, "--format", "csv"]);
    let r = rig_counter(&args);
    assert_eq!(r.status, 0, "{}", r.stderr);
    (r.stdout, r.stderr)
}

#[test]
fn the_plan_rocprofv3_and_metric_close_a_loop() {
    // The plan asks rocprofv3 for these counters in these passes ...
    let plan = rig_counter(&["plan", "r9700", "GPU_UTIL", "L2CacheHit", "FETCH_SIZE", "--format", "rocprofv3-yaml"]);
    assert_eq!(plan.status, 0, "{}", plan.stderr);
    let jobs: Vec<Vec<String>> = plan
        .stdout
        .lines()
        .filter_map(|l| l.trim().strip_prefix("- pmc: "))
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    // ... which are the passes rocprofv3 wrote, counter for counter.
    for (p, (_, _, dispatches)) in PASSES.iter().enumerate() {
        for (_, _, counters) in *dispatches {
            let names: Vec<&str> = counters.iter().map(|c| c.0).collect();
            assert_eq!(names, jobs[p], "pass {}", p + 1);
        }
    }
    assert_eq!(jobs.len(), 2);
    // And metric gives every planned metric, per dispatch and per kernel.
    assert_eq!(metric_csv(&examples(), "dispatch"), (BY_DISPATCH.to_owned(), UNEVEN.to_owned()));
    assert_eq!(metric_csv(&examples(), "kernel"), (BY_KERNEL.to_owned(), UNEVEN.to_owned()));
}

#[test]
fn the_json_output_and_the_rocpd_database_give_what_the_csv_gives() {
    let dir = temp_dir("rocprofv3-twins");
    write_json(&dir.join("json"));
    write_rocpd(&dir.join("rocpd"), "3.0.3");
    for twin in ["json", "rocpd"] {
        assert_eq!(metric_csv(&dir.join(twin), "dispatch"), (BY_DISPATCH.to_owned(), UNEVEN.to_owned()), "{twin}");
        assert_eq!(metric_csv(&dir.join(twin), "kernel"), (BY_KERNEL.to_owned(), UNEVEN.to_owned()), "{twin}");
    }
    // One pass's file alone: its dispatches, pass 2's counters absent.
    let one = dir.join("rocpd/pass_1/node0/1001_results.db");
    let r = rig_counter(&["metric", "r9700", "GPU_UTIL", "--rocprofv3", one.to_str().unwrap(), "--format", "csv"]);
    assert_eq!(
        r.stdout.lines().nth(1),
        Some("1,\"void add_kernel<float>(float*, float const*, float const*, int)\",Agent 1,75")
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_table_and_json_say_the_same() {
    let path = examples();
    let path = path.to_str().unwrap();
    let r = rig_counter(&["metric", "r9700", "GPU_UTIL", "L2CacheHit", "--rocprofv3", path, "--by", "kernel"]);
    assert_eq!(
        r.stdout,
        "3 kernel(s) of 2 pass(es) on gfx1201 (Radeon AI PRO R9700)\n\
         Kernel_Name                                                      Agent_Id  Dispatches  GPU_UTIL (mean)  L2CacheHit (mean)\n\
         void add_kernel<float>(float*, float const*, float const*, int)  Agent 1            2             62.5                 50\n\
         scale_kernel(float*, float, int)                                 Agent 1            1               25                 50\n\
         reduce_kernel(int*, int const*, int)                             Agent 1            3               65                 75\n"
    );
    let j = rig_counter_tests::json(&["metric", "r9700", "L2CacheHit", "--rocprofv3", path, "--format", "json"]);
    assert_eq!(j["gpu"], "gfx1201");
    assert_eq!(j["passes"], 2);
    assert_eq!(j["by"], "dispatch");
    assert_eq!(j["rows"][5]["dispatch_ids"], serde_json::json!([6, null]));
    assert_eq!(j["rows"][5]["values"]["L2CacheHit"], serde_json::Value::Null);
    assert_eq!(j["rows"][4]["values"]["L2CacheHit"], 60.0);
    let k = rig_counter_tests::json(&[
        "metric",
        "r9700",
        "L2CacheHit",
        "--rocprofv3",
        path,
        "--by",
        "kernel",
        "--format",
        "json",
    ]);
    assert_eq!(
        (&k["by"], &k["aggregate"], &k["rows"][2]["values"]["L2CacheHit"]),
        (&serde_json::json!("kernel"), &serde_json::json!("mean"), &serde_json::json!(75.0))
    );
}

#[test]
fn what_the_sums_do_not_determine_is_refused() {
    let path = examples();
    let path = path.to_str().unwrap();
    assert_eq!(
        refused(&["metric", "r9700", "--expr", "reduce(GL2C_HIT,max)", "--rocprofv3", path]),
        "reduce(GL2C_HIT,max): reduce(GL2C_HIT,max) needs each value over DIMENSION_INSTANCE, and the file holds only \
         their sum (rocprofv3's CSV sums a counter's instances)"
    );
    assert_eq!(
        refused(&["metric", "r9700", "--expr", "reduce(GL2C_HIT/GL2C_MISS,sum)", "--rocprofv3", path]),
        "reduce(GL2C_HIT/GL2C_MISS,sum): (GL2C_HIT/GL2C_MISS) needs each value over DIMENSION_INSTANCE, and the file \
         holds only their sum (rocprofv3's CSV sums a counter's instances)"
    );
    // A counter no pass holds, beside one a pass holds: the remedy, not a
    // refusal of the sum it would make.
    assert_eq!(
        refused(&["metric", "r9700", "--expr", "reduce(GL2C_HIT-GL2C_EA_WRREQ,sum)", "--rocprofv3", path]),
        "reduce(GL2C_HIT-GL2C_EA_WRREQ,sum): no pass holds GL2C_EA_WRREQ: plan it (rig-counter plan r9700 \
         'reduce(GL2C_HIT-GL2C_EA_WRREQ,sum)' --format rocprofv3-yaml) and run rocprofv3 with that file"
    );
    // A mean over TA_TA_BUSY, which no pass holds: its sum would not do
    // either, so the remedy is rocprofv3 computing it.
    assert_eq!(
        refused(&["metric", "r9700", "TA_BUSY_avr", "--rocprofv3", path]),
        "TA_BUSY_avr: reduce(TA_TA_BUSY,avr) needs each value over DIMENSION_SHADER_ENGINE, DIMENSION_SHADER_ARRAY, \
         DIMENSION_WGP, DIMENSION_INSTANCE, and the files read hold no value of TA_TA_BUSY for the dispatches \
         concerned; name TA_BUSY_avr in rocprofv3's input, as plan --format rocprofv3-yaml does, and rocprofv3 \
         computes it from every value"
    );
}

#[test]
fn bad_outputs_are_refused_naming_the_file_and_the_row() {
    let dir = temp_dir("rocprofv3-bad");
    let csv = examples().join("pass_1/node0/1001_counter_collection.csv");
    let text = std::fs::read_to_string(&csv).unwrap();
    let refuse = |name: &str, body: &str| {
        let path = dir.join(name);
        std::fs::write(&path, body).unwrap();
        refused(&["metric", "r9700", "GPU_UTIL", "--rocprofv3", path.to_str().unwrap()])
            .replace(&dir.display().to_string(), "DIR")
    };
    // Cut inside a row: its last line has no line end.
    assert_eq!(
        refuse("cut.csv", &text[..text.len() - 40]),
        "DIR/cut.csv: does not end with a line end, as rocprofv3 ends its files: is the file cut short?"
    );
    // A row of fewer fields, and one of more (issue 40, round 3, C3: it asked
    // whether the file was cut short, which ends without its line end).
    assert_eq!(
        refuse("short.csv", &text.replacen(",1700000100000,1700000121000\n", "\n", 1)),
        "DIR/short.csv: line 2: 17 fields where the header has 19"
    );
    assert_eq!(
        refuse("long.csv", &text.replacen(",1700000121000\n", ",1700000121000,7,8\n", 2)),
        "DIR/long.csv: line 2: 21 fields where the header has 19"
    );
    // Text where a number belongs.
    assert_eq!(
        refuse("text.csv", &text.replacen("2000.000000", "lots", 1)),
        "DIR/text.csv: line 6: Counter_Value lots is no number"
    );
    // Not a counter file.
    assert_eq!(
        refuse("other.csv", "a,b\n1,2\n"),
        "DIR/other.csv: has no column Dispatch_Id, Agent_Id, Kernel_Name, Counter_Name, Counter_Value: is it a rocprofv3 counter_collection.csv?"
    );
    // A database of another schema version.
    write_rocpd(&dir.join("v4"), "4.1.0");
    let db = dir.join("v4/pass_1/node0/1001_results.db");
    assert_eq!(
        refused(&["metric", "r9700", "GPU_UTIL", "--rocprofv3", db.to_str().unwrap()])
            .replace(&dir.display().to_string(), "DIR"),
        "DIR/v4/pass_1/node0/1001_results.db: rocpd_metadata: schema_version 4.1.0, and rig-counter reads rocpd schema 3.x"
    );
    // Two agents of different processors in one file.
    let info = examples().join("pass_1/node0/1001_agent_info.csv");
    let two = dir.join("two");
    std::fs::create_dir_all(&two).unwrap();
    std::fs::write(two.join("9_counter_collection.csv"), text.replacen("\"Agent 1\"", "\"Agent 2\"", 8)).unwrap();
    let agents = std::fs::read_to_string(&info).unwrap();
    let third = agents.lines().last().unwrap().replacen("1,1,", "2,2,", 1).replace("gfx1201", "gfx1100");
    std::fs::write(two.join("9_agent_info.csv"), format!("{agents}{third}\n")).unwrap();
    assert_eq!(
        refused(&["metric", "r9700", "GPU_UTIL", "--rocprofv3", two.to_str().unwrap()])
            .replace(&dir.display().to_string(), "DIR"),
        "DIR/two: holds agents of different processors (\"Agent 1\" is gfx1201, \"Agent 2\" is gfx1100): metric takes one GPU"
    );
    // Another GPU than the files'.
    assert_eq!(
        refused(&["metric", "mi300x", "GPU_UTIL", "--rocprofv3", examples().to_str().unwrap()])
            .replace(&examples().display().to_string(), "EX"),
        "EX/pass_1: its \"Agent 1\" is gfx1201, not gfx942, the processor of mi300x (the GPU named): name the GPU \
         the run was on, or none to take the files'"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// Two kernels whose 70,000-byte names agree in their first 64 KiB, the
/// most of a name kept, were one kernel after the cut: `--by kernel` gave one
/// row of their three dispatches' mean. A cut name ends with its length and
/// the SHA-256 of the whole (Python's `hashlib.sha256` of each), so they
/// stay two, in every pass alike, and say they were cut.
#[test]
fn kernels_whose_long_names_agree_in_the_part_kept_stay_apart() {
    let x = "x".repeat(65536);
    cut_kernels_stay_apart(
        "rocprofv3-cut-names",
        [&format!("{x}{}", "A".repeat(4464)), &format!("{x}{}", "B".repeat(4464))],
        [
            " [name cut: 70000 bytes, SHA-256 09b416061174938d5aaf3339a5e0d5dadeab4314452ed79cba18abade1a1fe31]",
            " [name cut: 70000 bytes, SHA-256 a8de3aad45629332a2a71195106256dc02602780eb41b2a13350f12b618e0649]",
        ],
    );
}

/// Issue 40, round 4, J4: two 65,636-byte names alike in their first 64
/// KiB, of one length and one CRC-32 (b74e72d4, zlib's `crc32`; the second
/// made from the first by flipping 15 bits of its last 100 bytes, a solution
/// of CRC-32's linear equations), were one kernel while the mark was a
/// CRC-32. Its SHA-256 tells them apart.
#[test]
fn kernels_whose_long_names_share_a_crc_32_stay_apart() {
    let x = "x".repeat(65536);
    let d = "d".repeat(84);
    cut_kernels_stay_apart(
        "rocprofv3-crc-collision",
        [&format!("{x}dddddddddddddddd{d}"), &format!("{x}fffddeedffdeeggg{d}")],
        [
            " [name cut: 65636 bytes, SHA-256 e7109f69699462a661a034a7ec4fc1ea4ee337e20614ed4ca9f118e3f9dd33f6]",
            " [name cut: 65636 bytes, SHA-256 0452849a72d44a7962065984d993d5fdf1af908bf44b0bc1a06c1d8cd9b28229]",
        ],
    );
}

/// The example run's rocpd databases with kernel add's name `names[0]` and
/// kernel scale's `names[1]` in both passes: `metric --by kernel` shows
/// each kept to its first 64 KiB, followed by `marks`, one row each.
fn cut_kernels_stay_apart(case: &str, names: [&str; 2], marks: [&str; 2]) {
    let dir = temp_dir(case);
    write_rocpd(&dir, "3");
    for pass in [1, 2] {
        let db = dir.join(format!("pass_{pass}/node0/100{pass}_results.db"));
        for (kernel, name) in [(ADD, names[0]), (SCALE, names[1])] {
            rusqlite::Connection::open(&db)
                .unwrap()
                .execute(
                    &format!(
                        "UPDATE rocpd_info_kernel_symbol_0198a1b2_c3d4_7e5f_8a9b_0c1d2e3f4a5b SET display_name = ?1 \
                         WHERE id = {}",
                        kernel_id(kernel)
                    ),
                    [name],
                )
                .unwrap();
        }
    }
    let path = dir.to_str().unwrap();
    let r = rig_counter(&[
        "metric",
        "r9700",
        "GPU_UTIL",
        "L2CacheHit",
        "--rocprofv3",
        path,
        "--by",
        "kernel",
        "--format",
        "csv",
    ]);
    assert_eq!(r.status, 0, "{}", r.stderr);
    let x = "x".repeat(65536);
    assert_eq!(
        r.stdout,
        format!(
            "Kernel_Name,Agent_Id,Dispatches,GPU_UTIL (mean),L2CacheHit (mean)\n\
             \"{x}{}\",Agent 1,2,62.5,50\n\
             \"{x}{}\",Agent 1,1,25,50\n\
             \"reduce_kernel(int*, int const*, int)\",Agent 1,3,65,75\n",
            marks[0], marks[1]
        )
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_rocpd_dispatches_are_rows_of_the_timeline_with_their_metrics() {
    let dir = temp_dir("rocprofv3-timeline");
    write_rocpd(&dir, "3");
    let db = dir.join("pass_1/node0/1001_results.db");
    let db = db.to_str().unwrap();
    // A row per agent and queue; each dispatch a `kernel` span, busy for
    // its share of the row's span (6 dispatches of 21 to 26 us in 621 us).
    let r = rig_counter(&["timeline", db, "--format", "stats"]);
    assert_eq!(
        (r.status, r.stdout.as_str(), r.stderr.as_str()),
        (
            0,
            "6 events read; 1 ring(s), 1 with complete jobs\n\n\
             rocprofv3 Agent 1\n\
             ring     requests  complete  kernel mean us  kernel median us  busy %  idle %\n\
             queue 1         6         6          23.500            23.500   26.81   73.19\n",
            ""
        )
    );
    // Two databases, whose agents and queues are numbered alike: each
    // agent's group names its file.
    let db2 = dir.join("pass_2/node0/1002_results.db");
    let r = rig_counter(&["timeline", db, db2.to_str().unwrap(), "--format", "stats"]);
    assert_eq!(
        (r.status, r.stdout.as_str(), r.stderr.as_str()),
        (
            0,
            "11 events read; 2 ring(s), 2 with complete jobs\n\n\
             rocprofv3 Agent 1 (1001_results.db)\n\
             ring     requests  complete  kernel mean us  kernel median us  busy %  idle %\n\
             queue 1         6         6          23.500            23.500   26.81   73.19\n\n\
             rocprofv3 Agent 1 (1002_results.db)\n\
             ring     requests  complete  kernel mean us  kernel median us  busy %  idle %\n\
             queue 1         5         5          23.000            23.000   27.06   72.94\n",
            ""
        )
    );
    // Chrome: each dispatch with its counters, rocprofv3's GPU_UTIL (once),
    // and the metric asked, computed from the sums.
    let r = rig_counter(&[
        "timeline",
        db,
        "--metric",
        "GPU_UTIL",
        "--metric",
        "2*reduce(GL2C_EA_RDREQ_32B,sum)",
        "--metric",
        "TA_BUSY_max",
        "--metric",
        "reduce(GL2C_EA_RDREQ_32B,max)",
    ]);
    assert_eq!(r.status, 0, "{}", r.stderr);
    assert_eq!(
        r.stderr,
        "warning: TA_BUSY_max: not shown on gfx1201's dispatches that lack what it needs: reduce(TA_TA_BUSY,max) needs \
         each value over DIMENSION_SHADER_ENGINE, DIMENSION_SHADER_ARRAY, DIMENSION_WGP, DIMENSION_INSTANCE, and the files \
         read hold no value of TA_TA_BUSY for the dispatches concerned\n"
    );
    // A metric computed through 2^53 or more is said to be rounded (the
    // last break test of issue 40 found metric's values were not).
    let big =
        rig_counter(&["timeline", db, "--metric", "(reduce(GL2C_EA_RDREQ_32B,sum)+9007199254740991)-9007199254740991"]);
    assert_eq!(
        (big.status, big.stderr.as_str()),
        (
            0,
            "warning: (reduce(GL2C_EA_RDREQ_32B,sum)+9007199254740991)-9007199254740991: on 3 of gfx1201's \
             dispatches (the first: dispatch 1), computed through values of 2^53 (9007199254740992) or more in 64-bit \
             floats (f64), which past 2^53 do not hold every whole number: its last digits may be rounded\n"
        )
    );
    let trace: serde_json::Value = serde_json::from_str(&r.stdout).unwrap();
    // Each dispatch a slice named by its kernel, on the row `queue 1 kernel`.
    let kernels: Vec<&serde_json::Value> =
        trace["traceEvents"].as_array().unwrap().iter().filter(|e| e["ph"] == "X").collect();
    assert_eq!(kernels.len(), 6);
    let first = &kernels[0];
    assert_eq!(first["name"], ADD);
    let thread =
        trace["traceEvents"].as_array().unwrap().iter().find(|e| {
            e["ph"] == "M" && e["name"] == "thread_name" && e["pid"] == first["pid"] && e["tid"] == first["tid"]
        });
    assert_eq!(thread.unwrap()["args"]["name"], "queue 1 kernel");
    // Perfetto names the slices alike.
    {
        use prost::Message;
        use rig_counter_timeline::perfetto::{SLICE_BEGIN, Trace};
        let path = dir.join("rocpd.pftrace");
        let p = rig_counter(&["timeline", db, "--format", "perfetto", "-o", path.to_str().unwrap()]);
        assert_eq!((p.status, p.stderr.as_str()), (0, ""));
        let t = Trace::decode(&std::fs::read(&path).unwrap()[..]).unwrap();
        let mut begins: Vec<(u64, String)> = t
            .packet
            .iter()
            .filter_map(|p| Some((p.timestamp?, p.track_event.as_ref()?)))
            .filter(|(_, e)| e.r#type == Some(SLICE_BEGIN))
            .map(|(ts, e)| (ts, e.name.clone().unwrap()))
            .collect();
        begins.sort();
        let chrome: Vec<&str> = kernels.iter().map(|k| k["name"].as_str().unwrap()).collect();
        assert_eq!(begins.iter().map(|(_, n)| n.as_str()).collect::<Vec<_>>(), chrome);
        assert_eq!(begins[0], (1_700_000_100_000, ADD.to_owned()));
    }
    assert_eq!((first["ts"].as_f64(), first["dur"].as_f64()), (Some(1_700_000_100.0), Some(21.0)));
    assert_eq!(first["cat"], "rocprofv3 Agent 1");
    assert_eq!(first["args"]["kernel"], ADD);
    assert_eq!(first["args"]["processor"], "gfx1201");
    assert_eq!(first["args"]["GPU_UTIL"], 75.0);
    assert_eq!(first["args"]["2*reduce(GL2C_EA_RDREQ_32B,sum)"], 64.0);
    assert_eq!(kernels[5]["args"]["2*reduce(GL2C_EA_RDREQ_32B,sum)"], 0.0);
    // The database holds each of the 32 instances' values (32 read requests
    // are 1 each, 64 are 2 each): their greatest.
    assert_eq!(first["args"]["reduce(GL2C_EA_RDREQ_32B,max)"], 1.0);
    assert_eq!(kernels[1]["args"]["reduce(GL2C_EA_RDREQ_32B,max)"], 2.0);
    // A name that is no metric or counter is said so.
    let r = rig_counter(&["timeline", db, "--metric", "NOPE", "--format", "chrome"]);
    assert_eq!(r.stderr, "warning: NOPE: no derived metric or counter of gfx1201\n");
    let tracks = trace["traceEvents"].as_array().unwrap().iter().filter(|e| e["name"] == "queue 1 GPU_UTIL").count();
    assert_eq!(tracks, 12, "a value and its end per dispatch");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_rows_of_rocprofv3s_own_examples_read() {
    // "Using rocprofv3" (rocprofiler-sdk's docs, source/docs/data/
    // counter_collection.csv): today's 19 columns, Agent_Id as "Agent 1".
    let today = "\"Correlation_Id\",\"Dispatch_Id\",\"Agent_Id\",\"Queue_Id\",\"Process_Id\",\"Thread_Id\",\"Grid_Size\",\"Kernel_Id\",\"Kernel_Name\",\"Workgroup_Size\",\"LDS_Block_Size\",\"Scratch_Size\",\"VGPR_Count\",\"Accum_VGPR_Count\",\"SGPR_Count\",\"Counter_Name\",\"Counter_Value\",\"Start_Timestamp\",\"End_Timestamp\"\n\
        1,1,\"Agent 1\",1,15606,15606,1048576,17,\"void addition_kernel<float>(float*, float const*, float const*, int, int)\",64,0,0,8,0,16,\"SQ_WAVES\",16384.000000,3200098838431081,3200098838483232\n\
        2,2,\"Agent 1\",1,15606,15606,1048576,20,\"subtract_kernel(float*, float const*, float const*, int, int)\",64,0,0,8,0,16,\"SQ_WAVES\",16384.000000,3200098838589014,3200098838638794\n";
    // The same page's older form (rocprofiler-sdk, October 2024): 16
    // columns, no timestamps, Agent_Id a bare number.
    let older = "\"Correlation_Id\",\"Dispatch_Id\",\"Agent_Id\",\"Queue_Id\",\"Process_Id\",\"Thread_Id\",\"Grid_Size\",\"Kernel_Id\",\"Kernel_Name\",\"Workgroup_Size\",\"LDS_Block_Size\",\"Scratch_Size\",\"VGPR_Count\",\"SGPR_Count\",\"Counter_Name\",\"Counter_Value\"\n\
        1,1,1,1,19396,19396,1048576,16,\"void addition_kernel<float>(float*, float const*, float const*, int, int)\",64,0,0,8,16,\"SQ_WAVES\",16384\n\
        2,2,1,1,19396,19396,1048576,19,\"subtract_kernel(float*, float const*, float const*, int, int)\",64,0,0,8,16,\"SQ_WAVES\",16384\n";
    let dir = temp_dir("rocprofv3-docs");
    for (name, text, agent) in [("today", today, "Agent 1"), ("older", older, "1")] {
        let path = dir.join(format!("{name}_counter_collection.csv"));
        std::fs::write(&path, text).unwrap();
        let r = rig_counter(&["metric", "r9700", "SQ_WAVES", "--rocprofv3", path.to_str().unwrap(), "--format", "csv"]);
        assert_eq!(
            (r.status, r.stdout, r.stderr),
            (
                0,
                format!(
                    "Dispatch_Id,Kernel_Name,Agent_Id,SQ_WAVES\n\
                     1,\"void addition_kernel<float>(float*, float const*, float const*, int, int)\",{agent},16384\n\
                     2,\"subtract_kernel(float*, float const*, float const*, int, int)\",{agent},16384\n"
                ),
                // SQ_WAVES counts per WGP on gfx1201: the file's value is the sum.
                "warning: SQ_WAVES is over DIMENSION_SHADER_ENGINE, DIMENSION_SHADER_ARRAY, DIMENSION_WGP: \
                 its value is their sum, as rocprofv3 writes it\n"
                    .to_owned()
            ),
            "{name}"
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// A counter file of `rows` (Dispatch_Id, Agent_Id, Process_Id,
/// Kernel_Name, Counter_Name, Counter_Value), with its agent file when
/// `agents` (Node_Id, Logical_Node_Id, Agent_Type, Name rows) is given.
fn small_csv(dir: &Path, name: &str, rows: &[&str], agents: Option<&[&str]>) -> PathBuf {
    std::fs::create_dir_all(dir).unwrap();
    let path = dir.join(format!("{name}_counter_collection.csv"));
    let mut text = "Dispatch_Id,Agent_Id,Process_Id,Kernel_Name,Counter_Name,Counter_Value\n".to_owned();
    for r in rows {
        text += r;
        text.push('\n');
    }
    std::fs::write(&path, text).unwrap();
    if let Some(agents) = agents {
        let mut text = "Node_Id,Logical_Node_Id,Agent_Type,Name\n".to_owned();
        for a in agents {
            text += a;
            text.push('\n');
        }
        std::fs::write(dir.join(format!("{name}_agent_info.csv")), text).unwrap();
    }
    path
}

#[test]
fn the_break_tests_inputs_are_refused_or_computed_right() {
    let dir = temp_dir("rocprofv3-break");
    let shown = |s: String| s.replace(&dir.display().to_string(), "DIR");
    let metric = |gpu: &str, name: &str, path: &Path| {
        rig_counter(&["metric", gpu, name, "--rocprofv3", path.to_str().unwrap(), "--format", "csv"])
    };
    // A metric rocprofv3 computed for one dispatch only: the other's is not
    // computed from GRBM sums over 8 XCCs (max over them is not their sum).
    let partial = small_csv(
        &dir.join("partial"),
        "1",
        &[
            "1,Agent 1,5,k,GPU_UTIL,90",
            "1,Agent 1,5,k,GRBM_GUI_ACTIVE,8000",
            "1,Agent 1,5,k,GRBM_COUNT,16000",
            "2,Agent 1,5,k,GRBM_GUI_ACTIVE,8000",
            "2,Agent 1,5,k,GRBM_COUNT,16000",
        ],
        Some(&["1,1,GPU,gfx942"]),
    );
    // Where no dispatch holds it, refused with the remedy.
    let none = small_csv(
        &dir.join("none"),
        "1",
        &["1,Agent 1,5,k,GRBM_GUI_ACTIVE,8000", "1,Agent 1,5,k,GRBM_COUNT,16000"],
        Some(&["1,1,GPU,gfx942"]),
    );
    assert_eq!(
        refused(&["metric", "mi300x", "GPU_UTIL", "--rocprofv3", none.to_str().unwrap()]),
        "GPU_UTIL: reduce(GRBM_GUI_ACTIVE,max) needs each value over DIMENSION_XCC, and the file holds only their sum \
         (rocprofv3's CSV sums a counter's instances); name GPU_UTIL in rocprofv3's input, as plan --format \
         rocprofv3-yaml does, and rocprofv3 computes it from every value"
    );
    let r = metric("mi300x", "GPU_UTIL", &partial);
    assert_eq!(r.stdout, "Dispatch_Id,Kernel_Name,Agent_Id,GPU_UTIL\n1,k,Agent 1,90\n2,k,Agent 1,\n");
    assert_eq!(
        r.stderr,
        "warning: GPU_UTIL: undefined on 1 of 2 dispatches: reduce(GRBM_GUI_ACTIVE,max) needs each value over \
         DIMENSION_XCC, and the file holds only their sum (rocprofv3's CSV sums a counter's instances)\n"
    );
    // An agent the agent file does not list as a GPU, when it lists two processors.
    let unlisted = small_csv(
        &dir.join("unlisted"),
        "1",
        &["1,Agent 9,5,k,SQ_WAVES,16"],
        Some(&["0,0,CPU,cpu", "1,1,GPU,gfx942", "2,2,GPU,gfx1201"]),
    );
    assert_eq!(
        shown(refused(&["metric", "r9700", "SQ_WAVES", "--rocprofv3", unlisted.to_str().unwrap()])),
        "DIR/unlisted/1_counter_collection.csv: Agent_Id \"Agent 9\" is none of the GPUs its agent_info.csv lists (GPU 0: Node_Id 1, Logical_Node_Id 1, gfx942; GPU 1: Node_Id 2, Logical_Node_Id 2, gfx1201)"
    );
    // Terminal escapes in a processor's name are shown escaped.
    let escapes =
        small_csv(&dir.join("escapes"), "1", &["1,Agent 1,5,k,SQ_WAVES,16"], Some(&["1,1,GPU,\"gfx\x1b[2J\""]));
    assert_eq!(
        shown(refused(&["metric", "r9700", "SQ_WAVES", "--rocprofv3", escapes.to_str().unwrap()])),
        "DIR/escapes/1_counter_collection.csv: its \"Agent 1\" is \"gfx\\u{1b}[2J\", not gfx1201, the processor of \
         r9700 (the GPU named): name the GPU the run was on, or none to take the files'"
    );
    // A negative count.
    let negative =
        small_csv(&dir.join("negative"), "1", &["1,Agent 1,5,k,GL2C_HIT,-10", "1,Agent 1,5,k,GL2C_MISS,5"], None);
    assert_eq!(
        shown(refused(&["metric", "r9700", "L2CacheHit", "--rocprofv3", negative.to_str().unwrap()])),
        "DIR/negative/1_counter_collection.csv: dispatch 1's GL2C_HIT is -10: a hardware counter counts up from 0"
    );
    // The same dispatches twice in one pass.
    let twice = dir.join("twice/pass_1");
    small_csv(&twice, "5", &["1,Agent 1,5,k,GL2C_HIT,300"], None);
    small_csv(&twice, "5copy", &["1,Agent 1,5,k,GL2C_HIT,300"], None);
    assert_eq!(
        shown(refused(&["metric", "r9700", "GL2C_HIT", "--rocprofv3", dir.join("twice").to_str().unwrap()])),
        "DIR/twice/pass_1: dispatch 1 of process 5 is in DIR/twice/pass_1/5_counter_collection.csv and DIR/twice/pass_1/5copy_counter_collection.csv: give each run's files once"
    );
    // Two folders of one pass.
    small_csv(&dir.join("numbers/pass_1"), "5", &["1,Agent 1,5,k,GL2C_HIT,300"], None);
    small_csv(&dir.join("numbers/pass_01"), "6", &["1,Agent 1,6,k,GL2C_MISS,300"], None);
    assert!(
        shown(refused(&["metric", "r9700", "GL2C_HIT", "--rocprofv3", dir.join("numbers").to_str().unwrap()]))
            .ends_with(", both pass 1: give one run's folder")
    );
    // A counter without a name; a pass number past u64.
    let empty = small_csv(&dir.join("empty"), "7", &["1,Agent 1,7,k,,300"], None);
    assert_eq!(
        shown(refused(&["metric", "r9700", "GL2C_HIT", "--rocprofv3", empty.to_str().unwrap()])),
        "DIR/empty/7_counter_collection.csv: line 2: Counter_Name is empty"
    );
    std::fs::create_dir_all(dir.join("huge/pass_18446744073709551616")).unwrap();
    assert_eq!(
        shown(refused(&["metric", "r9700", "GL2C_HIT", "--rocprofv3", dir.join("huge").to_str().unwrap()])),
        "DIR/huge: pass_18446744073709551616: its pass number is too large"
    );
    // JSON of another shape than rocprofv3's.
    let json = dir.join("bad_results.json");
    std::fs::write(&json, "{\"rocprofiler-sdk-tool\": [{\"agents\": \"x\"}]}").unwrap();
    assert_eq!(
        shown(refused(&["metric", "r9700", "GL2C_HIT", "--rocprofv3", json.to_str().unwrap()])),
        "DIR/bad_results.json: is no rocprofv3 JSON output (a rocprofiler-sdk-tool array): invalid type: string \"x\", expected a sequence at line 1 column 40"
    );
    // A database with text for a value, and one whose view is no plain view.
    write_rocpd(&dir.join("text"), "3");
    let db = dir.join("text/pass_1/node0/1001_results.db");
    rusqlite::Connection::open(&db)
        .unwrap()
        .execute("UPDATE rocpd_pmc_event_0198a1b2_c3d4_7e5f_8a9b_0c1d2e3f4a5b SET value = 'abc' WHERE id = 3", [])
        .unwrap();
    assert_eq!(
        shown(refused(&["metric", "r9700", "GPU_UTIL", "--rocprofv3", db.to_str().unwrap()])),
        "DIR/text/pass_1/node0/1001_results.db: rocpd_pmc_event id 3, a value of GL2C_EA_RDREQ_128B on rocpd_kernel_dispatch id 1 (dispatch_id 1): value is the text \"abc\", where rocpd writes a number"
    );
    // Two dispatches of one event; a value of a counter rocpd_info_pmc lacks.
    let suffix = "_0198a1b2_c3d4_7e5f_8a9b_0c1d2e3f4a5b";
    for (case, sql, message) in [
        (
            "shared",
            format!(
                "UPDATE rocpd_kernel_dispatch{suffix} SET event_id = (SELECT event_id FROM rocpd_kernel_dispatch{suffix} WHERE id = 1) WHERE id = 2"
            ),
            "rocpd_kernel_dispatch id 1 (dispatch_id 1) and id 2 (dispatch_id 2) share event_id 101, whose counters can be only one dispatch's",
        ),
        (
            "orphan",
            format!("UPDATE rocpd_pmc_event{suffix} SET pmc_id = 999 WHERE id = 3"),
            "rocpd_pmc_event id 3, a value on rocpd_kernel_dispatch id 1 (dispatch_id 1): pmc_id 999 is in no rocpd_info_pmc row",
        ),
    ] {
        write_rocpd(&dir.join(case), "3");
        let db = dir.join(case).join("pass_1/node0/1001_results.db");
        rusqlite::Connection::open(&db).unwrap().execute(&sql, []).unwrap();
        assert_eq!(
            shown(refused(&["metric", "r9700", "GPU_UTIL", "--rocprofv3", db.to_str().unwrap()])),
            format!("DIR/{case}/pass_1/node0/1001_results.db: {message}")
        );
    }
    write_rocpd(&dir.join("view"), "3");
    let db = dir.join("view/pass_1/node0/1001_results.db");
    rusqlite::Connection::open(&db)
        .unwrap()
        .execute_batch(
            "DROP VIEW rocpd_kernel_dispatch; CREATE VIEW rocpd_kernel_dispatch AS WITH RECURSIVE c(x) AS \
             (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT x AS id FROM c;",
        )
        .unwrap();
    assert_eq!(
        shown(refused(&["metric", "r9700", "GPU_UTIL", "--rocprofv3", db.to_str().unwrap()])),
        "DIR/view/pass_1/node0/1001_results.db: rocpd_kernel_dispatch is a view of something other than its table: rocpd's views select * from it"
    );
    // A database in WAL mode is read with nothing written beside it.
    write_rocpd(&dir.join("wal"), "3");
    let db = dir.join("wal/pass_1/node0/1001_results.db");
    let mode: String =
        rusqlite::Connection::open(&db).unwrap().query_row("PRAGMA journal_mode=WAL", [], |r| r.get(0)).unwrap();
    assert_eq!(mode, "wal");
    let before: Vec<_> = std::fs::read_dir(db.parent().unwrap()).unwrap().map(|e| e.unwrap().file_name()).collect();
    assert_eq!(metric("r9700", "GPU_UTIL", &db).status, 0);
    let after: Vec<_> = std::fs::read_dir(db.parent().unwrap()).unwrap().map(|e| e.unwrap().file_name()).collect();
    assert_eq!(before, after);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn timeline_says_when_metric_has_nothing_to_show_on() {
    let trace = root().join("tests/fixtures/traces/amdgpu.dat");
    let trace = trace.to_str().unwrap();
    assert_eq!(
        rig_counter_tests::usage_error(&["timeline", trace, "--metric", "bogus("]),
        "--metric bogus(: at 5: expected an operator or end of input, found `(`"
    );
    let dir = temp_dir("rocprofv3-timeline-metric");
    let out = dir.join("out.json");
    let r = rig_counter(&["timeline", trace, "--metric", "GPU_UTIL", "-o", out.to_str().unwrap()]);
    let _ = std::fs::remove_dir_all(&dir);
    assert!(
        r.stderr.ends_with("warning: --metric: no trace held a rocpd database's dispatches, which it is shown on\n"),
        "{}",
        r.stderr
    );
    let r = rig_counter(&["timeline", trace, "--metric", "GPU_UTIL", "--format", "stats"]);
    assert!(
        r.stderr.ends_with("warning: --metric shows on Chrome and Perfetto output, not in statistics\n"),
        "{}",
        r.stderr
    );
}

#[test]
fn the_second_break_tests_inputs_are_refused_or_read() {
    let dir = temp_dir("rocprofv3-break2");
    let shown = |s: String| s.replace(&dir.display().to_string(), "DIR");
    let suffix = "_0198a1b2_c3d4_7e5f_8a9b_0c1d2e3f4a5b";
    let refuse = |db: &Path| shown(refused(&["metric", "r9700", "GPU_UTIL", "--rocprofv3", db.to_str().unwrap()]));
    // A WAL file beside a database holds changes immutable reading misses.
    write_rocpd(&dir.join("wal"), "3");
    let db = dir.join("wal/pass_1/node0/1001_results.db");
    // An empty one holds none (the new-user check: it was refused).
    std::fs::write(db.with_extension("db-wal"), b"").unwrap();
    let r = rig_counter(&["metric", "r9700", "GPU_UTIL", "--rocprofv3", db.to_str().unwrap()]);
    assert_eq!(r.status, 0, "{}", r.stderr);
    std::fs::write(db.with_extension("db-wal"), [0x37, 0x7f, 0x06, 0x82]).unwrap();
    assert_eq!(
        refuse(&db),
        "DIR/wal/pass_1/node0/1001_results.db: has a -wal file beside it, whose changes reading it unchanged would \
         miss: let the program that writes it finish, or open it once with sqlite3"
    );
    // A generated column, which could compute forever.
    write_rocpd(&dir.join("generated"), "3");
    let db = dir.join("generated/pass_1/node0/1001_results.db");
    rusqlite::Connection::open(&db)
        .unwrap()
        .execute_batch(&format!(
            "ALTER TABLE rocpd_pmc_event{suffix} ADD COLUMN twice REAL GENERATED ALWAYS AS (value * 2);"
        ))
        .unwrap();
    assert_eq!(
        refuse(&db),
        "DIR/generated/pass_1/node0/1001_results.db: rocpd_pmc_event_0198a1b2_c3d4_7e5f_8a9b_0c1d2e3f4a5b has a generated column, which rocpd's tables have not"
    );
    // A dispatch on the CPU agent, and a second agent 1 of another processor.
    write_rocpd(&dir.join("cpu"), "3");
    let db = dir.join("cpu/pass_1/node0/1001_results.db");
    let c = rusqlite::Connection::open(&db).unwrap();
    c.execute(&format!("UPDATE rocpd_kernel_dispatch{suffix} SET agent_id = 0 WHERE id = 2"), []).unwrap();
    drop(c);
    assert_eq!(
        refuse(&db),
        "DIR/cpu/pass_1/node0/1001_results.db: rocpd_kernel_dispatch id 2 (dispatch_id 2): agent_id 0 is no GPU rocpd_info_agent lists"
    );
    write_rocpd(&dir.join("two"), "3");
    let db = dir.join("two/pass_1/node0/1001_results.db");
    rusqlite::Connection::open(&db)
        .unwrap()
        .execute(&format!("INSERT INTO rocpd_info_agent{suffix} VALUES (5, 'g2', 1, 1, 'GPU', 1, 1, 0, 0, 'gfx942', '', '', '', '', '{{}}')"), [])
        .unwrap();
    assert_eq!(
        refuse(&db),
        "DIR/two/pass_1/node0/1001_results.db: holds agents of different processors (\"Agent 1\" is gfx1201, \"Agent 1\" is gfx942): metric takes one GPU"
    );
    // A CSV's "Agent 0" is the CPU its agent file lists.
    let cpu =
        small_csv(&dir.join("csvcpu"), "1", &["1,Agent 0,5,k,SQ_WAVES,16"], Some(&["0,0,CPU,cpu", "1,1,GPU,gfx1201"]));
    assert_eq!(
        shown(refused(&["metric", "r9700", "SQ_WAVES", "--rocprofv3", cpu.to_str().unwrap()])),
        "DIR/csvcpu/1_counter_collection.csv: Agent_Id \"Agent 0\" is none of the GPUs its agent_info.csv lists (GPU 0: Node_Id 1, Logical_Node_Id 1, gfx1201)"
    );
    // rocprofv3's L2CacheHit where pass 2 holds it alone, without its counters.
    let held = dir.join("held");
    for (p, (pid, t0, dispatches)) in PASSES.iter().enumerate() {
        let kept: Vec<Dispatch> = dispatches
            .iter()
            .map(|(d, k, c)| {
                let c: Vec<(&'static str, f64)> = c
                    .iter()
                    .copied()
                    .filter(|(n, _)| !n.starts_with("GL2C_HIT") && !n.starts_with("GL2C_MISS"))
                    .collect();
                (*d, *k, &*Box::leak(c.into_boxed_slice()))
            })
            .collect();
        let folder = held.join(format!("pass_{}/node0", p + 1));
        std::fs::create_dir_all(&folder).unwrap();
        std::fs::write(folder.join(format!("{pid}_counter_collection.csv")), counter_csv(*pid, *t0, &kept)).unwrap();
    }
    let r = rig_counter(&["metric", "r9700", "L2CacheHit", "--rocprofv3", held.to_str().unwrap(), "--format", "csv"]);
    assert_eq!(r.status, 0, "{}", r.stderr);
    let values: Vec<&str> = r.stdout.lines().skip(1).map(|l| l.rsplit(',').next().unwrap()).collect();
    assert_eq!(values, ["75", "50", "90", "25", "60", ""]);
    // Two hosts' processes of one pid in one pass, and a file linked in.
    small_csv(&dir.join("hosts/pass_1/hostA"), "7", &["1,Agent 1,7,k,GL2C_HIT,3"], None);
    small_csv(&dir.join("hosts/pass_1/hostB"), "7", &["1,Agent 1,7,k,GL2C_HIT,4"], None);
    let elsewhere = small_csv(&dir.join("elsewhere"), "8", &["1,Agent 1,8,k,GL2C_HIT,5"], None);
    std::os::unix::fs::symlink(&elsewhere, dir.join("hosts/pass_1/8_counter_collection.csv")).unwrap();
    let r = rig_counter(&[
        "metric",
        "r9700",
        "GL2C_HIT",
        "--rocprofv3",
        dir.join("hosts").to_str().unwrap(),
        "--by",
        "kernel",
        "--format",
        "csv",
    ]);
    assert_eq!(r.stdout, "Kernel_Name,Agent_Id,Dispatches,GL2C_HIT (mean)\nk,Agent 1,3,4\n", "{}", r.stderr);
    let _ = std::fs::remove_dir_all(&dir);
}

/// Issue 40, item 3: a metric's counters come from one pass that holds them
/// all (as rocprofv3 computes a metric within a pass), not each from the
/// first pass that holds it; a counter passes hold with different values is
/// said, with the value taken. Per dispatch and per kernel.
#[test]
fn a_metric_takes_its_counters_from_one_pass_where_one_holds_them_all() {
    let dir = temp_dir("rocprofv3-one-pass");
    let agents: &[&str] = &["1,1,GPU,gfx1201"];
    // Pass 1 counted GRBM_COUNT alone; pass 2, a separate run, GRBM_GUI_ACTIVE
    // and GRBM_COUNT: GPU_UTIL = 100*1900/2000 = 95 (and 100*400/800 = 50),
    // never 100*1900/1000 = 190.
    small_csv(
        &dir.join("mixed/pass_1"),
        "5",
        &["1,Agent 1,5,k,GRBM_COUNT,1000", "2,Agent 1,5,k,GRBM_COUNT,500"],
        Some(agents),
    );
    small_csv(
        &dir.join("mixed/pass_2"),
        "6",
        &[
            "1,Agent 1,6,k,GRBM_GUI_ACTIVE,1900",
            "1,Agent 1,6,k,GRBM_COUNT,2000",
            "2,Agent 1,6,k,GRBM_GUI_ACTIVE,400",
            "2,Agent 1,6,k,GRBM_COUNT,800",
        ],
        Some(agents),
    );
    let mixed = dir.join("mixed");
    let mixed = mixed.to_str().unwrap();
    let differ = "warning: GRBM_COUNT differs between passes on 2 of 2 dispatches (dispatch 1: 1000 in pass 1, 2000 \
                  in pass 2): GPU_UTIL takes pass 2's (a metric takes its counters from one pass where one holds \
                  them all)\n";
    let r = rig_counter(&["metric", "r9700", "GPU_UTIL", "--rocprofv3", mixed, "--format", "csv"]);
    assert_eq!(
        (r.status, r.stdout.as_str(), r.stderr.as_str()),
        (0, "Dispatch_Id,Kernel_Name,Agent_Id,GPU_UTIL\n1,k,Agent 1,95\n2,k,Agent 1,50\n", differ)
    );
    let r = rig_counter(&["metric", "r9700", "GPU_UTIL", "--rocprofv3", mixed, "--by", "kernel", "--format", "csv"]);
    assert_eq!(
        (r.status, r.stdout.as_str(), r.stderr.as_str()),
        (0, "Kernel_Name,Agent_Id,Dispatches,GPU_UTIL (mean)\nk,Agent 1,2,72.5\n", differ)
    );
    // The counter asked beside it: the first pass that holds it, and said
    // once for both.
    let r = rig_counter(&["metric", "r9700", "GRBM_COUNT", "GPU_UTIL", "--rocprofv3", mixed, "--format", "csv"]);
    assert_eq!(
        (r.status, r.stdout.as_str(), r.stderr.as_str()),
        (
            0,
            "Dispatch_Id,Kernel_Name,Agent_Id,GRBM_COUNT,GPU_UTIL\n1,k,Agent 1,1000,95\n2,k,Agent 1,500,50\n",
            "warning: GRBM_COUNT differs between passes on 2 of 2 dispatches (dispatch 1: 1000 in pass 1, 2000 in pass \
             2): GRBM_COUNT takes pass 1's, GPU_UTIL takes pass 2's (a metric takes its counters from one pass \
             where one holds them all)\n"
        )
    );
    // Counters no pass holds together: combined across passes, and said.
    small_csv(&dir.join("split/pass_1"), "5", &["1,Agent 1,5,k,GRBM_GUI_ACTIVE,900"], Some(agents));
    small_csv(&dir.join("split/pass_2"), "6", &["1,Agent 1,6,k,GRBM_COUNT,1000"], Some(agents));
    let split = dir.join("split");
    for by in ["dispatch", "kernel"] {
        let r = rig_counter(&["metric", "r9700", "GPU_UTIL", "--rocprofv3", split.to_str().unwrap(), "--by", by]);
        assert_eq!(r.status, 0, "{}", r.stderr);
        assert!(r.stdout.lines().nth(2).unwrap().ends_with("  90"), "{}", r.stdout);
        assert_eq!(
            r.stderr,
            "warning: GPU_UTIL: no pass holds every counter it reads, so on 1 of 1 dispatches they come from separate \
             runs: GRBM_GUI_ACTIVE from pass 1, GRBM_COUNT from pass 2\n"
        );
    }
    // Three passes: the one holding most of them first (pass 2's two), then
    // the rest; pass 1's other GRBM_GUI_ACTIVE is said.
    small_csv(&dir.join("three/pass_1"), "5", &["1,Agent 1,5,k,GRBM_GUI_ACTIVE,10"], Some(agents));
    small_csv(
        &dir.join("three/pass_2"),
        "6",
        &["1,Agent 1,6,k,GRBM_GUI_ACTIVE,20", "1,Agent 1,6,k,GRBM_COUNT,100"],
        Some(agents),
    );
    small_csv(&dir.join("three/pass_3"), "7", &["1,Agent 1,7,k,SQ_WAVES,5"], Some(agents));
    let expr = "reduce(GRBM_GUI_ACTIVE,sum)+reduce(GRBM_COUNT,sum)+reduce(SQ_WAVES,sum)";
    let three = dir.join("three");
    let r =
        rig_counter(&["metric", "r9700", "--expr", expr, "--rocprofv3", three.to_str().unwrap(), "--format", "csv"]);
    assert_eq!(
        (r.status, r.stdout.as_str(), r.stderr.as_str()),
        (
            0,
            "Dispatch_Id,Kernel_Name,Agent_Id,\"reduce(GRBM_GUI_ACTIVE,sum)+reduce(GRBM_COUNT,sum)+reduce(SQ_WAVES,sum)\"\n1,k,Agent 1,125\n",
            "warning: reduce(GRBM_GUI_ACTIVE,sum)+reduce(GRBM_COUNT,sum)+reduce(SQ_WAVES,sum): no pass holds every \
             counter it reads, so on 1 of 1 dispatches they come from separate runs: GRBM_GUI_ACTIVE and GRBM_COUNT \
             from pass 2, SQ_WAVES from pass 3\n\
             warning: GRBM_GUI_ACTIVE differs between passes on 1 of 1 dispatches (dispatch 1: 10 in pass 1, 20 in \
             pass 2): reduce(GRBM_GUI_ACTIVE,sum)+reduce(GRBM_COUNT,sum)+reduce(SQ_WAVES,sum) takes pass 2's (a \
             metric takes its counters from one pass where one holds them all)\n"
        )
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// A metric that accumulates a level counter: rocprofv3 writes what it
/// computes so, never the accumulator, so the remedy is rocprofv3's input.
#[test]
fn an_accumulated_metric_is_left_to_rocprofv3() {
    let dir = temp_dir("rocprofv3-accumulate");
    let agents = std::fs::read_to_string(examples().join("pass_1/node0/1001_agent_info.csv")).unwrap();
    let agents = agents.replace(
        "\"gfx1201\",\"AMD\",\"AMD Radeon AI PRO R9700\",\"gfx1201\"",
        "\"gfx942\",\"AMD\",\"AMD Instinct MI300X\",\"gfx942\"",
    );
    std::fs::write(dir.join("1_agent_info.csv"), agents).unwrap();
    let csv = std::fs::read_to_string(examples().join("pass_1/node0/1001_counter_collection.csv")).unwrap();
    let header = csv.lines().next().unwrap();
    let row =
        "1,1,\"Agent 1\",1,1,1,1048576,10,\"k\",256,0,0,16,0,24,\"SQ_INSTS_LDS\",8.000000,1700000100000,1700000121000";
    let path = dir.join("1_counter_collection.csv");
    std::fs::write(&path, format!("{header}\n{row}\n")).unwrap();
    let path = path.to_str().unwrap();
    assert_eq!(
        refused(&["metric", "mi300x", "LdsLatency", "--rocprofv3", path]),
        "LdsLatency: it needs accumulate(SQ_INST_LEVEL_LDS,HIGH_RES), and rocprofv3's outputs hold no accumulator's \
         values: name LdsLatency in rocprofv3's input, as plan --format rocprofv3-yaml does, and rocprofv3 computes it"
    );
    assert_eq!(
        refused(&[
            "metric",
            "mi300x",
            "--expr",
            "reduce(accumulate(SQ_INST_LEVEL_LDS,HIGH_RES),sum)",
            "--rocprofv3",
            path
        ]),
        "reduce(accumulate(SQ_INST_LEVEL_LDS,HIGH_RES),sum): it needs accumulate(SQ_INST_LEVEL_LDS,HIGH_RES), and \
         rocprofv3's outputs hold no accumulator's values: rocprofv3 computes accumulations only for the metrics named \
         in its input"
    );
}

/// One dispatch of kernel `k` on an MI300X (gfx942): its id and each
/// counter's values, one per instance as rocprofv3's JSON output and rocpd
/// database hold them.
type Instanced = (u64, &'static [(&'static str, &'static [f64])]);

/// The counter names of `dispatches`, each once, in order.
fn instanced_names(dispatches: &[Instanced]) -> Vec<&'static str> {
    let mut names: Vec<&str> = Vec::new();
    for (_, counters) in dispatches {
        for (n, _) in *counters {
            if !names.contains(n) {
                names.push(n);
            }
        }
    }
    names
}

/// rocprofv3's JSON output of process 2001 on one gfx942 agent (logical node 1).
fn instanced_json(path: &Path, dispatches: &[Instanced]) {
    let names = instanced_names(dispatches);
    let records: Vec<serde_json::Value> = dispatches
        .iter()
        .map(|(d, counters)| {
            let values: Vec<serde_json::Value> = counters
                .iter()
                .flat_map(|(name, vs)| {
                    let id = names.iter().position(|n| n == name).unwrap();
                    vs.iter().map(move |v| serde_json::json!({"counter_id": {"handle": id}, "value": v}))
                })
                .collect();
            serde_json::json!({
                "thread_id": 2001,
                "dispatch_data": {
                    "start_timestamp": 1000 * d, "end_timestamp": 1000 * d + 500,
                    "dispatch_info": {"agent_id": {"handle": 7}, "queue_id": {"handle": 1}, "kernel_id": 10, "dispatch_id": d}
                },
                "records": values
            })
        })
        .collect();
    let counters: Vec<serde_json::Value> = names
        .iter()
        .enumerate()
        .map(|(i, n)| serde_json::json!({"agent_id": {"handle": 7}, "id": {"handle": i}, "name": n}))
        .collect();
    let doc = serde_json::json!({"rocprofiler-sdk-tool": [{
        "metadata": {"pid": 2001},
        "agents": [
            {"id": {"handle": 3}, "type": 1, "name": "AMD EPYC 9454", "logical_node_id": 0},
            {"id": {"handle": 7}, "type": 2, "name": "gfx942", "logical_node_id": 1}
        ],
        "counters": counters,
        "kernel_symbols": [{"kernel_id": 10, "formatted_kernel_name": "k", "kernel_name": "_Z1kv"}],
        "callback_records": {"counter_collection": records}
    }]});
    std::fs::write(path, serde_json::to_string_pretty(&doc).unwrap()).unwrap();
}

/// The same as a rocpd database: a `rocpd_pmc_event` row per instance.
fn instanced_rocpd(path: &Path, dispatches: &[Instanced]) {
    let names = instanced_names(dispatches);
    let suffix = "_0198a1b2_c3d4_7e5f_8a9b_0c1d2e3f4a5b";
    let guid = "0198a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b";
    let db = rusqlite::Connection::open(path).unwrap();
    db.execute_batch(&rocpd_schema(suffix, "3")).unwrap();
    db.execute(&format!("INSERT INTO rocpd_info_agent{suffix} VALUES (0, ?1, 1, 1, 'CPU', 0, 0, 0, 0, 'AMD EPYC 9454', '', 'AMD', '', '', '{{}}')"), [guid]).unwrap();
    db.execute(&format!("INSERT INTO rocpd_info_agent{suffix} VALUES (1, ?1, 1, 1, 'GPU', 1, 1, 0, 0, 'gfx942', 'gfx942', 'AMD', 'AMD Instinct MI300X', '', '{{}}')"), [guid]).unwrap();
    db.execute(
        &format!("INSERT INTO rocpd_info_kernel_symbol{suffix} VALUES (10, ?1, 1, 1, 1, '_Z1kv', 'k', '{{}}')"),
        [guid],
    )
    .unwrap();
    for (i, n) in names.iter().enumerate() {
        db.execute(
            &format!("INSERT INTO rocpd_info_pmc{suffix} (id, guid, nid, pid, agent_id, target_arch, name, symbol, component, value_type) VALUES (?1, ?2, 1, 1, 1, 'GPU', ?3, ?3, 'rocm', 'ABS')"),
            rusqlite::params![i as i64, guid, n],
        )
        .unwrap();
    }
    let mut row = 0i64;
    for (d, counters) in dispatches {
        let d = *d as i64;
        db.execute(
            &format!("INSERT INTO rocpd_kernel_dispatch{suffix} VALUES (?1, ?2, 1, 2001, 2001, 1, 10, ?1, 1, 0, ?3, ?4, 0, 0, 256, 1, 1, 1048576, 1, 1, NULL, ?5, '{{}}')"),
            rusqlite::params![d, guid, 1000 * d, 1000 * d + 500, 100 + d],
        )
        .unwrap();
        for (name, vs) in *counters {
            let id = names.iter().position(|n| n == name).unwrap() as i64;
            for v in *vs {
                row += 1;
                db.execute(
                    &format!("INSERT INTO rocpd_pmc_event{suffix} VALUES (?1, ?2, ?3, ?4, ?5, '{{}}')"),
                    rusqlite::params![row, guid, 100 + d, id, v],
                )
                .unwrap();
            }
        }
    }
}

/// Two dispatches on an MI300X, each XCC's GRBM_GUI_ACTIVE and GRBM_COUNT:
/// GPU_UTIL = 100*800/1000 = 80 and 100*300/600 = 50.
const DISPATCHES: &[Instanced] = &[
    (
        1,
        &[
            ("GRBM_GUI_ACTIVE", &[500.0, 600.0, 700.0, 800.0, 400.0, 300.0, 200.0, 750.0]),
            ("GRBM_COUNT", &[1000.0, 1000.0, 1000.0, 1000.0, 1000.0, 1000.0, 1000.0, 990.0]),
        ],
    ),
    (2, &[("GRBM_GUI_ACTIVE", &[100.0, 100.0, 100.0, 100.0, 100.0, 100.0, 100.0, 300.0]), ("GRBM_COUNT", &[600.0; 8])]),
];

/// Issue 40, item 4: an MI300X's GRBM counters count once per XCC (8). The
/// JSON output and the rocpd database hold each XCC's value, so GPU_UTIL's
/// `reduce(GRBM_GUI_ACTIVE,max)` is computed from them; what needs an XCC's
/// index is refused saying what the file holds, and so is a max over the
/// sums rocprofv3's CSV holds.
#[test]
fn a_reduce_over_every_instance_is_computed_where_the_file_holds_each_value() {
    let dir = temp_dir("rocprofv3-instances");
    let json = dir.join("2001_results.json");
    let db = dir.join("2001_results.db");
    instanced_json(&json, DISPATCHES);
    instanced_rocpd(&db, DISPATCHES);
    let unindexed = "needs each value over DIMENSION_XCC at its index, and the file holds the values without their \
                     indexes (rocprofv3's JSON and rocpd outputs do not say which instance a value is; a reduce over \
                     every dimension of a counter is computed from them)";
    for path in [&json, &db] {
        let path = path.to_str().unwrap();
        // GPU_UTIL = 100*800/1000 and 100*300/600; the mean of the 8 values
        // (4250/8, 1000/8); the least over DIMENSION_XCC, every dimension it has.
        let r = rig_counter(&[
            "metric",
            "mi300x",
            "GPU_UTIL",
            "--expr",
            "reduce(GRBM_GUI_ACTIVE,avr)",
            "--expr",
            "reduce(GRBM_GUI_ACTIVE,min,[DIMENSION_XCC])",
            "--rocprofv3",
            path,
            "--format",
            "csv",
        ]);
        assert_eq!(
            (r.status, r.stdout.as_str(), r.stderr.as_str()),
            (
                0,
                "Dispatch_Id,Kernel_Name,Agent_Id,GPU_UTIL,\"reduce(GRBM_GUI_ACTIVE,avr)\",\"reduce(GRBM_GUI_ACTIVE,min,[DIMENSION_XCC])\"\n\
                 1,k,Agent 1,80,531.25,200\n\
                 2,k,Agent 1,50,125,100\n",
                ""
            ),
            "{path}"
        );
        let r =
            rig_counter(&["metric", "mi300x", "GPU_UTIL", "--rocprofv3", path, "--by", "kernel", "--format", "csv"]);
        assert_eq!(
            (r.status, r.stdout.as_str(), r.stderr.as_str()),
            (0, "Kernel_Name,Agent_Id,Dispatches,GPU_UTIL (mean)\nk,Agent 1,2,65\n", ""),
            "{path}"
        );
        // One XCC's value: which value is XCC 1's, the file does not say.
        let select = "select(GRBM_GUI_ACTIVE,[DIMENSION_XCC=[1]])";
        assert_eq!(
            refused(&["metric", "mi300x", "--expr", select, "--rocprofv3", path]),
            format!("{select}: {select} {unindexed}"),
            "{path}"
        );
        // Two counters value by value: neither's index is known.
        let ratio = "reduce(GRBM_GUI_ACTIVE/GRBM_COUNT,max)";
        assert_eq!(
            refused(&["metric", "mi300x", "--expr", ratio, "--rocprofv3", path]),
            format!("{ratio}: (GRBM_GUI_ACTIVE/GRBM_COUNT) {unindexed}"),
            "{path}"
        );
    }
    // rocprofv3's CSV of the same dispatches holds each counter's sum alone.
    let csv = small_csv(
        &dir.join("csv"),
        "2001",
        &[
            "1,Agent 1,2001,k,GRBM_GUI_ACTIVE,4250",
            "1,Agent 1,2001,k,GRBM_COUNT,7990",
            "2,Agent 1,2001,k,GRBM_GUI_ACTIVE,1000",
            "2,Agent 1,2001,k,GRBM_COUNT,4800",
        ],
        Some(&["1,1,GPU,gfx942"]),
    );
    assert_eq!(
        refused(&["metric", "mi300x", "GPU_UTIL", "--rocprofv3", csv.to_str().unwrap()]),
        "GPU_UTIL: reduce(GRBM_GUI_ACTIVE,max) needs each value over DIMENSION_XCC, and the file holds only their sum \
         (rocprofv3's CSV sums a counter's instances); name GPU_UTIL in rocprofv3's input, as plan --format \
         rocprofv3-yaml does, and rocprofv3 computes it from every value"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// Issue 40, item 15: with no GPU named, `metric --rocprofv3` takes it from
/// the files' agents (agent_info.csv's Name, the JSON's agents, the
/// database's rocpd_info_agent); a first name that names a GPU is the GPU,
/// else every name is a metric's or counter's.
#[test]
fn the_gpu_comes_from_the_files_when_none_is_named() {
    let ex = examples();
    let ex = ex.to_str().unwrap();
    let gfx1201 = "warning: the files' agents are gfx1201, taken as the Radeon AI PRO R9700 (r9700); name the GPU if \
                   it is another gfx1201 (rx9070xt, rx9070): their geometry and constants differ\n";
    let uneven = UNEVEN.lines().next().unwrap();
    let args = ["GPU_UTIL", "L2CacheHit", "--rocprofv3", ex, "--by", "kernel", "--format", "csv"];
    let named = rig_counter(&[&["metric", "r9700"][..], &args].concat());
    let from_files = rig_counter(&[&["metric"][..], &args].concat());
    assert_eq!(named.stderr, format!("{uneven}\n"));
    assert_eq!(
        (from_files.status, from_files.stdout.as_str(), from_files.stderr),
        (
            0,
            "Kernel_Name,Agent_Id,Dispatches,GPU_UTIL (mean),L2CacheHit (mean)\n\
             \"void add_kernel<float>(float*, float const*, float const*, int)\",Agent 1,2,62.5,50\n\
             \"scale_kernel(float*, float, int)\",Agent 1,1,25,50\n\
             \"reduce_kernel(int*, int const*, int)\",Agent 1,3,65,75\n",
            format!("{gfx1201}{uneven}\n")
        )
    );
    assert_eq!(from_files.stdout, named.stdout);
    // An MI300X's JSON output and rocpd database: their agents; no name at
    // all but an expression; a processor name in any case is the GPU.
    let dir = temp_dir("rocprofv3-gpu-of-files");
    let json = dir.join("2001_results.json");
    let db = dir.join("2001_results.db");
    instanced_json(&json, DISPATCHES);
    instanced_rocpd(&db, DISPATCHES);
    let gfx942 = "warning: the files' agents are gfx942, taken as the Instinct MI300X (mi300x); name the GPU if it is \
                  another gfx942 (mi300a, mi325x): their geometry and constants differ\n";
    for path in [&json, &db] {
        let path = path.to_str().unwrap();
        let r = rig_counter(&["metric", "GPU_UTIL", "--rocprofv3", path, "--format", "csv"]);
        assert_eq!(
            (r.status, r.stdout.as_str(), r.stderr.as_str()),
            (0, "Dispatch_Id,Kernel_Name,Agent_Id,GPU_UTIL\n1,k,Agent 1,80\n2,k,Agent 1,50\n", gfx942),
            "{path}"
        );
        let r =
            rig_counter(&["metric", "--expr", "reduce(GRBM_GUI_ACTIVE,max)", "--rocprofv3", path, "--format", "csv"]);
        assert_eq!(
            (r.status, r.stdout.as_str(), r.stderr.as_str()),
            (
                0,
                "Dispatch_Id,Kernel_Name,Agent_Id,\"reduce(GRBM_GUI_ACTIVE,max)\"\n1,k,Agent 1,800\n2,k,Agent 1,300\n",
                gfx942
            ),
            "{path}"
        );
        let r = rig_counter(&["metric", "GFX942", "GPU_UTIL", "--rocprofv3", path, "--format", "csv"]);
        assert_eq!((r.status, r.stdout.lines().nth(1), r.stderr.as_str()), (0, Some("1,k,Agent 1,80"), ""), "{path}");
    }
    let shown = |s: String| s.replace(&dir.display().to_string(), "DIR");
    // A first name that is no GPU and no metric or counter.
    assert_eq!(
        refused(&["metric", "mi300", "GPU_UTIL", "--rocprofv3", db.to_str().unwrap()]),
        "mi300: no GPU rig-counter knows (the files' agents give gfx942) and no metric or counter: gfx942 counts no mi300"
    );
    // A CSV without its agent_info.csv names no processor.
    let bare = small_csv(&dir.join("bare"), "1", &["1,Agent 1,5,k,GRBM_COUNT,1000"], None);
    assert_eq!(
        shown(refused(&["metric", "GPU_UTIL", "--rocprofv3", bare.to_str().unwrap()])),
        "DIR/bare/1_counter_collection.csv: names no GPU agent's processor (agent_info.csv beside a \
         counter_collection.csv, the JSON output's agents, a database's rocpd_info_agent): name the GPU, as metric \
         mi300x NAME... --rocprofv3 PATH"
    );
    // Passes of two processors.
    small_csv(&dir.join("two/pass_1"), "5", &["1,Agent 1,5,k,GRBM_COUNT,1000"], Some(&["1,1,GPU,gfx942"]));
    small_csv(&dir.join("two/pass_2"), "6", &["1,Agent 1,6,k,GRBM_COUNT,1000"], Some(&["1,1,GPU,gfx1201"]));
    assert_eq!(
        shown(refused(&["metric", "GPU_UTIL", "--rocprofv3", dir.join("two").to_str().unwrap()])),
        "DIR/two: holds dispatches on agents of different processors (gfx942 in DIR/two/pass_1, gfx1201 in \
         DIR/two/pass_2): metric takes one GPU"
    );
    // Without --rocprofv3 or --run, the GPU is needed still.
    assert!(
        rig_counter_tests::usage_error(&["metric", "--samples", "s.bin"])
            .starts_with("the following required arguments")
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// The break test of issue 40's fixes (R1, R4, R5): a counter's values in
/// a JSON output or rocpd database are as many as its instances on the GPU
/// (an MI300X's GRBM counters: one per XCC, 8), none negative, none a
/// fraction, none past what a 64-bit counter holds; else the file is
/// refused naming the dispatch, the counter and what is wrong.
#[test]
fn a_counters_values_must_be_as_many_as_its_instances_and_a_counters() {
    let dir = temp_dir("rocprofv3-instance-values");
    const THOUSANDS: &[f64] = &[1000.0; 8];
    let seventeen: Vec<f64> = (1..=17).map(|i| 100.0 * i as f64).collect();
    let seventeen: &'static [f64] = Box::leak(seventeen.into_boxed_slice());
    let cases: Vec<(&str, Vec<Instanced>, &str)> = vec![
        (
            // It printed GPU_UTIL 170.
            "seventeen",
            vec![(1, Box::leak(Box::new([("GRBM_GUI_ACTIVE", seventeen), ("GRBM_COUNT", THOUSANDS)])))],
            "dispatch 1's GRBM_GUI_ACTIVE has 17 values, one per instance, and the Instinct MI300X has 8 instance(s) of it \
             (DIMENSION_XCC 8): is the file of another GPU?",
        ),
        (
            // It printed GPU_UTIL 30.
            "three",
            vec![(1, &[("GRBM_GUI_ACTIVE", &[100.0, 200.0, 300.0]), ("GRBM_COUNT", &[1000.0])])],
            "dispatch 1's GRBM_GUI_ACTIVE has 3 values, one per instance, and the Instinct MI300X has 8 instance(s) of it \
             (DIMENSION_XCC 8): is the file of another GPU?",
        ),
        (
            // Summed, 1000 and -1000 gave GRBM_COUNT 6000, and GPU_UTIL the wrong way.
            "negative",
            vec![(
                1,
                &[
                    ("GRBM_GUI_ACTIVE", &[500.0; 8]),
                    ("GRBM_COUNT", &[1000.0, -1000.0, 1000.0, 1000.0, 1000.0, 1000.0, 1000.0, 1000.0]),
                ],
            )],
            "dispatch 1's GRBM_COUNT has -1000 among its 8 values: a hardware counter counts up from 0",
        ),
        (
            // 18446744073709551617 in the file; it printed GPU_UTIL 1844674407370955300.
            "huge",
            vec![(
                1,
                &[
                    ("GRBM_GUI_ACTIVE", &[18_446_744_073_709_551_616.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]),
                    ("GRBM_COUNT", &[1000.0; 8]),
                ],
            )],
            "dispatch 1's GRBM_GUI_ACTIVE has 18446744073709551616 among its 8 values, past 18446744073709551615, the \
             most a counter holds; a count from 18446744073709550592 (2^64 - 1024) up, written as a 64-bit float, is \
             18446744073709551616 (2^64) and cannot be told from one past it",
        ),
        (
            "fraction",
            vec![(
                1,
                &[("GRBM_GUI_ACTIVE", &[500.5, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]), ("GRBM_COUNT", &[1000.0; 8])],
            )],
            "dispatch 1's GRBM_GUI_ACTIVE has a fraction among its 8 values: a hardware counter counts whole events",
        ),
    ];
    for (case, dispatches, message) in &cases {
        let json = dir.join(format!("{case}.json"));
        let db = dir.join(format!("{case}.db"));
        instanced_json(&json, dispatches);
        // The value as the break test wrote it: an integer past u64::MAX.
        // (serde_json writes 2^64 as 1.8446744073709552e19 or e+19, by version.)
        let text = std::fs::read_to_string(&json).unwrap();
        let text = text
            .replace("1.8446744073709552e19", "18446744073709551617")
            .replace("1.8446744073709552e+19", "18446744073709551617");
        assert_eq!(text.contains("18446744073709551617"), *case == "huge", "{case}");
        std::fs::write(&json, text).unwrap();
        instanced_rocpd(&db, dispatches);
        for path in [&json, &db] {
            // The JSON's integer past u64::MAX as serde_json reads it (its
            // nearest f64, which is no quote of the file); the database's REAL
            // as it holds it.
            let message = match path == &json {
                true => message.replace(
                    "18446744073709551616 among",
                    "18446744073709551616 (the nearest 64-bit float to the number written) among",
                ),
                false => message.to_string(),
            };
            assert_eq!(
                refused(&["metric", "mi300x", "GPU_UTIL", "--rocprofv3", path.to_str().unwrap()]),
                format!("{}: {message}", path.display()),
                "{case}"
            );
        }
    }
    // As many values as instances, each a counter's: computed.
    let json = dir.join("right.json");
    instanced_json(&json, &[(1, &[("GRBM_GUI_ACTIVE", &[500.0; 8]), ("GRBM_COUNT", THOUSANDS)])]);
    let r = rig_counter(&["metric", "mi300x", "GPU_UTIL", "--rocprofv3", json.to_str().unwrap(), "--format", "csv"]);
    assert_eq!((r.status, r.stdout.as_str()), (0, "Dispatch_Id,Kernel_Name,Agent_Id,GPU_UTIL\n1,k,Agent 1,50\n"));
    let _ = std::fs::remove_dir_all(&dir);
}

/// The break test of issue 40's fixes (R3): dispatch 1's first
/// GL2C_EA_RDREQ_128B row moved to an event of no dispatch gave 7 where 8
/// is, without a word. The row is left out and said; the dispatch's 31
/// values of a counter with 32 instances are then refused (R1).
#[test]
fn a_rocpd_value_of_no_dispatch_is_said_and_its_dispatch_refused() {
    let dir = temp_dir("rocprofv3-orphan");
    let db = dir.join("1001_results.db");
    std::fs::copy(root().join("docs/examples/rocprofv3-rocpd/pass_1/node0/1001_results.db"), &db).unwrap();
    rusqlite::Connection::open(&db)
        .unwrap()
        .execute_batch("UPDATE rocpd_pmc_event_00000000_0000_7000_8000_0000000003e9 SET event_id = 99 WHERE id = 1")
        .unwrap();
    let r = rig_counter(&["metric", "r9700", "GL2C_EA_RDREQ_128B", "--rocprofv3", db.to_str().unwrap()]);
    let path = db.display();
    assert_eq!(
        (r.status, r.stdout.as_str(), r.stderr),
        (
            1,
            "",
            format!(
                "warning: {path}: rocpd_pmc_event id 1, a value of \"GL2C_EA_RDREQ_128B\", is of event_id 99, which no \
                 rocpd_kernel_dispatch row has: left out\n\
                 error: {path}: dispatch 1's GL2C_EA_RDREQ_128B has 31 values, one per instance, and the Radeon AI PRO \
                 R9700 has 32 instance(s) of it (DIMENSION_INSTANCE 32): is the file of another GPU?\n"
            )
        )
    );
    // timeline --metric shows no metric on that dispatch, and says why.
    let out = dir.join("out.json");
    let r = rig_counter(&["timeline", db.to_str().unwrap(), "--metric", "GRBM_COUNT", "-o", out.to_str().unwrap()]);
    assert_eq!(
        (r.status, r.stdout.as_str(), r.stderr),
        (
            0,
            "",
            format!(
                "warning: {path}: rocpd_pmc_event id 1, a value of \"GL2C_EA_RDREQ_128B\", is of event_id 99, which no \
                 rocpd_kernel_dispatch row has: left out\n\
                 warning: dispatch 1: no metric shown on it, as its GL2C_EA_RDREQ_128B has 31 values, one per \
                 instance, and the gfx1201 has 32 instance(s) of it (DIMENSION_INSTANCE 32): is the file of another \
                 GPU?\n"
            )
        )
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// The break test of issue 40's fixes (R8): passes whose agent_info.csv
/// disagree, read for the GPU named, said "name its GPU"; a CSV whose
/// `Agent 2` is an MI300X by `--agent-index absolute` and an R9700 by
/// `relative` was refused even where the GPU named settles it; no name to
/// show gave an empty table and status 0.
#[test]
fn the_gpu_named_is_said_and_settles_the_agent_index() {
    let dir = temp_dir("rocprofv3-named");
    let mp = dir.join("mp");
    small_csv(&mp.join("pass_1"), "5", &["1,Agent 1,5,k,GRBM_COUNT,1000"], Some(&["0,0,CPU,cpu", "1,1,GPU,gfx1201"]));
    small_csv(
        &mp.join("pass_2"),
        "6",
        &["1,Agent 1,6,k,GRBM_GUI_ACTIVE,900"],
        Some(&["0,0,CPU,cpu", "1,1,GPU,gfx942"]),
    );
    assert_eq!(
        refused(&["metric", "r9700", "GPU_UTIL", "--rocprofv3", mp.to_str().unwrap()]),
        format!(
            "{}: its \"Agent 1\" is gfx942, not gfx1201, the processor of r9700 (the GPU named): name the GPU the run \
             was on, or none to take the files'",
            mp.join("pass_2").display()
        )
    );
    // KFD nodes 1 and 3 hidden: Agent 2 is Node_Id 2 (gfx942) by absolute,
    // Logical_Node_Id 2 (gfx1201) by relative.
    let masked = small_csv(
        &dir.join("masked"),
        "7",
        &["1,Agent 2,7,k,SQ_WAVES,16"],
        Some(&["0,0,CPU,AMD EPYC 9654", "2,1,GPU,gfx942", "4,2,GPU,gfx1201"]),
    );
    let path = masked.to_str().unwrap();
    for (gpu, read_as, not_as, index, over) in [
        (
            "r9700",
            "Logical_Node_Id 2 (gfx1201",
            "Node_Id 2 (gfx942)",
            "relative",
            "DIMENSION_SHADER_ENGINE, DIMENSION_SHADER_ARRAY, DIMENSION_WGP",
        ),
        (
            "mi300x",
            "Node_Id 2 (gfx942",
            "Logical_Node_Id 2 (gfx1201)",
            "absolute",
            "DIMENSION_XCC, DIMENSION_SHADER_ENGINE",
        ),
    ] {
        let r = rig_counter(&["metric", gpu, "SQ_WAVES", "--rocprofv3", path, "--format", "csv"]);
        assert_eq!(
            (r.status, r.stdout.as_str(), r.stderr),
            (
                0,
                "Dispatch_Id,Kernel_Name,Agent_Id,SQ_WAVES\n1,k,Agent 2,16\n",
                format!(
                    "warning: {path}: Agent_Id \"Agent 2\" is read as {read_as}, the GPU named: rocprofv3's \
                     --agent-index {index}), not as {not_as}\n\
                     warning: SQ_WAVES is over {over}: its value is their sum, as rocprofv3 writes it\n"
                )
            ),
            "{gpu}"
        );
    }
    // No GPU named: nothing tells which.
    assert_eq!(
        refused(&["metric", "SQ_WAVES", "--rocprofv3", path]),
        format!(
            "{path}: Agent_Id \"Agent 2\" is Node_Id 2 (gfx942) if rocprofv3 ran with --agent-index absolute, \
             Logical_Node_Id 2 (gfx1201) if with relative (its default), and nothing in the files tells which: run \
             rocprofv3 with --agent-index type-relative, whose \"GPU N\" is one GPU"
        )
    );
    // Nothing to show.
    assert_eq!(
        rig_counter_tests::usage_error(&["metric", "r9700", "--rocprofv3", examples().to_str().unwrap()]),
        "name a metric or counter to show, or give --expr EXPRESSION: with none, there is nothing to show"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// Issue 40, round 3 (C1, C2): a JSON output's counter value of another
/// type (`true`, `"5"`, `null`) or dispatch_id -1 gave serde's "invalid
/// type: boolean `true`, expected f64": refused naming the record, the
/// dispatch and the counter, what is there and what rocprofv3 writes. A
/// value of exactly `u64::MAX` was refused as "18446744073709552000" (its
/// nearest f64): an integer is read as one, exactly, and a count past 2^53
/// is said once, with the f64 it is computed with.
#[test]
fn a_json_integer_is_read_exactly_and_a_value_refused_naming_its_record() {
    let dir = temp_dir("rocprofv3-json-values");
    // 123456 marks the value a case writes in its place.
    const MARKED: &[f64] = &[123_456.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0];
    let write = |case: &str, from: &str, to: &str| {
        let path = dir.join(format!("{case}.json"));
        instanced_json(&path, &[(1, &[("GRBM_GUI_ACTIVE", MARKED), ("GRBM_COUNT", &[1000.0; 8])])]);
        let text = std::fs::read_to_string(&path).unwrap();
        assert!(text.contains(from), "{case}");
        std::fs::write(&path, text.replacen(from, to, 1)).unwrap();
        path
    };
    let record = "rocprofiler-sdk-tool[0].callback_records.counter_collection[0]";
    for (case, from, to, message) in [
        (
            "boolean",
            "123456.0",
            "true",
            format!(
                "{record}.records[0] (dispatch 1, counter GRBM_GUI_ACTIVE): value is true, where rocprofv3 writes a number"
            ),
        ),
        (
            "text",
            "123456.0",
            "\"5\"",
            format!(
                "{record}.records[0] (dispatch 1, counter GRBM_GUI_ACTIVE): value is the text \"5\", where rocprofv3 \
                 writes a number"
            ),
        ),
        (
            "null",
            "123456.0",
            "null",
            format!(
                "{record}.records[0] (dispatch 1, counter GRBM_GUI_ACTIVE): value is null, where rocprofv3 writes a number"
            ),
        ),
        (
            "negative_id",
            "\"dispatch_id\": 1",
            "\"dispatch_id\": -1",
            format!(
                "{record}: dispatch_data.dispatch_info.dispatch_id is -1, where rocprofv3 writes an unsigned integer"
            ),
        ),
        (
            "fraction_kernel",
            // The first is the dispatch's (callback_records comes before kernel_symbols).
            "\"kernel_id\": 10,",
            "\"kernel_id\": 10.5,",
            format!(
                "{record} (dispatch 1): dispatch_data.dispatch_info.kernel_id is 10.5, where rocprofv3 writes an \
                 unsigned integer"
            ),
        ),
        (
            "counter_id",
            // The first is the first record's (the dispatch's agent and queue are 7 and 1).
            "\"handle\": 0",
            "\"handle\": \"0\"",
            format!(
                "{record}.records[0] (dispatch 1): counter_id.handle is the text \"0\", where rocprofv3 writes an \
                 unsigned integer"
            ),
        ),
    ] {
        let path = write(case, from, to);
        assert_eq!(
            refused(&["metric", "mi300x", "GPU_UTIL", "--rocprofv3", path.to_str().unwrap()]),
            format!("{}: {message}", path.display()),
            "{case}"
        );
    }
    // u64::MAX, as the file writes it: a count. Its nearest f64 is 2^64, which
    // the sum (u64::MAX + 7) is computed with, and said.
    let path = write("most", "123456.0", "18446744073709551615");
    let r = rig_counter(&[
        "metric",
        "mi300x",
        "--expr",
        "reduce(GRBM_GUI_ACTIVE,min)",
        "--expr",
        "GRBM_COUNT",
        "--rocprofv3",
        path.to_str().unwrap(),
        "--format",
        "csv",
    ]);
    assert_eq!(
        (r.status, r.stdout.as_str(), r.stderr),
        (
            0,
            "Dispatch_Id,Kernel_Name,Agent_Id,\"reduce(GRBM_GUI_ACTIVE,min)\",GRBM_COUNT\n1,k,Agent 1,1,8000\n",
            format!(
                "warning: {}: GRBM_GUI_ACTIVE is past 2^53 (9007199254740992) on 1 dispatch(es), past which a 64-bit \
                 float (an f64) does not hold every whole number: it is computed with the nearest it holds (dispatch \
                 1's 18446744073709551615 as 18446744073709551616)\n\
                 warning: GRBM_COUNT is over DIMENSION_XCC: its value is their sum, as rocprofv3 writes it\n",
                path.display()
            )
        )
    );
    // One past it is refused as serde_json reads it (its nearest f64, 2^64:
    // the file's digits are not kept), as are 1e20 and -1e3; an integer
    // below 0 as the file writes it.
    for (case, to, message) in [
        (
            "past",
            "18446744073709551616",
            "has 18446744073709551616 (the nearest 64-bit float to the number written) among its 8 values, past \
             18446744073709551615, the most a counter holds; a count from 18446744073709550592 (2^64 - 1024) up, \
             written as a 64-bit float, is 18446744073709551616 (2^64) and cannot be told from one past it",
        ),
        (
            "exponent",
            "1e20",
            "has 100000000000000000000 (the nearest 64-bit float to the number written) among its 8 values, past \
             18446744073709551615, the most a counter holds",
        ),
        // Its nearest f64 is 2^64, past u64::MAX: said so (J3).
        (
            "point",
            "18446744073709551615.0",
            "has 18446744073709551616 (the nearest 64-bit float to the number written) among its 8 values, past \
             18446744073709551615, the most a counter holds; a count from 18446744073709550592 (2^64 - 1024) up, \
             written as a 64-bit float, is 18446744073709551616 (2^64) and cannot be told from one past it",
        ),
        ("below", "-1e3", "has -1000 among its 8 values: a hardware counter counts up from 0"),
        ("negative", "-5", "has -5 among its 8 values: a hardware counter counts up from 0"),
    ] {
        let path = write(case, "123456.0", to);
        assert_eq!(
            refused(&["metric", "mi300x", "GPU_UTIL", "--rocprofv3", path.to_str().unwrap()]),
            format!("{}: dispatch 1's GRBM_GUI_ACTIVE {message}", path.display()),
            "{case}"
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// rocprofv3's JSON output of [`instanced_json`] (GRBM_GUI_ACTIVE's first
/// instance 123456, the rest 1; GRBM_COUNT's eight 1000) at `dir/case.json`,
/// as `edit` changes it.
fn edited_json(dir: &Path, case: &str, edit: impl FnOnce(&mut serde_json::Value)) -> PathBuf {
    const MARKED: &[f64] = &[123_456.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0];
    let path = dir.join(format!("{case}.json"));
    instanced_json(&path, &[(1, &[("GRBM_GUI_ACTIVE", MARKED), ("GRBM_COUNT", &[1000.0; 8])])]);
    let mut doc: serde_json::Value = serde_json::from_slice(&std::fs::read(&path).unwrap()).unwrap();
    edit(&mut doc["rocprofiler-sdk-tool"][0]);
    std::fs::write(&path, serde_json::to_string_pretty(&doc).unwrap()).unwrap();
    path
}

/// Issue 40, round 4 (the third break test), group J: JSON outputs' kernel
/// names, counter names and numbers.
#[test]
fn the_third_break_tests_json_inputs_are_refused_or_read() {
    let dir = temp_dir("rocprofv3-break3");
    let metric = |path: &Path, expr: &str| {
        rig_counter(&["metric", "mi300x", "--expr", expr, "--rocprofv3", path.to_str().unwrap(), "--format", "csv"])
    };
    // J6: a kernel id two kernel_symbols entries name.
    let path = edited_json(&dir, "kernel_twice", |tool| {
        let second = serde_json::json!({"kernel_id": 10, "formatted_kernel_name": "k2", "kernel_name": "_Z2k2v"});
        tool["kernel_symbols"].as_array_mut().unwrap().push(second);
    });
    assert_eq!(
        refused(&["metric", "mi300x", "GPU_UTIL", "--rocprofv3", path.to_str().unwrap()]),
        format!(
            "{}: rocprofiler-sdk-tool[0].kernel_symbols[1]: kernel_id 10 names k2, and kernel_symbols[0] names k: \
             rocprofv3 lists a kernel once",
            path.display()
        )
    );
    // The same entry twice is the same kernel.
    let path = edited_json(&dir, "kernel_again", |tool| {
        let again = tool["kernel_symbols"][0].clone();
        tool["kernel_symbols"].as_array_mut().unwrap().push(again);
    });
    let r = metric(&path, "GRBM_COUNT");
    assert_eq!((r.status, r.stdout.as_str()), (0, "Dispatch_Id,Kernel_Name,Agent_Id,GRBM_COUNT\n1,k,Agent 1,8000\n"));
    // J7: a second counters entry of one name and agent, of another id.
    let path = edited_json(&dir, "counter_twice", |tool| {
        let second = serde_json::json!({"agent_id": {"handle": 7}, "id": {"handle": 99}, "name": "GRBM_COUNT"});
        tool["counters"].as_array_mut().unwrap().push(second);
    });
    assert_eq!(
        refused(&["metric", "mi300x", "GPU_UTIL", "--rocprofv3", path.to_str().unwrap()]),
        format!(
            "{}: rocprofiler-sdk-tool[0].counters[2] and counters[1] both name GRBM_COUNT of agent 7, as id 99 and id \
             1, whose values would be pooled: rocprofv3 lists a counter once per agent",
            path.display()
        )
    );
    // Of another agent, it is that agent's.
    let path = edited_json(&dir, "counter_of_another_agent", |tool| {
        let second = serde_json::json!({"agent_id": {"handle": 8}, "id": {"handle": 99}, "name": "GRBM_COUNT"});
        tool["counters"].as_array_mut().unwrap().push(second);
    });
    let r = metric(&path, "GRBM_COUNT");
    assert_eq!((r.status, r.stdout.as_str()), (0, "Dispatch_Id,Kernel_Name,Agent_Id,GRBM_COUNT\n1,k,Agent 1,8000\n"));
    // J3: u64::MAX, computed with its nearest f64 (2^64), is shown with
    // that f64's exact digits, as the warning says it (not 18446744073709552000).
    let path = edited_json(&dir, "most", |_| {});
    let text = std::fs::read_to_string(&path).unwrap().replacen("123456.0", "18446744073709551615", 1);
    std::fs::write(&path, text).unwrap();
    let r = metric(&path, "reduce(GRBM_GUI_ACTIVE,max)");
    assert_eq!(
        (r.status, r.stdout.as_str()),
        (0, "Dispatch_Id,Kernel_Name,Agent_Id,\"reduce(GRBM_GUI_ACTIVE,max)\"\n1,k,Agent 1,18446744073709551616\n"),
        "{}",
        r.stderr
    );
    assert!(r.stderr.contains("(dispatch 1's 18446744073709551615 as 18446744073709551616)"), "{}", r.stderr);
    // J2: a value of 2^53 or more read as an f64 (written with a point; a
    // rocpd REAL, whatever was inserted) may not be the count: warned, as an
    // integer past 2^53 is.
    let nearly = |file: &Path, v: &str| {
        format!(
            "warning: {}: GRBM_GUI_ACTIVE is 2^53 (9007199254740992) or more on 1 dispatch(es), as a 64-bit float (an \
             f64) the file gives it, which past 2^53 does not hold every whole number: it may not be the exact \
             number (the count the GPU had, or the value rocprofv3 computed) (dispatch 1's {v})\n\
             warning: GRBM_COUNT is over DIMENSION_XCC: its value is their sum, as rocprofv3 writes it\n",
            file.display()
        )
    };
    let path = edited_json(&dir, "float", |_| {});
    let text = std::fs::read_to_string(&path).unwrap().replacen("123456.0", "9007199254740993.0", 1);
    std::fs::write(&path, text).unwrap();
    let r = metric(&path, "GRBM_COUNT");
    assert_eq!((r.status, r.stderr), (0, nearly(&path, "9007199254740992")));
    let suffix = "_0198a1b2_c3d4_7e5f_8a9b_0c1d2e3f4a5b";
    for (case, v, shown) in
        [("real", "9007199254740993", "9007199254740992"), ("i64", "9223372036854775807", "9223372036854775808")]
    {
        let db = dir.join(format!("{case}.db"));
        instanced_rocpd(&db, &[(1, &[("GRBM_GUI_ACTIVE", &[1.0; 8]), ("GRBM_COUNT", &[1000.0; 8])])]);
        rusqlite::Connection::open(&db)
            .unwrap()
            .execute(&format!("UPDATE rocpd_pmc_event{suffix} SET value = {v} WHERE id = (SELECT MIN(id) FROM rocpd_pmc_event{suffix})"), [])
            .unwrap();
        let r = metric(&db, "GRBM_COUNT");
        assert_eq!((r.status, r.stderr), (0, nearly(&db, shown)), "{case}");
    }
    // J1: 10000000000000001.0's nearest f64 is 10^16 (ties to even), not 10^16 + 2.
    let path = edited_json(&dir, "roundtrip", |_| {});
    let text = std::fs::read_to_string(&path).unwrap().replacen("123456.0", "10000000000000001.0", 1);
    std::fs::write(&path, text).unwrap();
    let r = metric(&path, "reduce(GRBM_GUI_ACTIVE,max)");
    assert_eq!(
        (r.status, r.stdout.as_str()),
        (0, "Dispatch_Id,Kernel_Name,Agent_Id,\"reduce(GRBM_GUI_ACTIVE,max)\"\n1,k,Agent 1,10000000000000000\n"),
        "{}",
        r.stderr
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// Issue 40, round 4, J5 and J8: a JSON output's kernel name is kept as a
/// rocpd database's is: past 64 KiB cut (at a character's boundary, the
/// bytes kept said truly) and marked, past 16 MiB refused.
#[test]
fn a_json_kernels_long_name_is_cut_or_refused_as_rocpds() {
    let dir = temp_dir("rocprofv3-json-long-name");
    // An "é" (2 bytes) across the 65,536th byte: 65,535 bytes kept.
    let long = format!("{}é{}", "a".repeat(65535), "b".repeat(4463));
    let name = long.clone();
    let path = edited_json(&dir, "long", move |tool| tool["kernel_symbols"][0]["formatted_kernel_name"] = name.into());
    let r = rig_counter(&[
        "metric",
        "mi300x",
        "--expr",
        "GRBM_COUNT",
        "--rocprofv3",
        path.to_str().unwrap(),
        "--format",
        "csv",
    ]);
    let mark = " [name cut: 70000 bytes, SHA-256 1e2da160b4115728c0a05b2604b2ec99ce280b27481588442a494a937432bc54]";
    assert_eq!(
        (r.status, r.stdout, r.stderr),
        (
            0,
            format!("Dispatch_Id,Kernel_Name,Agent_Id,GRBM_COUNT\n1,\"{}{mark}\",Agent 1,8000\n", "a".repeat(65535)),
            format!(
                "warning: {}: rocprofiler-sdk-tool[0].kernel_symbols[0]: formatted_kernel_name is 70000 bytes long, \
                 cut to its first 65535 bytes and marked{mark}\n\
                 warning: GRBM_COUNT is over DIMENSION_XCC: its value is their sum, as rocprofv3 writes it\n",
                path.display()
            )
        )
    );
    // One byte past 16 MiB.
    let path = edited_json(&dir, "huge", |tool| {
        tool["kernel_symbols"][0]["demangled_kernel_name"] = "c".repeat((16 << 20) + 1).into();
        tool["kernel_symbols"][0]["formatted_kernel_name"] = "".into();
    });
    assert_eq!(
        refused(&["metric", "mi300x", "GPU_UTIL", "--rocprofv3", path.to_str().unwrap()]),
        format!(
            "{}: rocprofiler-sdk-tool[0].kernel_symbols[0]: demangled_kernel_name is 16777217 bytes long, and no \
             kernel's name longer than 16777216 bytes is read",
            path.display()
        )
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// The final break test of issue 40: a CSV's Counter_Value of 2^53 or more,
/// which rocprofv3 writes as a float, was used without a word.
#[test]
fn a_csv_value_of_2_53_or_more_is_warned_as_the_other_readers_do() {
    let dir = temp_dir("rocprofv3-csv-2-53");
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../docs/examples/rocprofv3/pass_1/node0");
    let node = dir.join("node0");
    std::fs::create_dir_all(&node).unwrap();
    std::fs::copy(format!("{root}/1001_agent_info.csv"), node.join("1001_agent_info.csv")).unwrap();
    let text = std::fs::read_to_string(format!("{root}/1001_counter_collection.csv")).unwrap();
    let edited = text.replacen("\"GRBM_COUNT\",2000.000000", "\"GRBM_COUNT\",9007199254740993.000000", 1);
    assert_ne!(edited, text);
    let csv = node.join("1001_counter_collection.csv");
    std::fs::write(&csv, edited).unwrap();
    let r = rig_counter(&["metric", "r9700", "GRBM_COUNT", "--rocprofv3", csv.to_str().unwrap()]);
    assert_eq!(r.status, 0, "{}", r.stderr);
    assert!(r.stdout.contains("  Agent 1   9007199254740992\n"), "{}", r.stdout);
    assert_eq!(
        r.stderr,
        format!(
            "warning: {}: GRBM_COUNT is 2^53 (9007199254740992) or more on 1 dispatch(es), as a 64-bit float (an \
             f64) the file gives it, which past 2^53 does not hold every whole number: it may not be the exact \
             number (the count the GPU had, or the value rocprofv3 computed) (dispatch 1's 9007199254740992)\n",
            csv.display()
        )
    );
    // Written as an integer, its own digits are said (the last break test:
    // only the float it was read as was).
    let edited = text.replacen("\"GRBM_COUNT\",2000.000000", "\"GRBM_COUNT\",9007199254740993", 1);
    std::fs::write(&csv, edited).unwrap();
    let r = rig_counter(&["metric", "r9700", "GRBM_COUNT", "--rocprofv3", csv.to_str().unwrap()]);
    assert_eq!(
        (r.status, r.stderr),
        (
            0,
            format!(
                "warning: {}: GRBM_COUNT is past 2^53 (9007199254740992) on 1 dispatch(es), past which a 64-bit float \
                 (an f64) does not hold every whole number: it is computed with the nearest it holds (dispatch 1's \
                 9007199254740993 as 9007199254740992)\n",
                csv.display()
            )
        )
    );
    // u64::MAX as a CSV writes it, a float: its nearest is 2^64, said with
    // its exact digits (the last break test: 18446744073709552000).
    let edited = text.replacen("\"GRBM_COUNT\",2000.000000", "\"GRBM_COUNT\",18446744073709551615.000000", 1);
    std::fs::write(&csv, edited).unwrap();
    let msg = refused(&["metric", "r9700", "GRBM_COUNT", "--rocprofv3", csv.to_str().unwrap()]);
    assert!(
        msg.ends_with(
            "dispatch 1's GRBM_COUNT is 18446744073709551616 (the nearest 64-bit float to the number written), past \
             18446744073709551615, the most a counter holds; a count from 18446744073709550592 (2^64 - 1024) up, \
             written as a 64-bit float, is 18446744073709551616 (2^64) and cannot be told from one past it"
        ),
        "{msg}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// The last break test of issue 40: two exact counts whose sum is past 2^53
/// were summed to the nearest 64-bit float without a word
/// (9007199254740991 + 1500 printed as 9007199254742492).
#[test]
fn a_computed_value_past_2_53_is_said_to_be_rounded() {
    let dir = temp_dir("rocprofv3-computed-2-53");
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../docs/examples/rocprofv3/pass_1/node0");
    let node = dir.join("node0");
    std::fs::create_dir_all(&node).unwrap();
    std::fs::copy(format!("{root}/1001_agent_info.csv"), node.join("1001_agent_info.csv")).unwrap();
    let text = std::fs::read_to_string(format!("{root}/1001_counter_collection.csv")).unwrap();
    let csv = node.join("1001_counter_collection.csv");
    std::fs::write(&csv, text.replacen("\"GRBM_COUNT\",2000.000000", "\"GRBM_COUNT\",9007199254740991.000000", 1))
        .unwrap();
    let r = rig_counter(&[
        "metric",
        "r9700",
        "GRBM_COUNT",
        "--expr",
        "S=GRBM_COUNT+GRBM_GUI_ACTIVE",
        "--rocprofv3",
        csv.to_str().unwrap(),
        "--format",
        "csv",
    ]);
    assert_eq!(r.status, 0, "{}", r.stderr);
    assert!(r.stdout.contains(",9007199254740991,9007199254742492\n"), "{}", r.stdout);
    // The counter itself is exact: only the sum is said.
    let said = |name: &str, n: usize, what: &str| {
        format!(
            "warning: {name}: on {n} {what}, computed through values of 2^53 (9007199254740992) or more in 64-bit \
             floats (f64), which past 2^53 do not hold every whole number: its last digits may be rounded\n"
        )
    };
    assert_eq!(r.stderr, said("S", 1, "dispatch(es)"));
    // The next break test: a value below 2^53 computed through one past it
    // was rounded without a word ((X+3)-X printed 2 for X = 9007199254740990).
    std::fs::write(&csv, text.replacen("\"GRBM_COUNT\",2000.000000", "\"GRBM_COUNT\",9007199254740990", 1)).unwrap();
    let f = "F=(reduce(GRBM_COUNT,sum)+3)-reduce(GRBM_COUNT,sum)";
    let args = |by: &'static str| {
        ["metric", "r9700", "--expr", f, "--rocprofv3", csv.to_str().unwrap(), "--format", "csv", "--by", by]
    };
    let r = rig_counter(&args("dispatch"));
    assert_eq!(
        (r.status, r.stdout.as_str(), r.stderr),
        (
            0,
            "Dispatch_Id,Kernel_Name,Agent_Id,F\n\
             1,\"void add_kernel<float>(float*, float const*, float const*, int)\",Agent 1,2\n\
             2,\"scale_kernel(float*, float, int)\",Agent 1,3\n\
             3,\"reduce_kernel(int*, int const*, int)\",Agent 1,3\n\
             4,\"void add_kernel<float>(float*, float const*, float const*, int)\",Agent 1,3\n\
             5,\"reduce_kernel(int*, int const*, int)\",Agent 1,3\n\
             6,\"reduce_kernel(int*, int const*, int)\",Agent 1,3\n",
            said("F", 1, "dispatch(es)")
        )
    );
    // A mean over a kernel's dispatches divides their sum, which may pass
    // 2^53 where no dispatch's value does: 2 x 4503599627370497 is
    // 2^53 + 2, and its mean is said.
    std::fs::write(&csv, text.replace("\"GRBM_COUNT\",2000.000000", "\"GRBM_COUNT\",4503599627370497")).unwrap();
    let r = rig_counter(&[
        "metric",
        "r9700",
        "GRBM_COUNT",
        "--rocprofv3",
        csv.to_str().unwrap(),
        "--format",
        "csv",
        "--by",
        "kernel",
    ]);
    assert_eq!(r.status, 0, "{}", r.stderr);
    assert!(r.stdout.contains(",Agent 1,2,4503599627370497\n"), "{}", r.stdout);
    assert_eq!(r.stderr, said("GRBM_COUNT", 1, "kernel(s)"));
    // Below 2^53 all the way: nothing said.
    std::fs::write(&csv, text.replacen("\"GRBM_COUNT\",2000.000000", "\"GRBM_COUNT\",9007199254740980", 1)).unwrap();
    let r = rig_counter(&args("dispatch"));
    assert_eq!((r.status, r.stderr.as_str()), (0, ""));
    assert!(r.stdout.contains(",Agent 1,3\n"), "{}", r.stdout);
    let _ = std::fs::remove_dir_all(&dir);
}

/// A definitions file for gfx1201 of metrics naming each other ten times a
/// level: `F0: GRBM_COUNT+GRBM_GUI_ACTIVE`, `Fi: F(i-1)+...+F(i-1)`, to
/// `F{levels}`.
fn fan_definitions(levels: usize) -> String {
    let mut text = String::from("rocprofiler-sdk:\n  counters-schema-version: 1\n  counters:\n");
    let metric = |name: String, expression: String| {
        format!(
            "  - name: {name}\n    description: x\n    properties: []\n    definitions:\n    - architectures: [gfx1201]\n      expression: {expression}\n"
        )
    };
    text.push_str(&metric("F0".into(), "GRBM_COUNT+GRBM_GUI_ACTIVE".into()));
    for i in 1..=levels {
        text.push_str(&metric(format!("F{i}"), vec![format!("F{}", i - 1); 10].join("+")));
    }
    text
}

/// Break test 5, A1: a 2 KB definitions file of 15 levels, each metric
/// naming the one below ten times, hung `metric --rocprofv3` (4 s at 6
/// levels, x10 a level): what the sums determine was checked through every
/// one of F0's 10^15 uses. Each metric is checked once now.
#[test]
fn metrics_naming_each_other_ten_times_a_level_are_computed_at_once() {
    let dir = temp_dir("rocprofv3-fan");
    let defs = dir.join("fan15.yaml");
    std::fs::write(&defs, fan_definitions(15)).unwrap();
    let ex = examples();
    let r = rig_counter(&[
        "metric",
        "r9700",
        "--rocprofv3",
        ex.to_str().unwrap(),
        "F15",
        "--definitions",
        defs.to_str().unwrap(),
        "--format",
        "csv",
    ]);
    // 10^15 times GRBM_COUNT + GRBM_GUI_ACTIVE of each dispatch.
    assert_eq!(
        (r.status, r.stdout.as_str()),
        (
            0,
            "Dispatch_Id,Kernel_Name,Agent_Id,F15\n\
             1,\"void add_kernel<float>(float*, float const*, float const*, int)\",Agent 1,3500000000000000000\n\
             2,\"scale_kernel(float*, float, int)\",Agent 1,5000000000000000000\n\
             3,\"reduce_kernel(int*, int const*, int)\",Agent 1,1900000000000000000\n\
             4,\"void add_kernel<float>(float*, float const*, float const*, int)\",Agent 1,3000000000000000000\n\
             5,\"reduce_kernel(int*, int const*, int)\",Agent 1,900000000000000000\n\
             6,\"reduce_kernel(int*, int const*, int)\",Agent 1,1000000000000000000\n"
        ),
        "{}",
        r.stderr
    );
    assert_eq!(
        r.stderr,
        format!(
            "{}\nwarning: F15: on 6 dispatch(es), computed through values of 2^53 (9007199254740992) or more in 64-bit \
             floats (f64), which past 2^53 do not hold every whole number: its last digits may be rounded\n",
            UNEVEN.lines().next().unwrap()
        )
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// GL2C_HIT's 32 instances on a Radeon AI PRO R9700 (gfx1201): two of 2^52
/// and thirty (or thirty-one, in the last place) of 1.
const HALVES_AND_ONES: [f64; 32] = {
    let mut v = [1.0; 32];
    v[0] = 4503599627370496.0;
    v[1] = 4503599627370496.0;
    v
};

/// [`instanced_json`] and [`instanced_rocpd`] of `dispatches` on a gfx1201
/// agent, in `dir` as `NAME.json` and `NAME.db`.
fn instanced_gfx1201(dir: &Path, name: &str, dispatches: &[Instanced]) -> (PathBuf, PathBuf) {
    let (json, db) = (dir.join(format!("{name}.json")), dir.join(format!("{name}.db")));
    instanced_json(&json, dispatches);
    let text = std::fs::read_to_string(&json).unwrap().replace("\"gfx942\"", "\"gfx1201\"");
    std::fs::write(&json, text).unwrap();
    instanced_rocpd(&db, dispatches);
    rusqlite::Connection::open(&db)
        .unwrap()
        .execute_batch(
            "UPDATE rocpd_info_agent_0198a1b2_c3d4_7e5f_8a9b_0c1d2e3f4a5b SET name = 'gfx1201', model_name = \
             'gfx1201', product_name = 'AMD Radeon AI PRO R9700' WHERE type = 'GPU'",
        )
        .unwrap();
    (json, db)
}

/// Break test 5, A2: the JSON reader summed a counter's instances as a
/// running f64, which past 2^53 drops each 1 added: 2^52 + 2^52 + 30 ones
/// gave 9007199254740992 (2^53) without a word, where rocpd's total gave
/// 9007199254741022. It sums them exactly now, and a mean of them computed
/// from the file's values (`reduce(X,avr)`) is said to be computed through
/// their sum.
#[test]
fn a_json_sum_of_instances_past_2_53_is_exact_and_a_mean_of_it_said() {
    let dir = temp_dir("rocprofv3-json-sum");
    let (json, db) = instanced_gfx1201(&dir, "r_results", &[(1, &[("GL2C_HIT", &HALVES_AND_ONES)])]);
    let mean = "warning: M: on 1 dispatch(es), computed through values of 2^53 (9007199254740992) or more in 64-bit \
                floats (f64), which past 2^53 do not hold every whole number: its last digits may be rounded\n";
    let over = "warning: GL2C_HIT is over DIMENSION_INSTANCE: its value is their sum, as rocprofv3 writes it\n";
    for path in [&json, &db] {
        let p = path.to_str().unwrap();
        let r = rig_counter(&[
            "metric",
            "r9700",
            "--rocprofv3",
            p,
            "GL2C_HIT",
            "--expr",
            "M=reduce(GL2C_HIT,avr)",
            "--format",
            "csv",
        ]);
        // 2^53 + 30, and its 32nd: 281474976710656.9375.
        assert_eq!(
            (r.status, r.stdout.as_str()),
            (0, "Dispatch_Id,Kernel_Name,Agent_Id,GL2C_HIT,M\n1,k,Agent 1,9007199254741022,281474976710656.94\n"),
            "{p}: {}",
            r.stderr
        );
        // rocpd's values are REALs, its sum SQLite's total: one too.
        let real = format!(
            "warning: {p}: GL2C_HIT is 2^53 (9007199254740992) or more on 1 dispatch(es), as a 64-bit float (an f64) \
             the file gives it, which past 2^53 does not hold every whole number: it may not be the exact number (the \
             count the GPU had, or the value rocprofv3 computed) (dispatch 1's 9007199254741022)\n"
        );
        let read = if path == &db { real.as_str() } else { "" };
        assert_eq!(r.stderr, format!("{read}{over}{mean}"), "{p}");
    }
    // One of the ones a 2: 2^53 + 31 is no f64, and the JSON's sum is said
    // as its nearest (a tie, to the even 2^53 + 32).
    const ODD: [f64; 32] = {
        let mut v = HALVES_AND_ONES;
        v[31] = 2.0;
        v
    };
    let (json, _) = instanced_gfx1201(&dir, "odd", &[(1, &[("GL2C_HIT", &ODD)])]);
    let p = json.to_str().unwrap();
    let r = rig_counter(&["metric", "r9700", "--rocprofv3", p, "GL2C_HIT", "--format", "csv"]);
    assert_eq!(
        (r.status, r.stdout.as_str(), r.stderr),
        (
            0,
            "Dispatch_Id,Kernel_Name,Agent_Id,GL2C_HIT\n1,k,Agent 1,9007199254741024\n",
            format!(
                "warning: {p}: GL2C_HIT is past 2^53 (9007199254740992) on 1 dispatch(es), past which a 64-bit float \
                 (an f64) does not hold every whole number: it is computed with the nearest it holds (dispatch 1's \
                 9007199254741023 as 9007199254741024)\n{over}"
            )
        )
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// The agents of rocprofv3's JSON output at `path` with `fields` added to
/// each GPU's (its `num_xcc`, `cu_count`).
fn json_agent_fields(path: &Path, fields: &serde_json::Value) {
    let mut doc: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    for agent in doc["rocprofiler-sdk-tool"][0]["agents"].as_array_mut().unwrap() {
        if agent["type"] == 2 {
            agent.as_object_mut().unwrap().extend(fields.as_object().unwrap().clone());
        }
    }
    std::fs::write(path, serde_json::to_string_pretty(&doc).unwrap()).unwrap();
}

/// Break test 5, A3: an MI300X in CPX mode is 8 agents of 1 XCC and 38 CUs
/// each, and rocprofv3's files say so (agent_info.csv's Num_Xcc and
/// Cu_Count, the JSON's agents' and rocpd's extdata's num_xcc and
/// cu_count). rig-counter took the MI300X's 8 XCCs: GPU_UTIL was refused
/// for want of each XCC's value, a JSON's one GRBM value per dispatch as
/// "of another GPU", and GRBM_COUNT/CU_NUM was 8 times too small. Where
/// the files give XCCs and CUs, the partition is computed with them; where
/// they give the XCCs alone, it is refused saying what they hold.
#[test]
fn a_partition_the_files_give_is_computed_with_its_xccs_and_cus() {
    let dir = temp_dir("rocprofv3-partition");
    let taken = "warning: the files' agents are gfx942, taken as the Instinct MI300X (mi300x); name the GPU if it is \
                 another gfx942 (mi300a, mi325x): their geometry and constants differ\n";
    let partition = |fields: &str| {
        format!(
            "warning: the files' \"Agent 1\" has 1 XCC and 38 CUs ({fields}), the Instinct MI300X 8 and 304: computed \
             as a partition of it, with the agent's XCCs and CUs (its counters' instances, CU_NUM)\n"
        )
    };
    let refusal = |path: &Path, fields: &str| {
        format!(
            "{}: the files' \"Agent 1\" has 1 XCC ({fields}), the Instinct MI300X 8: a partition? name the GPU by \
             its KFD node (kfd:N; --topology DIR reads a copy of the topology), whose properties give the \
             partition's geometry",
            path.display()
        )
    };
    // GPU_UTIL = 100*500/1000; GRBM_COUNT/CU_NUM = 1000/38, not 1000/304.
    let computed = "Dispatch_Id,Kernel_Name,Agent_Id,GPU_UTIL,W\n1,k,Agent 1,50,26.31578947368421\n";
    let metric = |path: &Path| {
        rig_counter(&[
            "metric",
            "--rocprofv3",
            path.to_str().unwrap(),
            "GPU_UTIL",
            "--expr",
            "W=GRBM_COUNT/CU_NUM",
            "--format",
            "csv",
        ])
    };
    let rows = ["1,Agent 1,1,k,GRBM_COUNT,1000", "1,Agent 1,1,k,GRBM_GUI_ACTIVE,500"];
    // The CSV: Num_Xcc and Cu_Count, then Num_Xcc alone.
    let csv = small_csv(&dir.join("csv"), "1", &rows, None);
    let agents = dir.join("csv/1_agent_info.csv");
    std::fs::write(
        &agents,
        "Node_Id,Logical_Node_Id,Agent_Type,Name,Num_Xcc,Cu_Count\n0,0,CPU,cpu,0,0\n1,1,GPU,gfx942,1,38\n",
    )
    .unwrap();
    let r = metric(&dir.join("csv"));
    assert_eq!(
        (r.status, r.stdout.as_str(), r.stderr),
        (0, computed, format!("{taken}{}", partition("Num_Xcc and Cu_Count in agent_info.csv")))
    );
    std::fs::write(&agents, "Node_Id,Logical_Node_Id,Agent_Type,Name,Num_Xcc\n0,0,CPU,cpu,0\n1,1,GPU,gfx942,1\n")
        .unwrap();
    assert_eq!(
        refused(&["metric", "--rocprofv3", csv.to_str().unwrap(), "GPU_UTIL"]),
        refusal(&csv, "Num_Xcc in agent_info.csv")
    );
    // The JSON output and the rocpd database: one GRBM value per dispatch.
    let one: &[Instanced] = &[(1, &[("GRBM_COUNT", &[1000.0]), ("GRBM_GUI_ACTIVE", &[500.0])])];
    let (json, db) = (dir.join("cpx.json"), dir.join("cpx.db"));
    instanced_json(&json, one);
    instanced_rocpd(&db, one);
    json_agent_fields(&json, &serde_json::json!({"num_xcc": 1, "cu_count": 38}));
    rusqlite::Connection::open(&db)
        .unwrap()
        .execute_batch(
            "UPDATE rocpd_info_agent_0198a1b2_c3d4_7e5f_8a9b_0c1d2e3f4a5b SET extdata = \
             '{\"num_xcc\":1,\"cu_count\":38,\"simd_per_cu\":4}' WHERE type = 'GPU'",
        )
        .unwrap();
    for (path, fields) in [
        (&json, "num_xcc and cu_count of the JSON output's agents"),
        (&db, "num_xcc and cu_count in rocpd_info_agent's extdata"),
    ] {
        let r = metric(path);
        assert_eq!((r.status, r.stdout.as_str(), r.stderr), (0, computed, format!("{taken}{}", partition(fields))));
    }
    // timeline --metric, on the database's dispatches.
    let r = rig_counter(&["timeline", db.to_str().unwrap(), "--metric", "GPU_UTIL", "--metric", "GRBM_COUNT/CU_NUM"]);
    let rocpd = "num_xcc and cu_count in rocpd_info_agent's extdata";
    assert_eq!((r.status, r.stderr), (0, partition(rocpd)));
    assert!(
        r.stdout.contains(
            "\"args\":{\"GPU_UTIL\":50.0,\"GRBM_COUNT\":1000.0,\"GRBM_COUNT/CU_NUM\":26.31578947368421,\
             \"GRBM_GUI_ACTIVE\":500.0,\"cu_count\":\"38\",\"dispatch_id\":\"1\",\"kernel\":\"k\",\"num_xcc\":\"1\",\
             \"processor\":\"gfx942\"}"
        ),
        "{}",
        r.stdout
    );
    // The XCCs alone: refused, as the CSV's.
    instanced_json(&json, one);
    json_agent_fields(&json, &serde_json::json!({"num_xcc": 1, "cu_count": 0}));
    assert_eq!(
        refused(&["metric", "mi300x", "--rocprofv3", json.to_str().unwrap(), "GPU_UTIL"]),
        refusal(&json, "num_xcc of the JSON output's agents")
    );
    // The whole GPU's agent, as rocprofv3 describes it: 8 XCCs and 304 CUs.
    instanced_json(&json, DISPATCHES);
    json_agent_fields(&json, &serde_json::json!({"num_xcc": 8, "cu_count": 304}));
    let r = rig_counter(&["metric", "mi300x", "GPU_UTIL", "--rocprofv3", json.to_str().unwrap(), "--format", "csv"]);
    assert_eq!(
        (r.status, r.stdout.as_str(), r.stderr.as_str()),
        (0, "Dispatch_Id,Kernel_Name,Agent_Id,GPU_UTIL\n1,k,Agent 1,80\n2,k,Agent 1,50\n", "")
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// Break test 5, A4: 3,000 kernels each dispatched twice in pass 1 and once
/// in pass 2 gave a warning per kernel, 3,000 lines. The first 100 are
/// said, and a line counts the rest.
#[test]
fn kernels_the_passes_saw_unequally_often_are_said_a_page_at_most() {
    let dir = temp_dir("rocprofv3-uneven");
    let (mut one, mut two) = (Vec::new(), Vec::new());
    for k in 0..3000 {
        one.push(format!("{},Agent 1,1,k{k},GRBM_COUNT,1000", 2 * k + 1));
        one.push(format!("{},Agent 1,1,k{k},GRBM_COUNT,1000", 2 * k + 2));
        two.push(format!("{},Agent 1,2,k{k},GRBM_GUI_ACTIVE,500", k + 1));
    }
    let (one, two): (Vec<&str>, Vec<&str>) =
        (one.iter().map(String::as_str).collect(), two.iter().map(String::as_str).collect());
    small_csv(&dir.join("pass_1"), "1", &one, Some(&["1,1,GPU,gfx1201"]));
    small_csv(&dir.join("pass_2"), "2", &two, Some(&["1,1,GPU,gfx1201"]));
    let r = rig_counter(&["metric", "r9700", "GRBM_COUNT", "--rocprofv3", dir.to_str().unwrap(), "--format", "csv"]);
    assert_eq!(r.status, 0, "{}", r.stderr);
    // In order of the kernels' names: k0, k1, k10, k100, k1000, ...
    let lines: Vec<&str> = r.stderr.lines().collect();
    assert_eq!(lines.len(), 101, "{}", r.stderr);
    assert_eq!(
        (lines[0], lines[99], lines[100]),
        (
            "warning: k0 on \"Agent 1\": pass 1 saw 2, pass 2 saw 1 dispatches; those past the 1st lack the counters \
             of pass 2",
            "warning: k1087 on \"Agent 1\": pass 1 saw 2, pass 2 saw 1 dispatches; those past the 1st lack the \
             counters of pass 2",
            "warning: 2900 more kernel(s) the passes saw unequally often, like those above"
        )
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// Break test 5, A5: `--format csv` wrote a kernel's tab as `\t` and its
/// escape character as `\u{1b}`, while it wrote a line feed raw (quoted):
/// Kernel_Name no longer matched rocprofv3's CSV. CSV and JSON are for
/// programs: the name as it is (CSV quoted as RFC 4180 quotes); the table,
/// for a terminal, escapes it.
#[test]
fn csv_and_json_write_a_kernels_name_as_it_is() {
    let dir = temp_dir("rocprofv3-raw-names");
    let kernel = "k<\t>\u{1b}[31m";
    let rows =
        [format!("1,Agent 1,1,{kernel},GRBM_COUNT,1000"), "2,Agent 1,1,\"a \"\"b\"\"\nc\",GRBM_COUNT,5".to_owned()];
    let rows: Vec<&str> = rows.iter().map(String::as_str).collect();
    let csv = small_csv(&dir, "1", &rows, Some(&["1,1,GPU,gfx1201"]));
    let run = |format: &str| {
        let r =
            rig_counter(&["metric", "r9700", "GRBM_COUNT", "--rocprofv3", csv.to_str().unwrap(), "--format", format]);
        assert_eq!((r.status, r.stderr.as_str()), (0, ""), "{format}");
        r.stdout
    };
    assert_eq!(
        run("csv"),
        "Dispatch_Id,Kernel_Name,Agent_Id,GRBM_COUNT\n1,k<\t>\u{1b}[31m,Agent 1,1000\n2,\"a \"\"b\"\"\nc\",Agent 1,5\n"
    );
    let json: serde_json::Value = serde_json::from_str(&run("json")).unwrap();
    assert_eq!(
        (json["rows"][0]["kernel"].as_str(), json["rows"][1]["kernel"].as_str()),
        (Some(kernel), Some("a \"b\"\nc"))
    );
    let table = run("table");
    assert!(table.contains("k<\\t>\\u{1b}[31m") && !table.contains('\u{1b}'), "{table}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Break test 5, A6: a Counter_Value of 1e-300 was refused with the value
/// written out in 300 zeros (and -1e300 in 300 digits): it is said in
/// short; timeline's warning of dispatches that end before they start named
/// none, and its warning of a metric computed past 2^53 said "some" of the
/// dispatches: the first is named, and how many.
#[test]
fn values_and_dispatches_are_named_in_short_in_warnings() {
    let dir = temp_dir("rocprofv3-named");
    for (value, why) in [
        ("1e-300", "is 1e-300: a hardware counter counts whole events"),
        ("-1e300", "is -1e300: a hardware counter counts up from 0"),
        ("-0.5", "is -0.5: a hardware counter counts up from 0"),
    ] {
        let row = format!("1,Agent 1,1,k,GRBM_COUNT,{value}");
        let csv = small_csv(&dir.join(value), "1", &[&row], Some(&["1,1,GPU,gfx1201"]));
        assert_eq!(
            refused(&["metric", "r9700", "GRBM_COUNT", "--rocprofv3", csv.to_str().unwrap()]),
            format!("{}: dispatch 1's GRBM_COUNT {why}", csv.display())
        );
    }
    // Dispatch 2 of 3 ends 100 ns before it starts; GRBM_COUNT*2^52 is past
    // 2^53 on dispatches 1 and 3.
    let db = dir.join("r.db");
    let counts: &[Instanced] =
        &[(1, &[("GRBM_COUNT", &[4.0; 8])]), (2, &[("GRBM_COUNT", &[4.0; 8])]), (3, &[("GRBM_COUNT", &[1.0; 8])])];
    instanced_rocpd(&db, counts);
    rusqlite::Connection::open(&db)
        .unwrap()
        .execute_batch(
            "UPDATE rocpd_kernel_dispatch_0198a1b2_c3d4_7e5f_8a9b_0c1d2e3f4a5b SET end = start - 100 WHERE \
             dispatch_id = 2",
        )
        .unwrap();
    let r = rig_counter(&["timeline", db.to_str().unwrap(), "--metric", "GRBM_COUNT*4503599627370496"]);
    assert_eq!(
        (r.status, r.stderr),
        (
            0,
            format!(
                "warning: {}: 1 dispatch(es) end before they start: left out (the first: dispatch 2 of k, 100 ns \
                 before)\nwarning: GRBM_COUNT*4503599627370496: on 2 of gfx942's dispatches (the first: dispatch \
                 1), computed through values of 2^53 (9007199254740992) or more in 64-bit floats (f64), which past \
                 2^53 do not hold every whole number: its last digits may be rounded\n",
                db.display()
            )
        )
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// The new user's check of issue 40: a counter no pass holds, asked in a
/// reduction over its instances, was refused as if its instances were
/// missing ("needs each value over DIMENSION_INSTANCE, and the files read
/// hold no value of GL2C_HIT"), where `reduce(GL2C_HIT,sum)` said to plan it.
#[test]
fn a_counter_no_pass_holds_is_said_so_whatever_reduces_it() {
    let db = concat!(env!("CARGO_MANIFEST_DIR"), "/../docs/examples/rocprofv3-rocpd/pass_1/node0/1001_results.db");
    for op in ["sum", "max", "min", "avr"] {
        let expr = format!("reduce(GL2C_HIT,{op})");
        assert_eq!(
            refused(&["metric", "r9700", "--expr", &expr, "--rocprofv3", db]),
            format!(
                "{expr}: no pass holds GL2C_HIT: plan it (rig-counter plan r9700 '{expr}' --format rocprofv3-yaml) and \
                 run rocprofv3 with that file"
            ),
            "{op}"
        );
    }
}

/// Break test 6 of issue 40: agent_info.csv listing one node twice (with
/// other Num_Xcc) was read at its first row, the second unsaid.
#[test]
fn an_agent_listed_twice_in_agent_info_is_refused_naming_both_lines() {
    let dir = temp_dir("rocprofv3-agent-twice");
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../docs/examples/rocprofv3/pass_1/node0");
    let node = dir.join("node0");
    std::fs::create_dir_all(&node).unwrap();
    std::fs::copy(format!("{root}/1001_counter_collection.csv"), node.join("1001_counter_collection.csv")).unwrap();
    let text = std::fs::read_to_string(format!("{root}/1001_agent_info.csv")).unwrap();
    let gpu_row = text.lines().nth(2).unwrap();
    let info = node.join("1001_agent_info.csv");
    std::fs::write(&info, format!("{text}{gpu_row}\n")).unwrap();
    assert_eq!(
        refused(&["metric", "r9700", "GRBM_COUNT", "--rocprofv3", node.to_str().unwrap()]),
        format!("{}: line 4: Node_Id 1 is listed again (first on line 3)", info.display())
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// Break tests 8, 9 and 10 of issue 40: a CSV Counter_Value past any float
/// (1e400) is said so; NaN and inf are no number (NaN was said "past");
/// one below any float but 0 (1e-400) is no whole number.
#[test]
fn a_csv_value_past_any_float_and_one_of_no_number_are_told_apart() {
    let dir = temp_dir("rocprofv3-csv-past-float");
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../docs/examples/rocprofv3/pass_1/node0");
    let node = dir.join("node0");
    std::fs::create_dir_all(&node).unwrap();
    std::fs::copy(format!("{root}/1001_agent_info.csv"), node.join("1001_agent_info.csv")).unwrap();
    let text = std::fs::read_to_string(format!("{root}/1001_counter_collection.csv")).unwrap();
    let csv = node.join("1001_counter_collection.csv");
    // Break test 10: 1e-400, below any float but 0, read as 0 without a word.
    let tiny = "is no whole number (it lies below any 64-bit float but 0): a hardware counter counts whole events";
    // Break test 11: -1e-400 lies below 0.
    let below = "is below 0 (above every negative 64-bit float): a hardware counter counts up from 0";
    let cases = [
        ("1e-400", tiny),
        ("-1e-400", below),
        ("1e400", "is past any 64-bit float"),
        ("nan", "is no number"),
        ("-inf", "is no number"),
    ];
    for (v, said) in cases {
        std::fs::write(&csv, text.replacen("\"GRBM_COUNT\",2000.000000", &format!("\"GRBM_COUNT\",{v}"), 1)).unwrap();
        let msg = refused(&["metric", "r9700", "GRBM_COUNT", "--rocprofv3", csv.to_str().unwrap()]);
        assert!(msg.ends_with(&format!("Counter_Value {v} {said}")), "{v}: {msg}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}
