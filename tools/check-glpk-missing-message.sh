#!/usr/bin/env bash
# Checks what a user without GLPK sees: one build error that names the package to install.
#
# Why a header guard and not SwiftPM's provider hint: SwiftPM prints "you may be able to
# install glpk using your system-packager: apt-get install libglpk-dev" only for a system
# library declared with `pkgConfig:`, when pkg-config cannot find it. Debian's libglpk-dev
# ships no glpk.pc, so with `pkgConfig: "glpk"` that warning would appear on every build of a
# machine that has GLPK (measured), and without it the hint never appears. So the headers
# through which all GLPK code includes <glpk.h> fail with their own message when it is absent.
#
# 1. No C file includes <glpk.h> except through the two guard headers.
# 2. Each guard header, compiled where no system header can be found (clang -nostdinc),
#    fails with the message naming libglpk-dev and tools/install-deps.sh.
# 3. Unless --quick: a throwaway package with the same system-library target, its header
#    asking for a header that does not exist, shows SwiftPM's build printing that message.
#
# Usage: tools/check-glpk-missing-message.sh [--quick]
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
guards=("$repo/Sources/CGLPK/shim.h" "$repo/Sources/GLPKShim/glpk_header.h")
expected="GLPK is missing: run tools/install-deps.sh (or: sudo apt-get install libglpk-dev)"

# Step 1: the guards are the only way in.
direct=$(grep -rlE '#include[[:space:]]*[<"]glpk\.h[>"]' "$repo/Sources" | grep -vxF -e "${guards[0]}" -e "${guards[1]}" || true)
if [ -n "$direct" ]; then
    echo "FAIL: these files include glpk.h directly, bypassing the guard: $direct" >&2
    exit 1
fi

# Step 2: each guard fails with the message when <glpk.h> cannot be found.
compiler="$(command -v clang || command -v cc)"
for header in "${guards[@]}"; do
    if output=$("$compiler" -fsyntax-only -nostdinc -x c "$header" 2>&1); then
        echo "FAIL: $header compiled without any system header" >&2
        exit 1
    fi
    if ! grep -qF "$expected" <<<"$output"; then
        echo "FAIL: $header without <glpk.h> does not say how to install it:" >&2
        echo "$output" >&2
        exit 1
    fi
done
echo "ok: both guard headers fail with the install message when <glpk.h> is absent"
[ "${1:-}" = "--quick" ] && exit 0

# Step 3: what SwiftPM prints, through the package's own module map and header.
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/Sources/CGLPK" "$work/Sources/App"
sed 's/glpk\.h/glpk-absent-for-this-check.h/g' "$repo/Sources/CGLPK/shim.h" > "$work/Sources/CGLPK/shim.h"
cp "$repo/Sources/CGLPK/module.modulemap" "$work/Sources/CGLPK/"
cat > "$work/Package.swift" <<'SWIFT'
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "GLPKMissing",
    targets: [
        .systemLibrary(name: "CGLPK", path: "Sources/CGLPK", providers: [.apt(["libglpk-dev"])]),
        .executableTarget(name: "App", dependencies: ["CGLPK"]),
    ]
)
SWIFT
printf 'import CGLPK\nprint(String(cString: glp_version()))\n' > "$work/Sources/App/main.swift"
if output=$(cd "$work" && swift build 2>&1); then
    echo "FAIL: the package built although its GLPK header is absent" >&2
    exit 1
fi
if ! grep -qF "error: \"$expected" <<<"$output"; then
    echo "FAIL: SwiftPM's output does not carry the install message:" >&2
    echo "$output" >&2
    exit 1
fi
echo "ok: SwiftPM's build stops with: $(grep -m1 -oF "$expected" <<<"$output")"
