import FrameSolver
import TestSupport
import Testing

/// Control compositions that read more of what apps write: a Gauge's bound and value labels,
/// `labelsHidden()`, and the styles FrameSolver does not lay out, which warn.
@Suite("Control labels and styles")
struct ControlStyleTests {
    /// Both engines' layout on a bare 390 x 844 canvas (I.2 text: 0.5 em per character, 1.2 em
    /// per line; body 17), with the load's warnings.
    func layout(_ text: String) throws -> (LayoutResult, [String]) {
        let model = try ModelLanguage.load(text, file: "controls.layout", options: LoadOptions())
        let window = ProposedSize(width: 390, height: 844)
        let negotiation = try NegotiationEngine().layout(model.root, in: window)
        let constraints = try ConstraintEngine().layout(model.root, in: window)
        #expect(firstDisagreement(negotiation, constraints) == nil, "\(firstDisagreement(negotiation, constraints) ?? "")")
        return (negotiation, model.warnings.map(\.message))
    }

    @Test("a Gauge shows its minimum and maximum beside the bar and its current value below it")
    func gaugeLabels() throws {
        let (r, warnings) = try layout(
            """
            Gauge(value: 21, in: 15...24) {
                Text("Temp")
            } currentValueLabel: {
                Text("21").id("current")
            } minimumValueLabel: {
                Text("15").id("min")
            } maximumValueLabel: {
                Text("24").id("max")
            }
            .frame(width: 300)
            .id("gauge")
            """)
        #expect(warnings.isEmpty, "\(warnings)")
        // VStack(alignment: .leading, spacing: 4) { "Temp"; HStack { "15"; bar; "24" }; "21" }:
        // 20.4 + 4 + 20.4 + 4 + 20.4 = 69.2 tall, centred in 844: y = (844 - 69.2) / 2 = 387.4.
        // In the 300-wide frame at x 45: "15" and "24" are 2 x 8.5 = 17 wide, the bar takes
        // 300 - 17 - 8 - 8 - 17 = 250 between them.
        expectFrame(r, "min", 45, 411.8, 17, 20.4)
        expectFrame(r, "max", 328, 411.8, 17, 20.4)
        let bar = try #require(r.nodes.first { $0.kind == "ProgressBar" })
        // The 4-tall bar centred on the 20.4-tall row: y = 411.8 + 8.2 = 420.
        #expect(bar.frame.origin.x == 70 && abs(bar.frame.origin.y - 420) < 1e-9 && bar.frame.size == Size(width: 250, height: 4))
        expectFrame(r, "current", 45, 436.2, 17, 20.4)
    }

    @Test("labelsHidden keeps a labelled control's own part")
    func labelsHidden() throws {
        let (r, _) = try layout(
            """
            VStack(spacing: 0) {
                Toggle("Wi-Fi", isOn: .constant(true)).id("toggle")
                Stepper("Count", value: .constant(2)).id("stepper")
            }
            .labelsHidden()
            """)
        // The switch alone, 51 x 31, and the stepper's buttons alone, 94 x 32, centred in the
        // 390-wide column: x (390 - 51) / 2 = 169.5 and (390 - 94) / 2 = 148; the column is
        // 63 tall at y (844 - 63) / 2 = 390.5.
        expectFrame(r, "toggle", 169.5, 390.5, 51, 31)
        expectFrame(r, "stepper", 148, 421.5, 94, 32)
    }

    @Test("styles laid out as the default one warn", arguments: [
        ("Gauge(value: 0.5) { Text(\"x\") }.gaugeStyle(.accessoryCircular)", "gaugeStyle(.accessoryCircular)"),
        ("Toggle(\"Bold\", isOn: .constant(true)).toggleStyle(.button)", "toggleStyle(.button)"),
        ("DatePicker(\"Day\", selection: .constant(Date())).datePickerStyle(.graphical)", "datePickerStyle(.graphical)"),
        ("List { Text(\"Inbox\").badge(3) }", "badge is not laid out"),
        ("Text(\"b\").dynamicTypeSize(.xxxLarge)", "dynamicTypeSize(.xxxLarge) is not laid out"),
        ("Color.red.statusBarHidden()", "statusBarHidden is not laid out"),
        ("Text(\"°\").baselineOffset(20)", "baselineOffset(20) is not laid out"),
    ])
    func unmodelledStyles(_ source: String, _ named: String) throws {
        let model = try ModelLanguage.load(source, file: "style.layout", options: LoadOptions(lenient: true))
        #expect(model.warnings.contains { $0.message.contains(named) && $0.message.contains("laid out") }, "\(model.warnings)")
    }

    @Test("settings whose effect does not show here do not warn")
    func quietSettings() throws {
        let model = try ModelLanguage.load(
            """
            VStack {
                Text("a").dynamicTypeSize(...DynamicTypeSize.xxLarge)
                Text("b").dynamicTypeSize(.large)
                Text("c").badge(2)
                Color.red.statusBarHidden(false)
                Text("d").baselineOffset(0)
            }
            """, file: "quiet.layout", options: LoadOptions())
        // A range holding .large, the default size itself, a badge outside a List (a tab
        // item's is drawn), a status bar kept, no offset.
        #expect(model.warnings.isEmpty, "\(model.warnings)")
    }

    @Test("font refinements the measurers do not model warn; the standard ones do not")
    func fontRefinements() throws {
        let (_, warned) = try textsAndWarnings(
            #"VStack { Text("a").font(.largeTitle.width(.condensed)); Text("b").font(.headline.leading(.tight)); Text("c").font(.body.smallCaps()) }"#)
        #expect(warned.count == 3, "\(warned)")
        #expect(warned.contains { $0.contains("Font.width(.condensed)") } && warned.contains { $0.contains("Font.leading(.tight)") })
        let (_, quiet) = try textsAndWarnings(#"Text("a").font(.title.width(.standard).leading(.standard).bold())"#)
        #expect(quiet.isEmpty, "\(quiet)")
    }
}

