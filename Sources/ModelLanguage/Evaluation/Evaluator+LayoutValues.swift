import ViewTree

// Members, methods and subscripts of a custom layout's values: LayoutSubview, ProposedViewSize,
// ViewDimensions, ViewSpacing, CGRect's derived edges, and `max()` and `min()` of numbers known
// only at layout time, with ranges read as arrays (Evaluator+Sequences has the other methods).

extension Evaluator {
    /// `value.name` for these values; nil when not one of them.
    func layoutMember(of value: Value, _ name: String, at loc: Loc) throws(ModelError) -> Value? {
        switch (value, name) {
        case (.typeName, "self"): return value
        // `.zero` where a CGSize or CGPoint is meant (`reduce(.zero) { … }`).
        case (.symbol("zero", nil, _), "width"), (.symbol("zero", nil, _), "height"), (.symbol("zero", nil, _), "x"),
            (.symbol("zero", nil, _), "y"):
            return .number(0)
        case (.subview(let index), "priority"): return .number(.constant(try host(at: loc).priority(subview: index)))
        case (.subview(let index), "spacing"): return .subviewSpacing(index)
        case (.proposal(let width, _), "width"): return width.map(Value.number) ?? .null
        case (.proposal(_, let height), "height"): return height.map(Value.number) ?? .null
        case (.subviewDimensions(_, _, let width, _), "width"): return .number(width)
        case (.subviewDimensions(_, _, _, let height), "height"): return .number(height)
        case (.rect(let x, _, let width, _), "midX"): return .number(x + width / 2)
        case (.rect(let x, _, let width, _), "maxX"): return .number(x + width)
        case (.rect(_, let y, _, let height), "midY"): return .number(y + height / 2)
        case (.rect(_, let y, _, let height), "maxY"): return .number(y + height)
        case (.symbol("degrees", let arguments?, let env), "radians") where arguments.count == 1,
            (.symbol("radians", let arguments?, let env), "radians") where arguments.count == 1:
            // `Angle.degrees(x).radians`, `.radians(x).radians`.
            guard case .symbol(let unit, _, _) = value, let number = numberIfAny(try evaluate(arguments[0].value, env)) else { return nil }
            return .number(unit == "degrees" ? number * (Double.pi / 180) : number)
        case (.number(let radians), "radians"): return .number(radians)
        case (.number(let radians), "degrees"): return .number(radians * (180 / Double.pi))
        default: return nil
        }
    }

    /// A proposal written in the code: `ProposedViewSize(…)`, `.unspecified`, `.zero`, `.infinity`.
    func layoutProposal(_ value: Value, at loc: Loc) throws(ModelError) -> LayoutProposal {
        switch value {
        case .proposal(let width, let height): return LayoutProposal(width: width, height: height)
        case .symbol("unspecified", nil, _): return .unspecified
        case .symbol("zero", nil, _): return LayoutProposal(width: 0, height: 0)
        case .symbol("infinity", nil, _): return LayoutProposal(width: .infinity, height: .infinity)
        case .size(let width, let height): return LayoutProposal(width: width, height: height)
        default:
            throw error(
                "expected a ProposedViewSize, got \(value.typeDescription)", at: loc,
                expected: "ProposedViewSize(width:height:), .unspecified, .zero or .infinity")
        }
    }

    /// A size the code returns: `CGSize(…)` or `.zero`.
    func layoutSize(_ value: Value, at loc: Loc) throws(ModelError) -> LayoutSize {
        switch value {
        case .size(let width, let height): return LayoutSize(width: width, height: height)
        case .symbol("zero", nil, _): return LayoutSize(width: 0, height: 0)
        default: throw error("sizeThatFits must return a CGSize, got \(value.typeDescription)", at: loc, expected: "a CGSize")
        }
    }

    /// `base.name(…)` for these values; nil when not one of them.
    func layoutMethod(_ base: Value, _ name: String, _ arguments: [Argument], _ env: Env, at loc: Loc) throws(ModelError) -> Value? {
        func argument(_ label: String?) throws(ModelError) -> Value? {
            guard let found = arguments.first(where: { $0.label == label }) else { return nil }
            return try evaluate(found.value, env)
        }
        func proposalArgument(_ label: String?) throws(ModelError) -> LayoutProposal {
            guard let value = try argument(label) else {
                throw error("'\(name)' needs \(label.map { "'\($0):'" } ?? "a proposal")", at: loc, expected: "a ProposedViewSize")
            }
            return try layoutProposal(value, at: arguments.first { $0.label == label }?.loc ?? loc)
        }
        switch (base, name) {
        case (.subview(let index), "sizeThatFits"):
            let proposal = try proposalArgument(nil)
            let host = try host(at: loc)
            let size = try hostCall(at: loc) { try host.sizeThatFits(subview: index, proposal: proposal) }
            return .size(width: size.width, height: size.height)
        case (.subview(let index), "dimensions"):
            let proposal = try proposalArgument("in")
            let host = try host(at: loc)
            let size = try hostCall(at: loc) { try host.sizeThatFits(subview: index, proposal: proposal) }
            return .subviewDimensions(index, proposal, width: size.width, height: size.height)
        case (.subview(let index), "place"):
            let at = try argument("at")
            guard case .point(let x, let y)? = at else {
                // Say what came instead: placeholder data names what was not understood.
                let got = at.map { ", got \($0.typeDescription)" } ?? ""
                throw error("'place' needs 'at:' with a CGPoint\(got)", at: loc, expected: "place(at: CGPoint(x:y:), anchor: .topLeading, proposal: …)")
            }
            var anchor = UnitPoint.topLeading
            if let value = try argument("anchor") { anchor = try unitPoint(value, at: loc) }
            let proposal = try proposalArgument("proposal")
            placements.append(LayoutPlacement(subview: index, x: x, y: y, anchor: anchor, proposal: proposal))
            return .void
        case (.proposal(let width, let height), "replacingUnspecifiedDimensions"):
            var fallback = (width: Expr.constant(10), height: Expr.constant(10))
            if let value = try argument("by") {
                guard case .size(let w, let h) = value else { throw error("'by:' takes a CGSize", at: loc, expected: "a CGSize") }
                fallback = (w, h)
            }
            return .size(width: width ?? fallback.width, height: height ?? fallback.height)
        case (.subviewSpacing(let index), "distance"):
            guard case .subviewSpacing(let other)? = try argument("to") else {
                throw error("'distance' needs 'to:' another subview's spacing", at: loc, expected: "a.spacing.distance(to: b.spacing, along: .horizontal)")
            }
            let axis = try axisArgument(try argument("along"), at: loc)
            return .number(.constant(try host(at: loc).spacing(between: index, and: other, axis: axis)))
        case (.range, _):
            let array = Value.array(try elements(of: base, at: loc))
            if let result = try layoutMethod(array, name, arguments, env, at: loc) { return result }
            return try dataMethod(array, name, arguments, env, at: loc)
        case (.array(let elements), "max") where arguments.isEmpty, (.array(let elements), "min") where arguments.isEmpty:
            if case .string? = elements.first, elements.allSatisfy({ if case .string = $0 { true } else { false } }) {
                // Strings, in Swift's order.
                let best = elements.dropFirst().reduce(elements[0]) { best, s in Self.ascending(best, s) == (name == "max") ? s : best }
                return best
            }
            var result: Expr?
            for element in elements {
                guard let number = numberIfAny(element) else {
                    throw error("'\(name)()' needs numbers, got \(element.typeDescription)", at: loc, expected: "an array of numbers")
                }
                result = result.map { name == "max" ? Expr.max($0, number) : Expr.min($0, number) } ?? number
            }
            return result.map(Value.number) ?? .null
        default:
            return nil
        }
    }

    /// `subview[Key.self]` and `dimensions[.leading]`; nil for other subscripts.
    func layoutSubscript(_ base: Value, _ arguments: [Argument], _ env: Env, at loc: Loc) throws(ModelError) -> Value? {
        guard arguments.count == 1 else { return nil }
        switch base {
        case .subview(let index):
            guard case .typeName(let key) = try evaluate(arguments[0].value, env) else {
                throw error("a subview is subscripted by a LayoutValueKey type", at: arguments[0].loc, expected: "subview[Key.self]")
            }
            if let value = try host(at: loc).layoutValue(subview: index, key: key) {
                switch value {
                case .number(let number): return .number(number)
                case .string(let text): return .string(text)
                case .bool(let flag): return .bool(flag)
                }
            }
            guard let property = structs[key]?.staticProperties.first(where: { $0.name == "defaultValue" }) else {
                throw error("'\(key)' has no 'static let defaultValue'", at: arguments[0].loc, expected: "a LayoutValueKey with a defaultValue")
            }
            return try staticValue(property, at: loc)
        case .subviewDimensions(let index, let proposal, _, _):
            guard case .symbol(let name, nil, _) = try evaluate(arguments[0].value, env) else {
                throw error("unknown guide for ViewDimensions", at: arguments[0].loc, expected: "an alignment guide such as .leading or .top")
            }
            let axis: Axis
            var alignment = Alignment.center
            if let horizontal = HorizontalAlignment(rawValue: name) {
                axis = .horizontal
                alignment.horizontal = horizontal
            } else if let vertical = VerticalAlignment(rawValue: name) {
                axis = .vertical
                alignment.vertical = vertical
            } else {
                throw error("unknown guide '.\(name)'", at: arguments[0].loc, expected: "an alignment guide such as .leading or .top")
            }
            let host = try host(at: loc)
            return .number(try hostCall(at: loc) { try host.guide(subview: index, proposal: proposal, alignment: alignment, axis: axis) })
        default:
            return nil
        }
    }

    private func unitPoint(_ value: Value, at loc: Loc) throws(ModelError) -> UnitPoint {
        switch value {
        case .unitPoint(let point): return point
        case .symbol(let name, nil, _):
            if let point = UnitPoint.named[name] { return point }
        default: break
        }
        throw error("expected a UnitPoint, got \(value.typeDescription)", at: loc, expected: "a UnitPoint such as .center or .topLeading")
    }

    private func axisArgument(_ value: Value?, at loc: Loc) throws(ModelError) -> Axis {
        switch value {
        case .axis(let axis)?: return axis
        case .symbol("horizontal", nil, _)?: return .horizontal
        case .symbol("vertical", nil, _)?: return .vertical
        default: throw error("'along:' needs an axis", at: loc, expected: ".horizontal or .vertical")
        }
    }
}
