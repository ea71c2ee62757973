import KeyboardAvoidance
import KeyboardAvoidanceScreens

/// One case a ``ScreenCheck`` found wrong: where, what, the numbers, and a picture of it.
public struct ScreenCheckFailure: Sendable, Hashable, Codable, CustomStringConvertible {
    /// What was wrong.
    public enum Problem: String, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
        /// The focus does not end fully inside the visible region (SPEC §12.2).
        case focusNotVisible = "focus not visible"
        /// Resize's usable area reaches under the keyboard.
        case usableAreaUnderKeyboard = "usable area under the keyboard"
        /// A least-scroll strategy moved the focus at least a point further than it needed to.
        case movedMoreThanNeeded = "moved more than needed"
        /// Hiding the keyboard did not give back the layout's own values.
        case notRestoredWhenHidden = "not restored when hidden"
        /// An output sits at the saturation limit (±10¹²): an infinite or absurd value came out.
        case saturatedOutput = "saturated output"

        /// The problem in words, for example `focus not visible`.
        public var description: String { rawValue }
    }

    /// The device, orientation and window.
    public var screen: DeviceScreen
    /// The keyboard.
    public var keyboard: KeyboardKind
    /// The field's name.
    public var field: String
    /// What was wrong.
    public var problem: Problem
    /// The numbers: where the focus ended, the region it had to be in, what moved.
    public var details: String
    /// The case drawn before and after, with ``description`` as its heading.
    public var picture: AvoidancePicture

    /// Creates a failure.
    ///
    /// - Parameters:
    ///   - screen: The device, orientation and window.
    ///   - keyboard: The keyboard.
    ///   - field: The field's name.
    ///   - problem: What was wrong.
    ///   - details: The numbers.
    ///   - picture: The case drawn.
    public init(
        screen: DeviceScreen, keyboard: KeyboardKind, field: String, problem: Problem, details: String, picture: AvoidancePicture
    ) {
        self.screen = screen
        self.keyboard = keyboard
        self.field = field
        self.problem = problem
        self.details = details
        self.picture = picture
    }

    /// `iPhone SE (3rd generation), landscape, standard keyboard, field 'email': focus not
    /// visible: …the numbers…`.
    public var description: String {
        "\(screen), \(keyboard) keyboard, field '\(field)': \(problem): \(details)"
    }

    /// A file name for the picture, unique within a check: the device, orientation, window,
    /// keyboard, field and problem, in lowercase letters, digits and hyphens, then `.svg`.
    public var pictureFileName: String {
        let parts = [
            screen.device.identifier, screen.orientation.rawValue, screen.arrangement.rawValue, keyboard.rawValue, field, problem.rawValue,
        ]
        let text = parts.joined(separator: "-").lowercased()
        var name = ""
        for character in text {
            if character.isLetter && character.isASCII || character.isNumber && character.isASCII {
                name.append(character)
            } else if name.last != "-" {
                name.append("-")
            }
        }
        return name + ".svg"
    }
}
