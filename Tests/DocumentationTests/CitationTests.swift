import Foundation
import Testing

/// What the code and the docs cite lives in the repository: every `.md` file named exists,
/// and every rule number cited (`I.4`, `R2.3d`, `A.3`, `C.4`, oracle case `C55`) has its
/// section in docs/spec/.
@Suite("Citations")
struct CitationTests {
    static let spec: String = ["SWIFTUI-LAYOUT.md", "LP-MODELLING.md", "GLPK-NOTES.md", "CASES.md", "README.md"]
        .compactMap { try? String(contentsOf: RepositoryText.root.appendingPathComponent("docs/spec/\($0)"), encoding: .utf8) }
        .joined(separator: "\n")

    /// The files citations are checked in: everything but docs/spec itself.
    static var citing: [(path: String, text: String)] { RepositoryText.files.filter { !$0.path.hasPrefix("docs/spec/") } }

    static let markdownName = try! NSRegularExpression(pattern: #"[A-Za-z0-9_./-]*[A-Za-z0-9_-]+\.md\b"#)

    @Test("every .md file a text names exists (beside it, at the root, in docs/ or docs/spec/)")
    func markdownFiles() {
        let root = RepositoryText.root
        for file in RepositoryText.files {
            let text = file.text as NSString
            for match in Self.markdownName.matches(in: file.text, range: NSRange(location: 0, length: text.length)) {
                let name = text.substring(with: match.range)
                let folder = URL(fileURLWithPath: file.path).deletingLastPathComponent().path
                let candidates = [name, folder + "/" + name, "docs/" + name, "docs/spec/" + name, "docs/spec/" + (name as NSString).lastPathComponent]
                let found = candidates.contains { FileManager.default.fileExists(atPath: root.appendingPathComponent($0).path) }
                #expect(found, "\(file.path) cites \(name), which the repository lacks")
            }
        }
    }

    @Test("every cited rule number has its section in docs/spec")
    func ruleNumbers() {
        #expect(Self.spec.count > 10_000)
        // NSRegularExpression: Swift Regex is slow over the whole repository in debug builds.
        let pattern = try! NSRegularExpression(pattern: #"\b(I\.[1-9]|R[0-9]\.[0-9]+[a-e]?|A\.[0-7]|E3\.[0-9]|C[0-9]{2,3})\b"#)
        var cited: Set<String> = []
        for file in Self.citing {
            let text = file.text as NSString
            for match in pattern.matches(in: file.text, range: NSRange(location: 0, length: text.length)) {
                cited.insert(text.substring(with: match.range(at: 1)))
            }
        }
        #expect(cited.count > 50)
        for number in cited.sorted() {
            // A section is a heading (`## I.4`) or a bold label (`**R2.3d**`, `**C55**`).
            let defined = ["## \(number) ", "**\(number)**", "**\(number) "].contains { Self.spec.contains($0) }
            #expect(defined, "\(number) is cited but docs/spec has no section for it")
        }
    }

    @Test("no text points outside the repository for its rules")
    func noOutsidePaths() {
        for file in RepositoryText.files where file.path != "Tests/DocumentationTests/CitationTests.swift" {
            #expect(!file.text.contains("/work/" + "shared"), "\(file.path) cites a path outside the repository")
        }
    }
}
