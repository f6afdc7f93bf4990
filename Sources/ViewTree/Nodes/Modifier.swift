/// Every modifier either front end can apply, in one vocabulary, so the DSL and the model
/// language build identical trees.
public enum Modifier: Sendable {
    /// A layout modifier: wraps the view in a node of this kind (`overlay`/`background` take `content`).
    case layout(NodeKind, content: [ViewNode] = [])
    case id(String)
    case layoutPriority(Double)
    case font(Font)
    /// `.bold()`, `.fontWeight(_:)`, `.monospaced()`, `.monospacedDigit()`, `.italic()`,
    /// `.fontDesign(_:)` on a view: refinements of the font its Text resolve.
    case fontTraits(FontTraits)
    /// How Text below is measured (FrameSolver's own environment value, not SwiftUI's).
    case textMetrics(TextMetricsModel)
    /// `lineLimit(n)` (nil: no limit) with the fewest lines Text take (`minimum`, from
    /// `reservesSpace: true` or a range's lower bound; nil: none).
    case lineLimit(Int?, minimum: Int? = nil)
    case contentMargins(EdgeInsets)
    case gridCellColumns(Int)
    case gridCellUnsizedAxes(AxisSet)
    case gridColumnAlignment(HorizontalAlignment)
    case gridCellAnchor(UnitPoint)
    case coordinateSpace(String)
    /// `layoutValue(key:value:)`: a value a custom `Layout` reads by the key's name.
    case layoutValue(String, LayoutValue)
    case horizontalGuide(HorizontalAlignment, Expr)
    case verticalGuide(VerticalAlignment, Expr)
    /// `resizable()` on an Image; ignored on other views.
    case resizable
    /// `ignoresSafeArea(_:edges:)`: the edges join those already ignored.
    case ignoresSafeArea(EdgeSet)
    case visual(VisualModifier)
}

extension Modifier {
    /// Whether the modifier, applied to a GridRow, applies to each cell instead (measured for
    /// padding, gridCellAnchor and gridCellColumns); `id` and environment values stay on the row.
    var appliesToGridRowCells: Bool {
        switch self {
        case .layout, .layoutPriority, .gridCellColumns, .gridCellUnsizedAxes, .gridColumnAlignment, .gridCellAnchor: true
        default: false
        }
    }
}

extension ViewNode {
    /// A GridRow of `cells`: a GridRow among them is flattened into its cells, its own
    /// alignment dropped (measured: the outer row's alignment places them).
    public static func gridRow(alignment: VerticalAlignment?, cells: [ViewNode]) -> ViewNode {
        var flattened: [ViewNode] = []
        for cell in cells {
            if case .gridRow = cell.kind { flattened += gridRow(alignment: nil, cells: cell.children).children } else { flattened.append(cell) }
        }
        return ViewNode(.gridRow(alignment: alignment), children: flattened)
    }

    /// This node with `modifier` applied: wrapped in a modifier node, or with an attribute set.
    public func applying(_ modifier: Modifier, source: SourceLocation? = nil) -> ViewNode {
        // A layout modifier or cell attribute on a GridRow applies to each of its cells (measured).
        if case .gridRow = kind, modifier.appliesToGridRowCells {
            var row = self
            row.children = children.map { $0.applying(modifier, source: source) }
            return row
        }
        var node = self
        switch modifier {
        case .layout(let kind, let content):
            var children = [self]
            if let secondary = ViewNode.implicitContainer(content, .zStack(alignment: .center)) {
                children.append(secondary)
            }
            var wrapper = ViewNode(kind, children: children)
            wrapper.attributes.source = source
            return wrapper
        case .id(let id): node.attributes.id = id
        case .layoutPriority(let priority): node.attributes.layoutPriority = priority
        // Environment values: the inner declaration (applied first) wins, as in SwiftUI.
        case .font(let font): node.attributes.font = node.attributes.font ?? font
        case .fontTraits(let traits): node.attributes.fontTraits = (node.attributes.fontTraits ?? FontTraits()).over(traits)
        case .textMetrics(let model): node.attributes.textMetrics = node.attributes.textMetrics ?? model
        case .lineLimit(let limit, let minimum):
            // Limit and minimum are one value: the inner declaration sets both, or neither.
            if node.attributes.lineLimit == nil && node.attributes.minimumLines == nil {
                node.attributes.lineLimit = limit ?? Int.max
                node.attributes.minimumLines = minimum
            }
        case .contentMargins(let insets): node.attributes.contentMargins = insets
        case .gridCellColumns(let count):
            // Two declarations add their values above 1 (measured: 3 then 2 span 5, 2 then 1 span 2).
            let values = [node.attributes.gridCellColumns, count].compactMap { $0 }.filter { $0 > 1 }
            node.attributes.gridCellColumns = values.isEmpty ? count : values.reduce(0, +)
        case .gridCellUnsizedAxes(let axes): node.attributes.gridCellUnsizedAxes = (node.attributes.gridCellUnsizedAxes ?? []).union(axes)
        // The inner declaration wins (measured).
        case .gridColumnAlignment(let alignment): node.attributes.gridColumnAlignment = node.attributes.gridColumnAlignment ?? alignment
        case .gridCellAnchor(let anchor): node.attributes.gridCellAnchor = node.attributes.gridCellAnchor ?? anchor
        case .coordinateSpace(let name): node.attributes.coordinateSpace = name
        case .layoutValue(let key, let value): node.attributes.layoutValues[key] = value
        case .horizontalGuide(let guide, let value): node.attributes.horizontalGuides[guide] = value
        case .verticalGuide(let guide, let value): node.attributes.verticalGuides[guide] = value
        case .resizable:
            if case .image(var spec) = node.kind {
                spec.resizable = true
                node.kind = .image(spec)
            }
        case .ignoresSafeArea(let edges): node.attributes.ignoresSafeArea = (node.attributes.ignoresSafeArea ?? []).union(edges)
        case .visual(let visual): node.attributes.visual.append(visual)
        }
        return node
    }
}

extension Array where Element == ViewNode {
    /// A modifier on several views (a Group, a custom view with several body views) applies
    /// to each of them (I.1).
    public func applying(_ modifier: Modifier, source: SourceLocation? = nil) -> [ViewNode] {
        map { $0.applying(modifier, source: source) }
    }
}
