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

use super::lanes::Lanes;
use crate::job::{CounterValue, Span};
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
    /// `int64 counter_value = 30`.
    #[prost(int64, optional, tag = "30")]
    pub counter_value: Option<i64>,
    /// `double double_counter_value = 44`.
    #[prost(double, optional, tag = "44")]
    pub double_counter_value: Option<f64>,
}

/// `perfetto.protos.DebugAnnotation`, the fields used.
#[derive(Clone, PartialEq, Message)]
pub struct DebugAnnotation {
    /// `uint64 uint_value = 3`.
    #[prost(uint64, optional, tag = "3")]
    pub uint_value: Option<u64>,
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

/// The sequence every packet is written on.
const SEQUENCE: u32 = 1;

/// Writes a trace's packets as spans and values come: nothing is held but
/// the tracks (their uuids, each lane's latest end), so memory does not grow
/// with the trace.
///
/// Packets are in the order spans complete, not in time order: Perfetto's
/// trace processor sorts every packet by timestamp, packets of one timestamp
/// in the order they are in the file (google/perfetto
/// `src/trace_processor/sorter/trace_sorter.h`: events compare by
/// timestamp, then by where they were read). A span goes to the first lane
/// of its ring's phase whose every slice ended by its start
/// ([`super::lanes`]); those slices were all written before it, so at a
/// shared timestamp each ends before the next begins. Each track's
/// descriptor is written once, before its first event.
pub struct PerfettoWriter<W: std::io::Write> {
    out: W,
    /// The last uuid given.
    uuids: u64,
    /// Each GPU's process track.
    processes: BTreeMap<String, u64>,
    /// Per (gpu, ring, phase): its lanes and each lane's track.
    lanes: BTreeMap<(String, String, &'static str), (Lanes, Vec<u64>)>,
    /// Each (gpu, counter name)'s counter track.
    counter_tracks: BTreeMap<(String, String), u64>,
    /// Each counter track that was given a count past `i64::MAX`, with the
    /// first such count ([`PerfettoWriter::rounded`]).
    rounded: BTreeMap<(String, String), u64>,
    /// One packet's bytes, reused.
    buf: Vec<u8>,
}

impl<W: std::io::Write> PerfettoWriter<W> {
    /// A trace written to `out` (buffer it: packets are small writes).
    pub fn new(out: W) -> Self {
        PerfettoWriter {
            out,
            uuids: 0,
            processes: BTreeMap::new(),
            lanes: BTreeMap::new(),
            counter_tracks: BTreeMap::new(),
            rounded: BTreeMap::new(),
            buf: Vec::new(),
        }
    }

    /// The counter tracks (GPU, counter name) given a count past
    /// `i64::MAX` (9223372036854775807), which a track event's int64
    /// `counter_value` cannot hold and which the track shows as the nearest
    /// `double_counter_value`, where that float is not the count, each with
    /// its first such count: for the caller to say so (a slice's
    /// `uint_value` annotation keeps the count).
    pub fn rounded(&self) -> impl Iterator<Item = (&str, &str, u64)> + '_ {
        self.rounded.iter().map(|((g, n), v)| (g.as_str(), n.as_str(), *v))
    }

    /// Writes `packet` as one `Trace.packet` field (tag 1, length-delimited).
    fn packet(&mut self, packet: &TracePacket) -> std::io::Result<()> {
        self.buf.clear();
        self.buf.push(0x0a);
        packet.encode_length_delimited(&mut self.buf).map_err(std::io::Error::other)?;
        self.out.write_all(&self.buf)
    }

    /// A new track's uuid, its descriptor written.
    fn track(&mut self, d: TrackDescriptor) -> std::io::Result<u64> {
        self.uuids += 1;
        let uuid = self.uuids;
        let packet = TracePacket {
            trusted_packet_sequence_id: Some(SEQUENCE),
            track_descriptor: Some(TrackDescriptor { uuid: Some(uuid), ..d }),
            ..TracePacket::default()
        };
        self.packet(&packet)?;
        Ok(uuid)
    }

    /// `gpu`'s process track.
    fn process(&mut self, gpu: &str) -> std::io::Result<u64> {
        if let Some(u) = self.processes.get(gpu) {
            return Ok(*u);
        }
        let pid = i32::try_from(self.processes.len() + 1).unwrap_or(i32::MAX);
        let uuid = self.track(TrackDescriptor {
            name: Some(gpu.to_owned()),
            process: Some(ProcessDescriptor { pid: Some(pid), process_name: Some(gpu.to_owned()) }),
            ..TrackDescriptor::default()
        })?;
        self.processes.insert(gpu.to_owned(), uuid);
        Ok(uuid)
    }

    /// A track event at `ts`.
    fn event(&mut self, ts: u64, e: TrackEvent) -> std::io::Result<()> {
        let packet = TracePacket {
            timestamp: Some(ts),
            trusted_packet_sequence_id: Some(SEQUENCE),
            track_event: Some(e),
            ..TracePacket::default()
        };
        self.packet(&packet)
    }

    /// Writes a span: its slice's begin and end, and a counted job's values
    /// on its ring's counter tracks over it.
    ///
    /// Errors: writing.
    pub fn span(&mut self, s: &Span) -> std::io::Result<()> {
        let parent = self.process(&s.gpu)?;
        let key = (s.gpu.clone(), s.ring.clone(), s.phase);
        let end = s.start.saturating_add(s.duration);
        let free = self.lanes.get(&key).and_then(|(lanes, tracks)| {
            let lane = lanes.first_ending_by(s.start)?;
            Some((lane, *tracks.get(lane)?))
        });
        let track = match free {
            Some((lane, track)) => {
                if let Some((lanes, _)) = self.lanes.get_mut(&key) {
                    lanes.extend(lane, end);
                }
                track
            }
            None => {
                let n = self.lanes.get(&key).map_or(0, |(lanes, _)| lanes.len());
                let name = if n == 0 {
                    format!("{} {}", s.ring, s.phase)
                } else {
                    format!("{} {} ({})", s.ring, s.phase, n + 1)
                };
                let uuid = self.track(TrackDescriptor {
                    name: Some(name),
                    parent_uuid: Some(parent),
                    ..TrackDescriptor::default()
                })?;
                let (lanes, tracks) = self.lanes.entry(key).or_default();
                lanes.push(end);
                tracks.push(uuid);
                uuid
            }
        };
        let mut notes: Vec<DebugAnnotation> = s
            .args
            .iter()
            .map(|(k, v)| DebugAnnotation {
                name: Some((*k).to_owned()),
                string_value: Some(v.clone()),
                ..DebugAnnotation::default()
            })
            .collect();
        notes.extend(s.counters.iter().map(|(k, v)| match v {
            CounterValue::Count(n) => {
                DebugAnnotation { name: Some(k.clone()), uint_value: Some(*n), ..DebugAnnotation::default() }
            }
            CounterValue::Number(v) => {
                DebugAnnotation { name: Some(k.clone()), double_value: Some(*v), ..DebugAnnotation::default() }
            }
        }));
        let begin = TrackEvent {
            r#type: Some(SLICE_BEGIN),
            track_uuid: Some(track),
            name: Some(s.label().to_owned()),
            categories: vec![s.gpu.clone()],
            debug_annotations: notes,
            ..TrackEvent::default()
        };
        self.event(s.start, begin)?;
        self.event(end, TrackEvent { r#type: Some(SLICE_END), track_uuid: Some(track), ..TrackEvent::default() })?;
        // One counter track per ring: jobs of two rings may overlap.
        for (name, value) in &s.counters {
            let name = format!("{} {name}", s.ring);
            self.counter(&s.gpu, &name, s.start, *value)?;
            self.counter(&s.gpu, &name, end, value.zero())?;
        }
        Ok(())
    }

    /// Writes a counter's value from `ts` on: a count as the track event's
    /// `counter_value` (an int64: a count past 2^63 - 1 goes as the nearest
    /// `double_counter_value`), a number as its `double_counter_value`.
    ///
    /// Errors: writing.
    pub fn counter(&mut self, gpu: &str, name: &str, ts: u64, value: impl Into<CounterValue>) -> std::io::Result<()> {
        let (counter_value, double_counter_value) = match value.into() {
            CounterValue::Count(n) => match i64::try_from(n) {
                Ok(n) => (Some(n), None),
                Err(_) => {
                    // Said only where the float is not the count (2^63 is one).
                    if n as f64 as u128 != u128::from(n) {
                        self.rounded.entry((gpu.to_owned(), name.to_owned())).or_insert(n);
                    }
                    (None, Some(n as f64))
                }
            },
            CounterValue::Number(v) => (None, Some(v)),
        };
        let parent = self.process(gpu)?;
        let key = (gpu.to_owned(), name.to_owned());
        let track = match self.counter_tracks.get(&key) {
            Some(t) => *t,
            None => {
                let uuid = self.track(TrackDescriptor {
                    name: Some(name.to_owned()),
                    parent_uuid: Some(parent),
                    counter: Some(CounterDescriptor {}),
                    ..TrackDescriptor::default()
                })?;
                self.counter_tracks.insert(key, uuid);
                uuid
            }
        };
        self.event(
            ts,
            TrackEvent {
                r#type: Some(COUNTER),
                track_uuid: Some(track),
                counter_value,
                double_counter_value,
                ..TrackEvent::default()
            },
        )
    }

    /// Flushes the trace and gives its writer back.
    ///
    /// Errors: writing.
    pub fn finish(mut self) -> std::io::Result<W> {
        self.out.flush()?;
        Ok(self.out)
    }
}
