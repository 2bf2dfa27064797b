/* A queue agent's use of rig-counter's C interface: lay out SQ_WAVES and
 * GRBM_GUI_ACTIVE on a GPU (a Radeon AI PRO R9700 unless one is named),
 * prepare the start and stop programs once, write them into a static buffer
 * for a dispatch, and print their words, one 8-digit hex word per line, as
 * `rig-counter start GPU SQ_WAVES GRBM_GUI_ACTIVE --format hex` and
 * `rig-counter stop ... --format hex` print them; or print where each
 * counter's values land in the samples the stop program stores, as the
 * columns of the same names of `rig-counter layout GPU ... --format csv`
 * (ci/ffi compares all three). Or plan nine SQ counters, more than one pass
 * of an R9700 holds, into passes whose samples lie one after another in one
 * buffer, and print the passes and the last pass's stop program, built for
 * its region of the buffer (rig-counter-ffi's tests/c_agent.rs checks it).
 *
 *   c-agent start [GPU]    the start program's words
 *   c-agent stop [GPU]     the stop program's words
 *   c-agent layout [GPU]   each counter's event, counter register, extents,
 *                          and its values' byte offset and bytes
 *   c-agent plan [GPU]     the passes of SQ_WAVES SQ_BUSY_CYCLES
 *                          SQ_INSTS_VALU SQ_INSTS_SALU SQ_INSTS_LDS
 *                          SQ_INSTS_SMEM SQ_INSTS_FLAT SQ_WAVE_CYCLES
 *                          SQ_INST_CYCLES_VMEM: each one's offset, bytes
 *                          and counters, then the last one's stop program
 *                          at 0x10000000 plus its offset
 *
 * GPU is a product key (r9700, mi300x, rx7900xtx) or a processor name
 * (gfx1201); r9700 by default. The filter word is read from 0x0ffff000 and
 * the samples stored from 0x10000000, the command's defaults; every WGP (CU
 * on gfx942 and gfx950) runs work. */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "rig_counter.h"

/* The programs of one dispatch, as a queue would hold them. */
static uint32_t words[4096];
/* The library's objects: plain storage, made by its functions. */
static rc_layout layout;
static rc_start_program start;
static rc_stop_program stop;
/* A plan is 32 KiB: static storage, not the stack. */
static rc_plan plan;

static int fail(const char *what, const rc_error *error) {
    char message[RC_MESSAGE_BYTES];
    rc_error_message(error, message, sizeof message);
    fprintf(stderr, "c-agent: %s: %s (code %d)\n", what, message, (int)error->code);
    return 1;
}

/* Where each counter's values land: a value is a little-endian 64-bit
 * count at offset + 8 * index, the index running over the extents with the
 * WGP fastest, then array, engine, instance and die. */
static int print_layout(void) {
    rc_error error;
    size_t counters = 0;
    uint32_t bytes = 0;
    if (rc_layout_size(&layout, &counters, &bytes, &error) != RC_OK) return fail("layout size", &error);
    printf("name,event,register,xccs,instances,engines,arrays,wgps,offset,bytes\n");
    for (size_t i = 0; i < counters; i++) {
        rc_counter c;
        if (rc_layout_counter(&layout, i, &c, &error) != RC_OK) return fail("layout counter", &error);
        printf("%s,%u,%u,%u,%u,%u,%u,%u,%u,%u\n", c.name, (unsigned)c.event, (unsigned)c.register_index,
               (unsigned)c.xccs, (unsigned)c.instances, (unsigned)c.engines, (unsigned)c.arrays, (unsigned)c.wgps,
               (unsigned)c.offset, (unsigned)c.bytes);
    }
    return 0;
}

/* Every WGP of each shader engine runs work: a mask of its arrays' WGPs
 * (CUs on gfx942 and gfx950), 32 at most. An array of RC_MAX_ENGINES masks
 * fits every GPU. */
static int all_wgps(const char *key, const rc_gpu *gpu, uint32_t wgps[RC_MAX_ENGINES]) {
    unsigned units = (unsigned)gpu->shader_arrays * gpu->array_units;
    if (units > 32 || gpu->shader_engines > RC_MAX_ENGINES) {
        fprintf(stderr, "c-agent: %s: %u WGPs an engine, %u engines: more than the masks hold\n", key, units,
                (unsigned)gpu->shader_engines);
        return 1;
    }
    for (size_t e = 0; e < gpu->shader_engines; e++) wgps[e] = units == 32 ? UINT32_MAX : (UINT32_C(1) << units) - 1;
    return 0;
}

/* More counters than one pass holds: the plan's passes, one after another
 * in one buffer of samples at 0x10000000; for kernel replay an agent runs
 * the dispatch once per pass with that pass's start and stop programs, the
 * stop program given the buffer's address plus the pass's offset. */
static int print_plan(const char *key, const rc_gpu *gpu) {
    rc_error error;
    const char *names[] = {"SQ_WAVES",      "SQ_BUSY_CYCLES", "SQ_INSTS_VALU",  "SQ_INSTS_SALU",      "SQ_INSTS_LDS",
                           "SQ_INSTS_SMEM", "SQ_INSTS_FLAT",  "SQ_WAVE_CYCLES", "SQ_INST_CYCLES_VMEM"};
    rc_request requests[9];
    for (size_t i = 0; i < 9; i++) {
        requests[i].name = names[i];
        requests[i].accumulate = RC_ACCUMULATE_NONE;
    }
    if (rc_plan_new(gpu, requests, 9, NULL, 0, &plan, &error) != RC_OK) return fail("plan", &error);
    size_t passes = 0, lower_bound = 0;
    uint64_t bytes = 0, offset = 0;
    if (rc_plan_size(&plan, &passes, &lower_bound, &bytes, &error) != RC_OK) return fail("plan size", &error);
    printf("%u passes (at least %u), %llu bytes of samples\n", (unsigned)passes, (unsigned)lower_bound,
           (unsigned long long)bytes);
    for (size_t k = 0; k < passes; k++) {
        size_t counters = 0;
        uint32_t pass_bytes = 0;
        if (rc_plan_layout(&plan, k, &layout, &offset, &error) != RC_OK) return fail("plan layout", &error);
        if (rc_layout_size(&layout, &counters, &pass_bytes, &error) != RC_OK) return fail("layout size", &error);
        printf("pass %u at offset %llu, %u bytes:", (unsigned)k, (unsigned long long)offset, (unsigned)pass_bytes);
        for (size_t i = 0; i < counters; i++) {
            rc_counter c;
            if (rc_layout_counter(&layout, i, &c, &error) != RC_OK) return fail("layout counter", &error);
            printf(" %s", c.name);
        }
        printf("\n");
    }
    /* The last pass's layout and offset are still in `layout` and `offset`. */
    uint32_t wgps[RC_MAX_ENGINES];
    if (passes == 0 || all_wgps(key, gpu, wgps) != 0) return 1;
    uint64_t address = 0x10000000 + offset;
    size_t m = 0;
    if (rc_stop(gpu, wgps, gpu->shader_engines, &layout, RC_PROGRAM_STOP, address, words, 4096, &m, &error) != RC_OK)
        return fail("stop", &error);
    printf("pass %u stop at 0x%08llx: %u words\n", (unsigned)(passes - 1), (unsigned long long)address, (unsigned)m);
    for (size_t i = 0; i < m; i++) printf("%08x\n", (unsigned)words[i]);
    return 0;
}

int main(int argc, char **argv) {
    const char *which = argc > 1 ? argv[1] : "";
    const char *key = argc > 2 ? argv[2] : "r9700";
    if (argc < 2 || argc > 3 ||
        (strcmp(which, "start") != 0 && strcmp(which, "stop") != 0 && strcmp(which, "layout") != 0 &&
         strcmp(which, "plan") != 0)) {
        fprintf(stderr, "usage: c-agent start|stop|layout|plan [GPU]\n");
        return 2;
    }
    rc_error error;
    rc_gpu gpu;
    const char *names[] = {"SQ_WAVES", "GRBM_GUI_ACTIVE"};

    if (rc_gpu_find(key, &gpu, &error) != RC_OK) return fail(key, &error);
    if (strcmp(which, "plan") == 0) return print_plan(key, &gpu);
    if (rc_layout_new(&gpu, names, 2, &layout, &error) != RC_OK) return fail("layout", &error);
    if (strcmp(which, "layout") == 0) return print_layout();

    uint32_t wgps[RC_MAX_ENGINES];
    size_t engines = gpu.shader_engines;
    if (all_wgps(key, &gpu, wgps) != 0) return 1;

    if (rc_start_prepare(&gpu, &layout, &start, &error) != RC_OK) return fail("start", &error);
    if (rc_stop_prepare(&gpu, wgps, engines, &layout, RC_PROGRAM_STOP, &stop, &error) != RC_OK)
        return fail("stop", &error);

    size_t n = 0, m = 0;
    if (rc_start_program_write(&start, 0x0ffff000, words, 4096, &n, &error) != RC_OK) return fail("start", &error);
    if (rc_stop_program_write(&stop, 0x10000000, words + n, 4096 - n, &m, &error) != RC_OK)
        return fail("stop", &error);

    const uint32_t *first = strcmp(which, "start") == 0 ? words : words + n;
    size_t count = strcmp(which, "start") == 0 ? n : m;
    for (size_t i = 0; i < count; i++) printf("%08x\n", (unsigned)first[i]);
    return 0;
}
