/* Running one solve (simplex, interior point, or branch and bound with a polishing LP) and
 * reading the answer back into the caller's arrays. */
#include <math.h>
#include <stdlib.h>
#include "basis_check.h"
#include "build.h"
#include "guard.h"

static int simplex_status(glp_prob *P) {
    switch (glp_get_status(P)) {
    case GLP_OPT: return GLPKS_ST_OPTIMAL;
    case GLP_FEAS: return GLPKS_ST_FEASIBLE;
    case GLP_NOFEAS: return GLPKS_ST_INFEASIBLE;
    case GLP_UNBND: return GLPKS_ST_UNBOUNDED;
    default:
        if (glp_get_prim_stat(P) == GLP_NOFEAS) return GLPKS_ST_INFEASIBLE;
        if (glp_get_dual_stat(P) == GLP_NOFEAS && glp_get_prim_stat(P) == GLP_FEAS) return GLPKS_ST_UNBOUNDED;
        return GLPKS_ST_UNDEFINED;
    }
}

static void read_simplex(glp_prob *P, glpks_result *r) {
    int m = glp_get_num_rows(P), n = glp_get_num_cols(P);
    r->objective = glp_get_obj_val(P);
    r->has_duals = r->status == GLPKS_ST_OPTIMAL;
    r->has_basis = 1;
    for (int i = 0; i < m; i++) {
        if (r->row_value) r->row_value[i] = glp_get_row_prim(P, i + 1);
        if (r->row_dual) r->row_dual[i] = glp_get_row_dual(P, i + 1);
        if (r->row_stat) r->row_stat[i] = glp_get_row_stat(P, i + 1);
    }
    for (int j = 0; j < n; j++) {
        if (r->col_value) r->col_value[j] = glp_get_col_prim(P, j + 1);
        if (r->col_dual) r->col_dual[j] = glp_get_col_dual(P, j + 1);
        if (r->col_stat) r->col_stat[j] = glp_get_col_stat(P, j + 1);
    }
    r->unbounded_ray = glp_get_unbnd_ray(P);
}

static void run_interior(glp_prob *P, const glpks_options *o, glpks_result *r) {
    glp_iptcp parm;
    glp_init_iptcp(&parm);
    parm.msg_lev = GLP_MSG_OFF;
    r->solver_ret = glp_interior(P, &parm);
    switch (glp_ipt_status(P)) {
    case GLP_OPT: r->status = GLPKS_ST_OPTIMAL; break;
    case GLP_NOFEAS: case GLP_INFEAS: r->status = GLPKS_ST_INFEASIBLE; break;
    default: r->status = r->solver_ret == GLP_ENOFEAS ? GLPKS_ST_INFEASIBLE : GLPKS_ST_UNDEFINED; break;
    }
    (void)o;
    int m = glp_get_num_rows(P), n = glp_get_num_cols(P);
    r->objective = glp_ipt_obj_val(P);
    r->has_duals = r->status == GLPKS_ST_OPTIMAL;
    r->has_basis = 0;
    for (int i = 0; i < m; i++) {
        if (r->row_value) r->row_value[i] = glp_ipt_row_prim(P, i + 1);
        if (r->row_dual) r->row_dual[i] = glp_ipt_row_dual(P, i + 1);
    }
    for (int j = 0; j < n; j++) {
        if (r->col_value) r->col_value[j] = glp_ipt_col_prim(P, j + 1);
        if (r->col_dual) r->col_dual[j] = glp_ipt_col_dual(P, j + 1);
    }
}

/* Whether the point GLPK reports satisfies every row and column bound, up to 1e-6 relative to
 * the bound (the engines' agreement tolerance). GLPK 5.0's presolver can restore a point that
 * does not: a layout's program with a max clamp's binary fixed (`z >= a`, `z <= a + 7.5 y`,
 * `z <= 0.501 (1 - y)`, y = 0) came back with z = a + 0.001, its row violated by 0.001, while
 * the same program without the presolver gives z = a. The rows' activities are the ones GLPK
 * restored with the point (it sums them from the columns), so the check reads them as they are. */
static int in_bounds(int type, double lb, double ub, double x, double tol) {
    if ((type == GLP_LO || type == GLP_DB || type == GLP_FX) && x < lb - tol * (1.0 + fabs(lb))) return 0;
    if ((type == GLP_UP || type == GLP_DB || type == GLP_FX) && x > ub + tol * (1.0 + fabs(ub))) return 0;
    return 1;
}

static int point_fits(glp_prob *P) {
    int m = glp_get_num_rows(P), n = glp_get_num_cols(P);
    const double tol = 1e-6;
    for (int i = 1; i <= m; i++) {
        if (!in_bounds(glp_get_row_type(P, i), glp_get_row_lb(P, i), glp_get_row_ub(P, i), glp_get_row_prim(P, i), tol)) return 0;
    }
    for (int j = 1; j <= n; j++) {
        if (!in_bounds(glp_get_col_type(P, j), glp_get_col_lb(P, j), glp_get_col_ub(P, j), glp_get_col_prim(P, j), tol)) return 0;
    }
    return 1;
}

static int run_simplex(glp_prob *P, const glpks_options *o, int warm) {
    glp_smcp parm;
    glp_init_smcp(&parm);
    parm.msg_lev = GLP_MSG_OFF;
    parm.meth = o->method == GLPKS_DUAL ? GLP_DUALP : GLP_PRIMAL;
    parm.presolve = (o->presolve && !warm) ? GLP_ON : GLP_OFF;
    if (o->it_lim > 0) parm.it_lim = o->it_lim;
    if (o->tm_lim_ms > 0) parm.tm_lim = o->tm_lim_ms;
    int ret = glp_simplex(P, &parm);
    if (ret == GLP_EBADB || ret == GLP_ESING || ret == GLP_ECOND) {
        /* The saved basis does not fit (or is singular): start over from a fresh one. */
        glp_adv_basis(P, 0);
        parm.presolve = GLP_ON;
        ret = glp_simplex(P, &parm);
    }
    if (ret == 0 && parm.presolve == GLP_ON && glp_get_status(P) == GLP_OPT && !point_fits(P)) {
        /* The presolver restored a point outside the program (point_fits): solve again
         * without it, from a fresh basis. */
        glp_adv_basis(P, 0);
        parm.presolve = GLP_OFF;
        ret = glp_simplex(P, &parm);
    }
    if (ret == GLP_ENOPFS || ret == GLP_ENODFS) {
        /* The presolver proved there is no optimum but left no solution; run without it to
         * learn which (infeasible or unbounded) and where. */
        parm.presolve = GLP_OFF;
        ret = glp_simplex(P, &parm);
    }
    return ret;
}

/* The integers of a MIP fixed at their rounded values for the polishing LP, their terms folded
 * into the rows' bounds: a big-M row `z - b - 882 y >= -882` with y = 1 is then `z - b >= 0`,
 * held to GLPK's tolerance as such (scaled by its 882, it let z sit 7e-5 below b). What is
 * needed to put the problem back as it was. */
typedef struct {
    int count;        /* integer columns */
    int *column;      /* their indices */
    int *type;        /* their bound types and bounds before fixing */
    double *bounds;   /* lb, ub per column */
    int entries;      /* folded terms, all columns' together */
    int *owner;       /* each term's column (index into column[]) */
    int *row;         /* each term's row */
    double *value;    /* each term's coefficient */
    double *fixed_at; /* its column's fixed value */
    int *row_type;    /* its row's bounds before folding */
    double *row_bounds;
    int *scratch_ind;   /* one column's terms, 1-based, for putting it back */
    double *scratch_val;
} fixed_integers;

static void free_fixed(fixed_integers *f) {
    free(f->column); free(f->type); free(f->bounds); free(f->owner); free(f->row);
    free(f->value); free(f->fixed_at); free(f->row_type); free(f->row_bounds);
    free(f->scratch_ind); free(f->scratch_val);
}

static int fix_integers(glp_prob *P, int count, fixed_integers *f) {
    int m = glp_get_num_rows(P), n = glp_get_num_cols(P);
    *f = (fixed_integers){0};
    f->count = count;
    f->column = malloc(sizeof(int) * (size_t)(count + 1));
    f->type = malloc(sizeof(int) * (size_t)(count + 1));
    f->bounds = malloc(sizeof(double) * (size_t)(2 * count + 2));
    int nonzeros = 0;
    for (int j = 1; j <= n; j++) if (glp_get_col_kind(P, j) != GLP_CV) nonzeros += glp_get_mat_col(P, j, NULL, NULL);
    size_t size = (size_t)(nonzeros + 1);
    f->owner = malloc(sizeof(int) * size);
    f->row = malloc(sizeof(int) * (size + (size_t)m + 1));
    f->value = malloc(sizeof(double) * (size + (size_t)m + 1));
    f->fixed_at = malloc(sizeof(double) * size);
    f->row_type = malloc(sizeof(int) * size);
    f->row_bounds = malloc(sizeof(double) * 2 * size);
    f->scratch_ind = malloc(sizeof(int) * size);
    f->scratch_val = malloc(sizeof(double) * size);
    if (!f->column || !f->type || !f->bounds || !f->owner || !f->row || !f->value || !f->fixed_at || !f->row_type || !f->row_bounds
        || !f->scratch_ind || !f->scratch_val) {
        free_fixed(f);
        return 0;
    }
    int k = 0;
    for (int j = 1; j <= n; j++) {
        if (glp_get_col_kind(P, j) == GLP_CV) continue;
        f->column[k] = j;
        f->type[k] = glp_get_col_type(P, j);
        f->bounds[2 * k] = glp_get_col_lb(P, j);
        f->bounds[2 * k + 1] = glp_get_col_ub(P, j);
        double v = round(glp_mip_col_val(P, j));
        glp_set_col_bnds(P, j, GLP_FX, v, v);
        /* glp_get_mat_col writes from index 1; the terms go after the ones already read. */
        int len = glp_get_mat_col(P, j, f->row + f->entries, f->value + f->entries);
        for (int t = 1; t <= len; t++) {
            int e = f->entries + t - 1;
            f->row[e] = f->row[e + 1];
            f->value[e] = f->value[e + 1];
            f->owner[e] = k;
            f->fixed_at[e] = v;
            int i = f->row[e];
            int type = glp_get_row_type(P, i);
            double lb = glp_get_row_lb(P, i), ub = glp_get_row_ub(P, i), moved = f->value[e] * v;
            f->row_type[e] = type;
            f->row_bounds[2 * e] = lb;
            f->row_bounds[2 * e + 1] = ub;
            if (moved != 0.0 && type != GLP_FR) glp_set_row_bnds(P, i, type, lb - moved, ub - moved);
        }
        f->entries += len;
        glp_set_mat_col(P, j, 0, NULL, NULL);
        k++;
    }
    return 1;
}

static void unfix_integers(glp_prob *P, fixed_integers *f) {
    /* Rows in reverse, so that a row folded twice ends at its first bounds. */
    for (int e = f->entries - 1; e >= 0; e--) {
        glp_set_row_bnds(P, f->row[e], f->row_type[e], f->row_bounds[2 * e], f->row_bounds[2 * e + 1]);
    }
    for (int k = 0, e = 0; k < f->count; k++) {
        int len = 0;
        for (; e < f->entries && f->owner[e] == k; e++) {
            len++;
            f->scratch_ind[len] = f->row[e];
            f->scratch_val[len] = f->value[e];
        }
        glp_set_mat_col(P, f->column[k], len, f->scratch_ind, f->scratch_val);
        glp_set_col_bnds(P, f->column[k], f->type[k], f->bounds[2 * k], f->bounds[2 * k + 1]);
    }
    free_fixed(f);
}

/* Branch and bound from the optimal LP relaxation, then (polish) fix the integers at their
 * rounded values and re-solve the LP so values are exact and duals exist. */
static void run_mip(glp_prob *P, const glpks_options *o, glpks_result *r) {
    glp_iocp parm;
    glp_init_iocp(&parm);
    parm.msg_lev = GLP_MSG_OFF;
    parm.presolve = GLP_OFF; /* the relaxation is already solved */
    parm.tol_int = o->tol_int > 0 ? o->tol_int : 1e-7;
    parm.mip_gap = o->mip_gap;
    /* The smaller of the two limits; GLPK checks it before each subproblem, so the search
     * stops within one LP solve of it. */
    int limit = o->tm_lim_ms;
    if (o->mip_tm_lim_ms > 0 && (limit <= 0 || o->mip_tm_lim_ms < limit)) limit = o->mip_tm_lim_ms;
    if (limit > 0) parm.tm_lim = limit;
    if (o->mip_cuts) {
        parm.gmi_cuts = GLP_ON;
        parm.mir_cuts = GLP_ON;
        parm.cov_cuts = GLP_ON;
        parm.clq_cuts = GLP_ON;
    }
    r->solver_ret = glp_intopt(P, &parm);
    if (r->solver_ret == GLP_ETMLIM) r->time_limited = 1;
    switch (glp_mip_status(P)) {
    case GLP_OPT: r->status = GLPKS_ST_OPTIMAL; break;
    case GLP_FEAS: r->status = GLPKS_ST_FEASIBLE; break;
    case GLP_NOFEAS: r->status = GLPKS_ST_NO_INTEGER; break;
    default: r->status = GLPKS_ST_UNDEFINED; break;
    }
    int m = glp_get_num_rows(P), n = glp_get_num_cols(P);
    r->objective = glp_mip_obj_val(P);
    r->has_duals = 0;
    r->has_basis = 0;
    for (int i = 0; i < m; i++) if (r->row_value) r->row_value[i] = glp_mip_row_val(P, i + 1);
    for (int j = 0; j < n; j++) if (r->col_value) r->col_value[j] = glp_mip_col_val(P, j + 1);
    if (!o->polish || r->time_limited || (r->status != GLPKS_ST_OPTIMAL && r->status != GLPKS_ST_FEASIBLE)) return;

    int count = 0;
    for (int j = 1; j <= n; j++) if (glp_get_col_kind(P, j) != GLP_CV) count++;
    fixed_integers f;
    if (!fix_integers(P, count, &f)) return;
    glp_smcp sparm;
    glp_init_smcp(&sparm);
    sparm.msg_lev = GLP_MSG_OFF;
    sparm.meth = GLP_DUALP;
    int ret = glp_simplex(P, &sparm);
    if (ret == GLP_EBADB || ret == GLP_ESING || ret == GLP_ECOND) {
        /* Folding emptied the integers' columns: a basis that held one of them is singular. */
        glp_adv_basis(P, 0);
        ret = glp_simplex(P, &sparm);
    }
    if (ret == 0 && glp_get_status(P) == GLP_OPT) {
        int status = r->status;
        r->status = GLPKS_ST_OPTIMAL;
        read_simplex(P, r);
        r->status = status;
        /* The rows' activities with the folded terms back in, as the caller's program has them. */
        if (r->row_value) {
            for (int e = 0; e < f.entries; e++) r->row_value[f.row[e] - 1] += f.value[e] * f.fixed_at[e];
        }
    }
    unfix_integers(P, &f);
}

void glpks_run(glp_prob *P, const glpks_options *o, int warm, int has_integers, glpks_result *r) {
    int start_it = glp_get_it_cnt(P);
    r->has_duals = 0;
    r->has_basis = 0;
    r->unbounded_ray = 0;
    r->refactor_ms = 0;
    r->basis_reused = 0;
    r->structural_start = 0;
    r->time_limited = 0;
    int mip = o->use_mip && has_integers;
    if (o->method == GLPKS_INTERIOR && !mip) {
        run_interior(P, o, r);
        return;
    }
    if (run_simplex(P, o, warm) == GLP_ETMLIM) r->time_limited = 1;
    r->solver_ret = 0;
    r->status = simplex_status(P);
    if (mip && r->status == GLPKS_ST_OPTIMAL) {
        run_mip(P, o, r);
    } else {
        read_simplex(P, r);
    }
    r->iterations = glp_get_it_cnt(P) - start_it;
    if (o->factorize_after && r->has_basis && !glp_bf_exists(P)) {
        double t0 = glpks_now_ms();
        glp_factorize(P);
        r->refactor_ms = glpks_now_ms() - t0;
    }
}

int glpks_solve(const glpks_model *model, const glpks_options *options,
                const int *row_stat, const int *col_stat, glpks_result *result) {
    GUARD_BEGIN(0)
    glp_prob *P = glpks_build(model);
    int warm = row_stat != NULL && col_stat != NULL;
    if (warm) {
        for (int i = 0; i < model->rows; i++) glp_set_row_stat(P, i + 1, row_stat[i]);
        for (int j = 0; j < model->cols; j++) glp_set_col_stat(P, j + 1, col_stat[j]);
    }
    glpks_options local = *options;
    local.factorize_after = 0;
    int integers = glp_get_num_int(P) > 0;
    int answered = 0;
    if (!warm && !integers) {
        glpks_check_scratch scratch = {0};
        answered = glpks_structural_start(P, options, &scratch, result);
        glpks_check_scratch_free(&scratch);
    }
    if (!answered) glpks_run(P, &local, warm, integers, result);
    glp_delete_prob(P);
    GUARD_END();
    return GLPKS_OK;
}
