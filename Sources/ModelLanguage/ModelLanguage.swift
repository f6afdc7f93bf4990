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

    /// Set by a command that lays out in passes (FeedbackDriver): a Text showing a
    /// GeometryReader's size is then resolved after layout, not a warning.
    public var resolvesReaderText = false

    /// The system bars of the screen the model runs on: NavigationStack and TabView lay out
    /// their bars with these metrics (`BarMetrics.of(screen)`); nil, the default, is a bare
    /// canvas, where they pass their content through with no bar (docs/known-differences.md,
    /// "Navigation and tab bars").
    public var bars: BarMetrics?

    /// Lays out what the model presents instead of the model: the content of its first
    /// `sheet` or `fullScreenCover` becomes the root (`LoadedModel.presentation` says which;
    /// the CLI's `--presented`). A model that presents nothing is then an error.
    public var presenting = false

    /// Lays out a model loaded on its resting screen (offset 0; what it presents in its own
    /// window), for `bars.scrollOffset` to be clamped to each scroll view's range
    /// (ScrollRanges); nil uses the offset as given.
    public var restLayout: (@Sendable (LoadedModel) throws -> LayoutResult)?

    /// Set for the resting pass of `restLayout`: each NavigationStack marks its scroll view.
    var marksScrollViews = false

    /// Options, strict unless `lenient`, with Text measured by `textMetrics` when given.
    public init(lenient: Bool = false, textMetrics: TextMetricsModel? = nil, resolvesReaderText: Bool = false, bars: BarMetrics? = nil) {
        self.lenient = lenient
        self.textMetrics = textMetrics
        self.resolvesReaderText = resolvesReaderText
        self.bars = bars
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
    /// The geometry callbacks the model has (`task(id:) at file:12:5`), in the order met: a
    /// model with any is laid out in passes (`FeedbackDriver`); `root` is its first pass.
    public var geometryCallbacks: [String] = []
    /// Whether a Text shows a GeometryReader's size (known only during layout).
    public var readerText = false
    /// With `LoadOptions.presenting`: the presentation laid out as the root.
    public var presentation: Presentation?
    /// With `LoadOptions.restLayout`: the scroll ranges the offset was clamped to (by stack),
    /// for a later load of the same file (the passes of a feedback model) to clamp it alike.
    public var scrollRanges: [ScrollRange?]?

    /// Whether the model is laid out in passes (`FeedbackDriver`): it has geometry callbacks,
    /// or text that shows a reader's size.
    public var needsPasses: Bool { !geometryCallbacks.isEmpty || readerText }
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
        if let bars = options.bars, bars.scrollOffset > 0, bars.scrollRanges == nil, let restLayout = options.restLayout {
            return try loadScrolled(text, file: file, rootName: rootName, options: options, restLayout: restLayout)
        }
        let source = SourceText(text, file: file)
        let (syntax, parseWarnings) = try Parser.parse(text, source: source)
        let evaluator = Evaluator(source: source, lenient: options.lenient)
        evaluator.warnings = parseWarnings
        evaluator.feedback.resolvesReaders = options.resolvesReaderText
        evaluator.bars.metrics = options.bars
        evaluator.presenting = options.presenting
        evaluator.marksScrollViews = options.marksScrollViews
        let selection = try RootSelection.select(syntax, rootName: rootName, evaluator: evaluator)
        var selected = selection.root
        if options.presenting {
            guard let presentation = evaluator.presentations.first else {
                throw source.error(
                    "nothing to present: the model has no sheet or fullScreenCover", line: 1, column: 1,
                    expected: "a view with .sheet(isPresented:) { … } or .fullScreenCover(isPresented:) { … }")
            }
            selected = ViewNode.implicitContainer(presentation.content, .stack(StackSpec(axis: .vertical)))
        }
        if let bars = options.bars, bars.scrollOffset > 0, bars.showsBars, evaluator.bars.stacks == 0 {
            evaluator.warn("the scroll offset moves nothing: the model has no NavigationStack (only its ScrollView or List scrolls)", at: Loc(line: 1, column: 1))
        }
        var root = PlaceholderSizing.apply(selected)
        if let model = options.textMetrics { root?.attributes.textMetrics = model }
        var model = LoadedModel(
            root: root, rootName: selection.name, structNames: selection.structNames, warnings: evaluator.warnings)
        model.geometryCallbacks = evaluator.feedback.callbacks.map { "\($0.written) at \(file):\($0.loc.line):\($0.loc.column)" }
        model.readerText = evaluator.feedback.readerText
        if options.presenting { model.presentation = evaluator.presentations.first }
        return model
    }

    /// A model scrolled by `bars.scrollOffset`, clamped to each scroll view's range (ScrollRanges):
    /// loaded at rest, laid out by `restLayout`, measured, then loaded with the ranges. A resting
    /// layout that fails leaves the offset as given, with a warning.
    private static func loadScrolled(
        _ text: String, file: String, rootName: String?, options: LoadOptions, restLayout: @Sendable (LoadedModel) throws -> LayoutResult
    ) throws(ModelError) -> LoadedModel {
        var resting = options
        resting.bars?.scrollOffset = 0
        resting.restLayout = nil
        resting.marksScrollViews = true
        let rest = try loadHere(text, file: file, rootName: rootName, options: resting)
        var scrolled = options
        scrolled.restLayout = nil
        var problem: String?
        if let root = rest.root {
            do {
                scrolled.bars?.scrollRanges = ScrollRanges.measure(root, in: try restLayout(rest))
            } catch {
                problem = "the scroll offset is used as given: the resting screen, which its range is measured on, did not lay out (\(error))"
            }
        }
        var model = try loadHere(text, file: file, rootName: rootName, options: scrolled)
        model.scrollRanges = scrolled.bars?.scrollRanges
        guard let problem else { return model }
        var warned = LoadedModel(
            root: model.root, rootName: model.rootName, structNames: model.structNames,
            warnings: model.warnings + [SourceText(text, file: file).diagnostic(problem, severity: .warning, line: 1, column: 1)])
        warned.geometryCallbacks = model.geometryCallbacks
        warned.readerText = model.readerText
        warned.presentation = model.presentation
        warned.scrollRanges = model.scrollRanges
        return warned
    }
}
