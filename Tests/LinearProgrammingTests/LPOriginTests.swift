import Synchronization
import Testing

@testable import LinearProgramming

extension LinearProgrammingSuite {
    /// Origins are spelt when read: a row made at a place holds the place's number, and its
    /// spelling is asked for only when the origin is read.
    @Suite struct LPOriginTests {
        /// Spells place p as `p.p `, counting how often it is asked.
        final class CountingPlaces: LPOriginPlaces {
            let spelt = Mutex(0)
            func spell(_ place: Int) -> String {
                spelt.withLock { $0 += 1 }
                return "\(place).\(place) "
            }
        }

        @Test func anOriginIsSpeltOnlyWhenRead() {
            let places = CountingPlaces()
            var rows = LPRows()
            for place in 0..<100 {
                rows.append(LPRow("r\(place)", terms: [LPTerm(0, 1)], bounds: .fixed(0), source: LPOrigin(place: place, in: places, text: "frame width")))
            }
            // Appending, reading bounds and terms, and changing a row's bounds spell nothing.
            rows[3].bounds = .atMost(1)
            #expect(rows.activity(of: 7, [2]) == 2)
            #expect(places.spelt.withLock { $0 } == 0)
            // Place 42 spelt `42.42 ` and the row's text after it.
            #expect(rows.origin(of: 42) == "42.42 frame width")
            #expect(rows[3].origin == "3.3 frame width")
            #expect(places.spelt.withLock { $0 } == 2)
        }

        @Test func originsThatReadTheSameAreEqual() {
            let places = CountingPlaces()
            let spelt = LPOrigin(place: 5, in: places, text: "padding")
            #expect(spelt == LPOrigin("5.5 padding"))
            #expect(spelt.hashValue == LPOrigin("5.5 padding").hashValue)
            #expect(spelt != LPOrigin(place: 6, in: places, text: "padding"))
            // A tail goes after the text, the place still spelt when read.
            #expect(spelt.appending(" (decided)").description == "5.5 padding (decided)")
            #expect(LPOrigin("window width").appending(" x").description == "window width x")
        }

        /// Spells place p as `p.p ` and ends it with ` (line p)`.
        final class EndingPlaces: LPOriginPlaces {
            func spell(_ place: Int) -> String { "\(place).\(place) " }
            func spellEnd(_ place: Int) -> String { " (line \(place))" }
        }

        @Test func aPlaceEndsItsOriginBeforeWhatIsAppended() {
            let origin = LPOrigin(place: 4, in: EndingPlaces(), text: "frame width")
            #expect(origin.description == "4.4 frame width (line 4)")
            #expect(origin.appending(" (decided over the piece)").description == "4.4 frame width (line 4) (decided over the piece)")
            // A second tail goes after the first.
            #expect(origin.appending(" a").appending(" b").description == "4.4 frame width (line 4) a b")
            #expect(origin.appending(" a") == LPOrigin("4.4 frame width (line 4) a"))
            // Places that spell no end (the default) leave the text last.
            #expect(LPOrigin(place: 4, in: CountingPlaces(), text: "x").appending(" y").description == "4.4 x y")
        }

        @Test func aPlainOriginRoundTripsThroughAString() {
            var column = LPColumn("c", origin: "0.1 frame minW")
            #expect(column.origin == "0.1 frame minW" && column.source == LPOrigin("0.1 frame minW"))
            column.origin = nil
            #expect(column.source == nil)
            let columns: LPColumns = [LPColumn("d", source: LPOrigin(place: 2, in: CountingPlaces(), text: "x"))]
            #expect(columns.origins == ["2.2 x"] && columns.origin(of: 0) == "2.2 x")
        }
    }
}
