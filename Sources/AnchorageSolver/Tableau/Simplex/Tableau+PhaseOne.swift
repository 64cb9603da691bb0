// SPDX-License-Identifier: MIT

extension Tableau {
    /// Adds a row with no valid subject through an artificial variable (phase one). On success
    /// the row is in the tableau and the artificial variable is gone.
    ///
    /// - Returns: ``PhaseOneOutcome/added`` on success; else the required constraints that keep
    ///   the artificial variable above zero (the support of the final artificial row, a Farkas
    ///   certificate that they cannot hold together with the new constraint), or
    ///   ``PhaseOneOutcome/stopped`` when the pass reached its pivot limit, which proves nothing.
    mutating func addWithArtificialVariable(_ row: consuming Row, for failing: Failing) -> PhaseOneOutcome {
        let marker = failing.marker
        var row = row
        shedDummies(of: &row, keeping: marker)
        let art = newSymbol(.slack)
        insertRow(art, consume row)
        switch minimizeArtificial(art) {
        case .reachedZero: break
        case .blocked: return .conflicts(conflictingConstraints(in: rows[art.id], for: failing))
        case .stopped: return .stopped
        }
        if isBasic[art.id] {
            // The artificial variable is basic at zero: pivot it out (a degenerate pivot).
            var artRow = takeRow(art)
            artRow.constant = 0
            let entering = artRow.cells.first(where: { !$0.symbol.isDummy })?.symbol
                ?? (artRow.coefficient(for: marker) != 0 ? marker : nil)
            if let entering {
                artRow.solve(for: entering, replacing: art)
                substitute(entering, with: artRow)
                insertRow(entering, consume artRow)
            }
        }
        eraseColumn(art)
        release(art)
        return .added
    }

    /// Phase one for a row that has no valid subject: drives the artificial symbol `art`
    /// (basic, `art = row ≥ 0`) to zero by primal simplex on `art` alone.
    ///
    /// - Returns: ``ArtificialOutcome/reachedZero`` when `art` left the basis or stayed basic at
    ///   a constant negligible beside its starting value; ``ArtificialOutcome/blocked`` when no
    ///   pivot lowers it further; ``ArtificialOutcome/stopped`` on the pivot limit.
    mutating func minimizeArtificial(_ art: Symbol) -> ArtificialOutcome {
        let start = rows[art.id].constant
        var degenerateRun = 0
        var steps = 0
        var stopped = false
        let limit = pivotLimit
        while isBasic[art.id] {
            steps += 1
            if steps > limit {   // a cycle Bland's rule did not end
                stopped = true
                break
            }
            let bland = degenerateRun >= Numerics.blandThreshold
            var best: Symbol? = nil
            var bestDirection = 0.0
            var bestMagnitude = 0.0
            // Cells negligible beside the row's largest are cancellation residue (a variable
            // that exact arithmetic eliminates shows up at 1e-13): never entering, or the pivot
            // would divide by the residue and spread 1e19 through the tableau.
            let largest = rows[art.id].largestMagnitude()
            for cell in rows[art.id].cells where !cell.symbol.isDummy {
                let c = cell.coefficient
                let direction: Double
                if c < 0 { direction = 1 } else if cell.symbol.isExternal { direction = -1 } else { continue }
                let magnitude = abs(c)
                if Numerics.isNegligible(magnitude, comparedTo: largest) { continue }
                // Cells are in id order, so the first candidate is Bland's choice.
                if best == nil || (!bland && magnitude > bestMagnitude) {
                    best = cell.symbol
                    bestDirection = direction
                    bestMagnitude = magnitude
                }
                if bland { break }
            }
            guard let entering = best,
                  let (leaving, degenerate) = leavingRow(for: entering, direction: bestDirection)
            else { break }
            degenerateRun = degenerate ? degenerateRun + 1 : 0
            pivot(entering: entering, leaving: leaving)
        }
        if !isBasic[art.id] || Numerics.isNegligible(rows[art.id].constant, comparedTo: start) { return .reachedZero }
        return stopped ? .stopped : .blocked
    }
}

/// How phase one ended for an artificial variable.
enum ArtificialOutcome {
    /// It reached zero: the row can enter.
    case reachedZero
    /// No pivot lowers it: the row's constraints cannot hold together.
    case blocked
    /// The pass reached its pivot limit (``Numerics/pivotLimit(rows:)``): nothing is proved.
    case stopped
}

/// How an add through phase one ended.
enum PhaseOneOutcome {
    /// The row is in the tableau.
    case added
    /// The required constraints that cannot hold together with the new one.
    case conflicts([LinearConstraint])
    /// Phase one reached its pivot limit: nothing is proved.
    case stopped
}
