/* Answering a re-solve from the kept optimal basis after bound changes (private). */
#ifndef GLPK_SHIM_BASIS_CHECK_H
#define GLPK_SHIM_BASIS_CHECK_H

#include "glpk_header.h"
#include "GLPKShim.h"

/* Working arrays of basis checks, kept from check to check: allocating them for each check
 * cost a page fault per 4 KB touched (the arrays of a 10,000-view program are hundreds of KB,
 * past malloc's mmap threshold), most of a warm re-solve. */
typedef struct glpks_check_scratch {
    int capacity_rows;     /* rhs, ind, val hold 1 + capacity_rows entries */
    int capacity_vars;     /* x holds 1 + capacity_vars entries */
    double *x;
    double *rhs;
    int *ind;
    double *val;
} glpks_check_scratch;

/* Grows the scratch arrays to m rows and m + n variables; 0 when memory runs out. */
int reserve_scratch(glpks_check_scratch *s, int m, int n);

/* Frees the scratch arrays (the struct itself is the caller's). */
void glpks_check_scratch_free(glpks_check_scratch *scratch);

/* If P's current basis was optimal before only bounds changed and its basic values still fit
 * their bounds, fills r from that basis (iterations 0, basis_reused 1) and returns 1;
 * otherwise returns 0 and leaves r for a simplex solve. Call under the guard. */
int glpks_basis_check(glp_prob *P, glpks_check_scratch *scratch, glpks_result *r);

/* A cold LP solve from the basis the program's structure names (structural_start.c): when
 * o asks for it (structural_start, a simplex method), every non-fixed column is continuous, the equality rows and o->nonbasic_rows are as many as
 * the non-fixed columns, the objective is 0 and the basis they make is feasible, fills r from
 * it and returns 1;
 * otherwise returns 0 (the basis set on P is then ignored by a presolved simplex). Call under
 * the guard. */
int glpks_structural_start(glp_prob *P, const glpks_options *o, glpks_check_scratch *scratch, glpks_result *r);

#endif
