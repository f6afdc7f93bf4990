import ViewTree

/// A view with a modifier applied; several views (a Group) each get it (I.1).
public struct ModifiedView: PrimitiveView, Sendable {
    public let layoutNodes: [ViewNode]
    init(_ base: some View, _ modifier: Modifier) {
        layoutNodes = base.layoutNodes.applying(modifier)
    }
}

/// What an `alignmentGuide` closure reads: the view's dimensions, symbolic.
public struct ViewDimensions: Sendable {
    public let width = Expr.variable(.dimensionWidth)
    public let height = Expr.variable(.dimensionHeight)

    public subscript(guide: HorizontalAlignment) -> Expr {
        switch guide {
        case .leading: 0
        case .center: width / 2
        case .trailing: width
        }
    }

    public subscript(guide: VerticalAlignment) -> Expr {
        switch guide {
        case .top: 0
        case .center: height / 2
        case .bottom, .firstTextBaseline, .lastTextBaseline: height
        }
    }
}
