#!/usr/bin/env bash
# The long differential run: seeded random trees of the linear fragment through
# both engines (release build). Usage: tools/differential.sh [TREES] [SEED]
set -euo pipefail
cd "$(dirname "$0")/.."
tools/install-deps.sh
trees="${1:-100000}"
seed="${2:-10000}"
swift build -c release --product framesolver >/dev/null
echo "$(date -u +%Y-%m-%d) framesolver fuzz --trees $trees --seed $seed"
.build/release/framesolver fuzz --trees "$trees" --seed "$seed"
