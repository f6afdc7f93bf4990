/* Parametric ranging of one fixed column: how far its value can move before the optimal basis
 * stops holding, and how every column changes with it meanwhile.
 *
 * Why: the constraint engine's window width is a fixed column of each piece's program. Under
 * an optimal basis B every basic variable is an affine function of the nonbasic ones,
 * x_B = B^-1 (-N x_N); so while the basis stays primal feasible (the objective's reduced costs
 * do not depend on the bounds, so it stays optimal too), every frame component is one linear
 * function of the width. glp_eval_tab_col gives that function's slope (the simplex tableau's
 * column of the width), and glp_analyze_bound the width range over which the basis holds and
 * the variable that reaches its bound first at each end: where a clamp switches. */
#include <float.h>
#include <math.h>
#include <stdlib.h>
#include "build.h"
#include "guard.h"

int glpks_ranging_solve(const glpks_model *model, int col, glpks_ranging *r) {
    r->status = GLPKS_ST_UNDEFINED;
    r->nonbasic = 0;
    r->lower = -HUGE_VAL;
    r->upper = HUGE_VAL;
    r->lower_limit = 0;
    r->upper_limit = 0;
    if (col < 0 || col >= model->cols) return GLPKS_MISMATCH;
    GUARD_BEGIN(0)
    glp_prob *P = glpks_build(model);
    int m = glp_get_num_rows(P), n = glp_get_num_cols(P);
    /* No presolve: the ranging reads the basis of the problem itself. The dual simplex from
     * the standard basis (every structural column nonbasic) keeps a fixed column nonbasic. */
    glp_smcp parm;
    glp_init_smcp(&parm);
    parm.msg_lev = GLP_MSG_OFF;
    parm.meth = GLP_DUALP;
    parm.presolve = GLP_OFF;
    /* Scaled, as glpsol does: without presolve the unscaled big-M rows of a clamp can make the
     * simplex misjudge a feasible program infeasible. Scaling changes GLPK's working copy only;
     * values, the ranging and the tableau are reported in the problem's own units. */
    glp_scale_prob(P, GLP_SF_AUTO);
    int ret = glp_simplex(P, &parm);
    int optimal = ret == 0 && glp_get_status(P) == GLP_OPT;
    if (!optimal) {
        /* Once more with the primal simplex from a fresh basis. Should the ranged column end up
         * basic there, `nonbasic` stays 0 and the caller is told it cannot be ranged. */
        glp_adv_basis(P, 0);
        parm.meth = GLP_PRIMAL;
        ret = glp_simplex(P, &parm);
        optimal = ret == 0 && glp_get_status(P) == GLP_OPT;
    }
    if (!optimal) {
        r->status = glp_get_prim_stat(P) == GLP_NOFEAS ? GLPKS_ST_INFEASIBLE : GLPKS_ST_UNDEFINED;
        glp_delete_prob(P);
        GUARD_END();
        return GLPKS_OK;
    }
    r->status = GLPKS_ST_OPTIMAL;
    for (int j = 0; j < n; j++) {
        if (r->col_value) r->col_value[j] = glp_get_col_prim(P, j + 1);
        if (r->col_slope) r->col_slope[j] = 0.0;
    }
    if (r->col_slope) r->col_slope[col] = 1.0;
    int k = m + col + 1;
    if (m == 0) {
        /* No rows: nothing depends on the ranged column, whatever its value. */
        r->nonbasic = 1;
    } else if (glp_get_col_stat(P, col + 1) != GLP_BS) {
        if (!glp_bf_exists(P)) glp_factorize(P);
        r->nonbasic = 1;
        double value1, value2;
        int var1, var2;
        glp_analyze_bound(P, k, &value1, &var1, &value2, &var2);
        r->lower = value1 == -DBL_MAX ? -HUGE_VAL : value1;
        r->upper = value2 == DBL_MAX ? HUGE_VAL : value2;
        r->lower_limit = var1;
        r->upper_limit = var2;
        int *ind = malloc(sizeof(int) * (size_t)(m + 1));
        double *val = malloc(sizeof(double) * (size_t)(m + 1));
        if (ind != NULL && val != NULL && r->col_slope) {
            /* The tableau's column of x_k: x_B[i] = ... + val * x_k (GLPK's sign convention). */
            int len = glp_eval_tab_col(P, k, ind, val);
            for (int t = 1; t <= len; t++) {
                if (ind[t] > m) r->col_slope[ind[t] - m - 1] = val[t];
            }
        } else if (r->col_slope) {
            r->nonbasic = 0;
        }
        free(ind);
        free(val);
    }
    glp_delete_prob(P);
    GUARD_END();
    return GLPKS_OK;
}
