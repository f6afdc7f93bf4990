#!/usr/bin/env bash
# Regenerates the pictures in docs/pictures/ that the README and docs/rendering.md show, with
# the tool itself: a seed model drawn by `framesolver render` (both engines overlaid) and
# screenshots of `framesolver report` over every model in Models/, taken in headless Chromium
# by tools/check-report-in-browser.sh (which also checks the report works).
#
# Usage: tools/make-pictures.sh    (run from anywhere; needs tools/install-deps.sh first)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
out=$root/docs/pictures
mkdir -p "$out"
cd "$root"
swift build -q --product framesolver
framesolver=$(swift build --show-bin-path)/framesolver
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# RatioSplitHStack (seed "GeometryReader explained"): the 25% column in a 300x60 frame.
"$framesolver" render Models/ratio-split-hstack.layout --size 300x60 --scale 2 --out "$out/ratio-split-hstack.png"
# The gallery's sidebar split: a fixed sidebar, a selected row, wrapped text in the detail.
"$framesolver" render Models/gallery/sidebar-split.layout --size 390x500 --scale 2 --out "$out/sidebar-split.png"
# seed 000's scaleEffect(2.2): drawn 220 wide, laid out 100 (dashed).
"$framesolver" render Models/size-view-scale-effect.layout --size 300x300 --scale 2 --out "$out/scale-effect.png"

find Models -name '*.layout' | sort | xargs "$framesolver" report --out "$work/report.html" >/dev/null 2>"$work/warnings.txt"
REPORT_FOCUS=Models/gallery/sidebar-split.layout REPORT_SELECT=0.2.0.1 tools/check-report-in-browser.sh "$work/report.html" "$work/shots"
cp "$work/shots/report-top.png" "$out/report-summary.png"
cp "$work/shots/report-model.png" "$out/report-model.png"
cp "$work/shots/report-model-wide.png" "$out/report-model-wide.png"
ls -l "$out"
