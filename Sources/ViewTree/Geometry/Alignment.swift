/// Horizontal alignment guides (R6.1).
public enum HorizontalAlignment: String, Hashable, Sendable, CaseIterable {
    /// The left edge, the middle and the right edge of a view.
    case leading, center, trailing
}

/// Vertical alignment guides (R6.1). Baselines of non-text views are at their bottom.
public enum VerticalAlignment: String, Hashable, Sendable, CaseIterable {
    /// The top edge, the middle, the bottom edge and the first or last text baseline.
    case top, center, bottom, firstTextBaseline, lastTextBaseline
}

extension HorizontalAlignment {
    /// Where the implicit guide lies across a view's width: 0, 0.5 or 1 (R6.1).
    public var fraction: Double {
        switch self {
        case .leading: 0
        case .center: 0.5
        case .trailing: 1
        }
    }
}

extension VerticalAlignment {
    /// Where the implicit guide lies down a view's height; baselines of non-text views are at
    /// their bottom (R6.1).
    public var fraction: Double {
        switch self {
        case .top: 0
        case .center: 0.5
        case .bottom, .firstTextBaseline, .lastTextBaseline: 1
        }
    }
}

/// A pair of guides, as in `frame(alignment: .topLeading)`.
public struct Alignment: Hashable, Sendable {
    /// The guide along x.
    public var horizontal: HorizontalAlignment
    /// The guide along y.
    public var vertical: VerticalAlignment

    /// The alignment made of one guide per axis, as `Alignment(horizontal:vertical:)`.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Centred on both axes: the default of frames, overlays and ZStacks.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// Left edge, centred vertically.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// Right edge, centred vertically.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// Top edge, centred horizontally.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// Bottom edge, centred horizontally.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// The top-left corner.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// The top-right corner.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// The bottom-left corner.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// The bottom-right corner.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    /// The nine named alignments and the six on a text baseline (iOS 16's
    /// `.centerFirstTextBaseline`, ...), by their SwiftUI names.
    public static let named: [String: Alignment] = [
        "center": .center, "leading": .leading, "trailing": .trailing, "top": .top, "bottom": .bottom,
        "topLeading": .topLeading, "topTrailing": .topTrailing,
        "bottomLeading": .bottomLeading, "bottomTrailing": .bottomTrailing,
        "centerFirstTextBaseline": Alignment(horizontal: .center, vertical: .firstTextBaseline),
        "centerLastTextBaseline": Alignment(horizontal: .center, vertical: .lastTextBaseline),
        "leadingFirstTextBaseline": Alignment(horizontal: .leading, vertical: .firstTextBaseline),
        "leadingLastTextBaseline": Alignment(horizontal: .leading, vertical: .lastTextBaseline),
        "trailingFirstTextBaseline": Alignment(horizontal: .trailing, vertical: .firstTextBaseline),
        "trailingLastTextBaseline": Alignment(horizontal: .trailing, vertical: .lastTextBaseline),
    ]
}

/// A point in a view's bounds in unit coordinates, as in `scaleEffect(anchor: .topLeading)`.
public struct UnitPoint: Hashable, Sendable {
    /// The horizontal position as a fraction of the width (0 left, 1 right).
    public var x: Double
    /// The vertical position as a fraction of the height (0 top, 1 bottom).
    public var y: Double

    /// The unit point (x, y), as `UnitPoint(x:y:)`.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The middle: scaleEffect's default anchor.
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    /// (0, 0), the top-left corner.
    public static let zero = UnitPoint(x: 0, y: 0)
    /// The top-left corner.
    public static let topLeading = UnitPoint(x: 0, y: 0)
    /// The middle of the top edge.
    public static let top = UnitPoint(x: 0.5, y: 0)
    /// The top-right corner.
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    /// The middle of the left edge.
    public static let leading = UnitPoint(x: 0, y: 0.5)
    /// The middle of the right edge.
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    /// The bottom-left corner.
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    /// The middle of the bottom edge.
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    /// The bottom-right corner.
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)

    /// The unit points by the names a model writes after the dot (`.topLeading`).
    public static let named: [String: UnitPoint] = [
        "center": .center, "zero": .zero, "topLeading": .topLeading, "top": .top, "topTrailing": .topTrailing,
        "leading": .leading, "trailing": .trailing, "bottomLeading": .bottomLeading, "bottom": .bottom,
        "bottomTrailing": .bottomTrailing,
    ]
}
