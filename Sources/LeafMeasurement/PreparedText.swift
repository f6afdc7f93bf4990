import ViewTree

/// One Text's string, font and line limit, measured once and asked many times: what the
/// constraint engine reads while it compiles a Text (`TextSizing`s at the widths of its
/// line-break walk, and the break after each), without splitting, counting or shaping the
/// string again at every question.
///
/// A prepared text answers exactly what its measurer's `layout` and `nextBreakWidth` answer
/// for the same string, font, line limit and proposal; it leaves out only the lines' strings.
public protocol PreparedText: Sendable {
    /// The size, line count and next break of `layout` at `proposal`.
    func sizing(_ proposal: ProposedSize) -> TextSizing
    /// The measurer's `nextBreakWidth` at the proposal `width` x nil.
    func nextBreakWidth(width: Double) -> Double?
    /// The measurer's `lineHeight(of:)` the font.
    var lineHeight: Double { get }
}

/// What a layout says about its size, without the lines: the size, how many lines it keeps,
/// and the smallest wider proposal that changes the lines (`TextLayout.nextBreakWidth`).
public struct TextSizing: Hashable, Sendable {
    /// The widest line by the number of lines (0 x 0 for an empty string).
    public var size: Size
    /// The lines kept (an empty string keeps one, empty).
    public var lineCount: Int
    /// As `TextLayout.nextBreakWidth`.
    public var nextBreakWidth: Double?

    /// A sizing of `lineCount` lines taking `size`.
    public init(size: Size, lineCount: Int, nextBreakWidth: Double?) {
        self.size = size
        self.lineCount = lineCount
        self.nextBreakWidth = nextBreakWidth
    }

    /// The sizing of `layout`.
    public init(_ layout: TextLayout) {
        self.init(size: layout.size, lineCount: layout.lines.count, nextBreakWidth: layout.nextBreakWidth)
    }
}

/// A measurer's answers asked one by one: the preparation of a measurer that has none of its
/// own (it lays the text out at every question).
public struct MeasuredText: PreparedText {
    let measurer: any TextMeasurer
    let text: String
    let font: Font
    let lineLimit: Int?

    /// `text` in `font` and `lineLimit`, asked of `measurer`.
    public init(_ text: String, font: Font, lineLimit: Int?, measurer: any TextMeasurer) {
        self.measurer = measurer
        self.text = text
        self.font = font
        self.lineLimit = lineLimit
    }

    /// The sizing of the measurer's layout.
    public func sizing(_ proposal: ProposedSize) -> TextSizing {
        TextSizing(measurer.layout(text, font: font, proposal: proposal, lineLimit: lineLimit))
    }

    /// The measurer's line height.
    public var lineHeight: Double { measurer.lineHeight(of: font) }

    /// The measurer's next break.
    public func nextBreakWidth(width: Double) -> Double? {
        measurer.nextBreakWidth(text, font: font, width: width, lineLimit: lineLimit)
    }
}
