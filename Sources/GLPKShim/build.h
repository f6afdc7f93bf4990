/* Building a glp_prob from a flat model, and running one solve on it (private). */
#ifndef GLPK_SHIM_BUILD_H
#define GLPK_SHIM_BUILD_H

#include "glpk_header.h"
#include "GLPKShim.h"

/* GLPK's bound type for a pair of bounds (infinite = none). */
int glpks_bound_type(double lb, double ub);
/* A new problem holding the model (call under the guard): the shell, then the fill. */
glp_prob *glpks_build(const glpks_model *model);
/* A new problem with rows x cols empty rows and columns (call under the guard). */
glp_prob *glpks_build_shell(int rows, int cols);
/* Everything else of the model into a shell of its size (call under the guard). */
void glpks_build_fill(glp_prob *P, const glpks_model *model);
/* Solve P as the options say and fill result (call under the guard). has_integers: whether P
 * has integer columns (the caller knows; glp_get_num_int scans every column). */
void glpks_run(glp_prob *P, const glpks_options *options, int warm, int has_integers, glpks_result *result);
/* Milliseconds of a monotonic clock. */
double glpks_now_ms(void);

#endif
