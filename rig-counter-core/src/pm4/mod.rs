//! PM4 type-3 packets: the words a GPU queue's command processor executes.
//!
//! Like smoltcp's `wire` module, writing and parsing are symmetric: [`Writer`]
//! writes packets into a caller's `&mut [u32]`, and [`Packets`] reads the same
//! words back, so every writer method is tested against the parser.
//!
//! Packet facts (header layout, opcodes, control-word fields) are AMD's, as
//! published in Mesa's `src/amd/common/sid.h`, Mesa's packet database
//! (`mesa-pkt3.json`: WRITE_DATA's CONTROL word) and the Linux driver's
//! `drivers/gpu/drm/amd/amdgpu/soc15d.h` / `nvd.h`; each constant names its
//! source in [`field`] and [`Opcode`].

mod emit;
pub mod field;
mod opcode;
mod parse;

pub(crate) use emit::{ACQUIRE_MEM, ACQUIRE_MEM_GFX9};
pub use emit::{
    ACQUIRE_MEM_GFX9_WORDS, ACQUIRE_MEM_WORDS, COPY_DATA_WORDS, EVENT_WRITE_WORDS, PRED_EXEC_WORDS, SET_REG_WORDS,
    WAIT_REG_MEM_WORDS, WRITE_DATA_HEAD_WORDS, Writer, coherence_lines, copy_data_words, event_write_words,
    pred_exec_word, set_sh_reg_words, set_uconfig_reg_words, split,
};
pub use opcode::{Opcode, header};
pub use parse::{Packet, Packets, ParseError, ParseErrorKind};
