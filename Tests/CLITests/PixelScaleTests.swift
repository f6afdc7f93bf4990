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

    /// The Text of ratio-split-hstack in 300x60 at `scale`: [x, y, width, height].
    private func text(scale: String) throws -> [Double] {
        let run = framesolver(
            "solve", Package.model("ratio-split-hstack.layout"), "--size", "300x60", "--format", "json", "--pixel-scale", scale)
        #expect(run.code == 0, "\(run.standardError)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        let views = try #require(document["views"] as? [[String: Any]])
        let text = try #require(views.first { $0["kind"] as? String == "Text" })
        return ["x", "y", "width", "height"].map { (text[$0] as? NSNumber)?.doubleValue ?? .nan }
    }

    @Test("The ends of the range: 1 rounds to whole points, 16 to sixteenths")
    func ends() throws {
        // The exact Text is x 140.75, y 19.8, 93.5 x 20.4. At 1: left 140.75 -> 141, right
        // 234.25 -> 234 (93 wide), top 19.8 -> 20, bottom 40.2 -> 40 (20 high).
        #expect(try text(scale: "1") == [141, 20, 93, 20])
        // At 16: 140.75 and 234.25 are on the grid; 19.8 x 16 = 316.8 -> 317 = 19.8125, and
        // 40.2 x 16 = 643.2 -> 643 = 40.1875, so the height is 20.375.
        #expect(try text(scale: "16") == [140.75, 19.8125, 93.5, 20.375])
    }

    @Test(
        "A scale outside 1...16 or not a number is a usage error, never NaN frames",
        arguments: ["0", "-2", "x", "inf", "nan", "1e307", "5e306", "17", "0.5", "0.0001"])
    func badScale(_ scale: String) {
        let run = framesolver("solve", Package.model("ratio-split-hstack.layout"), "--size", "300x60", "--pixel-scale", scale)
        #expect(run.code == 2)
        #expect(run.standardOutput.isEmpty)
        #expect(
            run.errorLines.first
                == "framesolver: --pixel-scale must be a number of pixels per point from 1 to 16 (2 rounds to 0.5 pt, as a Retina screen does), not '\(scale)'")
    }
}
