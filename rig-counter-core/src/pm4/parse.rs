//! Reading packets back from words.

use super::Opcode;
use super::field;
use core::fmt;

/// One type-3 packet: its opcode value and its payload.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct Packet<'a> {
    /// The index of its header in the words parsed.
    pub index: usize,
    /// The opcode (header bits 15:8), known or not.
    pub opcode: u8,
    /// Its payload: the words after the header.
    pub payload: &'a [u32],
}

impl Packet<'_> {
    /// Its opcode, if rig-counter knows it.
    pub fn known(&self) -> Option<Opcode> {
        Opcode::from_u8(self.opcode)
    }
}

/// What is wrong with the words at an index.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub enum ParseErrorKind {
    /// The header's type (bits 31:30) is not 3.
    NotType3 {
        /// The type.
        packet_type: u8,
    },
    /// The header counts more payload dwords than remain.
    Truncated {
        /// Payload dwords the header counts.
        needed: usize,
        /// Dwords that remain after it.
        remaining: usize,
    },
}

/// Why the words at `index` are not a packet.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct ParseError {
    /// The index of the word at fault.
    pub index: usize,
    /// What is wrong.
    pub kind: ParseErrorKind,
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.kind {
            ParseErrorKind::NotType3 { packet_type } => {
                write!(f, "word {}: a type-{packet_type} header, not type 3", self.index)
            }
            ParseErrorKind::Truncated { needed, remaining } => {
                write!(f, "word {}: the packet needs {needed} payload dwords but {remaining} remain", self.index)
            }
        }
    }
}

impl core::error::Error for ParseError {}

/// The packets of a run of words, in order; after an error it yields nothing more.
#[derive(Clone, Debug)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct Packets<'a> {
    words: &'a [u32],
    at: usize,
    failed: bool,
}

impl<'a> Packets<'a> {
    /// The packets of `words`.
    pub fn new(words: &'a [u32]) -> Self {
        Packets { words, at: 0, failed: false }
    }
}

impl<'a> Iterator for Packets<'a> {
    type Item = Result<Packet<'a>, ParseError>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.failed {
            return None;
        }
        let index = self.at;
        let header = *self.words.get(index)?;
        let packet_type = field::HEADER_TYPE.get(header);
        let fail = |kind| Some(Err(ParseError { index, kind }));
        if packet_type != field::TYPE3 {
            self.failed = true;
            return fail(ParseErrorKind::NotType3 { packet_type: packet_type as u8 });
        }
        let needed = field::HEADER_COUNT.get(header) as usize + 1;
        let rest = self.words.get(index + 1..).unwrap_or(&[]);
        let Some(payload) = rest.get(..needed) else {
            self.failed = true;
            return fail(ParseErrorKind::Truncated { needed, remaining: rest.len() });
        };
        self.at = index + 1 + needed;
        Some(Ok(Packet { index, opcode: field::HEADER_OPCODE.get(header) as u8, payload }))
    }
}
