/*
 * lp-bench-c: GLPK's C API on the same models as the Swift LP layer, for side-by-side timing.
 *
 * Usage: lp-bench-c MODEL REPETITIONS WARM_SOLVES
 * MODEL is written by LPBenchmark.writeDriverInput (see LPBenchmark.swift). Reading it is not
 * timed. Timed, per repetition, exactly what the Swift layer does:
 *   build:    glp_create_prob, add rows and columns, set every bound and objective coefficient,
 *             glp_load_matrix;
 *   cold:     glp_simplex (primal, presolve on) and reading back values, activities, duals and
 *             basis statuses;
 *   refactor: glp_factorize after the presolved solve;
 *   warm:     re-fix the window column, glp_simplex (dual, presolve off) and reading back.
 * Prints one line of medians: build_ms cold_ms refactor_ms warm_ms warm_pivots objective
 * cold_page_faults (minor faults of the process during the cold solve).
 */
#include <glpk.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <sys/resource.h>

typedef struct {
    int rows, cols, nnz, maximize, window_col;
    double window, changed;
    double *col_lb, *col_ub, *obj, *row_lb, *row_ub, *ar;
    int *kind, *ia, *ja;
} Model;

static double now_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec * 1e3 + (double)t.tv_nsec / 1e6;
}

static int bound_type(double lb, double ub) {
    if (!isfinite(lb) && !isfinite(ub)) return GLP_FR;
    if (!isfinite(ub)) return GLP_LO;
    if (!isfinite(lb)) return GLP_UP;
    return lb == ub ? GLP_FX : GLP_DB;
}

static double minor_faults(void) {
    struct rusage usage;
    getrusage(RUSAGE_SELF, &usage);
    return (double)usage.ru_minflt;
}

static int cmp(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

static double median(double *v, int n) {
    qsort(v, (size_t)n, sizeof(double), cmp);
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

static int read_model(const char *path, Model *m) {
    FILE *f = fopen(path, "r");
    if (!f) return 1;
    if (fscanf(f, "%d %d %d %d %d %lf %lf", &m->rows, &m->cols, &m->nnz, &m->maximize, &m->window_col,
               &m->window, &m->changed) != 7) return 1;
    m->col_lb = malloc(sizeof(double) * (size_t)m->cols);
    m->col_ub = malloc(sizeof(double) * (size_t)m->cols);
    m->obj = malloc(sizeof(double) * (size_t)m->cols);
    m->kind = malloc(sizeof(int) * (size_t)m->cols);
    m->row_lb = malloc(sizeof(double) * (size_t)m->rows);
    m->row_ub = malloc(sizeof(double) * (size_t)m->rows);
    m->ia = malloc(sizeof(int) * (size_t)(m->nnz + 1));
    m->ja = malloc(sizeof(int) * (size_t)(m->nnz + 1));
    m->ar = malloc(sizeof(double) * (size_t)(m->nnz + 1));
    for (int j = 0; j < m->cols; j++)
        if (fscanf(f, "%lf %lf %lf %d", &m->col_lb[j], &m->col_ub[j], &m->obj[j], &m->kind[j]) != 4) return 1;
    for (int i = 0; i < m->rows; i++)
        if (fscanf(f, "%lf %lf", &m->row_lb[i], &m->row_ub[i]) != 2) return 1;
    for (int k = 1; k <= m->nnz; k++) {
        if (fscanf(f, "%d %d %lf", &m->ia[k], &m->ja[k], &m->ar[k]) != 3) return 1;
        m->ia[k] += 1;
        m->ja[k] += 1;
    }
    fclose(f);
    return 0;
}

static glp_prob *build(const Model *m) {
    glp_prob *P = glp_create_prob();
    glp_set_obj_dir(P, m->maximize ? GLP_MAX : GLP_MIN);
    glp_add_rows(P, m->rows);
    glp_add_cols(P, m->cols);
    for (int i = 0; i < m->rows; i++)
        glp_set_row_bnds(P, i + 1, bound_type(m->row_lb[i], m->row_ub[i]), m->row_lb[i], m->row_ub[i]);
    for (int j = 0; j < m->cols; j++) {
        if (m->kind[j]) glp_set_col_kind(P, j + 1, GLP_IV);
        glp_set_col_bnds(P, j + 1, bound_type(m->col_lb[j], m->col_ub[j]), m->col_lb[j], m->col_ub[j]);
        if (m->obj[j] != 0) glp_set_obj_coef(P, j + 1, m->obj[j]);
    }
    glp_load_matrix(P, m->nnz, m->ia, m->ja, m->ar);
    return P;
}

/* Reads back what the Swift layer reads back. */
static double read_back(glp_prob *P, const Model *m, double *buffer, int *stat) {
    for (int i = 0; i < m->rows; i++) {
        buffer[2 * i] = glp_get_row_prim(P, i + 1);
        buffer[2 * i + 1] = glp_get_row_dual(P, i + 1);
        stat[i] = glp_get_row_stat(P, i + 1);
    }
    double *cb = buffer + 2 * m->rows;
    for (int j = 0; j < m->cols; j++) {
        cb[2 * j] = glp_get_col_prim(P, j + 1);
        cb[2 * j + 1] = glp_get_col_dual(P, j + 1);
        stat[m->rows + j] = glp_get_col_stat(P, j + 1);
    }
    return glp_get_obj_val(P);
}

int main(int argc, char **argv) {
    if (argc < 4) {
        fprintf(stderr, "usage: %s MODEL REPETITIONS WARM_SOLVES\n", argv[0]);
        return 2;
    }
    glp_term_out(GLP_OFF);
    Model m;
    if (read_model(argv[1], &m)) {
        fprintf(stderr, "cannot read %s\n", argv[1]);
        return 1;
    }
    int reps = atoi(argv[2]), warms = atoi(argv[3]);
    double *build_t = malloc(sizeof(double) * (size_t)reps), *cold_t = malloc(sizeof(double) * (size_t)reps);
    double *refactor_t = malloc(sizeof(double) * (size_t)reps), *faults = malloc(sizeof(double) * (size_t)reps);
    double *warm_t = malloc(sizeof(double) * (size_t)(reps * warms)), *pivots = malloc(sizeof(double) * (size_t)(reps * warms));
    double *buffer = malloc(sizeof(double) * (size_t)(2 * (m.rows + m.cols)));
    int *stat = malloc(sizeof(int) * (size_t)(m.rows + m.cols));
    double objective = 0;
    for (int r = 0; r < reps; r++) {
        double t0 = now_ms();
        glp_prob *P = build(&m);
        build_t[r] = now_ms() - t0;

        glp_smcp cold;
        glp_init_smcp(&cold);
        cold.msg_lev = GLP_MSG_OFF;
        cold.presolve = GLP_ON;
        double f0 = minor_faults();
        t0 = now_ms();
        if (glp_simplex(P, &cold) != 0 || glp_get_status(P) != GLP_OPT) {
            fprintf(stderr, "cold solve failed\n");
            return 1;
        }
        objective = read_back(P, &m, buffer, stat);
        cold_t[r] = now_ms() - t0;
        faults[r] = minor_faults() - f0;

        t0 = now_ms();
        glp_factorize(P);
        refactor_t[r] = now_ms() - t0;

        glp_smcp warm;
        glp_init_smcp(&warm);
        warm.msg_lev = GLP_MSG_OFF;
        warm.meth = GLP_DUALP;
        warm.presolve = GLP_OFF;
        for (int k = 0; k < warms; k++) {
            double width = k % 2 == 0 ? m.changed : m.window;
            int before = glp_get_it_cnt(P);
            t0 = now_ms();
            glp_set_col_bnds(P, m.window_col + 1, GLP_FX, width, width);
            if (glp_simplex(P, &warm) != 0 || glp_get_status(P) != GLP_OPT) {
                fprintf(stderr, "warm solve failed\n");
                return 1;
            }
            read_back(P, &m, buffer, stat);
            warm_t[r * warms + k] = now_ms() - t0;
            pivots[r * warms + k] = glp_get_it_cnt(P) - before;
        }
        glp_delete_prob(P);
    }
    printf("%.6f %.6f %.6f %.6f %.0f %.9g %.0f\n", median(build_t, reps), median(cold_t, reps), median(refactor_t, reps),
           median(warm_t, reps * warms), median(pivots, reps * warms), objective, median(faults, reps));
    return 0;
}
