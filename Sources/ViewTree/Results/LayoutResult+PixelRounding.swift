/// Snaps frames to a pixel grid of `1 / scale` points, as a separate pass over any engine's
/// result (SwiftUI rounds when rendering; FrameSolver keeps exact values unless asked). Edges
/// are rounded, not sizes, so neighbours that touch keep touching.
public func roundToPixels(_ rect: Rect, scale: Double) -> Rect {
    func snap(_ value: Double) -> Double {
        // A product that overflows (a scale near 1e307) keeps the exact value, never NaN.
        guard value.isFinite, (value * scale).isFinite else { return value }
        return (value * scale).rounded() / scale
    }
    let x = snap(rect.x)
    let y = snap(rect.y)
    let maxX = rect.width.isFinite ? snap(rect.x + rect.width) : rect.width
    let maxY = rect.height.isFinite ? snap(rect.y + rect.height) : rect.height
    return Rect(x: x, y: y, width: rect.width.isFinite ? maxX - x : rect.width, height: rect.height.isFinite ? maxY - y : rect.height)
}

extension LayoutResult {
    /// Every frame and render frame rounded to a grid of `1 / scale` points (2 gives 0.5 pt).
    public func roundedToPixels(scale: Double) -> LayoutResult {
        guard scale > 0, scale.isFinite else { return self }
        var copy = self
        for i in copy.nodes.indices {
            copy.nodes[i].frame = roundToPixels(copy.nodes[i].frame, scale: scale)
            copy.nodes[i].render = copy.nodes[i].render.map { roundToPixels($0, scale: scale) }
        }
        return copy
    }
}
