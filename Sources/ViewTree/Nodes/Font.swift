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
    public var size: Double
    /// The style it came from, for dumps; nil for `.system(size:)`.
    public var style: TextStyle?

    public init(size: Double, style: TextStyle? = nil) {
        self.size = size
        self.style = style
    }

    public init(_ style: TextStyle) { self.init(size: style.pointSize, style: style) }

    public static func system(size: Double) -> Font { Font(size: size) }
    public static let body = Font(.body)
    public static let largeTitle = Font(.largeTitle)
    public static let title = Font(.title)
    public static let title2 = Font(.title2)
    public static let title3 = Font(.title3)
    public static let headline = Font(.headline)
    public static let callout = Font(.callout)
    public static let subheadline = Font(.subheadline)
    public static let footnote = Font(.footnote)
    public static let caption = Font(.caption)
    public static let caption2 = Font(.caption2)
}
