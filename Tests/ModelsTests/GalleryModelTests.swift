import FrameSolver
import TestSupport
import Testing

/// The gallery models (Models/gallery), with frames derived by hand from SWIFTUI-LAYOUT.md.
@Suite("Gallery models")
struct GalleryModelTests {
    @Test("max-width-column on a phone: margins of 16, everything 358 wide or narrower")
    func maxWidthColumnPhone() throws {
        let result = try ModelFiles.solve("gallery/max-width-column.layout", 390, 844)
        // margins max(16, (390 - 640)/2) = 16: content proposed (358, nil) at x = 16.
        // VStack(leading, spacing 16), each child proposed (358, nil):
        //  header: fit 1600x900 at width 358 -> 358 x 201.375;
        //  headline (largeTitle 34: advance 17, line 40.8): "Designing for large" (19 x 17 = 323)
        //    / "screens" -> 323 x 81.6;
        //  body (8.5 / 20.4, 42 characters a line): "Long lines are hard to read. Keep the" (37),
        //    "measure comfortable by limiting the column" (42), "width and letting the margins
        //    grow." (35) -> 357 x 61.2;
        //  HStack of footnotes (13: 6.5 / 15.6): 358 x 15.6.
        // y: 0, 217.375, 314.975, 392.175; column 358 x 407.775.
        expectFrame(result, "scroll", 0, 0, 390, 844)
        expectFrame(result, "column", 16, 0, 358, 407.775)
        expectFrame(result, "header", 16, 0, 358, 201.375)
        expectFrame(result, "headline", 16, 217.375, 323, 81.6)
        expectFrame(result, "body", 16, 314.975, 357, 61.2)
        expectFrame(result, path: "0.0.0.0.3", 16, 392.175, 358, 15.6)
        // In the HStack: "5 min read" 65 wide at 16; Spacer 358 - 65 - 32.5 = 260.5 (no gaps
        // beside it), 0 tall, centred vertically (+7.8); "Share" 32.5 wide at 16 + 358 - 32.5 = 341.5.
        expectFrame(result, path: "0.0.0.0.3.0", 16, 392.175, 65, 15.6)
        expectFrame(result, path: "0.0.0.0.3.1", 81, 399.975, 260.5, 0)
        expectFrame(result, path: "0.0.0.0.3.2", 341.5, 392.175, 32.5, 15.6)
    }

    @Test("max-width-column on an iPad: the 640 column centred by margins of 192")
    func maxWidthColumnPad() throws {
        let result = try ModelFiles.solve("gallery/max-width-column.layout", 1024, 768)
        // margins max(16, (1024 - 640)/2) = 192: content proposed (640, nil) at x = 192.
        // header 640 x 360; headline on one line 27 x 17 = 459 x 40.8; body at 75 characters a
        // line: 73 characters (620.5) / "column width and letting the margins grow." -> 620.5 x 40.8;
        // HStack 640 x 15.6. y: 0, 376, 432.8, 489.6; column 640 x 505.2 (ends at 832).
        expectFrame(result, "scroll", 0, 0, 1024, 768)
        expectFrame(result, "column", 192, 0, 640, 505.2)
        expectFrame(result, "header", 192, 0, 640, 360)
        expectFrame(result, "headline", 192, 376, 459, 40.8)
        expectFrame(result, "body", 192, 432.8, 620.5, 40.8)
        expectFrame(result, path: "0.0.0.0.3", 192, 489.6, 640, 15.6)
    }

    @Test("photo-grid: three columns of (390 - 4)/3, square thumbnails, the panorama 390 x 130")
    func photoGrid() throws {
        let result = try ModelFiles.solve("gallery/photo-grid.layout", 390, 844)
        // The ScrollView proposes (390, nil) to the Grid (spacing 2). Columns: thumbnails (fit 1:1)
        // answer 0, 10, inf to widths 0, nil, inf -> flexible; 386 / 3 each = c.
        // Rows (nil height: ideal): thumbnail rows c (square), the panorama (spans all, 390 wide,
        // fit 3:1) 130. Grid: 5 rows, 4 gaps of 2: 4c + 130 + 8 = 1958/3.
        let c: Double = 386.0 / 3
        expectFrame(result, path: "0", 0, 0, 390, 844)
        expectFrame(result, "grid", 0, 0, 390, 4 * c + 138)
        expectFrame(result, "first", 0, 0, c, c)
        expectFrame(result, path: "0.0.0.1", c + 2, 0, c, c)
        expectFrame(result, path: "0.0.0.2", 2 * c + 4, 0, c, c)
        expectFrame(result, "panorama", 0, c + 2, 390, 130)
        // Rows 2-4 start at c + 134, 2c + 136, 3c + 138.
        for row in 0..<3 {
            let y = c + 134 + Double(row) * (c + 2)
            for column in 0..<3 {
                expectFrame(result, path: "0.0.\(row + 2).\(column)", Double(column) * (c + 2), y, c, c)
            }
        }
        // The image fills the thumbnail (scaledToFill 800x600 in c x c: 4c/3 x c), centred:
        // x = (c - 4c/3)/2 = -c/6; it overflows and is clipped.
        expectFrame(result, path: "0.0.0.0.1", -c / 6, 0, 4 * c / 3, c)
    }

    @Test("profile-header: cover, avatar (offset at render time), name, three equal counters, spacer")
    func profileHeader() throws {
        let result = try ModelFiles.solve("gallery/profile-header.layout", 390, 844)
        // VStack(spacing 12) proposed 390x844; gaps 12 (explicit spacing, Spacer included).
        // Cover: frame(height: 180) proposes (390, 180) to scaledToFill(1200x400): scale
        // max(0.325, 0.45) -> 540 x 180; the frame takes the child's width: 540 x 180.
        // The VStack is therefore 540 wide, centred in the window at x = -75; the 390-wide
        // children sit at x = -75 + (540 - 390)/2 = 0.
        // Heights: cover 180, name 48 + (26.4 + 4 + 18) = 96.4, counters 20.4 + 2 + 14.4 = 36.8,
        // all rigid; Spacer (lowest priority) 844 - 36 - 180 - 96.4 - 36.8 = 494.8.
        expectFrame(result, path: "0", -75, 0, 540, 844)
        expectFrame(result, "cover", -75, 0, 540, 180)
        // Avatar: 96x96 at the cover's bottom-leading corner (-75, 84); offset(16, 48) moves only the drawing.
        expectFrame(result, "avatar", -75, 84, 96, 96)
        expectRender(result, "avatar", -59, 132, 96, 96)
        // The avatar image: padding(4) proposes 88x88 to the resizable image, at (-71, 88); drawn at (-55, 136).
        expectFrame(result, path: "0.0.1.0.1.0", -71, 88, 88, 88)
        expectRender(result, path: "0.0.1.0.1.0", -55, 136, 88, 88)
        // Name: y = 192; padding(.horizontal) 390 wide; its VStack at (16, 240), leading:
        // "Jane Appleseed" (title2 22: 14 x 11 = 154 x 26.4), "@jane" (subheadline 15: 37.5 x 18).
        expectFrame(result, "name", 0, 192, 390, 96.4)
        expectFrame(result, path: "0.1.0.0.0.0", 16, 240, 154, 26.4)
        expectFrame(result, path: "0.1.0.0.0.1", 16, 270.4, 37.5, 18)
        // Counters: y = 192 + 96.4 + 12 = 300.4; HStack proposed 358: three frames(maxWidth: inf)
        // with equal ranges share 358 - 16 = 342: 114 each at 16, 138, 260.
        expectFrame(result, "counters", 0, 300.4, 390, 36.8)
        for (index, x) in ([16, 138, 260] as [Double]).enumerated() {
            expectFrame(result, path: "0.2.0.\(index)", x, 300.4, 114, 36.8)
        }
        // Spacer: y = 300.4 + 36.8 + 12 = 349.2, 0 wide at the VStack's centre x = 195.
        expectFrame(result, path: "0.3", 195, 349.2, 0, 494.8)
        expectKind(result, path: "0.3", "Spacer")
    }

    @Test("settings-list: 44-point rows in rounded sections in a ScrollView")
    func settingsList() throws {
        let result = try ModelFiles.solve("gallery/settings-list.layout", 390, 844)
        // ScrollView proposes (390, nil) to VStack(leading, spacing 0).
        // Title: "Settings" largeTitle 8 x 17 = 136 x 40.8, padded 16 + 16 and 8 below: 168 x 48.8.
        // Network: padding(16) proposes 358 to VStack(spacing 0) of rows (frame minHeight 44 over
        // a 28-tall HStack: 358 x 44) and dividers (1 tall, padded 56 leading): 3 x 44 + 2 = 134;
        // 390 x 166. System: 3 rows, 132; padding(.horizontal) 390 x 132.
        expectFrame(result, "scroll", 0, 0, 390, 844)
        expectFrame(result, path: "0.0", 0, 0, 390, 346.8)
        expectFrame(result, "title", 0, 0, 168, 48.8)
        expectFrame(result, path: "0.0.0.0.0", 16, 0, 136, 40.8)
        expectFrame(result, "network", 0, 48.8, 390, 166)
        expectFrame(result, path: "0.0.1.0", 16, 64.8, 358, 134)
        expectFrame(result, "wifi", 16, 64.8, 358, 44)
        expectFrame(result, path: "0.0.1.0.0.1", 16, 108.8, 358, 1)
        expectFrame(result, path: "0.0.1.0.0.1.0", 72, 108.8, 302, 1)
        expectFrame(result, path: "0.0.1.0.0.2", 16, 109.8, 358, 44)
        expectFrame(result, path: "0.0.1.0.0.3.0", 72, 153.8, 302, 1)
        expectFrame(result, path: "0.0.1.0.0.4", 16, 154.8, 358, 44)
        // The section background is proposed the section's size.
        expectFrame(result, path: "0.0.1.0.1", 16, 64.8, 358, 134)
        expectFrame(result, "system", 0, 214.8, 390, 132)
        for (index, y) in ([214.8, 258.8, 302.8] as [Double]).enumerated() {
            expectFrame(result, path: "0.0.2.0.0.\(index)", 16, y, 358, 44)
        }
        // Inside the Wi-Fi row: HStack(spacing 12) proposed 326: icon 28, "Wi-Fi" 42.5,
        // "Home" 34, Spacer 326 - 36 - 28 - 42.5 - 34 = 185.5; 28 tall, centred in the 44 row:
        // y = 64.8 + 8 = 72.8 (the 0-tall Spacer at its centre, 86.8). x: 32, 72, 126.5, 324.
        let row = "0.0.1.0.0.0.0.0"
        expectKind(result, path: row, "HStack")
        expectFrame(result, path: row, 32, 72.8, 326, 28)
        expectFrame(result, path: row + ".0", 32, 72.8, 28, 28)
        expectFrame(result, path: row + ".1", 72, 76.6, 42.5, 20.4)
        expectFrame(result, path: row + ".2", 126.5, 86.8, 185.5, 0)
        expectFrame(result, path: row + ".3", 324, 76.6, 34, 20.4)
    }

    @Test("sidebar-split on an iPad: a 260 sidebar, a 1-point divider, the detail takes the rest")
    func sidebarPad() throws {
        let result = try ModelFiles.solve("gallery/sidebar-split.layout", 1024, 768)
        // HStack(spacing 0) proposed 1024x768: sidebar frame(width: 260) rigid, Divider 1 wide
        // (vertical in an HStack), detail frame(maxWidth: inf) [10, inf] gets 1024 - 261 = 763.
        // All 768 tall (maxHeight: inf frames; the Divider takes the proposed height).
        expectFrame(result, "sidebar", 0, 0, 260, 768)
        expectFrame(result, path: "0.1", 260, 0, 1, 768)
        expectKind(result, path: "0.1", "Divider")
        expectFrame(result, "detail", 261, 0, 763, 768)
        // Sidebar VStack(leading, spacing 2) proposed 260x744 at (0, 12): "Folders" (caption 12:
        // 42 x 14.4) padded 12 + 12 -> 66 x 14.4; items padded 6 + 6 around 20.4: 260 x 32.4;
        // the Spacer takes 744 - 8 - 14.4 - 3 x 32.4 = 624.4.
        expectFrame(result, path: "0.0.0.0.0.0", 0, 12, 260, 744)
        expectFrame(result, path: "0.0.0.0.0.0.0", 0, 12, 66, 14.4)
        expectFrame(result, "inbox", 0, 28.4, 260, 32.4)
        expectFrame(result, path: "0.0.0.0.0.0.2", 0, 62.8, 260, 32.4)
        expectFrame(result, path: "0.0.0.0.0.0.3", 0, 97.2, 260, 32.4)
        expectFrame(result, path: "0.0.0.0.0.0.4", 0, 131.6, 0, 624.4)
        // The selected item's background (RoundedRectangle) is proposed the item's size.
        expectFrame(result, path: "0.0.0.0.0.0.1.1", 0, 28.4, 260, 32.4)
        // Detail: VStack(spacing 8) of "No message selected" (title3 20: 19 x 10 = 190 x 24) and
        // "Choose a message from the list." (31 x 8.5 = 263.5 x 20.4): 263.5 x 52.4, centred:
        // (261 + (763 - 263.5)/2, (768 - 52.4)/2) = (510.75, 357.8).
        expectFrame(result, path: "0.2.0", 510.75, 357.8, 263.5, 52.4)
        expectFrame(result, path: "0.2.0.0", 547.5, 357.8, 190, 24)
        expectFrame(result, path: "0.2.0.1", 510.75, 389.8, 263.5, 20.4)
    }

    @Test("sidebar-split on a phone: the sidebar keeps 260, the detail gets 129")
    func sidebarPhone() throws {
        let result = try ModelFiles.solve("gallery/sidebar-split.layout", 390, 844)
        expectFrame(result, "sidebar", 0, 0, 260, 844)
        expectFrame(result, path: "0.1", 260, 0, 1, 844)
        expectFrame(result, "detail", 261, 0, 129, 844)
    }

    @Test("toolbar on a phone: the prioritised title is sized first and keeps one line of 153")
    func toolbarPhone() throws {
        let result = try ModelFiles.solve("gallery/toolbar.layout", 390, 844)
        // VStack(spacing 0): bar 52 (fixed height), Divider 1, content 844 - 53 = 791.
        expectFrame(result, "bar", 0, 0, 390, 52)
        expectFrame(result, path: "0.1", 0, 52, 390, 1)
        expectFrame(result, "content", 0, 53, 390, 791)
        // HStack(spacing 4) proposed 374x52: 6 gaps of 4 -> 350. Title group first (priority 1):
        // reserve 4 x 44 + 2 x 8 = 192 -> offered 158: "Quarterly Report — Draft" (24 x 8.5 = 204)
        // wraps to "Quarterly Report —" (153) and lineLimit(1) keeps that line: 153 x 20.4.
        // Buttons 44 each; the Spacers share what is left: 350 - 153 - 176 = 21 -> 10.5 each.
        // x: 8, 56, 104 (spacer), 118.5 (title), 275.5 (spacer), 290, 338. HStack 44 tall at y = 4;
        // the 0-tall Spacers are centred at y = 26.
        expectFrame(result, "back", 8, 4, 44, 44)
        expectFrame(result, path: "0.0.0.0.0.1", 56, 4, 44, 44)
        expectFrame(result, path: "0.0.0.0.0.2", 104, 26, 10.5, 0)
        expectFrame(result, "title", 118.5, 15.8, 153, 20.4)
        expectFrame(result, path: "0.0.0.0.0.4", 275.5, 26, 10.5, 0)
        expectFrame(result, path: "0.0.0.0.0.5", 290, 4, 44, 44)
        expectFrame(result, "more", 338, 4, 44, 44)
        // The 22x22 symbol is centred in its 44x44 button.
        expectFrame(result, path: "0.0.0.0.0.0.0", 19, 15, 22, 22)
    }

    @Test("toolbar on an iPad: the title on one line, centred between equal spacers")
    func toolbarPad() throws {
        let result = try ModelFiles.solve("gallery/toolbar.layout", 1024, 768)
        // HStack proposed 1008x52: 984 after gaps; the title (204) fits; buttons 176; spacers
        // share 984 - 204 - 176 = 604: 302 each. Title at 8 + 44 + 4 + 44 + 4 + 302 + 4 = 410,
        // centred on 512.
        expectFrame(result, "title", 410, 15.8, 204, 20.4)
        expectFrame(result, "back", 8, 4, 44, 44)
        expectFrame(result, "more", 972, 4, 44, 44)
        expectFrame(result, path: "0.0.0.0.0.2", 104, 26, 302, 0)
        expectFrame(result, "content", 0, 53, 1024, 715)
    }
}
