#!/usr/bin/env bash
# Fuzzes one target with libFuzzer: Scripts/fuzz.sh TARGET SECONDS
#   TARGET: FuzzScenario | FuzzLayout | FuzzTracker | FuzzNotification | FuzzTrace
# Builds the target with coverage instrumentation (--sanitize=fuzzer), checks that the fuzzer
# sees coverage, runs from the committed corpus (Fuzz/Corpus/TARGET) for SECONDS, and prints the
# final statistics. Any crashing input is copied into the corpus as regression-<hash>, where the
# test suite (FuzzRegressionTests) replays it from then on; the script then exits 1.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v swift >/dev/null 2>&1; then export PATH="/opt/swift/usr/bin:$PATH"; fi

target=${1:?usage: Scripts/fuzz.sh TARGET SECONDS}
seconds=${2:-60}
case "$target" in FuzzScenario|FuzzLayout|FuzzTracker|FuzzNotification|FuzzTrace) ;; *)
    echo "error: unknown target '$target' (FuzzScenario, FuzzLayout, FuzzTracker, FuzzNotification, FuzzTrace)" >&2; exit 64 ;;
esac

swift build -c release --product "$target" --sanitize=fuzzer --scratch-path .build-fuzz >&2
binary=.build-fuzz/release/$target
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/corpus" "$work/artifacts"

# SWIFT_BACKTRACE=enable=no, or Swift's backtracer stops libFuzzer from writing its crash file.
set +e
SWIFT_BACKTRACE=enable=no "$binary" "$work/corpus" "Fuzz/Corpus/$target" \
    -max_total_time="$seconds" -artifact_prefix="$work/artifacts/" -print_final_stats=1 -timeout=10 \
    > "$work/log" 2>&1
status=$?
set -e

grep -E "INITED|DONE|stat::number_of_executed_units|stat::average_exec_per_sec|stat::new_units_added|stat::peak_rss_mb" "$work/log" || true
inited=$(grep -m1 "INITED" "$work/log" || true)
coverage=$(echo "$inited" | sed -nE 's/.*cov: ([0-9]+).*/\1/p')
if [ -z "$coverage" ] || [ "$coverage" = 0 ]; then
    echo "error: the fuzzer saw no coverage (is the build instrumented?)" >&2
    tail -20 "$work/log" >&2
    exit 1
fi
crashes=$(find "$work/artifacts" -type f | wc -l)
if [ "$crashes" -gt 0 ] || [ "$status" -ne 0 ]; then
    for file in "$work"/artifacts/*; do
        [ -f "$file" ] || continue
        name="regression-$(sha1sum "$file" | cut -c1-12)"
        cp "$file" "Fuzz/Corpus/$target/$name"
        echo "crash: Fuzz/Corpus/$target/$name" >&2
    done
    grep -m5 -E "Fatal error|ERROR|==ERROR" "$work/log" >&2 || true
    exit 1
fi
echo "$target: no crash in $seconds s"
