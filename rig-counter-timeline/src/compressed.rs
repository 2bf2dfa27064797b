//! Compressed blocks of trace-cmd `.dat` files of version 7
//! (`Documentation/trace-cmd/trace-cmd.dat.v7.5.txt` of rostedt/trace-cmd):
//! a section's body (a u32 compressed size, a u32 decompressed size, the
//! data) and a CPU's data (a u32 count of chunks, each a u32 compressed
//! size, a u32 decompressed size and the data; trace-cmd
//! `lib/trace-cmd/trace-compress.c`, `tracecmd_load_chunks_info`).
//!
//! The algorithms trace-cmd writes: `zstd` (a zstd frame a block,
//! `trace-compress-zstd.c`), decoded by `ruzstd`, and `zlib` (`compress2`'s
//! zlib stream, `trace-compress-zlib.c`), decoded by `flate2`. Every size is
//! checked before anything is read or allocated: a chunk decompresses to at
//! most [`MAX_BLOCK_BYTES`], exactly to the size it declares. A section is
//! read as a stream ([`Algorithm::stream`]): memory holds the decoder's
//! window, never the section, whatever size it declares.

use super::format::uint;
use std::io::{BufReader, Read, Seek, SeekFrom};

/// The most bytes one block (a section, a chunk) may decompress to: trace-cmd
/// compresses CPU data in chunks of a few pages and sections whole; the
/// largest section a trace holds (kallsyms) is a few MiB.
pub const MAX_BLOCK_BYTES: u64 = 256 << 20;

/// The largest zstd window a section's stream may declare (a frame's
/// `Window_Size`, RFC 8878 section 3.1.1.1.2): the decoder holds that much.
/// zstd's window is its level's (at most 8 MiB up to level 19, 128 MiB at
/// 22: `ZSTD_defaultCParameters`, zstd `lib/compress/clevels.h`), made no
/// larger than the content when that is known and smaller
/// (`ZSTD_adjustCParams`), so a section trace-cmd writes (a few MiB at most)
/// stays below.
pub const MAX_WINDOW_BYTES: u64 = 16 << 20;

/// A compression algorithm of the file header's `name\0version\0`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Algorithm {
    /// `zstd`.
    Zstd,
    /// `zlib`.
    Zlib,
}

impl Algorithm {
    /// The algorithm a file header names: `None` for `none` (or an empty
    /// name).
    ///
    /// Errors: another name, with its version.
    pub fn of(name: &str, version: &str) -> Result<Option<Algorithm>, String> {
        match name {
            "" | "none" => Ok(None),
            "zstd" => Ok(Some(Algorithm::Zstd)),
            "zlib" => Ok(Some(Algorithm::Zlib)),
            other => Err(format!(
                "is compressed with {} {}; rig-counter reads zstd and zlib",
                rig_counter_io::text::shown(other),
                rig_counter_io::text::shown(version)
            )),
        }
    }

    /// Its name in a file header and in messages: `zstd`, `zlib`.
    pub fn name(self) -> &'static str {
        match self {
            Algorithm::Zstd => "zstd",
            Algorithm::Zlib => "zlib",
        }
    }

    /// `data`, a block of `compressed` bytes, read as a stream of the `size`
    /// bytes it declares, each error message followed by `place` (`(the
    /// section at byte 6046)`).
    ///
    /// Errors: a zstd frame header that does not decode, or whose window is
    /// above [`MAX_WINDOW_BYTES`]. Reading it fails ([`std::io::ErrorKind::InvalidData`])
    /// for data that does not decode, or that ends before `size` bytes.
    pub fn stream<R: Read>(self, data: R, compressed: u64, size: u64, place: String) -> Result<Stream<R>, String> {
        let decoder = match self {
            Algorithm::Zstd => {
                match ruzstd::decoding::StreamingDecoder::new_with_max_window_size(data, MAX_WINDOW_BYTES) {
                    Ok(d) => Decoder::Zstd(Box::new(d)),
                    Err(ruzstd::decoding::errors::FrameDecoderError::WindowSizeTooBig { requested, .. }) => {
                        return Err(format!(
                            "a zstd block whose window of {requested} bytes is above the {} MiB a reader holds {place}",
                            MAX_WINDOW_BYTES >> 20
                        ));
                    }
                    Err(_) => {
                        return Err(format!(
                            "a zstd block of {compressed} bytes that does not decode (after 0 bytes) {place}"
                        ));
                    }
                }
            }
            Algorithm::Zlib => Decoder::Zlib(flate2::read::ZlibDecoder::new(data)),
        };
        Ok(Stream { decoder, name: self.name(), compressed, size, read: 0, place })
    }

    /// `data` decompressed, which must give exactly `size` bytes.
    ///
    /// Errors: `size` above [`MAX_BLOCK_BYTES`]; data that does not decode,
    /// or decodes to another size.
    pub fn decompress(self, data: &[u8], size: u64) -> Result<Vec<u8>, String> {
        if size > MAX_BLOCK_BYTES {
            return Err(format!("a compressed block declares {size} bytes, more than any trace holds"));
        }
        let mut out = Vec::new();
        // The decoders' own errors are their internals: what failed is said.
        let read = match self {
            Algorithm::Zstd => ruzstd::decoding::StreamingDecoder::new(data)
                .ok()
                .and_then(|d| d.take(size + 1).read_to_end(&mut out).ok()),
            Algorithm::Zlib => flate2::read::ZlibDecoder::new(data).take(size + 1).read_to_end(&mut out).ok(),
        };
        let name = match self {
            Algorithm::Zstd => "zstd",
            Algorithm::Zlib => "zlib",
        };
        if read.is_none() {
            return Err(format!(
                "a {name} block of {} bytes that does not decode (after {} bytes)",
                data.len(),
                out.len()
            ));
        }
        if out.len() as u64 != size {
            return Err(format!("a {name} block that decodes to {} bytes, not the {size} it declares", out.len()));
        }
        Ok(out)
    }
}

/// A compressed block read as a stream ([`Algorithm::stream`]): at most the
/// bytes it declares.
pub struct Stream<R: Read> {
    decoder: Decoder<R>,
    name: &'static str,
    compressed: u64,
    size: u64,
    read: u64,
    place: String,
}

/// A decoder over a block's data.
enum Decoder<R: Read> {
    Zstd(Box<ruzstd::decoding::StreamingDecoder<R, ruzstd::decoding::FrameDecoder>>),
    Zlib(flate2::read::ZlibDecoder<R>),
}

impl<R: Read> Read for Stream<R> {
    fn read(&mut self, out: &mut [u8]) -> std::io::Result<usize> {
        let left = self.size - self.read;
        if left == 0 || out.is_empty() {
            return Ok(0);
        }
        let want = usize::try_from(left).unwrap_or(usize::MAX).min(out.len());
        let read = match &mut self.decoder {
            Decoder::Zstd(d) => d.read(&mut out[..want]),
            Decoder::Zlib(d) => d.read(&mut out[..want]),
        };
        let invalid = |message: String| std::io::Error::new(std::io::ErrorKind::InvalidData, message);
        // The decoders' own errors are their internals: what failed is said.
        let n = read.map_err(|_| {
            invalid(format!(
                "a {} block of {} bytes that does not decode (after {} bytes) {}",
                self.name, self.compressed, self.read, self.place
            ))
        })?;
        if n == 0 {
            return Err(invalid(format!(
                "a {} block that decodes to {} bytes, not the {} it declares {}",
                self.name, self.read, self.size, self.place
            )));
        }
        self.read += n as u64;
        Ok(n)
    }
}

impl<R: Read> Stream<R> {
    /// Where what was read ends: a block whose data decodes past the
    /// bytes it declares, or that declares bytes its content never took
    /// (its content read whole), is said; `None` when they agree. Reads at
    /// most one byte more.
    pub fn mismatch(&mut self) -> Option<String> {
        if self.read < self.size {
            return Some(format!(
                "a {} block that declares {} bytes, of which its content takes {} {}",
                self.name, self.size, self.read, self.place
            ));
        }
        let mut one = [0u8; 1];
        let more = match &mut self.decoder {
            Decoder::Zstd(d) => d.read(&mut one),
            Decoder::Zlib(d) => d.read(&mut one),
        };
        matches!(more, Ok(n) if n > 0).then(|| {
            format!(
                "a {} block that decodes to more than the {} bytes it declares {}",
                self.name, self.size, self.place
            )
        })
    }
}

/// One CPU's compressed data, read chunk by chunk: memory holds one chunk.
pub struct Chunks {
    file: BufReader<std::fs::File>,
    algorithm: Algorithm,
    big_endian: bool,
    /// Chunks not yet read, the decompressed bytes they hold in all, and
    /// the most one holds.
    left: u32,
    total: u64,
    largest: u64,
    /// Where the next chunk's header is in the file, and where the CPU's
    /// compressed data ends.
    at: u64,
    end: u64,
    /// The chunk being read, and how much of it was.
    chunk: Vec<u8>,
    read: usize,
}

impl Chunks {
    /// The data of a CPU compressed with `algorithm` at byte `at` of `file`
    /// (positioned there): a chunk count, then `size` bytes of chunks. The count and
    /// each chunk's header are read (seeking past the data) to learn the
    /// decompressed size, then `file` is put back on the first chunk.
    ///
    /// Errors: a count or header past `size`, a chunk declaring more than
    /// [`MAX_BLOCK_BYTES`], a read that fails.
    pub fn new(
        mut file: BufReader<std::fs::File>,
        algorithm: Algorithm,
        at: u64,
        size: u64,
        big_endian: bool,
    ) -> Result<Chunks, String> {
        let mut word = [0u8; 8];
        file.read_exact(&mut word[..4]).map_err(|e| format!("its chunk count at byte {at}: {e}"))?;
        let count = uint(&word, 0, 4, big_endian).unwrap_or(0) as u32;
        // The size counts the chunks, not the count before them (trace-cmd
        // `tracecmd_compress_copy_from`: each chunk's data and 8-byte header).
        let first = at.saturating_add(4);
        let end = first.saturating_add(size);
        // A chunk is at least its 8-byte header: a count past the data is
        // refused before any chunk is read.
        if u64::from(count).saturating_mul(8) > end.saturating_sub(first) {
            return Err(format!("{count} chunks declared at byte {at} do not fit its {size} bytes"));
        }
        let (mut total, mut largest, mut next) = (0u64, 0u64, first);
        for i in 0..count {
            file.read_exact(&mut word).map_err(|e| format!("chunk {i}'s header at byte {next}: {e}"))?;
            let compressed = uint(&word, 0, 4, big_endian).unwrap_or(0);
            let decompressed = uint(&word, 4, 4, big_endian).unwrap_or(0);
            if decompressed > MAX_BLOCK_BYTES {
                return Err(format!("chunk {i} at byte {next} declares {decompressed} bytes"));
            }
            next = next.saturating_add(8).saturating_add(compressed);
            if next > end {
                return Err(format!("chunk {i} runs past the {size} bytes at byte {at}"));
            }
            total += decompressed;
            largest = largest.max(decompressed);
            file.seek_relative(compressed as i64).map_err(|e| format!("chunk {i}: {e}"))?;
        }
        file.seek(SeekFrom::Start(first)).map_err(|e| e.to_string())?;
        Ok(Chunks {
            file,
            algorithm,
            big_endian,
            left: count,
            total,
            largest,
            at: first,
            end,
            chunk: Vec::new(),
            read: 0,
        })
    }

    /// The decompressed bytes of all its chunks.
    pub fn total(&self) -> u64 {
        self.total
    }

    /// The decompressed bytes of its largest chunk: what reading it holds.
    pub fn largest(&self) -> u64 {
        self.largest
    }

    /// Reads and decompresses the next chunk.
    fn next_chunk(&mut self) -> Result<(), String> {
        let mut word = [0u8; 8];
        self.file.read_exact(&mut word).map_err(|e| format!("the chunk header at byte {}: {e}", self.at))?;
        let compressed = uint(&word, 0, 4, self.big_endian).unwrap_or(0);
        let decompressed = uint(&word, 4, 4, self.big_endian).unwrap_or(0);
        if self.at.saturating_add(8).saturating_add(compressed) > self.end {
            return Err(format!("the chunk at byte {} runs past the CPU's data", self.at));
        }
        let mut data = Vec::new();
        (&mut self.file)
            .take(compressed)
            .read_to_end(&mut data)
            .map_err(|e| format!("the chunk at byte {}: {e}", self.at))?;
        self.chunk = self
            .algorithm
            .decompress(&data, decompressed)
            .map_err(|e| format!("{e} (the chunk at byte {})", self.at))?;
        self.read = 0;
        self.at += 8 + compressed;
        self.left -= 1;
        Ok(())
    }
}

impl Read for Chunks {
    fn read(&mut self, out: &mut [u8]) -> std::io::Result<usize> {
        while self.read == self.chunk.len() {
            if self.left == 0 {
                return Ok(0);
            }
            self.next_chunk().map_err(|e| std::io::Error::new(std::io::ErrorKind::InvalidData, e))?;
        }
        let n = out.len().min(self.chunk.len() - self.read);
        out[..n].copy_from_slice(&self.chunk[self.read..self.read + n]);
        self.read += n;
        Ok(n)
    }
}
