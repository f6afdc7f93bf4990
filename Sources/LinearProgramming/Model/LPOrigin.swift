/// Spells the places that origins name (for a layout, a view's path and kind), when an origin
/// is read rather than when its row is made.
///
/// Why: a layout's origins start with the view's path, and a path at depth d has d indices, so
/// spelling every origin when its row is made costs characters quadratic in the depth of the
/// tree (a chain of 4,000 views held 301 MB of origin text). Origins are read only when a
/// program is printed or a diagnostic names a row, so they are spelt then.
public protocol LPOriginPlaces: AnyObject, Sendable {
    /// The text that starts the origin of something made at `place` (`0.0.1 frame `).
    func spell(_ place: Int) -> String
    /// The text that ends the origin of something made at `place`, after the origin's own
    /// text and before what is appended to it (` (file:3:5)`).
    func spellEnd(_ place: Int) -> String
}

extension LPOriginPlaces {
    /// No text after the origin's own.
    public func spellEnd(_ place: Int) -> String { "" }
}

/// What made a row or column (`0.1 frame width (file:3:5)`), spelt when it is read: a place's
/// start, spelt by its `LPOriginPlaces`, a text, the place's end and what was appended
/// (`appending`), or a text alone.
///
/// Two origins are equal when they read the same, whoever spells them.
public struct LPOrigin: Sendable, Hashable, CustomStringConvertible, ExpressibleByStringInterpolation {
    /// Who spells `place`; nil for an origin that is its text alone.
    public let places: (any LPOriginPlaces)?
    /// The place the origin starts with, as `places` numbers it.
    public let place: Int
    /// What follows the place's start (all of the origin when there is no place).
    public let text: String
    /// What was appended after the place's end (`appending`); empty without a place. A
    /// static string, which a copy of the origin does not retain.
    public let tail: StaticString

    /// An origin that is `text` alone.
    public init(_ text: String) {
        places = nil
        place = 0
        self.text = text
        tail = ""
    }

    /// The origin `places.spell(place) + text + places.spellEnd(place) + tail`, spelt when read.
    public init(place: Int, in places: any LPOriginPlaces, text: String, tail: StaticString = "") {
        self.places = places
        self.place = place
        self.text = text
        self.tail = tail
    }

    /// An origin written as a literal: its text alone.
    public init(stringLiteral value: String) { self.init(value) }

    /// An origin written as an interpolated string: its text alone.
    public init(stringInterpolation: DefaultStringInterpolation) { self.init(String(stringInterpolation: stringInterpolation)) }

    /// The origin as it reads.
    public var description: String {
        guard let places else { return text }
        return places.spell(place) + text + places.spellEnd(place) + tail.description
    }

    /// The same origin with `tail` after it (`... (which side: ...)`).
    public func appending(_ tail: StaticString) -> LPOrigin {
        guard let places, self.tail.withUTF8Buffer({ $0.isEmpty }) else { return LPOrigin(description + tail.description) }
        return LPOrigin(place: place, in: places, text: text, tail: tail)
    }

    /// Whether two origins read the same.
    public static func == (a: LPOrigin, b: LPOrigin) -> Bool {
        if a.places == nil && b.places == nil { return a.text == b.text }
        return a.description == b.description
    }

    /// Hashes the origin as it reads.
    public func hash(into hasher: inout Hasher) { hasher.combine(description) }
}
