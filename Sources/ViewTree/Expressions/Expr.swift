import Synchronization

/// A length that may depend on layout: a constant, or arithmetic over a GeometryReader's
/// size, a container length or an alignment guide's view dimensions.
///
/// Both engines read the same expression: the negotiation engine evaluates it with the
/// values of the moment; the constraint engine turns it into linear (or min/max) terms.
/// Keeping it symbolic is what lets a GeometryReader's content be part of an immutable tree.
///
/// A constant, by far the most common expression, is stored inline; the other cases are
/// boxed. An all-`indirect` enum boxed constants too, so that every copy of a view's kind
/// (a frame's lengths, a padding's insets, a stack's spacing) retained and released a box per
/// number.
public enum Expr: Hashable, Sendable {
    /// A number known when the tree is built.
    case constant(Double)
    /// A value known only during layout (a reader's size, a container length).
    indirect case variable(ExprVariable)
    /// The sum of two expressions.
    indirect case add(Expr, Expr)
    /// The first minus the second.
    indirect case subtract(Expr, Expr)
    /// The product of two expressions.
    indirect case multiply(Expr, Expr)
    /// The first divided by the second.
    indirect case divide(Expr, Expr)
    /// The expression with its sign flipped.
    indirect case negate(Expr)
    /// The smaller of two expressions (`min(a, b)`).
    indirect case minimum(Expr, Expr)
    /// The larger of two expressions (`max(a, b)`).
    indirect case maximum(Expr, Expr)

    /// The value when the expression has no variables.
    public var constantValue: Double? {
        if case .constant(let value) = self { return value }
        return nil
    }

    /// `min(a, b)`, folded when both are constants; the constraint engine decides or encodes it.
    public static func min(_ a: Expr, _ b: Expr) -> Expr {
        if let x = a.constantValue, let y = b.constantValue { return .constant(Swift.min(x, y)) }
        return .minimum(a, b)
    }

    /// `max(a, b)`, folded when both are constants; the constraint engine decides or encodes it.
    public static func max(_ a: Expr, _ b: Expr) -> Expr {
        if let x = a.constantValue, let y = b.constantValue { return .constant(Swift.max(x, y)) }
        return .maximum(a, b)
    }
}

/// What a variable of an `Expr` stands for.
public enum ExprVariable: Hashable, Sendable, CustomStringConvertible {
    /// `proxy.size.width` of the GeometryReader with this identity.
    case readerWidth(ReaderID)
    /// `proxy.size.height` of the GeometryReader with this identity.
    case readerHeight(ReaderID)
    /// The `length` argument of a `containerRelativeFrame` closure, for that axis.
    case containerLength(Axis)
    /// `d.width` / `d.height` inside an `alignmentGuide` closure.
    case dimensionWidth
    case dimensionHeight
    /// A number of a custom `Layout`'s code that the constraint engine stands for (a proposal
    /// side, a subview's answer): its meaning is the engine's, by number.
    case layoutSymbol(Int)
    /// `member` (`minX`, `midY`, `width`, …) of `proxy.frame(in: space)` of the GeometryReader
    /// (or the view a geometry callback reads) with this identity; `space` is `global`,
    /// `local` or a `coordinateSpace(name:)`. Known only once the layout is placed, so only
    /// geometry callbacks and preferences read it (docs/geometry-feedback.md).
    case readerFrame(ReaderID, space: String, member: String)
    /// The value of a state a geometry callback assigns (`ImageContainer.width`, or a
    /// component: `SegmentedControl.selectedFrame.minX`), as an unknown the constraint engine
    /// solves for together with the layout (`StateProgram`, docs/geometry-feedback.md).
    case state(String)

    public var description: String {
        switch self {
        case .readerWidth(let id): "proxy\(id.raw).size.width"
        case .readerHeight(let id): "proxy\(id.raw).size.height"
        case .containerLength(let axis): "containerLength.\(axis.rawValue)"
        case .dimensionWidth: "d.width"
        case .dimensionHeight: "d.height"
        case .layoutSymbol(let number): "layout.s\(number)"
        case .readerFrame(let id, let space, let member): "proxy\(id.raw).frame(in: \(space)).\(member)"
        case .state(let name): name
        }
    }
}

/// The identity of a GeometryReader, which its content's expressions refer to.
///
/// Identities are lexical: a copied subtree keeps them, and evaluation binds the innermost
/// enclosing reader with that identity, so a reused view still reads its own reader.
public struct ReaderID: Hashable, Sendable {
    /// The identity's number, unique within a process.
    public let raw: Int
    /// The identity numbered `raw` (tests and the model language's fixed numbering).
    public init(_ raw: Int) { self.raw = raw }
}

extension ReaderID {
    private static let counter = ReaderIDCounter()

    /// A fresh identity for a new GeometryReader.
    public static func next() -> ReaderID { ReaderID(counter.next()) }
}

private final class ReaderIDCounter: Sendable {
    private let value = Atomic<Int>(0)
    func next() -> Int { value.wrappingAdd(1, ordering: .relaxed).newValue }
}

extension Expr {
    /// `.infinity`, as in `frame(maxWidth: .infinity)`.
    public static let infinity = Expr.constant(.infinity)
}
