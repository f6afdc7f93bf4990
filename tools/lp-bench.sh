#!/usr/bin/env bash
# Benchmarks the Swift LP layer against GLPK's C API on the same layout-shaped models.
#
# Why a scratch package: `swift build --target LinearProgramming` gives no executable, and the
# main package's other targets need not compile for this to run. The script makes
# /tmp/lp-bench-pkg with symbolic links to Sources/{CGLPK,GLPKShim,LinearProgramming} and
# tools/lp-bench/main.swift, builds it in release, compiles the C driver
# (tools/lp-bench-c/lp_bench.c -> tools/bin/lp-bench-c, gitignored) and runs both.
#
# Usage: tools/lp-bench.sh [--malloc-trim BYTES] [--sizes 1000,10000,100000] [--reps 5] [--warm 6] [--rounds 5]
#
# --malloc-trim sets glibc's trim threshold (MALLOC_TRIM_THRESHOLD_) for both processes. Why:
# with glibc's defaults, memory GLPK frees when a problem is deleted goes back to the kernel and
# the next build page-faults it in again; how often that happens depends on the process's
# allocation history and on which thread allocates (the Swift side builds on its solver
# thread), so the same GLPK calls measured 0.6 ms in one process and 2.8 ms in the other.
# A fixed threshold on both sides (e.g. 67108864) compares the layers rather than the luck of
# the allocator. Both conditions are reported in docs/linear-programming.md.
set -euo pipefail
if [[ "${1:-}" == "--malloc-trim" ]]; then
    export MALLOC_TRIM_THRESHOLD_="$2"
    shift 2
fi
root="$(cd "$(dirname "$0")/.." && pwd)"
"$root/tools/install-deps.sh"
pkg=/tmp/lp-bench-pkg
mkdir -p "$pkg/Sources/lp-bench" "$root/tools/bin"
for target in CGLPK GLPKShim LinearProgramming; do ln -sfn "$root/Sources/$target" "$pkg/Sources/$target"; done
ln -sfn "$root/tools/lp-bench/main.swift" "$pkg/Sources/lp-bench/main.swift"
cat > "$pkg/Package.swift" <<'SWIFT'
// swift-tools-version:6.0
import PackageDescription
let package = Package(
    name: "LPBench",
    targets: [
        .systemLibrary(name: "CGLPK", path: "Sources/CGLPK"),
        .target(name: "GLPKShim", dependencies: ["CGLPK"], linkerSettings: [.linkedLibrary("glpk")]),
        .target(name: "LinearProgramming", dependencies: ["GLPKShim"]),
        .executableTarget(name: "lp-bench", dependencies: ["LinearProgramming"]),
    ],
    swiftLanguageModes: [.v6]
)
SWIFT
swift build -c release --package-path "$pkg" --scratch-path /tmp/build-lp-release --product lp-bench >&2
cc -O2 -o "$root/tools/bin/lp-bench-c" "$root/tools/lp-bench-c/lp_bench.c" -lglpk -lm
# Write the build's files back now rather than during the first cells.
sync
echo "# $(date -u +%Y-%m-%d) $(uname -m), $(nproc) cores, GLPK $(glpsol --version | head -1 | awk '{print $NF}')"
/tmp/build-lp-release/release/lp-bench --c-driver "$root/tools/bin/lp-bench-c" "$@"
