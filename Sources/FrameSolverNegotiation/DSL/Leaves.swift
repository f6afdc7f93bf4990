import ViewTree

/// `Color.red`, `Color(white: 0.5)`, `Color.clear`: takes the whole proposal (R1.1).
public struct Color: PrimitiveView, Sendable {
    public let value: ColorValue
    public init(_ value: ColorValue) { self.value = value }
    public init(white: Double, opacity: Double = 1) { self.value = .white(white, opacity: opacity) }
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.value = .rgb(red: red, green: green, blue: blue, opacity: opacity)
    }
    public init(_ name: String) { self.value = .named(name) }

    public var layoutNodes: [ViewNode] { [ViewNode(.color(value))] }

    public static let black = Color(.named("black"))
    public static let blue = Color(.named("blue"))
    public static let brown = Color(.named("brown"))
    public static let clear = Color(.named("clear"))
    public static let cyan = Color(.named("cyan"))
    public static let gray = Color(.named("gray"))
    public static let green = Color(.named("green"))
    public static let indigo = Color(.named("indigo"))
    public static let mint = Color(.named("mint"))
    public static let orange = Color(.named("orange"))
    public static let pink = Color(.named("pink"))
    public static let purple = Color(.named("purple"))
    public static let red = Color(.named("red"))
    public static let teal = Color(.named("teal"))
    public static let white = Color(.named("white"))
    public static let yellow = Color(.named("yellow"))
    public static let primary = Color(.named("primary"))
    public static let secondary = Color(.named("secondary"))
}

/// A shape view; all shapes take the whole proposal (R1.1).
public struct ShapeView: PrimitiveView, Sendable {
    public let shape: ShapeKind
    public init(_ shape: ShapeKind) { self.shape = shape }
    public var layoutNodes: [ViewNode] { [ViewNode(.shape(shape))] }
}

public func Rectangle() -> ShapeView { ShapeView(.rectangle) }
public func Circle() -> ShapeView { ShapeView(.circle) }
public func Capsule() -> ShapeView { ShapeView(.capsule) }
public func Ellipse() -> ShapeView { ShapeView(.ellipse) }
public func RoundedRectangle(cornerRadius: Double) -> ShapeView { ShapeView(.roundedRectangle(cornerRadius: cornerRadius)) }

/// `Path { path in … }`: drawing statements are recorded nowhere; the view takes the proposal.
public struct Path: PrimitiveView, Sendable {
    public init(_ draw: (inout PathDrawing) -> Void = { _ in }) {
        var drawing = PathDrawing()
        draw(&drawing)
    }
    public var layoutNodes: [ViewNode] { [ViewNode(.shape(.path))] }
}

/// The drawing commands a `Path` closure may call; they do not affect layout.
public struct PathDrawing: Sendable {
    public mutating func move(to point: Point) {}
    public mutating func addLine(to point: Point) {}
    public mutating func addRect(_ rect: Rect) {}
    public mutating func addRoundedRect(in rect: Rect, cornerSize: Size) {}
    public mutating func addEllipse(in rect: Rect) {}
    public mutating func closeSubpath() {}
}

/// `Text("…")`, measured with the metrics of I.2.
public struct Text: PrimitiveView, Sendable {
    public let string: String
    public init(_ string: String) { self.string = string }
    public init(verbatim string: String) { self.string = string }
    public var layoutNodes: [ViewNode] { [ViewNode(.text(string))] }
}

/// `Image("name", width:, height:)`: a fixed intrinsic size unless `resizable()` (I.1).
public struct Image: PrimitiveView, Sendable {
    public private(set) var spec: ImageSpec
    public init(_ name: String, width: Double = 100, height: Double = 100) {
        self.spec = ImageSpec(name: name, width: width, height: height)
    }
    public func resizable() -> Image {
        var copy = self
        copy.spec.resizable = true
        return copy
    }
    private init(spec: ImageSpec) { self.spec = spec }
    public var layoutNodes: [ViewNode] { [ViewNode(.image(spec))] }
}

/// `Spacer(minLength:)`: expands along its stack's axis, priority -infinity (I.1).
public struct Spacer: PrimitiveView, Sendable {
    public let minLength: Expr?
    public init(minLength: Expr? = nil) { self.minLength = minLength }
    public var layoutNodes: [ViewNode] { [ViewNode(.spacer(minLength: minLength))] }
}

/// `Divider()`: 1 pt thick across its stack (I.1).
public struct Divider: PrimitiveView, Sendable {
    public init() {}
    public var layoutNodes: [ViewNode] { [ViewNode(.divider)] }
}

/// `EmptyView()`: no node, no gap.
public struct EmptyView: PrimitiveView, Sendable {
    public init() {}
    public var layoutNodes: [ViewNode] { [] }
}
