import FrameSolver
import Testing

/// Lays out a DSL view in a window with the negotiation engine.
public func negotiate(_ view: some View, width: Double?, height: Double?, pixelScale: Double? = nil) throws -> LayoutResult {
    try NegotiationEngine(options: NegotiationOptions(pixelScale: pixelScale))
        .layout(view.viewTree, in: ProposedSize(width: width, height: height))
}

/// The tolerance of the oracle cases: unrounded values within 1e-6 pt.
public let frameTolerance = 1e-6

/// Whether two lengths agree within `tolerance` (infinities must match exactly).
public func close(_ a: Double, _ b: Double, tolerance: Double = frameTolerance) -> Bool {
    if a.isInfinite || b.isInfinite { return a == b }
    return abs(a - b) <= tolerance
}

/// Expects the frame of the node tagged `id` to be (x, y, width, height).
public func expectFrame(
    _ result: LayoutResult, _ id: String, _ x: Double, _ y: Double, _ width: Double, _ height: Double,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    guard let node = found(result[id: id], "no node tagged '\(id)'", result, sourceLocation) else { return }
    expectRect(node.frame, x, y, width, height, "'\(id)'", result, sourceLocation: sourceLocation)
}

/// Expects the frame of the node at `path`.
public func expectFrame(
    _ result: LayoutResult, path: String, _ x: Double, _ y: Double, _ width: Double, _ height: Double,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    guard let node = found(result[path: path], "no node at path \(path)", result, sourceLocation) else { return }
    expectRect(node.frame, x, y, width, height, "path \(path)", result, sourceLocation: sourceLocation)
}

/// Expects the size only of the node tagged `id`.
public func expectSize(
    _ result: LayoutResult, _ id: String, _ width: Double, _ height: Double,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    guard let node = found(result[id: id], "no node tagged '\(id)'", result, sourceLocation) else { return }
    expectRectSize(node.frame, width, height, "'\(id)'", result, sourceLocation: sourceLocation)
}

/// Expects the size only of the node at `path`.
public func expectSize(
    _ result: LayoutResult, path: String, _ width: Double, _ height: Double,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    guard let node = found(result[path: path], "no node at path \(path)", result, sourceLocation) else { return }
    expectRectSize(node.frame, width, height, "path \(path)", result, sourceLocation: sourceLocation)
}

/// The node looked up, or nil with an issue recorded that shows the whole tree.
private func found(_ node: NodeFrame?, _ missing: String, _ result: LayoutResult, _ sourceLocation: Testing.SourceLocation) -> NodeFrame? {
    if node == nil { Issue.record("\(missing) in:\n\(result.treeDump())", sourceLocation: sourceLocation) }
    return node
}

private func expectRectSize(
    _ rect: Rect, _ width: Double, _ height: Double, _ what: String, _ result: LayoutResult,
    sourceLocation: Testing.SourceLocation
) {
    let ok = close(rect.width, width) && close(rect.height, height)
    #expect(ok, "\(what): expected size \(width)x\(height), got \(rect)\n\(result.treeDump())", sourceLocation: sourceLocation)
}

/// Expects `rect` to be (x, y, width, height) within `frameTolerance`, printing the tree on failure.
public func expectRect(
    _ rect: Rect, _ x: Double, _ y: Double, _ width: Double, _ height: Double, _ what: String, _ result: LayoutResult,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    let ok = close(rect.x, x) && close(rect.y, y) && close(rect.width, width) && close(rect.height, height)
    #expect(
        ok, "\(what): expected (x \(x), y \(y), w \(width), h \(height)), got \(rect)\n\(result.treeDump())",
        sourceLocation: sourceLocation)
}
