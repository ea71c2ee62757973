// A test-only stand-in for Apple's UIKit on Linux; not Apple's code. Every declaration matches the one the
// iOS SDK gives Swift (name, labels, types, optionality, mutability, `open`, availability, isolation), with
// the header and line it mirrors named above it; line references are to the UIKit headers of
// iPhoneOS16.5.sdk (theos/sdks), as Swift imports them with that SDK's UIKit.apinotes and Swift overlay
// (usr/lib/swift/UIKit.swiftmodule). Availability is written where the SDK introduces a declaration after
// iOS 12 or deprecates it. Classes are `@MainActor` (the SDK's `NS_SWIFT_UI_ACTOR`, which Swift imports as
// `@MainActor(unsafe)`: the stand-ins are the stricter); the notification names and userInfo keys, which
// this SDK leaves to inherit their class's isolation, are `@preconcurrency @MainActor`, as Swift imports them
// (UIResponder.swift says more). Behaviour is the minimum the documented semantics need; where it
// simplifies, the declaration says so. Tests play the system's part through `UIKitSimulation`, which
// reaches the `package` internals here.

@_exported import CoreGraphics
