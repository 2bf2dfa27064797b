//! trace-cmd `.dat` files of format version 7: the same contents as
//! version 6 ([`super::dat`]) in sections found through options, any of
//! them compressed ([`super::compressed`]).
//!
//! The layout (`Documentation/trace-cmd/trace-cmd.dat.v7.5.txt` of
//! rostedt/trace-cmd, and `lib/trace-cmd/trace-input.c`, which is what
//! trace-cmd 3 reads and writes): after the magic and `"7\0"`, an
//! endianness byte, the user-space long's size, the page size (u32), the
//! compression algorithm's `name\0version\0` and the u64 offset of the first
//! options section. Each section starts with a header: u16 id, u16 flags
//! (bit 0: compressed), a u32 string id, and a u64 size (the text says u32;
//! trace-cmd 3.1 writes, and reads, 8 bytes). An options section (id 0)
//! holds options (u16 id, u32 size, data) to DONE (id 0, the u64 offset of
//! the next options section, 0 at the last). Options 16 to 21 give the
//! offsets of the sections with the header info, the ftrace formats, the
//! event formats, kallsyms, printk formats and the saved cmdlines, each as
//! version 6 holds it; option 3 (BUFFER) a flyrecord buffer: the u64 offset
//! of its section (compressed when its flags say so), its instance's name,
//! its clock, the page size (u32), the CPU count (u32) and per CPU its
//! number (u32), the u64 offset and the u64 size of its data.

use super::compressed::Algorithm;
use super::dat::{CpuData, Dat, Head, Layout, MAX_OPTION_BYTES};
use super::format::uint;
use std::collections::HashMap;
use std::io::{BufReader, Read, Seek, SeekFrom};
use std::path::Path;

/// The most options sections a file may chain (a loop is refused too).
const MAX_OPTION_SECTIONS: usize = 4096;

/// Section and option ids (trace-cmd `trace-cmd.h`, `TRACECMD_OPTION_*`).
const DONE: u16 = 0;
const BUFFER: u16 = 3;
const HEADER_INFO: u16 = 16;
const FTRACE_EVENTS: u16 = 17;
const EVENT_FORMATS: u16 = 18;
const CMDLINES: u16 = 21;

/// A flyrecord buffer an option describes.
struct Buffer {
    name: String,
    section: u64,
    cpus: Vec<CpuData>,
}

/// The flyrecord buffers a file's options describe, as far as a reader
/// keeps them: the first of the top instance (named ""), the first of any,
/// and the names of the first few.
#[derive(Default)]
struct Buffers {
    top: Option<Buffer>,
    first: Option<Buffer>,
    count: usize,
    names: Vec<String>,
}

/// How many instances' names a message names.
const NAMES_SHOWN: usize = 8;

impl Buffers {
    fn add(&mut self, b: Buffer) {
        self.count += 1;
        if self.names.len() < NAMES_SHOWN {
            self.names.push(rig_counter_io::text::shown(&b.name));
        }
        if b.name.is_empty() && self.top.is_none() {
            self.top = Some(b);
        } else if self.first.is_none() {
            self.first = Some(b);
        }
    }

    /// The top instance's buffer; trace-cmd 3.1's convert names it by its
    /// clock, so a file of one buffer reads that one.
    ///
    /// Errors: no buffer, or several and none of the top instance.
    fn chosen(self) -> Result<Buffer, String> {
        if let Some(top) = self.top {
            return Ok(top);
        }
        match (self.first, self.count) {
            (Some(only), 1) => Ok(only),
            (None, _) => Err("holds no flyrecord buffer (BUFFER option)".to_owned()),
            (Some(_), n) => {
                let more =
                    if n > self.names.len() { format!(" and {} more", n - self.names.len()) } else { String::new() };
                Err(format!(
                    "holds buffers of instances {}{more} and none of the top instance: rig-counter reads the top \
                     instance's",
                    self.names.join(", ")
                ))
            }
        }
    }
}

/// The rest of a version 7 file, after its version. Every section is read
/// as a stream ([`section`]): memory holds what a reader keeps of it, never
/// the section, whatever size it declares.
///
/// Errors: the message (without the file's name) for a header, section or
/// option that does not read, a compression other than zstd and zlib, a
/// chain of options that loops or passes [`MAX_OPTION_SECTIONS`], or no
/// header info, formats or flyrecord buffer. Saved cmdlines that do not
/// read are a note ([`Dat::notes`]): the events are read without their
/// command names.
pub(super) fn open(path: &Path, mut h: Head<BufReader<std::fs::File>>) -> Result<Dat, String> {
    let head = h.bytes(6, "the header")?;
    h.big_endian = head[0] == 1;
    let long_size = usize::from(head[1]);
    let page_size = uint(&head, 2, 4, h.big_endian).unwrap_or(0) as usize;
    let name = h.cstr("the compression algorithm")?;
    let version = h.cstr("the compression algorithm's version")?;
    let compression = Algorithm::of(&name, &version)?;
    let first = h.u64("the first options section's offset")?;
    let mut file = h.r;
    let big_endian = h.big_endian;
    let mut sections: HashMap<u16, u64> = HashMap::new();
    let mut buffers = Buffers::default();
    let mut offset = 0i64;
    let mut next = first;
    let mut seen = Vec::new();
    while next != 0 {
        if seen.contains(&next) || seen.len() >= MAX_OPTION_SECTIONS {
            return Err(format!("has options sections that loop or pass {MAX_OPTION_SECTIONS} (at byte {next})"));
        }
        seen.push(next);
        let (id, body) = section(&mut file, next, big_endian, compression)?;
        if id != DONE {
            return Err(format!("has a section of id {id} at byte {next}, where an options section belongs"));
        }
        let mut o = Head { r: body, big_endian, at: 0 };
        loop {
            let id = o.u16("an option")?;
            let size = u64::from(o.u32("an option")?);
            match id {
                DONE => {
                    next = uint(&o.prefix(size, 8, "an option")?, 0, 8, big_endian).unwrap_or(0);
                    break;
                }
                BUFFER => {
                    buffers.add(buffer(&o.bytes_at_most(size, MAX_OPTION_BYTES, "a BUFFER option")?, big_endian)?)
                }
                super::dat::OPTION_OFFSET => {
                    offset =
                        super::dat::add_offset(offset, &o.bytes_at_most(size, MAX_OPTION_BYTES, "an OFFSET option")?)?
                }
                HEADER_INFO..=CMDLINES => {
                    if let Some(at) = uint(&o.prefix(size, 8, "an option")?, 0, 8, big_endian) {
                        sections.insert(id, at);
                    }
                }
                _ => o.skip(size, "an option")?,
            }
        }
    }
    let mut formats = super::dat::Formats { sectioned: true, ..Default::default() };
    let mut budget = super::dat::MAX_FORMAT_BYTES;
    let body = named(&mut file, &sections, HEADER_INFO, "header info", big_endian, compression)?;
    let commit_size = super::dat::header_info(&mut Head { r: body, big_endian, at: 0 }, long_size)?;
    // A formats section read whole whose compressed data decodes to other
    // than the size it declares is said (its formats are still taken).
    let checked = |body: Body<'_>, what: &str, formats: &mut super::dat::Formats, stopped: usize| {
        if formats.notes.len() == stopped
            && let Some(why) = body.mismatch()
        {
            formats.notes.push(format!("its {what} section is {why}"));
        }
    };
    let body = named(&mut file, &sections, FTRACE_EVENTS, "ftrace formats", big_endian, compression)?;
    let mut h = Head { r: body, big_endian, at: 0 };
    let stopped = formats.notes.len();
    super::dat::ftrace_formats(&mut h, &mut formats, &mut budget)?;
    checked(h.r, "ftrace formats", &mut formats, stopped);
    let body = named(&mut file, &sections, EVENT_FORMATS, "event formats", big_endian, compression)?;
    let mut h = Head { r: body, big_endian, at: 0 };
    let stopped = formats.notes.len();
    super::dat::event_formats(&mut h, &mut formats, &mut budget)?;
    checked(h.r, "event formats", &mut formats, stopped);
    let (comms, note) = match sections.contains_key(&CMDLINES) {
        true => {
            let mut cmdlines = || -> Result<_, String> {
                let body = named(&mut file, &sections, CMDLINES, "saved cmdlines", big_endian, compression)?;
                let mut c = Head { r: body, big_endian, at: 0 };
                let size = c.u64("the cmdlines")?;
                let read = super::dat::cmdlines(&mut c, size)?;
                Ok((read.comms, read.note))
            };
            // The events are whole without their command names.
            cmdlines().unwrap_or_else(|e| {
                let note = format!("its saved cmdlines do not read ({e}): events show no command name");
                (HashMap::new(), Some(note))
            })
        }
        false => (HashMap::new(), None),
    };
    let buffer = buffers.chosen()?;
    // The buffer section's header says whether its CPU data is compressed.
    let length = file.get_ref().metadata().map_err(|e| e.to_string())?.len();
    if buffer.section.saturating_add(16) > length {
        return Err(format!(
            "names a buffer section at byte {}, past the end of the {length}-byte file",
            buffer.section
        ));
    }
    file.seek(SeekFrom::Start(buffer.section))
        .map_err(|e| format!("the buffer section at byte {}: {e}", buffer.section))?;
    let mut header = [0u8; 16];
    file.read_exact(&mut header).map_err(|e| format!("the buffer section at byte {}: {e}", buffer.section))?;
    let flags = uint(&header, 2, 2, big_endian).unwrap_or(0);
    let compressed = if flags & 1 == 1 {
        Some(compression.ok_or_else(|| "compresses its CPU data but names no compression algorithm".to_owned())?)
    } else {
        None
    };
    let layout = Layout { page_size, commit_size, big_endian, compression: compressed };
    let mut dat = Dat::assemble(path, formats, comms, &buffer.cpus, layout, offset)?;
    dat.problems.splice(0..0, note);
    Ok(dat)
}

/// The body of the section an option names for `id` (`what` in messages),
/// as [`section`] reads it.
///
/// Errors: no option names it, the section there is of another id, or as
/// [`section`].
fn named<'a>(
    file: &'a mut BufReader<std::fs::File>,
    sections: &HashMap<u16, u64>,
    id: u16,
    what: &str,
    big_endian: bool,
    compression: Option<Algorithm>,
) -> Result<Body<'a>, String> {
    let at = *sections.get(&id).ok_or_else(|| format!("names no {what} section"))?;
    let (found, body) = section(file, at, big_endian, compression)?;
    if found != id {
        return Err(format!("has a section of id {found} at byte {at}, where its {what} belongs"));
    }
    Ok(body)
}

/// The section at byte `at`: its id, and its body as a stream of `file`
/// (decompressed as it is read when its flags say so: [`Algorithm::stream`]).
///
/// Errors: a header past the file's end, a compressed section of a file
/// that names no algorithm, or whose compressed bytes pass its size, a zstd
/// frame that does not start. Reading the body fails where it ends early
/// or does not decompress.
fn section<'a>(
    file: &'a mut BufReader<std::fs::File>,
    at: u64,
    big_endian: bool,
    compression: Option<Algorithm>,
) -> Result<(u16, Body<'a>), String> {
    let length = file.get_ref().metadata().map_err(|e| e.to_string())?.len();
    if at >= length {
        return Err(format!("names a section at byte {at}, past the end of the {length}-byte file"));
    }
    file.seek(SeekFrom::Start(at)).map_err(|e| format!("the section at byte {at}: {e}"))?;
    let mut h = Head { r: file, big_endian, at };
    let id = h.u16("a section header")?;
    let flags = h.u16("a section header")?;
    let _string = h.u32("a section header")?;
    let size = h.u64("a section header")?;
    if flags & 1 == 0 {
        return Ok((id, Body::Plain(h.r.take(size))));
    }
    let algorithm =
        compression.ok_or_else(|| format!("has a compressed section at byte {at} but names no algorithm"))?;
    let compressed = h.u32("a compressed section")?;
    let decompressed = h.u32("a compressed section")?;
    if u64::from(compressed) + 8 > size {
        return Err(format!("has a section at byte {at} whose {compressed} compressed bytes pass its {size}"));
    }
    let data = h.r.take(u64::from(compressed));
    let place = format!("(the section at byte {at})");
    let body = algorithm.stream(data, u64::from(compressed), u64::from(decompressed), place)?;
    Ok((id, Body::Compressed(Box::new(body))))
}

/// A section's body: read as it is, or decompressed as it is read.
enum Body<'a> {
    Plain(std::io::Take<&'a mut BufReader<std::fs::File>>),
    Compressed(Box<super::compressed::Stream<std::io::Take<&'a mut BufReader<std::fs::File>>>>),
}

impl Body<'_> {
    /// For a compressed body read whole: whether it decodes to other than
    /// what it declares ([`super::compressed::Stream::mismatch`]).
    fn mismatch(self) -> Option<String> {
        match self {
            Body::Plain(_) => None,
            Body::Compressed(mut s) => s.mismatch(),
        }
    }
}

impl Read for Body<'_> {
    fn read(&mut self, out: &mut [u8]) -> std::io::Result<usize> {
        match self {
            Body::Plain(r) => r.read(out),
            Body::Compressed(r) => r.read(out),
        }
    }
}

/// A BUFFER option's data.
///
/// Errors: data that ends inside it, or more than [`super::dat::MAX_CPUS`] CPUs.
fn buffer(data: &[u8], big_endian: bool) -> Result<Buffer, String> {
    let mut b = Head { r: data, big_endian, at: 0 };
    let section = b.u64("a BUFFER option")?;
    let name = b.cstr("a BUFFER option's instance")?;
    let _clock = b.cstr("a BUFFER option's clock")?;
    let _page_size = b.u32("a BUFFER option")?;
    let count = b.u32("a BUFFER option")?;
    if count > super::dat::MAX_CPUS {
        return Err(format!("declares {count} CPUs"));
    }
    let mut cpus = Vec::with_capacity(count as usize);
    for _ in 0..count {
        let number = b.u32("a BUFFER option's CPU")?;
        let at = b.u64("a BUFFER option's CPU")?;
        let size = b.u64("a BUFFER option's CPU")?;
        cpus.push(CpuData { number, at, size });
    }
    Ok(Buffer { name, section, cpus })
}
