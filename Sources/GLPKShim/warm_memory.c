/*
 * Keeping a solver thread's memory mapped between solves.
 *
 * Why: glibc hands memory back to the kernel when the free space at the top of a heap passes
 * its trim threshold, and a thread other than the main one allocates from heaps of its own
 * that it also unmaps whole once they are empty. GLPK frees everything a solve allocated when
 * the solve ends, so a kept problem's thread page-faulted its working memory in again on
 * every cold solve: twice the C driver's faults at 100,000 nodes (16,500 against 7,900) and
 * 20% of the time. A process can raise the trim threshold (MALLOC_TRIM_THRESHOLD_), but that
 * is the application's setting, not a library's.
 *
 * What: after a build or a solve on a thread that asked for it, if GLPK's peak allocation on
 * this thread has grown past what is held (and is at least 1 MB), the thread notes it, and
 * once the caller has its answer (glpks_thread_hold_pending: touching the pages is 5-7% of
 * the first layout of a 4,000-node program, which the caller need not wait for) allocates that
 * much in pieces below malloc's mmap threshold, touches every page, keeps the last piece as a
 * pin and frees the others. The freed pieces merge into one free block below the pin, which glibc neither trims
 * nor unmaps, so GLPK's next solve allocates from pages already mapped. The held memory is
 * at most GLPK's peak on the thread, and it goes when the thread ends.
 */
#include <stdlib.h>
#include "glpk_header.h"
#include "GLPKShim.h"
#include "warm_memory.h"

static _Thread_local int keep = 0;
static _Thread_local size_t held = 0;
static _Thread_local void *pin = NULL;
/* The peak a build or solve reached, to be held once its caller has its answer. */
static _Thread_local size_t pending = 0;

enum { PIECE = 64 << 10, PAGE = 4096 };
/* Smaller peaks are not held: mapping them cost a fresh solver about 0.05 ms (a layout's
 * pieces are mostly far smaller than this, and many live for one solve), more than their
 * faults cost later. */
enum { SMALLEST_HELD = 1 << 20 };

void glpks_thread_keep_memory(void) { keep = 1; }

size_t glpks_thread_held_memory(void) {
    glpks_thread_hold_pending();
    return held;
}

void glpks_thread_release_memory(void) {
    pending = 0;
    free(pin);
    pin = NULL;
    held = 0;
    keep = 0;
}

/* Maps `bytes` below a new pin and frees them there. The pin is the last piece, kept: once the
 * free chunks in the heap are used up, pieces are carved from the top of the thread's newest
 * heap, which is the only part glibc trims (and a heap above an empty one is the only kind
 * it unmaps). A small allocation could come from a free chunk anywhere. */
static void hold(size_t bytes) {
    size_t count = bytes / PIECE + 2;
    char **pieces = malloc(count * sizeof(char *));
    if (pieces == NULL) return;
    size_t made = 0;
    for (; made < count; made++) {
        pieces[made] = malloc(PIECE);
        if (pieces[made] == NULL) break;
        for (size_t at = 0; at < PIECE; at += PAGE) pieces[made][at] = 0;
    }
    void *new_pin = made == count ? pieces[made - 1] : NULL;
    for (size_t k = 0; k < made; k++)
        if (pieces[k] != new_pin) free(pieces[k]);
    free(pieces);
    if (new_pin == NULL) return;
    free(pin);
    pin = new_pin;
    held = bytes;
}

void glpks_hold_peak(void) {
    if (!keep) return;
    int count = 0, count_peak = 0;
    size_t total = 0, peak = 0;
    glp_mem_usage(&count, &count_peak, &total, &peak);
    if (peak > held && peak >= SMALLEST_HELD && peak > pending) pending = peak;
}

void glpks_thread_hold_pending(void) {
    if (pending == 0) return;
    size_t bytes = pending;
    pending = 0;
    if (bytes > held) hold(bytes);
}
