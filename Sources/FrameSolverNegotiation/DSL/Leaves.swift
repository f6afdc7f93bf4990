import ViewTree

/// `Color.red`, `Color(white: 0.5)`, `Color.clear`: takes the whole proposal (R1.1).
public struct Color: PrimitiveView, Sendable {
    /// The colour, as the drawing code reads it.
    public let value: ColorValue
    /// A colour view of `value`.
    public init(_ value: ColorValue) { self.value = value }
    /// A grey of the given brightness (0 black, 1 white).
    public init(white: Double, opacity: Double = 1) { self.value = .white(white, opacity: opacity) }
    /// A colour from red, green and blue components between 0 and 1.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.value = .rgb(red: red, green: green, blue: blue, opacity: opacity)
    }
    /// A colour named in an asset catalogue (drawn as a placeholder colour).
    public init(_ name: String) { self.value = .named(name) }

    /// One Color node.
    public var layoutNodes: [ViewNode] { [ViewNode(.color(value))] }

    /// The system colour `black`.
    public static let black = Color(.named("black"))
    /// The system colour `blue`.
    public static let blue = Color(.named("blue"))
    /// The system colour `brown`.
    public static let brown = Color(.named("brown"))
    /// The system colour `clear`.
    public static let clear = Color(.named("clear"))
    /// The system colour `cyan`.
    public static let cyan = Color(.named("cyan"))
    /// The system colour `gray`.
    public static let gray = Color(.named("gray"))
    /// The system colour `green`.
    public static let green = Color(.named("green"))
    /// The system colour `indigo`.
    public static let indigo = Color(.named("indigo"))
    /// The system colour `mint`.
    public static let mint = Color(.named("mint"))
    /// The system colour `orange`.
    public static let orange = Color(.named("orange"))
    /// The system colour `pink`.
    public static let pink = Color(.named("pink"))
    /// The system colour `purple`.
    public static let purple = Color(.named("purple"))
    /// The system colour `red`.
    public static let red = Color(.named("red"))
    /// The system colour `teal`.
    public static let teal = Color(.named("teal"))
    /// The system colour `white`.
    public static let white = Color(.named("white"))
    /// The system colour `yellow`.
    public static let yellow = Color(.named("yellow"))
    /// The system colour `primary`.
    public static let primary = Color(.named("primary"))
    /// The system colour `secondary`.
    public static let secondary = Color(.named("secondary"))
}

/// A shape view; all shapes take the whole proposal (R1.1).
public struct ShapeView: PrimitiveView, Sendable {
    /// Which shape this is (only drawing tells them apart).
    public let shape: ShapeKind
    /// A view of `shape`.
    public init(_ shape: ShapeKind) { self.shape = shape }
    /// One shape node.
    public var layoutNodes: [ViewNode] { [ViewNode(.shape(shape))] }
}

/// `Rectangle()`: a shape that takes the whole proposal (R1.1).
public func Rectangle() -> ShapeView { ShapeView(.rectangle) }
/// `Circle()`: takes the whole proposed rectangle, drawn inscribed (R1.1).
public func Circle() -> ShapeView { ShapeView(.circle) }
/// `Capsule()`: takes the whole proposal (R1.1).
public func Capsule() -> ShapeView { ShapeView(.capsule) }
/// `Ellipse()`: takes the whole proposal (R1.1).
public func Ellipse() -> ShapeView { ShapeView(.ellipse) }
/// `RoundedRectangle(cornerRadius:)`: takes the whole proposal; the radius only draws.
public func RoundedRectangle(cornerRadius: Double) -> ShapeView { ShapeView(.roundedRectangle(cornerRadius: cornerRadius)) }

/// `Path { path in … }`: drawing statements are recorded nowhere; the view takes the proposal.
public struct Path: PrimitiveView, Sendable {
    /// A path drawn by `draw`, which runs once and changes no size.
    public init(_ draw: (inout PathDrawing) -> Void = { _ in }) {
        var drawing = PathDrawing()
        draw(&drawing)
    }
    /// One Path node.
    public var layoutNodes: [ViewNode] { [ViewNode(.shape(.path))] }
}

/// The drawing commands a `Path` closure may call; they do not affect layout.
public struct PathDrawing: Sendable {
    /// Starts a subpath at `point` (drawing only).
    public mutating func move(to point: Point) {}
    /// Adds a line to `point` (drawing only).
    public mutating func addLine(to point: Point) {}
    /// Adds a rectangle (drawing only).
    public mutating func addRect(_ rect: Rect) {}
    /// Adds a rounded rectangle (drawing only).
    public mutating func addRoundedRect(in rect: Rect, cornerSize: Size) {}
    /// Adds an ellipse (drawing only).
    public mutating func addEllipse(in rect: Rect) {}
    /// Closes the current subpath (drawing only).
    public mutating func closeSubpath() {}
}

/// `Text("…")`, measured with the metrics of I.2.
public struct Text: PrimitiveView, Sendable {
    /// The text, as measured.
    public let string: String
    /// A text view of `string`.
    public init(_ string: String) { self.string = string }
    /// A text view of `string`, not localised (the same here).
    public init(verbatim string: String) { self.string = string }
    /// One Text node.
    public var layoutNodes: [ViewNode] { [ViewNode(.text(string))] }
}

/// `Image("name", width:, height:)`: a fixed intrinsic size unless `resizable()` (I.1).
public struct Image: PrimitiveView, Sendable {
    /// The image's name, intrinsic size and resizability.
    public private(set) var spec: ImageSpec
    /// An image named `name` with the intrinsic size `width` x `height` (100 x 100 by default).
    public init(_ name: String, width: Double = 100, height: Double = 100) {
        self.spec = ImageSpec(name: name, width: width, height: height)
    }
    /// The image made resizable: it takes the proposal, nil giving its intrinsic size (R1.4b).
    public func resizable() -> Image {
        var copy = self
        copy.spec.resizable = true
        return copy
    }
    private init(spec: ImageSpec) { self.spec = spec }
    /// One Image node.
    public var layoutNodes: [ViewNode] { [ViewNode(.image(spec))] }
}

/// `Spacer(minLength:)`: expands along its stack's axis, priority -infinity (I.1).
public struct Spacer: PrimitiveView, Sendable {
    /// The least length along the stack's axis; nil for the default 8.
    public let minLength: Expr?
    /// A spacer of at least `minLength` (8 when nil).
    public init(minLength: Expr? = nil) { self.minLength = minLength }
    /// One Spacer node.
    public var layoutNodes: [ViewNode] { [ViewNode(.spacer(minLength: minLength))] }
}

/// `Divider()`: 1 pt thick across its stack (I.1).
public struct Divider: PrimitiveView, Sendable {
    /// A divider.
    public init() {}
    /// One Divider node.
    public var layoutNodes: [ViewNode] { [ViewNode(.divider)] }
}

/// `EmptyView()`: no node, no gap.
public struct EmptyView: PrimitiveView, Sendable {
    /// An empty view.
    public init() {}
    /// No node.
    public var layoutNodes: [ViewNode] { [] }
}
