/* Writing a model as CPLEX LP or MPS text with GLPK's own writers, so glpsol reads it back
 * exactly as we solve it. */
#include "build.h"
#include "guard.h"

int glpks_write(const glpks_model *model, int format, const char *path) {
    GUARD_BEGIN(1)
    glp_prob *P = glpks_build(model);
    int ret;
    switch (format) {
    case GLPKS_FORMAT_CPLEX_LP: ret = glp_write_lp(P, NULL, path); break;
    case GLPKS_FORMAT_FREE_MPS: ret = glp_write_mps(P, GLP_MPS_FILE, NULL, path); break;
    default: ret = glp_write_mps(P, GLP_MPS_DECK, NULL, path); break;
    }
    glp_delete_prob(P);
    GUARD_END();
    glp_term_out(GLP_OFF);
    return ret == 0 ? GLPKS_OK : GLPKS_IO;
}
