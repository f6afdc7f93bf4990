import FrameSolver
import Rendering
import Testing

/// A segmented Picker is drawn as UISegmentedControl: a light track of equal segments with the
/// options' titles, the selected one on a white segment. Its frame is unchanged.
@Suite("Pictures: segmented pickers")
struct SegmentedPickerTests {
    static let model = """
        struct Inbox: View {
            @State private var filter = "Unread"
            var body: some View {
                Picker("Filter", selection: $filter) {
                    Text("All").tag("All")
                    Text("Unread").tag("Unread")
                    Text("Flagged").tag("Flagged")
                }
                .pickerStyle(.segmented)
            }
        }
        """

    @Test("three options in thirds of the track, the selected one (Unread) on a white segment, in semibold")
    func segments() throws {
        let (svg, result) = try negotiationSVG(Self.model, width: 300, height: 100)
        let parsed = try #require(ParsedSVG.parse(svg))
        // The control takes the proposed width and is 32 tall, centred in 100: (0, 34, 300, 32).
        let picker = try #require(result.nodes.first { $0.kind == "Picker" })
        #expect(picker.frame == Rect(x: 0, y: 34, width: 300, height: 32))
        let painted = parsed.painted(picker.path)
        let track = try #require(painted.first { $0.attributes["class"] == "segment-track" })
        #expect([track.number("x"), track.number("y"), track.number("width"), track.number("height")] == [0, 34, 300, 32])
        #expect(track.attributes["fill"] == "rgba(118,118,128,0.12)")
        // Three segments of 100: the second, selected, is white, inset 2 points: x 102, 96 wide.
        let selected = try #require(painted.first { $0.attributes["class"] == "segment-selected" })
        #expect([selected.number("x"), selected.number("y"), selected.number("width"), selected.number("height")] == [102, 36, 96, 28])
        #expect(selected.attributes["fill"] == "#ffffff")
        // Each title centred in its segment: x 50, 150, 250; the selected one semibold.
        let titles = painted.filter { $0.attributes["class"] == "segment-title" }
        #expect(titles.map(\.text) == ["All", "Unread", "Flagged"])
        #expect(titles.map { $0.number("x") } == [50, 150, 250])
        #expect(titles.allSatisfy { $0.attributes["text-anchor"] == "middle" })
        #expect(titles.map { $0.attributes["font-weight"] } == ["400", "600", "400"])
        // No hairline next to the selected segment: both boundaries (100 and 200) touch it.
        #expect(!painted.contains { $0.name == "line" })
    }

    @Test("a hairline between two unselected neighbours; options from a ForEach over an enum; in a List row")
    func forEachInList() throws {
        let (svg, result) = try negotiationSVG(
            """
            enum Filter: String, CaseIterable, Identifiable {
                case all = "All", unread = "Unread", flagged = "Flagged"
                var id: Self { self }
            }
            struct Inbox: View {
                @State private var filter: Filter = .all
                var body: some View {
                    List {
                        Picker("Filter", selection: $filter) {
                            ForEach(Filter.allCases) { f in Text(f.rawValue).tag(f) }
                        }
                        .pickerStyle(.segmented)
                    }
                }
            }
            """, width: 300, height: 300)
        let parsed = try #require(ParsedSVG.parse(svg))
        let picker = try #require(result.nodes.first { $0.kind == "Picker" })
        let painted = parsed.painted(picker.path)
        let titles = painted.filter { $0.attributes["class"] == "segment-title" }
        #expect(titles.map(\.text) == ["All", "Unread", "Flagged"])
        #expect(titles.map { $0.attributes["font-weight"] } == ["600", "400", "400"])
        // Thirds of the control's width; the hairline between Unread and Flagged, at 2/3.
        let third = picker.frame.width / 3
        #expect(titles.compactMap { $0.number("x") }.map { ($0 * 1000).rounded() } == [0.5, 1.5, 2.5].map { ((picker.frame.x + $0 * third) * 1000).rounded() })
        let lines = painted.filter { $0.name == "line" }
        #expect(lines.count == 1 && abs((lines.first?.number("x1") ?? 0) - (picker.frame.x + 2 * third)) < 0.001)
    }

    @Test("the segmented style draws only: the picker's frames are those of before (its box, 32 tall)")
    func framesUnchanged() throws {
        let root = try tree(Self.model)
        let result = try NegotiationEngine().layout(root, in: ProposedSize(width: 300, height: 100))
        #expect(result.nodes.map(\.kind) == ["frame", "Picker"])
        #expect(result.nodes.map(\.frame) == [Rect(x: 0, y: 34, width: 300, height: 32), Rect(x: 0, y: 34, width: 300, height: 32)])
    }
}
