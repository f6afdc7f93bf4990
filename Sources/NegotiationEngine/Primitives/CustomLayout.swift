import LeafMeasurement
import ViewTree

// A container written as a SwiftUI `Layout` (docs/custom-layouts.md): the user's code is
// called as SwiftUI calls it. `sizeThatFits` gets every proposal the parent makes (a stack's
// 0 and infinity probes, nil for an ideal size, the final offer), each answer cached like any
// node's (R0.4: sizing is a pure function of the proposal); `placeSubviews` runs when the
// container is placed, with bounds of the size it answered and the proposal it was placed
// with. `makeCache` runs once per container per layout; the cache persists across its calls.
// The steps, which the constraint engine's Encodings/CustomLayout.swift follows too:
// 1. The session (SwiftUI's `makeCache`) is made once per container per layout.
// 2. The container's size for a proposal is the code's `sizeThatFits` answer.
// 3. Placed, `placeSubviews` runs with bounds of that size and the proposal it was placed
//    with; each subview sits where its anchor was placed, proposed what the code proposed.
// 4. A subview the code did not place sits at the centre of the bounds at its ideal size.
extension LayoutPass {
    /// Step 1: the container's session, made on first use (SwiftUI's `makeCache`).
    func layoutSession(_ index: Int, _ spec: CustomLayoutSpec) -> any LayoutSession {
        if let session = layoutSessions[index] { return session }
        let session = spec.program.makeSession()
        layoutSessions[index] = session
        return session
    }

    /// Step 2: the code's answer to the proposal.
    func customLayoutSize(_ index: Int, _ spec: CustomLayoutSpec, _ proposal: ProposedSize, _ scope: Scope) throws(LayoutError) -> Size {
        let host = NegotiationLayoutHost(pass: self, index: index, scope: scope)
        let session = layoutSession(index, spec)
        let answer = try calling(index) { try session.sizeThatFits(proposal: LayoutProposal(proposal), host: host) }
        return Size(
            width: try host.number(answer.width, "sizeThatFits width"), height: try host.number(answer.height, "sizeThatFits height"))
    }

    /// Steps 3 and 4: each subview at the point its anchor was placed at, proposed what the code proposed;
    /// a subview the code did not place sits at the centre of the bounds at its ideal size.
    func customLayoutPlacements(_ index: Int, _ spec: CustomLayoutSpec, _ proposal: ProposedSize, _ size: Size, _ scope: Scope) throws(LayoutError)
        -> [ChildPlacement]
    {
        let host = NegotiationLayoutHost(pass: self, index: index, scope: scope)
        let session = layoutSession(index, spec)
        let placed = try calling(index) { try session.placeSubviews(size: LayoutSize(size), proposal: LayoutProposal(proposal), host: host) }
        let children = self[index].children
        var chosen: [LayoutPlacement?] = Array(repeating: nil, count: children.count)
        // A later call for the same subview takes precedence (SwiftUI's rule).
        for placement in placed where chosen.indices.contains(placement.subview) { chosen[placement.subview] = placement }
        var result: [ChildPlacement] = []
        for (i, child) in children.enumerated() {
            let placement =
                chosen[i]
                ?? LayoutPlacement(subview: i, x: .constant(size.width / 2), y: .constant(size.height / 2), anchor: .center, proposal: .unspecified)
            let childProposal = try host.proposal(placement.proposal)
            let childSize = try self.size(child, childProposal, scope)
            let x = try host.number(placement.x, "place(at:) x")
            let y = try host.number(placement.y, "place(at:) y")
            let origin = Point(
                x: offsetBetween(x, implicitGuide(fraction: placement.anchor.x, length: childSize.width)),
                y: offsetBetween(y, implicitGuide(fraction: placement.anchor.y, length: childSize.height)))
            result.append(ChildPlacement(child: child, proposal: childProposal, origin: origin, scope: scope))
        }
        return result
    }

    /// Runs the user's code: its errors name the model's line, the engine's pass through.
    private func calling<T>(_ index: Int, _ body: () throws -> T) throws(LayoutError) -> T {
        do {
            return try body()
        } catch let error as LayoutError {
            throw error
        } catch let error as LayoutCodeError {
            let node = self[index]
            throw LayoutError(message: error.message, path: node.path, kind: node.kind.name, source: error.source ?? node.attributes.source)
        } catch {
            throw layoutError(index, "the layout's code failed: \(error)")
        }
    }
}

/// The negotiation engine's answers to a custom layout's code: every number is a constant.
final class NegotiationLayoutHost: LayoutHost {
    unowned let pass: LayoutPass
    let index: Int
    let scope: Scope

    init(pass: LayoutPass, index: Int, scope: Scope) {
        self.pass = pass
        self.index = index
        self.scope = scope
    }

    var subviewCount: Int { pass[index].children.count }

    func child(_ subview: Int) throws(LayoutError) -> Int {
        let children = pass[index].children
        guard children.indices.contains(subview) else {
            throw pass.layoutError(index, "subview \(subview) does not exist (the layout has \(children.count))")
        }
        return children[subview]
    }

    /// A number of the code: a constant here; NaN is an error naming the container (I.5).
    /// A number the code answered, held to the numeric policy like a model's own numbers
    /// (docs/limits.md): finite and at most 1e9 in magnitude for a length, and for a proposal
    /// (`kind: .upperLimit`) also +infinity.
    func number(_ expr: Expr, _ what: String, kind: NumericPolicy.Kind = .signedLength) throws(LayoutError) -> Double {
        guard let value = expr.constantValue else {
            throw pass.layoutError(index, "\(what) is not a number here (\(expr))", argument: what)
        }
        if value.isNaN { throw pass.layoutError(index, "\(what) is not a number (NaN)", argument: what) }
        if kind == .upperLimit, value < 0 { return value }  // the caller names a negative proposal
        if let problem = NumericPolicy.problem(value, kind) {
            throw pass.layoutError(index, "the layout's code answered a \(what) that \(problem)", argument: what)
        }
        return value
    }

    func proposal(_ proposal: LayoutProposal) throws(LayoutError) -> ProposedSize {
        let width = try proposal.width.map { e throws(LayoutError) in try number(e, "proposal width", kind: .upperLimit) }
        let height = try proposal.height.map { e throws(LayoutError) in try number(e, "proposal height", kind: .upperLimit) }
        for side in [width, height].compactMap({ $0 }) where side < 0 {
            throw pass.layoutError(index, "a subview is proposed \(formatLength(side)), below 0", argument: "proposal")
        }
        return ProposedSize(width: width, height: height)
    }

    func sizeThatFits(subview: Int, proposal: LayoutProposal) throws -> LayoutSize {
        LayoutSize(try pass.size(try child(subview), try self.proposal(proposal), scope))
    }

    func guide(subview: Int, proposal: LayoutProposal, alignment: Alignment, axis: Axis) throws -> Expr {
        let child = try child(subview)
        let proposed = try self.proposal(proposal)
        let size = try pass.size(child, proposed, scope)
        return .constant(try pass.guide(alignment, axis, of: child, proposal: proposed, size: size, scope))
    }

    func priority(subview: Int) -> Double {
        (try? child(subview)).map { pass[$0].priority } ?? 0
    }

    func layoutValue(subview: Int, key: String) -> LayoutValue? {
        (try? child(subview)).flatMap { pass.tree.layoutValue($0, key: key) }
    }

    func spacing(between first: Int, and second: Int, axis: Axis) -> Double {
        guard let a = try? child(first), let b = try? child(second) else { return LayoutConstants.defaultSpacing }
        let (before, after): (Edge, Edge) = axis == .horizontal ? (.trailing, .leading) : (.bottom, .top)
        return pass.tree.prefersNoSpacing(a, edge: before) || pass.tree.prefersNoSpacing(b, edge: after) ? 0 : LayoutConstants.defaultSpacing
    }

    func isLess(_ a: Expr, _ b: Expr, reason: String) throws -> Bool {
        try number(a, reason) < number(b, reason)
    }

    func warn(_ message: String, at source: SourceLocation?) { pass.warn(index, message, source: source) }
}
