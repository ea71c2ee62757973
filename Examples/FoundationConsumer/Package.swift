// swift-tools-version:6.0
// A package that depends only on the bridge product, KeyboardAvoidanceFoundation, as an app that
// reads UIKit's keyboard notifications would. CI builds and runs it from a clean clone.

import PackageDescription

let package = Package(
    name: "FoundationConsumer",
    dependencies: [
        .package(name: "KeyboardAvoidance", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "FoundationConsumer",
            dependencies: [.product(name: "KeyboardAvoidanceFoundation", package: "KeyboardAvoidance")]
        )
    ],
    swiftLanguageModes: [.v6]
)
