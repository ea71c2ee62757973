// swift-tools-version:6.0
// Test-only stand-ins for Apple's CoreGraphics, UIKit and SwiftUI on Linux, so that code written for iOS
// (`import UIKit`) compiles and is tested here as written. Not Apple's code: each declaration mirrors
// Apple's as Swift sees it with Apple's iPhoneOS 18.6 SDK. A comment `// File.h:N <line>` above a
// declaration names the header of that SDK (System/Library/Frameworks/UIKit.framework/Headers or
// CoreGraphics.framework/Headers) and line it mirrors, quoting that one line. Where Swift's declaration
// comes from a Swift interface instead, that is said and its text quoted: all of SwiftUI (the
// SwiftUI.framework and SwiftUICore.framework modules, quoted as `// SwiftUI: `…``), the CGAffineTransform
// and CGVector members of Apple's CoreGraphics overlay (CoreGraphics.framework/Modules/
// CoreGraphics.swiftmodule, `// CoreGraphics.swiftinterface: `…``), and `Selector`, from the ObjectiveC
// overlay (usr/lib/swift/ObjectiveC.swiftmodule, `// ObjectiveC.swiftinterface: `…``).
// `Scripts/standins-vs-sdk.py` checks every quote against the SDK (CI runs it where the SDK is present).
// Behaviour is the minimum the documented semantics need. `UIKitSimulation` plays the system's part in
// tests and is never imported by app code.

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
