@testable import ConstraintEngine
import LinearProgramming
import Testing

/// A table by column reads like the dictionary it replaces (`ColumnTable`): values set and
/// cleared at any column, counted, iterated in column order, taken out once.
@Suite("Relation encoding: tables by column")
struct ColumnTableTests {
    @Test("set, read, count, iterate in column order, remove")
    func dictionaryReading() {
        var table = ColumnTable<String>()
        #expect(table.isEmpty)
        #expect(table[7] == nil)
        // Columns set out of order and past the end; iteration is by column.
        table[9] = "nine"
        table[3] = "three"
        table[5] = "five"
        #expect(table.count == 3)
        #expect(table.map(\.key) == [3, 5, 9])
        #expect(table.map(\.value) == ["three", "five", "nine"])
        #expect(table.contains(5) && !table.contains(4) && !table.contains(100))
        // Setting nil past the end changes nothing; overwriting keeps the count.
        table[50] = nil
        table[3] = "THREE"
        #expect(table.count == 3 && table[3] == "THREE")
        // Taken out once: the second removal finds nothing.
        #expect(table.removeValue(forKey: 5) == "five")
        #expect(table.removeValue(forKey: 5) == nil)
        #expect(table.removeValue(forKey: 1_000) == nil)
        #expect(table.count == 2 && table.map(\.key) == [3, 9])
        table[3] = nil
        table[9] = nil
        #expect(table.isEmpty)
    }

    /// A clamp whose switch reads `previous` (nil: only the window).
    /// Clamps 1-4 with limit 4, as a diamond: 4 reads 2 and 3, which both read 1 (column 0
    /// stands for the window).
    private static func diamond() -> ClampSwitches {
        var switches = ClampSwitches(crowdLimit: 4)
        switches[1] = clamp(reading: nil)
        switches[2] = clamp(reading: 1)
        switches[3] = clamp(reading: 1)
        let both = LinearForm(variable: 0) + LinearForm(variable: 2) - LinearForm(variable: 3)
        switches[4] = ClampSwitch(difference: both, a: both, b: .zero, origin: LPOrigin("test clamp"), sense: .min)
        return switches
    }

    private static func clamp(reading previous: Int?) -> ClampSwitch {
        let difference = LinearForm(variable: 0) + (previous.map { LinearForm(variable: $0) } ?? .zero) - LinearForm(1)
        return ClampSwitch(difference: difference, a: difference, b: .zero, origin: LPOrigin("test clamp"), sense: .min)
    }

    @Test("a clamp is crowded when more than the limit lie under it, counting itself")
    func crowdedChain() {
        // A chain 2 <- 3 <- 4 <- 5 <- 6 (each switch reads the clamp before it), limit 3:
        // under 2 lie {2}, under 3 {2, 3}, under 4 {2, 3, 4}: not more than 3; under 5 four
        // clamps, under 6 five: crowded.
        var switches = ClampSwitches(crowdLimit: 3)
        switches[2] = Self.clamp(reading: nil)
        for column in 3...6 { switches[column] = Self.clamp(reading: column - 1) }
        #expect((2...6).map { switches.crowded($0) } == [false, false, false, true, true])
        #expect(switches.reads(5) == [4])
        // Not a clamp (the window's width, a column never set): never crowded.
        #expect(!switches.crowded(0) && !switches.crowded(40))
    }

    @Test("clamps shared by two branches are counted once")
    func crowdedCountsDistinctClamps() {
        // 4 reads 2 and 3, which both read 1... as a diamond: under 4 lie {1, 2, 3, 4}, four
        // distinct clamps (five paths' worth if counted per path); limit 4 is not exceeded.
        var switches = Self.diamond()
        #expect(switches.reads(4) == [2, 3])
        #expect(!switches.crowded(4))
        // One more on top makes five.
        switches[5] = Self.clamp(reading: 4)
        #expect(switches.crowded(5))
    }

    @Test("the range analysis's question: more than a limit of clamps under a set of columns")
    func exceedsUnderColumns() {
        // The diamond again (`diamond`).
        var switches = Self.diamond()
        // Under 2 and 3 lie {1, 2, 3}: three clamps, more than 2, not more than 3.
        let twoUnderPair = switches.exceeds(2, under: [2, 3])
        #expect(twoUnderPair)
        let threeUnderPair = switches.exceeds(3, under: [2, 3])
        #expect(!threeUnderPair)
        // Under 4 four clamps, counted once each although 1 is reached by two paths.
        let threeUnderTop = switches.exceeds(3, under: [4])
        #expect(threeUnderTop)
        let fourUnderTopAndTwo = switches.exceeds(4, under: [4, 2])
        #expect(!fourUnderTopAndTwo)
        // Columns that are no clamps count for nothing, however many are asked about.
        let noneUnderNonClamps = switches.exceeds(0, under: [0, 7, 40])
        #expect(!noneUnderNonClamps)
        // The same question twice gets the same answer (the walk's marks are renewed).
        let threeUnderTopAgain = switches.exceeds(3, under: [4])
        let fourUnderTopAgain = switches.exceeds(4, under: [4])
        #expect(threeUnderTopAgain && !fourUnderTopAgain)
    }

    @Test("a walk that reaches a crowded clamp exceeds any limit without counting past it")
    func exceedsStopsAtCrowded() {
        // Chain 2 <- 3 <- ... <- 7 with crowdLimit 3: 5, 6 and 7 are crowded. A form reading
        // 7 and the free clamp 9 has more than 3 under it: 7 alone has four or more.
        var switches = ClampSwitches(crowdLimit: 3)
        switches[2] = Self.clamp(reading: nil)
        for column in 3...7 { switches[column] = Self.clamp(reading: column - 1) }
        switches[9] = Self.clamp(reading: nil)
        #expect(switches.crowded(7) && !switches.crowded(9))
        let threeUnderCrowdedAndFree = switches.exceeds(3, under: [9, 7])
        #expect(threeUnderCrowdedAndFree)
        let zeroUnderCrowded = switches.exceeds(0, under: [7])
        #expect(zeroUnderCrowded)
        // Under 3 and 9: {2, 3, 9}, three clamps.
        let threeUnderThreeAndNine = switches.exceeds(3, under: [3, 9])
        let twoUnderThreeAndNine = switches.exceeds(2, under: [3, 9])
        #expect(!threeUnderThreeAndNine && twoUnderThreeAndNine)
    }
}
