import FrameSolver
import TestSupport
import Testing

/// Key frames of corpus models, derived by hand (window 390x844; body 17: advance 8.5, line
/// 20.4; symbols 1.2 x the font size; docs/known-differences.md for the control rules).
@Suite("Realistic corpus: hand-derived frames")
struct CorpusFrameTests {
    @Test("settings-list: inset-grouped sections, toggle switch, sign-out row")
    func settingsList() throws {
        let r = try solveCorpus("settings-list")
        // Form = ScrollView 390x844; content padded 20. Section 1: header "Account" (footnote
        // 13: 7 x 6.5 = 45.5 x 15.6, padded 0/16/6/16 -> 21.6 tall), two 44-pt rows: 109.6.
        expectFrame(r, path: "0.0.0.0", 20, 20, 350, 109.6)
        // Section 2 at 20 + 109.6 + 35 = 164.6: header 21.6, rows at 186.2; the first Toggle's
        // row content 31 + 12 = 43 in the 44-pt row -> y 186.7 + 6; switch at 370 - 16 - 51.
        // (The row is its separator's overlay: card 1, rows 0, overlay 0, frame 0, padding 0.)
        expectFrame(r, path: "0.0.0.1.1.0.0.0.0.0.2", 303, 192.7, 51, 31)
        // Section 2 = 21.6 + 3 x 44 + footer 21.6 = 175.2; section 3 at 164.6 + 175.2 + 35.
        expectFrame(r, path: "0.0.0.2", 20, 374.8, 350, 44)
    }

    @Test("profile-bio-form: the bio field is 3 lines tall (3...6), the hint reserves 2 footnote lines, the tip 2 lines (2...)")
    func profileBioForm() throws {
        let r = try solveCorpus("profile-bio-form")
        // VStack(spacing: 12) in 390 - 32 = 358: title2 "Edit profile" 26.4, the name field 34
        // (roundedBorder's minimum), the bio 3 x 20.4 = 61.2, the hint 2 x 15.6 = 31.2 (footnote
        // 13 x 1.2), the tip row 2 x 20.4 = 40.8: 193.6 + 4 x 12 = 241.6; padded 16 -> 273.6,
        // centred: (844 - 273.6) / 2 = 285.2, the column at y 301.2.
        // The bio at 301.2 + 26.4 + 12 + 34 + 12 = 385.6, the proposed 358 wide.
        expectFrame(r, "bio", 16, 385.6, 358, 61.2)
        // "Shown on your public page": 25 x 6.5 = 162.5 wide (its own), at 385.6 + 61.2 + 12.
        expectFrame(r, "hint", 16, 458.8, 162.5, 31.2)
        // After the 20.4 symbol and 8: 37 x 8.5 = 314.5 wide, one line raised to 2, at 458.8 + 31.2 + 12.
        expectFrame(r, "tip", 44.4, 502, 314.5, 40.8)
    }

    @Test("profile-header: avatar placeholder in its frame, stats row")
    func profileHeader() throws {
        let r = try solveCorpus("profile-header")
        // VStack: width max(96, "Placeholder" title2 121, "@Placeholder" 90, stats 202) = 202,
        // height 96+12+26.4+12+18+12+38.8 = 215.2; padded 16 -> 247.2 tall, centred: y 298.4.
        expectFrame(r, "avatar", 147, 314.4, 96, 96)
        // Stats: 30 + 54 + 54 + 2 x 32 = 202 wide, 20.4 + 4 + 14.4 = 38.8 tall.
        expectFrame(r, "stats", 94, 490.8, 202, 38.8)
    }

    @Test("empty-state: symbol sized by its font, bordered button")
    func emptyState() throws {
        let r = try solveCorpus("empty-state")
        // Width 310 (390 - 80): the callout line wraps at 38 characters -> 288 x 38.4.
        // VStack 288 x (67.2+16+26.4+16+38.4+16+34.4 = 214.4), padded 40, centred: y 314.8.
        expectFrame(r, "icon", 161.4, 314.8, 67.2, 67.2)
        // "Compose" 59.5 + 24 = 83.5 wide, 20.4 + 14 = 34.4 tall.
        expectFrame(r, "compose", 153.25, 494.8, 83.5, 34.4)
    }

    @Test("toolbar-row: explicit spacing around the Spacer, menu label")
    func toolbarRow() throws {
        let r = try solveCorpus("toolbar-row")
        // frame(height: 44) centred at y 400; HStack 358 x 24 (title3 chevron 24 tall) at (16, 410).
        // The chevron.left is 0.6 x 24 = 14.4 wide (Symbol images), so the title starts at
        // 16 + 14.4 + 16 = 46.4.
        expectFrame(r, "title", 46.4, 411.8, 51, 20.4)
        expectFrame(r, "menu", 353.6, 411.8, 20.4, 20.4)
    }

    @Test("photo-grid: three flexible columns of squares")
    func photoGrid() throws {
        let r = try solveCorpus("photo-grid")
        let column: Double = 374.0 / 3
        expectFrame(r, "cell4", column + 8, column + 2, column, column)
        expectFrame(r, "cell11", 2 * (column + 8), 3 * (column + 2), column, column)
    }

    @Test("order-status: switch over an enum case with a payload")
    func orderStatus() throws {
        let r = try solveCorpus("order-status")
        // HStack 20.4 + 12 + 144.5 = 176.9 x 20.4, padded 16: 208.9 x 52.4, centred.
        expectFrame(r, "status", 138.95, 411.8, 144.5, 20.4)
    }

    @Test("chat-bubble: my message pushed right by Spacer(minLength: 40)")
    func chatBubble() throws {
        let r = try solveCorpus("chat-bubble")
        // Bubble 2: 30 characters 255 + 24 = 279 wide, 20.4 + 16 = 36.4 tall, after bubble 1
        // (36.4) and a gap of 8 below the 16 padding; x = 16 + 358 - 279.
        expectFrame(r, path: "0.0.0.1", 16, 60.4, 358, 36.4)
        expectFrame(r, path: "0.0.0.1.1", 95, 60.4, 279, 36.4)
    }

    @Test("calendar-strip: seven equal cells, helper function")
    func calendarStrip() throws {
        let r = try solveCorpus("calendar-strip")
        // Cells 390 / 7 wide; the selected day's 32x32 circle centred in cell 3; the strip
        // 14.4 + 4 + 32 = 50.4 tall, padded 8, centred: y 388.8 + 8 + 18.4.
        expectFrame(r, "num3", 179, 415.2, 32, 32)
    }

    @Test("sign-up-steps: explicit init with generic content, text field and toggle")
    func signUpSteps() throws {
        let r = try solveCorpus("sign-up-steps")
        // VStack(spacing: 20) at (16, 16): caption 14.4, bar 4, title 26.4, field 34 (a
        // rounded-border field's minimum height, over the 20.4 line), toggle 31.
        expectFrame(r, "field", 16, 120.8, 358, 34)
        // 120.8 + 34 + 20.
        expectFrame(r, "agree", 16, 174.8, 358, 31)
    }

    @Test("search-results: unknown view model, if let over placeholder data")
    func searchResults() throws {
        let r = try solveCorpus("search-results")
        // Placeholder 93.5 x 20.4 and the footnote tip 182 x 15.6; VStack 182 x 44, padded.
        expectFrame(r, path: "0.0.0", 104, 400, 93.5, 20.4)
        #expect(r[path: "0.0.0"]?.placeholder == true)
        expectFrame(r, path: "0.0.1", 104, 428.4, 182, 15.6)
    }
}
