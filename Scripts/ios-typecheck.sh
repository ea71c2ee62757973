#!/usr/bin/env bash
# Type-checks the code written for iOS against Apple's real iPhoneOS SDK, in Swift 6 mode with
# warnings as errors, at the package's minimum (iOS 13.0, so every `@available` is checked) and at
# the SDK's own version:
#   the core, the Foundation bridge, KeyboardAvoidanceUIKit, KeyboardAvoidanceScreens,
#   KeyboardAvoidanceTesting (where the SDK has XCTest), Examples/UIKitApp's sources, and every UIKit
#   and SwiftUI snippet of README.md and the DocC catalogs (the files DocumentationSnippetsTests
#   generates into Examples/UIKitApp).
#
#   Scripts/ios-typecheck.sh                    # the SDK from $IOS_SDK, else ../shared/ios-sdk
#   IOS_SDK=$(xcrun --sdk iphoneos --show-sdk-path) Scripts/ios-typecheck.sh      # Xcode's, on a Mac
#
# Examples/UIKitApp compiles these same files against the stand-ins in StandIns/ (Scripts/consumers.sh),
# so code that builds against the stand-ins is shown here to build against Apple's SDK too.
# Nothing is linked or run: the SDK copy CI has holds headers and Swift interfaces only. Without an
# SDK the script says so in one line and exits 0, so a clone without one still passes CI.
# The SDK is Apple's; it is read here and never copied into the project.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v swiftc >/dev/null 2>&1; then export PATH="/opt/swift/usr/bin:$PATH"; fi

sdk="${IOS_SDK:-}"
if [ -z "$sdk" ]; then
    for candidate in ../shared/ios-sdk/iPhoneOS*.sdk; do
        if [ -d "$candidate" ]; then sdk="$candidate"; fi
    done
fi
if [ -z "$sdk" ]; then
    echo "ios-typecheck: skipped: no iPhoneOS SDK (set IOS_SDK, or put one at ../shared/ios-sdk/)"
    exit 0
fi
if [ ! -d "$sdk/usr/lib/swift" ] || [ ! -f "$sdk/SDKSettings.json" ]; then
    echo "ios-typecheck: $sdk is not an iPhoneOS SDK (no usr/lib/swift or SDKSettings.json)" >&2
    exit 1
fi
sdk=$(cd "$sdk" && pwd)

# The SDK's own version, from SDKSettings.json ("Version":"18.6").
sdk_version=$(grep -oE '"Version":"[0-9.]+"' "$sdk/SDKSettings.json" | head -n 1 | grep -oE '[0-9.]+' || true)
if [ -z "$sdk_version" ]; then
    echo "ios-typecheck: $sdk/SDKSettings.json names no Version" >&2
    exit 1
fi
minimum=13.0 # Package.swift's `.iOS(.v13)`

scratch="${IOS_TYPECHECK_SCRATCH:-$PWD/.build/ios-typecheck}"
mkdir -p "$scratch"
scratch=$(cd "$scratch" && pwd)

# On Linux the toolchain's lib/swift also holds swift-corelibs' CoreFoundation, dispatch, os and
# Block headers, which would be searched before the SDK's and hide Apple's: a resource directory of
# links to only what the compiler needs keeps them out. `-I RES/shims` because clang searches no
# subdirectory for module maps on Apple targets, and the SDK's Swift module needs SwiftShims.
# On a Mac, Xcode's own toolchain needs neither.
extra=()
if [ "$(uname -s)" != Darwin ]; then
    toolchain_lib=$(cd "$(dirname "$(readlink -f "$(command -v swiftc)")")/../lib/swift" && pwd)
    resources="$scratch/resource-dir"
    mkdir -p "$resources"
    for entry in clang shims host; do
        ln -sfn "$toolchain_lib/$entry" "$resources/$entry"
    done
    extra=(-resource-dir "$resources" -I "$resources/shims")
fi

# XCTest ships beside the SDK in Xcode's platform folder (…/iPhoneOS.platform/Developer/Library/
# Frameworks), not inside it; the copy in ../shared has none.
xctest_frameworks="$sdk/../../Library/Frameworks"
has_xctest=false
if [ -d "$xctest_frameworks/XCTest.framework" ]; then has_xctest=true; fi

sources() { find "$@" -name '*.swift' -not -path '*/.build/*' | LC_ALL=C sort; }

failures=0
# check TARGET NAME FILES… : type-checks one module (bodies included) and writes its module for the
# next to import. Every file is read as a library's: the snippets hold declarations only.
check() {
    local target=$1 name=$2
    shift 2
    local out="$scratch/$target/modules"
    mkdir -p "$out"
    local started=$SECONDS
    if swiftc -emit-module -emit-module-path "$out/$name.swiftmodule" -module-name "$name" \
        -target "$target" -sdk "$sdk" "${extra[@]}" \
        -module-cache-path "$scratch/module-cache" -I "$out" -F "$xctest_frameworks" \
        -swift-version 6 -warnings-as-errors -parse-as-library -package-name KeyboardAvoidance \
        -wmo -num-threads 2 "$@" 2>"$scratch/$target/$name.log"; then
        echo "   $target  $name: type-checks ($# files, $((SECONDS - started)) s)"
    else
        echo "   $target  $name: FAILED" >&2
        grep -E "error:|warning:" "$scratch/$target/$name.log" | head -n 40 >&2 || cat "$scratch/$target/$name.log" >&2
        failures=$((failures + 1))
    fi
}

echo "ios-typecheck: $sdk (iOS $sdk_version), at iOS $minimum and iOS $sdk_version"
for version in "$minimum" "$sdk_version"; do
    target="arm64-apple-ios$version"
    # (No `mapfile`: a Mac's /bin/bash is 3.2. No source path holds a space.)
    # shellcheck disable=SC2046
    check "$target" KeyboardAvoidance $(sources Sources/KeyboardAvoidance)
    # shellcheck disable=SC2046
    check "$target" KeyboardAvoidanceFoundation $(sources Sources/KeyboardAvoidanceFoundation)
    # shellcheck disable=SC2046
    check "$target" KeyboardAvoidanceUIKit $(sources Sources/KeyboardAvoidanceUIKit)
    # shellcheck disable=SC2046
    check "$target" KeyboardAvoidanceScreens $(sources Sources/KeyboardAvoidanceScreens)
    if $has_xctest; then
        # shellcheck disable=SC2046
        check "$target" KeyboardAvoidanceTesting $(sources Sources/KeyboardAvoidanceTesting)
    elif [ "$version" = "$minimum" ]; then
        echo "   KeyboardAvoidanceTesting: not checked: XCTest is not in this SDK (Xcode has it in the platform's Developer/Library/Frameworks)"
    fi
    # shellcheck disable=SC2046
    check "$target" UIKitApp $(sources Examples/UIKitApp/Sources/UIKitApp)
    # shellcheck disable=SC2046
    check "$target" DocumentationSnippets $(sources Examples/UIKitApp/Tests/DocumentationSnippetTests/Generated)
done

# The check must be able to fail: a copy of the adapter with a type error planted, and one with a
# call that needs iOS 15 (`UIView.keyboardLayoutGuide`) and no `@available`, are each rejected at
# iOS 13 with the expected message.
planted="$scratch/planted"
plant() {
    local label=$1 expected=$2 code=$3
    rm -rf "$planted" && mkdir -p "$planted/sources" "$planted/modules"
    cp Sources/KeyboardAvoidanceUIKit/*.swift "$planted/sources/"
    printf 'import UIKit\n\n%s\n' "$code" >"$planted/sources/Planted.swift"
    if swiftc -emit-module -emit-module-path "$planted/modules/KeyboardAvoidanceUIKit.swiftmodule" \
        -module-name KeyboardAvoidanceUIKit -target "arm64-apple-ios$minimum" -sdk "$sdk" "${extra[@]}" \
        -module-cache-path "$scratch/module-cache" -I "$scratch/arm64-apple-ios$minimum/modules" \
        -swift-version 6 -warnings-as-errors -parse-as-library -package-name KeyboardAvoidance \
        -wmo -num-threads 2 "$planted"/sources/*.swift >"$planted/log" 2>&1; then
        echo "   planted $label: NOT reported: the check cannot fail" >&2
        failures=$((failures + 1))
    elif grep -q -- "$expected" "$planted/log"; then
        echo "   planted $label: reported ($(grep -m 1 -o -- "$expected.*" "$planted/log"))"
    else
        echo "   planted $label: failed without the expected '$expected':" >&2
        head -n 20 "$planted/log" >&2
        failures=$((failures + 1))
    fi
}
plant "type error" "cannot convert value of type 'String'" \
    'let plantedTypeError: Int = "not a number"'
plant "iOS 15 call at iOS $minimum" "is only available in iOS 15.0 or newer" \
    '@MainActor func plantedLayoutGuideTop(of view: UIView) -> NSLayoutYAxisAnchor { view.keyboardLayoutGuide.topAnchor }'

if [ "$failures" -gt 0 ]; then
    echo "ios-typecheck: $failures module(s) failed against Apple's SDK" >&2
    exit 1
fi
echo "ios-typecheck: every module type-checks against Apple's iPhoneOS $sdk_version SDK at iOS $minimum and iOS $sdk_version"
