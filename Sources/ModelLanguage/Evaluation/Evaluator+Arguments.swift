import ViewTree

// Matching a call's arguments to the overloads of a view, modifier or constructor: labels in
// order, defaults skipped, the first trailing closure to the first closure parameter, each
// value converted to the parameter's type. The best failure becomes the diagnostic.

extension Evaluator {
    /// Why one overload did not fit, and how far it got (the best failure is reported).
    private struct Mismatch {
        var message: String
        var loc: Loc
        var expected: String?
        var suggestion: String?
        var progress: Int
        var isTypeMismatch: Bool
    }

    /// An argument (by position) converted to a parameter type, shared by the overloads tried.
    private struct Conversion: Hashable {
        var index: Int
        var type: ArgType
        var nullable: Bool
    }

    /// Binds `arguments` to the first signature that fits; throws the most telling mismatch.
    func bind(_ arguments: [Argument], _ signatures: [Signature], name: String, env: Env, at loc: Loc) throws(ModelError) -> BoundArguments {
        var values: [Int: Value] = [:]
        var converted: [Conversion: Arg] = [:]
        var best: Mismatch?
        for (index, signature) in signatures.enumerated() {
            let result: MatchResult
            do {
                result = try match(arguments, signature, name: name, env: env, at: loc, values: &values, converted: &converted)
            } catch {
                // An error from evaluating an argument (a view or modifier inside a closure) is
                // not this call's mismatch: the lenient catch of the call must not take it for one.
                lastBindMismatch = nil
                throw error
            }
            switch result {
            case .success(var bound):
                bound.signatureIndex = index
                return bound
            case .failure(let mismatch):
                if best == nil || Self.rank(mismatch) > Self.rank(best!) {
                    best = mismatch
                }
            }
        }
        guard var mismatch = best else { return BoundArguments() }
        if lenient, let bound = try bindLeniently(arguments, signatures, name: name, env: env, at: loc, values: &values) {
            return bound
        }
        if mismatch.expected == nil {
            mismatch.expected = signatures.map { $0.display(name) }.joined(separator: " or ")
        }
        let failure = error(mismatch.message, at: mismatch.loc, expected: mismatch.expected, suggestion: mismatch.suggestion)
        lastBindMismatch = failure.diagnostic
        throw failure
    }

    /// Type mismatches (the labels fitted) first, then the overload that matched most arguments.
    private static func rank(_ mismatch: Mismatch) -> Int {
        (mismatch.isTypeMismatch ? 1_000_000 : 0) + mismatch.progress
    }

    private enum MatchResult {
        case success(BoundArguments)
        case failure(Mismatch)
    }

    /// Lenient mode's second try, once every overload failed: placeholder data in a typed
    /// slot takes the slot's placeholder (`placeholderArgument`), and arguments whose label no
    /// overload has are dropped; each with a warning. Nil when still nothing fits.
    private func bindLeniently(
        _ arguments: [Argument], _ signatures: [Signature], name: String, env: Env, at loc: Loc, values: inout [Int: Value]
    ) throws(ModelError) -> BoundArguments? {
        let known = Set(signatures.flatMap { $0.params.compactMap(\.label) })
        let written = Set(arguments.compactMap(\.label))
        var kept: [Argument] = []
        var keptValues: [Int: Value] = [:]
        var dropped: [Argument] = []
        var renamed: [(written: String, reading: String, loc: Loc)] = []
        for (index, argument) in arguments.enumerated() {
            if let label = argument.label, !known.contains(label), !argument.isTrailing {
                // A label whose first word names one known label the call does not use
                // (`Image(systemSymbol:)`, a symbol library's spelling of `systemName:`) is
                // read as that label: the call keeps what it says, not a placeholder.
                if let reading = Self.sameFirstWord(label, in: known.subtracting(written)) {
                    var argument = argument
                    argument.label = reading
                    renamed.append((label, reading, argument.loc))
                    if let value = values[index] { keptValues[kept.count] = value }
                    kept.append(argument)
                    continue
                }
                dropped.append(argument)
                continue
            }
            if let value = values[index] { keptValues[kept.count] = value }
            kept.append(argument)
        }
        for (index, signature) in signatures.enumerated() {
            var converted: [Conversion: Arg] = [:]
            var slotWarnings: [(String, Loc)]? = []
            let result = try match(
                kept, signature, name: name, env: env, at: loc, values: &keptValues, converted: &converted, placeholders: &slotWarnings)
            guard case .success(var bound) = result else { continue }
            bound.signatureIndex = index
            for (written, reading, at) in renamed {
                warn("unknown argument label '\(written):' in call to '\(name)' read as '\(reading):'", at: at)
            }
            for argument in dropped {
                warn(
                    "unknown argument label '\(argument.label ?? "_"):' in call to '\(name)' ignored; the call keeps its other arguments",
                    at: argument.loc)
            }
            for (message, at) in slotWarnings ?? [] { warn(message, at: at) }
            return bound
        }
        return nil
    }

    private func match(
        _ arguments: [Argument], _ signature: Signature, name: String, env: Env, at loc: Loc,
        values: inout [Int: Value], converted: inout [Conversion: Arg]
    ) throws(ModelError) -> MatchResult {
        var none: [(String, Loc)]? = nil
        return try match(arguments, signature, name: name, env: env, at: loc, values: &values, converted: &converted, placeholders: &none)
    }

    private func match(
        _ arguments: [Argument], _ signature: Signature, name: String, env: Env, at loc: Loc,
        values: inout [Int: Value], converted: inout [Conversion: Arg], placeholders: inout [(String, Loc)]?
    ) throws(ModelError) -> MatchResult {
        var bound = BoundArguments()
        var index = 0
        func fail(_ message: String, _ at: Loc, suggestion: String? = nil, expected: String? = nil, type: Bool = false) -> MatchResult {
            .failure(Mismatch(message: message, loc: at, expected: expected, suggestion: suggestion, progress: index, isTypeMismatch: type))
        }
        for param in signature.params {
            guard index < arguments.count else {
                if param.optional { continue }
                return fail("missing argument '\(param.label ?? param.key)' in call to '\(name)'", loc)
            }
            let argument = arguments[index]
            let fits = argument.isTrailing && argument.label == nil ? param.type.acceptsClosure : argument.label == param.label
            if !fits {
                if param.optional { continue }
                if let label = param.label, argument.label == nil, !argument.isTrailing {
                    return fail("missing argument label '\(label):' in call to '\(name)'", argument.loc)
                }
                if let label = argument.label, param.label == nil {
                    return fail("extraneous argument label '\(label):' in call to '\(name)'", argument.loc)
                }
                if let label = argument.label {
                    return fail(
                        "wrong argument label '\(label):' in call to '\(name)'", argument.loc,
                        suggestion: Suggestions.nearest(to: label, in: signature.params.compactMap(\.label)))
                }
                return fail("missing argument '\(param.label ?? param.key)' in call to '\(name)'", argument.loc)
            }
            if param.type == .syntax {
                // Kept as written: the entry reads it (its parts would not evaluate alone).
                bound.values[param.key] = .syntax(argument.value, env)
                bound.locs[param.key] = argument.value.loc
                index += 1
                continue
            }
            switch argument.value.kind {
            // A string literal is a `LocalizedStringKey` where a view takes one (`Text("**Hi**")`
            // renders its Markdown); a String variable is not.
            case .string, .interpolatedString: bound.literals.insert(param.key)
            default: break
            }
            let value: Value
            if let known = values[index] {
                value = known
            } else {
                value = try evaluate(argument.value, env)
                values[index] = value
            }
            let cacheKey = Conversion(index: index, type: param.type, nullable: param.nullable)
            if let arg = converted[cacheKey] {
                bound.values[param.key] = arg
            } else if let arg = try convert(value, to: param.type, nullable: param.nullable, at: argument.value.loc) {
                converted[cacheKey] = arg
                bound.values[param.key] = arg
            } else if placeholders != nil, Self.isPlaceholderData(value) {
                let label = param.label.map { "'\($0):'" } ?? "its argument"
                if param.type == .views {
                    bound.values[param.key] = .views([try placeholderBox(value.typeDescription, at: argument.value.loc)])
                    placeholders?.append(("\(value.typeDescription) for \(label) of '\(name)' replaced by a placeholder view", argument.value.loc))
                } else if let arg = Self.placeholderArgument(for: param) {
                    bound.values[param.key] = arg
                    placeholders?.append(("\(value.typeDescription) for \(label) of '\(name)' replaced by \(Self.placeholderRule(param))", argument.value.loc))
                } else {
                    placeholders?.append(("\(value.typeDescription) for \(label) of '\(name)' ignored; the default is used", argument.value.loc))
                }
            } else {
                let label = param.label.map { "'\($0):'" } ?? "its argument"
                let suggestion = symbolName(value).flatMap { Suggestions.nearest(to: $0, in: Self.symbolNames(for: param.type)) }
                return fail(
                    "type mismatch: '\(name)' expects \(param.type.description) for \(label), got \(value.typeDescription)",
                    argument.value.loc, suggestion: suggestion, expected: param.type.description, type: true)
            }
            bound.locs[param.key] = argument.value.loc
            index += 1
        }
        guard index < arguments.count else { return .success(bound) }
        let extra = arguments[index]
        let allLabels = signature.params.compactMap(\.label)
        if extra.isTrailing && extra.label == nil {
            return fail("'\(name)' takes no trailing closure here", extra.loc)
        }
        guard let label = extra.label else {
            return fail("unexpected argument in call to '\(name)'", extra.loc)
        }
        if allLabels.contains(label) {
            return fail("argument '\(label):' is out of order or repeated in call to '\(name)'", extra.loc)
        }
        return fail(
            "wrong argument label '\(label):' in call to '\(name)'", extra.loc,
            suggestion: Suggestions.nearest(to: label, in: allLabels))
    }

    /// The one label of `labels` that starts with the same word as `label` (`systemSymbol`,
    /// `systemName`: "system"), or nil when none or several do.
    static func sameFirstWord(_ label: String, in labels: Set<String>) -> String? {
        func firstWord(_ text: String) -> Substring { text.prefix { !$0.isUppercase } }
        let word = firstWord(label)
        guard word.count >= 3, word != Substring(label) else { return nil }
        let matches = labels.filter { $0 != label && firstWord($0) == word }
        return matches.count == 1 ? matches.first : nil
    }

    /// The placeholder a slot takes for data the file does not define (lenient mode): nil for
    /// a parameter with a default (the call reads as if it were omitted), else a neutral value
    /// of the slot's type (docs/model-language.md, "Placeholder values per slot").
    static func placeholderArgument(for param: Param) -> Arg? {
        if param.optional { return nil }
        switch param.type {
        case .number: return .number(.constant(0))
        case .int: return .int(0)
        case .string: return .string(placeholderText)
        case .bool: return .bool(false)
        case .color: return .color(.gray)
        case .font: return .font(.body)
        case .alignment: return .alignment(.center)
        case .horizontalAlignment: return .horizontalAlignment(.center)
        case .verticalAlignment: return .verticalAlignment(.center)
        case .unitPoint: return .unitPoint(.center)
        case .contentMode: return .contentMode(.fit)
        case .edgeSet: return .edgeSet(.all)
        case .axisSet: return .axisSet([.horizontal, .vertical])
        case .insets: return .insets(EdgeInsets())
        case .size: return .size(.constant(0), .constant(0))
        case .point: return .point(.constant(0), .constant(0))
        case .rect: return .rect(.constant(0), .constant(0), .constant(0), .constant(0))
        case .views, .closure, .any, .syntax: return nil
        }
    }

    /// How a warning names the placeholder `placeholderArgument` chose.
    static func placeholderRule(_ param: Param) -> String {
        switch param.type {
        case .number, .int, .size, .point, .rect: "0"
        case .string: "'\(placeholderText)'"
        case .bool: "false"
        case .color: "gray"
        case .font: ".body"
        case .edgeSet: ".all"
        case .insets: "zero insets"
        default: ".center"
        }
    }
}
