/// xoshiro256** (Blackman and Vigna, 2018): the property harness's random source.
///
/// Its output for a seed is fixed by this file alone, so a printed seed replays the same case on
/// any toolchain, unlike `SystemRandomNumberGenerator` or `random(in:using:)`, whose mapping from
/// bits to values may change between Swift releases.
public struct Xoshiro256StarStar: RandomNumberGenerator, Sendable {
    private var s0: UInt64
    private var s1: UInt64
    private var s2: UInt64
    private var s3: UInt64

    /// Creates the generator with its 256-bit state expanded from `seed` by ``SplitMix64``,
    /// which never yields the forbidden all-zero state.
    public init(seed: UInt64) {
        var expander = SplitMix64(seed: seed)
        s0 = expander.next()
        s1 = expander.next()
        s2 = expander.next()
        s3 = expander.next()
    }

    /// Creates the generator from its raw state, for checking against the published reference
    /// outputs; the state must not be all zeros.
    public init(state: (UInt64, UInt64, UInt64, UInt64)) {
        (s0, s1, s2, s3) = state
    }

    /// The next 64 bits: `rotl(s1 · 5, 7) · 9`, then the xor-shift state update.
    public mutating func next() -> UInt64 {
        let result = rotateLeft(s1 &* 5, 7) &* 9
        let t = s1 << 17
        s2 ^= s0
        s3 ^= s1
        s1 ^= s2
        s0 ^= s3
        s2 ^= t
        s3 = rotateLeft(s3, 45)
        return result
    }

    private func rotateLeft(_ x: UInt64, _ k: UInt64) -> UInt64 {
        (x << k) | (x >> (64 - k))
    }
}
