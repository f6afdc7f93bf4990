import Foundation
import FrameSolver

/// `--device NAME`, `--orientation`, `--safe-area T,L,B,R` and `--size WxH` read together into
/// the screen a model runs on (docs/devices.md):
///
/// 1. `--device NAME` gives the preset's window and insets in the orientation; `--device none`
///    is a bare canvas (390x844 unless `--size` says otherwise);
/// 2. with no `--device`, `--size WxH` alone is a bare canvas of that size, as before devices
///    existed; with neither, the model runs on an iPhone 14 (`Device.defaultDevice`);
/// 3. `--size` given with a device replaces its window and keeps its insets;
/// 4. `--safe-area T,L,B,R` replaces the insets of whatever the first steps chose.
extension ParsedArguments {
    /// The screen the options describe.
    func screen() throws(UsageError) -> Screen {
        let size = try options["size"].map { text throws(UsageError) in try parseWindowSize(text) }
        let orientation = try self.orientation()
        var screen: Screen
        switch options["device"] {
        case "none"?:
            if orientation == .landscape { throw UsageError("--orientation landscape needs a device; --device none is a bare canvas (give its --size)") }
            screen = .canvas(size ?? ProposedSize(width: 390, height: 844))
        case let name?:
            guard let device = Device.named(name) else {
                let names = Device.presets.map(\.name) + ["none"]
                let hint = Suggestions.nearest(to: name, in: names).map { "; did you mean '\($0)'?" } ?? ""
                throw UsageError("--device '\(name)' is not a device\(hint) ('framesolver devices' lists them)")
            }
            screen = .device(device, orientation: orientation)
            if let size { screen.window = size }
        case nil:
            if let size {
                if orientation == .landscape { throw UsageError("--orientation landscape needs a device; --size alone is a bare canvas") }
                screen = .canvas(size)
            } else {
                screen = .device(Device.defaultDevice, orientation: orientation)
            }
        }
        if let text = options["safe-area"] { screen.safeArea = try parseSafeArea(text) }
        return screen
    }

    /// The system bars NavigationStack and TabView lay out (docs/known-differences.md,
    /// "Navigation and tab bars"): the device's, for its idiom and orientation, whenever a
    /// device applies (the implicit iPhone 14 included); none on a bare canvas (`--size`
    /// alone, `--device none`), where they pass their content through, as the text rule
    /// keeps I.2 there.
    ///
    /// `--scroll-offset y` (points, 0 to 100000) scrolls the NavigationStacks' scroll views up
    /// by y; on a bare canvas there is no bar to collapse, so it is a usage error there.
    func bars() throws(UsageError) -> BarMetrics? {
        let screen = try screen()
        let offset = try scrollOffset()
        guard screen.device != nil else {
            if offset != nil { throw UsageError("--scroll-offset needs a device: a bare canvas (--size alone, --device none) has no navigation bar to collapse") }
            return nil
        }
        var bars = BarMetrics.of(screen)
        bars.scrollOffset = offset ?? 0
        return bars
    }

    /// `--scroll-offset y`: a length from 0 to 100000 points; nil when absent.
    private func scrollOffset() throws(UsageError) -> Double? {
        guard let text = options["scroll-offset"] else { return nil }
        guard let value = Double(text.trimmingCharacters(in: .whitespaces)), value.isFinite, value >= 0, value <= 100_000 else {
            throw UsageError("--scroll-offset '\(text)' is not a length from 0 to 100000 points (how far the content is scrolled up, e.g. 30)")
        }
        return value
    }

    /// `--orientation portrait|landscape` (portrait when absent).
    private func orientation() throws(UsageError) -> Orientation {
        guard let text = options["orientation"] else { return .portrait }
        guard let orientation = Orientation(rawValue: text) else { throw UsageError("--orientation must be portrait or landscape, not '\(text)'") }
        return orientation
    }
}

/// `--safe-area T,L,B,R`: four lengths >= 0 in points, top, leading, bottom, trailing.
func parseSafeArea(_ text: String) throws(UsageError) -> SafeAreaInsets {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
    let values = parts.compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
    guard parts.count == 4, values.count == 4, values.allSatisfy({ $0.isFinite && $0 >= 0 && $0 <= 100_000 }) else {
        throw UsageError("--safe-area '\(text)' is not T,L,B,R (four lengths from 0 to 100000 points, e.g. 47,0,34,0)")
    }
    return SafeAreaInsets(top: values[0], leading: values[1], bottom: values[2], trailing: values[3])
}
