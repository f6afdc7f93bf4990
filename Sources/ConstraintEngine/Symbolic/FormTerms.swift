/// The terms of a form or row: `(variable, coefficient)` pairs sorted by variable, none zero.
///
/// A sorted array in place of a `Dictionary`: a form has a handful of terms, so adding two
/// forms is a merge of two short runs, equality compares two arrays, and hashing feeds the
/// pairs in order, where a dictionary hashes every element with its own hasher (to be
/// independent of order) and allocates a hash table per form. The compile pass builds and
/// hashes forms at every step (sizing keys, shared clamps), so this is most of its cost.
/// The API reads like the dictionary it replaces (`terms[v]`, `keys`, `values`, pairs as
/// `(key, value)` in iteration), and iteration is in variable order, so sums over the terms
/// round the same way in every run.
struct FormTerms: Sequence, Hashable, FoldedKey {
    typealias Element = (key: Int, value: Double)

    private(set) var pairs: [Element]

    init() { pairs = [] }

    /// One term (dropped when the coefficient is zero).
    init(variable: Int, coefficient: Double) {
        pairs = coefficient == 0 ? [] : [(variable, coefficient)]
    }

    /// Terms from pairs in any order; repeated variables are summed and zeros dropped.
    init<S: Sequence>(_ elements: S) where S.Element == Element {
        var sorted = Array(elements)
        sorted.sort { $0.key < $1.key }
        var merged: [Element] = []
        merged.reserveCapacity(sorted.count)
        for element in sorted {
            if let last = merged.last, last.key == element.key {
                merged[merged.count - 1].value = last.value + element.value
            } else {
                merged.append(element)
            }
        }
        merged.removeAll { $0.value == 0 }
        pairs = merged
    }

    /// Already sorted by variable, without repeats or zeros.
    init(sortedPairs: [Element]) { pairs = sortedPairs }

    var count: Int { pairs.count }
    var isEmpty: Bool { pairs.isEmpty }
    var first: Element? { pairs.first }
    /// The variables, ascending.
    var keys: Keys { Keys(pairs: pairs) }
    /// The coefficients, in variable order.
    var values: Values { Values(pairs: pairs) }

    /// The variables of the terms, ascending, read in place.
    struct Keys: RandomAccessCollection {
        let pairs: [FormTerms.Element]
        var startIndex: Int { 0 }
        var endIndex: Int { pairs.count }
        subscript(position: Int) -> Int { pairs[position].key }
    }

    /// The coefficients of the terms, in variable order, read in place.
    struct Values: RandomAccessCollection {
        let pairs: [FormTerms.Element]
        var startIndex: Int { 0 }
        var endIndex: Int { pairs.count }
        subscript(position: Int) -> Double { pairs[position].value }
    }

    func makeIterator() -> IndexingIterator<[Element]> { pairs.makeIterator() }
    /// The number of terms, so that `map` and `Array(_:)` over the terms reserve their result
    /// once (a `Sequence`'s default, 0, grew it by doubling: 1.5% of a cold solve in the
    /// model's rows alone).
    var underestimatedCount: Int { pairs.count }

    /// The coefficient of `variable`; setting nil or 0 removes the term.
    subscript(variable: Int) -> Double? {
        get {
            guard let index = position(of: variable) else { return nil }
            return pairs[index].value
        }
        set {
            let value = newValue ?? 0
            if let index = position(of: variable) {
                if value == 0 { pairs.remove(at: index) } else { pairs[index].value = value }
            } else if value != 0 {
                let insertion = pairs.firstIndex { $0.key > variable } ?? pairs.count
                pairs.insert((variable, value), at: insertion)
            }
        }
    }

    private func position(of variable: Int) -> Int? {
        // Linear: forms have a handful of terms.
        for index in pairs.indices where pairs[index].key >= variable {
            return pairs[index].key == variable ? index : nil
        }
        return nil
    }

    /// The terms that satisfy `isIncluded`, still sorted.
    func filter(_ isIncluded: (Element) throws -> Bool) rethrows -> FormTerms {
        // Most filters keep every term (a row's zeros, which a form never has; a row's dust):
        // the same terms, without a copy. Otherwise the kept terms in a buffer reserved once.
        guard let dropped = try pairs.firstIndex(where: { try !isIncluded($0) }) else { return self }
        var kept: [Element] = []
        kept.reserveCapacity(pairs.count - 1)
        kept.append(contentsOf: pairs[..<dropped])
        for element in pairs[(dropped + 1)...] where try isIncluded(element) { kept.append(element) }
        return FormTerms(sortedPairs: kept)
    }

    /// Every coefficient transformed (terms that become zero are dropped).
    func mapValues(_ transform: (Double) throws -> Double) rethrows -> FormTerms {
        var result: [Element] = []
        result.reserveCapacity(pairs.count)
        for (key, value) in pairs {
            let mapped = try transform(value)
            if mapped != 0 { result.append((key, mapped)) }
        }
        return FormTerms(sortedPairs: result)
    }

    /// `a + k b`, merged in one pass (sums that cancel are dropped).
    static func combine(_ a: FormTerms, _ b: FormTerms, scale k: Double = 1) -> FormTerms {
        if b.pairs.isEmpty { return a }
        if a.pairs.isEmpty && k == 1 { return b }
        var result: [Element] = []
        result.reserveCapacity(a.pairs.count + b.pairs.count)
        var i = 0
        var j = 0
        let x = a.pairs
        let y = b.pairs
        while i < x.count || j < y.count {
            if j == y.count || (i < x.count && x[i].key < y[j].key) {
                result.append(x[i])
                i += 1
            } else if i == x.count || y[j].key < x[i].key {
                let value = k == 1 ? y[j].value : y[j].value * k
                if value != 0 { result.append((y[j].key, value)) }
                j += 1
            } else {
                let value = x[i].value + (k == 1 ? y[j].value : y[j].value * k)
                if value != 0 { result.append((x[i].key, value)) }
                i += 1
                j += 1
            }
        }
        return FormTerms(sortedPairs: result)
    }

    static func == (a: FormTerms, b: FormTerms) -> Bool {
        guard a.pairs.count == b.pairs.count else { return false }
        for (p, q) in zip(a.pairs, b.pairs) where p.key != q.key || p.value != q.value { return false }
        return true
    }

    /// One `combine`: the pairs folded into a word first (`folded`), where feeding each
    /// variable and coefficient to the hasher ran its rounds twice per term; the sizing keys,
    /// shared clamps and decided rows of a pass hash thousands of forms.
    func hash(into hasher: inout Hasher) { hasher.combine(folded) }

    /// The pairs folded into one word (a `FoldedTable`'s key: `BranchMemo`'s walks).
    var folded: UInt64 { folded(into: 0) }

    /// The pairs (and `seed`) folded into 64 bits with multiply-xor steps: equal terms fold
    /// equally (a zero coefficient of either sign as 0), and the hasher that receives the
    /// word mixes it, so only collisions of the fold itself cost (a longer probe, never a
    /// wrong answer: equality still compares the pairs).
    func folded(into seed: UInt64) -> UInt64 { folded(into: seed, scaledBy: 1) }

    /// The fold of the terms with every coefficient multiplied by `sign` (1 or -1, exact).
    func folded(into seed: UInt64, scaledBy sign: Double) -> UInt64 {
        var h = seed ^ (UInt64(pairs.count) &* 0x9E37_79B9_7F4A_7C15)
        for (key, value) in pairs {
            h = (h ^ UInt64(UInt(bitPattern: key))) &* 0xBF58_476D_1CE4_E5B9
            h = (h ^ Self.bits(value * sign)) &* 0x94D0_49BB_1331_11EB
            h ^= h >> 31
        }
        return h
    }

    /// A coefficient's bits, with -0 as +0 (they are equal).
    static func bits(_ value: Double) -> UInt64 { value == 0 ? 0 : value.bitPattern }
}

extension FormTerms: ExpressibleByDictionaryLiteral {
    init(dictionaryLiteral elements: (Int, Double)...) {
        self.init(elements.map { (key: $0.0, value: $0.1) })
    }
}
