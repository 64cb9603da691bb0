// SPDX-License-Identifier: MIT

extension Tableau {
    /// Removes `constraint` (see ``Solver/removeConstraint(_:)``).
    mutating func remove(_ constraint: LinearConstraint) throws(SolverError) {
        guard let slot = recordSlot(of: constraint), let record = records[slot] else {
            throw .unknownConstraint(constraint)
        }
        // Removal pivots on the marker's column: a ghost's must be rebuilt first.
        materialize(record.marker)
        removeErrorEffects(record)

        let marker = record.marker
        if isBasic[marker.id] {
            _ = takeRow(marker)
        } else if let x = record.definedSymbol, isDefinition[x.id], columns.count(of: marker.id) == 1,
                  columns.entry(marker.id, 0).basic == x {
            // A definition whose marker no other row mentions: the pivot on the marker would
            // touch no other row, so the definition's row simply goes and its variable becomes
            // nonbasic (the definitions naming it are evaluated again). Reduced and pivoted
            // instead, a definition deep in a chain would expand every marker above it into one
            // row, and past the dummy limit those would all turn into ghosts
            // (Tableau+GhostDummies.swift).
            _ = takeRow(x)
            isDefinition[x.id] = false
        } else {
            // A definition must become an ordinary row before it leaves the basis; expanding what
            // it names can cancel the marker there, so choose again until the row is ordinary.
            var leaving = markerLeavingRow(marker)
            if let other = record.other, isBasic[other.id], rows[other.id].coefficient(for: marker) != 0 {
                // An optional equality's errors e⁺ and e⁻ occur only in its own equation, so while
                // e⁻ is basic its row is the only one with a real e⁺ cell: every other row was
                // cleared of e⁻, hence of that equation, hence of e⁺. Any other cell of e⁺ is
                // rounding residue, and a pivot there (which the ratio rules can prefer) keeps the
                // equation in e⁻'s row: dropping both rows afterwards then silently dropped a second
                // equation with it (the "left its second error basic" assertion, and wrong answers
                // in release builds). Pivoting on e⁻'s row removes exactly this constraint.
                leaving = other
            }
            while let row = leaving, isDefinition[row.id] {
                reduceDefinition(row)
                leaving = markerLeavingRow(marker)
            }
            if let leaving {
                pivot(entering: marker, leaving: leaving)
                _ = takeRow(marker)
            } else if let other = record.other, isBasic[other.id] {
                // The marker appears nowhere, so the constraint's row is the other error's.
                _ = takeRow(other)
            }
        }
        // In exact arithmetic neither symbol appears anywhere now (their columns are negatives
        // of each other); erase any rounding residue and free them.
        eraseColumn(marker)
        release(marker)
        if let other = record.other {
            assert(!isBasic[other.id], "a removed constraint left its second error basic")
            if isBasic[other.id] { _ = takeRow(other) }
            eraseColumn(other)
            release(other)
        }

        records[slot] = nil
        freeRecordSlots.append(slot)
        constantScale.remove(record.constantBinade < 0 ? nil : Int(record.constantBinade),
                             required: record.constraint.strength.isRequired)
        forgetRecordSlot(of: record.constraint)
        // Distinct variables (expressions are reduced): forgetting one leaves the others' lookups.
        // The record (a copy) holds the variables while they are forgotten.
        record.constraint.forEachTermUnretained { _, variable, _ in
            let v = knownSymbol(for: variable)
            facts[v.id].useCount -= 1
            if facts[v.id].useCount == 0 { forgetVariable(v) }
        }
        // The marker's pivot row passes over weak cells (see `markerLeavingRow`), so the rows it
        // skipped can go slightly negative; the primal simplex needs a feasible start. The
        // remaining constraints are feasible (they held before this one went), so the dual
        // simplex repairs it; only rounding could make it report a row it cannot fix, and that
        // row is left to the primal pass.
        if !work.infeasible.isEmpty { _ = dualOptimize() }
        optimize()
    }

    /// Subtracts an optional constraint's errors from the objective (in terms of nonbasics).
    mutating func removeErrorEffects(_ record: ConstraintRecord) {
        addErrorEffects(of: record, times: -1)
    }

    /// Adds `sign` times an optional constraint's weighted errors to the objective, a basic
    /// error through its row (so the objective stays in terms of nonbasic symbols).
    mutating func addErrorEffects(of record: ConstraintRecord, times sign: Double) {
        guard !record.constraint.strength.isRequired else { return }
        for error in [record.marker, record.other].compactMap({ $0 }) where error.kind == .error {
            let strength = record.constraint.strength(ofErrorIsMarker: error == record.marker)
            let weight = sign * strength.weight * abs(record.markerCoefficient)
            if isBasic[error.id] {
                for cell in rows[error.id].cells {
                    addObjective(level: strength.level, coefficient: weight * cell.coefficient, to: cell.symbol)
                }
            } else {
                addObjective(level: strength.level, coefficient: weight, to: error)
            }
        }
    }

    /// The row to pivot a nonbasic marker into before dropping it (kiwi's `getMarkerLeavingRow`,
    /// with one rule added in front): a basic dummy's row, else the restricted row with a
    /// negative coefficient and the least ratio `-constant/coefficient`, else the restricted row
    /// with the least `constant/coefficient`, else an unrestricted row; ties to the lowest id.
    /// These ratios keep every other row feasible.
    ///
    /// A basic dummy is a required equation found redundant when it was added: its row says how
    /// it follows from others, this marker's among them. Pivoting there first hands the removed
    /// equation's role to the redundant one, which then stays in force; kiwi's order can pick
    /// another row and silently drop both.
    mutating func markerLeavingRow(_ marker: Symbol) -> Symbol? {
        var first: Symbol? = nil, second: Symbol? = nil, third: Symbol? = nil, redundant: Symbol? = nil
        var r1 = Double.infinity, r2 = Double.infinity
        // A marker can linger in rows as rounding residue, and a pivot on such a cell spreads
        // huge coefficients through every row that mentions it; so cells weak beside the
        // marker's largest coefficient (`Numerics.pivot`) are not candidates, "largest" taken
        // within each kind of row (basic dummies, restricted rows, externals), whose scales are
        // unrelated. The Numerics article's "Pivot rules" gives the cases.
        var largest = (dummy: 0.0, restricted: 0.0, external: 0.0)
        for entry in columns[marker.id] {
            let m = abs(entry.coefficient)
            if entry.basic.isDummy {
                largest.dummy = max(largest.dummy, m)
            } else if entry.basic.isExternal {
                largest.external = max(largest.external, m)
            } else {
                largest.restricted = max(largest.restricted, m)
            }
        }
        for entry in columns[marker.id] {
            let basic = entry.basic
            let c = entry.coefficient
            let kindLargest = basic.isDummy ? largest.dummy : basic.isExternal ? largest.external : largest.restricted
            if Numerics.isWeakPivot(c, comparedTo: kindLargest) { continue }
            let constant = rows[basic.id].constant
            if basic.isDummy {
                if redundant == nil || basic < redundant! { redundant = basic }
            } else if basic.isExternal {
                if third == nil || basic < third! { third = basic }
            } else if c < 0 {
                let r = -constant / c
                if r < r1 || (r == r1 && basic < first!) { r1 = r; first = basic }
            } else {
                let r = constant / c
                if r < r2 || (r == r2 && basic < second!) { r2 = r; second = basic }
            }
        }
        return redundant ?? first ?? second ?? third
    }

    /// Removes a variable no constraint mentions any more: its row (if basic) defines it alone,
    /// so dropping row and symbol leaves an equivalent tableau.
    mutating func forgetVariable(_ s: Symbol) {
        if isBasic[s.id] { _ = takeRow(s) }
        eraseColumn(s)
        forgetLookup(ofVariableAt: s.id)
        isChanged[s.id] = false
        release(s)
    }
}
