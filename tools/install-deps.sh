#!/usr/bin/env bash
# Installs what FrameSolver needs from Debian: libglpk-dev (the GLPK header and library),
# libharfbuzz-dev and libfreetype-dev (the real-font text measurer shapes with HarfBuzz and
# reads font metrics with FreeType; docs/text-measurement.md),
# glpk-utils (glpsol, used by the export tests), librsvg2-bin (rsvg-convert, which turns
# `framesolver render` pictures into PNG) and chromium (headless, for the check that the HTML
# report works in a real browser, tools/check-report-in-browser.sh, which the tests run).
# Idempotent: does nothing when all are present; runs `apt-get update` only when something
# must be installed.
set -euo pipefail
missing=()
[ -f /usr/include/glpk.h ] || missing+=(libglpk-dev)
command -v glpsol >/dev/null 2>&1 || missing+=(glpk-utils)
command -v rsvg-convert >/dev/null 2>&1 || missing+=(librsvg2-bin)
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
[ -f /usr/include/harfbuzz/hb.h ] || missing+=(libharfbuzz-dev)
[ -f /usr/include/freetype2/ft2build.h ] || missing+=(libfreetype-dev)
# SwiftPM finds HarfBuzz's and FreeType's header folders with pkg-config.
command -v pkg-config >/dev/null 2>&1 || missing+=(pkg-config)
# Fonts: the real-font text measurer shapes in Inter (all weights) and DejaVu Sans Mono (for
# .monospaced()); the pictures (rsvg-convert and Chromium find them through fontconfig) use
# Inter for labels and DejaVu Sans Mono for Text, whose advance the drawing scales to I.2's.
[ -d /usr/share/fonts/opentype/inter ] || [ -d /usr/share/fonts/truetype/inter ] || missing+=(fonts-inter)
[ -f /usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf ] || missing+=(fonts-dejavu-core)
if [ ${#missing[@]} -eq 0 ]; then
    exit 0
fi
sudo=""
if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
echo "installing ${missing[*]}" >&2
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}"
