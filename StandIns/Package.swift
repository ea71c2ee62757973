// swift-tools-version:6.0
// Test-only stand-ins for Apple's CoreGraphics, UIKit and SwiftUI on Linux, so that code written for iOS
// (`import UIKit`) compiles and is tested here as written. Not Apple's code: each declaration mirrors
// the iOS SDK's as Swift sees it, read against iPhoneOS16.5.sdk of the public theos/sdks repository. A
// comment `// File.h:N <line>` above a declaration names the 16.5 header (System/Library/Frameworks/
// UIKit.framework/Headers or CoreGraphics.framework/Headers) and line it mirrors, quoting that one line.
// Where Swift's declaration comes from a Swift interface instead, that is said: all of SwiftUI
// (SwiftUI.framework/Modules/SwiftUI.swiftmodule, quoted as `// SwiftUI: `…``), the CGAffineTransform
// and CGVector members of Apple's CoreGraphics overlay (usr/lib/swift/CoreGraphics.swiftmodule), and
// `Selector`, from the ObjectiveC overlay (whose interface that SDK copy does not include). Behaviour is
// the minimum the documented semantics need. `UIKitSimulation` plays the system's part in tests and is
// never imported by app code.

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
