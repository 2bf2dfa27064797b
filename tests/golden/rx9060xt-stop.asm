# rig-counter stop rx9060xt GRBM_GUI_ACTIVE GL2C_HIT SQ_WAVES TA_TA_BUSY --inactive 1/1/3 (samples at the default 0x10000000)
# Wait until the queue's earlier dispatches complete.
0000  EVENT_WRITE CS_PARTIAL_FLUSH index=4
# Sample the windowed blocks: PAL, radv and radeonsi issue PERFCOUNTER_SAMPLE before the stop-and-sample write.
0002  EVENT_WRITE PERFCOUNTER_SAMPLE index=0
# Compute dispatches count no more (COMPUTE_PERFCOUNT_ENABLE = 0, as PAL and radv at stop).
0004  SET_SH_REG COMPUTE_PERFCOUNT_ENABLE=0
# Stop counting and sample every counter (PERFMON_STATE 2 with PERFMON_SAMPLE_ENABLE, which the global GRBM needs): before any read.
0007  SET_UCONFIG_REG CP_PERFMON_CNTL_1 PERFMON_SAMPLE_ENABLE=1 PERFMON_ENABLE_MODE=0 SPM_PERFMON_STATE=0 PERFMON_STATE=2
# Flip SQG_PERFCOUNTER_CTRL's DISABLE_ME1PIPE3_PERF: an engine that reads back the new value has taken the sample (PAL WriteSqSync).
0010  SET_UCONFIG_REG SQG_PERFCOUNTER_CTRL DISABLE_ME1PIPE3_PERF=1 CS_EN=1
# Zero all 65 u64s of the samples through L2, confirmed: the high halves of the 32-bit SQ counts, and every value of a WGP that runs no work (never read).
0013  WRITE_DATA dst=memory 0x10000000 130 zero dwords wr_confirm
# Broadcast for the GRBM's reads: it is global, one instance.
0147  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 INSTANCE_BROADCAST_WRITES=1 SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=0
# Copy GRBM_GUI_ACTIVE of the GPU (GRBM_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0150  COPY_DATA src=perfcounter GRBM_PERFCOUNTER0_LO dst=memory 0x10000000 wr_confirm
# Copy GRBM_GUI_ACTIVE of the GPU (GRBM_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0156  COPY_DATA src=perfcounter GRBM_PERFCOUNTER0_HI dst=memory 0x10000004 wr_confirm
# Select L2 channel 0 alone (INSTANCE_INDEX 0, engines and arrays broadcast).
0162  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=0
# Copy GL2C_HIT of L2 channel 0 (GL2C_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0165  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_LO dst=memory 0x10000008 wr_confirm
# Copy GL2C_HIT of L2 channel 0 (GL2C_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0171  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_HI dst=memory 0x1000000c wr_confirm
# Select L2 channel 1 alone (INSTANCE_INDEX 1, engines and arrays broadcast).
0177  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=1
# Copy GL2C_HIT of L2 channel 1 (GL2C_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0180  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_LO dst=memory 0x10000010 wr_confirm
# Copy GL2C_HIT of L2 channel 1 (GL2C_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0186  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_HI dst=memory 0x10000014 wr_confirm
# Select L2 channel 2 alone (INSTANCE_INDEX 2, engines and arrays broadcast).
0192  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=2
# Copy GL2C_HIT of L2 channel 2 (GL2C_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0195  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_LO dst=memory 0x10000018 wr_confirm
# Copy GL2C_HIT of L2 channel 2 (GL2C_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0201  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_HI dst=memory 0x1000001c wr_confirm
# Select L2 channel 3 alone (INSTANCE_INDEX 3, engines and arrays broadcast).
0207  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=3
# Copy GL2C_HIT of L2 channel 3 (GL2C_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0210  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_LO dst=memory 0x10000020 wr_confirm
# Copy GL2C_HIT of L2 channel 3 (GL2C_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0216  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_HI dst=memory 0x10000024 wr_confirm
# Select L2 channel 4 alone (INSTANCE_INDEX 4, engines and arrays broadcast).
0222  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=4
# Copy GL2C_HIT of L2 channel 4 (GL2C_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0225  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_LO dst=memory 0x10000028 wr_confirm
# Copy GL2C_HIT of L2 channel 4 (GL2C_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0231  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_HI dst=memory 0x1000002c wr_confirm
# Select L2 channel 5 alone (INSTANCE_INDEX 5, engines and arrays broadcast).
0237  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=5
# Copy GL2C_HIT of L2 channel 5 (GL2C_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0240  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_LO dst=memory 0x10000030 wr_confirm
# Copy GL2C_HIT of L2 channel 5 (GL2C_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0246  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_HI dst=memory 0x10000034 wr_confirm
# Select L2 channel 6 alone (INSTANCE_INDEX 6, engines and arrays broadcast).
0252  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=6
# Copy GL2C_HIT of L2 channel 6 (GL2C_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0255  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_LO dst=memory 0x10000038 wr_confirm
# Copy GL2C_HIT of L2 channel 6 (GL2C_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0261  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_HI dst=memory 0x1000003c wr_confirm
# Select L2 channel 7 alone (INSTANCE_INDEX 7, engines and arrays broadcast).
0267  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=7
# Copy GL2C_HIT of L2 channel 7 (GL2C_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0270  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_LO dst=memory 0x10000040 wr_confirm
# Copy GL2C_HIT of L2 channel 7 (GL2C_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0276  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_HI dst=memory 0x10000044 wr_confirm
# Select L2 channel 8 alone (INSTANCE_INDEX 8, engines and arrays broadcast).
0282  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=8
# Copy GL2C_HIT of L2 channel 8 (GL2C_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0285  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_LO dst=memory 0x10000048 wr_confirm
# Copy GL2C_HIT of L2 channel 8 (GL2C_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0291  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_HI dst=memory 0x1000004c wr_confirm
# Select L2 channel 9 alone (INSTANCE_INDEX 9, engines and arrays broadcast).
0297  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=9
# Copy GL2C_HIT of L2 channel 9 (GL2C_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0300  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_LO dst=memory 0x10000050 wr_confirm
# Copy GL2C_HIT of L2 channel 9 (GL2C_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0306  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_HI dst=memory 0x10000054 wr_confirm
# Select L2 channel 10 alone (INSTANCE_INDEX 10, engines and arrays broadcast).
0312  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=10
# Copy GL2C_HIT of L2 channel 10 (GL2C_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0315  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_LO dst=memory 0x10000058 wr_confirm
# Copy GL2C_HIT of L2 channel 10 (GL2C_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0321  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_HI dst=memory 0x1000005c wr_confirm
# Select L2 channel 11 alone (INSTANCE_INDEX 11, engines and arrays broadcast).
0327  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=11
# Copy GL2C_HIT of L2 channel 11 (GL2C_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0330  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_LO dst=memory 0x10000060 wr_confirm
# Copy GL2C_HIT of L2 channel 11 (GL2C_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0336  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_HI dst=memory 0x10000064 wr_confirm
# Select L2 channel 12 alone (INSTANCE_INDEX 12, engines and arrays broadcast).
0342  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=12
# Copy GL2C_HIT of L2 channel 12 (GL2C_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0345  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_LO dst=memory 0x10000068 wr_confirm
# Copy GL2C_HIT of L2 channel 12 (GL2C_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0351  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_HI dst=memory 0x1000006c wr_confirm
# Select L2 channel 13 alone (INSTANCE_INDEX 13, engines and arrays broadcast).
0357  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=13
# Copy GL2C_HIT of L2 channel 13 (GL2C_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0360  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_LO dst=memory 0x10000070 wr_confirm
# Copy GL2C_HIT of L2 channel 13 (GL2C_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0366  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_HI dst=memory 0x10000074 wr_confirm
# Select L2 channel 14 alone (INSTANCE_INDEX 14, engines and arrays broadcast).
0372  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=14
# Copy GL2C_HIT of L2 channel 14 (GL2C_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0375  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_LO dst=memory 0x10000078 wr_confirm
# Copy GL2C_HIT of L2 channel 14 (GL2C_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0381  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_HI dst=memory 0x1000007c wr_confirm
# Select L2 channel 15 alone (INSTANCE_INDEX 15, engines and arrays broadcast).
0387  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=15
# Copy GL2C_HIT of L2 channel 15 (GL2C_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0390  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_LO dst=memory 0x10000080 wr_confirm
# Copy GL2C_HIT of L2 channel 15 (GL2C_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0396  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_HI dst=memory 0x10000084 wr_confirm
# Select engine 0 whole (its arrays and instances broadcast), for its sync.
0402  SET_UCONFIG_REG GRBM_GFX_INDEX INSTANCE_BROADCAST_WRITES=1 SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=0
# Wait until this engine reads the flipped SQG_PERFCOUNTER_CTRL: its sample has landed, so its SQ reads see this run (GFX12's GRBM may answer a read before the sample).
0405  WAIT_REG_MEM register SQG_PERFCOUNTER_CTRL & 0xffffffff == 0x80040 poll=4
# Select WGP 0/0/0 alone (instance 0): INSTANCE_INDEX is (WGP << 2) | instance.
0412  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=0
# Copy SQ_WAVES of WGP 0/0/0 (SQ_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0415  COPY_DATA src=perfcounter SQ_PERFCOUNTER0_LO dst=memory 0x10000088 wr_confirm
# Select WGP 0/0/1 alone (instance 0): INSTANCE_INDEX is (WGP << 2) | instance.
0421  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=4
# Copy SQ_WAVES of WGP 0/0/1 (SQ_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0424  COPY_DATA src=perfcounter SQ_PERFCOUNTER0_LO dst=memory 0x10000090 wr_confirm
# Select WGP 0/0/2 alone (instance 0): INSTANCE_INDEX is (WGP << 2) | instance.
0430  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=8
# Copy SQ_WAVES of WGP 0/0/2 (SQ_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0433  COPY_DATA src=perfcounter SQ_PERFCOUNTER0_LO dst=memory 0x10000098 wr_confirm
# Select WGP 0/0/3 alone (instance 0): INSTANCE_INDEX is (WGP << 2) | instance.
0439  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=12
# Copy SQ_WAVES of WGP 0/0/3 (SQ_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0442  COPY_DATA src=perfcounter SQ_PERFCOUNTER0_LO dst=memory 0x100000a0 wr_confirm
# Select WGP 0/1/0 alone (instance 0): INSTANCE_INDEX is (WGP << 2) | instance.
0448  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=0 SA_INDEX=1 INSTANCE_INDEX=0
# Copy SQ_WAVES of WGP 0/1/0 (SQ_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0451  COPY_DATA src=perfcounter SQ_PERFCOUNTER0_LO dst=memory 0x100000a8 wr_confirm
# Select WGP 0/1/1 alone (instance 0): INSTANCE_INDEX is (WGP << 2) | instance.
0457  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=0 SA_INDEX=1 INSTANCE_INDEX=4
# Copy SQ_WAVES of WGP 0/1/1 (SQ_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0460  COPY_DATA src=perfcounter SQ_PERFCOUNTER0_LO dst=memory 0x100000b0 wr_confirm
# Select WGP 0/1/2 alone (instance 0): INSTANCE_INDEX is (WGP << 2) | instance.
0466  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=0 SA_INDEX=1 INSTANCE_INDEX=8
# Copy SQ_WAVES of WGP 0/1/2 (SQ_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0469  COPY_DATA src=perfcounter SQ_PERFCOUNTER0_LO dst=memory 0x100000b8 wr_confirm
# Select WGP 0/1/3 alone (instance 0): INSTANCE_INDEX is (WGP << 2) | instance.
0475  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=0 SA_INDEX=1 INSTANCE_INDEX=12
# Copy SQ_WAVES of WGP 0/1/3 (SQ_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0478  COPY_DATA src=perfcounter SQ_PERFCOUNTER0_LO dst=memory 0x100000c0 wr_confirm
# Select engine 1 whole (its arrays and instances broadcast), for its sync.
0484  SET_UCONFIG_REG GRBM_GFX_INDEX INSTANCE_BROADCAST_WRITES=1 SA_BROADCAST_WRITES=1 SE_INDEX=1 SA_INDEX=0 INSTANCE_INDEX=0
# Wait until this engine reads the flipped SQG_PERFCOUNTER_CTRL: its sample has landed, so its SQ reads see this run (GFX12's GRBM may answer a read before the sample).
0487  WAIT_REG_MEM register SQG_PERFCOUNTER_CTRL & 0xffffffff == 0x80040 poll=4
# Select WGP 1/0/0 alone (instance 0): INSTANCE_INDEX is (WGP << 2) | instance.
0494  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=1 SA_INDEX=0 INSTANCE_INDEX=0
# Copy SQ_WAVES of WGP 1/0/0 (SQ_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0497  COPY_DATA src=perfcounter SQ_PERFCOUNTER0_LO dst=memory 0x100000c8 wr_confirm
# Select WGP 1/0/1 alone (instance 0): INSTANCE_INDEX is (WGP << 2) | instance.
0503  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=1 SA_INDEX=0 INSTANCE_INDEX=4
# Copy SQ_WAVES of WGP 1/0/1 (SQ_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0506  COPY_DATA src=perfcounter SQ_PERFCOUNTER0_LO dst=memory 0x100000d0 wr_confirm
# Select WGP 1/0/2 alone (instance 0): INSTANCE_INDEX is (WGP << 2) | instance.
0512  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=1 SA_INDEX=0 INSTANCE_INDEX=8
# Copy SQ_WAVES of WGP 1/0/2 (SQ_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0515  COPY_DATA src=perfcounter SQ_PERFCOUNTER0_LO dst=memory 0x100000d8 wr_confirm
# Select WGP 1/0/3 alone (instance 0): INSTANCE_INDEX is (WGP << 2) | instance.
0521  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=1 SA_INDEX=0 INSTANCE_INDEX=12
# Copy SQ_WAVES of WGP 1/0/3 (SQ_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0524  COPY_DATA src=perfcounter SQ_PERFCOUNTER0_LO dst=memory 0x100000e0 wr_confirm
# Select WGP 1/1/0 alone (instance 0): INSTANCE_INDEX is (WGP << 2) | instance.
0530  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=1 SA_INDEX=1 INSTANCE_INDEX=0
# Copy SQ_WAVES of WGP 1/1/0 (SQ_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0533  COPY_DATA src=perfcounter SQ_PERFCOUNTER0_LO dst=memory 0x100000e8 wr_confirm
# Select WGP 1/1/1 alone (instance 0): INSTANCE_INDEX is (WGP << 2) | instance.
0539  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=1 SA_INDEX=1 INSTANCE_INDEX=4
# Copy SQ_WAVES of WGP 1/1/1 (SQ_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0542  COPY_DATA src=perfcounter SQ_PERFCOUNTER0_LO dst=memory 0x100000f0 wr_confirm
# Select WGP 1/1/2 alone (instance 0): INSTANCE_INDEX is (WGP << 2) | instance.
0548  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=1 SA_INDEX=1 INSTANCE_INDEX=8
# Copy SQ_WAVES of WGP 1/1/2 (SQ_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0551  COPY_DATA src=perfcounter SQ_PERFCOUNTER0_LO dst=memory 0x100000f8 wr_confirm
# Select WGP 0/0/0 alone (instance 0): INSTANCE_INDEX is (WGP << 2) | instance.
0557  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=0
# Copy TA_TA_BUSY of TA 0 of WGP 0/0/0 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0560  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x10000108 wr_confirm
# Copy TA_TA_BUSY of TA 0 of WGP 0/0/0 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0566  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x1000010c wr_confirm
# Select WGP 0/0/0 alone, instance 1: INSTANCE_INDEX is (WGP << 2) | instance.
0572  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=1
# Copy TA_TA_BUSY of TA 1 of WGP 0/0/0 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0575  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x10000188 wr_confirm
# Copy TA_TA_BUSY of TA 1 of WGP 0/0/0 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0581  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x1000018c wr_confirm
# Select WGP 0/0/1 alone (instance 0): INSTANCE_INDEX is (WGP << 2) | instance.
0587  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=4
# Copy TA_TA_BUSY of TA 0 of WGP 0/0/1 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0590  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x10000110 wr_confirm
# Copy TA_TA_BUSY of TA 0 of WGP 0/0/1 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0596  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x10000114 wr_confirm
# Select WGP 0/0/1 alone, instance 1: INSTANCE_INDEX is (WGP << 2) | instance.
0602  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=5
# Copy TA_TA_BUSY of TA 1 of WGP 0/0/1 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0605  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x10000190 wr_confirm
# Copy TA_TA_BUSY of TA 1 of WGP 0/0/1 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0611  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x10000194 wr_confirm
# Select WGP 0/0/2 alone (instance 0): INSTANCE_INDEX is (WGP << 2) | instance.
0617  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=8
# Copy TA_TA_BUSY of TA 0 of WGP 0/0/2 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0620  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x10000118 wr_confirm
# Copy TA_TA_BUSY of TA 0 of WGP 0/0/2 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0626  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x1000011c wr_confirm
# Select WGP 0/0/2 alone, instance 1: INSTANCE_INDEX is (WGP << 2) | instance.
0632  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=9
# Copy TA_TA_BUSY of TA 1 of WGP 0/0/2 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0635  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x10000198 wr_confirm
# Copy TA_TA_BUSY of TA 1 of WGP 0/0/2 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0641  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x1000019c wr_confirm
# Select WGP 0/0/3 alone (instance 0): INSTANCE_INDEX is (WGP << 2) | instance.
0647  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=12
# Copy TA_TA_BUSY of TA 0 of WGP 0/0/3 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0650  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x10000120 wr_confirm
# Copy TA_TA_BUSY of TA 0 of WGP 0/0/3 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0656  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x10000124 wr_confirm
# Select WGP 0/0/3 alone, instance 1: INSTANCE_INDEX is (WGP << 2) | instance.
0662  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=13
# Copy TA_TA_BUSY of TA 1 of WGP 0/0/3 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0665  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x100001a0 wr_confirm
# Copy TA_TA_BUSY of TA 1 of WGP 0/0/3 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0671  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x100001a4 wr_confirm
# Select WGP 0/1/0 alone (instance 0): INSTANCE_INDEX is (WGP << 2) | instance.
0677  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=0 SA_INDEX=1 INSTANCE_INDEX=0
# Copy TA_TA_BUSY of TA 0 of WGP 0/1/0 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0680  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x10000128 wr_confirm
# Copy TA_TA_BUSY of TA 0 of WGP 0/1/0 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0686  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x1000012c wr_confirm
# Select WGP 0/1/0 alone, instance 1: INSTANCE_INDEX is (WGP << 2) | instance.
0692  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=0 SA_INDEX=1 INSTANCE_INDEX=1
# Copy TA_TA_BUSY of TA 1 of WGP 0/1/0 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0695  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x100001a8 wr_confirm
# Copy TA_TA_BUSY of TA 1 of WGP 0/1/0 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0701  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x100001ac wr_confirm
# Select WGP 0/1/1 alone (instance 0): INSTANCE_INDEX is (WGP << 2) | instance.
0707  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=0 SA_INDEX=1 INSTANCE_INDEX=4
# Copy TA_TA_BUSY of TA 0 of WGP 0/1/1 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0710  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x10000130 wr_confirm
# Copy TA_TA_BUSY of TA 0 of WGP 0/1/1 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0716  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x10000134 wr_confirm
# Select WGP 0/1/1 alone, instance 1: INSTANCE_INDEX is (WGP << 2) | instance.
0722  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=0 SA_INDEX=1 INSTANCE_INDEX=5
# Copy TA_TA_BUSY of TA 1 of WGP 0/1/1 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0725  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x100001b0 wr_confirm
# Copy TA_TA_BUSY of TA 1 of WGP 0/1/1 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0731  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x100001b4 wr_confirm
# Select WGP 0/1/2 alone (instance 0): INSTANCE_INDEX is (WGP << 2) | instance.
0737  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=0 SA_INDEX=1 INSTANCE_INDEX=8
# Copy TA_TA_BUSY of TA 0 of WGP 0/1/2 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0740  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x10000138 wr_confirm
# Copy TA_TA_BUSY of TA 0 of WGP 0/1/2 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0746  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x1000013c wr_confirm
# Select WGP 0/1/2 alone, instance 1: INSTANCE_INDEX is (WGP << 2) | instance.
0752  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=0 SA_INDEX=1 INSTANCE_INDEX=9
# Copy TA_TA_BUSY of TA 1 of WGP 0/1/2 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0755  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x100001b8 wr_confirm
# Copy TA_TA_BUSY of TA 1 of WGP 0/1/2 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0761  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x100001bc wr_confirm
# Select WGP 0/1/3 alone (instance 0): INSTANCE_INDEX is (WGP << 2) | instance.
0767  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=0 SA_INDEX=1 INSTANCE_INDEX=12
# Copy TA_TA_BUSY of TA 0 of WGP 0/1/3 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0770  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x10000140 wr_confirm
# Copy TA_TA_BUSY of TA 0 of WGP 0/1/3 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0776  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x10000144 wr_confirm
# Select WGP 0/1/3 alone, instance 1: INSTANCE_INDEX is (WGP << 2) | instance.
0782  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=0 SA_INDEX=1 INSTANCE_INDEX=13
# Copy TA_TA_BUSY of TA 1 of WGP 0/1/3 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0785  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x100001c0 wr_confirm
# Copy TA_TA_BUSY of TA 1 of WGP 0/1/3 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0791  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x100001c4 wr_confirm
# Select WGP 1/0/0 alone (instance 0): INSTANCE_INDEX is (WGP << 2) | instance.
0797  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=1 SA_INDEX=0 INSTANCE_INDEX=0
# Copy TA_TA_BUSY of TA 0 of WGP 1/0/0 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0800  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x10000148 wr_confirm
# Copy TA_TA_BUSY of TA 0 of WGP 1/0/0 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0806  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x1000014c wr_confirm
# Select WGP 1/0/0 alone, instance 1: INSTANCE_INDEX is (WGP << 2) | instance.
0812  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=1 SA_INDEX=0 INSTANCE_INDEX=1
# Copy TA_TA_BUSY of TA 1 of WGP 1/0/0 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0815  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x100001c8 wr_confirm
# Copy TA_TA_BUSY of TA 1 of WGP 1/0/0 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0821  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x100001cc wr_confirm
# Select WGP 1/0/1 alone (instance 0): INSTANCE_INDEX is (WGP << 2) | instance.
0827  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=1 SA_INDEX=0 INSTANCE_INDEX=4
# Copy TA_TA_BUSY of TA 0 of WGP 1/0/1 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0830  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x10000150 wr_confirm
# Copy TA_TA_BUSY of TA 0 of WGP 1/0/1 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0836  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x10000154 wr_confirm
# Select WGP 1/0/1 alone, instance 1: INSTANCE_INDEX is (WGP << 2) | instance.
0842  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=1 SA_INDEX=0 INSTANCE_INDEX=5
# Copy TA_TA_BUSY of TA 1 of WGP 1/0/1 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0845  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x100001d0 wr_confirm
# Copy TA_TA_BUSY of TA 1 of WGP 1/0/1 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0851  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x100001d4 wr_confirm
# Select WGP 1/0/2 alone (instance 0): INSTANCE_INDEX is (WGP << 2) | instance.
0857  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=1 SA_INDEX=0 INSTANCE_INDEX=8
# Copy TA_TA_BUSY of TA 0 of WGP 1/0/2 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0860  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x10000158 wr_confirm
# Copy TA_TA_BUSY of TA 0 of WGP 1/0/2 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0866  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x1000015c wr_confirm
# Select WGP 1/0/2 alone, instance 1: INSTANCE_INDEX is (WGP << 2) | instance.
0872  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=1 SA_INDEX=0 INSTANCE_INDEX=9
# Copy TA_TA_BUSY of TA 1 of WGP 1/0/2 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0875  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x100001d8 wr_confirm
# Copy TA_TA_BUSY of TA 1 of WGP 1/0/2 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0881  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x100001dc wr_confirm
# Select WGP 1/0/3 alone (instance 0): INSTANCE_INDEX is (WGP << 2) | instance.
0887  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=1 SA_INDEX=0 INSTANCE_INDEX=12
# Copy TA_TA_BUSY of TA 0 of WGP 1/0/3 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0890  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x10000160 wr_confirm
# Copy TA_TA_BUSY of TA 0 of WGP 1/0/3 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0896  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x10000164 wr_confirm
# Select WGP 1/0/3 alone, instance 1: INSTANCE_INDEX is (WGP << 2) | instance.
0902  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=1 SA_INDEX=0 INSTANCE_INDEX=13
# Copy TA_TA_BUSY of TA 1 of WGP 1/0/3 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0905  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x100001e0 wr_confirm
# Copy TA_TA_BUSY of TA 1 of WGP 1/0/3 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0911  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x100001e4 wr_confirm
# Select WGP 1/1/0 alone (instance 0): INSTANCE_INDEX is (WGP << 2) | instance.
0917  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=1 SA_INDEX=1 INSTANCE_INDEX=0
# Copy TA_TA_BUSY of TA 0 of WGP 1/1/0 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0920  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x10000168 wr_confirm
# Copy TA_TA_BUSY of TA 0 of WGP 1/1/0 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0926  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x1000016c wr_confirm
# Select WGP 1/1/0 alone, instance 1: INSTANCE_INDEX is (WGP << 2) | instance.
0932  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=1 SA_INDEX=1 INSTANCE_INDEX=1
# Copy TA_TA_BUSY of TA 1 of WGP 1/1/0 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0935  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x100001e8 wr_confirm
# Copy TA_TA_BUSY of TA 1 of WGP 1/1/0 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0941  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x100001ec wr_confirm
# Select WGP 1/1/1 alone (instance 0): INSTANCE_INDEX is (WGP << 2) | instance.
0947  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=1 SA_INDEX=1 INSTANCE_INDEX=4
# Copy TA_TA_BUSY of TA 0 of WGP 1/1/1 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0950  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x10000170 wr_confirm
# Copy TA_TA_BUSY of TA 0 of WGP 1/1/1 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0956  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x10000174 wr_confirm
# Select WGP 1/1/1 alone, instance 1: INSTANCE_INDEX is (WGP << 2) | instance.
0962  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=1 SA_INDEX=1 INSTANCE_INDEX=5
# Copy TA_TA_BUSY of TA 1 of WGP 1/1/1 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0965  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x100001f0 wr_confirm
# Copy TA_TA_BUSY of TA 1 of WGP 1/1/1 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0971  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x100001f4 wr_confirm
# Select WGP 1/1/2 alone (instance 0): INSTANCE_INDEX is (WGP << 2) | instance.
0977  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=1 SA_INDEX=1 INSTANCE_INDEX=8
# Copy TA_TA_BUSY of TA 0 of WGP 1/1/2 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0980  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x10000178 wr_confirm
# Copy TA_TA_BUSY of TA 0 of WGP 1/1/2 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0986  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x1000017c wr_confirm
# Select WGP 1/1/2 alone, instance 1: INSTANCE_INDEX is (WGP << 2) | instance.
0992  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=1 SA_INDEX=1 INSTANCE_INDEX=9
# Copy TA_TA_BUSY of TA 1 of WGP 1/1/2 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0995  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x100001f8 wr_confirm
# Copy TA_TA_BUSY of TA 1 of WGP 1/1/2 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
1001  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x100001fc wr_confirm
# Broadcast again, as the queue's later work expects.
1007  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 INSTANCE_BROADCAST_WRITES=1 SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=0
# Clear the filter, so no wave started later counts.
1010  SET_UCONFIG_REG SQ_PERFCOUNTER_CTRL2 VMID_EN=0
# Write SQG_PERFCOUNTER_CTRL back to its start value on every engine (broadcast, DISABLE_ME1PIPE3_PERF clear), so the next sample or stop flips it again from a value each engine holds.
1013  SET_UCONFIG_REG SQG_PERFCOUNTER_CTRL CS_EN=1
# Write the samples back from L2 to memory (GL2_WB | SEQ_FORWARD over their lines, as aqlprofile), so the host reads what the copies stored.
1016  ACQUIRE_MEM GCR_CNTL=0x18000 GL2_WB|SEQ_FORWARD over memory 0x10000000 +0x300 (3 lines of 256 bytes) poll=16
