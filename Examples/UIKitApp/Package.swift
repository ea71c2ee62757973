// swift-tools-version:6.0
// An app's code as a package that depends on the UIKit adapter, KeyboardAvoidanceUIKit, the way an
// app target would — built and tested by CI against the Linux stand-ins of UIKit in ../../StandIns,
// together with the documentation's UIKit and SwiftUI code.
// Build it with KEYBOARD_AVOIDANCE_STAND_INS=1, which makes the library build its UIKit code
// against the same stand-ins (on an Apple platform an app uses the real UIKit and needs neither).

import PackageDescription

let package = Package(
    name: "UIKitApp",
    dependencies: [
        .package(name: "KeyboardAvoidance", path: "../.."),
        .package(path: "../../StandIns"),
    ],
    targets: [
        .target(
            name: "UIKitApp",
            dependencies: [
                .product(name: "KeyboardAvoidanceUIKit", package: "KeyboardAvoidance"),
                .product(name: "UIKit", package: "StandIns"),
            ]
        ),
        .testTarget(
            name: "UIKitAppTests",
            dependencies: ["UIKitApp", .product(name: "UIKitSimulation", package: "StandIns")]
        ),
        // The documentation's UIKit and SwiftUI code, compiled as an app compiles it: Generated/ is written
        // by the repository's DocumentationSnippetsTests from README.md and the DocC catalogs (regenerate
        // there), and DocumentationSnippetRunTests runs it against the simulated system.
        .testTarget(
            name: "DocumentationSnippetTests",
            dependencies: [
                "UIKitApp",
                .product(name: "KeyboardAvoidanceUIKit", package: "KeyboardAvoidance"),
                .product(name: "UIKit", package: "StandIns"),
                .product(name: "SwiftUI", package: "StandIns"),
                .product(name: "UIKitSimulation", package: "StandIns"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
