import ViewTree

/// The width-to-height ratios of common SF Symbols, and a symbol's box from its side
/// (docs/known-differences.md, "Symbol images").
///
/// Apple publishes no symbol dimensions, and the symbols cannot be drawn on Linux, so each
/// ratio is one of three kinds, stated per entry: `geometry` (the outline's box follows from
/// its construction: a circle, a square, a shape symmetric about a diagonal, a regular
/// five-pointed star), `measured` (a size someone recorded from UIKit), or `estimate`
/// (FrameSolver's reading of the symbol's shape). A symbol not in the table is square.
enum SymbolShapes {
    enum Source: String, Sendable { case geometry, measured, estimate }

    struct Entry: Sendable {
        /// Width / height of the symbol's box.
        let ratio: Double
        let source: Source
    }

    /// A regular pentagram of circumradius 1 pointing up: 2 sin 72° wide, 1 + cos 36° tall.
    static let pentagram = 2 * 0.951_056_516_295_153_6 / (1 + 0.809_016_994_374_947_5)

    static let table: [String: Entry] = {
        var table: [String: Entry] = [:]
        func add(_ names: [String], _ ratio: Double, _ source: Source) {
            for name in names { table[name] = Entry(ratio: ratio, source: source) }
        }
        // Circles and squares, and shapes symmetric about a diagonal (a ring with its handle
        // at 45°, equal crossed arms): a square box.
        add(
            [
                "circle", "person.circle", "person.crop.circle", "plus.circle", "minus.circle", "xmark.circle",
                "checkmark.circle", "info.circle", "questionmark.circle", "exclamationmark.circle", "clock", "gear",
                "gearshape", "square", "plus.square", "checkmark.square", "plus", "xmark", "magnifyingglass",
            ], 1, .geometry)
        add(["star"], pentagram, .geometry)
        // UIImage(systemName: "chevron.compact.down") at 64 points: 70.333 x 25.667 (Apple
        // Developer Forums thread 716773); its mirror image has the same box.
        add(["chevron.compact.down", "chevron.compact.up"], 70.333 / 25.667, .measured)
        // Chevrons: about 0.6 as wide as tall, turned a quarter for up and down.
        add(["chevron.right", "chevron.left", "chevron.forward", "chevron.backward"], 0.6, .estimate)
        add(["chevron.up", "chevron.down"], 1 / 0.6, .estimate)
        // Two small chevrons stacked: a menu Picker's indicator.
        add(["chevron.up.chevron.down"], 0.6, .estimate)
        add(["heart"], 1.1, .estimate)
        add(["bell"], 0.92, .estimate)
        add(["trash"], 0.88, .estimate)
        add(["square.and.arrow.up", "square.and.arrow.down"], 0.8, .estimate)
        add(["envelope"], 1.33, .estimate)
        add(["house"], 1.15, .estimate)
        add(["person"], 0.95, .estimate)
        add(["bookmark"], 0.75, .estimate)
        add(["ellipsis"], 4, .estimate)
        return table
    }()

    /// The entry of `name`, its `.fill` variant reading its outline's (`star.fill` is `star`).
    static func entry(_ name: String) -> Entry? {
        if let entry = table[name] { return entry }
        guard name.hasSuffix(".fill") else { return nil }
        return table[String(name.dropLast(".fill".count))]
    }

    /// The symbol's box for a side `side` (1.2 x its font's size x its scale): the longer
    /// edge is the side, the other follows the ratio; unknown symbols are `side` square.
    static func size(of name: String, side: Double) -> (width: Double, height: Double) {
        guard let ratio = entry(name)?.ratio else { return (side, side) }
        return ratio >= 1 ? (side, side / ratio) : (side * ratio, side)
    }
}
