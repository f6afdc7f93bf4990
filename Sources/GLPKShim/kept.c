/* Kept problems: a glp_prob that lives across calls on the one thread that made it, so its
 * basis and factorisation survive between re-solves. The handle is plain malloc memory (it
 * outlives a fatal error); the problem inside dies with the thread's environment. */
#include <math.h>
#include <pthread.h>
#include <stdlib.h>
#include "basis_check.h"
#include "build.h"
#include "guard.h"
#include "warm_memory.h"

struct glpks_kept {
    glp_prob *P;
    unsigned long generation;
    pthread_t owner;
    /* 1 while the basis is an optimal simplex basis for the current costs and matrix (bound
     * changes keep it; objective and row changes, failures and MIP solves clear it). */
    int optimal_basis;
    /* 1 if some column is integer (a MIP solve cannot be answered from an LP basis). */
    int has_integers;
    /* The basis checks' working arrays, kept from re-solve to re-solve. */
    glpks_check_scratch scratch;
};

int glpks_kept_alive(const glpks_kept *kept) {
    return kept != NULL && kept->P != NULL && pthread_equal(kept->owner, pthread_self())
        && kept->generation == glpks_generation();
}

/* The check every kept entry makes before touching GLPK. */
static int check(const glpks_kept *kept) {
    if (kept == NULL || kept->P == NULL) return GLPKS_DEAD;
    if (!pthread_equal(kept->owner, pthread_self())) return GLPKS_WRONG_THREAD;
    if (kept->generation != glpks_generation()) return GLPKS_DEAD;
    return GLPKS_OK;
}

static glpks_kept *new_handle(void) {
    glpks_kept *kept = calloc(1, sizeof(glpks_kept));
    if (kept == NULL) return NULL;
    kept->owner = pthread_self();
    return kept;
}

int glpks_kept_begin(int rows, int cols, glpks_kept **out) {
    *out = NULL;
    GUARD_BEGIN(0)
    glp_prob *P = glpks_build_shell(rows, cols);
    glpks_kept *kept = new_handle();
    if (kept == NULL) {
        glp_delete_prob(P);
        GUARD_END();
        return GLPKS_IO;
    }
    kept->P = P;
    kept->generation = glpks_generation();
    *out = kept;
    GUARD_END();
    return GLPKS_OK;
}

int glpks_kept_fill(glpks_kept *kept, const glpks_model *model) {
    int state = check(kept);
    if (state != GLPKS_OK) return state;
    glp_prob *P = kept->P;
    kept->optimal_basis = 0;
    GUARD_BEGIN(0)
    if (glp_get_num_rows(P) != model->rows || glp_get_num_cols(P) != model->cols) {
        GUARD_END();
        return GLPKS_MISMATCH;
    }
    glpks_build_fill(P, model);
    /* Only a model with a kind array can have integer columns (and then glp_get_num_int's
     * scan of every column is worth it). */
    kept->has_integers = model->col_kind != NULL && glp_get_num_int(P) > 0;
    glpks_hold_peak();
    GUARD_END();
    return GLPKS_OK;
}

int glpks_kept_create(const glpks_model *model, glpks_kept **out) {
    int code = glpks_kept_begin(model->rows, model->cols, out);
    if (code == GLPKS_OK) code = glpks_kept_fill(*out, model);
    if (code != GLPKS_OK) {
        glpks_kept_free(*out);
        *out = NULL;
    }
    return code;
}

int glpks_kept_read_lp(const char *path, glpks_kept **out) {
    *out = NULL;
    GUARD_BEGIN(1)
    glp_prob *P = glp_create_prob();
    if (glp_read_lp(P, NULL, path) != 0) {
        glp_delete_prob(P);
        GUARD_END();
        return GLPKS_IO;
    }
    glpks_kept *kept = new_handle();
    if (kept == NULL) {
        glp_delete_prob(P);
        GUARD_END();
        return GLPKS_IO;
    }
    kept->P = P;
    kept->generation = glpks_generation();
    kept->has_integers = glp_get_num_int(P) > 0;
    *out = kept;
    GUARD_END();
    glp_term_out(GLP_OFF);
    return GLPKS_OK;
}

void glpks_kept_free(glpks_kept *kept) {
    if (kept == NULL) return;
    if (check(kept) == GLPKS_OK) {
        glpks_enter(0);
        glp_delete_prob(kept->P);
    }
    /* A problem of another thread cannot be freed here; it goes with that thread's
     * environment. A dead one is already gone. The scratch arrays are plain malloc memory. */
    glpks_check_scratch_free(&kept->scratch);
    free(kept);
}

int glpks_kept_set_col_bounds(glpks_kept *kept, int count, const int *index,
                              const double *lb, const double *ub) {
    int state = check(kept);
    if (state != GLPKS_OK) return state;
    glp_prob *P = kept->P;
    GUARD_BEGIN(0)
    for (int k = 0; k < count; k++)
        glp_set_col_bnds(P, index[k] + 1, glpks_bound_type(lb[k], ub[k]), lb[k], ub[k]);
    GUARD_END();
    return GLPKS_OK;
}

int glpks_kept_set_row_bounds(glpks_kept *kept, int count, const int *index,
                              const double *lb, const double *ub) {
    int state = check(kept);
    if (state != GLPKS_OK) return state;
    glp_prob *P = kept->P;
    GUARD_BEGIN(0)
    for (int k = 0; k < count; k++)
        glp_set_row_bnds(P, index[k] + 1, glpks_bound_type(lb[k], ub[k]), lb[k], ub[k]);
    GUARD_END();
    return GLPKS_OK;
}

int glpks_kept_set_objective(glpks_kept *kept, int maximize, double constant, const double *obj) {
    int state = check(kept);
    if (state != GLPKS_OK) return state;
    glp_prob *P = kept->P;
    kept->optimal_basis = 0;
    GUARD_BEGIN(0)
    glp_set_obj_dir(P, maximize ? GLP_MAX : GLP_MIN);
    glp_set_obj_coef(P, 0, constant);
    int n = glp_get_num_cols(P);
    for (int j = 0; j < n; j++) glp_set_obj_coef(P, j + 1, obj[j]);
    GUARD_END();
    return GLPKS_OK;
}

int glpks_kept_add_row(glpks_kept *kept, int count, const int *col, const double *val,
                       double lb, double ub, const char *name) {
    int state = check(kept);
    if (state != GLPKS_OK) return state;
    glp_prob *P = kept->P;
    int *ind = malloc(sizeof(int) * (size_t)(count + 1));
    if (ind == NULL) return GLPKS_IO;
    for (int k = 0; k < count; k++) ind[k + 1] = col[k] + 1;
    kept->optimal_basis = 0;
    GUARD_BEGIN(0)
    int i = glp_add_rows(P, 1);
    if (name != NULL) glp_set_row_name(P, i, name);
    glp_set_row_bnds(P, i, glpks_bound_type(lb, ub), lb, ub);
    glp_set_mat_row(P, i, count, ind, val - 1);
    GUARD_END();
    free(ind);
    return GLPKS_OK;
}

int glpks_kept_solve(glpks_kept *kept, const glpks_options *options, glpks_result *result) {
    int state = check(kept);
    if (state != GLPKS_OK) return state;
    glp_prob *P = kept->P;
    int warm = !options->presolve;
    int lp = options->method != GLPKS_INTERIOR && !(kept->has_integers && options->use_mip);
    result->basis_reused = 0;
    result->structural_start = 0;
    result->time_limited = 0;
    GUARD_BEGIN(0)
    int answered = warm && lp && options->basis_check && kept->optimal_basis && glpks_basis_check(P, &kept->scratch, result);
    if (!answered && !warm && !kept->has_integers)
        answered = glpks_structural_start(P, options, &kept->scratch, result);
    if (!answered) glpks_run(P, options, warm, kept->has_integers, result);
    kept->optimal_basis = lp && result->status == GLPKS_ST_OPTIMAL && result->has_basis;
    glpks_hold_peak();
    GUARD_END();
    return GLPKS_OK;
}

int glpks_kept_slopes(glpks_kept *kept, int col, double *col_slope, double *row_slope, int *computed) {
    *computed = 0;
    int state = check(kept);
    if (state != GLPKS_OK) return state;
    glp_prob *P = kept->P;
    GUARD_BEGIN(0)
    int m = glp_get_num_rows(P), n = glp_get_num_cols(P);
    if (col < 0 || col >= n) {
        GUARD_END();
        return GLPKS_MISMATCH;
    }
    if (kept->optimal_basis && glp_bf_exists(P) && glp_get_col_stat(P, col + 1) != GLP_BS
        && reserve_scratch(&kept->scratch, m, n)) {
        for (int j = 0; j < n; j++) col_slope[j] = 0.0;
        for (int i = 0; i < m; i++) row_slope[i] = 0.0;
        col_slope[col] = 1.0;
        /* x_B[i] = ... + val * x_col, GLPK's convention (as in ranging.c); a row's auxiliary
         * variable is its activity, so a basic row's slope is its activity's. */
        int len = glp_eval_tab_col(P, m + col + 1, kept->scratch.ind, kept->scratch.val);
        for (int t = 1; t <= len; t++) {
            int k = kept->scratch.ind[t];
            if (k > m) col_slope[k - m - 1] = kept->scratch.val[t];
            else row_slope[k - 1] = kept->scratch.val[t];
        }
        /* A nonbasic row whose sum reads col moves with it too: only basic variables change,
         * so the activity of a nonbasic row stays at its bound (slope 0), as written. */
        *computed = 1;
    }
    GUARD_END();
    return GLPKS_OK;
}

int glpks_kept_factorize(glpks_kept *kept, double *ms) {
    int state = check(kept);
    if (state != GLPKS_OK) return state;
    glp_prob *P = kept->P;
    GUARD_BEGIN(0)
    double t0 = glpks_now_ms();
    if (glp_factorize(P) != 0) {
        glp_adv_basis(P, 0);
        glp_factorize(P);
        kept->optimal_basis = 0;
    }
    if (ms != NULL) *ms = glpks_now_ms() - t0;
    glpks_hold_peak();
    GUARD_END();
    return GLPKS_OK;
}

int glpks_kept_dims(glpks_kept *kept, int *rows, int *cols, int *nnz) {
    int state = check(kept);
    if (state != GLPKS_OK) return state;
    glp_prob *P = kept->P;
    GUARD_BEGIN(0)
    *rows = glp_get_num_rows(P);
    *cols = glp_get_num_cols(P);
    *nnz = glp_get_num_nz(P);
    GUARD_END();
    return GLPKS_OK;
}

/* GLPK reports a missing bound as +-DBL_MAX; the shim's callers use infinities. */
static void bounds_of(int type, double lb, double ub, double *out_lb, double *out_ub) {
    *out_lb = (type == GLP_LO || type == GLP_DB || type == GLP_FX) ? lb : -HUGE_VAL;
    *out_ub = (type == GLP_UP || type == GLP_DB || type == GLP_FX) ? ub : HUGE_VAL;
}

int glpks_kept_extract(glpks_kept *kept, int *maximize, double *obj_constant, double *obj,
                       int *col_kind, double *col_lb, double *col_ub,
                       double *row_lb, double *row_ub,
                       int *row_start, int *mat_col, double *mat_val,
                       const char **row_names, const char **col_names) {
    int state = check(kept);
    if (state != GLPKS_OK) return state;
    glp_prob *P = kept->P;
    int n0 = glp_get_num_cols(P);
    int *ind = malloc(sizeof(int) * (size_t)(n0 + 1));
    double *val = malloc(sizeof(double) * (size_t)(n0 + 1));
    if (ind == NULL || val == NULL) { free(ind); free(val); return GLPKS_IO; }
    GUARD_BEGIN(0)
    int m = glp_get_num_rows(P), n = glp_get_num_cols(P);
    *maximize = glp_get_obj_dir(P) == GLP_MAX;
    *obj_constant = glp_get_obj_coef(P, 0);
    for (int j = 0; j < n; j++) {
        obj[j] = glp_get_obj_coef(P, j + 1);
        int kind = glp_get_col_kind(P, j + 1);
        col_kind[j] = kind == GLP_BV ? GLPKS_BINARY : kind == GLP_IV ? GLPKS_INTEGER : GLPKS_CONTINUOUS;
        bounds_of(glp_get_col_type(P, j + 1), glp_get_col_lb(P, j + 1), glp_get_col_ub(P, j + 1),
                  &col_lb[j], &col_ub[j]);
        col_names[j] = glp_get_col_name(P, j + 1);
    }
    int at = 0;
    for (int i = 0; i < m; i++) {
        bounds_of(glp_get_row_type(P, i + 1), glp_get_row_lb(P, i + 1), glp_get_row_ub(P, i + 1),
                  &row_lb[i], &row_ub[i]);
        row_names[i] = glp_get_row_name(P, i + 1);
        row_start[i] = at;
        int len = glp_get_mat_row(P, i + 1, ind, val);
        for (int k = 1; k <= len; k++) {
            mat_col[at] = ind[k] - 1;
            mat_val[at] = val[k];
            at++;
        }
    }
    row_start[m] = at;
    GUARD_END();
    free(ind);
    free(val);
    return GLPKS_OK;
}
