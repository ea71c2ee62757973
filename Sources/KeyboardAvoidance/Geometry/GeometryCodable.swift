// The Codable representation of the geometry types: flat JSON objects with named fields
// (`{"x": 0, "y": 0, "width": 390, "height": 844}`), language-neutral for the conformance
// vectors. Decoding rejects a non-finite number with an error whose coding path names the
// field; finite values go through the same policy as the initialisers (see FiniteCoordinate).

extension KeyedDecodingContainer {
    /// Decodes a number that must be finite, naming the key when it is not.
    @usableFromInline
    internal func decodeFinite(_ key: Key) throws -> Double {
        let value = try decode(Double.self, forKey: key)
        guard value.isFinite else {
            throw DecodingError.dataCorruptedError(
                forKey: key,
                in: self,
                debugDescription: "\(key.stringValue): expected a finite number, found \(value)"
            )
        }
        return value
    }
}

extension LayoutPoint: Codable {
    private enum CodingKeys: String, CodingKey { case x, y }

    /// Decodes a point from `{"x": …, "y": …}`.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError` if a field is missing, mistyped or not finite.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(x: try container.decodeFinite(.x), y: try container.decodeFinite(.y))
    }

    /// Encodes the point as `{"x": …, "y": …}`.
    ///
    /// - Parameter encoder: The encoder to write to.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(x, forKey: .x)
        try container.encode(y, forKey: .y)
    }
}

extension LayoutSize: Codable {
    private enum CodingKeys: String, CodingKey { case width, height }

    /// Decodes a size from `{"width": …, "height": …}`.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError` if a field is missing, mistyped or not finite.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(width: try container.decodeFinite(.width), height: try container.decodeFinite(.height))
    }

    /// Encodes the size as `{"width": …, "height": …}`.
    ///
    /// - Parameter encoder: The encoder to write to.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(width, forKey: .width)
        try container.encode(height, forKey: .height)
    }
}

extension LayoutRect: Codable {
    private enum CodingKeys: String, CodingKey { case x, y, width, height }

    /// Decodes a rectangle from `{"x": …, "y": …, "width": …, "height": …}`.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError` if a field is missing, mistyped or not finite.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            x: try container.decodeFinite(.x),
            y: try container.decodeFinite(.y),
            width: try container.decodeFinite(.width),
            height: try container.decodeFinite(.height)
        )
    }

    /// Encodes the rectangle as `{"x": …, "y": …, "width": …, "height": …}`, its size unstandardized.
    ///
    /// - Parameter encoder: The encoder to write to.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(origin.x, forKey: .x)
        try container.encode(origin.y, forKey: .y)
        try container.encode(size.width, forKey: .width)
        try container.encode(size.height, forKey: .height)
    }
}

extension LayoutInsets: Codable {
    private enum CodingKeys: String, CodingKey { case top, left, bottom, right }

    /// Decodes insets from `{"top": …, "left": …, "bottom": …, "right": …}`.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError` if a field is missing, mistyped or not finite.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            top: try container.decodeFinite(.top),
            left: try container.decodeFinite(.left),
            bottom: try container.decodeFinite(.bottom),
            right: try container.decodeFinite(.right)
        )
    }

    /// Encodes the insets as `{"top": …, "left": …, "bottom": …, "right": …}`.
    ///
    /// - Parameter encoder: The encoder to write to.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(top, forKey: .top)
        try container.encode(left, forKey: .left)
        try container.encode(bottom, forKey: .bottom)
        try container.encode(right, forKey: .right)
    }
}

extension LayoutTransform: Codable {
    private enum CodingKeys: String, CodingKey { case a, b, c, d, tx, ty }

    /// Decodes a transform from `{"a": …, "b": …, "c": …, "d": …, "tx": …, "ty": …}`.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError` if a field is missing, mistyped or not finite.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            a: try container.decodeFinite(.a),
            b: try container.decodeFinite(.b),
            c: try container.decodeFinite(.c),
            d: try container.decodeFinite(.d),
            tx: try container.decodeFinite(.tx),
            ty: try container.decodeFinite(.ty)
        )
    }

    /// Encodes the transform as `{"a": …, "b": …, "c": …, "d": …, "tx": …, "ty": …}`.
    ///
    /// - Parameter encoder: The encoder to write to.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(a, forKey: .a)
        try container.encode(b, forKey: .b)
        try container.encode(c, forKey: .c)
        try container.encode(d, forKey: .d)
        try container.encode(tx, forKey: .tx)
        try container.encode(ty, forKey: .ty)
    }
}
