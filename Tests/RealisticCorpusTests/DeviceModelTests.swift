import FrameSolver
import TestSupport
import Testing

/// Realistic screens run on a device as the CLI runs them there (Text in Inter, the device's
/// bars), key frames derived by hand from the bar metrics (docs/known-differences.md,
/// "Navigation and tab bars") and Inter's line height, 3408 / 2816 x size in every weight (hhea
/// ascender 2728, descender -680, no line gap). iPhone 15: 393x852, insets 59 and 34, so the
/// safe area is 393 x 759 at y 59, its bottom at 818.
@Suite("Realistic corpus: device runs")
struct DeviceModelTests {
    static let iPhone15 = Screen.device(.iPhone15)
    static func lineHeight(_ size: Double) -> Double { 3408 * size / 2816 }

    func run(_ name: String, on screen: Screen = iPhone15, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> LayoutResult {
        let model = try loadModel("realistic/\(name).layout", on: screen)
        let (result, disagreement) = try deviceLayouts(model.root, on: screen)
        #expect(disagreement == nil, "engines disagree: \(disagreement ?? "")", sourceLocation: sourceLocation)
        return result
    }

    @Test("mailboxes-large-title: a 96-point bar with the Edit button, the List below it")
    func mailboxes() throws {
        let r = try run("mailboxes-large-title")
        expectFrame(r, path: "0", 0, 59, 393, 759)
        expectFrame(r, path: "0.0", 0, 59, 393, 96)
        // The List is proposed what the bar leaves: 759 - 96 = 663 from 59 + 96 = 155.
        expectFrame(r, "list", 0, 155, 393, 663)
        // "Edit" ends at the trailing margin, 393 - 16 = 377, centred in the 44-point row
        // (59 + 22 = 81); it is one body line tall.
        let edit = try #require(r[id: "edit"]).frame
        #expect(abs(edit.maxX - 377) < 1e-6 && abs(edit.y + edit.height / 2 - 81) < 1e-6)
        #expect(abs(edit.height - Self.lineHeight(17)) < 1e-6)
        // The large title at the leading margin, one largeTitle line (34 pt) centred in the
        // title row 103...155: y = 103 + (52 - h) / 2.
        let title = try #require(r.nodes.first { $0.text == "Mailboxes" }).frame
        let height = Self.lineHeight(34)
        #expect(title.x == 16 && abs(title.height - height) < 1e-6 && abs(title.y - (103 + (52 - height) / 2)) < 1e-6)
    }

    @Test("tab-app: the first tab's NavigationStack above a tab bar of three items")
    func tabApp() throws {
        let r = try run("tab-app")
        // The tab bar: 49 at the safe area's bottom, 818 - 49 = 769.
        let bar = try #require(r.nodes.first { $0.kind == "tab bar" })
        #expect(bar.frame == Rect(x: 0, y: 769, width: 393, height: 49))
        // The tab: 759 - 49 = 710 from 59; its bar 96; the ScrollView the 614 left from 155.
        expectFrame(r, "today", 0, 155, 393, 614)
        // Cards in the padded VStack: 393 - 32 = 361 wide, 180 tall, 16 apart, from 155 + 16.
        expectFrame(r, "card0", 16, 171, 361, 180)
        expectFrame(r, "card1", 16, 367, 361, 180)
        // Three items of 393 / 3 = 131: a 25-point symbol over a 10-point title, 2 apart:
        // 25 + 2 + h(10) tall, centred in the bar; each symbol centred in its item.
        let items = r.nodes.filter { $0.kind == "tab item" }
        #expect(items.count == 3)
        let itemHeight = 27 + Self.lineHeight(10)
        for (k, item) in items.enumerated() {
            expectRect(item.frame, 131 * Double(k), 769 + (49 - itemHeight) / 2, 131, itemHeight, "item \(k)", r)
            let symbol = try #require(r.nodes.first { $0.path == item.path + ".0.0" }).frame
            expectRect(symbol, 131 * Double(k) + 53, 769 + (49 - itemHeight) / 2, 25, 25, "symbol \(k)", r)
        }
        // The other tabs are not laid out.
        #expect(!r.nodes.contains { $0.text == "Top games" })
    }

    @Test("tab-selection: the tab tagged as the selection, its Form's controls at their metrics")
    func tabSelection() throws {
        let r = try run("tab-selection")
        // `@State var tab: AppTab = .settings` matches the second tab's tag: its Form is laid
        // out below the 96-point bar, 759 - 49 - 96 = 614 tall from 59 + 96 = 155; the feed is not.
        #expect(!r.nodes.contains { $0.text == "Latest posts" })
        #expect(r.nodes.contains { $0.text == "Settings" && $0.frame.x == 16 })
        let list = try #require(r.nodes.first { $0.kind == "List" })
        expectRect(list.frame, 0, 155, 393, 614, "the Form", r)
        // Row content: 393 - 2 x 20 (inset grouped) - 2 x 16 (row insets) = 321 wide from x 36.
        // The rounded-border field: 34 tall (Inter's body line, 3408 x 17 / 2816 = 20.57, is less).
        let field = try #require(r[id: "name"]).frame
        expectRect(field, 36, field.y, 321, 34, "name field", r)
        // The segmented picker: 321 x 32.
        let theme = try #require(r[id: "theme"]).frame
        expectRect(theme, 36, theme.y, 321, 32, "segmented picker", r)
        // The menu picker's value ends at the row's trailing inset, 393 - 36 = 357: the chevron
        // 0.6 x 15.6 = 9.36 x 15.6 (footnote, 13 x 1.2), the title "Metric" 4 before it.
        let units = try #require(r[id: "units"])
        let chevron = try #require(r.nodes.first { $0.path.hasPrefix(units.path + ".") && $0.kind == "Image" }).frame
        expectRect(chevron, 357 - 9.36, chevron.y, 9.36, 15.6, "picker chevron", r)
        let title = try #require(r.nodes.first { $0.text == "Metric" }).frame
        #expect(abs(title.maxX - (357 - 9.36 - 4)) < 1e-6, "\(title)")
        // The Label's bell: 0.92 x 20.4 = 18.768 wide, 20.4 tall, at the row's leading inset.
        let label = try #require(r[id: "notifications"])
        let bell = try #require(r[path: label.path + ".0"]).frame
        expectRect(bell, 36, bell.y, 18.768, 20.4, "bell", r)
    }

    @Test("tab-app in landscape: a 32-point inline bar, the items' symbols beside their titles")
    func tabAppLandscape() throws {
        // iPhone 15 on its side: 852x393, insets 59 on each side and 21 at the bottom: the safe
        // area is 734 x 372 at x 59. Tab bar 49 at 372 - 49 = 323; the tab 323 tall, its bar 32.
        let r = try run("tab-app", on: .device(.iPhone15, orientation: .landscape))
        let bar = try #require(r.nodes.first { $0.kind == "tab bar" })
        #expect(bar.frame == Rect(x: 59, y: 323, width: 734, height: 49))
        expectFrame(r, "today", 59, 32, 734, 291)
        // Side by side: an item is max(25, h(10)) = 25 tall.
        let item = try #require(r.nodes.first { $0.kind == "tab item" })
        expectRect(item.frame, 59, 323 + 12, 734.0 / 3, 25, "item", r)
    }
}
