import Foundation
import FrameSolver

/// Loads `Models/<relative>` as the CLI does for a run on `screen` (docs/text-measurement.md,
/// "The rule"): on a device, Text in the real font and the device's navigation and tab bars;
/// on a bare canvas, I.2 and no bars.
public func loadModel(_ relative: String, on screen: Screen) throws -> LoadedModel {
    let url = packageRoot().appendingPathComponent("Models").appendingPathComponent(relative)
    let device = screen.device != nil
    let options = LoadOptions(
        lenient: relative.hasPrefix("realistic/"), textMetrics: device ? .font : .simple, bars: device ? BarMetrics.of(screen) : nil)
    return try ModelLanguage.load(String(contentsOf: url, encoding: .utf8), file: "Models/" + relative, options: options)
}

/// Both engines' layouts of `root` on `screen` in `window` (the screen's own when nil),
/// through the same screen host; the first disagreement, if any, and the negotiation engine's
/// layout.
public func deviceLayouts(_ root: ViewNode?, on screen: Screen, in window: ProposedSize? = nil) throws -> (LayoutResult, disagreement: String?) {
    let host = ScreenHost(screen)
    let window = window ?? screen.window
    let reference = try host.layout(root, in: window, with: NegotiationEngine())
    let solved = try host.layout(root, in: window, with: ConstraintEngine())
    return (reference, firstDisagreement(reference, solved))
}
