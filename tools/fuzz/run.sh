#!/usr/bin/env bash
# Runs one fuzz target (model, tree or lp) for SECONDS under libFuzzer, niced, in fork mode
# so that a crash is saved and the run goes on. The working corpus starts from the kept one
# (Tests/FuzzCorpusTests/Corpus/TARGET, and Models/ for the model target); new crashes land in
# .build/fuzz/artifacts/TARGET/. Build first with tools/fuzz/build.sh.
#   tools/fuzz/run.sh TARGET [SECONDS]
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$root"
target="$1"
seconds="${2:-1800}"
work=.build/fuzz
mkdir -p "$work/corpus/$target" "$work/artifacts/$target"
cp -n Tests/FuzzCorpusTests/Corpus/"$target"/* "$work/corpus/$target/" 2>/dev/null || true
extra=()
if [ "$target" = model ]; then
    find Models -name '*.layout' -exec cp -n {} "$work/corpus/$target/" \;
    extra+=(-dict=tools/fuzz/model.dict)
fi
# The Swift runtime's backtracer would catch the trap before libFuzzer saves the input.
export SWIFT_BACKTRACE=enable=no
exec nice -n 19 "$work/bin/fuzz-$target" "$work/corpus/$target" \
    -artifact_prefix="$work/artifacts/$target/" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
    -max_len=4096 -fork=1 -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1 -print_final_stats=1 "${extra[@]}"
