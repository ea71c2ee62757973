#!/usr/bin/env bash
# The library under AddressSanitizer, within CI's budget: builds the command-line tool (the core
# and the tool's code) with `--sanitize=address` and runs through it every committed vector,
# 2,000 random cases, every scenario preset and every input of the scenario fuzzer's corpus
# (hostile files among them). A sanitizer report ends the process with status 86, which fails
# this script; the tool's own error statuses (1, 2) for bad input are expected.
#   Scripts/sanitized-tool.sh
# The whole test suite under AddressSanitizer is the README's command (about 15 minutes on two
# cores, too long for CI's 20 with everything else).
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v swift >/dev/null 2>&1; then export PATH="/opt/swift/usr/bin:$PATH"; fi

scratch=.build-asan
swift build --sanitize=address --scratch-path "$scratch" --product keyboard-avoidance -Xswiftc -use-ld=lld 2>&1 | tail -n 1
tool="$scratch/debug/keyboard-avoidance"
export ASAN_OPTIONS=exitcode=86
export LSAN_OPTIONS="suppressions=$PWD/Scripts/lsan-suppressions.txt"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

run() {
    local status=0
    "$@" >"$work/out" 2>&1 || status=$?
    if [ "$status" = 86 ] || grep -q "ERROR: AddressSanitizer\|ERROR: LeakSanitizer" "$work/out"; then
        echo "sanitized-tool: AddressSanitizer reported on: $*" >&2
        grep -A 30 "ERROR: " "$work/out" >&2 || true
        exit 1
    fi
    return 0
}

run "$tool" verify Vectors/conformance-vectors.json
grep -q "0 failed" "$work/out" || { echo "sanitized-tool: verify failed:" >&2; tail -n 5 "$work/out" >&2; exit 1; }
run "$tool" random-vectors --count 2000 --seed 86 --output "$work/random.json"
run "$tool" verify "$work/random.json"
grep -q "0 failed" "$work/out" || { echo "sanitized-tool: random cases failed:" >&2; tail -n 5 "$work/out" >&2; exit 1; }
presets=$("$tool" presets --json | python3 -c 'import json,sys; print(" ".join(s["name"] for s in json.load(sys.stdin)["scenarios"]))')
for preset in $presets; do
    run "$tool" evaluate --preset "$preset"
    run "$tool" render --preset "$preset" --output "$work/picture.svg"
done
corpus=0
for input in Fuzz/Corpus/FuzzScenario/*; do
    run "$tool" evaluate "$input"
    corpus=$((corpus + 1))
done
echo "sanitized-tool: no report over $(grep -c '"name"' Vectors/conformance-vectors.json) vector entries, 2,000 random cases, $(echo "$presets" | wc -w) presets and $corpus corpus inputs"
