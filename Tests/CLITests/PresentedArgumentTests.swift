import Foundation
import Testing

/// `--presented`: a sheet's or a full-screen cover's content laid out in its own window
/// (Screen.presenting, docs/devices.md "Presented content"), frames by hand.
@Suite("--presented")
struct PresentedArgumentTests {
    static func model(_ modifier: String) -> String {
        """
        struct ContentView: View {
            @State private var showing = false
            var body: some View {
                Text("Main")
                    .\(modifier)(isPresented: $showing) {
                        Color.red.id("presented")
                    }
            }
        }
        """
    }

    func solve(_ modifier: String, _ arguments: [String]) throws -> String {
        let file = try TemporaryModel(Self.model(modifier), name: "present.layout")
        defer { file.remove() }
        let run = framesolver(["solve", file.path, "--presented"] + arguments)
        #expect(run.code == 0, "\(run.standardError)")
        return run.standardOutput
    }

    @Test("a sheet on an iPhone: the window less the top inset and the 10-point gap")
    func sheetOnPhone() throws {
        // iPhone 14: 390 x (844 - 47 - 10) = 390 x 787; the bottom inset 34 stays: the
        // content is proposed 787 - 34 = 753 at y 0.
        let out = try solve("sheet", [])
        #expect(out.contains("window 390x787 (iPhone 14, safe area 0,0,34,0)"), "\(out)")
        #expect(out.contains("Color #presented 0  (x 0, y 0, w 390, h 753)"), "\(out)")
        #expect(!out.contains("Main"))
    }

    @Test("a full-screen cover: the whole screen with its insets")
    func fullScreenCover() throws {
        let out = try solve("fullScreenCover", [])
        #expect(out.contains("Color #presented 0  (x 0, y 47, w 390, h 763)"), "\(out)")
    }

    @Test("a sheet on an iPad: a 540x620 card with no insets; on a bare canvas: the window less 10")
    func sheetOnPadAndCanvas() throws {
        #expect(try solve("sheet", ["--device", "ipad-11"]).contains("Color #presented 0  (x 0, y 0, w 540, h 620)"))
        #expect(try solve("sheet", ["--size", "390x844"]).contains("Color #presented 0  (x 0, y 0, w 390, h 834)"))
    }

    @Test("a model that presents nothing is an error")
    func nothingToPresent() throws {
        let file = try TemporaryModel("Color.red", name: "plain.layout")
        defer { file.remove() }
        let run = framesolver("solve", file.path, "--presented")
        #expect(run.code == 2)
        #expect(run.standardError.contains("nothing to present"), "\(run.standardError)")
    }
}
