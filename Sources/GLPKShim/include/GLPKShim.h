/*
 * GLPKShim: whole, guarded GLPK operations for Swift.
 *
 * Why this exists: GLPK reports an invalid call through glp_error, which prints and calls
 * abort(). Swift cannot call setjmp, and a longjmp must never cross a Swift frame. So every
 * entry below is a complete C operation (build + solve + read back, create/modify/solve/free
 * a kept problem, write, read) run under a setjmp taken in this C function; the error hook
 * longjmps back here, the shim frees the thread's GLPK environment (the manual requires it),
 * and the entry returns GLPKS_FATAL with GLPK's message, captured by a terminal hook.
 *
 * Every entry also switches GLPK's terminal output off for the calling thread and sets
 * msg_lev = GLP_MSG_OFF, so nothing is ever printed.
 *
 * Threads: GLPK keeps one environment per thread. One-shot entries can run on any thread at
 * once. A kept problem belongs to the thread that created it; the shim refuses (GLPKS_WRONG_THREAD)
 * any other thread, and refuses (GLPKS_DEAD) a problem freed by a fatal error on its thread.
 */
#ifndef GLPK_SHIM_H
#define GLPK_SHIM_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Return codes of every entry. */
enum {
    GLPKS_OK = 0,
    GLPKS_FATAL = 1,         /* glp_error was called; the environment was freed */
    GLPKS_DEAD = 2,          /* the kept problem was freed by an earlier fatal error */
    GLPKS_WRONG_THREAD = 3,  /* a kept problem was touched from a thread that did not make it */
    GLPKS_SOLVER_RET = 4,    /* the solver routine returned a nonzero code (see solver_ret) */
    GLPKS_IO = 5,            /* a read or write failed (see the message) */
    GLPKS_MISMATCH = 6       /* a fill's model has other sizes than the kept problem's shell */
};

/* Column kinds. */
enum { GLPKS_CONTINUOUS = 0, GLPKS_INTEGER = 1, GLPKS_BINARY = 2 };

/* Methods. */
enum { GLPKS_PRIMAL = 0, GLPKS_DUAL = 1, GLPKS_INTERIOR = 2 };

/* Solution status, a summary of GLPK's. */
enum {
    GLPKS_ST_UNDEFINED = 0,
    GLPKS_ST_OPTIMAL = 1,
    GLPKS_ST_FEASIBLE = 2,   /* feasible, not proved optimal (time limit, gap) */
    GLPKS_ST_INFEASIBLE = 3, /* no primal feasible solution exists */
    GLPKS_ST_UNBOUNDED = 4,  /* primal unbounded */
    GLPKS_ST_NO_INTEGER = 5  /* LP relaxation feasible, no integer solution found */
};

/* Export formats. */
enum { GLPKS_FORMAT_CPLEX_LP = 0, GLPKS_FORMAT_FREE_MPS = 1, GLPKS_FORMAT_FIXED_MPS = 2 };

/*
 * A model as flat arrays. Bounds use -HUGE_VAL / +HUGE_VAL for "none". The matrix is in
 * GLPK's 1-based triplet form: ia[1..nnz], ja[1..nnz], ar[1..nnz] (element 0 unused).
 * Names are optional (NULL); they are only needed for export.
 */
typedef struct glpks_model {
    int rows;
    int cols;
    int maximize;
    double obj_constant;
    const double *obj;        /* [cols] */
    const int *col_kind;      /* [cols], NULL = all continuous */
    const double *col_lb;     /* [cols] */
    const double *col_ub;     /* [cols] */
    const double *row_lb;     /* [rows] */
    const double *row_ub;     /* [rows] */
    int nnz;
    const int *ia;
    const int *ja;
    const double *ar;
    const char *const *row_names; /* [rows] or NULL */
    const char *const *col_names; /* [cols] or NULL */
    const char *name;             /* problem name or NULL */
} glpks_model;

typedef struct glpks_options {
    int method;           /* GLPKS_PRIMAL, GLPKS_DUAL, GLPKS_INTERIOR */
    int presolve;         /* 1 = use GLPK's LP presolver (cold solves) */
    int it_lim;           /* <= 0: none */
    int tm_lim_ms;        /* <= 0: none (simplex and MIP) */
    int mip_tm_lim_ms;    /* <= 0: none; branch and bound only (the smaller limit applies) */
    int use_mip;          /* 1 = solve integer columns as integer */
    double mip_gap;       /* relative gap */
    double tol_int;       /* integrality tolerance */
    int mip_cuts;         /* 1 = Gomory, MIR, cover and clique cuts */
    int polish;           /* 1 = after the MIP, fix integers and re-solve the LP */
    int factorize_after;  /* 1 = leave a valid factorisation on a kept problem */
    int basis_check;      /* 1 = a kept re-solve without presolve first checks whether the last
                             optimal basis still fits after bound changes (see basis_check.c) */
    int structural_start; /* 1 = a cold LP solve first tries the basis the program's equalities
                             name (see structural_start.c) */
    const int *nonbasic_rows; /* 0-based rows that basis also makes nonbasic at their bound (a
                                 switching clamp's active side, with its binary fixed) */
    int nonbasic_count;
} glpks_options;

/* Where a solve writes its answer: caller-provided arrays, any of which may be NULL. */
typedef struct glpks_result {
    int status;          /* GLPKS_ST_* */
    int solver_ret;      /* GLPK's return code of the last solver routine */
    int has_duals;
    int has_basis;
    double objective;
    double *col_value;   /* [cols] */
    double *row_value;   /* [rows] */
    double *row_dual;    /* [rows] */
    double *col_dual;    /* [cols] reduced costs */
    int *row_stat;       /* [rows] GLP_BS.. */
    int *col_stat;       /* [cols] */
    int unbounded_ray;   /* GLPK's glp_get_unbnd_ray, 0 if none */
    int iterations;      /* simplex iterations used by this solve */
    double refactor_ms;  /* time spent in glp_factorize when factorize_after was asked */
    int basis_reused;    /* 1 = answered from the kept optimal basis without a simplex run */
    int structural_start; /* 1 = a cold solve answered from the basis the structure names */
    int time_limited;    /* 1 = the simplex or branch and bound stopped at its time limit: the
                            values are not a proven optimum (not polished) */
} glpks_result;

/* The message GLPK printed in the last entry on this thread ("" if none). Valid until the
 * next entry on this thread. */
const char *glpks_last_message(void);

/* Build, optionally load a basis (row_stat/col_stat, may be NULL), solve, read back, free. */
int glpks_solve(const glpks_model *model, const glpks_options *options,
                const int *row_stat, const int *col_stat, glpks_result *result);

/* Where a ranging writes its answer (see glpks_ranging_solve). */
typedef struct glpks_ranging {
    int status;          /* GLPKS_ST_* of the LP */
    int nonbasic;        /* 1 = the column was nonbasic at the optimum, so the range and slopes hold */
    double lower;        /* the lowest value of the column at which the optimal basis still holds */
    double upper;        /* the highest (-HUGE_VAL / HUGE_VAL: no limit) */
    int lower_limit;     /* the variable that reaches its bound at lower: 1..rows a row's, */
    int upper_limit;     /* rows+1..rows+cols a column's, 0 none */
    double *col_value;   /* [cols] the optimum */
    double *col_slope;   /* [cols] each column's change per unit of the ranged column, under that basis */
} glpks_ranging;

/* Solve the LP `model` (integer kinds ignored: fix them first) with the dual simplex, no
 * presolve, and range the fixed column `col` (0-based): its range under the optimal basis and
 * every column's slope in it (glp_analyze_bound, glp_eval_tab_col). */
int glpks_ranging_solve(const glpks_model *model, int col, glpks_ranging *result);

/* Build the model and write it to path in a format above. */
int glpks_write(const glpks_model *model, int format, const char *path);

/* ---- kept problems ---- */

typedef struct glpks_kept glpks_kept;

/* Build a kept problem on the calling thread; *out is NULL on failure. */
int glpks_kept_create(const glpks_model *model, glpks_kept **out);
/* The same in two steps, so the shell (the problem with rows x cols empty rows and columns,
 * about a third of the build) can be made while the model is still being flattened elsewhere:
 * begin makes it on the calling thread (*out is NULL on failure), fill loads a model of exactly
 * those sizes into it (GLPKS_MISMATCH otherwise). Until filled, the problem is empty. */
int glpks_kept_begin(int rows, int cols, glpks_kept **out);
int glpks_kept_fill(glpks_kept *kept, const glpks_model *model);
/* Read a CPLEX LP file into a kept problem on the calling thread. */
int glpks_kept_read_lp(const char *path, glpks_kept **out);
/* Free the problem (if alive) and the handle. Safe on a dead handle. */
void glpks_kept_free(glpks_kept *kept);
/* 1 if the handle's problem is alive and usable on this thread. */
int glpks_kept_alive(const glpks_kept *kept);

/* Change bounds of columns or rows (0-based indices). */
int glpks_kept_set_col_bounds(glpks_kept *kept, int count, const int *index,
                              const double *lb, const double *ub);
int glpks_kept_set_row_bounds(glpks_kept *kept, int count, const int *index,
                              const double *lb, const double *ub);
/* Replace the objective: direction and all coefficients [cols]. */
int glpks_kept_set_objective(glpks_kept *kept, int maximize, double constant, const double *obj);
/* Append one row with 0-based column indices; its auxiliary variable enters the basis. */
int glpks_kept_add_row(glpks_kept *kept, int count, const int *col, const double *val,
                       double lb, double ub, const char *name);
/* Solve the kept problem from its current basis. With options->basis_check, no presolve and
 * only bound changes since an optimal simplex solve, the kept basis is checked first (one
 * FTRAN with the kept factorisation) and the simplex runs only if it no longer fits. */
int glpks_kept_solve(glpks_kept *kept, const glpks_options *options, glpks_result *result);
/* After an optimal LP solve of the kept problem: how every column and row changes per unit of
 * the nonbasic column `col` (0-based) under the current basis, the simplex tableau's column of
 * that variable (glp_eval_tab_col); col_slope[cols] and row_slope[rows] are written, col's own
 * slope 1. *computed is 0 (and nothing written) when the basis is not an optimal one, has no
 * factorisation or col is basic. See ranging.c for why these slopes are exact. */
int glpks_kept_slopes(glpks_kept *kept, int col, double *col_slope, double *row_slope, int *computed);
/* Factorise the current basis (repairing it if singular); ms receives the time spent. */
int glpks_kept_factorize(glpks_kept *kept, double *ms);

/* Sizes of a kept problem. */
int glpks_kept_dims(glpks_kept *kept, int *rows, int *cols, int *nnz);
/*
 * Copy a kept problem out (0-based rows and columns). The matrix comes row by row:
 * row_start[rows+1] offsets into mat_col/mat_val. Names point into GLPK memory and stay valid
 * until the problem is changed or freed; NULL when a name is unset.
 */
int glpks_kept_extract(glpks_kept *kept, int *maximize, double *obj_constant, double *obj,
                       int *col_kind, double *col_lb, double *col_ub,
                       double *row_lb, double *row_ub,
                       int *row_start, int *mat_col, double *mat_val,
                       const char **row_names, const char **col_names);

/* For tests: make an invalid GLPK call under the guard (it must return GLPKS_FATAL). */
int glpks_debug_invalid_call(void);

/* Free this thread's GLPK environment (call when a thread that used GLPK ends); also lets go
 * of memory held for glpks_thread_keep_memory. */
void glpks_thread_cleanup(void);
/* For a thread dedicated to kept problems: after each kept build and solve, keep as much memory
 * mapped as GLPK's peak on this thread, so the next solve does not page-fault it in again
 * (warm_memory.c says why). Lasts until glpks_thread_cleanup. */
void glpks_thread_keep_memory(void);
/* Lets go of the held memory and stops holding (glpks_thread_cleanup calls it). */
void glpks_thread_release_memory(void);
/* Holds the peak the last builds and solves noted, if it grew: a kept problem's thread calls
 * this after it has replied, so that the caller does not wait for the pages to be touched. */
void glpks_thread_hold_pending(void);
/* Bytes held on this thread (0 on a thread that did not ask), a pending peak held first. */
size_t glpks_thread_held_memory(void);

#ifdef __cplusplus
}
#endif

#endif
