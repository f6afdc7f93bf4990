import ViewTree

// `padding` (R2.1), in the steps the constraint engine's Encodings/Padding.swift follows too:
// 1. Evaluate the four insets (a hostile value as I.5 says).
// 2. Propose the child the proposal less the insets, at least 0; nil stays nil.
// 3. Answer the child's size plus the insets, at least 0 (negative padding can shrink a view to 0).
// 4. Place the child at (leading, top).
extension LayoutPass {
    struct ResolvedInsets {
        var top, leading, bottom, trailing: Double
        var horizontal: Double { leading + trailing }
        var vertical: Double { top + bottom }

        static let zero = ResolvedInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
    }

    /// Step 1: the insets' values.
    func resolve(_ insets: EdgeInsets, _ index: Int, _ name: @autoclosure () -> String, _ scope: Scope) throws(LayoutError) -> ResolvedInsets {
        ResolvedInsets(
            top: try value(insets.top, index, "\(name()).top", scope),
            leading: try value(insets.leading, index, "\(name()).leading", scope),
            bottom: try value(insets.bottom, index, "\(name()).bottom", scope),
            trailing: try value(insets.trailing, index, "\(name()).trailing", scope))
    }

    /// Step 2: the proposal less the insets, at least 0; nil stays nil (a ScrollView's margins too, I.3).
    func paddingChildProposal(_ insets: ResolvedInsets, _ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(
            width: proposal.width.map { max(0, $0 - insets.horizontal) },
            height: proposal.height.map { max(0, $0 - insets.vertical) })
    }

    /// Steps 1-3: the child's size plus the insets; never negative.
    func paddingSize(_ index: Int, _ insets: EdgeInsets, _ proposal: ProposedSize, _ scope: Scope) throws(LayoutError) -> Size {
        let resolved = try resolve(insets, index, "padding", scope)
        return Self.paddedSize(resolved, try childSize(index, paddingChildProposal(resolved, proposal), scope))
    }

    /// Step 3: the child's size plus the insets, at least 0.
    static func paddedSize(_ insets: ResolvedInsets, _ child: Size) -> Size {
        Size(width: max(0, child.width + insets.horizontal), height: max(0, child.height + insets.vertical))
    }

    /// Steps 1, 2 and 4: the child proposed the inset proposal, at (leading, top).
    func paddingPlacements(_ index: Int, _ insets: EdgeInsets, _ proposal: ProposedSize, _ scope: Scope) throws(LayoutError) -> [ChildPlacement] {
        paddingPlacements(index, try resolve(insets, index, "padding", scope), proposal, scope)
    }

    /// Steps 2 and 4 with the insets' values.
    func paddingPlacements(_ index: Int, _ resolved: ResolvedInsets, _ proposal: ProposedSize, _ scope: Scope) -> [ChildPlacement] {
        [
            ChildPlacement(
                child: self[index].children[0], proposal: paddingChildProposal(resolved, proposal),
                origin: Point(x: resolved.leading, y: resolved.top), scope: scope)
        ]
    }
}
