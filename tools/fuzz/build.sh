#!/usr/bin/env bash
# Builds the libFuzzer executables of the fuzz targets (FuzzHarness: model, tree, lp) into
# .build/fuzz/bin/. Recipe: the package's modules are compiled with `-sanitize=fuzzer`
# (coverage instrumentation, in release mode so the fuzzer runs fast) into their own build
# folder; tools/fuzz/main.swift, the entry point, is then compiled and linked with libFuzzer
# by `swiftc -sanitize=fuzzer` against those objects. See tools/fuzz/README.md.
#   tools/fuzz/build.sh [model tree lp]
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$root"
build=.build/fuzz
targets=("$@")
[ ${#targets[@]} -eq 0 ] && targets=(model tree lp)

swift build -c release --build-path "$build" --target FuzzHarness \
    -Xswiftc -sanitize=fuzzer -Xcc -fsanitize=fuzzer-no-link
release="$build/release"
modules="$release/Modules"
[ -d "$modules" ] || modules="$release"
objects=()
# The objects of FuzzHarness and every library target it depends on (not the tests, not the
# executable, which has a main). A new module that FrameSolverCommands uses goes here too.
for target in ViewTree LeafMeasurement NegotiationEngine GLPKShim LinearProgramming ConstraintEngine \
    ModelLanguage Comparison FrameSolver TreeFuzzing Rendering FrameSolverCommands FuzzHarness; do
    for object in "$release/$target.build/"*.o; do
        [ -f "$object" ] && objects+=("$object")
    done
done
mkdir -p "$build/bin" "$build/modulemaps"
# SwiftPM writes no module map for a C target with an umbrella header; the entry point
# imports the Swift modules, which need GLPKShim's clang module, so state it here.
cat > "$build/modulemaps/GLPKShim.modulemap" <<MAP
module GLPKShim {
    umbrella header "$root/Sources/GLPKShim/include/GLPKShim.h"
    export *
}
MAP
for target in "${targets[@]}"; do
    flag="FUZZ_$(echo "$target" | tr a-z A-Z)"
    swiftc -O -sanitize=fuzzer -parse-as-library -D "$flag" tools/fuzz/main.swift \
        -I "$modules" -I Sources/CGLPK -Xcc -fmodule-map-file="$build/modulemaps/GLPKShim.modulemap" \
        "${objects[@]}" -lglpk -o "$build/bin/fuzz-$target"
    echo "built $build/bin/fuzz-$target"
done
