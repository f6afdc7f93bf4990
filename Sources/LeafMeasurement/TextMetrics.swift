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
    /// time linear in the paragraph (each Character is copied once, counts are kept, not
    /// recomputed).
    func wrap(_ paragraph: String, maxCharacters: Int) -> [String] {
        let characters = Array(paragraph)
        if characters.count <= maxCharacters { return [paragraph] }
        var lines: [String] = []
        var current: [Character] = []
        for word in characters.split(separator: " ", omittingEmptySubsequences: false) {
            let candidateCount = current.isEmpty ? word.count : current.count + 1 + word.count
            if candidateCount <= maxCharacters {
                if !current.isEmpty { current.append(" ") }
                current.append(contentsOf: word)
                continue
            }
            // The word does not fit on this line: close the line, start the word on a new one.
            if !current.isEmpty { lines.append(String(current)) }
            // A word wider than a line breaks between characters.
            var start = word.startIndex
            while word.endIndex - start > maxCharacters {
                lines.append(String(word[start..<(start + maxCharacters)]))
                start += maxCharacters
            }
            current = Array(word[start...])
        }
        if !current.isEmpty || lines.isEmpty { lines.append(String(current)) }
        return lines
    }
}
