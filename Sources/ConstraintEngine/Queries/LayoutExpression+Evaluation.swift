import ViewTree

extension LayoutExpression {
    /// The expression's value in a solved layout: its tagged views' frames and its window; nil
    /// when a tag names no view there or the window's side is not a length.
    public func value(in layout: LayoutResult) -> Double? {
        var total = constant
        for term in terms {
            guard let quantity = term.quantity.value(in: layout) else { return nil }
            total += term.coefficient * quantity
        }
        return total
    }
}

extension LayoutExpression.Quantity {
    /// The quantity in a solved layout: a tagged view's frame component or the window's side;
    /// nil when the tag names no view there or the side is not a length.
    func value(in layout: LayoutResult) -> Double? {
        switch self {
        case .window(let axis):
            return (axis == .horizontal ? layout.window.width : layout.window.height).flatMap { $0.isFinite ? $0 : nil }
        case .view(let id, let component):
            guard let frame = layout[id: id]?.frame else { return nil }
            switch component {
            case .x: return frame.x
            case .y: return frame.y
            case .width: return frame.width
            case .height: return frame.height
            }
        }
    }
}

extension LayoutConstraint {
    /// Whether the constraint holds in a solved layout, to the engines' agreement tolerance
    /// (1e-6 + 1e-9 of the sizes compared, LP-MODELLING.md A.3); false where it cannot be read
    /// there.
    public func holds(in layout: LayoutResult) -> Bool {
        guard let difference = expression.value(in: layout) else { return false }
        let size = expression.terms.reduce(abs(expression.constant)) { $0 + abs($1.coefficient * ($1.quantity.value(in: layout) ?? 0)) }
        let tolerance = 1e-6 + 1e-9 * size
        switch relation {
        case .lessOrEqual: return difference <= tolerance
        case .greaterOrEqual: return difference >= -tolerance
        case .equal: return abs(difference) <= tolerance
        }
    }
}
