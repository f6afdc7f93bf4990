import Foundation
import FrameSolver
import TestSupport
import Testing

/// Every text file the repository ships: sources, tests, docs, tools, models.
enum RepositoryText {
    static let root = packageRoot()
    static let folders = ["Sources", "Tests", "docs", "tools", "Models"]
    static let extensions: Set<String> = ["swift", "md", "sh", "c", "h", "json", "layout", "modulemap", "txt"]

    /// (path relative to the root, text) of every such file, plus README.md and Package.swift.
    static let files: [(path: String, text: String)] = {
        var paths = ["README.md", "Package.swift"]
        for folder in folders {
            guard let walker = FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path) else { continue }
            while let relative = walker.nextObject() as? String {
                if extensions.contains((relative as NSString).pathExtension) { paths.append(folder + "/" + relative) }
            }
        }
        return paths.sorted().compactMap { path in
            (try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)).map { (path, $0) }
        }
    }()
}

@Suite("Repository text")
struct RepositoryTextTests {
    @Test("no text refers to an issue number (the repository stands alone)")
    func noIssueNumbers() {
        #expect(RepositoryText.files.count > 100)
        let pattern = try! NSRegularExpression(pattern: #"\bissues?\s+#?[0-9]+"#, options: [.caseInsensitive])
        for file in RepositoryText.files where file.path != "Tests/DocumentationTests/RepositoryTextTests.swift" {
            let text = file.text as NSString
            for match in pattern.matches(in: file.text, range: NSRange(location: 0, length: text.length)) {
                let line = text.substring(to: match.range.location).reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
                Issue.record("\(file.path):\(line): \(text.substring(with: match.range))")
            }
        }
    }
}

@Suite("Stated limits")
struct StatedLimitTests {
    @Test("docs/comparison.md states the sweep limit the code enforces")
    func sweepLimit() throws {
        let text = try #require(RepositoryText.files.first { $0.path == "docs/comparison.md" }?.text)
        #expect(WindowSweep.maximumWindows == 10_000)
        #expect(text.contains("more than 10,000 values"))
        #expect(text.contains("at most 10,000 windows in all"))
        #expect(!text.contains("100,000"))
    }
}
