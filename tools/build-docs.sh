#!/usr/bin/env bash
# Builds the DocC catalogue (Sources/FrameSolver/FrameSolver.docc) with the toolchain's docc,
# since the swift-docc-plugin (`swift package generate-documentation`) cannot be fetched here.
# The library's modules' symbol graphs are emitted by the compiler and handed to docc; links
# that do not resolve are reported as warnings. Output: .build/docs/FrameSolver.doccarchive.
# Known limit: the compiler writes each re-exported module's symbols to its own graph, and docc
# resolves a catalogue's links against its own module only, so links to the re-exported types
# (``NegotiationEngine``, ``LayoutResult``…) are reported unresolved here although they exist.
# Tests/DocumentationTests/DocCLinkTests.swift checks the same links without docc.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v docc >/dev/null || { echo "docc is not installed (it ships with the Swift toolchain)"; exit 1; }
graphs=.build/symbol-graphs
mkdir -p .build/docs
rm -rf "$graphs" && mkdir -p "$graphs"
swift build --target FrameSolver -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/$graphs" \
    -Xswiftc -symbol-graph-minimum-access-level -Xswiftc public >/dev/null
docc convert Sources/FrameSolver/FrameSolver.docc --fallback-display-name FrameSolver \
    --fallback-bundle-identifier org.framesolver.FrameSolver --additional-symbol-graph-dir "$graphs" \
    --output-path .build/docs/FrameSolver.doccarchive "$@"
