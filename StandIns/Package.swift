// swift-tools-version:6.0
// Test-only stand-ins for Apple's CoreGraphics, UIKit and SwiftUI on Linux, so that code written for iOS
// (`import UIKit`) compiles and is tested here as written. Not Apple's code: each declaration mirrors
// the iOS SDK's (the header and line are named above it); behaviour is the minimum the documented
// semantics need. `UIKitSimulation` plays the system's part in tests and is never imported by app code.

import PackageDescription

let package = Package(
    name: "AppleStandIns",
    products: [
        .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "SwiftUI", targets: ["SwiftUI"]),
        .library(name: "UIKitSimulation", targets: ["UIKitSimulation"]),
    ],
    targets: [
        .target(name: "CoreGraphics"),
        .target(name: "UIKit", dependencies: ["CoreGraphics"]),
        .target(name: "SwiftUI", dependencies: ["UIKit"]),
        .target(name: "UIKitSimulation", dependencies: ["UIKit"]),
        .testTarget(name: "StandInTests", dependencies: ["CoreGraphics", "UIKit", "SwiftUI", "UIKitSimulation"]),
    ],
    swiftLanguageModes: [.v6]
)
