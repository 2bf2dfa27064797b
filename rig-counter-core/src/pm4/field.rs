//! Named fields and values of packet words, so writers and the parser never use
//! bare numbers. Each packet word is a marker type, so a field goes only into
//! its own word.

use crate::regs::{Field, Value};

/// Marker of a type-3 packet header.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Header {}
/// Marker of EVENT_WRITE's event word.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EventWord {}
/// Marker of COPY_DATA's and WRITE_DATA's control word.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Control {}
/// Marker of WAIT_REG_MEM's control word.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WaitControl {}
/// Marker of ACQUIRE_MEM's GCR_CNTL word (GFX10 and later).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GcrCntl {}
/// Marker of ACQUIRE_MEM's CP_COHER_CNTL word (GFX9).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CoherCntl {}
/// Marker of PRED_EXEC's word.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PredExecWord {}

/// The largest header count (bits 29:16): 14 bits, so at most 16384 payload dwords.
pub const HEADER_COUNT_MAX: u32 = 0x3FFF;
/// Header bits 31:30: the packet type.
pub const HEADER_TYPE: Field<Header> = Field::new(30, 2);
/// Header bits 29:16: payload dwords minus one.
pub const HEADER_COUNT: Field<Header> = Field::new(16, 14);
/// Header bits 15:8: the opcode.
pub const HEADER_OPCODE: Field<Header> = Field::new(8, 8);
/// The packet type of every packet rig-counter writes.
pub const TYPE3: u32 = 3;

/// SET_UCONFIG_REG's first register: its offset word counts from 0xC000 (Linux
/// `soc15d.h` `PACKET3_SET_UCONFIG_REG_START`).
pub const UCONFIG_REG_START: u32 = crate::regs::UCONFIG_RANGE.start;
/// SET_SH_REG's first register: its offset word counts from 0x2C00
/// (`PACKET3_SET_SH_REG_START`).
pub const SH_REG_START: u32 = crate::regs::SH_RANGE.start;

/// EVENT_WRITE's event type, bits 5:0 (Mesa `sid.h` `EVENT_TYPE`).
pub const EVENT_TYPE: Field<EventWord> = Field::new(0, 6);
/// EVENT_WRITE's event index, bits 11:8 (Mesa `sid.h` `EVENT_INDEX`).
pub const EVENT_INDEX: Field<EventWord> = Field::new(8, 4);
/// The event that waits until earlier compute dispatches complete (Mesa `sid.h`
/// `V_028A90_CS_PARTIAL_FLUSH`; `mesa-pkt3.json` VGT_EVENT_TYPE 7).
pub const CS_PARTIAL_FLUSH: u32 = 0x07;
/// The event index of partial flushes (Mesa emits `EVENT_INDEX(4)` with them).
pub const CS_PARTIAL_FLUSH_INDEX: u32 = 4;
/// The event that samples the windowed counter blocks (`mesa-pkt3.json`
/// VGT_EVENT_TYPE `PERFCOUNTER_SAMPLE` = 27; PAL, radv and radeonsi issue it,
/// index 0, before the stop-and-sample write).
pub const PERFCOUNTER_SAMPLE: u32 = 0x1B;

/// WRITE_DATA's and COPY_DATA's destination, bits 11:8 (`mesa-pkt3.json`
/// CONTROL_cik DST_SEL; Mesa `sid.h` `COPY_DATA_DST_SEL`).
pub const DST_SEL: Field<Control> = Field::new(8, 4);
/// WRITE_DATA: write every dword to one address instead of incrementing
/// (`mesa-pkt3.json` CONTROL_cik WR_ONE_ADDR; 0 increments).
pub const WR_ONE_ADDR: Field<Control> = Field::new(16, 1);
/// WRITE_DATA and COPY_DATA: wait for the write's confirmation before the next
/// packet (`mesa-pkt3.json` CONTROL_cik WR_CONFIRM; Mesa `COPY_DATA_WR_CONFIRM`).
pub const WR_CONFIRM: Field<Control> = Field::new(20, 1);
/// WRITE_DATA's engine, bits 31:30 (`mesa-pkt3.json` CONTROL_cik ENGINE_SEL; 0 = ME).
pub const ENGINE_SEL: Field<Control> = Field::new(30, 2);
/// COPY_DATA's source, bits 3:0 (Mesa `sid.h` `COPY_DATA_SRC_SEL`).
pub const SRC_SEL: Field<Control> = Field::new(0, 4);
/// COPY_DATA: copy 64 bits instead of 32 (Mesa `sid.h` `COPY_DATA_COUNT_SEL`, bit 16).
pub const COUNT_SEL: Field<Control> = Field::new(16, 1);
/// COPY_DATA's source cache policy, bits 14:13 (Linux `soc15d.h`
/// `PACKET3_COPY_DATA__SRC_CACHE_POLICY`).
pub const SRC_CACHE_POLICY: Field<Control> = Field::new(13, 2);
/// COPY_DATA's destination cache policy, bits 26:25 (Linux `soc15d.h`
/// `PACKET3_COPY_DATA__DST_CACHE_POLICY`).
pub const DST_CACHE_POLICY: Field<Control> = Field::new(25, 2);
/// Cache policy 1, STREAM: what aqlprofile's gfx9 builder gives both sides of
/// its counter copies (`build_pm4_copy_data`).
pub const CACHE_POLICY_STREAM: u32 = 1;

/// SRC_SEL / DST_SEL: a memory-mapped register (Mesa `COPY_DATA_REG`).
pub const SEL_REGISTER: u32 = 0;
/// SRC_SEL / DST_SEL: memory through the L2 cache (Mesa `COPY_DATA_SRC_MEM` /
/// `COPY_DATA_TC_L2`; `mesa-pkt3.json` CONTROL__DST_SEL_cik TC_L2).
pub const SEL_TC_L2: u32 = 2;
/// SRC_SEL: a performance counter register (Mesa `COPY_DATA_PERF`).
pub const SEL_PERF: u32 = 4;
/// SRC_SEL: the immediate in the source words (Mesa `COPY_DATA_IMM`).
pub const SEL_IMMEDIATE: u32 = 5;
/// DST_SEL 5: memory on GFX9 (Mesa `COPY_DATA_DST_MEM`), `TC_L2_OBSOLETE` on
/// GFX10 and later (Linux `nvd.h`), where rig-counter writes [`SEL_TC_L2`].
pub const SEL_MEMORY: u32 = 5;

/// WAIT_REG_MEM's compare function, bits 2:0 (Mesa `sid.h` `WAIT_REG_MEM_*`).
pub const WAIT_FUNCTION: Field<WaitControl> = Field::new(0, 3);
/// WAIT_REG_MEM's space, bits 5:4: 0 a register, 1 memory (Mesa `sid.h`
/// `WAIT_REG_MEM_MEM_SPACE`).
pub const WAIT_MEM_SPACE: Field<WaitControl> = Field::new(4, 2);
/// WAIT_REG_MEM's operation, bits 7:6: 0 waits (Mesa `sid.h` `WAIT_REG_MEM_OPERATION`).
pub const WAIT_OPERATION: Field<WaitControl> = Field::new(6, 2);
/// WAIT_REG_MEM function 3: wait until `(value & mask) == reference` (Mesa
/// `sid.h` `WAIT_REG_MEM_EQUAL`; tinygrad `WAIT_REG_MEM_FUNCTION_EQ`).
pub const WAIT_EQUAL: u32 = 3;
/// The poll interval rig-counter's waits use, in the CP's clocks: aqlprofile's
/// gfx12 builder polls every 4 (`BuildWaitRegMemCommand`).
pub const WAIT_POLL_INTERVAL: u32 = 4;

/// GCR_CNTL's GL2_INV, bit 14 (`mesa-pkt3.json` GCR_CNTL).
pub const GCR_GL2_INV: Field<GcrCntl> = Field::new(14, 1);
/// GCR_CNTL's GL2_WB, bit 15: write GL2's dirty lines back to memory
/// (`mesa-pkt3.json` GCR_CNTL).
pub const GCR_GL2_WB: Field<GcrCntl> = Field::new(15, 1);
/// GCR_CNTL's SEQ, bits 17:16: 1 is SEQ_FORWARD (`mesa-pkt3.json` GCR_CNTL, GCR_SEQ).
pub const GCR_SEQ: Field<GcrCntl> = Field::new(16, 2);
/// GCR_SEQ's SEQ_FORWARD.
pub const GCR_SEQ_FORWARD: u32 = 1;
/// The GCR_CNTL of the write-back after the samples: GL2_WB | SEQ_FORWARD
/// (0x18000), as aqlprofile's gfx12 builder writes it after its counter copies
/// (ROCm/rocm-systems `rocprofiler-sdk/source/lib/aqlprofile/pm4/gfx12_cmd_builder.h`
/// `BuildCacheFlushPacket`).
pub const GCR_WRITE_BACK_L2: Value<GcrCntl> = GCR_GL2_WB.val(1).with(GCR_SEQ.val(GCR_SEQ_FORWARD));
/// CP_COHER_CNTL's TC_WB_ACTION_ENA, bit 18: write the L2 (TC) back (Mesa's
/// gfx940 register database, CP_COHER_CNTL).
pub const COHER_TC_WB_ACTION_ENA: Field<CoherCntl> = Field::new(18, 1);
/// CP_COHER_CNTL's TCL1_ACTION_ENA, bit 22: invalidate the vector L1 caches.
pub const COHER_TCL1_ACTION_ENA: Field<CoherCntl> = Field::new(22, 1);
/// CP_COHER_CNTL's TC_ACTION_ENA, bit 23: act on the L2 (TC).
pub const COHER_TC_ACTION_ENA: Field<CoherCntl> = Field::new(23, 1);
/// CP_COHER_CNTL's SH_KCACHE_ACTION_ENA, bit 27: invalidate the scalar caches.
pub const COHER_SH_KCACHE_ACTION_ENA: Field<CoherCntl> = Field::new(27, 1);
/// CP_COHER_CNTL's SH_ICACHE_ACTION_ENA, bit 29: invalidate the instruction caches.
pub const COHER_SH_ICACHE_ACTION_ENA: Field<CoherCntl> = Field::new(29, 1);
/// The CP_COHER_CNTL of the GFX9 write-back after the samples: TC_ACTION_ENA |
/// TCL1_ACTION_ENA | TC_WB_ACTION_ENA | SH_ICACHE_ACTION_ENA |
/// SH_KCACHE_ACTION_ENA (0x28C4_0000), what aqlprofile's gfx9 builder writes
/// after its counter copies (ROCm/rocm-systems
/// `projects/aqlprofile/src/pm4/gfx9_cmd_builder.cpp` `BuildCacheFlushPacket`).
pub const COHER_WRITE_BACK_L2: Value<CoherCntl> = COHER_TC_ACTION_ENA
    .val(1)
    .with(COHER_TCL1_ACTION_ENA.val(1))
    .with(COHER_TC_WB_ACTION_ENA.val(1))
    .with(COHER_SH_ICACHE_ACTION_ENA.val(1))
    .with(COHER_SH_KCACHE_ACTION_ENA.val(1));

/// PRED_EXEC's EXEC_COUNT, bits 13:0: how many dwords after the packet it
/// predicates (aqlprofile `BuildPredExecPacket`; tinygrad `pred_exec`).
pub const EXEC_COUNT: Field<PredExecWord> = Field::new(0, 14);
/// PRED_EXEC's VIRTUAL_XCC_ID_SELECT, bits 31:24: one bit per die (XCC) that
/// runs the predicated dwords (aqlprofile `BuildPredExecPacket`, `1 << xcc`;
/// tinygrad `pred_exec`, `xcc_mask << 24`).
pub const VIRTUAL_XCC_ID_SELECT: Field<PredExecWord> = Field::new(24, 8);

/// ACQUIRE_MEM's poll interval in rig-counter's write-back (aqlprofile's 0x10).
pub const ACQUIRE_POLL_INTERVAL: u32 = 0x10;
/// ACQUIRE_MEM's COHER_BASE and COHER_SIZE count 256-byte lines.
pub const COHER_LINE_BYTES: u64 = 256;

/// The most data dwords one WRITE_DATA carries: 16384 payload dwords less the
/// control word and the two address words, rounded down to an even count so
/// 64-bit values are never split between packets.
pub const WRITE_DATA_MAX_WORDS: u32 = 16380;
