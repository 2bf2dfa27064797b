//! trace-cmd `.dat` files of format version 6 (version 7 in [`super::dat7`]),
//! read in one streaming pass.
//!
//! The layout is trace-cmd's (`Documentation/trace-cmd/trace-cmd.dat.v6.5.txt`
//! of rostedt/trace-cmd, and `lib/trace-cmd/trace-input.c`): the magic
//! `0x17 0x08 0x44 "tracing"`, the version `"6\0"`, an endianness byte, the
//! user-space long's size, the page size (u32); `header_page` and
//! `header_event` (each a NUL-terminated name, a u64 size, text); the ftrace
//! formats (u32 count, each a u64 size and text); the event systems (u32
//! count, each a NUL-terminated name and a u32 count of u64-sized format
//! texts); kallsyms and printk formats (u32 size each); the saved cmdlines
//! (u64 size); the CPU count (u32); then 10-byte section tags: `options  \0`
//! (u16 id, u32 size, data, until id 0; ids this reader does not use are
//! skipped by their size, whatever they mean: a 2017 trace-cmd fork wrote
//! saved tgids under id 8, which upstream uses for the CPU count) and
//! `flyrecord\0` (a u64 offset and u64 size per CPU, then, if the
//! TRACECLOCK option was given, a u64-sized clock text). Each CPU's data is
//! a run of ring-buffer pages: a u64 timestamp, the `commit` word (its size
//! from `header_page`, its low 27 bits the data's bytes), then records, each
//! a u32 header (`type_len` 5 bits, `time_delta` 27 bits: the kernel's
//! `ring_buffer_event`, libtraceevent's `kbuffer-parse.c`).

use super::event::{Event, wanted};
use super::format::{Format, uint};
use std::collections::{BinaryHeap, HashMap};
use std::io::{BufReader, Read, Seek, SeekFrom};
use std::path::Path;

/// The most bytes a reader holds of anything one header declares (CPUs'
/// pages together, an option a reader takes): as much as a compressed
/// block may hold. Sections themselves are streamed: kallsyms, the printk
/// formats and the formats of events a timeline does not read are skipped
/// unread, whatever size they declare.
pub const MAX_SECTION_BYTES: u64 = super::compressed::MAX_BLOCK_BYTES;

/// The most bytes of saved cmdlines read: a kernel saves at most
/// `PID_MAX_DEFAULT` (32768) command names (Linux `kernel/trace/trace.c`,
/// `tracing_saved_cmdlines_size_write`), each printed `"%d %s\n"` with a comm
/// of at most 15 bytes (`saved_cmdlines_show`, `TASK_COMM_LEN` 16) and a PID
/// of at most 7 digits (`PID_MAX_LIMIT`, 4194304): 32768 lines of at most 24
/// bytes, 786,432 bytes. Beyond, the rest is skipped with a warning.
pub const MAX_CMDLINES_BYTES: u64 = 1 << 20;

/// The most bytes the formats of the events a timeline reads may hold
/// together: a kernel's are a few KiB each, and a timeline reads a few
/// dozen events ([`super::event::WANTED`]). The formats of other events are
/// skipped unread; one that declares more than this, more than all those a
/// timeline reads may hold together, is no kernel's: in a version 7 file the
/// rest of its section is left unread, with a warning.
pub const MAX_FORMAT_BYTES: u64 = 4 << 20;

/// The most bytes read of a `header_page` text, whose `commit` field comes
/// in its first lines (a kernel's is a few hundred bytes): the rest is
/// skipped.
const MAX_HEADER_PAGE_BYTES: u64 = 64 << 10;

/// The most bytes an option a reader takes (BUFFER, OFFSET) may hold: a
/// BUFFER option of [`MAX_CPUS`] CPUs holds 20 bytes a CPU.
pub(super) const MAX_OPTION_BYTES: u64 = 1 << 20;

/// The most CPUs a file may declare.
pub const MAX_CPUS: u32 = 4096;

/// Whether `head` (a file's first bytes) is a trace-cmd `.dat` file.
pub fn is_dat(head: &[u8]) -> bool {
    head.starts_with(b"\x17\x08\x44tracing")
}

/// The event formats a file describes: those of the events a timeline
/// reads, parsed, by id; and the ids of every format described.
#[derive(Default)]
pub(super) struct Formats {
    pub(super) wanted: HashMap<u16, Format>,
    pub(super) described: std::collections::HashSet<u16>,
    /// Whether a format past [`MAX_FORMAT_BYTES`] ends the reading of its
    /// section (a version 7 file's sections are found by offset; a version
    /// 6 file's follow each other, so it is skipped instead).
    pub(super) sectioned: bool,
    /// What the reading of the formats met, for the warnings.
    pub(super) notes: Vec<String>,
}

/// A `.dat` file being read.
pub struct Dat {
    formats: HashMap<u16, Format>,
    /// The ids of every format the file describes.
    described: std::collections::HashSet<u16>,
    comms: HashMap<i32, String>,
    cpus: Vec<Cpu>,
    heap: BinaryHeap<std::cmp::Reverse<(u64, u32)>>,
    pending: Vec<Option<Event>>,
    big_endian: bool,
    /// Nanoseconds added to every timestamp (the OFFSET option).
    offset: i64,
    /// Events whose timestamp plus [`offset`](Self::offset) is outside
    /// 0 to 2^64 - 1 ns: skipped.
    outside: u64,
    /// Records of events a timeline does not read: skipped.
    other: u64,
    /// Records of a type id no format describes: how many, and the first's
    /// id.
    undescribed: (u64, u16),
    /// Why reading stopped early, if it did.
    pub problems: Vec<String>,
}

/// One CPU's pages.
struct Cpu {
    number: u32,
    /// Its data: the file from its offset on, or the chunks decompressed.
    file: Box<dyn Read>,
    /// Whether `file` is decompressed chunks: byte offsets in messages are
    /// then the decompressed data's.
    compressed: bool,
    /// Where its data begins in the file (0 for compressed data), and the
    /// pages loaded so far.
    start: u64,
    pages: u64,
    left: u64,
    page: Vec<u8>,
    page_size: usize,
    commit_size: usize,
    at: usize,
    end: usize,
    ts: u64,
}

/// Reads a file section by section.
pub(super) struct Head<R> {
    pub(super) r: R,
    pub(super) big_endian: bool,
    pub(super) at: u64,
}

impl<R: Read> Head<R> {
    pub(super) fn bytes(&mut self, n: u64, what: &str) -> Result<Vec<u8>, String> {
        if n > MAX_SECTION_BYTES {
            return Err(format!("{what} at byte {} declares {n} bytes, more than any trace holds", self.at));
        }
        let mut b = Vec::new();
        (&mut self.r).take(n).read_to_end(&mut b).map_err(|e| format!("{what}: {e}"))?;
        if (b.len() as u64) < n {
            return Err(format!("ends inside {what} (at byte {})", self.at + b.len() as u64));
        }
        self.at += n;
        Ok(b)
    }
    pub(super) fn u16(&mut self, what: &str) -> Result<u16, String> {
        let b = self.bytes(2, what)?;
        Ok(uint(&b, 0, 2, self.big_endian).unwrap_or(0) as u16)
    }
    pub(super) fn u32(&mut self, what: &str) -> Result<u32, String> {
        let b = self.bytes(4, what)?;
        Ok(uint(&b, 0, 4, self.big_endian).unwrap_or(0) as u32)
    }
    pub(super) fn u64(&mut self, what: &str) -> Result<u64, String> {
        let b = self.bytes(8, what)?;
        Ok(uint(&b, 0, 8, self.big_endian).unwrap_or(0))
    }
    pub(super) fn cstr(&mut self, what: &str) -> Result<String, String> {
        let mut out = Vec::new();
        loop {
            let b = self.bytes(1, what)?;
            if b[0] == 0 {
                break;
            }
            out.push(b[0]);
            if out.len() > 4096 {
                return Err(format!("{what}: a name longer than 4096 bytes"));
            }
        }
        Ok(String::from_utf8_lossy(&out).into_owned())
    }
    /// Skips the next `n` bytes, read and dropped: memory holds none of them.
    pub(super) fn skip(&mut self, n: u64, what: &str) -> Result<(), String> {
        let skipped =
            std::io::copy(&mut (&mut self.r).take(n), &mut std::io::sink()).map_err(|e| format!("{what}: {e}"))?;
        if skipped < n {
            return Err(format!("ends inside {what} (at byte {})", self.at + skipped));
        }
        self.at += n;
        Ok(())
    }
    /// The first `keep` bytes of the next `n`, the rest skipped.
    pub(super) fn prefix(&mut self, n: u64, keep: u64, what: &str) -> Result<Vec<u8>, String> {
        let b = self.bytes(n.min(keep), what)?;
        self.skip(n - n.min(keep), what)?;
        Ok(b)
    }
    /// The next `n` bytes, `n` being at most `limit`.
    pub(super) fn bytes_at_most(&mut self, n: u64, limit: u64, what: &str) -> Result<Vec<u8>, String> {
        if n > limit {
            return Err(format!(
                "{what} at byte {} declares {n} bytes, more than one holds ({} KiB at most)",
                self.at,
                limit >> 10
            ));
        }
        self.bytes(n, what)
    }
}

impl Dat {
    /// The rest of a version 6 file, after its version.
    pub(super) fn open_v6(path: &Path, mut h: Head<BufReader<std::fs::File>>) -> Result<Dat, String> {
        let head = h.bytes(6, "the header")?;
        h.big_endian = head[0] == 1;
        let page_size = uint(&head, 2, 4, h.big_endian).unwrap_or(0) as usize;
        let commit_size = header_info(&mut h, usize::from(head[1]))?;
        let mut formats = Formats::default();
        let mut budget = MAX_FORMAT_BYTES;
        ftrace_formats(&mut h, &mut formats, &mut budget)?;
        event_formats(&mut h, &mut formats, &mut budget)?;
        let size = h.u32("kallsyms")?;
        h.skip(u64::from(size), "kallsyms")?;
        let size = h.u32("the printk formats")?;
        h.skip(u64::from(size), "the printk formats")?;
        let size = h.u64("the cmdlines")?;
        let Cmdlines { comms, read, note } = cmdlines(&mut h, size)?;
        h.skip(size - read, "the cmdlines")?;
        let count = h.u32("the CPU count")?;
        if count > MAX_CPUS {
            return Err(format!("declares {count} CPUs"));
        }
        let (mut offset, mut clock) = (0i64, false);
        loop {
            let tag = h.bytes(10, "a section tag")?;
            match &tag[..] {
                b"options  \0" => loop {
                    let id = h.u16("an option")?;
                    if id == 0 {
                        break;
                    }
                    let size = u64::from(h.u32("an option")?);
                    match id {
                        // TRACECLOCK: its text follows the CPU table.
                        4 => {
                            clock = true;
                            h.skip(size, "an option")?;
                        }
                        OPTION_OFFSET => {
                            offset = add_offset(offset, &h.bytes_at_most(size, MAX_OPTION_BYTES, "an OFFSET option")?)?
                        }
                        _ => h.skip(size, "an option")?,
                    }
                },
                b"flyrecord\0" => break,
                b"latency  \0" => return Err("is a latency trace (text); rig-counter reads flyrecord traces".into()),
                other => return Err(format!("has an unknown section {:?}", String::from_utf8_lossy(other))),
            }
        }
        let mut table = Vec::with_capacity(count as usize);
        for number in 0..count {
            let at = h.u64("the CPU table")?;
            let size = h.u64("the CPU table")?;
            table.push(CpuData { number, at, size });
        }
        if clock {
            let size = h.u64("the trace clock")?;
            h.skip(size, "the trace clock")?;
        }
        let layout = Layout { page_size, commit_size, big_endian: h.big_endian, compression: None };
        let mut dat = Dat::assemble(path, formats, comms, &table, layout, offset)?;
        dat.problems.splice(0..0, note);
        Ok(dat)
    }

    /// A file's reader from its header sections' contents: `table`'s CPUs'
    /// data read as `layout` says, each timestamp moved by `offset`.
    ///
    /// Errors: a page size outside 64 B to 1 MiB, a commit word of other
    /// than 4 or 8 bytes, CPUs whose pages together pass
    /// [`MAX_SECTION_BYTES`], a file that cannot be opened again.
    pub(super) fn assemble(
        path: &Path,
        formats: Formats,
        comms: HashMap<i32, String>,
        table: &[CpuData],
        layout: Layout,
        offset: i64,
    ) -> Result<Dat, String> {
        let Layout { page_size, commit_size, big_endian, compression } = layout;
        if !(64..=1 << 20).contains(&page_size) {
            return Err(format!("declares pages of {page_size} bytes"));
        }
        if !matches!(commit_size, 4 | 8) {
            return Err(format!("declares a commit word of {commit_size} bytes"));
        }
        if table.len() > MAX_CPUS as usize {
            return Err(format!("declares {} CPUs", table.len()));
        }
        // Every CPU holds a page: bounded, whatever the header declares.
        let with_data = table.iter().filter(|c| c.size > 0).count() as u64;
        if with_data * page_size as u64 > MAX_SECTION_BYTES {
            return Err(format!(
                "declares {with_data} CPUs of {page_size}-byte pages, more than any trace reads at once"
            ));
        }
        let mut cpus = Vec::new();
        let mut problems = Vec::new();
        let length = std::fs::metadata(path).map_err(|e| e.to_string())?.len();
        // What the CPUs' chunks hold at once, each its largest.
        let mut held = 0u64;
        for &CpuData { number, at, size } in table {
            if size == 0 {
                continue;
            }
            // A table naming bytes the file lacks (a trace cut short, a
            // damaged table): what lies inside the file is read.
            if at >= length {
                problems.push(format!(
                    "CPU {number}: the CPU table puts its {size} bytes at byte {at}, past the end of the file \
                     ({length} bytes): not read"
                ));
                continue;
            }
            let size = if size > length - at {
                problems.push(format!(
                    "CPU {number}: the CPU table puts its {size} bytes at byte {at}, past the end of the file \
                     ({length} bytes): its first {} bytes are read",
                    length - at
                ));
                length - at
            } else {
                size
            };
            let mut file = rig_counter_io::reads::open(path).map_err(|e| e.to_string())?;
            file.seek(SeekFrom::Start(at)).map_err(|e| format!("CPU {number}: its data at byte {at}: {e}"))?;
            let file = BufReader::with_capacity(page_size.max(4096), file);
            let (file, start, left): (Box<dyn Read>, u64, u64) = match compression {
                None => (Box::new(file), at, size),
                Some(algorithm) => match super::compressed::Chunks::new(file, algorithm, at, size, big_endian) {
                    Ok(chunks) => {
                        held = held.saturating_add(chunks.largest());
                        if held > MAX_SECTION_BYTES {
                            return Err(format!(
                                "compresses its CPUs' data in chunks that together hold more than {} MiB at once, \
                                 more than any trace reads",
                                MAX_SECTION_BYTES >> 20
                            ));
                        }
                        let total = chunks.total();
                        (Box::new(chunks), 0, total)
                    }
                    Err(e) => {
                        problems.push(format!("CPU {number}: {e}; its data is not read"));
                        continue;
                    }
                },
            };
            cpus.push(Cpu {
                number,
                file,
                compressed: compression.is_some(),
                start,
                pages: 0,
                left,
                page: vec![0; page_size],
                page_size,
                commit_size,
                at: 0,
                end: 0,
                ts: 0,
            });
        }
        problems.splice(0..0, formats.notes);
        let mut dat = Dat {
            formats: formats.wanted,
            described: formats.described,
            comms,
            pending: (0..cpus.len()).map(|_| None).collect(),
            cpus,
            heap: BinaryHeap::new(),
            big_endian,
            offset,
            outside: 0,
            other: 0,
            undescribed: (0, 0),
            problems,
        };
        for i in 0..dat.cpus.len() {
            dat.refill(i);
        }
        Ok(dat)
    }

    /// Reads CPU `i`'s next wanted event into `pending[i]` and the heap.
    fn refill(&mut self, i: usize) {
        loop {
            match self.cpus[i].next_record(self.big_endian) {
                Ok(Some((ts, start, end))) => {
                    let record = &self.cpus[i].page[start..end];
                    let id = uint(record, 0, 2, self.big_endian).unwrap_or(0) as u16;
                    let Some(f) = self.formats.get(&id) else {
                        if self.described.contains(&id) {
                            self.other += 1;
                        } else {
                            if self.undescribed.0 == 0 {
                                self.undescribed.1 = id;
                            }
                            self.undescribed.0 += 1;
                        }
                        continue;
                    };
                    let pid = f
                        .pid
                        .and_then(|(at, size)| uint(record, at, size, self.big_endian))
                        .map_or(0, |p| p as u32 as i32);
                    let Some(ts) = ts.checked_add_signed(self.offset) else {
                        self.outside += 1;
                        continue;
                    };
                    let event = Event {
                        ts,
                        cpu: self.cpus[i].number,
                        pid,
                        comm: self.comms.get(&pid).cloned().unwrap_or_default(),
                        name: f.name.clone(),
                        fields: f.values(record, self.big_endian),
                    };
                    self.heap.push(std::cmp::Reverse((event.ts, i as u32)));
                    self.pending[i] = Some(event);
                    return;
                }
                Ok(None) => return,
                Err(e) => {
                    self.problems.push(format!("CPU {}: {e}; the rest of its data is not read", self.cpus[i].number));
                    return;
                }
            }
        }
    }
}

impl Dat {
    /// The records read so far of events a timeline does not read (their
    /// formats' names are not [`wanted`]): skipped unread.
    pub fn other_records(&self) -> u64 {
        self.other
    }

    /// What the reading met: [`problems`](Self::problems), then records
    /// of a type no format of the file describes (a formats section empty
    /// or damaged: ftrace's own, `print` among them, or the event
    /// systems'), then events left out because the OFFSET option put them
    /// outside 0 to 2^64 - 1 ns.
    pub fn notes(&self) -> Vec<String> {
        let mut notes = self.problems.clone();
        if self.undescribed.0 > 0 {
            let print = match self.formats.values().any(|f| f.name == "print") {
                true => "",
                false => "; no format describes ftrace's print, so no trace marker is read",
            };
            notes.push(format!(
                "{} event record(s) of a type no event format of the file describes (the first of type {}; the file \
                 describes {} format(s)): skipped, unread{print}",
                self.undescribed.0,
                self.undescribed.1,
                self.described.len()
            ));
        }
        if self.outside > 0 {
            notes.push(format!(
                "{} event(s) whose timestamp plus the OFFSET option ({} ns) is outside 0 to 2^64 - 1 ns: skipped",
                self.outside, self.offset
            ));
        }
        notes
    }
}

/// `data` (text up to its first NUL) as C's `strtoll(data, NULL, 0)` reads
/// it: leading white space, a sign, then hexadecimal after `0x`, octal
/// after `0`, else decimal, up to the first character that is no digit of
/// the base; no digits read as 0.
///
/// Errors: a number outside i64 (where `strtoll` returns LLONG_MIN or
/// LLONG_MAX with ERANGE), with its text.
pub fn strtoll(data: &[u8]) -> Result<i64, String> {
    let text = data.split(|b| *b == 0).next().unwrap_or_default();
    // C's isspace: space, \t, \n, \v, \f, \r (`trim_ascii_start` leaves \v).
    let skip = text.iter().take_while(|b| matches!(b, b' ' | b'\t' | b'\n' | 0x0b | 0x0c | b'\r')).count();
    let mut rest = &text[skip..];
    let negative = rest.first() == Some(&b'-');
    if matches!(rest.first(), Some(b'-' | b'+')) {
        rest = &rest[1..];
    }
    let (radix, digits) = match rest {
        [b'0', b'x' | b'X', d, ..] if d.is_ascii_hexdigit() => (16, &rest[2..]),
        [b'0', ..] => (8, rest),
        _ => (10, rest),
    };
    let mut value: i128 = 0;
    for &b in digits {
        let Some(d) = char::from(b).to_digit(radix) else { break };
        value = value * i128::from(radix) + i128::from(d);
        if value > i128::from(i64::MAX) + 1 {
            break;
        }
    }
    let value = if negative { -value } else { value };
    i64::try_from(value).map_err(|_| {
        format!("{:?} outside a signed 64-bit number of nanoseconds", String::from_utf8_lossy(text).trim())
    })
}

impl Iterator for Dat {
    type Item = Event;

    /// The next wanted event of any CPU, in timestamp order (CPUs merged).
    fn next(&mut self) -> Option<Event> {
        let std::cmp::Reverse((_, i)) = self.heap.pop()?;
        let event = self.pending[i as usize].take();
        self.refill(i as usize);
        event
    }
}

impl Cpu {
    /// The file offset of the page to load next.
    fn page_at(&self) -> u64 {
        self.start.saturating_add(self.pages.saturating_mul(self.page_size as u64))
    }

    /// The file offset of byte `at` of the page loaded last (of the
    /// decompressed data, for compressed data).
    fn record_at(&self, at: usize) -> u64 {
        self.start
            .saturating_add(self.pages.saturating_sub(1).saturating_mul(self.page_size as u64))
            .saturating_add(at as u64)
    }

    /// Where byte `at` is, for a message: `byte 5947408`, or `byte 4096 of
    /// its decompressed data`.
    fn place(&self, at: u64) -> String {
        if self.compressed { format!("byte {at} of its decompressed data") } else { format!("byte {at}") }
    }

    /// Loads the next page; false at the end of this CPU's data.
    fn load(&mut self, big_endian: bool) -> Result<bool, String> {
        if self.left == 0 {
            return Ok(false);
        }
        let n = (self.page_size as u64).min(self.left) as usize;
        self.file
            .read_exact(&mut self.page[..n])
            .map_err(|e| format!("page {} at {}: {e}", self.pages, self.place(self.page_at())))?;
        self.pages += 1;
        self.left -= n as u64;
        self.page[n..].fill(0);
        self.ts = uint(&self.page, 0, 8, big_endian).unwrap_or(0);
        let commit = uint(&self.page, 8, self.commit_size, big_endian).unwrap_or(0);
        let data = 8 + self.commit_size;
        let size = (commit & ((1 << 27) - 1)) as usize;
        self.at = data;
        self.end = (data + size).min(self.page_size);
        Ok(true)
    }

    /// The next record's timestamp and where its payload (from its
    /// `common_type`) lies in the page.
    fn next_record(&mut self, big_endian: bool) -> Result<Option<(u64, usize, usize)>, String> {
        loop {
            if self.at + 4 > self.end {
                if !self.load(big_endian)? {
                    return Ok(None);
                }
                continue;
            }
            let word = uint(&self.page, self.at, 4, big_endian).unwrap_or(0) as u32;
            let (type_len, delta) = if big_endian {
                (word >> 27, u64::from(word & 0x07ff_ffff))
            } else {
                (word & 0x1f, u64::from(word >> 5))
            };
            let array = || uint(&self.page, self.at + 4, 4, big_endian).unwrap_or(0);
            match type_len {
                29 => {
                    // Padding: the rest of the page, or a discarded event of
                    // array[0] bytes.
                    if delta == 0 {
                        self.at = self.end;
                    } else {
                        self.ts = self.ts.saturating_add(delta);
                        self.at += 8 + array() as usize;
                    }
                }
                30 => {
                    self.ts = self.ts.saturating_add((array() << 27) + delta);
                    self.at += 8;
                }
                31 => {
                    self.ts = ((array() << 27) + delta) | (self.ts & (0xf8 << 56));
                    self.at += 8;
                }
                0 => {
                    let length = (array() as usize).saturating_sub(4).div_ceil(4) * 4;
                    let start = self.at + 8;
                    self.ts = self.ts.saturating_add(delta);
                    self.at = start + length;
                    if length == 0 {
                        return Err(format!(
                            "a record of 0 bytes at {} (page {})",
                            self.place(self.record_at(start - 8)),
                            self.pages - 1
                        ));
                    }
                    if self.at > self.end {
                        return Err(format!(
                            "a record of {length} bytes at {} overruns its page (page {})",
                            self.place(self.record_at(start - 8)),
                            self.pages - 1
                        ));
                    }
                    return Ok(Some((self.ts, start, self.at)));
                }
                n => {
                    let start = self.at + 4;
                    self.ts = self.ts.saturating_add(delta);
                    self.at = start + 4 * n as usize;
                    if self.at > self.end {
                        return Err(format!(
                            "a record of {} bytes at {} overruns its page (page {})",
                            4 * n,
                            self.place(self.record_at(start - 4)),
                            self.pages - 1
                        ));
                    }
                    return Ok(Some((self.ts, start, self.at)));
                }
            }
        }
    }
}

/// A CPU's data as a file's table gives it.
#[derive(Clone, Copy, Debug)]
pub(super) struct CpuData {
    /// The CPU's number.
    pub(super) number: u32,
    /// Where its data begins in the file.
    pub(super) at: u64,
    /// Its bytes in the file (compressed, for compressed data).
    pub(super) size: u64,
}

/// How a file's CPU data is laid out.
#[derive(Clone, Copy, Debug)]
pub(super) struct Layout {
    /// The ring buffer's page size, bytes.
    pub(super) page_size: usize,
    /// The page header's commit word, bytes (4 or 8).
    pub(super) commit_size: usize,
    /// Whether numbers are big-endian.
    pub(super) big_endian: bool,
    /// The algorithm its chunks are compressed with, if they are.
    pub(super) compression: Option<super::compressed::Algorithm>,
}

/// The OFFSET option's id (trace-cmd `TRACECMD_OPTION_OFFSET`).
pub(super) const OPTION_OFFSET: u16 = 7;

/// `offset` plus an OFFSET option's `data`, read as trace-cmd reads it
/// (trace-cmd `lib/trace-cmd/trace-input.c`, TRACECMD_OPTION_OFFSET:
/// `strtoll(buf, NULL, 0)`, each option adding to the last).
///
/// Errors: an option outside i64, or a sum outside it.
pub(super) fn add_offset(offset: i64, data: &[u8]) -> Result<i64, String> {
    let more = strtoll(data).map_err(|e| format!("has an OFFSET option {e}"))?;
    offset.checked_add(more).ok_or_else(|| "has OFFSET options whose sum is outside a signed 64-bit number".to_owned())
}

/// `header_page` and `header_event`: the commit word's size, from
/// `header_page`'s `commit` field (else `long_size`, the user-space long's).
///
/// Errors: a section of another name, or one that does not read.
pub(super) fn header_info<R: Read>(h: &mut Head<R>, long_size: usize) -> Result<usize, String> {
    let mut commit_size = long_size;
    for expected in ["header_page", "header_event"] {
        let name = h.cstr(expected)?;
        if name != expected {
            return Err(format!("has {name:?} where {expected} belongs"));
        }
        let size = h.u64(expected)?;
        if expected == "header_page" {
            let text = String::from_utf8_lossy(&h.prefix(size, MAX_HEADER_PAGE_BYTES, expected)?).into_owned();
            let commit = text.lines().find(|l| l.contains(" commit;"));
            if let Some(size) = commit.and_then(|l| l.split("size:").nth(1)).and_then(|s| s.split(';').next()) {
                commit_size = size.trim().parse().unwrap_or(commit_size);
            }
        } else {
            h.skip(size, expected)?;
        }
    }
    Ok(commit_size)
}

/// The ftrace formats (u32 count, each u64-sized text) into `formats`:
/// those of events a timeline reads (`print` carries trace markers), their
/// bytes taken from `budget`.
///
/// Errors: as [`wanted_format`].
pub(super) fn ftrace_formats<R: Read>(h: &mut Head<R>, formats: &mut Formats, budget: &mut u64) -> Result<(), String> {
    let count = h.u32("the ftrace formats")?;
    for _ in 0..count.min(100_000) {
        if !take_format(h, "ftrace", "ftrace formats", budget, formats)? {
            break;
        }
    }
    Ok(())
}

/// The event systems (u32 count, each a name and a u32 count of u64-sized
/// texts) into `formats`: those of events a timeline reads, their bytes
/// taken from `budget`.
///
/// Errors: as [`wanted_format`].
pub(super) fn event_formats<R: Read>(h: &mut Head<R>, formats: &mut Formats, budget: &mut u64) -> Result<(), String> {
    let systems = h.u32("the event systems")?;
    for _ in 0..systems.min(100_000) {
        let system = h.cstr("an event system's name")?;
        let events = h.u32("an event system")?;
        for _ in 0..events.min(100_000) {
            if !take_format(h, &system, "event formats", budget, formats)? {
                return Ok(());
            }
        }
    }
    Ok(())
}

/// The next format of `system` into `formats` ([`wanted_format`]); false
/// when it ends the reading of `section` (one past [`MAX_FORMAT_BYTES`] in a
/// version 7 file, said in `formats.notes`).
///
/// Errors: as [`wanted_format`].
fn take_format<R: Read>(
    h: &mut Head<R>,
    system: &str,
    section: &str,
    budget: &mut u64,
    formats: &mut Formats,
) -> Result<bool, String> {
    match wanted_format(h, system, budget, &mut formats.described, formats.sectioned)? {
        Next::Wanted(f) => {
            formats.wanted.insert(f.id, f);
            Ok(true)
        }
        Next::Other => Ok(true),
        Next::TooLarge(name, size) => {
            let system = rig_counter_io::text::escaped(system);
            formats.notes.push(format!(
                "its {section} section holds a format {name} ({system}) of {size} bytes, more than a kernel writes \
                 (the formats a timeline reads hold at most {} MiB together): the rest of the section is not read, \
                 and events of the formats in it are skipped",
                MAX_FORMAT_BYTES >> 20
            ));
            Ok(false)
        }
    }
}

/// What [`wanted_format`] found.
enum Next {
    /// The format of an event a timeline reads.
    Wanted(Format),
    /// Another event's format, skipped.
    Other,
    /// A format of (name, size) past [`MAX_FORMAT_BYTES`], left unread in a
    /// version 7 file.
    TooLarge(String, u64),
}

/// The next u64-sized format text of `system`, parsed if it is of an event
/// a timeline reads ([`wanted`]) and its bytes taken from `budget`, else
/// skipped unread past its first line (`name: sched_switch`).
///
/// Errors: the file's end inside it, a wanted format larger than what is
/// left of `budget` ([`MAX_FORMAT_BYTES`] in all), or one that does not read.
fn wanted_format<R: Read>(
    h: &mut Head<R>,
    system: &str,
    budget: &mut u64,
    described: &mut std::collections::HashSet<u16>,
    sectioned: bool,
) -> Result<Next, String> {
    let size = h.u64("an event format")?;
    // Its first lines name it and give its id (`ID: 42`); a name is far
    // shorter than 4 KiB.
    let mut text = h.bytes(size.min(4096), "an event format")?;
    let mut lines = text.split(|b| *b == b'\n');
    let first = String::from_utf8_lossy(lines.next().unwrap_or_default()).into_owned();
    let id = lines
        .take(4)
        .find_map(|l| String::from_utf8_lossy(l).trim().strip_prefix("ID:").and_then(|n| n.trim().parse::<u16>().ok()));
    let name = first.strip_prefix("name:").map(str::trim).unwrap_or_default();
    if sectioned && size > MAX_FORMAT_BYTES {
        return Ok(Next::TooLarge(rig_counter_io::text::escaped(name), size));
    }
    described.extend(id);
    if !wanted(name) {
        h.skip(size - text.len() as u64, "an event format")?;
        return Ok(Next::Other);
    }
    if size > *budget {
        return Err(format!(
            "{system} format {name} declares {size} bytes, past the {} MiB the formats of the events a timeline reads \
             hold in all (a kernel's are a few KiB)",
            MAX_FORMAT_BYTES >> 20
        ));
    }
    *budget -= size;
    text.extend(h.bytes(size - text.len() as u64, "an event format")?);
    super::format::parse(&String::from_utf8_lossy(&text)).map(Next::Wanted).map_err(|e| format!("{system} format: {e}"))
}

/// What [`cmdlines`] read.
pub(super) struct Cmdlines {
    /// The command names by PID.
    pub(super) comms: HashMap<i32, String>,
    /// The bytes read: the caller skips the rest (or reads no further).
    pub(super) read: u64,
    /// Where bytes were left unread, a note saying so.
    pub(super) note: Option<String>,
}

/// The saved cmdlines (`size` bytes of `PID COMM` lines) next in `h`, of
/// which the first [`MAX_CMDLINES_BYTES`] are read (a line cut there is
/// left out).
///
/// Errors: the data's end inside what is read, or a read that fails.
pub(super) fn cmdlines<R: Read>(h: &mut Head<R>, size: u64) -> Result<Cmdlines, String> {
    let read = size.min(MAX_CMDLINES_BYTES);
    let bytes = h.bytes(read, "the cmdlines")?;
    let whole = match read < size {
        true => bytes.iter().rposition(|b| *b == b'\n').map_or(0, |n| n + 1),
        false => bytes.len(),
    };
    let comms: HashMap<i32, String> = String::from_utf8_lossy(&bytes[..whole])
        .lines()
        .filter_map(|l| {
            let (pid, comm) = l.split_once(' ')?;
            Some((pid.trim().parse().ok()?, comm.trim().to_owned()))
        })
        .collect();
    let note = (read < size).then(|| {
        format!(
            "its saved cmdlines declare {size} bytes, more than a kernel saves (32768 lines, under {} MiB): the first \
             {whole} bytes are read ({} processes named) and the rest is skipped; an event of a process named only \
             there shows no command name",
            MAX_CMDLINES_BYTES >> 20,
            comms.len()
        )
    });
    Ok(Cmdlines { comms, read, note })
}

#[cfg(test)]
mod tests {
    use super::{Cmdlines, Head, MAX_CMDLINES_BYTES, cmdlines, strtoll};

    #[test]
    fn saved_cmdlines_past_what_a_kernel_saves_are_read_to_1_mib() {
        // Issue 40, item 7: 240 MB of cmdlines took 744 MB. 100,000 lines
        // of 21 bytes (`1000000 comm-1000000\n` to `1099999 ...`): 2.1 MB.
        let text: String = (1_000_000..1_100_000).map(|p| format!("{p} comm-{p}\n")).collect();
        let mut data = text.clone().into_bytes();
        data.extend(b"after");
        let mut h = Head { r: &data[..], big_endian: false, at: 0 };
        let Cmdlines { comms, read, note } = cmdlines(&mut h, text.len() as u64).unwrap();
        // 49932 whole lines are the first 1,048,572 bytes of the MiB.
        assert_eq!((read, comms.len()), (MAX_CMDLINES_BYTES, 49932));
        assert_eq!((comms[&1_000_000].as_str(), comms[&1_049_931].as_str()), ("comm-1000000", "comm-1049931"));
        assert!(!comms.contains_key(&1_049_932));
        assert_eq!(
            note.unwrap(),
            "its saved cmdlines declare 2100000 bytes, more than a kernel saves (32768 lines, under 1 MiB): the \
             first 1048572 bytes are read (49932 processes named) and the rest is skipped; an event of a process \
             named only there shows no command name"
        );
        // The rest is the caller's to skip: then what follows reads.
        h.skip(text.len() as u64 - read, "the cmdlines").unwrap();
        assert_eq!(h.bytes(5, "after").unwrap(), b"after");
        // Within the limit, every line, and no note.
        let mut h = Head { r: &data[..210], big_endian: false, at: 0 };
        let Cmdlines { comms, read, note } = cmdlines(&mut h, 210).unwrap();
        assert_eq!((comms.len(), read, note), (10, 210, None));
    }

    #[test]
    fn the_offset_option_reads_as_strtoll_reads_it() {
        // Issue 26, item 7: "-1000" and "0x3e8" read as 0.
        assert_eq!(strtoll(b"1000\0"), Ok(1000));
        assert_eq!(strtoll(b" -1000\0"), Ok(-1000));
        assert_eq!(strtoll(b"\x0b\x0c1000"), Ok(1000));
        assert_eq!(strtoll(b"0x3e8\0"), Ok(1000));
        assert_eq!(strtoll(b"0X3E8"), Ok(1000));
        assert_eq!(strtoll(b"+0755"), Ok(493));
        assert_eq!(strtoll(b"12abc"), Ok(12));
        assert_eq!(strtoll(b"0x"), Ok(0));
        assert_eq!(strtoll(b"nothing"), Ok(0));
        assert_eq!(strtoll(b"-9223372036854775808"), Ok(i64::MIN));
        assert_eq!(strtoll(b"9223372036854775807"), Ok(i64::MAX));
        assert_eq!(
            strtoll(b"9223372036854775808\0"),
            Err("\"9223372036854775808\" outside a signed 64-bit number of nanoseconds".to_owned())
        );
        assert_eq!(
            strtoll(b"-99999999999999999999999"),
            Err("\"-99999999999999999999999\" outside a signed 64-bit number of nanoseconds".to_owned())
        );
    }
}
