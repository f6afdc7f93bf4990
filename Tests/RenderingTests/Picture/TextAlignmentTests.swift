import FrameSolver
import Rendering
import Testing

/// `multilineTextAlignment` places each line of a Text in its frame, as SwiftUI draws it:
/// leading lines start at the frame's leading edge, centred lines are centred on its middle,
/// trailing lines end at its trailing edge.
@Suite("Pictures: multiline text alignment")
struct TextAlignmentTests {
    /// The drawn lines of the Texts of `parsed`, by Text, as (text, x, text-anchor).
    static func lines(_ parsed: ParsedSVG) -> [[(String, Double?, String?)]] {
        parsed.boxes.filter { $0.attributes["data-kind"] == "Text" }.map { box in
            parsed.painted(box.attributes["data-path"] ?? "-").filter { $0.name == "text" }.map { ($0.text, $0.number("x"), $0.attributes["text-anchor"]) }
        }
    }

    @Test("centred lines share the frame's middle, trailing lines its trailing edge; leading lines start at its leading edge")
    func alignments() throws {
        let (svg, result) = try negotiationSVG(
            """
            VStack(spacing: 0) {
                Text("abcdef gh ij").multilineTextAlignment(.center)
                Text("abcdef gh ij").multilineTextAlignment(.trailing)
                Text("abcdef gh ij")
            }
            """, width: 60, height: 200)
        let parsed = try #require(ParsedSVG.parse(svg))
        // I.2 at 17 pt: 8.5 per character, so 60 points hold 7. "abcdef gh" (9) does not fit:
        // the lines are "abcdef" (51 wide) and "gh ij" (42.5). Each Text is as wide as its
        // widest line, 51, centred in the 60-wide window: x 4.5 ... 55.5.
        let texts = result.nodes.filter { $0.kind == "Text" }
        #expect(texts.map(\.frame.x) == [4.5, 4.5, 4.5] && texts.map(\.frame.width) == [51, 51, 51])
        let drawn = Self.lines(parsed)
        #expect(drawn.map { $0.map(\.0) } == Array(repeating: ["abcdef", "gh ij"], count: 3))
        // Centred: both lines anchored by their middle at 4.5 + 51 / 2 = 30, so "gh ij" runs
        // from 30 - 42.5 / 2 = 8.75 to 51.25.
        #expect(drawn[0].map(\.1) == [30, 30] && drawn[0].map(\.2) == ["middle", "middle"])
        // Trailing: both lines end at 55.5.
        #expect(drawn[1].map(\.1) == [55.5, 55.5] && drawn[1].map(\.2) == ["end", "end"])
        // Leading (the default): both start at 4.5, with no anchor (SVG's default, the start).
        #expect(drawn[2].map(\.1) == [4.5, 4.5] && drawn[2].map(\.2) == [nil, nil])
    }

    @Test("the alignment flows down to the Texts below, the nearest setting winning")
    func environment() throws {
        let (svg, _) = try negotiationSVG(
            """
            VStack(spacing: 0) {
                Text("abcdef gh ij")
                Text("abcdef gh ij").multilineTextAlignment(.leading)
            }
            .multilineTextAlignment(.trailing)
            """, width: 60, height: 200)
        let parsed = try #require(ParsedSVG.parse(svg))
        let drawn = Self.lines(parsed)
        #expect(drawn.map { $0.map(\.1) } == [[55.5, 55.5], [4.5, 4.5]])
        #expect(drawn.map { $0.map(\.2) } == [["end", "end"], [nil, nil]])
    }
}
