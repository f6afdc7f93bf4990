import LeafMeasurement
import ViewTree

/// One line of a Text as drawn: its string and where its baseline is anchored (its start, or
/// its middle or end under a centred or trailing `multilineTextAlignment`).
struct TextLine: Hashable {
    var text: String
    var x: Double
    var baseline: Double
    /// The measured width of the line, which the drawing stretches the glyphs to.
    var width: Double
}

/// How a Text is drawn: in the font the layout measured it in, broken into the lines the
/// measurer chose.
///
/// Text measured with I.2's metrics (a bare canvas) is drawn in a monospaced font scaled so
/// that every character advances I.2's 0.5 em; Text measured in the real font (a device run,
/// `--text-metrics font`) is drawn in that font, Inter or DejaVu Sans Mono at the Text's size,
/// weight and slant, with the lines and widths HarfBuzz gave the layout. Either way the lines
/// come from laying the string out again at its frame's size: greedy wrapping at the answered
/// width (the widest line) closes every line where the wider proposal did.
struct TextDrawing: Hashable {
    /// The CSS font family.
    var family: String
    /// The drawn font size, in points.
    var size: Double
    /// The CSS font weight (100 … 900); nil for I.2's drawing, which has one weight.
    var weight: Int?
    /// Whether the face is italic (oblique for DejaVu Sans Mono).
    var italic: Bool
    /// Whether digits are drawn tabular (`.monospacedDigit()`).
    var tabularDigits: Bool
    /// The lines, from the frame's top, one line height apart.
    var lines: [TextLine]
    /// Where each line's `x` is on it: nil its start (leading), `middle` or `end` (SVG's
    /// `text-anchor`) under a centred or trailing alignment.
    var anchor: String?
}

extension TextDrawing {
    /// The font I.2's drawing uses: monospaced, like I.2's model.
    static let simpleFamily = "'DejaVu Sans Mono', monospace"

    /// I.2's drawn font size over the Text's size. The measurer advances every character
    /// 0.5 em; DejaVu Sans Mono advances 1233/2048 em, so drawing it at 1024/1233 of the size
    /// puts every character where the measurer did. `textLength` alone would not do: Chromium
    /// honours it, but librsvg (rsvg-convert, our PNGs) ignores it.
    static let glyphScale = 1024.0 / 1233.0

    /// `text` in `frame` as the layout measured it: in `metrics` (`.font`: the real font,
    /// falling back to I.2's drawing only when the fonts cannot be read, which the layout
    /// itself would have reported), each line placed in the frame by `alignment`
    /// (`multilineTextAlignment`: 0 leading, 0.5 centred, 1 trailing), as SwiftUI draws it.
    static func make(_ text: String, font: Font, metrics: TextMetricsModel, lineLimit: Int?, alignment: Double = 0, in frame: Rect) -> TextDrawing {
        var drawing =
            if metrics == .font, let measurer = try? FontTextMeasurer.shared() {
                real(text, font: font, measurer: measurer, lineLimit: lineLimit, in: frame)
            } else {
                simple(text, font: font, lineLimit: lineLimit, in: frame)
            }
        drawing.align(alignment, in: frame)
        return drawing
    }

    /// Anchors every line at `alignment` of the frame's width: its middle at the frame's
    /// middle (centred), its end at the frame's trailing edge (trailing). The anchor, rather
    /// than a start computed from the measured width, keeps a line centred where a renderer's
    /// glyphs come out a little wider or narrower than the measurer's.
    mutating func align(_ alignment: Double, in frame: Rect) {
        guard alignment > 0 else { return }
        anchor = alignment >= 1 ? "end" : "middle"
        let x = frame.x + frame.width * (alignment >= 1 ? 1 : 0.5)
        for index in lines.indices { lines[index].x = x }
    }

    /// I.2: the characters 0.5 em apart, lines 1.2 em.
    static func simple(_ text: String, font: Font, lineLimit: Int?, in frame: Rect) -> TextDrawing {
        let metrics = TextMetrics(size: font.size)
        let layout = metrics.layout(text, proposal: ProposedSize(width: frame.width, height: frame.height), lineLimit: lineLimit)
        let shown = truncatingTail(layout.lines, of: text, width: frame.width) { Double($0.count) * metrics.advance }
        let lines = shown.enumerated().map { index, line in
            TextLine(
                text: line, x: frame.x, baseline: frame.y + Double(index) * metrics.lineHeight + metrics.ascent,
                width: Double(line.count) * metrics.advance)
        }
        return TextDrawing(family: simpleFamily, size: font.size * glyphScale, weight: nil, italic: false, tabularDigits: false, lines: lines)
    }

    /// The real font: the face HarfBuzz shaped the Text in, its lines and their shaped widths.
    static func real(_ text: String, font: Font, measurer: FontTextMeasurer, lineLimit: Int?, in frame: Rect) -> TextDrawing {
        let layout = measurer.layout(text, font: font, proposal: ProposedSize(width: frame.width, height: frame.height), lineLimit: lineLimit)
        let lineHeight = measurer.lineHeight(of: font)
        let ascent = measurer.ascent(of: font)
        let shown = truncatingTail(layout.lines, of: text, width: frame.width) { measurer.width(of: $0, font: font) }
        let lines = shown.enumerated().map { index, line in
            TextLine(
                text: line, x: frame.x, baseline: frame.y + Double(index) * lineHeight + ascent,
                width: measurer.width(of: line, font: font))
        }
        let monospaced = font.design == .monospaced
        return TextDrawing(
            family: monospaced ? simpleFamily : "Inter, sans-serif", size: font.size,
            weight: monospaced ? (font.weight >= .semibold ? 700 : 400) : cssWeight(font.weight), italic: font.isItalic,
            tabularDigits: font.tabularDigits && !monospaced, lines: lines)
    }

    /// `lines` as SwiftUI draws a Text whose lines stop before its end (a line limit, or a
    /// height that keeps fewer lines) or whose last line is wider than the frame: the last
    /// line runs on into the text that follows, cut where it and an ellipsis fill `width`,
    /// `dripper with a very long de…`. Lines that hold the whole text within the frame are
    /// returned as they are.
    static func truncatingTail(_ lines: [String], of text: String, width: Double, measure: (String) -> Double) -> [String] {
        guard let last = lines.last else { return lines }
        // Where the last line starts in the text, matching the lines' characters in order
        // (the breaks dropped the spaces between lines).
        var index = text.startIndex
        var lastStart = text.startIndex
        for (number, line) in lines.enumerated() {
            while index < text.endIndex, text[index].isWhitespace, line.first?.isWhitespace != true { index = text.index(after: index) }
            if number == lines.count - 1 { lastStart = index }
            for character in line {
                guard index < text.endIndex, text[index] == character else { return lines }
                index = text.index(after: index)
            }
        }
        // Nothing but spaces left and the last line fits: the lines hold the whole text.
        guard text[index...].contains(where: { !$0.isWhitespace }) || measure(last) > width + 1e-9 else { return lines }
        let runOn = Array(text[lastStart...])
        // The longest run-on prefix that fits with the ellipsis (at least the ellipsis alone).
        var low = 0
        var high = runOn.count
        func candidate(_ count: Int) -> String {
            String(runOn[..<count]).trimmingTrailingWhitespace() + "…"
        }
        while low < high {
            let middle = (low + high + 1) / 2
            if measure(candidate(middle)) <= width + 1e-9 { low = middle } else { high = middle - 1 }
        }
        return Array(lines.dropLast()) + [candidate(low)]
    }

    /// The CSS weight of a SwiftUI weight (Inter has all nine).
    static func cssWeight(_ weight: FontWeight) -> Int {
        switch weight {
        case .ultraLight: 200
        case .thin: 100
        case .light: 300
        case .regular: 400
        case .medium: 500
        case .semibold: 600
        case .bold: 700
        case .heavy: 800
        case .black: 900
        }
    }
}

extension String {
    /// The string without the spaces and line breaks at its end.
    fileprivate func trimmingTrailingWhitespace() -> String {
        var end = endIndex
        while end > startIndex, self[index(before: end)].isWhitespace { end = index(before: end) }
        return String(self[..<end])
    }
}
