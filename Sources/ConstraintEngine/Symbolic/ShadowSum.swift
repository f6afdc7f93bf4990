/// A form with its defined columns replaced by their definitions, added up in one sweep
/// (`ProgramBuilder.shadow`).
///
/// The substitution was a chain of merges, `result = result + k·definition` and the same for
/// the magnitudes, each allocating two new term arrays per term of the form; the compile
/// pass substitutes at almost every step (keys, decisions, rows). Here each variable's
/// coefficient and magnitude accumulate in a slot of a reused array, in the same order as
/// the chain adds them: the definitions in the form's variable order, each contribution
/// rounded as `k·y` (or `y` for k = 1), a coefficient's first contribution taken as it is and
/// later ones added to it. A coefficient the chain drops when it cancels to exactly 0 and
/// then starts afresh is the same number here (`0 + c` is `c`), so every coefficient, the
/// constant and the cancellation test come out the same to the last bit.
struct ShadowSum {
    /// One variable's running sums, and the sweep that last touched it.
    private struct Slot {
        var value = 0.0
        var size = 0.0
        var mark = 0
    }
    private var slots: [Slot] = []
    private var generation = 0
    private var touched: [Int] = []

    /// `form` with each variable `v` that has a definition `shadows[v]` replaced by it, and
    /// the parts that cancel to within `tolerance` of the magnitudes they were added up from
    /// set to exactly 0 (`LinearForm.droppingCancellation`).
    ///
    /// A term that cancels counts towards the constant's magnitude as its coefficients times
    /// `magnitude(v)`, the most its variable can be: the negotiation engine adds the constant
    /// to the term's value, and a constant below that value's rounding vanishes there. Two
    /// probes of a stack, `3.3999999999999986 - h` and `3.3999999999999773 - h` with h = -768,
    /// are both 771.4 to the negotiation engine, but their difference here was the constant
    /// -2.1e-14 once h cancelled, and ordered a flexibility tie the other way.
    mutating func substitute(_ form: LinearForm, _ shadows: [LinearForm?], tolerance: Double, magnitude: (Int) -> Double) -> LinearForm {
        begin()
        var constant = form.constant
        var sizeConstant = abs(form.constant)
        for (variable, k) in form.terms {
            let magnitude = abs(k)
            if let definition = shadows[variable] {
                constant = constant + definition.constant * k
                sizeConstant = sizeConstant + abs(definition.constant) * magnitude
                for (u, y) in definition.terms { add(u, y * k, abs(y) * magnitude) }
            } else {
                // The variable itself: a form `1·v` with constant 0 (the `+ 0 * k` keeps the
                // chain's zero sign: -0 + 0 is +0).
                constant = constant + 0 * k
                sizeConstant = sizeConstant + 0 * magnitude
                add(variable, k, magnitude)
            }
        }
        // A non-finite constant absorbs the terms (`LinearForm`).
        guard constant.isFinite else { return LinearForm(constant) }
        sortTouched()
        var terms: [FormTerms.Element] = []
        terms.reserveCapacity(touched.count)
        for u in touched {
            let slot = slots[u]
            if slot.value != 0 && abs(slot.value) > tolerance * slot.size {
                terms.append((u, slot.value))
            } else if slot.size > 0 {
                sizeConstant += slot.size * magnitude(u)
            }
        }
        // An exact zero keeps its sign (as `droppingCancellation` keeps it).
        let cleanConstant = constant != 0 && abs(constant) <= tolerance * sizeConstant ? 0 : constant
        return LinearForm(constant: cleanConstant, terms: FormTerms(sortedPairs: terms))
    }

    /// `form` with the term of each variable `v` whose place `positions[v]` is 0 or more
    /// replaced by `sides[positions[v]]`: what the chain `result = result.adding(side ?? v,
    /// scaledBy: k)` from `LinearForm(form.constant)` gives, to the last bit (no cancellation
    /// is dropped: the chain drops none). A branch's form in the range analysis' walk.
    mutating func replacing(_ form: LinearForm, positions: [Int], sides: [LinearForm]) -> LinearForm {
        plainSum(accumulate(form, positions: positions, sides: sides))
    }

    /// What `replacing(_:positions:sides:)` adds up, left in the slots rather than made into a
    /// form: the constant, and the sums read with `collectVariables(_:into:)`, `shape(_:)` or
    /// `form(_:)`. A walk's inner branches only read which variables are left, and a clamp's
    /// switch only whether it is one window side: neither needs the form's array.
    mutating func accumulate(_ form: LinearForm, positions: [Int], sides: [LinearForm]) -> Double {
        begin()
        var constant = form.constant
        for (variable, k) in form.terms {
            let position = positions[variable]
            constant = position >= 0 ? add(sides[position], k, to: constant) : addVariable(variable, k, to: constant)
        }
        return constant
    }

    /// The variables of the sum `accumulate` left whose coefficient is not zero (in no
    /// particular order), into `variables` (emptied first): the variables of the form it
    /// stands for. None when the constant is not finite (it absorbs the terms).
    func collectVariables(_ constant: Double, into variables: inout [Int]) {
        variables.removeAll(keepingCapacity: true)
        guard constant.isFinite else { return }
        for u in touched where slots[u].value != 0 { variables.append(u) }
    }

    /// The sum `accumulate` left, as `replacing` returns it.
    mutating func form(_ constant: Double) -> LinearForm { plainSum(constant) }

    /// The sum `accumulate` left as the form `replacing` returns, told apart only as far as
    /// `WindowBox.restricted(where:negative:)` reads it: a constant, one window side's term,
    /// or anything else.
    func shape(_ constant: Double) -> FormShape {
        guard constant.isFinite else { return .constant(constant) }
        var single: (variable: Int, coefficient: Double)?
        for u in touched where slots[u].value != 0 {
            if single != nil { return .other }
            single = (u, slots[u].value)
        }
        guard let single else { return .constant(constant) }
        return .single(variable: single.variable, coefficient: single.coefficient, constant: constant)
    }

    /// `form` with its `i`th term's variable replaced by `replacements[i]` where one is given,
    /// added up as `replacing(_:positions:sides:)` adds (a recorded branch, `BranchMemo`).
    mutating func replacing(_ form: LinearForm, with replacements: [LinearForm?]) -> LinearForm {
        begin()
        var constant = form.constant
        for ((variable, k), replacement) in zip(form.terms, replacements) {
            constant = replacement.map { add($0, k, to: constant) } ?? addVariable(variable, k, to: constant)
        }
        return plainSum(constant)
    }

    /// The touched variables in ascending order (the terms' order). A sweep touches a handful:
    /// sorted by insertion there, where the standard sort's setup cost more than the sorting
    /// (0.8% of a deep chain's compile); a long one by the standard sort.
    private mutating func sortTouched() {
        guard touched.count > 1 else { return }
        guard touched.count <= 16 else { return touched.sort() }
        touched.withUnsafeMutableBufferPointer { list in
            for i in 1..<list.count {
                let value = list[i]
                var j = i
                while j > 0 && list[j - 1] > value {
                    list[j] = list[j - 1]
                    j -= 1
                }
                list[j] = value
            }
        }
    }

    /// A new sweep: the slots marked by an older one read as empty, and no variable touched.
    private mutating func begin() {
        generation += 1
        // One at a time, the buffer kept: a sweep touches a handful of variables, and
        // `removeAll(keepingCapacity:)` replaced the range through the generic path, about a
        // hundred instructions a sweep (1.7% of a deep chain's compile).
        while !touched.isEmpty { touched.removeLast() }
    }

    /// `k·definition` into the slots; the constant with the definition's constant added.
    private mutating func add(_ definition: LinearForm, _ k: Double, to constant: Double) -> Double {
        for (u, y) in definition.terms { add(u, y * k, 0) }
        return constant + definition.constant * k
    }

    /// `k·v` into the slots (the form `1·v`, constant 0).
    private mutating func addVariable(_ variable: Int, _ k: Double, to constant: Double) -> Double {
        add(variable, k, 0)
        return constant + 0 * k
    }

    /// The slots as a form, zeros dropped; a non-finite constant absorbs the terms.
    private mutating func plainSum(_ constant: Double) -> LinearForm {
        guard constant.isFinite else { return LinearForm(constant) }
        sortTouched()
        var terms: [FormTerms.Element] = []
        terms.reserveCapacity(touched.count)
        for u in touched where slots[u].value != 0 { terms.append((u, slots[u].value)) }
        return LinearForm(constant: constant, terms: FormTerms(sortedPairs: terms))
    }

    private mutating func add(_ variable: Int, _ value: Double, _ size: Double) {
        if variable >= slots.count { slots.append(contentsOf: repeatElement(Slot(), count: variable + 1 - slots.count)) }
        if slots[variable].mark != generation {
            slots[variable] = Slot(value: value, size: size, mark: generation)
            touched.append(variable)
        } else {
            slots[variable].value = slots[variable].value + value
            slots[variable].size = slots[variable].size + size
        }
    }
}

/// A form told apart as far as a cut of the window box reads it (`ShadowSum.shape`).
enum FormShape {
    /// No terms: the constant alone.
    case constant(Double)
    /// One term.
    case single(variable: Int, coefficient: Double, constant: Double)
    /// More than one term.
    case other

    init(_ form: LinearForm) {
        if let value = form.constantValue {
            self = .constant(value)
        } else if form.terms.count == 1, let (variable, coefficient) = form.terms.first {
            self = .single(variable: variable, coefficient: coefficient, constant: form.constant)
        } else {
            self = .other
        }
    }
}
