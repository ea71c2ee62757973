#!/usr/bin/env bash
# Builds the documentation of the five library modules without the docc plugin and fails on any
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
for module in KeyboardAvoidance KeyboardAvoidanceFoundation KeyboardAvoidanceScreens; do
    swift build --scratch-path "$scratch" --target "$module" \
        -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/$graphs" >&2
done
# The testing library extends XCTestCase: its extension blocks make those methods pages (under
# "Extended Modules") that links can name.
swift build --scratch-path "$scratch" --target KeyboardAvoidanceTesting \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/$graphs" -Xswiftc -emit-extension-block-symbols >&2

# KeyboardAvoidanceUIKit is all `#if canImport(UIKit)`: built plainly here it declares nothing. It is
# built where Examples/UIKitApp compiles the same sources against the stand-ins in StandIns/, in a
# scratch path of its own. Extension blocks are emitted so that its
# extensions of UIWindow and UIView are pages (under "Extended Modules") that links can name.
uikitScratch=.build-docs-standins
uikitGraphs=$uikitScratch/symbol-graphs
mkdir -p "$uikitGraphs"
root=$PWD
(cd Examples/UIKitApp && swift build --scratch-path "$root/$uikitScratch" --target KeyboardAvoidanceUIKit \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$root/$uikitGraphs" \
    -Xswiftc -emit-extension-block-symbols >&2)
# The stand-ins are not Apple's frameworks and are not documented: the module's own graph must
# declare none of their symbols, and its graphs of extensions to them only extension blocks and
# members, which name the stand-in types by reference.
if grep -Eq '"identifier":\{"precise":"s:(5UIKit|7SwiftUI|12CoreGraphics|15UIKitSimulation)' \
    "$uikitGraphs/KeyboardAvoidanceUIKit.symbols.json"; then
    echo "KeyboardAvoidanceUIKit's symbol graph declares symbols of the stand-ins" >&2
    exit 1
fi
for extended in "$uikitGraphs"/KeyboardAvoidanceUIKit@{UIKit,SwiftUI,CoreGraphics}.symbols.json; do
    if [ -f "$extended" ] && grep -Eq '"kind":\{"identifier":"swift\.(class|struct|enum|protocol|typealias)"' "$extended"; then
        echo "$extended declares a type of the stand-ins" >&2
        exit 1
    fi
done

for module in KeyboardAvoidance KeyboardAvoidanceFoundation KeyboardAvoidanceUIKit KeyboardAvoidanceScreens KeyboardAvoidanceTesting; do
    moduleSource=$graphs
    if [ "$module" = KeyboardAvoidanceUIKit ]; then moduleSource=$uikitGraphs; fi
    moduleGraphs=$(mktemp -d)
    cp "$moduleSource/$module".symbols.json "$moduleGraphs"/
    cp "$moduleSource/$module"@*.symbols.json "$moduleGraphs"/ 2>/dev/null || true
    "$docc" convert "Sources/$module/$module.docc" \
        --additional-symbol-graph-dir "$moduleGraphs" \
        --output-path ".build/docs/$module.doccarchive" \
        --fallback-display-name "$module" --fallback-bundle-identifier "org.keyboardavoidance.$module" \
        --warnings-as-errors --experimental-documentation-coverage --coverage-summary-level brief
    rm -rf "$moduleGraphs"
done
echo "documentation: .build/docs/KeyboardAvoidance.doccarchive, .build/docs/KeyboardAvoidanceFoundation.doccarchive," \
    ".build/docs/KeyboardAvoidanceUIKit.doccarchive, .build/docs/KeyboardAvoidanceScreens.doccarchive," \
    ".build/docs/KeyboardAvoidanceTesting.doccarchive"
