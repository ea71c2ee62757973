// swift-tools-version:6.0
// An app's code as a package that depends on the UIKit adapter, KeyboardAvoidanceUIKit, the way an
// app target would — built and tested by CI against the Linux stand-ins of UIKit in ../../StandIns.
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
    ],
    swiftLanguageModes: [.v6]
)
