import Foundation
import Testing

/// Public declarations start with a one-line `///` summary, in every target under Sources/.
///
/// A declaration is a line declaring something `public` or `open` (members of public
/// protocols and cases of public enums are read with their type and not counted here).
/// Implementations of a documented protocol requirement (`description`, `init(from:)`,
/// `encode(to:)`, `hash(into:)`, `==`, the result builder's `build…`, `layoutNodes`, `body`)
/// inherit the requirement's documentation and are not checked.
@Suite("Doc comments")
struct DocCommentTests {
    static let checked = ["Sources/"]
    static let witnesses = [
        "var description", "init(from decoder", "func encode(to encoder", "func hash(into", "static func ==", "static func build",
        "layoutNodes", "var body: Never",
    ]

    @Test("every checked public declaration has a /// summary on the line before (attributes aside)")
    func summaries() {
        let declaration = try! NSRegularExpression(
            pattern: #"^\s*(@\w+(\([^)]*\))?\s+)*(public|open)\s+((static|final|override|mutating|nonisolated|indirect|convenience|required)\s+)*(func|var|let|init|struct|enum|class|protocol|typealias|subscript|actor)\b"#)
        var checkedCount = 0
        for file in RepositoryText.files where file.path.hasSuffix(".swift") && Self.checked.contains(where: { file.path.hasPrefix($0) }) {
            let lines = file.text.components(separatedBy: "\n")
            for (index, line) in lines.enumerated() {
                guard declaration.firstMatch(in: line, range: NSRange(location: 0, length: (line as NSString).length)) != nil,
                    !Self.witnesses.contains(where: { line.contains($0) })
                else { continue }
                checkedCount += 1
                var previous = index - 1
                while previous >= 0, lines[previous].trimmingCharacters(in: .whitespaces).hasPrefix("@") { previous -= 1 }
                let documented = previous >= 0 && lines[previous].trimmingCharacters(in: .whitespaces).hasPrefix("///")
                #expect(documented, "\(file.path):\(index + 1): \(line.trimmingCharacters(in: .whitespaces)) has no /// summary")
            }
        }
        #expect(checkedCount > 1_000)
    }
}
