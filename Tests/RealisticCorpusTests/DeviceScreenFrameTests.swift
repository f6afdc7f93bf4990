import FrameSolver
import TestSupport
import Testing

/// Realistic screens run on a device, with key frames derived by hand from the device's
/// metrics (docs/devices.md) and the list rules (docs/known-differences.md, "Lists and forms").
/// Text uses I.2's metrics (0.5 x size per character, 1.2 x size per line), so the arithmetic
/// stays checkable; the CLI's device default, the real font, moves the text, not the rules.
@Suite("Realistic screens on a device")
struct DeviceScreenFrameTests {
    /// Both engines' layouts of a corpus model on `device`; they must agree.
    func layout(_ name: String, on device: Device) throws -> LayoutResult {
        let model = try loadModel("realistic/\(name).layout")
        let screen = Screen.device(device)
        let host = ScreenHost(screen)
        let negotiation = try host.layout(model.root, in: screen.window, with: NegotiationEngine())
        let constraints = try host.layout(model.root, in: screen.window, with: ConstraintEngine())
        #expect(firstDisagreement(negotiation, constraints) == nil, "\(firstDisagreement(negotiation, constraints) ?? "")")
        return negotiation
    }

    @Test("notification settings (a Form of Toggles) on an iPhone 15")
    func settingsForm() throws {
        // iPhone 15: 393 x 852, safe area from y 59 to 852 - 34. The inset-grouped content
        // starts 20 in: x 20, y 59 + 20 = 79, sections 393 - 40 = 353 wide.
        let r = try layout("notification-settings", on: .iPhone15)
        // Header "Channels": footnote, 8 x 6.5 = 52 x 15.6, 16 in from the card's edge.
        let header = try #require(r.nodes.first { $0.text == "Channels" })
        expectRect(header.frame, 36, 79, 52, 15.6)
        // Rows start below the 15.6 + 6 header: 79 + 21.6 = 100.6. A Toggle row is the
        // switch's 31 (> the 20.4 label) + 12 = 43, so the 44-point minimum holds and the
        // content sits 0.5 + 6 down. The Toggle spans 353 - 32 = 321 from x 36: its switch at
        // 36 + 321 - 51 = 306.
        let switches = r.nodes.filter { $0.kind == "Switch" }.map(\.frame)
        #expect(switches.count == 3)
        expectRect(switches[0], 306, 100.6 + 6.5, 51, 31)
        expectRect(switches[1], 306, 144.6 + 6.5, 51, 31)
        // Section 1 = 21.6 + 2 x 44 = 109.6, from 79 to 188.6; section 2 35 lower, at 223.6,
        // has no header: its row's switch at 223.6 + 6.5.
        expectRect(switches[2], 306, 223.6 + 6.5, 51, 31)
        // The footer 6 below the card: 223.6 + 44 + 6; 31 characters x 6.5 = 201.5 wide.
        let footer = try #require(r.nodes.first { $0.text == "A summary every Monday morning." })
        expectRect(footer.frame, 36, 273.6, 201.5, 15.6)
        // One separator, under the first row (section 1's last row and section 2's only row
        // have none): 353 wide at x 20, 1/3 tall at the row's bottom 100.6 + 44.
        let separators = r.nodes.filter { $0.kind == "Separator" }.map(\.frame)
        #expect(separators.count == 1)
        expectRect(separators[0], 20, 144.6 - 1.0 / 3.0, 353, 1.0 / 3.0)
    }

    /// Expects `rect` within 1e-9 of (x, y, width, height).
    func expectRect(_ rect: Rect, _ x: Double, _ y: Double, _ width: Double, _ height: Double, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let ok = [abs(rect.x - x), abs(rect.y - y), abs(rect.width - width), abs(rect.height - height)].allSatisfy { $0 < 1e-9 }
        #expect(ok, "\(rect) is not (\(x), \(y), \(width), \(height))", sourceLocation: sourceLocation)
    }
}
