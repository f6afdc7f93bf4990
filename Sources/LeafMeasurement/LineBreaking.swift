/// Greedy line breaking of one paragraph whose Characters have advances in font units: I.2's
/// rules (break at spaces, dropping the space; a word wider than the line breaks between
/// characters, at least one per line), with widths instead of counts.
///
/// A line fits when the proposal reaches its threshold (`fits`). Every fit test that fails
/// is remembered: the smallest failing line is where a wider proposal first changes the
/// result (a passing test keeps passing as the width grows, and the breaks depend only on
/// the tests' outcomes), which the constraint engine splits its pieces at.
struct LineBreaking {
    /// Prefix sums of the advances: `prefix[i]` is the advance of Characters 0 ..< i.
    let prefix: [Int]
    let characters: [Character]

    init(characters: [Character], advances: [Int32]) {
        self.characters = characters
        var prefix = [0]
        prefix.reserveCapacity(advances.count + 1)
        for advance in advances { prefix.append(prefix[prefix.count - 1] + Int(advance)) }
        self.prefix = prefix
    }

    /// The advance of Characters `range`, in font units.
    func units(_ range: Range<Int>) -> Int { prefix[range.upperBound] - prefix[range.lowerBound] }

    /// The whole paragraph's advance.
    var totalUnits: Int { prefix[prefix.count - 1] }

    /// The lines (ranges of Characters) for a line that holds `fits(units)`, and the smallest
    /// advance that failed to fit (nil: every test passed).
    func wrap(fits: (Int) -> Bool) -> (lines: [Range<Int>], smallestFailure: Int?) {
        var failure: Int?
        func test(_ units: Int) -> Bool {
            if fits(units) { return true }
            failure = Swift.min(failure ?? units, units)
            return false
        }
        let count = characters.count
        // 1. The whole paragraph on one line.
        if test(totalUnits) { return ([0..<count], nil) }
        var lines: [Range<Int>] = []
        // The line being filled: Characters lineStart ..< lineEnd (nil while empty).
        var lineStart = 0
        var lineEnd: Int?
        var wordStart = 0
        while wordStart <= count {
            var wordEnd = wordStart
            while wordEnd < count && characters[wordEnd] != " " { wordEnd += 1 }
            // 2. The word joins the line (after its space) if the line still fits.
            let candidate = lineEnd == nil ? wordStart..<wordEnd : lineStart..<wordEnd
            if test(units(candidate)) {
                if lineEnd == nil { lineStart = wordStart }
                lineEnd = wordEnd
            } else {
                // 3. Otherwise the line closes and the word starts the next one, broken
                //    between characters while it is wider than a line.
                if let end = lineEnd { lines.append(lineStart..<end) }
                var start = wordStart
                while wordEnd - start > 1 && !test(units(start..<wordEnd)) {
                    var end = start + 1
                    while end < wordEnd && test(units(start..<(end + 1))) { end += 1 }
                    lines.append(start..<end)
                    start = end
                }
                lineStart = start
                lineEnd = wordEnd
            }
            wordStart = wordEnd + 1
        }
        if let end = lineEnd { lines.append(lineStart..<end) } else if lines.isEmpty { lines.append(0..<0) }
        return (lines, failure)
    }
}
