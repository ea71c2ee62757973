// A test-only stand-in for Apple's UIKit on Linux; not Apple's code. Every declaration matches the one the
// iOS SDK gives Swift (name, labels, types, optionality, mutability, `open`, availability, isolation), with
// the header and line it mirrors named above it; line references are to the UIKit headers of Apple's
// iPhoneOS 18.6 SDK, as Swift imports them with that SDK's UIKit.apinotes and Swift overlay
// (UIKit.framework/Modules/UIKit.swiftmodule), and `Scripts/standins-vs-sdk.py` checks every quote against
// that SDK (CI runs it where the SDK is present). Availability is written where the SDK introduces a
// declaration after iOS 12 or deprecates it. Classes are `@MainActor` (the SDK's `NS_SWIFT_UI_ACTOR`, which
// Swift imports as `@MainActor(unsafe)`: the stand-ins are the stricter); the notification names and
// userInfo keys, which the headers mark `NS_SWIFT_NONISOLATED`, are `nonisolated`, as Swift imports them
// (UIResponder.swift says more). Behaviour is the minimum the documented semantics need; where it
// simplifies, the declaration says so. Tests play the system's part through `UIKitSimulation`, which
// reaches the `package` internals here.

@_exported import CoreGraphics
