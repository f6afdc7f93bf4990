import Foundation
import ViewTree

/// CSS colours for the model's colours, in light mode.
///
/// Named colours take the system colours Apple publishes for iOS in light mode (Human
/// Interface Guidelines, "Color"), so `Color.red` is drawn as the red a reader knows from an
/// iPhone. `primary` is black, `secondary` a translucent grey; unknown names are grey. A
/// colour's own opacity (`Color(white:opacity:)`, `.red.opacity(0.5)`) is its alpha.
enum Palette {
    static let primary = "#000000"

    /// The CSS colour of `color`; nil for `clear` (nothing is painted).
    static func css(_ color: ColorValue) -> String? {
        switch color {
        case .named(let name):
            return named[name] ?? (name == "clear" ? nil : "#8e8e93")
        case .white(let white, let opacity):
            let level = channel(white)
            return rgba(level, level, level, opacity)
        case .rgb(let red, let green, let blue, let opacity):
            return rgba(channel(red), channel(green), channel(blue), opacity)
        case .faded(let base, let opacity):
            // The base colour's channels at its alpha times `opacity`.
            guard let css = css(base), let (red, green, blue, alpha) = components(css) else { return nil }
            return rgba(red, green, blue, alpha * opacity)
        }
    }

    /// The channels and alpha of a CSS colour this palette writes (`#rrggbb`, `rgb(…)`,
    /// `rgba(…)`).
    static func components(_ css: String) -> (Int, Int, Int, Double)? {
        if css.hasPrefix("#"), css.count == 7, let value = Int(css.dropFirst(), radix: 16) {
            return ((value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff, 1)
        }
        guard let open = css.firstIndex(of: "("), css.hasSuffix(")") else { return nil }
        let parts = css[css.index(after: open)..<css.index(before: css.endIndex)].split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 3 || parts.count == 4, parts.allSatisfy({ $0 != nil }) else { return nil }
        let values = parts.map { $0! }
        return (Int(values[0]), Int(values[1]), Int(values[2]), values.count == 4 ? values[3] : 1)
    }

    private static let named: [String: String] = [
        "black": "#000000", "white": "#ffffff", "gray": "#8e8e93", "red": "#ff3b30", "orange": "#ff9500",
        "yellow": "#ffcc00", "green": "#34c759", "mint": "#00c7be", "teal": "#30b0c7", "cyan": "#32ade6",
        "blue": "#007aff", "indigo": "#5856d6", "purple": "#af52de", "pink": "#ff2d55", "brown": "#a2845e",
        "primary": primary, "secondary": "rgba(60,60,67,0.6)", "accentColor": "#007aff",
        // The background colours of iOS in light mode (HIG, "Color": system and grouped backgrounds).
        "systemBackground": "#ffffff", "secondarySystemBackground": "#f2f2f7", "tertiarySystemBackground": "#ffffff",
        "systemGroupedBackground": "#f2f2f7", "secondarySystemGroupedBackground": "#ffffff", "tertiarySystemGroupedBackground": "#f2f2f7",
        // Hairlines: a text field's border, a list's separators (60, 60, 67 at 29%); an empty
        // text field's prompt (at 30%).
        "separator": "rgba(60,60,67,0.29)", "placeholderText": "rgba(60,60,67,0.3)",
        // The label colours of iOS in light mode, and the hierarchical styles SwiftUI draws
        // with them (`.tertiary`, `.quaternary`: the label's grey at 30% and 18%, a light
        // fill behind a card, not the opaque grey of an unknown name).
        "label": primary, "secondaryLabel": "rgba(60,60,67,0.6)", "tertiaryLabel": "rgba(60,60,67,0.3)",
        "quaternaryLabel": "rgba(60,60,67,0.18)", "tertiary": "rgba(60,60,67,0.3)", "quaternary": "rgba(60,60,67,0.18)",
        // The fills: an off switch and a stepper's buttons are the tertiary (118, 118, 128 at 12%).
        "systemFill": "rgba(120,120,128,0.2)", "secondarySystemFill": "rgba(120,120,128,0.16)",
        "tertiarySystemFill": "rgba(118,118,128,0.12)", "quaternarySystemFill": "rgba(116,116,128,0.08)",
    ]

    /// A 0...1 component as 0...255 (out-of-range values clamp; NaN is 0).
    private static func channel(_ value: Double) -> Int {
        guard value.isFinite else { return value == .infinity ? 255 : 0 }
        return Int((Swift.min(1, Swift.max(0, value)) * 255).rounded())
    }

    private static func rgba(_ red: Int, _ green: Int, _ blue: Int, _ opacity: Double) -> String? {
        let alpha = opacity.isFinite ? Swift.min(1, Swift.max(0, opacity)) : 1
        if alpha == 0 { return nil }
        if alpha == 1 { return "rgb(\(red),\(green),\(blue))" }
        return "rgba(\(red),\(green),\(blue),\(SVGNumber.format(alpha)))"
    }
}
