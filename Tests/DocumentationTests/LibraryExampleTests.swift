import Foundation
import FrameSolver
import TestSupport
import Testing

/// The README's library snippet, compiled here as written there (a test checks the two texts
/// are the same), then its printed frame checked by hand.
@Suite("README: the library")
struct LibraryExampleTests {
    /// The snippet's body (everything after `import FrameSolver`), returning the result.
    static func snippet() throws -> LayoutResult {
        // README library example begin
        let view = HStack(spacing: 0) {
            Color.red.frame(width: 75).id("left")
            Text("Hi")
        }
        let result = try NegotiationEngine().layout(view.viewTree, in: ProposedSize(width: 300, height: 60))
        print(result.treeDump())
        print(result[id: "left"]!.frame)   // (x 104, y 0, w 75, h 60)
        // README library example end
        return result
    }

    @Test("the README's snippet is this file's, line for line")
    func sameText() throws {
        let readme = try #require(Readme.blocks.first { $0.language == "swift" && $0.body.hasPrefix("import FrameSolver\n") }?.body)
        let source = try String(contentsOfFile: #filePath, encoding: .utf8)
        let begin = try #require(source.range(of: "// README library example begin\n"))
        let end = try #require(source.range(of: "        // README library example end"))
        let compiled = source[begin.upperBound..<end.lowerBound]
            .split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasPrefix("        ") ? String($0.dropFirst(8)) : String($0) }
            .joined(separator: "\n")
        #expect("import FrameSolver\n\n" + compiled == readme + "\n")
    }

    @Test("the frame the README's comment claims is the one the snippet prints")
    func claimedFrame() throws {
        let left = try #require(try Self.snippet()[id: "left"])
        // Text("Hi"): 2 characters x 8.5 pt (body 17 pt, I.2) = 17 wide. The row is 75 + 17 = 92
        // wide, centred in 300: x = (300 - 92) / 2 = 104. The Color takes the proposed height, 60.
        #expect(left.frame == Rect(x: 104, y: 0, width: 75, height: 60))
        let readme = try #require(Readme.block(containing: "import FrameSolver"))
        #expect(readme.contains("// \(left.frame.description)"))
    }
}
