import ViewTree

/// A string under I.2's metrics, counted once: each paragraph's Characters and its words'
/// counts. `TextMetrics.layout` and `nextBreakWidth` split and count the string at every
/// call (Character counting walks grapheme clusters, the dearest part of a layout); the
/// constraint engine asks a Text at every break width of its line-break walk, so it prepares
/// the counts once and answers from them.
///
/// The answers are `TextMetrics.layout`'s size, line count and next break: the same greedy
/// wrap (`wrap(_:maxCharacters:)`), run on counts instead of Characters.
public struct PreparedSimpleText: PreparedText {
    /// One paragraph (the text between explicit newlines).
    struct Paragraph: Sendable {
        /// Its Characters, spaces included.
        var characters: Int
        /// Its words (the runs between single spaces, possibly empty), as indices of `words`.
        var words: Range<Int>
    }

    let metrics: TextMetrics
    let lineLimit: Int?
    let isEmpty: Bool
    let paragraphs: [Paragraph]
    /// Each word's Characters, paragraph after paragraph.
    let words: [Int]
    /// The longest paragraph's Characters, at least 1 (as `layout` counts it).
    let longest: Int

    /// `text` measured by `metrics`, kept to at most `lineLimit` lines.
    public init(_ text: String, metrics: TextMetrics, lineLimit: Int?) {
        self.metrics = metrics
        self.lineLimit = lineLimit
        isEmpty = text.isEmpty
        // One walk over the Characters: a newline ends a paragraph (and its last word), a
        // space ends a word, as `split(separator:omittingEmptySubsequences: false)` does.
        var paragraphs: [Paragraph] = []
        var words: [Int] = []
        var wordStart = 0
        var word = 0
        var characters = 0
        for character in text {
            if character == "\n" {
                words.append(word)
                paragraphs.append(Paragraph(characters: characters, words: wordStart..<words.count))
                wordStart = words.count
                word = 0
                characters = 0
                continue
            }
            characters += 1
            if character == " " {
                words.append(word)
                word = 0
            } else {
                word += 1
            }
        }
        words.append(word)
        paragraphs.append(Paragraph(characters: characters, words: wordStart..<words.count))
        self.paragraphs = paragraphs
        self.words = words
        longest = Swift.max(1, paragraphs.map(\.characters).max() ?? 1)
    }

    /// `TextMetrics.layout(text, proposal:, lineLimit:)`'s size, line count and next break.
    public func sizing(_ proposal: ProposedSize) -> TextSizing {
        // The lines kept: the first `limit` (lineLimit), then the whole lines a finite
        // height holds (at least one), in `layout`'s order; the lines past them do not count.
        var cap = Int.max
        if let limit = lineLimit, limit >= 1 { cap = limit }
        if let height = proposal.height, height.isFinite {
            cap = Swift.min(cap, Swift.max(1, NumericPolicy.count(height / metrics.lineHeight + 1e-9, atMost: Int.max)))
        }
        var kept = 0
        var widest = 0
        func line(_ characters: Int) {
            guard kept < cap else { return }
            kept += 1
            widest = Swift.max(widest, characters)
        }
        var next: Double?
        if let width = proposal.width, width.isFinite {
            let maxCharacters = metrics.characterCount(width, longest: longest)
            for paragraph in paragraphs { wrap(paragraph, maxCharacters: maxCharacters, line) }
            if maxCharacters < longest { next = metrics.threshold(maxCharacters + 1) }
        } else {
            for paragraph in paragraphs { line(paragraph.characters) }
        }
        let size = isEmpty ? Size(width: 0, height: 0) : Size(width: Double(widest) * metrics.advance, height: Double(kept) * metrics.lineHeight)
        return TextSizing(size: size, lineCount: kept, nextBreakWidth: next)
    }

    /// 1.2 times the size (I.2).
    public var lineHeight: Double { metrics.lineHeight }

    /// `TextMetrics.nextBreakWidth`: one more Character than a line of `width` holds, while
    /// that is fewer than the longest paragraph's.
    public func nextBreakWidth(width: Double) -> Double? {
        guard width.isFinite else { return nil }
        let maxCharacters = metrics.characterCount(width, longest: longest)
        return maxCharacters < longest ? metrics.threshold(maxCharacters + 1) : nil
    }

    /// `TextMetrics.wrap` on counts: each line's Characters, in order, to `line`.
    func wrap(_ paragraph: Paragraph, maxCharacters: Int, _ line: (Int) -> Void) {
        if paragraph.characters <= maxCharacters { return line(paragraph.characters) }
        TextMetrics.wrapSpans(words: words[paragraph.words], maxCharacters: maxCharacters) { _, count in line(count) }
    }
}
