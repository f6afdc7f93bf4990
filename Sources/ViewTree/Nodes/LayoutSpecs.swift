// The arguments of each layout primitive, as written. Normalisation that SwiftUI performs
// when a modifier is built (C100) happens where the values are known: see FlexibleFrame.

/// The shapes of SwiftUI; each takes the whole proposal (R1.1).
public enum ShapeKind: Hashable, Sendable {
    /// `Rectangle()`.
    case rectangle
    /// `RoundedRectangle(cornerRadius:)`: the corners only change drawing.
    case roundedRectangle(cornerRadius: Double)
    /// `Circle()`: laid out as its whole frame, drawn as the largest circle inside.
    case circle
    /// `Capsule()`.
    case capsule
    /// `Ellipse()`.
    case ellipse
    /// `Path { … }` or `shape.path(in:)`: drawing statements are not interpreted.
    case path
    /// Another shape-like view (a gradient, a shape style) reported under its own name.
    case other(String)

    /// The shape's SwiftUI name, reported as the node's kind (I.4).
    public var kindName: String {
        switch self {
        case .rectangle: "Rectangle"
        case .roundedRectangle: "RoundedRectangle"
        case .circle: "Circle"
        case .capsule: "Capsule"
        case .ellipse: "Ellipse"
        case .path: "Path"
        case .other(let name): name
        }
    }
}

/// `Image("name")`: an intrinsic size in points (declared in models, default 100x100).
public struct ImageSpec: Hashable, Sendable {
    /// The image's name as written (`Image("photo")`).
    public var name: String
    /// The intrinsic width in points.
    public var width: Double
    /// The intrinsic height in points.
    public var height: Double
    /// `resizable()`: takes the proposal, nil -> intrinsic (R1.4b).
    public var resizable: Bool

    /// An image named `name` of the given intrinsic size, fixed unless `resizable`.
    public init(name: String, width: Double = 100, height: Double = 100, resizable: Bool = false) {
        self.name = name
        self.width = width
        self.height = height
        self.resizable = resizable
    }
}

/// HStack (axis horizontal) or VStack (axis vertical); Lazy variants lay out the same.
public struct StackSpec: Hashable, Sendable {
    /// The stacking axis: horizontal for HStack, vertical for VStack.
    public var axis: Axis
    /// The cross-axis guide: a vertical guide for an HStack, a horizontal one for a VStack.
    public var alignment: Alignment
    /// The gap between neighbours; nil uses the children's spacing preferences (R3.2).
    public var spacing: Expr?
    /// True for LazyHStack and LazyVStack, which lay out the same but report their kind alike (I.4).
    public var lazy: Bool

    /// A stack along `axis` with the given cross-axis alignment and spacing.
    public init(axis: Axis, alignment: Alignment = .center, spacing: Expr? = nil, lazy: Bool = false) {
        self.axis = axis
        self.alignment = alignment
        self.spacing = spacing
        self.lazy = lazy
    }
}

/// `ScrollView(axes)`, with its `defaultScrollAnchor`.
public struct ScrollSpec: Hashable, Sendable {
    /// The scrolling axes: the content is proposed nil along them (R5.2a).
    public var axes: AxisSet
    /// `defaultScrollAnchor(_:)` (or `for: .alignment`): where content smaller than the
    /// ScrollView sits in it; nil is the top-leading corner (centred on both axes, measured).
    public var alignmentAnchor: UnitPoint?
    /// `defaultScrollAnchor(_:)` (or `for: .initialOffset`): the point of content larger than
    /// the ScrollView that is shown where it is initially scrolled; nil is the top-leading.
    public var initialAnchor: UnitPoint?
    /// A ScrollView along `axes`, vertical by default.
    public init(axes: AxisSet = .vertical, alignmentAnchor: UnitPoint? = nil, initialAnchor: UnitPoint? = nil) {
        self.axes = axes
        self.alignmentAnchor = alignmentAnchor
        self.initialAnchor = initialAnchor
    }

    /// Where content smaller than the ScrollView sits: the anchor given, else the centre on
    /// both axes (measured) or the top-leading corner.
    public var effectiveAlignmentAnchor: UnitPoint? {
        alignmentAnchor ?? (axes.contains(.horizontal) && axes.contains(.vertical) ? .center : nil)
    }
}

/// `Grid(alignment:horizontalSpacing:verticalSpacing:)` (I.6).
public struct GridSpec: Hashable, Sendable {
    /// The default alignment of every cell in its cell's area (I.6 step 5).
    public var alignment: Alignment
    /// The gap between columns; nil uses the default (I.6 step 2).
    public var horizontalSpacing: Expr?
    /// The gap between rows; nil uses the default (I.6 step 2).
    public var verticalSpacing: Expr?

    /// A Grid with the given cell alignment and gaps.
    public init(alignment: Alignment = .center, horizontalSpacing: Expr? = nil, verticalSpacing: Expr? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }
}

/// `frame(width:height:alignment:)`.
public struct FixedFrame: Hashable, Sendable {
    /// The fixed width; nil keeps the child's (R2.2a).
    public var width: Expr?
    /// The fixed height; nil keeps the child's (R2.2a).
    public var height: Expr?
    /// Where the child sits in the frame (R2.2, R6.2).
    public var alignment: Alignment

    /// `frame(width:height:alignment:)`, either side possibly absent.
    public init(width: Expr? = nil, height: Expr? = nil, alignment: Alignment = .center) {
        self.width = width
        self.height = height
        self.alignment = alignment
    }
}

/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
public struct FlexibleFrame: Hashable, Sendable {
    /// The smallest width the frame takes (R2.3b).
    public var minWidth: Expr?
    /// The width the frame takes when proposed nil (R2.3b).
    public var idealWidth: Expr?
    /// The largest width the frame takes (`.infinity` fills the proposal).
    public var maxWidth: Expr?
    /// The smallest height the frame takes (R2.3b).
    public var minHeight: Expr?
    /// The height the frame takes when proposed nil (R2.3b).
    public var idealHeight: Expr?
    /// The largest height the frame takes (`.infinity` fills the proposal).
    public var maxHeight: Expr?
    /// Where the child sits in the frame (R2.3d, R6.2).
    public var alignment: Alignment

    /// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)` as written; normalised when evaluated (FrameLimits).
    public init(
        minWidth: Expr? = nil, idealWidth: Expr? = nil, maxWidth: Expr? = nil,
        minHeight: Expr? = nil, idealHeight: Expr? = nil, maxHeight: Expr? = nil,
        alignment: Alignment = .center
    ) {
        self.minWidth = minWidth
        self.idealWidth = idealWidth
        self.maxWidth = maxWidth
        self.minHeight = minHeight
        self.idealHeight = idealHeight
        self.maxHeight = maxHeight
        self.alignment = alignment
    }

    /// The (min, ideal, max) expressions of one axis.
    public func limits(_ axis: Axis) -> (min: Expr?, ideal: Expr?, max: Expr?) {
        axis == .horizontal ? (minWidth, idealWidth, maxWidth) : (minHeight, idealHeight, maxHeight)
    }
}

/// Evaluated limits of one axis of a flexible frame, normalised as I.1 prescribes.
public struct FrameLimits: Hashable, Sendable {
    /// The normalised minimum: never negative.
    public var min: Double?
    /// The normalised ideal: never below the minimum.
    public var ideal: Double?
    /// The normalised maximum: never below the ideal (or the minimum, without one).
    public var max: Double?

    /// Normalise per axis: negative min -> 0; ideal < min -> min; max < ideal -> ideal (C100);
    /// then, with no ideal, max < min -> min (FrameSolver's choice, I.1).
    public init(min: Double?, ideal: Double?, max: Double?) {
        var mn = min
        var id = ideal
        var mx = max
        if let m = mn, m < 0 { mn = 0 }
        if let m = mn, let i = id, i < m { id = m }
        if let i = id, let x = mx, x < i { mx = i }
        if id == nil, let m = mn, let x = mx, x < m { mx = m }
        self.min = mn
        self.ideal = id
        self.max = mx
    }
}

/// `aspectRatio(_:contentMode:)`, `scaledToFit()`, `scaledToFill()`.
public struct AspectRatioSpec: Hashable, Sendable {
    /// `.fit` scales the ratio to fit inside the proposal, `.fill` to cover it (R2.5b).
    public enum ContentMode: String, Hashable, Sendable { case fit, fill }
    /// width / height; nil uses the child's ideal size.
    public var ratio: Expr?
    /// Whether the ratio fits inside the proposal or fills it.
    public var contentMode: ContentMode

    /// `aspectRatio(ratio, contentMode:)`; a nil ratio uses the child's ideal size.
    public init(ratio: Expr? = nil, contentMode: ContentMode = .fit) {
        self.ratio = ratio
        self.contentMode = contentMode
    }
}

/// `containerRelativeFrame(axes, count:span:spacing:alignment:)` or its closure form.
public struct ContainerRelativeSpec: Hashable, Sendable {
    /// How the length on each listed axis is computed from the container's length.
    public enum Length: Hashable, Sendable {
        /// `count`, `span`, `spacing`: R2.10b.
        case grid(count: Int, span: Int, spacing: Expr)
        /// The closure's result per axis, over `ExprVariable.containerLength(axis)`.
        case closure(horizontal: Expr?, vertical: Expr?)
    }
    /// The axes the container's length sizes; the others keep the child's (R2.10d).
    public var axes: AxisSet
    /// How the length is computed: a grid of `count` columns or a closure.
    public var length: Length
    /// Where the child sits in the frame (R2.10d, R6.2).
    public var alignment: Alignment

    /// `containerRelativeFrame` on `axes` with the given length rule and alignment.
    public init(axes: AxisSet, length: Length, alignment: Alignment = .center) {
        self.axes = axes
        self.length = length
        self.alignment = alignment
    }
}
