# rig-counter start mi300x SQ_WAVES TCC_HIT GRBM_GUI_ACTIVE (filter word at the default 0x0ffff000)
# Wait until the queue's earlier dispatches complete, so one of them may have written the filter word.
0000  EVENT_WRITE CS_PARTIAL_FLUSH index=4
# Turn the perfmon clocks on: the RLC gates them on gfx9 (aqlprofile and PAL write RLC_PERFMON_CLK_CNTL = 1 first).
0002  SET_UCONFIG_REG RLC_PERFMON_CLK_CNTL PERFMON_CLOCK_STATE=1
# Disable and reset every counter of every die (PERFMON_STATE 0).
0005  SET_UCONFIG_REG CP_PERFMON_CNTL PERFMON_ENABLE_MODE=0 SPM_PERFMON_STATE=0 PERFMON_STATE=0
# Broadcast: the selects reach every engine, shader array and instance of every die.
0008  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 INSTANCE_BROADCAST_WRITES=1 SH_BROADCAST_WRITES=1 SE_INDEX=0 SH_INDEX=0 INSTANCE_INDEX=0
# Count in both shader arrays of every engine's SQ (SH0_MASK = SH1_MASK = 0xFFFF, as aqlprofile).
0011  SET_UCONFIG_REG SQ_PERFCOUNTER_MASK SH1_MASK=65535 SH0_MASK=65535
# SQ counter 0 of every engine counts SQ_WAVES (event 4) on every SIMD, SQC bank and client (the masks 0xF, as aqlprofile and tinygrad).
0014  SET_UCONFIG_REG SQ_PERFCOUNTER0_SELECT PERF_MODE=0 SIMD_MASK=15 SPM_MODE=0 SQC_CLIENT_MASK=15 SQC_BANK_MASK=15 PERF_SEL=4
# TCC counter 0 of every L2 channel counts TCC_HIT (event 17).
0017  SET_UCONFIG_REG TCC_PERFCOUNTER0_SELECT PERF_MODE=0 PERF_MODE1=0 CNTR_MODE=0 PERF_SEL1=0 PERF_SEL=17
# GRBM counter 0 counts GRBM_GUI_ACTIVE (event 2).
0020  SET_UCONFIG_REG GRBM_PERFCOUNTER0_SELECT PERF_SEL=2
# Let compute dispatches count (COMPUTE_PERFCOUNT_ENABLE = 1).
0023  SET_SH_REG COMPUTE_PERFCOUNT_ENABLE PERFCOUNT_ENABLE=1
# Load the filter word into SQ_PERFCOUNTER_CTRL (CS_EN and VMID_MASK[31:16]: gfx9's filter) on the GPU, after the wait; every die loads the same word.
0026  COPY_DATA src=memory 0x0ffff000 dst=register SQ_PERFCOUNTER_CTRL
# Start counting on every die (PERFMON_STATE 1).
0032  SET_UCONFIG_REG CP_PERFMON_CNTL PERFMON_ENABLE_MODE=0 SPM_PERFMON_STATE=0 PERFMON_STATE=1
