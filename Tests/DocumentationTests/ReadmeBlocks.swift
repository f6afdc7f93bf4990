import Foundation
import TestSupport

/// The README's fenced code blocks, in order, with their language tags.
enum Readme {
    static let url = packageRoot().appendingPathComponent("README.md")
    static let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""

    /// Every fenced block: its info string (`swift`, `json`, empty) and its lines.
    static let blocks: [(language: String, body: String)] = {
        var blocks: [(String, String)] = []
        var language: String?
        var lines: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                if let open = language {
                    blocks.append((open, lines.joined(separator: "\n")))
                    language = nil
                } else {
                    language = String(line.dropFirst(3))
                    lines = []
                }
            } else if language != nil {
                lines.append(String(line))
            }
        }
        return blocks
    }()

    /// The first block whose body contains `marker`.
    static func block(containing marker: String) -> String? { blocks.first { $0.body.contains(marker) }?.body }
}
