# rig-counter stop mi300x SQ_WAVES TCC_HIT GRBM_GUI_ACTIVE (samples at the default 0x10000000)
# Wait until the queue's earlier dispatches complete.
0000  EVENT_WRITE CS_PARTIAL_FLUSH index=4
# Sample the windowed blocks: PAL, radv and radeonsi issue PERFCOUNTER_SAMPLE before the CP_PERFMON_CNTL sample write.
0002  EVENT_WRITE PERFCOUNTER_SAMPLE index=0
# Compute dispatches count no more (COMPUTE_PERFCOUNT_ENABLE = 0, as PAL and radv at stop).
0004  SET_SH_REG COMPUTE_PERFCOUNT_ENABLE=0
# Sample every counter, which keeps counting (START | SAMPLE, 0x401: aqlprofile's gfx9 read; the global GRBM samples on PERFMON_SAMPLE_ENABLE): before any read.
0007  SET_UCONFIG_REG CP_PERFMON_CNTL PERFMON_SAMPLE_ENABLE=1 PERFMON_ENABLE_MODE=0 SPM_PERFMON_STATE=0 PERFMON_STATE=1
# Only die 0 runs the next 60 dwords (VIRTUAL_XCC_ID_SELECT 0x01): its own reads, stored at its own values.
0010  PRED_EXEC XCC 0 (select 0x01) next 60 dwords
# Select shader engine 0 of die 0 whole (SE_INDEX 0, arrays and instances broadcast) for its SQ counters.
0012  SET_UCONFIG_REG GRBM_GFX_INDEX INSTANCE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=0
# Copy SQ_WAVES of die 0 (SQ_PERFCOUNTER0_LO) into the low half of its u64 at 0x10000000: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0015  COPY_DATA src=register SQ_PERFCOUNTER0_LO dst=memory 0x10000000 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy SQ_WAVES of die 0 (SQ_PERFCOUNTER0_HI) into the high half of its u64 at 0x10000004: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0021  COPY_DATA src=register SQ_PERFCOUNTER0_HI dst=memory 0x10000004 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select shader engine 1 of die 0 whole (SE_INDEX 1, arrays and instances broadcast) for its SQ counters.
0027  SET_UCONFIG_REG GRBM_GFX_INDEX INSTANCE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=1 SH_INDEX=0 INSTANCE_INDEX=0
# Copy SQ_WAVES of die 0 (SQ_PERFCOUNTER0_LO) into the low half of its u64 at 0x10000008: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0030  COPY_DATA src=register SQ_PERFCOUNTER0_LO dst=memory 0x10000008 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy SQ_WAVES of die 0 (SQ_PERFCOUNTER0_HI) into the high half of its u64 at 0x1000000c: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0036  COPY_DATA src=register SQ_PERFCOUNTER0_HI dst=memory 0x1000000c dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select shader engine 2 of die 0 whole (SE_INDEX 2, arrays and instances broadcast) for its SQ counters.
0042  SET_UCONFIG_REG GRBM_GFX_INDEX INSTANCE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=2 SH_INDEX=0 INSTANCE_INDEX=0
# Copy SQ_WAVES of die 0 (SQ_PERFCOUNTER0_LO) into the low half of its u64 at 0x10000010: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0045  COPY_DATA src=register SQ_PERFCOUNTER0_LO dst=memory 0x10000010 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy SQ_WAVES of die 0 (SQ_PERFCOUNTER0_HI) into the high half of its u64 at 0x10000014: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0051  COPY_DATA src=register SQ_PERFCOUNTER0_HI dst=memory 0x10000014 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select shader engine 3 of die 0 whole (SE_INDEX 3, arrays and instances broadcast) for its SQ counters.
0057  SET_UCONFIG_REG GRBM_GFX_INDEX INSTANCE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=3 SH_INDEX=0 INSTANCE_INDEX=0
# Copy SQ_WAVES of die 0 (SQ_PERFCOUNTER0_LO) into the low half of its u64 at 0x10000018: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0060  COPY_DATA src=register SQ_PERFCOUNTER0_LO dst=memory 0x10000018 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy SQ_WAVES of die 0 (SQ_PERFCOUNTER0_HI) into the high half of its u64 at 0x1000001c: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0066  COPY_DATA src=register SQ_PERFCOUNTER0_HI dst=memory 0x1000001c dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Only die 0 runs the next 240 dwords (VIRTUAL_XCC_ID_SELECT 0x01): its own reads, stored at its own values.
0072  PRED_EXEC XCC 0 (select 0x01) next 240 dwords
# Select L2 channel 0 of die 0 alone (INSTANCE_INDEX 0, engines and arrays broadcast).
0074  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=0
# Copy TCC_HIT of die 0 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x10000100: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0077  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x10000100 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 0 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x10000104: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0083  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x10000104 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select L2 channel 1 of die 0 alone (INSTANCE_INDEX 1, engines and arrays broadcast).
0089  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=1
# Copy TCC_HIT of die 0 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x10000108: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0092  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x10000108 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 0 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x1000010c: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0098  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x1000010c dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select L2 channel 2 of die 0 alone (INSTANCE_INDEX 2, engines and arrays broadcast).
0104  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=2
# Copy TCC_HIT of die 0 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x10000110: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0107  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x10000110 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 0 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x10000114: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0113  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x10000114 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select L2 channel 3 of die 0 alone (INSTANCE_INDEX 3, engines and arrays broadcast).
0119  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=3
# Copy TCC_HIT of die 0 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x10000118: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0122  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x10000118 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 0 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x1000011c: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0128  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x1000011c dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select L2 channel 4 of die 0 alone (INSTANCE_INDEX 4, engines and arrays broadcast).
0134  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=4
# Copy TCC_HIT of die 0 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x10000120: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0137  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x10000120 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 0 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x10000124: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0143  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x10000124 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select L2 channel 5 of die 0 alone (INSTANCE_INDEX 5, engines and arrays broadcast).
0149  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=5
# Copy TCC_HIT of die 0 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x10000128: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0152  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x10000128 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 0 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x1000012c: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0158  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x1000012c dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select L2 channel 6 of die 0 alone (INSTANCE_INDEX 6, engines and arrays broadcast).
0164  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=6
# Copy TCC_HIT of die 0 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x10000130: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0167  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x10000130 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 0 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x10000134: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0173  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x10000134 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select L2 channel 7 of die 0 alone (INSTANCE_INDEX 7, engines and arrays broadcast).
0179  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=7
# Copy TCC_HIT of die 0 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x10000138: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0182  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x10000138 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 0 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x1000013c: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0188  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x1000013c dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select L2 channel 8 of die 0 alone (INSTANCE_INDEX 8, engines and arrays broadcast).
0194  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=8
# Copy TCC_HIT of die 0 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x10000140: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0197  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x10000140 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 0 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x10000144: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0203  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x10000144 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select L2 channel 9 of die 0 alone (INSTANCE_INDEX 9, engines and arrays broadcast).
0209  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=9
# Copy TCC_HIT of die 0 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x10000148: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0212  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x10000148 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 0 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x1000014c: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0218  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x1000014c dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select L2 channel 10 of die 0 alone (INSTANCE_INDEX 10, engines and arrays broadcast).
0224  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=10
# Copy TCC_HIT of die 0 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x10000150: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0227  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x10000150 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 0 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x10000154: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0233  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x10000154 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select L2 channel 11 of die 0 alone (INSTANCE_INDEX 11, engines and arrays broadcast).
0239  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=11
# Copy TCC_HIT of die 0 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x10000158: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0242  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x10000158 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 0 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x1000015c: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0248  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x1000015c dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select L2 channel 12 of die 0 alone (INSTANCE_INDEX 12, engines and arrays broadcast).
0254  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=12
# Copy TCC_HIT of die 0 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x10000160: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0257  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x10000160 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 0 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x10000164: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0263  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x10000164 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select L2 channel 13 of die 0 alone (INSTANCE_INDEX 13, engines and arrays broadcast).
0269  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=13
# Copy TCC_HIT of die 0 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x10000168: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0272  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x10000168 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 0 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x1000016c: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0278  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x1000016c dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select L2 channel 14 of die 0 alone (INSTANCE_INDEX 14, engines and arrays broadcast).
0284  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=14
# Copy TCC_HIT of die 0 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x10000170: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0287  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x10000170 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 0 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x10000174: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0293  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x10000174 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select L2 channel 15 of die 0 alone (INSTANCE_INDEX 15, engines and arrays broadcast).
0299  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=15
# Copy TCC_HIT of die 0 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x10000178: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0302  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x10000178 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 0 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x1000017c: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0308  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x1000017c dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Only die 0 runs the next 15 dwords (VIRTUAL_XCC_ID_SELECT 0x01): its own reads, stored at its own values.
0314  PRED_EXEC XCC 0 (select 0x01) next 15 dwords
# Broadcast for die 0's GRBM read: it is global, one per die.
0316  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 INSTANCE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=0
# Copy GRBM_GUI_ACTIVE of die 0 (GRBM_PERFCOUNTER0_LO) into the low half of its u64 at 0x10000500: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0319  COPY_DATA src=register GRBM_PERFCOUNTER0_LO dst=memory 0x10000500 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy GRBM_GUI_ACTIVE of die 0 (GRBM_PERFCOUNTER0_HI) into the high half of its u64 at 0x10000504: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0325  COPY_DATA src=register GRBM_PERFCOUNTER0_HI dst=memory 0x10000504 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Only die 1 runs the next 60 dwords (VIRTUAL_XCC_ID_SELECT 0x02): its own reads, stored at its own values.
0331  PRED_EXEC XCC 1 (select 0x02) next 60 dwords
# Select shader engine 0 of die 1 whole (SE_INDEX 0, arrays and instances broadcast) for its SQ counters.
0333  SET_UCONFIG_REG GRBM_GFX_INDEX INSTANCE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=0
# Copy SQ_WAVES of die 1 (SQ_PERFCOUNTER0_LO) into the low half of its u64 at 0x10000020: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0336  COPY_DATA src=register SQ_PERFCOUNTER0_LO dst=memory 0x10000020 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy SQ_WAVES of die 1 (SQ_PERFCOUNTER0_HI) into the high half of its u64 at 0x10000024: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0342  COPY_DATA src=register SQ_PERFCOUNTER0_HI dst=memory 0x10000024 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select shader engine 1 of die 1 whole (SE_INDEX 1, arrays and instances broadcast) for its SQ counters.
0348  SET_UCONFIG_REG GRBM_GFX_INDEX INSTANCE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=1 SH_INDEX=0 INSTANCE_INDEX=0
# Copy SQ_WAVES of die 1 (SQ_PERFCOUNTER0_LO) into the low half of its u64 at 0x10000028: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0351  COPY_DATA src=register SQ_PERFCOUNTER0_LO dst=memory 0x10000028 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy SQ_WAVES of die 1 (SQ_PERFCOUNTER0_HI) into the high half of its u64 at 0x1000002c: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0357  COPY_DATA src=register SQ_PERFCOUNTER0_HI dst=memory 0x1000002c dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select shader engine 2 of die 1 whole (SE_INDEX 2, arrays and instances broadcast) for its SQ counters.
0363  SET_UCONFIG_REG GRBM_GFX_INDEX INSTANCE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=2 SH_INDEX=0 INSTANCE_INDEX=0
# Copy SQ_WAVES of die 1 (SQ_PERFCOUNTER0_LO) into the low half of its u64 at 0x10000030: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0366  COPY_DATA src=register SQ_PERFCOUNTER0_LO dst=memory 0x10000030 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy SQ_WAVES of die 1 (SQ_PERFCOUNTER0_HI) into the high half of its u64 at 0x10000034: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0372  COPY_DATA src=register SQ_PERFCOUNTER0_HI dst=memory 0x10000034 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select shader engine 3 of die 1 whole (SE_INDEX 3, arrays and instances broadcast) for its SQ counters.
0378  SET_UCONFIG_REG GRBM_GFX_INDEX INSTANCE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=3 SH_INDEX=0 INSTANCE_INDEX=0
# Copy SQ_WAVES of die 1 (SQ_PERFCOUNTER0_LO) into the low half of its u64 at 0x10000038: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0381  COPY_DATA src=register SQ_PERFCOUNTER0_LO dst=memory 0x10000038 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy SQ_WAVES of die 1 (SQ_PERFCOUNTER0_HI) into the high half of its u64 at 0x1000003c: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0387  COPY_DATA src=register SQ_PERFCOUNTER0_HI dst=memory 0x1000003c dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Only die 1 runs the next 240 dwords (VIRTUAL_XCC_ID_SELECT 0x02): its own reads, stored at its own values.
0393  PRED_EXEC XCC 1 (select 0x02) next 240 dwords
# Select L2 channel 0 of die 1 alone (INSTANCE_INDEX 0, engines and arrays broadcast).
0395  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=0
# Copy TCC_HIT of die 1 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x10000180: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0398  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x10000180 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 1 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x10000184: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0404  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x10000184 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select L2 channel 1 of die 1 alone (INSTANCE_INDEX 1, engines and arrays broadcast).
0410  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=1
# Copy TCC_HIT of die 1 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x10000188: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0413  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x10000188 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 1 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x1000018c: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0419  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x1000018c dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select L2 channel 2 of die 1 alone (INSTANCE_INDEX 2, engines and arrays broadcast).
0425  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=2
# Copy TCC_HIT of die 1 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x10000190: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0428  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x10000190 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 1 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x10000194: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0434  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x10000194 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select L2 channel 3 of die 1 alone (INSTANCE_INDEX 3, engines and arrays broadcast).
0440  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=3
# Copy TCC_HIT of die 1 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x10000198: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0443  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x10000198 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 1 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x1000019c: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0449  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x1000019c dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select L2 channel 4 of die 1 alone (INSTANCE_INDEX 4, engines and arrays broadcast).
0455  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=4
# Copy TCC_HIT of die 1 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x100001a0: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0458  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x100001a0 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 1 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x100001a4: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0464  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x100001a4 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select L2 channel 5 of die 1 alone (INSTANCE_INDEX 5, engines and arrays broadcast).
0470  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=5
# Copy TCC_HIT of die 1 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x100001a8: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0473  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x100001a8 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 1 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x100001ac: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0479  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x100001ac dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select L2 channel 6 of die 1 alone (INSTANCE_INDEX 6, engines and arrays broadcast).
0485  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=6
# Copy TCC_HIT of die 1 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x100001b0: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0488  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x100001b0 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 1 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x100001b4: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0494  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x100001b4 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select L2 channel 7 of die 1 alone (INSTANCE_INDEX 7, engines and arrays broadcast).
0500  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=7
# Copy TCC_HIT of die 1 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x100001b8: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0503  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x100001b8 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 1 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x100001bc: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0509  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x100001bc dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select L2 channel 8 of die 1 alone (INSTANCE_INDEX 8, engines and arrays broadcast).
0515  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=8
# Copy TCC_HIT of die 1 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x100001c0: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0518  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x100001c0 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 1 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x100001c4: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0524  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x100001c4 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select L2 channel 9 of die 1 alone (INSTANCE_INDEX 9, engines and arrays broadcast).
0530  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=9
# Copy TCC_HIT of die 1 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x100001c8: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0533  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x100001c8 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 1 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x100001cc: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0539  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x100001cc dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select L2 channel 10 of die 1 alone (INSTANCE_INDEX 10, engines and arrays broadcast).
0545  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=10
# Copy TCC_HIT of die 1 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x100001d0: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0548  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x100001d0 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 1 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x100001d4: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0554  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x100001d4 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select L2 channel 11 of die 1 alone (INSTANCE_INDEX 11, engines and arrays broadcast).
0560  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=11
# Copy TCC_HIT of die 1 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x100001d8: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0563  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x100001d8 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 1 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x100001dc: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0569  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x100001dc dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select L2 channel 12 of die 1 alone (INSTANCE_INDEX 12, engines and arrays broadcast).
0575  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=12
# Copy TCC_HIT of die 1 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x100001e0: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0578  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x100001e0 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 1 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x100001e4: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0584  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x100001e4 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select L2 channel 13 of die 1 alone (INSTANCE_INDEX 13, engines and arrays broadcast).
0590  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=13
# Copy TCC_HIT of die 1 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x100001e8: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0593  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x100001e8 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 1 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x100001ec: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0599  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x100001ec dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select L2 channel 14 of die 1 alone (INSTANCE_INDEX 14, engines and arrays broadcast).
0605  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=14
# Copy TCC_HIT of die 1 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x100001f0: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0608  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x100001f0 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 1 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x100001f4: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0614  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x100001f4 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select L2 channel 15 of die 1 alone (INSTANCE_INDEX 15, engines and arrays broadcast).
0620  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=15
# Copy TCC_HIT of die 1 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x100001f8: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0623  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x100001f8 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 1 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x100001fc: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0629  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x100001fc dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Only die 1 runs the next 15 dwords (VIRTUAL_XCC_ID_SELECT 0x02): its own reads, stored at its own values.
0635  PRED_EXEC XCC 1 (select 0x02) next 15 dwords
# Broadcast for die 1's GRBM read: it is global, one per die.
0637  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 INSTANCE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=0
# Copy GRBM_GUI_ACTIVE of die 1 (GRBM_PERFCOUNTER0_LO) into the low half of its u64 at 0x10000508: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0640  COPY_DATA src=register GRBM_PERFCOUNTER0_LO dst=memory 0x10000508 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy GRBM_GUI_ACTIVE of die 1 (GRBM_PERFCOUNTER0_HI) into the high half of its u64 at 0x1000050c: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0646  COPY_DATA src=register GRBM_PERFCOUNTER0_HI dst=memory 0x1000050c dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Only die 2 runs the next 60 dwords (VIRTUAL_XCC_ID_SELECT 0x04): its own reads, stored at its own values.
0652  PRED_EXEC XCC 2 (select 0x04) next 60 dwords
# Select shader engine 0 of die 2 whole (SE_INDEX 0, arrays and instances broadcast) for its SQ counters.
0654  SET_UCONFIG_REG GRBM_GFX_INDEX INSTANCE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=0
# Copy SQ_WAVES of die 2 (SQ_PERFCOUNTER0_LO) into the low half of its u64 at 0x10000040: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0657  COPY_DATA src=register SQ_PERFCOUNTER0_LO dst=memory 0x10000040 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy SQ_WAVES of die 2 (SQ_PERFCOUNTER0_HI) into the high half of its u64 at 0x10000044: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0663  COPY_DATA src=register SQ_PERFCOUNTER0_HI dst=memory 0x10000044 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select shader engine 1 of die 2 whole (SE_INDEX 1, arrays and instances broadcast) for its SQ counters.
0669  SET_UCONFIG_REG GRBM_GFX_INDEX INSTANCE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=1 SH_INDEX=0 INSTANCE_INDEX=0
# Copy SQ_WAVES of die 2 (SQ_PERFCOUNTER0_LO) into the low half of its u64 at 0x10000048: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0672  COPY_DATA src=register SQ_PERFCOUNTER0_LO dst=memory 0x10000048 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy SQ_WAVES of die 2 (SQ_PERFCOUNTER0_HI) into the high half of its u64 at 0x1000004c: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0678  COPY_DATA src=register SQ_PERFCOUNTER0_HI dst=memory 0x1000004c dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select shader engine 2 of die 2 whole (SE_INDEX 2, arrays and instances broadcast) for its SQ counters.
0684  SET_UCONFIG_REG GRBM_GFX_INDEX INSTANCE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=2 SH_INDEX=0 INSTANCE_INDEX=0
# Copy SQ_WAVES of die 2 (SQ_PERFCOUNTER0_LO) into the low half of its u64 at 0x10000050: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0687  COPY_DATA src=register SQ_PERFCOUNTER0_LO dst=memory 0x10000050 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy SQ_WAVES of die 2 (SQ_PERFCOUNTER0_HI) into the high half of its u64 at 0x10000054: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0693  COPY_DATA src=register SQ_PERFCOUNTER0_HI dst=memory 0x10000054 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select shader engine 3 of die 2 whole (SE_INDEX 3, arrays and instances broadcast) for its SQ counters.
0699  SET_UCONFIG_REG GRBM_GFX_INDEX INSTANCE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=3 SH_INDEX=0 INSTANCE_INDEX=0
# Copy SQ_WAVES of die 2 (SQ_PERFCOUNTER0_LO) into the low half of its u64 at 0x10000058: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0702  COPY_DATA src=register SQ_PERFCOUNTER0_LO dst=memory 0x10000058 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy SQ_WAVES of die 2 (SQ_PERFCOUNTER0_HI) into the high half of its u64 at 0x1000005c: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0708  COPY_DATA src=register SQ_PERFCOUNTER0_HI dst=memory 0x1000005c dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Only die 2 runs the next 240 dwords (VIRTUAL_XCC_ID_SELECT 0x04): its own reads, stored at its own values.
0714  PRED_EXEC XCC 2 (select 0x04) next 240 dwords
# Select L2 channel 0 of die 2 alone (INSTANCE_INDEX 0, engines and arrays broadcast).
0716  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=0
# Copy TCC_HIT of die 2 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x10000200: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0719  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x10000200 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 2 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x10000204: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0725  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x10000204 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select L2 channel 1 of die 2 alone (INSTANCE_INDEX 1, engines and arrays broadcast).
0731  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=1
# Copy TCC_HIT of die 2 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x10000208: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0734  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x10000208 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 2 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x1000020c: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0740  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x1000020c dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select L2 channel 2 of die 2 alone (INSTANCE_INDEX 2, engines and arrays broadcast).
0746  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=2
# Copy TCC_HIT of die 2 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x10000210: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0749  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x10000210 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 2 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x10000214: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0755  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x10000214 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select L2 channel 3 of die 2 alone (INSTANCE_INDEX 3, engines and arrays broadcast).
0761  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=3
# Copy TCC_HIT of die 2 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x10000218: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0764  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x10000218 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 2 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x1000021c: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0770  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x1000021c dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select L2 channel 4 of die 2 alone (INSTANCE_INDEX 4, engines and arrays broadcast).
0776  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=4
# Copy TCC_HIT of die 2 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x10000220: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0779  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x10000220 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 2 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x10000224: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0785  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x10000224 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select L2 channel 5 of die 2 alone (INSTANCE_INDEX 5, engines and arrays broadcast).
0791  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=5
# Copy TCC_HIT of die 2 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x10000228: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0794  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x10000228 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 2 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x1000022c: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0800  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x1000022c dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select L2 channel 6 of die 2 alone (INSTANCE_INDEX 6, engines and arrays broadcast).
0806  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=6
# Copy TCC_HIT of die 2 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x10000230: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0809  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x10000230 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 2 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x10000234: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0815  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x10000234 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select L2 channel 7 of die 2 alone (INSTANCE_INDEX 7, engines and arrays broadcast).
0821  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=7
# Copy TCC_HIT of die 2 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x10000238: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0824  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x10000238 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 2 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x1000023c: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0830  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x1000023c dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select L2 channel 8 of die 2 alone (INSTANCE_INDEX 8, engines and arrays broadcast).
0836  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=8
# Copy TCC_HIT of die 2 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x10000240: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0839  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x10000240 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 2 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x10000244: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0845  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x10000244 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select L2 channel 9 of die 2 alone (INSTANCE_INDEX 9, engines and arrays broadcast).
0851  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=9
# Copy TCC_HIT of die 2 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x10000248: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0854  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x10000248 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 2 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x1000024c: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0860  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x1000024c dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select L2 channel 10 of die 2 alone (INSTANCE_INDEX 10, engines and arrays broadcast).
0866  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=10
# Copy TCC_HIT of die 2 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x10000250: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0869  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x10000250 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 2 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x10000254: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0875  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x10000254 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select L2 channel 11 of die 2 alone (INSTANCE_INDEX 11, engines and arrays broadcast).
0881  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=11
# Copy TCC_HIT of die 2 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x10000258: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0884  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x10000258 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 2 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x1000025c: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0890  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x1000025c dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select L2 channel 12 of die 2 alone (INSTANCE_INDEX 12, engines and arrays broadcast).
0896  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=12
# Copy TCC_HIT of die 2 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x10000260: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0899  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x10000260 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 2 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x10000264: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0905  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x10000264 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select L2 channel 13 of die 2 alone (INSTANCE_INDEX 13, engines and arrays broadcast).
0911  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=13
# Copy TCC_HIT of die 2 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x10000268: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0914  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x10000268 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 2 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x1000026c: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0920  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x1000026c dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select L2 channel 14 of die 2 alone (INSTANCE_INDEX 14, engines and arrays broadcast).
0926  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=14
# Copy TCC_HIT of die 2 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x10000270: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0929  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x10000270 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 2 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x10000274: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0935  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x10000274 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select L2 channel 15 of die 2 alone (INSTANCE_INDEX 15, engines and arrays broadcast).
0941  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=15
# Copy TCC_HIT of die 2 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x10000278: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0944  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x10000278 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 2 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x1000027c: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0950  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x1000027c dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Only die 2 runs the next 15 dwords (VIRTUAL_XCC_ID_SELECT 0x04): its own reads, stored at its own values.
0956  PRED_EXEC XCC 2 (select 0x04) next 15 dwords
# Broadcast for die 2's GRBM read: it is global, one per die.
0958  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 INSTANCE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=0
# Copy GRBM_GUI_ACTIVE of die 2 (GRBM_PERFCOUNTER0_LO) into the low half of its u64 at 0x10000510: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0961  COPY_DATA src=register GRBM_PERFCOUNTER0_LO dst=memory 0x10000510 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy GRBM_GUI_ACTIVE of die 2 (GRBM_PERFCOUNTER0_HI) into the high half of its u64 at 0x10000514: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0967  COPY_DATA src=register GRBM_PERFCOUNTER0_HI dst=memory 0x10000514 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Only die 3 runs the next 60 dwords (VIRTUAL_XCC_ID_SELECT 0x08): its own reads, stored at its own values.
0973  PRED_EXEC XCC 3 (select 0x08) next 60 dwords
# Select shader engine 0 of die 3 whole (SE_INDEX 0, arrays and instances broadcast) for its SQ counters.
0975  SET_UCONFIG_REG GRBM_GFX_INDEX INSTANCE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=0
# Copy SQ_WAVES of die 3 (SQ_PERFCOUNTER0_LO) into the low half of its u64 at 0x10000060: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0978  COPY_DATA src=register SQ_PERFCOUNTER0_LO dst=memory 0x10000060 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy SQ_WAVES of die 3 (SQ_PERFCOUNTER0_HI) into the high half of its u64 at 0x10000064: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0984  COPY_DATA src=register SQ_PERFCOUNTER0_HI dst=memory 0x10000064 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select shader engine 1 of die 3 whole (SE_INDEX 1, arrays and instances broadcast) for its SQ counters.
0990  SET_UCONFIG_REG GRBM_GFX_INDEX INSTANCE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=1 SH_INDEX=0 INSTANCE_INDEX=0
# Copy SQ_WAVES of die 3 (SQ_PERFCOUNTER0_LO) into the low half of its u64 at 0x10000068: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0993  COPY_DATA src=register SQ_PERFCOUNTER0_LO dst=memory 0x10000068 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy SQ_WAVES of die 3 (SQ_PERFCOUNTER0_HI) into the high half of its u64 at 0x1000006c: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
0999  COPY_DATA src=register SQ_PERFCOUNTER0_HI dst=memory 0x1000006c dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select shader engine 2 of die 3 whole (SE_INDEX 2, arrays and instances broadcast) for its SQ counters.
1005  SET_UCONFIG_REG GRBM_GFX_INDEX INSTANCE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=2 SH_INDEX=0 INSTANCE_INDEX=0
# Copy SQ_WAVES of die 3 (SQ_PERFCOUNTER0_LO) into the low half of its u64 at 0x10000070: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1008  COPY_DATA src=register SQ_PERFCOUNTER0_LO dst=memory 0x10000070 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy SQ_WAVES of die 3 (SQ_PERFCOUNTER0_HI) into the high half of its u64 at 0x10000074: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1014  COPY_DATA src=register SQ_PERFCOUNTER0_HI dst=memory 0x10000074 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select shader engine 3 of die 3 whole (SE_INDEX 3, arrays and instances broadcast) for its SQ counters.
1020  SET_UCONFIG_REG GRBM_GFX_INDEX INSTANCE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=3 SH_INDEX=0 INSTANCE_INDEX=0
# Copy SQ_WAVES of die 3 (SQ_PERFCOUNTER0_LO) into the low half of its u64 at 0x10000078: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1023  COPY_DATA src=register SQ_PERFCOUNTER0_LO dst=memory 0x10000078 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy SQ_WAVES of die 3 (SQ_PERFCOUNTER0_HI) into the high half of its u64 at 0x1000007c: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1029  COPY_DATA src=register SQ_PERFCOUNTER0_HI dst=memory 0x1000007c dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Only die 3 runs the next 240 dwords (VIRTUAL_XCC_ID_SELECT 0x08): its own reads, stored at its own values.
1035  PRED_EXEC XCC 3 (select 0x08) next 240 dwords
# Select L2 channel 0 of die 3 alone (INSTANCE_INDEX 0, engines and arrays broadcast).
1037  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=0
# Copy TCC_HIT of die 3 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x10000280: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1040  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x10000280 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 3 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x10000284: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1046  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x10000284 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select L2 channel 1 of die 3 alone (INSTANCE_INDEX 1, engines and arrays broadcast).
1052  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=1
# Copy TCC_HIT of die 3 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x10000288: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1055  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x10000288 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 3 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x1000028c: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1061  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x1000028c dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select L2 channel 2 of die 3 alone (INSTANCE_INDEX 2, engines and arrays broadcast).
1067  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=2
# Copy TCC_HIT of die 3 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x10000290: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1070  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x10000290 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 3 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x10000294: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1076  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x10000294 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select L2 channel 3 of die 3 alone (INSTANCE_INDEX 3, engines and arrays broadcast).
1082  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=3
# Copy TCC_HIT of die 3 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x10000298: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1085  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x10000298 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 3 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x1000029c: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1091  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x1000029c dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select L2 channel 4 of die 3 alone (INSTANCE_INDEX 4, engines and arrays broadcast).
1097  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=4
# Copy TCC_HIT of die 3 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x100002a0: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1100  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x100002a0 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 3 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x100002a4: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1106  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x100002a4 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select L2 channel 5 of die 3 alone (INSTANCE_INDEX 5, engines and arrays broadcast).
1112  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=5
# Copy TCC_HIT of die 3 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x100002a8: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1115  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x100002a8 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 3 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x100002ac: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1121  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x100002ac dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select L2 channel 6 of die 3 alone (INSTANCE_INDEX 6, engines and arrays broadcast).
1127  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=6
# Copy TCC_HIT of die 3 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x100002b0: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1130  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x100002b0 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 3 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x100002b4: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1136  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x100002b4 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select L2 channel 7 of die 3 alone (INSTANCE_INDEX 7, engines and arrays broadcast).
1142  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=7
# Copy TCC_HIT of die 3 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x100002b8: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1145  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x100002b8 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 3 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x100002bc: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1151  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x100002bc dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select L2 channel 8 of die 3 alone (INSTANCE_INDEX 8, engines and arrays broadcast).
1157  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=8
# Copy TCC_HIT of die 3 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x100002c0: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1160  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x100002c0 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 3 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x100002c4: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1166  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x100002c4 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select L2 channel 9 of die 3 alone (INSTANCE_INDEX 9, engines and arrays broadcast).
1172  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=9
# Copy TCC_HIT of die 3 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x100002c8: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1175  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x100002c8 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 3 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x100002cc: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1181  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x100002cc dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select L2 channel 10 of die 3 alone (INSTANCE_INDEX 10, engines and arrays broadcast).
1187  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=10
# Copy TCC_HIT of die 3 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x100002d0: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1190  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x100002d0 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 3 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x100002d4: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1196  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x100002d4 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select L2 channel 11 of die 3 alone (INSTANCE_INDEX 11, engines and arrays broadcast).
1202  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=11
# Copy TCC_HIT of die 3 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x100002d8: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1205  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x100002d8 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 3 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x100002dc: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1211  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x100002dc dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select L2 channel 12 of die 3 alone (INSTANCE_INDEX 12, engines and arrays broadcast).
1217  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=12
# Copy TCC_HIT of die 3 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x100002e0: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1220  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x100002e0 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 3 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x100002e4: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1226  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x100002e4 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select L2 channel 13 of die 3 alone (INSTANCE_INDEX 13, engines and arrays broadcast).
1232  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=13
# Copy TCC_HIT of die 3 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x100002e8: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1235  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x100002e8 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 3 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x100002ec: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1241  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x100002ec dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select L2 channel 14 of die 3 alone (INSTANCE_INDEX 14, engines and arrays broadcast).
1247  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=14
# Copy TCC_HIT of die 3 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x100002f0: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1250  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x100002f0 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 3 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x100002f4: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1256  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x100002f4 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select L2 channel 15 of die 3 alone (INSTANCE_INDEX 15, engines and arrays broadcast).
1262  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=15
# Copy TCC_HIT of die 3 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x100002f8: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1265  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x100002f8 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 3 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x100002fc: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1271  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x100002fc dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Only die 3 runs the next 15 dwords (VIRTUAL_XCC_ID_SELECT 0x08): its own reads, stored at its own values.
1277  PRED_EXEC XCC 3 (select 0x08) next 15 dwords
# Broadcast for die 3's GRBM read: it is global, one per die.
1279  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 INSTANCE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=0
# Copy GRBM_GUI_ACTIVE of die 3 (GRBM_PERFCOUNTER0_LO) into the low half of its u64 at 0x10000518: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1282  COPY_DATA src=register GRBM_PERFCOUNTER0_LO dst=memory 0x10000518 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy GRBM_GUI_ACTIVE of die 3 (GRBM_PERFCOUNTER0_HI) into the high half of its u64 at 0x1000051c: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1288  COPY_DATA src=register GRBM_PERFCOUNTER0_HI dst=memory 0x1000051c dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Only die 4 runs the next 60 dwords (VIRTUAL_XCC_ID_SELECT 0x10): its own reads, stored at its own values.
1294  PRED_EXEC XCC 4 (select 0x10) next 60 dwords
# Select shader engine 0 of die 4 whole (SE_INDEX 0, arrays and instances broadcast) for its SQ counters.
1296  SET_UCONFIG_REG GRBM_GFX_INDEX INSTANCE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=0
# Copy SQ_WAVES of die 4 (SQ_PERFCOUNTER0_LO) into the low half of its u64 at 0x10000080: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1299  COPY_DATA src=register SQ_PERFCOUNTER0_LO dst=memory 0x10000080 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy SQ_WAVES of die 4 (SQ_PERFCOUNTER0_HI) into the high half of its u64 at 0x10000084: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1305  COPY_DATA src=register SQ_PERFCOUNTER0_HI dst=memory 0x10000084 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select shader engine 1 of die 4 whole (SE_INDEX 1, arrays and instances broadcast) for its SQ counters.
1311  SET_UCONFIG_REG GRBM_GFX_INDEX INSTANCE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=1 SH_INDEX=0 INSTANCE_INDEX=0
# Copy SQ_WAVES of die 4 (SQ_PERFCOUNTER0_LO) into the low half of its u64 at 0x10000088: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1314  COPY_DATA src=register SQ_PERFCOUNTER0_LO dst=memory 0x10000088 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy SQ_WAVES of die 4 (SQ_PERFCOUNTER0_HI) into the high half of its u64 at 0x1000008c: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1320  COPY_DATA src=register SQ_PERFCOUNTER0_HI dst=memory 0x1000008c dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select shader engine 2 of die 4 whole (SE_INDEX 2, arrays and instances broadcast) for its SQ counters.
1326  SET_UCONFIG_REG GRBM_GFX_INDEX INSTANCE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=2 SH_INDEX=0 INSTANCE_INDEX=0
# Copy SQ_WAVES of die 4 (SQ_PERFCOUNTER0_LO) into the low half of its u64 at 0x10000090: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1329  COPY_DATA src=register SQ_PERFCOUNTER0_LO dst=memory 0x10000090 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy SQ_WAVES of die 4 (SQ_PERFCOUNTER0_HI) into the high half of its u64 at 0x10000094: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1335  COPY_DATA src=register SQ_PERFCOUNTER0_HI dst=memory 0x10000094 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select shader engine 3 of die 4 whole (SE_INDEX 3, arrays and instances broadcast) for its SQ counters.
1341  SET_UCONFIG_REG GRBM_GFX_INDEX INSTANCE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=3 SH_INDEX=0 INSTANCE_INDEX=0
# Copy SQ_WAVES of die 4 (SQ_PERFCOUNTER0_LO) into the low half of its u64 at 0x10000098: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1344  COPY_DATA src=register SQ_PERFCOUNTER0_LO dst=memory 0x10000098 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy SQ_WAVES of die 4 (SQ_PERFCOUNTER0_HI) into the high half of its u64 at 0x1000009c: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1350  COPY_DATA src=register SQ_PERFCOUNTER0_HI dst=memory 0x1000009c dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Only die 4 runs the next 240 dwords (VIRTUAL_XCC_ID_SELECT 0x10): its own reads, stored at its own values.
1356  PRED_EXEC XCC 4 (select 0x10) next 240 dwords
# Select L2 channel 0 of die 4 alone (INSTANCE_INDEX 0, engines and arrays broadcast).
1358  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=0
# Copy TCC_HIT of die 4 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x10000300: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1361  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x10000300 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 4 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x10000304: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1367  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x10000304 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select L2 channel 1 of die 4 alone (INSTANCE_INDEX 1, engines and arrays broadcast).
1373  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=1
# Copy TCC_HIT of die 4 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x10000308: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1376  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x10000308 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 4 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x1000030c: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1382  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x1000030c dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select L2 channel 2 of die 4 alone (INSTANCE_INDEX 2, engines and arrays broadcast).
1388  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=2
# Copy TCC_HIT of die 4 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x10000310: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1391  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x10000310 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 4 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x10000314: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1397  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x10000314 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select L2 channel 3 of die 4 alone (INSTANCE_INDEX 3, engines and arrays broadcast).
1403  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=3
# Copy TCC_HIT of die 4 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x10000318: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1406  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x10000318 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 4 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x1000031c: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1412  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x1000031c dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select L2 channel 4 of die 4 alone (INSTANCE_INDEX 4, engines and arrays broadcast).
1418  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=4
# Copy TCC_HIT of die 4 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x10000320: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1421  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x10000320 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 4 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x10000324: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1427  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x10000324 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select L2 channel 5 of die 4 alone (INSTANCE_INDEX 5, engines and arrays broadcast).
1433  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=5
# Copy TCC_HIT of die 4 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x10000328: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1436  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x10000328 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 4 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x1000032c: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1442  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x1000032c dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select L2 channel 6 of die 4 alone (INSTANCE_INDEX 6, engines and arrays broadcast).
1448  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=6
# Copy TCC_HIT of die 4 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x10000330: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1451  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x10000330 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 4 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x10000334: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1457  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x10000334 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select L2 channel 7 of die 4 alone (INSTANCE_INDEX 7, engines and arrays broadcast).
1463  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=7
# Copy TCC_HIT of die 4 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x10000338: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1466  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x10000338 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 4 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x1000033c: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1472  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x1000033c dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select L2 channel 8 of die 4 alone (INSTANCE_INDEX 8, engines and arrays broadcast).
1478  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=8
# Copy TCC_HIT of die 4 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x10000340: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1481  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x10000340 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 4 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x10000344: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1487  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x10000344 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select L2 channel 9 of die 4 alone (INSTANCE_INDEX 9, engines and arrays broadcast).
1493  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=9
# Copy TCC_HIT of die 4 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x10000348: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1496  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x10000348 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 4 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x1000034c: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1502  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x1000034c dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select L2 channel 10 of die 4 alone (INSTANCE_INDEX 10, engines and arrays broadcast).
1508  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=10
# Copy TCC_HIT of die 4 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x10000350: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1511  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x10000350 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 4 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x10000354: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1517  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x10000354 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select L2 channel 11 of die 4 alone (INSTANCE_INDEX 11, engines and arrays broadcast).
1523  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=11
# Copy TCC_HIT of die 4 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x10000358: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1526  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x10000358 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 4 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x1000035c: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1532  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x1000035c dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select L2 channel 12 of die 4 alone (INSTANCE_INDEX 12, engines and arrays broadcast).
1538  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=12
# Copy TCC_HIT of die 4 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x10000360: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1541  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x10000360 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 4 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x10000364: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1547  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x10000364 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select L2 channel 13 of die 4 alone (INSTANCE_INDEX 13, engines and arrays broadcast).
1553  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=13
# Copy TCC_HIT of die 4 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x10000368: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1556  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x10000368 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 4 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x1000036c: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1562  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x1000036c dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select L2 channel 14 of die 4 alone (INSTANCE_INDEX 14, engines and arrays broadcast).
1568  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=14
# Copy TCC_HIT of die 4 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x10000370: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1571  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x10000370 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 4 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x10000374: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1577  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x10000374 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select L2 channel 15 of die 4 alone (INSTANCE_INDEX 15, engines and arrays broadcast).
1583  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=15
# Copy TCC_HIT of die 4 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x10000378: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1586  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x10000378 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 4 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x1000037c: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1592  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x1000037c dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Only die 4 runs the next 15 dwords (VIRTUAL_XCC_ID_SELECT 0x10): its own reads, stored at its own values.
1598  PRED_EXEC XCC 4 (select 0x10) next 15 dwords
# Broadcast for die 4's GRBM read: it is global, one per die.
1600  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 INSTANCE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=0
# Copy GRBM_GUI_ACTIVE of die 4 (GRBM_PERFCOUNTER0_LO) into the low half of its u64 at 0x10000520: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1603  COPY_DATA src=register GRBM_PERFCOUNTER0_LO dst=memory 0x10000520 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy GRBM_GUI_ACTIVE of die 4 (GRBM_PERFCOUNTER0_HI) into the high half of its u64 at 0x10000524: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1609  COPY_DATA src=register GRBM_PERFCOUNTER0_HI dst=memory 0x10000524 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Only die 5 runs the next 60 dwords (VIRTUAL_XCC_ID_SELECT 0x20): its own reads, stored at its own values.
1615  PRED_EXEC XCC 5 (select 0x20) next 60 dwords
# Select shader engine 0 of die 5 whole (SE_INDEX 0, arrays and instances broadcast) for its SQ counters.
1617  SET_UCONFIG_REG GRBM_GFX_INDEX INSTANCE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=0
# Copy SQ_WAVES of die 5 (SQ_PERFCOUNTER0_LO) into the low half of its u64 at 0x100000a0: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1620  COPY_DATA src=register SQ_PERFCOUNTER0_LO dst=memory 0x100000a0 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy SQ_WAVES of die 5 (SQ_PERFCOUNTER0_HI) into the high half of its u64 at 0x100000a4: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1626  COPY_DATA src=register SQ_PERFCOUNTER0_HI dst=memory 0x100000a4 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select shader engine 1 of die 5 whole (SE_INDEX 1, arrays and instances broadcast) for its SQ counters.
1632  SET_UCONFIG_REG GRBM_GFX_INDEX INSTANCE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=1 SH_INDEX=0 INSTANCE_INDEX=0
# Copy SQ_WAVES of die 5 (SQ_PERFCOUNTER0_LO) into the low half of its u64 at 0x100000a8: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1635  COPY_DATA src=register SQ_PERFCOUNTER0_LO dst=memory 0x100000a8 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy SQ_WAVES of die 5 (SQ_PERFCOUNTER0_HI) into the high half of its u64 at 0x100000ac: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1641  COPY_DATA src=register SQ_PERFCOUNTER0_HI dst=memory 0x100000ac dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select shader engine 2 of die 5 whole (SE_INDEX 2, arrays and instances broadcast) for its SQ counters.
1647  SET_UCONFIG_REG GRBM_GFX_INDEX INSTANCE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=2 SH_INDEX=0 INSTANCE_INDEX=0
# Copy SQ_WAVES of die 5 (SQ_PERFCOUNTER0_LO) into the low half of its u64 at 0x100000b0: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1650  COPY_DATA src=register SQ_PERFCOUNTER0_LO dst=memory 0x100000b0 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy SQ_WAVES of die 5 (SQ_PERFCOUNTER0_HI) into the high half of its u64 at 0x100000b4: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1656  COPY_DATA src=register SQ_PERFCOUNTER0_HI dst=memory 0x100000b4 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select shader engine 3 of die 5 whole (SE_INDEX 3, arrays and instances broadcast) for its SQ counters.
1662  SET_UCONFIG_REG GRBM_GFX_INDEX INSTANCE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=3 SH_INDEX=0 INSTANCE_INDEX=0
# Copy SQ_WAVES of die 5 (SQ_PERFCOUNTER0_LO) into the low half of its u64 at 0x100000b8: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1665  COPY_DATA src=register SQ_PERFCOUNTER0_LO dst=memory 0x100000b8 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy SQ_WAVES of die 5 (SQ_PERFCOUNTER0_HI) into the high half of its u64 at 0x100000bc: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1671  COPY_DATA src=register SQ_PERFCOUNTER0_HI dst=memory 0x100000bc dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Only die 5 runs the next 240 dwords (VIRTUAL_XCC_ID_SELECT 0x20): its own reads, stored at its own values.
1677  PRED_EXEC XCC 5 (select 0x20) next 240 dwords
# Select L2 channel 0 of die 5 alone (INSTANCE_INDEX 0, engines and arrays broadcast).
1679  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=0
# Copy TCC_HIT of die 5 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x10000380: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1682  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x10000380 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 5 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x10000384: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1688  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x10000384 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select L2 channel 1 of die 5 alone (INSTANCE_INDEX 1, engines and arrays broadcast).
1694  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=1
# Copy TCC_HIT of die 5 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x10000388: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1697  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x10000388 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 5 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x1000038c: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1703  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x1000038c dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select L2 channel 2 of die 5 alone (INSTANCE_INDEX 2, engines and arrays broadcast).
1709  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=2
# Copy TCC_HIT of die 5 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x10000390: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1712  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x10000390 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 5 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x10000394: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1718  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x10000394 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select L2 channel 3 of die 5 alone (INSTANCE_INDEX 3, engines and arrays broadcast).
1724  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=3
# Copy TCC_HIT of die 5 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x10000398: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1727  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x10000398 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 5 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x1000039c: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1733  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x1000039c dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select L2 channel 4 of die 5 alone (INSTANCE_INDEX 4, engines and arrays broadcast).
1739  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=4
# Copy TCC_HIT of die 5 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x100003a0: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1742  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x100003a0 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 5 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x100003a4: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1748  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x100003a4 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select L2 channel 5 of die 5 alone (INSTANCE_INDEX 5, engines and arrays broadcast).
1754  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=5
# Copy TCC_HIT of die 5 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x100003a8: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1757  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x100003a8 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 5 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x100003ac: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1763  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x100003ac dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select L2 channel 6 of die 5 alone (INSTANCE_INDEX 6, engines and arrays broadcast).
1769  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=6
# Copy TCC_HIT of die 5 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x100003b0: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1772  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x100003b0 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 5 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x100003b4: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1778  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x100003b4 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select L2 channel 7 of die 5 alone (INSTANCE_INDEX 7, engines and arrays broadcast).
1784  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=7
# Copy TCC_HIT of die 5 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x100003b8: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1787  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x100003b8 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 5 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x100003bc: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1793  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x100003bc dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select L2 channel 8 of die 5 alone (INSTANCE_INDEX 8, engines and arrays broadcast).
1799  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=8
# Copy TCC_HIT of die 5 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x100003c0: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1802  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x100003c0 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 5 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x100003c4: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1808  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x100003c4 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select L2 channel 9 of die 5 alone (INSTANCE_INDEX 9, engines and arrays broadcast).
1814  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=9
# Copy TCC_HIT of die 5 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x100003c8: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1817  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x100003c8 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 5 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x100003cc: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1823  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x100003cc dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select L2 channel 10 of die 5 alone (INSTANCE_INDEX 10, engines and arrays broadcast).
1829  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=10
# Copy TCC_HIT of die 5 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x100003d0: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1832  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x100003d0 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 5 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x100003d4: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1838  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x100003d4 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select L2 channel 11 of die 5 alone (INSTANCE_INDEX 11, engines and arrays broadcast).
1844  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=11
# Copy TCC_HIT of die 5 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x100003d8: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1847  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x100003d8 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 5 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x100003dc: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1853  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x100003dc dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select L2 channel 12 of die 5 alone (INSTANCE_INDEX 12, engines and arrays broadcast).
1859  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=12
# Copy TCC_HIT of die 5 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x100003e0: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1862  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x100003e0 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 5 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x100003e4: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1868  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x100003e4 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select L2 channel 13 of die 5 alone (INSTANCE_INDEX 13, engines and arrays broadcast).
1874  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=13
# Copy TCC_HIT of die 5 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x100003e8: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1877  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x100003e8 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 5 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x100003ec: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1883  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x100003ec dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select L2 channel 14 of die 5 alone (INSTANCE_INDEX 14, engines and arrays broadcast).
1889  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=14
# Copy TCC_HIT of die 5 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x100003f0: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1892  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x100003f0 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 5 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x100003f4: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1898  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x100003f4 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select L2 channel 15 of die 5 alone (INSTANCE_INDEX 15, engines and arrays broadcast).
1904  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=15
# Copy TCC_HIT of die 5 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x100003f8: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1907  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x100003f8 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 5 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x100003fc: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1913  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x100003fc dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Only die 5 runs the next 15 dwords (VIRTUAL_XCC_ID_SELECT 0x20): its own reads, stored at its own values.
1919  PRED_EXEC XCC 5 (select 0x20) next 15 dwords
# Broadcast for die 5's GRBM read: it is global, one per die.
1921  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 INSTANCE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=0
# Copy GRBM_GUI_ACTIVE of die 5 (GRBM_PERFCOUNTER0_LO) into the low half of its u64 at 0x10000528: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1924  COPY_DATA src=register GRBM_PERFCOUNTER0_LO dst=memory 0x10000528 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy GRBM_GUI_ACTIVE of die 5 (GRBM_PERFCOUNTER0_HI) into the high half of its u64 at 0x1000052c: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1930  COPY_DATA src=register GRBM_PERFCOUNTER0_HI dst=memory 0x1000052c dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Only die 6 runs the next 60 dwords (VIRTUAL_XCC_ID_SELECT 0x40): its own reads, stored at its own values.
1936  PRED_EXEC XCC 6 (select 0x40) next 60 dwords
# Select shader engine 0 of die 6 whole (SE_INDEX 0, arrays and instances broadcast) for its SQ counters.
1938  SET_UCONFIG_REG GRBM_GFX_INDEX INSTANCE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=0
# Copy SQ_WAVES of die 6 (SQ_PERFCOUNTER0_LO) into the low half of its u64 at 0x100000c0: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1941  COPY_DATA src=register SQ_PERFCOUNTER0_LO dst=memory 0x100000c0 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy SQ_WAVES of die 6 (SQ_PERFCOUNTER0_HI) into the high half of its u64 at 0x100000c4: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1947  COPY_DATA src=register SQ_PERFCOUNTER0_HI dst=memory 0x100000c4 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select shader engine 1 of die 6 whole (SE_INDEX 1, arrays and instances broadcast) for its SQ counters.
1953  SET_UCONFIG_REG GRBM_GFX_INDEX INSTANCE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=1 SH_INDEX=0 INSTANCE_INDEX=0
# Copy SQ_WAVES of die 6 (SQ_PERFCOUNTER0_LO) into the low half of its u64 at 0x100000c8: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1956  COPY_DATA src=register SQ_PERFCOUNTER0_LO dst=memory 0x100000c8 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy SQ_WAVES of die 6 (SQ_PERFCOUNTER0_HI) into the high half of its u64 at 0x100000cc: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1962  COPY_DATA src=register SQ_PERFCOUNTER0_HI dst=memory 0x100000cc dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select shader engine 2 of die 6 whole (SE_INDEX 2, arrays and instances broadcast) for its SQ counters.
1968  SET_UCONFIG_REG GRBM_GFX_INDEX INSTANCE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=2 SH_INDEX=0 INSTANCE_INDEX=0
# Copy SQ_WAVES of die 6 (SQ_PERFCOUNTER0_LO) into the low half of its u64 at 0x100000d0: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1971  COPY_DATA src=register SQ_PERFCOUNTER0_LO dst=memory 0x100000d0 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy SQ_WAVES of die 6 (SQ_PERFCOUNTER0_HI) into the high half of its u64 at 0x100000d4: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1977  COPY_DATA src=register SQ_PERFCOUNTER0_HI dst=memory 0x100000d4 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select shader engine 3 of die 6 whole (SE_INDEX 3, arrays and instances broadcast) for its SQ counters.
1983  SET_UCONFIG_REG GRBM_GFX_INDEX INSTANCE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=3 SH_INDEX=0 INSTANCE_INDEX=0
# Copy SQ_WAVES of die 6 (SQ_PERFCOUNTER0_LO) into the low half of its u64 at 0x100000d8: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1986  COPY_DATA src=register SQ_PERFCOUNTER0_LO dst=memory 0x100000d8 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy SQ_WAVES of die 6 (SQ_PERFCOUNTER0_HI) into the high half of its u64 at 0x100000dc: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
1992  COPY_DATA src=register SQ_PERFCOUNTER0_HI dst=memory 0x100000dc dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Only die 6 runs the next 240 dwords (VIRTUAL_XCC_ID_SELECT 0x40): its own reads, stored at its own values.
1998  PRED_EXEC XCC 6 (select 0x40) next 240 dwords
# Select L2 channel 0 of die 6 alone (INSTANCE_INDEX 0, engines and arrays broadcast).
2000  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=0
# Copy TCC_HIT of die 6 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x10000400: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
2003  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x10000400 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 6 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x10000404: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
2009  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x10000404 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select L2 channel 1 of die 6 alone (INSTANCE_INDEX 1, engines and arrays broadcast).
2015  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=1
# Copy TCC_HIT of die 6 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x10000408: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
2018  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x10000408 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 6 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x1000040c: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
2024  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x1000040c dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select L2 channel 2 of die 6 alone (INSTANCE_INDEX 2, engines and arrays broadcast).
2030  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=2
# Copy TCC_HIT of die 6 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x10000410: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
2033  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x10000410 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 6 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x10000414: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
2039  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x10000414 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select L2 channel 3 of die 6 alone (INSTANCE_INDEX 3, engines and arrays broadcast).
2045  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=3
# Copy TCC_HIT of die 6 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x10000418: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
2048  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x10000418 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 6 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x1000041c: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
2054  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x1000041c dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select L2 channel 4 of die 6 alone (INSTANCE_INDEX 4, engines and arrays broadcast).
2060  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=4
# Copy TCC_HIT of die 6 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x10000420: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
2063  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x10000420 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 6 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x10000424: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
2069  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x10000424 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select L2 channel 5 of die 6 alone (INSTANCE_INDEX 5, engines and arrays broadcast).
2075  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=5
# Copy TCC_HIT of die 6 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x10000428: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
2078  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x10000428 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 6 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x1000042c: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
2084  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x1000042c dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select L2 channel 6 of die 6 alone (INSTANCE_INDEX 6, engines and arrays broadcast).
2090  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=6
# Copy TCC_HIT of die 6 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x10000430: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
2093  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x10000430 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 6 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x10000434: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
2099  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x10000434 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select L2 channel 7 of die 6 alone (INSTANCE_INDEX 7, engines and arrays broadcast).
2105  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=7
# Copy TCC_HIT of die 6 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x10000438: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
2108  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x10000438 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 6 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x1000043c: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
2114  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x1000043c dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select L2 channel 8 of die 6 alone (INSTANCE_INDEX 8, engines and arrays broadcast).
2120  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=8
# Copy TCC_HIT of die 6 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x10000440: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
2123  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x10000440 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 6 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x10000444: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
2129  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x10000444 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select L2 channel 9 of die 6 alone (INSTANCE_INDEX 9, engines and arrays broadcast).
2135  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=9
# Copy TCC_HIT of die 6 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x10000448: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
2138  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x10000448 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 6 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x1000044c: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
2144  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x1000044c dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select L2 channel 10 of die 6 alone (INSTANCE_INDEX 10, engines and arrays broadcast).
2150  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=10
# Copy TCC_HIT of die 6 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x10000450: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
2153  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x10000450 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 6 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x10000454: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
2159  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x10000454 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select L2 channel 11 of die 6 alone (INSTANCE_INDEX 11, engines and arrays broadcast).
2165  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=11
# Copy TCC_HIT of die 6 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x10000458: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
2168  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x10000458 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 6 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x1000045c: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
2174  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x1000045c dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select L2 channel 12 of die 6 alone (INSTANCE_INDEX 12, engines and arrays broadcast).
2180  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=12
# Copy TCC_HIT of die 6 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x10000460: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
2183  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x10000460 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 6 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x10000464: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
2189  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x10000464 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select L2 channel 13 of die 6 alone (INSTANCE_INDEX 13, engines and arrays broadcast).
2195  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=13
# Copy TCC_HIT of die 6 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x10000468: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
2198  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x10000468 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 6 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x1000046c: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
2204  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x1000046c dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select L2 channel 14 of die 6 alone (INSTANCE_INDEX 14, engines and arrays broadcast).
2210  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=14
# Copy TCC_HIT of die 6 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x10000470: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
2213  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x10000470 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 6 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x10000474: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
2219  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x10000474 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select L2 channel 15 of die 6 alone (INSTANCE_INDEX 15, engines and arrays broadcast).
2225  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=15
# Copy TCC_HIT of die 6 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x10000478: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
2228  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x10000478 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 6 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x1000047c: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
2234  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x1000047c dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Only die 6 runs the next 15 dwords (VIRTUAL_XCC_ID_SELECT 0x40): its own reads, stored at its own values.
2240  PRED_EXEC XCC 6 (select 0x40) next 15 dwords
# Broadcast for die 6's GRBM read: it is global, one per die.
2242  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 INSTANCE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=0
# Copy GRBM_GUI_ACTIVE of die 6 (GRBM_PERFCOUNTER0_LO) into the low half of its u64 at 0x10000530: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
2245  COPY_DATA src=register GRBM_PERFCOUNTER0_LO dst=memory 0x10000530 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy GRBM_GUI_ACTIVE of die 6 (GRBM_PERFCOUNTER0_HI) into the high half of its u64 at 0x10000534: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
2251  COPY_DATA src=register GRBM_PERFCOUNTER0_HI dst=memory 0x10000534 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Only die 7 runs the next 60 dwords (VIRTUAL_XCC_ID_SELECT 0x80): its own reads, stored at its own values.
2257  PRED_EXEC XCC 7 (select 0x80) next 60 dwords
# Select shader engine 0 of die 7 whole (SE_INDEX 0, arrays and instances broadcast) for its SQ counters.
2259  SET_UCONFIG_REG GRBM_GFX_INDEX INSTANCE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=0
# Copy SQ_WAVES of die 7 (SQ_PERFCOUNTER0_LO) into the low half of its u64 at 0x100000e0: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
2262  COPY_DATA src=register SQ_PERFCOUNTER0_LO dst=memory 0x100000e0 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy SQ_WAVES of die 7 (SQ_PERFCOUNTER0_HI) into the high half of its u64 at 0x100000e4: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
2268  COPY_DATA src=register SQ_PERFCOUNTER0_HI dst=memory 0x100000e4 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select shader engine 1 of die 7 whole (SE_INDEX 1, arrays and instances broadcast) for its SQ counters.
2274  SET_UCONFIG_REG GRBM_GFX_INDEX INSTANCE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=1 SH_INDEX=0 INSTANCE_INDEX=0
# Copy SQ_WAVES of die 7 (SQ_PERFCOUNTER0_LO) into the low half of its u64 at 0x100000e8: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
2277  COPY_DATA src=register SQ_PERFCOUNTER0_LO dst=memory 0x100000e8 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy SQ_WAVES of die 7 (SQ_PERFCOUNTER0_HI) into the high half of its u64 at 0x100000ec: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
2283  COPY_DATA src=register SQ_PERFCOUNTER0_HI dst=memory 0x100000ec dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select shader engine 2 of die 7 whole (SE_INDEX 2, arrays and instances broadcast) for its SQ counters.
2289  SET_UCONFIG_REG GRBM_GFX_INDEX INSTANCE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=2 SH_INDEX=0 INSTANCE_INDEX=0
# Copy SQ_WAVES of die 7 (SQ_PERFCOUNTER0_LO) into the low half of its u64 at 0x100000f0: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
2292  COPY_DATA src=register SQ_PERFCOUNTER0_LO dst=memory 0x100000f0 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy SQ_WAVES of die 7 (SQ_PERFCOUNTER0_HI) into the high half of its u64 at 0x100000f4: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
2298  COPY_DATA src=register SQ_PERFCOUNTER0_HI dst=memory 0x100000f4 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select shader engine 3 of die 7 whole (SE_INDEX 3, arrays and instances broadcast) for its SQ counters.
2304  SET_UCONFIG_REG GRBM_GFX_INDEX INSTANCE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=3 SH_INDEX=0 INSTANCE_INDEX=0
# Copy SQ_WAVES of die 7 (SQ_PERFCOUNTER0_LO) into the low half of its u64 at 0x100000f8: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
2307  COPY_DATA src=register SQ_PERFCOUNTER0_LO dst=memory 0x100000f8 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy SQ_WAVES of die 7 (SQ_PERFCOUNTER0_HI) into the high half of its u64 at 0x100000fc: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
2313  COPY_DATA src=register SQ_PERFCOUNTER0_HI dst=memory 0x100000fc dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Only die 7 runs the next 240 dwords (VIRTUAL_XCC_ID_SELECT 0x80): its own reads, stored at its own values.
2319  PRED_EXEC XCC 7 (select 0x80) next 240 dwords
# Select L2 channel 0 of die 7 alone (INSTANCE_INDEX 0, engines and arrays broadcast).
2321  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=0
# Copy TCC_HIT of die 7 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x10000480: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
2324  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x10000480 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 7 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x10000484: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
2330  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x10000484 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select L2 channel 1 of die 7 alone (INSTANCE_INDEX 1, engines and arrays broadcast).
2336  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=1
# Copy TCC_HIT of die 7 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x10000488: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
2339  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x10000488 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 7 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x1000048c: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
2345  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x1000048c dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select L2 channel 2 of die 7 alone (INSTANCE_INDEX 2, engines and arrays broadcast).
2351  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=2
# Copy TCC_HIT of die 7 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x10000490: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
2354  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x10000490 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 7 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x10000494: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
2360  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x10000494 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select L2 channel 3 of die 7 alone (INSTANCE_INDEX 3, engines and arrays broadcast).
2366  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=3
# Copy TCC_HIT of die 7 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x10000498: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
2369  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x10000498 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 7 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x1000049c: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
2375  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x1000049c dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select L2 channel 4 of die 7 alone (INSTANCE_INDEX 4, engines and arrays broadcast).
2381  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=4
# Copy TCC_HIT of die 7 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x100004a0: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
2384  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x100004a0 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 7 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x100004a4: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
2390  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x100004a4 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select L2 channel 5 of die 7 alone (INSTANCE_INDEX 5, engines and arrays broadcast).
2396  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=5
# Copy TCC_HIT of die 7 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x100004a8: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
2399  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x100004a8 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 7 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x100004ac: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
2405  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x100004ac dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select L2 channel 6 of die 7 alone (INSTANCE_INDEX 6, engines and arrays broadcast).
2411  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=6
# Copy TCC_HIT of die 7 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x100004b0: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
2414  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x100004b0 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 7 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x100004b4: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
2420  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x100004b4 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select L2 channel 7 of die 7 alone (INSTANCE_INDEX 7, engines and arrays broadcast).
2426  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=7
# Copy TCC_HIT of die 7 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x100004b8: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
2429  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x100004b8 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 7 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x100004bc: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
2435  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x100004bc dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select L2 channel 8 of die 7 alone (INSTANCE_INDEX 8, engines and arrays broadcast).
2441  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=8
# Copy TCC_HIT of die 7 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x100004c0: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
2444  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x100004c0 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 7 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x100004c4: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
2450  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x100004c4 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select L2 channel 9 of die 7 alone (INSTANCE_INDEX 9, engines and arrays broadcast).
2456  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=9
# Copy TCC_HIT of die 7 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x100004c8: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
2459  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x100004c8 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 7 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x100004cc: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
2465  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x100004cc dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select L2 channel 10 of die 7 alone (INSTANCE_INDEX 10, engines and arrays broadcast).
2471  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=10
# Copy TCC_HIT of die 7 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x100004d0: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
2474  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x100004d0 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 7 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x100004d4: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
2480  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x100004d4 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select L2 channel 11 of die 7 alone (INSTANCE_INDEX 11, engines and arrays broadcast).
2486  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=11
# Copy TCC_HIT of die 7 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x100004d8: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
2489  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x100004d8 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 7 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x100004dc: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
2495  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x100004dc dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select L2 channel 12 of die 7 alone (INSTANCE_INDEX 12, engines and arrays broadcast).
2501  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=12
# Copy TCC_HIT of die 7 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x100004e0: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
2504  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x100004e0 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 7 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x100004e4: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
2510  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x100004e4 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select L2 channel 13 of die 7 alone (INSTANCE_INDEX 13, engines and arrays broadcast).
2516  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=13
# Copy TCC_HIT of die 7 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x100004e8: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
2519  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x100004e8 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 7 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x100004ec: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
2525  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x100004ec dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select L2 channel 14 of die 7 alone (INSTANCE_INDEX 14, engines and arrays broadcast).
2531  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=14
# Copy TCC_HIT of die 7 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x100004f0: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
2534  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x100004f0 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 7 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x100004f4: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
2540  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x100004f4 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Select L2 channel 15 of die 7 alone (INSTANCE_INDEX 15, engines and arrays broadcast).
2546  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=15
# Copy TCC_HIT of die 7 (TCC_PERFCOUNTER0_LO) into the low half of its u64 at 0x100004f8: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
2549  COPY_DATA src=register TCC_PERFCOUNTER0_LO dst=memory 0x100004f8 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy TCC_HIT of die 7 (TCC_PERFCOUNTER0_HI) into the high half of its u64 at 0x100004fc: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
2555  COPY_DATA src=register TCC_PERFCOUNTER0_HI dst=memory 0x100004fc dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Only die 7 runs the next 15 dwords (VIRTUAL_XCC_ID_SELECT 0x80): its own reads, stored at its own values.
2561  PRED_EXEC XCC 7 (select 0x80) next 15 dwords
# Broadcast for die 7's GRBM read: it is global, one per die.
2563  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 INSTANCE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=0
# Copy GRBM_GUI_ACTIVE of die 7 (GRBM_PERFCOUNTER0_LO) into the low half of its u64 at 0x10000538: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
2566  COPY_DATA src=register GRBM_PERFCOUNTER0_LO dst=memory 0x10000538 dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Copy GRBM_GUI_ACTIVE of die 7 (GRBM_PERFCOUNTER0_HI) into the high half of its u64 at 0x1000053c: src_sel 0, a memory-mapped register (aqlprofile's MI300 work-around "to patch for GCEA hang"), to memory, STREAM, confirmed.
2572  COPY_DATA src=register GRBM_PERFCOUNTER0_HI dst=memory 0x1000053c dst_sel=5 src_cache=stream dst_cache=stream wr_confirm
# Stop counting on every die (STOP, 0x002: aqlprofile's gfx9 stop after its reads).
2578  SET_UCONFIG_REG CP_PERFMON_CNTL PERFMON_ENABLE_MODE=0 SPM_PERFMON_STATE=0 PERFMON_STATE=2
# Turn the perfmon clocks off again (aqlprofile's gfx9 stop).
2581  SET_UCONFIG_REG RLC_PERFMON_CLK_CNTL=0
# Broadcast again on every die, as every program leaves GRBM_GFX_INDEX.
2584  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 INSTANCE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=0
# Clear the filter: every VMID's compute waves count again (CS_EN | VMID_MASK 0xFFFF, aqlprofile's value), so no later wave is filtered.
2587  SET_UCONFIG_REG SQ_PERFCOUNTER_CTRL VMID_MASK=65535 CNTR_RATE=0 CS_EN=1
# Write every die's L2 back to memory over the samples (GFX9's 7-word ACQUIRE_MEM, aqlprofile's gfx9 cache flush), so the host reads what the copies stored.
2590  ACQUIRE_MEM CP_COHER_CNTL=0x28c40000 TC_ACTION_ENA|TCL1_ACTION_ENA|TC_WB_ACTION_ENA|SH_ICACHE_ACTION_ENA|SH_KCACHE_ACTION_ENA over memory 0x10000000 +0x600 (6 lines of 256 bytes) poll=16
