/* Answering a re-solve from the kept optimal basis after bound changes (private). */
#ifndef GLPK_SHIM_BASIS_CHECK_H
#define GLPK_SHIM_BASIS_CHECK_H

#include "glpk_header.h"
#include "GLPKShim.h"

/* If P's current basis was optimal before only bounds changed and its basic values still fit
 * their bounds, fills r from that basis (iterations 0, basis_reused 1) and returns 1;
 * otherwise returns 0 and leaves r for a simplex solve. Call under the guard. */
int glpks_basis_check(glp_prob *P, glpks_result *r);

#endif
