//! Text files as YAML reads them: UTF-8, or UTF-16 or UTF-32 with a byte
//! order mark, and where a file that is none of them goes wrong.
//!
//! YAML 1.2.2, section 5.2 ("Character Encodings"): a processor must read
//! UTF-8 and UTF-16, and UTF-32 for JSON's sake; a stream may begin with a
//! byte order mark, which says the encoding. JSON (RFC 8259, section 8.1)
//! is UTF-8 alone, so [`utf8`] is for it.

/// `bytes` as text: by its byte order mark, UTF-32 (`FF FE 00 00` little
/// endian, `00 00 FE FF` big endian), UTF-16 (`FF FE`, `FE FF`) or UTF-8
/// (`EF BB BF`), the mark left out; without one, UTF-8.
///
/// Errors: where the text stops being what its mark (or no mark) says, as
/// [`utf8`] says it for UTF-8: `is not UTF-16 text (little endian, by its
/// byte order mark): an unpaired surrogate at byte 10`.
pub fn yaml_text(bytes: Vec<u8>) -> Result<String, String> {
    match bytes.as_slice() {
        [0xFF, 0xFE, 0, 0, rest @ ..] => utf32(rest, u32::from_le_bytes, Mark("little", 32)),
        [0, 0, 0xFE, 0xFF, rest @ ..] => utf32(rest, u32::from_be_bytes, Mark("big", 32)),
        [0xFF, 0xFE, rest @ ..] => utf16(rest, u16::from_le_bytes, Mark("little", 16)),
        [0xFE, 0xFF, rest @ ..] => utf16(rest, u16::from_be_bytes, Mark("big", 16)),
        [0xEF, 0xBB, 0xBF, ..] => utf8_at(bytes[3..].to_vec(), 3),
        _ => utf8(bytes),
    }
}

/// `bytes` as UTF-8 text.
///
/// Errors: where it is not: `is not UTF-8 text: byte 0xFF at line 4,
/// column 12 (byte 62 of the file)`, the column counted in characters
/// from 1, the byte from 0; a file that ends inside a character says so.
pub fn utf8(bytes: Vec<u8>) -> Result<String, String> {
    utf8_at(bytes, 0)
}

/// [`utf8`] of bytes that begin at byte `skipped` of their file.
fn utf8_at(bytes: Vec<u8>, skipped: usize) -> Result<String, String> {
    String::from_utf8(bytes).map_err(|e| {
        let at = e.utf8_error().valid_up_to();
        let bytes = e.as_bytes();
        let good = String::from_utf8_lossy(&bytes[..at]);
        let line = good.matches('\n').count() + 1;
        let column = good.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
        match e.utf8_error().error_len() {
            Some(_) => format!(
                "is not UTF-8 text: byte 0x{:02X} at line {line}, column {column} (byte {} of the file)",
                bytes[at],
                at + skipped
            ),
            None => format!(
                "is not UTF-8 text: it ends inside a character at line {line}, column {column} (byte {} of the file)",
                at + skipped
            ),
        }
    })
}

/// What a byte order mark said: the byte order and the bits a unit.
#[derive(Clone, Copy)]
struct Mark(&'static str, u8);

impl Mark {
    /// `is not UTF-16 text (little endian, by its byte order mark): WHAT at byte AT`.
    fn fail(self, at: usize, what: &str) -> String {
        let Mark(order, bits) = self;
        format!("is not UTF-{bits} text ({order} endian, by its byte order mark): {what} at byte {at}")
    }
}

fn utf16(rest: &[u8], unit: fn([u8; 2]) -> u16, mark: Mark) -> Result<String, String> {
    let fail = |at, what: &str| mark.fail(at, what);
    if !rest.len().is_multiple_of(2) {
        return Err(fail(rest.len() + 1, "half a code unit"));
    }
    let units = rest.chunks_exact(2).map(|c| unit([c[0], c[1]]));
    let mut text = String::with_capacity(rest.len() / 2);
    // Units read so far: the mark's 2 bytes, then 2 a unit.
    let mut read = 0;
    for c in char::decode_utf16(units) {
        let c = c.map_err(|_| fail(2 + 2 * read, "an unpaired surrogate"))?;
        read += c.len_utf16();
        text.push(c);
    }
    Ok(text)
}

fn utf32(rest: &[u8], unit: fn([u8; 4]) -> u32, mark: Mark) -> Result<String, String> {
    let fail = |at, what: &str| mark.fail(at, what);
    if !rest.len().is_multiple_of(4) {
        return Err(fail(4 + rest.len() / 4 * 4, "a partial code unit"));
    }
    let mut text = String::with_capacity(rest.len() / 4);
    for (i, c) in rest.chunks_exact(4).enumerate() {
        match char::from_u32(unit([c[0], c[1], c[2], c[3]])) {
            Some(c) => text.push(c),
            None => return Err(fail(4 + 4 * i, "no character")),
        }
    }
    Ok(text)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_mark_yaml_allows_is_read() {
        let text = "a: \u{e9}\u{1F600}\n";
        let mut utf16le = vec![0xFF, 0xFE];
        utf16le.extend(text.encode_utf16().flat_map(u16::to_le_bytes));
        let mut utf16be = vec![0xFE, 0xFF];
        utf16be.extend(text.encode_utf16().flat_map(u16::to_be_bytes));
        let mut utf32le = vec![0xFF, 0xFE, 0, 0];
        utf32le.extend(text.chars().flat_map(|c| u32::from(c).to_le_bytes()));
        let mut utf32be = vec![0, 0, 0xFE, 0xFF];
        utf32be.extend(text.chars().flat_map(|c| u32::from(c).to_be_bytes()));
        let mut utf8 = vec![0xEF, 0xBB, 0xBF];
        utf8.extend(text.bytes());
        for bytes in [utf16le, utf16be, utf32le, utf32be, utf8, text.as_bytes().to_vec()] {
            assert_eq!(yaml_text(bytes).as_deref(), Ok(text));
        }
    }

    #[test]
    fn a_fault_is_placed_by_line_column_and_byte() {
        assert_eq!(
            yaml_text(b"a: 1\nname: X\xff\n".to_vec()).unwrap_err(),
            "is not UTF-8 text: byte 0xFF at line 2, column 8 (byte 12 of the file)"
        );
        assert_eq!(
            yaml_text(b"\xe2\x82".to_vec()).unwrap_err(),
            "is not UTF-8 text: it ends inside a character at line 1, column 1 (byte 0 of the file)"
        );
        assert_eq!(
            yaml_text(b"\xef\xbb\xbfa\n\xc3(".to_vec()).unwrap_err(),
            "is not UTF-8 text: byte 0xC3 at line 2, column 1 (byte 5 of the file)"
        );
        // 'a', then a lone high surrogate.
        assert_eq!(
            yaml_text(vec![0xFF, 0xFE, b'a', 0, 0x00, 0xD8, b'b', 0]).unwrap_err(),
            "is not UTF-16 text (little endian, by its byte order mark): an unpaired surrogate at byte 4"
        );
        assert_eq!(
            yaml_text(vec![0xFE, 0xFF, 0, b'a', 0]).unwrap_err(),
            "is not UTF-16 text (big endian, by its byte order mark): half a code unit at byte 4"
        );
        assert_eq!(
            yaml_text(vec![0, 0, 0xFE, 0xFF, 0, 0x11, 0, 0]).unwrap_err(),
            "is not UTF-32 text (big endian, by its byte order mark): no character at byte 4"
        );
    }
}
