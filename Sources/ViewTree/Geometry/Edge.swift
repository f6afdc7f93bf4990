/// The four edges of a rectangle.
public enum Edge: String, Hashable, Sendable, CaseIterable {
    /// The edges, clockwise from the top (leading is left in FrameSolver's left-to-right layouts).
    case top, leading, bottom, trailing
}

/// A set of edges, as in `padding(.horizontal, 16)`.
public struct EdgeSet: OptionSet, Hashable, Sendable {
    /// The set's bits: 1 top, 2 leading, 4 bottom, 8 trailing.
    public let rawValue: UInt8
    /// The set with these bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The top edge.
    public static let top = EdgeSet(rawValue: 1)
    /// The leading (left) edge.
    public static let leading = EdgeSet(rawValue: 2)
    /// The bottom edge.
    public static let bottom = EdgeSet(rawValue: 4)
    /// The trailing (right) edge.
    public static let trailing = EdgeSet(rawValue: 8)
    /// Leading and trailing, as in `padding(.horizontal, 16)`.
    public static let horizontal: EdgeSet = [.leading, .trailing]
    /// Top and bottom, as in `padding(.vertical, 8)`.
    public static let vertical: EdgeSet = [.top, .bottom]
    /// Every edge: what `padding(16)` pads.
    public static let all: EdgeSet = [.top, .leading, .bottom, .trailing]

    /// The sets by the names a model writes after the dot (`.horizontal`).
    public static let named: [String: EdgeSet] = [
        "top": .top, "leading": .leading, "bottom": .bottom, "trailing": .trailing,
        "horizontal": .horizontal, "vertical": .vertical, "all": .all,
    ]
}

/// Insets on each edge; the lengths may be expressions (`max(0, (w - 768) / 2)`).
public struct EdgeInsets: Hashable, Sendable {
    /// The inset from the top edge.
    public var top: Expr
    /// The inset from the leading edge.
    public var leading: Expr
    /// The inset from the bottom edge.
    public var bottom: Expr
    /// The inset from the trailing edge.
    public var trailing: Expr

    /// Insets edge by edge, 0 where none is given, as `EdgeInsets(top:leading:bottom:trailing:)`.
    public init(top: Expr = 0, leading: Expr = 0, bottom: Expr = 0, trailing: Expr = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// `length` on each edge in `edges`, 0 elsewhere.
    public init(_ edges: EdgeSet, _ length: Expr) {
        self.init(
            top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
            bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0)
    }

    /// The inset on `edge`.
    public subscript(edge: Edge) -> Expr {
        switch edge {
        case .top: top
        case .leading: leading
        case .bottom: bottom
        case .trailing: trailing
        }
    }
}
