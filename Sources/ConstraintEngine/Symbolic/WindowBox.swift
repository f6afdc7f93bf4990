import ViewTree

/// An interval of a window side with open or closed ends, so that pieces of the window range
/// can be half-open (LP-MODELLING.md C.5: a crossing point belongs to one side only).
struct SideInterval: Hashable, CustomStringConvertible {
    var lower: Double
    var upper: Double
    var lowerOpen = false
    var upperOpen = false

    static func point(_ value: Double) -> SideInterval { SideInterval(lower: value, upper: value) }

    func contains(_ value: Double) -> Bool {
        (lowerOpen ? value > lower : value >= lower) && (upperOpen ? value < upper : value <= upper)
    }

    var isPoint: Bool { lower == upper }

    var description: String {
        if isPoint { return formatLength(lower) }
        return "\(lowerOpen ? "(" : "[")\(formatLength(lower)), \(formatLength(upper))\(upperOpen ? ")" : "]")"
    }
}

/// The windows a compiled piece is valid for. A side that is nil or infinite in the window is
/// structural (the same in every window of the piece) and has no interval.
struct WindowBox: Hashable, CustomStringConvertible {
    enum Side: Hashable {
        case unspecified
        case infinite
        case range(SideInterval)
    }

    var width: Side
    var height: Side

    subscript(variable: Int) -> SideInterval? {
        get {
            if case .range(let interval) = variable == 0 ? width : height { return interval }
            return nil
        }
        set {
            guard let newValue else { return }
            if variable == 0 { width = .range(newValue) } else { height = .range(newValue) }
        }
    }

    /// Whether every window of this box is in `other`.
    func isInside(_ other: WindowBox) -> Bool {
        func inside(_ side: Side, _ outer: Side) -> Bool {
            guard case .range(let a) = side, case .range(let b) = outer else { return side == outer }
            let lowerInside = a.lower > b.lower || (a.lower == b.lower && (a.lowerOpen || !b.lowerOpen))
            let upperInside = a.upper < b.upper || (a.upper == b.upper && (a.upperOpen || !b.upperOpen))
            return lowerInside && upperInside
        }
        return inside(width, other.width) && inside(height, other.height)
    }

    func contains(width w: Double?, height h: Double?) -> Bool {
        matches(width, w) && matches(height, h)
    }

    private func matches(_ side: Side, _ value: Double?) -> Bool {
        switch side {
        case .unspecified: return value == nil
        case .infinite: return value == .infinity
        case .range(let interval): return value.map { $0.isFinite && interval.contains($0) } ?? false
        }
    }

    var description: String {
        func text(_ side: Side) -> String {
            switch side {
            case .unspecified: "nil"
            case .infinite: "inf"
            case .range(let interval): interval.description
            }
        }
        return "width \(text(width)), height \(text(height))"
    }
}
