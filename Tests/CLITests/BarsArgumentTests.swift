import Foundation
import Testing

/// The screen decides the bars as it decides the text metrics: a NavigationStack has its
/// navigation bar whenever a device applies, none on a bare canvas.
@Suite("Bars on the screen")
struct BarsArgumentTests {
    static let model = "NavigationStack {\n Color.red.id(\"content\")\n  .navigationTitle(\"Inbox\")\n}"

    @Test("a device (the implicit iPhone 14 too) lays out the bar; a bare canvas does not")
    func barsFollowTheScreen() throws {
        let model = try TemporaryModel(Self.model, name: "bars.layout")
        defer { model.remove() }
        // iPhone 14: the safe area 390 x 763 at y 47, less the 96-point large-title bar.
        for arguments in [[String](), ["--device", "iphone-14"], ["--device", "iphone-14", "--engine", "constraints"]] {
            let run = framesolver(["solve", model.path] + arguments)
            #expect(run.code == 0, "\(run.standardError)")
            #expect(run.standardOutput.contains("navigation bar 0.0  (x 0, y 47, w 390, h 96)"), "\(run.standardOutput)")
            #expect(run.standardOutput.contains("Color #content 0.1.0  (x 0, y 143, w 390, h 667)"), "\(run.standardOutput)")
        }
        // A bare canvas: the content is the whole window, no bar.
        for arguments in [["--size", "390x844"], ["--device", "none"]] {
            let run = framesolver(["solve", model.path] + arguments)
            #expect(!run.standardOutput.contains("navigation bar"))
            #expect(run.standardOutput.contains("Color #content 0  (x 0, y 0, w 390, h 844)"), "\(run.standardOutput)")
        }
    }

    @Test("compare on a device: both engines agree on the bars over a width sweep")
    func compareOnDevice() throws {
        let model = try TemporaryModel(
            "TabView {\n NavigationStack {\n  List { Text(\"Row\") }.navigationTitle(\"Mail\")\n   .toolbar { Button(\"Edit\") {} }\n }\n .tabItem { Label(\"Mail\", systemImage: \"envelope\") }\n}",
            name: "tabs.layout")
        defer { model.remove() }
        let run = framesolver("compare", model.path, "--device", "iphone-15", "--sweep-width", "300...500:50", "--only-diffs")
        #expect(run.code == 0, "\(run.standardOutput)\n\(run.standardError)")
    }
}

/// `--scroll-offset y`: the NavigationStacks' scroll views scrolled up by y on a device.
@Suite("--scroll-offset")
struct ScrollOffsetArgumentTests {
    static let model = "NavigationStack {\n ScrollView { Color.red.frame(height: 1000).id(\"content\") }\n  .navigationTitle(\"Inbox\")\n}"

    @Test("collapses the large title by y on a device; both engines agree over a width sweep")
    func collapses() throws {
        let model = try TemporaryModel(Self.model, name: "scroll.layout")
        defer { model.remove() }
        // iPhone 14 at 30: the bar 96 - 30 = 66 from 47; the content at 47 + 66 = 113.
        let run = framesolver("solve", model.path, "--device", "iphone-14", "--text-metrics", "simple", "--scroll-offset", "30")
        #expect(run.code == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains("navigation bar 0.0  (x 0, y 47, w 390, h 66)"), "\(run.standardOutput)")
        #expect(run.standardOutput.contains("frame #content 0.1.0.0  (x 0, y 113, w 390, h 1000)"), "\(run.standardOutput)")
        // Past the end: 1000 - (844 - 47 - 96 - 34 = 667) = 333 is as far as it scrolls; the
        // bar is inline (44) and the warning on standard error says so.
        let past = framesolver("solve", model.path, "--device", "iphone-14", "--text-metrics", "simple", "--scroll-offset", "900")
        #expect(past.code == 0, "\(past.standardError)")
        #expect(past.standardError.contains("the scroll offset 900 is beyond this NavigationStack's scrollable range"), "\(past.standardError)")
        #expect(past.standardError.contains("laid out at 333"), "\(past.standardError)")
        #expect(past.standardOutput.contains("navigation bar 0.0  (x 0, y 47, w 390, h 44)"), "\(past.standardOutput)")
        for offset in ["0", "26", "52", "140", "900"] {
            let compare = framesolver("compare", model.path, "--device", "iphone-15", "--scroll-offset", offset, "--sweep-width", "300...500:50", "--only-diffs")
            #expect(compare.code == 0, "\(offset): \(compare.standardOutput)\n\(compare.standardError)")
        }
    }

    @Test("a bad offset, or one on a bare canvas, is a usage error (exit 2)", arguments: [
        ["--scroll-offset", "-4"], ["--scroll-offset", "abc"], ["--scroll-offset", "nan"], ["--size", "390x844", "--scroll-offset", "10"],
    ])
    func rejected(arguments: [String]) throws {
        let model = try TemporaryModel(Self.model, name: "scroll.layout")
        defer { model.remove() }
        let run = framesolver(["solve", model.path] + arguments)
        #expect(run.code == 2, "\(run.standardOutput)")
        #expect(run.standardError.contains("--scroll-offset"), "\(run.standardError)")
    }
}
