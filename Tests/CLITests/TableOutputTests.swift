import Foundation
import Testing

@testable import FrameSolverCommands

/// The table output: which view is which (source line, a Text's first characters) and
/// numbers to at most 3 decimals.
@Suite("table output")
struct TableOutputTests {
    @Test("numbers print with at most 3 decimals")
    func numbers() {
        #expect(TableNumbers.format(230.79999999999998) == "230.8")
        #expect(TableNumbers.format(11.999999999999886) == "12")
        #expect(TableNumbers.format(1.0 / 3.0) == "0.333")
        #expect(TableNumbers.format(-0.0001) == "0")
        #expect(TableNumbers.format(-2.5) == "-2.5")
        #expect(TableNumbers.format(.infinity) == "inf")
        #expect(TableNumbers.format(-.infinity) == "-inf")
    }

    @Test("a Text's first characters, quoted")
    func excerpt() {
        #expect(TableNumbers.excerpt("Hello World") == "\"Hello World\"")
        #expect(TableNumbers.excerpt("Choose a message from the list.") == "\"Choose a message from th…\"")
        #expect(TableNumbers.excerpt("two\nlines") == "\"two\\nlines\"")
    }

    @Test("solve's table names each view's line and a Text's string")
    func solveTable() {
        let run = framesolver("solve", Package.model("gallery/sidebar-split.layout"), "--size", "390x500")
        #expect(run.code == 0)
        // "Folders" in .caption (12 pt): 7 x 6 = 42 wide, 14.4 tall, inside .padding(.vertical,
        // 12) and .padding(.horizontal, 12): x 12, y 12 (the engine's 11.999999999999886).
        #expect(run.standardOutput.contains(#"Text 0.0.0.0.0.0.0.0 "Folders"  (x 12, y 12, w 42, h 14.4)  sidebar-split.layout:26"#))
        #expect(!run.standardOutput.contains("11.99999"))
        #expect(run.standardOutput.contains("HStack 0  (x 0, y 0, w 390, h 500)  sidebar-split.layout:24"))
    }
}
