/// The special doubles every hostile-input test goes through, simplest first.
public let hostileDoubles: [Double] = [
    0, -0.0, .nan, .infinity, -.infinity, 1e308, -1e308, .greatestFiniteMagnitude,
    -.greatestFiniteMagnitude, .leastNonzeroMagnitude, -.leastNonzeroMagnitude, .leastNormalMagnitude,
    1e12, -1e12, 1e12 + 1, 1e15, -1e15, 0.5, -1, 1e-300, .signalingNaN, -.nan,
]

extension Generator where Value == Double {
    /// Coordinates as layouts have them: mostly whole or half points in `[lower, upper]`,
    /// sometimes arbitrary; raw 0 gives `lower`.
    ///
    /// Bounds given the wrong way round are swapped, and a NaN bound counts as the other one (both
    /// NaN: 0), so any pair of bounds makes a generator.
    public static func coordinate(_ lower: Double = -1_000, _ upper: Double = 3_000) -> Generator<Double> {
        let first = lower.isNaN ? (upper.isNaN ? 0 : upper) : lower
        let second = upper.isNaN ? first : upper
        let range = Swift.min(first, second)...Swift.max(first, second)
        return Generator { draws in
            let value = draws.double(in: range)
            switch draws.below(4) {
            case 0: return value
            case 1: return value.rounded(.down)
            case 2: return (value * 2).rounded(.down) / 2
            default: return (value * 3).rounded(.down) / 3
            }
        }
    }

    /// Hostile values: the special list, a random bit pattern, or a realistic coordinate.
    public static var hostile: Generator<Double> {
        Generator { draws in
            switch draws.below(3) {
            case 0: return draws.pick(from: hostileDoubles) ?? .nan
            case 1: return Double(bitPattern: draws.next())
            default: return Generator.coordinate().generate(&draws)
            }
        }
    }
}
