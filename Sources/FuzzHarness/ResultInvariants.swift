import Foundation
import FrameSolver
import FrameSolverCommands

/// What every answer of either engine must satisfy, whatever the input (docs/limits.md):
/// no NaN anywhere, no negative size, and JSON that a JSON parser reads.
enum ResultInvariants {
    /// The first broken invariant of `result`, or nil.
    static func violation(_ result: LayoutResult) -> String? {
        for node in result.nodes {
            let frame = node.frame
            let numbers = [frame.x, frame.y, frame.width, frame.height] + (node.render.map { [$0.x, $0.y, $0.width, $0.height] } ?? [])
            if numbers.contains(where: \.isNaN) { return "\(result.engine): NaN in the frame of \(node.kind) at \(node.path): \(frame)" }
            if frame.width < 0 || frame.height < 0 { return "\(result.engine): negative size of \(node.kind) at \(node.path): \(frame)" }
        }
        guard let json = try? layoutJSONDocument(result, file: "fuzz.layout") else { return "\(result.engine): the JSON encoder refused the result" }
        if (try? JSONSerialization.jsonObject(with: Data(json.utf8))) == nil {
            return "\(result.engine): invalid JSON: \(json.prefix(300))"
        }
        return nil
    }

    /// An error must say what and where: a non-empty message.
    static func violation(_ error: any Error) -> String? {
        "\(error)".trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ? "an error with no message: \(type(of: error))" : nil
    }
}
