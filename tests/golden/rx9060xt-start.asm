# rig-counter start rx9060xt GRBM_GUI_ACTIVE GL2C_HIT SQ_WAVES TA_TA_BUSY (filter word at the default 0x0ffff000)
# Wait until the queue's earlier dispatches complete, so one of them may have stored the filter word.
0000  EVENT_WRITE CS_PARTIAL_FLUSH index=4
# Disable and reset every counter (PERFMON_STATE 0).
0002  SET_UCONFIG_REG CP_PERFMON_CNTL_1 PERFMON_ENABLE_MODE=0 SPM_PERFMON_STATE=0 PERFMON_STATE=0
# Broadcast: the selects reach every engine, array and instance.
0005  SET_UCONFIG_REG GRBM_GFX_INDEX SE_BROADCAST_WRITES=1 INSTANCE_BROADCAST_WRITES=1 SA_BROADCAST_WRITES=1 SE_INDEX=0 SA_INDEX=0 INSTANCE_INDEX=0
# Select GRBM_GUI_ACTIVE (event 2) on GRBM_PERFCOUNTER0_SELECT, broadcast to every instance.
0008  SET_UCONFIG_REG GRBM_PERFCOUNTER0_SELECT PERF_SEL=2
# Select GL2C_HIT (event 41) on GL2C_PERFCOUNTER0_SELECT, broadcast to every instance.
0011  SET_UCONFIG_REG GL2C_PERFCOUNTER0_SELECT PERF_MODE=0 PERF_MODE1=0 CNTR_MODE=0 PERF_SEL1=0 PERF_SEL=41
# Select SQ_WAVES (event 4) on SQ_PERFCOUNTER0_SELECT (layout register 0: the even SELECTs feed SQ_PERFCOUNTER0_LO), broadcast to every instance.
0014  SET_UCONFIG_REG SQ_PERFCOUNTER0_SELECT PERF_MODE=0 SPM_MODE=0 PERF_SEL=4
# Select TA_TA_BUSY (event 15) on TA_PERFCOUNTER0_SELECT, broadcast to every instance.
0017  SET_UCONFIG_REG TA_PERFCOUNTER0_SELECT PERF_MODE=0 PERF_MODE1=0 CNTR_MODE=0 PERF_SEL1=0 PERF_SEL=15
# Count compute waves in SQ; aqlprofile also writes SQ_PERFCOUNTER_CTRL whenever a cache block (GL2C) counts.
0020  SET_UCONFIG_REG SQ_PERFCOUNTER_CTRL CS_EN=1
# Count compute waves in SQG too, DISABLE_ME1PIPE3_PERF clear: stop flips it to learn when each engine took the sample.
0023  SET_UCONFIG_REG SQG_PERFCOUNTER_CTRL CS_EN=1
# Let compute dispatches count (COMPUTE_PERFCOUNT_ENABLE).
0026  SET_SH_REG COMPUTE_PERFCOUNT_ENABLE PERFCOUNT_ENABLE=1
# Load the filter word from memory into SQ_PERFCOUNTER_CTRL2, on the GPU, once those dispatches are done.
0029  COPY_DATA src=memory 0x0ffff000 dst=register SQ_PERFCOUNTER_CTRL2
# Start counting (PERFMON_STATE 1).
0035  SET_UCONFIG_REG CP_PERFMON_CNTL_1 PERFMON_ENABLE_MODE=0 SPM_PERFMON_STATE=0 PERFMON_STATE=1
