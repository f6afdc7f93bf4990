/// A row's or column's name (`n12_frame_maxW_le_a_2`), held as its parts and spelt when read.
///
/// Why: a compiler names every row and column it makes, and spelling each name by string
/// interpolation when it is made (a number, two words, an ending, a counter: five appends and
/// often an allocation) was a tenth of a small layout's cold compile, for names that are read
/// only when a program is printed or a diagnostic names a row. A name is therefore its parts,
///
///     [n<number>_] first [_second] ending [_<counter>]
///
/// each bracket left out when absent (`number` < 0, `second` nil, `ending` empty, `counter`
/// 1), and `description` spells it. A name made from a string is that string alone.
///
/// Two names are equal when they read the same, however they are held.
public struct LPName: Sendable, Hashable, CustomStringConvertible, ExpressibleByStringInterpolation {
    /// The number after the leading `n` (`n12_`: the view that made it), or -1 for none.
    public let number: Int
    /// The first word after the number (all of the name when there is no number).
    public let first: String
    /// The word after `first`, joined by `_` (nil: none; an empty word still spells its `_`).
    public let second: String?
    /// A fixed ending after the words (`_def`, `_le_a`), spelt as it is: a static string, which
    /// a copy of the name does not retain.
    public let ending: StaticString
    /// The counter that makes the name unique among its program's: 1 spells nothing, k >= 2 spells `_k`.
    public let counter: Int32

    /// The name `text` alone.
    public init(_ text: String) {
        number = -1
        first = text
        second = nil
        ending = ""
        counter = 1
    }

    /// The name `n<number>_first[_second]`, spelt when read.
    public init(number: Int, _ first: String, _ second: String? = nil) {
        precondition(number >= 0, "a name's number is not negative")
        self.number = number
        self.first = first
        self.second = second
        ending = ""
        counter = 1
    }

    private init(number: Int, first: String, second: String?, ending: StaticString, counter: Int32) {
        self.number = number
        self.first = first
        self.second = second
        self.ending = ending
        self.counter = counter
    }

    /// A name written as a literal: its text alone.
    public init(stringLiteral value: String) { self.init(value) }

    /// A name written as an interpolated string: its text alone.
    public init(stringInterpolation: DefaultStringInterpolation) { self.init(String(stringInterpolation: stringInterpolation)) }

    /// The name with `tail` spelt after it (`_def` after `n3_w`).
    public func ending(_ tail: StaticString) -> LPName {
        guard endingCount == 0, counter == 1 else { return LPName(description + tail.description) }
        return LPName(number: number, first: first, second: second, ending: tail, counter: 1)
    }

    /// The name with the counter `counter` (`n3_w_2`; 1 spells none).
    public func counted(_ counter: Int) -> LPName {
        precondition(counter >= 1, "a name's counter starts at 1")
        guard self.counter == 1, counter <= Int32.max else { return LPName(description + "_\(counter)") }
        return LPName(number: number, first: first, second: second, ending: ending, counter: Int32(counter))
    }

    /// The number the name's spelling starts with (`n12_...` gives 12), or -1: `number` for a
    /// name held as parts, read from the text of one made from a string, so that two names
    /// that read the same give the same number (a compiler groups names by it).
    public var spelledNumber: Int {
        // At most 17 digits either way, so that the two readings agree.
        if number >= 0 { return number < 100_000_000_000_000_000 ? number : -1 }
        var utf8 = first.utf8.makeIterator()
        guard utf8.next() == UInt8(ascii: "n") else { return -1 }
        var value = 0
        var digits = 0
        while let byte = utf8.next() {
            if byte == UInt8(ascii: "_") { return digits > 0 ? value : -1 }
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9"), digits < 17 else { return -1 }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
            digits += 1
        }
        // The whole first word is `n<digits>`: the number ends where the next part spells `_`.
        guard digits > 0 else { return -1 }
        let next: UInt8? =
            second != nil ? UInt8(ascii: "_") : endingCount > 0 ? ending.withUTF8Buffer { $0[0] } : counter != 1 ? UInt8(ascii: "_") : nil
        return next == UInt8(ascii: "_") ? value : -1
    }

    /// Whether the name is its first word alone (a name made from a string, not yet counted).
    private var isText: Bool { number < 0 && second == nil && endingCount == 0 && counter == 1 }

    /// The name as it reads.
    public var description: String {
        if isText { return first }
        // The parts are whole UTF-8, so their bytes one after another are too.
        return String(unsafeUninitializedCapacity: spellingCount) { buffer in
            var count = 0
            forEachPart { part in
                for byte in part {
                    buffer[count] = byte
                    count += 1
                }
            }
            return count
        }
    }

    /// A 64-bit FNV-1a hash of the bytes of `description`, without making it: what a compiler
    /// checks a name's uniqueness by, without spelling the name (`hashValue` is seeded per
    /// process and hashes the spelling).
    public var spellingHash: UInt64 {
        // The bytes `forEachPart` gives, hashed in place: a closure per part, or nested
        // functions capturing the hash (checked for exclusive access at run time), cost more
        // than the hash.
        var hash = SpellingHash()
        if number >= 0 {
            hash.mix(UInt8(ascii: "n"))
            hash.mix(digitsOf: number)
            hash.mix(UInt8(ascii: "_"))
        }
        hash.mix(first)
        if let second {
            hash.mix(UInt8(ascii: "_"))
            hash.mix(second)
        }
        ending.withUTF8Buffer { hash.mix($0) }
        if counter > 1 {
            hash.mix(UInt8(ascii: "_"))
            hash.mix(digitsOf: Int(counter))
        }
        return hash.value
    }

    /// Whether two names read the same.
    public static func == (a: LPName, b: LPName) -> Bool {
        if a.isText && b.isText { return a.first == b.first }
        return a.description == b.description
    }

    /// Hashes the name as it reads.
    public func hash(into hasher: inout Hasher) { hasher.combine(description) }
}

extension LPName {
    /// How many UTF-8 bytes `ending` has (`utf8CodeUnitCount` traps on a one-scalar static string).
    private var endingCount: Int { ending.withUTF8Buffer { $0.count } }

    /// At least as many UTF-8 bytes as `description` has.
    private var spellingCount: Int {
        var count = first.utf8.count + endingCount
        if number >= 0 { count += 2 + Self.maximumDigits }
        if let second { count += 1 + second.utf8.count }
        if counter > 1 { count += 1 + Self.maximumDigits }
        return count
    }

    /// The most decimal digits a number or counter spells (`Int.max` has 19).
    private static let maximumDigits = 20

    /// Calls `body` with the UTF-8 bytes of the name's spelling, part after part, in order.
    private func forEachPart(_ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Self.maximumDigits + 2) { scratch in
            if number >= 0 { body(Self.spell(number, into: scratch, before: UInt8(ascii: "n"), after: UInt8(ascii: "_"))) }
            var first = first
            first.withUTF8(body)
            if var second {
                scratch[0] = UInt8(ascii: "_")
                body(UnsafeBufferPointer(rebasing: scratch[0..<1]))
                second.withUTF8(body)
            }
            ending.withUTF8Buffer(body)
            if counter > 1 { body(Self.spell(Int(counter), into: scratch, before: UInt8(ascii: "_"), after: nil)) }
        }
    }

    /// `before`, the decimal digits of a non-negative `value` and `after`, written into `scratch`.
    private static func spell(_ value: Int, into scratch: UnsafeMutableBufferPointer<UInt8>, before: UInt8, after: UInt8?) -> UnsafeBufferPointer<UInt8> {
        var digits = 1
        var rest = value / 10
        while rest > 0 {
            digits += 1
            rest /= 10
        }
        scratch[0] = before
        rest = value
        for index in stride(from: digits, through: 1, by: -1) {
            scratch[index] = UInt8(ascii: "0") + UInt8(rest % 10)
            rest /= 10
        }
        var count = digits + 1
        if let after {
            scratch[count] = after
            count += 1
        }
        return UnsafeBufferPointer(rebasing: scratch[0..<count])
    }
}

/// FNV-1a over bytes, fed part by part (`LPName.spellingHash`).
private struct SpellingHash {
    var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func mix(_ byte: UInt8) { value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }

    mutating func mix(_ bytes: UnsafeBufferPointer<UInt8>) {
        var value = value
        for byte in bytes { value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        self.value = value
    }

    mutating func mix(_ text: String) {
        var text = text
        value = text.withUTF8 { bytes in
            var value = value
            for byte in bytes { value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
            return value
        }
    }

    /// The decimal digits of a non-negative `value`, most significant first.
    mutating func mix(digitsOf number: Int) {
        var divisor = 1
        while divisor <= number / 10 { divisor *= 10 }
        while divisor > 0 {
            mix(UInt8(ascii: "0") + UInt8(number / divisor % 10))
            divisor /= 10
        }
    }
}
