import FrameSolver
import TestSupport
import Testing

// Shared by the Oracle* and SpecExample* suites.

/// A measured `Text` leaf of CASES.md: a rigid view of the measured size (the convention at the
/// top of CASES.md: "write such a leaf as a rigid view of that size").
func measuredText(_ width: Double, _ height: Double = 16) -> ModifiedView {
    Color.gray.frame(width: Expr(width), height: Expr(height))
}

/// The origin that centres a root of `size` in a window of `window` on one axis (I.1: centred
/// on a finite axis, 0 on a nil or infinite one).
func centred(_ size: Double, in window: Double?) -> Double {
    guard let window, window.isFinite else { return 0 }
    return (window - size) / 2
}

/// Expects that no frame or render frame of `result` contains NaN (I.5).
func expectNoNaN(_ result: LayoutResult, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    for node in result.nodes {
        let values =
            [node.frame.x, node.frame.y, node.frame.width, node.frame.height]
            + [node.render?.x, node.render?.y, node.render?.width, node.render?.height].compactMap { $0 }
        #expect(!values.contains { $0.isNaN }, "NaN in \(node.path): \(node.frame)", sourceLocation: sourceLocation)
    }
}
