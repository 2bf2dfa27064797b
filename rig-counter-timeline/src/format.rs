//! Tracepoint event formats, as the kernel prints them in
//! `events/SYSTEM/NAME/format` and trace-cmd stores them in a `.dat` file:
//! `name:`, `ID:`, then one `field:TYPE NAME; offset:N; size:N; signed:N;`
//! line per field (the kernel's `trace_define_field` output, read as
//! libtraceevent's `event-parse.c` reads it).

use super::event::Value;

/// One field of an event format.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Field {
    /// Its name: `context`.
    pub name: String,
    /// Byte offset in the record.
    pub offset: usize,
    /// Bytes.
    pub size: usize,
    /// Whether it is signed.
    pub signed: bool,
    /// A `__data_loc` field: a u32 whose low 16 bits are the offset of its
    /// data in the record and high 16 bits its length.
    pub data_loc: bool,
    /// A `__rel_loc` field: its offset counts from the end of the field.
    pub rel: bool,
    /// A string field: `char[]` (a `__data_loc char[]` or a `char NAME[N]`).
    pub string: bool,
}

/// One event format.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Format {
    /// The tracepoint's name: `amdgpu_cs_ioctl`.
    pub name: String,
    /// Its id, the record's `common_type`.
    pub id: u16,
    /// Its fields after the common ones (`common_type`, `common_flags`,
    /// `common_preempt_count`, `common_pid`), in order.
    pub fields: Vec<Field>,
    /// The `common_pid` field's offset and size.
    pub pid: Option<(usize, usize)>,
}

/// Parses one format text.
///
/// Errors: what is missing (`no name:`, `no ID:`) or the field line that does
/// not read (`field line 3: no offset`).
pub fn parse(text: &str) -> Result<Format, String> {
    let mut name = None;
    let mut id = None;
    let mut fields = Vec::new();
    let mut pid = None;
    for (i, line) in text.lines().enumerate() {
        let line = line.trim();
        if let Some(n) = line.strip_prefix("name:") {
            name = Some(n.trim().to_owned());
        } else if let Some(n) = line.strip_prefix("ID:") {
            id = Some(n.trim().parse::<u16>().map_err(|_| format!("ID {:?} is no 16-bit number", n.trim()))?);
        } else if line.starts_with("field:") {
            let f =
                field(line).ok_or_else(|| format!("field line {}: does not read as field:, offset:, size:", i + 1))?;
            if f.name == "common_pid" {
                pid = Some((f.offset, f.size));
            } else if !f.name.starts_with("common_") {
                fields.push(f);
            }
        }
    }
    Ok(Format { name: name.ok_or("no name:")?, id: id.ok_or("no ID:")?, fields, pid })
}

/// One `field:...; offset:...; size:...; signed:...;` line.
fn field(line: &str) -> Option<Field> {
    let mut decl = None;
    let (mut offset, mut size, mut signed) = (None, None, false);
    for part in line.split(';').map(str::trim).filter(|p| !p.is_empty()) {
        if let Some(d) = part.strip_prefix("field:") {
            decl = Some(d.trim());
        } else if let Some(v) = part.strip_prefix("offset:") {
            offset = v.trim().parse().ok();
        } else if let Some(v) = part.strip_prefix("size:") {
            size = v.trim().parse().ok();
        } else if let Some(v) = part.strip_prefix("signed:") {
            signed = v.trim() == "1";
        }
    }
    let decl = decl?;
    let rel = decl.starts_with("__rel_loc");
    let data_loc = decl.starts_with("__data_loc") || rel;
    // The name is the declaration's last word, less an array's brackets.
    let last = decl.rsplit(|c: char| c.is_whitespace() || c == '*').next()?;
    let name = last.split('[').next()?.to_owned();
    let size: usize = size?;
    // `char buf` of size 0 (ftrace's print): a string to the record's end.
    let string = decl.contains("char") && (decl.contains('[') || data_loc || size == 0);
    Some(Field { name, offset: offset?, size, signed, data_loc, rel, string })
}

/// An unsigned integer of `bytes` (1, 2, 4 or 8) at `at` in `record`, in the
/// file's byte order; `None` past the record's end.
pub fn uint(record: &[u8], at: usize, bytes: usize, big_endian: bool) -> Option<u64> {
    let b = record.get(at..at.checked_add(bytes)?)?;
    let mut v: u64 = 0;
    if big_endian {
        for &x in b {
            v = (v << 8) | u64::from(x);
        }
    } else {
        for &x in b.iter().rev() {
            v = (v << 8) | u64::from(x);
        }
    }
    Some(v)
}

impl Format {
    /// The values of the fields of `record` (an event's payload, from its
    /// `common_type`), those that lie past its end left out.
    pub fn values(&self, record: &[u8], big_endian: bool) -> Vec<(String, Value)> {
        let mut out = Vec::with_capacity(self.fields.len());
        for f in &self.fields {
            let value = if f.data_loc {
                uint(record, f.offset, 4, big_endian).and_then(|loc| {
                    let (mut at, len) = ((loc & 0xffff) as usize, (loc >> 16) as usize);
                    if f.rel {
                        at = at.checked_add(f.offset.checked_add(f.size)?)?;
                    }
                    record.get(at..at.checked_add(len)?).map(|b| Value::Str(c_string(b)))
                })
            } else if f.string {
                let end = if f.size == 0 { Some(record.len()) } else { f.offset.checked_add(f.size) };
                end.and_then(|end| record.get(f.offset..end)).map(|b| Value::Str(c_string(b)))
            } else if matches!(f.size, 1 | 2 | 4 | 8) {
                uint(record, f.offset, f.size, big_endian).map(|v| {
                    // A signed field keeps its sign in 64 bits.
                    let bits = 8 * f.size as u32;
                    let v = if f.signed && bits < 64 && v >> (bits - 1) == 1 { v | (u64::MAX << bits) } else { v };
                    Value::Int(v)
                })
            } else {
                None
            };
            if let Some(v) = value {
                out.push((f.name.clone(), v));
            }
        }
        out
    }
}

/// The text of a NUL-terminated (or full) byte string, lossily.
pub(super) fn c_string(bytes: &[u8]) -> String {
    let end = bytes.iter().position(|&b| b == 0).unwrap_or(bytes.len());
    String::from_utf8_lossy(&bytes[..end]).into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Linux 4.11's `dma_fence_signaled` format, as the real amdgpu trace holds it.
    const FENCE: &str = "name: dma_fence_signaled\nID: 1094\nformat:\n\
        \tfield:unsigned short common_type;\toffset:0;\tsize:2;\tsigned:0;\n\
        \tfield:unsigned char common_flags;\toffset:2;\tsize:1;\tsigned:0;\n\
        \tfield:unsigned char common_preempt_count;\toffset:3;\tsize:1;\tsigned:0;\n\
        \tfield:int common_pid;\toffset:4;\tsize:4;\tsigned:1;\n\n\
        \tfield:__data_loc char[] driver;\toffset:8;\tsize:4;\tsigned:1;\n\
        \tfield:__data_loc char[] timeline;\toffset:12;\tsize:4;\tsigned:1;\n\
        \tfield:unsigned int context;\toffset:16;\tsize:4;\tsigned:0;\n\
        \tfield:unsigned int seqno;\toffset:20;\tsize:4;\tsigned:0;\n\n\
        print fmt: \"driver=%s timeline=%s context=%u seqno=%u\"";

    #[test]
    fn a_format_gives_its_fields_and_a_record_its_values() {
        let f = parse(FENCE).unwrap();
        assert_eq!((f.name.as_str(), f.id, f.pid), ("dma_fence_signaled", 1094, Some((4, 4))));
        let names: Vec<&str> = f.fields.iter().map(|f| f.name.as_str()).collect();
        assert_eq!(names, ["driver", "timeline", "context", "seqno"]);
        assert!(f.fields[0].data_loc && f.fields[0].string && !f.fields[2].string);
        // driver "amd_sched" at 24 (9 bytes and NUL), timeline "gfx" at 34.
        let mut r = vec![0u8; 24];
        r[0..2].copy_from_slice(&1094u16.to_le_bytes());
        r[8..12].copy_from_slice(&(24u32 | (10 << 16)).to_le_bytes());
        r[12..16].copy_from_slice(&(34u32 | (4 << 16)).to_le_bytes());
        r[16..20].copy_from_slice(&249u32.to_le_bytes());
        r[20..24].copy_from_slice(&91446u32.to_le_bytes());
        r.extend_from_slice(b"amd_sched\0gfx\0");
        assert_eq!(
            f.values(&r, false),
            [
                ("driver".to_owned(), Value::Str("amd_sched".into())),
                ("timeline".to_owned(), Value::Str("gfx".into())),
                ("context".to_owned(), Value::Int(249)),
                ("seqno".to_owned(), Value::Int(91446)),
            ]
        );
        // A record cut short loses the fields past its end, nothing more.
        assert_eq!(f.values(&r[..18], false).len(), 0);
        assert_eq!(parse("ID: 3").unwrap_err(), "no name:");
    }
}

#[cfg(test)]
mod absurd {
    use super::*;

    #[test]
    fn offsets_and_sizes_past_any_record_give_no_value() {
        // Break test, 2026-12-01: these overflowed (a panic in debug builds).
        let text = "name: x\nID: 9\n\tfield:char a[8];\toffset:18446744073709551615;\tsize:8;\tsigned:0;\n\
                    \tfield:char b[8];\toffset:16;\tsize:18446744073709551615;\tsigned:0;\n\
                    \tfield:__rel_loc char[] c;\toffset:16;\tsize:18446744073709551599;\tsigned:0;\n";
        let f = parse(text).unwrap();
        assert_eq!(f.fields.len(), 3);
        assert_eq!(f.values(&[0xff; 64], false), []);
    }
}
