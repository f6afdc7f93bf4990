/* Building a glp_prob from a flat model, in two steps: the shell (the problem object with its
 * rows and columns, which needs only their counts) and the fill (everything else). A kept
 * problem's thread makes the shell while its caller is still flattening the model. Every
 * column's bounds are set explicitly in the fill, because glp_add_cols creates columns fixed at
 * zero. */
#include <math.h>
#include <time.h>
#include "build.h"

double glpks_now_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec * 1e3 + (double)t.tv_nsec / 1e6;
}

int glpks_bound_type(double lb, double ub) {
    int has_lb = isfinite(lb), has_ub = isfinite(ub);
    if (!has_lb && !has_ub) return GLP_FR;
    if (has_lb && !has_ub) return GLP_LO;
    if (!has_lb) return GLP_UP;
    return lb == ub ? GLP_FX : GLP_DB;
}

glp_prob *glpks_build_shell(int rows, int cols) {
    glp_prob *P = glp_create_prob();
    if (rows > 0) glp_add_rows(P, rows);
    if (cols > 0) glp_add_cols(P, cols);
    return P;
}

void glpks_build_fill(glp_prob *P, const glpks_model *m) {
    if (m->name != NULL) glp_set_prob_name(P, m->name);
    glp_set_obj_name(P, "obj");
    glp_set_obj_dir(P, m->maximize ? GLP_MAX : GLP_MIN);
    glp_set_obj_coef(P, 0, m->obj_constant);
    for (int i = 0; i < m->rows; i++) {
        double lb = m->row_lb[i], ub = m->row_ub[i];
        glp_set_row_bnds(P, i + 1, glpks_bound_type(lb, ub), lb, ub);
        if (m->row_names != NULL && m->row_names[i] != NULL) glp_set_row_name(P, i + 1, m->row_names[i]);
    }
    for (int j = 0; j < m->cols; j++) {
        double lb = m->col_lb[j], ub = m->col_ub[j];
        if (m->col_kind != NULL && m->col_kind[j] != GLPKS_CONTINUOUS) glp_set_col_kind(P, j + 1, GLP_IV);
        glp_set_col_bnds(P, j + 1, glpks_bound_type(lb, ub), lb, ub);
        if (m->obj[j] != 0.0) glp_set_obj_coef(P, j + 1, m->obj[j]);
        if (m->col_names != NULL && m->col_names[j] != NULL) glp_set_col_name(P, j + 1, m->col_names[j]);
    }
    if (m->nnz > 0) glp_load_matrix(P, m->nnz, m->ia, m->ja, m->ar);
}

glp_prob *glpks_build(const glpks_model *m) {
    glp_prob *P = glpks_build_shell(m->rows, m->cols);
    glpks_build_fill(P, m);
    return P;
}
