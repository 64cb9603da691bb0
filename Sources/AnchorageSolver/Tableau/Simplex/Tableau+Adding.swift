// SPDX-License-Identifier: MIT

extension Tableau {
    /// Adds `constraint` (see ``Solver/addConstraint(_:)``); with `handingOver`, a definition
    /// that would make its row shed ghosts may first be handed to a free parameter (once: the
    /// handover could otherwise be handed back).
    mutating func add(_ constraint: LinearConstraint, handingOver: Bool = true) throws(SolverError) {
        guard recordSlot(of: constraint) == nil else { throw .duplicateConstraint(constraint) }
        guard constraint.isFinite else { throw .nonFiniteConstraint(constraint) }
        // Every symbol the add can make: one per new variable, the marker and the other error,
        // and the artificial variable of the first phase (Tableau+PhaseOne.swift).
        reserveSymbols(constraint.terms.count + 3)

        if let term = definableTerm(of: constraint) {
            let (marker, subject) = define(constraint, term)
            store(constraint, marker: marker, other: nil, markerCoefficient: 1,
                  scale: Numerics.markerScale(of: constraint))
            records[Int(facts[marker.id].owner)]!.definedSymbol = subject
            return
        }

        beginTracking()
        var (row, marker, other, markerCoefficient) = makeRow(for: constraint)
        if handingOver, holdsTooManyDummies(row), let candidate = handoverCandidate(namedBy: constraint) {
            // A row that would shed its markers as ghosts, built through a definition that can
            // be handed to a free parameter instead (Tableau+DefinitionHandover.swift): give back
            // the symbols this row took (the candidate's are older), hand it over, and add again
            // with the shorter row.
            rollback()
            let handover = handOver(candidate)
            do {
                try add(constraint, handingOver: false)
            } catch {
                undo(handover)
                throw error
            }
            return
        }
        if row.constant < 0 { row.reverseSign() }

        switch chooseSubject(row, marker: marker, other: other) {
        case .symbol(let subject):
            row.solve(for: subject)
            shedDummies(of: &row, keeping: marker, into: subject)
            substitute(subject, with: row)
            insertRow(subject, consume row)
        case .dual(let subject):
            // Solving for an existing symbol at a nonzero constant keeps the objective optimal
            // but may leave rows negative; the dual simplex repairs them, and for a required
            // constraint its failure proves the conflict (undone through the journal).
            beginRecording()
            row.solve(for: subject)
            shedDummies(of: &row, keeping: marker, into: subject)
            substitute(subject, with: row)
            let constant = row.constant
            insertRow(subject, consume row)
            if !subject.isExternal && constant < 0 { noteInfeasible(subject) }
            switch dualOptimize() {
            case .feasible:
                break
            case .infeasible(let broken) where constraint.strength.isRequired:
                let conflicts = conflicts(provenBy: broken, for: Failing(constraint: constraint, marker: marker))
                rollback()
                throw .unsatisfiable(constraint, conflicts: conflicts)
            case .infeasible, .stopped:
                // A pass stopped on its pivot limit proves nothing, and an optional
                // constraint cannot be infeasible in exact arithmetic: either way rounding
                // failed, not the constraints.
                rollback()
                throw .numericalFailure(constraint)
            }
        case .artificial:
            beginRecording()
            switch addWithArtificialVariable(
                consume row, for: Failing(constraint: constraint, marker: marker)) {
            case .added:
                break
            case .conflicts(let conflicts):
                rollback()
                throw .unsatisfiable(constraint, conflicts: conflicts)
            case .stopped:
                rollback()
                throw .numericalFailure(constraint)
            }
        case .infeasible:
            let conflicts = conflictingConstraints(
                in: row, for: Failing(constraint: constraint, marker: marker))
            rollback()
            throw .unsatisfiable(constraint, conflicts: conflicts)
        }
        commit()
        store(constraint, marker: marker, other: other, markerCoefficient: markerCoefficient, scale: abs(markerCoefficient))
        optimize()
    }

    /// Records an added constraint and the symbols that stand for it; `scale` is its largest
    /// coefficient, which its constant is counted against (``ConstantScale``).
    mutating func store(_ constraint: LinearConstraint, marker: Symbol, other: Symbol?, markerCoefficient: Double,
                        scale: Double) {
        let binade = Self.constantBinade(constant: constraint.constant, scale: scale)
        // The record is built where it is stored: built first and then stored, the constraint
        // would be copied twice (two retains and two releases more per add).
        let slot = freeRecordSlots.isEmpty ? records.count : freeRecordSlots.removeLast()
        if slot == records.count {
            // Grown from empty, the records would be reallocated six times by a hundred adds.
            if records.isEmpty { records.reserveCapacity(Self.initialTableCapacity) }
            // Appended, not appended as nil and assigned: the assignment would destroy the nil
            // through the type's metadata.
            records.append(ConstraintRecord(
                constraint: constraint, marker: marker, other: other, markerCoefficient: markerCoefficient,
                sequence: sequence, constantBinade: Int16(binade ?? -1)))
        } else {
            records[slot] = ConstraintRecord(
                constraint: constraint, marker: marker, other: other, markerCoefficient: markerCoefficient,
                sequence: sequence, constantBinade: Int16(binade ?? -1))
        }
        sequence += 1
        noteRecordSlot(slot, of: constraint)
        facts[marker.id].owner = Int32(slot)
        if let other { facts[other.id].owner = Int32(slot) }
        constraint.forEachTermUnretained { _, variable, _ in facts[knownSymbol(for: variable).id].useCount += 1 }
        constantScale.insert(binade, required: constraint.strength.isRequired)
    }

    /// The capacity the constraint records, and the lookup tables of foreign identities
    /// (Tableau+IdentityHints.swift), start with.
    static let initialTableCapacity = 64

    /// Builds the row `0 = constant + Σ …` for a constraint in terms of the current nonbasic
    /// symbols (kiwi's `createRow`): basic variables are replaced by their rows, and the
    /// constraint's own symbols are added:
    /// - `expr ≤ 0` → `expr + s = 0`; `expr ≥ 0` → `expr − s = 0` (slack `s ≥ 0`), plus for an
    ///   optional inequality an error `e` with the opposite sign, weighted in the objective;
    /// - required `expr = 0` → `expr + d = 0` with a dummy `d` fixed at zero;
    /// - optional `expr = 0` → `expr − e⁺ + e⁻ = 0`, both errors weighted in the objective.
    mutating func makeRow(for constraint: LinearConstraint)
        -> (row: Row, marker: Symbol, other: Symbol?, markerCoefficient: Double)
    {
        var constant = constraint.constant
        var parts: [Cell] = []
        // Room for a constraint that names a few basic variables, whose rows it takes in: the
        // parts become the row, so this is also the room the row has to grow into before its
        // first reallocation (a form's rows reach one or two dozen cells).
        parts.reserveCapacity(24)
        appendExpansion(of: constraint, into: &parts, constant: &constant)

        // The constraint's own symbols enter at the scale of its largest coefficient `k`, not 1
        // (see ``Numerics/markerScale(of:)``); an error's weight is multiplied by `k` so the objective
        // still counts the violation in the constraint's own units.
        let k = Numerics.markerScale(of: constraint)
        let strength = constraint.strength
        if !strength.isRequired { noteLevelWeight(strength.weight * k, at: strength.level) }
        let marker: Symbol
        var other: Symbol? = nil
        let markerCoefficient: Double
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = constraint.relation == .lessThanOrEqual ? k : -k
            marker = newSymbol(.slack)
            markerCoefficient = sign
            parts.append(Cell(symbol: marker, coefficient: sign))
            if !strength.isRequired {
                let error = newSymbol(.error)
                other = error
                parts.append(Cell(symbol: error, coefficient: -sign))
                addObjective(level: strength.level, coefficient: strength.weight * k, to: error)
            }
        case .equal:
            if strength.isRequired {
                marker = newSymbol(.dummy)
                markerCoefficient = k
                parts.append(Cell(symbol: marker, coefficient: k))
            } else {
                // `marker` is positive when the expression is above zero, `minus` below.
                let below = constraint.strengthBelow
                if constraint.isSplit { noteLevelWeight(below.weight * k, at: below.level) }
                marker = newSymbol(.error)
                let minus = newSymbol(.error)
                other = minus
                markerCoefficient = -k
                parts.append(Cell(symbol: marker, coefficient: -k))
                parts.append(Cell(symbol: minus, coefficient: k))
                addObjective(level: strength.level, coefficient: strength.weight * k, to: marker)
                addObjective(level: below.level, coefficient: below.weight * k, to: minus)
            }
        }

        return (Row(constant: constant, cells: Row.merging(consume parts)), marker, other, markerCoefficient)
    }
}
