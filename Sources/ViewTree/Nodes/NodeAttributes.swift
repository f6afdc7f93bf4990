/// What modifiers that are not layout nodes record on the node they apply to (I.4).
///
/// `font`, `fontTraits`, `textMetrics`, `lineLimit` and `contentMargins` are environment
/// values: they apply to the whole subtree, the nearest setting winning.
public struct NodeAttributes: Hashable, Sendable {
    /// `id("name")`: a tag reported with the node's frame.
    public var id: String?
    /// `layoutPriority(p)`; nil when not set here (then it passes up from child 0 of a modifier).
    public var layoutPriority: Double?
    public var font: Font?
    /// `.bold()`, `.fontWeight(_:)`, `.monospaced()`, … : applied to the font Text resolve below.
    public var fontTraits: FontTraits?
    /// How Text below is measured; nil inherits (the root's nil is `.simple`, I.2).
    public var textMetrics: TextMetricsModel?
    /// `lineLimit(n)`; `Int.max` for `lineLimit(nil)`.
    public var lineLimit: Int?
    public var contentMargins: EdgeInsets?
    public var gridCellColumns: Int?
    public var gridCellUnsizedAxes: AxisSet?
    public var gridColumnAlignment: HorizontalAlignment?
    public var gridCellAnchor: UnitPoint?
    public var coordinateSpace: String?
    /// `layoutValue(key:value:)`: values a custom `Layout` reads as `subview[Key.self]`, by key name.
    public var layoutValues: [String: LayoutValue] = [:]
    /// `alignmentGuide(_:computeValue:)` values over `d.width` / `d.height`.
    public var horizontalGuides: [HorizontalAlignment: Expr] = [:]
    public var verticalGuides: [VerticalAlignment: Expr] = [:]
    /// Drawing-only modifiers (`fill`, `border`, `opacity`, …), kept for rendering, ignored by layout.
    public var visual: [VisualModifier] = []
    /// Where the node was written, for diagnostics.
    public var source: SourceLocation?
    /// Set in lenient mode when the node stands in for something the file did not define.
    public var placeholder: Bool = false
    /// The SwiftUI name of the view a front end built from layout primitives (a `Toggle` laid
    /// out as an HStack): results report it as the node's kind (I.4: the name as written).
    public var displayKind: String?
    /// `ignoresSafeArea(_:edges:)`, or a shape-style background: the edges on which the view
    /// extends into the screen's safe-area insets when it touches them (ScreenHost).
    public var ignoresSafeArea: EdgeSet?
    /// Set on the padding a screen host wraps the root in (ScreenHost): "the root" of the
    /// model, for a relation that refers to it, is this node's child.
    public var hostsScreen: Bool = false
    /// A stand-in that takes space but is no view of the model (an adaptive grid's empty
    /// columns): laid out like any node, left out of the results.
    public var unreported: Bool = false

    public init() {}
}

/// A drawing-only modifier: its name and the colour or number it was given, if any.
public struct VisualModifier: Hashable, Sendable {
    public var name: String
    public var color: ColorValue?
    public var value: Double?

    public init(_ name: String, color: ColorValue? = nil, value: Double? = nil) {
        self.name = name
        self.color = color
        self.value = value
    }
}
