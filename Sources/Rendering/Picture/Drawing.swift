import Comparison
import ConstraintEngine
import NegotiationEngine
import ViewTree

/// Which engine's layout a picture shows.
public enum EngineChoice: String, Sendable, CaseIterable {
    case negotiation, constraints, both
}

/// A model laid out and drawn: the one entry point `render` and the report share.
public enum Drawing {
    /// What was drawn: the SVG and the comparison behind an overlay.
    public struct Output: Sendable {
        public var svg: String
        public var picture: LayoutPicture
        public var comparison: WindowComparison?
    }

    /// Lays `root` out in `window` with the chosen engine(s) and draws it.
    ///
    /// `twin` is the SwiftUI-only twin of a constraint-native model (`// twin: name.layout`):
    /// the negotiation engine lays out the twin instead of the model. With both engines the
    /// picture is then the constraint engine's layout of the model itself, the twin's
    /// differing frames (matched by id) marked; otherwise the negotiation layout, the
    /// constraint engine's differing frames (matched by path) marked.
    public static func draw(
        root: ViewNode?, twin: ViewNode? = nil, window: ProposedSize, engine: EngineChoice,
        options: RenderOptions = RenderOptions(), tolerance: Double = Comparison.defaultTolerance, safeArea: SafeAreaInsets = .zero
    ) throws(LayoutError) -> Output {
        let negotiationRoot = twin ?? root
        let host = ScreenHost(safeArea: safeArea)
        switch engine {
        case .negotiation:
            let result = try host.layout(negotiationRoot, in: window, with: NegotiationEngine())
            let picture = LayoutPicture(root: negotiationRoot, result: result)
            return Output(svg: SVGRenderer.svg(picture, options: options), picture: picture)
        case .constraints:
            let result = try host.layout(root, in: window, with: ConstraintEngine())
            let picture = LayoutPicture(root: root, result: result)
            return Output(svg: SVGRenderer.svg(picture, options: options), picture: picture)
        case .both:
            let negotiation = try host.layout(negotiationRoot, in: window, with: NegotiationEngine())
            let constraints = try host.layout(root, in: window, with: ConstraintEngine())
            return overlay(root: root, twin: twin, negotiation: negotiation, constraints: constraints, options: options, tolerance: tolerance)
        }
    }

    /// Both engines' layouts of one window drawn as one picture (see `draw`).
    public static func overlay(
        root: ViewNode?, twin: ViewNode?, negotiation: LayoutResult, constraints: LayoutResult,
        options: RenderOptions = RenderOptions(), tolerance: Double = Comparison.defaultTolerance
    ) -> Output {
        let comparison = Comparison.compare(negotiation, constraints, tolerance: tolerance, matching: twin == nil ? .path : .id)
        let picture = twin == nil ? LayoutPicture(root: root, result: negotiation) : LayoutPicture(root: root, result: constraints)
        let overlay = Overlay(comparison: comparison, baseIsNegotiation: twin == nil)
        return Output(svg: SVGRenderer.svg(picture, overlay: overlay, options: options), picture: picture, comparison: comparison)
    }
}
