# rig-counter stop r9700 SQ_WAVES SQ_INSTS_VALU --inactive 0/0/1 --inactive 3/1/3 (samples at the default 0x10000000)
# SQ_WAVES lies at 0x10000000, SQ_INSTS_VALU at 0x10000100: 32 u64s each, engine, array, WGP, the WGP fastest.
# Wait until the queue's earlier dispatches complete.
0000  EVENT_WRITE CS_PARTIAL_FLUSH index=4
# Sample the windowed blocks: PAL, radv and radeonsi issue PERFCOUNTER_SAMPLE before the stop-and-sample write.
0002  EVENT_WRITE PERFCOUNTER_SAMPLE index=0
# Compute dispatches count no more (COMPUTE_PERFCOUNT_ENABLE = 0, as PAL and radv at stop).
0004  SET_SH_REG COMPUTE_PERFCOUNT_ENABLE=0
# Stop counting and sample the counters (PERFMON_STATE 2, PERFMON_SAMPLE_ENABLE): before any read.
0007  SET_UCONFIG_REG CP_PERFMON_CNTL_1 PERFMON_SAMPLE_ENABLE=1 PERFMON_ENABLE_MODE=0 SPM_PERFMON_STATE=0 PERFMON_STATE=2
# Broadcast before the flip, whatever the queue's earlier work left selected: a flip that missed an engine would leave its wait waiting for ever.
0010  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 INSTANCE_BROADCAST_WRITES=1 SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=0
# Flip SQG_PERFCOUNTER_CTRL's DISABLE_ME1PIPE3_PERF: an engine that reads back the new value has taken the sample.
0013  SET_UCONFIG_REG SQG_PERFCOUNTER_CTRL DISABLE_ME1PIPE3_PERF=1 CS_EN=1
# Zero all 64 u64s through L2, confirmed: every high half, and WGPs 0/0/1 and 3/1/3, which run no work and are never read.
0016  WRITE_DATA dst=memory 0x10000000 128 zero dwords wr_confirm
# Select engine 0 whole (its arrays and instances broadcast), for its sync.
0148  SET_UCONFIG_REG GRBM_GFX_INDEX INSTANCE_BROADCAST_WRITES=1 SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=0
# Wait until engine 0 reads the flipped SQG_PERFCOUNTER_CTRL: its sample has landed, so its reads see this run (GFX12's GRBM may answer a read before the sample).
0151  WAIT_REG_MEM register SQG_PERFCOUNTER_CTRL & 0xffffffff == 0x80040 poll=4
# Select WGP 0/0/0 alone: INSTANCE_INDEX is the WGP times 4.
0158  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=0
# Copy SQ_WAVES of WGP 0/0/0 (SQ_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0161  COPY_DATA src=perfcounter SQ_PERFCOUNTER0_LO dst=memory 0x10000000 wr_confirm
# Copy SQ_INSTS_VALU of WGP 0/0/0 (SQ_PERFCOUNTER1_LO) into the low half of its u64, through L2, confirmed.
0167  COPY_DATA src=perfcounter SQ_PERFCOUNTER1_LO dst=memory 0x10000100 wr_confirm
# Select WGP 0/0/2 alone: INSTANCE_INDEX is the WGP times 4.
0173  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=8
# Copy SQ_WAVES of WGP 0/0/2 (SQ_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0176  COPY_DATA src=perfcounter SQ_PERFCOUNTER0_LO dst=memory 0x10000010 wr_confirm
# Copy SQ_INSTS_VALU of WGP 0/0/2 (SQ_PERFCOUNTER1_LO) into the low half of its u64, through L2, confirmed.
0182  COPY_DATA src=perfcounter SQ_PERFCOUNTER1_LO dst=memory 0x10000110 wr_confirm
# Select WGP 0/0/3 alone: INSTANCE_INDEX is the WGP times 4.
0188  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=12
# Copy SQ_WAVES of WGP 0/0/3 (SQ_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0191  COPY_DATA src=perfcounter SQ_PERFCOUNTER0_LO dst=memory 0x10000018 wr_confirm
# Copy SQ_INSTS_VALU of WGP 0/0/3 (SQ_PERFCOUNTER1_LO) into the low half of its u64, through L2, confirmed.
0197  COPY_DATA src=perfcounter SQ_PERFCOUNTER1_LO dst=memory 0x10000118 wr_confirm
# Select WGP 0/1/0 alone: INSTANCE_INDEX is the WGP times 4.
0203  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=0 SA_INDEX=1 INSTANCE_INDEX=0
# Copy SQ_WAVES of WGP 0/1/0 (SQ_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0206  COPY_DATA src=perfcounter SQ_PERFCOUNTER0_LO dst=memory 0x10000020 wr_confirm
# Copy SQ_INSTS_VALU of WGP 0/1/0 (SQ_PERFCOUNTER1_LO) into the low half of its u64, through L2, confirmed.
0212  COPY_DATA src=perfcounter SQ_PERFCOUNTER1_LO dst=memory 0x10000120 wr_confirm
# Select WGP 0/1/1 alone: INSTANCE_INDEX is the WGP times 4.
0218  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=0 SA_INDEX=1 INSTANCE_INDEX=4
# Copy SQ_WAVES of WGP 0/1/1 (SQ_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0221  COPY_DATA src=perfcounter SQ_PERFCOUNTER0_LO dst=memory 0x10000028 wr_confirm
# Copy SQ_INSTS_VALU of WGP 0/1/1 (SQ_PERFCOUNTER1_LO) into the low half of its u64, through L2, confirmed.
0227  COPY_DATA src=perfcounter SQ_PERFCOUNTER1_LO dst=memory 0x10000128 wr_confirm
# Select WGP 0/1/2 alone: INSTANCE_INDEX is the WGP times 4.
0233  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=0 SA_INDEX=1 INSTANCE_INDEX=8
# Copy SQ_WAVES of WGP 0/1/2 (SQ_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0236  COPY_DATA src=perfcounter SQ_PERFCOUNTER0_LO dst=memory 0x10000030 wr_confirm
# Copy SQ_INSTS_VALU of WGP 0/1/2 (SQ_PERFCOUNTER1_LO) into the low half of its u64, through L2, confirmed.
0242  COPY_DATA src=perfcounter SQ_PERFCOUNTER1_LO dst=memory 0x10000130 wr_confirm
# Select WGP 0/1/3 alone: INSTANCE_INDEX is the WGP times 4.
0248  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=0 SA_INDEX=1 INSTANCE_INDEX=12
# Copy SQ_WAVES of WGP 0/1/3 (SQ_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0251  COPY_DATA src=perfcounter SQ_PERFCOUNTER0_LO dst=memory 0x10000038 wr_confirm
# Copy SQ_INSTS_VALU of WGP 0/1/3 (SQ_PERFCOUNTER1_LO) into the low half of its u64, through L2, confirmed.
0257  COPY_DATA src=perfcounter SQ_PERFCOUNTER1_LO dst=memory 0x10000138 wr_confirm
# Select engine 1 whole (its arrays and instances broadcast), for its sync.
0263  SET_UCONFIG_REG GRBM_GFX_INDEX INSTANCE_BROADCAST_WRITES=1 SA_BROADCAST_WRITES=1 SE_INDEX=1 SA_INDEX=0 INSTANCE_INDEX=0
# Wait until engine 1 reads the flipped SQG_PERFCOUNTER_CTRL: its sample has landed, so its reads see this run (GFX12's GRBM may answer a read before the sample).
0266  WAIT_REG_MEM register SQG_PERFCOUNTER_CTRL & 0xffffffff == 0x80040 poll=4
# Select WGP 1/0/0 alone: INSTANCE_INDEX is the WGP times 4.
0273  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=1 SA_INDEX=0 INSTANCE_INDEX=0
# Copy SQ_WAVES of WGP 1/0/0 (SQ_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0276  COPY_DATA src=perfcounter SQ_PERFCOUNTER0_LO dst=memory 0x10000040 wr_confirm
# Copy SQ_INSTS_VALU of WGP 1/0/0 (SQ_PERFCOUNTER1_LO) into the low half of its u64, through L2, confirmed.
0282  COPY_DATA src=perfcounter SQ_PERFCOUNTER1_LO dst=memory 0x10000140 wr_confirm
# Select WGP 1/0/1 alone: INSTANCE_INDEX is the WGP times 4.
0288  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=1 SA_INDEX=0 INSTANCE_INDEX=4
# Copy SQ_WAVES of WGP 1/0/1 (SQ_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0291  COPY_DATA src=perfcounter SQ_PERFCOUNTER0_LO dst=memory 0x10000048 wr_confirm
# Copy SQ_INSTS_VALU of WGP 1/0/1 (SQ_PERFCOUNTER1_LO) into the low half of its u64, through L2, confirmed.
0297  COPY_DATA src=perfcounter SQ_PERFCOUNTER1_LO dst=memory 0x10000148 wr_confirm
# Select WGP 1/0/2 alone: INSTANCE_INDEX is the WGP times 4.
0303  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=1 SA_INDEX=0 INSTANCE_INDEX=8
# Copy SQ_WAVES of WGP 1/0/2 (SQ_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0306  COPY_DATA src=perfcounter SQ_PERFCOUNTER0_LO dst=memory 0x10000050 wr_confirm
# Copy SQ_INSTS_VALU of WGP 1/0/2 (SQ_PERFCOUNTER1_LO) into the low half of its u64, through L2, confirmed.
0312  COPY_DATA src=perfcounter SQ_PERFCOUNTER1_LO dst=memory 0x10000150 wr_confirm
# Select WGP 1/0/3 alone: INSTANCE_INDEX is the WGP times 4.
0318  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=1 SA_INDEX=0 INSTANCE_INDEX=12
# Copy SQ_WAVES of WGP 1/0/3 (SQ_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0321  COPY_DATA src=perfcounter SQ_PERFCOUNTER0_LO dst=memory 0x10000058 wr_confirm
# Copy SQ_INSTS_VALU of WGP 1/0/3 (SQ_PERFCOUNTER1_LO) into the low half of its u64, through L2, confirmed.
0327  COPY_DATA src=perfcounter SQ_PERFCOUNTER1_LO dst=memory 0x10000158 wr_confirm
# Select WGP 1/1/0 alone: INSTANCE_INDEX is the WGP times 4.
0333  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=1 SA_INDEX=1 INSTANCE_INDEX=0
# Copy SQ_WAVES of WGP 1/1/0 (SQ_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0336  COPY_DATA src=perfcounter SQ_PERFCOUNTER0_LO dst=memory 0x10000060 wr_confirm
# Copy SQ_INSTS_VALU of WGP 1/1/0 (SQ_PERFCOUNTER1_LO) into the low half of its u64, through L2, confirmed.
0342  COPY_DATA src=perfcounter SQ_PERFCOUNTER1_LO dst=memory 0x10000160 wr_confirm
# Select WGP 1/1/1 alone: INSTANCE_INDEX is the WGP times 4.
0348  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=1 SA_INDEX=1 INSTANCE_INDEX=4
# Copy SQ_WAVES of WGP 1/1/1 (SQ_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0351  COPY_DATA src=perfcounter SQ_PERFCOUNTER0_LO dst=memory 0x10000068 wr_confirm
# Copy SQ_INSTS_VALU of WGP 1/1/1 (SQ_PERFCOUNTER1_LO) into the low half of its u64, through L2, confirmed.
0357  COPY_DATA src=perfcounter SQ_PERFCOUNTER1_LO dst=memory 0x10000168 wr_confirm
# Select WGP 1/1/2 alone: INSTANCE_INDEX is the WGP times 4.
0363  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=1 SA_INDEX=1 INSTANCE_INDEX=8
# Copy SQ_WAVES of WGP 1/1/2 (SQ_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0366  COPY_DATA src=perfcounter SQ_PERFCOUNTER0_LO dst=memory 0x10000070 wr_confirm
# Copy SQ_INSTS_VALU of WGP 1/1/2 (SQ_PERFCOUNTER1_LO) into the low half of its u64, through L2, confirmed.
0372  COPY_DATA src=perfcounter SQ_PERFCOUNTER1_LO dst=memory 0x10000170 wr_confirm
# Select WGP 1/1/3 alone: INSTANCE_INDEX is the WGP times 4.
0378  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=1 SA_INDEX=1 INSTANCE_INDEX=12
# Copy SQ_WAVES of WGP 1/1/3 (SQ_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0381  COPY_DATA src=perfcounter SQ_PERFCOUNTER0_LO dst=memory 0x10000078 wr_confirm
# Copy SQ_INSTS_VALU of WGP 1/1/3 (SQ_PERFCOUNTER1_LO) into the low half of its u64, through L2, confirmed.
0387  COPY_DATA src=perfcounter SQ_PERFCOUNTER1_LO dst=memory 0x10000178 wr_confirm
# Select engine 2 whole (its arrays and instances broadcast), for its sync.
0393  SET_UCONFIG_REG GRBM_GFX_INDEX INSTANCE_BROADCAST_WRITES=1 SA_BROADCAST_WRITES=1 SE_INDEX=2 SA_INDEX=0 INSTANCE_INDEX=0
# Wait until engine 2 reads the flipped SQG_PERFCOUNTER_CTRL: its sample has landed, so its reads see this run (GFX12's GRBM may answer a read before the sample).
0396  WAIT_REG_MEM register SQG_PERFCOUNTER_CTRL & 0xffffffff == 0x80040 poll=4
# Select WGP 2/0/0 alone: INSTANCE_INDEX is the WGP times 4.
0403  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=2 SA_INDEX=0 INSTANCE_INDEX=0
# Copy SQ_WAVES of WGP 2/0/0 (SQ_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0406  COPY_DATA src=perfcounter SQ_PERFCOUNTER0_LO dst=memory 0x10000080 wr_confirm
# Copy SQ_INSTS_VALU of WGP 2/0/0 (SQ_PERFCOUNTER1_LO) into the low half of its u64, through L2, confirmed.
0412  COPY_DATA src=perfcounter SQ_PERFCOUNTER1_LO dst=memory 0x10000180 wr_confirm
# Select WGP 2/0/1 alone: INSTANCE_INDEX is the WGP times 4.
0418  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=2 SA_INDEX=0 INSTANCE_INDEX=4
# Copy SQ_WAVES of WGP 2/0/1 (SQ_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0421  COPY_DATA src=perfcounter SQ_PERFCOUNTER0_LO dst=memory 0x10000088 wr_confirm
# Copy SQ_INSTS_VALU of WGP 2/0/1 (SQ_PERFCOUNTER1_LO) into the low half of its u64, through L2, confirmed.
0427  COPY_DATA src=perfcounter SQ_PERFCOUNTER1_LO dst=memory 0x10000188 wr_confirm
# Select WGP 2/0/2 alone: INSTANCE_INDEX is the WGP times 4.
0433  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=2 SA_INDEX=0 INSTANCE_INDEX=8
# Copy SQ_WAVES of WGP 2/0/2 (SQ_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0436  COPY_DATA src=perfcounter SQ_PERFCOUNTER0_LO dst=memory 0x10000090 wr_confirm
# Copy SQ_INSTS_VALU of WGP 2/0/2 (SQ_PERFCOUNTER1_LO) into the low half of its u64, through L2, confirmed.
0442  COPY_DATA src=perfcounter SQ_PERFCOUNTER1_LO dst=memory 0x10000190 wr_confirm
# Select WGP 2/0/3 alone: INSTANCE_INDEX is the WGP times 4.
0448  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=2 SA_INDEX=0 INSTANCE_INDEX=12
# Copy SQ_WAVES of WGP 2/0/3 (SQ_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0451  COPY_DATA src=perfcounter SQ_PERFCOUNTER0_LO dst=memory 0x10000098 wr_confirm
# Copy SQ_INSTS_VALU of WGP 2/0/3 (SQ_PERFCOUNTER1_LO) into the low half of its u64, through L2, confirmed.
0457  COPY_DATA src=perfcounter SQ_PERFCOUNTER1_LO dst=memory 0x10000198 wr_confirm
# Select WGP 2/1/0 alone: INSTANCE_INDEX is the WGP times 4.
0463  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=2 SA_INDEX=1 INSTANCE_INDEX=0
# Copy SQ_WAVES of WGP 2/1/0 (SQ_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0466  COPY_DATA src=perfcounter SQ_PERFCOUNTER0_LO dst=memory 0x100000a0 wr_confirm
# Copy SQ_INSTS_VALU of WGP 2/1/0 (SQ_PERFCOUNTER1_LO) into the low half of its u64, through L2, confirmed.
0472  COPY_DATA src=perfcounter SQ_PERFCOUNTER1_LO dst=memory 0x100001a0 wr_confirm
# Select WGP 2/1/1 alone: INSTANCE_INDEX is the WGP times 4.
0478  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=2 SA_INDEX=1 INSTANCE_INDEX=4
# Copy SQ_WAVES of WGP 2/1/1 (SQ_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0481  COPY_DATA src=perfcounter SQ_PERFCOUNTER0_LO dst=memory 0x100000a8 wr_confirm
# Copy SQ_INSTS_VALU of WGP 2/1/1 (SQ_PERFCOUNTER1_LO) into the low half of its u64, through L2, confirmed.
0487  COPY_DATA src=perfcounter SQ_PERFCOUNTER1_LO dst=memory 0x100001a8 wr_confirm
# Select WGP 2/1/2 alone: INSTANCE_INDEX is the WGP times 4.
0493  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=2 SA_INDEX=1 INSTANCE_INDEX=8
# Copy SQ_WAVES of WGP 2/1/2 (SQ_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0496  COPY_DATA src=perfcounter SQ_PERFCOUNTER0_LO dst=memory 0x100000b0 wr_confirm
# Copy SQ_INSTS_VALU of WGP 2/1/2 (SQ_PERFCOUNTER1_LO) into the low half of its u64, through L2, confirmed.
0502  COPY_DATA src=perfcounter SQ_PERFCOUNTER1_LO dst=memory 0x100001b0 wr_confirm
# Select WGP 2/1/3 alone: INSTANCE_INDEX is the WGP times 4.
0508  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=2 SA_INDEX=1 INSTANCE_INDEX=12
# Copy SQ_WAVES of WGP 2/1/3 (SQ_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0511  COPY_DATA src=perfcounter SQ_PERFCOUNTER0_LO dst=memory 0x100000b8 wr_confirm
# Copy SQ_INSTS_VALU of WGP 2/1/3 (SQ_PERFCOUNTER1_LO) into the low half of its u64, through L2, confirmed.
0517  COPY_DATA src=perfcounter SQ_PERFCOUNTER1_LO dst=memory 0x100001b8 wr_confirm
# Select engine 3 whole (its arrays and instances broadcast), for its sync.
0523  SET_UCONFIG_REG GRBM_GFX_INDEX INSTANCE_BROADCAST_WRITES=1 SA_BROADCAST_WRITES=1 SE_INDEX=3 SA_INDEX=0 INSTANCE_INDEX=0
# Wait until engine 3 reads the flipped SQG_PERFCOUNTER_CTRL: its sample has landed, so its reads see this run (GFX12's GRBM may answer a read before the sample).
0526  WAIT_REG_MEM register SQG_PERFCOUNTER_CTRL & 0xffffffff == 0x80040 poll=4
# Select WGP 3/0/0 alone: INSTANCE_INDEX is the WGP times 4.
0533  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=3 SA_INDEX=0 INSTANCE_INDEX=0
# Copy SQ_WAVES of WGP 3/0/0 (SQ_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0536  COPY_DATA src=perfcounter SQ_PERFCOUNTER0_LO dst=memory 0x100000c0 wr_confirm
# Copy SQ_INSTS_VALU of WGP 3/0/0 (SQ_PERFCOUNTER1_LO) into the low half of its u64, through L2, confirmed.
0542  COPY_DATA src=perfcounter SQ_PERFCOUNTER1_LO dst=memory 0x100001c0 wr_confirm
# Select WGP 3/0/1 alone: INSTANCE_INDEX is the WGP times 4.
0548  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=3 SA_INDEX=0 INSTANCE_INDEX=4
# Copy SQ_WAVES of WGP 3/0/1 (SQ_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0551  COPY_DATA src=perfcounter SQ_PERFCOUNTER0_LO dst=memory 0x100000c8 wr_confirm
# Copy SQ_INSTS_VALU of WGP 3/0/1 (SQ_PERFCOUNTER1_LO) into the low half of its u64, through L2, confirmed.
0557  COPY_DATA src=perfcounter SQ_PERFCOUNTER1_LO dst=memory 0x100001c8 wr_confirm
# Select WGP 3/0/2 alone: INSTANCE_INDEX is the WGP times 4.
0563  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=3 SA_INDEX=0 INSTANCE_INDEX=8
# Copy SQ_WAVES of WGP 3/0/2 (SQ_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0566  COPY_DATA src=perfcounter SQ_PERFCOUNTER0_LO dst=memory 0x100000d0 wr_confirm
# Copy SQ_INSTS_VALU of WGP 3/0/2 (SQ_PERFCOUNTER1_LO) into the low half of its u64, through L2, confirmed.
0572  COPY_DATA src=perfcounter SQ_PERFCOUNTER1_LO dst=memory 0x100001d0 wr_confirm
# Select WGP 3/0/3 alone: INSTANCE_INDEX is the WGP times 4.
0578  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=3 SA_INDEX=0 INSTANCE_INDEX=12
# Copy SQ_WAVES of WGP 3/0/3 (SQ_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0581  COPY_DATA src=perfcounter SQ_PERFCOUNTER0_LO dst=memory 0x100000d8 wr_confirm
# Copy SQ_INSTS_VALU of WGP 3/0/3 (SQ_PERFCOUNTER1_LO) into the low half of its u64, through L2, confirmed.
0587  COPY_DATA src=perfcounter SQ_PERFCOUNTER1_LO dst=memory 0x100001d8 wr_confirm
# Select WGP 3/1/0 alone: INSTANCE_INDEX is the WGP times 4.
0593  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=3 SA_INDEX=1 INSTANCE_INDEX=0
# Copy SQ_WAVES of WGP 3/1/0 (SQ_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0596  COPY_DATA src=perfcounter SQ_PERFCOUNTER0_LO dst=memory 0x100000e0 wr_confirm
# Copy SQ_INSTS_VALU of WGP 3/1/0 (SQ_PERFCOUNTER1_LO) into the low half of its u64, through L2, confirmed.
0602  COPY_DATA src=perfcounter SQ_PERFCOUNTER1_LO dst=memory 0x100001e0 wr_confirm
# Select WGP 3/1/1 alone: INSTANCE_INDEX is the WGP times 4.
0608  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=3 SA_INDEX=1 INSTANCE_INDEX=4
# Copy SQ_WAVES of WGP 3/1/1 (SQ_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0611  COPY_DATA src=perfcounter SQ_PERFCOUNTER0_LO dst=memory 0x100000e8 wr_confirm
# Copy SQ_INSTS_VALU of WGP 3/1/1 (SQ_PERFCOUNTER1_LO) into the low half of its u64, through L2, confirmed.
0617  COPY_DATA src=perfcounter SQ_PERFCOUNTER1_LO dst=memory 0x100001e8 wr_confirm
# Select WGP 3/1/2 alone: INSTANCE_INDEX is the WGP times 4.
0623  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=3 SA_INDEX=1 INSTANCE_INDEX=8
# Copy SQ_WAVES of WGP 3/1/2 (SQ_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0626  COPY_DATA src=perfcounter SQ_PERFCOUNTER0_LO dst=memory 0x100000f0 wr_confirm
# Copy SQ_INSTS_VALU of WGP 3/1/2 (SQ_PERFCOUNTER1_LO) into the low half of its u64, through L2, confirmed.
0632  COPY_DATA src=perfcounter SQ_PERFCOUNTER1_LO dst=memory 0x100001f0 wr_confirm
# Broadcast again.
0638  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 INSTANCE_BROADCAST_WRITES=1 SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=0
# Clear the filter: no wave started later counts.
0641  SET_UCONFIG_REG SQ_PERFCOUNTER_CTRL2 VMID_EN=0
# Write SQG_PERFCOUNTER_CTRL back to its start value on every engine (broadcast, DISABLE_ME1PIPE3_PERF clear), so the next sample or stop flips it again from a value each engine holds.
0644  SET_UCONFIG_REG SQG_PERFCOUNTER_CTRL CS_EN=1
# Write the samples back from L2 to memory (GL2_WB | SEQ_FORWARD over their 256-byte lines, as aqlprofile's gfx12 builder), so the host reads them.
0647  ACQUIRE_MEM GCR_CNTL=0x18000 GL2_WB|SEQ_FORWARD over memory 0x10000000 +0x200 (2 lines of 256 bytes) poll=16
