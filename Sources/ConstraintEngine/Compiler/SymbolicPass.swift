import LinearProgramming
import LeafMeasurement
import ViewTree

/// The compiler's pass over one tree for one piece of the window range: SwiftUI's layout
/// rules restated over forms (affine functions of the window), so that every answer is an
/// expression the program can carry. It never runs or reads the negotiation engine
/// (LP-MODELLING.md A.1); only leaf metrics and constants are shared.
///
/// Answers are memoised on (node, proposal forms, scope), so probes that repeat share one
/// encoding (C.3). Its mutable state is `@exclusivity(unchecked)`, for the reason
/// `ProgramBuilder` gives.
final class SymbolicPass {
    let tree: IndexedTree
    let program: ProgramBuilder
    let window: FormProposal
    /// How each Text is measured (I.2's metrics or a real font), as the negotiation engine does.
    let text: TreeTextMeasurement
    /// The Text layouts made so far, shared with the piece's other passes.
    let textLayouts: TextLayoutMemo
    @exclusivity(unchecked) private var cache: FoldedTable<FormKey, FormSize>
    /// The relation program: per sizing key, the node's size as columns and the columns its
    /// rule reads as its proposal (one table: a key hashed once per question).
    @exclusivity(unchecked) private var relationAnswers: FoldedTable<FormKey, (size: FormSize, local: FormProposal)>
    @exclusivity(unchecked) private var tied: FoldedTable<TieKey, Void>
    private struct TieKey: FoldedKey {
        var node: Int
        var proposal: FormProposal

        /// The node and the proposal folded into one word (`LinearForm.fold`).
        var folded: UInt64 { proposal.folded(into: UInt64(UInt(bitPattern: node))) }
    }
    /// The last layout sizing made of each stack and grid, for its placement (`KeptLayout`).
    @exclusivity(unchecked) var keptStackLayouts: [Int: KeptLayout<StackLayout>] = [:]
    @exclusivity(unchecked) var keptGridSolutions: [Int: KeptLayout<GridForms>] = [:]
    /// The guides containers passed up in this pass (`passedUpGuide`), by the builder's
    /// `shadowEpoch` they were made in: a stack aligned by a guide asks each child's while
    /// sizing and again while placing, and each child's placement asks its own children's, so
    /// without them a chain of nested stacks aligned by their text baselines asked the
    /// innermost 2^depth times.
    @exclusivity(unchecked) var passedUpGuides: (epoch: Int, guides: [PassedUpGuideKey: LinearForm?]) = (0, [:])
    /// Whether a structural probe is being computed (no rows, see `probe`).
    @exclusivity(unchecked) private(set) var probing = false
    /// The builder's `shadowEpoch` the sizing keys were made in.
    @exclusivity(unchecked) private var shadowEpoch = 0
    @exclusivity(unchecked) private(set) var warnings: [LayoutWarning] = []
    /// Spells the views that origins name, when an origin is read (`ViewOriginPlaces`).
    private let places: ViewOriginPlaces
    @exclusivity(unchecked) private var warned = Set<String>()
    /// Columns for the final size of nodes that relations read, by node.
    @exclusivity(unchecked) var anchors: [Int: FormSize] = [:]
    /// Columns for the common length of each relation group, by axis and name.
    @exclusivity(unchecked) var groups: [String: LinearForm] = [:]
    /// The ideal lengths each group member's row already bounds the group by.
    @exclusivity(unchecked) var memberIdeals: [Int: Set<LinearForm>] = [:]
    /// One session per custom `Layout` container in this pass (its cache lives there).
    @exclusivity(unchecked) var layoutSessions: [Int: any LayoutSession] = [:]
    /// What each `ExprVariable.layoutSymbol` of a custom layout's code stands for.
    @exclusivity(unchecked) var layoutSymbols: [LinearForm] = []
    /// The model's geometry feedback (the root's `StateProgram`), if any.
    let stateProgram: StateProgram?
    /// The column of each state of `stateProgram`, by name.
    @exclusivity(unchecked) var stateColumns: [String: Int] = [:]

    init(tree: IndexedTree, program: ProgramBuilder, window: FormProposal, text: TreeTextMeasurement, textLayouts: TextLayoutMemo = TextLayoutMemo()) {
        self.tree = tree
        // About one sizing key and one tie per node, and a stack's children probed at 0 and
        // infinity: tables made at their size once, not grown as they double.
        relationAnswers = FoldedTable(capacity: tree.nodes.count)
        tied = FoldedTable(capacity: tree.nodes.count)
        cache = FoldedTable(capacity: 2 * tree.nodes.count)
        places = ViewOriginPlaces(tree)
        self.text = text
        self.textLayouts = textLayouts
        self.program = program
        self.window = window
        stateProgram = tree.nodes.lazy.compactMap(\.attributes.stateProgram).first
    }

    /// The node at pre-order `index`, read in place (a node is a dozen references to copy).
    subscript(index: Int) -> IndexedTree.Node {
        _read { yield tree.nodes[index] }
    }

    /// Names and provenance of what a node makes: `n12_frame_minW`, "0.1.2 frame (file:3:5)".
    /// The name is its parts, spelt when read (`LPName`).
    func name(_ index: Int, _ what: String) -> LPName { LPName(number: index, self[index].kind.name, what) }

    /// What a node makes, `0.1.2 frame minW (file:3:5)`: the view's path, kind and model line
    /// are spelt when the origin is read (`ViewOriginPlaces`), so a chain of n views holds n
    /// origins of constant size, not n^2 characters of paths, and none is spelt unread.
    func origin(_ index: Int, _ what: String) -> LPOrigin {
        LPOrigin(place: index, in: places, text: what)
    }

    /// `min(a, b)` made by node `index`, its row and column names ending in `what`: spelt
    /// only where a row or column is written (a probe's, or a clamp met again, writes none; a
    /// stack's `offer\(i)` spelt at every call was a hundredth of a cold solve).
    func min(_ a: LinearForm, _ b: LinearForm, _ index: Int, _ what: @autoclosure () -> String) -> LinearForm {
        program.min(a, b, origin: origin(index, what()), name: name(index, what()))
    }

    /// `max(a, b)` made by node `index` (as `min`).
    func max(_ a: LinearForm, _ b: LinearForm, _ index: Int, _ what: @autoclosure () -> String) -> LinearForm {
        program.max(a, b, origin: origin(index, what()), name: name(index, what()))
    }

    func size(_ index: Int, _ proposal: FormProposal, _ scope: FormScope) throws(CompileInterrupt) -> FormSize {
        if shadowEpoch != program.shadowEpoch { followShadows() }
        if program.relations && !probing { return try relationSize(index, proposal, scope) }
        var key = FormKey(node: index, proposal: proposal, scope: scopeKey(index, scope), probing: probing)
        if let cached = cache[key] { return cached }
        let epoch = program.shadowEpoch
        let answer = try computeSize(index, proposal, scope)
        key = refreshed(key, since: epoch)
        cache.updateValue(answer, forKey: key)
        return answer
    }

    /// The relation program's sizing: the node's proposal and answer become columns, its rule
    /// is written between its own columns and its children's (docs/constraint-engine.md).
    /// Proposals equal over the piece share one encoding (keyed by their values as forms of the
    /// window, C.3); a different expression of the same proposal is tied to the columns by a row.
    private func relationSize(_ index: Int, _ proposal: FormProposal, _ scope: FormScope) throws(CompileInterrupt) -> FormSize {
        var key = relationKey(index, proposal, scope)
        let epoch = program.shadowEpoch
        if let cached = relationAnswers[key] {
            tie(index, cached.local, to: proposal)
            return cached.size
        }
        let local = FormProposal(
            width: proposal.width.map { program.materialize($0, column: LPName(number: index, "pw"), origin: origin(index, "proposed width")) },
            height: proposal.height.map { program.materialize($0, column: LPName(number: index, "ph"), origin: origin(index, "proposed height")) })
        tied.insert(TieKey(node: index, proposal: proposal))
        let answer = try computeSize(index, local, scope)
        let result = FormSize(
            width: program.materialize(answer.width, column: LPName(number: index, "w"), origin: origin(index, "width")),
            height: program.materialize(answer.height, column: LPName(number: index, "h"), origin: origin(index, "height")))
        key = refreshed(key, since: epoch)
        relationAnswers.updateValue((result, local), forKey: key)
        return result
    }

    /// The sizing keys made of shadows, made again after a narrowing fixed clamps in flight
    /// (`ProgramBuilder.fixClamps`): the same proposal's key reads the clamp's side now, and
    /// its answer is the one already written.
    private func followShadows() {
        shadowEpoch = program.shadowEpoch
        relationAnswers = relationAnswers.rekeyed(reshadow)
        cache = cache.rekeyed(reshadow)
    }

    /// `key` as the shadows read now, when a narrowing while its answer was computed (a Text
    /// below deciding a clamp) fixed clamps since `epoch`; the tables follow first.
    private func refreshed(_ key: FormKey, since epoch: Int) -> FormKey {
        guard epoch != program.shadowEpoch else { return key }
        if shadowEpoch != program.shadowEpoch { followShadows() }
        return reshadow(key)
    }

    /// `key` with its forms' shadows read again.
    private func reshadow(_ key: FormKey) -> FormKey {
        FormKey(
            node: key.node, proposal: FormProposal(width: key.proposal.width.map(program.shadow), height: key.proposal.height.map(program.shadow)),
            scope: key.scope.map { $0.map(program.shadow) }, probing: key.probing)
    }

    /// The values of `scope` the node at `index` reads: the part of its sizing key the scope gives.
    func scopeKey(_ index: Int, _ scope: FormScope) -> [LinearForm?] {
        scope.key(freeReaders: self[index].freeReaders, readsContainer: self[index].readsContainer)
    }

    func relationKey(_ index: Int, _ proposal: FormProposal, _ scope: FormScope) -> FormKey {
        // Only the values of the scope the node reads are shadowed (`shadowScope` shadows every
        // reader's size, and most nodes read none): the same key, the same shadows.
        FormKey(
            node: index, proposal: FormProposal(width: proposal.width.map(program.shadow), height: proposal.height.map(program.shadow)),
            scope: scopeKey(index, scope).map { $0.map(program.shadow) }, probing: false)
    }

    /// The columns a node's rule reads as its proposal, for the proposal its parent makes.
    func localProposal(_ index: Int, _ proposal: FormProposal, _ scope: FormScope) -> FormProposal {
        relationAnswers[relationKey(index, proposal, scope)]?.local ?? proposal
    }

    /// A placement that proposes again what sizing proposed, by another expression: the row
    /// that says so (R0.4; equal over the piece, so it holds).
    private func tie(_ index: Int, _ local: FormProposal, to proposal: FormProposal) {
        guard tied.insert(TieKey(node: index, proposal: proposal)) else { return }
        for axis in Axis.allCases {
            guard let column = local[axis], let form = proposal[axis], !form.isInfinite, column != form else { continue }
            program.addRow(
                LPName(number: index, axis == .horizontal ? "pw" : "ph", "again"), origin: origin(index, "proposed again at placement"), column - form, lower: 0,
                upper: 0)
        }
    }

    /// The scope with every column read replaced by its value over the window (for keys and probes).
    func shadowScope(_ scope: FormScope) -> FormScope {
        guard program.relations else { return scope }
        var result = scope
        result.readers = scope.readers.mapValues { FormSize(width: program.shadow($0.width), height: program.shadow($0.height)) }
        result.container = FormProposal(width: scope.container.width.map(program.shadow), height: scope.container.height.map(program.shadow))
        return result
    }

    /// A probe that only decides structure (a flexibility at 0 or infinity, an ideal size):
    /// computed at compile time over the window's forms, writing no rows (LP-MODELLING.md A.7).
    func probe(_ index: Int, _ proposal: FormProposal, _ scope: FormScope) throws(CompileInterrupt) -> FormSize {
        guard program.relations, !probing else { return try size(index, proposal, scope) }
        probing = true
        program.probing = true
        defer {
            probing = false
            program.probing = false
        }
        return try size(index, FormProposal(width: proposal.width.map(program.shadow), height: proposal.height.map(program.shadow)), shadowScope(scope))
    }

    private func computeSize(_ index: Int, _ proposal: FormProposal, _ scope: FormScope) throws(CompileInterrupt) -> FormSize {
        // The kind read in place: a copy of the node retains its dozen references.
        switch self[index].kind {
        case .color, .shape: return shapeSize(proposal)
        case .geometryReader: return geometryReaderSize(proposal)
        case .text(let string): return try textSize(index, string, proposal)
        case .image(let spec): return imageSize(spec, proposal)
        case .spacer(let minLength): return try spacerSize(index, minLength, proposal, scope)
        case .divider: return dividerSize(index, proposal)
        case .stack, .gridRow: return try stackSize(index, proposal, scope)
        case .zStack: return try zStackSize(index, proposal, scope)
        case .scrollView(let spec): return try scrollViewSize(index, spec, proposal, scope)
        case .grid: return try gridSize(index, proposal, scope)
        case .viewThatFits(let axes): return try fitChoice(index, axes, proposal, scope).size
        case .customLayout(let spec): return try customLayoutSize(index, spec, proposal, scope)
        case .frame(let frame): return try fixedFrameSize(index, frame, proposal, scope)
        case .flexibleFrame(let frame): return try flexibleFrameSize(index, frame, proposal, scope)
        case .padding(let insets): return try paddingSize(index, insets, proposal, scope)
        case .aspectRatio(let spec): return try aspectRatioSize(index, spec, proposal, scope)
        case .fixedSize(let h, let v): return try childSize(index, proposal.unspecifying(horizontal: h, vertical: v), scope)
        case .overlay, .background, .offset, .scaleEffect: return try childSize(index, proposal, scope)
        case .position: return try positionSize(index, proposal, scope)
        case .containerRelativeFrame(let spec): return try containerRelativeSize(index, spec, proposal, scope)
        case .relation(let spec): return try relationSize(index, spec, proposal, scope)
        }
    }

    func childSize(_ index: Int, _ proposal: FormProposal, _ scope: FormScope) throws(CompileInterrupt) -> FormSize {
        try size(self[index].children[0], proposal, scope)
    }

    // MARK: Expressions

    /// An argument as a form; NaN and products of two layout-dependent values are errors.
    func form(_ expr: Expr, _ index: Int, _ argument: String, _ scope: FormScope, dimensions: FormSize? = nil, allowNaN: Bool = false) throws(CompileInterrupt)
        -> LinearForm
    {
        let result: LinearForm
        switch expr {
        case .constant(let value): result = LinearForm(value)
        case .variable(let variable):
            let bound: LinearForm?
            switch variable {
            case .readerWidth(let id): bound = scope.readers[id.raw]?.width
            case .readerHeight(let id): bound = scope.readers[id.raw]?.height
            case .containerLength(let axis): bound = scope.container[axis]
            case .dimensionWidth: bound = dimensions?.width
            case .dimensionHeight: bound = dimensions?.height
            case .layoutSymbol(let number): bound = layoutSymbols.indices.contains(number) ? layoutSymbols[number] : nil
            case .readerFrame: bound = nil
            case .state(let name): bound = stateColumn(name)
            }
            guard let bound else {
                let note = ReaderFrameSettling.unavailableNote(variable)
                throw .failure(failure(index, "'\(argument)' reads \(variable), which is not available here" + note, argument))
            }
            result = bound
        case .add(let a, let b): result = try form(a, index, argument, scope, dimensions: dimensions) + form(b, index, argument, scope, dimensions: dimensions)
        case .subtract(let a, let b):
            result = try form(a, index, argument, scope, dimensions: dimensions) - form(b, index, argument, scope, dimensions: dimensions)
        case .negate(let a): result = try -form(a, index, argument, scope, dimensions: dimensions)
        case .multiply(let a, let b):
            let x = try form(a, index, argument, scope, dimensions: dimensions)
            let y = try form(b, index, argument, scope, dimensions: dimensions)
            if let k = y.constantValue ?? program.constant(of: y) {
                result = x * k
            } else if let k = x.constantValue ?? program.constant(of: x) {
                result = y * k
            } else {
                throw .failure(failure(index, "'\(argument)' multiplies two layout-dependent values, which is not linear", argument))
            }
        case .divide(let a, let b):
            let x = try form(a, index, argument, scope, dimensions: dimensions)
            let divisor = try form(b, index, argument, scope, dimensions: dimensions)
            guard let k = divisor.constantValue ?? program.constant(of: divisor) else {
                throw .failure(failure(index, "'\(argument)' divides by a layout-dependent value, which is not linear", argument))
            }
            result = x / k
        case .minimum(let a, let b):
            result = min(
                try form(a, index, argument, scope, dimensions: dimensions), try form(b, index, argument, scope, dimensions: dimensions), index,
                argument + "_min")
        case .maximum(let a, let b):
            result = max(
                try form(a, index, argument, scope, dimensions: dimensions), try form(b, index, argument, scope, dimensions: dimensions), index,
                argument + "_max")
        }
        if result.isNaN && !allowNaN { throw .failure(failure(index, "'\(argument)' is not a number (NaN)", argument)) }
        return result
    }

    func failure(_ index: Int, _ message: String, _ argument: String? = nil) -> LayoutError {
        let node = self[index]
        return LayoutError(message: message, path: node.path, kind: node.kind.name, argument: argument, source: node.attributes.source)
    }

    /// A warning on the view at `index`, at `source` (the view's own when nil), once per message.
    func warn(_ index: Int, _ message: String, source: SourceLocation? = nil) {
        let node = self[index]
        guard warned.insert(node.path + "\u{0}" + message).inserted else { return }
        warnings.append(LayoutWarning(message: message, path: node.path, source: source ?? node.attributes.source))
    }
}
