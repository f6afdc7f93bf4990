import Foundation
import Testing

/// The public declarations of the library sources: type names, and members by type with their
/// argument labels (`load(_:file:rootName:options:)`), read from the text of Sources/.
struct PublicSymbols {
    var types: Set<String> = []
    /// `Type/member(labels)` and `Type/member` for every public member.
    var members: Set<String> = []

    init(root: URL) {
        let sources = root.appendingPathComponent("Sources")
        guard let walker = FileManager.default.enumerator(atPath: sources.path) else { return }
        let typePattern = try! NSRegularExpression(pattern: #"^\s*(?:@\w+\s+)*(?:public\s+)?(?:final\s+|indirect\s+)*(?:struct|enum|class|protocol|extension|actor)\s+([A-Za-z_][A-Za-z0-9_.]*)"#)
        let memberPattern = try! NSRegularExpression(
            pattern: #"^\s*(?:@\w+\s+)*public\s+(?:static\s+|mutating\s+|final\s+|override\s+|nonisolated\s+)*(?:func\s+([A-Za-z_][A-Za-z0-9_]*)|(init)\b|(?:var|let)\s+([A-Za-z_][A-Za-z0-9_]*)|case\s+([A-Za-z_][A-Za-z0-9_]*)|subscript)"#)
        while let relative = walker.nextObject() as? String {
            guard relative.hasSuffix(".swift"), !relative.hasPrefix("TestSupport"),
                let text = try? String(contentsOf: sources.appendingPathComponent(relative), encoding: .utf8)
            else { continue }
            var currentType: String?
            let lines = text.components(separatedBy: "\n")
            for (index, line) in lines.enumerated() {
                let range = NSRange(location: 0, length: (line as NSString).length)
                if !line.hasPrefix(" "), let match = typePattern.firstMatch(in: line, range: range) {
                    let name = (line as NSString).substring(with: match.range(at: 1))
                    currentType = name.split(separator: ".").last.map(String.init)
                    if line.contains("public") { types.insert(currentType!) }
                    continue
                }
                guard let type = currentType, let match = memberPattern.firstMatch(in: line, range: range) else { continue }
                let name = (1...4).compactMap { group -> String? in
                    let found = match.range(at: group)
                    return found.location == NSNotFound ? nil : (line as NSString).substring(with: found)
                }.first ?? "subscript"
                members.insert("\(type)/\(name)")
                if line.contains("func ") || name == "init" {
                    // The declaration from its name to the closing parenthesis, lines joined.
                    let declaration = lines[index...].prefix(8).joined(separator: " ")
                    members.insert("\(type)/\(name)(\(Self.labels(of: declaration, after: name)))")
                }
            }
        }
    }

    /// `_:file:rootName:options:` from `load(_ text: String, file: String, …)`.
    static func labels(of declaration: String, after name: String) -> String {
        guard let open = declaration.range(of: name + "(")?.upperBound ?? declaration.range(of: name + "<")?.upperBound else { return "" }
        var depth = 1
        var inside = ""
        var index = open
        if declaration[declaration.index(before: open)] == "<" {
            guard let paren = declaration[open...].firstIndex(of: "(") else { return "" }
            index = declaration.index(after: paren)
        }
        var previous: Character = " "
        while index < declaration.endIndex, depth > 0 {
            let character = declaration[index]
            if character == "(" || character == "[" || character == "<" { depth += 1 }
            // `->` is an arrow, not a closing angle bracket.
            if character == ")" || character == "]" || (character == ">" && previous != "-") { depth -= 1 }
            previous = character
            if depth > 0 { inside.append(character) }
            index = declaration.index(after: index)
        }
        // Split at top-level commas.
        var parameters: [String] = []
        var current = ""
        var level = 0
        previous = " "
        for character in inside {
            if "([<".contains(character) { level += 1 }
            if ")]".contains(character) || (character == ">" && previous != "-") { level -= 1 }
            previous = character
            if character == ",", level == 0 {
                parameters.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.trimmingCharacters(in: .whitespaces).isEmpty { parameters.append(current) }
        return parameters.map { parameter in
            let head = parameter.split(separator: ":", maxSplits: 1).first ?? ""
            let words = head.split(separator: " ").filter { !$0.isEmpty && !$0.hasPrefix("@") }
            return "\(words.first ?? "_"):"
        }.joined()
    }
}

/// The DocC catalogue's links resolve: ``Symbol`` and ``Type/member(labels:)`` name public
/// declarations of the library, and <doc:Article> names an article of the catalogue. (The
/// swift-docc-plugin cannot be fetched here, so `swift package generate-documentation` is not
/// available; tools/build-docs.sh runs the toolchain's `docc` when it is installed.)
@Suite("DocC catalogue")
struct DocCLinkTests {
    static let root = RepositoryText.root
    static let catalogue = root.appendingPathComponent("Sources/FrameSolver/FrameSolver.docc")
    static let symbols = PublicSymbols(root: root)

    static var articles: [(name: String, text: String)] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: catalogue.path)) ?? []
        return names.filter { $0.hasSuffix(".md") }.sorted().compactMap { name in
            (try? String(contentsOf: catalogue.appendingPathComponent(name), encoding: .utf8)).map { (String(name.dropLast(3)), $0) }
        }
    }

    /// An article's prose: its text without the fenced code blocks.
    static func prose(_ text: String) -> String {
        var inCode = false
        return text.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
            if line.hasPrefix("```") {
                inCode.toggle()
                return false
            }
            return !inCode
        }.joined(separator: "\n")
    }

    @Test("the catalogue has a landing page and articles for getting started, the model language, the engines and the comparison")
    func articlesExist() {
        let names = Set(Self.articles.map(\.name))
        #expect(names.isSuperset(of: ["FrameSolver", "GettingStarted", "ModelLanguageArticle", "TwoEngines", "ComparingEngines"]))
    }

    @Test("every symbol link names a public declaration")
    func symbolLinks() {
        #expect(Self.symbols.types.contains("NegotiationEngine"))
        #expect(Self.symbols.members.contains("ModelLanguage/load(_:file:rootName:options:)"))
        let link = try! NSRegularExpression(pattern: "``([^`\n]+)``")
        var count = 0
        for article in Self.articles {
            let prose = Self.prose(article.text)
            let text = prose as NSString
            for match in link.matches(in: prose, range: NSRange(location: 0, length: text.length)) {
                let target = text.substring(with: match.range(at: 1))
                count += 1
                if target == "FrameSolver" { continue }
                let parts = target.split(separator: "/", maxSplits: 1).map(String.init)
                #expect(Self.symbols.types.contains(parts[0]), "\(article.name): ``\(target)``: no public type \(parts[0])")
                if parts.count == 2 {
                    #expect(Self.symbols.members.contains(target), "\(article.name): ``\(target)``: no such public member")
                }
            }
        }
        #expect(count > 20)
    }

    @Test("every article link names an article of the catalogue")
    func articleLinks() {
        let names = Set(Self.articles.map(\.name))
        let link = try! NSRegularExpression(pattern: "<doc:([A-Za-z0-9_-]+)>")
        for article in Self.articles {
            let text = article.text as NSString
            for match in link.matches(in: article.text, range: NSRange(location: 0, length: text.length)) {
                let target = text.substring(with: match.range(at: 1))
                #expect(names.contains(target), "\(article.name): <doc:\(target)> names no article")
            }
        }
    }

    @Test("the getting-started snippet is the README's library example")
    func snippet() throws {
        let article = try #require(Self.articles.first { $0.name == "GettingStarted" }?.text)
        let readme = try #require(Readme.blocks.first { $0.language == "swift" && $0.body.hasPrefix("import FrameSolver\n") }?.body)
        // The article's copy leaves out the tree dump line.
        let expected = readme.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.contains("treeDump") }.joined(separator: "\n")
        #expect(article.contains(expected))
    }
}
