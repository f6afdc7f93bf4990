#!/usr/bin/env bash
# Runs representative framesolver commands under valgrind's leak checker and prints each
# one's leak summary. Valgrind 3.19 cannot read the DWARF 5 debug information Swift writes,
# so the debug executable is copied without it (symbols kept, so stacks stay readable).
#   tools/leak-check.sh
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
swift build
binary="$(mktemp)"
trap 'rm -f "$binary"' EXIT
strip --strip-debug -o "$binary" .build/debug/framesolver
runs=(
    "solve Models/ratio-split-hstack.layout --size 300x60"
    "solve Models/realistic/login-form.layout --engine constraints --format json"
    "compare Models/forty-percent-grid.layout --sweep-width 100...400:100"
    "lp Models/constraint-native/relative-split.layout"
    "solve Models/gallery --engine constraints"
    "fuzz --trees 30"
)
for run in "${runs[@]}"; do
    echo "== framesolver $run"
    # shellcheck disable=SC2086
    valgrind --leak-check=full "$binary" $run 2>&1 >/dev/null | grep -E "definitely lost|indirectly lost|possibly lost:" || true
done
