/// What a piece's program contains, by kind (`framesolver lp --stats`).
public struct ProgramStatistics: Sendable, Hashable {
    /// Views placed in the piece.
    public var views = 0
    /// Columns of the program, the window's included.
    public var columns = 0
    /// Equalities between two or more columns other than the window's: a rule between views.
    public var relationRows = 0
    /// Rows with a range (clamps, the inactive side of a decided min/max, big-M rows).
    public var inequalityRows = 0
    /// Equalities of one column with the window's columns and a constant: a closed form.
    public var definitionRows = 0
    /// Binary columns: min/max operations GLPK decides.
    public var binaries = 0
    /// Frame components (x, y, width, height of every placed view).
    public var frameComponents = 0
    /// Those whose value changes over the piece.
    public var varyingComponents = 0
    /// Varying components GLPK works out from relations (not a closed form of the window).
    public var solvedComponents = 0

    /// The share of varying frame components GLPK determines, in percent (100 when none vary).
    public var solvedShare: Double { varyingComponents == 0 ? 100 : Double(solvedComponents) / Double(varyingComponents) * 100 }

    /// Every row, of the three kinds.
    public var rows: Int { relationRows + inequalityRows + definitionRows }
}

extension ProgramStatistics: CustomStringConvertible {
    public var description: String {
        """
        views \(views), columns \(columns), rows \(rows): \(relationRows) relation, \(inequalityRows) inequality, \(definitionRows) definition; \
        \(binaries) binaries; frame components \(frameComponents), \(varyingComponents) varying, \(solvedComponents) determined by GLPK \
        (\(formatShare(solvedShare))%)
        """
    }

    private func formatShare(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}

extension ProgramStatistics {
    /// Counts the rows of `builder` by kind and the frame components of `frames`.
    init(_ builder: ProgramBuilder, frames: [CompiledPiece.Frame]) {
        views = frames.count
        // The model's columns: not those a fixed clamp dropped, nor a probe's clamp no row reads.
        columns = builder.modelColumns.reduce(0) { $0 + ($1 == nil ? 0 : 1) }
        // Per column, whether a definition row defines it (one column besides the window's).
        var defined = [Bool](repeating: false, count: builder.columns.count)
        // The rows read in place, field by field (a row copied whole retains its name's,
        // origin's and terms' storage).
        let rows = builder.rows
        for index in rows.indices where builder.droppedRows[index] == nil {
            if rows[index].lower != rows[index].upper {
                inequalityRows += 1
                continue
            }
            // The columns other than the window's: none, one (a definition) or more (a relation).
            var others = 0
            var other = -1
            for variable in rows[index].terms.keys where variable >= 2 {
                others += 1
                other = variable
                if others > 1 { break }
            }
            if others <= 1 {
                definitionRows += 1
                if other >= 0 { defined[other] = true }
            } else {
                relationRows += 1
            }
        }
        binaries = builder.binaryCount
        // A column is constant over the piece when its shadow (its value over the window and
        // the decisions) is: what `builder.constant(of:)` reads, without substituting a form.
        let shadows = builder.shadows
        func count(_ value: FrameValue) {
            frameComponents += 1
            guard case .column(let j) = value else { return }
            if j < shadows.count, let shadow = shadows[j], shadow.isConstant { return }
            varyingComponents += 1
            if !defined[j] { solvedComponents += 1 }
        }
        for frame in frames {
            count(frame.x)
            count(frame.y)
            count(frame.width)
            count(frame.height)
        }
    }
}
