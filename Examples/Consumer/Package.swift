// swift-tools-version:6.0
// A package that depends on KeyboardAvoidance as any app or library would: the core product
// only, no Foundation. CI builds and runs it from a clean clone (`.ci/run`), so a core that does
// not link on its own, or a README example that no longer compiles, fails there.

import PackageDescription

let package = Package(
    name: "Consumer",
    // At least the library's deployment targets: SwiftPM refuses a dependency that needs newer systems.
    platforms: [.iOS(.v13), .macOS(.v10_15)],
    dependencies: [
        .package(name: "KeyboardAvoidance", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "Consumer",
            dependencies: [.product(name: "KeyboardAvoidance", package: "KeyboardAvoidance")]
        )
    ],
    swiftLanguageModes: [.v6]
)
