import ViewTree

// Constraint-native relations (RelationSpec): lengths tied to other views' final frames or to
// a group, solved by the program in one pass instead of a second layout pass.
extension SymbolicPass {
    /// The largest length a relation's unknown may take, for the range analysis and big-M.
    var relationRange: (Double, Double) { (0, 4 * program.relationUpper()) }

    /// The ancestor a `relativeFrame` refers to: the nearest tagged `id`, else the model's
    /// root (on a device, the child of the safe area's padding: index 1 in pre-order).
    func relationAnchor(_ index: Int, _ id: String?) throws(CompileInterrupt) -> Int {
        guard let id else { return self[0].attributes.hostsScreen ? 1 : 0 }
        var current = self[index].parent
        while current >= 0 {
            if self[current].attributes.id == id { return current }
            current = self[current].parent
        }
        throw .failure(failure(index, "no ancestor is tagged id(\"\(id)\")", "of"))
    }

    /// The error for an anchor whose final length is its own relativeFrame's length again
    /// (`VStack { Color.red.relativeFrame(width: 1) }`): nothing else fixes it, so it is
    /// undetermined. Names the anchor and the relativeFrames that read it.
    func undeterminedAnchor(_ anchor: Int, _ what: String) -> LayoutError {
        failure(
            anchor,
            "the final \(what) of this view is undetermined: \(anchorReaders(anchor)) reads it, and it is that relativeFrame's \(what) again, so any \(what) fits; read an ancestor whose size does not follow from this content, or give the content a size of its own")
    }

    /// The relativeFrames that read `anchor`'s final size, named by path and model line.
    func anchorReaders(_ anchor: Int) -> String {
        let readers = tree.nodes.indices.filter { index in
            guard case .relation(.fractionOfAncestor(_, _, let id, _)) = self[index].kind else { return false }
            return (try? relationAnchor(index, id)) == anchor
        }
        return readers.map { "relativeFrame at \(self[$0].path)\(self[$0].attributes.source.map { " (\($0))" } ?? "")" }
            .joined(separator: ", ")
    }

    /// What the solve checks for an anchor whose tie row does not restate the column: that
    /// the program leaves its final length one value (a min/max between the relativeFrame and
    /// its anchor can still let a range of lengths fit, `frame(minWidth: 10)` around it).
    func anchorCheck(_ anchor: Int, _ what: String, column: Int) -> AnchorCheck {
        AnchorCheck(column: column, what: what, readers: anchorReaders(anchor), anchor: failure(anchor, ""))
    }

    /// Columns for an anchor's final width and height, tied to its frame after placement.
    func anchorColumns(_ anchor: Int) -> FormSize {
        if let existing = anchors[anchor] { return existing }
        // A fixed frame's size is known before layout: read it as constants, so decisions
        // below it (a Text's line breaks) stay decidable at compile time.
        if case .frame(let frame) = self[anchor].kind, let w = frame.width?.constantValue, let h = frame.height?.constantValue,
            w >= 0, h >= 0, w.isFinite, h.isFinite
        {
            return FormSize(width: LinearForm(w), height: LinearForm(h))
        }
        let w = program.addColumn("n\(anchor)_final_w", origin: origin(anchor, "final width (read by relativeFrame)"), range: relationRange, nonNegative: true)
        let h = program.addColumn("n\(anchor)_final_h", origin: origin(anchor, "final height (read by relativeFrame)"), range: relationRange, nonNegative: true)
        let size = FormSize(width: LinearForm(variable: w), height: LinearForm(variable: h))
        anchors[anchor] = size
        return size
    }

    /// A group's common length: a column the objective minimises, at least every member's ideal.
    func groupColumn(_ axis: Axis, _ group: String, _ index: Int) throws(CompileInterrupt) -> LinearForm {
        let key = "\(axis.rawValue):\(group)"
        if let existing = groups[key] { return existing }
        try checkNoNestedMembers(axis, group)
        let column = program.addColumn(
            "g_\(axis == .horizontal ? "w" : "h")_\(group.filter { $0.isLetter || $0.isNumber })",
            origin: "group \(group) common \(axis == .horizontal ? "width" : "height") (first at \(self[index].path))",
            range: relationRange, nonNegative: true)
        program.setObjective(column, 1)
        // The common length is at least every member's ideal: tell the range analysis, so a
        // member's content proposed the common length is known not to wrap or shrink.
        for member in tree.nodes.indices {
            guard case .relation(.equalLength(axis, group, _)) = self[member].kind,
                let natural = try? probe(self[member].children[0], .unspecified, FormScope(container: window))[axis].constantValue
            else { continue }
            program.raiseRangeLower(column, to: natural)
        }
        let form = LinearForm(variable: column)
        groups[key] = form
        return form
    }

    /// A member of a group inside another member of the same group would need its own
    /// length to find it (the outer ideal is the inner common length): a model error naming
    /// both views, found before any member is sized.
    func checkNoNestedMembers(_ axis: Axis, _ group: String) throws(CompileInterrupt) {
        func isMember(_ index: Int) -> Bool {
            if case .relation(.equalLength(axis, group, _)) = self[index].kind { return true }
            return false
        }
        for member in tree.nodes.indices where isMember(member) {
            var ancestor = self[member].parent
            while ancestor >= 0 {
                if isMember(ancestor) {
                    let name = axis == .horizontal ? "equalWidth" : "equalHeight"
                    let inner = self[member].attributes.source.map { " (\($0))" } ?? ""
                    throw .failure(
                        failure(
                            ancestor,
                            "\(name)(group: \"\(group)\") contains another member of the same group, \(name) at \(self[member].path)\(inner); a group's members must not contain each other",
                            "group"))
                }
                ancestor = self[ancestor].parent
            }
        }
    }

    /// The relation as the frame it acts like, with its lengths as forms.
    func relationFrame(_ index: Int, _ spec: RelationSpec, _ proposal: FormProposal, _ scope: FormScope) throws(CompileInterrupt) -> (
        width: LinearForm?, height: LinearForm?, alignment: Alignment, childProposal: FormProposal
    ) {
        switch spec {
        case .fractionOfAncestor(let width, let height, let ancestor, let alignment):
            let anchor = anchorColumns(try relationAnchor(index, ancestor))
            let w = try width.map { e throws(CompileInterrupt) in anchor.width * (try constantArgument(e, index, "width", scope)) }
            let h = try height.map { e throws(CompileInterrupt) in anchor.height * (try constantArgument(e, index, "height", scope)) }
            return (w, h, alignment, FormProposal(width: w ?? proposal.width, height: h ?? proposal.height))
        case .equalLength(let axis, let group, let alignment):
            let common = try groupColumn(axis, group, index)
            var ideal = proposal
            ideal[axis] = nil
            let natural = try probe(self[index].children[0], ideal, scope)[axis]
            // Sizing and placement probe the member again and again: one row per ideal length.
            if memberIdeals[index, default: []].insert(natural).inserted {
                program.addRow(
                    name(index, "ge_ideal"), origin: origin(index, "group \(group) at least this member's ideal"),
                    common - natural, lower: 0, upper: .infinity)
            }
            var childProposal = proposal
            childProposal[axis] = common
            return (axis == .horizontal ? common : nil, axis == .vertical ? common : nil, alignment, childProposal)
        case .boundAspectRatio(let ratioExpr):
            let ratio = try constantArgument(ratioExpr, index, "ratio", scope)
            guard ratio > 0 else { throw .failure(failure(index, "ratio \(ratio) must be greater than 0", "ratio")) }
            let width: LinearForm
            switch (proposal.width, proposal.height) {
            case (let pw?, let ph?): width = min(pw, ph * ratio, index, "fit")
            case (let pw?, nil): width = pw
            case (nil, let ph?): width = ph * ratio
            case (nil, nil): width = try childSize(index, .unspecified, scope).width
            }
            let height = width / ratio
            return (width, height, .center, FormProposal(width: width, height: height))
        case .centeredColumn(let maxExpr):
            let limit = try form(maxExpr, index, "maxWidth", scope)
            let column = proposal.width.map { min($0, limit, index, "column") }
            return (proposal.width, nil, .center, FormProposal(width: column ?? limit, height: proposal.height))
        }
    }

    func constantArgument(_ expr: Expr, _ index: Int, _ argument: String, _ scope: FormScope) throws(CompileInterrupt) -> Double {
        guard let value = try form(expr, index, argument, scope).constantValue else {
            throw .failure(failure(index, "'\(argument)' must be a constant here", argument))
        }
        return value
    }

    func relationSize(_ index: Int, _ spec: RelationSpec, _ proposal: FormProposal, _ scope: FormScope) throws(CompileInterrupt) -> FormSize {
        let frame = try relationFrame(index, spec, proposal, scope)
        let child = try childSize(index, frame.childProposal, scope)
        if case .centeredColumn(let maxExpr) = spec, let width = frame.width {
            // As its twin, a ScrollView's content in `frame(maxWidth: m)` with margins
            // max(0, (p - m) / 2): R2.3b makes the frame min(max(p - 2 margins, cw), m), so the
            // whole is max(p, min(cw, m)). Content that cannot be as narrow as the proposal (a
            // Text proposed 0 where a window is narrower than its landscape side insets)
            // widens the column, up to m, instead of overflowing it.
            let limit = try form(maxExpr, index, "maxWidth", scope)
            return FormSize(width: max(width, min(child.width, limit, index, "content_capped"), index, "column_fits"), height: child.height)
        }
        return FormSize(width: frame.width ?? child.width, height: frame.height ?? child.height)
    }

    func relationPlacements(_ index: Int, _ spec: RelationSpec, _ proposal: FormProposal, _ size: FormSize, _ scope: FormScope) throws(CompileInterrupt)
        -> [FormPlacement]
    {
        let frame = try relationFrame(index, spec, proposal, scope)
        return [try aligned(self[index].children[0], in: size, alignment: frame.alignment, proposal: frame.childProposal, scope)]
    }
}
