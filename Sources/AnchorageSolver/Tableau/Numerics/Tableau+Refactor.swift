// SPDX-License-Identifier: MIT

// Refactorization, the standard cure in LP codes for a tableau that rounding has worn out:
// every row recomputed from the constraints as they were added, for the same basis (threshold
// Markowitz elimination), then the objective from the errors, at the end of an operation whose
// pivots grew past `refactorGrowth`, met an improving ray, or left the constants far below the
// rows' scale. The Numerics article's "Refactoring the tableau" says why and when.

extension Tableau {
    /// Ends a public operation that succeeded: refactors when one of its pivots asked for it
    /// (``noteGrowth(entering:leaving:)``), when it left the constants' scale far below the one
    /// the rows were computed at (``ConstantScale``), or when a row constant lost a value the
    /// current constants resolve (``lostConstant``), then checks the invariants when they are
    /// compiled in.
    @inline(__always)
    mutating func finishOperation() {
        if refactorNeeded {
            refactor()
        } else if constantScale.hasFallen || constantScale.resolves(lostConstant) {
            refactorAtCurrentScale()
        }
        lostConstant = 0
        checkInvariantsIfEnabled()
    }

    /// Recomputes every row for the current basis from the constraints (see the top of this
    /// file), then restores feasibility and optimality.
    ///
    /// - Complexity: That of adding every constraint again, without the simplex passes.
    mutating func refactor() {
        assert(!isTracking && !isRecording, "refactoring inside an operation")
        refactorCount &+= 1
        rebuildRows()
        constantScale.settle()

        for id in rows.indices {
            let s = symbolKinds[id]
            if variables[id] != nil {
                markChanged(s)
            } else if isBasic[id] && !s.isExternal && rows[id].constant < 0 {
                noteInfeasible(s)
            }
        }
        recomputeObjective()
        if !work.infeasible.isEmpty { _ = dualOptimize() }
        optimize()
        // The passes above may have pivoted with growth again: that asks for no second round.
        refactorNeeded = false
    }

    /// The elimination of ``refactor()``: every row rebuilt from the constraints for the current
    /// basis (unless a basic symbol's cell is a weak pivot), the objective left empty.
    ///
    /// Each row is solved for one of its unplaced basic symbols: among those whose cell is at
    /// least ``Numerics/markowitzThreshold`` of the largest of them, the one the fewest rows mention
    /// (Markowitz's rule), so the substitution touches the fewest rows and rows fill in least.
    /// With the largest cell alone, a closed chain's rows fill with every error symbol (N²
    /// cells).
    ///
    /// Every dummy starts explicit again; rows that collect too many dummy cells shed them as
    /// on add (Tableau+GhostDummies.swift), except ``GhostMarkers/keptDummy``.
    mutating func rebuildRows() {
        forgetGhosts()
        let wasBasic = Array(isBasic)
        // Definitions are made again as definitions: as ordinary rows, a chain of them would
        // expand to the N²/2 cells they exist to avoid (Tableau+Definitions.swift).
        let wasDefinition = Array(isDefinition)

        // An empty tableau over the same symbols.
        for id in rows.indices where isBasic[id] {
            rows[id] = Row()
            isBasic[id] = false
        }
        columns.removeAllEntries()
        for id in objective.indices where !objective[id].isEmpty { objective[id] = LevelVector() }
        for s in work.candidates { isCandidate[s.id] = false }
        work.candidates.removeAll(keepingCapacity: true)
        work.infeasible.removeAll(keepingCapacity: true)
        work.infeasibleByID = false
        for x in definitions.list where isDefinition[x.id] { isDefinition[x.id] = false }
        definitions.list.removeAll()
        definitions.count = 0
        for entry in definitions.dirty { facts[entry.symbol.id].isDirtyDefinition = false }
        definitions.dirty.removeAll()
        definitions.planIsValid = false

        // Each constraint's row, in the order they were added, solved for an unplaced basic symbol
        // (see above), unless its cell is a weak pivot beside the row's largest
        // (``Numerics/isWeakPivot(_:comparedTo:)``): rounding had then made a dependent row look
        // independent, and the row is solved for its largest cell instead, whose symbol joins the
        // basis (the one left unplaced leaves it at zero; ``refactor()``'s simplex passes repair
        // what that costs). The test is the weak-pivot one, not the 0.01 of LU codes: those may
        // choose any column, this one must keep the basis, and a chain of N equal widths has
        // real cells of 1/N (with 0.01, a 2,000-box chain's refactorization changed the basis
        // and took 2,000 pivots to come back).
        let order = records.indices.filter { records[$0] != nil }.sorted { records[$0]!.sequence < records[$1]!.sequence }
        for slot in order {
            let record = records[slot]!
            // A definition made again at its old place (Tableau+Definitions.swift) may be named by
            // definitions added before it; made afresh in addition order, it would come after them,
            // so it is eliminated as an ordinary row.
            if let x = record.definedSymbol, wasDefinition[x.id], !isBasic[x.id], columns.isEmpty(x.id) {
                redefine(x, by: record)
                continue
            }
            var row = equationRow(of: record)
            var preferredSize = 0.0
            var fallback: Symbol? = nil, fallbackSize = 0.0
            for cell in row.cells where !cell.symbol.isDummy {
                let magnitude = abs(cell.coefficient)
                if magnitude > fallbackSize {
                    fallback = cell.symbol
                    fallbackSize = magnitude
                }
                if wasBasic[cell.symbol.id] { preferredSize = max(preferredSize, magnitude) }
            }
            // The shortest column among the unplaced basic cells near the largest of them (ties
            // to the larger cell, then the lowest id).
            var preferred: Symbol? = nil, preferredCount = Int.max, preferredMagnitude = 0.0
            for cell in row.cells where !cell.symbol.isDummy && wasBasic[cell.symbol.id] {
                let magnitude = abs(cell.coefficient)
                guard magnitude >= Numerics.markowitzThreshold * preferredSize else { continue }
                let count = columns.count(of: cell.symbol.id)
                if count < preferredCount || (count == preferredCount && magnitude > preferredMagnitude) {
                    preferred = cell.symbol
                    preferredCount = count
                    preferredMagnitude = magnitude
                }
            }
            let subject: Symbol
            if let preferred, !Numerics.isWeakPivot(preferredMagnitude, comparedTo: fallbackSize) {
                subject = preferred
            } else if let fallback {
                subject = fallback
            } else {
                // Only dummies: a redundant equation, whose own dummy becomes basic (as on add).
                // It was accepted as redundant, so its constant is zero in exact arithmetic: what
                // the elimination left there is rounding, and a basic dummy must sit at zero.
                subject = record.marker
                row.constant = 0
            }
            row.solve(for: subject)
            shedDummies(of: &row, into: subject)
            substitute(subject, with: row)
            insertRow(subject, consume row)
        }
    }

    /// A constraint's equation as a row over the current nonbasic symbols: its expression with
    /// basic variables replaced by their rows (definitions expanded as ``makeRow(for:)`` does),
    /// plus its marker and second symbol with the coefficients ``makeRow(for:)`` gave them (the
    /// second symbol always has the marker's, negated).
    mutating func equationRow(of record: ConstraintRecord) -> Row {
        var constant = record.constraint.constant
        var parts: [Cell] = []
        parts.reserveCapacity(record.constraint.terms.count + 2)
        appendExpansion(of: record.constraint, into: &parts, constant: &constant)
        parts.append(Cell(symbol: record.marker, coefficient: record.markerCoefficient))
        if let other = record.other { parts.append(Cell(symbol: other, coefficient: -record.markerCoefficient)) }
        return Row(constant: constant, cells: Row.merging(parts))
    }

    /// Makes the definition of `x` from its constraint again, as ``define(_:subjectAt:)`` did.
    mutating func redefine(_ x: Symbol, by record: ConstraintRecord) {
        guard let index = knownSymbols(of: record.constraint).firstIndex(of: x) else {
            preconditionFailure("a definition's variable is missing from its constraint")
        }
        assert(!isBasic[x.id] && columns.isEmpty(x.id), "a definition's variable placed before its constraint")
        installDefinition(x, definitionRow(record.constraint, subjectAt: index, marker: record.marker))
    }
}
