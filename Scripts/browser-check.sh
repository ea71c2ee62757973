#!/usr/bin/env bash
# Opens the tool's HTML pages in a real browser, headless Chromium, and checks its screenshots
# (SPEC §11.4): a replay page at a few steps (`#step=N`), a scenario page at a few keyboard heights
# and strategies (`#height=H&strategy=S`). Scripts/browser_check.py says what it checks.
#   Scripts/browser-check.sh [TRACE]    # TRACE: the first Traces/*.json by default
# Installs Debian's chromium package when no chromium is installed (about 30 s); the rest takes
# well under a minute with the tool built.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v swift >/dev/null 2>&1; then export PATH="/opt/swift/usr/bin:$PATH"; fi

trace=${1:-$(find Traces -maxdepth 1 -name '*.json' | sort | head -n 1)}
scenario=Examples/sign-in-form.json
if [ -z "$trace" ] || [ ! -f "$trace" ]; then
    echo "browser check: no trace to open (give one, or commit one under Traces/)" >&2
    exit 1
fi

if ! command -v chromium >/dev/null 2>&1; then
    echo "installing Debian's chromium package"
    sudo=""
    if [ "$(id -u)" != 0 ]; then sudo=sudo; fi
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends chromium
fi

swift build --product keyboard-avoidance >&2
tool="$(swift build --show-bin-path)/keyboard-avoidance"

out=$(mktemp -d)
# replay exits 1 when a step differs from the recording: the page is drawn either way, and is what
# is checked here.
status=0
"$tool" replay "$trace" --json --html "$out/trace.html" >"$out/replay.json" || status=$?
if [ "$status" -gt 1 ]; then
    echo "browser check: keyboard-avoidance replay $trace failed with status $status" >&2
    exit 1
fi
"$tool" evaluate "$scenario" --json --html "$out/scenario.html" >"$out/scenario.json"

echo "opening $trace's replay and $scenario's page in $(chromium --version 2>/dev/null | head -n 1)"
# The pages and screenshots stay for a look when a check fails.
if ! python3 -B Scripts/browser_check.py --chromium chromium --out "$out" \
    --replay-page "$out/trace.html" --replay-json "$out/replay.json" \
    --scenario-page "$out/scenario.html" --scenario-json "$out/scenario.json"; then
    echo "browser check failed: the pages and screenshots are in $out" >&2
    exit 1
fi
rm -rf "$out"
