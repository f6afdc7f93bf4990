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
            switch try match(arguments, signature, name: name, env: env, at: loc, values: &values, converted: &converted) {
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
        if mismatch.expected == nil {
            mismatch.expected = signatures.map { $0.display(name) }.joined(separator: " or ")
        }
        throw error(mismatch.message, at: mismatch.loc, expected: mismatch.expected, suggestion: mismatch.suggestion)
    }

    /// Type mismatches (the labels fitted) first, then the overload that matched most arguments.
    private static func rank(_ mismatch: Mismatch) -> Int {
        (mismatch.isTypeMismatch ? 1_000_000 : 0) + mismatch.progress
    }

    private enum MatchResult {
        case success(BoundArguments)
        case failure(Mismatch)
    }

    private func match(
        _ arguments: [Argument], _ signature: Signature, name: String, env: Env, at loc: Loc,
        values: inout [Int: Value], converted: inout [Conversion: Arg]
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
}
