// SPDX-License-Identifier: MIT

// Ambiguity: whether the constraints determine an expression (a view's x, width, …) or leave it
// free to move without any constraint being satisfied better or worse.
//
// The solutions the solver may return form a convex set: those satisfying every required
// constraint and minimizing the violations level by level. An expression is *determined* when it
// has the same value on all of them. To find out, probe: pull the expression toward its current
// value `p` plus a step, with an equality at a level below every level in use. A lower level
// never trades against a higher one, so the probe moves the solution only inside the optimal set,
// to the point of it closest to the target; the expression moves iff the set extends that way.
// Probing `p + step` and `p − step` covers both directions (`p` itself is in the set, so if any
// other value is, one direction moves). The probe's distance from its target is read from its
// two error symbols (`e⁺ + e⁻`, exactly the unmet part of the step), so no variable values are
// evaluated or written.
//
// All probes run on a copy of the tableau (a value type with copy-on-write storage), so the
// solver itself, its solution and every `Variable.value` are untouched.

extension Solver {
    /// For each expression, whether the constraints leave it free: whether another solution
    /// exists that satisfies the required constraints and every optional constraint exactly as
    /// well as the current one, with the expression at a different value.
    ///
    /// An expression over a variable this solver does not know is free. Reads the expressions'
    /// current values from ``Variable/value``, so call it after ``updateVariables()``.
    ///
    /// - Parameters:
    ///   - expressions: The expressions to probe, e.g. `x₁ − x₀` for a position relative to a
    ///     parent.
    ///   - step: How far each probe pulls, in both directions; a free expression counts as free
    ///     when it can move at least `tolerance` times `step` toward either target.
    ///   - tolerance: The smallest movement counted, relative to `step`.
    /// - Returns: `true` at the index of each free expression.
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
