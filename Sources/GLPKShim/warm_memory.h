/* Keeping a solver thread's memory mapped between solves (private; see warm_memory.c). */
#ifndef GLPK_SHIM_WARM_MEMORY_H
#define GLPK_SHIM_WARM_MEMORY_H

/* On a thread that asked for it, holds as much mapped memory as GLPK's peak on this thread so
 * far (call at the end of a guarded build or solve: glp_mem_usage is a GLPK call). */
void glpks_hold_peak(void);

#endif
