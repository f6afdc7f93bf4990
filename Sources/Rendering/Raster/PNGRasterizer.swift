import Foundation

/// Turns SVG into PNG with `rsvg-convert` (librsvg, Debian's `librsvg2-bin`), a real
/// rasteriser with text through fontconfig, so Inter is used where it is installed.
public enum PNGRasterizer {
    /// Why a PNG could not be made.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// The name of the program looked up on `PATH`.
    public static let programName = "rsvg-convert"

    /// The rasteriser's path: `FRAMESOLVER_RSVG_CONVERT` when set, else the first
    /// `rsvg-convert` on `PATH`; nil when there is none.
    public static func program(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        if let explicit = environment["FRAMESOLVER_RSVG_CONVERT"] {
            return FileManager.default.isExecutableFile(atPath: explicit) ? explicit : nil
        }
        let directories = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
        return directories.lazy.map { $0 + "/" + programName }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Writes `svg` rasterised to `path` at the size the SVG asks for.
    /// - Throws: `Failure` naming the missing program and its package, or the rasteriser's error.
    public static func writePNG(_ svg: String, to path: String, environment: [String: String] = ProcessInfo.processInfo.environment) throws(Failure) {
        guard let program = program(environment: environment) else {
            throw Failure(
                description: "PNG output needs \(programName) (Debian package librsvg2-bin, installed by tools/install-deps.sh), "
                    + "and none was found\(environment["FRAMESOLVER_RSVG_CONVERT"].map { " at FRAMESOLVER_RSVG_CONVERT=\($0)" } ?? " on PATH"); "
                    + "write an .svg instead or install it")
        }
        let input = FileManager.default.temporaryDirectory.appendingPathComponent("framesolver-\(UUID().uuidString).svg")
        defer { try? FileManager.default.removeItem(at: input) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = ["--format", "png", "--output", path, input.path]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        do {
            try Data(svg.utf8).write(to: input)
            try process.run()
        } catch {
            throw Failure(description: "cannot run \(program): \(error.localizedDescription)")
        }
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let detail = String(decoding: message, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw Failure(description: "\(programName) failed (exit \(process.terminationStatus)) writing \(path)\(detail.isEmpty ? "" : ": " + detail)")
        }
    }
}
