// SPDX-License-Identifier: MIT

// Sensitivity: which constraints determine an expression's value (a view's x, its width), in the
// sense that nudging the constraint's constant moves the expression. The probe is the one of
// Solver+Ambiguity.swift turned around: each expression is held at its current value by an
// equality below every level in use, so among the optimal solutions the solver keeps the
// expression where it is whenever it can; a candidate's constant is then moved by ± a step, and
// the holds' errors say whether the expression had to follow. Everything runs on a copy of the
// tableau: the solver, its solution and every `Variable.value` are untouched.

extension Solver {
    /// For each candidate, whether changing its constant moves any of `expressions`: whether, with
    /// the constant a `step` higher or lower, no solution as good as the current one at every
    /// level keeps each expression at its current value.
    ///
    /// A candidate that cannot take either changed constant (a required constraint pinned by
    /// other required ones both ways) counts when it mentions a variable of the expressions. A
    /// candidate this solver does not hold counts as not moving anything. Reads the expressions'
    /// current values from ``Variable/value``, so call it after ``updateVariables()``.
    ///
    /// - Parameters:
    ///   - expressions: The expressions, e.g. `x₁ − x₀` for a position relative to a parent.
    ///   - candidates: The constraints to try.
    ///   - step: How far each candidate's constant is moved, in both directions.
    ///   - tolerance: The smallest movement counted.
    /// - Returns: `true` at the index of each candidate that moves an expression.
    /// - Complexity: One copy of the tableau, then per candidate four constant changes.
    func movingConstraints(_ expressions: [LinearExpression], among candidates: [LinearConstraint],
                           step: Double, tolerance: Double) -> [Bool]
    {
        var probe = tableau.independentCopy()
        // The probe writes no values, and must not evict this solver's variables when it
        // releases a symbol.
        probe.valueTable = ValueTable()
        let level = probe.lowestOptionalLevel() - 1
        var holds: [Int] = []
        var mentioned = Set<ObjectIdentifier>()
        for expression in expressions {
            var current = expression.constant
            var known = !expression.terms.isEmpty
            for term in expression.terms {
                mentioned.insert(ObjectIdentifier(term.variable))
                if probe.symbol(of: term.variable) == nil { known = false }
                current += term.coefficient * term.variable.value
            }
            guard known else { continue }
            let hold = LinearConstraint(LinearExpression(expression.terms, constant: expression.constant - current),
                                        .equal, strength: Strength(level))
            do {
                try probe.add(hold)
            } catch {
                preconditionFailure("an optional hold cannot be refused: \(error)")
            }
            holds.append(probe.recordSlot(of: hold)!)
        }
        func unmet(_ probe: Tableau) -> Double {
            holds.reduce(0) { $0 + probe.unmetDistance(ofRecordAt: $1) }
        }
        return candidates.map { candidate in
            guard !holds.isEmpty, let slot = probe.recordSlot(of: candidate) else { return false }
            let original = probe.records[slot]!.constraint.constant
            var refused = 0
            for delta in [step, -step] {
                do {
                    try probe.updateConstant(original + delta, ofRecordAt: slot)
                } catch {
                    refused += 1
                    continue
                }
                let moved = unmet(probe) > tolerance
                do {
                    try probe.updateConstant(original, ofRecordAt: slot)
                } catch {
                    preconditionFailure("restoring a constant the solver held cannot fail: \(error)")
                }
                probe.checkInvariantsIfEnabled()
                if moved { return true }
            }
            return refused == 2 && candidate.terms.contains { mentioned.contains(ObjectIdentifier($0.variable)) }
        }
    }
}

extension Solver {
    /// Moves the solution inside the set of optimal ones, to show what the constraints leave
    /// free: each expression is pulled `distance` above its current value (below it, when it
    /// cannot move up) by an equality at a level below every level in use, which no constraint
    /// the solver had gives way to. The pulls stay in the solver until the caller removes them
    /// (``removeConstraint(_:)``), typically once it has read the moved values.
    ///
    /// Reads the expressions' current values from ``Variable/value``, so call it after
    /// ``updateVariables()``. Pulls added one after another compete at the same level: with two
    /// expressions that cannot both move, the solution lands between their targets.
    ///
    /// - Parameters:
    ///   - expressions: The expressions to move, each over variables this solver knows.
    ///   - distance: How far to pull each, in its units.
    ///   - tolerance: The smallest movement that counts as moving up.
    /// - Returns: The pulls, for removal.
    /// - Complexity: Per expression, the cost of adding one optional constraint and at most one
    ///   constant change.
    func pulls(within expressions: [LinearExpression], by distance: Double, tolerance: Double) -> [LinearConstraint] {
        let level = tableau.lowestOptionalLevel() - 1
        var pulls: [LinearConstraint] = []
        for expression in expressions where !expression.terms.isEmpty {
            let current = expression.value
            let pull = LinearConstraint(LinearExpression(expression.terms, constant: expression.constant - current - distance),
                                        .equal, strength: Strength(level))
            do {
                try addConstraint(pull)
                if tableau.unmetDistance(ofRecordAt: tableau.recordSlot(of: pull)!) >= distance - tolerance {
                    try updateConstant(expression.constant - current + distance, of: pull)
                }
            } catch {
                preconditionFailure("an optional pull cannot be refused: \(error)")
            }
            pulls.append(pull)
        }
        return pulls
    }
}

extension Tableau {
    /// How far an optional equality is from being met: its errors' values, in units of its
    /// marker scale (``Numerics/markerScale(of:)``).
    func unmetDistance(ofRecordAt slot: Int) -> Double {
        let record = records[slot]!
        var distance = 0.0
        for symbol in [record.marker, record.other].compactMap({ $0 }) where isBasic[symbol.id] {
            distance += abs(rows[symbol.id].constant * record.markerCoefficient)
        }
        return distance
    }
}
