/// JSON for lengths: a finite number (`-0` written as `0`), or the strings `"inf"` and `"-inf"`,
/// since JSON has no infinity. NaN is never a frame (I.5) and is written `"nan"` should a bug
/// produce one, so that a reader sees it rather than a crash.
extension KeyedEncodingContainer {
    /// Encodes `value` as a JSON length.
    public mutating func encodeLength(_ value: Double, forKey key: Key) throws {
        if value.isFinite {
            try encode(value == 0 ? 0 : value, forKey: key)
        } else {
            try encode(value.isNaN ? "nan" : value > 0 ? "inf" : "-inf", forKey: key)
        }
    }

    /// Encodes a proposal side: a length, or `null` for an unspecified one.
    public mutating func encodeOptionalLength(_ value: Double?, forKey key: Key) throws {
        if let value { try encodeLength(value, forKey: key) } else { try encodeNil(forKey: key) }
    }
}

extension KeyedDecodingContainer {
    /// Decodes a JSON length: a number, `"inf"`, `"-inf"` or `"nan"`.
    public func decodeLength(forKey key: Key) throws -> Double {
        if let number = try? decode(Double.self, forKey: key) { return number }
        switch try decode(String.self, forKey: key) {
        case "inf": return .infinity
        case "-inf": return -.infinity
        case "nan": return .nan
        case let other:
            throw DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: "'\(other)' is not a length")
        }
    }

    /// Decodes a proposal side: `null` for unspecified, else a length.
    public func decodeOptionalLength(forKey key: Key) throws -> Double? {
        try decodeNil(forKey: key) ? nil : decodeLength(forKey: key)
    }
}

/// `{"x", "y", "width", "height"}`, each a JSON length.
extension Rect: Codable {
    enum CodingKeys: String, CodingKey { case x, y, width, height }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            x: try container.decodeLength(forKey: .x), y: try container.decodeLength(forKey: .y),
            width: try container.decodeLength(forKey: .width), height: try container.decodeLength(forKey: .height))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeLength(x, forKey: .x)
        try container.encodeLength(y, forKey: .y)
        try container.encodeLength(width, forKey: .width)
        try container.encodeLength(height, forKey: .height)
    }
}

/// `{"width", "height"}`: each a JSON length, or `null` when unspecified.
extension ProposedSize: Codable {
    enum CodingKeys: String, CodingKey { case width, height }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(width: try container.decodeOptionalLength(forKey: .width), height: try container.decodeOptionalLength(forKey: .height))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeOptionalLength(width, forKey: .width)
        try container.encodeOptionalLength(height, forKey: .height)
    }
}
