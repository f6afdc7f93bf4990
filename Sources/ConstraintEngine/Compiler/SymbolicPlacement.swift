import LinearProgramming
import ViewTree

/// A node's frame as forms, before the program is solved.
struct FormFrame {
    var index: Int
    var origin: FormPoint
    var size: FormSize
    /// The scope the node's own expressions read (for render-time effects after the solve).
    var scope: FormScope
}

extension SymbolicPass {
    /// Places the tree top-down, as the negotiation rules say, collecting every node's frame
    /// in forms. The root is centred on finite window sides (I.1).
    func placeTree(_ scope: FormScope) throws(CompileInterrupt) -> [FormFrame?] {
        var frames = [FormFrame?](repeating: nil, count: tree.nodes.count)
        guard !tree.nodes.isEmpty else { return frames }
        let rootSize = try size(0, window, scope)
        func centred(_ side: LinearForm?, _ length: LinearForm) -> LinearForm {
            guard let side, !side.isInfinite else { return .zero }
            return offset(side, length) / 2
        }
        let origin = FormPoint(x: centred(window.width, rootSize.width), y: centred(window.height, rootSize.height))
        let relations = program.relations
        // An explicit stack of placements with their parents' absolute origins: deep trees need
        // no deep recursion here.
        var work = [(FormPlacement(child: 0, proposal: window, origin: origin, scope: scope), FormPoint.zero)]
        while let (placement, parentOrigin) = work.popLast() {
            let index = placement.child
            let size: FormSize
            if let preset = placement.presetSize { size = preset } else { size = try self.size(index, placement.proposal, placement.scope) }
            // A child at +inf inside a parent at -inf: inf - inf is 0 (I.5), never NaN.
            var absolute = FormPoint(x: sum(parentOrigin.x, placement.origin.x), y: sum(parentOrigin.y, placement.origin.y))
            var proposal = placement.proposal
            if relations {
                // Positions as running sums: the parent's position plus the offset its rule gives.
                absolute = FormPoint(
                    x: program.materialize(absolute.x, column: LPName(number: index, "x"), origin: self.origin(index, "x")),
                    y: program.materialize(absolute.y, column: LPName(number: index, "y"), origin: self.origin(index, "y")))
                if placement.presetSize == nil { proposal = localProposal(index, placement.proposal, placement.scope) }
            }
            frames[index] = FormFrame(index: index, origin: absolute, size: size, scope: placement.scope)
            let children: [FormPlacement]
            if let preset = placement.presetChildren {
                children = preset
            } else {
                children = try childPlacements(index, proposal, size, placement.scope)
            }
            for child in children.reversed() { work.append((child, absolute)) }
        }
        return frames
    }

    func childPlacements(_ index: Int, _ proposal: FormProposal, _ size: FormSize, _ scope: FormScope) throws(CompileInterrupt) -> [FormPlacement] {
        switch self[index].kind {
        case .color, .shape, .text, .image, .spacer, .divider: return []
        case .stack, .gridRow: return try stackPlacements(index, proposal, size, scope)
        case .zStack(let alignment): return try zStackPlacements(index, alignment, size, scope)
        case .geometryReader(let reader):
            var inner = scope
            inner.readers[reader.raw] = size
            return self[index].children.map { FormPlacement(child: $0, proposal: FormProposal(size), origin: .zero, scope: inner) }
        case .scrollView(let spec): return try scrollViewPlacements(index, spec, proposal, scope)
        case .grid: return try gridPlacements(index, proposal, scope)
        case .viewThatFits(let axes):
            let choice = try fitChoice(index, axes, proposal, scope)
            return choice.child < 0 ? [] : [FormPlacement(child: choice.child, proposal: proposal, origin: .zero, scope: scope)]
        case .customLayout(let spec): return try customLayoutPlacements(index, spec, proposal, size, scope)
        case .frame(let frame): return try fixedFramePlacements(index, frame, proposal, size, scope)
        case .containerRelativeFrame(let spec): return try containerRelativePlacements(index, spec, proposal, size, scope)
        case .flexibleFrame(let frame): return try flexibleFramePlacements(index, frame, proposal, size, scope)
        case .padding(let edges): return try paddingPlacements(index, edges, proposal, scope)
        case .aspectRatio(let spec): return try aspectPlacements(index, spec, proposal, scope)
        case .fixedSize(let h, let v):
            return [FormPlacement(child: self[index].children[0], proposal: proposal.unspecifying(horizontal: h, vertical: v), origin: .zero, scope: scope)]
        case .offset, .scaleEffect:
            return [FormPlacement(child: self[index].children[0], proposal: proposal, origin: .zero, scope: scope)]
        case .overlay(let alignment), .background(let alignment):
            return try secondaryPlacements(index, alignment, proposal, size, scope)
        case .position(let x, let y): return try positionPlacements(index, x, y, size, scope)
        case .relation(let spec): return try relationPlacements(index, spec, proposal, size, scope)
        }
    }
}
