#!/usr/bin/env bash
# Builds the documentation of both library modules without the docc plugin and fails on any
# warning: symbol graphs from the compiler, then `docc convert --warnings-as-errors`.
#   Scripts/docs.sh            # archives in .build/docs/MODULE.doccarchive
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v swift >/dev/null 2>&1; then export PATH="/opt/swift/usr/bin:$PATH"; fi
docc=$(command -v docc || echo /opt/swift/usr/bin/docc)

# A scratch path of its own: the symbol graphs are written when a module compiles, so they must
# live beside the build that produced them (a cached build emits nothing new).
scratch=.build-docs
graphs=$scratch/symbol-graphs
mkdir -p "$graphs" .build/docs
for module in KeyboardAvoidance KeyboardAvoidanceFoundation; do
    swift build --scratch-path "$scratch" --target "$module" \
        -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/$graphs" >&2
done
for module in KeyboardAvoidance KeyboardAvoidanceFoundation; do
    moduleGraphs=$(mktemp -d)
    cp "$graphs/$module".symbols.json "$moduleGraphs"/
    cp "$graphs/$module"@*.symbols.json "$moduleGraphs"/ 2>/dev/null || true
    "$docc" convert "Sources/$module/$module.docc" \
        --additional-symbol-graph-dir "$moduleGraphs" \
        --output-path ".build/docs/$module.doccarchive" \
        --fallback-display-name "$module" --fallback-bundle-identifier "org.keyboardavoidance.$module" \
        --warnings-as-errors --experimental-documentation-coverage --coverage-summary-level brief
    rm -rf "$moduleGraphs"
done
echo "documentation: .build/docs/KeyboardAvoidance.doccarchive, .build/docs/KeyboardAvoidanceFoundation.doccarchive"
