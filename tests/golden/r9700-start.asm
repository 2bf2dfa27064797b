# rig-counter start r9700 SQ_WAVES SQ_INSTS_VALU (filter word at the default 0x0ffff000)
# Wait until the queue's earlier dispatches complete: one of them may write the filter word.
0000  EVENT_WRITE CS_PARTIAL_FLUSH index=4
# Disable and reset every counter (PERFMON_STATE 0).
0002  SET_UCONFIG_REG CP_PERFMON_CNTL_1 PERFMON_ENABLE_MODE=0 SPM_PERFMON_STATE=0 PERFMON_STATE=0
# Broadcast: the writes below reach every engine, array and WGP.
0005  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 INSTANCE_BROADCAST_WRITES=1 SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=0
# Layout register 0, SQ_WAVES (event 4), is selected through SQ_PERFCOUNTER0_SELECT.
0008  SET_UCONFIG_REG SQ_PERFCOUNTER0_SELECT PERF_MODE=0 SPM_MODE=0 PERF_SEL=4
# Layout register 1, SQ_INSTS_VALU (event 50), through SQ_PERFCOUNTER2_SELECT: GFX12 wires only the even SELECTs.
0011  SET_UCONFIG_REG SQ_PERFCOUNTER2_SELECT PERF_MODE=0 SPM_MODE=0 PERF_SEL=50
# Count compute waves (CS_EN).
0014  SET_UCONFIG_REG SQ_PERFCOUNTER_CTRL CS_EN=1
# SQG counts compute waves too, DISABLE_ME1PIPE3_PERF clear: stop flips that bit to learn when each engine took its sample (PAL's GFX12 work-around).
0017  SET_UCONFIG_REG SQG_PERFCOUNTER_CTRL CS_EN=1
# Let compute dispatches count (COMPUTE_PERFCOUNT_ENABLE).
0020  SET_SH_REG COMPUTE_PERFCOUNT_ENABLE PERFCOUNT_ENABLE=1
# Load the filter word from memory into SQ_PERFCOUNTER_CTRL2 on the GPU, after the wait: never an immediate.
0023  COPY_DATA src=memory 0x0ffff000 dst=register SQ_PERFCOUNTER_CTRL2
# Start counting (PERFMON_STATE 1); GRBM_GFX_INDEX is left broadcasting.
0029  SET_UCONFIG_REG CP_PERFMON_CNTL_1 PERFMON_ENABLE_MODE=0 SPM_PERFMON_STATE=0 PERFMON_STATE=1
