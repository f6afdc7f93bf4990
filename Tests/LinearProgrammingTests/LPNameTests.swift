import Testing

@testable import LinearProgramming

extension LinearProgrammingSuite {
    /// Names are held as their parts and spelt when read: `[n<number>_] first [_second]
    /// ending [_<counter>]`, each part left out when absent.
    @Suite struct LPNameTests {
        @Test func aNameSpellsItsPartsInOrder() {
            #expect(LPName("win_w").description == "win_w")
            #expect(LPName(number: 12, "frame", "maxW").description == "n12_frame_maxW")
            #expect(LPName(number: 0, "pw").description == "n0_pw")
            #expect(LPName(number: 3, "w").ending("_def").description == "n3_w_def")
            #expect(LPName(number: 12, "frame", "maxW").ending("_le_a").counted(3).description == "n12_frame_maxW_le_a_3")
            #expect(LPName(number: 7, "HStack", "left2").ending("_def").counted(2).description == "n7_HStack_left2_def_2")
            // An empty second word still spells its underscore; a counter of 1 spells nothing.
            #expect(LPName(number: 4, "frame", "").description == "n4_frame_")
            #expect(LPName(number: 4, "frame").counted(1).description == "n4_frame")
            #expect(LPName("s_min").counted(2).description == "s_min_2")
            #expect(LPName("").ending("_def").description == "_def")
            // Numbers of several digits, and words that are not ASCII, spelt whole.
            #expect(LPName(number: 1_000_007, "Größe", "breite").counted(10).description == "n1000007_Größe_breite_10")
        }

        /// The number a name's spelling starts with, however the name is held: names that read
        /// the same give the same number (the compiler's set of names groups by it).
        @Test func theSpelledNumberIsReadFromTheSpelling() {
            #expect(LPName(number: 12, "frame", "maxW").spelledNumber == 12)
            #expect(LPName(number: 0, "pw").spelledNumber == 0)
            #expect(LPName("n12_frame_maxW").spelledNumber == 12)
            #expect(LPName("n\(5)_final_w").spelledNumber == 5)
            #expect(LPName("win_w").spelledNumber == -1)
            #expect(LPName("n_x").spelledNumber == -1)
            #expect(LPName("n12").spelledNumber == -1)
            #expect(LPName("n12x_y").spelledNumber == -1)
            // A first word that is all of `n<digits>`: the number ends where the next part
            // spells an underscore, as in the same text.
            #expect(LPName("n12").counted(2).spelledNumber == 12)
            #expect(LPName("n12_2").spelledNumber == 12)
            #expect(LPName("n12").ending("_def").spelledNumber == 12)
            #expect(LPName("n12_def").spelledNumber == 12)
        }

        @Test func aNameMadeFromAStringIsThatString() {
            let literal: LPName = "anchor_check_optimum"
            let interpolated: LPName = "n\(5)_final_w"
            #expect(literal.description == "anchor_check_optimum" && literal.number == -1)
            #expect(interpolated.description == "n5_final_w" && interpolated.number == -1)
        }

        @Test func anEndingOrCounterOnTopOfAnotherIsSpeltAfterIt() {
            // The parts hold one ending and one counter; more go after the spelling.
            #expect(LPName(number: 2, "w").ending("_def").ending("_bound").description == "n2_w_def_bound")
            #expect(LPName(number: 2, "w").counted(2).ending("_def").description == "n2_w_2_def")
            #expect(LPName(number: 2, "w").counted(2).counted(3).description == "n2_w_2_3")
        }

        @Test func namesThatReadTheSameAreEqualAndHashTheSame() {
            let parts = LPName(number: 3, "w").ending("_def")
            let text = LPName("n3_w_def")
            #expect(parts == text)
            #expect(parts.hashValue == text.hashValue)
            #expect(parts.spellingHash == text.spellingHash)
            #expect(parts != LPName(number: 3, "w"))
            #expect(LPName(number: 3, "w").counted(2) == LPName("n3_w_2"))
            #expect(LPName(number: 3, "w").counted(2).spellingHash == LPName("n3_w_2").spellingHash)
        }

        @Test func theSpellingHashIsFNV1aOfTheSpelling() {
            // FNV-1a, 64 bits: offset basis 0xcbf29ce484222325, prime 0x100000001b3. The
            // empty name is the basis; "a" is (basis ^ 0x61) * prime, as the algorithm's
            // published test vectors give it.
            #expect(LPName("").spellingHash == 0xcbf2_9ce4_8422_2325)
            #expect(LPName("a").spellingHash == 0xaf63_dc4c_8601_ec8c)
            #expect(LPName(number: 1, "a").spellingHash == LPName("n1_a").spellingHash)
        }

        @Test func rowsAndColumnsSpellTheirNamesWhenRead() {
            var rows = LPRows()
            rows.append(LPRow(label: LPName(number: 1, "w").ending("_def"), terms: [LPTerm(0, 1)], bounds: .fixed(0), source: nil))
            rows.append(LPRow("plain", terms: [LPTerm(0, 1)], bounds: .fixed(0), origin: nil))
            #expect(rows.names == ["n1_w_def", "plain"] && rows.name(of: 0) == "n1_w_def")
            // A row changed through the collection keeps its name.
            rows[0].bounds = .atMost(2)
            #expect(rows[0].name == "n1_w_def" && rows[0].bounds == .atMost(2))
            var columns = LPColumns()
            columns.append(label: LPName(number: 1, "pw"), source: nil, bounds: LPBounds(lower: -5, upper: 5), kind: .binary, objective: 0)
            #expect(columns.names == ["n1_pw"] && columns.name(of: 0) == "n1_pw")
            // A binary column's bounds are intersected with 0...1, as `LPColumn` makes them.
            #expect(columns[0].bounds == LPBounds(lower: 0, upper: 1))
            var column = columns[0]
            column.name = "renamed"
            #expect(column.label == LPName("renamed"))
        }
    }
}
