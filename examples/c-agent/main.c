/* A queue agent's use of rig-counter's C interface: lay out SQ_WAVES and
 * GRBM_GUI_ACTIVE on a Radeon AI PRO R9700, prepare the start and stop
 * programs once, write them into a static buffer for a dispatch, and print
 * their words, one 8-digit hex word per line, as
 * `rig-counter start r9700 SQ_WAVES GRBM_GUI_ACTIVE --format hex` and
 * `rig-counter stop ... --format hex` print them (ci/ffi compares).
 *
 *   c-agent start   the start program's words
 *   c-agent stop    the stop program's words
 *
 * The filter word is read from 0x0ffff000 and the samples stored from
 * 0x10000000, the command's defaults; every WGP runs work. */
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

static int fail(const char *what, const rc_error *error) {
    char message[RC_MESSAGE_BYTES];
    rc_error_message(error, message, sizeof message);
    fprintf(stderr, "c-agent: %s: %s (code %d)\n", what, message, (int)error->code);
    return 1;
}

int main(int argc, char **argv) {
    const char *which = argc > 1 ? argv[1] : "";
    if (argc != 2 || (strcmp(which, "start") != 0 && strcmp(which, "stop") != 0)) {
        fprintf(stderr, "usage: c-agent start|stop\n");
        return 2;
    }
    rc_error error;
    rc_gpu gpu;
    const char *names[] = {"SQ_WAVES", "GRBM_GUI_ACTIVE"};

    if (rc_gpu_find("r9700", &gpu, &error) != RC_OK) return fail("r9700", &error);
    if (rc_layout_new(&gpu, names, 2, &layout, &error) != RC_OK) return fail("layout", &error);

    /* Every WGP of each shader engine runs work: 2 arrays of 4 WGPs. An
     * array of RC_MAX_ENGINES masks fits every GPU. */
    uint32_t wgps[RC_MAX_ENGINES];
    size_t engines = gpu.shader_engines < RC_MAX_ENGINES ? gpu.shader_engines : RC_MAX_ENGINES;
    for (size_t e = 0; e < engines; e++) wgps[e] = (1u << (gpu.shader_arrays * gpu.array_units)) - 1;

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
