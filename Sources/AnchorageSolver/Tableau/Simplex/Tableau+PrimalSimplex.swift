// SPDX-License-Identifier: MIT

// The pivot rules: Dantzig's rule on the lexicographic objective to enter, the minimum ratio to
// leave, ties to the lowest id (so the same operations give the same tableau everywhere), Bland's
// rule after a degenerate run. The Numerics article's "Pivot rules" states them in full.

extension Tableau {
    /// The most pivots one simplex pass makes (``Numerics/pivotLimit(rows:)``, unless a test
    /// lowered it through ``pivotLimitOverride``).
    var pivotLimit: Int { pivotLimitOverride ?? Numerics.pivotLimit(rows: rows.count) }

    /// Whether nonbasic `s` can enter to improve the objective, and in which direction
    /// (+1: increase; -1: decrease, for unrestricted externals with a positive reduced cost).
    @inline(__always)
    func improvingDirection(_ s: Symbol) -> Double? {
        guard !isBasic[s.id], !s.isDummy, let lead = objective[s.id].leading else { return nil }
        if lead.coefficient < 0 { return 1 }
        if s.isExternal { return -1 }
        return nil
    }

    /// The entering symbol for the primal simplex, from the lazy candidate list (pruning entries
    /// that cannot improve), after clearing residue from the leading levels of the objective
    /// coefficients it looks at (``isObjectiveResidue(_:of:)``).
    mutating func primalEntering(bland: Bool) -> (symbol: Symbol, direction: Double)? {
        var real: [Symbol] = []
        while true {
            let (entering, suspect) = priceCandidates(bland: bland, real: real)
            // The column scan and the clearing happen out here, and the pricing then runs again:
            // in the pricing loop, a call would cost every iteration (the compiler could no
            // longer check the work list's storage once, before the loop).
            guard let suspect else { return entering }
            if !clearResidueLead(of: suspect) { real.append(suspect) }
        }
    }

    /// One pass of ``primalEntering(bland:)`` over the candidates: the entering symbol, or the
    /// first candidate whose leading objective entry is small enough to be residue (and not
    /// listed in `real`, those found not to be).
    private mutating func priceCandidates(bland: Bool, real: [Symbol])
        -> (entering: (symbol: Symbol, direction: Double)?, suspect: Symbol?)
    {
        var best: Symbol? = nil
        var bestDirection = 0.0
        var bestLevel = -Double.infinity
        var bestMagnitude = 0.0
        let suspect = Numerics.pivot * largestLevelWeight
        var i = 0
        while i < work.candidates.count {
            let s = work.candidates[i]
            let current = symbolKinds[s.id] == s
            let lead = current && !isBasic[s.id] && !s.isDummy ? objective[s.id].leading : nil
            // Either sign: residue that looks improving, or positive residue hiding an improving
            // level below it. One comparison keeps real coefficients off the column scan.
            if let lead, abs(lead.coefficient) <= suspect, !real.contains(s) { return (nil, s) }
            guard let lead, lead.coefficient < 0 || s.isExternal else {
                // A stale entry (its id now names another kind of symbol) leaves the flag to the
                // id's current symbol.
                if current { isCandidate[s.id] = false }
                work.candidates.swapAt(i, work.candidates.count - 1)
                work.candidates.removeLast()
                continue
            }
            i += 1
            let magnitude = abs(lead.coefficient)
            let better: Bool
            if let b = best {
                if bland {
                    better = s < b
                } else if lead.level != bestLevel {
                    better = lead.level > bestLevel
                } else if magnitude != bestMagnitude {
                    better = magnitude > bestMagnitude
                } else {
                    better = s < b
                }
            } else {
                better = true
            }
            if better {
                best = s
                bestDirection = lead.coefficient < 0 ? 1 : -1
                bestLevel = lead.level
                bestMagnitude = magnitude
            }
        }
        return (best.map { ($0, bestDirection) }, nil)
    }

    /// The restricted basic row that limits `entering` moving in `direction`: minimum ratio,
    /// ties to the lowest basic id unless its cell is a weak pivot beside the other's
    /// (``Numerics/pivot``); `nil` when nothing limits it. Also reports whether the step is
    /// degenerate (ratio zero). Cells negligible beside the largest coefficient of their own row
    /// are rounding residue, not limits; the column is scanned again without them only when the
    /// winner's cell is one (the Numerics article's "Pivot rules" says why within the row).
    mutating func leavingRow(for entering: Symbol, direction: Double) -> (symbol: Symbol, degenerate: Bool)? {
        func scan(skippingNegligible: Bool) -> (symbol: Symbol, ratio: Double, coefficient: Double)? {
            var best: Symbol? = nil
            var bestRatio = Double.infinity
            var bestCoefficient = 0.0
            for entry in columns[entering.id] {
                let m = abs(entry.coefficient)
                guard !entry.basic.isExternal else { continue }
                let basic = entry.basic
                let a = entry.coefficient * direction
                guard a < 0 else { continue }
                if skippingNegligible && isNegligibleInRow(m, basic) { continue }
                let ratio = rows[basic.id].constant / -a
                // A tie (typically two rows at ratio zero) goes to the lowest id, unless that
                // row's cell is a weak pivot beside this one (``Numerics/pivot``).
                if ratio < bestRatio
                    || (ratio == bestRatio
                        && (Numerics.isWeakPivot(bestCoefficient, comparedTo: m)
                            || (basic < best! && !Numerics.isWeakPivot(m, comparedTo: bestCoefficient)))) {
                    best = basic
                    bestRatio = ratio
                    bestCoefficient = m
                }
            }
            return best.map { ($0, bestRatio, bestCoefficient) }
        }
        guard var found = scan(skippingNegligible: false) else { return nil }
        if isNegligibleInRow(found.coefficient, found.symbol) {
            guard let again = scan(skippingNegligible: true) else { return nil }
            found = again
        }
        return (found.symbol, found.ratio == 0)
    }

    /// Whether magnitude `m` is negligible (``Numerics/isNegligible(_:comparedTo:)``) beside the
    /// largest cell of `basic`'s row. Dummy cells set the scale only of a basic dummy's row (a
    /// redundant equation, a relation between dummies where any other cell is residue, and one
    /// of 1e-20 there would put 1e19 into every row); elsewhere a dummy is fixed
    /// at zero and its coefficient's scale is arbitrary (see ``chooseSubject(_:marker:other:)``).
    ///
    /// - Complexity: O(row length).
    mutating func isNegligibleInRow(_ m: Double, _ basic: Symbol) -> Bool {
        Numerics.isNegligible(m, comparedTo: rows[basic.id].largestMagnitude(countingDummies: basic.isDummy))
    }

    /// Primal simplex on the lexicographic objective, from a feasible tableau to an optimal one.
    ///
    /// - Returns: `false` if some symbol looked improving along an unbounded ray, which the
    ///   objective (a weighted sum of nonnegative errors) rules out in exact arithmetic: its
    ///   rounding residue was cleared. The tableau is left feasible and optimal either way.
    @discardableResult
    mutating func optimize() -> Bool {
        // No candidate, nothing can enter: the common case after a suggestion.
        guard !work.candidates.isEmpty else { return true }
        var degenerateRun = 0
        var bounded = true
        var recomputed = false
        var steps = 0
        let limit = pivotLimit
        while let (entering, direction) = primalEntering(bland: degenerateRun >= Numerics.blandThreshold) {
            // The last line of defence against a cycle that Bland's rule did not end (rounding):
            // stop at a feasible, possibly suboptimal vertex rather than never return.
            steps += 1
            if steps > limit { break }
            guard let (leaving, degenerate) = leavingRow(for: entering, direction: direction) else {
                // First suspect the objective: rebuilt from the errors' current rows, it loses
                // the drift of every substitution it went through since the constraints were
                // added. Only a ray that survives that is residue in the column.
                if !recomputed {
                    recomputed = true
                    recomputeObjective()
                    // A ray is a symptom of a worn tableau: refactor when the operation ends.
                    refactorNeeded = true
                    continue
                }
                // Nothing limits `entering`: moving it is a feasible ray. Every level's objective
                // is a weighted sum of nonnegative errors, bounded below by zero, so in exact
                // arithmetic no ray improves any level, and the leading coefficient that made the
                // symbol look improving is rounding residue. It builds up in the objective through
                // long sequences of pivots (each cell a sum of many products, so a cancellation
                // can leave 1e-11 beside operands near 1e-2, above `Numerics`'s relative cut),
                // typically after a removal frees variables. Setting such a symbol aside would
                // leave its real lower-level coefficients unexamined and the tableau non-optimal
                // (wrong answers at the lower levels), so the residue is cleared (journaled like
                // any objective change) and the symbol examined again at its next level.
                bounded = false
                let lead = objective[entering.id].leading!
                addObjective(level: lead.level, coefficient: -lead.coefficient, to: entering)
                continue
            }
            degenerateRun = degenerate ? degenerateRun + 1 : 0
            pivot(entering: entering, leaving: leaving)
        }
        return bounded
    }
}
