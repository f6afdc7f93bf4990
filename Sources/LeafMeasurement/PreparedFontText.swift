import ViewTree

/// A string shaped once in a real font (`FontTextMeasurer`): each paragraph's Characters and
/// the prefix sums of their advances, with the font's scale and line height. The measurer's
/// `layout` is this preparation's lines turned into strings; the constraint engine asks the
/// sizing and breaks at many widths without splitting the string or reading the shaping
/// cache again.
public struct PreparedFontText: PreparedText {
    let paragraphs: [LineBreaking]
    /// Points per font unit: size / unitsPerEm.
    let scale: Double
    /// The face's line height at the font's size (`FontTextMeasurer.lineHeight(of:)`).
    public let lineHeight: Double
    let lineLimit: Int?
    let isEmpty: Bool

    /// The lines `layout` keeps, as (paragraph, Character range), and the smallest advance that
    /// failed to fit a line (nil when none did, or the width is nil or infinite).
    struct Lines {
        var lines: [(paragraph: Int, range: Range<Int>)]
        var smallestFailure: Int?
    }

    init(_ text: String, font: Font, lineLimit: Int?, measurer: FontTextMeasurer) {
        let face = measurer.library.face(for: font)
        scale = font.size / Double(face.unitsPerEm)
        lineHeight = measurer.lineHeight(of: font)
        self.lineLimit = lineLimit
        isEmpty = text.isEmpty
        paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false).map { paragraph in
            LineBreaking(characters: Array(paragraph), advances: measurer.advances(String(paragraph), face: face, font: font))
        }
    }

    /// `units` of the font in points.
    func points(_ units: Int) -> Double { Double(units) * scale }

    /// A line of `units` fits a width that reaches its threshold; 1e-9 keeps a width computed
    /// as the line's own width from wrapping it.
    func threshold(_ units: Int) -> Double { points(units) - 1e-9 }

    /// The lines for `proposal` (I.2's rules with the shaped widths): each paragraph wrapped
    /// to a finite width, then the first `lineLimit`, then the whole lines a finite height
    /// holds (at least one).
    func lines(_ proposal: ProposedSize) -> Lines {
        var lines: [(paragraph: Int, range: Range<Int>)] = []
        var smallestFailure: Int?
        for (index, breaking) in paragraphs.enumerated() {
            guard let width = proposal.width, width.isFinite else {
                lines.append((index, 0..<breaking.characters.count))
                continue
            }
            let (ranges, failure) = breaking.wrap { width >= threshold($0) }
            lines += ranges.map { (index, $0) }
            if let failure { smallestFailure = Swift.min(smallestFailure ?? failure, failure) }
        }
        if let limit = lineLimit, limit >= 1, lines.count > limit {
            lines = Array(lines.prefix(limit))
        }
        if let height = proposal.height, height.isFinite {
            let fitting = Swift.max(1, NumericPolicy.count(height / lineHeight + 1e-9, atMost: Int.max))
            if lines.count > fitting { lines = Array(lines.prefix(fitting)) }
        }
        return Lines(lines: lines, smallestFailure: smallestFailure)
    }

    /// The widest of `lines`, by the number of lines (0 x 0 for an empty string).
    func size(_ lines: Lines) -> Size {
        if isEmpty { return Size(width: 0, height: 0) }
        let widest = lines.lines.map { paragraphs[$0.paragraph].units($0.range) }.max() ?? 0
        return Size(width: points(widest), height: Double(lines.lines.count) * lineHeight)
    }

    /// The measurer's layout without the strings.
    public func sizing(_ proposal: ProposedSize) -> TextSizing {
        let lines = lines(proposal)
        return TextSizing(size: size(lines), lineCount: lines.lines.count, nextBreakWidth: lines.smallestFailure.map(threshold))
    }

    /// The next break of the layout at `width` x nil (the line limit does not move it).
    public func nextBreakWidth(width: Double) -> Double? {
        lines(ProposedSize(width: width, height: nil)).smallestFailure.map(threshold)
    }

    /// The layout, with each line's Characters as a string.
    func layout(_ proposal: ProposedSize) -> TextLayout {
        let lines = lines(proposal)
        let strings = lines.lines.map { String(paragraphs[$0.paragraph].characters[$0.range]) }
        return TextLayout(lines: strings, size: size(lines), nextBreakWidth: lines.smallestFailure.map(threshold))
    }
}
