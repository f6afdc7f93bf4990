import ViewTree

/// Snaps frames to a pixel grid of `1 / scale` points, as a separate pass (SwiftUI rounds
/// when rendering; FrameSolver keeps exact values unless asked). Edges are rounded, not
/// sizes, so neighbours that touch keep touching.
func roundToPixels(_ rect: Rect, scale: Double) -> Rect {
    func snap(_ value: Double) -> Double {
        guard value.isFinite else { return value }
        return (value * scale).rounded() / scale
    }
    let x = snap(rect.x)
    let y = snap(rect.y)
    let maxX = rect.width.isFinite ? snap(rect.x + rect.width) : rect.width
    let maxY = rect.height.isFinite ? snap(rect.y + rect.height) : rect.height
    return Rect(x: x, y: y, width: rect.width.isFinite ? maxX - x : rect.width, height: rect.height.isFinite ? maxY - y : rect.height)
}
