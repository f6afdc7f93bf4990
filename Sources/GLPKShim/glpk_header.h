/* GLPK's header for the shim's files, or one build error that says how to install GLPK
 * (Debian ships no glpk.pc, so SwiftPM cannot probe for it and print its own hint). */
#ifndef GLPKS_GLPK_HEADER_H
#define GLPKS_GLPK_HEADER_H
#if __has_include(<glpk.h>)
#include <glpk.h>
#else
#error "GLPK is missing: run tools/install-deps.sh (or: sudo apt-get install libglpk-dev), or depend on the FrameSolverNegotiation product, which needs no GLPK"
#endif
#endif
