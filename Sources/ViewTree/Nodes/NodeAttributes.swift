/// What modifiers that are not layout nodes record on the node they apply to (I.4).
///
/// `font`, `fontTraits`, `textMetrics`, `lineLimit` (with `minimumLines`) and `contentMargins`
/// are environment values: they apply to the whole subtree, the nearest setting winning.
public struct NodeAttributes: Hashable, Sendable {
    /// `id("name")`: a tag reported with the node's frame.
    public var id: String?
    /// `layoutPriority(p)`; nil when not set here (then it passes up from child 0 of a modifier).
    public var layoutPriority: Double?
    /// `font(_:)`: the text size for Text in the subtree; nil when not set here.
    public var font: Font?
    /// `.bold()`, `.fontWeight(_:)`, `.monospaced()`, … : applied to the font Text resolve below.
    public var fontTraits: FontTraits?
    /// How Text below is measured; nil inherits (the root's nil is `.simple`, I.2).
    public var textMetrics: TextMetricsModel?
    /// `lineLimit(n)`; `Int.max` for `lineLimit(nil)`.
    public var lineLimit: Int?
    /// The fewest lines Text below take: `lineLimit(n, reservesSpace: true)`'s n, or the lower
    /// bound of `lineLimit(3...6)` and `lineLimit(2...)`. One environment value with
    /// `lineLimit`: a node that sets either sets both (nil here is no minimum).
    public var minimumLines: Int?
    /// `textCase(_:)`: the case Text below shows in; `.some(nil)` is `textCase(nil)`, which
    /// keeps an outer case off the subtree; nil when not set here. The model language applies
    /// it to the Text strings when it builds the tree, so layout reads the strings as shown.
    public var textCase: TextCase??
    /// `contentMargins(_:_:)`: the margins ScrollViews in the subtree put around their content (I.3).
    public var contentMargins: EdgeInsets?
    /// `gridCellColumns(n)`: how many Grid columns the cell spans (I.6).
    public var gridCellColumns: Int?
    /// `gridCellUnsizedAxes(_:)`: the axes on which the cell takes the size of its row or column instead of sizing it (I.6).
    public var gridCellUnsizedAxes: AxisSet?
    /// `gridColumnAlignment(_:)`: the horizontal alignment of every cell of the cell's column (I.6).
    public var gridColumnAlignment: HorizontalAlignment?
    /// `gridCellAnchor(_:)`: where the cell sits in its grid cell, overriding the row's and column's alignment (I.6).
    public var gridCellAnchor: UnitPoint?
    /// `coordinateSpace(name:)`: the name a GeometryReader below can measure frames in (R7.1).
    public var coordinateSpace: String?
    /// `layoutValue(key:value:)`: values a custom `Layout` reads as `subview[Key.self]`, by key name.
    public var layoutValues: [String: LayoutValue] = [:]
    /// `alignmentGuide(_:computeValue:)` values over `d.width` / `d.height`.
    public var horizontalGuides: [HorizontalAlignment: Expr] = [:]
    /// `alignmentGuide(_:computeValue:)` values for vertical guides, over `d.width` / `d.height`.
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
    /// Where a model's geometry feedback attaches to this node (a preference's value, an
    /// `onPreferenceChange`, the view an `onGeometryChange` reads), by the model's mark number;
    /// layout ignores them.
    public var feedbackMarks: [Int] = []
    /// The geometry feedback of the model whose root this is, as the constraint engine solves
    /// it: each state a callback assigns from geometry, with its definition; nil for a tree
    /// without feedback (and for every tree the negotiation engine's passes lay out).
    public var stateProgram: StateProgram?
    /// `ignoresSafeArea(_:edges:)`, or a shape-style background: the edges on which the view
    /// extends into the screen's safe-area insets when it touches them (ScreenHost).
    public var ignoresSafeArea: EdgeSet?
    /// Set on the padding a screen host wraps the root in (ScreenHost): "the root" of the
    /// model, for a relation that refers to it, is this node's child.
    public var hostsScreen: Bool = false
    /// A stand-in that takes space but is no view of the model (an adaptive grid's empty
    /// columns): laid out like any node, left out of the results.
    public var unreported: Bool = false

    /// No attributes: what a node has until a modifier sets one.
    public init() {}

    /// Whether the attributes at `attributes` are all unset (equal to `NodeAttributes()`),
    /// read field by field in place: comparing with `==` copied the whole value first (its
    /// strings and collections retained), once per node while flattening a tree.
    ///
    /// Every stored property must be tested here; the assertion catches one that is not as
    /// soon as a test sets it alone (debug builds).
    static func areUnset(_ attributes: UnsafePointer<NodeAttributes>) -> Bool {
        let a = attributes
        let unset =
            a.pointee.id == nil && a.pointee.layoutPriority == nil && a.pointee.font == nil && a.pointee.fontTraits == nil
            && a.pointee.textMetrics == nil && a.pointee.lineLimit == nil && a.pointee.minimumLines == nil
            && a.pointee.contentMargins == nil && a.pointee.textCase == nil
            && a.pointee.gridCellColumns == nil && a.pointee.gridCellUnsizedAxes == nil && a.pointee.gridColumnAlignment == nil
            && a.pointee.gridCellAnchor == nil && a.pointee.coordinateSpace == nil && a.pointee.layoutValues.isEmpty
            && a.pointee.horizontalGuides.isEmpty && a.pointee.verticalGuides.isEmpty && a.pointee.visual.isEmpty
            && a.pointee.source == nil && !a.pointee.placeholder && a.pointee.displayKind == nil && a.pointee.feedbackMarks.isEmpty
            && a.pointee.stateProgram == nil && a.pointee.ignoresSafeArea == nil && !a.pointee.hostsScreen && !a.pointee.unreported
        assert(unset == (a.pointee == NodeAttributes()), "NodeAttributes.areUnset misses a stored property")
        return unset
    }
}

/// A drawing-only modifier: its name and the colour or number it was given, if any.
public struct VisualModifier: Hashable, Sendable {
    /// The modifier's name as written (`fill`, `opacity`).
    public var name: String
    /// The colour it was given (`fill(.red)`), if any.
    public var color: ColorValue?
    /// The number it was given (`opacity(0.5)`, `cornerRadius(8)`), if any.
    public var value: Double?
    /// The gradient it was given (`fill(LinearGradient(…))`), if any.
    public var gradient: GradientValue?
    /// The strings it carries (a segmented picker's option titles), if any.
    public var texts: [String]

    /// A drawing modifier named `name` with its colour, number, gradient or strings.
    public init(_ name: String, color: ColorValue? = nil, value: Double? = nil, gradient: GradientValue? = nil, texts: [String] = []) {
        self.name = name
        self.color = color
        self.value = value
        self.gradient = gradient
        self.texts = texts
    }
}

/// `Text.Case`: the case `textCase(_:)` shows Text in.
public enum TextCase: Hashable, Sendable {
    case uppercase
    case lowercase

    /// `text` in this case.
    public func applied(to text: String) -> String {
        switch self {
        case .uppercase: text.uppercased()
        case .lowercase: text.lowercased()
        }
    }
}
