import Comparison
import ViewTree

/// How a picture is drawn.
public struct RenderOptions: Sendable {
    /// Pixels per point of the size the SVG asks for; the drawing itself stays in points.
    public var scale: Double
    /// Whether the legend (title, key of marks) is drawn under the window.
    public var legend: Bool
    /// Whether each box's `data-source` names the file (`Models/a.layout:3:5`) or only the
    /// line and column (`3:5`, for a page that names the file once).
    public var sourceFiles: Bool

    /// Options for a picture at `scale` pixels per point, with or without the legend and file names.
    public init(scale: Double = 1, legend: Bool = true, sourceFiles: Bool = true) {
        self.scale = scale
        self.legend = legend
        self.sourceFiles = sourceFiles
    }
}

/// The second engine's layout of the same window, drawn over the first where it differs.
public struct Overlay: Sendable {
    /// Both layouts compared view by view.
    public var comparison: WindowComparison
    /// Whether the picture's own frames are the negotiation engine's (the overlay then marks
    /// the constraint engine's frames); false when the picture is the constraint engine's.
    public var baseIsNegotiation: Bool

    /// An overlay of `comparison`'s second layout over the picture's.
    public init(comparison: WindowComparison, baseIsNegotiation: Bool = true) {
        self.comparison = comparison
        self.baseIsNegotiation = baseIsNegotiation
    }

    /// The name of the engine whose frames are marked.
    var otherEngine: String { baseIsNegotiation ? "constraints" : "negotiation" }

    /// The frame the picture does not draw itself, for one compared view.
    func otherFrame(_ view: ViewComparison) -> Rect? { baseIsNegotiation ? view.constraints : view.negotiation }

    /// The frame the picture draws, for one compared view.
    func baseFrame(_ view: ViewComparison) -> Rect? { baseIsNegotiation ? view.negotiation : view.constraints }
}
