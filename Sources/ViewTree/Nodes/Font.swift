/// A text style's point size, the one font property the metrics model reads (I.2).
public enum TextStyle: String, Hashable, Sendable, CaseIterable {
    case largeTitle, title, title2, title3, headline, body, callout, subheadline, footnote, caption, caption2

    /// Point sizes of I.2.
    public var pointSize: Double {
        switch self {
        case .largeTitle: 34
        case .title: 28
        case .title2: 22
        case .title3: 20
        case .headline: 17
        case .body: 17
        case .callout: 16
        case .subheadline: 15
        case .footnote: 13
        case .caption: 12
        case .caption2: 11
        }
    }
}

/// A font as the layout sees it: a size. Weight and design do not change the metrics (I.2).
public struct Font: Hashable, Sendable {
    /// The point size the text metrics scale with.
    public var size: Double
    /// The style it came from, for dumps; nil for `.system(size:)`.
    public var style: TextStyle?

    /// A font of `size` points, remembering the style it came from.
    public init(size: Double, style: TextStyle? = nil) {
        self.size = size
        self.style = style
    }

    /// The font of a text style at its I.2 point size.
    public init(_ style: TextStyle) { self.init(size: style.pointSize, style: style) }

    /// `.system(size:)`: a font of that size and no style.
    public static func system(size: Double) -> Font { Font(size: size) }
    /// `.body`, 17 pt: the default of every Text.
    public static let body = Font(.body)
    /// `.largeTitle`, 34 pt.
    public static let largeTitle = Font(.largeTitle)
    /// `.title`, 28 pt.
    public static let title = Font(.title)
    /// `.title2`, 22 pt.
    public static let title2 = Font(.title2)
    /// `.title3`, 20 pt.
    public static let title3 = Font(.title3)
    /// `.headline`, 17 pt (weight does not change the metrics).
    public static let headline = Font(.headline)
    /// `.callout`, 16 pt.
    public static let callout = Font(.callout)
    /// `.subheadline`, 15 pt.
    public static let subheadline = Font(.subheadline)
    /// `.footnote`, 13 pt.
    public static let footnote = Font(.footnote)
    /// `.caption`, 12 pt.
    public static let caption = Font(.caption)
    /// `.caption2`, 11 pt.
    public static let caption2 = Font(.caption2)
}
