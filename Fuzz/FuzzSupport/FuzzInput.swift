/// Reads fuzzer bytes as the values a check needs: raw doubles (any bit pattern, NaN and the infinities included), small integers and choices.
///
/// Running out of bytes yields zeros, so every input, the empty one included, is a valid case.
public struct FuzzInput {
    private let bytes: [UInt8]
    private var position = 0

    /// Reads the given bytes.
    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The next byte, or 0 past the end.
    public mutating func byte() -> UInt8 {
        guard position < bytes.count else { return 0 }
        defer { position += 1 }
        return bytes[position]
    }

    /// The next eight bytes as a little-endian integer.
    public mutating func uint64() -> UInt64 {
        var value: UInt64 = 0
        for shift in stride(from: 0, to: 64, by: 8) { value |= UInt64(byte()) << UInt64(shift) }
        return value
    }

    /// A double: half the time a raw bit pattern (NaN, infinities, subnormals, huge values), half
    /// the time a layout-sized number, so that both hostile and meaningful cases are reached.
    public mutating func double() -> Double {
        let selector = byte()
        if selector & 1 == 0 { return Double(bitPattern: uint64()) }
        return Double(Int16(truncatingIfNeeded: Int(byte()) << 8 | Int(byte()))) / 8
    }

    /// An integer in `0..<count` (0 for `count ≤ 1`).
    public mutating func below(_ count: Int) -> Int {
        count <= 1 ? 0 : Int(byte()) % count
    }

    /// Whether every byte has been read.
    public var isAtEnd: Bool { position >= bytes.count }
}

/// A violated invariant: the fuzz target crashes on it so that libFuzzer records the input.
public struct InvariantViolation: Error, CustomStringConvertible {
    /// What was violated.
    public var description: String
    /// Creates a violation with its description.
    public init(_ description: String) { self.description = description }
}

@inline(__always)
func expect(_ condition: Bool, _ message: @autoclosure () -> String) throws(InvariantViolation) {
    if !condition { throw InvariantViolation(message()) }
}
