import Foundation
import Testing

/// `solve --engine constraints --constrain C`: the added rows hold, conflict, or are refused
/// with one line that names the file and the option, never an internal place.
@Suite("solve --constrain")
struct ConstrainOptionTests {
    static let sidebar = Package.model("gallery/sidebar-split.layout")
    static let column = Package.model("gallery/max-width-column.layout")

    @Test("a constraint that holds is said to hold, exit 0")
    func holds() {
        // sidebar-split at 900 wide: the sidebar is 260, the divider 1, so #detail is 639.
        let run = framesolver("solve", Self.sidebar, "--engine", "constraints", "--size", "900x600", "--constrain", "#detail.width >= 500")
        #expect(run.code == 0, "\(run.standardError)")
        #expect(run.errorLines.first == "framesolver: the constraints hold: #detail.width >= 500")
    }

    @Test("an unknown tag names the file and the --constrain, exit 2")
    func unknownTag() {
        let run = framesolver("solve", Self.sidebar, "--engine", "constraints", "--size", "900x600", "--constrain", "#nope.width >= 1")
        #expect(run.code == 2)
        #expect(run.standardOutput.isEmpty)
        #expect(run.standardError == "framesolver: \(Self.sidebar): --constrain '#nope.width >= 1': no view is tagged id(\"nope\")\n")
    }

    @Test("with several files, the model the tag is missing from is named")
    func severalFiles() {
        // #detail is sidebar-split's; max-width-column tags only #column.
        let run = framesolver("solve", Self.sidebar, Self.column, "--engine", "constraints", "--constrain", "#detail.width >= 1")
        #expect(run.code == 2)
        #expect(run.errorLines.contains("framesolver: \(Self.column): --constrain '#detail.width >= 1': no view is tagged id(\"detail\")"))
        #expect(!run.standardError.contains("\(Self.sidebar): --constrain"))
        #expect(run.standardOutput.hasSuffix("2 models: 1 solved, 0 differing, 1 error\n"))
    }

    @Test("query --range past 4096 searches its whole range: #detail is widest at its end, W - 261")
    func queryPastTheDefaultRange() {
        let query = framesolver("query", Self.sidebar, "--maximize", "#detail.width", "--range", "0...100000")
        #expect(query.code == 0, "\(query.standardError)")
        #expect(query.standardOutput.contains("window 100000x844, objective 99739"), "\(query.standardOutput)")
    }

    @Test("query and formulas name the file too, and --minimize with --maximize says only one")
    func queryAndFormulas() {
        let query = framesolver("query", Self.sidebar, "--maximize", "window.width", "--constrain", "#nope.width >= 1")
        #expect(query.code == 2)
        #expect(query.standardError == "framesolver: \(Self.sidebar): --constrain '#nope.width >= 1': no view is tagged id(\"nope\")\n")
        let both = framesolver("query", Self.sidebar, "--minimize", "window.width", "--maximize", "window.width")
        #expect(both.code == 2)
        #expect(both.errorLines.first == "framesolver: query takes only one of --minimize EXPR and --maximize EXPR, not both")
        // Past the largest window side, a bad option value (it was a search of 10,000 pieces).
        let formulas = framesolver("formulas", Self.sidebar, "--range", "0...1e10")
        #expect(formulas.code == 2)
        #expect(formulas.errorLines.first == "framesolver: --range '0...1e10': window widths are at most 1e9 (docs/limits.md)", "\(formulas.standardError)")
    }

    @Test("query holds the height: an infeasible height says where it is held, a height objective alone is refused")
    func heightHeld() {
        // The default window is 390x844, so the height is 844 in every window searched.
        let tall = framesolver("query", Self.sidebar, "--minimize", "window.width", "--constrain", "window.height >= 900")
        #expect(tall.code == 2)
        #expect(
            tall.standardError.contains(
                "framesolver: \(Self.sidebar): no window width in 0...4096 at height 844 (the window's, held: query searches widths) satisfies window.height >= 900"),
            "\(tall.standardError)")
        let height = framesolver("query", Self.sidebar, "--maximize", "window.height", "--size", "390x600")
        #expect(height.code == 2)
        #expect(
            height.errorLines.first
                == "framesolver: query searches window widths at the window's height (600); 'window.height' is the same at every width: maximize window.width or a view's quantity, and set the height with --size",
            "\(height.standardError)")
        // Any objective that reads neither the width nor a view, and the device's height.
        for constant in ["5", "0 * window.width", "window.height - window.height"] {
            let run = framesolver("query", Self.sidebar, "--minimize", constant, "--device", "ipad-11")
            #expect(run.code == 2 && run.errorLines.first?.contains("at the window's height (1194); '\(constant)' is the same at every width: minimize") == true, "\(run.standardError)")
        }
        // Beside a view's quantity the height is an offset: #detail is W - 261 wide over
        // 800...900, least at the range's low end.
        let offset = framesolver("query", Self.sidebar, "--minimize", "window.height + #detail.width", "--size", "390x600", "--range", "800...900")
        #expect(offset.code == 0, "\(offset.standardError)")
        // At 800, the range's low end: 800 - 261 = 539, plus 600.
        #expect(offset.standardOutput.contains("window 800x600, objective 1139"), "\(offset.standardOutput)")
    }

    @Test("a window a sliver below a round width is printed round, with the exact value after it")
    func slivers() {
        // #headline is 27 characters of 17 points (simple metrics at --size): one line of 459
        // once its proposal, W - 32 (16-point margins), reaches (27 - 1e-9) x 17 =
        // 458.999999983, so W = 490.999999983.
        let run = framesolver("query", Self.column, "--minimize", "window.width", "--constrain", "#headline.width >= 459", "--size", "390x844")
        #expect(run.code == 0, "\(run.standardError)")
        let lines = run.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.count > 2 && lines[1] == "window 491x844, objective 491", "\(lines.prefix(3))")
        #expect(lines.count > 2 && lines[2].hasPrefix("(to the last digit: width 490.999999983, objective 490.999999983;"), "\(lines.prefix(3))")
        // A round answer has no such line: sidebar-split's 761.
        let round = framesolver("query", Self.sidebar, "--minimize", "window.width", "--constrain", "#detail.width >= 500")
        #expect(round.standardOutput.split(separator: "\n").dropFirst(2).first?.hasPrefix("(to the last digit") == false)
    }

    @Test("window.width and window.height of a nil or infinite side are an error, not 0")
    func windowSideWithoutLength() {
        // sidebar-split at 900x600: window.height is 600, so >= 600 holds.
        let holds = framesolver("solve", Self.sidebar, "--engine", "constraints", "--size", "900x600", "--constrain", "window.height >= 600")
        #expect(holds.code == 0, "\(holds.standardError)")
        // A nil height has no value to compare (it was read as 0: '>= 1' conflicted, '<= 0' held).
        let nilHeight = framesolver("solve", Self.sidebar, "--engine", "constraints", "--size", "900xnil", "--constrain", "window.height <= 0")
        #expect(nilHeight.code == 2)
        #expect(
            nilHeight.standardError
                == "framesolver: \(Self.sidebar): --constrain 'window.height <= 0': window.height is nil here, not a number; give the window that side's length (--size)\n"
        )
        // An infinite width is not 0 either (it was: 'window.width >= 1' conflicted).
        let infiniteWidth = framesolver("solve", Self.sidebar, "--engine", "constraints", "--size", "infx600", "--constrain", "window.width >= 1")
        #expect(infiniteWidth.code == 2)
        #expect(infiniteWidth.standardError.contains("window.width is infinite here, not a number"), "\(infiniteWidth.standardError)")
        // query holds the height at --size's: a nil height is refused in the objective too.
        let query = framesolver("query", Self.sidebar, "--maximize", "window.height + #detail.width", "--size", "390xnil")
        #expect(query.code == 2)
        #expect(query.standardOutput.isEmpty)
        // (It named the window 0xnil: the searched range's low end, not a window the user gave.)
        #expect(query.standardError.contains("window.height is nil here, not a number"), "\(query.standardError)")
    }
}
