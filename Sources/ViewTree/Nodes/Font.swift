/// A text style of Dynamic Type, with its point size and weight at the default (Large) size.
public enum TextStyle: String, Hashable, Sendable, CaseIterable {
    case largeTitle, title, title2, title3, headline, body, callout, subheadline, footnote, caption, caption2

    /// Point sizes of I.2, which are the iOS sizes at the default Dynamic Type size (Large)
    /// of Apple's Human Interface Guidelines (docs/text-measurement.md).
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

    /// The leading (baseline to baseline) the HIG table gives at the default size. Layout
    /// does not read it: a Text's lines are as tall as its font's own line height.
    public var leading: Double {
        switch self {
        case .largeTitle: 41
        case .title: 34
        case .title2: 28
        case .title3: 25
        case .headline: 22
        case .body: 22
        case .callout: 21
        case .subheadline: 20
        case .footnote: 18
        case .caption: 16
        case .caption2: 13
        }
    }

    /// The style's weight: semibold for headline, regular for every other style (HIG).
    public var weight: FontWeight { self == .headline ? .semibold : .regular }
}

/// A font weight, from SwiftUI's `Font.Weight`.
public enum FontWeight: String, Hashable, Sendable, CaseIterable, Comparable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    /// Lighter weights order before heavier ones.
    public static func < (a: FontWeight, b: FontWeight) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

/// A font design, from SwiftUI's `Font.Design`; only `monospaced` changes the metrics.
public enum FontDesign: String, Hashable, Sendable, CaseIterable {
    case `default`, monospaced, rounded, serif
}

/// A font as the layout sees it: a size, and the weight, design, digit style and slant that
/// the real-font measurer reads. I.2's simple metrics read the size only.
public struct Font: Hashable, Sendable {
    /// The point size the text metrics scale with.
    public var size: Double
    /// The style it came from, for dumps; nil for `.system(size:)`.
    public var style: TextStyle?
    /// The weight (`.regular` unless set; a style's own for `.headline`).
    public var weight: FontWeight
    /// The design; only `.monospaced` changes the metrics.
    public var design: FontDesign
    /// `.monospacedDigit()`: digits all as wide (OpenType `tnum`); proportional otherwise.
    public var tabularDigits: Bool
    /// `.italic()`: the slanted face.
    public var isItalic: Bool

    /// A font of `size` points, remembering the style it came from, with its traits.
    public init(
        size: Double, style: TextStyle? = nil, weight: FontWeight = .regular, design: FontDesign = .default, tabularDigits: Bool = false,
        isItalic: Bool = false
    ) {
        self.size = size
        self.style = style
        self.weight = weight
        self.design = design
        self.tabularDigits = tabularDigits
        self.isItalic = isItalic
    }

    /// The font of a text style at its I.2 point size, in the style's weight.
    public init(_ style: TextStyle) { self.init(size: style.pointSize, style: style, weight: style.weight) }

    /// `.system(size:weight:design:)`: a font of that size and no style.
    public static func system(size: Double, weight: FontWeight = .regular, design: FontDesign = .default) -> Font {
        Font(size: size, weight: weight, design: design)
    }
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
    /// `.headline`, 17 pt semibold.
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

    /// This font in `weight` (`Font.weight(_:)`).
    public func weight(_ weight: FontWeight) -> Font {
        var font = self
        font.weight = weight
        return font
    }
    /// This font in bold (`Font.bold()`).
    public func bold() -> Font { weight(.bold) }
    /// This font in its monospaced design (`Font.monospaced()`).
    public func monospaced() -> Font {
        var font = self
        font.design = .monospaced
        return font
    }
    /// This font with tabular digits (`Font.monospacedDigit()`).
    public func monospacedDigit() -> Font {
        var font = self
        font.tabularDigits = true
        return font
    }
    /// This font slanted (`Font.italic()`).
    public func italic() -> Font {
        var font = self
        font.isItalic = true
        return font
    }
}

/// Font refinements set on a view for its subtree (`.bold()`, `.fontWeight(_:)`,
/// `.monospaced()`, `.monospacedDigit()`, `.italic()`, `.fontDesign(_:)`): environment values
/// that apply to whatever font the Text below resolves, so `.bold()` outside `.font(.title)`
/// still gives a bold title. Nil fields are not set here.
public struct FontTraits: Hashable, Sendable {
    /// `.fontWeight(_:)`, `.bold()`: the weight set here.
    public var weight: FontWeight?
    /// `.fontDesign(_:)`, `.monospaced()`: the design set here.
    public var design: FontDesign?
    /// `.monospacedDigit()`: tabular digits set here.
    public var monospacedDigit: Bool?
    /// `.italic()` set here.
    public var italic: Bool?

    /// Traits with the given fields set (nil: not set here).
    public init(weight: FontWeight? = nil, design: FontDesign? = nil, monospacedDigit: Bool? = nil, italic: Bool? = nil) {
        self.weight = weight
        self.design = design
        self.monospacedDigit = monospacedDigit
        self.italic = italic
    }

    /// These traits over `outer`'s: the nearer (these) win field by field.
    public func over(_ outer: FontTraits) -> FontTraits {
        FontTraits(
            weight: weight ?? outer.weight, design: design ?? outer.design, monospacedDigit: monospacedDigit ?? outer.monospacedDigit,
            italic: italic ?? outer.italic)
    }

    /// `font` with these traits applied.
    public func applied(to font: Font) -> Font {
        var font = font
        if let weight { font.weight = weight }
        if let design { font.design = design }
        if let monospacedDigit { font.tabularDigits = monospacedDigit }
        if let italic { font.isItalic = italic }
        return font
    }
}

/// How Text is measured: I.2's simple model, or shaped in a real font (docs/text-measurement.md).
/// An environment value: set on the root (or any view) for its subtree.
public enum TextMetricsModel: String, Hashable, Sendable, CaseIterable {
    /// I.2: every character advances 0.5 x size, lines are 1.2 x size (the oracle and spec tests).
    case simple
    /// HarfBuzz shaping in Inter (DejaVu Sans Mono when monospaced), line height from the font.
    case font
}
