/// Near spellings for `did you mean 'X'?`: the closest candidate by edit distance. The CLI
/// uses the distance for its unknown commands.
public enum Suggestions {
    /// The candidate nearest to `word`, if it is close enough to be a likely typo.
    ///
    /// Close enough: at most a third of the word's length in edits (at least 1, at most 3), or
    /// the same word in another letter case.
    public static func nearest(to word: String, in candidates: some Sequence<String>) -> String? {
        let lowered = word.lowercased()
        let limit = min(3, max(1, word.count / 3))
        var best: (name: String, distance: Int)?
        for candidate in candidates where candidate != word {
            let distance = candidate.lowercased() == lowered ? 0 : editDistance(lowered, candidate.lowercased())
            guard distance <= limit else { continue }
            if best == nil || distance < best!.distance || (distance == best!.distance && candidate < best!.name) {
                best = (candidate, distance)
            }
        }
        return best?.name
    }

    /// Levenshtein distance, with adjacent transpositions counted as one edit.
    public static func editDistance(_ a: String, _ b: String) -> Int {
        let x = Array(a), y = Array(b)
        if x.isEmpty { return y.count }
        if y.isEmpty { return x.count }
        var previous2 = [Int](repeating: 0, count: y.count + 1)
        var previous = Array(0...y.count)
        var current = [Int](repeating: 0, count: y.count + 1)
        for i in 1...x.count {
            current[0] = i
            for j in 1...y.count {
                let cost = x[i - 1] == y[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, x[i - 1] == y[j - 2], x[i - 2] == y[j - 1] {
                    current[j] = min(current[j], previous2[j - 2] + 1)
                }
            }
            previous2 = previous
            previous = current
        }
        return previous[y.count]
    }
}
