# rig-counter stop r9700 SQ_WAVES SQ_INSTS_VALU --inactive 0/0/1 --inactive 3/1/3 (samples at the default 0x10000000)
# SQ_WAVES lies at 0x10000000, SQ_INSTS_VALU at 0x10000100: 32 u64s each, engine, array, WGP, the WGP fastest.
# Wait until the queue's earlier dispatches complete.
0000  EVENT_WRITE CS_PARTIAL_FLUSH index=4
# Stop counting and sample the counters (PERFMON_STATE 2, PERFMON_SAMPLE_ENABLE): before any read.
0002  SET_UCONFIG_REG CP_PERFMON_CNTL_1 PERFMON_SAMPLE_ENABLE=1 PERFMON_ENABLE_MODE=0 SPM_PERFMON_STATE=0 PERFMON_STATE=2
# Zero all 64 u64s, confirmed: every high half, and WGPs 0/0/1 and 3/1/3, which run no work and are never read.
0005  WRITE_DATA dst=memory 0x10000000 128 zero dwords wr_confirm
# Select WGP 0/0/0 alone: INSTANCE_INDEX is the WGP times 4.
0137  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=0
# Copy SQ_WAVES of WGP 0/0/0 (SQ_PERFCOUNTER0_LO) into the low half of its u64, confirmed.
0140  COPY_DATA src=perfcounter SQ_PERFCOUNTER0_LO dst=memory 0x10000000 wr_confirm
# Copy SQ_INSTS_VALU of WGP 0/0/0 (SQ_PERFCOUNTER1_LO) into the low half of its u64, confirmed.
0146  COPY_DATA src=perfcounter SQ_PERFCOUNTER1_LO dst=memory 0x10000100 wr_confirm
# Select WGP 0/0/2 alone: INSTANCE_INDEX is the WGP times 4.
0152  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=8
# Copy SQ_WAVES of WGP 0/0/2 (SQ_PERFCOUNTER0_LO) into the low half of its u64, confirmed.
0155  COPY_DATA src=perfcounter SQ_PERFCOUNTER0_LO dst=memory 0x10000010 wr_confirm
# Copy SQ_INSTS_VALU of WGP 0/0/2 (SQ_PERFCOUNTER1_LO) into the low half of its u64, confirmed.
0161  COPY_DATA src=perfcounter SQ_PERFCOUNTER1_LO dst=memory 0x10000110 wr_confirm
# Select WGP 0/0/3 alone: INSTANCE_INDEX is the WGP times 4.
0167  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=12
# Copy SQ_WAVES of WGP 0/0/3 (SQ_PERFCOUNTER0_LO) into the low half of its u64, confirmed.
0170  COPY_DATA src=perfcounter SQ_PERFCOUNTER0_LO dst=memory 0x10000018 wr_confirm
# Copy SQ_INSTS_VALU of WGP 0/0/3 (SQ_PERFCOUNTER1_LO) into the low half of its u64, confirmed.
0176  COPY_DATA src=perfcounter SQ_PERFCOUNTER1_LO dst=memory 0x10000118 wr_confirm
# Select WGP 0/1/0 alone: INSTANCE_INDEX is the WGP times 4.
0182  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=0 SA_INDEX=1 INSTANCE_INDEX=0
# Copy SQ_WAVES of WGP 0/1/0 (SQ_PERFCOUNTER0_LO) into the low half of its u64, confirmed.
0185  COPY_DATA src=perfcounter SQ_PERFCOUNTER0_LO dst=memory 0x10000020 wr_confirm
# Copy SQ_INSTS_VALU of WGP 0/1/0 (SQ_PERFCOUNTER1_LO) into the low half of its u64, confirmed.
0191  COPY_DATA src=perfcounter SQ_PERFCOUNTER1_LO dst=memory 0x10000120 wr_confirm
# Select WGP 0/1/1 alone: INSTANCE_INDEX is the WGP times 4.
0197  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=0 SA_INDEX=1 INSTANCE_INDEX=4
# Copy SQ_WAVES of WGP 0/1/1 (SQ_PERFCOUNTER0_LO) into the low half of its u64, confirmed.
0200  COPY_DATA src=perfcounter SQ_PERFCOUNTER0_LO dst=memory 0x10000028 wr_confirm
# Copy SQ_INSTS_VALU of WGP 0/1/1 (SQ_PERFCOUNTER1_LO) into the low half of its u64, confirmed.
0206  COPY_DATA src=perfcounter SQ_PERFCOUNTER1_LO dst=memory 0x10000128 wr_confirm
# Select WGP 0/1/2 alone: INSTANCE_INDEX is the WGP times 4.
0212  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=0 SA_INDEX=1 INSTANCE_INDEX=8
# Copy SQ_WAVES of WGP 0/1/2 (SQ_PERFCOUNTER0_LO) into the low half of its u64, confirmed.
0215  COPY_DATA src=perfcounter SQ_PERFCOUNTER0_LO dst=memory 0x10000030 wr_confirm
# Copy SQ_INSTS_VALU of WGP 0/1/2 (SQ_PERFCOUNTER1_LO) into the low half of its u64, confirmed.
0221  COPY_DATA src=perfcounter SQ_PERFCOUNTER1_LO dst=memory 0x10000130 wr_confirm
# Select WGP 0/1/3 alone: INSTANCE_INDEX is the WGP times 4.
0227  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=0 SA_INDEX=1 INSTANCE_INDEX=12
# Copy SQ_WAVES of WGP 0/1/3 (SQ_PERFCOUNTER0_LO) into the low half of its u64, confirmed.
0230  COPY_DATA src=perfcounter SQ_PERFCOUNTER0_LO dst=memory 0x10000038 wr_confirm
# Copy SQ_INSTS_VALU of WGP 0/1/3 (SQ_PERFCOUNTER1_LO) into the low half of its u64, confirmed.
0236  COPY_DATA src=perfcounter SQ_PERFCOUNTER1_LO dst=memory 0x10000138 wr_confirm
# Select WGP 1/0/0 alone: INSTANCE_INDEX is the WGP times 4.
0242  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=1 SA_INDEX=0 INSTANCE_INDEX=0
# Copy SQ_WAVES of WGP 1/0/0 (SQ_PERFCOUNTER0_LO) into the low half of its u64, confirmed.
0245  COPY_DATA src=perfcounter SQ_PERFCOUNTER0_LO dst=memory 0x10000040 wr_confirm
# Copy SQ_INSTS_VALU of WGP 1/0/0 (SQ_PERFCOUNTER1_LO) into the low half of its u64, confirmed.
0251  COPY_DATA src=perfcounter SQ_PERFCOUNTER1_LO dst=memory 0x10000140 wr_confirm
# Select WGP 1/0/1 alone: INSTANCE_INDEX is the WGP times 4.
0257  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=1 SA_INDEX=0 INSTANCE_INDEX=4
# Copy SQ_WAVES of WGP 1/0/1 (SQ_PERFCOUNTER0_LO) into the low half of its u64, confirmed.
0260  COPY_DATA src=perfcounter SQ_PERFCOUNTER0_LO dst=memory 0x10000048 wr_confirm
# Copy SQ_INSTS_VALU of WGP 1/0/1 (SQ_PERFCOUNTER1_LO) into the low half of its u64, confirmed.
0266  COPY_DATA src=perfcounter SQ_PERFCOUNTER1_LO dst=memory 0x10000148 wr_confirm
# Select WGP 1/0/2 alone: INSTANCE_INDEX is the WGP times 4.
0272  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=1 SA_INDEX=0 INSTANCE_INDEX=8
# Copy SQ_WAVES of WGP 1/0/2 (SQ_PERFCOUNTER0_LO) into the low half of its u64, confirmed.
0275  COPY_DATA src=perfcounter SQ_PERFCOUNTER0_LO dst=memory 0x10000050 wr_confirm
# Copy SQ_INSTS_VALU of WGP 1/0/2 (SQ_PERFCOUNTER1_LO) into the low half of its u64, confirmed.
0281  COPY_DATA src=perfcounter SQ_PERFCOUNTER1_LO dst=memory 0x10000150 wr_confirm
# Select WGP 1/0/3 alone: INSTANCE_INDEX is the WGP times 4.
0287  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=1 SA_INDEX=0 INSTANCE_INDEX=12
# Copy SQ_WAVES of WGP 1/0/3 (SQ_PERFCOUNTER0_LO) into the low half of its u64, confirmed.
0290  COPY_DATA src=perfcounter SQ_PERFCOUNTER0_LO dst=memory 0x10000058 wr_confirm
# Copy SQ_INSTS_VALU of WGP 1/0/3 (SQ_PERFCOUNTER1_LO) into the low half of its u64, confirmed.
0296  COPY_DATA src=perfcounter SQ_PERFCOUNTER1_LO dst=memory 0x10000158 wr_confirm
# Select WGP 1/1/0 alone: INSTANCE_INDEX is the WGP times 4.
0302  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=1 SA_INDEX=1 INSTANCE_INDEX=0
# Copy SQ_WAVES of WGP 1/1/0 (SQ_PERFCOUNTER0_LO) into the low half of its u64, confirmed.
0305  COPY_DATA src=perfcounter SQ_PERFCOUNTER0_LO dst=memory 0x10000060 wr_confirm
# Copy SQ_INSTS_VALU of WGP 1/1/0 (SQ_PERFCOUNTER1_LO) into the low half of its u64, confirmed.
0311  COPY_DATA src=perfcounter SQ_PERFCOUNTER1_LO dst=memory 0x10000160 wr_confirm
# Select WGP 1/1/1 alone: INSTANCE_INDEX is the WGP times 4.
0317  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=1 SA_INDEX=1 INSTANCE_INDEX=4
# Copy SQ_WAVES of WGP 1/1/1 (SQ_PERFCOUNTER0_LO) into the low half of its u64, confirmed.
0320  COPY_DATA src=perfcounter SQ_PERFCOUNTER0_LO dst=memory 0x10000068 wr_confirm
# Copy SQ_INSTS_VALU of WGP 1/1/1 (SQ_PERFCOUNTER1_LO) into the low half of its u64, confirmed.
0326  COPY_DATA src=perfcounter SQ_PERFCOUNTER1_LO dst=memory 0x10000168 wr_confirm
# Select WGP 1/1/2 alone: INSTANCE_INDEX is the WGP times 4.
0332  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=1 SA_INDEX=1 INSTANCE_INDEX=8
# Copy SQ_WAVES of WGP 1/1/2 (SQ_PERFCOUNTER0_LO) into the low half of its u64, confirmed.
0335  COPY_DATA src=perfcounter SQ_PERFCOUNTER0_LO dst=memory 0x10000070 wr_confirm
# Copy SQ_INSTS_VALU of WGP 1/1/2 (SQ_PERFCOUNTER1_LO) into the low half of its u64, confirmed.
0341  COPY_DATA src=perfcounter SQ_PERFCOUNTER1_LO dst=memory 0x10000170 wr_confirm
# Select WGP 1/1/3 alone: INSTANCE_INDEX is the WGP times 4.
0347  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=1 SA_INDEX=1 INSTANCE_INDEX=12
# Copy SQ_WAVES of WGP 1/1/3 (SQ_PERFCOUNTER0_LO) into the low half of its u64, confirmed.
0350  COPY_DATA src=perfcounter SQ_PERFCOUNTER0_LO dst=memory 0x10000078 wr_confirm
# Copy SQ_INSTS_VALU of WGP 1/1/3 (SQ_PERFCOUNTER1_LO) into the low half of its u64, confirmed.
0356  COPY_DATA src=perfcounter SQ_PERFCOUNTER1_LO dst=memory 0x10000178 wr_confirm
# Select WGP 2/0/0 alone: INSTANCE_INDEX is the WGP times 4.
0362  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=2 SA_INDEX=0 INSTANCE_INDEX=0
# Copy SQ_WAVES of WGP 2/0/0 (SQ_PERFCOUNTER0_LO) into the low half of its u64, confirmed.
0365  COPY_DATA src=perfcounter SQ_PERFCOUNTER0_LO dst=memory 0x10000080 wr_confirm
# Copy SQ_INSTS_VALU of WGP 2/0/0 (SQ_PERFCOUNTER1_LO) into the low half of its u64, confirmed.
0371  COPY_DATA src=perfcounter SQ_PERFCOUNTER1_LO dst=memory 0x10000180 wr_confirm
# Select WGP 2/0/1 alone: INSTANCE_INDEX is the WGP times 4.
0377  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=2 SA_INDEX=0 INSTANCE_INDEX=4
# Copy SQ_WAVES of WGP 2/0/1 (SQ_PERFCOUNTER0_LO) into the low half of its u64, confirmed.
0380  COPY_DATA src=perfcounter SQ_PERFCOUNTER0_LO dst=memory 0x10000088 wr_confirm
# Copy SQ_INSTS_VALU of WGP 2/0/1 (SQ_PERFCOUNTER1_LO) into the low half of its u64, confirmed.
0386  COPY_DATA src=perfcounter SQ_PERFCOUNTER1_LO dst=memory 0x10000188 wr_confirm
# Select WGP 2/0/2 alone: INSTANCE_INDEX is the WGP times 4.
0392  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=2 SA_INDEX=0 INSTANCE_INDEX=8
# Copy SQ_WAVES of WGP 2/0/2 (SQ_PERFCOUNTER0_LO) into the low half of its u64, confirmed.
0395  COPY_DATA src=perfcounter SQ_PERFCOUNTER0_LO dst=memory 0x10000090 wr_confirm
# Copy SQ_INSTS_VALU of WGP 2/0/2 (SQ_PERFCOUNTER1_LO) into the low half of its u64, confirmed.
0401  COPY_DATA src=perfcounter SQ_PERFCOUNTER1_LO dst=memory 0x10000190 wr_confirm
# Select WGP 2/0/3 alone: INSTANCE_INDEX is the WGP times 4.
0407  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=2 SA_INDEX=0 INSTANCE_INDEX=12
# Copy SQ_WAVES of WGP 2/0/3 (SQ_PERFCOUNTER0_LO) into the low half of its u64, confirmed.
0410  COPY_DATA src=perfcounter SQ_PERFCOUNTER0_LO dst=memory 0x10000098 wr_confirm
# Copy SQ_INSTS_VALU of WGP 2/0/3 (SQ_PERFCOUNTER1_LO) into the low half of its u64, confirmed.
0416  COPY_DATA src=perfcounter SQ_PERFCOUNTER1_LO dst=memory 0x10000198 wr_confirm
# Select WGP 2/1/0 alone: INSTANCE_INDEX is the WGP times 4.
0422  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=2 SA_INDEX=1 INSTANCE_INDEX=0
# Copy SQ_WAVES of WGP 2/1/0 (SQ_PERFCOUNTER0_LO) into the low half of its u64, confirmed.
0425  COPY_DATA src=perfcounter SQ_PERFCOUNTER0_LO dst=memory 0x100000a0 wr_confirm
# Copy SQ_INSTS_VALU of WGP 2/1/0 (SQ_PERFCOUNTER1_LO) into the low half of its u64, confirmed.
0431  COPY_DATA src=perfcounter SQ_PERFCOUNTER1_LO dst=memory 0x100001a0 wr_confirm
# Select WGP 2/1/1 alone: INSTANCE_INDEX is the WGP times 4.
0437  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=2 SA_INDEX=1 INSTANCE_INDEX=4
# Copy SQ_WAVES of WGP 2/1/1 (SQ_PERFCOUNTER0_LO) into the low half of its u64, confirmed.
0440  COPY_DATA src=perfcounter SQ_PERFCOUNTER0_LO dst=memory 0x100000a8 wr_confirm
# Copy SQ_INSTS_VALU of WGP 2/1/1 (SQ_PERFCOUNTER1_LO) into the low half of its u64, confirmed.
0446  COPY_DATA src=perfcounter SQ_PERFCOUNTER1_LO dst=memory 0x100001a8 wr_confirm
# Select WGP 2/1/2 alone: INSTANCE_INDEX is the WGP times 4.
0452  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=2 SA_INDEX=1 INSTANCE_INDEX=8
# Copy SQ_WAVES of WGP 2/1/2 (SQ_PERFCOUNTER0_LO) into the low half of its u64, confirmed.
0455  COPY_DATA src=perfcounter SQ_PERFCOUNTER0_LO dst=memory 0x100000b0 wr_confirm
# Copy SQ_INSTS_VALU of WGP 2/1/2 (SQ_PERFCOUNTER1_LO) into the low half of its u64, confirmed.
0461  COPY_DATA src=perfcounter SQ_PERFCOUNTER1_LO dst=memory 0x100001b0 wr_confirm
# Select WGP 2/1/3 alone: INSTANCE_INDEX is the WGP times 4.
0467  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=2 SA_INDEX=1 INSTANCE_INDEX=12
# Copy SQ_WAVES of WGP 2/1/3 (SQ_PERFCOUNTER0_LO) into the low half of its u64, confirmed.
0470  COPY_DATA src=perfcounter SQ_PERFCOUNTER0_LO dst=memory 0x100000b8 wr_confirm
# Copy SQ_INSTS_VALU of WGP 2/1/3 (SQ_PERFCOUNTER1_LO) into the low half of its u64, confirmed.
0476  COPY_DATA src=perfcounter SQ_PERFCOUNTER1_LO dst=memory 0x100001b8 wr_confirm
# Select WGP 3/0/0 alone: INSTANCE_INDEX is the WGP times 4.
0482  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=3 SA_INDEX=0 INSTANCE_INDEX=0
# Copy SQ_WAVES of WGP 3/0/0 (SQ_PERFCOUNTER0_LO) into the low half of its u64, confirmed.
0485  COPY_DATA src=perfcounter SQ_PERFCOUNTER0_LO dst=memory 0x100000c0 wr_confirm
# Copy SQ_INSTS_VALU of WGP 3/0/0 (SQ_PERFCOUNTER1_LO) into the low half of its u64, confirmed.
0491  COPY_DATA src=perfcounter SQ_PERFCOUNTER1_LO dst=memory 0x100001c0 wr_confirm
# Select WGP 3/0/1 alone: INSTANCE_INDEX is the WGP times 4.
0497  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=3 SA_INDEX=0 INSTANCE_INDEX=4
# Copy SQ_WAVES of WGP 3/0/1 (SQ_PERFCOUNTER0_LO) into the low half of its u64, confirmed.
0500  COPY_DATA src=perfcounter SQ_PERFCOUNTER0_LO dst=memory 0x100000c8 wr_confirm
# Copy SQ_INSTS_VALU of WGP 3/0/1 (SQ_PERFCOUNTER1_LO) into the low half of its u64, confirmed.
0506  COPY_DATA src=perfcounter SQ_PERFCOUNTER1_LO dst=memory 0x100001c8 wr_confirm
# Select WGP 3/0/2 alone: INSTANCE_INDEX is the WGP times 4.
0512  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=3 SA_INDEX=0 INSTANCE_INDEX=8
# Copy SQ_WAVES of WGP 3/0/2 (SQ_PERFCOUNTER0_LO) into the low half of its u64, confirmed.
0515  COPY_DATA src=perfcounter SQ_PERFCOUNTER0_LO dst=memory 0x100000d0 wr_confirm
# Copy SQ_INSTS_VALU of WGP 3/0/2 (SQ_PERFCOUNTER1_LO) into the low half of its u64, confirmed.
0521  COPY_DATA src=perfcounter SQ_PERFCOUNTER1_LO dst=memory 0x100001d0 wr_confirm
# Select WGP 3/0/3 alone: INSTANCE_INDEX is the WGP times 4.
0527  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=3 SA_INDEX=0 INSTANCE_INDEX=12
# Copy SQ_WAVES of WGP 3/0/3 (SQ_PERFCOUNTER0_LO) into the low half of its u64, confirmed.
0530  COPY_DATA src=perfcounter SQ_PERFCOUNTER0_LO dst=memory 0x100000d8 wr_confirm
# Copy SQ_INSTS_VALU of WGP 3/0/3 (SQ_PERFCOUNTER1_LO) into the low half of its u64, confirmed.
0536  COPY_DATA src=perfcounter SQ_PERFCOUNTER1_LO dst=memory 0x100001d8 wr_confirm
# Select WGP 3/1/0 alone: INSTANCE_INDEX is the WGP times 4.
0542  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=3 SA_INDEX=1 INSTANCE_INDEX=0
# Copy SQ_WAVES of WGP 3/1/0 (SQ_PERFCOUNTER0_LO) into the low half of its u64, confirmed.
0545  COPY_DATA src=perfcounter SQ_PERFCOUNTER0_LO dst=memory 0x100000e0 wr_confirm
# Copy SQ_INSTS_VALU of WGP 3/1/0 (SQ_PERFCOUNTER1_LO) into the low half of its u64, confirmed.
0551  COPY_DATA src=perfcounter SQ_PERFCOUNTER1_LO dst=memory 0x100001e0 wr_confirm
# Select WGP 3/1/1 alone: INSTANCE_INDEX is the WGP times 4.
0557  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=3 SA_INDEX=1 INSTANCE_INDEX=4
# Copy SQ_WAVES of WGP 3/1/1 (SQ_PERFCOUNTER0_LO) into the low half of its u64, confirmed.
0560  COPY_DATA src=perfcounter SQ_PERFCOUNTER0_LO dst=memory 0x100000e8 wr_confirm
# Copy SQ_INSTS_VALU of WGP 3/1/1 (SQ_PERFCOUNTER1_LO) into the low half of its u64, confirmed.
0566  COPY_DATA src=perfcounter SQ_PERFCOUNTER1_LO dst=memory 0x100001e8 wr_confirm
# Select WGP 3/1/2 alone: INSTANCE_INDEX is the WGP times 4.
0572  SET_UCONFIG_REG GRBM_GFX_INDEX SE_INDEX=3 SA_INDEX=1 INSTANCE_INDEX=8
# Copy SQ_WAVES of WGP 3/1/2 (SQ_PERFCOUNTER0_LO) into the low half of its u64, confirmed.
0575  COPY_DATA src=perfcounter SQ_PERFCOUNTER0_LO dst=memory 0x100000f0 wr_confirm
# Copy SQ_INSTS_VALU of WGP 3/1/2 (SQ_PERFCOUNTER1_LO) into the low half of its u64, confirmed.
0581  COPY_DATA src=perfcounter SQ_PERFCOUNTER1_LO dst=memory 0x100001f0 wr_confirm
# Broadcast again.
0587  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 INSTANCE_BROADCAST_WRITES=1 SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=0
# Clear the filter: no wave started after this counts.
0590  SET_UCONFIG_REG SQ_PERFCOUNTER_CTRL2 VMID_EN=0
