import LeafMeasurement
import ViewTree

// A container written as a SwiftUI `Layout` (docs/custom-layouts.md), compiled by running the
// user's code symbolically: the proposal's sides and the subviews' answers enter it as
// symbols standing for forms (`ExprVariable.layoutSymbol`), so sums, ratios and running
// offsets come back as linear expressions and `min`/`max` are decided or encoded as
// everywhere else. A comparison (`if x + w > maxWidth`) is a structural decision: it must
// hold over the piece, and a piece where it changes is split at the crossing, so a flow
// layout's line breaks are exact step functions. A product of two layout-dependent numbers is
// an error naming the container, never an approximation.
// The steps, of the negotiation engine's Primitives/CustomLayout.swift:
// 1. The session (SwiftUI's `makeCache`) is made once per container per layout.
// 2. The container's size for a proposal is the code's `sizeThatFits` answer.
// 3. Placed, `placeSubviews` runs with bounds of that size and the proposal it was placed
//    with; each subview sits where its anchor was placed, proposed what the code proposed.
// 4. A subview the code did not place sits at the centre of the bounds at its ideal size.
extension SymbolicPass {
    /// Step 1: the container's session, made on first use in this pass (SwiftUI's `makeCache`).
    func layoutSession(_ index: Int, _ spec: CustomLayoutSpec) -> any LayoutSession {
        if let session = layoutSessions[index] { return session }
        let session = spec.program.makeSession()
        layoutSessions[index] = session
        return session
    }

    /// A form as a number of the code: a constant stays one, anything else becomes a symbol.
    func layoutNumber(_ form: LinearForm) -> Expr {
        if let constant = form.constantValue { return .constant(constant) }
        layoutSymbols.append(form)
        return .variable(.layoutSymbol(layoutSymbols.count - 1))
    }

    func layoutProposal(_ proposal: FormProposal) -> LayoutProposal {
        LayoutProposal(width: proposal.width.map(layoutNumber), height: proposal.height.map(layoutNumber))
    }

    /// Step 2: the code's answer to the proposal.
    func customLayoutSize(_ index: Int, _ spec: CustomLayoutSpec, _ proposal: FormProposal, _ scope: FormScope) throws(CompileInterrupt) -> FormSize {
        let host = ConstraintLayoutHost(pass: self, index: index, scope: scope)
        let session = layoutSession(index, spec)
        let answer = try calling(index) { try session.sizeThatFits(proposal: layoutProposal(proposal), host: host) }
        return FormSize(
            width: try checkedAnswer(try form(answer.width, index, "sizeThatFits_w", scope), index, "sizeThatFits width"),
            height: try checkedAnswer(try form(answer.height, index, "sizeThatFits_h", scope), index, "sizeThatFits height"))
    }

    /// Steps 3 and 4: each subview at the point its anchor was placed at, proposed what the code proposed;
    /// one the code did not place sits at the centre of the bounds at its ideal size.
    func customLayoutPlacements(_ index: Int, _ spec: CustomLayoutSpec, _ proposal: FormProposal, _ size: FormSize, _ scope: FormScope)
        throws(CompileInterrupt) -> [FormPlacement]
    {
        let host = ConstraintLayoutHost(pass: self, index: index, scope: scope)
        let session = layoutSession(index, spec)
        let bounds = LayoutSize(width: layoutNumber(size.width), height: layoutNumber(size.height))
        let placed = try calling(index) { try session.placeSubviews(size: bounds, proposal: layoutProposal(proposal), host: host) }
        let children = self[index].children
        var chosen: [LayoutPlacement?] = Array(repeating: nil, count: children.count)
        for placement in placed where chosen.indices.contains(placement.subview) { chosen[placement.subview] = placement }
        var result: [FormPlacement] = []
        for (i, child) in children.enumerated() {
            let placement =
                chosen[i]
                ?? LayoutPlacement(subview: i, x: bounds.width / 2, y: bounds.height / 2, anchor: .center, proposal: .unspecified)
            let childProposal = try host.formProposal(placement.proposal)
            let childSize = try self.size(child, childProposal, scope)
            let x = try checkedAnswer(try form(placement.x, index, "place_x\(i)", scope), index, "place(at:) x")
            let y = try checkedAnswer(try form(placement.y, index, "place_y\(i)", scope), index, "place(at:) y")
            let origin = FormPoint(
                x: offset(x, guideForm(fraction: placement.anchor.x, length: childSize.width)),
                y: offset(y, guideForm(fraction: placement.anchor.y, length: childSize.height)))
            result.append(FormPlacement(child: child, proposal: childProposal, origin: origin, scope: scope))
        }
        return result
    }

    /// A number the code answered, held to the numeric policy like a model's own numbers
    /// (docs/limits.md): its constant and factors finite and at most 1e9 in magnitude (a
    /// proposal, `kind: .upperLimit`, may also be +infinity).
    func checkedAnswer(_ form: LinearForm, _ index: Int, _ what: String, kind: NumericPolicy.Kind = .signedLength) throws(CompileInterrupt)
        -> LinearForm
    {
        if kind == .upperLimit, form.constantValue == .infinity { return form }
        for value in [form.constant] + Array(form.terms.values) {
            let problem = value.isNaN ? "is not a number (NaN)" : NumericPolicy.problem(value, .signedLength)
            if let problem { throw .failure(failure(index, "the layout's code answered a \(what) that \(problem)", what)) }
        }
        return form
    }

    /// Runs the user's code: a piece split or a failure of the engine passes through; the
    /// code's own errors already name the model's line.
    private func calling<T>(_ index: Int, _ body: () throws -> T) throws(CompileInterrupt) -> T {
        do {
            return try body()
        } catch let interrupt as CompileInterrupt {
            throw interrupt
        } catch let error as LayoutError {
            throw .failure(error)
        } catch let error as LayoutCodeError {
            let node = self[index]
            throw .failure(LayoutError(message: error.message, path: node.path, kind: node.kind.name, source: error.source ?? node.attributes.source))
        } catch {
            throw .failure(failure(index, "the layout's code failed: \(error)"))
        }
    }
}

/// The constraint engine's answers to a custom layout's code, as symbols for forms.
final class ConstraintLayoutHost: LayoutHost {
    unowned let pass: SymbolicPass
    let index: Int
    let scope: FormScope

    init(pass: SymbolicPass, index: Int, scope: FormScope) {
        self.pass = pass
        self.index = index
        self.scope = scope
    }

    var subviewCount: Int { pass[index].children.count }

    func child(_ subview: Int) throws(CompileInterrupt) -> Int {
        let children = pass[index].children
        guard children.indices.contains(subview) else {
            throw .failure(pass.failure(index, "subview \(subview) does not exist (the layout has \(children.count))"))
        }
        return children[subview]
    }

    /// A proposal of the code as forms; a side that can be negative over the piece is an error.
    func formProposal(_ proposal: LayoutProposal) throws(CompileInterrupt) -> FormProposal {
        func side(_ e: Expr?, _ name: String) throws(CompileInterrupt) -> LinearForm? {
            guard let e else { return nil }
            let value = try pass.checkedAnswer(try pass.form(e, index, name, scope), index, name, kind: .upperLimit)
            if try pass.program.less(value, .zero, "\(pass.origin(index, name)) proposes a negative length") {
                throw .failure(pass.failure(index, "a subview is proposed a negative \(name)", name))
            }
            return value
        }
        return FormProposal(width: try side(proposal.width, "proposal_w"), height: try side(proposal.height, "proposal_h"))
    }

    func sizeThatFits(subview: Int, proposal: LayoutProposal) throws -> LayoutSize {
        let answer = try pass.size(try child(subview), try formProposal(proposal), scope)
        return LayoutSize(width: pass.layoutNumber(answer.width), height: pass.layoutNumber(answer.height))
    }

    func guide(subview: Int, proposal: LayoutProposal, alignment: Alignment, axis: Axis) throws -> Expr {
        let child = try child(subview)
        let proposed = try formProposal(proposal)
        let size = try pass.size(child, proposed, scope)
        return pass.layoutNumber(try pass.guide(alignment, axis, of: child, proposal: proposed, size: size, scope))
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

    /// Decided over the piece: constant, or split where the two sides cross.
    func isLess(_ a: Expr, _ b: Expr, reason: String) throws -> Bool {
        let x = try pass.form(a, index, reason, scope)
        let y = try pass.form(b, index, reason, scope)
        return try pass.program.less(x, y, "\(pass.origin(index, reason)) decides a comparison")
    }

    func warn(_ message: String, at source: SourceLocation?) { pass.warn(index, message, source: source) }
}
