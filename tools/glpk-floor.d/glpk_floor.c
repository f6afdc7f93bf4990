/* GLPK's own cost for one of FrameSolver's programs: the floor under a cold solve.
 *
 * Why: a cold layout is compile, load, solve and map-back, and only the compile is
 * FrameSolver's to make cheaper; how much GLPK itself needs for the same program, called from C
 * without the Swift layer, says how far any compile could bring a target. The program comes
 * from `framesolver lp` (CPLEX LP format), read once and not timed; the window's columns
 * (`win_w`, `win_h`) are fixed at the size given. Each repetition then times, as a cold solve
 * does them:
 *   load       a new problem, its rows' and columns' bounds and its matrix (glp_load_matrix);
 *   factorize  the basis the program's structure names (every equality row nonbasic, every
 *              column not fixed basic, as the shim's structural start) and its LU factors;
 *   values     glp_simplex without presolve from that basis, which computes the basic values
 *              (no pivots are needed where the basis is feasible; the shim's own check is one
 *              FTRAN, cheaper than this).
 * Prints the medians in milliseconds.
 *
 * Usage: glpk_floor FILE.lp WIDTH HEIGHT REPS (a negative WIDTH or HEIGHT: a side proposed nil, whose
 * window column is left free) */
#include <glpk.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static int ascending(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

static double median(double *values, int count) {
    qsort(values, count, sizeof(double), ascending);
    return values[count / 2];
}

int main(int argc, char **argv) {
    if (argc != 5) {
        fprintf(stderr, "usage: %s FILE.lp WIDTH HEIGHT REPS\n", argv[0]);
        return 2;
    }
    glp_term_out(GLP_OFF);
    glp_prob *read = glp_create_prob();
    if (glp_read_lp(read, NULL, argv[1]) != 0) {
        fprintf(stderr, "%s: GLPK cannot read %s\n", argv[0], argv[1]);
        return 2;
    }
    double width = atof(argv[2]), height = atof(argv[3]);
    int reps = atoi(argv[4]);
    if (reps < 1) reps = 1;
    int m = glp_get_num_rows(read), n = glp_get_num_cols(read), nz = glp_get_num_nz(read);
    int *ia = malloc(sizeof(int) * (nz + 1)), *ja = malloc(sizeof(int) * (nz + 1));
    double *ar = malloc(sizeof(double) * (nz + 1));
    int *ind = malloc(sizeof(int) * (n + 1));
    double *val = malloc(sizeof(double) * (n + 1));
    int k = 0;
    for (int i = 1; i <= m; i++) {
        int len = glp_get_mat_row(read, i, ind, val);
        for (int t = 1; t <= len; t++) {
            k++;
            ia[k] = i;
            ja[k] = ind[t];
            ar[k] = val[t];
        }
    }
    int *row_type = malloc(sizeof(int) * (m + 1)), *col_type = malloc(sizeof(int) * (n + 1));
    double *row_lb = malloc(sizeof(double) * (m + 1)), *row_ub = malloc(sizeof(double) * (m + 1));
    double *col_lb = malloc(sizeof(double) * (n + 1)), *col_ub = malloc(sizeof(double) * (n + 1));
    for (int i = 1; i <= m; i++) {
        row_type[i] = glp_get_row_type(read, i);
        row_lb[i] = glp_get_row_lb(read, i);
        row_ub[i] = glp_get_row_ub(read, i);
    }
    for (int j = 1; j <= n; j++) {
        col_type[j] = glp_get_col_type(read, j);
        col_lb[j] = glp_get_col_lb(read, j);
        col_ub[j] = glp_get_col_ub(read, j);
        const char *name = glp_get_col_name(read, j);
        double fixed = name && !strcmp(name, "win_w") ? width : name && !strcmp(name, "win_h") ? height : -1;
        if (fixed >= 0) {
            col_type[j] = GLP_FX;
            col_lb[j] = col_ub[j] = fixed;
        }
    }
    double *load = malloc(sizeof(double) * reps), *factorize = malloc(sizeof(double) * reps);
    double *values = malloc(sizeof(double) * reps);
    int status = 0;
    for (int r = 0; r < reps; r++) {
        double t0 = now_ms();
        glp_prob *P = glp_create_prob();
        glp_add_rows(P, m);
        glp_add_cols(P, n);
        for (int i = 1; i <= m; i++) glp_set_row_bnds(P, i, row_type[i], row_lb[i], row_ub[i]);
        for (int j = 1; j <= n; j++) glp_set_col_bnds(P, j, col_type[j], col_lb[j], col_ub[j]);
        glp_load_matrix(P, k, ia, ja, ar);
        double t1 = now_ms();
        for (int i = 1; i <= m; i++) glp_set_row_stat(P, i, row_type[i] == GLP_FX ? GLP_NS : GLP_BS);
        for (int j = 1; j <= n; j++) glp_set_col_stat(P, j, col_type[j] == GLP_FX ? GLP_NS : GLP_BS);
        int singular = glp_factorize(P);
        double t2 = now_ms();
        glp_smcp parm;
        glp_init_smcp(&parm);
        parm.msg_lev = GLP_MSG_OFF;
        parm.presolve = GLP_OFF;
        glp_simplex(P, &parm);
        double t3 = now_ms();
        status = singular ? -1 : glp_get_status(P);
        load[r] = t1 - t0;
        factorize[r] = t2 - t1;
        values[r] = t3 - t2;
        glp_delete_prob(P);
    }
    double l = median(load, reps), f = median(factorize, reps), v = median(values, reps);
    int binaries = glp_get_num_int(read);
    printf("rows %d, columns %d, nonzeros %d; status %s\n", m, n, k,
           status == GLP_OPT ? "optimal" : status == -1 ? "structural basis singular" : "not optimal");
    if (binaries > 0) {
        /* A piece whose clamps switch inside it has a binary per clamp; a cold solve fixes them
         * from the window before GLPK runs, and their side rows choose the basis. This driver
         * does neither, so its basis does not fit such a program: only the load is its cost. */
        printf("the program has %d binaries: its factorisation and values here are not a cold solve's\n", binaries);
    }
    printf("median of %d, ms: load %.3f, factorize %.3f, values %.3f; load + factorize %.3f, all %.3f\n", reps, l, f, v,
           l + f, l + f + v);
    return 0;
}
