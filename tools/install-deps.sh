#!/usr/bin/env bash
# Installs what FrameSolver needs from Debian: libglpk-dev (the GLPK header and library) and
# glpk-utils (glpsol, used by the export tests). Idempotent: does nothing when both are present;
# runs `apt-get update` only when something must be installed.
set -euo pipefail
missing=()
[ -f /usr/include/glpk.h ] || missing+=(libglpk-dev)
command -v glpsol >/dev/null 2>&1 || missing+=(glpk-utils)
if [ ${#missing[@]} -eq 0 ]; then
    exit 0
fi
sudo=""
if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
echo "installing ${missing[*]}" >&2
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}"
