import ViewTree

// `x is T`: the value's type checked where the model knows it (Swift's standard types,
// SwiftUI's value types and views, the file's own structs, enums and the protocols they
// conform to); nil and placeholder data are no T, and a type the model does not know makes
// the test false with a warning (docs/model-language.md, "Placeholder values per slot").

extension Evaluator {
    /// Whether `value` is a `typeText` (as written after `is`).
    func isInstance(_ value: Value, of typeText: String, at loc: Loc) -> Bool {
        var type = typeText.trimmingCharacters(in: .whitespaces)
        for prefix in ["any ", "some "] where type.hasPrefix(prefix) { type.removeFirst(prefix.count) }
        if type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
        type = typealiases[type] ?? type
        if case .null = value { return false }
        if Self.isPlaceholderData(value) {
            warn("'is \(typeText)' of placeholder data is false", at: loc)
            return false
        }
        if let known = knownTypeTest(value, type) { return known }
        warn("the type '\(typeText)' is not known here; 'is \(typeText)' is false", at: loc)
        return false
    }

    /// The answer for a type the model knows, nil for any other type.
    private func knownTypeTest(_ value: Value, _ type: String) -> Bool? {
        switch type {
        case "Any": return true
        case "String", "Substring", "LocalizedStringKey", "AttributedString":
            if case .string = value { return true }
            return false
        case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64":
            // The model's numbers carry no Swift type: a whole constant reads as an Int.
            if case .number(let number) = value, let constant = number.constantValue { return constant.rounded() == constant && constant.isFinite }
            return false
        case "Double", "CGFloat", "Float", "Float80":
            if case .number = value { return true }
            return false
        case "Bool":
            if case .bool = value { return true }
            return false
        case "Color":
            if case .color = value { return true }
            return false
        case "Font":
            if case .font = value { return true }
            return false
        case "CGSize":
            if case .size = value { return true }
            return false
        case "CGPoint":
            if case .point = value { return true }
            return false
        case "CGRect":
            if case .rect = value { return true }
            return false
        case "EdgeInsets":
            if case .insets = value { return true }
            return false
        case "UnitPoint":
            if case .unitPoint = value { return true }
            return false
        case "View", "AnyView":
            if case .views = value { return true }
            return false
        default: break
        }
        if type.hasPrefix("[") || type.hasPrefix("Array<") || type.hasPrefix("Set<") {
            if case .array = value { return true }
            return false
        }
        if let cases = enums[type] {
            switch value {
            case .symbol(let name, _, _): return cases.contains(name)
            case .enumCase(let name, _): return cases.contains(name)
            default: return false
            }
        }
        let protocols = Set(structs.values.flatMap(\.conformances))
        if structs[type] != nil || protocols.contains(type) {
            guard case .record(let instance) = value else { return false }
            return instance.decl.name == type || instance.decl.conformances.contains(type)
        }
        if ViewRegistry.entries[type] != nil {
            if case .views(let nodes) = value { return nodes.count == 1 && nodes[0].kind.name == type }
            return false
        }
        return nil
    }
}
