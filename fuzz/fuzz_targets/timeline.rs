//! The timeline's readers on any bytes: trace text lines, tracepoint
//! formats and the records they read, whole trace-cmd `.dat` files (and
//! any bytes after a version 7 header, compressed or not) and i915-perf
//! recordings (with the OA counters of a Tiger Lake RenderBasic set, its
//! topology and reports from the bytes), OA equations and topologies: never
//! panic, never loop.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rig_counter_timeline::{format, text};

/// The file at `path` through the command's reader, a marker's run counted
/// as the command counts it.
fn read(path: &std::path::Path) {
    let _ = rig_counter_timeline::read(
        &[path.to_path_buf()],
        |m| rig_counter_std::marked::counted(m, None),
        |_| {},
        |_, _, _, _| {},
        |_, _| {},
    );
}

fuzz_target!(|data: &[u8]| {
    let s = String::from_utf8_lossy(data);
    for line in s.lines() {
        let _ = text::parse_line(line, |_| true);
    }
    if let Ok(f) = format::parse(&s) {
        let _ = f.values(data, false);
        let _ = f.values(data, true);
    }
    // Whole files, through the command's reader (a .dat or .i915-dat when
    // the bytes begin as one, else text).
    let path = std::env::temp_dir().join(format!("rig-counter-fuzz-timeline-{}", std::process::id()));
    if std::fs::write(&path, data).is_ok() {
        read(&path);
    }
    // The bytes after a version 7 header (little-endian, 4 KiB pages, zstd
    // or zlib by the first byte): options, sections and compressed chunks
    // at the offsets the bytes give.
    if let Some((&pick, rest)) = data.split_first() {
        let mut file = b"\x17\x08Dtracing7\0\0\x08\x00\x10\x00\x00".to_vec();
        file.extend_from_slice(if pick & 1 == 0 { b"zstd\01.5.4\0" } else { b"zlib\01.2.13\0" });
        file.extend_from_slice(rest);
        if std::fs::write(&path, &file).is_ok() {
            read(&path);
        }
    }
    // OA: the bytes as an equation over a device whose topology they are.
    use rig_counter_timeline::oa::{device, platform, rpn};
    let tgl = platform("tglgt2").expect("tglgt2");
    let topology = device::Topology::parse(data).unwrap_or_else(|_| {
        let full = [0u8, 0, 1, 0, 6, 0, 16, 0, 1, 0, 1, 0, 2, 0, 2, 0, 1, 0x3f, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff];
        device::Topology::parse(&full).expect("a whole topology")
    });
    let dev = device::Device::new(tgl, 0x9a49, 0, 12_000_000, (0, 0), topology);
    let acc: [u64; 64] = std::array::from_fn(|i| data.get(i).map_or(0, |&b| u64::from(b) << (i % 40)));
    let set = tgl.set("RenderBasic").expect("RenderBasic");
    let _ = rpn::evaluate(&s, &rpn::Inputs { device: &dev, set, accumulator: &acc });
    // A Tiger Lake RenderBasic recording: the first byte says how many of
    // the rest are its topology record; the others are records.
    if let Some((&n, rest)) = data.split_first() {
        let (topo, records) = rest.split_at(usize::from(n).min(rest.len()));
        let record = |kind: u32, payload: &[u8]| {
            let mut r = kind.to_le_bytes().to_vec();
            r.extend(0u16.to_le_bytes());
            r.extend(((8 + payload.len()) as u16).to_le_bytes());
            r.extend_from_slice(payload);
            r
        };
        let mut info = 12_000_000u64.to_le_bytes().to_vec();
        info.extend([0x9a49u32, 0, 0, 0, 0, 0, 0].iter().flat_map(|d| d.to_le_bytes()));
        let mut name = b"RenderBasic".to_vec();
        name.resize(256, 0);
        let mut uuid = set.uuid().as_bytes().to_vec();
        uuid.resize(40, 0);
        info.extend(name);
        info.extend(uuid);
        info.extend([0; 4]);
        let mut file = record(1 << 16, &[1, 0, 0, 0, 0, 0, 0, 0]);
        file.extend(record((1 << 16) + 1, &info));
        file.extend(record((1 << 16) + 2, topo));
        file.extend(record((1 << 16) + 3, &[0; 16]));
        file.extend_from_slice(records);
        if std::fs::write(&path, &file).is_ok() {
            read(&path);
        }
    }
    let _ = std::fs::remove_file(&path);
});
