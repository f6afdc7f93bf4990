import Foundation
import ViewTree

/// A value held by `@State`, a callback's `id`, an `onChange` subject or a preference, once
/// layout has made it concrete: what the passes compare and report.
///
/// Equality is Swift's `==` on the value, as SwiftUI compares state: two widths differing in
/// the last bit are different, so floating noise can keep a loop going (docs/geometry-feedback.md).
public enum StateValue: Hashable, Sendable, Codable, CustomStringConvertible {
    case number(Double)
    case bool(Bool)
    case string(String)
    case size(width: Double, height: Double)
    case point(x: Double, y: Double)
    case rect(x: Double, y: Double, width: Double, height: Double)
    /// `nil` of an optional.
    case none

    /// The value as Swift's `print` and `\(…)` show it (`123.5`, `0.0`, `(100.0, 100.0)`).
    public var description: String {
        switch self {
        case .number(let value): Self.swiftDescription(value)
        case .bool(let value): value ? "true" : "false"
        case .string(let value): value
        case .size(let width, let height): "(\(Self.swiftDescription(width)), \(Self.swiftDescription(height)))"
        case .point(let x, let y): "(\(Self.swiftDescription(x)), \(Self.swiftDescription(y)))"
        case .rect(let x, let y, let width, let height):
            "(\(Self.swiftDescription(x)), \(Self.swiftDescription(y)), \(Self.swiftDescription(width)), \(Self.swiftDescription(height)))"
        case .none: "nil"
        }
    }

    /// The numbers of a state named `name`, by component as the constraint engine's columns
    /// name them (`name`, `name.width`, `name.minX`, …); none for a Bool, a String or nil.
    public func components(_ name: String) -> [(name: String, value: Double)] {
        switch self {
        case .number(let value): [(name, value)]
        case .size(let width, let height): [("\(name).width", width), ("\(name).height", height)]
        case .point(let x, let y): [("\(name).x", x), ("\(name).y", y)]
        case .rect(let x, let y, let width, let height): [("\(name).minX", x), ("\(name).minY", y), ("\(name).width", width), ("\(name).height", height)]
        case .bool, .string, .none: []
        }
    }

    /// `Double.description`: the shortest digits that read back as the same value, with `.0`
    /// for whole numbers (`CGFloat` prints the same way).
    public static func swiftDescription(_ value: Double) -> String { "\(value)" }

    // MARK: Codable: a number is a JSON number, a size `{"width","height"}`, nil `null`.

    private enum Keys: String, CodingKey { case x, y, width, height }

    public init(from decoder: any Decoder) throws {
        if let single = try? decoder.singleValueContainer() {
            if single.decodeNil() { self = .none; return }
            if let value = try? single.decode(Bool.self) { self = .bool(value); return }
            if let value = try? single.decode(Double.self) { self = .number(value); return }
            if let value = try? single.decode(String.self) { self = .string(value); return }
        }
        let keyed = try decoder.container(keyedBy: Keys.self)
        let x = try keyed.decodeIfPresent(Double.self, forKey: .x)
        let y = try keyed.decodeIfPresent(Double.self, forKey: .y)
        let width = try keyed.decodeIfPresent(Double.self, forKey: .width)
        let height = try keyed.decodeIfPresent(Double.self, forKey: .height)
        switch (x, y, width, height) {
        case let (x?, y?, width?, height?): self = .rect(x: x, y: y, width: width, height: height)
        case let (nil, nil, width?, height?): self = .size(width: width, height: height)
        case let (x?, y?, nil, nil): self = .point(x: x, y: y)
        default: throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not a state value"))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .number(let value):
            var single = encoder.singleValueContainer()
            try single.encode(value)
        case .bool(let value):
            var single = encoder.singleValueContainer()
            try single.encode(value)
        case .string(let value):
            var single = encoder.singleValueContainer()
            try single.encode(value)
        case .none:
            var single = encoder.singleValueContainer()
            try single.encodeNil()
        case .size(let width, let height):
            var keyed = encoder.container(keyedBy: Keys.self)
            try keyed.encode(width, forKey: .width)
            try keyed.encode(height, forKey: .height)
        case .point(let x, let y):
            var keyed = encoder.container(keyedBy: Keys.self)
            try keyed.encode(x, forKey: .x)
            try keyed.encode(y, forKey: .y)
        case .rect(let x, let y, let width, let height):
            var keyed = encoder.container(keyedBy: Keys.self)
            try keyed.encode(x, forKey: .x)
            try keyed.encode(y, forKey: .y)
            try keyed.encode(width, forKey: .width)
            try keyed.encode(height, forKey: .height)
        }
    }
}
