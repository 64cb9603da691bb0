// SPDX-License-Identifier: MIT

extension Tableau {
    /// Changes the constant of an added constraint in place (see ``Solver/updateConstant(_:of:)``).
    mutating func updateConstant(_ constant: Double, of constraint: LinearConstraint) throws(SolverError) {
        guard let slot = recordSlot(of: constraint) else {
            throw .unknownConstraint(constraint)
        }
        try updateConstant(constant, ofRecordAt: slot)
    }

    /// ``updateConstant(_:of:)`` for the constraint recorded at `slot` (a suggestion finds its
    /// edit constraint's slot without the lookup).
    mutating func updateConstant(_ constant: Double, ofRecordAt slot: Int) throws(SolverError) {
        let (oldConstant, required, marker, markerCoefficient, oldBinade) = constantChangeInputs(slot)
        guard constant.isFinite else { throw .nonFiniteConstraint(records[slot]!.constraint) }
        let delta = constant - oldConstant
        guard delta != 0 else { return }
        // The change moves every row along the marker's column: a ghost's must be rebuilt first.
        materialize(marker)
        if required {
            beginTracking()
            beginRecording()
        }

        // With the constant moved by δ, the marker m (coefficient μ in the original row) stands
        // for m' = m + δ/μ, so rows see m' − δ/μ: a basic marker's constant drops by δ/μ, and
        // every row mentioning a nonbasic marker moves by its coefficient times δ/μ.
        let shift = delta / markerCoefficient
        var broken: Symbol? = nil
        if isBasic[marker.id] {
            let before = rows[marker.id].constant
            addToConstant(-shift, of: marker)
            if marker.isDummy && rows[marker.id].constant != 0 { broken = marker }
            if !required && !work.infeasible.isEmpty { beginRecordingAfterShift(of: marker, constantBefore: before) }
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
            if !work.infeasible.isEmpty { beginRecordingAfterShift(along: marker) }
        }
        if broken == nil {
            switch dualOptimize() {
            case .feasible:
                // The dual simplex keeps the tableau optimal in exact arithmetic; a primal pass
                // (free when it is) repairs what rounding may have left, so every level stays
                // optimal.
                optimize()
            case .infeasible(let row):
                broken = row
            case .stopped:
                // A pass cut off by its pivot limit proves nothing: the change is undone, and
                // the caller hears of a numerical failure, never of a conflict. (An optional
                // change that needs dual pivots is journaled from its shift on.)
                assert(isRecording, "a dual pass pivoted on an unjournaled constant change")
                rollback()
                throw .numericalFailure(records[slot]!.constraint)
            }
        }

        if let broken {
            let old = records[slot]!.constraint
            guard required else {
                // Errors absorb any optional change in exact arithmetic: a row the dual simplex
                // cannot repair is rounding, not a conflict (the change is journaled, since the
                // dual simplex had rows to repair).
                rollback()
                throw .numericalFailure(old)
            }
            var failing = old
            failing.constant = constant
            let conflicts = conflicts(
                provenBy: broken, for: Failing(constraint: failing, marker: marker))
            rollback()
            throw .unsatisfiable(old, conflicts: conflicts)
        }
        if isTracking { commit() }
        records[slot]!.constraint.constant = constant
        let newBinade = Int16(Self.constantBinade(constant: constant, scale: constraintScale(slot)) ?? -1)
        // Within one binade the census does not change (a drag mostly stays in one).
        guard newBinade != oldBinade else { return }
        records[slot]!.constantBinade = newBinade
        constantScale.move(from: oldBinade < 0 ? nil : Int(oldBinade), to: newBinade < 0 ? nil : Int(newBinade),
                           required: required)
    }

    /// What a constant change reads of the record at `slot`. Read here, in a method that does not
    /// mutate: inside a mutating one, each `records[slot]!.field` copies the whole record first
    /// (through a generic value witness, on every suggestion).
    @inline(__always)
    private func constantChangeInputs(_ slot: Int)
        -> (constant: Double, required: Bool, marker: Symbol, markerCoefficient: Double, binade: Int16)
    {
        (records[slot]!.constraint.constant, records[slot]!.constraint.strength.isRequired,
         records[slot]!.marker, records[slot]!.markerCoefficient, records[slot]!.constantBinade)
    }

    /// The scale the constant of the constraint at `slot` is counted against (its largest
    /// coefficient), read in place like `constantChangeInputs`.
    @inline(__always)
    private func constraintScale(_ slot: Int) -> Double {
        Numerics.markerScale(of: records[slot]!.constraint)
    }
}
