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
}

/// What made a row or column (`0.1 frame width (file:3:5)`), spelt when it is read: a place,
/// spelt by its `LPOriginPlaces`, followed by a text, or a text alone.
///
/// Two origins are equal when they read the same, whoever spells them.
public struct LPOrigin: Sendable, Hashable, CustomStringConvertible, ExpressibleByStringInterpolation {
    /// Who spells `place`; nil for an origin that is its text alone.
    public let places: (any LPOriginPlaces)?
    /// The place the origin starts with, as `places` numbers it.
    public let place: Int
    /// What follows the place (all of the origin when there is no place).
    public let text: String

    /// An origin that is `text` alone.
    public init(_ text: String) {
        places = nil
        place = 0
        self.text = text
    }

    /// The origin `places.spell(place) + text`, spelt when read.
    public init(place: Int, in places: any LPOriginPlaces, text: String) {
        self.places = places
        self.place = place
        self.text = text
    }

    /// An origin written as a literal: its text alone.
    public init(stringLiteral value: String) { self.init(value) }

    /// An origin written as an interpolated string: its text alone.
    public init(stringInterpolation: DefaultStringInterpolation) { self.init(String(stringInterpolation: stringInterpolation)) }

    /// The origin as it reads.
    public var description: String {
        guard let places else { return text }
        return places.spell(place) + text
    }

    /// The same origin with `tail` after it (`... (which side: ...)`).
    public func appending(_ tail: String) -> LPOrigin {
        guard let places else { return LPOrigin(text + tail) }
        return LPOrigin(place: place, in: places, text: text + tail)
    }

    /// Whether two origins read the same.
    public static func == (a: LPOrigin, b: LPOrigin) -> Bool {
        if a.places == nil && b.places == nil { return a.text == b.text }
        return a.description == b.description
    }

    /// Hashes the origin as it reads.
    public func hash(into hasher: inout Hasher) { hasher.combine(description) }
}
