// Messages made of what the input carried stay one line: shared by the notification bridge's and
// the tool's errors (package access: not part of the public API).

extension String {
    /// The text with its control characters escaped — `\n`, `\r`, `\t`, and any other control,
    /// line-separator or paragraph-separator scalar as `\u{…}` in hexadecimal — so that a message
    /// built from it is one line.
    ///
    /// - Complexity: O(n) for n scalars.
    package var escapingControlCharacters: String {
        var line = ""
        for scalar in unicodeScalars {
            switch scalar {
            case "\n": line += "\\n"
            case "\r": line += "\\r"
            case "\t": line += "\\t"
            default:
                let category = scalar.properties.generalCategory
                if category == .control || category == .lineSeparator || category == .paragraphSeparator {
                    line += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    line.unicodeScalars.append(scalar)
                }
            }
        }
        return line
    }
}
