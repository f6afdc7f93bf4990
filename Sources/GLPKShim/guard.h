/*
 * The guard every shim entry runs under (private to the shim).
 *
 * GUARD_BEGIN takes a setjmp in the calling C function and points the thread's error hook at
 * it; a fatal GLPK error longjmps back, frees the thread's environment (every problem of the
 * thread dies with it, which the generation counter records) and returns GLPKS_FATAL.
 * Only C frames lie between the setjmp and GLPK, never Swift ones.
 */
#ifndef GLPK_SHIM_GUARD_H
#define GLPK_SHIM_GUARD_H

#include <setjmp.h>
#include "glpk_header.h"
#include "GLPKShim.h"

/* The setjmp target of the entry running on this thread, NULL outside entries. */
extern _Thread_local jmp_buf *glpks_jump;

/* Clears the message buffer, installs the hooks, switches terminal output off. */
void glpks_enter(int capture_output);
/* After a longjmp: frees the environment and bumps this thread's generation. */
void glpks_recover(void);
/* The generation of this thread's environment (bumped by every recovery). */
unsigned long glpks_generation(void);

#define GUARD_BEGIN(capture)                         \
    jmp_buf guard_env_;                              \
    glpks_enter(capture);                            \
    if (setjmp(guard_env_) != 0) {                   \
        glpks_recover();                             \
        return GLPKS_FATAL;                          \
    }                                                \
    glpks_jump = &guard_env_;

#define GUARD_END() (glpks_jump = NULL)

#endif
