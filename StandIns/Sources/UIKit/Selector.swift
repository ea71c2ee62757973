// A test-only stand-in for the Objective-C runtime's `Selector`, which swift-corelibs-foundation lacks;
// not Apple's code. On Apple platforms `import UIKit` brings `Selector` in through Foundation; it is
// declared here so that `init(target:action:)` and `addTarget(_:action:)` keep their SDK signatures.
// `#selector(...)` needs the Objective-C runtime and does not compile on Linux; spell a selector as a
// string (`Selector("handlePan:")`), which Apple's `Selector` also accepts. Nothing is ever performed.

// ObjectiveC.swiftinterface: `@frozen public struct Selector : Swift.ExpressibleByStringLiteral, @unchecked Swift.Sendable {`
// (with the overlay's `Equatable`, `Hashable` and `CustomStringConvertible` conformances, not its
// `CustomReflectable` one; plainly `Sendable` here, its storage a `String`, not the runtime's pointer)
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    private let name: String

    // ObjectiveC.swiftinterface: `public init(_ str: Swift.String)`
    public init(_ str: String) {
        name = str
    }

    // ObjectiveC.swiftinterface: `public init(stringLiteral value: Swift.String)`
    public init(stringLiteral value: String) {
        name = value
    }

    public var description: String { name }
}
