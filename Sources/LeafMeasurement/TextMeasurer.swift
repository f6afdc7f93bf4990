import ViewTree

/// What both engines ask of a text measurer: a string's lines and size for a proposal, the
/// widths where its line breaks change, and the font's vertical metrics.
///
/// A measurer is a pure function of its arguments and safe to call from any thread (the CLI
/// lays out files in parallel).
public protocol TextMeasurer: Sendable {
    /// Lays out `text` in `font` for `proposal` (I.2's rules with this measurer's widths):
    /// explicit newlines always break; a finite width wraps greedily at spaces, a word wider
    /// than the line breaks between characters (at least one per line); a finite height keeps
    /// the whole lines that fit (at least one); `lineLimit` caps the lines.
    ///
    /// The result's `nextBreakWidth` is the smallest proposed width above this one at which
    /// the lines change, so the constraint engine can split its pieces exactly there.
    func layout(_ text: String, font: Font, proposal: ProposedSize, lineLimit: Int?) -> TextLayout
    /// The `nextBreakWidth` of `layout` at the proposal `width` x nil, without the lines: what
    /// the constraint engine's line-break walk reads at every break between a piece's end and
    /// the window (the default lays the text out).
    func nextBreakWidth(_ text: String, font: Font, width: Double, lineLimit: Int?) -> Double?
    /// `text` in `font` and `lineLimit` measured once, to be asked its sizing and breaks at
    /// many proposals (the default asks `layout` and `nextBreakWidth` at each: `MeasuredText`).
    func prepare(_ text: String, font: Font, lineLimit: Int?) -> any PreparedText
    /// The height of one line of `font` (lines stack without gaps).
    func lineHeight(of font: Font) -> Double
    /// The distance from a line's top to its baseline.
    func ascent(of font: Font) -> Double
}

extension TextMeasurer {
    /// The layout's `nextBreakWidth`, from the whole layout.
    public func nextBreakWidth(_ text: String, font: Font, width: Double, lineLimit: Int?) -> Double? {
        layout(text, font: font, proposal: ProposedSize(width: width, height: nil), lineLimit: lineLimit).nextBreakWidth
    }

    /// No preparation: the measurer is asked again at each proposal.
    public func prepare(_ text: String, font: Font, lineLimit: Int?) -> any PreparedText {
        MeasuredText(text, font: font, lineLimit: lineLimit, measurer: self)
    }
}

/// The result of laying out a string: its lines, and the size they take.
public struct TextLayout: Hashable, Sendable {
    /// The lines as laid out, breaks and truncation applied.
    public var lines: [String]
    /// The size the lines take: the widest line by the number of lines.
    public var size: Size
    /// The smallest proposed width, above the one laid out, that gives other lines; nil when
    /// no wider proposal changes them (the width was nil, infinite, or fits every line).
    public var nextBreakWidth: Double?

    /// A layout of `lines` taking `size`.
    public init(lines: [String], size: Size, nextBreakWidth: Double? = nil) {
        self.lines = lines
        self.size = size
        self.nextBreakWidth = nextBreakWidth
    }
}

/// Why a measurer cannot be made: the real-font measurer's font files are missing or unreadable.
public struct TextMeasurementError: Error, Sendable, CustomStringConvertible {
    /// What is missing or unreadable, with the path.
    public var message: String
    /// The message.
    public var description: String { message }
    /// An error saying `message`.
    public init(_ message: String) { self.message = message }
}

/// The measurer of each `TextMetricsModel`.
public enum TextMeasurers {
    /// I.2's simple metrics.
    public static let simple = SimpleTextMeasurer()

    /// The measurer for `model`; `.font` loads the fonts on first use (once per process).
    ///
    /// - Throws: `TextMeasurementError` when the fonts of `.font` cannot be read.
    public static func measurer(for model: TextMetricsModel) throws(TextMeasurementError) -> any TextMeasurer {
        switch model {
        case .simple: return simple
        case .font: return try FontTextMeasurer.shared()
        }
    }
}
