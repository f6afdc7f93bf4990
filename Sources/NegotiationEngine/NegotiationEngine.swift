import LeafMeasurement
import ViewTree

/// Options of a negotiation layout.
public struct NegotiationOptions: Sendable {
    /// Round final frames to a grid of 1/scale points (2 gives 0.5 pt); nil keeps exact values.
    public var pixelScale: Double?

    /// Options that round frames to `1 / pixelScale` points, or not at all when nil.
    public init(pixelScale: Double? = nil) { self.pixelScale = pixelScale }
}

/// SwiftUI's layout, reimplemented: the parent proposes, the child answers, the parent places
/// (SWIFTUI-LAYOUT.md; Part I wins where it differs from Part II).
public struct NegotiationEngine: LayoutEngine {
    /// How this engine rounds its frames.
    public var options: NegotiationOptions
    /// `negotiation`, as results and the CLI name this engine.
    public var name: String { "negotiation" }

    /// An engine with `options`.
    public init(options: NegotiationOptions = NegotiationOptions()) { self.options = options }

    /// Lays out `root` in a window of `window` (each side a number, infinity or nil).
    ///
    /// Every node of I.4 comes back in pre-order with its frame in window coordinates. Throws
    /// a `LayoutError` naming the view and the argument when a value cannot be used (I.5).
    public func layout(_ root: ViewNode?, in window: ProposedSize) throws(LayoutError) -> LayoutResult {
        try measuredLayout(root, in: window).result
    }

    /// The layout and how often each node's answer was computed (in pre-order), for tests
    /// that show deep trees cost linear time.
    public func measuredLayout(_ root: ViewNode?, in window: ProposedSize) throws(LayoutError) -> (result: LayoutResult, measureCounts: [Int]) {
        guard let root else { return (LayoutResult(engine: "negotiation", window: window, nodes: []), []) }
        try NumericPolicy.check(window)
        let options = self.options
        var tree = IndexedTree(root: root)
        let policyWarnings = try NumericPolicy.apply(to: &tree)
        let text = try TreeTextMeasurement(tree)
        return try withLargeStack(depth: LayoutPass.recursionDepth(of: tree)) { () throws(LayoutError) in
            let pass = LayoutPass(tree: tree, window: window, text: text)
            let frames = try pass.placeAll(root: 0, proposal: window, origin: nil, scope: Scope(container: window))
            let (nodes, outputWarnings) = try NumericPolicy.checked(frames.compactMap { $0 })
            var result = LayoutResult(engine: "negotiation", window: window, nodes: nodes, warnings: policyWarnings + pass.warnings + outputWarnings)
            // Before pixel rounding, which moves edges by design (STYLE habit 15; release builds skip it).
            LayoutInvariants.assertHolds(result, tree: tree)
            if let scale = options.pixelScale { result = result.roundedToPixels(scale: scale) }
            return (result, pass.measureCounts)
        }
    }
}
