import LinearProgramming
import ViewTree

// Geometry feedback in one program (StateProgram, docs/geometry-feedback.md): every state a
// callback assigns from geometry is a column the views read; after placement a row ties it to
// the geometry it is assigned from, `state = definition`, so the fixed point SwiftUI reaches
// in several passes is one solve. The analysis says whether the passes reach that point.

/// What the compiler found about one state: its column, and whether SwiftUI's passes reach
/// the solved value from the initial one.
struct StateClaim {
    var state: String
    var column: Int
    var reached: Bool
    var note: String
    /// On a cycle the analysis cannot settle (through a clamp, or other states): the solve
    /// checks that the program leaves the state one value.
    var checked = false
    /// The definition, for the error when it does not.
    var definition: String = ""
    /// With the state pinned (StateBox.pinned): the column holding the definition's value,
    /// the passes' map at the pinned value.
    var mapColumn: Int?
    /// On a cycle of linear definitions: the iteration matrix, judged after the solve.
    var cycle: LinearStateCycle?
    /// Over the program's piece of the states' range: whether the passes, started anywhere in
    /// the piece, stay in it and settle on the solved value. So when the definition reads no
    /// state over the piece (the first pass gives the fixed point), or reads only its own state,
    /// directly, with a factor in [0, 1) (each pass moves monotonically from the start towards
    /// the fixed point, and both lie in the piece). StatePieces.startingPiece relies on it.
    var settlesInPiece = false
}

extension SymbolicPass {
    /// The column of state `name`; nil when no definition of the program assigns it.
    func stateColumn(_ name: String) -> LinearForm? {
        if let column = stateColumns[name] { return LinearForm(variable: column) }
        guard let definition = stateProgram?.definitions.first(where: { $0.state == name }) else { return nil }
        // A state is a length or a coordinate in the window: the relation unknowns' range
        // bounds it for the range analysis and big-M, or the piece of it this program covers.
        let interval = program.stateBox.pinned[name].map { StateInterval(lower: $0, upper: $0) } ?? program.stateBox.intervals[name]
        let column = program.addColumn(
            LPName(Self.stateColumnName(name)),
            origin: "state \(name) (assigned in \(definition.callback) at \(definition.source))",
            range: interval.map { ($0.lower, $0.upper) } ?? relationRange, nonNegative: true)
        if let interval { program.bound(column, lower: interval.lower, upper: interval.upper) }
        stateColumns[name] = column
        program.stateColumns.insert(column)
        program.stateNames[column] = name
        return LinearForm(variable: column)
    }

    /// `s_ImageContainer_width`: the state's name with every other character an underscore.
    static func stateColumnName(_ state: String) -> String { "s_" + state.map { $0.isLetter || $0.isNumber ? String($0) : "_" }.joined() }

    /// Steps, after placement (the geometry the callbacks read is then known as forms):
    /// 1. a Text that shows a state is not linear: an error naming the state and the Text;
    /// 2. each definition's value as a form of the placed frames (`geometryForm`);
    /// 3. the analysis over the forms' dependence on the states (`claims`);
    /// 4. the rows `state - value = 0`.
    func tieStates(_ placed: [FormFrame?]) throws(CompileInterrupt) -> [StateClaim] {
        guard let stateProgram, !stateProgram.definitions.isEmpty else { return [] }
        if let shown = stateProgram.shownInText.first {
            throw .failure(
                LayoutError(
                    message:
                        "not linear: the Text at \(shown.source) shows \(shown.state), and a Text's width depends on the digits it shows; the program cannot carry it (the negotiation engine's passes show what SwiftUI does)",
                    path: "0", kind: self[0].kind.name, argument: shown.state, source: self[0].attributes.source))
        }
        var values: [(definition: StateDefinition, column: Int, value: LinearForm)] = []
        for definition in stateProgram.definitions {
            guard let column = stateColumn(definition.state)?.terms.keys.first else { continue }
            values.append((definition, column, try geometryForm(definition.value, placed, definition)))
        }
        if !program.stateBox.pinned.isEmpty {
            // The states held at values: each definition's value is a column of its own, the
            // passes' map at those values (StatePieces, step 3).
            return values.map { definition, column, value in
                let map = program.addColumn(
                    LPName(Self.stateColumnName(definition.state) + "_map"), origin: "the value \(definition.callback) assigns \(definition.state) at the pinned state",
                    range: (-.infinity, .infinity))
                program.addRow(
                    LPName(Self.stateColumnName(definition.state) + "_def"), origin: "\(definition.state)'s next value = \(definition.value) (\(definition.callback) at \(definition.source))",
                    LinearForm(variable: map) - value, lower: 0, upper: 0)
                return StateClaim(state: definition.state, column: column, reached: false, note: "pinned", mapColumn: map)
            }
        }
        let claims = try self.claims(values)
        for (definition, column, value) in values {
            program.addRow(
                LPName(Self.stateColumnName(definition.state) + "_def"),
                origin: "state \(definition.state) = \(definition.value) (\(definition.callback) at \(definition.source))",
                LinearForm(variable: column) - value, lower: 0, upper: 0)
        }
        return claims
    }

    /// Whether the passes reach each state's solved value. A definition reads the states its
    /// form depends on (through the relation program's columns: their shadows); with no cycle
    /// among the states, each pass settles one more of them, so the passes reach the fixed point
    /// (step by step as SwiftUI's do). A state that reads only itself with factor c has the
    /// fixed point of `s = c s + r`: c = 1 leaves every value (or none) a fixed point, which
    /// is an error naming the state; |c| < 1 is a contraction, reached from any start; else
    /// the passes move away from it.
    private func claims(_ values: [(definition: StateDefinition, column: Int, value: LinearForm)]) throws(CompileInterrupt) -> [StateClaim] {
        var reads: [Int: Set<Int>] = [:]
        var own: [Int: Double] = [:]
        var throughClamps = Set<Int>()
        var settles = Set<Int>()
        for (_, column, value) in values {
            let shadow = program.shadow(value)
            let (direct, clamped) = program.statesRead(by: shadow)
            // Settles inside the piece: only the window, clamps that read no state, and at most
            // the state itself with a factor in [0, 1).
            let factor = shadow.terms[column] ?? 0
            let known = shadow.terms.keys.allSatisfy { $0 < 2 || $0 == column || program.switches.contains($0) }
            if known, clamped.isEmpty, direct.isSubset(of: [column]), factor >= 0, factor < 1 - 1e-9 { settles.insert(column) }
            reads[column, default: []].formUnion(direct.union(clamped))
            own[column] = shadow.terms[column] ?? 0
            // A clamp whose side depends on a state: the factor is the active branch's, which
            // the compiler does not know.
            if !clamped.isEmpty { throughClamps.insert(column) }
        }
        // The states on a cycle: those that reach themselves through `reads`.
        func reachesItself(_ start: Int) -> Bool {
            var seen = Set<Int>()
            var pending = Array(reads[start] ?? [])
            while let next = pending.popLast() {
                if next == start { return true }
                if seen.insert(next).inserted { pending += reads[next] ?? [] }
            }
            return false
        }
        var claims: [StateClaim] = []
        for (definition, column, value) in values {
            let name = definition.state
            guard reachesItself(column) else {
                claims.append(StateClaim(state: name, column: column, reached: true, note: "no cycle: it follows from the layout"))
                continue
            }
            let others = (reads[column] ?? []).subtracting([column])
            if !others.isEmpty, let cycle = linearCycle(from: column, reads, throughClamps, values) {
                let proven = cycle.contraction != nil
                claims.append(
                    StateClaim(
                        state: name, column: column, reached: proven, note: "", checked: !proven,
                        definition: "\(name) = \(definition.value) (\(definition.callback) at \(definition.source))", cycle: cycle))
                continue
            }
            if !others.isEmpty || throughClamps.contains(column) {
                claims.append(
                    StateClaim(
                        state: name, column: column, reached: false, note: "a cycle through other states or a clamp: the passes are not proven to reach it",
                        checked: true, definition: "\(name) = \(definition.value) (\(definition.callback) at \(definition.source))"))
                continue
            }
            let factor = own[column] ?? 0
            // Over a piece of the state's range (StatePieces) every state's fixed points are
            // minimised and maximised: the identity's spread is found there.
            if abs(factor - 1) < 1e-9, !program.stateBox.intervals.isEmpty {
                claims.append(StateClaim(state: name, column: column, reached: false, note: "reads itself with factor 1 over the piece"))
                continue
            }
            if abs(factor - 1) < 1e-9 {
                let rest = program.shadow(value) - LinearForm(variable: column)
                // `x = x`: every value is one, and each pass assigns the value it read, so the
                // initial value stays. `x = x + c`: none is, and each pass moves it by c.
                let message =
                    rest.isConstant && abs(rest.constant) < 1e-9
                    ? "the fixed point of \(name) is not unique: \(name) = \(definition.value) reads \(name) itself with factor 1, so every value is a fixed point; SwiftUI keeps the initial value (\(definition.callback) at \(definition.source))"
                    : "\(name) has no fixed point: \(name) = \(definition.value) reads \(name) itself with factor 1, so every pass moves it and no value is a fixed point; SwiftUI's passes do not settle (\(definition.callback) at \(definition.source); the negotiation engine's passes show them)"
                throw .failure(LayoutError(message: message, path: "0", kind: self[0].kind.name, argument: name, source: self[0].attributes.source))
            }
            if abs(factor) < 1 {
                claims.append(StateClaim(state: name, column: column, reached: true, note: "a contraction (factor \(formatLength(factor))): reached from any start"))
            } else {
                claims.append(
                    StateClaim(
                        state: name, column: column, reached: false,
                        note: "\(name) = \(definition.value) reads \(name) with factor \(formatLength(factor)): the passes move away from this fixed point"))
            }
        }
        for index in claims.indices { claims[index].settlesInPiece = settles.contains(claims[index].column) }
        return claims
    }

    /// The states `start` reads, directly or through others, as one linear iteration (nil when
    /// one of them reads a state through a clamp, its definition reads a state's current value
    /// itself rather than through the layout, or its form reads anything but the window and
    /// the states): `A[i][j]` is the coefficient of state j in state i's definition.
    private func linearCycle(
        from start: Int, _ reads: [Int: Set<Int>], _ throughClamps: Set<Int>, _ values: [(definition: StateDefinition, column: Int, value: LinearForm)]
    ) -> LinearStateCycle? {
        var members = [start]
        var seen: Set<Int> = [start]
        var index = 0
        while index < members.count {
            for next in (reads[members[index]] ?? []).sorted() where seen.insert(next).inserted { members.append(next) }
            index += 1
        }
        var rows: [[Double]] = []
        var names: [String] = []
        var initial: [Double]? = []
        for member in members {
            guard !throughClamps.contains(member), let entry = values.first(where: { $0.column == member }) else { return nil }
            // In a pass, a callback reading a state's value directly sees what an earlier
            // callback just set: not the one-layout-per-step iteration the argument is about.
            if entry.definition.value.variables.contains(where: { if case .state = $0 { true } else { false } }) { return nil }
            let shadow = program.shadow(entry.value)
            guard shadow.terms.keys.allSatisfy({ $0 < 2 || program.stateColumns.contains($0) }) else { return nil }
            rows.append(members.map { shadow.terms[$0] ?? 0 })
            names.append(entry.definition.state)
            if let value = entry.definition.initial { initial?.append(value) } else { initial = nil }
        }
        return LinearStateCycle(states: names, columns: members, matrix: rows, initial: initial)
    }

    /// A definition's value over the placed frames: reader sizes and frames, other states.
    func geometryForm(_ expr: Expr, _ placed: [FormFrame?], _ definition: StateDefinition) throws(CompileInterrupt) -> LinearForm {
        func fail(_ message: String) -> CompileInterrupt {
            .failure(
                LayoutError(
                    message: "\(definition.state) = \(definition.value) (\(definition.callback) at \(definition.source)): \(message)", path: "0",
                    kind: self[0].kind.name, argument: definition.state, source: self[0].attributes.source))
        }
        func frame(_ id: ReaderID) throws(CompileInterrupt) -> FormFrame {
            let mark = stateProgram?.anchors[id]
            let index = tree.nodes.firstIndex { node in
                if case .geometryReader(let reader) = node.kind, reader == id { return true }
                return mark.map { node.attributes.feedbackMarks.contains($0) } ?? false
            }
            guard let index, let frame = placed[index] else { throw fail("the view it reads is not laid out") }
            if frame.size.width.isInfinite || frame.size.height.isInfinite { throw fail("the view it reads is infinite here") }
            return frame
        }
        func form(_ expr: Expr) throws(CompileInterrupt) -> LinearForm {
            switch expr {
            case .constant(let value): return LinearForm(value)
            case .variable(.readerWidth(let id)): return try frame(id).size.width
            case .variable(.readerHeight(let id)): return try frame(id).size.height
            case .variable(.readerFrame(let id, let space, let member)):
                let read = try frame(id)
                // Where the view is drawn (R7.2): its layout frame moved by every offset and
                // scaleEffect from the view up to the root, as the passes read it.
                let drawn = try renderFrame(read.index, placed, fail)
                switch member {
                case "width": return drawn.width
                case "height": return drawn.height
                case "minX", "minY": break
                default: throw fail("'\(member)' of a frame is not read by the program")
                }
                let horizontal = member == "minX"
                let origin = try spaceOrigin(read.index, space, placed, fail)
                return horizontal ? drawn.x - origin.x : drawn.y - origin.y
            case .variable(.state(let name)):
                guard let column = stateColumn(name) else { throw fail("it reads \(name), which no callback assigns") }
                return column
            case .variable(let other): throw fail("it reads \(other), which the program does not carry")
            case .add(let a, let b): return try form(a) + form(b)
            case .subtract(let a, let b): return try form(a) - form(b)
            case .negate(let a): return try -form(a)
            case .multiply(let a, let b):
                let x = try form(a), y = try form(b)
                if let k = y.constantValue ?? program.constant(of: y) { return x * k }
                if let k = x.constantValue ?? program.constant(of: x) { return y * k }
                throw fail("it multiplies two layout-dependent values, which is not linear")
            case .divide(let a, let b):
                let x = try form(a), y = try form(b)
                guard let k = y.constantValue ?? program.constant(of: y), k != 0 else { throw fail("it divides by a layout-dependent value or zero") }
                return x / k
            case .minimum(let a, let b):
                return program.min(try form(a), try form(b), origin: "state \(definition.state) min", name: "s_min")
            case .maximum(let a, let b):
                return program.max(try form(a), try form(b), origin: "state \(definition.state) max", name: "s_max")
            }
        }
        return try form(expr)
    }

    /// The origin `frame(in: space)` measures from, for the node at `index`: the window's for
    /// `global`, the drawn origin of the nearest enclosing `coordinateSpace(name:)` for `named:x`
    /// (the window's when none encloses it), as the passes measure it (GeometryLookup).
    private func spaceOrigin(_ index: Int, _ space: String, _ placed: [FormFrame?], _ fail: (String) -> CompileInterrupt) throws(CompileInterrupt)
        -> FormPoint
    {
        guard space.hasPrefix("named:") else { return FormPoint(x: .zero, y: .zero) }
        let name = String(space.dropFirst("named:".count))
        var current = index
        while current >= 0 {
            if self[current].attributes.coordinateSpace == name {
                guard placed[current] != nil else { throw fail("its coordinate space '\(name)' is not laid out") }
                let drawn = try renderFrame(current, placed, fail)
                return FormPoint(x: drawn.x, y: drawn.y)
            }
            current = self[current].parent
        }
        return FormPoint(x: .zero, y: .zero)
    }

    /// The frame the node at `index` is drawn in, as forms (R2.8a, R7.2: offset and scaleEffect
    /// are drawing effects that frames in a coordinate space see): its layout frame through the
    /// effects from the node itself up to the root, the innermost first, as `RenderTransform`
    /// composes them. An offset may read the layout (a form); a scale's factors must be constants.
    func renderFrame(_ index: Int, _ placed: [FormFrame?], _ fail: (String) -> CompileInterrupt) throws(CompileInterrupt)
        -> (x: LinearForm, y: LinearForm, width: LinearForm, height: LinearForm)
    {
        guard let frame = placed[index] else { throw fail("the view it reads is not laid out") }
        var x = frame.origin.x, y = frame.origin.y, width = frame.size.width, height = frame.size.height
        var current = index
        while current >= 0 {
            switch self[current].kind {
            case .offset(let dx, let dy):
                guard let effect = placed[current] else { throw fail("the offset above it is not laid out") }
                x = x + program.require(try form(dx, current, "x", effect.scope, dimensions: effect.size))
                y = y + program.require(try form(dy, current, "y", effect.scope, dimensions: effect.size))
            case .scaleEffect(let sx, let sy, let anchor):
                guard let effect = placed[current] else { throw fail("the scaleEffect above it is not laid out") }
                let fx = try form(sx, current, "x", effect.scope, dimensions: effect.size)
                let fy = try form(sy, current, "y", effect.scope, dimensions: effect.size)
                guard let kx = fx.constantValue ?? program.constant(of: fx), let ky = fy.constantValue ?? program.constant(of: fy) else {
                    throw fail("the view is drawn scaled by a factor that depends on the layout, which is not linear")
                }
                // p -> k p + (1 - k) a, with a the anchor of the scaled view's layout frame; a
                // negative factor mirrors, so the far edge becomes the origin.
                func scaled(_ origin: LinearForm, _ length: LinearForm, _ k: Double, _ start: LinearForm, _ extent: LinearForm, _ unit: Double)
                    -> (LinearForm, LinearForm)
                {
                    let a = unit == 0 ? start : unit == 1 ? start + extent : start + extent * unit
                    let shift = a * (1 - k)
                    return k >= 0 ? (origin * k + shift, length * k) : ((origin + length) * k + shift, length * -k)
                }
                (x, width) = scaled(x, width, kx, effect.origin.x, effect.size.width, anchor.x)
                (y, height) = scaled(y, height, ky, effect.origin.y, effect.size.height, anchor.y)
            default: break
            }
            current = self[current].parent
        }
        return (x, y, width, height)
    }
}

extension CompiledPiece {
    /// The lowest and highest value of `claim`'s state over the program with the window fixed
    /// (`model`): two solves; nil when the state has no column in the model.
    func spread(of claim: StateClaim, _ model: LPModel, options: SolveOptions, window: ProposedSize) throws(LayoutError) -> StateInterval? {
        guard let column = columnMap[claim.column] else { return nil }
        func extreme(_ sense: LPSense) throws(LayoutError) -> Double {
            var probe = model
            probe.setObjective([LPTerm(column, 1)], sense: sense)
            return try extremeValue(probe, column: column, sense: sense, options: options, window: window)
        }
        return StateInterval(lower: try extreme(.minimize), upper: try extreme(.maximize))
    }

    /// Throws when a state on a cycle is not one value in the program with `window` fixed
    /// (`model`): a fixed point that is not unique is reported, never resolved to whichever
    /// vertex the solver lands on. Each such state is minimised and maximised over the program:
    /// two solves beyond the layout's, returned as the count of such solves.
    @discardableResult
    func checkStatesDetermined(_ model: LPModel, options: SolveOptions, window: ProposedSize) throws(LayoutError) -> Int {
        var solves = 0
        for claim in stateClaims where claim.checked {
            guard let spread = try spread(of: claim, model, options: options, window: window) else { continue }
            let lower = spread.lower, upper = spread.upper
            solves += 2
            if upper - lower > 1e-6 * Swift.max(1, abs(lower)) {
                func shown(_ value: Double) -> String { formatLength((value * 1e6).rounded() / 1e6) }
                throw LayoutError(
                    message:
                        "the fixed point of \(claim.state) is not unique: every value from \(shown(lower)) to \(shown(upper)) satisfies \(claim.definition) with the layout it gives; SwiftUI's passes stop at the first one they reach from the initial value",
                    path: "0", kind: "state", argument: claim.state)
            }
        }
        return solves
    }
}

extension ProgramBuilder {
    /// The sign of a decision that reads a geometry state and no window side (nil for any
    /// other): no split of the window range decides it, so the state's range is split where it
    /// changes (`CompileInterrupt.stateSplit`), at the switch of a clamp it reads whose switch is
    /// a form of one state, else where the form itself, linear in one state, crosses zero, else
    /// (clamps whose switches read each other) at the middle of the state's interval. A
    /// crossing at an end of the state's interval is decided by the inside, as at an open end of
    /// a window piece. `form` is shadowed.
    func stateSign(_ form: LinearForm, _ reason: String) throws(CompileInterrupt) -> Sign? {
        guard let failure = stateDecision(form, reason) else { return nil }
        func interval(_ column: Int) -> StateInterval {
            StateInterval(lower: columns[column].rangeLower, upper: columns[column].rangeUpper)
        }
        // A form of one state (and constants): its crossing.
        func crossing(_ difference: LinearForm) -> (column: Int, value: Double)? {
            guard difference.terms.count == 1, let (column, coefficient) = difference.terms.first, stateColumns.contains(column), coefficient != 0 else { return nil }
            return (column, -difference.constant / coefficient)
        }
        func inside(_ value: Double, _ range: StateInterval) -> Bool {
            value > range.lower + epsilon * Swift.max(1, abs(range.lower)) && value < range.upper - epsilon * Swift.max(1, abs(range.upper))
        }
        // The clamps under the form, innermost first.
        var pending = form.terms.keys.filter { switches.contains($0) }.sorted()
        var seen = Set<Int>()
        while let decision = pending.popLast() {
            guard seen.insert(decision).inserted, let entry = switches[decision] else { continue }
            let difference = shadow(entry.difference)
            // A switch of the window and a state: hold the window at its value first (a piece
            // of one window), where the switch is a form of the state alone.
            if difference.terms.keys.contains(where: { $0 < 2 }), difference.terms.keys.contains(where: stateColumns.contains) {
                throw .split(SplitRequest(form: difference, reason: SplitReason("\(reason), which depends on \(entry.origin) (the window and a state)")))
            }
            if let (column, value) = crossing(difference), let name = stateNames[column], inside(value, interval(column)) {
                throw .stateSplit(
                    StateSplit(state: name, interval: interval(column), value: value, reason: "\(reason), which depends on \(entry.origin)"))
            }
            pending += difference.terms.keys.filter { switches.contains($0) }
        }
        guard let (column, value) = crossing(form), let name = stateNames[column] else {
            // The form reads clamps whose switches read the state and each other: halve the
            // state's interval, until each clamp's switch is a form of the state alone
            // around its own crossing (found exactly then) or decided.
            guard let column = stateRead(by: form), let name = stateNames[column] else { throw .failure(failure) }
            let range = interval(column)
            let middle = (range.lower + range.upper) / 2
            guard range.upper - range.lower > 1e-6 * Swift.max(1, abs(middle)), middle.isFinite else { throw .failure(failure) }
            throw .stateSplit(StateSplit(state: name, interval: range, value: middle, reason: "\(reason) (halved)"))
        }
        let range = interval(column)
        if inside(value, range) {
            throw .stateSplit(StateSplit(state: name, interval: range, value: value, reason: reason, step: true))
        }
        // The crossing is at an end: the sign at the other end is the inside's.
        let far = abs(value - range.lower) > abs(value - range.upper) ? range.lower : range.upper
        let sample = form.constant + form.terms[column]! * far
        return sample < 0 ? .negative : sample > 0 ? .positive : .zero
    }

    /// The error for a decision that reads a geometry state and no window side: no split of
    /// the window range can decide it, and the state's bounds do not (it names the state).
    func stateDecision(_ form: LinearForm, _ reason: String) -> LayoutError? {
        guard !stateColumns.isEmpty, !form.terms.keys.contains(where: { $0 < 2 }), let column = stateRead(by: form) else { return nil }
        return LayoutError(
            message:
                "cannot compile: \(reason) depending on \(columns[column].origin), which the program solves for; the state's bounds do not decide it",
            path: "0", kind: "program")
    }

    /// The first state column `form` reads, directly or through the switch of a clamp.
    func stateRead(by form: LinearForm) -> Int? {
        let (direct, clamped) = statesRead(by: form)
        return direct.union(clamped).min()
    }

    /// The state columns `form` reads: as its own terms, and through the decision columns of
    /// clamps whose switch (or sides) read them.
    func statesRead(by form: LinearForm) -> (direct: Set<Int>, throughClamps: Set<Int>) {
        let direct = Set(form.terms.keys.filter(stateColumns.contains))
        var clamped = Set<Int>()
        var pending = form.terms.keys.filter { switches.contains($0) }
        var seen = Set<Int>()
        while let column = pending.popLast() {
            guard seen.insert(column).inserted, let clamp = switches[column] else { continue }
            for side in [clamp.difference, clamp.a, clamp.b] {
                for variable in shadow(side).terms.keys {
                    if stateColumns.contains(variable) { clamped.insert(variable) } else if switches.contains(variable) { pending.append(variable) }
                }
            }
        }
        return (direct, clamped)
    }

    /// Whether `form` is negative over the piece, for a length that is unspecified when
    /// negative: a form reading a state is decided by its range when that range is never (or
    /// always) negative, since a state is no window side that a split could narrow; any other
    /// form as `sign` decides it.
    func isNegative(_ form: LinearForm, _ reason: @autoclosure () -> String) throws(CompileInterrupt) -> Bool {
        if let pendingSplit { throw .split(pendingSplit) }
        let shadowed = shadow(form)
        if !stateColumns.isEmpty, stateRead(by: shadowed) != nil {
            let r = range(shadowed)
            if r.lower >= -epsilon { return false }
            if r.upper < -epsilon { return true }
        }
        guard try sign(form, reason()) == .negative else { return false }
        // A length below 0 by no more than rounding is 0, as the negotiation engine reads it
        // (FixedFrame step 1): a length, not a decision between two numbers. The constant is
        // read after `sign`, which may have narrowed the box and settled the clamps under the
        // form (-8.9e-16 where a reader is exactly as wide as the window); the regions
        // program's forms add up without the shadow's cancellation test, so a length that is
        // exactly 0 in the negotiation engine's arithmetic can be -4.4e-16 there too.
        if let value = shadow(form).constantValue, value >= -NumericPolicy.lengthRounding { return false }
        return true
    }
}
