/* Answering a re-solve from the kept optimal basis when only bounds changed.
 *
 * Why: glp_simplex rebuilds its working copy of the problem (every row, column and nonzero,
 * scaled) on every call, so even a re-solve that needs no pivot costs a large share of a cold
 * solve. But changing bounds (the window size) leaves the basis matrix and the objective
 * alone: the basis stays dual feasible, so it is still optimal exactly when the basic values
 * it now gives lie within their bounds. Those values are one FTRAN with the kept
 * factorisation: B x_B = -N x_N, where the columns of (I | -A) belong to the auxiliary (row)
 * and structural (column) variables. If they fit, the answer is that basis's point, with the
 * duals of the last simplex solve (unchanged: they depend only on the basis and the costs).
 * If not, the caller runs the dual simplex as before. */
#include <math.h>
#include <stdlib.h>
#include "basis_check.h"

/* Tolerances as GLPK's simplex uses them (tol_bnd and tol_dj, relative to the magnitude). */
#define BOUND_TOLERANCE 1e-7
#define COST_TOLERANCE 1e-7

/* The value a nonbasic variable takes under its type and status. */
static double nonbasic_value(int type, int stat, double lb, double ub) {
    switch (type) {
    case GLP_FR: return 0.0;
    case GLP_LO: return lb;
    case GLP_UP: return ub;
    case GLP_DB: return stat == GLP_NU ? ub : lb;
    default: return lb; /* GLP_FX */
    }
}

/* Whether a value lies within its bounds, up to GLPK's relative tolerance. */
static int within(int type, double lb, double ub, double x) {
    if ((type == GLP_LO || type == GLP_DB || type == GLP_FX) && x < lb - BOUND_TOLERANCE * (1.0 + fabs(lb))) return 0;
    if ((type == GLP_UP || type == GLP_DB || type == GLP_FX) && x > ub + BOUND_TOLERANCE * (1.0 + fabs(ub))) return 0;
    return 1;
}

/* Whether a nonbasic variable's reduced cost d (minimisation sense) suits its status. */
static int dual_fits(int stat, double d, double cost) {
    double tol = COST_TOLERANCE * (1.0 + fabs(cost));
    switch (stat) {
    case GLP_NL: return d >= -tol;
    case GLP_NU: return d <= tol;
    case GLP_NF: return fabs(d) <= tol;
    default: return 1; /* GLP_NS: a fixed variable may have any reduced cost */
    }
}

void glpks_check_scratch_free(glpks_check_scratch *scratch) {
    free(scratch->x);
    free(scratch->rhs);
    free(scratch->ind);
    free(scratch->val);
    *scratch = (glpks_check_scratch){0};
}

int reserve_scratch(glpks_check_scratch *s, int m, int n) {
    if (s->capacity_rows < m) {
        free(s->rhs);
        free(s->ind);
        free(s->val);
        s->rhs = malloc(sizeof(double) * (size_t)(1 + m));
        s->ind = malloc(sizeof(int) * (size_t)(1 + m));
        s->val = malloc(sizeof(double) * (size_t)(1 + m));
        s->capacity_rows = (s->rhs && s->ind && s->val) ? m : 0;
    }
    if (s->capacity_vars < m + n) {
        free(s->x);
        s->x = malloc(sizeof(double) * (size_t)(1 + m + n));
        s->capacity_vars = s->x ? m + n : 0;
    }
    return s->capacity_rows >= m && s->capacity_vars >= m + n;
}

int glpks_basis_check(glp_prob *P, glpks_check_scratch *scratch, glpks_result *r) {
    int m = glp_get_num_rows(P), n = glp_get_num_cols(P);
    if (m == 0) return 0;
    if (!glp_bf_exists(P) && glp_factorize(P) != 0) return 0;
    if (!reserve_scratch(scratch, m, n)) return 0;
    double dir = glp_get_obj_dir(P) == GLP_MIN ? 1.0 : -1.0;
    double *x = scratch->x;
    double *rhs = scratch->rhs;
    int *ind = scratch->ind;
    double *val = scratch->val;
    int accepted = 0;

    /* Nonbasic values at their bounds, their reduced costs checked, and -N x_N. */
    for (int i = 1; i <= m; i++) {
        rhs[i] = 0.0;
        int stat = glp_get_row_stat(P, i);
        if (stat == GLP_BS) continue;
        if (!dual_fits(stat, dir * glp_get_row_dual(P, i), 0.0)) goto done;
        x[i] = nonbasic_value(glp_get_row_type(P, i), stat, glp_get_row_lb(P, i), glp_get_row_ub(P, i));
        rhs[i] = -x[i];
    }
    for (int j = 1; j <= n; j++) {
        int stat = glp_get_col_stat(P, j);
        if (stat == GLP_BS) continue;
        if (!dual_fits(stat, dir * glp_get_col_dual(P, j), glp_get_obj_coef(P, j))) goto done;
        double v = nonbasic_value(glp_get_col_type(P, j), stat, glp_get_col_lb(P, j), glp_get_col_ub(P, j));
        x[m + j] = v;
        if (v == 0.0) continue;
        int len = glp_get_mat_col(P, j, ind, val);
        for (int k = 1; k <= len; k++) rhs[ind[k]] += val[k] * v;
    }

    /* x_B = B^-1 (-N x_N), then every basic value must fit its bounds. */
    glp_ftran(P, rhs);
    for (int k = 1; k <= m; k++) {
        int h = glp_get_bhead(P, k);
        double v = rhs[k];
        x[h] = v;
        int fits = h <= m ? within(glp_get_row_type(P, h), glp_get_row_lb(P, h), glp_get_row_ub(P, h), v)
                          : within(glp_get_col_type(P, h - m), glp_get_col_lb(P, h - m), glp_get_col_ub(P, h - m), v);
        if (!fits) goto done;
    }

    /* Still optimal: answer from this basis. */
    double objective = glp_get_obj_coef(P, 0);
    for (int j = 1; j <= n; j++) objective += glp_get_obj_coef(P, j) * x[m + j];
    r->status = GLPKS_ST_OPTIMAL;
    r->solver_ret = 0;
    r->objective = objective;
    r->has_duals = 1;
    r->has_basis = 1;
    r->unbounded_ray = 0;
    r->iterations = 0;
    r->basis_reused = 1;
    for (int i = 0; i < m; i++) {
        if (r->row_value) r->row_value[i] = x[i + 1];
        if (r->row_dual) r->row_dual[i] = glp_get_row_dual(P, i + 1);
        if (r->row_stat) r->row_stat[i] = glp_get_row_stat(P, i + 1);
    }
    for (int j = 0; j < n; j++) {
        if (r->col_value) r->col_value[j] = x[m + j + 1];
        if (r->col_dual) r->col_dual[j] = glp_get_col_dual(P, j + 1);
        if (r->col_stat) r->col_stat[j] = glp_get_col_stat(P, j + 1);
    }
    accepted = 1;
done:
    return accepted;
}
