import ViewTree

/// A node at `path` with frame (x, y, w, h).
func node(
    _ path: String, _ x: Double, _ y: Double, _ width: Double, _ height: Double,
    kind: String = "Color", id: String? = nil
) -> NodeFrame {
    NodeFrame(path: path, kind: kind, id: id, frame: Rect(x: x, y: y, width: width, height: height))
}

/// A layout of `nodes` in a 300x100 window.
func layout(_ engine: String, _ nodes: [NodeFrame], window: ProposedSize = ProposedSize(width: 300, height: 100)) -> LayoutResult {
    LayoutResult(engine: engine, window: window, nodes: nodes)
}

/// Three views of one tree (a stack and two children) laid out identically.
func threeViews() -> [NodeFrame] {
    [node("0", 0, 0, 300, 100, kind: "HStack"), node("0.0", 0, 0, 100, 100), node("0.1", 100, 0, 200, 100)]
}
