/// The random choices one property case makes, recorded so that the case can be shrunk.
///
/// Generators take every decision from ``next()``. While a case runs fresh, the values come from
/// ``Xoshiro256StarStar`` and are recorded; while the harness shrinks a failure, they are replayed
/// from an edited recording, and a recording that runs out yields 0. Generators map smaller raw
/// values to simpler values (0 → the first choice, the lower end of a range, `false`), so
/// shrinking the recording — zeroing, halving, truncating — shrinks every kind of value,
/// hierarchies included, with no shrinking code per type.
public struct Draws {
    private var source: Xoshiro256StarStar?
    private var replay: [UInt64]
    private var position = 0
    /// Every value handed out so far, in order.
    public private(set) var recorded: [UInt64] = []

    /// Draws fresh values from a seeded generator.
    public init(seed: UInt64) {
        source = Xoshiro256StarStar(seed: seed)
        replay = []
    }

    /// Replays recorded values, then zeros.
    public init(replaying values: [UInt64]) {
        source = nil
        replay = values
    }

    /// The next raw 64 bits.
    public mutating func next() -> UInt64 {
        let value: UInt64
        if var generator = source {
            value = generator.next()
            source = generator
        } else {
            value = position < replay.count ? replay[position] : 0
            position += 1
        }
        recorded.append(value)
        return value
    }

    /// A value in `[0, 1)` from the top 53 bits: `Double(bits >> 11) · 2⁻⁵³`; raw 0 gives 0.
    public mutating func unit() -> Double {
        Double(next() >> 11) * 0x1p-53
    }

    /// An integer in `[0, count)` (for `count ≥ 1`), by modulo; raw 0 gives 0.
    public mutating func below(_ count: Int) -> Int {
        count <= 1 ? 0 : Int(next() % UInt64(count))
    }

    /// An integer in the closed range, any range up to `Int.min...Int.max`, by modulo; raw 0 gives
    /// the lower bound.
    public mutating func integer(in range: ClosedRange<Int>) -> Int {
        // The range's width less one, exact as an unsigned number even where `upper − lower`
        // overflows `Int`; the whole of `Int` takes the raw bits as they are.
        let span = UInt64(UInt(bitPattern: range.upperBound &- range.lowerBound))
        // One value draws nothing, as `below(1)`.
        guard span > 0 else { return range.lowerBound }
        let offset = span == .max ? next() : next() % (span + 1)
        return range.lowerBound &+ Int(truncatingIfNeeded: offset)
    }

    /// A value in `[range.lowerBound, range.upperBound]`, finite when both bounds are; raw 0 gives
    /// the lower bound.
    public mutating func double(in range: ClosedRange<Double>) -> Double {
        let width = range.upperBound - range.lowerBound
        // `lower + u · width`, the form every recorded seed was drawn with; a range wider than the
        // largest double (from −max to max) weighs the bounds instead, which cannot overflow.
        let u = unit()
        let value = width.isFinite ? range.lowerBound + u * width : (1 - u) * range.lowerBound + u * range.upperBound
        return value.isNaN ? range.lowerBound : Swift.min(Swift.max(value, range.lowerBound), range.upperBound)
    }

    /// `true` with the given probability; raw 0 gives `false`.
    public mutating func chance(_ probability: Double) -> Bool {
        unit() >= 1 - probability
    }

    /// One of the values given, the first for raw 0 (so list the simplest first).
    ///
    /// There is always at least one to pick: `draws.pick(0, 20, 34)`.
    ///
    /// - Parameters:
    ///   - first: The simplest value.
    ///   - others: The other values.
    /// - Returns: One of them, uniformly by modulo.
    public mutating func pick<T>(_ first: T, _ others: T...) -> T {
        let index = below(others.count + 1)
        return index == 0 ? first : others[index - 1]
    }

    /// One element of a collection, the first for raw 0; `nil` for an empty one.
    ///
    /// For a list known in advance, ``pick(_:_:)`` needs no `nil` case.
    ///
    /// - Parameter choices: The elements to pick from.
    /// - Returns: One of them, uniformly by modulo, or `nil` when there is none.
    public mutating func pick<C: Collection>(from choices: C) -> C.Element? {
        guard !choices.isEmpty else { return nil }
        return choices[choices.index(choices.startIndex, offsetBy: below(choices.count))]
    }
}
