/// The code of a container written as a SwiftUI `Layout`, callable by both engines.
///
/// The view tree only carries it: the model language implements it (it runs the user's
/// `sizeThatFits` and `placeSubviews`), the engines call it and answer its questions through a
/// `LayoutHost`. The protocol lives here so neither engine depends on the model language and
/// the model language depends on no engine.
public protocol LayoutProgram: Sendable {
    /// A fresh session for one layout of one container; SwiftUI's `makeCache` runs in it once,
    /// and the cache lives there across the session's calls.
    func makeSession() -> any LayoutSession
}

/// One container's calls during one layout: what `Layout` asks of the user's code.
///
/// Numbers are `Expr`: constants in the negotiation engine, expressions over the constraint
/// engine's symbols (`ExprVariable.layoutSymbol`) in the constraint engine.
public protocol LayoutSession: AnyObject {
    /// `sizeThatFits(proposal:subviews:cache:)`.
    /// - Throws: `LayoutCodeError` naming the model's line for an error in the user's code (or
    ///   the work bound exceeded); whatever the host threw, unchanged.
    func sizeThatFits(proposal: LayoutProposal, host: any LayoutHost) throws -> LayoutSize

    /// `placeSubviews(in:proposal:subviews:cache:)` with bounds at the origin of `size`: where
    /// each subview goes, in the container's coordinates. A subview the code does not place is
    /// placed at the centre of the bounds, proposed `.unspecified` (SwiftUI's rule).
    func placeSubviews(size: LayoutSize, proposal: LayoutProposal, host: any LayoutHost) throws -> [LayoutPlacement]

}

/// What an engine answers a custom layout's code: its subviews' sizes, guides and traits, and
/// the comparisons it cannot decide from constants.
public protocol LayoutHost: AnyObject {
    /// `subviews.count`: how many subviews the container has.
    var subviewCount: Int { get }
    /// `subview.sizeThatFits(proposal)`: the subview's answer (R0.1).
    func sizeThatFits(subview: Int, proposal: LayoutProposal) throws -> LayoutSize
    /// `subview.dimensions(in: proposal)[guide]`: the subview's guide of `alignment` on `axis`.
    func guide(subview: Int, proposal: LayoutProposal, alignment: Alignment, axis: Axis) throws -> Expr
    /// `subview.priority`: the layout priority (I.1: passes up through modifiers).
    func priority(subview: Int) -> Double
    /// `subview[Key.self]`: the value `.layoutValue(key:value:)` set (through modifiers), or nil.
    func layoutValue(subview: Int, key: String) -> LayoutValue?
    /// `a.spacing.distance(to: b.spacing, along: axis)`: 8, or 0 next to a Spacer (I.1).
    func spacing(between first: Int, and second: Int, axis: Axis) -> Double
    /// `a < b` for values that are not both constants: the engine decides it (the constraint
    /// engine over the piece, splitting it where the answer changes).
    func isLess(_ a: Expr, _ b: Expr, reason: String) throws -> Bool
    /// Something the code did that the layout read past (a lenient placeholder): a warning on
    /// the container, at `source` in the code, in the layout's result (once per message).
    func warn(_ message: String, at source: SourceLocation?)
}

/// A proposal whose specified dimensions are expressions; nil is unspecified.
public struct LayoutProposal: Hashable, Sendable {
    /// The proposed width; nil is unspecified (the ideal).
    public var width: Expr?
    /// The proposed height; nil is unspecified (the ideal).
    public var height: Expr?

    /// A proposal of `width` by `height`, as the code wrote it.
    public init(width: Expr?, height: Expr?) {
        self.width = width
        self.height = height
    }

    /// A proposal of constants, from an engine's numeric proposal.
    public init(_ proposal: ProposedSize) {
        self.init(width: proposal.width.map(Expr.constant), height: proposal.height.map(Expr.constant))
    }

    /// `.unspecified`: nil on both sides.
    public static let unspecified = LayoutProposal(width: nil, height: nil)
}

/// A size whose dimensions are expressions.
public struct LayoutSize: Hashable, Sendable {
    /// The width, a constant or an expression over the constraint engine's symbols.
    public var width: Expr
    /// The height, a constant or an expression over the constraint engine's symbols.
    public var height: Expr

    /// A size of `width` by `height`.
    public init(width: Expr, height: Expr) {
        self.width = width
        self.height = height
    }

    /// A size of constants, from an engine's numeric answer.
    public init(_ size: Size) { self.init(width: .constant(size.width), height: .constant(size.height)) }
}

/// `subview.place(at:anchor:proposal:)`: the point the anchor of the subview goes to.
public struct LayoutPlacement: Hashable, Sendable {
    /// The index of the subview placed, in `subviews` order.
    public var subview: Int
    /// The x of the point the anchor goes to, in the container's coordinates.
    public var x: Expr
    /// The y of the point the anchor goes to, in the container's coordinates.
    public var y: Expr
    /// Which point of the subview is put there (`.topLeading` by default in SwiftUI).
    public var anchor: UnitPoint
    /// The proposal the subview is placed with (it answers its size to it).
    public var proposal: LayoutProposal

    /// A placement of subview `subview` with its anchor at (x, y).
    public init(subview: Int, x: Expr, y: Expr, anchor: UnitPoint, proposal: LayoutProposal) {
        self.subview = subview
        self.x = x
        self.y = y
        self.anchor = anchor
        self.proposal = proposal
    }
}

/// A value set with `.layoutValue(key:value:)` and read as `subview[Key.self]`.
public enum LayoutValue: Hashable, Sendable {
    /// A number (or an expression over layout symbols).
    case number(Expr)
    /// A string.
    case string(String)
    /// A Boolean.
    case bool(Bool)
}

/// An error in a custom layout's code (a type error, the work bound exceeded), located in the
/// model; the engine adds the container's path.
public struct LayoutCodeError: Error, Sendable, CustomStringConvertible {
    /// What is wrong in the code, in the model's terms.
    public var message: String
    /// Where in the model the failing code was written.
    public var source: SourceLocation?

    /// An error saying `message` at `source`.
    public init(message: String, source: SourceLocation?) {
        self.message = message
        self.source = source
    }

    public var description: String { message }
}
