import FrameSolver
import TestSupport
import Testing

/// Views of other frameworks that fill the space they are offered (MapKit's Map, AVKit's
/// VideoPlayer, …), with their data read as framework values without a warning.
@Suite("Framework views")
struct FrameworkViewTests {
    @Test("Map and VideoPlayer take the proposal; a coordinate is a known framework value")
    func fillTheirFrame() throws {
        let model = try ModelLanguage.load(
            """
            VStack(spacing: 0) {
                Map(initialPosition: .region(MKCoordinateRegion(
                    center: CLLocationCoordinate2D(latitude: 34.01, longitude: -116.17),
                    span: MKCoordinateSpan(latitudeDelta: 0.2, longitudeDelta: 0.2))))
                    .frame(height: 300)
                    .id("map")
                VideoPlayer(player: AVPlayer(url: URL(string: "https://example.com/a.mp4")!)).id("video")
                Chart {
                    ForEach([("Mon", 3), ("Tue", 5)], id: \\.0) { day in BarMark(x: .value("Day", day.0), y: .value("Steps", day.1)) }
                }
                .frame(height: 144)
                .id("chart")
            }
            """, file: "map.layout", options: LoadOptions())
        #expect(model.warnings.isEmpty, "\(model.warnings)")
        let r = try NegotiationEngine().layout(model.root, in: ProposedSize(width: 390, height: 844))
        // The Map fills its 390 x 300 frame, the Chart its 144-tall frame; the player takes the
        // rest, 844 - 300 - 144 = 400.
        expectFrame(r, "map", 0, 0, 390, 300)
        expectFrame(r, "video", 0, 300, 390, 400)
        expectFrame(r, "chart", 0, 700, 390, 144)
        #expect(firstDisagreement(r, try ConstraintEngine().layout(model.root, in: ProposedSize(width: 390, height: 844))) == nil)
    }

    @Test("a view of the file named Map is the file's")
    func fileViewWins() throws {
        let model = try ModelLanguage.load(
            """
            struct Map: View {
                var body: some View { Color.red.frame(width: 10, height: 20) }
            }
            struct Screen: View {
                var body: some View { Map().id("map") }
            }
            """, file: "own.layout", options: LoadOptions())
        let r = try NegotiationEngine().layout(model.root, in: ProposedSize(width: 390, height: 844))
        expectFrame(r, "map", 190, 412, 10, 20)
    }

    @Test("UIScreen.main.bounds is the device's screen; on a bare canvas it is unknown, with a warning")
    func screenBounds() throws {
        let iPhone14 = Screen.device(.iPhone14)
        let source = "Color.red.frame(width: UIScreen.main.bounds.width * 0.8, height: UIScreen.main.bounds.height / 4).id(\"box\")"
        let device = try ModelLanguage.load(source, file: "screen.layout", options: LoadOptions(bars: BarMetrics.of(iPhone14)))
        #expect(device.warnings.isEmpty, "\(device.warnings)")
        // iPhone 14: 390 x 844 points; 390 x 0.8 = 312 wide, 844 / 4 = 211 tall.
        let r = try ScreenHost(iPhone14).layout(device.root, in: iPhone14.window, with: NegotiationEngine())
        #expect(r[id: "box"]?.frame.size == Size(width: 312, height: 211))
        let canvas = try ModelLanguage.load(source, file: "screen.layout", options: LoadOptions(lenient: true))
        #expect(canvas.warnings.count == 2, "\(canvas.warnings)")
    }
}

