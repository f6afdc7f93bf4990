import ViewTree

/// The normative text metrics of SWIFTUI-LAYOUT.md I.2: a monospaced model. Every Character
/// advances 0.5 x size; a line is 1.2 x size tall.
public struct TextMetrics: Sendable {
    /// The font size in points, which every metric scales with.
    public let size: Double

    /// The metrics of `font`.
    public init(font: Font) { self.size = font.size }
    /// The metrics of a font of `size` points.
    public init(size: Double) { self.size = size }

    /// Every character's advance: half the size (I.2).
    public var advance: Double { size * 0.5 }
    /// A line's height: 1.2 times the size (I.2).
    public var lineHeight: Double { size * 1.2 }
    /// The distance from a line's top to its baseline (FrameSolver's choice: the font size).
    public var ascent: Double { size }
}

/// I.2's metrics as a `TextMeasurer`.
public struct SimpleTextMeasurer: TextMeasurer {
    /// The measurer (it has no state).
    public init() {}

    /// Lays out `text` by I.2's rules.
    public func layout(_ text: String, font: Font, proposal: ProposedSize, lineLimit: Int?) -> TextLayout {
        TextMetrics(font: font).layout(text, proposal: proposal, lineLimit: lineLimit)
    }

    /// The next break after `width`, counted without wrapping (`TextMetrics.nextBreakWidth`).
    public func nextBreakWidth(_ text: String, font: Font, width: Double, lineLimit: Int?) -> Double? {
        TextMetrics(font: font).nextBreakWidth(text, width: width)
    }

    /// The Characters counted once (`PreparedSimpleText`).
    public func prepare(_ text: String, font: Font, lineLimit: Int?) -> any PreparedText {
        PreparedSimpleText(text, metrics: TextMetrics(font: font), lineLimit: lineLimit)
    }

    /// 1.2 times the size (I.2).
    public func lineHeight(of font: Font) -> Double { TextMetrics(font: font).lineHeight }
    /// The font size (FrameSolver's choice).
    public func ascent(of font: Font) -> Double { TextMetrics(font: font).ascent }
}

extension TextMetrics {
    /// Lays out `text` for a proposal (I.2): explicit newlines always break; a width smaller
    /// than the ideal wraps greedily at spaces (the space at a break is dropped), breaking a
    /// word wider than the line between characters, at least one character per line; a height
    /// smaller than the text keeps the whole lines that fit (at least one); `lineLimit` caps
    /// the lines. Nil or infinite dimensions never wrap or truncate.
    public func layout(_ text: String, proposal: ProposedSize, lineLimit: Int? = nil) -> TextLayout {
        let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var lines: [String]
        var nextBreakWidth: Double?
        if let width = proposal.width, width.isFinite {
            let longest = Swift.max(1, paragraphs.map(\.count).max() ?? 1)
            let maxCharacters = characterCount(width, longest: longest)
            lines = paragraphs.flatMap { wrap($0, maxCharacters: maxCharacters) }
            if maxCharacters < longest { nextBreakWidth = threshold(maxCharacters + 1) }
        } else {
            lines = paragraphs
        }
        if let limit = lineLimit, limit >= 1, lines.count > limit {
            lines = Array(lines.prefix(limit))
        }
        if let height = proposal.height, height.isFinite {
            let fitting = Swift.max(1, NumericPolicy.count(height / lineHeight + 1e-9, atMost: Int.max))
            if lines.count > fitting { lines = Array(lines.prefix(fitting)) }
        }
        let widest = lines.map(\.count).max() ?? 0
        let width = text.isEmpty ? 0 : Double(widest) * advance
        let height = text.isEmpty ? 0 : Double(lines.count) * lineHeight
        return TextLayout(lines: lines, size: Size(width: width, height: height), nextBreakWidth: nextBreakWidth)
    }

    /// The `nextBreakWidth` of `layout(text, proposal: width x nil)` (the line limit does not
    /// move it), without building the lines: the threshold of one more character than a line
    /// of `width` holds, while that is fewer than the longest paragraph's. The counts are the
    /// paragraphs' own (`layout` counts the same Characters after copying them).
    public func nextBreakWidth(_ text: String, width: Double) -> Double? {
        guard width.isFinite else { return nil }
        var longest = 1
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) { longest = Swift.max(longest, paragraph.count) }
        let maxCharacters = characterCount(width, longest: longest)
        return maxCharacters < longest ? threshold(maxCharacters + 1) : nil
    }

    /// The smallest width that holds `characters` characters: `(n - 1e-9) x advance`, the
    /// 1e-9 keeping a width computed as n x advance from holding n.
    func threshold(_ characters: Int) -> Double { (Double(characters) - 1e-9) * advance }

    /// How many characters a line of `width` holds: at least 1, at most `longest` (more
    /// changes nothing). The count of `width / advance + 1e-9`, made to agree exactly with
    /// `threshold`, so a width at a threshold holds its count (the constraint engine lays out
    /// again at `nextBreakWidth` and must see the new lines).
    func characterCount(_ width: Double, longest: Int) -> Int {
        var count = Swift.min(longest, Swift.max(1, NumericPolicy.count(width / advance + 1e-9, atMost: Int.max)))
        while count < longest && width >= threshold(count + 1) { count += 1 }
        while count > 1 && width < threshold(count) { count -= 1 }
        return count
    }

    /// Greedy word wrap of one paragraph to lines of at most `maxCharacters` characters, in
    /// time linear in the paragraph (each Character is copied once): the lines `wrapSpans`
    /// finds, cut out of the paragraph.
    func wrap(_ paragraph: String, maxCharacters: Int) -> [String] {
        let characters = Array(paragraph)
        if characters.count <= maxCharacters { return [paragraph] }
        let words = characters.split(separator: " ", omittingEmptySubsequences: false).map(\.count)
        var lines: [String] = []
        Self.wrapSpans(words: words, maxCharacters: maxCharacters) { start, count in lines.append(String(characters[start..<(start + count)])) }
        return lines
    }

    /// I.2's greedy wrap over a paragraph given as its words' lengths in Characters (the runs
    /// between single spaces, possibly empty): each line as the offset of its first Character
    /// in the paragraph and its length, in order, to `line`. A word joins the line after one
    /// space while the line stays within `maxCharacters`; the space at a break is dropped; a
    /// word wider than a line breaks between characters. The one rule both `wrap` (the lines'
    /// strings) and `PreparedSimpleText` (their lengths alone) read.
    static func wrapSpans(words: some Sequence<Int>, maxCharacters: Int, _ line: (_ start: Int, _ count: Int) -> Void) {
        var lines = 0
        // The line being filled: its first Character's offset and its length (0: empty, so a
        // word joins without a space).
        var start = 0
        var current = 0
        // The offset of the word at hand.
        var at = 0
        for word in words {
            defer { at += word + 1 }
            let candidate = current == 0 ? word : current + 1 + word
            if candidate <= maxCharacters {
                if current == 0 { start = at }
                current = candidate
                continue
            }
            // The word does not fit on this line: close the line, start the word on a new one.
            if current != 0 {
                line(start, current)
                lines += 1
            }
            // A word wider than a line breaks between characters.
            start = at
            var rest = word
            while rest > maxCharacters {
                line(start, maxCharacters)
                lines += 1
                start += maxCharacters
                rest -= maxCharacters
            }
            current = rest
        }
        if current != 0 || lines == 0 { line(start, current) }
    }
}
