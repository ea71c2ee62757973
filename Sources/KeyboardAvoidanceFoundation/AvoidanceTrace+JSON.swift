import Foundation

extension AvoidanceTrace where Strategy: Codable {
    /// The trace as JSON, to write to a file or attach to a report (SPEC §14.8): keys sorted and
    /// indented, so that two traces compare line by line.
    ///
    /// - Returns: UTF-8 JSON.
    /// - Throws: `EncodingError` from a strategy whose own encoding fails (the library's never do:
    ///   every number a trace holds is finite).
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }

    /// Reads a trace written by ``jsonData()`` (or by hand, in the format of SPEC §14.8).
    ///
    /// - Parameter jsonData: UTF-8 JSON.
    /// - Throws: `DecodingError` whose coding path names the field that is missing or wrong —
    ///   including a `format` other than `keyboard-avoidance-trace` and a `version` this library
    ///   does not read.
    public init(jsonData: Data) throws {
        self = try JSONDecoder().decode(Self.self, from: jsonData)
    }
}
