import Foundation
import FrameSolver
import TestSupport
import Testing

/// App screens pasted as apps write them, each of which once laid out wrong without a word
/// (Models/realistic/app-workout-log, app-now-playing, app-photo-gallery, app-recipe-detail).
/// On the bare 390 x 844 canvas with I.2's metric (a character 0.5 em wide, a line 1.2 em
/// tall); every expectation is worked out below.
@Suite("App screens corpus")
struct AppScreenCorpusTests {
    static func count(_ kind: String, in result: LayoutResult) -> Int { result.nodes.filter { $0.kind == kind }.count }

    @Test("workout log: UUID ids give a divider between rows only; the totals are the samples'")
    func workoutLog() throws {
        let model = try loadModel("realistic/app-workout-log.layout")
        let r = try solveBoth(model.root)
        // Four workouts, `if workout.id != workouts.last?.id { Divider() }`: three dividers, each
        // padded 48 on the leading edge inside the 358-wide column at x 16: x 64, 310 wide.
        let dividers = r.nodes.filter { $0.kind == "Divider" }
        #expect(dividers.count == 3)
        #expect(dividers.allSatisfy { $0.frame.origin.x == 64 && $0.frame.size.width == 310 })
        // 42 + 25 + 30 + 55 = 152 minutes; 410.5 + 180 + 295.25 + 620 = 1505.75 kcal, "%.0f" 1506;
        // the goal 0.68 as a percent with no fraction digits.
        let texts = AppStyleCorpusTests.texts(model.root)
        #expect(texts.contains("152") && texts.contains("1506") && texts.contains("68%"))
    }

    @Test("now playing: times are Int divisions formatted with two arguments")
    func nowPlaying() throws {
        let model = try loadModel("realistic/app-now-playing.layout")
        let r = try solveBoth(model.root)
        // elapsed 95: Int(95) / 60 = 1, 95 % 60 = 35, "%d:%02d" -> "1:35"; remaining
        // 243 - 95 = 148: 2 and 28 -> "-2:28".
        let texts = AppStyleCorpusTests.texts(model.root)
        #expect(texts.contains("1:35") && texts.contains("-2:28"))
        // The bar is 390 - 2 x 32 = 326 wide; its fill proxy.size.width x 95 / 243.
        let fill = try #require(r.nodes.first { $0.kind == "Capsule" && $0.frame.size.height == 6 && $0.frame.size.width < 326 })
        #expect(abs(fill.frame.size.width - 326 * 95 / 243) < 1e-9)
    }

    @Test("photo gallery: map(Photo.init) makes twelve photos; the title's width feeds its underline")
    func photoGallery() throws {
        let url = packageRoot().appendingPathComponent("Models/realistic/app-photo-gallery.layout")
        let program = try FeedbackProgram.load(
            try String(contentsOf: url, encoding: .utf8), file: "app-photo-gallery.layout", options: LoadOptions(lenient: true))
        var session = FeedbackSession()
        let run = try FeedbackDriver.run(program, engine: NegotiationEngine(), window: ProposedSize(width: 390, height: 844), session: &session)
        #expect(run.converged)
        // Pass 1 reads headerWidth 0; onGeometryChange stores the title's width, "Featured" in
        // .largeTitle (34) bold: 8 x 17 = 136; pass 2 draws the underline 136 wide, 4 tall.
        let underline = try #require(run.result.nodes.first { $0.kind == "Rectangle" })
        #expect(underline.frame.size.width == 136 && underline.frame.size.height == 4)
        // (1...12).map(Photo.init): twelve cells labelled 1 to 12 in the grid, no placeholders.
        let labels = Set(run.result.nodes.compactMap { node -> String? in node.kind == "Text" ? node.text : nil })
        #expect((1...12).allSatisfy { labels.contains("\($0)") })
        #expect(run.warnings.isEmpty, "\(run.warnings)")
    }

    @Test("recipe: a labeled-tuple array of a data type names its elements")
    func recipeDetail() throws {
        let model = try loadModel("realistic/app-recipe-detail.layout")
        #expect(model.warnings.isEmpty, "\(model.warnings)")
        let r = try solveBoth(model.root)
        let texts = AppStyleCorpusTests.texts(model.root)
        for (name, amount) in [("Eggs", "6"), ("Tomatoes", "800 g"), ("Red pepper", "1"), ("Onion", "1"), ("Cumin", "1 tsp")] {
            #expect(texts.contains(name) && texts.contains(amount))
        }
        // One Divider under the gauge, and four between the five ingredient rows.
        #expect(Self.count("Divider", in: r) == 5)
    }
}
