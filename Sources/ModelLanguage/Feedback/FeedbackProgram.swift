import ViewTree

/// A model whose views depend on state that geometry callbacks change: parsed once, evaluated
/// again for every layout pass with the state of that pass (SwiftUI re-runs `body` the same way).
public struct FeedbackProgram: Sendable {
    let syntax: SyntaxFile
    let source: SourceText
    let rootName: String?
    let lenient: Bool
    let textMetrics: TextMetricsModel?
    /// The screen's bars every pass lays out (`LoadOptions.bars`).
    var bars: BarMetrics?
    /// Whether every pass lays out the model's first presentation instead of the model
    /// (`LoadOptions.presenting`, the CLI's `--presented`).
    var presenting = false
    let parseWarnings: [ModelDiagnostic]

    /// Parses `text`; errors name the file, line and column. Every pass's tree is measured
    /// with `options.textMetrics` when given and with `options.bars`, as `ModelLanguage.load`
    /// builds its tree.
    public static func load(_ text: String, file: String, rootName: String? = nil, options: LoadOptions = LoadOptions()) throws(ModelError)
        -> FeedbackProgram
    {
        let source = SourceText(text, file: file)
        let (syntax, warnings) = try withLargeStack(depth: ModelLanguage.stackDepth) { () throws(ModelError) in
            try Parser.parse(text, source: source)
        }
        return FeedbackProgram(
            syntax: syntax, source: source, rootName: rootName, lenient: options.lenient, textMetrics: options.textMetrics, bars: options.bars,
            presenting: options.presenting, parseWarnings: warnings)
    }

    /// One evaluation of the model at `state` (the passes' state so far).
    func evaluate(state: [StateKey: StateValue], readers: [String: Size] = [:], symbolic: [StateKey: Value] = [:]) throws(ModelError)
        -> FeedbackEvaluation
    {
        try withLargeStack(depth: ModelLanguage.stackDepth) { () throws(ModelError) -> FeedbackEvaluation in
            let evaluator = Evaluator(source: source, lenient: lenient)
            evaluator.warnings = parseWarnings
            evaluator.feedback.state = state
            evaluator.feedback.knownReaders = readers
            evaluator.feedback.resolvesReaders = true
            evaluator.feedback.symbolicState = symbolic
            evaluator.bars.metrics = bars
            evaluator.presenting = presenting
            let selection = try RootSelection.select(syntax, rootName: rootName, evaluator: evaluator)
            var selected = selection.root
            if presenting {
                // As `ModelLanguage.load` with `presenting`: the first presentation's content.
                guard let presentation = evaluator.presentations.first else {
                    throw source.error(
                        "nothing to present: the model has no sheet or fullScreenCover", line: 1, column: 1,
                        expected: "a view with .sheet(isPresented:) { … } or .fullScreenCover(isPresented:) { … }")
                }
                selected = ViewNode.implicitContainer(presentation.content, .stack(StackSpec(axis: .vertical)))
            }
            var root = PlaceholderSizing.apply(selected)
            if let textMetrics { root?.attributes.textMetrics = textMetrics }
            return FeedbackEvaluation(root: root, rootName: selection.name, evaluator: evaluator)
        }
    }
}

/// One evaluation's views, and the evaluator that holds its callbacks' closures.
final class FeedbackEvaluation {
    let root: ViewNode?
    let rootName: String?
    let evaluator: Evaluator

    init(root: ViewNode?, rootName: String?, evaluator: Evaluator) {
        self.root = root
        self.rootName = rootName
        self.evaluator = evaluator
    }

    /// Whether the model has anything the passes run: state, callbacks or preferences.
    var hasFeedback: Bool {
        !evaluator.feedback.callbacks.isEmpty || !evaluator.feedback.emissions.isEmpty || !evaluator.feedback.declared.isEmpty
    }
}

extension FeedbackEvaluation {
    /// Each reader's size in `result`, by the reader's stable identity.
    func readerSizes(_ result: LayoutResult) -> [String: Size] {
        let lookup = GeometryLookup(root: root, result: result, anchors: [:])
        var sizes: [String: Size] = [:]
        for (reader, identity) in evaluator.feedback.readerIdentity {
            if let path = lookup.paths[reader], let frame = lookup.frames[path] { sizes[identity] = frame.frame.size }
        }
        return sizes
    }
}
