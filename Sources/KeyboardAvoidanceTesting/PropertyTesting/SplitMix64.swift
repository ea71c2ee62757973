/// SplitMix64 (Steele, Lea and Flood, 2014): a tiny generator used to expand one 64-bit seed into
/// the state of ``Xoshiro256StarStar`` and to derive the snippet of each property case from the last.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// Creates the generator from a seed; every seed, 0 included, is valid.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 bits: `z = (state += 0x9E3779B97F4A7C15)`, then two xor-shift-multiply rounds.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
