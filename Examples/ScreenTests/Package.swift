// swift-tools-version:6.0
// An app team's screen tests, as a team would write them: the screen's layout code in a library
// that depends on the core, and an XCTest target that checks it across the device catalogue with
// the KeyboardAvoidanceTesting product. CI runs its tests from a clean clone (`.ci/run`).

import PackageDescription

let package = Package(
    name: "ScreenTests",
    dependencies: [
        .package(name: "KeyboardAvoidance", path: "../..")
    ],
    targets: [
        .target(name: "SignUp", dependencies: [.product(name: "KeyboardAvoidance", package: "KeyboardAvoidance")]),
        .testTarget(
            name: "SignUpTests",
            dependencies: ["SignUp", .product(name: "KeyboardAvoidanceTesting", package: "KeyboardAvoidance")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
