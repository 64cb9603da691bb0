// SPDX-License-Identifier: MIT

extension Tableau {
    /// Adds a row with no valid subject through an artificial variable (phase one). On success
    /// the row is in the tableau and the artificial variable is gone.
    ///
    /// - Returns: `nil` on success; else the required constraints that keep the artificial
    ///   variable above zero — the support of the final artificial row, a Farkas certificate
    ///   that they cannot hold together with the new constraint.
    mutating func addWithArtificialVariable(_ row: consuming Row, for failing: Failing) -> [LinearConstraint]? {
        let marker = failing.marker
        var row = row
        shedDummies(of: &row, keeping: marker)
        let art = newSymbol(.slack)
        insertRow(art, consume row)
        guard minimizeArtificial(art) else {
            return conflictingConstraints(in: rows[art.id], for: failing)
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
        return nil
    }

    /// Phase one for a row that has no valid subject: drives the artificial symbol `art`
    /// (basic, `art = row ≥ 0`) to zero by primal simplex on `art` alone.
    ///
    /// - Returns: Whether `art` reached zero (left the basis, or stayed basic at a constant that
    ///   is negligible beside its starting value).
    mutating func minimizeArtificial(_ art: Symbol) -> Bool {
        let start = rows[art.id].constant
        var degenerateRun = 0
        var steps = 0
        let limit = pivotLimit
        while isBasic[art.id] {
            steps += 1
            if steps > limit { break }   // a cycle Bland's rule did not end (see `pivotLimit`)
            let bland = degenerateRun >= Self.blandThreshold
            var best: Symbol? = nil
            var bestDirection = 0.0
            var bestMagnitude = 0.0
            // Cells negligible beside the row's largest are cancellation residue (a variable
            // that exact arithmetic eliminates shows up at 1e-13): never entering, or the pivot
            // would divide by the residue and spread 1e19 through the tableau (libFuzzer).
            let largest = rows[art.id].largestMagnitude()
            for cell in rows[art.id].cells where !cell.symbol.isDummy {
                let c = cell.coefficient
                let direction: Double
                if c < 0 { direction = 1 } else if cell.symbol.isExternal { direction = -1 } else { continue }
                let magnitude = abs(c)
                if Tolerance.isNegligible(magnitude, comparedTo: largest) { continue }
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
        return !isBasic[art.id] || Tolerance.isNegligible(rows[art.id].constant, comparedTo: start)
    }
}
