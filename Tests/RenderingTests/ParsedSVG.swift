import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import FrameSolver
import Rendering
import Synchronization

/// An SVG document read back with Foundation's XMLParser: every element with its attributes,
/// its text and the classes of the groups around it.
final class ParsedSVG: NSObject, XMLParserDelegate {
    struct Element {
        var name: String
        var attributes: [String: String]
        var text = ""
        /// The `class` of every enclosing element, outermost first.
        var groups: [String]
        /// The `data-path` of the nearest enclosing element that has one.
        var owner: String?

        func number(_ key: String) -> Double? { attributes[key].flatMap(Double.init) }
    }

    private(set) var elements: [Element] = []
    private var open: [Int] = []
    private(set) var error: Error?

    /// One parse at a time in the whole test process: on Linux, XMLParser is libxml2, whose
    /// parser state is not safe to use from several threads at once, and Swift Testing runs
    /// suites in parallel. Parses that overlapped returned documents with no elements.
    private static let parsing = Mutex(())

    /// Parses `text`; nil when it is not well-formed XML.
    static func parse(_ text: String) -> ParsedSVG? {
        parsing.withLock { _ in
            let document = ParsedSVG()
            let parser = XMLParser(data: Data(text.utf8))
            parser.delegate = document
            guard parser.parse(), document.error == nil else { return nil }
            return document
        }
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        let groups = open.compactMap { elements[$0].attributes["class"] }
        let owner = open.reversed().lazy.compactMap { self.elements[$0].attributes["data-path"] }.first
        elements.append(Element(name: name, attributes: attributes, groups: groups, owner: owner))
        open.append(elements.count - 1)
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) { open.removeLast() }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if let last = open.last { elements[last].text += string }
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) { error = parseError }

    /// The view boxes (`rect.box`), in document order.
    var boxes: [Element] { elements.filter { $0.name == "rect" && ($0.attributes["class"] ?? "").split(separator: " ").contains("box") } }

    /// The box of the view at `path`.
    func box(_ path: String) -> Element? { boxes.first { $0.attributes["data-path"] == path } }

    /// What the view at `path` paints: the elements of its group in the paint layer.
    func painted(_ path: String) -> [Element] { elements.filter { $0.groups.contains("paint") && $0.owner == path } }
}

/// A model written in the model language, loaded strictly.
func tree(_ source: String) throws -> ViewNode? {
    try ModelLanguage.load(source, file: "test.layout").root
}

/// The SVG of `source` laid out by the negotiation engine in `window`.
func negotiationSVG(_ source: String, width: Double, height: Double) throws -> (svg: String, result: LayoutResult) {
    let root = try tree(source)
    let output = try Drawing.draw(root: root, window: ProposedSize(width: width, height: height), engine: .negotiation)
    let result = try NegotiationEngine().layout(root, in: ProposedSize(width: width, height: height))
    return (output.svg, result)
}
