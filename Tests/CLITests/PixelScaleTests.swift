import Foundation
import Testing

/// `solve --pixel-scale`: frame edges rounded to a pixel grid, as a device renders them.
@Suite("solve --pixel-scale")
struct PixelScaleTests {
    @Test("Edges snap to 0.5 pt at scale 2, for either engine", arguments: ["negotiation", "constraints"])
    func halfPoints(engine: String) throws {
        // ratio-split-hstack in 300x60: the Text is at x 140.75, 93.5 wide (I.2). At scale 2
        // its left edge 140.75 -> 281.5 px rounds to 282 px = 141 pt, its right edge 234.25 ->
        // 468.5 px -> 469 px = 234.5 pt, so it is 93.5 wide; y 19.8 -> 39.6 px -> 40 px = 20.
        let run = framesolver(
            "solve", Package.model("ratio-split-hstack.layout"), "--size", "300x60", "--format", "json",
            "--engine", engine, "--pixel-scale", "2")
        #expect(run.code == 0, "\(run.standardError)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        let views = try #require(document["views"] as? [[String: Any]])
        let text = try #require(views.first { $0["kind"] as? String == "Text" })
        #expect((text["x"] as? NSNumber)?.doubleValue == 141)
        #expect((text["width"] as? NSNumber)?.doubleValue == 93.5)
        #expect((text["y"] as? NSNumber)?.doubleValue == 20)
    }

    @Test("A scale that is not a positive number is a usage error", arguments: ["0", "-2", "x", "inf"])
    func badScale(_ scale: String) {
        #expect(framesolver("solve", Package.model("ratio-split-hstack.layout"), "--pixel-scale", scale).code == 2)
    }
}
