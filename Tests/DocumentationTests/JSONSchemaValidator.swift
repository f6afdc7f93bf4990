import Foundation

/// A JSON value as JSONDecoder reads it (booleans and numbers kept apart).
indirect enum JSONValue: Decodable, Equatable {
    case null, bool(Bool), number(Double), string(String), array([JSONValue]), object([String: JSONValue])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    static func parse(_ text: String) throws -> JSONValue { try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8)) }
}

/// A validator for the subset of JSON Schema (2020-12) that docs/json-schema.json uses:
/// `$ref` to `#/$defs/…`, `oneOf`, `anyOf`, `type`, `const`, `enum`, `properties`, `required`,
/// `additionalProperties: false`, `items`, `minimum`, and the annotations `description`,
/// `title`, `$schema`, `$defs`. Any other keyword is an error, so the schema cannot rely on a
/// rule this validator would silently skip.
struct JSONSchemaValidator {
    let root: JSONValue

    static let annotations: Set<String> = ["description", "title", "$schema", "$defs"]
    static let keywords: Set<String> = [
        "$ref", "oneOf", "anyOf", "type", "const", "enum", "properties", "required", "additionalProperties", "items", "minimum",
    ]

    /// The problems of `value` against the root schema, each with its JSON path; empty when valid.
    func problems(_ value: JSONValue) -> [String] { check(value, against: root, at: "$") }

    private func check(_ value: JSONValue, against schema: JSONValue, at path: String) -> [String] {
        guard case .object(let rules) = schema else { return ["\(path): the schema is not an object"] }
        var problems: [String] = []
        for key in rules.keys where !Self.keywords.contains(key) && !Self.annotations.contains(key) {
            problems.append("\(path): schema keyword '\(key)' is outside the validated subset")
        }
        if case .string(let reference)? = rules["$ref"] {
            guard let target = resolve(reference) else { return problems + ["\(path): unresolved $ref \(reference)"] }
            problems += check(value, against: target, at: path)
        }
        if case .array(let options)? = rules["oneOf"] {
            let passing = options.filter { check(value, against: $0, at: path).isEmpty }.count
            if passing != 1 { problems.append("\(path): matches \(passing) of oneOf's \(options.count) schemas, not exactly 1") }
        }
        if case .array(let options)? = rules["anyOf"], !options.contains(where: { check(value, against: $0, at: path).isEmpty }) {
            problems.append("\(path): matches none of anyOf's schemas: \(value)")
        }
        if case .string(let type)? = rules["type"], !Self.has(value, type: type) {
            problems.append("\(path): not of type \(type): \(value)")
        }
        if let constant = rules["const"], value != constant { problems.append("\(path): \(value) is not \(constant)") }
        if case .array(let allowed)? = rules["enum"], !allowed.contains(value) { problems.append("\(path): \(value) is not one of \(allowed)") }
        if case .number(let minimum)? = rules["minimum"], case .number(let number) = value, number < minimum {
            problems.append("\(path): \(number) < \(minimum)")
        }
        if case .object(let fields) = value {
            let properties: [String: JSONValue]
            if case .object(let declared)? = rules["properties"] { properties = declared } else { properties = [:] }
            if case .array(let required)? = rules["required"] {
                for case .string(let name) in required where fields[name] == nil { problems.append("\(path): lacks \(name)") }
            }
            for (name, field) in fields.sorted(by: { $0.key < $1.key }) {
                if let rule = properties[name] {
                    problems += check(field, against: rule, at: "\(path).\(name)")
                } else if rules["additionalProperties"] == .bool(false) {
                    problems.append("\(path): unexpected key \(name)")
                }
            }
        }
        if case .array(let elements) = value, let items = rules["items"] {
            for (index, element) in elements.enumerated() { problems += check(element, against: items, at: "\(path)[\(index)]") }
        }
        return problems
    }

    private func resolve(_ reference: String) -> JSONValue? {
        guard reference.hasPrefix("#/$defs/"), case .object(let top) = root, case .object(let defs)? = top["$defs"] else { return nil }
        return defs[String(reference.dropFirst("#/$defs/".count))]
    }

    private static func has(_ value: JSONValue, type: String) -> Bool {
        switch (type, value) {
        case ("null", .null), ("boolean", .bool), ("number", .number), ("string", .string), ("array", .array), ("object", .object): true
        case ("integer", .number(let number)): number.rounded() == number
        default: false
        }
    }
}
