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
0010  WRITE_DATA dst=memory 0x10000000 114 zero dwords wr_confirm
# Broadcast for the GRBM's reads: it is global, one instance.
0128  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 INSTANCE_BROADCAST_WRITES=1 SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=0
# Copy GRBM_GUI_ACTIVE of the GPU (GRBM_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0131  COPY_DATA src=perfcounter GRBM_PERFCOUNTER0_LO dst=memory 0x10000000 wr_confirm
# Copy GRBM_GUI_ACTIVE of the GPU (GRBM_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0137  COPY_DATA src=perfcounter GRBM_PERFCOUNTER0_HI dst=memory 0x10000004 wr_confirm
# Select L2 channel 0 alone (INSTANCE_INDEX 0, engines and arrays broadcast).
0143  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=0
# Copy GL2C_HIT of L2 channel 0 (GL2C_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0146  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_LO dst=memory 0x10000008 wr_confirm
# Copy GL2C_HIT of L2 channel 0 (GL2C_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0152  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_HI dst=memory 0x1000000c wr_confirm
# Select L2 channel 1 alone (INSTANCE_INDEX 1, engines and arrays broadcast).
0158  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=1
# Copy GL2C_HIT of L2 channel 1 (GL2C_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0161  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_LO dst=memory 0x10000010 wr_confirm
# Copy GL2C_HIT of L2 channel 1 (GL2C_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0167  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_HI dst=memory 0x10000014 wr_confirm
# Select L2 channel 2 alone (INSTANCE_INDEX 2, engines and arrays broadcast).
0173  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=2
# Copy GL2C_HIT of L2 channel 2 (GL2C_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0176  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_LO dst=memory 0x10000018 wr_confirm
# Copy GL2C_HIT of L2 channel 2 (GL2C_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0182  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_HI dst=memory 0x1000001c wr_confirm
# Select L2 channel 3 alone (INSTANCE_INDEX 3, engines and arrays broadcast).
0188  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=3
# Copy GL2C_HIT of L2 channel 3 (GL2C_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0191  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_LO dst=memory 0x10000020 wr_confirm
# Copy GL2C_HIT of L2 channel 3 (GL2C_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0197  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_HI dst=memory 0x10000024 wr_confirm
# Select L2 channel 4 alone (INSTANCE_INDEX 4, engines and arrays broadcast).
0203  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=4
# Copy GL2C_HIT of L2 channel 4 (GL2C_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0206  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_LO dst=memory 0x10000028 wr_confirm
# Copy GL2C_HIT of L2 channel 4 (GL2C_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0212  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_HI dst=memory 0x1000002c wr_confirm
# Select L2 channel 5 alone (INSTANCE_INDEX 5, engines and arrays broadcast).
0218  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=5
# Copy GL2C_HIT of L2 channel 5 (GL2C_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0221  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_LO dst=memory 0x10000030 wr_confirm
# Copy GL2C_HIT of L2 channel 5 (GL2C_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0227  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_HI dst=memory 0x10000034 wr_confirm
# Select L2 channel 6 alone (INSTANCE_INDEX 6, engines and arrays broadcast).
0233  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=6
# Copy GL2C_HIT of L2 channel 6 (GL2C_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0236  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_LO dst=memory 0x10000038 wr_confirm
# Copy GL2C_HIT of L2 channel 6 (GL2C_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0242  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_HI dst=memory 0x1000003c wr_confirm
# Select L2 channel 7 alone (INSTANCE_INDEX 7, engines and arrays broadcast).
0248  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=7
# Copy GL2C_HIT of L2 channel 7 (GL2C_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0251  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_LO dst=memory 0x10000040 wr_confirm
# Copy GL2C_HIT of L2 channel 7 (GL2C_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0257  COPY_DATA src=perfcounter GL2C_PERFCOUNTER0_HI dst=memory 0x10000044 wr_confirm
# Select WGP 0/0/0 alone (instance 0): INSTANCE_INDEX is (WGP << 2) | instance.
0263  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=0
# Copy SQ_WAVES of WGP 0/0/0 (SQ_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0266  COPY_DATA src=perfcounter SQ_PERFCOUNTER0_LO dst=memory 0x10000048 wr_confirm
# Select WGP 0/0/1 alone (instance 0): INSTANCE_INDEX is (WGP << 2) | instance.
0272  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=4
# Copy SQ_WAVES of WGP 0/0/1 (SQ_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0275  COPY_DATA src=perfcounter SQ_PERFCOUNTER0_LO dst=memory 0x10000050 wr_confirm
# Select WGP 0/0/2 alone (instance 0): INSTANCE_INDEX is (WGP << 2) | instance.
0281  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=8
# Copy SQ_WAVES of WGP 0/0/2 (SQ_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0284  COPY_DATA src=perfcounter SQ_PERFCOUNTER0_LO dst=memory 0x10000058 wr_confirm
# Select WGP 0/0/3 alone (instance 0): INSTANCE_INDEX is (WGP << 2) | instance.
0290  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=12
# Copy SQ_WAVES of WGP 0/0/3 (SQ_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0293  COPY_DATA src=perfcounter SQ_PERFCOUNTER0_LO dst=memory 0x10000060 wr_confirm
# Select WGP 0/1/0 alone (instance 0): INSTANCE_INDEX is (WGP << 2) | instance.
0299  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=0 SA_INDEX=1 INSTANCE_INDEX=0
# Copy SQ_WAVES of WGP 0/1/0 (SQ_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0302  COPY_DATA src=perfcounter SQ_PERFCOUNTER0_LO dst=memory 0x10000068 wr_confirm
# Select WGP 0/1/1 alone (instance 0): INSTANCE_INDEX is (WGP << 2) | instance.
0308  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=0 SA_INDEX=1 INSTANCE_INDEX=4
# Copy SQ_WAVES of WGP 0/1/1 (SQ_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0311  COPY_DATA src=perfcounter SQ_PERFCOUNTER0_LO dst=memory 0x10000070 wr_confirm
# Select WGP 0/1/2 alone (instance 0): INSTANCE_INDEX is (WGP << 2) | instance.
0317  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=0 SA_INDEX=1 INSTANCE_INDEX=8
# Copy SQ_WAVES of WGP 0/1/2 (SQ_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0320  COPY_DATA src=perfcounter SQ_PERFCOUNTER0_LO dst=memory 0x10000078 wr_confirm
# Select WGP 0/1/3 alone (instance 0): INSTANCE_INDEX is (WGP << 2) | instance.
0326  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=0 SA_INDEX=1 INSTANCE_INDEX=12
# Copy SQ_WAVES of WGP 0/1/3 (SQ_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0329  COPY_DATA src=perfcounter SQ_PERFCOUNTER0_LO dst=memory 0x10000080 wr_confirm
# Select WGP 1/0/0 alone (instance 0): INSTANCE_INDEX is (WGP << 2) | instance.
0335  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=1 SA_INDEX=0 INSTANCE_INDEX=0
# Copy SQ_WAVES of WGP 1/0/0 (SQ_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0338  COPY_DATA src=perfcounter SQ_PERFCOUNTER0_LO dst=memory 0x10000088 wr_confirm
# Select WGP 1/0/1 alone (instance 0): INSTANCE_INDEX is (WGP << 2) | instance.
0344  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=1 SA_INDEX=0 INSTANCE_INDEX=4
# Copy SQ_WAVES of WGP 1/0/1 (SQ_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0347  COPY_DATA src=perfcounter SQ_PERFCOUNTER0_LO dst=memory 0x10000090 wr_confirm
# Select WGP 1/0/2 alone (instance 0): INSTANCE_INDEX is (WGP << 2) | instance.
0353  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=1 SA_INDEX=0 INSTANCE_INDEX=8
# Copy SQ_WAVES of WGP 1/0/2 (SQ_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0356  COPY_DATA src=perfcounter SQ_PERFCOUNTER0_LO dst=memory 0x10000098 wr_confirm
# Select WGP 1/0/3 alone (instance 0): INSTANCE_INDEX is (WGP << 2) | instance.
0362  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=1 SA_INDEX=0 INSTANCE_INDEX=12
# Copy SQ_WAVES of WGP 1/0/3 (SQ_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0365  COPY_DATA src=perfcounter SQ_PERFCOUNTER0_LO dst=memory 0x100000a0 wr_confirm
# Select WGP 1/1/0 alone (instance 0): INSTANCE_INDEX is (WGP << 2) | instance.
0371  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=1 SA_INDEX=1 INSTANCE_INDEX=0
# Copy SQ_WAVES of WGP 1/1/0 (SQ_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0374  COPY_DATA src=perfcounter SQ_PERFCOUNTER0_LO dst=memory 0x100000a8 wr_confirm
# Select WGP 1/1/1 alone (instance 0): INSTANCE_INDEX is (WGP << 2) | instance.
0380  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=1 SA_INDEX=1 INSTANCE_INDEX=4
# Copy SQ_WAVES of WGP 1/1/1 (SQ_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0383  COPY_DATA src=perfcounter SQ_PERFCOUNTER0_LO dst=memory 0x100000b0 wr_confirm
# Select WGP 1/1/2 alone (instance 0): INSTANCE_INDEX is (WGP << 2) | instance.
0389  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=1 SA_INDEX=1 INSTANCE_INDEX=8
# Copy SQ_WAVES of WGP 1/1/2 (SQ_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0392  COPY_DATA src=perfcounter SQ_PERFCOUNTER0_LO dst=memory 0x100000b8 wr_confirm
# Select TA instance 0 of engine 0 (INSTANCE_INDEX 0, arrays broadcast: the GFX11 encoding aqlprofile reads).
0398  SET_UCONFIG_REG GRBM_GFX_INDEX SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=0
# Copy TA_TA_BUSY of TA 0 of engine 0 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0401  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x100000c8 wr_confirm
# Copy TA_TA_BUSY of TA 0 of engine 0 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0407  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x100000cc wr_confirm
# Select TA instance 1 of engine 0 (INSTANCE_INDEX 1, arrays broadcast: the GFX11 encoding aqlprofile reads).
0413  SET_UCONFIG_REG GRBM_GFX_INDEX SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=1
# Copy TA_TA_BUSY of TA 1 of engine 0 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0416  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x100000d8 wr_confirm
# Copy TA_TA_BUSY of TA 1 of engine 0 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0422  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x100000dc wr_confirm
# Select TA instance 2 of engine 0 (INSTANCE_INDEX 2, arrays broadcast: the GFX11 encoding aqlprofile reads).
0428  SET_UCONFIG_REG GRBM_GFX_INDEX SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=2
# Copy TA_TA_BUSY of TA 2 of engine 0 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0431  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x100000e8 wr_confirm
# Copy TA_TA_BUSY of TA 2 of engine 0 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0437  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x100000ec wr_confirm
# Select TA instance 3 of engine 0 (INSTANCE_INDEX 3, arrays broadcast: the GFX11 encoding aqlprofile reads).
0443  SET_UCONFIG_REG GRBM_GFX_INDEX SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=3
# Copy TA_TA_BUSY of TA 3 of engine 0 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0446  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x100000f8 wr_confirm
# Copy TA_TA_BUSY of TA 3 of engine 0 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0452  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x100000fc wr_confirm
# Select TA instance 4 of engine 0 (INSTANCE_INDEX 4, arrays broadcast: the GFX11 encoding aqlprofile reads).
0458  SET_UCONFIG_REG GRBM_GFX_INDEX SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=4
# Copy TA_TA_BUSY of TA 4 of engine 0 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0461  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x10000108 wr_confirm
# Copy TA_TA_BUSY of TA 4 of engine 0 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0467  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x1000010c wr_confirm
# Select TA instance 5 of engine 0 (INSTANCE_INDEX 5, arrays broadcast: the GFX11 encoding aqlprofile reads).
0473  SET_UCONFIG_REG GRBM_GFX_INDEX SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=5
# Copy TA_TA_BUSY of TA 5 of engine 0 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0476  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x10000118 wr_confirm
# Copy TA_TA_BUSY of TA 5 of engine 0 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0482  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x1000011c wr_confirm
# Select TA instance 6 of engine 0 (INSTANCE_INDEX 6, arrays broadcast: the GFX11 encoding aqlprofile reads).
0488  SET_UCONFIG_REG GRBM_GFX_INDEX SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=6
# Copy TA_TA_BUSY of TA 6 of engine 0 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0491  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x10000128 wr_confirm
# Copy TA_TA_BUSY of TA 6 of engine 0 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0497  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x1000012c wr_confirm
# Select TA instance 7 of engine 0 (INSTANCE_INDEX 7, arrays broadcast: the GFX11 encoding aqlprofile reads).
0503  SET_UCONFIG_REG GRBM_GFX_INDEX SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=7
# Copy TA_TA_BUSY of TA 7 of engine 0 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0506  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x10000138 wr_confirm
# Copy TA_TA_BUSY of TA 7 of engine 0 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0512  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x1000013c wr_confirm
# Select TA instance 8 of engine 0 (INSTANCE_INDEX 8, arrays broadcast: the GFX11 encoding aqlprofile reads).
0518  SET_UCONFIG_REG GRBM_GFX_INDEX SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=8
# Copy TA_TA_BUSY of TA 8 of engine 0 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0521  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x10000148 wr_confirm
# Copy TA_TA_BUSY of TA 8 of engine 0 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0527  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x1000014c wr_confirm
# Select TA instance 9 of engine 0 (INSTANCE_INDEX 9, arrays broadcast: the GFX11 encoding aqlprofile reads).
0533  SET_UCONFIG_REG GRBM_GFX_INDEX SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=9
# Copy TA_TA_BUSY of TA 9 of engine 0 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0536  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x10000158 wr_confirm
# Copy TA_TA_BUSY of TA 9 of engine 0 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0542  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x1000015c wr_confirm
# Select TA instance 10 of engine 0 (INSTANCE_INDEX 10, arrays broadcast: the GFX11 encoding aqlprofile reads).
0548  SET_UCONFIG_REG GRBM_GFX_INDEX SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=10
# Copy TA_TA_BUSY of TA 10 of engine 0 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0551  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x10000168 wr_confirm
# Copy TA_TA_BUSY of TA 10 of engine 0 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0557  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x1000016c wr_confirm
# Select TA instance 11 of engine 0 (INSTANCE_INDEX 11, arrays broadcast: the GFX11 encoding aqlprofile reads).
0563  SET_UCONFIG_REG GRBM_GFX_INDEX SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=11
# Copy TA_TA_BUSY of TA 11 of engine 0 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0566  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x10000178 wr_confirm
# Copy TA_TA_BUSY of TA 11 of engine 0 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0572  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x1000017c wr_confirm
# Select TA instance 12 of engine 0 (INSTANCE_INDEX 12, arrays broadcast: the GFX11 encoding aqlprofile reads).
0578  SET_UCONFIG_REG GRBM_GFX_INDEX SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=12
# Copy TA_TA_BUSY of TA 12 of engine 0 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0581  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x10000188 wr_confirm
# Copy TA_TA_BUSY of TA 12 of engine 0 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0587  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x1000018c wr_confirm
# Select TA instance 13 of engine 0 (INSTANCE_INDEX 13, arrays broadcast: the GFX11 encoding aqlprofile reads).
0593  SET_UCONFIG_REG GRBM_GFX_INDEX SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=13
# Copy TA_TA_BUSY of TA 13 of engine 0 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0596  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x10000198 wr_confirm
# Copy TA_TA_BUSY of TA 13 of engine 0 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0602  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x1000019c wr_confirm
# Select TA instance 14 of engine 0 (INSTANCE_INDEX 14, arrays broadcast: the GFX11 encoding aqlprofile reads).
0608  SET_UCONFIG_REG GRBM_GFX_INDEX SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=14
# Copy TA_TA_BUSY of TA 14 of engine 0 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0611  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x100001a8 wr_confirm
# Copy TA_TA_BUSY of TA 14 of engine 0 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0617  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x100001ac wr_confirm
# Select TA instance 15 of engine 0 (INSTANCE_INDEX 15, arrays broadcast: the GFX11 encoding aqlprofile reads).
0623  SET_UCONFIG_REG GRBM_GFX_INDEX SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=15
# Copy TA_TA_BUSY of TA 15 of engine 0 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0626  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x100001b8 wr_confirm
# Copy TA_TA_BUSY of TA 15 of engine 0 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0632  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x100001bc wr_confirm
# Select TA instance 0 of engine 1 (INSTANCE_INDEX 0, arrays broadcast: the GFX11 encoding aqlprofile reads).
0638  SET_UCONFIG_REG GRBM_GFX_INDEX SA_BROADCAST_WRITES=1 SE_INDEX=1 SA_INDEX=0 INSTANCE_INDEX=0
# Copy TA_TA_BUSY of TA 0 of engine 1 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0641  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x100000d0 wr_confirm
# Copy TA_TA_BUSY of TA 0 of engine 1 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0647  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x100000d4 wr_confirm
# Select TA instance 1 of engine 1 (INSTANCE_INDEX 1, arrays broadcast: the GFX11 encoding aqlprofile reads).
0653  SET_UCONFIG_REG GRBM_GFX_INDEX SA_BROADCAST_WRITES=1 SE_INDEX=1 SA_INDEX=0 INSTANCE_INDEX=1
# Copy TA_TA_BUSY of TA 1 of engine 1 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0656  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x100000e0 wr_confirm
# Copy TA_TA_BUSY of TA 1 of engine 1 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0662  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x100000e4 wr_confirm
# Select TA instance 2 of engine 1 (INSTANCE_INDEX 2, arrays broadcast: the GFX11 encoding aqlprofile reads).
0668  SET_UCONFIG_REG GRBM_GFX_INDEX SA_BROADCAST_WRITES=1 SE_INDEX=1 SA_INDEX=0 INSTANCE_INDEX=2
# Copy TA_TA_BUSY of TA 2 of engine 1 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0671  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x100000f0 wr_confirm
# Copy TA_TA_BUSY of TA 2 of engine 1 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0677  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x100000f4 wr_confirm
# Select TA instance 3 of engine 1 (INSTANCE_INDEX 3, arrays broadcast: the GFX11 encoding aqlprofile reads).
0683  SET_UCONFIG_REG GRBM_GFX_INDEX SA_BROADCAST_WRITES=1 SE_INDEX=1 SA_INDEX=0 INSTANCE_INDEX=3
# Copy TA_TA_BUSY of TA 3 of engine 1 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0686  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x10000100 wr_confirm
# Copy TA_TA_BUSY of TA 3 of engine 1 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0692  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x10000104 wr_confirm
# Select TA instance 4 of engine 1 (INSTANCE_INDEX 4, arrays broadcast: the GFX11 encoding aqlprofile reads).
0698  SET_UCONFIG_REG GRBM_GFX_INDEX SA_BROADCAST_WRITES=1 SE_INDEX=1 SA_INDEX=0 INSTANCE_INDEX=4
# Copy TA_TA_BUSY of TA 4 of engine 1 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0701  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x10000110 wr_confirm
# Copy TA_TA_BUSY of TA 4 of engine 1 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0707  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x10000114 wr_confirm
# Select TA instance 5 of engine 1 (INSTANCE_INDEX 5, arrays broadcast: the GFX11 encoding aqlprofile reads).
0713  SET_UCONFIG_REG GRBM_GFX_INDEX SA_BROADCAST_WRITES=1 SE_INDEX=1 SA_INDEX=0 INSTANCE_INDEX=5
# Copy TA_TA_BUSY of TA 5 of engine 1 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0716  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x10000120 wr_confirm
# Copy TA_TA_BUSY of TA 5 of engine 1 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0722  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x10000124 wr_confirm
# Select TA instance 6 of engine 1 (INSTANCE_INDEX 6, arrays broadcast: the GFX11 encoding aqlprofile reads).
0728  SET_UCONFIG_REG GRBM_GFX_INDEX SA_BROADCAST_WRITES=1 SE_INDEX=1 SA_INDEX=0 INSTANCE_INDEX=6
# Copy TA_TA_BUSY of TA 6 of engine 1 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0731  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x10000130 wr_confirm
# Copy TA_TA_BUSY of TA 6 of engine 1 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0737  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x10000134 wr_confirm
# Select TA instance 7 of engine 1 (INSTANCE_INDEX 7, arrays broadcast: the GFX11 encoding aqlprofile reads).
0743  SET_UCONFIG_REG GRBM_GFX_INDEX SA_BROADCAST_WRITES=1 SE_INDEX=1 SA_INDEX=0 INSTANCE_INDEX=7
# Copy TA_TA_BUSY of TA 7 of engine 1 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0746  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x10000140 wr_confirm
# Copy TA_TA_BUSY of TA 7 of engine 1 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0752  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x10000144 wr_confirm
# Select TA instance 8 of engine 1 (INSTANCE_INDEX 8, arrays broadcast: the GFX11 encoding aqlprofile reads).
0758  SET_UCONFIG_REG GRBM_GFX_INDEX SA_BROADCAST_WRITES=1 SE_INDEX=1 SA_INDEX=0 INSTANCE_INDEX=8
# Copy TA_TA_BUSY of TA 8 of engine 1 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0761  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x10000150 wr_confirm
# Copy TA_TA_BUSY of TA 8 of engine 1 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0767  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x10000154 wr_confirm
# Select TA instance 9 of engine 1 (INSTANCE_INDEX 9, arrays broadcast: the GFX11 encoding aqlprofile reads).
0773  SET_UCONFIG_REG GRBM_GFX_INDEX SA_BROADCAST_WRITES=1 SE_INDEX=1 SA_INDEX=0 INSTANCE_INDEX=9
# Copy TA_TA_BUSY of TA 9 of engine 1 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0776  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x10000160 wr_confirm
# Copy TA_TA_BUSY of TA 9 of engine 1 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0782  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x10000164 wr_confirm
# Select TA instance 10 of engine 1 (INSTANCE_INDEX 10, arrays broadcast: the GFX11 encoding aqlprofile reads).
0788  SET_UCONFIG_REG GRBM_GFX_INDEX SA_BROADCAST_WRITES=1 SE_INDEX=1 SA_INDEX=0 INSTANCE_INDEX=10
# Copy TA_TA_BUSY of TA 10 of engine 1 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0791  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x10000170 wr_confirm
# Copy TA_TA_BUSY of TA 10 of engine 1 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0797  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x10000174 wr_confirm
# Select TA instance 11 of engine 1 (INSTANCE_INDEX 11, arrays broadcast: the GFX11 encoding aqlprofile reads).
0803  SET_UCONFIG_REG GRBM_GFX_INDEX SA_BROADCAST_WRITES=1 SE_INDEX=1 SA_INDEX=0 INSTANCE_INDEX=11
# Copy TA_TA_BUSY of TA 11 of engine 1 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0806  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x10000180 wr_confirm
# Copy TA_TA_BUSY of TA 11 of engine 1 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0812  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x10000184 wr_confirm
# Select TA instance 12 of engine 1 (INSTANCE_INDEX 12, arrays broadcast: the GFX11 encoding aqlprofile reads).
0818  SET_UCONFIG_REG GRBM_GFX_INDEX SA_BROADCAST_WRITES=1 SE_INDEX=1 SA_INDEX=0 INSTANCE_INDEX=12
# Copy TA_TA_BUSY of TA 12 of engine 1 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0821  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x10000190 wr_confirm
# Copy TA_TA_BUSY of TA 12 of engine 1 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0827  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x10000194 wr_confirm
# Select TA instance 13 of engine 1 (INSTANCE_INDEX 13, arrays broadcast: the GFX11 encoding aqlprofile reads).
0833  SET_UCONFIG_REG GRBM_GFX_INDEX SA_BROADCAST_WRITES=1 SE_INDEX=1 SA_INDEX=0 INSTANCE_INDEX=13
# Copy TA_TA_BUSY of TA 13 of engine 1 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0836  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x100001a0 wr_confirm
# Copy TA_TA_BUSY of TA 13 of engine 1 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0842  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x100001a4 wr_confirm
# Select TA instance 14 of engine 1 (INSTANCE_INDEX 14, arrays broadcast: the GFX11 encoding aqlprofile reads).
0848  SET_UCONFIG_REG GRBM_GFX_INDEX SA_BROADCAST_WRITES=1 SE_INDEX=1 SA_INDEX=0 INSTANCE_INDEX=14
# Copy TA_TA_BUSY of TA 14 of engine 1 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0851  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x100001b0 wr_confirm
# Copy TA_TA_BUSY of TA 14 of engine 1 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0857  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x100001b4 wr_confirm
# Select TA instance 15 of engine 1 (INSTANCE_INDEX 15, arrays broadcast: the GFX11 encoding aqlprofile reads).
0863  SET_UCONFIG_REG GRBM_GFX_INDEX SA_BROADCAST_WRITES=1 SE_INDEX=1 SA_INDEX=0 INSTANCE_INDEX=15
# Copy TA_TA_BUSY of TA 15 of engine 1 (TA_PERFCOUNTER0_LO) into the low half of its u64, through L2, confirmed.
0866  COPY_DATA src=perfcounter TA_PERFCOUNTER0_LO dst=memory 0x100001c0 wr_confirm
# Copy TA_TA_BUSY of TA 15 of engine 1 (TA_PERFCOUNTER0_HI) into the high half of its u64, through L2, confirmed.
0872  COPY_DATA src=perfcounter TA_PERFCOUNTER0_HI dst=memory 0x100001c4 wr_confirm
# Broadcast again, as the queue's later work expects.
0878  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 INSTANCE_BROADCAST_WRITES=1 SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=0
# Clear the filter, so no wave started later counts.
0881  SET_UCONFIG_REG SQ_PERFCOUNTER_CTRL2 VMID_EN=0
# Write the samples back from L2 to memory (GL2_WB | SEQ_FORWARD over their lines, as aqlprofile), so the host reads what the copies stored.
0884  ACQUIRE_MEM GCR_CNTL=0x18000 GL2_WB|SEQ_FORWARD over memory 0x10000000 +0x200 (2 lines of 256 bytes) poll=16
