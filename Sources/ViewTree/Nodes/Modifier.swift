/// Every modifier either front end can apply, in one vocabulary, so the DSL and the model
/// language build identical trees.
public enum Modifier: Sendable {
    /// A layout modifier: wraps the view in a node of this kind (`overlay`/`background` take `content`).
    case layout(NodeKind, content: [ViewNode] = [])
    case id(String)
    case layoutPriority(Double)
    case font(Font)
    case lineLimit(Int?)
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
    case visual(VisualModifier)
}

extension ViewNode {
    /// This node with `modifier` applied: wrapped in a modifier node, or with an attribute set.
    public func applying(_ modifier: Modifier, source: SourceLocation? = nil) -> ViewNode {
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
        case .font(let font): node.attributes.font = font
        case .lineLimit(let limit): node.attributes.lineLimit = limit ?? Int.max
        case .contentMargins(let insets): node.attributes.contentMargins = insets
        case .gridCellColumns(let count): node.attributes.gridCellColumns = count
        case .gridCellUnsizedAxes(let axes): node.attributes.gridCellUnsizedAxes = axes
        case .gridColumnAlignment(let alignment): node.attributes.gridColumnAlignment = alignment
        case .gridCellAnchor(let anchor): node.attributes.gridCellAnchor = anchor
        case .coordinateSpace(let name): node.attributes.coordinateSpace = name
        case .layoutValue(let key, let value): node.attributes.layoutValues[key] = value
        case .horizontalGuide(let guide, let value): node.attributes.horizontalGuides[guide] = value
        case .verticalGuide(let guide, let value): node.attributes.verticalGuides[guide] = value
        case .resizable:
            if case .image(var spec) = node.kind {
                spec.resizable = true
                node.kind = .image(spec)
            }
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
