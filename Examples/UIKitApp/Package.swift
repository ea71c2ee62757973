// swift-tools-version:6.0
// An app's code adopting the UIKit adapter in one line, built and tested by CI against the Linux
// stand-ins of Apple's frameworks in ../../StandIns, together with the documentation's UIKit and
// SwiftUI code.
//
// The library's package declares no dependency, so it cannot build its UIKit code against the
// stand-ins itself. Here its modules — the core, the Foundation bridge and the UIKit adapter, and
// for the tests the screens and the testing library — are compiled from the repository's own
// source folders (Library/ holds links to them, nothing else) with the stand-ins' CoreGraphics and
// UIKit, under their own names: the app imports `KeyboardAvoidanceUIKit` exactly as it would from
// the package on iOS, and its end-to-end tests replay the adapter's traces with
// `KeyboardAvoidanceTesting`'s `assertReplay`, on the same core the adapter ran.

import PackageDescription

let package = Package(
    name: "UIKitApp",
    dependencies: [
        .package(path: "../../StandIns")
    ],
    targets: [
        .target(
            name: "KeyboardAvoidance", path: "Library/KeyboardAvoidance",
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux, .android]))]),
        .target(
            name: "KeyboardAvoidanceFoundation",
            dependencies: ["KeyboardAvoidance", .product(name: "CoreGraphics", package: "StandIns")],
            path: "Library/KeyboardAvoidanceFoundation"),
        .target(
            name: "KeyboardAvoidanceUIKit",
            dependencies: ["KeyboardAvoidanceFoundation", .product(name: "UIKit", package: "StandIns")],
            path: "Library/KeyboardAvoidanceUIKit"),
        .target(name: "KeyboardAvoidanceScreens", dependencies: ["KeyboardAvoidance"], path: "Library/KeyboardAvoidanceScreens"),
        .target(
            name: "KeyboardAvoidanceTesting",
            dependencies: ["KeyboardAvoidance", "KeyboardAvoidanceScreens", "KeyboardAvoidanceFoundation"],
            path: "Library/KeyboardAvoidanceTesting"),
        .target(
            name: "UIKitApp",
            dependencies: ["KeyboardAvoidanceUIKit", .product(name: "UIKit", package: "StandIns")]
        ),
        .testTarget(
            name: "UIKitAppTests",
            dependencies: ["UIKitApp", "KeyboardAvoidanceTesting", .product(name: "UIKitSimulation", package: "StandIns")]
        ),
        // The documentation's UIKit and SwiftUI code, compiled as an app compiles it: Generated/ is written
        // by the repository's DocumentationSnippetsTests from README.md and the DocC catalogs (regenerate
        // there), and DocumentationSnippetRunTests runs it against the simulated system.
        .testTarget(
            name: "DocumentationSnippetTests",
            dependencies: [
                "UIKitApp", "KeyboardAvoidanceUIKit",
                .product(name: "UIKit", package: "StandIns"),
                .product(name: "SwiftUI", package: "StandIns"),
                .product(name: "UIKitSimulation", package: "StandIns"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
