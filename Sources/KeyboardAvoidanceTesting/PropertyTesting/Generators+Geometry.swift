import Foundation
import KeyboardAvoidance

extension Generator where Value == LayoutPoint {
    /// Points with realistic coordinates.
    public static var point: Generator<LayoutPoint> {
        Generator { draws in
            LayoutPoint(x: Generator<Double>.coordinate().generate(&draws), y: Generator<Double>.coordinate().generate(&draws))
        }
    }
}

extension Generator where Value == LayoutRect {
    /// Rectangles with realistic positions and sizes from 0 to 1,200, negative one time in eight.
    public static var rect: Generator<LayoutRect> {
        Generator { draws in
            let x = Generator<Double>.coordinate(-500, 1_500).generate(&draws)
            let y = Generator<Double>.coordinate(-500, 1_500).generate(&draws)
            var width = Generator<Double>.coordinate(0, 1_200).generate(&draws)
            var height = Generator<Double>.coordinate(0, 1_200).generate(&draws)
            if draws.chance(0.125) { width = -width }
            if draws.chance(0.125) { height = -height }
            return LayoutRect(x: x, y: y, width: width, height: height)
        }
    }

    /// Rectangles whose four fields are each hostile.
    public static var hostileRect: Generator<LayoutRect> {
        Generator { draws in
            LayoutRect(
                x: Generator<Double>.hostile.generate(&draws), y: Generator<Double>.hostile.generate(&draws),
                width: Generator<Double>.hostile.generate(&draws), height: Generator<Double>.hostile.generate(&draws))
        }
    }
}

extension Generator where Value == LayoutInsets {
    /// Insets from 0 to 100 on each edge, zero on an edge half the time.
    public static var insets: Generator<LayoutInsets> {
        Generator { draws in
            func edge(_ draws: inout Draws) -> Double {
                draws.chance(0.5) ? Generator<Double>.coordinate(0, 100).generate(&draws) : 0
            }
            return LayoutInsets(top: edge(&draws), left: edge(&draws), bottom: edge(&draws), right: edge(&draws))
        }
    }
}

extension Generator where Value == LayoutTransform {
    /// Transforms as views have them: mostly the identity, else a translation, a scale from ¼ to 4,
    /// an exact quarter turn, an arbitrary rotation, or a combination of these.
    public static var transform: Generator<LayoutTransform> {
        Generator { draws in
            guard draws.chance(0.4) else { return .identity }
            var result = LayoutTransform.identity
            for _ in 0..<draws.integer(in: 1...3) {
                let step: LayoutTransform
                switch draws.below(4) {
                case 0:
                    step = LayoutTransform(
                        translationX: draws.double(in: -200...200).rounded(), y: draws.double(in: -200...200).rounded())
                case 1:
                    step = LayoutTransform(scaleX: draws.double(in: 0.25...4), y: draws.double(in: 0.25...4))
                case 2:
                    step = LayoutTransform(quarterTurns: draws.integer(in: 1...3))
                default:
                    let angle = draws.double(in: -Double.pi...Double.pi)
                    step = LayoutTransform(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), tx: 0, ty: 0)
                }
                result = result.concatenating(step)
            }
            return result
        }
    }

    /// Transforms with hostile components, singular ones among them.
    public static var hostileTransform: Generator<LayoutTransform> {
        Generator { draws in
            if draws.chance(0.3) {
                return LayoutTransform(a: 0, b: 0, c: 0, d: draws.pick(0.0, 1, 1e-300), tx: 0, ty: 0)
            }
            let h = Generator<Double>.hostile
            return LayoutTransform(
                a: h.generate(&draws), b: h.generate(&draws), c: h.generate(&draws), d: h.generate(&draws),
                tx: h.generate(&draws), ty: h.generate(&draws))
        }
    }
}
