// The arguments of each layout primitive, as written. Normalisation that SwiftUI performs
// when a modifier is built (C100) happens where the values are known: see FlexibleFrame.

/// The shapes of SwiftUI; each takes the whole proposal (R1.1).
public enum ShapeKind: Hashable, Sendable {
    case rectangle
    case roundedRectangle(cornerRadius: Double)
    case circle
    case capsule
    case ellipse
    /// `Path { … }` or `shape.path(in:)`: drawing statements are not interpreted.
    case path
    /// Another shape-like view (a gradient, a shape style) reported under its own name.
    case other(String)

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
    public var name: String
    public var width: Double
    public var height: Double
    /// `resizable()`: takes the proposal, nil -> intrinsic (R1.4b).
    public var resizable: Bool

    public init(name: String, width: Double = 100, height: Double = 100, resizable: Bool = false) {
        self.name = name
        self.width = width
        self.height = height
        self.resizable = resizable
    }
}

/// HStack (axis horizontal) or VStack (axis vertical); Lazy variants lay out the same.
public struct StackSpec: Hashable, Sendable {
    public var axis: Axis
    /// The cross-axis guide: a vertical guide for an HStack, a horizontal one for a VStack.
    public var alignment: Alignment
    public var spacing: Expr?
    public var lazy: Bool

    public init(axis: Axis, alignment: Alignment = .center, spacing: Expr? = nil, lazy: Bool = false) {
        self.axis = axis
        self.alignment = alignment
        self.spacing = spacing
        self.lazy = lazy
    }
}

/// `ScrollView(axes)`.
public struct ScrollSpec: Hashable, Sendable {
    public var axes: AxisSet
    public init(axes: AxisSet = .vertical) { self.axes = axes }
}

/// `Grid(alignment:horizontalSpacing:verticalSpacing:)` (I.6).
public struct GridSpec: Hashable, Sendable {
    public var alignment: Alignment
    public var horizontalSpacing: Expr?
    public var verticalSpacing: Expr?

    public init(alignment: Alignment = .center, horizontalSpacing: Expr? = nil, verticalSpacing: Expr? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }
}

/// `frame(width:height:alignment:)`.
public struct FixedFrame: Hashable, Sendable {
    public var width: Expr?
    public var height: Expr?
    public var alignment: Alignment

    public init(width: Expr? = nil, height: Expr? = nil, alignment: Alignment = .center) {
        self.width = width
        self.height = height
        self.alignment = alignment
    }
}

/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
public struct FlexibleFrame: Hashable, Sendable {
    public var minWidth: Expr?
    public var idealWidth: Expr?
    public var maxWidth: Expr?
    public var minHeight: Expr?
    public var idealHeight: Expr?
    public var maxHeight: Expr?
    public var alignment: Alignment

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
    public var min: Double?
    public var ideal: Double?
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
    public enum ContentMode: String, Hashable, Sendable { case fit, fill }
    /// width / height; nil uses the child's ideal size.
    public var ratio: Expr?
    public var contentMode: ContentMode

    public init(ratio: Expr? = nil, contentMode: ContentMode = .fit) {
        self.ratio = ratio
        self.contentMode = contentMode
    }
}

/// `containerRelativeFrame(axes, count:span:spacing:alignment:)` or its closure form.
public struct ContainerRelativeSpec: Hashable, Sendable {
    public enum Length: Hashable, Sendable {
        /// `count`, `span`, `spacing`: R2.10b.
        case grid(count: Int, span: Int, spacing: Expr)
        /// The closure's result per axis, over `ExprVariable.containerLength(axis)`.
        case closure(horizontal: Expr?, vertical: Expr?)
    }
    public var axes: AxisSet
    public var length: Length
    public var alignment: Alignment

    public init(axes: AxisSet, length: Length, alignment: Alignment = .center) {
        self.axes = axes
        self.length = length
        self.alignment = alignment
    }
}
