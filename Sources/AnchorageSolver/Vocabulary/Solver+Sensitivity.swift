// SPDX-License-Identifier: MIT

// Sensitivity: which constraints determine an expression's value, in the sense that nudging the
// constraint's constant moves the expression; the probe of Solver+Ambiguity.swift turned around,
// on a copy of the tableau (the catalog's "Probing the optimal set").

extension Solver {
    /// For each candidate, whether changing its constant by `step` either way moves any of
    /// `expressions` by at least `tolerance`: whether no solution as good as the current one at
    /// every level keeps each expression at its current value. A candidate that cannot take
    /// either changed constant counts when it mentions a variable of the expressions; one this
    /// solver does not hold moves nothing. Reads ``Variable/value``, so call it after
    /// ``updateVariables()``.
    ///
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
    /// free: each expression (over variables this solver knows) is pulled `distance` above its
    /// current value (below it, when it cannot move up by `tolerance`) by an equality at a level
    /// below every level in use, which no constraint the solver had gives way to. Pulls compete
    /// at one level: two expressions that cannot both move land between their targets. Reads
    /// ``Variable/value``, so call it after ``updateVariables()``.
    ///
    /// - Returns: The pulls, which stay in the solver until the caller removes them.
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
