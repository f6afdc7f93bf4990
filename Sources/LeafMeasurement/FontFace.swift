import TextShaping

/// One font file opened for shaping: its vertical metrics, and HarfBuzz's immutable font.
///
/// `@unchecked Sendable`: the C face is never changed after `ts_face_open`, and the shim
/// documents that `ts_shape` may run on any number of threads at once on one face.
final class FontFace: @unchecked Sendable {
    let path: String
    let unitsPerEm: Int
    /// hhea ascender, font units above the baseline.
    let ascender: Int
    /// hhea descender, font units (negative: below the baseline).
    let descender: Int
    /// ascender - descender + line gap, font units.
    let lineHeight: Int
    let isFixedPitch: Bool
    /// "Inter Regular", for diagnostics and docs.
    let name: String
    private let face: UnsafeMutablePointer<ts_face>

    /// Opens the font file at `path`.
    ///
    /// - Throws: `TextMeasurementError` with FreeType's or HarfBuzz's reason.
    init(path: String) throws(TextMeasurementError) {
        var message = [CChar](repeating: 0, count: 256)
        guard let face = ts_face_open(path, &message, message.count) else {
            let end = message.firstIndex(of: 0) ?? message.count
            throw TextMeasurementError(String(decoding: message[..<end].map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        self.face = face
        self.path = path
        unitsPerEm = Int(face.pointee.units_per_em)
        ascender = Int(face.pointee.ascender)
        descender = Int(face.pointee.descender)
        lineHeight = Int(face.pointee.line_height)
        isFixedPitch = face.pointee.fixed_pitch != 0
        let family = withUnsafeBytes(of: face.pointee.family) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        let style = withUnsafeBytes(of: face.pointee.style) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        name = family + " " + style
    }

    deinit { ts_face_close(face) }

    /// The advance of each Character of `text`, in font units, from one HarfBuzz run over
    /// the whole string (so kerning and ligatures apply): each glyph's advance counts for the
    /// Character its cluster starts in (a ligature's whole advance goes to its first one).
    func characterAdvances(_ text: String, tabularDigits: Bool) -> [Int32] {
        var utf8 = Array(text.utf8)
        guard !utf8.isEmpty, utf8.count < Int(Int32.max) else { return Array(repeating: 0, count: text.count) }
        var byteAdvances = [Int32](repeating: 0, count: utf8.count)
        let total = utf8.withUnsafeMutableBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                ts_shape(face, chars.baseAddress, Int32(chars.count), tabularDigits ? 1 : 0, &byteAdvances)
            }
        }
        utf8.removeAll()
        // Allocation failed inside HarfBuzz: no advances rather than wrong ones.
        if total < 0 { return Array(repeating: 0, count: text.count) }
        var advances: [Int32] = []
        advances.reserveCapacity(text.count)
        var offset = 0
        for character in text {
            let length = character.utf8.count
            var sum: Int32 = 0
            for byte in offset..<(offset + length) { sum &+= byteAdvances[byte] }
            advances.append(sum)
            offset += length
        }
        return advances
    }
}
