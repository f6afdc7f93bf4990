import LeafMeasurement
import Testing
import ViewTree

/// A Text's fewest lines (`lineLimit(3, reservesSpace: true)`, `lineLimit(3...6)`,
/// `lineLimit(2...)`), as both engines measure it through `TreeTextMeasurement`: max(lines,
/// minimum) x the line height, its own width. Body text: 8.5 per character, 20.4 per line.
@Suite("Text: reserved lines (lineLimit's minimum)")
struct ReservedLinesTests {
    /// Body's line height, 1.2 x 17 = 20.4 (n lines are n x this, computed as the measurer does).
    let line = TextMetrics(font: .body).lineHeight

    /// `string` as the Text of a one-node tree with `lineLimit` and `minimumLines` set, and
    /// the tree's measurement.
    func text(
        _ string: String, lineLimit: Int? = nil, minimum: Int?, metrics: TextMetricsModel = .simple
    ) throws -> (node: IndexedTree.Node, measurement: TreeTextMeasurement) {
        var attributes = NodeAttributes()
        attributes.lineLimit = lineLimit
        attributes.minimumLines = minimum
        attributes.textMetrics = metrics
        let tree = IndexedTree(root: ViewNode(.text(string), attributes: attributes))
        return (tree.nodes[0], try TreeTextMeasurement(tree))
    }

    /// The size `string` laid out as that Text at `width` x `height`.
    func size(_ string: String, lineLimit: Int? = nil, minimum: Int?, width: Double? = nil, height: Double? = nil) throws -> Size {
        let (node, measurement) = try text(string, lineLimit: lineLimit, minimum: minimum)
        return measurement.layout(string, of: node, proposal: ProposedSize(width: width, height: height)).size
    }

    @Test("reservesSpace: true: one line of text is 3 lines tall (3 x 20.4 = 61.2), as a real 3-line Text, its width its own")
    func reservesSpace() throws {
        // "Bio": 3 x 8.5 = 25.5 wide; one line, raised to 3 x 20.4 = 61.2.
        let reserved = try size("Bio", lineLimit: 3, minimum: 3)
        #expect(reserved == Size(width: 25.5, height: 3 * line))
        // Exactly (==) the height the measurer gives a Text of three lines.
        #expect(reserved.height == TextMetrics(font: .body).layout("a\nb\nc", proposal: .unspecified).size.height)
        // reservesSpace: false is lineLimit(3) alone: one line, 20.4.
        #expect(try size("Bio", lineLimit: 3, minimum: nil) == Size(width: 25.5, height: line))
    }

    @Test("3...6: one line is 3 lines tall (61.2); 8 lines are capped at 6 (6 x 20.4 = 122.4)")
    func closedRange() throws {
        #expect(try size("Bio", lineLimit: 6, minimum: 3) == Size(width: 25.5, height: 3 * line))
        // Eight lines of 5 characters each: the first six kept, 5 x 8.5 = 42.5 wide.
        let eight = (1...8).map { "line\($0)" }.joined(separator: "\n")
        #expect(try size(eight, lineLimit: 6, minimum: 3) == Size(width: 42.5, height: 6 * line))
        // Four lines lie inside the range: 4 x 20.4 = 81.6.
        #expect(try size("a\nb\nc\nd", lineLimit: 6, minimum: 3) == Size(width: 8.5, height: 4 * line))
    }

    @Test("2...: one line is 2 lines tall (40.8); five lines are five (102), no cap")
    func partialRange() throws {
        #expect(try size("Bio", minimum: 2) == Size(width: 25.5, height: 2 * line))
        #expect(try size("a\nb\nc\nd\ne", minimum: 2) == Size(width: 8.5, height: 5 * line))
    }

    @Test("wrapping counts: \"Hello world\" at width 50 is 2 lines (42.5 x 40.8), raised to 3 (61.2)")
    func wrapped() throws {
        #expect(try size("Hello world", lineLimit: 6, minimum: 3, width: 50) == Size(width: 42.5, height: 3 * line))
        // A height of one line keeps one line (42.5 x 20.4); the minimum still holds: 61.2.
        #expect(try size("Hello world", lineLimit: 6, minimum: 3, width: 50, height: line) == Size(width: 42.5, height: 3 * line))
    }

    @Test("an empty Text reserves its lines: 0 x 61.2")
    func empty() throws {
        #expect(try size("", lineLimit: 3, minimum: 3) == Size(width: 0, height: 3 * line))
        #expect(try size("", lineLimit: 3, minimum: nil) == Size(width: 0, height: 0))
    }

    /// A Text's height as a step function of the proposed width and height: the preparation
    /// the constraint engine reads answers as the layout the negotiation engine reads, and is
    /// max(lines(w), minimum) x the line height, lines(w) being the Text's lines without one.
    @Test("the preparation answers as the layout at every width and height: max(lines(w), min) x 20.4", arguments: [nil, 1, 3, 4])
    func stepFunction(minimum: Int?) throws {
        let string = "A longer biography that wraps at narrow widths\nand ends"
        let (node, measurement) = try text(string, lineLimit: 6, minimum: minimum)
        let (plain, _) = try text(string, lineLimit: 6, minimum: nil)
        let prepared = measurement.prepare(string, of: node)
        for width in stride(from: 0.0, through: 420, by: 0.5) {
            for height: Double? in [nil, 10, 20.4, 41, 100, 500] {
                let proposal = ProposedSize(width: width, height: height)
                let laidOut = measurement.layout(string, of: node, proposal: proposal)
                #expect(prepared.sizing(proposal).size == laidOut.size, "at \(width) x \(height.map { "\($0)" } ?? "nil")")
                let lines = measurement.layout(string, of: plain, proposal: proposal).lines.count
                #expect(laidOut.size.height == Double(max(lines, minimum ?? 0)) * line)
                #expect(laidOut.size.width == measurement.layout(string, of: plain, proposal: proposal).size.width)
            }
            let unlimited = measurement.layout(string, of: node, proposal: ProposedSize(width: width, height: nil))
            #expect(prepared.nextBreakWidth(width: width) == unlimited.nextBreakWidth)
        }
    }

    @Test("in the real font a reserved Text is as tall as a real 3-line Text")
    func realFont() throws {
        guard (try? FontTextMeasurer.shared()) != nil else { return }
        let (node, measurement) = try text("Bio", lineLimit: 3, minimum: 3, metrics: .font)
        let reserved = measurement.layout("Bio", of: node, proposal: .unspecified).size
        let (three, _) = try text("a\nb\nc", minimum: nil, metrics: .font)
        let measured = measurement.layout("a\nb\nc", of: three, proposal: .unspecified).size
        #expect(reserved.height == measured.height)
        #expect(reserved.width == measurement.layout("Bio", of: three, proposal: .unspecified).size.width)
        #expect(measurement.prepare("Bio", of: node).sizing(.unspecified).size == reserved)
    }
}
