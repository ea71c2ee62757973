import KeyboardAvoidance
import KeyboardAvoidanceScreens

/// The screen sizes of the device catalogue's devices, portrait and landscape.
public let screenSizes: [LayoutSize] = DeviceCatalogue.all.flatMap { device in
    DeviceOrientation.allCases.map(device.screenSize(in:))
}

extension Generator where Value == LayoutRect {
    /// A screen at the origin with a real device's size.
    public static var screen: Generator<LayoutRect> {
        Generator { draws in
            let size = draws.pick(from: screenSizes) ?? LayoutSize(width: 390, height: 844)
            return LayoutRect(x: 0, y: 0, width: size.width, height: size.height)
        }
    }
}

extension Generator where Value == KeyboardState {
    /// A docked keyboard of a height from 0 to the screen's height on the given screen.
    public static func docked(on screen: LayoutRect) -> Generator<KeyboardState> {
        Generator { draws in
            let height = Generator<Double>.coordinate(0, screen.height).generate(&draws)
            return KeyboardState(
                frame: LayoutRect(x: screen.minX, y: screen.maxY - height, width: screen.width, height: height), screenBounds: screen)
        }
    }

    /// Keyboards of every placement on the given screen: docked, minimized (extending below the
    /// screen), floating, split, hidden (empty or off-screen), arbitrary rectangles, and frames on
    /// the placement thresholds (``onThresholds(on:)``).
    public static func any(on screen: LayoutRect) -> Generator<KeyboardState> {
        Generator { draws in
            let height = Generator<Double>.coordinate(0, screen.height).generate(&draws)
            let frame: LayoutRect
            switch draws.below(7) {
            case 0:
                frame = LayoutRect(x: screen.minX, y: screen.maxY - height, width: screen.width, height: height)
            case 1:
                let visible = Generator<Double>.coordinate(1, 120).generate(&draws)
                frame = LayoutRect(x: screen.minX, y: screen.maxY - visible, width: screen.width, height: visible + height)
            case 2:
                frame = LayoutRect(
                    x: draws.double(in: 0...(screen.width / 2)), y: draws.double(in: 0...(screen.height * 0.8)),
                    width: draws.double(in: 200...320), height: draws.double(in: 150...260))
            case 3:
                frame = LayoutRect(x: screen.minX, y: draws.double(in: 0...(screen.height / 2)), width: screen.width, height: height / 2)
            case 4:
                frame =
                    draws.chance(0.5)
                    ? .zero : LayoutRect(x: screen.minX, y: screen.maxY + draws.double(in: 0...100), width: screen.width, height: height)
            case 5:
                frame = Generator<LayoutRect>.rect.generate(&draws)
            default:
                return Generator<KeyboardState>.onThresholds(on: screen).generate(&draws)
            }
            return KeyboardState(frame: frame, screenBounds: screen)
        }
    }
}
