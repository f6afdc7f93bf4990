/// A colour, kept for drawing; layout never reads it.
public enum ColorValue: Hashable, Sendable, CustomStringConvertible {
    /// A colour by SwiftUI name (`red`, `accentColor`).
    case named(String)
    /// `Color(white:opacity:)`: a grey level from 0 (black) to 1.
    case white(Double, opacity: Double)
    /// `Color(red:green:blue:opacity:)`, each channel from 0 to 1.
    case rgb(red: Double, green: Double, blue: Double, opacity: Double)
    /// A named colour made translucent (`.red.opacity(0.5)`): drawn at `opacity` times its own.
    indirect case faded(ColorValue, opacity: Double)

    /// The transparent colour, drawn as nothing.
    public static let clear = ColorValue.named("clear")
    /// The neutral grey placeholders are drawn in.
    public static let gray = ColorValue.named("gray")

    /// The colours SwiftUI names as `Color.<name>`.
    public static let standardNames: Set<String> = [
        "black", "blue", "brown", "clear", "cyan", "gray", "green", "indigo", "mint", "orange", "pink",
        "purple", "red", "teal", "white", "yellow", "primary", "secondary", "accentColor",
    ]

    public var description: String {
        switch self {
        case .named(let name): name
        case .white(let w, let o): "white(\(formatLength(w)), \(formatLength(o)))"
        case .rgb(let r, let g, let b, let o): "rgb(\(formatLength(r)), \(formatLength(g)), \(formatLength(b)), \(formatLength(o)))"
        case .faded(let base, let o): "\(base).opacity(\(formatLength(o)))"
        }
    }

    /// `color.opacity(factor)`: the colour at `factor` (clamped to 0...1; NaN is 1) times its
    /// own opacity. A factor of 1 leaves it as it is.
    public func opacity(_ factor: Double) -> ColorValue {
        let f = factor.isNaN ? 1 : Swift.min(1, Swift.max(0, factor))
        if f == 1 { return self }
        switch self {
        case .named: return .faded(self, opacity: f)
        case .white(let white, let opacity): return .white(white, opacity: opacity * f)
        case .rgb(let red, let green, let blue, let opacity): return .rgb(red: red, green: green, blue: blue, opacity: opacity * f)
        case .faded(let base, let opacity): return .faded(base, opacity: opacity * f)
        }
    }
}
