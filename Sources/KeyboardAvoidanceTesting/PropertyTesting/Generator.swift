/// A recipe for random values of one type, drawn from ``Draws``.
public struct Generator<Value> {
    /// Draws one value.
    public let generate: (inout Draws) -> Value

    /// Creates a generator from a drawing function.
    public init(_ generate: @escaping (inout Draws) -> Value) {
        self.generate = generate
    }

    /// A generator of transformed values.
    ///
    /// Shrinking still works: it acts on the draws.
    public func map<T>(_ transform: @escaping (Value) -> T) -> Generator<T> {
        Generator<T> { draws in transform(self.generate(&draws)) }
    }

    /// A generator that always gives the same value.
    public static func constant(_ value: Value) -> Generator<Value> {
        Generator { _ in value }
    }
}

/// A generator of pairs drawn one after the other.
public func zip<A, B>(_ a: Generator<A>, _ b: Generator<B>) -> Generator<(A, B)> {
    Generator { draws in (a.generate(&draws), b.generate(&draws)) }
}

/// A generator of triples drawn one after the other.
public func zip<A, B, C>(_ a: Generator<A>, _ b: Generator<B>, _ c: Generator<C>) -> Generator<(A, B, C)> {
    Generator { draws in (a.generate(&draws), b.generate(&draws), c.generate(&draws)) }
}
