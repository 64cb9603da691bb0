// SPDX-License-Identifier: MIT

extension Tableau {
    /// The constraint whose add or constant change failed, for its explanation: the constraint
    /// (with the new constant, for a change) and its marker. Its variables are in the solver
    /// until the operation is rolled back.
    struct Failing {
        var constraint: LinearConstraint
        var marker: Symbol
    }

    /// The required constraints behind a row the dual simplex could not repair: the row's basic
    /// symbol is `constant (< 0) + Σ cᵢ·sᵢ` with every `cᵢ ≤ 0` on symbols that are `≥ 0`, so the
    /// bound of its own constraint and those of the markers in the row cannot all hold.
    func conflicts(provenBy broken: Symbol, for failing: Failing) -> [LinearConstraint] {
        let slot = Int(facts[broken.id].owner)
        var own: ConstraintRecord? = nil
        if broken != failing.marker, slot >= 0, let record = records[slot], record.constraint.strength.isRequired {
            own = record
        }
        return conflictingConstraints(in: rows[broken.id], for: failing, also: own)
    }

    /// The required constraints whose markers appear in `row` (and `also`), other than the
    /// failing one, in the order they were added.
    ///
    /// When ghost dummies exist (Tableau+GhostDummies.swift) the row may owe cells to ghosts that
    /// it no longer shows. If ghost equations sit in the connected part of the problem around the
    /// row (``ghostConflicts(seeds:)``), they join the markers as candidates, and the explanation
    /// is computed again, exactly, by a scratch tableau that keeps every dummy and holds only the
    /// candidates (``exactConflicts(of:among:)``): up to ``exactExplanationLimit`` of them, or
    /// the candidates themselves are the answer (a set that cannot hold, maybe not a minimal one).
    func conflictingConstraints(in row: Row, for failing: Failing, also extra: ConstraintRecord? = nil) -> [LinearConstraint] {
        var found: [ConstraintRecord] = []
        func include(_ record: ConstraintRecord) {
            guard record.marker != failing.marker, record.constraint.strength.isRequired,
                  !found.contains(where: { $0.sequence == record.sequence })
            else { return }
            found.append(record)
        }
        for cell in row.cells where !cell.symbol.isExternal && cell.symbol != failing.marker {
            let slot = Int(facts[cell.symbol.id].owner)
            if slot >= 0, let record = records[slot] { include(record) }
        }
        if let extra { include(extra) }
        if ghosts.count > 0 {
            var around = knownSymbols(of: failing.constraint)
            for cell in row.cells where cell.symbol.isExternal { around.append(cell.symbol) }
            for record in found { around += knownSymbols(of: record.constraint) }
            let ghosts = ghostConflicts(seeds: around)
            let explicitCount = found.count
            for record in ghosts { include(record) }
            if found.count > explicitCount {
                found.sort { $0.sequence < $1.sequence }
                if found.count <= Self.exactExplanationLimit, let exact = exactConflicts(of: failing.constraint, among: found) {
                    return exact
                }
            }
        }
        return found.sorted { $0.sequence < $1.sequence }.map(\.constraint)
    }

    /// The most candidates ``conflictingConstraints(in:for:also:)`` replays on a scratch tableau
    /// for an exact explanation.
    static let exactExplanationLimit = 2_000

    /// The conflict set a tableau holding every dummy would name: `candidates` (in order) are
    /// added to a scratch tableau, then `constraint`, whose rejection names the set.
    ///
    /// - Returns: `nil` if the scratch tableau accepts everything (rounding at the edge of
    ///   feasibility): the caller then reports the candidates.
    /// - Complexity: That of adding the candidates to an empty solver.
    func exactConflicts(of constraint: LinearConstraint, among candidates: [ConstraintRecord]) -> [LinearConstraint]? {
        var scratch = Tableau()
        scratch.ghosts.dummyCellLimit = Int.max
        do {
            for record in candidates { try scratch.add(record.constraint) }
            try scratch.add(constraint)
        } catch {
            if case .unsatisfiable(let rejected, let conflicts) = error, rejected == constraint { return conflicts }
            return nil
        }
        return nil
    }
}
