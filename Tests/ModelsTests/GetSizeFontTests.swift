import Foundation
import FrameSolver
import TestSupport
import Testing

/// The seed's GetSize (a Text showing its own width, read back through `getWidth($width)`)
/// measured with the real font (`--text-metrics font`, docs/text-measurement.md): body 17 pt,
/// Inter Regular for the system font, DejaVu Sans Mono for `.monospaced()`, Inter's tabular
/// digits (`tnum`) for `.monospacedDigit()`.
///
/// Each pass the task sets `width` to the Text's width at the previous `width`, so the passes
/// are the orbit of w -> advance("Width = \(w)") x 17 / unitsPerEm from 0. The tests compute
/// that orbit themselves, from the fonts' advances written below (read with `hb-shape`, one
/// string at a time, independent of FrameSolver), and Swift's own `\(Double)` formatting.
@Suite("GetSize with the real font")
struct GetSizeFontTests {
    // MARK: The fonts, by hand

    /// "Width = " in Inter Regular, units of 2816: W 2672 + i 668 + d 1748 + t 1056 + h 1664
    /// + space 792 + "=" 1856 (its `.case` form, which `calt` picks between spaces) + space 792.
    static let interPrefix = 2672 + 668 + 1748 + 1056 + 1664 + 792 + 1856 + 792  // 11248

    /// Inter Regular's proportional digits and period alone (`hb-shape Inter-Regular.otf "7"`).
    static let interAdvance: [Character: Int] = [
        "0": 1760, "1": 1308, "2": 1704, "3": 1792, "4": 1808, "5": 1712, "6": 1756, "7": 1608, "8": 1736, "9": 1756, ".": 776,
    ]

    /// Inter's kerning between two of those characters: the change to the first one's advance
    /// (`hb-shape Inter-Regular.otf "7."` gives 7 = 1256 = 1608 - 352). Every pair of digits and
    /// periods was shaped; these are all the pairs that kern. A space before a digit does not.
    static let interKerning: [String: Int] = [
        "07": -56, "0.": -72, "1.": -120, "24": -44, "3.": -64, "41": -28, "4.": -96, "5.": -76, "6.": -96, "70": -44, "73": -48,
        "74": -164, "75": -28, "76": -44, "77": 56, "78": -40, "79": -28, "7.": -352, "8.": -64, "97": -56, "9.": -72, ".0": -72,
        ".1": -244, ".3": -76, ".5": -40, ".6": -72, ".7": -40, ".8": -64, ".9": -20,
    ]

    /// "Width = " + `number` in Inter Regular: the prefix, each character's advance, and the
    /// kerning of each adjacent pair.
    static func interUnits(_ number: String) -> Int {
        let characters = Array(number)
        var units = interPrefix
        for (index, character) in characters.enumerated() {
            units += interAdvance[character]!
            if index + 1 < characters.count { units += interKerning[String([character, characters[index + 1]])] ?? 0 }
        }
        return units
    }

    /// "Width = " + `number` with tabular digits: each digit 1824, the period 776, no kerning
    /// between them (`hb-shape --features=tnum`); the prefix is the same 11248.
    static func tabularUnits(_ number: String) -> Int {
        interPrefix + number.reduce(0) { $0 + ($1 == "." ? 776 : 1824) }
    }

    /// The width in points: the measurer scales units by size / unitsPerEm, computed once
    /// (FontTextMeasurer). `units x (17 / 2816)` is not always `units x 17 / 2816` in the last
    /// bit: for 38524 units it is 232.56676136363635 against ...637, and the orbits part there.
    static func points(_ units: Int, unitsPerEm: Double) -> Double { Double(units) * (17 / unitsPerEm) }

    /// The orbit the passes follow, as the driver reads it: the widths after each pass, until a
    /// pass changes nothing (converged) or the width returns to one an earlier pass left
    /// (a cycle: `from` is the pass whose state recurs, 0 being the initial state).
    static func orbit(limit: Int, _ width: (Double) -> Double) -> (widths: [Double], converged: Bool, cycle: (from: Int, period: Int)?) {
        var history: [Double] = [0]
        var widths: [Double] = []
        for _ in 0..<limit {
            let next = width(history.last!)
            if next == history.last! { return (widths, true, nil) }
            widths.append(next)
            if let earlier = history.firstIndex(of: next) { return (widths, false, (earlier, history.count - earlier)) }
            history.append(next)
        }
        return (widths, false, nil)
    }

    static func run(_ text: String, maxPasses: Int) throws -> FeedbackRun {
        let program = try FeedbackProgram.load(text, file: "get-size.layout", options: LoadOptions(textMetrics: .font))
        var session = FeedbackSession()
        return try FeedbackDriver.run(
            program, engine: NegotiationEngine(), window: ProposedSize(width: 400, height: 400), session: &session, maxPasses: maxPasses)
    }

    static func seed(_ name: String) throws -> String {
        try String(contentsOf: packageRoot().appendingPathComponent("Models/feedback/\(name)"), encoding: .utf8)
    }

    static func widths(_ run: FeedbackRun) -> [Double] {
        run.passes.flatMap { $0.changes.map { change in
            guard case .number(let value) = change.new else { return .nan }
            return value
        } }
    }

    // MARK: Tests

    @Test("the hand model of Inter's advances gives the first passes' strings")
    func firstPassesByHand() {
        // Pass 1: "Width = 0.0" = 11248 + (1760 - 72) + (776 - 72) + 1760 = 15400 units;
        // 15400 x 17 / 2816 = 92.96875 exactly (15400 / 2816 = 5.46875), printed "92.96875".
        #expect(Self.interUnits("0.0") == 15400)
        #expect(Self.points(15400, unitsPerEm: 2816) == 92.96875)
        #expect("\(92.96875 as CGFloat)" == "92.96875")
        // Pass 2: "Width = 92.96875" = 11248 + 1756 + 1704 + (776 - 20) + 1756 + 1756 + 1736
        // + (1608 - 28) + 1712 = 24004 units = 144.9105113636... (17 significant digits).
        #expect(Self.interUnits("92.96875") == 24004)
        #expect("\(Self.points(24004, unitsPerEm: 2816))" == "144.91051136363637")
    }

    @Test("GetSize in Inter's proportional digits never settles: a cycle of period 37 from pass 13")
    func proportionalCycles() throws {
        // The orbit, from the hand model: 92.96875, 144.91051136363637, 241.6463068181818, …;
        // its width at pass 50 is the width pass 13 left: a loop of 37 passes.
        let expected = Self.orbit(limit: 200) { Self.points(Self.interUnits("\($0)"), unitsPerEm: 2816) }
        #expect(expected.converged == false)
        #expect(expected.cycle?.from == 13)
        #expect(expected.cycle?.period == 37)
        #expect(expected.widths.count == 50)
        #expect(Array(expected.widths.prefix(3)) == [92.96875, 144.91051136363637, 241.6463068181818])

        // The default limit of 16 passes stops before the loop closes (at pass 50): 16 passes
        // are reported, and the state is iterated on past them to find the same loop.
        let limited = try Self.run(try Self.seed("get-size.layout"), maxPasses: 16)
        #expect(!limited.converged)
        #expect(limited.passes.count == 16)
        #expect(Self.widths(limited) == Array(expected.widths.prefix(16)))
        #expect(limited.cycle?.period == 37)
        #expect(limited.cycle?.fromPass == 13)
        #expect(limited.cycle?.beyondLimit == true)
        #expect(limited.cycle?.closedAtPass == 50)
        #expect(limited.cycle?.states.first?.values == expected.widths[12..<49].map { StateValue.number($0) })
        #expect(limited.probe?.convergedAtPass == nil)
        #expect(
            limited.summary
                == "16 passes (no fixed point within 16 passes; the state cycles with period 37 from pass 13, seen by iterating on to pass 50)")
        // The state the run stops at is pass 16's, not the probe's last.
        #expect(limited.states.first?.value == .number(expected.widths[15]))

        let run = try Self.run(try Self.seed("get-size.layout"), maxPasses: 64)
        #expect(!run.converged)
        #expect(run.passes.count == 50)
        #expect(Self.widths(run) == expected.widths)
        #expect(run.cycle?.period == 37)
        #expect(run.cycle?.fromPass == 13)
        #expect(run.cycle?.beyondLimit == nil)
        #expect(run.probe == nil)
        #expect(run.cycle?.states.map(\.state) == ["GetSize.width"])
        #expect(run.cycle?.states.first?.values == expected.widths[12..<49].map { StateValue.number($0) })
        #expect(run.passes.allSatisfy { $0.changes.map(\.callback) == ["task(id:)"] })
    }

    @Test("GetSize with .monospaced() converges in 3 passes: every character is 1233 / 2048 em")
    func monospacedConverges() throws {
        // DejaVu Sans Mono: every glyph 1233 units of 2048, so the width is 17 x 1233 / 2048 =
        // 10.23486328125 per character, a binary fraction with a short decimal.
        // Pass 1: "Width = 0.0", 11 characters: 13563 units = 112.58349609375.
        // Pass 2: "Width = 112.58349609375", 23 characters: 28359 units = 235.40185546875.
        // Pass 3: "Width = 235.40185546875", 23 characters again: the same width; the task's id
        // is unchanged and nothing runs.
        #expect(Self.points(11 * 1233, unitsPerEm: 2048) == 112.58349609375)
        #expect(Self.points(23 * 1233, unitsPerEm: 2048) == 235.40185546875)
        let run = try Self.run(try Self.seed("get-size-monospaced.layout"), maxPasses: 16)
        #expect(run.converged)
        #expect(run.passes.count == 3)
        #expect(Self.widths(run) == [112.58349609375, 235.40185546875])
        #expect(run.result.nodes.compactMap(\.text) == ["Width = 235.40185546875"])
        // DejaVu Sans Mono's line: ascender 1901 - descender -483 + line gap 0 = 2384 units,
        // 2384 x 17 / 2048 = 19.7890625; the VStack centres the Text in 400x400.
        let height = 2384 * 17 / 2048.0
        expectFrame(run.result, "text", (400 - 235.40185546875) / 2, (400 - height) / 2, 235.40185546875, height)

        // A limit of 2 stops before pass 3, which changes nothing: iterating on finds it.
        let limited = try Self.run(try Self.seed("get-size-monospaced.layout"), maxPasses: 2)
        #expect(!limited.converged)
        #expect(limited.cycle == nil)
        #expect(limited.probe == LimitProbe(horizon: FeedbackDriver.detectionHorizon, convergedAtPass: 3))
        #expect(limited.summary == "2 passes (no fixed point within 2 passes; iterating on, the state settles at pass 3)")
        #expect(Self.widths(limited) == [112.58349609375, 235.40185546875])
    }

    @Test("GetSize with .monospacedDigit() still loops: the count of digits Swift prints changes")
    func monospacedDigitLoops() throws {
        // Tabular digits are all 1824, so the width is 11248 + 1824 x digits + 776 units: it
        // depends only on how many digits `\(width)` prints, which a binary fraction keeps short.
        // 1: "0.0", 2 digits: 15672 units = 94.61079545454545 (16 digits);
        // 2: 16 digits: 41208 units = 248.76988636363635 (17 digits);
        // 3: 17 digits: 43032 units = 259.78125 (43032 / 2816 = 15.28125: 8 digits);
        // 4: 8 digits: 26616 units = 160.67897727272728 (17 digits);
        // 5: 17 digits: 43032 units = 259.78125 again, the width pass 3 left: period 2.
        let expected = Self.orbit(limit: 16) { Self.points(Self.tabularUnits("\($0)"), unitsPerEm: 2816) }
        #expect(expected.widths == [94.61079545454545, 248.76988636363635, 259.78125, 160.67897727272728, 259.78125])
        #expect(expected.cycle?.from == 3)
        #expect(expected.cycle?.period == 2)
        let text = try Self.seed("get-size-monospaced.layout").replacingOccurrences(of: ".monospaced()", with: ".monospacedDigit()")
        let run = try Self.run(text, maxPasses: 16)
        #expect(Self.widths(run) == expected.widths)
        #expect(run.cycle?.period == 2)
        #expect(run.cycle?.fromPass == 3)
        #expect(run.cycle?.states.first?.values == [.number(259.78125), .number(160.67897727272728)])
    }
}
