#!/usr/bin/env bash
# Opens a FrameSolver HTML report in headless Chromium and checks it works in a real browser:
# the page's self-test (#selftest) moves every model's width slider to the last width and
# checks that the boxes moved to that width's frames, hovers and clicks a box and checks the
# inspector shows the view and its program rows; any console message (an uncaught error, a
# log line) fails the check. Then saves screenshots.
#
# Usage: tools/check-report-in-browser.sh [REPORT.html [SCREENSHOT_DIR]]
#   Without REPORT, builds the report of every model in Models/ (swift run framesolver report).
#   SCREENSHOT_DIR receives report-top.png (the summary), report-model.png (one model at its
#   first width) and report-model-wide.png (the same model with the slider at 1000 pt).
#   REPORT_FOCUS=N picks the model of the screenshots (its index, default 0, or its name);
#   REPORT_SELECT=PATH the view hovered and clicked in them (default 0, the root).
# Needs Debian's chromium (tools/install-deps.sh installs it); CHROMIUM=path overrides.
# Exit status: 0 when the check passes, 1 when it fails, 2 when it cannot run.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
report=${1:-}
shots=${2:-}
focus=${REPORT_FOCUS:-0}
select=${REPORT_SELECT:-0}
chromium=${CHROMIUM:-$(command -v chromium || command -v chromium-browser || true)}
if [ -z "$chromium" ]; then
    echo "check-report-in-browser: chromium not found (Debian package chromium; tools/install-deps.sh installs it)" >&2
    exit 2
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
if [ -z "$report" ]; then
    report=$work/report.html
    (cd "$root" && find Models -name '*.layout' | sort | xargs swift run -q framesolver report --out "$report" >/dev/null 2>"$work/report-warnings.txt")
fi
[ -f "$report" ] || { echo "check-report-in-browser: no report at $report" >&2; exit 2; }
url="file://$(realpath "$report")"
browse() {
    # A fresh profile per run, so that runs in parallel do not share a lock. The page's script
    # runs to its end before the load event (it sets no timers), so Chromium dumps the DOM or
    # takes the screenshot after it.
    timeout 120 "$chromium" --headless --no-sandbox --disable-gpu --no-first-run --no-default-browser-check \
        --hide-scrollbars --user-data-dir="$work/profile-$RANDOM$RANDOM" --enable-logging=stderr --v=0 "$@"
}

browse --dump-dom "$url#selftest" >"$work/dom.html" 2>"$work/browser.txt" || true
result=$(grep -o '<pre id="selftest">[^<]*' "$work/dom.html" | sed -e 's/^<pre id="selftest">//' -e 's/&quot;/"/g' || true)
console=$(grep 'CONSOLE' "$work/browser.txt" || true)
status=0
if [ -z "$result" ]; then
    echo "check-report-in-browser: FAIL: the page's self-test wrote no result (the script did not run to its end)" >&2
    status=1
elif [[ "$result" != "SELFTEST PASS "* ]]; then
    echo "check-report-in-browser: FAIL: $result" >&2
    status=1
fi
if [ -n "$console" ]; then
    echo "check-report-in-browser: FAIL: the console was not empty:" >&2
    echo "$console" >&2
    status=1
fi
[ $status -eq 0 ] && echo "check-report-in-browser: PASS: $result"

if [ -n "$shots" ]; then
    mkdir -p "$shots"
    # Three browsers at once: each spends most of its time starting.
    browse --window-size=1280,900 --screenshot="$shots/report-top.png" "$url" >/dev/null 2>&1 &
    browse --window-size=1280,900 --screenshot="$shots/report-model.png" "$url#focus=$focus&select=$select" >/dev/null 2>&1 &
    browse --window-size=1280,900 --screenshot="$shots/report-model-wide.png" "$url#focus=$focus&width=1000&select=$select" >/dev/null 2>&1 &
    wait
    for shot in report-top report-model report-model-wide; do
        [ -s "$shots/$shot.png" ] || { echo "check-report-in-browser: FAIL: no screenshot $shots/$shot.png" >&2; status=1; }
    done
fi
exit $status
