// SPDX-License-Identifier: MIT

extension Tableau {
    /// Changes the constant of an added constraint in place (see ``Solver/updateConstant(_:of:)``).
    mutating func updateConstant(_ constant: Double, of constraint: LinearConstraint) throws(SolverError) {
        guard let slot = recordSlot[ObjectIdentifier(constraint.identity)], let record = records[slot] else {
            throw .unknownConstraint(constraint)
        }
        guard constant.isFinite else { throw .nonFiniteConstraint(constraint) }
        let old = record.constraint
        let delta = constant - old.expression.constant
        guard delta != 0 else { return }
        let required = old.strength.isRequired
        // The change moves every row along the marker's column: a ghost's must be rebuilt first.
        materialize(record.marker)
        if required {
            beginTracking()
            beginRecording()
        }

        // With the constant moved by δ, the marker m (coefficient μ in the original row) stands
        // for m' = m + δ/μ, so rows see m' − δ/μ: a basic marker's constant drops by δ/μ, and
        // every row mentioning a nonbasic marker moves by its coefficient times δ/μ.
        let shift = delta / record.markerCoefficient
        let marker = record.marker
        var broken: Symbol? = nil
        if isBasic[marker.id] {
            addToConstant(-shift, of: marker)
            if marker.isDummy && rows[marker.id].constant != 0 { broken = marker }
        } else if required {
            for entry in columns[marker.id] {
                let basic = entry.basic
                addToConstant(entry.coefficient * shift, of: basic)
                // A basic dummy (a redundant equation) must stay at zero; no pivot can move it.
                if basic.isDummy && rows[basic.id].constant != 0 && broken == nil { broken = basic }
            }
        } else {
            // An optional constraint's errors never sit in a dummy's row.
            shiftConstants(along: marker, by: shift)
        }
        if broken == nil {
            broken = dualOptimize()
            // The dual simplex keeps the tableau optimal in exact arithmetic; a primal pass (free
            // when it is) repairs what rounding may have left, so every level stays optimal.
            if broken == nil { optimize() }
        }

        if let broken {
            if required {
                var changed = old.expression
                changed.constant = constant
                let failing = LinearConstraint(reduced: changed, old.relation, old.strength, old.identity)
                let conflicts = conflicts(provenBy: broken, for: Failing(constraint: failing, marker: marker, variables: record.variables))
                rollback()
                throw .unsatisfiable(old, conflicts: conflicts)
            }
            // Errors absorb any optional change in exact arithmetic, so this is rounding that the
            // dual simplex could not get past (coefficients spanning 1e18, found by libFuzzer):
            // the new constant stands, and the operation ends by rebuilding the tableau from the
            // constraints (``refactor()``), which repairs feasibility from a clean start.
            refactorNeeded = true
        }
        if required { commit() }
        var expression = old.expression
        expression.constant = constant
        records[slot]!.constraint = LinearConstraint(reduced: expression, old.relation, old.strength, old.identity)
    }
}
