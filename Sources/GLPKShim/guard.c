/*
 * The guard: error hook, terminal hook, message buffer and environment generation, all per
 * thread because GLPK's environment is per thread.
 */
#include <stdlib.h>
#include <string.h>
#include "guard.h"

_Thread_local jmp_buf *glpks_jump = NULL;

enum { MESSAGE_CAPACITY = 8192 };
static _Thread_local char message[MESSAGE_CAPACITY];
static _Thread_local size_t message_length = 0;
static _Thread_local unsigned long generation = 1;

/* Keeps what GLPK prints and tells GLPK not to print it (nonzero return). */
static int capture_terminal(void *info, const char *text) {
    (void)info;
    size_t length = strlen(text);
    size_t room = MESSAGE_CAPACITY - 1 - message_length;
    if (length > room) length = room;
    memcpy(message + message_length, text, length);
    message_length += length;
    message[message_length] = '\0';
    return 1;
}

/* GLPK calls this on a fatal error, after printing the message (to the hook above). */
static void jump_back(void *info) {
    (void)info;
    if (glpks_jump != NULL) {
        longjmp(*glpks_jump, 1);
    }
    /* Outside an entry there is nowhere to go: GLPK aborts, as it would anyway. */
}

void glpks_enter(int capture_output) {
    message_length = 0;
    message[0] = '\0';
    glp_term_hook(capture_terminal, NULL);
    glp_error_hook(jump_back, NULL);
    /* GLPK switches output on before printing a fatal error, so the hook still sees it.
     * Readers and writers report syntax errors as ordinary output: those entries switch it
     * on and let the hook swallow it, so nothing reaches the terminal either way. */
    glp_term_out(capture_output ? GLP_ON : GLP_OFF);
}

void glpks_recover(void) {
    glpks_jump = NULL;
    glp_free_env();
    generation += 1;
}

unsigned long glpks_generation(void) { return generation; }

const char *glpks_last_message(void) { return message; }

void glpks_thread_cleanup(void) {
    glpks_thread_release_memory();
    glp_free_env();
    generation += 1;
}

int glpks_debug_invalid_call(void) {
    GUARD_BEGIN(0)
    glp_prob *P = glp_create_prob();
    glp_add_rows(P, 1);
    /* Row 5 does not exist: GLPK's glp_error fires. */
    glp_set_row_bnds(P, 5, GLP_FX, 1.0, 1.0);
    glp_delete_prob(P);
    GUARD_END();
    return GLPKS_OK;
}
