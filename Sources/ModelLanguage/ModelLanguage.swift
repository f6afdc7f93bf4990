import Foundation
import ViewTree

/// How strictly a model is read.
public struct LoadOptions: Sendable {
    /// Lenient mode: unknown views become placeholders (`attributes.placeholder`, taking the
    /// proposal) and unknown modifiers are ignored, each with a warning, instead of errors.
    public var lenient: Bool
    /// How the model's Text are measured, set on the root for the whole tree; nil leaves the
    /// tree's own setting (none: I.2's simple metrics).
    public var textMetrics: TextMetricsModel?

    /// Options, strict unless `lenient`, with Text measured by `textMetrics` when given.
    public init(lenient: Bool = false, textMetrics: TextMetricsModel? = nil) {
        self.lenient = lenient
        self.textMetrics = textMetrics
    }
}

/// A loaded model: its root view tree and what the file declared.
public struct LoadedModel: Sendable {
    /// The root; nil when the root view produces no node (`EmptyView()`).
    public let root: ViewNode?
    /// The struct laid out as the root; nil for a top-level view expression.
    public let rootName: String?
    /// Every custom view struct declared, in order.
    public let structNames: [String]
    /// What lenient mode replaced, each with its place in the file.
    public let warnings: [ModelDiagnostic]
}

/// The model language: `.layout` files written in SwiftUI syntax, read into ViewTree nodes.
///
/// The pipeline is lexer -> parser (syntax tree) -> evaluator, whose view and modifier
/// registries build exactly the trees the FrameSolver DSL builds. See docs/model-language.md.
public enum ModelLanguage {
    /// The depth the parser and evaluator's thread is sized for (ViewTree's `withLargeStack`:
    /// 64 KiB a level, 512 MiB), so 1,000-deep nesting fits; the nesting limit of 2,000 levels
    /// turns deeper input into an error, not a crash.
    static let stackDepth = 8_192

    /// Parses a model file and returns its root view tree.
    ///
    /// Root: the struct `rootName` if given; else the top-level view expression; else the body
    /// of an `@main` App; else `ContentView`; else the last view struct no other one uses.
    /// `options` turn on lenient mode.
    /// - Throws: `ModelError` naming the file, line and column, for any syntax or type error.
    public static func load(
        _ text: String, file: String, rootName: String? = nil, options: LoadOptions = LoadOptions()
    ) throws(ModelError) -> LoadedModel {
        // The nesting of a text is unknown before it is parsed: always a large stack.
        try withLargeStack(depth: stackDepth) { () throws(ModelError) -> LoadedModel in
            try loadHere(text, file: file, rootName: rootName, options: options)
        }
    }

    /// Loads on the current thread (which must have a large enough stack for deep models).
    static func loadHere(_ text: String, file: String, rootName: String?, options: LoadOptions) throws(ModelError) -> LoadedModel {
        let source = SourceText(text, file: file)
        let (syntax, parseWarnings) = try Parser.parse(text, source: source)
        let evaluator = Evaluator(source: source, lenient: options.lenient)
        evaluator.warnings = parseWarnings
        let selection = try RootSelection.select(syntax, rootName: rootName, evaluator: evaluator)
        var root = PlaceholderSizing.apply(selection.root)
        if let model = options.textMetrics { root?.attributes.textMetrics = model }
        return LoadedModel(
            root: root, rootName: selection.name, structNames: selection.structNames, warnings: evaluator.warnings)
    }
}
