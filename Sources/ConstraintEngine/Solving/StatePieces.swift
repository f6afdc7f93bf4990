import LinearProgramming
import ViewTree

/// A feedback model whose layout decisions read a geometry state, solved over pieces of the
/// state's range (docs/geometry-feedback.md, "A decision that reads a state").
///
/// Steps:
/// 1. split the state's range where a decision reading it changes (`StateSplit`), until every
///    piece compiles: each piece is one program with the state column bounded to the piece;
/// 2. solve each piece once: an infeasible piece holds no fixed point; a feasible one is
///    minimised and maximised in each state (two more solves each, the uniqueness checks), so
///    the union over the pieces is the set of fixed points;
/// 3. iterate the passes' map from the initial value with the program itself (each step one
///    solve with the states pinned, `StateBox.pinned`): that is what SwiftUI's passes compute,
///    so where it settles is the fixed point they reach;
/// 4. one fixed point: the pieces' solve, claimed reached when step 3 settles on it; several:
///    the one step 3 reaches, reported as not unique, with the whole range named.
enum StatePieces {
    /// Pieces one window may take before the solve gives up (a guard: each split narrows).
    static let maximumPieces = 256
    /// Steps of the map (step 3), as the passes' default limit.
    static let maximumSteps = 16

    static func layout(
        _ root: ViewNode?, in window: ProposedSize, options: ConstraintOptions, first split: StateSplit, definitions: [StateDefinition]
    ) throws(LayoutError) -> LayoutResult {
        var pending = StateBox().split(split)
        var feasible: [StatePieceSolve] = []
        var solves = 0
        var checks = 0
        var splits = 1
        var reasons = [split.reason]
        while let box = pending.popLast() {
            guard splits < maximumPieces else {
                throw LayoutError(
                    message: "cannot compile: more than \(maximumPieces) pieces of the state's range (last: \(reasons.last ?? ""))", path: "0", kind: "program")
            }
            let compiled = CompiledLayout(root: root, options: options, states: box)
            defer { compiled.close() }
            do {
                let piece = try compiled.solveStatePiece(window)
                solves += 1
                if let piece {
                    checks += piece.checks
                    feasible.append(piece)
                }
            } catch {
                guard let next = compiled.stateSplit else { throw error }
                pending += box.split(next)
                splits += 1
                if !reasons.contains(next.reason) { reasons.append(next.reason) }
            }
        }
        // The decisions, without the clamps they reach the state through.
        let decisions = reasons.map { reason in
            var text = String(reason.prefix { $0 != "," && $0 != "(" })
            while text.last == " " { text.removeLast() }
            return text
        }
        let distinct = decisions.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        let pieces = "the state's range in \(solves) pieces, split where \(distinct.joined(separator: "; "))"
        guard !feasible.isEmpty else {
            throw LayoutError(message: "no fixed point: no piece of the state's range has a layout (\(pieces))", path: "0", kind: "state")
        }
        // The fixed points of each state, over every piece.
        var spreads: [String: StateInterval] = [:]
        for piece in feasible {
            for (state, spread) in piece.spreads {
                let old = spreads[state] ?? spread
                spreads[state] = StateInterval(lower: Swift.min(old.lower, spread.lower), upper: Swift.max(old.upper, spread.upper))
            }
        }
        func spreadOut(_ interval: StateInterval) -> Bool { interval.upper - interval.lower > 1e-6 * Swift.max(1, abs(interval.lower)) }
        let unique = !spreads.values.contains(where: spreadOut)
        let reached = try iterate(root, window: window, options: options, definitions: definitions)
        var result: LayoutResult
        if unique {
            result = feasible[0].result
        } else if let reached {
            result = reached.result
        } else {
            let (state, spread) = spreads.first { spreadOut($0.value) }!
            let why =
                definitions.allSatisfy { $0.initial != nil }
                ? "iterating the program from the initial value does not settle within \(maximumSteps) steps"
                : "a state has no numeric initial value, so the one SwiftUI's passes reach from it is not known"
            throw LayoutError(
                message:
                    "the fixed point of \(state) is not unique: every value from \(shown(spread.lower)) to \(shown(spread.upper)) is one (\(pieces)), and \(why)",
                path: "0", kind: "state", argument: state)
        }
        let steps = reached?.steps ?? 0
        result.solveCount = solves + steps
        result.stateChecks = checks
        result.states = result.states.map { state in
            var state = state
            if !unique, let reached, let value = reached.values[state.state] { state.value = value }
            let spread = spreads[state.state]
            let settles = reached.map { "iterating the program's map from the initial value settles there after \($0.steps) step\($0.steps == 1 ? "" : "s"), as SwiftUI's passes do" }
            if let spread, spreadOut(spread) {
                state.reached = true
                state.note =
                    "not unique: every value from \(shown(spread.lower)) to \(shown(spread.upper)) is a fixed point (\(pieces)); this is the one SwiftUI's passes reach: \(settles!)"
            } else if let settles, let value = reached?.values[state.state], let spread, abs(value - spread.lower) <= 1e-6 * Swift.max(1, abs(value)) {
                state.reached = true
                state.note = "the one fixed point (\(pieces)); \(settles)"
            } else {
                state.reached = false
                state.note = "the one fixed point (\(pieces)); iterating from the initial value does not reach it within \(maximumSteps) steps"
            }
            return state
        }
        return result
    }

    /// The frames in one solve, when the passes never leave the piece of the states' range that
    /// holds the initial values (docs/geometry-feedback.md, "The piece the passes start in").
    ///
    /// Steps:
    /// 1. split the states' range where a decision reading them changes, as `layout` does, but
    ///    keep only the side holding each state's initial value (compiles, no solve);
    /// 2. where every definition settles inside that piece (`StateClaim.settlesInPiece`: it reads
    ///    no state there, or only its own with a factor in [0, 1)), solve the piece once: the
    ///    passes start in the piece and stay there, so the piece's fixed point, if it has one, is
    ///    the one they reach, whatever fixed points other pieces hold;
    /// 3. nil otherwise (no settling, an initial value on a split, no fixed point in the piece):
    ///    the caller solves every piece (`layout`).
    static func startingPiece(
        _ root: ViewNode?, in window: ProposedSize, options: ConstraintOptions, first split: StateSplit, definitions: [StateDefinition]
    ) throws(LayoutError) -> LayoutResult? {
        let initial = Dictionary(definitions.compactMap { definition in definition.initial.map { (definition.state, $0) } }, uniquingKeysWith: { first, _ in first })
        var box = StateBox()
        var next = split
        var reasons: [String] = []
        // The ends where a structural decision steps: a fixed point there may be the other side's.
        var steps: [String: [Double]] = [:]
        for _ in 0..<maximumPieces {
            guard let start = initial[next.state], start != next.value else { return nil }
            let sides = box.split(next)
            box = start < next.value ? sides[1] : sides[0]
            if !reasons.contains(next.reason) { reasons.append(next.reason) }
            if next.step { steps[next.state, default: []].append(next.value) }
            let compiled = CompiledLayout(root: root, options: options, states: box)
            defer { compiled.close() }
            do {
                guard var result = try compiled.solveSettling(window) else { return nil }
                let atStep = result.states.contains { state in
                    (steps[state.state] ?? []).contains { abs($0 - state.value) <= 1e-9 * Swift.max(1, abs($0)) }
                }
                if atStep { return nil }
                let decisions = reasons.map { reason in
                    var text = String(reason.prefix { $0 != "," && $0 != "(" })
                    while text.last == " " { text.removeLast() }
                    return text
                }.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
                result.states = result.states.map { state in
                    var state = state
                    let piece = box.intervals[state.state].map { "from \(shown($0.lower)) to \(shown($0.upper))" } ?? "its whole range"
                    let start = initial[state.state].map { shown($0) } ?? "?"
                    let reads = state.note.hasPrefix("a contraction") ? "it reads itself with a factor in [0, 1) there" : "it reads no state there"
                    state.note =
                        "one solve, over the piece of its range that holds its initial value \(start) (\(piece), split where \(decisions.joined(separator: "; "))): \(reads), so the passes start in the piece and stay there, and this is the fixed point they reach"
                    return state
                }
                return result
            } catch {
                guard let split = compiled.stateSplit else { return nil }
                next = split
            }
        }
        return nil
    }

    /// Step 3: the states pinned at the initial values, then at each map value, until the map
    /// leaves them where they are (nil when a state has no numeric initial value, or when
    /// `maximumSteps` pass without that).
    static func iterate(
        _ root: ViewNode?, window: ProposedSize, options: ConstraintOptions, definitions: [StateDefinition]
    ) throws(LayoutError) -> (values: [String: Double], steps: Int, result: LayoutResult)? {
        var values: [String: Double] = [:]
        for definition in definitions {
            // A callback reading a state's value itself sees what an earlier callback of the
            // same pass set: not one layout per step, so the map would not be the passes'.
            if definition.value.variables.contains(where: { if case .state = $0 { true } else { false } }) { return nil }
            guard let initial = definition.initial else { return nil }
            values[definition.state] = initial
        }
        for step in 1...maximumSteps {
            let compiled = CompiledLayout(root: root, options: options, states: StateBox(pinned: values))
            defer { compiled.close() }
            guard let piece = try compiled.solveStatePiece(window) else { return nil }
            let settled = values.allSatisfy { state, value in
                guard let next = piece.mapped[state] else { return false }
                return abs(next - value) <= 1e-9 * Swift.max(1, abs(value))
            }
            if settled { return (values, step, piece.result) }
            values = piece.mapped
        }
        return nil
    }

    /// A solver value to a millionth.
    static func shown(_ value: Double) -> String { formatLength((value * 1e6).rounded() / 1e6) }
}

/// One piece's solve: its layout, each state's fixed points over the piece, and (with pinned
/// states) the map's values.
struct StatePieceSolve {
    var result: LayoutResult
    var spreads: [String: StateInterval]
    var mapped: [String: Double]
    /// The uniqueness checks' solves (two per state).
    var checks: Int
}
