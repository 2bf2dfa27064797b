//! A Perfetto protobuf trace of a timeline: TrackEvent slices and counter
//! tracks, with the few messages of Perfetto's trace schema it needs written
//! by hand for `prost` (field numbers from google/perfetto
//! `protos/perfetto/trace/trace.proto`, `trace_packet.proto`,
//! `track_event/track_event.proto`, `track_descriptor.proto`,
//! `process_descriptor.proto`, `counter_descriptor.proto` and
//! `debug_annotation.proto`).
//!
//! Each GPU is a process track, each ring's phase a child track (`gfx hw`,
//! `gfx user`), split into lanes where its spans overlap (an ioctl queued
//! while the previous job's waits), since slices of one track must nest;
//! each span is a TYPE_SLICE_BEGIN and TYPE_SLICE_END pair with its
//! arguments as debug annotations; each counter is a counter track.

use super::Span;
use prost::Message;
use std::collections::BTreeMap;

/// `perfetto.protos.Trace`.
#[derive(Clone, PartialEq, Message)]
pub struct Trace {
    /// `repeated TracePacket packet = 1`.
    #[prost(message, repeated, tag = "1")]
    pub packet: Vec<TracePacket>,
}

/// `perfetto.protos.TracePacket`, the fields used.
#[derive(Clone, PartialEq, Message)]
pub struct TracePacket {
    /// `optional uint64 timestamp = 8` (nanoseconds).
    #[prost(uint64, optional, tag = "8")]
    pub timestamp: Option<u64>,
    /// `uint32 trusted_packet_sequence_id = 10`.
    #[prost(uint32, optional, tag = "10")]
    pub trusted_packet_sequence_id: Option<u32>,
    /// `TrackEvent track_event = 11`.
    #[prost(message, optional, tag = "11")]
    pub track_event: Option<TrackEvent>,
    /// `TrackDescriptor track_descriptor = 60`.
    #[prost(message, optional, tag = "60")]
    pub track_descriptor: Option<TrackDescriptor>,
}

/// `perfetto.protos.TrackDescriptor`, the fields used.
#[derive(Clone, PartialEq, Message)]
pub struct TrackDescriptor {
    /// `optional uint64 uuid = 1`.
    #[prost(uint64, optional, tag = "1")]
    pub uuid: Option<u64>,
    /// `optional string name = 2`.
    #[prost(string, optional, tag = "2")]
    pub name: Option<String>,
    /// `optional ProcessDescriptor process = 3`.
    #[prost(message, optional, tag = "3")]
    pub process: Option<ProcessDescriptor>,
    /// `optional uint64 parent_uuid = 5`.
    #[prost(uint64, optional, tag = "5")]
    pub parent_uuid: Option<u64>,
    /// `optional CounterDescriptor counter = 8`.
    #[prost(message, optional, tag = "8")]
    pub counter: Option<CounterDescriptor>,
}

/// `perfetto.protos.ProcessDescriptor`, the fields used.
#[derive(Clone, PartialEq, Message)]
pub struct ProcessDescriptor {
    /// `optional int32 pid = 1`.
    #[prost(int32, optional, tag = "1")]
    pub pid: Option<i32>,
    /// `optional string process_name = 6`.
    #[prost(string, optional, tag = "6")]
    pub process_name: Option<String>,
}

/// `perfetto.protos.CounterDescriptor`: present, it makes a counter track.
#[derive(Clone, PartialEq, Message)]
pub struct CounterDescriptor {}

/// `perfetto.protos.TrackEvent`, the fields used.
#[derive(Clone, PartialEq, Message)]
pub struct TrackEvent {
    /// `repeated DebugAnnotation debug_annotations = 4`.
    #[prost(message, repeated, tag = "4")]
    pub debug_annotations: Vec<DebugAnnotation>,
    /// `optional Type type = 9`: 1 slice begin, 2 slice end, 4 counter.
    #[prost(int32, optional, tag = "9")]
    pub r#type: Option<i32>,
    /// `optional uint64 track_uuid = 11`.
    #[prost(uint64, optional, tag = "11")]
    pub track_uuid: Option<u64>,
    /// `repeated string categories = 22`.
    #[prost(string, repeated, tag = "22")]
    pub categories: Vec<String>,
    /// `string name = 23`.
    #[prost(string, optional, tag = "23")]
    pub name: Option<String>,
    /// `double double_counter_value = 44`.
    #[prost(double, optional, tag = "44")]
    pub double_counter_value: Option<f64>,
}

/// `perfetto.protos.DebugAnnotation`, the fields used.
#[derive(Clone, PartialEq, Message)]
pub struct DebugAnnotation {
    /// `double double_value = 5`.
    #[prost(double, optional, tag = "5")]
    pub double_value: Option<f64>,
    /// `string string_value = 6`.
    #[prost(string, optional, tag = "6")]
    pub string_value: Option<String>,
    /// `string name = 10`.
    #[prost(string, optional, tag = "10")]
    pub name: Option<String>,
}

/// TrackEvent types (`TrackEvent.Type`).
pub const SLICE_BEGIN: i32 = 1;
/// See [`SLICE_BEGIN`].
pub const SLICE_END: i32 = 2;
/// See [`SLICE_BEGIN`].
pub const COUNTER: i32 = 4;

/// A lane of a ring's phase: its last slice's end, whether that slice had
/// zero length, its track's uuid.
type Lane = (u64, bool, u64);

/// The sequence every packet is written on.
const SEQUENCE: u32 = 1;

/// Gathers spans and counter values, then encodes them.
#[derive(Default)]
pub struct PerfettoWriter {
    spans: Vec<Span>,
    counters: Vec<(String, String, u64, f64)>,
}

impl PerfettoWriter {
    /// Adds a span.
    pub fn span(&mut self, s: &Span) {
        // One counter track per ring: jobs of two rings may overlap.
        for (name, value) in &s.counters {
            let name = format!("{} {name}", s.ring);
            self.counters.push((s.gpu.clone(), name.clone(), s.start, *value));
            self.counters.push((s.gpu.clone(), name, s.start + s.duration, 0.0));
        }
        self.spans.push(s.clone());
    }

    /// Adds a counter's value from `ts` on.
    pub fn counter(&mut self, gpu: &str, name: &str, ts: u64, value: f64) {
        self.counters.push((gpu.to_owned(), name.to_owned(), ts, value));
    }

    /// The trace, encoded.
    pub fn finish(mut self) -> Vec<u8> {
        let mut uuids = 0u64;
        let mut next = || {
            uuids += 1;
            uuids
        };
        let mut packets = Vec::new();
        let descriptor = |d: TrackDescriptor| TracePacket {
            trusted_packet_sequence_id: Some(SEQUENCE),
            track_descriptor: Some(d),
            ..TracePacket::default()
        };
        // Process tracks, then lanes and counters under them.
        let mut processes: BTreeMap<String, u64> = BTreeMap::new();
        let mut process = |gpu: &str, packets: &mut Vec<TracePacket>, next: &mut dyn FnMut() -> u64| -> u64 {
            if let Some(u) = processes.get(gpu) {
                return *u;
            }
            let uuid = next();
            let pid = processes.len() as i32 + 1;
            processes.insert(gpu.to_owned(), uuid);
            packets.push(descriptor(TrackDescriptor {
                uuid: Some(uuid),
                name: Some(gpu.to_owned()),
                process: Some(ProcessDescriptor { pid: Some(pid), process_name: Some(gpu.to_owned()) }),
                ..TrackDescriptor::default()
            }));
            uuid
        };
        self.spans.sort_by_key(|s| (s.start, s.duration));
        // Lanes per (gpu, ring, phase): each the last end it holds.
        let mut lanes: BTreeMap<(String, String, &'static str), Vec<Lane>> = BTreeMap::new();
        // (ts, class, TrackEvent): at one timestamp, ends of slices of some
        // length first (class 0), then begins, zero-length ends and counters
        // (class 1) in the order written, so each zero-length slice ends
        // right after it begins.
        let mut events: Vec<(u64, u8, TrackEvent)> = Vec::new();
        for s in &self.spans {
            let parent = process(&s.gpu, &mut packets, &mut next);
            let row = lanes.entry((s.gpu.clone(), s.ring.clone(), s.phase)).or_default();
            // A lane is free once its last slice ended; one that ended with
            // zero length at this very start is not (its end sorts after
            // this begin).
            let lane = match row.iter().position(|(end, zero, _)| *end < s.start || (*end == s.start && !*zero)) {
                Some(i) => i,
                None => {
                    let uuid = next();
                    let name = if row.is_empty() {
                        format!("{} {}", s.ring, s.phase)
                    } else {
                        format!("{} {} ({})", s.ring, s.phase, row.len() + 1)
                    };
                    packets.push(descriptor(TrackDescriptor {
                        uuid: Some(uuid),
                        name: Some(name),
                        parent_uuid: Some(parent),
                        ..TrackDescriptor::default()
                    }));
                    row.push((0, false, uuid));
                    row.len() - 1
                }
            };
            row[lane].0 = s.start + s.duration;
            row[lane].1 = s.duration == 0;
            let track = row[lane].2;
            let mut notes: Vec<DebugAnnotation> = s
                .args
                .iter()
                .map(|(k, v)| DebugAnnotation {
                    name: Some((*k).to_owned()),
                    string_value: Some(v.clone()),
                    double_value: None,
                })
                .collect();
            notes.extend(s.counters.iter().map(|(k, v)| DebugAnnotation {
                name: Some(k.clone()),
                double_value: Some(*v),
                string_value: None,
            }));
            events.push((
                s.start,
                1,
                TrackEvent {
                    r#type: Some(SLICE_BEGIN),
                    track_uuid: Some(track),
                    name: Some(s.phase.to_owned()),
                    categories: vec![s.gpu.clone()],
                    debug_annotations: notes,
                    ..TrackEvent::default()
                },
            ));
            events.push((
                s.start + s.duration,
                u8::from(s.duration == 0),
                TrackEvent { r#type: Some(SLICE_END), track_uuid: Some(track), ..TrackEvent::default() },
            ));
        }
        let mut counter_tracks: BTreeMap<(String, String), u64> = BTreeMap::new();
        for (gpu, name, ts, value) in &self.counters {
            let parent = process(gpu, &mut packets, &mut next);
            let track = *counter_tracks.entry((gpu.clone(), name.clone())).or_insert_with(|| {
                let uuid = next();
                packets.push(descriptor(TrackDescriptor {
                    uuid: Some(uuid),
                    name: Some(name.clone()),
                    parent_uuid: Some(parent),
                    counter: Some(CounterDescriptor {}),
                    ..TrackDescriptor::default()
                }));
                uuid
            });
            events.push((
                *ts,
                1,
                TrackEvent {
                    r#type: Some(COUNTER),
                    track_uuid: Some(track),
                    double_counter_value: Some(*value),
                    ..TrackEvent::default()
                },
            ));
        }
        // In time order (a stable sort keeps the written order within a class).
        events.sort_by_key(|(ts, class, _)| (*ts, *class));
        packets.extend(events.into_iter().map(|(ts, _, e)| TracePacket {
            timestamp: Some(ts),
            trusted_packet_sequence_id: Some(SEQUENCE),
            track_event: Some(e),
            ..TracePacket::default()
        }));
        Trace { packet: packets }.encode_to_vec()
    }
}
