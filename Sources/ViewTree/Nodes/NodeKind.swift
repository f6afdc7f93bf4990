/// What a layout node is (I.4): a view or a layout modifier, with its arguments.
///
/// Modifier kinds have the modified view as child 0; `overlay` and `background` have their
/// content as child 1 (several content views form an implicit ZStack there).
public enum NodeKind: Hashable, Sendable {
    // Leaves
    case color(ColorValue)
    case shape(ShapeKind)
    case text(String)
    case image(ImageSpec)
    case spacer(minLength: Expr?)
    case divider
    // Containers
    case stack(StackSpec)
    case zStack(alignment: Alignment)
    case geometryReader(ReaderID)
    case scrollView(ScrollSpec)
    case grid(GridSpec)
    case gridRow(alignment: VerticalAlignment?)
    case viewThatFits(axes: AxisSet)
    /// A container written as a SwiftUI `Layout`: both engines call its code.
    case customLayout(CustomLayoutSpec)
    // Layout modifiers
    case frame(FixedFrame)
    case flexibleFrame(FlexibleFrame)
    case padding(EdgeInsets)
    case aspectRatio(AspectRatioSpec)
    case fixedSize(horizontal: Bool, vertical: Bool)
    case overlay(alignment: Alignment)
    case background(alignment: Alignment)
    case offset(x: Expr, y: Expr)
    case position(x: Expr, y: Expr)
    case scaleEffect(x: Expr, y: Expr, anchor: UnitPoint)
    case containerRelativeFrame(ContainerRelativeSpec)
    /// A constraint-native relation (RelationSpec); only the constraint engine lays it out.
    case relation(RelationSpec)

    /// Which case a kind is, without its arguments.
    ///
    /// A plain byte: the engines' hot paths switch on it, where a switch on the kind itself
    /// copied the enum with its payload (a retain and a release per argument) at every test.
    public enum Tag: UInt8, Sendable {
        case color, shape, text, image, spacer, divider
        case stack, zStack, geometryReader, scrollView, grid, gridRow, viewThatFits, customLayout
        case frame, flexibleFrame, padding, aspectRatio, fixedSize, overlay, background, offset, position, scaleEffect
        case containerRelativeFrame, relation

        /// True for layout modifiers: nodes whose child 0 is the view they modify.
        public var isModifier: Bool {
            switch self {
            case .frame, .flexibleFrame, .padding, .aspectRatio, .fixedSize, .overlay, .background, .offset,
                .position, .scaleEffect, .containerRelativeFrame, .relation:
                true
            default:
                false
            }
        }
    }

    /// The case, without its arguments.
    public var tag: Tag {
        switch self {
        case .color: .color
        case .shape: .shape
        case .text: .text
        case .image: .image
        case .spacer: .spacer
        case .divider: .divider
        case .stack: .stack
        case .zStack: .zStack
        case .geometryReader: .geometryReader
        case .scrollView: .scrollView
        case .grid: .grid
        case .gridRow: .gridRow
        case .viewThatFits: .viewThatFits
        case .customLayout: .customLayout
        case .frame: .frame
        case .flexibleFrame: .flexibleFrame
        case .padding: .padding
        case .aspectRatio: .aspectRatio
        case .fixedSize: .fixedSize
        case .overlay: .overlay
        case .background: .background
        case .offset: .offset
        case .position: .position
        case .scaleEffect: .scaleEffect
        case .containerRelativeFrame: .containerRelativeFrame
        case .relation: .relation
        }
    }

    /// The `kind` reported for the node: the SwiftUI name as written (I.4).
    public var name: String {
        switch self {
        case .color: "Color"
        case .shape(let shape): shape.kindName
        case .text: "Text"
        case .image: "Image"
        case .spacer: "Spacer"
        case .divider: "Divider"
        case .stack(let spec): spec.axis == .horizontal ? "HStack" : "VStack"
        case .zStack: "ZStack"
        case .geometryReader: "GeometryReader"
        case .scrollView: "ScrollView"
        case .grid: "Grid"
        case .gridRow: "GridRow"
        case .viewThatFits: "ViewThatFits"
        case .customLayout(let spec): spec.name
        case .frame, .flexibleFrame: "frame"
        case .padding: "padding"
        case .aspectRatio: "aspectRatio"
        case .fixedSize: "fixedSize"
        case .overlay: "overlay"
        case .background: "background"
        case .offset: "offset"
        case .position: "position"
        case .scaleEffect: "scaleEffect"
        case .containerRelativeFrame: "containerRelativeFrame"
        case .relation(let spec): spec.kindName
        }
    }

    /// True for layout modifiers: nodes whose child 0 is the view they modify.
    public var isModifier: Bool { tag.isModifier }

    /// A Text's string; nil for every other kind.
    public var text: String? {
        if case .text(let string) = self { string } else { nil }
    }

    /// True for effects that change drawing, not layout (I.4 render frames).
    public var isRenderEffect: Bool {
        switch self {
        case .offset, .scaleEffect: true
        default: false
        }
    }
}
