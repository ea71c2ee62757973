import KeyboardAvoidance

/// Boundary-seeking generators: values that sit exactly on a threshold SPEC.md names, or one
/// unit in the last place either side of it.
///
/// Uniform draws almost never land on a threshold, so a comparison written `<` where the
/// specification says `≤` passes every random case. These generators put a fixed share of their
/// draws on the edge itself. The weights (documented in SPEC.md §13):
///
/// | draw | share |
/// | --- | ---: |
/// | exactly the boundary | 2/6 |
/// | one ulp above (`nextUp`) | 1/6 |
/// | one ulp below (`nextDown`) | 1/6 |
/// | a quarter point either side | 1/6 |
/// | a whole point either side | 1/6 |
extension Generator where Value == Double {
    /// Values on and around `boundary`, weighted towards the boundary itself (see the table above).
    ///
    /// - Parameter boundary: The threshold to sit on.
    /// - Returns: The generator.
    public static func near(_ boundary: Double) -> Generator<Double> {
        Generator { draws in
            switch draws.below(6) {
            case 0, 1: return boundary
            case 2: return boundary.nextUp
            case 3: return boundary.nextDown
            case 4: return boundary + (draws.chance(0.5) ? 0.25 : -0.25)
            default: return boundary + (draws.chance(0.5) ? 1 : -1)
            }
        }
    }
}

extension Generator where Value == KeyboardState {
    /// Keyboards whose frames sit on the thresholds of SPEC.md §6.1, on a screen that may be off
    /// the origin: the left and right edges at `S.minX + t` and `S.maxX − t`, the bottom at
    /// `S.maxY − t` and `S.maxY + t`, and a visible band exactly `t` thick (a keyboard 1 pt on
    /// screen), each exactly or one ulp either side (``Generator/near(_:)``).
    ///
    /// - Parameter screen: The screen the keyboard is reported on.
    /// - Returns: The generator.
    public static func onThresholds(on screen: LayoutRect) -> Generator<KeyboardState> {
        Generator { draws in
            let t = KeyboardState.edgeTolerance
            let height = Generator<Double>.coordinate(t, screen.height).generate(&draws)
            var minX = screen.minX
            var maxX = screen.maxX
            var maxY = screen.maxY
            var minY = maxY - height
            switch draws.below(5) {
            case 0: minX = Generator<Double>.near(screen.minX + t).generate(&draws)
            case 1: maxX = Generator<Double>.near(screen.maxX - t).generate(&draws)
            case 2:
                maxY = Generator<Double>.near(screen.maxY - t).generate(&draws)
                minY = maxY - height
            case 3:
                // Extends below the screen by about the tolerance: docked or minimized.
                maxY = Generator<Double>.near(screen.maxY + t).generate(&draws)
                minY = screen.maxY - height
            default:
                // A band about `t` thick on screen: visible (so docked) or hidden.
                minY = Generator<Double>.near(screen.maxY - t).generate(&draws)
                if draws.chance(0.5) { maxY = minY + height }
            }
            return KeyboardState(frame: LayoutRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY), screenBounds: screen)
        }
    }
}

extension Generator where Value == LayoutRect {
    /// A device-sized screen whose origin is sometimes not the origin (an external display's
    /// screen, or a test's arbitrary coordinate system), so that nothing assumes `S.minX = 0`.
    public static var screenAnywhere: Generator<LayoutRect> {
        Generator { draws in
            let screen = Generator<LayoutRect>.screen.generate(&draws)
            guard draws.chance(0.5) else { return screen }
            return LayoutRect(
                x: draws.pick(-1_024, -0.5, 37, 2_048), y: draws.pick(-768, -0.5, 20, 1_366), width: screen.width,
                height: screen.height)
        }
    }
}
