import FrameSolver
import TestSupport
import Testing

/// Alignment guides passed up through containers (SWIFTUI-LAYOUT.md R6.4): a Text's baselines
/// through frames, padding, stacks and ZStacks, overlay and background passing their primary's
/// only, and explicit `alignmentGuide`s averaged. Both engines (`solveText`); frames derived by
/// hand from I.2's metrics (a line is 1.2 x the font size, its baseline the font size below
/// its top; every character advances half the size).
@Suite("Alignment guides passed up (R6.4)")
struct GuidePropagationTests {
    @Test("A numbered step: a framed number sits on the first line of the step beside it")
    func framedNumber() throws {
        let text = """
            HStack(alignment: .firstTextBaseline, spacing: 8) {
                Text("2.").frame(width: 24, alignment: .trailing).id("number")
                Text("Add the spices, then simmer").id("step")
            }
            .frame(width: 200)
            """
        let r = try solveText(text, 200, 400)
        // The frame (24 wide, no flexibility) is offered first and keeps 24; the step is
        // offered 200 - 8 - 24 = 168: "Add the spices, then" (20 x 8.5 = 170) does not fit, so
        // "Add the spices," (127.5) / "then simmer": 127.5 x 40.8. The frame passes the
        // number's baseline up, 0 + 17, the step's first baseline is 17: both at -17 across,
        // the union [-17, 23.8] is 40.8 tall, both tops at 0. Had the frame's baseline been its
        // bottom (20.4), the row would be 44.2 tall with the step 3.4 lower.
        // The HStack, 24 + 8 + 127.5 = 159.5 x 40.8, centred: (20.25, 179.6).
        expectFrame(r, "number", 20.25, 179.6, 24, 20.4)
        expectFrame(r, "step", 52.25, 179.6, 127.5, 40.8)
    }

    @Test("lastTextBaseline: a VStack passes up its last Text's baseline")
    func lastBaselineThroughVStack() throws {
        let text = """
            HStack(alignment: .lastTextBaseline, spacing: 0) {
                VStack(alignment: .leading, spacing: 4) {
                    Text("Title").font(.title)
                    Text("Subtitle").font(.caption).id("sub")
                }
                .id("column")
                Text("42").font(.largeTitle).id("big")
            }
            """
        let r = try solveText(text, 400, 400)
        // VStack: Title 5 x 14 = 70 x 33.6, 4, Subtitle 8 x 6 = 48 x 14.4: 70 x 52. Its last
        // baseline is the subtitle's: 33.6 + 4 + 12 = 49.6. "42": 2 x 17 = 34 x 40.8,
        // baseline 34. Across: the VStack at -49.6, "42" at -34; the union [-49.6, 6.8]
        // (6.8 = -34 + 40.8) is 56.4 tall; the VStack at 0, "42" at 15.6. The HStack,
        // 104 x 56.4, is centred in 400 x 400 at (148, 171.8).
        expectFrame(r, "column", 148, 171.8, 70, 52)
        expectFrame(r, "sub", 148, 209.4, 48, 14.4)
        expectFrame(r, "big", 218, 187.4, 34, 40.8)
    }

    @Test("firstTextBaseline: padding moves the baseline it passes up by its top inset")
    func paddingShift() throws {
        let text = """
            HStack(alignment: .firstTextBaseline, spacing: 0) {
                Text("A").font(.largeTitle).id("a")
                Text("b").padding(.top, 10).id("padded")
            }
            """
        let r = try solveText(text, 400, 400)
        // "A": 17 x 40.8, baseline 34. The padding: 8.5 x 30.4, baseline 10 + 17 = 27.
        // Across: -34 and -27; the union [-34, 6.8] is 40.8 tall; "A" at 0, the padding at 7.
        // The HStack, 25.5 x 40.8, at ((400 - 25.5) / 2, (400 - 40.8) / 2) = (187.25, 179.6).
        expectFrame(r, "a", 187.25, 179.6, 17, 40.8)
        expectFrame(r, "padded", 204.25, 186.6, 8.5, 30.4)
    }

    @Test("A ZStack passes up its Text's baseline; a background's content passes none")
    func zStackAndBackground() throws {
        let text = """
            HStack(alignment: .firstTextBaseline, spacing: 0) {
                Text("Big").font(.title).id("big")
                ZStack(alignment: .bottom) {
                    Color.blue.frame(width: 40, height: 60)
                    Text("x")
                }
                .background(Text("Behind").font(.largeTitle))
                .id("stack")
            }
            """
        let r = try solveText(text, 400, 400)
        // "Big": 3 x 14 = 42 x 33.6, baseline 28. The ZStack, 40 x 60: "x" (8.5 x 20.4) at
        // its bottom, y 39.6, baseline 39.6 + 17 = 56.6 (the Color has none). Across: -28 and
        // -56.6; the union [-56.6, 5.6] is 62.2 tall; "Big" at 28.6, the ZStack at 0. The
        // HStack, 82 x 62.2, at (159, 168.9).
        expectFrame(r, "big", 159, 197.5, 42, 33.6)
        expectFrame(r, "stack", 201, 168.9, 40, 60)
    }

    @Test("An explicit baseline guide passes up from a view with no Text")
    func explicitBaselineWithoutText() throws {
        let text = """
            HStack(alignment: .firstTextBaseline, spacing: 0) {
                Text("A").id("a")
                VStack {
                    Color.red.frame(width: 10, height: 30).alignmentGuide(.firstTextBaseline) { _ in 5 }
                }
                .id("box")
            }
            """
        let r = try solveText(text, 400, 400)
        // "A": 8.5 x 20.4, baseline 17. The VStack passes up its only child's guide, 0 + 5.
        // Across: -17 and -5; the union [-17, 25] (25 = -5 + 30) is 42 tall: "A" at 0, the
        // VStack at 12. The HStack, 18.5 x 42, at (190.75, 179).
        expectFrame(r, "a", 190.75, 179, 8.5, 20.4)
        expectFrame(r, "box", 199.25, 191, 10, 30)
    }

    @Test("A symbol image sits on the first line of the Text beside it, at every image scale and font")
    func symbolBaselines() throws {
        let text = """
            VStack(alignment: .leading, spacing: 0) {
                HStack(alignment: .firstTextBaseline) {
                    Image(systemName: "checkmark.circle.fill").id("check")
                    Text("Unlimited storage for every photo").id("feature")
                }
                HStack(alignment: .firstTextBaseline) {
                    Image(systemName: "circle").imageScale(.large).id("large")
                    Text("Support").id("support")
                }
                .font(.title3)
                HStack(alignment: .firstTextBaseline) {
                    Image(systemName: "circle").alignmentGuide(.firstTextBaseline) { d in d.height }.id("own")
                    Text("Own").id("ownText")
                }
            }
            .frame(width: 200, alignment: .leading)
            """
        let r = try solveText(text, 200, 400)
        // Row 1: the symbol is one body line square, 20.4, its baseline 20.4 / 2 + 0.4 x 17 =
        // 17, the Text's first: both tops at the row's. The Text, offered 200 - 20.4 - 8 =
        // 171.6: "Unlimited storage for" (21 x 8.5 = 178.5) does not fit, so "Unlimited
        // storage" (144.5) / "for every photo" (127.5): 144.5 x 40.8, the row 40.8 tall.
        // Row 2 in title3 (20): the symbol's side 1.2 x 20 x 1.3 = 31.2, baseline 15.6 + 8 =
        // 23.6; "Support" 7 x 10 = 70 x 24, baseline 20: the symbol at 0, the Text at 3.6,
        // the row 31.2 tall (the union [-23.6, 7.6]). Row 3: the model's own guide, the
        // symbol's bottom (20.4), against the Text's 17: the symbol at 0, the Text at 3.4, the
        // row 23.8 tall. The column, 40.8 + 31.2 + 23.8 = 95.8 tall, at y (400 - 95.8) / 2 =
        // 152.1; rows at 152.1, 192.9 and 224.1.
        expectFrame(r, "check", 0, 152.1, 20.4, 20.4)
        expectFrame(r, "feature", 28.4, 152.1, 144.5, 40.8)
        expectFrame(r, "large", 0, 192.9, 31.2, 31.2)
        expectFrame(r, "support", 39.2, 196.5, 70, 24)
        expectFrame(r, "own", 0, 224.1, 20.4, 20.4)
        expectFrame(r, "ownText", 28.4, 227.5, 25.5, 20.4)
    }

    @Test("An explicit leading guide passes up through a VStack into the outer VStack")
    func explicitGuideThroughStack() throws {
        let text = """
            VStack(alignment: .leading, spacing: 0) {
                Color.red.frame(width: 100, height: 10).id("red")
                VStack(alignment: .leading, spacing: 0) {
                    Color.green.frame(width: 50, height: 10).alignmentGuide(.leading) { _ in 20 }.id("green")
                    Color.blue.frame(width: 50, height: 10).id("blue")
                }
                .id("inner")
            }
            """
        let r = try solveText(text, 400, 400)
        // Inner: green at -20, blue at 0: green x 0, blue x 20, 70 wide; it passes up green's
        // guide, 0 + 20 = 20 (blue's is implicit). Outer: red at 0, inner at -20: red x 20,
        // inner x 0, 120 x 30 at (140, 185).
        expectFrame(r, "red", 160, 185, 100, 10)
        expectFrame(r, "inner", 140, 195, 70, 20)
        expectFrame(r, "green", 140, 195, 50, 10)
        expectFrame(r, "blue", 160, 205, 50, 10)
    }

    @Test("Two explicit guides passed up by an HStack are averaged")
    func averagedGuides() throws {
        let text = """
            VStack(alignment: .leading, spacing: 0) {
                Color.red.frame(width: 100, height: 10).id("red")
                HStack(spacing: 0) {
                    Color.green.frame(width: 40, height: 10).alignmentGuide(.leading) { _ in 10 }
                    Color.blue.frame(width: 40, height: 10).alignmentGuide(.leading) { _ in 30 }
                }
                .id("row")
            }
            """
        let r = try solveText(text, 400, 400)
        // The row passes up (0 + 10 + 40 + 30) / 2 = 40. Outer: red at 0, the row at -40: red
        // x 40, row x 0; 140 x 20 at (130, 190).
        expectFrame(r, "red", 170, 190, 100, 10)
        expectFrame(r, "row", 130, 200, 80, 10)
    }

    @Test("Baselines across widths: both engines agree while a padded Text wraps")
    func sweep() throws {
        let text = """
            HStack(alignment: .lastTextBaseline) {
                VStack(alignment: .leading) {
                    Text("A heading that wraps when the window narrows").font(.headline)
                    Text("and a caption under it").font(.caption)
                }
                .padding(6)
                .background(Color.gray)
                Text("12:45").font(.title2).frame(minWidth: 60)
            }
            """
        let model = try loadLenient(text)
        for width in stride(from: 120.0, through: 600, by: 23) { _ = try solveBoth(model.root, width, 400) }
    }

    @Test("Forty nested HStacks aligned by their first baselines: each guide passed up once a layout", .timeLimit(.minutes(1)))
    func deepNesting() throws {
        // Each level asks its inner stack's first baseline while sizing and again while
        // placing, and that stack's placement asks its own inner one's: without the guides
        // kept for the layout, the innermost was asked 2^40 times (24 levels took 5 s in the
        // negotiation engine and 58 s in the constraint engine); the time limit guards that.
        var text = #"Text("end").id("end")"#
        for _ in 0..<40 { text = "HStack(alignment: .firstTextBaseline, spacing: 0) {\n Text(\"a\")\n \(text)\n}" }
        let r = try solveText(text, 2000, 400)
        // Every Text is one line (17 pt: 20.4 tall, baseline 17), so every row is 20.4 tall
        // and every Text's top is the row's. Forty "a" (8.5 each) and "end" (25.5): 365.5
        // wide, centred at x = (2000 - 365.5) / 2 = 817.25, y = (400 - 20.4) / 2 = 189.8; the
        // innermost Text at 817.25 + 40 x 8.5 = 1157.25.
        expectFrame(r, path: "0", 817.25, 189.8, 365.5, 20.4)
        expectFrame(r, "end", 1157.25, 189.8, 25.5, 20.4)
    }
}
