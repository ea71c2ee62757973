// A test-only stand-in for Apple's UIKit on Linux; not Apple's code. Every declaration matches the one the
// iOS SDK gives Swift (name, labels, types, optionality, mutability, `open`, isolation), with the header
// and line it mirrors named above it; line references are to the iOS 26.5 SDK's UIKit headers (the newest
// SDK, whose `NS_SWIFT_NONISOLATED` annotations state the isolation Swift 6 code sees). Behaviour is the
// minimum the documented semantics need; where it simplifies, the declaration says so. Tests play the
// system's part through `UIKitSimulation`, which reaches the `package` internals here.

@_exported import CoreGraphics
