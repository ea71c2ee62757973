// Short, exact descriptions of the geometry types, for messages, test failures and the tool.
// Doubles print in Swift's shortest round-tripping form, so a description can be pasted back.

extension LayoutPoint: CustomStringConvertible {
    /// The point as `(x, y)`.
    public var description: String { "(\(x), \(y))" }
}

extension LayoutSize: CustomStringConvertible {
    /// The size as `(width × height)`.
    public var description: String { "(\(width) × \(height))" }
}

extension LayoutRect: CustomStringConvertible {
    /// The rectangle as `(x, y, width, height)`, its size unstandardized.
    public var description: String { "(\(origin.x), \(origin.y), \(size.width), \(size.height))" }
}

extension LayoutInsets: CustomStringConvertible {
    /// The insets as `(top: …, left: …, bottom: …, right: …)`.
    public var description: String { "(top: \(top), left: \(left), bottom: \(bottom), right: \(right))" }
}

extension LayoutTransform: CustomStringConvertible {
    /// The transform as `[a, b, c, d, tx, ty]`.
    public var description: String { "[\(a), \(b), \(c), \(d), \(tx), \(ty)]" }
}
