// SPDX-License-Identifier: MIT

// Ambiguity: whether the constraints determine an expression (a view's x, width, …) or leave it
// free to move without any constraint being satisfied better or worse. Each expression is pulled
// a step either way by an equality below every level in use, which moves the solution only
// inside the optimal set, on a copy of the tableau; the catalog's "Probing the optimal set" says
// why that answers the question.

extension Solver {
    /// For each expression (e.g. `x₁ − x₀`, a position relative to a parent), whether the
    /// constraints leave it free: whether another solution satisfies the required constraints
    /// and every optional one exactly as well, with the expression at least `tolerance · step`
    /// away (each probe pulls `step` in both directions). An expression over a variable this
    /// solver does not know is free. Reads ``Variable/value``, so call it after
    /// ``updateVariables()``.
    ///
    /// - Complexity: One copy of the tableau, then per expression the cost of adding, changing
    ///   and removing one optional constraint.
    func freedoms(_ expressions: [LinearExpression], step: Double, tolerance: Double) -> [Bool] {
        guard !expressions.isEmpty else { return [] }
        var probe = tableau.independentCopy()
        // The probe writes no values, and must not evict this solver's variables when it
        // releases a symbol.
        probe.valueTable = ValueTable()
        let level = probe.lowestOptionalLevel() - 1
        return expressions.map { expression in
            let free = probe.canVary(expression, level: level, step: step, tolerance: tolerance * step)
            probe.checkInvariantsIfEnabled()
            return free
        }
    }
}

extension Tableau {
    /// The lowest level of the optional constraints (and edit variables) present; 0 when there
    /// are none.
    func lowestOptionalLevel() -> Double {
        var lowest = 0.0
        for case let record? in records where !record.constraint.strength.isRequired {
            lowest = min(lowest, record.constraint.strength.level, record.constraint.strengthBelow.level)
        }
        return lowest
    }

    /// Probes one expression (see the file comment); the tableau is left with the probe removed,
    /// at a solution that is still optimal for its constraints.
    mutating func canVary(_ expression: LinearExpression, level: Double, step: Double, tolerance: Double) -> Bool {
        var current = expression.constant
        for term in expression.terms {
            guard symbol(of: term.variable) != nil else { return true }
            current += term.coefficient * term.variable.value
        }
        guard !expression.terms.isEmpty else { return false }
        // `expression − (p + step) == 0`, then `expression − (p − step) == 0`.
        let constraint = LinearConstraint(LinearExpression(expression.terms, constant: expression.constant - current - step),
                                          .equal, strength: Strength(level))
        do {
            try add(constraint)
        } catch {
            preconditionFailure("an optional probe cannot be refused: \(error)")
        }
        let slot = recordSlot(of: constraint)!
        func unmet() -> Double { unmetDistance(ofRecordAt: slot) }
        let up = unmet()
        do {
            try updateConstant(expression.constant - current + step, of: constraint)
        } catch {
            preconditionFailure("an optional probe cannot become unsatisfiable: \(error)")
        }
        let down = unmet()
        do {
            try remove(constraint)
        } catch {
            preconditionFailure("the probe just added is missing: \(error)")
        }
        return up < step - tolerance || down < step - tolerance
    }
}
