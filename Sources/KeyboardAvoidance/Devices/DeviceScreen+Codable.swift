// A screen's JSON: its device, orientation and arrangement. Decoding goes through the initialiser,
// so an arrangement the device does not offer becomes the full-screen window there too.

extension DeviceScreen {
    private enum CodingKeys: String, CodingKey {
        case device, orientation, arrangement
    }

    /// Decodes a screen as ``init(device:orientation:arrangement:)`` creates one: an arrangement
    /// the device does not offer becomes the full-screen window.
    ///
    /// - Parameter decoder: The decoder.
    /// - Throws: `DecodingError` when a field is missing or of the wrong type.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            device: try container.decode(DeviceModel.self, forKey: .device),
            orientation: try container.decode(DeviceOrientation.self, forKey: .orientation),
            arrangement: try container.decode(WindowArrangement.self, forKey: .arrangement))
    }

    /// Encodes the device, the orientation and the arrangement.
    ///
    /// - Parameter encoder: The encoder.
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(device, forKey: .device)
        try container.encode(orientation, forKey: .orientation)
        try container.encode(arrangement, forKey: .arrangement)
    }
}
