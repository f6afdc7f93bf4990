import Foundation
import FrameSolver
import TestSupport
import Testing

/// Every view body of the realistic corpus loads in lenient mode and both engines agree on it.
@Suite("Realistic corpus solves")
struct CorpusSolvesTests {
    @Test("the corpus has at least 30 view bodies")
    func size() {
        #expect(realisticFiles.count >= 30)
    }

    @Test("lenient load, both engines agree in 390x844, 1024x768 and 320x568", arguments: realisticFiles)
    func solves(_ file: String) throws {
        let url = packageRoot().appendingPathComponent("Models").appendingPathComponent(file)
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(text.hasPrefix("// realistic:"), "\(file) should start with a comment saying what it is")
        let model = try loadLenient(text, file: file)
        #expect(model.root != nil)
        for (width, height) in [(390.0, 844.0), (1024.0, 768.0), (320.0, 568.0)] {
            let result = try solveBoth(model.root, width, height)
            #expect(!result.nodes.isEmpty)
        }
    }

    @Test("placeholders are warnings with file, line and column, and marked nodes")
    func placeholders() throws {
        let url = packageRoot().appendingPathComponent("Models/realistic/tab-root.layout")
        let model = try loadLenient(try String(contentsOf: url, encoding: .utf8), file: "tab-root.layout")
        let warning = try #require(model.warnings.first { $0.message.contains("'HomeScreen'") })
        #expect(warning.file == "tab-root.layout" && warning.line == 9 && warning.column == 17)
        let result = try solveBoth(model.root)
        #expect(result.nodes.first?.placeholder == true)
        expectFrame(result, path: "0", 0, 0, 390, 844)
    }
}
