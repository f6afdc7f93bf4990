#!/usr/bin/env bash
# Builds a separate package that depends on the FrameSolverNegotiation product and checks that
# GLPK is nowhere in it: no CGLPK or GLPKShim module and no -lglpk in the verbose build log, no
# libglpk among the executable's linked libraries. Then runs it (it lays out a DSL view with
# the negotiation engine). Usage: tools/check-negotiation-product.sh [work-directory]
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
work="${1:-$(mktemp -d)}"
mkdir -p "$work/Sources/NegotiationOnly"
cat > "$work/Package.swift" <<SWIFT
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "NegotiationOnly",
    dependencies: [.package(path: "$repo")],
    targets: [
        .executableTarget(
            name: "NegotiationOnly",
            dependencies: [.product(name: "FrameSolverNegotiation", package: "$(basename "$repo")")])
    ]
)
SWIFT
cat > "$work/Sources/NegotiationOnly/main.swift" <<'SWIFT'
import FrameSolverNegotiation

// A 75 pt column beside flexible text in a 300x60 window: the column is 75 x 60 at x 0.
let view = HStack(spacing: 0) {
    Color.red.frame(width: 75).id("left")
    Color.blue
}
let result = try NegotiationEngine().layout(view.viewTree, in: ProposedSize(width: 300, height: 60))
print(result[id: "left"]!.frame)
SWIFT
log="$work/build.log"
(cd "$work" && swift build -v >"$log" 2>&1) || { tail -40 "$log"; echo "FAIL: the package did not build"; exit 1; }
status=0
if grep -nE -- '-lglpk|CGLPK|GLPKShim|glpk\.h' "$log" | head -5 | grep -q .; then
    grep -nE -- '-lglpk|CGLPK|GLPKShim|glpk\.h' "$log" | head -5
    echo "FAIL: GLPK appears in the build log ($log)"
    status=1
fi
binary="$(cd "$work" && swift build --show-bin-path)/NegotiationOnly"
if ldd "$binary" | grep -i glpk; then
    echo "FAIL: the executable links GLPK"
    status=1
fi
output="$("$binary")"
if [[ "$output" != "(x 0, y 0, w 75, h 60)" ]]; then
    echo "FAIL: the executable printed '$output', expected '(x 0, y 0, w 75, h 60)'"
    status=1
fi
[[ $status -eq 0 ]] && echo "ok: FrameSolverNegotiation builds and links without GLPK ($work)"
exit $status
