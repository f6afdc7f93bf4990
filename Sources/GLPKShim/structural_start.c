/* A cold LP solve started from the basis the program's structure names.
 *
 * Why: a layout's program with the window fixed has one solution, and its shape names a basis
 * for it: every row that holds an equality (a definition `n12_w - n13_w = 16`, a decided
 * clamp's `_decided`) defines one column, so those rows are nonbasic and the columns they
 * define basic; an inequality (a decided clamp's `_bound`, `>= 0`) is basic, its activity
 * free to lie inside its bounds; a fixed column (the window's sides, a binary fixed at its
 * guess) is nonbasic. A clamp that switches inside the piece has a column no equality defines;
 * with its binary fixed, the row of its active side (`z <= a` for a min whose binary is 0) pins
 * it, and the caller names those rows (options->nonbasic_rows) to be nonbasic at their bound.
 * When the counts match, that basis is factorised once and its basic
 * values are one FTRAN (glpks_basis_check); with no objective every feasible basis is
 * optimal, so basic values within their bounds are the answer, with no presolve (GLPK's
 * presolver copies the whole problem and removes the definitions one by one, then restores
 * them) and no simplex. Otherwise nothing is decided here and the caller runs the simplex
 * with presolve as before: the basis is only a starting guess that GLPK checks. */
#include <stdlib.h>
#include "basis_check.h"

int glpks_structural_start(glp_prob *P, const glpks_options *o, glpks_check_scratch *scratch, glpks_result *r) {
    int m = glp_get_num_rows(P), n = glp_get_num_cols(P);
    if (!o->structural_start || o->method == GLPKS_INTERIOR || m == 0) return 0;
    /* Only a program without an objective: its duals are all 0, so any feasible basis is
     * optimal and the check's reduced costs (0) fit every status. */
    if (glp_get_obj_coef(P, 0) != 0.0) return 0;
    for (int j = 1; j <= n; j++) {
        if (glp_get_obj_coef(P, j) != 0.0) return 0;
    }
    /* Count first, so that a basis that cannot fit leaves P's basis as it was (a later
     * simplex without the presolver starts from it). */
    int basic = 0;
    for (int i = 1; i <= m; i++) {
        if (glp_get_row_type(P, i) != GLP_FX) basic++;
    }
    for (int j = 1; j <= n; j++) {
        if (glp_get_col_type(P, j) == GLP_FX) continue;
        if (glp_get_col_kind(P, j) != GLP_CV) return 0;
        basic++;
    }
    /* The named rows leave the basis at their one finite bound, each named once (marked in
     * the scratch's index array). */
    if (o->nonbasic_count > 0) {
        if (!reserve_scratch(scratch, m, n)) return 0;
        int *named = scratch->ind;
        for (int i = 1; i <= m; i++) named[i] = 0;
        for (int k = 0; k < o->nonbasic_count; k++) {
            int i = o->nonbasic_rows[k] + 1;
            if (i < 1 || i > m || named[i]) return 0;
            int type = glp_get_row_type(P, i);
            if (type != GLP_UP && type != GLP_LO) return 0;
            named[i] = type == GLP_UP ? GLP_NU : GLP_NL;
            basic--;
        }
    }
    if (basic != m) return 0;
    for (int i = 1; i <= m; i++) {
        int type = glp_get_row_type(P, i);
        int stat = type == GLP_FX ? GLP_NS : GLP_BS;
        if (o->nonbasic_count > 0 && scratch->ind[i]) stat = scratch->ind[i];
        glp_set_row_stat(P, i, stat);
    }
    for (int j = 1; j <= n; j++) glp_set_col_stat(P, j, glp_get_col_type(P, j) == GLP_FX ? GLP_NS : GLP_BS);
    /* A singular basis (a column no equality defines, a cycle of definitions) fails here, and
     * the simplex with presolve starts over without it. */
    if (glp_factorize(P) != 0) {
        glp_std_basis(P);
        return 0;
    }
    if (!glpks_basis_check(P, scratch, r)) return 0;
    /* A new basis, not the last solve's: its slopes are read as after a simplex run. */
    r->basis_reused = 0;
    r->structural_start = 1;
    return 1;
}
