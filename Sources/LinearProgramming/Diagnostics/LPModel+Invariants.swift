extension LPModel {
    /// What breaks the naming invariant (STYLE habit 15): every row and column has a name of
    /// its own and an origin saying what made it, so that any diagnostic can name the row and
    /// the view behind it. Empty when the model holds.
    ///
    /// Each message names the row or column (by index when it has no name) and its origin,
    /// whose first words name the view that wrote it.
    public func namingViolations() -> [String] {
        var found: [String] = []
        for (what, names, origins) in [("row", rows.names, rows.origins), ("column", columns.names, columns.origins)] {
            var seen: [String: Int] = [:]
            for (index, name) in names.enumerated() {
                let origin = origins[index].map { " (\($0))" } ?? ""
                if name.isEmpty { found.append("\(what) \(index) has no name\(origin)") }
                if origins[index]?.isEmpty ?? true { found.append("\(what) '\(name)' has no origin: nothing names the view that wrote it") }
                if !name.isEmpty, let first = seen.updateValue(index, forKey: name) {
                    found.append("\(what)s \(first) and \(index) are both named '\(name)'\(origin)")
                }
            }
        }
        return found
    }

    /// Stops a debug build at a model that breaks the naming invariant, listing what does;
    /// compiled out of release builds.
    @inlinable
    public func assertNamed() {
        #if DEBUG
        let broken = namingViolations()
        if !broken.isEmpty { assertionFailure("linear program '\(name)' breaks the naming invariant:\n" + broken.joined(separator: "\n")) }
        #endif
    }
}
