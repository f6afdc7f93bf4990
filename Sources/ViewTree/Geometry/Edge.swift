/// The four edges of a rectangle.
public enum Edge: String, Hashable, Sendable, CaseIterable {
    case top, leading, bottom, trailing
}

/// A set of edges, as in `padding(.horizontal, 16)`.
public struct EdgeSet: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let top = EdgeSet(rawValue: 1)
    public static let leading = EdgeSet(rawValue: 2)
    public static let bottom = EdgeSet(rawValue: 4)
    public static let trailing = EdgeSet(rawValue: 8)
    public static let horizontal: EdgeSet = [.leading, .trailing]
    public static let vertical: EdgeSet = [.top, .bottom]
    public static let all: EdgeSet = [.top, .leading, .bottom, .trailing]

    public static let named: [String: EdgeSet] = [
        "top": .top, "leading": .leading, "bottom": .bottom, "trailing": .trailing,
        "horizontal": .horizontal, "vertical": .vertical, "all": .all,
    ]
}

/// Insets on each edge; the lengths may be expressions (`max(0, (w - 768) / 2)`).
public struct EdgeInsets: Hashable, Sendable {
    public var top: Expr
    public var leading: Expr
    public var bottom: Expr
    public var trailing: Expr

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

    public subscript(edge: Edge) -> Expr {
        switch edge {
        case .top: top
        case .leading: leading
        case .bottom: bottom
        case .trailing: trailing
        }
    }
}
