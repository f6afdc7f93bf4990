import ViewTree

/// A Text's reserved lines: SwiftUI's `lineLimit(_:reservesSpace:)` with `true`, and the lower
/// bound of `lineLimit(3...6)` and `lineLimit(2...)`. "If passed a value of true for the
/// reservesSpace parameter, and the text of the view occupies less space than the provided
/// limit, that view expands to occupy the minimum number of lines" (Apple's documentation): a
/// Text of fewer lines than its minimum is as tall as that many lines, and keeps its own
/// width (the reserved lines are empty: they add height only).
///
/// The one rule both engines apply, through `TreeTextMeasurement`: the height of n lines is
/// n x the line height (`TextMetrics.layout`, `PreparedFontText.size`), so a Text reserving 3
/// lines is exactly as tall as a Text of 3 lines, max(n, minimum) x the line height.
public enum ReservedLines {
    /// `height`, the height of a Text's kept lines (0 for an empty string), raised to
    /// `minimumLines` x `lineHeight`; unchanged without a minimum (nil, or below 1).
    public static func height(_ height: Double, minimumLines: Int?, lineHeight: Double) -> Double {
        guard let minimumLines, minimumLines >= 1 else { return height }
        // max(n x h, m x h) is max(n, m) x h exactly: rounding a product is monotonic.
        return Swift.max(height, Double(minimumLines) * lineHeight)
    }
}

extension TextLayout {
    /// This layout at least `minimumLines` lines of `lineHeight` tall (`ReservedLines`): the
    /// lines, the width and the next break are the text's own.
    public func reserving(_ minimumLines: Int?, lineHeight: Double) -> TextLayout {
        var layout = self
        layout.size.height = ReservedLines.height(size.height, minimumLines: minimumLines, lineHeight: lineHeight)
        return layout
    }
}

/// A preparation whose sizes are at least `minimumLines` lines tall (`ReservedLines`): its
/// line counts, widths and breaks are those of the text it wraps, so the constraint engine's
/// steps (a Text's height as a step function of its width and of the proposed height) are
/// max(lines, minimum) x the line height.
struct ReservedText: PreparedText {
    let text: any PreparedText
    let minimumLines: Int

    /// The text's sizing, at least `minimumLines` lines tall.
    func sizing(_ proposal: ProposedSize) -> TextSizing {
        var sizing = text.sizing(proposal)
        sizing.size.height = ReservedLines.height(sizing.size.height, minimumLines: minimumLines, lineHeight: text.lineHeight)
        return sizing
    }

    /// The text's next break (the reserved lines do not move it).
    func nextBreakWidth(width: Double) -> Double? { text.nextBreakWidth(width: width) }

    /// The text's line height.
    var lineHeight: Double { text.lineHeight }
}
