# rig-counter stop rx9060xt GRBM_GUI_ACTIVE GL2C_HIT SQ_WAVES TA_TA_BUSY --inactive 1/1/3 (samples at the default 0x10000000)
# Wait until the queue's earlier dispatches complete.
0000  EVENT_WRITE CS_PARTIAL_FLUSH index=4
# Sample the windowed blocks: PAL, radv and radeonsi issue PERFCOUNTER_SAMPLE before the stop-and-sample write.
0002  EVENT_WRITE PERFCOUNTER_SAMPLE index=0
# Compute dispatches count no more (COMPUTE_PERFCOUNT_ENABLE = 0, as PAL and radv at stop).
0004  SET_SH_REG COMPUTE_PERFCOUNT_ENABLE=0
# Stop counting and sample every counter (PERFMON_STATE 2 with PERFMON_SAMPLE_ENABLE, which the global GRBM needs): before any read.
0007  SET_UCONFIG_REG CP_PERFMON_CNTL_1 PERFMON_SAMPLE_ENABLE=1 PERFMON_ENABLE_MODE=0 SPM_PERFMON_STATE=0 PERFMON_STATE=2
# Broadcast before the flip, whatever the queue's earlier work left selected: a flip that missed an engine would leave its wait waiting for ever.
0010  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 INSTANCE_BROADCAST_WRITES=1 SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=0
# Flip SQG_PERFCOUNTER_CTRL's DISABLE_ME1PIPE3_PERF: an engine that reads back the new value has taken the sample (PAL WriteSqSync).
0013  SET_UCONFIG_REG SQG_PERFCOUNTER_CTRL DISABLE_ME1PIPE3_PERF=1 CS_EN=1
# Zero all 65 u64s of the samples through L2, confirmed: the high halves of the 32-bit SQ counts, and every value of a WGP that runs no work (never read).
0016  WRITE_DATA dst=memory 0x10000000 130 zero dwords wr_confirm
# Broadcast for the GRBM's reads: it is global, one instance.
0150  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 INSTANCE_BROADCAST_WRITES=1 SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=0
# Copy GRBM_GUI_ACTIVE of the GPU (GRBM_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0153  COPY_DATA src=perfcounter GRBM_PERFCOUNTER0_LO dst=memory 0x10000000 wr_confirm
# Copy GRBM_GUI_ACTIVE of the GPU (GRBM_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0159  COPY_DATA src=perfcounter GRBM_PERFCOUNTER0_HI dst=memory 0x10000004 wr_confirm
# Select L2 channel 0 alone (INSTANCE_INDEX 0, engines and arrays broadcast).
0165  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=0
# Copy GL2C_HIT of L2 channel 0 (GL2C_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0168  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_LO dst=memory 0x10000008 wr_confirm
# Copy GL2C_HIT of L2 channel 0 (GL2C_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0174  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_HI dst=memory 0x1000000c wr_confirm
# Select L2 channel 1 alone (INSTANCE_INDEX 1, engines and arrays broadcast).
0180  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=1
# Copy GL2C_HIT of L2 channel 1 (GL2C_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0183  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_LO dst=memory 0x10000010 wr_confirm
# Copy GL2C_HIT of L2 channel 1 (GL2C_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0189  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_HI dst=memory 0x10000014 wr_confirm
# Select L2 channel 2 alone (INSTANCE_INDEX 2, engines and arrays broadcast).
0195  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=2
# Copy GL2C_HIT of L2 channel 2 (GL2C_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0198  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_LO dst=memory 0x10000018 wr_confirm
# Copy GL2C_HIT of L2 channel 2 (GL2C_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0204  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_HI dst=memory 0x1000001c wr_confirm
# Select L2 channel 3 alone (INSTANCE_INDEX 3, engines and arrays broadcast).
0210  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=3
# Copy GL2C_HIT of L2 channel 3 (GL2C_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0213  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_LO dst=memory 0x10000020 wr_confirm
# Copy GL2C_HIT of L2 channel 3 (GL2C_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0219  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_HI dst=memory 0x10000024 wr_confirm
# Select L2 channel 4 alone (INSTANCE_INDEX 4, engines and arrays broadcast).
0225  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=4
# Copy GL2C_HIT of L2 channel 4 (GL2C_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0228  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_LO dst=memory 0x10000028 wr_confirm
# Copy GL2C_HIT of L2 channel 4 (GL2C_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0234  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_HI dst=memory 0x1000002c wr_confirm
# Select L2 channel 5 alone (INSTANCE_INDEX 5, engines and arrays broadcast).
0240  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=5
# Copy GL2C_HIT of L2 channel 5 (GL2C_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0243  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_LO dst=memory 0x10000030 wr_confirm
# Copy GL2C_HIT of L2 channel 5 (GL2C_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0249  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_HI dst=memory 0x10000034 wr_confirm
# Select L2 channel 6 alone (INSTANCE_INDEX 6, engines and arrays broadcast).
0255  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=6
# Copy GL2C_HIT of L2 channel 6 (GL2C_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0258  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_LO dst=memory 0x10000038 wr_confirm
# Copy GL2C_HIT of L2 channel 6 (GL2C_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0264  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_HI dst=memory 0x1000003c wr_confirm
# Select L2 channel 7 alone (INSTANCE_INDEX 7, engines and arrays broadcast).
0270  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=7
# Copy GL2C_HIT of L2 channel 7 (GL2C_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0273  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_LO dst=memory 0x10000040 wr_confirm
# Copy GL2C_HIT of L2 channel 7 (GL2C_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0279  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_HI dst=memory 0x10000044 wr_confirm
# Select L2 channel 8 alone (INSTANCE_INDEX 8, engines and arrays broadcast).
0285  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=8
# Copy GL2C_HIT of L2 channel 8 (GL2C_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0288  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_LO dst=memory 0x10000048 wr_confirm
# Copy GL2C_HIT of L2 channel 8 (GL2C_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0294  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_HI dst=memory 0x1000004c wr_confirm
# Select L2 channel 9 alone (INSTANCE_INDEX 9, engines and arrays broadcast).
0300  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=9
# Copy GL2C_HIT of L2 channel 9 (GL2C_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0303  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_LO dst=memory 0x10000050 wr_confirm
# Copy GL2C_HIT of L2 channel 9 (GL2C_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0309  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_HI dst=memory 0x10000054 wr_confirm
# Select L2 channel 10 alone (INSTANCE_INDEX 10, engines and arrays broadcast).
0315  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=10
# Copy GL2C_HIT of L2 channel 10 (GL2C_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0318  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_LO dst=memory 0x10000058 wr_confirm
# Copy GL2C_HIT of L2 channel 10 (GL2C_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0324  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_HI dst=memory 0x1000005c wr_confirm
# Select L2 channel 11 alone (INSTANCE_INDEX 11, engines and arrays broadcast).
0330  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=11
# Copy GL2C_HIT of L2 channel 11 (GL2C_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0333  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_LO dst=memory 0x10000060 wr_confirm
# Copy GL2C_HIT of L2 channel 11 (GL2C_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0339  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_HI dst=memory 0x10000064 wr_confirm
# Select L2 channel 12 alone (INSTANCE_INDEX 12, engines and arrays broadcast).
0345  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=12
# Copy GL2C_HIT of L2 channel 12 (GL2C_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0348  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_LO dst=memory 0x10000068 wr_confirm
# Copy GL2C_HIT of L2 channel 12 (GL2C_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0354  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_HI dst=memory 0x1000006c wr_confirm
# Select L2 channel 13 alone (INSTANCE_INDEX 13, engines and arrays broadcast).
0360  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=13
# Copy GL2C_HIT of L2 channel 13 (GL2C_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0363  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_LO dst=memory 0x10000070 wr_confirm
# Copy GL2C_HIT of L2 channel 13 (GL2C_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0369  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_HI dst=memory 0x10000074 wr_confirm
# Select L2 channel 14 alone (INSTANCE_INDEX 14, engines and arrays broadcast).
0375  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=14
# Copy GL2C_HIT of L2 channel 14 (GL2C_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0378  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_LO dst=memory 0x10000078 wr_confirm
# Copy GL2C_HIT of L2 channel 14 (GL2C_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0384  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_HI dst=memory 0x1000007c wr_confirm
# Select L2 channel 15 alone (INSTANCE_INDEX 15, engines and arrays broadcast).
0390  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=15
# Copy GL2C_HIT of L2 channel 15 (GL2C_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0393  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_LO dst=memory 0x10000080 wr_confirm
# Copy GL2C_HIT of L2 channel 15 (GL2C_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0399  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_HI dst=memory 0x10000084 wr_confirm
# Select engine 0 whole (its arrays and instances broadcast), for its sync.
0405  SET_UCONFIG_REG GRBM_GFX_INDEX INSTANCE_BROADCAST_WRITES=1 SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=0
# Wait until this engine reads the flipped SQG_PERFCOUNTER_CTRL: its sample has landed, so its SQ reads see this run (GFX12's GRBM may answer a read before the sample).
0408  WAIT_REG_MEM register SQG_PERFCOUNTER_CTRL & 0xffffffff == 0x80040 poll=4
# Select WGP 0/0/0 alone (instance 0): INSTANCE_INDEX is (WGP << 2) | instance.
0415  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=0
# Copy SQ_WAVES of WGP 0/0/0 (SQ_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0418  COPY_DATA src=perfcounter SQ_PERFCOUNTER0_LO dst=memory 0x10000088 wr_confirm
# Select WGP 0/0/1 alone (instance 0): INSTANCE_INDEX is (WGP << 2) | instance.
0424  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=4
# Copy SQ_WAVES of WGP 0/0/1 (SQ_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0427  COPY_DATA src=perfcounter SQ_PERFCOUNTER0_LO dst=memory 0x10000090 wr_confirm
# Select WGP 0/0/2 alone (instance 0): INSTANCE_INDEX is (WGP << 2) | instance.
0433  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=8
# Copy SQ_WAVES of WGP 0/0/2 (SQ_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0436  COPY_DATA src=perfcounter SQ_PERFCOUNTER0_LO dst=memory 0x10000098 wr_confirm
# Select WGP 0/0/3 alone (instance 0): INSTANCE_INDEX is (WGP << 2) | instance.
0442  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=12
# Copy SQ_WAVES of WGP 0/0/3 (SQ_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0445  COPY_DATA src=perfcounter SQ_PERFCOUNTER0_LO dst=memory 0x100000a0 wr_confirm
# Select WGP 0/1/0 alone (instance 0): INSTANCE_INDEX is (WGP << 2) | instance.
0451  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=0 SA_INDEX=1 INSTANCE_INDEX=0
# Copy SQ_WAVES of WGP 0/1/0 (SQ_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0454  COPY_DATA src=perfcounter SQ_PERFCOUNTER0_LO dst=memory 0x100000a8 wr_confirm
# Select WGP 0/1/1 alone (instance 0): INSTANCE_INDEX is (WGP << 2) | instance.
0460  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=0 SA_INDEX=1 INSTANCE_INDEX=4
# Copy SQ_WAVES of WGP 0/1/1 (SQ_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0463  COPY_DATA src=perfcounter SQ_PERFCOUNTER0_LO dst=memory 0x100000b0 wr_confirm
# Select WGP 0/1/2 alone (instance 0): INSTANCE_INDEX is (WGP << 2) | instance.
0469  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=0 SA_INDEX=1 INSTANCE_INDEX=8
# Copy SQ_WAVES of WGP 0/1/2 (SQ_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0472  COPY_DATA src=perfcounter SQ_PERFCOUNTER0_LO dst=memory 0x100000b8 wr_confirm
# Select WGP 0/1/3 alone (instance 0): INSTANCE_INDEX is (WGP << 2) | instance.
0478  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=0 SA_INDEX=1 INSTANCE_INDEX=12
# Copy SQ_WAVES of WGP 0/1/3 (SQ_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0481  COPY_DATA src=perfcounter SQ_PERFCOUNTER0_LO dst=memory 0x100000c0 wr_confirm
# Select engine 1 whole (its arrays and instances broadcast), for its sync.
0487  SET_UCONFIG_REG GRBM_GFX_INDEX INSTANCE_BROADCAST_WRITES=1 SA_BROADCAST_WRITES=1 SE_INDEX=1 SA_INDEX=0 INSTANCE_INDEX=0
# Wait until this engine reads the flipped SQG_PERFCOUNTER_CTRL: its sample has landed, so its SQ reads see this run (GFX12's GRBM may answer a read before the sample).
0490  WAIT_REG_MEM register SQG_PERFCOUNTER_CTRL & 0xffffffff == 0x80040 poll=4
# Select WGP 1/0/0 alone (instance 0): INSTANCE_INDEX is (WGP << 2) | instance.
0497  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=1 SA_INDEX=0 INSTANCE_INDEX=0
# Copy SQ_WAVES of WGP 1/0/0 (SQ_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0500  COPY_DATA src=perfcounter SQ_PERFCOUNTER0_LO dst=memory 0x100000c8 wr_confirm
# Select WGP 1/0/1 alone (instance 0): INSTANCE_INDEX is (WGP << 2) | instance.
0506  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=1 SA_INDEX=0 INSTANCE_INDEX=4
# Copy SQ_WAVES of WGP 1/0/1 (SQ_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0509  COPY_DATA src=perfcounter SQ_PERFCOUNTER0_LO dst=memory 0x100000d0 wr_confirm
# Select WGP 1/0/2 alone (instance 0): INSTANCE_INDEX is (WGP << 2) | instance.
0515  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=1 SA_INDEX=0 INSTANCE_INDEX=8
# Copy SQ_WAVES of WGP 1/0/2 (SQ_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0518  COPY_DATA src=perfcounter SQ_PERFCOUNTER0_LO dst=memory 0x100000d8 wr_confirm
# Select WGP 1/0/3 alone (instance 0): INSTANCE_INDEX is (WGP << 2) | instance.
0524  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=1 SA_INDEX=0 INSTANCE_INDEX=12
# Copy SQ_WAVES of WGP 1/0/3 (SQ_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0527  COPY_DATA src=perfcounter SQ_PERFCOUNTER0_LO dst=memory 0x100000e0 wr_confirm
# Select WGP 1/1/0 alone (instance 0): INSTANCE_INDEX is (WGP << 2) | instance.
0533  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=1 SA_INDEX=1 INSTANCE_INDEX=0
# Copy SQ_WAVES of WGP 1/1/0 (SQ_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0536  COPY_DATA src=perfcounter SQ_PERFCOUNTER0_LO dst=memory 0x100000e8 wr_confirm
# Select WGP 1/1/1 alone (instance 0): INSTANCE_INDEX is (WGP << 2) | instance.
0542  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=1 SA_INDEX=1 INSTANCE_INDEX=4
# Copy SQ_WAVES of WGP 1/1/1 (SQ_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0545  COPY_DATA src=perfcounter SQ_PERFCOUNTER0_LO dst=memory 0x100000f0 wr_confirm
# Select WGP 1/1/2 alone (instance 0): INSTANCE_INDEX is (WGP << 2) | instance.
0551  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=1 SA_INDEX=1 INSTANCE_INDEX=8
# Copy SQ_WAVES of WGP 1/1/2 (SQ_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0554  COPY_DATA src=perfcounter SQ_PERFCOUNTER0_LO dst=memory 0x100000f8 wr_confirm
# Select WGP 0/0/0 alone (instance 0): INSTANCE_INDEX is (WGP << 2) | instance.
0560  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=0
# Copy TA_TA_BUSY of TA 0 of WGP 0/0/0 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0563  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x10000108 wr_confirm
# Copy TA_TA_BUSY of TA 0 of WGP 0/0/0 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0569  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x1000010c wr_confirm
# Select WGP 0/0/0 alone, instance 1: INSTANCE_INDEX is (WGP << 2) | instance.
0575  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=1
# Copy TA_TA_BUSY of TA 1 of WGP 0/0/0 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0578  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x10000188 wr_confirm
# Copy TA_TA_BUSY of TA 1 of WGP 0/0/0 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0584  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x1000018c wr_confirm
# Select WGP 0/0/1 alone (instance 0): INSTANCE_INDEX is (WGP << 2) | instance.
0590  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=4
# Copy TA_TA_BUSY of TA 0 of WGP 0/0/1 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0593  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x10000110 wr_confirm
# Copy TA_TA_BUSY of TA 0 of WGP 0/0/1 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0599  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x10000114 wr_confirm
# Select WGP 0/0/1 alone, instance 1: INSTANCE_INDEX is (WGP << 2) | instance.
0605  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=5
# Copy TA_TA_BUSY of TA 1 of WGP 0/0/1 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0608  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x10000190 wr_confirm
# Copy TA_TA_BUSY of TA 1 of WGP 0/0/1 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0614  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x10000194 wr_confirm
# Select WGP 0/0/2 alone (instance 0): INSTANCE_INDEX is (WGP << 2) | instance.
0620  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=8
# Copy TA_TA_BUSY of TA 0 of WGP 0/0/2 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0623  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x10000118 wr_confirm
# Copy TA_TA_BUSY of TA 0 of WGP 0/0/2 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0629  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x1000011c wr_confirm
# Select WGP 0/0/2 alone, instance 1: INSTANCE_INDEX is (WGP << 2) | instance.
0635  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=9
# Copy TA_TA_BUSY of TA 1 of WGP 0/0/2 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0638  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x10000198 wr_confirm
# Copy TA_TA_BUSY of TA 1 of WGP 0/0/2 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0644  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x1000019c wr_confirm
# Select WGP 0/0/3 alone (instance 0): INSTANCE_INDEX is (WGP << 2) | instance.
0650  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=12
# Copy TA_TA_BUSY of TA 0 of WGP 0/0/3 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0653  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x10000120 wr_confirm
# Copy TA_TA_BUSY of TA 0 of WGP 0/0/3 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0659  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x10000124 wr_confirm
# Select WGP 0/0/3 alone, instance 1: INSTANCE_INDEX is (WGP << 2) | instance.
0665  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=13
# Copy TA_TA_BUSY of TA 1 of WGP 0/0/3 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0668  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x100001a0 wr_confirm
# Copy TA_TA_BUSY of TA 1 of WGP 0/0/3 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0674  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x100001a4 wr_confirm
# Select WGP 0/1/0 alone (instance 0): INSTANCE_INDEX is (WGP << 2) | instance.
0680  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=0 SA_INDEX=1 INSTANCE_INDEX=0
# Copy TA_TA_BUSY of TA 0 of WGP 0/1/0 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0683  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x10000128 wr_confirm
# Copy TA_TA_BUSY of TA 0 of WGP 0/1/0 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0689  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x1000012c wr_confirm
# Select WGP 0/1/0 alone, instance 1: INSTANCE_INDEX is (WGP << 2) | instance.
0695  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=0 SA_INDEX=1 INSTANCE_INDEX=1
# Copy TA_TA_BUSY of TA 1 of WGP 0/1/0 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0698  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x100001a8 wr_confirm
# Copy TA_TA_BUSY of TA 1 of WGP 0/1/0 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0704  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x100001ac wr_confirm
# Select WGP 0/1/1 alone (instance 0): INSTANCE_INDEX is (WGP << 2) | instance.
0710  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=0 SA_INDEX=1 INSTANCE_INDEX=4
# Copy TA_TA_BUSY of TA 0 of WGP 0/1/1 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0713  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x10000130 wr_confirm
# Copy TA_TA_BUSY of TA 0 of WGP 0/1/1 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0719  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x10000134 wr_confirm
# Select WGP 0/1/1 alone, instance 1: INSTANCE_INDEX is (WGP << 2) | instance.
0725  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=0 SA_INDEX=1 INSTANCE_INDEX=5
# Copy TA_TA_BUSY of TA 1 of WGP 0/1/1 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0728  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x100001b0 wr_confirm
# Copy TA_TA_BUSY of TA 1 of WGP 0/1/1 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0734  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x100001b4 wr_confirm
# Select WGP 0/1/2 alone (instance 0): INSTANCE_INDEX is (WGP << 2) | instance.
0740  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=0 SA_INDEX=1 INSTANCE_INDEX=8
# Copy TA_TA_BUSY of TA 0 of WGP 0/1/2 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0743  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x10000138 wr_confirm
# Copy TA_TA_BUSY of TA 0 of WGP 0/1/2 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0749  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x1000013c wr_confirm
# Select WGP 0/1/2 alone, instance 1: INSTANCE_INDEX is (WGP << 2) | instance.
0755  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=0 SA_INDEX=1 INSTANCE_INDEX=9
# Copy TA_TA_BUSY of TA 1 of WGP 0/1/2 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0758  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x100001b8 wr_confirm
# Copy TA_TA_BUSY of TA 1 of WGP 0/1/2 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0764  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x100001bc wr_confirm
# Select WGP 0/1/3 alone (instance 0): INSTANCE_INDEX is (WGP << 2) | instance.
0770  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=0 SA_INDEX=1 INSTANCE_INDEX=12
# Copy TA_TA_BUSY of TA 0 of WGP 0/1/3 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0773  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x10000140 wr_confirm
# Copy TA_TA_BUSY of TA 0 of WGP 0/1/3 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0779  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x10000144 wr_confirm
# Select WGP 0/1/3 alone, instance 1: INSTANCE_INDEX is (WGP << 2) | instance.
0785  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=0 SA_INDEX=1 INSTANCE_INDEX=13
# Copy TA_TA_BUSY of TA 1 of WGP 0/1/3 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0788  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x100001c0 wr_confirm
# Copy TA_TA_BUSY of TA 1 of WGP 0/1/3 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0794  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x100001c4 wr_confirm
# Select WGP 1/0/0 alone (instance 0): INSTANCE_INDEX is (WGP << 2) | instance.
0800  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=1 SA_INDEX=0 INSTANCE_INDEX=0
# Copy TA_TA_BUSY of TA 0 of WGP 1/0/0 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0803  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x10000148 wr_confirm
# Copy TA_TA_BUSY of TA 0 of WGP 1/0/0 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0809  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x1000014c wr_confirm
# Select WGP 1/0/0 alone, instance 1: INSTANCE_INDEX is (WGP << 2) | instance.
0815  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=1 SA_INDEX=0 INSTANCE_INDEX=1
# Copy TA_TA_BUSY of TA 1 of WGP 1/0/0 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0818  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x100001c8 wr_confirm
# Copy TA_TA_BUSY of TA 1 of WGP 1/0/0 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0824  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x100001cc wr_confirm
# Select WGP 1/0/1 alone (instance 0): INSTANCE_INDEX is (WGP << 2) | instance.
0830  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=1 SA_INDEX=0 INSTANCE_INDEX=4
# Copy TA_TA_BUSY of TA 0 of WGP 1/0/1 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0833  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x10000150 wr_confirm
# Copy TA_TA_BUSY of TA 0 of WGP 1/0/1 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0839  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x10000154 wr_confirm
# Select WGP 1/0/1 alone, instance 1: INSTANCE_INDEX is (WGP << 2) | instance.
0845  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=1 SA_INDEX=0 INSTANCE_INDEX=5
# Copy TA_TA_BUSY of TA 1 of WGP 1/0/1 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0848  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x100001d0 wr_confirm
# Copy TA_TA_BUSY of TA 1 of WGP 1/0/1 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0854  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x100001d4 wr_confirm
# Select WGP 1/0/2 alone (instance 0): INSTANCE_INDEX is (WGP << 2) | instance.
0860  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=1 SA_INDEX=0 INSTANCE_INDEX=8
# Copy TA_TA_BUSY of TA 0 of WGP 1/0/2 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0863  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x10000158 wr_confirm
# Copy TA_TA_BUSY of TA 0 of WGP 1/0/2 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0869  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x1000015c wr_confirm
# Select WGP 1/0/2 alone, instance 1: INSTANCE_INDEX is (WGP << 2) | instance.
0875  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=1 SA_INDEX=0 INSTANCE_INDEX=9
# Copy TA_TA_BUSY of TA 1 of WGP 1/0/2 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0878  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x100001d8 wr_confirm
# Copy TA_TA_BUSY of TA 1 of WGP 1/0/2 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0884  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x100001dc wr_confirm
# Select WGP 1/0/3 alone (instance 0): INSTANCE_INDEX is (WGP << 2) | instance.
0890  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=1 SA_INDEX=0 INSTANCE_INDEX=12
# Copy TA_TA_BUSY of TA 0 of WGP 1/0/3 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0893  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x10000160 wr_confirm
# Copy TA_TA_BUSY of TA 0 of WGP 1/0/3 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0899  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x10000164 wr_confirm
# Select WGP 1/0/3 alone, instance 1: INSTANCE_INDEX is (WGP << 2) | instance.
0905  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=1 SA_INDEX=0 INSTANCE_INDEX=13
# Copy TA_TA_BUSY of TA 1 of WGP 1/0/3 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0908  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x100001e0 wr_confirm
# Copy TA_TA_BUSY of TA 1 of WGP 1/0/3 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0914  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x100001e4 wr_confirm
# Select WGP 1/1/0 alone (instance 0): INSTANCE_INDEX is (WGP << 2) | instance.
0920  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=1 SA_INDEX=1 INSTANCE_INDEX=0
# Copy TA_TA_BUSY of TA 0 of WGP 1/1/0 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0923  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x10000168 wr_confirm
# Copy TA_TA_BUSY of TA 0 of WGP 1/1/0 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0929  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x1000016c wr_confirm
# Select WGP 1/1/0 alone, instance 1: INSTANCE_INDEX is (WGP << 2) | instance.
0935  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=1 SA_INDEX=1 INSTANCE_INDEX=1
# Copy TA_TA_BUSY of TA 1 of WGP 1/1/0 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0938  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x100001e8 wr_confirm
# Copy TA_TA_BUSY of TA 1 of WGP 1/1/0 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0944  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x100001ec wr_confirm
# Select WGP 1/1/1 alone (instance 0): INSTANCE_INDEX is (WGP << 2) | instance.
0950  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=1 SA_INDEX=1 INSTANCE_INDEX=4
# Copy TA_TA_BUSY of TA 0 of WGP 1/1/1 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0953  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x10000170 wr_confirm
# Copy TA_TA_BUSY of TA 0 of WGP 1/1/1 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0959  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x10000174 wr_confirm
# Select WGP 1/1/1 alone, instance 1: INSTANCE_INDEX is (WGP << 2) | instance.
0965  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=1 SA_INDEX=1 INSTANCE_INDEX=5
# Copy TA_TA_BUSY of TA 1 of WGP 1/1/1 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0968  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x100001f0 wr_confirm
# Copy TA_TA_BUSY of TA 1 of WGP 1/1/1 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0974  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x100001f4 wr_confirm
# Select WGP 1/1/2 alone (instance 0): INSTANCE_INDEX is (WGP << 2) | instance.
0980  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=1 SA_INDEX=1 INSTANCE_INDEX=8
# Copy TA_TA_BUSY of TA 0 of WGP 1/1/2 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0983  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x10000178 wr_confirm
# Copy TA_TA_BUSY of TA 0 of WGP 1/1/2 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0989  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x1000017c wr_confirm
# Select WGP 1/1/2 alone, instance 1: INSTANCE_INDEX is (WGP << 2) | instance.
0995  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=1 SA_INDEX=1 INSTANCE_INDEX=9
# Copy TA_TA_BUSY of TA 1 of WGP 1/1/2 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0998  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x100001f8 wr_confirm
# Copy TA_TA_BUSY of TA 1 of WGP 1/1/2 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
1004  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x100001fc wr_confirm
# Broadcast again, as the queue's later work expects.
1010  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 INSTANCE_BROADCAST_WRITES=1 SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=0
# Clear the filter, so no wave started later counts.
1013  SET_UCONFIG_REG SQ_PERFCOUNTER_CTRL2 VMID_EN=0
# Write SQG_PERFCOUNTER_CTRL back to its start value on every engine (broadcast, DISABLE_ME1PIPE3_PERF clear), so the next sample or stop flips it again from a value each engine holds.
1016  SET_UCONFIG_REG SQG_PERFCOUNTER_CTRL CS_EN=1
# Write the samples back from L2 to memory (GL2_WB | SEQ_FORWARD over their lines, as aqlprofile), so the host reads what the copies stored.
1019  ACQUIRE_MEM GCR_CNTL=0x18000 GL2_WB|SEQ_FORWARD over memory 0x10000000 +0x300 (3 lines of 256 bytes) poll=16
