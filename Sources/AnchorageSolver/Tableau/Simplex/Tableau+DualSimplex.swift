// SPDX-License-Identifier: MIT

extension Tableau {
    /// Dual simplex: from an optimal tableau whose rows may have gone infeasible (negative
    /// constants on restricted basics, listed in `infeasible`) back to a feasible optimal one.
    ///
    /// The row repaired first is the most negative, ties to the lowest id (`infeasible` is a heap
    /// on that order), so the path depends on the tableau alone and not on the order in which
    /// rows went negative, which follows the unordered column index. For a row, the entering
    /// symbol minimizes `objective / coefficient` lexicographically over its positive cells (and
    /// any cell of an unrestricted external), ties to the lowest id unless that cell is
    /// negligible beside a tied one (``Numerics/negligiblePivotRatio``).
    ///
    /// - Returns: How the pass ended: every row feasible, a row no pivot can repair, or stopped
    ///   on the pivot limit (``Numerics/pivotLimit(rows:)``), which proves nothing.
    mutating func dualOptimize() -> DualOutcome {
        // No row listed, none to repair: the common case after a suggestion.
        guard !work.infeasible.isEmpty else { return .feasible }
        // Anti-cycling, as for the primal: the most-infeasible row can cycle through degenerate
        // dual pivots. After `Numerics.blandThreshold` degenerate pivots in a
        // row (the entering symbol's objective coefficient is zero, so the objective stays put),
        // the infeasible row with the lowest id leaves instead (Bland's rule for the dual simplex;
        // the entering choice already breaks ratio ties to the lowest id), which terminates.
        // Counting only degenerate pivots keeps long honest runs (a drag that flips every weak
        // preference at once) on the most-infeasible rule.
        var degenerateRun = 0
        var pivots = 0
        let longPass = Numerics.longDualPass(rows: rows.count), limit = pivotLimit
        defer { orderInfeasibleRows(byID: false) }
        while let leaving = takeMostInfeasible() {
            // As for the primal pass, a cycle that survives Bland's rule ends here. That proves
            // nothing about the row, so callers report a numerical failure, not a conflict.
            if pivots > limit {
                noteInfeasible(leaving)
                return .stopped
            }
            // Under Bland's rule (the anti-cycling fallback) every candidate counts, or the rule
            // would not be Bland's and could cycle.
            guard let entering = dualEntering(for: leaving, stable: !work.infeasibleByID) else {
                noteInfeasible(leaving)
                return .infeasible(leaving)
            }
            degenerateRun = objective[entering.id].isEmpty ? degenerateRun + 1 : 0
            pivots += 1
            // The pivot-size floor of `dualEntering` gives up the ratio rule's guarantee that
            // the objective never goes back, so a pass can also cycle through pivots that are not
            // degenerate; a pass that runs long without finishing goes over to Bland's rule too.
            if degenerateRun == Numerics.blandThreshold || pivots == longPass { orderInfeasibleRows(byID: true) }
            pivot(entering: entering, leaving: leaving)
        }
        return .feasible
    }

    /// The entering symbol for the dual simplex on infeasible row `leaving`: among its positive
    /// cells (and any cell of an unrestricted external), the lexicographically smallest ratio
    /// `objective / coefficient`; `nil` when no cell can repair the row.
    ///
    /// Cells weak beside the row's largest candidate (``Numerics/dualPivotFloor``) are passed over while
    /// another candidate exists: a ratio test alone picks pivots of 1e-3 beside neighbours of
    /// 1e2, each pivot multiplies the rounding error already in the tableau by their ratio, and
    /// after a few hundred of them required constraints no longer hold. The objective may
    /// then be left improvable at the skipped symbol; every caller runs the primal simplex
    /// afterwards, which repairs that exactly.
    mutating func dualEntering(for leaving: Symbol, stable: Bool) -> Symbol? {
        // A cell can repair the row if raising its symbol raises the row: a positive cell, or
        // any cell of an unrestricted external (which may also move down).
        func repairs(_ cell: Cell) -> Bool { !cell.symbol.isDummy && (cell.coefficient > 0 || cell.symbol.isExternal) }
        var largest = 0.0
        for cell in rows[leaving.id].cells where repairs(cell) { largest = max(largest, abs(cell.coefficient)) }
        guard largest > 0 else { return nil }
        let floor = stable ? Numerics.dualPivotFloor * largest : 0
        var best: Symbol? = nil
        var bestScale = 0.0
        for cell in rows[leaving.id].cells where repairs(cell) && abs(cell.coefficient) >= floor {
            let scale = 1 / abs(cell.coefficient)
            if let b = best {
                let v = objective[cell.symbol.id], w = objective[b.id]
                // A tie (equal ratios, typically both zero at a dual-degenerate vertex) goes to
                // the lower id (cells are in id order) unless that cell is negligible beside the
                // other (`Numerics.negligiblePivotRatio`): lowest id alone enters cells of 1e-17,
                // rounding leftovers, whose pivots blow row constants up to 1e18.
                if LevelVector.isLess(v, scaledBy: scale, than: w, scaledBy: bestScale)
                    || (scale * Numerics.negligiblePivotRatio < bestScale
                        && !LevelVector.isLess(w, scaledBy: bestScale, than: v, scaledBy: scale)) {
                    best = cell.symbol
                    bestScale = scale
                }
            } else {
                best = cell.symbol
                bestScale = scale
            }
        }
        return best
    }
}

/// How a dual simplex pass ended.
enum DualOutcome: Equatable {
    /// Every restricted row is feasible.
    case feasible
    /// No pivot can repair the row of this basic symbol: its constant is negative and every
    /// cell that could raise it is absent, so its constraints cannot hold together.
    case infeasible(Symbol)
    /// The pass reached its pivot limit: a cycle that Bland's rule did not end in floating point.
    /// It proves nothing about feasibility.
    case stopped
}
