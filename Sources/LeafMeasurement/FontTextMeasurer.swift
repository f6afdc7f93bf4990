import Synchronization
import ViewTree

/// Text shaped with HarfBuzz in a real font: Inter for the system font (by weight, italic),
/// DejaVu Sans Mono for `.monospaced()`, OpenType `tnum` for `.monospacedDigit()`; line
/// height and ascent from the font's hhea metrics (docs/text-measurement.md).
///
/// A width is the sum of the Characters' shaped advances x size / unitsPerEm. Lines break
/// as I.2 says, at widths instead of character counts. Shaped paragraphs are cached per
/// face, digit style and string (advances in font units do not depend on the size).
public struct FontTextMeasurer: TextMeasurer {
    let library: FontLibrary
    let cache: ShapingCache

    /// The process's measurer: the fonts are opened on first use, once.
    ///
    /// - Throws: `TextMeasurementError` when a font file is missing or unreadable.
    public static func shared() throws(TextMeasurementError) -> FontTextMeasurer {
        try loaded.get()
    }

    private static let loaded: Result<FontTextMeasurer, TextMeasurementError> = {
        do throws(TextMeasurementError) {
            return .success(FontTextMeasurer(library: try FontLibrary(), cache: ShapingCache()))
        } catch {
            return .failure(error)
        }
    }()

    /// The name of the face `font` is shaped in ("Inter SemiBold"), for docs and tests.
    public func faceName(for font: Font) -> String { library.face(for: font).name }
    /// The path of the face `font` is shaped in.
    public func facePath(for font: Font) -> String { library.face(for: font).path }
    /// The face's units per em.
    public func unitsPerEm(for font: Font) -> Int { library.face(for: font).unitsPerEm }

    /// The face's line height (ascender + descender + line gap) at the font's size.
    public func lineHeight(of font: Font) -> Double {
        let face = library.face(for: font)
        return Double(face.lineHeight) * font.size / Double(face.unitsPerEm)
    }

    /// The face's ascender at the font's size.
    public func ascent(of font: Font) -> Double {
        let face = library.face(for: font)
        return Double(face.ascender) * font.size / Double(face.unitsPerEm)
    }

    /// The shaped advance of `text` on one line, in points (explicit newlines not treated).
    public func width(of text: String, font: Font) -> Double {
        let face = library.face(for: font)
        let units = advances(text, face: face, font: font).reduce(0) { $0 + Int($1) }
        return Double(units) * font.size / Double(face.unitsPerEm)
    }

    /// Lays out `text` by I.2's rules with the shaped advances of the face.
    public func layout(_ text: String, font: Font, proposal: ProposedSize, lineLimit: Int?) -> TextLayout {
        PreparedFontText(text, font: font, lineLimit: lineLimit, measurer: self).layout(proposal)
    }

    /// The layout's next break, from the lines' ranges (no strings made).
    public func nextBreakWidth(_ text: String, font: Font, width: Double, lineLimit: Int?) -> Double? {
        PreparedFontText(text, font: font, lineLimit: lineLimit, measurer: self).nextBreakWidth(width: width)
    }

    /// The paragraphs shaped once (`PreparedFontText`).
    public func prepare(_ text: String, font: Font, lineLimit: Int?) -> any PreparedText {
        PreparedFontText(text, font: font, lineLimit: lineLimit, measurer: self)
    }

    /// The Characters' advances in font units, from the cache or shaped now.
    func advances(_ paragraph: String, face: FontFace, font: Font) -> [Int32] {
        let tabular = font.tabularDigits && !face.isFixedPitch
        let key = ShapingCache.Key(face: ObjectIdentifier(face), tabularDigits: tabular, text: paragraph)
        if let cached = cache.advances(key) { return cached }
        let advances = face.characterAdvances(paragraph, tabularDigits: tabular)
        cache.store(advances, for: key)
        return advances
    }
}

/// Shaped paragraphs by face, digit style and text, shared by every thread; cleared when it
/// holds more than `capacity` entries, so memory stays bounded over long batch runs.
final class ShapingCache: Sendable {
    struct Key: Hashable, Sendable {
        var face: ObjectIdentifier
        var tabularDigits: Bool
        var text: String
    }

    static let capacity = 20_000
    private let entries = Mutex<[Key: [Int32]]>([:])

    func advances(_ key: Key) -> [Int32]? { entries.withLock { $0[key] } }

    func store(_ advances: [Int32], for key: Key) {
        entries.withLock { entries in
            if entries.count >= Self.capacity { entries.removeAll(keepingCapacity: true) }
            entries[key] = advances
        }
    }
}
