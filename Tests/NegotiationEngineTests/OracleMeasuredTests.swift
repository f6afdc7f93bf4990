import FrameSolver
import TestSupport
import Testing

/// CASES.md section A: real SwiftUI measurements, codelynx/SwiftOpenUI LayoutParity fixtures
/// (macOS, captured 2026-04). All proposed 400 x 600. Frames in the case are relative to the
/// root's origin; the tests add the root's window origin (the root is centred in the window,
/// I.1). Measured Text leaves are rigid grey views of the measured size. Unless a test says it
/// uses `pixelScale: 2`, it compares with the UNROUNDED value (the bracketed one in the case).
@Suite("Oracle A: real SwiftUI measurements (SwiftOpenUI LayoutParity)")
struct OracleMeasuredTests {
    static func c01Stack() -> some View {
        HStack(spacing: 0) {
            measuredText(32.5).id("fixed").frame(width: 80)
            Color.blue.id("blue")
            Spacer().id("spacer")
            measuredText(23.5).id("end").frame(width: 60)
        }
    }

    @Test("C01 fixed frames + greedy Color + Spacer: Spacer keeps its 8 pt minimum — REAL-MEASURED, codelynx/SwiftOpenUI mixed-fixed-flexible-hstack.json")
    func c01() throws {
        let result = try negotiate(Self.c01Stack(), width: 400, height: 600)
        expectFrame(result, path: "0", 0, 0, 400, 600)
        // "Fixed" centred in its 80-wide frame: (80 - 32.5) / 2 = 23.75 (measured 24); y (600 - 16) / 2.
        expectFrame(result, "fixed", 23.75, 292, 32.5, 16)
        // Color: 400 - 80 - 60 - 8 (Spacer minimum) = 252.
        expectFrame(result, "blue", 80, 0, 252, 600)
        expectFrame(result, "spacer", 332, 300, 8, 0)
        // "End": 340 + (60 - 23.5) / 2 = 358.25 (measured 358.5).
        expectFrame(result, "end", 358.25, 292, 23.5, 16)
    }

    @Test("C01 with pixelScale 2 gives the measured (rounded) x of 24 and 358.5 — REAL-MEASURED, codelynx/SwiftOpenUI mixed-fixed-flexible-hstack.json")
    func c01Rounded() throws {
        let result = try negotiate(Self.c01Stack(), width: 400, height: 600, pixelScale: 2)
        // Compared with the measured, rounded values.
        expectFrame(result, "fixed", 24, 292, 32.5, 16)
        expectFrame(result, "blue", 80, 0, 252, 600)
        expectFrame(result, "end", 358.5, 292, 23.5, 16)
    }

    @Test("C02 fixed-width Color beside a padded flexible leading column — REAL-MEASURED, codelynx/SwiftOpenUI two-column-hstack.json")
    func c02() throws {
        let result = try negotiate(
            HStack(spacing: 0) {
                Color.blue.frame(width: 120).id("blue")
                VStack(alignment: .leading, spacing: 8) {
                    measuredText(79).id("main")
                    measuredText(71).id("second")
                }
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding(16)
            }, width: 400, height: 600)
        expectFrame(result, path: "0", 0, 0, 400, 600)
        expectFrame(result, "blue", 0, 0, 120, 600)
        // Column 40 tall (16 + 8 + 16) padded to 72, centred: (600 - 72) / 2 + 16 = 280.
        expectFrame(result, "main", 136, 280, 79, 16)
        expectFrame(result, "second", 136, 304, 71, 16)
    }

    @Test("C03 rows with icon, text column, trailing Spacer, and a Divider — REAL-MEASURED, codelynx/SwiftOpenUI complex-nested.json")
    func c03() throws {
        let result = try negotiate(
            VStack(spacing: 16) {
                HStack(spacing: 12) {
                    Color.red.frame(width: 44, height: 44).id("red")
                    VStack(alignment: .leading, spacing: 4) {
                        measuredText(26.5).id("title")
                        measuredText(47).id("subtitle")
                    }
                    Spacer()
                }.padding(.horizontal, 16)
                Divider().id("divider")
                HStack(spacing: 12) {
                    Color.green.frame(width: 44, height: 44).id("green")
                    VStack(alignment: .leading, spacing: 4) {
                        measuredText(38).id("item2")
                        measuredText(69.5).id("description")
                    }
                    Spacer()
                }.padding(.horizontal, 16)
            }, width: 400, height: 600)
        // Root 400 x 121 (44 + 16 + 1 + 16 + 44), centred: y0 = (600 - 121) / 2 = 239.5.
        let y0: Double = (600.0 - 121) / 2
        expectFrame(result, path: "0", 0, y0, 400, 121)
        expectFrame(result, "red", 16, y0 + 0, 44, 44)
        expectFrame(result, "title", 72, y0 + 4, 26.5, 16)
        expectFrame(result, "subtitle", 72, y0 + 24, 47, 16)
        expectFrame(result, "divider", 0, y0 + 60, 400, 1)
        expectFrame(result, "green", 16, y0 + 77, 44, 44)
        expectFrame(result, "item2", 72, y0 + 81, 38, 16)
        expectFrame(result, "description", 72, y0 + 101, 69.5, 16)
    }

    static func c04Toolbar() -> some View {
        VStack(spacing: 0) {
            HStack {
                measuredText(30).id("back")
                Spacer().id("s1")
                measuredText(26.5).id("title")
                Spacer().id("s2")
                measuredText(32).id("done")
            }
            .padding(8)
            .frame(maxWidth: .infinity)
            Color.gray.frame(height: 1).id("line")
            Spacer()
        }
    }

    @Test("C04 two Spacers share the leftover equally — REAL-MEASURED, codelynx/SwiftOpenUI toolbar-content-layout.json")
    func c04() throws {
        let result = try negotiate(Self.c04Toolbar(), width: 400, height: 600)
        expectFrame(result, path: "0", 0, 0, 400, 600)
        // Spacers (384 - 88.5) / 2 = 147.75 each; "Title" at 8 + 30 + 147.75 = 185.75 (measured 186).
        let spacer: Double = (384 - 88.5) / 2
        expectFrame(result, "back", 8, 8, 30, 16)
        expectSize(result, "s1", spacer, 0)
        expectFrame(result, "title", 8 + 30 + spacer, 8, 26.5, 16)
        expectFrame(result, "done", 360, 8, 32, 16)
        expectFrame(result, "line", 0, 32, 400, 1)
    }

    @Test("C04 with pixelScale 2 gives the measured title x of 186 — REAL-MEASURED, codelynx/SwiftOpenUI toolbar-content-layout.json")
    func c04Rounded() throws {
        let result = try negotiate(Self.c04Toolbar(), width: 400, height: 600, pixelScale: 2)
        // Rounded, measured values.
        expectFrame(result, "back", 8, 8, 30, 16)
        expectFrame(result, "title", 186, 8, 26.5, 16)
        expectFrame(result, "done", 360, 8, 32, 16)
    }

    @Test("C05 three Spacers split 552 pt equally, no spacing beside Spacers — REAL-MEASURED, codelynx/SwiftOpenUI unequal-flex-spacers.json")
    func c05() throws {
        let result = try negotiate(
            VStack {
                measuredText(22.5).id("top")
                Spacer().id("s1")
                measuredText(22.5).id("mid")
                Spacer().id("s2")
                Spacer().id("s3")
                measuredText(44.5).id("bottom")
            }, width: 400, height: 600)
        // Root 44.5 x 600 (measured 45), centred: x0 = (400 - 44.5) / 2 = 177.75.
        let x0: Double = (400 - 44.5) / 2
        let spacer: Double = (600.0 - 48) / 3  // 184
        expectFrame(result, path: "0", x0, 0, 44.5, 600)
        expectFrame(result, "top", x0 + 11, 0, 22.5, 16)
        expectSize(result, "s1", 0, spacer)
        expectFrame(result, "mid", x0 + 11, 16 + spacer, 22.5, 16)
        expectSize(result, "s2", 0, spacer)
        expectSize(result, "s3", 0, spacer)
        expectFrame(result, "bottom", x0 + 0, 32 + 3 * spacer, 44.5, 16)
    }

    @Test("C06 header, Spacer, footer with padded HStack — REAL-MEASURED, codelynx/SwiftOpenUI app-header-content-footer.json")
    func c06() throws {
        let result = try negotiate(
            VStack(spacing: 0) {
                measuredText(44.5).id("header")
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .padding(.horizontal, 16).padding(.vertical, 8)
                Spacer()
                HStack {
                    measuredText(39).id("status")
                    Spacer()
                    measuredText(24).id("version")
                }
                .padding(.horizontal, 16).padding(.vertical, 4)
            }, width: 400, height: 600)
        expectFrame(result, path: "0", 0, 0, 400, 600)
        expectFrame(result, "header", 16, 8, 44.5, 16)
        // Footer 24 tall at 600 - 24; its content 4 lower.
        expectFrame(result, "status", 16, 580, 39, 16)
        expectFrame(result, "version", 360, 580, 24, 16)
    }

    @Test("C07 frame(min/max both axes) takes the clamped proposal — REAL-MEASURED, codelynx/SwiftOpenUI frame-min-max.json")
    func c07() throws {
        let result = try negotiate(
            measuredText(74).id("text").frame(minWidth: 100, maxWidth: 300, minHeight: 50, maxHeight: 150),
            width: 400, height: 600)
        // Root clamp(400, 100, 300) x clamp(600, 50, 150) = 300 x 150, centred at (50, 225).
        expectFrame(result, path: "0", 50, 225, 300, 150)
        expectFrame(result, "text", 50 + 113, 225 + 67, 74, 16)
    }

    @Test("C08 frame(maxWidth: .infinity) only: width = proposal, height = child — REAL-MEASURED, codelynx/SwiftOpenUI frame-maxwidth-infinity.json")
    func c08() throws {
        let result = try negotiate(measuredText(61).id("text").frame(maxWidth: .infinity), width: 400, height: 600)
        // Root 400 x 16 centred at y (600 - 16) / 2 = 292.
        expectFrame(result, path: "0", 0, 292, 400, 16)
        expectFrame(result, "text", 169.5, 292, 61, 16)
    }

    /// Text-Text spacing 0 is a macOS text-metric effect: written as spacing: 0 (CASES.md convention).
    static func c09Column() -> some View {
        VStack(spacing: 0) {
            measuredText(22.5).id("top")
            measuredText(44.5).id("bottom")
        }.frame(maxWidth: .infinity, minHeight: 180)
    }

    @Test("C09 frame(maxWidth: .infinity, minHeight: 180) around a VStack — REAL-MEASURED, codelynx/SwiftOpenUI frame-maxwidth-infinity-with-minheight.json")
    func c09() throws {
        let result = try negotiate(Self.c09Column(), width: 400, height: 600)
        // Root 400 x max(min(600, 32), 180) = 180, centred at y0 = 210.
        let y0: Double = (600.0 - 180) / 2
        expectFrame(result, path: "0", 0, y0, 400, 180)
        expectFrame(result, "top", 188.75, y0 + 74, 22.5, 16)  // measured 189
        expectFrame(result, "bottom", 177.75, y0 + 90, 44.5, 16)  // measured 178
    }

    @Test("C09 with pixelScale 2 gives the measured x of 189 and 178 — REAL-MEASURED, codelynx/SwiftOpenUI frame-maxwidth-infinity-with-minheight.json")
    func c09Rounded() throws {
        let result = try negotiate(Self.c09Column(), width: 400, height: 600, pixelScale: 2)
        // Rounded, measured values (root at y 210, on the grid).
        expectFrame(result, "top", 189, 210 + 74, 22.5, 16)
        expectFrame(result, "bottom", 178, 210 + 90, 44.5, 16)
    }

    @Test("C10 stacked fixed frames with different alignments — REAL-MEASURED, codelynx/SwiftOpenUI stacked-frames-with-alignment.json")
    func c10() throws {
        let result = try negotiate(
            measuredText(9).id("text")
                .frame(width: 50, height: 30, alignment: .bottomTrailing)
                .frame(width: 150, height: 80, alignment: .topLeading),
            width: 400, height: 600)
        // Root 150 x 80 centred at (125, 260); text at (50 - 9, 30 - 16) = (41, 14) in it.
        expectFrame(result, path: "0", 125, 260, 150, 80)
        expectFrame(result, "text", 125 + 41, 260 + 14, 9, 16)
    }

    @Test("C11 deeply nested padding/frame — REAL-MEASURED, codelynx/SwiftOpenUI deeply-nested-padding-frame.json")
    func c11() throws {
        let result = try negotiate(
            measuredText(9).id("text")
                .padding(4)
                .frame(width: 80, height: 40)
                .padding(8)
                .frame(width: 150, height: 80)
                .padding(12),
            width: 400, height: 600)
        // Root 174 x 104 centred at (113, 248).
        // x: 12 + (150 - 96) / 2 + 8 + (80 - 17) / 2 + 4 = 82.5; y: 12 + 12 + 8 + 8 + 4 = 44.
        expectFrame(result, path: "0", 113, 248, 174, 104)
        expectFrame(result, "text", 113 + 82.5, 248 + 44, 9, 16)
    }

    @Test("C12 padding inside a fixed frame — REAL-MEASURED, codelynx/SwiftOpenUI padding-inside-frame.json")
    func c12() throws {
        let result = try negotiate(measuredText(9).id("text").padding(20).frame(width: 200, height: 100), width: 400, height: 600)
        // Root 200 x 100 centred at (100, 250); text at ((200 - 9) / 2, (100 - 16) / 2) = (95.5, 42).
        expectFrame(result, path: "0", 100, 250, 200, 100)
        expectFrame(result, "text", 100 + 95.5, 250 + 42, 9, 16)
    }
}
