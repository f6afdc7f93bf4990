import ViewTree

/// A view with a modifier applied; several views (a Group) each get it (I.1).
public struct ModifiedView: PrimitiveView, Sendable {
    /// The modified view's nodes: the modifier's node, or the view's with an attribute set.
    public let layoutNodes: [ViewNode]
    init(_ base: some View, _ modifier: Modifier) {
        layoutNodes = base.layoutNodes.applying(modifier)
    }
}

/// What an `alignmentGuide` closure reads: the view's dimensions, symbolic.
public struct ViewDimensions: Sendable {
    /// The view's width.
    public let width = Expr.variable(.dimensionWidth)
    /// The view's height.
    public let height = Expr.variable(.dimensionHeight)

    /// The view's value of a horizontal guide (leading 0, centre w/2, trailing w).
    public subscript(guide: HorizontalAlignment) -> Expr {
        switch guide {
        case .leading: 0
        case .center: width / 2
        case .trailing: width
        }
    }

    /// The view's value of a vertical guide (top 0, centre h/2, bottom h).
    public subscript(guide: VerticalAlignment) -> Expr {
        switch guide {
        case .top: 0
        case .center: height / 2
        case .bottom, .firstTextBaseline, .lastTextBaseline: height
        }
    }
}
