# rig-counter stop rx7600 GRBM_GUI_ACTIVE GL2C_HIT SQ_WAVES TA_TA_BUSY --inactive 1/1/3 (samples at the default 0x10000000)
# Wait until the queue's earlier dispatches complete.
0000  EVENT_WRITE CS_PARTIAL_FLUSH index=4
# Sample the windowed blocks: PAL, radv and radeonsi issue PERFCOUNTER_SAMPLE before the stop-and-sample write.
0002  EVENT_WRITE PERFCOUNTER_SAMPLE index=0
# Compute dispatches count no more (COMPUTE_PERFCOUNT_ENABLE = 0, as PAL and radv at stop).
0004  SET_SH_REG COMPUTE_PERFCOUNT_ENABLE=0
# Stop counting and sample every counter (PERFMON_STATE 2 with PERFMON_SAMPLE_ENABLE, which the global GRBM needs): before any read.
0007  SET_UCONFIG_REG CP_PERFMON_CNTL PERFMON_SAMPLE_ENABLE=1 PERFMON_ENABLE_MODE=0 SPM_PERFMON_STATE=0 PERFMON_STATE=2
# Zero all 57 u64s of the samples through L2, confirmed: the high halves of the 32-bit SQ counts, and every value of a WGP that runs no work (never read).
0010  WRITE_DATA dst=memory 0x10000000 162 zero dwords wr_confirm
# Broadcast for the GRBM's reads: it is global, one instance.
0176  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 INSTANCE_BROADCAST_WRITES=1 SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=0
# Copy GRBM_GUI_ACTIVE of the GPU (GRBM_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0179  COPY_DATA src=perfcounter GRBM_PERFCOUNTER0_LO dst=memory 0x10000000 wr_confirm
# Copy GRBM_GUI_ACTIVE of the GPU (GRBM_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0185  COPY_DATA src=perfcounter GRBM_PERFCOUNTER0_HI dst=memory 0x10000004 wr_confirm
# Select L2 channel 0 alone (INSTANCE_INDEX 0, engines and arrays broadcast).
0191  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=0
# Copy GL2C_HIT of L2 channel 0 (GL2C_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0194  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_LO dst=memory 0x10000008 wr_confirm
# Copy GL2C_HIT of L2 channel 0 (GL2C_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0200  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_HI dst=memory 0x1000000c wr_confirm
# Select L2 channel 1 alone (INSTANCE_INDEX 1, engines and arrays broadcast).
0206  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=1
# Copy GL2C_HIT of L2 channel 1 (GL2C_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0209  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_LO dst=memory 0x10000010 wr_confirm
# Copy GL2C_HIT of L2 channel 1 (GL2C_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0215  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_HI dst=memory 0x10000014 wr_confirm
# Select L2 channel 2 alone (INSTANCE_INDEX 2, engines and arrays broadcast).
0221  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=2
# Copy GL2C_HIT of L2 channel 2 (GL2C_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0224  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_LO dst=memory 0x10000018 wr_confirm
# Copy GL2C_HIT of L2 channel 2 (GL2C_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0230  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_HI dst=memory 0x1000001c wr_confirm
# Select L2 channel 3 alone (INSTANCE_INDEX 3, engines and arrays broadcast).
0236  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=3
# Copy GL2C_HIT of L2 channel 3 (GL2C_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0239  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_LO dst=memory 0x10000020 wr_confirm
# Copy GL2C_HIT of L2 channel 3 (GL2C_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0245  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_HI dst=memory 0x10000024 wr_confirm
# Select L2 channel 4 alone (INSTANCE_INDEX 4, engines and arrays broadcast).
0251  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=4
# Copy GL2C_HIT of L2 channel 4 (GL2C_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0254  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_LO dst=memory 0x10000028 wr_confirm
# Copy GL2C_HIT of L2 channel 4 (GL2C_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0260  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_HI dst=memory 0x1000002c wr_confirm
# Select L2 channel 5 alone (INSTANCE_INDEX 5, engines and arrays broadcast).
0266  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=5
# Copy GL2C_HIT of L2 channel 5 (GL2C_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0269  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_LO dst=memory 0x10000030 wr_confirm
# Copy GL2C_HIT of L2 channel 5 (GL2C_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0275  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_HI dst=memory 0x10000034 wr_confirm
# Select L2 channel 6 alone (INSTANCE_INDEX 6, engines and arrays broadcast).
0281  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=6
# Copy GL2C_HIT of L2 channel 6 (GL2C_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0284  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_LO dst=memory 0x10000038 wr_confirm
# Copy GL2C_HIT of L2 channel 6 (GL2C_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0290  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_HI dst=memory 0x1000003c wr_confirm
# Select L2 channel 7 alone (INSTANCE_INDEX 7, engines and arrays broadcast).
0296  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=7
# Copy GL2C_HIT of L2 channel 7 (GL2C_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0299  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_LO dst=memory 0x10000040 wr_confirm
# Copy GL2C_HIT of L2 channel 7 (GL2C_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0305  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_HI dst=memory 0x10000044 wr_confirm
# Select L2 channel 8 alone (INSTANCE_INDEX 8, engines and arrays broadcast).
0311  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=8
# Copy GL2C_HIT of L2 channel 8 (GL2C_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0314  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_LO dst=memory 0x10000048 wr_confirm
# Copy GL2C_HIT of L2 channel 8 (GL2C_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0320  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_HI dst=memory 0x1000004c wr_confirm
# Select L2 channel 9 alone (INSTANCE_INDEX 9, engines and arrays broadcast).
0326  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=9
# Copy GL2C_HIT of L2 channel 9 (GL2C_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0329  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_LO dst=memory 0x10000050 wr_confirm
# Copy GL2C_HIT of L2 channel 9 (GL2C_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0335  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_HI dst=memory 0x10000054 wr_confirm
# Select L2 channel 10 alone (INSTANCE_INDEX 10, engines and arrays broadcast).
0341  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=10
# Copy GL2C_HIT of L2 channel 10 (GL2C_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0344  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_LO dst=memory 0x10000058 wr_confirm
# Copy GL2C_HIT of L2 channel 10 (GL2C_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0350  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_HI dst=memory 0x1000005c wr_confirm
# Select L2 channel 11 alone (INSTANCE_INDEX 11, engines and arrays broadcast).
0356  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=11
# Copy GL2C_HIT of L2 channel 11 (GL2C_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0359  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_LO dst=memory 0x10000060 wr_confirm
# Copy GL2C_HIT of L2 channel 11 (GL2C_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0365  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_HI dst=memory 0x10000064 wr_confirm
# Select L2 channel 12 alone (INSTANCE_INDEX 12, engines and arrays broadcast).
0371  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=12
# Copy GL2C_HIT of L2 channel 12 (GL2C_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0374  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_LO dst=memory 0x10000068 wr_confirm
# Copy GL2C_HIT of L2 channel 12 (GL2C_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0380  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_HI dst=memory 0x1000006c wr_confirm
# Select L2 channel 13 alone (INSTANCE_INDEX 13, engines and arrays broadcast).
0386  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=13
# Copy GL2C_HIT of L2 channel 13 (GL2C_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0389  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_LO dst=memory 0x10000070 wr_confirm
# Copy GL2C_HIT of L2 channel 13 (GL2C_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0395  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_HI dst=memory 0x10000074 wr_confirm
# Select L2 channel 14 alone (INSTANCE_INDEX 14, engines and arrays broadcast).
0401  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=14
# Copy GL2C_HIT of L2 channel 14 (GL2C_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0404  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_LO dst=memory 0x10000078 wr_confirm
# Copy GL2C_HIT of L2 channel 14 (GL2C_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0410  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_HI dst=memory 0x1000007c wr_confirm
# Select L2 channel 15 alone (INSTANCE_INDEX 15, engines and arrays broadcast).
0416  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=15
# Copy GL2C_HIT of L2 channel 15 (GL2C_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0419  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_LO dst=memory 0x10000080 wr_confirm
# Copy GL2C_HIT of L2 channel 15 (GL2C_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0425  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_HI dst=memory 0x10000084 wr_confirm
# Select L2 channel 16 alone (INSTANCE_INDEX 16, engines and arrays broadcast).
0431  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=16
# Copy GL2C_HIT of L2 channel 16 (GL2C_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0434  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_LO dst=memory 0x10000088 wr_confirm
# Copy GL2C_HIT of L2 channel 16 (GL2C_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0440  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_HI dst=memory 0x1000008c wr_confirm
# Select L2 channel 17 alone (INSTANCE_INDEX 17, engines and arrays broadcast).
0446  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=17
# Copy GL2C_HIT of L2 channel 17 (GL2C_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0449  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_LO dst=memory 0x10000090 wr_confirm
# Copy GL2C_HIT of L2 channel 17 (GL2C_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0455  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_HI dst=memory 0x10000094 wr_confirm
# Select L2 channel 18 alone (INSTANCE_INDEX 18, engines and arrays broadcast).
0461  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=18
# Copy GL2C_HIT of L2 channel 18 (GL2C_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0464  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_LO dst=memory 0x10000098 wr_confirm
# Copy GL2C_HIT of L2 channel 18 (GL2C_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0470  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_HI dst=memory 0x1000009c wr_confirm
# Select L2 channel 19 alone (INSTANCE_INDEX 19, engines and arrays broadcast).
0476  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=19
# Copy GL2C_HIT of L2 channel 19 (GL2C_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0479  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_LO dst=memory 0x100000a0 wr_confirm
# Copy GL2C_HIT of L2 channel 19 (GL2C_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0485  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_HI dst=memory 0x100000a4 wr_confirm
# Select L2 channel 20 alone (INSTANCE_INDEX 20, engines and arrays broadcast).
0491  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=20
# Copy GL2C_HIT of L2 channel 20 (GL2C_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0494  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_LO dst=memory 0x100000a8 wr_confirm
# Copy GL2C_HIT of L2 channel 20 (GL2C_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0500  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_HI dst=memory 0x100000ac wr_confirm
# Select L2 channel 21 alone (INSTANCE_INDEX 21, engines and arrays broadcast).
0506  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=21
# Copy GL2C_HIT of L2 channel 21 (GL2C_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0509  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_LO dst=memory 0x100000b0 wr_confirm
# Copy GL2C_HIT of L2 channel 21 (GL2C_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0515  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_HI dst=memory 0x100000b4 wr_confirm
# Select L2 channel 22 alone (INSTANCE_INDEX 22, engines and arrays broadcast).
0521  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=22
# Copy GL2C_HIT of L2 channel 22 (GL2C_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0524  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_LO dst=memory 0x100000b8 wr_confirm
# Copy GL2C_HIT of L2 channel 22 (GL2C_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0530  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_HI dst=memory 0x100000bc wr_confirm
# Select L2 channel 23 alone (INSTANCE_INDEX 23, engines and arrays broadcast).
0536  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=23
# Copy GL2C_HIT of L2 channel 23 (GL2C_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0539  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_LO dst=memory 0x100000c0 wr_confirm
# Copy GL2C_HIT of L2 channel 23 (GL2C_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0545  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_HI dst=memory 0x100000c4 wr_confirm
# Select L2 channel 24 alone (INSTANCE_INDEX 24, engines and arrays broadcast).
0551  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=24
# Copy GL2C_HIT of L2 channel 24 (GL2C_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0554  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_LO dst=memory 0x100000c8 wr_confirm
# Copy GL2C_HIT of L2 channel 24 (GL2C_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0560  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_HI dst=memory 0x100000cc wr_confirm
# Select L2 channel 25 alone (INSTANCE_INDEX 25, engines and arrays broadcast).
0566  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=25
# Copy GL2C_HIT of L2 channel 25 (GL2C_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0569  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_LO dst=memory 0x100000d0 wr_confirm
# Copy GL2C_HIT of L2 channel 25 (GL2C_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0575  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_HI dst=memory 0x100000d4 wr_confirm
# Select L2 channel 26 alone (INSTANCE_INDEX 26, engines and arrays broadcast).
0581  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=26
# Copy GL2C_HIT of L2 channel 26 (GL2C_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0584  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_LO dst=memory 0x100000d8 wr_confirm
# Copy GL2C_HIT of L2 channel 26 (GL2C_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0590  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_HI dst=memory 0x100000dc wr_confirm
# Select L2 channel 27 alone (INSTANCE_INDEX 27, engines and arrays broadcast).
0596  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=27
# Copy GL2C_HIT of L2 channel 27 (GL2C_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0599  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_LO dst=memory 0x100000e0 wr_confirm
# Copy GL2C_HIT of L2 channel 27 (GL2C_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0605  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_HI dst=memory 0x100000e4 wr_confirm
# Select L2 channel 28 alone (INSTANCE_INDEX 28, engines and arrays broadcast).
0611  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=28
# Copy GL2C_HIT of L2 channel 28 (GL2C_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0614  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_LO dst=memory 0x100000e8 wr_confirm
# Copy GL2C_HIT of L2 channel 28 (GL2C_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0620  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_HI dst=memory 0x100000ec wr_confirm
# Select L2 channel 29 alone (INSTANCE_INDEX 29, engines and arrays broadcast).
0626  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=29
# Copy GL2C_HIT of L2 channel 29 (GL2C_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0629  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_LO dst=memory 0x100000f0 wr_confirm
# Copy GL2C_HIT of L2 channel 29 (GL2C_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0635  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_HI dst=memory 0x100000f4 wr_confirm
# Select L2 channel 30 alone (INSTANCE_INDEX 30, engines and arrays broadcast).
0641  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=30
# Copy GL2C_HIT of L2 channel 30 (GL2C_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0644  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_LO dst=memory 0x100000f8 wr_confirm
# Copy GL2C_HIT of L2 channel 30 (GL2C_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0650  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_HI dst=memory 0x100000fc wr_confirm
# Select L2 channel 31 alone (INSTANCE_INDEX 31, engines and arrays broadcast).
0656  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=31
# Copy GL2C_HIT of L2 channel 31 (GL2C_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0659  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_LO dst=memory 0x10000100 wr_confirm
# Copy GL2C_HIT of L2 channel 31 (GL2C_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0665  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_HI dst=memory 0x10000104 wr_confirm
# Select WGP 0/0/0 alone (instance 0): INSTANCE_INDEX is (WGP << 2) | instance.
0671  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=0
# Copy SQ_WAVES of WGP 0/0/0 (SQ_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0674  COPY_DATA src=perfcounter SQ_PERFCOUNTER0_LO dst=memory 0x10000108 wr_confirm
# Select WGP 0/0/1 alone (instance 0): INSTANCE_INDEX is (WGP << 2) | instance.
0680  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=4
# Copy SQ_WAVES of WGP 0/0/1 (SQ_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0683  COPY_DATA src=perfcounter SQ_PERFCOUNTER0_LO dst=memory 0x10000110 wr_confirm
# Select WGP 0/0/2 alone (instance 0): INSTANCE_INDEX is (WGP << 2) | instance.
0689  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=8
# Copy SQ_WAVES of WGP 0/0/2 (SQ_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0692  COPY_DATA src=perfcounter SQ_PERFCOUNTER0_LO dst=memory 0x10000118 wr_confirm
# Select WGP 0/0/3 alone (instance 0): INSTANCE_INDEX is (WGP << 2) | instance.
0698  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=12
# Copy SQ_WAVES of WGP 0/0/3 (SQ_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0701  COPY_DATA src=perfcounter SQ_PERFCOUNTER0_LO dst=memory 0x10000120 wr_confirm
# Select WGP 0/1/0 alone (instance 0): INSTANCE_INDEX is (WGP << 2) | instance.
0707  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=0 SA_INDEX=1 INSTANCE_INDEX=0
# Copy SQ_WAVES of WGP 0/1/0 (SQ_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0710  COPY_DATA src=perfcounter SQ_PERFCOUNTER0_LO dst=memory 0x10000128 wr_confirm
# Select WGP 0/1/1 alone (instance 0): INSTANCE_INDEX is (WGP << 2) | instance.
0716  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=0 SA_INDEX=1 INSTANCE_INDEX=4
# Copy SQ_WAVES of WGP 0/1/1 (SQ_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0719  COPY_DATA src=perfcounter SQ_PERFCOUNTER0_LO dst=memory 0x10000130 wr_confirm
# Select WGP 0/1/2 alone (instance 0): INSTANCE_INDEX is (WGP << 2) | instance.
0725  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=0 SA_INDEX=1 INSTANCE_INDEX=8
# Copy SQ_WAVES of WGP 0/1/2 (SQ_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0728  COPY_DATA src=perfcounter SQ_PERFCOUNTER0_LO dst=memory 0x10000138 wr_confirm
# Select WGP 0/1/3 alone (instance 0): INSTANCE_INDEX is (WGP << 2) | instance.
0734  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=0 SA_INDEX=1 INSTANCE_INDEX=12
# Copy SQ_WAVES of WGP 0/1/3 (SQ_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0737  COPY_DATA src=perfcounter SQ_PERFCOUNTER0_LO dst=memory 0x10000140 wr_confirm
# Select WGP 1/0/0 alone (instance 0): INSTANCE_INDEX is (WGP << 2) | instance.
0743  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=1 SA_INDEX=0 INSTANCE_INDEX=0
# Copy SQ_WAVES of WGP 1/0/0 (SQ_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0746  COPY_DATA src=perfcounter SQ_PERFCOUNTER0_LO dst=memory 0x10000148 wr_confirm
# Select WGP 1/0/1 alone (instance 0): INSTANCE_INDEX is (WGP << 2) | instance.
0752  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=1 SA_INDEX=0 INSTANCE_INDEX=4
# Copy SQ_WAVES of WGP 1/0/1 (SQ_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0755  COPY_DATA src=perfcounter SQ_PERFCOUNTER0_LO dst=memory 0x10000150 wr_confirm
# Select WGP 1/0/2 alone (instance 0): INSTANCE_INDEX is (WGP << 2) | instance.
0761  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=1 SA_INDEX=0 INSTANCE_INDEX=8
# Copy SQ_WAVES of WGP 1/0/2 (SQ_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0764  COPY_DATA src=perfcounter SQ_PERFCOUNTER0_LO dst=memory 0x10000158 wr_confirm
# Select WGP 1/0/3 alone (instance 0): INSTANCE_INDEX is (WGP << 2) | instance.
0770  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=1 SA_INDEX=0 INSTANCE_INDEX=12
# Copy SQ_WAVES of WGP 1/0/3 (SQ_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0773  COPY_DATA src=perfcounter SQ_PERFCOUNTER0_LO dst=memory 0x10000160 wr_confirm
# Select WGP 1/1/0 alone (instance 0): INSTANCE_INDEX is (WGP << 2) | instance.
0779  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=1 SA_INDEX=1 INSTANCE_INDEX=0
# Copy SQ_WAVES of WGP 1/1/0 (SQ_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0782  COPY_DATA src=perfcounter SQ_PERFCOUNTER0_LO dst=memory 0x10000168 wr_confirm
# Select WGP 1/1/1 alone (instance 0): INSTANCE_INDEX is (WGP << 2) | instance.
0788  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=1 SA_INDEX=1 INSTANCE_INDEX=4
# Copy SQ_WAVES of WGP 1/1/1 (SQ_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0791  COPY_DATA src=perfcounter SQ_PERFCOUNTER0_LO dst=memory 0x10000170 wr_confirm
# Select WGP 1/1/2 alone (instance 0): INSTANCE_INDEX is (WGP << 2) | instance.
0797  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=1 SA_INDEX=1 INSTANCE_INDEX=8
# Copy SQ_WAVES of WGP 1/1/2 (SQ_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0800  COPY_DATA src=perfcounter SQ_PERFCOUNTER0_LO dst=memory 0x10000178 wr_confirm
# Select TA instance 0 of engine 0 (INSTANCE_INDEX 0, arrays broadcast: the GFX11 encoding aqlprofile reads).
0806  SET_UCONFIG_REG GRBM_GFX_INDEX SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=0
# Copy TA_TA_BUSY of TA 12 of engine 0 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0809  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x10000188 wr_confirm
# Copy TA_TA_BUSY of TA 12 of engine 0 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0815  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x1000018c wr_confirm
# Select TA instance 1 of engine 0 (INSTANCE_INDEX 1, arrays broadcast: the GFX11 encoding aqlprofile reads).
0821  SET_UCONFIG_REG GRBM_GFX_INDEX SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=1
# Copy TA_TA_BUSY of TA 13 of engine 0 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0824  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x10000198 wr_confirm
# Copy TA_TA_BUSY of TA 13 of engine 0 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0830  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x1000019c wr_confirm
# Select TA instance 2 of engine 0 (INSTANCE_INDEX 2, arrays broadcast: the GFX11 encoding aqlprofile reads).
0836  SET_UCONFIG_REG GRBM_GFX_INDEX SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=2
# Copy TA_TA_BUSY of TA 14 of engine 0 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0839  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x100001a8 wr_confirm
# Copy TA_TA_BUSY of TA 14 of engine 0 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0845  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x100001ac wr_confirm
# Select TA instance 3 of engine 0 (INSTANCE_INDEX 3, arrays broadcast: the GFX11 encoding aqlprofile reads).
0851  SET_UCONFIG_REG GRBM_GFX_INDEX SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=3
# Copy TA_TA_BUSY of TA 15 of engine 0 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0854  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x100001b8 wr_confirm
# Copy TA_TA_BUSY of TA 15 of engine 0 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0860  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x100001bc wr_confirm
# Select TA instance 4 of engine 0 (INSTANCE_INDEX 4, arrays broadcast: the GFX11 encoding aqlprofile reads).
0866  SET_UCONFIG_REG GRBM_GFX_INDEX SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=4
# Copy TA_TA_BUSY of TA 4 of engine 0 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0869  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x100001c8 wr_confirm
# Copy TA_TA_BUSY of TA 4 of engine 0 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0875  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x100001cc wr_confirm
# Select TA instance 5 of engine 0 (INSTANCE_INDEX 5, arrays broadcast: the GFX11 encoding aqlprofile reads).
0881  SET_UCONFIG_REG GRBM_GFX_INDEX SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=5
# Copy TA_TA_BUSY of TA 5 of engine 0 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0884  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x100001d8 wr_confirm
# Copy TA_TA_BUSY of TA 5 of engine 0 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0890  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x100001dc wr_confirm
# Select TA instance 6 of engine 0 (INSTANCE_INDEX 6, arrays broadcast: the GFX11 encoding aqlprofile reads).
0896  SET_UCONFIG_REG GRBM_GFX_INDEX SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=6
# Copy TA_TA_BUSY of TA 6 of engine 0 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0899  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x100001e8 wr_confirm
# Copy TA_TA_BUSY of TA 6 of engine 0 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0905  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x100001ec wr_confirm
# Select TA instance 7 of engine 0 (INSTANCE_INDEX 7, arrays broadcast: the GFX11 encoding aqlprofile reads).
0911  SET_UCONFIG_REG GRBM_GFX_INDEX SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=7
# Copy TA_TA_BUSY of TA 7 of engine 0 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0914  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x100001f8 wr_confirm
# Copy TA_TA_BUSY of TA 7 of engine 0 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0920  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x100001fc wr_confirm
# Select TA instance 8 of engine 0 (INSTANCE_INDEX 8, arrays broadcast: the GFX11 encoding aqlprofile reads).
0926  SET_UCONFIG_REG GRBM_GFX_INDEX SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=8
# Copy TA_TA_BUSY of TA 8 of engine 0 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0929  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x10000208 wr_confirm
# Copy TA_TA_BUSY of TA 8 of engine 0 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0935  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x1000020c wr_confirm
# Select TA instance 9 of engine 0 (INSTANCE_INDEX 9, arrays broadcast: the GFX11 encoding aqlprofile reads).
0941  SET_UCONFIG_REG GRBM_GFX_INDEX SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=9
# Copy TA_TA_BUSY of TA 9 of engine 0 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0944  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x10000218 wr_confirm
# Copy TA_TA_BUSY of TA 9 of engine 0 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0950  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x1000021c wr_confirm
# Select TA instance 10 of engine 0 (INSTANCE_INDEX 10, arrays broadcast: the GFX11 encoding aqlprofile reads).
0956  SET_UCONFIG_REG GRBM_GFX_INDEX SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=10
# Copy TA_TA_BUSY of TA 10 of engine 0 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0959  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x10000228 wr_confirm
# Copy TA_TA_BUSY of TA 10 of engine 0 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0965  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x1000022c wr_confirm
# Select TA instance 11 of engine 0 (INSTANCE_INDEX 11, arrays broadcast: the GFX11 encoding aqlprofile reads).
0971  SET_UCONFIG_REG GRBM_GFX_INDEX SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=11
# Copy TA_TA_BUSY of TA 11 of engine 0 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0974  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x10000238 wr_confirm
# Copy TA_TA_BUSY of TA 11 of engine 0 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0980  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x1000023c wr_confirm
# Select TA instance 12 of engine 0 (INSTANCE_INDEX 12, arrays broadcast: the GFX11 encoding aqlprofile reads).
0986  SET_UCONFIG_REG GRBM_GFX_INDEX SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=12
# Copy TA_TA_BUSY of TA 12 of engine 0 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0989  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x10000248 wr_confirm
# Copy TA_TA_BUSY of TA 12 of engine 0 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0995  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x1000024c wr_confirm
# Select TA instance 13 of engine 0 (INSTANCE_INDEX 13, arrays broadcast: the GFX11 encoding aqlprofile reads).
1001  SET_UCONFIG_REG GRBM_GFX_INDEX SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=13
# Copy TA_TA_BUSY of TA 13 of engine 0 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
1004  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x10000258 wr_confirm
# Copy TA_TA_BUSY of TA 13 of engine 0 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
1010  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x1000025c wr_confirm
# Select TA instance 14 of engine 0 (INSTANCE_INDEX 14, arrays broadcast: the GFX11 encoding aqlprofile reads).
1016  SET_UCONFIG_REG GRBM_GFX_INDEX SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=14
# Copy TA_TA_BUSY of TA 14 of engine 0 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
1019  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x10000268 wr_confirm
# Copy TA_TA_BUSY of TA 14 of engine 0 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
1025  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x1000026c wr_confirm
# Select TA instance 15 of engine 0 (INSTANCE_INDEX 15, arrays broadcast: the GFX11 encoding aqlprofile reads).
1031  SET_UCONFIG_REG GRBM_GFX_INDEX SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=15
# Copy TA_TA_BUSY of TA 15 of engine 0 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
1034  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x10000278 wr_confirm
# Copy TA_TA_BUSY of TA 15 of engine 0 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
1040  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x1000027c wr_confirm
# Select TA instance 0 of engine 1 (INSTANCE_INDEX 0, arrays broadcast: the GFX11 encoding aqlprofile reads).
1046  SET_UCONFIG_REG GRBM_GFX_INDEX SA_BROADCAST_WRITES=1 SE_INDEX=1 SA_INDEX=0 INSTANCE_INDEX=0
# Copy TA_TA_BUSY of TA 12 of engine 1 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
1049  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x10000190 wr_confirm
# Copy TA_TA_BUSY of TA 12 of engine 1 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
1055  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x10000194 wr_confirm
# Select TA instance 1 of engine 1 (INSTANCE_INDEX 1, arrays broadcast: the GFX11 encoding aqlprofile reads).
1061  SET_UCONFIG_REG GRBM_GFX_INDEX SA_BROADCAST_WRITES=1 SE_INDEX=1 SA_INDEX=0 INSTANCE_INDEX=1
# Copy TA_TA_BUSY of TA 13 of engine 1 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
1064  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x100001a0 wr_confirm
# Copy TA_TA_BUSY of TA 13 of engine 1 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
1070  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x100001a4 wr_confirm
# Select TA instance 2 of engine 1 (INSTANCE_INDEX 2, arrays broadcast: the GFX11 encoding aqlprofile reads).
1076  SET_UCONFIG_REG GRBM_GFX_INDEX SA_BROADCAST_WRITES=1 SE_INDEX=1 SA_INDEX=0 INSTANCE_INDEX=2
# Copy TA_TA_BUSY of TA 14 of engine 1 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
1079  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x100001b0 wr_confirm
# Copy TA_TA_BUSY of TA 14 of engine 1 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
1085  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x100001b4 wr_confirm
# Select TA instance 3 of engine 1 (INSTANCE_INDEX 3, arrays broadcast: the GFX11 encoding aqlprofile reads).
1091  SET_UCONFIG_REG GRBM_GFX_INDEX SA_BROADCAST_WRITES=1 SE_INDEX=1 SA_INDEX=0 INSTANCE_INDEX=3
# Copy TA_TA_BUSY of TA 15 of engine 1 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
1094  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x100001c0 wr_confirm
# Copy TA_TA_BUSY of TA 15 of engine 1 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
1100  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x100001c4 wr_confirm
# Select TA instance 4 of engine 1 (INSTANCE_INDEX 4, arrays broadcast: the GFX11 encoding aqlprofile reads).
1106  SET_UCONFIG_REG GRBM_GFX_INDEX SA_BROADCAST_WRITES=1 SE_INDEX=1 SA_INDEX=0 INSTANCE_INDEX=4
# Copy TA_TA_BUSY of TA 4 of engine 1 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
1109  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x100001d0 wr_confirm
# Copy TA_TA_BUSY of TA 4 of engine 1 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
1115  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x100001d4 wr_confirm
# Select TA instance 5 of engine 1 (INSTANCE_INDEX 5, arrays broadcast: the GFX11 encoding aqlprofile reads).
1121  SET_UCONFIG_REG GRBM_GFX_INDEX SA_BROADCAST_WRITES=1 SE_INDEX=1 SA_INDEX=0 INSTANCE_INDEX=5
# Copy TA_TA_BUSY of TA 5 of engine 1 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
1124  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x100001e0 wr_confirm
# Copy TA_TA_BUSY of TA 5 of engine 1 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
1130  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x100001e4 wr_confirm
# Select TA instance 6 of engine 1 (INSTANCE_INDEX 6, arrays broadcast: the GFX11 encoding aqlprofile reads).
1136  SET_UCONFIG_REG GRBM_GFX_INDEX SA_BROADCAST_WRITES=1 SE_INDEX=1 SA_INDEX=0 INSTANCE_INDEX=6
# Copy TA_TA_BUSY of TA 6 of engine 1 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
1139  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x100001f0 wr_confirm
# Copy TA_TA_BUSY of TA 6 of engine 1 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
1145  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x100001f4 wr_confirm
# Select TA instance 7 of engine 1 (INSTANCE_INDEX 7, arrays broadcast: the GFX11 encoding aqlprofile reads).
1151  SET_UCONFIG_REG GRBM_GFX_INDEX SA_BROADCAST_WRITES=1 SE_INDEX=1 SA_INDEX=0 INSTANCE_INDEX=7
# Copy TA_TA_BUSY of TA 7 of engine 1 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
1154  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x10000200 wr_confirm
# Copy TA_TA_BUSY of TA 7 of engine 1 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
1160  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x10000204 wr_confirm
# Select TA instance 8 of engine 1 (INSTANCE_INDEX 8, arrays broadcast: the GFX11 encoding aqlprofile reads).
1166  SET_UCONFIG_REG GRBM_GFX_INDEX SA_BROADCAST_WRITES=1 SE_INDEX=1 SA_INDEX=0 INSTANCE_INDEX=8
# Copy TA_TA_BUSY of TA 8 of engine 1 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
1169  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x10000210 wr_confirm
# Copy TA_TA_BUSY of TA 8 of engine 1 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
1175  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x10000214 wr_confirm
# Select TA instance 9 of engine 1 (INSTANCE_INDEX 9, arrays broadcast: the GFX11 encoding aqlprofile reads).
1181  SET_UCONFIG_REG GRBM_GFX_INDEX SA_BROADCAST_WRITES=1 SE_INDEX=1 SA_INDEX=0 INSTANCE_INDEX=9
# Copy TA_TA_BUSY of TA 9 of engine 1 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
1184  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x10000220 wr_confirm
# Copy TA_TA_BUSY of TA 9 of engine 1 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
1190  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x10000224 wr_confirm
# Select TA instance 10 of engine 1 (INSTANCE_INDEX 10, arrays broadcast: the GFX11 encoding aqlprofile reads).
1196  SET_UCONFIG_REG GRBM_GFX_INDEX SA_BROADCAST_WRITES=1 SE_INDEX=1 SA_INDEX=0 INSTANCE_INDEX=10
# Copy TA_TA_BUSY of TA 10 of engine 1 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
1199  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x10000230 wr_confirm
# Copy TA_TA_BUSY of TA 10 of engine 1 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
1205  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x10000234 wr_confirm
# Select TA instance 11 of engine 1 (INSTANCE_INDEX 11, arrays broadcast: the GFX11 encoding aqlprofile reads).
1211  SET_UCONFIG_REG GRBM_GFX_INDEX SA_BROADCAST_WRITES=1 SE_INDEX=1 SA_INDEX=0 INSTANCE_INDEX=11
# Copy TA_TA_BUSY of TA 11 of engine 1 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
1214  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x10000240 wr_confirm
# Copy TA_TA_BUSY of TA 11 of engine 1 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
1220  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x10000244 wr_confirm
# Select TA instance 12 of engine 1 (INSTANCE_INDEX 12, arrays broadcast: the GFX11 encoding aqlprofile reads).
1226  SET_UCONFIG_REG GRBM_GFX_INDEX SA_BROADCAST_WRITES=1 SE_INDEX=1 SA_INDEX=0 INSTANCE_INDEX=12
# Copy TA_TA_BUSY of TA 12 of engine 1 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
1229  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x10000250 wr_confirm
# Copy TA_TA_BUSY of TA 12 of engine 1 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
1235  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x10000254 wr_confirm
# Select TA instance 13 of engine 1 (INSTANCE_INDEX 13, arrays broadcast: the GFX11 encoding aqlprofile reads).
1241  SET_UCONFIG_REG GRBM_GFX_INDEX SA_BROADCAST_WRITES=1 SE_INDEX=1 SA_INDEX=0 INSTANCE_INDEX=13
# Copy TA_TA_BUSY of TA 13 of engine 1 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
1244  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x10000260 wr_confirm
# Copy TA_TA_BUSY of TA 13 of engine 1 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
1250  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x10000264 wr_confirm
# Select TA instance 14 of engine 1 (INSTANCE_INDEX 14, arrays broadcast: the GFX11 encoding aqlprofile reads).
1256  SET_UCONFIG_REG GRBM_GFX_INDEX SA_BROADCAST_WRITES=1 SE_INDEX=1 SA_INDEX=0 INSTANCE_INDEX=14
# Copy TA_TA_BUSY of TA 14 of engine 1 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
1259  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x10000270 wr_confirm
# Copy TA_TA_BUSY of TA 14 of engine 1 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
1265  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x10000274 wr_confirm
# Select TA instance 15 of engine 1 (INSTANCE_INDEX 15, arrays broadcast: the GFX11 encoding aqlprofile reads).
1271  SET_UCONFIG_REG GRBM_GFX_INDEX SA_BROADCAST_WRITES=1 SE_INDEX=1 SA_INDEX=0 INSTANCE_INDEX=15
# Copy TA_TA_BUSY of TA 15 of engine 1 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
1274  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x10000280 wr_confirm
# Copy TA_TA_BUSY of TA 15 of engine 1 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
1280  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x10000284 wr_confirm
# Broadcast again, as the queue's later work expects.
1286  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 INSTANCE_BROADCAST_WRITES=1 SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=0
# Clear the filter, so no wave started later counts.
1289  SET_UCONFIG_REG SQ_PERFCOUNTER_CTRL2 VMID_EN=0
# Write the samples back from L2 to memory (GL2_WB | SEQ_FORWARD over their lines, as aqlprofile), so the host reads what the copies stored.
1292  ACQUIRE_MEM GCR_CNTL=0x18000 GL2_WB|SEQ_FORWARD over memory 0x10000000 +0x300 (3 lines of 256 bytes) poll=16
