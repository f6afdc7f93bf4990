import ViewTree

extension LayoutExpression {
    /// The expression's value in a solved layout: its tagged views' frames and its window; nil
    /// when a tag names no view there or the window's side is not a length.
    public func value(in layout: LayoutResult) -> Double? {
        var total = constant
        for term in terms {
            let quantity: Double?
            switch term.quantity {
            case .window(let axis):
                quantity = (axis == .horizontal ? layout.window.width : layout.window.height).flatMap { $0.isFinite ? $0 : nil }
            case .view(let id, let component):
                let frame = layout[id: id]?.frame
                switch component {
                case .x: quantity = frame?.x
                case .y: quantity = frame?.y
                case .width: quantity = frame?.width
                case .height: quantity = frame?.height
                }
            }
            guard let quantity else { return nil }
            total += term.coefficient * quantity
        }
        return total
    }
}

extension LayoutConstraint {
    /// Whether the constraint holds in a solved layout, to the engines' agreement tolerance
    /// (1e-6 + 1e-9 of the sizes compared, LP-MODELLING.md A.3); false where it cannot be read
    /// there.
    public func holds(in layout: LayoutResult) -> Bool {
        guard let difference = expression.value(in: layout) else { return false }
        let size = expression.terms.reduce(abs(expression.constant)) { total, term in
            let one = LayoutExpression(terms: [term], constant: 0, text: "")
            return total + abs(one.value(in: layout) ?? 0)
        }
        let tolerance = 1e-6 + 1e-9 * size
        switch relation {
        case .lessOrEqual: return difference <= tolerance
        case .greaterOrEqual: return difference >= -tolerance
        case .equal: return abs(difference) <= tolerance
        }
    }
}
