/* GLPK's header, or a build error that says how to install it (Debian ships no glpk.pc, so
 * SwiftPM cannot probe for the library and print its own hint). */
#if __has_include(<glpk.h>)
#include <glpk.h>
#else
#error "GLPK is missing: run tools/install-deps.sh (or: sudo apt-get install libglpk-dev), or use the FrameSolverNegotiation product, which needs no GLPK"
#endif
