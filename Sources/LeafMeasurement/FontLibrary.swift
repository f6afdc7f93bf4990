import Foundation
import ViewTree

/// The font files the real-font measurer shapes in, found by path (Debian's packages), each
/// opened once: Inter in its nine weights and italics for the system font, DejaVu Sans Mono
/// (regular, bold, obliques) for `.monospaced()` (docs/text-measurement.md says why).
final class FontLibrary: Sendable {
    /// Where Debian's fonts-inter puts Inter (opentype; some releases use truetype).
    static let interFolders = ["/usr/share/fonts/opentype/inter", "/usr/share/fonts/truetype/inter"]
    static let monospacedFolder = "/usr/share/fonts/truetype/dejavu"

    private let inter: [String: FontFace]
    private let monospaced: [String: FontFace]

    /// Inter's file style for a weight: Inter-<style>.otf (Regular, SemiBold, ...).
    static func interStyle(_ weight: FontWeight, italic: Bool) -> String {
        let base: String
        switch weight {
        case .ultraLight: base = "ExtraLight"
        case .thin: base = "Thin"
        case .light: base = "Light"
        case .regular: base = italic ? "" : "Regular"
        case .medium: base = "Medium"
        case .semibold: base = "SemiBold"
        case .bold: base = "Bold"
        case .heavy: base = "ExtraBold"
        case .black: base = "Black"
        }
        return base + (italic ? "Italic" : "")
    }

    /// DejaVu Sans Mono's file for a weight: bold from semibold up (it has two weights).
    static func monospacedFile(_ weight: FontWeight, italic: Bool) -> String {
        let bold = weight >= .semibold
        switch (bold, italic) {
        case (false, false): return "DejaVuSansMono.ttf"
        case (true, false): return "DejaVuSansMono-Bold.ttf"
        case (false, true): return "DejaVuSansMono-Oblique.ttf"
        case (true, true): return "DejaVuSansMono-BoldOblique.ttf"
        }
    }

    /// Opens every file.
    ///
    /// - Throws: `TextMeasurementError` naming the first file missing or unreadable, and the
    ///   Debian packages that hold them.
    init() throws(TextMeasurementError) {
        let install = "install fonts-inter and fonts-dejavu-core (tools/install-deps.sh), or use --text-metrics simple"
        guard let folder = Self.interFolders.first(where: { FileManager.default.fileExists(atPath: $0 + "/Inter-Regular.otf") }) else {
            throw TextMeasurementError("the real-font text metrics need Inter, which is not in \(Self.interFolders.joined(separator: " or ")): \(install)")
        }
        var inter: [String: FontFace] = [:]
        for weight in FontWeight.allCases {
            for italic in [false, true] {
                let style = Self.interStyle(weight, italic: italic)
                let path = folder + "/Inter-" + style + ".otf"
                do { inter[style] = try FontFace(path: path) } catch { throw TextMeasurementError("\(error.message): \(install)") }
            }
        }
        var monospaced: [String: FontFace] = [:]
        for weight in [FontWeight.regular, .bold] {
            for italic in [false, true] {
                let file = Self.monospacedFile(weight, italic: italic)
                let path = Self.monospacedFolder + "/" + file
                guard FileManager.default.fileExists(atPath: path) else {
                    throw TextMeasurementError("the real-font text metrics need \(path) for monospaced text: \(install)")
                }
                do { monospaced[file] = try FontFace(path: path) } catch { throw TextMeasurementError("\(error.message): \(install)") }
            }
        }
        self.inter = inter
        self.monospaced = monospaced
    }

    /// The face `font` is shaped in.
    func face(for font: Font) -> FontFace {
        if font.design == .monospaced { return monospaced[Self.monospacedFile(font.weight, italic: font.isItalic)]! }
        return inter[Self.interStyle(font.weight, italic: font.isItalic)]!
    }
}
