import FrameSolver
import TestSupport
import Testing

/// Every model through both engines over a sweep of window widths: in the linear fragment the
/// constraint engine's frames equal the negotiation engine's (LP-MODELLING.md A.3).
@Suite("Differential: models")
struct DifferentialModelTests {
    @Test("Both engines agree on every model across widths, in both encodings", arguments: modelFiles(), ConstraintOptions.Encoding.allCases)
    func models(file: String, encoding: ConstraintOptions.Encoding) throws {
        let model = try loadModel(file)
        let compiled = ConstraintEngine(options: ConstraintOptions(encoding: encoding)).compile(model.root)
        defer { compiled.close() }
        for width in stride(from: 100.0, through: 1_400, by: 13) {
            let window = ProposedSize(width: width, height: 844)
            let reference = try NegotiationEngine().layout(model.root, in: window)
            let solved = try compiled.solve(window)
            let disagreement = firstDisagreement(reference, solved)
            #expect(disagreement == nil, "\(file) (\(encoding)) at width \(width): \(disagreement ?? "")")
            if disagreement != nil { return }
            // Every fifth width also compiled alone, as `solve` compiles one window.
            guard Int(width - 100) % 65 == 0 else { continue }
            let oneWindow = ConstraintEngine(options: ConstraintOptions(encoding: encoding))
            let alone = firstDisagreement(reference, try oneWindow.layout(model.root, in: window))
            #expect(alone == nil, "\(file) (\(encoding)) at width \(width), compiled alone: \(alone ?? "")")
            if alone != nil { return }
        }
    }
}

/// Every model on a device (iPhone 15, portrait and landscape), loaded as the CLI loads it
/// there (Text in the real font, the device's navigation and tab bars): both engines through
/// the same screen host agree at every width of a sweep (docs/devices.md).
@Suite("Differential: models on a device")
struct DifferentialDeviceTests {
    @Test("Both engines agree on every model on an iPhone 15 across widths", arguments: modelFiles(), Orientation.allCases)
    func models(file: String, orientation: Orientation) throws {
        let screen = Screen.device(.iPhone15, orientation: orientation)
        let model = try loadModel(file, on: screen)
        let host = ScreenHost(screen)
        let compiled = ConstraintEngine().compile(host.hosted(model.root))
        defer { compiled.close() }
        for width in stride(from: 100.0, through: 1_400, by: 65) {
            let window = ProposedSize(width: width, height: screen.window.height)
            let reference = try host.layout(model.root, in: window, with: NegotiationEngine())
            let solved = try host.finish(compiled.solve(window), root: model.root) { node, size throws(LayoutError) in
                try ConstraintEngine().layout(node, in: size)
            }
            let disagreement = firstDisagreement(reference, solved)
            #expect(disagreement == nil, "\(file) (\(orientation)) at width \(width): \(disagreement ?? "")")
            if disagreement != nil { return }
        }
    }
}
