import ViewTree

/// The agreement the constraint engine must reach in the linear fragment (LP-MODELLING.md
/// A.3): |a - b| <= 1e-6 + 1e-9 |a| for every frame component; infinities must match exactly.
public func agree(_ a: Double, _ b: Double) -> Bool {
    if a.isInfinite || b.isInfinite { return a == b }
    return abs(a - b) <= 1e-6 + 1e-9 * abs(a)
}

/// Whether every component of two frames agrees as above.
public func agree(_ a: Rect, _ b: Rect) -> Bool {
    agree(a.x, b.x) && agree(a.y, b.y) && agree(a.width, b.width) && agree(a.height, b.height)
}

/// The first node where two layouts of the same tree disagree, described; nil when they agree.
public func firstDisagreement(_ a: LayoutResult, _ b: LayoutResult) -> String? {
    guard a.nodes.count == b.nodes.count else {
        return "\(a.engine) reports \(a.nodes.count) nodes, \(b.engine) \(b.nodes.count)"
    }
    for (x, y) in zip(a.nodes, b.nodes) {
        guard x.path == y.path else { return "paths differ: \(x.path) vs \(y.path)" }
        if !agree(x.frame, y.frame) {
            return "\(x.path) \(x.kind): \(a.engine) \(x.frame) vs \(b.engine) \(y.frame)"
        }
    }
    return nil
}
