import KeyboardAvoidance
import KeyboardAvoidanceTool

// The animation cases (SPEC §8).

extension ConformanceVectors {
    /// The animation cases: every named curve, unknown raw values, several durations, a zero and a
    /// negative duration, at elapsed times before, inside and after the animation.
    static func animationCases() -> [AnimationCase] {
        let elapsed = [-0.1, 0, 0.0125, 0.05, 1.0 / 12, 0.125, 0.2, 0.24, 0.25, 0.3]
        var animations: [(String, KeyboardAnimation)] = [
            ("ease-in-out", KeyboardAnimation(duration: 0.25, curve: .easeInOut)),
            ("linear", KeyboardAnimation(duration: 0.25, curve: .linear)), ("immediate", .immediate),
            ("negative-duration", KeyboardAnimation(duration: -1, curve: .easeOut)),
        ]
        // The keyboard's curve and the eased ones at three durations, and three unknown raw values
        // (animated as easeInOut).
        for duration in [0.25, 0.4, 0.1] {
            animations.append(("keyboard-\(duration)-s", KeyboardAnimation(duration: duration, curve: .keyboard)))
            animations.append(("ease-in-\(duration)-s", KeyboardAnimation(duration: duration, curve: .easeIn)))
            animations.append(("ease-out-\(duration)-s", KeyboardAnimation(duration: duration, curve: .easeOut)))
        }
        for rawValue in [4, 5, 100] {
            animations.append(("unknown-curve-\(rawValue)", KeyboardAnimation(duration: 0.25, curve: AnimationCurve(rawValue: rawValue))))
        }
        return animations.map { name, animation in
            AnimationCase(name: "animation/\(name)", animation: animation, elapsed: elapsed)
        }
    }
}
