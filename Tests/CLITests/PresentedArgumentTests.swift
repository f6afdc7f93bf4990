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

    @Test("compare --presented: both engines lay out the sheet's content in the sheet's window, a sweep sweeps it")
    func compare() throws {
        let file = try TemporaryModel(Self.model("sheet"), name: "present.layout")
        defer { file.remove() }
        // The iPhone 14 sheet as in sheetOnPhone: 390x787, the Color proposed 390 x 753.
        let run = framesolver("compare", file.path, "--presented")
        #expect(run.code == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains("window 390x787"), "\(run.standardOutput)")
        #expect(run.standardOutput.contains("(x 0, y 0, w 390, h 753)  (x 0, y 0, w 390, h 753)"), "\(run.standardOutput)")
        #expect(!run.standardOutput.contains("Main"))
        // A width sweep keeps the sheet's height, 787: the Color is W x 753 in each window.
        let sweep = framesolver("compare", file.path, "--presented", "--sweep-width", "300...400:100")
        #expect(sweep.code == 0, "\(sweep.standardError)")
        for width in [300, 400] {
            #expect(sweep.standardOutput.contains("window \(width)x787"), "\(sweep.standardOutput)")
            #expect(sweep.standardOutput.contains("(x 0, y 0, w \(width), h 753)  (x 0, y 0, w \(width), h 753)"))
        }
        let nothing = try TemporaryModel("Color.red", name: "plain.layout")
        defer { nothing.remove() }
        #expect(framesolver("compare", nothing.path, "--presented").code == 2)
    }

    @Test("render --presented: the picture is of the sheet's content in the sheet's window")
    func render() throws {
        let file = try TemporaryModel(Self.model("fullScreenCover"), name: "present.layout")
        defer { file.remove() }
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("presented-\(UUID().uuidString).svg").path
        defer { try? FileManager.default.removeItem(atPath: out) }
        // A full-screen cover: the iPhone 14's 390x844 with its insets 47 and 34, the Color
        // proposed the safe area, 390 x (844 - 47 - 34) = 763 at y 47.
        let run = framesolver("render", file.path, "--presented", "--out", out)
        #expect(run.code == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains("window 390x844"), "\(run.standardOutput)")
        let svg = try String(contentsOfFile: out, encoding: .utf8)
        #expect(svg.contains(#"data-id="presented" "#), "\(svg)")
        #expect(svg.contains(#"data-frame="0 47 390 763""#), "\(svg)")
        #expect(!svg.contains("Main"))
    }

    @Test("--presented is declared on solve, compare and render (help and completion follow)")
    func declared() {
        for command in ["solve", "compare", "render"] {
            let help = framesolver(command, "--help")
            #expect(help.standardOutput.contains("--presented"), "\(command)")
        }
        // bash: each command's case offers its options on one line after `"command")`.
        let bash = framesolver("completion", "bash").standardOutput
        for command in ["compare", "render"] {
            let section = bash.components(separatedBy: "\"\(command)\")").dropFirst().first ?? ""
            let offered = section.split(separator: "\n").first { $0.contains("if [[ $cur == -* ]]") } ?? ""
            #expect(offered.contains("--presented"), "\(command): \(offered)")
        }
    }

    @Test("a sheet with a geometry callback: the passes run on the sheet's content, in solve and compare")
    func feedbackInSheet() throws {
        let file = try TemporaryModel(
            """
            struct ContentView: View {
                @State private var showing = false
                @State private var width: CGFloat = 0
                var body: some View {
                    Text("Main")
                        .sheet(isPresented: $showing) {
                            Color.red
                                .onGeometryChange(for: CGFloat.self, of: { $0.size.width }) { width = $0 }
                                .overlay(Color.blue.frame(width: width / 2).id("half"))
                        }
                }
            }
            """, name: "present-feedback.layout")
        defer { file.remove() }
        // The sheet is 390x787 (sheetOnPhone), the Color 390 x 753: the callback sets width
        // 390, so the overlay's frame is 195 wide, centred: x (390 - 195) / 2 = 97.5.
        let solved = framesolver("solve", file.path, "--presented")
        #expect(solved.code == 0, "\(solved.standardError)")
        #expect(solved.standardOutput.contains("frame #half 0.1  (x 97.5, y 0, w 195, h 753)"), "\(solved.standardOutput)")
        #expect(solved.standardOutput.contains("ContentView.width = 390.0"), "\(solved.standardOutput)")
        let constraints = framesolver("solve", file.path, "--presented", "--engine", "constraints")
        #expect(constraints.standardOutput.contains("frame #half 0.1  (x 97.5, y 0, w 195, h 753)"), "\(constraints.standardOutput)")
        let compared = framesolver("compare", file.path, "--presented")
        #expect(compared.code == 0, "\(compared.standardError)")
        #expect(compared.standardOutput.contains("(x 97.5, y 0, w 195, h 753)  (x 97.5, y 0, w 195, h 753)"), "\(compared.standardOutput)")
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
