#!/usr/bin/env bash
# Builds and runs the consumer packages in Examples/ as a user's package would build them: each
# depends on this repository by path and on one product only. Checks what each prints against its
# expected-output.txt, and that the core-only consumer links no Foundation.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v swift >/dev/null 2>&1; then
    export PATH="/opt/swift/usr/bin:$PATH"
fi

for consumer in Consumer FoundationConsumer; do
    echo "-- Examples/$consumer"
    (
        cd "Examples/$consumer"
        swift build --product "$consumer" 2>&1 | tail -n 1
        actual=$(swift run --skip-build "$consumer")
        if ! diff -u expected-output.txt <(printf '%s\n' "$actual"); then
            echo "Examples/$consumer printed something other than expected-output.txt" >&2
            exit 1
        fi
        printf '%s\n' "$actual"
    )
done

# The UIKit adapter's consumer: an app's code depending on KeyboardAvoidanceUIKit, built against the
# Linux stand-ins of UIKit (StandIns/), and its end-to-end tests, which post UIKit's notifications.
# Every end-to-end test records its adapter and replays the trace with assertReplay; each trace is
# also written out and replayed by the tool, which must find every step as the adapter applied it.
echo "-- Examples/UIKitApp (KeyboardAvoidanceUIKit, against the stand-ins in StandIns/)"
traces=$(mktemp -d)
(
    cd Examples/UIKitApp
    swift build --build-tests 2>&1 | tail -n 1
    KEYBOARD_AVOIDANCE_TRACE_DIRECTORY="$traces" swift test --skip-build 2>&1 | tee "${UIKIT_APP_TEST_LOG:-/dev/null}" \
        | grep -E "Executed [0-9]+ tests?" | tail -n 1
)
swift build --product keyboard-avoidance 2>&1 | tail -n 1
tool="$(swift build --show-bin-path)/keyboard-avoidance"
count=0
for trace in "$traces"/*.json; do
    if ! "$tool" replay "$trace" >/dev/null; then
        "$tool" replay "$trace" | grep -E "DIFFERS|^replay" >&2 || true
        echo "keyboard-avoidance replay: $(basename "$trace") does not replay to what the adapter applied" >&2
        exit 1
    fi
    count=$((count + 1))
done
if [ "$count" -lt 10 ]; then
    echo "only $count traces from the example app's end-to-end tests (expected one per test)" >&2
    exit 1
fi
echo "keyboard-avoidance replay: the example app's $count traces replay to what the adapter applied"
rm -rf "$traces"

# An app team's screen tests with the testing product (KeyboardAvoidanceTesting): a sign-up screen
# checked across every phone and keyboard, and a planted regression that must fail, which the
# package's own PlantedRegressionCheck runs in a child process and reads.
echo "-- Examples/ScreenTests (KeyboardAvoidanceTesting: a screen checked across the device catalogue)"
(
    cd Examples/ScreenTests
    swift build --build-tests 2>&1 | tail -n 1
    swift test --skip-build 2>&1 | tee "${SCREEN_TESTS_LOG:-/dev/null}" | grep -E "Executed [0-9]+ tests?" | tail -n 1
)

# The core must not pull Foundation in: a consumer that only imports KeyboardAvoidance links
# neither Foundation nor FoundationEssentials.
if ldd Examples/Consumer/.build/debug/Consumer | grep -i foundation; then
    echo "Examples/Consumer links Foundation, which the core must not need" >&2
    exit 1
fi
echo "consumers: built, ran, printed what they should"
