// swift-tools-version:6.0
// The tools version stays at 6.0 so that every Xcode 16 user can depend on the package;
// the language mode is Swift 6 for every target.

import PackageDescription

// Apple's frameworks exist only on Apple's platforms: on them the bridge imports CoreGraphics and
// the UIKit adapter UIKit; elsewhere that code is left out. The package declares no dependency:
// Examples/UIKitApp compiles these same source folders against the Linux stand-ins in StandIns/.
let package = Package(
    name: "KeyboardAvoidance",
    // The oldest systems with Swift concurrency's runtime, which the UIKit adapter's main-actor
    // code (`MainActor.assumeIsolated`) needs; SwiftPM's defaults (iOS 12, macOS 10.13) are older.
    platforms: [.iOS(.v13), .macCatalyst(.v13), .macOS(.v10_15), .tvOS(.v13), .watchOS(.v6)],
    products: [
        .library(name: "KeyboardAvoidance", targets: ["KeyboardAvoidance"]),
        .library(name: "KeyboardAvoidanceFoundation", targets: ["KeyboardAvoidanceFoundation"]),
        .library(name: "KeyboardAvoidanceUIKit", targets: ["KeyboardAvoidanceUIKit"]),
        .library(name: "KeyboardAvoidanceScreens", targets: ["KeyboardAvoidanceScreens"]),
        .library(name: "KeyboardAvoidanceTesting", targets: ["KeyboardAvoidanceTesting"]),
        .executable(name: "keyboard-avoidance", targets: ["keyboard-avoidance"]),
    ],
    targets: [
        // The core: geometry, coordinate spaces, the keyboard and the strategies.
        // Standard library only, so it builds wherever Swift does. On Linux and Android the
        // standard library's `rounded()` and `squareRoot()` call the C maths library, which is
        // not linked by default there (Foundation brings it in, but the core must not need
        // Foundation), so the target links it itself; Apple platforms, Windows and WASI have it
        // in their C library.
        .target(
            name: "KeyboardAvoidance",
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux, .android]))]
        ),

        // The thin bridge to Foundation: CoreGraphics-typed geometry and keyboard notifications.
        .target(name: "KeyboardAvoidanceFoundation", dependencies: ["KeyboardAvoidance"]),

        // The UIKit adapter: a thin shell over the core's KeyboardAvoider, compiled where UIKit exists.
        .target(name: "KeyboardAvoidanceUIKit", dependencies: ["KeyboardAvoidanceFoundation"]),

        // The screens a layout is checked on — the device catalogue with its sourced figures — and
        // the picture of a screen. Standard library only, like the core it depends on.
        .target(name: "KeyboardAvoidanceScreens", dependencies: ["KeyboardAvoidance"]),

        // For app teams' XCTest suites: checks a screen across the device catalogue, replays a
        // recorded trace, and the seeded property harness with its generators. Depends on the core,
        // the screens, the Foundation bridge (which reads a trace's JSON) and XCTest only.
        .target(
            name: "KeyboardAvoidanceTesting",
            dependencies: ["KeyboardAvoidance", "KeyboardAvoidanceScreens", "KeyboardAvoidanceFoundation"]
        ),

        // The command-line tool: scenarios, pictures, and the conformance vectors' format and
        // verifier. Everything lives in this library so that tests can run it in-process; the
        // executable only forwards to it.
        // The Foundation bridge reads and writes the avoider's traces (`replay`).
        .target(
            name: "KeyboardAvoidanceTool", dependencies: ["KeyboardAvoidance", "KeyboardAvoidanceFoundation", "KeyboardAvoidanceScreens"]),
        .executableTarget(name: "keyboard-avoidance", dependencies: ["KeyboardAvoidanceTool"]),

        // Benchmarks: `swift run -c release KeyboardAvoidanceBenchmarks` (see BENCHMARKS.md).
        .target(name: "AllocationCounter", path: "Benchmarks/AllocationCounter"),
        .executableTarget(
            name: "KeyboardAvoidanceBenchmarks",
            dependencies: ["KeyboardAvoidance", "KeyboardAvoidanceTool", "AllocationCounter"],
            path: "Benchmarks/KeyboardAvoidanceBenchmarks"
        ),

        // Fixtures shared by the project's own tests: the phone form most hand-computed vectors
        // use, and a view that behaves as UIKit documents for capture on Linux. Not a product.
        .target(
            name: "TestFixtures",
            dependencies: ["KeyboardAvoidance", "KeyboardAvoidanceScreens", "KeyboardAvoidanceTool", "KeyboardAvoidanceTesting"],
            path: "Tests/TestFixtures"
        ),
        // The conformance vectors' cases, a file per family: test data, not a product. A test in
        // record mode writes Vectors/conformance-vectors.json from them (VECTORS.md).
        .target(
            name: "ConformanceCases",
            dependencies: ["KeyboardAvoidance", "KeyboardAvoidanceScreens", "KeyboardAvoidanceTool", "TestFixtures"],
            path: "Tests/ConformanceCases"
        ),
        .testTarget(
            name: "KeyboardAvoidanceTests",
            dependencies: [
                "KeyboardAvoidance", "KeyboardAvoidanceTool", "ConformanceCases", "KeyboardAvoidanceTesting", "TestFixtures",
                // The tracker's reference model (TrackerReference), shared with the fuzz check.
                "FuzzSupport",
            ]
        ),
        .testTarget(
            name: "KeyboardAvoidanceScreensTests",
            dependencies: ["KeyboardAvoidanceScreens", "KeyboardAvoidance", "KeyboardAvoidanceTesting", "KeyboardAvoidanceTool"]
        ),
        .testTarget(
            name: "KeyboardAvoidanceTestingTests",
            dependencies: [
                "KeyboardAvoidanceTesting", "KeyboardAvoidance", "KeyboardAvoidanceScreens", "KeyboardAvoidanceFoundation", "TestFixtures",
            ]
        ),
        .testTarget(
            name: "KeyboardAvoidanceToolTests",
            dependencies: [
                "KeyboardAvoidanceTool", "KeyboardAvoidance", "KeyboardAvoidanceScreens", "ConformanceCases", "keyboard-avoidance",
                "KeyboardAvoidanceFoundation",
            ]
        ),
        // Fuzzing (Scripts/fuzz.sh): the invariant checks, and one libFuzzer entry point per target.
        .target(
            name: "FuzzSupport",
            dependencies: ["KeyboardAvoidance", "KeyboardAvoidanceFoundation", "KeyboardAvoidanceScreens", "KeyboardAvoidanceTool"],
            path: "Fuzz/FuzzSupport"
        ),
        .executableTarget(name: "FuzzScenario", dependencies: ["FuzzSupport"], path: "Fuzz/FuzzScenario"),
        .executableTarget(name: "FuzzLayout", dependencies: ["FuzzSupport"], path: "Fuzz/FuzzLayout"),
        .executableTarget(name: "FuzzTracker", dependencies: ["FuzzSupport"], path: "Fuzz/FuzzTracker"),
        .executableTarget(name: "FuzzNotification", dependencies: ["FuzzSupport"], path: "Fuzz/FuzzNotification"),
        .executableTarget(name: "FuzzTrace", dependencies: ["FuzzSupport"], path: "Fuzz/FuzzTrace"),
        .testTarget(
            name: "FuzzRegressionTests",
            dependencies: ["FuzzSupport"]
        ),
        // Every fenced Swift block of README.md and the DocC catalogs, compiled (and where it is a
        // sequence of statements, run). The blocks written for UIKit and SwiftUI are generated into
        // Examples/UIKitApp's DocumentationSnippetTests, which builds against the stand-ins in StandIns/.
        .testTarget(
            name: "DocumentationSnippetTests",
            dependencies: ["KeyboardAvoidance", "KeyboardAvoidanceFoundation", "KeyboardAvoidanceTesting"]
        ),
        .testTarget(
            name: "KeyboardAvoidanceFoundationTests",
            dependencies: ["KeyboardAvoidanceFoundation", "KeyboardAvoidance", "KeyboardAvoidanceTesting", "TestFixtures"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
