/* Keeping a solver thread's memory mapped between solves (private; see warm_memory.c). */
#ifndef GLPK_SHIM_WARM_MEMORY_H
#define GLPK_SHIM_WARM_MEMORY_H

/* On a thread that asked for it, notes GLPK's peak on this thread so far, to be held as mapped
 * memory by glpks_thread_hold_pending (call at the end of a guarded build or solve:
 * glp_mem_usage is a GLPK call). */
void glpks_hold_peak(void);

#endif
