import Foundation
import FrameSolver

/// `framesolver devices [--format table|json]`: the device presets `--device` takes, with
/// their windows, safe-area insets and idioms (docs/devices.md).
enum DevicesCommand {
    static func run(_ arguments: [String], output: CommandOutput) throws -> Int32 {
        guard let parsed = try ParsedArguments.parse(arguments, spec: CommandTable.devices, output: output) else { return 0 }
        guard parsed.positionals.isEmpty else { throw UsageError("devices takes no arguments, got '\(parsed.positionals[0])'") }
        if parsed.outputFormat() == "json" {
            output.write(try JSONDocuments.line(DevicesDocument(devices: Device.presets.map(DeviceEntry.init))) + "\n")
            return 0
        }
        var rows = [["name", "device", "window", "safe area (portrait)", "safe area (landscape)", "idiom"]]
        for device in Device.presets {
            rows.append([
                device.name + (device == Device.defaultDevice ? " (default)" : ""), device.title,
                "\(ProposedSize(device.portraitSize))", "\(device.portraitInsets)", "\(device.landscapeInsets)", device.idiom.rawValue,
            ])
        }
        rows.append(["none", "bare canvas", "390x844 or --size", "0,0,0,0", "-", "-"])
        let widths = rows[0].indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        for row in rows {
            let cells = row.enumerated().map { column, cell in cell.padding(toLength: widths[column], withPad: " ", startingAt: 0) }
            output.write(cells.joined(separator: "  ").trimmingCharacters(in: .whitespaces) + "\n")
        }
        output.write("safe area: top,leading,bottom,trailing in points; sources in docs/devices.md\n")
        return 0
    }
}

/// `devices --format json`: `{"schema": 1, "devices": [DeviceEntry]}`.
struct DevicesDocument: Encodable {
    var schema = JSONDocuments.schema
    var devices: [DeviceEntry]
}

/// One preset as JSON.
struct DeviceEntry: Encodable {
    var name: String
    var title: String
    var width: Double
    var height: Double
    var portraitSafeArea: SafeAreaInsets
    var landscapeSafeArea: SafeAreaInsets
    var idiom: String

    init(_ device: Device) {
        name = device.name
        title = device.title
        width = device.portraitSize.width
        height = device.portraitSize.height
        portraitSafeArea = device.portraitInsets
        landscapeSafeArea = device.landscapeInsets
        idiom = device.idiom.rawValue
    }
}
